"""Rules-core speed: random-bot hands and full games per second, and peak memory.

Baseline: the issue's targets, 3,000 hands/s and 200 full games/s on one core.
Run: .venv/bin/python benchmarks/bench_core.py [--seconds S]
"""

from __future__ import annotations

import argparse
import time
import tracemalloc

from fiveup_viz import simulate

TARGET_HANDS_PER_S = 3000
TARGET_GAMES_PER_S = 200


def measure(players: int, seconds: float) -> tuple[float, float, float]:
    """Games/s, hands/s and hands per game for random bots, over about `seconds`."""
    games = hands = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = simulate(players, seed=games, strategies="random")
        games += 1
        hands += len(game.hands)
    elapsed = time.perf_counter() - start
    return games / elapsed, hands / elapsed, hands / games


def peak_memory(players: int, games: int = 20) -> int:
    """Peak traced memory in bytes while simulating `games` games one after another."""
    tracemalloc.start()
    for seed in range(games):
        simulate(players, seed=seed, strategies="random")
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    print("baseline: issue 2 targets (3000 hands/s, 200 games/s), random bots, one core")
    for players in (2, 3, 4):
        games_s, hands_s, per_game = measure(players, args.seconds)
        print(f"{players} players: {hands_s:8.0f} hands/s ({hands_s / TARGET_HANDS_PER_S:.2f}x target), "
              f"{games_s:6.0f} games/s ({games_s / TARGET_GAMES_PER_S:.2f}x target), "
              f"{per_game:.1f} hands/game, peak memory {peak_memory(players) / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
