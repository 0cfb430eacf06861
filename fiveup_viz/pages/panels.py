"""A position's panels as HTML, from a game and a stop: no widgets, no ipywidgets.

`GamePanels(game, lang)` draws what a viewer shows at a stop (an action of a hand, or a step
of its count): the header, layout, caption, status, score table, hands, event log and the
count so far. The widgets, the frames of the kernel-free front end (`fiveup_viz.pages.frames`),
the game page (`fiveup_viz.pages.page`) and the command line all call it. Every piece is escaped
HTML with inline styles (a widget's output must not depend on a stylesheet).
"""

from __future__ import annotations

import base64
import html
import re
from collections import OrderedDict
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from fiveup_viz.drawing.geometry import Box
from fiveup_viz.explain import steps as explain
from fiveup_viz.explain.annotation_words import ALL_TILES, mark_meaning, mark_text, masked, shown
from fiveup_viz.explain.steps import (
    EndStep,
    end_steps,
    event_line,
    not_ended,
    opens,
    say,
    seat_value,
    side_value,
)
from fiveup_viz.explain.steps import sentence as sentence
from fiveup_viz.rules.annotations import Note
from fiveup_viz.rules.checks import check_int
from fiveup_viz.rules.game import Game, Round, ScoreEvent, TargetEnd
from fiveup_viz.rules.layout import Layout
from fiveup_viz.rules.scoring import TARGET, displayed
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.rules.timeline import Position, Timeline
from fiveup_viz.words.errors import InvalidSettingError, Message, word
from fiveup_viz.words.fluent import entries_said, name_label
from fiveup_viz.words.messages import table, text, ui
from fiveup_viz.words.values import Count, Entries

if TYPE_CHECKING:
    from fiveup_viz.pages.review import Rated

#: Inline styles (the HTML widget output must not depend on a stylesheet).
FONT = "font-family: 'DejaVu Sans', Verdana, sans-serif; font-size: 15px; line-height: 1.4;"
BOX = "border: 1px solid #c8c8c8; border-radius: 6px; padding: 6px 10px; background: #fcfcfa;"
CURRENT = "background: #fff3c4; border-left: 4px solid #e0a800; padding-left: 6px;"
DISCARDED = "color: #8a1f11;"
MUTED = "color: #666;"
NOTE = "background: #f3f7ff; border-left: 4px solid #4a7bd0;"  #: an author's note
#: A mark's colour: good marks green, bad ones red, the two mixed ones brown.
MARK_COLOURS = {"!": "#1e6b2f", "!!": "#1e6b2f", "?": "#8a1f11", "??": "#8a1f11",
                "!?": "#7a4a00", "?!": "#7a4a00"}
CACHED_HANDS = 8  #: hands whose positions and drawings a `GamePanels` keeps
_SVG = re.compile(r"<svg\b.*?</svg>", re.S)
_TITLE = re.compile(r"<title>(.*?)</title>", re.S)
_STYLE = re.compile(r'^<svg style="[^"]*" ')


# -- HTML pieces -------------------------------------------------------------------
def esc(value: object) -> str:
    """HTML-escape any value's text (player names are free text)."""
    return html.escape(str(value), quote=True)


def div(body: str, style: str = "", cls: str = "") -> str:
    """A `<div>` with optional inline style and class (body is already HTML)."""
    attrs = f' class="{cls}"' if cls else ""
    attrs += f' style="{style}"' if style else ""
    return f"<div{attrs}>{body}</div>"


def count(unit: str, n: int, lang: str) -> str:
    """`3 tiles`, `1 pip` in any language (a counted word of fiveup_viz.explain.steps)."""
    return str(word(Count(unit, n), lang))


def label(lang: str, key: str, **values: Any) -> str:
    """A label of the widgets' words (`ui.` keys of fiveup_viz.words.messages)."""
    return table(lang)[f"ui.{key}"].format(**values)


def as_images(body: str) -> str:
    """`body` with every inline `<svg>` as an `<img>` holding the same document (a data URI),
    for front ends that strip inline SVG or scripts."""
    return _SVG.sub(_img, body)


def _img(match: re.Match[str]) -> str:
    svg = _STYLE.sub("<svg ", match.group(0))
    title = _TITLE.search(svg)
    alt = title.group(1) if title else "drawing"  # already escaped inside the SVG
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return (f'<img alt="{alt}" style="max-width: 100%; height: auto;" '
            f'src="data:image/svg+xml;base64,{data}">')


def caption_lines(layout: Layout, lang: str = "en", *, placed: bool = True) -> tuple[str, str]:
    """The title and caption of a layout (fiveup_viz.explain.wording); an empty table says who
    opens; `placed=False` (a draw or a pass was just made): the layout unchanged."""
    from fiveup_viz.explain.wording import describe, unchanged_lines

    d = describe(layout, lang)
    if not len(layout):
        return d.title, sentence(opens(), lang)
    return (d.title, d.caption) if placed else unchanged_lines(layout, lang)


