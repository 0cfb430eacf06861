"""SVG drawings of tiles, hands, layouts, hand ends and scores (the only svgwrite user).

Renderers: `layout`, `panels`, `tile`, `hand`, `hands`, `hand_end`, `score_sheet`,
`score_race`. Each is a function with keyword-only options (`size` is the width in px; `theme`
is colour, print or high-contrast, see `THEMES`; `colors` overrides roles of the theme's
colours; `lang` is en, it or fi) that returns `SvgText`, a `str` that shows itself as a
picture in a notebook. The same input gives the same bytes (no ids, no
counters). User text goes in as escaped text and attributes, never into <style> or <script>.

Marks for machines: every tile is `<g class="tile [spinner] [last]" data-tile="[1|4]">`; every
counted end `<g class="counted" data-tile data-socket>` holding its value as text; every legal
point that counts nothing `<circle class="legal" data-tile data-socket>`.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

import svgwrite
from svgwrite.base import BaseElement
from svgwrite.container import Group

from fiveup_viz import geometry
from fiveup_viz.errors import FiveUpError, Message
from fiveup_viz.geometry import Box, Geometry, Point, TileBox
from fiveup_viz.layout import Layout, Socket
from fiveup_viz.messages import phrases as messages_of
from fiveup_viz.messages import side_name
from fiveup_viz.messages import text as message
from fiveup_viz.scoring import TARGET, displayed
from fiveup_viz.tiles import Tile, as_tile
from fiveup_viz.wording import (
    long_description,
    phrases,
    points_text,
    socket_name,
    sum_text,
    title,
)

SCALE = 14.0  #: pixels per layout unit (a tile is 28 x 56 px)
#: pixels per layout unit for the tiles of several hands at once: the same as on the table
#: (smaller tiles leave no room for pips that stay apart, tests/test_pips.py)
HAND_SCALE = SCALE
MARGIN = 1.0  #: layout units around the tiles
#: Pips at 100%: 5.6 px across, 8.4 px centre to centre (2.8 px of tile between two pips of a
#: 6, which at smaller spacing merge into bars and read as a 4), 2.8 px from a half's edges.
PIP_RADIUS = 0.2  #: layout units (a half is 2 x 2)
PIP_OFFSET = 0.6  #: distance of a corner pip from the centre of its half
CORNER = 0.3  #: rounded-corner radius
BADGE_RADIUS = 0.82
DOT_RADIUS = 0.5
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
CAPTION_FONT = 13.0  #: px
LINE = 18.0  #: caption line height, px

#: Colours by role; pass `colors={...}` to override some of them.
DEFAULT_COLORS: dict[str, str] = {
    "background": "#ffffff",
    "tile": "#fffdf7",
    "tile border": "#2b2b2b",
    "pip": "#1b1b1b",
    "spinner": "#f08a00",
    "last": "#3b82f6",
    "last fill": "#eaf2ff",
    "counted": "#c62828",
    "counted text": "#ffffff",
    "legal": "#2e7d32",
    "bridge": "#8a8a8a",
    "text": "#1f1f1f",
    "muted": "#5f5f5f",
    "hidden": "#3c4a5c",
    "accepted": "#2e7d32",
    "discarded": "#b00020",
    "grid": "#d9d9d9",
    "side 0": "#1f6fb2",
    "side 1": "#d9480f",
    "side 2": "#2f9e44",
    "side 3": "#7048e8",
    "target": "#b00020",
    "stroke": "#1f1f1f",
}

#: print: greys only, for black-and-white printing. Marks differ by shape and fill alone: a
#: counted end is a filled disc holding its value, a legal point a hollow ring, a spinner a
#: thick black border (the other tiles have a thin grey one).
PRINT_COLORS: dict[str, str] = {
    **DEFAULT_COLORS,
    "tile": "#ffffff", "tile border": "#6e6e6e", "pip": "#000000", "spinner": "#000000",
    "last": "#c4c4c4", "last fill": "#f0f0f0", "counted": "#1a1a1a", "counted text": "#ffffff",
    "legal": "#1a1a1a", "bridge": "#8c8c8c", "text": "#000000", "muted": "#3d3d3d",
    "hidden": "#595959", "accepted": "#000000", "discarded": "#000000", "grid": "#c8c8c8",
    "side 0": "#000000", "side 1": "#505050", "side 2": "#8a8a8a", "side 3": "#b5b5b5",
    "target": "#000000", "stroke": "#000000",
}

#: high-contrast: black on white, counted ends black discs, dark strong colours only where a
#: colour carries meaning (every colour at least 4.5:1 against white).
HIGH_CONTRAST_COLORS: dict[str, str] = {
    **DEFAULT_COLORS,
    "tile": "#ffffff", "tile border": "#000000", "pip": "#000000", "spinner": "#b34700",
    "last": "#0038a8", "last fill": "#e6eeff", "counted": "#000000", "counted text": "#ffffff",
    "legal": "#000000", "bridge": "#000000", "text": "#000000", "muted": "#000000",
    "hidden": "#1a1a1a", "accepted": "#00611a", "discarded": "#a30016", "grid": "#767676",
    "side 0": "#0038a8", "side 1": "#a33a00", "side 2": "#00611a", "side 3": "#5b2bbf",
    "target": "#a30016", "stroke": "#000000",
}

#: The themes by name (`theme=` of every renderer, `--theme` of the command line).
THEMES: dict[str, dict[str, str]] = {
    "colour": DEFAULT_COLORS,
    "print": PRINT_COLORS,
    "high-contrast": HIGH_CONTRAST_COLORS,
}


class ThemeError(FiveUpError):
    """A theme name that is not one of THEMES."""


#: Pip positions in a half (x along the tile's long side), in units of PIP_OFFSET.
_PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    0: (),
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (0, -1), (1, -1), (-1, 1), (0, 1), (1, 1)),
}


DESCRIPTION_LIMIT = 300  #: the most characters of a drawing's text/plain description


class SvgText(str):
    """An SVG document as a string that Jupyter shows as a picture.

    `description` is a short text (at most DESCRIPTION_LIMIT characters): the drawing's
    `text/plain` in a notebook, which a front end shows where it does not render SVG
    (an untrusted notebook in JupyterLab), instead of the SVG source.
    """

    description: str

    def __new__(cls, text: str, description: str = "") -> SvgText:
        obj = super().__new__(cls, text)
        obj.description = shorten(description) if description else "SVG drawing"
        return obj

    def _repr_svg_(self) -> str:
        return self

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        return {"image/svg+xml": str(self), "text/plain": self.description}

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        """IPython's text/plain (its printer for `str` would otherwise win): the description."""
        printer.text(self.description)


def shorten(text: str, limit: int = DESCRIPTION_LIMIT) -> str:
    """`text` in at most `limit` characters: whole sentences while they fit, else cut at a word."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    out = ""
    for sentence in text.replace(". ", ".\n").split("\n"):
        if len(out) + len(sentence) + 1 > limit:
            break
        out = f"{out} {sentence}" if out else sentence
    if out:
        return out
    cut = text[:limit - 1].rsplit(" ", 1)[0]
    return cut + "…"


def _svg_text(dwg: svgwrite.Drawing) -> SvgText:
    """The drawing's text (svgwrite's own tostring encodes to UTF-8 and back: slower), with a
    short description made of its <title> and <desc>."""
    xml = dwg.get_xml()
    parts = [(xml.findtext(tag) or "").strip() for tag in ("title", "desc")]
    title, desc = parts
    if title and desc and not desc.startswith(title):
        joined = f"{title}. {desc}" if title[-1] not in ".:;!?" else f"{title} {desc}"
    else:
        joined = title or desc
    return SvgText(ET.tostring(xml, encoding="unicode"), joined)


# -- small helpers -------------------------------------------------------------
def _n(v: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros."""
    r = round(v, 2)
    i = int(r)
    return str(i) if r == i else repr(r)


class Palette(dict[str, str]):
    """Colours by role for one theme; `theme` also picks the legend's words for the spinner."""

    theme: str = "colour"


def _colors(colors: Mapping[str, str] | None, theme: str = "colour") -> Palette:
    if theme not in THEMES:
        raise ThemeError(Message("theme.unknown", theme=repr(theme), themes=", ".join(THEMES)))
    out = Palette(THEMES[theme])
    out.theme = theme
    if colors:
        unknown = set(colors) - set(DEFAULT_COLORS)
        if unknown:
            raise ValueError(f"unknown colour roles {sorted(unknown)}; roles are "
                             f"{', '.join(DEFAULT_COLORS)}")
        out.update(colors)
    return out


def _drawing(box: Box, size: float | None, cls: str) -> svgwrite.Drawing:
    """A drawing whose viewBox is `box` (px), scaled to `size` px wide if given."""
    width, height = box.width, box.height
    if size is not None:
        height, width = height * size / width, size
    dwg = svgwrite.Drawing(size=(_n(width), _n(height)), debug=False)
    dwg.viewbox(_n(box.x0), _n(box.y0), _n(box.width), _n(box.height))
    dwg.attribs["class"] = cls
    dwg.attribs["role"] = "img"
    dwg.attribs["font-family"] = FONT
    return dwg


