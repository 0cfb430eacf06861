"""Teacher trial 9, finding 7 (session 38), in headless Chromium and offline: with the questions
on, the End key and the End button jumped from a position with no open question past the
questions to the end of the hand, showing every count unasked; a jump forward stopped at the
first question not yet asked, until teacher trial 13 (friction 2, session 40): now it goes past
the placements' questions, unanswered, and stops at the hand's count question.
And one default for which positions ask: the site's example
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


@pytest.mark.parametrize("asks", ASKS)
@pytest.mark.parametrize("how", ["key", "button"])
def test_end_goes_to_the_hands_count_question(tmp_path: Path, page: Page, asks: str,
                                              how: str) -> None:
    """Finding 7, as teacher trial 13 (friction 2) changed it: from the game's start with the
    questions on (each choice of which positions ask), End (the key, or the button) jumps past
    the placements' questions, which stay unanswered, and stops at the hand's count question
    (R21-R27), which waits: no step of the count shows before it is asked. (Trial 9's End
    stopped at the first question on the way; a teacher whose lesson runs short could not
    jump.)"""
    refused = offline(page, ("file:", "data:", "blob:"))
    path = _site_page(tmp_path)
    _open(page, path, asks)
    if how == "key":
        page.locator(".fiveup-stepper").focus()
        page.keyboard.press("End")
    else:
        page.get_by_role("button", name=text("en", "page", "end"), exact=True).click()
    expect(page.locator(QUESTION).first).to_be_visible()
    assert page.evaluate("location.hash") == "#hand=1&count=1"
    # End there skips the count, to the next hand (teacher trial 15, F2): never into the count
    expect(page.get_by_role("button", name=text("en", "page", "end"), exact=True)).to_be_enabled()
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
