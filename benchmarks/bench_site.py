"""The course in JupyterLite (build/site/lite/, `make site`): first drawing, size, build.

Target (issue 31 point 8): lesson 07's first drawing in JupyterLite at most 1.3x the named
baseline, measured side by side in the same run, each from a cold browser profile on a local
server with every other host refused. Also: the site at most 60 MB, the build at most 5 min with
warm download caches.
Baseline: bare Pyodide on a plain page of the same site (no JupyterLab, no kernel), loading the
same lock's packages and running lesson 07's cells up to its first drawing. A second bare run
first imports what the kernel imports before any cell (piplite, pyodide_kernel with IPython; the
site's kernel leaves micropip, jedi and prompt_toolkit to their first use, `kernel_start`): the
difference is the kernel's Python, and JupyterLite's time beyond that run is the front end and
the kernel's messages. The browser's CPU seconds to the first drawing are given too
(`browser_cpu`): on the shared two cores, other jobs stretch wall times by seconds between runs,
CPU far less. The JupyterLite time is split at the moments the page reached (app, Pyodide asked
for, wheels asked for, kernel idle, run all).
Run: .venv/bin/python benchmarks/bench_site.py [--no-build] [--runs N] [--site DIR]
(`--site DIR` measures another built site, e.g. a copy of an older one, and builds nothing).
"""

from __future__ import annotations

import json
import os
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
#: initKernel), for the second bare run; in a site built before `kernel_start`, piplite and
#: IPython also imported micropip, jedi and prompt_toolkit here.
#: (pyodide_kernel makes sys.stdout its stream to the front end: the page's are put back, and
#: its widgets' messages, which the worker would send, go nowhere.)
#: Each step is marked when done.
KERNEL_IMPORTS = (("piplite imported",
                   "import sys\nstreams = sys.stdout, sys.stderr\nimport piplite.piplite"),
                  ("pyodide_kernel imported", "import pyodide_kernel, IPython\n"
                   "sys.stdout, sys.stderr = streams\n"
                   "IPython.get_ipython().send_comm = lambda *args, **kwargs: None"))
#: The mark of the browser's CPU seconds from navigation to the first drawing (`browser_cpu`).
CPU = "CPU to first drawing"
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


def browser_cpu() -> float:
    """CPU seconds used so far by this process's descendants (Chromium's processes, the children
    it reaped, Playwright's driver), from /proc: a measurement's work, which a busy machine
    (other jobs on the shared cores) stretches far less than its wall time."""
    parents: dict[int, int] = {}
    used: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # the process has ended
            continue
        pid = int(stat.parent.name)
        parents[pid] = int(fields[1])
        used[pid] = sum(int(field) for field in fields[11:15])  # utime, stime, cutime, cstime
    mine, found = {os.getpid()}, True
    while found:
        children = {pid for pid, parent in parents.items() if parent in mine} - mine
        found = bool(children)
        mine |= children
    return sum(used[pid] for pid in mine - {os.getpid()}) / os.sysconf("SC_CLK_TCK")


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
    marks["cpu start"] = browser_cpu()
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
                 kernel_imports: tuple[tuple[str, str], ...] = ()) -> dict[str, float]:
    """Bare Pyodide on a plain page: load with the lock's packages, optionally the kernel's
    imports, then the lesson's cells to its drawing: the moments reached, from navigation."""
    context, page, marks, refused = cold_page(browser, base)
    start, cpu = marks.pop("start"), marks.pop("cpu start")
    page.goto(f"{base}/static/pyodide/")
    script = """async ([cells, preload, imports, run]) => { try {
      const t0 = performance.now(), marks = {};
      const {loadPyodide} = await import('./pyodide.mjs');
      const py = await loadPyodide({indexURL: location.href, packages: preload});
      marks["Pyodide and packages loaded"] = performance.now() - t0;
      for (const [name, code] of imports) {
        await py.runPythonAsync(code);
        marks[name] = performance.now() - t0;
      }
      py.globals.set('CELLS', py.toPy(cells));
      if (!(await py.runPythonAsync(run) > 0)) throw new Error("no drawing");
      marks["first drawing"] = performance.now() - t0;
      return marks;
    } catch (error) { return {error: `${error.type}: ${error.message}`}; } }"""
    loaded = time.perf_counter() - start
    inside = page.evaluate(script, [cells, preload, [list(step) for step in kernel_imports], RUN_CELLS])
    if "error" in inside:
        raise RuntimeError(inside["error"])
    marks.update({name: loaded + ms / 1000 for name, ms in inside.items()})
    marks[CPU] = browser_cpu() - cpu
    context.close()
    assert not refused, refused
    return marks