def _text(dwg: svgwrite.Drawing, text: str, x: float, y: float, *, cls: str, size: float,
          color: str, weight: str | None = None, anchor: str = "start") -> Any:
    attrs: dict[str, Any] = {"class_": cls, "font_size": _n(size), "fill": color}
    if weight:
        attrs["font_weight"] = weight
    if anchor != "start":
        attrs["text_anchor"] = anchor
    return dwg.text(text, insert=(_n(x), _n(y)), **attrs)


_NARROW = frozenset("fijlrtIJ'(),-./:;[]\\|! ìí·")
_LOWER = frozenset("abcdeghknopqsuvxyzäöåàèéòùóú")
_WIDE = frozenset("mwMW@%…&")


def _text_width(text: str, size: float, bold: bool = False) -> float:
    """A width in px that a line of DejaVu Sans (regular or bold) never exceeds.

    Four classes of characters, each as wide as its widest glyph (measured from the font), so
    a drawing sized or wrapped by this estimate holds its text in any language.
    """
    narrow, lower, other, wide = (0.5, 0.72, 0.86, 1.11) if bold else (0.42, 0.64, 0.84, 1.0)
    em = 0.0
    for ch in text:
        em += narrow if ch in _NARROW else lower if ch in _LOWER else wide if ch in _WIDE \
            else other
    return em * size


def _heading_lines(heading: str | None, size: float, width: float) -> list[str]:
    """A bold heading wrapped to `width` px; one that would need more than three lines is one
    line, cut with … (the whole heading stays in its <title>)."""
    if not heading:
        return []
    if _text_width(heading, size, True) > 3 * width:
        return [_fit(heading, size, width, True)]
    return _wrap_px(heading, size, width, bold=True)


def _wrap_px(text: str, size: float, width: float, bold: bool = False) -> list[str]:
    """`text` in lines no wider than `width` px (by _text_width), broken between words."""
    lines: list[str] = []
    words: list[str] = []
    for word in text.split():  # a word wider than a line is broken between characters
        while _text_width(word, size, bold) > width and len(word) > 1:
            cut = len(word) - 1
            while cut > 1 and _text_width(word[:cut], size, bold) > width:
                cut -= 1
            words.append(word[:cut])
            word = word[cut:]
        words.append(word)
    for word in words:
        if lines and _text_width(f"{lines[-1]} {word}", size, bold) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [""]


NAME_WIDTH = 400.0  #: px a player's name may take (RECORD.md's 40 characters fit); cut with … beyond
TITLE_WIDTH = 1180.0  #: px a title or heading may take; cut with … beyond
SIDE_WIDTH = 540.0  #: px a side's name may take in a legend (partners: two names)


def _fit(text: str, size: float, width: float, bold: bool = False) -> str:
    """`text`, or as much of it as fits in `width` px followed by `…`."""
    if _text_width(text, size, bold) <= width:
        return text
    keep = max(int(width / _text_width("x", size, bold)) - 1, 1)
    while keep > 1 and _text_width(text[:keep].rstrip() + "…", size, bold) > width:
        keep -= 1
    return text[:keep].rstrip() + "…"


def _label(dwg: svgwrite.Drawing, text: str, x: float, y: float, *, width: float, cls: str,
           size: float, color: str, weight: str | None = None, anchor: str = "start") -> Any:
    """A text cut to `width` px (`_fit`); a cut text keeps the whole in its `<title>`."""
    shown = _fit(text, size, width, weight == "bold")
    element = _text(dwg, shown, x, y, cls=cls, size=size, color=color, weight=weight, anchor=anchor)
    if shown != text:
        element.set_desc(title=text)
    return element


@lru_cache(maxsize=64)
def _pip_moves(value: int, horizontal: bool, scale: float) -> str:
    """Relative path commands drawing a half's pips, starting from the half's centre."""
    r = PIP_RADIUS * scale
    arc = f"a{_n(r)} {_n(r)} 0 1 0 {_n(2 * r)} 0a{_n(r)} {_n(r)} 0 1 0 {_n(-2 * r)} 0"
    parts, x, y = [], 0.0, 0.0
    for a, b in _PIPS[value]:
        dx, dy = (a, b) if horizontal else (b, a)
        px, py = dx * PIP_OFFSET * scale - r, dy * PIP_OFFSET * scale
        parts.append(f"m{_n(px - x)} {_n(py - y)}{arc}")
        x, y = px, py
    return "".join(parts)


def _pips_path(value: int, centre: Point, horizontal: bool, scale: float) -> str:
    """One path drawing the pips of a half as small circles."""
    if not value:
        return ""
    return f"M{_n(centre.x * scale)} {_n(centre.y * scale)}{_pip_moves(value, horizontal, scale)}"


class _Tree(BaseElement):  # type: ignore[misc]
    """An ElementTree subtree built directly (the hot path: tiles and marks) inside a drawing.

    svgwrite's per-element layer costs more than the drawing itself for ~100 tiles, pips and
    marks; ElementTree still escapes every attribute and text when the drawing is written.
    """

    elementname = "g"

    def __init__(self, element: ET.Element) -> None:
        super().__init__(debug=False)
        self.element = element

    def get_xml(self) -> ET.Element:
        return self.element


def _el(parent: ET.Element | None, tag: str, attrs: dict[str, str],
        text: str | None = None) -> ET.Element:
    e = ET.Element(tag, attrs) if parent is None else ET.SubElement(parent, tag, attrs)
    if text is not None:
        e.text = text
    return e


def _tile_group(dwg: svgwrite.Drawing, tb: TileBox, c: dict[str, str], *, numerals: bool,
                last: bool = False, hidden: bool = False, on_table: bool = True,
                scale: float = SCALE) -> _Tree:
    """One tile as `<g class="tile ...">` with data-tile: body, divider, pips or numerals.

    On the table a double is a spinner (R10): class `spinner` and an orange border.
    """
    return _Tree(_tile_xml(tb, c, numerals=numerals, last=last, hidden=hidden,
                           on_table=on_table, scale=scale))


def _tile_xml(tb: TileBox, c: dict[str, str], *, numerals: bool, last: bool, hidden: bool,
              on_table: bool, scale: float) -> ET.Element:
    tile = tb.tile
    spinner = tile.is_double and on_table and not hidden
    cls = "tile" + (" spinner" if spinner else "") + (" last" if last else "")
    g = _el(None, "g", {"class": cls, "data-tile": "hidden" if hidden else str(tile)})
    b = tb.box
    _el(g, "rect", {
        "x": _n(b.x0 * scale), "y": _n(b.y0 * scale), "width": _n(b.width * scale),
        "height": _n(b.height * scale), "rx": _n(CORNER * scale),
        "fill": c["hidden"] if hidden else c["last fill"] if last else c["tile"],
        "stroke": c["spinner"] if spinner else c["tile border"],
        "stroke-width": "2.6" if spinner else "1.2"})
    if hidden:
        return g
    halves = ((tile.low, tb.low), (tile.high, tb.high))
    d = _divider(tb, scale)
    if numerals:
        for value, centre in halves:
            _el(g, "text", {"class": "numeral", "x": _n(centre.x * scale),
                            "y": _n((centre.y + 0.36) * scale), "font-size": _n(scale),
                            "font-weight": "bold", "text-anchor": "middle",
                            "fill": c["pip"]}, str(value))
    else:
        d += "".join(_pips_path(v, centre, tb.horizontal, scale) for v, centre in halves)
    _el(g, "path", {"class": "pips", "d": d, "fill": c["pip"]})
    return g


def _divider(tb: TileBox, scale: float) -> str:
    """The divider between the two halves, as a thin filled bar (path commands)."""
    b, mid = tb.box, tb.box.centre
    inset, t = 0.3, 0.05
    if tb.horizontal:
        return (f"M{_n((mid.x - t) * scale)} {_n((b.y0 + inset) * scale)}"
                f"h{_n(2 * t * scale)}v{_n((b.height - 2 * inset) * scale)}"
                f"h{_n(-2 * t * scale)}z")
    return (f"M{_n((b.x0 + inset) * scale)} {_n((mid.y - t) * scale)}"
            f"v{_n(2 * t * scale)}h{_n((b.width - 2 * inset) * scale)}"
            f"v{_n(-2 * t * scale)}z")


def _highlight(dwg: svgwrite.Drawing, tb: TileBox, c: dict[str, str]) -> Any:
    """A ring around the last placed tile, drawn beneath the tiles."""
    b = tb.box.grow(0.3)
    return dwg.rect((_n(b.x0 * SCALE), _n(b.y0 * SCALE)),
                    (_n(b.width * SCALE), _n(b.height * SCALE)), rx=_n((CORNER + 0.3) * SCALE),
                    fill=c["last"], class_="highlight", **{"data-tile": str(tb.tile)})


