// FindCommand::parseFrom as generated from idl/find.yaml with: switchyard generate --dispatch trie
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
    // Field-name dispatch (trie).
    {
      const uint8_t* const nul = cursor.findNameEnd(name);
      if (nul == nullptr) [[unlikely]] goto unknown;
      switch (nul - name) {
        case 3: {
          switch (name[0]) {
            case 0x24: {  // '$'
              if (std::memcmp(name + 1, "db", 2) == 0) goto field_35_db;
              goto unknown;
            }
            case 0x6c: {  // 'l'
              if (std::memcmp(name + 1, "et", 2) == 0) goto field_20_let;
              goto unknown;
            }
            case 0x6d: {  // 'm'
              switch (name[1]) {
                case 0x61: {  // 'a'
                  if (std::memcmp(name + 2, "x", 1) == 0) goto field_11_max;
                  goto unknown;
                }
                case 0x69: {  // 'i'
                  if (std::memcmp(name + 2, "n", 1) == 0) goto field_10_min;
                  goto unknown;
                }
                default:
                  goto unknown;
              }
            }
            default:
              goto unknown;
          }
        }
        case 4: {
          switch (name[0]) {
            case 0x68: {  // 'h'
              if (std::memcmp(name + 1, "int\000", 4) == 0) goto field_3_hint;
              goto unknown;
            }
            case 0x6c: {  // 'l'
              if (std::memcmp(name + 1, "sid\000", 4) == 0) goto field_37_lsid;
              goto unknown;
            }
            case 0x73: {  // 's'
              switch (name[1]) {
                case 0x6b: {  // 'k'
                  if (std::memcmp(name + 2, "ip", 2) == 0) goto field_5_skip;
                  goto unknown;
                }
                case 0x6f: {  // 'o'
                  if (std::memcmp(name + 2, "rt", 2) == 0) goto field_2_sort;
                  goto unknown;
                }
                default:
                  goto unknown;
              }
            }
            case 0x74: {  // 't'
              if (std::memcmp(name + 1, "erm\000", 4) == 0) goto field_21_term;
              goto unknown;
            }
            default:
              goto unknown;
          }
        }
        case 5: {
          if (std::memcmp(name + 0, "limit", 5) == 0) goto field_6_limit;
          goto unknown;
        }
        case 6: {
          switch (name[0]) {
            case 0x24: {  // '$'
              if (std::memcmp(name + 1, "audit", 5) == 0) goto field_46_audit;
              goto unknown;
            }
            case 0x66: {  // 'f'
              if (std::memcmp(name + 1, "ilter", 5) == 0) goto field_0_filter;
              goto unknown;
            }
            case 0x73: {  // 's'
              if (std::memcmp(name + 1, "tmtId", 5) == 0) goto field_42_stmtId;
              goto unknown;
            }
            default:
              goto unknown;
          }
        }
        case 7: {
          switch (name[0]) {
            case 0x24: {  // '$'
              switch (name[1]) {
                case 0x63: {  // 'c'
                  if (std::memcmp(name + 2, "lient", 5) == 0) goto field_47_client;
                  goto unknown;
                }
                case 0x74: {  // 't'
                  if (std::memcmp(name + 2, "enant", 5) == 0) goto field_56_tenant;
                  goto unknown;
                }
                default:
                  goto unknown;
              }
            }
            case 0x63: {  // 'c'
              if (std::memcmp(name + 1, "omment", 6) == 0) goto field_43_comment;
              goto unknown;
            }
            default:
              goto unknown;
          }
        }
        case 8: {
          switch (name[0]) {
            case 0x6d: {  // 'm'
              if (std::memcmp(name + 1, "irrored\000", 8) == 0) goto field_31_mirrored;
              goto unknown;
            }
            case 0x72: {  // 'r'
              if (std::memcmp(name + 1, "eadOnce\000", 8) == 0) goto field_22_readOnce;
              goto unknown;
            }
            case 0x74: {  // 't'
              if (std::memcmp(name + 1, "ailable\000", 8) == 0) goto field_15_tailable;
              goto unknown;
            }
            default:
              goto unknown;
          }
        }
        case 9: {
          switch (name[0]) {
            case 0x24: {  // '$'
              if (std::memcmp(name + 1, "replData", 8) == 0) goto field_50_replData;
              goto unknown;
            }
            case 0x61: {  // 'a'
              switch (name[1]) {
                case 0x70: {  // 'p'
                  if (std::memcmp(name + 2, "iStrict\000", 8) == 0) goto field_33_apiStrict;
                  goto unknown;
                }
                case 0x77: {  // 'w'
                  if (std::memcmp(name + 2, "aitData\000", 8) == 0) goto field_18_awaitData;
                  goto unknown;
                }
                default:
                  goto unknown;
              }
            }
            case 0x62: {  // 'b'
              if (std::memcmp(name + 1, "atchSize", 8) == 0) goto field_7_batchSize;
              goto unknown;
            }
            case 0x63: {  // 'c'
              if (std::memcmp(name + 1, "ollation", 8) == 0) goto field_4_collation;
              goto unknown;
            }
            case 0x6d: {  // 'm'
              if (std::memcmp(name + 1, "axTimeMS", 8) == 0) goto field_26_maxTimeMS;
              goto unknown;
            }
            case 0x72: {  // 'r'
              if (std::memcmp(name + 1, "eturnKey", 8) == 0) goto field_12_returnKey;
              goto unknown;
            }
            case 0x74: {  // 't'
              if (std::memcmp(name + 1, "xnNumber", 8) == 0) goto field_39_txnNumber;
              goto unknown;
            }
            default:
              goto unknown;
          }
        }
        case 10: {
          switch (name[0]) {
            case 0x61: {  // 'a'
              switch (name[1]) {
                case 0x70: {  // 'p'
                  if (std::memcmp(name + 2, "iVersion", 8) == 0) goto field_32_apiVersion;
                  goto unknown;
                }
                case 0x75: {  // 'u'
                  if (std::memcmp(name + 2, "tocommit", 8) == 0) goto field_40_autocommit;
                  goto unknown;
                }
                default:
                  goto unknown;
              }
            }
            case 0x70: {  // 'p'
              if (std::memcmp(name + 1, "rojection", 9) == 0) goto field_1_projection;
              goto unknown;
            }
            default:
              goto unknown;
          }
        }
        case 11: {
          switch (name[0]) {
            case 0x24: {  // '$'
              if (std::memcmp(name + 1, "configTime", 10) == 0) goto field_53_configTime;
              goto unknown;
            }
            case 0x6f: {  // 'o'
              if (std::memcmp(name + 1, "plogReplay", 10) == 0) goto field_16_oplogReplay;
              goto unknown;
            }
            case 0x72: {  // 'r'
              if (std::memcmp(name + 1, "eadConcern", 10) == 0) goto field_27_readConcern;
              goto unknown;
            }
            case 0x73: {  // 's'
              if (std::memcmp(name + 1, "ingleBatch", 10) == 0) goto field_8_singleBatch;
              goto unknown;
            }
            default:
              goto unknown;
          }
        }
        case 12: {
          switch (name[0]) {
            case 0x24: {  // '$'
              if (std::memcmp(name + 1, "clusterTime\000", 12) == 0) goto field_45_clusterTime;
              goto unknown;
            }
            case 0x61: {  // 'a'
              if (std::memcmp(name + 1, "llowDiskUse\000", 12) == 0) goto field_9_allowDiskUse;
              goto unknown;
            }
            case 0x65: {  // 'e'
              if (std::memcmp(name + 1, "xpectPrefix\000", 12) == 0) goto field_57_expectPrefix;
              goto unknown;
            }
            case 0x73: {  // 's'
              if (std::memcmp(name + 1, "h", 1) != 0) goto unknown;
              switch (name[2]) {
                case 0x61: {  // 'a'
                  if (std::memcmp(name + 3, "rdVersion", 9) == 0) goto field_52_shardVersion;
                  goto unknown;
                }
                case 0x6f: {  // 'o'
                  if (std::memcmp(name + 3, "wRecordId", 9) == 0) goto field_13_showRecordId;
                  goto unknown;
                }
                default:
                  goto unknown;
              }
            }
            case 0x77: {  // 'w'
              if (std::memcmp(name + 1, "riteConcern\000", 12) == 0) goto field_36_writeConcern;
              goto unknown;
            }
            default:
              goto unknown;
          }
        }
        case 13: {
          if (std::memcmp(name + 0, "$", 1) != 0) goto unknown;
          switch (name[1]) {
            case 0x5f: {  // '_'
              if (std::memcmp(name + 2, "resumeAfter\000", 12) == 0) goto field_25_resumeAfter;
              goto unknown;
            }
            case 0x71: {  // 'q'
              if (std::memcmp(name + 2, "ueryOptions\000", 12) == 0) goto field_14_queryOptions;
              goto unknown;
            }
            case 0x74: {  // 't'
              if (std::memcmp(name + 2, "opologyTime\000", 12) == 0) goto field_54_topologyTime;
              goto unknown;
            }
            default:
              goto unknown;
          }
        }
        case 14: {
          if (std::memcmp(name + 0, "collectionUUID", 14) == 0) goto field_29_collectionUUID;
          goto unknown;
        }
        case 15: {
          switch (name[0]) {
            case 0x24: {  // '$'
              switch (name[1]) {
                case 0x6f: {  // 'o'
                  if (std::memcmp(name + 2, "plogQueryData", 13) == 0) goto field_49_oplogQueryData;
                  goto unknown;
                }
                case 0x72: {  // 'r'
                  if (std::memcmp(name + 2, "eadPreference", 13) == 0) goto field_44_readPreference;
                  goto unknown;
                }
                default:
                  goto unknown;
              }
            }
            case 0x64: {  // 'd'
              if (std::memcmp(name + 1, "atabaseVersion", 14) == 0) goto field_51_databaseVersion;
              goto unknown;
            }
            case 0x6e: {  // 'n'
              if (std::memcmp(name + 1, "oCursorTimeout", 14) == 0) goto field_17_noCursorTimeout;
              goto unknown;
            }
            case 0x74: {  // 't'
              if (std::memcmp(name + 1, "xnRetryCounter", 14) == 0) goto field_55_txnRetryCounter;
              goto unknown;
            }
            default:
              goto unknown;
          }
        }
        case 16: {
          switch (name[0]) {
            case 0x72: {  // 'r'
              if (std::memcmp(name + 1, "untimeConstants\000", 16) == 0) {
                goto field_28_runtimeConstants;
              }
              goto unknown;
            }
            case 0x73: {  // 's'
              if (std::memcmp(name + 1, "tartTransaction\000", 16) == 0) {
                goto field_41_startTransaction;
              }
              goto unknown;
            }
            default:
              goto unknown;
          }
        }
        case 18: {
          switch (name[0]) {
            case 0x24: {  // '$'
              if (std::memcmp(name + 1, "configServerState", 17) == 0) {
                goto field_48_configServerState;
              }
              goto unknown;
            }
            case 0x63: {  // 'c'
              if (std::memcmp(name + 1, "lientOperationKey", 17) == 0) {
                goto field_38_clientOperationKey;
              }
              goto unknown;
            }
            default:
              goto unknown;
          }
        }
        case 19: {
          if (std::memcmp(name + 0, "allowPartialResults\000", 20) == 0) {
            goto field_19_allowPartialResults;
          }
          goto unknown;
        }
        case 20: {
          switch (name[0]) {
            case 0x24: {  // '$'
              if (std::memcmp(name + 1, "_requestResumeToken\000", 20) == 0) {
                goto field_24_requestResumeToken;
              }
              goto unknown;
            }
            case 0x61: {  // 'a'
              if (std::memcmp(name + 1, "piDeprecationErrors\000", 20) == 0) {
                goto field_34_apiDeprecationErrors;
              }
              goto unknown;
            }
            default:
              goto unknown;
          }
        }
        case 21: {
          if (std::memcmp(name + 0, "encryptionInformation", 21) == 0) {
            goto field_30_encryptionInformation;
          }
          goto unknown;
        }
        case 28: {
          if (std::memcmp(name + 0, "allowSpeculativeMajorityRead", 28) == 0) {
            goto field_23_allowSpeculativeMajorityRead;
          }
          goto unknown;
        }
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
