"""The course website from pip, without the repository (issue 31 point 1): the wheel built from a
clean copy of HEAD, installed with its core dependencies only into the run's one venv
(`wheel_venv` of conftest), writes the Italian course's site with `fiveup-viz site DIR --lang it`
(one course: a third of the time, most of it the example games' pages), saying in one line how
to add JupyterLite; the venv's own `python -m http.server --bind 127.0.0.1` serves DIR, and a
student walks it in headless Chromium with every request not for 127.0.0.1 refused
(`student_walk` of test_site_web). Then, with the `site` extra installed, the same command writes
the English course with JupyterLite, whose lesson 07 runs offline. Slow (a venv, its
dependencies, a JupyterLite build: about a minute with warm download caches in
`~/.cache/fiveup_viz/lite`, pip and the npm registry) and a browser: `-m "slow and browser"`."""

from __future__ import annotations

import os
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page

from fiveup_viz.pages.site import lite
from scripts.website import lite as repo_lite
from tests.conftest import CHROMIUM, ROOT, WHEEL, Venv, _free_port, filling_lite_cache, offline
from tests.test_site_web import student_walk

pytestmark = [pytest.mark.slow, pytest.mark.browser, WHEEL,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]


@pytest.fixture(scope="module")
def written(wheel_venv: Venv, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """DIR written by the installed command for the Italian course (core dependencies only, no
    widget stack), and what the command said."""
    env = wheel_venv.without_widgets()
    folder = tmp_path_factory.mktemp("wheel-site") / "site"
    start = time.monotonic()
    said = env.run(env.bin / "fiveup-viz", "site", folder, "--lang", "it")
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
    other course, and nothing of the repository; without the `site` extra it leaves JupyterLite
    out and says in one line how to add it."""
    folder, said = written
    shipped = wheel_venv.run(wheel_venv.python, "-c",
                             "import fiveup_viz.pages.lessons as l; print(l.shipped())").strip()
    assert Path(shipped).is_relative_to(wheel_venv.root)
    assert {p.name for p in folder.iterdir()} == {"index.html", "site.css", ".nojekyll", "it", "assets",
                                                  "examples"}
    for lang in ("it",):
        lessons = sorted(p.stem for p in (Path(shipped) / lang).glob("*.ipynb"))
        assert len(lessons) == 17
        assert sorted(p.stem for p in (folder / lang).glob("[0-9]*.html")) == lessons
        assert {p.name for p in (folder / "assets" / lang).iterdir()} == {"rulebook.html", "cheat-sheet.html"}
        examples = wheel_venv.run(wheel_venv.python, "-c",
                                  "from fiveup_viz.rules import examples; print(*examples.names())")
        assert sorted(p.stem for p in (folder / "examples" / lang).glob("*.html")) == sorted(examples.split())
    assert (folder / "index.html").is_file() and (folder / "site.css").is_file()
    assert "index.html" in said
    (hint,) = [line for line in said.splitlines() if "JupyterLite" in line]
    assert "pip install 'fiveup_viz[site]'" in hint


def test_a_student_walks_the_site_from_the_wheel(served: str, page: Page) -> None:
    """Issue 31 point 1: the walk of `student_walk` (home, course, lesson 07 with no Python
    shown until asked, its exercise, the rule book, an example game) in Italian on the site
    the wheel wrote, served by a plain static server, nothing fetched elsewhere."""
    refused = offline(page, (served, "data:", "blob:"))
    student_walk(page, f"{served}/index.html", "it")
    assert refused == []


# ---- With the site extra: JupyterLite from the installed package --------------------------------
@pytest.fixture(scope="module")
def with_lite(wheel_venv: Venv, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """DIR written by the installed command with the `site` extra, for the English course."""
    env = wheel_venv.with_site()
    folder = tmp_path_factory.mktemp("wheel-lite") / "site"
    start = time.monotonic()
    # the downloads (Pyodide, the kernel's wheels) cached where `make site` keeps them, so a run
    # fetches them once; what is built from them is the installed package's own
    cache = os.environ.get("FIVEUP_VIZ_CACHE")
    os.environ["FIVEUP_VIZ_CACHE"] = cache or str(ROOT / "build" / "cache")
    try:
        with filling_lite_cache():
            said = env.run(env.bin / "fiveup-viz", "site", folder, "--lang", "en", timeout=1800)
    finally:
        if cache is None:
            del os.environ["FIVEUP_VIZ_CACHE"]
    print(f"fiveup-viz site with JupyterLite from the wheel: {time.monotonic() - start:.1f} s")
    return folder, said


def test_the_site_extra_adds_jupyterlite_from_the_installed_package(with_lite: tuple[Path, str]) -> None:
    """Issue 31 point 1: with the extra, DIR/lite/ is JupyterLite holding the shipped English
    lessons only, its kernel loading Pyodide and the course from DIR itself (the fiveup_viz wheel
    made from the installed package), every lesson page linking into it; the command says where."""
    folder, said = with_lite
    site = folder / "lite"
    assert sorted(p.name for p in (site / "files").iterdir()) == ["en"]
    shipped = sorted(p.name for p in (ROOT / "tutorials" / "en").glob("*.ipynb"))
    assert sorted(p.name for p in (site / "files" / "en").glob("*.ipynb")) == shipped
    assert lite.kernel_settings(site)["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert list((site / "static/pyodide").glob("fiveup_viz-*-py3-none-any.whl"))
    lesson = (folder / "en" / shipped[7].replace(".ipynb", ".html")).read_text(encoding="utf-8")
    assert f"../lite/{lite.app_page('en')}?path=en/{shipped[7]}" in lesson
    assert f"{site.as_posix()}: " in said and "pip install" not in said


def test_jupyterlite_from_the_wheel_runs_a_lesson_offline(with_lite: tuple[Path, str], browser: Any) -> None:
    """Issue 31 point 1: the site the wheel wrote, served on 127.0.0.1 from a cold profile with
    every other host refused: lesson 07 (going out, R20-R22) runs all its cells in JupyterLite,
    draws, and nothing leaves the machine."""
    context = browser.new_context(viewport={"width": 1400, "height": 1100})
    refused = repo_lite.refuse_outside(context)
    page = context.new_page()
    lesson = next((with_lite[0] / "lite/files/en").glob("07-*.ipynb")).name
    with repo_lite.serving(with_lite[0], expose_app=True) as base:
        repo_lite.run_lesson(page, base, f"en/{lesson}")
        errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
        assert errors.count() == 0
        assert page.locator(".jp-OutputArea-output svg").count() > 0
    context.close()
    assert refused == []
