"""The coach: every legal move of the player to move, ranked by sampled rollouts.

`hint(game)` looks only at what the player to move may know: the layout, its own tiles, how
many tiles each other player and the boneyard hold, the scores. For each sample it deals the
tiles it cannot see at random (a determinization: the other players get their counts, the rest
is the boneyard), then plays every candidate move and the rest of the hand out with greedy
players (largest credit that does not pass 305, R2), on the same deal for every move. A move's
expected value is the mean, over the samples, of the raw points its side gains in the rest
of the hand minus the mean gain of the other sides, with `WIN` added for reaching exactly 305
(R3) and taken off when another side does.

Moves that are one choice (`fiveup_viz.choices`: the same tile on a spinner's twin sockets) are
played out once and ranked together, as one `Hint` naming every move of the choice. Every choice
is played on the same deals with the same random tie-breaks (common random numbers), so that
`loss` can set two choices side by side deal by deal and say how sure the difference is.

Determinism and the budget: the number of samples comes from `budget_ms` through a fixed
calibration (`SAMPLES_PER_MS`, measured on the reference machine), never from a clock, so the
same game, budget and seed always give the same ranking, on any machine. On a slower machine a
hint takes longer than its budget; on a faster one, less.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import NamedTuple

from fiveup_viz import scoring
from fiveup_viz.checks import check_budget, check_game, check_given_seed, check_random_seed
from fiveup_viz.choices import choices
from fiveup_viz.errors import GameOverError, Message
from fiveup_viz.game import Game
from fiveup_viz.layout import Layout, Move
from fiveup_viz.scoring import TARGET
from fiveup_viz.tiles import DOUBLE_SIX, Tile

#: Rollouts (one candidate move played to the end of the hand on one deal) per millisecond of
#: budget. Calibrated on the reference machine (2 shared cores) so that a default hint's median
#: time stays under 250 ms; see benchmarks/bench_coach.py.
SAMPLES_PER_MS = 2.0
MIN_SAMPLES = 6  #: deals per choice, whatever the budget
WIN = 150  #: raw points a side's exact 305 is worth to the coach (R3), over its score gain
#: Standard errors between a loss and the bound a mark needs: three, about 99.7 % confidence
#: (a review makes dozens of such decisions, and a 95 % bound would be wrong in a few).
CONFIDENCE = 3.0


class Hint(NamedTuple):
    """One choice as the coach sees it: a legal move and the moves equal to it (its twins,
    `fiveup_viz.choices`). Points are raw (5 raw = 1 displayed point)."""

    move: Move
    value: float  #: expected raw points for the mover's side over the rest of the hand, net
    credit: int  #: raw credit of the placement itself (R15)
    accepted: bool  #: False when that credit would pass 305 and be discarded (R2)
    leaves: int  #: best raw credit the next player could take with a tile it may hold
    sheds: int  #: pips the move takes out of the mover's tiles
    samples: int  #: deals the value is the mean of
    equals: tuple[Move, ...] = ()  #: the other moves of the choice, equally good
    outcomes: tuple[float, ...] = ()  #: the value on each deal, the same deals for every choice

    @property
    def gain(self) -> int:
        """The credit as it counts: 0 when it would pass 305 (R2)."""
        return self.credit if self.accepted else 0

    @property
    def moves(self) -> tuple[Move, ...]:
        """Every move of the choice, `move` first."""
        return (self.move, *self.equals)


class Loss(NamedTuple):
    """What one choice loses against another, in raw points, from their paired deals."""

    mean: float  #: the mean of the per-deal differences
    error: float  #: its standard error

    @property
    def margin(self) -> float:
        """The half-width of the confidence interval: `CONFIDENCE` standard errors."""
        return CONFIDENCE * self.error


def loss(best: Hint, played: Hint) -> Loss:
    """What `played` loses against `best` (two hints of one `hint` call), deal by deal."""
    diffs = [b - p for b, p in zip(best.outcomes, played.outcomes, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    return Loss(mean, math.sqrt(variance / n))


class _View(NamedTuple):
    """What the seat to act knows: public information and its own tiles, nothing hidden."""

    seat: int
    sides: tuple[tuple[int, ...], ...]
    side_of: tuple[int, ...]
    scores: tuple[int, ...]
    layout: Layout
    own: tuple[Tile, ...]
    counts: tuple[int, ...]  #: tiles in each hand
    stock: int  #: tiles left in the boneyard
    leader: int
    unseen: tuple[Tile, ...]  #: tiles other players hold or the boneyard, canonical order


def view(game: Game) -> _View:
    """The knowledge of the seat to act (R17-R19 facts that everyone sees, and its own hand)."""
    hand = game.hand
    seat = hand.turn
    own = tuple(hand.held[seat])
    seen = set(hand.layout.tiles) | set(own)
    return _View(seat, game.sides, tuple(game.side_of(s) for s in range(game.n)),
                 tuple(game.scores), hand.layout.copy(), own,
                 tuple(len(h) for h in hand.held), len(hand.boneyard) - hand.drawn, hand.leader,
                 tuple(t for t in DOUBLE_SIX if t not in seen))


def samples_for(budget_ms: float, choices: int) -> int:
    """Deals per choice for a budget: the calibrated rollouts shared among the choices."""
    return max(MIN_SAMPLES, int(budget_ms * SAMPLES_PER_MS / max(choices, 1)))


def hint(game: Game, *, budget_ms: float = 200, seed: int = 0) -> list[Hint]:
    """Every choice of the player to move, one `Hint` each, best first (see the module
    docstring).

    Ties keep the canonical move order. Raises GameOverError when nobody is to place a tile;
    `budget_ms` is 1 to `checks.BUDGET_MAX` and `seed` an integer (WrongTypeError,
    InvalidSettingError otherwise).
    """
    check_game(game)
    check_budget(budget_ms)
    check_given_seed(seed)
    hand = game.hand
    if hand.over:
        raise GameOverError(Message("coach.over"), "R20")
    moves = game.legal_moves()
    if not moves:
        raise GameOverError(Message("coach.no-move", name=game.players[hand.turn]), "R17")
    found = choices(moves)
    v = view(game)
    played = _play(v, found, range(samples_for(budget_ms, len(found))), seed)
    hints = [_describe(v, choice, tuple(played[k])) for k, choice in enumerate(found)]
    return sorted(hints, key=lambda h: -h.value)


def extend(game: Game, hints: Sequence[Hint], deals: int, *, seed: int = 0) -> list[Hint]:
    """The hints of one `hint(game, seed=seed)` call with their choices played out on more
    deals, up to `deals` in all (the deals of the same seed, the same for every choice), in
    the order given."""
    v = view(game)
    done = len(hints[0].outcomes)
    more = _play(v, [h.moves for h in hints], range(done, deals), seed)
    return [_describe(v, h.moves, h.outcomes + tuple(more[k])) for k, h in enumerate(hints)]


def _play(v: _View, given: Sequence[tuple[Move, ...]], deals: range,
          seed: int) -> list[list[float]]:
    """Each choice's value on each of the deals: deal i of `seed` is the same for every choice
    and in every call, with the same random tie-breaks (common random numbers)."""
    outcomes: list[list[float]] = [[] for _ in given]
    for i in deals:
        hands, stock = _deal(v, random.Random(seed * 1_000_003 + i))
        for k, choice in enumerate(given):
            rng = random.Random(seed * 1_000_003 + i + 7_919)  # the same for every choice
            outcomes[k].append(_rollout(v, choice[0], [list(h) for h in hands], list(stock), rng))
    return outcomes


def best_move(game: Game, *, budget_ms: float = 200, seed: int = 0) -> Move:
    """The coach's top move."""
    return hint(game, budget_ms=budget_ms, seed=seed)[0].move


