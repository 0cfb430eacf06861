"""What a viewer of a recorded game shows, as plain objects (no ipywidgets): the state that
`GameViewer` and `HandEndViewer` drive, and that tests drive without a notebook.

`GameStops` is a game shown stop by stop (an action of a hand, or a step of its count): the stop
shown, the frames the front end holds around it, the coach's review marks and the panels shown
now. `HandCount` is one hand's end-of-hand count shown step by step (R21-R27).
"""

from __future__ import annotations

from collections.abc import Callable

from fiveup_viz.explain.steps import EndStep
from fiveup_viz.pages.frames import Frames, game_frames, handend_frames, refreshed, window
from fiveup_viz.pages.panels import GamePanels, Stop, review_html
from fiveup_viz.pages.quiz import hand_end_question
from fiveup_viz.pages.review import Rated, review
from fiveup_viz.rules.game import Game

__all__ = ["GameStops", "HandCount"]

Reviewed = dict[tuple[int, int], Rated]


class GameStops:
    """A recorded game shown stop by stop, with the frames its front end holds.

    `panels` draws every stop (`fiveup_viz.pages.panels.GamePanels`); `reviewed` holds the coach's
    rating of each placement by (hand, action), marked in every stop's review panel. The
    frames exist once the front end is shown (`frames()`), and follow the stop from then on.
    """

    def __init__(self, game: Game, lang: str = "en", *, quiz: bool = False) -> None:
        self.game = game
        self.lang = lang
        self.quiz = quiz  #: every placement and count asks (`fiveup_viz.pages.quiz`)
        self.panels = GamePanels(game, lang)  #: every stop's panels as HTML
        self.hand = 0  #: the hand shown
        self.at = 0  #: the index of the stop shown among the hand's stops
        self.reviewed: Reviewed = {}  #: the placements the coach rated, by (hand, action)
        self.frameset: Frames | None = None  #: the frames the front end holds, once shown
        self._asks: dict[int, bool] = {}  #: whether a hand's count asks its question, by hand

    # -- the stop shown ------------------------------------------------------
    @property
    def stop(self) -> Stop:
        """What is shown now."""
        return self.hand_stops[self.at]

    @property
    def hand_stops(self) -> list[Stop]:
        """Every stop of the hand shown, in order: its actions, then its count."""
        return self.panels.stops_of(self.hand)

    @property
    def at_start(self) -> bool:
        """The first stop of the game is shown."""
        return self.hand == 0 and self.at == 0

    @property
    def at_end(self) -> bool:
        """The last stop of the game is shown."""
        return self.hand == len(self.game.hands) - 1 and self.at == len(self.hand_stops) - 1

    @property
    def at_hand_end(self) -> bool:
        """The last stop of the hand shown (its count's last step) is shown."""
        return self.at == len(self.hand_stops) - 1

    def show(self, hand: int, index: int) -> None:
        """Show the stop `index` of hand `hand` (both kept inside the game)."""
        self.hand = max(0, min(hand, len(self.game.hands) - 1))
        self.at = max(0, min(index, len(self.hand_stops) - 1))
        if self.frameset is not None:  # shown: the front end's frames follow the hand
            self.frames()

    def goto(self, stop: Stop) -> None:
        """Show `stop`; InvalidSettingError if the game has no such stop (nothing changes)."""
        self.show(*self.panels.find(stop))

    def next(self) -> None:
        """One step on: the next action, the next step of the count, or the next hand."""
        if not self.at_hand_end:
            self.show(self.hand, self.at + 1)
        elif self.hand + 1 < len(self.game.hands):
            self.show(self.hand + 1, 0)

    def prev(self) -> None:
        """One step back, into the previous hand's count from a hand's start."""
        if self.at > 0:
            self.show(self.hand, self.at - 1)
        elif self.hand > 0:
            self.show(self.hand - 1, len(self.panels.stops_of(self.hand - 1)) - 1)

    def hand_end(self) -> int:
        """The index among the hand's stops that End goes to: its count's last step; in a quiz,
        from before the count, the count's first step, where its question is asked (the steps
        after it show the answer, R21-R27). The questions on the way stay unanswered, as on
        the game page (issue 31, teacher trial 13, friction 2)."""
        stops = self.hand_stops
        last = len(stops) - 1
        if not self.quiz:
            return last
        first = next((k for k, s in enumerate(stops) if s.end_step == 0), None)
        if first is None or first <= self.at or not self._count_asks(self.hand):
            return last
        return first

    @property
    def end_asks(self) -> bool:
        """End goes to the hand's count question (`hand_end`), not to the count's last step."""
        return self.hand_end() < len(self.hand_stops) - 1

    def _count_asks(self, hand: int) -> bool:
        """Whether a quiz asks at hand `hand`'s count (R21-R27; not at a hand that ended the
        game at 305, R3), found once a hand."""
        if hand not in self._asks:
            self._asks[hand] = hand_end_question(self.panels, hand) is not None
        return self._asks[hand]

    def annotated(self) -> tuple[int, int | None]:
        """(hand, action) that the stop shown annotates; action None: the hand itself."""
        s = self.stop
        return (s.hand, None) if s.step == 0 else (s.hand, s.step - 1)

    # -- what is shown -------------------------------------------------------
    def shown(self, face_up: bool) -> dict[str, str]:
        """The HTML of every panel at the stop shown (`GamePanels.panels`), with the `header`
        and the coach's `review` panel."""
        stop = self.stop
        return {**self.panels.panels(stop, face_up),
                "header": self.panels.header(face_up=face_up),
                "review": review_html(self.game, self.reviewed, stop, self.lang, face_up=face_up)}

    # -- the front end's frames ----------------------------------------------
    def frames(self) -> Frames:
        """The frames of the hands around the one shown (computed once per window)."""
        hands = window(self.hand, len(self.game.hands))
        if self.frameset is None or self.frameset.first_hand != hands.start:
            self.frameset = game_frames(self.game, hands, lang=self.lang, panels=self.panels,
                                        reviewed=self.reviewed, quiz=self.quiz)
        return self.frameset

    @property
    def index(self) -> int:
        """The front end's index of the stop shown (0 until the frames exist)."""
        frames = self.frameset
        stop = self.stop
        return 0 if frames is None else frames.offset + frames.index(
            (stop.hand, stop.step, stop.end_step))

    def follow(self, index: int) -> None:
        """Show the stop at the front end's `index` (its buttons or keys moved)."""
        frames = self.frames()
        local = index - frames.offset
        if local < 0:  # before the hands held: the previous hand's last stop
            hand = frames.first_hand - 1
            self.show(hand, len(self.panels.stops_of(hand)) - 1)
        elif local >= len(frames.stops):  # after them: the next hand's first stop
            self.show(frames.first_hand + frames.hands, 0)
        else:
            self.goto(Stop(*frames.stops[local]))

    def redraw(self, hand: int | None) -> None:
        """Draw the held frames of `hand` again (after an annotation there; None: no hand's),
        with the review marks as they are now."""
        frames = self.frameset
        if frames is not None and (hand is None
                                   or frames.first_hand <= hand < frames.first_hand + frames.hands):
            self.frameset = refreshed(frames, self.panels, hand, self.reviewed)

    # -- the coach's review ----------------------------------------------------
    def mark(self, rated: Reviewed) -> None:
        """Mark `rated` placements in every stop's review panel."""
        self.reviewed = dict(rated)
        self.redraw(None)

    def review(self, *, budget_ms: float = 200, seed: int = 0,
               progress: Callable[[int, int], None] | None = None) -> list[Rated]:
        """Rate every placement against the coach and mark them (`fiveup_viz.pages.review`)."""
        rated = review(self.game, budget_ms=budget_ms, seed=seed, progress=progress)
        self.mark({(r.hand, r.action): r for r in rated})
        return rated


