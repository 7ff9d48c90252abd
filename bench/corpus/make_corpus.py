#!/usr/bin/env python3
"""Writes the sample command corpus used by the benchmarks and tests.

Each sample is one BSON command document, written twice: with its top-level
fields in declaration order (the command's own fields as the spec in idl/
declares them, then the chained structs' fields, then the generic arguments,
which is the order Switchyard serializes) and shuffled (fixed seed; the
command name stays first). Next to the .bson files it writes manifest.json.

Every document is valid for the specs in idl/: types, required fields and
validators. The output is deterministic: fixed seeds, fixed UUIDs, ObjectIds,
timestamps and dates, so running the script twice gives identical bytes.

Usage: python3 bench/corpus/make_corpus.py [--out DIR] [--idl DIR]
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import random
import uuid

import bson
import yaml
from bson import Binary, Decimal128, Int64, ObjectId, SON, Timestamp

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
UTC = datetime.timezone.utc

# ---------------------------------------------------------------- fixed values

LSID = SON([("id", Binary(uuid.UUID("5f3b8a4e-2c1d-4e6f-9a7b-0c1d2e3f4a5b").bytes, 4))])
CLUSTER_TIME = SON([
    ("clusterTime", Timestamp(1718000000, 7)),
    ("signature", SON([
        ("hash", Binary(bytes(range(0x10, 0x24)), 0)),  # 20-byte HMAC-SHA1
        ("keyId", Int64(7380000000000000001)),
    ])),
])
COLLECTION_UUID = Binary(uuid.UUID("0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d").bytes, 4)
NOW = datetime.datetime(2024, 6, 10, 6, 13, 20, 123000, tzinfo=UTC)


def oid(n: int) -> ObjectId:
    """A fixed ObjectId: a 2024 timestamp, a fixed 'process' part, counter n."""
    return ObjectId(b"\x66\x66\x8e\x00" + b"\x5a\x17\xc4\x01\x9e" + n.to_bytes(3, "big"))


def uuid_binary(n: int) -> Binary:
    return Binary(uuid.UUID(int=(0x1234 << 112) | (4 << 76) | (2 << 62) | n).bytes, 4)


# ---------------------------------------------------------------- documents

def ycsb_find_one():
    return SON([
        ("find", "usertable"),
        ("filter", SON([("_id", "user4409142221109489457")])),
        ("limit", 1),
        ("singleBatch", True),
        ("$db", "ycsb"),
        ("lsid", LSID),
    ])


def driver_find():
    return SON([
        ("find", "orders"),
        ("filter", SON([("status", "A"), ("qty", SON([("$gt", 10)]))])),
        ("sort", SON([("createdAt", -1)])),
        ("limit", 20),
        ("batchSize", 20),
        ("singleBatch", False),
        ("maxTimeMS", 5000),
        ("readConcern", SON([("level", "majority")])),
        ("lsid", LSID),
        ("$clusterTime", CLUSTER_TIME),
        ("$db", "shop"),
    ])


def heavy_find():
    return SON([
        ("find", "orders"),
        ("filter", SON([
            ("status", SON([("$in", ["A", "B", "D"])])),
            ("qty", SON([("$gte", 10), ("$lt", 500)])),
            ("customer.region", "emea"),
        ])),
        ("projection", SON([("_id", 0), ("sku", 1), ("qty", 1), ("status", 1), ("customer.name", 1)])),
        ("sort", SON([("qty", -1), ("sku", 1)])),
        ("hint", "status_1_qty_-1"),
        ("collation", SON([("locale", "en_US"), ("strength", 2)])),
        ("skip", 40),
        ("limit", 200),
        ("batchSize", 50),
        ("singleBatch", False),
        ("allowDiskUse", True),
        ("min", SON([("status", "A"), ("qty", 10)])),
        ("max", SON([("status", "E"), ("qty", 500)])),
        ("returnKey", False),
        ("showRecordId", False),
        ("$queryOptions", SON([("$readPreference", SON([("mode", "secondaryPreferred")]))])),
        ("tailable", False),
        ("oplogReplay", False),
        ("noCursorTimeout", False),
        ("awaitData", False),
        ("allowPartialResults", True),
        ("let", SON([("minQty", 10), ("region", "emea")])),
        ("term", Int64(42)),
        ("readOnce", False),
        ("allowSpeculativeMajorityRead", False),
        ("$_requestResumeToken", False),
        ("$_resumeAfter", SON([("$recordId", Int64(1234567))])),
        ("maxTimeMS", 30000),
        ("readConcern", SON([("level", "majority"), ("afterClusterTime", Timestamp(1718000000, 3))])),
        ("runtimeConstants", SON([("localNow", NOW), ("clusterTime", Timestamp(1718000000, 7))])),
        ("collectionUUID", COLLECTION_UUID),
        ("encryptionInformation", SON([("type", 1), ("schema", SON([("shop.orders", SON([("escCollection", "enxcol_.orders.esc")]))]))])),
        ("mirrored", False),
        ("apiVersion", "1"),
        ("$db", "shop"),
        ("lsid", LSID),
        ("comment", "dashboard: top orders by quantity"),
        ("$readPreference", SON([("mode", "secondaryPreferred"), ("maxStalenessSeconds", 120)])),
        ("$clusterTime", CLUSTER_TIME),
    ])


FIRST = ["Ada", "Grace", "Linus", "Barbara", "Ken", "Margaret", "Dennis", "Frances", "Edsger", "Radia"]
LAST = ["Lovelace", "Hopper", "Torvalds", "Liskov", "Thompson", "Hamilton", "Ritchie", "Allen", "Dijkstra", "Perlman"]
CITIES = ["Lisbon", "Oslo", "Austin", "Nairobi", "Osaka", "Lima", "Dublin", "Hanoi"]
TAGS = ["new", "vip", "newsletter", "beta", "mobile", "churn-risk", "b2b"]


def user_doc(rng: random.Random, n: int) -> SON:
    first, last = rng.choice(FIRST), rng.choice(LAST)
    return SON([
        ("_id", oid(n)),
        ("name", f"{first} {last}"),
        ("email", f"{first.lower()}.{last.lower()}{n}@example.com"),
        ("age", rng.randint(18, 90)),
        ("active", rng.random() < 0.8),
        ("balance", Decimal128(f"{rng.randint(0, 10_000_000) / 100:.2f}")),
        ("score", round(rng.random() * 100, 3)),
        ("createdAt", NOW - datetime.timedelta(days=rng.randint(0, 1000), milliseconds=rng.randint(0, 86_400_000))),
        ("tags", rng.sample(TAGS, rng.randint(0, 3))),
        ("address", SON([
            ("street", f"{rng.randint(1, 999)} Main St"),
            ("city", rng.choice(CITIES)),
            ("zip", f"{rng.randint(10000, 99999)}"),
        ])),
    ])


def insert_docs(count: int):
    rng = random.Random(1000 + count)
    return SON([
        ("insert", "users"),
        ("documents", [user_doc(rng, i) for i in range(count)]),
        ("ordered", True),
        ("$db", "app"),
        ("lsid", LSID),
        ("txnNumber", Int64(17)),
        ("$clusterTime", CLUSTER_TIME),
    ])


def update_entry(rng: random.Random, i: int) -> SON:
    kind = i % 5
    if kind == 0:  # update operators by _id
        return SON([
            ("q", SON([("_id", oid(i))])),
            ("u", SON([("$set", SON([("active", False), ("score", round(rng.random() * 100, 3))])),
                       ("$inc", SON([("logins", 1)]))])),
            ("multi", False),
            ("upsert", False),
        ])
    if kind == 1:  # multi update
        return SON([
            ("q", SON([("address.city", rng.choice(CITIES)), ("age", SON([("$gte", 65)]))])),
            ("u", SON([("$addToSet", SON([("tags", "senior")]))])),
            ("multi", True),
        ])
    if kind == 2:  # upsert with a replacement document
        return SON([
            ("q", SON([("email", f"user{i}@example.com")])),
            ("u", SON([("email", f"user{i}@example.com"), ("name", "New User"), ("age", 30)])),
            ("upsert", True),
        ])
    if kind == 3:  # pipeline update with arrayFilters-free stages
        return SON([
            ("q", SON([("_id", oid(i))])),
            ("u", [SON([("$set", SON([("updatedAt", "$$NOW")]))]),
                   SON([("$unset", "legacyField")])]),
        ])
    return SON([  # arrayFilters, hint and collation
        ("q", SON([("orders.status", "open")])),
        ("u", SON([("$set", SON([("orders.$[o].status", "closed")]))])),
        ("arrayFilters", [SON([("o.status", "open"), ("o.ageDays", SON([("$gt", 30)]))])]),
        ("hint", SON([("orders.status", 1)])),
        ("multi", True),
        ("upsert", False),
        ("collation", SON([("locale", "simple")])),
    ])


def update_statements(count: int):
    rng = random.Random(2000 + count)
    if count == 1:
        entries = [update_entry(rng, 0)]
    else:
        entries = [update_entry(rng, i) for i in range(count)]
    return SON([
        ("update", "users"),
        ("updates", entries),
        ("ordered", True),
        ("$db", "app"),
        ("writeConcern", SON([("w", "majority"), ("wtimeout", 10000)])),
        ("lsid", LSID),
        ("txnNumber", Int64(18)),
        ("$clusterTime", CLUSTER_TIME),
    ])


def get_more():
    return SON([
        ("getMore", Int64(8254174398274958131)),
        ("collection", "orders"),
        ("batchSize", 101),
        ("$db", "shop"),
        ("lsid", LSID),
        ("$clusterTime", CLUSTER_TIME),
    ])


def aggregate_3_stages():
    return SON([
        ("aggregate", "orders"),
        ("pipeline", [
            SON([("$match", SON([("status", "A"), ("createdAt", SON([("$gte", NOW - datetime.timedelta(days=30))]))]))]),
            SON([("$group", SON([("_id", "$customer.id"), ("total", SON([("$sum", "$amount")])),
                                 ("orders", SON([("$sum", 1)]))]))]),
            SON([("$sort", SON([("total", -1)]))]),
        ]),
        ("allowDiskUse", False),
        ("cursor", SON([("batchSize", 100)])),
        ("readConcern", SON([("level", "local")])),
        ("$db", "shop"),
        ("lsid", LSID),
        ("$clusterTime", CLUSTER_TIME),
    ])


SAMPLES = [
    ("ycsb_find_one", "find", "YCSB 'find one' as MongoDB's idl_parser_bm.cpp sends it: filter on _id, limit 1, singleBatch, $db, lsid.", ycsb_find_one),
    ("find_driver", "find", "A typical driver find: filter, sort, limit, batchSize, singleBatch, maxTimeMS, readConcern, lsid, $clusterTime, $db.", driver_find),
    ("find_heavy", "find", "A find with every find field set to a plausible value, plus several generic arguments.", heavy_find),
    ("insert_1", "insert", "An insert of one user document (retryable write: lsid, txnNumber).", lambda: insert_docs(1)),
    ("insert_100", "insert", "An insert of 100 user documents (retryable write: lsid, txnNumber).", lambda: insert_docs(100)),
    ("update_1", "update", "An update with one $set/$inc statement by _id, with writeConcern majority.", lambda: update_statements(1)),
    ("update_10", "update", "An update with 10 statements: operator, multi, replacement upsert, pipeline and arrayFilters forms.", lambda: update_statements(10)),
    ("getmore", "getMore", "A getMore on a find cursor with batchSize, lsid, $clusterTime.", get_more),
    ("aggregate_3_stages", "aggregate", "An aggregate with a $match/$group/$sort pipeline, a cursor batchSize and readConcern local.", aggregate_3_stages),
]

# ---------------------------------------------------------------- field order


def _load(idl_dir: str, name: str, seen: dict) -> None:
    if name in seen:
        return
    with open(os.path.join(idl_dir, name), encoding="utf-8") as f:
        seen[name] = yaml.safe_load(f) or {}
    for imp in seen[name].get("imports") or []:
        _load(idl_dir, imp, seen)


def declared_orders(idl_dir: str) -> dict[str, list[str]]:
    """command name -> its field names in serialization order (own, chained,
    generic; a command's own or chained field shadows a generic one)."""
    specs: dict = {}
    for name in sorted(os.listdir(idl_dir)):
        if name.endswith(".yaml"):
            _load(idl_dir, name, specs)
    structs, generic = {}, []
    for spec in specs.values():
        structs.update(spec.get("structs") or {})
    for name in sorted(specs):  # generic lists: file order is irrelevant, only one file has them
        for lst in (specs[name].get("generic_argument_lists") or {}).values():
            generic.extend(lst.get("fields") or {})
    orders = {}
    for spec in specs.values():
        for key, cmd in (spec.get("commands") or {}).items():
            names = list(cmd.get("fields") or {})
            for chained in cmd.get("chained_structs") or {}:
                names.extend(structs[chained].get("fields") or {})
            names.extend(g for g in generic if g not in names)
            orders[cmd.get("command_name", key)] = names
    return orders


def in_declared_order(doc: SON, order: list[str]) -> SON:
    items = list(doc.items())
    first, rest = items[0], items[1:]
    unknown = [k for k, _ in rest if k not in order]
    if unknown:
        raise SystemExit(f"{first[0]}: fields not in the spec: {unknown}")
    rest.sort(key=lambda kv: order.index(kv[0]))
    return SON([first] + rest)


def shuffled(doc: SON, seed: str) -> SON:
    items = list(doc.items())
    first, rest = items[0], items[1:]
    rng = random.Random(seed)
    original = list(rest)
    for _ in range(10):  # make sure the order actually changes
        rng.shuffle(rest)
        if rest != original or len(rest) < 2:
            break
    return SON([first] + rest)


# ---------------------------------------------------------------- main


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=HERE, help="output directory (default: this script's directory)")
    ap.add_argument("--idl", default=os.path.join(ROOT, "idl"), help="the idl/ directory (for field order)")
    args = ap.parse_args()

    orders = declared_orders(args.idl)
    os.makedirs(args.out, exist_ok=True)
    manifest = []
    for name, command, description, build in SAMPLES:
        doc = build()
        assert next(iter(doc)) == command, name
        variants = [("declared", in_declared_order(doc, orders[command])),
                    ("shuffled", shuffled(doc, f"switchyard-corpus:{name}"))]
        for order, variant in variants:
            data = bson.encode(variant)
            opts = bson.CodecOptions(document_class=SON, tz_aware=True)
            assert bson.encode(bson.decode(data, codec_options=opts), codec_options=opts) == data, file
            file = f"{name}.{order}.bson"
            with open(os.path.join(args.out, file), "wb") as f:
                f.write(data)
            manifest.append({
                "name": f"{name}.{order}",
                "command": command,
                "description": description,
                "order": order,
                "size": len(data),
                "file": file,
            })
    with open(os.path.join(args.out, "manifest.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(manifest, f, indent=2)
        f.write("\n")
    print(f"wrote {len(manifest)} documents to {args.out}")


if __name__ == "__main__":
    main()
