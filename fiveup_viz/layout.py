"""The layout: a tree of placed tiles where every double is a spinner (R9-R15)."""

from __future__ import annotations

from collections.abc import Iterator
from enum import StrEnum
from typing import NamedTuple

from fiveup_viz.errors import IllegalMoveError, InvalidSocketError
from fiveup_viz.tiles import Tile, as_tile


class Socket(StrEnum):
    """An attachment point of a tile (R11, R12), named as in RECORD.md."""

    HIGH = "high"
    LOW = "low"
    LINE_A = "line-a"
    LINE_B = "line-b"
    BRANCH_A = "branch-a"
    BRANCH_B = "branch-b"

    @classmethod
    def parse(cls, name: str | Socket) -> Socket:
        """The socket called `name` (`low`, `high`, `line-a`, ...)."""
        try:
            return cls(name)
        except ValueError:
            names = ", ".join(s.value for s in cls)
            raise InvalidSocketError(f"unknown socket {name!r}; sockets are {names}") from None

    @property
    def rank(self) -> int:
        """Position in the description order: high, low, line A, line B, branch A, branch B."""
        return _SOCKET_RANK[self]

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Socket.{self.name}"


_SOCKET_RANK = {s: i for i, s in enumerate(Socket)}
HIGH, LOW, LINE_A, LINE_B, BRANCH_A, BRANCH_B = tuple(Socket)
LINES = (LINE_A, LINE_B)
BRANCHES = (BRANCH_A, BRANCH_B)
ENDS = (HIGH, LOW)


