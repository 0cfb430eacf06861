"""A GameViewer in real JupyterLab, driven by headless Chromium through Playwright."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from tests.conftest import JUPYTERLAB, open_notebook, write_notebook

#: Screenshots to look at: outside the working tree (issue 8), or in $FIVEUP_TEST_OUTPUT.
OUTPUT = Path(os.environ.get("FIVEUP_TEST_OUTPUT") or tempfile.gettempdir()) / "fiveup-test-output"

CELLS = [
    "from fiveup_viz import simulate\n"
    "from fiveup_viz.widgets import GameViewer\n"
    "viewer = GameViewer(simulate(['Ada', 'Bea <b>', 'Cai', 'Dan'], seed=5))\n"
    "viewer",
    "print('VIEWER' + '-READY')",
    "print('AT', tuple(viewer.stop))",
    "viewer.next_button.click(); viewer.goto(2, 4); print('MOVED')",
]




def _tiles_shown(page: Page) -> int:
    return page.locator(".fiveup-viewer .fiveup-viewer-layout svg.fiveup-layout g.tile").count()


def _run_cell(page: Page, index: int) -> None:
    """Run one cell: click into its editor and press Shift+Enter."""
    page.locator(".jp-Notebook .jp-Cell").nth(index).locator(".cm-content").click()
    page.keyboard.press("Shift+Enter")


@pytest.mark.browser
@JUPYTERLAB
def test_game_viewer_next_places_a_tile_in_jupyterlab(jupyterlab: tuple[str, Path], page: Page) -> None:
    """Next in the browser runs the Python handler: the layout grows by one tile (R9)."""
    base, root = jupyterlab
    write_notebook(CELLS, root / "viewer.ipynb")
    open_notebook(page, base, "viewer.ipynb")
    _run_cell(page, 0)  # cells 2 and 3 wait for the clicks below
    _run_cell(page, 1)
    expect(page.locator(".jp-OutputArea-output", has_text="VIEWER-READY")).to_be_visible(
        timeout=60_000)
    viewer = page.locator(".fiveup-viewer .fiveup-stepper")
    layout = viewer.locator(".fiveup-viewer-layout svg.fiveup-layout")
    expect(layout).to_have_count(1, timeout=30_000)
    assert _tiles_shown(page) == 0  # the start of hand 1: an empty table
    expect(viewer.get_by_text("Bea <b>").first).to_be_visible()  # a name shown escaped
    # with the live widget there, its kernel-free copy below steps aside
    expect(page.locator(".fiveup-viewer-page")).to_be_hidden(timeout=15_000)
    next_button = viewer.locator("button.fiveup-next")
    next_button.click()
    expect(layout.locator("g.tile")).to_have_count(1, timeout=15_000)
    next_button.click()
    expect(layout.locator("g.tile")).to_have_count(2, timeout=15_000)
    expect(viewer.locator(".fiveup-caption .caption .caption")).to_contain_text("Counted values")
    # the Python viewer followed the front end's clicks ...
    _run_cell(page, 2)
    expect(page.locator(".jp-OutputArea-output", has_text="AT (0, 2, None)")).to_be_visible(
        timeout=30_000)
    # ... and the front end follows Python
    _run_cell(page, 3)
    expect(page.locator(".jp-OutputArea-output", has_text="MOVED")).to_be_visible(timeout=30_000)
    expect(viewer).to_have_attribute("data-hand", "3", timeout=15_000)
    expect(viewer).to_have_attribute("data-step", "4")
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(OUTPUT / "game-viewer.png"), full_page=True)
