"""GameViewer: step through a recorded game, action by action, then through each hand's count."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import ipywidgets as w

from fiveup_viz.explain.steps import EndStep
from fiveup_viz.explain.wording import describe
from fiveup_viz.pages.frames import Frames, game_frames, refreshed, window
from fiveup_viz.pages.page import stepper_html, write_page
from fiveup_viz.pages.panels import CACHED_HANDS, GamePanels, Stop, face_down, review_html
from fiveup_viz.pages.review import Rated, coach_phrases, review
from fiveup_viz.rules.annotations import Annotation, Note
from fiveup_viz.rules.checks import check_flag, check_position
from fiveup_viz.rules.game import Game
from fiveup_viz.rules.record import to_record
from fiveup_viz.rules.timeline import Position, load_game
from fiveup_viz.widgets._base import Controller
from fiveup_viz.widgets._common import save_record
from fiveup_viz.widgets.annotating import AnnotationForm
from fiveup_viz.widgets.handend import HandEndViewer
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
    and the teacher's form. The panels it shows, the review's marks included, are in `frames()`;
    `panel_box` draws the same panels in Python, for reading them, and is not shown.

    The record's notes and marks show at their positions (RECORD.md § Annotations);
    `annotate(note=..., mark=...)` sets them at the position shown and `save(path)` writes the
    record with them. `annotating=True` adds a teacher's form for both (`form`).

    The record's questions (RECORD.md § Questions) are asked at their positions, and with
    `quiz=True` every placement asks "how many raw points?" and every hand's count "who is
    credited how many?" before showing them (`fiveup_viz.pages.quiz`): the front end checks the
    answers without a kernel and does not step past a question before it is answered.
    """

    frameset: Frames | None  #: the frames the front end holds, once shown

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
        self.source = GamePanels(self.game, self.lang)  #: every stop's panels as HTML
        self.timeline = self.source.timeline
        self._hand = 0  #: the hand shown
        self._at = 0  #: the index of the stop shown among the hand's stops
        self._syncing = False
        self._reviewed: dict[tuple[int, int], Rated] = {}
        self.review_budget_ms: float = 200  #: the coach's time per placement for Review
        self.form: AnnotationForm | None = AnnotationForm(self) if annotating else None
        self._make_widgets()
        self._fit_labels()
        self._show(*((0, 0) if start is None else self._find(Stop(*start))))

    # -- public ------------------------------------------------------------
    @property
    def stop(self) -> Stop:
        """What is shown now."""
        return self.hand_stops[self._at]

    @property
    def hand_stops(self) -> list[Stop]:
        """Every stop of the hand shown, in order: its actions, then its count."""
        return self.stops_of(self._hand)

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
        if self._at + 1 < len(self.hand_stops):
            self._show(self._hand, self._at + 1)
        elif self._hand + 1 < len(self.game.hands):
            self._show(self._hand + 1, 0)

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
        hand, action = self._annotated()
        return None if action is None else self.game.notes.at(hand, action)

    @property
    def current_note(self) -> Note | None:
        """The note of the position shown: the last action's, or at a hand's start the hand's."""
        hand, action = self._annotated()
        if action is None:
            return self.game.notes.hands.get(hand)
        found = self.game.notes.at(hand, action)
        return None if found is None else found.note

    def annotate(self, *, note: Note | None = None, mark: str | None = None) -> None:
        """Set the note and mark of the position shown and show them: of the last action shown,
        or at a hand's start the hand's note (a hand takes no mark). Both None remove them.
        AnnotationError for a note or mark outside RECORD.md's rules; nothing changes then."""
        hand, action = self._annotated()
        self.game.annotate(hand, action, note=note, mark=mark)
        frames = self.frameset
        if frames is not None and frames.first_hand <= hand < frames.first_hand + frames.hands:
            # the front end shows it too
            self.frameset = refreshed(frames, self.source, hand, self._reviewed)
            self.stepper.data = self.frameset.packed()
        self._render()

    @property
    def record(self) -> dict[str, Any]:
        """The game as a `fiveup-record` document, its annotations included."""
        return to_record(self.game)

    def save(self, path: str | Path) -> Path:
        """Write the record (annotations included) as JSON; OSError if it cannot."""
        return save_record(self.game, path)

    def _annotated(self) -> tuple[int, int | None]:
        """(hand, action) that the position shown annotates; action None: the hand itself."""
        s = self.stop
        return (s.hand, None) if s.step == 0 else (s.hand, s.step - 1)

    def prev(self) -> None:
        """One step back, into the previous hand's count from a hand's start."""
        if self._at > 0:
            self._show(self._hand, self._at - 1)
        elif self._hand > 0:
            self._show(self._hand - 1, len(self.stops_of(self._hand - 1)) - 1)

    @property
    def at_end(self) -> bool:
        """The last stop of the game is shown."""
        return self._hand == len(self.game.hands) - 1 and self._at == len(self.hand_stops) - 1

    def _make_widgets(self) -> None:
        self._make_controls()
        self._make_panels()
        self._wire()
        nav = w.HBox([self.first_button, self.prev_button, self.next_button, self.last_button,
                      self.slider], layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.review_button.on_click(lambda _: self.review(budget_ms=self.review_budget_ms))
        extra = w.HBox([self.hand_selector, self.play, self.speed, self.hands_toggle],
                       layout=w.Layout(flex_flow="row wrap", align_items="center"))
        table = w.VBox([self.layout_html, self.caption_html, self.note_html, self.review_html],
                       layout=w.Layout(flex="3 1 520px"))
        side = w.VBox([self.status_html, self.scores_html, self.hands_html],
                      layout=w.Layout(flex="2 1 320px"))
        #: The Python-drawn panels (what `svg` reads), the same as the front end's but not shown:
        #: the notebook shows `widget`.
        self.panel_box = w.VBox([self.header, nav, extra,
                                 w.HBox([table, side], layout=w.Layout(flex_flow="row wrap")),
                                 self.end_viewer.widget, self.log_html])
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
        self.frameset = None
        self.header = w.HTML()
        self.layout_html = w.HTML()
        self.layout_html.add_class("fiveup-viewer-layout")
        self.caption_html = w.HTML()
        self.note_html = w.HTML()
        self.status_html = w.HTML()
        self.scores_html = w.HTML()
        self.hands_html = w.HTML()
        self.log_html = w.HTML()
        self.review_button = w.Button(description=coach_phrases(self.lang)["review"],
                                      icon="check-square-o", layout=w.Layout(width="auto"))
        self.review_progress = w.IntProgress(min=0, max=1, value=0,
                                             description=coach_phrases(self.lang)["reviewing"],
                                             layout=w.Layout(display="none"))
        self.review_html = w.HTML()
        self.end_viewer = HandEndViewer(self.game, 0, lang=self.lang, show_layout=False)
        self.end_viewer.nav.layout.display = "none"  # driven by this viewer's Next and Back
        self.end_viewer.widget.layout.display = "none"

    def _wire(self) -> None:
        self.first_button.on_click(lambda _: self._show(self._hand, 0))
        self.last_button.on_click(lambda _: self._show(self._hand, len(self.hand_stops) - 1))
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
            self._show(*self._find(Stop(self._hand, change["new"])))

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
        self._show(self._hand, change["new"])

    def _on_stepper(self, change: dict[str, Any]) -> None:
        """The front end moved (its buttons or keys): show the same stop here."""
        frames = self.frameset
        if self._syncing or frames is None or change["new"] == self._stepper_index():
            return
        local = change["new"] - frames.offset
        if local < 0:  # before the hands held: the previous hand's last stop
            hand = frames.first_hand - 1
            self._show(hand, len(self.stops_of(hand)) - 1)
        elif local >= len(frames.stops):  # after them: the next hand's first stop
            self._show(frames.first_hand + frames.hands, 0)
        else:
            self._show(*self._find(Stop(*frames.stops[local])))

    def _stepper_index(self) -> int:
        """The front end's index of the stop shown (0 until the frames exist)."""
        frames = self.frameset
        stop = self.stop
        return 0 if frames is None else frames.offset + frames.index((stop.hand, stop.step, stop.end_step))

    def _on_face(self, change: dict[str, Any]) -> None:
        self.stepper.face_up = bool(change["new"])
        self._render()

    # -- the front end's frames ------------------------------------------------
    def frames(self) -> Frames:
        """The frames of the hands around the one shown (computed once per window)."""
        hands = window(self.stop.hand, len(self.game.hands))
        if self.frameset is None or self.frameset.first_hand != hands.start:
            self.frameset = game_frames(self.game, hands, lang=self.lang, panels=self.source,
                                        reviewed=self._reviewed, quiz=self.quiz)
            self.stepper.data = self.frameset.packed()
        return self.frameset

    # -- showing -------------------------------------------------------------
    def _show(self, hand: int, index: int) -> None:
        self._hand = max(0, min(hand, len(self.game.hands) - 1))
        self._at = max(0, min(index, len(self.hand_stops) - 1))
        stop = self.stop
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
                self.frames()
                self.stepper.index = self._stepper_index()
        finally:
            self._syncing = False
        self._sync_play()
        self.first_button.disabled = self._at == 0
        self.prev_button.disabled = self._at == 0 and self._hand == 0
        self.next_button.disabled = self.at_end
        self.last_button.disabled = self._at == len(self.hand_stops) - 1
        self._render()

    def _sync_play(self) -> None:
        """Autoplay covers the stops of the hand shown and stands at the one shown."""
        self._syncing = True
        try:
            with self.play.hold_trait_notifications():
                self.play.max = max(self.play.max, self._at)
                self.play.value = self._at
                self.play.max = len(self.hand_stops) - 1
        finally:
            self._syncing = False

    def _render(self) -> None:
        face_up = bool(self.hands_toggle.value)
        panels = self.panels(self.stop, face_up)
        self.layout_html.value = panels["layout"]
        self.header.value = self.source.header(face_up=face_up)
        self.caption_html.value = panels["caption"]
        self.note_html.value = panels["note"]
        self.status_html.value = panels["status"]
        self.scores_html.value = panels["scores"]
        self.hands_html.value = panels["hands"]
        self.log_html.value = panels["log"]
        self.review_html.value = review_html(self.game, self._reviewed, self.stop, self.lang,
                                             face_up=face_up)
        self._render_end(self.stop)
        if self.form is not None:
            where = self._annotated()
            self.form.show(self.current_annotation, self.current_note, where[1] is None,
                           hidden=frozenset() if face_up else face_down(self.game, self.stop))

    @property
    def reviewed(self) -> dict[tuple[int, int], Rated]:
        """The placements rated by the coach, by (hand, action): the review the panels mark."""
        return self._reviewed

    @reviewed.setter
    def reviewed(self, rated: dict[tuple[int, int], Rated]) -> None:
        self._reviewed = dict(rated)
        if self.frameset is not None:  # shown: the front end's frames get the review panel
            self.frameset = refreshed(self.frameset, self.source, None, self._reviewed)
            self.stepper.data = self.frameset.packed()
        self._render()

    def review(self, *, budget_ms: float = 200, seed: int = 0) -> list[Rated]:
        """Rate every placement against the coach (a progress bar shows while it works); every
        stop's review panel then marks the hand's rated placements (`panels.review_html`)."""
        bar = self.review_progress
        bar.layout.display = ""

        def progress(done: int, total: int) -> None:
            bar.max = max(total, 1)
            bar.value = done

        try:
            rated = review(self.game, budget_ms=budget_ms, seed=seed, progress=progress)
        finally:
            bar.layout.display = "none"
        self.reviewed = {(r.hand, r.action): r for r in rated}
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

    def _render_end(self, stop: Stop) -> None:
        if stop.end_step is None:
            self.end_viewer.widget.layout.display = "none"
            return
        if self.end_viewer.hand != stop.hand:
            self.end_viewer.set_hand(stop.hand)
        self.end_viewer.step = stop.end_step
        self.end_viewer.widget.layout.display = ""

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
        self.stepper.index = self._stepper_index()
        html = stepper_html(frames, frames.index((self.stop.hand, self.stop.step, self.stop.end_step)),
                            face_up=bool(self.hands_toggle.value))
        return add_static(self.widget._repr_mimebundle_(**kwargs), html, repr(self))  # type: ignore[no-any-return]

