"""``verzaking site OUT``: the offline web app, written to a folder any static host serves.

What goes in:

- Pyodide's core (the ``pyodide`` package of the npm registry, the version pinned in
  ``npm/package-lock.json``), fetched once with ``npm ci`` into a cache folder;
- this checkout's own wheel (``pip wheel --no-deps``), which the page unpacks into
  Pyodide, with the pure-Python part of Jinja2 and MarkupSafe (the page's templates) and
  of PyYAML (YAML case files), and a stand-in for orjson (a C extension) that writes the
  same JSON with ``json``;
- DDS compiled to WebAssembly for the estimate of 64C (``dds/``: built from source by
  ``dds/build.py`` in the checkout, shipped in this package, called by ``solver.mjs``);
- the pages, drawn from the server's templates, the style sheet, the engine's hook
  (``verzaking.js``) and its Web Worker (``engine.mjs``: Pyodide and the solver, off the
  page's thread), the page glue (``static/site.js``), a web app manifest with its icons,
  and a service worker that keeps every file after the first visit;
- the bytecode of the Python the engine loads, compiled once here by Pyodide's own Python
  in Node (so the phone does not compile it at every start).

Nothing of endplay goes in: the Python calls DDS through :mod:`verzaking.equity.wasm`.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import verzaking

from ..laws import EDITIONS
from .guide import write_guide
from .static import copy_static

__all__ = ["PAGES", "PYODIDE_FILES", "SiteError", "SiteReport", "build_site", "cache_dir",
           "laws_said", "pyodide_dir", "source_digest"]

HERE = Path(__file__).resolve().parent
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
"""The files of Pyodide's core the page loads (nothing of its package repository)."""
PAGES = {("nl", "quick"): "index.html", ("nl", "record"): "record.html", ("nl", "tell"): "tell.html",
         ("nl", "log"): "log.html", ("nl", "practice"): "practice.html",
         ("en", "quick"): "en.html", ("en", "record"): "record-en.html", ("en", "tell"): "tell-en.html",
         ("en", "log"): "log-en.html", ("en", "practice"): "practice-en.html"}
"""The site's pages, by language and page."""
_PAGE_LIBS = ("jinja2", "markupsafe", "yaml")
"""Pure-Python packages the page loads beside our wheel: the templates and YAML case files."""
_ORJSON_STANDIN = '''"""orjson's dumps for the browser, where the C extension cannot load: the same JSON."""
import json

OPT_INDENT_2 = 2


class JSONEncodeError(TypeError):
    pass


def dumps(obj, option=0):
    try:
        if option & OPT_INDENT_2:
            return json.dumps(obj, ensure_ascii=False, indent=2).encode()
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode()
    except (TypeError, ValueError, UnicodeEncodeError) as exc:
        raise JSONEncodeError(str(exc)) from None
'''
_ACCENT = (0x0B, 0x5D, 0x3B)


class SiteError(Exception):
    """The site cannot be built: what is missing and how to get it."""


@dataclass(frozen=True, slots=True, kw_only=True)
class SiteReport:
    """What was written."""

    out: Path
    """The folder."""
    files: int
    """Files written."""
    size: int
    """Their bytes together."""
    pyodide: str
    """Pyodide's version."""


def cache_dir() -> Path:
    """Where Pyodide's core is kept between builds (``VERZAKING_SITE_CACHE``, else the
    user's cache folder)."""
    given = os.environ.get("VERZAKING_SITE_CACHE")
    if given:
        return Path(given)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("verzaking")) / "site"


def _lock() -> tuple[str, str]:
    """The pinned Pyodide version and the lock file's digest."""
    data = (HERE / "npm" / "package-lock.json").read_bytes()
    version = json.loads(data)["packages"]["node_modules/pyodide"]["version"]
    return version, hashlib.sha256(data).hexdigest()[:12]


