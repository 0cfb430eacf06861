"""Where every tile of a layout lies in the plane (no drawing imports).

Units: a tile is 2 wide and 4 long; y grows downwards, as in SVG. Non-doubles lie along the
line they continue; doubles (spinners, R10) lie crosswise, their line A facing the tile they
were placed on, line B straight on, branch A and branch B at right angles (R11).

Each tile is placed once, from the boxes already placed only, by trying candidate positions in
a fixed order (straight on, a turn, a short sideways shift; among these, one that leaves room
for a later double; beyond a soft bound, turning back toward the centre first), and when none
fits, at the nearest free place reached by a dashed bridge along free grid lines. So the
geometry of a layout is deterministic and prefix-stable: placing a tile never moves an earlier
one. Every free socket owns a reserved marker slot that no later tile may cover, so badges and
hollow dots never sit on a tile.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from math import ceil, floor
from typing import NamedTuple

from fiveup_viz.rules.layout import (
    BRANCH_A,
    BRANCH_B,
    HIGH,
    LINE_A,
    LINE_B,
    LOW,
    Layout,
    Placement,
    Socket,
)
from fiveup_viz.rules.tiles import Tile

TILE_WIDTH = 2.0  #: short side of a tile
TILE_LENGTH = 4.0  #: long side of a tile
SLOT = 1.7  #: side of the square reserved for a marker beyond a free socket
SLOT_GAP = 0.05  #: distance between a tile's edge and its marker slot
BOUND_X = 9.0  #: soft bound: chains turn back once an end passes this far from the centre
BOUND_Y = 7.0
FAR = 6.0  #: beyond the soft bound by this much, a chain turns whenever it can
ROOMY_CANDIDATES = 7  #: straight, two turns, four shifts: prefer one with room for a double
EPS = 1e-9  #: boxes that only touch do not overlap
MAX_GAP = 40  #: how far a bridged placement may look

#: Unit vectors of the four directions: east, south, west, north (y down).
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 0), (0, -1))


class Point(NamedTuple):
    """A point in layout units."""

    x: float
    y: float


class Box(NamedTuple):
    """An axis-aligned rectangle `x0 <= x <= x1`, `y0 <= y <= y1`."""

    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def height(self) -> float:
        return self.y1 - self.y0

    @property
    def centre(self) -> Point:
        return Point((self.x0 + self.x1) / 2, (self.y0 + self.y1) / 2)

    def overlaps(self, other: Box, eps: float = EPS) -> bool:
        """True when the interiors meet (touching edges do not overlap)."""
        return (self.x0 < other.x1 - eps and other.x0 < self.x1 - eps
                and self.y0 < other.y1 - eps and other.y0 < self.y1 - eps)

    def union(self, other: Box) -> Box:
        return Box(min(self.x0, other.x0), min(self.y0, other.y0),
                   max(self.x1, other.x1), max(self.y1, other.y1))

    def scaled(self, k: float) -> Box:
        """The box with every coordinate times `k` (layout units to px: `k` the drawing's scale)."""
        return Box(self.x0 * k, self.y0 * k, self.x1 * k, self.y1 * k)

    def grow(self, left: float, top: float | None = None, right: float | None = None,
             bottom: float | None = None) -> Box:
        """The box with margins added (one value for all four sides, or each side)."""
        top = left if top is None else top
        right = left if right is None else right
        bottom = top if bottom is None else bottom
        return Box(self.x0 - left, self.y0 - top, self.x1 + right, self.y1 + bottom)


class Port(NamedTuple):
    """A socket's outer edge: the point on the tile's edge and the outward direction (0-3)."""

    at: Point
    direction: int


class TileBox(NamedTuple):
    """One placed tile: its box, where each half lies and each socket's port.

    `low` and `high` are the centres of the halves showing `tile.low` and `tile.high`;
    `direction` is the direction it grew from its parent (the opening: east);
    `bridge` is the connector polyline when the tile had to be placed at a distance.
    """

    tile: Tile
    box: Box
    low: Point
    high: Point
    direction: int
    ports: dict[Socket, Port]
    bridge: tuple[Point, ...] | None = None

    @property
    def centre(self) -> Point:
        return self.box.centre

    @property
    def horizontal(self) -> bool:
        """True when the long side runs left to right."""
        return self.box.width > self.box.height


@dataclass(frozen=True)
class Geometry:
    """The plane positions of a layout: tile boxes and marker slots of the free sockets."""

    tiles: dict[Tile, TileBox]
    slots: dict[tuple[Tile, Socket], Box]  #: marker slot of every free socket now
    extent: Box  #: every tile, marker slot and bridge of every prefix

    def box(self, tile: Tile) -> Box:
        return self.tiles[tile].box

    def marker(self, tile: Tile, socket: Socket) -> Point:
        """Centre of the marker (badge or hollow dot) of a free socket."""
        return self.slots[(tile, socket)].centre

    @property
    def bounds(self) -> Box:
        """Bounding box of the tiles and marker slots of this layout."""
        boxes = [t.box for t in self.tiles.values()] + list(self.slots.values())
        if not boxes:
            return Box(-2, -2, 2, 2)
        out = boxes[0]
        for b in boxes[1:]:
            out = out.union(b)
        return out

    def __iter__(self) -> Iterator[TileBox]:
        return iter(self.tiles.values())


# -- vectors ---------------------------------------------------------------
def _step(p: Point, d: int, k: float) -> Point:
    dx, dy = DIRECTIONS[d]
    return Point(p.x + dx * k, p.y + dy * k)


def _left(d: int) -> int:
    return (d + 3) % 4


def _right(d: int) -> int:
    return (d + 1) % 4


def _rect(a: Point, d: int, length: float, half_width: float) -> Box:
    """The box from `a` going `length` along direction d, `half_width` either side."""
    b = _step(a, d, length)
    if DIRECTIONS[d][0]:
        return Box(min(a.x, b.x), a.y - half_width, max(a.x, b.x), a.y + half_width)
    return Box(a.x - half_width, min(a.y, b.y), a.x + half_width, max(a.y, b.y))


_TILE = "tile"  #: owner of a grid cell covered by a tile


def _cells(box: Box) -> list[tuple[int, int]]:
    """The unit grid cells whose interior the box meets."""
    xs = range(floor(box.x0 + 1e-6), ceil(box.x1 - 1e-6))
    ys = range(floor(box.y0 + 1e-6), ceil(box.y1 - 1e-6))
    return [(x, y) for x in xs for y in ys]


def _slot(port: Port) -> Box:
    """The reserved marker square just beyond a port."""
    start = _step(port.at, port.direction, SLOT_GAP)
    return _rect(start, port.direction, SLOT, SLOT / 2)


# -- one tile ----------------------------------------------------------------
def _tile_box(tile: Tile, anchor: Point, d: int, attached: Socket | None,
              bridge: tuple[Point, ...] | None = None) -> TileBox:
    """The tile whose attached edge's midpoint is `anchor`, growing in direction d."""
    if tile.is_double:
        box = _rect(anchor, d, TILE_WIDTH, TILE_LENGTH / 2)
        c = _step(anchor, d, TILE_WIDTH / 2)
        ports = {LINE_A: Port(anchor, (d + 2) % 4), LINE_B: Port(_step(anchor, d, TILE_WIDTH), d),
                 BRANCH_A: Port(_step(c, _left(d), TILE_WIDTH), _left(d)),
                 BRANCH_B: Port(_step(c, _right(d), TILE_WIDTH), _right(d))}
        return TileBox(tile, box, _step(c, _left(d), 1), _step(c, _right(d), 1), d, ports, bridge)
    box = _rect(anchor, d, TILE_LENGTH, TILE_WIDTH / 2)
    near, far = _step(anchor, d, 1), _step(anchor, d, 3)
    near_port, far_port = Port(anchor, (d + 2) % 4), Port(_step(anchor, d, TILE_LENGTH), d)
    if attached is HIGH:
        return TileBox(tile, box, far, near, d, {HIGH: near_port, LOW: far_port}, bridge)
    return TileBox(tile, box, near, far, d, {LOW: near_port, HIGH: far_port}, bridge)


def _opening(tile: Tile) -> TileBox:
    """The opening tile, centred on the origin: low end west, high end east (line A west)."""
    half = TILE_WIDTH / 2 if tile.is_double else TILE_LENGTH / 2
    return _tile_box(tile, Point(-half, 0.0), 0, LINE_A if tile.is_double else LOW)


class _Candidate(NamedTuple):
    anchor: Point
    direction: int
    bridge: tuple[Point, ...] | None


def _turns(port: Port) -> tuple[int, int]:
    """The two right-angle turns, the one heading back toward the centre first."""
    d = port.direction
    left, right = _left(d), _right(d)
    lx, ly = DIRECTIONS[left]
    toward = lx * port.at.x + ly * port.at.y  # > 0: left leads away from the centre
    return (right, left) if toward > 0 else (left, right)


def _beyond_bound(port: Port, extra: float = 0.0) -> bool:
    """True when the port points outward from beyond the soft bound (plus `extra`)."""
    dx, dy = DIRECTIONS[port.direction]
    reach = dx * port.at.x + dy * port.at.y
    return reach > (BOUND_X if dx else BOUND_Y) + extra


def _corner(port: Port, t: int, double: bool, gap: float = 0.0) -> _Candidate:
    """The child's attached end just in front of the port, the child growing in direction t."""
    e = _step(port.at, port.direction, gap)
    depth = TILE_LENGTH / 2 if double else TILE_WIDTH / 2
    anchor = _step(_step(e, port.direction, depth), t, -TILE_WIDTH / 2)
    return _Candidate(anchor, t, (port.at, e) if gap else None)


def _candidates(port: Port, double: bool) -> Iterator[_Candidate]:
    """Positions touching the port, in the fixed order of preference.

    Straight on, a turn (toward the centre first; first of all beyond the soft bound), a short
    sideways shift.
    """
    d = port.direction
    t1, t2 = _turns(port)
    straight = _Candidate(port.at, d, None)
    corners = [_corner(port, t1, double), _corner(port, t2, double)]
    if _beyond_bound(port):
        yield from corners
        yield straight
    else:
        yield straight
        yield from corners
    for shift in (1.0, -1.0, 2.0, -2.0):
        yield _Candidate(_step(port.at, _left(d), shift), d, None)


@lru_cache(maxsize=1)
def _offsets() -> tuple[tuple[int, int], ...]:
    r = MAX_GAP
    return tuple(sorted(((dx, dy) for dx in range(-r, r + 1) for dy in range(-r, r + 1)),
                        key=lambda o: (abs(o[0]) + abs(o[1]), o)))


def _sides(p: Cell, d: int) -> tuple[Cell, Cell]:
    """The two grid cells either side of the unit segment from grid point p in direction d."""
    x, y = p
    dx, dy = DIRECTIONS[d]
    if dx:
        cx = x if dx > 0 else x - 1
        return (cx, y - 1), (cx, y)
    cy = y if dy > 0 else y - 1
    return (x - 1, cy), (x, cy)


def _path(came: dict[Cell, tuple[Cell, int] | None], end: Cell) -> tuple[Point, ...]:
    """The bridge from the start to `end`: its two ends and its corners."""
    nodes = [end]
    step = came[end]
    while step is not None:
        nodes.append(step[0])
        step = came[step[0]]
    nodes.reverse()
    keep = [nodes[0]]
    for a, b, c in zip(nodes, nodes[1:], nodes[2:], strict=False):
        if (b[0] - a[0], b[1] - a[1]) != (c[0] - b[0], c[1] - b[1]):
            keep.append(b)
    keep.append(nodes[-1])
    return tuple(Point(float(x), float(y)) for x, y in keep)


def _anywhere(port: Port) -> Iterator[_Candidate]:
    """Every grid point near the port off its two axes, nearest first, in all directions.

    The straight connector of an enclosed port is always diagonal, which tells it apart from
    the bridges along free grid lines.
    """
    for dx, dy in _offsets():
        if not (dx and dy):
            continue
        a = Point(port.at.x + dx, port.at.y + dy)
        for d in range(4):
            yield _Candidate(a, d, (port.at, a))


Cell = tuple[int, int]
_Key = tuple[Tile, Socket]


@lru_cache(maxsize=16)
def _shape(double: bool, d: int, attached: Socket) -> tuple[tuple[Cell, ...],
                                                          tuple[tuple[Cell, ...], ...],
                                                          tuple[tuple[Cell, ...] | None, ...]]:
    """Grid cells of a tile anchored at the origin growing in direction d: its body, the
    slots of its free sockets and, for each free socket, the room a double straight on needs
    (None when the tile itself is in the way)."""
    tb = _tile_box(Tile(0, 0) if double else Tile(0, 1), Point(0, 0), d, attached)
    free = [p for s, p in tb.ports.items() if s is not attached]
    body = tuple(_cells(tb.box))
    slots = tuple(tuple(_cells(_slot(p))) for p in free)
    own = set(body).union(*slots)
    room: list[tuple[Cell, ...] | None] = []
    for p, slot in zip(free, slots, strict=True):
        need = tuple(_shift(_probe_cells(p.direction), int(p.at.x), int(p.at.y)))
        room.append(None if own.difference(slot).intersection(need) else need)
    return body, slots, tuple(room)


@lru_cache(maxsize=4)
def _probe_cells(d: int) -> tuple[Cell, ...]:
    """Cells of a double straight on a port at the origin facing d, with its three slots."""
    probe = _tile_box(Tile(0, 0), Point(0, 0), d, LINE_A)
    cells = set(_cells(probe.box))
    for k, p in probe.ports.items():
        if k is not LINE_A:
            cells.update(_cells(_slot(p)))
    return tuple(sorted(cells))


def _shift(cells: Iterable[Cell], x: int, y: int) -> list[Cell]:
    return [(cx + x, cy + y) for cx, cy in cells]


class _Table:
    """The boxes placed so far and the marker slots of the free sockets.

    Tiles and ports lie on the unit grid, and a marker slot covers more than half of every
    grid cell it touches, so two of them overlap exactly when they share a cell: the table
    keeps the owner of every covered cell.
    """

    def __init__(self) -> None:
        self.tiles: dict[Tile, TileBox] = {}
        self.slots: dict[_Key, Box] = {}
        self.cells: dict[Cell, object] = {}  #: grid cell -> _TILE or a slot's key
        self.extent: Box | None = None
        self.bridged: dict[Cell, list[Cell]] = {}  #: cells on either side of a bridge

    def _free(self, cells: Iterable[Cell], x: int, y: int, skip: _Key) -> bool:
        """True when no cell, moved by (x, y), is covered by a tile or a slot (but `skip`'s)."""
        get = self.cells.get
        for cx, cy in cells:
            owner = get((cx + x, cy + y))
            if owner is not None and owner != skip:
                return False
        return True

    def add(self, pl: Placement) -> None:
        """Place one tile (the next placement of the layout)."""
        if pl.on is None:
            tb = _opening(pl.tile)
        else:
            assert pl.socket is not None and pl.end is not None
            tb = self._search(pl)
            key = (pl.on, pl.socket)
            for cell in _cells(self.slots.pop(key)):
                if self.cells.get(cell) == key:
                    del self.cells[cell]
        self.tiles[pl.tile] = tb
        for cell in _cells(tb.box):
            self.cells[cell] = _TILE
        new = [tb.box]
        if tb.bridge is not None:
            self._keep_bridge(tb.bridge)
            new += [Box(p.x, p.y, p.x, p.y) for p in tb.bridge]
        for s, port in tb.ports.items():
            if s is not pl.end:
                key = (pl.tile, s)
                self.slots[key] = slot = _slot(port)
                new.append(slot)
                for cell in _cells(slot):
                    self.cells[cell] = key
        for box in new:
            self.extent = box if self.extent is None else self.extent.union(box)

    def _search(self, pl: Placement) -> TileBox:
        """The first candidate that fits, preferring (among the near ones) one with room."""
        assert pl.on is not None and pl.socket is not None and pl.end is not None
        port = self.tiles[pl.on].ports[pl.socket]
        used = (pl.on, pl.socket)
        fallback: _Candidate | None = None
        # far beyond the bound, turn even without room for a later double
        window = 2 if _beyond_bound(port, FAR) else ROOMY_CANDIDATES
        for i, cand in enumerate(_candidates(port, pl.tile.is_double)):
            if i == window and fallback is not None:
                break
            fit = self._fits(cand, pl, used, i < window)
            if fit == 2:
                fallback = cand
                break
            if fit == 1 and fallback is None:
                fallback = cand
        if fallback is None:
            fallback = self._bridged(port, pl, used)
        return _tile_box(pl.tile, fallback.anchor, fallback.direction, pl.end, fallback.bridge)

    def _bridged(self, port: Port, pl: Placement, used: _Key) -> _Candidate:
        """The nearest place reachable by a bridge along free grid lines (breadth first), then
        along tile edges, or else (an enclosed port) the nearest free place, straight across."""
        for sides in (2, 1):
            cand = self._reach(port, pl, used, sides)
            if cand is not None:
                return cand
        for cand in _anywhere(port):  # pragma: no cover - an enclosed port
            if self._fits(cand, pl, used, False):
                return cand
        raise AssertionError(f"no room for {pl.tile} on {pl.on} {pl.socket}")  # pragma: no cover

    def _reach(self, port: Port, pl: Placement, used: _Key, sides: int) -> _Candidate | None:
        """Breadth-first search along grid lines with `sides` free cells beside each step."""
        start = (int(port.at.x), int(port.at.y))
        came: dict[Cell, tuple[Cell, int] | None] = {start: None}
        queue = deque([(start, port.direction, 0)])
        while queue:
            p, d, dist = queue.popleft()
            if p != start:
                cand = _Candidate(Point(*p), d, None)
                if self._fits(cand, pl, used, False):
                    return cand._replace(bridge=_path(came, p))
            if dist == MAX_GAP:
                continue
            for dd in ((d,) if p == start else (d, *_turns(Port(Point(*p), d)))):
                q = (p[0] + DIRECTIONS[dd][0], p[1] + DIRECTIONS[dd][1])
                if q not in came and self._edge_free(p, dd, used) >= sides:
                    came[q] = (p, dd)
                    queue.append((q, dd, dist + 1))
        return None

    def _edge_free(self, p: Cell, d: int, skip: _Key) -> int:
        """How many of the two cells beside the unit grid segment from p in direction d are
        free (no tile, no slot but `skip`'s)."""
        get = self.cells.get
        return sum(get(c) is None or get(c) == skip for c in _sides(p, d))

    def _keep_bridge(self, bridge: tuple[Point, ...]) -> None:
        """Remember the cells either side of each unit step of an axis-parallel bridge."""
        for a, b in pairwise(bridge):
            if a.x != b.x and a.y != b.y:
                continue
            d = next(i for i, (dx, dy) in enumerate(DIRECTIONS)
                     if (dx, dy) == ((b.x > a.x) - (b.x < a.x), (b.y > a.y) - (b.y < a.y)))
            p = (int(a.x), int(a.y))
            for _ in range(int(abs(b.x - a.x) + abs(b.y - a.y))):
                one, two = _sides(p, d)
                self.bridged.setdefault(one, []).append(two)
                self.bridged.setdefault(two, []).append(one)
                p = (p[0] + DIRECTIONS[d][0], p[1] + DIRECTIONS[d][1])

    def _crosses_bridge(self, cells: set[Cell]) -> bool:
        """True when the cells cover both sides of a step of some bridge."""
        bridged = self.bridged
        return any(other in cells for c in cells for other in bridged.get(c, ()))

    def _fits(self, cand: _Candidate, pl: Placement, used: _Key, want_room: bool) -> int:
        """0: does not fit; 1: fits; 2: fits with room for a double at each free socket."""
        assert pl.end is not None
        body, slots, room = _shape(pl.tile.is_double, cand.direction, pl.end)
        x, y = int(cand.anchor.x), int(cand.anchor.y)
        if not self._free(body, x, y, used):
            return 0
        for slot in slots:
            if not self._free(slot, x, y, used):
                return 0
        if self.bridged and self._crosses_bridge({(cx + x, cy + y) for part in (body, *slots)
                                                  for cx, cy in part}):
            return 0
        if not want_room:
            return 2
        for need in room:
            if need is None or not self._free(need, x, y, used):
                return 1
        return 2

    def geometry(self) -> Geometry:
        extent = self.extent or Box(-2, -2, 2, 2)
        return Geometry(dict(self.tiles), dict(self.slots), extent)


def place(layout: Layout) -> Geometry:
    """The geometry of a layout: one box per tile and a marker slot per free socket."""
    table = _Table()
    for pl in layout.placements:
        table.add(pl)
    return table.geometry()


def steps(layout: Layout) -> Iterator[Geometry]:
    """The geometry after each placement, in order (cheaper than `place` on every prefix)."""
    table = _Table()
    for pl in layout.placements:
        table.add(pl)
        yield table.geometry()


#: The least frame of a hand's drawing (layout units): the opening tile, with room for two tiles
#: on either side of it and a little above and below, so a hand's first tiles are drawn large.
LEAST_FRAME = Box(-11.75, -7.0, 11.75, 7.0)


def step_frame(layout: Layout | Geometry, *, margin: float = 1.0) -> Box:
    """The frame of a hand's drawing at one step: the `frame` of the layout so far, and at
    least `LEAST_FRAME`. From step to step it grows with the layout and never shrinks (an
    extent holds every prefix's), so a tile zooms the drawing out by one tile's room at most."""
    return frame(layout, margin=margin).union(LEAST_FRAME)


def frame(layout: Layout | Geometry, *, margin: float = 1.0) -> Box:
    """One frame (in layout units) for every step of a hand: the final extent plus margins.

    Geometry is prefix-stable, so the final layout's extent (which includes every marker slot
    any earlier step showed) contains every step.
    """
    geo = layout if isinstance(layout, Geometry) else place(layout)
    return geo.extent.grow(margin)
