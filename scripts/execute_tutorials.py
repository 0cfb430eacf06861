"""Execute every tutorial notebook in place, in order, and store its outputs.

    python scripts/execute_tutorials.py            # all of tutorials/*/*.ipynb
    python scripts/execute_tutorials.py 04 it/07   # lesson 04 in every language, 07 in Italian

`scripts/course.py` calls it for the notebooks it rebuilds.

Run it after any change to the package that alters what a notebook shows: nbval
(`make test`) compares the stored outputs byte for byte. Uses the running Python's
environment (run it with .venv/bin/python) and the python3 kernel; prints each
notebook's execution time and the total. Timings and widget state are not stored: a widget
output keeps its static picture (text/html) and text, not the view of a model that a saved
notebook cannot hold, so an unchanged notebook is rewritten byte for byte and every saved
widget shows a picture without a kernel. An output whose widget view is left out says so in its
metadata (`WIDGET_MARK`): its text/plain is the widget's repr, which the website does not show.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import nbformat
from nbconvert.preprocessors import ExecutePreprocessor
from nbformat.notebooknode import NotebookNode

from course import notebook_text  # scripts/course.py, beside this script
from fiveup_viz.files import write_atomic
from fiveup_viz.pages.site.pages import WIDGET_MARK, WIDGET_VIEW

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = ROOT / "tutorials"
KERNEL_FREE = 'class="fiveup-viewer-page"'  #: a viewer's stepping copy (fiveup_viz.pages.page)


def merge_streams(cell: NotebookNode) -> None:
    """One output for consecutive printed text of the same stream: how the kernel splits it
    depends on timing, and the stored notebook must not."""
    merged: list[NotebookNode] = []
    for out in cell.get("outputs", []):
        last = merged[-1] if merged else None
        if (last is not None and out.get("output_type") == "stream" == last.get("output_type")
                and out.get("name") == last.get("name")):
            last["text"] = "".join(last["text"]) + "".join(out["text"])
        else:
            merged.append(out)
    if "outputs" in cell:
        cell["outputs"] = merged


def execute(path: Path, *, timeout: int = 300) -> float:
    """Run one notebook in its own folder and write it back with its outputs; seconds taken."""
    book = nbformat.read(path, as_version=4)
    start = time.perf_counter()
    ExecutePreprocessor(timeout=timeout, kernel_name="python3").preprocess(
        book, {"metadata": {"path": str(path.parent)}})
    seconds = time.perf_counter() - start
    book.metadata.pop("widgets", None)  # no widget state blobs in the repository
    for cell in book.cells:
        cell.metadata.pop("execution", None)  # timings would change on every run
        merge_streams(cell)
        outputs = cell.get("outputs", [])
        for k, out in enumerate(outputs):
            data = out.get("data", {})
            after = outputs[k + 1].get("data", {}) if k + 1 < len(outputs) else {}
            copy = KERNEL_FREE in "".join(after.get("text/html", ""))
            if WIDGET_VIEW in data and ("text/html" in data or copy):
                # The widget's model is not stored, so a saved view could only say "model
                # not found": keep the widget's static picture (text/html) instead, or the
                # kernel-free copy that a viewer shows right after it (fiveup_viz.pages.page).
                del data[WIDGET_VIEW]
                out.setdefault("metadata", {}).update(WIDGET_MARK)
    write_atomic(path, notebook_text(book))
    return seconds


def main(argv: list[str]) -> int:
    paths = sorted(TUTORIALS.glob("*/*.ipynb"))
    if argv:
        paths = [p for p in paths if any(p.name.startswith(a) or
                                         f"{p.parent.name}/{p.name}".startswith(a) for a in argv)]
    if not paths:
        print("no notebook matches", file=sys.stderr)
        return 2
    total = 0.0
    for path in paths:
        seconds = execute(path)
        total += seconds
        print(f"{seconds:6.1f} s  {path.relative_to(ROOT)}")
    print(f"{total:6.1f} s  total")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
