"""Issue 31 (session 43, table64; teach27 F1 and F7, teach28 frictions 1, 2 and 3): the class's
table of `fiveup-viz table --projector` in real JupyterLab (headless Chromium, a live kernel) at
1024x768, at a hand's end: the final layout can be called back beside the count, the count's
position line is whole, no line of "what happened" is covered, no tile's caption is drawn over
the class's tiles, and once the count is shown "what happened" says only what is left to do.

Set FIVEUP_SHOTS to a folder to keep a PNG of each screen looked at."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Locator, Page, expect

from tests.conftest import CHROMIUM, lab_fixture
from tests.test_browser_projector_bots_shown import after_three_moves, low_edge, shot
from tests.test_browser_projector_table53 import _play_to_the_end

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]

own_lab = lab_fixture("table64")  # a JupyterLab server of this module's own


def _at_the_end(own_lab: tuple[str, Path], page: Page, lang: str, enlarged: bool) -> tuple[Locator, int]:
    """The table of `after_three_moves` (seed 16), enlarged or not, played to its hand's end by
    the class's first move each turn: the table and the class's moves clicked."""
    table = after_three_moves(own_lab, page, lang)
    if enlarged:
        table.locator(".fiveup-table-enlarge").click()
        expect(table).to_have_class(re.compile(r"\bfiveup-board-large\b"))
        page.wait_for_timeout(600)
    clicks = _play_to_the_end(page, table, enlarged, f"t64-{lang}")
    expect(table.locator(".fiveup-hand-end")).to_be_visible()
    page.wait_for_timeout(1200)
    return table, clicks


def _final_layout(lang: str, clicks: int) -> tuple[str, int]:
    """The same game in Python: the tile placed last in the hand and the layout's tile count."""
    from fiveup_viz.widgets.table import PlayTable

    here = PlayTable(["Classe 3B", "Giulia", "Marco", "Sofia"], projector=True, seed=16, lang=lang)
    for _ in range(3 + clicks):
        here.move_button(here.session.moves[0]).click()
    layout = here.game.hand.layout
    assert here.game.hand.over and layout.last is not None
    return str(layout.last), len(layout)


@pytest.mark.parametrize("enlarged", [False, True], ids=["usual", "enlarged"])
def test_the_final_layout_can_be_called_back(own_lab: tuple[str, Path], page: Page, enlarged: bool) -> None:
    """teach27 F1 (R21: the hand ends with the last tile placed; R8): at a hand's end the count
    took the layout's place at once, so the class never saw the last tile placed and could not
    call the layout back ("what did Iida play?"). Now "Show the layout" beside the count shows
    the hand's final layout in the count's place, the last tile in it and ringed, the scores
    still held (table53); pressed again ("Back to the count") the count is there again."""
    from fiveup_viz.words.messages import table as phrases

    table, clicks = _at_the_end(own_lab, page, "en", enlarged)
    last, placed = _final_layout("en", clicks)
    words = phrases("en")
    toggle = table.locator(".fiveup-table-end button", has_text=words["ui.end-layout"])
    expect(toggle).to_be_visible()
    toggle.click()
    final = table.locator(".fiveup-table-end .fiveup-table-final svg")
    expect(final).to_be_visible()
    page.wait_for_timeout(600)
    shot(page, f"final-layout-{'enlarged' if enlarged else 'usual'}")
    expect(final.locator("g.tile")).to_have_count(placed)
    ring = final.locator(f'.highlight[data-tile="{last}"]')
    expect(ring).to_have_count(1)
    box = final.bounding_box()
    assert box is not None and box["height"] >= 250 and box["y"] + box["height"] <= low_edge(page) + 0.5, box
    expect(table.locator(".fiveup-hand-end")).to_be_hidden()
    expect(table.locator("div.scores")).to_be_hidden()  # still held until shown (table53)
    back = table.locator(".fiveup-table-end button", has_text=words["ui.end-layout-back"])
    expect(back).to_be_visible()
    back.click()
    expect(table.locator(".fiveup-hand-end")).to_be_visible()
    expect(final).to_have_count(0)


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_counts_position_line_is_whole(own_lab: tuple[str, Path], page: Page, lang: str) -> None:
    """teach28 friction 1 (R21-R24: the count's steps): in the usual view at 1024x768 the
    count's position line was cut by the right column («Mano 2, conteggio di fine mano, pas…»).
    Now, at every step, the line's text lies inside the count's column, left of the side
    column, and nothing covers its last character."""
    table, _ = _at_the_end(own_lab, page, lang, False)
    count = table.locator(".fiveup-hand-end")
    where = count.locator(".fiveup-where")
    side = table.locator(".fiveup-table-side").bounding_box()
    assert side is not None
    for step in range(2):
        if step:
            count.locator(".fiveup-nav button.fiveup-end").click()
            page.wait_for_timeout(800)
        shot(page, f"where-{lang}-{step}")
        right = where.evaluate("""w => { const g = document.createRange(); g.selectNodeContents(w);
          const rs = [...g.getClientRects()]; return Math.max(...rs.map(r => r.right)); }""")
        assert right <= side["x"] + 0.5, (lang, where.inner_text(), right, side)
        hidden = where.evaluate("""w => { const g = document.createRange();
          const walk = document.createTreeWalker(w, NodeFilter.SHOW_TEXT); let t = null;
          while (walk.nextNode()) t = walk.currentNode;
          g.setStart(t, t.length - 1); g.setEnd(t, t.length); const r = g.getBoundingClientRect();
          const e = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
          return !(e && w.contains(e)); }""")
        assert not hidden, (lang, where.inner_text())


