"""A native Finnish reading of the words issue 29's fixes changed (task nat11-fi): each test
names what the reader found and reads the words as a learner or a teacher gets them."""

from __future__ import annotations

from fiveup_viz.words.messages import text
from tests.helpers import lesson_text


def test_fi_nat11_teaching_withdrawn_negates_both_with_eika() -> None:
    """nat11-fi, errors teaching-withdrawn: «sitä tai painiketta … ei voi ottaa käyttöön»
    left «tai» to carry the negation; a native writes «ei sitä eikä …»: neither teaching mode
    nor the button can be turned on."""
    said = text("fi", "errors", "teaching-withdrawn")
    assert ("): ei sitä eikä painiketta ”Näytä bottien kädet” voi ottaa käyttöön; mikään ei "
            "muuttunut") in said, said
    assert "sitä tai painiketta" not in said, said


def test_fi_nat11_lesson_00_says_what_a_hollow_dot_is() -> None:
    """nat11-fi, lesson 00 (issue 29 style 7 carried over from English): a Finnish «laillinen
    jatkokohta» holds no «piste», so no reader took it for a score; the word a Finnish reader
    can misread is the figures' «tyhjä piste» (glossary: hollow dot), which marks a legal
    point (R13). The caption's raw «Asetuspisteet» were said twice, once with «siis»."""
    lesson = lesson_text("00", "fi")
    assert ("Kuvien *tyhjä piste* taas ei ole pistemäärä vaan merkki: se näyttää laillisen "
            "jatkokohdan eli pelikuvion kohdan, johon laatan voi asettaa.") in lesson
    assert "eikä pistemäärä" not in lesson and "asetuspisteet lasketaan siis" not in lesson


def test_fi_nat11_lesson_15_counts_a_placement_s_points_unannounced() -> None:
    """nat11-fi, lesson 15's Muggins row (R14, R15): points are announced, not a placement:
    «ilmoittaako joku sen» named the placement as what is announced."""
    lesson = lesson_text("15", "fi")
    assert ("jokaisen asetuksen pisteet lasketaan sääntöjen mukaan riippumatta siitä, "
            "ilmoittaako niitä kukaan (R14, R15)") in lesson
    assert "ilmoittaako joku sen" not in lesson
