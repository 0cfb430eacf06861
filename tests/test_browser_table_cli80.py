"""`fiveup-viz table --projector` started for real, as a teacher starts it, in a JupyterLab with
no settings of its own (a fresh computer): teach35 friction 2, no "official Jupyter news"
pop-up over the class's table at its first opening."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from tests.conftest import CHROMIUM, _free_port, stop_server

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]

ROOT = Path(__file__).resolve().parents[1]
NEWS = "official Jupyter news"


def fresh_app_dir(folder: Path) -> Path:
    """A JupyterLab application folder of the test's own (`JUPYTERLAB_DIR`): the environment's
    built pages, and no settings, so the settings `table` writes land here, not in the venv."""
    shared = Path(sys.prefix) / "share" / "jupyter" / "lab"
    folder.mkdir()
    for part in shared.iterdir():
        if part.name != "settings":
            (folder / part.name).symlink_to(part)
    return folder


@pytest.fixture(scope="module")
def table_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """`fiveup-viz table class-table --projector --lang fi` in a fresh Jupyter home: the
    address it prints."""
    home = tmp_path_factory.mktemp("table-cli80")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "JUPYTERLAB_DIR": str(fresh_app_dir(home / "app")),
           "JUPYTER_CONFIG_DIR": str(home / "config"), "JUPYTER_DATA_DIR": str(home / "data"),
           "JUPYTER_RUNTIME_DIR": str(home / "runtime"), "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
           "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"), "LANG": "C.UTF-8"}
    port = _free_port()
    cmd = [sys.executable, "-m", "fiveup_viz", "table", str(home / "class-table"), "--projector",
           "--lang", "fi", "--port", str(port), "--no-browser"]
    log = (home / "table.log").open("wb")
    proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        yield wait_ready(home / "table.log", proc)
    finally:
        stop_server(proc, log)


def wait_ready(log: Path, proc: subprocess.Popen[bytes], timeout: float = 90) -> str:
    """The address `table` printed, once JupyterLab answers it (200, with its token)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"fiveup-viz table exited with status {proc.returncode}")
        found = re.findall(r"http://\S+?token=[0-9a-f]+", log.read_text("utf-8"))
        try:
            if found:
                with urllib.request.urlopen(found[0], timeout=2) as answer:
                    if answer.status == 200:
                        return found[0]
        except OSError:
            pass
        time.sleep(0.3)
    raise RuntimeError("JupyterLab did not answer the table's address in time")


def open_table(page: Page, url: str) -> None:
    """The table's notebook at 1024x768, opened from the address `table` printed, and settled."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(url)
    expect(page.locator(".jp-Notebook:visible .jp-Cell").first).to_be_visible(timeout=60_000)
    expect(page.locator("#jp-main-statusbar")).to_contain_text("Idle", timeout=60_000)
    page.wait_for_timeout(3000)  # the news question comes once the lab is restored


def test_teach35_2_the_table_opens_with_no_news_pop_up(table_url: str, page: Page) -> None:
    """teach35 friction 2: on a fresh computer JupyterLab asked "Would you like to get notified
    about official Jupyter news?" over the class's table; `table` now starts it with the news
    off, and no notification shows at the first opening."""
    open_table(page, table_url)
    assert page.get_by_text(NEWS).count() == 0
    assert page.locator(".jp-toast-message, .Toastify__toast").count() == 0



def test_teach36_8_the_first_line_is_clear_of_the_cell_toolbar(table_url: str, page: Page) -> None:
    """teach36 friction 8: at 1024x768 with --projector, the cell toolbar (top right of the
    selected cell) covered the end of the Finnish first line; shown by force (JupyterLab hides it
    only when it notices the overlap), the toolbar meets no line of the instructions' text."""
    open_table(page, table_url)
    page.add_style_tag(content=".jp-cell-toolbar { display: flex !important; }")
    cell = page.locator(".jp-Notebook:visible .jp-MarkdownCell").first
    cell.click()
    cell.hover()
    toolbar = cell.locator(".jp-cell-toolbar").bounding_box()
    assert toolbar and toolbar["width"] > 100
    lines = page.evaluate("""() => {
        const body = document.querySelector('.jp-MarkdownCell .jp-RenderedMarkdown');
        const walk = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
        const found = [];
        for (let node = walk.nextNode(); node; node = walk.nextNode()) {
            if (!node.textContent.trim()) continue;  // a blank line (&nbsp; is trimmed) shows nothing
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of range.getClientRects())
                found.push({x: r.x, y: r.y, width: r.width, height: r.height});
        }
        return found;
    }""")
    assert lines and "Run All Cells" in cell.inner_text()
    for line in lines:
        apart = (line["y"] >= toolbar["y"] + toolbar["height"] or line["y"] + line["height"] <= toolbar["y"]
                 or line["x"] + line["width"] <= toolbar["x"])
        assert apart, (line, toolbar)
