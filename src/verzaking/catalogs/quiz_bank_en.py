"""The trainer's fixed questions in English: the bank (``b…``) and the explainer's eight (``s…``).

Our own words about the laws; articles are cited, never quoted.  Which answer is
right is kept in :mod:`verzaking.trainer.bank`, not here: a true/false question is a
statement, and the first option of a choice question is the right one (the trainer
shows them in its own order).
"""

TRUE_FALSE: tuple[tuple[str, str, str], ...] = (
    ("b001", "Failing to follow suit while still holding a card of the suit led is a revoke.",
     "That is how Law 61A defines a revoke, with the duty to follow suit of 44C."),
    ("b002", "A player with no card of the suit led must trump.",
     "With none of the suit you may play any card: trump or discard (44D)."),
    ("b003", "Dummy can revoke too.",
     "Every hand must follow suit, dummy's included (44C, 61A); no tricks are transferred "
     "automatically for it, though (64B3)."),
    ("b004", "A revoke only counts if the offending side wins the revoke trick.",
     "Failing to follow when able is always a revoke (61A); who won the trick only matters for the "
     "adjustment (64A)."),
    ("b005", "Not playing a major penalty card when you could is a revoke too.",
     "61A also counts failing to play a card the laws require (50D)."),
    ("b006", "Not leading a suit declarer required after a penalty card, when you could, is a revoke.",
     "Failing to obey a requirement an opponent set after an irregularity (50D2) is a revoke (61A)."),
    ("b007", "A void is another word for a revoke.",
     "A void is a suit you hold no cards in, no irregularity; a revoke is failing to follow when able "
     "(61A)."),
    ("b008", "The duty to follow suit comes before every other duty in play.",
     "Law 44C puts following suit above every other requirement, playing a penalty card included "
     "(50D1)."),
    ("b009", "A revoke that gained the offending side nothing is not a revoke.",
     "Whether it gained anything does not matter to the definition or to the automatic adjustment "
     "(61A, 64A)."),
    ("b010", "Declarer may ask a defender who fails to follow whether he has a card of the suit.",
     "61B1 gives that right."),
    ("b011", "Dummy may ask a defender who fails to follow whether he has none.",
     "Dummy may ask only declarer (61B2a), not a defender (61B2b)."),
    ("b012", "Dummy may ask declarer, who failed to follow, whether he has none.",
     "61B2a allows it; it is one of the few things dummy may do during play (42B1)."),
    ("b013", "A defender may ask his partner, who failed to follow, whether he has none.",
     "61B3 allows it, at the risk of giving partner information."),
    ("b014", "A defender may ask declarer, who failed to follow, whether he has none.",
     "61B3 gives the defenders that right against declarer too."),
    ("b015", "The question \"having none?\" establishes a revoke.",
     "The question is the way to draw attention to a revoke in time; only an act of 63A establishes "
     "it."),
    ("b016", "Asking every time partner fails to follow gives nothing away by the question.",
     "A fixed habit tells nothing; asking only when something looks odd may tell partner something "
     "(61B3, 16)."),
    ("b017", "If dummy has lost his rights and is first to draw attention to declarer's revoke, the tricks "
     "are adjusted as if the revoke were established.",
     "That is 43B2b: the revoke is corrected, but adjusted as if established."),
    ("b018", "A player who suspects a revoke may always inspect the opponents' quitted tricks.",
     "Claiming a revoke does not by itself give the right to inspect quitted tricks (61C, 66C)."),
    ("b019", "A revoke is established once the offender or his partner leads or plays to the next "
     "trick.",
     "That is the first case of 63A; any card played counts, legal or not."),
    ("b020", "A revoke is established once the other side plays to the next trick.",
     "Only an act of the offending side establishes it (63A); what the other side plays does not "
     "count."),
    ("b021", "A revoke is established once the revoke trick has been turned.",
     "Turning the trick does not count; only an act of the offending side under 63A establishes it."),
    ("b022", "Naming a card for the next trick establishes your side's revoke.",
     "63A2: the offender or his partner names or designates a card for the next trick."),
    ("b023", "A claim by a player of the offending side establishes the revoke.",
     "63A3: a claim or concession, made in any way."),
    ("b024", "Agreeing to the opponents' claim establishes your side's revoke once the agreement is "
     "established: when your side raises no objection to it before its next call on a later board "
     "or before the round ends.",
     "That is 63A4, with 69A for when the agreement is established (since 2017; before, agreeing "
     "itself established the revoke, 63A3)."),
    ("b025", "An established revoke stands: the revoke trick counts as played.",
     "63B: once established it is no longer corrected, except on trick twelve (62D) and when both "
     "sides revoked on the same trick and only one side played on (62C3)."),
    ("b026", "If the offender's partner plays an irregular card to the next trick, the revoke is not yet "
     "established.",
     "63A1 counts every card played, legal or not."),
    ("b027", "A revoke you notice yourself before it is established must be corrected.",
     "62A requires the correction; 72B2 names it as an exception to the rule that you need not "
     "point out your own side's infractions."),
    ("b028", "You may hide your own revoke by revoking again in the same suit.",
     "Hiding a revoke on purpose breaks 72B3."),
    ("b029", "A defender who corrects his revoke gets the card taken back as a major penalty card.",
     "62B1 with 50B: a card exposed by revoking and correcting is a major penalty card."),
    ("b030", "A small card a defender revoked with and takes back becomes a minor penalty card.",
     "Small or not: played on purpose and taken back is always major (50B)."),
    ("b031", "When declarer corrects a revoke from his hand, his card goes back without further "
     "rectification.",
     "62B2: from declarer's hand or dummy, with no further rectification."),
    ("b032", "When dummy revokes and it is corrected in time, dummy's card does not become a penalty "
     "card.",
     "62B2 covers dummy too; the declaring side's cards never become penalty cards (48A)."),
    ("b033", "After a corrected revoke the non-offending side may take back the cards it played after the "
     "revoke.",
     "62C1 gives them that choice; the cards go back without penalty (16C)."),
    ("b034", "When a non-offender takes his card back, the next player of the offending side may too.",
     "62C2; if that player is a defender, his card taken back becomes a penalty card."),
    ("b035", "A major penalty card must be played at the first legal opportunity.",
     "50D1: leading, following, discarding or trumping, as soon as it may."),
    ("b036", "When the partner of a major penalty card's owner gains the lead, declarer may require or "
     "forbid the lead of its suit.",
     "50D2a; if he chooses either, the penalty card is picked up."),
    ("b037", "A major penalty card comes before the duty to follow suit.",
     "Following suit comes first (44C, 50D1b); the penalty card stays until it can legally be "
     "played."),
    ("b038", "A single small card a defender drops by accident is a minor penalty card.",
     "50B: one card below honour rank, exposed unintentionally, is minor."),
    ("b039", "A king that drops from a defender's hand by accident is a minor penalty card.",
     "An honour is always a major penalty card (50B)."),
    ("b040", "Declarer's cards never become penalty cards.",
     "48A: a card of declarer's that is exposed is no penalty card."),
    ("b041", "The offending side may not use what it learns from the cards the other side takes back.",
     "That information is unauthorized for them (16C, 62C1)."),
    ("b042", "If the offender won the revoke trick himself and his side won a later trick, two tricks "
     "are transferred.",
     "64A1: the revoke trick and one later trick of the offending side."),
    ("b043", "If the offender won the revoke trick himself but his side won nothing after it, two tricks "
     "are transferred.",
     "Then only the revoke trick itself is transferred (64A1)."),
    ("b044", "If the offender's partner won the revoke trick, one trick is transferred.",
     "64A2: the offender did not win the trick, his side did: one trick."),
    ("b045", "If the other side won the revoke trick and the offending side won a later trick, one trick "
     "is transferred.",
     "64A2: one later trick of the offending side is enough for one trick."),
    ("b046", "If the offending side won no trick from the revoke trick on, no tricks are transferred.",
     "64B1; the director still checks whether the other side is compensated (64C)."),
    ("b047", "Tricks the offending side won before the revoke can be transferred too.",
     "Only the revoke trick and later tricks count (64A)."),
    ("b048", "A revoke always costs two tricks.",
     "So it was in old laws; now it is two, one or none, by 64A and 64B."),
    ("b049", "When declarer revokes and dummy wins the trick, that trick does not count as won by "
     "declarer.",
     "A footnote to 64A says so: at most one trick is then transferred (64A2)."),
    ("b050", "The tricks are transferred only after play ends.",
     "The adjustment of 64A comes after the last trick; until then play goes on as usual."),
    ("b051", "If the revoke gained the offending side nothing, no tricks are transferred.",
     "The adjustment is automatic, whatever the damage or gain (64A); for more damage there is 64C."),
    ("b052", "Transferred tricks are scored as if they had been won in play.",
     "So they can make a contract or defeat it (64A, 77)."),
    ("b053", "A second revoke in the same suit by the same player, after an established first, gives no "
     "further automatic adjustment.",
     "64B2; the director can still redress it under 64C2a."),
    ("b054", "A revoke by dummy gives no automatic transfer of tricks.",
     "64B3: dummy's cards lie face up for everyone."),
    ("b055", "Failing to play a penalty card gives no automatic transfer of tricks.",
     "64B3 names that case."),
    ("b056", "If attention is first drawn to the revoke after the non-offending side called on the next "
     "board, no tricks are transferred automatically.",
     "That is 64B4."),
    ("b057", "If attention is first drawn to the revoke after the round has ended, no tricks are "
     "transferred automatically.",
     "That is 64B5."),
    ("b058", "If both sides revoked on the same board and both revokes are established, no tricks are "
     "transferred automatically.",
     "64B7; the director may adjust the score under 64C2b."),
    ("b059", "In the cases of 64B the director can do nothing more.",
     "64C still applies: he assigns an adjusted score if the other side is not compensated."),
    ("b060", "A revoke on trick twelve is corrected, even if established, as long as not all four hands "
     "are back in the board.",
     "That is 62D1."),
    ("b061", "One trick is transferred for a revoke on trick twelve.",
     "64B6: no automatic transfer for the twelfth trick."),
    ("b062", "If a defender revokes on trick twelve before his partner played, that partner may not use "
     "what the revoke card showed.",
     "62D2 refers to 16C for that."),
    ("b063", "Nobody can revoke on trick thirteen.",
     "Everyone has one card left: there is nothing else to play (44C)."),
    ("b064", "If the automatic adjustment does not cover the damage, the director assigns an adjusted "
     "score.",
     "64C1, after any established revoke, even when no tricks were transferred."),
    ("b065", "If the revoke did less damage than the tricks transferred, the director gives tricks back.",
     "64C only adds; the automatic transfer stands."),
    ("b066", "Under 64C the director looks at the likely result had the revoke not occurred.",
     "He compares it with the result after the transfer (64C1)."),
    ("b067", "Under the 1997 laws an extra trick could be transferred if the offender later won a trick "
     "with a card he could have played to the revoke trick.",
     "So said 64A2 of 1997; it went in 2007."),
    ("b068", "Since 2017, agreeing to the opponents' claim is a case of its own in 63A.",
     "That is 63A4; before, it came under 63A3."),
    ("b069", "Under the 2007 and 2017 laws defenders may ask each other whether they have none.",
     "61B3; it has been allowed since 2007."),
    ("b070", "Since 2017 the laws deal with both sides revoking on the same trick when only one side has "
     "played on.",
     "That is 62C3 with 64B8, new in 2017: both revokes are corrected."),
)

