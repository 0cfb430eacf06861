"""Pips readable at the lessons' size: at 100% zoom (the default size of `svg.layout`,
`svg.tiles`, `svg.players_tiles` and `svg.hand_end`), in CSS px, every pip is a dot of at
least PIP_DIAMETER_MIN px with at least PIP_GAP_MIN px of tile between it and any other pip,
the divider or the tile's border, and 2/3 and 4/6 show the standard patterns, told apart by
pips that stand clear of the others.

Why these floors: a dot narrower than 5 px (1.3 mm on a 96 dpi screen) reads as a speck, and
anti-aliasing blurs each edge by about a pixel, so two dots closer than 2.5 px merge into one
bar: learners then read a 6 as a 4 (two long pips a side) and a 3 as a 2. The old pips
(6.7 px, 1.1 px apart in a 6 on the table; 5.3 px, 0.9 px apart in a hand) fail these floors.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from itertools import combinations

import pytest

from fiveup_viz import Game, Tile
from fiveup_viz.drawing import svg
from fiveup_viz.drawing.draw import layout_from_moves

from .seed import SEQUENCE

SVG_NS = "{http://www.w3.org/2000/svg}"
PIP_DIAMETER_MIN = 5.0  #: px: a pip is a dot, not a speck
PIP_GAP_MIN = 2.5  #: px of tile between two pips (edge to edge): they never merge
PIP_PITCH_MIN = PIP_DIAMETER_MIN + PIP_GAP_MIN  #: px centre to centre
EDGE_GAP_MIN = 2.0  #: px between a pip and the tile's border or divider (their strokes)

#: A layout showing [2|3] and [4|6] on the table, horizontal and upright, and the doubles.
PIP_MOVES = ["[2|3]", "[3|4] on [2|3] high", "[4|6] on [3|4] high", "[2|2] on [2|3] low",
             "[6|6] on [4|6] high"]

_TOKEN = re.compile(r"[MmHhVvAaZz]|-?\d+(?:\.\d+)?")
_ARGS = {"m": 2, "h": 1, "v": 1, "a": 7, "z": 0}


def pip_circles(d: str) -> list[tuple[float, float, float]]:
    """(cx, cy, r) of each pip in a tile's path: a pip is two half-circle arcs from its left
    point (the renderer's `_pip_moves`); the divider's bar (m/h/v/z) is stepped over."""
    tokens = _TOKEN.findall(d)
    x = y = sx = sy = 0.0
    out: list[tuple[float, float, float]] = []
    i = 0
    pending_arc = False
    while i < len(tokens):
        cmd = tokens[i]
        i += 1
        low = cmd.lower()
        n = _ARGS[low]
        args = [float(t) for t in tokens[i: i + n]]
        i += n
        rel = cmd == low
        if low == "m":
            x, y = (x + args[0], y + args[1]) if rel else (args[0], args[1])
            sx, sy = x, y
        elif low == "h":
            x = x + args[0] if rel else args[0]
        elif low == "v":
            y = y + args[0] if rel else args[0]
        elif low == "z":
            x, y = sx, sy
        else:
            assert rel, "pips are drawn with relative arcs"
            r, dx, dy = args[0], args[5], args[6]
            if not pending_arc:  # the first half of a pip: its centre halfway along
                assert dy == 0 and abs(dx - 2 * r) < 0.02, d
                out.append((x + dx / 2, y + dy / 2, r))
            pending_arc = not pending_arc
            x, y = x + dx, y + dy
    return out


class Half:
    """One half of a drawn tile in px: its box, centre and pips (centres relative to it)."""

    def __init__(self, box: tuple[float, float, float, float],
                 pips: list[tuple[float, float, float]]) -> None:
        self.box = box
        self.cx, self.cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
        self.pips = pips
        self.offsets = tuple(sorted((round(px - self.cx, 1), round(py - self.cy, 1))
                                    for px, py, _ in pips))
        self.r = max((r for _, _, r in pips), default=0.0)


def tiles_of(text: str) -> list[tuple[str, bool, Half, Half]]:
    """(data-tile, horizontal, first half, second half) of every face-up tile, in px of the
    page at the drawing's own size (its width attribute over its viewBox width)."""
    root = ET.fromstring(text)
    vb = [float(v) for v in root.get("viewBox", "").replace(",", " ").split()]
    px = float(root.get("width", "0")) / vb[2]
    out = []
    for g in root.iter(f"{SVG_NS}g"):
        if "tile" not in g.get("class", "").split() or g.get("data-tile") == "hidden":
            continue
        rect = g.find(f"{SVG_NS}rect")
        path = g.find(f"{SVG_NS}path")
        assert rect is not None and path is not None
        x0, y0 = float(rect.get("x", "0")) * px, float(rect.get("y", "0")) * px
        x1 = x0 + float(rect.get("width", "0")) * px
        y1 = y0 + float(rect.get("height", "0")) * px
        pips = [(cx * px, cy * px, r * px) for cx, cy, r in pip_circles(path.get("d", ""))]
        horizontal = x1 - x0 > y1 - y0
        if horizontal:
            mid = (x0 + x1) / 2
            boxes = ((x0, y0, mid, y1), (mid, y0, x1, y1))
            first = [p for p in pips if p[0] < mid]
        else:
            mid = (y0 + y1) / 2
            boxes = ((x0, y0, x1, mid), (x0, mid, x1, y1))
            first = [p for p in pips if p[1] < mid]
        second = [p for p in pips if p not in first]
        out.append((g.get("data-tile", ""), horizontal, Half(boxes[0], first),
                    Half(boxes[1], second)))
    assert out, "no face-up tiles drawn"
    return out


def halves(text: str) -> list[tuple[str, Half]]:
    return [(name, h) for name, _, a, b in tiles_of(text) for h in (a, b)]


def _game() -> Game:
    from fiveup_viz import simulate

    return simulate(4, seed=3)


def default_drawings() -> dict[str, list[str]]:
    """Each renderer's drawings at its default size (no `size`)."""
    game = _game()
    return {
        "layout": [svg.layout(layout_from_moves(PIP_MOVES))],
        "seed layout": [svg.layout(layout_from_moves(SEQUENCE))],
        "tiles": [svg.tiles(["2|3", "4|6", "3|3", "6|6", "5|5", "1|4"], name="Anna")],
        "tile": [svg.tile(t, vertical=v) for t in ("2|3", "4|6", "2|4", "3|6")
                 for v in (False, True)],
        "players_tiles": [svg.players_tiles(game.hands[0])],
        "hand_end": [svg.hand_end(game, i) for i in range(len(game.hands))][:2],
    }


@pytest.fixture(scope="module")
def drawings() -> dict[str, list[str]]:
    return default_drawings()


@pytest.mark.parametrize("kind", ["layout", "seed layout", "tiles", "players_tiles", "hand_end"])
def test_pips_large_enough_and_apart_at_default_size(drawings: dict[str, list[str]],
                                                     kind: str) -> None:
    """Every pip at least 5 px across, at least 2.5 px of tile from any other pip of its half
    and 2 px clear of the border and divider, at 100% zoom."""
    seen = 0
    for name, h in (x for text in drawings[kind] for x in halves(text)):
        for cx, cy, r in h.pips:
            seen += 1
            assert 2 * r >= PIP_DIAMETER_MIN, f"{kind} {name}: pip {2 * r:.2f} px across"
            x0, y0, x1, y1 = h.box
            # from the thin border's stroke (1.2 px, centred on the box edge) and the divider
            # bar (1.4 px wide, centred on the halves' shared edge)
            clear = min(cx - x0, x1 - cx, cy - y0, y1 - cy) - r
            assert clear >= EDGE_GAP_MIN + 0.7, f"{kind} {name}: pip {clear:.2f} px from an edge"
        for (ax, ay, ar), (bx, by, br) in combinations(h.pips, 2):
            gap = math.hypot(ax - bx, ay - by) - ar - br
            assert gap >= PIP_GAP_MIN, f"{kind} {name}: pips {gap:.2f} px apart"
            assert math.hypot(ax - bx, ay - by) >= PIP_PITCH_MIN
    assert seen


Offsets = tuple[tuple[float, float], ...]


def _patterns(texts: list[str]) -> dict[tuple[str, int], set[tuple[Offsets, float]]]:
    """(orientation, value) -> (pip centres in px from the half's centre, pip radius) seen."""
    out: dict[tuple[str, int], set[tuple[Offsets, float]]] = {}
    for name, horizontal, a, b in (x for text in texts for x in tiles_of(text)):
        tile = Tile.parse(name)
        # a half of n pips shows the value n; which value is which half is the renderer's
        for h in (a, b):
            value = len(h.pips)
            assert value in (tile.low, tile.high)
            out.setdefault(("h" if horizontal else "v", value), set()).add((h.offsets, h.r))
    return out


def _pitch(offsets: Offsets) -> float:
    return max(max(abs(x), abs(y)) for x, y in offsets)


def _grid(offsets: Offsets) -> set[tuple[int, int]]:
    """The pips on the 3 x 3 grid of a half (-1, 0, 1 each way)."""
    s = _pitch(offsets)
    if not s:
        return {(0, 0)} if offsets else set()
    return {(round(x / s), round(y / s)) for x, y in offsets}


@pytest.mark.parametrize("kind", ["layout", "tiles", "tile"])
def test_two_three_four_six_standard_and_distinct(drawings: dict[str, list[str]],
                                                  kind: str) -> None:
    """2 = two opposite corners on a diagonal, 3 = the same diagonal with the centre, 4 = the
    four corners, 6 = two rows of three along the tile's long side; 3 and 6 differ from 2 and
    4 by pips that stand clear (PIP_GAP_MIN) of the others, in both orientations."""
    pats = _patterns(drawings[kind])
    for (orient, value), shapes in pats.items():
        for offsets, _ in shapes:
            grid = _grid(offsets)
            if value == 2:
                assert len(grid) == 2 and all(x and y for x, y in grid)
                (ax, ay), (bx, by) = sorted(grid)
                assert (ax, ay) == (-bx, -by), "2: opposite corners"
            elif value == 3:
                assert (0, 0) in grid and len(grid) == 3
                corners = grid - {(0, 0)}
                (ax, ay), (bx, by) = sorted(corners)
                assert ax and ay and (ax, ay) == (-bx, -by), "3: a diagonal through the centre"
            elif value == 4:
                assert grid == {(-1, -1), (-1, 1), (1, -1), (1, 1)}
            elif value == 6:
                along = 0 if orient == "h" else 1  # the long side: x when horizontal
                assert grid == {p if along == 0 else (p[1], p[0])
                                for p in [(-1, -1), (0, -1), (1, -1), (-1, 1), (0, 1), (1, 1)]}
    seen = {value for _, value in pats}
    assert {2, 3, 4, 6} <= seen, f"{kind}: drawn values {sorted(seen)}"
    # 2 vs 3 and 4 vs 6 as laid out: the same corners, the extra pips far enough from them
    for orient in ("h", "v"):
        for small, big in ((2, 3), (4, 6)):
            if (orient, small) not in pats or (orient, big) not in pats:
                continue
            for a, ra in pats[orient, small]:
                for b, rb in pats[orient, big]:
                    assert _grid(a) < _grid(b), f"{small} is {big} less some pips"
                    s = _pitch(b)
                    extra = [p for p in b if (round(p[0] / s), round(p[1] / s)) not in _grid(a)]
                    for ex, ey in extra:  # the pips a 3 or 6 has more stand clear
                        for ox, oy in a:
                            gap = math.hypot(ex - ox, ey - oy) - ra - rb
                            assert gap >= PIP_GAP_MIN, f"{big} vs {small}: {gap:.2f} px"


def test_pip_drawings_deterministic() -> None:
    """Same input, same bytes."""
    assert default_drawings() == default_drawings()
