"""The course in JupyterLite (build/site/lite/, scripts/website/lite.py): first drawing, size, build.

Targets: a lesson's first drawing at most 20 s after navigation from a cold browser profile on a
local server; the site at most 60 MB; the build at most 5 min with warm download caches.
Baseline, measured in the same run: bare Pyodide on a plain page (no JupyterLab) loading the same
lock and drawing the same thing (lesson 01's first drawing); ratio is JupyterLite's time over it.
The JupyterLite time is also split at the moments the page reached (app, Pyodide asked for,
wheels asked for, kernel idle), to show where it goes.
Run: .venv/bin/python benchmarks/bench_site.py [--no-build]
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fiveup_viz.site import lite  # noqa: E402
from scripts.website import lite as repo_lite  # noqa: E402

TARGET_S, TARGET_MB, TARGET_BUILD_S = 20.0, 60.0, 300.0
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
LESSON = "en/01-setup-and-the-deal.ipynb"


def first_cells(lesson: Path) -> str:
    """The lesson's code up to its first cell that draws (its stored output has an SVG)."""
    code = []
    for cell in json.loads(lesson.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "code":
            code.append("".join(cell["source"]))
            if any("image/svg+xml" in out.get("data", {}) for out in cell["outputs"]):
                break
    return "\n".join(code)


def cold_page(browser: Any, base: str) -> tuple[Any, Any, dict[str, float], list[str]]:
    """A fresh context refusing every host but 127.0.0.1: (context, page, marks, refused)."""
    context = browser.new_context(viewport={"width": 1400, "height": 1100})
    refused: list[str] = []
    marks: dict[str, float] = {}
    start = time.perf_counter()

    def handle(route: Any) -> None:
        url = route.request.url
        if urlparse(url).hostname != "127.0.0.1":
            refused.append(url)
            route.abort()
            return
        name = url.rsplit("/", 1)[-1]
        if name == "pyodide.mjs":
            marks.setdefault("Pyodide asked for", time.perf_counter() - start)
        elif name.endswith(".whl"):
            marks.setdefault("first wheel asked for", time.perf_counter() - start)
            marks["last wheel asked for"] = time.perf_counter() - start
        route.continue_()

    context.route("**/*", handle)
    marks["start"] = start
    return context, context.new_page(), marks, refused


def bare_seconds(browser: Any, base: str, code: str, preload: list[str]) -> float:
    """Bare Pyodide on a plain page: load, the lock's packages, the lesson's code to its drawing."""
    context, page, marks, refused = cold_page(browser, base)
    page.goto(f"{base}/lite/static/pyodide/")
    script = """async ([code, preload]) => {
      const {loadPyodide} = await import('./pyodide.mjs');
      const py = await loadPyodide({indexURL: location.href, packages: preload});
      py.globals.set('CODE', code);
      return await py.runPythonAsync(`
shown = []
ns = {"display": lambda x: shown.append(x._repr_svg_())}
exec(CODE, ns)
len(shown[0])`);
    }"""
    assert page.evaluate(script, [code, preload]) > 0
    seconds = time.perf_counter() - marks["start"]
    context.close()
    assert not refused, refused
    return seconds


def lite_seconds(browser: Any, base: str) -> tuple[float, dict[str, float]]:
    """JupyterLite: navigation to the first drawing the kernel makes in lesson 01 (run all)."""
    context, page, marks, refused = cold_page(browser, base)
    start = marks.pop("start")
    page.goto(f"{base}/lite/lab/index.html?path={LESSON}")
    page.wait_for_function("window.jupyterapp?.shell.currentWidget?.sessionContext", timeout=600_000)
    marks["app ready"] = time.perf_counter() - start
    page.wait_for_function("window.jupyterapp.shell.currentWidget.sessionContext.session?.kernel?.status"
                           " === 'idle'", timeout=600_000, polling=100)
    marks["kernel idle"] = time.perf_counter() - start
    page.evaluate("window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_selector(".jp-OutputArea-output svg", timeout=600_000)
    seconds = time.perf_counter() - start
    context.close()
    assert not refused, refused
    return seconds, marks


def folder_mb(folder: Path) -> tuple[float, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files) / 1e6, len(files)


def main(argv: list[str]) -> None:
    from playwright.sync_api import sync_playwright

    if "--no-build" not in argv:
        warm = (repo_lite.DEFAULT_CACHE / "wheels").is_dir()
        start = time.perf_counter()
        repo_lite.build()
        built = time.perf_counter() - start
        verdict = "ok" if built <= TARGET_BUILD_S or not warm else "SLOWER THAN TARGET"
        print(f"build: {built:.0f} s ({'warm' if warm else 'cold'} caches; target <= "
              f"{TARGET_BUILD_S:.0f} s warm): {verdict}")
    mb, count = folder_mb(repo_lite.DEFAULT_OUT)
    parts = {name: folder_mb(repo_lite.DEFAULT_OUT / name)[0] for name in ("build", "static", "files")}
    print(f"site: {mb:.1f} MB in {count} files (front end {parts['build']:.1f}, Pyodide and wheels "
          f"{parts['static']:.1f}, notebooks {parts['files']:.1f}; target <= {TARGET_MB:.0f} MB): "
          f"{'ok' if mb <= TARGET_MB else 'LARGER THAN TARGET'}")
    code = first_cells(ROOT / "tutorials" / LESSON)
    with repo_lite.serving(repo_lite.DEFAULT_OUT.parent, expose_app=True) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        bare = bare_seconds(browser, base, code, list(lite.PRELOAD))
        seconds, marks = lite_seconds(browser, base)
        browser.close()
    print(f"bare Pyodide, same lock, lesson 01's first drawing: {bare:.1f} s (baseline)")
    print("JupyterLite, cold profile: " + ", ".join(f"{k} {v:.1f} s" for k, v in marks.items()))
    verdict = "ok" if seconds <= TARGET_S else "SLOWER THAN TARGET"
    print(f"JupyterLite first drawing: {seconds:.1f} s, ratio {seconds / bare:.2f} "
          f"(target <= {TARGET_S:.0f} s): {verdict}")


if __name__ == "__main__":
    main(sys.argv[1:])