def _counted_mark(tile: Tile, socket: Socket, value: int, at: Point, c: dict[str, str],
                  scale: float = SCALE) -> ET.Element:
    """A filled badge with the counted value (R14)."""
    g = _el(None, "g", {"class": "counted", "data-tile": str(tile), "data-socket": str(socket)})
    x, y = _n(at.x * scale), at.y * scale
    _el(g, "circle", {"cx": x, "cy": _n(y), "r": _n(BADGE_RADIUS * scale), "fill": c["counted"]})
    size = 0.95 * scale if value < 10 else 0.82 * scale
    _el(g, "text", {"class": "value", "x": x, "y": _n(y + 0.34 * scale), "font-size": _n(size),
                    "font-weight": "bold", "text-anchor": "middle", "fill": c["counted text"]},
        str(value))
    return g


def _legal_mark(tile: Tile, socket: Socket, at: Point, c: dict[str, str],
                scale: float = SCALE) -> ET.Element:
    """A hollow dot: a legal point that counts nothing (R13, R14)."""
    return _el(None, "circle", {
        "class": "legal", "data-tile": str(tile), "data-socket": str(socket),
        "cx": _n(at.x * scale), "cy": _n(at.y * scale), "r": _n(DOT_RADIUS * scale),
        "fill": c["background"], "stroke": c["legal"], "stroke-width": "2"})


def _bridge(dwg: svgwrite.Drawing, points: Sequence[Point], c: dict[str, str]) -> Any:
    pts = [(_n(p.x * SCALE), _n(p.y * SCALE)) for p in points]
    return dwg.polyline(pts, fill="none", stroke=c["bridge"], stroke_width="1.5",
                        stroke_dasharray="4 3", class_="bridge")


# -- layouts ---------------------------------------------------------------------
def uncounted_points(layout: Layout) -> list[tuple[Tile, Socket, int]]:
    """Legal points of a double that add nothing of their own (R13, R14): the free branches of
    an internal spinner, and the second line side of a lone double, whose value is counted
    once, at the other side; both sides are places to play."""
    counted = {(end.tile, end.socket) for end in layout.counted_ends()}
    return [(lp.tile, lp.socket, lp.value) for lp in layout.legal_points()
            if lp.tile.is_double and (lp.tile, lp.socket) not in counted]


def _spinner_legend(lang: str, theme: str) -> str:
    """The legend's line for the spinner border: orange, or thick black in print (R10)."""
    return message(lang, "lines", "spinner-legend-print" if theme == "print" else "spinner-legend")


def _last_legend(lang: str, theme: str) -> str:
    return message(lang, "lines", "last-legend-print" if theme == "print" else "last-legend")


def caption_width(lang: str, theme: str = "colour") -> float:
    """The minimum drawing width (px) that holds the caption's legend in `lang`."""
    p = phrases(lang)
    legend = [p["legend_counted"], p["legend_legal"], _spinner_legend(lang, theme),
              _last_legend(lang, theme)]
    return max(_text_width(t, CAPTION_FONT - 1) for t in legend) + 2.6 * LINE


def _caption_lines(layout: Layout, lang: str) -> list[tuple[str, str]]:
    p = phrases(lang)
    lines = [("title", title(layout, lang))]
    if len(layout):
        lines.append(("sum", f"{p['counted']}: {sum_text(layout)}"))
        lines.append(("points", points_text(layout.credit(), lang)))
    return lines


LEGEND_ROWS = 4  #: filled number, hollow dot, spinner border, last-placed ring
CAPTION_LINES = 3.5 + LEGEND_ROWS  #: title, sum, points and the legend rows


def _add_caption(dwg: svgwrite.Drawing, parent: Any, layout: Layout, lang: str, x0: float,
                 y0: float, width: float, c: dict[str, str], *, legend: bool = True) -> None:
    """Title, counted values, placement points and the legend, below the layout."""
    g = dwg.g(class_="caption")
    y = y0 + LINE
    for cls, text in _caption_lines(layout, lang):
        size = CAPTION_FONT + (2 if cls == "title" else 0)
        t = _text(dwg, text, x0, y, cls=cls, size=size, color=c["text"],
                  weight="bold" if cls == "title" else None)
        if _text_width(text, size, cls == "title") > width:
            t["textLength"] = _n(width)
            t["lengthAdjust"] = "spacingAndGlyphs"
        g.add(t)
        y += LINE
    parent.add(g)
    if legend:
        _add_legend(dwg, parent, lang, x0, y0 + LINE * 3.5, c)


def _add_legend(dwg: svgwrite.Drawing, parent: Any, lang: str, x0: float, y: float,
                c: dict[str, str]) -> None:
    """Filled number, hollow dot, orange border and the last-placed ring, explained."""
    p = phrases(lang)
    legend = dwg.g(class_="legend")
    small = CAPTION_FONT - 1
    r = 0.42 * LINE
    theme = getattr(c, "theme", "colour")
    rows = (("legend-counted", p["legend_counted"]), ("legend-legal", p["legend_legal"]),
            ("legend-spinner", _spinner_legend(lang, theme)),
            ("legend-last", _last_legend(lang, theme)))
    for i, (cls, text) in enumerate(rows):
        cy = y + LINE * (i + 0.5)
        cx = x0 + r
        if i == 0:
            legend.add(dwg.circle((_n(cx), _n(cy)), _n(r), fill=c["counted"]))
        elif i == 1:
            legend.add(dwg.circle((_n(cx), _n(cy)), _n(r * 0.62), fill=c["background"],
                                  stroke=c["legal"], stroke_width="2"))
        elif i == 2:
            legend.add(dwg.rect((_n(cx - r), _n(cy - r * 0.8)), (_n(2 * r), _n(1.6 * r)),
                                rx="2", fill=c["tile"], stroke=c["spinner"], stroke_width="2.4"))
        else:  # the ring beneath the tile placed last, the tile's own border on top
            legend.add(dwg.rect((_n(cx - r - 2), _n(cy - r * 0.8 - 2)), (_n(2 * r + 4),
                                _n(1.6 * r + 4)), rx="3", fill=c["last"]))
            legend.add(dwg.rect((_n(cx - r + 1), _n(cy - r * 0.8 + 1)), (_n(2 * r - 2),
                                _n(1.6 * r - 2)), rx="2", fill=c["last fill"],
                                stroke=c["tile border"], stroke_width="1.2"))
        legend.add(_text(dwg, text, x0 + 2 * r + 6, cy + small * 0.35, cls=cls, size=small,
                         color=c["muted"]))
    parent.add(legend)


def _resolve_frame(frame: Box | Layout | None, geo: Geometry) -> Box:
    if frame is None:
        return geometry.frame(geo, margin=MARGIN)
    if isinstance(frame, Layout):
        return geometry.frame(frame, margin=MARGIN)
    return Box(*frame)


def layout(layout: Layout, *, size: float | None = None, lang: str = "en",
           numerals: bool = False, colors: Mapping[str, str] | None = None, theme: str = "colour",
           frame: Box | Layout | None = None, highlight_last: bool = True,
           caption: bool = True, legend: bool = True, marks: bool = True,
           socket_labels: bool = False) -> SvgText:
    """A layout as in the rule book: tiles, counted-value badges, hollow dots and a caption.

    `frame` (a box in layout units from `geometry.frame(final_layout)`, or the final layout
    itself) gives every step of a hand the same viewBox. `legend=False` leaves the legend
    out of the caption. `marks=False` (an exercise's picture) draws the tiles only: no counted
    values or legal points, and a description naming only the tiles. `socket_labels=True`
    writes the rule book's name of each legal point's socket (R11, R12, R13: line A, branch B,
    high end, ...) beside its mark, in `lang`, clear of tiles, marks and each other; the
    drawing grows to hold them (beyond `frame` if need be).
    """
    c = _colors(colors, theme)
    phrases(lang)
    geo = geometry.place(layout)
    f = _resolve_frame(frame, geo)
    px = Box(f.x0 * SCALE, f.y0 * SCALE, f.x1 * SCALE, f.y1 * SCALE)
    labels = socket_label_boxes(layout, lang, geo) if socket_labels and marks else []
    for lab in labels:
        px = px.union(lab.box.grow(LABEL_PAD))
    tiles_bottom = px.y1
    if caption:
        width = max(px.width, caption_width(lang, theme) if legend else _lines_width(layout, lang))
        extra = width - px.width
        lines = CAPTION_LINES if legend else CAPTION_LINES - LEGEND_ROWS
        px = Box(px.x0 - extra / 2, px.y0, px.x1 + extra / 2, px.y1 + LINE * lines + 6)
    dwg = _drawing(px, size, "fiveup-layout")
    desc = long_description(layout, lang) if marks else \
        f"{phrases(lang)['tiles']}: {', '.join(str(t) for t in layout.tiles)}."
    dwg.set_desc(title=title(layout, lang), desc=desc)
    dwg.add(dwg.rect((_n(px.x0), _n(px.y0)), (_n(px.width), _n(px.height)), fill=c["background"],
                     class_="background"))
    _add_tiles(dwg, dwg, layout, geo, c, numerals=numerals, highlight_last=highlight_last,
               marks=marks)
    if labels:
        dwg.add(_Tree(_labels_xml(labels, c)))
    if caption:
        _add_caption(dwg, dwg, layout, lang, px.x0 + 8, tiles_bottom, px.width - 16, c,
                     legend=legend)
    return _svg_text(dwg)


