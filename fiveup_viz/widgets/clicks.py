"""Click-to-play: a layout picture whose legal points and hand tiles answer clicks (with a kernel).

`TablePicker` (anywidget, JavaScript shipped in the package) shows the layout SVG and the
learner's hand. Every legal point (a counted end or a hollow dot, R13) and every tile in
the hand becomes a focusable button with an accessible name ("[4|4] line B: scores 10");
hovering or focusing one says the same. A click is sent to Python, which decides: the
owner's `on_point(tile, socket)` or `on_tile(tile)` plays, chooses or refuses with the rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from importlib import resources
from typing import Any

import traitlets as t

from fiveup_viz.explain.wording import socket_name
from fiveup_viz.rules.layout import Layout, Move, socket_value
from fiveup_viz.rules.scoring import TARGET
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.widgets.private import Private
from fiveup_viz.words.messages import by_language

#: Sentences of click-to-play, per language.
CLICK_PHRASES = by_language("clicks")


def click_phrase(key: str, lang: str = "en", **fields: object) -> str:
    """One click-to-play sentence in a language, filled in."""
    return CLICK_PHRASES[lang][key].format(**fields)


@cache
def _esm() -> str:
    return resources.files("fiveup_viz").joinpath("static/picker.js").read_text(encoding="utf-8")


class TablePicker(Private):
    """The clickable picture: `svg`, `hand` (HTML), `points` and `tiles` (what is clickable);
    a hot-seat player's shown hand goes over them in the front end only (`reveal`)."""

    _esm = t.Unicode(_esm()).tag(sync=True)
    svg = t.Unicode("").tag(sync=True)
    hand = t.Unicode("").tag(sync=True)
    points = t.List(t.Dict()).tag(sync=True)  #: {tile, socket, label}
    tiles = t.List(t.Dict()).tag(sync=True)  #: {tile, label, selected}
    message = t.Unicode("").tag(sync=True)
    version = t.Int(0).tag(sync=True)  #: bumped after each update: the front end redraws once

    def __init__(self, on_point: Callable[[Tile, str], None],
                 on_tile: Callable[[Tile], None] | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._on_point = on_point
        self._on_tile = on_tile
        self.on_msg(self._handle)

    def show(self, *, svg: str, points: list[dict[str, str]], hand: str = "",
             tiles: list[dict[str, Any]] | None = None, message: str = "") -> None:
        """Replace what is shown, then let the front end redraw once."""
        with self.hold_sync():
            self.svg, self.points, self.hand = svg, points, hand
            self.tiles, self.message = tiles or [], message
            self.version += 1

    def click_point(self, tile: Tile | str, socket: str) -> None:
        """What a click on the legal point `socket` of `tile` does (also from Python)."""
        self._on_point(Tile.parse(tile) if isinstance(tile, str) else tile, socket)

    def click_tile(self, tile: Tile | str) -> None:
        """What a click on a tile of the hand does (also from Python)."""
        if self._on_tile is not None:
            self._on_tile(Tile.parse(tile) if isinstance(tile, str) else tile)

    def _handle(self, _: Any, content: dict[str, Any], buffers: Any = None) -> None:
        try:
            if content.get("kind") == "point":
                self.click_point(str(content["tile"]), str(content["socket"]))
            elif content.get("kind") == "tile":
                self.click_tile(str(content["tile"]))
        except (KeyError, ValueError):
            return  # a malformed message changes nothing

    def __repr__(self) -> str:
        return f"<TablePicker {len(self.points)} points>"


def fitting(layout: Layout, tiles: Sequence[Tile], on: Tile, socket: str) -> list[Move]:
    """The moves of `tiles` onto the legal point `socket` of `on` (R9, R12, R13)."""
    return [m for m in layout.moves_of(list(tiles)) if m.on == on and str(m.socket) == socket]


def score_of(layout: Layout, move: Move) -> int:
    """The raw placement credit `move` would earn (R14, R15)."""
    return layout.credit_of(move)


def point_value(on: Tile, socket: str) -> int:
    """The pip value shown at a legal point."""
    from fiveup_viz.rules.layout import Socket

    return socket_value(on, Socket(socket) if not isinstance(socket, Socket) else socket)


def where(on: Tile, socket: str, lang: str) -> dict[str, str]:
    return {"on": str(on), "socket": socket_name(socket, lang)}


def credit_phrase(raw: int, lang: str, *, score: int | None = None, last: bool = False,
                  key: str = "scores", **names: object) -> str:
    """What a placement's credit does: scored, discarded past the target (R2), or, for a
    last tile, a part of the going-out event (R23, D6); `score` is the side's raw score.
    `key` names the phrases: `scores` for a legal point, `hand_open` for an opening tile."""
    if raw and last:
        return click_phrase(f"{key}_last", lang, raw=raw, **names)
    if raw and score is not None and score + raw > TARGET:
        return click_phrase(f"{key}_over", lang, raw=raw, score=score, **names)
    return click_phrase(key, lang, raw=raw, shown=raw // 5, **names)


def point_items(layout: Layout, tiles: Sequence[Tile], chosen: Tile | None,
                lang: str, *, score: int | None = None, last: bool = False) -> list[dict[str, str]]:
    """Every legal point with its accessible name: what a click there would do (with the
    side's `score`, a credit past the target says it is discarded; a `last` tile's credit
    joins the going-out event)."""
    items = []
    for lp in layout.legal_points():
        socket = str(lp.socket)
        moves = fitting(layout, tiles, lp.tile, socket)
        picked = [m for m in moves if m.tile == chosen] if chosen is not None else []
        names = where(lp.tile, socket, lang)
        if picked or len(moves) == 1:
            raw = score_of(layout, (picked or moves)[0])
            label = credit_phrase(raw, lang, score=score, last=last, **names)
        elif moves:
            label = click_phrase("choose_here", lang, n=len(moves), **names)
        elif chosen is not None and len(tiles) == 1:
            label = click_phrase("tile_no", lang, tile=chosen, **names)
        else:
            label = click_phrase("none_here", lang, **names)
        items.append({"tile": str(lp.tile), "socket": socket, "label": label})
    return items
