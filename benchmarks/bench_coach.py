"""Coach speed: hint latency at the defaults and the time to review a 10-hand game.

Targets (issue 14): median `hint(game)` time at most 250 ms at the default budget (200 ms) and
seed; a 10-hand two-player game reviewed in at most 30 s at the default budget. The baseline is
the budget itself: the hint's median time is printed as a multiple of `budget_ms`. Positions are
taken from games on the report seeds (700,000 onwards) with greedy players.
Wall-clock and CPU times are both printed: on a shared machine the wall clock also counts
the time other processes hold the cores.
Run: .venv/bin/python benchmarks/bench_coach.py [--positions N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from fiveup_viz import Game, simulate
from fiveup_viz.pages.review import review
from fiveup_viz.rules.coach import hint

REPORT_START = 700_000
HINT_TARGET_MS = 250.0
REVIEW_TARGET_S = 30.0
BUDGET_MS = 200


def positions(count: int, players: int) -> list[Game]:
    """Positions where the seat to act has two or more legal moves, spread over several games."""
    found: list[Game] = []
    rng = random.Random(0)
    seed = REPORT_START
    while len(found) < count:
        game = Game(players, seed=seed)
        seed += 1
        while not game.hand.over and len(found) < count:
            if len(game.legal_moves()) > 1 and rng.random() < 0.3:
                found.append(game.copy())
            game.step(lambda g, ms: ms[rng.randrange(len(ms))])
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40, help="positions per player count")
    args = parser.parse_args()
    print(f"baseline: the default budget, {BUDGET_MS} ms a hint")
    for players in (2, 4):
        times, cpu = [], []
        for game in positions(args.positions, players):
            start, start_cpu = time.perf_counter(), time.process_time()
            hint(game)
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - start_cpu) * 1000)
        median = statistics.median(times)
        print(f"hint, {players} players: median {median:.0f} ms ({median / BUDGET_MS:.2f} x budget), "
              f"p90 {statistics.quantiles(times, n=10)[8]:.0f} ms, max {max(times):.0f} ms over "
              f"{len(times)} positions; CPU median {statistics.median(cpu):.0f} ms "
              f"(target median <= {HINT_TARGET_MS:.0f} ms): "
              f"{'ok' if median <= HINT_TARGET_MS else 'SLOWER THAN TARGET'}")
    game = simulate(2, seed=REPORT_START, strategies="greedy", hands=10)
    plays = sum(a.kind == "play" for h in game.hands for a in h.actions)
    start, start_cpu = time.perf_counter(), time.process_time()
    review(game)
    took = time.perf_counter() - start
    print(f"review of a {len(game.hands)}-hand game ({plays} placements): {took:.1f} s "
          f"(CPU {time.process_time() - start_cpu:.1f} s) "
          f"(target <= {REVIEW_TARGET_S:.0f} s): {'ok' if took <= REVIEW_TARGET_S else 'SLOWER THAN TARGET'}")


if __name__ == "__main__":
    main()
