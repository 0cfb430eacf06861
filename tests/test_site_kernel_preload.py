"""The kernel's worker started with the page (`fiveup_viz.pages.site.kernel_preload`, issue 31
point 8): lesson 07's first drawing in JupyterLite at most 1.3x bare Pyodide needs Pyodide's
download, compile and packages to begin when the page loads, not when the app has loaded and
starts the kernel (3.5 s later). The edits fit the pinned kernel's files exactly, refuse others
without writing anything, and in the browser the kernel runs on the worker the page started."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from fiveup_viz.pages.site import kernel_preload, lite, run_all
from fiveup_viz.pages.site.kernel_start import EditError
from scripts.website import lite as repo_lite
from tests.conftest import CHROMIUM, ROOT
from tests.test_site_run_all import installed_bundle

pytest.importorskip("jupyterlite_pyodide_kernel", reason="needs the site extra (pip install -e '.[site]')")

PAGE = """<html>
<head>
    <script id="jupyter-config-data" type="application/json" data-jupyter-lite-root="..">{}</script>
  </head>
  <body></body></html>
"""


def _fake_site(folder: Path) -> Path:
    """A built site's files the edits touch: the installed kernel extension's static files and
    one app page."""
    static = folder / kernel_preload.EXTENSION
    static.mkdir(parents=True)
    installed = lite.kernel_wheels().parent
    for name in (kernel_preload.WORKER, kernel_preload.KERNEL_CHUNK):
        shutil.copy2(installed / name, static / name)
    for app in lite.LESSON_APPS:
        (folder / app).mkdir()
        (folder / app / "index.html").write_text(PAGE, encoding="utf-8")
    kernel = {"pyodideUrl": "./static/pyodide/pyodide.mjs",
              "loadPyodideOptions": {"packages": list(lite.PRELOAD)}}
    lite.write_json(folder / "jupyter-lite.json", {"jupyter-config-data": {
        "litePluginSettings": {lite.KERNEL_PLUGIN: kernel}}})
    return folder


def test_the_edits_fit_the_installed_kernel_and_are_valid_javascript(tmp_path: Path) -> None:
    """Issue 31 point 8: the pinned kernel's worker and chunk (their hashed names) are there, each
    edit's text is found exactly once, and the edited worker and the page's script still parse
    (node --check). Fails when the kernel's version changes: update the edits with it."""
    site = _fake_site(tmp_path)
    kernel_preload.preload(site, ["notebooks/index.html"], "static/pyodide/pyodide.mjs", lite.PRELOAD)
    assert kernel_preload.preloads(site, "notebooks/index.html")
    worker = (site / kernel_preload.EXTENSION / kernel_preload.WORKER).read_text(encoding="utf-8")
    assert worker.startswith("self.fiveupPreloaded = ")
    if shutil.which("node") is None:
        pytest.skip("needs node")
    page = (site / "notebooks/index.html").read_text(encoding="utf-8")
    script = page.split(f'<script id="{kernel_preload.SCRIPT_ID}">')[1].split("</script>")[0]
    for name, code in (("worker.mjs", worker), ("page.js", script)):
        (tmp_path / name).write_text(code, encoding="utf-8")
        checked = subprocess.run(["node", "--check", str(tmp_path / name)], capture_output=True,
                                 text=True, check=False)
        assert checked.returncode == 0, checked.stderr


def test_a_kernel_the_edits_do_not_fit_is_refused_and_nothing_is_written(tmp_path: Path) -> None:
    """Another kernel version (its chunk's text changed) is refused by name, and the worker,
    whose edit did fit, is left as it was: no half-edited kernel is shipped. A page already
    edited is refused too."""
    site = _fake_site(tmp_path)
    static = site / kernel_preload.EXTENSION
    chunk = static / kernel_preload.KERNEL_CHUNK
    changed = chunk.read_text(encoding="utf-8").replace("new Worker(", "new  Worker(")
    chunk.write_text(changed, encoding="utf-8")
    worker = (static / kernel_preload.WORKER).read_bytes()
    with pytest.raises(EditError, match=r"393\.d0cf8b3e64df6b99\.js: 'let t=e=>new Worker.*' found 0 times"):
        kernel_preload.preload(site, ["notebooks/index.html"], "static/pyodide/pyodide.mjs", lite.PRELOAD)
    assert (static / kernel_preload.WORKER).read_bytes() == worker
    assert kernel_preload.SCRIPT_ID not in (site / "notebooks/index.html").read_text(encoding="utf-8")
    site = _fake_site(tmp_path / "again")
    kernel_preload.preload(site, ["notebooks/index.html"], "static/pyodide/pyodide.mjs", lite.PRELOAD)
    with pytest.raises(EditError, match="already edited to start the kernel's worker"):
        kernel_preload.preload(site, ["notebooks/index.html"], "static/pyodide/pyodide.mjs", lite.PRELOAD)


