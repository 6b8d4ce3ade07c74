"""The count of wrong PINs (issue 31, "no guessing"): per client address, five and then a
minute; counted before the PIN is compared, so that guesses sent at once get no more
comparisons than five; one count for all of a server's processes (a file they share); and
bounded, so that an attacker with many addresses cannot grow it."""

from __future__ import annotations

import threading
from pathlib import Path

from verzaking.web.tries import BLOCK, FORGET, LIMIT, Tries


def test_the_issues_numbers() -> None:
    assert (LIMIT, BLOCK) == (5, 60)  # "say 5 tries, then a minute"


def test_five_wrong_then_a_minute_and_a_right_pin_starts_the_count_again() -> None:
    now = [0.0]
    tries = Tries(clock=lambda: now[0])
    for left in (4, 3, 2, 1):  # each wrong PIN: one try fewer
        assert tries.begin("a") == 0 and tries.failed("a") == left
    assert tries.begin("b") == 0  # another address counts on its own
    tries.passed("b")
    assert tries.begin("a") == 0 and tries.failed("a") == 0  # the fifth: now it waits
    assert tries.begin("a") == 60
    now[0] = 59.5
    assert tries.begin("a") == 1  # said in whole seconds, never 0 while it must wait
    now[0] = 60.0
    assert tries.begin("a") == 0  # a fresh count of five
    tries.passed("a")
    for _ in range(LIMIT - 1):
        assert tries.begin("a") == 0 and tries.failed("a") > 0


def test_wrong_tries_long_ago_are_forgotten() -> None:
    now = [0.0]
    tries = Tries(clock=lambda: now[0])
    for _ in range(4):
        tries.begin("a")
        tries.failed("a")
    now[0] = FORGET + 1
    assert tries.begin("a") == 0 and tries.failed("a") == 4  # counted from one again


def test_guesses_sent_at_once_get_five_comparisons_between_them() -> None:
    tries = Tries()
    allowed: list[int] = []
    start = threading.Barrier(40)

    def guess() -> None:
        start.wait()
        if tries.begin("10.0.0.9") == 0:
            allowed.append(1)  # the PIN would be compared now (and be wrong: not passed)

    threads = [threading.Thread(target=guess) for _ in range(40)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert len(allowed) == LIMIT


def test_the_servers_processes_share_one_count(tmp_path: Path) -> None:
    # two connections to the file, as two of the server's processes open it
    path = str(tmp_path / "tries.sqlite")
    one, two = Tries(path), Tries(path)
    for tries in (one, two, one, two, one):
        assert tries.begin("10.0.0.9") == 0
        tries.failed("10.0.0.9")
    assert two.begin("10.0.0.9") == 60 and one.begin("10.0.0.9") == 60
    one.sign_out("sid-1", until=10**12)
    assert two.signed_out("sid-1") and not two.signed_out("sid-2")


def test_many_addresses_cannot_grow_the_tables() -> None:
    now = [0.0]
    tries = Tries(clock=lambda: now[0], cap=50)
    for n in range(500):
        now[0] += 1
        tries.begin(f"10.0.{n // 256}.{n % 256}")
        tries.failed(f"10.0.{n // 256}.{n % 256}")
        tries.sign_out(f"sid-{n}", until=10**12)
    assert tries.rows("tries") == 50 and tries.rows("signed_out") == 50
    # the newest are kept: the last address is still counted
    assert tries.begin("10.0.1.243") == 0 and tries.failed("10.0.1.243") == 3
