"""The command line and its documentation have one source: the synopses in
README.md and docs/idl.md are what `switchyard.cli_synopsis` writes from the
argument parser, docs/idl.md's option table names every option, and
docs/README.md lists every page of docs/."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

from switchyard import cli
from switchyard.cli_synopsis import synopsis

ROOT = Path(__file__).resolve().parents[2]
BLOCK = re.compile(r"<!-- cli-synopsis: [^\n]*-->\n```sh\n(.*?)```\n", re.S)


@pytest.mark.parametrize("page", ["README.md", "docs/idl.md"])
def test_the_synopsis_is_the_parsers(page: str):
    blocks = BLOCK.findall((ROOT / page).read_text(encoding="utf-8"))
    assert len(blocks) == 1, f"{page}: expected one <!-- cli-synopsis --> block"
    assert blocks[0] == synopsis(), (f"{page}'s synopsis is stale; replace it with the output of "
                                     "`PYTHONPATH=generator python3 -m switchyard.cli_synopsis`")


def test_the_synopsis_names_every_command_and_option():
    text = synopsis()
    top = cli.build_parser()
    sub = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
    for name, parser in sub.choices.items():
        assert f"switchyard {name} " in text, name
        for action in parser._actions:
            if action.option_strings and not isinstance(action, argparse._HelpAction):
                assert any(o in text for o in action.option_strings), (name, action.option_strings)


def test_docs_option_table_covers_every_option():
    text = (ROOT / "docs" / "idl.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"`(--?[A-Za-z][-A-Za-z]*)", text))
    top = cli.build_parser()
    sub = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
    for name, parser in sub.choices.items():
        for action in parser._actions:
            if action.option_strings and not isinstance(action, argparse._HelpAction):
                assert set(action.option_strings) & documented, (name, action.option_strings)


def test_docs_index_lists_every_page_and_the_readme_links_it():
    index = (ROOT / "docs" / "README.md").read_text(encoding="utf-8")
    for page in sorted((ROOT / "docs").glob("*.md")):
        if page.name != "README.md":
            assert f"]({page.name})" in index, f"docs/README.md does not link {page.name}"
    for target in re.findall(r"\]\(([^)#]+)", index):
        assert (ROOT / "docs" / target).exists(), target
    assert "](docs/README.md)" in (ROOT / "README.md").read_text(encoding="utf-8")
