"""Session 45, table78 (R11): the class's table of `fiveup-viz table --projector` in real
JupyterLab (headless Chromium, a live kernel) at 1024x768, four players, the file browser closed
as the README says, at a lone opening double: a tile that fits both its line sides is one
choice, one button ("A · [3|5] on [5|5] line A or line B"), the whole row of buttons in the
window, and pressing it plays line A.

Set FIVEUP_SHOTS to a folder to keep a PNG of each screen looked at."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Locator, Page, expect

from tests.conftest import CHROMIUM, lab_fixture, open_notebook
from tests.test_browser_projector import run_all
from tests.test_browser_projector_bots_shown import low_edge, shot

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
WIDTH, HEIGHT = 1024, 768
CLASS = ["Class 7B", "Aino", "Eetu", "Iida"]
#: Seed 29: a bot opens with [5|5]; the class holds [3|5] and [4|5], each fitting line A and
#: line B: four legal moves, two choices (tests/test_table78_twins.py).
SEED, TILES = 29, ("[3|5]", "[4|5]")
#: The socket names each language's button says (terms.ftl).
LINES = {"en": ("line A", "line B"), "it": ("lato lineare A", "lato lineare B"),
         "fi": ("linja A", "linja B")}

own_lab = lab_fixture("table78")  # a JupyterLab server of this module's own


def _table(own_lab: tuple[str, Path], page: Page, lang: str) -> tuple[Locator, Path]:
    """The notebook `fiveup-viz table --projector --names "Class 7B,Aino,Eetu,Iida"` writes
    (seed 29, the game kept in a file), run by Run All Cells at 1024x768: the table and the
    kept file."""
    from fiveup_viz.pages import lessons
    from fiveup_viz.words.messages import CLI_TEXTS

    base, root = own_lab
    keep = root / f"table78-{lang}.json"
    keep.unlink(missing_ok=True)
    code = lessons.table_cells(CLASS, 0, True, lang, keep=keep.name, seed=SEED)
    name = f"table78-{lang}.ipynb"
    (root / name).write_bytes(lessons.notebook(CLI_TEXTS[lang]["table-notebook"].format(), code))
    open_notebook(page, base, name, alone=True)
    page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
    if page.locator(".jp-FileBrowser:visible").count() > 0:
        page.keyboard.press("Control+b")
    run_all(page)
    table = page.locator(".fiveup-projector")
    expect(table.locator(".fiveup-table-moves button")).to_have_count(len(TILES), timeout=60_000)
    page.wait_for_timeout(800)
    return table, keep


def _row_in_the_window(page: Page, table: Locator) -> None:
    """The whole row of move buttons, and each button, inside the window above JupyterLab's
    status bar, without scrolling."""
    low = low_edge(page)
    row = table.locator(".fiveup-table-moves").bounding_box()
    assert row is not None
    assert row["y"] >= 0 and row["y"] + row["height"] <= low + 0.5, (row, low)
    assert row["x"] >= 0 and row["x"] + row["width"] <= WIDTH, row
    for button in table.locator(".fiveup-table-moves button").all():
        box = button.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= low + 0.5, (box, low)


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_one_button_per_choice_and_the_whole_row_in_the_window(own_lab: tuple[str, Path], page: Page,
                                                               lang: str) -> None:
    """R11 (line A and line B of a lone opening double are one choice): the class saw four
    buttons for two tiles, the row at the window's bottom edge, with no word on why. Now there
    is one button per tile, naming the tile, the spinner and both line sides, its tooltip saying
    why (R11); the whole row is inside the 1024x768 window, in the usual view and with the
    layout enlarged; the picture letters both line sides with the choice's one letter, which
    starts both buttons, and both stay clickable."""
    table, _ = _table(own_lab, page, lang)
    shot(page, f"table78-{lang}")
    buttons = table.locator(".fiveup-table-moves button")
    line_a, line_b = LINES[lang]
    for button, tile in zip(buttons.all(), TILES, strict=True):
        said = button.inner_text()
        assert said.startswith(f"A · {tile}") and "[5|5]" in said, said
        assert line_a in said and line_b in said, said
        assert "(R11, R13)" in (button.get_attribute("title") or ""), button.get_attribute("title")
    _row_in_the_window(page, table)
    table.locator(".fiveup-table-enlarge").click()  # "Enlarge the layout": the row still in view
    page.wait_for_timeout(600)
    shot(page, f"table78-{lang}-enlarged")
    _row_in_the_window(page, table)
    letters = table.locator(".fiveup-picker-layout > svg g.choice-letter")
    assert letters.evaluate_all("gs => gs.map(g => g.dataset.letter)") == ["A", "A"]
    for socket in ("line-a", "line-b"):  # both points stay clickable (picker.js)
        expect(table.locator(f'[data-tile="[5|5]"][data-socket="{socket}"]').first).to_be_visible()


def test_pressing_the_choice_plays_line_a(own_lab: tuple[str, Path], page: Page) -> None:
    """R11 (line A, the side drawn on the left): pressing "A · [4|5] on [5|5] line A or line
    B" plays [4|5] on line A; the kept game record (RECORD.md) stores that move."""
    from fiveup_viz.rules.layout import Move
    from fiveup_viz.rules.record import load, replay

    table, keep = _table(own_lab, page, "en")
    before = keep.read_text(encoding="utf-8")
    table.locator(".fiveup-table-moves button", has_text=re.compile(r"^A · \[4\|5\]")).click()
    deadline = time.monotonic() + 30
    while keep.read_text(encoding="utf-8") == before and time.monotonic() < deadline:
        time.sleep(0.2)
    game = replay(load(keep))
    played = [a.move for a in game.hands[0].actions if a.seat == 0 and a.move is not None]
    assert played and played[0] == Move.parse("[4|5] on [5|5] line-a"), played
    assert json.loads(keep.read_text(encoding="utf-8"))["_table"]["projector"] is True
    page.wait_for_timeout(600)
    shot(page, "table78-pressed")
