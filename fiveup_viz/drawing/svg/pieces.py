"""Tiles with their pips, the marks on the table, and the tile renderers: `tile`, `tiles`
(a player's tiles) and `players_tiles` (every seat's)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

import svgwrite
from svgwrite.base import BaseElement
from svgwrite.container import Group

from fiveup_viz.drawing.geometry import Box, Point, TileBox
from fiveup_viz.drawing.svg.style import (
    BADGE_RADIUS,
    CAPTION_FONT,
    CORNER,
    DOT_RADIUS,
    HAND_SCALE,
    PIP_OFFSET,
    PIP_RADIUS,
    SCALE,
    palette,
)
from fiveup_viz.drawing.svg.text import (
    NAME_WIDTH,
    SvgText,
    canvas,
    fit,
    fit_label,
    num,
    text_at,
    text_width,
    to_svg,
)
from fiveup_viz.rules.checks import check_flag, check_list
from fiveup_viz.rules.layout import Socket
from fiveup_viz.rules.tiles import Tile, as_tile
from fiveup_viz.words.errors import Message, WrongTypeError
from fiveup_viz.words.quoting import quote

__all__ = [
    "LETTER_RADIUS", "XmlTree", "bridge", "counted_mark", "highlight_box", "legal_mark",
    "letter_mark", "name_width", "players_tiles", "tile", "tile_row", "tile_xml", "tiles", "xml_el",
]

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


@lru_cache(maxsize=64)
def _pip_moves(value: int, horizontal: bool, scale: float) -> str:
    """Relative path commands drawing a half's pips, starting from the half's centre."""
    r = PIP_RADIUS * scale
    arc = f"a{num(r)} {num(r)} 0 1 0 {num(2 * r)} 0a{num(r)} {num(r)} 0 1 0 {num(-2 * r)} 0"
    parts, x, y = [], 0.0, 0.0
    for a, b in _PIPS[value]:
        dx, dy = (a, b) if horizontal else (b, a)
        px, py = dx * PIP_OFFSET * scale - r, dy * PIP_OFFSET * scale
        parts.append(f"m{num(px - x)} {num(py - y)}{arc}")
        x, y = px, py
    return "".join(parts)


def _pips_path(value: int, centre: Point, horizontal: bool, scale: float) -> str:
    """One path drawing the pips of a half as small circles."""
    if not value:
        return ""
    return f"M{num(centre.x * scale)} {num(centre.y * scale)}{_pip_moves(value, horizontal, scale)}"


class XmlTree(BaseElement):  # type: ignore[misc]
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


def xml_el(parent: ET.Element | None, tag: str, attrs: dict[str, str],
           text: str | None = None) -> ET.Element:
    """An ElementTree element `<tag attrs>text</tag>`, added to `parent` if given."""
    e = ET.Element(tag, attrs) if parent is None else ET.SubElement(parent, tag, attrs)
    if text is not None:
        e.text = text
    return e


def _tile_group(dwg: svgwrite.Drawing, tb: TileBox, c: dict[str, str], *, numerals: bool,
                last: bool = False, hidden: bool = False, on_table: bool = True,
                scale: float = SCALE) -> XmlTree:
    """One tile as `<g class="tile ...">` with data-tile: body, divider, pips or numerals.

    On the table a double is a spinner (R10): class `spinner` and an orange border.
    """
    return XmlTree(tile_xml(tb, c, numerals=numerals, last=last, hidden=hidden,
                            on_table=on_table, scale=scale))


def tile_xml(tb: TileBox, c: dict[str, str], *, numerals: bool, last: bool, hidden: bool,
             on_table: bool, scale: float) -> ET.Element:
    """The ElementTree of one tile (see `_tile_group`), for a caller that builds its own tree."""
    tile = tb.tile
    spinner = tile.is_double and on_table and not hidden
    cls = "tile" + (" spinner" if spinner else "") + (" last" if last else "")
    g = xml_el(None, "g", {"class": cls, "data-tile": "hidden" if hidden else str(tile)})
    b = tb.box
    xml_el(g, "rect", {
        "x": num(b.x0 * scale), "y": num(b.y0 * scale), "width": num(b.width * scale),
        "height": num(b.height * scale), "rx": num(CORNER * scale),
        "fill": c["hidden"] if hidden else c["last fill"] if last else c["tile"],
        "stroke": c["spinner"] if spinner else c["tile border"],
        "stroke-width": "2.6" if spinner else "1.2"})
    if hidden:
        return g
    halves = ((tile.low, tb.low), (tile.high, tb.high))
    d = _divider(tb, scale)
    if numerals:
        for value, centre in halves:
            xml_el(g, "text", {"class": "numeral", "x": num(centre.x * scale),
                               "y": num((centre.y + 0.36) * scale), "font-size": num(scale),
                               "font-weight": "bold", "text-anchor": "middle",
                               "fill": c["pip"]}, str(value))
    else:
        d += "".join(_pips_path(v, centre, tb.horizontal, scale) for v, centre in halves)
    xml_el(g, "path", {"class": "pips", "d": d, "fill": c["pip"]})
    return g


def _divider(tb: TileBox, scale: float) -> str:
    """The divider between the two halves, as a thin filled bar (path commands)."""
    b, mid = tb.box, tb.box.centre
    inset, t = 0.3, 0.05
    if tb.horizontal:
        return (f"M{num((mid.x - t) * scale)} {num((b.y0 + inset) * scale)}"
                f"h{num(2 * t * scale)}v{num((b.height - 2 * inset) * scale)}"
                f"h{num(-2 * t * scale)}z")
    return (f"M{num((b.x0 + inset) * scale)} {num((mid.y - t) * scale)}"
            f"v{num(2 * t * scale)}h{num((b.width - 2 * inset) * scale)}"
            f"v{num(-2 * t * scale)}z")


def highlight_box(dwg: svgwrite.Drawing, tb: TileBox, c: dict[str, str]) -> Any:
    """A ring around the last placed tile, drawn beneath the tiles."""
    b = tb.box.grow(0.3)
    return dwg.rect((num(b.x0 * SCALE), num(b.y0 * SCALE)),
                    (num(b.width * SCALE), num(b.height * SCALE)), rx=num((CORNER + 0.3) * SCALE),
                    fill=c["last"], class_="highlight", **{"data-tile": str(tb.tile)})


def counted_mark(tile: Tile, socket: Socket, value: int, at: Point, c: dict[str, str],
                 scale: float = SCALE) -> ET.Element:
    """A filled badge with the counted value (R14)."""
    g = xml_el(None, "g", {"class": "counted", "data-tile": str(tile), "data-socket": str(socket)})
    x, y = num(at.x * scale), at.y * scale
    xml_el(g, "circle", {"cx": x, "cy": num(y), "r": num(BADGE_RADIUS * scale), "fill": c["counted"]})
    size = 0.95 * scale if value < 10 else 0.82 * scale
    xml_el(g, "text", {"class": "value", "x": x, "y": num(y + 0.34 * scale), "font-size": num(size),
                       "font-weight": "bold", "text-anchor": "middle", "fill": c["counted text"]},
        str(value))
    return g


def legal_mark(tile: Tile, socket: Socket, at: Point, c: dict[str, str],
               scale: float = SCALE) -> ET.Element:
    """A hollow dot: a legal point that counts nothing (R13, R14)."""
    return xml_el(None, "circle", {
        "class": "legal", "data-tile": str(tile), "data-socket": str(socket),
        "cx": num(at.x * scale), "cy": num(at.y * scale), "r": num(DOT_RADIUS * scale),
        "fill": c["background"], "stroke": c["legal"], "stroke-width": "2"})


#: layout units: a choice's letter disc, clear of every pip when centred on a tile's divider
#: (the nearest pip centre is sqrt(0.4² + 0.6²) = 0.72 away, minus PIP_RADIUS 0.2)
LETTER_RADIUS = 0.5


def letter_mark(letter: str, at: Point, c: dict[str, str], scale: float = SCALE, *,
                radius: float = LETTER_RADIUS) -> ET.Element:
    """A choice's letter in a white disc at the place the choice names (a worksheet's picture):
    the same mark for every choice, right or wrong, small enough to sit on a double's divider
    without hiding a pip (LETTER_RADIUS); `radius` larger beside a table's marks."""
    g = xml_el(None, "g", {"class": "choice-letter", "data-letter": letter})
    x, y = num(at.x * scale), at.y * scale
    k = radius / LETTER_RADIUS
    xml_el(g, "circle", {"cx": x, "cy": num(y), "r": num(radius * scale),
                         "fill": c["background"], "stroke": c["text"], "stroke-width": num(1.2 * k)})
    xml_el(g, "text", {"x": x, "y": num(y + 0.26 * k * scale), "font-size": num(0.74 * k * scale),
                       "font-weight": "bold", "text-anchor": "middle", "fill": c["text"]}, letter)
    return g


