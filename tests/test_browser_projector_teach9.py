"""Teacher trial 9, finding 2 (session 38), in headless Chromium: `fiveup-viz html --quiz
--projector` enlarged only part of the page (the title, the score table, the keys line, the
tiles panel's heading and the end-of-hand panel's tiles stayed about 17 px and 39 px), and at
1024x768 a count question (R21-R27: who is credited how many raw points) left the tiles it
asks about below the fold. Now all of them are projector-sized (`panels.PROJECTOR_TEXT`,
`PROJECTOR_TITLE`, `PROJECTOR_HELD`), and while the count is asked the end-of-hand panel stands
under the drawing, its tiles on screen beside the question."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page

from fiveup_viz.cli.main import main
from tests.conftest import CHROMIUM

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
SIZES = [(1024, 768), (1920, 1080)]
#: What a panel's text and a heading measure at least at a projector (px).
TEXT, TITLE, HELD = 20.0, 24.0, 60.0

FONT = ("(sel) => { const e = document.querySelector(sel);"
        " return e ? parseFloat(getComputedStyle(e).fontSize) : 0; }")
BOXES = """(sel) => Array.from(document.querySelectorAll(sel)).map((e) => {
  const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })"""


@pytest.fixture(scope="module")
def quiz_page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("projector")
    out = folder / "quiz.html"
    assert main(["html", "partners", "--quiz", "--projector", "-o", str(out)]) == 0
    return out


@pytest.mark.parametrize("size", SIZES)
def test_every_part_of_the_page_is_projector_sized(quiz_page: Path, page: Page,
                                                   size: tuple[int, int]) -> None:
    """Finding 2: at a count question, the title, the keys line, the score table, the tiles
    panel's heading and the end-of-hand panel's tiles are as large as the rest at a projector."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(quiz_page.as_uri() + "#hand=1&count=1")
    page.wait_for_selector(".fiveup-stepper .fiveup-end svg.fiveup-hand")
    stepper = ".fiveup-stepper.fiveup-projector"
    sizes = {name: page.evaluate(FONT, f"{stepper} {sel}") for name, sel in {
        "title": ".fiveup-header h1", "keys": ".fiveup-keys",
        "score table": ".fiveup-scores table.scores td",
        "tiles heading": ".fiveup-hands div.hands > b"}.items()}
    assert sizes["title"] >= TITLE and sizes["tiles heading"] >= TITLE, sizes
    assert sizes["keys"] >= TEXT and sizes["score table"] >= TEXT, sizes
    held = page.evaluate(BOXES, f"{stepper} .fiveup-end svg.fiveup-hand")
    assert held and all(bottom - top >= HELD for _, top, _, bottom in held), held


