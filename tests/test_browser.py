"""A GameViewer in real JupyterLab, driven by headless Chromium through Playwright."""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

#: Screenshots to look at: outside the working tree (issue 8), or in $FIVEUP_TEST_OUTPUT.
OUTPUT = Path(os.environ.get("FIVEUP_TEST_OUTPUT") or tempfile.gettempdir()) / "fiveup-test-output"

CELLS = [
    "from fiveup_viz import simulate\n"
    "from fiveup_viz.widgets import GameViewer\n"
    "viewer = GameViewer(simulate(['Ada', 'Bea <b>', 'Cai', 'Dan'], seed=5))\n"
    "viewer",
    "print('VIEWER' + '-READY')",
]


def _notebook(path: Path) -> None:
    cells = [{"cell_type": "code", "execution_count": None, "id": f"cell-{i}", "metadata": {},
              "outputs": [], "source": src} for i, src in enumerate(CELLS)]
    doc = {"cells": cells, "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)",
                                                       "language": "python", "name": "python3"}},
           "nbformat": 4, "nbformat_minor": 5}
    path.write_text(json.dumps(doc), encoding="utf-8")


def _tiles_shown(page: Page) -> int:
    return page.locator(".fiveup-viewer-layout svg.fiveup-layout g.tile").count()


@pytest.mark.browser
def test_game_viewer_next_places_a_tile_in_jupyterlab(jupyterlab: tuple[str, Path], page: Page) -> None:
    """Next in the browser runs the Python handler: the layout grows by one tile (R9)."""
    base, root = jupyterlab
    _notebook(root / "viewer.ipynb")
    page.set_viewport_size({"width": 1400, "height": 1100})
    page.goto(f"{base}/lab/tree/viewer.ipynb")
    expect(page.locator(".jp-Notebook")).to_be_visible(timeout=60_000)
    expect(page.get_by_text(re.compile(r"\| Idle$"))).to_be_visible(timeout=60_000)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_text("Run All Cells", exact=True).click()
    expect(page.locator(".jp-OutputArea-output", has_text="VIEWER-READY")).to_be_visible(
        timeout=60_000)
    layout = page.locator(".fiveup-viewer-layout svg.fiveup-layout")
    expect(layout).to_have_count(1, timeout=30_000)
    assert _tiles_shown(page) == 0  # the start of hand 1: an empty table
    expect(page.get_by_text("Bea <b>").first).to_be_visible()  # a name shown escaped
    next_button = page.locator("button.jupyter-button.widget-button.fiveup-next")
    next_button.click()
    expect(layout.locator("g.tile")).to_have_count(1, timeout=15_000)
    next_button.click()
    expect(layout.locator("g.tile")).to_have_count(2, timeout=15_000)
    expect(page.locator(".widget-html-content .caption .caption")).to_contain_text("Counted values")
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(OUTPUT / "game-viewer.png"), full_page=True)