def test_a_built_site_without_the_early_worker_is_refused(tmp_path: Path) -> None:
    """`check_site` names a lesson app's page that does not start the kernel's worker, and
    passes that check once `preload` has edited the site."""
    site = _fake_site(tmp_path)
    with pytest.raises(lite.LiteBuildError, match=r"notebooks/index\.html does not start"):
        lite.check_site(site, ())
    kernel_preload.preload(site, [f"{app}/index.html" for app in lite.LESSON_APPS],
                           "static/pyodide/pyodide.mjs", lite.PRELOAD)
    installed_bundle(site)
    run_all.keep_place(site)  # check_site asks for it too (test_site_run_all)
    lite.check_site(site, ())


# ---- In the browser -------------------------------------------------------------------------
@pytest.fixture(scope="session")
def served(site: Path) -> Iterator[str]:
    if not CHROMIUM.exists():
        pytest.skip("needs /usr/bin/chromium")
    with repo_lite.serving(site, expose_app=True) as base:
        yield base


#: Runs code in the open notebook's kernel: its stream output (and any error's name and value).
EXECUTE = """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const said = [], future = kernel.requestExecute({code});
  future.onIOPub = m => {
    said.push(m.content.text || (m.content.ename ? m.content.ename + m.content.evalue : '')); };
  await future.done;
  return said.join(''); }"""


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.any_worker
def test_the_lesson_kernel_runs_on_the_worker_the_page_started(site: Path, served: str, browser: Any) -> None:
    """Issue 31 point 8: opening lesson 07 from the site's link, Pyodide is asked for before the
    app is ready (not when the kernel starts) and not again: the kernel took the page's worker
    and its Pyodide (the page has none left to give). The kernel works in the lesson's folder
    (the drive: it lists the lessons and writes a file) and the lesson runs to its drawings. A
    restarted kernel makes its own worker and runs the lesson again."""
    context = browser.new_context(viewport={"width": 1400, "height": 1100})
    refused = repo_lite.refuse_outside(context)
    asked: list[str] = []
    context.on("request", lambda request: asked.append(request.url.rsplit("/", 1)[-1]))
    page = context.new_page()
    lesson = next((ROOT / "tutorials" / "en").glob("07-*.ipynb")).name
    page.goto(f"{served}/lite/{lite.app_page('en')}?path=en/{lesson}")
    page.wait_for_function(repo_lite.APP, timeout=300_000)
    before_app = len(asked)
    assert "pyodide.asm.wasm" in asked
    page.wait_for_function(repo_lite.IDLE, timeout=300_000)
    assert "pyodide.asm.wasm" not in asked[before_app:]
    worker = f"{served}/lite/{kernel_preload.EXTENSION}/{kernel_preload.WORKER}"
    assert page.evaluate(f"String(self.fiveupKernelWorker({worker!r}))") == "null"
    said = page.evaluate(EXECUTE, "import os\nopen('made.txt', 'w').write('made')\n"
                                  f"print(os.getcwd(), {lesson!r} in os.listdir(), open('made.txt').read())")
    assert said.strip() == "/drive/en True made"
    page.evaluate("window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(repo_lite.ALL_CELLS_RAN, timeout=300_000, polling=500)
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    assert page.locator(".jp-OutputArea-output svg").count() > 0
    restarted = len(asked)
    page.evaluate("window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.restart()")
    page.wait_for_function(repo_lite.IDLE, timeout=300_000)
    assert "pyodide.asm.wasm" in asked[restarted:]
    page.evaluate("window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(repo_lite.ALL_CELLS_RAN, timeout=300_000, polling=500)
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    assert page.locator(".jp-OutputArea-output svg").count() > 0
    context.close()
    assert refused == []
