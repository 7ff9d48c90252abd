// FindCommand::parseFrom as generated from idl/find.yaml with: switchyard generate --dispatch chain
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
      if (fieldName == std::string_view("allowPartialResults", 19)) goto field_19_allowPartialResults;
      if (fieldName == std::string_view("let", 3)) goto field_20_let;
      if (fieldName == std::string_view("term", 4)) goto field_21_term;
      if (fieldName == std::string_view("readOnce", 8)) goto field_22_readOnce;
      if (fieldName == std::string_view("allowSpeculativeMajorityRead", 28)) goto field_23_allowSpeculativeMajorityRead;
      if (fieldName == std::string_view("$_requestResumeToken", 20)) goto field_24_requestResumeToken;
      if (fieldName == std::string_view("$_resumeAfter", 13)) goto field_25_resumeAfter;
      if (fieldName == std::string_view("maxTimeMS", 9)) goto field_26_maxTimeMS;
      if (fieldName == std::string_view("readConcern", 11)) goto field_27_readConcern;
      if (fieldName == std::string_view("runtimeConstants", 16)) goto field_28_runtimeConstants;
      if (fieldName == std::string_view("collectionUUID", 14)) goto field_29_collectionUUID;
      if (fieldName == std::string_view("encryptionInformation", 21)) goto field_30_encryptionInformation;
      if (fieldName == std::string_view("mirrored", 8)) goto field_31_mirrored;
      if (fieldName == std::string_view("apiVersion", 10)) goto field_32_apiVersion;
      if (fieldName == std::string_view("apiStrict", 9)) goto field_33_apiStrict;
      if (fieldName == std::string_view("apiDeprecationErrors", 20)) goto field_34_apiDeprecationErrors;
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
