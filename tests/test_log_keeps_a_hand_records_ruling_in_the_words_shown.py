"""A hand record's ruling saved in the log reads there as it read on the page (issue 30,
point 6).

A board of a PBN or LIN file was kept in the log as its deal with the play told as
*events*; the engine words told events differently from a hand record's play, so the
log's ruling, its page and the print for the players said "Oost speelt ♣4 op harten …"
(61A) and "De verzaking van Oost in slag 6 is nu voldongen …" (63A1) and had one step
more ("Alle slagen zijn gespeeld …") where the page had shown the record's words.  The
log now keeps the board's ``play`` (a case-file field read as a hand record's play):
the server's page, ``verzaking rule FILE --log`` and the offline app's log rule it again
in the words shown, Dutch and English.

Worked by hand from the deals:

* ``voorbeeld1.pbn`` (the seed's example 1, 4♠ by South): on trick 6 South leads ♥2 and
  East, who holds ♥4 (his only heart), plays ♣4: a revoke (61A).  East plays to trick 7,
  so it is established (63A1).  North won trick 6 with ♥A; East-West won tricks 9 and 12
  later: one trick goes over (64A2), 9 + 1 = 10 tricks, 4♠ made, +420 instead of −50.
* ``lin/revoke.lin``, board c1 (3NT by South): on trick 2 West leads ♥K and East, holding
  ♥7 and ♥6, plays ♣J: a revoke (61A), established when East plays to trick 3 (63A1).  West,
  the offender's partner, won trick 2: one trick goes over (64A2), 8 + 1 = 9, 3NT made,
  +400 instead of −50.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import pytest

from conftest import FIXTURES
from verzaking.cli import main

PBN = FIXTURES / "voorbeeld1.pbn"
LIN = FIXTURES / "lin" / "revoke.lin"
BOARDS = [  # (file, board, what the ruling must say, in Dutch and in English)
    (PBN, "1", {"nl": ["Slag 6: er werd harten voorgespeeld en Oost speelde ♣4, terwijl Oost "
                       "nog ♥4 had.", "daarna speelde de verzakende partij mee in slag 7. "
                       "(art. 63A1)", "(art. 64A2)", "+420 in plaats van 4♠ −1, −50"],
                "en": ["Trick 6: hearts were led and East played ♣4 while still holding ♥4.",
                       "the offending side then played to trick 7. (Law 63A1)", "(Law 64A2)",
                       "+420 instead of 4♠ −1, −50"]}),
    (LIN, "c1", {"nl": ["Slag 2: er werd harten voorgespeeld en Oost speelde ♣B, terwijl Oost "
                        "nog ♥7 en ♥6 had.", "daarna speelde de verzakende partij mee in slag 3. "
                        "(art. 63A1)", "(art. 64A2)", "+400 in plaats van 3SA −1, −50"],
                 "en": ["Trick 2: hearts were led and East played ♣J while still holding ♥7 "
                        "and ♥6.", "the offending side then played to trick 3. (Law 63A1)",
                        "(Law 64A2)", "+400 instead of 3NT −1, −50"]}),
]
TOLD = {"nl": "Alle slagen zijn gespeeld", "en": "All tricks have been played"}
"""The step a board told as events has once play is over: a hand record's ruling has none."""
ID = "0f4e2b8a-1c3d-4e5f-8a9b-000000000030"

cases = pytest.mark.parametrize(("path", "board", "said"), BOARDS, ids=["pbn", "lin"])
langs = pytest.mark.parametrize("lang", ["nl", "en"])


def page_steps(page: str) -> list[str]:
    """The steps of a page's one ruling (its ``<ol class="steps">``), as read."""
    assert page.count('<ol class="steps">') == 1, "not one ruling on the page"
    found = re.search(r'<ol class="steps">(.*?)</ol>', page, re.S)
    assert found
    return [re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", item))).strip()
            for item in re.findall(r"<li[^>]*>(.*?)</li>", found.group(1), re.S)]


def text_steps(text: str) -> list[str]:
    """The steps of a ruling as text (``verzaking rule``, ``log show``, the print's ``<pre>``)."""
    text = html.unescape(text)
    start = min(i for i in (text.find("De uitspraak, stap voor stap"),
                            text.find("The ruling, step by step")) if i >= 0)
    block = text[start:].split("\n\n")[0].splitlines()[1:]
    return [re.sub(r"^\s*\d+\.\s+", "", line).strip() for line in block]


def save_form(page: str) -> dict[str, str]:
    form = page[page.index('class="log-form"'):]
    return {name: html.unescape(value) for name, value in
            re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)"', form)[:3]}


