"""Writes the README's example files into a directory, to be built as a project.

A fenced code block preceded by `<!-- readme-test: NAME -->` becomes the file
NAME. Fails when the README has none (the markers must not silently vanish).

    python readme_examples.py README.md OUTDIR
"""

import os
import re
import sys

BLOCK = re.compile(r"<!-- readme-test: (?P<name>[\w./-]+) -->\n```[\w+-]*\n(?P<body>.*?)^```", re.S | re.M)


def main(readme: str, out_dir: str) -> int:
    with open(readme, encoding="utf-8") as f:
        text = f.read()
    blocks = list(BLOCK.finditer(text))
    if not blocks:
        sys.stderr.write(f"{readme}: no <!-- readme-test: NAME --> code blocks\n")
        return 1
    for m in blocks:
        path = os.path.join(out_dir, m.group("name"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(m.group("body"))
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
