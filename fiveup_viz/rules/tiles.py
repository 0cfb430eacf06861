"""Tiles of the double-six set (R4), their text form and a player's hand."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import NamedTuple

from fiveup_viz.words.errors import InvalidTileError, Message
from fiveup_viz.words.quoting import is_int, quote

MAX_PIP = 6

_TILE_RE = re.compile(r"^\s*\[?\s*([0-6])\s*[|\-]\s*([0-6])\s*\]?\s*$")


class _TileBase(NamedTuple):
    low: int
    high: int


class Tile(_TileBase):
    """One domino tile `[low|high]` with low <= high (R4)."""

    __slots__ = ()

    def __new__(cls, a: int, b: int) -> Tile:
        if not (is_int(a) and is_int(b)) or not (
            0 <= a <= MAX_PIP and 0 <= b <= MAX_PIP
        ):
            raise InvalidTileError(Message("tile.numbers", "R4", a=quote(a), b=quote(b)))
        return _TILES[min(a, b)][max(a, b)]

    @classmethod
    def parse(cls, text: str | Tile) -> Tile:
        """Read `[1|4]`, `[4|1]`, `1|4` or `1-4`."""
        if isinstance(text, Tile):
            return text
        if not isinstance(text, str):
            raise InvalidTileError(Message("tile.text", text=quote(text)))
        m = _TILE_RE.match(text)
        if m is None or text.strip().startswith("[") != text.strip().endswith("]"):
            raise InvalidTileError(Message("tile.form", "R4", text=quote(text)))
        return cls(int(m.group(1)), int(m.group(2)))

    def text(self) -> str:
        """The rule texts' form, `[low|high]`."""
        return f"[{self.low}|{self.high}]"

    @property
    def is_double(self) -> bool:
        return self.low == self.high

    @property
    def pips(self) -> int:
        return self.low + self.high

    def __str__(self) -> str:
        return f"[{self.low}|{self.high}]"

    def __repr__(self) -> str:
        return f"Tile.parse({str(self)!r})"

    def _repr_svg_(self) -> str:
        from fiveup_viz.drawing import svg

        return svg.tile(self)


def _make_tiles() -> list[list[Tile]]:
    table: list[list[Tile]] = [[None] * (MAX_PIP + 1) for _ in range(MAX_PIP + 1)]  # type: ignore[list-item]
    for a in range(MAX_PIP + 1):
        for b in range(a, MAX_PIP + 1):
            table[a][b] = tuple.__new__(Tile, (a, b))
    return table


_TILES = _make_tiles()

#: The 28 tiles [0|0] ... [6|6] in order (R4).
DOUBLE_SIX: tuple[Tile, ...] = tuple(
    _TILES[a][b] for a in range(MAX_PIP + 1) for b in range(a, MAX_PIP + 1)
)


def as_tile(value: str | Tile) -> Tile:
    """A tile from a tile or its text."""
    return value if isinstance(value, Tile) else Tile.parse(value)


class Tiles(tuple[Tile, ...]):
    """The tiles one player holds, in the order received; shows itself as SVG.

    (Called `Hand` before: in this package a "hand" is one deal of the game, R8, R20.)
    """

    def __new__(cls, tiles: Iterable[str | Tile] = ()) -> Tiles:
        return super().__new__(cls, (as_tile(t) for t in tiles))

    @property
    def pips(self) -> int:
        """The pip sum counted at the end of a hand (R22, R25)."""
        return sum(t.low + t.high for t in self)

    def __str__(self) -> str:
        return " ".join(str(t) for t in self)

    def __repr__(self) -> str:
        return f"Tiles({[str(t) for t in self]!r})"

    def _repr_svg_(self) -> str:
        from fiveup_viz.drawing import svg

        return svg.tiles(self)