def check(shown: list[str], logged: list[str], said: dict[str, list[str]], lang: str) -> None:
    for words in said[lang]:  # the page itself says what was worked out by hand
        assert any(words in s for s in shown), (words, shown)
    assert logged == shown
    assert not any(TOLD[lang] in s for s in logged)


@cases
@langs
def test_the_servers_log_keeps_a_hand_records_ruling_in_the_words_shown(
        tmp_path: Path, path: Path, board: str, said: dict[str, list[str]], lang: str) -> None:
    pytest.importorskip("fastapi")
    from logpin import log_client

    client = log_client(tmp_path / "logboek.sqlite")
    page = client.post(f"/record?lang={lang}", files={"file": (path.name, path.read_bytes())},
                       data={"board": board}, headers={"X-Fragment": "1"}).text
    shown = page_steps(page)
    form = save_form(page)
    assert "play" in json.loads(form["case"])  # kept as the record's play, not told as events
    res = client.post(f"/log/save?lang={lang}", data=form, follow_redirects=False)
    assert res.status_code == 303, res.text
    entry = client.get(res.headers["location"]).text
    check(shown, page_steps(entry), said, lang)
    printed = client.get(f"/log/1/print?lang={lang}").text  # the page for the players
    assert text_steps(printed) == shown


@cases
@langs
def test_rule_with_log_keeps_a_hand_records_ruling_in_the_words_shown(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], path: Path, board: str,
        said: dict[str, list[str]], lang: str) -> None:
    db = str(tmp_path / "logboek.sqlite")
    assert main(["rule", str(path), "--board", board, "--no-equity", "--lang", lang,
                 "--log", "--db", db]) == 0
    shown = text_steps(capsys.readouterr().out)
    assert main(["log", "show", "1", "--db", db, "--lang", lang]) == 0
    check(shown, text_steps(capsys.readouterr().out), said, lang)
    assert main(["log", "print", "1", "--db", db, "--lang", lang]) == 0
    assert text_steps(capsys.readouterr().out) == shown
    assert main(["log", "show", "1", "--db", db, "--json"]) == 0
    case: dict[str, Any] = json.loads(capsys.readouterr().out)["versions"][0]["content"]["case"]
    assert "play" in case and "events" not in case


@cases
@langs
def test_the_offline_log_keeps_a_hand_records_ruling_in_the_words_shown(
        path: Path, board: str, said: dict[str, list[str]], lang: str) -> None:
    pytest.importorskip("jinja2")
    from verzaking.site import bridge

    out = json.loads(bridge.rule(path.read_text(encoding="utf-8"), json.dumps(
        {"lang": lang, "name": path.name, "board": board, "html": True})))
    shown = page_steps(out["html"])
    saved = json.loads(bridge.log_save(save_form(out["html"])["case"], json.dumps({"id": ID}),
                                       lang))
    entry = {**saved["entry"], "number": 1}
    page = bridge.log_page(json.dumps([entry]), json.dumps({"lang": lang, "number": 1}))
    check(shown, page_steps(page), said, lang)
    assert text_steps(bridge.log_print(json.dumps(entry), lang)) == shown


def test_an_export_with_a_hand_records_play_imports_and_a_forged_score_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from verzaking.errors import VerzakingError
    from verzaking.ruling_log import parse_import

    db = str(tmp_path / "logboek.sqlite")
    assert main(["rule", str(PBN), "--no-equity", "--log", "--db", db]) == 0
    capsys.readouterr()
    assert main(["log", "export", "--db", db, "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    [entry] = parse_import(json.dumps(data).encode(), name="avond.json")
    assert "play" in entry.content["case"]
    # 4♠ made is +420 (worked above); a forged +450 is not what the record's play rules
    data["entries"][0]["versions"][0]["content"]["ruling"]["score_ns"]["adjusted"] = 450
    with pytest.raises(VerzakingError):
        parse_import(json.dumps(data).encode(), name="avond.json")


def test_an_entry_saved_with_the_play_told_as_events_still_opens() -> None:
    import verzaking
    from verzaking.ruling_log import Meta, content_of, rule_entry

    # as the log kept voorbeeld1.pbn before: its deal and its cards as events
    board = verzaking.read(PBN)[0]
    ruling = verzaking.rule(board.facts, equity=False)
    rows = [" ".join(str(t.cards[s]) for s in t.order) for t in board.facts.tricks]
    old = {"laws": "2017", "board": "1", "vulnerable": "None", "contract": "4S",
           "declarer": "S", "deal": board.facts.deal.to_pbn(), "events": rows}
    again, same = rule_entry(content_of(ruling, Meta(), lang="nl", case=old))
    assert same and again is not None and again.score_ns_adjusted == 420
