"""Issue 31 (session 44, table68): the class's table of `fiveup-viz table --projector` keeps
its hand's-end view over a reload in real JupyterLab (headless Chromium, a live kernel): the
count's step and "Show the layout" come back after the page is reloaded and Run All is chosen,
as "Enlarge the layout" already did (table65)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Locator, Page, expect

from tests.conftest import CHROMIUM, lab_fixture, open_notebook

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]

own_lab = lab_fixture("table68")  # a JupyterLab server of this module's own

NAMES = ["Classe 3B", "Giulia", "Marco", "Sofia"]
SEED = 16


def _kept_at_the_hands_end(root: Path, lang: str) -> int:
    """The game the notebook's cell makes, played to its first hand's end in Python and kept in
    the notebook's folder, as the class would have left it: the count's number of steps."""
    from fiveup_viz.pages import lessons
    from fiveup_viz.widgets.table import PlayTable

    here = PlayTable(NAMES, seat=0, projector=True, seed=SEED, lang=lang, keep=root / lessons.TABLE_KEEP)
    while not here.game.hand.over:
        here.move_button(here.session.moves[0]).click()
    assert here.end_viewer is not None
    return len(here.end_viewer.steps)


def _reload(page: Page) -> Locator:
    page.reload()
    expect(page.get_by_text(re.compile(r"\| Idle$"))).to_be_visible(timeout=60_000)
    expect(page.locator(".fiveup-projector")).to_have_count(0)
    return _run_all_to_the_count(page)


def _run_all_to_the_count(page: Page) -> Locator:
    """Run All at 1024x768; the table once its hand's end (the count or the final layout) is shown
    (`run_all` waits for move buttons, which a hand's end has none of)."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.locator(".lm-MenuBar-item", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu .lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
    table = page.locator(".fiveup-projector")
    expect(table.locator(".fiveup-table-end")).to_be_visible(timeout=60_000)
    page.wait_for_timeout(1000)
    return table


def test_the_hands_end_view_comes_back_after_a_reload(own_lab: tuple[str, Path], page: Page) -> None:
    """table68 (R21-R24: the count's steps; R8: the next hand waits for the count): a reload at
    a hand's end while the class was at step 4 of the count, or looking at the final layout,
    came back at step 1 with the layout hidden. Now the step and "Show the layout" are kept in
    table-game.json's private `_view` and come back after Run All; the scores stay held."""
    from fiveup_viz.pages import lessons
    from fiveup_viz.words.messages import table as phrases

    base, root = own_lab
    lang = "it"
    steps = _kept_at_the_hands_end(root, lang)
    assert steps >= 5, steps
    (root / "table.ipynb").write_bytes(lessons.table_notebook(NAMES, 0, True, lang, SEED))
    open_notebook(page, base, "table.ipynb", alone=True)
    table = _run_all_to_the_count(page)
    where = table.locator(".fiveup-hand-end .fiveup-where")
    assert re.search(rf"\b1 di {steps}$", where.inner_text()), where.inner_text()
    for _ in range(3):
        table.locator(".fiveup-hand-end .fiveup-nav button.fiveup-next").click()
        page.wait_for_timeout(400)
    expect(where).to_have_text(re.compile(rf"\b4 di {steps}$"))
    page.wait_for_timeout(1500)  # the kernel writes the file

    table = _reload(page)
    expect(table.locator(".fiveup-hand-end .fiveup-where")).to_have_text(re.compile(rf"\b4 di {steps}$"))
    expect(table.locator("div.scores")).to_be_hidden()  # the result still held (table53)

    words = phrases(lang)
    table.locator(".fiveup-table-end button", has_text=words["ui.end-layout"]).click()
    expect(table.locator(".fiveup-table-end .fiveup-table-final svg")).to_be_visible()
    page.wait_for_timeout(1500)

    table = _reload(page)
    expect(table.locator(".fiveup-table-end .fiveup-table-final svg")).to_be_visible()
    back = table.locator(".fiveup-table-end button", has_text=words["ui.end-layout-back"])
    back.click()
    expect(table.locator(".fiveup-hand-end .fiveup-where")).to_have_text(re.compile(rf"\b4 di {steps}$"))
