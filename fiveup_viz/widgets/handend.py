"""The end-of-hand count step by step: going out (R21-R24) or a blocked hand (R25-R27)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as w

from fiveup_viz.explain.steps import EndStep
from fiveup_viz.pages.panels import GamePanels
from fiveup_viz.pages.viewing import HandCount
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
    (`fiveup_viz.explain.steps.EndStep`). The notebook shows `widget`, a front end holding every
    step's frame, which steps without a kernel too (its own buttons are twins of the four
    step buttons); its state is `state` (`fiveup_viz.pages.viewing.HandCount`, no widgets).
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
        self.stepper = FrameStepper(face_up=True)
        self.stepper.add_class("fiveup-hand-end")
        self._syncing = False
        self.stepper.observe(self._on_stepper, names="index")
        self.widget = w.VBox([self.stepper])
        #: the HTML of the count (no widgets)
        self.source = GamePanels(self.game, self.lang, you=check_seat(you, self.game.n)
                                 if you is not None else None)
        self.state = HandCount(self.source, check_hand(hand, len(self.game.hands)),
                               show_layout=show_layout)  #: the count shown (no widgets)
        self.first_button.on_click(lambda _: self._go(0))
        self.prev_button.on_click(lambda _: self._go(self.step - 1))
        self.next_button.on_click(lambda _: self._go(self.step + 1))
        self.last_button.on_click(lambda _: self._go(len(self.steps) - 1))
        self.set_hand(hand)
        self._fit_labels()

    # -- public ------------------------------------------------------------
    @property
    def hand(self) -> int:
        """The hand whose count is shown (0-based)."""
        return self.state.hand

    @property
    def steps(self) -> list[EndStep]:
        """The steps of the count (`fiveup_viz.explain.steps.EndStep`)."""
        return self.state.steps

    @property
    def step(self) -> int:
        """The index of the step shown (steps up to it are shown, the current one highlighted)."""
        return self.state.step

    @step.setter
    def step(self, value: int) -> None:
        self._go(value)

    @property
    def text(self) -> str:
        """The plain text of the steps shown so far, in the viewer's language."""
        return self.state.text(self.lang)

    @property
    def svg(self) -> str:
        """The SVG text of the hand's last layout ("" with `show_layout=False`)."""
        return self.state.layout

    @property
    def frameset(self) -> Frames | None:
        """Every step's frame the front end holds, once shown."""
        return self.state.frameset

    def set_hand(self, hand: int) -> None:
        """Show the count of another hand, from its first step."""
        shown = self.state.frameset is not None
        self.state = HandCount(self.source, check_hand(hand, len(self.game.hands)),
                               show_layout=self.show_layout)
        if shown:
            self.frames()
        self._go(0)

    def frames(self) -> Frames:
        """Every step of this hand's count as frames for the front end (computed once a hand)."""
        if self.state.frameset is None:
            self.stepper.data = self.state.frames().packed()
        return self.state.frames()

    # -- internals ---------------------------------------------------------
    def _go(self, step: int) -> None:
        state = self.state
        state.go(step)
        self.prev_button.disabled = self.first_button.disabled = state.at_first
        self.next_button.disabled = self.last_button.disabled = state.at_last
        if state.frameset is not None:
            self._syncing = True
            try:
                self.stepper.index = state.step
            finally:
                self._syncing = False

    def _on_stepper(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] != self.step:
            self._go(change["new"])

    def html_at(self, hand: int, step: int) -> str:
        """The HTML of hand `hand`'s count up to step `step`, without touching a widget."""
        return self.source.count(hand, step)

    def _state(self) -> str:
        return repr_text(self.lang, "hand-end", hand=self.hand + 1, step=self.step + 1,
                         steps=len(self.steps))

    def _ipython_display_(self) -> None:
        display_viewer(self)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        """The front end (widget view) and a kernel-free page fragment (text/html)."""
        from fiveup_viz.pages.page import stepper_html

        frames = self.frames()
        self.stepper.index = self.step
        html = stepper_html(frames, self.step)
        return add_static(self.widget._repr_mimebundle_(**kwargs), html, repr(self))  # type: ignore[no-any-return]
