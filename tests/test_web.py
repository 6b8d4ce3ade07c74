"""The web page and JSON API (``verzaking serve``), through FastAPI's test client.

The seed's examples through the quick form and the API, a PBN from the record page,
every kind of bad input as a readable message with a 4xx (never a 500), escaping of
what an uploaded file says, and the size limit.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import warnings
from pathlib import Path
from typing import Any

import pytest
import yaml

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # newer Starlette prefers httpx2; httpx works with every version
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from conftest import EXAMPLES, FIXTURES
from verzaking import read
from verzaking.cli import main as cli_main
from verzaking.web import add_serve_parser, create_app, run_serve
from verzaking.web.app import MAX_BODY
from verzaking.web.forms import FormProblem, quick_case

EXAMPLE_1 = "EW EW NS NS NS N NS NS EW NS NS EW NS".split()
EXAMPLE_2 = "EW EW NS NS NS NS E NS NS NS EW NS NS".split()
FRAGMENT = {"X-Fragment": "1"}


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app(), raise_server_exceptions=False)


def quick_form(winners: list[str], revoke: tuple[str, int], **over: str | None) -> dict[str, str]:
    """The quick form as a browser sends it after the taps."""
    form = {"lang": "nl", "level": "4", "strain": "S", "dbl": "", "declarer": "S", "vul": "None",
            **{f"t{n}": w for n, w in enumerate(winners, 1)},
            "r1_seat": revoke[0], "r1_trick": str(revoke[1]), "r1_attention": "during_play",
            "r2_seat": "", "r2_trick": "", "laws": "2017", "board": ""}
    form.update(over)  # type: ignore[arg-type]
    return {k: v for k, v in form.items() if v is not None}


def message(page: str) -> str:
    """The text of the error box on a page or fragment."""
    found = re.search(r'class="error" role="alert">(.*?)</div>', page, re.S)
    assert found, page[:500]
    return html.unescape(re.sub(r"<[^>]+>", " ", found.group(1))).strip()


def pbn_text(name: str = "voorbeeld1.pbn") -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


# -- the quick form --------------------------------------------------------------------------

def test_the_quick_form_is_dutch_with_thirteen_rows_of_taps(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200
    assert '<html lang="nl">' in page.text
    assert "Wie won elke slag?" in page.text
    for n in range(1, 14):
        assert f'id="slag-{n}"' in page.text
        for value in ("NS", "N", "S", "EW", "E", "W"):
            assert f'name="t{n}" value="{value}"' in page.text
    assert '<label for="r1_seat">' in page.text and 'id="r1_seat"' in page.text
    assert 'name="viewport" content="width=device-width, initial-scale=1"' in page.text


@pytest.mark.parametrize(("winners", "revoke", "score", "rule"), [
    (EXAMPLE_1, ("E", 6), "+420", "64A2"),
    (EXAMPLE_2, ("E", 7), "+450", "64A1"),
])
def test_seed_examples_through_the_quick_form(client: TestClient, winners: list[str],
                                              revoke: tuple[str, int], score: str,
                                              rule: str) -> None:
    res = client.post("/quick", data=quick_form(winners, revoke), headers=FRAGMENT)
    assert res.status_code == 200
    assert '<td class="after">' + score + "</td>" in res.text
    assert '<td class="before">−50</td>' in res.text
    assert f"(art. {rule})" in res.text
    assert "<html" not in res.text  # a fragment for the page's script, not a page


def test_without_script_the_form_posts_a_whole_page_that_keeps_the_taps(client: TestClient) -> None:
    res = client.post("/quick", data=quick_form(EXAMPLE_1, ("E", 6)))
    assert res.status_code == 200
    assert "<html" in res.text and "+420" in res.text
    assert 'name="t6" value="N" checked' in res.text
    assert '<option value="E" selected>' in res.text


def test_english() -> None:
    client = TestClient(create_app())  # its own: the language cookie stays with it
    res = client.post("/quick?lang=en", data=quick_form(EXAMPLE_1, ("E", 6), lang="en"),
                      headers=FRAGMENT)
    assert "North-South score" in res.text and "East revoked on trick 6" in res.text
    page = client.get("/?lang=en")
    assert '<html lang="en">' in page.text and "Who won each trick?" in page.text
    assert page.cookies.get("verzaking_lang") == "en"


def test_the_language_is_remembered() -> None:
    fresh = TestClient(create_app())
    fresh.get("/?lang=en")
    assert '<html lang="en">' in fresh.get("/").text
    fresh.get("/?lang=nl")
    assert '<html lang="nl">' in fresh.get("/").text


def test_a_claim_from_the_form() -> None:
    case = quick_case(quick_form(EXAMPLE_1[:10], ("E", 6), claim="10", claim_by="S"))
    assert case["tricks"] == EXAMPLE_1[:10]
    assert case["claim"] == {"declarer_tricks": 10, "by": "S"}


@pytest.mark.parametrize(("change", "key"), [
    ({"level": None}, "web.err.contract"),
    ({"strain": ""}, "web.err.contract"),
    ({"declarer": None}, "web.err.declarer"),
    ({f"t{n}": "" for n in range(1, 14)}, "web.err.no_tricks"),
    ({"t4": ""}, "web.err.trick_gap"),
    ({"t13": ""}, "web.err.short"),
    ({"r1_trick": ""}, "web.err.revoke_row"),
    ({"t1": "N" * 100}, "web.err.field_too_long"),
])
def test_an_unfinished_form_is_a_form_problem(change: dict[str, Any], key: str) -> None:
    with pytest.raises(FormProblem) as info:
        quick_case(quick_form(EXAMPLE_1, ("E", 6), **change))
    assert info.value.key == key


# -- bad input: a message in the page's language and a 4xx, never a 500 ----------------------

QUICK_BAD = [
    ({"level": None}, 400, "Kies het contract"),
    ({"declarer": None}, 400, "Kies de leider"),
    ({"t5": ""}, 400, "Slag 5: wie won deze slag?"),
    ({"t13": ""}, 400, "Ingevuld: 12 slagen"),
    ({"r1_trick": ""}, 400, "Verzaking 1: kies wie verzaakte"),
    ({"r1_trick": "9"}, 422, "won Oost of West de verzakingsslag?"),
    ({"level": "9"}, 422, "'9S' is niet geldig"),
    ({"t1": "XX"}, 422, "'XX' is niet geldig"),
    ({"r1_trick": "abc"}, 422, "'abc' is niet geldig (1..13)"),
    ({"r1_trick": "9" * 39}, 422, "is niet geldig (1..13)"),
    ({"t13": "", "claim": "12"}, 422, "de leider kan geen 12 slagen hebben"),
    ({"laws": "1850"}, 422, "onbekende spelregels '1850'"),
    ({"r1_attention": "later"}, 422, "'later' is niet geldig"),
    ({"t1": "x" * 5000}, 400, "Het veld t1 is te lang"),
]


@pytest.mark.parametrize(("change", "status", "text"), QUICK_BAD)
def test_bad_quick_forms(client: TestClient, change: dict[str, Any], status: int, text: str) -> None:
    for headers in (FRAGMENT, {}):
        res = client.post("/quick", data=quick_form(EXAMPLE_1, ("E", 6), **change), headers=headers)
        assert res.status_code == status
        assert text in message(res.text)


def test_messages_follow_the_page_language(client: TestClient) -> None:
    res = client.post("/quick?lang=en", data=quick_form(EXAMPLE_1, ("E", 9), lang="en"),
                      headers=FRAGMENT)
    assert res.status_code == 422
    assert "did East or West win the revoke trick?" in message(res.text)


BROKEN_BODIES: list[tuple[str, bytes, str]] = [
    ("/quick", b"", "application/x-www-form-urlencoded"),
    ("/quick", b'{"level": "4"}', "application/json"),
    ("/quick", b"level=4&strain=%FF%FE&declarer=\xff\xfe", "application/x-www-form-urlencoded"),
    ("/quick", b"--xx\r\nbroken", "multipart/form-data; boundary=xx"),
    ("/quick", b"abc", "multipart/form-data"),
    ("/quick", "&".join(f"f{i}=1" for i in range(2000)).encode(), "application/x-www-form-urlencoded"),
    ("/record", b"", "application/x-www-form-urlencoded"),
    ("/record", b"abc", "multipart/form-data"),
    ("/record", b"text=hello", "application/x-www-form-urlencoded"),
    ("/record", b"text=" + b"%5B" * 30000 + b"%5D" * 30000, "application/x-www-form-urlencoded"),
    ("/api/rule", b"", "application/json"),
    ("/api/rule", b"<case/>", "application/xml"),
    ("/api/rule", b"{", "application/json"),
    ("/api/rule", b"[]", "application/json"),
    ("/api/rule", b'"a case"', "application/json"),
    ("/api/rule", b"\xff\xfe{\x00", "application/json"),
    ("/api/rule", json.dumps({"contract": "4S"}).encode("utf-16"), "application/json"),
    ("/api/rule", b'{"a":' * 20000 + b"1" + b"}" * 20000, "application/json"),
    ("/api/rule", b"[" * 20000 + b"]" * 20000, "application/yaml"),
    ("/api/rule", b"a: [", "application/yaml"),
    ("/api/rule", b"!!python/object/apply:os.system ['true']", "application/yaml"),
    ("/api/rule", bytes(range(256)) * 8, "text/plain"),
    ("/api/rule", bytes(range(256)) * 8, "application/octet-stream"),
    ("/api/rule", b"hello", "text/plain"),
    ("/api/rule", b'[Event "x', "text/plain"),
]


@pytest.mark.parametrize(("path", "body", "ctype"), BROKEN_BODIES)
def test_broken_requests_are_4xx_with_a_message(client: TestClient, path: str, body: bytes,
                                                ctype: str) -> None:
    res = client.post(path, content=body, headers={"content-type": ctype})
    assert 400 <= res.status_code < 500, res.text[:300]
    if path.startswith("/api/"):
        data = res.json()
        assert isinstance(data, list) and data[0]["error"]
    else:
        assert message(res.text)


CASE_1 = json.loads((EXAMPLES / "voorbeeld1.json").read_text(encoding="utf-8"))

BAD_CASES: list[tuple[dict[str, Any], str]] = [
    ({"tricks": "EW"}, "\"tricks\""),
    ({"tricks": EXAMPLE_1[:12]}, "\"claim\""),
    ({"contract": "9S"}, "'9S'"),
    ({"declarer": "Q"}, "'Q'"),
    ({"vulnerable": [1]}, "[1]"),
    ({"revokes": [{"seat": "E", "trick": 14}]}, "1..13"),
    ({"revokes": [{"seat": "E", "trick": 1e300}]}, "1..13"),
    ({"revokes": [{"seat": "E", "trick": 6, "established": "maybe"}]}, "true, false"),
    ({"revokes": [{"seat": "E", "trick": 6, "attention": []}]}, ""),
    ({"revokes": [{"seat": "E", "trick": 6, "kind": ["x"]}]}, ""),
    ({"revokes": {"seat": "E"}}, "a list"),
    ({"claim": {"declarer_tricks": {"a": 1}}}, "claim.declarer_tricks"),
    ({"laws": "1850"}, "1850"),
    ({"revoke": []}, "\"revoke\""),  # a known field misspelt (an unknown one is a warning)
]


@pytest.mark.parametrize(("change", "text"), BAD_CASES)
def test_bad_cases_through_the_api(client: TestClient, change: dict[str, Any], text: str) -> None:
    res = client.post("/api/rule?lang=en", json={**CASE_1, **change})
    assert res.status_code == 422
    data = res.json()
    assert text in data[0]["error"]


def test_a_number_with_thousands_of_digits(client: TestClient) -> None:
    body = json.dumps(CASE_1).replace('"trick": 6', '"trick": ' + "9" * 5000)
    res = client.post("/api/rule?lang=en", content=body, headers={"content-type": "application/json"})
    assert res.status_code == 422 and "cannot read the case file" in res.json()[0]["error"]
    record = pbn_text().replace('[Result "9"]', '[Result "' + "9" * 5000 + '"]')
    res = client.post("/record", data={"text": record}, headers=FRAGMENT)
    assert 400 <= res.status_code < 500 and message(res.text)


def test_unknown_pages_and_methods(client: TestClient) -> None:
    assert client.get("/nope").status_code == 404
    assert "bestaat niet" in client.get("/nope").text
    res = client.get("/api/rule")
    assert res.status_code == 405 and res.json()[0]["error"]
    assert client.get("/quick").status_code in (200, 303)


# -- size limit --------------------------------------------------------------------------------

def test_a_body_over_the_limit_is_a_clear_413(client: TestClient) -> None:
    big = b"%" + b" " * (MAX_BODY + 10)
    res = client.post("/record", files={"file": ("big.pbn", big)}, headers=FRAGMENT)
    assert res.status_code == 413
    assert "te groot" in message(res.text) and "2 MB" in message(res.text)
    res = client.post("/api/rule?lang=en", content=big, headers={"content-type": "text/plain"})
    assert res.status_code == 413 and "too large" in res.json()[0]["error"]
    res = client.post("/quick", data={"x": "a" * (MAX_BODY + 10)})
    assert res.status_code == 413 and "<html" in res.text


def test_a_body_just_under_the_limit_is_read(client: TestClient) -> None:
    text = pbn_text() + "\n%" + " " * (MAX_BODY - len(pbn_text()) - 1000) + "\n"
    res = client.post("/api/rule", content=text.encode(), headers={"content-type": "text/plain"})
    assert res.status_code == 200


# -- the record page ---------------------------------------------------------------------------

def test_a_pbn_upload_gives_its_ruling(client: TestClient) -> None:
    res = client.post("/record", files={"file": ("voorbeeld1.pbn", pbn_text().encode())},
                      headers=FRAGMENT)
    assert res.status_code == 200
    assert '<td class="after">+420</td>' in res.text
    assert "rvcard" in res.text  # East's club on trick 6 is marked
    assert "verzaking fixture" in res.text  # the event from the file
    assert "De verdeling" in res.text  # the deal, for 64C


def test_a_pasted_case_file_and_a_pasted_pbn(client: TestClient) -> None:
    case = (EXAMPLES / "voorbeeld2.json").read_text(encoding="utf-8")
    res = client.post("/record", data={"text": case}, headers=FRAGMENT)
    assert res.status_code == 200 and "+450" in res.text
    res = client.post("/record", data={"text": pbn_text()}, headers=FRAGMENT)
    assert res.status_code == 200 and "+420" in res.text


def test_an_events_case_shows_what_now_and_the_penalty_card(client: TestClient) -> None:
    # The table case of the README: East's corrected revoke leaves C4 as a major
    # penalty card; the page says what happens next.
    case = (EXAMPLES / "aan-tafel.json").read_text(encoding="utf-8")
    res = client.post("/record", data={"text": case}, headers=FRAGMENT)
    assert res.status_code == 200
    # one penalty card: said in the singular (a phone trial read "strafkaart(en)")
    assert "Wat nu?" in res.text and "de strafkaart ♣4 op tafel" in res.text


def test_several_boards_ask_which_then_rule_it(client: TestClient) -> None:
    both = pbn_text("voorbeeld1.pbn") + "\n" + pbn_text("voorbeeld2.pbn")
    res = client.post("/record", data={"text": both}, headers=FRAGMENT)
    assert res.status_code == 200
    assert 'name="pick" value="0"' in res.text and 'name="pick" value="1"' in res.text
    assert "verzaking: O 6" in res.text and "verzaking: O 7" in res.text
    res = client.post("/record", data={"text": both, "pick": "1"}, headers=FRAGMENT)
    assert res.status_code == 200 and "+450" in res.text and "+420" not in res.text
    res = client.post("/record", data={"text": both, "board": "1"}, headers=FRAGMENT)
    assert res.status_code == 200 and "+420" in res.text
    res = client.post("/record", data={"text": both, "board": "7"}, headers=FRAGMENT)
    assert res.status_code == 422 and "spel 7 staat niet in het bestand" in message(res.text)


def test_without_script_an_upload_comes_back_in_the_text_box(client: TestClient) -> None:
    both = pbn_text("voorbeeld1.pbn") + "\n" + pbn_text("voorbeeld2.pbn")
    res = client.post("/record", files={"file": ("both.pbn", both.encode())})
    assert res.status_code == 200 and "<html" in res.text
    assert html.escape('[Board "2"]', quote=False) in res.text or '[Board &#34;2&#34;]' in res.text


@pytest.mark.parametrize(("upload", "text"), [
    (("bad.pbn", pbn_text().replace("DA D2 D3 D4", "DA D2 D3 SA").encode()), "♠A"),
    (("bad.pbn", pbn_text().replace("N:9742", "N:97X2").encode()), "'X'"),
    (("notes.txt", b"hello"), "onbekend soort bestand"),
    (("garbage.pbn", bytes(range(256)) * 4), "garbage.pbn: geen tekstbestand"),
    (("case.json", b'{"contract": "4S"'), "casusbestand niet leesbaar"),
    (("case.yaml", b"contract: [4S"), "casusbestand niet leesbaar"),
])
def test_a_malformed_upload_shows_its_message(client: TestClient, upload: tuple[str, bytes],
                                              text: str) -> None:
    res = client.post("/record", files={"file": upload}, headers=FRAGMENT)
    assert res.status_code == 422
    assert text in message(res.text)


@pytest.mark.parametrize(("lang", "data", "said"), [
    ("nl", b"", "Het bestand leeg.pbn is leeg"),
    ("en", b"", "The file leeg.pbn is empty"),
    ("nl", b"  \r\n\n", "Het bestand leeg.pbn is leeg"),
])
def test_an_empty_file_is_named_in_its_message(client: TestClient, lang: str, data: bytes,
                                               said: str) -> None:
    # found in a phone trial: an empty file chosen got "No input: paste a hand record ...,
    # or choose a file", as if none had been chosen
    res = client.post(f"/record?lang={lang}", files={"file": ("leeg.pbn", data)},
                      data={"lang": lang}, headers=FRAGMENT)
    assert res.status_code == 422
    assert said in message(res.text)
    api = client.post(f"/api/rule?lang={lang}", files={"file": ("leeg.pbn", data)})
    assert api.status_code == 422 and said in api.json()[0]["error"]
    # no file chosen (the browser sends an empty part without a name): as before
    res = client.post(f"/record?lang={lang}", files={"file": ("", b"")}, data={"lang": lang},
                      headers=FRAGMENT)
    assert res.status_code == 400 and "leeg.pbn" not in message(res.text)


def test_a_chosen_file_wins_over_the_earlier_files_text_in_the_box(client: TestClient) -> None:
    # After an upload the page keeps the file's text in the box (to pick a board or switch
    # language); an empty file chosen next is said to be empty, not the old text ruled.
    res = client.post("/record?lang=en", files={"file": ("leeg.pbn", b"")},
                      data={"text": pbn_text(), "text_name": "v1.pbn"}, headers=FRAGMENT)
    assert res.status_code == 422 and "leeg.pbn is empty" in message(res.text)


def test_the_box_text_is_read_as_the_kind_of_file_it_came_from(client: TestClient) -> None:
    # A YAML case file is not told by its text alone: the box's text goes with the name of
    # the file it came from (a review: after a YAML upload, picking board 2 from the list
    # said "unknown kind of file")
    cases = [json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
             for name in ("voorbeeld1.json", "voorbeeld2.json")]
    text = yaml.safe_dump(cases, allow_unicode=True, sort_keys=False)
    first = client.post("/record?lang=en", files={"file": ("zitting.yaml", text.encode())},
                        headers=FRAGMENT)
    assert first.status_code == 200 and "Board 2" in first.text  # the list of both
    picked = client.post("/record?lang=en", data={"text": text, "text_name": "zitting.yaml",
                                                  "pick": "1"}, headers=FRAGMENT)
    assert picked.status_code == 200 and "Ruling · Board 2" in picked.text
    # without a name the text is read by its look (as pasted): not a known kind
    unnamed = client.post("/record?lang=en", data={"text": text, "pick": "1"},
                          headers=FRAGMENT)
    assert unnamed.status_code == 422


def test_a_latin1_file_is_read(client: TestClient) -> None:
    data = pbn_text().replace("verzaking fixture", "Café Bridge").encode("latin-1")
    res = client.post("/record", files={"file": ("oud.pbn", data)}, headers=FRAGMENT)
    assert res.status_code == 200 and "Café Bridge" in res.text


# -- read as the command line reads it ---------------------------------------------------------

LIN = FIXTURES / "lin" / "revoke.lin"


def cli_json(capsys: pytest.CaptureFixture[str], *args: str) -> Any:
    """What ``verzaking rule --json ARGS`` prints."""
    capsys.readouterr()
    cli_main(["rule", "--json", *args])
    return json.loads(capsys.readouterr().out)


def test_a_lin_upload_is_ruled_as_the_command_line_rules_it(client: TestClient) -> None:
    upload = {"file": ("revoke.lin", LIN.read_bytes())}
    res = client.post("/record", files=upload, headers=FRAGMENT)
    assert res.status_code == 200
    assert 'name="pick" value="0"' in res.text and 'name="pick" value="1"' in res.text
    assert "Spel c1" in res.text and "verzaking: O 2" in res.text
    for choice in ({"pick": "1"}, {"board": "c1"}):
        res = client.post("/record", files=upload, data=choice, headers=FRAGMENT)
        assert res.status_code == 200
        assert '<td class="after">+400</td>' in res.text and '<td class="before">−50</td>' in res.text
        assert re.search(r'<td class="[^"]*rvcard">♣B<', res.text)  # East's club on trick 2


def test_a_pasted_lin_is_ruled(client: TestClient) -> None:
    res = client.post("/record", data={"text": LIN.read_text(encoding="utf-8"), "board": "c1"},
                      headers=FRAGMENT)
    assert res.status_code == 200 and '<td class="after">+400</td>' in res.text


def unnamed(boards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The JSON of boards read from a body without a file name (``source`` is the name)."""
    return [{k: v for k, v in b.items() if k != "source"} for b in boards]


