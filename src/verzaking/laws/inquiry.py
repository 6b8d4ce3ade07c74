"""Law 61B: who may ask a player who failed to follow suit whether he has a card of the suit led.

What the law *allows* is a different question from what the table can *record*: the
table accepts dummy's question to a defender (61B2(b) forbids it, but it draws
attention to the revoke all the same, 16B) and, under 1997, a defender's question to
his partner (then 63B applies).  :meth:`Inquiry.allows_question` answers the first,
edition by edition; :meth:`~verzaking.table.TableRules.may_ask` says what happened.

>>> from verzaking.cards import Seat
>>> from verzaking.contract import Contract
>>> from verzaking.laws import find_edition
>>> c = Contract.parse("4S", declarer="S")  # North is dummy
>>> laws = find_edition("2017")
>>> [laws.allows_question(s, Seat.EAST, c) for s in (Seat.SOUTH, Seat.WEST, Seat.NORTH)]
[True, True, False]
>>> find_edition("1997").allows_question(Seat.WEST, Seat.EAST, c)
False
"""

from __future__ import annotations

from ..cards import Seat
from ..contract import Contract
from ..points import WhoMayAsk
from ..table import TableRules

__all__ = ["Inquiry"]


class Inquiry(TableRules):
    """Law 61B as the 2017 Laws have it; the value of row ``61B`` says what differs."""

    def allows_question(self, asker: Seat, asked: Seat, contract: Contract) -> bool:
        """Whether the law lets ``asker`` ask ``asked`` if he has a card of the suit led."""
        declarer, dummy = contract.declarer, contract.dummy
        if asker == asked:
            return False
        if asker == dummy:  # 61B2(a) declarer; 61B2(b) never a defender
            return asked == declarer
        if asker == declarer:  # 61B1: a defender
            return asked.side != declarer.side
        if asked == declarer:  # 61B3: a defender asks declarer
            return True
        if asked == asker.partner:  # 61B3: defenders ask each other (not in 1997)
            return self.params.who_may_ask is not WhoMayAsk.DECLARER_ONLY
        return False  # a defender asks dummy: 61B gives no such question
