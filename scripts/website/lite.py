"""The repository's side of the course in JupyterLite: `build()` runs the package's build
(`fiveup_viz.pages.site.lite`, the code of `fiveup-viz site`) with the repository's folders
(`build/lite-src/`, `build/site/lite/`, downloads cached in `build/cache/`), and what tests,
benchmarks and scripts/website/run_lessons.py use to open the built site in a browser: a local
server (`serving`) and a browser context that refuses every other host (`refuse_outside`).

Import it as `scripts.website.lite` (the repository's root on `sys.path`).
Command line, from the repository: `python -m scripts.website.lite [--prepare-only] [--serve PORT]`.
"""

from __future__ import annotations

import argparse
import contextlib
import http.server
import io
import json
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from fiveup_viz.pages.site import lite

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_SRC = ROOT / "build" / "lite-src"
DEFAULT_OUT = ROOT / "build" / "site" / "lite"
DEFAULT_CACHE = ROOT / "build" / "cache"


def build() -> Path:
    """JupyterLite into build/site/lite/ (its source folder kept in build/lite-src/)."""
    return lite.build(DEFAULT_OUT, src=DEFAULT_SRC, cache=DEFAULT_CACHE)


def refuse_outside(context: Any) -> list[str]:
    """Make a Playwright browser context refuse every request not for 127.0.0.1; the list the
    refused URLs are added to."""
    from urllib.parse import urlparse

    refused: list[str] = []

    def handle(route: Any) -> None:
        if urlparse(route.request.url).hostname == "127.0.0.1":
            route.continue_()
        else:
            refused.append(route.request.url)
            route.abort()

    context.route("**/*", handle)
    return refused


#: JavaScript for Playwright: every code cell of the open lesson has run (or one failed), and the
#: kernel is idle (the tests and scripts/website/run_lessons.py wait for it).
ALL_CELLS_RAN = """() => { const w = window.jupyterapp.shell.currentWidget;
  const code = w.content.widgets.filter(c => c.model.type === 'code');
  const failed = w.node.querySelector("[data-mime-type='application/vnd.jupyter.stderr']");
  return w.sessionContext.session?.kernel?.status === 'idle'
    && (failed !== null || code.every(c => c.model.executionCount !== null)); }"""

APP = "window.jupyterapp && window.jupyterapp.shell.currentWidget?.sessionContext"
IDLE = "window.jupyterapp.shell.currentWidget.sessionContext.session?.kernel?.status === 'idle'"


def run_lesson(page: Any, base: str, path: str, timeout_ms: int = 300_000) -> None:
    """Open a lesson in JupyterLite as the website's link does (the notebook view in the
    lesson's language), clear its stored outputs and run all its cells."""
    page.goto(f"{base}/lite/{lite.app_page(path.split('/')[0])}?path={path}")
    page.wait_for_function(APP, timeout=timeout_ms)
    page.wait_for_function(IDLE, timeout=timeout_ms)
    page.evaluate("window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(ALL_CELLS_RAN, timeout=timeout_ms, polling=500)


# ---- A local server ---------------------------------------------------------------------------
TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".json": "application/json", ".ipynb": "application/json", ".whl": "application/zip"}


def exposed(config: bytes) -> bytes:
    """A jupyter-lite.json that also puts the app in `window.jupyterapp`, for a test to drive."""
    data = json.loads(config)
    data.setdefault("jupyter-config-data", {})["exposeAppInBrowser"] = True
    return json.dumps(data).encode("utf-8")


@contextlib.contextmanager
def serving(folder: Path, port: int = 0, *, expose_app: bool = False) -> Iterator[str]:
    """Serve `folder` on 127.0.0.1 (no COOP/COEP headers), answering only requests addressed to
    127.0.0.1: the base URL, e.g. `http://127.0.0.1:PORT` (the site is at `BASE/lite/` when
    `folder` is build/site). With `expose_app`, the served jupyter-lite.json files (not those on
    disk, which visitors get) expose the app as `window.jupyterapp`, for tests and benchmarks."""

    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            self.extensions_map = {**self.extensions_map, **TYPES}
            super().__init__(*args, directory=str(folder), **kwargs)

        def send_head(self) -> Any:
            if self.headers.get("Host", "").split(":")[0] != "127.0.0.1":
                self.send_error(403, "only 127.0.0.1 is served")
                return None
            file = Path(self.translate_path(self.path))
            if expose_app and file.name == "jupyter-lite.json" and file.is_file():
                data = exposed(file.read_bytes())
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                return io.BytesIO(data)
            return super().send_head()

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--prepare-only", action="store_true", help="write the source folder only")
    parser.add_argument("--serve", type=int, metavar="PORT", help="serve the built site's folder")
    args = parser.parse_args(argv)
    if args.serve is not None:
        with serving(DEFAULT_OUT.parent, args.serve) as base:
            print(f"{base}/{DEFAULT_OUT.name}/lab/index.html (Ctrl+C stops)", flush=True)
            with contextlib.suppress(KeyboardInterrupt):
                threading.Event().wait()
        return 0
    start = time.monotonic()
    try:
        done = (lite.prepare(DEFAULT_SRC, cache=DEFAULT_CACHE) if args.prepare_only else build())
    except lite.LiteBuildError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(f"{done} ({time.monotonic() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
