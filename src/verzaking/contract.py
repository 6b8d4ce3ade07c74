"""Contract and vulnerability.

>>> c = Contract.parse("4SX", declarer="S")
>>> c.level, c.strain, c.doubled, c.declarer, str(c)
(4, <Strain.SPADES: 3>, 1, <Seat.SOUTH: 2>, '4SX')
>>> Vulnerability.parse("NS").is_vulnerable(Side.NS)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from .cards import Seat, Side, Strain

__all__ = ["Contract", "ContractError", "Vulnerability"]


class ContractError(ValueError):
    """A contract, declarer or vulnerability that cannot be read."""


class Vulnerability(IntEnum):
    """Who is vulnerable on the board."""

    NONE = 0
    NS = 1
    EW = 2
    BOTH = 3

    def is_vulnerable(self, side: Side) -> bool:
        """Whether ``side`` is vulnerable."""
        return bool(self & (1 << side))

    @property
    def pbn(self) -> str:
        """The PBN spelling: ``None``, ``NS``, ``EW``, ``All``."""
        return ("None", "NS", "EW", "All")[self]

    @classmethod
    def parse(cls, text: str) -> Vulnerability:
        """Read PBN values (``None``, ``Love``, ``-``, ``NS``, ``EW``, ``All``, ``Both``)."""
        key = text.strip().upper().replace("-", "").replace("/", "")
        vul = _VUL_NAMES.get(key)
        if vul is None:
            raise ContractError(f"unknown vulnerability {text!r}")
        return vul

    @classmethod
    def for_board(cls, number: int) -> Vulnerability:
        """The standard vulnerability of board ``number`` (Law 2)."""
        return _BOARD_VUL[(number - 1) % 16]


_VUL_NAMES = {
    "NONE": Vulnerability.NONE, "LOVE": Vulnerability.NONE, "": Vulnerability.NONE,
    "NIEMAND": Vulnerability.NONE, "0": Vulnerability.NONE, "O": Vulnerability.NONE,
    "NS": Vulnerability.NS, "NZ": Vulnerability.NS, "N": Vulnerability.NS,
    "EW": Vulnerability.EW, "OW": Vulnerability.EW, "E": Vulnerability.EW,
    "ALL": Vulnerability.BOTH, "BOTH": Vulnerability.BOTH, "ALLEN": Vulnerability.BOTH,
    "B": Vulnerability.BOTH,
}

_N, _NS, _EW, _B = Vulnerability.NONE, Vulnerability.NS, Vulnerability.EW, Vulnerability.BOTH
_BOARD_VUL = (_N, _NS, _EW, _B, _NS, _EW, _B, _N, _EW, _B, _N, _NS, _B, _N, _NS, _EW)


@dataclass(frozen=True, slots=True, kw_only=True)
class Contract:
    """The final contract of a board."""

    level: int
    """1 to 7."""
    strain: Strain
    """Trump suit or no trump."""
    doubled: int = 0
    """0 undoubled, 1 doubled, 2 redoubled."""
    declarer: Seat
    """The declarer; dummy is his partner."""

    @property
    def dummy(self) -> Seat:
        """Declarer's partner."""
        return self.declarer.partner

    @property
    def opening_leader(self) -> Seat:
        """Declarer's left-hand opponent leads to trick 1."""
        return self.declarer.lho

    @property
    def declaring_side(self) -> Side:
        """Declarer's partnership."""
        return self.declarer.side

    @property
    def required_tricks(self) -> int:
        """Tricks declarer needs: six plus the level."""
        return 6 + self.level

    def __str__(self) -> str:
        return f"{self.level}{self.strain.letter}" + "X" * self.doubled

    @classmethod
    def parse(cls, text: str, *, declarer: str | Seat) -> Contract:
        """Read ``4S``, ``3NT``, ``3N``, ``5CX``, ``6HXX`` (also ``4♠``, ``3SA``)."""
        raw = text.strip().upper().replace(" ", "")
        doubled = 0
        while raw.endswith("X") or raw.endswith("*"):
            doubled += 1
            raw = raw[:-1]
        if doubled == 0 and len(raw) >= 3 and raw.endswith("R") and raw[1:-1] in _STRAINS:
            doubled, raw = 2, raw[:-1]  # "3NR": redoubled, as some archives write it
        if len(raw) < 2 or raw[0] not in "0123456789" or doubled > 2:
            raise ContractError(f"cannot read contract {text!r}")
        level = int(raw[0])
        strain = _STRAINS.get(raw[1:])
        if strain is None or not 1 <= level <= 7:
            raise ContractError(f"cannot read contract {text!r}")
        if isinstance(declarer, str):
            try:
                declarer = Seat.parse(declarer)
            except ValueError as exc:
                raise ContractError(f"unknown declarer {declarer!r}") from exc
        return cls(level=level, strain=strain, doubled=doubled, declarer=declarer)


_STRAINS = {
    "C": Strain.CLUBS, "♣": Strain.CLUBS, "K": Strain.CLUBS,
    "D": Strain.DIAMONDS, "♦": Strain.DIAMONDS, "R": Strain.DIAMONDS,
    "H": Strain.HEARTS, "♥": Strain.HEARTS,
    "S": Strain.SPADES, "♠": Strain.SPADES,
    "N": Strain.NOTRUMP, "NT": Strain.NOTRUMP, "SA": Strain.NOTRUMP,
}
