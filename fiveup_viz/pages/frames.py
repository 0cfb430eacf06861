"""Frames of a recorded game: every position's panels as HTML, for front ends without Python.

A frame is a position's panels (`fiveup_viz.pages.panels`) at one stop (an action of a hand or a
step of its count), with the tiles face up and face down. Each panel is cut into pieces at its
drawings (`<svg>...</svg>`), and every distinct piece is stored once: a layout or a row of
tiles that several positions share is kept a single time. The whole set is packed as
zlib-compressed JSON in base64 (`Frames.packed`), which the browser unpacks with
`DecompressionStream`; no text of it ever lands in a `<script>` or `<style>` raw.

Frames hold a window of hands (at most `MAX_HANDS`), so a record of thousands of hands never
forces every position to be drawn: the window holds the hand shown and the hands after it.
"""

from __future__ import annotations

import base64
import json
import re
import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from fiveup_viz.pages.panels import PANELS, GamePanels, Stop, review_html
from fiveup_viz.rules.asks import asks as record_asks
from fiveup_viz.rules.game import Game, TargetEnd
from fiveup_viz.words.errors import InvalidSettingError, Message
from fiveup_viz.words.messages import page as page_phrases

if TYPE_CHECKING:
    from fiveup_viz.explain.question import Question
    from fiveup_viz.pages.review import Rated

__all__ = ["MAX_HANDS", "PANELS", "Frames", "game_frames", "handend_frames", "refreshed", "window"]

#: The coach's review of each stop (`panels.review_html`): a panel of reviewed games' frames.
REVIEW = "review"
#: The reviewed placements by (hand, action), as `GameViewer.reviewed` holds them.
Reviewed = Mapping[tuple[int, int], "Rated"]

#: The most hands one set of frames holds.
MAX_HANDS = 12
_SVG = re.compile(r"(<svg\b.*?</svg>)", re.S)


