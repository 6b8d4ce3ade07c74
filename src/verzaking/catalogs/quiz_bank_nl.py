"""The trainer's fixed questions in Dutch: the bank (``b…``) and the explainer's eight (``s…``).

Our own words about the laws; articles are cited, never quoted.  Which answer is
right is kept in :mod:`verzaking.trainer.bank`, not here: a true/false question is a
statement, and the first option of a choice question is the right one (the trainer
shows them in its own order).
"""

TRUE_FALSE: tuple[tuple[str, str, str], ...] = (
    ("b001", "Niet bekennen terwijl u nog een kaart van de voorgespeelde kleur hebt, is een verzaking.",
     "Zo omschrijft artikel 61A een verzaking, met de bekenplicht van 44C."),
    ("b002", "Wie geen kaart van de voorgespeelde kleur heeft, moet troeven.",
     "Zonder kaart in de kleur mag u elke kaart spelen: troeven of afgooien (44D)."),
    ("b003", "Ook de blinde kan verzaken.",
     "De bekenplicht geldt voor elke hand, ook de blinde (44C, 61A); er gaan dan wel geen slagen "
     "automatisch over (64B3)."),
    ("b004", "Een verzaking telt pas als de verzakende partij de verzakingsslag wint.",
     "Niet bekennen terwijl het kon is altijd een verzaking (61A); wie de slag won, telt pas bij de "
     "aanpassing (64A)."),
    ("b005", "Een grote strafkaart niet spelen terwijl het kon, is ook een verzaking.",
     "61A rekent het niet spelen van een kaart die de spelregels verplichten ook tot verzaken (50D)."),
    ("b006", "Een kleur die de leider na een strafkaart eiste niet voorspelen terwijl het kon, is een "
     "verzaking.",
     "Een verplichting die een tegenstander na een onregelmatigheid oplegt (50D2) niet nakomen, is "
     "een verzaking (61A)."),
    ("b007", "Een renonce is een ander woord voor een verzaking.",
     "Een renonce is een kleur waarin u geen kaarten hebt, geen overtreding; een verzaking is niet "
     "bekennen terwijl het kon (61A)."),
    ("b008", "De plicht om te bekennen gaat voor elke andere verplichting bij het spelen.",
     "Artikel 44C zet bekennen boven elke andere eis, ook boven het spelen van een strafkaart (50D1)."),
    ("b009", "Een verzaking waar de verzakende partij niets mee won, is geen verzaking.",
     "Of ze iets opleverde, doet er voor de omschrijving en voor de automatische aanpassing niet toe "
     "(61A, 64A)."),
    ("b010", "De leider mag een tegenspeler die niet bekent vragen of hij nog een kaart van de kleur "
     "heeft.",
     "Dat recht geeft 61B1."),
    ("b011", "De blinde mag een tegenspeler die niet bekent vragen of hij geen meer heeft.",
     "De blinde mag dat alleen aan de leider vragen (61B2a), niet aan een tegenspeler (61B2b)."),
    ("b012", "De blinde mag de leider die niet bekent vragen of hij geen meer heeft.",
     "61B2a staat het toe; het is een van de weinige dingen die de blinde tijdens het spelen mag "
     "(42B1)."),
    ("b013", "Een tegenspeler mag zijn partner die niet bekent vragen of hij geen meer heeft.",
     "61B3 staat het toe, met het risico dat de vraag partner informatie geeft."),
    ("b014", "Een tegenspeler mag de leider die niet bekent vragen of hij geen meer heeft.",
     "61B3 geeft de tegenspelers dat recht, ook tegenover de leider."),
    ("b015", "De vraag \"geen meer?\" maakt een verzaking voldongen.",
     "De vraag is juist de manier om op tijd op een verzaking te wijzen; voldongen wordt ze pas door "
     "een handeling uit 63A."),
    ("b016", "Wie het elke keer vraagt als partner niet bekent, geeft met die vraag geen informatie.",
     "Een vaste gewoonte verraadt niets; alleen vragen als er iets vreemd lijkt, kan partner iets "
     "vertellen (61B3, 16)."),
    ("b017", "Heeft de blinde zijn rechten verloren en wijst hij als eerste op de verzaking van de "
     "leider, dan gaan de slagen over alsof de verzaking voldongen was.",
     "Zo regelt 43B2b het: de verzaking wordt hersteld, maar de aanpassing geldt alsof ze voldongen "
     "was."),
    ("b018", "Wie een verzaking vermoedt, mag altijd de gekeerde slagen van de tegenpartij inzien.",
     "Een bewering dat er verzaakt is, geeft niet vanzelf het recht gekeerde slagen te bekijken "
     "(61C, 66C)."),
    ("b019", "Een verzaking is voldongen zodra de verzaker of zijn partner in de volgende slag "
     "voorspeelt of bijspeelt.",
     "Dat is het eerste geval van 63A; elke gespeelde kaart telt, toegestaan of niet."),
    ("b020", "Een verzaking is voldongen zodra de andere partij in de volgende slag speelt.",
     "Alleen een handeling van de verzakende partij maakt haar voldongen (63A); wat de andere partij "
     "speelt, telt niet."),
    ("b021", "Een verzaking is voldongen zodra de verzakingsslag is omgedraaid.",
     "Het omdraaien van de slag telt niet; pas een handeling van de verzakende partij uit 63A maakt "
     "haar voldongen."),
    ("b022", "Een kaart noemen voor de volgende slag maakt de verzaking van uw partij voldongen.",
     "63A2: de verzaker of zijn partner noemt of kiest een kaart voor de volgende slag."),
    ("b023", "Een claim door een speler van de verzakende partij maakt de verzaking voldongen.",
     "63A3: slagen claimen of afstaan, op welke manier ook."),
    ("b024", "Instemmen met de claim van de tegenpartij maakt de verzaking van uw partij voldongen "
     "zodra die instemming vaststaat: als uw partij er geen bezwaar tegen maakt vóór haar volgende "
     "bieding op een later spel of vóór het einde van de ronde.",
     "Dat is 63A4, met 69A voor wanneer de instemming vaststaat (sinds 2017; daarvoor maakte het "
     "instemmen zelf de verzaking voldongen, 63A3)."),
    ("b025", "Een voldongen verzaking blijft staan: de verzakingsslag telt zoals hij gespeeld is.",
     "63B: voldongen betekent niet meer herstellen, behalve in de twaalfde slag (62D) en als beide "
     "partijen in dezelfde slag verzaakten en maar één partij doorspeelde (62C3)."),
    ("b026", "Speelt de partner van de verzaker in de volgende slag zelf ook een onregelmatige kaart, "
     "dan is de verzaking nog niet voldongen.",
     "63A1 telt elke gespeelde kaart, toegestaan of niet."),
    ("b027", "Een verzaking die u zelf opmerkt voordat ze voldongen is, moet u herstellen.",
     "62A verplicht het herstel; 72B2 noemt dit als uitzondering op de regel dat u niet op fouten "
     "van uw eigen partij hoeft te wijzen."),
    ("b028", "U mag een eigen verzaking verbergen door in dezelfde kleur nog eens te verzaken.",
     "Een verzaking bewust verbergen is een overtreding van 72B3."),
    ("b029", "Een tegenspeler die zijn verzaking herstelt, krijgt de teruggenomen kaart als grote "
     "strafkaart.",
     "62B1 met 50B: een kaart die door verzaken en herstellen zichtbaar werd, is een grote "
     "strafkaart."),
    ("b030", "Een klein kaartje waarmee een tegenspeler verzaakte en dat hij terugneemt, wordt een kleine "
     "strafkaart.",
     "Klein of niet: bewust gespeeld en teruggenomen is altijd groot (50B)."),
    ("b031", "Als de leider een verzaking uit zijn hand herstelt, gaat zijn kaart zonder verdere straf "
     "terug.",
     "62B2: uit de hand van de leider of uit de blinde, zonder verdere rectificatie."),
    ("b032", "Verzaakt de blinde en wordt dat op tijd hersteld, dan wordt de kaart van de blinde geen "
     "strafkaart.",
     "62B2 geldt ook voor de blinde; de kaarten van de leiderspartij worden geen strafkaarten (48A)."),
    ("b033", "Na een herstelde verzaking mag de niet-verzakende partij de kaarten terugnemen die ze na de "
     "verzaking speelde.",
     "62C1 geeft hun die keuze; de kaarten gaan zonder straf terug (16C)."),
    ("b034", "Neemt een niet-verzaker zijn kaart terug, dan mag de volgende speler van de verzakende "
     "partij dat ook.",
     "62C2; is die speler een tegenspeler, dan wordt zijn teruggenomen kaart een strafkaart."),
    ("b035", "Een grote strafkaart moet bij de eerste toegestane gelegenheid gespeeld worden.",
     "50D1: bij voorspelen, bekennen, afgooien of troeven, zodra het mag."),
    ("b036", "Komt de partner van de eigenaar van een grote strafkaart aan slag, dan mag de leider de "
     "kleur van de strafkaart eisen of verbieden.",
     "50D2a; kiest hij een van beide, dan wordt de strafkaart weer opgepakt."),
    ("b037", "Een grote strafkaart gaat voor de plicht om te bekennen.",
     "Bekennen gaat voor (44C, 50D1b); de strafkaart blijft liggen tot hij volgens de regels gespeeld "
     "kan worden."),
    ("b038", "Eén klein kaartje dat een tegenspeler per ongeluk laat vallen, is een kleine strafkaart.",
     "50B: één kaart onder de honneurs, onbedoeld zichtbaar geworden, is een kleine."),
    ("b039", "Een heer die per ongeluk uit de hand van een tegenspeler valt, is een kleine strafkaart.",
     "Een honneur is altijd een grote strafkaart (50B)."),
    ("b040", "De kaarten van de leider worden nooit strafkaarten.",
     "48A: een kaart van de leider die zichtbaar wordt, is geen strafkaart."),
    ("b041", "De verzakende partij mag geen gebruik maken van wat ze leert uit de kaarten die de andere "
     "partij terugneemt.",
     "Die informatie is voor hen ongeoorloofd (16C, 62C1)."),
    ("b042", "Wint de verzaker zelf de verzakingsslag en wint zijn partij later nog een slag, dan gaan er "
     "twee slagen over.",
     "64A1: de verzakingsslag en nog één latere slag van de verzakende partij."),
    ("b043", "Wint de verzaker zelf de verzakingsslag maar wint zijn partij daarna niets meer, dan gaan "
     "er twee slagen over.",
     "Dan gaat alleen de verzakingsslag zelf over (64A1)."),
    ("b044", "Wint de partner van de verzaker de verzakingsslag, dan gaat er één slag over.",
     "64A2: de verzaker won de slag niet, zijn partij wel: één slag."),
    ("b045", "Wint de andere partij de verzakingsslag en wint de verzakende partij later nog een slag, "
     "dan gaat er één slag over.",
     "64A2: een latere slag van de verzakende partij is genoeg voor één slag."),
    ("b046", "Wint de verzakende partij vanaf de verzakingsslag geen enkele slag, dan gaan er geen "
     "slagen over.",
     "64B1; de wedstrijdleider kijkt wel of de andere partij gecompenseerd is (64C)."),
    ("b047", "Slagen die de verzakende partij vóór de verzaking won, kunnen ook overgaan.",
     "Alleen de verzakingsslag en latere slagen tellen mee (64A)."),
    ("b048", "Een verzaking kost altijd twee slagen.",
     "Dat was zo in oude spelregels; nu zijn het er twee, één of geen, naar 64A en 64B."),
    ("b049", "Verzaakt de leider en wint de blinde de slag, dan telt die slag niet als gewonnen door de "
     "leider.",
     "Een voetnoot bij 64A zegt het: er gaat dan hooguit één slag over (64A2)."),
    ("b050", "De slagen gaan pas na afloop van het spel over.",
     "De aanpassing van 64A gebeurt na de laatste slag; tot dan wordt gewoon doorgespeeld."),
    ("b051", "Als de verzaking de verzakende partij niets opleverde, gaan er geen slagen over.",
     "De aanpassing is automatisch, los van schade of voordeel (64A); voor meer schade is er 64C."),
    ("b052", "Overgedragen slagen tellen voor de score alsof ze in het spel gewonnen waren.",
     "Ze kunnen een contract dus laten slagen of down laten gaan (64A, 77)."),
    ("b053", "Een tweede verzaking in dezelfde kleur door dezelfde speler, na een voldongen eerste, geeft "
     "geen extra automatische aanpassing.",
     "64B2; de wedstrijdleider kan wel herstellen met 64C2a."),
    ("b054", "Een verzaking van de blinde geeft geen automatische overdracht van slagen.",
     "64B3: de kaarten van de blinde liggen open voor iedereen."),
    ("b055", "Het niet spelen van een strafkaart geeft geen automatische overdracht van slagen.",
     "64B3 noemt dat geval."),
    ("b056", "Wordt pas op de verzaking gewezen nadat de niet-verzakende partij op het volgende spel "
     "bood, dan gaan er geen slagen automatisch over.",
     "Dat is 64B4."),
    ("b057", "Wordt pas na het einde van de ronde op de verzaking gewezen, dan gaan er geen slagen "
     "automatisch over.",
     "Dat is 64B5."),
    ("b058", "Verzaakten beide partijen op hetzelfde spel en zijn beide verzakingen voldongen, dan gaan "
     "er geen slagen automatisch over.",
     "64B7; de wedstrijdleider kan de score aanpassen met 64C2b."),
    ("b059", "In de gevallen van 64B kan de wedstrijdleider niets meer doen.",
     "Ook dan geldt 64C: hij kent een arbitrale score toe als de andere partij niet gecompenseerd is."),
    ("b060", "Een verzaking in de twaalfde slag wordt hersteld, ook als ze voldongen is, zolang niet alle "
     "vier de handen terug in het bord zitten.",
     "Dat is 62D1."),
    ("b061", "Voor een verzaking in de twaalfde slag gaat één slag over.",
     "64B6: geen automatische overdracht voor de twaalfde slag."),
    ("b062", "Verzaakt een tegenspeler in de twaalfde slag voordat zijn partner speelde, dan mag die "
     "partner niets doen met wat de verzakingskaart liet zien.",
     "62D2 verwijst daarvoor naar 16C."),
    ("b063", "In de dertiende slag kan niemand verzaken.",
     "Ieder heeft nog maar één kaart: er is niets anders te spelen (44C)."),
    ("b064", "Dekt de automatische aanpassing de schade niet, dan kent de wedstrijdleider een arbitrale "
     "score toe.",
     "64C1, na elke voldongen verzaking, ook als er geen slagen overgingen."),
    ("b065", "Deed de verzaking minder schade dan de overgedragen slagen, dan geeft de wedstrijdleider "
     "slagen terug.",
     "64C vult alleen aan; de automatische overdracht blijft staan."),
    ("b066", "Bij 64C kijkt de wedstrijdleider naar het waarschijnlijke resultaat als de verzaking niet "
     "was gebeurd.",
     "Dat vergelijkt hij met de uitslag na de overdracht (64C1)."),
    ("b067", "Onder de spelregels van 1997 kon er een extra slag overgaan als de verzaker later een slag "
     "won met een kaart die hij in de verzakingsslag had kunnen spelen.",
     "Zo stond het in 64A2 van 1997; in 2007 verviel het."),
    ("b068", "Instemmen met de claim van de tegenpartij staat sinds 2017 als eigen geval in 63A.",
     "Dat is 63A4; daarvoor viel het onder 63A3."),
    ("b069", "Onder de spelregels van 2007 en 2017 mogen tegenspelers elkaar vragen of ze geen meer "
     "hebben.",
     "61B3; sinds 2007 is dat toegestaan."),
    ("b070", "Sinds 2017 regelen de spelregels het geval dat beide partijen in dezelfde slag verzaakten "
     "en slechts één partij doorspeelde.",
     "Dat zijn 62C3 en 64B8, nieuw in 2017: beide verzakingen worden hersteld."),
)

