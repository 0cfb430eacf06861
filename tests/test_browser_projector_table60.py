"""Issue 31 (session 43, table60; teach25 F2, teach26 frictions 1 and 7): the class's table of
`fiveup-viz table --projector` in real JupyterLab (headless Chromium, a live kernel) at
1024x768, four players, the file browser closed as the README says: the class's moves named by
letters drawn at their points, and every move button in the window in the usual view.

Set FIVEUP_SHOTS to a folder to keep a PNG of each screen looked at."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Locator, Page, expect

from tests.conftest import CHROMIUM, lab_fixture, open_notebook
from tests.test_browser_projector_bots_shown import after_three_moves, low_edge, shot
from tests.test_browser_projector_table53 import _play_to_the_end

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
WIDTH, HEIGHT = 1024, 768
#: Seed 0, the class's first move clicked: the class has four moves on four lettered points
#: (a spinner's branch, a double's line B, two ends), beside counted values.
SEED, CLICKS, MOVES = 0, 1, 4
#: The least height (px) of a point's letter on the screen at 1024x768, the back row's (a counted
#: value's badge is about as large).
LETTER_PX = 18

own_lab = lab_fixture("table60")  # a JupyterLab server of this module's own


def _table(own_lab: tuple[str, Path], page: Page, lang: str, seed: int = SEED, clicks: int = CLICKS,
           moves: int = MOVES) -> Locator:
    """The notebook `fiveup-viz table --projector` writes for "Class 7B,Aino,Eetu,Iida" (`seed`,
    the class's first move clicked `clicks` times), run by Run All Cells at 1024x768."""
    from fiveup_viz.pages import lessons
    from fiveup_viz.words.messages import CLI_TEXTS

    base, root = own_lab
    code = lessons.table_cells(["Class 7B", "Aino", "Eetu", "Iida"], 0, True, lang)
    code = code.replace("lang=", f"seed={seed}, lang=").replace("\nPlayTable(", "\ntable = PlayTable(")
    code += f"\nfor _ in range({clicks}):\n    table.move_button(table.session.moves[0]).click()\ntable"
    name = f"table60-{lang}-{seed}-{clicks}.ipynb"
    (root / name).write_bytes(lessons.notebook(CLI_TEXTS[lang]["table-notebook"].format(), code))
    open_notebook(page, base, name, alone=True)
    page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
    if page.locator(".jp-FileBrowser:visible").count() > 0:
        page.keyboard.press("Control+b")
    page.locator(".lm-MenuBar-item", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu .lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
    table = page.locator(".fiveup-projector")
    expect(table.locator(".fiveup-table-moves button")).to_have_count(moves, timeout=60_000)
    page.wait_for_timeout(800)
    return table


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_every_move_button_is_in_the_window(own_lab: tuple[str, Path], page: Page, lang: str) -> None:
    """teach25 F2, teach26 friction 1 (R13: the class chooses among its legal moves): in the
    usual view at 1024x768 with four players, the third and fourth move buttons were cut at the
    window's bottom. Now every move button is whole in the window without scrolling."""
    table = _table(own_lab, page, lang)
    shot(page, f"usual-{lang}")
    bottom = low_edge(page)
    for i, button in enumerate(table.locator(".fiveup-table-moves button").all()):
        box = button.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= bottom + 0.5, (
            lang, i, button.inner_text(), box, bottom)


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_nothing_half_shown_under_the_moves(own_lab: tuple[str, Path], page: Page, lang: str) -> None:
    """teach25 F2, teach26 friction 1: under the class's moves, at the window's bottom, the top
    of the hands' box (a grey box with a border, as wide as a move button) showed 10 px high:
    both teachers read it as a third or fourth move button cut off, and would scroll for it in
    front of the class. Now no box of the table is cut by the window's bottom in the usual
    view: what is under the moves starts below the window."""
    table = _table(own_lab, page, lang)
    bottom = low_edge(page)
    for part in table.locator(".fiveup-table-below > *, .fiveup-table-moves > *").all():
        box = part.bounding_box()
        assert box is not None
        cut = box["y"] < bottom - 0.5 < box["y"] + box["height"]
        assert not cut, (lang, part.inner_text()[:40], box, bottom)


_GEOMETRY = """svg => {
  const boxes = sel => [...svg.querySelectorAll(sel)].map(e => e.getBoundingClientRect())
    .map(r => ({x0: r.left, y0: r.top, x1: r.right, y1: r.bottom}));
  const letters = [...svg.querySelectorAll('g.choice-letter')].map(g => {
    const r = g.querySelector('circle').getBoundingClientRect();
    return {letter: g.dataset.letter, x0: r.left, y0: r.top, x1: r.right, y1: r.bottom};
  });
  const marks = [...svg.querySelectorAll('g.counted, circle.legal')].map(e => {
    const r = (e.querySelector('circle') || e).getBoundingClientRect();
    return {tile: e.dataset.tile, socket: e.dataset.socket,
            x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2,
            x0: r.left, y0: r.top, x1: r.right, y1: r.bottom};
  });
  return {letters, marks, tiles: boxes('g.tiles > g'), counted: boxes('g.counted circle')};
}"""


def _overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return a["x0"] < b["x1"] and b["x0"] < a["x1"] and a["y0"] < b["y1"] and b["y0"] < a["y1"]


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_each_move_is_lettered_at_its_point(own_lab: tuple[str, Path], page: Page, lang: str) -> None:
    """teach25 F2 (R11-R13: a move names the socket it uses): the move buttons said "line A",
    "branch B", and the layout showed hollow dots without letters. Now each move button starts
    with its point's letter ("A · …", the "where" questions' lettering), that letter is drawn
    beside that point's mark (nearer to it than to any other mark), large enough for the back
    row, and no letter overlaps a tile, a counted value or another letter (the SVG's geometry
    on the screen)."""
    from fiveup_viz.widgets.table import PlayTable

    here = PlayTable(["Class 7B", "Aino", "Eetu", "Iida"], projector=True, seed=SEED, lang=lang)
    for _ in range(CLICKS):
        here.move_button(here.session.moves[0]).click()
    used = {letter: point for point, letter in here.session.move_letters().items()}
    table = _table(own_lab, page, lang)
    svg = table.locator(".fiveup-picker-layout > svg")
    geo = svg.evaluate(_GEOMETRY)
    letters = {g["letter"]: g for g in geo["letters"]}
    assert len(letters) == len(geo["letters"]) == len(used) >= 3, (geo["letters"], used)
    buttons = table.locator(".fiveup-table-moves button").all()
    assert len(buttons) == len(here.move_buttons)
    for button, move in zip(buttons, (b.move for b in here.move_buttons), strict=True):
        said = button.inner_text()
        letter = next(k for k, point in used.items() if point == (move.on, move.socket))
        assert said.startswith(f"{letter} · {move.tile}"), (said, move)
    for letter, (on, socket) in used.items():
        disc = letters[letter]
        assert disc["y1"] - disc["y0"] >= LETTER_PX, (letter, disc)
        cx, cy = (disc["x0"] + disc["x1"]) / 2, (disc["y0"] + disc["y1"]) / 2
        nearest = min(geo["marks"], key=lambda k: (k["x"] - cx) ** 2 + (k["y"] - cy) ** 2)
        assert (nearest["tile"], nearest["socket"]) == (str(on), str(socket)), (letter, on, socket, nearest)
    discs = list(letters.values())
    for disc in discs:
        for box in geo["tiles"] + geo["counted"]:
            assert not _overlap(disc, box), (disc, box)
        for other in discs:
            assert other is disc or not _overlap(disc, other), (disc, other)
    shot(page, f"letters-{lang}")



@pytest.mark.parametrize("enlarged", [False, True], ids=["usual", "enlarged"])
@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_counts_last_lines_are_in_the_window(own_lab: tuple[str, Path], page: Page, lang: str,
                                                 enlarged: bool) -> None:
    """teach26 friction 1 (R21-R24, R2: the hand's count, its net credit and the target check):
    at step 6/6 of the count the net line ("Netto: … = 40 raakapistettä") and what comes next
    were below the window, so the teacher scrolled in front of the class. Now, stepped to its
    end, the count's last line and its net line are in the window, and "Deal the next hand"
    too (table53 kept it there)."""
    from fiveup_viz.words.messages import table as phrases

    table = after_three_moves(own_lab, page, lang)
    if enlarged:
        table.locator(".fiveup-table-enlarge").click()
        page.wait_for_timeout(600)
    _play_to_the_end(page, table, enlarged, f"count-{lang}")
    count = table.locator(".fiveup-hand-end")
    expect(count).to_be_visible()
    count.locator(".fiveup-nav button.fiveup-end").click()
    page.wait_for_timeout(1200)
    shot(page, f"count-end-{lang}-{'enlarged' if enlarged else 'usual'}")
    bottom = low_edge(page)
    top = page.locator(".jp-NotebookPanel-toolbar:visible").bounding_box()
    assert top is not None
    steps = count.locator(".end-step")
    last = steps.nth(steps.count() - 1)
    for part, what in ((last, "the last step"), (count.locator(".end-step").filter(
            has_text=re.compile(r"R23|R25|R26")).last, "the net credit"),
            (table.locator("button", has_text=phrases(lang)["ui.deal-next"]), "Deal the next hand")):
        box = part.bounding_box()
        assert box is not None, what
        assert box["y"] >= top["y"] + top["height"] - 0.5 and box["y"] + box["height"] <= bottom + 0.5, (
            what, box, bottom)
    deal = table.locator("button", has_text=phrases(lang)["ui.deal-next"])
    # teach26 friction 1: the button was clipped under the count's own box; nothing covers it
    covered = deal.evaluate("""b => { const r = b.getBoundingClientRect();
      return [[0.5, 0.5], [0.5, 0.85], [0.1, 0.85], [0.9, 0.15]].filter(([fx, fy]) => {
        const e = document.elementFromPoint(r.left + fx * r.width, r.top + fy * r.height);
        return !(e && b.contains(e)); }); }""")
    assert covered == [], covered
