"""Issue 31 (session 41, table50; teach17 friction 1, teach18 F5, teach19 item 7): the class's
table of `fiveup-viz table --projector` in real JupyterLab (headless Chromium, a live kernel) at
1024x768, after three moves of the class (seed 16, the three bots' turns since the class's move):
the scores in view, the class's own move and its credit seen, "Enlarge the layout" kept, and the
notebook opening unmodified."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from fiveup_viz.pages import lessons
from fiveup_viz.rules.scoring import displayed
from fiveup_viz.words.messages import CLI_TEXTS
from tests.conftest import CHROMIUM, lab_fixture
from tests.test_browser_projector_bots_shown import after_three_moves, low_edge

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
WIDTH, HEIGHT = 1024, 768
NAMES = ["Classe 3B", "Giulia", "Marco", "Sofia"]


own_lab = lab_fixture("table50")  # a JupyterLab server of this module's own


def _in_window(page: Page, box: dict[str, float] | None) -> bool:
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= low_edge(page)


def _same_table(lang: str) -> object:
    """The table the notebook of `after_three_moves` plays, in this process (seed 16)."""
    from fiveup_viz.widgets import PlayTable

    table = PlayTable(NAMES, seat=0, projector=True, seed=16, lang=lang)
    for _ in range(3):
        table.move_button(table.session.moves[0]).click()
    return table


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_scores_are_in_view_at_a_projector(own_lab: tuple[str, Path], page: Page, lang: str) -> None:
    """teach17 friction 1 (R1, R2: the sides' raw scores, displayed = raw / 5, and the raw still
    to go to 305): at 1024x768 the score panel began at the window's bottom, under the picture,
    and the room shouted for the score. Now it stands under the turn: every side's row, its
    displayed and raw score as the panel says them, inside the window after three moves."""
    table = after_three_moves(own_lab, page, lang)
    scores = _same_table(lang).game.scores  # type: ignore[attr-defined]
    rows = table.locator("div.scores tr.score")
    expect(rows).to_have_count(len(scores))
    for i, raw in enumerate(scores):
        cells = rows.nth(i).locator("td")
        expect(cells.nth(1)).to_have_text(str(displayed(raw)))
        expect(cells.nth(2)).to_have_text(str(raw))
        for j in range(cells.count()):  # a row is drawn by its cells (table52: a grid)
            assert _in_window(page, cells.nth(j).bounding_box()), (i, j, cells.nth(j).bounding_box())


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_class_sees_its_own_move_scored(own_lab: tuple[str, Path], page: Page, lang: str) -> None:
    """teach19 item 7, issue 31 (R5, R15: the class's placement and its credit): after the bots
    answered, the class's own move and its credit were folded under a closed "Earlier (2)" and
    the class never saw its move scored. Now they are shown whole, in no fold, inside the window,
    and the bots' newest line is still whole and in view (teacher trial 15, F1)."""
    table = after_three_moves(own_lab, page, lang)
    same = _same_table(lang)
    own = same.session.messages[:same.session.own_lines]  # type: ignore[attr-defined]
    assert len(own) == 2  # the class's placement and its credit
    told = table.locator(".messages")
    expect(told.locator("details")).to_have_count(0)
    lines = told.locator("div.own div.message")
    expect(lines).to_have_text(own)
    for i in range(len(own)):
        assert _in_window(page, lines.nth(i).bounding_box()), (i, lines.nth(i).bounding_box())
    newest = told.locator("div.message").last
    expect(newest).to_have_text(same.session.messages[-1])  # type: ignore[attr-defined]
    assert _in_window(page, newest.bounding_box()), newest.bounding_box()


def test_enlarge_the_layout_stays_pressed(own_lab: tuple[str, Path], page: Page) -> None:
    """teach17 ("Enlarge the layout" must be clicked each time?): pressed once, the enlarged
    layout stays through the class's next move and the bots' turns (R5), and through a new game,
    until it is pressed again."""
    table = after_three_moves(own_lab, page, "it")
    toggle = table.locator(".fiveup-table-enlarge")
    toggle.click()
    expect(table).to_have_class(re.compile(r"\bfiveup-board-large\b"))
    told = table.locator(".messages div.message").last
    before = told.inner_text()
    move = table.locator(".fiveup-table-moves button").first
    move.scroll_into_view_if_needed()
    move.click()
    expect(told).not_to_have_text(before, timeout=30_000)
    expect(table).to_have_class(re.compile(r"\bfiveup-board-large\b"))
    expect(toggle).to_have_class(re.compile(r"\bmod-active\b"))
    new_game = table.locator("button", has_text=re.compile(r"^\s*Nuova partita\s*$"))
    new_game.scroll_into_view_if_needed()
    new_game.click()
    page.wait_for_timeout(1500)
    expect(table).to_have_class(re.compile(r"\bfiveup-board-large\b"))
    toggle.scroll_into_view_if_needed()
    toggle.click()
    expect(table).not_to_have_class(re.compile(r"\bfiveup-board-large\b"))


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_table_notebook_opens_unmodified(own_lab: tuple[str, Path], page: Page, lang: str) -> None:
    """teach18 F5: `table.ipynb` opened with ● on its tab and a save prompt on closing, before
    anything was run: JupyterLab wrote the started kernel's name ("Python 3 (ipykernel)") and
    its `language_info` into the notebook. The notebook `fiveup-viz table` writes now says what
    the kernel says: once the kernel is idle the tab carries no dirty mark."""
    base, root = own_lab
    name = f"table-{lang}.ipynb"
    code = lessons.table_cells(["Class 7B", "Aino", "Eetu", "Iida"], 0, True, lang)
    (root / name).write_bytes(lessons.notebook(CLI_TEXTS[lang]["table-notebook"].format(), code))
    page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
    page.goto(f"{base}/lab/tree/{name}?reset")
    expect(page.locator(".jp-Notebook:visible")).to_be_visible(timeout=60_000)
    expect(page.get_by_text(re.compile(r"\| Idle$"))).to_be_visible(timeout=60_000)
    page.wait_for_timeout(2000)
    tab = page.locator(".lm-TabBar-tab.jp-mod-current", has_text=name)
    expect(tab).to_have_count(1)
    expect(tab).not_to_have_class(re.compile(r"\bjp-mod-dirty\b"))
