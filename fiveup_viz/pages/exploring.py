"""The layout explorer's state as a plain object (no ipywidgets): the state `LayoutExplorer`
drives, and tests drive without a notebook.

`Exploration` holds a layout built by hand (R9-R15), the tile chosen to place next and its
legal moves, the seed's figure being built (`fiveup_viz.rules.figures.SEED_FIGURES`), and the
drawing in a frame that holds still while the layout grows.
"""

from __future__ import annotations

from typing import Any

from fiveup_viz.explain.steps import credit, reasons
from fiveup_viz.pages.panels import frame_of, grow_frame, layout_svg
from fiveup_viz.rules.figures import SEED_FIGURES
from fiveup_viz.rules.layout import Layout, Move
from fiveup_viz.rules.tiles import DOUBLE_SIX, Tile
from fiveup_viz.words.errors import Message

__all__ = ["Exploration"]


class Exploration:
    """A layout built tile by tile from `start`, with the tile chosen to place next."""

    def __init__(self, start: Layout | None = None, lang: str = "en") -> None:
        self.lang = lang
        self.start = start.copy() if start is not None else Layout()  #: what Reset goes back to
        self.layout = self.start.copy()  #: the layout built so far
        self.script: tuple[Move, ...] = ()  #: the loaded figure's moves, in order
        self.chosen: Tile | None = None  #: the tile to place next (one with a legal point)
        self._frame: Any = None  #: the loaded figure's fixed frame
        self._free_frame: Any = None  #: free play: grows with the layout, never shrinks
        self._changed()

    # -- what the learner can do -------------------------------------------------
    @property
    def placeable(self) -> list[Tile]:
        """The tiles not on the table with a legal point (R9-R12), in double-six order."""
        return [t for t in DOUBLE_SIX if t not in self.layout and self.layout.moves_for(t)]

    def choose(self, tile: Tile | None) -> None:
        """Choose the tile to place next (None, or one that cannot be placed: none)."""
        self.chosen = tile if tile in self.placeable else None

    @property
    def moves(self) -> list[Move]:
        """The legal moves of the chosen tile."""
        return self.layout.moves_for(self.chosen) if self.chosen is not None else []

    def place(self, move: Move | str) -> None:
        """Place a legal move (a Move or `Move.parse` text)."""
        self.layout.place(*(Move.parse(move) if isinstance(move, str) else move))
        self._changed()

    def undo(self) -> None:
        """Take the last tile back (nothing on an empty table)."""
        if len(self.layout):
            self.layout.undo()
            self._changed()

    def reset(self) -> None:
        """Back to the starting layout."""
        self.layout = self.start.copy()
        self._free_frame = None
        self._changed()

    def load_figure(self, name: str) -> None:
        """Start one of the seed's figure sequences on an empty table (`SEED_FIGURES`); any
        other name: free play from the starting layout."""
        if name not in SEED_FIGURES:
            self.script, self._frame = (), None
        else:
            self.script = tuple(Move.parse(m) for m in SEED_FIGURES[name])
            self._frame = frame_of(Layout.from_moves(list(self.script)))
            self.start = Layout()
        self.reset()

    @property
    def next_figure_move(self) -> Move | None:
        """The next move of the loaded figure, while the layout follows it."""
        done = [p.move for p in self.layout.placements]
        if list(self.script[: len(done)]) != done or len(done) >= len(self.script):
            return None
        return self.script[len(done)]

    # -- what is shown -----------------------------------------------------------
    @property
    def svg(self) -> str:
        """The drawing of the layout: in the figure's frame, or one that only grows."""
        frame = self._frame if self.script else self._free_frame
        return layout_svg(self.layout, frame=frame, lang=self.lang)

    @property
    def steps(self) -> list[Message]:
        """Why each end counts and each hollow dot does not (`fiveup_viz.explain.steps.reasons`)."""
        return reasons(self.layout)

    @property
    def credit(self) -> Message:
        """What the last placement credits (`fiveup_viz.explain.steps.credit`)."""
        return credit(self.layout)

    def _changed(self) -> None:
        """The chosen tile stays if it can still be placed (else the first that can); the
        free frame grows to hold the layout."""
        placeable = self.placeable
        if self.chosen not in placeable:
            self.chosen = placeable[0] if placeable else None
        if not self.script:
            self._free_frame = grow_frame(self._free_frame, self.layout)
