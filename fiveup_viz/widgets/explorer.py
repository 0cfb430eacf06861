"""LayoutExplorer: place tiles by hand on legal points and read why each end counts (R9-R15).

Its state is a `fiveup_viz.pages.exploring.Exploration` (no widgets), which decides what each
click means and says what is shown; `LayoutExplorer` forwards the clicks and shows it.
"""

from __future__ import annotations

import ipywidgets as w

from fiveup_viz.pages.exploring import Exploration
from fiveup_viz.pages.panels import FONT, esc
from fiveup_viz.pages.picking import Click
from fiveup_viz.rules.figures import SEED_FIGURES
from fiveup_viz.rules.layout import Layout, Move
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.widgets._base import Controller
from fiveup_viz.widgets.clicks import TablePicker
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
    The notebook shows `widget`, the picture a `picker` whose legal points take clicks; the
    state is `state` (`fiveup_viz.pages.exploring.Exploration`, no widgets).
    """

    def __init__(self, layout: Layout | None = None, *, lang: str = "en") -> None:
        if layout is not None and not isinstance(layout, Layout):
            raise WrongTypeError(Message("type.explorer", type=type(layout).__name__))
        self._set_lang(lang)
        self.state = Exploration(layout, self.lang)  #: the layout and the tile chosen (no widgets)
        t = self._t
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
        #: The picture the notebook shows: click a legal point to place the chosen tile there.
        self.picker = TablePicker(lambda on, socket: self._show(self.state.point(on, socket)))
        self.picker.add_class("fiveup-explorer-picker")
        self._listing = False  #: the tile list is being refilled: no choice is made
        self.text_html = w.HTML()
        self.tile_picker.observe(lambda c: self._on_tile(c["new"]), names="value")
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
    def layout(self) -> Layout:
        """The layout built so far."""
        return self.state.layout

    @property
    def start(self) -> Layout:
        """The layout Reset goes back to."""
        return self.state.start

    @property
    def script(self) -> tuple[Move, ...]:
        """The loaded figure's moves (empty in free play)."""
        return self.state.script

    @property
    def svg(self) -> str:
        """The SVG text of the layout shown (the picker's picture)."""
        return self.state.svg

    @property
    def reasons(self) -> list[str]:
        """The reasons shown for the counted ends and hollow dots, in the explorer's language."""
        return self.state.reasons

    @property
    def steps(self) -> list[Message]:
        """The reasons as steps (`fiveup_viz.explain.steps.reasons`)."""
        return self.state.steps

    def place(self, move: Move | str) -> None:
        """Place a legal move (a Move or `Move.parse` text)."""
        self.state.place(move)
        self._update()

    def undo(self) -> None:
        self.state.undo()
        self._update()

    def reset(self) -> None:
        self.state.reset()
        self._update()

    def load_figure(self, name: str) -> None:
        """Start one of the seed's figure sequences on an empty table (`SEED_FIGURES`)."""
        self.state.load_figure(name)
        if name in SEED_FIGURES and self.figure_selector.value != name:
            self.figure_selector.value = name  # its observer loads it again: the same
        self._update()

    def place_next_figure_tile(self) -> None:
        """Place the next tile of the loaded figure sequence."""
        self.state.place_next_figure_tile()
        self._update()

    # -- internals ---------------------------------------------------------
    def _on_tile(self, tile: Tile | None) -> None:
        """The tile list chose a tile: its moves and legal points show."""
        if self._listing:
            return
        self.state.choose(tile)
        self._refresh_moves()
        self._render_picker()

    def _show(self, click: Click) -> None:
        """Show the state after a click on a legal point: all of it (a tile was placed), or
        the picture with the click's answer."""
        if click.move is not None:
            self._update()
        else:
            self._render_picker()

    def _update(self) -> None:
        state = self.state
        self._listing = True
        try:
            self.tile_picker.options = [(str(t), t) for t in state.placeable]
            self.tile_picker.value = state.chosen
        finally:
            self._listing = False
        self._refresh_moves()
        self.undo_button.disabled = not len(state.layout)
        self.figure_button.disabled = state.next_figure_move is None
        self.text_html.value = state.text_html()
        self._render_picker()

    def _render_picker(self) -> None:
        self.picker.show(svg=self.svg, message=self.state.message, points=self.state.points)

    def _refresh_moves(self) -> None:
        state = self.state
        self.move_buttons = [self._move_button(m, label)
                             for m, label in zip(state.moves, state.move_labels(), strict=True)]
        self.move_label.value = f'<span style="{FONT}">{esc(state.moves_heading())}</span>'
        self.move_box.children = [self.move_label, *self.move_buttons]

    def _move_button(self, move: Move, label: str) -> w.Button:
        button = w.Button(description=label, layout=w.Layout(width="auto"), tooltip=label)
        button.move = move  # the move this button plays
        button.on_click(lambda _, m=move: self.place(m))
        return button

    def _state(self) -> str:
        return repr_text(self.lang, "explorer", n=len(self.layout), layout=repr(self.layout))
