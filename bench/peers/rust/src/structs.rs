//! The typed structs of the Rust peer: FindCommand's and InsertCommand's fields (idl/find.yaml,
//! idl/insert.yaml, idl/write_ops_base.yaml, idl/generic_arguments.yaml), twice: borrowing from
//! the input (`&str`, `&RawDocument`, `RawBinaryRef`) and owning (`String`, `Document`, `Binary`).
//! Every field carries its index in the cross-language checksum (bench/peers/README.md).

/// A struct with required fields (`req`) and optional ones (`opt`, `Option<T>`, skipped when
/// absent on writing); `ck` mixes each present field's index then its value, in index order.
macro_rules! peer_struct {
    ($name:ident $(<$lt:lifetime>)? {
        req { $($(#[$rm:meta])* $rf:ident : $rt:ty = $rk:literal @ $ri:literal,)* }
        opt { $($(#[$om:meta])* $of:ident : $ot:ty = $ok:literal @ $oi:literal,)* }
    }) => {
        #[derive(Deserialize, Serialize)]
        pub struct $name $(<$lt>)? {
            $($(#[$rm])* #[serde(rename = $rk)] pub $rf: $rt,)*
            $($(#[$om])* #[serde(rename = $ok, default, skip_serializing_if = "Option::is_none")]
              pub $of: Option<$ot>,)*
            #[serde(skip)]
            pub _input: std::marker::PhantomData<$(&$lt ())?>,
        }
        impl $(<$lt>)? crate::ck::Ck for $name $(<$lt>)? {
            fn ck(&self, h: &mut crate::ck::Fnv) {
                let mut fields: Vec<(u64, &dyn crate::ck::Ck)> = Vec::new();
                $(fields.push(($ri, &self.$rf));)*
                $(fields.push(($oi, &self.$of));)*
                fields.sort_by_key(|f| f.0);
                for (i, f) in fields {
                    if f.present() {
                        h.mix(i);
                        f.ck(h);
                    }
                }
            }
        }
    };
}

macro_rules! peer_structs {
    ($lt:lifetime, $str:ty, $doc:ty, $bin:ty, $any:ty, $($b:meta)?) => {
        use bson::{oid::ObjectId, DateTime, Timestamp, Uuid};
        use serde::{Deserialize, Serialize};

        peer_struct!(Lsid<$lt> {
            req { id: Uuid = "id" @ 1, }
            opt { $(#[$b])* uid: $bin = "uid" @ 2, }
        });
        peer_struct!(Signature<$lt> {
            req { $(#[$b])* hash: $bin = "hash" @ 1, key_id: i64 = "keyId" @ 2, }
            opt {}
        });
        peer_struct!(ClusterTime<$lt> {
            req { cluster_time: Timestamp = "clusterTime" @ 1, }
            opt { $(#[$b])* signature: Signature<$lt> = "signature" @ 2, }
        });
        peer_struct!(RuntimeConstants<$lt> {
            req { local_now: DateTime = "localNow" @ 1, cluster_time: Timestamp = "clusterTime" @ 2, }
            opt { $(#[$b])* js_scope: $doc = "jsScope" @ 3, is_map_reduce: bool = "isMapReduce" @ 4, }
        });
        peer_struct!(EncryptionInformation<$lt> {
            req { $(#[$b])* schema: $doc = "schema" @ 2, }
            opt { type_: i32 = "type" @ 1, crud_processed: bool = "crudProcessed" @ 3, }
        });
        peer_struct!(Find<$lt> {
            req { $(#[$b])* find: $str = "find" @ 1, $(#[$b])* db: $str = "$db" @ 37, }
            opt {
                $(#[$b])* filter: $doc = "filter" @ 2,
                $(#[$b])* projection: $doc = "projection" @ 3,
                $(#[$b])* sort: $doc = "sort" @ 4,
                $(#[$b])* hint: $any = "hint" @ 5,
                $(#[$b])* collation: $doc = "collation" @ 6,
                skip: i64 = "skip" @ 7,
                limit: i64 = "limit" @ 8,
                batch_size: i64 = "batchSize" @ 9,
                single_batch: bool = "singleBatch" @ 10,
                allow_disk_use: bool = "allowDiskUse" @ 11,
                $(#[$b])* min: $doc = "min" @ 12,
                $(#[$b])* max: $doc = "max" @ 13,
                return_key: bool = "returnKey" @ 14,
                show_record_id: bool = "showRecordId" @ 15,
                $(#[$b])* query_options: $doc = "$queryOptions" @ 16,
                tailable: bool = "tailable" @ 17,
                oplog_replay: bool = "oplogReplay" @ 18,
                no_cursor_timeout: bool = "noCursorTimeout" @ 19,
                await_data: bool = "awaitData" @ 20,
                allow_partial_results: bool = "allowPartialResults" @ 21,
                $(#[$b])* let_: $doc = "let" @ 22,
                term: i64 = "term" @ 23,
                read_once: bool = "readOnce" @ 24,
                allow_speculative_majority_read: bool = "allowSpeculativeMajorityRead" @ 25,
                request_resume_token: bool = "$_requestResumeToken" @ 26,
                $(#[$b])* resume_after: $doc = "$_resumeAfter" @ 27,
                max_time_ms: i32 = "maxTimeMS" @ 28,
                $(#[$b])* read_concern: $doc = "readConcern" @ 29,
                $(#[$b])* runtime_constants: RuntimeConstants<$lt> = "runtimeConstants" @ 30,
                collection_uuid: Uuid = "collectionUUID" @ 31,
                $(#[$b])* encryption_information: EncryptionInformation<$lt>
                    = "encryptionInformation" @ 32,
                mirrored: bool = "mirrored" @ 33,
                $(#[$b])* api_version: $str = "apiVersion" @ 34,
                api_strict: bool = "apiStrict" @ 35,
                api_deprecation_errors: bool = "apiDeprecationErrors" @ 36,
                $(#[$b])* lsid: Lsid<$lt> = "lsid" @ 38,
                txn_number: i64 = "txnNumber" @ 39,
                autocommit: bool = "autocommit" @ 40,
                start_transaction: bool = "startTransaction" @ 41,
                stmt_id: i32 = "stmtId" @ 42,
                $(#[$b])* comment: $any = "comment" @ 43,
                $(#[$b])* read_preference: $doc = "$readPreference" @ 44,
                $(#[$b])* cluster_time: ClusterTime<$lt> = "$clusterTime" @ 45,
                client_operation_key: Uuid = "clientOperationKey" @ 46,
                $(#[$b])* audit: $doc = "$audit" @ 47,
                $(#[$b])* client: $doc = "$client" @ 48,
                $(#[$b])* config_server_state: $doc = "$configServerState" @ 49,
                $(#[$b])* oplog_query_data: $doc = "$oplogQueryData" @ 50,
                $(#[$b])* repl_data: $doc = "$replData" @ 51,
                $(#[$b])* database_version: $doc = "databaseVersion" @ 52,
                $(#[$b])* shard_version: $doc = "shardVersion" @ 53,
                config_time: Timestamp = "$configTime" @ 54,
                topology_time: Timestamp = "$topologyTime" @ 55,
                txn_retry_counter: i32 = "txnRetryCounter" @ 56,
                tenant: ObjectId = "$tenant" @ 57,
                expect_prefix: bool = "expectPrefix" @ 58,
            }
        });
        peer_struct!(Insert<$lt> {
            req {
                $(#[$b])* insert: $str = "insert" @ 1,
                $(#[$b])* documents: Vec<$doc> = "documents" @ 2,
                #[serde(default)] bypass_document_validation: bool = "bypassDocumentValidation" @ 3,
                #[serde(default = "crate::structs::yes")] ordered: bool = "ordered" @ 4,
                $(#[$b])* db: $str = "$db" @ 37,
            }
            opt {
                stmt_id: i32 = "stmtId" @ 5,
                stmt_ids: Vec<i32> = "stmtIds" @ 6,
                max_time_ms: i64 = "maxTimeMS" @ 28,
                $(#[$b])* read_concern: $doc = "readConcern" @ 29,
                $(#[$b])* write_concern: $doc = "writeConcern" @ 30,
                $(#[$b])* api_version: $str = "apiVersion" @ 34,
                api_strict: bool = "apiStrict" @ 35,
                api_deprecation_errors: bool = "apiDeprecationErrors" @ 36,
                $(#[$b])* lsid: Lsid<$lt> = "lsid" @ 38,
                txn_number: i64 = "txnNumber" @ 39,
                autocommit: bool = "autocommit" @ 40,
                start_transaction: bool = "startTransaction" @ 41,
                $(#[$b])* comment: $any = "comment" @ 43,
                $(#[$b])* read_preference: $doc = "$readPreference" @ 44,
                $(#[$b])* cluster_time: ClusterTime<$lt> = "$clusterTime" @ 45,
            }
        });
    };
}

pub fn yes() -> bool {
    true
}

/// Borrowing from the input bytes: what a performance-minded serde user writes.
pub mod borrowed {
    use bson::{RawBinaryRef, RawBsonRef, RawDocument};
    peer_structs!('a, &'a str, &'a RawDocument, RawBinaryRef<'a>, RawBsonRef<'a>, serde(borrow));
}

/// Owning its values: the common serde shape (`String`, `bson::Document`).
pub mod owned {
    use bson::{Binary, Bson, Document};
    peer_structs!('a, String, Document, Binary, Bson,);
}
