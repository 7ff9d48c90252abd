// FindCommand::parseFrom as generated from idl/find.yaml with: switchyard generate --dispatch hash
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
      static_assert(switchyard::nameHash<"hint">(kSeed, kBits, kPrefix) == 0);
      static_assert(switchyard::nameHash<"encryptionInformation">(kSeed, kBits, kPrefix) == 9);
      static_assert(switchyard::nameHash<"$client">(kSeed, kBits, kPrefix) == 10);
      static_assert(switchyard::nameHash<"$queryOptions">(kSeed, kBits, kPrefix) == 15);
      static_assert(switchyard::nameHash<"databaseVersion">(kSeed, kBits, kPrefix) == 17);
      static_assert(switchyard::nameHash<"startTransaction">(kSeed, kBits, kPrefix) == 20);
      static_assert(switchyard::nameHash<"$topologyTime">(kSeed, kBits, kPrefix) == 24);
      static_assert(switchyard::nameHash<"allowDiskUse">(kSeed, kBits, kPrefix) == 32);
      static_assert(switchyard::nameHash<"allowPartialResults">(kSeed, kBits, kPrefix) == 32);
      static_assert(switchyard::nameHash<"allowSpeculativeMajorityRead">(kSeed, kBits, kPrefix) == 32);
      static_assert(switchyard::nameHash<"min">(kSeed, kBits, kPrefix) == 34);
      static_assert(switchyard::nameHash<"projection">(kSeed, kBits, kPrefix) == 41);
      static_assert(switchyard::nameHash<"autocommit">(kSeed, kBits, kPrefix) == 45);
      static_assert(switchyard::nameHash<"apiVersion">(kSeed, kBits, kPrefix) == 53);
      static_assert(switchyard::nameHash<"oplogReplay">(kSeed, kBits, kPrefix) == 59);
      static_assert(switchyard::nameHash<"txnNumber">(kSeed, kBits, kPrefix) == 67);
      static_assert(switchyard::nameHash<"$audit">(kSeed, kBits, kPrefix) == 71);
      static_assert(switchyard::nameHash<"max">(kSeed, kBits, kPrefix) == 77);
      static_assert(switchyard::nameHash<"awaitData">(kSeed, kBits, kPrefix) == 82);
      static_assert(switchyard::nameHash<"singleBatch">(kSeed, kBits, kPrefix) == 84);
      static_assert(switchyard::nameHash<"returnKey">(kSeed, kBits, kPrefix) == 96);
      static_assert(switchyard::nameHash<"tailable">(kSeed, kBits, kPrefix) == 98);
      static_assert(switchyard::nameHash<"batchSize">(kSeed, kBits, kPrefix) == 103);
      static_assert(switchyard::nameHash<"stmtId">(kSeed, kBits, kPrefix) == 109);
      static_assert(switchyard::nameHash<"let">(kSeed, kBits, kPrefix) == 111);
      static_assert(switchyard::nameHash<"$_requestResumeToken">(kSeed, kBits, kPrefix) == 114);
      static_assert(switchyard::nameHash<"$_resumeAfter">(kSeed, kBits, kPrefix) == 114);
      static_assert(switchyard::nameHash<"$configServerState">(kSeed, kBits, kPrefix) == 121);
      static_assert(switchyard::nameHash<"$configTime">(kSeed, kBits, kPrefix) == 121);
      static_assert(switchyard::nameHash<"apiStrict">(kSeed, kBits, kPrefix) == 122);
      static_assert(switchyard::nameHash<"comment">(kSeed, kBits, kPrefix) == 137);
      static_assert(switchyard::nameHash<"runtimeConstants">(kSeed, kBits, kPrefix) == 147);
      static_assert(switchyard::nameHash<"skip">(kSeed, kBits, kPrefix) == 148);
      static_assert(switchyard::nameHash<"sort">(kSeed, kBits, kPrefix) == 149);
      static_assert(switchyard::nameHash<"filter">(kSeed, kBits, kPrefix) == 152);
      static_assert(switchyard::nameHash<"clientOperationKey">(kSeed, kBits, kPrefix) == 160);
      static_assert(switchyard::nameHash<"$replData">(kSeed, kBits, kPrefix) == 161);
      static_assert(switchyard::nameHash<"noCursorTimeout">(kSeed, kBits, kPrefix) == 162);
      static_assert(switchyard::nameHash<"readConcern">(kSeed, kBits, kPrefix) == 167);
      static_assert(switchyard::nameHash<"readOnce">(kSeed, kBits, kPrefix) == 167);
      static_assert(switchyard::nameHash<"term">(kSeed, kBits, kPrefix) == 168);
      static_assert(switchyard::nameHash<"collation">(kSeed, kBits, kPrefix) == 170);
      static_assert(switchyard::nameHash<"collectionUUID">(kSeed, kBits, kPrefix) == 170);
      static_assert(switchyard::nameHash<"$tenant">(kSeed, kBits, kPrefix) == 171);
      static_assert(switchyard::nameHash<"writeConcern">(kSeed, kBits, kPrefix) == 177);
      static_assert(switchyard::nameHash<"mirrored">(kSeed, kBits, kPrefix) == 187);
      static_assert(switchyard::nameHash<"maxTimeMS">(kSeed, kBits, kPrefix) == 193);
      static_assert(switchyard::nameHash<"$oplogQueryData">(kSeed, kBits, kPrefix) == 197);
      static_assert(switchyard::nameHash<"$db">(kSeed, kBits, kPrefix) == 204);
      static_assert(switchyard::nameHash<"apiDeprecationErrors">(kSeed, kBits, kPrefix) == 211);
      static_assert(switchyard::nameHash<"lsid">(kSeed, kBits, kPrefix) == 230);
      static_assert(switchyard::nameHash<"txnRetryCounter">(kSeed, kBits, kPrefix) == 231);
      static_assert(switchyard::nameHash<"showRecordId">(kSeed, kBits, kPrefix) == 236);
      static_assert(switchyard::nameHash<"shardVersion">(kSeed, kBits, kPrefix) == 237);
      static_assert(switchyard::nameHash<"$clusterTime">(kSeed, kBits, kPrefix) == 246);
      static_assert(switchyard::nameHash<"$readPreference">(kSeed, kBits, kPrefix) == 250);
      static_assert(switchyard::nameHash<"expectPrefix">(kSeed, kBits, kPrefix) == 253);
      static_assert(switchyard::nameHash<"limit">(kSeed, kBits, kPrefix) == 255);
      if (cursor.hasBytes(name, 8)) [[likely]] {
        word = switchyard::loadLE<uint64_t>(name);
      } else if (!switchyard::nameWordBefore(name, cursor.end(), word)) {
        // Fewer than 8 bytes before the document's end and no NUL among them.
        goto unknown;
      }
    dispatch_raw:  // a missed prediction enters here with the 8 raw bytes
      word = switchyard::dispatchEntryWord(word);
      switch (switchyard::hashNameWord(word, kSeed, kBits, kPrefix)) {
        case switchyard::nameHash<"hint">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"hint">(word)) goto field_3_hint;
          goto unknown;
        case switchyard::nameHash<"encryptionInformation">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"encryptionInformation">(word) && cursor.hasBytes(name, 22) && switchyard::nameRestIs<"encryptionInformation">(name)) goto field_30_encryptionInformation;
          goto unknown;
        case switchyard::nameHash<"$client">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"$client">(word)) goto field_47_client;
          goto unknown;
        case switchyard::nameHash<"$queryOptions">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"$queryOptions">(word) && cursor.hasBytes(name, 14) && switchyard::nameRestIs<"$queryOptions">(name)) goto field_14_queryOptions;
          goto unknown;
        case switchyard::nameHash<"databaseVersion">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"databaseVersion">(word) && cursor.hasBytes(name, 16) && switchyard::nameRestIs<"databaseVersion">(name)) goto field_51_databaseVersion;
          goto unknown;
        case switchyard::nameHash<"startTransaction">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"startTransaction">(word) && cursor.hasBytes(name, 17) && switchyard::nameRestIs<"startTransaction">(name)) goto field_41_startTransaction;
          goto unknown;
        case switchyard::nameHash<"$topologyTime">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"$topologyTime">(word) && cursor.hasBytes(name, 14) && switchyard::nameRestIs<"$topologyTime">(name)) goto field_54_topologyTime;
          goto unknown;
        case switchyard::nameHash<"allowDiskUse">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"allowDiskUse">(word) && cursor.hasBytes(name, 13) && switchyard::nameRestIs<"allowDiskUse">(name)) goto field_9_allowDiskUse;
          if (switchyard::rawWordMatches<"allowPartialResults">(word) && cursor.hasBytes(name, 20) && switchyard::nameRestIs<"allowPartialResults">(name)) goto field_19_allowPartialResults;
          if (switchyard::rawWordMatches<"allowSpeculativeMajorityRead">(word) && cursor.hasBytes(name, 29) && switchyard::nameRestIs<"allowSpeculativeMajorityRead">(name)) goto field_23_allowSpeculativeMajorityRead;
          goto unknown;
        case switchyard::nameHash<"min">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"min">(word)) goto field_10_min;
          goto unknown;
        case switchyard::nameHash<"projection">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"projection">(word) && cursor.hasBytes(name, 11) && switchyard::nameRestIs<"projection">(name)) goto field_1_projection;
          goto unknown;
        case switchyard::nameHash<"autocommit">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"autocommit">(word) && cursor.hasBytes(name, 11) && switchyard::nameRestIs<"autocommit">(name)) goto field_40_autocommit;
          goto unknown;
        case switchyard::nameHash<"apiVersion">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"apiVersion">(word) && cursor.hasBytes(name, 11) && switchyard::nameRestIs<"apiVersion">(name)) goto field_32_apiVersion;
          goto unknown;
        case switchyard::nameHash<"oplogReplay">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"oplogReplay">(word) && cursor.hasBytes(name, 12) && switchyard::nameRestIs<"oplogReplay">(name)) goto field_16_oplogReplay;
          goto unknown;
        case switchyard::nameHash<"txnNumber">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"txnNumber">(word) && cursor.hasBytes(name, 10) && switchyard::nameRestIs<"txnNumber">(name)) goto field_39_txnNumber;
          goto unknown;
        case switchyard::nameHash<"$audit">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"$audit">(word)) goto field_46_audit;
          goto unknown;
        case switchyard::nameHash<"max">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"max">(word)) goto field_11_max;
          goto unknown;
        case switchyard::nameHash<"awaitData">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"awaitData">(word) && cursor.hasBytes(name, 10) && switchyard::nameRestIs<"awaitData">(name)) goto field_18_awaitData;
          goto unknown;
        case switchyard::nameHash<"singleBatch">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"singleBatch">(word) && cursor.hasBytes(name, 12) && switchyard::nameRestIs<"singleBatch">(name)) goto field_8_singleBatch;
          goto unknown;
        case switchyard::nameHash<"returnKey">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"returnKey">(word) && cursor.hasBytes(name, 10) && switchyard::nameRestIs<"returnKey">(name)) goto field_12_returnKey;
          goto unknown;
        case switchyard::nameHash<"tailable">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"tailable">(word) && cursor.hasBytes(name, 9) && switchyard::nameRestIs<"tailable">(name)) goto field_15_tailable;
          goto unknown;
        case switchyard::nameHash<"batchSize">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"batchSize">(word) && cursor.hasBytes(name, 10) && switchyard::nameRestIs<"batchSize">(name)) goto field_7_batchSize;
          goto unknown;
        case switchyard::nameHash<"stmtId">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"stmtId">(word)) goto field_42_stmtId;
          goto unknown;
        case switchyard::nameHash<"let">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"let">(word)) goto field_20_let;
          goto unknown;
        case switchyard::nameHash<"$_requestResumeToken">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"$_requestResumeToken">(word) && cursor.hasBytes(name, 21) && switchyard::nameRestIs<"$_requestResumeToken">(name)) goto field_24_requestResumeToken;
          if (switchyard::rawWordMatches<"$_resumeAfter">(word) && cursor.hasBytes(name, 14) && switchyard::nameRestIs<"$_resumeAfter">(name)) goto field_25_resumeAfter;
          goto unknown;
        case switchyard::nameHash<"$configServerState">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"$configServerState">(word) && cursor.hasBytes(name, 19) && switchyard::nameRestIs<"$configServerState">(name)) goto field_48_configServerState;
          if (switchyard::rawWordMatches<"$configTime">(word) && cursor.hasBytes(name, 12) && switchyard::nameRestIs<"$configTime">(name)) goto field_53_configTime;
          goto unknown;
        case switchyard::nameHash<"apiStrict">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"apiStrict">(word) && cursor.hasBytes(name, 10) && switchyard::nameRestIs<"apiStrict">(name)) goto field_33_apiStrict;
          goto unknown;
        case switchyard::nameHash<"comment">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"comment">(word)) goto field_43_comment;
          goto unknown;
        case switchyard::nameHash<"runtimeConstants">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"runtimeConstants">(word) && cursor.hasBytes(name, 17) && switchyard::nameRestIs<"runtimeConstants">(name)) goto field_28_runtimeConstants;
          goto unknown;
        case switchyard::nameHash<"skip">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"skip">(word)) goto field_5_skip;
          goto unknown;
        case switchyard::nameHash<"sort">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"sort">(word)) goto field_2_sort;
          goto unknown;
        case switchyard::nameHash<"filter">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"filter">(word)) goto field_0_filter;
          goto unknown;
        case switchyard::nameHash<"clientOperationKey">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"clientOperationKey">(word) && cursor.hasBytes(name, 19) && switchyard::nameRestIs<"clientOperationKey">(name)) goto field_38_clientOperationKey;
          goto unknown;
        case switchyard::nameHash<"$replData">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"$replData">(word) && cursor.hasBytes(name, 10) && switchyard::nameRestIs<"$replData">(name)) goto field_50_replData;
          goto unknown;
        case switchyard::nameHash<"noCursorTimeout">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"noCursorTimeout">(word) && cursor.hasBytes(name, 16) && switchyard::nameRestIs<"noCursorTimeout">(name)) goto field_17_noCursorTimeout;
          goto unknown;
        case switchyard::nameHash<"readConcern">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"readConcern">(word) && cursor.hasBytes(name, 12) && switchyard::nameRestIs<"readConcern">(name)) goto field_27_readConcern;
          if (switchyard::rawWordMatches<"readOnce">(word) && cursor.hasBytes(name, 9) && switchyard::nameRestIs<"readOnce">(name)) goto field_22_readOnce;
          goto unknown;
        case switchyard::nameHash<"term">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"term">(word)) goto field_21_term;
          goto unknown;
        case switchyard::nameHash<"collation">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"collation">(word) && cursor.hasBytes(name, 10) && switchyard::nameRestIs<"collation">(name)) goto field_4_collation;
          if (switchyard::rawWordMatches<"collectionUUID">(word) && cursor.hasBytes(name, 15) && switchyard::nameRestIs<"collectionUUID">(name)) goto field_29_collectionUUID;
          goto unknown;
        case switchyard::nameHash<"$tenant">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"$tenant">(word)) goto field_56_tenant;
          goto unknown;
        case switchyard::nameHash<"writeConcern">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"writeConcern">(word) && cursor.hasBytes(name, 13) && switchyard::nameRestIs<"writeConcern">(name)) goto field_36_writeConcern;
          goto unknown;
        case switchyard::nameHash<"mirrored">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"mirrored">(word) && cursor.hasBytes(name, 9) && switchyard::nameRestIs<"mirrored">(name)) goto field_31_mirrored;
          goto unknown;
        case switchyard::nameHash<"maxTimeMS">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"maxTimeMS">(word) && cursor.hasBytes(name, 10) && switchyard::nameRestIs<"maxTimeMS">(name)) goto field_26_maxTimeMS;
          goto unknown;
        case switchyard::nameHash<"$oplogQueryData">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"$oplogQueryData">(word) && cursor.hasBytes(name, 16) && switchyard::nameRestIs<"$oplogQueryData">(name)) goto field_49_oplogQueryData;
          goto unknown;
        case switchyard::nameHash<"$db">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"$db">(word)) goto field_35_db;
          goto unknown;
        case switchyard::nameHash<"apiDeprecationErrors">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"apiDeprecationErrors">(word) && cursor.hasBytes(name, 21) && switchyard::nameRestIs<"apiDeprecationErrors">(name)) goto field_34_apiDeprecationErrors;
          goto unknown;
        case switchyard::nameHash<"lsid">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"lsid">(word)) goto field_37_lsid;
          goto unknown;
        case switchyard::nameHash<"txnRetryCounter">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"txnRetryCounter">(word) && cursor.hasBytes(name, 16) && switchyard::nameRestIs<"txnRetryCounter">(name)) goto field_55_txnRetryCounter;
          goto unknown;
        case switchyard::nameHash<"showRecordId">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"showRecordId">(word) && cursor.hasBytes(name, 13) && switchyard::nameRestIs<"showRecordId">(name)) goto field_13_showRecordId;
          goto unknown;
        case switchyard::nameHash<"shardVersion">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"shardVersion">(word) && cursor.hasBytes(name, 13) && switchyard::nameRestIs<"shardVersion">(name)) goto field_52_shardVersion;
          goto unknown;
        case switchyard::nameHash<"$clusterTime">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"$clusterTime">(word) && cursor.hasBytes(name, 13) && switchyard::nameRestIs<"$clusterTime">(name)) goto field_45_clusterTime;
          goto unknown;
        case switchyard::nameHash<"$readPreference">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"$readPreference">(word) && cursor.hasBytes(name, 16) && switchyard::nameRestIs<"$readPreference">(name)) goto field_44_readPreference;
          goto unknown;
        case switchyard::nameHash<"expectPrefix">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"expectPrefix">(word) && cursor.hasBytes(name, 13) && switchyard::nameRestIs<"expectPrefix">(name)) goto field_57_expectPrefix;
          goto unknown;
        case switchyard::nameHash<"limit">(kSeed, kBits, kPrefix):
          if (switchyard::rawWordMatches<"limit">(word)) goto field_6_limit;
          goto unknown;
        default:
          goto unknown;
      }
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
    // Expected next field: projection (estimated share 0.30, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"projection">(word) && cursor.hasBytes(name, 11) && switchyard::nameRestIs<"projection">(name)) goto field_1_projection;
      goto dispatch_raw;
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
    // Expected next field: sort (estimated share 0.35, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"sort">(word)) goto field_2_sort;
      goto dispatch_raw;
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
    // Expected next field: limit (estimated share 0.41, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"limit">(word)) goto field_6_limit;
      goto dispatch_raw;
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
    // Expected next field: limit (estimated share 0.44, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"limit">(word)) goto field_6_limit;
      goto dispatch_raw;
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
    // Expected next field: limit (estimated share 0.45, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"limit">(word)) goto field_6_limit;
      goto dispatch_raw;
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
    // Expected next field: limit (estimated share 0.50, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"limit">(word)) goto field_6_limit;
      goto dispatch_raw;
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
    // Expected next field: singleBatch (estimated share 0.24, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"singleBatch">(word) && cursor.hasBytes(name, 12) && switchyard::nameRestIs<"singleBatch">(name)) goto field_8_singleBatch;
      goto dispatch_raw;
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
    // Expected next field: singleBatch (estimated share 0.30, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"singleBatch">(word) && cursor.hasBytes(name, 12) && switchyard::nameRestIs<"singleBatch">(name)) goto field_8_singleBatch;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.39, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.40, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.40, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.41, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.41, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.42, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.42, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.42, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.43, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.44, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.44, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.45, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.46, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.46, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.46, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.47, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.47, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.48, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.56, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.80, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.81, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.82, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.83, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.84, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.93, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 0.98, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: $db (estimated share 1.00, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$db">(word)) goto field_35_db;
      goto dispatch_raw;
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
    // Expected next field: lsid (estimated share 0.63, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"lsid">(word)) goto field_37_lsid;
      goto dispatch_raw;
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
    // Expected next field: lsid (estimated share 0.90, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"lsid">(word)) goto field_37_lsid;
      goto dispatch_raw;
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
    // Expected next field: $clusterTime (estimated share 0.34, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$clusterTime">(word) && cursor.hasBytes(name, 13) && switchyard::nameRestIs<"$clusterTime">(name)) goto field_45_clusterTime;
      goto dispatch_raw;
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
    // Expected next field: $clusterTime (estimated share 0.34, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$clusterTime">(word) && cursor.hasBytes(name, 13) && switchyard::nameRestIs<"$clusterTime">(name)) goto field_45_clusterTime;
      goto dispatch_raw;
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
    // Expected next field: $clusterTime (estimated share 0.43, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$clusterTime">(word) && cursor.hasBytes(name, 13) && switchyard::nameRestIs<"$clusterTime">(name)) goto field_45_clusterTime;
      goto dispatch_raw;
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
    // Expected next field: $clusterTime (estimated share 0.45, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$clusterTime">(word) && cursor.hasBytes(name, 13) && switchyard::nameRestIs<"$clusterTime">(name)) goto field_45_clusterTime;
      goto dispatch_raw;
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
    // Expected next field: $clusterTime (estimated share 0.46, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$clusterTime">(word) && cursor.hasBytes(name, 13) && switchyard::nameRestIs<"$clusterTime">(name)) goto field_45_clusterTime;
      goto dispatch_raw;
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
    // Expected next field: $clusterTime (estimated share 0.47, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$clusterTime">(word) && cursor.hasBytes(name, 13) && switchyard::nameRestIs<"$clusterTime">(name)) goto field_45_clusterTime;
      goto dispatch_raw;
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
    // Expected next field: $clusterTime (estimated share 0.49, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$clusterTime">(word) && cursor.hasBytes(name, 13) && switchyard::nameRestIs<"$clusterTime">(name)) goto field_45_clusterTime;
      goto dispatch_raw;
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
    // Expected next field: $clusterTime (estimated share 0.70, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$clusterTime">(word) && cursor.hasBytes(name, 13) && switchyard::nameRestIs<"$clusterTime">(name)) goto field_45_clusterTime;
      goto dispatch_raw;
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
    // Expected next field: $audit (estimated share 0.01, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$audit">(word)) goto field_46_audit;
      goto dispatch_raw;
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
    // Expected next field: $client (estimated share 0.01, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$client">(word)) goto field_47_client;
      goto dispatch_raw;
    }
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
    // Expected next field: $configServerState (estimated share 0.01, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$configServerState">(word) && cursor.hasBytes(name, 19) && switchyard::nameRestIs<"$configServerState">(name)) goto field_48_configServerState;
      goto dispatch_raw;
    }
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
    // Expected next field: $oplogQueryData (estimated share 0.01, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$oplogQueryData">(word) && cursor.hasBytes(name, 16) && switchyard::nameRestIs<"$oplogQueryData">(name)) goto field_49_oplogQueryData;
      goto dispatch_raw;
    }
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
    // Expected next field: $replData (estimated share 0.01, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$replData">(word) && cursor.hasBytes(name, 10) && switchyard::nameRestIs<"$replData">(name)) goto field_50_replData;
      goto dispatch_raw;
    }
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
    // Expected next field: databaseVersion (estimated share 0.01, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"databaseVersion">(word) && cursor.hasBytes(name, 16) && switchyard::nameRestIs<"databaseVersion">(name)) goto field_51_databaseVersion;
      goto dispatch_raw;
    }
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
    // Expected next field: shardVersion (estimated share 0.01, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"shardVersion">(word) && cursor.hasBytes(name, 13) && switchyard::nameRestIs<"shardVersion">(name)) goto field_52_shardVersion;
      goto dispatch_raw;
    }
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
    // Expected next field: $configTime (estimated share 0.01, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$configTime">(word) && cursor.hasBytes(name, 12) && switchyard::nameRestIs<"$configTime">(name)) goto field_53_configTime;
      goto dispatch_raw;
    }
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
    // Expected next field: $topologyTime (estimated share 0.01, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$topologyTime">(word) && cursor.hasBytes(name, 14) && switchyard::nameRestIs<"$topologyTime">(name)) goto field_54_topologyTime;
      goto dispatch_raw;
    }
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
    // Expected next field: txnRetryCounter (estimated share 0.01, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"txnRetryCounter">(word) && cursor.hasBytes(name, 16) && switchyard::nameRestIs<"txnRetryCounter">(name)) goto field_55_txnRetryCounter;
      goto dispatch_raw;
    }
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
    // Expected next field: $tenant (estimated share 0.01, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"$tenant">(word)) goto field_56_tenant;
      goto dispatch_raw;
    }
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
    // Expected next field: expectPrefix (estimated share 0.01, raw test).
    p = cursor.position();
    if (switchyard::startsBy(p, rawTestLimit)) [[likely]] {  // the type byte and 8 name bytes
      name = p + 1;
      word = switchyard::loadLE<uint64_t>(name);
      if (switchyard::rawWordIs<"expectPrefix">(word) && cursor.hasBytes(name, 13) && switchyard::nameRestIs<"expectPrefix">(name)) goto field_57_expectPrefix;
      goto dispatch_raw;
    }
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
