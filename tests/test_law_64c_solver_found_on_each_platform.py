"""Law 64C on Windows and macOS: the double-dummy solver is found where endplay's wheels put
it on each platform, and without it the ruling says the estimate could not be made.

The file names are read from endplay 0.5.12's wheels on PyPI (``pip download
endplay==0.5.12 --only-binary :all: --platform P --no-deps``, then their file lists):
``endplay/_dds/dds.dll`` in ``win_amd64``, ``endplay/_dds/libdds.dylib`` in
``macosx_10_9_x86_64`` and ``macosx_11_0_arm64``, ``endplay/_dds/libdds.so`` in the Linux
ones.  Each layout is laid out in a temporary folder as an installed endplay.
"""

from __future__ import annotations

import importlib.machinery
from pathlib import Path
from typing import Any

import pytest

import verzaking
from conftest import FIXTURES
from verzaking.equity import dds, solver

LAYOUTS = {"win32": "dds.dll", "darwin": "libdds.dylib", "linux": "libdds.so"}


def installed_endplay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, library: str | None,
                      platform: str) -> Path:
    """An endplay installed in ``tmp_path`` with ``library`` in its ``_dds`` folder, on
    ``platform``."""
    package = tmp_path / "endplay"
    (package / "_dds").mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "_dds" / "__init__.py").write_text("", encoding="utf-8")
    if library is not None:
        (package / "_dds" / library).write_bytes(b"not a library")
    spec = importlib.machinery.ModuleSpec("endplay", None, is_package=True)
    spec.submodule_search_locations = [str(package)]
    monkeypatch.setattr(dds.importlib.util, "find_spec",
                        lambda name: spec if name == "endplay" else None)
    monkeypatch.setattr(dds.sys, "platform", platform)
    monkeypatch.setattr(solver, "_LIB", [])
    return package / "_dds"


@pytest.mark.parametrize(("platform", "library"), sorted(LAYOUTS.items()))
def test_the_solver_is_found_by_its_platforms_name(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   platform: str, library: str) -> None:
    folder = installed_endplay(tmp_path, monkeypatch, library, platform)
    assert dds.library_path() == str(folder / library)
    assert solver.installed()
    loaded: list[tuple[str, str]] = []

    class Library:
        kind = ""

        def __init__(self, path: str) -> None:
            self.calls: list[tuple[int, int]] = []
            loaded.append((self.kind, path))

        def SetResources(self, megabytes: int, threads: int) -> None:
            self.calls.append((megabytes, threads))

    for kind in ("CDLL", "WinDLL"):
        monkeypatch.setattr(dds.ctypes, kind, type(kind, (Library,), {"kind": kind}),
                            raising=False)
    lib: Any = dds.load()
    expected = "WinDLL" if platform == "win32" else "CDLL"  # as endplay loads it there
    assert loaded == [(expected, str(folder / library))]
    assert lib.calls == [(dds.SMALL_TABLE_MB, 1)]  # one thread, the small table


@pytest.mark.parametrize("platform", sorted(LAYOUTS))
def test_another_platforms_library_is_not_taken(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                platform: str) -> None:
    other = next(name for p, name in LAYOUTS.items() if p != platform)
    installed_endplay(tmp_path, monkeypatch, other, platform)
    assert not solver.installed()
    with pytest.raises(ImportError, match=LAYOUTS[platform].replace(".", r"\.")):
        dds.library_path()


@pytest.mark.parametrize("platform", sorted(LAYOUTS))
def test_without_the_library_the_ruling_says_the_estimate_is_unavailable(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, platform: str) -> None:
    # endplay installed without its solver: the ruling stands (the automatic transfer of
    # equity_more.pbn: 7 tricks), no estimate, and a 64C step says why, as without endplay
    installed_endplay(tmp_path, monkeypatch, None, platform)
    [r] = verzaking.rule_file(FIXTURES / "equity_more.pbn")
    assert isinstance(r, verzaking.Ruling)
    assert r.declarer_tricks_adjusted == 7 and r.declarer_tricks_equity is None
    unsolved = [s for s in r.steps if s.law == "64C"][-1]
    assert unsolved.code == "64C.unsolved" and unsolved.data["reason"] == "missing"
    assert "solver" in verzaking.render_text(r, "en")
