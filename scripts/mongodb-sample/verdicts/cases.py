"""Valid and invalid command documents, as a driver sends them (with $db), for commands
from MongoDB's own IDL files in the sample, each with MongoDB's expected verdict.

Every expected verdict is derived from MongoDB's source:
  - error texts and codes: src/mongo/idl/idl_parser.cpp (throwMissingField 40414,
    throwUnknownField 40415, throwDuplicateField 40413, checkAndAssertTypeSlowPath and
    throwBadType -> ErrorCodes::TypeMismatch 14, throwBadEnumValue -> BadValue 2) and
    src/mongo/idl/idl_parser.h (throwComparisonError -> 51024, the validators' gte/lte);
  - field paths: IDLParserContext::getElementPath joins the context chain with '.'; a command
    is parsed with a root context named after the command (TypedCommand parses
    Request::parse(IDLParserContext(Request::kCommandName), ...)); a nested struct or an
    array of structs gets IDLParserContext(kFieldName, &ctxt) (no array index); an array of
    scalars checks each element with arrayCtxt(kFieldName) so the index is in the path
    (generated code of buildscripts/idl/idl/generator.py, _gen_array_deserializer);
  - the spec facts (types, validators, strictness) from the .idl file named in each case.

An expected message may be a list: the spellings MongoDB's versions used (throwBadType
closed the type list with "']" in older versions and "]'" in current ones).

Values use pymongo's `bson` types (UUID as Binary subtype 4).
"""
import uuid

from bson import Binary, Int64, ObjectId, Timestamp  # noqa: F401  (pymongo's bson)

LSID = Binary(uuid.UUID("0b8c7f2a-5a1e-4a3e-9d6c-3b1f2e4d5c6a").bytes, 4)
OPKEY = Binary(uuid.UUID("11111111-2222-4333-8444-555555555555").bytes, 4)

IDL_PARSER = "src/mongo/idl/idl_parser.cpp"
IDL_PARSER_H = "src/mongo/idl/idl_parser.h (throwComparisonError)"