# -- one move's facts ---------------------------------------------------------------
def _describe(v: _View, choice: tuple[Move, ...], outcomes: tuple[float, ...]) -> Hint:
    move = choice[0]
    layout = v.layout
    credit = layout.credit_of(move)
    nxt = (v.seat + 1) % len(v.counts)
    leaves = 0
    if v.side_of[nxt] != v.side_of[v.seat] and len(v.own) > 1:
        layout.push(move)
        leaves = best_reply(layout, v.unseen, v.scores[v.side_of[nxt]])
        layout.undo()
    accepted = v.scores[v.side_of[v.seat]] + credit <= TARGET
    return Hint(move, sum(outcomes) / len(outcomes), credit, accepted, leaves, move.tile.pips,
                len(outcomes), choice[1:], outcomes)


def best_reply(layout: Layout, tiles: Sequence[Tile], score: int) -> int:
    """The largest credit any of `tiles` could take now without passing 305 (R2, R15)."""
    best = 0
    credit_of = layout.credit_of
    for m in layout.moves_of([t for t in tiles if t not in layout]):
        c = credit_of(m)
        if c > best and score + c <= TARGET:
            best = c
    return best


# -- sampling and rollouts ----------------------------------------------------------
def _deal(v: _View, rng: random.Random) -> tuple[list[list[Tile]], list[Tile]]:
    """Hands with the unseen tiles dealt at random (own hand as it is), and the boneyard."""
    unseen = list(v.unseen)
    rng.shuffle(unseen)
    hands: list[list[Tile]] = []
    at = 0
    for s, count in enumerate(v.counts):
        if s == v.seat:
            hands.append(list(v.own))
        else:
            hands.append(unseen[at:at + count])
            at += count
    return hands, unseen[at:at + v.stock]