CHOICE: tuple[tuple[str, str, tuple[str, ...], str], ...] = (
    ("b071", "Zuid speelt 4♥. West verzaakt in slag 5 en wint die slag met een troef; Oost-West winnen "
     "later ook slag 11. Hoeveel slagen gaan over?", ("Twee", "Eén", "Geen"),
     "64A1: West won de verzakingsslag zelf en zijn partij won later nog een slag."),
    ("b072", "Oost verzaakt in slag 4 en West wint die slag; daarna winnen Oost-West niets meer. Hoeveel "
     "slagen gaan over?", ("Eén", "Twee", "Geen"),
     "64A2: de verzakende partij won de verzakingsslag, maar niet de verzaker zelf."),
    ("b073", "Oost is de leider. Noord verzaakt in slag 8; Oost wint die slag en alle volgende. Hoeveel "
     "slagen gaan over?", ("Geen", "Eén", "Twee"),
     "64B1: de verzakende partij won vanaf de verzaking niets."),
    ("b074", "De leider (Zuid) verzaakt in slag 6 en de blinde (Noord) wint de slag; Noord-Zuid winnen "
     "later nog drie slagen. Hoeveel slagen gaan over?", ("Eén", "Twee", "Geen"),
     "Een slag in de blinde is niet door de leider gewonnen (voetnoot bij 64A): 64A2, één slag."),
    ("b075", "Oost-West wonnen slag 1 en 2. Oost verzaakt in slag 3; de leider wint die slag en alle "
     "volgende. Hoeveel slagen gaan over?", ("Geen", "Eén", "Twee"),
     "Slagen van voor de verzaking tellen niet mee (64A). Vanaf de verzakingsslag wonnen Oost-West "
     "niets, dus gaat er geen slag over (64B1)."),
    ("b076", "Oost verzaakt in slag 10 en wint die slag; Oost-West winnen daarna niets meer. Hoeveel "
     "slagen gaan over?", ("Eén", "Twee", "Geen"),
     "64A1: alleen de verzakingsslag, want er is geen latere slag van Oost-West."),
    ("b077", "Zuid speelt 4♠, niemand kwetsbaar, en maakt negen slagen. Oost verzaakte; er gaat één slag "
     "over. Wat is de score voor Noord-Zuid?", ("+420", "−50", "+450"),
     "Tien slagen: 4♠ gemaakt, 120 + 300 = 420 (64A, 77)."),
    ("b078", "Zuid speelt 3SA, allen kwetsbaar, en maakt negen slagen. Zuid verzaakte en won zelf de "
     "verzakingsslag; Noord-Zuid wonnen later nog slagen. Wat is de score voor Noord-Zuid?",
     ("−200", "+600", "−100"),
     "Twee slagen naar Oost-West (64A1): zeven slagen, twee down kwetsbaar is −200 (77)."),
    ("b079", "Zuid speelt 2♥, niet kwetsbaar, en maakt zeven slagen. West verzaakte en er gaan twee "
     "slagen over. Wat is de score voor Noord-Zuid?", ("+140", "−50", "+110"),
     "Negen slagen: 2♥ met een overslag, 60 + 50 + 30 = 140 (77)."),
    ("b080", "Oost verzaakt in slag 5; de leider wint de slag en speelt voor in slag 6. Wanneer is de "
     "verzaking voldongen?", ("Zodra Oost of West in slag 6 speelt",
                              "Nu al, door het voorspelen van de leider", "Pas na de laatste slag"),
     "63A1: alleen een handeling van de verzakende partij maakt haar voldongen."),
    ("b081", "Welke van deze maakt een verzaking van Oost (tegenspeler) niet voldongen?",
     ("De blinde speelt in de volgende slag", "West speelt voor in de volgende slag",
      "Oost claimt de rest van de slagen"),
     "Wat de niet-verzakende partij doet, maakt een verzaking niet voldongen (63A)."),
    ("b082", "West, een tegenspeler, verzaakt met de ♣2 uit zijn hand en merkt het meteen. Wat "
     "gebeurt er?",
     ("Hij bekent alsnog; de ♣2 wordt een grote strafkaart",
      "Hij bekent alsnog; de ♣2 wordt een kleine strafkaart",
      "De ♣2 blijft liggen en na afloop gaat er een slag over"),
     "62A en 62B1: herstellen, en de kaart wordt een grote strafkaart (50B)."),
    ("b083", "De leider verzaakt uit zijn hand en merkt het voordat zijn partij in de volgende slag speelt. "
     "Wat gebeurt er met zijn kaart?",
     ("Die gaat zonder straf terug in zijn hand", "Die wordt een grote strafkaart",
      "Die wordt een kleine strafkaart"),
     "62B2: de leider vervangt de kaart zonder verdere rectificatie."),
    ("b084", "Oost (tegenspeler) verzaakt, Zuid (de leider) speelt daarna in dezelfde slag, en dan wordt de "
     "verzaking opgemerkt. Wat mag Zuid?",
     ("Zijn kaart terugnemen en een andere spelen", "Niets: zijn kaart blijft liggen",
      "Zijn kaart terugnemen, maar die wordt een strafkaart"),
     "62C1: de niet-verzakende partij mag haar kaarten na de verzaking zonder straf terugnemen."),
    ("b085", "Zuid is de leider. West bekent niet. Wie mag West vragen of hij geen meer heeft?",
     ("Zuid en Oost", "Alleen Zuid", "Zuid, Oost en Noord"),
     "De leider (Zuid) mag het (61B1) en Oost, de partner van West, ook (61B3); de blinde (Noord) "
     "niet (61B2b)."),
    ("b086", "Zuid is de leider en bekent niet. Wie mag het hem vragen?",
     ("Noord, Oost en West", "Alleen Noord", "Alleen Oost en West"),
     "De blinde mag het de leider vragen (61B2a) en de tegenspelers ook (61B3)."),
    ("b087", "Oost verzaakt in de twaalfde slag; na de dertiende slag, met de handen nog op tafel, ziet "
     "iemand het. Wat nu?",
     ("Slag 12 wordt hersteld en er gaat geen slag over", "Er gaat één slag over",
      "Niets: de verzaking is voldongen"),
     "62D1: herstellen zolang de handen niet terug zijn; 64B6: geen overdracht."),
    ("b088", "Een verzaking in de twaalfde slag wordt pas opgemerkt als alle handen terug in het bord "
     "zitten. Hoeveel slagen gaan automatisch over?", ("Geen", "Eén", "Twee"),
     "64B6: geen automatische overdracht voor de twaalfde slag; 64C blijft mogelijk."),
    ("b089", "De blinde verzaakt, niemand merkt het en de verzaking wordt voldongen. Hoeveel slagen gaan "
     "automatisch over?", ("Geen", "Eén", "Twee"),
     "64B3: een verzaking van de blinde geeft geen automatische overdracht; 64C blijft."),
    ("b090", "West verzaakt twee keer in harten: in slag 4 en, nadat die voldongen was, in slag 7. "
     "Oost-West winnen daarna nog slagen. Voor welke verzakingen gaan automatisch slagen over?",
     ("Alleen voor de eerste", "Voor beide", "Voor geen van beide"),
     "64B2: de herhaling in dezelfde kleur door dezelfde speler geeft geen extra overdracht."),
    ("b091", "Oost verzaakt in slag 3 en Zuid (de leider) in slag 8; beide worden voldongen. Welke "
     "automatische aanpassing volgt?",
     ("Geen", "Alleen voor de verzaking van Oost", "Voor allebei"),
     "64B7: beide partijen verzaakten; de wedstrijdleider kan de score aanpassen (64C2b)."),
    ("b092", "Zuid verzaakte. Oost-West bieden al op het volgende spel als Oost het opmerkt. Hoeveel "
     "slagen gaan automatisch over?", ("Geen", "Eén", "Twee"),
     "64B4: de niet-verzakende partij deed al een bieding op het volgende spel."),
    ("b093", "West heeft een grote strafkaart en Oost komt aan slag. Wat mag de leider?",
     ("De kleur van de strafkaart eisen of verbieden, of geen van beide", "Alleen die kleur eisen",
      "Niets: Oost mag altijd vrij voorspelen"),
     "50D2 geeft de leider die keuze."),
    ("b094", "De leider eist dat Oost de kleur van de strafkaart van West voorspeelt. Wat gebeurt er met "
     "de strafkaart?",
     ("West pakt hem weer op", "Hij blijft op tafel liggen", "West moet hem meteen spelen"),
     "50D2a: na eisen of verbieden is de kaart geen strafkaart meer."),
    ("b095", "Een tegenspeler verzaakte. Zonder de verzaking had de leider tien slagen gemaakt; met de "
     "ene overgedragen slag erbij heeft hij er negen. Wat doet de wedstrijdleider?",
     ("Hij geeft een arbitrale score met tien slagen", "Niets: de overdracht is genoeg",
      "Hij draagt nog twee slagen over"),
     "64C1: de niet-verzakende partij moet volledig gecompenseerd worden."),
    ("b096", "De verzaking kostte de leider niets, maar er gaat toch één slag over. Wat doet de "
     "wedstrijdleider?",
     ("Niets: de slag gaat over", "Hij draait de overdracht terug", "Hij geeft de helft terug"),
     "64C vult alleen aan; de automatische overdracht blijft staan."),
    ("b097", "Oost verzaakt in slag 9 en de leider wint die slag. De leider claimt meteen de rest; "
     "Oost-West stemmen in voordat ze in slag 10 speelden en maken er tot het einde van de ronde geen "
     "bezwaar tegen. Is de verzaking voldongen (2017)?",
     ("Ja, door de instemming met de claim, die vaststaat", "Nee, alleen een claim van Oost-West telt",
      "Nee, een claim maakt een verzaking nooit voldongen"),
     "63A4 met 69A: de instemming staat vast, want Oost-West maakten er geen bezwaar tegen vóór hun "
     "volgende bieding op een later spel of het einde van de ronde; daarmee is de verzaking "
     "voldongen."),
    ("b098", "Na de slag ziet u dat u zelf verzaakt hebt; uw partij speelde nog niet in de volgende slag. "
     "Wat doet u?",
     ("Zeggen dat u verzaakte: herstellen is verplicht",
      "Niets zeggen: uw eigen fouten hoeft u niet te melden", "Doorspelen en het na afloop melden"),
     "62A: een verzaking die nog niet voldongen is, moet hersteld worden; 72B2 noemt dat als "
     "uitzondering op de regel dat u uw eigen fouten niet hoeft te melden."),
    ("b099", "Wat is een verzaking?",
     ("Niet bekennen terwijl u een kaart van de kleur had",
      "Elke kaart van een andere kleur dan de voorgespeelde", "Een kaart spelen als u niet aan de beurt "
      "bent"),
     "61A; een andere kleur spelen zonder kaart in de kleur mag (44D)."),
    ("b100", "Hoeveel slagen kan één voldongen verzaking automatisch hoogstens kosten?",
     ("Twee", "Eén", "Drie"),
     "64A1: de verzakingsslag en één latere slag; meer kan alleen via 64C."),
    ("b101", "Waarom legt u uw gespeelde kaarten op volgorde voor u neer?",
     ("Zodat een gemelde verzaking na afloop gecontroleerd kan worden",
      "Zodat de blinde ze kan tellen", "Omdat ze anders strafkaarten worden"),
     "Artikel 65 vraagt het, zodat de slagen na afloop na te lopen zijn (66)."),
    ("b102", "West verzaakt in slag 2 en Noord (leiderspartij) wint die slag; Oost-West winnen daarna "
     "alleen slag 13. Hoeveel slagen gaan over?", ("Eén", "Twee", "Geen"),
     "64A2: de verzaker won de slag niet, maar zijn partij won later een slag."),
    ("b103", "Zuid speelt 6♦, Noord-Zuid kwetsbaar, en maakt elf slagen. Oost verzaakte; er gaat één "
     "slag over. Wat is de score voor Noord-Zuid?", ("+1370", "−100", "+1390"),
     "Twaalf slagen: 6♦ gemaakt, kwetsbaar: 120 + 500 + 750 = 1370 (77)."),
)