CHOICE: tuple[tuple[str, str, tuple[str, ...], str], ...] = (
    ("b071", "South plays 4♥. West revokes on trick 5 and wins it with a trump; East-West also win trick "
     "11. How many tricks are transferred?", ("Two", "One", "None"),
     "64A1: West won the revoke trick himself and his side won a later trick."),
    ("b072", "East revokes on trick 4 and West wins that trick; East-West win nothing after it. How many "
     "tricks are transferred?", ("One", "Two", "None"),
     "64A2: the offending side won the revoke trick, but not the offender himself."),
    ("b073", "East is declarer. North revokes on trick 8; East wins that trick and all the rest. How many "
     "tricks are transferred?", ("None", "One", "Two"),
     "64B1: the offending side won nothing from the revoke on."),
    ("b074", "Declarer (South) revokes on trick 6 and dummy (North) wins the trick; North-South win three "
     "more tricks later. How many tricks are transferred?", ("One", "Two", "None"),
     "A trick won in dummy is not won by declarer (footnote to 64A): 64A2, one trick."),
    ("b075", "East-West won tricks 1 and 2. East revokes on trick 3; declarer wins that trick and all the "
     "rest. How many tricks are transferred?", ("None", "One", "Two"),
     "Tricks from before the revoke do not count (64A). From the revoke trick on East-West won "
     "nothing, so no trick is transferred (64B1)."),
    ("b076", "East revokes on trick 10 and wins it; East-West win nothing after it. How many tricks are "
     "transferred?", ("One", "Two", "None"),
     "64A1: only the revoke trick, as East-West win no later trick."),
    ("b077", "South plays 4♠, nobody vulnerable, and makes nine tricks. East revoked; one trick is "
     "transferred. What is North-South's score?", ("+420", "−50", "+450"),
     "Ten tricks: 4♠ made, 120 + 300 = 420 (64A, 77)."),
    ("b078", "South plays 3NT, both vulnerable, and makes nine tricks. South revoked and won the revoke "
     "trick himself; North-South won later tricks. What is North-South's score?",
     ("−200", "+600", "−100"),
     "Two tricks go to East-West (64A1): seven tricks, two down vulnerable is −200 (77)."),
    ("b079", "South plays 2♥, not vulnerable, and makes seven tricks. West revoked and two tricks are "
     "transferred. What is North-South's score?", ("+140", "−50", "+110"),
     "Nine tricks: 2♥ with an overtrick, 60 + 50 + 30 = 140 (77)."),
    ("b080", "East revokes on trick 5; declarer wins it and leads to trick 6. When is the revoke "
     "established?", ("As soon as East or West plays to trick 6", "Already, by declarer's lead",
                      "Only after the last trick"),
     "63A1: only an act of the offending side establishes it."),
    ("b081", "Which of these does not establish a revoke by East (a defender)?",
     ("Dummy plays to the next trick", "West leads to the next trick", "East claims the rest"),
     "Nothing the non-offending side does establishes a revoke (63A)."),
    ("b082", "West, a defender, revokes with the ♣2 from his hand and notices at once. What happens?",
     ("He follows suit; the ♣2 becomes a major penalty card",
      "He follows suit; the ♣2 becomes a minor penalty card",
      "The ♣2 stays and a trick is transferred after play"),
     "62A and 62B1: correct it, and the card becomes a major penalty card (50B)."),
    ("b083", "Declarer revokes from his hand and notices before his side plays to the next trick. What "
     "becomes of his card?",
     ("It goes back into his hand without penalty", "It becomes a major penalty card",
      "It becomes a minor penalty card"),
     "62B2: declarer replaces the card with no further rectification."),
    ("b084", "East (a defender) revokes, South (declarer) then plays to the same trick, and then the revoke "
     "is noticed. What may South do?",
     ("Take his card back and play another", "Nothing: his card stays",
      "Take his card back, but it becomes a penalty card"),
     "62C1: the non-offending side may take back the cards played after the revoke, without penalty."),
    ("b085", "South is declarer. West fails to follow. Who may ask West whether he has none?",
     ("South and East", "Only South", "South, East and North"),
     "Declarer (South) may (61B1) and so may East, West's partner (61B3); dummy (North) may not "
     "(61B2b)."),
    ("b086", "South is declarer and fails to follow. Who may ask him?",
     ("North, East and West", "Only North", "Only East and West"),
     "Dummy may ask declarer (61B2a) and so may the defenders (61B3)."),
    ("b087", "East revokes on trick twelve; after trick thirteen, with the hands still on the table, "
     "someone notices. What now?",
     ("Trick 12 is corrected and no trick is transferred", "One trick is transferred",
      "Nothing: the revoke is established"),
     "62D1: correct it while the hands are out; 64B6: no transfer."),
    ("b088", "A revoke on trick twelve is noticed only once all hands are back in the board. How many "
     "tricks are transferred automatically?", ("None", "One", "Two"),
     "64B6: no automatic transfer for the twelfth trick; 64C remains."),
    ("b089", "Dummy revokes, nobody notices and the revoke becomes established. How many tricks are "
     "transferred automatically?", ("None", "One", "Two"),
     "64B3: a revoke by dummy gives no automatic transfer; 64C remains."),
    ("b090", "West revokes twice in hearts: on trick 4 and, once that was established, on trick 7. "
     "East-West win tricks after that. For which revokes are tricks transferred automatically?",
     ("Only the first", "Both", "Neither"),
     "64B2: the repeat in the same suit by the same player gives no further transfer."),
    ("b091", "East revokes on trick 3 and South (declarer) on trick 8; both become established. What "
     "automatic adjustment follows?", ("None", "Only for East's revoke", "Both"),
     "64B7: both sides revoked; the director may adjust the score (64C2b)."),
    ("b092", "South revoked. East-West are already bidding the next board when East notices. How many "
     "tricks are transferred automatically?", ("None", "One", "Two"),
     "64B4: the non-offending side has already called on the next board."),
    ("b093", "West has a major penalty card and East gains the lead. What may declarer do?",
     ("Require or forbid the penalty card's suit, or neither", "Only require that suit",
      "Nothing: East may always lead freely"),
     "50D2 gives declarer that choice."),
    ("b094", "Declarer requires East to lead the suit of West's penalty card. What becomes of the penalty "
     "card?", ("West picks it up", "It stays on the table", "West must play it at once"),
     "50D2a: after requiring or forbidding, the card is no longer a penalty card."),
    ("b095", "A defender revoked. Without the revoke declarer would have made ten tricks; with the one "
     "trick transferred to him he has nine. What does the director do?",
     ("He assigns an adjusted score with ten tricks", "Nothing: the transfer is enough",
      "He transfers two more tricks"),
     "64C1: the non-offending side must be fully compensated."),
    ("b096", "The revoke cost declarer nothing, yet one trick is transferred. What does the director do?",
     ("Nothing: the trick is transferred", "He undoes the transfer", "He gives half of it back"),
     "64C only adds; the automatic transfer stands."),
    ("b097", "East revokes on trick 9 and declarer wins it. Declarer at once claims the rest; East-West "
     "agree before playing to trick 10 and raise no objection to it until the round ends. Is the "
     "revoke established (2017)?",
     ("Yes, by the agreement to the claim, which is established", "No, only a claim by East-West counts",
      "No, a claim never establishes a revoke"),
     "63A4 with 69A: the agreement is established, as East-West raised no objection to it before "
     "their next call on a later board or the end of the round; that establishes the revoke."),
    ("b098", "After the trick you see that you revoked; your side has not played to the next trick. What "
     "do you do?",
     ("Say that you revoked: correcting it is required",
      "Say nothing: you need not point out your own mistakes", "Play on and report it afterwards"),
     "62A: a revoke not yet established must be corrected; 72B2 names that as an exception to the "
     "rule that you need not point out your own mistakes."),
    ("b099", "What is a revoke?",
     ("Failing to follow suit while holding a card of the suit",
      "Any card of another suit than the one led", "Playing a card out of turn"),
     "61A; playing another suit with none of the suit led is allowed (44D)."),
    ("b100", "At most how many tricks can one established revoke cost automatically?",
     ("Two", "One", "Three"),
     "64A1: the revoke trick and one later trick; more only through 64C."),
    ("b101", "Why do you keep your played cards in order in front of you?",
     ("So that a revoke claimed afterwards can be checked", "So that dummy can count them",
      "Because otherwise they become penalty cards"),
     "Law 65 asks for it, so that the tricks can be checked after play (66)."),
    ("b102", "West revokes on trick 2 and North (declarer's side) wins it; East-West win only trick 13 "
     "after it. How many tricks are transferred?", ("One", "Two", "None"),
     "64A2: the offender did not win the trick, but his side won a later one."),
    ("b103", "South plays 6♦, North-South vulnerable, and makes eleven tricks. East revoked; one trick is "
     "transferred. What is North-South's score?", ("+1370", "−100", "+1390"),
     "Twelve tricks: 6♦ made vulnerable: 120 + 500 + 750 = 1370 (77)."),
)

