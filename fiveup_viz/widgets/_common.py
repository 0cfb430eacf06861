"""Shared pieces of the widgets: escaped HTML, texts about scores and rounding, SVG calls."""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from typing import Any

from fiveup_viz.game import Action, Game, ScoreEvent
from fiveup_viz.geometry import Box
from fiveup_viz.layout import Layout
from fiveup_viz.scoring import TARGET, displayed, round5
from fiveup_viz.summary import event_line
from fiveup_viz.tiles import Tile

#: Inline styles (the HTML widget output must not depend on a stylesheet).
FONT = "font-family: 'DejaVu Sans', Verdana, sans-serif; font-size: 15px; line-height: 1.4;"
BOX = "border: 1px solid #c8c8c8; border-radius: 6px; padding: 6px 10px; background: #fcfcfa;"
CURRENT = "background: #fff3c4; border-left: 4px solid #e0a800; padding-left: 6px;"
DISCARDED = "color: #8a1f11;"
MUTED = "color: #666;"


def esc(text: object) -> str:
    """HTML-escape any value's text (player names are free text)."""
    return html.escape(str(text), quote=True)


def div(body: str, style: str = "", cls: str = "") -> str:
    """A `<div>` with optional inline style and class (body is already HTML)."""
    attrs = f' class="{cls}"' if cls else ""
    attrs += f' style="{style}"' if style else ""
    return f"<div{attrs}>{body}</div>"


def caption_lines(layout: Layout, lang: str = "en") -> tuple[str, str]:
    """The title and caption of a layout (fiveup_viz.wording); an empty table says who opens."""
    from fiveup_viz.wording import describe

    d = describe(layout, lang)
    if not len(layout):
        return d.title, "The leader opens with any tile (R9)."
    return d.title, d.caption




def plural(n: int, word: str) -> str:
    """`1 pip`, `3 pips`, `1 tile`, `0 tiles`."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def verb(game: Game, side: int, singular: str, plural: str) -> str:
    """The verb agreeing with a side's name: `Ada wins`, `Ada & Cai win`."""
    return singular if len(game.sides[side]) == 1 else plural


def rounding(total: int) -> str:
    """`21 → 20 (remainder 1 rounds down, R24)`."""
    rem = total % 5
    if rem == 0:
        how = "a multiple of 5 stays"
    elif rem <= 2:
        how = f"remainder {rem} rounds down"
    else:
        how = f"remainder {rem} rounds up"
    return f"{total} → {round5(total)} ({how}, R24)"


def target_check(game: Game, event: ScoreEvent) -> str:
    """The target check of one event (R2, R3) in a sentence."""
    who = game.side_name(event.side)
    before = event.before
    total = before + event.raw
    sign = "+" if event.raw >= 0 else "−"
    sum_ = f"{before} {sign} {abs(event.raw)} = {total}"
    if not event.accepted:
        return (f"Discarded whole: {who} {sum_} would pass {TARGET} (R2); "
                f"the score stays {before} and play goes on.")
    if total == TARGET:
        wins = verb(game, event.side, "wins", "win")
        return f"Accepted: {who} {sum_}, exactly {TARGET}: {who} {wins} the game at once (R3)."
    below = " (scores may go below zero, D1)" if total < 0 else ""
    return f"Accepted: {who} {sum_} ≤ {TARGET}{below}."


def socket_text(socket: object) -> str:
    """`low end`, `line B`: the English socket name (widget sentences are English)."""
    from fiveup_viz.wording import socket_name

    return socket_name(str(socket), "en")


def action_text(game: Game, action: Action, *, hidden: bool = False, lang: str = "en") -> str:
    """`Bea plays [1|1] on [1|4] (low end)`, `Cai draws [2|5]`, `Dan passes` (plain text).

    `hidden`: the acting hand is face down, so a drawn tile is not named ("Bea draws a tile").
    """
    name = game.players[action.seat]
    if hidden and action.kind == "draw":
        from fiveup_viz.wording import widget_phrase

        return widget_phrase("draws_hidden", lang, name=name)
    s = "" if name == "You" else "s"  # the PlayTable's learner
    if action.kind == "play":
        if action.on is None:
            return f"{name} open{s} with {action.tile}"
        return f"{name} play{s} {action.tile} on {action.on} ({socket_text(action.socket)})"
    if action.kind == "draw":
        return f"{name} draw{s} {action.tile} from the boneyard"
    return f"{name} pass{'' if name == 'You' else 'es'}"