@pytest.mark.parametrize("lang", ["en", "it"])
def test_no_line_of_what_happened_is_covered(own_lab: tuple[str, Path], page: Page, lang: str) -> None:
    """teach28 friction 2 (R23: the going-out credit): at a hand's end, the count shown, the
    last event line of "what happened" («…il punteggio di Classe 3B e») was cut by the yellow
    "Hand over" box under it. Now every line of "what happened" is either whole in view or
    scrolled wholly out of its box: no line is half hidden."""
    from fiveup_viz.words.messages import table as phrases

    table, _ = _at_the_end(own_lab, page, lang, False)
    table.locator("button", has_text=phrases(lang)["ui.show-count"]).click()
    page.wait_for_timeout(1500)
    shot(page, f"happened-{lang}")
    cut = table.locator(".fiveup-table-messages").evaluate("""m => {
      const out = [];
      const newest = m.querySelector('div.newest');
      const stop = newest ? newest.getBoundingClientRect().top : Infinity;
      for (const msg of m.querySelectorAll('div.message:not(.newest)')) {
        let clip = msg.parentElement.closest('div.lines, div.own');
        const box = clip ? clip.getBoundingClientRect() : m.getBoundingClientRect();
        const g = document.createRange(); g.selectNodeContents(msg);
        for (const r of g.getClientRects()) {
          if (r.height < 1) continue;
          const top = Math.max(r.top, box.top), bottom = Math.min(r.bottom, box.bottom, stop);
          const seen = bottom - top;
          if (seen > 0.5 && seen < r.height - 0.5) {
            out.push([msg.textContent.slice(0, 40), r.top, r.bottom, seen]); }
        }
      }
      return out; }""")
    assert cut == [], cut
    # the event just before the newest line (the hand's credit) is whole in view
    seen = table.locator(".fiveup-table-messages").evaluate("""m => {
      const all = [...m.querySelectorAll('div.message')];
      const newest = m.querySelector('div.newest');
      const credit = all[all.indexOf(newest) - 1];
      const r = credit.getBoundingClientRect();
      const clip = credit.closest('div.lines, div.own');
      const box = clip ? clip.getBoundingClientRect() : m.getBoundingClientRect();
      const stop = Math.min(box.bottom, newest.getBoundingClientRect().top);
      return [r.top >= box.top - 0.5, r.bottom <= stop + 0.5,
              credit.textContent.slice(0, 40), r.top, r.bottom, box.top, box.bottom]; }""")
    assert seen[0] and seen[1], seen


def test_no_tile_caption_over_the_class_tiles(own_lab: tuple[str, Path], page: Page) -> None:
    """teach28 friction 3 (R6: the class's tiles, face up): in the enlarged view a stray line
    «[1|4], tra le tue tessere» stood above the class's tiles: the picker's hint line, which says
    a tile's accessible name when the pointer rests on it (a tile redrawn under a resting
    pointer after a click). Now, the pointer resting on a class's tile and on a legal point,
    no such text is drawn at the projector table; the tile keeps its accessible name."""
    table = after_three_moves(own_lab, page, "it")
    table.locator(".fiveup-table-enlarge").click()
    page.wait_for_timeout(800)
    tile = table.locator(".fiveup-picker-hand g.tile[data-tile]").first
    tile.hover()
    page.wait_for_timeout(400)
    shot(page, "hint-hover-tile")
    name = tile.get_attribute("aria-label")
    assert name and "tessere" in name, name
    drawn = table.evaluate("""(t, name) => {
      const walk = document.createTreeWalker(t, NodeFilter.SHOW_TEXT); const out = [];
      while (walk.nextNode()) {
        const n = walk.currentNode, e = n.parentElement;
        const seen = e.tagName.toLowerCase() !== 'title' && e.getClientRects().length;
        if (n.textContent.includes(name) && seen) {
          out.push(e.className); } }
      return out; }""", name)
    assert drawn == [], drawn
    hint = table.locator(".fiveup-picker-hint")
    assert hint.count() == 0 or not hint.first.is_visible() or hint.first.inner_text().strip() == ""
    points = ".fiveup-picker-layout .legal[data-socket], .fiveup-picker-layout .counted[data-socket]"
    table.locator(points).first.hover()
    page.wait_for_timeout(300)
    assert hint.count() == 0 or not hint.first.is_visible() or hint.first.inner_text().strip() == ""


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_after_the_count_only_the_deal_is_left(own_lab: tuple[str, Path], page: Page, lang: str) -> None:
    """teach27 F7 (R8: the next hand is dealt after the count): "Hand over: step through the
    count where the layout was, then deal the next hand" stayed in "what happened" after the
    count's result was shown. Now, once the count is stepped to its end (or shown), the newest
    line says only what is left: deal the next hand."""
    from fiveup_viz.words.messages import table as phrases

    words = phrases(lang)
    table, _ = _at_the_end(own_lab, page, lang, False)
    table.locator(".fiveup-hand-end .fiveup-nav button.fiveup-end").click()
    newest = table.locator(".fiveup-table-messages div.newest")
    expect(newest).to_be_visible()
    expect(newest).to_have_text(words["ui.hand-over-counted"] + ".")
    shot(page, f"after-result-{lang}")
