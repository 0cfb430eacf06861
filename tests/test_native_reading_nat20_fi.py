"""nat20-fi: a native Finnish reader's check of session 40's new Finnish lines (fix18, proj40),
read as a pupil sees them: the quiz page in headless Chromium, lesson 16 as its Markdown cell
reads (line breaks read as spaces)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM
from tests.helpers import lesson_text

#: The quiz page's line on how to jump, as a pupil should read it (nat20-fi N1). Since issue 31
#: (teach27 F6) the page names only End: the address trick is the teacher's, in the README.
SKIP_PAGE = "Voit hypätä eteenpäin vastaamatta: paina ”Loppuun”."


def test_the_quiz_s_jump_line_says_edit_the_address_for_example() -> None:
    """nat20-fi N1 (proj40's `quiz` `skip-page`): «paina ”Loppuun” tai muuta osoitetta
    (#hand=2&step=5)» read two ways («muuta» also "other"). Issue 31 (teach27 F6) took the
    address out of the line (it shows to the whole class): it says only «paina ”Loppuun”»."""
    said = text("fi", "quiz", "skip", button=text("fi", "page", "end"))
    assert said == SKIP_PAGE
    assert "osoite" not in said
    assert text("fi", "page", "end") == "Loppuun"  # the button it names


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")
def test_the_quiz_page_shows_the_jump_line_in_finnish(tmp_path: Path, page) -> None:  # type: ignore[no-untyped-def]
    """nat20-fi N1 on screen: `fiveup-viz html blocked-tie --quiz --lang fi` at hand 4's count
    question shows, under the question, «… paina ”Loppuun”.» (no address since issue 31)"""
    from playwright.sync_api import expect

    from fiveup_viz.pages.page import write_page
    from fiveup_viz.rules import examples

    path = write_page(examples.load("blocked-tie"), tmp_path / "quiz.html", lang="fi", quiz=True)
    page.goto(path.as_uri() + "#hand=4&count=1")
    expect(page.locator(".fiveup-stepper .fiveup-ask .fiveup-quiz-question")).to_be_visible()
    line = page.locator(".fiveup-stepper .fiveup-quiz-skip")
    expect(line).to_be_visible()
    expect(line).to_have_text(SKIP_PAGE)


def _sentences(said: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.:])\s+", said) if s]


def test_lesson_16_a_lone_double_s_line_a_or_b_is_two_moves_ranked_as_one_choice() -> None:
    """nat20-fi N2 (R11, R13): lesson 16 said the same tile on line A or line B of a lone double
    «on yksi valinta (R11)» and, against it, on branch A or B of an unstarted double «on kaksi
    eri siirtoa (R13)»: a pupil reads that the lines are one move and the branches two. R13:
    "two sockets with the same value are different moves"; R11: the coach treats the lines as
    one choice; `rules/choices.py` pairs both twins alike, and en/it say "two moves" for both.
    Now both pairs are two moves (R13) that the coach ranks as one choice (R11)."""
    said = lesson_text("16", "fi")
    assert ("Saman laatan asettaminen yksinään olevan tuplan linjaan A tai linjaan B on kaksi "
            "eri siirtoa (R13).") in said
    assert "on yksi valinta (R11)" not in said
    assert ("Samoin saman laatan asettaminen sellaisen tuplan haaraan A tai haaraan B, jonka "
            "kumpaakaan sivuhaaraa ei ole avattu, on kaksi eri siirtoa (R13).") in said
    assert ("Valmentaja arvioi kummankin siirtoparin yhtenä valintana: symmetrian vuoksi parin "
            "siirrot johtavat samaan tilanteeseen, joten ne ovat yhtä hyviä (R11).") in said
    assert all(len(s.split()) <= 40 for s in _sentences(said) if "siirto" in s)
