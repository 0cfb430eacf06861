"""The course in JupyterLite (build/site/lite/, `make site`): first drawing, size, build.

Target (issue 31 point 8): lesson 07's first drawing in JupyterLite at most 1.3x the named
baseline, measured side by side in the same run, each from a cold browser profile on a local
server with every other host refused. Also: the site at most 60 MB, the build at most 5 min with
warm download caches.
Baseline: bare Pyodide on a plain page of the same site (no JupyterLab, no kernel), loading the
same lock's packages and running lesson 07's cells up to its first drawing. A second bare run
first imports what the kernel imports before any cell (micropip, piplite, IPython with jedi and
prompt_toolkit, pyodide_kernel): the difference is the kernel's Python, and JupyterLite's time
beyond that run is the front end and the kernel's messages. The JupyterLite time is split at the
moments the page reached (app, Pyodide asked for, wheels asked for, kernel idle, run all).
Run: .venv/bin/python benchmarks/bench_site.py [--no-build] [--runs N]
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fiveup_viz.pages.site import lite  # noqa: E402
from scripts.website import lite as repo_lite  # noqa: E402

TARGET_RATIO, TARGET_MB, TARGET_BUILD_S = 1.3, 60.0, 300.0
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
LESSON_NUMBER = "07"
#: What the kernel imports before it runs a cell (pyodide-kernel's worker: initPackageManager,
#: initKernel), for the second bare run.
#: (pyodide_kernel makes sys.stdout its stream to the front end: the page's are put back, and
#: its widgets' messages, which the worker would send, go nowhere.)
KERNEL_IMPORTS = ("import sys\nstreams = sys.stdout, sys.stderr\n"
                  "import micropip, piplite.piplite, IPython, pyodide_kernel\n"
                  "sys.stdout, sys.stderr = streams\n"
                  "IPython.get_ipython().send_comm = lambda *args, **kwargs: None")
DRAWING = ".jp-OutputArea-output[data-mime-type='image/svg+xml']"


def first_cells(lesson: Path) -> list[str]:
    """The lesson's code cells up to its first that draws (its stored output is an SVG)."""
    code = []
    for cell in json.loads(lesson.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "code":
            code.append("".join(cell["source"]))
            if any("image/svg+xml" in out.get("data", {}) for out in cell["outputs"]):
                break
    return code


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


#: Runs CELLS as a notebook would (each cell's last expression is its value): the length of the
#: last cell's SVG, the drawing.
RUN_CELLS = """
import ast
ns = {"__name__": "__main__"}
value = None
for source in CELLS:
    tree = ast.parse(source)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, "<cell>", "exec"), ns)
    value = None if last is None else eval(compile(ast.Expression(last.value), "<cell>", "eval"), ns)
len(value._repr_svg_())
"""


def bare_seconds(browser: Any, base: str, cells: list[str], preload: list[str],
                 kernel_imports: str = "") -> dict[str, float]:
    """Bare Pyodide on a plain page: load with the lock's packages, optionally the kernel's
    imports, then the lesson's cells to its drawing: the moments reached, from navigation."""
    context, page, marks, refused = cold_page(browser, base)
    start = marks.pop("start")
    page.goto(f"{base}/lite/static/pyodide/")
    script = """async ([cells, preload, imports, run]) => { try {
      const t0 = performance.now(), marks = {};
      const {loadPyodide} = await import('./pyodide.mjs');
      const py = await loadPyodide({indexURL: location.href, packages: preload});
      marks["Pyodide and packages loaded"] = performance.now() - t0;
      if (imports) {
        await py.runPythonAsync(imports);
        marks["the kernel's imports"] = performance.now() - t0;
      }
      py.globals.set('CELLS', py.toPy(cells));
      if (!(await py.runPythonAsync(run) > 0)) throw new Error("no drawing");
      marks["first drawing"] = performance.now() - t0;
      return marks;
    } catch (error) { return {error: `${error.type}: ${error.message}`}; } }"""
    loaded = time.perf_counter() - start
    inside = page.evaluate(script, [cells, preload, kernel_imports, RUN_CELLS])
    if "error" in inside:
        raise RuntimeError(inside["error"])
    marks.update({name: loaded + ms / 1000 for name, ms in inside.items()})
    context.close()
    assert not refused, refused
    return marks


def lite_seconds(browser: Any, base: str, path: str) -> dict[str, float]:
    """JupyterLite: navigation to the first drawing the kernel makes in the lesson (run all), as
    the website's link opens it."""
    context, page, marks, refused = cold_page(browser, base)
    start = marks.pop("start")
    page.goto(f"{base}/lite/{lite.app_page('en')}?path={path}")
    page.wait_for_function("window.jupyterapp?.shell.currentWidget?.sessionContext", timeout=600_000)
    marks["app ready"] = time.perf_counter() - start
    page.wait_for_function("window.jupyterapp.shell.currentWidget.sessionContext.session?.kernel?.status"
                           " === 'idle'", timeout=600_000, polling=100)
    marks["kernel idle"] = time.perf_counter() - start
    page.evaluate("window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
    page.evaluate("void window.jupyterapp.commands.execute('notebook:run-all-cells')")  # not awaited
    marks["run all asked"] = time.perf_counter() - start
    page.wait_for_selector(DRAWING, timeout=600_000)
    marks["first drawing"] = time.perf_counter() - start
    context.close()
    assert not refused, refused
    return marks


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
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 1
    lesson = next((ROOT / "tutorials" / "en").glob(f"{LESSON_NUMBER}-*.ipynb"))
    cells = first_cells(lesson)
    preload = list(lite.PRELOAD)
    kinds = {"JupyterLite": lambda browser, base: lite_seconds(browser, base, f"en/{lesson.name}"),
             "bare Pyodide (baseline)": lambda browser, base: bare_seconds(browser, base, cells, preload),
             "bare Pyodide + the kernel's imports":
                 lambda browser, base: bare_seconds(browser, base, cells, preload, KERNEL_IMPORTS)}
    measured: dict[str, list[dict[str, float]]] = {name: [] for name in kinds}
    with repo_lite.serving(repo_lite.DEFAULT_OUT.parent, expose_app=True) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        for _ in range(runs):  # interleaved, so that a busy moment of the machine hits all three
            for name, measure in kinds.items():
                measured[name].append(measure(browser, base))
        browser.close()
    runs_said = f" (medians of {runs} runs)" if runs > 1 else ""
    print(f"lesson {LESSON_NUMBER}, cold profile, seconds from navigation{runs_said}:")
    medians = {name: {mark: statistics.median(m[mark] for m in all_marks) for mark in all_marks[0]}
            for name, all_marks in measured.items()}
    for name, marks in medians.items():
        print(f"{name}: " + ", ".join(f"{k} {v:.1f} s" for k, v in marks.items()))
    seconds = medians["JupyterLite"]["first drawing"]
    bare = medians["bare Pyodide (baseline)"]["first drawing"]
    kernel = medians["bare Pyodide + the kernel's imports"]["first drawing"]
    print(f"lesson {LESSON_NUMBER}'s first drawing: JupyterLite {seconds:.1f} s, bare Pyodide {bare:.1f} s "
          f"(baseline), ratio {seconds / bare:.2f} (target <= {TARGET_RATIO}): "
          f"{'ok' if seconds / bare <= TARGET_RATIO else 'SLOWER THAN TARGET'}")
    if runs > 1:
        each = [lite_run["first drawing"] / bare_run["first drawing"]
                for lite_run, bare_run in zip(measured["JupyterLite"], measured["bare Pyodide (baseline)"],
                                              strict=True)]
        print("ratio of each run: " + ", ".join(f"{ratio:.2f}" for ratio in each))
    print(f"where the {seconds - bare:.1f} s go: the kernel's Python imports {kernel - bare:.1f} s, "
          f"the front end and the kernel's messages {seconds - kernel:.1f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
