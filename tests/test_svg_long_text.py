"""Issue 8, drawings with long text: names, titles and headings are cut with `…` at a fixed
width, never make a drawing grow without limit, are never clipped, and keep the whole text
(escaped) in a `<title>`."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable

import pytest

from fiveup_viz import Game, Layout, simulate
from fiveup_viz.drawing import svg
from fiveup_viz.drawing.svg.handend import WRAP, _wrap
from fiveup_viz.pages.diagrams import example_hand

NS = "{http://www.w3.org/2000/svg}"
HOSTILE = '<b>"Ada" & Co</b> '  #: markup that must arrive escaped
LONG = HOSTILE + "x" * 10_000
MAX_WIDTH = 1300.0  #: px: no drawing below may be wider, whatever the text


def parse(text: str) -> ET.Element:
    return ET.fromstring(text)  # fails unless every text is escaped


def view_width(root: ET.Element) -> float:
    return float(root.attrib["viewBox"].split(",")[2])


def titles(root: ET.Element) -> list[str]:
    return [t.text or "" for t in root.iter(f"{NS}title")]


def check_texts_fit(root: ET.Element) -> None:
    """Every start-anchored line of text ends inside the drawing (nothing clipped)."""
    width = view_width(root)
    for t in root.iter(f"{NS}text"):
        if t.attrib.get("text-anchor", "start") != "start" or t.text is None \
                or "x" not in t.attrib or "font-size" not in t.attrib:
            continue
        bold = t.attrib.get("font-weight") == "bold"
        end = float(t.attrib["x"]) + svg.text_width(t.text, float(t.attrib["font-size"]), bold)
        assert end <= width + 0.5, f"{t.text[:40]!r} ends at {end:.0f} px, past {width:.0f}"


def check_long(text: str, full: str) -> ET.Element:
    """The drawing is bounded, shows `full` cut with … and holds `full` whole in a <title>."""
    root = parse(text)
    assert view_width(root) <= MAX_WIDTH
    whole = [t for t in titles(root) if full in t]
    assert whole
    shown = [t.text for t in root.iter(f"{NS}text") if t.text and "…" in t.text]
    assert shown and all(any(w.startswith(s.split("…")[0]) for w in whole) for s in shown)
    assert "<b>" not in text and "&lt;b&gt;" in text
    check_texts_fit(root)
    return root


def long_named_game(names: list[str], title: str | None = None) -> Game:
    """A simulated game whose names (and title) are set past the record limits afterwards, as a
    drawing function may be given any object with `players`."""
    game = simulate(len(names), seed=3, max_hands=3)
    game.players = tuple(names)
    game.title = title
    return game


def drawings(lang: str = "en") -> dict[str, Callable[[str], str]]:
    return {
        "hand name": lambda t: svg.tiles(["[1|2]", "[6|6]"], name=t, lang=lang),
        "score sheet name": lambda t: svg.score_sheet(235, name=t, lang=lang),
        "panels heading": lambda t: svg.panels([Layout.from_moves(["[3|6]"])], heading=t, lang=lang),
        "score race title": lambda t: svg.score_race(long_named_game(["Ada", "Bea"], t), lang=lang),
        "score race names": lambda t: svg.score_race(long_named_game([t, "Bea"]), lang=lang),
        "seating names": lambda t: svg.seating([t, "Bea", "Cai"], leader=0, lang=lang),
        "hands names": lambda t: svg.players_tiles(long_named_game([t, "Bea"]), lang=lang),
        "hand end names": lambda t: svg.hand_end(long_named_game([t, "Bea"]), 0, lang=lang),
    }


DRAWINGS = drawings()
#: en-XA (the pseudo-locale, 40 % longer than English): a longer text still fits.
LANGS = ["en", "en-XA"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", list(DRAWINGS))
def test_long_text_is_cut_bounded_and_kept_in_title(kind: str, lang: str) -> None:
    """Long text: a 10,000-character name, title or heading leaves the drawing at most
    MAX_WIDTH px wide, is shown cut with …, and is whole (escaped) in a <title>."""
    check_long(drawings(lang)[kind](LONG), LONG)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", list(DRAWINGS))
def test_long_text_within_the_limits_is_whole_and_not_clipped(kind: str, lang: str) -> None:
    """Long text: a 40-character name (RECORD.md's limit) or 90-character title is measured, so
    the drawing is wide enough for it, and it is not cut."""
    limit = 90 if "title" in kind or "heading" in kind or "sheet" in kind else 40
    text = (HOSTILE + "y" * limit)[:limit]
    root = parse(drawings(lang)[kind](text))
    assert not any(t.text and t.text.endswith("…") for t in root.iter(f"{NS}text"))
    check_texts_fit(root)
    assert view_width(root) <= MAX_WIDTH


def test_long_text_score_race_title_and_panels_heading_are_measured() -> None:
    """Long text: the score race title and the panels heading widen a narrow drawing so they are
    not cut off at its edge (they were never measured before)."""
    heading = "A heading longer than one small panel is wide " * 2
    root = parse(svg.panels([Layout.from_moves(["[0|0]"])], heading=heading))
    lines = [t.text or "" for t in root.iter(f"{NS}text") if t.get("class") == "heading"]
    assert " ".join(lines) == heading.strip()  # wrapped to the drawing (issue 9), not cut
    check_texts_fit(root)
    game, _ = example_hand("domino")
    game.title = "T" * 90
    root = parse(svg.score_race(game))
    assert view_width(root) >= svg.text_width(game.title, svg.CAPTION_FONT + 2, True) + 8


def test_long_text_end_of_hand_lines_wrap_long_words() -> None:
    """Long text: a word longer than a row of the end-of-hand steps is broken, not drawn whole."""
    rows = _wrap("short " + "z" * 500 + " tail")
    assert max(len(r) for r in rows) <= WRAP + 1 and "".join(rows).count("z") == 500
