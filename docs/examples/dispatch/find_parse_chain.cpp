// FindCommand::parseFrom as generated from idl/find.yaml with: switchyard generate --dispatch chain
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
    // Field-name dispatch (chain).
    {
      const uint8_t* const nul = cursor.findNameEnd(name);
      if (nul == nullptr) [[unlikely]] goto unknown;
      const std::string_view fieldName(reinterpret_cast<const char*>(name),
                                       static_cast<size_t>(nul - name));
      if (fieldName == std::string_view("filter", 6)) goto field_0_filter;
      if (fieldName == std::string_view("projection", 10)) goto field_1_projection;
      if (fieldName == std::string_view("sort", 4)) goto field_2_sort;
      if (fieldName == std::string_view("hint", 4)) goto field_3_hint;
      if (fieldName == std::string_view("collation", 9)) goto field_4_collation;
      if (fieldName == std::string_view("skip", 4)) goto field_5_skip;
      if (fieldName == std::string_view("limit", 5)) goto field_6_limit;
      if (fieldName == std::string_view("batchSize", 9)) goto field_7_batchSize;
      if (fieldName == std::string_view("singleBatch", 11)) goto field_8_singleBatch;
      if (fieldName == std::string_view("allowDiskUse", 12)) goto field_9_allowDiskUse;
      if (fieldName == std::string_view("min", 3)) goto field_10_min;
      if (fieldName == std::string_view("max", 3)) goto field_11_max;
      if (fieldName == std::string_view("returnKey", 9)) goto field_12_returnKey;
      if (fieldName == std::string_view("showRecordId", 12)) goto field_13_showRecordId;
      if (fieldName == std::string_view("$queryOptions", 13)) goto field_14_queryOptions;
      if (fieldName == std::string_view("tailable", 8)) goto field_15_tailable;
      if (fieldName == std::string_view("oplogReplay", 11)) goto field_16_oplogReplay;
      if (fieldName == std::string_view("noCursorTimeout", 15)) goto field_17_noCursorTimeout;
      if (fieldName == std::string_view("awaitData", 9)) goto field_18_awaitData;
      if (fieldName == std::string_view("allowPartialResults", 19)) {
        goto field_19_allowPartialResults;
      }
      if (fieldName == std::string_view("let", 3)) goto field_20_let;
      if (fieldName == std::string_view("term", 4)) goto field_21_term;
      if (fieldName == std::string_view("readOnce", 8)) goto field_22_readOnce;
      if (fieldName == std::string_view("allowSpeculativeMajorityRead", 28)) {
        goto field_23_allowSpeculativeMajorityRead;
      }
      if (fieldName == std::string_view("$_requestResumeToken", 20)) {
        goto field_24_requestResumeToken;
      }
      if (fieldName == std::string_view("$_resumeAfter", 13)) goto field_25_resumeAfter;
      if (fieldName == std::string_view("maxTimeMS", 9)) goto field_26_maxTimeMS;
      if (fieldName == std::string_view("readConcern", 11)) goto field_27_readConcern;
      if (fieldName == std::string_view("runtimeConstants", 16)) goto field_28_runtimeConstants;
      if (fieldName == std::string_view("collectionUUID", 14)) goto field_29_collectionUUID;
      if (fieldName == std::string_view("encryptionInformation", 21)) {
        goto field_30_encryptionInformation;
      }
      if (fieldName == std::string_view("mirrored", 8)) goto field_31_mirrored;
      if (fieldName == std::string_view("apiVersion", 10)) goto field_32_apiVersion;
      if (fieldName == std::string_view("apiStrict", 9)) goto field_33_apiStrict;
      if (fieldName == std::string_view("apiDeprecationErrors", 20)) {
        goto field_34_apiDeprecationErrors;
      }
      if (fieldName == std::string_view("$db", 3)) goto field_35_db;
      if (fieldName == std::string_view("writeConcern", 12)) goto field_36_writeConcern;
      if (fieldName == std::string_view("lsid", 4)) goto field_37_lsid;
      if (fieldName == std::string_view("clientOperationKey", 18)) goto field_38_clientOperationKey;
      if (fieldName == std::string_view("txnNumber", 9)) goto field_39_txnNumber;
      if (fieldName == std::string_view("autocommit", 10)) goto field_40_autocommit;
      if (fieldName == std::string_view("startTransaction", 16)) goto field_41_startTransaction;
      if (fieldName == std::string_view("stmtId", 6)) goto field_42_stmtId;
      if (fieldName == std::string_view("comment", 7)) goto field_43_comment;
      if (fieldName == std::string_view("$readPreference", 15)) goto field_44_readPreference;
      if (fieldName == std::string_view("$clusterTime", 12)) goto field_45_clusterTime;
      if (fieldName == std::string_view("$audit", 6)) goto field_46_audit;
      if (fieldName == std::string_view("$client", 7)) goto field_47_client;
      if (fieldName == std::string_view("$configServerState", 18)) goto field_48_configServerState;
      if (fieldName == std::string_view("$oplogQueryData", 15)) goto field_49_oplogQueryData;
      if (fieldName == std::string_view("$replData", 9)) goto field_50_replData;
      if (fieldName == std::string_view("databaseVersion", 15)) goto field_51_databaseVersion;
      if (fieldName == std::string_view("shardVersion", 12)) goto field_52_shardVersion;
      if (fieldName == std::string_view("$configTime", 11)) goto field_53_configTime;
      if (fieldName == std::string_view("$topologyTime", 13)) goto field_54_topologyTime;
      if (fieldName == std::string_view("txnRetryCounter", 15)) goto field_55_txnRetryCounter;
      if (fieldName == std::string_view("$tenant", 7)) goto field_56_tenant;
      if (fieldName == std::string_view("expectPrefix", 12)) goto field_57_expectPrefix;
      goto unknown;
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
