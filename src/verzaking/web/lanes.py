"""Where the work of a request runs: never on the server's event loop.

A request's work (reading its input, ruling its boards, rendering the answer) is
a :class:`Job`.  A small job (the quick form, a short case file) runs in a
thread of the server process; a large one (more than :data:`~.limits.INLINE`
characters of input, or a board the double-dummy solver may need) in a pool of
worker processes, started with the server at a lower priority, so that the
quick rulings at the tables go first whatever one client sends.  Each job has a
:class:`~.rulings.Budget`; in a worker process a timer on the process's
processor time stops the work where it is, even halfway through reading a file: the
``SIGPROF`` interval timer where the system has one (Linux, macOS), else (Windows) a
watching thread that raises the same :class:`~.rulings.OverBudget` in the worker's thread.
Neither stops the solver inside one search of DDS: the work stops when that returns.
"""

from __future__ import annotations

import asyncio
import ctypes
import logging
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from functools import partial
from importlib import import_module
from typing import Any, Protocol

from starlette.responses import Response

import verzaking

from ..errors import VerzakingError
from ..io import read_text
from .forms import FormProblem
from .limits import Limits
from .rulings import Budget, NeedsSolver, OverBudget, unexpected

__all__ = ["NICE", "Answer", "Job", "Lanes", "in_process", "in_thread"]

log = logging.getLogger("verzaking.web")

NICE = 10
"""How much lower the worker processes' priority is than the server's."""
THREADS = 2
"""Threads for the small jobs: under the interpreter's lock more would only take turns."""
_WARM_UP = """[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:9742.AQJ6.852.63 85.4.T963.KQ9874 AKQJT.92.Q74.AJ5 63.KT8753.AKJ.T2"]
[Declarer "S"]
[Contract "4S"]
[Result "9"]
[Play "W"]
DA D2 D3 D4
DK D5 D6 D7
C2 C3 C9 CA
S3 S4 S5 SA
S6 S7 S8 SK
H3 HA C4 H2
DJ D8 D9 DQ
H5 S2 C7 SQ
CT C6 CK C5
H7 H6 DT SJ
H8 S9 C8 ST
HK HJ H4 H9
HT HQ CQ CJ
*
"""
"""A board with an established revoke: ruling it loads the solver before the first request."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Answer:
    """What a job answers: the response's status, body and media type."""

    status: int
    """The HTTP status."""
    body: bytes
    """The body, ready to send."""
    media_type: str
    """``text/html`` or ``application/json``."""

    def response(self) -> Response:
        """The answer as the response to send."""
        return Response(self.body, status_code=self.status, media_type=self.media_type)


class Job(Protocol):
    """The work of one request, as plain data that can be sent to a worker process."""

    def work(self, budget: Budget, *, solver: bool) -> Answer:
        """Do the work; raises what :func:`in_thread` turns into an answer.

        ``solver``: whether a board that may need the double-dummy solver may be
        ruled here (else :class:`~.rulings.NeedsSolver`).
        """
        ...

    def refuse(self, problem: FormProblem | VerzakingError) -> Answer:
        """The answer when the work could not be done."""
        ...


def _answer(job: Job, budget: Budget, *, solver: bool) -> Answer:
    try:
        return job.work(budget, solver=solver)
    except NeedsSolver:
        raise
    except (FormProblem, VerzakingError) as problem:
        return job.refuse(problem)
    except Exception as exc:
        return job.refuse(unexpected(exc))


def in_thread(job: Job, limits: Limits, *, solver: bool) -> Answer:
    """Do ``job`` in this thread, its budget checked between the steps of the work."""
    budget = Budget(boards=limits.boards, seconds=limits.seconds)
    try:
        return _answer(job, budget, solver=solver)
    except OverBudget:
        return job.refuse(budget.problem())


class _Timer:
    """A timer on this process's processor time that stops the work with :class:`OverBudget`."""

    armed = False

    @classmethod
    def expired(cls, signum: int, frame: Any) -> None:
        if cls.armed:
            raise OverBudget

    @classmethod
    @contextmanager
    def running(cls, seconds: float) -> Iterator[None]:
        usable = hasattr(signal, "setitimer") and signal.getsignal(signal.SIGPROF) == cls.expired
        if usable:
            cls.armed = True
            signal.setitimer(signal.ITIMER_PROF, max(seconds, 1e-6))
        try:
            yield
        finally:
            if usable:
                cls.armed = False
                signal.setitimer(signal.ITIMER_PROF, 0)


class _Watch:
    """Without ``SIGPROF`` (Windows): a thread that watches the process's processor time and
    raises :class:`OverBudget` in the worker's thread when the budget is spent (Python's
    ``PyThreadState_SetAsyncExc``: taken, as a signal is, between two steps of Python)."""

    EVERY = 0.02
    """Seconds between two looks at the processor time."""

    @classmethod
    @contextmanager
    def running(cls, seconds: float) -> Iterator[None]:
        target, start = threading.get_ident(), time.process_time()
        done, lock, fired = threading.Event(), threading.Lock(), []

        def watch() -> None:
            while not done.wait(cls.EVERY):
                if time.process_time() - start >= seconds:
                    with lock:
                        if not done.is_set():
                            _raise_in(target, OverBudget)
                            fired.append(True)
                    return

        watcher = threading.Thread(target=watch, name="verzaking-budget", daemon=True)
        watcher.start()
        try:
            yield
        finally:
            with lock:
                done.set()
                if fired:  # raised but perhaps not yet taken: not after the work
                    _raise_in(target, None)
            watcher.join()


