"""Issue 31 (session 43, table65; teach27 F2 and F3): the class's table of `fiveup-viz table
--projector` in real JupyterLab (headless Chromium, a live kernel). Enlarged, the bots' actions
since the class's move are one line under the turn, with the class's tiles and every move still
in the window (1024x768 and 1920x1080); and a table enlarged before a reload comes back enlarged
after Run All.

Set FIVEUP_SHOTS to a folder to keep a PNG of each screen looked at."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Locator, Page, expect

from tests.conftest import CHROMIUM, lab_fixture, open_notebook
from tests.test_browser_projector_bots_shown import after_three_moves, shot
from tests.test_browser_table_keep import run_all

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]

own_lab = lab_fixture("table65")  # a JupyterLab server of this module's own


def _on_screen(page: Page, part: Locator, what: str, height: int) -> None:
    box = part.bounding_box()
    bar = page.locator("#jp-main-statusbar").bounding_box()  # it covers the notebook's last 26 px
    low = min(height, bar["y"]) if bar else height
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= low + 0.5, (what, box)


def _since(lang: str) -> list[str]:
    """The bots' actions after the notebook's three moves, as the session says them."""
    from fiveup_viz.pages.playing import TableSession

    session = TableSession(["Classe 3B", "Giulia", "Marco", "Sofia"], seat=0, projector=True,
                           seed=16, lang=lang)
    for _ in range(3):
        session.play(session.moves[0])
    return session.since


@pytest.mark.parametrize(("lang", "size"), [("en", (1024, 768)), ("it", (1024, 768)), ("fi", (1024, 768)),
                                            ("fi", (1920, 1080))])
def test_enlarged_the_bots_actions_are_under_the_turn(own_lab: tuple[str, Path], page: Page, lang: str,
                                                      size: tuple[int, int]) -> None:
    """teach27 F2 (R5: the turn passes to the bots, whose moves the class reads before its own):
    enlarged, the view had the turn, the scores, the layout, the class's tiles and moves, but no
    "what happened": the three bots' moves since the class's had to be guessed from the layout.
    Now one line under the turn says each bot's action and credit, on screen, and the layout,
    the class's tiles and every move button are still inside the window; not enlarged, the line
    is not drawn ("what happened" is in view)."""

    table = after_three_moves(own_lab, page, lang)
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    line = table.locator(".fiveup-table-status div.since-line")
    expect(line).to_be_hidden()
    table.locator(".fiveup-table-enlarge").click()
    expect(table).to_have_class(re.compile(r"\bfiveup-board-large\b"))
    page.wait_for_timeout(800)
    table.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(400)
    shot(page, f"table65-{lang}-{width}-enlarged")
    expect(line).to_have_text(" \u00b7 ".join(_since(lang)))
    assert len(_since(lang)) == 3
    _on_screen(page, line, "the bots' line", height)
    _on_screen(page, table.locator(".fiveup-table-status div.score-line"), "scores", height)
    _on_screen(page, table.locator(".fiveup-picker-layout svg"), "layout", height)
    _on_screen(page, table.locator(".fiveup-picker-hand svg.fiveup-hand"), "tiles", height)
    buttons = table.locator(".fiveup-table-moves button")
    expect(buttons).to_have_count(2)
    for i in range(buttons.count()):
        _on_screen(page, buttons.nth(i), f"move {i}", height)
    table.locator(".fiveup-table-enlarge").click()
    expect(line).to_be_hidden()


def test_an_enlarged_table_comes_back_enlarged_after_a_reload(own_lab: tuple[str, Path], page: Page) -> None:
    """teach27 F3: after a reload and Run All the kept game came back in the usual view, and the
    teacher pressed "Enlarge the layout" again. Now it comes back enlarged, the toggle saying how
    to go back, with the class's tiles and moves in the window; table-game.json holds the choice
    in a private key."""
    from fiveup_viz.pages import lessons
    from fiveup_viz.words.messages import table as phrases

    base, root = own_lab
    lang = "it"
    names = ["Classe 3B", "Giulia", "Marco", "Sofia"]
    (root / "kept.ipynb").write_bytes(lessons.table_notebook(names, 0, True, lang))

    open_notebook(page, base, "kept.ipynb", alone=True)
    table = run_all(page)
    toggle = table.locator(".fiveup-table-enlarge")
    toggle.click()
    expect(table).to_have_class(re.compile(r"\bfiveup-board-large\b"))
    status = table.locator(".fiveup-table-status div.status").inner_text()
    table.locator(".fiveup-table-moves button").first.click()
    expect(table.locator(".fiveup-table-status div.status")).not_to_have_text(status, timeout=30_000)
    page.wait_for_timeout(1000)
    kept = json.loads((root / lessons.TABLE_KEEP).read_text(encoding="utf-8"))
    assert kept["_view"] == {"enlarged": True}

    page.reload()
    expect(page.get_by_text(re.compile(r"\| Idle$"))).to_be_visible(timeout=60_000)
    table = run_all(page)
    expect(table).to_have_class(re.compile(r"\bfiveup-board-large\b"))
    toggle = table.locator(".fiveup-table-enlarge")
    expect(toggle).to_have_text(phrases(lang)["ui.enlarge-back"])
    page.wait_for_timeout(800)
    table.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(400)
    shot(page, "table65-it-1024-after-reload")
    _on_screen(page, table.locator(".fiveup-table-status div.since-line"), "the bots' line", 768)
    _on_screen(page, table.locator(".fiveup-picker-hand svg.fiveup-hand"), "tiles", 768)
    buttons = table.locator(".fiveup-table-moves button")
    for i in range(buttons.count()):
        _on_screen(page, buttons.nth(i), f"move {i}", 768)
