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
  total number of tricks;
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

from bisect import bisect_left
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import accumulate

from ..cards import _CARD_TEXT, CARDS, RANK_CHARS, Deal, Seat, Strain, check_masks
from ..contract import Contract, Vulnerability
from ..errors import DealError, InputError, PlayError, VerzakingError
from ..facts import BoardFacts, Note, board_from_table, record_notes
from ..play import feed_rows
from ..table import DEFAULT_RULES, Claim, Table, TableRules

__all__ = ["LinRecord", "iter_lin_boards", "parse_lin", "read_lin", "record_to_facts"]

# Keys BBO writes.  Only some are read; the others are known so that a line
# ending without its "|" can be recognised by the key that follows it.
_KNOWN_KEYS = frozenset({
    "qx", "md", "sv", "mb", "pc", "mc", "pn", "rs", "vg", "ah", "an", "pg", "nt", "st",
    "rh", "ob", "sk", "up", "bn",
})

_DEALER = {"1": 2, "2": 3, "3": 0, "4": 1}  # LIN digit -> our seat (N=0, E=1, S=2, W=3)
_MD_SEATS = (2, 3, 0, 1)  # md hands are South, West, North, East
_FULL = (1 << 52) - 1
_VUL = {"o": Vulnerability.NONE, "0": Vulnerability.NONE, "n": Vulnerability.NS,
        "e": Vulnerability.EW, "b": Vulnerability.BOTH}
_SUIT_BITS = {"C": 0, "D": 13, "H": 26, "S": 39, "c": 0, "d": 13, "h": 26, "s": 39}
_RANK_BITS = {ch: i for i, ch in enumerate(RANK_CHARS)}
_RANK_BITS.update({ch.lower(): i for ch, i in _RANK_BITS.items() if ch.isalpha()})
_STRAIN_INDEX = {"C": 0, "D": 1, "H": 2, "S": 3, "N": 4}
_STRAIN_TEXT = ("C", "D", "H", "S", "NT")
_STRAINS = (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP)

