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

import anywidget
import traitlets as t

from fiveup_viz.layout import Layout, Move, socket_value
from fiveup_viz.tiles import Tile
from fiveup_viz.wording import LANGUAGES, socket_name

#: Sentences of click-to-play, per language.
CLICK_PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "scores": "{on} {socket}: scores {raw}",
        "choose_here": "{on} {socket}: {n} of your tiles fit, choose one in your hand",
        "none_here": "{on} {socket}: none of your tiles fits here",
        "tile_no": "{on} {socket}: {tile} does not fit here",
        "refuse_none": "None of your tiles fits {on} {socket}: a tile attaches by a half showing "
                       "{value} (R9, R12). Nothing changed.",
        "refuse_tile": "{tile} does not fit {on} {socket}: a tile attaches by a half showing "
                       "{value} (R9, R12). Nothing changed.",
        "refuse_pending": "You drew {tile} and must place it at once (R18); it does not fit "
                          "{on} {socket}. Nothing changed.",
        "refuse_turn": "It is not your turn to place a tile. Nothing changed.",
        "choose": "Choose a tile first: {tiles} fit {on} {socket}. Click one in your hand.",
        "chosen": "{tile} chosen: click a legal point to place it.",
        "hand_tile": "{tile} in your hand",
        "hand_open": "{tile} in your hand: opens the table (R9), scores {raw}",
        "not_held": "{tile} is not in your hand.",
    },
    "it": {
        "scores": "{on} {socket}: vale {raw}",
        "choose_here": "{on} {socket}: ci stanno {n} tue tessere, scegline una dalla mano",
        "none_here": "{on} {socket}: nessuna tua tessera ci sta",
        "tile_no": "{on} {socket}: {tile} non ci sta",
        "refuse_none": "Nessuna tua tessera si attacca a {on} {socket}: serve una metà che mostri "
                       "{value} (R9, R12). Nulla è cambiato.",
        "refuse_tile": "{tile} non si attacca a {on} {socket}: serve una metà che mostri {value} "
                       "(R9, R12). Nulla è cambiato.",
        "refuse_pending": "Hai pescato {tile} e devi posarla subito (R18); non si attacca a "
                          "{on} {socket}. Nulla è cambiato.",
        "refuse_turn": "Non è il tuo turno di posare. Nulla è cambiato.",
        "choose": "Scegli prima una tessera: a {on} {socket} stanno {tiles}. Fai clic su una "
                  "tessera della mano.",
        "chosen": "{tile} scelta: fai clic su un punto lecito per posarla.",
        "hand_tile": "{tile} nella tua mano",
        "hand_open": "{tile} nella tua mano: apre il tavolo (R9), vale {raw}",
        "not_held": "{tile} non è nella tua mano.",
    },
    "fi": {
        "scores": "{on} {socket}: {raw} pistettä",
        "choose_here": "{on} {socket}: {n} laattaasi sopii, valitse yksi kädestä",
        "none_here": "{on} {socket}: mikään laattasi ei sovi tähän",
        "tile_no": "{on} {socket}: {tile} ei sovi tähän",
        "refuse_none": "Mikään laattasi ei sovi kohtaan {on} {socket}: liitettävän puolikkaan on "
                       "näytettävä {value} (R9, R12). Mikään ei muuttunut.",
        "refuse_tile": "{tile} ei sovi kohtaan {on} {socket}: liitettävän puolikkaan on "
                       "näytettävä {value} (R9, R12). Mikään ei muuttunut.",
        "refuse_pending": "Nostit laatan {tile}, ja se on asetettava heti (R18); se ei sovi "
                          "kohtaan {on} {socket}. Mikään ei muuttunut.",
        "refuse_turn": "Nyt ei ole vuorosi asettaa laattaa. Mikään ei muuttunut.",
        "choose": "Valitse ensin laatta: kohtaan {on} {socket} sopivat {tiles}. Napsauta "
                  "laattaa kädessäsi.",
        "chosen": "{tile} valittu: napsauta laillista kohtaa asettaaksesi sen.",
        "hand_tile": "{tile} kädessäsi",
        "hand_open": "{tile} kädessäsi: avaa pöydän (R9), {raw} pistettä",
        "not_held": "{tile} ei ole kädessäsi.",
    },
}


def click_phrase(key: str, lang: str = "en", **fields: object) -> str:
    """One click-to-play sentence in a language, filled in."""
    if lang not in CLICK_PHRASES:
        raise ValueError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")
    return CLICK_PHRASES[lang][key].format(**fields)


@cache
def _esm() -> str:
    return resources.files("fiveup_viz").joinpath("static/picker.js").read_text(encoding="utf-8")


class TablePicker(anywidget.AnyWidget):
    """The clickable picture: `svg`, `hand` (HTML), `points` and `tiles` (what is clickable)."""

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
    layout.push(move)
    try:
        return layout.credit()
    finally:
        layout.undo()


def point_value(on: Tile, socket: str) -> int:
    """The pip value shown at a legal point."""
    from fiveup_viz.layout import Socket

    return socket_value(on, Socket(socket) if not isinstance(socket, Socket) else socket)


def where(on: Tile, socket: str, lang: str) -> dict[str, str]:
    return {"on": str(on), "socket": socket_name(socket, lang)}


def point_items(layout: Layout, tiles: Sequence[Tile], chosen: Tile | None,
                lang: str) -> list[dict[str, str]]:
    """Every legal point with its accessible name: what a click there would do."""
    items = []
    for lp in layout.legal_points():
        socket = str(lp.socket)
        moves = fitting(layout, tiles, lp.tile, socket)
        picked = [m for m in moves if m.tile == chosen] if chosen is not None else []
        names = where(lp.tile, socket, lang)
        if picked or len(moves) == 1:
            label = click_phrase("scores", lang, raw=score_of(layout, (picked or moves)[0]), **names)
        elif moves:
            label = click_phrase("choose_here", lang, n=len(moves), **names)
        elif chosen is not None and len(tiles) == 1:
            label = click_phrase("tile_no", lang, tile=chosen, **names)
        else:
            label = click_phrase("none_here", lang, **names)
        items.append({"tile": str(lp.tile), "socket": socket, "label": label})
    return items
