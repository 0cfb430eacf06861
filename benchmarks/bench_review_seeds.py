"""Coach marks under several seeds (issue 31): every example game reviewed at the default budget
with each seed, the marks `review --annotate` would write, the positions where they differ,
and the CPU time of each review.

The target: the same marks under seeds 0, 1 and 2 for every example game, a review within
about twice the CPU time of the coach before issue 31. Run it on two trees side by side (the
same load) to compare times:
    PYTHONPATH=. .venv/bin/python benchmarks/bench_review_seeds.py [--seeds 0,1,2] [--games a,b]
"""

from __future__ import annotations

import argparse
import time

from fiveup_viz.pages.review import coach_mark, review
from fiveup_viz.rules import examples

Marks = dict[tuple[int, int], str]


def marks_of(name: str, seed: int) -> tuple[Marks, float]:
    """The marks of one example's review by (hand, move), both from 1, and its CPU seconds."""
    game = examples.load(name)
    start = time.process_time()
    rated = review(game, seed=seed)
    spent = time.process_time() - start
    return {(r.hand + 1, r.action + 1): mark for r in rated
            if (mark := coach_mark(r)) is not None}, spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="0,1,2")
    parser.add_argument("--games", default=",".join(examples.names()))
    args = parser.parse_args()
    seeds = [int(s) for s in args.seeds.split(",")]
    differ_all = marked_all = 0
    total = 0.0
    for name in args.games.split(","):
        found = {seed: marks_of(name, seed) for seed in seeds}
        marked = sorted(set().union(*(m for m, _ in found.values())))
        differ = [p for p in marked if len({found[s][0].get(p) for s in seeds}) > 1]
        times = [found[s][1] for s in seeds]
        total += sum(times)
        differ_all += len(differ)
        marked_all += len(marked)
        print(f"{name:18} cpu {' '.join(f'{t:5.2f}' for t in times)} s  marked {len(marked):2}"
              f"  differ {len(differ):2} {differ}")
        for p in marked:
            print(f"    hand {p[0]} move {p[1]:2}: "
                  + " ".join(f"{found[s][0].get(p, '-'):>2}" for s in seeds))
    print(f"marks differ at {differ_all} of {marked_all} marked positions; cpu {total:.1f} s")


if __name__ == "__main__":
    main()
