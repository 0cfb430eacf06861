"""Interactive ipywidgets controllers: GameViewer, HandEndViewer, LayoutExplorer, PlayTable,
and the exercises: Exercise, Quiz, Practice.

Each is a plain object that owns its widgets (public attributes such as `next_button`),
shows itself in a notebook through its root `widget`, and can be driven from Python.
"""

from fiveup_viz.figures import SEED_FIGURES
from fiveup_viz.widgets.explorer import LayoutExplorer, explain
from fiveup_viz.widgets.handend import EndStep, HandEndViewer, end_steps
from fiveup_viz.widgets.practice import Exercise, Practice, Quiz
from fiveup_viz.widgets.table import PlayTable
from fiveup_viz.widgets.timeline import Position, Timeline, load_game
from fiveup_viz.widgets.viewer import GameViewer, Stop

__all__ = ["SEED_FIGURES", "EndStep", "Exercise", "GameViewer", "HandEndViewer", "LayoutExplorer",
           "PlayTable", "Position", "Practice", "Quiz", "Stop", "Timeline", "end_steps", "explain",
           "load_game"]