EXPLAINER: tuple[tuple[str, str, tuple[str, ...], str], ...] = (
    ("s1", "East has no hearts left and discards a club on a heart trick. Is that a revoke?",
     ("No: with no hearts he may discard", "Yes: he had to trump",
      "Yes: not following is always a revoke"),
     "Only failing to follow while still holding the suit is a revoke (44C, 61A)."),
    ("s2", "Can failing to play a penalty card you had to play be a revoke?",
     ("Yes", "No, only failing to follow counts", "Only for a major penalty card of declarer's"),
     "61A also names failing to play a card the laws require."),
    ("s3", "May dummy ask a defender who fails to follow whether he has none?",
     ("No", "Yes", "Only on the last trick"),
     "Dummy may ask only declarer (61B2a), not a defender (61B2b)."),
    ("s4", "A defender corrects his revoke in time; he had played the ♦3. What becomes of the ♦3?",
     ("A major penalty card", "A minor penalty card", "Just a card in his hand again"),
     "62B1 and 50B: revoking and correcting always makes the card major, even a small one."),
    ("s5", "East revoked; declarer wins the trick and leads to the next. Is the revoke established now?",
     ("No, only once East or West plays to that trick", "Yes, as soon as anyone leads",
      "Yes, as soon as the trick is turned"),
     "63A1: only the offender or his partner establishes it."),
    ("s6", "East revokes and wins the trick with a trump; East-West win another trick later. How many "
     "tricks are transferred?", ("Two", "One", "Three"),
     "64A1: the revoke trick and one later trick of East-West."),
    ("s7", "Declarer (South) revokes and dummy (North) wins the revoke trick; North-South win more tricks "
     "later. How many tricks are transferred?", ("One", "Two", "None"),
     "A trick won in dummy is not won by declarer (footnote to 64A), so 64A2: one trick."),
    ("s8", "A revoke on trick twelve is noticed before the hands are back in the board. What happens?",
     ("It is corrected and no trick is transferred", "One trick is transferred",
      "Two tricks are transferred"),
     "62D1 (correct it, though established) and 64B6 (no transfer)."),
)


def _messages() -> dict[str, str]:
    out = {}
    for code, statement, why in TRUE_FALSE:
        out[f"quiz.bank.{code}.q"] = statement
        out[f"quiz.bank.{code}.why"] = why
    for code, question, options, why in CHOICE + EXPLAINER:
        out[f"quiz.bank.{code}.q"] = question
        out[f"quiz.bank.{code}.why"] = why
        for i, option in enumerate(options):
            out[f"quiz.bank.{code}.o{i}"] = option
    return out


MESSAGES: dict[str, str] = _messages()
