"""Why each wrong option of the trainer's fixed choice questions is wrong, in English.

Keyed ``quiz.bank.<code>.w<i>`` for option ``i`` (option 0 is the right one and has none).
Our own words; no article is cited here that the question's editions number otherwise
(:mod:`verzaking.trainer.bank` says which editions each question holds for).
"""

WRONG: dict[str, tuple[str, ...]] = {
    "b071": ("One trick is for when the offender did not win the revoke trick himself; here West "
             "won it himself.",
             "Nothing is transferred only when the offending side won no trick from the revoke "
             "trick on; East-West won two here."),
    "b072": ("Two tricks are not transferred here: East did not win the revoke trick himself, and "
             "East-West won nothing after it.",
             "East-West won the revoke trick, so a trick is transferred."),
    "b073": ("For one trick the offending side must win the revoke trick or a later one; "
             "North-South won none.",
             "Two tricks are no fixed penalty: a transfer can only take tricks that North-South "
             "won themselves."),
    "b074": ("Two would apply if declarer had won the trick himself, but dummy won it.",
             "North-South won the revoke trick and later tricks too: something is transferred."),
    "b075": ("East-West won tricks 1 and 2 before the revoke: those cannot be transferred.",
             "Two tricks are no fixed penalty, and the two tricks East-West won before the revoke "
             "stay theirs."),
    "b076": ("The second trick must be a later trick of the offending side, and East-West won no "
             "more.",
             "East won the revoke trick himself: that trick is transferred in any case."),
    "b077": ("−50 is the score with nine tricks, without the transferred trick.",
             "+450 goes with eleven tricks; with the one trick transferred there are ten."),
    "b078": ("+600 is the result as played, without the two transferred tricks.",
             "−100 is one down: that would be one trick transferred, but South won the trick "
             "himself and North-South won tricks after it."),
    "b079": ("−50 is one down with seven tricks, without the transferred tricks.",
             "+110 is 2♥ just made with eight tricks: then only one trick would have been "
             "transferred."),
    "b080": ("Declarer's lead is an act of the non-offending side, and that does not count.",
             "There is no need to wait that long: as soon as East or West plays to trick 6, it is "
             "established."),
    "b081": ("West is East's partner: his lead to the next trick establishes the revoke (63A1).",
             "A claim by East himself establishes the revoke (63A3)."),
    "b082": ("Minor is only a card exposed by accident; a card revoked with and taken back was "
             "played on purpose.",
             "The revoke is not yet established: it is corrected, not settled with tricks after "
             "play."),
    "b083": ("Only a defender's card taken back becomes a penalty card; declarer simply takes "
             "his card back.",
             "Not a minor one either: declarer's card goes back without penalty."),
    "b084": ("A player of the non-offending side who played after the revoke need not leave his "
             "card.",
             "South is of the non-offending side: his card taken back does not become a penalty "
             "card."),
    "b085": ("This answer leaves out East, West's partner.",
             "This answer wrongly includes dummy (North)."),
    "b086": ("This answer leaves out the defenders (East and West).",
             "This answer leaves out dummy (North)."),
    "b087": ("No tricks are transferred for a revoke on trick 12, even an established one.",
             "On trick 12 even an established revoke is still corrected, as long as the hands are "
             "not back in the board."),
    "b088": ("Even when it is too late to correct it, nothing is transferred for trick 12.",
             "Two tricks are never transferred for a revoke on trick 12, nor is one."),
    "b089": ("Who won the revoke trick does not matter here: nothing is ever transferred "
             "automatically for a revoke by dummy.",
             "Even if dummy won the revoke trick himself, nothing is transferred automatically."),
    "b090": ("The second revoke repeats the first in the same suit by the same player: no further "
             "tricks are transferred for it.",
             "The first revoke costs tricks as usual: East-West won tricks after it."),
    "b091": ("When both sides revoked, nothing is transferred automatically for East's revoke "
             "either.",
             "Counting each revoke on its own does not apply when both sides have an established "
             "revoke."),
    "b092": ("Who won the tricks no longer matters when attention is drawn to the revoke that late.",
             "Not two either: after that call nothing more is transferred automatically."),
    "b093": ("He may also forbid the suit, or choose neither.",
             "East may lead only once declarer has made his choice."),
    "b094": ("The penalty card stays only when declarer neither requires nor forbids.",
             "West need not play it at once: he takes it back into his hand."),
    "b095": ("With nine tricks declarer is worse off than with the ten he would have made without "
             "the revoke.",
             "The director transfers no more tricks: he assigns the score of the likely result, ten "
             "tricks."),
    "b096": ("That the revoke cost nothing is no reason to undo the transfer.",
             "Nothing goes back, not half either: the transfer stands in full."),
    "b097": ("Agreeing to the opponents' claim counts too, once the agreement is established.",
             "A claim by the offending side, or its agreeing to the opponents' claim, does "
             "establish a revoke."),
    "b098": ("Keeping quiet is not allowed here: you would leave a revoke standing that can still "
             "be corrected.",
             "Playing on establishes the revoke, while it must be corrected now."),
    "b099": ("A player with none of the suit may play any card: that is no revoke.",
             "Playing when it is not your turn is another irregularity."),
    "b100": ("When the offender wins the revoke trick himself and his side wins a later trick, it "
             "is two.",
             "No more than two tricks are ever transferred automatically; damage beyond that is "
             "for the director."),
    "b101": ("Not for counting: the order shows after play who played what to which trick.",
             "Played cards do not become penalty cards; a player who mixes them does put at risk "
             "his right to prove or deny a revoke."),
    "b102": ("Two would apply if West had won the revoke trick himself, but North won it.",
             "East-West still won trick 13 after it: that is enough for one trick."),
    "b103": ("−100 is the result with eleven tricks, without the transferred trick.",
             "+1390 goes with thirteen tricks; with the transferred trick there are twelve."),
    "s1": ("There is no need to trump: a player with none of the suit may discard too.",
           "East could not follow: he had no hearts left."),
    "s2": ("Failing to follow is only one case; failing to play a required card is the other.",
           "Declarer never gets penalty cards: it is about a defender's penalty card."),
    "s3": ("Dummy may not ask a defender, even meaning well.",
           "Not on the last trick either: the ban holds for the whole board."),
    "s4": ("Minor is only a card exposed by accident.",
           "Only declarer and dummy take their card back without penalty."),
    "s5": ("Declarer's lead does not count: he is of the non-offending side.",
           "Turning the trick does not establish a revoke."),
    "s6": ("One trick is transferred when the offender did not win the revoke trick himself; here "
           "East did win it.",
           "No more than two tricks are ever transferred automatically."),
    "s7": ("Two would apply if declarer had won the trick himself, but dummy won it.",
           "North-South won the revoke trick and later tricks too: something is transferred."),
    "s8": ("No tricks are transferred for a revoke on trick 12.",
           "Not two either: the revoke is corrected, not settled with tricks."),
}
"""Per question, why options 1, 2, ... are wrong."""

MESSAGES: dict[str, str] = {f"quiz.bank.{code}.w{i}": why for code, whys in WRONG.items()
                            for i, why in enumerate(whys, 1)}
