"""Issue 31 (session 44, quiz74; teach32 frictions 2 and 3), in headless Chromium and offline.

Friction 2: on a quiz page the keys' line said that Home and End, pressed a second time, go to
the start and the end of the game, but with the questions on End goes from the hand's count
question (R21-R27) to the next hand (teacher trial 15, F2: a teacher whose lesson runs short
skips question by question). The page keeps what End does and its keys' line now says it.

Friction 3: at 1920x1080 with `--projector` the tiles in "Tiles in hand" stayed 64 px and the
switches' checkboxes 13 px beside 28 px text: the back row could not count the pips the count
question asks about (R21-R27). They now grow with the window; a 768 px high projector keeps its
sizes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from fiveup_viz.pages.page import game_page
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM, offline

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
EXAMPLE = "partners"
QUESTION = ".fiveup-stepper .fiveup-ask .fiveup-quiz-question"
HANDS = ".fiveup-stepper .fiveup-panel div.hands svg.fiveup-hand"
CHECKS = ".fiveup-stepper .fiveup-nav input[type=checkbox]"


def _page(tmp_path: Path, lang: str) -> Path:
    """`fiveup-viz html partners --quiz --projector` in `lang`."""
    path = tmp_path / f"{EXAMPLE}-{lang}.html"
    path.write_text(game_page(examples.load(EXAMPLE), lang=lang, quiz=True, projector=True),
                    encoding="utf-8")
    return path


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_quiz_keys_line_says_where_end_goes(tmp_path: Path, page: Page, lang: str) -> None:
    """teach32 friction 2: with the questions on, the keys' line says that End stops at the
    hand's count question and goes from a question not answered to the next hand, and End does
    that: the count's question of hand 1, hand 2's start, hand 2's count question (R21-R27).
    With the questions off, the line is the usual one again (Home/End twice: the game)."""
    refused = offline(page, ("file:", "data:", "blob:"))
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.goto(_page(tmp_path, lang).as_uri())
    keys = page.locator(".fiveup-stepper .fiveup-keys")
    expect(keys).to_be_visible()
    expect(keys).to_have_text(text(lang, "page", "keys-quiz"))
    page.locator(".fiveup-stepper").focus()
    seen = []
    for _ in range(3):
        page.keyboard.press("End")
        expect(page.locator(".fiveup-stepper")).to_be_attached()
        page.wait_for_timeout(150)
        seen.append(page.evaluate("location.hash"))
    assert seen == ["#hand=1&count=1", "#hand=2&step=0", "#hand=2&count=1"]
    expect(page.locator(QUESTION).first).to_be_visible()
    page.get_by_role("checkbox", name=text(lang, "quiz", "toggle"), exact=True).uncheck()
    expect(keys).to_have_text(text(lang, "page", "keys"))
    page.get_by_role("checkbox", name=text(lang, "quiz", "toggle"), exact=True).check()
    expect(keys).to_have_text(text(lang, "page", "keys-quiz"))
    assert refused == []


def _heights(page: Page, selector: str) -> list[float]:
    return page.evaluate("(s) => [...document.querySelectorAll(s)].filter((e) => e.getClientRects().length)"
                         ".map((e) => e.getBoundingClientRect().height)", selector)


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_hands_and_checkboxes_grow_at_1920(tmp_path: Path, page: Page, lang: str) -> None:
    """teach32 friction 3: at 1920x1080 the tiles in "Tiles in hand" are about 1.5 times their
    1024x768 size (97 px, not 64), their row inside the window, and the switches' checkboxes as
    large as the controls' type (26 px, not 13); at 1024x768 both keep their sizes (64 px and
    13 px) (R21-R27: the class counts the pips in the hands)."""
    path = _page(tmp_path, lang)
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.goto(path.as_uri())
    expect(page.locator(HANDS).first).to_be_visible()
    held = _heights(page, HANDS)
    assert len(held) == 4 and all(h >= 90 for h in held), held
    assert page.evaluate("document.documentElement.scrollWidth") <= 1920
    assert all(h >= 24 for h in _heights(page, CHECKS)), _heights(page, CHECKS)
    page.screenshot(path=str(tmp_path / "shot.png"))
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(path.as_uri())
    expect(page.locator(HANDS).first).to_be_visible()
    assert all(abs(h - 64.4) < 1 for h in _heights(page, HANDS)), _heights(page, HANDS)
    assert all(abs(h - 13) < 1 for h in _heights(page, CHECKS)), _heights(page, CHECKS)
