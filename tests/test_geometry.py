"""Layout geometry: crosswise doubles, spinner sides, no overlaps, prefix stability (R10, R11)."""

from __future__ import annotations

import random
from itertools import combinations, pairwise

import pytest

from fiveup_viz import DOUBLE_SIX, Layout, Move, simulate
from fiveup_viz.drawing import geometry as G
from fiveup_viz.drawing.geometry import Box, Geometry, Point
from fiveup_viz.rules.layout import BRANCH_A, BRANCH_B, LINE_A, LINE_B

from .seed import SEQUENCE


def random_full_layout(seed: int) -> Layout:
    """A legal layout built by random play from the Layout API, as many tiles as will go."""
    rng = random.Random(seed)
    layout = Layout()
    pending = list(DOUBLE_SIX)
    rng.shuffle(pending)
    while pending:
        playable = [t for t in pending if layout.moves_for(t)]
        if not playable:
            break
        tile = rng.choice(playable)
        layout.place(*rng.choice(layout.moves_for(tile)))
        pending.remove(tile)
    return layout


def simulated_layouts(games: int, players: int = 4, hands: int = 2) -> list[Layout]:
    """The final layout of the first hands of `games` simulated games."""
    return [h.layout for seed in range(games)
            for h in simulate(players, seed=seed, hands=hands).hands]


def check_clear(geo: Geometry) -> None:
    """No two tiles overlap; no marker slot meets a tile or another slot."""
    boxes = [tb.box for tb in geo]
    for a, b in combinations(boxes, 2):
        assert not a.overlaps(b)
    slots = list(geo.slots.values())
    for s in slots:
        assert not any(s.overlaps(b) for b in boxes)
    for a, b in combinations(slots, 2):
        assert not a.overlaps(b)


def check_prefix_stable(layout: Layout) -> None:
    """Every prefix places every tile exactly where the full layout does, inside one frame;
    in every prefix no marker slot meets a tile."""
    final = G.place(layout)
    extent = final.extent
    for i, geo in enumerate(G.steps(layout), start=1):
        assert list(geo.tiles) == list(layout.tiles[:i])
        for tile, tb in geo.tiles.items():
            assert tb == final.tiles[tile]
        assert extent.union(geo.bounds) == extent
        boxes = [tb.box for tb in geo]
        for s in geo.slots.values():
            assert not any(s.overlaps(b) for b in boxes)


def touching(a: Box, b: Box) -> bool:
    """The boxes share a piece of an edge (or a corner area) without overlapping."""
    return (a.x0 <= b.x1 and b.x0 <= a.x1 and a.y0 <= b.y1 and b.y0 <= a.y1
            and not a.overlaps(b))


def test_seed_opening_and_doubles_crosswise_r10() -> None:
    """R10: [1|4] opens lengthwise; [1|1] and [4|4] lie crosswise at its ends."""
    geo = G.place(Layout.from_moves(SEQUENCE[:3]))
    opening, one, four = (geo.tiles[t] for t in Layout.from_moves(SEQUENCE[:3]).tiles)
    assert opening.horizontal and opening.box == Box(-2, -1, 2, 1)
    assert not one.horizontal and not four.horizontal
    assert one.box.x1 == opening.box.x0 and four.box.x0 == opening.box.x1
    assert opening.low.x < opening.high.x  # the low end faces [1|1]


@pytest.mark.parametrize("seed", range(40))
def test_every_double_crosswise_to_its_line_r10(seed: int) -> None:
    """R10: every double lies across the direction it grew in; non-doubles along it."""
    layout = random_full_layout(seed)
    for tb in G.place(layout):
        along_x = tb.direction % 2 == 0
        assert tb.horizontal != along_x if tb.tile.is_double else tb.horizontal == along_x


def test_spinner_sides_r11() -> None:
    """R11: line A and line B face opposite ways; branch A and B leave at right angles."""
    layout = random_full_layout(7)
    for tb in G.place(layout):
        if not tb.tile.is_double:
            continue
        ports = tb.ports
        assert (ports[LINE_A].direction - ports[LINE_B].direction) % 4 == 2
        assert (ports[BRANCH_A].direction - ports[BRANCH_B].direction) % 4 == 2
        assert (ports[LINE_A].direction - ports[BRANCH_A].direction) % 2 == 1