def event_log_html(game: Game, events: Sequence[ScoreEvent], current: Iterable[ScoreEvent] = (),
                   title: str = "", lang: str = "en", *, you: int | None = None) -> str:
    """The events as a list; current ones highlighted, discarded ones marked (R2); `you` is
    the learner's seat."""
    now = {id(e) for e in current}
    rows = []
    for e in events:
        style = CURRENT if id(e) in now else ""
        cls = "event current" if id(e) in now else "event"
        if not e.accepted:
            style += DISCARDED
            cls += " discarded"
        line = event_line(game, e, lang, you=you)
        found = game.notes.at(e.hand, e.action) if e.kind != "blocked" else None
        mark = f" {mark_html(found.mark, lang)}" if found is not None and found.mark else ""
        rows.append(div(esc(line[:1].upper() + line[1:]) + mark, style, cls))
    body = "".join(rows) or div(esc(ui(lang, "none-yet")), MUTED)
    return div(f"<b>{esc(title or ui(lang, 'events'))}</b>" + body, BOX + FONT, "event-log")


def side_label(game: Game, side: int, lang: str = "en", *, you: int | None = None) -> str:
    """A side's name as a score names it: its players, the learner's seat `you` as "You"
    (`scores_html`, `score_line`)."""
    return name_label(word(side_value(game, side, you), lang), lang)


def scores_html(game: Game, scores: Sequence[int], highlight: int | None = None,
                lang: str = "en", *, you: int | None = None) -> str:
    """Each side's score: displayed = raw // 5, and raw (R1), and the raw still to go to 305
    (R2); the side to act in bold; the learner's seat `you` is "You", whatever its name. The
    headers name the units, so that each cell is a number or a few words on one line (a
    projector at 1024x768, teacher trial 7)."""
    rows = []
    cell = "white-space: nowrap; padding: 0 0 0 10px;"
    for side, raw in enumerate(scores):
        name = esc(side_label(game, side, lang, you=you))
        need = TARGET - raw
        to_go = ui(lang, "to-go", raw=need) if need > 0 else (ui(lang, "reached") if need == 0 else "")
        style = "font-weight: bold;" if side == highlight else ""
        rows.append(f'<tr class="score" style="{style}"><td style="white-space: nowrap;">{name}</td>'
                    f'<td style="text-align: right; {cell}">{displayed(raw)}</td>'
                    f'<td style="text-align: right; {MUTED} {cell}">{raw}</td>'
                    f'<td style="{MUTED} {cell}">{esc(to_go)}</td></tr>')
    head = (f'<tr><th style="text-align: left;">{esc(ui(lang, "score"))}</th>'
            f'<th style="text-align: right; {cell}">{esc(ui(lang, "shown"))}</th>'
            f'<th style="text-align: right; {cell}">{esc(ui(lang, "raw-column"))}</th>'
            f'<th style="text-align: left; {cell}">{esc(ui(lang, "target-column"))}</th>'
            '</tr>')
    return div(f'<table class="scores" style="border-collapse: collapse;">{head}{"".join(rows)}'
               "</table>", BOX + FONT, "scores")


def score_line(game: Game, scores: Sequence[int], lang: str = "en", *, you: int | None = None) -> str:
    """Each side's displayed score on one line ("Scores: Ada and Cai 5 · Bea and Dan 10"; R1),
    for a projector's enlarged layout, where the score table is below the window (table52)."""
    sides = " \u00b7 ".join(f"{side_label(game, side, lang, you=you)} {displayed(raw)}"
                            for side, raw in enumerate(scores))
    return text(lang, "ui", "sum-scores", scores=sides)


def mark_html(mark: str, lang: str) -> str:
    """A mark of RECORD.md with its meaning in words, for every reader: `?! inaccuracy`."""
    return (f'<span class="mark" data-mark="{esc(mark)}" style="font-weight: bold; '
            f'color: {MARK_COLOURS[mark]}; white-space: nowrap;">{esc(mark)} '
            f'<span class="mark-meaning" style="font-weight: normal;">'
            f"{esc(mark_meaning(mark, lang))}</span></span>")


def note_body(note: Note, lang: str, hidden: Collection[Tile] = ()) -> tuple[str, str]:
    """A note as escaped HTML (never markup; newlines kept; tiles of `hidden` masked), and the
    words saying which language it is in when not `lang` (RECORD.md), escaped, or ""."""
    found = shown(note, lang, hidden)
    attr = f' lang="{found.lang}"' if found.lang else ""
    body = f'<span class="note-text"{attr} style="white-space: pre-wrap;">{esc(found.text)}</span>'
    other = f' <span class="note-language" style="{MUTED}">{esc(found.other)}</span>' \
        if found.other else ""
    return body, other


