"""SVG drawings of tiles, hands, layouts, hand ends and scores (the only svgwrite user).

Every renderer is a function with keyword-only options that returns `SvgText`, a `str` that
shows itself as a picture in a notebook. The same input gives the same bytes. User text goes
in through svgwrite's escaped text and attributes, never into <style> or <script>.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import svgwrite
from svgwrite.container import Group

from fiveup_viz import geometry
from fiveup_viz.describe import long_description, phrases, points_text, sum_text, title
from fiveup_viz.geometry import Box, Geometry, Point, TileBox
from fiveup_viz.layout import Layout, Socket
from fiveup_viz.tiles import Tile, as_tile

SCALE = 12.0  #: pixels per layout unit (a tile is 24 x 48 px)
MARGIN = 1.0  #: layout units around the tiles
PIP_RADIUS = 0.24  #: layout units
PIP_OFFSET = 0.56  #: distance of a corner pip from the centre of its half
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
    "divider": "#7a7a7a",
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

#: The spinner legend line (not in the describe tables; the Finnish follows the seed).
SPINNER_LEGEND = {
    "en": "orange border: spinner, not automatically a counted end",
    "it": "bordo arancione: spinner, non automaticamente un'estremità conteggiata",
    "fi": "oranssi reunus: spinneri, ei automaattisesti pisteytykseen kuuluva pää",
}

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


class SvgText(str):
    """An SVG document as a string that Jupyter shows as a picture."""

    def _repr_svg_(self) -> str:
        return self


# -- small helpers -------------------------------------------------------------
def _n(v: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros."""
    text = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _colors(colors: Mapping[str, str] | None) -> dict[str, str]:
    out = dict(DEFAULT_COLORS)
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


def _text_width(text: str, size: float) -> float:
    """A rough width estimate of a text line in px."""
    return len(text) * size * 0.56


def _pips_path(value: int, centre: Point, horizontal: bool, scale: float) -> str:
    """One path drawing the pips of a half as small circles."""
    r = PIP_RADIUS * scale
    parts = []
    for a, b in _PIPS[value]:
        dx, dy = (a, b) if horizontal else (b, a)
        x = (centre.x + dx * PIP_OFFSET) * scale
        y = (centre.y + dy * PIP_OFFSET) * scale
        parts.append(f"M{_n(x - r)} {_n(y)}a{_n(r)} {_n(r)} 0 1 0 {_n(2 * r)} 0"
                     f"a{_n(r)} {_n(r)} 0 1 0 {_n(-2 * r)} 0z")
    return "".join(parts)


def _tile_group(dwg: svgwrite.Drawing, tb: TileBox, c: dict[str, str], *, numerals: bool,
                last: bool = False, hidden: bool = False, scale: float = SCALE) -> Group:
    """One tile as `<g class="tile ...">` with data-tile: body, divider, pips or numerals."""
    tile = tb.tile
    cls = "tile" + (" spinner" if tile.is_double else "") + (" last" if last else "")
    g = dwg.g(class_=cls, **{"data-tile": "hidden" if hidden else str(tile)})
    b = tb.box
    x, y, w, h = b.x0 * scale, b.y0 * scale, b.width * scale, b.height * scale
    spinner = tile.is_double and not hidden
    g.add(dwg.rect((_n(x), _n(y)), (_n(w), _n(h)), rx=_n(CORNER * scale),
                   fill=c["hidden"] if hidden else c["last fill"] if last else c["tile"],
                   stroke=c["spinner"] if spinner else c["tile border"],
                   stroke_width="2.6" if spinner else "1.2"))
    if hidden:
        return g
    mid = b.centre
    if tb.horizontal:
        a, z = (mid.x * scale, y + 0.3 * scale), (mid.x * scale, y + h - 0.3 * scale)
    else:
        a, z = (x + 0.3 * scale, mid.y * scale), (x + w - 0.3 * scale, mid.y * scale)
    g.add(dwg.line((_n(a[0]), _n(a[1])), (_n(z[0]), _n(z[1])), stroke=c["divider"],
                   stroke_width="1"))
    halves = ((tile.low, tb.low), (tile.high, tb.high))
    if numerals:
        for value, centre in halves:
            g.add(_text(dwg, str(value), centre.x * scale, centre.y * scale + 0.36 * scale,
                        cls="numeral", size=1.0 * scale, color=c["pip"], weight="bold",
                        anchor="middle"))
    elif tile.pips:
        d = "".join(_pips_path(v, centre, tb.horizontal, scale) for v, centre in halves)
        g.add(dwg.path(d=d, fill=c["pip"], class_="pips"))
    return g


