"""Our own LIN reader (Bridge Base Online): hand records and vugraph files.

LIN is a flat list of ``key|value|`` pairs.  A vugraph file holds many boards,
each starting at ``qx|o1|`` (open room) or ``qx|c1|`` (closed room); a hand
record without ``qx`` starts a board at each ``md|``.  What is read:

- ``md|3S84H8542DA93CAK94,S…,S…,|``: the dealer (1 = S, 2 = W, 3 = N, 4 = E)
  and the hands starting with South, then West, North, East; the last hand may
  be left empty (it is the 13 cards left);
- ``sv|``: vulnerability (``o``/``0`` none, ``n`` NS, ``e`` EW, ``b`` both);
  without it, the board number's standard vulnerability (with a note);
- ``mb|``: the calls (``p``, ``d``, ``r``, ``1N``, ``2S!`` …, alert marks and
  text after the call ignored).  The contract and declarer come from the
  auction, which must be legal;
- ``pc|``: the cards in order of play, any case; ``mc|N``: a claim, declarer's
  total number of tricks (one claim a board; an empty mc, or a second of another value, is an
  error);
- ``qx|`` and ``ah|Board 3``: the board's label; ``pn|``: the players (four,
  or eight in a vugraph file: open room then closed room, each S, W, N, E);
  ``vg|`` (event) and ``rs|`` (the results of every table) are kept as tags.

Everything else (``pg``, ``nt``, ``an``, ``st``, ``rh``, ``ob``, ``sk`` …) is
skipped.  Line breaks are not separators: a value broken over two lines is
joined again, and a line that ends without its ``|`` before the next key is
still read.  Every board becomes :class:`~verzaking.facts.BoardFacts` or an
error that names the file, line and board:

>>> text = ('qx|o1|md|3S765H432DAKQJCT98,S432HAKQJDT98C765,SAKQJHT98D765C432,|sv|o|'
...         'mb|p|mb|p|mb|1N|mb|p|mb|p|mb|p|pg||pc|HA|pc|HT|pc|CA|pc|H2|pg||mc|7|pg||')
>>> board = read_lin(text)[0]
>>> board.board, str(board.contract), board.revokes[0].seat, board.declarer_tricks
('o1', '1NT', <Seat.EAST: 1>, 7)
"""

from __future__ import annotations

from collections.abc import Iterator

from ..cards import _CARD_TEXT, CARDS, RANK_CHARS, Deal, Seat, check_masks
from ..contract import Contract, Vulnerability
from ..errors import DealError, InputError, PlayError, VerzakingError
from ..facts import BoardFacts, Note, board_from_table, record_notes
from ..play import feed_rows
from ..table import DEFAULT_RULES, Claim, Table, TableRules
from .boardnumber import absurd_board
from .linauction import read_auction
from .linparse import LinRecord, parse_lin

__all__ = ["LinRecord", "iter_lin_boards", "parse_lin", "read_lin", "record_to_facts"]

_DIGITS = frozenset("0123456789")
"""ASCII digits (``str.isdigit`` also takes ² and ①, which ``int`` refuses)."""
_DEALER = {"1": 2, "2": 3, "3": 0, "4": 1}  # LIN digit -> our seat (N=0, E=1, S=2, W=3)
_MD_SEATS = (2, 3, 0, 1)  # md hands are South, West, North, East
_FULL = (1 << 52) - 1
_VUL = {"o": Vulnerability.NONE, "0": Vulnerability.NONE, "n": Vulnerability.NS,
        "e": Vulnerability.EW, "b": Vulnerability.BOTH}
_SUIT_BITS = {"C": 0, "D": 13, "H": 26, "S": 39, "c": 0, "d": 13, "h": 26, "s": 39}
_RANK_BITS = {ch: i for i, ch in enumerate(RANK_CHARS)}
_RANK_BITS.update({ch.lower(): i for ch, i in _RANK_BITS.items() if ch.isalpha()})

