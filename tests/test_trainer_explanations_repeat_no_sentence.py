"""The trainer's explanations read as a player reads them (issue 28, item 7): no sentence said
twice in one explanation, nor in the engine's ruling shown with it, nor one conclusion said
twice in other words ("...: geen automatische overdracht" after 64B5 twice); no article cited
twice in one step, no "van 8 slagen op 8 slagen", no adjustment announced that never comes;
no "his partner" that could be anyone's, no story that says nobody noticed and then that
someone did, no mistake explained by a rule that is not the player's, no explanation that is
only a string of articles.  Hundreds of questions at every level, in Dutch and English, from
several seeds; the bank and the explainer's eight too."""

from __future__ import annotations

import functools
import re
from collections import Counter
from dataclasses import replace

import pytest

from verzaking.render.i18n import CATALOGS
from verzaking.trainer import bank, generate, question_to_dict
from verzaking.trainer.model import Question, Said, said_text

SEEDS = (101, 202, 303)
PER_SEED = 90
"""Generated questions a level and seed (270 a level, in both languages)."""

_END = re.compile(r"(?<=[.!?])(?<!\bart\.)\s+")
"""Where a sentence ends: after . ! or ?, but not the "art." of an article."""
_CITED = re.compile(r"^\((?:art\.|Laws?) [\w(), .]*?\)(?=\s|$)\s*")


def sentences(text: str) -> list[str]:
    """The sentences of ``text``, each without an article cited in front of it (an engine's
    step puts its article after its last full stop)."""
    out = []
    for part in _END.split(text.strip()):
        part = _CITED.sub("", part).strip()
        if part and not _CITED.fullmatch(part):
            out.append(part)
    return out


OLDER = {"2007": 40, "1997": 60, "1930": 12, "rubber": 12, "home": 12}
"""Generated questions a level under each other edition (1997: its extra trick of 64A2)."""


def _questions() -> list[Question]:
    qs: list[Question] = []
    for level in (1, 2, 3):
        for seed in SEEDS:
            qs += generate(level=level, count=PER_SEED, seed=seed, source="generated",
                           weights={"equity": 0.1})
        for laws, count in OLDER.items():
            qs += generate(level=level, count=count, seed=level, laws=laws, source="generated")
    return [*qs, *bank.BANK, *bank.EXPLAINER]


@pytest.fixture(scope="module")
def questions() -> list[Question]:
    return _questions()


@pytest.fixture(scope="module")
def shown(questions: list[Question]) -> dict[str, list[dict[str, object]]]:
    return {lang: [question_to_dict(q, lang) for q in questions] for lang in ("nl", "en")}


def conclusions(text: str) -> list[str]:
    """What each sentence concludes: its words after the last colon, where it has one ("Er
    werd te laat op de verzaking gewezen: geen automatische overdracht.")."""
    out = []
    for s in sentences(text):
        head, colon, tail = s.rpartition(": ")
        if colon and head:
            out.append(re.sub(r"\s*\((?:art\.|Laws?) [^)]*\)", "", tail).strip(" ."))
    return out


def test_sentences_are_split_where_a_reader_stops() -> None:
    # worked by hand: three sentences, the article after a full stop belongs to none
    text = "Goed. De leider mag het (art. 61B1). De blinde niet. (art. 61B2(b)) Klaar."
    assert sentences(text) == ["Goed.", "De leider mag het (art. 61B1).", "De blinde niet.",
                               "Klaar."]


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_no_explanation_says_a_sentence_twice(lang: str,
                                              shown: dict[str, list[dict[str, object]]]) -> None:
    for q in shown[lang]:
        for option in q["options"]:  # type: ignore[attr-defined]
            said = Counter(sentences(option["explanation"]))
            twice = [s for s, n in said.items() if n > 1]
            assert not twice, (q["id"], twice)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_no_ruling_says_a_sentence_or_a_conclusion_twice(
        lang: str, shown: dict[str, list[dict[str, object]]]) -> None:
    """The engine's ruling of a board, step by step, as the trainer shows it after the answer
    (64B4 and 64B5 were said by the table and again by the ruling; 64B7 twice)."""
    checked = 0
    for q in shown[lang]:
        ruling = " ".join(s["text"] for s in q["ruling"])  # type: ignore[attr-defined]
        if not ruling:
            continue
        checked += 1
        twice = [s for s, n in Counter(sentences(ruling)).items() if n > 1]
        assert not twice, (q["id"], twice)
        if q["topic"] != "several":  # one revoke: each conclusion once (two: once each)
            again = [c for c, n in Counter(conclusions(ruling)).items() if n > 1]
            assert not again, (q["id"], again, ruling)
    assert checked > 300


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_no_explanation_draws_a_conclusion_twice(
        lang: str, shown: dict[str, list[dict[str, object]]]) -> None:
    for q in shown[lang]:
        for option in q["options"]:  # type: ignore[attr-defined]
            again = [c for c, n in Counter(conclusions(option["explanation"])).items() if n > 1]
            assert not again, (q["id"], again, option["explanation"])


