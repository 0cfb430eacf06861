"""Interactive ipywidgets controllers: GameViewer, HandEndViewer, LayoutExplorer, PlayTable,
and the exercises: Exercise, Quiz, Practice.

Each is a plain object that owns its widgets (public attributes such as `next_button`),
shows itself in a notebook through its root `widget`, and can be driven from Python.
Every label, button and sentence follows `lang` (en, it or fi). The logic they show lives
next to the core: `fiveup_viz.explain.steps` (every explanation), `fiveup_viz.rules.timeline`
(positions of a recorded game) and `fiveup_viz.rules.figures` (the seed's figures).
"""

from __future__ import annotations

from fiveup_viz.widgets.explorer import LayoutExplorer
from fiveup_viz.widgets.handend import HandEndViewer
from fiveup_viz.widgets.practice import Exercise, Practice, Quiz
from fiveup_viz.widgets.table import PlayTable
from fiveup_viz.widgets.viewer import GameViewer, Stop

__all__ = ["Exercise", "GameViewer", "HandEndViewer", "LayoutExplorer", "PlayTable", "Practice",
           "Quiz", "Stop"]
