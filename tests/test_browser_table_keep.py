"""Issue 31 (teach23 F3): the class's table of `fiveup-viz table --projector` survives a reload
in real JupyterLab (headless Chromium, a live kernel): the class plays a move, the page is
reloaded, Run › Run All Cells, and the table shows the same position, not the first deal."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Locator, Page, expect

from tests.conftest import CHROMIUM, lab_fixture, open_notebook

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]

own_lab = lab_fixture("save63")  # a JupyterLab server of this module's own


def run_all(page: Page) -> Locator:
    """Run › Run All Cells at 1024x768; the table once its moves are offered."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.locator(".lm-MenuBar-item", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu .lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
    table = page.locator(".fiveup-projector")
    expect(table.locator(".fiveup-table-moves button").first).to_be_visible(timeout=60_000)
    return table


def position(table: Locator) -> tuple[str, str, int, str]:
    """What the class sees: the turn, the scores, the board's tiles and the class's tiles."""
    board = table.locator(".fiveup-picker-layout svg g.tile").count()
    return (table.locator(".fiveup-table-status").inner_text(),
            table.locator("div.scores").first.inner_text(), board,
            table.locator(".fiveup-picker-hand").inner_text() + str(
                table.locator(".fiveup-picker-hand svg.fiveup-hand").first.inner_html()))


def test_a_reload_and_run_all_bring_the_table_back_where_it_was(own_lab: tuple[str, Path],
                                                                 page: Page) -> None:
    """Issue 31, teach23 F3 (R6, R8: the same hand and tiles): before, Run All after a reload
    dealt the game again from its start (the board empty, the class's first tiles back). Now
    the class's move, the bots' turns since and the scores come back, the table says in its
    language that the kept game goes on, and table-game.json beside the notebook holds it."""
    from fiveup_viz.pages import lessons
    from fiveup_viz.words.messages import ui

    base, root = own_lab
    lang = "fi"
    (root / "table.ipynb").write_bytes(lessons.table_notebook(["Luokka 7B", "Aino", "Eetu"], 0, True, lang))
    open_notebook(page, base, "table.ipynb", alone=True)
    table = run_all(page)
    dealt = position(table)
    table.locator(".fiveup-table-moves button").first.click()
    expect(table.locator(".fiveup-table-status")).not_to_have_text(dealt[0], timeout=30_000)
    page.wait_for_timeout(1000)
    played = position(table)
    assert played != dealt and played[2] > 0
    kept = json.loads((root / lessons.TABLE_KEEP).read_text(encoding="utf-8"))
    assert any(a.get("seat") == 0 and "play" in a for a in kept["hands"][0]["actions"])

    page.reload()
    expect(page.get_by_text(re.compile(r"\| Idle$"))).to_be_visible(timeout=60_000)
    expect(page.locator(".fiveup-projector")).to_have_count(0)  # the table is gone
    table = run_all(page)
    page.wait_for_timeout(1000)
    assert position(table) == played
    newest = table.locator(".messages div.message").last
    expect(newest).to_have_text(ui(lang, "keep-resumed", n=1) + ".")
    if (shots := __import__("os").environ.get("FIVEUP_SHOTS")):
        page.screenshot(path=str(Path(shots) / "save63-resumed.png"))
