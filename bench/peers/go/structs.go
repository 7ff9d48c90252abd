package main

// The typed structs of the Go peer: FindCommand's and InsertCommand's fields (idl/find.yaml,
// idl/insert.yaml, idl/write_ops_base.yaml, idl/generic_arguments.yaml). Sub-documents are
// bson.Raw (copied bytes, not decoded: the cheapest typed choice the driver offers); optional
// scalars are pointers (nil when absent). ck mixes, per present field, the index the checksum
// gives it (bench/peers/README.md), then its value.

import "go.mongodb.org/mongo-driver/v2/bson"

type Lsid struct {
	ID  bson.Binary  `bson:"id"`
	UID *bson.Binary `bson:"uid,omitempty"`
}

func (v *Lsid) ck(h *fnv) {
	h.field(1, true, func() { h.uuid(v.ID) })
	h.field(2, v.UID != nil, func() { h.binary(*v.UID) })
}

type Signature struct {
	Hash  bson.Binary `bson:"hash"`
	KeyID int64       `bson:"keyId"`
}

type ClusterTime struct {
	ClusterTime bson.Timestamp `bson:"clusterTime"`
	Signature   *Signature     `bson:"signature,omitempty"`
}

func (v *ClusterTime) ck(h *fnv) {
	h.field(1, true, func() { h.timestamp(v.ClusterTime) })
	h.field(2, v.Signature != nil, func() {
		h.field(1, true, func() { h.binary(v.Signature.Hash) })
		h.field(2, true, func() { h.mix(uint64(v.Signature.KeyID)) })
	})
}

type RuntimeConstants struct {
	LocalNow    bson.DateTime  `bson:"localNow"`
	ClusterTime bson.Timestamp `bson:"clusterTime"`
	JsScope     bson.Raw       `bson:"jsScope,omitempty"`
	IsMapReduce *bool          `bson:"isMapReduce,omitempty"`
}

func (v *RuntimeConstants) ck(h *fnv) {
	h.field(1, true, func() { h.mix(uint64(v.LocalNow)) })
	h.field(2, true, func() { h.timestamp(v.ClusterTime) })
	h.doc(3, v.JsScope)
	h.boolp(4, v.IsMapReduce)
}

type EncryptionInformation struct {
	Type          *int32   `bson:"type,omitempty"`
	Schema        bson.Raw `bson:"schema"`
	CrudProcessed *bool    `bson:"crudProcessed,omitempty"`
}

func (v *EncryptionInformation) ck(h *fnv) {
	h.int32p(1, v.Type)
	h.doc(2, v.Schema)
	h.boolp(3, v.CrudProcessed)
}

// The generic arguments both commands take (idl/generic_arguments.yaml).
type Generic struct {
	APIVersion           *string         `bson:"apiVersion,omitempty"`
	APIStrict            *bool           `bson:"apiStrict,omitempty"`
	APIDeprecationErrors *bool           `bson:"apiDeprecationErrors,omitempty"`
	DB                   string          `bson:"$db"`
	Lsid                 *Lsid           `bson:"lsid,omitempty"`
	TxnNumber            *int64          `bson:"txnNumber,omitempty"`
	Autocommit           *bool           `bson:"autocommit,omitempty"`
	StartTransaction     *bool           `bson:"startTransaction,omitempty"`
	Comment              *bson.RawValue  `bson:"comment,omitempty"`
	ReadPreference       bson.Raw        `bson:"$readPreference,omitempty"`
	ClusterTime          *ClusterTime    `bson:"$clusterTime,omitempty"`
	ClientOperationKey   *bson.Binary    `bson:"clientOperationKey,omitempty"`
	Audit                bson.Raw        `bson:"$audit,omitempty"`
	Client               bson.Raw        `bson:"$client,omitempty"`
	ConfigServerState    bson.Raw        `bson:"$configServerState,omitempty"`
	OplogQueryData       bson.Raw        `bson:"$oplogQueryData,omitempty"`
	ReplData             bson.Raw        `bson:"$replData,omitempty"`
	DatabaseVersion      bson.Raw        `bson:"databaseVersion,omitempty"`
	ShardVersion         bson.Raw        `bson:"shardVersion,omitempty"`
	ConfigTime           *bson.Timestamp `bson:"$configTime,omitempty"`
	TopologyTime         *bson.Timestamp `bson:"$topologyTime,omitempty"`
	TxnRetryCounter      *int32          `bson:"txnRetryCounter,omitempty"`
	Tenant               *bson.ObjectID  `bson:"$tenant,omitempty"`
	ExpectPrefix         *bool           `bson:"expectPrefix,omitempty"`
}

