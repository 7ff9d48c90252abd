"""`switchyard profile`: counts from real documents, the overlay it writes,
and `generate --likelihoods` following it."""

from __future__ import annotations

import os

import bson
import yaml
from bson.binary import Binary

from switchyard import cli
from switchyard.profile import ProfileError, documents, profile_files

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
IDL = os.path.join(ROOT, "idl")
LSID = {"id": Binary(bytes(range(16)), 4)}


def write_corpus(path, docs):
    with open(path, "wb") as f:
        for d in docs:
            f.write(bson.encode(d))


def test_counts_presence_and_successors(tmp_path):
    corpus = tmp_path / "traffic.bson"
    write_corpus(corpus, [
        {"find": "c", "filter": {}, "limit": 1, "$db": "d", "lsid": LSID},
        {"find": "c", "filter": {}, "limit": 1, "$db": "d"},
        {"find": "c", "limit": 1, "filter": {}, "$db": "d"},
        {"find": "c", "sort": {"a": 1}, "$db": "d"},
        {"getMore": bson.Int64(5), "collection": "c", "$db": "d"},
    ])
    profiles = profile_files([str(corpus)])
    find = profiles["find"]
    assert find.documents == 4
    assert find.present["filter"] == 3 and find.present["$db"] == 4 and find.present["lsid"] == 1
    assert find.follows["filter"]["limit"] == 2 and find.follows["filter"]["$db"] == 1
    assert profiles["getMore"].documents == 1

    out = tmp_path / "lk.yaml"
    assert cli.main(["profile", str(corpus), "-o", str(out)]) == 0
    overlay = yaml.safe_load(out.read_text(encoding="utf-8"))
    assert overlay["find"]["likelihoods"] == {"$db": 1.0, "filter": 0.75, "limit": 0.75, "lsid": 0.25, "sort": 0.25}
    # The most frequent successor and the share of the field's documents it follows in.
    assert overlay["find"]["successors"] == {"$db": {"lsid": 0.25}, "filter": {"limit": 0.6667},
                                             "limit": {"$db": 0.6667}, "sort": {"$db": 1.0}}


def test_generate_follows_the_measured_order(tmp_path):
    corpus = tmp_path / "traffic.bson"
    # Traffic that always sends $db right after filter (unlike declaration order).
    write_corpus(corpus, [{"find": "c", "filter": {}, "$db": "d", "limit": 1}] * 3)
    overlay = tmp_path / "lk.yaml"
    specs = [os.path.join(IDL, name) for name in sorted(os.listdir(IDL)) if name.endswith(".yaml")]
    args = ["profile", str(corpus), "-o", str(overlay), "-I", IDL]
    for spec in specs:
        args += ["--spec", spec]
    assert cli.main(args) == 0
    out = tmp_path / "gen"
    assert cli.main(["generate", *specs, "-I", IDL, "-o", str(out), "--likelihoods", str(overlay)]) == 0
    source = (out / "find_gen.cpp").read_text(encoding="utf-8")
    handler = source[source.index("    field_0_filter:"):source.index("    field_1_projection:")]
    assert "// Expected next field: $db (estimated share 1.00, raw test)." in handler  # measured


def _generate_with(tmp_path, overlay_text):
    overlay = tmp_path / "lk.yaml"
    overlay.write_text(overlay_text, encoding="utf-8")
    specs = [os.path.join(IDL, name) for name in sorted(os.listdir(IDL)) if name.endswith(".yaml")]
    out = tmp_path / "gen"
    code = cli.main(["generate", *specs, "-I", IDL, "-o", str(out), "--likelihoods", str(overlay)])
    if code != 0:
        return None
    source = (out / "find_gen.cpp").read_text(encoding="utf-8")
    return source[source.index("    field_0_filter:"):source.index("    field_1_projection:")]


def test_the_measured_share_reaches_the_cost_model(tmp_path, monkeypatch):
    from switchyard.lower import costs
    handler = _generate_with(tmp_path, "find:\n  successors: {filter: {$db: 0.4}}\n")
    assert "// Expected next field: $db (estimated share 0.40, raw test)." in handler
    # A form whose misses cost: a share under its break-even plans no test.
    monkeypatch.setattr(costs, "RAW_FORM", costs.PredictionCosts(hit_saves=10.0, miss_costs=10.0))
    handler = _generate_with(tmp_path, "find:\n  successors: {filter: {$db: 0.4}}\n")
    assert "Expected next field" not in handler
    # The older form without a share still works (assumed always to follow).
    handler = _generate_with(tmp_path, "find:\n  successors: {filter: $db}\n")
    assert "// Expected next field: $db (estimated share 1.00, raw test)." in handler


