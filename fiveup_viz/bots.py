"""Players that choose among legal moves, and whole simulated games."""

from __future__ import annotations

import functools
import operator
import random
from collections.abc import Sequence
from itertools import repeat
from typing import Any, NamedTuple, Protocol

from fiveup_viz.checks import check_count
from fiveup_viz.coach import CoachBot, best_reply
from fiveup_viz.game import Action, Game, Round, TargetEnd
from fiveup_viz.layout import (
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
from fiveup_viz.scoring import TARGET
from fiveup_viz.tiles import DOUBLE_SIX, Tile


class Bot(Protocol):
    """Anything that picks one of the legal moves offered for the seat to act."""

    name: str

    def choose(self, game: Game, moves: Sequence[Move]) -> Move: ...


class RandomBot:
    """Uniform over the legal moves."""

    name = "random"

    def __init__(self, seed: int | str | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, moves: Sequence[Move]) -> Move:
        # rng.randrange(n) as Random draws it (n.bit_length() bits until below n), inlined
        n = len(moves)
        if type(self.rng) is not random.Random:
            return moves[self.rng.randrange(n)]
        getrandbits = self.rng.getrandbits
        k = n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return moves[r]


def _gain(game: Game, credit: int) -> int:
    """What a placement credit is worth to the seat to act: 0 if it would bust (R2)."""
    score = game.scores[game.side_of(game.turn)]
    return credit if score + credit <= TARGET else 0


class GreedyBot:
    """The largest immediate credit that does not bust; ties broken at random."""

    name = "greedy"

    def __init__(self, seed: int | str | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, moves: Sequence[Move]) -> Move:
        credit_of = game.layout.credit_of
        gains = [_gain(game, credit_of(m)) for m in moves]
        best = max(gains)
        return self.rng.choice([m for m, g in zip(moves, gains, strict=True) if g == best])


class ExpertBot:
    """Looks one reply ahead.

    Values a move as its credit (an exact 305 wins outright, a bust is worth nothing), plus a
    bonus for going out, minus `caution` times the best credit the next opponent could take
    with any tile it cannot see, plus `shed` per pip played. The defaults won 59.8% ± 3.0 of
    1,000 two-player games against GreedyBot on seeds they were not chosen on
    (benchmarks/bench_bots.py).
    """

    name = "expert"

    def __init__(self, seed: int | str | None = None, *, caution: float = 0.8,
                 shed: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.caution = caution
        self.shed = shed

    def choose(self, game: Game, moves: Sequence[Move]) -> Move:
        if len(moves) == 1:
            return moves[0]
        hand = game.hand
        seat = hand.turn
        side = game.side_of(seat)
        unseen = _unseen(game, seat)
        nxt = (seat + 1) % game.n
        opp_side = game.side_of(nxt)
        opp_score = game.scores[opp_side]
        layout = game.layout
        best_value, best = float("-inf"), []
        for move in moves:
            credit = layout.credit_of(move)
            value: float
            if game.scores[side] + credit == TARGET:
                value = 1e6
            else:
                value = credit if game.scores[side] + credit < TARGET else 0
                if len(hand.held[seat]) == 1:
                    value += 50  # going out ends the hand in our favour
                value -= self.caution * (_reply(layout, move, unseen, opp_score)
                                         if opp_side != side else 0)
                value += self.shed * move.tile.pips
            if value > best_value + 1e-9:
                best_value, best = value, [move]
            elif abs(value - best_value) <= 1e-9:
                best.append(move)
        return best[self.rng.randrange(len(best))]


def _reply(layout: Layout, move: Move, unseen: list[Tile], score: int) -> int:
    """The best credit the next opponent could take after `move` (see `best_reply`)."""
    layout.push(move)
    try:
        return best_reply(layout, unseen, score)
    finally:
        layout.undo()


def _unseen(game: Game, seat: int) -> list[Tile]:
    """Tiles the seat cannot see: other hands and the boneyard."""
    seen = set(game.layout.tiles) | set(game.hand.held[seat])
    return [t for t in DOUBLE_SIX if t not in seen]


STRATEGIES: dict[str, type] = {"random": RandomBot, "greedy": GreedyBot, "expert": ExpertBot,
                               "coach": CoachBot}


def make_bot(strategy: str | Bot, seed: int | str | None = None) -> Bot:
    """A bot by strategy name (`random`, `greedy`, `expert`, `coach`), or the bot itself."""
    if not isinstance(strategy, str):
        return strategy
    try:
        return STRATEGIES[strategy](seed)  # type: ignore[no-any-return]
    except KeyError:
        raise ValueError(f"unknown strategy {strategy!r}; choose one of {', '.join(STRATEGIES)}") from None


def play_out(game: Game, bots: Sequence[Bot], *, hands: int | None = None) -> Game:
    """Let the bots play `game` on until it finishes (or `hands` more hands have ended)."""
    uniform = len(bots) >= game.n and all(
        type(b) is RandomBot and type(b.rng) is random.Random for b in bots[:game.n])
    draws = [b.rng.getrandbits for b in bots[:game.n]] if uniform else []  # type: ignore[attr-defined]
    ended = 0
    while not game.finished:
        if game.needs_deal:
            if hands is not None and ended >= hands:
                break
            hand = game.start_hand()
        else:
            hand = game.hand
        if uniform and not hand.actions:
            _play_uniform_hand(game, hand, draws)
            ended += 1
            continue
        held = hand.held
        moves_of = hand.layout.moves_of
        do_play = game._do_play
        while hand.end is None:
            seat = hand.turn
            pending = hand.pending  # a drawn tile that fits must be placed (R18)
            moves = moves_of(sorted(held[seat]) if pending is None else [pending])
            if moves:
                do_play(hand, moves[0] if len(moves) == 1 else bots[seat].choose(game, moves))
            elif hand.drawn < len(hand.boneyard):
                game._draw(hand)  # no legal placement (R18)
            else:
                game._pass(hand)  # no legal placement, empty boneyard (R19)
        ended += 1
    return game


def simulate(players: int | Sequence[str] = 2, seed: int = 0,
             strategies: Sequence[str | Bot] | str = "greedy", *,
             max_hands: int = 200, hands: int | None = None) -> Game:
    """A whole game played by bots; the same arguments give the same game (D4)."""
    game = Game(players, seed=seed, max_hands=max_hands, start=False)  # Game checks its arguments
    if hands is not None:
        check_count(hands, "hands", "D3", least=0)
    names = [strategies] * game.n if isinstance(strategies, str) else list(strategies)
    if len(names) == 1:
        names = names * game.n
    if len(names) != game.n:
        raise ValueError(f"{len(names)} strategies for {game.n} players")
    bots = [make_bot(s, f"{seed}:{seat}") for seat, s in enumerate(names)]
    return play_out(game, bots, hands=hands)


# -- the fast path of uniform random bots -----------------------------------------------------
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


def _play_uniform_hand(game: Game, hand: Round, draws: list[Any]) -> None:
    """Play a freshly dealt hand to its end for uniform random bots; draws[seat] is getrandbits.

    The same rules as Game._do_play, _draw and _pass with the moves of play_out, in one loop.
    """
    tables = _tables()
    moves_at, below, draw_actions, pass_actions = tables.moves, tables.below, tables.draws, tables.passes
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
    n = len(tiles)
    getrandbits = draws[seat]
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    entry = tables.openings[tiles[r]]
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
            _finish(hand, layout, wide, total, seat, drawn)
            game._go_out(hand, seat, 0 if total % 5 else total)  # R15 (the total is never negative)
            return
        if not total % 5 and total and game._event(hand, "placement", seat, total):
            _finish(hand, layout, wide, total, seat, drawn)
            hand.end = TargetEnd(seat, game._pips(hand))  # D6
            return
        seat = next_seat[seat]
        if drawn == stock and not _any_move(wide, seat_slots):
            _finish(hand, layout, wide, total, seat, drawn)
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
                    _finish(hand, layout, wide, total, seat, drawn)
                    game._score_block(hand)
                    return
            else:  # no legal placement, empty boneyard: pass (R19)
                actions.append(pass_actions[seat])
                seat = next_seat[seat]
                moves = wide & seat_slots[seat]
        n = moves.bit_count()
        if n > 1:  # RandomBot.choose: randrange(n), then the r-th move
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


def _finish(hand: Round, layout: Layout, wide: int, total: int, seat: int, drawn: int) -> None:
    """Leave the layout and hand as the general loop would."""
    layout._open = wide >> _TABLES.above  # type: ignore[union-attr]
    layout._total = total
    layout._cached_occupied = None  # derived from the placements when asked
    layout._cached_links = None
    hand.turn = seat
    hand.drawn = drawn
    hand.pending = None
