"""LayoutExplorer: place tiles by hand on legal points and read why each end counts (R9-R15)."""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from fiveup_viz.figures import SEED_FIGURES
from fiveup_viz.layout import BRANCHES, LINES, Layout, Move
from fiveup_viz.tiles import DOUBLE_SIX, Tile
from fiveup_viz.widgets._common import (
    BOX,
    FONT,
    MUTED,
    caption_lines,
    div,
    esc,
    frame_of,
    grow_frame,
    layout_svg,
    mimebundle,
    socket_text,
)


def explain(layout: Layout) -> list[str]:
    """A plain-language reason (English) for every counted end and hollow dot, by tile (R13, R14)."""
    lines = []
    for tile in sorted(layout.tiles):
        text = _explain_double(layout, tile) if tile.is_double else _explain_end(layout, tile)
        if text:
            lines.append(text)
    return lines


def _explain_end(layout: Layout, tile: Tile) -> str:
    links = layout.links(tile)
    free = [s for s in ("high", "low") if s not in {str(k) for k in links}]
    if len(free) == 2:
        return (f"{tile} is the opening non-double with both ends free: it counts "
                f"{tile.high} + {tile.low} (R14); both ends are legal points.")
    if len(free) == 1:
        value = tile.high if free[0] == "high" else tile.low
        return (f"{tile} {socket_text(free[0])} is free: it counts {value} (R14) "
                "and is a legal point.")
    return ""


def _explain_double(layout: Layout, tile: Tile) -> str:
    links = layout.links(tile)
    lines_taken = [s for s in LINES if s in links]
    both = 2 * tile.low
    if not lines_taken:
        return (f"{tile} is a terminal double with no line side occupied: it counts both halves "
                f"once, {both} (R14); its line sides are legal points, its branches wait until "
                "both line sides are occupied (R11).")
    if len(lines_taken) == 1:
        free = LINES[1] if lines_taken[0] == LINES[0] else LINES[0]
        return (f"{tile} is a terminal double: only {socket_text(lines_taken[0])} is occupied, "
                f"so it counts both halves once, {both} (R14); {socket_text(free)} is its "
                "legal point.")
    open_branches = [socket_text(s) for s in BRANCHES if s not in links]
    if len(open_branches) == 2:
        branches = "its branches are open: hollow dots, legal points that count nothing (R13, R14)"
    elif open_branches:
        branches = (f"{open_branches[0]} is open: a hollow dot, a legal point that counts nothing "
                    "(R13, R14)")
    else:
        branches = "both branches are started (R14)"
    return f"{tile} is internal: both line sides are occupied, so it counts nothing; {branches}."


def credit_text(layout: Layout) -> str:
    """Why the last placement credits what it does (R15)."""
    total = layout.total()
    if not len(layout):
        return "Empty table: place any tile to open (R9)."
    if layout.credit():
        return (f"The sum {total} is a positive multiple of 5: the placement credits {total} raw "
                f"({total // 5} displayed) (R15).")
    if total == 0:
        return "The sum is 0: zero credits nothing (R15)."
    return f"The sum {total} is not a multiple of 5: the placement credits nothing (R15)."


