"""Run every lesson of the built JupyterLite site (build/site/lite/) in headless Chromium, offline.

For each lesson: open it, clear its stored outputs, run all cells, wait for the kernel, then count
the cells whose output is an error. Every request not for 127.0.0.1 is refused and counted.
One browser page for all lessons; each lesson has its own kernel, shut down after it.
Run by hand (it takes long): python scripts/website/run_lessons.py [en it fi]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scripts.website import lite as repo_lite

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SESSION = "window.jupyterapp.shell.currentWidget?.sessionContext"
ERRORS = """() => [...document.querySelectorAll('.jp-Notebook:not(.lm-mod-hidden) .jp-OutputArea-output')]
  .filter(o => o.dataset.mimeType === 'application/vnd.jupyter.stderr').map(o => o.innerText.slice(-300))"""


def run_one(page: Any, path: str) -> list[str]:
    """Open one lesson, run all its cells: its error outputs."""
    # (each command's result is a widget: a promise of `true` comes back instead)
    page.evaluate(f"window.jupyterapp.commands.execute('docmanager:open', {{path: '{path}'}})"
                  ".then(() => true)")
    page.wait_for_function(f"{SESSION}?.path?.endsWith('{path.split('/')[-1]}')", timeout=600_000)
    page.wait_for_function(f"{SESSION}.session?.kernel?.status === 'idle'", timeout=600_000)
    page.evaluate("window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs').then(() => true)")
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells').then(() => true)")
    page.wait_for_function(repo_lite.ALL_CELLS_RAN, timeout=900_000, polling=500)
    errors: list[str] = page.evaluate(ERRORS)
    page.evaluate(f"{SESSION}.session.shutdown().then(() => true)")
    # the lesson ran, so it is changed: closing it would wait on "Save your work?" for ever
    page.evaluate("window.jupyterapp.shell.currentWidget.context.model.dirty = false")
    page.evaluate("window.jupyterapp.commands.execute('application:close-all').then(() => true)")
    return errors


def main(langs: list[str]) -> int:
    from playwright.sync_api import sync_playwright

    site = repo_lite.DEFAULT_OUT
    failed = 0
    with repo_lite.serving(site.parent, expose_app=True) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1100})
        refused = repo_lite.refuse_outside(page.context)
        page.goto(f"{base}/lite/lab/index.html")
        page.wait_for_function("window.jupyterapp", timeout=600_000)
        page.evaluate("window.jupyterapp.restored.then(() => true)")
        for lang in langs:
            ran = 0
            lessons = sorted((site / "files" / lang).glob("*.ipynb"))
            for lesson in lessons:
                start = time.monotonic()
                errors = run_one(page, f"{lang}/{lesson.name}")
                ran += not errors
                failed += bool(errors)
                print(f"{lang}/{lesson.name}: {'ok' if not errors else 'ERRORS'} "
                      f"({time.monotonic() - start:.0f} s) {errors[:2] if errors else ''}", flush=True)
            print(f"{lang}: {ran} of {len(lessons)} lessons run without an error", flush=True)
        browser.close()
    print(f"requests refused (outside 127.0.0.1): {len(refused)} {refused[:3]}")
    return 1 if failed or refused else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:] or ["en", "it", "fi"]))