def test_a_step_cites_its_article_once(questions: list[Question]) -> None:
    """"... een arbitrale score (64C) ... (art. 64C1)", "(62D1) ... (art. 62D1)", "(12B2).
    (art. 64C1)": the article of a step is written after it, not in it as well, and no step
    ends on another article just before its own."""
    checked = 0
    for q in questions:
        for step in q.steps:
            if not step.law:
                continue
            for lang in ("nl", "en"):
                body = re.sub(r"\{[^}]*\}", "x", CATALOGS[lang][step.code])
                family = re.match(r"\d+[A-D]", step.law)
                if family:
                    checked += 1
                    assert not re.search(rf"\({family[0]}[\w()]*\)", body), (step.code, body)
                assert not re.search(r"\(\d\d[A-D]?[\w()]*(?:, \d\d[A-D]?[\w()]*)*\)\.$", body), (
                    step.code, body)
    assert checked > 1000


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_a_total_that_does_not_change_is_not_told_as_a_change(
        lang: str, shown: dict[str, list[dict[str, object]]]) -> None:
    """"Zo komt de leider van 8 slagen op 8 slagen"; and no ruling announces an adjustment
    below when no trick is transferred."""
    same = re.compile(r"(?:van|from) (\d+) (?:slagen|tricks) (?:op|to) \1 (?:slagen|tricks)")
    announced = {"nl": "aanpassing volgt hieronder", "en": "adjustment follows below"}[lang]
    for q in shown[lang]:
        for option in q["options"]:  # type: ignore[attr-defined]
            assert not same.search(option["explanation"]), (q["id"], option["explanation"])
        if q["case"] is not None and not q["transferred"]:
            ruling = " ".join(s["text"] for s in q["ruling"])  # type: ignore[attr-defined]
            assert announced not in ruling, (q["id"], ruling)


def test_dutch_bridge_words_as_a_dutch_player_reads_them(
        shown: dict[str, list[dict[str, object]]]) -> None:
    """"uitkomen" is the opening lead only (a later trick is led: "voorspelen"); a result is
    "de uitslag", not "de uitkomst" (which reads as the opening lead); "een schoppenkaart",
    not "een schoppen-kaart"; no option list mixes "vier slagen" with "5 slagen"."""
    for q in shown["nl"]:
        texts = [*q["situation"], q["question"],  # type: ignore[misc]
                 *(t for o in q["options"] for t in (o["text"], o["explanation"])),  # type: ignore[attr-defined]
                 *(s["text"] for s in q["ruling"])]  # type: ignore[attr-defined]
        for text in texts:
            assert not re.search(r"uitkomst|moet uitkomen|\w-kaart\b", text), (q["id"], text)
        words = {o["text"].split()[0] for o in q["options"]}  # type: ignore[attr-defined]
        if any(w.isdigit() for w in words):
            assert not words & {"één", "twee", "drie", "vier"}, (q["id"], words)


def test_no_dutch_answer_leaves_his_partner_to_guess(
        shown: dict[str, list[dict[str, object]]]) -> None:
    """"De leider (Oost) en zijn partner (Zuid)": whose partner?  Every partner is named with
    the player whose partner he is."""
    for q in shown["nl"]:
        for option in q["options"]:  # type: ignore[attr-defined]
            for text in (option["text"], option["explanation"]):
                assert not re.search(r"\bzijn partner \(", text), (q["id"], text)
    for q in shown["en"]:
        for option in q["options"]:  # type: ignore[attr-defined]
            assert not re.search(r"\bhis partner \(", option["text"]), (q["id"], option["text"])


