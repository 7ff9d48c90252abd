// FindCommand::parseFrom as generated from idl/find.yaml with: switchyard generate --dispatch compares
// (excerpt of find_gen.cpp; written by scripts/dispatch-examples)

bool FindCommand::parseFrom(switchyard::BsonDocument doc, switchyard::ParseContext& ctx) {
  switchyard::BsonCursor cursor = doc.elements();
  uint64_t seen0 = 0;  // one bit per field, for duplicates and required fields

  {
    switchyard::BsonElement e;  // the command's own: next() takes its address
    // The first element is the command; its value is checked by the namespace rule.
    if (!cursor.next(e, ctx)) [[unlikely]] {
      return ctx.failed() ? false : ctx.failMissing(kCommandName);
    }
    if (e.type() == switchyard::BsonType::kString || e.type() == switchyard::BsonType::kSymbol) [[likely]] {
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
  switchyard::BsonElement e;  // the handlers': next() never takes its address, so it stays in registers
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
      if (cursor.hasBytes(name, 13) && switchyard::nameIs<"$clusterTime">(name)) goto field_45_clusterTime;
      if (cursor.hasBytes(name, 6) && switchyard::nameIs<"limit">(name)) goto field_6_limit;
      if (cursor.hasBytes(name, 5) && switchyard::nameIs<"sort">(name)) goto field_2_sort;
      if (cursor.hasBytes(name, 11) && switchyard::nameIs<"projection">(name)) goto field_1_projection;
      if (cursor.hasBytes(name, 12) && switchyard::nameIs<"singleBatch">(name)) goto field_8_singleBatch;
      if (cursor.hasBytes(name, 12) && switchyard::nameIs<"readConcern">(name)) goto field_27_readConcern;
      if (cursor.hasBytes(name, 13) && switchyard::nameIs<"writeConcern">(name)) goto field_36_writeConcern;
      if (cursor.hasBytes(name, 16) && switchyard::nameIs<"$readPreference">(name)) goto field_44_readPreference;
      if (cursor.hasBytes(name, 10) && switchyard::nameIs<"batchSize">(name)) goto field_7_batchSize;
      if (cursor.hasBytes(name, 10) && switchyard::nameIs<"txnNumber">(name)) goto field_39_txnNumber;
      if (cursor.hasBytes(name, 10) && switchyard::nameIs<"maxTimeMS">(name)) goto field_26_maxTimeMS;
      if (cursor.hasBytes(name, 5) && switchyard::nameIs<"skip">(name)) goto field_5_skip;
      if (cursor.hasBytes(name, 11) && switchyard::nameIs<"apiVersion">(name)) goto field_32_apiVersion;
      if (cursor.hasBytes(name, 5) && switchyard::nameIs<"hint">(name)) goto field_3_hint;
      if (cursor.hasBytes(name, 10) && switchyard::nameIs<"apiStrict">(name)) goto field_33_apiStrict;
      if (cursor.hasBytes(name, 11) && switchyard::nameIs<"autocommit">(name)) goto field_40_autocommit;
      if (cursor.hasBytes(name, 8) && switchyard::nameIs<"comment">(name)) goto field_43_comment;
      if (cursor.hasBytes(name, 10) && switchyard::nameIs<"collation">(name)) goto field_4_collation;
      if (cursor.hasBytes(name, 13) && switchyard::nameIs<"allowDiskUse">(name)) goto field_9_allowDiskUse;
      if (cursor.hasBytes(name, 16) && switchyard::nameIs<"noCursorTimeout">(name)) goto field_17_noCursorTimeout;
      if (cursor.hasBytes(name, 20) && switchyard::nameIs<"allowPartialResults">(name)) goto field_19_allowPartialResults;
      if (cursor.hasBytes(name, 21) && switchyard::nameIs<"apiDeprecationErrors">(name)) goto field_34_apiDeprecationErrors;
      if (cursor.hasBytes(name, 17) && switchyard::nameIs<"startTransaction">(name)) goto field_41_startTransaction;
      if (cursor.hasBytes(name, 4) && switchyard::nameIs<"min">(name)) goto field_10_min;
      if (cursor.hasBytes(name, 4) && switchyard::nameIs<"max">(name)) goto field_11_max;
      if (cursor.hasBytes(name, 10) && switchyard::nameIs<"returnKey">(name)) goto field_12_returnKey;
      if (cursor.hasBytes(name, 13) && switchyard::nameIs<"showRecordId">(name)) goto field_13_showRecordId;
      if (cursor.hasBytes(name, 14) && switchyard::nameIs<"$queryOptions">(name)) goto field_14_queryOptions;
      if (cursor.hasBytes(name, 9) && switchyard::nameIs<"tailable">(name)) goto field_15_tailable;
      if (cursor.hasBytes(name, 12) && switchyard::nameIs<"oplogReplay">(name)) goto field_16_oplogReplay;
      if (cursor.hasBytes(name, 10) && switchyard::nameIs<"awaitData">(name)) goto field_18_awaitData;
      if (cursor.hasBytes(name, 4) && switchyard::nameIs<"let">(name)) goto field_20_let;
      if (cursor.hasBytes(name, 5) && switchyard::nameIs<"term">(name)) goto field_21_term;
      if (cursor.hasBytes(name, 9) && switchyard::nameIs<"readOnce">(name)) goto field_22_readOnce;
      if (cursor.hasBytes(name, 29) && switchyard::nameIs<"allowSpeculativeMajorityRead">(name)) goto field_23_allowSpeculativeMajorityRead;
      if (cursor.hasBytes(name, 21) && switchyard::nameIs<"$_requestResumeToken">(name)) goto field_24_requestResumeToken;
      if (cursor.hasBytes(name, 14) && switchyard::nameIs<"$_resumeAfter">(name)) goto field_25_resumeAfter;
      if (cursor.hasBytes(name, 17) && switchyard::nameIs<"runtimeConstants">(name)) goto field_28_runtimeConstants;
      if (cursor.hasBytes(name, 15) && switchyard::nameIs<"collectionUUID">(name)) goto field_29_collectionUUID;
      if (cursor.hasBytes(name, 22) && switchyard::nameIs<"encryptionInformation">(name)) goto field_30_encryptionInformation;
      if (cursor.hasBytes(name, 9) && switchyard::nameIs<"mirrored">(name)) goto field_31_mirrored;
      if (cursor.hasBytes(name, 19) && switchyard::nameIs<"clientOperationKey">(name)) goto field_38_clientOperationKey;
      if (cursor.hasBytes(name, 7) && switchyard::nameIs<"stmtId">(name)) goto field_42_stmtId;
      if (cursor.hasBytes(name, 7) && switchyard::nameIs<"$audit">(name)) goto field_46_audit;
      if (cursor.hasBytes(name, 8) && switchyard::nameIs<"$client">(name)) goto field_47_client;
      if (cursor.hasBytes(name, 19) && switchyard::nameIs<"$configServerState">(name)) goto field_48_configServerState;
      if (cursor.hasBytes(name, 16) && switchyard::nameIs<"$oplogQueryData">(name)) goto field_49_oplogQueryData;
      if (cursor.hasBytes(name, 10) && switchyard::nameIs<"$replData">(name)) goto field_50_replData;
      if (cursor.hasBytes(name, 16) && switchyard::nameIs<"databaseVersion">(name)) goto field_51_databaseVersion;
      if (cursor.hasBytes(name, 13) && switchyard::nameIs<"shardVersion">(name)) goto field_52_shardVersion;
      if (cursor.hasBytes(name, 12) && switchyard::nameIs<"$configTime">(name)) goto field_53_configTime;
      if (cursor.hasBytes(name, 14) && switchyard::nameIs<"$topologyTime">(name)) goto field_54_topologyTime;
      if (cursor.hasBytes(name, 16) && switchyard::nameIs<"txnRetryCounter">(name)) goto field_55_txnRetryCounter;
      if (cursor.hasBytes(name, 8) && switchyard::nameIs<"$tenant">(name)) goto field_56_tenant;
      if (cursor.hasBytes(name, 13) && switchyard::nameIs<"expectPrefix">(name)) goto field_57_expectPrefix;
      goto unknown;
    }
  unknown: {
    // Not an accepted name (or malformed bytes, which next() reports). Its own element:
    // next() takes its address, which would keep the handlers' `e` in memory across the loop.
    switchyard::BsonElement other;
    if (!cursor.next(other, ctx)) [[unlikely]] return false;
    return ctx.failUnknown(other.name());
  }
  field_0_filter: {  // filter: object_nonempty_serialize
    const uint8_t* const value = name + 7;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 6, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 6, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kObject)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("filter", e.type(), {switchyard::BsonType::kObject});
      }
    }
    if (seen0 & (uint64_t{1} << 0)) [[unlikely]] return ctx.failDuplicate("filter");
    seen0 |= (uint64_t{1} << 0);
    const switchyard::BsonDocument v = e.asDocument();
    filter_ = v;
    // Expected next field: projection (estimated share 0.30, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 12) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kObject), "projection">(p)) {
      name = p + 1;
      goto field_1_projection;
    }
    continue;
  }
  field_1_projection: {  // projection: object_nonempty_serialize
    const uint8_t* const value = name + 11;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 10, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 10, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kObject)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("projection", e.type(), {switchyard::BsonType::kObject});
      }
    }
    if (seen0 & (uint64_t{1} << 1)) [[unlikely]] return ctx.failDuplicate("projection");
    seen0 |= (uint64_t{1} << 1);
    const switchyard::BsonDocument v = e.asDocument();
    projection_ = v;
    // Expected next field: sort (estimated share 0.35, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 6) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kObject), "sort">(p)) {
      name = p + 1;
      goto field_2_sort;
    }
    continue;
  }
  field_2_sort: {  // sort: object_nonempty_serialize
    const uint8_t* const value = name + 5;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 4, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 4, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kObject)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("sort", e.type(), {switchyard::BsonType::kObject});
      }
    }
    if (seen0 & (uint64_t{1} << 2)) [[unlikely]] return ctx.failDuplicate("sort");
    seen0 |= (uint64_t{1} << 2);
    const switchyard::BsonDocument v = e.asDocument();
    sort_ = v;
    // Expected next field: limit (estimated share 0.41, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 7) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kInt32), "limit">(p)) {
      name = p + 1;
      goto field_6_limit;
    }
    continue;
  }
  field_3_hint: {  // hint: any
    const uint8_t* const value = name + 5;
    uint32_t size;
    if (!cursor.sizeValue(p[0], value, size, ctx)) [[unlikely]] return false;
    cursor.advanceTo(value + size);
    e.set(p, 4, value, size);
    if (seen0 & (uint64_t{1} << 3)) [[unlikely]] return ctx.failDuplicate("hint");
    seen0 |= (uint64_t{1} << 3);
    const switchyard::BsonElement v = e;
    hint_ = v;
    // Expected next field: limit (estimated share 0.44, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 7) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kInt32), "limit">(p)) {
      name = p + 1;
      goto field_6_limit;
    }
    continue;
  }
  field_4_collation: {  // collation: object_nonempty_serialize
    const uint8_t* const value = name + 10;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 9, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 9, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kObject)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("collation", e.type(), {switchyard::BsonType::kObject});
      }
    }
    if (seen0 & (uint64_t{1} << 4)) [[unlikely]] return ctx.failDuplicate("collation");
    seen0 |= (uint64_t{1} << 4);
    const switchyard::BsonDocument v = e.asDocument();
    collation_ = v;
    // Expected next field: limit (estimated share 0.45, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 7) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kInt32), "limit">(p)) {
      name = p + 1;
      goto field_6_limit;
    }
    continue;
  }
  field_5_skip: {  // skip: safeInt64
    const uint8_t* const value = name + 5;
    uint32_t size = 4;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kInt32) && switchyard::fixedValueAt(cursor, value, 4)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 4, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 4, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kInt64) && p[0] != switchyard::typeByte(switchyard::BsonType::kInt32) && p[0] != switchyard::typeByte(switchyard::BsonType::kDecimal128) && p[0] != switchyard::typeByte(switchyard::BsonType::kDouble)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("skip", e.type(), {switchyard::BsonType::kInt64, switchyard::BsonType::kInt32, switchyard::BsonType::kDecimal128, switchyard::BsonType::kDouble});
      }
    }
    if (seen0 & (uint64_t{1} << 5)) [[unlikely]] return ctx.failDuplicate("skip");
    seen0 |= (uint64_t{1} << 5);
    std::int64_t v;
    if (!switchyard::exactInt64(e, &v)) [[unlikely]] {
      return switchyard::failSafeInt(ctx, "skip", e, "long");
    }
    if (!(v >= 0)) [[unlikely]] {
      return ctx.failValidator("skip", ">=", "0", v);
    }
    skip_ = v;
    // Expected next field: limit (estimated share 0.50, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 7) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kInt32), "limit">(p)) {
      name = p + 1;
      goto field_6_limit;
    }
    continue;
  }
  field_6_limit: {  // limit: safeInt64
    const uint8_t* const value = name + 6;
    uint32_t size = 4;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kInt32) && switchyard::fixedValueAt(cursor, value, 4)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 5, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 5, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kInt64) && p[0] != switchyard::typeByte(switchyard::BsonType::kInt32) && p[0] != switchyard::typeByte(switchyard::BsonType::kDecimal128) && p[0] != switchyard::typeByte(switchyard::BsonType::kDouble)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("limit", e.type(), {switchyard::BsonType::kInt64, switchyard::BsonType::kInt32, switchyard::BsonType::kDecimal128, switchyard::BsonType::kDouble});
      }
    }
    if (seen0 & (uint64_t{1} << 6)) [[unlikely]] return ctx.failDuplicate("limit");
    seen0 |= (uint64_t{1} << 6);
    std::int64_t v;
    if (!switchyard::exactInt64(e, &v)) [[unlikely]] {
      return switchyard::failSafeInt(ctx, "limit", e, "long");
    }
    if (!(v >= 0)) [[unlikely]] {
      return ctx.failValidator("limit", ">=", "0", v);
    }
    limit_ = v;
    // Expected next field: singleBatch (estimated share 0.24, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 13) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kBool), "singleBatch">(p)) {
      name = p + 1;
      goto field_8_singleBatch;
    }
    continue;
  }
  field_7_batchSize: {  // batchSize: safeInt64
    const uint8_t* const value = name + 10;
    uint32_t size = 4;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kInt32) && switchyard::fixedValueAt(cursor, value, 4)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 9, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 9, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kInt64) && p[0] != switchyard::typeByte(switchyard::BsonType::kInt32) && p[0] != switchyard::typeByte(switchyard::BsonType::kDecimal128) && p[0] != switchyard::typeByte(switchyard::BsonType::kDouble)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("batchSize", e.type(), {switchyard::BsonType::kInt64, switchyard::BsonType::kInt32, switchyard::BsonType::kDecimal128, switchyard::BsonType::kDouble});
      }
    }
    if (seen0 & (uint64_t{1} << 7)) [[unlikely]] return ctx.failDuplicate("batchSize");
    seen0 |= (uint64_t{1} << 7);
    std::int64_t v;
    if (!switchyard::exactInt64(e, &v)) [[unlikely]] {
      return switchyard::failSafeInt(ctx, "batchSize", e, "long");
    }
    if (!(v >= 0)) [[unlikely]] {
      return ctx.failValidator("batchSize", ">=", "0", v);
    }
    batchSize_ = v;
    // Expected next field: singleBatch (estimated share 0.30, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 13) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kBool), "singleBatch">(p)) {
      name = p + 1;
      goto field_8_singleBatch;
    }
    continue;
  }
  field_8_singleBatch: {  // singleBatch: bool
    const uint8_t* const value = name + 12;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 11, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 11, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kBool)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("singleBatch", e.type(), {switchyard::BsonType::kBool});
      }
    }
    if (seen0 & (uint64_t{1} << 8)) [[unlikely]] return ctx.failDuplicate("singleBatch");
    seen0 |= (uint64_t{1} << 8);
    const bool v = e.asBool();
    singleBatch_ = v;
    // Expected next field: $db (estimated share 0.39, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_9_allowDiskUse: {  // allowDiskUse: bool
    const uint8_t* const value = name + 13;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 12, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 12, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kBool)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("allowDiskUse", e.type(), {switchyard::BsonType::kBool});
      }
    }
    if (seen0 & (uint64_t{1} << 9)) [[unlikely]] return ctx.failDuplicate("allowDiskUse");
    seen0 |= (uint64_t{1} << 9);
    const bool v = e.asBool();
    allowDiskUse_ = v;
    // Expected next field: $db (estimated share 0.40, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_10_min: {  // min: object_nonempty_serialize
    const uint8_t* const value = name + 4;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 3, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 3, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kObject)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("min", e.type(), {switchyard::BsonType::kObject});
      }
    }
    if (seen0 & (uint64_t{1} << 10)) [[unlikely]] return ctx.failDuplicate("min");
    seen0 |= (uint64_t{1} << 10);
    const switchyard::BsonDocument v = e.asDocument();
    min_ = v;
    // Expected next field: $db (estimated share 0.40, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_11_max: {  // max: object_nonempty_serialize
    const uint8_t* const value = name + 4;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 3, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 3, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kObject)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("max", e.type(), {switchyard::BsonType::kObject});
      }
    }
    if (seen0 & (uint64_t{1} << 11)) [[unlikely]] return ctx.failDuplicate("max");
    seen0 |= (uint64_t{1} << 11);
    const switchyard::BsonDocument v = e.asDocument();
    max_ = v;
    // Expected next field: $db (estimated share 0.41, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_12_returnKey: {  // returnKey: bool
    const uint8_t* const value = name + 10;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 9, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 9, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kBool)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("returnKey", e.type(), {switchyard::BsonType::kBool});
      }
    }
    if (seen0 & (uint64_t{1} << 12)) [[unlikely]] return ctx.failDuplicate("returnKey");
    seen0 |= (uint64_t{1} << 12);
    const bool v = e.asBool();
    returnKey_ = v;
    // Expected next field: $db (estimated share 0.41, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_13_showRecordId: {  // showRecordId: bool
    const uint8_t* const value = name + 13;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 12, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 12, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kBool)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("showRecordId", e.type(), {switchyard::BsonType::kBool});
      }
    }
    if (seen0 & (uint64_t{1} << 13)) [[unlikely]] return ctx.failDuplicate("showRecordId");
    seen0 |= (uint64_t{1} << 13);
    const bool v = e.asBool();
    showRecordId_ = v;
    // Expected next field: $db (estimated share 0.42, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_14_queryOptions: {  // $queryOptions: object_nonempty_serialize
    const uint8_t* const value = name + 14;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 13, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 13, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kObject)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("$queryOptions", e.type(), {switchyard::BsonType::kObject});
      }
    }
    if (seen0 & (uint64_t{1} << 14)) [[unlikely]] return ctx.failDuplicate("$queryOptions");
    seen0 |= (uint64_t{1} << 14);
    const switchyard::BsonDocument v = e.asDocument();
    unwrappedReadPref_ = v;
    // Expected next field: $db (estimated share 0.42, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_15_tailable: {  // tailable: bool
    const uint8_t* const value = name + 9;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 8, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 8, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kBool)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("tailable", e.type(), {switchyard::BsonType::kBool});
      }
    }
    if (seen0 & (uint64_t{1} << 15)) [[unlikely]] return ctx.failDuplicate("tailable");
    seen0 |= (uint64_t{1} << 15);
    const bool v = e.asBool();
    tailable_ = v;
    // Expected next field: $db (estimated share 0.42, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_16_oplogReplay: {  // oplogReplay: bool
    const uint8_t* const value = name + 12;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 11, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 11, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kBool)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("oplogReplay", e.type(), {switchyard::BsonType::kBool});
      }
    }
    if (seen0 & (uint64_t{1} << 16)) [[unlikely]] return ctx.failDuplicate("oplogReplay");
    seen0 |= (uint64_t{1} << 16);
    const bool v = e.asBool();
    oplogReplay_ = v;
    // Expected next field: $db (estimated share 0.43, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_17_noCursorTimeout: {  // noCursorTimeout: bool
    const uint8_t* const value = name + 16;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 15, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 15, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kBool)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("noCursorTimeout", e.type(), {switchyard::BsonType::kBool});
      }
    }
    if (seen0 & (uint64_t{1} << 17)) [[unlikely]] return ctx.failDuplicate("noCursorTimeout");
    seen0 |= (uint64_t{1} << 17);
    const bool v = e.asBool();
    noCursorTimeout_ = v;
    // Expected next field: $db (estimated share 0.44, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_18_awaitData: {  // awaitData: bool
    const uint8_t* const value = name + 10;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 9, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 9, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kBool)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("awaitData", e.type(), {switchyard::BsonType::kBool});
      }
    }
    if (seen0 & (uint64_t{1} << 18)) [[unlikely]] return ctx.failDuplicate("awaitData");
    seen0 |= (uint64_t{1} << 18);
    const bool v = e.asBool();
    awaitData_ = v;
    // Expected next field: $db (estimated share 0.44, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_19_allowPartialResults: {  // allowPartialResults: bool
    const uint8_t* const value = name + 20;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 19, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 19, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kBool)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("allowPartialResults", e.type(), {switchyard::BsonType::kBool});
      }
    }
    if (seen0 & (uint64_t{1} << 19)) [[unlikely]] return ctx.failDuplicate("allowPartialResults");
    seen0 |= (uint64_t{1} << 19);
    const bool v = e.asBool();
    allowPartialResults_ = v;
    // Expected next field: $db (estimated share 0.45, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_20_let: {  // let: object
    const uint8_t* const value = name + 4;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 3, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 3, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kObject)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("let", e.type(), {switchyard::BsonType::kObject});
      }
    }
    if (seen0 & (uint64_t{1} << 20)) [[unlikely]] return ctx.failDuplicate("let");
    seen0 |= (uint64_t{1} << 20);
    const switchyard::BsonDocument v = e.asDocument();
    let_ = v;
    // Expected next field: $db (estimated share 0.46, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_21_term: {  // term: safeInt64
    const uint8_t* const value = name + 5;
    uint32_t size = 4;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kInt32) && switchyard::fixedValueAt(cursor, value, 4)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 4, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 4, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kInt64) && p[0] != switchyard::typeByte(switchyard::BsonType::kInt32) && p[0] != switchyard::typeByte(switchyard::BsonType::kDecimal128) && p[0] != switchyard::typeByte(switchyard::BsonType::kDouble)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("term", e.type(), {switchyard::BsonType::kInt64, switchyard::BsonType::kInt32, switchyard::BsonType::kDecimal128, switchyard::BsonType::kDouble});
      }
    }
    if (seen0 & (uint64_t{1} << 21)) [[unlikely]] return ctx.failDuplicate("term");
    seen0 |= (uint64_t{1} << 21);
    std::int64_t v;
    if (!switchyard::exactInt64(e, &v)) [[unlikely]] {
      return switchyard::failSafeInt(ctx, "term", e, "long");
    }
    term_ = v;
    // Expected next field: $db (estimated share 0.46, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_22_readOnce: {  // readOnce: bool
    const uint8_t* const value = name + 9;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 8, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 8, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kBool)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("readOnce", e.type(), {switchyard::BsonType::kBool});
      }
    }
    if (seen0 & (uint64_t{1} << 22)) [[unlikely]] return ctx.failDuplicate("readOnce");
    seen0 |= (uint64_t{1} << 22);
    const bool v = e.asBool();
    readOnce_ = v;
    // Expected next field: $db (estimated share 0.46, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_23_allowSpeculativeMajorityRead: {  // allowSpeculativeMajorityRead: bool
    const uint8_t* const value = name + 29;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 28, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 28, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kBool)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("allowSpeculativeMajorityRead", e.type(), {switchyard::BsonType::kBool});
      }
    }
    if (seen0 & (uint64_t{1} << 23)) [[unlikely]] return ctx.failDuplicate("allowSpeculativeMajorityRead");
    seen0 |= (uint64_t{1} << 23);
    const bool v = e.asBool();
    allowSpeculativeMajorityRead_ = v;
    // Expected next field: $db (estimated share 0.47, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_24_requestResumeToken: {  // $_requestResumeToken: bool
    const uint8_t* const value = name + 21;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 20, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 20, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kBool)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("$_requestResumeToken", e.type(), {switchyard::BsonType::kBool});
      }
    }
    if (seen0 & (uint64_t{1} << 24)) [[unlikely]] return ctx.failDuplicate("$_requestResumeToken");
    seen0 |= (uint64_t{1} << 24);
    const bool v = e.asBool();
    requestResumeToken_ = v;
    // Expected next field: $db (estimated share 0.47, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_25_resumeAfter: {  // $_resumeAfter: object_nonempty_serialize
    const uint8_t* const value = name + 14;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 13, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 13, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kObject)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("$_resumeAfter", e.type(), {switchyard::BsonType::kObject});
      }
    }
    if (seen0 & (uint64_t{1} << 25)) [[unlikely]] return ctx.failDuplicate("$_resumeAfter");
    seen0 |= (uint64_t{1} << 25);
    const switchyard::BsonDocument v = e.asDocument();
    resumeAfter_ = v;
    // Expected next field: $db (estimated share 0.48, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_26_maxTimeMS: {  // maxTimeMS: safeInt
    const uint8_t* const value = name + 10;
    uint32_t size = 4;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kInt32) && switchyard::fixedValueAt(cursor, value, 4)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 9, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 9, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kInt64) && p[0] != switchyard::typeByte(switchyard::BsonType::kInt32) && p[0] != switchyard::typeByte(switchyard::BsonType::kDecimal128) && p[0] != switchyard::typeByte(switchyard::BsonType::kDouble)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("maxTimeMS", e.type(), {switchyard::BsonType::kInt64, switchyard::BsonType::kInt32, switchyard::BsonType::kDecimal128, switchyard::BsonType::kDouble});
      }
    }
    if (seen0 & (uint64_t{1} << 26)) [[unlikely]] return ctx.failDuplicate("maxTimeMS");
    seen0 |= (uint64_t{1} << 26);
    std::int32_t v;
    if (!switchyard::exactInt32(e, &v)) [[unlikely]] {
      return switchyard::failSafeInt(ctx, "maxTimeMS", e, "int");
    }
    if (!(v >= 0)) [[unlikely]] {
      return ctx.failValidator("maxTimeMS", ">=", "0", static_cast<std::int64_t>(v));
    }
    maxTimeMS_ = v;
    // Expected next field: $db (estimated share 0.56, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_27_readConcern: {  // readConcern: object
    const uint8_t* const value = name + 12;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 11, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 11, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kObject)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("readConcern", e.type(), {switchyard::BsonType::kObject});
      }
    }
    if (seen0 & (uint64_t{1} << 27)) [[unlikely]] return ctx.failDuplicate("readConcern");
    seen0 |= (uint64_t{1} << 27);
    const switchyard::BsonDocument v = e.asDocument();
    readConcern_ = v;
    // Expected next field: $db (estimated share 0.80, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_28_runtimeConstants: {  // runtimeConstants: LegacyRuntimeConstants
    const uint8_t* const value = name + 17;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 16, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 16, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kObject)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("runtimeConstants", e.type(), {switchyard::BsonType::kObject});
      }
    }
    if (seen0 & (uint64_t{1} << 28)) [[unlikely]] return ctx.failDuplicate("runtimeConstants");
    seen0 |= (uint64_t{1} << 28);
    if (auto& nested = legacyRuntimeConstants_.emplace(); !nested.parseInOrder(e.value() + 4, e.value() + e.valueSize() - 1, ctx.maxDepth() + 1 - ctx.pathSize())) [[unlikely]] {
      // Reset in place (assigning a fresh temporary would copy its unset Slots).
      std::destroy_at(&nested);
      std::construct_at(&nested);
      if (!ctx.enter("runtimeConstants", e.value())) [[unlikely]] return false;
      if (!nested.parseFrom(e.asDocument(), ctx)) [[unlikely]] return false;
      ctx.leave();
    }
    // Expected next field: $db (estimated share 0.81, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_29_collectionUUID: {  // collectionUUID: uuid
    const uint8_t* const value = name + 15;
    uint32_t size = switchyard::kUuidValueSize;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBinData) && switchyard::uuidValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 14, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 14, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kBinData)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("collectionUUID", e.type(), {switchyard::BsonType::kBinData});
      }
    }
    if (seen0 & (uint64_t{1} << 29)) [[unlikely]] return ctx.failDuplicate("collectionUUID");
    seen0 |= (uint64_t{1} << 29);
    switchyard::Uuid v;
    if (!switchyard::readUuid(e, "collectionUUID", ctx, &v)) [[unlikely]] return false;
    collectionUUID_ = v;
    // Expected next field: $db (estimated share 0.82, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_30_encryptionInformation: {  // encryptionInformation: EncryptionInformation
    const uint8_t* const value = name + 22;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 21, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 21, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kObject)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("encryptionInformation", e.type(), {switchyard::BsonType::kObject});
      }
    }
    if (seen0 & (uint64_t{1} << 30)) [[unlikely]] return ctx.failDuplicate("encryptionInformation");
    seen0 |= (uint64_t{1} << 30);
    if (auto& nested = encryptionInformation_.emplace(); !nested.parseInOrder(e.value() + 4, e.value() + e.valueSize() - 1, ctx.maxDepth() + 1 - ctx.pathSize())) [[unlikely]] {
      // Reset in place (assigning a fresh temporary would copy its unset Slots).
      std::destroy_at(&nested);
      std::construct_at(&nested);
      if (!ctx.enter("encryptionInformation", e.value())) [[unlikely]] return false;
      if (!nested.parseFrom(e.asDocument(), ctx)) [[unlikely]] return false;
      ctx.leave();
    }
    // Expected next field: $db (estimated share 0.83, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_31_mirrored: {  // mirrored: bool
    const uint8_t* const value = name + 9;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 8, value, size);
    } else {
      if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
      cursor.advanceTo(value + size);
      e.set(p, 8, value, size);
      if (p[0] != switchyard::typeByte(switchyard::BsonType::kBool)) [[unlikely]] {
        if (e.isNullish()) continue;
        return ctx.failTypeMismatch("mirrored", e.type(), {switchyard::BsonType::kBool});
      }
    }
    if (seen0 & (uint64_t{1} << 31)) [[unlikely]] return ctx.failDuplicate("mirrored");
    seen0 |= (uint64_t{1} << 31);
    const bool v = e.asBool();
    mirrored_ = v;
    // Expected next field: $db (estimated share 0.84, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_32_apiVersion: {  // apiVersion: string
    const uint8_t* const value = name + 11;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kString) && switchyard::stringValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 10, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameApiVersion(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 10, value, size);
    }
    if (seen0 & (uint64_t{1} << 32)) [[unlikely]] return ctx.failDuplicate("apiVersion");
    seen0 |= (uint64_t{1} << 32);
    const std::string_view v = e.asString();
    apiVersion_ = v;
    // Expected next field: $db (estimated share 0.93, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_33_apiStrict: {  // apiStrict: bool
    const uint8_t* const value = name + 10;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 9, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameApiStrict(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 9, value, size);
    }
    if (seen0 & (uint64_t{1} << 33)) [[unlikely]] return ctx.failDuplicate("apiStrict");
    seen0 |= (uint64_t{1} << 33);
    const bool v = e.asBool();
    apiStrict_ = v;
    // Expected next field: $db (estimated share 0.98, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_34_apiDeprecationErrors: {  // apiDeprecationErrors: bool
    const uint8_t* const value = name + 21;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 20, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameApiDeprecationErrors(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 20, value, size);
    }
    if (seen0 & (uint64_t{1} << 34)) [[unlikely]] return ctx.failDuplicate("apiDeprecationErrors");
    seen0 |= (uint64_t{1} << 34);
    const bool v = e.asBool();
    apiDeprecationErrors_ = v;
    // Expected next field: $db (estimated share 1.00, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 5) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kString), "$db">(p)) {
      name = p + 1;
      goto field_35_db;
    }
    continue;
  }
  field_35_db: {  // $db: string
    const uint8_t* const value = name + 4;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kString) && switchyard::stringValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 3, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameDbName(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 3, value, size);
    }
    if (seen0 & (uint64_t{1} << 35)) [[unlikely]] return ctx.failDuplicate("$db");
    seen0 |= (uint64_t{1} << 35);
    const std::string_view v = e.asString();
    dbName_ = v;
    // Expected next field: lsid (estimated share 0.63, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 6) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kObject), "lsid">(p)) {
      name = p + 1;
      goto field_37_lsid;
    }
    continue;
  }
  field_36_writeConcern: {  // writeConcern: WriteConcernOptions
    const uint8_t* const value = name + 13;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 12, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameWriteConcern(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 12, value, size);
    }
    if (seen0 & (uint64_t{1} << 36)) [[unlikely]] return ctx.failDuplicate("writeConcern");
    seen0 |= (uint64_t{1} << 36);
    if (auto& nested = writeConcern_.emplace(); !nested.parseInOrder(e.value() + 4, e.value() + e.valueSize() - 1, ctx.maxDepth() + 1 - ctx.pathSize())) [[unlikely]] {
      // Reset and parsed under ctx.enter: generic_arguments_gen.h, declared once.
      if (!generic_arguments::parseWriteConcern(nested, e.value(), e.valueSize(), ctx)) [[unlikely]] return false;
    }
    // Expected next field: lsid (estimated share 0.90, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 6) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kObject), "lsid">(p)) {
      name = p + 1;
      goto field_37_lsid;
    }
    continue;
  }
  field_37_lsid: {  // lsid: LogicalSessionFromClient
    const uint8_t* const value = name + 5;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 4, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameLsid(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 4, value, size);
    }
    if (seen0 & (uint64_t{1} << 37)) [[unlikely]] return ctx.failDuplicate("lsid");
    seen0 |= (uint64_t{1} << 37);
    if (auto& nested = lsid_.emplace(); !nested.parseInOrder(e.value() + 4, e.value() + e.valueSize() - 1, ctx.maxDepth() + 1 - ctx.pathSize())) [[unlikely]] {
      // Reset and parsed under ctx.enter: generic_arguments_gen.h, declared once.
      if (!generic_arguments::parseLsid(nested, e.value(), e.valueSize(), ctx)) [[unlikely]] return false;
    }
    // Expected next field: $clusterTime (estimated share 0.34, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 14) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kObject), "$clusterTime">(p)) {
      name = p + 1;
      goto field_45_clusterTime;
    }
    continue;
  }
  field_38_clientOperationKey: {  // clientOperationKey: uuid
    const uint8_t* const value = name + 19;
    uint32_t size = switchyard::kUuidValueSize;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBinData) && switchyard::uuidValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 18, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameClientOperationKey(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 18, value, size);
    }
    if (seen0 & (uint64_t{1} << 38)) [[unlikely]] return ctx.failDuplicate("clientOperationKey");
    seen0 |= (uint64_t{1} << 38);
    switchyard::Uuid v;
    if (!switchyard::readUuid(e, "clientOperationKey", ctx, &v)) [[unlikely]] return false;
    clientOperationKey_ = v;
    // Expected next field: $clusterTime (estimated share 0.34, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 14) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kObject), "$clusterTime">(p)) {
      name = p + 1;
      goto field_45_clusterTime;
    }
    continue;
  }
  field_39_txnNumber: {  // txnNumber: long
    const uint8_t* const value = name + 10;
    uint32_t size = 8;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kInt64) && switchyard::fixedValueAt(cursor, value, 8)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 9, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameTxnNumber(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 9, value, size);
    }
    if (seen0 & (uint64_t{1} << 39)) [[unlikely]] return ctx.failDuplicate("txnNumber");
    seen0 |= (uint64_t{1} << 39);
    const std::int64_t v = e.asInt64();
    txnNumber_ = v;
    // Expected next field: $clusterTime (estimated share 0.43, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 14) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kObject), "$clusterTime">(p)) {
      name = p + 1;
      goto field_45_clusterTime;
    }
    continue;
  }
  field_40_autocommit: {  // autocommit: bool
    const uint8_t* const value = name + 11;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 10, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameAutocommit(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 10, value, size);
    }
    if (seen0 & (uint64_t{1} << 40)) [[unlikely]] return ctx.failDuplicate("autocommit");
    seen0 |= (uint64_t{1} << 40);
    const bool v = e.asBool();
    autocommit_ = v;
    // Expected next field: $clusterTime (estimated share 0.45, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 14) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kObject), "$clusterTime">(p)) {
      name = p + 1;
      goto field_45_clusterTime;
    }
    continue;
  }
  field_41_startTransaction: {  // startTransaction: bool
    const uint8_t* const value = name + 17;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 16, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameStartTransaction(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 16, value, size);
    }
    if (seen0 & (uint64_t{1} << 41)) [[unlikely]] return ctx.failDuplicate("startTransaction");
    seen0 |= (uint64_t{1} << 41);
    const bool v = e.asBool();
    startTransaction_ = v;
    // Expected next field: $clusterTime (estimated share 0.46, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 14) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kObject), "$clusterTime">(p)) {
      name = p + 1;
      goto field_45_clusterTime;
    }
    continue;
  }
  field_42_stmtId: {  // stmtId: int
    const uint8_t* const value = name + 7;
    uint32_t size = 4;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kInt32) && switchyard::fixedValueAt(cursor, value, 4)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 6, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameStmtId(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 6, value, size);
    }
    if (seen0 & (uint64_t{1} << 42)) [[unlikely]] return ctx.failDuplicate("stmtId");
    seen0 |= (uint64_t{1} << 42);
    const std::int32_t v = e.asInt32();
    stmtId_ = v;
    // Expected next field: $clusterTime (estimated share 0.47, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 14) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kObject), "$clusterTime">(p)) {
      name = p + 1;
      goto field_45_clusterTime;
    }
    continue;
  }
  field_43_comment: {  // comment: any
    const uint8_t* const value = name + 8;
    uint32_t size;
    if (!cursor.sizeValue(p[0], value, size, ctx)) [[unlikely]] return false;
    cursor.advanceTo(value + size);
    e.set(p, 7, value, size);
    if (seen0 & (uint64_t{1} << 43)) [[unlikely]] return ctx.failDuplicate("comment");
    seen0 |= (uint64_t{1} << 43);
    const switchyard::BsonElement v = e;
    comment_ = v;
    // Expected next field: $clusterTime (estimated share 0.49, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 14) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kObject), "$clusterTime">(p)) {
      name = p + 1;
      goto field_45_clusterTime;
    }
    continue;
  }
  field_44_readPreference: {  // $readPreference: object
    const uint8_t* const value = name + 16;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 15, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameDollarReadPreference(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 15, value, size);
    }
    if (seen0 & (uint64_t{1} << 44)) [[unlikely]] return ctx.failDuplicate("$readPreference");
    seen0 |= (uint64_t{1} << 44);
    const switchyard::BsonDocument v = e.asDocument();
    dollarReadPreference_ = v;
    // Expected next field: $clusterTime (estimated share 0.70, plain test).
    p = cursor.position();
    if (cursor.hasBytes(p, 14) && switchyard::elementHeaderIs<static_cast<uint8_t>(switchyard::BsonType::kObject), "$clusterTime">(p)) {
      name = p + 1;
      goto field_45_clusterTime;
    }
    continue;
  }
  field_45_clusterTime: {  // $clusterTime: ClusterTime
    const uint8_t* const value = name + 13;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 12, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameDollarClusterTime(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 12, value, size);
    }
    if (seen0 & (uint64_t{1} << 45)) [[unlikely]] return ctx.failDuplicate("$clusterTime");
    seen0 |= (uint64_t{1} << 45);
    if (auto& nested = dollarClusterTime_.emplace(); !nested.parseInOrder(e.value() + 4, e.value() + e.valueSize() - 1, ctx.maxDepth() + 1 - ctx.pathSize())) [[unlikely]] {
      // Reset and parsed under ctx.enter: generic_arguments_gen.h, declared once.
      if (!generic_arguments::parseDollarClusterTime(nested, e.value(), e.valueSize(), ctx)) [[unlikely]] return false;
    }
    continue;
  }
  field_46_audit: {  // $audit: object
    const uint8_t* const value = name + 7;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 6, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameDollarAudit(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 6, value, size);
    }
    if (seen0 & (uint64_t{1} << 46)) [[unlikely]] return ctx.failDuplicate("$audit");
    seen0 |= (uint64_t{1} << 46);
    const switchyard::BsonDocument v = e.asDocument();
    dollarAudit_ = v;
    continue;
  }
  field_47_client: {  // $client: object
    const uint8_t* const value = name + 8;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 7, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameDollarClient(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 7, value, size);
    }
    if (seen0 & (uint64_t{1} << 47)) [[unlikely]] return ctx.failDuplicate("$client");
    seen0 |= (uint64_t{1} << 47);
    const switchyard::BsonDocument v = e.asDocument();
    dollarClient_ = v;
    continue;
  }
  field_48_configServerState: {  // $configServerState: object
    const uint8_t* const value = name + 19;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 18, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameDollarConfigServerState(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 18, value, size);
    }
    if (seen0 & (uint64_t{1} << 48)) [[unlikely]] return ctx.failDuplicate("$configServerState");
    seen0 |= (uint64_t{1} << 48);
    const switchyard::BsonDocument v = e.asDocument();
    dollarConfigServerState_ = v;
    continue;
  }
  field_49_oplogQueryData: {  // $oplogQueryData: object
    const uint8_t* const value = name + 16;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 15, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameDollarOplogQueryData(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 15, value, size);
    }
    if (seen0 & (uint64_t{1} << 49)) [[unlikely]] return ctx.failDuplicate("$oplogQueryData");
    seen0 |= (uint64_t{1} << 49);
    const switchyard::BsonDocument v = e.asDocument();
    dollarOplogQueryData_ = v;
    continue;
  }
  field_50_replData: {  // $replData: object
    const uint8_t* const value = name + 10;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 9, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameDollarReplData(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 9, value, size);
    }
    if (seen0 & (uint64_t{1} << 50)) [[unlikely]] return ctx.failDuplicate("$replData");
    seen0 |= (uint64_t{1} << 50);
    const switchyard::BsonDocument v = e.asDocument();
    dollarReplData_ = v;
    continue;
  }
  field_51_databaseVersion: {  // databaseVersion: object
    const uint8_t* const value = name + 16;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 15, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameDatabaseVersion(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 15, value, size);
    }
    if (seen0 & (uint64_t{1} << 51)) [[unlikely]] return ctx.failDuplicate("databaseVersion");
    seen0 |= (uint64_t{1} << 51);
    const switchyard::BsonDocument v = e.asDocument();
    databaseVersion_ = v;
    continue;
  }
  field_52_shardVersion: {  // shardVersion: object
    const uint8_t* const value = name + 13;
    uint32_t size;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObject) && switchyard::documentValueAt(cursor, value, size)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 12, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameShardVersion(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 12, value, size);
    }
    if (seen0 & (uint64_t{1} << 52)) [[unlikely]] return ctx.failDuplicate("shardVersion");
    seen0 |= (uint64_t{1} << 52);
    const switchyard::BsonDocument v = e.asDocument();
    shardVersion_ = v;
    continue;
  }
  field_53_configTime: {  // $configTime: timestamp
    const uint8_t* const value = name + 12;
    uint32_t size = 8;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kTimestamp) && switchyard::fixedValueAt(cursor, value, 8)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 11, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameDollarConfigTime(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 11, value, size);
    }
    if (seen0 & (uint64_t{1} << 53)) [[unlikely]] return ctx.failDuplicate("$configTime");
    seen0 |= (uint64_t{1} << 53);
    const switchyard::Timestamp v = e.asTimestamp();
    dollarConfigTime_ = v;
    continue;
  }
  field_54_topologyTime: {  // $topologyTime: timestamp
    const uint8_t* const value = name + 14;
    uint32_t size = 8;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kTimestamp) && switchyard::fixedValueAt(cursor, value, 8)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 13, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameDollarTopologyTime(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 13, value, size);
    }
    if (seen0 & (uint64_t{1} << 54)) [[unlikely]] return ctx.failDuplicate("$topologyTime");
    seen0 |= (uint64_t{1} << 54);
    const switchyard::Timestamp v = e.asTimestamp();
    dollarTopologyTime_ = v;
    continue;
  }
  field_55_txnRetryCounter: {  // txnRetryCounter: int
    const uint8_t* const value = name + 16;
    uint32_t size = 4;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kInt32) && switchyard::fixedValueAt(cursor, value, 4)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 15, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameTxnRetryCounter(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 15, value, size);
    }
    if (seen0 & (uint64_t{1} << 55)) [[unlikely]] return ctx.failDuplicate("txnRetryCounter");
    seen0 |= (uint64_t{1} << 55);
    const std::int32_t v = e.asInt32();
    txnRetryCounter_ = v;
    continue;
  }
  field_56_tenant: {  // $tenant: objectid
    const uint8_t* const value = name + 8;
    uint32_t size = 12;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kObjectId) && switchyard::fixedValueAt(cursor, value, 12)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 7, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameDollarTenant(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 7, value, size);
    }
    if (seen0 & (uint64_t{1} << 56)) [[unlikely]] return ctx.failDuplicate("$tenant");
    seen0 |= (uint64_t{1} << 56);
    const switchyard::ObjectId v = e.asObjectId();
    dollarTenant_ = v;
    continue;
  }
  field_57_expectPrefix: {  // expectPrefix: bool
    const uint8_t* const value = name + 13;
    uint32_t size = 1;
    if (p[0] == switchyard::typeByte(switchyard::BsonType::kBool) && switchyard::boolValueAt(cursor, value)) [[likely]] {
      cursor.advanceTo(value + size);
      e.set(p, 12, value, size);
    } else {
      // Another type, or framing by the cursor: generic_arguments_gen.h, declared once.
      const int64_t framed = generic_arguments::frameExpectPrefix(cursor, p, ctx);
      if (framed < 0) [[unlikely]] {
        if (framed == generic_arguments::kFailed) return false;
        cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
        continue;
      }
      size = static_cast<uint32_t>(framed);
      cursor.advanceTo(value + size);
      e.set(p, 12, value, size);
    }
    if (seen0 & (uint64_t{1} << 57)) [[unlikely]] return ctx.failDuplicate("expectPrefix");
    seen0 |= (uint64_t{1} << 57);
    const bool v = e.asBool();
    expectPrefix_ = v;
    continue;
  }
  }

  // Required fields: one mask compare, then the first missing one in declaration order.
  if ((seen0 & 0x800000000ull) != 0x800000000ull) [[unlikely]] {
    if ((seen0 & (uint64_t{1} << 35)) == 0) return ctx.failMissing("$db");
  }
  present0_ = seen0;  // the fields set, as getters and serializers see them
  return true;
}
