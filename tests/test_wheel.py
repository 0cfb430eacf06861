"""The course from pip, without the repository (issue 21 item 3): a wheel built from a clean
copy of HEAD, installed into the run's one venv (`wheel_venv` of conftest), writes the course
with `fiveup-viz lessons` and runs one lesson per language there with nbconvert. Slow (a venv
and its dependencies): `-m slow`."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from tests.conftest import Venv

ROOT = Path(__file__).resolve().parent.parent
#: One lesson per language: the in-process command line (12), the deal with its widgets (01),
#: going out (07).
LESSONS = (("en", "12"), ("it", "01"), ("fi", "07"))
WHEEL_MAX = 2_000_000  #: bytes: the package (0.3 MB) and the 51 built lessons (0.9 MB)

pytestmark = pytest.mark.slow


def test_the_wheel_is_small_and_carries_the_course(wheel: Path) -> None:
    """Every built lesson of the three courses is in the wheel, as shipped; nothing of the
    tests, scripts or course sources is."""
    assert wheel.stat().st_size < WHEEL_MAX, wheel.stat().st_size
    with zipfile.ZipFile(wheel) as whl:
        names = set(whl.namelist())
        shipped = sorted(p.relative_to(ROOT / "tutorials").as_posix()
                         for p in (ROOT / "tutorials").glob("*/*.ipynb"))
        assert sorted(n.removeprefix("fiveup_viz/tutorials/") for n in names
                      if n.startswith("fiveup_viz/tutorials/")) == shipped
        for name in shipped:
            assert whl.read(f"fiveup_viz/tutorials/{name}") == (ROOT / "tutorials" / name).read_bytes()
    assert not any(n.startswith(("tests/", "scripts/", "course/", "tutorials/")) for n in names)


def test_a_fresh_venv_writes_and_runs_the_course(wheel_venv: Venv, tmp_path: Path) -> None:
    """pip installs the wheel, with the dependencies it declares, into the run's venv;
    `fiveup-viz lessons` there writes the three courses into a folder outside the repository,
    and nbconvert runs one lesson of each with the installed package, not this tree."""
    env = wheel_venv.with_widgets()
    where = env.run(env.python, "-c", "import fiveup_viz.pages.lessons as l; print(l.shipped())")
    assert Path(where.strip()).is_relative_to(env.root)
    assert not Path(where.strip()).is_relative_to(ROOT)
    env.run(env.python, "-m", "pip", "check")  # every declared dependency is there
    course = tmp_path / "course"
    env.run(env.bin / "fiveup-viz", "lessons", course, "--lang", "all")
    assert {p.name for p in course.iterdir()} == {"en", "it", "fi", "assets"}
    for lang, number in LESSONS:
        (lesson,) = (course / lang).glob(f"{number}-*.ipynb")
        env.run(env.python, "-m", "nbconvert", "--to", "notebook", "--execute", "--inplace",
                "--ExecutePreprocessor.timeout=600", "--ExecutePreprocessor.kernel_name=python3",
                lesson, cwd=lesson.parent)
        assert '"output_type": "error"' not in lesson.read_text(encoding="utf-8")
