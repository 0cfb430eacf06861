"""Issue 31 (session 42, table52; teach20 frictions 1 and 2, table46's "left"): the class's table
of `fiveup-viz table --projector` in real JupyterLab (headless Chromium, a live kernel) at
1024x768, the file browser closed as the README says, after three moves of the class (seed 16):
the enlarged layout on one screen with the class's tiles and moves, the score readable from the
back of the room, and "what happened" beginning at an event's start.

Set FIVEUP_SHOTS to a folder to keep a PNG of each screen looked at."""

from __future__ import annotations

import re
from itertools import pairwise
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Locator, Page, expect

from tests.conftest import CHROMIUM, lab_fixture
from tests.test_browser_projector_bots_shown import after_three_moves, low_edge, shot

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
WIDTH, HEIGHT = 1024, 768
#: The least room between two numbers of a score row (px): at 16 px text, "10 295 to go" read as
#: "10295" with one 4 px space between the raw score and the raw to go (teach20 friction 1).
GAP = 10
#: The least size of a score's displayed and raw numbers (px), file browser closed and open: the
#: side panels' text is 16 px at 1024 px (the score's was 13 px); in the 233 px column left by an
#: open file browser the numbers are smaller, so that the newest line of "what happened" keeps its room.
NUMBER_PX = {False: 20, True: 16}


own_lab = lab_fixture("table52")  # a JupyterLab server of this module's own


def _on_screen(page: Page, part: Locator, what: str) -> None:
    box = part.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= low_edge(page) + 0.5, (what, box)


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_enlarged_layout_its_tiles_and_moves_are_on_one_screen(own_lab: tuple[str, Path], page: Page,
                                                                   lang: str) -> None:
    """teach20 friction 2 (R5: the class plays from its tiles and moves): enlarged, the layout
    filled the window and the class's tiles and moves were below it, scrolled to each turn and
    back. Now, enlarged at 1024x768 without scrolling, the layout's picture, the class's tiles,
    every move button, the turn and the toggle are all inside the window; the toggle looks
    pressed and says how to go back. The score table is then below the window, so the turn's box
    also says each side's displayed score (R1) on one line, as the score table has them; not
    enlarged, that line is not drawn (the score table is in view)."""
    from fiveup_viz.words.messages import table as phrases
    from fiveup_viz.words.messages import text

    table = after_three_moves(own_lab, page, lang)
    line = table.locator(".fiveup-table-status div.score-line")
    expect(line).to_be_hidden()
    rows = table.locator("div.scores tr.score").evaluate_all(
        "rows => rows.map(r => [...r.querySelectorAll('td')].map(c => c.textContent.trim()))")
    said = " \u00b7 ".join(f"{row[0]} {row[1]}" for row in rows)
    toggle = table.locator(".fiveup-table-enlarge")
    toggle.click()
    expect(table).to_have_class(re.compile(r"\bfiveup-board-large\b"))
    page.wait_for_timeout(800)
    table.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    shot(page, f"{lang}-enlarged")
    expect(toggle).to_have_class(re.compile(r"\bmod-active\b"))
    expect(toggle).to_have_text(phrases(lang)["ui.enlarge-back"])
    _on_screen(page, table.locator(".fiveup-picker-layout svg"), "layout")
    _on_screen(page, table.locator(".fiveup-picker-hand svg.fiveup-hand"), "tiles")
    _on_screen(page, table.locator(".fiveup-table-status"), "turn")
    _on_screen(page, line, "scores")
    expect(line).to_have_text(text(lang, "ui", "sum-scores", scores=said))
    _on_screen(page, toggle, "toggle")
    buttons = table.locator(".fiveup-table-moves button")
    expect(buttons).to_have_count(2)
    for i in range(buttons.count()):
        _on_screen(page, buttons.nth(i), f"move {i}")
    toggle.click()
    expect(toggle).to_have_text(phrases(lang)["ui.enlarge"])
    expect(line).to_be_hidden()


#: For each score row: every word of the side's name with the number of lines it is drawn on,
#: and the drawn text's box of each number cell (displayed, raw, to go), its font size.
ROWS_JS = """rows => rows.map(row => {
  const cells = [...row.querySelectorAll('td')];
  const words = [];
  const walker = document.createTreeWalker(cells[0], NodeFilter.SHOW_TEXT);
  for (let node; (node = walker.nextNode());) {
    for (const m of node.data.matchAll(/\\S+/g)) {
      const r = document.createRange();
      r.setStart(node, m.index); r.setEnd(node, m.index + m[0].length);
      const tops = new Set([...r.getClientRects()].map(b => Math.round(b.top)));
      words.push([m[0], tops.size]);
    }
  }
  const texts = cells.slice(1).map(c => {
    const r = document.createRange(); r.selectNodeContents(c);
    const b = r.getBoundingClientRect();
    return {left: b.left, right: b.right, size: parseFloat(getComputedStyle(c).fontSize),
            text: c.textContent};
  });
  return {words, texts};
})"""


