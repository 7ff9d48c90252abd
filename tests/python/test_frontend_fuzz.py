"""Random mutations of real specs never make the compiler crash: `check`
exits 0 or 1, every stderr line is a diagnostic, and no internal error or
traceback ever shows. Seeded, so failures reproduce."""

from __future__ import annotations

import random
import re
import shutil
from pathlib import Path

import pytest
import yaml

from conftest import BASIC
from switchyard import cli

SAMPLE = {
    "basic.yaml": BASIC,
    "sample.yaml": """\
global:
  cpp_namespace: "sample::ns"
imports: [basic.yaml]
enums:
  Level: {type: string, values: {kLocal: local, kMajority: majority}}
structs:
  Entry:
    strict: true
    dispatch: trie
    fields:
      q: object
      multi: {type: bool, default: false}
      limit: {type: safeInt64, optional: true, validator: {gte: 0, lt: 100}, likelihood: 0.5}
      level: {type: Level, optional: true}
commands:
  doIt:
    namespace: concatenate_with_db
    reply_type: Entry
    chained_structs: {Entry: entry}
    fields:
      items: {type: "array<Entry>", optional: true}
""",
}

GARBAGE = ["", "[", "]", "{", "{a: b}", "[1, 2]", "-1", "1e999", "2.5", "null", "~", "true", "no", "array<",
           "array<>", "array<array<Entry>>", "!!python/object:os.system", "&a x", "*a", "*undefined",
           "\"\\0\"", "é", "\t", ":", "- -", "x" * 300, "$db", "class", "__x", "namespace", "type", "any",
           "'unterminated", "\"ok\"", "? k", "<<: {a: 1}", "0x10", ".nan", "-.inf", "4294967296", "Entry"]
DIAGNOSTIC_LINE = re.compile(r"^.+:\d+:\d+: (error|warning) \[ID\d{4}\]: .+$|^switchyard: \d+ errors?$")


def _corpus(idl_dir: Path):
    files = {p.name: p.read_text(encoding="utf-8") for p in sorted(idl_dir.glob("*.yaml"))}
    return files or dict(SAMPLE)


def _mutate_text(rng: random.Random, text: str) -> str:
    lines = text.split("\n")
    op = rng.randrange(7)
    i = rng.randrange(len(lines))
    if op == 0:
        del lines[i]
    elif op == 1:
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif op == 2:
        lines.insert(i, lines[rng.randrange(len(lines))])
    elif op == 3:
        # Replace the value after a colon (or the whole line) with garbage.
        line = lines[i]
        k = line.find(": ")
        lines[i] = (line[:k + 2] if k >= 0 else line[:rng.randrange(len(line) + 1)]) + rng.choice(GARBAGE)
    elif op == 4:
        return text[:rng.randrange(len(text) + 1)]
    elif op == 5:
        lines[i] = " " * rng.randrange(8) + lines[i].lstrip()
    else:
        pos = rng.randrange(len(text) + 1)
        return text[:pos] + rng.choice(GARBAGE) + text[pos:]
    return "\n".join(lines)


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, prefix + (i,))


def _get(node, path):
    for p in path:
        node = node[p]
    return node


def _mutate_tree(rng: random.Random, text: str) -> str:
    try:
        doc = yaml.safe_load(text)
    except yaml.YAMLError:
        return text
    if not isinstance(doc, dict) or not doc:
        return text
    paths = [p for p in _paths(doc) if p]
    for _ in range(rng.randrange(1, 4)):
        path = rng.choice(paths)
        parent = _get(doc, path[:-1])
        op = rng.randrange(4)
        try:
            if op == 0:
                del parent[path[-1]]
            elif op == 1:
                other = _get(doc, rng.choice(paths))
                parent[path[-1]] = other if not isinstance(other, (dict, list)) else yaml.safe_load(yaml.safe_dump(other))
            elif op == 2:
                parent[path[-1]] = rng.choice([None, True, 3, -1.5, "nope", [], {}, ["a"], {"k": "v"}, "array<x>"])
            else:
                if isinstance(parent, dict):
                    parent[rng.choice(["bogus", "type", "optional", "default", "fields", "validator",
                                       "likelihood", "namespace", "cpp_name", "strict"])] = rng.choice(
                        [True, "string", 2, {"gte": 5, "lt": 1}, None])
        except (KeyError, IndexError, TypeError):
            pass
        paths = [p for p in _paths(doc) if p]
        if not paths:
            break
    return yaml.safe_dump(doc, sort_keys=False, allow_unicode=True)