# -- socket labels -------------------------------------------------------------------
LABEL_FONT = CAPTION_FONT - 2  #: px of a socket's name beside its mark
LABEL_GAP = 2.0  #: px between a label and its mark, or anything else
LABEL_PAD = 4.0  #: px between a label and the drawing's edge
LABEL_REACH = 160.0  #: px a label may stand from its mark (joined by a leader line)
LABEL_STEP = 4.0  #: px between the places tried for a label away from its mark


class SocketLabel(NamedTuple):
    """A legal point's socket name placed beside its mark (px): the text's box, its baseline
    start, and the leader line from the mark when the label had to move away."""

    tile: Tile
    socket: Socket
    text: str
    box: Box
    x: float
    y: float
    leader: tuple[Point, Point] | None


def _label_box(text: str) -> tuple[float, float]:
    """Width and height (px) of a socket label: _text_width's bound, ascent and descent."""
    return _text_width(text, LABEL_FONT), LABEL_FONT * 1.25


def _px(b: Box) -> Box:
    return Box(b.x0 * SCALE, b.y0 * SCALE, b.x1 * SCALE, b.y1 * SCALE)


def _mark_box(geo: Geometry, tile: Tile, socket: Socket, radius: float = BADGE_RADIUS) -> Box:
    """The px box of a legal point's mark (a badge or a hollow dot), LABEL_GAP around it."""
    at = geo.marker(tile, socket)
    return Box(at.x * SCALE, at.y * SCALE, at.x * SCALE, at.y * SCALE).grow(
        radius * SCALE + LABEL_GAP)


def _mark_boxes(layout: Layout, geo: Geometry) -> dict[tuple[Tile, Socket], Box]:
    """The box of the mark drawn at each legal point: a badge, or a hollow dot (R13, R14)."""
    dots = {(t, s) for t, s, _ in uncounted_points(layout)}
    return {(lp.tile, lp.socket): _mark_box(geo, lp.tile, lp.socket,
                                            DOT_RADIUS + 1 / SCALE if (lp.tile, lp.socket) in dots
                                            else BADGE_RADIUS)
            for lp in layout.legal_points()}


def label_obstacles(layout: Layout, geo: Geometry) -> list[Box]:
    """Boxes (px) a socket label keeps clear of: every tile (the last with its ring), every
    mark (badge or hollow dot, at each legal point) and every bridge's segments."""
    last = layout.last
    boxes = [_px(tb.box.grow(0.3 if tb.tile == last else 0)).grow(LABEL_GAP) for tb in geo]
    boxes += list(_mark_boxes(layout, geo).values())
    for tb in geo:
        for a, b in zip(tb.bridge or (), (tb.bridge or ())[1:], strict=False):
            boxes.append(_px(Box(min(a.x, b.x), min(a.y, b.y), max(a.x, b.x), max(a.y, b.y))
                             ).grow(LABEL_GAP))
    return boxes


def _segment_hits(a: Point, b: Point, box: Box) -> bool:
    """True when the segment from a to b passes through the box's interior (Liang-Barsky)."""
    t0, t1 = 0.0, 1.0
    dx, dy = b.x - a.x, b.y - a.y
    for p, q in ((-dx, a.x - box.x0), (dx, box.x1 - a.x), (-dy, a.y - box.y0),
                 (dy, box.y1 - a.y)):
        if p == 0:
            if q <= 0:
                return False
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 >= t1:
            return False
    return True


def _leader(m: Point, box: Box) -> tuple[Point, Point]:
    """The line from the edge of the mark at m to the nearest point of a label's box."""
    near = Point(min(max(m.x, box.x0), box.x1), min(max(m.y, box.y0), box.y1))
    dist = max(((near.x - m.x) ** 2 + (near.y - m.y) ** 2) ** 0.5, 1e-9)
    r = BADGE_RADIUS * SCALE / dist
    return Point(m.x + (near.x - m.x) * r, m.y + (near.y - m.y) * r), near


def _label_candidates(m: Point, outward: int, w: float, h: float
                      ) -> list[tuple[float, float, float, float]]:
    """(x0, y0, dx, dy) of a label's box beside a mark at m (px), in order of preference:
    outward, the two sides across, the corners outward, then inward; dx, dy is the way it
    moves when it has to move away."""
    r = BADGE_RADIUS * SCALE + LABEL_GAP
    spots = {  # direction -> box's top-left corner
        0: (m.x + r, m.y - h / 2), 2: (m.x - r - w, m.y - h / 2),
        1: (m.x - w / 2, m.y + r), 3: (m.x - w / 2, m.y - r - h),
    }
    corners = {
        (0, 1): (m.x + r * 0.7, m.y + r * 0.7), (0, 3): (m.x + r * 0.7, m.y - r * 0.7 - h),
        (2, 1): (m.x - r * 0.7 - w, m.y + r * 0.7), (2, 3): (m.x - r * 0.7 - w, m.y - r * 0.7 - h),
    }
    across = ((outward + 1) % 4, (outward + 3) % 4)
    order: list[tuple[float, float, float, float]] = []
    for d in (outward, *across):
        dx, dy = geometry.DIRECTIONS[d]
        order.append((*spots[d], dx, dy))
    for (a, b) in sorted(corners, key=lambda k: (outward not in k, k)):
        (ax, ay), (bx, by) = geometry.DIRECTIONS[a], geometry.DIRECTIONS[b]
        order.append((*corners[a, b], (ax + bx) * 0.7, (ay + by) * 0.7))
    dx, dy = geometry.DIRECTIONS[(outward + 2) % 4]
    order.append((*spots[(outward + 2) % 4], dx, dy))
    return order


@lru_cache(maxsize=256)
def _label_grid(w: float, h: float, reach: float, step: float
                ) -> tuple[tuple[float, float, float], ...]:
    """(distance, x0, y0): top-left corners, relative to a mark, of a w x h label on a grid
    of `step` px within `reach` px of the mark, nearest first."""
    out = []
    n = int(reach / step)
    for i in range(-n - int(w / step) - 1, n + 1):
        for j in range(-n - int(h / step) - 1, n + 1):
            x0, y0 = i * step, j * step
            dx = max(x0, 0.0, -(x0 + w))
            dy = max(y0, 0.0, -(y0 + h))
            dist = (dx * dx + dy * dy) ** 0.5
            if dist <= reach:
                out.append((round(dist, 6), x0, y0))
    out.sort()
    return tuple(out)


def socket_label_boxes(layout: Layout, lang: str = "en",
                       geo: Geometry | None = None) -> list[SocketLabel]:
    """Where `layout(..., socket_labels=True)` writes each legal point's socket name (R13),
    in px, in the order of the legal points. Each label is clear of tiles, marks, bridges and
    the labels and leader lines placed before it: at the first of eight spots around its mark
    (outward first); else at the nearest place within LABEL_REACH px, joined to its mark by a
    leader line that crosses nothing; else (a mark enclosed by tiles) at the nearest clear
    place, its leader crossing as few tiles and marks as can be."""
    geo = geometry.place(layout) if geo is None else geo
    obstacles = label_obstacles(layout, geo)
    marks = _mark_boxes(layout, geo)
    placed: list[SocketLabel] = []
    for lp in layout.legal_points():
        text = socket_name(lp.socket, lang)
        w, h = _label_box(text)
        at = geo.marker(lp.tile, lp.socket)
        m = Point(at.x * SCALE, at.y * SCALE)
        outward = geo.tiles[lp.tile].ports[lp.socket].direction
        blocked = obstacles + [p.box.grow(LABEL_GAP) for p in placed]
        leaders = [p.leader for p in placed if p.leader is not None]
        box, leader = _place_label(m, outward, w, h, marks[lp.tile, lp.socket], blocked,
                                   leaders)
        placed.append(SocketLabel(lp.tile, lp.socket, text, box, box.x0,
                                  box.y0 + LABEL_FONT * 0.95, leader))
    return placed


Leader = tuple[Point, Point]


def _place_label(m: Point, outward: int, w: float, h: float, own: Box, blocked: list[Box],
                 leaders: list[Leader]) -> tuple[Box, Leader | None]:
    """A w x h label's box for the mark at m (px) and its leader line, if any: see
    `socket_label_boxes`. `own` is the mark's box, `blocked` every box to keep clear of,
    `leaders` the leader lines drawn so far."""
    others = [b for b in blocked if b != own]

    def clear(box: Box) -> bool:
        return not any(box.overlaps(b) for b in blocked) and \
            not any(_segment_hits(a, b, box) for a, b in leaders)

    def crossings(leader: Leader) -> int:
        return sum(_segment_hits(*leader, b) for b in others)

    for x0, y0, _, _ in _label_candidates(m, outward, w, h):
        box = Box(x0, y0, x0 + w, y0 + h)
        if clear(box):
            return box, None
    for _, dx, dy in _label_grid(w, h, LABEL_REACH, LABEL_STEP):
        box = Box(m.x + dx, m.y + dy, m.x + dx + w, m.y + dy + h)
        if clear(box) and not crossings(leader := _leader(m, box)):
            return box, leader
    # enclosed by tiles: the clear place whose leader crosses least, nearest
    best: tuple[tuple[int, float], Box, Leader] | None = None
    for dist, dx, dy in _label_grid(w, h, 4 * LABEL_REACH, 2 * LABEL_STEP):
        if best is not None and dist > best[0][1] + LABEL_REACH:
            break
        box = Box(m.x + dx, m.y + dy, m.x + dx + w, m.y + dy + h)
        if clear(box):
            leader = _leader(m, box)
            score = (crossings(leader), dist)
            if best is None or score < best[0]:
                best = (score, box, leader)
    assert best is not None, "no room for a socket label"
    return best[1], best[2]