def test_a_revoke_corrected_in_time_was_never_unnoticed(
        shown: dict[str, list[dict[str, object]]]) -> None:
    """Attention is drawn before the revoke is established: the story does not first say
    nobody noticed it."""
    asked = 0
    for lang, nobody in (("nl", "Niemand merkt het op"), ("en", "Nobody notices")):
        for q in shown[lang]:
            if q["topic"] == "correction" and q["case"] is not None:
                asked += 1
                assert not any(nobody in s for s in q["situation"]), q["situation"]  # type: ignore[attr-defined]
    assert asked > 20


def test_declarers_card_is_never_explained_as_a_penalty_card(
        shown: dict[str, list[dict[str, object]]]) -> None:
    """62B2, 48A: declarer's and dummy's cards go back without penalty; "always a major
    penalty card" (50B) is no reason against them."""
    always = {"nl": CATALOGS["nl"]["quiz.myth.minor"], "en": CATALOGS["en"]["quiz.myth.minor"]}
    checked = 0
    for lang in ("nl", "en"):
        for q in shown[lang]:
            if q["topic"] != "correction" or q["case"] is None:
                continue
            seat = next(t["mark"] for t in q["tricks"] if t["mark"])  # type: ignore[attr-defined]
            declarer = q["case"]["declarer"]  # type: ignore[index]
            if seat[0] in (declarer, "NESW"["NESW".index(declarer) - 2]):
                checked += 1
                for option in q["options"]:  # type: ignore[attr-defined]
                    assert always[lang] not in option["explanation"], (q["id"], option)
    assert checked > 5


def test_a_revoke_on_trick_twelve_is_explained_by_62d_and_64b6(
        shown: dict[str, list[dict[str, object]]]) -> None:
    """However the transfer is ruled, a revoke on trick 12 says whether it was corrected (62D1)
    and that trick 12 transfers nothing (64B6), also where 64B1 applies as well."""
    checked = 0
    for lang in ("nl", "en"):
        for q in shown[lang]:
            rows = [t for t in q["tricks"] if t["mark"]]  # type: ignore[attr-defined]
            if q["topic"] in ("transfer", "score", "twelfth") and rows and rows[0]["number"] == 12:
                checked += 1
                key = q["options"][q["answer"]]["explanation"]  # type: ignore[index]
                assert "62D1" in key and "64B6" in key, (q["id"], key)
    assert checked > 10


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_every_fixed_explanation_is_a_sentence_not_a_list_of_articles(lang: str) -> None:
    """"Slagen van voor de verzaking tellen niet (64A): 64B1." ends in a bare article: a
    reader learns nothing from it."""
    bare = re.compile(r":\s*\d+[A-D]\d*\w*\.$")
    for q in (*bank.BANK, *bank.EXPLAINER):
        why = CATALOGS[lang][q.reason[0].code]
        assert not bare.search(why), (q.id, why)


# -- near repeats: the same conclusion twice in other words -------------------------------------

_SEAT_WORDS = r"noord|oost|zuid|west|north|east|south"
_STOP = frozenset(
    "de het een en van in is er op dat die niet te met als zijn hij ook voor ze dan nog wel al om "
    "of bij tot hier daar dus maar the a an of to is in and it that not for on by as with his was "
    "are be he so no or at but here there its from that this what who deze dit wat wie".split())


@functools.cache
def _plain(sentence: str) -> str:
    """The sentence in lower case without its articles, every card, seat and number alike."""
    s = re.sub(r"\((?:art\.|laws?|wbf)[^)]*\)", " ", sentence.lower())
    s = re.sub(r"[♠♥♦♣](?:10|[2-9akqjhvb])", " CARD ", s)
    s = re.sub(rf"\b(?:{_SEAT_WORDS})(?:-(?:{_SEAT_WORDS}))?\b", " SEAT ", s)
    s = re.sub(r"\b\d+\b|\b(?:één|een|twee|drie|geen|one|two|three|no)\b", " N ", s)
    return " ".join(re.findall(r"[a-zà-ÿ0-9A-Z]+", s))


@functools.cache
def _words(sentence: str) -> frozenset[str]:
    return frozenset(w for w in _plain(sentence).split()
            if len(w) > 1 and w not in _STOP and w not in ("CARD", "SEAT"))