def _highlight(dwg: svgwrite.Drawing, tb: TileBox, c: dict[str, str]) -> Any:
    """A ring around the last placed tile, drawn beneath the tiles."""
    b = tb.box.grow(0.3)
    return dwg.rect((_n(b.x0 * SCALE), _n(b.y0 * SCALE)),
                    (_n(b.width * SCALE), _n(b.height * SCALE)), rx=_n((CORNER + 0.3) * SCALE),
                    fill=c["last"], class_="highlight", **{"data-tile": str(tb.tile)})


def _counted_mark(dwg: svgwrite.Drawing, tile: Tile, socket: Socket, value: int, at: Point,
                  c: dict[str, str], scale: float = SCALE) -> Group:
    """A filled badge with the counted value (R14)."""
    g = dwg.g(class_="counted", **{"data-tile": str(tile), "data-socket": str(socket)})
    g.add(dwg.circle((_n(at.x * scale), _n(at.y * scale)), _n(BADGE_RADIUS * scale),
                     fill=c["counted"]))
    size = 0.95 * scale if value < 10 else 0.82 * scale
    g.add(_text(dwg, str(value), at.x * scale, at.y * scale + 0.34 * scale, cls="value",
                size=size, color=c["counted text"], weight="bold", anchor="middle"))
    return g


def _legal_mark(dwg: svgwrite.Drawing, tile: Tile, socket: Socket, at: Point,
                c: dict[str, str], scale: float = SCALE) -> Any:
    """A hollow dot: a legal point that counts nothing (R13, R14)."""
    return dwg.circle((_n(at.x * scale), _n(at.y * scale)), _n(DOT_RADIUS * scale),
                      fill=c["background"], stroke=c["legal"], stroke_width="2",
                      class_="legal", **{"data-tile": str(tile), "data-socket": str(socket)})


def _bridge(dwg: svgwrite.Drawing, points: Sequence[Point], c: dict[str, str]) -> Any:
    pts = [(_n(p.x * SCALE), _n(p.y * SCALE)) for p in points]
    return dwg.polyline(pts, fill="none", stroke=c["bridge"], stroke_width="1.5",
                        stroke_dasharray="4 3", class_="bridge")


# -- layouts ---------------------------------------------------------------------
def uncounted_points(layout: Layout) -> list[tuple[Tile, Socket, int]]:
    """Legal points that count nothing: the free branches of internal spinners (R13, R14)."""
    return [(lp.tile, lp.socket, lp.value) for lp in layout.legal_points()
            if lp.tile.is_double and layout.is_internal(lp.tile)]


def caption_width(lang: str) -> float:
    """The minimum drawing width (px) that holds the caption's legend in `lang`."""
    p = phrases(lang)
    legend = [p["legend_counted"], p["legend_legal"], SPINNER_LEGEND[lang]]
    return max(_text_width(t, CAPTION_FONT - 1) for t in legend) + 2.6 * LINE


def _caption_lines(layout: Layout, lang: str) -> list[tuple[str, str]]:
    p = phrases(lang)
    lines = [("title", title(layout, lang))]
    if len(layout):
        lines.append(("sum", f"{p['counted']}: {sum_text(layout)}"))
        lines.append(("points", points_text(layout.credit(), lang)))
    return lines


CAPTION_LINES = 6.5  #: title, sum, points and three legend lines


