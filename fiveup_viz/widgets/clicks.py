"""Click-to-play: a layout picture whose legal points and hand tiles answer clicks (with a kernel).

`TablePicker` (anywidget, JavaScript shipped in the package) shows the layout SVG and the
learner's hand. Every legal point (a counted end or a hollow dot, R13) and every tile in
the hand becomes a focusable button with an accessible name ("[4|4] line B: scores 10");
hovering or focusing one says the same. A click is sent to Python, to the owner's
`on_point(tile, socket)` or `on_tile(tile)`; what it does (play, choose, or refuse with the
rule) and the names are decided in `fiveup_viz.pages.picking`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib import resources
from typing import Any

import traitlets as t

from fiveup_viz.rules.tiles import Tile
from fiveup_viz.widgets.private import Private


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