// The generic arguments from index 34 on (apiVersion ... expectPrefix, but maxTimeMS,
// readConcern and stmtId, which each command declares itself).
func (v *Generic) ck(h *fnv, stmtID func()) {
	h.strp(34, v.APIVersion)
	h.boolp(35, v.APIStrict)
	h.boolp(36, v.APIDeprecationErrors)
	h.field(37, true, func() { h.str(v.DB) })
	h.field(38, v.Lsid != nil, func() { v.Lsid.ck(h) })
	h.int64p(39, v.TxnNumber)
	h.boolp(40, v.Autocommit)
	h.boolp(41, v.StartTransaction)
	stmtID()
	h.field(43, v.Comment != nil, func() { h.any(*v.Comment) })
	h.doc(44, v.ReadPreference)
	h.field(45, v.ClusterTime != nil, func() { v.ClusterTime.ck(h) })
	h.field(46, v.ClientOperationKey != nil, func() { h.uuid(*v.ClientOperationKey) })
	h.doc(47, v.Audit)
	h.doc(48, v.Client)
	h.doc(49, v.ConfigServerState)
	h.doc(50, v.OplogQueryData)
	h.doc(51, v.ReplData)
	h.doc(52, v.DatabaseVersion)
	h.doc(53, v.ShardVersion)
	h.field(54, v.ConfigTime != nil, func() { h.timestamp(*v.ConfigTime) })
	h.field(55, v.TopologyTime != nil, func() { h.timestamp(*v.TopologyTime) })
	h.int32p(56, v.TxnRetryCounter)
	h.field(57, v.Tenant != nil, func() { h.bytes(v.Tenant[:]) })
	h.boolp(58, v.ExpectPrefix)
}

type Find struct {
	Find                         string                 `bson:"find"`
	Filter                       bson.Raw               `bson:"filter,omitempty"`
	Projection                   bson.Raw               `bson:"projection,omitempty"`
	Sort                         bson.Raw               `bson:"sort,omitempty"`
	Hint                         *bson.RawValue         `bson:"hint,omitempty"`
	Collation                    bson.Raw               `bson:"collation,omitempty"`
	Skip                         *int64                 `bson:"skip,omitempty"`
	Limit                        *int64                 `bson:"limit,omitempty"`
	BatchSize                    *int64                 `bson:"batchSize,omitempty"`
	SingleBatch                  *bool                  `bson:"singleBatch,omitempty"`
	AllowDiskUse                 *bool                  `bson:"allowDiskUse,omitempty"`
	Min                          bson.Raw               `bson:"min,omitempty"`
	Max                          bson.Raw               `bson:"max,omitempty"`
	ReturnKey                    *bool                  `bson:"returnKey,omitempty"`
	ShowRecordID                 *bool                  `bson:"showRecordId,omitempty"`
	QueryOptions                 bson.Raw               `bson:"$queryOptions,omitempty"`
	Tailable                     *bool                  `bson:"tailable,omitempty"`
	OplogReplay                  *bool                  `bson:"oplogReplay,omitempty"`
	NoCursorTimeout              *bool                  `bson:"noCursorTimeout,omitempty"`
	AwaitData                    *bool                  `bson:"awaitData,omitempty"`
	AllowPartialResults          *bool                  `bson:"allowPartialResults,omitempty"`
	Let                          bson.Raw               `bson:"let,omitempty"`
	Term                         *int64                 `bson:"term,omitempty"`
	ReadOnce                     *bool                  `bson:"readOnce,omitempty"`
	AllowSpeculativeMajorityRead *bool                  `bson:"allowSpeculativeMajorityRead,omitempty"`
	RequestResumeToken           *bool                  `bson:"$_requestResumeToken,omitempty"`
	ResumeAfter                  bson.Raw               `bson:"$_resumeAfter,omitempty"`
	MaxTimeMS                    *int32                 `bson:"maxTimeMS,omitempty"`
	ReadConcern                  bson.Raw               `bson:"readConcern,omitempty"`
	RuntimeConstants             *RuntimeConstants      `bson:"runtimeConstants,omitempty"`
	CollectionUUID               *bson.Binary           `bson:"collectionUUID,omitempty"`
	EncryptionInformation        *EncryptionInformation `bson:"encryptionInformation,omitempty"`
	Mirrored                     *bool                  `bson:"mirrored,omitempty"`
	StmtID                       *int32                 `bson:"stmtId,omitempty"`
	Generic                      `bson:",inline"`
}

