"""Issue 31 (3): GameViewer(quiz=True) in real JupyterLab. Its front end (the anywidget) asks
at a placement, shows no count before the answer, and checks the answers with the reason and
the rule, as the game page does (they share frames and script)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from tests.conftest import lab_fixture
from tests.test_browser_quiz import EXAMPLE, scoring_placement
from tests.test_browser_review import viewer_in_lab

own_lab = lab_fixture("quiz", chromium=True)  # a JupyterLab server of this module's own


@pytest.mark.browser
def test_game_viewer_front_end_asks_and_checks(own_lab: tuple[str, Path], page: Page) -> None:
    """GameViewer(quiz=True): Next from the stop before a scoring placement asks how many raw
    points; before the answer the caption has no count and Next is disabled; a wrong answer
    gets R14, R15; the right one shows the count."""
    action, raw = scoring_placement()
    viewer = viewer_in_lab(page, own_lab, "quiz.ipynb",
                           "from fiveup_viz.widgets import GameViewer\n"
                           f"viewer = GameViewer({EXAMPLE!r}, quiz=True, start=(0, {action}))\n")
    expect(viewer).to_have_attribute("data-step", str(action), timeout=30_000)
    viewer.get_by_role("button", name="Next", exact=True).click()
    expect(viewer).to_have_attribute("data-step", str(action + 1))
    question = viewer.locator(".fiveup-ask .fiveup-quiz-question")
    expect(question).to_be_visible()
    expect(viewer.locator(".fiveup-caption")).not_to_contain_text("Placement points")
    expect(viewer.get_by_role("button", name="Next", exact=True)).to_be_disabled()
    box = question  # the question's own box: its input, buttons and feedback
    box.locator("input").fill(str(raw + 5))
    box.get_by_role("button", name="Check").click()
    expect(box.locator(".fiveup-said")).to_contain_text("(R14, R15)")
    box.get_by_role("button", name="Try again").click()
    box.locator("input").fill(str(raw))
    box.get_by_role("button", name="Check").click()
    expect(box.locator(".fiveup-said")).to_contain_text("Right.")
    expect(viewer.locator(".fiveup-caption")).to_contain_text("Placement points")
    expect(viewer.get_by_role("button", name="Next", exact=True)).to_be_enabled()
