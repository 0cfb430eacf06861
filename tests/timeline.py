"""An opt-in record of where `make test`'s time goes (issue 30 point 5): with FIVEUP_TIMELINE
set to a folder, each pytest process (each xdist worker) writes one line per test: its start
and end on the wall clock (seconds since the epoch), the CPU seconds it took (the process's
and its waited-for children's, user and system), the worker and the test's node id, tab
separated. `scripts/timeline.py FOLDER` sums them up: busy and idle time per worker, CPU per
group, the tail."""

from __future__ import annotations

import os
import resource
import time
from collections.abc import Iterator
from pathlib import Path

import pytest


def _cpu() -> float:
    own, children = (resource.getrusage(who) for who in (resource.RUSAGE_SELF,
                                                         resource.RUSAGE_CHILDREN))
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    folder = Path(os.environ["FIVEUP_TIMELINE"])
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    start, cpu = time.time(), _cpu()
    try:
        return (yield)
    finally:
        line = f"{start:.3f}\t{time.time():.3f}\t{_cpu() - cpu:.3f}\t{worker}\t{item.nodeid}\n"
        folder.mkdir(parents=True, exist_ok=True)
        with open(folder / f"{worker}.tsv", "a", encoding="utf-8") as out:
            out.write(line)
