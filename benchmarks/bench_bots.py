"""Bot strength: win rates of each strategy against the others in 2-player games.

Baseline: the random player. Run: .venv/bin/python benchmarks/bench_bots.py [--games N]
"""

from __future__ import annotations

import argparse
import itertools
import time

from fiveup_viz import simulate


def win_rate(a: str, b: str, games: int) -> float:
    """Share of games `a` wins against `b`, seats swapped every other game (ties count half)."""
    wins = 0.0
    for seed in range(games):
        order = (a, b) if seed % 2 == 0 else (b, a)
        game = simulate(2, seed=seed, strategies=list(order))
        if game.winner is None:
            wins += 0.5
        elif order[game.winner] == a:
            wins += 1
    return wins / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    print(f"baseline: random player; {args.games} two-player games per pairing, seats alternating")
    for a, b in itertools.combinations(["expert", "greedy", "random"], 2):
        start = time.perf_counter()
        rate = win_rate(a, b, args.games)
        print(f"{a} vs {b}: {a} wins {rate:.1%} ({time.perf_counter() - start:.1f} s)")


if __name__ == "__main__":
    main()
