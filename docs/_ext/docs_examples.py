"""The guide's runnable examples: ``console`` blocks of ``verzaking`` commands with what they
print, run from the checkout's root, so the text shown is what the program prints.

    ```console
    $ verzaking rule examples/voorbeeld1.json --lang en
    Board 1 — 4♠ South, nobody vulnerable
    ...
    ```

Each ``$ `` line is a command (only ``verzaking …``: other commands belong in a ``shell``
block, which is shown, not run); the lines up to the next ``$ `` or the end of the block are
its output (standard output, then standard error), compared line by line without trailing
spaces.  ``python docs/_ext/docs_examples.py`` writes every block's output again from the
program (after a change of the program's words, to be read before committing).
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCES = (ROOT / "docs", ROOT / "src" / "verzaking" / "site" / "guide")
_BLOCK = re.compile(r"^```console\n(.*?)^```", re.S | re.M)


@dataclass(frozen=True)
class Example:
    """One command of a console block and the output the page shows."""

    file: Path
    line: int
    command: str
    shown: str


def markdown_files() -> list[Path]:
    """Every Markdown page of the guide, and the README."""
    return [ROOT / "README.md", *sorted(p for folder in SOURCES for p in folder.rglob("*.md"))]


def examples(path: Path) -> list[Example]:
    """The console examples of a page, in order."""
    text = path.read_text(encoding="utf-8")
    found = []
    for block in _BLOCK.finditer(text):
        line = text.count("\n", 0, block.start()) + 2
        command, shown, at = None, [], line
        for i, row in enumerate(block.group(1).splitlines()):
            if row.startswith("$ "):
                if command is not None:
                    found.append(Example(path, at, command, "\n".join(shown)))
                command, shown, at = row[2:], [], line + i
            else:
                shown.append(row)
        if command is not None:
            found.append(Example(path, at, command, "\n".join(shown)))
    return found


def run(command: str) -> str:
    """What ``command`` (``verzaking …``) prints, run from the checkout's root."""
    words = shlex.split(command)
    if words[:1] != ["verzaking"]:
        raise ValueError(f"only verzaking commands run in a console block: {command}")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(ROOT / "src"), *filter(None, [os.environ.get("PYTHONPATH")])])}
    done = subprocess.run([sys.executable, "-m", "verzaking", *words[1:]], cwd=ROOT, env=env,
                          capture_output=True, text=True, encoding="utf-8", timeout=120)
    return normal(done.stdout + done.stderr)


def normal(text: str) -> str:
    """Lines without trailing spaces, no blank lines at the end."""
    return "\n".join(line.rstrip() for line in text.rstrip().splitlines())


def refresh(path: Path) -> bool:
    """Write every console block's output in ``path`` again; whether anything changed."""
    text = path.read_text(encoding="utf-8")
    def redo(block: re.Match[str]) -> str:
        rows = []
        for row in block.group(1).splitlines():
            if row.startswith("$ "):
                rows += [row, run(row[2:])]
        return "```console\n" + "\n".join(rows) + "\n```"

    new = _BLOCK.sub(redo, text)
    if new != text:
        path.write_text(new, encoding="utf-8")
    return new != text


if __name__ == "__main__":
    for page in markdown_files():
        if refresh(page):
            print(f"wrote {page.relative_to(ROOT)} again")