def _add_caption(dwg: svgwrite.Drawing, layout: Layout, lang: str, x0: float, y0: float,
                 width: float, c: dict[str, str]) -> None:
    """Title, counted values, placement points and the legend, below the layout."""
    g = dwg.g(class_="caption")
    y = y0 + LINE
    for cls, text in _caption_lines(layout, lang):
        size = CAPTION_FONT + (2 if cls == "title" else 0)
        t = _text(dwg, text, x0, y, cls=cls, size=size, color=c["text"],
                  weight="bold" if cls == "title" else None)
        if _text_width(text, size) > width:
            t["textLength"] = _n(width)
            t["lengthAdjust"] = "spacingAndGlyphs"
        g.add(t)
        y += LINE
    y = y0 + LINE * 3.5
    p = phrases(lang)
    legend = dwg.g(class_="legend")
    small = CAPTION_FONT - 1
    r = 0.42 * LINE
    rows = (("legend-counted", p["legend_counted"]), ("legend-legal", p["legend_legal"]),
            ("legend-spinner", SPINNER_LEGEND[lang]))
    for i, (cls, text) in enumerate(rows):
        cy = y + LINE * (i + 0.5)
        cx = x0 + r
        if i == 0:
            legend.add(dwg.circle((_n(cx), _n(cy)), _n(r), fill=c["counted"]))
        elif i == 1:
            legend.add(dwg.circle((_n(cx), _n(cy)), _n(r * 0.62), fill=c["background"],
                                  stroke=c["legal"], stroke_width="2"))
        else:
            legend.add(dwg.rect((_n(cx - r), _n(cy - r * 0.8)), (_n(2 * r), _n(1.6 * r)),
                                rx="2", fill=c["tile"], stroke=c["spinner"], stroke_width="2.4"))
        legend.add(_text(dwg, text, x0 + 2 * r + 6, cy + small * 0.35, cls=cls, size=small,
                         color=c["muted"]))
    g.add(legend)
    dwg.add(g)


def _resolve_frame(frame: Box | Layout | None, geo: Geometry) -> Box:
    if frame is None:
        return geometry.frame(geo, margin=MARGIN)
    if isinstance(frame, Layout):
        return geometry.frame(frame, margin=MARGIN)
    return Box(*frame)


def layout(layout: Layout, *, size: float | None = None, lang: str = "en",
           numerals: bool = False, colors: Mapping[str, str] | None = None,
           frame: Box | Layout | None = None, highlight_last: bool = True,
           caption: bool = True) -> SvgText:
    """A layout as in the rule book: tiles, counted-value badges, hollow dots and a caption.

    `frame` (a box in layout units from `geometry.frame(final_layout)`, or the final layout
    itself) gives every step of a hand the same viewBox.
    """
    c = _colors(colors)
    phrases(lang)
    geo = geometry.place(layout)
    f = _resolve_frame(frame, geo)
    px = Box(f.x0 * SCALE, f.y0 * SCALE, f.x1 * SCALE, f.y1 * SCALE)
    if caption:
        width = max(px.width, caption_width(lang))
        extra = width - px.width
        px = Box(px.x0 - extra / 2, px.y0, px.x1 + extra / 2, px.y1 + LINE * CAPTION_LINES + 6)
    dwg = _drawing(px, size, "fiveup-layout")
    dwg.set_desc(title=title(layout, lang), desc=long_description(layout, lang))
    dwg.add(dwg.rect((_n(px.x0), _n(px.y0)), (_n(px.width), _n(px.height)), fill=c["background"],
                     class_="background"))
    _add_tiles(dwg, layout, geo, c, numerals=numerals, highlight_last=highlight_last)
    if caption:
        _add_caption(dwg, layout, lang, px.x0 + 8, f.y1 * SCALE, px.width - 16, c)
    return SvgText(dwg.tostring())


