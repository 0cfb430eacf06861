"""Shared pieces of the widgets: escaped HTML, the score table and event log, SVG calls."""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from typing import Any

from fiveup_viz.explain import Count, event_line, opens, word
from fiveup_viz.explain import sentence as sentence
from fiveup_viz.game import Game, ScoreEvent
from fiveup_viz.geometry import Box
from fiveup_viz.layout import Layout, Move
from fiveup_viz.messages import side_name, ui
from fiveup_viz.scoring import TARGET, displayed
from fiveup_viz.tiles import Tile
from fiveup_viz.wording import socket_name

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


def count(unit: str, n: int, lang: str) -> str:
    """`3 tiles`, `1 pip` in any language (a counted word of fiveup_viz.explain)."""
    return word(Count(unit, n), lang)


def caption_lines(layout: Layout, lang: str = "en") -> tuple[str, str]:
    """The title and caption of a layout (fiveup_viz.wording); an empty table says who opens."""
    from fiveup_viz.wording import describe

    d = describe(layout, lang)
    if not len(layout):
        return d.title, sentence(opens(), lang)
    return d.title, d.caption


def move_label(move: Move, lang: str) -> str:
    """A move button's text: `Open with [1|4]`, `[1|1] on [1|4] low end`."""
    if move.on is None:
        return ui(lang, "open-with", tile=move.tile)
    return ui(lang, "move", tile=move.tile, on=move.on, socket=socket_name(str(move.socket), lang))


def event_log_html(game: Game, events: Sequence[ScoreEvent], current: Iterable[ScoreEvent] = (),
                   title: str = "", lang: str = "en") -> str:
    """The events as a list; current ones highlighted, discarded ones marked (R2)."""
    now = {id(e) for e in current}
    rows = []
    for e in events:
        style = CURRENT if id(e) in now else ""
        cls = "event current" if id(e) in now else "event"
        if not e.accepted:
            style += DISCARDED
            cls += " discarded"
        line = event_line(game, e, lang)
        rows.append(div(esc(line[:1].upper() + line[1:]), style, cls))
    body = "".join(rows) or div(esc(ui(lang, "none-yet")), MUTED)
    return div(f"<b>{esc(title or ui(lang, 'events'))}</b>" + body, BOX + FONT, "event-log")


def scores_html(game: Game, scores: Sequence[int], highlight: int | None = None,
                lang: str = "en") -> str:
    """Each side's score: displayed = raw // 5, and raw (R1); the side to act in bold."""
    rows = []
    for side, raw in enumerate(scores):
        name = esc(side_name(game.side_players(side), lang))
        need = TARGET - raw
        to_go = ui(lang, "to-go", raw=count("raw", need, lang)) if need > 0 else (
            ui(lang, "reached") if need == 0 else "")
        style = "font-weight: bold;" if side == highlight else ""
        rows.append(f'<tr class="score" style="{style}"><td>{name}</td>'
                    f'<td style="text-align: right; padding: 0 8px;">{displayed(raw)}</td>'
                    f'<td style="{MUTED}">{esc(count("raw", raw, lang))}</td>'
                    f'<td style="{MUTED} padding-left: 8px;">{esc(to_go)}</td></tr>')
    head = (f'<tr><th style="text-align: left;">{esc(ui(lang, "score"))}</th>'
            f'<th style="text-align: right; padding: 0 8px 0 16px;">{esc(ui(lang, "shown"))}</th>'
            '<th></th><th></th></tr>')
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


def tiles_svg(tiles: Sequence[Tile], *, name: str | None = None, hidden: bool = False,
             lang: str = "en") -> str:
    """One player's tiles, face up or face down (face down, nothing about the tiles is drawn)."""
    from fiveup_viz import svg

    return _responsive(svg.tiles(list(tiles), name=name, hidden=hidden, lang=lang))


def mimebundle(owner: Any, **kwargs: Any) -> dict[str, Any] | None:
    """The root widget's bundle with a short text/plain and a static picture (text/html)."""
    from fiveup_viz.widgets._static import static_bundle

    bundle = owner.widget._repr_mimebundle_(**kwargs)
    if isinstance(bundle, dict) and "text/plain" in bundle:
        bundle = static_bundle(owner, bundle)
    return bundle  # type: ignore[no-any-return]


def _responsive(drawing: str) -> str:
    """Let a drawing shrink with a narrow output area instead of being cut off."""
    return drawing.replace("<svg ", '<svg style="max-width: 100%; height: auto;" ', 1)