def pyodide_dir(*, cache: Path | None = None, log: Callable[[str], None] = print) -> Path:
    """Pyodide's core as the lock file pins it, fetched with ``npm ci`` the first time."""
    version, digest = _lock()
    target = (cache or cache_dir()) / f"pyodide-{version}-{digest}"
    if all((target / name).is_file() for name in PYODIDE_FILES):
        return target
    npm = shutil.which("npm")
    if npm is None:
        raise SiteError("npm is needed to fetch Pyodide (apt-get install nodejs npm)")
    log(f"fetching pyodide {version} with npm (once)")
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
        for name in ("package.json", "package-lock.json"):
            shutil.copy(HERE / "npm" / name, tmp)
        done = subprocess.run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund",
                               "--loglevel=error", "--fetch-retries=1", "--fetch-timeout=60000"],
                              cwd=tmp, capture_output=True, text=True)
        if done.returncode != 0:
            raise SiteError(f"npm ci failed: {(done.stderr or done.stdout).strip()[-500:]}")
        got = Path(tmp) / "node_modules" / "pyodide"
        staged = Path(tmp) / "core"
        staged.mkdir()
        for name in PYODIDE_FILES:
            if not (got / name).is_file():
                raise SiteError(f"the pyodide package has no {name}")
            shutil.copy(got / name, staged / name)
        shutil.rmtree(target, ignore_errors=True)
        staged.rename(target)
    return target


def source_digest() -> str:
    """A digest of the package's files (what the site's wheel is made of): a site whose
    ``build.json`` has another is out of date."""
    digest = hashlib.sha256()
    package = HERE.parent
    for file in sorted(package.rglob("*")):
        if file.is_file() and "__pycache__" not in file.parts and file.suffix != ".pyc":
            digest.update(file.relative_to(package).as_posix().encode() + file.read_bytes())
    return digest.hexdigest()[:16]


def _checkout() -> Path | None:
    """The source checkout this package runs from, if it does."""
    root = HERE.parents[2]
    if (root / "pyproject.toml").is_file() and (root / "src" / "verzaking").is_dir():
        return root
    return None


def _wheel(tmp: Path) -> Path:
    """Our own wheel, built from a copy of the checkout (``pip wheel --no-deps``); when
    installed without a checkout, the installed package zipped in the wheel's layout."""
    dist = tmp / "dist"
    dist.mkdir()
    root = _checkout()
    if root is None:
        return _zip_installed(dist)
    proj = tmp / "project"
    # the solver's WebAssembly goes beside the wheel (``dds/``), not in it as well; the
    # compiled line's C source is in that module already (the wheel is built without it)
    skip = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "build", "*.so", "*.pyd",
                                  "*.wasm", "*.c", "*.h")
    shutil.copytree(root / "src", proj / "src", ignore=skip)
    for name in ("pyproject.toml", "README.md", "setup.py"):
        shutil.copy(root / name, proj / name)
    isolated = ["--no-build-isolation"] if _can_build_here() else []
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", *isolated,
                           "-w", str(dist), str(proj)], capture_output=True, text=True,
                          env={**os.environ, "VERZAKING_PURE": "1"})  # no compiled line
    wheels = sorted(dist.glob("verzaking-*.whl"))
    if done.returncode != 0 or not wheels:
        raise SiteError(f"pip wheel failed: {(done.stderr or done.stdout).strip()[-500:]}")
    return wheels[0]


def _can_build_here() -> bool:
    """Whether this interpreter's setuptools builds wheels itself (else pip's isolated build)."""
    try:
        return (importlib.util.find_spec("setuptools") is not None
                and (importlib.util.find_spec("setuptools.command.bdist_wheel") is not None
                     or importlib.util.find_spec("wheel") is not None))
    except (ImportError, ValueError):
        return False


def _zip_installed(dist: Path) -> Path:
    package = HERE.parent
    path = dist / f"verzaking-{verzaking.__version__}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for file in sorted(package.rglob("*")):
            if (file.is_file() and "__pycache__" not in file.parts
                    and file.suffix not in (".so", ".pyd", ".wasm", ".c", ".h")):
                z.write(file, "verzaking/" + file.relative_to(package).as_posix())
    return path


