// FindCommand::parseFrom as generated from idl/find.yaml with: switchyard generate --dispatch hash
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
  uint64_t word;  // the name's first 8 bytes (the hash dispatch's key once masked)
  // Expected-next-field tests read the type byte and 8 name bytes: p <= rawTestLimit.
  const uintptr_t rawTestLimit = switchyard::lastStartFor(cursor.end(), 9);

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
      if (cursor.hasBytes(name, 8)) [[likely]] {
        word = switchyard::loadLE<uint64_t>(name);
      } else if (!switchyard::nameWordBefore(name, cursor.end(), word)) {
        // Fewer than 8 bytes before the document's end and no NUL among them.
        goto unknown;
      }
    dispatch_raw:  // a missed prediction enters here with the 8 raw bytes
      word = switchyard::dispatchEntryWord(word);
      switch (switchyard::hashNameWord(word, kSeed, kBits, kPrefix)) {
        case 0:  // hint
          if (switchyard::wordNameIs<"hint">(word, cursor, name)) goto field_3_hint;
          goto unknown;
        case 9:  // encryptionInformation
          if (switchyard::wordNameIs<"encryptionInformation">(word, cursor, name)) {
            goto field_30_encryptionInformation;
          }
          goto unknown;
        case 10:  // $client
          if (switchyard::wordNameIs<"$client">(word, cursor, name)) goto field_47_client;
          goto unknown;
        case 15:  // $queryOptions
          if (switchyard::wordNameIs<"$queryOptions">(word, cursor, name)) {
            goto field_14_queryOptions;
          }
          goto unknown;
        case 17:  // databaseVersion
          if (switchyard::wordNameIs<"databaseVersion">(word, cursor, name)) {
            goto field_51_databaseVersion;
          }
          goto unknown;
        case 20:  // startTransaction
          if (switchyard::wordNameIs<"startTransaction">(word, cursor, name)) {
            goto field_41_startTransaction;
          }
          goto unknown;
        case 24:  // $topologyTime
          if (switchyard::wordNameIs<"$topologyTime">(word, cursor, name)) {
            goto field_54_topologyTime;
          }
          goto unknown;
        case 32:  // allowDiskUse, allowPartialResults, allowSpeculativeMajorityRead
          if (switchyard::wordNameIs<"allowDiskUse">(word, cursor, name)) goto field_9_allowDiskUse;
          if (switchyard::wordNameIs<"allowPartialResults">(word, cursor, name)) {
            goto field_19_allowPartialResults;
          }
          if (switchyard::wordNameIs<"allowSpeculativeMajorityRead">(word, cursor, name)) {
            goto field_23_allowSpeculativeMajorityRead;
          }
          goto unknown;
        case 34:  // min
          if (switchyard::wordNameIs<"min">(word, cursor, name)) goto field_10_min;
          goto unknown;
        case 41:  // projection
          if (switchyard::wordNameIs<"projection">(word, cursor, name)) goto field_1_projection;
          goto unknown;
        case 45:  // autocommit
          if (switchyard::wordNameIs<"autocommit">(word, cursor, name)) goto field_40_autocommit;
          goto unknown;
        case 53:  // apiVersion
          if (switchyard::wordNameIs<"apiVersion">(word, cursor, name)) goto field_32_apiVersion;
          goto unknown;
        case 59:  // oplogReplay
          if (switchyard::wordNameIs<"oplogReplay">(word, cursor, name)) goto field_16_oplogReplay;
          goto unknown;
        case 67:  // txnNumber
          if (switchyard::wordNameIs<"txnNumber">(word, cursor, name)) goto field_39_txnNumber;
          goto unknown;
        case 71:  // $audit
          if (switchyard::wordNameIs<"$audit">(word, cursor, name)) goto field_46_audit;
          goto unknown;
        case 77:  // max
          if (switchyard::wordNameIs<"max">(word, cursor, name)) goto field_11_max;
          goto unknown;
        case 82:  // awaitData
          if (switchyard::wordNameIs<"awaitData">(word, cursor, name)) goto field_18_awaitData;
          goto unknown;
        case 84:  // singleBatch
          if (switchyard::wordNameIs<"singleBatch">(word, cursor, name)) goto field_8_singleBatch;
          goto unknown;
        case 96:  // returnKey
          if (switchyard::wordNameIs<"returnKey">(word, cursor, name)) goto field_12_returnKey;
          goto unknown;
        case 98:  // tailable
          if (switchyard::wordNameIs<"tailable">(word, cursor, name)) goto field_15_tailable;
          goto unknown;
        case 103:  // batchSize
          if (switchyard::wordNameIs<"batchSize">(word, cursor, name)) goto field_7_batchSize;
          goto unknown;
        case 109:  // stmtId
          if (switchyard::wordNameIs<"stmtId">(word, cursor, name)) goto field_42_stmtId;
          goto unknown;
        case 111:  // let
          if (switchyard::wordNameIs<"let">(word, cursor, name)) goto field_20_let;
          goto unknown;
        case 114:  // $_requestResumeToken, $_resumeAfter
          if (switchyard::wordNameIs<"$_requestResumeToken">(word, cursor, name)) {
            goto field_24_requestResumeToken;
          }
          if (switchyard::wordNameIs<"$_resumeAfter">(word, cursor, name)) {
            goto field_25_resumeAfter;
          }
          goto unknown;
        case 121:  // $configServerState, $configTime
          if (switchyard::wordNameIs<"$configServerState">(word, cursor, name)) {
            goto field_48_configServerState;
          }
          if (switchyard::wordNameIs<"$configTime">(word, cursor, name)) goto field_53_configTime;
          goto unknown;
        case 122:  // apiStrict
          if (switchyard::wordNameIs<"apiStrict">(word, cursor, name)) goto field_33_apiStrict;
          goto unknown;
        case 137:  // comment
          if (switchyard::wordNameIs<"comment">(word, cursor, name)) goto field_43_comment;
          goto unknown;
        case 147:  // runtimeConstants
          if (switchyard::wordNameIs<"runtimeConstants">(word, cursor, name)) {
            goto field_28_runtimeConstants;
          }
          goto unknown;
        case 148:  // skip
          if (switchyard::wordNameIs<"skip">(word, cursor, name)) goto field_5_skip;
          goto unknown;
        case 149:  // sort
          if (switchyard::wordNameIs<"sort">(word, cursor, name)) goto field_2_sort;
          goto unknown;
        case 152:  // filter
          if (switchyard::wordNameIs<"filter">(word, cursor, name)) goto field_0_filter;
          goto unknown;
        case 160:  // clientOperationKey
          if (switchyard::wordNameIs<"clientOperationKey">(word, cursor, name)) {
            goto field_38_clientOperationKey;
          }
          goto unknown;
        case 161:  // $replData
          if (switchyard::wordNameIs<"$replData">(word, cursor, name)) goto field_50_replData;
          goto unknown;
        case 162:  // noCursorTimeout
          if (switchyard::wordNameIs<"noCursorTimeout">(word, cursor, name)) {
            goto field_17_noCursorTimeout;
          }
          goto unknown;
        case 167:  // readConcern, readOnce
          if (switchyard::wordNameIs<"readConcern">(word, cursor, name)) goto field_27_readConcern;
          if (switchyard::wordNameIs<"readOnce">(word, cursor, name)) goto field_22_readOnce;
          goto unknown;
        case 168:  // term
          if (switchyard::wordNameIs<"term">(word, cursor, name)) goto field_21_term;
          goto unknown;
        case 170:  // collation, collectionUUID
          if (switchyard::wordNameIs<"collation">(word, cursor, name)) goto field_4_collation;
          if (switchyard::wordNameIs<"collectionUUID">(word, cursor, name)) {
            goto field_29_collectionUUID;
          }
          goto unknown;
        case 171:  // $tenant
          if (switchyard::wordNameIs<"$tenant">(word, cursor, name)) goto field_56_tenant;
          goto unknown;
        case 177:  // writeConcern
          if (switchyard::wordNameIs<"writeConcern">(word, cursor, name)) {
            goto field_36_writeConcern;
          }
          goto unknown;
        case 187:  // mirrored
          if (switchyard::wordNameIs<"mirrored">(word, cursor, name)) goto field_31_mirrored;
          goto unknown;
        case 193:  // maxTimeMS
          if (switchyard::wordNameIs<"maxTimeMS">(word, cursor, name)) goto field_26_maxTimeMS;
          goto unknown;
        case 197:  // $oplogQueryData
          if (switchyard::wordNameIs<"$oplogQueryData">(word, cursor, name)) {
            goto field_49_oplogQueryData;
          }
          goto unknown;
        case 204:  // $db
          if (switchyard::wordNameIs<"$db">(word, cursor, name)) goto field_35_db;
          goto unknown;
        case 211:  // apiDeprecationErrors
          if (switchyard::wordNameIs<"apiDeprecationErrors">(word, cursor, name)) {
            goto field_34_apiDeprecationErrors;
          }
          goto unknown;
        case 230:  // lsid
          if (switchyard::wordNameIs<"lsid">(word, cursor, name)) goto field_37_lsid;
          goto unknown;
        case 231:  // txnRetryCounter
          if (switchyard::wordNameIs<"txnRetryCounter">(word, cursor, name)) {
            goto field_55_txnRetryCounter;
          }
          goto unknown;
        case 236:  // showRecordId
          if (switchyard::wordNameIs<"showRecordId">(word, cursor, name)) {
            goto field_13_showRecordId;
          }
          goto unknown;
        case 237:  // shardVersion
          if (switchyard::wordNameIs<"shardVersion">(word, cursor, name)) {
            goto field_52_shardVersion;
          }
          goto unknown;
        case 246:  // $clusterTime
          if (switchyard::wordNameIs<"$clusterTime">(word, cursor, name)) goto field_45_clusterTime;
          goto unknown;
        case 250:  // $readPreference
          if (switchyard::wordNameIs<"$readPreference">(word, cursor, name)) {
            goto field_44_readPreference;
          }
          goto unknown;
        case 253:  // expectPrefix
          if (switchyard::wordNameIs<"expectPrefix">(word, cursor, name)) {
            goto field_57_expectPrefix;
          }
          goto unknown;
        case 255:  // limit
          if (switchyard::wordNameIs<"limit">(word, cursor, name)) goto field_6_limit;
          goto unknown;
        default:
          goto unknown;
      }
    }
    unknown: {
      // Not an accepted name (or malformed bytes, which next() reports). Its own
      // element: next() takes its address, which would keep the handlers' `e` in
      // memory across the loop.
      switchyard::BsonElement other;
      if (!cursor.next(other, ctx)) [[unlikely]] return false;
      return ctx.failUnknown(other.name());
    }
    field_0_filter: {  // filter: object_nonempty_serialize
      const uint8_t* const value = name + kFilterFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kFilterFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kFilterFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kObject)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("filter", e.type(), {kObject});
        }
      }
      if (seen0 & kFilterBit) [[unlikely]] return ctx.failDuplicate("filter");
      seen0 |= kFilterBit;
      filter_ = e.asDocument();
      // Expected next field: projection (estimated share 0.30, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"projection">(p, cursor, name, word)) goto field_1_projection;
      goto dispatch_raw;
    }
    field_1_projection: {  // projection: object_nonempty_serialize
      const uint8_t* const value = name + kProjectionFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kProjectionFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kProjectionFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kObject)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("projection", e.type(), {kObject});
        }
      }
      if (seen0 & kProjectionBit) [[unlikely]] return ctx.failDuplicate("projection");
      seen0 |= kProjectionBit;
      projection_ = e.asDocument();
      // Expected next field: sort (estimated share 0.35, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"sort">(p, cursor, name, word)) goto field_2_sort;
      goto dispatch_raw;
    }
    field_2_sort: {  // sort: object_nonempty_serialize
      const uint8_t* const value = name + kSortFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kSortFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kSortFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kObject)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("sort", e.type(), {kObject});
        }
      }
      if (seen0 & kSortBit) [[unlikely]] return ctx.failDuplicate("sort");
      seen0 |= kSortBit;
      sort_ = e.asDocument();
      // Expected next field: limit (estimated share 0.41, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"limit">(p, cursor, name, word)) goto field_6_limit;
      goto dispatch_raw;
    }
    field_3_hint: {  // hint: any
      const uint8_t* const value = name + kHintFieldName.size() + 1;
      uint32_t size;
      if (!cursor.sizeValue(p[0], value, size, ctx)) [[unlikely]] return false;
      switchyard::takeValue(cursor, e, p, kHintFieldName.size(), value, size);
      if (seen0 & kHintBit) [[unlikely]] return ctx.failDuplicate("hint");
      seen0 |= kHintBit;
      hint_ = e;
      // Expected next field: limit (estimated share 0.44, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"limit">(p, cursor, name, word)) goto field_6_limit;
      goto dispatch_raw;
    }
    field_4_collation: {  // collation: object_nonempty_serialize
      const uint8_t* const value = name + kCollationFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kCollationFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kCollationFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kObject)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("collation", e.type(), {kObject});
        }
      }
      if (seen0 & kCollationBit) [[unlikely]] return ctx.failDuplicate("collation");
      seen0 |= kCollationBit;
      collation_ = e.asDocument();
      // Expected next field: limit (estimated share 0.45, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"limit">(p, cursor, name, word)) goto field_6_limit;
      goto dispatch_raw;
    }
    field_5_skip: {  // skip: safeInt64
      const uint8_t* const value = name + kSkipFieldName.size() + 1;
      uint32_t size = 4;
      if (*p == typeByte(kInt32) && switchyard::fixedValueAt(cursor, value, 4)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kSkipFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kSkipFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kInt64) &&
            p[0] != switchyard::typeByte(kInt32) &&
            p[0] != switchyard::typeByte(kDecimal128) &&
            p[0] != switchyard::typeByte(kDouble)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("skip", e.type(), {kInt64, kInt32, kDecimal128, kDouble});
        }
      }
      if (seen0 & kSkipBit) [[unlikely]] return ctx.failDuplicate("skip");
      seen0 |= kSkipBit;
      std::int64_t v;
      if (!switchyard::exactInt64(e, &v)) [[unlikely]] {
        return switchyard::failSafeInt(ctx, "skip", e, "long");
      }
      if (!(v >= 0)) [[unlikely]] return ctx.failValidator("skip", ">=", "0", v);
      skip_ = v;
      // Expected next field: limit (estimated share 0.50, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"limit">(p, cursor, name, word)) goto field_6_limit;
      goto dispatch_raw;
    }
    field_6_limit: {  // limit: safeInt64
      const uint8_t* const value = name + kLimitFieldName.size() + 1;
      uint32_t size = 4;
      if (*p == typeByte(kInt32) && switchyard::fixedValueAt(cursor, value, 4)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kLimitFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kLimitFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kInt64) &&
            p[0] != switchyard::typeByte(kInt32) &&
            p[0] != switchyard::typeByte(kDecimal128) &&
            p[0] != switchyard::typeByte(kDouble)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("limit", e.type(), {kInt64, kInt32, kDecimal128, kDouble});
        }
      }
      if (seen0 & kLimitBit) [[unlikely]] return ctx.failDuplicate("limit");
      seen0 |= kLimitBit;
      std::int64_t v;
      if (!switchyard::exactInt64(e, &v)) [[unlikely]] {
        return switchyard::failSafeInt(ctx, "limit", e, "long");
      }
      if (!(v >= 0)) [[unlikely]] return ctx.failValidator("limit", ">=", "0", v);
      limit_ = v;
      // Expected next field: singleBatch (estimated share 0.24, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"singleBatch">(p, cursor, name, word)) goto field_8_singleBatch;
      goto dispatch_raw;
    }
    field_7_batchSize: {  // batchSize: safeInt64
      const uint8_t* const value = name + kBatchSizeFieldName.size() + 1;
      uint32_t size = 4;
      if (*p == typeByte(kInt32) && switchyard::fixedValueAt(cursor, value, 4)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kBatchSizeFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kBatchSizeFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kInt64) &&
            p[0] != switchyard::typeByte(kInt32) &&
            p[0] != switchyard::typeByte(kDecimal128) &&
            p[0] != switchyard::typeByte(kDouble)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("batchSize", e.type(),
                                      {kInt64, kInt32, kDecimal128, kDouble});
        }
      }
      if (seen0 & kBatchSizeBit) [[unlikely]] return ctx.failDuplicate("batchSize");
      seen0 |= kBatchSizeBit;
      std::int64_t v;
      if (!switchyard::exactInt64(e, &v)) [[unlikely]] {
        return switchyard::failSafeInt(ctx, "batchSize", e, "long");
      }
      if (!(v >= 0)) [[unlikely]] return ctx.failValidator("batchSize", ">=", "0", v);
      batchSize_ = v;
      // Expected next field: singleBatch (estimated share 0.30, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"singleBatch">(p, cursor, name, word)) goto field_8_singleBatch;
      goto dispatch_raw;
    }
    field_8_singleBatch: {  // singleBatch: bool
      const uint8_t* const value = name + kSingleBatchFieldName.size() + 1;
      uint32_t size = 1;
      if (*p == typeByte(kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kSingleBatchFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kSingleBatchFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kBool)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("singleBatch", e.type(), {kBool});
        }
      }
      if (seen0 & kSingleBatchBit) [[unlikely]] return ctx.failDuplicate("singleBatch");
      seen0 |= kSingleBatchBit;
      singleBatch_ = e.asBool();
      // Expected next field: $db (estimated share 0.39, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_9_allowDiskUse: {  // allowDiskUse: bool
      const uint8_t* const value = name + kAllowDiskUseFieldName.size() + 1;
      uint32_t size = 1;
      if (*p == typeByte(kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kAllowDiskUseFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kAllowDiskUseFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kBool)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("allowDiskUse", e.type(), {kBool});
        }
      }
      if (seen0 & kAllowDiskUseBit) [[unlikely]] return ctx.failDuplicate("allowDiskUse");
      seen0 |= kAllowDiskUseBit;
      allowDiskUse_ = e.asBool();
      // Expected next field: $db (estimated share 0.40, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_10_min: {  // min: object_nonempty_serialize
      const uint8_t* const value = name + kMinFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kMinFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kMinFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kObject)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("min", e.type(), {kObject});
        }
      }
      if (seen0 & kMinBit) [[unlikely]] return ctx.failDuplicate("min");
      seen0 |= kMinBit;
      min_ = e.asDocument();
      // Expected next field: $db (estimated share 0.40, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_11_max: {  // max: object_nonempty_serialize
      const uint8_t* const value = name + kMaxFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kMaxFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kMaxFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kObject)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("max", e.type(), {kObject});
        }
      }
      if (seen0 & kMaxBit) [[unlikely]] return ctx.failDuplicate("max");
      seen0 |= kMaxBit;
      max_ = e.asDocument();
      // Expected next field: $db (estimated share 0.41, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_12_returnKey: {  // returnKey: bool
      const uint8_t* const value = name + kReturnKeyFieldName.size() + 1;
      uint32_t size = 1;
      if (*p == typeByte(kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kReturnKeyFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kReturnKeyFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kBool)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("returnKey", e.type(), {kBool});
        }
      }
      if (seen0 & kReturnKeyBit) [[unlikely]] return ctx.failDuplicate("returnKey");
      seen0 |= kReturnKeyBit;
      returnKey_ = e.asBool();
      // Expected next field: $db (estimated share 0.41, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_13_showRecordId: {  // showRecordId: bool
      const uint8_t* const value = name + kShowRecordIdFieldName.size() + 1;
      uint32_t size = 1;
      if (*p == typeByte(kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kShowRecordIdFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kShowRecordIdFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kBool)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("showRecordId", e.type(), {kBool});
        }
      }
      if (seen0 & kShowRecordIdBit) [[unlikely]] return ctx.failDuplicate("showRecordId");
      seen0 |= kShowRecordIdBit;
      showRecordId_ = e.asBool();
      // Expected next field: $db (estimated share 0.42, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_14_queryOptions: {  // $queryOptions: object_nonempty_serialize
      const uint8_t* const value = name + kUnwrappedReadPrefFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kUnwrappedReadPrefFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kUnwrappedReadPrefFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kObject)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("$queryOptions", e.type(), {kObject});
        }
      }
      if (seen0 & kUnwrappedReadPrefBit) [[unlikely]] return ctx.failDuplicate("$queryOptions");
      seen0 |= kUnwrappedReadPrefBit;
      unwrappedReadPref_ = e.asDocument();
      // Expected next field: $db (estimated share 0.42, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_15_tailable: {  // tailable: bool
      const uint8_t* const value = name + kTailableFieldName.size() + 1;
      uint32_t size = 1;
      if (*p == typeByte(kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kTailableFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kTailableFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kBool)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("tailable", e.type(), {kBool});
        }
      }
      if (seen0 & kTailableBit) [[unlikely]] return ctx.failDuplicate("tailable");
      seen0 |= kTailableBit;
      tailable_ = e.asBool();
      // Expected next field: $db (estimated share 0.42, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_16_oplogReplay: {  // oplogReplay: bool
      const uint8_t* const value = name + kOplogReplayFieldName.size() + 1;
      uint32_t size = 1;
      if (*p == typeByte(kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kOplogReplayFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kOplogReplayFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kBool)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("oplogReplay", e.type(), {kBool});
        }
      }
      if (seen0 & kOplogReplayBit) [[unlikely]] return ctx.failDuplicate("oplogReplay");
      seen0 |= kOplogReplayBit;
      oplogReplay_ = e.asBool();
      // Expected next field: $db (estimated share 0.43, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_17_noCursorTimeout: {  // noCursorTimeout: bool
      const uint8_t* const value = name + kNoCursorTimeoutFieldName.size() + 1;
      uint32_t size = 1;
      if (*p == typeByte(kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kNoCursorTimeoutFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kNoCursorTimeoutFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kBool)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("noCursorTimeout", e.type(), {kBool});
        }
      }
      if (seen0 & kNoCursorTimeoutBit) [[unlikely]] return ctx.failDuplicate("noCursorTimeout");
      seen0 |= kNoCursorTimeoutBit;
      noCursorTimeout_ = e.asBool();
      // Expected next field: $db (estimated share 0.44, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_18_awaitData: {  // awaitData: bool
      const uint8_t* const value = name + kAwaitDataFieldName.size() + 1;
      uint32_t size = 1;
      if (*p == typeByte(kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kAwaitDataFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kAwaitDataFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kBool)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("awaitData", e.type(), {kBool});
        }
      }
      if (seen0 & kAwaitDataBit) [[unlikely]] return ctx.failDuplicate("awaitData");
      seen0 |= kAwaitDataBit;
      awaitData_ = e.asBool();
      // Expected next field: $db (estimated share 0.44, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_19_allowPartialResults: {  // allowPartialResults: bool
      const uint8_t* const value = name + kAllowPartialResultsFieldName.size() + 1;
      uint32_t size = 1;
      if (*p == typeByte(kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kAllowPartialResultsFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kAllowPartialResultsFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kBool)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("allowPartialResults", e.type(), {kBool});
        }
      }
      if (seen0 & kAllowPartialResultsBit) [[unlikely]] {
        return ctx.failDuplicate("allowPartialResults");
      }
      seen0 |= kAllowPartialResultsBit;
      allowPartialResults_ = e.asBool();
      // Expected next field: $db (estimated share 0.45, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_20_let: {  // let: object
      const uint8_t* const value = name + kLetFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kLetFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kLetFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kObject)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("let", e.type(), {kObject});
        }
      }
      if (seen0 & kLetBit) [[unlikely]] return ctx.failDuplicate("let");
      seen0 |= kLetBit;
      let_ = e.asDocument();
      // Expected next field: $db (estimated share 0.46, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_21_term: {  // term: safeInt64
      const uint8_t* const value = name + kTermFieldName.size() + 1;
      uint32_t size = 4;
      if (*p == typeByte(kInt32) && switchyard::fixedValueAt(cursor, value, 4)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kTermFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kTermFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kInt64) &&
            p[0] != switchyard::typeByte(kInt32) &&
            p[0] != switchyard::typeByte(kDecimal128) &&
            p[0] != switchyard::typeByte(kDouble)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("term", e.type(), {kInt64, kInt32, kDecimal128, kDouble});
        }
      }
      if (seen0 & kTermBit) [[unlikely]] return ctx.failDuplicate("term");
      seen0 |= kTermBit;
      std::int64_t v;
      if (!switchyard::exactInt64(e, &v)) [[unlikely]] {
        return switchyard::failSafeInt(ctx, "term", e, "long");
      }
      term_ = v;
      // Expected next field: $db (estimated share 0.46, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_22_readOnce: {  // readOnce: bool
      const uint8_t* const value = name + kReadOnceFieldName.size() + 1;
      uint32_t size = 1;
      if (*p == typeByte(kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kReadOnceFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kReadOnceFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kBool)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("readOnce", e.type(), {kBool});
        }
      }
      if (seen0 & kReadOnceBit) [[unlikely]] return ctx.failDuplicate("readOnce");
      seen0 |= kReadOnceBit;
      readOnce_ = e.asBool();
      // Expected next field: $db (estimated share 0.46, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_23_allowSpeculativeMajorityRead: {  // allowSpeculativeMajorityRead: bool
      const uint8_t* const value = name + kAllowSpeculativeMajorityReadFieldName.size() + 1;
      uint32_t size = 1;
      if (*p == typeByte(kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kAllowSpeculativeMajorityReadFieldName.size(), value,
                              size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kAllowSpeculativeMajorityReadFieldName.size(), value,
                              size);
        if (p[0] != switchyard::typeByte(kBool)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("allowSpeculativeMajorityRead", e.type(), {kBool});
        }
      }
      if (seen0 & kAllowSpeculativeMajorityReadBit) [[unlikely]] {
        return ctx.failDuplicate("allowSpeculativeMajorityRead");
      }
      seen0 |= kAllowSpeculativeMajorityReadBit;
      allowSpeculativeMajorityRead_ = e.asBool();
      // Expected next field: $db (estimated share 0.47, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_24_requestResumeToken: {  // $_requestResumeToken: bool
      const uint8_t* const value = name + kRequestResumeTokenFieldName.size() + 1;
      uint32_t size = 1;
      if (*p == typeByte(kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kRequestResumeTokenFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kRequestResumeTokenFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kBool)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("$_requestResumeToken", e.type(), {kBool});
        }
      }
      if (seen0 & kRequestResumeTokenBit) [[unlikely]] {
        return ctx.failDuplicate("$_requestResumeToken");
      }
      seen0 |= kRequestResumeTokenBit;
      requestResumeToken_ = e.asBool();
      // Expected next field: $db (estimated share 0.47, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_25_resumeAfter: {  // $_resumeAfter: object_nonempty_serialize
      const uint8_t* const value = name + kResumeAfterFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kResumeAfterFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kResumeAfterFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kObject)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("$_resumeAfter", e.type(), {kObject});
        }
      }
      if (seen0 & kResumeAfterBit) [[unlikely]] return ctx.failDuplicate("$_resumeAfter");
      seen0 |= kResumeAfterBit;
      resumeAfter_ = e.asDocument();
      // Expected next field: $db (estimated share 0.48, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_26_maxTimeMS: {  // maxTimeMS: safeInt
      const uint8_t* const value = name + kMaxTimeMSFieldName.size() + 1;
      uint32_t size = 4;
      if (*p == typeByte(kInt32) && switchyard::fixedValueAt(cursor, value, 4)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kMaxTimeMSFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kMaxTimeMSFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kInt64) &&
            p[0] != switchyard::typeByte(kInt32) &&
            p[0] != switchyard::typeByte(kDecimal128) &&
            p[0] != switchyard::typeByte(kDouble)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("maxTimeMS", e.type(),
                                      {kInt64, kInt32, kDecimal128, kDouble});
        }
      }
      if (seen0 & kMaxTimeMSBit) [[unlikely]] return ctx.failDuplicate("maxTimeMS");
      seen0 |= kMaxTimeMSBit;
      std::int32_t v;
      if (!switchyard::exactInt32(e, &v)) [[unlikely]] {
        return switchyard::failSafeInt(ctx, "maxTimeMS", e, "int");
      }
      if (!(v >= 0)) [[unlikely]] {
        return ctx.failValidator("maxTimeMS", ">=", "0", static_cast<std::int64_t>(v));
      }
      maxTimeMS_ = v;
      // Expected next field: $db (estimated share 0.56, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_27_readConcern: {  // readConcern: object
      const uint8_t* const value = name + kReadConcernFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kReadConcernFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kReadConcernFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kObject)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("readConcern", e.type(), {kObject});
        }
      }
      if (seen0 & kReadConcernBit) [[unlikely]] return ctx.failDuplicate("readConcern");
      seen0 |= kReadConcernBit;
      readConcern_ = e.asDocument();
      // Expected next field: $db (estimated share 0.80, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
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
      // Expected next field: $db (estimated share 0.81, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_29_collectionUUID: {  // collectionUUID: uuid
      const uint8_t* const value = name + kCollectionUUIDFieldName.size() + 1;
      uint32_t size = switchyard::kUuidValueSize;
      if (*p == typeByte(kBinData) && switchyard::uuidValueAt(cursor, value)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kCollectionUUIDFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kCollectionUUIDFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kBinData)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("collectionUUID", e.type(), {kBinData});
        }
      }
      if (seen0 & kCollectionUUIDBit) [[unlikely]] return ctx.failDuplicate("collectionUUID");
      seen0 |= kCollectionUUIDBit;
      switchyard::Uuid v;
      if (!switchyard::readUuid(e, "collectionUUID", ctx, &v)) [[unlikely]] {
        return false;
      }
      collectionUUID_ = v;
      // Expected next field: $db (estimated share 0.82, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
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
      // Expected next field: $db (estimated share 0.83, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_31_mirrored: {  // mirrored: bool
      const uint8_t* const value = name + kMirroredFieldName.size() + 1;
      uint32_t size = 1;
      if (*p == typeByte(kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kMirroredFieldName.size(), value, size);
      } else {
        if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
        switchyard::takeValue(cursor, e, p, kMirroredFieldName.size(), value, size);
        if (p[0] != switchyard::typeByte(kBool)) [[unlikely]] {
          if (e.isNullish()) continue;
          return ctx.failTypeMismatch("mirrored", e.type(), {kBool});
        }
      }
      if (seen0 & kMirroredBit) [[unlikely]] return ctx.failDuplicate("mirrored");
      seen0 |= kMirroredBit;
      mirrored_ = e.asBool();
      // Expected next field: $db (estimated share 0.84, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_32_apiVersion: {  // apiVersion: string
      const uint8_t* const value = name + kApiVersionFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kString) && switchyard::stringValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kApiVersionFieldName.size(), value, size);
      } else {
        // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
        const int64_t framed = generic_arguments::frameApiVersion(cursor, p, ctx);
        if (framed < 0) [[unlikely]] {
          if (framed == generic_arguments::kFailed) return false;
          cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
          continue;
        }
        size = static_cast<uint32_t>(framed);
        switchyard::takeValue(cursor, e, p, kApiVersionFieldName.size(), value, size);
      }
      if (seen0 & kApiVersionBit) [[unlikely]] return ctx.failDuplicate("apiVersion");
      seen0 |= kApiVersionBit;
      apiVersion_ = e.asString();
      // Expected next field: $db (estimated share 0.93, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
    field_33_apiStrict: {  // apiStrict: bool
      const uint8_t* const value = name + kApiStrictFieldName.size() + 1;
      uint32_t size = 1;
      if (*p == typeByte(kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kApiStrictFieldName.size(), value, size);
      } else {
        // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
        const int64_t framed = generic_arguments::frameApiStrict(cursor, p, ctx);
        if (framed < 0) [[unlikely]] {
          if (framed == generic_arguments::kFailed) return false;
          cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
          continue;
        }
        size = static_cast<uint32_t>(framed);
        switchyard::takeValue(cursor, e, p, kApiStrictFieldName.size(), value, size);
      }
      if (seen0 & kApiStrictBit) [[unlikely]] return ctx.failDuplicate("apiStrict");
      seen0 |= kApiStrictBit;
      apiStrict_ = e.asBool();
      // Expected next field: $db (estimated share 0.98, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$db">(p, cursor, name, word)) goto field_35_db;
      goto dispatch_raw;
    }
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
    field_35_db: {  // $db: string
      const uint8_t* const value = name + kDbNameFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kString) && switchyard::stringValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kDbNameFieldName.size(), value, size);
      } else {
        // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
        const int64_t framed = generic_arguments::frameDbName(cursor, p, ctx);
        if (framed < 0) [[unlikely]] {
          if (framed == generic_arguments::kFailed) return false;
          cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
          continue;
        }
        size = static_cast<uint32_t>(framed);
        switchyard::takeValue(cursor, e, p, kDbNameFieldName.size(), value, size);
      }
      if (seen0 & kDbNameBit) [[unlikely]] return ctx.failDuplicate("$db");
      seen0 |= kDbNameBit;
      dbName_ = e.asString();
      // Expected next field: lsid (estimated share 0.63, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"lsid">(p, cursor, name, word)) goto field_37_lsid;
      goto dispatch_raw;
    }
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
      // Expected next field: lsid (estimated share 0.90, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"lsid">(p, cursor, name, word)) goto field_37_lsid;
      goto dispatch_raw;
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
      // Expected next field: $clusterTime (estimated share 0.34, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$clusterTime">(p, cursor, name, word)) goto field_45_clusterTime;
      goto dispatch_raw;
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
    field_39_txnNumber: {  // txnNumber: long
      const uint8_t* const value = name + kTxnNumberFieldName.size() + 1;
      uint32_t size = 8;
      if (*p == typeByte(kInt64) && switchyard::fixedValueAt(cursor, value, 8)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kTxnNumberFieldName.size(), value, size);
      } else {
        // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
        const int64_t framed = generic_arguments::frameTxnNumber(cursor, p, ctx);
        if (framed < 0) [[unlikely]] {
          if (framed == generic_arguments::kFailed) return false;
          cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
          continue;
        }
        size = static_cast<uint32_t>(framed);
        switchyard::takeValue(cursor, e, p, kTxnNumberFieldName.size(), value, size);
      }
      if (seen0 & kTxnNumberBit) [[unlikely]] return ctx.failDuplicate("txnNumber");
      seen0 |= kTxnNumberBit;
      txnNumber_ = e.asInt64();
      // Expected next field: $clusterTime (estimated share 0.43, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$clusterTime">(p, cursor, name, word)) goto field_45_clusterTime;
      goto dispatch_raw;
    }
    field_40_autocommit: {  // autocommit: bool
      const uint8_t* const value = name + kAutocommitFieldName.size() + 1;
      uint32_t size = 1;
      if (*p == typeByte(kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kAutocommitFieldName.size(), value, size);
      } else {
        // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
        const int64_t framed = generic_arguments::frameAutocommit(cursor, p, ctx);
        if (framed < 0) [[unlikely]] {
          if (framed == generic_arguments::kFailed) return false;
          cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
          continue;
        }
        size = static_cast<uint32_t>(framed);
        switchyard::takeValue(cursor, e, p, kAutocommitFieldName.size(), value, size);
      }
      if (seen0 & kAutocommitBit) [[unlikely]] return ctx.failDuplicate("autocommit");
      seen0 |= kAutocommitBit;
      autocommit_ = e.asBool();
      // Expected next field: $clusterTime (estimated share 0.45, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$clusterTime">(p, cursor, name, word)) goto field_45_clusterTime;
      goto dispatch_raw;
    }
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
    field_43_comment: {  // comment: any
      const uint8_t* const value = name + kCommentFieldName.size() + 1;
      uint32_t size;
      if (!cursor.sizeValue(p[0], value, size, ctx)) [[unlikely]] return false;
      switchyard::takeValue(cursor, e, p, kCommentFieldName.size(), value, size);
      if (seen0 & kCommentBit) [[unlikely]] return ctx.failDuplicate("comment");
      seen0 |= kCommentBit;
      comment_ = e;
      // Expected next field: $clusterTime (estimated share 0.49, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$clusterTime">(p, cursor, name, word)) goto field_45_clusterTime;
      goto dispatch_raw;
    }
    field_44_readPreference: {  // $readPreference: object
      const uint8_t* const value = name + kDollarReadPreferenceFieldName.size() + 1;
      uint32_t size;
      if (*p == typeByte(kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
        switchyard::takeValue(cursor, e, p, kDollarReadPreferenceFieldName.size(), value, size);
      } else {
        // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
        const int64_t framed = generic_arguments::frameDollarReadPreference(cursor, p, ctx);
        if (framed < 0) [[unlikely]] {
          if (framed == generic_arguments::kFailed) return false;
          cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
          continue;
        }
        size = static_cast<uint32_t>(framed);
        switchyard::takeValue(cursor, e, p, kDollarReadPreferenceFieldName.size(), value, size);
      }
      if (seen0 & kDollarReadPreferenceBit) [[unlikely]] {
        return ctx.failDuplicate("$readPreference");
      }
      seen0 |= kDollarReadPreferenceBit;
      dollarReadPreference_ = e.asDocument();
      // Expected next field: $clusterTime (estimated share 0.70, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$clusterTime">(p, cursor, name, word)) goto field_45_clusterTime;
      goto dispatch_raw;
    }
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
      // Expected next field: $audit (estimated share 0.01, raw test).
      p = cursor.position();
      if (!switchyard::startsBy(p, rawTestLimit)) [[unlikely]] continue;
      if (switchyard::nextNameIs<"$audit">(p, cursor, name, word)) goto field_46_audit;
      goto dispatch_raw;
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
