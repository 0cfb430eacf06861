"""Engine speed: random-bot hands per second against the `dominoes` package (abw333).

Baseline: `dominoes.Game.new()` played out with uniformly random valid moves, one hand each.
Ours: `simulate(4, seed, strategies=["random"] * 4)`, counting its hands (a fresh game for each
seed, so the cost of starting games is counted too). Target: at least 3x the baseline's hands
per second (issue 14).

Two measures, both in one run:
- CPU time. The two engines run in short turns (about 0.1 s each, the order alternating), in the
  same process, with a garbage collection before each turn; each pair of turns gives a ratio, and
  the report is the median of the pairs with its quartiles. Neighbouring turns share the
  machine's state, so a shared machine's slow and fast spells cancel out.
- Instructions (with --instructions, when valgrind is installed): each engine runs in a child
  process under `valgrind --tool=callgrind`, twice with different amounts of work; the
  difference divided by the difference in hands is the instructions per hand, the same on any
  run of the same Python. It says how much work each engine does, not how fast the processor
  does it: our big-integer code runs at fewer instructions per cycle than the baseline.

Run: .venv/bin/python benchmarks/bench_engine.py [--pairs N] [--instructions]
Measured (2026-11-30, shared 2-core machine, load below 1): medians 3.60, 3.77 and 3.99 in three
runs (quartiles 3.38-4.34), 54-70 us a hand against 199-283; 279,733 instructions a hand
against 1,290,522 (4.61x; both exactly repeatable). The engine at 48e460c, in the same
minutes by the same method: medians 2.96-3.14, 343,881 instructions a hand (3.75x).
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable

from fiveup_viz import simulate

TARGET_RATIO = 3.0
TURN = 0.1  #: CPU seconds an engine runs in one turn


def theirs(hands: int, rng: random.Random) -> int:
    """Play `hands` baseline hands; return how many were played."""
    import dominoes  # type: ignore[import-untyped]

    for _ in range(hands):
        game = dominoes.Game.new()
        while game.result is None:
            game.make_move(*rng.choice(game.valid_moves))
    return hands


def ours(games: int, seed: int) -> int:
    """Play `games` games of four random bots from `seed` on; return the hands played."""
    return sum(len(simulate(4, seed=s, strategies=["random"] * 4).hands) for s in range(seed, seed + games))


def timed(run: Callable[..., int], *args: object) -> tuple[int, float]:
    """(hands, CPU seconds) of one turn, after a garbage collection."""
    gc.collect()
    start = time.process_time()
    hands = run(*args)
    return hands, time.process_time() - start


def per_turn(run: Callable[..., int], *args: object) -> int:
    """How many units of work fill about one turn."""
    units, seconds = 1, timed(run, 1, *args)[1]
    while seconds < TURN / 4:
        units *= 2
        seconds = timed(run, units, *args)[1]
    return max(1, round(units * TURN / seconds))


def cpu_time(pairs: int) -> None:
    rng = random.Random(0)
    theirs_hands, our_games = per_turn(theirs, rng), per_turn(ours, 10**6)
    ratios: list[float] = []
    mine: list[float] = []
    base: list[float] = []
    seed = 0
    for p in range(pairs):
        speed: dict[str, float] = {}
        for name in ("theirs", "ours") if p % 2 == 0 else ("ours", "theirs"):
            if name == "theirs":
                hands, seconds = timed(theirs, theirs_hands, rng)
            else:
                hands, seconds = timed(ours, our_games, seed)
                seed += our_games
            speed[name] = hands / seconds
        mine.append(speed["ours"])
        base.append(speed["theirs"])
        ratios.append(speed["ours"] / speed["theirs"])
    q1, median, q3 = statistics.quantiles(ratios, n=4)
    print(f"CPU time, {pairs} pairs of turns of about {TURN:g} s (the order alternating):")
    for name, speeds in (("dominoes:  ", base), ("fiveup_viz:", mine)):
        typical = statistics.median(speeds)
        print(f"  {name} {typical:6.0f} hands/s, {1e6 / typical:4.0f} us a hand")
    at_target = sum(r >= TARGET_RATIO for r in ratios)
    print(f"  ratio fiveup_viz / dominoes: median {median:.2f}, quartiles {q1:.2f}-{q3:.2f}, "
          f"range {min(ratios):.2f}-{max(ratios):.2f}; "
          f"{at_target} of {pairs} pairs at {TARGET_RATIO:g} or more")
    print(f"  target >= {TARGET_RATIO:g}: {'ok' if median >= TARGET_RATIO else 'BELOW TARGET'}")


def instructions_per_hand(engine: str, small: int, large: int) -> float:
    """Instructions a hand of one engine, from two callgrind runs of a child process."""
    counts = []
    for units in (small, large):
        out = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
             sys.executable, __file__, "--child", engine, str(units)],
            capture_output=True, text=True, check=True,
            env={**os.environ, "PYTHONHASHSEED": "0"})  # the baseline iterates sets: same games
        collected = re.search(r"Collected : (\d+)", out.stderr)
        hands = re.search(r"^hands (\d+)$", out.stdout, re.M)
        if collected is None or hands is None:
            raise SystemExit(f"callgrind gave no count for {engine}:\n{out.stderr[-2000:]}")
        counts.append((int(collected.group(1)), int(hands.group(1))))
    (ir1, h1), (ir2, h2) = counts
    return (ir2 - ir1) / (h2 - h1)


def instructions() -> None:
    if shutil.which("valgrind") is None:
        print("instructions: valgrind is not installed; skipped")
        return
    base = instructions_per_hand("theirs", 20, 220)
    mine = instructions_per_hand("ours", 20, 220)
    print("Instructions (callgrind; the difference of two runs, so start-up is not counted):")
    print(f"  dominoes:   {base:9,.0f} a hand")
    print(f"  fiveup_viz: {mine:9,.0f} a hand")
    print(f"  ratio fiveup_viz / dominoes (work): {base / mine:.2f}")


def child(engine: str, units: int) -> None:
    """Warm up, then play `units` hands (theirs) or games (ours); print the hands."""
    if engine == "theirs":
        random.seed(0)  # dominoes deals with the random module's own generator
        theirs(1, random.Random(1))
        print("hands", theirs(units, random.Random(0)))
    else:
        ours(1, 10**6)
        print("hands", ours(units, 0))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=41, help="pairs of turns (CPU time)")
    parser.add_argument("--instructions", action="store_true", help="also count instructions (valgrind)")
    parser.add_argument("--child", nargs=2, metavar=("ENGINE", "UNITS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    try:
        import dominoes  # noqa: F401
    except ImportError:
        raise SystemExit("the baseline needs the bench extra: pip install -e '.[bench]'") from None
    if args.child:
        child(args.child[0], int(args.child[1]))
        return
    print("baseline: dominoes (abw333) Game.new() with random valid moves; "
          "ours: simulate() with four random bots")
    cpu_time(args.pairs)
    if args.instructions:
        instructions()


if __name__ == "__main__":
    main()