def test_bad_successor_shares_are_diagnosed(tmp_path, capsys):
    for text, message in [("find:\n  successors: {filter: {$db: 1.5}}\n", "must be a number in [0, 1]"),
                          ("find:\n  successors: {filter: {$db: x}}\n", "must be a number in [0, 1]"),
                          ("find:\n  successors: {filter: {$db: 0.5, limit: 0.2}}\n", "not 2 entries"),
                          ("find:\n  successors: {filter: [$db]}\n", "which are not both fields of it"),
                          ("find:\n  successors: {filter: {nope: 0.5}}\n", "which are not both fields of it")]:
        assert _generate_with(tmp_path, text) is None, text
        err = capsys.readouterr().err
        assert message in err and "Traceback" not in err, (text, err)


def test_malformed_corpus_is_reported_with_its_offset(tmp_path, capsys):
    good = bson.encode({"find": "c", "$db": "d"})
    bad = bytearray(bson.encode({"find": "c", "limit": 1}))
    bad[4 + 1 + 5 + 4 + 2] = 0x42  # clobber the 'limit' element's type byte... (an unknown type)
    corpus = tmp_path / "bad.bson"
    corpus.write_bytes(good + bytes(bad))
    assert cli.main(["profile", str(corpus), "-o", str(tmp_path / "x.yaml")]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert f"{corpus}: error: byte " in err
    truncated = tmp_path / "short.bson"
    truncated.write_bytes(good[:-3])
    assert cli.main(["profile", str(truncated), "-o", str(tmp_path / "y.yaml")]) == 1
    assert "document length" in capsys.readouterr().err


def test_every_truncation_is_an_error_not_a_crash():
    data = bson.encode({"find": "c", "filter": {"a": [1, "x", {"b": None}]}, "$db": "d", "r": bson.Regex("a", "i")})
    for n in range(len(data)):
        try:
            list(documents(data[:n], "t"))
        except ProfileError:
            pass


def test_files_are_streamed_with_progress(tmp_path, monkeypatch):
    import switchyard.profile as profile

    monkeypatch.setattr(profile, "PROGRESS_EVERY", 2)
    first, second = tmp_path / "a.bson", tmp_path / "b.bson"
    write_corpus(first, [{"find": "c", "filter": {}, "$db": "d"}] * 5)
    write_corpus(second, [{"getMore": bson.Int64(1), "collection": "c", "$db": "d"}] * 2)
    # Never more than one document in memory: every read asks for at most one.
    reads = []
    real_read = profile.read_documents

    def spying(stream, path, size):
        class Spy:
            def read(self, n):
                reads.append(n)
                return stream.read(n)
        return real_read(Spy(), path, size)

    monkeypatch.setattr(profile, "read_documents", spying)
    calls = []
    profiles = profile.profile_files([str(first), str(second)], lambda *a: calls.append(a))
    assert profiles["find"].documents == 5 and profiles["getMore"].documents == 2
    largest = max(len(bson.encode({"find": "c", "filter": {}, "$db": "d"})),
                  len(bson.encode({"getMore": bson.Int64(1), "collection": "c", "$db": "d"})))
    assert max(reads) <= largest
    assert calls[-1] == (str(second), second.stat().st_size, second.stat().st_size, 7)
    assert (str(first), first.stat().st_size, first.stat().st_size, 5) in calls
    assert any(c[0] == str(first) and c[1] < c[2] for c in calls)   # reported along the way


def test_cli_prints_a_progress_line_per_file(tmp_path, capsys):
    corpus = tmp_path / "traffic.bson"
    write_corpus(corpus, [{"find": "c", "$db": "d"}] * 3)
    assert cli.main(["profile", str(corpus), "-o", str(tmp_path / "lk.yaml")]) == 0
    err = capsys.readouterr().err
    assert f"switchyard profile: {corpus}: 100% (3 documents)" in err
