"""The expected-next-field cost model (lower/costs.py): an edge
is planned only when its successor's share pays for the misses, and gets the
form with the largest expected gain; generated code follows the model."""

from __future__ import annotations

import re

import pytest

from conftest import compile_files, errors
from switchyard.backends import EmitOptions, render_spec
from switchyard.lower import costs
from switchyard.lower.prediction import MEASURED_SHARE, predicted_edges


class _F:
    def __init__(self, name, likelihood):
        self.name, self.likelihood = name, likelihood


class _Plan:
    def __init__(self, i, name, p):
        self.index, self.f = i, _F(name, p)


def test_break_even_is_where_the_gain_changes_sign():
    for form in [costs.plain_costs(rank) for rank in range(6)]:
        q = form.break_even()
        assert 0.0 < q < 1.0
        assert form.gain(q) == pytest.approx(0.0)
        assert form.gain(q + 0.01) > 0 > form.gain(q - 0.01)
    free_miss = costs.PredictionCosts(hit_saves=10.0, miss_costs=-1.0)
    assert free_miss.break_even() == 0.0 and free_miss.gain(0.0) > 0


def test_plain_test_pays_only_above_its_break_even():
    # A successor tried first by the compares saves least when hit: it needs
    # the largest share; one tried later pays at a smaller share.
    first, fourth = costs.plain_costs(0), costs.plain_costs(3)
    assert first.break_even() > fourth.break_even()
    q = (first.break_even() + fourth.break_even()) / 2
    assert costs.choose_form(q, False, 0) is None
    assert costs.choose_form(q, False, 3) == "plain"
    assert costs.choose_form(0.99, False, 0) == "plain"
    assert costs.choose_form(0.01, False, 0) is None
    assert costs.min_share(False) == 0.0   # decided per edge, by rank


def test_raw_test_follows_its_measured_costs():
    raw = costs.RAW_FORM
    for q in (0.0, 0.01, 0.1, 0.5, 0.99):
        expected = "raw" if raw.gain(q) > 0 else None
        assert costs.choose_form(q, True) == expected
    assert costs.min_share(True) == raw.break_even()
    assert costs.choose_form(1.0, True) == "raw"


def test_edges_below_the_break_even_share_are_not_planned():
    # a's best successor: d at 0.98 * 0.97 * 0.05 (beats b's 0.02 and c's
    # 0.98 * 0.03); b's: d at 0.97 * 0.05; c's: d at 0.05; d has none.
    plans = [_Plan(0, "a", 1.0), _Plan(1, "b", 0.02), _Plan(2, "c", 0.03), _Plan(3, "d", 0.05)]
    everything = predicted_edges(plans)
    assert everything[0][0].index == 3 and everything[0][1] == pytest.approx(0.98 * 0.97 * 0.05)
    assert everything[2][0].index == 3 and everything[2][1] == pytest.approx(0.05)
    assert everything[3] is None
    assert all(edge is None for edge in predicted_edges(plans, min_share=0.1).values())
    kept = predicted_edges(plans, min_share=0.048)
    assert kept[0] is None                      # 0.0475: misses would cost more
    assert kept[1][0].index == 3 and kept[2][0].index == 3
    # A measured successor is kept (its share is not recorded by the profile).
    measured = predicted_edges(plans, {"a": "b"}, min_share=0.1)
    assert measured[0][0].index == 1 and measured[0][1] == MEASURED_SHARE


_SPEC = """\
global:
  cpp_namespace: "t"
imports: ["basic.yaml"]
structs:
  Wide:
    strict: false
    fields:
      first: {type: int, likelihood: 1.0}
      rare1: {type: int, optional: true, likelihood: 0.02}
      rare2: {type: int, optional: true, likelihood: 0.03}
      common: {type: int, optional: true, likelihood: 0.95}
      next1: {type: int, optional: true, likelihood: 0.5}
      next2: {type: int, optional: true, likelihood: 0.5}
      next3: {type: int, optional: true, likelihood: 0.5}
      next4: {type: int, optional: true, likelihood: 0.5}
      next5: {type: int, optional: true, likelihood: 0.5}
      next6: {type: int, optional: true, likelihood: 0.5}
      last: {type: int, optional: true, likelihood: 0.5}
"""


