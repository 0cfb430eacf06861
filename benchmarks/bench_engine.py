"""Engine speed: random-bot hands per second against the `dominoes` package (abw333).

Baseline: `dominoes.Game.new()` played out with uniformly random valid moves, one hand each,
timed in the same process, interleaved with ours: `simulate(4, seed, strategies=["random"] * 4)`,
counting its hands. Each repetition times both for about the same CPU time and takes the ratio;
the report is the median of the repetitions (the machine is shared, so single runs vary).
Target: at least 3x the baseline's hands per second (issue 14). Measured (2026-11-30, 2 cores
shared with other jobs, load 7-9): medians of 5 reps 2.67 and 3.14 (per-rep 2.59-3.31), about
100 us a hand against 270-340; before the one-loop random-bot path and the one-int open points,
1.32-1.35 in the same runs.
Run: .venv/bin/python benchmarks/bench_engine.py [--reps N] [--seconds S]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from fiveup_viz import simulate

TARGET_RATIO = 3.0


def theirs(seconds: float, rng: random.Random) -> float:
    """Hands per CPU second of the baseline."""
    import dominoes

    hands = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        game = dominoes.Game.new()
        while game.result is None:
            game.make_move(*rng.choice(game.valid_moves))
        hands += 1
    return hands / (time.process_time() - start)


def ours(seconds: float, seed: int) -> tuple[float, int]:
    """Hands per CPU second of four random bots, and the next unused seed."""
    hands = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        hands += len(simulate(4, seed=seed, strategies=["random"] * 4).hands)
        seed += 1
    return hands / (time.process_time() - start), seed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=9)
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU seconds per engine per rep")
    args = parser.parse_args()
    try:
        import dominoes  # noqa: F401
    except ImportError:
        raise SystemExit("the baseline needs the bench extra: pip install -e '.[bench]'") from None
    print("baseline: dominoes (abw333) Game.new() with random valid moves, same process")
    rng, seed, ratios, mine, base = random.Random(0), 0, [], [], []
    for _ in range(args.reps):
        b = theirs(args.seconds, rng)
        a, seed = ours(args.seconds, seed)
        mine.append(a)
        base.append(b)
        ratios.append(a / b)
    ratio = statistics.median(ratios)
    print(f"dominoes: {statistics.median(base):8.0f} hands/s, {1e6 / statistics.median(base):5.0f} us/hand "
          f"(median of {args.reps})")
    print(f"fiveup_viz: {statistics.median(mine):6.0f} hands/s, {1e6 / statistics.median(mine):5.0f} us/hand "
          f"(median of {args.reps}, 4 random bots)")
    print(f"ratio fiveup_viz / dominoes: {ratio:.2f} (median of per-rep ratios {min(ratios):.2f}-"
          f"{max(ratios):.2f}; target >= {TARGET_RATIO:g}): "
          f"{'ok' if ratio >= TARGET_RATIO else 'BELOW TARGET'}")


if __name__ == "__main__":
    main()