class Move(NamedTuple):
    """A placement: `tile` onto socket `socket` of the placed tile `on` (R13).

    The opening placement has `on` and `socket` both None.
    """

    tile: Tile
    on: Tile | None = None
    socket: Socket | None = None

    @classmethod
    def of(cls, tile: str | Tile, on: str | Tile | None = None,
           socket: str | Socket | None = None) -> Move:
        """A move from tiles and socket given as objects or text."""
        if (on is None) != (socket is None):
            raise IllegalMoveError("a placement names both the tile it goes on and the socket, "
                                   "or neither for the opening", "R9")
        return cls(as_tile(tile), None if on is None else as_tile(on),
                   None if socket is None else Socket.parse(socket))

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read `[1|2]` (opening) or `[1|2] on [1|1] line-b`."""
        parts = text.split()
        if len(parts) == 1:
            return cls.of(parts[0])
        if len(parts) == 4 and parts[1] == "on":
            return cls.of(parts[0], parts[2], parts[3])
        raise IllegalMoveError(f"not a move: {text!r}; write '[1|2]' or '[1|2] on [1|1] line-b'")

    def text(self) -> str:
        """The form `parse` reads."""
        if self.on is None:
            return str(self.tile)
        return f"{self.tile} on {self.on} {self.socket}"

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"Move.parse({self.text()!r})"

    def sort_key(self) -> tuple[int, int, int, int, int]:
        on = self.on or self.tile
        rank = -1 if self.socket is None else self.socket.rank
        return (self.tile.low, self.tile.high, on.low, on.high, rank)


class Placement(NamedTuple):
    """One placed tile: `tile` attached by its socket `end` to socket `socket` of `on`."""

    tile: Tile
    on: Tile | None
    socket: Socket | None
    end: Socket | None


class LegalPoint(NamedTuple):
    """A free socket where a tile may be placed (R13), with the value it shows."""

    tile: Tile
    socket: Socket
    value: int


class CountedEnd(NamedTuple):
    """An end added to the sum of R14: a free non-double end, or a terminal double."""

    tile: Tile
    socket: Socket
    value: int


def socket_value(tile: Tile, socket: Socket) -> int:
    """The pip value shown at `socket` of `tile`."""
    if socket is LOW:
        return tile.low
    if socket is HIGH or tile.is_double:
        return tile.high
    raise InvalidSocketError(f"{tile} has no socket {socket}: a non-double has low and high ends")


def credit_for(total: int) -> int:
    """R15: a positive multiple of 5 credits that many raw points; anything else 0."""
    return total if total > 0 and total % 5 == 0 else 0


def _point_key(point: tuple[Tile, Socket, int]) -> tuple[int, int, int]:
    return (point[0].low, point[0].high, _SOCKET_RANK[point[1]])


class Layout:
    """The tiles on the table and their connections (R9-R14).

    Every tile appears once; tiles are identified by their value.
    """

    __slots__ = ("_links", "_open", "_placements", "_total", "_value_count")

    def __init__(self) -> None:
        self._links: dict[Tile, dict[Socket, Tile]] = {}
        self._placements: list[Placement] = []
        self._open: dict[tuple[Tile, Socket], int] = {}
        self._total = 0
        self._value_count = [0] * 7

    # -- reading ---------------------------------------------------------
    @property
    def placements(self) -> tuple[Placement, ...]:
        """Every placement in order; the first is the opening."""
        return tuple(self._placements)

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The placed tiles in placement order."""
        return tuple(p.tile for p in self._placements)

    @property
    def spinners(self) -> tuple[Tile, ...]:
        """Every placed double, in placement order (R10)."""
        return tuple(p.tile for p in self._placements if p.tile.is_double)

    @property
    def last(self) -> Tile | None:
        """The tile placed last, or None on an empty table."""
        return self._placements[-1].tile if self._placements else None

    def __len__(self) -> int:
        return len(self._placements)

    def __contains__(self, tile: object) -> bool:
        return tile in self._links

    def __iter__(self) -> Iterator[Tile]:
        return (p.tile for p in self._placements)

    def links(self, tile: str | Tile) -> dict[Socket, Tile]:
        """The occupied sockets of a placed tile and the tile at each (parent included)."""
        t = as_tile(tile)
        if t not in self._links:
            raise IllegalMoveError(f"{t} is not on the table")
        return dict(self._links[t])

    def is_internal(self, tile: Tile) -> bool:
        """A double with both line sides occupied (R14); never true for a non-double."""
        links = self._links[tile]
        return tile.is_double and LINE_A in links and LINE_B in links

    def legal_points(self) -> list[LegalPoint]:
        """Every free socket a tile may attach to (R13), in description order."""
        return [LegalPoint(t, s, v) for (t, s), v in sorted(self._open.items(), key=_open_key)]

    def counted_ends(self) -> list[CountedEnd]:
        """The ends summed after a placement (R14), in description order.

        A terminal double appears once, at its first free line side, valued at both halves.
        """
        ends: list[CountedEnd] = []
        for tile, links in self._links.items():
            if tile.is_double:
                if not (LINE_A in links and LINE_B in links):
                    side = LINE_B if LINE_A in links else LINE_A
                    ends.append(CountedEnd(tile, side, 2 * tile.low))
            else:
                if HIGH not in links:
                    ends.append(CountedEnd(tile, HIGH, tile.high))
                if LOW not in links:
                    ends.append(CountedEnd(tile, LOW, tile.low))
        ends.sort(key=_point_key)
        return ends

    def total(self) -> int:
        """The sum of the counted ends (R14)."""
        return self._total

    def credit(self) -> int:
        """The raw credit of the last placement (R15): the total if a positive multiple of 5."""
        return credit_for(self._total)

    def can_place(self, tile: Tile) -> bool:
        """True when `tile` has a legal point now (or the table is empty)."""
        if not self._placements:
            return True
        vc = self._value_count
        return bool(vc[tile.low] or vc[tile.high])

    def moves_for(self, tile: str | Tile) -> list[Move]:
        """The legal placements of one tile, in canonical order (R9, R13)."""
        t = as_tile(tile)
        if t in self._links:
            return []
        if not self._placements:
            return [Move(t)]
        moves = [Move(t, on, s) for (on, s), v in self._open.items() if v == t.low or v == t.high]
        moves.sort(key=Move.sort_key)
        return moves

    def check(self, tile: str | Tile, on: str | Tile | None = None,
              socket: str | Socket | None = None) -> Move:
        """The move if it is legal; raise IllegalMoveError naming the rule otherwise."""
        move = Move.of(tile, on, socket)
        t = move.tile
        if t in self._links:
            raise IllegalMoveError(f"{t} is already on the table", "R4")
        if move.on is None:
            if self._placements:
                raise IllegalMoveError(f"{t} must be placed on a legal point: only the opening "
                                       "tile is placed without one", "R9")
            return move
        if not self._placements:
            raise IllegalMoveError("the table is empty: the first tile opens and is placed "
                                   "without a target", "R9")
        on, s = move.on, move.socket
        if on not in self._links:
            raise IllegalMoveError(f"{on} is not on the table", "R9")
        assert s is not None
        value = self._open.get((on, s))
        if value is None:
            raise IllegalMoveError(self._why_closed(on, s), _closed_rule(on, s))
        if value not in (t.low, t.high):
            raise IllegalMoveError(f"{t} does not match {on} {s}, which shows {value}", "R9")
        return move

    def _why_closed(self, on: Tile, s: Socket) -> str:
        if on.is_double and s not in (*LINES, *BRANCHES):
            return f"{on} is a spinner: its sockets are line-a, line-b, branch-a, branch-b"
        if not on.is_double and s not in ENDS:
            return f"{on} is not a double: its sockets are its low and high ends"
        if s in self._links[on]:
            return f"{on} {s} is already occupied by {self._links[on][s]}"
        return f"{on} {s} is a branch: a spinner's branches open only when both line sides are occupied"

    # -- changing --------------------------------------------------------
    def place(self, tile: str | Tile, on: str | Tile | None = None,
              socket: str | Socket | None = None) -> Move:
        """Place a tile (R9-R12); an illegal placement raises and changes nothing."""
        move = self.check(tile, on, socket)
        self._apply(move)
        return move

    def push(self, move: Move) -> None:
        """Place a move already known to be legal (the fast path for bots)."""
        self._apply(move)

    def _apply(self, move: Move) -> None:
        t, on, s = move
        links: dict[Socket, Tile] = {}
        if on is None:
            end = None
        else:
            assert s is not None
            end = LINE_A if t.is_double else (LOW if t.low == self._open[(on, s)] else HIGH)
            links[end] = on
            self._remove_points(on)
            self._links[on][s] = t
        self._links[t] = links
        self._placements.append(Placement(t, on, s, end))
        if on is not None:
            self._add_points(on)
        self._add_points(t)

    def undo(self) -> Move:
        """Take back the last placement and return it."""
        if not self._placements:
            raise IllegalMoveError("nothing to undo: the table is empty")
        t, on, s, _ = self._placements.pop()
        self._remove_points(t)
        del self._links[t]
        if on is not None:
            assert s is not None
            self._remove_points(on)
            del self._links[on][s]
            self._add_points(on)
        return Move(t, on, s)

    def copy(self) -> Layout:
        """An independent copy."""
        other = Layout.__new__(Layout)
        other._links = {t: dict(v) for t, v in self._links.items()}
        other._placements = list(self._placements)
        other._open = dict(self._open)
        other._total = self._total
        other._value_count = list(self._value_count)
        return other

    @classmethod
    def from_moves(cls, moves: list[Move] | list[str]) -> Layout:
        """A layout built by placing moves (objects or `Move.parse` text) in order."""
        layout = cls()
        for m in moves:
            move = Move.parse(m) if isinstance(m, str) else m
            layout.place(*move)
        return layout

    # -- bookkeeping -----------------------------------------------------
    def _node_points(self, t: Tile) -> tuple[list[Socket], int]:
        """A tile's free legal sockets and its counted contribution."""
        links = self._links[t]
        if t.is_double:
            free_lines = [s for s in LINES if s not in links]
            if free_lines:
                return free_lines, 2 * t.low
            return [s for s in BRANCHES if s not in links], 0
        free = [s for s in ENDS if s not in links]
        return free, sum(t.high if s is HIGH else t.low for s in free)

    def _add_points(self, t: Tile) -> None:
        sockets, contribution = self._node_points(t)
        self._total += contribution
        for s in sockets:
            v = t.high if s is HIGH else t.low
            self._open[(t, s)] = v
            self._value_count[v] += 1

    def _remove_points(self, t: Tile) -> None:
        sockets, contribution = self._node_points(t)
        self._total -= contribution
        for s in sockets:
            v = self._open.pop((t, s))
            self._value_count[v] -= 1

    # -- comparing and showing ---------------------------------------------
    def __eq__(self, other: object) -> bool:
        return isinstance(other, Layout) and self._placements == other._placements

    def __hash__(self) -> int:  # mutable
        raise TypeError("unhashable type: 'Layout'")

    def __repr__(self) -> str:
        moves = [Move(p.tile, p.on, p.socket).text() for p in self._placements]
        return f"Layout.from_moves({moves!r})"

    def _repr_svg_(self) -> str:
        from fiveup_viz import svg

        return svg.layout(self)


def _open_key(item: tuple[tuple[Tile, Socket], int]) -> tuple[int, int, int]:
    (t, s), _ = item
    return (t.low, t.high, _SOCKET_RANK[s])


def _closed_rule(on: Tile, s: Socket) -> str:
    if on.is_double:
        return "R11" if s in (*LINES, *BRANCHES) else "R12"
    return "R12" if s in ENDS else "R11"
