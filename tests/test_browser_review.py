"""Issue 30 (1, 2): GameViewer's Review in real JupyterLab. The learner presses the visible
Review button, the coach's marks appear in the viewer's review panel, and the panel follows the
stop shown when the learner steps with the visible Next button."""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Locator, Page, expect

from fiveup_viz.pages.review import REVIEW_MARKS, coach_phrases
from fiveup_viz.rules import examples
from tests.conftest import lab_fixture, open_notebook, run_cell, write_notebook

OUTPUT = Path(os.environ.get("FIVEUP_TEST_OUTPUT") or tempfile.gettempdir()) / "fiveup-test-output"
EXAMPLE = "two-players"


own_lab = lab_fixture("review", chromium=True)  # a JupyterLab server of this module's own


def viewer_in_lab(page: Page, lab: tuple[str, Path], name: str, code: str) -> Locator:
    """A notebook `name` of one cell, `code` (which displays a GameViewer as `viewer`), opened in
    the lab and run: the viewer's stepper as the page shows it."""
    base, root = lab
    write_notebook([code + "display(viewer)\nprint('VIEWER' + '-READY')"], root / name)
    open_notebook(page, base, name)
    run_cell(page, 0)
    expect(page.locator(".jp-OutputArea-output", has_text="VIEWER-READY")).to_be_visible(
        timeout=60_000)
    return page.locator(".jp-Notebook:visible .fiveup-viewer .fiveup-stepper")


def two_plays_in_a_row() -> tuple[int, list[int]]:
    """The first action of hand 1 that is a placement followed by another, and every placement."""
    actions = examples.load(EXAMPLE).hands[0].actions
    plays = [i for i, a in enumerate(actions) if a.kind == "play"]
    return next(i for i in plays if i + 1 in plays), plays


@pytest.mark.browser
def test_review_button_marks_the_moves_and_the_panel_follows_next(
        own_lab: tuple[str, Path], page: Page) -> None:
    """Issue 30: the Review button is pressed in a real JupyterLab page and its marks appear:
    face up, every placement of the hand shown is marked (★ ✓ ?! ?, or none for an only move),
    the last move played is in words; Next moves the marked move and the words on."""
    action, plays = two_plays_in_a_row()
    viewer = viewer_in_lab(page, own_lab, "review.ipynb",
                           "from fiveup_viz.widgets import GameViewer\n"
                           f"viewer = GameViewer({EXAMPLE!r}, start=(0, {action + 1}))\n"
                           "viewer.review_budget_ms = 5  # the coach's time per placement: a quick review\n")
    expect(viewer).to_have_attribute("data-step", str(action + 1), timeout=30_000)
    panel = viewer.locator(".fiveup-review")
    expect(panel.locator("span.review")).to_have_count(0)  # not reviewed yet
    label = coach_phrases("en")["review"]  # the button's words, after its icon's glyph
    review = page.locator(".jp-Notebook:visible").get_by_role(
        "button", name=re.compile(rf"^\W*{re.escape(label)}$"))
    expect(review).to_be_visible()
    review.click()
    marks = panel.locator("span.review")
    expect(marks).to_have_count(len(plays), timeout=30_000)  # face up: the hand's placements
    expect(panel).to_be_visible()
    shown = marks.all_inner_texts()
    symbols = {m.strip() for m in REVIEW_MARKS.values() if m.strip()}
    assert all(re.search(r"\[\d\|\d\]", t) for t in shown)
    assert any(t.split("]")[-1].strip() in symbols for t in shown), shown  # ★ ✓ ?! ?
    now = panel.locator("span.review.now")
    expect(now).to_have_attribute("data-action", str(action))
    line = panel.locator(".review-line")
    expect(line).to_contain_text("Hand 1,")
    before = line.inner_text()
    viewer.get_by_role("button", name="Next", exact=True).click()
    expect(viewer).to_have_attribute("data-step", str(action + 2))
    expect(now).to_have_attribute("data-action", str(action + 1))
    expect(line).not_to_have_text(before)
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(OUTPUT / "game-viewer-review.png"), full_page=True)