def lite_seconds(browser: Any, base: str, path: str) -> dict[str, float]:
    """JupyterLite: navigation to the first drawing the kernel makes in the lesson (run all), as
    the website's link opens it."""
    context, page, marks, refused = cold_page(browser, base)
    start, cpu = marks.pop("start"), marks.pop("cpu start")
    page.goto(f"{base}/{lite.app_page('en')}?path={path}")
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
    marks[CPU] = browser_cpu() - cpu
    context.close()
    assert not refused, refused
    return marks


#: Run by Node: Pyodide from argv[2] with the kernel's preloaded packages (argv[3], comma
#: separated), then each of the kernel's imports, timed in this process's CPU (node is
#: single-threaded here, so other jobs on the machine stretch its wall time, not its CPU).
NODE_IMPORTS = """
const [core, packages] = process.argv.slice(2);
const { loadPyodide } = await import(`${core}/pyodide.mjs`);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
let before = cpu();
const py = await loadPyodide({ indexURL: `${core}/`, packages: packages.split(",") });
const marks = {"Pyodide and packages loaded": cpu() - before};
for (const [name, code] of JSON.parse(process.env.STEPS)) {
  before = cpu();
  await py.runPythonAsync(code);
  marks[name] = cpu() - before;
}
marks.imported = py.runPython(
  "import sys; ','.join(m for m in ('micropip', 'jedi', 'prompt_toolkit') if m in sys.modules)");
console.log(JSON.stringify(marks));
"""


def node_import_cpu(site: Path) -> dict[str, Any]:
    """The kernel's imports before the first cell, run by Node from the site's Pyodide: CPU
    seconds of each step, and which of micropip, jedi and prompt_toolkit they imported."""
    import subprocess
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "imports.mjs"
        script.write_text(NODE_IMPORTS, encoding="utf-8")
        ran = subprocess.run(["node", str(script), str((site / "static/pyodide").resolve()),
                              ",".join(lite.PRELOAD)], capture_output=True, text=True, check=True,
                             env={**os.environ, "STEPS": json.dumps(KERNEL_IMPORTS)})
    return dict(json.loads(ran.stdout.strip().splitlines()[-1]))


def folder_mb(folder: Path) -> tuple[float, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files) / 1e6, len(files)


def main(argv: list[str]) -> None:
    from playwright.sync_api import sync_playwright

    site = Path(argv[argv.index("--site") + 1]).resolve() if "--site" in argv else repo_lite.DEFAULT_OUT
    if "--no-build" not in argv and "--site" not in argv:
        warm = (repo_lite.DEFAULT_CACHE / "wheels").is_dir()
        start = time.perf_counter()
        repo_lite.build()
        built = time.perf_counter() - start
        verdict = "ok" if built <= TARGET_BUILD_S or not warm else "SLOWER THAN TARGET"
        print(f"build: {built:.0f} s ({'warm' if warm else 'cold'} caches; target <= "
              f"{TARGET_BUILD_S:.0f} s warm): {verdict}")
    mb, count = folder_mb(site)
    parts = {name: folder_mb(site / name)[0] for name in ("build", "static", "files")}
    print(f"site: {mb:.1f} MB in {count} files (front end {parts['build']:.1f}, Pyodide and wheels "
          f"{parts['static']:.1f}, notebooks {parts['files']:.1f}; target <= {TARGET_MB:.0f} MB): "
          f"{'ok' if mb <= TARGET_MB else 'LARGER THAN TARGET'}")
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 1
    node = node_import_cpu(site)
    print("the kernel's imports in Node, CPU: " + ", ".join(
        f"{name} {value:.2f} s" for name, value in node.items() if name != "imported")
          + f"; imported at start: {node['imported'] or 'none'} of micropip, jedi, prompt_toolkit")
    lesson = next((ROOT / "tutorials" / "en").glob(f"{LESSON_NUMBER}-*.ipynb"))
    cells = first_cells(lesson)
    preload = list(lite.PRELOAD)
    kinds = {"JupyterLite": lambda browser, base: lite_seconds(browser, base, f"en/{lesson.name}"),
             "bare Pyodide (baseline)": lambda browser, base: bare_seconds(browser, base, cells, preload),
             "bare Pyodide + the kernel's imports":
                 lambda browser, base: bare_seconds(browser, base, cells, preload, KERNEL_IMPORTS)}
    measured: dict[str, list[dict[str, float]]] = {name: [] for name in kinds}
    with repo_lite.serving(site.parent, expose_app=True) as server, sync_playwright() as p:
        base = f"{server}/{site.name}"
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
        print(f"{name}: " + ", ".join(f"{k} {v:.1f} s" for k, v in marks.items() if k != CPU))
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
    cpu = [medians[name][CPU] for name in kinds]
    print(f"the browser's CPU to the first drawing (load average {os.getloadavg()[0]:.1f} at the end): "
          + ", ".join(f"{name} {seconds:.1f} s" for name, seconds in zip(kinds, cpu, strict=True))
          + f"; ratio {cpu[0] / cpu[1]:.2f}")

if __name__ == "__main__":
    main(sys.argv[1:])
