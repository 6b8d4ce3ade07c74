"""PBN 2.1, 3.6: in a play to be continued, ``+`` replaces the next card to be played and
stands in that card's column; it is not skipped.  The standard's own fragment::

    [Play "W"]
    H2   H3   H4   HA
    +    -    -    CQ

"South has played the last card, and the game must be continued by West playing the next
card": ♣Q is South's (the fourth column), West's place holds the ``+``, North's and East's
cards are not played yet.  Skipping the ``+`` moved ♣Q into East's column (then read back
by who holds it, with a warning that the row was in another seat order, and refused under
``--strict``)."""

from __future__ import annotations

import pytest

from verzaking.cards import Card, Seat
from verzaking.io.pbn import game_to_facts, parse_pbn
from verzaking.io.pbnplain import plain_play

# Worked out by hand so that the fragment is a real play: West holds ♥2, North ♥3, East ♥4,
# South ♥A and ♣Q (13 cards each, every card once).  1NT by South: West leads.
DEAL = "N:AKQ.T983.765.432 T98.7654.432.AKJ J765.A.AKQJ.QT98 432.KQJ2.T98.765"


def game_text(second_row: str) -> str:
    return "\n".join([
        '[Board "1"]', '[Dealer "N"]', '[Vulnerable "None"]', f'[Deal "{DEAL}"]',
        '[Declarer "S"]', '[Contract "1NT"]', '[Play "W"]',
        "H2   H3   H4   HA", second_row, ""])


ROWS = ["+    -    -    CQ",    # as the standard writes it
        "+ - - CQ!"]             # with a suffix (the reader's longer path)


@pytest.mark.parametrize("row", ROWS)
@pytest.mark.parametrize("strict", [False, True])
def test_plus_stands_in_west_s_column_and_the_queen_is_south_s(row: str, strict: bool) -> None:
    [game] = parse_pbn(game_text(row))
    facts = game_to_facts(game, strict=strict)
    assert facts.play is not None
    first, second = facts.play.tricks
    # trick 1: ♥A wins it for South, who leads the next
    assert first.winner == Seat.SOUTH
    # trick 2: South's ♣Q led; West (the "+"), North and East still to play
    assert second.leader == Seat.SOUTH
    assert second.cards == (None, None, Card.parse("CQ"), None)
    assert second.winner is None
    # the row is in PBN's fixed columns: nothing to say about its seat order
    assert "note_pbn_rows_reseated" not in {n.code for n in facts.notes}


def test_the_scanner_counts_the_board_as_the_full_reading_does() -> None:
    [game] = parse_pbn(game_text(ROWS[0]))
    plain = plain_play(game)
    assert plain is not None
    # one trick played to the end, won by declarer (South's ♥A); trick 2 cut short
    assert (plain.played, plain.won, plain.reseated) == (1, 1, False)