def _add_tiles(dwg: svgwrite.Drawing, layout: Layout, geo: Geometry, c: dict[str, str], *,
               numerals: bool, highlight_last: bool) -> None:
    bridges = [tb.bridge for tb in geo if tb.bridge]
    if bridges:
        bg = dwg.g(class_="bridges")
        for points in bridges:
            bg.add(_bridge(dwg, points, c))
        dwg.add(bg)
    tiles = dwg.g(class_="tiles")
    last = layout.last if highlight_last else None
    if last is not None:
        dwg.add(_highlight(dwg, geo.tiles[last], c))
    for tb in geo:
        tiles.add(_tile_group(dwg, tb, c, numerals=numerals,
                              last=tb.tile == last))
    dwg.add(tiles)
    marks = dwg.g(class_="marks")
    for end in layout.counted_ends():
        marks.add(_counted_mark(dwg, end.tile, end.socket, end.value,
                                geo.marker(end.tile, end.socket), c))
    for tile, socket, _ in uncounted_points(layout):
        marks.add(_legal_mark(dwg, tile, socket, geo.marker(tile, socket), c))
    dwg.add(marks)


# -- tiles and hands ---------------------------------------------------------------
def _loose_tile(tile: Tile, x: float, y: float, *, vertical: bool = False) -> TileBox:
    """A tile standing alone with its top-left corner at (x, y), low end first."""
    if vertical:
        box = Box(x, y, x + 2, y + 4)
        return TileBox(tile, box, Point(x + 1, y + 1), Point(x + 1, y + 3), 1, {})
    box = Box(x, y, x + 4, y + 2)
    return TileBox(tile, box, Point(x + 1, y + 1), Point(x + 3, y + 1), 0, {})


def tile(tile: Tile | str, *, size: float | None = None, numerals: bool = False,
         colors: Mapping[str, str] | None = None, vertical: bool = False) -> SvgText:
    """One tile, low end first (left, or top when `vertical`)."""
    t = as_tile(tile)
    c = _colors(colors)
    tb = _loose_tile(t, 0.25, 0.25, vertical=vertical)
    box = tb.box.grow(0.25)
    dwg = _drawing(Box(box.x0 * SCALE, box.y0 * SCALE, box.x1 * SCALE, box.y1 * SCALE), size,
                   "fiveup-tile")
    dwg.set_desc(title=str(t))
    dwg.add(_tile_group(dwg, tb, c, numerals=numerals))
    return SvgText(dwg.tostring())


def _hand_row(dwg: svgwrite.Drawing, tiles: Sequence[Tile], x: float, y: float,
              c: dict[str, str], *, numerals: bool, hidden: bool) -> Group:
    """Tiles standing upright side by side from (x, y) in layout units."""
    g = dwg.g(class_="hand-tiles")
    for i, t in enumerate(tiles):
        tb = _loose_tile(t, x + i * 2.6, y, vertical=True)
        g.add(_tile_group(dwg, tb, c, numerals=numerals, hidden=hidden))
    return g


def hand(tiles: Iterable[Tile | str], *, name: str | None = None, hidden: bool = False,
         size: float | None = None, numerals: bool = False,
         colors: Mapping[str, str] | None = None) -> SvgText:
    """A player's hand: the tiles upright in a row, with the player's name above if given."""
    ts = [as_tile(t) for t in tiles]
    c = _colors(colors)
    top = 1.9 if name is not None else 0.0
    width = max(len(ts), 1) * 2.6 + 0.6
    if name is not None:
        width = max(width, _text_width(name, CAPTION_FONT) / SCALE + 1)
    box = Box(0, 0, width * SCALE, (top + 4.6) * SCALE)
    dwg = _drawing(box, size, "fiveup-hand")
    dwg.set_desc(title=name if name is not None else "hand",
                 desc=f"{len(ts)} tiles" if hidden else " ".join(str(t) for t in ts))
    if name is not None:
        dwg.add(_text(dwg, name, 0.3 * SCALE, 1.3 * SCALE, cls="name", size=CAPTION_FONT,
                      color=c["text"], weight="bold"))
    dwg.add(_hand_row(dwg, ts, 0.3, top + 0.3, c, numerals=numerals, hidden=hidden))
    return SvgText(dwg.tostring())