@dataclass
class Frames:
    """The frames of a window of hands of one game, each distinct piece stored once."""

    lang: str
    header: str
    first_hand: int  #: the first hand held (0-based)
    hands: int  #: how many hands are held
    total_hands: int  #: how many hands the game has
    stops: list[tuple[int, int, int | None]] = field(default_factory=list)  #: (hand, step, count step)
    hand_steps: list[int] = field(default_factory=list)  #: actions of each held hand
    #: The held hands (0-based) that end the game at exactly 305: their steps after the last
    #: action say the game ended, not an end-of-hand count (R3, D6).
    won: list[int] = field(default_factory=list)
    #: The game goes on (a live table): its number of hands is not known yet, so a hand is
    #: "Hand 1", not "Hand 1 of 1" (teach22 F4, teach24 F8).
    going_on: bool = False
    pieces: list[str] = field(default_factory=list)
    up: list[list[list[int]]] = field(default_factory=list)  #: per stop, per panel: piece ids
    down: list[list[list[int]]] = field(default_factory=list)
    offset: int = 0  #: the front end's index of the first stop held: 1 when hands come before
    total: int = 0  #: offset + stops held, + 1 when hands come after (a kernel can fetch them)
    panels: tuple[str, ...] = PANELS
    header_down: str = ""  #: the header with the hands face down (no tile named); "": `header`
    face_choice: bool = True  #: whether the hands can be turned face down
    #: The window note's phrase: `window` (a viewer fetches other hands itself) or
    #: `window-page` (a page, written again from another hand to hold others).
    window_phrase: str = "window"
    quiz: bool = False  #: every placement and every count asks (`fiveup_viz.pages.quiz`)
    #: With `quiz`: which positions ask when the page opens (`quiz.ASKS`); the page can switch.
    asks: str = "every"
    #: False: the questions wait until the page's switch "Ask the questions" is ticked, and the
    #: header shows `header_asking` (no description: it tells the counts asked) only then.
    asking: bool = True
    header_asking: tuple[str, str] = ("", "")  #: the header while asking, face up and face down
    #: By stop index: the questions asked there and the panels shown until they are answered,
    #: face up (`up`) and face down (`down`).
    asked: dict[int, dict[str, Any]] = field(default_factory=dict)
    _ids: dict[str, int] = field(default_factory=dict, repr=False)
    _where: dict[tuple[int, int, int | None], int] = field(default_factory=dict, repr=False)

    def index(self, stop: tuple[int, int, int | None]) -> int:
        """The index among the held stops of (hand, step, count step)."""
        return self._where[stop]

    def add(self, stop: tuple[int, int, int | None], up: dict[str, str], down: dict[str, str]) -> None:
        """Add one stop's panels (tiles face up and face down)."""
        self._where[stop] = len(self.stops)
        self.stops.append(stop)
        self.up.append([self._pieces(up[p]) for p in self.panels])
        self.down.append([self._pieces(down[p]) for p in self.panels])

    def ask(self, index: int, face_up: bool, questions: list[Question], before: dict[str, str],
            record: Sequence[bool] = (), before_next: dict[str, str] | None = None) -> None:
        """Ask `questions` at held stop `index`, showing the panels `before` until answered;
        `record` tells, question by question, which are the record's own (default: none);
        `before_next`: the panels shown while only its questions on the next action (`legal`)
        are asked (`quiz.before_next`)."""
        from fiveup_viz.pages.quiz import question_data

        own = list(record) or [False] * len(questions)
        entry = {"ask": [question_data(q, r) for q, r in zip(questions, own, strict=True)],
                 "panels": [self._pieces(before[p]) for p in self.panels]}
        if before_next is not None:
            entry["panelsNext"] = [self._pieces(before_next[p]) for p in self.panels]
        self.asked.setdefault(index, {})["up" if face_up else "down"] = entry

    def _pieces(self, html: str) -> list[int]:
        out = []
        for part in _SVG.split(html):
            if part:
                if part not in self._ids:
                    self._ids[part] = len(self.pieces)
                    self.pieces.append(part)
                out.append(self._ids[part])
        return out

    def panel(self, index: int, name: str, face_up: bool = True, *, asking: bool = False) -> str:
        """The HTML of one panel of held stop `index` (as the front end puts it together);
        `asking`: as it shows while the stop's questions wait, if it has any."""
        entry = self.asked.get(index, {}).get("up" if face_up else "down") if asking else None
        lists = entry["panels"] if entry else (self.up if face_up else self.down)[index]
        ids = lists[self.panels.index(name)]
        return "".join(self.pieces[i] for i in ids)

    @property
    def window_note(self) -> str:
        """A sentence saying which hands are held, when not all of them are ("" otherwise, and at
        a game that goes on, whose count holds its one hand: teach25 read "This page holds hands 2
        to 2 of 2" at a live table); one hand held is said as one (teach35/teach36 friction 4)."""
        if self.going_on or self.hands == self.total_hands:
            return ""
        return page_phrases(self.lang)[self.window_phrase].format(
            first=self.first_hand + 1, last=self.first_hand + self.hands, total=self.total_hands,
            hands=self.hands)

    def labels(self) -> dict[str, str]:
        """The front end's words, by the names stepper.js reads (`face_up`)."""
        return {key.replace("-", "_"): str(text) for key, text in page_phrases(self.lang).items()}

    def payload(self) -> dict[str, Any]:
        """Everything the front end needs, as JSON-ready data."""
        return {"version": 1, "lang": self.lang, "labels": self.labels(),
                "window": self.window_note, "faceChoice": self.face_choice,
                "header": self.header, "headerDown": self.header_down or self.header,
                "panels": list(self.panels), "firstHand": self.first_hand,
                "hands": self.hands, "totalHands": self.total_hands, "handSteps": self.hand_steps,
                "won": self.won, **({"goingOn": True} if self.going_on else {}),
                "stops": [list(s) for s in self.stops], "pieces": self.pieces,
                "up": self.up, "down": self.down, "offset": self.offset, "total": self.total,
                **self._quiz_payload()}

    def _quiz_payload(self) -> dict[str, Any]:
        """The questions by stop and their words, when any stop asks (else nothing: the
        frames of a game without questions keep their bytes)."""
        if not self.asked:
            return {}
        from fiveup_viz.pages.quiz import labels

        later = ({"asking": False, "headerAsking": self.header_asking[0],
                  "headerAskingDown": self.header_asking[1]} if not self.asking else {})
        chosen = {"quizAsks": self.asks} if self.quiz else {}
        return {"quiz": {str(i): entry for i, entry in sorted(self.asked.items())},
                "quizWords": labels(self.lang), **later, **chosen}

    def packed(self) -> str:
        """The payload as base64 of zlib-compressed JSON (deterministic bytes)."""
        text = json.dumps(self.payload(), ensure_ascii=False, separators=(",", ":"))
        return base64.b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii")