# pc| values in every case (cK, Ck, CK, ck, c10 …) to their card number.
_LIN_CARD: dict[str, int] = {}
for _c in range(52):
    _s, _r = "CDHS"[_c // 13], RANK_CHARS[_c % 13]
    for _sv in (_s, _s.lower()):
        for _rv in {_r, _r.lower()} | ({"10"} if _r == "T" else set()):
            _LIN_CARD[_sv + _rv] = _c

_CALL_CACHE: dict[str, tuple[int, int] | None] = {}  # mb| value -> (kind, bid), see _call
_HAND_CACHE: dict[str, int] = {}  # md| hand -> bit set


class _Parts:
    """The text split at ``|``, and part numbers to 1-based line numbers (counted on first use)."""

    __slots__ = ("_ends", "_newlines", "_text", "parts")

    def __init__(self, text: str) -> None:
        self._text = text
        self.parts = text.split("|")
        """The parts, values cleaned of line breaks where needed."""
        self._ends: list[int] | None = None
        self._newlines: list[int] = []

    def set(self, index: int, value: str) -> None:
        """Replace a part (the original text keeps the line numbers)."""
        if self._ends is None:
            self._count()
        self.parts[index] = value

    def _count(self) -> None:
        text = self._text
        self._ends = [end + i for i, end in enumerate(accumulate(map(len, self.parts)))]
        newlines = self._newlines
        pos = text.find("\n")
        while pos >= 0:
            newlines.append(pos)
            pos = text.find("\n", pos + 1)

    def line(self, index: int) -> int:
        """The line on which part ``index`` ends (for a key: the line of the key)."""
        if self._ends is None:
            self._count()
        assert self._ends is not None
        index = max(0, min(index, len(self._ends) - 1))
        return bisect_left(self._newlines, self._ends[index]) + 1


@dataclass(slots=True)
class LinRecord:
    """One board (one table) as read: where its LIN fields are in the split text."""

    src: _Parts
    """The split text the indices below point into."""
    ordinal: int
    """1-based position of the board in the file."""
    at: int
    """The part where the board starts."""
    label: str | None = None
    """The ``qx`` value (``o1``, ``c1``) or the name given by ``ah``."""
    md: int = -1
    """Part index of the ``md`` value (-1: none)."""
    sv: int = -1
    """Part index of the ``sv`` value (-1: none)."""
    calls: list[int] = field(default_factory=list)
    """Part indices of the ``mb`` values."""
    cards: list[int] = field(default_factory=list)
    """Part indices of the ``pc`` values, in order of play."""
    claim: int = -1
    """Part index of the last ``mc`` value (-1: none)."""
    players: tuple[str, ...] = ()
    """``pn`` names as given (four, or eight for both rooms)."""
    error: VerzakingError | None = None
    """A syntax error inside the board, if any."""
    tags: dict[str, str] = field(default_factory=dict)
    """LIN fields kept as tags (``qx``, ``ah``, ``rs``, ``Event``; more added when read)."""

    @property
    def board(self) -> str:
        """The label, or ``#n`` (position in the file) without one."""
        return self.label or f"#{self.ordinal}"

    def value(self, index: int) -> str:
        """The text of a part, stripped."""
        return self.src.parts[index].strip()

    def line(self, index: int) -> int:
        """The line of the key before the value at ``index``."""
        return self.src.line(index - 1)


_PC, _MB, _QX, _MD, _SV, _AH, _MC, _PN, _VG, _RS = range(1, 11)
_KEY_CODES = {**dict.fromkeys(_KNOWN_KEYS, 0),  # 0: known, not needed (pg, an, ob …)
              "pc": _PC, "mb": _MB, "qx": _QX, "md": _MD, "sv": _SV, "ah": _AH, "mc": _MC,
              "pn": _PN, "vg": _VG, "rs": _RS}


def parse_lin(text: str, *, source: str | None = None) -> list[LinRecord]:
    """Split LIN text into boards; syntax errors stay with their board."""
    records: list[LinRecord] = []
    cur: LinRecord | None = None
    players: tuple[str, ...] = ()
    event: str | None = None
    first_board: int | None = None
    results: list[str] = []
    pending: dict[int, int] = {}  # sv|, ah| given before the board they belong to
    src = _Parts(text)
    parts = src.parts
    codes = _KEY_CODES
    n = len(parts)
    carry: str | None = None  # a key found at the end of a value (line without its "|")
    i = 0
    while i + 1 < n:
        if carry is None:
            k = parts[i]
        else:
            k, carry = carry, None
        vi = i + 1
        i += 2
        value = parts[vi]
        if "\n" in value or "\r" in value:
            cut = value.rfind("\n")
            tail = value[cut + 1:].strip()
            if cut > 0 and tail.lower() in _KNOWN_KEYS:
                carry, i, value = tail, vi, value[:cut]
            value = value.replace("\r", "").replace("\n", "")
            src.set(vi, value)
            parts = src.parts
        code = codes.get(k)
        if code is None:
            k2 = k.replace("\r", "").replace("\n", "").strip().lower()
            code = codes.get(k2)
            if code is None:
                if len(k2) == 2 and k2.isalpha():
                    continue  # a key we do not need
                if not k2 and not value.strip():
                    continue
                if cur is None:
                    cur = _record(records, src, vi - 1, players, event)
                if cur.error is None:
                    cur.error = InputError("lin_syntax", line=src.line(vi - 1),
                                           text=(k2 + "|" + value)[:40])
                if carry is None and value.strip().lower() in _KNOWN_KEYS:
                    i = vi  # one part out of step: pair up again from the value
                    carry = value.strip()
                continue
        if not code:
            continue
        if code == _PC:
            if cur is None:
                cur = _record(records, src, vi - 1, players, event)
                cur.error = InputError("lin_no_board", line=src.line(vi - 1), key="pc")
            cur.cards.append(vi)
        elif code == _MB:
            if cur is None:
                cur = _record(records, src, vi - 1, players, event)
                cur.error = InputError("lin_no_board", line=src.line(vi - 1), key="mb")
            cur.calls.append(vi)
        elif code == _QX or (code == _MD and (cur is None or cur.md >= 0)):
            cur = _record(records, src, vi - 1, players, event)
            if code == _QX:
                label = value.split(",", 1)[0].strip()  # also "o1,BOARD 1"
                cur.label = label or None
                cur.tags["qx"] = label
                if results and label:
                    entry = _result_entry(label, results, first_board)
                    if entry is not None:
                        cur.tags["rs"] = entry
            else:
                cur.md = vi
            for kc, j in pending.items():
                _set(cur, kc, j)
            pending.clear()
        elif code == _MD:
            assert cur is not None
            cur.md = vi
        elif code == _SV or code == _AH:
            given = cur is not None and (cur.sv >= 0 if code == _SV else "ah" in cur.tags)
            if cur is None or cur.calls or cur.cards or given:
                pending[code] = vi  # for the board that starts next
            else:
                _set(cur, code, vi)
        elif code == _MC:
            if cur is not None:
                cur.claim = vi
        elif code == _PN:
            players = tuple(name.strip() for name in value.split(","))
            if cur is not None and not cur.calls and not cur.cards:
                cur.players = players
        elif code == _VG:
            fields = value.split(",")
            event = fields[0].strip() or None
            if len(fields) > 3 and fields[3].strip().isdigit():
                first_board = int(fields[3])
        elif code == _RS:
            results = value.split(",")
    if source:
        for r in records:
            if r.error is not None:
                r.error.located(file=source)
    return records


def _record(records: list[LinRecord], src: _Parts, at: int, players: tuple[str, ...],
            event: str | None) -> LinRecord:
    rec = LinRecord(src=src, ordinal=len(records) + 1, at=at, players=players)
    if event is not None:
        rec.tags["Event"] = event
    records.append(rec)
    return rec


def _set(rec: LinRecord, code: int, index: int) -> None:
    """Give a board its ``sv`` or ``ah`` value."""
    if code == _SV:
        rec.sv = index
        return
    value = rec.value(index)
    rec.tags["ah"] = value
    if not rec.label and value:
        rec.label = value[6:].strip() if value.lower().startswith("board ") else value


def _result_entry(label: str, results: list[str], first: int | None) -> str | None:
    """The ``rs`` entry of a vugraph board: open and closed room of each deal in turn."""
    room = label[:1].lower()
    number = label[1:]
    if room not in ("o", "c") or not number.isdigit() or first is None:
        return None
    index = 2 * (int(number) - first) + (room == "c")
    if 0 <= index < len(results):
        return results[index].strip() or None
    return None


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
    label = rec.label or ""
    digits = label[1:] if label[:1] in ("o", "c", "O", "C") else label
    return int(digits) if digits.isdigit() and 0 < int(digits) < 10000 else None


def record_to_facts(rec: LinRecord, *, source: str | None = None, use_claim: bool = True,
                    rules: TableRules = DEFAULT_RULES) -> BoardFacts:
    """Replay one board and gather the facts a ruling needs; raises a located error.

    ``use_claim=False`` leaves out the ``mc`` claim (to replay a board whose
    claim cannot be right and still find its revokes).
    """
    if rec.error is not None:
        raise rec.error
    board = rec.board
    tags = dict(rec.tags)
    notes: list[Note] = []
    number = _board_number(rec)
    # -- deal and dealer
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
    # -- vulnerability
    if rec.sv >= 0:
        sv = tags["sv"] = rec.value(rec.sv)
        vul = _VUL.get(sv.lower())
        if vul is None:
            raise InputError("lin_bad_value", line=rec.line(rec.sv), key="sv", value=sv,
                             reason="o, n, e, b")
    elif number is not None:
        vul = Vulnerability.for_board(number)
        notes.append(Note(code="note_lin_vul_from_board",
                          data={"number": number, "vulnerability": vul}))
    else:
        vul = Vulnerability.NONE
        notes.append(Note(code="note_lin_vul_unknown", data={}))
    players = rec.players
    if len(players) >= 4:
        room_c = len(players) >= 8 and rec.label is not None and rec.label[:1] in ("c", "C")
        for name, seat in zip(players[4:8] if room_c else players[:4],
                              ("South", "West", "North", "East"), strict=False):
            if name:
                tags[seat] = name
    # -- claim
    result: int | None = None
    if rec.claim >= 0 and use_claim:
        mc = tags["mc"] = rec.value(rec.claim)
        if mc.isdigit() and int(mc) <= 13:
            result = int(mc)
        elif mc:
            raise InputError("lin_bad_value", line=rec.line(rec.claim), key="mc", value=mc,
                             reason="0..13")
    # -- auction
    contract, auction = _auction(rec, dealer if dealer is not None else 0)
    deal = Deal(masks) if complete and masks is not None else None
    if contract is None:
        if rec.cards:
            raise InputError("lin_play_passed_out" if auction else "lin_play_no_auction",
                             line=rec.line(rec.cards[0]))
        return BoardFacts(board=board, contract=None, vulnerability=vul, tricks=(), deal=deal,
                          notes=tuple(notes), source=source, tags=tags, auction=auction)
    if not rec.cards:
        table = Table(contract=contract, deal=deal, rules=rules)
        if result is not None:
            table.apply(Claim(seat=None, declarer_tricks=result, agreed=True))
        return board_from_table(table, board=board, vulnerability=vul, has_play=False,
                                notes=tuple(notes), source=source, tags=tags, auction=auction)
    # -- play
    if masks is None:
        raise InputError("lin_no_deal", line=rec.line(rec.cards[0]))
    parts = rec.src.parts
    lin_card = _LIN_CARD
    cards = [lin_card.get(parts[index], -2) for index in rec.cards]
    if -2 in cards:
        for n, index in enumerate(rec.cards):
            if cards[n] == -2:
                card = _CARD_TEXT.get(parts[index].strip().upper())
                if card is None:
                    raise PlayError("not_a_card", line=rec.line(index), trick=n // 4 + 1,
                                    text=parts[index].strip())
                cards[n] = card
    rows = [cards[n:n + 4] for n in range(0, len(cards), 4)]
    table = Table(contract=contract, deal=Deal(masks), rules=rules)
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
    return board_from_table(table, board=board, vulnerability=vul, has_play=True,
                            notes=tuple(notes) + record_notes(table, result), source=source,
                            tags=tags, auction=auction)


def _deal(md: str, rec: LinRecord) -> tuple[int | None, tuple[int, int, int, int], bool]:
    """Dealer (our seat, or ``None``), the four hands, and whether all four are known."""
    text = md
    dealer = _DEALER.get(text[:1])
    if dealer is not None:
        text = text[1:]
    elif text[:1].isdigit():
        raise InputError("lin_bad_value", line=rec.line(rec.md), key="md", value=md[:12],
                         reason="dealer 1..4")
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


def _call(text: str) -> tuple[int, int] | None:
    """``(kind, bid)`` of an ``mb`` value: 0 pass, 1 bid (bid = level*5 + strain), 2 X, 3 XX."""
    if text in _CALL_CACHE:
        return _CALL_CACHE[text]
    s = text.strip().upper()
    s = s.split("!", 1)[0].strip()
    out: tuple[int, int] | None = None
    if s[:1].isdigit():
        level = int(s[0])
        strain = _STRAIN_INDEX.get(s[1:2])
        if 1 <= level <= 7 and strain is not None:
            out = (1, level * 5 + strain)
    elif s[:2] == "XX" or s[:1] == "R":
        out = (3, 0)
    elif s[:1] in ("X", "D"):
        out = (2, 0)
    elif s[:1] == "P":
        out = (0, 0)
    if len(_CALL_CACHE) < 10_000:
        _CALL_CACHE[text] = out
    return out


def _call_text(kind: int, bid: int) -> str:
    if kind == 1:
        return f"{bid // 5}{_STRAIN_TEXT[bid % 5]}"
    return ("Pass", "", "X", "XX")[kind]


def _auction(rec: LinRecord, dealer: int) -> tuple[Contract | None, tuple[str, ...]]:
    """The contract (``None``: passed out or no auction) and the calls in PBN spelling."""
    calls = rec.calls
    if not calls:
        return None, ()
    parts = rec.src.parts
    seat = dealer
    last_bid = -1
    last_bidder = -1
    doubled = 0
    passes = 0
    ended = False
    first_bidder: dict[tuple[int, int], int] = {}
    out: list[str] = []
    for number, index in enumerate(calls, 1):
        value = parts[index]
        call = _call(value)
        if call is None:
            raise InputError("lin_call", line=rec.line(index), number=number, text=value.strip())
        kind, bid = call
        if ended:
            raise InputError("lin_call_after_end", line=rec.line(index), number=number,
                             call=_call_text(kind, bid), seat=Seat(seat))
        if kind == 0:
            passes += 1
            if passes == (4 if last_bid < 0 else 3):
                ended = True
        elif kind == 1:
            if bid <= last_bid:
                raise InputError("lin_insufficient_bid", line=rec.line(index), number=number,
                                 call=_call_text(1, bid), seat=Seat(seat),
                                 last=_call_text(1, last_bid))
            last_bid, last_bidder, doubled, passes = bid, seat, 0, 0
            first_bidder.setdefault((seat & 1, bid % 5), seat)
        elif kind == 2:
            if last_bid < 0 or doubled or (last_bidder & 1) == (seat & 1):
                raise InputError("lin_bad_double", line=rec.line(index), number=number,
                                 seat=Seat(seat))
            doubled, passes = 1, 0
        else:
            if doubled != 1 or (last_bidder & 1) != (seat & 1):
                raise InputError("lin_bad_redouble", line=rec.line(index), number=number,
                                 seat=Seat(seat))
            doubled, passes = 2, 0
        out.append(_call_text(kind, bid))
        seat = (seat + 1) & 3
    if last_bid < 0:
        return None, tuple(out)
    strain = last_bid % 5
    declarer = first_bidder[(last_bidder & 1, strain)]
    contract = Contract(level=last_bid // 5, strain=_STRAINS[strain], doubled=doubled,
                        declarer=Seat(declarer))
    return contract, tuple(out)