def bridge(dwg: svgwrite.Drawing, points: Sequence[Point], c: dict[str, str]) -> Any:
    """The dashed connector of a tile placed at a distance from the tile it joins (geometry)."""
    pts = [(num(p.x * SCALE), num(p.y * SCALE)) for p in points]
    return dwg.polyline(pts, fill="none", stroke=c["bridge"], stroke_width="1.5",
                        stroke_dasharray="4 3", class_="bridge")


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
    c = palette(colors, theme)
    tb = _loose_tile(t, 0.25, 0.25, vertical=vertical)
    box = tb.box.grow(0.25)
    dwg = canvas(box.scaled(SCALE), size,
                 "fiveup-tile")
    dwg.set_desc(title=str(t))
    dwg.add(_tile_group(dwg, tb, c, numerals=numerals))
    return to_svg(dwg)


def tile_row(dwg: svgwrite.Drawing, tiles: Sequence[Tile], x: float, y: float,
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
    from fiveup_viz.words.errors import word
    from fiveup_viz.words.messages import table
    from fiveup_viz.words.values import Count

    ts = [as_tile(t) for t in check_list(tiles, "tiles")]
    c = palette(colors, theme)
    top = 1.9 if name is not None else 0.0
    width = max(len(ts), 1) * 2.6 + 0.6
    if name is not None:
        width = max(width, text_width(fit(name, CAPTION_FONT, NAME_WIDTH, True), CAPTION_FONT, True)
                    / SCALE + 1)
    box = Box(0, 0, width * SCALE, (top + 4.6) * SCALE)
    dwg = canvas(box, size, "fiveup-hand")
    dwg.set_desc(title=name if name is not None else table(lang)["svg.tiles"],
                 desc=word(Count("tile", len(ts)), lang) if hidden else " ".join(str(t) for t in ts))
    if name is not None:
        dwg.add(fit_label(dwg, name, 0.3 * SCALE, 1.3 * SCALE, width=NAME_WIDTH, cls="name",
                          size=CAPTION_FONT, color=c["text"], weight="bold"))
    dwg.add(tile_row(dwg, ts, 0.3, top + 0.3, c, numerals=numerals, hidden=hidden))
    return to_svg(dwg)


def name_width(name: str) -> float:
    """The px a player's name takes when drawn (cut at NAME_WIDTH)."""
    return text_width(fit(name, CAPTION_FONT, NAME_WIDTH, True), CAPTION_FONT, True)


def _seat_names(source: Any, lang: str = "en") -> list[str]:
    from fiveup_viz.words.messages import table

    players = getattr(source, "players", None)
    if players is not None:
        return list(players)
    return [table(lang)["svg.seat"].format(n=i) for i in range(len(source.held))]


def _hand_of(game_or_round: object) -> Any:
    """The hand a `Game` is playing, or the hand given (anything holding `held` tiles per
    seat, as a `Round`); WrongTypeError otherwise."""
    from fiveup_viz.rules.game import Game

    if isinstance(game_or_round, Game):
        return game_or_round.hand
    if hasattr(game_or_round, "held"):
        return game_or_round
    raise WrongTypeError(Message("type.round", what="game_or_round",
                                 type=type(game_or_round).__name__, value=quote(game_or_round)))


def players_tiles(game_or_round: Any, *, face_up: bool = True, size: float | None = None,
                  numerals: bool = False, colors: Mapping[str, str] | None = None,
                  theme: str = "colour", lang: str = "en", pip_sums: bool = True) -> SvgText:
    """Every player's tiles, one row per seat, face up for teaching (names escaped).

    Face up, each row ends with its pip sum (`= 12`); `pip_sums=False` leaves the sums out
    (a worksheet's picture, whose answer they would give away)."""
    from fiveup_viz.words.messages import table

    for flag, name in ((face_up, "face_up"), (numerals, "numerals"), (pip_sums, "pip_sums")):
        check_flag(flag, name)
    rnd = _hand_of(game_or_round)
    names = _seat_names(game_or_round, lang)
    c = palette(colors, theme)
    held = [list(h) for h in rnd.held]
    label = max((name_width(n) for n in names), default=0) / HAND_SCALE + 1.5
    words = table(lang)
    empty = words["ui-no-tiles-left"]  #: the row of a player who went out (teacher trial 6, finding 4)
    width = label + max(max((len(h) for h in held), default=1) * 2.6 + 5,
                        text_width(empty, CAPTION_FONT) / HAND_SCALE + 1)
    row = 5.2
    dwg = canvas(Box(0, 0, width * HAND_SCALE, (row * len(held) + 0.4) * HAND_SCALE), size,
                 "fiveup-hands")
    dwg.set_desc(title=words["svg.players-tiles"], desc="; ".join(
        f"{n}: {(' '.join(str(t) for t in h) or words['no-tiles']) if face_up else len(h)}"
        for n, h in zip(names, held, strict=True)))
    for seat, (name, tiles) in enumerate(zip(names, held, strict=True)):
        y = 0.4 + seat * row
        g = dwg.g(class_="seat", **{"data-seat": str(seat)})
        g.add(fit_label(dwg, name, 0.3 * HAND_SCALE, (y + 2.4) * HAND_SCALE, width=NAME_WIDTH,
                        cls="name", size=CAPTION_FONT, color=c["text"], weight="bold"))
        g.add(tile_row(dwg, tiles, label, y, c, numerals=numerals, hidden=not face_up,
                             scale=HAND_SCALE))
        if not tiles:
            g.add(text_at(dwg, empty, (label + 0.4) * HAND_SCALE, (y + 2.4) * HAND_SCALE,
                          cls="no-tiles", size=CAPTION_FONT, color=c["muted"]))
        elif face_up and pip_sums:
            pips = sum(t.pips for t in tiles)
            g.add(text_at(dwg, f"= {pips}", (label + len(tiles) * 2.6 + 0.4) * HAND_SCALE,
                          (y + 2.4) * HAND_SCALE, cls="pip-sum", size=CAPTION_FONT, color=c["muted"]))
        dwg.add(g)
    return to_svg(dwg)
