"""Issue 31 (session 42, paper54), the quiz's small frictions, in headless Chromium on
`fiveup-viz html partners --quiz --projector` (en, it, fi):

- "Answer only" at 1920x1080 kept the page's text size: two lines on a white screen
  (teach20 F3); its type now grows with the window, as large as fits;
- the decisions an explanation cites (D6, D2) had no dotted tooltip in Italian and Finnish,
  where the R numbers beside them had one (the books there state no decisions to link to);
- the End key after an answer (teach21 F4): a guard that the answer box gives up the focus
  once the question is over, and keeps it after a wrong answer (a new number is a new try)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page

from tests.conftest import CHROMIUM
from tests.test_browser_projector_proj48 import BUTTON, LAST_LINE
from tests.test_browser_quiz_quiz49 import _classes, _open

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
LANGS = ["en", "it", "fi"]
STEPPER = ".fiveup-stepper"
#: The page's own text size at a projector at 1920x1080 (`panels.PROJECTOR_PAGE_TEXT`).
PAGE_TEXT_1920 = 28
WINDOW = """() => ({scroll: document.documentElement.scrollHeight, client: window.innerHeight,
  bottom: document.querySelector('.fiveup-stepper').getBoundingClientRect().bottom,
  question: parseFloat(getComputedStyle(document.querySelector('.fiveup-ask p.question')).fontSize)})"""


def _fits(page: Page, size: tuple[int, int]) -> dict[str, Any]:
    seen = page.evaluate(LAST_LINE)
    window = page.evaluate(WINDOW)
    assert seen["seen"] and seen["last"][3] <= size[1], seen
    assert seen["scroll"] <= seen["client"] + 1 and seen["windowScroll"] == 0, seen
    assert window["bottom"] <= size[1] + 1, window  # the page's last line (the tiles held) too
    if size[0] == 1920:  # (at 1024x768 the Italian and Finnish page scrolls 4 px at its own size)
        assert window["scroll"] <= window["client"] + 1, window
    return {**seen, **window}


@pytest.mark.parametrize("lang", LANGS)
def test_answer_only_at_1920_grows_a_short_answer(quiz_pages: dict[str, Path], page: Page, lang: str) -> None:
    """teach20 F3 (R9, R14, R15: [5|5] opens for 10 raw): at 1920x1080 "Answer only" showed the
    placement's answer in the page's 28 px text, two lines at the top of a white screen. Its
    question and answer now grow with the window (at least 1.5 times the page's text, 42 px),
    and still fit: the last line inside the window, no scrolling anywhere."""
    size = (1920, 1080)
    _open(page, quiz_pages[lang], size, "#hand=1&step=1")
    page.fill(".fiveup-ask input", "10")
    page.keyboard.press("Enter")
    page.wait_for_selector(".fiveup-ask .fiveup-said.right")
    page.locator(BUTTON).click()
    page.wait_for_timeout(300)
    assert "fiveup-answer-only" in _classes(page)
    seen = _fits(page, size)
    assert seen["font"] >= 1.5 * PAGE_TEXT_1920 and seen["question"] == seen["font"], seen
    page.locator(STEPPER).press("Escape")  # back: the page's own size
    page.wait_for_timeout(300)
    assert page.evaluate(LAST_LINE)["font"] <= PAGE_TEXT_1920


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)], ids=["1024x768", "1920x1080"])
@pytest.mark.parametrize("lang", LANGS)
def test_the_counts_answer_opens_by_itself_and_fits_in_larger_type(
        quiz_pages: dict[str, Path], page: Page, lang: str, size: tuple[int, int]) -> None:
    """teach20 F3 with quiz49's rule (R21-R24, the count's explanation): the count answered
    rightly opens "Answer only" by itself at 1024x768 and 1920x1080, and the whole explanation
    fits the window with the tiles held. At 1920x1080 its type is larger than the page's 28 px
    (the long Finnish one too); at 1024x768 it is never below the page's own size."""
    _open(page, quiz_pages[lang], size, "#hand=1&count=1")
    page.locator(".fiveup-ask button.fiveup-pick").nth(2).click()
    page.locator(".fiveup-ask button.fiveup-check").click()
    page.wait_for_selector(".fiveup-ask .fiveup-said.right")
    page.wait_for_timeout(400)
    assert "fiveup-answer-only" in _classes(page)
    assert page.locator(BUTTON).get_attribute("aria-pressed") == "true"
    seen = _fits(page, size)
    assert seen["font"] > PAGE_TEXT_1920 if size[0] == 1920 else seen["font"] >= 20, seen


@pytest.mark.parametrize("lang", LANGS)
def test_a_cited_decision_has_its_tooltip(quiz_pages: dict[str, Path], page: Page, lang: str) -> None:
    """paper54 (D6, D2 in the count's explanation, RULES.md decisions): the Italian and Finnish
    explanations cite D6 and D2 as plain text beside dotted R numbers. Every cited decision is
    now dotted with its one line (rules.ftl `rule-D6`) as a tooltip, as an R is; it is a link
    only where the rule book has its anchor (the English book)."""
    _open(page, quiz_pages[lang], (1920, 1080), "#hand=1&count=1")
    page.locator(".fiveup-ask button.fiveup-reveal").click()
    page.wait_for_timeout(300)
    cited = page.evaluate("""() => Array.from(document.querySelectorAll(
      '.fiveup-ask .fiveup-said .fiveup-rule')).map((e) => [e.textContent, e.title,
      getComputedStyle(e).textDecorationStyle])""")
    decisions = {text: (title, style) for text, title, style in cited if text.startswith("D")}
    assert set(decisions) == {"D2", "D6"}, cited
    for text, (title, style) in decisions.items():
        assert title.startswith(text + ". ") and len(title) > 10 and style == "dotted", (text, title)


@pytest.mark.parametrize("how", ["typed", "shown"])
def test_the_end_key_after_the_answer_goes_to_the_hands_end(
        quiz_pages: dict[str, Path], page: Page, how: str) -> None:
    """teach21 F4 (R9, R14, R15: [5|5] opens for 10 raw): after a wrong number the box keeps the
    focus (the next number typed is a new try); once the answer is right (typed again, Enter)
    or shown, the box gives up the focus and End jumps to the hand's end (R21: its count)."""
    _open(page, quiz_pages["it"], (1024, 768), "#hand=1&step=1")
    page.fill(".fiveup-ask input", "35")
    page.keyboard.press("Enter")
    page.wait_for_selector(".fiveup-ask .fiveup-said.wrong")
    assert page.evaluate("() => document.activeElement.tagName") == "INPUT"
    if how == "typed":
        page.keyboard.type("10")
        page.keyboard.press("Enter")
        page.wait_for_selector(".fiveup-ask .fiveup-said.right")
    else:
        page.locator(".fiveup-ask button.fiveup-reveal").click()
    page.wait_for_timeout(300)
    assert page.evaluate("() => document.activeElement.tagName") != "INPUT"
    page.keyboard.press("End")
    page.wait_for_timeout(300)
    assert page.locator(STEPPER).get_attribute("data-count") == "1"