def note_html(game: Game, stop: Stop, lang: str, hidden: Collection[Tile] = ()) -> str:
    """The author's note at `stop` (RECORD.md § Annotations): the hand's note at the hand's
    start, the note of the last action shown after it; "" when there is none. A note shows
    with the hands face down too (the author wrote it for the reader), but names no tile of
    `hidden`, the tiles in face-down hands."""
    if stop.end_step is not None:
        return ""
    if stop.step == 0:
        note = game.notes.hands.get(stop.hand)
        title = label(lang, "hand-note", n=stop.hand + 1)
    else:
        found = game.notes.at(stop.hand, stop.step - 1)
        note = None if found is None else found.note
        title = label(lang, "note")
    if note is None:
        return ""
    from fiveup_viz.rules.examples import own_note

    body, other = note_body(own_note(game, note, lang), lang, hidden)
    return div(f"<b>{esc(title)}</b>{other}<div>{body}</div>", BOX + FONT + NOTE, "note")


@dataclass(frozen=True)
class Seat:
    """One row of the hands panel: a player's name and tiles, face up or down."""

    name: str
    tiles: Sequence[Tile]
    face_up: bool
    acting: bool | None = None  #: None: the panel does not mark who acts
    mark: str = ""  #: a class added to the row (" learner")


def hands_html(title: str, seats: Iterable[Seat], lang: str,
               draw: Callable[[Sequence[Tile], bool], str] | None = None) -> str:
    """Every seat's tiles with a count; face down, no tile is named or drawn (R4).

    `draw(tiles, hidden)` draws one seat's tiles (default: `tiles_svg`).
    """
    draw = draw or (lambda tiles, hidden: tiles_svg(tiles, hidden=hidden, lang=lang))
    rows = []
    for s in seats:
        # the numbers, not counted words: each language says "no tiles" at 0 (it #9)
        words = label(lang, "seat.pips" if s.face_up else "seat.tiles", name=s.name,
                      n=len(s.tiles), pips=sum(t.pips for t in s.tiles))
        words = f"▶ {words}" if s.acting else words
        head = "<div>" if s.acting is None else f'<div style="{"font-weight: bold;" if s.acting else ""}">'
        cls = "seat" + (" acting" if s.acting else "") + s.mark
        rows.append(div(f"{head}{esc(words)}</div>{draw(s.tiles, not s.face_up)}", "margin: 2px 0;",
                        cls))
    return div(f"<b>{esc(title)}</b>" + "".join(rows), BOX + FONT, "hands")


def count_html(game: Game, hand: int, steps: Sequence[EndStep], step: int, lang: str, *,
               you: int | None = None) -> str:
    """The end-of-hand count of `hand` up to step `step`, the current step highlighted; the
    learner's seat `you` is "You" in the revealed hands."""
    if not steps:
        return div(esc(sentence(not_ended(), lang)), BOX + FONT + MUTED, "hand-end")
    rows = []
    for i, s in enumerate(steps[: step + 1]):
        style = CURRENT if i == step else ""
        if s.event is not None and not s.event.accepted:
            style += DISCARDED
        body = f"<b>{esc(say(s.heading, lang))}</b>" + "".join(
            div(esc(sentence(line, lang))) for line in s.lines)
        if s.reveal:
            body += _revealed(game, game.hands[hand], lang, you)
        cls = f"end-step {s.key}" + (" current" if i == step else "")
        rows.append(div(body, style + "margin: 4px 0;", cls))
    return div(f"<b>{esc(label(lang, 'end-of', n=hand + 1))}</b>" + "".join(rows), BOX + FONT,
               "hand-end")


def revealed_html(game: Game, hand: int, lang: str, you: int | None = None) -> str:
    """The tiles still held at the end of `hand`, shown at its count (R21, R25), under the
    count's heading: the count itself waits (a quiz's question)."""
    return div(f"<b>{esc(label(lang, 'end-of', n=hand + 1))}</b>"
               + _revealed(game, game.hands[hand], lang, you), BOX + FONT, "hand-end")


#: The tiles still held at a count, drawn smaller than a hand's: the count's panel stands
#: beside the drawing and leaves it its room (issue 31, proj32 point 1).
HELD_ZOOM = 0.6


def _revealed(game: Game, rnd: Round, lang: str, you: int | None) -> str:
    parts = []
    for seat, tiles in enumerate(rnd.held):
        words = label(lang, "seat", name=seat_value(game, seat, you),
                      tiles=count("pip", sum(t.pips for t in tiles), lang))
        drawing = tiles_svg(tiles, lang=lang, zoom=HELD_ZOOM) if tiles else ""
        parts.append(div(f'<div style="{MUTED}">{esc(words)}</div>{drawing}',
                         "display: inline-block; vertical-align: top; margin: 2px 12px 2px 0;"))
    return div("".join(parts), "", "revealed")


