"""The command line's synopsis, written from the argument parser itself: the
one source of the README's and docs/idl.md's synopses (a test checks that the
blocks between `<!-- cli-synopsis -->` markers equal this text).

    python -m switchyard.cli_synopsis       # prints it
"""

from __future__ import annotations

import argparse
import sys
from typing import List

from .cli import build_parser

# The synopsis is wrapped to this width (README code blocks read at 100).
WIDTH = 100
PROGRAM = "switchyard"


def _option(action: argparse.Action) -> str:
    """One option as the synopsis spells it: `-o OUTDIR`, `[-I DIR]...`, `[--no-predict]`."""
    flag = max(action.option_strings, key=len) if action.option_strings[0].startswith("--") and \
        not any(len(o) == 2 for o in action.option_strings) else action.option_strings[0]
    if action.nargs == 0:
        text = flag
    else:
        value = "|".join(action.choices) if action.choices else (action.metavar or action.dest.upper())
        text = f"{flag} {value}"
    if action.required:
        return text
    repeat = "..." if isinstance(action, argparse._AppendAction) else ""
    return f"[{text}]{repeat}"


def _positional(action: argparse.Action) -> str:
    name = action.metavar or action.dest.upper()
    return f"{name}..." if action.nargs in ("+", "*") else name


def _command_words(name: str, parser: argparse.ArgumentParser) -> List[str]:
    words = [PROGRAM, name]
    actions = [a for a in parser._actions if not isinstance(a, argparse._HelpAction)]
    words += [_positional(a) for a in actions if not a.option_strings]
    options = [a for a in actions if a.option_strings]
    words += [_option(a) for a in options if a.required]
    words += [_option(a) for a in options if not a.required]
    return words


def _wrap(words: List[str], indent: int) -> List[str]:
    lines = [words[0]]
    for word in words[1:]:
        if len(lines[-1]) + 1 + len(word) > WIDTH:
            lines.append(" " * indent + word)
        else:
            lines[-1] += " " + word
    return lines


def synopsis() -> str:
    """Every command's synopsis, one per paragraph line (wrapped), then the
    directory options."""
    top = build_parser()
    sub = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
    lines: List[str] = []
    for name, parser in sub.choices.items():
        lines += _wrap(_command_words(name, parser), len(PROGRAM) + len(name) + 2)
    directories = [max(a.option_strings, key=len) for a in top._actions
                   if a.option_strings and a.nargs == 0 and a.dest.endswith("_dir")]
    lines.append(f"{PROGRAM} {' | '.join(directories)}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.write(synopsis())
