"""Dutch messages, by code.  Our own words; articles are cited, never quoted."""

MESSAGES: dict[str, str] = {
    # -- interface ---------------------------------------------------------------------
    "ui.board": "Spel {board}",
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
    "ui.adjusted": "Na aanpassing",
    "ui.declarer_tricks": "Slagen leider",
    "ui.score_ns": "Score Noord-Zuid",
    "ui.warning": "Let op",
    "ui.no_play": "Geen spelverloop bekend.",
    "ui.error_board": "Spel {board} kan niet beoordeeld worden",
    "edition.2017": "de Spelregels voor Wedstrijdbridge 2017 (WBF)",
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
    "board.no_revoke": "Er is op dit spel niet verzaakt: wie kon bekennen, heeft bekend.",
    "note_result_differs": "Het bestand noemt {result} slagen voor de leider, maar het "
                           "uitgespeelde spel geeft er {played}. Verder gerekend met het "
                           "spelverloop.",
    "note_mark_not_revoke": "Het bestand markeert de kaart van {seat} in slag {trick} als "
                            "verzaking, maar {seat} kon die kleur niet bekennen: geen verzaking.",
    "61A.revoke": "Slag {trick}: er werd {suit} voorgespeeld en {seat} speelde {card}, terwijl "
                  "{seat} nog {held} had. Dat is een verzaking: {seat} kon bekennen en deed het "
                  "niet.",
    "61A.revoke_reported": "{seat} verzaakte in slag {trick} (zoals gemeld aan de "
                           "wedstrijdleider).",
    "63A.given": "De verzaking is voldongen (zoals vastgesteld aan tafel).",
    "62A.given": "De verzaking is niet voldongen (zoals vastgesteld aan tafel).",
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
    "62A.claim_unknown": "Het spelverslag stopt na slag {trick} met een claim maar zegt niet "
                         "wie claimde. Door spelen is de verzaking niet voldongen; claimde de "
                         "verzakende partij, of aanvaardde ze de claim, dan is ze het wel "
                         "(63A3, 63A4). Vraag het na aan tafel.",
    "62A.correct": "Ze moet dus hersteld worden: {seat} neemt de kaart terug en bekent. De "
                   "teruggenomen kaart van een tegenspeler wordt een grote strafkaart (62B1); "
                   "de leider en de blinde nemen hun kaart zonder straf terug (62B2). Er gaan "
                   "geen slagen over.",
    "64B6.twelfth": "De verzaking gebeurde in de twaalfde slag: er gaan geen slagen over.",
    "62D1.correct": "Ook voldongen moet ze nog hersteld worden zolang niet alle vier de handen "
                    "terug in het bord zitten: {seat} speelt in slag 12 alsnog de juiste kaart "
                    "en de laatste twee slagen tellen zoals ze dan uitvallen.",
    "64B4.after_call": "Er werd pas op de verzaking gewezen nadat iemand van de niet-verzakende "
                       "partij op het volgende spel had geboden: geen automatische overdracht.",
    "64B5.after_round": "Er werd pas na het einde van de ronde op de verzaking gewezen: geen "
                        "automatische overdracht.",
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
    "64A1.two": "{seat} won de verzakingsslag zelf. Die slag gaat naar de tegenpartij, samen "
                "met één latere slag van de verzakende partij (die won daarna nog "
                "{later:tricks}).",
    "64A1.one": "{seat} won de verzakingsslag zelf. Die slag gaat naar de tegenpartij; de "
                "verzakende partij won daarna geen slag meer, dus meer gaat er niet over.",
    "64A2.partner_won": "De verzakingsslag werd gewonnen door {winner}, de partner van de "
                        "verzaker, niet door de verzaker zelf: één slag gaat over.",
    "64A2.dummy_won": "De leider verzaakte en de slag werd in de blinde gewonnen. Een slag van "
                      "de blinde telt hier niet als gewonnen door de leider (voetnoot bij 64A): "
                      "één slag gaat over.",
    "64A2.later_trick": "De verzakende partij won de verzakingsslag niet, maar daarna nog wel "
                        "{later:tricks}: één slag gaat over.",
    "64B1.no_trick": "De verzakende partij won de verzakingsslag niet en ook geen latere slag: "
                     "er gaan geen slagen over.",
    "64A.exhausted": "Er zijn maar {available} slagen van de verzakende partij over om over te "
                     "dragen in plaats van {count}: een slag gaat nooit twee keer over (onze "
                     "lezing van 64A bij meer verzakingen; de wedstrijdleider beslist).",
    "64A.transfer": "Overgedragen aan {to}: {count:tricks} ({tricks:tricks}). Slagen van voor "
                    "de verzaking blijven buiten schot.",
    "64C1.equity": "Daarna gaat de wedstrijdleider na of de niet-verzakende partij hiermee "
                   "volledig schadeloos gesteld is. Zo niet, dan geeft hij een arbitrale score "
                   "(64C), ook als er geen slagen overgingen.",
    "64C.needs_deal": "Voor een schatting van de billijkheid (64C) zijn de volledige verdeling en "
                      "het spelverloop nodig; die ontbreken hier. De wedstrijdleider oordeelt "
                      "zelf.",
    "64C.unsolved": "De stand vlak voor de verzaking van {seat} in slag {trick} kon niet "
                    "dubbeldummy berekend worden ({reason}).",
    "64C.dd_cards": "Dubbeldummy vanaf de stand vlak voor de verzaking van {seat} in slag "
                    "{trick}: per kaart die {seat} mocht bijspelen, het totaal aantal slagen "
                    "van de leider: {cards}. Waarschijnlijk is {likely_card}, de beste kaart voor "
                    "de verzakende partij: zonder de verzaking had de leider {likely} slagen "
                    "gehad.",
    "64C.compensated": "Na de automatische overdracht heeft de leider {after} slagen: de "
                       "niet-verzakende partij is volledig schadeloos gesteld en de overdracht "
                       "blijft staan (12B2).",
    "64C.not_compensated": "Na de automatische overdracht heeft de leider {after} slagen, maar "
                           "zonder de verzaking waren het er waarschijnlijk {recommended} geweest: "
                           "de niet-verzakende partij is niet volledig schadeloos gesteld. De "
                           "wedstrijdleider overweegt een arbitrale score van {recommended} "
                           "slagen, {score:score} voor Noord-Zuid.",
    "64C2b.estimate": "Beide partijen verzaakten: de score wordt die zonder verzakingen. "
                      "Dubbeldummy geeft de leider dan {recommended} slagen, {score:score} voor "
                      "Noord-Zuid.",
    "64C.estimate_only": "Dubbeldummy gaat uit van spel waarbij iedereen alle kaarten ziet: het is "
                         "een schatting van wat waarschijnlijk was. Het oordeel blijft aan de "
                         "wedstrijdleider.",
    "77.score": "Uitslag voor {declaring_side}: {adjusted:result}, {after_decl:score} in plaats "
                "van {played:result}, {before_decl:score}.",
    "77.score_unchanged": "Uitslag voor {declaring_side}: {played:result}, {before_decl:score}. "
                          "Het aantal slagen verandert niet.",
    "77.no_result": "Het aantal slagen van de leider is niet bekend, dus er is geen score te "
                    "geven.",
    # -- errors ------------------------------------------------------------------------
    "error.deal_start": "de verdeling moet beginnen met een windrichting en een dubbele punt, "
                        "zoals 'N:' (gelezen: {text!r})",
    "error.deal_hand_count": "de verdeling heeft {count} handen in plaats van 4",
    "error.deal_suit_count": "de hand van {seat} heeft {count} kleuren in plaats van 4",
    "error.deal_bad_rank": "de hand van {seat} bevat {char!r}, dat is geen kaart",
    "error.deal_card_twice": "de hand van {seat} bevat {card} twee keer",
    "error.deal_hand_size": "de hand van {seat} heeft {count} kaarten in plaats van 13",
    "error.deal_card_shared": "{card} zit in meer dan één hand",
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
    "error.file_unknown_type": "onbekend soort bestand: verwacht PBN (.pbn) of een casus "
                               "(.json, .yaml)",
    "error.no_boards": "geen enkel spel gevonden",
    "error.board_not_found": "spel {number} staat niet in het bestand",
    "error.pbn_tag_syntax": "tag niet leesbaar: {text!r} (verwacht: [Naam \"waarde\"])",
    "error.pbn_comment_open": "commentaar met '{{' wordt niet gesloten met '}}'",
    "error.pbn_missing": "tag [{tag}] ontbreekt; zonder die tag kan het spel niet beoordeeld "
                         "worden",
    "error.pbn_bad_value": "tag [{tag}]: waarde {value!r} niet leesbaar ({reason})",
    "error.pbn_play_token": "[Play], slag {trick}: {text!r} is geen kaart",
    "error.pbn_play_leader": "[Play] begint met {leader}, maar bij leider {declarer} komt "
                             "{expected} uit",
    "error.pbn_no_deal": "geen [Deal] voor dit spel en geen vorig spel om hem van over te nemen",
    "error.result_range": "[Result] {result} kan niet: na {played} gespeelde slagen heeft de "
                          "leider er al {decl} en zijn er nog {left} te spelen",
    "error.case_json": "casusbestand niet leesbaar: {reason}",
    "error.case_type": "een casus moet een object zijn met velden als \"contract\" en "
                       "\"tricks\"",
    "error.case_missing": "veld \"{field}\" ontbreekt",
    "error.case_bad_value": "veld \"{field}\": {value!r} is niet geldig ({reason})",
    "error.case_unknown_field": "onbekend veld \"{field}\"",
    "error.case_trick_count": "\"tricks\" noemt {count} slagen; meer dan 13 kan niet",
    "error.case_short_no_claim": "\"tricks\" noemt {count} slagen: zeg bij minder dan 13 met "
                                 "\"claim\" wie claimde en hoeveel slagen de leider in totaal "
                                 "kreeg",
    "error.case_claim_range": "\"claim\": de leider kan geen {total} slagen hebben; na {played} "
                              "slagen heeft hij er {decl} en zijn er nog {left}",
    "error.case_revoke_trick": "verzaking van {seat} in slag {trick}: die slag is niet "
                               "gespeeld",
    "error.case_winner_seat_needed": "Slag {trick}: won {first} of {second} de verzakingsslag? "
                                     "Geef de winnaar als windrichting in plaats van {side}",
    "error.case_suit_needed": "{seat} verzaakte in slag {first} en in slag {trick}: in welke "
                              "kleur telkens? Geef \"suit\" bij beide verzakingen",

    # -- web page (verzaking serve) ------------------------------------------------------
    "web.title": "Verzaking — uitspraak bij een verzaking",
    "web.app_name": "Verzaking",
    "web.nav_quick": "Aan tafel",
    "web.nav_record": "Spelverslag",
    "web.nav_api": "API",
    "web.other_lang": "English",
    "web.other_lang_code": "en",
    "web.intro_quick": "Vul in wat er aan tafel gebeurde. De uitspraak verschijnt onder het "
                       "formulier.",
    "web.intro_record": "Plak een PBN-spelverslag of een casus (JSON of YAML), of kies een "
                        "bestand. Kies daarna het spel.",
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
    "web.attention": "Wanneer opgemerkt",
    "web.att_during": "tijdens het spel, of erna vóór het volgende bieden",
    "web.att_after_call": "pas na een bod van de niet-verzakende partij op het volgende spel",
    "web.att_after_round": "pas na het einde van de ronde",
    "web.more": "Meer gegevens",
    "web.established": "Voldongen?",
    "web.est_auto": "de spelregels beslissen",
    "web.est_yes": "ja, vastgesteld",
    "web.est_no": "nee, vastgesteld",
    "web.suit_led": "Voorgespeelde kleur",
    "web.kind": "Soort",
    "web.kind_follow": "niet bekend",
    "web.kind_penalty": "strafkaart niet gespeeld",
    "web.edition": "Spelregels",
    "web.board": "Spelnummer",
    "web.submit": "Uitspraak",
    "web.reset": "Opnieuw",
    "web.busy": "Bezig…",
    "web.network_error": "Geen verbinding met de server. Probeer het opnieuw.",
    "web.paste": "Plak hier de tekst",
    "web.upload": "Of kies een bestand (.pbn, .json, .yaml)",
    "web.board_choice": "Spel (leeg: kies hierna)",
    "web.laws_from_file": "zoals in het bestand (anders 2017)",
    "web.pick_heading": "Kies een spel",
    "web.pick_hint": "{count} spellen in het bestand. Spellen met een verzaking zijn gemarkeerd.",
    "web.pick_revoke": "verzaking",
    "web.pick_no_revoke": "geen verzaking",
    "web.pick_error": "niet leesbaar",
    "web.pick_passed": "rondgepast",
    "web.ruling_heading": "Uitspraak",
    "web.revoke_summary": "{seat} verzaakte in slag {trick}: {count:tricks} overgedragen "
                          "(art. {law})",
    "web.result_played": "Zoals gespeeld",
    "web.result_adjusted": "Na aanpassing",
    "web.transferred_to": "naar {side}",
    "web.claimed_tricks": "Uit de claim overgedragen: {count:tricks}",
    "web.equity_heading": "Billijkheid (art. 64C)",
    "web.equity_hint": "De verdeling hieronder helpt bij de vraag of de niet-verzakende partij "
                       "volledig schadeloos gesteld is.",
    "web.deal_heading": "De verdeling",
    "web.event": "Wedstrijd",
    "web.site": "Plaats",
    "web.date": "Datum",
    "web.players": "Spelers",
    "web.error_heading": "Dit kan nog niet beoordeeld worden",
    "web.err.contract": "Kies het contract: niveau en kleur.",
    "web.err.declarer": "Kies de leider.",
    "web.err.no_tricks": "Tik bij elke slag aan wie hem won.",
    "web.err.trick_gap": "Slag {trick}: wie won deze slag? Er zijn al latere slagen ingevuld.",
    "web.err.short": "Er zijn {count} slagen ingevuld. Vul alle 13 slagen in, of geef bij "
                     "'Claim' het totaal aantal slagen van de leider.",
    "web.err.revoke_row": "Verzaking {row}: kies wie verzaakte én in welke slag.",
    "web.err.field_too_long": "Het veld {field} is te lang.",
    "web.err.bad_form": "Het formulier kon niet gelezen worden ({reason}).",
    "web.err.too_large": "De invoer is te groot: meer dan {limit} MB. Stuur alleen de spellen "
                         "van deze zitting.",
    "web.err.empty": "Geen invoer: plak een spelverslag of een casus, of kies een bestand.",
    "web.err.content_type": "Onbekend soort invoer ({type}). Stuur een casus als JSON "
                            "(application/json), een PBN-verslag als tekst (text/plain), of een "
                            "bestand (multipart/form-data).",
    "web.err.too_deep": "De invoer is te diep genest om te lezen.",
    "web.err.unexpected": "Deze invoer kon niet verwerkt worden ({reason}).",
    "web.err.not_found": "Deze pagina bestaat niet.",
    "web.err.method": "Deze pagina kan zo niet gebruikt worden (methode {method}).",
    "web.dd_caption": "{seat}, slag {trick}: wat elke toegestane kaart had opgeleverd "
                      "(double dummy)",
    "web.dd_card": "Kaart",
    "web.dd_tricks": "Slagen leider",
    "web.dd_recommended": "Te overwegen: {tricks} slagen voor de leider, score Noord-Zuid "
                          "{score:score}",
}
