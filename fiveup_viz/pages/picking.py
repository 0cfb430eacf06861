"""Click-to-play decisions (no widgets): what a click on a legal point or a tile of the hand
does, and what the clickable picture offers with its accessible names.

`TablePicking` keeps the tile picked in the hand of a `TableSession` and decides each click:
a move to play, or a sentence saying why not (R9, R12, R13). The legal points say what a click
there would score (R14, R15); a face-down hand offers no tile (R6). The widget
(`fiveup_viz.widgets.clicks.TablePicker`) only carries the clicks and shows the answers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from fiveup_viz.explain.wording import socket_name
from fiveup_viz.pages.panels import tiles_svg
from fiveup_viz.pages.playing import TableSession
from fiveup_viz.rules.layout import Layout, Move, Socket, socket_value
from fiveup_viz.rules.scoring import TARGET
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.words.messages import by_language, ui

#: Sentences of click-to-play, per language.
CLICK_PHRASES = by_language("clicks")
#: How much larger the class's tiles are drawn at a projector.
PROJECTOR_HAND_ZOOM = 2.0


def click_phrase(key: str, lang: str = "en", **fields: object) -> str:
    """One click-to-play sentence in a language, filled in."""
    return CLICK_PHRASES[lang][key].format(**fields)


def fitting(layout: Layout, tiles: Sequence[Tile], on: Tile, socket: str) -> list[Move]:
    """The moves of `tiles` onto the legal point `socket` of `on` (R9, R12, R13)."""
    return [m for m in layout.moves_of(list(tiles)) if m.on == on and str(m.socket) == socket]


def score_of(layout: Layout, move: Move) -> int:
    """The raw placement credit `move` would earn (R14, R15)."""
    return layout.credit_of(move)


def point_value(on: Tile, socket: str) -> int:
    """The pip value shown at a legal point."""
    return socket_value(on, Socket(socket))


def where(on: Tile, socket: str, lang: str) -> dict[str, str]:
    """The fields naming a legal point in a sentence: its tile and its end, line or branch."""
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


@dataclass(frozen=True)
class Click:
    """What a click decides: the move to play, or else the sentence to show ("" for none)."""

    move: Move | None = None
    message: str = ""


class TablePicking:
    """The tile picked in the hand of the session's player to move, and what a click does."""

    def __init__(self, session: TableSession) -> None:
        self.session = session
        self.chosen: Tile | None = None  #: the tile picked in the hand for the next click

    def offer(self, ready: bool, message: str = "") -> dict[str, Any]:
        """What the picture offers: the seat's tiles with what a click on each does (face
        down at a shared screen until shown, R6), the legal points, a message. `ready`: the
        moves are offered (the player to move shows their tiles)."""
        session = self.session
        hand, lang = session.game.hand, session.lang
        if session.hot_seat and not ready:
            if not session.ready:
                self.chosen = None  # the turn passed, or the tiles went face down
            back = tiles_svg(hand.held[session.seat], hidden=True, lang=lang) \
                if session.to_move is not None else ""
            return {"hand": back, "message": message, "tiles": [],
                    "points": point_items(hand.layout, [], None, lang)}
        held = list(hand.held[session.seat])
        if self.chosen not in held:
            self.chosen = None
        candidates = [hand.pending] if hand.pending is not None else held
        score = session.game.score(session.game.side_of(session.seat))
        points = point_items(hand.layout, candidates if ready else [], self.chosen, lang,
                             score=score, last=len(held) == 1)
        tiles = [{"tile": str(tile), "label": self._tile_label(tile, ready, score),
                  "selected": tile == self.chosen} for tile in held]
        zoom = PROJECTOR_HAND_ZOOM if session.projector else 1.0
        return {"points": points, "tiles": tiles, "message": message,
                "hand": tiles_svg(held, lang=lang, zoom=zoom) if held else ""}

    def _tile_label(self, tile: Tile, ready: bool, score: int) -> str:
        """What a click on a tile of the hand does: open the table with it (R9), or choose it."""
        layout, lang = self.session.game.hand.layout, self.session.lang
        if ready and not len(layout):
            return credit_phrase(score_of(layout, Move(tile)), lang, tile=tile, score=score,
                                 key="hand_open")
        return click_phrase("hand_tile", lang, tile=tile)

    def point(self, on: Tile, socket: str) -> Click:
        """A click on the legal point `socket` of `on`: the move there of the tile chosen, or
        of the one tile that fits (R13); else the rule that refuses it, or a tile to choose."""
        session = self.session
        if not session.ready:
            return self.refusal()
        game, lang = session.game, session.lang
        names = where(on, socket, lang)
        moves = [m for m in game.legal_moves() if m.on == on and str(m.socket) == socket]
        picked = [m for m in moves if m.tile == self.chosen]
        if picked or (self.chosen is None and len({m.tile for m in moves}) == 1):
            self.chosen = None
            return Click((picked or moves)[0])
        if game.hand.pending is not None:
            return Click(message=click_phrase("refuse_pending", lang, tile=game.hand.pending, **names))
        if self.chosen is not None:
            return Click(message=click_phrase("refuse_tile", lang, tile=self.chosen,
                                              value=point_value(on, socket), **names))
        if moves:
            tiles = ", ".join(str(m.tile) for m in moves)
            return Click(message=click_phrase("choose", lang, tiles=tiles, **names))
        return Click(message=click_phrase("refuse_none", lang, value=point_value(on, socket), **names))

    def tile(self, tile: Tile) -> Click:
        """A click on a tile of the hand: open the table with it (R9), else choose it for the
        next click on a legal point (a second click lets it go)."""
        session = self.session
        hand, lang = session.game.hand, session.lang
        if session.hot_seat and not session.ready:
            return self.refusal()
        if tile not in hand.held[session.seat]:
            return Click(message=click_phrase("not_held", lang, tile=tile))
        if session.ready and not len(hand.layout):
            self.chosen = None
            return Click(Move(tile))
        self.chosen = None if self.chosen == tile else tile
        return Click(message=click_phrase("chosen", lang, tile=tile) if self.chosen is not None else "")

    def refusal(self) -> Click:
        """A click while no move is offered: wait for your turn, or show your tiles first."""
        lang = self.session.lang
        if self.session.to_move is None:
            return Click(message=click_phrase("refuse_turn", lang))
        return Click(message=ui(lang, "press-show", button=ui(lang, "show-tiles")))