# pc| values in every case (cK, Ck, CK, ck, c10 …) to their card number.
_LIN_CARD: dict[str, int] = {}
for _c in range(52):
    _s, _r = "CDHS"[_c // 13], RANK_CHARS[_c % 13]
    for _sv in (_s, _s.lower()):
        for _rv in {_r, _r.lower()} | ({"10"} if _r == "T" else set()):
            _LIN_CARD[_sv + _rv] = _c

_HAND_CACHE: dict[str, int] = {}  # md| hand -> bit set


def read_lin(text: str, *, source: str | None = None,
             rules: TableRules = DEFAULT_RULES) -> list[BoardFacts]:
    """Every board in LIN text as facts; raises the first board's error."""
    out = []
    for item in iter_lin_boards(text, source=source, rules=rules):
        if isinstance(item, VerzakingError):
            raise item
        out.append(item)
    return out


def iter_lin_boards(text: str, *, source: str | None = None, rules: TableRules = DEFAULT_RULES
                    ) -> Iterator[BoardFacts | VerzakingError]:
    """Each board as facts, or as the error that stops it; never raises for one bad board."""
    for rec in parse_lin(text, source=source):
        try:
            yield record_to_facts(rec, source=source, rules=rules)
        except VerzakingError as err:
            yield err.located(file=source, board=rec.board, line=rec.src.line(rec.at))


def _board_number(rec: LinRecord) -> int | None:
    """The board's number from its label (``o12``, ``Board 12``: 12), if it has one; a label
    no board can have (:func:`~verzaking.io.boardnumber.absurd_board`) is refused."""
    label = rec.label or ""
    digits = label[1:] if label[:1] in ("o", "c", "O", "C") else label  # the room aside
    if absurd_board(label) or absurd_board(digits):
        key = "qx" if rec.tags.get("qx") else "ah"
        at = rec.at + 1 if key == "qx" else rec.ah
        raise InputError("lin_bad_value", line=rec.line(at), key=key, value=label,
                         reason="reason.board_number")
    if not (digits.isascii() and digits.isdigit() and len(digits) <= 4):
        return None
    return int(digits) if 0 < int(digits) < 10000 else None


def record_to_facts(rec: LinRecord, *, source: str | None = None, use_claim: bool = True,
                    rules: TableRules = DEFAULT_RULES) -> BoardFacts:
    """Feed one board's play to a table and gather the facts; raises a located error.

    ``use_claim=False`` leaves out the ``mc`` claim (to replay a board whose
    claim cannot be right and still find its revokes).
    """
    if rec.error is not None:
        raise rec.error
    tags = dict(rec.tags)
    notes: list[Note] = []
    number = _board_number(rec)
    dealer, masks, complete = _deal_and_dealer(rec, tags, number, notes)
    vul = _vulnerability(rec, tags, number, notes)
    _players(rec, tags)
    result = _claim(rec, tags) if use_claim else None
    calls = rec.calls
    contract, auction, called, ended = read_auction([rec.src.parts[i] for i in calls],
                                                    lambda n: rec.line(calls[n - 1]),
                                                    dealer if dealer is not None else 0)
    notes.extend(called)
    if contract is not None and not ended and (rec.cards or result is not None):
        at = rec.cards[0] if rec.cards else rec.claim
        key = "pc" if rec.cards else "mc"
        if auction[-1] == "Pass":  # "1NT Pass Pass" and play: passed out, or bid on? a guess
            raise InputError("lin_auction_open", line=rec.line(at), key=key, calls=len(calls))
        # the closing passes all left out, as some writers do: the last call stands
        notes.append(Note(code="note_lin_auction_no_passes", data={
            "line": rec.line(at), "key": key, "contract": contract,
            "seat": contract.declarer}))
    deal = Deal(masks) if complete and masks is not None else None
    common = {"board": rec.board, "vulnerability": vul, "source": source, "tags": tags,
              "auction": auction}
    if contract is None:
        if rec.cards:
            raise InputError("lin_play_passed_out" if auction else "lin_play_no_auction",
                             line=rec.line(rec.cards[0]))
        if not auction:  # not passed out: the record has no auction at all
            notes.append(Note(code="note_lin_no_auction", data={}))
        return BoardFacts(contract=None, tricks=(), deal=deal, notes=tuple(notes),
                          **common)  # type: ignore[arg-type]
    if not rec.cards:
        table = Table(contract=contract, deal=deal, rules=rules)
        if result is not None:
            table.apply(Claim(seat=None, declarer_tricks=result, agreed=True))
        return board_from_table(table, has_play=False, notes=tuple(notes),
                                **common)  # type: ignore[arg-type]
    if masks is None:
        raise InputError("lin_no_deal", line=rec.line(rec.cards[0]))
    table = _play(rec, contract, Deal(masks), rules, result)
    return board_from_table(table, has_play=True, notes=tuple(notes) + record_notes(table, result),
                            **common)  # type: ignore[arg-type]


def _deal_and_dealer(rec: LinRecord, tags: dict[str, str], number: int | None,
                     notes: list[Note]) -> tuple[int | None, tuple[int, int, int, int] | None, bool]:
    """The dealer (our seat), the hands, and whether all four are known (``md``)."""
    dealer: int | None = None
    masks: tuple[int, int, int, int] | None = None
    complete = False
    if rec.md >= 0:
        md = tags["md"] = rec.value(rec.md)
        dealer, masks, complete = _deal(md, rec)
        if complete or rec.cards:
            problem = check_masks(masks)
            if problem is not None:
                raise DealError(problem[0], line=rec.line(rec.md), **problem[1])
    if dealer is None and rec.calls:
        if number is None:
            raise InputError("lin_no_dealer", line=rec.line(rec.md if rec.md >= 0 else rec.calls[0]))
        dealer = (number - 1) & 3
        notes.append(Note(code="note_lin_dealer_from_board",
                          data={"number": number, "dealer": Seat(dealer)}))
    return dealer, masks, complete


def _vulnerability(rec: LinRecord, tags: dict[str, str], number: int | None,
                   notes: list[Note]) -> Vulnerability:
    """``sv``; without it the board number's, with a note."""
    if rec.sv >= 0:
        sv = tags["sv"] = rec.value(rec.sv)
        vul = _VUL.get(sv.lower())
        if vul is None:
            raise InputError("lin_bad_value", line=rec.line(rec.sv), key="sv", value=sv,
                             reason="o, n, e, b")
        return vul
    if number is not None:
        vul = Vulnerability.for_board(number)
        notes.append(Note(code="note_lin_vul_from_board",
                          data={"number": number, "vulnerability": vul}))
        return vul
    notes.append(Note(code="note_lin_vul_unknown", data={}))
    return Vulnerability.NONE


def _players(rec: LinRecord, tags: dict[str, str]) -> None:
    """``pn``: the players as tags (open room's four, or the closed room's in a vugraph file)."""
    players = rec.players
    if len(players) >= 4:
        room_c = len(players) >= 8 and rec.label is not None and rec.label[:1] in ("c", "C")
        for name, seat in zip(players[4:8] if room_c else players[:4],
                              ("South", "West", "North", "East"), strict=False):
            if name:
                tags[seat] = name


def _claim(rec: LinRecord, tags: dict[str, str]) -> int | None:
    """``mc``: declarer's total by the claim, if any."""
    if rec.claim < 0:
        return None
    mc = tags["mc"] = rec.value(rec.claim)
    if mc.isascii() and mc.isdigit() and len(mc) <= 2 and int(mc) <= 13:
        return int(mc)
    if not mc:  # mc|| says a claim was made but not what it was
        raise InputError("lin_claim_empty", line=rec.line(rec.claim))
    raise InputError("lin_bad_value", line=rec.line(rec.claim), key="mc", value=mc,
                     reason="0..13")


def _play(rec: LinRecord, contract: Contract, deal: Deal, rules: TableRules,
          result: int | None) -> Table:
    """The ``pc`` cards played on a table, then the claim; errors name the card's line."""
    parts = rec.src.parts
    cards = [_LIN_CARD.get(parts[index], -2) for index in rec.cards]
    if -2 in cards:
        for n, index in enumerate(rec.cards):
            if cards[n] == -2:
                card = _CARD_TEXT.get(parts[index].strip().upper())
                if card is None:
                    raise PlayError("not_a_card", line=rec.line(index), trick=n // 4 + 1,
                                    text=parts[index].strip())
                cards[n] = card
    rows = [cards[n:n + 4] for n in range(0, len(cards), 4)]
    table = Table(contract=contract, deal=deal, rules=rules)
    try:
        feed_rows(table, rows, by_seat=False)
    except PlayError as err:
        trick = err.params.get("trick")
        first = 4 * (trick - 1) if isinstance(trick, int) and 0 < trick <= len(rows) else 0
        raise err.located(line=rec.line(rec.cards[first])) from None
    done = len(table.completed())
    if done < 13 and result is not None:
        left = 13 - done
        decl = table.declarer_tricks()
        if not decl <= result <= decl + left:
            raise PlayError("lin_claim_range", line=rec.line(rec.claim), result=result,
                            played=done, decl=decl, left=left)
        table.apply(Claim(seat=None, declarer_tricks=result, agreed=True))
    return table


def _deal(md: str, rec: LinRecord) -> tuple[int | None, tuple[int, int, int, int], bool]:
    """Dealer (our seat, or ``None``), the four hands, and whether all four are known."""
    text = md
    dealer = _DEALER.get(text[:1])
    if dealer is not None:
        text = text[1:]
    elif text[:1] in _DIGITS:
        raise InputError("lin_bad_value", line=rec.line(rec.md), key="md", value=md[:12],
                         reason="reason.lin_dealer")
    hands = text.split(",")
    if len(hands) > 4:
        if any(h.strip() for h in hands[4:]):
            raise DealError("deal_hand_count", line=rec.line(rec.md), count=len(hands))
        hands = hands[:4]
    masks = [0, 0, 0, 0]
    empty = []
    for i, hand in enumerate(hands):
        seat = _MD_SEATS[i]
        hand = hand.strip()
        if not hand:
            empty.append(seat)
            continue
        mask = _HAND_CACHE.get(hand)
        if mask is None:
            mask = _hand_mask(hand, Seat(seat), rec)
        masks[seat] = mask
    empty.extend(_MD_SEATS[len(hands):])
    for seat in range(4):  # a hand given must be whole (a record cut off, a card too many)
        n = masks[seat].bit_count()
        if seat not in empty and n != 13:
            raise DealError("deal_hand_size", line=rec.line(rec.md), seat=Seat(seat), count=n)
    if len(empty) > 1:
        raise InputError("lin_md_incomplete", line=rec.line(rec.md), count=4 - len(empty))
    if len(empty) == 1:
        seen = 0
        for m in masks:
            if seen & m:  # a card in two hands: say so, not that the hand left out is wrong
                card = CARDS[(seen & m).bit_length() - 1]
                raise DealError("deal_card_shared", line=rec.line(rec.md), card=card)
            seen |= m
        masks[empty[0]] = _FULL & ~seen
        empty = []
    result = (masks[0], masks[1], masks[2], masks[3])
    return dealer, result, not empty


def _hand_mask(hand: str, seat: Seat, rec: LinRecord) -> int:
    """The bit set of one ``md`` hand such as ``S84H8542DA93CAK94``, cached when valid."""
    mask = 0
    suit = -1
    i = 0
    n = len(hand)
    while i < n:
        ch = hand[i]
        i += 1
        base = _SUIT_BITS.get(ch)
        if base is not None:
            suit = base
            continue
        if ch == "1" and hand[i:i + 1] == "0":
            r: int | None = 8
            i += 1
        else:
            r = _RANK_BITS.get(ch)
        if r is None or suit < 0:
            raise DealError("deal_bad_rank", line=rec.line(rec.md), seat=seat, char=ch)
        bit = 1 << (suit + r)
        if mask & bit:
            raise DealError("deal_card_twice", line=rec.line(rec.md), seat=seat,
                           card=CARDS[suit + r])
        mask |= bit
    if len(_HAND_CACHE) < 100_000:
        _HAND_CACHE[hand] = mask
    return mask
