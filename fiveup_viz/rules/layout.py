"""The layout: a tree of placed tiles where every double is a spinner (R9-R15)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from enum import StrEnum
from typing import NamedTuple

from fiveup_viz.rules.tiles import DOUBLE_SIX, MAX_PIP, Tile, as_tile
from fiveup_viz.words.errors import IllegalMoveError, InvalidSocketError, Message, WrongTypeError
from fiveup_viz.words.quoting import quote
from fiveup_viz.words.values import Point, Term


class Socket(Term, StrEnum):
    """An attachment point of a tile (R11, R12), named as in RECORD.md; a message names it in
    its language (`layout.ftl`, with the forms of `terms.ftl`)."""

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
            raise InvalidSocketError(Message("socket.unknown", name=quote(name), names=names)) from None

    @property
    def rank(self) -> int:
        """Position in the description order: high, low, line A, line B, branch A, branch B."""
        return _SOCKET_RANK[self]

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Socket.{self.name}"

    def term(self) -> tuple[str, str, str]:
        return "layout", self.value, f"socket-{self.value}"

    __hash__ = str.__hash__  # the hash of its name as text, computed in C (Enum's is Python code)


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
            raise IllegalMoveError(Message("move.both"), "R9")
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
        raise IllegalMoveError(Message("move.text", text=quote(text)))

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

    @property
    def move(self) -> Move:
        """The move that made this placement."""
        return Move(self.tile, self.on, self.socket)


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
    raise InvalidSocketError(Message("socket.none", tile=tile, socket=socket))


def credit_for(total: int) -> int:
    """R15: a positive multiple of 5 credits that many raw points; anything else 0."""
    return total if total > 0 and total % 5 == 0 else 0


def _point_key(point: tuple[Tile, Socket, int]) -> tuple[int, int, int]:
    return (point[0].low, point[0].high, _SOCKET_RANK[point[1]])


# -- precomputed tables of the fast engine ------------------------------------
# Every point where a tile may attach (a free end of a non-double, a socket of a double) has a
# fixed bit, in canonical order (on.low, on.high, socket rank): the open (legal) points are the
# bits of one int, Layout._open, and any set of them read from the lowest bit up is in the order
# a person reads it. A tile's moves are the open points among those showing one of its values.

def _sockets_of(t: Tile) -> tuple[Socket, ...]:
    return (LINE_A, LINE_B, BRANCH_A, BRANCH_B) if t.is_double else (HIGH, LOW)


def _shown(on: Tile, s: Socket) -> int:
    return on.high if s is HIGH else on.low


#: Every point in canonical order; bit i of an open set stands for _POINTS[i].
_POINTS: tuple[tuple[Tile, Socket], ...] = tuple(sorted(
    ((on, s) for on in DOUBLE_SIX for s in _sockets_of(on)),
    key=lambda p: (p[0].low, p[0].high, _SOCKET_RANK[p[1]])))
_POINT_BIT = {point: 1 << i for i, point in enumerate(_POINTS)}
_POINT_VALUE = tuple(_shown(on, s) for on, s in _POINTS)  #: the value each point shows
#: The points showing each value, as bits.
_VALUE_POINTS = tuple(sum(1 << i for i, v in enumerate(_POINT_VALUE) if v == value)
                      for value in range(MAX_PIP + 1))
#: Per tile: (its index in DOUBLE_SIX << len(_POINTS), the points showing one of its values).
_TILE_KEY = {t: (i << len(_POINTS), _VALUE_POINTS[t.low] | _VALUE_POINTS[t.high])
             for i, t in enumerate(DOUBLE_SIX)}


def _free_points(t: Tile, occupied: int) -> tuple[int, int]:
    """A tile's counted contribution and its open points (bits), given its occupied sockets."""
    def free(s: Socket) -> bool:
        return not occupied & (1 << _SOCKET_RANK[s])

    if t.is_double:
        lines = [s for s in LINES if free(s)]
        if lines:
            return 2 * t.low, sum(_POINT_BIT[t, s] for s in lines)
        return 0, sum(_POINT_BIT[t, s] for s in BRANCHES if free(s))
    ends = [s for s in ENDS if free(s)]
    return sum(_shown(t, s) for s in ends), sum(_POINT_BIT[t, s] for s in ends)


