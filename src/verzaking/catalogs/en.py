"""English messages, by code.  Our own words; articles are cited, never quoted."""

MESSAGES: dict[str, str] = {
    # -- interface ---------------------------------------------------------------------
    "ui.did_you_mean": "; did you mean \"{like}\"?",
    "cli.required": "missing: {args}",
    "cli.invalid_choice": "{arg}: {value} is not one of {choices}",
    "cli.invalid_number": "{arg}: {value} is not a number",
    "cli.expects_value": "{arg} needs {count} value(s)",
    "cli.unrecognized": "unknown option(s): {args}",
    "next.not_told": "This board is not told as events (a hand record, or who won each trick): "
                     "there is no \"what now\"; verzaking rule gives the ruling.",
    "ui.board": "Board {board}",
    "ui.no_board": "Board (no number)",
    "ui.trick": "Trick",
    "ui.leader": "Lead",
    "ui.won_by": "Won by",
    "ui.tricks_heading": "The play",
    "ui.steps_heading": "The ruling, step by step",
    "ui.score_heading": "Score",
    "ui.claim_row": "{count:tricks} claimed or conceded: declarer ends with {total} tricks",
    "ui.revoke_mark": "revoke",
    "ui.transferred_mark": "transferred",
    "ui.art": "Law",
    "ui.played": "As played",
    "ui.declarer_tricks": "Declarer's tricks",
    "ui.score_ns": "North-South score",
    "ui.corrected_mark": "revoke {seat} corrected",
    "ui.penalty_mark": "penalty card {seat} {card} ({size})",
    "ui.major": "major",
    "ui.minor": "minor",
    "ui.choice_points": "the penalty points",
    "ui.choice_tricks": "the two tricks",
    "ui.choice_trick": "the one trick",
    "ui.laws_heading": "Laws in the program",
    "ui.laws_no_difference": "No differences: that is one edition.",
    "ui.laws_diff_heading": "Differences between {a} and {b}",
    "ui.laws_in_force": "applied by the Dutch federation from {date}",
    "ui.compare_heading": "The same case under each edition",
    "ui.compare_equity": "64C (double dummy)",
    "ui.compare_director": "64C (director's judgement)",
    "ui.compare_compensated": "compensated",
    "ui.compare_no_64c": "no 64C",
    "ui.compare_director_needed": "still to judge",
    "ui.compare_cannot_rule": "cannot rule this case: {reason}",
    "ui.next_heading": "What now?",
    "edition.2017": "the WBF Laws of Duplicate Bridge 2017",
    "edition.2007": "the WBF Laws of Duplicate Bridge 2007",
    "edition.1997": "the WBF Laws of Duplicate Bridge 1997",
    "edition.1930": "the Dutch rules of 1930",
    "edition.rubber": "the Laws of Rubber Bridge (ACBL 2014)",
    "edition.home": "rubber bridge at home, with the house rule that a revoke noticed at once is taken back",
    # -- places ------------------------------------------------------------------------
    "where.file": "{file}",
    "where.line": "line {line}",
    "where.board": "board {board}",
    # -- ruling steps ------------------------------------------------------------------
    "board.passed_out": "The board was passed out: there is nothing to rule.",
    "board.summary": "{declarer} plays {contract}, {vulnerability}. All {played} tricks were "
                     "played. Laws applied: {edition:edition}.",
    "board.summary_claim": "{declarer} plays {contract}, {vulnerability}. After {played:tricks} "
                           "play ended in a claim or concession; declarer took {claim_total} "
                           "tricks in all. Laws applied: {edition:edition}.",
    "board.summary_no_play": "{declarer} plays {contract}, {vulnerability}. The play was not "
                             "recorded; declarer took {claim_total} tricks. Laws applied: "
                             "{edition:edition}.",
    "board.summary_partial": "{declarer} plays {contract}, {vulnerability}. Played so "
                             "far: {played:tricks}; play is not over. Laws applied: "
                             "{edition:edition}.",
    "board.no_revoke_unseen": "No revoke was reported, and without the play none can be "
                              "checked.",
    "board.no_revoke": "Nobody revoked on this board: whoever could follow suit did.",
    "note_short_case": "Short path: counted, not entered trick by trick. Who won trick {trick} "
                       "is known, not which tricks before and after it each side won: this "
                       "explanation names the later tricks without their numbers. The tricks "
                       "transferred and the score are right.",
    "note_unknown_field": "The case has a field the program does not know, \"{field}\"; it was left out.",
    "note_deal_unused": "The case gives the deal but no events: the deal is not used (the tricks "
                        "are as listed).",
    "note_pbn_ignored_lines": "{count} line(s) of the file are not PBN and were left out (the "
                              "first: line {line}).",
    "note_pbn_no_empty_line": "No empty line separates this board from the one before it (line "
                              "{line}); PBN separates boards by an empty line. They were read "
                              "as two boards.",
    "note_pbn_bad_dealer": "[Dealer] {value!r} is not a seat; it was left out (it does not change "
                           "the ruling).",
    "note_pbn_rows_reseated": "The [Play] rows of {tricks:tricks} are not in PBN's column order; "
                              "each card's player was taken from the deal.",
    "note_result_differs": "The file gives declarer {result} tricks, but the play gives {played}. "
                           "The ruling follows the play.",
    "note_mark_not_revoke": "The file marks {seat}'s card in trick {trick} as a revoke, but "
                            "{seat} could not follow suit: no revoke.",
    "61A.revoke": "Trick {trick}: {suit} were led and {seat} played {card} while still holding "
                  "{held}. That is a revoke: {seat} could follow suit and did not.",
    "61A.revoke_no_held": "Trick {trick}: {suit} were led and {seat} played {card} while still "
                          "holding that suit. That is a revoke.",
    "61A.revoke_reported": "{seat} revoked on trick {trick} (as reported to the director).",
    "63A.given": "{seat}'s revoke on trick {trick} is established (as found at the table).",
    "62A.given": "{seat}'s revoke on trick {trick} is not established (as found at the "
                  "table).",
    "62A.open": "{seat}'s revoke on trick {trick} is not established yet, and attention has not "
                "been drawn to it.",
    "63A.counted": "{seat}'s revoke on trick {trick} is established; how (the next trick, a "
                   "claim) is not asked on the short path.",
    "63A1.next_trick": "The revoke is established: the offending side then played to trick "
                       "{next}.",
    "63A1.played_next": "The revoke is established: {player}, of the offending side, has "
                        "played a card to trick {next}.",
    "63A3.claim": "The revoke is established: {claimer}, of the offending side, claimed or "
                  "conceded tricks.",
    "63A4.agreed": "The revoke is established: the offending side agreed to {claimer}'s claim "
                   "and raised no objection before the end of the round.",
    "62A.not_established": "The revoke is not established: after trick {trick} nobody of the "
                           "offending side played, designated a card, claimed, or agreed to a "
                           "claim.",
    "63A.claim_agreed": "Play ended after this trick in a claim that was agreed (it is the "
                        "result): the offending side claimed or agreed to the opponents' claim, "
                        "and either way the revoke is established ({laws}).",
    "62A.correct": "So it must be corrected: {seat} withdraws the card and follows suit. A "
                   "defender's withdrawn card becomes a major penalty card (62B1); declarer and "
                   "dummy take theirs back without penalty (62B2). No tricks are transferred.",
    "62A.correct_open": "If attention is drawn to it before it is established, it must be "
                        "corrected: {seat} withdraws the card and follows suit (a defender's "
                        "withdrawn card becomes a major penalty card, 62B1), and no tricks are "
                        "transferred. If {seat}'s side plays to a later trick first, it is "
                        "established (63A1).",
    "64B6.twelfth": "The revoke was on the twelfth trick: no tricks are transferred.",
    "62D1.correct": "Even though established, it must still be corrected while the four hands "
                    "are not all back in the board: {seat} plays the right card to trick 12 and "
                    "the last two tricks count as they then fall.",
    "64B4.after_call": "Attention was first drawn to the revoke after a member of the "
                       "non-offending side called on the next board: no automatic trick "
                       "adjustment.",
    "64B5.after_round": "Attention was first drawn to the revoke after the round ended: no "
                        "automatic trick adjustment.",
    "64B7.this_one_too": "The same holds for {seat}'s revoke on trick {trick}.",
    "64B7.both_sides": "Both sides have an established revoke on this board: no tricks are "
                       "transferred for either.",
    "64C2b.both_sides": "If a side was damaged all the same, the director assigns the score "
                        "that was likely had no revoke occurred.",
    "64B3.penalty_card": "The revoke was a failure to play a penalty card: no automatic trick "
                         "adjustment.",
    "64B3.dummy": "Dummy revoked. Dummy's cards were face up for all to see: no automatic trick "
                  "adjustment.",
    "64B2.same_suit": "This is a further revoke by {seat} in {suit}, after the revoke on trick "
                      "{first} had become established: no further tricks are transferred for it.",
    "64A1.two": "{seat} won the revoke trick, trick {trick}. That trick goes to the other side, "
                "together with one later trick of the offending side (which went on to win "
                "{later:tricks}).",
    "64A1.one": "{seat} won the revoke trick, trick {trick}. That trick goes to the other side; "
                "the offending side won no later trick, so nothing more is transferred.",
    "64A1.one_so_far": "{seat} won the revoke trick, trick {trick}. That trick goes to the "
                       "other side when play ends; so far the offending side has won no later trick. If it "
                       "wins one before play ends, one such trick goes over too.",
    "64A2.partner_won": "The revoke trick, trick {trick}, was won by {winner}, the offender's "
                        "partner, not by the offender: one trick is transferred.",
    "64A2.dummy_won": "Declarer revoked on trick {trick} and that trick was won in dummy, and a "
                      "trick won in dummy does not count as won by declarer here (footnote to "
                      "64A): one trick is transferred.",
    "64A2.dummy_won_1997": "Declarer revoked on trick {trick} and that trick was won in "
                           "dummy. Under these laws too a trick won in dummy is not won by "
                           "declarer: so the WBF Laws Committee ruled (minute of 12 January "
                           "2000, item 2; EBU White Book 2004, 43.1(c)). One trick is "
                           "transferred.",
    "64A2.later_trick": "The offending side did not win the revoke trick, trick {trick}, but went "
                        "on to win {later:tricks}: one trick is transferred.",
    "64A2.claim_trick_not_offender": "Trick {trick} was still being played when play ended in "
                                     "the claim, and {seat}'s {card} can no longer win it: "
                                     "whoever takes it, the offender did not win the revoke "
                                     "trick. The offending side gets {claimed:tricks} of the "
                                     "claim: one trick is transferred.",
    "64A2.claim_trick_either": "Trick {trick} was still being played when play ended in the "
                               "claim. Whoever wins it, one trick is transferred: the "
                               "offending side gets {claimed:tricks} of the claim in all, so "
                               "even if {seat} won the revoke trick himself (64A1) no second "
                               "trick could go over.",
    "64A2.claim_trick_assumed": "Trick {trick} was still being played when play ended in the "
                                "claim, and who wins it under the claim is not known: {seat}'s "
                                "{card} could still win it. The ruling takes it that {seat} "
                                "did not win it himself: one trick is transferred. If he did, "
                                "64A1 applies: {alt:tricks}.",
    "64B1.no_trick": "The offending side won neither the revoke trick nor any later trick: no "
                     "tricks are transferred.",
    "62D.hands_back": "It can no longer be corrected: the hands were back in the board before "
                      "attention was drawn, so the tricks stand as played.",
    "64B1.no_trick_so_far": "So far the offending side has won neither the revoke trick nor any "
                            "later trick: no tricks are transferred unless it wins one before "
                            "play ends.",
    "64A.exhausted": "Left to transfer for this revoke: {available:tricks} of the offending "
                     "side instead of {count:tricks}; the others went over for another revoke, "
                     "and no trick is transferred twice (the revokes taken in the order they "
                     "were made: our reading of 64A with several revokes; the director decides).",
    "64A.exhausted_none": "No trick of the offending side is left to transfer for this revoke: "
                          "what it won from here on went over for another revoke, and no trick "
                          "is transferred twice (the revokes taken in the order they were made: "
                          "our reading of 64A with several revokes; the director decides).",
    "64A.transfer": "Transferred to {to}: {count:tricks} ({tricks:tricks}); tricks won before the "
                    "revoke are never touched.",
    "64A.transfer_so_far": "Play is not over: as things stand, {count:tricks} ({tricks:tricks}) "
                           "will go over to {to} when it ends; tricks won before the revoke are "
                           "never touched.",
    "64C1.equity": "The director then checks whether this fully compensates the non-offending "
                   "side. If not, he assigns an adjusted score, also when no tricks were "
                   "transferred.",
    "64C2a.repeat": "For {seat}'s later revoke in {suit} on trick {trick}, which repeats his "
                    "revoke in that suit on trick {first} and costs no trick of its own (64B2), "
                    "the director adjusts the score if the non-offending side would likely "
                    "have made more tricks had it not occurred.",
    "64C.both_sides_equity": "Both sides revoked, and these laws have no 64B item for that. The "
                             "WBF Laws Committee told directors (minute of 1 November 2001) "
                             "to rule such a board under 64C, as though neither side had "
                             "revoked: the transfers above are what 64A alone would give, not "
                             "the score to enter. The score is the director's 64C result, the "
                             "same for both sides.",
    "64C.needs_deal": "An equity estimate (64C) needs the full deal and the play, which are not "
                      "known here. The director judges it himself.",
    "64C.needs_end": "An equity estimate (64C) is made when play is over and the tricks are "
                     "known: rule the board again then.",
    "64C.unsolved": "The position just before {seat}'s revoke on trick {trick} could not be "
                    "solved double dummy ({reason:unsolved}).",
    "unsolved.missing": "the double-dummy solver, from the endplay package, is not installed "
                        "here or will not load",
    "unsolved.refused": "the solver refused it",
    "64C.players": "With no director, the players check together whether this fully compensates "
                   "the non-offending side, and otherwise agree on a fair result.",
    # --- equity (64C estimate, issue 16): keys with the equity. prefix ---
    "equity.repeat_start": "{seat}'s revoke on trick {trick} repeats his revoke in {suit} on "
                           "trick {first}: no tricks of its own are transferred (64B2). The "
                           "estimate starts from the position just before this later "
                           "revoke; the first revoke and its transfer stand. The only question "
                           "is what this later revoke cost.",
    "equity.both_start": "Both sides revoked, so there is no automatic transfer (64B7). Under "
                         "64C2(b) each side gets the score it would likely have had had no "
                         "revoke occurred: the estimate starts just before the first revoke "
                         "({seat}, trick {trick}) and plays every card from there double dummy, "
                         "with no revoke and no transfer.",
    "equity.both_start_64c": "Both sides revoked and no trick is transferred for either revoke. "
                             "Under 64C each side gets the score it would likely have had had "
                             "no revoke occurred: the estimate starts just before the first "
                             "revoke ({seat}, trick {trick}) and plays every card from there "
                             "double dummy, with no revoke and no transfer.",
    "equity.both_start_transferred": "The estimate of that 64C result starts just before the "
                                     "first revoke ({seat}, trick {trick}) and plays every "
                                     "card from there double dummy, with no revoke and no "
                                     "transfer.",
    "equity.dd_cards": "Double dummy from the position just before {seat}'s revoke on trick "
                       "{trick}: for each card {seat} could legally have played, declarer's total "
                       "tricks had everything after it been played well: {cards}. The likely "
                       "card is {likely_card}, the best for the offending side: {dd} tricks for "
                       "declarer.",
    "equity.dd_cards_tied": "Double dummy from the position just before {seat}'s revoke on "
                            "trick {trick}: for each card {seat} could legally have played, "
                            "declarer's total tricks had everything after it been played well: "
                            "{cards}. The likely card is {likely_card}, the best for the "
                            "offending side: {dd} tricks for declarer (as many as with {tied}; "
                            "the line below follows {likely_card}).",
    "equity.dd_cards_both_tied": "Double dummy from the position just before {seat}'s revoke "
                                 "on trick {trick}: for each card {seat} could legally have "
                                 "played, declarer's total tricks had everything after it been "
                                 "played well: {cards}. The likely card is {likely_card}, the "
                                 "best for {seat}'s side: {dd} tricks for declarer (as many as "
                                 "with {tied}; the line below follows {likely_card}).",
    "equity.dd_cards_both": "Double dummy from the position just before {seat}'s revoke on "
                            "trick {trick}: for each card {seat} could legally have played, "
                            "declarer's total tricks had everything after it been played well: "
                            "{cards}. The likely card is {likely_card}, the best for {seat}'s "
                            "side: {dd} tricks for declarer.",
    "equity.earlier_plus": "The transfer for the earlier revoke ({count:tricks} to declarer) "
                           "stands and is added: {dd} + {count} = {likely} tricks without this "
                           "revoke.",
    "equity.earlier_minus": "The transfer for the earlier revoke ({count:tricks} away from "
                            "declarer) stands and is taken off: {dd} − {count} = {likely} tricks "
                            "without this revoke.",
    "equity.compensated": "After the automatic transfer declarer has {after} tricks; without "
                          "{seat}'s revoke on trick {trick} he would likely have had {likely}. "
                          "The non-offending side is fully compensated: the estimate adds "
                          "nothing, and by 12B2 the transfer stands, also where it gives more "
                          "than the damage.",
    "equity.compensated_as_played": "Declarer has {after} tricks as played, no trick being "
                                    "transferred; without {seat}'s revoke on trick {trick} he "
                                    "would likely have had {likely}. So the non-offending side "
                                    "lost nothing, and the result stands.",
    "equity.compensated_corrected": "With the revoke corrected declarer has {after} tricks, "
                                    "no trick being transferred; without {seat}'s revoke on "
                                    "trick {trick} he would likely have had {likely}. So the "
                                    "non-offending side lost nothing, and the corrected result "
                                    "stands.",
    "equity.not_compensated": "After the automatic transfer declarer has {after} tricks, but "
                              "without {seat}'s revoke on trick {trick} he would likely have "
                              "had {likely}: the non-offending side is {adds:tricks} short. The "
                              "estimate makes that good: an adjusted score of {recommended} tricks for "
                              "declarer, {score:score} for North-South.",
    "equity.not_compensated_untransferred": "No trick is transferred, so declarer keeps his "
                                            "{after} tricks, but without {seat}'s revoke on "
                                            "trick {trick} he would likely have had {likely}: "
                                            "the non-offending side is {adds:tricks} short. The "
                                            "estimate makes that good: an adjusted score of "
                                            "{recommended} tricks for declarer, {score:score} "
                                            "for North-South.",
    "equity.board_result": "Result for {declaring_side} with the 64C estimate: "
                           "{tricks:result}, {score_decl:score}. That is the score to enter "
                           "in place of the one above if the director follows the estimate.",
    "equity.both_result": "Without revokes declarer would likely have had {recommended} tricks, "
                          "{score:score} for North-South; the result with no transfer is {after} "
                          "tricks. That score of {recommended} tricks applies to both sides.",
    "equity.both_result_transferred": "Without revokes declarer would likely have had "
                                      "{recommended} tricks, {score:score} for North-South; the "
                                      "result after the transfers is {after} tricks. That score "
                                      "of {recommended} tricks applies to both sides.",
    "equity.weighted": "The likely card above is only the best for the offending side; a player "
                       "could well have chosen the other: with {cards1} {t1} tricks, with "
                       "{cards2} {t2}, one trick apart. So no card is clearly the likely one, "
                       "and the director may weight the score (12C1(c)); a suggestion: {w1} % "
                       "of {s1:score}, {w2} % of {s2:score}. The larger share goes to "
                       "{s2:score} (with {cards2}), the result better for the non-offending "
                       "side: doubt is resolved in their favour (84D). The weights are his to "
                       "choose.",
    "equity.weighted_even": "The likely card above is only the best for the offending side; a "
                            "player could well have chosen the other: with {cards1} {t1} "
                            "tricks, with {cards2} {t2}, one trick apart. The director may "
                            "weight the score (12C1(c)); a suggestion: {w1} % of {s1:score}, "
                            "{w2} % of {s2:score}: both sides revoked, so neither gets the "
                            "benefit of the doubt. The weights are his to choose.",
    "equity.estimate_only_both": "Double dummy assumes everyone sees all the cards and nobody "
                                 "errs again, on either side: it estimates what was likely. The "
                                 "judgement stays with the director.",
    "equity.estimate_only": "Double dummy assumes everyone sees all the cards and nobody errs "
                            "again, the non-offending side included: it estimates what was "
                            "likely. The judgement stays with the director.",
    "equity.col_automatic": "Automatic (64A/B)",
    "equity.col_automatic_1930": "After the penalty (VII.2b)",
    "equity.col_equity": "Estimate (64C)",
    "equity.enter": "To enter if the director follows the 64C estimate: {tricks} tricks for "
                    "declarer, {score:score} for North-South (instead of {automatic:score}). "
                    "The decision is his.",
    "equity.enter_weighted": "Or, if he finds no card clearly the likely one, a weighted score "
                             "(12C1(c)): {weights}.",
    "equity.stands_weighted": "Under the 64C estimate the automatic result stands. Or, if the "
                              "director finds no card clearly the likely one, a weighted score "
                              "(12C1(c)): {weights}. The decision is his.",
    "equity.weight_part": "{w} % of {s}",
    "equity.line_heading": "Line (double dummy) with {seat}'s {card} on trick {trick}",
    "equity.other_cards": "Other legal cards, declarer's total tricks: {cards}",
    "equity.line_summary": "The line of play (double dummy), trick {trick} to the end",
    "equity.weights_heading": "Weighted score (12C1(c))",
    "equity.weights_hint": "A suggestion: the weights are the director's. Change them here; the "
                           "score below follows.",
    "equity.weight_label": "{tricks} tricks, North-South {score:score}",
    "equity.recommended": "64C estimate: {tricks} tricks for declarer, {score:score} for "
                          "North-South.",
    # likely play (issue 34): keys with the likely. prefix
    "likely.plays": "Likely play from the same position: each player chooses his card from "
                    "what he can see ({plays} plays to the end). Declarer's total tricks: "
                    "{shares:shares}.",
    "likely.partial": "The time budget ({budget} s of processor time) ran out after {plays} of "
                      "the {asked} plays: the distribution is partial, of the plays made so far.",
    "likely.figure": "The likely result for the non-offending side is the best one they reach "
                     "or beat in at least a third of the plays: {figure} tricks for declarer.",
    "likely.figure_both": "Both sides revoked, so neither is favoured: the likely result is the "
                          "middle one of the plays, {figure} tricks for declarer.",
    "likely.same": "Double dummy gives the same: {dd} tricks.",
    "likely.differs": "Double dummy gives {dd} tricks. The difference: on trick {at} {by} "
                      "plays {card} where double dummy plays {instead} (the first card to give "
                      "a trick away in {share} % of the plays).",
    "likely.differs_spread": "Double dummy gives {dd} tricks; the plays part from it at "
                             "different cards.",
    "likely.compensated": "After the automatic result declarer has {after} tricks: that gives "
                          "the non-offending side at least the likely result, so it stands.",
    "likely.not_compensated": "After the automatic result declarer has {after} tricks; the "
                              "likely result gives the non-offending side {adds:tricks} more: an "
                              "adjusted score of {recommended} tricks for declarer, "
                              "{score:score} for North-South, for the director to consider.",
    "likely.both_result": "That result applies to both sides: {recommended} tricks for "
                          "declarer, {score:score} for North-South.",
    "likely.weighted": "Or a weighted score over the results that came out in at least a fifth "
                       "of the plays, by their shares: {weights:weights}. The weights are the "
                       "director's to choose.",
    "likely.none": "The likely play from before {seat}'s revoke on trick {trick} finished no "
                   "play within the time budget ({budget} s of processor time): only the "
                   "double-dummy estimate is given.",
    "likely.assumes": "In the likely play declarer chooses each card from what he can see (his "
                      "hand, dummy, the cards played, who showed out), over up to {samples} "
                      "random layouts of the hidden hands per card, each solved double dummy; "
                      "the defenders are taken to read each other's hands and play double "
                      "dummy. The auction is not used. Seed {seed}: the same board gives the "
                      "same figures. The judgement stays with the director.",
    "likely.assumes_sampled": "In the likely play each player chooses each card from what he "
                              "can see (his hand, dummy, the cards played, who showed out), over "
                              "up to {samples} random layouts of the hidden hands per card, each "
                              "solved double dummy. The auction is not used. Seed {seed}: the "
                              "same board gives the same figures. The judgement stays with the "
                              "director.",
    "likely.progress": "Likely play ({seat}, trick {trick}): {made} of {asked} plays",
    "likely.heading": "Likely play from before {seat}'s revoke on trick {trick}",
    "likely.enter": "To enter if the director follows the likely play: {tricks} tricks for "
                    "declarer, {score:score} for North-South (instead of {automatic:score}). "
                    "The decision is his.",
    "likely.enter_weighted": "Or a weighted score ({law}) over the likely plays: {weights}.",
    "likely.stands_weighted": "Under the likely play the automatic result stands. Or a weighted "
                              "score ({law}) over the likely plays: {weights}. The decision is "
                              "his.",
    "likely.col": "Likely play (64C)",
    "likely.share": "{tricks:ntricks} in {share} %",
    "likely.share_label": "{tricks:ntricks}: {share} %",
    # --- end of the equity block ---
    # --- the director's own judgement of 64C (a case's without_revoke, issue 28) ---
    "director.adds": "The director judged that without the revoke declarer would have made "
                     "{tricks} tricks in all; the automatic result gives him {after}, so the "
                     "non-offending side is {adds:tricks} short. The adjusted score: {tricks} "
                     "tricks for declarer, {score:score} for North-South.",
    "director.stands": "The director judged that without the revoke declarer would have made "
                       "{tricks} tricks in all; the automatic result gives him {after}, which is "
                       "at least as good for the non-offending side. The automatic result "
                       "stands: 64C only adds to it, and by 12B2 a transfer is not undone for "
                       "being more than the damage.",
    "director.both": "Both sides revoked. The director judged that had neither side revoked "
                     "declarer would have made {tricks} tricks; that result, {score:score} for "
                     "North-South, is the score for both sides, in place of {after} tricks.",
    "director.both_same": "Both sides revoked. The director judged that had neither side "
                          "revoked declarer would have made {tricks} tricks, as many as he has: "
                          "the result stands for both sides.",
    "director.players": "Rubber bridge has no director: the {tricks} tricks without the revoke "
                        "are the players' own judgement, agreed together, applied as 64C says.",
    "director.no_64c": "The director's judgement ({tricks} tricks without the revoke) is not "
                       "applied: these rules have no redress of damage beside the penalty (no "
                       "64C).",
    "director.defenders_gain": "The director's judgement ({tricks:tricks} for declarer without "
                               "the revoke, {played} as played) is for the defenders' score "
                               "alone (no rectification, 43B3): they gained by their revoke, "
                               "so {defenders} score {score_def:score}, as if declarer had "
                               "made {tricks}; {declaring_side} keep {table_decl:score} from "
                               "the table.",
    "director.defenders_no_gain": "The director's judgement ({tricks:tricks} for declarer "
                                  "without the revoke, {played} as played) is for the "
                                  "defenders' score alone (no rectification, 43B3): they "
                                  "gained nothing by their revoke, so both sides keep the "
                                  "table score ({declaring_side} {table_decl:score}).",
    "director.none_established": "The director's judgement ({tricks} tricks without the "
                                 "revoke) is not applied: no revoke is established, and 64C "
                                 "follows only an established revoke.",
    "director.needs_end": "The director's judgement ({tricks} tricks without the revoke) is "
                          "applied when play is over and declarer's tricks are known: rule the "
                          "board again then.",
    "director.board_result": "Result for {declaring_side} with the director's judgement: "
                             "{tricks:result}, {score_decl:score}. That is the score to enter.",
    "director.dd_info": "The director gave his own judgement ({tricks} tricks without the "
                        "revoke): that is what 64C applies. The double-dummy estimate above is "
                        "for information only.",
    "director.col": "Director's judgement ({law})",
    "director.enter": "To enter: {tricks} tricks for declarer, {score:score} for North-South "
                      "(instead of {automatic:score}): the director's judgement, under {law}.",
    "director.enter_stands": "To enter: {score:score} for North-South, the automatic result: "
                             "the director's judgement ({tricks} tricks without the revoke) "
                             "gives the non-offending side no more ({law}).",
    "director.enter_same": "To enter: {score:score} for North-South, for both sides: the "
                           "result had neither side revoked, as the director judged ({law}); "
                           "the same as the automatic one.",
    "director.enter_needed": "To enter: the director's 64C result had neither side revoked, for "
                             "both sides (WBF Laws Committee, 2001), not the automatic result; "
                             "give it as \"without_revoke\".",
    "77.score": "Result for {declaring_side}: {adjusted:result}, {after_decl:score} instead of "
                "{played:result}, {before_decl:score}.",
    "77.score_unchanged": "Result for {declaring_side}: {played:result}, {before_decl:score}. "
                          "The number of tricks does not change.",
    "77.score_transfers_only": "By the transfers alone the result for {declaring_side} would be "
                               "{adjusted:result}, {after_decl:score}, instead of "
                               "{played:result}, {before_decl:score}: that is not the score to "
                               "enter (64C, above).",
    "77.score_unchanged_transfers_only": "The transfers cancel out ({played:result}, "
                                         "{before_decl:score} for {declaring_side}, as "
                                         "played); the score to enter is still the "
                                         "director's 64C result (above).",
    "77.no_result": "Declarer's number of tricks is not known, so no score can be given.",
    "rubber.score_scope": "This score counts the deal alone: the trick points of the contract "
                          "(below the line), overtricks, slam bonuses and the bonus for making "
                          "a doubled contract, or the undertricks, at the values of Law 77. Not "
                          "counted: game and rubber bonuses, part scores toward game, and "
                          "honours, which depend on the rest of the rubber and on the hands. "
                          "The transferred tricks can change those too (a game made or not): "
                          "add them from the score sheet.",
    # -- leads and plays out of turn (53-57), a card instead of a penalty card (52) -------
    "53.out_of_turn": "{seat} leads {card}, but it was {leader}'s turn to lead: a lead out of "
                      "turn.",
    "53A.accepted": "{seat}'s lead is accepted: the trick goes on with that card and the next "
                    "player plays to it.",
    "55A.accepted": "Declarer's lead from {seat}'s hand is accepted: play goes on with that "
                    "card.",
    "54A.spread": "Declarer spreads his hand and becomes dummy; {declarer} now plays the "
                  "contract. {seat} is dummy.",
    "55B.retracted": "Declarer's lead from {seat}'s hand is not accepted: {card} goes back "
                     "without penalty; {leader} leads.",
    "56.penalty_card": "{seat}'s lead is not accepted: {card} becomes a major penalty card; "
                       "{leader} leads.",
    "57A.penalty_card": "{seat} plays {card} before partner {partner} has played: the card "
                        "becomes a major penalty card and declarer may decide what {partner} "
                        "plays to this trick.",
    "57A.none": "Declarer leaves {seat} free to play any legal card.",
    "57A.no_option": "{seat} played before declarer made his choice.",
    "57A.highest": "Declarer decides: {seat} plays the highest card he holds in {suit}.",
    "57A.lowest": "Declarer decides: {seat} plays the lowest card he holds in {suit}.",
    "57A.require": "Declarer decides: {seat} plays {suit} if he cannot follow.",
    "57A.forbid": "Declarer decides: {seat} may not play {suit} if he cannot follow.",
    "tl.play_rule_not_obeyed": "{seat} plays {card} although he could do what declarer "
                               "decided after his partner's premature play: that is a revoke "
                               "too.",
    "52B.on_attention": "{seat} played {card} instead of the penalty card {penalty}. He may "
                        "not put it right on his own (52A): if attention is drawn before "
                        "declarer plays on, declarer accepts the card or has the penalty card "
                        "played instead (52B).",
    "52B.choose": "{seat} played {card} when the penalty card {penalty} had to be played. "
                  "Declarer chooses: accept that card (the penalty card stays on the table) or "
                  "have the penalty card played (then {card} becomes a penalty card).",
    "52B1.accepted": "{seat}'s card {card} stands; the penalty card {penalty} remains a penalty "
                     "card. No tricks are transferred for it later.",
    "52B1.stands": "{seat}'s {card} stands, as declarer accepted it: it is not corrected, and "
                   "no tricks are transferred for it.",
    "52B2.substituted": "Declarer has the penalty card played: {seat} plays {penalty} instead "
                        "of {card}, and {card} becomes a major penalty card.",
    # -- the timeline (what happened at the table) -------------------------------------
    "tl.revoke": "Trick {trick}: {seat} plays {card} to {suit} while still holding {held}: a "
                 "revoke.",
    "tl.revoke_no_held": "Trick {trick}: {seat} plays {card} to {suit} while still holding that "
                         "suit: a revoke.",
    "tl.lead_not_obeyed_require": "{seat} leads {card} although declarer required {suit} and "
                                  "{seat} held that suit: failing to obey is a revoke too.",
    "tl.lead_not_obeyed_forbid": "{seat} leads {card} although declarer forbade {suit} and {seat} "
                                 "held another suit: that is a revoke too.",
    "tl.penalty_not_played": "{seat} plays {card} when the penalty card {penalty} had to be "
                             "played: that is a revoke too.",
    "tl.play_over": "All tricks have been played; declarer has {declarer_tricks}.",
    "50D2.choose": "{leader} gains the lead while partner {owner} has a major penalty card "
                   "({cards}). {leader} may not lead until declarer chooses: require that suit, "
                   "forbid it, or leave the penalty card.",
    "50D2.no_option": "{seat} led before declarer chose; the penalty card stays.",
    "tl.established_play": "{seat}'s revoke on trick {trick} is now established: {player}, of "
                           "the offending side, played a card to trick {next}.",
    "tl.established_designation": "{seat}'s revoke on trick {trick} is now established: "
                                  "{player}, of the offending side, named a card for a later "
                                  "trick.",
    "tl.established_claim": "{seat}'s revoke on trick {trick} is now established: {player}, "
                            "of the offending side, claimed or conceded.",
    "tl.established_agreement": "{seat}'s revoke on trick {trick} is now established: "
                                "{player}, of the offending side, agreed to the claim.",
    "tl.agreement_establishes": "Unless the offending side objects before the end of the "
                                "round (or before it calls on the next board), {player}'s "
                                "agreement establishes {seat}'s revoke on trick {trick} "
                                "(63A4, 69A).",
    "tl.established": "{seat}'s revoke on trick {trick} is now established (by {player}).",
    "61B1.declarer": "{seat} (declarer) asks {to} whether he has a card of the suit led. That "
                     "is allowed.",
    "61B2a.dummy": "{seat} (dummy) asks declarer whether he has a card of the suit led. That is "
                   "allowed.",
    "61B3.defender_declarer": "{seat} asks declarer whether he has a card of the suit led. That "
                              "is allowed.",
    "61B3.defenders": "{seat} asks partner {to} whether he has a card of the suit led. That is "
                      "allowed, though the question may give partner unauthorized information.",
    "61B.refused_dummy": "{seat} (dummy) may not ask a defender whether he has a card of the "
                         "suit.",
    "61B2b.attention_all_the_same": "Attention is drawn to {to}'s revoke all the same: if it "
                                    "is not yet established it is corrected (62A). The "
                                    "director considers whether dummy's question gave "
                                    "unauthorized information ({ui}).",
    "61B.refused": "{seat} may not ask {to} whether he has a card of the suit.",
    "tl.question_no_revoke": "{to} had no card of the suit led to trick {trick}: no revoke.",
    "tl.question_known": "Attention has already been drawn to {to}'s revoke on trick {trick}: "
                         "the question changes nothing.",
    "tl.question_earlier": "{seat} asks {to} about trick {trick}, where {to} did not follow "
                           "suit: the question draws attention to that revoke.",
    "43B2b.first_to_ask": "Dummy had forfeited his rights and asked first: declarer must correct "
                          "the revoke, but tricks are transferred as if it were established.",
    "43B3.no_rectification": "Dummy ({dummy}), who had forfeited his rights (43A2), is the first "
                             "to draw attention to {seat}'s revoke on trick {trick}: there is "
                             "no rectification. The revoke is not corrected and play goes on "
                             "as though it had not happened; after play the director takes "
                             "away only what {side} gained by it, from their own score, and "
                             "{other} keep the score made at the table.",
    "43B3.1997_unconfirmed": "The 1997 Laws' own text of this rule (43B2(c)) could not be "
                             "confirmed from a source: the program applies it as the 2007 and "
                             "2017 Laws have it.",
    "43A1b.dummy_attention": "Dummy ({dummy}) may not draw attention to an irregularity during "
                             "play; attention is drawn all the same, and the revoke is dealt "
                             "with as usual. The director may give dummy a procedural penalty "
                             "(43B1, 90).",
    "tl.attention_established": "{seat}'s revoke on trick {trick} is already established: the "
                                "trick stands as played and play goes on; the adjustment comes "
                                "after play.",
    "tl.attention_accepted": "Attention is drawn to {seat}'s {card} on trick {trick}: declarer "
                             "has already accepted that card, so it stands.",
    "tl.attention_after_play": "{seat}'s revoke on trick {trick} is established: the trick "
                               "stands as played; whether tricks are transferred follows below.",
    "tl.attention_late": "Attention was drawn to {seat}'s revoke too late: no automatic "
                         "adjustment.",
    "62C1.next_trick_back": "{seat} may take {card} back from the next trick; here he does, and "
                            "the revoke trick is put right first.",
    "62B1.penalty_card": "{seat} withdraws {card}. It came from a defender's unfaced hand and "
                         "becomes a major penalty card: it stays face up on the table.",
    "62B2.no_penalty": "{seat} withdraws {card} with no further rectification.",
    "62B2.penalty_card_stays": "{seat} withdraws {card}. It was a penalty card already: nothing "
                               "more is added, and it stays a penalty card on the table.",
    "62A.correct_now": "The revoke is not established and must be corrected: {seat} follows "
                       "suit with a card of {suit}.",
    "62C1.may_change": "Once the revoke is corrected, what {seats} played after it may be taken "
                       "back and replaced by another card. What withdrawn cards show is "
                       "authorized for the non-offending side, not for the offenders "
                       "({withdrawn}).",
    "62C1.may_change_dummy": "Once the revoke is corrected, what {seats} played after it may be "
                             "taken back and replaced by another card (dummy's by declarer, "
                             "45B). What withdrawn cards show is authorized for the "
                             "non-offending side, not for the offenders ({withdrawn}).",
    "62A.correct_obligation": "That revoke is not established and must be corrected: {seat} "
                              "takes {card} back and does what the laws or declarer require.",
    "50B.major": "{seat}'s {card} was exposed and becomes a major penalty card: he plays it at "
                 "the first legal opportunity, and declarer gets an option when his partner "
                 "leads.",
    "50B.minor": "{seat}'s {card} was dropped by accident: a minor penalty card. {seat} may not "
                 "play any other card of that suit below honour rank before playing it (an "
                 "honour he may).",
    "48A.declarer_exposed": "{seat}'s {card} was exposed; declarer's cards never become penalty "
                            "cards: nothing follows.",
    "62C3.both": "{other} also revoked on this trick and only one side played on: both revokes "
                 "are corrected, every card a defender withdraws becomes a penalty card, and no "
                 "tricks are transferred.",
    "62C3.other_back": "{seat} takes back {card} as well, without penalty (declarer's and "
                       "dummy's cards never become penalty cards), and then follows with {suit}.",
    "62C3.other_penalty": "{seat} takes back {card} as well; it becomes a major penalty card, "
                          "and {seat} then follows with {suit}.",
    "tl.substituted": "{seat} plays {card}.",
    "62C1.withdrawn": "{seat}'s {card} is taken back, without penalty.",
    "62C3.withdrawn_penalty": "{seat} withdraws {card}; as both sides revoked on this trick, a "
                              "card a defender withdraws becomes a major penalty card.",
    "62C2.withdrawn_penalty": "{seat} then withdraws {card} too; as a defender he gets it as a "
                              "penalty card.",
    "62C2.withdrawn": "{seat}'s {card} is then taken back too, without penalty.",
    "62D1.last_card": "Trick 13 is played to the end first: {seat}'s last card, {card}, is "
                      "forced.",
    "62D1.trick_13_first": "Attention is drawn to {seat}'s revoke on trick {trick}: it is "
                           "corrected (62D1) once trick 13 is complete. A player still to "
                           "play to trick 13 holds more than one card (he left an earlier "
                           "trick without one, 67), so his card there is his own choice: "
                           "trick 13 is played to its end first.",
    "62D1.replayed": "The revoke on trick 12 is corrected: {seat} plays {card} there instead. "
                     "Trick 12 then goes to {winner12}, trick 13 to {winner13}; declarer goes "
                     "from {before} to {after} tricks.",
    "62C.twelfth_changed": "{seat} played after the revoke and now plays his other card to "
                           "trick 12 instead of {card}: trick 12 goes to {winner12}, trick 13 "
                           "to {winner13}; declarer goes from {before} to {after} tricks.",
    "62C.twelfth_penalty_again": "{seat} takes {card} back from trick 12 (62C2). As a "
                                 "defender's card it becomes a major penalty card, and trick "
                                 "12 is its first legal opportunity (50D1): he plays {card} "
                                 "there again, and tricks 12 and 13 stay as they are.",
    "62D2.partner": "{partner} had not yet played when {seat} revoked: by 16C, {partner} may not "
                    "use what the wrong card showed.",
    "tl.claim": "{seat} claims or concedes: declarer would take {total} tricks in all.",
    "tl.claim_accepted": "{seat} agrees to the claim.",
    "tl.claim_objected": "{seat} objects to the claim: it is not agreed, so the agreement "
                         "does not establish a revoke ({article}); the director rules on the claim "
                         "(68D, 70).",
    "tl.claim_objected_undone": "{seat} objects to the claim: his side has not agreed to it "
                                "(69A), so {player}'s assent does not establish {revoker}'s "
                                "revoke on trick {trick} after all ({article}). The director "
                                "rules on the claim (68D, 70).",
    "tl.claim_objected_late": "{seat} objects to the claim, but only after the end of the "
                              "round or after his side called on the next board: the "
                              "agreement stands and the claim is scored as agreed (69A).",
    "tl.claim_objected_stands": "{seat} objects to the claim; the director rules on it (68D, "
                                "70). The objection does not undo the establishment of "
                                "{revoker}'s revoke on trick {trick}: {player}, of the "
                                "offending side, had agreed to the claim, and under these "
                                "laws one member's agreement establishes it ({article}).",
    "tl.claim_ruled": "The director rules on the disputed claim: declarer takes {total} tricks "
                      "in all (70). The ruling itself establishes no revoke.",
    "tl.claim_ruled_corrected": "{seat}'s revoke on trick {trick} was not established when "
                                "play ended: the director rules the claim with the revoke "
                                "corrected (62A): the legal card in its place, and a "
                                "defender's penalty card (62B1), taken into account.",
    "tl.designated": "{seat} names {card} for the next trick.",
    "46B4.void_call": "{seat} names {card}, but dummy ({dummy}) does not hold it: a call for a "
                      "card that is not in dummy counts for nothing (46B4). No card has been "
                      "named for trick {trick}, so no revoke becomes established by it (63A2); "
                      "declarer may call any legal card.",
    "50D2b.none": "Declarer lets {leader} lead freely; {owner}'s penalty card stays.",
    "50D2a.require": "Declarer requires {leader} to lead {suit}; {owner}'s penalty card goes back "
                     "into his hand.",
    "50D2a.forbid": "Declarer forbids {leader} to lead {suit} while he keeps the lead; {owner}'s "
                    "penalty card goes back into his hand.",
    "51B.none": "Declarer lets {leader} lead freely; {owner}'s penalty cards ({cards}) stay on "
                "the table.",
    "51B.require": "Declarer requires {leader} to lead {suits}; {owner}'s penalty cards of that "
                   "suit ({cards}) go back into his hand, and he may play any legal card to this "
                   "trick.",
    "51B.forbid": "Declarer forbids {leader} to lead any of these suits while he keeps the lead: "
                  "{suits}. {owner}'s penalty cards of those suits ({cards}) go back into his "
                  "hand, and he may play any legal card to this trick.",
    "51A.designated": "Declarer designates the penalty card {seat} plays now: {card}.",
    "tl.next_call": "{seat} has called on the next board.",
    "tl.round_end": "The round has ended.",
    "tl.hands_returned": "The hands are back in the board.",
    "43A2.forfeited": "Dummy ({dummy}) has forfeited his rights (for example by looking at a "
                      "defender's cards).",
    "66D.revoke_taken": "{by} mixed his cards, so it can no longer be found whether {seat} "
                        "revoked on trick {trick}. The director rules for the other side: the "
                        "revoke counts as made and established.",
    "66D.no_revoke": "{by} mixed his cards, so it can no longer be found whether {seat} revoked "
                     "on trick {trick}. The director rules for the other side: there is no "
                     "revoke.",
    "65D.disturbed": "{seat} disturbed the order of his played cards: {side} thereby jeopardizes "
                     "its right to claim or deny a revoke. If the director can no longer "
                     "establish the play, he may decide that no tricks are transferred.",
    "67B1.defective": "Trick {trick} was defective: {seat} had put no card in it, found only after "
                      "both sides played to the next trick. That counts as a revoke.",
    "67.omitted": "Trick {trick}: {seat} played no card to it; the trick goes to the best of "
                  "the three cards in it, and {seat} keeps one card too many.",
    "67A.supply": "The missing card in trick {trick} is noticed in time (before both sides played "
                  "to the next trick): {seat} now plays a card to it, following suit if he can, "
                  "and the trick is won as usual; no penalty.",
    "67A.supply_last": "So play was not over after all: trick 13 lacks {seat}'s card, and with no "
                       "next trick it is never too late to supply it (67A1). {seat} now plays a "
                       "card to it, following suit if he can, and the trick is won as usual; no "
                       "penalty.",
    "67B1.placed": "{seat} places {card} among his played cards for trick {trick}; it does not "
                   "change who won that trick ({winner}).",
    "67B1.no_penalty_1997": "{seat} still had {suit} and placed one: under the 1997 Laws that "
                            "costs nothing.",
    "62C3.corrected": "{seat}'s revoke on trick {trick} was corrected together with the other "
                      "side's revoke on the same trick.",
    "as_if.established": "{seat}'s revoke on trick {trick} was corrected, but tricks are "
                         "adjusted as if it had been established. Who won the revoke trick "
                         "is read from the trick as corrected: the card put in its place "
                         "decides (WBF Laws Committee, 12 January 2000).",
    "43B3.defenders_score": "{seat}'s revoke on trick {trick}: dummy, having forfeited his "
                            "rights, drew attention to it first, so there is no rectification: "
                            "no trick is transferred, and {other} get no adjustment (64C) "
                            "either: they keep the score made at the table. If {side} gained "
                            "by the revoke, the director takes that gain away from their "
                            "score alone.",
    "tl.established_by": "{seat}'s revoke on trick {trick} is established.",
    "tl.established_claim_agreed": "{seat}'s revoke on trick {trick} is established by the "
                                   "agreed claim that ended play (the result given): his "
                                   "side either made that claim or agreed to the opponents', "
                                   "and either establishes it ({laws}).",
    "62A.corrected": "{seat}'s revoke on trick {trick} was corrected before it was "
                     "established: no tricks are transferred.",
    "64B8.62c3": "Both revokes on this trick were corrected: no automatic trick adjustment.",
    "67B1.one_trick": "A defective trick found so late costs one trick, if the offender's side "
                      "won that trick or a later one. 67B1 sets this cost itself, so the other "
                      "exemptions of 64B are not applied to it (the program's reading), nor "
                      "does it count as a revoke for another revoke ({items}).",
    # -- what now? -------------------------------------------------------------------------
    "next.substitute": "{seat} puts {card} back and plays a card of {suit}.",
    "next.substitute_penalty": "{seat} follows suit with a card of {suit}; {card} stays face up "
                               "on the table as a major penalty card.",
    "next.substitute_card": "{seat} puts {card} back and plays {play}, his only card of {suit}.",
    "next.substitute_dummy": "Declarer takes dummy's {card} ({seat}) back and plays a card of "
                             "{suit} from dummy.",
    "next.substitute_card_dummy": "Declarer takes dummy's {card} ({seat}) back and plays "
                                  "{play}, dummy's only card of {suit}.",
    "next.substitute_penalty_card": "{seat} follows suit with {play}, his only card of {suit}; "
                                    "{card} stays face up on the table as a major penalty card.",
    "next.substitute_obligation": "{seat} puts {card} back and leads or plays what the laws or "
                                  "declarer's choice require.",
    "next.substitute_obligation_penalty": "{seat} takes {card} back, which stays face up on "
                                          "the table as a major penalty card, and leads or "
                                          "plays what the laws or declarer's choice require.",
    "next.replay_card": "{seat} plays a card to this trick again.",
    "next.replay_card_dummy": "Declarer plays a card from dummy ({seat}) to this trick again.",
    "next.replay_only": "{seat} plays {play} to this trick again: it is his only card of {suit}.",
    "next.replay_only_dummy": "Declarer plays {play} from dummy ({seat}) to this trick again: "
                              "dummy has no other card of {suit}.",
    "next.replay_penalty_card": "{seat} plays {card} to this trick again: it is now a major "
                                "penalty card, to be played at the first legal opportunity, and "
                                "that is here.",
    "next.nos_may_withdraw": "{seat} may take back the card he played after the revoke and play "
                             "another, without penalty.",
    "next.nos_may_withdraw_only": "{seat} may take back {card}, played after the revoke, but it "
                                  "is his only card of {suit}: he then plays it again.",
    "next.nos_may_withdraw_dummy": "Declarer may take back the card dummy ({seat}) played after "
                                   "the revoke and play another from dummy, without penalty; "
                                   "dummy does not do this himself (45B).",
    "next.nos_may_withdraw_dummy_only": "Declarer may take back dummy's {card} ({seat}), played "
                                        "after the revoke, but it is dummy's only card of "
                                        "{suit}: it is then played again.",
    "next.nos_may_withdraw_62c3": "{seat} may take back the card he played after the revoke; as "
                                  "both sides revoked on this trick, that card then becomes a "
                                  "major penalty card (62C3), to be played at the first legal "
                                  "opportunity (50D1): if it may be played to this trick, he "
                                  "plays it here again.",
    "next.withdrawn_info": "What cards taken back show is unauthorized information for {side} "
                           "(the offending side); the other side may use it.",
    "next.partner_may_withdraw_if": "If {nos}'s card is taken back, {seat}'s card may then be "
                                    "taken back too and replaced, without penalty.",
    "next.partner_may_withdraw_if_only": "If {nos}'s card is taken back, {seat}'s {card} may "
                                         "then be taken back too, but it is {seat}'s only card "
                                         "of {suit}: it is then played again.",
    "next.partner_may_withdraw_if_penalty": "If {nos}'s card is taken back, {seat} may then "
                                            "take back his own card too. It then becomes a "
                                            "major penalty card, to be played at the first "
                                            "legal opportunity (50D1): if it may be played to "
                                            "this trick, he must play it here again; only if it "
                                            "may not does he play another card.",
    "next.partner_may_withdraw_if_replay": "If {nos}'s card is taken back, {seat} may then take "
                                           "back {card} too, but it then becomes a major "
                                           "penalty card, to be played at the first legal "
                                           "opportunity (50D1), and {card} may be played to "
                                           "this trick: he plays it here again, so he cannot "
                                           "change his card.",
    "next.partner_may_withdraw_if_replay_only": "If {nos}'s card is taken back, {seat} may then "
                                                "take back {card} too, but it is his only card "
                                                "of {suit}, and as a major penalty card he must "
                                                "play it at the first legal opportunity anyway "
                                                "(50D1): he plays {card} here again and nothing "
                                                "changes.",
    "next.trick_whole": "If nobody takes a card back, trick {trick} stands as it now lies and "
                        "the lines below apply.",
    "next.option": "Before {leader} leads, declarer chooses: require {cards:suits}, forbid it, "
                   "or leave {owner}'s penalty card.",
    "next.lead_require": "{seat} must lead {suit} (if he can).",
    "next.lead_forbid": "{seat} may not lead {suit} while he keeps the lead.",
    "next.lead_forbid_suits": "{seat} may lead none of these suits while he keeps the lead: "
                              "{suits}.",
    "next.loot_defender": "{seat} led {card} out of turn. Declarer chooses: accept it (then "
                          "{next} plays next) or not ({leader} leads and {card} becomes a major "
                          "penalty card).",
    "next.loot_opening": "{seat} led {card} out of turn. Declarer chooses: accept it (then "
                          "{next} plays next) or not ({leader} leads and {card} becomes a major "
                          "penalty card). At the opening lead declarer may also spread his "
                          "hand.",
    "next.loot_declarer": "Declarer led {card} from {seat}'s hand out of turn. The defenders "
                          "choose: "
                          "accept it (then {next} plays next) or not ({card} goes back and "
                          "{leader} leads).",
    "next.law52_choose": "Declarer chooses now: accept {seat}'s {card} (the penalty card "
                         "{penalty} stays on the table), or have {seat} play the penalty card.",
    "next.play_option": "Before {seat} plays, declarer chooses: the highest or lowest card of "
                        "the suit led, require or forbid another suit if {seat} cannot follow, "
                        "or nothing.",
    "next.62c3_also": "{seat} too replaces his revoke card: he follows with {suit}.",
    "next.62c3_also_card": "{seat} too replaces his revoke card: he follows with {play}, his "
                           "only card of {suit}.",
    "next.62c3_also_dummy": "Dummy's revoke ({seat}) is put right too: declarer plays a card of "
                            "{suit} from dummy.",
    "next.62c3_also_card_dummy": "Dummy's revoke ({seat}) is put right too: declarer plays "
                                 "{play}, dummy's only card of {suit}.",
    "next.substitute_play_rule": "{seat} takes {card} back (a major penalty card) and now "
                                 "plays what declarer decided after his partner's premature "
                                 "play (57A).",
    "next.claim_pending": "Play stops after {seat}'s claim ({total} tricks for declarer): the "
                          "opponents agree or object.",
    "next.claim_objected": "The claim is disputed: the director rules on the remaining tricks "
                           "(70); play does not go on.",
    "next.open_law52": "Note: {seat} played {card} on trick {trick} when the penalty card "
                       "{penalty} had to be played. He may not take it back on his own (52A); if "
                       "attention is drawn before declarer plays on, declarer chooses (52B).",
    "next.penalty_card": "{seat} has the {cards:penalty} on the table, to be played at the "
                         "first legal opportunity; following suit comes first.",
    "next.penalty_card_minor": "{seat} has the minor penalty card {card} on the table: he need "
                               "not play it at the first opportunity, but until he has played "
                               "it he may not play any other card of {suit} below honour rank; "
                               "an honour of {suit} he may play instead. {partner} is under no "
                               "lead restriction for it.",
    "next.penalty_partner_lead": "When {partner} next gains the lead while {owner} has {cards} "
                                 "on the table, he may not lead until declarer chooses: "
                                 "require {cards:suits}, forbid {cards:suits} for as long as "
                                 "he keeps the lead (either way the card goes back into "
                                 "{owner}'s hand), or neither (the card stays).",
    "next.penalty_info_on_table": "For {partner}: while {cards} lies face up, what it shows "
                                  "and that it must be played are authorized for everyone. "
                                  "Once declarer has it picked up, what it showed is "
                                  "unauthorized for {partner}; once it has been played, so is "
                                  "what he learns from how it became a penalty card.",
    "next.penalty_info_picked_up": "For {partner}: {owner}'s penalty card ({suit}) is back in "
                                   "the hand, as declarer chose; what it showed is now "
                                   "unauthorized information for {partner}.",
    "next.penalty_info_requirement": "For {partner}: only that {owner} must play {cards} is "
                                     "authorized; anything else he learns from seeing it is "
                                     "unauthorized for him.",
    "next.minor_info_on_table": "For {partner}: while {card} lies face up, what it shows and "
                                "what it means for {owner}'s play are authorized for everyone; "
                                "once it has been played, what he learns from how it became a "
                                "penalty card is unauthorized for him.",
    "next.minor_info_requirement": "For {partner}: only what {card} means for {owner}'s play "
                                   "is authorized; anything else he learns from seeing it is "
                                   "unauthorized for him.",
    "next.minor_info_1997": "For {partner}: what he learns from seeing {card} is unauthorized "
                            "for him.",
    "next.offenders_may_withdraw": "{seat}'s card may now be taken back too and replaced, "
                                   "without penalty.",
    "next.offenders_may_withdraw_only": "{seat}'s {card} may now be taken back too, but it is "
                                        "{seat}'s only card of {suit}: it is then played again.",
    "next.offenders_may_withdraw_penalty": "{seat} may now take back his own card too. It then "
                                           "becomes a major penalty card, to be played at the "
                                           "first legal opportunity (50D1): if it may be played "
                                           "to this trick, he must play it here again; only if "
                                           "it may not does he play another card.",
    "next.offenders_may_withdraw_replay": "{seat} may now take back {card} too, but it then "
                                          "becomes a major penalty card, to be played at the "
                                          "first legal opportunity (50D1), and {card} may be "
                                          "played to this trick: he plays it here again, so he "
                                          "cannot change his card.",
    "next.offenders_may_withdraw_replay_only": "{seat} may now take back {card} too, but it is "
                                               "his only card of {suit}, and as a major penalty "
                                               "card he must play it at the first legal "
                                               "opportunity anyway (50D1): he plays {card} here "
                                               "again and nothing changes.",
    "next.twelfth_may_change": "What {seats} played to trick 12 after the revoke may now be "
                               "replaced there by the other card (dummy's by declarer, 45B); "
                               "trick 13 changes with it.",
    "next.twelfth_partner_if": "If {nos}'s other card is played to trick 12, {seat}'s other "
                               "card may then be played there too; trick 13 changes with it.",
    "next.penalty_card_lead": "{seat} must lead the penalty card {card} now.",
    "next.penalty_card_play": "{seat} must play the penalty card {card} to this trick now.",
    "next.penalty_cards_designate": "{seat} has more than one penalty card he may play now "
                                    "({cards}): declarer says which one he plays.",
    "next.defective": "{seat} played no card to trick {trick}: he now places a card in it, one "
                      "of the suit led if he has one, without changing who won it. Tell it as a "
                      "defective_trick event for the ruling.",
    "next.supply": "{seat} played no card to trick {trick}: there is no next trick, so he "
                   "plays a card to it now, following suit if he can, and the trick is won as "
                   "usual. Tell it as a defective_trick event (with his card).",
    "next.play": "Play goes on: {seat} to play to trick {trick}.",
    "next.open_revoke": "Note: {seat} revoked on trick {trick} and nobody has drawn attention "
                        "to it. A player who notices his own revoke must correct it while it is "
                        "not established.",
    "next.open_twelfth": "Note: {seat} revoked on trick {trick} and nobody has drawn attention "
                         "to it. Until the hands are back in the board it must still be "
                         "corrected, although established.",
    "next.adjust": "After play: adjust the tricks for the established revoke(s) and check that "
                   "the other side is fully compensated.",
    "next.unrectified": "After play: no tricks are transferred for {seat}'s revoke (no "
                        "rectification: dummy, having forfeited his rights, drew attention to "
                        "it first). Enter {other}'s score as made at the table; if {side} "
                        "gained by the revoke, adjust their score alone to take that gain "
                        "away.",
    "next.score": "Play is over: enter the score.",
    "next.claim_trick_winner": "Ask who wins trick {trick} in the claim line. If {seat} wins "
                               "it himself, 64A1 applies: {alt:tricks} instead of one; to rule "
                               "that, enter the trick's other cards as played before the claim.",
    "next.1997_won_later": "Ask whether {seat} won a later trick with a card of the suit led "
                           "on trick {trick}. If so, two tricks are transferred instead of one: "
                           "give \"won_later_with_suit_led\": true with the revoke in the case "
                           "and rule again (false if he did not).",
    "next.64c_both_sides": "Judge under 64C how many tricks declarer would have made had neither "
                           "side revoked: both sides revoked, so that result, the same for both "
                           "sides, is the score to enter, not the transfers (WBF Laws "
                           "Committee, 2001). Give it as \"without_revoke\" in the case and "
                           "rule again; with the deal and the play, the ruling's double-dummy "
                           "estimate is a suggestion for it.",
    "next.no_transfer": "After play: no tricks are transferred ({laws}); check that the other "
                        "side is fully compensated, then enter the score.",
    # -- editions --------------------------------------------------------------------
    "62D2.two_suits": "{partner} had not played when {seat} revoked: if {partner} still has "
                      "cards of two suits, he may not choose the play the wrong card could have "
                      "suggested.",
    "61B.1997_defenders": "{seat} asks partner {to} whether he has a card of the suit. Under "
                          "these laws defenders may not ask each other.",
    "63B.1997_as_if": "Because a defender asked his partner, {seat} must correct the revoke, "
                      "but tricks are adjusted as if it were established.",
    "64A2.1997_extra": "{seat} later won a trick with a card he could legally have played to "
                       "the revoke trick: under these laws one more trick is transferred, two in "
                       "all.",
    "64A2.1997_extra_no_further": "{seat} later won a trick with a card he could legally have "
                                  "played to the revoke trick, but his side won no further "
                                  "trick: for the extra trick of these laws his side must win "
                                  "one more (WBF Laws Committee, 2000), so one trick only.",
    "64A2.1997_extra_unknown": "Under these laws a second trick is transferred if {seat} "
                               "later won a trick with a card he could legally have played to "
                               "the revoke trick (a card of the suit led on trick {trick}). The "
                               "case does not say whether he did: this ruling assumes he did "
                               "not and transfers one trick. If he did, two are transferred.",
    "home.take_back": "Under the house rule {seat} simply takes the card back and follows suit, "
                      "with no penalty card and no transfer.",
    "1930.scoring": "The scoring of 1930 could not be found; the points here are those of rubber "
                    "bridge: trick points below the line (game is 100), penalty points above.",
    "1930.established_next": "The revoke is established: the trick was quitted and a lead has "
                             "been made to a later trick.",
    "1930.established_claim": "The revoke is established: {seat} faced his cards and claimed.",
    "1930.not_established": "The revoke is not yet established.",
    "1930.established_quitted": "The revoke is established: the revoke trick had already been "
                               "turned and put away when play ended in the claim.",
    "1930.no_trick_to_take": "The offending side won no trick from the revoke trick on, and "
                             "tricks won before the revoke cannot be touched: there are no "
                             "tricks to take, so {to} get {points} penalty points.",
    "1930.options_one": "{to} choose: {points} penalty points (North-South score "
                        "{score_points:score}), or two tricks of the offending side with all "
                        "consequences; but that side won only one trick from the revoke trick on "
                        "({tricks:tricks}) and tricks won before the revoke cannot be touched, so "
                        "this choice gives {to} just that one trick (North-South score "
                        "{score_tricks:score}). Best for {to}: {choice:choice}.",
    "1930.correct": "It may be corrected. If a defender revoked, declarer may require his highest "
                    "or lowest card of the suit, or that the wrong card stay face up on the "
                    "table; if declarer revoked and a card became known, a defender may require "
                    "the same of him.",
    "1930.too_late": "The cards had been cut for the next deal: no penalty can be claimed.",
    "1930.same_card": "{seat} revoked again withholding the same card: that counts once.",
    "1930.second_revoke": "A later revoke on the same deal costs only {points} penalty points, "
                          "to {to}.",
    "1930.points_only": "The number of tricks is not known: {to} get {points} penalty points.",
    "1930.options": "{to} choose: {points} penalty points (North-South score {score_points:score}), "
                    "or {count:tricks} of the offending side from the revoke trick on "
                    "({tricks:tricks}), with all consequences (North-South score "
                    "{score_tricks:score}). Best for {to}: {choice:choice}.",
    "1930.score": "Result: played {played} tricks, North-South {before:score}; after the penalty "
                  "{adjusted} tricks and {points} penalty points: North-South {after:score} "
                  "(points of this deal, rubber scoring).",
    "point.date": "from {date}",
    "point.no_date": "no date (not a federation's laws)",
    "point.events.yes": "Cases told as events (questions, corrections, claims) can be ruled.",
    "point.events.no": "Only the tricks can be ruled: the program does not model events under "
                       "these rules.",
    "point.50E.on_table": "Penalty card: while it lies face up, what it shows and that it must "
                          "be played are authorized for all; once picked up or played, what it "
                          "(or how it arose) showed is unauthorized for the owner's partner.",
    "point.50E.requirement_only": "Penalty card: only that it must be played is authorized for "
                                  "the owner's partner; anything else seeing it tells him is "
                                  "not.",
    "point.50E.requirement_only_50D1": "Penalty card: only that it must be played is "
                                       "authorized for the owner's partner; anything else "
                                       "seeing it tells him is not (a rule of 50D1 in this "
                                       "edition).",
    "point.50E.not_modelled": "What a penalty card tells the owner's partner is not modelled "
                              "(no events under these rules).",
    "point.50E.unconfirmed": "What a penalty card tells the owner's partner is not confirmed "
                             "for these laws (their text could not be retrieved): the program "
                             "says nothing about it.",
    "point.43B3.no_rectification": "A dummy who forfeited his rights (43A2) and is the first to "
                                   "draw attention to a defender's revoke: no rectification; "
                                   "play goes on, and only the defenders' gain is taken from "
                                   "their own score after play.",
    "point.43B3.unconfirmed": "A dummy who forfeited his rights and is the first to draw "
                              "attention to a defender's revoke: the 1997 text (43B2(c)) could "
                              "not be confirmed; the program applies the later rule (no "
                              "rectification; only the defenders' gain taken away).",
    "point.43B3.none": "Not modelled (no events under these rules).",
    "point.61B.partners_may_ask": "Declarer may ask a defender, dummy only declarer, and "
                                  "defenders may ask declarer and each other whether they have "
                                  "the suit.",
    "point.61B.declarer_only": "Defenders may not ask each other whether they have the suit (in "
                               "Europe); only declarer.",
    "point.61B.not_modelled": "Who may ask is not modelled (no events under these rules).",
    "point.63B.none": "A question is always allowed or refused; no 'as if established'.",
    "point.63B.as_if": "If a defender asks his partner all the same, the revoke is corrected but "
                       "tricks are adjusted as if it were established.",
    "point.62.penalty_card": "Correction: the offender follows suit; a defender's withdrawn card "
                             "becomes a major penalty card.",
    "point.62.options_1930": "Correction: declarer may require the highest or lowest card of the "
                             "suit, or leave the wrong card face up.",
    "point.62.take_back": "House rule: a revoke noticed at once is taken back without penalty.",
    "point.62C3.both_corrected": "Both sides revoked on one trick and only one side played on: "
                                 "both revokes are corrected.",
    "point.62C3.none": "No rule for revokes by both sides on one trick.",
    "point.62D2.16C": "Twelfth trick: the offender's partner may not use what the revoke card "
                      "showed (16C).",
    "point.62D2.two_suits": "Twelfth trick: if the offender's partner had cards of two suits, he "
                            "could not choose what the revoke card suggested.",
    "point.62D2.none": "No special rule for the twelfth trick.",
    "point.63A.by_offenders": "Established once the offending side plays to (or names a card "
                              "for) the next trick, claims or concedes, or agrees to a claim.",
    "point.63A.quitted": "Established once the trick is turned and quitted or anyone leads to the "
                         "next trick, the non-offending side included; also when the revoker "
                         "faces his cards and claims.",
    "point.63A4.63A4": "Agreeing to the opponents' claim establishes the revoke (63A4), unless "
                       "the offenders object before the end of the round.",
    "point.63A4.63A3_agrees": "Agreeing to a claim falls under 63A3 ('makes or agrees to').",
    "point.63A4.63A3_acquiesces": "Acquiescing in the opponents' claim establishes the revoke "
                                  "(63A3).",
    "point.63A4.none": "A claim establishes only the revoker's own claim.",
    "point.64A.one_or_two": "One trick, or two if the offender won the revoke trick and his side "
                            "won a later trick.",
    "point.64A.points_or_two": "Penalty at the non-offending side's choice: 150 points (300 "
                               "doubled, 600 redoubled) or two tricks with all consequences; "
                               "tricks before the revoke are untouchable.",
    "point.64A_footnote.yes": "Footnote to 64A: a trick won in dummy is not won by declarer.",
    "point.64A_footnote.wbflc_2000": "A trick won in dummy is not won by declarer (64A): "
                                     "no footnote in the text read, but the WBF Laws "
                                     "Committee ruled so under these laws (12 January 2000).",
    "point.64A_footnote.none": "No such rule: the penalty does not depend on who won the "
                               "revoke trick.",
    "point.64A2.one": "64A2: one trick.",
    "point.64A2.extra_trick": "64A2: one more trick when the offender later wins a trick with a "
                              "card he could legally have played to the revoke trick.",
    "point.64A2.none": "No 64A2: the two-tricks-or-points choice.",
    "point.64B1.yes": "No transfer if the offending side won neither the revoke trick nor a "
                      "later trick.",
    "point.64B1.none": "No such exemption: the penalty points can always be taken.",
    "point.64B2.first_established": "A later revoke in the same suit by the same player is "
                                    "exempt if the first was established.",
    "point.64B2.any": "A later revoke in the same suit is exempt even if the first was not "
                      "established.",
    "point.64B2.points_only": "A later revoke on the same deal costs only 150 points; "
                              "withholding the same card again counts once.",
    "point.64B3.penalty_or_dummy": "Exempt: failing to play a penalty card, or a card of dummy.",
    "point.64B3.faced": "Exempt: failing to play any faced card (dummy's too).",
    "point.64B3.none": "No exemption for faced cards.",
    "point.64B4.after_call": "No transfer if attention was first drawn after a non-offender "
                             "called on the next board.",
    "point.64B4.cut": "Once the cards are cut for the next deal no penalty can be claimed.",
    "point.64B5.yes": "No transfer if attention was first drawn after the round ended.",
    "point.64B5.none": "No deadline at the end of the round.",
    "point.64B6.yes": "No transfer for a revoke on the twelfth trick (it is corrected, 62D).",
    "point.64B6.none": "No special rule for the twelfth trick.",
    "point.64B7.both_established": "No transfer when both sides revoked on the board and both "
                                   "revokes are established.",
    "point.64B7.both_revoked": "No transfer when both sides revoked on the board, even if one "
                               "revoke was not established.",
    "point.64B7.none": "No exemption when both sides revoked.",
    "point.64B8.yes": "No transfer when both revokes of one trick were corrected under 62C3.",
    "point.64B8.none": "No 64B8.",
    "point.64C.64C1_64C2": "The director restores equity when the transfer does not compensate "
                           "(64C1), also after repeated revokes and revokes by both sides "
                           "(64C2).",
    "point.64C.one_rule": "64C is one rule: the director restores equity when the transfer does "
                          "not compensate.",
    "point.64C.players": "No director: the players settle equity together.",
    "point.64C.none": "No equity rule.",
    "point.penalty_points.150": "150 penalty points (300 doubled, 600 redoubled).",
    "point.penalty_points.none": "No penalty points: tricks are transferred.",
    "point.66D.mixing_proof": "If the alleged offender's side mixes the cards before the tricks "
                              "have been examined, the revoke counts as proven.",
    "point.66D.none": "Mixing the cards is not in itself proof of a revoke.",
    "point.67B1.deemed_revoke": "A player who left a trick without his card, found late, "
                                "places one in it and is deemed to have revoked there (one "
                                "trick), whether or not he had the suit led.",
    "point.67B1.held_no_penalty": "A player who left a trick without his card, found late, "
                                  "places one in it: no penalty if he could place a card of the "
                                  "suit led; otherwise a revoke there.",
    "point.67B1.later_rule": "Not in these rules: the program applies the later rule (deemed "
                             "revoke, one trick).",
    "point.59.modern": "A player unable to play as required may play any correct card.",
    "point.59.no_forced_revoke": "Nobody can be forced to revoke in order to play a suit "
                                 "required as a penalty.",
    "point.77.duplicate": "Duplicate scoring (77): a score per board.",
    "point.77.rubber": "Rubber scoring of the deal alone: the contract's trick points (below "
                       "the line), overtricks, slam bonuses, the bonus for making a doubled "
                       "contract, or the undertricks, at the values of 77. Not scored: game and "
                       "rubber bonuses, part scores toward game, honours (they depend on the "
                       "rest of the rubber).",
    "point.77.rubber_1930": "The scoring of 1930 was not found: modern rubber scoring of the deal "
                            "alone (trick points, overtricks, slam and doubled bonuses, "
                            "undertricks) plus the penalty points. Not scored: game and rubber "
                            "bonuses, part scores toward game, honours.",
    "point.81.director": "A director rules (81).",
    "point.81.players": "No director: the four players apply the laws together.",
    "point.source.confirmed": "The revoke rules are taken from the edition's own text.",
    "point.source.rubber_unconfirmed": "The rubber laws' text on revokes (2014) could not be "
                                       "retrieved; the program follows the duplicate Laws of "
                                       "2007 and says so.",
    # -- errors ------------------------------------------------------------------------
    "where.event_number": "event {event}",
    "where.event": "event {event} ({type})",
    "error.timeline_prefix_with_deal": "\"tricks\" before the events only works without "
                                       "\"deal\": with the deal, every card belongs in "
                                       "\"events\"",
    "error.timeline_prefix_seat": "trick {trick}: give the winner of the last trick before the "
                                  "events as a seat (who leads next?)",
    "error.timeline_record_not_first": "a hand record's play must come before anything else on the table",
    "error.timeline_unknown_event": "unknown event",
    "error.timeline_play_after_return": "a card is played after the hands were returned to the "
                                        "board",
    "error.timeline_play_after_end": "a card is played after play ended",
    "error.timeline_missing": "field \"{field}\" is missing",
    "error.timeline_not_turn": "{seat} plays, but it is {expected}'s turn",
    "error.timeline_revoke_13": "{seat} cannot revoke on trick 13: everyone has one card "
                                "left",
    "error.timeline_revoke_said_void": "{seat}'s {card} on trick {trick} is given as a revoke, "
                                       "but by the deal {seat} then held no {suit}: he could "
                                       "not follow suit, so it is no revoke (61A); leave out "
                                       "\"revoke\"",
    "error.timeline_revoke_said_shown_out": "{seat}'s {card} on trick {trick} is given as a "
                                            "revoke, but {seat} showed out of {suit} on trick "
                                            "{earlier} ({shown}), not given as a revoke: he "
                                            "had no {suit} left since (61A); if that was a "
                                            "revoke too, give it as one",
    "error.timeline_revoke_said_none_left_event": "{seat}'s {card} on trick {trick} is given as "
                                                  "a revoke (event {revoke_event}), but his "
                                                  "cards after that trick ({later}) hold no "
                                                  "{suit}: he had none to follow with, so it "
                                                  "cannot have been a revoke (61A); leave out "
                                                  "\"revoke\" there or correct the cards",
    "error.timeline_revoke_said_none_left": "{seat}'s {card} on trick {trick} is given as a "
                                            "revoke, but his cards after that trick ({later}) "
                                            "hold no {suit}: he had none to follow with, so it "
                                            "cannot have been a revoke (61A); correct the cards",
    "error.timeline_not_held": "{card} is not (or no longer) in {seat}'s hand",
    "error.timeline_question_followed": "{to} followed suit on trick {trick} ({card}): the "
                                        "question cannot be about a revoke (61B)",
    "error.timeline_question_nothing": "{to} has not played to a trick yet: there is nothing to ask (61B)",
    "error.timeline_question_nothing_on": "{to} has no card known in trick {trick}: there is "
                                          "nothing to ask about it (61B)",
    "error.timeline_question_which": "the question to {to} could be about {tricks:tricks}: "
                                     "name the one it asks about in the event's \"trick\" "
                                     "field (61B)",
    "error.timeline_play_after_claim": "a card is played after a claim that is neither agreed nor "
                                       "objected to: play stops at a claim (68D)",
    "error.timeline_bad_seat": "{seat!r} is not a seat (N, E, S, W)",
    "error.timeline_may_not_ask": "{seat} may not ask {to} whether he has a card of the suit (61B)",
    "error.timeline_no_revoke": "there is no revoke to draw attention to",
    "error.timeline_no_revoke_by": "{seat} did not revoke; {other} revoked on trick {trick} "
                                   "(did you mean \"seat\": \"{letter}\"?)",
    "error.timeline_no_revoke_drawn": "attention has already been drawn to {seat}'s revoke; "
                                      "{other}'s revoke on trick {trick} is still open (did you "
                                      "mean \"seat\": \"{letter}\"?)",
    "error.timeline_designate_not_held": "{seat} names {card}, which is not in his hand: he "
                                         "can name only a card he holds (45C4(a)); a card "
                                         "called from dummy is named with dummy's seat",
    "error.timeline_substitute_illegal": "{seat} must follow with {suit}, not play {card}",
    "error.timeline_substitute_penalty": "{seat} must play the penalty card {penalty}, not "
                                         "{card}",
    "error.timeline_substitute_lead": "{seat} must obey declarer's requirement about {suit}, "
                                      "not play {card}",
    "error.timeline_withdraw_not_played": "{seat} withdraws {card}, which is not in the trick",
    "error.timeline_withdraw_not_allowed": "{seat} may not withdraw {card} now (62C)",
    "error.timeline_claim_mid_trick": "a claim in the middle of a trick: finish the trick first",
    "error.timeline_claim_range": "declarer cannot end with {total} tricks: he has {decl} and "
                                  "{left} remain",
    "error.timeline_no_claim": "there is no claim to agree or object to",
    "error.timeline_accept_own_claim": "{seat} cannot agree to his own side's claim",
    "error.timeline_option_not_available": "declarer has no option now: no partner of a major "
                                           "penalty card is about to lead",
    "error.timeline_bad_choice": "choice {choice!r} is not possible (require, forbid or none, for "
                                 "the suit of the penalty card)",
    "error.timeline_designate_penalty_not_now": "declarer designates a penalty card only when "
                                                "{seat} is to play and has two or more penalty "
                                                "cards he must play now (51A)",
    "error.timeline_designate_penalty_card": "{card} is not one of the penalty cards {seat} may "
                                             "play now ({cards})",
    "error.timeline_loot_not_a_lead": "{seat} cannot lead out of turn now: a trick is on the "
                                      "table or another decision is waiting",
    "error.timeline_loot_in_turn": "it is {seat}'s turn to lead: that is not a lead out of turn",
    "error.timeline_loot_spread": "declarer may spread his hand only after a defender's opening "
                                  "lead out of turn (54A)",
    "error.timeline_loot_pending": "{seat} led out of turn: first accept or refuse it (the next "
                                   "player plays to it, or {leader} leads)",
    "error.timeline_premature_not": "{seat} does not play too soon here (57A): only a defender "
                                    "whose partner has still to play can",
    "error.timeline_premature_57c": "declarer has played from both hands already: {seat}'s card "
                                    "is not a premature play (57C)",
    "error.timeline_no_law52": "no card was played instead of a penalty card (52)",
    "error.timeline_dispute_in_play": "a disputed revoke is settled after play (66D)",
    "error.timeline_dispute_with_deal": "with the deal and the play the facts can be found: "
                                        "leave out \"deal\" for a disputed revoke (66D)",
    "error.timeline_omit_in_correction": "a card is missing while a revoke is being corrected: "
                                          "first finish the corrected trick",
    "error.timeline_omit_lead": "{seat} is on lead: a trick cannot lack its lead (the next "
                                "card played is the lead)",
    "error.timeline_omit_twice": "in trick {trick} {seat} already played no card; one player's "
                                 "card missing per trick",
    "error.timeline_not_defective": "{seat} did play a card to trick {trick}: with the deal, a "
                                    "defective trick is told by an \"omitted\" event in it (67)",
    "error.timeline_67A_next_begun": "{seat}'s card is missing from trick {trick}, and the next "
                                     "trick has begun but not both sides have played to it "
                                     "(67A): the laws do not say whether the card he supplies "
                                     "changes who won that trick, so the program does not rule "
                                     "this; the director decides",
    "error.timeline_question_no_card": "{to} played no card to trick {trick}: there is no "
                                        "other suit to ask about; attention to the missing card "
                                        "is a defective_trick event (67)",
    "error.timeline_67A_after_claim": "{seat}'s card is missing from trick {trick} and play "
                                      "stopped before both sides played to the next trick (67A): "
                                      "he cannot supply it now; the director settles the claim "
                                      "with that card still in his hand (70)",
    "error.timeline_defective_last": "trick 13 has no next trick, so a missing card there is "
                                     "supplied (67A1), not placed: tell the case with the deal and "
                                     "an \"omitted\" event",
    "error.timeline_defective_twice": "trick {trick} has already been told as defective",
    "error.timeline_defective_winner": "{seat} won trick {trick}, so he did play a card to it: "
                                       "it cannot lack his card",
    "error.timeline_defective_card": "{seat} places one card in trick {trick} (67B1): say which "
                                     "(field card), one of {cards}",
    "error.timeline_defective_suit": "{seat} still holds {suit}, so he must place one of them in "
                                     "trick {trick}, not {card} (67B1)",
    "error.timeline_substitute_play_rule": "{seat} must do what declarer decided after his "
                                           "partner's premature play, not play {card} (57A)",
    "error.timeline_claim_ruled": "the director has already ruled on the claim: play is over",
    "error.timeline_claim_agreed": "the claim was agreed to: there is nothing for the director "
                                   "to rule (an objection comes first: \"object\")",
    "error.timeline_result_after_objection": "the claim was objected to, so a \"result\" "
                                             "(an agreed claim) cannot follow: give the "
                                             "director's ruling on it as {{\"type\": "
                                             "\"claim_ruled\", \"declarer_tricks\": ...}} (70)",
    "error.timeline_claim_pending": "a claim is already pending: it is first agreed to or "
                                    "objected to",
    "error.case_short_impossible": "\"short\": these cannot all be true: {reason}",
    "reason.short_too_few": "declarer has {tricks} tricks, so {side} has {ours:ntricks}; but by "
                            "the answers {side} {won:choice}, so at least {need:ntricks}",
    "reason.short_too_many": "declarer has {tricks} tricks, so {side} has {ours:ntricks}; but by "
                             "the answers {side} {won:choice}: with the {before:ntricks} "
                             "before trick {trick}, at most {most:ntricks}",
    "reason.short_after": "the revoke was on trick {trick}, with {after:tricks} left to play "
                          "after it; but by the answers {side} won {need:tricks} or more after "
                          "it",
    "ui.choice_short_won_0_0": "did not win the revoke trick and won no trick after it",
    "ui.choice_short_won_0_1": "did not win the revoke trick and won one trick after it",
    "ui.choice_short_won_0_2": "did not win the revoke trick and won two or more tricks after it",
    "ui.choice_short_won_1_0": "won the revoke trick and no trick after it",
    "ui.choice_short_won_1_1": "won the revoke trick and one trick after it",
    "ui.choice_short_won_1_2": "won the revoke trick and two or more tricks after it",
    "error.timeline_exposed_how": "say how {seat} exposed {card} (\"choice\": accident or "
                                  "deliberate): it decides between a minor and a major "
                                  "penalty card (50B)",
    "error.timeline_no_trick": "trick {trick} has not been played yet",
    "reason.short_example": "an object such as {{\"declarer_tricks\": 9, \"seat\": \"E\", "
                            "\"trick\": 6, \"won_by\": \"other\", \"later\": 1}}",
    "reason.not_with_short": "not together with \"short\"",
    "reason.not_with_play": "not together with \"play\"",
    "reason.play_trick": "a trick's cards in the order played, such as \"HA H2 H3 H4\", with - "
                         "for a card not known",
    "reason.is_dir": "it is a folder",
    "reason.permission": "no permission to read it",
    "reason.not_found": "it does not exist",
    "reason.disk_full": "the disk is full",
    "reason.read_only": "read-only",
    "reason.form_broken": "the upload is broken or was cut off",
    "reason.form_fields": "too many fields",
    "reason.not_regular": "not a regular file",
    "reason.no_folder": "that folder does not exist",
    "reason.too_large": "it is larger than {limit} MB",
    "reason.too_deep": "lists and objects are nested too deeply",
    "reason.yaml_alias": "YAML aliases (*name) are not allowed",
    "reason.yaml_tag": "YAML tags (!!int, !!python...) are not allowed",
    "reason.yaml_syntax": "it is not valid YAML",
    "reason.yaml_value": "a value cannot be read (a number too long, a list as a key?)",
    "reason.json_syntax": "it is not valid JSON (column {column})",
    "reason.number_too_long": "a number has too many digits",
    "reason.duplicate_key": "field \"{key}\" is given twice in the same object: which one is "
                            "meant?",
    "reason.board_number": "a board number: positive, at most 9 digits; or a name of at most "
                            "40 characters",
    "reason.pbn_result": "declarer's tricks 0..13, or a side's: NS 9, EW 4",
    "reason.seats": "N, E, S, W",
    "reason.winners": "N, E, S, W, NS, EW",
    "reason.vulnerable": "None, NS, EW, All",
    "reason.contract": "4S, 3NT, 5DX, Pass",
    "reason.card": "a card such as C3, HA",
    "reason.suits": "C, D, H, S",
    "reason.lin_dealer": "dealer 1..4",
    "reason.type_str": "text",
    "reason.type_list": "a list",
    "reason.type_dict": "an object",
    "reason.too_long": "far too long",
    "reason.list_of_winners": "a list of winners",
    "reason.list": "a list",
    "reason.card_example": "a card such as HA, C10",
    "reason.claim_example": "for example {{\"by\": \"S\", \"declarer_tricks\": 10}}",
    "reason.revoke_example": "for example {{\"seat\": \"E\", \"trick\": 6}}",
    "reason.event_example": "for example {{\"type\": \"play\", \"card\": \"HA\"}} or \"HA H2 H3 H4\"",
    "reason.use_events": "with \"events\", use claim and play events instead",
    "error.laws_and_date": "give --laws or --date, not both (--laws {laws}, --date {date})",
    "error.bad_date": "cannot read date {date!r}: write YYYY-MM-DD",
    "error.no_edition_before": "the program has no laws for {date}: the first it knows were "
                               "applied from {first}",
    "error.no_edition_in_gap": "the program has no laws for {date}: it has none between {until} and {next}",
    "error.case_timeline_edition": "events cannot be ruled under the laws {laws}",
    "error.deal_start": "the deal must start with a seat and a colon, as in 'N:' (read: {text!r})",
    "error.deal_hand_count": "the number of hands in the deal is {count} instead of 4",
    "error.deal_suit_count": "{seat}'s hand has {count} suits instead of 4",
    "error.deal_bad_rank": "{seat}'s hand contains {char!r}, which is not a card",
    "error.deal_card_twice": "{seat}'s hand contains {card} twice",
    "error.deal_hand_size": "{seat}'s hand has {count} cards instead of 13",
    "error.deal_card_shared": "{card} is in more than one hand",
    "error.bad_card": "{text!r} is not a card (a card such as HA, C10)",
    "error.not_a_card": "trick {trick}: {text!r} is not a card",
    "error.trick_too_long": "trick {trick} has more than four cards",
    "error.too_many_tricks": "there are more than 13 tricks (trick {trick})",
    "error.trick_gap": "in trick {trick} the card of {seat} is missing, but play goes on in "
                       "trick {next}",
    "error.card_played_twice": "trick {trick}, {seat}: {card} was already played in trick {first}",
    "error.card_not_dealt": "trick {trick}, {seat}: {card} is in no hand",
    "error.card_not_held": "trick {trick}, {seat:letter}: plays {card}, which is not in that hand "
                           "(it was dealt to {holder:letter})",
    "error.unknown_laws": "unknown laws {name!r}; known: {known}",
    "error.file_not_found": "file not found",
    "error.file_unreadable": "file cannot be read ({reason})",
    "error.file_unknown_type": "unknown kind of file: expected PBN (.pbn), LIN (.lin) or a case "
                               "file (.json, .yaml)",
    "error.file_not_text": "not a text file (a photo or a PDF, for instance), so not a PBN, LIN "
                           "or case file: choose the hand record (.pbn, .lin) or a case file "
                           "(.json, .yaml)",
    "error.file_too_deep": "the file is nested too deeply to be read",
    "error.file_too_large": "the file is larger than {limit} MB",
    "error.unknown_kind": "unknown kind of file {kind!r}; known: {known}",
    "error.no_boards": "no board found",
    "error.board_not_found": "board {number} is not in the file",
    "error.board_table_not_found": "board {number} is in the file, but not for table {table}: "
                                   "{count} times for other tables (ask by the table's number, "
                                   "the room or a player's name)",
    "error.table_not_found": "table {table} is not in the file (looked for as a table number, "
                             "a room and in the players' names)",
    "error.pbn_tag_syntax": "cannot read tag {text!r} (expected: [Name \"value\"])",
    "error.pbn_tag_twice": "[{tag} \"{value}\"], but line {first_line} gave [{tag} \"{first}\"] "
                           "for this game: which is it? (a tag of the next game needs an "
                           "empty line before it)",
    "error.pbn_comment_open": "a comment opened with '{{' is never closed with '}}'",
    "error.pbn_missing": "tag [{tag}] is missing; the board cannot be ruled without it",
    "error.pbn_empty": "tag [{tag}] has no value (or \"#\", the value of the board before, "
                       "which has none); the board cannot be ruled without it",
    "error.pbn_bad_value": "tag [{tag}]: cannot read value {value!r} ({reason})",
    "error.pbn_play_token": "[Play], trick {trick}: {text!r} is not a card",
    "error.pbn_play_mark": "[Play], trick {trick}: {text} marks an irregularity other than a "
                           "revoke (only ^R is read from PBN, and a lead out of turn changes "
                           "who plays next): enter this board as a case file",
    "error.pbn_play_mark_no_card": "[Play], trick {trick}: ^R marks a revoke, but no card "
                                   "follows it",
    "error.pbn_play_after_end": "[Play]: {text!r} comes after '*', which ends the play: "
                                "remove the '*', or what follows it",
    "error.pbn_play_short_row": "[Play], trick {trick}: this line has {count:cards}, but a trick "
                                "needs four (write - for a card that was not played)",
    "error.pbn_play_long_row": "[Play]: this line has {count:cards} ({text!r}), but PBN writes "
                               "one trick a line, four cards. After its last whole trick: "
                               "{extra:cards}, the start of trick {trick}, which the lines after "
                               "it do not go on with (write each trick on a line of its own)",
    "error.pbn_play_leader": "[Play] starts with {leader}, but with {declarer} as declarer "
                             "{expected} leads",
    "error.pbn_play_passed_out": "[Play] has cards, but [Contract] says the board was passed out: "
                                 "which is it?",
    "error.pbn_cards_outside_play": "{text!r} holds cards, but no [Play] section is open here: "
                                    "is its [Play] tag missing (or another tag cut the "
                                    "section off)? Without it the play would be left out",
    "error.pbn_auction_token": "[Auction], call {number}: {text!r} is not a call (Pass, X, XX, "
                               "1C … 7NT, AP; notes =1=, NAGs $1)",
    "error.pbn_auction_after_end": "[Auction]: {text!r} comes after '{end}', which ends the "
                                   "calls given: remove the '{end}', or what follows it",
    "error.pbn_call_after_end": "[Auction], call {number}: {seat} calls {call} after the auction "
                                "has ended",
    "error.pbn_insufficient_bid": "[Auction], call {number}: {seat} bids {call} after {last}; a "
                                  "bid must be higher (PBN marks one the opponents accepted "
                                  "^I)",
    "error.pbn_no_deal": "no [Deal] for this board and no earlier board to take it from",
    "error.result_range": "[Result] {result} is impossible: after {played} tricks declarer has "
                          "{decl} and {left} remain",
    "error.case_json": "cannot read the case file: {reason}",
    "error.case_type": "a case must be an object with fields such as \"contract\" and \"tricks\"",
    "error.case_missing": "field \"{field}\" is missing",
    "error.case_without_revoke_passed_out": "\"without_revoke\": the board was passed out, "
                                            "so there was no play and no revoke to judge",
    "error.case_without_revoke_no_revoke": "\"without_revoke\": this board has no revoke, so "
                                           "there is no damage to make good (64C): leave the "
                                           "field out, or give the revoke",
    "error.case_play_passed_out": "\"{field}\" describes play, but \"contract\" says the board "
                                  "was passed out: which is it?",
    "error.case_bad_value": "field \"{field}\": {value!r} is not valid ({reason})",
    "error.case_revoke_twice": "{second} repeats {first}: {seat} on trick {trick} is one revoke, listed once",
    "error.case_event_field": "field \"{field}\": an event of type {type} takes no such "
                              "field (it takes: {fields})",
    "error.case_unknown_field": "unknown field \"{field}\"{like:suggest}",
    "error.case_trick_count": "\"tricks\" lists {count} tricks; there cannot be more than 13",
    "error.case_short_no_claim": "\"tricks\" lists {count:tricks}: with fewer than 13, say with "
                                 "\"claim\" who claimed and how many tricks declarer took in all",
    "error.case_claim_range": "\"claim\": declarer cannot end with {total} tricks; after {played} "
                              "tricks he has {decl} and {left} remain",
    "error.case_revoke_trick": "revoke by {seat} on trick {trick}: that trick was not played",
    "error.case_revoke_13": "a revoke by {seat} on trick 13 is impossible: everyone has one card "
                            "left",
    "error.case_winner_seat_needed": "Trick {trick}: did {first} or {second} win the revoke "
                                     "trick? Give the winner as a seat instead of {side}",
    "error.case_suit_needed": "{seat} revoked on trick {first} and on trick {trick}: in which "
                              "suit each time? Give \"suit\" for both revokes",

    # -- web page (verzaking serve) ------------------------------------------------------
    "web.title": "Verzaking — revoke rulings",
    "web.app_name": "Verzaking",
    "web.nav_quick": "At the table",
    "web.nav_record": "Hand record",
    "web.nav_tell": "Play by play",
    "web.nav_practice": "Practice",
    "web.nav_api": "API",
    "web.nav_guide": "Guide",
    "web.guide_back": "Back to the app",
    "web.guide_whatnow": "Guide: correcting, and what now?",
    "web.guide_title": "Guide at the table",
    "web.other_lang": "Nederlands",
    "web.other_lang_code": "nl",
    "web.intro_quick": "Enter what happened at the table. The ruling appears below the form.",
    "web.intro_record": "Paste a hand record (PBN or LIN) or a case (JSON or YAML), or choose a "
                        "file. Then pick the board.",
    "web.intro_tell": "Tell the board as it happens: contract and declarer, then trick by trick "
                      "the cards or just who won the trick (the latter until the first trick "
                      "told by its cards), and any irregularity. After each tap this page shows "
                      "what the director now tells the players; after the last trick or a "
                      "claim, the ruling.",
    "web.tell_deal": "The deal (optional)",
    "web.tell_deal_hint": "As PBN, North first, suits in the order spades.hearts.diamonds.clubs: "
                          "N:AKQ.JT9.876.5432 … With the deal the program finds every revoke "
                          "itself; without it, you say so.",
    "web.tell_deal_ok": "Deal complete ({counts}) ✓",
    "web.tell_deal_problem": "The deal cannot be used yet: {problem}",
    "web.tell_go": "Go on",
    "web.tell_start": "First tap the contract and declarer.",
    "web.tell_penalty_cards": "Penalty card on the table, {seat}:",
    "web.tell_happened": "What happened",
    "web.tell_cancel": "Cancel",
    "web.tell_odd_hint": "A striped card is not a legal card: with it the player revokes, or fails"
                         " to play his penalty card.",
    "web.tell_questions": "\"No more?\" — who asks whom",
    "web.tell_more": "Another irregularity, or a claim",
    "web.tell_after": "After play",
    "web.tell_undo": "Undo the last tap",
    "web.tell_won_heading": "Or just who won trick {number}:",
    "web.tell_won_only": "Who won trick {number}?",
    "web.tell_won_no_more": "Just who won trick {number} is no longer possible here: the "
                            "program takes tricks told only by their winner until the first "
                            "trick told by its cards, not after. Tap the cards, or tap Claim "
                            "for the rest.",
    "web.tell_who_led": "Cards next? Which of {side} won trick {number} (he leads)?",
    "web.tell_play_lead": "Trick {number}: {seat} leads",
    "web.tell_play_lead_later": "Trick {number}: {seat} leads",
    "web.tell_play": "Trick {number}: {seat} plays",
    "web.tell_play_again": "Trick {number}: {seat} plays a card to the corrected trick",
    "web.tell_loot_accept": "Accepted: {seat} plays to the lead",
    "web.tell_loot_refuse": "Refused: {seat} leads",
    "web.tell_loot_accept_later": "Accepted: {seat} plays to the lead",
    "web.tell_loot_refuse_later": "Refused: {seat} leads",
    "web.tell_spread": "Declarer spreads his hand and becomes dummy (Law 54A)",
    "web.tell_revoke_mark": "Did {seat} revoke with {card}, still holding {suit}? Tap who noticed "
                            "it:",
    "web.tell_whatnow_revoke_open": "First the question below: did {seat} revoke with {card}? "
                                    "Play goes on only once it is answered.",
    "web.tell_not_yet": "nobody yet",
    "web.tell_revoke_earlier": "{seat} on trick {trick} with {card}: a revoke",
    "web.tell_earlier": "An earlier revoke?",
    "web.tell_attention": "{seat}'s revoke on trick {trick} was noticed by:",
    "web.tell_not_said": "not said",
    "web.tell_question": "{seat} asks {to}",
    "web.tell_question_irregular": "{seat} asks {to} (not allowed, Law {law})",
    "web.tell_act_lead_out_of_turn": "Lead out of turn",
    "web.tell_act_lead_out_of_turn_later": "Lead out of turn",
    "web.tell_act_premature_play": "A defender plays too soon (Law 57)",
    "web.tell_act_exposed": "A defender's card exposed (penalty card)",
    "web.tell_act_claim": "Claim",
    "web.tell_act_concede": "Tricks conceded",
    "web.tell_act_claim_ruled": "Ruling on the disputed claim (Law 70)",
    "web.tell_act_seat": "Who?",
    "web.tell_act_total": "Declarer's total tricks:",
    "web.tell_act_how": "How was {card} exposed?",
    "web.tell_act_card": "Which card of {seat}'s?",
    "web.tell_how_deliberate": "deliberately",
    "web.tell_how_accident": "by accident",
    "web.tell_option": "Declarer chooses (Law {law}):",
    "web.tell_opt_require": "require {suit}",
    "web.tell_opt_forbid": "forbid {suit}",
    "web.tell_opt_none": "neither",
    "web.tell_opt_highest": "highest card of the suit led",
    "web.tell_opt_lowest": "lowest card of the suit led",
    "web.tell_accept_play": "Declarer accepts the card played (Law {law})",
    "web.tell_refuse_play": "The penalty card must be played instead (Law {law})",
    "web.tell_withdraw": "{seat} takes back {card} (Law {law})",
    "web.tell_withdraw_dummy": "Declarer takes back dummy's {card} (Law {law})",
    "web.tell_designate": "Declarer names which penalty card {seat} plays now:",
    "web.tell_accept": "{seat} agrees to the claim",
    "web.tell_object": "{seat} objects to the claim",
    "web.tell_hands_returned": "Hands back in the board",
    "web.tell_end_of_round": "End of the round",
    "web.tell_next_board_call": "{seat} has made a call (a bid or a pass) on the next board",
    "web.contract": "Contract",
    "web.level": "Level",
    "web.strain": "Suit",
    "web.notrump": "NT",
    "web.doubled": "Doubled?",
    "web.dbl_none": "no",
    "web.dbl_x": "X",
    "web.dbl_xx": "XX",
    "web.declarer": "Declarer",
    "web.vulnerable": "Vulnerable",
    "web.vul_none": "none",
    "web.vul_ns": "NS",
    "web.vul_ew": "EW",
    "web.vul_all": "all",
    "web.tricks": "Who won each trick?",
    "web.tricks_hint": "Tap the side (NS, EW). Tap the player where it matters: who won the "
                       "revoke trick.",
    "web.trick_n": "Trick {number}",
    "web.claim": "Claim: play ended early",
    "web.claim_total": "Declarer's total tricks, claim included",
    "web.claim_by": "Who claimed",
    "web.unknown": "not known",
    "web.choose": "—",
    "web.revokes": "Revokes",
    "web.revoke_n": "Revoke {number}",
    "web.revoke_seat": "Who revoked",
    "web.revoke_trick": "On trick",
    "web.attention": "When was attention drawn?",
    "web.att_during": "during play or soon after (in time)",
    "web.att_after_call": "after a call by the non-offending side on the next board (64B4)",
    "web.att_after_round": "after the round ended (64B5)",
    "web.more": "More (when attention was drawn, established, …)",
    "web.established": "Established?",
    "web.est_auto": "the laws decide",
    "web.est_yes": "yes, established",
    "web.est_no": "no, not yet established (corrected)",
    "web.suit_led": "Suit led",
    "web.kind": "Kind",
    "web.kind_penalty": "penalty card not played",
    "web.edition": "Laws",
    "web.board": "Board number",
    "web.submit": "Rule",
    "web.reset": "Start again",
    "web.reset_confirm": "Clear everything and start again?",
    "web.busy": "Working…",
    "web.network_error": "No connection to the server. Try again.",
    "web.paste": "Paste the text here",
    "web.upload": "Or choose a file (.pbn, .lin, .json, .yaml)",
    "web.board_choice": "Board",
    "web.table_choice": "Table",
    "web.table_choice_hint": "Empty: you pick from the list next. A table is only needed when "
                             "the file has each board from several tables: the table's number, "
                             "the room or a player's name.",
    "web.laws_from_file": "as in the file (else 2017)",
    "web.pick_heading": "Pick a board",
    "web.pick_hint": "{count} boards in the file. Boards with a revoke are marked.",
    "web.pick_hint_tables": "{count} records of {boards} boards: each board from several "
                            "tables. In order of board and table; records with a revoke are "
                            "marked.",
    "web.pick_table_heading": "Board {board}: which table?",
    "web.pick_table_hint": "Board {board} is {count} times in the file, from different tables. "
                           "Pick the table where the revoke was.",
    "web.pick_which_heading": "Board {board}: which record?",
    "web.pick_which_hint": "Board {board} is {count} times in the file. Pick the one to rule.",
    "web.pick_search": "Search",
    "web.pick_search_hint": "Board number, table number or name, e.g. \"board 12 table 7\" or "
                            "\"Smith\".",
    "web.pick_none": "No record found. Search by board number, table number or name.",
    "web.pick_nth": "record {n} of {count} of this board",
    "web.pick_room_open": "open room",
    "web.pick_room_closed": "closed room",
    "web.pick_revoke": "revoke",
    "web.pick_no_revoke": "no revoke",
    "web.pick_no_play": "no play",
    "web.pick_error": "cannot be read",
    "web.pick_passed": "passed out",
    "web.ruling_heading": "Ruling",
    "web.revoke_summary": "{seat} revoked on trick {trick}: {count:tricks} transferred "
                          "(Law {law})",
    "web.revoke_summary_open": "{seat} revoked on trick {trick}: still open, not established "
                               "and no attention drawn to it yet (Law 62A)",
    "web.result_played": "As played",
    "web.transferred_to": "to {side}",
    "web.claimed_tricks": "Transferred from the claim: {count:tricks}",
    "web.equity_heading": "Equity (Law 64C)",
    "web.equity_hint": "The deal below helps to judge whether the non-offending side is fully "
                       "compensated.",
    "web.enter_mark": "to enter",
    "web.deal_heading": "The deal",
    "web.event": "Event",
    "web.site": "Site",
    "web.date": "Date",
    "web.players": "Players",
    "web.error_heading": "This cannot be ruled as given",
    "web.err.contract": "Choose the contract: level and suit.",
    "web.err.declarer": "Choose the declarer.",
    "web.err.no_tricks": "Tap who won each trick.",
    "web.err.trick_gap": "Trick {trick}: who won it? Later tricks are already filled in.",
    "web.err.short": "Filled in: {count:tricks}. Fill in all 13 tricks, or give declarer's "
                     "total under 'Claim'.",
    "web.form_revoke": "revoke {n}",
    "web.form_trick": "trick {n}",
    "web.err.revoke_row": "Revoke {row}: choose who revoked and on which trick.",
    "web.err.field_too_long": "The field {field} is too long.",
    "web.err.bad_form": "The form could not be read ({reason}).",
    "web.err.short_missing": "Short: tap declarer's tricks, who revoked, on which trick, who "
                             "won that trick and whether the offending side won a trick after "
                             "it.",
    "web.err.short_impossible": "Short: these cannot all be true: {reason}. Check the answers, "
                                "or enter the board trick by trick.",
    "web.path": "Enter",
    "web.path_short": "Short (what 64A asks)",
    "web.path_tricks": "Trick by trick",
    "web.short_tricks": "Declarer's tricks, as played",
    "web.short_seat": "Who revoked?",
    "web.short_trick": "On which trick?",
    "web.short_won": "Who won that trick?",
    "web.won_offender": "The revoker himself",
    "web.won_partner": "His partner",
    "web.won_other": "The other side",
    "web.won_self": "{seat} himself",
    "web.won_self_role": "{seat} himself ({role})",
    "web.won_seat_role": "{seat} ({role})",
    "web.won_side_both": "{side} (declarer or dummy)",
    "web.role_declarer": "declarer",
    "web.role_dummy": "dummy",
    "web.short_later": "Tricks the offending side won after it",
    "web.later_0": "None",
    "web.later_1": "One",
    "web.later_2": "Two or more",
    "web.judgement": "Director's judgement (64C)",
    "web.judgement_hint": "Optional. Without the whole deal the program cannot tell what would "
                          "have happened without the revoke. If the tricks transferred do not "
                          "make good the damage, tap how many tricks declarer would have made in "
                          "all without the revoke (tap again to clear): the ruling then gives the "
                          "score to enter (64C).",
    "web.judgement_tricks": "Tricks for declarer without the revoke (your judgement)",
    "web.short_when": "When was attention drawn? (64B4, 64B5)",
    "web.short_1997": "1997 Laws only: a second trick? (64A2)",
    "web.short_won_later": "1997 Laws: did the revoker later win a trick with a card of the suit "
                           "led (64A2)?",
    "web.won_later_unknown": "not known",
    "web.won_later_yes": "yes: a second trick",
    "web.won_later_no": "no",
    "web.short_hint": "Only what Law 64A needs. For a claim, a revoke corrected in time or two "
                      "revokes: enter the board trick by trick.",
    "web.revoke_in": "revoke by {seats}",
    "web.short_note_label": "Short path",
    "web.short_note": "Counted, not entered trick by trick: which tricks before and after the "
                      "revoke trick each side won is not known. The explanation therefore names "
                      "the later tricks without their numbers; the tricks transferred and the "
                      "score are right.",
    "web.no_board": "Board (no number)",
    "web.pick_table": "table {table}",
    "web.case_title": "Case",
    "web.site_loading": "Loading the engine…",
    "web.site_ready": "Ready, also without a network · verzaking {version} · laws {laws}",
    "web.site_ready_online": "Ready · verzaking {version} · laws {laws} (this page cannot be "
                             "kept for offline use: that needs https)",
    "web.site_saving": "Ready · verzaking {version} · laws {laws} · being saved for use "
                       "without a network…",
    "web.site_failed": "The engine could not load ({reason}). Reload the page with a network.",
    "web.site_file_url": "The engine cannot load from a file opened in the browser (file://): "
                         "serve the folder, e.g. python3 -m http.server -d FOLDER, and open "
                         "http://localhost:8000/ (or /app/ of verzaking serve).",
    "web.site_engine_error": "This could not be ruled ({reason}).",
    "web.site_equity": "This page could not load its double-dummy solver: the estimate of 64C "
                       "needs the server now.",
    "web.site_equity_button": "Compute the estimate on the server",
    "web.site_equity_failed": "No server can be reached: the estimate of 64C cannot be "
                              "computed now.",
    "web.site_practice_no_solver": "Here no questions on 64C by double dummy are asked: this "
                                   "page could not load its solver.",
    "web.nav_offline": "Offline app",
    "web.kind_label": "Kind of revoke",
    "web.kind_follow_suit": "failure to follow suit",
    "web.edition_label.2017": "2017 · WBF, in force",
    "web.edition_label.2007": "2007 · WBF",
    "web.edition_label.1997": "1997 · WBF",
    "web.edition_label.1930": "1930 · Dutch rules",
    "web.edition_label.rubber": "Rubber bridge",
    "web.edition_label.home": "Home (revoke taken back)",
    "web.edition_short.rubber": "rubber",
    "web.edition_short.home": "home",
    "web.case_description": "Description",
    "web.api_heading": "The JSON API",
    "web.api_paths": "Addresses",
    "web.site_missing": "The offline app has not been built. Build it with: verzaking site "
                        "FOLDER, and start the server with --site FOLDER.",
    "error.yaml_offline": "a YAML case can only be read by the server (PyYAML does not run in "
                          "the browser): paste the case as JSON, or use the server",
    "web.err.too_large": "The input is too large: more than {limit} MB. Send only the boards of "
                         "this session.",
    "web.err.empty": "No input: paste a hand record or a case, or choose a file.",
    "web.err.empty_file": "The file {file} is empty: there is no board or case in it.",
    "web.err.content_type": "Unknown kind of input ({type}). Send a case as JSON "
                            "(application/json), a PBN record as text (text/plain), or a file "
                            "(multipart/form-data).",
    "web.err.too_deep": "The input is nested too deeply to be read.",
    "web.err.unexpected": "This input could not be processed ({reason}).",
    "web.err.not_found": "This page does not exist.",
    "web.err.method": "This page cannot be used that way (method {method}).",
    "web.err.host": "This server does not answer to the name {host}: open it at the address "
                    "it showed when it started. (A page of another site may have tried to "
                    "reach it under its own name.)",
    "web.err.too_many_boards": "That would rule {count} boards at once; up to {limit} are "
                               "ruled at a time. Choose one board (under Board, from the list "
                               "or with ?board=) or send fewer boards.",
    "web.err.equity": "equity= must be one of {choices} (read: {value!r})",
    "web.err.over_budget": "This needs more work than the {seconds:num} seconds a request may "
                           "take. Send fewer boards or a smaller file, or choose one board.",
    "web.line_lead_legend": "Underlined: the card led to each trick.",
    "web.dd_caption": "{seat}, trick {trick}: what each legal card would have given "
                      "(double dummy)",
    "web.dd_card": "Card",
    "web.dd_tricks": "Declarer's tricks",
    "web.dd_recommended": "To consider: {tricks} tricks for declarer, North-South score "
                          "{score:score}",
    "web.likely_caption": "{seat}, trick {trick}: declarer's tricks in the likely plays "
                          "({plays} plays{partial})",
    "web.likely_partial": ", partial: the time budget ran out",
    "web.likely_tricks": "Declarer's tricks",
    "web.likely_share": "Share of the plays",
    "web.likely_figure": "Likely (the best for the non-offending side reached in at least a "
                         "third of the plays): {figure} tricks. Double dummy: {dd}.",
    "web.likely_figure_both": "Likely (the middle result of the plays): {figure} tricks. "
                              "Double dummy: {dd}.",
    "web.likely_difference": "The difference: on trick {trick} {seat} plays {card} where double "
                             "dummy plays {instead} ({share} % of the plays).",
    # -- LIN and scan ------------------------------------------------------------------
    "error.lin_syntax": "cannot read {text!r} (LIN is written as key|value|)",
    "error.lin_no_board": "{key}| comes before the first board (qx| or md|)",
    "error.lin_no_dealer": "the dealer is not known: md| has no dealer digit and the board "
                           "has no number",
    "error.lin_bad_value": "{key}|: cannot read value {value!r} ({reason})",
    "error.lin_play_no_auction": "cards are played (pc|) but there is no auction (mb|), so "
                                 "there is no contract",
    "error.lin_play_passed_out": "cards are played (pc|) but the auction has no bid",
    "note_lin_auction_no_passes": "{key}| (line {line}) follows the auction's last bid without "
                                  "the three passes that end it, as some programs write it: "
                                  "the contract is taken as {contract} by {seat}.",
    "error.lin_auction_open": "{key}| comes after an auction that has not ended ({calls} "
                              "calls, and three passes end an auction after a bid): which "
                              "contract was played?",
    "error.lin_md_incomplete": "md| gives {count} of the four hands (only the last may be left "
                               "out): is the record cut off?",
    "error.lin_no_deal": "cards are played (pc|) but the board has no deal (md|)",
    "error.lin_claim_range": "claim mc|{result} is impossible: after {played} tricks declarer "
                             "has {decl} and {left} remain",
    "error.lin_claim_twice": "mc| is given twice in this board: mc|{first}| (line {first_line}), "
                             "then mc|{second}|; a board has one claim, declarer's total of "
                             "tricks",
    "error.lin_claim_empty": "mc|| is empty: a claim gives declarer's total of tricks (0..13)",
    "error.lin_call": "call {number}: {text!r} is not a call",
    "error.lin_call_after_end": "call {number}: {seat} calls {call} after the auction has ended",
    "error.lin_insufficient_bid": "call {number}: {seat} bids {call} after {last}; a bid must "
                                  "be higher",
    "error.scan_unknown_type": "not a PBN or LIN file",
    "error.scan_jobs": "--jobs must be 1 or more (read: {jobs})",
    "error.likely_count": "--{option} must be 1 or more (read: {value})",
    "error.likely_seed": "--seed must be 0 or more (read: {value})",
    "error.likely_budget": "--budget must be more than 0 seconds (read: {value})",
    "error.scan_report_type": "the report must be a .csv or .json file: {file}",
    "error.scan_report_write": "cannot write the report {file} ({reason})",
    "error.internal_error": "this board could not be processed because of an error in "
                            "verzaking ({reason}); please report it",
    "note_lin_no_auction": "The record has no auction (mb|) and no play: there is no contract, so "
                           "nothing to rule.",
    "note_inadmissible_call": "Call {number} (line {line}), {call} by {seat}, is not "
                                  "allowed there: a double needs an undoubled bid of the "
                                  "opponents, a redouble their double. It was read as made, "
                                  "and the contract and declarer follow from the bids; the "
                                  "call itself is for the director (Law 36).",
    "note_pbn_vul_from_board": "The game has no [Vulnerable]; taken from board number "
                               "{number}: {vulnerability}.",
    "note_pbn_vul_unknown": "The game has no [Vulnerable] and no board number: scored as "
                            "nobody vulnerable.",
    "note_lin_dealer_from_board": "The file does not say who dealt; taken from board number "
                                  "{number}: {dealer}.",
    "note_lin_vul_from_board": "The file does not give the vulnerability (sv|); taken from "
                               "board number {number}: {vulnerability}.",
    "note_lin_vul_unknown": "The file does not give the vulnerability (sv|) nor a board "
                            "number: scored as nobody vulnerable.",
    "scan.heading": "Scan under the {laws} laws. Files: {files:num}, boards: {boards:num}, "
                    "{seconds:num} s, {rate:num} boards/s",
    "scan.files": "Files",
    "scan.files_unreadable": "cannot be read",
    "scan.boards": "Boards read",
    "scan.with_play": "with play",
    "scan.replayed": "replayed",
    "scan.rows_reseated": "of which with rows not in PBN column order (players from the deal)",
    "scan.inadmissible_calls": "with an inadmissible double or redouble (read; Law 36)",
    "scan.without_play": "without play",
    "scan.passed_out": "passed out",
    "scan.auction_only": "auction only",
    "scan.no_auction": "no auction",
    "scan.not_replayed": "cannot be read or replayed",
    "scan.mismatches": "Trick count differs from the file",
    "scan.source": "by {source}",
    "scan.revokes": "Revokes",
    "scan.revoke_boards": "boards with a revoke",
    "scan.established": "established",
    "scan.kind.follow": "failing to follow suit",
    "scan.kind.penalty_card": "not playing a penalty card",
    "scan.role.declarer": "by declarer",
    "scan.role.dummy": "by dummy",
    "scan.role.defender": "by a defender",
    "scan.rule": "ruled by Law {rule}",
    "scan.transferred": "tricks transferred",
    "scan.progress": "{boards:num} boards, {rate:num} boards/s",
    "scan.report_written": "Report: {file} ({count} findings)",
    "scan.result_range": "the file ({source}) gives declarer {result} tricks, but after "
                         "{played} tricks he has {decl} and {left} remain",
    "scan.result_differs": "the file ({source}) gives declarer {result} tricks, the play "
                           "gives {played}",
    "scan.rs_differs": "the results list (rs|: {rs}) gives declarer {result} tricks, the "
                       "play and claim give {played}",
    "web.err.huge_number": "A number in the input is far too long.",
}