class LayoutExplorer:
    """Place tiles on legal points and see the counted values, the credit and the reasons.

    `tile_picker` lists only tiles with a legal point; `move_buttons` hold one button per
    legal socket of the picked tile (click to place). `undo_button`, `reset_button` (back to
    the starting layout), `figure_selector` and `figure_button` rebuild the seed's figures.
    """

    def __init__(self, layout: Layout | None = None, *, lang: str = "en") -> None:
        self.start = layout.copy() if layout is not None else Layout()
        self.layout = self.start.copy()
        self.lang = lang
        self.script: tuple[Move, ...] = ()
        self._frame: Any = None  #: the loaded figure's fixed frame
        self._free_frame: Any = None  #: free play: grows with the layout, never shrinks
        self.tile_picker = w.Dropdown(description="Tile", layout=w.Layout(width="180px"))
        self.move_label = w.HTML()
        self.move_box = w.HBox(layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.move_buttons: list[w.Button] = []
        self.undo_button = w.Button(description="↶ Undo", tooltip="Take back the last tile")
        self.reset_button = w.Button(description="Reset", tooltip="Back to the starting layout")
        self.figure_selector = w.Dropdown(options=["(free play)", *SEED_FIGURES],
                                          description="Figures", layout=w.Layout(width="300px"))
        self.figure_button = w.Button(description="Place next figure tile ▶", disabled=True,
                                      button_style="primary", layout=w.Layout(width="auto"))
        self.layout_html = w.HTML()
        self.text_html = w.HTML()
        self.tile_picker.observe(lambda _: self._refresh_moves(), names="value")
        self.undo_button.on_click(lambda _: self.undo())
        self.reset_button.on_click(lambda _: self.reset())
        self.figure_selector.observe(lambda c: self.load_figure(c["new"]), names="value")
        self.figure_button.on_click(lambda _: self.place_next_figure_tile())
        controls = w.HBox([self.tile_picker, self.undo_button, self.reset_button,
                           self.figure_selector, self.figure_button],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.widget = w.VBox([controls, self.move_box, self.layout_html, self.text_html])
        self._update()

    # -- public ------------------------------------------------------------
    @property
    def svg(self) -> str:
        """The SVG text of the layout shown now."""
        return str(self.layout_html.value)

    @property
    def reasons(self) -> list[str]:
        """The reasons shown for the counted ends and hollow dots."""
        return explain(self.layout)

    def place(self, move: Move | str) -> None:
        """Place a legal move (a Move or `Move.parse` text)."""
        self.layout.place(*(Move.parse(move) if isinstance(move, str) else move))
        self._update()

    def undo(self) -> None:
        if len(self.layout):
            self.layout.undo()
            self._update()

    def reset(self) -> None:
        self.layout = self.start.copy()
        self._free_frame = None
        self._update()

    def load_figure(self, name: str) -> None:
        """Start one of the seed's figure sequences on an empty table (`SEED_FIGURES`)."""
        if name not in SEED_FIGURES:
            self.script, self._frame = (), None
        else:
            self.script = tuple(Move.parse(m) for m in SEED_FIGURES[name])
            self._frame = frame_of(Layout.from_moves(list(self.script)))
            self.start = Layout()
            if self.figure_selector.value != name:
                self.figure_selector.value = name
        self.reset()

    def place_next_figure_tile(self) -> None:
        """Place the next tile of the loaded figure sequence."""
        nxt = self._next_scripted()
        if nxt is not None:
            self.place(nxt)

    # -- internals ---------------------------------------------------------
    def _next_scripted(self) -> Move | None:
        done = [Move(p.tile, p.on, p.socket) for p in self.layout.placements]
        if list(self.script[: len(done)]) != done or len(done) >= len(self.script):
            return None
        return self.script[len(done)]

    def _update(self) -> None:
        placeable = [t for t in DOUBLE_SIX if t not in self.layout and self.layout.moves_for(t)]
        keep = self.tile_picker.value if self.tile_picker.value in placeable else None
        self.tile_picker.options = [(str(t), t) for t in placeable]
        self.tile_picker.value = keep if keep is not None else (placeable[0] if placeable else None)
        self._refresh_moves()
        self.undo_button.disabled = not len(self.layout)
        self.figure_button.disabled = self._next_scripted() is None
        if not self.script:
            self._free_frame = grow_frame(self._free_frame, self.layout)
        frame = self._frame if self.script else self._free_frame
        self.layout_html.value = layout_svg(self.layout, frame=frame, lang=self.lang)
        self.text_html.value = self._text_html()

    def _refresh_moves(self) -> None:
        tile = self.tile_picker.value
        moves = self.layout.moves_for(tile) if tile is not None else []
        self.move_buttons = [self._move_button(m) for m in moves]
        if not len(self.layout):
            where = "Open the table:"
        else:
            where = f"Legal points for {tile}:" if tile is not None else "No tile fits."
        self.move_label.value = f'<span style="{FONT}">{esc(where)}</span>'
        self.move_box.children = [self.move_label, *self.move_buttons]

    def _move_button(self, move: Move) -> w.Button:
        if move.on is None:
            label = f"Open with {move.tile}"
        else:
            label = f"{move.tile} on {move.on} {socket_text(move.socket)}"
        button = w.Button(description=label, layout=w.Layout(width="auto"), tooltip=move.text())
        button.on_click(lambda _, m=move: self.place(m))
        return button

    def _text_html(self) -> str:
        title, caption = caption_lines(self.layout, self.lang)
        reasons = "".join(f"<li>{esc(r)}</li>" for r in self.reasons)
        history = ", ".join(Move(p.tile, p.on, p.socket).text() for p in self.layout.placements)
        return div(f'<div class="title"><b>{esc(title)}</b></div>'
                   f'<div class="caption">{esc(caption)}</div>'
                   f'<div class="credit">{esc(credit_text(self.layout))}</div>'
                   f'<ul class="reasons" style="margin: 4px 0;">{reasons}</ul>'
                   f'<div class="history" style="{MUTED}">Placed so far: '
                   f'{esc(history or "nothing")}</div>', BOX + FONT, "explorer")

    def __repr__(self) -> str:
        return f"<LayoutExplorer {len(self.layout)} tiles: {self.layout!r}>"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        return mimebundle(self, **kwargs)
