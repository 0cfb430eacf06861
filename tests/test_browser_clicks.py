"""Click-to-play in real JupyterLab (headless Chromium, a live kernel): PlayTable and
LayoutExplorer take clicks on legal points; the click-to-picture time is recorded for
benchmarks/bench_click.py (click-latency.json beside the screenshots)."""

from __future__ import annotations

import json
import os
import re
import statistics
import tempfile
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from tests.conftest import CHROMIUM, lab_fixture, open_notebook, write_notebook

#: Screenshots and figures: outside the working tree, or in $FIVEUP_TEST_OUTPUT.
OUTPUT = Path(os.environ.get("FIVEUP_TEST_OUTPUT") or tempfile.gettempdir()) / "fiveup-test-output"
pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]


own_lab = lab_fixture("clicks")  # a JupyterLab server of this module's own


CELLS = [
    "from fiveup_viz.rules.layout import Layout\n"
    "from fiveup_viz.widgets import LayoutExplorer, PlayTable\n"
    "table = PlayTable(2, seed=4, bots='greedy')\n"
    "table",
    "explorer = LayoutExplorer(Layout.from_moves(['[4|4]']))\n"
    "explorer.tile_picker.value = [t for _, t in explorer.tile_picker.options if str(t) == '[2|4]'][0]\n"
    "explorer",
    "print('CLICKS' + '-READY')",
]




def test_click_to_play_in_jupyterlab(own_lab: tuple[str, Path], page: Page) -> None:
    """A click on a legal point plays there; hover names the point and its score; an
    illegal click is refused with the rule; the move buttons stay."""
    base, root = own_lab
    write_notebook(CELLS, root / "clicks.ipynb")
    open_notebook(page, base, "clicks.ipynb")
    page.locator(".jp-Notebook:visible .jp-Cell").first.locator(".cm-content").click()
    for _ in CELLS:  # Shift+Enter runs a cell and moves on to the next
        page.keyboard.press("Shift+Enter")
    expect(page.locator(".jp-OutputArea-output", has_text="CLICKS-READY")).to_be_visible(
        timeout=60_000)
    table = page.locator(".fiveup-table-picker .fiveup-picker")
    layout = table.locator(".fiveup-picker-layout svg.fiveup-layout")
    expect(layout).to_have_count(1, timeout=30_000)
    expect(page.locator(".fiveup-table-picker ~ * button, .widget-button").filter(
        has_text=" on ").first).to_be_visible()  # the move buttons remain
    plays = 0
    for _ in range(12):
        tiles = layout.locator("g.tile").count()
        version = table.get_attribute("data-version")
        point = table.locator(".fiveup-picker-layout [role=button]").filter(
            has=page.locator("title", has_text=": scores "))
        if point.count() == 0:
            hand = table.locator(".fiveup-picker-hand [role=button]")
            if hand.count() == 0:
                break
            hand.first.click()  # choose a tile first
            expect(table).not_to_have_attribute("data-version", version or "", timeout=15_000)
            continue
        target = point.first
        name = target.get_attribute("aria-label") or ""
        assert re.match(r"^\[\d\|\d\] (low end|high end|line A|line B|branch A|branch B): "
                        r"scores (nothing|\d+ raw \((1 displayed point|\d+ displayed)\))$", name), name
        target.hover()
        expect(table.locator(".fiveup-picker-hint")).to_have_text(name)
        target.click()
        expect(table).not_to_have_attribute("data-version", version or "", timeout=15_000)
        expect(layout.locator("g.tile")).not_to_have_count(tiles, timeout=15_000)
        plays += 1
        if plays >= 6:
            break
    assert plays >= 3
    latencies = [float(x) for x in (table.get_attribute("data-latencies") or "").split(",") if x]
    assert len(latencies) >= plays
    # the explorer: the chosen [2|4] goes on line A of [4|4] and scores 10 (R14, R15)
    explorer = page.locator(".fiveup-explorer-picker .fiveup-picker")
    point = explorer.get_by_role("button", name="[4|4] line A: scores 10 raw (2 displayed)")
    point.focus()
    expect(explorer.locator(".fiveup-picker-hint")).to_have_text("[4|4] line A: scores 10 raw (2 displayed)")
    point.press("Enter")
    expect(explorer.locator("svg.fiveup-layout g.tile")).to_have_count(2, timeout=15_000)
    # an illegal click: [2|4] was placed, the picker moved on to another tile; a point it
    # cannot take is refused with the rule and nothing changes
    refusal = explorer.locator("[role=button]").filter(has=page.locator("title", has_text="does not fit"))
    if refusal.count():
        refusal.first.click()
        expect(explorer.locator(".fiveup-picker-message")).to_contain_text("(R9, R12)")
        expect(explorer.locator("svg.fiveup-layout g.tile")).to_have_count(2)
    OUTPUT.mkdir(parents=True, exist_ok=True)
    (OUTPUT / "click-latency.json").write_text(json.dumps({
        "clicks": latencies, "median_ms": statistics.median(latencies)}, indent=1))
    page.screenshot(path=str(OUTPUT / "click-to-play.png"), full_page=True)
