"""Issue 31 (proj45's measure, session 41), in headless Chromium: on `fiveup-viz html partners
--quiz --projector` at 1024x768, once hand 1's count question (R21-R24) is answered, its
explanation (going out R21, the opponents' pips R22/R24, the partner's pips R23, the result) was
1067 px of text in a 439 px box beside the drawing and scrolled in it: the class could not read
it whole. "Answer only" (a button beside "Layout only", shown once an answer is there; the key
A; the button again or Escape goes back) shows the question and its answer across the window,
the tiles still held under it, nothing else; before an answer there is no such view."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Locator, Page, expect

from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM
from tests.test_browser_projector_teach14 import BOXES, answer

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
WIDTH, HEIGHT = 1024, 768
LANGS = ["en", "it", "fi"]
BUTTON = ".fiveup-stepper .fiveup-nav button.fiveup-answer-only"
#: The explanation as the class reads it: its last line's box, whether that line is the
#: topmost element where it stands (not clipped by its box nor under another), the question
#: box's scroll and client heights, the explanation's font size (px).
LAST_LINE = """() => { const said = document.querySelector('.fiveup-stepper .fiveup-ask .fiveup-said');
  const ask = document.querySelector('.fiveup-stepper .fiveup-ask');
  const range = document.createRange(); const rects = [];
  const walk = document.createTreeWalker(said, NodeFilter.SHOW_TEXT);
  for (let t = walk.nextNode(); t; t = walk.nextNode()) { range.selectNodeContents(t);
    rects.push(...Array.from(range.getClientRects()).filter((r) => r.height > 0 && r.width > 0)); }
  const last = rects.reduce((a, r) => r.bottom > a.bottom ? r : a);
  const at = document.elementFromPoint(last.left + 2, (last.top + last.bottom) / 2);
  return {last: [last.left, last.top, last.right, last.bottom], seen: !!at && said.contains(at),
          scroll: ask.scrollHeight, client: ask.clientHeight, windowScroll: window.scrollY,
          font: parseFloat(getComputedStyle(said).fontSize)}; }"""
#: The page's text size at a projector: the status's, as the page shows it.
PAGE_FONT = """() => parseFloat(getComputedStyle(document.querySelector(
  '.fiveup-stepper .fiveup-status div')).fontSize)"""
#: What shows besides the controls in "Answer only".
SHOWN_PANELS = """() => Array.from(document.querySelectorAll('.fiveup-stepper .fiveup-panel'))
  .filter((e) => e.getClientRects().length && e.offsetHeight).map((e) => e.classList[1])"""


def apart(a: list[float], b: list[float]) -> bool:
    return a[2] <= b[0] + 0.5 or b[2] <= a[0] + 0.5 or a[3] <= b[1] + 0.5 or b[3] <= a[1] + 0.5


def toggle(page: Page, button: Locator, how: str, key: str) -> None:
    """"Answer only" pressed as `how` says: its button, or `key` on the stepper."""
    if how == "button":
        button.click()
    else:
        page.locator(".fiveup-stepper").press(key)
    page.wait_for_timeout(300)


@pytest.mark.parametrize("how", ["button", "key"])
@pytest.mark.parametrize("lang", LANGS)
def test_answer_only_shows_the_counts_explanation_whole(
        quiz_pages: dict[str, Path], page: Page, lang: str, how: str) -> None:
    """Issue 31 (R21-R24: the count's explanation): at 1024x768, once the count question is
    answered, the explanation scrolled in its box (its last line out of view). "Answer only"
    (the button or the key A) shows it whole: its last line inside the window, not clipped by
    its box nor under anything, no scrolling, its text no smaller than the page's; the held
    tiles (the "End of hand" panel) under it, inside the window; no box over another; nothing
    else shown. The button again, or Escape, shows the page as it was. (The answer opens the
    view by itself since quiz49; `answer` leaves it with Escape, as a teacher may.)"""
    answer(page, quiz_pages[lang], "count-answered")
    page_font = page.evaluate(PAGE_FONT)
    before = page.evaluate(LAST_LINE)
    assert before["scroll"] > before["client"] + 1, before  # it scrolled in its box
    button = page.locator(BUTTON)
    expect(button).to_be_visible()
    assert button.inner_text() == text(lang, "page", "answer-only")
    assert button.get_attribute("title") == text(lang, "page", "answer-only-tip")
    toggle(page, button, how, "a")
    assert button.get_attribute("aria-pressed") == "true"
    # pressed, it looks pressed (teacher trial 17: which view is on, and the way back)
    looks = "(b) => getComputedStyle(b).backgroundColor + getComputedStyle(b).boxShadow"
    layout_only = page.locator(".fiveup-stepper .fiveup-nav button.fiveup-board-only")
    assert button.evaluate(looks) != layout_only.evaluate(looks)
    seen = page.evaluate(LAST_LINE)
    assert seen["last"][3] <= HEIGHT and seen["last"][1] >= 0, seen
    assert seen["seen"] and seen["scroll"] <= seen["client"] + 1 and seen["windowScroll"] == 0, seen
    assert seen["font"] >= page_font - 0.01, (seen, page_font)
    assert sorted(page.evaluate(SHOWN_PANELS)) == ["fiveup-ask", "fiveup-end"]
    tiles = page.evaluate(BOXES, ".fiveup-stepper .fiveup-end svg.fiveup-hand")
    assert tiles and all(t[3] <= HEIGHT and t[2] <= WIDTH for t in tiles), tiles
    boxes = [b for sel in (".fiveup-nav", ".fiveup-panel.fiveup-ask", ".fiveup-panel.fiveup-end")
             for b in page.evaluate(BOXES, f".fiveup-stepper {sel}")]
    assert all(apart(a, b) for k, a in enumerate(boxes) for b in boxes[k + 1:]), boxes
    toggle(page, button, how, "Escape")
    assert button.get_attribute("aria-pressed") == "false"
    # (the count stands in the layout's place at a projector since quiz61, teach25 F3)
    expect(page.locator(".fiveup-stepper .fiveup-table .fiveup-panel.fiveup-end")).to_be_visible()
    expect(page.locator(".fiveup-stepper .fiveup-status")).to_be_visible()
    expect(page.locator(".fiveup-ask .fiveup-said.right")).to_be_visible()


@pytest.mark.parametrize("lang", LANGS)
def test_answer_only_gives_nothing_away_before_an_answer(
        quiz_pages: dict[str, Path], page: Page, lang: str) -> None:
    """Issue 31, R21-R24 (the count is the question's answer): at the count question, before it
    is answered, and at a placement's question answered wrong (R9, R14, R15), there is no
    "Answer only" button and the key A does nothing: the question stays asked, its choices
    shown. Once the placement's question is answered rightly, the button is there."""
    answer(page, quiz_pages[lang], "count")
    expect(page.locator(BUTTON)).to_be_hidden()
    page.locator(".fiveup-stepper").press("a")
    page.wait_for_timeout(200)
    assert "fiveup-answer-only" not in (page.locator(".fiveup-stepper").get_attribute("class") or "")
    expect(page.locator(".fiveup-stepper .fiveup-ask button.fiveup-pick").first).to_be_visible()
    expect(page.locator(".fiveup-stepper .fiveup-table .fiveup-panel.fiveup-end")).to_be_visible()
    page.goto("about:blank")
    answer(page, quiz_pages[lang], "wrong")
    expect(page.locator(BUTTON)).to_be_hidden()
    page.goto("about:blank")
    answer(page, quiz_pages[lang], "right")
    expect(page.locator(BUTTON)).to_be_visible()
    page.locator(BUTTON).click()
    page.wait_for_timeout(200)
    assert page.evaluate(SHOWN_PANELS) == ["fiveup-ask"]
    seen = page.evaluate(LAST_LINE)
    assert seen["seen"] and seen["last"][3] <= HEIGHT, seen


def test_answer_only_after_show_the_answer_and_a_step_on(quiz_pages: dict[str, Path], page: Page) -> None:
    """Issue 31 (R21-R24): the count's answer shown by "Show the answer" (not answered rightly)
    also opens "Answer only" (by itself since quiz49), its explanation whole in the window; a
    step on (→) leaves the view and the button, and the page shows the next count step, in the
    layout's place at a projector (quiz61, teach25 F3)."""
    answer(page, quiz_pages["en"], "count")
    page.locator(".fiveup-ask button.fiveup-reveal").click()
    page.wait_for_timeout(300)
    expect(page.locator(BUTTON)).to_be_visible()
    # the explanation does not fit its box: the view opened by itself, pressed (quiz49)
    assert page.locator(BUTTON).get_attribute("aria-pressed") == "true"
    seen = page.evaluate(LAST_LINE)
    assert seen["seen"] and seen["last"][3] <= HEIGHT and seen["scroll"] <= seen["client"] + 1, seen
    page.locator(".fiveup-stepper").press("ArrowRight")
    page.wait_for_timeout(300)
    assert page.locator(".fiveup-stepper").get_attribute("data-count") == "2"
    expect(page.locator(BUTTON)).to_be_hidden()
    assert "fiveup-answer-only" not in (page.locator(".fiveup-stepper").get_attribute("class") or "")
    expect(page.locator(".fiveup-stepper .fiveup-table .fiveup-panel.fiveup-end")).to_be_visible()
