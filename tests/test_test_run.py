"""`make test`'s one run on several workers (issue 30 point 5): the tests that share a server,
a venv or a notebook's kernel run on one worker (`pytest_collection_modifyitems` of
tests/conftest.py), whatever pytest and pytest-xdist write into a node id."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT

MODULE = '''import os, pytest
pytestmark = pytest.mark.slow

@pytest.mark.parametrize("n", range(4))
def test_one(n):
    with open("ran.txt", "a") as f:
        f.write(f"{__name__} {os.environ['PYTEST_XDIST_WORKER']}\\n")
'''


@pytest.mark.slow
def test_a_slow_modules_tests_share_one_worker(tmp_path: Path) -> None:
    """Two modules of slow tests, four tests each, on two workers under `--dist loadgroup`:
    each module runs whole on one worker (its JupyterLab server or venv made once). Before the
    fix pytest-xdist 3.8's group never reached pytest 9.2's node ids and the tests of a module
    were dealt out one by one to both workers."""
    (tmp_path / "conftest.py").write_text("from tests.conftest import pytest_collection_modifyitems\n")
    (tmp_path / "pytest.ini").write_text("[pytest]\nmarkers =\n    slow: slow\n    any_worker: any\n")
    for name in ("test_a", "test_b"):
        (tmp_path / f"{name}.py").write_text(MODULE)
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "2",
                           "--dist", "loadgroup", "-p", "no:nbval", "-p", "no:playwright", "."],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    ran = [line.split() for line in (tmp_path / "ran.txt").read_text().splitlines()]
    assert len(ran) == 8
    workers = {module: {w for m, w in ran if m == module} for module in ("test_a", "test_b")}
    assert all(len(used) == 1 for used in workers.values()), workers


def test_the_dearest_group_of_a_turn_is_handed_out_first(tmp_path: Path) -> None:
    """Issue 30 point 5 (ci8): within a turn the group that costs most (`COST` of
    tests/conftest.py) comes first, whatever its file's place, and the rest keep file order, so
    that no long group is dealt out late and runs alone at the end of `make test`."""
    (tmp_path / "conftest.py").write_text(
        "import tests.conftest as c\nfrom tests.conftest import pytest_collection_modifyitems\n"
        "c.COST['test_c.py'] = 50.0\nc.COST['test_b.py'] = 10.0\n")
    (tmp_path / "pytest.ini").write_text("[pytest]\nmarkers =\n    slow: slow\n    any_worker: any\n")
    for name in ("test_a", "test_b", "test_c", "test_d"):
        (tmp_path / f"{name}.py").write_text(MODULE)
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--collect-only",
                           "-p", "no:nbval", "-p", "no:playwright", "."],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    modules = [line.split("::")[0] for line in proc.stdout.splitlines() if "::" in line]
    assert modules == [m for m in ("test_c.py", "test_b.py", "test_a.py", "test_d.py") for _ in range(4)]


def test_an_example_is_reviewed_once_per_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 30 point 5 (ci8): test_coach_seeds and test_example_notes read one review of an
    example per run (`kept_review`), made by the first to ask, the same for the second."""
    from fiveup_viz.pages import review
    from tests.conftest import kept_review

    made: list[str] = []
    monkeypatch.setattr(review, "review", lambda game: made.append(game.players[0]) or [len(made)])
    first = kept_review(tmp_path, "partners")
    assert kept_review(tmp_path, "partners") == first == (1,)
    assert kept_review(tmp_path, "two-players") == (2,)
    assert len(made) == 2


TIMED = '''import time

def test_waits():
    time.sleep(0.3)

def test_works():
    sum(i * i for i in range(300_000))
'''


def test_the_timeline_writes_a_line_per_test_and_sums_them_up(tmp_path: Path) -> None:
    """Issue 30 point 5 (where `make test`'s time goes): with FIVEUP_TIMELINE set, each worker
    writes one line per test (start, end, CPU, worker, node id), a waiting test's wall time
    beside its small CPU, and `scripts/timeline.py` sums the run up per worker."""
    folder = tmp_path / "timeline"
    folder.mkdir()
    (tmp_path / "test_timed.py").write_text(TIMED)
    (tmp_path / "conftest.py").write_text('pytest_plugins = ["tests.timeline"]\n')
    env = {**os.environ, "FIVEUP_TIMELINE": str(folder),
           "PYTHONPATH": f"{ROOT}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "2",
                           "-p", "no:nbval", "-p", "no:playwright", "."],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    rows = {}
    for path in folder.glob("gw*.tsv"):
        for line in path.read_text(encoding="utf-8").splitlines():
            start, end, cpu, worker, nodeid = line.split("\t")
            assert path.stem == worker
            rows[nodeid] = (float(end) - float(start), float(cpu))
    assert set(rows) == {"test_timed.py::test_waits", "test_timed.py::test_works"}
    wall, cpu = rows["test_timed.py::test_waits"]
    assert wall >= 0.3 and cpu < wall
    summary = subprocess.run([sys.executable, str(ROOT / "scripts" / "timeline.py"), str(folder)],
                             capture_output=True, text=True, timeout=60, check=True).stdout
    assert summary.startswith("2 tests, wall ") and "cores used per 30 s:" in summary
