"""The engine's unchecked loops for bots: whole hands played without checking each move again.

`play_hand` plays a hand with any players' choices; `play_random_hand` plays a freshly dealt
hand for uniform random players in one loop over ints. Both leave the same Round, layout,
events and scores as `Game.play`, `draw` and `pass_` would (tests/test_engine.py).
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable, Sequence
from itertools import repeat
from typing import Any, NamedTuple

from fiveup_viz.rules._draws import randbelow_bits
from fiveup_viz.rules.events import Action, TargetEnd
from fiveup_viz.rules.game import Game, Round
from fiveup_viz.rules.layout import (
    _ATTACHED,
    _FREE,
    _OCCUPY,
    _POINT_BIT,
    _POINT_VALUE,
    _POINTS,
    _SOCKET_BIT,
    BRANCH_A,
    BRANCH_B,
    HIGH,
    LINE_A,
    LINE_B,
    LOW,
    Layout,
    Move,
    Placement,
    Socket,
    _bits,
)
from fiveup_viz.rules.tiles import DOUBLE_SIX, Tile

#: A player's choice among the legal moves offered (`Bot.choose`).
Choose = Callable[[Game, Sequence[Move]], Move]


def play_hand(game: Game, hand: Round, choose: Sequence[Choose]) -> None:
    """Play `hand` to its end; `choose[seat]` picks among two or more legal moves (R9-R27)."""
    held = hand.held
    moves_of = hand.layout.moves_of
    do_play = game._do_play
    while hand.end is None:
        seat = hand.turn
        pending = hand.pending  # a drawn tile that fits must be placed (R18)
        moves = moves_of(sorted(held[seat]) if pending is None else [pending])
        if moves:
            do_play(hand, moves[0] if len(moves) == 1 else choose[seat](game, moves))
        elif hand.drawn < len(hand.boneyard):
            game._draw(hand)  # no legal placement (R18)
        else:
            game._pass(hand)  # no legal placement, empty boneyard (R19)


# -- uniform random players ---------------------------------------------------------------------
# When every seat is a plain RandomBot, only the legal moves' number and the mover's generator
# decide a move, so a hand is played in one loop over ints. Each tile has a slot of bits, one
# for each point it could attach to; a "wide" set holds, for every tile at once, which of its
# points are open, and above the slots the open points as Layout._open has them. A seat's moves
# are then `wide & its tiles' slots`, and their bits, highest first, are in legal_moves() order
# (tiles sorted, then canonical points): the r-th move is the r-th set bit from the top, found
# by bit_length() alone.
# Every object a move leaves behind (its Placement, its Action for each seat) is made once and
# shared. The loop asks the same generators for the same bits in the same order as the general
# loop and leaves the same Round, layout, events and scores (tests/test_engine.py).

_SEATS = 4
_BIT_LENGTH = [n.bit_length() for n in range(len(DOUBLE_SIX) * len(_POINTS))]  #: more than moves


class _Tables(NamedTuple):
    above: int  #: the wide sets' bit where Layout._open's bits start
    ids: dict[Tile, int]
    slots: dict[Tile, int]  #: per tile: its slot
    moves: list[tuple[Any, ...] | None]  #: per bit length of a move's wide bit: its entry
    below: list[int]  #: per bit length b: the bits below bit b - 1
    openings: list[tuple[Any, ...]]  #: per tile index: the entry of opening with it
    draws: list[dict[Tile, tuple[Action, int]]]  #: per seat and tile: the draw action, the slot
    passes: list[Action]  #: per seat: the pass action
    next_seat: list[list[int]]  #: per number of players and seat: the seat that plays next


_TABLES: _Tables | None = None


def _tables() -> _Tables:
    """Built on first use: about 400 move entries with their objects."""
    global _TABLES
    if _TABLES is None:
        _TABLES = _make_tables()
    return _TABLES


def _make_tables() -> _Tables:
    # each tile's slot: the points it may attach to (never its own), in canonical order from the
    # slots' top bit down, so that the r-th move is found from bit_length() alone
    candidates = [[i for i in range(len(_POINTS)) if _POINTS[i][0] != t
                   and _POINT_VALUE[i] in (t.low, t.high)] for t in DOUBLE_SIX]
    offsets = [sum(len(c) for c in candidates[:k]) for k in range(len(DOUBLE_SIX))]
    above = offsets[-1] + len(candidates[-1])  # the slots' width: Layout._open's bits go above
    bit = [[above - 1 - offsets[k] - j for j in range(len(c))] for k, c in enumerate(candidates)]
    slots = [sum(1 << b for b in row) for row in bit]
    spread = [0] * len(_POINTS)  #: per point: its bit in every slot that has it
    for k, row in enumerate(candidates):
        for j, i in enumerate(row):
            spread[i] |= 1 << bit[k][j]

    def wide(points: int) -> int:
        return functools.reduce(operator.xor, (spread[i] for i in _bits(points)), points << above)

    def actions(t: Tile, on: Tile | None, s: Socket | None) -> tuple[Action, ...]:
        return tuple(tuple.__new__(Action, (seat, "play", t, on, s)) for seat in range(_SEATS))

    def occupy(on: Tile, s: Socket) -> tuple[int, tuple[int, int], tuple[int, int]]:
        """(c, a, b): filling socket s of `on` flips the points and changes the total by a when
        wide & c, else by b. Only a line side of a spinner depends on the state: on whether the
        other line side is still free (R11); its own attachment is never free."""
        if s in (LINE_A, LINE_B):
            other = LINE_B if s is LINE_A else LINE_A
            free, taken = _OCCUPY[on][0][s], _OCCUPY[on][_SOCKET_BIT[other]][s]
            return _POINT_BIT[on, other] << above, (wide(free[0]), free[1]), (wide(taken[0]), taken[1])
        before = (_SOCKET_BIT[LINE_A] | _SOCKET_BIT[LINE_B]) if s in (BRANCH_A, BRANCH_B) else 0
        flip, delta = _OCCUPY[on][before][s]
        return 0, (0, 0), (wide(flip), delta)

    moves: list[tuple[Any, ...] | None] = [None] * (above + 1)
    openings = []
    for k, t in enumerate(DOUBLE_SIX):
        contribution, points = _FREE[t][0]
        opened = (wide(points), contribution)
        openings.append((t, 0, opened, opened, slots[k], actions(t, None, None),
                         Placement(t, None, None, None)))
        for j, i in enumerate(candidates[k]):
            on, s = _POINTS[i]
            end = LINE_A if t.is_double else (LOW if t.low == _POINT_VALUE[i] else HIGH)  # R12
            points, contribution = _ATTACHED[t][end]
            other_free, when_free, when_taken = occupy(on, s)
            # the point closes and the new tile's points open (disjoint bits): one xor, one sum
            moves[bit[k][j] + 1] = (
                t, other_free,
                (when_free[0] ^ wide(points), when_free[1] + contribution),
                (when_taken[0] ^ wide(points), when_taken[1] + contribution),
                slots[k], actions(t, on, s), Placement(t, on, s, end))
    return _Tables(
        above=above,
        ids={t: k for k, t in enumerate(DOUBLE_SIX)},
        slots=dict(zip(DOUBLE_SIX, slots, strict=True)),
        moves=moves,
        below=[0] + [(1 << b) - 1 for b in range(above)],
        openings=openings,
        draws=[{t: (tuple.__new__(Action, (seat, "draw", t, None, None)), slot)
                for t, slot in zip(DOUBLE_SIX, slots, strict=True)} for seat in range(_SEATS)],
        passes=[tuple.__new__(Action, (seat, "pass", None, None, None)) for seat in range(_SEATS)],
        next_seat=[[(seat + 1) % n for seat in range(n)] if n else [] for n in range(_SEATS + 1)])


def play_random_hand(game: Game, hand: Round, draws: list[Any]) -> None:
    """Play a freshly dealt hand to its end for uniform random players; draws[seat] is the
    `getrandbits` of the seat's generator, asked as `RandomBot.choose` asks it.

    The same rules as Game._do_play, _draw and _pass with the moves of play_hand, in one loop.
    """
    tables = _tables()
    moves_at, below, draw_actions, pass_actions = tables.moves, tables.below, tables.draws, tables.passes
    above = tables.above
    layout = hand.layout
    placements = layout._placements
    actions = hand.actions
    held = hand.held
    seat_slots = list(map(sum, map(map, repeat(tables.slots.__getitem__), held)))  # per seat
    boneyard = hand.boneyard
    stock = len(boneyard)
    drawn = hand.drawn
    next_seat = tables.next_seat[len(held)]
    bit_length = _BIT_LENGTH
    wide = total = 0  # the open points as a wide set; the sum of the counted ends (R14)
    seat = hand.turn
    # the opening: every tile of the leader is a move (R9), in canonical order
    tiles = sorted(map(tables.ids.__getitem__, held[seat]))
    entry = tables.openings[tiles[randbelow_bits(draws[seat], len(tiles))]]
    while True:
        # place entry for seat (Game._do_play, Layout._apply)
        tile, other_free, when_free, when_taken, slot, acts, placement = entry
        flip, delta = when_free if other_free and wide & other_free else when_taken
        wide ^= flip
        total += delta
        placements.append(placement)
        actions.append(acts[seat])
        mine = held[seat]
        mine.remove(tile)
        seat_slots[seat] ^= slot
        if not mine:  # going out
            _finish(hand, layout, wide >> above, total, seat, drawn)
            game._go_out(hand, seat, 0 if total % 5 else total)  # R15 (the total is never negative)
            return
        if not total % 5 and total and game._event(hand, "placement", seat, total):
            _finish(hand, layout, wide >> above, total, seat, drawn)
            hand.end = TargetEnd(seat, game._pips(hand))  # D6
            return
        seat = next_seat[seat]
        if drawn == stock and not _any_move(wide, seat_slots):
            _finish(hand, layout, wide >> above, total, seat, drawn)
            game._score_block(hand)
            return
        # the next actions until a placement is chosen
        moves = wide & seat_slots[seat]
        while not moves:
            if drawn < stock:  # no legal placement: draw (R18)
                tile = boneyard[drawn]
                drawn += 1
                held[seat].append(tile)
                action, slot = draw_actions[seat][tile]
                actions.append(action)
                seat_slots[seat] |= slot
                moves = wide & slot  # if it fits, it must be placed now
                if not moves and drawn == stock and not _any_move(wide, seat_slots):
                    _finish(hand, layout, wide >> above, total, seat, drawn)
                    game._score_block(hand)
                    return
            else:  # no legal placement, empty boneyard: pass (R19)
                actions.append(pass_actions[seat])
                seat = next_seat[seat]
                moves = wide & seat_slots[seat]
        n = moves.bit_count()
        if n > 1:  # RandomBot.choose: randrange(n) (randbelow_bits, inlined), then the r-th move
            getrandbits = draws[seat]
            k = bit_length[n]
            r = getrandbits(k)
            while r >= n:
                r = getrandbits(k)
            while r:
                moves &= below[moves.bit_length()]
                r -= 1
        entry = moves_at[moves.bit_length()]


def _any_move(wide: int, seat_slots: list[int]) -> bool:
    """Some seat holds a tile with a legal point (R20)."""
    return any(map(wide.__and__, seat_slots))


def _finish(hand: Round, layout: Layout, open_points: int, total: int, seat: int, drawn: int) -> None:
    """Leave the layout and hand as the general loop would (the engine's own fields, written
    here rather than through a method: one call less a hand)."""
    layout._open = open_points
    layout._total = total
    layout._cached_occupied = None  # derived from the placements when asked
    layout._cached_links = None
    hand.turn = seat
    hand.drawn = drawn
    hand.pending = None