_FREE = {t: [_free_points(t, occ) for occ in range(64)] for t in DOUBLE_SIX}
_SOCKET_BIT = {s: 1 << i for s, i in _SOCKET_RANK.items()}
#: The moves of a tile for each key seen so far: _TILE_KEY[tile][0] | its open points.
_MOVE_CACHE: dict[int, tuple[Move, ...]] = {}
_MOVE_CACHE_LIMIT = 100_000  #: beyond it moves are computed without being kept


def _bits(m: int) -> Iterator[int]:
    """The indexes of the set bits of m, lowest first."""
    while m:
        low = m & -m
        yield low.bit_length() - 1
        m ^= low


def _moves_of_tile(t: Tile, key: int) -> tuple[Move, ...]:
    """The moves of `t` onto the open points in the low bits of `key` (see _MOVE_CACHE)."""
    moves = tuple(Move(t, *_POINTS[i]) for i in _bits(key & _ALL_POINTS))
    if len(_MOVE_CACHE) < _MOVE_CACHE_LIMIT:
        _MOVE_CACHE[key] = moves
    return moves


_ALL_POINTS = (1 << len(_POINTS)) - 1


def _transitions() -> tuple[dict[Tile, list[dict[Socket, tuple[int, int]]]],
                            dict[Tile, dict[Socket, tuple[int, int]]]]:
    """_OCCUPY[on][occupied][s]: (open points to flip, change of the total) when socket s of a
    placed tile fills; _ATTACHED[t][end]: (open points, contribution) of a tile just attached by end.
    """
    occupy: dict[Tile, list[dict[Socket, tuple[int, int]]]] = {}
    attached: dict[Tile, dict[Socket, tuple[int, int]]] = {}
    for t in DOUBLE_SIX:
        occupy[t] = []
        for occ in range(64):
            c0, p0 = _FREE[t][occ]
            row = {}
            for s in _sockets_of(t):
                if not occ & _SOCKET_BIT[s]:
                    c1, p1 = _FREE[t][occ | _SOCKET_BIT[s]]
                    row[s] = (p0 ^ p1, c1 - c0)
            occupy[t].append(row)
        attached[t] = {}
        for end in ((LINE_A,) if t.is_double else ENDS):
            c, points = _FREE[t][_SOCKET_BIT[end]]
            attached[t][end] = (points, c)
    return occupy, attached


_OCCUPY, _ATTACHED = _transitions()