def _labels_xml(labels: Sequence[SocketLabel], c: dict[str, str]) -> ET.Element:
    """`<g class="socket-labels">` of `<text class="socket-label" data-tile data-socket>`."""
    g = _el(None, "g", {"class": "socket-labels"})
    for lab in labels:
        if lab.leader is not None:
            a, b = lab.leader
            _el(g, "line", {"class": "socket-leader", "x1": _n(a.x), "y1": _n(a.y),
                            "x2": _n(b.x), "y2": _n(b.y), "stroke": c["muted"],
                            "stroke-width": "1"})
        _el(g, "text", {"class": "socket-label", "data-tile": str(lab.tile),
                        "data-socket": str(lab.socket), "x": _n(lab.x), "y": _n(lab.y),
                        "font-size": _n(LABEL_FONT), "fill": c["text"]}, lab.text)
    return g


def _lines_width(layout: Layout, lang: str) -> float:
    """The drawing width (px) that holds the caption's title, sum and points lines."""
    return max(_text_width(t, CAPTION_FONT + (2 if k == "title" else 0), k == "title")
               for k, t in _caption_lines(layout, lang)) + 16


def _add_tiles(dwg: svgwrite.Drawing, parent: Any, layout: Layout, geo: Geometry,
               c: dict[str, str], *,
               numerals: bool, highlight_last: bool, marks: bool = True) -> None:
    bridges = [tb.bridge for tb in geo if tb.bridge]
    if bridges:
        bg = dwg.g(class_="bridges")
        for points in bridges:
            bg.add(_bridge(dwg, points, c))
        parent.add(bg)
    last = layout.last if highlight_last else None
    if last is not None:
        parent.add(_highlight(dwg, geo.tiles[last], c))
    tiles = _el(None, "g", {"class": "tiles"})
    for tb in geo:
        tiles.append(_tile_xml(tb, c, numerals=numerals, last=tb.tile == last, hidden=False,
                               on_table=True, scale=SCALE))
    parent.add(_Tree(tiles))
    if not marks:
        return
    group = _el(None, "g", {"class": "marks"})
    for end in layout.counted_ends():
        group.append(_counted_mark(end.tile, end.socket, end.value,
                                   geo.marker(end.tile, end.socket), c))
    for tile, socket, _ in uncounted_points(layout):
        group.append(_legal_mark(tile, socket, geo.marker(tile, socket), c))
    parent.add(_Tree(group))


PANELS_WIDTH = 760.0  #: the widest row of panels (px): a notebook column; more wrap below


def _rows(widths: Sequence[float], max_width: float, gap: float) -> list[list[int]]:
    """Panel indices in rows, left to right, each row at most `max_width` px wide."""
    rows: list[list[int]] = []
    used = 0.0
    for i, w in enumerate(widths):
        if rows and used + gap + w <= max_width:
            rows[-1].append(i)
            used += gap + w
        else:
            rows.append([i])
            used = w
    return rows


def panels(layouts: Sequence[Layout], *, heading: str | None = None, lang: str = "en",
           numerals: bool = False, colors: Mapping[str, str] | None = None, theme: str = "colour",
           size: float | None = None, max_width: float = PANELS_WIDTH) -> SvgText:
    """Several layouts side by side, each with its caption, and one legend below them all.

    Panels wrap into rows no wider than `max_width` px; the heading wraps to the drawing's
    width. Each panel is a nested `<svg class="panel">` holding the same marks as `layout()`.
    """
    c = _colors(colors, theme)
    phrases(lang)
    boxes: list[tuple[Layout, Geometry, Box]] = []
    for lay in layouts:
        geo = geometry.place(lay)
        f = geometry.frame(geo, margin=MARGIN)
        boxes.append((lay, geo, Box(f.x0 * SCALE, f.y0 * SCALE, f.x1 * SCALE, f.y1 * SCALE)))
    cap_h = LINE * 3 + 8
    gap = 12.0
    min_w = max(max(_text_width(t, CAPTION_FONT + (2 if k == "title" else 0),
                                k == "title") for k, t in
                    _caption_lines(lay, lang)) + 16 for lay, _, _ in boxes)
    widths = [max(px.width, min_w) for _, _, px in boxes]
    rows = _rows(widths, max_width, gap)
    width = max(max(sum(widths[i] for i in row) + gap * (len(row) - 1) for row in rows),
                caption_width(lang, theme))
    heading_size = CAPTION_FONT + 2
    heading_lines = _heading_lines(heading, heading_size, width - 16)
    top = LINE * (0.6 + len(heading_lines)) if heading else 0.0
    row_h = [max(boxes[i][2].height for i in row) + cap_h for row in rows]
    body_h = sum(row_h) + gap * (len(rows) - 1)
    height = top + body_h + LINE * (LEGEND_ROWS + 0.5)
    dwg = _drawing(Box(0, 0, width, height), size, "fiveup-panels")
    dwg.set_desc(title=heading or " / ".join(title(lay, lang) for lay in layouts),
                 desc=" | ".join(long_description(lay, lang) for lay in layouts))
    dwg.add(dwg.rect((0, 0), (_n(width), _n(height)), fill=c["background"], class_="background"))
    for k, line in enumerate(heading_lines):
        dwg.add(_label(dwg, (heading or line) if len(heading_lines) == 1 else line, 8, LINE * (1.1 + k),
                       width=width - 16, cls="heading", size=heading_size, color=c["text"],
                       weight="bold"))
    y = top
    for row, h in zip(rows, row_h, strict=True):
        x = 0.0
        for i in row:
            lay, geo, px = boxes[i]
            w = widths[i]
            extra = w - px.width
            vb = Box(px.x0 - extra / 2, px.y0, px.x1 + extra / 2, px.y0 + h)
            panel = dwg.svg(insert=(_n(x), _n(y)), size=(_n(w), _n(h)), class_="panel",
                            **{"data-moves": "; ".join(_move_texts(lay))})
            panel.viewbox(_n(vb.x0), _n(vb.y0), _n(vb.width), _n(vb.height))
            panel.set_desc(title=title(lay, lang), desc=long_description(lay, lang))
            _add_tiles(dwg, panel, lay, geo, c, numerals=numerals, highlight_last=True)
            _add_caption(dwg, panel, lay, lang, vb.x0 + 8, vb.y1 - cap_h, w - 16, c,
                         legend=False)
            dwg.add(panel)
            x += w + gap
        y += h + gap
    _add_legend(dwg, dwg, lang, 8, top + body_h + 4, c)
    return _svg_text(dwg)


def _move_texts(lay: Layout) -> list[str]:
    return [str(p.tile) if p.on is None else f"{p.tile} on {p.on} {p.socket}"
            for p in lay.placements]


# -- tiles and hands ---------------------------------------------------------------
def _loose_tile(tile: Tile, x: float, y: float, *, vertical: bool = False) -> TileBox:
    """A tile standing alone with its top-left corner at (x, y), low end first."""
    if vertical:
        box = Box(x, y, x + 2, y + 4)
        return TileBox(tile, box, Point(x + 1, y + 1), Point(x + 1, y + 3), 1, {})
    box = Box(x, y, x + 4, y + 2)
    return TileBox(tile, box, Point(x + 1, y + 1), Point(x + 3, y + 1), 0, {})


def tile(tile: Tile | str, *, size: float | None = None, numerals: bool = False,
         colors: Mapping[str, str] | None = None, theme: str = "colour", vertical: bool = False) -> SvgText:
    """One tile, low end first (left, or top when `vertical`)."""
    t = as_tile(tile)
    c = _colors(colors, theme)
    tb = _loose_tile(t, 0.25, 0.25, vertical=vertical)
    box = tb.box.grow(0.25)
    dwg = _drawing(Box(box.x0 * SCALE, box.y0 * SCALE, box.x1 * SCALE, box.y1 * SCALE), size,
                   "fiveup-tile")
    dwg.set_desc(title=str(t))
    dwg.add(_tile_group(dwg, tb, c, numerals=numerals))
    return _svg_text(dwg)


def _tile_row(dwg: svgwrite.Drawing, tiles: Sequence[Tile], x: float, y: float,
              c: dict[str, str], *, numerals: bool, hidden: bool,
              scale: float = SCALE) -> Group:
    """Tiles standing upright side by side from (x, y) in layout units."""
    g = dwg.g(class_="hand-tiles")
    for i, t in enumerate(tiles):
        tb = _loose_tile(t, x + i * 2.6, y, vertical=True)
        g.add(_tile_group(dwg, tb, c, numerals=numerals, hidden=hidden, on_table=False,
                          scale=scale))
    return g