def test_children_touch_their_parent() -> None:
    """A tile placed without a bridge touches the tile it was placed on."""
    for seed in range(30):
        layout = random_full_layout(seed)
        geo = G.place(layout)
        for pl in layout.placements[1:]:
            tb = geo.tiles[pl.tile]
            if tb.bridge is None:
                assert touching(tb.box, geo.tiles[pl.on].box), (seed, pl)
            else:
                assert tb.bridge[0] == geo.tiles[pl.on].ports[pl.socket].at


@pytest.mark.parametrize("start", range(0, 400, 50))
def test_full_random_layouts_are_clear(start: int) -> None:
    """All 28 tiles, many spinners: no overlaps, every marker slot free."""
    for seed in range(start, start + 50):
        layout = random_full_layout(seed)
        geo = G.place(layout)
        assert set(geo.tiles) == set(layout.tiles)
        check_clear(geo)


def test_random_layouts_hold_most_tiles() -> None:
    """The random builder really reaches big layouts (the hard case for collisions)."""
    sizes = [len(random_full_layout(seed)) for seed in range(50)]
    assert max(sizes) == 28 and sum(sizes) / len(sizes) > 24


@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulated_hands_clear_and_prefix_stable(players: int) -> None:
    """Thousands of prefixes of simulated hands (150 games x 2 hands per player count):
    clear, and never moving a placed tile."""
    layouts = simulated_layouts(150, players)
    assert sum(len(lay) for lay in layouts) > 1500
    for layout in layouts:
        check_clear(G.place(layout))
        check_prefix_stable(layout)


@pytest.mark.parametrize("seed", range(20))
def test_full_layouts_prefix_stable(seed: int) -> None:
    check_prefix_stable(random_full_layout(seed))


def test_markers_for_every_legal_point_and_counted_end_r13_r14() -> None:
    """Every legal point and counted end has a marker position outside every tile."""
    for seed in range(30):
        layout = random_full_layout(seed)
        geo = G.place(layout)
        keys = {(p.tile, p.socket) for p in layout.legal_points()}
        keys |= {(e.tile, e.socket) for e in layout.counted_ends()}
        assert keys <= set(geo.slots)
        for tile, socket in keys:
            m = geo.marker(tile, socket)
            dot = Box(m.x - 0.5, m.y - 0.5, m.x + 0.5, m.y + 0.5)
            assert not any(dot.overlaps(tb.box) for tb in geo)


def test_deterministic() -> None:
    """The same placements give the same geometry."""
    layout = random_full_layout(3)
    again = Layout.from_moves([Move(p.tile, p.on, p.socket) for p in layout.placements])
    assert G.place(layout) == G.place(again)


def test_frame_is_final_extent_with_margin() -> None:
    """One frame for every step: the final extent grown by the margin."""
    layout = Layout.from_moves(SEQUENCE)
    f = G.frame(layout)
    assert f == G.place(layout).extent.grow(1.0)
    for geo in G.steps(layout):
        b = geo.bounds
        assert f.x0 <= b.x0 and f.y0 <= b.y0 and b.x1 <= f.x1 and b.y1 <= f.y1


def test_empty_layout() -> None:
    geo = G.place(Layout())
    assert not geo.tiles and not geo.slots
    assert G.frame(Layout()).width > 0


def crosses(a: Point, b: Point, box: Box) -> bool:
    """An axis-parallel segment passes through the box's interior."""
    if a.y == b.y:
        return box.y0 < a.y < box.y1 and min(a.x, b.x) < box.x1 and max(a.x, b.x) > box.x0
    return box.x0 < a.x < box.x1 and min(a.y, b.y) < box.y1 and max(a.y, b.y) > box.y0


def test_bridges_run_between_tiles() -> None:
    """A tile that finds no room beside its parent is joined by a bridge along grid lines that
    crosses no tile; bridges stay rare."""
    bridged = tiles = enclosed = 0
    for seed in range(120):
        geo = G.place(random_full_layout(seed))
        for tb in geo:
            tiles += 1
            if tb.bridge is None:
                continue
            bridged += 1
            for a, b in pairwise(tb.bridge):
                if a.x != b.x and a.y != b.y:
                    enclosed += 1  # an enclosed port: a diagonal connector straight across
                    continue
                assert not any(crosses(a, b, other.box) for other in geo), (seed, tb.tile)
    assert 0 < bridged < 0.05 * tiles and enclosed < 0.2 * bridged