@pytest.mark.parametrize("mutator", [_mutate_text, _mutate_tree])
def test_mutations_never_crash(tmp_path: Path, idl_dir: Path, mutator, capsys):
    corpus = _corpus(idl_dir)
    names = sorted(corpus)
    rng = random.Random(f"switchyard-{mutator.__name__}")
    for iteration in range(150):
        work = tmp_path / f"m{iteration}"
        work.mkdir()
        for name, text in corpus.items():
            (work / name).write_text(text, encoding="utf-8")
        victim = rng.choice(names)
        text = corpus[victim]
        for _ in range(rng.randrange(1, 4)):
            text = mutator(rng, text)
        (work / victim).write_text(text, encoding="utf-8")
        specs = [str(work / n) for n in names]
        rc = cli.main(["check", *specs, "-I", str(work)])
        err = capsys.readouterr().err
        context = f"iteration {iteration}, mutated {victim}:\n{text}\n--- stderr:\n{err}"
        assert rc in (0, 1), context
        assert "Traceback" not in err and "ID0099" not in err and "internal compiler error" not in err, context
        for line in err.splitlines():
            assert DIAGNOSTIC_LINE.match(line), context
        if rc == 1:
            assert "error [ID" in err, context
        shutil.rmtree(work)


HOSTILE = {
    "deep_flow": "structs: " + "[" * 20000 + "]" * 20000 + "\n",
    "deep_block": "structs:\n" + "".join(" " * i + "a:\n" for i in range(1, 1500)),
    "tags": "structs: !!python/object:os.system {}\nenums: !foo\n  E: {type: int, values: {a: 1}}\n",
    "self_alias": "structs: &a\n  A:\n    fields: *a\n",
    "nul_name": "structs:\n  A:\n    fields:\n      \"a\\0b\": {type: int}\n",
    "deep_array_type": "structs:\n  A:\n    fields:\n      a: \"" + "array<" * 3000 + "int" + ">" * 3000 + "\"\n",
    "control_chars": "structs:\n  A:\n    description: \"\\x01\\x1b[31m\"\n",
    "bom": "\ufeffstructs: {}\n",
    "two_documents": "structs: {}\n---\nenums: {}\n",
    "complex_keys": "structs:\n  ? [a, b]\n  : {}\n  null: {}\n  1: {}\n",
    "huge_number": "structs:\n  A:\n    fields:\n      a: {type: x, likelihood: 1" + "0" * 400 + "}\n",
    "merge_key": "structs:\n  A:\n    <<: {fields: {}}\n",
    "binary": "\x00\x01\x02structs",
    # MongoDB's dialect (read as .idl too, below)
    "deep_extra_data": "enums:\n  E:\n    type: string\n    values:\n      kA:\n        value: a\n        extra_data: "
                       + "[" * 190 + "]" * 190 + "\n",
    "variant_of_garbage": "structs:\n  A:\n    fields:\n      a:\n        type: {variant: [[x], {y: 1}, \"\"]}\n",
    "access_check_garbage": "commands:\n  c:\n    namespace: ignored\n    access_check: {complex: [1, [2], {privilege: 3}]}\n",
}


@pytest.mark.parametrize("ext", [".yaml", ".idl"])
@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_inputs_get_diagnostics(tmp_path: Path, name: str, ext: str, capsys):
    path = tmp_path / f"{name}{ext}"
    path.write_text(HOSTILE[name], encoding="utf-8")
    rc = cli.main(["check", str(path)])
    err = capsys.readouterr().err
    assert rc in (0, 1)
    assert "Traceback" not in err and "ID0099" not in err
    for line in err.splitlines():
        assert DIAGNOSTIC_LINE.match(line), err
        assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f]", line), line