def _rollout(v: _View, first: Move, hands: list[list[Tile]], stock: list[Tile],
             rng: random.Random) -> float:
    """Play `first`, then the rest of the hand with greedy players; the mover's net value."""
    layout = v.layout
    scores = list(v.scores)
    n = len(hands)
    side_of = v.side_of
    gains = [0] * len(v.sides)
    winner = -1
    pushed = 0
    seat = v.seat
    move: Move | None = first
    while True:
        if move is None:
            pending = None
            while True:
                held = hands[seat]
                options = layout.moves_of(sorted(held)) if pending is None else layout.moves_of([pending])
                if options or not stock:
                    break
                pending = stock.pop(0)  # R18: draw; a tile that fits must be placed at once
                held.append(pending)
                if not (layout.can_place(pending)):
                    pending = None
            if not options:
                if not any(layout.can_place(t) for h in hands for t in h):
                    winner = _blocked(v, hands, scores, gains)  # R20, R25, R26
                    break
                # R19: pass
                seat = (seat + 1) % n
                continue
            move = _greedy(layout, options, scores[side_of[seat]], rng)
        layout.push(move)
        pushed += 1
        hands[seat].remove(move.tile)
        credit = layout.credit()
        side = side_of[seat]
        if not hands[seat]:  # going out (R21-R23, D2)
            pips = [sum(t.pips for t in h) for h in hands]
            raw = scoring.going_out(seat, credit, pips, v.sides).raw
            if _score(scores, gains, side, raw):
                winner = side
            break
        if credit and _score(scores, gains, side, credit):
            winner = side  # D6: an exact 305 by a placement ends the game
            break
        seat = (seat + 1) % n
        move = None
    for _ in range(pushed):
        layout.undo()
    own = side_of[v.seat]
    others = [g for s, g in enumerate(gains) if s != own]
    value = gains[own] - sum(others) / len(others)
    if winner == own:
        value += WIN
    elif winner >= 0:
        value -= WIN
    return value


def _score(scores: list[int], gains: list[int], side: int, raw: int) -> bool:
    """Apply an event with the target check (R2); True when the side reaches 305 (R3)."""
    if scores[side] + raw > TARGET:
        return False
    scores[side] += raw
    gains[side] += raw
    return scores[side] == TARGET


def _blocked(v: _View, hands: list[list[Tile]], scores: list[int], gains: list[int]) -> int:
    pips = [sum(t.pips for t in h) for h in hands]
    for group in scoring.blocked_groups(pips, v.sides, v.leader):
        if group.credit > 0 and _score(scores, gains, group.side, group.credit):
            return group.side
    return -1


def _greedy(layout: Layout, options: list[Move], score: int, rng: random.Random) -> Move:
    """The largest credit that does not pass 305; an exact 305 first; ties at random."""
    if len(options) == 1:
        return options[0]
    best, choice = -1, []
    for m in options:
        c = layout.credit_of(m)
        gain = 10_000 if score + c == TARGET else (c if score + c < TARGET else 0)
        if gain > best:
            best, choice = gain, [m]
        elif gain == best:
            choice.append(m)
    return choice[rng.randrange(len(choice))] if len(choice) > 1 else choice[0]


class CoachBot:
    """Plays the coach's top move (`hint`), with a budget per move in milliseconds."""

    name = "coach"

    def __init__(self, seed: int | str | None = None, *, budget_ms: float = 200) -> None:
        self.rng = random.Random(check_random_seed(seed))
        self.budget_ms = check_budget(budget_ms)

    def choose(self, game: Game, moves: Sequence[Move]) -> Move:
        if len(moves) == 1:
            return moves[0]
        return best_move(game, budget_ms=self.budget_ms, seed=self.rng.getrandbits(31))
