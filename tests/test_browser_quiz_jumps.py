"""Teacher trial 9, finding 7 (session 38), in headless Chromium and offline: with the questions
on, the End key and the End button jumped from a position with no open question past the
questions to the end of the hand, showing every count unasked; now a jump forward stops at the
first question not yet asked. And one default for which positions ask: the site's example
pages ask what `fiveup-viz html --quiz` asks (`quiz.CLASS_ASKS`, the placements that score and
the counts: R15, R21-R27)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from fiveup_viz.cli.main import main
from fiveup_viz.pages.page import game_page
from fiveup_viz.pages.quiz import ASKS, CLASS_ASKS
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM, offline

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
EXAMPLE = "blocked-tie"
QUESTION = ".fiveup-stepper .fiveup-ask .fiveup-quiz-question"


def _site_page(tmp_path: Path) -> Path:
    """The example game as the site has it: a quiz whose switch is off until ticked."""
    path = tmp_path / f"{EXAMPLE}.html"
    path.write_text(game_page(examples.load(EXAMPLE), lang="en", quiz=True, asking=False),
                    encoding="utf-8")
    return path


def _open(page: Page, path: Path, asks: str) -> None:
    page.goto(path.as_uri())
    page.get_by_role("checkbox", name=text("en", "quiz", "toggle"), exact=True).check()
    page.locator("select.fiveup-quiz-asks").select_option(asks)
    expect(page.locator(QUESTION)).to_have_count(0)


def _first_question_by_steps(page: Page) -> str:
    """The fragment of the first stop that asks, reached with the arrow key one stop at a time."""
    page.locator(".fiveup-stepper").focus()
    for _ in range(200):
        if page.locator(QUESTION).count():
            return page.evaluate("location.hash")
        page.keyboard.press("ArrowRight")
    raise AssertionError("no question asked")


@pytest.mark.parametrize("asks", ASKS)
@pytest.mark.parametrize("how", ["key", "button"])
def test_end_stops_at_the_first_unasked_question(tmp_path: Path, page: Page, asks: str,
                                                 how: str) -> None:
    """Finding 7: from the game's start with the questions on (each choice of which positions
    ask), End (the key, or the button) shows the first question not yet asked, the one the
    arrow key reaches stepping, and its question waits; no count shows before it is asked."""
    refused = offline(page, ("file:", "data:", "blob:"))
    path = _site_page(tmp_path)
    _open(page, path, asks)
    stepped = _first_question_by_steps(page)
    _open(page, path, asks)
    if how == "key":
        page.locator(".fiveup-stepper").focus()
        page.keyboard.press("End")
    else:
        page.get_by_role("button", name=text("en", "page", "end"), exact=True).click()
    expect(page.locator(QUESTION).first).to_be_visible()
    assert page.evaluate("location.hash") == stepped
    expect(page.get_by_role("button", name=text("en", "page", "end"), exact=True)).to_be_disabled()
    assert refused == []


def test_the_site_and_the_command_line_ask_the_same_by_default(tmp_path: Path, page: Page,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Finding 7: the site's example page and `fiveup-viz html --quiz` choose the same positions
    to ask at first, `quiz.CLASS_ASKS` (the placements that score and the counts)."""
    monkeypatch.chdir(tmp_path)
    assert main(["html", EXAMPLE, "--quiz", "-o", "cli.html"]) == 0
    chosen = {}
    for name, path in (("cli", tmp_path / "cli.html"), ("site", _site_page(tmp_path))):
        page.goto(path.as_uri())
        chosen[name] = page.locator("select.fiveup-quiz-asks").input_value()
    assert chosen == {"cli": CLASS_ASKS, "site": CLASS_ASKS}