@pytest.mark.parametrize("files", [False, True], ids=["files-closed", "files-open"])
@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_score_reads_from_the_back_of_the_room(own_lab: tuple[str, Path], page: Page, lang: str,
                                                   files: bool) -> None:
    """teach20 friction 1 (R1: displayed = raw / 5; R2: the raw still to go to 305): the score
    in the side column had names over three lines ("Classe / 3B ja / Marco"), 13 px text and
    "10 295 to go" read as "10295". Now each side's name is whole (no word broken over two
    lines), its displayed and raw numbers are at least 20 px (16 px in the narrow column of an
    open file browser; "to go" at least the panels' 16 px)
    and their drawn texts stand at least 10 px apart, and the panel does not overflow its
    column, file browser closed or open."""
    table = after_three_moves(own_lab, page, lang, files)
    scores = table.locator("div.scores")
    scores.scroll_into_view_if_needed()
    shot(page, f"{lang}-{'filesopen' if files else 'filesclosed'}")
    rows = scores.locator("tr.score").evaluate_all(ROWS_JS)
    assert len(rows) == 2
    for row in rows:
        broken = [word for word, lines in row["words"] if lines != 1]
        assert not broken, row["words"]
        texts = row["texts"]
        for a, b in pairwise(texts):
            assert b["left"] - a["right"] >= GAP, (a, b)
        assert all(t["size"] >= NUMBER_PX[files] for t in texts[:2]), texts  # displayed, raw
        assert texts[2]["size"] >= 16, texts  # to go: the panels' text
    wide = scores.evaluate("e => [e.scrollWidth, e.clientWidth, e.parentElement.clientWidth]")
    assert wide[0] <= wide[1] + 1 and wide[1] <= wide[2] + 1, wide


#: The box of the bots' lines ("div.lines") and, for each of its events, its top and bottom.
LINES_JS = """box => {
  const b = box.getBoundingClientRect();
  return {top: b.top, bottom: b.bottom, scrolls: box.scrollHeight > box.clientHeight + 1,
          events: [...box.querySelectorAll('div.message')].map(m => {
            const r = m.getBoundingClientRect(); return [r.top, r.bottom, m.textContent]; })};
}"""


@pytest.mark.parametrize("files", [False, True], ids=["files-closed", "files-open"])
@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_what_happened_begins_at_an_event(own_lab: tuple[str, Path], page: Page, lang: str,
                                          files: bool) -> None:
    """table46's "left", teach shot table50 fi (R5: the turns in order): "what happened",
    scrolled to its end, began mid-sentence at the top of its box ("haaraan B." alone). Now the
    first event drawn in the box begins at the box's top or below it: no event is cut at the
    top; the newest line stays whole and inside the window."""
    table = after_three_moves(own_lab, page, lang, files)
    box = table.locator(".messages div.lines")
    expect(box).to_have_count(1)
    seen = box.evaluate(LINES_JS)
    visible = [e for e in seen["events"] if e[1] > seen["top"] + 1 and e[0] < seen["bottom"] - 1]
    if seen["bottom"] - seen["top"] >= 1:  # the box gives way first when the column is short
        assert visible, seen
        assert visible[0][0] >= seen["top"] - 1, (seen["top"], visible[0])
    newest = table.locator(".messages div.newest")
    _on_screen(page, newest, "newest line")


@pytest.mark.parametrize("height", [820, 860, 900])
@pytest.mark.parametrize("lang", ["en", "fi"])
def test_what_happened_begins_at_an_event_when_the_window_grows(own_lab: tuple[str, Path], page: Page,
                                                                lang: str, height: int) -> None:
    """table52's "left" (R5: the turns in order): at 1024x820-900 the box of the bots' lines
    began 3-7 px above an event's start (the events' margins were not counted, and the box was
    not sized again for the new window). After the window grows from 768 px, the box's first
    visible event begins at its top or below it, and the box still ends at the newest bot line."""
    table = after_three_moves(own_lab, page, lang)
    page.set_viewport_size({"width": WIDTH, "height": height})
    page.wait_for_timeout(600)
    shot(page, f"what-happened-{lang}-{height}")
    seen = table.locator(".messages div.lines").evaluate(LINES_JS)
    if seen["bottom"] - seen["top"] < 1:
        pytest.fail(f"no room for the bots' lines at {height} px: {seen}")
    visible = [e for e in seen["events"] if e[1] > seen["top"] + 1 and e[0] < seen["bottom"] - 1]
    assert visible and visible[0][0] >= seen["top"] - 1, (seen["top"], visible[:1])
    assert abs(seen["events"][-1][1] - seen["bottom"]) <= 2, seen  # shown from its end


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_enlarged_layout_fits_however_long_the_turn_is(own_lab: tuple[str, Path], page: Page,
                                                           lang: str) -> None:
    """teach25, teach26 (R5: the class plays from its tiles and moves): enlarged at 1024x768, a
    turn line over two lines ("… Vuorossa on Luokka / 7B.") with the scores under it pushed the
    class's tiles half under the window's edge: the picture's height counted a one-line turn.
    With two more lines in the turn's box, the class's tiles and every move button are still
    inside the window (the picture gives way)."""
    table = after_three_moves(own_lab, page, lang)
    table.locator(".fiveup-table-enlarge").click()
    expect(table).to_have_class(re.compile(r"\bfiveup-board-large\b"))
    table.locator(".fiveup-table-status div.status").evaluate(
        "e => { for (const t of ['one more line', 'and another']) {"
        " const d = document.createElement('div'); d.textContent = t; e.appendChild(d); } }")
    page.wait_for_timeout(800)
    table.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    shot(page, f"{lang}-enlarged-long-turn")
    _on_screen(page, table.locator(".fiveup-picker-hand svg.fiveup-hand"), "tiles")
    buttons = table.locator(".fiveup-table-moves button")
    for i in range(buttons.count()):
        _on_screen(page, buttons.nth(i), f"move {i}")
