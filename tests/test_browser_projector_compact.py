"""Issue 31, proj40 point 2 (session 40): at a 1024x768 or 1366x768 projector the quiz page's
drawing was bounded by the window's height, the header (a title, two rows of controls, the
keys' line) taking about 200 px of it. Now the header is compact at small heights: the title on
one line, the controls in one row where they fit (a row fewer at 1024), less padding, text no
smaller than trials 9 and 12 asked; the drawing grows, nothing
overlaps and every control is on screen, in en, it and fi. The tile sizes measured before are
kept here (the long side of the first tile drawn, in px, at `#hand=1&step=21` of `partners`)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page

from fiveup_viz.pages.page import write_page
from fiveup_viz.rules import examples
from tests.conftest import CHROMIUM

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
#: The first tile's long side (px) before the compact header, and the drawing's top (px).
BEFORE = {("en", 1024): (63.2, 198), ("en", 1366): (66.1, 162), ("it", 1024): (55.1, 225),
          ("it", 1366): (62.0, 189), ("fi", 1024): (58.6, 229), ("fi", 1366): (53.8, 212)}
#: Teacher trial 14, friction 3: the Finnish page at 1024 px was one column (its score table,
#: about 600 px wide, left the drawing too little room beside it), the question above the
#: drawing and the status and scores below the window; it is now two columns, the question
#: beside the drawing, whose tiles are smaller than the one column's (50.5 px measured).
NOW_BESIDE = {("fi", 1024): 50.0}


@pytest.mark.parametrize(("lang", "width"), sorted(BEFORE))
def test_a_compact_header_leaves_the_drawing_more_room(tmp_path: Path, page: Page, lang: str,
                                                      width: int) -> None:
    """Proj40 point 2: at `width`x768 the title is one line, the drawing starts at least 45 px
    higher and its tiles are at least 5 % larger than before, every control of the toolbar is
    inside the window and no two of them overlap."""
    path = write_page(examples.load("partners"), tmp_path / f"{lang}.html", lang=lang,
                      quiz=True, projector=True)
    page.set_viewport_size({"width": width, "height": 768})
    page.goto(path.as_uri() + "#hand=1&step=21")
    page.locator(".fiveup-layout svg g.tile").first.wait_for()
    tile_before, top_before = BEFORE[lang, width]
    box = page.locator(".fiveup-layout svg g.tile").first.bounding_box()
    top = page.locator(".fiveup-layout svg").bounding_box()
    assert box is not None and top is not None
    tile = max(box["width"], box["height"])
    assert top["y"] <= top_before - 45, top["y"]
    assert tile >= NOW_BESIDE.get((lang, width), tile_before * 1.05), (tile, tile_before)
    title = page.locator(".fiveup-header")
    assert title.evaluate("(e) => e.scrollHeight <= e.clientHeight + 1 && e.getClientRects().length === 1")
    header_box = title.bounding_box()
    assert header_box is not None and header_box["height"] <= 34
    boxes = page.evaluate("""() => [...document.querySelectorAll(
        '.fiveup-nav > button, .fiveup-nav > label, .fiveup-nav > select, .fiveup-nav > .fiveup-where')]
        .filter((e) => e.offsetParent).map((e) => { const r = e.getBoundingClientRect();
          return [r.left, r.top, r.right, r.bottom]; })""")
    assert len(boxes) >= 7
    for left, top_, right, bottom in boxes:
        assert left >= 0 and top_ >= 0 and right <= width and bottom <= 768
    for k, a in enumerate(boxes):
        for b in boxes[k + 1:]:
            apart = a[2] <= b[0] + 0.5 or b[2] <= a[0] + 0.5 or a[3] <= b[1] + 0.5 or b[3] <= a[1] + 0.5
            assert apart, (a, b)


#: Every control of the toolbar that shows: its class, box [left, top, right, bottom] (px) and
#: whether its content runs out of its box (a label or the position cut).
CONTROLS = """() => Array.from(document.querySelectorAll('.fiveup-nav > *')).filter((e) => e.offsetParent)
  .map((e) => { const r = e.getBoundingClientRect(); const range = document.createRange();
    range.selectNodeContents(e); const t = range.getBoundingClientRect();
    return [e.className, [r.left, r.top, r.right, r.bottom],
            e.scrollWidth > e.clientWidth + 1 ||
            (e.tagName !== 'SELECT' && (t.right > r.right + 1 || t.left < r.left - 1))]; })"""


@pytest.mark.parametrize("width", [1024, 1366])
@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_every_control_shows_whole_at_a_count_question(tmp_path: Path, page: Page, lang: str,
                                                      width: int) -> None:
    """Issue 31, teacher trial 15 F7 (and "Layout only", teacher trial 16 friction 2): at the
    count question of hand 1 (R21-R25) at `width`x768, every control of the toolbar, "Layout
    only" among them, is inside the window, whole (in Finnish the position ran out of its box,
    under the switches, and the quiz's switch «Kysy» stood at the window's right edge, read as
    a word cut there: now a control that has no room goes to the next row), no two overlap,
    and the question stands beside the count, which stands where the board was (two columns;
    quiz61, teach25 F3)."""
    path = write_page(examples.load("partners"), tmp_path / f"{lang}.html", lang=lang,
                      quiz=True, projector=True)
    page.set_viewport_size({"width": width, "height": 768})
    page.goto(path.as_uri() + "#hand=1&count=1")
    page.locator(".fiveup-ask .fiveup-quiz-question").first.wait_for()
    controls = page.evaluate(CONTROLS)
    names = [c[0] for c in controls]
    assert "fiveup-board-only" in names and "fiveup-quiz-toggle" in names, names
    for name, (left, top, right, bottom), cut in controls:
        assert left >= 0 and top >= 0 and right <= width and bottom <= 768, (name, left, right)
        assert not cut, name
    for k, (_, a, _) in enumerate(controls):
        for _, b, _ in controls[k + 1:]:
            apart = a[2] <= b[0] + 0.5 or b[2] <= a[0] + 0.5 or a[3] <= b[1] + 0.5 or b[3] <= a[1] + 0.5
            assert apart, (a, b)
    board = page.locator(".fiveup-stepper .fiveup-table .fiveup-end").bounding_box()
    side = page.locator(".fiveup-stepper .fiveup-side").bounding_box()
    assert board is not None and side is not None and side["x"] >= board["x"] + board["width"]
