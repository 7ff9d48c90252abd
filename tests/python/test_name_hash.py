"""The seed search: the vectorised (numpy) and the seed-by-seed Python searches
both give exactly the plan of the plain definition (the smallest table with a
seed of the fixed sequence that separates every distinct word and fills both
end slots, its first such seed; else the smallest table's first separating
seed), so the generated
code does not depend on how the search ran."""

from __future__ import annotations

import random
from typing import List, Optional, Sequence

import pytest

from switchyard import name_hash


def reference_search(names: Sequence[str], max_extra_bits: int = 3,
                     seeds_per_size: int = 20000) -> Optional[name_hash.HashPlan]:
    """The definition, written the slow way: the smallest table with a seed
    filling both ends, else the smallest table's first separating seed."""
    prefix = min(8, min(len(n.encode()) + 1 for n in names))   # the shortest name and its NUL
    words = {name_hash.name_word(n) & ((1 << (8 * prefix)) - 1) for n in names}
    min_bits = max(1, (len(words) - 1).bit_length())
    smallest = None
    for bits in range(min_bits, min(min_bits + max_extra_bits, 16) + 1):
        state = 0
        separating = []
        for _ in range(seeds_per_size):
            state, value = name_hash._splitmix64(state)
            low = (value & 0xFFFFFFFF) | 1
            seed = low - (1 << 32) + (1 << 64) if low >= 1 << 31 else low   # sign-extended
            slots = {name_hash.hash_word(w, seed, bits, prefix) for w in words}
            if len(slots) == len(words):
                separating.append((0 in slots and (1 << bits) - 1 in slots, seed))
        with_ends = [seed for ends, seed in separating if ends]
        if with_ends:   # the smallest table with both ends filled
            return name_hash._plan(names, with_ends[0], bits, prefix)
        if separating and smallest is None:
            smallest = name_hash._plan(names, separating[0][1], bits, prefix)
    if smallest is not None:
        return smallest
    return None


def _name_sets() -> List[List[str]]:
    rng = random.Random(18)
    letters = "abcdefghijklmnopqrstuvwxyz$_"
    sets = [["filter", "projection", "sort", "limit", "batchSize", "singleBatch", "$db", "lsid"],
            ["abcdefghX", "abcdefghY", "z"], ["only"]]
    for n in (2, 3, 5, 8, 13, 21, 34, 40, 58, 70):   # 70 words: a table of 2^7 slots (two bitmap words)
        sets.append(["".join(rng.choice(letters) for _ in range(rng.randint(1, 12))) for _ in range(n)])
    return sets


@pytest.fixture(params=["numpy", "python"])
def search(request, monkeypatch):
    if request.param == "numpy":
        pytest.importorskip("numpy")
        monkeypatch.setattr(name_hash, "_np", False)   # imported again on first use
    else:
        monkeypatch.setattr(name_hash, "_np", None)    # as if numpy were not installed
    name_hash._search_words.cache_clear()
    yield name_hash.search_seed
    name_hash._search_words.cache_clear()


@pytest.mark.parametrize("names", _name_sets(), ids=lambda names: f"{len(names)}names")
def test_search_matches_the_definition(search, names):
    assert search(names) == reference_search(names)


def test_search_reports_failure_like_the_definition(search):
    # 64 distinct words in 2^6 slots with 30 seeds: no seed separates them.
    names = [f"n{i:02d}" for i in range(64)]
    assert search(names, max_extra_bits=0, seeds_per_size=30) is None
    assert reference_search(names, max_extra_bits=0, seeds_per_size=30) is None
    # ...and a success found late in a small seed space is the same seed.
    assert search(names, max_extra_bits=1, seeds_per_size=3000) == \
        reference_search(names, max_extra_bits=1, seeds_per_size=3000)


def test_seed_sequence_is_splitmix64_from_zero():
    pytest.importorskip("numpy")
    # splitmix64's first values 0xE220A8397B1DCDAF, 0x6E789E6AA1B965F5, 0x06C45D188009454F: the
    # low 32 bits, odd, sign-extended (an imul immediate).
    assert list(name_hash.candidate_seeds(3)) == [0x7B1DCDAF, 0xFFFFFFFFA1B965F5, 0xFFFFFFFF8009454F]
    assert [int(x) for x in name_hash._seed_array(1000)] == list(name_hash.candidate_seeds(1000))


