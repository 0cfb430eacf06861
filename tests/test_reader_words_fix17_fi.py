"""What the fourth fresh Finnish reader (read14-fi, session 39: generated text 9/10, lessons
8/10) found, fixed in task fix17-fi: each test names its finding and the rule it concerns, and
reads the words as a learner or a teacher gets them."""

from __future__ import annotations

import re

import pytest

from fiveup_viz.explain.steps import end_steps, sentence
from fiveup_viz.pages.review import value_means
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text
from tests.helpers import lesson_text


def _reveal_lines(name: str) -> list[str]:
    game = examples.load(name)
    return [sentence(line, "fi") for e in game.events if e.kind == "domino"
            for step in end_steps(game, e.hand) for line in step.lines]


def test_fi_read14_1_an_empty_hand_is_no_equation() -> None:
    """read14-fi 1 (R22, the end-of-hand step that reveals the hands): «Aino: ei laattoja =
    0 silmää» read as an equation with words; the Finnish message puts the sum in brackets:
    «Aino: ei laattoja (0 silmää)», and a held hand «Cai: [1|2] … (N silmää)»."""
    said = _reveal_lines("partners")
    empty = [s for s in said if "ei laattoja" in s]
    assert empty and all(s.endswith(": ei laattoja (0 silmää).") for s in empty), said
    held = [s for s in said if re.search(r"\[\d\|\d\].* \(\d+ silm", s)]
    assert held, said
    assert not any(re.search(r"(laattoja|\]) = \d+ silm", s) for s in said), said


@pytest.mark.parametrize("msg, args", [
    ("bust", {"credit": 3}),
    ("last-bust", {"low": "+12", "n": 12}),
    ("last-bust-range", {"low": "+2", "high": "+12", "n": 12}),
])
def test_fi_read14_2_the_discarded_points_have_a_subject(msg: str, args: dict[str, object]) -> None:
    """read14-fi 2 (R2: an event past 305 raw is discarded whole): «… veisi pistemäärän yli 61
    näyttöpisteen ja hylättäisiin» had a passive with no subject; the hint now says what is
    discarded: «…, joten pistetapahtuma hylättäisiin» / «…, joten se hylättäisiin»."""
    said = text("fi", "coach", msg, **args)
    assert "ja hylättäisiin" not in said, said
    assert re.search(r"näyttöpisteen, joten (pistetapahtuma|se) hylättäisiin \(R2", said), said


def test_fi_read14_3_the_worth_under_every_hint_list_reads_in_short_sentences() -> None:
    """read14-fi 3 (R3): the worth under every hint ranking was one 40-word sentence; it is
    three, and keeps its content: the side's average gain over the others in displayed
    points, and the +30/−30 for exactly 61 as the coach's weight, not the game's points."""
    said = value_means("fi")
    assert said == ("Siirron arvo: montako näyttöpistettä siirron tekijän osapuoli saa "
                    "kierroksen loppuun mennessä keskimäärin enemmän kuin muut. Täsmälleen "
                    "61:een pääsystä lasketaan lisäksi +30 näyttöpistettä ja jonkin toisen "
                    "osapuolen pääsystä −30. Tämä lisä on valmentajan oma tapa painottaa "
                    "voittoa (R3), ei pelin pisteitä."), said
    sentences = [s for s in re.split(r"(?<=\.) ", said) if s]
    assert len(sentences) == 3 and all(len(s.split()) <= 16 for s in sentences), sentences


def test_fi_read14_13_14_16_lesson_slips() -> None:
    """read14-fi 13 (lesson 07, D1/D2): «tietokoneen laskemina keksitty … loppu» did not agree;
    14 (lesson 10, R28): «kussakin … neljästä ympäröivästä välistä» mixed its cases; 16 (lesson
    16): «yksinäisen tuplan» (a lonely double) is the glossary's «yksinään oleva»."""
    assert "tietokoneen laskema, keksitty kierroksen loppu" in lesson_text("07", "fi")
    assert "laskemina" not in lesson_text("07", "fi")
    assert "kussakin sen neljässä ympäröivässä välissä" in lesson_text("10", "fi")
    assert "neljästä ympäröivästä" not in lesson_text("10", "fi")
    assert "yksinään olevan tuplan linjaan A" in lesson_text("16", "fi")
    assert "yksinäi" not in lesson_text("16", "fi")


@pytest.mark.parametrize("number, start, end", [
    ("13", "Käteen jääneet laatat", "Parikumppanisi kättä"),
    ("16", "**Painavat laatat ovat riski.**", "Painavasta laatasta"),
])
def test_fi_read14_15_19_a_blocked_hand_s_credit_said_plainly(number: str, start: str,
                                                               end: str) -> None:
    """read14-fi 15 (R25, R24): «jokainen sitä kevyempi vastustajan käsi laskee erotuksen mukaan
    summaansa» was hard to parse: a lighter opposing hand's credit counts how many pips more
    the heavy hand holds, and each hand adds these differences and rounds the total once.
    19 (density): the paragraph carried R22 inside nested brackets and R25, R24 in one
    sentence; it is split into sentences of one rule each, and keeps every rule id."""
    lesson = lesson_text(number, "fi")
    part = lesson[lesson.index(start):lesson.index(end)]
    assert "laskee erotuksen mukaan summaansa" not in part
    # fix18 item 3: «pienemmän» (R25's smaller/larger pair), not «kevyemmän»
    assert "pienemmän vastustajan käden hyvitykseen lasketaan mukaan, kuinka monta silmää " \
        "enemmän" in part
    assert "Kunkin käden erot lasketaan yhteen ja summa pyöristetään kerran" in part  # fix19 L3
    assert all(rule in part for rule in ("(R22)", "(R23)", "(R24)", "(R25)")), part
    assert "(R25, R24)" not in part and "pyöristettynä, R22)" not in part