def face_down(game: Game, stop: Stop) -> frozenset[Tile]:
    """The tiles not on the table at `stop`: in a hand or in the boneyard, so face down, no
    text names them (R6)."""
    played = {a.move.tile for a in game.hands[stop.hand].actions[: stop.step] if a.move is not None}
    return ALL_TILES - played


def review_html(game: Game, reviewed: dict[tuple[int, int], Rated], stop: Stop, lang: str, *,
                face_up: bool) -> str:
    """The reviewed placements of the hand at `stop`, each marked; the last one in words.

    Face up, every reviewed placement of the hand shows. Face down, only those already played
    (security probe F2), and the move the coach prefers is named only once its tile is on the
    table."""
    if not reviewed:
        return ""
    from fiveup_viz.pages.review import REVIEW_MARKS, coach_phrases, rated_text, verdict

    hidden = frozenset() if face_up else face_down(game, stop)

    def words(r: Rated) -> str:
        return rated_text(game, r, lang, reveal_best=r.best.tile not in hidden)

    marks = []
    for (hand, action), r in sorted(reviewed.items()):
        if hand != stop.hand or not (face_up or action < stop.step):
            continue
        rating = verdict(r)
        now = " now" if action == stop.step - 1 else ""
        style = "margin-right: 6px;" + (" font-weight: bold;" if now else "")
        own = _record_mark(game, hand, action, lang)
        marks.append(f'<span class="review {rating}{now}" data-action="{action}" '
                     f'title="{esc(words(r))}" style="{style}">'
                     f'{esc(str(r.move.tile))}{REVIEW_MARKS[rating]}{own}</span>')
    last = reviewed.get((stop.hand, stop.step - 1))
    line = "" if last is None else div(
        esc(words(last)) + _record_mark(game, stop.hand, stop.step - 1, lang, words=True), "",
        "review-line")
    title = esc(coach_phrases(lang)["review"])
    return div(f"<b>{title}</b><div>{''.join(marks)}</div>{line}", BOX + FONT, "review")


def _record_mark(game: Game, hand: int, action: int, lang: str, *, words: bool = False) -> str:
    """The record's own mark of an action beside the coach's rating (RECORD.md), or ""."""
    found = game.notes.at(hand, action)
    if found is None or found.mark is None:
        return ""
    from fiveup_viz.pages.review import coach_phrases

    if words:  # the mark drawn where the message puts it
        said = esc(coach_phrases(lang)["record_mark"].format(mark="\x00"))
        return "; " + said.replace("\x00", mark_html(found.mark, lang))
    said = coach_phrases(lang)["record_mark"].format(mark=mark_text(found.mark, lang))
    return (f' <span class="record-mark" title="{esc(said)}" style="color: '
            f'{MARK_COLOURS[found.mark]};">({esc(found.mark)})</span>')


# -- SVG -------------------------------------------------------------------
#: The largest drawing a panel shows (px), and the most a small layout is magnified.
MAX_WIDTH, MAX_HEIGHT, MAX_ZOOM = 760.0, 520.0, 1.6
#: The same bounds for a table on a 1024x768 projector: a small layout drawn large, a long one
#: still fitting beside the side panels.
PROJECTOR_FIT = (600.0, 330.0, 3.2)
#: Larger text at a projector, for the back row: the PlayTable's `projector=True` and the game
#: page's `--projector` alike. A panel's text, its score table and hands (wide, so smaller),
#: and its controls; fixed rules, no user text goes in here.
PROJECTOR_TEXT = "font-size: 20px !important; line-height: 1.35 !important;"
PROJECTOR_WIDE_TEXT = "font-size: 16px !important; overflow-x: auto;"
PROJECTOR_CONTROLS = "font-size: 18px !important; height: auto; min-height: 38px;"
#: The game page's text at a projector grows with the window (teacher trial 10, friction 5: it
#: was 20 px at 1024 and at 1920 alike): 20 px at 1024, about 28 px at 1920 and wider.
PROJECTOR_PAGE_TEXT = "font-size: clamp(20px, 0.9vw + 11px, 28px) !important; line-height: 1.35 !important;"
#: Its buttons and choices grow with it (teacher trial 12, friction 2: Start, Next and the
#: answers stayed 18 px beside 28 px text at 1920): 18 px at 1024, about 26 px at 1920.
PROJECTOR_PAGE_CONTROLS = ("font-size: clamp(18px, 0.9vw + 9px, 26px) !important; height: auto; "
                           "min-height: clamp(38px, 1.8vw + 20px, 56px); padding: 2px 12px;")
