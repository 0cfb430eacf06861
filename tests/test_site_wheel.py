"""The course website from pip, without the repository (issue 31 point 1): the wheel built from a
clean copy of HEAD, installed with its core dependencies only into the run's one venv
(`wheel_venv` of conftest), writes the Italian course's site with `fiveup-viz site DIR --lang it
--no-lite` (one course: a third of the time, most of it the example games' pages); the venv's own
`python -m http.server --bind 127.0.0.1` serves DIR, and a student walks it in headless Chromium
with every request not for 127.0.0.1 refused (`student_walk` of test_site_web). Slow (a venv and
its dependencies) and a browser: `-m "slow and browser"`."""

from __future__ import annotations

import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page

from tests.conftest import CHROMIUM, Venv, _free_port, offline
from tests.test_site_web import student_walk

pytestmark = [pytest.mark.slow, pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]


@pytest.fixture(scope="module")
def written(wheel_venv: Venv, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """DIR written by the installed command for the Italian course (core dependencies only, no
    widget stack), and what the command said."""
    env = wheel_venv.without_widgets()
    folder = tmp_path_factory.mktemp("wheel-site") / "site"
    start = time.monotonic()
    said = env.run(env.bin / "fiveup-viz", "site", folder, "--lang", "it", "--no-lite")
    print(f"fiveup-viz site from the wheel: {time.monotonic() - start:.1f} s")
    return folder, said


@pytest.fixture(scope="module")
def served(written: tuple[Path, str], wheel_venv: Venv) -> Iterator[str]:
    """DIR served by the venv's `python -m http.server` on 127.0.0.1: its base URL."""
    port = _free_port()
    server = subprocess.Popen([str(wheel_venv.python), "-m", "http.server", "--bind", "127.0.0.1",
                               "--directory", str(written[0]), str(port)], env=wheel_venv.env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"{base}/index.html", timeout=2).close()
                break
            except OSError:
                time.sleep(0.2)
        yield base
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_the_installed_command_writes_the_whole_site(written: tuple[Path, str], wheel_venv: Venv) -> None:
    """Issue 31 point 1: the site from the installed package holds the home page, every shipped
    lesson of the Italian course as a page, its rule book, cheat sheet and example games, no
    other course, and nothing of the repository; with --no-lite it says nothing of JupyterLite."""
    folder, said = written
    shipped = wheel_venv.run(wheel_venv.python, "-c",
                             "import fiveup_viz.lessons as l; print(l.shipped())").strip()
    assert Path(shipped).is_relative_to(wheel_venv.root)
    assert {p.name for p in folder.iterdir()} == {"index.html", "site.css", ".nojekyll", "it", "assets",
                                                  "examples"}
    for lang in ("it",):
        lessons = sorted(p.stem for p in (Path(shipped) / lang).glob("*.ipynb"))
        assert len(lessons) == 17
        assert sorted(p.stem for p in (folder / lang).glob("[0-9]*.html")) == lessons
        assert {p.name for p in (folder / "assets" / lang).iterdir()} == {"rulebook.html", "cheat-sheet.html"}
        examples = wheel_venv.run(wheel_venv.python, "-c",
                                  "from fiveup_viz import examples; print(*examples.names())")
        assert sorted(p.stem for p in (folder / "examples" / lang).glob("*.html")) == sorted(examples.split())
    assert (folder / "index.html").is_file() and (folder / "site.css").is_file()
    assert "index.html" in said and "JupyterLite" not in said


def test_a_student_walks_the_site_from_the_wheel(served: str, page: Page) -> None:
    """Issue 31 point 1: the walk of `student_walk` (home, course, lesson 07 with no Python
    shown until asked, its exercise, the rule book, an example game) in Italian on the site
    the wheel wrote, served by a plain static server, nothing fetched elsewhere."""
    refused = offline(page, (served, "data:", "blob:"))
    student_walk(page, f"{served}/index.html", "it")
    assert refused == []
