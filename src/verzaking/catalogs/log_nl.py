"""Dutch messages of the director's ruling log (verzaking log, the log page), by code.

Our own words; articles are cited, never quoted.
"""

MESSAGES: dict[str, str] = {
    # errors: each names the log file, the import file or the entry
    "log.err.no_entry": "{db}: dit logboek heeft geen nr. {number} (zie verzaking log list)",
    "log.err.db_locked": "{db}: het logboek is bezet door een ander programma; probeer het zo "
                         "nog eens",
    "log.err.db_readonly": "{db}: in dit logboek kan niet geschreven worden (alleen lezen); "
                           "niets is opgeslagen",
    "log.err.db_not_sqlite": "{db}: dit is geen logboek (geen SQLite-bestand); kies een ander "
                             "bestand met --db",
    "log.err.db_full": "{db}: de schijf is vol; niets is opgeslagen, het logboek is ongeschonden",
    "log.err.db_corrupt": "{db}: het logboek is beschadigd; zet een export of reservekopie terug",
    "log.err.db_cannot_open": "{db}: het logboek kan niet geopend worden",
    "log.err.db_other": "{db}: fout in het logboek ({reason}); niets is opgeslagen",
    "log.err.db_not_ours": "{db}: dit SQLite-bestand is geen logboek van verzaking (tabellen: "
                           "{tables}); kies een ander bestand met --db",
    "log.err.db_newer": "{db}: dit logboek is van een nieuwere verzaking (schema {version}, "
                        "deze kent tot {known}); werk verzaking bij",
    "log.err.db_is_folder": "{db}: dit is een map; geef met --db een bestand op",
    "log.err.db_missing": "{db}: dit logboek bestaat niet (nog niets opgeslagen?)",
    "log.err.db_no_folder": "{db}: de map {folder} bestaat niet",
    "log.err.db_make_folder": "{db}: de map voor het logboek kan niet gemaakt worden ({reason})",
    "log.err.id_exists": "id {id} staat al in het logboek, als nr. {number}",
    "log.err.deleted": "nr. {number} is verwijderd; het kan niet meer gewijzigd worden",
    "log.err.final": "nr. {number} is definitief; corrigeren kan alleen met --reopen",
    "log.err.too_long": "{entry}: veld '{field}' is te lang: hoogstens {longest} tekens",
    "log.err.bad_field": "{entry}: veld '{field}' klopt niet: verwacht {expected}",
    "log.err.bad_case": "{entry}: de feiten van deze uitspraak kloppen niet: {problem}",
    "log.err.bad_date": "datum {value!r} klopt niet: schrijf JJJJ-MM-DD, bijvoorbeeld 2025-03-01",
    "log.err.case_boards": "{file}: voor een correctie moet er precies één spel gekozen zijn "
                           "(gevonden: {count}); kies er een met --board",
    "log.err.confirm_delete": "nr. {number} wordt niet verwijderd zonder bevestiging: geef --yes "
                              "mee",
    "log.err.nothing_to_correct": "nr. {number}: er is niets gewijzigd; geef aan wat er anders "
                                  "moet (bijvoorbeeld --table of --case)",
    "log.err.out_write": "{file}: kan niet geschreven worden ({reason})",
    "log.err.reason_long": "de reden is te lang (hoogstens {limit} tekens)",
    "log.err.import_read": "{file}: kan niet gelezen worden ({reason})",
    "log.err.import_too_large": "{file}: te groot om te importeren (hoogstens {limit} MB)",
    "log.err.import_json": "{file}, regel {line}, kolom {column}: geen geldige JSON; niets is "
                           "geïmporteerd",
    "log.err.import_format": "{file}: dit is geen export van een logboek; niets is geïmporteerd",
    "log.err.import_version": "{file}: export van een nieuwere verzaking (versie {version}, deze "
                              "kent tot {known}); niets is geïmporteerd",
    "log.err.import_entry": "{problem}; niets is geïmporteerd",
    "log.err.import_bad_version": "{file}: 'version' moet een geheel getal zijn, 1 of meer "
                                  "(gevonden: {version}); niets is geïmporteerd",
    "log.err.import_number": "{file}: een getal dat JSON niet kent (NaN, Infinity, of te groot, "
                             "zoals 1e999); niets is geïmporteerd",
    "log.err.import_dup_id": "{file}: entries[{first}] en entries[{second}] hebben hetzelfde id "
                             "{id} maar andere versies (een export heeft elke uitspraak één keer);"
                             " niets is geïmporteerd",
    "log.err.ruling_differs": "{entry}: de bewaarde uitspraak is niet wat de feiten geven (bewaard"
                              " {stored}; opnieuw bepaald {ruled}); wijzig een uitspraak met "
                              "verzaking log correct, niet in het bestand",
    "log.reason.ruling": "een uitspraak zoals verzaking rule --json die schrijft",
    "log.reason.lang": "nl of en",
    "log.unreadable": "(bewaarde uitspraak onleesbaar)",
    "log.reason.is_dir": "het is een map",
    "log.reason.permission": "geen toestemming",
    "log.reason.not_found": "bestaat niet",
    "log.reason.disk_full": "de schijf is vol",
    "log.reason.read_only": "alleen lezen",
    "log.reason.id": "een id (8 tot 64 letters, cijfers, - of _)",
    "log.reason.object": "een object {{…}}",
    "log.reason.text": "een korte tekst",
    "log.reason.date": "een datum JJJJ-MM-DD",
    "log.reason.pairs": "{{\"ns\": …, \"ew\": …}} met teksten",
    "log.reason.score": "een geheel getal (punten voor Noord-Zuid)",
    "log.reason.score_basis": "een score die bij zijn grondslag past (automatisch: geen eigen "
                              "score; gewogen: gewichten die samen 100 % zijn, en als score "
                              "het gewogen gemiddelde)",
    "log.reason.bool": "true of false",
    "log.reason.versions": "een lijst met minstens één versie",
    "log.reason.time": "een tijd (ISO 8601), in de jaren 1000 tot en met 9998",
    "log.reason.case": "een spel zoals verzaking rule het leest",
    # what the commands say
    "log.saved": "Opgeslagen in het logboek als nr. {number} (spel {board}; {db})",
    "log.saved_no_board": "Opgeslagen in het logboek als nr. {number} (spel zonder nummer; {db})",
    "log.corrected": "Nr. {number} gecorrigeerd (versie {revision}); de vorige versie is bewaard",
    "log.made_final": "Nr. {number} is nu definitief",
    "log.was_final": "Nr. {number} was al definitief",
    "log.deleted": "Nr. {number} is verwijderd (de geschiedenis blijft bewaard)",
    "log.exported": "{count} uitspraken geëxporteerd naar {file}",
    "log.imported": "{file}: {added} nieuw, {updated} bijgewerkt, {unchanged} al aanwezig",
    "log.reason_correct": "gecorrigeerd",
    "log.reason_final": "definitief gemaakt",
    "log.reason_delete": "verwijderd",
    "log.first_version": "eerste versie",
    "log.history": "Geschiedenis:",
    "log.entry_heading": "Logboek nr. {number}",
    "log.none_match": "Geen uitspraak in het logboek past bij deze wedstrijd en datum.",
    "log.empty": "Het logboek heeft (hier) nog geen uitspraken.",
    "log.passed": "rondgepast",
    "log.score_equity": "{points} (64C: {score})",
    "log.score_given": "{score} (arbitraal)",
    "log.score_basis_equity": "{score} (64C)",
    "log.score_basis_weighted": "{score} (gewogen: {weights})",
    "log.basis.automatic": "automatisch ({law})",
    "log.basis.automatic_no_law": "automatisch",
    "log.basis.equity_double_dummy": "64C, schatting dubbeldummy ({law})",
    "log.basis.equity_director": "64C, oordeel van de wedstrijdleider ({law})",
    "log.basis.equity_any": "64C ({law})",
    "log.basis.weighted": "gewogen score (12C1(c)): {weights}",
    "log.basis.own": "eigen score van de wedstrijdleider (arbitraal)",
    "log.yes": "ja",
    "log.no": "nee",
    "log.status.final": "definitief",
    "log.status.corrected": "gecorrigeerd (versie {revision})",
    "log.status.deleted": "verwijderd",
    "log.warn.differs": "Let op: opnieuw beoordeeld komt deze versie van verzaking tot een andere "
                        "uitspraak dan de opgeslagen; de opgeslagen uitspraak staat in de export.",
    "log.warn.not_ruled": "Let op: deze feiten kunnen niet opnieuw beoordeeld worden; hieronder "
                          "de opgeslagen stappen.",
    "log.print_heading": "Uitspraak van de wedstrijdleider — spel {board}",
    "log.print_heading_no_board": "Uitspraak van de wedstrijdleider — spel (geen nummer)",
    "log.report_heading": "Verslag van de wedstrijdleider",
    "log.report_count": "{count} uitspraken",
    # columns: the CSV's header and the lists
    "log.assigned_score": "Door de wedstrijdleider toegekende score, in te vullen: {score:score} "
                          "voor Noord-Zuid, zijn eigen arbitrale score (de automatische uitslag "
                          "hierboven is {computed:score}).",
    "log.assigned_over_director": "Door de wedstrijdleider toegekende score, in te vullen: "
                                  "{score:score} voor Noord-Zuid, zijn eigen arbitrale score, in "
                                  "plaats van {equity:score} uit zijn oordeel hierboven ({law}); "
                                  "de automatische uitslag is {computed:score}.",
    "log.assigned_over_estimate": "Door de wedstrijdleider toegekende score, in te vullen: "
                                  "{score:score} voor Noord-Zuid, zijn eigen arbitrale score; de "
                                  "schatting van 64C hierboven geeft {equity:score}, de "
                                  "automatische uitslag {computed:score}.",
    "log.assigned_equity": "Door de wedstrijdleider toegekende score: {score:score} voor "
                           "Noord-Zuid, de schatting van 64C (het automatische resultaat "
                           "hierboven is {computed:score}).",
    "log.assigned_director": "Door de wedstrijdleider toegekende score: {score:score} voor "
                             "Noord-Zuid, zijn oordeel volgens 64C (het automatische resultaat "
                             "hierboven is {computed:score}).",
    "log.assigned_weighted": "Door de wedstrijdleider toegekend: een gewogen score (12C1(c)), "
                             "{weights}; in de uitslag {score} voor Noord-Zuid (de uitspraak "
                             "hierboven geeft {computed:score}).",
    "log.col.number": "nr",
    "log.col.id": "id",
    "log.col.event": "wedstrijd",
    "log.col.date": "datum",
    "log.col.round": "ronde",
    "log.col.table": "tafel",
    "log.col.board": "spel",
    "log.col.pair_ns": "paar NZ",
    "log.col.pair_ew": "paar OW",
    "log.col.contract": "contract",
    "log.col.declarer": "leider",
    "log.col.vulnerable": "kwetsbaar",
    "log.col.laws": "spelregels",
    "log.col.tricks_played": "slagen gespeeld",
    "log.col.tricks_adjusted": "slagen na correctie",
    "log.col.result_played": "resultaat gespeeld",
    "log.col.result_adjusted": "resultaat na correctie",
    "log.col.score_ns_played": "score NZ gespeeld",
    "log.col.score_ns_adjusted": "score NZ na correctie",
    "log.col.score_ns": "score NZ",
    "log.col.score_basis": "grondslag score",
    "log.col.articles": "artikel",
    "log.col.final": "definitief",
    "log.col.revision": "versie",
    "log.col.changed_at": "gewijzigd op",
    "log.col.note": "notitie",
    "log.col.pairs": "paren",
    "log.col.case": "feiten",
    "log.col.ruling": "uitspraak",
    "log.col.deleted": "verwijderd",
    "log.col.lang": "taal",
    "log.col.source": "bron",
    "log.col.verzaking": "programmaversie",
    "log.col.status": "status",
    "log.list.number": "Nr",
    "log.list.date": "Datum",
    "log.list.event": "Wedstrijd",
    "log.list.round": "Ronde",
    "log.list.table": "Tafel",
    "log.list.board": "Spel",
    "log.list.pairs": "Paren",
    "log.list.contract": "Contract",
    "log.list.result": "Gespeeld → na correctie",
    "log.list.score": "Score NZ",
    "log.list.articles": "Artikel",
    "log.list.status": "Status",
    "log.list.note": "Notitie",
    # the web page
    "web.log_nav": "Logboek",
    "web.log_title": "Logboek",
    "web.log_intro": "Elke opgeslagen uitspraak van de avond, met de feiten. Corrigeren bewaart "
                     "de vorige versie; verwijderen wordt ook vastgelegd.",
    "web.log_save_heading": "Opslaan in logboek…",
    "web.log_save": "Opslaan in logboek",
    "web.log_event": "Wedstrijd",
    "web.log_date": "Datum",
    "web.log_round": "Ronde",
    "web.log_table": "Tafel",
    "web.log_board": "Spel",
    "web.log_ns": "Paar NZ",
    "web.log_ew": "Paar OW",
    "web.log_note": "Notitie (niet voor de spelers)",
    "web.log_score_weights": "Gewichten in % (samen 100), bijvoorbeeld 40,60:",
    "web.log_score_ns": "Punten voor Noord-Zuid",
    "web.log_score_heading": "Te noteren score NZ",
    "web.log_score_choose": "De uitspraak wijst hier niet vanzelf een score aan: kies zelf welke "
                            "u noteert.",
    "web.log_score_automatic": "Automatische uitslag: {score} (art. {law})",
    "web.log_score_automatic_no_law": "Automatische uitslag: {score}",
    "web.log_score_equity_double_dummy": "Schatting van 64C: {score} (art. {law})",
    "web.log_score_equity_director": "Oordeel van de wedstrijdleider: {score} (art. {law})",
    "web.log_score_equity_any": "Volgens 64C: {score} (art. {law})",
    "web.log_score_weighted": "Gewogen score (art. 12C1(c)): {weights}",
    "web.log_score_own": "Eigen score NZ (arbitraal)",
    # a no-break space before the number: "1." at the start of a line reads as a list
    "web.log_saved": "Opgeslagen in het logboek als nr.\u00a0{number}.",
    "web.log_already": "Deze uitspraak stond al in het logboek als nr.\u00a0{number}.",
    "web.log_open": "Bekijken",
    "web.log_filter": "Tonen",
    "web.log_export_csv": "Exporteren (CSV)",
    "web.log_export_json": "Exporteren (JSON)",
    "web.log_report": "Verslag van de avond",
    "web.log_import_heading": "Importeren",
    "web.log_import_hint": "Een JSON-export van een ander logboek of van de offline app; wat er "
                           "al in staat wordt niet dubbel opgeslagen.",
    "web.log_import": "Importeren",
    "web.log_file": "Bestand",
    "web.log_correct_heading": "Corrigeren",
    "web.log_reason": "Reden",
    "web.log_correct": "Correctie opslaan",
    "web.log_reopen": "Dit is definitief: toch corrigeren",
    "web.log_final_heading": "Definitief",
    "web.log_final": "Definitief maken",
    "web.log_delete_heading": "Verwijderen",
    "web.log_delete_confirm": "Ja, verwijder deze uitspraak (de geschiedenis blijft bewaard)",
    "web.log_delete": "Verwijderen",
    "web.log_print": "Afdrukken voor de spelers",
    "web.log_history": "Geschiedenis",
    "web.log_version": "Versie",
    "web.log_at": "Tijd (UTC)",
    "web.log_changed": "Gewijzigd",
    "web.log_back": "Terug naar het logboek",
    "web.log_facts": "De feiten (als casusbestand)",
    "web.log_done_correct": "Nr. {number} gecorrigeerd (versie {revision}).",
    "web.log_done_final": "Nr. {number} is nu definitief.",
    "web.log_done_delete": "Nr. {number} is verwijderd.",
    "web.log_err_no_case": "Er is geen uitspraak om op te slaan (de feiten ontbreken of kloppen "
                           "niet).",
    "web.log_err_reason": "Geef een reden voor de correctie.",
    "web.log_err_confirm": "Vink 'Ja, verwijder' aan om nr. {number} te verwijderen.",
    "web.log_err_no_file": "Kies een JSON-bestand om te importeren.",
    "web.log_err_score": "De score moet een geheel getal zijn.",
    "web.log_err_score_choice": "Die score heeft deze uitspraak niet; kies een van de scores "
                                "op het formulier.",
    "web.log_err_weights": "De gewichten van de gewogen score moeten {count} hele percentages "
                           "zijn die samen 100 zijn.",
    "web.log_no_entry": "Er is geen nr. {number} in het logboek.",
    "web.log_nothing_saved": "Er is nog niets opgeslagen in het logboek.",
    "web.log_err_same": "Er is niets gewijzigd.",
    "web.log_err_id": "Deze uitspraak hoort bij een ander item in het logboek; laad de pagina "
                      "opnieuw.",
    # the director's PIN (issue 31): the log on the server is for the directors only
    "web.log_signin_heading": "Aanmelden voor het logboek",
    "web.log_pin_hint": "Het logboek is alleen voor de wedstrijdleiding. Vul de pincode in "
                        "die de server bij het starten gaf (of waarmee hij gestart is); u "
                        "blijft aangemeld tot het einde van de avond of tot u afmeldt.",
    "web.log_pin": "Pincode",
    "web.log_signin": "Aanmelden",
    "web.log_signed_in": "Aangemeld tot {until}.",
    "web.log_signout": "Afmelden",
    "web.log_signed_out": "U bent afgemeld; het logboek vraagt weer de pincode.",
    "web.log_signin_again": "Aangemeld tot {until}. Tik nog eens op 'Opslaan in logboek'.",
    "web.log_err_pin_needed": "Het logboek is alleen voor de wedstrijdleiding: hiervoor is de "
                              "pincode nodig. Er is niets gewijzigd.",
    "web.log_err_pin_wrong": "Deze pincode klopt niet; er is niets gewijzigd. Nog {left} van "
                             "de {limit} pogingen, daarna moet dit toestel {block} seconden "
                             "wachten.",
    "web.log_err_pin_wait": "Te vaak een verkeerde pincode vanaf dit toestel: probeer het over "
                            "{seconds} seconden opnieuw. Er is niets gewijzigd.",
    "web.log_err_pin_wait_all": "Te vaak een verkeerde pincode vanaf alle toestellen samen: deze "
                                "server neemt {seconds} seconden geen pincode aan, ook de goede "
                                "niet. Er is niets gewijzigd; een browser die is aangemeld, "
                                "blijft aangemeld.",
    "web.log_err_origin": "Geweigerd: het logboek wordt alleen gewijzigd vanaf de pagina's van "
                          "deze server, niet vanaf {origin}. Er is niets gewijzigd.",
    "web.log_err_token": "Geweigerd: dit formulier hoort niet bij uw aanmelding (een andere "
                         "site, of een pagina van voor het aanmelden). Er is niets gewijzigd; "
                         "open het logboek opnieuw en probeer het nog eens.",
    "web.site_log_intro": "De uitspraken die op dit toestel zijn opgeslagen, ook zonder netwerk "
                          "(in deze browser). Exporteer ze (JSON) en importeer ze in het logboek "
                          "van de server: wat daar al staat, komt er niet twee keer in.",
    "web.site_log_import_hint": "Een JSON-export van een ander logboek (de server, een ander "
                                "toestel); wat hier al staat, wordt niet twee keer opgeslagen. Een "
                                "kapot bestand wordt geweigerd: dan verandert er niets.",
    "web.site_log_no_entry": "Er is geen nr. {number} in het logboek van dit toestel.",
    "web.site_log_failed": "Het logboek van deze browser kan niet gebruikt worden ({reason}); "
                           "er is niets opgeslagen.",
    "web.site_log_pin": "Pincode van de server",
    "web.site_log_send": "Samenvoegen met het logboek van de server",
    "web.site_log_server": "Logboek van de server",
    "web.site_log_send_failed": "De server is niet bereikbaar: exporteer het logboek (JSON) en "
                                "importeer het later op de server.",
}