#: The game page's title and a panel's heading at a projector (teacher trial 9, finding 2).
PROJECTOR_TITLE = "font-size: 26px !important; line-height: 1.3 !important;"
#: The end-of-hand panel's held tiles at a projector: as tall as the face-up panel draws them
#: (64 px; 39 px otherwise), so a class counts their pips (teacher trial 9, finding 2).
PROJECTOR_HELD = "height: 64px !important; width: auto !important;"
#: On a game page at a projector taller than 800 px (1920x1080), the tiles in "Tiles in hand"
#: and at the hand's end grow with the window as its text does (teach32 friction 3: 64 px
#: tiles beside 28 px text, their pips not countable from the back row): 64 px up to a
#: 1024 px window, about 97 px at 1920x1080, at most 110 px; narrower than a long hand's row.
PROJECTOR_PAGE_HELD = ("height: clamp(64px, min(7vw - 8px, 9vh), 110px) !important; width: auto !important; "
                       "max-width: 100%;")
#: ... and its switches' checkboxes with its controls' type: 13 px (the browser's own) up to
#: a 1024 px window, 26 px at 1920 (teach32 friction 3).
PROJECTOR_PAGE_CHECK = ("width: clamp(13px, 1.5vw - 2.4px, 26px); height: clamp(13px, 1.5vw - 2.4px, 26px); "
                        "vertical-align: middle;")
#: The tiles still held when a hand's count stands in the layout's place at a projector (the
#: class's table since table53, the game page since quiz61): 90 px at 1024x768 (78 px a tile,
#: its pips countable from the back row), growing with the window's height (151 px at
#: 1920x1080, at most 180 px).
#: The class's table draws them at `COUNT_HELD_LEAST` whatever the window (its count shares the
#: picture's column with the count's steps and its buttons).
COUNT_HELD_LEAST = "90px"
PROJECTOR_COUNT_HELD = f"height: clamp({COUNT_HELD_LEAST}, 14vh, 180px) !important; width: auto !important;"
#: The tiles still held at the class's table's count (`widgets.table`, table53).
TABLE_COUNT_HELD = f"height: {COUNT_HELD_LEAST} !important; width: auto !important;"
#: The game page's title at a projector grows with the window as its text does (teach26
#: friction 8: 26 px at 1920 beside a question box in 28 px type): 26 px at 1024, 38 px at 1920.
PROJECTOR_PAGE_TITLE = "font-size: clamp(26px, 1.3vw + 13px, 38px) !important; line-height: 1.3 !important;"


def frame_of(layout: Layout) -> Any:
    """The viewBox (layout units) of a hand's drawing at the step whose layout this is
    (`geometry.step_frame`): it starts from a few tiles' room, so the first tiles are large,
    and grows with the layout, never shrinking within the hand."""
    from fiveup_viz.drawing import geometry

    return geometry.step_frame(layout)


def grow_frame(frame: Any, layout: Layout) -> Any:
    """The frame widened to cover `layout` too (a layout built by hand may be taken back):
    tiles never jump, the zoom only ever shrinks."""
    box = frame_of(layout)
    return box if frame is None else frame.union(box)


def fit_width(frame: Box, bounds: tuple[float, float, float] = (MAX_WIDTH, MAX_HEIGHT, MAX_ZOOM)) -> float:
    """A drawing width (px) that fits the frame in `bounds` (width x height, px), zoomed up to
    its third value (default MAX_WIDTH x MAX_HEIGHT, MAX_ZOOM)."""
    from fiveup_viz.drawing.svg import SCALE

    width, height = frame.width * SCALE, frame.height * SCALE
    most_wide, most_high, most_zoom = bounds
    zoom = min(most_wide / width, most_high / height, most_zoom)
    return round(width * zoom, 1)


def layout_svg(layout: Layout, *, frame: Any = None, lang: str = "en",
               highlight_last: bool = True,
               bounds: tuple[float, float, float] = (MAX_WIDTH, MAX_HEIGHT, MAX_ZOOM),
               marks: bool = True, letters: Mapping[Any, str] | None = None,
               letters_beside: bool = False) -> str:
    """The layout drawing in `frame` (default: `frame_of(layout)`), fitted in `bounds`
    (`fit_width`; the panels draw the caption as HTML); `marks=False`: the tiles only, no
    counted values or legal points; `letters`: each choice's letter at the place it names, as
    a worksheet's picture (`svg.layout`; a "where" question's, issue 31); `letters_beside`: each
    beside its point's mark, as large as a badge (a table's moves)."""
    from fiveup_viz.drawing import svg

    frame = frame if frame is not None else frame_of(layout)
    return _responsive(svg.layout(layout, frame=frame, size=fit_width(frame, bounds), lang=lang,
                                  highlight_last=highlight_last, caption=False, marks=marks,
                                  letters=letters, letters_beside=letters_beside))


def tiles_svg(tiles: Sequence[Tile], *, name: str | None = None, hidden: bool = False,
              lang: str = "en", zoom: float = 1.0) -> str:
    """One player's tiles, face up or face down (face down, nothing about the tiles is drawn),
    drawn `zoom` times their usual size."""
    from fiveup_viz.drawing import svg

    return _responsive(_zoomed(svg.tiles(list(tiles), name=name, hidden=hidden, lang=lang), zoom))


