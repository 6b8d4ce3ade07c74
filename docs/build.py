"""Write the guide to a folder any static host serves: Dutch in OUT, English in OUT/en.

    python docs/build.py OUT

Needs the ``docs`` extra (``pip install -e '.[docs]'``).  Both languages are built with
Sphinx from ``docs/nl`` and ``docs/en`` with this folder's ``conf.py``, every warning an
error (a broken link or anchor, a page in no table of contents, a page without its twin in
the other language, a catalog key without its text); ``--keep-going`` lists them all.
Exit code 0 when both built, else Sphinx's.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

DOCS = Path(__file__).resolve().parent


def build(out: Path, *, quiet: bool = True) -> int:
    """Build both languages into ``out``; Sphinx's exit code (0: built without a warning)."""
    from sphinx.cmd.build import build_main

    out = out.resolve()
    with tempfile.TemporaryDirectory() as doctrees:
        for lang, target in (("nl", out), ("en", out / "en")):
            args = ["-W", "--keep-going", "-b", "html", "-c", str(DOCS), "-D", f"language={lang}",
                    "-d", f"{doctrees}/{lang}", *(["-q"] if quiet else []),
                    str(DOCS / lang), str(target)]
            code = build_main(args)
            if code:
                return code
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1 or argv[0].startswith("-"):
        print("usage: python docs/build.py OUT", file=sys.stderr)
        return 2
    code = build(Path(argv[0]), quiet=False)
    if code == 0:
        print(f"the guide is in {argv[0]} (open index.html; English in en/)")
    return code


if __name__ == "__main__":
    sys.exit(main())
