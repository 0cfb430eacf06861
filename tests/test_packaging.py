"""The repository and its habits (issue 8): the sdist, the licence, one version, a clean tree."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

import fiveup_viz

ROOT = Path(__file__).resolve().parents[1]


def _project_files() -> list[str]:
    """Tracked and new files of the working tree (what a clean clone would hold, plus edits)."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("needs git and a git working tree")
    out = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT,
                         capture_output=True, check=True).stdout.decode()
    return [name for name in out.split("\0") if name and (ROOT / name).is_file()]


@pytest.fixture(scope="module")
def sdist(tmp_path_factory: pytest.TempPathFactory) -> tarfile.TarFile:
    """The sdist, built from a copy of the tree in a temporary folder (the tree stays clean)."""
    copy = tmp_path_factory.mktemp("src") / "fiveup_viz-src"
    for name in _project_files():
        (copy / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, copy / name)
    dist = tmp_path_factory.mktemp("dist")
    script = ("import sys; from setuptools.build_meta import build_sdist; "
              "print(build_sdist(sys.argv[1]))")
    proc = subprocess.run([sys.executable, "-c", script, str(dist)], cwd=copy,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return tarfile.open(dist / proc.stdout.strip().splitlines()[-1])


def _members(sdist: tarfile.TarFile) -> set[str]:
    return {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}


def _pkg_info(sdist: tarfile.TarFile) -> str:
    name = next(n for n in sdist.getnames() if n.count("/") == 1 and n.endswith("/PKG-INFO"))
    member = sdist.extractfile(name)
    assert member is not None
    return member.read().decode()


def test_the_sdist_leaves_the_tests_out_and_ships_the_package(sdist: tarfile.TarFile) -> None:
    """Issue 8: the sdist shipped tests without conftest.py/helpers.py; now it has no tests at
    all (they need the whole repository: docs/seeds, assets). Issue 21: it holds the built
    lessons, every one and nothing else of tutorials/, so a wheel built from it has them."""
    names = _members(sdist)
    assert not any(n.startswith(("tests/", "benchmarks/", "assets/")) for n in names), names
    lessons = {n for n in _project_files() if n.startswith("tutorials/") and n.endswith(".ipynb")}
    files = {m.name.split("/", 1)[1] for m in sdist.getmembers() if m.isfile() and "/" in m.name}
    assert lessons and {n for n in files if n.startswith("tutorials/")} == lessons
    assert "setup.py" in names
    tracked = {n for n in _project_files() if n.startswith("fiveup_viz/")
               and not n.endswith(".pyc")}
    assert tracked <= names  # every module, example record, script and source text
    assert {"LICENSE", "README.md", "pyproject.toml", "PKG-INFO"} <= names


def test_mit_licence_file_and_spdx_expression(sdist: tarfile.TarFile) -> None:
    assert (ROOT / "LICENSE").read_text().startswith("MIT License")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["license"] == "MIT"  # SPDX (PEP 639), not the old table
    info = _pkg_info(sdist)
    assert "License-Expression: MIT" in info and "License-File: LICENSE" in info


def test_the_version_lives_in_one_place(sdist: tarfile.TarFile) -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "version" not in config["project"] and "version" in config["project"]["dynamic"]
    assert config["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "fiveup_viz.__version__"}
    assert f"\nVersion: {fiveup_viz.__version__}\n" in _pkg_info(sdist)
    assert metadata.version("fiveup_viz") == fiveup_viz.__version__


def test_tests_write_outside_the_tree() -> None:
    """`make test` leaves `git status` empty and writes no .hypothesis/ or test-output/."""
    from hypothesis import configuration, settings

    from tests import test_browser

    storage = configuration.storage_directory("x", intent_to_write=False)
    home = Path(getattr(storage, "path", storage))  # a Path in older Hypothesis versions
    assert not home.resolve().is_relative_to(ROOT)
    assert settings.default.database is None
    assert not test_browser.OUTPUT.resolve().is_relative_to(ROOT)
    ignored = (ROOT / ".gitignore").read_text().split()
    assert {".mypy_cache/", ".ruff_cache/", "__pycache__/", "*.egg-info/"} <= set(ignored)