def _zoomed(drawing: str, zoom: float) -> str:
    """A drawing's width and height (px) times `zoom`; its viewBox, so its content, is unchanged."""
    if zoom == 1.0:
        return drawing
    head, _, rest = drawing.partition(">")
    head = re.sub(r' (width|height)="([0-9.]+)"',
                  lambda m: f' {m.group(1)}="{round(float(m.group(2)) * zoom, 1)}"', head)
    return f"{head}>{rest}"


def _responsive(drawing: str) -> str:
    """Let a drawing shrink with a narrow output area instead of being cut off."""
    return drawing.replace("<svg ", '<svg style="max-width: 100%; height: auto;" ', 1)


# -- a game's positions ------------------------------------------------------------
class Stop(NamedTuple):
    """One place a viewer can show: after `step` actions of `hand`, or a step of its count."""

    hand: int
    step: int
    end_step: int | None = None  #: index into the hand's end-of-hand steps, None while playing


#: The panels of a stop, in the order a front end lays them out.
PANELS = ("layout", "caption", "note", "status", "scores", "hands", "end", "log")


class GamePanels:
    """The panels of every stop of one game in one language, each hand computed when first
    asked for; the positions and drawings of the last `CACHED_HANDS` hands are kept. `you`
    is the learner's seat (spoken to in the second person, whatever its name), if any."""

    def __init__(self, game: Game, lang: str = "en", *, you: int | None = None) -> None:
        table(lang)  # ValueError for an unknown language
        self.game = game
        self.lang = lang
        self.you = you
        self.timeline = Timeline(game, keep=CACHED_HANDS)
        self._ends: dict[int, list[EndStep]] = {}
        self._stops: dict[int, list[Stop]] = {}
        self._all_stops: list[Stop] | None = None
        self._drawings: OrderedDict[int, dict[int, str]] = OrderedDict()
        self._hand_cache: dict[tuple[tuple[Any, ...], bool], str] = {}
        self._counts: dict[tuple[int, int], str] = {}
        self._headers: dict[tuple[bool, bool, bool], str] = {}

    # -- stops -------------------------------------------------------------
    def stops_of(self, hand: int) -> list[Stop]:
        """The stops of one hand: after 0, 1, ... actions, then each step of its count."""
        if hand not in self._stops:
            n = self.timeline.length(hand)
            self._stops[hand] = [*(Stop(hand, k) for k in range(n + 1)),
                                 *(Stop(hand, n, i) for i in range(len(self.end_steps(hand))))]
        return self._stops[hand]

    @property
    def stops(self) -> list[Stop]:
        """Every stop of the game, hand after hand (computes every hand's count)."""
        if self._all_stops is None:
            self._all_stops = [s for h in range(len(self.game.hands)) for s in self.stops_of(h)]
        return self._all_stops

    def end_steps(self, hand: int) -> list[EndStep]:
        """The steps of one hand's end-of-hand count (computed when first asked for)."""
        if hand not in self._ends:
            self._ends[hand] = end_steps(self.game, hand, you=self.you)
        return self._ends[hand]

    @property
    def counted(self) -> tuple[int, ...]:
        """The hands whose count has been computed."""
        return tuple(self._ends)

    def find(self, stop: Stop) -> tuple[int, int]:
        """(hand, index among the hand's stops) of a stop; ValueError if the game has none."""
        for name, value in zip(stop._fields, stop, strict=True):
            if value is not None or name != "end_step":
                check_int(value, name)
        if 0 <= stop.hand < len(self.game.hands):
            stops = self.stops_of(stop.hand)
            n = self.timeline.length(stop.hand)
            index = stop.step if stop.end_step is None else n + 1 + stop.end_step
            if 0 <= index < len(stops) and stops[index] == stop:
                return stop.hand, index
        raise InvalidSettingError(self._no_position(stop))

    def _no_position(self, stop: Stop) -> Message:
        """Why the game has no `stop`, with the hand as people read it (from 1) beside the
        number asked, and the positions it does have."""
        asked = "(" + ", ".join(str(v) for v in stop if v is not None) + ")"
        hands = len(self.game.hands)
        if not 0 <= stop.hand < hands:
            return Message("position.hand", asked=asked, hands=hands, last=hands - 1)
        where = {"asked": asked, "hand": stop.hand, "n": stop.hand + 1}
        actions = self.timeline.length(stop.hand)
        if stop.end_step is None:
            return Message("position.step", **where, last=actions)
        count = len(self.end_steps(stop.hand))
        return Message("position.count", **where, k=actions, j=count, last=count - 1)

    # -- panels ------------------------------------------------------------
    def panels(self, stop: Stop, face_up: bool) -> dict[str, str]:
        """The HTML of every panel at `stop`, keyed by `PANELS` (`end` is "" while playing)."""
        pos = self.timeline[stop.hand, stop.step]
        events, current = self._events(stop, pos)
        end = "" if stop.end_step is None else self.count(stop.hand, stop.end_step)
        return {
            "layout": self.layout(stop, pos),
            "caption": self.caption(pos, face_up),
            "note": note_html(self.game, stop, self.lang,
                              () if face_up else ALL_TILES - set(pos.layout.tiles)),
            "status": self._status(pos, stop, face_up),
            "scores": self.scores(stop),
            "hands": self._hands(pos, face_up),
            "log": event_log_html(self.game, events, current,
                                  label(self.lang, "events.hand", n=stop.hand + 1), self.lang,
                                  you=self.you),
            "end": end,
        }

    def scores(self, stop: Stop, turn: Stop | None = None) -> str:
        """The score table at `stop`, the side to act at `turn` (default: `stop`) in bold."""
        pos = self.timeline[stop.hand, stop.step]
        at = pos if turn is None else self.timeline[turn.hand, turn.step]
        return scores_html(self.game, self._scores(pos, self._events(stop, pos)[0]),
                           None if at.over else self.game.side_of(at.turn), self.lang, you=self.you)

    def header(self, *, h1: bool = False, face_up: bool = True, told: bool = True) -> str:
        """The game's title, players and description (an example's, in this language).

        `h1`: the title as the page's `<h1>` (the game page), not bold text (a notebook's).
        Face down, the title and description name no tile: they tell the whole game, moves
        still to come too, and one header serves every stop (security probe F9).
        `told=False`: no description (a quiz: it tells the counts asked).
        """
        key = (h1, face_up, told)
        if key not in self._headers:
            self._headers[key] = self._make_header(h1=h1, face_up=face_up, told=told)
        return self._headers[key]

    def count(self, hand: int, step: int) -> str:
        """The end-of-hand count of `hand` up to step `step`."""
        if (hand, step) not in self._counts:
            self._counts[hand, step] = count_html(self.game, hand, self.end_steps(hand), step,
                                                  self.lang, you=self.you)
        return self._counts[hand, step]

    def final_layout(self, hand: int) -> str:
        """The drawing of a hand's last layout, as the count shows it."""
        layout = self.game.hands[hand].layout
        return layout_svg(layout, frame=frame_of(layout), lang=self.lang)

    def layout(self, stop: Stop, pos: Position, *, marks: bool = True,
               letters: Mapping[Any, str] | None = None) -> str:
        """The layout drawing, in the frame of its step (`frame_of`: it grows through the hand);
        the last few hands' drawings are kept. `marks=False`: the tiles only, no counted values
        or legal points (not kept), with `letters` (a "where" question's choices) at their
        places."""
        if not marks:
            return layout_svg(pos.layout, frame=frame_of(pos.layout), lang=self.lang, marks=False,
                              letters=letters)
        if stop.hand not in self._drawings:
            self._drawings[stop.hand] = {}
            while len(self._drawings) > CACHED_HANDS:
                self._drawings.popitem(last=False)
        self._drawings.move_to_end(stop.hand)
        drawings = self._drawings[stop.hand]
        if stop.step not in drawings:
            drawings[stop.step] = layout_svg(pos.layout, frame=frame_of(pos.layout), lang=self.lang)
        return drawings[stop.step]

    def _make_header(self, h1: bool, face_up: bool, told: bool) -> str:
        game, lang = self.game, self.lang
        title, description = heading(game, lang, face_up=face_up)
        description = description if told else None
        players = entries_said(Entries((seat_value(game, s, self.you), "") for s in range(game.n)), lang)
        if game.n == 4:
            a, b = (word(side_value(game, side, self.you), lang) for side in (0, 1))
            players = label(lang, "against", a=a, b=b)
        about = div(esc(description) + _other(game.description, lang), MUTED) if description else ""
        title_other = _other(game.title, lang) if title else ""
        title = title or text(lang, "ui", "game-name")
        tag, style = ("h1", "display: inline; margin: 0; ") if h1 else ("b", "")
        return div(f'<{tag} style="{style}font-size: 18px;">{esc(title)}</{tag}>{title_other} '
                   f'<span style="{MUTED}">{esc(players)}</span>{about}', FONT, "header")

    def _events(self, stop: Stop, pos: Position) -> tuple[list[ScoreEvent], list[ScoreEvent]]:
        """The hand's events shown and the current ones; the count's events wait for their step."""
        before = [e for e in self.game.events[: pos.events] if e.hand == stop.hand]
        end = pos.end
        if end is None or end.kind == "target":
            shown = before
        else:
            revealed = [s.event for s in self.end_steps(stop.hand)[: (stop.end_step or -1) + 1]
                        if s.event is not None]
            shown = [e for e in before if e.kind == "placement" or any(e is r for r in revealed)]
        if stop.end_step is not None:
            current = self.end_steps(stop.hand)[stop.end_step].event
            return shown, [current] if current is not None else []
        return shown, [e for e in shown if e.action == stop.step - 1 and e.kind == "placement"]

    def _scores(self, pos: Position, shown: list[ScoreEvent]) -> list[int]:
        """The scores with the count's not yet revealed events taken back."""
        scores = list(pos.scores)
        for e in self.game.events[: pos.events]:
            if e.hand == pos.hand and e.accepted and not any(e is s for s in shown):
                scores[e.side] -= e.raw
        return scores

    def caption(self, pos: Position, face_up: bool, *, counted: bool = True) -> str:
        """What happened and the layout's title and caption; `counted=False`: what happened
        only (no count, no mark: a quiz's question waits)."""
        placed = pos.action is None or pos.action.kind == "play"
        title, caption = caption_lines(pos.layout, self.lang, placed=placed)
        if pos.action is None:
            what = sentence(explain.leads(self.game, pos.hand, you=self.you), self.lang)
        else:
            what = explain.action_line(self.game, pos.hand, pos.step - 1, self.lang,
                                       you=self.you, hidden=not face_up) + "."
        found = None if pos.action is None else self.game.notes.at(pos.hand, pos.step - 1)
        mark = f" {mark_html(found.mark, self.lang)}" if found is not None and found.mark else ""
        if not counted:
            return div(f'<div class="action">{esc(what)}</div>', BOX + FONT + "font-size: 17px;",
                       "caption")
        return div(f'<div class="action">{esc(what)}{mark}</div>'
                   f'<div class="title" style="font-weight: bold;">{esc(title)}</div>'
                   f'<div class="caption">{esc(caption)}</div>', BOX + FONT + "font-size: 17px;",
                   "caption")

    def _status(self, pos: Position, stop: Stop, face_up: bool) -> str:
        lang, n, hands = self.lang, self.timeline.length(stop.hand), len(self.game.hands)
        where = label(lang, "where", n=stop.hand + 1, m=hands, k=stop.step, last=n)
        # a hand that reaches exactly 305 ends the game: nothing after it is counted (R3, D6)
        won = isinstance(self.game.hands[stop.hand].end, TargetEnd)
        if stop.end_step is not None:
            where = label(lang, "where.won" if won else "where.count", n=stop.hand + 1, m=hands,
                          k=stop.step, last=n, i=stop.end_step + 1,
                          j=len(self.end_steps(stop.hand)))
        turn = explain.say(explain.turn(self.game, pos.hand, seat=pos.turn, pending=pos.pending,
                                        end=pos.end, you=self.you, hidden=not face_up), lang)
        hint = ""
        if stop.end_step is None and pos.over and not won and self.end_steps(stop.hand):
            hint = f'<div class="hint" style="{MUTED}">{esc(label(lang, "hint.count"))}</div>'
        boneyard = label(lang, "boneyard", tiles=pos.stock)
        return div(f'<div class="where">{esc(where)}</div><div class="turn"><b>{esc(turn)}</b></div>'
                   f'<div class="boneyard">{esc(boneyard)}</div>{hint}', BOX + FONT, "status")

    def _hands(self, pos: Position, face_up: bool) -> str:
        seats = [Seat(seat_value(self.game, seat, self.you), tiles, face_up,
                      not pos.over and seat == pos.turn)
                 for seat, tiles in enumerate(pos.held)]
        return hands_html(label(self.lang, "hands.up" if face_up else "hands.down"), seats,
                          self.lang, self._tiles)

    def _tiles(self, tiles: Sequence[Tile], hidden: bool) -> str:
        """One seat's tiles (kept: many positions share them); an empty hand draws nothing."""
        key = (tuple(tiles), hidden)
        if len(self._hand_cache) > 4 * CACHED_HANDS * 30:
            self._hand_cache.clear()
        if key not in self._hand_cache:
            self._hand_cache[key] = tiles_svg(tiles, hidden=hidden, lang=self.lang)
        return self._hand_cache[key] if tiles else ""


def heading(game: Game, lang: str, *, face_up: bool = True) -> tuple[str | None, str | None]:
    """A game's title and description as a reader of `lang` sees them
    (`fiveup_viz.rules.examples.heading`); face down, naming no tile (security probe F9)."""
    from fiveup_viz.rules.examples import heading as as_written

    found = as_written(game, lang)
    return found if face_up else (
        None if found[0] is None else masked(found[0], ALL_TILES),
        None if found[1] is None else masked(found[1], ALL_TILES))


def _other(note: Note | None, lang: str) -> str:
    """The words saying a title or description written per language is shown in another
    language (RECORD.md), escaped; "" otherwise."""
    return "" if note is None else note_body(note, lang)[1]