CASES = [
    {
        "id": "replSetResizeOplog",
        "folder": "db/commands",
        "spec": "mongo/db/commands/resize_oplog.idl",
        "cpp_class": "mongo::ReplSetResizeOplogRequest",
        "valid": {"replSetResizeOplog": 1, "size": 1000.0, "$db": "admin"},
        "invalid": {"replSetResizeOplog": 1, "size": 5.0, "$db": "admin"},
        "expected_invalid": (51024, "BSON field 'replSetResizeOplog.size' value must be >= 990, "
                                    "actual value '5'"),
        "why": "resize_oplog.idl: size is safeDouble with validator {gte: 990, lte: 1073741824}; "
               + IDL_PARSER_H,
    },
    {
        "id": "renameCollection",
        "folder": "db/commands",
        "spec": "mongo/db/commands/rename_collection.idl",
        "cpp_class": "mongo::RenameCollectionCommand",
        "valid": {"renameCollection": "test.a", "to": "test.b", "dropTarget": True,
                  "$db": "admin"},
        "invalid": {"renameCollection": "test.a", "to": "test.b", "dropTarget": "yes",
                    "$db": "admin"},
        "expected_invalid": (14, ["BSON field 'renameCollection.dropTarget' is the wrong type "
                                  "'string', expected types '[bool, binData]'",
                                  "BSON field 'renameCollection.dropTarget' is the wrong type "
                                  "'string', expected types '[bool, binData']"]),
        "why": "rename_collection.idl: dropTarget is variant [bool, uuid]; the generated variant "
               "parser calls ctxt.throwBadType(element, {Bool, BinData}); " + IDL_PARSER
               + " throwBadType: current versions close the list with \"]'\", older ones "
               "(e.g. 003346994b) with \"']\"; both spellings count as MongoDB's",
    },
    {
        "id": "logRotate",
        "folder": "db/commands",
        "spec": "mongo/db/commands/generic_servers.idl",
        "cpp_class": "mongo::LogRotateCommand",
        "valid": {"logRotate": 1, "$db": "admin"},
        "invalid": {"logRotate": 1, "bogus": 1, "$db": "admin"},
        "expected_invalid": (40415, "BSON field 'logRotate.bogus' is an unknown field."),
        "why": "generic_servers.idl: logRotate has namespace: type, type variant [safeBool, "
               "string] and no 'strict' (commands default to strict); " + IDL_PARSER
               + " throwUnknownField",
    },
    {
        "id": "getClusterParameter",
        "folder": "db/commands",
        "spec": "mongo/db/commands/cluster_server_parameter_cmds.idl",
        "cpp_class": "mongo::GetClusterParameter",
        "valid": {"getClusterParameter": "changeStreamOptions", "$db": "admin"},
        "invalid": {"getClusterParameter": 5, "$db": "admin"},
        "expected_invalid": (14, ["BSON field 'getClusterParameter.getClusterParameter' is "
                                  "the wrong type 'int', expected types '[string, array]'",
                                  "BSON field 'getClusterParameter.getClusterParameter' is "
                                  "the wrong type 'int', expected types '[string, array']"]),
        "why": "cluster_server_parameter_cmds.idl: namespace: type with variant [string, "
               "array<string>]; the command parameter is checked in the command's context, so "
               "its path is '<command>.<command>'; " + IDL_PARSER + " throwBadType (either "
               "spelling of the list's closing quote, as for renameCollection)",
    },
    {
        "id": "moveChunk",
        "folder": "s/commands",
        "spec": "mongo/s/commands/cluster_commands.idl",
        "cpp_class": "mongo::ClusterMoveChunkRequest",
        "valid": {"moveChunk": "test.c", "find": {"x": 1}, "to": "shard0001",
                  "_secondaryThrottle": True, "$db": "admin"},
        "invalid": {"moveChunk": "test.c", "find": {"x": 1}, "$db": "admin"},
        "expected_invalid": (40414, "BSON field 'moveChunk.to' is missing but a required field"),
        "why": "cluster_commands.idl: 'to' is a string field with no optional/default; "
               + IDL_PARSER + " throwMissingField",
    },
    {
        "id": "endSessions",
        "folder": "db/commands",
        "spec": "mongo/db/commands/sessions_commands.idl",
        "cpp_class": "mongo::EndSessionsFromClient",
        "valid": {"endSessions": [{"id": LSID}], "$db": "admin"},
        "invalid": {"endSessions": [{"id": LSID}], "bogus": 1, "$db": "admin"},
        "expected_invalid": (40415, "BSON field 'endSessions.bogus' is an unknown field."),
        "why": "sessions_commands.idl: endSessionsFromClient is strict: true; " + IDL_PARSER
               + " throwUnknownField",
    },
    {
        "id": "killSessions",
        "folder": "db/session",
        "spec": "mongo/db/session/kill_sessions.idl",
        "cpp_class": "mongo::KillSessionsCmdFromClient",
        "valid": {"killSessions": [{"id": LSID}], "$db": "admin"},
        "invalid": {"killSessions": [{"id": LSID, "bogus": 1}], "$db": "admin"},
        "expected_invalid": (40415, "BSON field 'KillSessionsCmd.killSessions.bogus' is an "
                                    "unknown field."),
        "root_from_caller": True,
        "why": "kill_sessions.idl: KillSessionsCmdFromClient is strict: false (so $db passes) but "
               "its elements are LogicalSessionFromClient (logical_session_id.idl, strict: true); "
               "the struct is parsed by src/mongo/db/session/kill_sessions_command.cpp with "
               "IDLParserContext ctx(\"KillSessionsCmd\") and array elements get "
               "IDLParserContext(kKillSessionsFieldName, &ctxt); " + IDL_PARSER,
    },
    {
        "id": "dropConnections",
        "folder": "db/commands",
        "spec": "mongo/db/commands/drop_connections.idl",
        "cpp_class": "mongo::DropConnections",
        "valid": {"dropConnections": 1, "hostAndPort": ["localhost:27017"], "$db": "admin"},
        "invalid": {"dropConnections": 1, "$db": "admin"},
        "expected_invalid": (40414, "BSON field 'dropConnections.hostAndPort' is missing but a "
                                    "required field"),
        "why": "drop_connections.idl: hostAndPort: array<HostAndPort>, required; " + IDL_PARSER,
    },
    {
        "id": "_killOperations",
        "folder": "db/commands",
        "spec": "mongo/db/commands/kill_operations.idl",
        "cpp_class": "mongo::KillOperationsRequest",
        "valid": {"_killOperations": 1, "operationKeys": [OPKEY], "$db": "admin"},
        "invalid": {"_killOperations": 1, "operationKeys": ["x"], "$db": "admin"},
        "expected_invalid": (14, "BSON field '_killOperations.operationKeys.0' is the wrong type "
                                 "'string', expected type 'binData'"),
        "why": "kill_operations.idl: operationKeys: array<uuid>; each element is checked with "
               "arrayCtxt.checkAndAssertBinDataType(arrayElement, newUUID), whose first step is "
               "checkAndAssertType(element, BinData); " + IDL_PARSER,
    },
    {
        "id": "distinct",
        "folder": "db/query",
        "spec": "mongo/db/query/distinct_command.idl",
        "cpp_class": "mongo::DistinctCommandRequest",
        "valid": {"distinct": "c", "key": "a", "query": {"b": 1}, "$db": "test"},
        "invalid": {"distinct": "c", "key": 5, "$db": "test"},
        "expected_invalid": (14, "BSON field 'distinct.key' is the wrong type 'int', expected "
                                 "type 'string'"),
        "why": "distinct_command.idl: key: string; " + IDL_PARSER + " checkAndAssertTypeSlowPath",
    },
    {
        "id": "hello",
        "folder": "db/repl",
        "spec": "mongo/db/repl/hello.idl",
        "cpp_class": "mongo::HelloCommand",
        "valid": {"hello": 1, "helloOk": True, "$db": "admin"},
        "invalid": {"hello": 1, "maxAwaitTimeMS": -1, "$db": "admin"},
        "expected_invalid": (51024, "BSON field 'hello.maxAwaitTimeMS' value must be >= 0, "
                                    "actual value '-1'"),
        "why": "hello.idl: maxAwaitTimeMS: safeInt64, validator {gte: 0}; " + IDL_PARSER_H,
    },
    {
        "id": "commitTransaction",
        "folder": "db/commands",
        "spec": "mongo/db/commands/txn_cmds.idl",
        "cpp_class": "mongo::CommitTransaction",
        "valid": {"commitTransaction": 1, "$db": "admin"},
        "invalid": {"commitTransaction": 1, "commitTimestamp": "x", "$db": "admin"},
        "expected_invalid": (14, "BSON field 'commitTransaction.commitTimestamp' is the wrong "
                                 "type 'string', expected type 'timestamp'"),
        "why": "txn_cmds.idl: commitTimestamp: timestamp (optional); " + IDL_PARSER,
    },
    {
        "id": "waitForFailPoint",
        "folder": "s/request_types",
        "spec": "mongo/s/request_types/wait_for_fail_point.idl",
        "cpp_class": "mongo::WaitForFailPoint",
        "valid": {"waitForFailPoint": "fp", "timesEntered": 1, "maxTimeMS": 1000,
                  "$db": "admin"},
        "invalid": {"waitForFailPoint": "fp", "timesEntered": 1, "$db": "admin"},
        "expected_invalid": (40414, "BSON field 'waitForFailPoint.maxTimeMS' is missing but a "
                                    "required field"),
        "why": "wait_for_fail_point.idl: maxTimeMS optional: false; " + IDL_PARSER,
    },
    {
        "id": "_addShard",
        "folder": "db/s",
        "spec": "mongo/db/s/add_shard_cmd.idl",
        "cpp_class": "mongo::AddShard",
        "valid": {"_addShard": 1, "shardIdentity": {
            "shardName": "s0", "clusterId": ObjectId("65a1b2c3d4e5f60718293a4b"),
            "configsvrConnectionString": "cfg/localhost:27019"}, "$db": "admin"},
        "invalid": {"_addShard": 1, "shardIdentity": {
            "shardName": "s0", "configsvrConnectionString": "cfg/localhost:27019"},
            "$db": "admin"},
        "expected_invalid": (40414, "BSON field '_addShard.shardIdentity.clusterId' is missing "
                                    "but a required field"),
        "why": "add_shard_cmd.idl: ShardIdentity.clusterId: objectid, required; a nested struct is "
               "parsed with IDLParserContext(kShardIdentityFieldName, &ctxt); " + IDL_PARSER,
    },
    {
        "id": "setUserWriteBlockMode",
        "folder": "db/commands",
        "spec": "mongo/db/commands/set_user_write_block_mode.idl",
        "cpp_class": "mongo::SetUserWriteBlockMode",
        "valid": {"setUserWriteBlockMode": 1, "global": True, "$db": "admin"},
        "invalid": {"setUserWriteBlockMode": 1, "global": "yes", "$db": "admin"},
        "expected_invalid": (14, "BSON field 'setUserWriteBlockMode.global' is the wrong type "
                                 "'string', expected type 'bool'"),
        "why": "set_user_write_block_mode.idl: chained struct SetUserWriteBlockModeRequest, "
               "global: bool; chained fields are parsed in the command's context; " + IDL_PARSER,
    },
]
