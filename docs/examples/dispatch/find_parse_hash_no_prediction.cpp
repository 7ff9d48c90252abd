// FindCommand::parseFrom as generated from idl/find.yaml with: switchyard generate --dispatch hash --no-predict
// (excerpt of find_gen.cpp; written by scripts/dispatch-examples)

bool FindCommand::parseFrom(switchyard::BsonDocument doc, switchyard::ParseContext& ctx) {
  using enum switchyard::BsonType;  // the handlers' accepted types
  switchyard::BsonCursor cursor = doc.elements();
  uint64_t seen0 = 0;  // one bit per field, for duplicates and required fields

  {
    switchyard::BsonElement e;  // the command's own: next() takes its address
    // The first element is the command; its value is checked by the namespace rule.
    if (!cursor.next(e, ctx)) [[unlikely]] {
      return ctx.failed() ? false : ctx.failMissing(kCommandName);
    }
    if (e.type() == switchyard::BsonType::kString ||
        e.type() == switchyard::BsonType::kSymbol) [[likely]] {
      collectionName_ = e.asString();
    } else if (e.type() == switchyard::BsonType::kBinData &&
               e.asBinData().subtype == switchyard::kBinDataUuid) {
      if (!switchyard::readUuid(e, kCommandName, ctx, &collectionUuid_.emplace())) [[unlikely]] {
        return false;
      }
    } else {
      return switchyard::failCollectionName(ctx, e);
    }
  }
  // The handlers' element: next() never takes its address, so it stays in registers.
  switchyard::BsonElement e;
  const uint8_t* p;     // the current element's type byte
  const uint8_t* name;  // its field name

  for (;;) {
    p = cursor.position();
    if (cursor.atEnd()) break;
    name = p + 1;
    // Field-name dispatch (hash).
    {
      // Seed searched by the generator: 58 names in 2^8 slots.
      // Names at both end slots: the jump table spans every hash, no range check.
      // Static: a missed expected-next-field test jumps in below them.
      static constexpr uint64_t kSeed = 0xffffffffbdedf5e9ULL;
      static constexpr unsigned kBits = 8;
      static constexpr unsigned kPrefix = 4;  // bytes hashed: the shortest name's
      // The generator's slot per name, which the static_assert proves the runtime's.
      static constexpr switchyard::NameSlot kSlots[] = {
          {"hint", 0}, {"encryptionInformation", 9}, {"$client", 10}, {"$queryOptions", 15},
          {"databaseVersion", 17}, {"startTransaction", 20}, {"$topologyTime", 24},
          {"allowDiskUse", 32}, {"allowPartialResults", 32}, {"allowSpeculativeMajorityRead", 32},
          {"min", 34}, {"projection", 41}, {"autocommit", 45}, {"apiVersion", 53},
          {"oplogReplay", 59}, {"txnNumber", 67}, {"$audit", 71}, {"max", 77}, {"awaitData", 82},
          {"singleBatch", 84}, {"returnKey", 96}, {"tailable", 98}, {"batchSize", 103},
          {"stmtId", 109}, {"let", 111}, {"$_requestResumeToken", 114}, {"$_resumeAfter", 114},
          {"$configServerState", 121}, {"$configTime", 121}, {"apiStrict", 122}, {"comment", 137},
          {"runtimeConstants", 147}, {"skip", 148}, {"sort", 149}, {"filter", 152},
          {"clientOperationKey", 160}, {"$replData", 161}, {"noCursorTimeout", 162},
          {"readConcern", 167}, {"readOnce", 167}, {"term", 168}, {"collation", 170},
          {"collectionUUID", 170}, {"$tenant", 171}, {"writeConcern", 177}, {"mirrored", 187},
          {"maxTimeMS", 193}, {"$oplogQueryData", 197}, {"$db", 204}, {"apiDeprecationErrors", 211},
          {"lsid", 230}, {"txnRetryCounter", 231}, {"showRecordId", 236}, {"shardVersion", 237},
          {"$clusterTime", 246}, {"$readPreference", 250}, {"expectPrefix", 253}, {"limit", 255},
      };
      static_assert(switchyard::hashesAgree(kSlots, kSeed, kBits, kPrefix));
      uint64_t word;  // the name's first 8 bytes (past its NUL: value bytes)
      if (cursor.hasBytes(name, 8)) [[likely]] {
        word = switchyard::loadLE<uint64_t>(name);
      } else if (!switchyard::nameWordBefore(name, cursor.end(), word)) {
        // Fewer than 8 bytes before the document's end and no NUL among them.
        goto unknown;
      }
      using switchyard::wordNameIs;  // the cases' name test (generated_support.h)
      switch (switchyard::hashNameWord(word, kSeed, kBits, kPrefix)) {
        case 0: if (wordNameIs<"hint">(word, cursor, name)) goto field_3_hint; break;
        case 9:  // encryptionInformation
          if (wordNameIs<"encryptionInformation">(word, cursor, name)) {
            goto field_30_encryptionInformation;
          }
          break;
        case 10: if (wordNameIs<"$client">(word, cursor, name)) goto field_47_client; break;
        case 15:  // $queryOptions
          if (wordNameIs<"$queryOptions">(word, cursor, name)) goto field_14_queryOptions;
          break;
        case 17:  // databaseVersion
          if (wordNameIs<"databaseVersion">(word, cursor, name)) goto field_51_databaseVersion;
          break;
        case 20:  // startTransaction
          if (wordNameIs<"startTransaction">(word, cursor, name)) goto field_41_startTransaction;
          break;
        case 24:  // $topologyTime
          if (wordNameIs<"$topologyTime">(word, cursor, name)) goto field_54_topologyTime;
          break;
        case 32:  // allowDiskUse, allowPartialResults, allowSpeculativeMajorityRead
          if (wordNameIs<"allowDiskUse">(word, cursor, name)) goto field_9_allowDiskUse;
          if (wordNameIs<"allowPartialResults">(word, cursor, name)) {
            goto field_19_allowPartialResults;
          }
          if (wordNameIs<"allowSpeculativeMajorityRead">(word, cursor, name)) {
            goto field_23_allowSpeculativeMajorityRead;
          }
          break;
        case 34: if (wordNameIs<"min">(word, cursor, name)) goto field_10_min; break;
        case 41: if (wordNameIs<"projection">(word, cursor, name)) goto field_1_projection; break;
        case 45: if (wordNameIs<"autocommit">(word, cursor, name)) goto field_40_autocommit; break;
        case 53: if (wordNameIs<"apiVersion">(word, cursor, name)) goto field_32_apiVersion; break;
        case 59:  // oplogReplay
          if (wordNameIs<"oplogReplay">(word, cursor, name)) goto field_16_oplogReplay;
          break;
        case 67: if (wordNameIs<"txnNumber">(word, cursor, name)) goto field_39_txnNumber; break;
        case 71: if (wordNameIs<"$audit">(word, cursor, name)) goto field_46_audit; break;
        case 77: if (wordNameIs<"max">(word, cursor, name)) goto field_11_max; break;
        case 82: if (wordNameIs<"awaitData">(word, cursor, name)) goto field_18_awaitData; break;
        case 84: if (wordNameIs<"singleBatch">(word, cursor, name)) goto field_8_singleBatch; break;
        case 96: if (wordNameIs<"returnKey">(word, cursor, name)) goto field_12_returnKey; break;
        case 98: if (wordNameIs<"tailable">(word, cursor, name)) goto field_15_tailable; break;
        case 103: if (wordNameIs<"batchSize">(word, cursor, name)) goto field_7_batchSize; break;
        case 109: if (wordNameIs<"stmtId">(word, cursor, name)) goto field_42_stmtId; break;
        case 111: if (wordNameIs<"let">(word, cursor, name)) goto field_20_let; break;
        case 114:  // $_requestResumeToken, $_resumeAfter
          if (wordNameIs<"$_requestResumeToken">(word, cursor, name)) {
            goto field_24_requestResumeToken;
          }
          if (wordNameIs<"$_resumeAfter">(word, cursor, name)) goto field_25_resumeAfter;
          break;
        case 121:  // $configServerState, $configTime
          if (wordNameIs<"$configServerState">(word, cursor, name)) goto field_48_configServerState;
          if (wordNameIs<"$configTime">(word, cursor, name)) goto field_53_configTime;
          break;
        case 122: if (wordNameIs<"apiStrict">(word, cursor, name)) goto field_33_apiStrict; break;
        case 137: if (wordNameIs<"comment">(word, cursor, name)) goto field_43_comment; break;
        case 147:  // runtimeConstants
          if (wordNameIs<"runtimeConstants">(word, cursor, name)) goto field_28_runtimeConstants;
          break;
        case 148: if (wordNameIs<"skip">(word, cursor, name)) goto field_5_skip; break;
        case 149: if (wordNameIs<"sort">(word, cursor, name)) goto field_2_sort; break;
        case 152: if (wordNameIs<"filter">(word, cursor, name)) goto field_0_filter; break;
        case 160:  // clientOperationKey
          if (wordNameIs<"clientOperationKey">(word, cursor, name)) {
            goto field_38_clientOperationKey;
          }
          break;
        case 161: if (wordNameIs<"$replData">(word, cursor, name)) goto field_50_replData; break;
        case 162:  // noCursorTimeout
          if (wordNameIs<"noCursorTimeout">(word, cursor, name)) goto field_17_noCursorTimeout;
          break;
        case 167:  // readConcern, readOnce
          if (wordNameIs<"readConcern">(word, cursor, name)) goto field_27_readConcern;
          if (wordNameIs<"readOnce">(word, cursor, name)) goto field_22_readOnce;
          break;
        case 168: if (wordNameIs<"term">(word, cursor, name)) goto field_21_term; break;
        case 170:  // collation, collectionUUID
          if (wordNameIs<"collation">(word, cursor, name)) goto field_4_collation;
          if (wordNameIs<"collectionUUID">(word, cursor, name)) goto field_29_collectionUUID;
          break;
        case 171: if (wordNameIs<"$tenant">(word, cursor, name)) goto field_56_tenant; break;
        case 177:  // writeConcern
          if (wordNameIs<"writeConcern">(word, cursor, name)) goto field_36_writeConcern;
          break;
        case 187: if (wordNameIs<"mirrored">(word, cursor, name)) goto field_31_mirrored; break;
        case 193: if (wordNameIs<"maxTimeMS">(word, cursor, name)) goto field_26_maxTimeMS; break;
        case 197:  // $oplogQueryData
          if (wordNameIs<"$oplogQueryData">(word, cursor, name)) goto field_49_oplogQueryData;
          break;
        case 204: if (wordNameIs<"$db">(word, cursor, name)) goto field_35_db; break;
        case 211:  // apiDeprecationErrors
          if (wordNameIs<"apiDeprecationErrors">(word, cursor, name)) {
            goto field_34_apiDeprecationErrors;
          }
          break;
        case 230: if (wordNameIs<"lsid">(word, cursor, name)) goto field_37_lsid; break;
        case 231:  // txnRetryCounter
          if (wordNameIs<"txnRetryCounter">(word, cursor, name)) goto field_55_txnRetryCounter;
          break;
        case 236:  // showRecordId
          if (wordNameIs<"showRecordId">(word, cursor, name)) goto field_13_showRecordId;
          break;
        case 237:  // shardVersion
          if (wordNameIs<"shardVersion">(word, cursor, name)) goto field_52_shardVersion;
          break;
        case 246:  // $clusterTime
          if (wordNameIs<"$clusterTime">(word, cursor, name)) goto field_45_clusterTime;
          break;
        case 250:  // $readPreference
          if (wordNameIs<"$readPreference">(word, cursor, name)) goto field_44_readPreference;
          break;
        case 253:  // expectPrefix
          if (wordNameIs<"expectPrefix">(word, cursor, name)) goto field_57_expectPrefix;
          break;
        case 255: if (wordNameIs<"limit">(word, cursor, name)) goto field_6_limit; break;
        default:
          break;
      }
      goto unknown;  // no accepted name has this hash, or not this name
    }
    unknown: {
      // Not an accepted name (or malformed bytes, which next() reports). Its own
      // element: next() takes its address, which would keep the handlers' `e` in
      // memory across the loop.
      switchyard::BsonElement other;
      if (!cursor.next(other, ctx)) [[unlikely]] return false;
      return ctx.failUnknown(other.name());
    }
    field_0_filter:  // filter: object_nonempty_serialize
      if (!FieldReaders::readFilter(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_1_projection:  // projection: object_nonempty_serialize
      if (!FieldReaders::readProjection(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_2_sort:  // sort: object_nonempty_serialize
      if (!FieldReaders::readSort(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      continue;
    field_3_hint:  // hint: any
      if (!FieldReaders::readHint(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      continue;
    field_4_collation:  // collation: object_nonempty_serialize
      if (!FieldReaders::readCollation(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_5_skip:  // skip: safeInt64
      if (!FieldReaders::readSkip(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      continue;
    field_6_limit:  // limit: safeInt64
      if (!FieldReaders::readLimit(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_7_batchSize:  // batchSize: safeInt64
      if (!FieldReaders::readBatchSize(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_8_singleBatch:  // singleBatch: bool
      if (!FieldReaders::readSingleBatch(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_9_allowDiskUse:  // allowDiskUse: bool
      if (!FieldReaders::readAllowDiskUse(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_10_min:  // min: object_nonempty_serialize
      if (!FieldReaders::readMin(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      continue;
    field_11_max:  // max: object_nonempty_serialize
      if (!FieldReaders::readMax(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      continue;
    field_12_returnKey:  // returnKey: bool
      if (!FieldReaders::readReturnKey(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_13_showRecordId:  // showRecordId: bool
      if (!FieldReaders::readShowRecordId(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_14_queryOptions:  // $queryOptions: object_nonempty_serialize
      if (!FieldReaders::readUnwrappedReadPref(*this, cursor, e, p, name, seen0, ctx))
          [[unlikely]] {
        return false;
      }
      continue;
    field_15_tailable:  // tailable: bool
      if (!FieldReaders::readTailable(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_16_oplogReplay:  // oplogReplay: bool
      if (!FieldReaders::readOplogReplay(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_17_noCursorTimeout:  // noCursorTimeout: bool
      if (!FieldReaders::readNoCursorTimeout(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_18_awaitData:  // awaitData: bool
      if (!FieldReaders::readAwaitData(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_19_allowPartialResults:  // allowPartialResults: bool
      if (!FieldReaders::readAllowPartialResults(*this, cursor, e, p, name, seen0, ctx))
          [[unlikely]] {
        return false;
      }
      continue;
    field_20_let:  // let: object
      if (!FieldReaders::readLet(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      continue;
    field_21_term:  // term: safeInt64
      if (!FieldReaders::readTerm(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      continue;
    field_22_readOnce:  // readOnce: bool
      if (!FieldReaders::readReadOnce(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_23_allowSpeculativeMajorityRead:  // allowSpeculativeMajorityRead: bool
      if (!FieldReaders::readAllowSpeculativeMajorityRead(*this, cursor, e, p, name, seen0, ctx))
          [[unlikely]] {
        return false;
      }
      continue;
    field_24_requestResumeToken:  // $_requestResumeToken: bool
      if (!FieldReaders::readRequestResumeToken(*this, cursor, e, p, name, seen0, ctx))
          [[unlikely]] {
        return false;
      }
      continue;
    field_25_resumeAfter:  // $_resumeAfter: object_nonempty_serialize
      if (!FieldReaders::readResumeAfter(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_26_maxTimeMS:  // maxTimeMS: safeInt
      if (!FieldReaders::readMaxTimeMS(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_27_readConcern:  // readConcern: object
      if (!FieldReaders::readReadConcern(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_28_runtimeConstants: {  // runtimeConstants: LegacyRuntimeConstants
      const uint8_t* const value = name + kLegacyRuntimeConstantsFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kLegacyRuntimeConstantsFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kLegacyRuntimeConstantsFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kObject)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("runtimeConstants", e.type(), {kObject});
        }
      }
      if (seen0 & kLegacyRuntimeConstantsBit) [[unlikely]] {
        return ctx.failDuplicate("runtimeConstants");
      }
      seen0 |= kLegacyRuntimeConstantsBit;
      if (auto& nested = legacyRuntimeConstants_.emplace();
          !nested.parseInOrder(e.value() + 4, e.value() + e.valueSize() - 1,
                               ctx.maxDepth() + 1 - ctx.pathSize())) [[unlikely]] {
        // Reset in place (assigning a fresh temporary would copy its unset Slots).
        std::destroy_at(&nested);
        std::construct_at(&nested);
        if (!ctx.enter("runtimeConstants", e.value())) [[unlikely]] return false;
        if (!nested.parseFrom(e.asDocument(), ctx)) [[unlikely]] return false;
        ctx.leave();
      }
      continue;
    }
    field_29_collectionUUID:  // collectionUUID: uuid
      if (!FieldReaders::readCollectionUUID(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_30_encryptionInformation: {  // encryptionInformation: EncryptionInformation
      const uint8_t* const value = name + kEncryptionInformationFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kEncryptionInformationFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kEncryptionInformationFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kObject)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("encryptionInformation", e.type(), {kObject});
        }
      }
      if (seen0 & kEncryptionInformationBit) [[unlikely]] {
        return ctx.failDuplicate("encryptionInformation");
      }
      seen0 |= kEncryptionInformationBit;
      if (auto& nested = encryptionInformation_.emplace();
          !nested.parseInOrder(e.value() + 4, e.value() + e.valueSize() - 1,
                               ctx.maxDepth() + 1 - ctx.pathSize())) [[unlikely]] {
        // Reset in place (assigning a fresh temporary would copy its unset Slots).
        std::destroy_at(&nested);
        std::construct_at(&nested);
        if (!ctx.enter("encryptionInformation", e.value())) [[unlikely]] return false;
        if (!nested.parseFrom(e.asDocument(), ctx)) [[unlikely]] return false;
        ctx.leave();
      }
      continue;
    }
    field_31_mirrored:  // mirrored: bool
      if (!FieldReaders::readMirrored(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      continue;
    field_32_apiVersion:  // apiVersion: string
      if (!readApiVersion(cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      continue;
    field_33_apiStrict:  // apiStrict: bool
      if (!readApiStrict(cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      continue;
    field_34_apiDeprecationErrors: {  // apiDeprecationErrors: bool
      // Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
      switchyard::BsonCursor rareCursor = cursor;
      uint64_t rareSeen = seen0;
      if (!parseApiDeprecationErrorsElement(rareCursor, p, rareSeen, ctx)) [[unlikely]] {
        return false;
      }
      cursor = rareCursor;
      seen0 = rareSeen;
      continue;
    }
    field_35_db:  // $db: string
      if (!readDbName(cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      continue;
    field_36_writeConcern: {  // writeConcern: WriteConcernOptions
      const uint8_t* const value = name + kWriteConcernFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kWriteConcernFieldName.size(), value, size);
      } else {
        // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
        const int64_t framed = generic_arguments::frameWriteConcern(cursor, p, ctx);
        if (framed < 0) [[unlikely]] {
          if (framed == generic_arguments::kFailed) return false;
          cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
          continue;
        }
        size = static_cast<uint32_t>(framed);
        switchyard::takeValue(cursor, e, p, kWriteConcernFieldName.size(), value, size);
      }
      if (seen0 & kWriteConcernBit) [[unlikely]] return ctx.failDuplicate("writeConcern");
      seen0 |= kWriteConcernBit;
      if (auto& nested = writeConcern_.emplace();
          !nested.parseInOrder(e.value() + 4, e.value() + e.valueSize() - 1,
                               ctx.maxDepth() + 1 - ctx.pathSize())) [[unlikely]] {
        // Reset and parsed under ctx.enter: generic_arguments_gen.h, declared once.
        if (!generic_arguments::parseWriteConcern(nested, e.value(), e.valueSize(), ctx))
            [[unlikely]] {
          return false;
        }
      }
      continue;
    }
    field_37_lsid: {  // lsid: LogicalSessionFromClient
      const uint8_t* const value = name + kLsidFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kLsidFieldName.size(), value, size);
      } else {
        // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
        const int64_t framed = generic_arguments::frameLsid(cursor, p, ctx);
        if (framed < 0) [[unlikely]] {
          if (framed == generic_arguments::kFailed) return false;
          cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
          continue;
        }
        size = static_cast<uint32_t>(framed);
        switchyard::takeValue(cursor, e, p, kLsidFieldName.size(), value, size);
      }
      if (seen0 & kLsidBit) [[unlikely]] return ctx.failDuplicate("lsid");
      seen0 |= kLsidBit;
      if (auto& nested = lsid_.emplace();
          !nested.parseInOrder(e.value() + 4, e.value() + e.valueSize() - 1,
                               ctx.maxDepth() + 1 - ctx.pathSize())) [[unlikely]] {
        // Reset and parsed under ctx.enter: generic_arguments_gen.h, declared once.
        if (!generic_arguments::parseLsid(nested, e.value(), e.valueSize(), ctx)) [[unlikely]] {
          return false;
        }
      }
      continue;
    }
    field_38_clientOperationKey: {  // clientOperationKey: uuid
      // Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
      switchyard::BsonCursor rareCursor = cursor;
      uint64_t rareSeen = seen0;
      if (!parseClientOperationKeyElement(rareCursor, p, rareSeen, ctx)) [[unlikely]] return false;
      cursor = rareCursor;
      seen0 = rareSeen;
      continue;
    }
    field_39_txnNumber:  // txnNumber: long
      if (!readTxnNumber(cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      continue;
    field_40_autocommit:  // autocommit: bool
      if (!readAutocommit(cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      continue;
    field_41_startTransaction: {  // startTransaction: bool
      // Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
      switchyard::BsonCursor rareCursor = cursor;
      uint64_t rareSeen = seen0;
      if (!parseStartTransactionElement(rareCursor, p, rareSeen, ctx)) [[unlikely]] return false;
      cursor = rareCursor;
      seen0 = rareSeen;
      continue;
    }
    field_42_stmtId: {  // stmtId: int
      // Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
      switchyard::BsonCursor rareCursor = cursor;
      uint64_t rareSeen = seen0;
      if (!parseStmtIdElement(rareCursor, p, rareSeen, ctx)) [[unlikely]] return false;
      cursor = rareCursor;
      seen0 = rareSeen;
      continue;
    }
    field_43_comment:  // comment: any
      if (!readComment(cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      continue;
    field_44_readPreference:  // $readPreference: object
      if (!readDollarReadPreference(cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      continue;
    field_45_clusterTime: {  // $clusterTime: ClusterTime
      const uint8_t* const value = name + kDollarClusterTimeFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kDollarClusterTimeFieldName.size(), value, size);
      } else {
        // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
        const int64_t framed = generic_arguments::frameDollarClusterTime(cursor, p, ctx);
        if (framed < 0) [[unlikely]] {
          if (framed == generic_arguments::kFailed) return false;
          cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
          continue;
        }
        size = static_cast<uint32_t>(framed);
        switchyard::takeValue(cursor, e, p, kDollarClusterTimeFieldName.size(), value, size);
      }
      if (seen0 & kDollarClusterTimeBit) [[unlikely]] return ctx.failDuplicate("$clusterTime");
      seen0 |= kDollarClusterTimeBit;
      if (auto& nested = dollarClusterTime_.emplace();
          !nested.parseInOrder(e.value() + 4, e.value() + e.valueSize() - 1,
                               ctx.maxDepth() + 1 - ctx.pathSize())) [[unlikely]] {
        // Reset and parsed under ctx.enter: generic_arguments_gen.h, declared once.
        if (!generic_arguments::parseDollarClusterTime(nested, e.value(), e.valueSize(), ctx))
            [[unlikely]] {
          return false;
        }
      }
      continue;
    }
    field_46_audit: {  // $audit: object
      // Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
      switchyard::BsonCursor rareCursor = cursor;
      uint64_t rareSeen = seen0;
      if (!parseDollarAuditElement(rareCursor, p, rareSeen, ctx)) [[unlikely]] return false;
      cursor = rareCursor;
      seen0 = rareSeen;
      continue;
    }
    field_47_client: {  // $client: object
      // Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
      switchyard::BsonCursor rareCursor = cursor;
      uint64_t rareSeen = seen0;
      if (!parseDollarClientElement(rareCursor, p, rareSeen, ctx)) [[unlikely]] return false;
      cursor = rareCursor;
      seen0 = rareSeen;
      continue;
    }
    field_48_configServerState: {  // $configServerState: object
      // Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
      switchyard::BsonCursor rareCursor = cursor;
      uint64_t rareSeen = seen0;
      if (!parseDollarConfigServerStateElement(rareCursor, p, rareSeen, ctx)) [[unlikely]] {
        return false;
      }
      cursor = rareCursor;
      seen0 = rareSeen;
      continue;
    }
    field_49_oplogQueryData: {  // $oplogQueryData: object
      // Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
      switchyard::BsonCursor rareCursor = cursor;
      uint64_t rareSeen = seen0;
      if (!parseDollarOplogQueryDataElement(rareCursor, p, rareSeen, ctx)) [[unlikely]] {
        return false;
      }
      cursor = rareCursor;
      seen0 = rareSeen;
      continue;
    }
    field_50_replData: {  // $replData: object
      // Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
      switchyard::BsonCursor rareCursor = cursor;
      uint64_t rareSeen = seen0;
      if (!parseDollarReplDataElement(rareCursor, p, rareSeen, ctx)) [[unlikely]] return false;
      cursor = rareCursor;
      seen0 = rareSeen;
      continue;
    }
    field_51_databaseVersion: {  // databaseVersion: object
      // Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
      switchyard::BsonCursor rareCursor = cursor;
      uint64_t rareSeen = seen0;
      if (!parseDatabaseVersionElement(rareCursor, p, rareSeen, ctx)) [[unlikely]] return false;
      cursor = rareCursor;
      seen0 = rareSeen;
      continue;
    }
    field_52_shardVersion: {  // shardVersion: object
      // Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
      switchyard::BsonCursor rareCursor = cursor;
      uint64_t rareSeen = seen0;
      if (!parseShardVersionElement(rareCursor, p, rareSeen, ctx)) [[unlikely]] return false;
      cursor = rareCursor;
      seen0 = rareSeen;
      continue;
    }
    field_53_configTime: {  // $configTime: timestamp
      // Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
      switchyard::BsonCursor rareCursor = cursor;
      uint64_t rareSeen = seen0;
      if (!parseDollarConfigTimeElement(rareCursor, p, rareSeen, ctx)) [[unlikely]] return false;
      cursor = rareCursor;
      seen0 = rareSeen;
      continue;
    }
    field_54_topologyTime: {  // $topologyTime: timestamp
      // Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
      switchyard::BsonCursor rareCursor = cursor;
      uint64_t rareSeen = seen0;
      if (!parseDollarTopologyTimeElement(rareCursor, p, rareSeen, ctx)) [[unlikely]] return false;
      cursor = rareCursor;
      seen0 = rareSeen;
      continue;
    }
    field_55_txnRetryCounter: {  // txnRetryCounter: int
      // Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
      switchyard::BsonCursor rareCursor = cursor;
      uint64_t rareSeen = seen0;
      if (!parseTxnRetryCounterElement(rareCursor, p, rareSeen, ctx)) [[unlikely]] return false;
      cursor = rareCursor;
      seen0 = rareSeen;
      continue;
    }
    field_56_tenant: {  // $tenant: objectid
      // Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
      switchyard::BsonCursor rareCursor = cursor;
      uint64_t rareSeen = seen0;
      if (!parseDollarTenantElement(rareCursor, p, rareSeen, ctx)) [[unlikely]] return false;
      cursor = rareCursor;
      seen0 = rareSeen;
      continue;
    }
    field_57_expectPrefix: {  // expectPrefix: bool
      // Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
      switchyard::BsonCursor rareCursor = cursor;
      uint64_t rareSeen = seen0;
      if (!parseExpectPrefixElement(rareCursor, p, rareSeen, ctx)) [[unlikely]] return false;
      cursor = rareCursor;
      seen0 = rareSeen;
      continue;
    }
  }

  // Required fields: one mask compare, then the first missing one in declaration order.
  constexpr uint64_t kRequired0 = kDbNameBit;
  if ((seen0 & kRequired0) != kRequired0) [[unlikely]] {
    if ((seen0 & kDbNameBit) == 0) return ctx.failMissing("$db");
  }
  present0_ = static_cast<decltype(present0_)>(seen0);
  return true;
}
