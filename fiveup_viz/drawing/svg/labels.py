"""Socket labels (R11-R13): each legal point's socket name placed beside its mark, clear of
tiles, marks, bridges and each other."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from fiveup_viz.drawing import geometry
from fiveup_viz.drawing.geometry import Box, Geometry, Point
from fiveup_viz.drawing.svg.pieces import xml_el
from fiveup_viz.drawing.svg.style import BADGE_RADIUS, CAPTION_FONT, DOT_RADIUS, SCALE
from fiveup_viz.drawing.svg.text import num, text_width
from fiveup_viz.explain.wording import socket_name
from fiveup_viz.rules.layout import Layout, Socket
from fiveup_viz.rules.tiles import Tile

__all__ = [
    "LABEL_FONT", "LABEL_GAP", "LABEL_PAD", "LABEL_REACH", "LABEL_STEP", "Leader", "SocketLabel",
    "label_obstacles", "labels_xml", "socket_label_boxes",
]

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
    """Width and height (px) of a socket label: text_width's bound, ascent and descent."""
    return text_width(text, LABEL_FONT), LABEL_FONT * 1.25


def _mark_box(geo: Geometry, tile: Tile, socket: Socket, radius: float = BADGE_RADIUS) -> Box:
    """The px box of a legal point's mark (a badge or a hollow dot), LABEL_GAP around it."""
    at = geo.marker(tile, socket)
    return Box(at.x * SCALE, at.y * SCALE, at.x * SCALE, at.y * SCALE).grow(
        radius * SCALE + LABEL_GAP)


def _mark_boxes(layout: Layout, geo: Geometry) -> dict[tuple[Tile, Socket], Box]:
    """The box of the mark drawn at each legal point: a badge, or a hollow dot (R13, R14)."""
    dots = {(t, s) for t, s, _ in layout.uncounted_points()}
    return {(lp.tile, lp.socket): _mark_box(geo, lp.tile, lp.socket,
                                            DOT_RADIUS + 1 / SCALE if (lp.tile, lp.socket) in dots
                                            else BADGE_RADIUS)
            for lp in layout.legal_points()}


def label_obstacles(layout: Layout, geo: Geometry) -> list[Box]:
    """Boxes (px) a socket label keeps clear of: every tile (the last with its ring), every
    mark (badge or hollow dot, at each legal point) and every bridge's segments."""
    last = layout.last
    boxes = [tb.box.grow(0.3 if tb.tile == last else 0).scaled(SCALE).grow(LABEL_GAP) for tb in geo]
    boxes += list(_mark_boxes(layout, geo).values())
    for tb in geo:
        for a, b in zip(tb.bridge or (), (tb.bridge or ())[1:], strict=False):
            boxes.append(Box(min(a.x, b.x), min(a.y, b.y), max(a.x, b.x), max(a.y, b.y))
                         .scaled(SCALE).grow(LABEL_GAP))
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


def labels_xml(labels: Sequence[SocketLabel], c: dict[str, str]) -> ET.Element:
    """`<g class="socket-labels">` of `<text class="socket-label" data-tile data-socket>`."""
    g = xml_el(None, "g", {"class": "socket-labels"})
    for lab in labels:
        if lab.leader is not None:
            a, b = lab.leader
            xml_el(g, "line", {"class": "socket-leader", "x1": num(a.x), "y1": num(a.y),
                               "x2": num(b.x), "y2": num(b.y), "stroke": c["muted"],
                               "stroke-width": "1"})
        xml_el(g, "text", {"class": "socket-label", "data-tile": str(lab.tile),
                           "data-socket": str(lab.socket), "x": num(lab.x), "y": num(lab.y),
                           "font-size": num(LABEL_FONT), "fill": c["text"]}, lab.text)
    return g