def _page_libs(path: Path) -> None:
    """Jinja2, MarkupSafe and PyYAML without their C speed-ups, and the orjson stand-in."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name in _PAGE_LIBS:
            spec = importlib.util.find_spec(name)
            if spec is None or spec.origin is None:
                raise SiteError(f"{name} is needed to build the site: pip install "
                                "'verzaking[web]' (in a checkout: .venv/bin/pip install -e "
                                "'.[web]')")
            folder = Path(spec.origin).parent
            for file in sorted(folder.rglob("*")):
                if (file.is_file() and "__pycache__" not in file.parts
                        and file.suffix not in (".so", ".pyd", ".c", ".pyc")):
                    z.write(file, f"{name}/{file.relative_to(folder).as_posix()}")
        z.writestr("orjson.py", _ORJSON_STANDIN)


def _bytecode(out: Path, core: Path, zips: list[Path], log: Callable[[str], None]) -> bool:
    """Compile the site's Python once, with Pyodide's own Python in Node (``npm/bytecode.mjs``):
    the standard-library modules the engine loads, in ``pyodide/python_stdlib.zip``, and our
    zips' modules in ``py/bytecode.zip``.  Without Node the site is the same, only slower to
    start (the phone then compiles them at each start)."""
    node = shutil.which("node")
    if node is None:
        log("node not found: the site's Python is compiled on the phone at each start")
        return False
    with tempfile.TemporaryDirectory() as tmp:
        stdlib, compiled = Path(tmp) / "stdlib.zip", Path(tmp) / "bytecode.zip"
        done = subprocess.run([node, str(HERE / "npm" / "bytecode.mjs"), str(core), str(stdlib),
                               str(compiled), *map(str, zips)], capture_output=True, text=True,
                              timeout=300)
        if done.returncode != 0 or not stdlib.is_file() or not compiled.is_file():
            lines = [line for line in (done.stderr or done.stdout).splitlines()
                     if "Error" in line and len(line) < 300] or ["node failed"]
            log(f"bytecode not made ({lines[-1].strip()})")
            return False
        shutil.copy(stdlib, out / "pyodide" / "python_stdlib.zip")
        shutil.copy(compiled, out / "py" / "bytecode.zip")
    return True


def _environment() -> Any:
    import jinja2

    from ..web.templating import _Environment

    return _Environment(loader=jinja2.FileSystemLoader([str(HERE / "templates"),
                                                        str(HERE.parent / "web" / "templates")]),
                        autoescape=True, trim_blocks=True, lstrip_blocks=True,
                        undefined=jinja2.StrictUndefined)


def _pages(out: Path) -> None:
    """The pages, drawn from the server's templates with the site's own base: the quick
    form, the hand-record page, the log (kept in the browser) and the practice page."""
    from ..web.templating import shared_pages
    from ..web.view import t

    env = _environment()
    for (lang, page), file in PAGES.items():
        laws = laws_said(lang)
        other = "en" if lang == "nl" else "nl"
        ctx = shared_pages().context(lang, page, **_page_context(lang, page))
        ctx.update(switch_url=PAGES[other, page], guide="guide/",
                   urls={kind: PAGES[lang, kind]
                         for kind in ("quick", "record", "log", "practice", "tell")},
                   ready=t("site_ready", lang, version=verzaking.__version__, laws=laws),
                   ready_online=t("site_ready_online", lang, version=verzaking.__version__, laws=laws),
                   saving=t("site_saving", lang, version=verzaking.__version__, laws=laws))
        template = {"quick": "quick.html", "record": "record.html", "log": "site_log.html",
                    "practice": "site_practice.html", "tell": "tell.html"}[page]
        (out / file).write_text(env.get_template(template).render(ctx), encoding="utf-8")
    write_guide(out, env, lambda lang: shared_pages().context(lang, "guide"))  # "Aan tafel"


def laws_said(lang: str) -> str:
    """The editions carried, as the status line names them in ``lang`` (years, then words)."""
    from ..web.view import t
    return ", ".join(k if k.isdigit() else t("edition_short." + k, lang) for k in EDITIONS)


def _page_context(lang: str, page: str) -> dict[str, Any]:
    """What a page's template needs besides the shared context."""
    from ..render.i18n import CATALOGS
    from ..web.forms import quick_defaults
    from ..web.templating import editions, form_options

    if page == "quick":
        return {"state": {**quick_defaults(), "path": "short", "laws": "2017"},
                "options": form_options(lang), "editions": editions(lang, from_file=False)}
    if page == "record":
        return {"state": {"text": "", "board": "", "laws": ""},
                "editions": editions(lang, from_file=True)}
    if page == "tell":  # a board told by taps, drawn empty (its script and style: static/)
        from ..web.tellpage import page_context
        return page_context(lang, static_root="static/")
    if page == "practice":  # the texts of the practice page's script, as the server gives them
        return {"texts": {k: v for k, v in CATALOGS[lang].items()
                          if k.startswith(("quiz.web.", "quiz.topic.", "quiz.tf."))}}
    return {}


