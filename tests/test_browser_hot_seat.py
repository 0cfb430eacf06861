"""A hot-seat PlayTable in real JupyterLab with "Save Widget State Automatically" on (what
`fiveup-viz lab` sets): the shown hand is on the screen and playable, and the notebook saved
at that moment keeps it face down (security probe F5)."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from fiveup_viz.pages.lessons import LAB_SETTINGS
from tests.conftest import CHROMIUM, lab_server, open_notebook, write_notebook

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]

CELLS = [
    "from fiveup_viz.widgets import PlayTable\n"
    "table = PlayTable(['Ada', 'Bea', 'Cai', 'Dan'], humans=[0, 2], seed=2, bots='random')\n"
    "table",
    "table.show_tiles()\n"
    "print('HELD', ' '.join(str(t) for t in table.game.hand.held[table.seat]))",
    "print('ACTIONS', len(table.game.hand.actions), table.shown)",
]


@pytest.fixture(scope="module")
def saving_lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """A JupyterLab server of this module's own that saves widget state with the notebook."""
    root = tmp_path_factory.mktemp("hot-seat-root")
    home = tmp_path_factory.mktemp("hot-seat-home")
    for plugin, values in LAB_SETTINGS.items():
        package, name = plugin.split(":")
        folder = home / "settings" / package
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{name}.jupyterlab-settings").write_text(json.dumps(values), encoding="utf-8")
    with lab_server(root, home) as base:
        yield base, root


def _saved_state(path: Path, since: float) -> str:
    """The widget state of the notebook once JupyterLab has saved it after `since`."""
    for _ in range(120):
        if path.stat().st_mtime > since:
            doc = json.loads(path.read_text(encoding="utf-8"))
            state = doc.get("metadata", {}).get("widgets")
            if state:
                return json.dumps(state, ensure_ascii=False)
        time.sleep(0.25)
    raise AssertionError("the notebook was not saved with its widget state")


def test_f5_a_notebook_saved_while_a_hand_shows_keeps_it_face_down(
        saving_lab: tuple[str, Path], page: Page) -> None:
    """Security probe F5: after "Show my tiles" the screen shows the mover's tiles and move
    buttons (front-end-only state); saving the notebook then writes a widget state that names
    none of them; a click on a shown move button plays it."""
    base, root = saving_lab
    path = root / "table.ipynb"
    write_notebook(CELLS, path)
    open_notebook(page, base, "table.ipynb")
    page.locator(".jp-Notebook:visible .jp-Cell").first.locator(".cm-content").click()
    page.keyboard.press("Shift+Enter")
    page.keyboard.press("Shift+Enter")
    held_line = page.locator(".jp-OutputArea-output", has_text="HELD ")
    expect(held_line).to_be_visible(timeout=60_000)
    held = re.findall(r"\[\d\|\d\]", held_line.inner_text())
    assert held
    for tile in held:  # on the screen: the hands panel and the clickable hand
        expect(page.locator(f'.fiveup-picker-hand g.tile[data-tile="{tile}"]')).to_have_count(
            1, timeout=15_000)
    since = path.stat().st_mtime
    page.keyboard.press("Control+s")
    state = _saved_state(path, since)
    assert "Show my tiles" in state and "fiveup-layout" in state  # the table's models were saved
    assert not [t for t in held if t in state], "the saved widget state names a shown tile"
    buttons = page.locator("button[data-move]")
    expect(buttons.first).to_be_visible(timeout=15_000)
    buttons.first.click()
    page.locator(".jp-Notebook:visible .jp-Cell").nth(2).locator(".cm-content").click()
    page.keyboard.press("Shift+Enter")
    expect(page.locator(".jp-OutputArea-output", has_text=re.compile(r"ACTIONS \d+ False"))
           ).to_be_visible(timeout=30_000)
