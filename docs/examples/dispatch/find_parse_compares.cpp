// FindCommand::parseFrom as generated from idl/find.yaml with: switchyard generate --dispatch compares
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
    // Field-name dispatch (compares).
    {
      if (cursor.hasBytes(name, 4) && switchyard::nameIs<"$db">(name)) goto field_35_db;
      if (cursor.hasBytes(name, 7) && switchyard::nameIs<"filter">(name)) goto field_0_filter;
      if (cursor.hasBytes(name, 5) && switchyard::nameIs<"lsid">(name)) goto field_37_lsid;
      if (cursor.hasBytes(name, 13) && switchyard::nameIs<"$clusterTime">(name)) {
        goto field_45_clusterTime;
      }
      if (cursor.hasBytes(name, 6) && switchyard::nameIs<"limit">(name)) goto field_6_limit;
      if (cursor.hasBytes(name, 5) && switchyard::nameIs<"sort">(name)) goto field_2_sort;
      if (cursor.hasBytes(name, 11) && switchyard::nameIs<"projection">(name)) {
        goto field_1_projection;
      }
      if (cursor.hasBytes(name, 12) && switchyard::nameIs<"singleBatch">(name)) {
        goto field_8_singleBatch;
      }
      if (cursor.hasBytes(name, 12) && switchyard::nameIs<"readConcern">(name)) {
        goto field_27_readConcern;
      }
      if (cursor.hasBytes(name, 13) && switchyard::nameIs<"writeConcern">(name)) {
        goto field_36_writeConcern;
      }
      if (cursor.hasBytes(name, 16) && switchyard::nameIs<"$readPreference">(name)) {
        goto field_44_readPreference;
      }
      if (cursor.hasBytes(name, 10) && switchyard::nameIs<"batchSize">(name)) {
        goto field_7_batchSize;
      }
      if (cursor.hasBytes(name, 10) && switchyard::nameIs<"txnNumber">(name)) {
        goto field_39_txnNumber;
      }
      if (cursor.hasBytes(name, 10) && switchyard::nameIs<"maxTimeMS">(name)) {
        goto field_26_maxTimeMS;
      }
      if (cursor.hasBytes(name, 5) && switchyard::nameIs<"skip">(name)) goto field_5_skip;
      if (cursor.hasBytes(name, 11) && switchyard::nameIs<"apiVersion">(name)) {
        goto field_32_apiVersion;
      }
      if (cursor.hasBytes(name, 5) && switchyard::nameIs<"hint">(name)) goto field_3_hint;
      if (cursor.hasBytes(name, 10) && switchyard::nameIs<"apiStrict">(name)) {
        goto field_33_apiStrict;
      }
      if (cursor.hasBytes(name, 11) && switchyard::nameIs<"autocommit">(name)) {
        goto field_40_autocommit;
      }
      if (cursor.hasBytes(name, 8) && switchyard::nameIs<"comment">(name)) goto field_43_comment;
      if (cursor.hasBytes(name, 10) && switchyard::nameIs<"collation">(name)) {
        goto field_4_collation;
      }
      if (cursor.hasBytes(name, 13) && switchyard::nameIs<"allowDiskUse">(name)) {
        goto field_9_allowDiskUse;
      }
      if (cursor.hasBytes(name, 16) && switchyard::nameIs<"noCursorTimeout">(name)) {
        goto field_17_noCursorTimeout;
      }
      if (cursor.hasBytes(name, 20) && switchyard::nameIs<"allowPartialResults">(name)) {
        goto field_19_allowPartialResults;
      }
      if (cursor.hasBytes(name, 21) && switchyard::nameIs<"apiDeprecationErrors">(name)) {
        goto field_34_apiDeprecationErrors;
      }
      if (cursor.hasBytes(name, 17) && switchyard::nameIs<"startTransaction">(name)) {
        goto field_41_startTransaction;
      }
      if (cursor.hasBytes(name, 4) && switchyard::nameIs<"min">(name)) goto field_10_min;
      if (cursor.hasBytes(name, 4) && switchyard::nameIs<"max">(name)) goto field_11_max;
      if (cursor.hasBytes(name, 10) && switchyard::nameIs<"returnKey">(name)) {
        goto field_12_returnKey;
      }
      if (cursor.hasBytes(name, 13) && switchyard::nameIs<"showRecordId">(name)) {
        goto field_13_showRecordId;
      }
      if (cursor.hasBytes(name, 14) && switchyard::nameIs<"$queryOptions">(name)) {
        goto field_14_queryOptions;
      }
      if (cursor.hasBytes(name, 9) && switchyard::nameIs<"tailable">(name)) goto field_15_tailable;
      if (cursor.hasBytes(name, 12) && switchyard::nameIs<"oplogReplay">(name)) {
        goto field_16_oplogReplay;
      }
      if (cursor.hasBytes(name, 10) && switchyard::nameIs<"awaitData">(name)) {
        goto field_18_awaitData;
      }
      if (cursor.hasBytes(name, 4) && switchyard::nameIs<"let">(name)) goto field_20_let;
      if (cursor.hasBytes(name, 5) && switchyard::nameIs<"term">(name)) goto field_21_term;
      if (cursor.hasBytes(name, 9) && switchyard::nameIs<"readOnce">(name)) goto field_22_readOnce;
      if (cursor.hasBytes(name, 29) && switchyard::nameIs<"allowSpeculativeMajorityRead">(name)) {
        goto field_23_allowSpeculativeMajorityRead;
      }
      if (cursor.hasBytes(name, 21) && switchyard::nameIs<"$_requestResumeToken">(name)) {
        goto field_24_requestResumeToken;
      }
      if (cursor.hasBytes(name, 14) && switchyard::nameIs<"$_resumeAfter">(name)) {
        goto field_25_resumeAfter;
      }
      if (cursor.hasBytes(name, 17) && switchyard::nameIs<"runtimeConstants">(name)) {
        goto field_28_runtimeConstants;
      }
      if (cursor.hasBytes(name, 15) && switchyard::nameIs<"collectionUUID">(name)) {
        goto field_29_collectionUUID;
      }
      if (cursor.hasBytes(name, 22) && switchyard::nameIs<"encryptionInformation">(name)) {
        goto field_30_encryptionInformation;
      }
      if (cursor.hasBytes(name, 9) && switchyard::nameIs<"mirrored">(name)) goto field_31_mirrored;
      if (cursor.hasBytes(name, 19) && switchyard::nameIs<"clientOperationKey">(name)) {
        goto field_38_clientOperationKey;
      }
      if (cursor.hasBytes(name, 7) && switchyard::nameIs<"stmtId">(name)) goto field_42_stmtId;
      if (cursor.hasBytes(name, 7) && switchyard::nameIs<"$audit">(name)) goto field_46_audit;
      if (cursor.hasBytes(name, 8) && switchyard::nameIs<"$client">(name)) goto field_47_client;
      if (cursor.hasBytes(name, 19) && switchyard::nameIs<"$configServerState">(name)) {
        goto field_48_configServerState;
      }
      if (cursor.hasBytes(name, 16) && switchyard::nameIs<"$oplogQueryData">(name)) {
        goto field_49_oplogQueryData;
      }
      if (cursor.hasBytes(name, 10) && switchyard::nameIs<"$replData">(name)) {
        goto field_50_replData;
      }
      if (cursor.hasBytes(name, 16) && switchyard::nameIs<"databaseVersion">(name)) {
        goto field_51_databaseVersion;
      }
      if (cursor.hasBytes(name, 13) && switchyard::nameIs<"shardVersion">(name)) {
        goto field_52_shardVersion;
      }
      if (cursor.hasBytes(name, 12) && switchyard::nameIs<"$configTime">(name)) {
        goto field_53_configTime;
      }
      if (cursor.hasBytes(name, 14) && switchyard::nameIs<"$topologyTime">(name)) {
        goto field_54_topologyTime;
      }
      if (cursor.hasBytes(name, 16) && switchyard::nameIs<"txnRetryCounter">(name)) {
        goto field_55_txnRetryCounter;
      }
      if (cursor.hasBytes(name, 8) && switchyard::nameIs<"$tenant">(name)) goto field_56_tenant;
      if (cursor.hasBytes(name, 13) && switchyard::nameIs<"expectPrefix">(name)) {
        goto field_57_expectPrefix;
      }
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
      // Expected next field: projection (estimated share 0.30, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 12) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kObject), "projection">(p)) {
        name = p + 1;
        goto field_1_projection;
      }
      continue;
    field_1_projection:  // projection: object_nonempty_serialize
      if (!FieldReaders::readProjection(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: sort (estimated share 0.35, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 6) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kObject), "sort">(p)) {
        name = p + 1;
        goto field_2_sort;
      }
      continue;
    field_2_sort:  // sort: object_nonempty_serialize
      if (!FieldReaders::readSort(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      // Expected next field: limit (estimated share 0.41, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 7) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kInt32), "limit">(p)) {
        name = p + 1;
        goto field_6_limit;
      }
      continue;
    field_3_hint:  // hint: any
      if (!FieldReaders::readHint(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      // Expected next field: limit (estimated share 0.44, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 7) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kInt32), "limit">(p)) {
        name = p + 1;
        goto field_6_limit;
      }
      continue;
    field_4_collation:  // collation: object_nonempty_serialize
      if (!FieldReaders::readCollation(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: limit (estimated share 0.45, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 7) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kInt32), "limit">(p)) {
        name = p + 1;
        goto field_6_limit;
      }
      continue;
    field_5_skip:  // skip: safeInt64
      if (!FieldReaders::readSkip(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      // Expected next field: limit (estimated share 0.50, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 7) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kInt32), "limit">(p)) {
        name = p + 1;
        goto field_6_limit;
      }
      continue;
    field_6_limit:  // limit: safeInt64
      if (!FieldReaders::readLimit(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: singleBatch (estimated share 0.24, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 13) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kBool), "singleBatch">(p)) {
        name = p + 1;
        goto field_8_singleBatch;
      }
      continue;
    field_7_batchSize:  // batchSize: safeInt64
      if (!FieldReaders::readBatchSize(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: singleBatch (estimated share 0.30, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 13) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kBool), "singleBatch">(p)) {
        name = p + 1;
        goto field_8_singleBatch;
      }
      continue;
    field_8_singleBatch:  // singleBatch: bool
      if (!FieldReaders::readSingleBatch(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.39, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_9_allowDiskUse:  // allowDiskUse: bool
      if (!FieldReaders::readAllowDiskUse(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.40, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_10_min:  // min: object_nonempty_serialize
      if (!FieldReaders::readMin(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      // Expected next field: $db (estimated share 0.40, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_11_max:  // max: object_nonempty_serialize
      if (!FieldReaders::readMax(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      // Expected next field: $db (estimated share 0.41, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_12_returnKey:  // returnKey: bool
      if (!FieldReaders::readReturnKey(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.41, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_13_showRecordId:  // showRecordId: bool
      if (!FieldReaders::readShowRecordId(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.42, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_14_queryOptions:  // $queryOptions: object_nonempty_serialize
      if (!FieldReaders::readUnwrappedReadPref(*this, cursor, e, p, name, seen0, ctx))
          [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.42, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_15_tailable:  // tailable: bool
      if (!FieldReaders::readTailable(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.42, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_16_oplogReplay:  // oplogReplay: bool
      if (!FieldReaders::readOplogReplay(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.43, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_17_noCursorTimeout:  // noCursorTimeout: bool
      if (!FieldReaders::readNoCursorTimeout(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.44, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_18_awaitData:  // awaitData: bool
      if (!FieldReaders::readAwaitData(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.44, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_19_allowPartialResults:  // allowPartialResults: bool
      if (!FieldReaders::readAllowPartialResults(*this, cursor, e, p, name, seen0, ctx))
          [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.45, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_20_let:  // let: object
      if (!FieldReaders::readLet(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      // Expected next field: $db (estimated share 0.46, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_21_term:  // term: safeInt64
      if (!FieldReaders::readTerm(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      // Expected next field: $db (estimated share 0.46, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_22_readOnce:  // readOnce: bool
      if (!FieldReaders::readReadOnce(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.46, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_23_allowSpeculativeMajorityRead:  // allowSpeculativeMajorityRead: bool
      if (!FieldReaders::readAllowSpeculativeMajorityRead(*this, cursor, e, p, name, seen0, ctx))
          [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.47, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_24_requestResumeToken:  // $_requestResumeToken: bool
      if (!FieldReaders::readRequestResumeToken(*this, cursor, e, p, name, seen0, ctx))
          [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.47, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_25_resumeAfter:  // $_resumeAfter: object_nonempty_serialize
      if (!FieldReaders::readResumeAfter(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.48, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_26_maxTimeMS:  // maxTimeMS: safeInt
      if (!FieldReaders::readMaxTimeMS(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.56, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_27_readConcern:  // readConcern: object
      if (!FieldReaders::readReadConcern(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.80, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
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
      // Expected next field: $db (estimated share 0.81, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    }
    field_29_collectionUUID:  // collectionUUID: uuid
      if (!FieldReaders::readCollectionUUID(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.82, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
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
      // Expected next field: $db (estimated share 0.83, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    }
    field_31_mirrored:  // mirrored: bool
      if (!FieldReaders::readMirrored(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: $db (estimated share 0.84, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_32_apiVersion:  // apiVersion: string
      if (!readApiVersion(cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      // Expected next field: $db (estimated share 0.93, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
      continue;
    field_33_apiStrict:  // apiStrict: bool
      if (!readApiStrict(cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      // Expected next field: $db (estimated share 0.98, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 5) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kString), "$db">(p)) {
        name = p + 1;
        goto field_35_db;
      }
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
      // Expected next field: lsid (estimated share 0.63, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 6) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kObject), "lsid">(p)) {
        name = p + 1;
        goto field_37_lsid;
      }
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
      // Expected next field: lsid (estimated share 0.90, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 6) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kObject), "lsid">(p)) {
        name = p + 1;
        goto field_37_lsid;
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
      // Expected next field: $clusterTime (estimated share 0.34, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 14) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kObject), "$clusterTime">(p)) {
        name = p + 1;
        goto field_45_clusterTime;
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
      // Expected next field: $clusterTime (estimated share 0.43, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 14) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kObject), "$clusterTime">(p)) {
        name = p + 1;
        goto field_45_clusterTime;
      }
      continue;
    field_40_autocommit:  // autocommit: bool
      if (!readAutocommit(cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      // Expected next field: $clusterTime (estimated share 0.45, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 14) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kObject), "$clusterTime">(p)) {
        name = p + 1;
        goto field_45_clusterTime;
      }
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
      // Expected next field: $clusterTime (estimated share 0.49, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 14) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kObject), "$clusterTime">(p)) {
        name = p + 1;
        goto field_45_clusterTime;
      }
      continue;
    field_44_readPreference:  // $readPreference: object
      if (!readDollarReadPreference(cursor, e, p, name, seen0, ctx)) [[unlikely]] return false;
      // Expected next field: $clusterTime (estimated share 0.70, plain test).
      p = cursor.position();
      if (cursor.hasBytes(p, 14) &&
          switchyard::elementHeaderIs<switchyard::typeByte(kObject), "$clusterTime">(p)) {
        name = p + 1;
        goto field_45_clusterTime;
      }
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