def _raise_in(thread: int, exc: type[BaseException] | None) -> None:
    """Raise ``exc`` in ``thread`` at its next step of Python (``None``: nothing after all)."""
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread),
                                               ctypes.py_object(exc) if exc else None)


def _stopwatch(seconds: float) -> Any:
    """The timer that stops the work of this process: ``SIGPROF``'s, else the watching thread."""
    if hasattr(signal, "setitimer") and signal.getsignal(signal.SIGPROF) == _Timer.expired:
        return _Timer.running(seconds)
    return _Watch.running(seconds)


def in_process(job: Job, limits: Limits) -> Answer:
    """Do ``job`` in a worker process, stopped by a timer when it takes its budget."""
    budget = Budget(boards=limits.boards, seconds=limits.seconds, clock=time.process_time)
    try:
        with _stopwatch(limits.seconds):
            return _answer(job, budget, solver=True)
    except OverBudget:
        return job.refuse(budget.problem())


def _watch(parent: int) -> None:
    """Leave when the server process has gone (killed, it could not tell us)."""
    while os.getppid() == parent:
        time.sleep(1.0)
    os._exit(0)


def _start_worker(nice: int, modules: tuple[str, ...]) -> None:
    """Prepare a worker process: lower priority, the timer, the modules and the solver loaded."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C stops the server, which stops us
    threading.Thread(target=_watch, args=(os.getppid(),), daemon=True).start()
    if hasattr(signal, "SIGPROF"):
        signal.signal(signal.SIGPROF, _Timer.expired)
    with suppress(OSError, AttributeError):
        os.nice(nice)
    for name in modules:
        import_module(name)
    with suppress(Exception):
        for board in read_text(_WARM_UP, kind="pbn"):
            if board.facts is not None:
                verzaking.rule(board.facts)


def _ready() -> bool:
    return True


class Lanes:
    """The thread and process lanes of one app; ``modules`` are loaded in each worker."""

    def __init__(self, limits: Limits, *, modules: tuple[str, ...] = ()) -> None:
        self.limits = limits
        self.modules = modules
        self._threads: ThreadPoolExecutor | None = None
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()

    @property
    def running(self) -> bool:
        """Whether the worker processes have been started."""
        return self._pool is not None

    def pool(self) -> ProcessPoolExecutor:
        """The worker processes (started on first use)."""
        with self._lock:
            if self._pool is None:
                self._pool = ProcessPoolExecutor(
                    max_workers=self.limits.processes, initializer=_start_worker,
                    initargs=(NICE, self.modules), mp_context=multiprocessing.get_context("spawn"))
            return self._pool

    def start(self) -> None:
        """Start the worker processes now, so that the first large request does not wait."""
        if self.limits.processes > 0:
            pool = self.pool()
            for _ in range(self.limits.processes):
                pool.submit(_ready)

    def close(self) -> None:
        """Stop the worker processes, each after the job it is doing; returns when they have."""
        with self._lock:
            threads, self._threads = self._threads, None
            pool, self._pool = self._pool, None
        if threads is not None:
            threads.shutdown(wait=False, cancel_futures=True)
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)

    async def run(self, job: Job, *, heavy: bool) -> Answer:
        """``job``'s answer: in a thread when it is small, else in a worker process."""
        threads_only = self.limits.processes == 0
        if threads_only or not heavy:
            try:
                return await self._in_thread(job, solver=threads_only)
            except NeedsSolver:
                pass
        return await self._in_pool(job)

    async def _in_thread(self, job: Job, *, solver: bool) -> Answer:
        with self._lock:
            if self._threads is None:
                self._threads = ThreadPoolExecutor(max_workers=THREADS,
                                                   thread_name_prefix="verzaking")
            threads = self._threads
        loop = asyncio.get_running_loop()
        work = partial(in_thread, job, self.limits, solver=solver)
        return await loop.run_in_executor(threads, work)

    async def _in_pool(self, job: Job) -> Answer:
        pool = self.pool()
        try:
            future = pool.submit(in_process, job, self.limits)
        except RuntimeError:  # no worker can start here (a script without a main guard)
            self._drop(pool)
            log.warning("no worker process could start: the work is done in a thread")
            return await self._in_thread(job, solver=True)
        try:
            return await asyncio.wrap_future(future)
        except Exception as exc:  # a worker died (the pool then starts afresh)
            if isinstance(exc, BrokenProcessPool):
                self._drop(pool)
            return job.refuse(unexpected(exc))

    def _drop(self, pool: ProcessPoolExecutor) -> None:
        with self._lock:
            if self._pool is pool:
                self._pool = None
        pool.shutdown(wait=False, cancel_futures=True)