def window(hand: int, total_hands: int, size: int | None = None) -> range:
    """The hands held with `hand` shown: its block of `size` (default MAX_HANDS) hands."""
    size = size or MAX_HANDS
    first = (hand // size) * size
    return range(first, min(first + size, total_hands))


def _source(game: Game, lang: str, panels: GamePanels | None) -> GamePanels:
    """`panels` (a cache of this game's panels to reuse), or new panels of `game`."""
    if panels is None:
        return GamePanels(game, lang)
    if panels.game is not game or panels.lang != lang:
        raise InvalidSettingError(Message("panels.other"))
    return panels


def _won(game: Game, hands: range) -> list[int]:
    """Which of `hands` end the game at exactly 305 (R3): no count follows (D6)."""
    return [h for h in hands if isinstance(game.hands[h].end, TargetEnd)]


def handend_frames(game: Game, hand: int, *, lang: str = "en", show_layout: bool = True,
                   panels: GamePanels | None = None) -> Frames:
    """The frames of one hand's count, a frame per step (the hand's last layout above it)."""
    source = _source(game, lang, panels)
    steps = source.end_steps(hand)
    n = len(game.hands[hand].actions)
    frames = Frames(lang=lang, header="", first_hand=hand, hands=1, total_hands=len(game.hands),
                    total=max(len(steps), 1), panels=("layout", "end"), face_choice=False,
                    hand_steps=[n], won=_won(game, range(hand, hand + 1)), going_on=not game.finished)
    layout = source.final_layout(hand) if show_layout else ""
    for step in range(max(len(steps), 1)):
        shown = {"layout": layout, "end": source.count(hand, step)}
        frames.add((hand, n, step if steps else None), shown, shown)
    return frames


def game_frames(game: Game, hands: range, *, lang: str = "en",
                panels: GamePanels | None = None, reviewed: Reviewed | None = None,
                quiz: bool = False) -> Frames:
    """The frames of `game`'s hands `hands` (see `window`), every stop face up and face down;
    with `reviewed` placements, each stop has the coach's review panel too (`REVIEW`). The
    record's questions are asked at their stops, and with `quiz` every placement and count
    asks too (`fiveup_viz.pages.quiz`)."""
    source = _source(game, lang, panels)
    told = not (quiz or record_asks(game))  # a description tells the counts asked (teach21 friction 2)
    header = (source.header(told=told), source.header(face_up=False, told=told))
    return _frames(source, hands, header, _with_review(source, reviewed, source.panels), reviewed,
                   quiz)


def refreshed(frames: Frames, panels: GamePanels, hand: int | None,
              reviewed: Reviewed | None = None) -> Frames:
    """`frames` with the stops of `hand` drawn again (after an annotation there; None: no hand)
    and the other stops as they were, the review panel drawn for `reviewed` (None: no review):
    the bytes of new frames of the same hands, in a fraction of the time."""
    hands = range(frames.first_hand, frames.first_hand + frames.hands)

    def panels_at(stop: Stop, face_up: bool) -> dict[str, str]:
        if stop.hand == hand:
            return panels.panels(stop, face_up)
        index = frames.index((stop.hand, stop.step, stop.end_step))
        return {name: frames.panel(index, name, face_up) for name in PANELS}

    return _frames(panels, hands, (frames.header, frames.header_down),
                   _with_review(panels, reviewed, panels_at), reviewed, frames.quiz)


def _with_review(source: GamePanels, reviewed: Reviewed | None,
                 panels_at: Callable[[Stop, bool], dict[str, str]]
                 ) -> Callable[[Stop, bool], dict[str, str]]:
    """`panels_at` with the review panel of each stop added, when there is a review."""
    if not reviewed:
        return panels_at
    marks = dict(reviewed)

    def with_review(stop: Stop, face_up: bool) -> dict[str, str]:
        return {**panels_at(stop, face_up),
                REVIEW: review_html(source.game, marks, stop, source.lang, face_up=face_up)}

    return with_review


def _frames(source: GamePanels, hands: range, header: tuple[str, str],
            panels_at: Callable[[Stop, bool], dict[str, str]],
            reviewed: Reviewed | None = None, quiz: bool = False) -> Frames:
    from fiveup_viz.pages import quiz as asking
    from fiveup_viz.rules.asks import asks

    game = source.game
    frames = Frames(lang=source.lang, header=header[0], header_down=header[1],
                    first_hand=hands.start, hands=len(hands), total_hands=len(game.hands),
                    offset=1 if hands.start > 0 else 0,
                    panels=(*PANELS, REVIEW) if reviewed else PANELS, quiz=quiz)
    frames.hand_steps = [source.timeline.length(h) for h in hands]
    frames.won = _won(game, hands)
    asked = asks(game)
    for hand in hands:
        for stop in source.stops_of(hand):
            frames.add((stop.hand, stop.step, stop.end_step), panels_at(stop, True),
                       panels_at(stop, False))
            for face_up in (True, False) if quiz or asked else ():
                found = asking.questions(source, stop, asked, face_up=face_up, every=quiz)
                if found:
                    lettering = asking.letters(found)  # a "where" question's (issue 31)
                    frames.ask(len(frames.stops) - 1, face_up, found,
                               asking.before_answer(source, stop, face_up, panels_at, lettering),
                               [asking.posed(stop, asked, q) for q in found],
                               asking.before_next(source, stop, face_up, panels_at, lettering)
                               if lettering is not None else None)
    frames.total = frames.offset + len(frames.stops) + (1 if hands.stop < len(game.hands) else 0)
    return frames
