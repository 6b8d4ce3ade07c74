"""English messages of the director's ruling log (verzaking log, the log page), by code.

Our own words; articles are cited, never quoted.
"""

MESSAGES: dict[str, str] = {
    # errors: each names the log file, the import file or the entry
    "log.err.no_entry": "{db}: there is no entry {number} in this log (see verzaking log list)",
    "log.err.db_locked": "{db}: the log is busy in another program; try again in a moment",
    "log.err.db_readonly": "{db}: this log cannot be written (read-only); nothing was saved",
    "log.err.db_not_sqlite": "{db}: this is not a log (not an SQLite file); choose another file "
                             "with --db",
    "log.err.db_full": "{db}: the disk is full; nothing was saved, the log is intact",
    "log.err.db_corrupt": "{db}: the log is damaged; restore an export or a backup",
    "log.err.db_cannot_open": "{db}: the log cannot be opened",
    "log.err.db_other": "{db}: error in the log ({reason}); nothing was saved",
    "log.err.db_not_ours": "{db}: this SQLite file is not a verzaking log (tables: {tables}); "
                           "choose another file with --db",
    "log.err.db_newer": "{db}: this log is from a newer verzaking (schema {version}, this one "
                        "knows up to {known}); update verzaking",
    "log.err.db_is_folder": "{db}: this is a folder; give a file with --db",
    "log.err.db_missing": "{db}: this log does not exist (nothing saved yet?)",
    "log.err.db_no_folder": "{db}: the folder {folder} does not exist",
    "log.err.db_make_folder": "{db}: the folder for the log cannot be made ({reason})",
    "log.err.id_exists": "id {id} is in the log already, as entry {number}",
    "log.err.deleted": "entry {number} is deleted; it can no longer be changed",
    "log.err.final": "entry {number} is final; it can be corrected only with --reopen",
    "log.err.too_long": "{entry}: field '{field}' is too long: at most {longest} characters",
    "log.err.bad_field": "{entry}: field '{field}' is wrong: expected {expected}",
    "log.err.bad_case": "{entry}: the facts of this ruling are wrong: {problem}",
    "log.err.bad_date": "date {value!r} is wrong: write YYYY-MM-DD, for example 2025-03-01",
    "log.err.case_boards": "{file}: a correction needs exactly one board (found: {count}); "
                           "choose one with --board",
    "log.err.confirm_delete": "entry {number} is not deleted without confirmation: add --yes",
    "log.err.nothing_to_correct": "entry {number}: nothing changed; say what is different "
                                  "(for example --table or --case)",
    "log.err.out_write": "{file}: cannot be written ({reason})",
    "log.err.reason_long": "the reason is too long (at most {limit} characters)",
    "log.err.import_read": "{file}: cannot be read ({reason})",
    "log.err.import_too_large": "{file}: too large to import (at most {limit} MB)",
    "log.err.import_json": "{file}, line {line}, column {column}: not valid JSON; nothing was "
                           "imported",
    "log.err.import_format": "{file}: this is not an export of a log; nothing was imported",
    "log.err.import_version": "{file}: export of a newer verzaking (version {version}, this one "
                              "knows up to {known}); nothing was imported",
    "log.err.import_entry": "{problem}; nothing was imported",
    "log.err.import_bad_version": "{file}: 'version' must be a whole number, 1 or more (found: "
                                  "{version}); nothing was imported",
    "log.err.import_number": "{file}: a number that JSON does not have (NaN, Infinity, or too "
                             "large, such as 1e999); nothing was imported",
    "log.err.import_dup_id": "{file}: entries[{first}] and entries[{second}] have the same id {id}"
                             " but different versions (an export has each entry once); nothing was"
                             " imported",
    "log.err.ruling_differs": "{entry}: the stored ruling is not what its facts rule (stored "
                              "{stored}; ruled again {ruled}); change a ruling with verzaking log "
                              "correct, not in the file",
    "log.reason.ruling": "a ruling as verzaking rule --json writes it",
    "log.reason.lang": "nl or en",
    "log.unreadable": "(stored ruling unreadable)",
    "log.reason.is_dir": "it is a folder",
    "log.reason.permission": "permission denied",
    "log.reason.not_found": "does not exist",
    "log.reason.disk_full": "the disk is full",
    "log.reason.read_only": "read-only",
    "log.reason.id": "an id (8 to 64 letters, digits, - or _)",
    "log.reason.object": "an object {{…}}",
    "log.reason.text": "a short text",
    "log.reason.date": "a date YYYY-MM-DD",
    "log.reason.pairs": "{{\"ns\": …, \"ew\": …}} with texts",
    "log.reason.score": "a whole number (points for North-South)",
    "log.reason.score_basis": "a score that fits its basis (automatic: no score of its own; "
                              "weighted: weights adding up to 100 %, and their weighted mean as "
                              "the score)",
    "log.reason.bool": "true or false",
    "log.reason.versions": "a list of at least one version",
    "log.reason.time": "a time (ISO 8601), in the years 1000 to 9998",
    "log.reason.case": "a board as verzaking rule reads it",
    # what the commands say
    "log.saved": "Saved to the log as entry {number} (board {board}; {db})",
    "log.saved_no_board": "Saved to the log as entry {number} (board without a number; {db})",
    "log.corrected": "Entry {number} corrected (version {revision}); the earlier version is kept",
    "log.made_final": "Entry {number} is now final",
    "log.was_final": "Entry {number} was final already",
    "log.deleted": "Entry {number} is deleted (its history is kept)",
    "log.exported": "{count} rulings exported to {file}",
    "log.imported": "{file}: {added} new, {updated} updated, {unchanged} already there",
    "log.reason_correct": "corrected",
    "log.reason_final": "marked final",
    "log.reason_delete": "deleted",
    "log.first_version": "first version",
    "log.history": "History:",
    "log.entry_heading": "Log entry {number}",
    "log.none_match": "No ruling in the log matches this event and date.",
    "log.empty": "The log has no rulings (here) yet.",
    "log.passed": "passed out",
    "log.score_equity": "{points} (64C: {score})",
    "log.score_given": "{score} (assigned)",
    "log.score_basis_equity": "{score} (64C)",
    "log.score_basis_weighted": "{score} (weighted: {weights})",
    "log.basis.automatic": "automatic ({law})",
    "log.basis.automatic_no_law": "automatic",
    "log.basis.equity_double_dummy": "64C, double-dummy estimate ({law})",
    "log.basis.equity_director": "64C, the director's judgement ({law})",
    "log.basis.equity_any": "64C ({law})",
    "log.basis.weighted": "weighted score (12C1(c)): {weights}",
    "log.basis.own": "the director's own score (assigned)",
    "log.yes": "yes",
    "log.no": "no",
    "log.status.final": "final",
    "log.status.corrected": "corrected (version {revision})",
    "log.status.deleted": "deleted",
    "log.warn.differs": "Note: ruled again, this version of verzaking comes to another ruling "
                        "than the one stored; the stored ruling is in the export.",
    "log.warn.not_ruled": "Note: these facts cannot be ruled again; below are the stored steps.",
    "log.print_heading": "The director's ruling — board {board}",
    "log.print_heading_no_board": "The director's ruling — board (no number)",
    "log.report_heading": "The director's report",
    "log.report_count": "{count} rulings",
    # columns: the CSV's header and the lists
    "log.assigned_score": "Score assigned by the director, to enter: {score:score} for "
                          "North-South, his own assigned score (the automatic result above is "
                          "{computed:score}).",
    "log.assigned_over_director": "Score assigned by the director, to enter: {score:score} for "
                                  "North-South, his own assigned score, in place of "
                                  "{equity:score} from his judgement above ({law}); the automatic "
                                  "result is {computed:score}.",
    "log.assigned_over_estimate": "Score assigned by the director, to enter: {score:score} for "
                                  "North-South, his own assigned score; the estimate of 64C above "
                                  "gives {equity:score}, the automatic result {computed:score}.",
    "log.assigned_equity": "Score assigned by the director: {score:score} for North-South, the "
                           "estimate of 64C (the automatic result above is {computed:score}).",
    "log.assigned_director": "Score assigned by the director: {score:score} for North-South, "
                             "his judgement under 64C (the automatic result above is "
                             "{computed:score}).",
    "log.assigned_weighted": "Assigned by the director: a weighted score (12C1(c)), {weights}; "
                             "entered as {score} for North-South (the ruling above gives "
                             "{computed:score}).",
    "log.col.number": "no",
    "log.col.id": "id",
    "log.col.event": "event",
    "log.col.date": "date",
    "log.col.round": "round",
    "log.col.table": "table",
    "log.col.board": "board",
    "log.col.pair_ns": "pair NS",
    "log.col.pair_ew": "pair EW",
    "log.col.contract": "contract",
    "log.col.declarer": "declarer",
    "log.col.vulnerable": "vulnerable",
    "log.col.laws": "laws",
    "log.col.tricks_played": "tricks played",
    "log.col.tricks_adjusted": "tricks adjusted",
    "log.col.result_played": "result played",
    "log.col.result_adjusted": "result adjusted",
    "log.col.score_ns_played": "NS score played",
    "log.col.score_ns_adjusted": "NS score adjusted",
    "log.col.score_ns": "NS score",
    "log.col.score_basis": "score basis",
    "log.col.articles": "law",
    "log.col.final": "final",
    "log.col.revision": "version",
    "log.col.changed_at": "changed at",
    "log.col.note": "note",
    "log.col.pairs": "pairs",
    "log.col.case": "facts",
    "log.col.ruling": "ruling",
    "log.col.deleted": "deleted",
    "log.col.lang": "language",
    "log.col.source": "source",
    "log.col.verzaking": "program version",
    "log.col.status": "status",
    "log.list.number": "No",
    "log.list.date": "Date",
    "log.list.event": "Event",
    "log.list.round": "Round",
    "log.list.table": "Table",
    "log.list.board": "Board",
    "log.list.pairs": "Pairs",
    "log.list.contract": "Contract",
    "log.list.result": "Played → adjusted",
    "log.list.score": "NS score",
    "log.list.articles": "Law",
    "log.list.status": "Status",
    "log.list.note": "Note",
    # the web page
    "web.log_nav": "Log",
    "web.log_title": "Log",
    "web.log_intro": "Every ruling of the evening that was saved, with its facts. A correction "
                     "keeps the earlier version; a deletion is logged too.",
    "web.log_save_heading": "Save to log…",
    "web.log_save": "Save to log",
    "web.log_event": "Event",
    "web.log_date": "Date",
    "web.log_round": "Round",
    "web.log_table": "Table",
    "web.log_board": "Board",
    "web.log_ns": "Pair NS",
    "web.log_ew": "Pair EW",
    "web.log_note": "Note (not for the players)",
    "web.log_score_weights": "Weights in % (adding up to 100), for example 40,60:",
    "web.log_score_ns": "Points for North-South",
    "web.log_score_heading": "NS score to enter",
    "web.log_score_choose": "The ruling does not mark a score to enter here: choose the one you "
                            "enter.",
    "web.log_score_automatic": "Automatic result: {score} (Law {law})",
    "web.log_score_automatic_no_law": "Automatic result: {score}",
    "web.log_score_equity_double_dummy": "Estimate of 64C: {score} (Law {law})",
    "web.log_score_equity_director": "The director's judgement: {score} (Law {law})",
    "web.log_score_equity_any": "Under 64C: {score} (Law {law})",
    "web.log_score_weighted": "Weighted score (Law 12C1(c)): {weights}",
    "web.log_score_own": "Own NS score (assigned)",
    "web.log_saved": "Saved to the log as entry\u00a0{number}.",
    "web.log_already": "This ruling was in the log already, as entry\u00a0{number}.",
    "web.log_open": "View",
    "web.log_filter": "Show",
    "web.log_export_csv": "Export (CSV)",
    "web.log_export_json": "Export (JSON)",
    "web.log_report": "Report of the evening",
    "web.log_import_heading": "Import",
    "web.log_import_hint": "A JSON export of another log or of the offline app; what is there "
                           "already is not saved twice.",
    "web.log_import": "Import",
    "web.log_file": "File",
    "web.log_correct_heading": "Correct",
    "web.log_reason": "Reason",
    "web.log_correct": "Save correction",
    "web.log_reopen": "This is final: correct it anyway",
    "web.log_final_heading": "Final",
    "web.log_final": "Mark final",
    "web.log_delete_heading": "Delete",
    "web.log_delete_confirm": "Yes, delete this ruling (its history is kept)",
    "web.log_delete": "Delete",
    "web.log_print": "Print for the players",
    "web.log_history": "History",
    "web.log_version": "Version",
    "web.log_at": "Time (UTC)",
    "web.log_changed": "Changed",
    "web.log_back": "Back to the log",
    "web.log_facts": "The facts (as a case file)",
    "web.log_done_correct": "Entry {number} corrected (version {revision}).",
    "web.log_done_final": "Entry {number} is now final.",
    "web.log_done_delete": "Entry {number} is deleted.",
    "web.log_err_no_case": "There is no ruling to save (the facts are missing or wrong).",
    "web.log_err_reason": "Give a reason for the correction.",
    "web.log_err_confirm": "Tick 'Yes, delete' to delete entry {number}.",
    "web.log_err_no_file": "Choose a JSON file to import.",
    "web.log_err_score": "The score must be a whole number.",
    "web.log_err_score_choice": "This ruling has no such score; choose one of the scores on "
                                "the form.",
    "web.log_err_weights": "The weights of the weighted score must be {count} whole percentages "
                           "adding up to 100.",
    "web.log_no_entry": "There is no entry {number} in the log.",
    "web.log_nothing_saved": "Nothing has been saved in the log yet.",
    "web.log_err_same": "Nothing changed.",
    "web.log_err_id": "This ruling belongs to another entry in the log; reload the page.",
    # the director's PIN (issue 31): the log on the server is for the directors only
    "web.log_signin_heading": "Sign in to the log",
    "web.log_pin_hint": "The log is for the directors only. Enter the PIN the server gave "
                        "when it started (or was started with); you stay signed in until the "
                        "end of the evening or until you sign out.",
    "web.log_pin": "PIN",
    "web.log_signin": "Sign in",
    "web.log_signed_in": "Signed in until {until}.",
    "web.log_signout": "Sign out",
    "web.log_signed_out": "You are signed out; the log asks for the PIN again.",
    "web.log_signin_again": "Signed in until {until}. Tap 'Save to log' once more.",
    "web.log_err_pin_needed": "The log is for the directors only: this needs the PIN. "
                              "Nothing was changed.",
    "web.log_err_pin_wrong": "That PIN is wrong; nothing was changed. {left} of {limit} tries "
                             "left, then this device must wait {block} seconds.",
    "web.log_err_pin_wait": "Too many wrong PINs from this device: try again in {seconds} "
                            "seconds. Nothing was changed.",
    "web.log_err_pin_wait_all": "Too many wrong PINs from all devices together: this server "
                                "takes no PIN for {seconds} seconds, also not the right one. "
                                "Nothing was changed; a browser that is signed in stays "
                                "signed in.",
    "web.log_err_origin": "Refused: the log is changed only from this server's own pages, not "
                          "from {origin}. Nothing was changed.",
    "web.log_err_token": "Refused: this form does not belong to your sign-in (another site, or "
                         "a page from before you signed in). Nothing was changed; open the log "
                         "again and retry.",
    "web.site_log_intro": "The rulings saved on this device, also without a network (in this "
                          "browser). Export them (JSON) and import them into the server's log: "
                          "what is there already is not added twice.",
    "web.site_log_import_hint": "A JSON export of another log (the server, another device); what "
                                "is here already is not saved twice. A broken file is refused: "
                                "then nothing changes.",
    "web.site_log_no_entry": "There is no entry {number} in this device's log.",
    "web.site_log_failed": "This browser's log cannot be used ({reason}); nothing was saved.",
    "web.site_log_pin": "The server's PIN",
    "web.site_log_send": "Merge into the server's log",
    "web.site_log_server": "The server's log",
    "web.site_log_send_failed": "The server cannot be reached: export the log (JSON) and import "
                                "it on the server later.",
}
