"""The count of wrong PINs (issue 31, "no guessing"): per client address, five and then a
minute; for all addresses together, twenty and then a quarter of an hour for every PIN (a
guesser with many addresses); only wrong PINs counted, yet guesses sent at once get no
more comparisons than five between them, and right PINs sent at once all get in; one count
for all of a server's processes (a file they share); and bounded, so that an attacker with
many addresses cannot grow it."""

from __future__ import annotations

import threading
import time
from pathlib import Path

from verzaking.web.tries import ALL_BLOCK, ALL_LIMIT, BLOCK, FORGET, LIMIT, STALE, Tries, Turn


def test_the_issues_numbers() -> None:
    assert (LIMIT, BLOCK) == (5, 60)  # "say 5 tries, then a minute"


def test_the_count_in_all_lets_a_guesser_try_all_four_digit_pins_in_no_less_than_125_hours(
        ) -> None:
    # by hand: 20 wrong PINs, then 15 minutes for every PIN -> 80 an hour; 10,000 / 80 = 125
    assert (ALL_LIMIT, ALL_BLOCK) == (20, 15 * 60)
    assert 10_000 / (ALL_LIMIT * 3600 / ALL_BLOCK) == 125


def wrong(tries: Tries, client: str) -> Turn:
    """A wrong PIN from ``client``: its try reserved (asserted), then counted."""
    assert tries.begin(client).go
    return tries.failed(client)


def test_five_wrong_then_a_minute_and_a_right_pin_starts_the_count_again() -> None:
    now = [0.0]
    tries = Tries(clock=lambda: now[0])
    for left in (4, 3, 2, 1):  # each wrong PIN: one try fewer
        assert wrong(tries, "a") == Turn(left=left)
    assert tries.begin("b").go  # another address counts on its own
    tries.passed("b")
    assert wrong(tries, "a") == Turn(wait=60, left=0)  # the fifth: now it waits
    assert tries.begin("a") == Turn(wait=60)
    now[0] = 59.5
    assert tries.begin("a").wait == 1  # said in whole seconds, never 0 while it must wait
    now[0] = 60.0
    assert tries.begin("a").go  # a fresh count of five
    tries.passed("a")
    for _ in range(LIMIT - 1):
        assert wrong(tries, "a").left > 0


def test_wrong_tries_long_ago_are_forgotten() -> None:
    now = [0.0]
    tries = Tries(clock=lambda: now[0])
    for _ in range(4):
        wrong(tries, "a")
    now[0] = FORGET + 1
    assert wrong(tries, "a").left == 4  # counted from one again


def test_twenty_wrong_pins_from_as_many_addresses_stop_every_pin_for_a_quarter_hour() -> None:
    now = [0.0]
    tries = Tries(clock=lambda: now[0])
    for n in range(ALL_LIMIT - 1):  # one wrong PIN each: no address reaches its own five
        assert wrong(tries, f"10.0.0.{n}") == Turn(left=4)
    assert wrong(tries, "10.0.1.1") == Turn(wait=15 * 60, everyone=True, left=4)  # the 20th
    for client in ("10.0.9.9", "192.168.1.5"):  # any address, the director's too: it waits
        assert tries.begin(client) == Turn(wait=15 * 60, everyone=True)
    now[0] = 15 * 60 - 0.5
    assert tries.begin("10.0.9.9") == Turn(wait=1, everyone=True)
    now[0] = 15 * 60
    assert tries.begin("192.168.1.5").go  # over: a fresh count in all
    tries.passed("192.168.1.5")
    assert wrong(tries, "10.0.2.2") == Turn(left=4)


def test_a_guesser_with_every_address_gets_at_most_twenty_comparisons_a_quarter_hour() -> None:
    now = [0.0]
    tries = Tries(clock=lambda: now[0])
    compared = 0
    n = 0
    while now[0] <= 4 * 3600:  # an evening of four hours; three new addresses every 5 s
        for _ in range(3):
            n += 1
            client = f"10.{n // 65536}.{n // 256 % 256}.{n % 256}"
            if tries.begin(client).go:
                compared += 1
                tries.failed(client)
        now[0] += 5
    # by hand: bursts of 20 at 0, 15, 30, ... 240 minutes (17 of them), nothing between
    assert compared <= 20 * 17


def test_guesses_sent_at_once_get_five_comparisons_between_them() -> None:
    tries = Tries()
    compared: list[int] = []
    refused: list[int] = []
    start = threading.Barrier(40)

    def guess() -> None:
        start.wait()
        turn = tries.begin("10.0.0.9")
        while turn.busy:  # other guesses under way fill the count: ask again
            time.sleep(0.001)
            turn = tries.begin("10.0.0.9")
        if turn.go:
            compared.append(1)  # the PIN is compared now, and is wrong
            tries.failed("10.0.0.9")
        else:
            refused.append(turn.wait)

    threads = [threading.Thread(target=guess) for _ in range(40)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert len(compared) == LIMIT and len(refused) == 35
    assert all(0 < wait <= 60 for wait in refused)  # the minute, less what has passed


def test_right_pins_sent_at_once_all_get_in() -> None:
    # a program that sends 20 requests with the right PIN at once: none is refused
    tries = Tries()
    admitted: list[int] = []
    start = threading.Barrier(20)

    def right() -> None:
        start.wait()
        turn = tries.begin("10.0.0.9")
        while turn.busy:
            time.sleep(0.001)
            turn = tries.begin("10.0.0.9")
        if turn.go:
            admitted.append(1)
            tries.passed("10.0.0.9")

    threads = [threading.Thread(target=right) for _ in range(20)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert len(admitted) == 20
    assert all(wrong(tries, "10.0.0.9").left == left for left in (4, 3))  # none counted


def test_a_try_whose_process_died_stops_counting_after_a_while() -> None:
    now = [0.0]
    tries = Tries(clock=lambda: now[0])
    for _ in range(LIMIT):
        assert tries.begin("a").go  # reserved, never answered (the process was killed)
    assert tries.begin("a").busy
    now[0] = STALE + 1
    assert tries.begin("a").go


def test_the_servers_processes_share_one_count(tmp_path: Path) -> None:
    # two connections to the file, as two of the server's processes open it
    path = str(tmp_path / "tries.sqlite")
    one, two = Tries(path), Tries(path)
    for tries in (one, two, one, two, one):
        wrong(tries, "10.0.0.9")
    assert two.begin("10.0.0.9").wait == 60 and one.begin("10.0.0.9").wait == 60
    for n in range(ALL_LIMIT - LIMIT):  # the count in all is shared too
        wrong(one if n % 2 else two, f"10.0.1.{n}")
    assert one.begin("10.0.2.1").everyone and two.begin("10.0.2.1").everyone
    one.sign_out("sid-1", until=10**12)
    assert two.signed_out("sid-1") and not two.signed_out("sid-2")


def test_many_addresses_cannot_grow_the_tables() -> None:
    now = [0.0]
    tries = Tries(clock=lambda: now[0], cap=50, all_limit=10**6)  # the count in all aside
    for n in range(500):
        now[0] += 1
        wrong(tries, f"10.0.{n // 256}.{n % 256}")
        tries.sign_out(f"sid-{n}", until=10**12)
    assert tries.rows("tries") == 50 and tries.rows("signed_out") == 50
    # the newest are kept: the last address is still counted
    assert wrong(tries, "10.0.1.243").left == 3
