"""Build DDS, the double-dummy solver, to WebAssembly for the offline app.

    python dds/build.py            # build into src/verzaking/site/dds/ (what is committed)
    python dds/build.py --check    # build into a temporary folder and compare with it

The source is DDS 2.9.0 (Bo Haglund and Soren Hein, Apache-2.0: ``LICENSE-DDS``) as the
sdist of endplay 0.5.12 on PyPI carries it, fetched with ``pip download`` and checked
against the digest below.  The patches in ``patches/`` are applied in order (each says
what it changes and why), then Debian's emscripten (``apt-get install emscripten
node-acorn``) compiles DDS's library sources, single-threaded, with the 64C line's C
core (``src/verzaking/equity/line_core.c``, the one CPython's extension wraps) and its
WebAssembly wrapper (``line_wasm.c``: ``solve_line``) into ``dds.wasm`` and its loader
``dds.mjs`` (an ES module: ``createDDS({wasmBinary})``).  ``dds.json`` records what went
in (the sdist's, the patches' and our C files' digests, the compiler and its flags) and
what came out (the digests of the two files).

``--check`` builds from scratch and says whether the result is byte for byte the
committed one; where emscripten is missing it checks only that the recorded inputs are
the ones here (exit 0 with a note), so a change to a patch or a flag without a rebuild
is caught everywhere.  Exit 1 when they differ.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
OUT = ROOT / "src" / "verzaking" / "site" / "dds"
SDIST = "endplay-0.5.12.tar.gz"
SDIST_SHA256 = "c1de455fbc42f5668d129812856c32e35af5dc0b8108df6e5a6a161cc6be80aa"
PREFIX = "endplay-0.5.12/libs/dds/"
SOURCES = ("dds.cpp dump.cpp ABsearch.cpp ABstats.cpp CalcTables.cpp DealerPar.cpp File.cpp "
           "Init.cpp LaterTricks.cpp Memory.cpp Moves.cpp Par.cpp PlayAnalyser.cpp PBN.cpp "
           "QuickTricks.cpp Scheduler.cpp SolveBoard.cpp SolverIF.cpp System.cpp ThreadMgr.cpp "
           "Timer.cpp TimerGroup.cpp TimerList.cpp TimeStat.cpp TimeStatList.cpp "
           "TransTableS.cpp TransTableL.cpp").split()
"""DDS's library sources (``src/Makefiles/sources.txt``)."""
LINE = ("src/verzaking/equity/line_core.h", "src/verzaking/equity/line_core.c",
        "dds/line_wasm.c")
"""Ours, compiled in beside DDS: the 64C line's C core (the one CPython's extension
wraps) and its wrapper for WebAssembly, ``solve_line`` (paths from the checkout's root)."""
LINE_FLAGS = ["-O3", "-std=c11", "-Iline", "-c"]
"""emcc's flags for our C files (C, not DDS's C++)."""
EXPORTS = ("SolveBoard", "AnalysePlayBin", "SetResources", "SetMaxThreads", "FreeMemory",
           "solve_line", "malloc", "free")
FLAGS = ["-O3", "-std=c++11", "-DDDS_THREADS_NONE", "-Iinclude",
         "-sMODULARIZE=1", "-sEXPORT_ES6=1", "-sEXPORT_NAME=createDDS",
         "-sENVIRONMENT=web,worker", "-sALLOW_MEMORY_GROWTH=1", "-sFILESYSTEM=0",
         "-sEXPORTED_FUNCTIONS=" + ",".join("_" + f for f in EXPORTS),
         "-sEXPORTED_RUNTIME_METHODS=[]"]
"""emcc's flags (single-threaded; the memory grows with the transposition table)."""
FILES = ("dds.mjs", "dds.wasm")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def cache_dir() -> Path:
    given = os.environ.get("VERZAKING_DDS_CACHE")
    return Path(given) if given else Path.home() / ".cache" / "verzaking" / "dds"


def fetch() -> Path:
    """endplay's sdist, from PyPI with pip (once; then from the cache), its digest checked."""
    target = cache_dir() / SDIST
    if not target.is_file() or sha256(target) != SDIST_SHA256:
        target.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "endplay==0.5.12",
                        "--no-binary", "endplay", "--no-deps", "-d", str(target.parent)],
                       check=True)
    got = sha256(target)
    if got != SDIST_SHA256:
        raise SystemExit(f"{SDIST}: sha256 {got}, expected {SDIST_SHA256}")
    return target


