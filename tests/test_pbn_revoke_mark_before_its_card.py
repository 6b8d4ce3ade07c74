"""PBN 2.1, 3.9: "``^R`` preceding a card indicates a revoke"; the standard's example is
``CA ^R S6 C3 C4``: "West plays Clubs Ace, North discards Spades 6".  The irregularity
token is two characters (3.2), a token of its own, so ``^RS6`` is ``^R`` then ``S6``.
The mark belongs to the card after it.  The reader refused it ("'' is not a card");
detection still never depends on the mark, and a mark on a card that is not a revoke
is a warning."""

from __future__ import annotations

import pytest

from verzaking.cards import Card, Seat
from verzaking.errors import VerzakingError
from verzaking.io.pbn import read_boards

# Worked out by hand for the standard's example: West holds ♣A, North ♠6 and three clubs
# (♣KQ2, so ♠6 on ♣A is a revoke), East ♣3, South ♣4.  1NT by South: West leads.
DEAL = "N:AKQ6.T98.765.KQ2 JT98.765.432.JT3 754.432.AKQJ.984 32.AKQJ.T98.A765"


def game_text(*play: str) -> str:
    return "\n".join([
        '[Board "1"]', '[Dealer "N"]', '[Vulnerable "None"]', f'[Deal "{DEAL}"]',
        '[Declarer "S"]', '[Contract "1NT"]', '[Play "W"]', *play, "*", ""])


@pytest.mark.parametrize("play", [
    ("CA ^R S6 C3 C4",),        # as the standard writes it
    ("CA ^RS6 C3 C4",),         # the irregularity token ends after its second character
    ("CA  ^R", "S6 C3 C4"),     # the mark at the end of a line, its card on the next
])
def test_the_mark_before_a_card_marks_that_card(play: tuple[str, ...]) -> None:
    [board] = read_boards(game_text(*play))
    [revoke] = board.revokes
    assert (revoke.seat, revoke.trick, revoke.card) == (Seat.NORTH, 1, Card.parse("S6"))
    assert revoke.marked
    assert not board.notes  # not read as a mark on West's ♣A, which is no revoke


def test_a_mark_before_a_card_that_follows_suit_is_a_warning_about_that_card() -> None:
    # North follows with ♣K; the mark precedes East's ♣3, which follows suit too
    [board] = read_boards(game_text("CA CK ^R C3 C4"))
    assert board.revokes == ()
    [note] = board.notes
    assert note.code == "note_mark_not_revoke"
    assert (note.data["trick"], note.data["seat"]) == (1, Seat.EAST)


@pytest.mark.parametrize("play", ["CA C2 ^L C3 C4", "CA C2 C3^L C4", "CA C2 ^LC3 C4"],
                         ids=["token", "glued-after", "glued-before"])
def test_a_lead_out_of_turn_mark_is_refused_with_its_name(play: str) -> None:
    # ^L (3.9: a lead out of turn, accepted) changes who led: not read, and said so by name;
    # glued to its card it was once dropped, the cards read in the wrong order of play
    with pytest.raises(VerzakingError) as exc:
        read_boards(game_text(play))
    assert exc.value.code == "pbn_play_mark"
    assert exc.value.params["text"] == "^L"
    assert "^L" in exc.value.message("en") and "case file" in exc.value.message("en")
    assert "casusbestand" in exc.value.message("nl")


@pytest.mark.parametrize("play", [("CA S6 C3 C4 ^R",), ("CA S6 C3 C4", "^R")],
                         ids=["end-of-line", "last-line"])
def test_a_revoke_mark_with_no_card_after_it_is_refused(play: tuple[str, ...]) -> None:
    # the mark belongs to the card after it; with none, it was silently dropped
    with pytest.raises(VerzakingError) as exc:
        read_boards(game_text(*play))
    assert exc.value.code == "pbn_play_mark_no_card"
    assert exc.value.params["trick"] == 2
    assert exc.value.message("en").endswith("trick 2: ^R marks a revoke, but no card follows it")


def test_a_plus_in_the_auction_is_not_a_call() -> None:
    # PBN 3.5: "+" holds the place of the call to make next, like "+" in the play
    text = game_text("CA S6 C3 C4").replace('[Play "W"]', '[Auction "N"]\n1NT Pass Pass +\n'
                                             '[Play "W"]')
    [board] = read_boards(text)
    assert board.auction == ("1NT", "Pass", "Pass")


@pytest.mark.parametrize(("play", "code"), [("CA ^R - C3 C4", "pbn_play_mark_no_card"),
                                            ("CA S6^R^L C3 C4", "pbn_play_mark")],
                         ids=["mark-on-unknown", "glued-other-mark"])
def test_a_mark_on_a_card_not_known_or_with_another_mark_glued_is_refused(play: str,
                                                                          code: str) -> None:
    # review: "^R -" was dropped without a word, and "^L" after "^R" on one card ignored
    with pytest.raises(VerzakingError) as exc:
        read_boards(game_text(play))
    assert exc.value.code == code and exc.value.params["trick"] == 1
