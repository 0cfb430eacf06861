"""Issue 31 (session 44, page69), the quiz page (`fiveup-viz html partners --quiz --projector`)
in headless Chromium at a 1024x768 projector, en/it/fi:
- teach30 F5: "Answer only" says "Esc or A: back to the page"; "Layout only" said nothing of
  the way back. It now says "Esc or B: back to the page" beside its button while it is on.
- teach29 friction 5: "Layout only" drew the layout right of centre (its tiles at x 425-865 of
  1024): the drawing's frame is set round its first tile. It is now centred in the window.
- teach29 friction 6: the hand's-end panel set "Ada: 0 pips  Bea: 17 pips" on one line and
  Bea's tiles under both; each player's line now stands with that player's tiles, one player a
  row (the tiles still held, R21-R22, as before).
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from fiveup_viz.pages.page import write_page
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
LANGS = ["en", "it", "fi"]
SHOTS = Path("/work/brief/s44/page69-shots")


def _open(page: Page, tmp_path: Path, lang: str, where: str,
          ready: str = ".fiveup-stepper .fiveup-layout svg") -> None:
    path = write_page(examples.load("partners"), tmp_path / f"quiz-{lang}.html", lang=lang,
                      quiz=True, projector=True)
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(path.as_uri() + where)
    expect(page.locator(ready).first).to_be_visible()


def _shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / name))


@pytest.mark.parametrize("lang", LANGS)
def test_layout_only_says_the_way_back(tmp_path: Path, page: Page, lang: str) -> None:
    """teach30 F5: Layout only on (button or B), its line says "Esc or B: back to the page";
    Escape leaves it and the line goes; B on and B again also."""
    _open(page, tmp_path, lang, "#hand=2&step=3")
    back = page.locator(".fiveup-stepper .fiveup-board-back")
    expect(back).to_be_hidden()
    page.get_by_role("button", name=text(lang, "page", "board-only"), exact=True).click()
    expect(back).to_be_visible()
    expect(back).to_have_text(text(lang, "page", "board-only-back"))
    assert "Esc" in back.inner_text() and "B" in back.inner_text().split(":")[0]
    _shot(page, f"layout-only-back-{lang}-1024.png")
    page.keyboard.press("Escape")
    expect(back).to_be_hidden()
    expect(page.locator(".fiveup-stepper .fiveup-ask")).to_be_visible()
    page.keyboard.press("b")
    expect(back).to_be_visible()
    page.keyboard.press("b")
    expect(back).to_be_hidden()


@pytest.mark.parametrize("lang", LANGS)
def test_layout_only_centres_the_layout(tmp_path: Path, page: Page, lang: str) -> None:
    """teach29 friction 5: the tiles' middle is the window's middle (within 8 px); the page's
    own view keeps its frame afterwards."""
    _open(page, tmp_path, lang, "#hand=2&step=3")
    svg = page.locator(".fiveup-stepper .fiveup-layout svg").first
    frame = svg.get_attribute("viewBox")
    page.keyboard.press("b")
    expect(page.locator(".fiveup-stepper .fiveup-board-back")).to_be_visible()
    tiles = svg.locator("g.tiles").bounding_box()
    drawn = svg.bounding_box()
    assert tiles is not None and drawn is not None
    middle = tiles["x"] + tiles["width"] / 2
    assert abs(middle - (drawn["x"] + drawn["width"] / 2)) < 8, (tiles, drawn)
    assert abs(middle - 512) < 8, tiles
    assert abs(tiles["y"] + tiles["height"] / 2 - (drawn["y"] + drawn["height"] / 2)) < 8
    _shot(page, f"layout-only-centred-{lang}-1024.png")
    page.keyboard.press("Escape")
    expect(page.locator(".fiveup-stepper .fiveup-board-back")).to_be_hidden()
    assert svg.get_attribute("viewBox") == frame


@pytest.mark.parametrize("lang", LANGS)
def test_each_player_s_line_stands_with_its_tiles(tmp_path: Path, page: Page, lang: str) -> None:
    """teach29 friction 6: at hand 1's count question, no two players' lines share a line, and
    each player's tiles stand beside or under that player's line, above the next player's."""
    _open(page, tmp_path, lang, "#hand=1&count=1", ".fiveup-stepper .fiveup-panel div.revealed")
    seats = page.locator(".fiveup-stepper .fiveup-panel div.revealed > div")
    expect(seats).to_have_count(4)
    boxes = []
    for i in range(4):
        label = seats.nth(i).locator(":scope > div").bounding_box()
        tiles = seats.nth(i).locator(":scope > svg")
        drawn = tiles.bounding_box() if tiles.count() else None
        assert label is not None
        boxes.append((label, drawn))
    for (label, drawn), (after, _) in itertools.pairwise(boxes):
        assert label["y"] + label["height"] <= after["y"] + 0.5, (label, after)  # a row each
        if drawn is not None:
            assert drawn["y"] + 0.5 >= label["y"] - drawn["height"] / 2
            assert drawn["y"] + drawn["height"] <= after["y"] + 0.5, (drawn, after)
    _shot(page, f"hand-end-{lang}-1024.png")
