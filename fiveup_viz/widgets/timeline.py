"""Moved to `fiveup_viz.timeline` (pure logic, no ipywidgets); this name still works."""

from fiveup_viz.timeline import Position, Timeline, load_game

__all__ = ["Position", "Timeline", "load_game"]