def _predictions(tmp_path, dispatch=None):
    specs, diagnostics, _ = compile_files(tmp_path, {"main.yaml": _SPEC})
    assert not errors(diagnostics)
    source = render_spec(specs[0], EmitOptions(dispatch=dispatch))["main_gen.cpp"]
    found = {}
    current = None
    for line in source.splitlines():
        m = re.match(r"\s*field_\d+_\w+:(?: \{)?  // (\w+):", line)  # a label, with or without a block
        if m:
            current = m.group(1)
        m = re.search(r"// Expected next field: (\w+) \(estimated share ([\d.]+), (\w+) test\)", line)
        if m:
            found[current] = (m.group(1), float(m.group(2)), m.group(3))
    return source, found


def test_generated_parser_predicts_only_where_it_pays(tmp_path):
    source, found = _predictions(tmp_path)
    assert "auto chose hash" in source
    # rare1's best successor is `common` (0.97 * 0.95): kept, in a word-taking form.
    assert found["rare1"][0] == "common" and found["rare1"][2] == "raw"
    assert found["common"][0] == "next1"
    # first -> rare1 (0.02) or rare2 (0.98 * 0.03) or common: common wins at
    # 0.98 * 0.97 * 0.95, so `first` predicts common.
    assert found["first"][0] == "common"
    # Every planned edge pays under the model, and the form is the model's choice.
    for source_field, (target, share, form) in found.items():
        assert costs.choose_form(share, True) == form, (source_field, target, share)
    # A miss enters the switch with the bytes the test loaded.
    assert "dispatch_raw:" in source


def test_low_share_edges_are_left_out(tmp_path, monkeypatch):
    # A small struct (auto picks the likelihood-ordered compares, plain
    # tests): with every field unlikely the shares fall under the plain
    # test's break-even and no test is emitted; without the model (every
    # edge kept) they would be.
    spec = """\
global:
  cpp_namespace: "t"
imports: ["basic.yaml"]
structs:
  Small:
    strict: false
    fields:
      a: {type: int, optional: true, likelihood: 0.05}
      b: {type: int, optional: true, likelihood: 0.05}
      c: {type: int, optional: true, likelihood: 0.05}
"""
    specs, diagnostics, _ = compile_files(tmp_path, {"main.yaml": spec})
    assert not errors(diagnostics)
    source = render_spec(specs[0], EmitOptions())["main_gen.cpp"]
    assert "auto chose compares" in source
    assert "Expected next field" not in source
    monkeypatch.setattr(costs, "choose_form", lambda share, word_entry, rank=0: "plain")
    forced = render_spec(specs[0], EmitOptions())["main_gen.cpp"]
    assert "Expected next field: b (estimated share 0.05, plain test)" in forced


def test_likely_successors_of_a_small_struct_get_plain_tests(tmp_path):
    spec = """\
global:
  cpp_namespace: "t"
imports: ["basic.yaml"]
structs:
  Small:
    strict: false
    fields:
      a: {type: int, likelihood: 1.0}
      b: {type: int, likelihood: 1.0}
      c: {type: int, optional: true, likelihood: 0.05}
"""
    specs, diagnostics, _ = compile_files(tmp_path, {"main.yaml": spec})
    assert not errors(diagnostics)
    source = render_spec(specs[0], EmitOptions())["main_gen.cpp"]
    assert "auto chose compares" in source
    assert "Expected next field: b (estimated share 1.00, plain test)" in source
    assert "Expected next field: c" not in source   # 0.05: a miss costs more than hits save
    assert "dispatch_raw" not in source


def test_other_strategies_get_the_plain_form(tmp_path):
    source, found = _predictions(tmp_path, dispatch="length")
    assert found and all(form == "plain" for _, _, form in found.values())
    assert "dispatch_raw" not in source
