"""A native Finnish reading of the words issue 29's fixes changed (task nat11-fi): each test
names what the reader found and reads the words as a learner or a teacher gets them."""

from __future__ import annotations

import pytest

from fiveup_viz.words.messages import text
from tests.conftest import ROOT

#: nat11-fi: (finding, file, message id, values, what the reader reads, what they no longer read).
NAT11 = [
    # a negated pair is «ei sitä eikä …», not «sitä tai … ei voi», which reads as either one
    ("withdrawn", "errors", "teaching-withdrawn", {},
     "): ei sitä eikä painiketta ”Näytä bottien kädet” voi ottaa käyttöön; mikään ei muuttunut",
     "sitä tai painiketta"),
]


@pytest.mark.parametrize(("finding", "file", "msg", "values", "reads", "gone"), NAT11,
                         ids=[f"{n}-{f}-{m}" for n, f, m, *_ in NAT11])
def test_fi_nat11_the_messages_read_as_a_native_writes_them(finding: str, file: str, msg: str,
                                                            values: dict, reads: str,
                                                            gone: str) -> None:
    """nat11-fi: each message as its reader gets it, the old wording gone."""
    said = text("fi", file, msg, **values)
    assert reads in said and gone not in said, (finding, said)


def _lesson(number: str) -> str:
    """Lesson `number`'s Finnish text, its lines joined as a reader reads them."""
    return " ".join((ROOT / "course" / number / "fi.md").read_text("utf-8").split())


def test_fi_nat11_lesson_00_says_what_a_hollow_dot_is() -> None:
    """nat11-fi, lesson 00 (issue 29 style 7 carried over from English): a Finnish «laillinen
    jatkokohta» holds no «piste», so no reader took it for a score; the word a Finnish reader
    can misread is the figures' «tyhjä piste» (glossary: hollow dot), which marks a legal
    point (R13). The caption's raw «Asetuspisteet» were said twice, once with «siis»."""
    lesson = _lesson("00")
    assert ("Kuvien *tyhjä piste* taas ei ole pistemäärä vaan merkki: se näyttää laillisen "
            "jatkokohdan eli pelikuvion kohdan, johon laatan voi asettaa.") in lesson
    assert "eikä pistemäärä" not in lesson and "asetuspisteet lasketaan siis" not in lesson


def test_fi_nat11_lesson_15_counts_a_placement_s_points_unannounced() -> None:
    """nat11-fi, lesson 15's Muggins row (R14, R15): points are announced, not a placement:
    «ilmoittaako joku sen» named the placement as what is announced."""
    lesson = _lesson("15")
    assert ("jokaisen asetuksen pisteet lasketaan sääntöjen mukaan riippumatta siitä, "
            "ilmoittaako niitä kukaan (R14, R15)") in lesson
    assert "ilmoittaako joku sen" not in lesson