def _png(size: int) -> bytes:
    """A square icon: the accent colour with a white spade-like dot (no image library)."""
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            dx, dy = (x - size / 2) / size, (y - size * 0.46) / size
            inside = dx * dx + dy * dy < 0.07 or (abs(dx) < 0.05 and 0.1 < dy < 0.3)
            row += bytes((255, 255, 255) if inside else _ACCENT)
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def _manifest(out: Path) -> None:
    (out / "icon-192.png").write_bytes(_png(192))
    (out / "icon-512.png").write_bytes(_png(512))
    manifest = {"name": "Verzaking", "short_name": "Verzaking", "lang": "nl",
                "description": "Revoke rulings at the table (Laws 61-64), also offline.",
                "start_url": "./index.html", "scope": "./", "display": "standalone",
                "background_color": "#ffffff", "theme_color": "#0b5d3b",
                "icons": [{"src": "icon-192.png", "sizes": "192x192", "type": "image/png"},
                          {"src": "icon-512.png", "sizes": "512x512", "type": "image/png",
                           "purpose": "any maskable"}]}
    (out / "manifest.webmanifest").write_text(json.dumps(manifest, indent=1), encoding="utf-8")


def _worker(out: Path) -> str:
    """The service worker, with every file of the site and a cache name from their digest."""
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*")
                   if p.is_file() and p.name != "sw.js")
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + (out / name).read_bytes())
    cache = f"verzaking-{verzaking.__version__}-{digest.hexdigest()[:12]}"
    code = (HERE / "assets" / "sw.js").read_text(encoding="utf-8")
    code = code.replace("__CACHE__", json.dumps(cache)).replace("__FILES__", json.dumps(files))
    (out / "sw.js").write_text(code, encoding="utf-8")
    return cache


def build_site(out: Path, *, server: str = "../", cache: Path | None = None,
               log: Callable[[str], None] = print) -> SiteReport:
    """Write the offline site to ``out`` (made or emptied first); raises :class:`SiteError`.

    ``server``: where the page asks a server for the estimate of 64C (relative to the
    site; ``../`` is the server that serves the site at ``/app/``).
    """
    if out.exists() and any(out.iterdir()) and not (out / "build.json").is_file():
        raise SiteError(f"{out} is not empty and holds no site: give an empty or new folder")
    core = pyodide_dir(cache=cache, log=log)
    with tempfile.TemporaryDirectory() as tmp:
        wheel = _wheel(Path(tmp))
        shutil.rmtree(out, ignore_errors=True)
        (out / "pyodide").mkdir(parents=True)
        (out / "py").mkdir()
        (out / "static").mkdir()
        shutil.copy(wheel, out / "py" / wheel.name)
    for name in PYODIDE_FILES:
        shutil.copy(core / name, out / "pyodide" / name)
    _page_libs(out / "py" / "pagelibs.zip")
    compiled = _bytecode(out, core, [out / "py" / wheel.name, out / "py" / "pagelibs.zip"], log)
    copy_static(out)
    _pages(out)
    _manifest(out)
    version, _ = _lock()
    build = {"version": verzaking.__version__, "source": source_digest(), "pyodide": version,
             "laws": list(EDITIONS),
             "wheel": f"py/{wheel.name}", "libs": "py/pagelibs.zip",
             "bytecode": "py/bytecode.zip" if compiled else None, "dds": "dds/dds.wasm",
             "server": server}
    (out / "build.json").write_text(json.dumps(build, indent=1), encoding="utf-8")
    build["cache"] = _worker(out)
    files = [p for p in out.rglob("*") if p.is_file()]
    return SiteReport(out=out, files=len(files), size=sum(p.stat().st_size for p in files),
                      pyodide=version)