def tiles(tiles: Iterable[Tile | str], *, name: str | None = None, hidden: bool = False,
          size: float | None = None, numerals: bool = False,
          colors: Mapping[str, str] | None = None, theme: str = "colour",
          lang: str = "en") -> SvgText:
    """A player's tiles (or any tiles) upright in a row, the player's name above if given;
    `hidden`: face down (R6)."""
    from fiveup_viz.explain import Count, word
    from fiveup_viz.messages import table

    ts = [as_tile(t) for t in tiles]
    c = _colors(colors, theme)
    top = 1.9 if name is not None else 0.0
    width = max(len(ts), 1) * 2.6 + 0.6
    if name is not None:
        width = max(width, _text_width(_fit(name, CAPTION_FONT, NAME_WIDTH, True), CAPTION_FONT, True)
                    / SCALE + 1)
    box = Box(0, 0, width * SCALE, (top + 4.6) * SCALE)
    dwg = _drawing(box, size, "fiveup-hand")
    dwg.set_desc(title=name if name is not None else table(lang)["svg.tiles"],
                 desc=word(Count("tile", len(ts)), lang) if hidden else " ".join(str(t) for t in ts))
    if name is not None:
        dwg.add(_label(dwg, name, 0.3 * SCALE, 1.3 * SCALE, width=NAME_WIDTH, cls="name",
                       size=CAPTION_FONT, color=c["text"], weight="bold"))
    dwg.add(_tile_row(dwg, ts, 0.3, top + 0.3, c, numerals=numerals, hidden=hidden))
    return _svg_text(dwg)


def _name_width(name: str) -> float:
    """The px a player's name takes when drawn (cut at NAME_WIDTH)."""
    return _text_width(_fit(name, CAPTION_FONT, NAME_WIDTH, True), CAPTION_FONT, True)


def _seat_names(source: Any, lang: str = "en") -> list[str]:
    from fiveup_viz.messages import table

    players = getattr(source, "players", None)
    if players is not None:
        return list(players)
    return [table(lang)["svg.seat"].format(n=i) for i in range(len(source.held))]


def players_tiles(game_or_round: Any, *, face_up: bool = True, size: float | None = None,
                  numerals: bool = False, colors: Mapping[str, str] | None = None,
                  theme: str = "colour", lang: str = "en") -> SvgText:
    """Every player's tiles, one row per seat, face up for teaching (names escaped)."""
    from fiveup_viz.messages import table

    rnd = game_or_round.hand if hasattr(game_or_round, "players") else game_or_round
    names = _seat_names(game_or_round, lang)
    c = _colors(colors, theme)
    held = [list(h) for h in rnd.held]
    label = max((_name_width(n) for n in names), default=0) / HAND_SCALE + 1.5
    width = label + max((len(h) for h in held), default=1) * 2.6 + 5
    row = 5.2
    dwg = _drawing(Box(0, 0, width * HAND_SCALE, (row * len(held) + 0.4) * HAND_SCALE), size,
                   "fiveup-hands")
    dwg.set_desc(title=table(lang)["svg.players-tiles"], desc="; ".join(
        f"{n}: {' '.join(str(t) for t in h) if face_up else len(h)}"
        for n, h in zip(names, held, strict=True)))
    for seat, (name, tiles) in enumerate(zip(names, held, strict=True)):
        y = 0.4 + seat * row
        g = dwg.g(class_="seat", **{"data-seat": str(seat)})
        g.add(_label(dwg, name, 0.3 * HAND_SCALE, (y + 2.4) * HAND_SCALE, width=NAME_WIDTH,
                     cls="name", size=CAPTION_FONT, color=c["text"], weight="bold"))
        g.add(_tile_row(dwg, tiles, label, y, c, numerals=numerals, hidden=not face_up,
                             scale=HAND_SCALE))
        if face_up:
            pips = sum(t.pips for t in tiles)
            g.add(_text(dwg, f"= {pips}", (label + len(tiles) * 2.6 + 0.4) * HAND_SCALE,
                        (y + 2.4) * HAND_SCALE, cls="pip-sum", size=CAPTION_FONT, color=c["muted"]))
        dwg.add(g)
    return _svg_text(dwg)


# -- end of a hand ---------------------------------------------------------------------
WRAP = 88  #: characters per line of the end-of-hand steps before a line wraps


def _wrap(text: str, width: int = WRAP) -> list[str]:
    """Words in rows of at most `width` characters; each row but the last keeps its space."""
    rows: list[str] = []
    row = ""
    words = [w[i: i + width] for w in text.split(" ") for i in range(0, max(len(w), 1), width)]
    for word in words:
        if row and len(row) + len(word) > width:
            rows.append(row)
            row = ""
        row += word + " "
    rows.append(row.rstrip(" "))
    return rows


def _end_lines(game: Any, hand_index: int, lang: str) -> list[tuple[str, str]]:
    """(class, text) of the drawing: the title, then each step's heading and lines."""
    from fiveup_viz.explain import end_steps, end_title, say, sentence

    lines = [("title", say(end_title(game, hand_index), lang))]
    for step in end_steps(game, hand_index):
        lines.append(("head " + step.key, say(step.heading, lang)))
        for line in step.lines:
            if line.key == "reveal.seat":
                continue  # the rows of tiles above show them
            lines.append((line.tone or line.key.replace(".", "-"), sentence(line, lang, stop="")))
    return lines


def hand_end(game: Any, hand_index: int, *, lang: str = "en", size: float | None = None,
             numerals: bool = False, colors: Mapping[str, str] | None = None,
             theme: str = "colour") -> SvgText:
    """The end of a hand: every player's remaining tiles revealed with pip sums, then the
    scoring step by step.

    Going out: the last placement, the opponents' pips rounded once (R24), the partner
    deduction (R23) and the single event with its target check. Blocked: the groups in
    order, their differences and credits, the events in processing order and where the game
    stopped (R25-R27).
    """
    c = _colors(colors, theme)
    rnd = game.hands[hand_index]
    lines = _end_lines(game, hand_index, lang)
    held = [list(h) for h in rnd.held]
    names = list(game.players)
    label = max(_name_width(n) for n in names) / HAND_SCALE + 1.5
    tiles_w = label + max((len(h) for h in held), default=1) * 2.6 + 5
    rows = {i: _wrap(t) for i, (_, t) in enumerate(lines) if i}
    heading = _fit(lines[0][1], CAPTION_FONT + 2, TITLE_WIDTH, True)
    text_w = max([_text_width(heading, CAPTION_FONT + 2, True)]
                 + [_text_width(r, CAPTION_FONT, True) for rs in rows.values() for r in rs])
    width = max(tiles_w * HAND_SCALE, text_w + 28)
    row = 5.0
    top = 2.2 * LINE
    hands_h = (row * len(held) + 0.4) * HAND_SCALE
    height = top + hands_h + LINE * sum(len(r) for r in rows.values()) + LINE
    dwg = _drawing(Box(0, 0, width, height), size, "fiveup-hand-end")
    dwg.set_desc(title=lines[0][1], desc=" ".join(t for _, t in lines[1:]))
    dwg.add(dwg.rect((0, 0), (_n(width), _n(height)), fill=c["background"], class_="background"))
    dwg.add(_label(dwg, lines[0][1], 8, LINE * 1.2, width=TITLE_WIDTH, cls="title",
                   size=CAPTION_FONT + 2, color=c["text"], weight="bold"))
    end = rnd.end
    for seat, (name, tiles) in enumerate(zip(names, held, strict=True)):
        y = top / HAND_SCALE + seat * row
        out = end is not None and end.kind == "domino" and seat == end.seat
        g = dwg.g(class_="seat" + (" out" if out else ""), **{"data-seat": str(seat)})
        g.add(_label(dwg, name, 8, (y + 2.4) * HAND_SCALE, width=NAME_WIDTH, cls="name",
                     size=CAPTION_FONT, color=c["text"], weight="bold"))
        g.add(_tile_row(dwg, tiles, label, y, c, numerals=numerals, hidden=False,
                             scale=HAND_SCALE))
        sum_x = (label + len(tiles) * 2.6 + 0.4) * HAND_SCALE
        g.add(_text(dwg, f"= {sum(t.pips for t in tiles)}", sum_x, (y + 2.4) * HAND_SCALE,
                    cls="pip-sum", size=CAPTION_FONT, color=c["muted"]))
        dwg.add(g)
    body = dwg.g(class_="steps")
    y = top + hands_h + LINE * 0.6
    for i, (cls, _) in enumerate(lines[1:], start=1):
        color = {"accepted": c["accepted"], "discarded": c["discarded"], "won": c["accepted"],
                 "muted": c["muted"]}.get(cls, c["text"])
        weight = "bold" if cls == "won" or cls.startswith("head") else None
        x = 8 if cls.startswith("head") else 20
        t = _text(dwg, "", x, y, cls=cls, size=CAPTION_FONT, color=color, weight=weight)
        for k, part in enumerate(rows[i]):
            t.add(dwg.tspan(part, x=[_n(x)], y=[_n(y + k * LINE)]))
        body.add(t)
        y += LINE * len(rows[i])
    dwg.add(body)
    return _svg_text(dwg)


# -- scores ---------------------------------------------------------------------------
UNIT = 64.0  #: px side of one ten-point unit of the paper sheet