@pytest.mark.parametrize("size", SIZES)
def test_a_count_question_shows_the_tiles_it_asks_about(quiz_page: Path, page: Page,
                                                        size: tuple[int, int]) -> None:
    """Finding 2 (R21-R27): at the hand's count question, without scrolling, the question's
    choices and Check and every tile still held in the end-of-hand panel are on screen."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(quiz_page.as_uri() + "#hand=1&count=1")
    page.wait_for_selector(".fiveup-stepper .fiveup-end svg.fiveup-hand")
    page.wait_for_timeout(200)
    assert page.evaluate("window.scrollY") == 0
    width, height = size
    inside = [b for sel in (".fiveup-stepper .fiveup-end svg.fiveup-hand",
                            ".fiveup-stepper .fiveup-ask button")
              for b in page.evaluate(BOXES, sel)]
    assert inside and all(left >= 0 and top >= 0 and right <= width and bottom <= height
                          for left, top, right, bottom in inside), inside


#: The end-of-hand panel's scroll and its current step's place in it (px).
END_BOX = """() => { const e = document.querySelector('.fiveup-stepper .fiveup-panel.fiveup-end');
  const c = e.querySelector('.end-step.current');
  return [e.scrollTop, c.offsetTop, c.offsetHeight, e.clientHeight, c.innerText.slice(0, 40)]; }"""


def test_after_the_count_answer_the_panel_starts_at_its_step(quiz_page: Path, page: Page) -> None:
    """Teacher trial 10, friction 2 (R21, R23: the count's steps): at 1024x768, after the right
    answer to the hand's count question, the end-of-hand panel was a 120 px box scrolled 149 px,
    its first line "not a positive multiple of 5, so the last placement brings nothing…", the
    middle of its step. Now, at that answer and at every later step of the count, the panel's
    first visible line of the step is the step's first line, and at a projector the box has half
    the window (the whole step shows)."""
    from fiveup_viz.pages.panels import GamePanels
    from fiveup_viz.pages.quiz import hand_end_question
    from fiveup_viz.rules import examples

    q = hand_end_question(GamePanels(examples.load("partners"), "en"), 0)
    assert q is not None
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(quiz_page.as_uri() + "#hand=1&count=1")
    page.wait_for_selector(".fiveup-stepper .fiveup-end svg.fiveup-hand")
    ask = page.locator(".fiveup-ask .fiveup-quiz-question")
    for choice in q.choices:
        if choice.key in q.solution_keys():
            ask.get_by_role("button", name=choice.label, exact=True).click()
    ask.get_by_role("button", name="Check").click()
    page.wait_for_timeout(300)
    # at the answer the tiles held stay beside its explanation, which opens with the count's
    # result and gives its first step (teacher trial 15, F3); the panel's steps follow with Next
    end = page.locator(".fiveup-stepper .fiveup-panel.fiveup-end")
    assert end.locator("svg.fiveup-hand").count() > 0
    page.get_by_role("button", name="Next", exact=True).click()
    page.wait_for_timeout(150)
    assert end.evaluate("e => parseFloat(e.style.maxHeight)") >= 768 // 2  # half the window
    seen = []
    for _ in range(5):
        top, at, tall, box, text = page.evaluate(END_BOX)
        seen.append((top, at, tall, box, text))
        assert top <= at, seen  # the step's first line is not scrolled away
        assert tall > box or at + tall <= top + box, seen  # and the step shows whole if it fits
        page.get_by_role("button", name="Next", exact=True).click()
        page.wait_for_timeout(150)


def test_the_question_text_grows_with_the_window(quiz_page: Path, page: Page) -> None:
    """Teacher trial 10, friction 5: at a projector the question was 20 px at 1024 and at 1920
    alike, small on a wide screen. Now it grows with the window: 20 px at 1024x768 (no smaller
    than before), at least 26 px at 1920x1080."""
    found = {}
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.goto(quiz_page.as_uri() + "#hand=1&count=1")
        page.wait_for_selector(".fiveup-stepper .fiveup-ask .question")
        found[width] = page.evaluate(FONT, ".fiveup-stepper.fiveup-projector .fiveup-ask .question")
    assert found[1024] >= TEXT and found[1920] >= 26, found


def test_the_buttons_and_the_scores_grow_with_the_text(quiz_page: Path, page: Page) -> None:
    """Teacher trial 12, friction 2: at 1920x1080 the text grew to 28 px while Start, Back, Next,
    End, the answer buttons and the score table stayed 18-20 px. Now the buttons are at least
    24 px and the score table as large as the panels' text at 1920, and no smaller than before
    at 1024 (18 px buttons, 20 px scores)."""
    sizes = {}
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.goto(quiz_page.as_uri() + "#hand=1&count=1")
        page.wait_for_selector(".fiveup-stepper .fiveup-ask .question")
        sizes[width] = (page.evaluate(FONT, ".fiveup-stepper.fiveup-projector .fiveup-nav button"),
                        page.evaluate(FONT, ".fiveup-stepper.fiveup-projector .fiveup-ask button"),
                        page.evaluate(FONT, ".fiveup-stepper.fiveup-projector table.scores"),
                        page.evaluate(FONT, ".fiveup-stepper.fiveup-projector .fiveup-ask .question"))
    assert min(sizes[1024][:2]) >= 18 and sizes[1024][2] >= 20, sizes
    assert min(sizes[1920][:2]) >= 24 and sizes[1920][2] >= sizes[1920][3] - 0.5, sizes


#: The least gap, in px, between the texts of two neighbouring cells of the score table.
SCORE_GAP = """() => Math.min(...[...document.querySelectorAll('.fiveup-projector table.scores tr')]
  .flatMap(row => { const text = [...row.children].map(cell => { const r = document.createRange();
    r.selectNodeContents(cell); return r.getBoundingClientRect(); }).filter(r => r.width);
    return text.slice(1).map((r, i) => r.left - text[i].right); }))"""


def test_the_score_columns_stay_apart_at_1920(quiz_page: Path, page: Page) -> None:
    """Teacher trial 13, friction 3: at 1920x1080 the score table's raw and target columns ran
    together ("45 260 to go") once its text grew; now the texts of neighbouring cells stand at
    least half a character apart, at 1024 and 1920."""
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.goto(quiz_page.as_uri() + "#hand=1&count=1")
        page.wait_for_selector(".fiveup-projector table.scores")
        assert page.evaluate(SCORE_GAP) >= 0.5 * page.evaluate(FONT, ".fiveup-projector table.scores")
