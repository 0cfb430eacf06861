"""GameViewer speed: the time of one step (Next: re-render and update) over a full hand.

Target: at most 30 ms a step. The first pass through a hand draws every layout; going back
over it reuses the cached drawings. Run: .venv/bin/python benchmarks/bench_widgets.py
"""

from __future__ import annotations

import argparse
import statistics
import time

from fiveup_viz import Game, simulate
from fiveup_viz.widgets import GameViewer

TARGET_MS = 30.0


def longest_hand(game: Game) -> int:
    return max(range(len(game.hands)), key=lambda h: len(game.hands[h].actions))


def step_times(viewer: GameViewer, hand: int) -> list[float]:
    """Milliseconds per Next click from the start of `hand` through its count."""
    viewer.goto(hand, 0)
    times = []
    while viewer.stop.hand == hand and not viewer.next_button.disabled:
        start = time.perf_counter()
        viewer.next_button.click()
        times.append((time.perf_counter() - start) * 1000)
    return times


def report(label: str, times: list[float]) -> float:
    mean = statistics.fmean(times)
    worst = max(times)
    print(f"{label:<34} {len(times):>4} steps  mean {mean:6.2f} ms  median "
          f"{statistics.median(times):6.2f} ms  max {worst:6.2f} ms")
    return mean


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    game = simulate(args.players, seed=args.seed)
    start = time.perf_counter()
    viewer = GameViewer(game)
    print(f"GameViewer({args.players} players, {len(game.hands)} hands): "
          f"{(time.perf_counter() - start) * 1000:.1f} ms to open")
    hand = longest_hand(game)
    first = report(f"hand {hand + 1}, first pass (drawing)", step_times(viewer, hand))
    report(f"hand {hand + 1}, second pass (cached)", step_times(viewer, hand))
    verdict = "ok" if first <= TARGET_MS else "SLOWER THAN TARGET"
    print(f"one GameViewer step: {first:.1f} ms (target <= {TARGET_MS:.0f} ms): {verdict}")


if __name__ == "__main__":
    main()
