"""The quick form's words, as a Dutch club director read them on a phone (issue 28, second
round, items 3, 4, 5 and 11), on the server's page and in the offline app (both draw
``quick.html``):

- 64B4 takes away the automatic adjustment only when attention was first drawn after a member
  of the NON-offending side made a call on the next board (a call: a bid or a pass), so the
  choice says whose call it is, "een bod of pas" in Dutch ("bod" alone reads as a bid);
- on the short path, when attention was drawn (64B4, 64B5) and the 1997 Laws' second trick
  (64A2) are folded each under its own heading: the timing is not the 1997 Laws' alone;
- "Voldongen?" answers "ja, voldongen" / "nee, nog niet voldongen (hersteld)" (not "ja,
  vastgesteld" / "nee, vastgesteld", which read as the same);
- the kind of revoke: "kleur niet gevolgd terwijl het kon" ("niet bekend" also reads as
  "not known");
- "Opnieuw" asks before it clears a filled-in form (app.js reads ``data-confirm``).

The form's values are the case file's: ``after_next_call`` is 64B4, ``after_round`` 64B5.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("jinja2")

from conftest import web_client
from verzaking.site.build import PAGES, _pages
from verzaking.web.forms import quick_case

CALL = {"nl": "na een bod of pas van de niet-verzakende partij op het volgende spel (64B4)",
        "en": "after a call by the non-offending side on the next board (64B4)"}
ROUND = {"nl": "na het einde van de ronde (64B5)", "en": "after the round ended (64B5)"}
WHEN = {"nl": "Wanneer werd erop gewezen? (64B4, 64B5)",
        "en": "When was attention drawn? (64B4, 64B5)"}
ONLY_1997 = {"nl": "Alleen spelregels 1997: een tweede slag? (64A2)",
             "en": "1997 Laws only: a second trick? (64A2)"}
ESTABLISHED = {"nl": ("ja, voldongen", "nee, nog niet voldongen (hersteld)"),
               "en": ("yes, established", "no, not yet established (corrected)")}


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, str]]:
    """The quick page of the server and of the offline app, in both languages."""
    client = web_client()
    out = tmp_path_factory.mktemp("site")
    _pages(out)
    got: dict[str, dict[str, str]] = {}
    for lang in ("nl", "en"):
        got[lang] = {"server": html.unescape(client.get(f"/?lang={lang}").text),
                     "offline": html.unescape((out / PAGES[lang, "quick"]).read_text())}
    return got


def tap_label(page: str, name: str, value: str) -> str:
    found = re.search(rf'<input type="radio" name="{name}" value="{value}"[^>]*><span>([^<]*)'
                      r"</span>", page)
    assert found, (name, value)
    return found.group(1)


def folded(page: str, summary: str) -> str:
    """The folded section under ``summary``."""
    start = page.index(f"<summary>{summary}</summary>")
    return page[start:page.index("</details>", start)]


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("where", ["server", "offline"])
def test_the_64b4_choice_names_the_non_offending_sides_call(
        pages: dict[str, dict[str, str]], lang: str, where: str) -> None:
    page = pages[lang][where]
    for name in ("s_attention", "r1_attention", "r2_attention"):  # short path, both rows
        assert tap_label(page, name, "after_next_call") == CALL[lang]
        assert tap_label(page, name, "after_round") == ROUND[lang]
    # the short path: the timing folded apart from the 1997 question, each its own heading
    timing, only_1997 = folded(page, WHEN[lang]), folded(page, ONLY_1997[lang])
    assert 'name="s_attention"' in timing and 'name="s_won_later"' not in timing
    assert 'name="s_won_later"' in only_1997 and 'name="s_attention"' not in only_1997


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("where", ["server", "offline"])
def test_established_and_the_kind_read_unambiguously(
        pages: dict[str, dict[str, str]], lang: str, where: str) -> None:
    page = pages[lang][where]
    yes, no = ESTABLISHED[lang]
    assert f'<option value="yes">{yes}</option>' in page
    assert f'<option value="no">{no}</option>' in page
    assert "vastgesteld" not in page and "as found" not in page
    if lang == "nl":
        assert '<option value="follow" selected>kleur niet gevolgd terwijl het kon</option>' in page
        assert "(niet bekend)" not in page


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_start_again_asks_first(pages: dict[str, dict[str, str]], lang: str) -> None:
    ask = {"nl": "Alles wissen en opnieuw beginnen?", "en": "Clear everything and start again?"}
    for where in ("server", "offline"):
        assert f'data-confirm="{ask[lang]}"' in pages[lang][where]
    script = (Path(__file__).parent.parent / "src" / "verzaking" / "web" / "static"
              / "app.js").read_text()
    assert 'closest("a[data-confirm]")' in script and "window.confirm(" in script


def test_the_choices_make_the_case_files_timing() -> None:
    base: dict[str, Any] = {"level": "4", "strain": "S", "declarer": "S",
                            **{f"t{n}": w for n, w in enumerate(
                                "EW EW NS NS NS N NS NS EW NS NS EW NS".split(), 1)},
                            "r1_seat": "E", "r1_trick": "6"}
    assert quick_case({**base, "r1_attention": "after_next_call"})["revokes"] == [
        {"seat": "E", "trick": 6, "attention": "after_next_call"}]
    assert "attention" not in quick_case({**base, "r1_attention": "during_play"})["revokes"][0]
    # a form sent without the choice (the taps are radios now): in time, as before
    assert "attention" not in quick_case(base)["revokes"][0]
