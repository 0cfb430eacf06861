"""What the third fresh Finnish reader (read13-fi, session 39: generated text 9/10, lessons
9/10) found, fixed in task fix15-fi: each test names its finding and the rule it concerns, and
reads the words as a learner, a teacher or a command line user gets them."""

from __future__ import annotations

import pytest

from fiveup_viz.explain.steps import end_steps, event_line, sentence
from fiveup_viz.pages.panels import count_html
from fiveup_viz.pages.review import value_means
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text
from tests.conftest import ROOT
from tests.helpers import help_words, lesson_text


def test_fi_f1_the_count_panel_of_a_win_by_placement_is_no_end_of_hand_count() -> None:
    """read13-fi F1 (R3, D6): a placement that reaches exactly 305 ends the game and no
    end-of-hand count is made, yet the panel's heading said «Kierroksen N loppupisteytys»;
    the heading says the hand's end, «Kierroksen N loppu», as en "End of hand N" does."""
    game = examples.load("won-by-placement")
    hand = len(game.hands) - 1
    steps = end_steps(game, hand)
    said = count_html(game, hand, steps, len(steps) - 1, "fi")
    assert f"<b>Kierroksen {hand + 1} loppu</b>" in said, said
    assert "loppupisteytys</b>" not in said


def test_fi_f2_a_blocked_hand_s_credit_belongs_to_the_blocked_hand() -> None:
    """read13-fi F2 (R25, R26): «hyvitys tukkeutuneella kierroksella» (adessive) read as
    translated; the credit is the blocked hand's: «tukkeutuneen kierroksen hyvitys»."""
    game = examples.load("blocked-tie")
    events = [e for e in game.events if e.kind == "blocked"]
    theirs = [event_line(game, e, "fi") for e in events]
    mine = [event_line(game, e, "fi", you=e.seat) for e in events]
    assert theirs and all(line.startswith("tukkeutuneen kierroksen hyvitys (") for line in theirs)
    assert mine and all(line.startswith("tukkeutuneen kierroksen hyvitys kädellesi: +")
                        for line in mine), mine
    assert not any("kierroksella" in line for line in theirs + mine)


def test_fi_f3_the_learner_s_partner_is_parikumppanisi() -> None:
    """read13-fi F3 (R23): when the learner went out, the count said «Parisi Ada» (pari is
    also the partnership: "your pair Ada") beside «Cai (parikumppani)»: «Parikumppanisi Ada»."""
    game = examples.load("partners")
    said = []
    for e in game.events:
        if e.kind == "domino":
            steps = end_steps(game, e.hand, you=e.seat)
            said += [sentence(line, "fi") for s in steps for line in s.lines]
    assert any(line.startswith("Parikumppanisi ") for line in said), said
    assert not any("Parisi " in line for line in said)
    assert "Parikumppanisi kättä ei koskaan verrata sinun käteesi (R25)" in lesson_text("13", "fi")


def test_fi_f4_the_61_bonus_is_counted_in_addition() -> None:
    """read13-fi F4 (R3): «61:een pääsy on arvoltaan +30» read as the whole worth of the move,
    and its second half had no verb; the 61 counts 30 extra (en "counts 30 extra")."""
    said = value_means("fi")
    assert ("Täsmälleen 61:een pääsystä lasketaan lisäksi +30 näyttöpistettä ja "
            "jonkin toisen osapuolen pääsystä −30") in said, said
    assert "pääsy on arvoltaan" not in said


def test_fi_f5_table_help_is_imperative(capsys: pytest.CaptureFixture[str]) -> None:
    """read13-fi F5: `table` was the only command described in the third person
    («kirjoittaa … avaa sen»); every other command says what to do («pelaa», «kirjoita»)."""
    said = help_words(capsys, "table", "fi")
    assert "kirjoita kansioon muistikirja, jossa on luokan pelipöytä, ja avaa se JupyterLabissa" \
        in said, said
    assert "kirjoittaa kansioon" not in said


def test_fi_f6_help_says_argumentit(capsys: pytest.CaptureFixture[str]) -> None:
    """read13-fi F6: «sijaintiargumentit» (positional arguments) was a calque no pupil or
    teacher reads; `--help` says «argumentit:» beside «valitsimet:», as the glossary does."""
    said = help_words(capsys, "html", "fi")
    assert " argumentit: " in said and "valitsimet:" in said
    assert "sijaintiargumentit" not in said
    glossary = (ROOT / "docs" / "TRANSLATION.md").read_text("utf-8")
    assert "| käyttö: / argumentit / valitsimet |" in glossary


def test_fi_f7_the_menu_path_says_the_item_is_in_english() -> None:
    """read13-fi F7: «Suorita › Run All Cells» mixed two languages, as JupyterLite's partial
    Finnish pack showed it; teach26 friction 2: the Finnish course's JupyterLite is now English,
    whole (`lite.INTERFACE`; tests/test_site_lite.py reads the live menu), so the note names
    «Run › Run All Cells» and says that the app is in English."""
    for msg in ("run-note", "lite-how-to-run"):
        said = text("fi", "site", msg)
        assert "”Run › Run All Cells” (sovellus on englanninkielinen)." in said, said


def test_fi_f8_the_blocked_tie_title_says_the_hand_ends_level() -> None:
    """read13-fi F8 (R25, R26): «kädet ovat tasan» (the hands are level) was odd; the hand
    ends in a tie (nobody wins it, R27). The page shows the record's title: the stored record
    carries the same words (scripts/choose_examples.py). Lesson 08 quotes the title."""
    game = examples.load("blocked-tie")
    assert examples.heading(game, "fi")[0] == "Tukkeutunut kierros, joka päättyy tasan"
    assert game.title["fi"] == "Tukkeutunut kierros, joka päättyy tasan"  # type: ignore[index]
    assert "”Tukkeutunut kierros, joka päättyy tasan”" in lesson_text("08", "fi")


def test_fi_f9_lesson_16_opens_a_branch() -> None:
    """read13-fi F9 (R11, R13): lesson 16 said «haaraa ei ole aloitettu»; the seed and the
    glossary open a side branch («avata sivuhaara», «avattu»), as lesson 14 does."""
    said = lesson_text("16", "fi")
    assert "jonka kumpaakaan sivuhaaraa ei ole avattu, on kaksi eri siirtoa (R13)" in said
    assert "kumman tahansa sivuhaaran voi avata ensin" in said
    assert "aloitettu" not in said


def test_fi_f10_the_quiz_choice_has_a_subject() -> None:
    """read13-fi F10 (R15): the toolbar choice «Kun saa pisteitä» had no subject; «Kun tulee
    pisteitä» is whole and still no longer than the English (one toolbar row at 1024 px)."""
    said = text("fi", "quiz", "asks-scoring")
    assert said == "Kun tulee pisteitä"
    assert len(said) <= len(text("en", "quiz", "asks-scoring"))
