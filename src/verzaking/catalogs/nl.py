"""Dutch messages, by code.  Our own words; articles are cited, never quoted."""

MESSAGES: dict[str, str] = {
    # -- interface ---------------------------------------------------------------------
    "ui.did_you_mean": "; bedoelt u \"{like}\"?",
    "cli.required": "ontbreekt: {args}",
    "cli.invalid_choice": "{arg}: {value} is geen van {choices}",
    "cli.invalid_number": "{arg}: {value} is geen getal",
    "cli.expects_value": "{arg} heeft {count} waarde(n) nodig",
    "cli.unrecognized": "onbekende optie(s): {args}",
    "next.not_told": "Dit spel is niet als gebeurtenissen verteld (een spelverslag, of wie elke "
                     "slag won): er is geen \"wat nu\"; verzaking rule geeft de uitspraak.",
    "ui.board": "Spel {board}",
    "ui.no_board": "Spel (geen nummer)",
    "ui.trick": "Slag",
    "ui.leader": "Voor",
    "ui.won_by": "Gewonnen door",
    "ui.tricks_heading": "Het spelverloop",
    "ui.steps_heading": "De uitspraak, stap voor stap",
    "ui.score_heading": "Score",
    "ui.claim_row": "{count:tricks} geclaimd of afgestaan: de leider eindigt met {total} slagen",
    "ui.revoke_mark": "verzaakt",
    "ui.transferred_mark": "overgedragen",
    "ui.art": "art.",
    "ui.played": "Zoals gespeeld",
    "ui.declarer_tricks": "Slagen leider",
    "ui.score_ns": "Score Noord-Zuid",
    "ui.corrected_mark": "verzaking {seat} hersteld",
    "ui.penalty_mark": "strafkaart {seat} {card} ({size})",
    "ui.major": "groot",
    "ui.minor": "klein",
    "ui.choice_points": "de strafpunten",
    "ui.choice_tricks": "de twee slagen",
    "ui.choice_trick": "die ene slag",
    "ui.laws_heading": "Spelregels in het programma",
    "ui.laws_no_difference": "Geen verschillen: dat is één editie.",
    "ui.laws_diff_heading": "Verschillen tussen {a} en {b}",
    "ui.laws_in_force": "in gebruik bij de NBB vanaf {date}",
    "ui.compare_heading": "Dezelfde zaak onder elke editie",
    "ui.compare_equity": "64C (dubbeldummy)",
    "ui.compare_director": "64C (oordeel wedstrijdleider)",
    "ui.compare_compensated": "schadeloos",
    "ui.compare_no_64c": "geen 64C",
    "ui.compare_director_needed": "nog te beoordelen",
    "ui.compare_cannot_rule": "kan deze zaak niet beslissen: {reason}",
    "ui.next_heading": "Wat nu?",
    "edition.2017": "de Spelregels voor Wedstrijdbridge 2017 (WBF)",
    "edition.2007": "de Spelregels voor Wedstrijdbridge 2007 (WBF)",
    "edition.1997": "de Spelregels voor Wedstrijdbridge 1997 (WBF)",
    "edition.1930": "de Nederlandse spelregels van 1930",
    "edition.rubber": "de spelregels voor robberbridge (ACBL 2014)",
    "edition.home": "robberbridge thuis, met de huisregel dat een verzaking meteen teruggenomen mag worden",
    # -- places ------------------------------------------------------------------------
    "where.file": "{file}",
    "where.line": "regel {line}",
    "where.board": "spel {board}",
    # -- ruling steps ------------------------------------------------------------------
    "board.passed_out": "Het spel is rondgepast: er is niets te beoordelen.",
    "board.summary": "{declarer} speelt {contract}, {vulnerability}. Alle {played} slagen zijn "
                     "gespeeld. Toegepast: {edition:edition}.",
    "board.summary_claim": "{declarer} speelt {contract}, {vulnerability}. Na {played:tricks} "
                           "eindigde het spel met een claim of het afstaan van slagen; de leider "
                           "kreeg in totaal {claim_total} slagen. Toegepast: {edition:edition}.",
    "board.summary_no_play": "{declarer} speelt {contract}, {vulnerability}. Het spelverloop is "
                             "niet opgenomen; de leider maakte {claim_total} slagen. Toegepast: "
                             "{edition:edition}.",
    "board.summary_partial": "{declarer} speelt {contract}, {vulnerability}. Gespeeld: "
                             "{played:tricks}; het spel is nog niet uit. Toegepast: "
                             "{edition:edition}.",
    "board.no_revoke_unseen": "Er is geen verzaking gemeld, en zonder het spelverloop is er "
                              "geen na te gaan.",
    "board.no_revoke": "Er is op dit spel niet verzaakt: wie kon bekennen, heeft bekend.",
    "note_short_case": "Kort pad: alleen geteld, niet per slag ingevuld. Bekend is wie slag "
                       "{trick} won, niet welke slagen ervoor en erna elke partij won: deze "
                       "uitleg noemt de latere slagen daarom zonder nummer. Het aantal "
                       "overgedragen slagen en de score kloppen.",
    "note_unknown_field": "De casus heeft een veld dat het programma niet kent, \"{field}\"; het "
                          "is weggelaten.",
    "note_deal_unused": "De casus geeft de verdeling maar geen gebeurtenissen: de verdeling wordt "
                        "niet gebruikt (de slagen zijn zoals opgegeven).",
    "note_pbn_ignored_lines": "{count} regel(s) van het bestand zijn geen PBN en zijn weggelaten "
                              "(de eerste: regel {line}).",
    "note_pbn_no_empty_line": "Er staat geen lege regel tussen dit spel en het spel ervoor "
                              "(regel {line}); in PBN staat tussen twee spellen een lege regel. "
                              "Ze zijn als twee spellen gelezen.",
    "note_pbn_bad_dealer": "[Dealer] {value!r} is geen windrichting; weggelaten (het verandert de "
                           "uitspraak niet).",
    "note_pbn_rows_reseated": "De [Play]-regels van {tricks:tricks} staan niet in de "
                              "kolomvolgorde van PBN; de speler van elke kaart is uit de "
                              "verdeling genomen.",
    "note_result_differs": "Het bestand noemt {result} slagen voor de leider, maar het "
                           "uitgespeelde spel geeft er {played}. Verder gerekend met het "
                           "spelverloop.",
    "note_mark_not_revoke": "Het bestand markeert de kaart van {seat} in slag {trick} als "
                            "verzaking, maar {seat} kon die kleur niet bekennen: geen verzaking.",
    "61A.revoke": "Slag {trick}: er werd {suit} voorgespeeld en {seat} speelde {card}, terwijl "
                  "{seat} nog {held} had. Dat is een verzaking: {seat} kon bekennen en deed het "
                  "niet.",
    "61A.revoke_no_held": "Slag {trick}: er werd {suit} voorgespeeld en {seat} speelde {card}, "
                          "terwijl {seat} die kleur nog had. Dat is een verzaking.",
    "61A.revoke_reported": "{seat} verzaakte in slag {trick} (zoals gemeld aan de "
                           "wedstrijdleider).",
    "63A.given": "De verzaking van {seat} in slag {trick} is voldongen (zoals vastgesteld aan "
                  "tafel).",
    "62A.given": "De verzaking van {seat} in slag {trick} is niet voldongen (zoals "
                  "vastgesteld aan tafel).",
    "62A.open": "De verzaking van {seat} in slag {trick} is nog niet voldongen en er is nog "
                "niet op gewezen.",
    "63A.counted": "De verzaking van {seat} in slag {trick} is voldongen; hoe (de volgende slag, "
                   "een claim) is op het korte pad niet gevraagd.",
    "63A1.next_trick": "De verzaking is voldongen: daarna speelde de verzakende partij mee in "
                       "slag {next}.",
    "63A1.played_next": "De verzaking is voldongen: {player} van de verzakende partij speelde "
                        "al een kaart in slag {next}.",
    "63A3.claim": "De verzaking is voldongen: {claimer}, van de verzakende partij, claimde "
                  "slagen of gaf ze af.",
    "63A4.agreed": "De verzaking is voldongen: de verzakende partij stemde in met de claim van "
                   "{claimer} en maakte geen bezwaar voor het einde van de ronde.",
    "62A.not_established": "De verzaking is niet voldongen: na slag {trick} heeft niemand van "
                           "de verzakende partij nog gespeeld, een kaart aangewezen, geclaimd of "
                           "een claim aanvaard.",
    "63A.claim_agreed": "Het spel eindigde na deze slag met een claim die aanvaard werd (het is de "
                        "uitslag): de verzakende partij claimde zelf of stemde in met de claim "
                        "van de tegenpartij, en in beide gevallen is de verzaking voldongen "
                        "({laws}).",
    "62A.correct": "Ze moet dus hersteld worden: {seat} neemt de kaart terug en bekent. De "
                   "teruggenomen kaart van een tegenspeler wordt een grote strafkaart (62B1); "
                   "de leider en de blinde nemen hun kaart zonder straf terug (62B2). Er gaan "
                   "geen slagen over.",
    "62A.correct_open": "Wordt erop gewezen voordat ze voldongen is, dan moet ze hersteld "
                        "worden: {seat} neemt de kaart terug en bekent (een teruggenomen kaart "
                        "van een tegenspeler wordt een grote strafkaart, 62B1), en er gaan geen "
                        "slagen over. Speelt de partij van {seat} eerst mee in een volgende "
                        "slag, dan is ze voldongen (63A1).",
    "64B6.twelfth": "De verzaking gebeurde in de twaalfde slag: er gaan geen slagen over.",
    "62D1.correct": "Ook voldongen moet ze nog hersteld worden zolang niet alle vier de handen "
                    "terug in het bord zitten: {seat} speelt in slag 12 alsnog de juiste kaart "
                    "en de laatste twee slagen tellen zoals ze dan uitvallen.",
    "64B4.after_call": "Er werd pas op de verzaking gewezen nadat iemand van de niet-verzakende "
                       "partij op het volgende spel een bieding had gedaan (ook passen telt): geen "
                       "automatische overdracht.",
    "64B5.after_round": "Er werd pas na het einde van de ronde op de verzaking gewezen: geen "
                        "automatische overdracht.",
    "64B7.this_one_too": "Dat geldt ook voor de verzaking van {seat} in slag {trick}.",
    "64B7.both_sides": "Beide partijen hebben op dit spel een voldongen verzaking: voor geen van "
                       "beide gaan er automatisch slagen over.",
    "64C2b.both_sides": "Is een partij toch benadeeld, dan bepaalt de wedstrijdleider de score "
                        "die zonder de verzakingen het waarschijnlijkst was.",
    "64B3.penalty_card": "De verzaking bestond uit het niet spelen van een strafkaart: geen "
                         "automatische overdracht.",
    "64B3.dummy": "De blinde verzaakte. Zijn kaarten lagen open, dus iedereen had het kunnen "
                  "zien: geen automatische overdracht.",
    "64B2.same_suit": "Dit is een volgende verzaking van {seat} in {suit}, nadat de verzaking in "
                      "slag {first} al voldongen was: hiervoor gaan geen extra slagen over.",
    "64A1.two": "{seat} won de verzakingsslag, slag {trick}, zelf. Die slag gaat naar de "
                "tegenpartij, samen met één latere slag van de verzakende partij (die won "
                "nog {later:tricks}).",
    "64A1.one": "{seat} won de verzakingsslag, slag {trick}, zelf. Die slag gaat naar de "
                "tegenpartij; de verzakende partij won daarna geen slag meer, dus meer gaat er "
                "niet over.",
    "64A1.one_so_far": "{seat} won de verzakingsslag, slag {trick}, zelf. Die slag gaat naar "
                       "de tegenpartij als het spel uit is; tot nu toe won de verzakende partij daarna geen "
                       "slag. Wint ze er nog een voor het spel uit is, dan gaat ook één zo'n "
                       "slag over.",
    "64A2.partner_won": "De verzakingsslag, slag {trick}, werd gewonnen door {winner}, de partner "
                        "van de verzaker, niet door de verzaker zelf: één slag gaat over.",
    "64A2.dummy_won": "De leider verzaakte in slag {trick} en die slag werd in de blinde gewonnen, "
                      "en een slag van de blinde telt hier niet als gewonnen door de leider "
                      "(voetnoot bij 64A): één slag gaat over.",
    "64A2.dummy_won_1997": "De leider verzaakte in slag {trick} en die slag werd in de blinde "
                           "gewonnen. Ook onder deze spelregels telt een slag van de blinde "
                           "niet als gewonnen door de leider: zo besliste de spelregelcommissie "
                           "van de WBF (notulen van 12 januari 2000, punt 2; EBU White Book "
                           "2004, 43.1(c)). Eén slag gaat over.",
    "64A2.later_trick": "De verzakende partij won de verzakingsslag, slag {trick}, niet, maar "
                        "daarna nog wel {later:tricks}: één slag gaat over.",
    "64A2.claim_trick_not_offender": "Slag {trick} was nog bezig toen het spel in de claim "
                                     "eindigde, en {card} van {seat} kan die slag niet meer "
                                     "winnen: wie hem ook neemt, de verzaker won de "
                                     "verzakingsslag niet. De verzakende partij krijgt "
                                     "{claimed:tricks} uit de claim: één slag gaat over.",
    "64A2.claim_trick_either": "Slag {trick} was nog bezig toen het spel in de claim eindigde. "
                               "Wie hem ook wint, er gaat één slag over: de verzakende partij "
                               "krijgt in totaal {claimed:tricks} uit de claim, dus ook als "
                               "{seat} de verzakingsslag zelf won (64A1), kan er geen tweede "
                               "slag over.",
    "64A2.claim_trick_assumed": "Slag {trick} was nog bezig toen het spel in de claim eindigde, "
                                "en wie hem volgens de claim wint, is niet bekend: {card} van "
                                "{seat} kan hem nog winnen. De uitspraak gaat ervan uit dat "
                                "{seat} hem niet zelf won: één slag gaat over. Won hij hem "
                                "wel, dan geldt 64A1: {alt:tricks}.",
    "64B1.no_trick": "De verzakende partij won de verzakingsslag niet en ook geen latere slag: "
                     "er gaan geen slagen over.",
    "62D.hands_back": "Herstellen kan niet meer: de handen zaten al terug in het bord voordat erop "
                      "gewezen werd, dus de slagen blijven zoals gespeeld.",
    "64B1.no_trick_so_far": "Tot nu toe won de verzakende partij de verzakingsslag niet en ook "
                            "geen latere slag: er gaan geen slagen over, tenzij ze er nog een "
                            "wint voor het spel uit is.",
    "64A.exhausted": "Voor deze verzaking blijft {available:tricks} van de verzakende partij "
                     "over om over te dragen in plaats van {count:tricks}; de andere gingen al "
                     "over voor een andere verzaking, en een slag gaat nooit twee keer over (de "
                     "verzakingen in de volgorde waarin ze gemaakt zijn: onze lezing van 64A bij "
                     "meer verzakingen; de wedstrijdleider beslist).",
    "64A.exhausted_none": "Voor deze verzaking is geen slag van de verzakende partij meer over "
                          "om over te dragen: wat ze vanaf hier won, ging al over voor een "
                          "andere verzaking, en een slag gaat nooit twee keer over (de "
                          "verzakingen in de volgorde waarin ze gemaakt zijn: onze lezing van "
                          "64A bij meer verzakingen; de wedstrijdleider beslist).",
    "64A.transfer": "Overgedragen aan {to}: {count:tricks} ({tricks:tricks}); slagen van voor "
                    "de verzaking blijven buiten schot.",
    "64A.transfer_so_far": "Het spel is nog niet uit: zoals het nu staat, gaat {count:tricks} "
                           "({tricks:tricks}) naar {to} als het uit is; slagen van voor de "
                           "verzaking blijven buiten schot.",
    "64C1.equity": "Daarna gaat de wedstrijdleider na of de niet-verzakende partij hiermee "
                   "volledig schadeloos gesteld is. Zo niet, dan geeft hij een arbitrale score, "
                   "ook als er geen slagen overgingen.",
    "64C2a.repeat": "Voor de latere verzaking van {seat} in {suit} in slag {trick}, die zijn "
                    "verzaking in die kleur in slag {first} herhaalt en zelf geen slag kost "
                    "(64B2), past de wedstrijdleider de score aan als de niet-verzakende partij "
                    "zonder die verzaking waarschijnlijk meer slagen had gemaakt.",
    "64C.both_sides_equity": "Beide partijen verzaakten, en deze spelregels hebben daarvoor geen "
                             "punt in 64B. De spelregelcommissie van de WBF droeg de "
                             "wedstrijdleiders op (notulen van 1 november 2001) zo'n spel "
                             "volgens 64C te beoordelen, alsof geen van beide partijen "
                             "verzaakt had: de overdrachten hierboven zijn wat 64A alleen zou "
                             "geven, niet de score die ingevuld wordt. De score is de uitslag "
                             "die de wedstrijdleider volgens 64C bepaalt, voor beide partijen "
                             "dezelfde.",
    "64C.needs_deal": "Voor een schatting van de billijkheid (64C) zijn de volledige verdeling en "
                      "het spelverloop nodig; die ontbreken hier. De wedstrijdleider oordeelt "
                      "zelf.",
    "64C.needs_end": "Een schatting van de billijkheid (64C) wordt gemaakt als het spel uit is "
                     "en de slagen bekend zijn: laat het spel dan opnieuw beoordelen.",
    "64C.unsolved": "De stand vlak voor de verzaking van {seat} in slag {trick} kon niet "
                    "dubbeldummy berekend worden ({reason:unsolved}).",
    "unsolved.missing": "de dubbeldummy-rekenaar, uit het pakket endplay, is hier niet "
                        "geïnstalleerd of laadt niet",
    "unsolved.refused": "de rekenaar weigerde haar",
    "64C.players": "Zonder wedstrijdleider gaan de spelers samen na of de niet-verzakende partij "
                   "hiermee volledig schadeloos gesteld is, en spreken anders een billijke "
                   "uitslag af.",
    # --- equity (64C estimate, issue 16): keys with the equity. prefix ---
    "equity.repeat_start": "De verzaking van {seat} in slag {trick} herhaalt zijn verzaking in "
                           "{suit} van slag {first}: daarvoor gaan geen eigen slagen over "
                           "(64B2). De schatting begint bij de stand vlak voor "
                           "deze latere verzaking; de eerste verzaking en haar overdracht blijven "
                           "staan. De vraag is alleen wat deze latere verzaking kostte.",
    "equity.both_start": "Beide partijen verzaakten, dus geen automatische overdracht (64B7). "
                         "Volgens 64C2(b) krijgt elke partij de score die ze waarschijnlijk had "
                         "gehad als er niet verzaakt was: de schatting begint vlak voor de eerste "
                         "verzaking ({seat}, slag {trick}) en speelt vandaar elke kaart "
                         "dubbeldummy, zonder verzaking en zonder overdracht.",
    "equity.both_start_64c": "Beide partijen verzaakten en voor geen van beide verzakingen "
                             "gaat een slag over. Volgens 64C krijgt elke partij de score die ze "
                             "waarschijnlijk had gehad als er niet verzaakt was: de schatting "
                             "begint vlak voor de eerste verzaking ({seat}, slag {trick}) en "
                             "speelt vandaar elke kaart dubbeldummy, zonder verzaking en zonder "
                             "overdracht.",
    "equity.both_start_transferred": "De schatting van die uitslag volgens 64C begint vlak voor "
                                     "de eerste verzaking ({seat}, slag {trick}) en speelt "
                                     "vandaar elke kaart dubbeldummy, zonder verzaking en "
                                     "zonder overdracht.",
    "equity.dd_cards": "Dubbeldummy vanaf de stand vlak voor de verzaking van {seat} in slag "
                       "{trick}: per kaart die {seat} mocht bijspelen, het totaal aantal slagen "
                       "van de leider als verder alles goed gespeeld was: {cards}. "
                       "Waarschijnlijk is {likely_card}, de beste kaart voor de verzakende "
                       "partij: {dd} slagen voor de leider.",
    "equity.dd_cards_tied": "Dubbeldummy vanaf de stand vlak voor de verzaking van {seat} in "
                            "slag {trick}: per kaart die {seat} mocht bijspelen, het totaal "
                            "aantal slagen van de leider als verder alles goed gespeeld was: "
                            "{cards}. Waarschijnlijk is {likely_card}, de beste kaart voor de "
                            "verzakende partij: {dd} slagen voor de leider (evenveel als met "
                            "{tied}; de lijn hieronder volgt {likely_card}).",
    "equity.dd_cards_both_tied": "Dubbeldummy vanaf de stand vlak voor de verzaking van {seat} "
                                 "in slag {trick}: per kaart die {seat} mocht bijspelen, het "
                                 "totaal aantal slagen van de leider als verder alles goed "
                                 "gespeeld was: {cards}. Waarschijnlijk is {likely_card}, de "
                                 "beste kaart voor de partij van {seat}: {dd} slagen voor de "
                                 "leider (evenveel als met {tied}; de lijn hieronder volgt "
                                 "{likely_card}).",
    "equity.dd_cards_both": "Dubbeldummy vanaf de stand vlak voor de verzaking van {seat} in "
                            "slag {trick}: per kaart die {seat} mocht bijspelen, het totaal "
                            "aantal slagen van de leider als verder alles goed gespeeld was: "
                            "{cards}. Waarschijnlijk is {likely_card}, de beste kaart voor de "
                            "partij van {seat}: {dd} slagen voor de leider.",
    "equity.earlier_plus": "De overdracht voor de eerdere verzaking ({count:tricks} naar de "
                           "leider) blijft staan en komt erbij: {dd} + {count} = {likely} "
                           "slagen zonder deze verzaking.",
    "equity.earlier_minus": "De overdracht voor de eerdere verzaking ({count:tricks} van de "
                            "leider af) blijft staan en gaat eraf: {dd} − {count} = {likely} "
                            "slagen zonder deze verzaking.",
    "equity.compensated": "Na de automatische overdracht heeft de leider {after} slagen; zonder "
                          "de verzaking van {seat} in slag {trick} waren het er waarschijnlijk "
                          "{likely} geweest. De niet-verzakende partij is volledig schadeloos "
                          "gesteld: de schatting voegt niets toe, en volgens 12B2 blijft de "
                          "overdracht staan, ook waar ze meer geeft dan de schade.",
    "equity.compensated_as_played": "De leider heeft zoals gespeeld {after} slagen, zonder "
                                    "overdracht; zonder de verzaking van {seat} in slag {trick} "
                                    "waren het er waarschijnlijk {likely} geweest. De "
                                    "niet-verzakende partij heeft dus niets verloren en de "
                                    "uitslag blijft staan.",
    "equity.compensated_corrected": "Met de verzaking hersteld heeft de leider {after} "
                                    "slagen, zonder overdracht; zonder de verzaking van {seat} "
                                    "in slag {trick} waren het er waarschijnlijk {likely} "
                                    "geweest. De niet-verzakende partij heeft dus niets verloren "
                                    "en de herstelde uitslag blijft staan.",
    "equity.not_compensated": "Na de automatische overdracht heeft de leider {after} slagen, "
                              "maar zonder de verzaking van {seat} in slag {trick} waren het er "
                              "waarschijnlijk {likely} geweest: de niet-verzakende partij komt "
                              "{adds:tricks} tekort. De schatting voegt die toe: een arbitrale "
                              "score van {recommended} slagen voor de leider, {score:score} voor "
                              "Noord-Zuid.",
    "equity.not_compensated_untransferred": "Er gaat geen slag over, dus de leider houdt "
                                            "zijn {after} slagen, maar zonder de verzaking van "
                                            "{seat} in slag {trick} waren het er "
                                            "waarschijnlijk {likely} geweest: de "
                                            "niet-verzakende partij komt {adds:tricks} tekort. "
                                            "De schatting voegt die toe: een arbitrale score "
                                            "van {recommended} slagen voor de leider, "
                                            "{score:score} voor Noord-Zuid.",
    "equity.board_result": "Uitslag voor {declaring_side} met de schatting van 64C: "
                           "{tricks:result}, {score_decl:score}. Die score vult de "
                           "wedstrijdleider in, in plaats van die hierboven, als hij de "
                           "schatting volgt.",
    "equity.both_result": "Zonder verzakingen had de leider waarschijnlijk {recommended} slagen "
                          "gehad, {score:score} voor Noord-Zuid; de uitslag zonder overdracht "
                          "is {after} slagen. Die score van {recommended} slagen geldt voor "
                          "beide partijen.",
    "equity.both_result_transferred": "Zonder verzakingen had de leider waarschijnlijk "
                                      "{recommended} slagen gehad, {score:score} voor "
                                      "Noord-Zuid; de uitslag na de overdrachten is {after} "
                                      "slagen. Die score van {recommended} slagen geldt voor "
                                      "beide partijen.",
    "equity.weighted": "De waarschijnlijke kaart hierboven is alleen de beste voor de "
                       "verzakende partij; een speler had net zo goed de andere kunnen kiezen: "
                       "met {cards1} {t1} slagen, met {cards2} {t2}, één slag verschil. Geen "
                       "kaart is dus duidelijk de waarschijnlijke, en de wedstrijdleider mag de "
                       "score wegen (12C1(c)); een voorstel: {w1} % van {s1:score}, {w2} % van "
                       "{s2:score}. Het grotere deel gaat naar {s2:score} (met {cards2}), de "
                       "uitslag die beter is voor de niet-verzakende partij: twijfel wordt in "
                       "hun voordeel beslist (84D). De gewichten kiest hij zelf.",
    "equity.weighted_even": "De waarschijnlijke kaart hierboven is alleen de beste voor de "
                            "verzakende partij; een speler had net zo goed de andere kunnen "
                            "kiezen: met {cards1} {t1} slagen, met {cards2} {t2}, één slag "
                            "verschil. De wedstrijdleider mag de score wegen (12C1(c)); een "
                            "voorstel: {w1} % van {s1:score}, {w2} % van {s2:score}: beide "
                            "partijen verzaakten, dus geen van beide krijgt het voordeel van de "
                            "twijfel. De gewichten kiest hij zelf.",
    "equity.estimate_only_both": "Dubbeldummy gaat uit van spel waarbij iedereen alle kaarten "
                                 "ziet en niemand meer een fout maakt, aan beide kanten: het is "
                                 "een schatting van wat waarschijnlijk was. Het oordeel blijft "
                                 "aan de wedstrijdleider.",
    "equity.estimate_only": "Dubbeldummy gaat uit van spel waarbij iedereen alle kaarten ziet en "
                            "niemand meer een fout maakt, ook de niet-verzakende partij niet: het "
                            "is een schatting van wat waarschijnlijk was. Het oordeel blijft aan "
                            "de wedstrijdleider.",
    "equity.col_automatic": "Automatisch (64A/B)",
    "equity.col_automatic_1930": "Na de straf (VII.2b)",
    "equity.col_equity": "Schatting (64C)",
    "equity.enter": "Te noteren als de wedstrijdleider de schatting van 64C volgt: {tricks} "
                    "slagen voor de leider, {score:score} voor Noord-Zuid (in plaats van "
                    "{automatic:score}). Dat is zijn beslissing.",
    "equity.enter_weighted": "Of, als hij geen kaart duidelijk de waarschijnlijke vindt, een "
                             "gewogen score (12C1(c)): {weights}.",
    "equity.stands_weighted": "Volgens de schatting van 64C blijft de automatische uitslag "
                              "staan. Of, als de wedstrijdleider geen kaart duidelijk de "
                              "waarschijnlijke vindt, een gewogen score (12C1(c)): {weights}. "
                              "Dat is zijn beslissing.",
    "equity.weight_part": "{w} % van {s}",
    "equity.line_heading": "Lijn (dubbeldummy) met {card} van {seat} in slag {trick}",
    "equity.other_cards": "Andere toegestane kaarten, totaal slagen leider: {cards}",
    "equity.line_summary": "De lijn van het spel (dubbeldummy), slag {trick} tot het eind",
    "equity.weights_heading": "Gewogen score (12C1(c))",
    "equity.weights_hint": "Een voorstel: de gewichten kiest de wedstrijdleider. Pas ze hier aan; "
                           "de score eronder volgt.",
    "equity.weight_label": "{tricks} slagen, Noord-Zuid {score:score}",
    "equity.recommended": "Schatting 64C: {tricks} slagen voor de leider, {score:score} voor "
                          "Noord-Zuid.",
    # waarschijnlijk spel (issue 34): sleutels met het voorvoegsel likely.
    "likely.plays": "Waarschijnlijk spel vanaf dezelfde stand: elke speler kiest zijn kaart uit "
                    "wat hij kan zien ({plays} spelverlopen tot het eind). Slagen van de "
                    "leider: {shares:shares}.",
    "likely.partial": "Het tijdsbudget ({budget} s rekentijd) was op na {plays} van de {asked} "
                      "spelverlopen: de verdeling is gedeeltelijk, van de spelverlopen tot "
                      "dan toe.",
    "likely.figure": "Het waarschijnlijke resultaat voor de niet-verzakende partij is het beste "
                     "dat zij in minstens een derde van de spelverlopen halen of overtreffen: "
                     "{figure} slagen voor de leider.",
    "likely.figure_both": "Beide partijen verzaakten, dus geen van beide wordt bevoordeeld: het "
                          "waarschijnlijke resultaat is het middelste van de spelverlopen, "
                          "{figure} slagen voor de leider.",
    "likely.same": "Dubbeldummy geeft hetzelfde: {dd} slagen.",
    "likely.differs": "Dubbeldummy geeft {dd} slagen. Het verschil: in slag {at} speelt {by} "
                      "{card} waar dubbeldummy {instead} speelt (de eerste kaart die een slag "
                      "weggeeft in {share} % van de spelverlopen).",
    "likely.differs_spread": "Dubbeldummy geeft {dd} slagen; de spelverlopen wijken er bij "
                             "verschillende kaarten van af.",
    "likely.compensated": "Na de automatische uitslag heeft de leider {after} slagen: dat geeft "
                          "de niet-verzakende partij minstens het waarschijnlijke resultaat, dus "
                          "die uitslag blijft.",
    "likely.not_compensated": "Na de automatische uitslag heeft de leider {after} slagen; het "
                              "waarschijnlijke resultaat geeft de niet-verzakende partij "
                              "{adds:tricks} meer: een arbitrale score van {recommended} slagen "
                              "voor de leider, {score:score} voor Noord-Zuid, ter overweging "
                              "van de wedstrijdleider.",
    "likely.both_result": "Die uitslag geldt voor beide partijen: {recommended} slagen voor de "
                          "leider, {score:score} voor Noord-Zuid.",
    "likely.weighted": "Of een gewogen score over de uitslagen die in minstens een vijfde van "
                       "de spelverlopen voorkwamen, naar hun aandeel: {weights:weights}. De "
                       "gewichten kiest de wedstrijdleider.",
    "likely.none": "Het waarschijnlijke spel vanaf vlak voor de verzaking van {seat} in slag "
                   "{trick} speelde binnen het tijdsbudget ({budget} s rekentijd) geen enkel "
                   "spelverloop uit: alleen de dubbeldummyschatting wordt gegeven.",
    "likely.assumes": "In het waarschijnlijke spel kiest de leider elke kaart uit wat hij kan "
                      "zien (zijn hand, de blinde, de gespeelde kaarten, wie niet meer "
                      "bekende), over hoogstens {samples} willekeurige verdelingen van de "
                      "verborgen handen per kaart, elk dubbeldummy opgelost; van de tegenspelers "
                      "wordt aangenomen dat zij elkaars handen lezen en dubbeldummy spelen. Het "
                      "bieden wordt niet gebruikt. Startwaarde (seed) {seed}: hetzelfde spel "
                      "geeft dezelfde cijfers. Het oordeel blijft aan de wedstrijdleider.",
    "likely.assumes_sampled": "In het waarschijnlijke spel kiest elke speler elke kaart uit wat "
                              "hij kan zien (zijn hand, de blinde, de gespeelde kaarten, wie "
                              "niet meer bekende), over hoogstens {samples} willekeurige "
                              "verdelingen van de verborgen handen per kaart, elk dubbeldummy "
                              "opgelost. Het bieden wordt niet gebruikt. Startwaarde (seed) "
                              "{seed}: hetzelfde spel geeft dezelfde cijfers. Het oordeel blijft "
                              "aan de wedstrijdleider.",
    "likely.progress": "Waarschijnlijk spel ({seat}, slag {trick}): {made} van {asked} "
                       "spelverlopen",
    "likely.heading": "Waarschijnlijk spel vanaf vlak voor de verzaking van {seat} in slag "
                      "{trick}",
    "likely.enter": "Te noteren als de wedstrijdleider het waarschijnlijke spel volgt: {tricks} "
                    "slagen voor de leider, {score:score} voor Noord-Zuid (in plaats van "
                    "{automatic:score}). Dat is zijn beslissing.",
    "likely.enter_weighted": "Of een gewogen score ({law}) over de waarschijnlijke "
                             "spelverlopen: {weights}.",
    "likely.stands_weighted": "Volgens het waarschijnlijke spel blijft de automatische uitslag "
                              "staan. Of een gewogen score ({law}) over de waarschijnlijke "
                              "spelverlopen: {weights}. Dat is zijn beslissing.",
    "likely.col": "Waarschijnlijk spel (64C)",
    "likely.share": "{tricks:ntricks} in {share} %",
    "likely.share_label": "{tricks:ntricks}: {share} %",
    # --- end of the equity block ---
    # --- the director's own judgement of 64C (a case's without_revoke, issue 28) ---
    "director.adds": "De wedstrijdleider oordeelt dat de leider zonder de verzaking in totaal "
                     "{tricks} slagen had gemaakt; de automatische uitslag geeft hem er {after}, "
                     "dus komt de niet-verzakende partij {adds:tricks} tekort. De arbitrale "
                     "score: {tricks} slagen voor de leider, {score:score} voor Noord-Zuid.",
    "director.stands": "De wedstrijdleider oordeelt dat de leider zonder de verzaking in totaal "
                       "{tricks} slagen had gemaakt; de automatische uitslag geeft hem er "
                       "{after}, en dat is voor de niet-verzakende partij minstens zo goed. De "
                       "automatische uitslag blijft staan: 64C vult alleen aan, en volgens 12B2 "
                       "wordt een overdracht niet teruggedraaid omdat die meer is dan de schade.",
    "director.both": "Beide partijen verzaakten. De wedstrijdleider oordeelt dat de leider, als "
                     "niemand had verzaakt, {tricks} slagen had gemaakt; die uitslag, "
                     "{score:score} voor Noord-Zuid, is de score voor beide partijen, in plaats "
                     "van {after} slagen.",
    "director.both_same": "Beide partijen verzaakten. De wedstrijdleider oordeelt dat de leider, "
                          "als niemand had verzaakt, {tricks} slagen had gemaakt, evenveel als "
                          "hij nu heeft: de uitslag blijft voor beide partijen staan.",
    "director.players": "Bij robberbridge is er geen wedstrijdleider: de {tricks} slagen zonder "
                        "de verzaking zijn het oordeel van de spelers samen, toegepast zoals 64C "
                        "zegt.",
    "director.no_64c": "Het oordeel van de wedstrijdleider ({tricks} slagen zonder de "
                       "verzaking) wordt niet toegepast: deze regels kennen naast de straf geen "
                       "herstel van schade (geen 64C).",
    "director.defenders_gain": "Het oordeel van de wedstrijdleider ({tricks:tricks} voor de "
                               "leider zonder de verzaking, {played} zoals gespeeld) geldt "
                               "alleen de score van de tegenspelers (geen rechtzetting, 43B3): "
                               "zij wonnen iets door hun verzaking, dus {defenders} krijgen "
                               "{score_def:score}, alsof de leider er {tricks} maakte; "
                               "{declaring_side} houden {table_decl:score} van aan tafel.",
    "director.defenders_no_gain": "Het oordeel van de wedstrijdleider ({tricks:tricks} voor de "
                                  "leider zonder de verzaking, {played} zoals gespeeld) geldt "
                                  "alleen de score van de tegenspelers (geen rechtzetting, "
                                  "43B3): zij wonnen niets door hun verzaking, dus beide "
                                  "partijen houden de score van aan tafel ({declaring_side} "
                                  "{table_decl:score}).",
    "director.none_established": "Het oordeel van de wedstrijdleider ({tricks} slagen zonder de "
                                 "verzaking) wordt niet toegepast: geen verzaking is voldongen, "
                                 "en 64C volgt alleen op een voldongen verzaking.",
    "director.needs_end": "Het oordeel van de wedstrijdleider ({tricks} slagen zonder de "
                          "verzaking) wordt toegepast als het spel uit is en de slagen van de "
                          "leider bekend zijn: beoordeel het spel dan opnieuw.",
    "director.board_result": "Uitslag voor {declaring_side} met het oordeel van de "
                             "wedstrijdleider: {tricks:result}, {score_decl:score}. Die score "
                             "vult hij in.",
    "director.dd_info": "De wedstrijdleider gaf zijn eigen oordeel ({tricks} slagen zonder de "
                        "verzaking): dat past 64C toe. De dubbeldummy-schatting hierboven is "
                        "alleen ter informatie.",
    "director.col": "Oordeel ({law})",
    "director.enter": "In te vullen: {tricks} slagen voor de leider, {score:score} voor "
                      "Noord-Zuid (in plaats van {automatic:score}): het oordeel van de "
                      "wedstrijdleider, volgens {law}.",
    "director.enter_stands": "In te vullen: {score:score} voor Noord-Zuid, de automatische "
                             "uitslag: het oordeel van de wedstrijdleider ({tricks} slagen zonder "
                             "de verzaking) geeft de niet-verzakende partij niet meer ({law}).",
    "director.enter_same": "In te vullen: {score:score} voor Noord-Zuid, voor beide partijen: "
                           "de uitslag als niemand had verzaakt, zoals de wedstrijdleider "
                           "oordeelt ({law}); gelijk aan de automatische.",
    "director.enter_needed": "In te vullen: de uitslag die de wedstrijdleider volgens 64C bepaalt "
                             "als geen van beide partijen verzaakt had, voor beide partijen "
                             "(spelregelcommissie van de WBF, 2001), niet de automatische; geef "
                             "die als \"without_revoke\".",
    "77.score": "Uitslag voor {declaring_side}: {adjusted:result}, {after_decl:score} in plaats "
                "van {played:result}, {before_decl:score}.",
    "77.score_unchanged": "Uitslag voor {declaring_side}: {played:result}, {before_decl:score}. "
                          "Het aantal slagen verandert niet.",
    "77.score_transfers_only": "Met alleen de overdrachten zou de uitslag voor {declaring_side} "
                               "{adjusted:result} zijn, {after_decl:score}, in plaats van "
                               "{played:result}, {before_decl:score}: dat is niet de score die "
                               "ingevuld wordt (64C, hierboven).",
    "77.score_unchanged_transfers_only": "De overdrachten heffen elkaar op ({played:result}, "
                                         "{before_decl:score} voor {declaring_side}, zoals "
                                         "gespeeld); de score die ingevuld wordt, is toch de "
                                         "uitslag die de wedstrijdleider volgens 64C bepaalt "
                                         "(hierboven).",
    "rubber.score_scope": "Deze score telt alleen dit spel: de slagpunten van het contract "
                          "(onder de streep), overslagen, slempremies en de premie voor een "
                          "gedoubleerd gemaakt contract, of de onderslagen, met de waarden van "
                          "art. 77. Niet geteld: manche- en robberpremies, deelscores naar de "
                          "manche, en honneurs; die hangen af van de rest van de robber en van "
                          "de handen. Ook die kunnen door de overgedragen slagen veranderen "
                          "(een manche wel of niet gehaald): tel ze erbij vanaf het "
                          "scorebriefje.",
    "77.no_result": "Het aantal slagen van de leider is niet bekend, dus er is geen score te "
                    "geven.",
    # -- leads and plays out of turn (53-57), a card instead of a penalty card (52) -------
    "53.out_of_turn": "{seat} komt uit met {card}, maar {leader} was aan de beurt om uit te "
                      "komen: uitkomen buiten de beurt.",
    "53A.accepted": "De uitkomst van {seat} wordt aanvaard: de slag gaat door met die kaart en "
                    "de volgende speler speelt bij.",
    "55A.accepted": "De uitkomst van de leider uit de hand van {seat} wordt aanvaard: het spel "
                    "gaat door met die kaart.",
    "54A.spread": "De leider legt zijn kaarten open en wordt de blinde; {declarer} speelt nu "
                  "het spel. {seat} is de blinde.",
    "55B.retracted": "De uitkomst van de leider uit de hand van {seat} wordt niet aanvaard: "
                     "{card} gaat terug, zonder straf; {leader} komt uit.",
    "56.penalty_card": "De uitkomst van {seat} wordt niet aanvaard: {card} wordt een grote "
                       "strafkaart; {leader} komt uit.",
    "57A.penalty_card": "{seat} speelt {card} voordat partner {partner} gespeeld heeft: die "
                        "kaart wordt een grote strafkaart en de leider mag bepalen wat "
                        "{partner} in deze slag speelt.",
    "57A.none": "De leider laat {seat} vrij in wat hij speelt.",
    "57A.no_option": "{seat} speelde voordat de leider zijn keuze maakte.",
    "57A.highest": "De leider bepaalt: {seat} speelt zijn hoogste kaart in {suit}.",
    "57A.lowest": "De leider bepaalt: {seat} speelt zijn laagste kaart in {suit}.",
    "57A.require": "De leider bepaalt: {seat} speelt {suit} als hij niet kan bekennen.",
    "57A.forbid": "De leider bepaalt: {seat} speelt geen {suit} als hij niet kan bekennen.",
    "tl.play_rule_not_obeyed": "{seat} speelt {card}, terwijl hij kon doen wat de leider na "
                               "de te vroege kaart van zijn partner had bepaald: ook dat is "
                               "een verzaking.",
    "52B.on_attention": "{seat} speelde {card} in plaats van de strafkaart {penalty}. Hij mag "
                        "dat niet zelf herstellen (52A): wordt de aandacht erop gevestigd "
                        "voordat de leider verder speelt, dan kiest de leider tussen die kaart "
                        "aanvaarden of de strafkaart laten spelen (52B).",
    "52B.choose": "{seat} speelde {card} terwijl de strafkaart {penalty} gespeeld moest worden. "
                  "De leider kiest: die kaart aanvaarden (de strafkaart blijft liggen) of de "
                  "strafkaart laten spelen (dan wordt {card} een strafkaart).",
    "52B1.accepted": "De kaart {card} van {seat} blijft gespeeld; de strafkaart {penalty} blijft "
                     "een strafkaart. Slagen gaan er later niet voor over.",
    "52B1.stands": "{card} van {seat} blijft gespeeld, want de leider aanvaardde die kaart: ze "
                   "wordt niet hersteld en er gaan geen slagen voor over.",
    "52B2.substituted": "De leider laat de strafkaart spelen: {seat} speelt {penalty} in plaats "
                        "van {card}, en {card} wordt een grote strafkaart.",
    # -- the timeline (what happened at the table) -------------------------------------
    "tl.revoke": "Slag {trick}: {seat} speelt {card} op {suit}, terwijl {seat} nog {held} heeft: "
                 "een verzaking.",
    "tl.revoke_no_held": "Slag {trick}: {seat} speelt {card} op {suit}, terwijl {seat} die kleur nog "
                         "had: een verzaking.",
    "tl.lead_not_obeyed_require": "{seat} komt uit met {card}, terwijl de leider {suit} had geëist "
                                  "en {seat} die kleur had: niet voldoen aan die eis is ook een "
                                  "verzaking.",
    "tl.lead_not_obeyed_forbid": "{seat} komt uit met {card}, terwijl de leider {suit} had "
                                 "verboden en {seat} een andere kleur had: ook dat is een "
                                 "verzaking.",
    "tl.penalty_not_played": "{seat} speelt {card}, terwijl de strafkaart {penalty} gespeeld had "
                             "moeten worden: ook dat is een verzaking.",
    "tl.play_over": "Alle slagen zijn gespeeld; de leider heeft er {declarer_tricks}.",
    "50D2.choose": "{leader} komt aan slag terwijl partner {owner} een grote strafkaart heeft "
                   "({cards}). {leader} mag pas voorspelen als de leider gekozen heeft: die kleur "
                   "eisen, die kleur verbieden, of de strafkaart laten liggen.",
    "50D2.no_option": "{seat} speelde voor voordat de leider zijn keuze maakte; de strafkaart blijft "
                      "liggen.",
    "tl.established_play": "De verzaking van {seat} in slag {trick} is nu voldongen: {player}, "
                           "van de verzakende partij, speelde een kaart in slag {next}.",
    "tl.established_designation": "De verzaking van {seat} in slag {trick} is nu voldongen: "
                                  "{player}, van de verzakende partij, noemde een kaart voor "
                                  "een volgende slag.",
    "tl.established_claim": "De verzaking van {seat} in slag {trick} is nu voldongen: {player}, "
                            "van de verzakende partij, claimde of gaf slagen op.",
    "tl.established_agreement": "De verzaking van {seat} in slag {trick} is nu voldongen: "
                                "{player}, van de verzakende partij, stemde in met de claim.",
    "tl.agreement_establishes": "Tenzij de verzakende partij bezwaar maakt voor het einde van "
                                "de ronde (of voor ze op het volgende spel een bieding doet), "
                                "maakt de instemming van {player} de verzaking van {seat} in "
                                "slag {trick} voldongen (63A4, 69A).",
    "tl.established": "De verzaking van {seat} in slag {trick} is nu voldongen (door {player}).",
    "61B1.declarer": "{seat} (de leider) vraagt {to} of die nog een kaart van de gevraagde kleur "
                     "heeft. Dat mag.",
    "61B2a.dummy": "{seat} (de blinde) vraagt de leider of die nog een kaart van de gevraagde "
                   "kleur heeft. Dat mag.",
    "61B3.defender_declarer": "{seat} vraagt de leider of die nog een kaart van de gevraagde "
                              "kleur heeft. Dat mag.",
    "61B3.defenders": "{seat} vraagt partner {to} of die nog een kaart van de gevraagde kleur "
                      "heeft. Dat mag, al kan de vraag partner ongeoorloofde informatie geven.",
    "61B.refused_dummy": "{seat} (de blinde) mag een tegenspeler niet vragen of die nog kaarten "
                         "van de kleur heeft.",
    "61B2b.attention_all_the_same": "Toch is de aandacht nu op de verzaking van {to} "
                                    "gevestigd: is die nog niet voldongen, dan wordt ze "
                                    "hersteld (62A). De arbiter gaat na of de vraag van de "
                                    "blinde ongeoorloofde informatie gaf ({ui}).",
    "61B.refused": "{seat} mag {to} niet vragen of die nog kaarten van de kleur heeft.",
    "tl.question_no_revoke": "{to} had geen kaart van de kleur die in slag {trick} gevraagd "
                             "werd: geen verzaking.",
    "tl.question_known": "Op de verzaking van {to} in slag {trick} was al gewezen: de vraag "
                         "verandert niets.",
    "tl.question_earlier": "{seat} vraagt {to} naar slag {trick}, waarin {to} niet bekende: de "
                           "vraag vestigt de aandacht op die verzaking.",
    "43B2b.first_to_ask": "De blinde had zijn rechten verspeeld en vroeg als eerste: de leider "
                          "moet de verzaking herstellen, maar er worden slagen overgedragen "
                          "alsof ze voldongen was.",
    "43B3.no_rectification": "De blinde ({dummy}), die zijn rechten had verspeeld (43A2), "
                             "vestigt als eerste de aandacht op de verzaking van {seat} in slag "
                             "{trick}: er volgt geen rechtzetting. De verzaking wordt niet "
                             "hersteld en er wordt doorgespeeld alsof ze niet had "
                             "plaatsgevonden; na afloop neemt de wedstrijdleider alleen weg "
                             "wat {side} erdoor won, uit hun eigen score, en {other} houden "
                             "de score die aan tafel werd behaald.",
    "43B3.1997_unconfirmed": "De eigen tekst van deze regel in de spelregels van 1997 "
                             "(43B2(c)) kon niet aan een bron worden bevestigd: het programma "
                             "past hem toe zoals de spelregels van 2007 en 2017 hem hebben.",
    "43A1b.dummy_attention": "De blinde ({dummy}) mag tijdens het spel niet de aandacht "
                             "vestigen op een onregelmatigheid; de aandacht is toch gevestigd, "
                             "en de verzaking wordt gewoon behandeld. De wedstrijdleider kan "
                             "de blinde een procedurele straf geven (43B1, 90).",
    "tl.attention_established": "De verzaking van {seat} in slag {trick} is al voldongen: die "
                                "slag blijft staan zoals gespeeld en er wordt doorgespeeld; na "
                                "afloop volgt de aanpassing.",
    "tl.attention_accepted": "De aandacht wordt gevestigd op {card} van {seat} in slag "
                             "{trick}: de leider heeft die kaart al aanvaard, dus ze blijft "
                             "gespeeld.",
    "tl.attention_after_play": "De verzaking van {seat} in slag {trick} is voldongen: de slag "
                               "blijft zoals gespeeld; of er slagen overgaan, staat hieronder.",
    "tl.attention_late": "Er werd te laat op de verzaking van {seat} gewezen: geen automatische "
                         "overdracht.",
    "62C1.next_trick_back": "{seat} mag {card} uit de volgende slag terugnemen; hier doet hij "
                            "dat, en eerst wordt de verzakingsslag hersteld.",
    "62B1.penalty_card": "{seat} neemt {card} terug. Die kaart kwam uit de dichte hand van een "
                         "tegenspeler en wordt een grote strafkaart: ze blijft open op tafel.",
    "62B2.no_penalty": "{seat} neemt {card} terug zonder verdere straf.",
    "62B2.penalty_card_stays": "{seat} neemt {card} terug. Die kaart was al een strafkaart: er "
                               "komt niets bij, en ze blijft als strafkaart open op tafel liggen.",
    "62A.correct_now": "De verzaking is niet voldongen en moet hersteld worden: {seat} bekent "
                       "alsnog met een {suit}kaart.",
    "62C1.may_change": "Zodra de verzaking hersteld is, mag wat {seats} na de verzaking speelde "
                       "worden teruggenomen en vervangen door een andere kaart. Wat "
                       "teruggenomen kaarten laten zien, mag de niet-verzakende partij "
                       "gebruiken, de verzakende partij niet ({withdrawn}).",
    "62C1.may_change_dummy": "Zodra de verzaking hersteld is, mag wat {seats} na de verzaking "
                             "speelde worden teruggenomen en vervangen door een andere kaart "
                             "(van de blinde beslist de leider, 45B). Wat teruggenomen kaarten "
                             "laten zien, mag de niet-verzakende partij gebruiken, de verzakende "
                             "partij niet ({withdrawn}).",
    "62A.correct_obligation": "Die verzaking is niet voldongen en moet hersteld worden: {seat} "
                              "neemt {card} terug en voldoet alsnog aan wat de spelregels of de "
                              "leider eisen.",
    "50B.major": "{card} van {seat} is open gekomen en wordt een grote strafkaart: hij speelt "
                 "hem bij de eerste toegestane gelegenheid, en de leider krijgt een keuze als "
                 "zijn partner voorspeelt.",
    "50B.minor": "{card} van {seat} viel per ongeluk open: een kleine strafkaart. {seat} mag "
                 "geen andere niet-honneur van die kleur spelen voordat hij hem gespeeld heeft "
                 "(een honneur wel).",
    "48A.declarer_exposed": "{card} van {seat} is open gekomen; kaarten van de leider worden "
                            "nooit strafkaart: er is niets aan de hand.",
    "62C3.both": "Ook {other} verzaakte in deze slag en slechts één partij speelde door: beide "
                 "verzakingen worden hersteld, elke teruggenomen kaart van een tegenspeler wordt "
                 "een strafkaart, en er gaan geen slagen over.",
    "62C3.other_back": "{seat} neemt ook {card} terug, zonder straf (de kaart van de leider of "
                       "de blinde wordt geen strafkaart), en bekent daarna {suit}.",
    "62C3.other_penalty": "{seat} neemt ook {card} terug; die kaart wordt een grote strafkaart, "
                          "en {seat} bekent daarna {suit}.",
    "tl.substituted": "{seat} speelt {card}.",
    "62C1.withdrawn": "De kaart {card} van {seat} wordt teruggenomen, zonder straf.",
    "62C3.withdrawn_penalty": "{seat} neemt {card} terug; omdat beide partijen in deze slag "
                              "verzaakten, wordt een kaart die een tegenspeler terugneemt een "
                              "grote strafkaart.",
    "62C2.withdrawn_penalty": "{seat} neemt daarna ook {card} terug; als tegenspeler krijgt hij "
                              "die kaart als strafkaart.",
    "62C2.withdrawn": "Daarna wordt ook de kaart {card} van {seat} teruggenomen, zonder straf.",
    "62D1.last_card": "Eerst wordt slag 13 uitgespeeld: de laatste kaart van {seat}, {card}, "
                      "ligt vast.",
    "62D1.trick_13_first": "Er wordt gewezen op de verzaking van {seat} in slag {trick}: die "
                           "wordt hersteld (62D1) zodra slag 13 af is. Een speler die nog "
                           "moet bijspelen in slag 13 heeft meer dan één kaart (hij liet "
                           "eerder een slag zonder kaart, 67), dus die kaart kiest hij zelf: "
                           "eerst wordt slag 13 uitgespeeld.",
    "62D1.replayed": "De verzaking in slag 12 wordt hersteld: {seat} speelt daar alsnog {card}. "
                     "Slag 12 gaat dan naar {winner12}, slag 13 naar {winner13}; de leider komt "
                     "van {before} op {after} slagen.",
    "62C.twelfth_changed": "{seat} speelde na de verzaking en speelt in slag 12 nu zijn andere "
                           "kaart in plaats van {card}: slag 12 gaat naar {winner12}, slag 13 "
                           "naar {winner13}; de leider komt van {before} op {after} slagen.",
    "62C.twelfth_penalty_again": "{seat} neemt {card} terug uit slag 12 (62C2). Als kaart van "
                                 "een tegenspeler wordt die een grote strafkaart, en slag 12 "
                                 "is de eerste toegestane gelegenheid om haar te spelen "
                                 "(50D1): hij speelt {card} daar opnieuw, en slagen 12 en 13 "
                                 "blijven zoals ze zijn.",
    "62D2.partner": "{partner} had nog niet gespeeld toen {seat} verzaakte: volgens 16C mag "
                    "{partner} niet gebruiken wat de verkeerde kaart liet zien.",
    "tl.claim": "{seat} claimt of geeft slagen af: de leider zou in totaal {total} slagen krijgen.",
    "tl.claim_accepted": "{seat} aanvaardt de claim.",
    "tl.claim_objected": "{seat} maakt bezwaar tegen de claim: die is dus niet aanvaard en "
                         "maakt geen verzaking voldongen ({article}); de wedstrijdleider beslist over "
                         "de claim (68D, 70).",
    "tl.claim_objected_undone": "{seat} maakt bezwaar tegen de claim: zijn partij heeft er "
                                "niet mee ingestemd (69A), dus de instemming van {player} "
                                "maakt de verzaking van {revoker} in slag {trick} toch niet "
                                "voldongen ({article}). De wedstrijdleider beslist over de "
                                "claim (68D, 70).",
    "tl.claim_objected_late": "{seat} maakt bezwaar tegen de claim, maar pas na het einde van "
                              "de ronde of nadat zijn partij op het volgende spel een bieding "
                              "deed: de instemming blijft staan en de claim telt zoals "
                              "aanvaard (69A).",
    "tl.claim_objected_stands": "{seat} maakt bezwaar tegen de claim; de wedstrijdleider "
                                "beslist erover (68D, 70). Het bezwaar maakt de verzaking van "
                                "{revoker} in slag {trick} niet weer onvoldongen: {player}, "
                                "van de verzakende partij, had al met de claim ingestemd, en "
                                "volgens deze spelregels maakt de instemming van één speler "
                                "van die partij haar voldongen ({article}).",
    "tl.claim_ruled": "De wedstrijdleider beslist over de betwiste claim: de leider krijgt "
                      "{total} slagen in totaal (70). De beslissing zelf maakt geen "
                      "verzaking voldongen.",
    "tl.claim_ruled_corrected": "De verzaking van {seat} in slag {trick} was niet voldongen "
                                "toen het spel ophield: de wedstrijdleider beslist over de "
                                "claim alsof ze hersteld is (62A): met de reglementaire kaart "
                                "op haar plaats, en bij een tegenspeler de strafkaart (62B1) "
                                "meegewogen.",
    "tl.designated": "{seat} noemt {card} voor de volgende slag.",
    "46B4.void_call": "{seat} noemt {card}, maar de blinde ({dummy}) heeft die kaart niet: een "
                      "kaart vragen die niet in de blinde zit, telt niet (46B4). Er is dus geen "
                      "kaart aangewezen voor slag {trick} en geen verzaking wordt erdoor "
                      "voldongen (63A2); de leider mag elke reglementaire kaart vragen.",
    "50D2b.none": "De leider laat {leader} vrij voorspelen; de strafkaart van {owner} blijft liggen.",
    "50D2a.require": "De leider eist dat {leader} {suit} voorspeelt; de strafkaart van {owner} gaat "
                     "terug in de hand.",
    "50D2a.forbid": "De leider verbiedt {leader} {suit} voor te spelen zolang hij aan slag blijft; "
                    "de strafkaart van {owner} gaat terug in de hand.",
    "51B.none": "De leider laat {leader} vrij voorspelen; de strafkaarten van {owner} ({cards}) "
                "blijven liggen.",
    "51B.require": "De leider eist dat {leader} {suits} voorspeelt; de strafkaarten van {owner} in "
                   "die kleur ({cards}) gaan terug in de hand, en hij mag in deze slag elke "
                   "reglementaire kaart spelen.",
    "51B.forbid": "De leider verbiedt {leader} een van deze kleuren voor te spelen zolang hij aan "
                  "slag blijft: {suits}. De strafkaarten van {owner} in die kleuren ({cards}) "
                  "gaan terug in de hand, en hij mag in deze slag elke reglementaire kaart "
                  "spelen.",
    "51A.designated": "De leider wijst de strafkaart aan die {seat} nu speelt: {card}.",
    "tl.next_call": "{seat} heeft een bieding gedaan op het volgende spel (ook passen telt).",
    "tl.round_end": "De ronde is afgelopen.",
    "tl.hands_returned": "De handen zitten terug in het bord.",
    "43A2.forfeited": "De blinde ({dummy}) heeft zijn rechten verspeeld (bijvoorbeeld door in "
                      "de kaarten van een tegenspeler te kijken).",
    "66D.revoke_taken": "{by} heeft zijn kaarten door elkaar gehaald, zodat niet meer is na "
                        "te gaan of {seat} in slag {trick} verzaakte. De arbiter beslist in het "
                        "voordeel van de andere partij: de verzaking geldt als gemaakt en "
                        "voldongen.",
    "66D.no_revoke": "{by} heeft zijn kaarten door elkaar gehaald, zodat niet meer is na te "
                     "gaan of {seat} in slag {trick} verzaakte. De arbiter beslist in het "
                     "voordeel van de andere partij: er is geen verzaking.",
    "65D.disturbed": "{seat} heeft de volgorde van zijn gespeelde kaarten verstoord: {side} zet "
                     "daarmee het recht op het spel om een verzaking te claimen of te ontkennen. "
                     "Kan de wedstrijdleider het spelverloop niet meer vaststellen, dan kan hij "
                     "beslissen dat er geen slagen overgaan.",
    "67B1.defective": "Slag {trick} bleek onvolledig: {seat} had er geen kaart in gelegd, en pas "
                      "nadat beide partijen in de volgende slag speelden werd het ontdekt. Dat "
                      "geldt als een verzaking.",
    "67.omitted": "Slag {trick}: {seat} speelde er geen kaart in; de slag gaat naar de beste "
                  "van de drie kaarten erin (de hoogste troef, anders de hoogste van de "
                  "gevraagde kleur), en {seat} houdt een kaart te veel.",
    "67A.supply": "De ontbrekende kaart in slag {trick} wordt op tijd opgemerkt (voordat beide "
                  "partijen in de volgende slag speelden): {seat} speelt er nu alsnog een kaart "
                  "in, bekennend als hij kan, en de slag wordt gewoon gewonnen; geen straf.",
    "67A.supply_last": "Het spel was dus nog niet uit: in slag 13 ontbreekt de kaart van {seat}, "
                       "en zonder volgende slag is het nooit te laat om die bij te spelen (67A1). "
                       "{seat} speelt er nu een kaart in, bekennend als hij kan, en de slag wordt "
                       "gewoon gewonnen; geen straf.",
    "67B1.placed": "{seat} legt {card} bij zijn gespeelde kaarten, als zijn kaart in slag "
                   "{trick}; wie die slag won ({winner}) verandert daardoor niet.",
    "67B1.no_penalty_1997": "{seat} had nog {suit} en legde daarvan een kaart bij: volgens de "
                            "spelregels van 1997 kost dat niets.",
    "62C3.corrected": "De verzaking van {seat} in slag {trick} werd samen met die van de "
                      "andere partij in dezelfde slag hersteld.",
    "as_if.established": "De verzaking van {seat} in slag {trick} werd hersteld, maar de "
                         "slagen worden aangepast alsof ze voldongen was. Wie de "
                         "verzakingsslag won, volgt uit de slag zoals hij hersteld is: de "
                         "kaart die in de plaats kwam beslist (spelregelcommissie van de WBF, "
                         "12 januari 2000).",
    "43B3.defenders_score": "De verzaking van {seat} in slag {trick}: de blinde, die zijn "
                            "rechten had verspeeld, vestigde er als eerste de aandacht op, dus "
                            "er volgt geen rechtzetting: er gaat geen slag over, en {other} "
                            "krijgen ook geen aanpassing (64C): zij houden de score die aan "
                            "tafel werd behaald. Won {side} iets door de verzaking, dan neemt "
                            "de wedstrijdleider dat alleen uit hun eigen score weg.",
    "tl.established_by": "De verzaking van {seat} in slag {trick} is voldongen.",
    "tl.established_claim_agreed": "De verzaking van {seat} in slag {trick} is voldongen door "
                                   "de aanvaarde claim waarmee het spel eindigde (de gegeven "
                                   "uitslag): zijn partij claimde zelf of stemde in met de "
                                   "claim van de tegenpartij, en elk van beide maakt haar "
                                   "voldongen ({laws}).",
    "62A.corrected": "De verzaking van {seat} in slag {trick} werd hersteld voordat ze "
                     "voldongen was: er gaan geen slagen over.",
    "64B8.62c3": "Beide verzakingen in deze slag werden hersteld: geen automatische overdracht.",
    "67B1.one_trick": "Een onvolledige slag die zo laat ontdekt wordt, kost één slag, als de "
                      "partij van de overtreder die slag of een latere won. Die prijs legt 67B1 "
                      "zelf vast; de andere uitzonderingen van 64B gelden er daarom niet voor "
                      "(zo leest het programma het), en ze telt niet mee als verzaking bij "
                      "een andere verzaking ({items}).",
    # -- what now? -------------------------------------------------------------------------
    "next.substitute": "{seat} legt {card} terug en speelt een {suit}kaart.",
    "next.substitute_penalty": "{seat} bekent alsnog met een {suit}kaart; {card} blijft als "
                               "grote strafkaart open op tafel liggen.",
    "next.substitute_card": "{seat} legt {card} terug en speelt {play}, zijn enige {suit}kaart.",
    "next.substitute_dummy": "De leider neemt {card} van de blinde ({seat}) terug en speelt een "
                             "{suit}kaart van de blinde.",
    "next.substitute_card_dummy": "De leider neemt {card} van de blinde ({seat}) terug en "
                                  "speelt {play}, de enige {suit}kaart van de blinde.",
    "next.substitute_penalty_card": "{seat} bekent alsnog met {play}, zijn enige {suit}kaart; "
                                    "{card} blijft als grote strafkaart open op tafel liggen.",
    "next.substitute_obligation": "{seat} legt {card} terug en komt uit of speelt bij zoals de "
                                  "spelregels of de keuze van de leider vereisen.",
    "next.substitute_obligation_penalty": "{seat} neemt {card} terug, die als grote strafkaart "
                                          "open op tafel blijft liggen, en komt uit of speelt "
                                          "bij zoals de spelregels of de keuze van de leider "
                                          "vereisen.",
    "next.replay_card": "{seat} speelt opnieuw een kaart in deze slag.",
    "next.replay_card_dummy": "De leider speelt opnieuw een kaart van de blinde ({seat}) in "
                              "deze slag.",
    "next.replay_only": "{seat} speelt opnieuw {play} in deze slag: dat is zijn enige "
                        "{suit}kaart.",
    "next.replay_only_dummy": "De leider speelt opnieuw {play} van de blinde ({seat}) in deze "
                              "slag: de blinde heeft geen andere {suit}kaart.",
    "next.replay_penalty_card": "{seat} speelt opnieuw {card} in deze slag: die kaart is nu een "
                                "grote strafkaart, te spelen bij de eerste toegestane "
                                "gelegenheid, en dat is hier.",
    "next.nos_may_withdraw": "{seat} mag de kaart die hij na de verzaking speelde zonder straf "
                             "terugnemen en een andere spelen.",
    "next.nos_may_withdraw_only": "{seat} mag {card}, die hij na de verzaking speelde, "
                                  "terugnemen, maar dat is zijn enige {suit}kaart: hij speelt "
                                  "haar dan opnieuw.",
    "next.nos_may_withdraw_dummy": "De leider mag de kaart die de blinde ({seat}) na de "
                                   "verzaking speelde zonder straf terugnemen en een andere "
                                   "kaart van de blinde spelen; de blinde doet dat niet zelf "
                                   "(45B).",
    "next.nos_may_withdraw_dummy_only": "De leider mag {card} van de blinde ({seat}), gespeeld "
                                        "na de verzaking, terugnemen, maar dat is de enige "
                                        "{suit}kaart van de blinde: die wordt dan opnieuw "
                                        "gespeeld.",
    "next.nos_may_withdraw_62c3": "{seat} mag de kaart die hij na de verzaking speelde "
                                  "terugnemen; omdat beide partijen in deze slag verzaakten, "
                                  "wordt die kaart dan een grote strafkaart (62C3), die hij bij "
                                  "de eerste toegestane gelegenheid moet spelen (50D1): mag ze "
                                  "in deze slag gespeeld worden, dan speelt hij haar hier "
                                  "opnieuw.",
    "next.withdrawn_info": "Wat teruggenomen kaarten laten zien, is voor {side} (de partij van "
                           "de verzaker) ongeoorloofde informatie; de andere partij mag het "
                           "gebruiken.",
    "next.partner_may_withdraw_if": "Wordt de kaart van {nos} teruggenomen, dan mag daarna ook "
                                    "de kaart van {seat} zonder straf teruggenomen en vervangen "
                                    "worden.",
    "next.partner_may_withdraw_if_only": "Wordt de kaart van {nos} teruggenomen, dan mag daarna "
                                         "ook {card} van {seat} teruggenomen worden, maar dat "
                                         "is de enige {suit}kaart van {seat}: die wordt dan "
                                         "opnieuw gespeeld.",
    "next.partner_may_withdraw_if_penalty": "Wordt de kaart van {nos} teruggenomen, dan mag "
                                            "{seat} daarna ook zijn eigen kaart terugnemen. Die "
                                            "wordt dan een grote strafkaart, die hij bij de "
                                            "eerste toegestane gelegenheid moet spelen (50D1): "
                                            "mag ze in deze slag gespeeld worden, dan moet hij "
                                            "haar hier opnieuw spelen; alleen als dat niet mag, "
                                            "speelt hij een andere kaart.",
    "next.partner_may_withdraw_if_replay": "Wordt de kaart van {nos} teruggenomen, dan mag "
                                           "{seat} daarna ook {card} terugnemen, maar die wordt "
                                           "dan een grote strafkaart, die hij bij de eerste "
                                           "toegestane gelegenheid moet spelen (50D1), en "
                                           "{card} mag in deze slag gespeeld worden: hij speelt "
                                           "haar hier opnieuw en kan zijn kaart dus niet "
                                           "veranderen.",
    "next.partner_may_withdraw_if_replay_only": "Wordt de kaart van {nos} teruggenomen, dan mag "
                                                "{seat} daarna ook {card} terugnemen, maar dat "
                                                "is zijn enige {suit}kaart en als grote "
                                                "strafkaart moet hij haar toch bij de eerste "
                                                "toegestane gelegenheid spelen (50D1): hij "
                                                "speelt {card} hier opnieuw en kan niets "
                                                "veranderen.",
    "next.trick_whole": "Neemt niemand een kaart terug, dan blijft slag {trick} zoals hij nu "
                        "ligt en geldt wat hieronder volgt.",
    "next.option": "Voordat {leader} voorspeelt, kiest de leider: {cards:suits} eisen, verbieden, "
                   "of de strafkaart van {owner} laten liggen.",
    "next.lead_require": "{seat} moet {suit} voorspelen (als dat kan).",
    "next.lead_forbid": "{seat} mag geen {suit} voorspelen zolang hij aan slag blijft.",
    "next.lead_forbid_suits": "{seat} mag geen van deze kleuren voorspelen zolang hij aan slag "
                              "blijft: {suits}.",
    "next.loot_defender": "{seat} kwam buiten de beurt uit met {card}. De leider kiest: "
                          "aanvaarden (dan speelt {next} bij) of niet (dan komt {leader} uit en "
                          "wordt {card} een grote strafkaart).",
    "next.loot_opening": "{seat} kwam buiten de beurt uit met {card}. De leider kiest: "
                          "aanvaarden (dan speelt {next} bij) of niet (dan komt {leader} uit en "
                          "wordt {card} een grote strafkaart). Aan de openingsuitkomst mag de "
                          "leider ook zijn kaarten open leggen.",
    "next.loot_declarer": "De leider kwam buiten de beurt uit met {card} uit de hand van {seat}. De "
                          "tegenspelers kiezen: aanvaarden (dan speelt {next} bij) of niet (dan "
                          "gaat {card} terug en komt {leader} uit).",
    "next.law52_choose": "De leider kiest nu: {card} van {seat} aanvaarden (de strafkaart "
                         "{penalty} blijft liggen), of {seat} de strafkaart laten spelen.",
    "next.play_option": "Voordat {seat} speelt, kiest de leider: de hoogste of laagste kaart "
                        "van de gevraagde kleur, een andere kleur eisen of verbieden als {seat} "
                        "niet kan bekennen, of niets.",
    "next.62c3_also": "Ook {seat} vervangt zijn verzaking: hij bekent {suit}.",
    "next.62c3_also_card": "Ook {seat} vervangt zijn verzaking: hij bekent met {play}, zijn "
                           "enige {suit}kaart.",
    "next.62c3_also_dummy": "Ook de verzaking van de blinde ({seat}) wordt hersteld: de leider "
                            "speelt een {suit}kaart van de blinde.",
    "next.62c3_also_card_dummy": "Ook de verzaking van de blinde ({seat}) wordt hersteld: de "
                                 "leider speelt {play}, de enige {suit}kaart van de blinde.",
    "next.substitute_play_rule": "{seat} neemt {card} terug (een grote strafkaart) en speelt "
                                 "nu wat de leider na de te vroege kaart van zijn partner "
                                 "bepaalde (57A).",
    "next.claim_pending": "Het spel ligt stil na de claim van {seat} ({total} slagen voor de "
                          "leider): de tegenpartij stemt in of maakt bezwaar.",
    "next.claim_objected": "Er is bezwaar tegen de claim: de wedstrijdleider beslist over de "
                           "resterende slagen (70); er wordt niet verder gespeeld.",
    "next.open_law52": "Let op: {seat} speelde in slag {trick} {card} terwijl de strafkaart "
                       "{penalty} gespeeld moest worden. Hij mag die kaart niet zelf terugnemen "
                       "(52A); wordt de aandacht erop gevestigd voordat de leider verder speelt, "
                       "dan kiest de leider (52B).",
    "next.penalty_card": "{seat} heeft de {cards:penalty} op tafel: speel die bij de eerste "
                         "toegestane gelegenheid; bekennen gaat voor.",
    "next.penalty_card_minor": "{seat} heeft de kleine strafkaart {card} op tafel: die hoeft hij "
                               "niet bij de eerste gelegenheid te spelen, maar zolang hij hem "
                               "niet gespeeld heeft, mag hij geen andere kaart in {suit} onder "
                               "de honneurs spelen; een honneur in {suit} mag hij in plaats "
                               "daarvan wel spelen. Voor {partner} geldt er geen beperking bij "
                               "het voorspelen.",
    "next.penalty_partner_lead": "Komt {partner} aan slag terwijl {owner} nog {cards} op tafel "
                                 "heeft, dan mag hij pas voorspelen als de leider gekozen heeft: "
                                 "{cards:suits} eisen, {cards:suits} verbieden zolang hij aan "
                                 "slag blijft (in beide gevallen gaat de kaart terug in de "
                                 "hand van {owner}), of geen van beide (de kaart blijft "
                                 "liggen).",
    "next.penalty_info_on_table": "Voor {partner}: zolang {cards} open op tafel ligt, zijn wat "
                                  "die kaart laat zien en de plicht haar te spelen voor "
                                  "iedereen geoorloofde informatie. Laat de leider haar "
                                  "terugnemen, dan is wat ze liet zien voor {partner} "
                                  "ongeoorloofd; is ze gespeeld, dan ook wat hij afleidt uit "
                                  "hoe ze strafkaart werd.",
    "next.penalty_info_picked_up": "Voor {partner}: de strafkaart van {owner} ({suit}) is op "
                                   "verzoek van de leider terug in de hand; wat ze liet zien, "
                                   "is voor {partner} nu ongeoorloofde informatie.",
    "next.penalty_info_requirement": "Voor {partner}: alleen dat {owner} {cards} moet spelen, "
                                     "is geoorloofde informatie; al het andere dat hij uit het "
                                     "zien van die kaart opmaakt, is voor hem ongeoorloofd.",
    "next.minor_info_on_table": "Voor {partner}: zolang {card} open op tafel ligt, zijn wat die "
                                "kaart laat zien en wat ze betekent voor het spel van {owner} "
                                "voor iedereen geoorloofde informatie; is ze gespeeld, dan is "
                                "wat hij afleidt uit hoe ze strafkaart werd voor hem "
                                "ongeoorloofd.",
    "next.minor_info_requirement": "Voor {partner}: alleen wat {card} betekent voor het spel van "
                                   "{owner} is geoorloofde informatie; al het andere dat hij "
                                   "uit het zien van die kaart opmaakt, is voor hem "
                                   "ongeoorloofd.",
    "next.minor_info_1997": "Voor {partner}: wat hij opmaakt uit het zien van {card}, is voor "
                            "hem ongeoorloofd.",
    "next.offenders_may_withdraw": "Nu mag ook de kaart van {seat} zonder straf teruggenomen en "
                                   "vervangen worden.",
    "next.offenders_may_withdraw_only": "Nu mag ook {card} van {seat} teruggenomen worden, maar "
                                        "dat is de enige {suit}kaart van {seat}: die wordt dan "
                                        "opnieuw gespeeld.",
    "next.offenders_may_withdraw_penalty": "Nu mag ook {seat} zijn eigen kaart terugnemen. Die "
                                           "wordt dan een grote strafkaart, die hij bij de "
                                           "eerste toegestane gelegenheid moet spelen (50D1): "
                                           "mag ze in deze slag gespeeld worden, dan moet hij "
                                           "haar hier opnieuw spelen; alleen als dat niet mag, "
                                           "speelt hij een andere kaart.",
    "next.offenders_may_withdraw_replay": "Nu mag ook {seat} {card} terugnemen, maar die wordt "
                                          "dan een grote strafkaart, die hij bij de eerste "
                                          "toegestane gelegenheid moet spelen (50D1), en {card} "
                                          "mag in deze slag gespeeld worden: hij speelt haar "
                                          "hier opnieuw en kan zijn kaart dus niet veranderen.",
    "next.offenders_may_withdraw_replay_only": "Nu mag ook {seat} {card} terugnemen, maar dat "
                                               "is zijn enige {suit}kaart en als grote "
                                               "strafkaart moet hij haar toch bij de eerste "
                                               "toegestane gelegenheid spelen (50D1): hij "
                                               "speelt {card} hier opnieuw en kan niets "
                                               "veranderen.",
    "next.twelfth_may_change": "Wat {seats} na de verzaking in slag 12 speelde, mag daar nu "
                               "vervangen worden door de andere kaart (die van de blinde door "
                               "de leider, 45B); slag 13 verandert mee.",
    "next.twelfth_partner_if": "Wordt in slag 12 de andere kaart van {nos} gespeeld, dan mag "
                               "daarna ook de andere kaart van {seat} daar gespeeld worden; "
                               "slag 13 verandert mee.",
    "next.penalty_card_lead": "{seat} moet nu de strafkaart {card} voorspelen.",
    "next.penalty_card_play": "{seat} moet nu de strafkaart {card} in deze slag spelen.",
    "next.penalty_cards_designate": "{seat} heeft meer dan één strafkaart die hij nu mag spelen "
                                    "({cards}): de leider zegt welke hij speelt.",
    "next.defective": "{seat} speelde geen kaart in slag {trick}: hij legt er nu een kaart bij, "
                      "van de gevraagde kleur als hij die heeft; wie de slag won verandert niet. "
                      "Vertel het als gebeurtenis defective_trick voor de uitspraak.",
    "next.supply": "{seat} speelde geen kaart in slag {trick}: er is geen volgende slag, dus "
                   "hij speelt er nu alsnog een kaart in, bekennend als hij kan, en de slag wordt "
                   "gewoon gewonnen. Vertel het als gebeurtenis defective_trick (met zijn kaart).",
    "next.play": "Het spel gaat verder: {seat} is aan de beurt in slag {trick}.",
    "next.open_revoke": "Let op: {seat} verzaakte in slag {trick} en niemand heeft erop "
                        "gewezen. Wie het zelf merkt, moet het herstellen zolang het niet "
                        "voldongen is.",
    "next.open_twelfth": "Let op: {seat} verzaakte in slag {trick} en niemand heeft erop "
                         "gewezen. Zolang de handen niet terug in het bord zitten, moet die "
                         "verzaking nog hersteld worden, ook al is ze voldongen.",
    "next.adjust": "Na afloop: pas de slagen aan voor de voldongen verzaking(en) en ga na of de "
                   "tegenpartij volledig schadeloos gesteld is.",
    "next.no_transfer": "Na het spel: er gaan geen slagen over ({laws}); ga na of de andere "
                        "partij volledig schadeloos is gesteld en vul dan de score in.",
    "next.unrectified": "Na het spel: voor de verzaking van {seat} gaan geen slagen over (geen "
                        "rechtzetting: de blinde, die zijn rechten had verspeeld, vestigde er "
                        "als eerste de aandacht op). Noteer voor {other} de score zoals aan "
                        "tafel behaald; won {side} iets door de verzaking, pas dan alleen hun "
                        "score aan om dat weg te nemen.",
    "next.score": "Het spel is uit: noteer de score.",
    "next.claim_trick_winner": "Vraag wie slag {trick} volgens de claim wint. Wint {seat} hem "
                               "zelf, dan geldt 64A1: {alt:tricks} in plaats van één; voer "
                               "daarvoor de andere kaarten van die slag in als gespeeld vóór de "
                               "claim.",
    "next.1997_won_later": "Vraag na of {seat} later nog een slag won met een kaart van de "
                           "kleur die in slag {trick} gevraagd werd. Zo ja, dan gaan er twee "
                           "slagen over in plaats van één: geef \"won_later_with_suit_led\": "
                           "true bij de verzaking in de zaak en laat opnieuw beslissen (false "
                           "als dat niet zo was).",
    "next.64c_both_sides": "Beoordeel volgens 64C hoeveel slagen de leider gemaakt zou hebben als "
                           "geen van beide partijen verzaakt had: beide partijen verzaakten, "
                           "dus die uitslag, voor beide partijen dezelfde, is de score die "
                           "ingevuld wordt, niet de overdrachten (spelregelcommissie van de "
                           "WBF, 2001). Geef hem als \"without_revoke\" in de zaak en laat "
                           "opnieuw beslissen; met de verdeling en het spelverloop is de "
                           "dubbeldummyschatting van de uitspraak een voorstel daarvoor.",
    # -- editions --------------------------------------------------------------------
    "62D2.two_suits": "{partner} had nog niet gespeeld toen {seat} verzaakte: heeft {partner} "
                      "nog kaarten in twee kleuren, dan mag hij niet de kaart kiezen die de "
                      "verkeerde kaart hem kan hebben ingegeven.",
    "61B.1997_defenders": "{seat} vraagt partner {to} of die nog kaarten van de kleur heeft. "
                          "Onder deze spelregels mogen tegenspelers dat elkaar niet vragen.",
    "63B.1997_as_if": "Omdat een tegenspeler het zijn partner vroeg, moet {seat} de verzaking "
                      "herstellen, maar worden de slagen aangepast alsof ze voldongen was.",
    "64A2.1997_extra": "{seat} won daarna nog een slag met een kaart die hij in de "
                       "verzakingsslag had mogen bijspelen: onder deze spelregels gaat er nog een "
                       "slag extra over, twee in totaal.",
    "64A2.1997_extra_no_further": "{seat} won later een slag met een kaart die hij in de "
                                  "verzakingsslag had mogen spelen, maar zijn partij won geen "
                                  "slag meer: voor de extra slag van deze spelregels moet zijn "
                                  "partij nog een slag winnen (WBF Laws Committee, 2000), dus "
                                  "maar één slag.",
    "64A2.1997_extra_unknown": "Onder deze spelregels gaat er een tweede slag over als {seat} "
                               "daarna nog een slag won met een kaart die hij in de "
                               "verzakingsslag had mogen bijspelen (een kaart van de kleur die "
                               "in slag {trick} gevraagd werd). De zaak zegt niet of dat zo "
                               "was: deze uitspraak gaat ervan uit van niet en draagt één slag "
                               "over. Was het wel zo, dan gaan er twee over.",
    "home.take_back": "Volgens de huisregel neemt {seat} de kaart gewoon terug en bekent alsnog, "
                      "zonder strafkaart en zonder overdracht.",
    "1930.scoring": "De telling van 1930 is niet teruggevonden; de punten hier zijn die van "
                    "robberbridge: slagpunten onder de streep (een manche is 100), de strafpunten "
                    "erboven.",
    "1930.established_next": "De verzaking is voldongen: de slag is opgenomen en er is al "
                             "uitgekomen voor een volgende slag.",
    "1930.established_claim": "De verzaking is voldongen: {seat} legde zijn kaarten open en "
                              "claimde.",
    "1930.not_established": "De verzaking is nog niet voldongen.",
    "1930.established_quitted": "De verzaking is voldongen: de verzakingsslag was al opgenomen "
                               "en weggelegd toen het spel met de claim eindigde.",
    "1930.no_trick_to_take": "De verzakende partij won vanaf de verzakingsslag geen slag, en "
                             "slagen van vóór de verzaking blijven onaangetast: er zijn geen "
                             "slagen te halen, dus {to} krijgt {points} strafpunten.",
    "1930.options_one": "{to} kiest: {points} strafpunten (score Noord-Zuid "
                        "{score_points:score}), of twee slagen van de verzakende partij met alle "
                        "gevolgen; maar die partij won vanaf de verzakingsslag maar één slag "
                        "({tricks:tricks}) en slagen van vóór de verzaking blijven onaangetast, "
                        "dus deze keuze geeft {to} alleen die ene slag (score Noord-Zuid "
                        "{score_tricks:score}). Het beste voor {to}: {choice:choice}.",
    "1930.correct": "Ze mag hersteld worden. Verzaakte een tegenspeler, dan kan de leider eisen "
                    "dat die zijn hoogste of laagste kaart van de kleur bijspeelt, of dat de "
                    "verkeerde kaart open op tafel blijft liggen; verzaakte de leider en werd "
                    "daardoor een kaart bekend, dan kan een tegenspeler hetzelfde van hem eisen.",
    "1930.too_late": "De kaarten waren al gecoupeerd voor het volgende spel: er kan geen straf "
                     "meer geëist worden.",
    "1930.same_card": "{seat} verzaakte opnieuw met dezelfde achtergehouden kaart: dat telt maar "
                      "één keer.",
    "1930.second_revoke": "Een volgende verzaking in hetzelfde spel kost alleen {points} "
                          "strafpunten, voor {to}.",
    "1930.points_only": "Het aantal slagen is niet bekend: {to} krijgt {points} strafpunten.",
    "1930.options": "{to} kiest: {points} strafpunten (score Noord-Zuid {score_points:score}), of "
                    "{count:tricks} van de verzakende partij vanaf de verzakingsslag "
                    "({tricks:tricks}), met alle gevolgen (score Noord-Zuid {score_tricks:score}). "
                    "Het beste voor {to}: {choice:choice}.",
    "1930.score": "Uitslag: gespeeld {played} slagen, Noord-Zuid {before:score}; na de straf "
                  "{adjusted} slagen en {points} strafpunten: Noord-Zuid {after:score} "
                  "(punten van dit spel, robbertelling).",
    "point.date": "vanaf {date}",
    "point.no_date": "geen datum (geen regels van een bond)",
    "point.events.yes": "Gevallen verteld als gebeurtenissen (vragen, herstel, claims) kunnen "
                        "beoordeeld worden.",
    "point.events.no": "Alleen de slagen worden beoordeeld: gebeurtenissen volgen het programma "
                       "onder deze regels niet.",
    "point.50E.on_table": "Strafkaart: zolang ze open ligt, zijn wat ze laat zien en de plicht "
                          "haar te spelen voor iedereen geoorloofd; is ze teruggenomen of "
                          "gespeeld, dan is wat ze (of hoe ze ontstond) liet zien ongeoorloofd "
                          "voor de partner van de eigenaar.",
    "point.50E.requirement_only": "Strafkaart: alleen dat ze gespeeld moet worden, is "
                                  "geoorloofd voor de partner van de eigenaar; al het andere "
                                  "dat hij eruit opmaakt niet.",
    "point.50E.requirement_only_50D1": "Strafkaart: alleen dat ze gespeeld moet worden, is "
                                       "geoorloofd voor de partner van de eigenaar; al het "
                                       "andere dat hij eruit opmaakt niet (in deze uitgave een "
                                       "regel van 50D1).",
    "point.50E.not_modelled": "Wat een strafkaart de partner van de eigenaar vertelt, is niet "
                              "gemodelleerd (geen gebeurtenissen onder deze regels).",
    "point.50E.unconfirmed": "Wat een strafkaart de partner van de eigenaar vertelt, is voor "
                             "deze regels niet bevestigd (hun tekst kon niet worden gevonden): "
                             "het programma zegt er niets over.",
    "point.43B3.no_rectification": "Een blinde die zijn rechten verspeelde (43A2) en als eerste "
                                   "de aandacht vestigt op een verzaking van een tegenspeler: "
                                   "geen rechtzetting; er wordt doorgespeeld, en na afloop "
                                   "wordt alleen wat de tegenspelers wonnen uit hun eigen "
                                   "score weggenomen.",
    "point.43B3.unconfirmed": "Een blinde die zijn rechten verspeelde en als eerste de aandacht "
                              "vestigt op een verzaking van een tegenspeler: de tekst van 1997 "
                              "(43B2(c)) kon niet worden bevestigd; het programma past de "
                              "latere regel toe (geen rechtzetting; alleen de winst van de "
                              "tegenspelers wordt weggenomen).",
    "point.43B3.none": "Niet uitgewerkt (onder deze regels geen gebeurtenissen).",
    "point.61B.partners_may_ask": "De leider mag een tegenspeler vragen, de blinde alleen de "
                                  "leider, en tegenspelers mogen de leider en elkaar vragen of "
                                  "ze de kleur nog hebben.",
    "point.61B.declarer_only": "Tegenspelers mogen elkaar niet vragen of ze nog kaarten van de "
                               "kleur hebben (in Europa), alleen de leider.",
    "point.61B.not_modelled": "Wie mag vragen wordt niet gevolgd (geen gebeurtenissen onder deze "
                              "regels).",
    "point.63B.none": "Een vraag is toegestaan of niet; geen 'alsof voldongen'.",
    "point.63B.as_if": "Vraagt een tegenspeler het toch aan zijn partner, dan wordt de verzaking "
                       "hersteld maar worden de slagen aangepast alsof ze voldongen was.",
    "point.62.penalty_card": "Herstel: de verzaker bekent alsnog; de teruggenomen kaart van een "
                             "tegenspeler wordt een grote strafkaart.",
    "point.62.options_1930": "Herstel: de leider kan de hoogste of laagste kaart van de kleur "
                             "eisen, of de verkeerde kaart open laten liggen.",
    "point.62.take_back": "Huisregel: een verzaking die meteen opgemerkt wordt, wordt zonder "
                          "straf teruggenomen.",
    "point.62C3.both_corrected": "Beide partijen verzaakten in één slag en maar één partij "
                                 "speelde verder: beide verzakingen worden hersteld.",
    "point.62C3.none": "Geen regel voor twee verzakingen in één slag door beide partijen.",
    "point.62D2.16C": "Twaalfde slag: de partner van de verzaker mag niets gebruiken van wat de "
                      "verzakingskaart liet zien (16C).",
    "point.62D2.two_suits": "Twaalfde slag: had de partner van de verzaker nog kaarten in twee "
                            "kleuren, dan mocht hij niet kiezen wat de verzakingskaart hem "
                            "ingaf.",
    "point.62D2.none": "Geen aparte regel voor de twaalfde slag.",
    "point.63A.by_offenders": "Voldongen zodra de verzakende partij in de volgende slag speelt "
                              "(of er een kaart voor noemt), claimt of slagen afstaat, of "
                              "instemt met een claim.",
    "point.63A.quitted": "Voldongen zodra de slag gekeerd en losgelaten is of iemand uitkomt "
                         "voor de volgende slag, ook de niet-verzakende partij; ook als de "
                         "verzaker zijn kaarten openlegt en claimt.",
    "point.63A4.63A4": "Instemmen met de claim van de tegenpartij maakt de verzaking voldongen "
                       "(63A4), tenzij de verzakers voor het einde van de ronde bezwaar maken.",
    "point.63A4.63A3_agrees": "Instemmen met een claim valt onder 63A3 ('claimt of stemt ermee "
                              "in').",
    "point.63A4.63A3_acquiesces": "Een claim van de tegenpartij 'laten gebeuren' maakt de "
                                  "verzaking voldongen (63A3).",
    "point.63A4.none": "Een claim maakt alleen de verzaking van de claimer zelf voldongen.",
    "point.64A.one_or_two": "Eén slag, of twee als de verzaker de verzakingsslag won en zijn "
                            "partij daarna nog een slag won.",
    "point.64A.points_or_two": "Straf naar keuze van de niet-verzakende partij: 150 punten (300 "
                               "gedoubleerd, 600 geredoubleerd) of twee slagen met alle "
                               "gevolgen; slagen van voor de verzaking blijven buiten schot.",
    "point.64A_footnote.yes": "Voetnoot bij 64A: een slag van de blinde telt niet als gewonnen "
                              "door de leider.",
    "point.64A_footnote.wbflc_2000": "Een slag van de blinde telt niet als gewonnen door de "
                                     "leider (64A): geen voetnoot in de gelezen tekst, maar de "
                                     "spelregelcommissie van de WBF besliste zo onder deze "
                                     "spelregels (12 januari 2000).",
    "point.64A_footnote.none": "Geen zulke regel: de straf hangt er niet van af wie de "
                               "verzakingsslag won.",
    "point.64A2.one": "64A2: één slag.",
    "point.64A2.extra_trick": "64A2: een slag extra als de verzaker later nog een slag wint met "
                              "een kaart die hij in de verzakingsslag had mogen bijspelen.",
    "point.64A2.none": "Geen 64A2: de keuze tussen twee slagen en punten.",
    "point.64B1.yes": "Geen overdracht als de verzakende partij de verzakingsslag en geen latere "
                      "slag won.",
    "point.64B1.none": "Zo'n vrijstelling bestaat niet: de strafpunten kunnen altijd.",
    "point.64B2.first_established": "Een volgende verzaking in dezelfde kleur door dezelfde "
                                    "speler is vrijgesteld als de eerste voldongen was.",
    "point.64B2.any": "Een volgende verzaking in dezelfde kleur is vrijgesteld, ook als de "
                      "eerste niet voldongen was.",
    "point.64B2.points_only": "Een volgende verzaking in hetzelfde spel kost alleen 150 punten; "
                              "dezelfde kaart meermaals achterhouden telt één keer.",
    "point.64B3.penalty_or_dummy": "Vrijgesteld: het niet spelen van een strafkaart of van een "
                                   "kaart van de blinde.",
    "point.64B3.faced": "Vrijgesteld: het niet spelen van elke open kaart (ook die van de "
                        "blinde).",
    "point.64B3.none": "Geen vrijstelling voor open kaarten.",
    "point.64B4.after_call": "Geen overdracht als pas gewezen werd op de verzaking nadat een "
                             "niet-verzaker een bieding deed op het volgende spel.",
    "point.64B4.cut": "Na het couperen voor het volgende spel kan geen straf meer geëist worden.",
    "point.64B5.yes": "Geen overdracht als pas na het einde van de ronde op de verzaking gewezen "
                      "werd.",
    "point.64B5.none": "Geen termijn bij het einde van de ronde.",
    "point.64B6.yes": "Geen overdracht voor een verzaking in de twaalfde slag (ze wordt "
                      "hersteld, 62D).",
    "point.64B6.none": "Geen aparte regel voor de twaalfde slag.",
    "point.64B7.both_established": "Geen overdracht als beide partijen op het spel verzaakten "
                                   "en beide verzakingen voldongen zijn.",
    "point.64B7.both_revoked": "Geen overdracht als beide partijen op het spel verzaakten, ook "
                               "als een van de verzakingen niet voldongen was.",
    "point.64B7.none": "Geen vrijstelling als beide partijen verzaakten.",
    "point.64B8.yes": "Geen overdracht als beide verzakingen van één slag volgens 62C3 "
                      "hersteld zijn.",
    "point.64B8.none": "Geen 64B8.",
    "point.64C.64C1_64C2": "De wedstrijdleider herstelt de billijkheid als de overdracht niet "
                           "schadeloos stelt (64C1), ook na herhaalde verzakingen en verzakingen "
                           "van beide partijen (64C2).",
    "point.64C.one_rule": "64C is één regel: de wedstrijdleider herstelt de billijkheid als de "
                          "overdracht niet schadeloos stelt.",
    "point.64C.players": "Geen wedstrijdleider: de spelers regelen de billijkheid samen.",
    "point.64C.none": "Geen regel voor billijkheid.",
    "point.penalty_points.150": "150 strafpunten (300 gedoubleerd, 600 geredoubleerd).",
    "point.penalty_points.none": "Geen strafpunten: er gaan slagen over.",
    "point.66D.mixing_proof": "Gooit de partij van de verdachte verzaker de kaarten door elkaar "
                              "voordat de slagen bekeken zijn, dan geldt de verzaking als "
                              "bewezen.",
    "point.66D.none": "Kaarten door elkaar gooien is op zich geen bewijs van een verzaking.",
    "point.67B1.deemed_revoke": "Wie in een slag geen kaart speelde en dat wordt pas laat "
                                "ontdekt, legt er een kaart bij en geldt als verzaker in die "
                                "slag (één slag), of hij de kleur nu had of niet.",
    "point.67B1.held_no_penalty": "Wie in een slag geen kaart speelde en dat wordt pas laat "
                                  "ontdekt, legt er een kaart bij: geen straf als hij een kaart "
                                  "van de gevraagde kleur kon bijleggen, anders een verzaking.",
    "point.67B1.later_rule": "Niet in deze regels: het programma past de latere regel toe (geldt "
                             "als verzaking, één slag).",
    "point.59.modern": "Wie niet kan spelen wat vereist is, mag elke correcte kaart spelen.",
    "point.59.no_forced_revoke": "Niemand kan gedwongen worden te verzaken om een opgelegde "
                                 "kleur te spelen.",
    "point.77.duplicate": "Wedstrijdtelling (77): een score per spel.",
    "point.77.rubber": "Robbertelling van alleen dit spel: de slagpunten van het contract "
                       "(onder de streep), overslagen, slempremies, de premie voor een "
                       "gedoubleerd gemaakt contract, of de onderslagen, met de waarden van 77. "
                       "Niet geteld: manche- en robberpremies, deelscores naar de manche, "
                       "honneurs (die hangen af van de rest van de robber).",
    "point.77.rubber_1930": "De telling van 1930 is niet teruggevonden: moderne robbertelling van "
                            "alleen dit spel (slagpunten, overslagen, slem- en doublepremies, "
                            "onderslagen) plus de strafpunten. Niet geteld: manche- en "
                            "robberpremies, deelscores naar de manche, honneurs.",
    "point.81.director": "Een wedstrijdleider beslist (81).",
    "point.81.players": "Geen wedstrijdleider: de vier spelers passen de regels samen toe.",
    "point.source.confirmed": "De regels over verzaken komen uit de eigen tekst van de uitgave.",
    "point.source.rubber_unconfirmed": "De tekst van de robberregels over verzaken (2014) is "
                                       "niet teruggevonden; het programma volgt de "
                                       "wedstrijdregels van 2007 en zegt dat erbij.",
    # -- errors ------------------------------------------------------------------------
    "where.event_number": "gebeurtenis {event}",
    "where.event": "gebeurtenis {event} ({type})",
    "error.timeline_prefix_with_deal": "\"tricks\" voor de gebeurtenissen kan alleen zonder "
                                       "\"deal\": met de verdeling horen alle kaarten in "
                                       "\"events\"",
    "error.timeline_prefix_seat": "slag {trick}: noem de winnaar van de laatste slag voor de "
                                  "gebeurtenissen als windrichting (wie komt er uit?)",
    "error.timeline_record_not_first": "het spelverloop van een spelverslag moet vóór al het "
                                       "andere op tafel komen",
    "error.timeline_unknown_event": "onbekende gebeurtenis",
    "error.timeline_play_after_return": "er wordt gespeeld nadat de handen terug in het bord "
                                        "zitten",
    "error.timeline_play_after_end": "er wordt gespeeld nadat het spel voorbij is",
    "error.timeline_missing": "veld \"{field}\" ontbreekt",
    "error.timeline_not_turn": "{seat} speelt, maar {expected} is aan de beurt",
    "error.timeline_revoke_13": "{seat} kan in slag 13 niet verzaken: iedereen heeft dan nog "
                                "één kaart",
    "error.timeline_revoke_said_void": "{card} van {seat} in slag {trick} staat als verzaking, "
                                       "maar volgens de verdeling had {seat} toen geen {suit}: "
                                       "hij kon niet bekennen, dus het is geen verzaking (61A); "
                                       "laat \"revoke\" weg",
    "error.timeline_revoke_said_shown_out": "{card} van {seat} in slag {trick} staat als "
                                            "verzaking, maar {seat} bekende in slag {earlier} "
                                            "geen {suit} ({shown}) en dat staat niet als "
                                            "verzaking: hij had sindsdien geen {suit} meer "
                                            "(61A); was dat ook een verzaking, geef het dan "
                                            "zo op",
    "error.timeline_revoke_said_none_left_event": "{card} van {seat} in slag {trick} staat als "
                                                  "verzaking (gebeurtenis {revoke_event}), maar "
                                                  "bij zijn kaarten na die slag ({later}) zit "
                                                  "geen {suit}: hij had er geen meer om mee te "
                                                  "bekennen, dus het kan geen verzaking zijn "
                                                  "(61A); laat daar \"revoke\" weg of verbeter "
                                                  "de kaarten",
    "error.timeline_revoke_said_none_left": "{card} van {seat} in slag {trick} staat als "
                                            "verzaking, maar bij zijn kaarten na die slag "
                                            "({later}) zit geen {suit}: hij had er geen meer om "
                                            "mee te bekennen, dus het kan geen verzaking zijn "
                                            "(61A); verbeter de kaarten",
    "error.timeline_not_held": "{card} zit niet (meer) in de hand van {seat}",
    "error.timeline_question_followed": "{to} bekende in slag {trick} ({card}): de vraag kan "
                                        "niet over een verzaking gaan (61B)",
    "error.timeline_question_nothing": "{to} heeft nog in geen slag gespeeld: er valt niets te vragen (61B)",
    "error.timeline_question_nothing_on": "van {to} is in slag {trick} geen kaart bekend: "
                                          "daarover valt niets te vragen (61B)",
    "error.timeline_question_which": "de vraag aan {to} kan over {tricks:tricks} gaan: noem "
                                     "de slag waarover ze gaat in het veld \"trick\" van de "
                                     "gebeurtenis (61B)",
    "error.timeline_play_after_claim": "er wordt gespeeld na een claim waarmee niemand instemde "
                                       "of waartegen niemand bezwaar maakte: bij een claim stopt "
                                       "het spel (68D)",
    "error.timeline_bad_seat": "{seat!r} is geen windrichting (N, O, Z, W)",
    "error.timeline_may_not_ask": "{seat} mag {to} niet vragen of die nog kaarten van de kleur "
                                  "heeft (61B)",
    "error.timeline_no_revoke": "er is geen verzaking om op te wijzen",
    "error.timeline_no_revoke_by": "{seat} verzaakte niet; {other} verzaakte in slag {trick} "
                                   "(bedoelt u \"seat\": \"{letter}\"?)",
    "error.timeline_no_revoke_drawn": "op de verzaking van {seat} is al gewezen; open is nog de "
                                      "verzaking van {other} in slag {trick} (bedoelt u \"seat\": "
                                      "\"{letter}\"?)",
    "error.timeline_designate_not_held": "{seat} noemt {card}, maar die kaart zit niet in zijn "
                                         "hand: hij kan alleen een kaart noemen die hij heeft "
                                         "(45C4(a)); een kaart uit de blinde wordt genoemd met "
                                         "de plaats van de blinde",
    "error.timeline_substitute_illegal": "{seat} moet {suit} bekennen, niet {card} spelen",
    "error.timeline_substitute_penalty": "{seat} moet de strafkaart {penalty} spelen, niet "
                                         "{card}",
    "error.timeline_substitute_lead": "{seat} moet voldoen aan de eis van de leider over "
                                      "{suit}, niet {card} spelen",
    "error.timeline_withdraw_not_played": "{seat} neemt {card} terug, maar die kaart ligt niet "
                                          "in de slag",
    "error.timeline_withdraw_not_allowed": "{seat} mag {card} nu niet terugnemen (62C)",
    "error.timeline_claim_mid_trick": "een claim midden in een slag: laat de slag eerst afmaken",
    "error.timeline_claim_range": "de leider kan geen {total} slagen hebben: hij heeft er {decl} "
                                  "en er zijn er nog {left}",
    "error.timeline_no_claim": "er is geen claim om te aanvaarden of af te wijzen",
    "error.timeline_accept_own_claim": "{seat} kan de claim van de eigen partij niet aanvaarden",
    "error.timeline_option_not_available": "de leider heeft nu geen keuze: geen partner van een "
                                           "grote strafkaart die moet uitkomen",
    "error.timeline_bad_choice": "keuze {choice!r} kan niet (require, forbid of none, voor de "
                                 "kleur van de strafkaart)",
    "error.timeline_designate_penalty_not_now": "de leider wijst alleen een strafkaart aan als "
                                                "{seat} aan de beurt is en nu twee of meer "
                                                "strafkaarten moet spelen (51A)",
    "error.timeline_designate_penalty_card": "{card} is niet een van de strafkaarten die {seat} "
                                             "nu mag spelen ({cards})",
    "error.timeline_loot_not_a_lead": "{seat} kan nu niet buiten de beurt uitkomen: er ligt "
                                      "een slag op tafel of er wacht een andere beslissing",
    "error.timeline_loot_in_turn": "{seat} is aan de beurt om uit te komen: dat is geen "
                                   "uitkomst buiten de beurt",
    "error.timeline_loot_spread": "alleen bij de openingsuitkomst van een tegenspeler mag de "
                                  "leider zijn kaarten open leggen (54A)",
    "error.timeline_loot_pending": "{seat} kwam buiten de beurt uit: eerst aanvaarden of "
                                   "weigeren (de volgende speler speelt bij, of {leader} komt "
                                   "uit)",
    "error.timeline_premature_not": "{seat} speelt hier niet te vroeg (57A): dat kan alleen "
                                    "een tegenspeler van wie de partner nog moet spelen",
    "error.timeline_premature_57c": "de leider heeft al uit beide handen gespeeld: de kaart van "
                                    "{seat} is dan geen te vroeg gespeelde kaart (57C)",
    "error.timeline_no_law52": "er is geen kaart die in plaats van een strafkaart gespeeld is "
                               "(52)",
    "error.timeline_dispute_in_play": "een betwiste verzaking wordt pas na het spel beslecht "
                                      "(66D)",
    "error.timeline_dispute_with_deal": "met het volledige spelverloop is na te gaan of er "
                                        "verzaakt is: laat \"deal\" weg voor een betwiste "
                                        "verzaking (66D)",
    "error.timeline_omit_in_correction": "er ontbreekt een kaart terwijl een verzaking hersteld "
                                          "wordt: maak eerst de herstelde slag af",
    "error.timeline_omit_lead": "{seat} komt uit: een slag kan niet zonder uitkomst (de "
                                "volgende gespeelde kaart is de uitkomst)",
    "error.timeline_omit_twice": "in slag {trick} speelde {seat} al geen kaart; per slag kan "
                                 "van één speler de kaart ontbreken",
    "error.timeline_not_defective": "{seat} speelde wel een kaart in slag {trick}: met de "
                                    "verdeling erbij vertel je een onvolledige slag met een "
                                    "\"omitted\"-gebeurtenis in die slag (67)",
    "error.timeline_67A_next_begun": "de kaart van {seat} ontbreekt in slag {trick}, en de "
                                     "volgende slag is begonnen maar nog niet door beide "
                                     "partijen gespeeld (67A): de spelregels zeggen niet of de "
                                     "kaart die hij dan bijlegt verandert wie die slag won; het "
                                     "programma beslist dit niet, de wedstrijdleider wel",
    "error.timeline_question_no_card": "{to} speelde geen kaart in slag {trick}: er valt "
                                        "niets te vragen over een andere kleur; de ontbrekende "
                                        "kaart opmerken is een gebeurtenis defective_trick (67)",
    "error.timeline_67A_after_claim": "de kaart van {seat} ontbreekt in slag {trick} en het "
                                      "spel stopte voordat beide partijen in de volgende slag "
                                      "speelden (67A): hij kan hem nu niet meer bijspelen; de "
                                      "wedstrijdleider beslist over de claim met die kaart nog "
                                      "in zijn hand (70)",
    "error.timeline_defective_last": "slag 13 heeft geen volgende slag, dus een ontbrekende "
                                     "kaart wordt daar alsnog bijgespeeld (67A1), niet "
                                     "bijgelegd: vertel het spel met de verdeling en een "
                                     "\"omitted\"-gebeurtenis",
    "error.timeline_defective_twice": "slag {trick} is al als onvolledig gemeld",
    "error.timeline_defective_winner": "{seat} won slag {trick}, dus hij speelde er wel een "
                                       "kaart in: die kan daar niet ontbreken",
    "error.timeline_defective_card": "{seat} legt één kaart bij in slag {trick} (67B1): zeg "
                                     "welke (veld card), een van {cards}",
    "error.timeline_defective_suit": "{seat} heeft nog {suit}, dus hij moet daarvan een kaart "
                                     "bijleggen in slag {trick}, niet {card} (67B1)",
    "error.timeline_substitute_play_rule": "{seat} moet doen wat de leider na de te vroege "
                                           "kaart van zijn partner bepaalde, niet {card} spelen "
                                           "(57A)",
    "error.timeline_claim_ruled": "de wedstrijdleider heeft al over de claim beslist: het spel "
                                  "is uit",
    "error.timeline_claim_agreed": "met de claim is ingestemd: de wedstrijdleider heeft niets "
                                   "te beslissen (eerst komt een bezwaar: \"object\")",
    "error.timeline_result_after_objection": "tegen de claim is bezwaar gemaakt, dus er kan "
                                             "geen \"result\" (een aanvaarde claim) volgen: "
                                             "geef de beslissing van de wedstrijdleider als "
                                             "{{\"type\": \"claim_ruled\", "
                                             "\"declarer_tricks\": ...}} (70)",
    "error.timeline_claim_pending": "er ligt al een claim: eerst instemmen of bezwaar maken",
    "error.case_short_impossible": "\"short\": dat kan niet samen: {reason}",
    "reason.short_too_few": "de leider heeft {tricks} slagen, dus {side} heeft {ours:ntricks}; "
                            "maar volgens de antwoorden won {side} {won:choice}, dus minstens "
                            "{need:ntricks}",
    "reason.short_too_many": "de leider heeft {tricks} slagen, dus {side} heeft {ours:ntricks}; "
                             "maar volgens de antwoorden won {side} {won:choice}: met de "
                             "{before:ntricks} vóór slag {trick} samen hoogstens {most:ntricks}",
    "reason.short_after": "de verzaking was in slag {trick}, met daarna nog {after:tricks} te "
                          "spelen; maar volgens de antwoorden won {side} daarna {need:tricks} of "
                          "meer",
    "ui.choice_short_won_0_0": "de verzakingsslag niet en daarna geen slag",
    "ui.choice_short_won_0_1": "de verzakingsslag niet en daarna één slag",
    "ui.choice_short_won_0_2": "de verzakingsslag niet en daarna twee of meer slagen",
    "ui.choice_short_won_1_0": "de verzakingsslag en daarna geen slag",
    "ui.choice_short_won_1_1": "de verzakingsslag en daarna één slag",
    "ui.choice_short_won_1_2": "de verzakingsslag en daarna twee of meer slagen",
    "error.timeline_exposed_how": "zeg hoe {seat} {card} liet zien (\"choice\": accident of "
                                  "deliberate): dat beslist of het een kleine of een grote "
                                  "strafkaart is (50B)",
    "error.timeline_no_trick": "slag {trick} is nog niet gespeeld",
    "reason.short_example": "een object zoals {{\"declarer_tricks\": 9, \"seat\": \"E\", "
                            "\"trick\": 6, \"won_by\": \"other\", \"later\": 1}}",
    "reason.not_with_short": "niet samen met \"short\"",
    "reason.not_with_play": "niet samen met \"play\"",
    "reason.play_trick": "de kaarten van een slag in volgorde van spelen, zoals \"HA H2 H3 H4\", "
                         "met - voor een kaart die niet bekend is",
    "reason.is_dir": "het is een map",
    "reason.permission": "geen toestemming om te lezen",
    "reason.not_found": "bestaat niet",
    "reason.disk_full": "de schijf is vol",
    "reason.read_only": "alleen lezen",
    "reason.form_broken": "de upload is beschadigd of afgebroken",
    "reason.form_fields": "te veel velden",
    "reason.not_regular": "geen gewoon bestand",
    "reason.no_folder": "die map bestaat niet",
    "reason.too_large": "het is groter dan {limit} MB",
    "reason.too_deep": "lijsten en objecten zijn te diep genest",
    "reason.yaml_alias": "YAML-aliassen (*naam) zijn niet toegestaan",
    "reason.yaml_tag": "YAML-tags (!!int, !!python...) zijn niet toegestaan",
    "reason.yaml_syntax": "het is geen geldige YAML",
    "reason.yaml_value": "een waarde is niet te lezen (een te lang getal, een lijst als sleutel?)",
    "reason.json_syntax": "het is geen geldige JSON (kolom {column})",
    "reason.number_too_long": "een getal heeft te veel cijfers",
    "reason.duplicate_key": "veld \"{key}\" staat twee keer in hetzelfde object: welke is "
                            "bedoeld?",
    "reason.board_number": "een spelnummer: positief, hoogstens 9 cijfers; of een naam van "
                            "hoogstens 40 tekens",
    "reason.pbn_result": "de slagen van de leider, 0..13, of van een partij: NS 9, EW 4",
    "reason.seats": "N, O, Z, W",
    "reason.winners": "N, O, Z, W, NZ, OW",
    "reason.vulnerable": "None, NS, EW, All (of: niemand, NZ, OW, allen)",
    "reason.contract": "4S, 3NT (of 3SA), 5DX, Pass",
    "reason.card": "een kaart zoals C3, HA (klaveren C, ruiten D)",
    "reason.suits": "C, D, H, S (of K, R, H, S)",
    "reason.lin_dealer": "gever 1..4",
    "reason.type_str": "tekst",
    "reason.type_list": "een lijst",
    "reason.type_dict": "een object",
    "reason.too_long": "veel te lang",
    "reason.list_of_winners": "een lijst van winnaars",
    "reason.list": "een lijst",
    "reason.card_example": "een kaart zoals HA, C10",
    "reason.claim_example": "bijvoorbeeld {{\"by\": \"S\", \"declarer_tricks\": 10}}",
    "reason.revoke_example": "bijvoorbeeld {{\"seat\": \"E\", \"trick\": 6}}",
    "reason.event_example": "bijvoorbeeld {{\"type\": \"play\", \"card\": \"HA\"}} of \"HA H2 H3 H4\"",
    "reason.use_events": "gebruik bij \"events\" claim- en speelgebeurtenissen",
    "error.laws_and_date": "geef --laws of --date, niet allebei (--laws {laws}, --date {date})",
    "error.bad_date": "datum {date!r} niet leesbaar: schrijf JJJJ-MM-DD",
    "error.no_edition_before": "voor {date} zijn geen spelregels in het programma: de eerste die "
                               "het kent golden vanaf {first}",
    "error.no_edition_in_gap": "voor {date} zijn geen spelregels in het programma: het heeft er "
                               "geen tussen {until} en {next}",
    "error.case_timeline_edition": "gebeurtenissen kunnen niet beoordeeld worden onder de "
                                   "spelregels {laws}",
    "error.deal_start": "de verdeling moet beginnen met een windrichting en een dubbele punt, "
                        "zoals 'N:' (gelezen: {text!r})",
    "error.deal_hand_count": "het aantal handen in de verdeling is {count} in plaats van 4",
    "error.deal_suit_count": "de hand van {seat} heeft {count} kleuren in plaats van 4",
    "error.deal_bad_rank": "de hand van {seat} bevat {char!r}, dat is geen kaart",
    "error.deal_card_twice": "de hand van {seat} bevat {card} twee keer",
    "error.deal_hand_size": "de hand van {seat} heeft {count} kaarten in plaats van 13",
    "error.deal_card_shared": "{card} zit in meer dan één hand",
    "error.bad_card": "{text!r} is geen kaart (een kaart zoals HA, C10)",
    "error.not_a_card": "slag {trick}: {text!r} is geen kaart",
    "error.trick_too_long": "slag {trick} heeft meer dan vier kaarten",
    "error.too_many_tricks": "er zijn meer dan 13 slagen (slag {trick})",
    "error.trick_gap": "in slag {trick} ontbreekt de kaart van {seat}, maar het spel gaat door "
                       "in slag {next}",
    "error.card_played_twice": "slag {trick}, {seat}: {card} werd al gespeeld in slag {first}",
    "error.card_not_dealt": "slag {trick}, {seat}: {card} zit in geen enkele hand",
    "error.card_not_held": "slag {trick}, {seat:letter}: speelt {card}, maar die kaart zit niet "
                           "in die hand (ze zit bij {holder:letter})",
    "error.unknown_laws": "onbekende spelregels {name!r}; bekend zijn: {known}",
    "error.file_not_found": "bestand niet gevonden",
    "error.file_unreadable": "bestand kan niet gelezen worden ({reason})",
    "error.file_unknown_type": "onbekend soort bestand: verwacht PBN (.pbn), LIN (.lin) of een "
                               "casus (.json, .yaml)",
    "error.file_not_text": "geen tekstbestand (bijvoorbeeld een foto of een pdf), dus geen PBN-, "
                           "LIN- of casusbestand: kies de spelverdelingen (.pbn, .lin) of een "
                           "casus (.json, .yaml)",
    "error.file_too_deep": "het bestand is te diep genest om te lezen",
    "error.file_too_large": "het bestand is groter dan {limit} MB",
    "error.unknown_kind": "onbekend soort bestand {kind!r}; bekend: {known}",
    "error.no_boards": "geen enkel spel gevonden",
    "error.board_not_found": "spel {number} staat niet in het bestand",
    "error.board_table_not_found": "spel {number} staat in het bestand, maar niet van tafel "
                                   "{table}: wel {count} keer van andere tafels (vraag naar "
                                   "het tafelnummer, de zaal of de naam van een speler)",
    "error.table_not_found": "tafel {table} staat niet in het bestand (gezocht als "
                             "tafelnummer, zaal en in de namen van de spelers)",
    "error.pbn_tag_syntax": "tag niet leesbaar: {text!r} (verwacht: [Naam \"waarde\"])",
    "error.pbn_tag_twice": "[{tag} \"{value}\"], maar regel {first_line} gaf [{tag} "
                           "\"{first}\"] voor dit spel: welke is het? (een tag van het "
                           "volgende spel hoort na een lege regel)",
    "error.pbn_comment_open": "commentaar met '{{' wordt niet gesloten met '}}'",
    "error.pbn_missing": "tag [{tag}] ontbreekt; zonder die tag kan het spel niet beoordeeld "
                         "worden",
    "error.pbn_empty": "tag [{tag}] heeft geen waarde (of \"#\", de waarde van het vorige "
                       "spel, dat er geen heeft); zonder die waarde is het spel niet te "
                       "beoordelen",
    "error.pbn_bad_value": "tag [{tag}]: waarde {value!r} niet leesbaar ({reason})",
    "error.pbn_play_token": "[Play], slag {trick}: {text!r} is geen kaart",
    "error.pbn_play_mark": "[Play], slag {trick}: {text} staat voor een andere onregelmatigheid "
                           "dan een verzaking (uit PBN wordt alleen ^R gelezen, en een uitkomst "
                           "uit de verkeerde hand verandert wie daarna speelt): voer dit spel "
                           "in als casusbestand",
    "error.pbn_play_mark_no_card": "[Play], slag {trick}: ^R meldt een verzaking, maar er volgt "
                                   "geen kaart",
    "error.pbn_play_after_end": "[Play]: {text!r} staat na '*', dat het einde van het spel "
                                "aangeeft: haal de '*' weg, of wat erna komt",
    "error.pbn_play_short_row": "[Play], slag {trick}: deze regel heeft {count:cards}, maar een "
                                "slag heeft er vier (schrijf - voor een kaart die niet gespeeld "
                                "is)",
    "error.pbn_play_long_row": "[Play]: deze regel heeft {count:cards} ({text!r}), maar PBN "
                               "schrijft één slag per regel, vier kaarten. Na de laatste hele "
                               "slag: {extra:cards}, het begin van slag {trick}, en de regels "
                               "erna gaan niet verder met die slag (schrijf elke slag op een "
                               "eigen regel)",
    "error.pbn_play_leader": "[Play] begint met {leader}, maar bij leider {declarer} komt "
                             "{expected} uit",
    "error.pbn_play_passed_out": "[Play] heeft kaarten, maar volgens [Contract] is het spel "
                                 "rondgepast: wat klopt er?",
    "error.pbn_cards_outside_play": "{text!r} bevat kaarten, maar hier is geen [Play]-deel "
                                    "open: ontbreekt de [Play]-tag (of sneed een andere tag "
                                    "het deel af)? Zonder die tag zou het spelverloop "
                                    "wegvallen",
    "error.pbn_auction_token": "[Auction], {number}e bod: {text!r} is geen bod (Pass, X, XX, "
                               "1C … 7NT, AP; noten =1=, NAG's $1)",
    "error.pbn_auction_after_end": "[Auction]: {text!r} staat na '{end}', dat het einde van de "
                                   "gegeven biedingen aangeeft: haal de '{end}' weg, of wat "
                                   "erna komt",
    "error.pbn_call_after_end": "[Auction], {number}e bod: {seat} biedt {call} terwijl de "
                                "bieding al afgelopen is",
    "error.pbn_insufficient_bid": "[Auction], {number}e bod: {seat} biedt {call} na {last}; een "
                                  "bod moet hoger zijn (PBN schrijft ^I voor een bod dat de "
                                  "tegenpartij aanvaardde)",
    "error.pbn_no_deal": "geen [Deal] voor dit spel en geen vorig spel om hem van over te nemen",
    "error.result_range": "[Result] {result} kan niet: na {played} gespeelde slagen heeft de "
                          "leider er al {decl} en zijn er nog {left} te spelen",
    "error.case_json": "casusbestand niet leesbaar: {reason}",
    "error.case_type": "een casus moet een object zijn met velden als \"contract\" en "
                       "\"tricks\"",
    "error.case_missing": "veld \"{field}\" ontbreekt",
    "error.case_without_revoke_passed_out": "\"without_revoke\": het spel is rondgepast, er "
                                            "is dus niet gespeeld en geen verzaking te "
                                            "beoordelen",
    "error.case_without_revoke_no_revoke": "\"without_revoke\": op dit spel is niet verzaakt, "
                                           "er is dus geen schade goed te maken (64C): laat het "
                                           "veld weg, of geef de verzaking op",
    "error.case_play_passed_out": "\"{field}\" beschrijft het afspelen, maar volgens "
                                  "\"contract\" is het spel rondgepast: wat klopt er?",
    "error.case_bad_value": "veld \"{field}\": {value!r} is niet geldig ({reason})",
    "error.case_revoke_twice": "{second} herhaalt {first}: {seat} in slag {trick} is één "
                               "verzaking, één keer opgeven",
    "error.case_event_field": "veld \"{field}\": een gebeurtenis van type {type} kent dat "
                              "veld niet (wel: {fields})",
    "error.case_unknown_field": "onbekend veld \"{field}\"{like:suggest}",
    "error.case_trick_count": "\"tricks\" noemt {count} slagen; meer dan 13 kan niet",
    "error.case_short_no_claim": "\"tricks\" noemt {count:tricks}: zeg bij minder dan 13 met "
                                 "\"claim\" wie claimde en hoeveel slagen de leider in totaal "
                                 "kreeg",
    "error.case_claim_range": "\"claim\": de leider kan geen {total} slagen hebben; na {played} "
                              "slagen heeft hij er {decl} en zijn er nog {left}",
    "error.case_revoke_trick": "verzaking van {seat} in slag {trick}: die slag is niet "
                               "gespeeld",
    "error.case_revoke_13": "verzaking van {seat} in slag 13 kan niet: iedereen heeft dan nog "
                            "maar één kaart",
    "error.case_winner_seat_needed": "Slag {trick}: won {first} of {second} de verzakingsslag? "
                                     "Geef de winnaar als windrichting in plaats van {side}",
    "error.case_suit_needed": "{seat} verzaakte in slag {first} en in slag {trick}: in welke "
                              "kleur telkens? Geef \"suit\" bij beide verzakingen",

    # -- web page (verzaking serve) ------------------------------------------------------
    "web.title": "Verzaking — uitspraak bij een verzaking",
    "web.app_name": "Verzaking",
    "web.nav_quick": "Aan tafel",
    "web.nav_record": "Spelverslag",
    "web.nav_tell": "Verloop",
    "web.nav_practice": "Oefenen",
    "web.nav_api": "API",
    "web.nav_guide": "Handleiding",
    "web.guide_back": "Terug naar de app",
    "web.guide_whatnow": "Uitleg: herstellen en wat nu?",
    "web.guide_title": "Handleiding aan tafel",
    "web.other_lang": "English",
    "web.other_lang_code": "en",
    "web.intro_quick": "Vul in wat er aan tafel gebeurde. De uitspraak verschijnt onder het "
                       "formulier.",
    "web.intro_record": "Plak een spelverslag (PBN of LIN) of een casus (JSON of YAML), of kies "
                        "een bestand. Kies daarna het spel.",
    "web.intro_tell": "Vertel het spel terwijl het gebeurt: contract en leider, dan per slag de "
                      "kaarten of alleen wie de slag won (dat laatste tot de eerste slag met "
                      "kaarten), en elke onregelmatigheid. Na elke tik staat hieronder wat de "
                      "wedstrijdleider de spelers nu zegt; na de laatste slag of een claim de "
                      "uitspraak.",
    "web.tell_deal": "Verdeling (niet nodig)",
    "web.tell_deal_hint": "In PBN-vorm, noord eerst, kleuren in de volgorde "
                          "schoppen.harten.ruiten.klaveren, kaarten met Engelse letters (A K Q J "
                          "T): N:AKQ.JT9.876.5432 … Met de verdeling vindt het programma elke "
                          "verzaking zelf; zonder verdeling zegt u het.",
    "web.tell_deal_ok": "Verdeling compleet ({counts}) ✓",
    "web.tell_deal_problem": "Verdeling nog niet bruikbaar: {problem}",
    "web.tell_go": "Verder",
    "web.tell_start": "Tik eerst het contract en de leider.",
    "web.tell_penalty_cards": "Strafkaart op tafel, {seat}:",
    "web.tell_happened": "Wat er gebeurde",
    "web.tell_cancel": "Annuleren",
    "web.tell_odd_hint": "Een gestreepte kaart is geen toegestane kaart: met die kaart verzaakt de"
                         " speler, of speelt hij zijn strafkaart niet.",
    "web.tell_questions": "Geen meer? — wie vraagt wie",
    "web.tell_more": "Andere onregelmatigheid, of een claim",
    "web.tell_after": "Na het spelen",
    "web.tell_undo": "Laatste tik ongedaan maken",
    "web.tell_won_heading": "Of alleen wie slag {number} won:",
    "web.tell_won_only": "Wie won slag {number}?",
    "web.tell_won_no_more": "Alleen wie slag {number} won kan hier niet meer: het programma "
                            "neemt slagen met alleen de winnaar op tot de eerste slag met "
                            "kaarten, niet daarna. Tik de kaarten, of tik Claim voor de rest.",
    "web.tell_who_led": "Volgen er kaarten? Wie van {side} won slag {number} (die speelt voor)?",
    "web.tell_play_lead": "Slag {number}: {seat} komt uit",
    "web.tell_play_lead_later": "Slag {number}: {seat} speelt voor",
    "web.tell_play": "Slag {number}: {seat} speelt",
    "web.tell_play_again": "Slag {number}: {seat} speelt een kaart in de herstelde slag",
    "web.tell_loot_accept": "Aanvaard: {seat} speelt bij op de uitkomst",
    "web.tell_loot_refuse": "Geweigerd: {seat} komt uit",
    "web.tell_loot_accept_later": "Aanvaard: {seat} speelt bij",
    "web.tell_loot_refuse_later": "Geweigerd: {seat} speelt voor",
    "web.tell_spread": "De leider legt zijn kaarten open en wordt blinde (art. 54A)",
    "web.tell_revoke_mark": "Verzaakte {seat} met {card}, terwijl hij nog {suit} had? Tik wie het "
                            "opmerkte:",
    "web.tell_whatnow_revoke_open": "Eerst de vraag hieronder: verzaakte {seat} met {card}? "
                                    "Het spel gaat pas verder als die beantwoord is.",
    "web.tell_not_yet": "nog niemand",
    "web.tell_revoke_earlier": "{seat} in slag {trick} met {card}: een verzaking",
    "web.tell_earlier": "Een eerdere verzaking?",
    "web.tell_attention": "De verzaking van {seat} in slag {trick} is opgemerkt door:",
    "web.tell_not_said": "niet gezegd",
    "web.tell_question": "{seat} vraagt {to}",
    "web.tell_question_irregular": "{seat} vraagt {to} (mag niet, art. {law})",
    "web.tell_act_lead_out_of_turn": "Uitkomst buiten de beurt",
    "web.tell_act_lead_out_of_turn_later": "Voorspelen buiten de beurt",
    "web.tell_act_premature_play": "Tegenspeler speelt te vroeg (art. 57)",
    "web.tell_act_exposed": "Kaart van een tegenspeler zichtbaar (strafkaart)",
    "web.tell_act_claim": "Claim",
    "web.tell_act_concede": "Slagen afgestaan",
    "web.tell_act_claim_ruled": "Uitspraak over de betwiste claim (art. 70)",
    "web.tell_act_seat": "Wie?",
    "web.tell_act_total": "Slagen voor de leider in totaal:",
    "web.tell_act_how": "Hoe werd {card} zichtbaar?",
    "web.tell_act_card": "Welke kaart van {seat}?",
    "web.tell_how_deliberate": "bewust",
    "web.tell_how_accident": "per ongeluk",
    "web.tell_option": "De leider kiest (art. {law}):",
    "web.tell_opt_require": "{suit} eisen",
    "web.tell_opt_forbid": "{suit} verbieden",
    "web.tell_opt_none": "geen van beide",
    "web.tell_opt_highest": "hoogste kaart van de gevraagde kleur",
    "web.tell_opt_lowest": "laagste kaart van de gevraagde kleur",
    "web.tell_accept_play": "De leider aanvaardt de gespeelde kaart (art. {law})",
    "web.tell_refuse_play": "De strafkaart moet alsnog gespeeld worden (art. {law})",
    "web.tell_withdraw": "{seat} neemt {card} terug (art. {law})",
    "web.tell_withdraw_dummy": "De leider neemt {card} van de blinde terug (art. {law})",
    "web.tell_designate": "De leider wijst aan welke strafkaart {seat} nu speelt:",
    "web.tell_accept": "{seat} stemt in met de claim",
    "web.tell_object": "{seat} maakt bezwaar tegen de claim",
    "web.tell_hands_returned": "Handen terug in het bord",
    "web.tell_end_of_round": "Einde van de ronde",
    "web.tell_next_board_call": "{seat} heeft op het volgende spel een bod of pas gedaan",
    "web.contract": "Contract",
    "web.level": "Niveau",
    "web.strain": "Kleur",
    "web.notrump": "SA",
    "web.doubled": "Gedoubleerd?",
    "web.dbl_none": "nee",
    "web.dbl_x": "X",
    "web.dbl_xx": "XX",
    "web.declarer": "Leider",
    "web.vulnerable": "Kwetsbaar",
    "web.vul_none": "niemand",
    "web.vul_ns": "NZ",
    "web.vul_ew": "OW",
    "web.vul_all": "allen",
    "web.tricks": "Wie won elke slag?",
    "web.tricks_hint": "Tik de partij aan (NZ, OW). Tik de speler aan waar het ertoe doet: wie "
                       "de verzakingsslag won.",
    "web.trick_n": "Slag {number}",
    "web.claim": "Claim: het spel stopte eerder",
    "web.claim_total": "Slagen leider in totaal, met de claim",
    "web.claim_by": "Wie claimde",
    "web.unknown": "onbekend",
    "web.choose": "—",
    "web.revokes": "Verzakingen",
    "web.revoke_n": "Verzaking {number}",
    "web.revoke_seat": "Wie verzaakte",
    "web.revoke_trick": "In slag",
    "web.attention": "Wanneer werd erop gewezen?",
    "web.att_during": "tijdens het spel of kort erna (op tijd)",
    "web.att_after_call": "na een bod of pas van de niet-verzakende partij op het volgende spel "
                          "(64B4)",
    "web.att_after_round": "na het einde van de ronde (64B5)",
    "web.more": "Meer gegevens (wanneer erop gewezen, voldongen, …)",
    "web.established": "Voldongen?",
    "web.est_auto": "de spelregels beslissen",
    "web.est_yes": "ja, voldongen",
    "web.est_no": "nee, nog niet voldongen (hersteld)",
    "web.suit_led": "Voorgespeelde kleur",
    "web.kind": "Soort",
    "web.kind_penalty": "strafkaart niet gespeeld",
    "web.edition": "Spelregels",
    "web.board": "Spelnummer",
    "web.submit": "Uitspraak",
    "web.reset": "Opnieuw",
    "web.reset_confirm": "Alles wissen en opnieuw beginnen?",
    "web.busy": "Bezig…",
    "web.network_error": "Geen verbinding met de server. Probeer het opnieuw.",
    "web.paste": "Plak hier de tekst",
    "web.upload": "Of kies een bestand (.pbn, .lin, .json, .yaml)",
    "web.board_choice": "Spel",
    "web.table_choice": "Tafel",
    "web.table_choice_hint": "Leeg: u kiest hierna uit de lijst. Een tafel is alleen nodig als "
                             "het bestand elk spel van meer tafels heeft: het tafelnummer, de "
                             "zaal of de naam van een speler.",
    "web.laws_from_file": "zoals in het bestand (anders 2017)",
    "web.pick_heading": "Kies een spel",
    "web.pick_hint": "{count} spellen in het bestand. Spellen met een verzaking zijn gemarkeerd.",
    "web.pick_hint_tables": "{count} verslagen van {boards} spellen: elk spel van meer tafels. "
                            "Op volgorde van spel en tafel; verslagen met een verzaking zijn "
                            "gemarkeerd.",
    "web.pick_table_heading": "Spel {board}: welke tafel?",
    "web.pick_table_hint": "Spel {board} staat {count} keer in het bestand, van verschillende "
                           "tafels. Kies de tafel waar de verzaking was.",
    "web.pick_which_heading": "Spel {board}: welk verslag?",
    "web.pick_which_hint": "Spel {board} staat {count} keer in het bestand. Kies het verslag om "
                           "te beoordelen.",
    "web.pick_search": "Zoeken",
    "web.pick_search_hint": "Spelnummer, tafelnummer of naam, bijv. \"spel 12 tafel 7\" of "
                            "\"Jansen\".",
    "web.pick_none": "Geen verslag gevonden. Zoek op spelnummer, tafelnummer of naam.",
    "web.pick_nth": "verslag {n} van {count} van dit spel",
    "web.pick_room_open": "open zaal",
    "web.pick_room_closed": "gesloten zaal",
    "web.pick_revoke": "verzaking",
    "web.pick_no_revoke": "geen verzaking",
    "web.pick_no_play": "geen spelverloop",
    "web.pick_error": "niet leesbaar",
    "web.pick_passed": "rondgepast",
    "web.ruling_heading": "Uitspraak",
    "web.revoke_summary": "{seat} verzaakte in slag {trick}: {count:tricks} overgedragen "
                          "(art. {law})",
    "web.revoke_summary_open": "{seat} verzaakte in slag {trick}: nog open, niet voldongen en "
                               "er is nog niet op gewezen (art. 62A)",
    "web.result_played": "Zoals gespeeld",
    "web.transferred_to": "naar {side}",
    "web.claimed_tricks": "Uit de claim overgedragen: {count:tricks}",
    "web.equity_heading": "Billijkheid (art. 64C)",
    "web.equity_hint": "De verdeling hieronder helpt bij de vraag of de niet-verzakende partij "
                       "volledig schadeloos gesteld is.",
    "web.enter_mark": "in te vullen",
    "web.deal_heading": "De verdeling",
    "web.event": "Wedstrijd",
    "web.site": "Plaats",
    "web.date": "Datum",
    "web.players": "Spelers",
    "web.error_heading": "Zo kan dit niet beoordeeld worden",
    "web.err.contract": "Kies het contract: niveau en kleur.",
    "web.err.declarer": "Kies de leider.",
    "web.err.no_tricks": "Tik bij elke slag aan wie hem won.",
    "web.err.trick_gap": "Slag {trick}: wie won deze slag? Er zijn al latere slagen ingevuld.",
    "web.err.short": "Ingevuld: {count:tricks}. Vul alle 13 slagen in, of geef bij "
                     "'Claim' het totaal aantal slagen van de leider.",
    "web.form_revoke": "verzaking {n}",
    "web.form_trick": "slag {n}",
    "web.err.revoke_row": "Verzaking {row}: kies wie verzaakte én in welke slag.",
    "web.err.field_too_long": "Het veld {field} is te lang.",
    "web.err.bad_form": "Het formulier kon niet gelezen worden ({reason}).",
    "web.err.short_missing": "Kort: tik de slagen van de leider aan, wie verzaakte, in welke "
                             "slag, wie die slag won en of de partij van de verzaker daarna nog "
                             "een slag won.",
    "web.err.short_impossible": "Kort: dat kan niet samen: {reason}. Kijk de antwoorden na, of "
                                "vul het slag voor slag in.",
    "web.path": "Invullen",
    "web.path_short": "Kort (wat 64A vraagt)",
    "web.path_tricks": "Slag voor slag",
    "web.short_tricks": "Slagen van de leider, zoals gespeeld",
    "web.short_seat": "Wie verzaakte?",
    "web.short_trick": "In welke slag?",
    "web.short_won": "Wie won die slag?",
    "web.won_offender": "De verzaker zelf",
    "web.won_partner": "Zijn partner",
    "web.won_other": "De andere partij",
    "web.won_self": "{seat} zelf",
    "web.won_self_role": "{seat} zelf ({role})",
    "web.won_seat_role": "{seat} ({role})",
    "web.won_side_both": "{side} (leider of blinde)",
    "web.role_declarer": "leider",
    "web.role_dummy": "blinde",
    "web.short_later": "Slagen van de partij van de verzaker ná die slag",
    "web.later_0": "Geen",
    "web.later_1": "Eén",
    "web.later_2": "Twee of meer",
    "web.judgement": "Oordeel van de wedstrijdleider (64C)",
    "web.judgement_hint": "Niet verplicht. Zonder het hele spelverloop kan het programma niet "
                          "zien wat er zonder de verzaking was gebeurd. Maken de overgedragen "
                          "slagen de schade niet goed, tik dan aan hoeveel slagen de leider "
                          "zonder de verzaking in totaal had gemaakt (nog eens tikken wist het): "
                          "de uitspraak geeft dan de score om in te vullen (64C).",
    "web.judgement_tricks": "Slagen voor de leider zonder de verzaking (uw oordeel)",
    "web.short_when": "Wanneer werd erop gewezen? (64B4, 64B5)",
    "web.short_1997": "Alleen spelregels 1997: een tweede slag? (64A2)",
    "web.short_won_later": "Spelregels 1997: won de verzaker later een slag met een kaart van de "
                           "gevraagde kleur (64A2)?",
    "web.won_later_unknown": "weet ik niet",
    "web.won_later_yes": "ja: een tweede slag",
    "web.won_later_no": "nee",
    "web.short_hint": "Alleen wat art. 64A nodig heeft. Voor een claim, een verzaking die op tijd "
                      "is hersteld of twee verzakingen: vul het slag voor slag in.",
    "web.revoke_in": "verzaking van {seats}",
    "web.short_note_label": "Kort pad",
    "web.short_note": "Alleen geteld, niet per slag ingevuld: welke slagen vóór en ná de "
                      "verzakingsslag elke partij won, is niet bekend. De uitleg noemt de latere "
                      "slagen daarom zonder nummer; het aantal overgedragen slagen en de score "
                      "kloppen.",
    "web.no_board": "Spel (geen nummer)",
    "web.pick_table": "tafel {table}",
    "web.case_title": "Casus",
    "web.site_loading": "De rekenmotor wordt geladen…",
    "web.site_ready": "Klaar, ook zonder netwerk · verzaking {version} · spelregels {laws}",
    "web.site_ready_online": "Klaar · verzaking {version} · spelregels {laws} (deze pagina kan "
                             "niet offline bewaard worden: daarvoor is https nodig)",
    "web.site_saving": "Klaar · verzaking {version} · spelregels {laws} · wordt bewaard voor "
                       "gebruik zonder netwerk…",
    "web.site_failed": "De rekenmotor kon niet laden ({reason}). Herlaad de pagina met netwerk.",
    "web.site_file_url": "De rekenmotor kan niet laden uit een bestand dat in de browser is "
                         "geopend (file://): zet de map op een server, bijv. python3 -m "
                         "http.server -d MAP, en open http://localhost:8000/ (of /app/ van "
                         "verzaking serve).",
    "web.site_engine_error": "Dit kon niet beoordeeld worden ({reason}).",
    "web.site_equity": "Deze pagina kon haar dubbeldummy-rekenaar niet laden: de schatting "
                       "van 64C vraagt nu de server.",
    "web.site_equity_button": "Bereken de schatting op de server",
    "web.site_equity_failed": "Geen server bereikbaar: de schatting van 64C kan nu niet "
                              "berekend worden.",
    "web.site_practice_no_solver": "Hier komen geen vragen over 64C met dubbel dummy: deze "
                                   "pagina kon haar rekenaar niet laden.",
    "web.nav_offline": "Offline-app",
    "web.kind_label": "Soort verzaking",
    "web.kind_follow_suit": "kleur niet gevolgd terwijl het kon",
    "web.edition_label.2017": "2017 · WBF, nu geldig",
    "web.edition_label.2007": "2007 · WBF",
    "web.edition_label.1997": "1997 · WBF",
    "web.edition_label.1930": "1930 · Nederland",
    "web.edition_label.rubber": "Robberbridge",
    "web.edition_label.home": "Thuis (verzaking terug)",
    "web.edition_short.rubber": "robberbridge",
    "web.edition_short.home": "thuis",
    "web.case_description": "Omschrijving",
    "web.api_heading": "De JSON-API",
    "web.api_paths": "Adressen",
    "web.site_missing": "De offline-app is niet gebouwd. Bouw hem met: verzaking site MAP, en "
                        "start de server met --site MAP.",
    "error.yaml_offline": "een YAML-casus kan alleen de server lezen (PyYAML draait niet in de "
                          "browser): plak de casus als JSON, of gebruik de server",
    "web.err.too_large": "De invoer is te groot: meer dan {limit} MB. Stuur alleen de spellen "
                         "van deze zitting.",
    "web.err.empty": "Geen invoer: plak een spelverslag of een casus, of kies een bestand.",
    "web.err.empty_file": "Het bestand {file} is leeg: er staat geen spel of casus in.",
    "web.err.content_type": "Onbekend soort invoer ({type}). Stuur een casus als JSON "
                            "(application/json), een PBN-verslag als tekst (text/plain), of een "
                            "bestand (multipart/form-data).",
    "web.err.too_deep": "De invoer is te diep genest om te lezen.",
    "web.err.unexpected": "Deze invoer kon niet verwerkt worden ({reason}).",
    "web.err.not_found": "Deze pagina bestaat niet.",
    "web.err.method": "Deze pagina kan zo niet gebruikt worden (methode {method}).",
    "web.err.host": "Deze server antwoordt niet op de naam {host}: open hem op het adres dat "
                    "hij bij het starten toonde. (Misschien probeerde een pagina van een andere "
                    "site hem onder haar eigen naam te bereiken.)",
    "web.err.too_many_boards": "Er zouden {count} spellen tegelijk beoordeeld worden; dat kan "
                               "tot {limit} per keer. Kies één spel (bij Spel, in de lijst of "
                               "met ?board=) of stuur minder spellen.",
    "web.err.equity": "equity= moet een van {choices} zijn (gelezen: {value!r})",
    "web.err.over_budget": "Hier is meer rekenwerk voor nodig dan de {seconds:num} seconden die "
                           "een vraag mag kosten. Stuur minder spellen of een kleiner "
                           "bestand, of kies één spel.",
    "web.line_lead_legend": "Onderstreept: de kaart waarmee elke slag werd uitgekomen.",
    "web.dd_caption": "{seat}, slag {trick}: wat elke toegestane kaart had opgeleverd "
                      "(dubbeldummy)",
    "web.dd_card": "Kaart",
    "web.dd_tricks": "Slagen leider",
    "web.dd_recommended": "Te overwegen: {tricks} slagen voor de leider, score Noord-Zuid "
                          "{score:score}",
    "web.likely_caption": "{seat}, slag {trick}: slagen van de leider in het waarschijnlijke "
                          "spel ({plays} spelverlopen{partial})",
    "web.likely_partial": ", gedeeltelijk: het tijdsbudget was op",
    "web.likely_tricks": "Slagen leider",
    "web.likely_share": "Deel van de spelverlopen",
    "web.likely_figure": "Waarschijnlijk (het beste voor de niet-verzakende partij dat in "
                         "minstens een derde van de spelverlopen gehaald wordt): {figure} "
                         "slagen. Dubbeldummy: {dd}.",
    "web.likely_figure_both": "Waarschijnlijk (de middelste uitslag van de spelverlopen): "
                              "{figure} slagen. Dubbeldummy: {dd}.",
    "web.likely_difference": "Het verschil: in slag {trick} speelt {seat} {card} waar "
                             "dubbeldummy {instead} speelt ({share} % van de spelverlopen).",
    # -- LIN and scan ------------------------------------------------------------------
    "error.lin_syntax": "{text!r} niet leesbaar (LIN schrijft sleutel|waarde|)",
    "error.lin_no_board": "{key}| staat voor het eerste spel (qx| of md|)",
    "error.lin_no_dealer": "onbekend wie gever is: md| heeft geen cijfer voor de gever en het "
                           "spel heeft geen nummer",
    "error.lin_bad_value": "{key}|: waarde {value!r} niet leesbaar ({reason})",
    "error.lin_play_no_auction": "er zijn kaarten gespeeld (pc|), maar er is geen bieding "
                                 "(mb|) en dus geen contract",
    "error.lin_play_passed_out": "er zijn kaarten gespeeld (pc|), maar in de bieding is geen "
                                 "bod gedaan",
    "note_lin_auction_no_passes": "{key}| (regel {line}) volgt op het laatste bod zonder de "
                                  "drie passen die de bieding afsluiten, zoals sommige "
                                  "programma's het schrijven: het contract is {contract} door "
                                  "{seat}.",
    "error.lin_auction_open": "{key}| staat na een bieding die niet afgelopen is ({calls} "
                              "biedingen, en drie passen na een bod beëindigen de bieding): "
                              "welk contract werd er gespeeld?",
    "error.lin_md_incomplete": "md| geeft {count} van de vier handen (alleen de laatste mag "
                               "ontbreken): is het verslag afgebroken?",
    "error.lin_no_deal": "er zijn kaarten gespeeld (pc|), maar het spel heeft geen "
                         "verdeling (md|)",
    "error.lin_claim_range": "claim mc|{result} kan niet: na {played} gespeelde slagen heeft "
                             "de leider er al {decl} en zijn er nog {left} te spelen",
    "error.lin_claim_twice": "mc| staat twee keer in dit spel: mc|{first}| (regel {first_line}), "
                             "daarna mc|{second}|; een spel heeft één claim, het totaal aantal "
                             "slagen van de leider",
    "error.lin_claim_empty": "mc|| is leeg: een claim geeft het totaal aantal slagen van de "
                             "leider (0..13)",
    "error.lin_call": "bieding, {number}e bod: {text!r} is geen bod",
    "error.lin_call_after_end": "bieding, {number}e bod: {seat} biedt {call} terwijl de "
                                "bieding al afgelopen is",
    "error.lin_insufficient_bid": "bieding, {number}e bod: {seat} biedt {call} na {last}; een "
                                  "bod moet hoger zijn",
    "error.scan_unknown_type": "geen PBN- of LIN-bestand",
    "error.scan_jobs": "--jobs moet 1 of meer zijn (gelezen: {jobs})",
    "error.likely_count": "--{option} moet 1 of meer zijn (gelezen: {value})",
    "error.likely_seed": "--seed moet 0 of meer zijn (gelezen: {value})",
    "error.likely_budget": "--budget moet meer dan 0 seconden zijn (gelezen: {value})",
    "error.scan_report_type": "het rapport moet een .csv- of .json-bestand zijn: {file}",
    "error.scan_report_write": "rapport {file} kan niet geschreven worden ({reason})",
    "error.internal_error": "dit spel kon niet verwerkt worden door een fout in verzaking "
                            "({reason}); meld dit alstublieft",
    "note_lin_no_auction": "Het verslag heeft geen bieding (mb|) en geen spel: er is geen "
                           "contract, dus niets te beoordelen.",
    "note_inadmissible_call": "Bieding, {number}e bod (regel {line}): {call} van {seat} mag "
                                  "daar niet; een doublet vraagt een ongedoubleerd bod van de "
                                  "tegenpartij, een redoublet hun doublet. Het bod is gelezen "
                                  "zoals gedaan, en contract en leider volgen uit de biedingen; "
                                  "over het bod zelf beslist de wedstrijdleider (art. 36).",
    "note_pbn_vul_from_board": "Het spel heeft geen [Vulnerable]; afgeleid uit spelnummer "
                               "{number}: {vulnerability}.",
    "note_pbn_vul_unknown": "Het spel heeft geen [Vulnerable] en geen spelnummer: gerekend met "
                            "niemand kwetsbaar.",
    "note_lin_dealer_from_board": "Het bestand zegt niet wie gever was; afgeleid uit "
                                  "spelnummer {number}: {dealer}.",
    "note_lin_vul_from_board": "Het bestand geeft de kwetsbaarheid niet (sv|); afgeleid uit "
                               "spelnummer {number}: {vulnerability}.",
    "note_lin_vul_unknown": "Het bestand geeft geen kwetsbaarheid (sv|) en geen spelnummer: "
                            "gerekend met niemand kwetsbaar.",
    "scan.heading": "Controle volgens de spelregels {laws}. Bestanden: {files:num}, spellen: "
                    "{boards:num}, {seconds:num} s, {rate:num} spellen/s",
    "scan.files": "Bestanden",
    "scan.files_unreadable": "niet leesbaar",
    "scan.boards": "Gelezen spellen",
    "scan.with_play": "met spelverloop",
    "scan.replayed": "nagespeeld",
    "scan.rows_reseated": "waarvan met regels buiten de PBN-kolomvolgorde (spelers uit de verdeling)",
    "scan.inadmissible_calls": "met een ontoelaatbaar doublet of redoublet (gelezen; art. 36)",
    "scan.without_play": "zonder spelverloop",
    "scan.passed_out": "rondgepast",
    "scan.auction_only": "alleen de bieding",
    "scan.no_auction": "geen bieding",
    "scan.not_replayed": "niet te lezen of na te spelen",
    "scan.mismatches": "Slagen wijken af van het bestand",
    "scan.source": "volgens {source}",
    "scan.revokes": "Verzakingen",
    "scan.revoke_boards": "spellen met een verzaking",
    "scan.established": "voldongen",
    "scan.kind.follow": "kleur niet gevolgd terwijl het kon",
    "scan.kind.penalty_card": "strafkaart niet gespeeld",
    "scan.role.declarer": "door de leider",
    "scan.role.dummy": "door de blinde",
    "scan.role.defender": "door een tegenspeler",
    "scan.rule": "beslist met art. {rule}",
    "scan.transferred": "overgedragen slagen",
    "scan.progress": "{boards:num} spellen, {rate:num} spellen/s",
    "scan.report_written": "Rapport: {file} ({count} bevindingen)",
    "scan.result_range": "volgens het bestand ({source}) maakt de leider {result} slagen, "
                         "maar na {played} slagen heeft hij er {decl} en zijn er nog {left}",
    "scan.result_differs": "volgens het bestand ({source}) maakt de leider {result} slagen, "
                           "volgens het spelverloop {played}",
    "scan.rs_differs": "volgens de uitslagenlijst (rs|: {rs}) maakt de leider {result} "
                       "slagen, volgens spelverloop en claim {played}",
    "web.err.huge_number": "Een getal in de invoer is veel te lang.",
}