class Layout:
    """The tiles on the table and their connections (R9-R14).

    Every tile appears once; tiles are identified by their value.
    """

    __slots__ = ("_cached_links", "_cached_occupied", "_open", "_placements", "_total")

    def __init__(self) -> None:
        self._cached_links: dict[Tile, dict[Socket, Tile]] | None = {}
        self._placements: list[Placement] = []
        #: bits of the occupied sockets of each placed tile; None: derive it from the placements
        self._cached_occupied: dict[Tile, int] | None = {}
        self._open = 0  #: the open (legal) points, as bits (see _POINTS)
        self._total = 0

    @property
    def _occupied(self) -> dict[Tile, int]:
        occupied = self._cached_occupied
        if occupied is None:
            occupied = {}
            for t, on, s, end in self._placements:
                occupied[t] = 0 if end is None else _SOCKET_BIT[end]
                if on is not None and s is not None:
                    occupied[on] |= _SOCKET_BIT[s]
            self._cached_occupied = occupied
        return occupied

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
        return tile in self._occupied

    @property
    def _links(self) -> dict[Tile, dict[Socket, Tile]]:
        """Every placed tile's occupied sockets and the tile at each, derived from the placements."""
        links = self._cached_links
        if links is None:
            links = {}
            for t, on, s, end in self._placements:
                links[t] = {}
                if on is not None and s is not None and end is not None:
                    links[t][end] = on
                    links[on][s] = t
            self._cached_links = links
        return links

    def __iter__(self) -> Iterator[Tile]:
        return (p.tile for p in self._placements)

    def links(self, tile: str | Tile) -> dict[Socket, Tile]:
        """The occupied sockets of a placed tile and the tile at each (parent included)."""
        t = as_tile(tile)
        if t not in self._links:
            raise IllegalMoveError(Message("table.absent", tile=t))
        return dict(self._links[t])

    def is_internal(self, tile: str | Tile) -> bool:
        """A double with both line sides occupied (R14); never true for a non-double."""
        t = as_tile(tile)
        occupied = self._occupied.get(t)
        if occupied is None:
            raise IllegalMoveError(Message("table.absent", tile=t))
        both = _SOCKET_BIT[LINE_A] | _SOCKET_BIT[LINE_B]
        return t.is_double and occupied & both == both

    def legal_points(self) -> list[LegalPoint]:
        """Every free socket a tile may attach to (R13), in description order."""
        return [LegalPoint(*_POINTS[i], _POINT_VALUE[i]) for i in _bits(self._open)]  # in bit order

    def _value_of(self, on: Tile, s: Socket) -> int | None:
        """The value shown at a legal point, or None when (on, s) is not one."""
        if s not in _SOCKET_BIT or (s in ENDS) == on.is_double:
            return None
        return _shown(on, s) if self._open & _POINT_BIT[on, s] else None

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

    def credit_of(self, move: Move) -> int:
        """The raw credit `move` would make (R14, R15), without placing it.

        Raises IllegalMoveError naming the rule when the move is not legal here.
        """
        t, on, s = move
        occupied = self._occupied
        if on is None or s is None or not (self._open & _POINT_BIT.get((on, s), 0)
                                           and isinstance(t, Tile) and t not in occupied
                                           and _shown(on, s) in t):
            t, on, s = self.check(*move)  # raises, or gives the move in its own types
            if on is None or s is None:  # the opening
                return credit_for(_FREE[t][0][0])
        # as _apply: R12 picks the attaching end; the point closes, the new tile's ends count
        end = LINE_A if t.low == t.high else (LOW if t.low == _shown(on, s) else HIGH)
        delta = _OCCUPY[on][occupied[on]][s][1]
        return credit_for(self._total + delta + _ATTACHED[t][end][1])

    def credits_of(self, moves: Sequence[Move]) -> list[int]:
        """The raw credit each of `moves` would make (R14, R15), for moves this layout gave
        (`moves_of`) and so legal here: the bots' and the coach's fast path, which checks nothing."""
        if not self._placements:
            return [credit_for(_FREE[m[0]][0][0]) for m in moves]
        total, occupied, occupy, attached = self._total, self._occupied, _OCCUPY, _ATTACHED
        credits = []
        for t, on, s in moves:
            assert on is not None and s is not None  # no opening once a tile is down (R9)
            # as _apply: R12 picks the attaching end; the point closes, the new tile's ends count
            low = t[0]
            end = LINE_A if low == t[1] else (LOW if low == (on[1] if s is HIGH else on[0]) else HIGH)
            c = total + occupy[on][occupied[on]][s][1] + attached[t][end][1]
            credits.append(c if c > 0 and c % 5 == 0 else 0)
        return credits

    def can_place(self, tile: Tile) -> bool:
        """True when `tile` has a legal point now (or the table is empty)."""
        if not self._placements:
            return True
        return bool(self._open & _TILE_KEY[tile][1])

    def moves_for(self, tile: str | Tile) -> list[Move]:
        """The legal placements of one tile, in canonical order (R9, R13)."""
        t = as_tile(tile)
        if t in self._occupied:
            return []
        if not self._placements:
            return [Move(t)]
        return list(self.moves_of([t]))

    def moves_of(self, tiles: list[Tile]) -> list[Move]:
        """The legal placements of several tiles not on the table, in the order given (fast path)."""
        if not self._placements:
            return [Move(t) for t in tiles]
        open_points = self._open
        keys = _TILE_KEY
        get = _MOVE_CACHE.get
        moves: list[Move] = []
        for t in tiles:
            base, points = keys[t]
            points &= open_points
            if points:
                cached = get(base | points)
                moves += _moves_of_tile(t, base | points) if cached is None else cached
        return moves

    def check(self, tile: str | Tile, on: str | Tile | None = None,
              socket: str | Socket | None = None) -> Move:
        """The move if it is legal; raise IllegalMoveError naming the rule otherwise."""
        move = Move.of(tile, on, socket)
        t = move.tile
        if t in self._occupied:
            raise IllegalMoveError(Message("table.present", tile=t), "R4")
        if move.on is None:
            if self._placements:
                raise IllegalMoveError(Message("table.point", tile=t), "R9")
            return move
        if not self._placements:
            raise IllegalMoveError(Message("table.empty"), "R9")
        on, s = move.on, move.socket
        if on not in self._occupied:
            raise IllegalMoveError(Message("table.absent", tile=on), "R9")
        assert s is not None
        value = self._value_of(on, s)
        if value is None:
            raise IllegalMoveError(self._why_closed(on, s), _closed_rule(on, s))
        if value not in (t.low, t.high):
            raise IllegalMoveError(Message("point.mismatch", tile=t, point=Point((str(on), s)), value=value),
                                   "R9")
        return move

    def _why_closed(self, on: Tile, s: Socket) -> Message:
        if on.is_double and s not in (*LINES, *BRANCHES):
            return Message("point.spinner", on=on)
        if not on.is_double and s not in ENDS:
            return Message("point.non-double", on=on)
        if s in self._links[on]:
            return Message("point.occupied", point=Point((str(on), s)), by=self._links[on][s])
        return Message("point.branch", point=Point((str(on), s)))

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
        occupied = self._cached_occupied
        if occupied is None:
            occupied = self._occupied
        self._cached_links = None
        if on is None:
            end = None
            contribution, points = _FREE[t][0]
            self._total += contribution
            self._open |= points
            occupied[t] = 0
        else:
            assert s is not None
            # R12: a non-double attaches by the end that matches the value shown at the point
            end = LINE_A if t.low == t.high else (LOW if t.low == (on.high if s is HIGH else on.low)
                                                  else HIGH)
            before = occupied[on]
            flip, delta = _OCCUPY[on][before][s]  # the point closes; maybe branches open
            occupied[on] = before | _SOCKET_BIT[s]
            points, contribution = _ATTACHED[t][end]  # the new tile's open points
            self._open = self._open ^ flip | points
            self._total += delta + contribution
            occupied[t] = _SOCKET_BIT[end]
        self._placements.append(tuple.__new__(Placement, (t, on, s, end)))

    def undo(self) -> Move:
        """Take back the last placement and return it."""
        if not self._placements:
            raise IllegalMoveError(Message("table.undo"))
        occupied = self._occupied
        t, on, s, end = self._placements.pop()
        self._cached_links = None
        del occupied[t]
        if on is None:
            contribution, points = _FREE[t][0]
            self._total -= contribution
            self._open &= ~points
        else:
            assert s is not None and end is not None
            points, contribution = _ATTACHED[t][end]
            before = occupied[on] & ~_SOCKET_BIT[s]
            flip, delta = _OCCUPY[on][before][s]
            self._open = self._open & ~points ^ flip
            occupied[on] = before
            self._total -= delta + contribution
        return Move(t, on, s)

    def copy(self) -> Layout:
        """An independent copy."""
        other = Layout.__new__(Layout)
        other._cached_links = None
        other._placements = list(self._placements)
        other._cached_occupied = dict(self._occupied)
        other._open = self._open
        other._total = self._total
        return other

    @classmethod
    def from_moves(cls, moves: list[Move] | list[str]) -> Layout:
        """A layout built by placing moves (objects or `Move.parse` text) in order."""
        if isinstance(moves, str) or not isinstance(moves, list | tuple):
            raise WrongTypeError(Message("type.moves", type=type(moves).__name__))
        layout = cls()
        for i, m in enumerate(moves):
            if not isinstance(m, str | Move):
                raise WrongTypeError(Message("type.move", n=i, type=type(m).__name__))
            move = Move.parse(m) if isinstance(m, str) else m
            layout.place(*move)
        return layout

    # -- bookkeeping -----------------------------------------------------
    # -- comparing and showing ---------------------------------------------
    def __eq__(self, other: object) -> bool:
        return isinstance(other, Layout) and self._placements == other._placements

    def __repr__(self) -> str:
        moves = [p.move.text() for p in self._placements]
        return f"Layout.from_moves({moves!r})"

    def _repr_svg_(self) -> str:
        from fiveup_viz.drawing import svg

        return svg.layout(self)

    def uncounted_points(self) -> list[LegalPoint]:
        """Legal points of a double that add nothing of their own (R13, R14): the free branches
        of an internal spinner, and the second line side of a lone double, whose value is
        counted once, at the other side; both sides are places to play."""
        counted = {(end.tile, end.socket) for end in self.counted_ends()}
        return [lp for lp in self.legal_points()
                if lp.tile.is_double and (lp.tile, lp.socket) not in counted]


def _closed_rule(on: Tile, s: Socket) -> str:
    """R11 names a spinner's four sockets, R12 a non-double's two ends."""
    return "R11" if on.is_double else "R12"


def check_layout(layout: object, what: str = "layout") -> Layout:
    """A `Layout` (a list of moves is made one with `Layout.from_moves`)."""
    if not isinstance(layout, Layout):
        raise WrongTypeError(Message("type.layout", what=what, type=type(layout).__name__,
                                     value=quote(layout)))
    return layout
