"""Drawing speed and layout compactness.

Speed baseline: python-chess's `chess.svg.board()` of the starting position, timed in the same
run (target: a 28-tile layout no slower than 2x). Compactness over thousands of simulated hands:
the bounding box (tiles and marker slots) aspect ratio, long side / short side (target <= 2),
and its area over the tiles' area (target <= 6), plus the drawing's size in px.
Run: .venv/bin/python benchmarks/bench_svg.py [--games N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

import chess
import chess.svg

from fiveup_viz import DOUBLE_SIX, Layout, simulate
from fiveup_viz.drawing import geometry, svg
from fiveup_viz.drawing.geometry import Geometry

TARGET_SPEED_RATIO = 2.0
TARGET_ASPECT = 2.0
TARGET_AREA = 6.0
TILE_AREA = geometry.TILE_WIDTH * geometry.TILE_LENGTH


def full_layout(seed: int) -> Layout:
    """A legal layout holding all 28 tiles, built by random play (the first seed that works)."""
    while True:
        rng = random.Random(seed)
        layout = Layout()
        pending = list(DOUBLE_SIX)
        while pending:
            playable = [t for t in pending if layout.moves_for(t)]
            if not playable:
                break
            tile = rng.choice(playable)
            layout.push(rng.choice(layout.moves_for(tile)))
            pending.remove(tile)
        if not pending:
            return layout
        seed += 1


def per_call(fn: Callable[[], object], repeat: int = 5, number: int = 20) -> float:
    """Best-of-`repeat` mean CPU seconds per call (CPU time: steadier on a shared machine)."""
    fn()
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        for _ in range(number):
            fn()
        best = min(best, (time.process_time() - start) / number)
    return best


def shape(geo: Geometry) -> tuple[float, float]:
    """(aspect ratio, area ratio) of a layout's bounding box."""
    b = geo.bounds
    aspect = max(b.width, b.height) / min(b.width, b.height)
    return aspect, b.width * b.height / (TILE_AREA * len(geo.tiles))


def quantiles(values: list[float]) -> tuple[float, float, float, float]:
    """Median, 90th and 99th percentile, maximum."""
    q = statistics.quantiles(values, n=100)
    return statistics.median(values), q[89], q[98], max(values)


def report(name: str, values: list[float], target: float) -> None:
    for label, v in zip(("median", "p90", "p99", "max"), quantiles(values), strict=True):
        print(f"{name} {label}: {v:.2f} ({v / target:.2f} x target {target:g})")


def speed(layouts: int = 20) -> None:
    """Render time of 28-tile layouts (fresh geometry every call) against python-chess."""
    lays = [full_layout(seed) for seed in range(0, 20 * layouts, 20)]
    board = chess.Board()
    chess_s = per_call(lambda: chess.svg.board(board))
    ours = [per_call(lambda lay=lay: svg.layout(lay)) for lay in lays]
    geo = [per_call(lambda lay=lay: geometry.place(lay)) for lay in lays]
    chess_s = min(chess_s, per_call(lambda: chess.svg.board(board)))  # before and after
    print(f"chess.svg.board start position: {chess_s * 1e3:.2f} ms (1.00 x baseline)")
    for label, values in (("median", statistics.median(ours)), ("mean", statistics.mean(ours)),
                          ("max", max(ours))):
        print(f"svg.layout 28 tiles {label} of {layouts}: {values * 1e3:.2f} ms "
              f"({values / chess_s:.2f} x baseline, target {TARGET_SPEED_RATIO:g} x)")
    g = statistics.median(geo)
    print(f"geometry.place 28 tiles median: {g * 1e3:.2f} ms ({g / chess_s:.2f} x baseline)")


def compactness(games: int) -> None:
    aspects, areas, widths, heights, sizes, bridges, tiles = [], [], [], [], [], 0, 0
    for players in (2, 3, 4):
        for seed in range(games):
            for hand in simulate(players, seed=seed, hands=4).hands:
                geo = geometry.place(hand.layout)
                a, r = shape(geo)
                aspects.append(a)
                areas.append(r)
                sizes.append(len(geo.tiles))
                f = geometry.frame(geo)
                widths.append(f.width * svg.SCALE)
                heights.append(f.height * svg.SCALE)
                bridges += sum(tb.bridge is not None for tb in geo)
                tiles += len(geo.tiles)
    print(f"simulated hands: {len(aspects)} ({tiles} tiles)")
    report("hands aspect ratio", aspects, TARGET_ASPECT)
    report("hands area ratio", areas, TARGET_AREA)
    big = [i for i, n in enumerate(sizes) if n >= 10]
    print(f"hands with 10 or more tiles: {len(big)}")
    report("10+ tile hands aspect ratio", [aspects[i] for i in big], TARGET_ASPECT)
    report("10+ tile hands area ratio", [areas[i] for i in big], TARGET_AREA)
    w, h = quantiles(widths)[2], quantiles(heights)[2]
    print(f"hands p99 drawing size: {w:.0f} x {h:.0f} px (1.00 x baseline)")
    print(f"hands bridged tiles: {bridges} ({bridges / tiles:.4f} x tiles placed)")
    full = [geometry.place(full_layout(seed)) for seed in range(games)]
    report("28-tile aspect ratio", [shape(g)[0] for g in full], TARGET_ASPECT)
    report("28-tile area ratio", [shape(g)[1] for g in full], TARGET_AREA)
    fw = [geometry.frame(g).width * svg.SCALE for g in full]
    fh = [geometry.frame(g).height * svg.SCALE for g in full]
    print(f"28-tile p99 drawing size: {quantiles(fw)[2]:.0f} x {quantiles(fh)[2]:.0f} px "
          "(1.00 x baseline)")
    fb = sum(tb.bridge is not None for g in full for tb in g)
    print(f"28-tile bridged tiles: {fb} ({fb / (28 * len(full)):.4f} x tiles placed)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="games per player count")
    args = parser.parse_args()
    speed()
    compactness(args.games)


if __name__ == "__main__":
    main()
