"""The end-of-hand count step by step: going out (R21-R24) or a blocked hand (R25-R27)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as w

from fiveup_viz.explain.steps import EndStep
from fiveup_viz.pages.panels import FONT, GamePanels, esc
from fiveup_viz.rules.checks import check_hand, check_seat
from fiveup_viz.rules.game import Game
from fiveup_viz.rules.timeline import load_game
from fiveup_viz.widgets._base import Controller
from fiveup_viz.widgets.stepper import FrameStepper, add_static, display_viewer
from fiveup_viz.words.messages import repr_text

if TYPE_CHECKING:
    from fiveup_viz.pages.frames import Frames


class HandEndViewer(Controller):
    """Step through the end-of-hand count of one hand of a game.

    `HandEndViewer(record, hand=3)`; `record` is anything `GameViewer` opens; `you` is the
    learner's seat, spoken to in the second person (a `PlayTable` passes its learner's).
    Drive it with `next_button.click()` or `viewer.step = 2`; `viewer.steps` lists the steps
    (`fiveup_viz.explain.steps.EndStep`).
    """

    def __init__(self, record: Any, hand: int = -1, *, lang: str = "en",
                 show_layout: bool = True, you: int | None = None) -> None:
        self._set_lang(lang)
        self.game: Game = load_game(record)
        check_hand(hand, len(self.game.hands))
        self.show_layout = show_layout
        t = self._t
        self.first_button = w.Button(description=t("first"), icon="fast-backward",
                                     tooltip=t("first.tip"))
        self.prev_button = w.Button(description=t("back"), icon="step-backward",
                                    tooltip=t("prev.tip"))
        self.next_button = w.Button(description=t("next"), icon="step-forward",
                                    tooltip=t("next-step.tip"))
        self.last_button = w.Button(description=t("last"), icon="fast-forward",
                                    tooltip=t("last.tip"))
        self.counter = w.HTML()
        self.nav = w.HBox([self.first_button, self.prev_button, self.next_button,
                           self.last_button, self.counter],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.layout_html = w.HTML(layout=w.Layout(display="" if show_layout else "none"))
        self.html = w.HTML()
        #: The Python-drawn count (what `text` and the tests read); the notebook shows `widget`,
        #: a front end holding every step's frame, which steps without a kernel too.
        self.panel_box = w.VBox([self.nav, self.layout_html, self.html])
        self.stepper = FrameStepper(face_up=True)
        self.stepper.add_class("fiveup-hand-end")
        self.frameset: Frames | None = None
        self._syncing = False
        self.stepper.observe(self._on_stepper, names="index")
        self.widget = w.VBox([self.stepper])
        self._step = 0
        self.steps: list[EndStep] = []
        #: the HTML of the count (no widgets)
        self.source = GamePanels(self.game, self.lang, you=check_seat(you, self.game.n)
                                 if you is not None else None)
        self.first_button.on_click(lambda _: self._go(0))
        self.prev_button.on_click(lambda _: self._go(self._step - 1))
        self.next_button.on_click(lambda _: self._go(self._step + 1))
        self.last_button.on_click(lambda _: self._go(len(self.steps) - 1))
        self.set_hand(hand)
        self._fit_labels()

    # -- public ------------------------------------------------------------
    @property
    def step(self) -> int:
        """The index of the step shown (steps up to it are shown, the current one highlighted)."""
        return self._step

    @step.setter
    def step(self, value: int) -> None:
        self._go(value)

    @property
    def text(self) -> str:
        """The plain text of the steps shown so far, in the viewer's language."""
        return "\n".join(s.text(self.lang) for s in self.steps[: self._step + 1])

    def set_hand(self, hand: int) -> None:
        """Show the count of another hand, from its first step."""
        self.hand = check_hand(hand, len(self.game.hands))
        self.steps = self.source.end_steps(self.hand)
        if self.show_layout:
            self.layout_html.value = self.source.final_layout(self.hand)
        self._step = -1
        if self.frameset is not None:
            self.frameset = None
            self.frames()
        self._go(0)

    def frames(self) -> Frames:
        """Every step of this hand's count as frames for the front end (computed once a hand)."""
        from fiveup_viz.pages.frames import handend_frames

        if self.frameset is None:
            self.frameset = handend_frames(self.game, self.hand, lang=self.lang,
                                           show_layout=self.show_layout, panels=self.source)
            self.stepper.data = self.frameset.packed()
        return self.frameset

    # -- internals ---------------------------------------------------------
    def _go(self, step: int) -> None:
        step = max(0, min(step, len(self.steps) - 1))
        self._step = step
        count_ = len(self.steps)
        self.prev_button.disabled = self.first_button.disabled = step <= 0
        self.next_button.disabled = self.last_button.disabled = step >= count_ - 1
        where = self._t("count-step", n=self.hand + 1, i=step + 1, m=count_)
        self.counter.value = f'<span style="{FONT}">{esc(where)}</span>' if count_ else ""
        self.html.value = self.html_at(self.hand, step)
        if self.frameset is not None:
            self._syncing = True
            try:
                self.stepper.index = step
            finally:
                self._syncing = False

    def _on_stepper(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] != self._step:
            self._go(change["new"])

    def html_at(self, hand: int, step: int) -> str:
        """The HTML of hand `hand`'s count up to step `step`, without touching a widget."""
        return self.source.count(hand, step)

    def _state(self) -> str:
        return repr_text(self.lang, "hand-end", hand=self.hand + 1, step=self._step + 1,
                         steps=len(self.steps))

    def _ipython_display_(self) -> None:
        display_viewer(self)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        """The front end (widget view) and a kernel-free page fragment (text/html)."""
        from fiveup_viz.pages.page import stepper_html

        frames = self.frames()
        self.stepper.index = max(self._step, 0)
        html = stepper_html(frames, max(self._step, 0))
        return add_static(self.widget._repr_mimebundle_(**kwargs), html, repr(self))  # type: ignore[no-any-return]
