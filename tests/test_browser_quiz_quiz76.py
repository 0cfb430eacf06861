"""Session 45, quiz76, in headless Chromium and offline, en/it/fi:

- quiz74: on a quiz page (`fiveup-viz html partners --quiz`) the End button's tooltip said "End
  of the hand, after its count (End)", but with the count's question unanswered End goes to
  that question (R21-R27), and from it to the next hand's start. The tooltip now says where
  End goes from the position shown; once the question is answered, with the questions off and
  on a page without the quiz, it is the usual one. GameViewer(quiz=True)'s kernel-free copy
  (the same front end, `stepper.js`) says the same.
- teach34 friction 3: the line under a question names the button as labelled on screen, in
  the language's quotes ("press “End”"), not the bare word, which reads as the key too.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from fiveup_viz.pages.page import write_page
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM, offline

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
EXAMPLE = "partners"  # hand 1: 21 actions, Ada goes out; the count's question at #hand=1&count=1
PROJECTOR = {"width": 1024, "height": 768}
STEPPER = ".fiveup-stepper"
QUESTION = ".fiveup-stepper .fiveup-ask .fiveup-quiz-question"
LANGS = ["en", "it", "fi"]


def _page(tmp_path: Path, lang: str, *, quiz: bool = True) -> Path:
    """`fiveup-viz html partners [--quiz] --projector --lang LANG`."""
    return write_page(examples.load(EXAMPLE), tmp_path / f"page-{lang}-{quiz}.html", lang=lang,
                      quiz=quiz, projector=True)


def _end_says(page: Page, lang: str, key: str) -> None:
    """The End button (by its label) has the tooltip page.ftl `key` in `lang`."""
    end = page.locator(STEPPER).get_by_role("button", name=text(lang, "page", "end"), exact=True)
    expect(end).to_have_attribute("title", text(lang, "page", key))


def _at(page: Page, fragment: str) -> None:
    page.evaluate(f"location.hash = '{fragment}'")
    expect(page.locator(STEPPER)).to_have_attribute("data-hand", fragment.split("=")[1].split("&")[0])


@pytest.mark.parametrize("lang", LANGS)
def test_the_end_tooltip_says_where_end_goes_on_a_quiz_page(tmp_path: Path, page: Page,
                                                           lang: str) -> None:
    """quiz74 (R21-R27): at hand 1's first placement question and at its last placement (no
    question there), the tooltip says End goes to the hand's count question, and End goes there;
    there it says End goes on to the next hand, the question unanswered, and End does; at hand
    2's start it says the count question again. The question answered (its answer shown), End
    goes to the hand's end after its count, and the tooltip says that, as it does with the
    questions switched off."""
    refused = offline(page, ("file:", "data:", "blob:"))
    page.set_viewport_size(PROJECTOR)
    page.goto(_page(tmp_path, lang).as_uri() + "#hand=1&step=1")
    expect(page.locator(QUESTION).first).to_be_visible()
    _end_says(page, lang, "end-tip-question")
    _at(page, "#hand=1&step=21")
    expect(page.locator(STEPPER)).to_have_attribute("data-step", "21")
    _end_says(page, lang, "end-tip-question")
    page.locator(STEPPER).get_by_role("button", name=text(lang, "page", "end"), exact=True).click()
    expect(page.locator(STEPPER)).to_have_attribute("data-count", "1")
    expect(page.locator(QUESTION).first).to_be_visible()
    _end_says(page, lang, "end-tip-next")
    page.locator(STEPPER).get_by_role("button", name=text(lang, "page", "end"), exact=True).click()
    expect(page.locator(STEPPER)).to_have_attribute("data-hand", "2")
    assert page.evaluate("location.hash") == "#hand=2&step=0"
    _end_says(page, lang, "end-tip-question")
    # hand 1's count question answered (its answer shown): End goes to the count's end
    _at(page, "#hand=1&count=1")
    expect(page.locator(STEPPER)).to_have_attribute("data-count", "1")
    page.locator(QUESTION).first.get_by_role("button", name=text(lang, "exercise", "reveal")).click()
    _end_says(page, lang, "end-tip")
    page.locator(STEPPER).get_by_role("button", name=text(lang, "page", "end"), exact=True).click()
    expect(page.locator(STEPPER)).to_have_attribute("data-count", "6")
    # the questions off: the usual tooltip where a question would wait
    _at(page, "#hand=2&step=1")
    _end_says(page, lang, "end-tip-question")
    page.get_by_role("checkbox", name=text(lang, "quiz", "toggle"), exact=True).uncheck()
    _end_says(page, lang, "end-tip")
    assert refused == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_page_without_the_quiz_keeps_its_tooltip(tmp_path: Path, page: Page, lang: str) -> None:
    """quiz74: `fiveup-viz html partners` (no quiz): End goes to the hand's end after its count
    (R21-R27) and its tooltip says so, today's text, at a placement and at the count."""
    page.set_viewport_size(PROJECTOR)
    page.goto(_page(tmp_path, lang, quiz=False).as_uri() + "#hand=1&step=1")
    _end_says(page, lang, "end-tip")
    _at(page, "#hand=1&count=1")
    expect(page.locator(STEPPER)).to_have_attribute("data-count", "1")
    _end_says(page, lang, "end-tip")
    page.locator(STEPPER).get_by_role("button", name=text(lang, "page", "end"), exact=True).click()
    expect(page.locator(STEPPER)).to_have_attribute("data-count", "6")


def test_the_viewers_kernel_free_copy_says_the_same(tmp_path: Path, page: Page) -> None:
    """quiz74: GameViewer(quiz=True)'s kernel-free copy (its text/html, the same front end):
    at hand 1's first placement question End's tooltip is the count question's, in Italian, and
    at that question the next hand's."""
    from fiveup_viz.widgets import GameViewer

    viewer = GameViewer(EXAMPLE, lang="it", quiz=True, start=(0, 1))
    html = viewer._repr_mimebundle_()["text/html"]
    path = tmp_path / "copy.html"
    path.write_text(f'<!DOCTYPE html><html lang="it"><meta charset="utf-8"><body>{html}</body></html>',
                    encoding="utf-8")
    page.goto(path.as_uri())
    expect(page.locator(STEPPER)).to_have_attribute("data-step", "1")
    _end_says(page, "it", "end-tip-question")
    page.locator(STEPPER).get_by_role("button", name=text("it", "page", "end"), exact=True).click()
    expect(page.locator(STEPPER)).to_have_attribute("data-count", "1")
    _end_says(page, "it", "end-tip-next")


@pytest.mark.parametrize("lang", LANGS)
def test_the_line_under_a_question_quotes_the_button(tmp_path: Path, page: Page, lang: str) -> None:
    """teach34 friction 3: under a waiting question the line names the End button as labelled
    (End, Fine, Loppuun) in the language's quotes, as it quotes an answer (exercise.ftl
    `quoted`); the line is inside the window at a 1024x768 projector."""
    page.set_viewport_size(PROJECTOR)
    page.goto(_page(tmp_path, lang).as_uri() + "#hand=1&step=1")
    line = page.locator(".fiveup-stepper .fiveup-quiz-skip")
    expect(line).to_be_visible()
    quoted = text(lang, "exercise", "quoted", text=text(lang, "page", "end"))
    expect(line).to_contain_text(quoted)
    box, view = line.bounding_box(), page.viewport_size
    assert box is not None and view is not None and box["y"] + box["height"] <= view["height"]
    page.screenshot(path=str(tmp_path / f"skip-{lang}.png"))
