"""The pages read in Dutch as a club director reads them (issue 30, point 6): no label that
reads as the opposite of what it means.

- "niet bekend" is also "did not follow suit" (bekennen): the 1997 question's "don't know"
  says "weet ik niet", and the scan's kind of revoke "kleur niet gevolgd terwijl het kon";
- "gepast" is also "fitting": a board passed out is "rondgepast" in the log's list;
- "wet 64A" where every other text says "art.": "art. 64A";
- "Opslaan in logboek" opened the save form but looked like a heading: it reads as an
  action ("Opslaan in logboek…") and is drawn as a button (a border, no triangle).
"""

from __future__ import annotations

import re
from pathlib import Path

import verzaking
from conftest import ROOT, web_client
from verzaking.render.i18n import text
from verzaking.ruling_log import Meta, RulingLog, content_of
from verzaking.ruling_log.printed import listing

STYLE = ROOT / "src" / "verzaking" / "web" / "static" / "style.css"
EXAMPLE_1 = {"level": "4", "strain": "S", "declarer": "S", "vul": "None", "path": "tricks",
             **{f"t{n}": w for n, w in enumerate(
                 "EW EW NS NS NS N NS NS EW NS NS EW NS".split(), 1)},
             "r1_seat": "E", "r1_trick": "6"}


def test_the_quick_page_says_art_and_never_niet_bekend() -> None:
    page = web_client().get("/?lang=nl").text
    assert "art. 64A nodig" in page and "wet 64A" not in page
    assert "niet bekend" not in page
    assert re.search(r"<option[^>]*>weet ik niet</option>", page)


def test_the_save_to_log_opener_reads_as_an_action_and_is_drawn_as_a_button() -> None:
    page = web_client().post("/quick?lang=nl", data=EXAMPLE_1, headers={"X-Fragment": "1"}).text
    assert "<summary>Opslaan in logboek…</summary>" in page
    assert '<button type="submit" class="primary">Opslaan in logboek</button>' in page
    css = re.sub(r"/\*.*?\*/", "", STYLE.read_text(encoding="utf-8"), flags=re.S)
    [rule] = [body for sel, body in re.findall(r"([^{}]+)\{([^}]*)\}", css)
              if sel.strip() == ".log-save summary"]
    assert "border:" in rule and "list-style: none" in rule
    assert re.search(r"\.log-save summary::-webkit-details-marker\s*\{\s*display: none", css)


def test_a_board_passed_out_is_rondgepast_in_the_log(tmp_path: Path) -> None:
    case = {"contract": "Pass", "board": "4"}
    content = content_of(verzaking.rule(dict(case)), Meta(), lang="nl", case=case)
    with RulingLog.open(tmp_path / "logboek.sqlite") as log:
        entry = log.add(content)
    assert listing(entry, "nl")["contract"] == "rondgepast"
    assert listing(entry, "en")["contract"] == "passed out"


def test_the_scan_names_the_kind_of_revoke_by_what_was_done() -> None:
    assert text("scan.kind.follow", "nl") == "kleur niet gevolgd terwijl het kon"
