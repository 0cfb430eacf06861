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


#: Teacher trial 16 (session 40, issue 31), friction 1: what stands on the quiz page at a
#: projector, each a box that must not lie over another's text.
PANELS = [".fiveup-nav", ".fiveup-keys"] + [f".fiveup-panel.fiveup-{name}" for name in (
    "ask", "status", "scores", "caption", "end", "layout")]
#: The question's box as a class reads it: its heading and the feedback's first line shown (not
#: scrolled away nor under another element), the lines under the question whole inside the box.
READ = """() => {
  const ask = document.querySelector('.fiveup-stepper .fiveup-ask');
  const box = ask.getBoundingClientRect();
  const seen = (e, dy) => { if (!e) return null; const r = e.getBoundingClientRect();
    const x = r.left + 4, y = r.top + dy; const at = document.elementFromPoint(x, y);
    return !!at && e.contains(at) && y >= box.top && y <= box.bottom; };
  const head = ask.querySelector('.fiveup-ask-heading');
  const said = ask.querySelector('.fiveup-said');
  const wait = ask.querySelector('.fiveup-quiz-wait');
  const edge = box.top + ask.clientTop + ask.clientHeight, range = document.createRange();
  const lines = (e) => { const found = []; const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    for (let t = walk.nextNode(); t; t = walk.nextNode()) { range.selectNodeContents(t);
      found.push(...Array.from(range.getClientRects()).filter((r) => r.height > 0)); } return found; };
  const cut = lines(ask).filter((r) => r.top < edge - 0.5 && r.bottom > edge + 0.5).length;
  const first = wait && wait.getClientRects().length ? lines(wait)[0] : null;
  return {heading: seen(head, head.offsetHeight / 2),
          said: said && said.textContent.trim() ? seen(said, 12) : null, cut: cut,
          wait: first ? first.top >= box.top - 0.5 && first.bottom <= edge + 0.5 : null};
}"""


def answer(page: Page, quiz_page: Path, state: str) -> None:
    """Open the quiz page at 1024x768 in `state`: a placement's question (`#hand=1&step=1`:
    [5|5] opens, 10 raw, R9 R14 R15) asked, answered wrong, answered right; the hand's count
    question (R21-R25) asked, answered."""
    if state.startswith("count"):
        open_count_question(page, quiz_page)
        if state == "count-answered":
            page.locator(".fiveup-ask button.fiveup-pick").nth(2).click()
            page.locator(".fiveup-ask button.fiveup-check").click()
            page.wait_for_selector(".fiveup-ask .fiveup-said.right")
    else:
        page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
        page.goto(quiz_page.as_uri() + "#hand=1&step=1")
        page.wait_for_selector(".fiveup-stepper .fiveup-ask input")
        if state in ("wrong", "right"):
            page.fill(".fiveup-ask input", "35")
            page.locator(".fiveup-ask button.fiveup-check").click()
            page.wait_for_selector(".fiveup-ask .fiveup-said.wrong")
        if state == "right":
            page.locator(".fiveup-ask button.fiveup-again").click()
            page.fill(".fiveup-ask input", "10")
            page.locator(".fiveup-ask button.fiveup-check").click()
            page.wait_for_selector(".fiveup-ask .fiveup-said.right")
    page.wait_for_timeout(300)


@pytest.mark.parametrize("state", ["asked", "wrong", "right", "count", "count-answered"])
@pytest.mark.parametrize("lang", LANGS)
def test_nothing_overlaps_the_question_and_its_heading_shows(
        quiz_pages: dict[str, Path], page: Page, lang: str, state: str) -> None:
    """Teacher trial 16, friction 1 (R9, R14, R15; R21-R25 at the count): at 1024x768 the
    "Keys: ..." line ran over the question's box and its "Question" heading was scrolled away,
    the answer's explanation began out of view, and in Finnish the lines under the question
    ("Vastaa kysymykseen ... / Voit hypätä ...") were cut off under the status. Now no panel's
    box (the keys' line, the controls, the question, the status, the scores, the caption, the
    hand's end, the drawing) lies over another's, the heading shows, the feedback's first line
    (the result) shows without scrolling, the lines under a placement's question (and the
    Finnish count's) show, and the box's edge cuts no line in half (the lines it has no room
    for, at the English and Italian count, scroll in it)."""
    answer(page, quiz_pages[lang], state)
    boxes = [(sel, b) for sel in PANELS
             for b in page.evaluate(BOXES, f".fiveup-stepper {sel}") if b[3] - b[1] > 0.5]
    for k, (sel_a, a) in enumerate(boxes):
        for sel_b, b in boxes[k + 1:]:
            apart = a[2] <= b[0] + 0.5 or b[2] <= a[0] + 0.5 or a[3] <= b[1] + 0.5 or b[3] <= a[1] + 0.5
            assert apart, (sel_a, a, sel_b, b)
    read = page.evaluate(READ)
    assert read["heading"] is True, read
    assert read["said"] is (True if state in ("wrong", "right", "count-answered") else None), read
    assert read["cut"] == 0, read
    if state == "asked" or (state, lang) == ("count", "fi"):  # where they were cut in Finnish
        assert read["wait"] is True, read
    assert page.evaluate("window.scrollY") == 0


@pytest.mark.parametrize("lang", LANGS)
def test_the_game_description_wraps_inside_the_window(tmp_path: Path, page: Page, lang: str) -> None:
    """Teacher trial 16, friction 3: on the (not quiz) projector page at 1024x768 the one-line
    description under the title ran off the window's right edge in Finnish
    ("...asetuksen 15 raakapistet"); it now wraps, every line of it inside the window."""
    out = tmp_path / f"page-{lang}.html"
    assert main(["html", "partners", "--projector", "--lang", lang, "-o", str(out)]) == 0
    page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
    page.goto(out.as_uri() + "#hand=1&step=14")
    about = ".fiveup-stepper .fiveup-header h1 ~ div"
    page.wait_for_selector(about)
    assert page.evaluate("(s) => { const d = document.querySelector(s); const r = document.createRange();"
                         " r.selectNodeContents(d); const b = r.getBoundingClientRect();"
                         " return d.scrollWidth <= d.clientWidth + 1 && b.right <= innerWidth"
                         " && b.left >= 0; }", about)
