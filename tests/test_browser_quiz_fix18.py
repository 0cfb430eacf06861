"""fix18 item 2, in headless Chromium: the quiz page of blocked-tie (`fiveup-viz html
blocked-tie --quiz`) at hand 4's count shows an answer that names each group's credit (R25,
R26), in English, Italian and Finnish."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from fiveup_viz.pages.page import write_page
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM
from tests.test_reader_words_fix18 import GROUPS

OUTPUT = Path(os.environ.get("FIVEUP_TEST_OUTPUT") or tempfile.gettempdir()) / "fiveup-test-output"
pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]


@pytest.mark.parametrize("lang", GROUPS)
def test_the_blocked_hand_s_shown_answer_names_each_group(tmp_path: Path, page: Page,
                                                          lang: str) -> None:
    """Item 2: "The answer: Bea and Dan: 5 raw and 5 raw." did not say which group earned
    which credit; the page now shows "… 5 raw (Bea's group) and 5 raw (Dan's group)"."""
    path = write_page(examples.load("blocked-tie"), tmp_path / "quiz.html", lang=lang, quiz=True)
    page.goto(path.as_uri() + "#hand=4&count=1")
    question = page.locator(".fiveup-stepper .fiveup-ask .fiveup-quiz-question")
    question.get_by_role("button", name=text(lang, "exercise", "reveal")).click()
    said = question.locator(".fiveup-said")
    expect(said).to_contain_text(text(lang, "exercise", "answer-is", solution=GROUPS[lang]))
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(OUTPUT / f"quiz-blocked-groups-{lang}.png"), full_page=False)
