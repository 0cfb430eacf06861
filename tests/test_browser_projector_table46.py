"""Issue 31 (session 41, table46; teacher trial 15 F1 and F8, left open by proj42): the class's
table of `fiveup-viz table --projector` in real JupyterLab (headless Chromium, a live kernel) at
1024x768, after three moves of the class (seed 16: a 12-tile board, the bots' turns since the
class's move): "Enlarge the layout" shows the board at the output's width, and "what happened"
keeps its newest line on screen with the file browser open too."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Locator, Page, expect

from fiveup_viz.words.messages import table as phrases
from tests.conftest import CHROMIUM, lab_fixture
from tests.test_browser_projector_bots_shown import after_three_moves, low_edge

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
WIDTH, HEIGHT = 1024, 768
#: How much larger the enlarged board's tiles must be than the usual layout's at 1024x768:
#: measured 62.3 -> 103.9 px with the file browser closed, 43.7 -> 72.9 px with it open (1.67x)
#: while the enlarged board took the whole window and pushed the class's tiles and moves off
#: it; since table52 (teach20 friction 2) the enlarged board shares the window with the turn,
#: the class's tiles and its moves: 62.3 -> 83.4 px closed (1.34x), a height-bound board; since
#: table65 (teach27 F2) the turn's row also holds the bots' actions since the class's move (three
#: short lines in Italian), which the picture gives way to: 60.5 -> 73.6 px closed (1.22x).
ENLARGED = 1.18


own_lab = lab_fixture("table46")  # a JupyterLab server of this module's own


def _largest_tile(table: Locator) -> float:
    """The longest side of the board's largest tile, as drawn (px)."""
    sizes = table.locator(".fiveup-picker-layout svg g.tile").evaluate_all(
        "gs => gs.map(g => { const r = g.getBoundingClientRect(); return Math.max(r.width, r.height); })")
    assert len(sizes) == 12
    return float(max(sizes))


@pytest.mark.parametrize("files", [False, True], ids=["files-closed", "files-open"])
def test_enlarge_the_layout_at_a_projector(own_lab: tuple[str, Path], page: Page, files: bool) -> None:
    """Issue 31, item 1 (teacher trial 15 F8; R13: the class reads the open ends to choose): a
    12-tile board's tiles were 62 px (file browser closed) and 44 px (open) beside the side
    column. "Enlarge the layout" shows it at the output's width: its tiles ENLARGED times as
    large, the board on screen; the class's tiles and both moves are still there below it (shown
    by scrolling), and the toggle names no tile (R6). Pressed again, the usual layout is back."""
    table = after_three_moves(own_lab, page, "it", files)
    before = _largest_tile(table)
    toggle = table.locator(".fiveup-table-enlarge")
    label = phrases("it")["ui.enlarge"]
    expect(toggle).to_have_text(label)
    assert not re.search(r"\[\d\|\d\]", (toggle.get_attribute("title") or "") + label)
    low = low_edge(page)
    box = toggle.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= low, box
    toggle.click()
    page.wait_for_timeout(800)
    after = _largest_tile(table)
    assert after >= ENLARGED * before, (before, after)
    board = table.locator(".fiveup-picker-layout svg").bounding_box()
    assert board is not None and board["y"] >= 0 and board["y"] + board["height"] <= low, board
    buttons = table.locator(".fiveup-table-moves button")
    expect(buttons).to_have_count(2)
    for part in (table.locator(".fiveup-picker-hand svg.fiveup-hand"), buttons.first, buttons.last):
        part.scroll_into_view_if_needed()
        box = part.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= low, box
    toggle.scroll_into_view_if_needed()
    toggle.click()
    page.wait_for_timeout(800)
    assert abs(_largest_tile(table) - before) < 1


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_newest_line_shows_with_the_file_browser_open(own_lab: tuple[str, Path], page: Page,
                                                          lang: str) -> None:
    """Issue 31, item 2 (teacher trial 15 F1; R5: the class reads the bots' turns before its
    own): with JupyterLab's file browser open the side column is 233 px wide and the bots' lines
    ran to y = 1014 in a 768 px window. Now "what happened" ends inside the window and shows
    its end: the newest line whole, inside the window and inside its box; every move button on
    screen."""
    table = after_three_moves(own_lab, page, lang, True)
    low = low_edge(page)
    told = table.locator(".messages")
    expect(told.locator("details")).to_have_count(0)  # the class's move is not folded (table50)
    newest = told.locator("div.message").last.bounding_box()
    assert newest is not None and newest["y"] >= 0 and newest["y"] + newest["height"] <= low, newest
    box = told.bounding_box()
    assert box is not None and box["y"] + box["height"] <= low, box
    inside = box["y"] <= newest["y"] and newest["y"] + newest["height"] <= box["y"] + box["height"]
    assert inside, (box, newest)
    buttons = table.locator(".fiveup-table-moves button")
    for i in range(buttons.count()):
        b = buttons.nth(i).bounding_box()
        assert b is not None and b["y"] >= 0 and b["y"] + b["height"] <= low, (i, b)
