"""Why each wrong option of the trainer's fixed choice questions is wrong, in Dutch.

Keyed ``quiz.bank.<code>.w<i>`` for option ``i`` (option 0 is the right one and has none).
Our own words; no article is cited here that the question's editions number otherwise
(:mod:`verzaking.trainer.bank` says which editions each question holds for).
"""

WRONG: dict[str, tuple[str, ...]] = {
    "b071": ("Eén slag is voor als de verzaker de verzakingsslag niet zelf won; West won hem hier "
             "zelf.",
             "Er gaat pas niets over als de verzakende partij vanaf de verzakingsslag geen slag won; "
             "Oost-West wonnen er hier twee."),
    "b072": ("Twee slagen gaan hier niet over: Oost won de verzakingsslag niet zelf, en na die slag "
             "wonnen Oost-West niets meer.",
             "Oost-West wonnen de verzakingsslag zelf, dus er gaat wel een slag over."),
    "b073": ("Voor één slag moet de verzakende partij de verzakingsslag of een latere slag winnen; "
             "Noord-Zuid wonnen er geen.",
             "Twee slagen zijn geen vaste straf: er kunnen alleen slagen overgaan die Noord-Zuid "
             "zelf wonnen."),
    "b074": ("Twee zou gelden als de leider de slag zelf won, maar de blinde won hem.",
             "Noord-Zuid wonnen de verzakingsslag en later nog slagen: er gaat wel iets over."),
    "b075": ("Slag 1 en 2 wonnen Oost-West vóór de verzaking: die kunnen niet overgaan.",
             "Twee slagen zijn geen vaste straf, en de twee slagen die Oost-West vóór de verzaking "
             "wonnen, blijven van hen."),
    "b076": ("De tweede slag moet een latere slag van de verzakende partij zijn, en Oost-West wonnen "
             "er geen meer.",
             "Oost won de verzakingsslag zelf: die slag gaat in elk geval over."),
    "b077": ("−50 is de score met negen slagen, zonder de overgedragen slag.",
             "+450 hoort bij elf slagen; met de ene overgedragen slag zijn het er tien."),
    "b078": ("+600 is de uitslag zoals gespeeld, zonder de twee overgedragen slagen.",
             "−100 is één down: dat zou één overgedragen slag zijn, maar Zuid won de slag zelf en "
             "Noord-Zuid wonnen daarna nog slagen."),
    "b079": ("−50 is één down met zeven slagen, zonder de overgedragen slagen.",
             "+110 is 2♥ precies gemaakt met acht slagen: dan was er maar één slag overgegaan."),
    "b080": ("Het voorspelen van de leider is een handeling van de niet-verzakende partij, en die "
             "telt niet.",
             "Daar hoeft niet op gewacht te worden: zodra Oost of West in slag 6 speelt, is ze "
             "voldongen."),
    "b081": ("West is de partner van Oost: zijn voorspelen in de volgende slag maakt de verzaking "
             "voldongen (63A1).",
             "Een claim door Oost zelf maakt de verzaking voldongen (63A3)."),
    "b082": ("Klein is alleen een kaart die per ongeluk zichtbaar werd; een kaart waarmee verzaakt "
             "en die teruggenomen werd, is bewust gespeeld.",
             "De verzaking is nog niet voldongen: ze wordt hersteld, niet na afloop met slagen "
             "afgedaan."),
    "b083": ("Alleen de teruggenomen kaart van een tegenspeler wordt een strafkaart; de leider "
             "neemt zijn kaart gewoon terug.",
             "Ook geen kleine strafkaart: de kaart van de leider gaat zonder straf terug."),
    "b084": ("Wie van de niet-verzakende partij na de verzaking speelde, hoeft zijn kaart niet te "
             "laten liggen.",
             "Zuid hoort bij de niet-verzakende partij: zijn teruggenomen kaart wordt geen "
             "strafkaart."),
    "b085": ("Deze keuze vergeet Oost, de partner van West.",
             "Deze keuze neemt ten onrechte ook de blinde (Noord) mee."),
    "b086": ("Deze keuze vergeet de tegenspelers (Oost en West).",
             "Deze keuze vergeet de blinde (Noord)."),
    "b087": ("Voor een verzaking in slag 12 gaan er geen slagen over, ook niet als ze voldongen "
             "is.",
             "In slag 12 wordt ook een voldongen verzaking nog hersteld, zolang de handen niet terug "
             "in het bord zitten."),
    "b088": ("Ook als het te laat is om haar te herstellen, gaat er voor slag 12 niets over.",
             "Twee slagen gaan er voor een verzaking in slag 12 nooit over, één ook niet."),
    "b089": ("Wie de verzakingsslag won, doet er hier niet toe: voor een verzaking van de blinde "
             "gaat er nooit automatisch iets over.",
             "Ook als de blinde de verzakingsslag zelf won, gaat er niets automatisch over."),
    "b090": ("De tweede verzaking herhaalt de eerste in dezelfde kleur door dezelfde speler: "
             "daarvoor gaat er niets extra over.",
             "De eerste verzaking kost gewoon slagen: Oost-West wonnen daarna nog slagen."),
    "b091": ("Verzaakten beide partijen, dan gaat ook voor de verzaking van Oost niets automatisch "
             "over.",
             "Elke verzaking apart tellen geldt niet als beide partijen een voldongen verzaking "
             "hebben."),
    "b092": ("Wie de slagen won, doet er niet meer toe als er pas zo laat op de verzaking gewezen "
             "wordt.",
             "Ook geen twee: na die bieding gaat er niets meer automatisch over."),
    "b093": ("Hij mag de kleur ook verbieden, of geen van beide kiezen.",
             "Oost mag pas voorspelen als de leider zijn keuze heeft gemaakt."),
    "b094": ("Alleen als de leider niets eist of verbiedt, blijft de strafkaart liggen.",
             "West hoeft hem niet meteen te spelen: hij neemt hem weer in zijn hand."),
    "b095": ("Met negen slagen staat de leider er slechter voor dan met de tien die hij zonder de "
             "verzaking had gemaakt.",
             "De wedstrijdleider draagt geen slagen meer over: hij geeft de score van de "
             "waarschijnlijke uitslag, tien slagen."),
    "b096": ("Dat de verzaking niets kostte, is geen reden om de overdracht terug te draaien.",
             "Er gaat niets terug, ook de helft niet: de overdracht blijft helemaal staan."),
    "b097": ("Ook instemmen met de claim van de tegenpartij telt, zodra die instemming vaststaat.",
             "Claimen door de verzakende partij, of instemmen met de claim van de tegenpartij, maakt "
             "een verzaking wel voldongen."),
    "b098": ("Zwijgen mag hier niet: u zou een verzaking laten staan die nog hersteld kan worden.",
             "Doorspelen maakt de verzaking voldongen, terwijl ze nu nog hersteld moet worden."),
    "b099": ("Wie geen kaart van de kleur heeft, mag elke kaart spelen: dat is geen verzaking.",
             "Spelen als u niet aan de beurt bent, is een andere onregelmatigheid."),
    "b100": ("Wint de verzaker de verzakingsslag zelf en wint zijn partij later nog een slag, dan "
             "zijn het er twee.",
             "Meer dan twee slagen gaan er nooit automatisch over; voor schade daarboven is de "
             "wedstrijdleider er."),
    "b101": ("Niet om te tellen: de volgorde laat na afloop zien wie wat in welke slag speelde.",
             "Gespeelde kaarten worden geen strafkaarten; wie ze door elkaar legt, zet wel zijn "
             "recht op het spel om een verzaking te bewijzen of te betwisten."),
    "b102": ("Twee zou gelden als West de verzakingsslag zelf won, maar Noord won hem.",
             "Oost-West wonnen daarna nog slag 13: dat is genoeg voor één slag."),
    "b103": ("−100 is de uitslag met elf slagen, zonder de overgedragen slag.",
             "+1390 hoort bij dertien slagen; met de overgedragen slag zijn het er twaalf."),
    "s1": ("Troeven hoeft niet: wie geen kaart in de kleur heeft, mag ook afgooien.",
           "Oost kon niet bekennen: hij had geen harten meer."),
    "s2": ("Niet bekennen is maar één geval; een verplichte kaart niet spelen is het andere.",
           "De leider krijgt nooit strafkaarten: het gaat om de strafkaart van een tegenspeler."),
    "s3": ("Een tegenspeler vragen is de blinde verboden, ook als hij het goed bedoelt.",
           "Ook in de laatste slag niet: het verbod geldt het hele spel."),
    "s4": ("Klein is alleen een kaart die per ongeluk zichtbaar werd.",
           "Alleen de leider en de blinde nemen hun kaart zonder straf terug."),
    "s5": ("Het voorspelen van de leider telt niet: hij hoort bij de niet-verzakende partij.",
           "Het omdraaien van de slag maakt een verzaking niet voldongen."),
    "s6": ("Eén slag gaat over als de verzaker de verzakingsslag niet zelf won; Oost won hem hier "
           "wel.",
           "Meer dan twee slagen gaan er nooit automatisch over."),
    "s7": ("Twee zou gelden als de leider de slag zelf won, maar de blinde won hem.",
           "Noord-Zuid wonnen de verzakingsslag en later nog slagen: er gaat wel iets over."),
    "s8": ("Voor een verzaking in slag 12 gaan er geen slagen over.",
           "Ook geen twee: de verzaking wordt hersteld, niet met slagen afgedaan."),
}
"""Per question, why options 1, 2, ... are wrong."""

MESSAGES: dict[str, str] = {f"quiz.bank.{code}.w{i}": why for code, whys in WRONG.items()
                            for i, why in enumerate(whys, 1)}
