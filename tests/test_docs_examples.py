"""Every example of the guide runs and says what the program says: the library examples as
doctests, every ``console`` block of ``verzaking`` commands against the ``examples/`` folder
(what is shown is what the program prints, JSON included), every JSON block read (a case
file among them ruled), and the worked situations of *Aan tafel* ruled to what the guide says
(worked by hand below from Laws 61-64 and 77)."""

from __future__ import annotations

import doctest
import json
import re
import sys
from pathlib import Path

import pytest

import verzaking

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "docs" / "_ext"))
import docs_examples  # noqa: E402  (docs/_ext/docs_examples.py)

sys.path.remove(str(ROOT / "docs" / "_ext"))

PAGES = docs_examples.markdown_files()
CONSOLE = [e for page in PAGES for e in docs_examples.examples(page)]
_JSON = re.compile(r"^```json\n(.*?)^```", re.S | re.M)


def _id(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def test_the_guide_has_examples_of_each_kind() -> None:
    assert len(PAGES) > 40
    assert {e.command.split()[1] for e in CONSOLE} >= {"rule", "next"}
    assert any(">>> " in p.read_text(encoding="utf-8") for p in PAGES)


@pytest.mark.parametrize("page", [p for p in PAGES if ">>> " in p.read_text(encoding="utf-8")],
                         ids=_id)
def test_library_examples_run_as_doctests(page: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # the examples name files of the checkout (examples/…)
    text = page.read_text(encoding="utf-8")
    test = doctest.DocTestParser().get_doctest(text, {}, _id(page), str(page), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    result = runner.run(test, out=lambda s: sys.stdout.write(s))
    assert result.attempted > 0
    assert result.failed == 0, f"{result.failed} example(s) of {_id(page)} failed (see above)"


@pytest.mark.parametrize("example", CONSOLE, ids=[f"{_id(e.file)}:{e.line}" for e in CONSOLE])
def test_console_examples_print_what_the_page_shows(example: docs_examples.Example) -> None:
    printed = docs_examples.run(example.command)
    assert printed, example.command
    assert docs_examples.normal(example.shown) == printed, (
        f"{_id(example.file)} line {example.line}: `{example.command}` prints otherwise "
        "(python docs/_ext/docs_examples.py writes it again)")


def test_console_json_is_the_programs_json() -> None:
    shown = [e for e in CONSOLE if "--json" in e.command]
    assert shown
    for example in shown:
        data = json.loads(example.shown)
        assert data and all("board" in board for board in data)


@pytest.mark.parametrize("page", [p for p in PAGES if "```json" in p.read_text(encoding="utf-8")],
                         ids=_id)
def test_json_blocks_are_json_and_cases_rule(page: Path) -> None:
    for block in _JSON.findall(page.read_text(encoding="utf-8")):
        if "…" in block:  # a shape with its parts left out, not a file
            continue
        data = json.loads(block)
        if isinstance(data, dict) and "contract" in data:
            ruling = verzaking.rule(data, equity=False)
            assert ruling.revokes, _id(page)


# The worked situations of the guide's "Common situations" page (examples/guide/), each
# worked by hand: (declarer's tricks as played, after the ruling, North-South's score after)
SITUATIONS = {
    # East's revoke on trick 6 corrected (not established, 62A): nothing moves; 4S by South,
    # 9 tricks, one down not vulnerable: -50
    "1-op-tijd.json": (9, 9, -50, ["62A"]),
    # seed example 1: the revoke trick won by the other side, East-West won later: 64A2, one
    # trick; 10 tricks, 4S made not vulnerable: +420
    "2-voorbeeld1-kort.json": (9, 10, 420, ["64A2"]),
    # seed example 2: the revoker won the revoke trick and his side one later: 64A1, two
    # tricks; 11 tricks, 4S+1: +450
    "3-voorbeeld2-kort.json": (9, 11, 450, ["64A1"]),
    # a revoke on trick 12: no transfer (64B6); 3NT by North vulnerable, 9 tricks: +600
    "4-slag-12.json": (9, 9, 600, ["64B6"]),
    # dummy's revoke: no transfer (64B3); 2H by West, East-West vulnerable, 8 tricks: EW +110
    "5-blinde.json": (8, 8, -110, ["64B3"]),
    # two revokes, each won by its revoker with later tricks left (7 and 11): 64A1 twice, four
    # tricks; 8 + 4 = 12, 4H+2 vulnerable: 620 + 60 = +680
    "6-twee-verzakingen.json": (8, 12, 680, ["64A1", "64A1"]),
    # declarer revokes on trick 9, wins it, claims the rest (63A3): 64A1, two tricks to
    # East-West; 10 - 2 = 8, 4S two down not vulnerable: -100
    "7-claim.json": (10, 8, -100, ["64A1"]),
}


@pytest.mark.parametrize("name", sorted(SITUATIONS))
def test_the_worked_situations_rule_as_the_guide_says(name: str) -> None:
    played, adjusted, score, rules = SITUATIONS[name]
    case = json.loads((ROOT / "examples" / "guide" / name).read_text(encoding="utf-8"))
    ruling = verzaking.rule(case, equity=False)
    assert (ruling.declarer_tricks_played, ruling.declarer_tricks_adjusted) == (played, adjusted)
    assert ruling.score_ns_adjusted == score
    assert [r.rule for r in ruling.revokes] == rules
    sign = f"+{score}" if score > 0 else f"−{-score}"
    for lang in ("nl", "en"):  # the guide's page says the score to enter
        page = (ROOT / "src" / "verzaking" / "site" / "guide" / lang / "situations.md")
        assert f"**{sign}**" in page.read_text(encoding="utf-8"), (lang, name)


# "Noticed at once and corrected" told on the page Verloop / Play by play, as the guide's
# situations page taps it.  Counted by hand: the page (1), 4, spades, S (3), who won tricks 1-5
# (5), the four cards of trick 6 (4), "noticed by S" (1): 14 taps to "what now?".
TOLD_AT_ONCE = ["won:EW", "won:EW", "won:NS", "won:NS", "won:S",
                "card:H2", "card:H3", "card:HA", "card:C4", "revoke:3:S"]
TOLD_TO_THE_END = ["card:H4", "act:claim", "seat:S", "total:9", "accept:W"]
"""East follows with the heart, then the result as South's claim of 9 that West agrees to."""


def _one_line(text: str) -> str:
    return " ".join(text.split())


def test_the_guides_taps_for_a_revoke_noticed_at_once_say_what_now_and_make_its_case() -> None:
    from verzaking.web.told import Told, tap
    from verzaking.web.toldview import told_view

    assert 1 + 3 + len(TOLD_AT_ONCE) == 14
    told = Told.from_form({"level": "4", "strain": "S", "declarer": "S"})
    for do in TOLD_AT_ONCE:
        told = tap(told, do).told
    for lang, law in (("nl", "(art. "), ("en", "(Law ")):
        said = told_view(told, lang)["whatnow"]
        # 62B1: East's club, from a defender's hand, becomes a major penalty card and he
        # follows with a heart; 50D1: the penalty card is played at the first legal
        # opportunity; 50D2 and 50E follow; nobody played after East, so no 62C
        assert [line.rsplit(law, 1)[1] for line in said] == ["62B1)", "50D1)", "50D2)", "50E)"]
        for page in ("situations.md", "events.md"):  # the guide quotes the first two as said
            text = _one_line((ROOT / "src" / "verzaking" / "site" / "guide" / lang / page)
                             .read_text(encoding="utf-8"))
            assert _one_line(said[0]) in text and _one_line(said[1]) in text, (lang, page)
    for do in TOLD_TO_THE_END:
        told = tap(told, do).told
    case = json.loads((ROOT / "examples" / "guide" / "1-op-tijd.json").read_text(encoding="utf-8"))
    assert told.case() == {k: v for k, v in case.items() if k not in ("board", "title")}


def test_every_situation_of_the_guide_has_its_case_file() -> None:
    assert sorted(p.name for p in (ROOT / "examples" / "guide").glob("*.json")) == sorted(SITUATIONS)


def test_the_two_commands_are_the_readmes_word_for_word() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for lang in ("nl", "en"):
        page = (ROOT / "docs" / lang / "install" / "index.md").read_text(encoding="utf-8")
        for command in ("python3 -m venv .venv && .venv/bin/pip install -q -e . && "
                        ".venv/bin/verzaking rule examples/voorbeeld1.json", "bash .ci/run"):
            assert command in readme and command in page, (lang, command)


def test_the_readmes_links_and_images_lead_to_files_of_the_checkout() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    targets = re.findall(r"\]\(([^)#]+)\)", readme)
    assert len(targets) >= 14  # the screenshots, the twelve parts of the guide, the reference
    for target in targets:
        assert (ROOT / target).is_file(), target