def _unit_strokes(x: float, y: float, s: float = UNIT) -> list[tuple[float, float, float, float]]:
    """The ten strokes of a unit in drawing order (D7): the large X, then small x's in the
    top, right, bottom and left spaces."""
    m, k = 7.0 * s / UNIT, 4.6 * s / UNIT
    out = [(x + m, y + m, x + s - m, y + s - m), (x + s - m, y + m, x + m, y + s - m)]
    for cx, cy in ((s / 2, s * 0.18), (s * 0.82, s / 2), (s / 2, s * 0.82), (s * 0.18, s / 2)):
        px, py = x + cx, y + cy
        out.append((px - k, py - k, px + k, py + k))
        out.append((px + k, py - k, px - k, py + k))
    return out


def sheet_strokes(displayed_points: int) -> list[tuple[int, int]]:
    """(unit, stroke) pairs drawn for a displayed score (R28, D7): 10 strokes per unit."""
    return [(i // 10, i % 10) for i in range(max(displayed_points, 0))]


def score_sheet(raw_score: int, *, size: float | None = None, lang: str = "en",
                name: str | None = None, order: bool = False,
                colors: Mapping[str, str] | None = None, theme: str = "colour") -> SvgText:
    """The optional paper score sheet (R28, D7): a stroke per displayed point, each ten a
    large X with a small x in each of its four spaces; a negative score (D1) is a number
    beside an empty sheet. `order` adds a key unit numbering the ten strokes (D7)."""
    if raw_score % 5:
        raise ValueError(f"a raw score is a multiple of 5 (R1), not {raw_score}")
    c = _colors(colors, theme)
    p = messages_of(lang, "score")
    shown = displayed(raw_score)
    said = p["sheet.one" if abs(shown) == 1 else "sheet"].format(shown=shown, raw=raw_score)
    strokes = sheet_strokes(shown)
    units = max(1, -(-len(strokes) // 10))
    per_row = 7
    rows = -(-units // per_row)
    top = LINE * 1.4 if name is not None else 6.0
    label = _text_width(str(shown), 26) + 16 if shown < 0 else 0
    key = max(KEY_UNIT, _text_width(p["order"], CAPTION_FONT - 2)) + 30 if order else 0
    width = max(min(units, per_row) * (UNIT + 10) + 10 + label + key,
                _text_width(said, CAPTION_FONT) + 16,
                _text_width(_fit(name or "", CAPTION_FONT, TITLE_WIDTH, True), CAPTION_FONT, True) + 16)
    height = top + max(rows * (UNIT + 10), KEY_UNIT + LINE * 1.5 if order else 0) + LINE * 1.2
    dwg = _drawing(Box(0, 0, width, height), size, "fiveup-score-sheet")
    caption = said
    dwg.set_desc(title=name if name is not None else caption, desc=caption)
    dwg.add(dwg.rect((0, 0), (_n(width), _n(height)), fill=c["background"], class_="background"))
    if name is not None:
        dwg.add(_label(dwg, name, 8, LINE, width=TITLE_WIDTH, cls="name", size=CAPTION_FONT,
                       color=c["text"], weight="bold"))
    if shown < 0:
        dwg.add(_text(dwg, f"−{-shown}", 8, top + UNIT / 2 + 9, cls="negative", size=26,
                      color=c["text"], weight="bold"))
    sheet = dwg.g(class_="sheet", stroke=c["stroke"], stroke_width="2.4",
                  stroke_linecap="round")
    for u in range(units):
        x = 10 + label + (u % per_row) * (UNIT + 10)
        y = top + (u // per_row) * (UNIT + 10)
        sheet.add(dwg.rect((_n(x), _n(y)), (_n(UNIT), _n(UNIT)), fill="none",
                           stroke=c["grid"], stroke_width="1", class_="unit"))
        for k, (x1, y1, x2, y2) in enumerate(_unit_strokes(x, y)):
            if (u, k) in set(strokes):
                sheet.add(dwg.line((_n(x1), _n(y1)), (_n(x2), _n(y2)), class_="stroke",
                                   **{"data-unit": str(u), "data-stroke": str(k + 1)}))
    dwg.add(sheet)
    if order:
        x = 10 + label + min(units, per_row) * (UNIT + 10) + 20
        dwg.add(_order_key(dwg, x, top, p["order"], c))
    dwg.add(_text(dwg, caption, 8, height - LINE * 0.4, cls="caption", size=CAPTION_FONT,
                  color=c["muted"]))
    return _svg_text(dwg)


KEY_UNIT = 110.0  #: px side of the stroke-order key


def _order_key(dwg: svgwrite.Drawing, x: float, y: float, label: str,
               c: dict[str, str]) -> Group:
    """One unit drawn large with its strokes numbered in drawing order (D7)."""
    g = dwg.g(class_="order")
    g.add(dwg.rect((_n(x), _n(y)), (_n(KEY_UNIT), _n(KEY_UNIT)), fill="none", stroke=c["grid"],
                   stroke_width="1"))
    for k, (x1, y1, x2, y2) in enumerate(_unit_strokes(x, y, KEY_UNIT)):
        g.add(dwg.line((_n(x1), _n(y1)), (_n(x2), _n(y2)), stroke=c["muted"], stroke_width="2",
                       stroke_linecap="round"))
        dx = -6 if x2 > x1 else 6
        g.add(_text(dwg, str(k + 1), x1 + dx, y1 + 1, cls="order-number", size=9,
                    color=c["counted"], weight="bold", anchor="middle"))
    g.add(_text(dwg, label, x, y + KEY_UNIT + LINE, cls="order-label", size=CAPTION_FONT - 2,
                color=c["muted"]))
    return g


def _race_series(game: Any) -> list[list[int]]:
    """Each side's raw score after each event, starting at 0."""
    scores = [0] * len(game.sides)
    series = [[0] for _ in game.sides]
    for e in game.events:
        scores[e.side] = e.score
        for side, s in enumerate(scores):
            series[side].append(s)
    return series


#: Dash patterns telling the sides apart where colours cannot (the print theme's greys).
PRINT_SIDE_DASHES = ("", "7 3", "2 2.5", "9 3 2 3")


def _side_dash(c: Mapping[str, str], side: int) -> dict[str, str]:
    """The stroke-dasharray of a side's line in the print theme; none in the others."""
    if getattr(c, "theme", "colour") != "print" or not PRINT_SIDE_DASHES[side % 4]:
        return {}
    return {"stroke_dasharray": PRINT_SIDE_DASHES[side % 4]}


def score_race(game: Any, *, size: float | None = None, lang: str = "en",
               colors: Mapping[str, str] | None = None, theme: str = "colour") -> SvgText:
    """Each side's raw score after each scoring event, with the target line at 305 (R1-R3)."""
    c = _colors(colors, theme)
    p = messages_of(lang, "score")
    series = _race_series(game)
    n = len(game.events)
    names = [side_name(game.side_players(s), lang) for s in range(len(game.sides))]
    shown_names = [_fit(nm, CAPTION_FONT - 1, SIDE_WIDTH) for nm in names]
    legend_w = max(_text_width(t, CAPTION_FONT) for t in [*shown_names, p["discarded"]]) + 40
    left, right, top, bottom = 48.0, legend_w + 16, 50.0, 40.0
    pw, ph = 560.0, 260.0
    from fiveup_viz.examples import heading

    title_text = heading(game, lang)[0] or p["race"]
    title_w = _text_width(_fit(title_text, CAPTION_FONT + 2, TITLE_WIDTH, True), CAPTION_FONT + 2, True)
    width, height = max(left + pw + right, title_w + 16), top + ph + bottom
    low = min(0, *(min(s) for s in series))
    high = TARGET + 15

    def sx(i: float) -> float:
        return left + pw * i / max(n, 1)

    def sy(v: float) -> float:
        return top + ph * (high - v) / (high - low)

    dwg = _drawing(Box(0, 0, width, height), size, "fiveup-score-race")
    dwg.set_desc(title=title_text, desc="; ".join(
        f"{nm}: {s[-1]}" for nm, s in zip(names, series, strict=True)))
    dwg.add(dwg.rect((0, 0), (_n(width), _n(height)), fill=c["background"], class_="background"))
    dwg.add(_label(dwg, title_text, 8, 20, width=TITLE_WIDTH, cls="title", size=CAPTION_FONT + 2,
                   color=c["text"], weight="bold"))
    axes = dwg.g(class_="axes", font_size=_n(CAPTION_FONT - 2), fill=c["muted"])
    for v in range(0, TARGET + 1, 50):
        axes.add(dwg.line((_n(left), _n(sy(v))), (_n(left + pw), _n(sy(v))), stroke=c["grid"],
                          stroke_width="1"))
        axes.add(dwg.text(str(v), insert=(_n(left - 6), _n(sy(v) + 4)), text_anchor="end"))
    if low < 0:
        axes.add(dwg.line((_n(left), _n(sy(0))), (_n(left + pw), _n(sy(0))), stroke=c["muted"],
                          stroke_width="1"))
    hand_starts = sorted({i for i, e in enumerate(game.events)
                          if i == 0 or game.events[i - 1].hand != e.hand})
    for i in hand_starts[1:]:
        axes.add(dwg.line((_n(sx(i + 0.5)), _n(top)), (_n(sx(i + 0.5)), _n(top + ph)),
                          stroke=c["grid"], stroke_width="1", stroke_dasharray="2 3",
                          class_="hand-start"))
    axes.add(dwg.text(p["events"], insert=(_n(left + pw / 2), _n(height - 12)),
                      text_anchor="middle"))
    axes.add(dwg.text(p["axis"], insert=(_n(left), _n(top - 8)), text_anchor="start"))
    dwg.add(axes)
    dwg.add(dwg.line((_n(left), _n(sy(TARGET))), (_n(left + pw), _n(sy(TARGET))),
                     stroke=c["target"], stroke_width="1.6", stroke_dasharray="6 4",
                     class_="target"))
    dwg.add(_text(dwg, p["target"], left + pw - 4, sy(TARGET) - 5, cls="target-label",
                  size=CAPTION_FONT - 2, color=c["target"], anchor="end"))
    for side, values in enumerate(series):
        color = c[f"side {side % 4}"]
        pts: list[tuple[str, str]] = [(_n(sx(0)), _n(sy(0)))]
        for i in range(1, len(values)):
            pts.append((_n(sx(i)), _n(sy(values[i - 1]))))
            pts.append((_n(sx(i)), _n(sy(values[i]))))
        g = dwg.g(class_="side", **{"data-side": str(side)})
        dash = _side_dash(c, side)
        g.add(dwg.polyline(pts, fill="none", stroke=color, stroke_width="2",
                           stroke_linejoin="round", **dash))
        for i, e in enumerate(game.events, start=1):
            if e.side == side and not e.accepted:
                x, y = sx(i), sy(e.score)
                g.add(dwg.path(d=f"M{_n(x - 4)} {_n(y - 4)}l8 8m0 -8l-8 8", stroke=c["discarded"],
                               stroke_width="2", class_="discarded",
                               **{"data-hand": str(e.hand), "data-raw": str(e.raw)}))
        ly = top + 8 + side * LINE
        g.add(dwg.line((_n(left + pw + 14), _n(ly)), (_n(left + pw + 34), _n(ly)), stroke=color,
                       stroke_width="3", **dash))
        g.add(_label(dwg, names[side], left + pw + 40, ly + 4, width=SIDE_WIDTH, cls="name",
                     size=CAPTION_FONT - 1, color=c["text"]))
        dwg.add(g)
    if any(not e.accepted for e in game.events):
        ly = top + 8 + len(series) * LINE
        x = left + pw + 24
        dwg.add(dwg.path(d=f"M{_n(x - 4)} {_n(ly - 4)}l8 8m0 -8l-8 8", stroke=c["discarded"],
                         stroke_width="2"))
        dwg.add(_text(dwg, p["discarded"], left + pw + 40, ly + 4, cls="legend-discarded",
                      size=CAPTION_FONT - 1, color=c["text"]))
    return _svg_text(dwg)


# -- seating -----------------------------------------------------------------------------
def seating(players: Sequence[str] | int = 4, *, leader: int | None = None, lang: str = "en",
            size: float | None = None, colors: Mapping[str, str] | None = None,
            theme: str = "colour") -> SvgText:
    """Who sits where (R5): seats clockwise from the bottom, arrows in the order of play,
    partners (4 players) in their side's colour, opposite each other; `leader` is marked."""
    import math

    from fiveup_viz.messages import exercise as say

    names = [f"{i}" for i in range(players)] if isinstance(players, int) else list(players)
    n = len(names)
    if not 2 <= n <= 4:
        raise ValueError("a game has 2, 3 or 4 players (R5)")
    c = _colors(colors, theme)
    title_text = say(lang, "seat.title.pairs" if n == 4 else "seat.title")
    sides_text = (say(lang, "seat.sides", a=side_name((names[0], names[2]), lang),
                      b=side_name((names[1], names[3]), lang)) if n == 4 else "")
    radius, cx = 92.0, 0.0
    marks = [f" ({say(lang, 'seat.leads')})" if leader == i else "" for i in range(n)]
    labels = [_fit(name, CAPTION_FONT, NAME_WIDTH, True) + mark
              for name, mark in zip(names, marks, strict=True)]
    label_w = max(_text_width(label, CAPTION_FONT, True) for label in labels)
    width = max(2 * (radius + label_w + 48), _text_width(title_text, CAPTION_FONT, True) + 16,
                _text_width(_fit(sides_text, CAPTION_FONT, TITLE_WIDTH), CAPTION_FONT) + 16)
    top = LINE * 1.6
    cy = top + radius + 50
    height = cy + radius + 58 + (LINE if sides_text else 0)
    cx = width / 2
    dwg = _drawing(Box(0, 0, width, height), size, "fiveup-seating")
    dwg.set_desc(title=title_text, desc="; ".join(
        f"{say(lang, 'seat.seat', n=i)}: {name}" for i, name in enumerate(names))
        + (f". {sides_text}" if sides_text else ""))
    dwg.add(dwg.rect((0, 0), (_n(width), _n(height)), fill=c["background"], class_="background"))
    dwg.add(_text(dwg, title_text, 8, LINE, cls="heading", size=CAPTION_FONT, color=c["text"],
                  weight="bold"))
    dwg.add(dwg.rect((_n(cx - 52), _n(cy - 52)), (104, 104), rx=10, fill=c["tile"],
                     stroke=c["grid"], stroke_width="2", class_="table"))

    def at(angle: float, r: float) -> tuple[float, float]:
        return cx - r * math.sin(angle), cy + r * math.cos(angle)

    step = 2 * math.pi / n
    arrows = dwg.g(class_="order", fill="none", stroke=c["muted"], stroke_width="1.6")
    for i in range(n):  # an arc from each seat to the next, clockwise on the page
        a0, a1 = i * step + 0.32, (i + 1) * step - 0.32
        (x0, y0), (x1, y1) = at(a0, radius * 0.84), at(a1, radius * 0.84)
        large = 1 if a1 - a0 > math.pi else 0
        path = f"M{_n(x0)},{_n(y0)} A{_n(radius * 0.84)},{_n(radius * 0.84)} 0 {large},1 " \
               f"{_n(x1)},{_n(y1)}"
        arrows.add(dwg.path(d=path, class_="next", **{"data-from": str(i),
                                                      "data-to": str((i + 1) % n)}))
        hx, hy = at(a1 - 0.12, radius * 0.84)
        dx, dy = x1 - hx, y1 - hy
        norm = math.hypot(dx, dy) or 1.0
        ux, uy = dx / norm, dy / norm
        head = [(x1, y1), (x1 - 8 * ux + 4.5 * uy, y1 - 8 * uy - 4.5 * ux),
                (x1 - 8 * ux - 4.5 * uy, y1 - 8 * uy + 4.5 * ux)]
        arrows.add(dwg.polygon([(_n(x), _n(y)) for x, y in head], fill=c["muted"],
                               stroke="none"))
    dwg.add(arrows)
    for i in range(n):
        x, y = at(i * step, radius + 14)
        colour = c[f"side {i % 2 if n == 4 else i}"]
        g = dwg.g(class_="seat", **{"data-seat": str(i), "data-side": str(i % 2 if n == 4 else i)})
        g.add(dwg.circle((_n(x), _n(y)), 14, fill=colour, class_="place"))
        g.add(_text(dwg, str(i), x, y + 4.8, cls="number", size=CAPTION_FONT,
                    color=c["counted text"], weight="bold", anchor="middle"))
        label = labels[i]
        if abs(y - cy) < 1:  # a seat at the side: the name beside it, outwards
            right = x > cx
            text = _text(dwg, label, x + (20 if right else -20), y + 4.8, cls="name",
                         size=CAPTION_FONT, color=colour, weight="bold",
                         anchor="start" if right else "end")
        else:
            text = _text(dwg, label, x, y + 34 if y > cy else y - 22, cls="name",
                         size=CAPTION_FONT, color=colour, weight="bold", anchor="middle")
        if label != names[i] + marks[i]:
            text.set_desc(title=names[i] + marks[i])  # the whole name of a cut one
        g.add(text)
        dwg.add(g)
    if sides_text:
        dwg.add(_label(dwg, sides_text, 8, height - LINE * 0.5, width=TITLE_WIDTH, cls="sides",
                       size=CAPTION_FONT, color=c["muted"]))
    return _svg_text(dwg)


#: Old names kept working: a "hand" is one deal of the game (R6-R8), a player holds tiles.
_RENAMED = {"hand": "tiles", "hands": "players_tiles"}


def __getattr__(name: str) -> Any:
    if name in _RENAMED:
        import warnings

        # Attributed to this module (stacklevel 1), not to the caller: pytest and `-W default`
        # show it, while notebooks that still use the old names (lessons being rewritten) show
        # no warning in their stored outputs.
        new = _RENAMED[name]
        warnings.warn(f"fiveup_viz.svg.{name} is now fiveup_viz.svg.{new} (a player's tiles; a "
                      "'hand' is one deal)", DeprecationWarning, stacklevel=1)
        return globals()[new]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
