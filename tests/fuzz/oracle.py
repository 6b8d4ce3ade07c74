"""One input through its reader: did it give a ruling or a clear error, and if not, how not?

A proper answer is a ruling (which renders in both languages, writes as UTF-8 and keeps
declarer's tricks between 0 and 13) or a :class:`verzaking.VerzakingError` whose message
in Dutch and in English is not empty and comes from the catalog; on the quick form also a
``FormProblem`` with a ``web.err.*`` key; on the command line exit code 0 or 2 (2 with a
message), never a traceback.  Anything else is a :class:`Failure`, with the exception's
type and the innermost place in ``verzaking`` where it was raised.

The readers catch their own unexpected exceptions and give them as an ``internal_error``
for the board: a proper message, but a bug all the same; the oracle counts it as a
failure and recovers its traceback by listening to :func:`verzaking.io._internal`.

>>> run(Input(reader="json", data=b'{"contract": "4S"}', ext=".json")).failure is None
True
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import tempfile
import traceback
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import verzaking
import verzaking.io as vio
from verzaking.render.i18n import CATALOGS, text
from verzaking.render.jsonout import ruling_to_dict
from verzaking.render.text import render_text

__all__ = ["Failure", "Hang", "Input", "Outcome", "run"]

LANGS = ("nl", "en")


class Hang(BaseException):
    """Raised by the long run's alarm in an input that takes too long (a BaseException, so
    that no reader's safety net turns it into an error)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Input:
    """One fuzzed input and how it is given to its reader."""

    reader: str
    """``pbn``, ``lin``, ``json``, ``yaml``, ``form`` or ``cli``."""
    data: bytes
    """The file's bytes (for ``form``: the fields as a JSON object)."""
    ext: str
    """The extension that says what the data is (``.pbn``…)."""
    options: Mapping[str, Any] = field(default_factory=dict)
    """How it is read: ``call`` (``read`` or ``read_text``), ``kind``, ``name``, ``laws``;
    for ``cli`` the ``argv`` after ``rule FILE`` and the file's ``suffix``."""
    origin: str = ""
    """The seed it was made from."""
    mutations: tuple[str, ...] = ()
    """The mutations applied, in order."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Failure:
    """An input that gave neither a ruling nor a clear error."""

    kind: str
    """``raised`` (by ``read``/``read_text``, which never may), ``exception`` (raised by a
    ruling, the form or the command line), ``internal_error`` (a reader's own safety
    net caught it), ``message`` (empty, uncatalogued, or raising), ``output`` (a ruling or
    message that does not render or cannot be written as UTF-8), ``invariant`` (a ruling
    that cannot be), ``exit`` (the command line's exit code or stderr), ``hang``, ``memory``."""
    error: str
    """The exception's type, or what is wrong."""
    where: str
    """The innermost place in ``verzaking`` (``verzaking/io/pbn.py:120 in game_to_facts``)."""
    detail: str = ""
    """The message and the last frames of the traceback."""

    @property
    def signature(self) -> tuple[str, str, str]:
        """What makes two failures the same (the kind, the error and the place)."""
        return self.kind, self.error, self.where

    def summary(self) -> str:
        """One line: kind, error and place."""
        return f"{self.kind}: {self.error} at {self.where}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Outcome:
    """What one input gave."""

    failure: Failure | None = None
    """The failure, if it failed."""
    codes: frozenset[str] = frozenset()
    """The error codes, step codes and rules seen (feedback for the corpus)."""
    rulings: int = 0
    """Boards ruled."""
    refusals: int = 0
    """Boards (or forms) refused with a proper error."""


class _Failed(Exception):
    def __init__(self, failure: Failure) -> None:
        super().__init__(failure.summary())
        self.failure = failure


def _place(frames: traceback.StackSummary) -> str:
    mine = [f for f in frames if f"{os.sep}verzaking{os.sep}" in f.filename
            and f"{os.sep}tests{os.sep}" not in f.filename]
    frame = mine[-1] if mine else frames[-1] if frames else None
    if frame is None:
        return "?"
    path = frame.filename.split(f"{os.sep}src{os.sep}", 1)[-1]
    return f"{path}:{frame.lineno} in {frame.name}"


def _from_exception(kind: str, exc: BaseException, frames: traceback.StackSummary | None = None
                    ) -> Failure:
    frames = frames if frames is not None else traceback.extract_tb(exc.__traceback__)
    tail = "".join(traceback.format_list(frames[-6:]))
    return Failure(kind=kind, error=type(exc).__name__, where=_place(frames),
                   detail=f"{type(exc).__name__}: {str(exc)[:300]}\n{tail}")


@contextlib.contextmanager
def _listening() -> Iterator[list[tuple[BaseException, traceback.StackSummary]]]:
    """Hear every exception a reader's safety net turns into an ``internal_error``."""
    heard: list[tuple[BaseException, traceback.StackSummary]] = []
    original = vio._internal

    def spy(exc: Exception, name: str | None, board: str, line: int | None) -> Any:
        heard.append((exc, traceback.extract_tb(exc.__traceback__)))
        return original(exc, name, board, line)

    vio._internal = spy  # type: ignore[assignment]
    try:
        yield heard
    finally:
        vio._internal = original  # type: ignore[assignment]


def _writable(value: str, what: str, code: str = "") -> None:
    """Fail if ``value`` (``what``: a message, the ruling's text) cannot be written as UTF-8
    (a lone surrogate from a JSON or YAML escape), as stdout and the web page must."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise _Failed(Failure(kind="output", error="UnicodeEncodeError", where=what,
                              detail=f"{code} {exc}: {value[:200]!r}")) from None


def check_error(err: BaseException, heard: list[Any] | None = None) -> str:
    """The code of a proper error; raises :class:`_Failed` for any other."""
    if not isinstance(err, verzaking.VerzakingError):
        raise _Failed(_from_exception("exception", err))
    if err.code == "internal_error":
        if heard:
            raise _Failed(_from_exception("internal_error", heard[-1][0], heard[-1][1]))
        raise _Failed(Failure(kind="internal_error", error=str(err.params.get("reason"))[:60],
                              where="?", detail=str(err.params)))
    for lang in LANGS:
        try:
            message = err.message(lang)
        except Exception as exc:
            raise _Failed(_from_exception("message", exc)) from None
        if not isinstance(message, str) or not message.strip():
            raise _Failed(Failure(kind="message", error="empty", where=err.code))
        if "error." + err.code not in CATALOGS[lang]:
            raise _Failed(Failure(kind="message", error="uncatalogued", where=err.code,
                                  detail=message[:300]))
        _writable(message, "error message", err.code)
    return "error." + err.code


def check_ruling(ruling: verzaking.Ruling) -> set[str]:
    """The codes of a proper ruling; raises :class:`_Failed` for one that renders badly or
    cannot be."""
    for lang in LANGS:
        _writable(render_text(ruling, lang), "render_text")
    _writable(json.dumps(ruling_to_dict(ruling, lang="en"), ensure_ascii=False), "ruling_to_dict")
    for name in ("declarer_tricks_played", "declarer_tricks_adjusted"):
        value = getattr(ruling, name)
        if value is not None and not 0 <= value <= 13:
            raise _Failed(Failure(kind="invariant", error=f"{name}={value}", where="ruling"))
    for rr in ruling.revokes:
        if rr.tricks_transferred < 0:
            raise _Failed(Failure(kind="invariant", error="tricks_transferred<0", where="ruling"))
    return {s.code for s in ruling.steps} | {"rule." + r.rule for r in ruling.revokes}


def _read(item: Input) -> Outcome:
    opts = item.options
    with _listening() as heard:
        try:
            if opts.get("call") == "read_text":
                boards = verzaking.read_text(item.data.decode("utf-8", "replace"),
                                             name=opts.get("name"), kind=opts.get("kind"),
                                             laws=opts.get("laws"))
            else:
                boards = verzaking.read(item.data, name=opts.get("name"), kind=opts.get("kind"),
                                        laws=opts.get("laws"))
        except Exception as exc:  # read and read_text promise never to raise for bad input
            raise _Failed(_from_exception("raised", exc)) from None
        codes: set[str] = set()
        rulings = refusals = 0
        for board in boards:
            if (board.facts is None) == (board.error is None):
                raise _Failed(Failure(kind="invariant", error="facts xor error", where="ReadBoard"))
            if board.error is not None:
                codes.add(check_error(board.error, heard))
                refusals += 1
                continue
            try:
                ruling = verzaking.rule(board.facts, laws=opts.get("laws") or board.laws,
                                        equity=False)
            except verzaking.VerzakingError as err:
                codes.add(check_error(err))
                refusals += 1
            else:
                codes |= check_ruling(ruling)
                rulings += 1
    return Outcome(codes=frozenset(codes), rulings=rulings, refusals=refusals)


def _check_problem(problem: Any) -> str:
    """The key of a proper form problem; raises :class:`_Failed` for any other."""
    if not problem.key.startswith("web.err."):
        raise _Failed(Failure(kind="message", error="not web.err", where=problem.key))
    for lang in LANGS:
        try:
            message = text(problem.key, lang, problem.data)
        except Exception as exc:
            raise _Failed(_from_exception("message", exc)) from None
        if not message.strip():
            raise _Failed(Failure(kind="message", error="empty", where=problem.key))
        _writable(message, "form problem message", problem.key)
    return str(problem.key)


def _form(item: Input) -> Outcome:
    from verzaking.web.forms import FormProblem, quick_case

    fields = json.loads(item.data)
    try:
        case = quick_case(fields)
    except FormProblem as problem:
        refused = problem
    else:
        refused = None
    if refused is not None:
        return Outcome(codes=frozenset({_check_problem(refused)}), refusals=1)
    laws = str(fields.get("laws", "")).strip() or None
    try:
        ruling = verzaking.rule(case, laws=laws, equity=False)
    except verzaking.VerzakingError as err:
        return Outcome(codes=frozenset({check_error(err)}), refusals=1)
    return Outcome(codes=frozenset(check_ruling(ruling)), rulings=1)


@contextlib.contextmanager
def _streams() -> Iterator[tuple[io.BytesIO, io.BytesIO]]:
    """stdout and stderr as a pipe has them: UTF-8, strict on stdout, backslashes on stderr."""
    out, err = io.BytesIO(), io.BytesIO()
    was = sys.stdout, sys.stderr
    sys.stdout = io.TextIOWrapper(out, encoding="utf-8", errors="strict", write_through=True)
    sys.stderr = io.TextIOWrapper(err, encoding="utf-8", errors="backslashreplace",
                                  write_through=True)
    try:
        yield out, err
    finally:
        for stream in (sys.stdout, sys.stderr):
            stream.flush()
            stream.detach()  # else closing the wrapper would close the bytes
        sys.stdout, sys.stderr = was


def cli_argv(item: Input, path: str) -> list[str]:
    """The command line for ``item`` with its file at ``path``."""
    command = item.options.get("command", "rule")
    return [command, path, *item.options.get("argv", [])]


def _cli(item: Input) -> Outcome:
    from verzaking.cli import main

    with tempfile.TemporaryDirectory(prefix="verzaking-fuzz-cli-") as folder:
        path = str(Path(folder) / ("input" + item.options.get("suffix", item.ext)))
        Path(path).write_bytes(item.data)
        with _streams() as (out, err):
            try:
                code: object = main(cli_argv(item, path))
            except SystemExit as exc:
                code = exc.code
            except Exception as exc:
                raise _Failed(_from_exception("exception", exc)) from None
        stderr = err.getvalue().decode("utf-8", "replace")
        stdout = out.getvalue().decode("utf-8", "replace")
    if code not in (0, 2):
        raise _Failed(Failure(kind="exit", error=f"exit code {code!r}", where="cli.main",
                              detail=stderr[-500:]))
    if "Traceback (most recent call last)" in stderr + stdout:
        raise _Failed(Failure(kind="exit", error="traceback printed", where="cli.main",
                              detail=stderr[-800:]))
    if code == 2 and not stderr.strip():
        raise _Failed(Failure(kind="exit", error="exit 2 without a message", where="cli.main"))
    if code == 0 and "--json" in item.options.get("argv", []):
        try:
            json.loads(stdout)
        except ValueError:
            raise _Failed(Failure(kind="output", error="--json output is not JSON",
                                  where="cli.main", detail=stdout[:300])) from None
    return Outcome(codes=frozenset({f"exit.{code}"}), rulings=int(code == 0),
                   refusals=int(code == 2))


TARGETS: dict[str, Callable[[Input], Outcome]] = {
    "pbn": _read, "lin": _read, "json": _read, "yaml": _read, "form": _form, "cli": _cli}


def run(item: Input) -> Outcome:
    """What ``item`` gives in its reader; a failure is in :attr:`Outcome.failure`, never raised
    (except :class:`Hang`, from the long run's alarm)."""
    try:
        return TARGETS[item.reader](item)
    except _Failed as failed:
        return Outcome(failure=failed.failure)
    except RecursionError as exc:
        return Outcome(failure=_from_exception("exception", exc))
    except Exception as exc:  # raised where the single reading path promises it never is
        return Outcome(failure=_from_exception("exception", exc))
