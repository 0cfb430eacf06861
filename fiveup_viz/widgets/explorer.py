"""LayoutExplorer: place tiles by hand on legal points and read why each end counts (R9-R15)."""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from fiveup_viz.explain.steps import Step, credit, reasons
from fiveup_viz.rules.figures import SEED_FIGURES
from fiveup_viz.rules.layout import Layout, Move
from fiveup_viz.rules.tiles import DOUBLE_SIX, Tile
from fiveup_viz.widgets._base import Controller
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
    move_label,
    sentence,
)
from fiveup_viz.widgets.clicks import TablePicker, click_phrase, fitting, point_items, point_value, where
from fiveup_viz.words.errors import Message, WrongTypeError
from fiveup_viz.words.messages import repr_text

#: The label key of each seed figure (`fiveup_viz.rules.figures.SEED_FIGURES`).
FIGURE_LABELS = dict(zip(SEED_FIGURES, ("fig.seed", "fig.lone22", "fig.lone00", "fig.66on36"),
                         strict=True))


class LayoutExplorer(Controller):
    """Place tiles on legal points and see the counted values, the credit and the reasons.

    `tile_picker` lists only tiles with a legal point; `move_buttons` hold one button per
    legal socket of the picked tile (click to place). `undo_button`, `reset_button` (back to
    the starting layout), `figure_selector` and `figure_button` rebuild the seed's figures.
    """

    def __init__(self, layout: Layout | None = None, *, lang: str = "en") -> None:
        if layout is not None and not isinstance(layout, Layout):
            raise WrongTypeError(Message("type.explorer", type=type(layout).__name__))
        self._set_lang(lang)
        self.start = layout.copy() if layout is not None else Layout()
        self.layout = self.start.copy()
        t = self._t
        self.script: tuple[Move, ...] = ()
        self._frame: Any = None  #: the loaded figure's fixed frame
        self._free_frame: Any = None  #: free play: grows with the layout, never shrinks
        self.tile_picker = w.Dropdown(description=t("tile"), layout=w.Layout(width="180px"))
        self.move_label = w.HTML()
        self.move_box = w.HBox(layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.move_buttons: list[w.Button] = []
        self.undo_button = w.Button(description=t("undo"), tooltip=t("undo.tip"))
        self.reset_button = w.Button(description=t("reset"), tooltip=t("reset.tip"))
        figures = [(t(FIGURE_LABELS[name]), name) for name in SEED_FIGURES]
        self.figure_selector = w.Dropdown(options=[(t("free-play"), ""), *figures], value="",
                                          description=t("figures"), layout=w.Layout(width="300px"))
        self.figure_button = w.Button(description=t("figure-next"), tooltip=t("figure-next.tip"),
                                      disabled=True, button_style="primary",
                                      layout=w.Layout(width="auto"))
        self.layout_html = w.HTML()  #: the picture as SVG text (what `svg` reads)
        #: The picture the notebook shows: click a legal point to place the chosen tile there.
        self.picker = TablePicker(self._on_point)
        self.picker.add_class("fiveup-explorer-picker")
        self.text_html = w.HTML()
        self.tile_picker.observe(lambda _: self._refresh_moves(), names="value")
        self.tile_picker.observe(lambda _: self._render_picker(), names="value")
        self.undo_button.on_click(lambda _: self.undo())
        self.reset_button.on_click(lambda _: self.reset())
        self.figure_selector.observe(lambda c: self.load_figure(c["new"]), names="value")
        self.figure_button.on_click(lambda _: self.place_next_figure_tile())
        controls = w.HBox([self.tile_picker, self.undo_button, self.reset_button,
                           self.figure_selector, self.figure_button],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.widget = w.VBox([controls, self.move_box, self.picker, self.text_html])
        self._fit_labels()
        self._update()

    # -- public ------------------------------------------------------------
    @property
    def reasons(self) -> list[str]:
        """The reasons shown for the counted ends and hollow dots, in the explorer's language."""
        return [sentence(step, self.lang) for step in self.steps]

    @property
    def steps(self) -> list[Step]:
        """The reasons as steps (`fiveup_viz.explain.steps.reasons`)."""
        return reasons(self.layout)

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
        done = [p.move for p in self.layout.placements]
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
        self._render_picker()

    def _render_picker(self, message: str = "") -> None:
        chosen = self.tile_picker.value
        tiles = [chosen] if chosen is not None else []
        self.picker.show(svg=str(self.layout_html.value), message=message,
                         points=point_items(self.layout, tiles, chosen, self.lang))

    def _on_point(self, on: Tile, socket: str) -> None:
        """A click on a legal point: place the chosen tile there, or refuse with the rule."""
        chosen = self.tile_picker.value
        moves = fitting(self.layout, [chosen], on, socket) if chosen is not None else []
        if moves:
            self.place(moves[0])
            return
        names = where(on, socket, self.lang)
        if chosen is None:
            self._render_picker(click_phrase("refuse_none", self.lang, value=point_value(on, socket),
                                             **names))
        else:
            self._render_picker(click_phrase("refuse_tile", self.lang, tile=chosen,
                                             value=point_value(on, socket), **names))

    def _refresh_moves(self) -> None:
        tile = self.tile_picker.value
        moves = self.layout.moves_for(tile) if tile is not None else []
        self.move_buttons = [self._move_button(m) for m in moves]
        if not len(self.layout):
            where = self._t("open-table")
        else:
            where = self._t("points-for", tile=tile) if tile is not None else self._t("no-fit")
        self.move_label.value = f'<span style="{FONT}">{esc(where)}</span>'
        self.move_box.children = [self.move_label, *self.move_buttons]

    def _move_button(self, move: Move) -> w.Button:
        label = move_label(move, self.lang)
        button = w.Button(description=label, layout=w.Layout(width="auto"), tooltip=label)
        button.move = move  # the move this button plays
        button.on_click(lambda _, m=move: self.place(m))
        return button

    def _text_html(self) -> str:
        title, caption = caption_lines(self.layout, self.lang)
        reasons = "".join(f"<li>{esc(r)}</li>" for r in self.reasons)
        history = ", ".join(move_label(p.move, self.lang)
                            for p in self.layout.placements)
        so_far = self._t("placed-so-far", moves=history or self._t("nothing"))
        return div(f'<div class="title"><b>{esc(title)}</b></div>'
                   f'<div class="caption">{esc(caption)}</div>'
                   + (f'<div class="credit">{esc(sentence(credit(self.layout), self.lang))}</div>'
                      if len(self.layout) else "")  # an empty table: the caption says it all
                   + f'<ul class="reasons" style="margin: 4px 0;">{reasons}</ul>'
                   f'<div class="history" style="{MUTED}">{esc(so_far)}</div>', BOX + FONT,
                   "explorer")

    def _state(self) -> str:
        return repr_text(self.lang, "explorer", n=len(self.layout), layout=repr(self.layout))
