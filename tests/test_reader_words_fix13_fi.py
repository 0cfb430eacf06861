"""What the second fresh Finnish reader (read12-fi, session 38: generated text 9/10, lessons
9/10) found, fixed in task fix13-fi, with the findings shared by the three readings (read12-en
I1, I3, I4): each test names its finding and the rule it concerns, and reads the words as a
learner, a teacher or a command line user gets them."""

from __future__ import annotations

import re

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.drawing.svg import text_width
from fiveup_viz.explain.steps import event_line
from fiveup_viz.pages.cheatsheet import flowchart
from fiveup_viz.pages.panels import GamePanels
from fiveup_viz.pages.quiz import hand_end_question
from fiveup_viz.pages.review import value_means
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text
from tests.helpers import help_words, lesson_text


def test_fi_shared_two_moves_the_coach_ranks_as_one_choice() -> None:
    """read12-en I1 (R11, R13): lesson 16 called the same tile on branch A or branch B of an
    unstarted double «yksi valinta»; they are two moves (R13) that the coach ranks as one choice
    because they lead to the same position by symmetry (rules/choices.py). Line A or line B of a
    lone double is likewise two moves ranked as one choice (R11; nat20-fi N2)."""
    said = lesson_text("16", "fi")
    # nat20-fi N2: line A or line B is two moves too (R13), ranked as one choice (R11)
    assert "linjaan A tai linjaan B on kaksi eri siirtoa (R13)." in said
    assert ("haaraan A tai haaraan B, jonka kumpaakaan sivuhaaraa ei ole avattu, on kaksi eri "
            "siirtoa (R13).") in said  # fix18 item 6: split into shorter sentences
    assert "Valmentaja arvioi kummankin siirtoparin yhtenä valintana" in said
    assert "ja symmetrian vuoksi samoin sama laatta" not in said


@pytest.mark.parametrize("number", ["13", "16"])
def test_fi_shared_a_blocked_hand_s_differences_are_rounded_once(number: str) -> None:
    """read12-en I3 (R25, R24): «jokainen … kevyempi vastustajan käsi saa erotuksen» said each
    difference is collected; a group adds its differences and rounds the sum once, so a lone
    difference of 1 or 2 gives nothing."""
    said = lesson_text(number, "fi")
    assert "saa erotuksen" not in said
    # read14-fi 15 said it plainly (fix17-fi): the credit counts the difference, summed, rounded once
    # read15-fi L3, G7 (fix19): passive, and the seed's «ero, erot»
    assert "Kunkin käden erot lasketaan yhteen ja summa pyöristetään kerran" in said
    assert "pelkkä 1 tai 2 silmän ero pyöristyy nollaan" in said


def test_fi_f8_worksheet_help_rounds_to_the_nearest_multiple(
        capsys: pytest.CaptureFixture[str]) -> None:
    """read12-fi F8, read12-en I4 (R24): `worksheet --help` said «pyöristettynä viiden
    monikertaan» without «lähimpään», the rule's whole content."""
    said = help_words(capsys, "worksheet", "fi")
    assert "round, silmälukujen summa pyöristettynä lähimpään viiden monikertaan;" in said


def test_fi_f9_lab_help_names_lesson_00_as_the_course_does(
        capsys: pytest.CaptureFixture[str]) -> None:
    """read12-fi F9: `lab --help` said «hakemisto-oppitunnin kohdalta», a calque of *index
    lesson*; the Finnish course calls lesson 00 «Aloita tästä»."""
    said = help_words(capsys, "lab", "fi")
    assert "avaa JupyterLab kurssikopiossasi oppitunnin 00 (Aloita tästä) kohdalta" in said
    assert "hakemisto-oppitunni" not in said


def test_fi_f2_the_worth_names_some_other_side() -> None:
    """read12-fi F2 (R3): «muun osapuolen pääsy» under every hint list was unidiomatic; with
    three players there are several other sides: «jonkin toisen osapuolen»."""
    said = value_means("fi")
    assert said.endswith("Täsmälleen 61:een pääsystä lasketaan lisäksi +30 näyttöpistettä ja "
                         "jonkin toisen osapuolen pääsystä −30. Tämä lisä on valmentajan oma "
                         "tapa painottaa voittoa (R3), ei pelin pisteitä."), said  # read13-en S3
    assert "muun osapuolen" not in said


