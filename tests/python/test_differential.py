"""Differential tests of the code generated from idl/ (docs/differential.md).

1. Semantics: hypothesis draws valid and invalid command documents for every
   struct and command of idl/ (tests/differential/bsongen.py); each goes through
   the generated parser (tests/differential/driver.cpp, which prints canonical
   JSON through printers generated from the same specs) and through a Python
   reference of the IDL's semantics (tests/differential/reference.py). Results
   must agree exactly: the value of every field, or the error code and message.
   For accepted documents serialize(parse(doc)) must equal the reference's
   canonical encoding, and parsing that encoding again must give it back.
2. Validity: random byte mutations of corpus documents go through libbson's
   bson_validate and the runtime's BsonDocument::fromBuffer + validateDeep; the
   verdicts must agree except for the named, documented differences below.

The driver is built by `make build` / `make test` (target differential_driver);
its path comes from SWITCHYARD_DIFF_DRIVER (set by the Makefile), else the
usual build directories are tried. Runs are deterministic (derandomized
hypothesis, seeded mutations) and bounded.
"""

from __future__ import annotations

import json
import os
import random
import struct
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
DIFF_DIR = REPO_ROOT / "tests" / "differential"
sys.path.insert(0, str(DIFF_DIR))

hypothesis = pytest.importorskip("hypothesis")
pytest.importorskip("bson")

from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import bsongen  # noqa: E402
from reference import Reference, document, element, elements  # noqa: E402


def _driver_path():
    env = os.environ.get("SWITCHYARD_DIFF_DRIVER")
    if env:
        return Path(env)
    for build in ("build", "build-diff"):
        p = REPO_ROOT / build / "tests" / "differential" / "differential_driver"
        if p.exists():
            return p
    return None


DRIVER = _driver_path()
if DRIVER is None or not DRIVER.exists():
    pytest.skip(f"differential_driver is not built ({DRIVER or 'build/tests/differential/differential_driver'}; "
                "run `make build`, or set SWITCHYARD_DIFF_DRIVER)", allow_module_level=True)