EXPLAINER: tuple[tuple[str, str, tuple[str, ...], str], ...] = (
    ("s1", "Oost heeft geen harten meer en gooit op een hartenslag een klaverenkaart af. Is dat een "
     "verzaking?", ("Nee: zonder harten mag hij afgooien", "Ja: hij had moeten troeven",
                    "Ja: niet bekennen is altijd verzaken"),
     "Alleen niet bekennen terwijl u de kleur nog hebt, is een verzaking (44C, 61A)."),
    ("s2", "Kan het niet spelen van een strafkaart die u moest spelen een verzaking zijn?",
     ("Ja", "Nee, alleen niet bekennen telt", "Alleen als het een grote strafkaart van de leider is"),
     "61A noemt ook het niet spelen van een kaart die de spelregels verplichten."),
    ("s3", "Mag de blinde een tegenspeler die niet bekent vragen of hij geen meer heeft?",
     ("Nee", "Ja", "Alleen in de laatste slag"),
     "De blinde mag alleen de leider vragen (61B2a), niet een tegenspeler (61B2b)."),
    ("s4", "Een tegenspeler herstelt zijn verzaking op tijd; hij had de ♦3 gespeeld. Wat wordt de ♦3?",
     ("Een grote strafkaart", "Een kleine strafkaart", "Gewoon weer een kaart in zijn hand"),
     "62B1 en 50B: verzaken en herstellen maakt de kaart altijd groot, ook een kleintje."),
    ("s5", "Oost verzaakte; de leider wint de slag en speelt voor in de volgende. Is de verzaking nu "
     "voldongen?", ("Nee, pas als Oost of West in die slag speelt", "Ja, zodra iemand voorspeelt",
                    "Ja, zodra de slag omgedraaid is"),
     "63A1: alleen de verzaker of zijn partner maakt haar voldongen."),
    ("s6", "Oost verzaakt en wint de slag met een troef; Oost-West winnen later nog een slag. Hoeveel "
     "slagen gaan over?", ("Twee", "Eén", "Drie"),
     "64A1: de verzakingsslag en één latere slag van Oost-West."),
    ("s7", "De leider (Zuid) verzaakt en de blinde (Noord) wint de verzakingsslag; Noord-Zuid winnen "
     "later nog slagen. Hoeveel slagen gaan over?", ("Eén", "Twee", "Geen"),
     "Een slag in de blinde is niet door de leider gewonnen (voetnoot bij 64A), dus 64A2: één slag."),
    ("s8", "Een verzaking in de twaalfde slag wordt opgemerkt voordat de handen terug in het bord zitten. "
     "Wat gebeurt er?", ("Ze wordt hersteld en er gaat geen slag over", "Er gaat één slag over",
                         "Er gaan twee slagen over"),
     "62D1 (herstellen, ook al is ze voldongen) en 64B6 (geen overdracht)."),
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
