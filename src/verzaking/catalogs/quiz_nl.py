"""Dutch messages of the trainer (verzaking quiz, the practice page), by code.

Our own words; articles are cited, never quoted.  The fixed questions are in
:mod:`.quiz_bank_nl`.
"""

from .quiz_bank_nl import MESSAGES as _BANK
from .quiz_bank_wrong_nl import MESSAGES as _WRONG

MESSAGES: dict[str, str] = {
    "quiz.right": "Goed.",
    "quiz.wrong": "Niet goed.",
    "quiz.topic.revoke": "Wat is een verzaking",
    "quiz.topic.ask": "Geen meer? (wie mag vragen)",
    "quiz.topic.established": "Voldongen of niet",
    "quiz.topic.correction": "Herstellen",
    "quiz.topic.transfer": "Overgedragen slagen",
    "quiz.topic.score": "De score",
    "quiz.topic.twelfth": "De twaalfde slag",
    "quiz.topic.editions": "Oudere spelregels",
    "quiz.topic.several": "Meer verzakingen op één spel",
    "quiz.topic.penalty": "Strafkaarten",
    "quiz.topic.exemptions": "Geen automatische aanpassing",
    "quiz.topic.equity": "Billijkheid (64C)",
    "quiz.tf.ask": "Waar of niet waar?",
    "quiz.tf.true": "Waar",
    "quiz.tf.false": "Niet waar",
    "quiz.tf.was_true": "De bewering is waar.",
    "quiz.tf.was_false": "De bewering is niet waar.",
    "quiz.sit.contract": "{declarer} speelt {contract}, {dummy} is de blinde; {vul} ({laws:laws}).",
    "quiz.laws.2017": "spelregels 2017",
    "quiz.laws.2007": "spelregels 2007",
    "quiz.laws.1997": "spelregels 1997",
    "quiz.laws.1930": "spelregels 1930",
    "quiz.laws.rubber": "robberbridge",
    "quiz.laws.home": "robberbridge thuis, met de huisregel",
    "quiz.sit.card": "Slag {trick}: er wordt {led} gespeeld en {seat} legt {card}.",
    "quiz.sit.revoke": "Slag {trick}: er wordt {led} gespeeld en {seat} legt {card}, terwijl hij nog "
                       "{held} heeft. Niemand merkt het op.",
    "quiz.sit.revoke_now": "Slag {trick}: er wordt {led} gespeeld en {seat} legt {card}, terwijl hij "
                           "nog {held} heeft.",
    "quiz.sit.played_out": "Het spel wordt uitgespeeld; de leider maakt {played:ntricks}. Daarna komt "
                           "de verzaking aan het licht.",
    "quiz.sit.played_out_only": "Het spel wordt uitgespeeld; de leider maakt {played:ntricks}.",
    "quiz.sit.played_out_both": "Het spel wordt uitgespeeld; de leider maakt {played:ntricks}. Daarna "
                                "komen beide verzakingen aan het licht.",
    "quiz.sit.after_call": "Pas nadat {seat} op het volgende spel bood, wijst iemand op de verzaking.",
    "quiz.sit.after_round": "Pas na het einde van de ronde wijst iemand op de verzaking.",
    "quiz.revoke.ask": "Is {card} van {seat} een verzaking?",
    "quiz.revoke.yes": "Ja: {seat} had nog {led} en moest bekennen.",
    "quiz.revoke.no_void": "Nee: {seat} had geen {led} meer en mocht elke kaart spelen.",
    "quiz.why.rv_held": "Kijk nog eens naar zijn hand hierboven: er zat nog {led} in.",
    "quiz.why.rv_void": "Kijk nog eens naar zijn hand hierboven: er zat geen {led} meer in.",
    "quiz.revoke.myth_established": "Nee: het wordt pas een verzaking als ze voldongen is.",
    "quiz.revoke.myth_dummy": "Nee: de blinde kan niet verzaken.",
    "quiz.revoke.reason_yes": "{seat} had nog {led} en speelde {card}: niet bekennen terwijl "
                              "het kon, is een verzaking ({law:cited}).",
    "quiz.revoke.reason_no": "{seat} had geen {led} meer: wie niet kan bekennen, mag elke kaart "
                             "spelen ({law:cited}). Geen verzaking.",
    "quiz.revoke.reason_no_def": "{seat} had geen {led} meer: alleen wie de gevraagde kleur nog "
                                 "heeft en een andere speelt, verzaakt ({law:cited}). Geen "
                                 "verzaking.",
    "quiz.ask.ask": "{seat} bekent niet. Wie mag {seat} vragen of hij geen {led} meer heeft?",
    "quiz.ask.d_decl": "Alleen de leider ({decl})",
    "quiz.ask.d_decl_partner": "De leider ({decl}) en {partner}, de partner van {to}",
    "quiz.ask.d_all": "De leider ({decl}), {partner} (de partner van {to}) en de blinde ({dummy})",
    "quiz.ask.d_partner": "Alleen {partner}, de partner van {to}",
    "quiz.ask.l_dummy": "Alleen de blinde ({dummy})",
    "quiz.ask.l_defs": "Alleen de tegenspelers ({lho} en {rho})",
    "quiz.ask.l_all": "De blinde ({dummy}) en beide tegenspelers ({lho} en {rho})",
    "quiz.ask.l_none": "Niemand",
    "quiz.ask.why.declarer.yes": "De leider ({seat}) mag het vragen: de leider mag een tegenspeler die "
                                 "niet bekent dat vragen (art. 61B1).",
    "quiz.ask.why.declarer.no": "De leider ({seat}) mag {to} dat onder deze spelregels niet vragen "
                                "(art. 61B).",
    "quiz.ask.why.dummy.yes": "De blinde ({seat}) mag het vragen: de blinde mag de leider dat vragen "
                              "(art. 61B2(a)).",
    "quiz.ask.why.dummy.no": "De blinde ({seat}) mag het niet vragen: de blinde mag alleen de leider "
                             "dat vragen, nooit een tegenspeler (art. 61B2(b)).",
    "quiz.ask.why.partner.yes": "{seat}, de partner van {to}, mag het vragen: tegenspelers mogen elkaar "
                                "dat vragen, al kan de vraag ongeoorloofde informatie geven (art. 61B3).",
    "quiz.ask.why.partner.no": "{seat}, de partner van {to}, mag het niet vragen: onder deze spelregels "
                               "mogen tegenspelers elkaar dat niet vragen (art. 61B).",
    "quiz.ask.why.defender.yes": "Tegenspeler {seat} mag het vragen: een tegenspeler mag de leider dat "
                                 "vragen (art. 61B3).",
    "quiz.ask.why.defender.no": "Tegenspeler {seat} mag de leider dat onder deze spelregels niet vragen "
                                "(art. 61B).",
    "quiz.ask.why.defenders.yes": "Beide tegenspelers ({seats}) mogen het vragen: een tegenspeler "
                                  "mag de leider dat vragen (art. 61B3).",
    "quiz.ask.why.defenders.no": "De tegenspelers ({seats}) mogen de leider dat onder deze "
                                 "spelregels niet vragen (art. 61B).",
    "quiz.ask.miss.declarer": "Deze keuze vergeet de leider ({seat}).",
    "quiz.ask.miss.dummy": "Deze keuze vergeet de blinde ({seat}).",
    "quiz.ask.miss.partner": "Deze keuze vergeet {seat}, de partner van {to}.",
    "quiz.ask.miss.defender": "Deze keuze vergeet tegenspeler {seat}.",
    "quiz.ask.miss.defenders": "Deze keuze vergeet beide tegenspelers ({seats}).",
    "quiz.ask.miss.all": "Deze keuze vergeet iedereen die het mag vragen.",
    "quiz.ask.also.dummy": "Deze keuze neemt ten onrechte ook de blinde ({seat}) mee.",
    "quiz.ask.also.partner": "Deze keuze neemt ten onrechte ook {seat}, de partner van {to}, mee.",
    "quiz.est.ask": "Is de verzaking van {seat} nu voldongen?",
    "quiz.est.no": "Nee, nog niet: ze moet hersteld worden (art. {law}).",
    "quiz.est.a1": "Ja: de verzakende partij speelde in de volgende slag (art. {law}).",
    "quiz.est.a2": "Ja: de verzakende partij noemde een kaart voor de volgende slag (art. {law}).",
    "quiz.est.a3": "Ja: de verzakende partij claimde of stond slagen af (art. {law}).",
    "quiz.est.a4": "Ja: de verzakende partij stemde in met de claim van de tegenpartij (art. {law}).",
    "quiz.est.a4_69a": "Ja: de verzakende partij stemde in met de claim van de tegenpartij, en die "
                       "instemming staat vast (art. {law}, 69A).",
    "quiz.est.myth_nos": "Ja: de andere partij heeft al in de volgende slag gespeeld.",
    "quiz.est.designated": "{seat} noemt {card} van de blinde voor de volgende slag.",
    "quiz.est.claimed": "{seat} claimt: de leider komt op {total:ntricks}.",
    "quiz.est.accepted": "{seat} stemt in met de claim.",
    "quiz.est.agreement_stands": "{side} maken er daarna geen bezwaar tegen, ook niet vóór het einde "
                                 "van de ronde; dan is de ronde voorbij.",
    "quiz.est.to_lead": "Slag {trick} is nog niet begonnen: {seat} moet voorspelen.",
    "quiz.est.played_next": "In slag {trick} is al gespeeld door {seats}.",
    "quiz.est.reason_no": "Nog niemand van de verzakende partij deed iets uit art. 63A (spelen in de "
                          "volgende slag, een kaart noemen, claimen of instemmen met een claim): de "
                          "verzaking van {seat} moet nog hersteld worden (art. 62A).",
    "quiz.est.reason_a1": "{player}, van de verzakende partij, speelde in de volgende slag: daarmee is "
                          "de verzaking voldongen (art. {law}).",
    "quiz.est.reason_a2": "{player}, van de verzakende partij, noemde een kaart voor de volgende slag: "
                          "daarmee is de verzaking voldongen (art. {law}).",
    "quiz.est.reason_a3": "{player}, van de verzakende partij, claimde: daarmee is de verzaking "
                          "voldongen (art. {law}).",
    "quiz.est.reason_a4": "{player}, van de verzakende partij, stemde in met de claim van de "
                          "tegenpartij: daarmee is de verzaking voldongen (art. {law}).",
    "quiz.est.reason_a4_69a": "{player}, van de verzakende partij, stemde in met de claim van de "
                              "tegenpartij. Die instemming staat vast zodra de verzakende partij er "
                              "geen bezwaar tegen maakt vóór haar volgende bieding op een later "
                              "spel of vóór het einde van de ronde (art. 69A), en hier kwam geen "
                              "bezwaar: daarmee is de verzaking voldongen (art. {law}).",
    "quiz.why.est_is": "Herstellen kan alleen zolang de verzaking niet voldongen is, en hier is ze "
                       "dat al.",
    "quiz.why.est_no_play": "Niemand van de verzakende partij speelde al in de volgende slag "
                            "(art. 63A1).",
    "quiz.why.est_nos_played": "{seats} speelde al in slag {trick}, maar hoort bij de "
                               "niet-verzakende partij (art. 63A1).",
    "quiz.why.est_nos_played2": "{seats} speelden al in slag {trick}, maar horen bij de "
                                "niet-verzakende partij (art. 63A1).",
    "quiz.why.est_none_played": "In slag {trick} is nog geen kaart gespeeld (art. 63A1).",
    "quiz.why.est_nos_named_next": "Alleen de leider ({seat}) noemde een kaart van de blinde; "
                                   "van de verzakende partij speelde nog niemand in de volgende "
                                   "slag (art. 63A1).",
    "quiz.why.est_claim_no_play": "Na de claim van {seat} werd er niet meer gespeeld (art. 63A1).",
    "quiz.why.est_nos_name": "{seat} noemde een kaart, maar hij hoort niet bij de verzakende partij "
                             "(art. 63A2).",
    "quiz.why.est_none_named": "Er werd geen kaart voor slag {trick} genoemd (art. 63A2).",
    "quiz.why.est_nos_claim": "{seat} claimde, maar hij hoort niet bij de verzakende partij "
                              "(art. 63A3).",
    "quiz.why.est_none_claimed": "Er werd niet geclaimd en geen slag afgestaan (art. 63A3).",
    "quiz.why.est_no_agree": "De verzakende partij stemde niet in met een claim van de tegenpartij "
                             "(art. {law}).",
    "quiz.why.est_no_claim_to_agree": "Er was geen claim van de tegenpartij om mee in te "
                                      "stemmen (art. {law}).",
    "quiz.cor.played_after": "Daarna speelt {seat} {card}.",
    "quiz.cor.led_next": "{seat} won slag {trick} en speelt {card} voor in slag {next}.",
    "quiz.cor.noticed": "Dan wijst iemand op de verzaking van {seat}.",
    "quiz.cor.ask": "Wat gebeurt er met {card}?",
    "quiz.cor.major": "{seat} neemt {card} terug; het wordt een grote strafkaart.",
    "quiz.cor.minor": "{seat} neemt {card} terug; het wordt een kleine strafkaart.",
    "quiz.cor.back": "{seat} neemt {card} terug, zonder verdere straf.",
    "quiz.cor.stands": "{card} blijft liggen; na afloop gaan er slagen over.",
    "quiz.tr.ask": "Hoeveel slagen gaan er door de verzaking van {seat} over?",
    "quiz.tr.opt": "{count:tricks}",
    "quiz.tr.also": "Ook artikel {law} sluit hier een automatische overdracht uit.",
    "quiz.tr.call_not_late": "Dat {seat} al op het volgende spel bood, doet er niet toe: {seat} "
                             "hoort bij de verzakende partij, en 64B4 telt alleen een bieding van "
                             "de niet-verzakende partij.",
    "quiz.tr.also.64B1": "Bovendien won de verzakende partij vanaf de verzakingsslag geen enkele "
                         "slag: ook daarom gaat er niets over (art. 64B1).",
    "quiz.tr.also.64B3": "Bovendien verzaakte de blinde: ook daarom gaan er geen slagen automatisch "
                         "over (art. 64B3).",
    "quiz.tr.also.64B4": "Bovendien werd er pas op gewezen nadat de niet-verzakende partij op het "
                         "volgende spel bood: ook daarom gaan er geen slagen automatisch over "
                         "(art. 64B4).",
    "quiz.tr.also.64B5": "Bovendien werd er pas na het einde van de ronde op gewezen: ook daarom gaan "
                         "er geen slagen automatisch over (art. 64B5).",
    "quiz.tr.also.64B6": "Bovendien was de verzaking in slag 12: ook daarom gaan er geen slagen over "
                         "(art. 64B6).",
    "quiz.sc.ask": "Wat is de score voor Noord-Zuid na de aanpassing?",
    "quiz.sc.opt": "{points:score}",
    "quiz.sc.reason": "Met {tricks:ntricks} voor de leider in {contract} is de score voor Noord-Zuid "
                      "{points:score} (art. 77).",
    "quiz.t12.out": "Na slag 13, met de handen nog op tafel, merkt iemand de verzaking op.",
    "quiz.t12.back": "Pas als alle vier de handen terug in het bord zitten, merkt iemand de verzaking op.",
    "quiz.t12.reason_correct": "De handen lagen nog op tafel: dan wordt een verzaking in slag "
                               "12 hersteld, ook al is ze voldongen, en bekent {seat} daar "
                               "alsnog met {held} (art. 62D1).",
    "quiz.t12.too_late": "Een verzaking in slag 12 wordt alleen hersteld zolang niet alle vier de "
                         "handen terug in het bord zitten (art. 62D1); hier zaten ze al terug, dus "
                         "de slag blijft zoals hij gespeeld is.",
    "quiz.t12.ask": "Wat beslist de wedstrijdleider?",
    "quiz.t12.correct": "Slag 12 wordt hersteld: {seat} bekent alsnog; er gaat geen slag over.",
    "quiz.t12.stands": "De slag blijft zoals hij gespeeld is; er gaat geen slag over.",
    "quiz.t12.one": "De slag blijft staan en er gaat één slag over.",
    "quiz.t12.two": "De slag blijft staan en er gaan twee slagen over.",
    "quiz.why.t12_out": "Zo zou het pas gaan als de handen al terug in het bord zaten voordat "
                        "iemand het merkte.",
    "quiz.why.t12_back": "Voor herstel is het te laat: dat had moeten gebeuren voordat de handen "
                         "terug in het bord gingen.",
    "quiz.ed.now": "Onder de spelregels van 2017 is de overdracht {count:tricks} (art. {law}).",
    "quiz.ed.ask": "Hoeveel slagen gingen er onder de spelregels van 1997 over?",
    "quiz.sv.ask": "Hoeveel slagen heeft de leider na de automatische aanpassing van 64A en 64B, nog "
                   "zonder een arbitrale score van de wedstrijdleider?",
    "quiz.sv.opt": "{count:ntricks}",
    "quiz.sv.each": "De verzaking van {seat} in slag {trick} kost {count:tricks}: {moved:tricks} "
                    "(art. {law}).",
    "quiz.sv.each_none": "De verzaking van {seat} in slag {trick} kost geen slagen (art. {law}).",
    "quiz.sv.each_none_too": "Ook de verzaking van {seat} in slag {trick} kost geen slagen "
                             "(art. {law}).",
    "quiz.sv.total": "Zo komt de leider van {played:ntricks} op {adjusted:ntricks}.",
    "quiz.sv.same": "De leider houdt dus zijn {played:ntricks}.",
    "quiz.sv.c1": "Daarna gaat de wedstrijdleider nog na of de niet-verzakende partij zo volledig "
                  "schadeloos gesteld is (art. {law}).",
    "quiz.sv.c2a": "Voor de herhaling van {seat} in slag {trick} gaat er automatisch niets extra "
                   "over, maar had de niet-verzakende partij zonder die herhaling waarschijnlijk "
                   "meer slagen gemaakt, dan past de wedstrijdleider de score daarna aan "
                   "(art. {law}).",
    "quiz.sv.c2b": "Is een partij daardoor toch benadeeld, dan geeft de wedstrijdleider daarna de "
                   "score die waarschijnlijk was als geen van beide partijen had verzaakt "
                   "(art. {law}); dat is een andere vraag dan de automatische aanpassing.",
    "quiz.myth.established": "Of een verzaking voldongen is, bepaalt alleen hoe ze wordt "
                             "afgehandeld (herstellen of niet); een verzaking is het al zodra "
                             "de kaart gespeeld is ({law:cited}).",
    "quiz.myth.dummy": "Ook de blinde moet bekennen ({law:cited}); er gaan dan alleen geen "
                       "slagen automatisch over ({exempt:cited}).",
    "quiz.myth.established_but": "Nee is juist, maar niet om die reden: niet bekennen terwijl "
                                 "het kon, is ook vóór het voldongen worden al een verzaking "
                                 "({law:cited}).",
    "quiz.myth.dummy_but": "Nee is juist, maar niet om die reden: ook de blinde moet bekennen "
                           "en kan dus verzaken ({law:cited}).",
    "quiz.myth.nos": "Wat de andere partij doet, telt daarvoor nooit mee; alleen wat de "
                     "verzaker of zijn partner doet, telt (art. 63A).",
    "quiz.myth.minor": "Een kaart die door verzaken en herstellen zichtbaar werd, is altijd een grote "
                       "strafkaart, ook een kleintje (art. 50B).",
    "quiz.myth.stands": "Een kaart blijft alleen liggen als de verzaking al voldongen is, en "
                        "dat wordt ze pas door een handeling van de verzakende partij na de "
                        "verzakingsslag (art. 63A).",
    "quiz.myth.back": "Alleen de leider en de blinde vervangen hun kaart zonder verdere straf (art. "
                      "62B2); een tegenspeler krijgt een strafkaart.",
    "quiz.myth.no_penalty_card": "Een kaart van de leider of van de blinde wordt nooit een strafkaart "
                                 "(art. 48A, 62B2).",
    "quiz.myth.dummy_won": "Twee slagen: zo doet u alsof de leider de verzakingsslag zelf won.",
    "quiz.myth.before": "Slagen van voor de verzaking tellen nooit mee (art. 64A).",
    "quiz.myth.dummy_revoke": "Voor een verzaking van de blinde gaan er geen slagen automatisch over "
                              "(art. 64B3).",
    "quiz.myth.too_late": "Er werd te laat op de verzaking gewezen: dan gaan er geen slagen "
                          "automatisch over (art. 64B4, 64B5).",
    "quiz.myth.always_two": "Een verzaking kost niet vanzelf twee slagen (art. 64A).",
    "quiz.myth.won_some": "Geen slag zou alleen kloppen als de verzakende partij vanaf de "
                          "verzakingsslag niets won (art. 64B1).",
    "quiz.myth.exempt_would": "Zo zou 64A {count:tricks} overdragen als er geen uitzondering gold, "
                              "maar {law} sluit elke automatische overdracht uit.",
    "quiz.myth.exempt": "Voor {count:tricks} is geen grond: ook 64A gaf hier niets, en {law} "
                        "sluit elke automatische overdracht uit.",
    "quiz.myth.exempt_other": "Ook zonder uitzondering gaf 64A hier {auto:tricks}, niet "
                              "{count:tricks}; en {law} sluit elke automatische overdracht uit.",
    "quiz.myth.a1_two": "Eén slag geldt als de verzaker de verzakingsslag niet zelf won "
                        "(art. 64A2).",
    "quiz.myth.extra_1997": "Zo vergeet u de extra slag die 64A2 in 1997 nog kende.",
    "quiz.myth.no_extra": "De extra slag van 1997 geldt alleen als de verzaker later zelf een slag "
                          "won met een kaart van de kleur die hij had moeten bekennen, en {seat} "
                          "deed dat niet (art. 64A2).",
    "quiz.myth.no_further": "Zo telt u de extra slag van 1997 al mee: dat {seat} later een slag "
                            "won met een kaart van de gevraagde kleur, is daarvoor niet genoeg.",
    "quiz.myth.sc_tricks": "Die score hoort bij {tricks:ntricks} voor de leider.",
    "quiz.myth.score_played": "Dat is de uitslag zoals gespeeld; de overgedragen slagen tellen mee "
                              "alsof ze gewonnen waren (art. 64A, 77).",
    "quiz.myth.direction": "De slagen gaan naar de niet-verzakende partij, niet andersom (art. 64A).",
    "quiz.myth.same_2017": "Dat is het antwoord onder de spelregels van 2017; in 2007 verviel "
                           "de extra slag van 1997.",
    "quiz.myth.several_both": "Er gaat hier geen enkele slag automatisch over, naar geen van beide "
                              "partijen: beide hebben een voldongen verzaking (art. 64B7).",
    "quiz.myth.sv_one_alone": "Zo telt u wat de verzaking van {seat} in slag {trick} op zich "
                              "zou kosten ({count:tricks}), alsof de andere verzaking er niet "
                              "was.",
    "quiz.myth.sv_both_added": "Zo telt u de overdrachten van beide verzakingen op, alsof elke "
                               "verzaking op zich stond; maar verzaakten beide partijen, dan gaat "
                               "er voor geen van beide automatisch iets over (art. 64B7).",
    "quiz.myth.sv_repeat": "Zo telt u ook slagen voor de herhaling van {seat} in {suit} in slag "
                           "{trick}, en voor een herhaling in dezelfde kleur door dezelfde speler "
                           "gaat er automatisch niets extra over (art. 64B2).",
    "quiz.myth.sv_forgot": "Zo telt u alleen de overdracht voor de verzaking van {seat} in slag "
                           "{trick}; ook de verzaking van {other} in slag {other_trick} kost "
                           "slagen, en de overdrachten worden opgeteld (art. 64A).",
    "quiz.myth.at_most_two": "Voor één verzaking gaan er nooit meer dan twee slagen automatisch over "
                             "(art. 64A).",
    "quiz.eq.sit_dd_play": "Na de verzaking spelen beide partijen elke kaart dubbeldummy (alsof ze alle "
                           "vier handen zien).",
    "quiz.eq.sit_after": "Na de automatische regeling (art. {law}) heeft de leider {after:ntricks}.",
    "quiz.eq.dd_forced": "Dubbeldummy: had {seat} bekend met {card}, zijn enige kaart in die kleur, dan "
                         "had de leider {likely:ntricks} gemaakt.",
    "quiz.eq.dd_same": "Dubbeldummy: had {seat} bekend, welke van {held} hij ook speelde, dan had de "
                       "leider {likely:ntricks} gemaakt.",
    "quiz.eq.ask_tricks": "Hoeveel slagen geeft de wedstrijdleider de leider na artikel 64C?",
    "quiz.eq.ask_enough": "Is de automatische regeling genoeg, of past de wedstrijdleider de score aan?",
    "quiz.eq.opt": "{count:ntricks}",
    "quiz.eq.stands": "Het is genoeg: de uitslag blijft, met {after:ntricks} voor de leider.",
    "quiz.eq.adjust": "De wedstrijdleider geeft een arbitrale score: {likely:ntricks} voor de leider, de "
                      "waarschijnlijke uitslag zonder de verzaking.",
    "quiz.eq.undo": "De wedstrijdleider draait de overdracht terug: de uitslag zoals gespeeld blijft, "
                    "{played:ntricks} voor de leider.",
    "quiz.eq.double": "De wedstrijdleider telt de slagen die de verzaking kostte bij de overdracht op: "
                      "{double:ntricks} voor de leider.",
    "quiz.eq.reason_short": "Na de automatische regeling heeft de leider {after:ntricks}, maar zonder "
                            "de verzaking had hij waarschijnlijk {likely:ntricks} gemaakt: {nos}, de "
                            "niet-verzakende partij, is niet volledig schadeloos gesteld, dus geeft "
                            "de wedstrijdleider een arbitrale score voor {likely:ntricks} "
                            "(art. 64C1).",
    "quiz.eq.instead": "Die score komt in de plaats van de overdracht, niet erbovenop.",
    "quiz.eq.reason_enough": "Na de automatische regeling heeft de leider {after:ntricks}; zonder de "
                             "verzaking had hij waarschijnlijk {likely:ntricks} gemaakt. Daarmee "
                             "staat {nos}, de niet-verzakende partij, er minstens zo goed voor als "
                             "zonder de verzaking, dus blijft de uitslag staan (art. 64C1): de "
                             "wedstrijdleider past alleen aan als die partij minder heeft, nooit "
                             "omdat een overdracht meer geeft dan de verzaking kostte (art. 12B2).",
    "quiz.eq.reason_one": "Er is één waarschijnlijke uitslag: elke kaart die {seat} mocht bijspelen, geeft "
                          "de leider hetzelfde. Gaven ze verschillende uitslagen, dan had de "
                          "wedstrijdleider ze kunnen wegen in een gewogen score (art. 12C1(c)).",
    "quiz.myth.eq_transfer_only": "De automatische overdracht is niet altijd het eind: ook na "
                                  "een verzaking waarvoor geen slagen overgaan, kijkt de "
                                  "wedstrijdleider naar de schade (art. 64C1).",
    "quiz.myth.eq_won_only": "Alleen de slag teruggeven die de verzakingskaart won, is geen automatische "
                             "overdracht (art. 64A) en ook geen billijkheid: de wedstrijdleider vergelijkt "
                             "de uitslag na de overdracht met de waarschijnlijke uitslag zonder de "
                             "verzaking (art. 64C1).",
    "quiz.myth.eq_played": "De overdracht voor een voldongen verzaking wordt niet teruggedraaid (art. "
                           "64A): artikel 64C vult alleen aan waar ze niet genoeg is (art. 64C1).",
    "quiz.myth.eq_double": "Zo telt de schade dubbel: de waarschijnlijke uitslag zonder de verzaking bevat "
                           "de slagen die de verzaking kostte al, dus geeft de wedstrijdleider die uitslag "
                           "in plaats van de overdracht, niet erbovenop (art. 64C1).",
    "quiz.myth.eq_replace": "Zo vervangt u de overdracht door de waarschijnlijke uitslag, "
                            "terwijl die lager uitvalt voor {nos}.",
    "error.quiz_bad_code": "Geen vraag met code {given!r}.",
    "error.quiz_code_laws": "Vraag {question} hoort bij {code_laws:edition} (--laws {code_laws}), "
                            "niet bij --laws {laws}: laat --laws weg of kies --laws {code_laws}.",
    "error.quiz_code_editions": "Vraag {question} geldt alleen onder de spelregels {editions}, "
                                "niet onder {laws:edition} (--laws {laws}).",
    "error.quiz_no_fixed": "Geen van de vaste vragen geldt onder {laws:edition} (--laws "
                           "{laws}): kies --source generated of all.",
    "error.quiz_level": "Onbekend niveau {level!r}: kies 1, 2 of 3.",
    "error.quiz_count": "Het aantal vragen moet een getal van {least} tot en met {most} zijn, "
                        "niet {count!r}.",
    "error.quiz_seed": "De seed moet een geheel getal van {least} tot en met {most} zijn, niet {seed!r}.",
    "quiz.ui.question": "Vraag {n} van {total} — {topic}",
    "quiz.ui.question_fixed": "Vraag {n} van {total} — {topic} ({laws:laws})",
    "quiz.ui.prompt": "Uw antwoord (1-{n}, q om te stoppen): ",
    "quiz.ui.bad_answer": "Typ een nummer van 1 tot en met {n}, of q.",
    "quiz.ui.right_was": "Het goede antwoord: {n}. {text}",
    "quiz.ui.ruling": "De uitspraak, stap voor stap:",
    "quiz.ui.hand": "{seat} had vóór deze kaart: {cards}",
    "quiz.ui.code": "Code van deze vraag: {code}",
    "quiz.ui.summary": "Resultaat: {right} van {asked} goed.",
    "quiz.ui.topic_row": "{topic}: {right} van {asked}",
    "quiz.ui.practise": "Oefen nog eens: {topics}.",
    "quiz.ui.all_good": "Alles goed: op naar een hoger niveau?",
    "quiz.ui.trick": "Slag",
    "quiz.ui.won": "Gewonnen",
    "quiz.ui.moved": "over",
    "quiz.web.title": "Oefenen",
    "quiz.web.other": "English",
    "quiz.web.other_code": "en",
    "quiz.web.level": "Niveau {n}",
    "quiz.web.next": "Volgende vraag",
    "quiz.web.progress": "Uw voortgang",
    "quiz.web.total": "{right} van {asked} goed",
    "quiz.web.reset": "Voortgang wissen",
    "quiz.web.share": "Deel deze vraag:",
    "quiz.web.ruling": "De uitspraak, stap voor stap:",
    "quiz.web.right_was": "Het goede antwoord: ",
    "quiz.web.none": "Nog geen vragen beantwoord.",
    "quiz.web.practise": "Oefen nog eens: ",
    "quiz.web.loading": "Even geduld…",
    "quiz.web.error": "De vragen konden niet geladen worden.",
    "quiz.web.noscript": "Deze pagina heeft JavaScript nodig.",
    "quiz.web.trick": "Slag",
    "quiz.web.won": "Wint",
    "quiz.web.hand": "{seat} had vóór deze kaart:",
    "quiz.web.seats": "NOZW",
    **_BANK,
    **_WRONG,
}
