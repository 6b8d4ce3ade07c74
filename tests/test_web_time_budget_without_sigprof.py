"""The server's time budget per request where the system has no ``SIGPROF`` (Windows): a
watching thread stops the work in a worker process as the interval timer does elsewhere.

Here (Linux) the worker's ``SIGPROF`` handler is simply not installed, which is what
:func:`verzaking.web.lanes.in_process` finds on Windows.
"""

from __future__ import annotations

import signal
import time
from typing import Any

import pytest

pytest.importorskip("starlette")

from test_web_limits import Endless  # work that never ends by itself, one stand-in for both
from verzaking.web.lanes import Answer, in_process
from verzaking.web.limits import Limits
from verzaking.web.rulings import Budget


class Quick(Endless):
    def work(self, budget: Budget, *, solver: bool) -> Answer:
        return Answer(status=200, body=b"done", media_type="text/plain")


@pytest.fixture
def no_sigprof_handler() -> Any:
    if hasattr(signal, "SIGPROF"):
        before = signal.signal(signal.SIGPROF, signal.SIG_DFL)
        yield
        signal.signal(signal.SIGPROF, before)
    else:
        yield


def test_without_sigprof_the_watching_thread_stops_work_wherever_it_is(
        no_sigprof_handler: Any) -> None:
    started = time.monotonic()
    answer = in_process(Endless(), Limits(seconds=0.05))
    assert (answer.status, answer.body) == (422, b"web.err.over_budget")
    assert time.monotonic() - started < 30  # stopped, not given up after its minute


def test_without_sigprof_work_within_its_budget_is_never_stopped_afterwards(
        no_sigprof_handler: Any) -> None:
    answer = in_process(Quick(), Limits(seconds=0.05))
    assert (answer.status, answer.body) == (200, b"done")
    spent = time.process_time() + 0.3  # past the budget: nothing may be raised here now
    while time.process_time() < spent:
        pass