@functools.cache
def _about(sentence: str) -> tuple[frozenset[str], frozenset[str]]:
    """The tricks and the players a sentence names: two sentences about different ones say
    different things ("the revoke on trick 2 costs...", "the revoke on trick 3 costs...")."""
    tricks: set[str] = set()
    for m in re.finditer(r"\b(?:slag(?:en)?|tricks?) ((?:\d+(?:, | en | and )?)+)", sentence, re.I):
        tricks |= set(re.findall(r"\d+", m[1]))
    seats = {w.lower() for w in re.findall(rf"\b(?:{_SEAT_WORDS})(?:-(?:{_SEAT_WORDS}))?\b",
                                             sentence, re.I)}
    return frozenset(tricks), frozenset(seats)


def near_repeat(a: str, b: str, *, loose: bool = True) -> str | None:
    """How ``b`` says again what ``a`` says, or ``None``: the same sentence but for its numbers,
    cards and players (``same``), one inside the other (``inside``), a clause of one the same
    as a clause of the other (``clause``), or (``loose``) seven in ten of the words of the
    shorter one in the longer (``words``).  Sentences about different
    tricks or different players are not repeats."""
    for x, y in zip(_about(a), _about(b), strict=True):
        if x and y and x != y:
            return None
    pa, pb = _plain(a), _plain(b)
    if pa == pb:
        return "same"
    short, long = sorted((pa, pb), key=len)
    if len(short.split()) >= 4 and f" {short} " in f" {long} ":
        return "inside"
    clauses = [{c for c in map(_plain, re.split(r"[:;]", x)) if len(c.split()) >= 4} for x in (a, b)]
    if clauses[0] & clauses[1]:  # "Noord had geen harten meer: zie ..." "Noord had geen harten meer: wie ..."
        return "clause"
    wa, wb = _words(a), _words(b)
    if loose and min(len(wa), len(wb)) >= 5 and len(wa & wb) >= 0.7 * min(len(wa), len(wb)):
        return "words"
    return None


@functools.cache
def _repeats(text: str, *, loose: bool = True) -> list[tuple[str, str, str]]:
    said = sentences(text)
    return [(how, x, y) for i, x in enumerate(said) for y in said[i + 1:]
            if (how := near_repeat(x, y, loose=loose))]


def test_a_near_repeat_is_found_as_the_second_trial_read_them() -> None:
    # worked by hand from the trial's report (1.7): each pair says one conclusion twice ...
    assert near_repeat("Zolang de verzaking niet voldongen is, moet ze hersteld worden (art. 62A).",
                       "De verzaking is niet voldongen en moet hersteld worden: Oost bekent "
                       "alsnog met een hartenkaart.") == "words"
    assert near_repeat("Niemand van de verzakende partij speelde al in de volgende slag (art. "
                       "63A1).", "Nog niemand van de verzakende partij deed iets uit art. 63A "
                       "(spelen in de volgende slag, een kaart noemen, claimen of instemmen met "
                       "een claim): de verzaking van Zuid moet nog hersteld worden (art. 62A).")
    assert near_repeat("Er gaan geen slagen over.", "De verzaking gebeurde in de twaalfde slag: er "
                       "gaan geen slagen over.", loose=False) == "inside"
    assert near_repeat("Noord won slag 2 met ♥A.", "Zuid won slag 2 met ♠3.") is None  # players
    assert near_repeat("De leider heeft 9 slagen.", "De leider heeft 10 slagen.") == "same"
    assert near_repeat("Noord had geen harten meer: zie zijn hand hierboven.", "Noord had geen "
                       "harten meer: wie niet kan bekennen, mag elke kaart spelen.") == "clause"
    # ... and these say different things
    assert near_repeat("De verzaking van Oost in slag 2 kost één slag: slag 2 (art. 64A2).",
                       "De verzaking van Oost in slag 3 kost één slag: slag 8 (art. 64A2).") is None
    assert near_repeat("Die score hoort bij 8 slagen voor de leider.",
                       "Met 9 slagen voor de leider in 2SA is de score voor Noord-Zuid −150 "
                       "(art. 77).") is None


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_no_explanation_says_one_thing_twice_in_other_words(
        lang: str, shown: dict[str, list[dict[str, object]]]) -> None:
    """A wrong option's own sentence names its own mistake; the key's reason after it is not
    said again in it, nor in other words (trial 2, 1.2, 1.7: "Zolang de verzaking niet voldongen
    is, moet ze hersteld worden ... De verzaking is niet voldongen en moet hersteld worden")."""
    for q in shown[lang]:
        for option in q["options"]:  # type: ignore[attr-defined]
            again = _repeats(option["explanation"])
            assert not again, (q["id"], again)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_no_ruling_says_one_thing_twice_but_for_its_numbers(
        lang: str, shown: dict[str, list[dict[str, object]]]) -> None:
    """The engine's ruling as the trainer shows it: no step says what another says but for its
    numbers, nor holds another whole ("Er gaan geen slagen over." in 62D1, then 64B6's "...: er
    gaan geen slagen over.")."""
    for q in shown[lang]:
        ruling = " ".join(s["text"] for s in q["ruling"])  # type: ignore[attr-defined]
        again = _repeats(ruling, loose=False)
        assert not again, (q["id"], again)


