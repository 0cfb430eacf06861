"""Interactive ipywidgets controllers: GameViewer, HandEndViewer, LayoutExplorer, PlayTable,
and the exercises: Exercise, Quiz, Practice.

Each is a plain object that owns its widgets (public attributes such as `next_button`),
shows itself in a notebook through its root `widget`, and can be driven from Python.
Every label, button and sentence follows `lang` (en, it or fi). The logic they show lives
next to the core: `fiveup_viz.explain` (every explanation), `fiveup_viz.timeline`
(positions of a recorded game) and `fiveup_viz.figures` (the seed's figures).
"""

from __future__ import annotations

import warnings
from typing import Any

from fiveup_viz.widgets.explorer import LayoutExplorer
from fiveup_viz.widgets.handend import HandEndViewer
from fiveup_viz.widgets.practice import Exercise, Practice, Quiz
from fiveup_viz.widgets.table import PlayTable
from fiveup_viz.widgets.viewer import GameViewer, Stop

__all__ = ["Exercise", "GameViewer", "HandEndViewer", "LayoutExplorer", "PlayTable", "Practice",
           "Quiz", "Stop"]

#: Names this module used to export, and where they live now.
_MOVED = {"SEED_FIGURES": "fiveup_viz.figures", "EndStep": "fiveup_viz.explain",
          "end_steps": "fiveup_viz.explain", "Position": "fiveup_viz.timeline",
          "Timeline": "fiveup_viz.timeline", "load_game": "fiveup_viz.record"}


def _explain(layout: Any) -> list[str]:
    """The English reasons of a layout (deprecated: `fiveup_viz.explain.reasons`)."""
    from fiveup_viz.explain import reasons, say

    return [say(step) for step in reasons(layout)]


def __getattr__(name: str) -> Any:
    if name == "explain":
        warnings.warn("fiveup_viz.widgets.explain moved: use fiveup_viz.explain.reasons(layout)",
                      DeprecationWarning, stacklevel=2)
        return _explain
    if name in _MOVED:
        import importlib

        warnings.warn(f"fiveup_viz.widgets.{name} moved to {_MOVED[name]}.{name}",
                      DeprecationWarning, stacklevel=2)
        return getattr(importlib.import_module(_MOVED[name]), name)
    raise AttributeError(f"module 'fiveup_viz.widgets' has no attribute {name!r}")