def test_a_lin_file_through_the_api_is_the_command_lines_json(
        client: TestClient, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(LIN.parent)
    body = LIN.read_bytes()
    expected = cli_json(capsys, LIN.name)
    assert [b["score_ns"]["adjusted"] for b in expected] == [-50, 400]
    res = client.post("/api/rule", files={"file": (LIN.name, body)})
    assert res.status_code == 200 and res.json() == expected
    res = client.post("/api/rule", content=body, headers={"content-type": "text/plain"})
    assert res.status_code == 200 and res.json() == unnamed(expected)
    res = client.post("/api/rule?board=c1&laws=2007&lang=en", files={"file": (LIN.name, body)})
    assert res.json() == cli_json(capsys, "--board", "c1", "--laws", "2007", "--lang", "en",
                                  LIN.name)
    res = client.post("/api/rule?laws=1850", content=body, headers={"content-type": "text/plain"})
    assert res.status_code == 422 and "onbekende spelregels '1850'" in res.json()[0]["error"]


def test_windows_1252_bytes_read_as_on_the_command_line(
        client: TestClient, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    data = pbn_text().replace("verzaking fixture", "Zitting 3…").encode("cp1252")
    assert b"Zitting 3\x85" in data  # the ellipsis, 0x85 in Windows-1252 (a control in Latin-1)
    path = tmp_path / "oud.pbn"
    path.write_bytes(data)
    [item] = read(path)
    assert item.facts is not None and item.facts.tags["Event"] == "Zitting 3…"
    res = client.post("/record", files={"file": ("oud.pbn", data)}, headers=FRAGMENT)
    assert res.status_code == 200 and "Zitting 3…" in res.text
    res = client.post("/record", files={"file": ("oud.pbn", data)})  # back in the text box too
    assert res.status_code == 200 and '[Event "Zitting 3…"]' in html.unescape(res.text)
    res = client.post("/api/rule", content=data, headers={"content-type": "text/plain"})
    assert res.status_code == 200 and res.json() == unnamed(cli_json(capsys, str(path)))


def test_everything_from_a_file_is_escaped(client: TestClient) -> None:
    evil = "<script>alert(1)</script>"
    record = (pbn_text().replace('[Event "verzaking fixture"]',
                                 f'[Event "{evil}"]\n[North "<img src=x onerror=alert(2)>"]\n'
                                 f'[Site "a&b \\"q\\""]')
              .replace('[Board "1"]', '[Board "1<b>"]'))
    for headers in (FRAGMENT, {}):
        res = client.post("/record", files={"file": (f"{evil}.pbn", record.encode())},
                          headers=headers)
        assert res.status_code == 200
        assert "<script>alert" not in res.text and "<img src=x" not in res.text
        assert "<b>" not in res.text
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in res.text
        assert "&lt;img src=x onerror=alert(2)&gt;" in res.text
    res = client.post("/record", files={"file": (f"{evil}.pbn", b"hello")}, headers=FRAGMENT)
    assert res.status_code == 422 and "<script>" not in res.text
    res = client.post("/quick", data=quick_form(EXAMPLE_1, ("E", 6), board=evil[:20]))
    assert "<script>" not in res.text


def test_pages_forbid_inline_script(client: TestClient) -> None:
    res = client.get("/")
    assert "script-src 'self'" in res.headers["content-security-policy"]
    assert res.headers["x-content-type-options"] == "nosniff"
    assert "<script>" not in res.text  # the page's script is a file


# -- the JSON API ------------------------------------------------------------------------------

@pytest.mark.parametrize(("name", "score", "rule"), [("voorbeeld1", 420, "64A2"),
                                                     ("voorbeeld2", 450, "64A1")])
def test_api_case_file(client: TestClient, name: str, score: int, rule: str) -> None:
    case = json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))
    res = client.post("/api/rule", json=case)
    assert res.status_code == 200
    [board] = res.json()
    assert board["score_ns"] == {"played": -50, "adjusted": score}
    assert board["revokes"][0]["rule"] == rule
    assert {"board", "laws", "contract", "declarer", "vulnerable", "revokes", "declarer_tricks",
            "score_ns"} <= set(board)