# -- what the law allows is said as allowed ----------------------------------------------------

_MAY = {"nl": (r"terug", r"\bmag\b|\bmogen\b|\bkeuze\b"),
        "en": (r"\bback\b|withdr", r"\bmay\b|\bchoice\b")}
"""A text that takes a card back, and the words that make it a right."""


def test_62c1_is_said_as_a_right_never_as_a_duty(questions: list[Question]) -> None:
    """62C1: a non-offender *may* take back a card he played after the revoke (the trial read
    "Zuid neemt ♣A terug uit de volgende slag" as a must).  Every text the trainer shows that
    takes a card back under 62C1, the engine's steps and the bank alike, says "mag" / "may"."""
    checked = 0
    for q in questions:
        parts = [*q.reason, *(w for o in q.options for w in o.why), *map(Said.step, q.steps)]
        for part in parts:
            for lang, (back, may) in _MAY.items():
                shown = said_text((part,), lang)
                if (part.law == "62C1" or "62C1" in shown) and re.search(back, shown):
                    checked += 1
                    assert re.search(may, shown), (q.id, shown)
    for lang, (back, may) in _MAY.items():
        for key, shown in CATALOGS[lang].items():
            if key.startswith("quiz.bank.") and "62C1" in shown and re.search(back, shown):
                checked += 1
                assert re.search(may, shown), (key, shown)
    assert checked > 20


def test_dutch_as_a_dutch_player_writes_it(shown: dict[str, list[dict[str, object]]]) -> None:
    """"Zo gingen er één slag over" (the verb agrees with its count), "(spelregels home)" (the
    edition's name in Dutch), "de tweede slag van deze spelregels", "Nee klopt": none of them."""
    bad = re.compile(r"\b(?:gingen|gaan) er (?:één|1) slag\b|\b(?:ging|gaat) er (?:twee|drie|"
                     r"vier|[2-9]) slagen\b|spelregels (?:home|rubber)\b|tweede slag van deze "
                     r"spelregels|\bNee klopt\b")
    for q in shown["nl"]:
        texts = [*q["situation"], q["question"],  # type: ignore[misc]
                 *(t for o in q["options"] for t in (o["text"], o["explanation"])),  # type: ignore[attr-defined]
                 *(s["text"] for s in q["ruling"])]  # type: ignore[attr-defined]
        for text in texts:
            assert not bad.search(text), (q["id"], text)


@pytest.mark.parametrize("laws", ["2017", "2007", "1997", "1930", "rubber", "home"])
def test_a_board_says_its_laws_by_their_name_in_each_language(laws: str) -> None:
    """The contract's line ends with the edition as a player calls it: "(robberbridge)", not
    "(spelregels rubber)"; a fixed question's header says it too."""
    q = generate(level=1, count=1, seed=3, laws=laws, source="generated")[0]
    from verzaking.trainer.show import question_lines
    fixed = replace(bank.BANK[0], laws=laws)
    for lang in ("nl", "en"):
        name = CATALOGS[lang][f"quiz.laws.{laws}"]
        assert question_to_dict(q, lang)["situation"][0].endswith(f"({name}).")
        assert question_lines(fixed, lang, number=1, total=1)[0].endswith(f"({name})")
    words = {"nl": CATALOGS["nl"][f"quiz.laws.{laws}"], "en": CATALOGS["en"][f"quiz.laws.{laws}"]}
    assert not re.search(r"\b(?:home|rubber|laws)\b", words["nl"]), words  # no English in Dutch
