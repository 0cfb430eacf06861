"""Run All keeps the pupil where they read (issue 31, teacher trial 14 friction 1).

JupyterLab's `NotebookActions.runAll` (`@jupyterlab/notebook` in the app of jupyterlite-core
0.8.6, its shared bundle `APP_BUNDLE`) makes the last cell active once the cells are queued,
and its `handleRunState` then scrolls to that cell: a pupil who chooses *Run › Run All Cells*
at the top of a lesson lands at its end. No setting of JupyterLab 4 or option of a plugin
turns that off (jupyterlab/jupyterlab issue 16402 asks for one; the scroll is explicit code).

`keep_place` makes one exact edit of the built site's bundle: Run All runs every cell as
before, deselects and gives the notebook its focus back as before (the focus moves without
scrolling), but leaves the active cell and the scroll where they were, so the drawings come
back in place while the pupil reads. *Run Selected Cell and All Below* and the toolbar's
*Restart Kernel and Run All Cells* are left as they are (the latter never scrolled).

The edit is an exact text found once, pinned to the app's version (the bundle's name carries
its content hash); `kernel_start.EditError` says when it no longer fits, so a new JupyterLite
cannot be shipped with Run All half edited. `lite.check_site` asks `keeps_place`.
"""

from __future__ import annotations

from pathlib import Path

from fiveup_viz.files import write_atomic
from fiveup_viz.pages.site.kernel_start import Edit, EditError, edited_file

#: JupyterLab's core bundle in a built site (all the apps share it), of jupyterlite-core 0.8.6.
APP_BUNDLE = "build/jlab_core.a86436d.js"

_RUN_ALL_START = ("n.runAll=function(n,i,o,r){if(!n.model||!n.activeCell)return Promise.resolve(!1);"
                  "let a=s.getState(n),")
#: `runAll`: no longer `activeCellIndex` set past the end nor `handleRunState` (which scrolls to
#: the active cell); what `handleRunState` did besides, the focus given back, kept.
KEEP_PLACE = Edit(
    APP_BUNDLE,
    _RUN_ALL_START + "l=n.widgets.length,d=s.runCells(n,n.widgets,i,o,r);"
    "return n.activeCellIndex=l,n.deselectAll(),s.handleRunState(n,a),d}",
    _RUN_ALL_START + "d=s.runCells(n,n.widgets,i,o,r);"
    'return n.deselectAll(),(a.wasFocused||"edit"===n.mode)&&n.activate(),d}')


def keep_place(out: Path) -> None:
    """Edit the built site `out`: Run All keeps the active cell and the scroll where they were.
    EditError if the bundle is missing, not the pinned app's, or already edited; then nothing is
    written."""
    path = out / APP_BUNDLE
    if keeps_place(out):
        raise EditError(f"{path}: already edited to keep the place on Run All")
    write_atomic(path, edited_file(path, [KEEP_PLACE]))


def keeps_place(out: Path) -> bool:
    """Whether the built site's Run All keeps the active cell and the scroll where they were."""
    path = out / APP_BUNDLE
    return path.is_file() and KEEP_PLACE.new in path.read_text(encoding="utf-8")