class Driver:
    """One long-running differential_driver; one frame in, one JSON line out."""

    def __init__(self, path: Path) -> None:
        self.proc = subprocess.Popen([str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def ask(self, name: str, doc: bytes) -> dict:
        raw = name.encode()
        self.proc.stdin.write(struct.pack("<I", len(raw)) + raw + struct.pack("<I", len(doc)) + doc)
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise AssertionError(f"differential_driver died (status {self.proc.poll()}) on {name} {doc.hex()}")
        return json.loads(line)

    def close(self) -> None:
        self.proc.stdin.close()
        assert self.proc.wait(timeout=30) == 0


@pytest.fixture(scope="module")
def driver():
    d = Driver(DRIVER)
    yield d
    d.close()


REF = Reference.from_idl(str(REPO_ROOT / "idl"))
COMMANDS = sorted(n for n, s in REF.structs.items() if s.is_command)
STRUCTS = sorted(n for n, s in REF.structs.items() if not s.is_command)
# Cases run, by kind, reported at the end of the module (see test_zz_report).
COUNTS = {"documents": 0, "accepted": 0, "rejected": 0, "mutations": 0}
CODES = {}  # error code -> documents rejected with it


def compare(driver: Driver, root: str, doc: bytes) -> None:
    got = driver.ask(root, doc)
    want = REF.parse(root, doc)
    COUNTS["documents"] += 1
    where = f"{root} document {doc.hex()}"
    if not want["ok"]:
        COUNTS["rejected"] += 1
        CODES[want["code"]] = CODES.get(want["code"], 0) + 1
        assert not got["ok"], f"{where}: the reference rejects ({want['code']}: {want['message']}), " \
                              f"the generated parser accepts"
        assert (got["code"], got["message"]) == (want["code"], want["message"]), where
        return
    COUNTS["accepted"] += 1
    assert got["ok"], f"{where}: the reference accepts, the generated parser says {got['code']}: {got['message']}"
    assert got["value"] == want["value"], where
    serialized = bytes.fromhex(got["serialized"])
    assert serialized == want["serialized"], \
        f"{where}: serialize() gave {serialized.hex()}, the canonical encoding is {want['serialized'].hex()}"
    assert got["size"] == len(serialized), where
    # The canonical encoding is a fixed point: it parses to the same value and re-serializes unchanged.
    again = driver.ask(root, serialized)
    assert again["ok"] and again["value"] == want["value"] and again["serialized"] == got["serialized"], where


# No shrinking: it can take minutes on these documents; the failing document is
# printed in full (hex) instead, and the run stays bounded.
SETTINGS = dict(derandomize=True, database=None, deadline=None, print_blob=True,
                phases=[Phase.explicit, Phase.generate],
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.filter_too_much])


def test_driver_knows_every_struct_and_command(driver):
    assert sorted(driver.ask("@roots", b"")) == REF.roots()


@pytest.mark.parametrize("root", COMMANDS)
def test_commands_agree_with_reference(driver, root):
    @settings(max_examples=250, **SETTINGS)
    @given(chaos=st.booleans(), data=st.data())
    def run(chaos, data):
        compare(driver, root, data.draw(bsongen.struct_document(REF, root, chaos, top=True)))

    run()


@pytest.mark.parametrize("root", STRUCTS)
def test_structs_agree_with_reference(driver, root):
    @settings(max_examples=40, **SETTINGS)
    @given(chaos=st.booleans(), data=st.data())
    def run(chaos, data):
        compare(driver, root, data.draw(bsongen.struct_document(REF, root, chaos)))

    run()


# Hand-picked cases the random search reaches rarely; each must agree too.
def _doc(*elems):
    return document(b"".join(element(t, n, v) for t, n, v in elems))


def _s(text):
    return struct.pack("<i", len(text.encode()) + 1) + text.encode() + b"\0"


UUID = struct.pack("<i", 16) + b"\x04" + bytes(range(16))
EDGE_CASES = [
    ("find", _doc()),                                                        # no command element
    ("find", _doc((0x02, "find", _s("c")))),                                 # $db missing
    ("find", _doc((0x0A, "find", b""), (0x02, "$db", _s("d")))),             # null collection
    ("find", _doc((0x05, "find", UUID), (0x02, "$db", _s("d")))),            # by UUID
    ("find", _doc((0x05, "find", struct.pack("<i", 3) + b"\x04abc"), (0x02, "$db", _s("d")))),
    ("find", _doc((0x02, "find", _s("c")), (0x02, "$db", _s("d")), (0x0A, "$db", b""))),  # null after value
    ("find", _doc((0x02, "find", _s("c")), (0x0A, "limit", b""), (0x10, "limit", struct.pack("<i", 3)),
                  (0x02, "$db", _s("d")))),                                  # null then value: not a duplicate
    ("find", _doc((0x02, "find", _s("c")), (0x10, "limit", struct.pack("<i", 3)),
                  (0x02, "limit", _s("x")), (0x02, "$db", _s("d")))),        # type check before duplicate check
    ("find", _doc((0x02, "find", _s("c")), (0x0A, "hint", b""), (0x02, "$db", _s("d")))),   # any keeps null
    ("getMore", _doc((0x0A, "getMore", b""), (0x02, "collection", _s("c")), (0x02, "$db", _s("d")))),
    ("getMore", _doc((0x10, "getMore", struct.pack("<i", 1)), (0x02, "collection", _s("c")), (0x02, "$db", _s("d")))),
    ("getMore", _doc((0x12, "getMore", struct.pack("<q", 1)), (0x02, "collection", _s("c")),
                     (0x01, "batchSize", struct.pack("<d", 0.0)), (0x02, "$db", _s("d")))),   # gt 0
    ("insert", _doc((0x02, "insert", _s("c")), (0x04, "documents", _doc((0x03, "1", _doc()))),
                    (0x02, "$db", _s("d")))),                                # array index out of order
    ("delete", _doc((0x02, "delete", _s("c")),
                    (0x04, "deletes", _doc((0x03, "0", _doc((0x03, "q", _doc()),
                                                             (0x13, "limit", bsongen.dec_bytes("1.0")))))),
                    (0x02, "$db", _s("d")))),
    ("update", _doc((0x02, "update", _s("c")),
                    (0x04, "updates", _doc((0x03, "0", _doc((0x03, "q", _doc()), (0x03, "u", _doc()),
                                                             (0x04, "arrayFilters", _doc((0x10, "0", b"\1\0\0\0")))))),
                    ),
                    (0x02, "$db", _s("d")))),                                # nested bad element path
    ("aggregate", _doc((0x02, "aggregate", _s("c")), (0x04, "pipeline", _doc()),
                       (0x03, "readConcern", _doc((0x02, "level", _s("snapshot")))), (0x02, "$db", _s("d")))),
    ("find", _doc((0x02, "find", _s("c")), (0x03, "readConcern", _doc((0x02, "level", _s("nope")))),
                  (0x02, "$db", _s("d")))),                                  # find's own readConcern is an object
    ("insert", _doc((0x02, "insert", _s("c")), (0x04, "documents", _doc()), (0x02, "$db", _s("d")),
                    (0x03, "readConcern", _doc((0x02, "level", _s("nope")))))),  # generic: enum checked
]


@pytest.mark.parametrize("root,doc", EDGE_CASES, ids=[f"{r}-{i}" for i, (r, _) in enumerate(EDGE_CASES)])
def test_edge_cases_agree_with_reference(driver, root, doc):
    compare(driver, root, doc)


# ---- document-level validity against libbson ---------------------------------------------

def _corpus():
    docs = [p.read_bytes() for p in sorted((REPO_ROOT / "bench" / "corpus").glob("*.bson"))
            if p.stat().st_size <= 4096]
    # Every BSON type, nested, for the mutations to work on.
    rng_doc = [(t, f"k{t:x}", v) for t, v in (
        (0x01, struct.pack("<d", 1.5)), (0x02, _s("héllo")), (0x03, _doc((0x10, "a", b"\1\0\0\0"))),
        (0x04, _doc((0x02, "0", _s("x")), (0x0A, "1", b""))), (0x05, struct.pack("<i", 3) + b"\x00abc"),
        (0x05, struct.pack("<i", 7) + b"\x02" + struct.pack("<i", 3) + b"abc"), (0x06, b""),
        (0x07, bytes(12)), (0x08, b"\1"), (0x09, bytes(8)), (0x0A, b""), (0x0B, b"ab\0im\0"),
        (0x0C, _s("db.c") + bytes(12)), (0x0D, _s("f()")), (0x0E, _s("sym")),
        (0x0F, struct.pack("<i", 4 + 8 + 12) + _s("a=1") + _doc((0x10, "x", b"\2\0\0\0"))),
        (0x10, b"\7\0\0\0"), (0x11, bytes(8)), (0x12, bytes(8)), (0x13, bytes(16)), (0x7F, b""), (0xFF, b""))]
    docs.append(_doc(*rng_doc))
    docs.append(_doc((0x03, "outer", _doc(*rng_doc[:8])), (0x04, "arr", _doc((0x03, "0", _doc(*rng_doc[8:]))))))
    return docs


def _fix_length(doc: bytearray) -> bytearray:
    if len(doc) >= 4:
        doc[0:4] = struct.pack("<i", len(doc))
    return doc


INTERESTING = [0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x7F, 0x80, 0xFF, 0x13, 0x14, 0x0F, 0x0B, 0x0C, 0x08]


def mutate(doc: bytes, rng: random.Random) -> bytes:
    d = bytearray(doc)
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        what = rng.randrange(7)
        i = rng.randrange(len(d)) if d else 0
        if what == 0 and d:
            d[i] = rng.randrange(256)
        elif what == 1 and d:
            d[i] = rng.choice(INTERESTING)
        elif what == 2 and d:
            d[i] ^= 1 << rng.randrange(8)
        elif what == 3 and len(d) >= 4:  # a length-like int32 somewhere
            j = rng.randrange(len(d) - 3)
            cur = struct.unpack_from("<i", d, j)[0]
            new = rng.choice([0, 1, 4, 5, 13, 14, -1, cur - 1, cur + 1, 2**31 - 1])
            d[j:j + 4] = struct.pack("<I", new & 0xFFFFFFFF)
        elif what == 4:
            del d[i:i + rng.randrange(1, 4)]
        elif what == 5:
            d[i:i] = bytes(rng.choice(INTERESTING) for _ in range(rng.randrange(1, 4)))
        else:
            d = d[:i] if rng.random() < 0.5 else d + b"\0"
    if rng.random() < 0.8:
        _fix_length(d)  # keep the header plausible so that the inner checks are reached
    return bytes(d)


# ---- intended differences (docs/differential.md); each names its cause precisely ----------

def _error_offset(verdict: dict) -> int:
    import re
    m = re.search(r"byte offset (\d+)", verdict["message"])
    assert m, verdict
    return int(m.group(1))


def _element_spans(data: bytes, start: int):
    """(type, element start, value start, value end) of the elements of the
    document at `start`, as far as they are well-formed (the walk stops at
    the first element it cannot size)."""
    end = start + struct.unpack_from("<i", data, start)[0] - 1
    p = start + 4
    while p < min(end, len(data)) and data[p] != 0:
        t = data[p]
        nul = data.find(b"\0", p + 1, end)
        if nul < 0:
            return
        v = nul + 1
        try:
            if t in (0x01, 0x09, 0x11, 0x12):
                n = 8
            elif t in (0x06, 0x0A, 0x7F, 0xFF):
                n = 0
            elif t == 0x07:
                n = 12
            elif t == 0x08:
                n = 1
            elif t == 0x10:
                n = 4
            elif t == 0x13:
                n = 16
            elif t in (0x02, 0x0D, 0x0E):
                n = 4 + struct.unpack_from("<i", data, v)[0]
            elif t in (0x03, 0x04, 0x0F):
                n = struct.unpack_from("<i", data, v)[0]
            elif t == 0x05:
                n = 5 + struct.unpack_from("<i", data, v)[0]
            elif t == 0x0B:
                n = data.index(b"\0", data.index(b"\0", v, end) + 1, end) + 1 - v
            elif t == 0x0C:
                n = 4 + struct.unpack_from("<i", data, v)[0] + 12
            else:
                return
        except (struct.error, ValueError):
            return
        if n < 0 or v + n > end:
            yield t, p, v, None
            return
        yield t, p, v, v + n
        p = v + n


def _stop_before(data: bytes, start: int, offset: int, stops) -> bool:
    """True when, in the document at `start` or in a nested document on the
    way to byte `offset`, an element for which `stops(type, data, value
    start)` holds ends before `offset`."""
    for t, p, v, e in _element_spans(data, start):
        if e is None or offset < e:
            if e is not None and t in (0x03, 0x04) and v < offset:
                return _stop_before(data, v, offset, stops)
            if e is not None and t == 0x0F and v < offset:
                code = struct.unpack_from("<i", data, v + 4)[0]
                return _stop_before(data, v + 8 + code, offset, stops)
            return False
        if stops(t, data, v):
            return True
    return False


def _is_codewscope(t: int, data: bytes, v: int) -> bool:
    return t == 0x0F


def _is_non_utf8_text(t: int, data: bytes, v: int) -> bool:
    """A string, javascript, symbol, dbPointer namespace or regex (pattern or
    options) that is not UTF-8."""
    if t == 0x0B:
        a = data.index(b"\0", v)
        b = data.index(b"\0", a + 1)
        return not (_valid_utf8(data[v:a]) and _valid_utf8(data[a + 1:b]))
    if t not in (0x02, 0x0D, 0x0E, 0x0C):
        return False
    n = struct.unpack_from("<i", data, v)[0]
    return not _valid_utf8(data[v + 4:v + 4 + n - 1])


def _keys(data: bytes, start: int = 0):
    """Every field name of a document libbson accepted (so it is well-formed
    where libbson looked), nested documents and scopes included."""
    for t, p, v, e in _element_spans(data, start):
        yield data[p + 1:data.index(b"\0", p + 1)]
        if e is not None and t in (0x03, 0x04):
            yield from _keys(data, v)
        elif e is not None and t == 0x0F:
            yield from _keys(data, v + 8 + struct.unpack_from("<i", data, v + 4)[0])


def _valid_utf8(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
        return True
    except UnicodeDecodeError:
        return False


def _libbson_checks_key_utf8(doc: bytes, verdict: dict) -> bool:
    """libbson's bson_iter_visit_all rejects a field name that is not UTF-8
    whatever the flags; the runtime does not check UTF-8 (as MongoDB's
    server-side BSON validation, which leaves it to the consumers)."""
    return verdict["ours"] and not verdict["libbson"] and any(not _valid_utf8(k) for k in _keys(doc))


def _libbson_skips_bad_nested_frame(doc: bytes, verdict: dict) -> bool:
    """An embedded document, array or code-with-scope scope whose last byte is
    not NUL: libbson's bson_iter_visit_all cannot bson_init_static it and
    silently skips it (neither the frame nor its contents are checked); the
    runtime rejects it."""
    if verdict["ours"] or not verdict["libbson"]:
        return False
    if not verdict["message"].endswith(("embedded document does not end with a NUL byte",
                                        "embedded array does not end with a NUL byte",
                                        "javascriptWithScope scope does not end with a NUL byte")):
        return False
    return doc[_error_offset(verdict)] != 0


def _libbson_stops_after_codewscope(doc: bytes, verdict: dict) -> bool:
    """libbson's validator returns `true` ("stop visiting") from its
    code-with-scope callback after checking the scope, so nothing after a
    javascriptWithScope element in that document (or, through the nested
    visits, after it in enclosing documents) is validated; the runtime checks
    every element."""
    if verdict["ours"] or not verdict["libbson"]:
        return False
    return _stop_before(doc, 0, _error_offset(verdict), _is_codewscope)


def _libbson_stops_after_non_utf8_text(doc: bytes, verdict: dict) -> bool:
    """With BSON_VALIDATE_NONE, libbson's visitor stops (without an error) at a
    string, javascript, symbol, dbPointer namespace or regex that is not UTF-8, so the
    rest of that document and of the documents enclosing it is not validated;
    the runtime checks every element (and, like MongoDB, not UTF-8)."""
    if verdict["ours"] or not verdict["libbson"]:
        return False
    return _stop_before(doc, 0, _error_offset(verdict), _is_non_utf8_text)


def _too_deep(doc: bytes, verdict: dict) -> bool:
    """The runtime stops at MongoDB's nesting limit (200); libbson 1.23 has none."""
    return (not verdict["ours"] and verdict["libbson"] and verdict["code"] == 15
            and "maximum nested object depth" in verdict["message"])


INTENDED = {
    "libbson-key-utf8": _libbson_checks_key_utf8,
    "libbson-skips-bad-nested-frame": _libbson_skips_bad_nested_frame,
    "libbson-stops-after-codewscope": _libbson_stops_after_codewscope,
    "libbson-stops-after-non-utf8-text": _libbson_stops_after_non_utf8_text,
    "depth-limit": _too_deep,
}


def classify(doc: bytes, verdict: dict):
    if verdict["ours"] == verdict["libbson"]:
        return "agree"
    for name, rule in INTENDED.items():
        if rule(doc, verdict):
            return name
    return None


VALIDITY_CASES = 5000


def test_validity_agrees_with_libbson(driver):
    rng = random.Random(20240607)
    corpus = _corpus()
    tally = {}
    unexplained = []
    for base in corpus:  # the unmutated corpus is valid for both
        v = driver.ask("@validate", base)
        assert v["ours"] and v["libbson"], (base.hex(), v)
    for n in range(VALIDITY_CASES):
        doc = mutate(rng.choice(corpus), rng)
        v = driver.ask("@validate", doc)
        kind = classify(doc, v)
        tally[kind] = tally.get(kind, 0) + 1
        if kind is None:
            unexplained.append((doc.hex(), v))
    COUNTS["mutations"] += VALIDITY_CASES
    print(f"\nvalidity differential: {VALIDITY_CASES} mutations: {tally}")
    assert not unexplained, f"{len(unexplained)} unexplained verdicts, first: {unexplained[:3]}"
    # The mutations must exercise both verdicts, or the comparison says little.
    assert tally.get("agree", 0) > VALIDITY_CASES // 2


def _raw(body: bytes) -> bytes:
    return struct.pack("<i", len(body) + 5) + body + b"\0"


UNKNOWN_TYPE = b"\x6bk\x00"  # an element of type 0x6b, which BSON does not define
NO_NUL = bytearray(_doc((0x10, "a", b"\1\0\0\0")))
NO_NUL[-1] = 1
DEEP = _doc()
for _ in range(205):
    DEEP = _doc((0x03, "a", DEEP))
INTENDED_EXAMPLES = [
    ("libbson-key-utf8", _raw(b"\x10\xff\x00\x01\x00\x00\x00")),
    ("libbson-skips-bad-nested-frame", _raw(b"\x03s\x00" + bytes(NO_NUL))),
    ("libbson-stops-after-codewscope",
     _raw(b"\x0fc\x00" + struct.pack("<i", 4 + 8 + 12) + _s("a=1") + _doc((0x10, "x", b"\2\0\0\0")) + UNKNOWN_TYPE)),
    ("libbson-stops-after-non-utf8-text", _raw(b"\x02a\x00\x02\x00\x00\x00\xff\x00" + UNKNOWN_TYPE)),
    ("libbson-stops-after-non-utf8-text", _raw(b"\x0br\x00ab\xff\x00i\x00" + UNKNOWN_TYPE)),
    ("depth-limit", DEEP),
]


@pytest.mark.parametrize("name,doc", INTENDED_EXAMPLES, ids=[f"{n}-{i}" for i, (n, _) in enumerate(INTENDED_EXAMPLES)])
def test_validity_intended_differences_are_real(driver, name, doc):
    """Each named difference, built by hand, is classified as documented, and
    the same document without the cause agrees (so the rules cannot silently
    cover something else)."""
    v = driver.ask("@validate", doc)
    assert v["ours"] != v["libbson"] and classify(doc, v) == name, v


def test_validity_agreements_without_the_causes(driver):
    # The same shapes with the cause removed: both reject (or both accept).
    for doc in (_raw(b"\x02a\x00\x02\x00\x00\x00x\x00" + UNKNOWN_TYPE),   # UTF-8 string: libbson goes on
                _raw(b"\x0br\x00ab\x00i\x00" + UNKNOWN_TYPE),
                _raw(b"\x03s\x00" + _raw(b"\x10a\x00\x01\x00\x00\x00\x00")),    # nested frame fine, bad inside
                _raw(b"\x10a\x00\x01\x00\x00\x00" + UNKNOWN_TYPE)):
        v = driver.ask("@validate", doc)
        assert not v["ours"] and not v["libbson"], v
    # Invalid UTF-8 in a string value: neither rejects it (see docs/differential.md on UTF-8).
    bad = _doc((0x02, "s", struct.pack("<i", 3) + b"\xff\xfe\0"))
    v = driver.ask("@validate", bad)
    assert v["ours"] and v["libbson"], v


def test_zz_report():
    print(f"\ndifferential cases: {COUNTS}; rejected by code: {dict(sorted(CODES.items()))}")
    assert COUNTS["documents"] > 0
