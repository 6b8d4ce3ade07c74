"""Counting a PBN board whose play is plain without its table: the archive scanner's fast path.

Most boards of a real archive have nothing to rule: every card is held, suit is
followed, nothing is marked.  For such a board the scan only needs its tricks
and whether the file's ``Result`` agrees, and :func:`plain_play` gives them
without feeding a :class:`~verzaking.table.Table`; any other board (a revoke, a
card not held, a mark, an error) is left to :func:`~verzaking.io.pbn.game_to_facts`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import SUIT_MASKS
from ..contract import Contract
from ..errors import VerzakingError
from ..trick import RANKS, highest
from .pbn import (
    PbnGame,
    _auction,
    _board_check,
    _contract,
    _deal_and_leader,
    _result,
    _vulnerability,
)
from .pbnplay import PLAY_TOKENS
from .pbnseats import by_holder, reseat_rows

__all__ = ["PlainPlay", "plain_play"]


@dataclass(frozen=True, slots=True, kw_only=True)
class PlainPlay:
    """What a scan counts of a board whose play is plain (see :func:`plain_play`)."""

    contract: Contract
    """The contract."""
    played: int
    """Tricks played to the end (a last trick cut short by the claim not counted)."""
    won: int
    """Of those, the tricks declarer's side won."""
    result: int | None
    """Declarer's total by ``Result``, if given."""
    reseated: bool
    """Some rows were not in PBN's fixed columns (read by who was dealt each card)."""

    @property
    def result_differs(self) -> bool:
        """All thirteen tricks were played and ``Result`` says otherwise."""
        return self.played == 13 and self.result is not None and self.result != self.won


def plain_play(game: PbnGame, *, strict: bool = False) -> PlainPlay | None:
    """The play of ``game`` counted without a table, if it is plain; else ``None``.

    Plain: the game reads without an error (its ``Board``, ``Auction`` and tags), has
    no call for the director in its auction, a contract and a ``Play`` section
    of lines of four cards (a last line may hold cards not known after the lead,
    then ``*``), at most thirteen tricks, each card held by its player and following
    suit when he can, and a ``Result`` that the tricks played can reach.  Such a
    board has no revoke, no irregularity and no error, and :func:`~verzaking.io.pbn.game_to_facts`
    would give the same tricks and notes; for any other board (``None``) only
    :func:`~verzaking.io.pbn.game_to_facts` tells what it is.  The archive scanner takes this path for
    the boards it only counts.

    >>> from verzaking.io.pbn import parse_pbn
    >>> game = parse_pbn('''[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
    ... [Declarer "S"]
    ... [Contract "1NT"]
    ... [Result "7"]
    ... [Play "W"]
    ... HJ H8 H7 H2
    ... *''')[0]
    >>> plain = plain_play(game)
    >>> plain.played, plain.won, plain.result
    (1, 0, 7)
    """
    tags = game.tags
    if (game.error is not None or "Play" not in tags
            or tags.get("Contract", "").strip().upper() in ("PASS", "P", "AP")):
        return None
    try:
        _board_check(game)
        _vulnerability(game)
        auction = _auction(game)
        if auction is not None and auction.notes:
            return None  # a call for the director: the full reading says so
        contract = _contract(game)
        result = _result(game, contract)
        masks, leader = _deal_and_leader(game, contract)
    except VerzakingError:
        return None
    counted = _plain_lines(game.sections.get("Play", ()), leader, masks, contract,
                           strict=strict)
    if counted is None:
        return None
    won, played, reseated = counted
    if played < 13 and result is not None and not won <= result <= won + 13 - played:
        return None  # a Result the tricks cannot reach: an error, with its place
    return PlainPlay(contract=contract, played=played, won=won, result=result,
                     reseated=reseated)


def _plain_lines(section: list[tuple[int, str]] | tuple[()], leader: int,
                 masks: tuple[int, int, int, int], contract: Contract, *,
                 strict: bool) -> tuple[int, int, bool] | None:
    """Declarer's tricks won, tricks played and whether rows were reseated, for a ``Play``
    section read as :func:`~verzaking.io.pbnplay.play_rows` and :func:`reseat_rows` read it
    and played as the table plays it; ``None`` for anything but plain lines and plain play (see
    :func:`plain_play`)."""
    north, east, south, west = h0, h1, h2, h3 = masks  # dealt, and still held
    i0, i1, i2, i3 = ((s - leader) & 3 for s in range(4))  # column of each seat
    strain = int(contract.strain)
    rank_base = (-1 if strain == 4 else strain) + 1
    side = int(contract.declarer) & 1
    tokens = PLAY_TOKENS
    won = played = 0
    reseated = False
    cut: tuple[int, ...] | None = None  # a last row with cards not known
    for at, (_, line) in enumerate(section):
        toks = line.split()
        if len(toks) != 4:
            if toks == ["*"] and all(not rest.strip() for _, rest in section[at + 1:]):
                break  # the end of the play, nothing after it (else the full reading says)
            return None
        if cut is not None or played == 13:
            return None
        got = (tokens.get(toks[0]), tokens.get(toks[1]), tokens.get(toks[2]),
               tokens.get(toks[3]))
        if None in got:
            return None  # notes, marks, suffixes: the full reading
        row: tuple[int, ...] = (got[i0], got[i1], got[i2], got[i3])  # type: ignore[assignment]
        n, e, s, w = row
        if n < 0 or e < 0 or s < 0 or w < 0:
            cut = row
            continue
        if not (north >> n & 1 and east >> e & 1 and south >> s & 1 and west >> w & 1):
            placed = None if strict else by_holder(row, masks)
            if placed is None:
                return None
            n, e, s, w = placed
            reseated = True
        led = (n, e, s, w)[leader] // 13
        suit = SUIT_MASKS[led]
        if not (h0 >> n & 1 and h1 >> e & 1 and h2 >> s & 1 and h3 >> w & 1
                and (n // 13 == led or not h0 & suit) and (e // 13 == led or not h1 & suit)
                and (s // 13 == led or not h2 & suit) and (w // 13 == led or not h3 & suit)):
            return None  # not held, or a revoke: the table decides
        h0, h1, h2, h3 = h0 ^ 1 << n, h1 ^ 1 << e, h2 ^ 1 << s, h3 ^ 1 << w
        leader = highest(RANKS[led * 5 + rank_base], n, e, s, w)
        won += (leader & 1) == side
        played += 1
    if cut is not None:
        if not strict:
            rows, _, moved = reseat_rows([cut], frozenset(), masks)
            cut, reseated = rows[0], reseated or bool(moved)
        if not _plain_start(cut, (h0, h1, h2, h3), leader):
            return None
    return won, played, reseated


def _plain_start(row: tuple[int, ...], hands: tuple[int, int, int, int], leader: int) -> bool:
    """A trick cut short: known cards from the lead on, then only cards not known, each
    known card held and following suit when it can."""
    led = row[leader]
    if led < 0:
        return False
    suit = SUIT_MASKS[led // 13]
    known = True
    for k in range(4):
        seat = (leader + k) & 3
        card = row[seat]
        if card < 0:
            known = False
            continue
        hand = hands[seat]
        if not known or not hand >> card & 1 or (card // 13 != led // 13 and hand & suit):
            return False
    return True
