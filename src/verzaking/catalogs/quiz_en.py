"""English messages of the trainer (verzaking quiz, the practice page), by code.

Our own words; articles are cited, never quoted.  The fixed questions are in
:mod:`.quiz_bank_en`.
"""

from .quiz_bank_en import MESSAGES as _BANK
from .quiz_bank_wrong_en import MESSAGES as _WRONG

MESSAGES: dict[str, str] = {
    "quiz.right": "Right.",
    "quiz.wrong": "Not right.",
    "quiz.topic.revoke": "What a revoke is",
    "quiz.topic.ask": "Having none? (who may ask)",
    "quiz.topic.established": "Established or not",
    "quiz.topic.correction": "Correcting",
    "quiz.topic.transfer": "Tricks transferred",
    "quiz.topic.score": "The score",
    "quiz.topic.twelfth": "The twelfth trick",
    "quiz.topic.editions": "Older laws",
    "quiz.topic.several": "Several revokes on a board",
    "quiz.topic.penalty": "Penalty cards",
    "quiz.topic.exemptions": "No automatic adjustment",
    "quiz.topic.equity": "Equity (64C)",
    "quiz.tf.ask": "True or false?",
    "quiz.tf.true": "True",
    "quiz.tf.false": "False",
    "quiz.tf.was_true": "The statement is true.",
    "quiz.tf.was_false": "The statement is false.",
    "quiz.sit.contract": "{declarer} plays {contract}, {dummy} is dummy; {vul} ({laws:laws}).",
    "quiz.laws.2017": "2017 laws",
    "quiz.laws.2007": "2007 laws",
    "quiz.laws.1997": "1997 laws",
    "quiz.laws.1930": "1930 laws",
    "quiz.laws.rubber": "rubber bridge laws",
    "quiz.laws.home": "home game, with the house rule",
    "quiz.sit.card": "Trick {trick}: {led} are led and {seat} plays {card}.",
    "quiz.sit.revoke": "Trick {trick}: {led} are led and {seat} plays {card}, while still holding "
                       "{held}. Nobody notices.",
    "quiz.sit.revoke_now": "Trick {trick}: {led} are led and {seat} plays {card}, while still holding "
                           "{held}.",
    "quiz.sit.played_out": "The board is played out; declarer makes {played:ntricks}. Then the revoke "
                           "comes to light.",
    "quiz.sit.played_out_only": "The board is played out; declarer makes {played:ntricks}.",
    "quiz.sit.played_out_both": "The board is played out; declarer makes {played:ntricks}. Then both "
                                "revokes come to light.",
    "quiz.sit.after_call": "Only after {seat} called on the next board does anyone draw attention to "
                           "the revoke.",
    "quiz.sit.after_round": "Only after the round has ended does anyone draw attention to the revoke.",
    "quiz.revoke.ask": "Is {seat}'s {card} a revoke?",
    "quiz.revoke.yes": "Yes: {seat} still held {led} and had to follow.",
    "quiz.revoke.no_void": "No: {seat} had no {led} left and could play any card.",
    "quiz.why.rv_held": "Look again at his hand above: it still held {led}.",
    "quiz.why.rv_void": "Look again at his hand above: it held no {led}.",
    "quiz.revoke.myth_established": "No: it only becomes a revoke once it is established.",
    "quiz.revoke.myth_dummy": "No: dummy cannot revoke.",
    "quiz.revoke.reason_yes": "{seat} still held {led} and played {card}: failing to follow "
                              "when able is a revoke ({law:cited}).",
    "quiz.revoke.reason_no": "{seat} had no {led} left: a player who cannot follow may play any "
                             "card ({law:cited}). No revoke.",
    "quiz.revoke.reason_no_def": "{seat} had no {led} left: only a player who still holds the "
                                 "suit led and plays another revokes ({law:cited}). No revoke.",
    "quiz.ask.ask": "{seat} fails to follow. Who may ask {seat} whether he has no {led} left?",
    "quiz.ask.d_decl": "Only declarer ({decl})",
    "quiz.ask.d_decl_partner": "Declarer ({decl}) and {partner}, {to}'s partner",
    "quiz.ask.d_all": "Declarer ({decl}), {partner} ({to}'s partner) and dummy ({dummy})",
    "quiz.ask.d_partner": "Only {partner}, {to}'s partner",
    "quiz.ask.l_dummy": "Only dummy ({dummy})",
    "quiz.ask.l_defs": "Only the defenders ({lho} and {rho})",
    "quiz.ask.l_all": "Dummy ({dummy}) and both defenders ({lho} and {rho})",
    "quiz.ask.l_none": "Nobody",
    "quiz.ask.why.declarer.yes": "Declarer ({seat}) may ask: declarer may ask a defender who fails to "
                                 "follow (Law 61B1).",
    "quiz.ask.why.declarer.no": "Declarer ({seat}) may not ask {to} under these laws (Law 61B).",
    "quiz.ask.why.dummy.yes": "Dummy ({seat}) may ask: dummy may ask declarer (Law 61B2(a)).",
    "quiz.ask.why.dummy.no": "Dummy ({seat}) may not ask: dummy may ask only declarer, never a defender "
                             "(Law 61B2(b)).",
    "quiz.ask.why.partner.yes": "{seat}, {to}'s partner, may ask: defenders may ask each other, though "
                                "the question may give unauthorized information (Law 61B3).",
    "quiz.ask.why.partner.no": "{seat}, {to}'s partner, may not ask: under these laws defenders may not "
                               "ask each other (Law 61B).",
    "quiz.ask.why.defender.yes": "Defender {seat} may ask: a defender may ask declarer (Law 61B3).",
    "quiz.ask.why.defender.no": "Defender {seat} may not ask declarer under these laws (Law 61B).",
    "quiz.ask.why.defenders.yes": "Both defenders ({seats}) may ask: a defender may ask declarer "
                                  "(Law 61B3).",
    "quiz.ask.why.defenders.no": "The defenders ({seats}) may not ask declarer under these laws "
                                 "(Law 61B).",
    "quiz.ask.miss.declarer": "This answer leaves out declarer ({seat}).",
    "quiz.ask.miss.dummy": "This answer leaves out dummy ({seat}).",
    "quiz.ask.miss.partner": "This answer leaves out {seat}, {to}'s partner.",
    "quiz.ask.miss.defender": "This answer leaves out defender {seat}.",
    "quiz.ask.miss.defenders": "This answer leaves out both defenders ({seats}).",
    "quiz.ask.miss.all": "This answer leaves out everyone who may ask.",
    "quiz.ask.also.dummy": "This answer wrongly includes dummy ({seat}).",
    "quiz.ask.also.partner": "This answer wrongly includes {seat}, {to}'s partner.",
    "quiz.est.ask": "Is {seat}'s revoke established now?",
    "quiz.est.no": "No, not yet: it must be corrected (Law {law}).",
    "quiz.est.a1": "Yes: the offending side played to the next trick (Law {law}).",
    "quiz.est.a2": "Yes: the offending side named a card for the next trick (Law {law}).",
    "quiz.est.a3": "Yes: the offending side claimed or conceded (Law {law}).",
    "quiz.est.a4": "Yes: the offending side agreed to the opponents' claim (Law {law}).",
    "quiz.est.a4_69a": "Yes: the offending side agreed to the opponents' claim, and the agreement "
                       "is established (Laws {law}, 69A).",
    "quiz.est.myth_nos": "Yes: the other side has already played to the next trick.",
    "quiz.est.designated": "{seat} calls for {card} from dummy for the next trick.",
    "quiz.est.claimed": "{seat} claims: declarer ends with {total:ntricks}.",
    "quiz.est.accepted": "{seat} agrees to the claim.",
    "quiz.est.agreement_stands": "{side} raise no objection to it afterwards, not before the round "
                                 "ends either; then the round is over.",
    "quiz.est.to_lead": "Trick {trick} has not begun: {seat} is on lead.",
    "quiz.est.played_next": "Trick {trick} has begun: played so far by {seats}.",
    "quiz.est.reason_no": "Nobody of the offending side has yet done anything of Law 63A (playing to the "
                          "next trick, naming a card, claiming or agreeing to a claim): {seat}'s revoke "
                          "must still be corrected (Law 62A).",
    "quiz.est.reason_a1": "{player}, of the offending side, played to the next trick: that establishes "
                          "the revoke (Law {law}).",
    "quiz.est.reason_a2": "{player}, of the offending side, named a card for the next trick: that "
                          "establishes the revoke (Law {law}).",
    "quiz.est.reason_a3": "{player}, of the offending side, claimed: that establishes the revoke "
                          "(Law {law}).",
    "quiz.est.reason_a4": "{player}, of the offending side, agreed to the opponents' claim: that "
                          "establishes the revoke (Law {law}).",
    "quiz.est.reason_a4_69a": "{player}, of the offending side, agreed to the opponents' claim. The "
                              "agreement is established once the offending side raises no "
                              "objection to it before its next call on a later board or before "
                              "the round ends (Law 69A), and none was raised: that establishes "
                              "the revoke (Law {law}).",
    "quiz.why.est_is": "It can be corrected only while the revoke is not established, and here it "
                       "already is.",
    "quiz.why.est_no_play": "Nobody of the offending side has played to the next trick yet "
                            "(Law 63A1).",
    "quiz.why.est_nos_played": "{seats} has played to trick {trick}, but is of the "
                               "non-offending side (Law 63A1).",
    "quiz.why.est_nos_played2": "{seats} have played to trick {trick}, but are of the "
                                "non-offending side (Law 63A1).",
    "quiz.why.est_none_played": "No card has been played to trick {trick} yet (Law 63A1).",
    "quiz.why.est_nos_named_next": "Only declarer ({seat}) named a card from dummy; nobody of "
                                   "the offending side has played to the next trick (Law 63A1).",
    "quiz.why.est_claim_no_play": "After {seat}'s claim no more cards were played (Law 63A1).",
    "quiz.why.est_nos_name": "{seat} named a card, but he is not of the offending side (Law 63A2).",
    "quiz.why.est_none_named": "Nobody named a card for trick {trick} (Law 63A2).",
    "quiz.why.est_nos_claim": "{seat} claimed, but he is not of the offending side (Law 63A3).",
    "quiz.why.est_none_claimed": "Nobody claimed or conceded (Law 63A3).",
    "quiz.why.est_no_agree": "The offending side did not agree to an opponents' claim (Law {law}).",
    "quiz.why.est_no_claim_to_agree": "There was no claim by the opponents to agree to (Law "
                                      "{law}).",
    "quiz.cor.played_after": "Then {seat} plays {card}.",
    "quiz.cor.led_next": "{seat} won trick {trick} and leads {card} to trick {next}.",
    "quiz.cor.noticed": "Then someone draws attention to {seat}'s revoke.",
    "quiz.cor.ask": "What becomes of {card}?",
    "quiz.cor.major": "{seat} takes {card} back; it becomes a major penalty card.",
    "quiz.cor.minor": "{seat} takes {card} back; it becomes a minor penalty card.",
    "quiz.cor.back": "{seat} takes {card} back, with no further rectification.",
    "quiz.cor.stands": "{card} stays; tricks are transferred after play.",
    "quiz.tr.ask": "How many tricks are transferred for {seat}'s revoke?",
    "quiz.tr.opt": "{count:tricks}",
    "quiz.tr.also": "Law {law} too rules out an automatic transfer here.",
    "quiz.tr.call_not_late": "That {seat} had already called on the next board does not matter: "
                             "{seat} is of the offending side, and 64B4 counts only a call by the "
                             "non-offending side.",
    "quiz.tr.also.64B1": "Moreover the offending side won no trick from the revoke trick on: for that "
                         "reason too nothing is transferred (Law 64B1).",
    "quiz.tr.also.64B3": "Moreover it was dummy who revoked: for that reason too no tricks are "
                         "transferred automatically (Law 64B3).",
    "quiz.tr.also.64B4": "Moreover attention was drawn only after the non-offending side called on "
                         "the next board: for that reason too no tricks are transferred "
                         "automatically (Law 64B4).",
    "quiz.tr.also.64B5": "Moreover attention was drawn only after the round had ended: for that "
                         "reason too no tricks are transferred automatically (Law 64B5).",
    "quiz.tr.also.64B6": "Moreover the revoke was on trick 12: for that reason too no tricks are "
                         "transferred (Law 64B6).",
    "quiz.sc.ask": "What is North-South's score after the adjustment?",
    "quiz.sc.opt": "{points:score}",
    "quiz.sc.reason": "With {tricks:ntricks} for declarer in {contract}, North-South score "
                      "{points:score} (Law 77).",
    "quiz.t12.out": "After trick 13, with the hands still on the table, someone notices the revoke.",
    "quiz.t12.back": "Only when all four hands are back in the board does someone notice the revoke.",
    "quiz.t12.reason_correct": "The hands were still on the table: then a revoke on trick 12 is "
                               "corrected even though established, and {seat} follows there "
                               "after all with {held} (Law 62D1).",
    "quiz.t12.too_late": "A revoke on trick 12 is corrected only while the four hands are not all "
                         "back in the board (Law 62D1); here they were back, so the trick stands "
                         "as played.",
    "quiz.t12.ask": "What does the director rule?",
    "quiz.t12.correct": "Trick 12 is corrected: {seat} follows suit after all; no trick is transferred.",
    "quiz.t12.stands": "The trick stands as played; no trick is transferred.",
    "quiz.t12.one": "The trick stands and one trick is transferred.",
    "quiz.t12.two": "The trick stands and two tricks are transferred.",
    "quiz.why.t12_out": "That would be so only if the hands had been back in the board before "
                        "anyone noticed.",
    "quiz.why.t12_back": "It is too late to correct it: that had to happen before the hands went "
                         "back into the board.",
    "quiz.ed.now": "Under the 2017 laws the transfer is {count:tricks} (Law {law}).",
    "quiz.ed.ask": "How many tricks were transferred under the 1997 laws?",
    "quiz.sv.ask": "How many tricks does declarer have after the automatic adjustment of 64A and "
                   "64B, before any adjusted score from the director?",
    "quiz.sv.opt": "{count:ntricks}",
    "quiz.sv.each": "{seat}'s revoke on trick {trick} costs {count:tricks}: {moved:tricks} (Law {law}).",
    "quiz.sv.each_none": "{seat}'s revoke on trick {trick} costs no tricks (Law {law}).",
    "quiz.sv.each_none_too": "{seat}'s revoke on trick {trick} costs no tricks either (Law {law}).",
    "quiz.sv.total": "So declarer goes from {played:ntricks} to {adjusted:ntricks}.",
    "quiz.sv.same": "So declarer keeps his {played:ntricks}.",
    "quiz.sv.c1": "The director then still checks whether this fully compensates the non-offending "
                  "side (Law {law}).",
    "quiz.sv.c2a": "No further tricks are transferred automatically for {seat}'s repeat on trick "
                   "{trick}, but had the non-offending side likely made more tricks without it, "
                   "the director then adjusts the score (Law {law}).",
    "quiz.sv.c2b": "If a side is damaged all the same, the director then assigns the score likely "
                   "had neither side revoked (Law {law}); that is another question than the "
                   "automatic adjustment.",
    "quiz.myth.established": "Whether a revoke is established only decides how it is dealt with "
                             "(corrected or not); it is a revoke as soon as the card is played "
                             "({law:cited}).",
    "quiz.myth.dummy": "Dummy must follow suit too ({law:cited}); only no tricks are "
                       "transferred automatically for it ({exempt:cited}).",
    "quiz.myth.established_but": "No is right, but not for that reason: failing to follow when "
                                 "able is a revoke even before it is established ({law:cited}).",
    "quiz.myth.dummy_but": "No is right, but not for that reason: dummy must follow suit too, "
                           "so dummy can revoke ({law:cited}).",
    "quiz.myth.nos": "Nothing the other side does counts for it; only what the offender or his "
                     "partner does counts (Law 63A).",
    "quiz.myth.minor": "A card exposed by revoking and correcting is always a major penalty card, even a "
                       "small one (Law 50B).",
    "quiz.myth.stands": "A card stays only once the revoke is established, and only an act of "
                        "the offending side after the revoke trick establishes it (Law 63A).",
    "quiz.myth.back": "Only declarer and dummy replace their card with no further rectification (Law "
                      "62B2); a defender gets a penalty card.",
    "quiz.myth.no_penalty_card": "A card of declarer or of dummy never becomes a penalty card (Laws 48A, "
                                 "62B2).",
    "quiz.myth.dummy_won": "Two tricks would treat declarer as if he had won the revoke trick "
                           "himself.",
    "quiz.myth.before": "Tricks from before the revoke never count (Law 64A).",
    "quiz.myth.dummy_revoke": "No tricks are transferred automatically for a revoke by dummy (Law 64B3).",
    "quiz.myth.too_late": "Attention was drawn to the revoke too late: then no tricks are transferred "
                          "automatically (Laws 64B4, 64B5).",
    "quiz.myth.always_two": "A revoke does not cost two tricks as a matter of course (Law 64A).",
    "quiz.myth.won_some": "None would be right only if the offending side won nothing from the "
                          "revoke trick on (Law 64B1).",
    "quiz.myth.exempt_would": "That is what 64A would transfer, {count:tricks}, if no exception "
                              "applied, but {law} rules out any automatic transfer.",
    "quiz.myth.exempt": "There is no ground for {count:tricks}: 64A gave nothing here either, "
                        "and {law} rules out any automatic transfer.",
    "quiz.myth.exempt_other": "Even without an exception 64A would give {auto:tricks} here, not "
                              "{count:tricks}; and {law} rules out any automatic transfer.",
    "quiz.myth.a1_two": "One trick applies when the offender did not win the revoke trick himself "
                        "(Law 64A2).",
    "quiz.myth.extra_1997": "That leaves out the extra trick that Law 64A2 still had in 1997.",
    "quiz.myth.no_extra": "The 1997 extra trick applies only when the offender later won a trick "
                          "himself with a card of the suit he should have followed, and {seat} did "
                          "not (Law 64A2).",
    "quiz.myth.no_further": "That counts the 1997 extra trick already: {seat} winning a later "
                            "trick with a card of the suit led is not enough for it.",
    "quiz.myth.sc_tricks": "That score goes with {tricks:ntricks} for declarer.",
    "quiz.myth.score_played": "That is the result as played; transferred tricks count as if they had "
                              "been won (Laws 64A, 77).",
    "quiz.myth.direction": "The tricks go to the non-offending side, not the other way (Law 64A).",
    "quiz.myth.same_2017": "That is the answer under the 2017 laws; the 1997 extra trick was "
                           "dropped in 2007.",
    "quiz.myth.several_both": "No trick at all is transferred automatically here, to either side: "
                              "both have an established revoke (Law 64B7).",
    "quiz.myth.sv_one_alone": "That counts what {seat}'s revoke on trick {trick} would cost on "
                              "its own ({count:tricks}), as if the other revoke had not "
                              "happened.",
    "quiz.myth.sv_both_added": "That adds up both revokes' transfers as if each stood alone; but "
                               "when both sides revoked, nothing is transferred automatically for "
                               "either (Law 64B7).",
    "quiz.myth.sv_repeat": "That counts tricks for {seat}'s repeat in {suit} on trick {trick} too, "
                           "and no further tricks are transferred automatically for a repeat in "
                           "the same suit by the same player (Law 64B2).",
    "quiz.myth.sv_forgot": "That counts only the transfer for {seat}'s revoke on trick {trick}; "
                           "{other}'s revoke on trick {other_trick} costs tricks too, and the "
                           "transfers are added (Law 64A).",
    "quiz.myth.at_most_two": "No more than two tricks are ever transferred automatically for one revoke "
                             "(Law 64A).",
    "quiz.eq.sit_dd_play": "After the revoke, both sides play every card double dummy (as if they saw "
                           "all four hands).",
    "quiz.eq.sit_after": "The automatic rectification (Law {law}) gives declarer {after:ntricks}.",
    "quiz.eq.dd_forced": "Double dummy: had {seat} followed suit with {card}, the only card of the suit "
                         "he held, declarer would have made {likely:ntricks}.",
    "quiz.eq.dd_same": "Double dummy: had {seat} followed suit, whichever of {held} he played, declarer "
                       "would have made {likely:ntricks}.",
    "quiz.eq.ask_tricks": "After Law 64C, how many tricks does the director give declarer?",
    "quiz.eq.ask_enough": "Is the automatic rectification enough, or does the director adjust the score?",
    "quiz.eq.opt": "{count:ntricks}",
    "quiz.eq.stands": "It is enough: the result stands with {after:ntricks} for declarer.",
    "quiz.eq.adjust": "The director assigns an adjusted score: {likely:ntricks} for declarer, the likely "
                      "result without the revoke.",
    "quiz.eq.undo": "The director undoes the transfer: the result as played stands, {played:ntricks} for "
                    "declarer.",
    "quiz.eq.double": "The director adds the tricks the revoke cost to the transfer: {double:ntricks} for "
                      "declarer.",
    "quiz.eq.reason_short": "After the automatic rectification declarer has {after:ntricks}, but "
                            "without the revoke he would likely have made {likely:ntricks}: {nos}, "
                            "the non-offending side, is not fully compensated, so the director "
                            "assigns an adjusted score for {likely:ntricks} (Law 64C1).",
    "quiz.eq.instead": "That score replaces the transfer; it is not added to it.",
    "quiz.eq.reason_enough": "After the automatic rectification declarer has {after:ntricks}; "
                             "without the revoke he would likely have made {likely:ntricks}. So "
                             "{nos}, the non-offending side, is at least as well off as without the "
                             "revoke, and the result stands (Law 64C1): the director adjusts only "
                             "where that side has less, never because a transfer gives more than "
                             "the revoke cost (Law 12B2).",
    "quiz.eq.reason_one": "There is one likely result: every card {seat} could legally have played gives "
                          "declarer the same. Had they given different results, the director could have "
                          "weighed them in a weighted score (Law 12C1(c)).",
    "quiz.myth.eq_transfer_only": "The automatic transfer is not always the end: also after a "
                                  "revoke that transfers no tricks, the director looks at the "
                                  "damage (Law 64C1).",
    "quiz.myth.eq_won_only": "Giving back only the trick the revoke card won is neither the automatic "
                             "transfer (Law 64A) nor equity: the director compares the result after the "
                             "transfer with the likely result without the revoke (Law 64C1).",
    "quiz.myth.eq_played": "The transfer of an established revoke is not undone (Law 64A): Law 64C only "
                           "adds to it where it is not enough (Law 64C1).",
    "quiz.myth.eq_double": "That counts the damage twice: the likely result without the revoke already "
                           "holds the tricks the revoke cost, so the director assigns that result "
                           "instead of the transfer, not on top of it (Law 64C1).",
    "quiz.myth.eq_replace": "That replaces the transfer with the likely result, which comes out "
                            "lower for {nos}.",
    "error.quiz_bad_code": "No question has the code {given!r}.",
    "error.quiz_code_laws": "Question {question} is asked under {code_laws:edition} (--laws "
                            "{code_laws}), not --laws {laws}: leave out --laws or choose --laws "
                            "{code_laws}.",
    "error.quiz_code_editions": "Question {question} holds only under the {editions} laws, not "
                                "under {laws:edition} (--laws {laws}).",
    "error.quiz_no_fixed": "None of the fixed questions holds under {laws:edition} (--laws "
                           "{laws}): choose --source generated or all.",
    "error.quiz_level": "Unknown level {level!r}: choose 1, 2 or 3.",
    "error.quiz_count": "The number of questions must be a number from {least} to {most}, not {count!r}.",
    "error.quiz_seed": "The seed must be a whole number from {least} to {most}, not {seed!r}.",
    "quiz.ui.question": "Question {n} of {total} — {topic}",
    "quiz.ui.question_fixed": "Question {n} of {total} — {topic} ({laws:laws})",
    "quiz.ui.prompt": "Your answer (1-{n}, q to stop): ",
    "quiz.ui.bad_answer": "Type a number from 1 to {n}, or q.",
    "quiz.ui.right_was": "The right answer: {n}. {text}",
    "quiz.ui.ruling": "The ruling, step by step:",
    "quiz.ui.hand": "{seat} held before this card: {cards}",
    "quiz.ui.code": "Code of this question: {code}",
    "quiz.ui.summary": "Result: {right} of {asked} right.",
    "quiz.ui.topic_row": "{topic}: {right} of {asked}",
    "quiz.ui.practise": "Practise again: {topics}.",
    "quiz.ui.all_good": "All right: on to a higher level?",
    "quiz.ui.trick": "Trick",
    "quiz.ui.won": "Won",
    "quiz.ui.moved": "moved",
    "quiz.web.title": "Practice",
    "quiz.web.other": "Nederlands",
    "quiz.web.other_code": "nl",
    "quiz.web.level": "Level {n}",
    "quiz.web.next": "Next question",
    "quiz.web.progress": "Your progress",
    "quiz.web.total": "{right} of {asked} right",
    "quiz.web.reset": "Clear progress",
    "quiz.web.share": "Share this question:",
    "quiz.web.ruling": "The ruling, step by step:",
    "quiz.web.right_was": "The right answer: ",
    "quiz.web.none": "No questions answered yet.",
    "quiz.web.practise": "Practise again: ",
    "quiz.web.loading": "One moment…",
    "quiz.web.error": "The questions could not be loaded.",
    "quiz.web.noscript": "This page needs JavaScript.",
    "quiz.web.trick": "Trick",
    "quiz.web.won": "Won",
    "quiz.web.hand": "{seat} held before this card:",
    "quiz.web.seats": "NESW",
    **_BANK,
    **_WRONG,
}
