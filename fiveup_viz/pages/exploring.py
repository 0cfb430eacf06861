"""The layout explorer's state as a plain object (no ipywidgets): the state `LayoutExplorer`
drives, and tests drive without a notebook.

`Exploration` holds a layout built by hand (R9-R15), the tile chosen to place next and its
legal moves, the seed's figure being built (`fiveup_viz.rules.figures.SEED_FIGURES`), and the
drawing in a frame that holds still while the layout grows. It decides what each click means
(a tile of the list chooses, a move button or a legal point places the chosen tile or is
refused with the rule, undo, reset, a figure and its next tile) and says what is shown: the
picture with its clickable legal points, the words over the moves and the text panel. The
widget (`fiveup_viz.widgets.explorer.LayoutExplorer`) only forwards the clicks and shows it.
"""

from __future__ import annotations

from typing import Any

from fiveup_viz.explain.steps import credit, reasons
from fiveup_viz.pages.panels import (
    BOX,
    FONT,
    MUTED,
    caption_lines,
    div,
    esc,
    frame_of,
    grow_frame,
    layout_svg,
    sentence,
)
from fiveup_viz.pages.picking import Click, click_phrase, fitting, point_items, point_value, where
from fiveup_viz.pages.review import move_label
from fiveup_viz.rules.figures import SEED_FIGURES
from fiveup_viz.rules.layout import Layout, Move
from fiveup_viz.rules.tiles import DOUBLE_SIX, Tile
from fiveup_viz.words.errors import Message
from fiveup_viz.words.messages import Words

__all__ = ["Exploration"]


class Exploration:
    """A layout built tile by tile from `start`, with the tile chosen to place next."""

    def __init__(self, start: Layout | None = None, lang: str = "en") -> None:
        self.lang = Words(lang)
        self.start = start.copy() if start is not None else Layout()  #: what Reset goes back to
        self.layout = self.start.copy()  #: the layout built so far
        self.script: tuple[Move, ...] = ()  #: the loaded figure's moves, in order
        self.chosen: Tile | None = None  #: the tile to place next (one with a legal point)
        self.message = ""  #: why the last click placed nothing ("" once anything changes)
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
        self.message = ""

    @property
    def moves(self) -> list[Move]:
        """The legal moves of the chosen tile."""
        return self.layout.moves_for(self.chosen) if self.chosen is not None else []

    def place(self, move: Move | str) -> None:
        """Place a legal move (a Move or `Move.parse` text)."""
        self.layout.place(*(Move.parse(move) if isinstance(move, str) else move))
        self._changed()

    def point(self, on: Tile, socket: str) -> Click:
        """A click on the legal point `socket` of `on`: the chosen tile is placed there, or
        the click is refused with the rule (R9, R12, R13), said in `message`."""
        chosen = self.chosen
        moves = fitting(self.layout, [chosen], on, socket) if chosen is not None else []
        if moves:
            self.place(moves[0])
            return Click(moves[0])
        names = where(on, socket, self.lang)
        value = point_value(on, socket)
        if chosen is None:
            self.message = click_phrase("refuse_none", self.lang, value=value, **names)
        else:
            self.message = click_phrase("refuse_tile", self.lang, tile=chosen, value=value, **names)
        return Click(message=self.message)

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

    def place_next_figure_tile(self) -> None:
        """Place the next tile of the loaded figure (nothing once the layout left it)."""
        if self.next_figure_move is not None:
            self.place(self.next_figure_move)

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
    def reasons(self) -> list[str]:
        """The reasons as sentences in the explorer's language."""
        return [sentence(step, self.lang) for step in self.steps]

    @property
    def credit(self) -> Message:
        """What the last placement credits (`fiveup_viz.explain.steps.credit`)."""
        return credit(self.layout)

    @property
    def points(self) -> list[dict[str, str]]:
        """The legal points the picture offers, each named with what a click there does for
        the chosen tile (`fiveup_viz.pages.picking.point_items`)."""
        tiles = [self.chosen] if self.chosen is not None else []
        return point_items(self.layout, tiles, self.chosen, self.lang)

    def move_labels(self) -> list[str]:
        """The words of the chosen tile's move buttons, in `moves` order."""
        return [move_label(m, self.lang) for m in self.moves]

    def moves_heading(self) -> str:
        """The words before the move buttons: open the table, the chosen tile's legal points,
        or that no tile fits."""
        if not len(self.layout):
            return self.lang.ui("open-table")
        if self.chosen is None:
            return self.lang.ui("no-fit")
        return self.lang.ui("points-for", tile=self.chosen)

    def text_html(self) -> str:
        """The panel under the picture: the title and caption, the last placement's credit,
        why each end counts and each hollow dot does not, and the moves placed so far."""
        title, caption = caption_lines(self.layout, self.lang)
        items = "".join(f"<li>{esc(reason)}</li>" for reason in self.reasons)
        history = ", ".join(move_label(p.move, self.lang) for p in self.layout.placements)
        so_far = self.lang.ui("placed-so-far", moves=history or self.lang.ui("nothing"))
        credited = (f'<div class="credit">{esc(sentence(self.credit, self.lang))}</div>'
                    if len(self.layout) else "")  # an empty table: the caption says it all
        return div(f'<div class="title"><b>{esc(title)}</b></div>'
                   f'<div class="caption">{esc(caption)}</div>{credited}'
                   f'<ul class="reasons" style="margin: 4px 0;">{items}</ul>'
                   f'<div class="history" style="{MUTED}">{esc(so_far)}</div>', BOX + FONT,
                   "explorer")

    def _changed(self) -> None:
        """The chosen tile stays if it can still be placed (else the first that can); the
        free frame grows to hold the layout; no earlier refusal stays said."""
        self.message = ""
        placeable = self.placeable
        if self.chosen not in placeable:
            self.chosen = placeable[0] if placeable else None
        if not self.script:
            self._free_frame = grow_frame(self._free_frame, self.layout)
