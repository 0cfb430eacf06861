"""Viewer outputs with Python gone, in headless Chromium: a saved notebook reopened in
JupyterLab with no kernel, and plain `jupyter nbconvert --to html` opened offline."""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
import tempfile
import zlib
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("playwright")
import nbformat
from playwright.sync_api import Page, expect

from tests.conftest import CHROMIUM, execute_notebook, lab_server, offline

#: Screenshots and figures: outside the working tree, or in $FIVEUP_TEST_OUTPUT.
OUTPUT = Path(os.environ.get("FIVEUP_TEST_OUTPUT") or tempfile.gettempdir()) / "fiveup-test-output"
pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]

CELLS = [
    "from fiveup_viz import simulate\n"
    "from fiveup_viz.widgets import GameViewer, HandEndViewer\n"
    "game = simulate(['Ada', 'Bea <b>', 'Cai', 'Dan'], seed=5)\n"
    "viewer = GameViewer(game, lang='fi')\n"
    "viewer",
    "HandEndViewer(game, 0)",
    "print('SAVED' + '-READY')",
]


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The notebook saved with its widget state (as JupyterLab's "save widget state" and
    nbconvert --execute do) and without it (JupyterLab's default)."""
    folder = tmp_path_factory.mktemp("saved")
    return (execute_notebook(CELLS, folder / "with-state.ipynb", widget_state=True),
            execute_notebook(CELLS, folder / "no-state.ipynb", widget_state=False))


@pytest.fixture(scope="module")
def lab_without_kernels(tmp_path_factory: pytest.TempPathFactory,
                        saved: tuple[Path, Path]) -> Iterator[tuple[str, Path]]:
    """JupyterLab that can start no kernel at all, serving the saved notebook, trusted."""
    root = tmp_path_factory.mktemp("lab-root")
    home = tmp_path_factory.mktemp("lab-home2")
    book = nbformat.read(saved[0], as_version=4)
    from nbformat.sign import NotebookNotary

    (home / "data").mkdir()
    NotebookNotary(data_dir=str(home / "data")).sign(book)
    nbformat.write(book, root / "saved.ipynb")
    with lab_server(root, home, "--KernelSpecManager.allowed_kernelspecs=no-such-kernel") as base:
        yield base, root


def _step_through(page: Page, root: str, nxt: str, back: str) -> None:
    """Next, Back, → ← End Home on the first viewer: the layout and the position follow."""
    stepper = page.locator(root).first
    layout = stepper.locator(".fiveup-layout svg.fiveup-layout")
    expect(stepper).to_have_attribute("data-index", "0", timeout=30_000)
    expect(layout.locator("g.tile")).to_have_count(0)
    stepper.get_by_role("button", name=nxt, exact=True).click()
    expect(layout.locator("g.tile")).to_have_count(1)
    stepper.get_by_role("button", name=nxt, exact=True).click()
    expect(stepper).to_have_attribute("data-step", "2")
    stepper.get_by_role("button", name=back, exact=True).click()
    expect(stepper).to_have_attribute("data-step", "1")
    stepper.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(stepper).to_have_attribute("data-step", "3")
    page.keyboard.press("ArrowLeft")
    expect(stepper).to_have_attribute("data-step", "2")
    page.keyboard.press("End")
    expect(stepper.locator(".fiveup-end .hand-end")).to_be_visible()
    page.keyboard.press("ArrowRight")
    expect(stepper).to_have_attribute("data-hand", "2")
    page.keyboard.press("End")
    page.keyboard.press("End")
    expect(stepper.get_by_role("button", name=nxt, exact=True)).to_be_disabled()
    page.keyboard.press("Home")
    page.keyboard.press("Home")
    expect(stepper).to_have_attribute("data-index", "0")
    stepper.get_by_label("Kädet kuvapuoli ylöspäin").uncheck()
    expect(stepper.locator(".fiveup-hands g.tile[data-tile]:not([data-tile=hidden])")).to_have_count(0)
    stepper.get_by_label("Kädet kuvapuoli ylöspäin").check()
    expect(stepper.locator(".fiveup-hands g.tile[data-tile]:not([data-tile=hidden])").first
           ).to_be_visible()


def test_saved_notebook_steps_in_jupyterlab_without_a_kernel(
        lab_without_kernels: tuple[str, Path], page: Page) -> None:
    """Trusted, no kernel running or startable: the saved viewer steps from its widget state."""
    base, _ = lab_without_kernels
    refused = offline(page, (base, "data:", "blob:"))
    page.set_viewport_size({"width": 1400, "height": 1100})
    page.goto(f"{base}/lab/tree/saved.ipynb")
    expect(page.locator(".jp-Notebook")).to_be_visible(timeout=60_000)
    # JupyterLab asks for a kernel: there is none to choose
    page.locator(".jp-Dialog").get_by_role("button", name="No Kernel", exact=True).click(
        timeout=60_000)
    _step_through(page, ".fiveup-viewer-page .fiveup-stepper", "Seuraava", "Edellinen")
    expect(page.get_by_text("Loading widget...").filter(visible=True)).to_have_count(0)  # hidden
    count = page.locator(".fiveup-viewer-page .fiveup-stepper").nth(1)
    expect(count.locator(".hand-end .current")).to_have_count(1)
    count.get_by_role("button", name="Next", exact=True).click()
    expect(count.locator(".hand-end .end-step")).to_have_count(2)
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(OUTPUT / "saved-notebook-no-kernel.png"), full_page=True)
    assert refused == []


def test_nbconvert_html_steps_offline(saved: tuple[Path, Path], page: Page,
                                      tmp_path: Path) -> None:
    """Plain `jupyter nbconvert --to html` of the notebook as JupyterLab saves it, offline:
    the viewer's own fallback steps; the template's failing CDN requests break nothing."""
    subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", str(saved[1]),
                    "--output-dir", str(tmp_path)], check=True, capture_output=True)
    html = tmp_path / "no-state.html"
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    offline(page, ("file:", "data:", "blob:"))
    page.set_viewport_size({"width": 1400, "height": 1100})
    page.goto(html.as_uri())
    _step_through(page, ".fiveup-viewer-page .fiveup-stepper", "Seuraava", "Edellinen")
    count = page.locator(".fiveup-viewer-page .fiveup-stepper").nth(1)
    count.get_by_role("button", name="Next", exact=True).click()
    expect(count.locator(".hand-end .end-step")).to_have_count(2)
    assert not [e for e in errors if "fiveup" in e.lower()]
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(OUTPUT / "nbconvert-offline.png"), full_page=True)


def test_saved_notebook_size_budget(saved: tuple[Path, Path]) -> None:
    """A saved 7-hand game viewer (and a count viewer) adds at most 3 MB to a notebook, widget
    state included, and holds every position of the game (the size is not bought by dropping
    frames)."""
    with_state, no_state = saved
    assert with_state.stat().st_size < 3_000_000
    assert no_state.stat().st_size < 1_500_000
    book = nbformat.read(no_state, as_version=4)
    copy = "".join(o["data"]["text/html"] for o in book.cells[0].outputs if "text/html" in o.get("data", {}))
    config = json.loads(copy.split('class="fiveup-frames">', 1)[1].split("</script>", 1)[0])
    frames = json.loads(zlib.decompress(base64.b64decode(config["packed"])))
    assert frames["hands"] == frames["totalHands"] == 7
