"""Issue 29, item 1: what the table is waiting for is one record of a closed set, read by
``verify``/``can`` without changing or copying the table.

Deal D1 (the issue's), 4♠ by South, West leads::

    N ♠KT4 ♥AQ65 ♦K73 ♣862       E ♠76 ♥KJ98 ♦QJT9 ♣AJ9
    S ♠AQJ983 ♥42 ♦A54 ♣K5       W ♠52 ♥T73 ♦862 ♣QT743

Trick 1: W C4, N C2, E CA, S C5 (East wins).  Trick 2: E DQ, S D4, W H3 -- West still
holds D8 D6 D2: a revoke (61A); N D3.  Attention (62A): West takes H3 back (a major
penalty card, 62B1) and must follow with a diamond; North, who played after him, may take
his D3 back (62C1).
"""

from __future__ import annotations

import typing

import pytest

from verzaking.cards import Card, Deal, Seat
from verzaking.contract import Contract
from verzaking.errors import TimelineError
from verzaking.table import (
    Choice52B,
    Choice57A,
    Claim,
    DeclarerOption50D2,
    DrawAttention,
    Exposed,
    LeadOutOfTurn,
    LeadOutOfTurn53,
    Option,
    Pending,
    PlayAccepted,
    PlayCard,
    SubstituteDue,
    Table,
    Trick13First62D,
    TwelfthCorrection62D,
    Withdraw,
    Withdrawal62C,
)
from verzaking.table.core import TableCore

C = Card.parse
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
D1 = "N:KT4.AQ65.K73.862 76.KJ98.QJT9.AJ9 AQJ983.42.A54.K5 52.T73.862.QT743"

OLD_FIELDS = {"correcting", "substitute_due", "pending_complete", "twelfth", "option_due",
              "law52_due", "loot", "play_option_due", "may_withdraw", "withdrawn_by_nos"}


def table(*cards: str) -> Table:
    t = Table(contract=Contract.parse("4S", declarer="S"), deal=Deal.from_pbn(D1))
    for card in cards:
        t.play(card)
    return t


def snapshot(t: Table) -> tuple:
    return (t.pending, list(t.tricks), dict(t.cards), dict(t.penalty), list(t.revokes),
            len(t.log), t.leader, list(t.hands or []))


def test_one_field_of_a_closed_union_holds_what_the_table_waits_for() -> None:
    assert "pending" in TableCore.__slots__
    assert not OLD_FIELDS & set(TableCore.__slots__)
    # Trick13First62D: a 62D1 correction that waits until trick 13 is complete, where a
    # player still to play there has a choice after a trick he left short (67)
    assert set(typing.get_args(Pending)) == {
        SubstituteDue, Withdrawal62C, TwelfthCorrection62D, Trick13First62D, DeclarerOption50D2,
        Choice57A, Choice52B, LeadOutOfTurn53}
    for record in typing.get_args(Pending):  # each says which operations answer it
        assert record.answers and all(isinstance(op, type) for op in record.answers)


def test_a_correction_waits_for_the_substitute_then_for_withdrawals() -> None:
    t = table("C4", "C2", "CA", "C5", "DQ", "D4", "H3", "D3")
    assert t.pending is None
    t.apply(DrawAttention(seat=W))
    due = t.pending
    assert isinstance(due, SubstituteDue) and (due.seat, due.rights.may) == (W, {N})
    before = snapshot(t)
    assert t.can(PlayCard(card=C("D8")))
    assert not t.can(PlayCard(card=C("HT")))  # he must follow suit (62B)
    assert t.can(Withdraw(seat=N, card=C("D3")))
    assert not t.can(LeadOutOfTurn(seat=E, card=C("S7")))
    assert snapshot(t) == before  # answered from the record, nothing changed
    t.play("D8")
    window = t.pending
    assert isinstance(window, Withdrawal62C) and window.whole and window.rights.may == {N}
    # the trick is whole again (E DQ, S D4, W D8, N D3: East's queen wins): any other
    # operation quits it, and North's D3 can still come back
    before = snapshot(t)
    assert t.can(Withdraw(seat=N, card=C("D3")))
    assert t.can(PlayCard(card=C("S7"), seat=E)) and not t.can(PlayCard(card=C("SA"), seat=S))
    assert snapshot(t) == before


def test_the_trick_whole_again_comes_back_for_a_withdrawal() -> None:
    # trick 2 after the correction: E DQ, S D4, W D8, N D3: East's queen wins
    t = table("C4", "C2", "CA", "C5", "DQ", "D4", "H3", "D3")
    t.apply(DrawAttention(seat=W))
    t.play("D8")
    assert t.can(PlayCard(card=C("S7"), seat=E)) and not t.can(PlayCard(card=C("SA"), seat=S))
    t.withdraw(N, "D3")
    assert isinstance(t.pending, SubstituteDue) and t.pending.seat == N
    assert t.cards == {E: C("DQ"), S: C("D4"), W: C("D8")}
    t.play("DK")  # North overtakes (62C1): trick 2 is North's
    t.play("SK", seat=N)  # the next card quits the trick
    assert t.pending is None and t.tricks[1].winner == N


def test_a_lead_out_of_turn_waits_for_the_card_that_accepts_or_refuses_it() -> None:
    t = table("C4", "C2", "CA", "C5")
    t.apply(LeadOutOfTurn(seat=W, card=C("H3")))  # East was to lead
    loot = t.pending
    assert isinstance(loot, LeadOutOfTurn53) and (loot.seat, loot.card) == (W, C("H3"))
    before = snapshot(t)
    with pytest.raises(TimelineError) as err:
        t.verify(Claim(seat=S, declarer_tricks=10))
    assert err.value.code == "timeline_loot_pending"
    assert t.can(PlayCard(card=C("H5")))  # North follows: accepted (53A)
    assert t.can(PlayCard(card=C("S7")))  # East leads: refused (56)
    assert not t.can(PlayCard(card=C("H3")))  # West's card is faced already
    assert snapshot(t) == before


def test_declarers_52B_choice_comes_first_and_hands_back_to_the_50D2_option() -> None:
    # West exposes HT (a major penalty card); declarer leaves it (50D2(b)).
    # Trick 2: E S7, S S3, W S2, N SK: North.  Trick 3: N H5, E HK, S H2, W H3 -- hearts
    # led and West's penalty card HT is a heart: he had to play it (50D1), H3 is a revoke
    # under 52.  East's king wins: East is to lead with West's HT still on the table, so
    # declarer has his 50D2 option again; attention first: his 52B choice comes first.
    t = table("C4", "C2", "CA", "C5")
    t.apply(Exposed(seat=W, card=C("HT")))
    assert isinstance(t.pending, DeclarerOption50D2) and t.pending.leader == E
    t.apply(Option(choice="none"))
    assert t.pending is None
    for card in ("S7", "S3", "S2", "SK", "H5", "HK", "H2", "H3"):
        t.play(card)
    assert t.pending == DeclarerOption50D2(leader=E)
    t.apply(DrawAttention(seat=W))
    choice = t.pending
    assert isinstance(choice, Choice52B) and choice.then == DeclarerOption50D2(leader=E)
    before = snapshot(t)
    assert t.can(PlayAccepted(accept=True)) and t.can(PlayAccepted(accept=False))
    assert snapshot(t) == before
    t.apply(PlayAccepted(accept=True))  # H3 stands (52B1(a)), HT stays
    assert t.pending == DeclarerOption50D2(leader=E)
    assert [p.card for p in t.penalty[W]] == [C("HT")]