def test_api_list_of_cases_and_board_choice(client: TestClient) -> None:
    cases = [json.loads((EXAMPLES / f"voorbeeld{n}.json").read_text(encoding="utf-8"))
             for n in (1, 2)]
    res = client.post("/api/rule", json=cases)
    assert [b["score_ns"]["adjusted"] for b in res.json()] == [420, 450]
    res = client.post("/api/rule?board=2", json=cases)
    assert [b["board"] for b in res.json()] == ["2"]
    res = client.post("/api/rule?board=9&lang=en", json=cases)
    assert res.status_code == 422 and "board 9 is not in the file" in res.json()[0]["error"]


def test_api_pbn_as_text_and_as_file(client: TestClient) -> None:
    res = client.post("/api/rule?lang=en", content=pbn_text().encode(),
                      headers={"content-type": "text/plain"})
    assert res.status_code == 200
    [board] = res.json()
    assert board["score_ns"] == {"played": -50, "adjusted": 420}
    assert board["steps"][0]["text"].startswith("South plays 4♠")
    res = client.post("/api/rule", files={"file": ("v1.pbn", pbn_text().encode())})
    assert res.status_code == 200 and res.json()[0]["declarer_tricks"]["adjusted"] == 10


def test_api_yaml(client: TestClient) -> None:
    body = "contract: 4S\ndeclarer: S\ntricks: [" + ", ".join(EXAMPLE_2) + "]\n" \
           "revokes: [{seat: E, trick: 7}]\n"
    res = client.post("/api/rule", content=body.encode(), headers={"content-type": "application/yaml"})
    assert res.status_code == 200 and res.json()[0]["score_ns"]["adjusted"] == 450


