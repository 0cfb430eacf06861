"""Layouts as in the rule book: `layout` (one layout with its caption and legend) and
`panels` (several side by side)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import svgwrite

from fiveup_viz.drawing import geometry
from fiveup_viz.drawing.geometry import Box, Geometry, Point
from fiveup_viz.drawing.svg.labels import LABEL_PAD, labels_xml, socket_label_boxes
from fiveup_viz.drawing.svg.pieces import (
    LETTER_RADIUS,
    XmlTree,
    bridge,
    counted_mark,
    highlight_box,
    legal_mark,
    letter_mark,
    tile_xml,
    xml_el,
)
from fiveup_viz.drawing.svg.style import BADGE_RADIUS, CAPTION_FONT, LINE, MARGIN, SCALE, palette
from fiveup_viz.drawing.svg.text import (
    SvgText,
    canvas,
    fit_label,
    num,
    text_at,
    text_width,
    to_svg,
    wrap_heading,
)
from fiveup_viz.explain.wording import counted_said, long_description, phrases, points_text, title
from fiveup_viz.rules.layout import Layout, Socket, check_layout
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.words.messages import text as message

__all__ = ["CAPTION_LINES", "LEGEND_ROWS", "PANELS_WIDTH", "caption_width", "layout", "panels"]


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
    return max(text_width(t, CAPTION_FONT - 1) for t in legend) + 2.6 * LINE


def _caption_lines(layout: Layout, lang: str) -> list[tuple[str, str]]:
    lines = [("title", title(layout, lang))]
    if len(layout):
        lines.append(("sum", counted_said(layout, lang)))
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
        t = text_at(dwg, text, x0, y, cls=cls, size=size, color=c["text"],
                    weight="bold" if cls == "title" else None)
        if text_width(text, size, cls == "title") > width:
            t["textLength"] = num(width)
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
            legend.add(dwg.circle((num(cx), num(cy)), num(r), fill=c["counted"]))
        elif i == 1:
            legend.add(dwg.circle((num(cx), num(cy)), num(r * 0.62), fill=c["background"],
                                  stroke=c["legal"], stroke_width="2"))
        elif i == 2:
            legend.add(dwg.rect((num(cx - r), num(cy - r * 0.8)), (num(2 * r), num(1.6 * r)),
                                rx="2", fill=c["tile"], stroke=c["spinner"], stroke_width="2.4"))
        else:  # the ring beneath the tile placed last, the tile's own border on top
            legend.add(dwg.rect((num(cx - r - 2), num(cy - r * 0.8 - 2)), (num(2 * r + 4),
                                num(1.6 * r + 4)), rx="3", fill=c["last"]))
            legend.add(dwg.rect((num(cx - r + 1), num(cy - r * 0.8 + 1)), (num(2 * r - 2),
                                num(1.6 * r - 2)), rx="2", fill=c["last fill"],
                                stroke=c["tile border"], stroke_width="1.2"))
        legend.add(text_at(dwg, text, x0 + 2 * r + 6, cy + small * 0.35, cls=cls, size=small,
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
           socket_labels: bool = False,
           letters: Mapping[tuple[Tile, Socket | None], str] | None = None,
           letters_beside: bool = False) -> SvgText:
    """A layout as in the rule book: tiles, counted-value badges, hollow dots and a caption.

    `frame` (a box in layout units from `geometry.frame(final_layout)`, or the final layout
    itself) gives every step of a hand the same viewBox. `legend=False` leaves the legend
    out of the caption. `marks=False` (an exercise's picture) draws the tiles only: no counted
    values or legal points, and a description naming only the tiles. `socket_labels=True`
    writes the rule book's name of each legal point's socket (R11, R12, R13: line A, branch B,
    high end, ...) beside its mark, in `lang`, clear of tiles, marks and each other; the
    drawing grows to hold them (beyond `frame` if need be). `letters` (a worksheet's choices)
    draws each letter at the place its key names (`letter_places`): a free socket's mark, or for
    a socket None beside the tile itself (a double's both halves), off every tile; the drawing
    grows to hold them too. `letters_beside` (a table's moves, whose marks stay drawn): each
    letter beside its point's mark instead of on it, as large as a counted value's badge, clear
    of every tile, mark and other letter (issue 31, teach25 F2).
    """
    check_layout(layout)
    c = palette(colors, theme)
    phrases(lang)
    geo = geometry.place(layout)
    f = _resolve_frame(frame, geo)
    px = f.scaled(SCALE)
    labels = socket_label_boxes(layout, lang, geo) if socket_labels and marks else []
    for lab in labels:
        px = px.union(lab.box.grow(LABEL_PAD))
    radius = BADGE_RADIUS if letters_beside else LETTER_RADIUS
    places = letter_places(letters, geo, beside=letters_beside) if letters else {}
    for at in places.values():
        px = px.union(_letter_box(at, radius).grow(LETTER_GAP).scaled(SCALE))
    tiles_bottom = px.y1
    if caption:
        width = max(px.width, caption_width(lang, theme) if legend else _lines_width(layout, lang))
        extra = width - px.width
        lines = CAPTION_LINES if legend else CAPTION_LINES - LEGEND_ROWS
        px = Box(px.x0 - extra / 2, px.y0, px.x1 + extra / 2, px.y1 + LINE * lines + 6)
    dwg = canvas(px, size, "fiveup-layout")
    desc = long_description(layout, lang) if marks else \
        f"{phrases(lang)['tiles']}: {', '.join(str(t) for t in layout.tiles)}."
    dwg.set_desc(title=title(layout, lang), desc=desc)
    dwg.add(dwg.rect((num(px.x0), num(px.y0)), (num(px.width), num(px.height)), fill=c["background"],
                     class_="background"))
    _add_tiles(dwg, dwg, layout, geo, c, numerals=numerals, highlight_last=highlight_last,
               marks=marks)
    if labels:
        dwg.add(XmlTree(labels_xml(labels, c)))
    if letters:
        dwg.add(XmlTree(_letters_xml(letters, places, c, radius)))
    if caption:
        _add_caption(dwg, dwg, layout, lang, px.x0 + 8, tiles_bottom, px.width - 16, c,
                     legend=legend)
    return to_svg(dwg)


#: The room (layout units) between a choice letter and the tile it stands beside.
LETTER_GAP = 0.12


def _letter_box(at: Point, radius: float = LETTER_RADIUS) -> Box:
    """The box (layout units) of a choice letter's disc of `radius` centred at `at`."""
    return Box(at.x - radius, at.y - radius, at.x + radius, at.y + radius)


def letter_places(letters: Mapping[tuple[Tile, Socket | None], str], geo: Geometry, *,
                  beside: bool = False) -> dict[tuple[Tile, Socket | None], Point]:
    """Where each choice letter stands (layout units): a socket's at its marker slot; a tile's
    own (socket None: a double's both halves) beside the tile, clear of every tile, marker slot
    and letter placed before it (teach8: on the tile it hid the pips): beside a long side's
    middle, an end's middle, then further round and further out. `beside` (a table's moves, its
    marks drawn): a socket's letter too stands beside its marker slot, off the mark, the
    letters as large as a counted value's badge."""
    radius = BADGE_RADIUS if beside else LETTER_RADIUS
    places: dict[tuple[Tile, Socket | None], Point] = {} if beside else {
        key: geo.marker(key[0], key[1]) for key in letters if key[1] is not None}
    marks = [s.grow(LETTER_GAP) if beside else s for s in geo.slots.values()]
    blocked = [t.box.grow(LETTER_GAP) for t in geo] + marks
    blocked += [_letter_box(at, radius) for at in places.values()]
    for key in letters:
        if key not in places:
            near = geo.box(key[0]) if key[1] is None else geo.slots[(key[0], key[1])]
            at = next(p for p in _beside(near, radius)
                      if not any(_letter_box(p, radius).overlaps(b) for b in blocked))
            places[key] = at
            blocked.append(_letter_box(at, radius).grow(LETTER_GAP))
    return {key: places[key] for key in letters}


def _beside(box: Box, radius: float = LETTER_RADIUS) -> Iterator[Point]:
    """Centres for a letter of `radius` beside `box`, nearest first: each side's middle, then
    points along each side and its corners, each ring a little further out (a letter's width
    each time)."""
    for ring in range(12):
        d = radius + LETTER_GAP * 2 + ring * 2 * radius
        x0, y0, x1, y1 = box.x0 - d, box.y0 - d, box.x1 + d, box.y1 + d
        cx, cy = (box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2
        yield from (Point(x1, cy), Point(x0, cy), Point(cx, y0), Point(cx, y1))
        for f in (0.25, 0.75, 0.0, 1.0):
            xs, ys = box.x0 + f * box.width, box.y0 + f * box.height
            yield from (Point(x1, ys), Point(x0, ys), Point(xs, y0), Point(xs, y1))
        yield from (Point(x1, y0), Point(x0, y0), Point(x1, y1), Point(x0, y1))
    yield Point(box.x1 + 30, (box.y0 + box.y1) / 2)  # never reached: 12 rings hold a letter


def _letters_xml(letters: Mapping[tuple[Tile, Socket | None], str],
                 places: Mapping[tuple[Tile, Socket | None], Point], c: dict[str, str],
                 radius: float = LETTER_RADIUS) -> ET.Element:
    """Each letter at its place (`letter_places`), in a disc of `radius`."""
    group = xml_el(None, "g", {"class": "choice-letters"})
    for key, letter in letters.items():
        group.append(letter_mark(letter, places[key], c, radius=radius))
    return group


def _lines_width(layout: Layout, lang: str) -> float:
    """The drawing width (px) that holds the caption's title, sum and points lines."""
    return max(text_width(t, CAPTION_FONT + (2 if k == "title" else 0), k == "title")
               for k, t in _caption_lines(layout, lang)) + 16


def _add_tiles(dwg: svgwrite.Drawing, parent: Any, layout: Layout, geo: Geometry,
               c: dict[str, str], *,
               numerals: bool, highlight_last: bool, marks: bool = True) -> None:
    bridges = [tb.bridge for tb in geo if tb.bridge]
    if bridges:
        bg = dwg.g(class_="bridges")
        for points in bridges:
            bg.add(bridge(dwg, points, c))
        parent.add(bg)
    last = layout.last if highlight_last else None
    if last is not None:
        parent.add(highlight_box(dwg, geo.tiles[last], c))
    tiles = xml_el(None, "g", {"class": "tiles"})
    for tb in geo:
        tiles.append(tile_xml(tb, c, numerals=numerals, last=tb.tile == last, hidden=False,
                              on_table=True, scale=SCALE))
    parent.add(XmlTree(tiles))
    if not marks:
        return
    group = xml_el(None, "g", {"class": "marks"})
    for end in layout.counted_ends():
        group.append(counted_mark(end.tile, end.socket, end.value,
                                  geo.marker(end.tile, end.socket), c))
    for tile, socket, _ in layout.uncounted_points():
        group.append(legal_mark(tile, socket, geo.marker(tile, socket), c))
    parent.add(XmlTree(group))


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
    c = palette(colors, theme)
    phrases(lang)
    boxes: list[tuple[Layout, Geometry, Box]] = []
    for lay in layouts:
        geo = geometry.place(lay)
        f = geometry.frame(geo, margin=MARGIN)
        boxes.append((lay, geo, f.scaled(SCALE)))
    cap_h = LINE * 3 + 8
    gap = 12.0
    min_w = max(max(text_width(t, CAPTION_FONT + (2 if k == "title" else 0),
                                k == "title") for k, t in
                    _caption_lines(lay, lang)) + 16 for lay, _, _ in boxes)
    widths = [max(px.width, min_w) for _, _, px in boxes]
    rows = _rows(widths, max_width, gap)
    width = max(max(sum(widths[i] for i in row) + gap * (len(row) - 1) for row in rows),
                caption_width(lang, theme))
    heading_size = CAPTION_FONT + 2
    heading_lines = wrap_heading(heading, heading_size, width - 16)
    top = LINE * (0.6 + len(heading_lines)) if heading else 0.0
    row_h = [max(boxes[i][2].height for i in row) + cap_h for row in rows]
    body_h = sum(row_h) + gap * (len(rows) - 1)
    height = top + body_h + LINE * (LEGEND_ROWS + 0.5)
    dwg = canvas(Box(0, 0, width, height), size, "fiveup-panels")
    dwg.set_desc(title=heading or " / ".join(title(lay, lang) for lay in layouts),
                 desc=" | ".join(long_description(lay, lang) for lay in layouts))
    dwg.add(dwg.rect((0, 0), (num(width), num(height)), fill=c["background"], class_="background"))
    for k, line in enumerate(heading_lines):
        dwg.add(fit_label(dwg, (heading or line) if len(heading_lines) == 1 else line, 8, LINE * (1.1 + k),
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
            panel = dwg.svg(insert=(num(x), num(y)), size=(num(w), num(h)), class_="panel",
                            **{"data-moves": "; ".join(_move_texts(lay))})
            panel.viewbox(num(vb.x0), num(vb.y0), num(vb.width), num(vb.height))
            panel.set_desc(title=title(lay, lang), desc=long_description(lay, lang))
            _add_tiles(dwg, panel, lay, geo, c, numerals=numerals, highlight_last=True)
            _add_caption(dwg, panel, lay, lang, vb.x0 + 8, vb.y1 - cap_h, w - 16, c,
                         legend=False)
            dwg.add(panel)
            x += w + gap
        y += h + gap
    _add_legend(dwg, dwg, lang, 8, top + body_h + 4, c)
    return to_svg(dwg)


def _move_texts(lay: Layout) -> list[str]:
    return [str(p.tile) if p.on is None else f"{p.tile} on {p.on} {p.socket}"
            for p in lay.placements]
