"""GameViewer: step through a recorded game, action by action, then through each hand's count."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import ipywidgets as w

from fiveup_viz.explain.steps import EndStep
from fiveup_viz.explain.wording import describe
from fiveup_viz.pages.frames import Frames
from fiveup_viz.pages.page import stepper_html, write_page
from fiveup_viz.pages.panels import CACHED_HANDS, GamePanels, Stop, face_down
from fiveup_viz.pages.review import Rated, coach_phrases
from fiveup_viz.pages.saving import save_record
from fiveup_viz.pages.viewing import GameStops
from fiveup_viz.rules.annotations import Annotation, Note
from fiveup_viz.rules.checks import check_flag, check_position
from fiveup_viz.rules.game import Game
from fiveup_viz.rules.record import to_record
from fiveup_viz.rules.timeline import Position, load_game
from fiveup_viz.widgets._base import Controller
from fiveup_viz.widgets.annotating import AnnotationForm
from fiveup_viz.widgets.stepper import FrameStepper, add_static, display_viewer
from fiveup_viz.words.errors import EmptyGameError, Message
from fiveup_viz.words.messages import repr_text

__all__ = ["CACHED_HANDS", "GameViewer", "Stop"]


class GameViewer(Controller):
    """Step through a game record: the layout, caption, hands, scores and event log.

    `record` is a path, JSON text, a record dict, a `Game` or an example game's name.
    Controls (all public, all drivable from Python): `first_button` and `last_button` jump
    to the start and the end of the current hand (its count included), `prev_button` and
    `next_button` step once (after a hand's last action, Next walks through the end-of-hand
    count, then into the next hand), `slider` picks an action of the hand, `hand_selector`
    a hand, `play` autoplays the hand shown (`speed` sets ms per step; ■ stops where it is),
    `hands_toggle` shows the hands face up or face down, and `review_button` (or `review()`)
    rates every placement against the coach (`review_budget_ms` per placement, while
    `review_progress` shows) and marks it in the review panel of every stop.
    `start=(hand, step)` opens at a position. A hand's positions and count are computed when it
    is first shown.

    The notebook shows `widget`: the front end (`stepper`, whose own buttons, keys and face-up
    box step and turn the hands without a kernel, twins of the four step buttons and
    `hands_toggle`), the hand list, the action slider, autoplay, Review with its progress bar,
    and the teacher's form. Its state is `state` (`fiveup_viz.pages.viewing.GameStops`, no widgets): the
    stop shown, the frames the front end holds and the review's marks; `shown()` is the HTML
    of every panel shown now.

    The record's notes and marks show at their positions (RECORD.md § Annotations);
    `annotate(note=..., mark=...)` sets them at the position shown and `save(path)` writes the
    record with them. `annotating=True` adds a teacher's form for both (`form`).

    The record's questions (RECORD.md § Questions) are asked at their positions, and with
    `quiz=True` every placement asks "how many raw points?" and every hand's count "who is
    credited how many?" before showing them (`fiveup_viz.pages.quiz`): the front end checks the
    answers without a kernel and does not step (Next, →) past a question before it is answered;
    a jump (End, Start, the hand list, the slider) goes where asked and leaves the questions on
    the way unanswered, End stopping at the hand's count question (`GameStops.hand_end`).
    """

    def __init__(self, record: Any, *, lang: str = "en", teaching: bool = True,
                 start: tuple[int, int] | None = None, annotating: bool = False,
                 quiz: bool = False) -> None:
        start = check_position(start)
        self.quiz = check_flag(quiz, "quiz")  #: every placement and count asks (set when made)
        self._set_lang(lang)
        self.game: Game = load_game(record)
        if not self.game.hands:
            raise EmptyGameError(Message("cli.no-hands"))
        self.teaching = teaching
        self.state = GameStops(self.game, self.lang, quiz=self.quiz)  #: what is shown (no widgets)
        self.source: GamePanels = self.state.panels  #: every stop's panels as HTML
        self.timeline = self.source.timeline
        self._syncing = False
        self._sent: Frames | None = None  #: the frames last sent to the front end
        self.review_budget_ms: float = 200  #: the coach's time per placement for Review
        self.form: AnnotationForm | None = AnnotationForm(self) if annotating else None
        self._make_widgets()
        self._fit_labels()
        self._show(*((0, 0) if start is None else self._find(Stop(*start))))

    # -- public ------------------------------------------------------------
    @property
    def stop(self) -> Stop:
        """What is shown now."""
        return self.state.stop

    @property
    def hand_stops(self) -> list[Stop]:
        """Every stop of the hand shown, in order: its actions, then its count."""
        return self.state.hand_stops

    @property
    def frameset(self) -> Frames | None:
        """The frames the front end holds, once shown."""
        return self.state.frameset

    @property
    def svg(self) -> str:
        """The SVG text of the layout shown now."""
        return self.shown()["layout"]

    def shown(self) -> dict[str, str]:
        """The HTML of every panel shown now, face up or down as `hands_toggle` says
        (`GameStops.shown`: the stop's panels, `header` and `review`)."""
        return self.state.shown(bool(self.hands_toggle.value))

    def stops_of(self, hand: int) -> list[Stop]:
        """The stops of one hand: after 0, 1, ... actions, then each step of its count."""
        return self.source.stops_of(hand)

    @property
    def stops(self) -> list[Stop]:
        """Every stop of the game, hand after hand (computes every hand's count: for exports)."""
        return self.source.stops

    def end_steps(self, hand: int) -> list[EndStep]:
        """The steps of one hand's end-of-hand count (computed when first asked for)."""
        return self.source.end_steps(hand)

    @property
    def position(self) -> Position:
        """The table shown now."""
        s = self.stop
        return self.timeline[s.hand, s.step]

    @property
    def caption(self) -> str:
        """The caption of the current placement, in the viewer's language (plain text)."""
        return describe(self.position.layout, self.lang).caption

    def goto(self, hand: int, step: int = 0, end_step: int | None = None) -> None:
        """Show hand `hand` after `step` actions (or step `end_step` of its count)."""
        self._show(*self._find(Stop(hand, step, end_step)))

    def next(self) -> None:
        """One step on: the next action, the next step of the count, or the next hand."""
        self.state.next()
        self._update()

    def to_html(self, path: str | Path, *, hand: int | None = None) -> Path:
        """Write the game as one self-contained page (no network, no kernel needed).

        The page steps through every position and each hand's count with buttons and the
        keys ← → Home End, keeps the position in the URL fragment (`#hand=3&step=12`) and
        prints the position shown. It opens at hand `hand` (0-based; default: the hand shown).
        """
        return write_page(self.game, path, hand=self.stop.hand if hand is None else hand,
                          lang=self.lang, panels=self.source, quiz=self.quiz)

    # -- annotations (RECORD.md § Annotations) -----------------------------------
    @property
    def current_annotation(self) -> Annotation | None:
        """The mark and note of the last action shown (None at a hand's start, or none)."""
        hand, action = self.state.annotated()
        return None if action is None else self.game.notes.at(hand, action)

    @property
    def current_note(self) -> Note | None:
        """The note of the position shown: the last action's, or at a hand's start the hand's."""
        hand, action = self.state.annotated()
        if action is None:
            return self.game.notes.hands.get(hand)
        found = self.game.notes.at(hand, action)
        return None if found is None else found.note

    def annotate(self, *, note: Note | None = None, mark: str | None = None) -> None:
        """Set the note and mark of the position shown and show them: of the last action shown,
        or at a hand's start the hand's note (a hand takes no mark). Both None remove them.
        AnnotationError for a note or mark outside RECORD.md's rules; nothing changes then."""
        hand, action = self.state.annotated()
        self.game.annotate(hand, action, note=note, mark=mark)
        self.state.redraw(hand)  # the front end shows it too
        self._update()

    @property
    def record(self) -> dict[str, Any]:
        """The game as a `fiveup-record` document, its annotations included."""
        return to_record(self.game)

    def save(self, path: str | Path) -> Path:
        """Write the record (annotations included) as JSON; OSError if it cannot."""
        return save_record(self.game, path)

    def prev(self) -> None:
        """One step back, into the previous hand's count from a hand's start."""
        self.state.prev()
        self._update()

    @property
    def at_end(self) -> bool:
        """The last stop of the game is shown."""
        return self.state.at_end

    def _make_widgets(self) -> None:
        self._make_controls()
        self._make_panels()
        self._wire()
        self.review_button.on_click(lambda _: self.review(budget_ms=self.review_budget_ms))
        # The front end holds the frames and steps without a kernel (buttons, keys, face up),
        # the review's marks included; the hand list, the action slider, autoplay and Review
        # need the kernel.
        row = w.Layout(flex_flow="row wrap", align_items="center")
        kernel_row = w.HBox([self.hand_selector, self.slider, self.play, self.speed], layout=row)
        review_row = w.HBox([self.review_button, self.review_progress], layout=row)
        review_row.add_class("fiveup-review-row")
        form = [] if self.form is None else [self.form.widget]
        self.widget = w.VBox([self.stepper, kernel_row, review_row, *form])

    def _make_controls(self) -> None:
        auto = w.Layout(width="auto")
        t = self._t
        self.first_button = w.Button(description=t("start"), icon="fast-backward",
                                     tooltip=t("start.tip"), layout=auto)
        self.prev_button = w.Button(description=t("back"), icon="step-backward",
                                    tooltip=t("back.tip"), layout=auto)
        self.next_button = w.Button(description=t("next"), icon="step-forward",
                                    tooltip=t("next.tip"), layout=auto, button_style="primary")
        self.last_button = w.Button(description=t("end"), icon="fast-forward",
                                    tooltip=t("end.tip"), layout=auto)
        for name in ("first", "prev", "next", "last"):
            getattr(self, f"{name}_button").add_class(f"fiveup-{name}")  # stable browser selectors
        self.slider = w.IntSlider(min=0, max=self.timeline.length(0), description=t("action"),
                                  continuous_update=True, layout=w.Layout(width="360px"))
        self.hand_selector = w.Dropdown(options=self._hand_options(), value=0, description=t("hand"),
                                        layout=w.Layout(width="420px"))
        self.play = w.Play(min=0, max=len(self.stops_of(0)) - 1, interval=900,
                           description=t("autoplay"))
        self.speed = w.IntSlider(min=200, max=3000, step=100, value=900, description=t("speed"),
                                 continuous_update=False, layout=w.Layout(width="260px"))
        w.link((self.speed, "value"), (self.play, "interval"))
        self.hands_toggle = w.ToggleButton(value=self.teaching,
                                           description=t("face-up" if self.teaching else "face-down"),
                                           tooltip=t("face-up.tip"), icon="eye")

    def _make_panels(self) -> None:
        self.stepper = FrameStepper(face_up=self.teaching)
        self.stepper.add_class("fiveup-viewer")
        self.review_button = w.Button(description=coach_phrases(self.lang)["review"],
                                      icon="check-square-o", layout=w.Layout(width="auto"))
        self.review_progress = w.IntProgress(min=0, max=1, value=0,
                                             description=coach_phrases(self.lang)["reviewing"],
                                             layout=w.Layout(display="none"))

    def _wire(self) -> None:
        self.first_button.on_click(lambda _: self._show(self.state.hand, 0))
        self.last_button.on_click(lambda _: self._show(self.state.hand, self.state.hand_end()))
        self.prev_button.on_click(lambda _: self.prev())
        self.next_button.on_click(lambda _: self.next())
        self.slider.observe(self._on_slider, names="value")
        self.hand_selector.observe(self._on_hand, names="value")
        self.play.observe(self._on_play, names="value")
        self.hands_toggle.observe(lambda _: self._face_label(), names="value")
        self.hands_toggle.observe(self._on_face, names="value")
        self.stepper.observe(self._on_stepper, names="index")
        self.stepper.observe(lambda c: setattr(self.hands_toggle, "value", c["new"]), names="face_up")

    def _hand_options(self) -> list[tuple[str, int]]:
        """One entry per hand, naming its leader only (no spoiler of how it ends)."""
        return [(self._t("hand-option", n=h + 1, name=self.game.players[rnd.leader]), h)
                for h, rnd in enumerate(self.game.hands)]

    def _find(self, stop: Stop) -> tuple[int, int]:
        """(hand, index among the hand's stops) of a stop; ValueError if the game has none."""
        return self.source.find(stop)

    # -- events --------------------------------------------------------------
    def _on_slider(self, change: dict[str, Any]) -> None:
        if not self._syncing:
            self._show(*self._find(Stop(self.state.hand, change["new"])))

    def _on_hand(self, change: dict[str, Any]) -> None:
        if not self._syncing:
            self._show(change["new"], 0)

    def _on_play(self, change: dict[str, Any]) -> None:
        """Autoplay steps through the hand shown; ■ (which resets to `min`) leaves it where it is."""
        if self._syncing:
            return
        if not self.play.playing and change["new"] == self.play.min:
            self._sync_play()
            return
        self._show(self.state.hand, change["new"])

    def _on_stepper(self, change: dict[str, Any]) -> None:
        """The front end moved (its buttons or keys): show the same stop here."""
        if self._syncing or self.frameset is None or change["new"] == self.state.index:
            return
        self.state.follow(change["new"])
        self._update()

    def _on_face(self, change: dict[str, Any]) -> None:
        self.stepper.face_up = bool(change["new"])
        self._render()

    # -- the front end's frames ------------------------------------------------
    def frames(self) -> Frames:
        """The frames of the hands around the one shown (computed once per window)."""
        frames = self.state.frames()
        self._send()
        return frames

    def _send(self) -> None:
        """The front end holds the state's frames (packed again only when they changed)."""
        frames = self.state.frameset
        if frames is not None and frames is not self._sent:
            self.stepper.data = frames.packed()
            self._sent = frames

    # -- showing -------------------------------------------------------------
    def _show(self, hand: int, index: int) -> None:
        self.state.show(hand, index)
        self._update()

    def _update(self) -> None:
        """Every control follows the state: the lists, the slider, autoplay, the front end."""
        state, stop = self.state, self.stop
        self._syncing = True
        try:
            if self.hand_selector.value != stop.hand:
                self.hand_selector.value = stop.hand
            n = self.timeline.length(stop.hand)
            if self.slider.max != n:
                self.slider.value = min(self.slider.value, n)
                self.slider.max = n
            self.slider.value = stop.step
            if self.frameset is not None:  # shown: the front end holds frames and follows
                self._send()
                self.stepper.index = state.index
        finally:
            self._syncing = False
        self._sync_play()
        self.first_button.disabled = state.at == 0
        self.prev_button.disabled = state.at_start
        self.next_button.disabled = state.at_end
        self.last_button.disabled = state.at_hand_end
        # in a quiz, End's tooltip says that it stops at the hand's count question (quiz76)
        self.last_button.tooltip = self._t("end.tip.question" if state.end_asks else "end.tip")
        self._render()

    def _sync_play(self) -> None:
        """Autoplay covers the stops of the hand shown and stands at the one shown."""
        self._syncing = True
        try:
            with self.play.hold_trait_notifications():
                self.play.max = max(self.play.max, self.state.at)
                self.play.value = self.state.at
                self.play.max = len(self.hand_stops) - 1
        finally:
            self._syncing = False

    def _render(self) -> None:
        """The teacher's form shows the note and mark of the stop shown (the front end shows
        the panels)."""
        face_up = bool(self.hands_toggle.value)
        if self.form is not None:
            where = self.state.annotated()
            self.form.show(self.current_annotation, self.current_note, where[1] is None,
                           hidden=frozenset() if face_up else face_down(self.game, self.stop))

    @property
    def reviewed(self) -> dict[tuple[int, int], Rated]:
        """The placements rated by the coach, by (hand, action): the review the panels mark."""
        return self.state.reviewed

    @reviewed.setter
    def reviewed(self, rated: dict[tuple[int, int], Rated]) -> None:
        self.state.mark(rated)  # shown: the front end's frames get the review panel
        self._update()

    def review(self, *, budget_ms: float = 200, seed: int = 0) -> list[Rated]:
        """Rate every placement against the coach (a progress bar shows while it works); every
        stop's review panel then marks the hand's rated placements (`panels.review_html`)."""
        bar = self.review_progress
        bar.layout.display = ""

        def progress(done: int, total: int) -> None:
            bar.max = max(total, 1)
            bar.value = done

        try:
            rated = self.state.review(budget_ms=budget_ms, seed=seed, progress=progress)
        finally:
            bar.layout.display = "none"
        self._update()
        return rated

    def _face_label(self) -> None:
        """The toggle says what it shows: hands face up, or face down."""
        self.hands_toggle.description = self._t("face-up" if self.hands_toggle.value
                                                else "face-down")

    def panels(self, index: int | Stop, face_up: bool) -> dict[str, str]:
        """The HTML of every panel at a stop (or index into `stops`), without touching a widget.

        Keys: layout, caption, note (the record's note there, or ""), status, scores, hands, log
        and end (the count so far, or "").
        """
        return self.source.panels(index if isinstance(index, Stop) else self.stops[index], face_up)

    def _state(self) -> str:
        s = self.stop
        where = repr_text(self.lang, "viewer", players=", ".join(self.game.players),
                          hand=s.hand + 1, hands=len(self.game.hands), step=s.step,
                          steps=self.timeline.length(s.hand))
        if s.end_step is not None:
            where = repr_text(self.lang, "viewer.count", where=where, k=s.end_step + 1)
        return where

    def _ipython_display_(self) -> None:
        display_viewer(self)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        """The front end (widget view) and, for nbconvert and static viewers, a page fragment
        that steps through the same frames with no kernel (text/html)."""
        frames = self.frames()
        self.stepper.index = self.state.index
        html = stepper_html(frames, frames.index((self.stop.hand, self.stop.step, self.stop.end_step)),
                            face_up=bool(self.hands_toggle.value))
        return add_static(self.widget._repr_mimebundle_(**kwargs), html, repr(self))  # type: ignore[no-any-return]