def test_a_word_set_is_searched_once_per_process(monkeypatch):
    name_hash._search_words.cache_clear()
    calls = []
    real = name_hash._first_seed_python
    monkeypatch.setattr(name_hash, "_np", None)
    monkeypatch.setattr(name_hash, "_first_seed_python", lambda *a: calls.append(a) or real(*a))
    first = name_hash.search_seed(["a", "b", "c"])
    # The same names in another order (the warning pass and the emitter) reuse the search.
    second = name_hash.search_seed(["c", "a", "b"])
    assert len(calls) == 1 and first.seed == second.seed and first.bits == second.bits
    name_hash._search_words.cache_clear()


def test_seeds_fill_both_end_slots_when_one_does():
    """Both ends filled: the switch's table spans every hash value and needs no
    range check (name_hash.py). The find command's 58 names find such a seed."""
    names = _name_sets()[0] + [f"field{i}" for i in range(50)]
    plan = name_hash.search_seed(names)
    slots = [value for value, _ in plan.buckets]
    assert slots[0] == 0 and slots[-1] == (1 << plan.bits) - 1
    # One name cannot fill both ends of its two slots: the first separating seed.
    single = name_hash.search_seed(["only"])
    assert single.seed == next(iter(name_hash.candidate_seeds(1)))


def test_the_hash_of_the_raw_bytes_is_the_names():
    """The dispatch hashes the 8 raw bytes at a name, value bytes after its
    NUL included: with k the shortest name's bytes, every accepted name's
    raw bytes hash to its slot whatever follows, and names sharing their
    first k bytes share a slot."""
    names = ["$db", "filter", "allowDiskUse", "allowPartialResults", "lsid", "limit"]
    assert name_hash.prefix_bytes(names) == 4 and name_hash.prefix_bytes(["abcdefghijk", "abcdefghij"]) == 8
    plan = name_hash.search_seed(names)
    assert plan.prefix == 4 and plan.seed < 1 << 32 or plan.seed >= (1 << 64) - (1 << 31)
    slot = {n: value for value, bucket in plan.buckets for n in bucket}
    assert slot["allowDiskUse"] == slot["allowPartialResults"]
    assert len({slot[n] for n in names}) == len(names) - 1
    rng = random.Random(5)
    for n in names:
        data = (n.encode() + b"\0")[:8]
        for _ in range(20):
            raw = data + bytes(rng.randrange(256) for _ in range(8 - len(data)))
            assert name_hash.hash_word(int.from_bytes(raw, "little"), plan.seed, plan.bits, plan.prefix) == slot[n]


def test_the_generator_runs_without_numpy_and_writes_the_same_files(tmp_path):
    """numpy is an optional extra: `generate` in an interpreter that cannot
    import it writes exactly the checked-in output."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    code = ("import sys; sys.modules['numpy'] = None\n"
            "from switchyard import cli, name_hash\n"
            "status = cli.main(sys.argv[1:])\n"
            "assert name_hash._np is None, 'numpy was used'\n"
            "sys.exit(status)\n")
    r = subprocess.run([sys.executable, "-c", code, "generate", str(root / "idl" / "find.yaml"),
                        "-o", str(tmp_path)], capture_output=True, text=True,
                       env={"PYTHONPATH": str(root / "generator"), "PATH": "/usr/bin:/bin"})
    assert r.returncode == 0, r.stderr
    for name in ("find_gen.h", "find_gen.cpp"):
        assert (tmp_path / name).read_bytes() == (root / "generated" / name).read_bytes(), name


def test_numpy_is_an_optional_extra_not_a_dependency():
    import re
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "pyproject.toml").read_text(encoding="utf-8")
    dependencies = re.search(r"^dependencies = \[(.*?)\]", text, re.M | re.S).group(1)
    assert "numpy" not in dependencies
    assert re.search(r'^numpy = \["numpy>=[0-9.]+"\]', text, re.M)
