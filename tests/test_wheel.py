"""The course from pip, without the repository (issue 21 item 3): a wheel built from a clean
copy of HEAD, installed into a fresh venv, writes the course with `fiveup-viz lessons` and runs
one lesson per language there with nbconvert. Slow (a venv and its dependencies): `-m slow`."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: One lesson per language: the in-process command line (12), the deal with its widgets (01),
#: going out (07).
LESSONS = (("en", "12"), ("it", "01"), ("fi", "07"))
WHEEL_MAX = 2_000_000  #: bytes: the package (0.3 MB) and the 51 built lessons (0.9 MB)

pytestmark = pytest.mark.slow


def _run(argv: list[str | Path], cwd: Path, env: dict[str, str], timeout: int = 900) -> str:
    proc = subprocess.run([str(a) for a in argv], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=timeout)
    assert proc.returncode == 0, (argv, proc.stdout[-3000:], proc.stderr[-3000:])
    return proc.stdout


def _clean_env(home: Path) -> dict[str, str]:
    """The environment without this repository on any path, Jupyter's folders in `home`."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "JUPYTER", "VIRTUAL_ENV"))}
    env.update(JUPYTER_CONFIG_DIR=str(home / "config"), JUPYTER_DATA_DIR=str(home / "data"),
               JUPYTER_RUNTIME_DIR=str(home / "runtime"), IPYTHONDIR=str(home / "ipython"),
               LANG="C.UTF-8")
    return env


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built by pip from `git archive HEAD` (the work tree stays clean)."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("needs git and a git checkout")
    src, dist = tmp_path_factory.mktemp("src"), tmp_path_factory.mktemp("dist")
    archive = subprocess.run(["git", "archive", "HEAD"], cwd=ROOT, capture_output=True, check=True)
    subprocess.run(["tar", "x", "-C", str(src)], input=archive.stdout, check=True)
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
          "-w", dist, src], src, dict(os.environ))
    (found,) = dist.glob("fiveup_viz-*.whl")
    return found


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


def test_a_fresh_venv_writes_and_runs_the_course(wheel: Path, tmp_path: Path) -> None:
    """pip installs the wheel into a new venv; `fiveup-viz lessons` there writes the three
    courses into a folder outside the repository, and nbconvert runs one lesson of each with
    the installed package, not this tree."""
    target = tmp_path / "venv"
    env = _clean_env(tmp_path / "home")
    env["PATH"] = f"{target / 'bin'}{os.pathsep}{env.get('PATH', '')}"  # as `activate` does
    venv.create(target, with_pip=True)
    python = target / "bin" / "python"
    _run([python, "-m", "pip", "install", "-q", wheel, "nbconvert", "ipykernel"], tmp_path, env)
    where = _run([python, "-c", "import fiveup_viz.lessons as l; print(l.shipped())"], tmp_path, env)
    assert Path(where.strip()).is_relative_to(target) and not Path(where.strip()).is_relative_to(ROOT)
    course = tmp_path / "course"
    _run([target / "bin" / "fiveup-viz", "lessons", course, "--lang", "all"], tmp_path, env)
    assert {p.name for p in course.iterdir()} == {"en", "it", "fi", "assets"}
    for lang, number in LESSONS:
        (lesson,) = (course / lang).glob(f"{number}-*.ipynb")
        _run([python, "-m", "nbconvert", "--to", "notebook", "--execute", "--inplace",
              "--ExecutePreprocessor.timeout=600", "--ExecutePreprocessor.kernel_name=python3",
              lesson], lesson.parent, env)
        assert '"output_type": "error"' not in lesson.read_text(encoding="utf-8")
