"""Bot strength: win rates in 2-player games with seats alternating, with 95% confidence intervals.

Honest figures: every bot's settings were chosen on seeds 0-99,999 (the tuning range); this
benchmark plays seeds from 700,000 onwards (the report range), which no setting was chosen on.
Baseline: each pairing's weaker bot. The coach plays at `--coach-budget` ms a move.
Run: .venv/bin/python benchmarks/bench_bots.py [--games N] [--coach-games N] [--coach-budget MS]
"""

from __future__ import annotations

import argparse
import math
import time

from fiveup_viz import make_bot, play_out
from fiveup_viz.rules.coach import CoachBot
from fiveup_viz.rules.game import Game

TUNING_SEEDS = range(0, 100_000)
REPORT_START = 700_000


def bot(name: str, seed: str, budget: float):  # type: ignore[no-untyped-def]
    return CoachBot(seed, budget_ms=budget) if name == "coach" else make_bot(name, seed)


def win_rate(a: str, b: str, games: int, budget: float) -> tuple[float, float]:
    """Share of games `a` wins against `b` (ties count half) and its 95% half-width."""
    wins = 0.0
    for k in range(games):
        seed = REPORT_START + k
        order = (a, b) if k % 2 == 0 else (b, a)
        game = Game(2, seed=seed, start=False)
        play_out(game, [bot(name, f"{seed}:{seat}", budget) for seat, name in enumerate(order)])
        if game.winner is None:
            wins += 0.5
        elif order[game.winner] == a:
            wins += 1
    p = wins / games
    return p, 1.96 * math.sqrt(p * (1 - p) / games)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per pairing of the fast bots")
    parser.add_argument("--coach-games", type=int, default=200)
    parser.add_argument("--coach-budget", type=float, default=100, help="ms per coach move")
    args = parser.parse_args()
    print(f"2-player games, seeds {REPORT_START} onwards (tuning used {TUNING_SEEDS.start}-"
          f"{TUNING_SEEDS.stop - 1}), seats alternating; baseline: the second bot of each pairing")
    pairings = [("expert", "greedy", args.games), ("expert", "random", args.games),
                ("greedy", "random", args.games), ("coach", "expert", args.coach_games)]
    for a, b, games in pairings:
        if games <= 0:
            continue
        start = time.perf_counter()
        p, half = win_rate(a, b, games, args.coach_budget)
        extra = f", coach budget {args.coach_budget:g} ms" if "coach" in (a, b) else ""
        print(f"{a} vs {b}: {a} wins {p:.1%} ± {half:.1%} (95% CI {p - half:.1%}-{p + half:.1%}) "
              f"of {games} games{extra} ({time.perf_counter() - start:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