def event_log_html(game: Game, events: Sequence[ScoreEvent], current: Iterable[ScoreEvent] = (),
                   title: str = "Scoring events") -> str:
    """The events as a list; current ones highlighted, discarded ones marked (R2)."""
    now = {id(e) for e in current}
    rows = []
    for e in events:
        style = CURRENT if id(e) in now else ""
        cls = "event current" if id(e) in now else "event"
        if not e.accepted:
            style += DISCARDED
            cls += " discarded"
        rows.append(div(esc(event_line(game, e)), style, cls))
    body = "".join(rows) or div("none yet", MUTED)
    return div(f"<b>{esc(title)}</b>" + body, BOX + FONT, "event-log")


def scores_html(game: Game, scores: Sequence[int], highlight: int | None = None) -> str:
    """Each side's score: displayed = raw // 5, and raw (R1); the side to act in bold."""
    rows = []
    for side, raw in enumerate(scores):
        name = esc(game.side_name(side))
        need = TARGET - raw
        to_go = f"{need} raw to go" if need > 0 else ("exactly 305: winner" if need == 0 else "")
        style = "font-weight: bold;" if side == highlight else ""
        rows.append(f'<tr class="score" style="{style}"><td>{name}</td>'
                    f'<td style="text-align: right; padding: 0 8px;">{displayed(raw)}</td>'
                    f'<td style="{MUTED}">{raw} raw</td>'
                    f'<td style="{MUTED} padding-left: 8px;">{to_go}</td></tr>')
    head = ('<tr><th style="text-align: left;">Score</th><th>shown</th><th></th><th></th></tr>')
    return div(f'<table class="scores" style="border-collapse: collapse;">{head}{"".join(rows)}'
               "</table>", BOX + FONT, "scores")


# -- SVG -------------------------------------------------------------------
#: The largest drawing a widget shows (px), and the most a small layout is magnified.
MAX_WIDTH, MAX_HEIGHT, MAX_ZOOM = 760.0, 520.0, 1.6


def frame_of(layout: Layout) -> Any:
    """The fixed viewBox (layout units) for every step of a hand whose final layout this is."""
    from fiveup_viz import geometry

    return geometry.frame(layout)


def grow_frame(frame: Any, layout: Layout) -> Any:
    """The frame widened to cover `layout` too: tiles never jump, the zoom only ever shrinks."""
    box = frame_of(layout)
    return box if frame is None else frame.union(box)


def fit_width(frame: Box) -> float:
    """A drawing width (px) that fits the frame in MAX_WIDTH x MAX_HEIGHT, zoomed up to MAX_ZOOM."""
    from fiveup_viz.svg import SCALE

    width, height = frame.width * SCALE, frame.height * SCALE
    zoom = min(MAX_WIDTH / width, MAX_HEIGHT / height, MAX_ZOOM)
    return round(width * zoom, 1)


def layout_svg(layout: Layout, *, frame: Any = None, lang: str = "en",
               highlight_last: bool = True) -> str:
    """The layout drawing in a fixed frame (the widget draws the caption as HTML)."""
    from fiveup_viz import svg

    frame = frame if frame is not None else frame_of(layout)
    return _responsive(svg.layout(layout, frame=frame, size=fit_width(frame), lang=lang,
                                  highlight_last=highlight_last, caption=False))


def hand_svg(tiles: Sequence[Tile], *, name: str | None = None, hidden: bool = False) -> str:
    """One player's tiles, face up or face down (face down, nothing about the tiles is drawn)."""
    from fiveup_viz import svg

    return _responsive(svg.hand(list(tiles), name=name, hidden=hidden))


def mimebundle(owner: Any, **kwargs: Any) -> dict[str, Any] | None:
    """The root widget's bundle with a short, stable text/plain (the controller's repr)."""
    bundle = owner.widget._repr_mimebundle_(**kwargs)
    if isinstance(bundle, dict) and "text/plain" in bundle:
        bundle["text/plain"] = repr(owner)
    return bundle  # type: ignore[no-any-return]


def _responsive(drawing: str) -> str:
    """Let a drawing shrink with a narrow output area instead of being cut off."""
    return drawing.replace("<svg ", '<svg style="max-width: 100%; height: auto;" ', 1)
