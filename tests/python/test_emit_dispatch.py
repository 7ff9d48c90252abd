"""Dispatch strategies: the hash family's Python/C++ contract, the seed search,
the auto cost model, prediction, and the fallback warning (ID0051)."""

from __future__ import annotations

import io
import os
import re

import pytest

from switchyard import cli, compiler, name_hash
from switchyard.backends import EmitOptions, render_spec
from switchyard.backends.dispatch import auto
from switchyard.lower.prediction import expected_successors

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
IDL = os.path.join(ROOT, "idl")


def test_name_word_masks_after_nul():
    # "ab" + NUL, zero padded: the bytes after the NUL never count.
    assert name_hash.name_word("ab") == int.from_bytes(b"ab\0\0\0\0\0\0", "little")
    assert name_hash.name_word("abcdefghij") == int.from_bytes(b"abcdefgh", "little")


def test_seed_search_is_perfect_over_distinct_words():
    names = ["filter", "projection", "sort", "limit", "batchSize", "singleBatch", "$db", "lsid"]
    plan = name_hash.search_seed(names)
    assert plan is not None
    hashes = [name_hash.name_hash(n, plan.seed, plan.bits, plan.prefix) for n in names]
    assert len(set(hashes)) == len(names)
    assert plan.max_bucket == 1


def test_names_sharing_eight_bytes_share_a_bucket():
    plan = name_hash.search_seed(["abcdefghX", "abcdefghY", "z"])
    assert plan is not None and plan.max_bucket == 2


def test_auto_prefers_compares_for_tiny_structs_and_hash_for_big_ones():
    class Spec:
        def __init__(self, n, likelihoods=()):
            self.names = tuple((f"field{i}", i) for i in range(n))
            self.likelihoods = likelihoods

    assert auto.choose(Spec(2)).strategy.name == "compares"
    assert auto.choose(Spec(30)).strategy.name == "hash"
    # A skewed struct: one name carries nearly all the traffic.
    assert auto.choose(Spec(6, (0.99, 0.01, 0.01, 0.01, 0.01, 0.01))).strategy.name == "compares"


def test_auto_weighs_each_strategys_predictions():
    """The hash's raw tests miss for free, the compares' plain tests do not:
    with successors that follow only sometimes, the hash with its tests beats
    the compares with theirs although the compares alone would win."""
    class Spec:
        names = tuple((f"field{i}", i) for i in range(3))
        likelihoods = (0.6, 0.6, 0.6)
        predictions = ()

    assert auto.choose(Spec()).strategy.name == "compares"
    Spec.predictions = ((0, 1, 0.3), (1, 2, 0.3))
    choice = auto.choose(Spec())
    assert choice.strategy.name == "hash" and "with their predictions" in choice.reason
    # Successors that always follow: the plain tests skip more compares per hit.
    Spec.predictions = ((0, 1, 1.0), (1, 2, 1.0))
    assert auto.choose(Spec()).strategy.name == "compares"


class _F:
    def __init__(self, name, p):
        self.name, self.likelihood = name, p


class _Plan:
    def __init__(self, i, name, p):
        self.index, self.f = i, _F(name, p)


def test_prediction_goes_forward_to_the_most_probable_next_field():
    plans = [_Plan(0, "a", 0.9), _Plan(1, "b", 0.05), _Plan(2, "c", 0.6), _Plan(3, "d", 1.0)]
    succ = expected_successors(plans)
    assert succ[0].index == 2          # 0.95 * 0.6 beats 0.05
    assert succ[1].index == 2
    assert succ[2].index == 3
    assert succ[3] is None


def test_measured_successors_win_but_never_close_a_cycle():
    plans = [_Plan(0, "a", 0.9), _Plan(1, "b", 0.5), _Plan(2, "c", 0.6)]
    # Measured: a -> b, b -> c and c -> a. Edges are taken in declaration order
    # of their source; c -> a would close the cycle a -> b -> c -> a: dropped.
    succ = expected_successors(plans, {"c": "a", "a": "b", "b": "c"})
    assert succ[0].index == 1
    assert succ[1].index == 2
    assert succ[2] is None
    # Whatever the input, following predictions never revisits a field.
    for start in plans:
        seen, node = set(), start
        while node is not None:
            assert node.index not in seen
            seen.add(node.index)
            node = succ[node.index]


@pytest.mark.parametrize("strategy", ["chain", "trie", "length", "compares", "hash", "auto"])
def test_every_strategy_renders_deterministically(strategy):
    specs, diags = compiler.compile_specs([os.path.join(IDL, "find.yaml")], [IDL])
    assert not [d for d in diags if d.is_error]
    find = specs[0]
    a = render_spec(find, EmitOptions(dispatch=strategy))
    b = render_spec(find, EmitOptions(dispatch=strategy))
    assert a == b
    source = a["find_gen.cpp"]
    assert f"// Field-name dispatch ({strategy})." in source
    if strategy in ("chain", "trie"):
        assert "Expected next field" not in source  # baselines are measured as they are
    if strategy in ("hash", "auto"):
        # One table of the generator's slots, one proof that the runtime's hash agrees.
        assert re.search(r'\{"filter", \d+\},', source)
        assert "static_assert(switchyard::hashesAgree(kSlots, kSeed, kBits, kPrefix));" in source
        assert "Expected next field" in source


def test_failed_seed_search_warns_and_falls_back_to_trie(tmp_path, monkeypatch, capsys):
    # One place decides "no seed -> trie", for the warning and the code alike.
    import switchyard.lower.dispatch as plan_dispatch
    monkeypatch.setattr(plan_dispatch, "search_seed", lambda names, **kw: None)
    spec = tmp_path / "s.yaml"
    spec.write_text("imports: [basic_types.yaml]\n"
                    "structs:\n  S:\n    dispatch: hash\n    fields:\n"
                    "      a: {type: bool, optional: true}\n      b: {type: bool, optional: true}\n",
                    encoding="utf-8")
    rc = cli.main(["generate", str(spec), "-I", IDL, "-o", str(tmp_path / "out")])
    text = capsys.readouterr().err
    assert rc == 0
    assert f"{spec}:3:3: warning [ID0051]: no hash seed separates the 2 field names of 'S'" in text
    generated = (tmp_path / "out" / "s_gen.cpp").read_text(encoding="utf-8")
    assert "hash: no seed separates these names; trie instead." in generated
