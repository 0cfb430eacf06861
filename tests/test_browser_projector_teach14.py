"""Teacher trial 14, friction 3 (session 40), in headless Chromium: `fiveup-viz html partners
--quiz --projector` at 1024x768 asked the hand's count (R21-R25) in a tall question box, and
the status ("Hand over: Ada went out (R21)") and the score table dropped below the window; in
Finnish the score table (about 600 px wide) put the whole page in one column, the question above
the drawing and both far below. Now, in each language, while the question is asked the
question's panel takes the height the status and the scores leave beside the drawing and
scrolls in itself, its choices and Check on screen; once answered, the end-of-hand panel comes
beside the drawing and the status and scores stand under the drawing, on screen, with the
answer's feedback scrolled into the question's view."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page

from fiveup_viz.cli.main import main
from tests.conftest import CHROMIUM

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
WIDTH, HEIGHT = 1024, 768
LANGS = ["en", "it", "fi"]
#: Every box of what `sel` finds that shows: [left, top, right, bottom] (px).
BOXES = """(sel) => Array.from(document.querySelectorAll(sel)).filter((e) => e.getClientRects().length)
  .map((e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })"""
#: What a class reads of the status and the scores: the hand's end, each score row.
SEEN = (".fiveup-stepper .fiveup-status div.turn", ".fiveup-stepper .fiveup-scores tr")


@pytest.fixture(scope="module")
def quiz_pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("teach14")
    pages = {}
    for lang in LANGS:
        pages[lang] = folder / f"quiz-{lang}.html"
        assert main(["html", "partners", "--quiz", "--projector", "--lang", lang,
                     "-o", str(pages[lang])]) == 0
    return pages


def on_screen(page: Page, *selectors: str) -> list[list[float]]:
    """The boxes of `selectors` that are not wholly inside the window (none is missing)."""
    boxes = {sel: page.evaluate(BOXES, sel) for sel in selectors}
    assert all(boxes.values()), boxes
    return [b for found in boxes.values() for b in found
            if not (b[0] >= 0 and b[1] >= 0 and b[2] <= WIDTH + 0.5 and b[3] <= HEIGHT + 0.5)]


def open_count_question(page: Page, quiz_page: Path) -> None:
    page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
    page.goto(quiz_page.as_uri() + "#hand=1&count=1")
    page.wait_for_selector(".fiveup-stepper .fiveup-ask button.fiveup-pick")
    page.wait_for_timeout(300)


@pytest.mark.parametrize("lang", LANGS)
def test_the_status_and_scores_show_beside_the_count_question(
        quiz_pages: dict[str, Path], page: Page, lang: str) -> None:
    """Friction 3 (R21: the hand is over): at the hand's count question, without scrolling, the
    question's choices and Check, the status's "Hand over" line and every score row are on
    screen, the question beside the drawing (two columns, in Finnish too)."""
    open_count_question(page, quiz_pages[lang])
    assert page.evaluate("window.scrollY") == 0
    assert on_screen(page, ".fiveup-stepper .fiveup-ask button.fiveup-pick",
                     ".fiveup-stepper .fiveup-ask button.fiveup-check", *SEEN) == []
    side, table = (page.evaluate(BOXES, f".fiveup-stepper .fiveup-{name}")[0] for name in ("side", "table"))
    assert side[0] >= table[2] and side[1] <= table[1] + 1, (side, table)  # beside, not under
    assert page.evaluate("document.documentElement.scrollWidth") <= WIDTH


@pytest.mark.parametrize("lang", LANGS)
def test_after_the_answer_the_status_and_scores_stay_on_screen(
        quiz_pages: dict[str, Path], page: Page, lang: str) -> None:
    """Friction 3: the right answer's long feedback (R21-R24) lengthened the question box and
    pushed the status and the scores further down; after the answer both are on screen, and so
    is the feedback's first line."""
    open_count_question(page, quiz_pages[lang])
    page.locator(".fiveup-ask button.fiveup-pick").nth(2).click()  # both of Ada and Cai: 20 raw
    page.locator(".fiveup-ask button.fiveup-check").click()
    page.wait_for_selector(".fiveup-ask .fiveup-said.right")
    page.wait_for_timeout(300)
    assert page.evaluate("window.scrollY") == 0
    assert on_screen(page, *SEEN) == []
    said = page.evaluate(BOXES, ".fiveup-ask .fiveup-said")[0]
    assert said[1] >= 0 and said[1] + 30 <= HEIGHT, said
