"""Issue 31, teacher trial 15 (session 40), frictions F1 and F8: the class's table of
`fiveup-viz table --projector` in real JupyterLab (headless Chromium, a live kernel) at 1024x768,
the file browser closed as the README says, after three moves of the class (seed 16: a 12-tile
board, the three bots having placed and been credited since the class's move)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Locator, Page, expect

from tests.conftest import CHROMIUM, lab_fixture, open_notebook

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
WIDTH, HEIGHT = 1024, 768
#: The longest side of the board's largest tile (px) at the 12th tile: 46.1 px before F8 (the
#: picture bounded at 100vh - 520 px). The floor is a notebook's hand tile (56 px tall, half the
#: projector's hand, tests/test_browser_projector.py), which a class reads at a projector; 62.3
#: px measured after.
TILE_FLOOR = 56


own_lab = lab_fixture("projector15")  # a JupyterLab server of this module's own


def after_three_moves(own_lab: tuple[str, Path], page: Page, lang: str, files: bool = False) -> Locator:
    """The notebook `fiveup-viz table --projector` writes (seed 16, three moves of the class
    added), run by Run › Run All Cells at 1024x768, JupyterLab's file browser open (`files`) or
    closed as the README says: the table."""
    from fiveup_viz.pages import lessons
    from fiveup_viz.words.messages import CLI_TEXTS

    base, root = own_lab
    code = lessons.table_cells(["Classe 3B", "Giulia", "Marco", "Sofia"], 0, True, lang)
    code = code.replace("lang=", "seed=16, lang=").replace("\nPlayTable(", "\ntable = PlayTable(")
    code += "\nfor _ in range(3):\n    table.move_button(table.session.moves[0]).click()\ntable"
    name = f"three-moves-{lang}-{files}.ipynb"
    (root / name).write_bytes(lessons.notebook(CLI_TEXTS[lang]["table-notebook"].format(), code))
    open_notebook(page, base, name, alone=True)
    page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
    if (page.locator(".jp-FileBrowser:visible").count() > 0) != files:
        page.keyboard.press("Control+b")
    if files:
        expect(page.locator(".jp-FileBrowser")).to_be_visible()
    page.locator(".lm-MenuBar-item", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu .lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
    table = page.locator(".fiveup-projector")
    expect(table.locator(".fiveup-table-moves button")).to_have_count(2, timeout=60_000)
    page.wait_for_timeout(800)
    return table


def low_edge(page: Page) -> float:
    """The window's bottom less JupyterLab's status bar, which covers the notebook's last 26 px."""
    bar = page.locator("#jp-main-statusbar").bounding_box()
    return min(HEIGHT, bar["y"]) if bar else HEIGHT


def shot(page: Page, name: str) -> None:
    """A PNG of the window in the folder FIVEUP_SHOTS names, if it is set."""
    folder = os.environ.get("FIVEUP_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"))


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_what_the_bots_did_since_the_class_moved_is_on_screen(own_lab: tuple[str, Path], page: Page,
                                                              lang: str) -> None:
    """Teacher trial 15, F1 (R5: the turn passes to the bots, whose moves the class must read
    before its own): after three moves, "what happened" ran 833 px down a 768 px window, the
    bots' turns since the class's move below it. Now the bots' turns are shown: the newest
    line's box is inside the window, and so is every move button (the class's own move and its
    credits stay in view too, no longer folded: tests/test_browser_projector_table50.py)."""
    table = after_three_moves(own_lab, page, lang)
    low = low_edge(page)
    told = table.locator(".messages")
    expect(told.locator("details")).to_have_count(0)  # the class's move is not folded (table50)
    newest = told.locator("div.message").last.bounding_box()
    assert newest is not None and newest["y"] >= 0 and newest["y"] + newest["height"] <= low, newest
    buttons = table.locator(".fiveup-table-moves button")
    for i in range(buttons.count()):
        box = buttons.nth(i).bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= low, (i, box)


def test_a_twelve_tile_board_reads_at_a_projector(own_lab: tuple[str, Path], page: Page) -> None:
    """Teacher trial 15, F8 (R13: the class reads the open ends to choose): the board was fitted
    into 248 px of height, a 12-tile board's tiles 46 px long (pips about 3 px). Now the picture
    takes the height its column leaves under the class's tiles and moves: its largest tile is at
    least TILE_FLOOR px, the whole board, the class's tiles and its moves inside the window."""
    table = after_three_moves(own_lab, page, "it")
    board = table.locator(".fiveup-picker-layout svg")
    sizes = board.locator("g.tile").evaluate_all(
        "gs => gs.map(g => { const r = g.getBoundingClientRect(); return Math.max(r.width, r.height); })")
    assert len(sizes) == 12
    assert max(sizes) >= TILE_FLOOR, sizes
    low = low_edge(page)
    for part in (board, table.locator(".fiveup-picker-hand svg.fiveup-hand"),
                 table.locator(".fiveup-table-moves button").last):
        box = part.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= low, box