class HandCount:
    """One hand's end-of-hand count shown step by step: going out (R21-R24) or a blocked hand
    (R25-R27). Steps up to the one shown are shown, the current one highlighted."""

    def __init__(self, panels: GamePanels, hand: int, *, show_layout: bool = True) -> None:
        self.panels = panels  #: the game's panels (its count and last layout)
        self.show_layout = show_layout  #: the hand's last layout above the count
        self.hand = hand
        self.step = 0  #: the index of the step shown
        self.frameset: Frames | None = None  #: every step's frame, once shown

    @property
    def steps(self) -> list[EndStep]:
        """The steps of the count (`fiveup_viz.explain.steps.EndStep`); [] while the hand goes on."""
        return self.panels.end_steps(self.hand)

    def go(self, step: int) -> None:
        """Show step `step` (kept inside the count)."""
        self.step = max(0, min(step, len(self.steps) - 1))

    @property
    def at_first(self) -> bool:
        return self.step <= 0

    @property
    def at_last(self) -> bool:
        return self.step >= len(self.steps) - 1

    def text(self, lang: str) -> str:
        """The plain text of the steps shown so far."""
        return "\n".join(s.text(lang) for s in self.steps[: self.step + 1])

    @property
    def html(self) -> str:
        """The HTML of the count up to the step shown."""
        return self.panels.count(self.hand, self.step)

    @property
    def layout(self) -> str:
        """The drawing of the hand's last layout, as the count shows it ("" without it)."""
        return self.panels.final_layout(self.hand) if self.show_layout else ""

    def frames(self) -> Frames:
        """Every step of the count as frames for the front end (computed once a hand)."""
        if self.frameset is None:
            self.frameset = handend_frames(self.panels.game, self.hand, lang=self.panels.lang,
                                           show_layout=self.show_layout, panels=self.panels)
        return self.frameset