def extract(sdist: Path, work: Path) -> None:
    """DDS's headers, library sources and licence, and nothing else."""
    with tarfile.open(sdist) as tar:
        for member in tar.getmembers():
            name = member.name
            if not name.startswith(PREFIX) or not member.isfile():
                continue
            rel = name[len(PREFIX):]
            if rel.split("/")[0] not in ("include", "src") and rel != "LICENSE":
                continue
            if ".." in rel.split("/"):
                raise SystemExit(f"{SDIST}: unexpected member {name}")
            dest = work / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            source = tar.extractfile(member)
            assert source is not None
            dest.write_bytes(source.read())


def patches() -> list[Path]:
    return sorted((HERE / "patches").glob("*.patch"))


def inputs() -> dict[str, object]:
    """What the build is made of (recorded in ``dds.json``)."""
    return {"source": {"sdist": SDIST, "sha256": SDIST_SHA256, "dds": "2.9.0"},
            "patches": {p.name: sha256(p) for p in patches()},
            "sources": SOURCES, "flags": FLAGS,
            "line": {name: sha256(ROOT / name) for name in LINE}, "line_flags": LINE_FLAGS}


def emcc_version() -> str | None:
    emcc = shutil.which("emcc")
    if emcc is None:
        return None
    done = subprocess.run([emcc, "--version"], capture_output=True, text=True)
    return done.stdout.splitlines()[0].strip() if done.returncode == 0 else None


def build(out: Path) -> dict[str, object]:
    """Fetch, patch and compile into ``out``; returns the record written to ``dds.json``."""
    version = emcc_version()
    if version is None:
        raise SystemExit("emcc not found: apt-get install emscripten node-acorn")
    sdist = fetch()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp) / "dds"
        work.mkdir()
        extract(sdist, work)
        for p in patches():
            subprocess.run(["patch", "-p1", "--quiet", "--no-backup-if-mismatch", "-d", str(work),
                            "-i", str(p)], check=True)
        (work / "line").mkdir()
        for name in LINE:
            shutil.copyfile(ROOT / name, work / "line" / Path(name).name)
        ours = [f"line/{Path(name).name}" for name in LINE if name.endswith(".c")]
        env = {**os.environ, "NODE_PATH": os.environ.get("NODE_PATH", "/usr/share/nodejs")}
        # relative paths only: nothing of this machine's folders goes into the output
        subprocess.run(["emcc", *LINE_FLAGS, *ours], cwd=work, env=env, check=True)
        objects = [Path(name).with_suffix(".o").name for name in ours]
        subprocess.run(["emcc", *FLAGS, *(f"src/{s}" for s in SOURCES), *objects,
                        "-o", "dds.mjs"], cwd=work, env=env, check=True)
        out.mkdir(parents=True, exist_ok=True)
        for name in FILES:  # the bytes only (emcc marks the wasm executable)
            (out / name).write_bytes((work / name).read_bytes())
    record = {**inputs(), "emcc": version, "files": {n: sha256(out / n) for n in FILES}}
    (out / "dds.json").write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    return record


def check() -> int:
    """0 when the committed module is what these sources and patches build (or, without
    emcc, at least what they are recorded as)."""
    recorded = json.loads((OUT / "dds.json").read_text(encoding="utf-8"))
    if any(recorded[k] != v for k, v in inputs().items()):
        print("dds: the committed module was built from other sources, patches or flags: "
              "run python dds/build.py", file=sys.stderr)
        return 1
    for name in FILES:
        if sha256(OUT / name) != recorded["files"][name]:
            print(f"dds: {name} is not the file dds.json records", file=sys.stderr)
            return 1
    if emcc_version() is None:
        print("dds: emcc not found: the module's inputs checked, not rebuilt")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        got = build(Path(tmp))
    same = got["files"] == recorded["files"]
    print(f"dds: rebuilt with {got['emcc']}: "
          + ("byte for byte the committed module" if same else
             f"differs from the committed module ({recorded['emcc']})"))
    return 0 if same else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="rebuild in a temporary folder and compare with the committed one")
    args = parser.parse_args()
    if args.check:
        return check()
    record = build(OUT)
    print(f"dds: built {', '.join(FILES)} in {OUT} with {record['emcc']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