def test_api_a_board_that_cannot_be_read_is_an_error_entry(client: TestClient) -> None:
    bad = pbn_text().replace("DA D2 D3 D4", "DA D2 D3 SA")
    both = bad + "\n" + pbn_text("voorbeeld2.pbn")
    res = client.post("/api/rule?lang=en", content=both.encode(), headers={"content-type": "text/plain"})
    assert res.status_code == 422
    first, second = res.json()
    assert "trick 4" in first["error"] and first["error_code"] == "card_played_twice"
    assert second["score_ns"]["adjusted"] == 450


def test_openapi_describes_the_api(client: TestClient) -> None:
    spec = client.get("/openapi.json").json()
    op = spec["paths"]["/api/rule"]["post"]
    content = op["requestBody"]["content"]
    assert {"application/json", "text/plain", "multipart/form-data"} <= set(content)
    assert {p["name"] for p in op["parameters"]} == {"lang", "board", "table", "laws", "equity"}
    assert {"200", "413", "422"} <= set(op["responses"])
    assert "/" not in spec["paths"] and "/quick" not in spec["paths"]


# -- verzaking serve ---------------------------------------------------------------------------

def test_serve_arguments() -> None:
    parser = argparse.ArgumentParser()
    add_serve_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["serve"])
    assert (args.host, args.port) == ("127.0.0.1", 8000)
    args = parser.parse_args(["serve", "--host", "0.0.0.0", "--port", "8080"])
    assert (args.host, args.port) == ("0.0.0.0", 8080)


def test_serve_refuses_a_bad_port(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_serve(argparse.Namespace(host="127.0.0.1", port=70000)) == 2
    assert "70000" in capsys.readouterr().err