func (v *Find) ck(h *fnv) {
	h.field(1, true, func() { h.str(v.Find) })
	h.doc(2, v.Filter)
	h.doc(3, v.Projection)
	h.doc(4, v.Sort)
	h.field(5, v.Hint != nil, func() { h.any(*v.Hint) })
	h.doc(6, v.Collation)
	h.int64p(7, v.Skip)
	h.int64p(8, v.Limit)
	h.int64p(9, v.BatchSize)
	h.boolp(10, v.SingleBatch)
	h.boolp(11, v.AllowDiskUse)
	h.doc(12, v.Min)
	h.doc(13, v.Max)
	h.boolp(14, v.ReturnKey)
	h.boolp(15, v.ShowRecordID)
	h.doc(16, v.QueryOptions)
	h.boolp(17, v.Tailable)
	h.boolp(18, v.OplogReplay)
	h.boolp(19, v.NoCursorTimeout)
	h.boolp(20, v.AwaitData)
	h.boolp(21, v.AllowPartialResults)
	h.doc(22, v.Let)
	h.int64p(23, v.Term)
	h.boolp(24, v.ReadOnce)
	h.boolp(25, v.AllowSpeculativeMajorityRead)
	h.boolp(26, v.RequestResumeToken)
	h.doc(27, v.ResumeAfter)
	h.int32p(28, v.MaxTimeMS)
	h.doc(29, v.ReadConcern)
	h.field(30, v.RuntimeConstants != nil, func() { v.RuntimeConstants.ck(h) })
	h.field(31, v.CollectionUUID != nil, func() { h.uuid(*v.CollectionUUID) })
	h.field(32, v.EncryptionInformation != nil, func() { v.EncryptionInformation.ck(h) })
	h.boolp(33, v.Mirrored)
	v.Generic.ck(h, func() { h.int32p(42, v.StmtID) })
}

type Insert struct {
	Insert                   string     `bson:"insert"`
	Documents                []bson.Raw `bson:"documents"`
	BypassDocumentValidation bool       `bson:"bypassDocumentValidation"`
	Ordered                  bool       `bson:"ordered"`
	StmtID                   *int32     `bson:"stmtId,omitempty"`
	StmtIDs                  []int32    `bson:"stmtIds,omitempty"`
	MaxTimeMS                *int64     `bson:"maxTimeMS,omitempty"`
	ReadConcern              bson.Raw   `bson:"readConcern,omitempty"`
	WriteConcern             bson.Raw   `bson:"writeConcern,omitempty"`
	Generic                  `bson:",inline"`
}

// newInsert: the defaults of InsertCommand's fields (ordered: true), which Unmarshal keeps
// when the field is absent.
func newInsert() *Insert { return &Insert{Ordered: true} }

func (v *Insert) ck(h *fnv) {
	h.field(1, true, func() { h.str(v.Insert) })
	h.field(2, true, func() {
		h.mix(uint64(len(v.Documents)))
		for _, d := range v.Documents {
			if len(d) > 5 {
				h.mix(uint64(len(d)))
			} else {
				h.mix(0)
			}
		}
	})
	h.field(3, true, func() { h.boolean(v.BypassDocumentValidation) })
	h.field(4, true, func() { h.boolean(v.Ordered) })
	h.int32p(5, v.StmtID)
	h.field(6, v.StmtIDs != nil, func() {
		h.mix(uint64(len(v.StmtIDs)))
		for _, s := range v.StmtIDs {
			h.mix(uint64(int64(s)))
		}
	})
	h.int64p(28, v.MaxTimeMS)
	h.doc(29, v.ReadConcern)
	h.doc(30, v.WriteConcern)
	v.Generic.ck(h, func() {})
}
