"""FrameStepper: the kernel-free front end of the viewers (anywidget; no CDN, no network).

It holds frames computed in Python (fiveup_viz.pages.frames) and steps through them in the
browser, so a saved notebook's viewer keeps working with no kernel. Its JavaScript ships
inside the package (fiveup_viz/static) and travels in the widget state (`_esm`). With a
kernel, `index` and `face_up` are synced both ways: the Python controls move the front end
and the front end's buttons move the Python viewer.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

import anywidget
import traitlets as t

from fiveup_viz.pages.page import exercise_js, stepper_js


@cache
def _esm() -> str:
    widget = resources.files("fiveup_viz").joinpath("static/widget.js").read_text(encoding="utf-8")
    return stepper_js() + exercise_js() + widget


class FrameStepper(anywidget.AnyWidget):
    """Frames (packed, see fiveup_viz.pages.frames.Frames.packed) with a position and a face-up choice."""

    _esm = t.Unicode(_esm()).tag(sync=True)
    data = t.Unicode("").tag(sync=True)  #: Frames.packed(), "" until first shown
    index = t.Int(0).tag(sync=True)  #: the viewer's stop index
    face_up = t.Bool(True).tag(sync=True)

    def __repr__(self) -> str:
        return f"<FrameStepper at stop {self.index}>"


def add_static(bundle: Any, html: str, text: str) -> Any:
    """A widget bundle with a short text/plain and `html` (the kernel-free fallback) beside it."""
    if isinstance(bundle, tuple):
        bundle = bundle[0]
    if isinstance(bundle, dict):
        bundle["text/plain"] = text
        bundle["text/html"] = html
    return bundle


def display_viewer(owner: Any) -> None:
    """Show a viewer as two outputs: the live widget, then its kernel-free copy (text/html).

    One bundle cannot do both: JupyterLab 4 renders no saved widget without a kernel
    (jupyterlab/jupyterlab#15361) and nbconvert shows only the widget view when the
    notebook holds widget state. The copy steps aside when the live widget renders above it,
    and otherwise (no kernel, an exported page offline) hides the broken widget and steps.
    """
    from IPython.display import display

    bundle = owner._repr_mimebundle_()
    html = bundle.pop("text/html", None) if isinstance(bundle, dict) else None
    display(bundle, raw=True)  # type: ignore[no-untyped-call]
    if html:
        display({"text/html": html}, raw=True)  # type: ignore[no-untyped-call]