def test_fi_f3_f6_the_quiz_answer_names_the_partner_and_reads_in_sentences() -> None:
    """read12-fi F3 (R23): «Cai (pari)» read as "Cai (the partnership)"; a named partner is
    «parikumppani». F6: the quiz's answer joined each step's heading to its text with a colon
    («Oman parin silmäluvut (R23): Cai (pari): 12 silmää»); it ends the heading with a full
    stop, as the hand-end viewer does. partners hand 3: Ada goes out, Cai holds 12 pips."""
    game = examples.load("partners")
    q = hand_end_question(GamePanels(game, "fi"), 2)
    assert q is not None
    why = q.check(next(c.key for c in q.choices if c.key != q.solution)).explanation
    assert "Oman parin silmäluvut (R23). Cai (parikumppani): 12 silmää, pyöristetään " \
        "erikseen" in why, why
    assert "(pari)" not in why and "(R23):" not in why, why
    assert not re.search(r":[^:.]*:[^:.]*:", why), why


def test_fi_f3_the_exercise_names_the_partner() -> None:
    """read12-fi F3 (R23): the going-out exercise's «Ada (pari): kädessä 5 silmää»."""
    said = text("fi", "exercise", "e-partner", partner="Ada", total=5, rounded=5)
    assert said.startswith("Ada (parikumppani): kädessä 5 silmää;"), said


def test_fi_f4_a_blocked_hand_s_event_is_a_credit_of_the_named_hand() -> None:
    """read12-fi F4 (R25, R26): another player's blocked-hand event read «tukkeutuneen
    kierroksen käsi (Cai)»; it reads as the learner's does, «hyvitys tukkeutuneella
    kierroksella», with the name as `asetus (Bea)` has it."""
    game = examples.load("blocked-tie")
    lines = [event_line(game, e, "fi") for e in game.events if e.kind == "blocked"]
    assert lines and all(re.match(r"tukkeutuneen kierroksen hyvitys \((Ada|Bea|Cai|Dan)\): "
                                  r"\+\d+ raakapistettä", line) for line in lines), lines
    assert not any("kierroksen käsi" in line for line in lines)


@pytest.mark.parametrize("example", ["blocked-tie", "partners"])
def test_fi_f5_the_hand_end_question_asks_who_or_which(example: str) -> None:
    """read12-fi F5 (R25, R26): «Kuka saa hyvityksen» made a pupil look for one receiver, though
    a blocked hand often credits two; the question asks «kuka tai ketkä … kukin»."""
    game = examples.load(example)
    source = GamePanels(game, "fi")
    asked = [q.text for h in range(len(game.hands))
             if (q := hand_end_question(source, h)) is not None]
    assert asked
    for said in asked:
        assert said.endswith("Kuka tai ketkä saavat hyvitystä tämän kierroksen lopussa ja "
                             "montako raakapistettä kukin? Valitse yksi vastaus."), said


def test_fi_f7_the_quiz_toolbar_says_when_points_come() -> None:
    """read12-fi F7 (R15): «Pisteasetuksissa» was a coinage; the toolbar says «Kun saa
    pisteitä» (the reader's «Pisteitä tuottavissa» took a second toolbar row at 1024 px,
    test_browser_quiz), its tooltip «pisteitä tuottavissa asetuksissa»."""
    said = text("fi", "quiz", "asks-scoring")
    assert said == "Kun tulee pisteitä"
    assert len(said) <= len(text("en", "quiz", "asks-scoring"))
    assert "Milloin kysytään: pisteitä tuottavissa asetuksissa, vain lopussa" in \
        text("fi", "quiz", "asks")
    assert "pisteasetu" not in text("fi", "quiz", "asks").lower()


def test_fi_f10_drawing_keeps_its_subject(capsys: pytest.CaptureFixture[str]) -> None:
    """read12-fi F10 (R18): «Ada nostaa laatan …, joten nostetaan yksi laatta kerrallaan» slid
    into a bare passive; the replay says «joten laattoja nostetaan yksi kerrallaan»."""
    assert main(["replay", "three-players", "--lang", "fi"]) == 0
    out = capsys.readouterr().out
    assert "ei sovi, joten laattoja nostetaan yksi kerrallaan (R18)" in out
    assert "nostetaan yksi laatta kerrallaan" not in out


@pytest.mark.parametrize(("lang", "fits", "none"), [("fi", "sopiva löytyi", "nostopakka loppui"),
                                                     ("en", "a tile fits", "boneyard ran out"),
                                                     ("it", "si collega", "ossario vuoto")])
def test_fi_f11_the_drawing_box_s_exits_are_labelled(lang: str, fits: str, none: str) -> None:
    """read12-fi F11 (R18, R19): the cheat sheet's drawing box had two unlabelled exits, so the
    way down to «Ohita vuorosi» read as "after drawing, pass". Each exit carries its label in
    every language (the drawing code is shared), and each label ends inside the right column
    (its boxes end at 342 since read16-en S1; the chart is 352 px wide)."""
    svg = flowchart(lang)
    for label in (fits, none):
        (x,) = [float(m) for m in re.findall(
            rf'<text x="([\d.]+)" y="[\d.]+" font-size="9.5"[^>]*>{re.escape(label)}</text>', svg)]
        assert x + text_width(label, 9.5) <= 342, (label, x)

