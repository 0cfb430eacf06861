"""Sum up a timeline of `make test` (tests/timeline.py): per worker its busy and idle wall time,
the CPU the run used in each stretch of time (spread evenly over each test), the dearest
modules and the last tests to end.

    FIVEUP_TIMELINE=build/timeline make test-all && python scripts/timeline.py build/timeline
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from pathlib import Path


def read(folder: Path) -> list[tuple[float, float, float, str, str]]:
    rows = []
    for path in sorted(folder.glob("*.tsv")):
        for line in path.read_text(encoding="utf-8").splitlines():
            start, end, cpu, worker, nodeid = line.split("\t", 4)
            rows.append((float(start), float(end), float(cpu), worker, nodeid))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--step", type=float, default=30.0, help="seconds per stretch")
    args = parser.parse_args()
    rows = read(args.folder)
    first, last = min(r[0] for r in rows), max(r[1] for r in rows)
    print(f"{len(rows)} tests, wall {last - first:.0f} s, CPU {sum(r[2] for r in rows):.0f} s")
    workers: dict[str, list[tuple[float, float, float, str, str]]] = defaultdict(list)
    for row in rows:
        workers[row[3]].append(row)
    for worker, own in sorted(workers.items()):
        busy = sum(r[1] - r[0] for r in own)
        print(f"  {worker}: {len(own)} tests, busy {busy:.0f} s, CPU {sum(r[2] for r in own):.0f} s, "
              f"ends at {max(r[1] for r in own) - first:.0f} s")
    print(f"cores used per {args.step:.0f} s:")
    at = first
    while at < last:
        used = 0.0
        for start, end, cpu, _, _ in rows:
            overlap = min(end, at + args.step) - max(start, at)
            if overlap > 0:
                used += cpu * overlap / max(end - start, 1e-6)
        running = sorted({r[4].split("::")[0].split("/")[-1] for r in rows
                          if r[0] < at + args.step and r[1] > at})
        print(f"  {at - first:5.0f} s  {used / args.step:4.2f}  {' '.join(running)[:150]}")
        at += args.step
    modules: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
    for start, end, cpu, _, nodeid in rows:
        module = nodeid.split("::")[0]
        modules[module][0] += cpu
        modules[module][1] += end - start
    print("dearest modules (CPU s, wall s):")
    for module, (cpu, wall) in sorted(modules.items(), key=lambda m: -m[1][0])[:30]:
        print(f"  {cpu:7.1f} {wall:7.1f}  {module}")


if __name__ == "__main__":
    main()
