"""The Pyodide kernel's worker started with the page, not with the kernel (issue 31 point 8).

JupyterLite's pyodide kernel (`@jupyterlite/pyodide-kernel-extension` 0.8.6) creates its Web
Worker, which then downloads and compiles Pyodide and loads the preloaded packages, only when
the notebook's kernel starts: after the app has loaded, about 3.5 s after bare Pyodide would
have begun. `finish` makes three exact edits of the built site, so that this work overlaps the
app's own loading:

- each lesson app's page (`lite.LESSON_APPS`) gets `PAGE_SCRIPT` in its head: when the page
  opens a notebook (`?path=....ipynb`) and is not cross-origin isolated (the kernel then uses
  its comlink worker), it creates that worker at once, naming in the worker's name the Pyodide
  and the packages to load, and keeps it for the kernel (`self.fiveupKernelWorker(url)` gives it
  once, to the first kernel that asks for the same script; it is ended after 5 minutes unused);
- the kernel's chunk (`KERNEL_CHUNK`) asks `self.fiveupKernelWorker` before it makes a worker;
- the worker (`WORKER`) starts `loadPyodide` at once when its name asks for it
  (`WORKER_PREAMBLE`), and the kernel's `initRuntime` takes that Pyodide when the kernel's
  options are the same (same Pyodide, only the same `packages`), its output streams set to the
  kernel's; else, or if that load failed, it loads its own as before.

Every edit is an exact text found once, pinned to the kernel's version (its file names carry
their content hashes); `kernel_start.EditError` names the first that does not fit, so a new
kernel version cannot be shipped half edited. A kernel restart makes a new worker as before.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path

from fiveup_viz.files import write_atomic
from fiveup_viz.pages.site.kernel_start import Edit, EditError, edited_file

#: The kernel extension's files, in a built site.
EXTENSION = "extensions/@jupyterlite/pyodide-kernel-extension/static"
#: The worker the kernel makes when the page is not cross-origin isolated (its comlink worker).
WORKER = "comlink.worker.c654f1f92d96ff96.js"
#: The chunk holding the kernel's `PyodideKernel` (its `initWorker`).
KERNEL_CHUNK = "393.d0cf8b3e64df6b99.js"
#: The start of a preloading worker's name; the rest is the JSON of what it loads.
PREFIX = "fiveup-preload:"
#: The id of the page's script.
SCRIPT_ID = "fiveup-kernel-preload"

#: What the kernel's `initPackageManager` and `initKernel` import before the first cell (not
#: where: the kernel imports pyodide_kernel once the drive is mounted and the working folder is
#: /drive; IPython keeps only its `_dh`, the folders' history, and `starting_dir` from there). Imported in the
#: preloading worker too; if that fails, the kernel's own import says why, as without a preload.
KERNEL_IMPORTS = "import piplite.piplite\nimport pyodide_kernel\n"

#: Run first in the worker: when its name asks for it, load Pyodide and the packages at once,
#: then import `KERNEL_IMPORTS`;
#: `self.fiveupPreloaded(options)`, once, gives the kernel's `initRuntime` a stand-in for
#: `loadPyodide` when its options are those (else null: the kernel loads its own).
WORKER_PREAMBLE = """self.fiveupPreloaded = (function () {
  var prefix = %(prefix)s;
  if (!self.name || self.name.indexOf(prefix) !== 0) return null;
  var wanted = JSON.parse(self.name.slice(prefix.length));
  var load = function (settings) {
    return import(wanted.pyodideUrl).then(function (m) { return m.loadPyodide(settings); });
  };
  var loading = load({indexURL: wanted.indexURL, packages: wanted.packages}).then(function (py) {
    var ready = function () { return py; };
    return py.runPythonAsync(%(imports)s).then(ready, ready);
  });
  loading.catch(function () {});
  return function (options) {
    self.fiveupPreloaded = null;
    var asked = options.loadPyodideOptions || {};
    if (options.pyodideUrl !== wanted.pyodideUrl || options.indexUrl !== wanted.indexURL
        || JSON.stringify(Object.keys(asked)) !== '["packages"]'
        || JSON.stringify(asked.packages) !== JSON.stringify(wanted.packages)) return null;
    return function (settings) {
      return loading.then(function (py) {
        py.setStdout({batched: settings.stdout});
        py.setStderr({batched: settings.stderr});
        return py;
      }, function () { return load(settings); });
    };
  };
})();
"""

#: The page's script; %(worker)s, %(pyodide)s (paths from the site's root), %(packages)s filled in.
PAGE_SCRIPT = """<script id="%(id)s">
      (function () {
        if (self.crossOriginIsolated || typeof Worker !== "function") return;
        if (!/\\.ipynb$/.test(new URLSearchParams(location.search).get("path") || "")) return;
        var config = document.getElementById("jupyter-config-data");
        var up = config && config.getAttribute("data-jupyter-lite-root") || ".";
        var root = new URL(up + "/", location.href);
        var url = new URL(%(worker)s, root).href, pyodideUrl = new URL(%(pyodide)s, root).href;
        var wanted = {pyodideUrl: pyodideUrl, packages: %(packages)s,
                      indexURL: pyodideUrl.slice(0, pyodideUrl.lastIndexOf("/") + 1)};
        var worker;
        try {
          worker = new Worker(url, {type: "module", name: %(prefix)s + JSON.stringify(wanted)});
        } catch (error) {
          return;  // e.g. the page opened from disk: the kernel makes its worker, or says why not
        }
        var unused = setTimeout(function () { worker && worker.terminate(); worker = null; }, 300000);
        self.fiveupKernelWorker = function (asked) {
          var given = worker && String(asked) === url ? worker : null;
          if (given) { worker = null; clearTimeout(unused); }
          return given;
        };
      })();
    </script>
  </head>"""

#: The kernel's worker: its `initRuntime` takes the preloaded Pyodide when there is one.
WORKER_EDIT = Edit(
    WORKER,
    "async initRuntime(e){let{pyodideUrl:t,indexUrl:s}=e,{loadPyodide:n}=await zo(t);"
    "this._pyodide=await n({indexURL:s,",
    "async initRuntime(e){let{pyodideUrl:t,indexUrl:s}=e,{loadPyodide:n}=await zo(t);"
    "this._pyodide=await (self.fiveupPreloaded&&self.fiveupPreloaded(e)||n)({indexURL:s,")
#: The kernel's `initWorker`: the page's worker when it has one for this script.
CHUNK_EDIT = Edit(
    KERNEL_CHUNK,
    'let t=e=>new Worker(e,{type:"module"})',
    'let t=e=>self.fiveupKernelWorker&&self.fiveupKernelWorker(e)||new Worker(e,{type:"module"})')


def page_edit(pyodide: str, packages: Sequence[str]) -> Edit:
    """The edit of an app's page adding `PAGE_SCRIPT`: the worker started with the page,
    loading Pyodide from `pyodide` (a path from the site's root) with `packages`."""
    script = PAGE_SCRIPT % {"id": SCRIPT_ID, "worker": json.dumps(f"{EXTENSION}/{WORKER}"),
                            "pyodide": json.dumps(pyodide), "packages": json.dumps(list(packages)),
                            "prefix": json.dumps(PREFIX)}
    return Edit("index.html", "  </head>", script)


def preload(out: Path, pages: Iterable[str], pyodide: str, packages: Sequence[str]) -> None:
    """Edit the built site `out`: the app pages `pages` (paths in `out`) start the kernel's
    worker, which loads Pyodide (`pyodide`, a path in `out`) with `packages` at once, and the
    kernel takes it. EditError if a file is not the pinned kernel's or a page is already
    edited; then nothing is written."""
    static = out / EXTENSION
    pages = list(pages)
    marks = {static / WORKER: "self.fiveupPreloaded = ", **{out / page: SCRIPT_ID for page in pages}}
    for path, mark in marks.items():
        if path.is_file() and mark in path.read_text(encoding="utf-8"):
            raise EditError(f"{path}: already edited to start the kernel's worker with the page")
    preamble = WORKER_PREAMBLE % {"prefix": json.dumps(PREFIX), "imports": json.dumps(KERNEL_IMPORTS)}
    texts = {static / WORKER: edited_file(static / WORKER, [WORKER_EDIT], preamble),
             static / KERNEL_CHUNK: edited_file(static / KERNEL_CHUNK, [CHUNK_EDIT])}
    for page in pages:
        texts[out / page] = edited_file(out / page, [page_edit(pyodide, packages)])
    for path, text in texts.items():
        write_atomic(path, text)


def preloads(out: Path, page: str) -> bool:
    """Whether the built site's page (a path in `out`) starts the kernel's worker, and the
    kernel's files take it."""
    static = out / EXTENSION
    if not all(path.is_file() for path in (out / page, static / KERNEL_CHUNK, static / WORKER)):
        return False
    return (SCRIPT_ID in (out / page).read_text(encoding="utf-8")
            and CHUNK_EDIT.new in (static / KERNEL_CHUNK).read_text(encoding="utf-8")
            and WORKER_EDIT.new in (static / WORKER).read_text(encoding="utf-8"))
