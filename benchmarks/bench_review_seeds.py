"""Coach marks under several seeds (issue 31): every example game reviewed at the default budget
with each seed, the marks `review --annotate` would write, the positions where they differ,
and the CPU time of each review.

The target: the same marks under seeds 0, 1 and 2 for every example game, a review within
about twice the CPU time of the coach before issue 31. Since the coach draws its deals from the
position (`coach.deal_key`), the seeds agree by construction; `--salts 0,1,2` instead gives each
position other deals (its key xor a salt, salt 0 the coach's own), which shows how many marks
rest on the deals drawn. Run it on two trees side by side (the same load) to compare times:
    PYTHONPATH=. .venv/bin/python benchmarks/bench_review_seeds.py [--seeds 0,1,2] [--salts 0,1,2]
        [--games a,b]
"""

from __future__ import annotations

import argparse
import time

from fiveup_viz.pages.review import coach_mark, review
from fiveup_viz.rules import coach, examples

Marks = dict[tuple[int, int], str]


KEY = coach.deal_key


def salted(salt: int) -> None:
    """Give every position other deals: its key xor a multiple of `salt` (0: the coach's own)."""
    coach.deal_key = lambda v: KEY(v) ^ (salt * 0x9E3779B97F4A7C15 % 2**64)


def marks_of(name: str, seed: int, salt: int | None = None) -> tuple[Marks, float]:
    """The marks of one example's review by (hand, move), both from 1, and its CPU seconds:
    under `seed`, or with seed 0 on the deals of `salt`."""
    game = examples.load(name)
    if salt is not None:
        salted(salt)
    start = time.process_time()
    rated = review(game, seed=seed)
    spent = time.process_time() - start
    coach.deal_key = KEY
    return {(r.hand + 1, r.action + 1): mark for r in rated
            if (mark := coach_mark(r)) is not None}, spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="0,1,2")
    parser.add_argument("--salts", help="other deals of every position instead of seeds")
    parser.add_argument("--games", default=",".join(examples.names()))
    args = parser.parse_args()
    by_salt = args.salts is not None
    seeds = [int(s) for s in (args.salts if by_salt else args.seeds).split(",")]
    differ_all = marked_all = 0
    total = 0.0
    for name in args.games.split(","):
        found = {s: marks_of(name, 0, s) if by_salt else marks_of(name, s) for s in seeds}
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
