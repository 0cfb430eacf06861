"""The coach: every legal move of the player to move, ranked by rollouts on its possible deals.

`hint(game)` looks only at what the player to move may know: the layout, its own tiles, how
many tiles each other player and the boneyard hold, the scores. For each deal of the tiles it
cannot see (a determinization: the other players get their counts, the rest is the boneyard, in
an order) it plays every candidate move and the rest of the hand out with greedy players
(largest credit that does not go past 305, R2; between equal credits the heavier tile, then the
first in canonical order), on the same deal for every move. A move's expected value is the
mean, over the deals, of the raw points its side gains in the rest of the hand minus the mean
gain of the other sides, with `WIN` added for reaching exactly 305 (R3) and taken off when
another side does. Given a deal, a rollout has no randomness left.

The deals: when the tiles the player cannot see can be dealt in no more ways than the budget
has deals for (late in a hand), every way is played once, in a fixed order, and the values are
exact (`Hint.exact`). Otherwise the deals are drawn at random from the position itself: the
random stream is keyed by a hash of what the mover knows (`deal_key`: the layout, its own tiles,
how many tiles each player and the boneyard hold, the scores), never by a hidden tile or by the
seed. So a position always gets the same deals, and a hint, and the review's marks, are the same
under every seed (issue 31). The `seed` arguments are still checked and accepted, but change
nothing in the coach; a value near a mark's limit could still come out differently on other
deals, which is why the review states every loss with its margin.

Moves that are one choice (`fiveup_viz.rules.choices`: the same tile on a spinner's twin sockets) are
played out once and ranked together, as one `Hint` naming every move of the choice. Every choice
is played on the same deals (common random numbers), so that `loss` can set two choices side by
side deal by deal and say how sure the difference is.

Determinism and the budget: the number of deals comes from `budget_ms` through a fixed
calibration (`SAMPLES_PER_MS`, measured on the reference machine), never from a clock, so the
same position and budget always give the same ranking, on any machine. On a slower machine a
hint takes longer than its budget; on a faster one, less.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Iterator, Sequence
from itertools import combinations, permutations
from typing import NamedTuple

from fiveup_viz.rules import scoring
from fiveup_viz.rules.checks import check_budget, check_given_seed, check_random_seed
from fiveup_viz.rules.choices import choices
from fiveup_viz.rules.game import Game, check_game
from fiveup_viz.rules.layout import Layout, Move
from fiveup_viz.rules.scoring import TARGET
from fiveup_viz.rules.tiles import DOUBLE_SIX, Tile
from fiveup_viz.words.errors import GameOverError, Message

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
    `fiveup_viz.rules.choices`). Points are raw (5 raw = 1 displayed point)."""

    move: Move
    value: float  #: expected raw points for the mover's side over the rest of the hand, net
    credit: int  #: raw credit of the placement itself (R15)
    accepted: bool  #: False when that credit (a last tile: its going-out event) would go past 305 (R2)
    leaves: int  #: best raw credit the next player could take with a tile it may hold
    sheds: int  #: pips the move takes out of the mover's tiles
    samples: int  #: deals the value is the mean of
    equals: tuple[Move, ...] = ()  #: the other moves of the choice, equally good
    outcomes: tuple[float, ...] = ()  #: the value on each deal, the same deals for every choice
    exact: bool = False  #: True when `outcomes` cover every possible deal once: `value` is exact
    #: A move placing the mover's last tile: the going-out event's raw net credit (the
    #: placement's, the opponents' and the partner's deduction, R21-R23) on each deal of
    #: `outcomes`, before its one target check; `accepted` is then that check on every deal (D6).
    events: tuple[int, ...] = ()
    busts: int = 0  #: the deals of `events` on which the going-out event would go past 305 (R2)
    #: True when `events` holds one value that every possible deal gives: every deal was
    #: played, or the others' pip total is known (`fixed_event`).
    certain: bool = False

    @property
    def gain(self) -> int:
        """The credit as it counts: 0 when it would go past 305 (R2)."""
        return self.credit if self.accepted else 0

    @property
    def moves(self) -> tuple[Move, ...]:
        """Every move of the choice, `move` first."""
        return (self.move, *self.equals)


class Loss(NamedTuple):
    """What one choice loses against another, in raw points, from their paired deals."""

    mean: float  #: the mean of the per-deal differences
    error: float  #: its standard error (0 when both choices were played on every deal)
    deals: int = 0  #: the deals the two choices share

    @property
    def margin(self) -> float:
        """The half-width of the confidence interval: `CONFIDENCE` standard errors."""
        return CONFIDENCE * self.error

    @property
    def low(self) -> float:
        """The least the loss can be at the confidence of `CONFIDENCE`."""
        return self.mean - self.margin

    @property
    def high(self) -> float:
        """The most the loss can be at the confidence of `CONFIDENCE`."""
        return self.mean + self.margin


def loss(best: Hint, played: Hint) -> Loss:
    """What `played` loses against `best` (two hints of one position), deal by deal,
    on the deals both were played on."""
    diffs = [b - p for b, p in zip(best.outcomes, played.outcomes, strict=False)]
    n = len(diffs)
    mean = sum(diffs) / n
    if best.exact and played.exact:
        return Loss(mean, 0.0, n)
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    return Loss(mean, math.sqrt(variance / n), n)


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
    InvalidSettingError otherwise). The deals come from the position, so `seed` changes
    nothing (`deal_key`).
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
    deals = samples_for(budget_ms, len(found))
    played, events, exact = _play(v, found, 0, deals)
    hints = [_describe(v, choice, played[k], events[k], exact) for k, choice in enumerate(found)]
    return sorted(hints, key=lambda h: -h.value)


def extend(game: Game, hints: Sequence[Hint], deals: int, *, seed: int = 0) -> list[Hint]:
    """The hints of one `hint(game)` call played out on more deals, up to `deals` in all (the
    position's further deals, the same for every choice), in the order given. When the position
    has no more than `deals` possible deals, every one is played: exact values. `seed` is
    checked as `hint` checks it, and changes nothing."""
    check_given_seed(seed)
    v = view(game)
    if all(h.exact for h in hints):
        return list(hints)
    done = min(len(h.outcomes) for h in hints)
    more, events, exact = _play(v, [h.moves for h in hints], done, deals)
    return [_describe(v, h.moves, more[k] if exact else h.outcomes[:done] + more[k],
                      events[k] if exact else h.events[:done] + events[k], exact)
            for k, h in enumerate(hints)]


def deal_count(v: _View) -> int:
    """How many deals the unseen tiles have: hands as sets, the boneyard in its order."""
    ways, left = 1, len(v.unseen)
    for s, count in enumerate(v.counts):
        if s != v.seat:
            ways *= math.comb(left, count)
            left -= count
    return ways * math.perm(left, v.stock)


def deal_key(v: _View) -> int:
    """The key of a position's random deals: a hash of what the seat to act knows (its seat,
    the sides, the scores, the layout's placements, its own tiles, every hand's and the
    boneyard's count, the leader), which also fixes its legal moves. No hidden tile and no
    seed enters it, so the deals, and every value drawn from them, depend on the position alone."""
    known = (v.seat, v.sides, v.scores, [str(p.move) for p in v.layout.placements],
             [str(t) for t in v.own], v.counts, v.stock, v.leader)
    return int.from_bytes(hashlib.blake2b(repr(known).encode(), digest_size=8).digest(), "big")


def _play(v: _View, given: Sequence[tuple[Move, ...]], start: int, deals: int
          ) -> tuple[list[tuple[float, ...]], list[tuple[int, ...]], bool]:
    """Each choice's value on the position's deals `start` to `deals`, the same deals for every
    choice, and (for the mover's last tile) its going-out event on each; or, when the position
    has no more than `deals` deals, on every deal (True)."""
    exact = deal_count(v) <= deals
    key = deal_key(v)
    found = _every_deal(v) if exact else (_deal(v, random.Random(key * 1_000_003 + i))
                                         for i in range(start, deals))
    last = len(v.own) == 1
    outcomes: list[list[float]] = [[] for _ in given]
    events: list[list[int]] = [[] for _ in given]
    for hands, stock in found:
        for k, choice in enumerate(given):
            outcomes[k].append(_rollout(v, choice[0], [list(h) for h in hands], list(stock)))
            if last:
                events[k].append(_going_out(v, choice[0], hands))
    return [tuple(o) for o in outcomes], [tuple(e) for e in events], exact


def _going_out(v: _View, last: Move, hands: list[list[Tile]]) -> int:
    """The raw net credit of the going-out event `last` makes on a deal (R21-R23)."""
    pips = [0 if s == v.seat else sum(t.pips for t in h) for s, h in enumerate(hands)]
    return scoring.going_out(v.seat, v.layout.credit_of(last), pips, v.sides).raw


def best_move(game: Game, *, budget_ms: float = 200, seed: int = 0) -> Move:
    """The coach's top move."""
    return hint(game, budget_ms=budget_ms, seed=seed)[0].move


# -- one move's facts ---------------------------------------------------------------
def _describe(v: _View, choice: tuple[Move, ...], outcomes: tuple[float, ...],
              events: tuple[int, ...], exact: bool) -> Hint:
    move = choice[0]
    layout = v.layout
    credit = layout.credit_of(move)
    nxt = (v.seat + 1) % len(v.counts)
    leaves = 0
    if v.side_of[nxt] != v.side_of[v.seat] and len(v.own) > 1:
        layout.push(move)
        leaves = best_reply(layout, v.unseen, v.scores[v.side_of[nxt]])
        layout.undo()
    score = v.scores[v.side_of[v.seat]]
    busts = sum(score + raw > TARGET for raw in events)  # R2 on the whole event (R23, D6)
    accepted = not busts if events else score + credit <= TARGET
    certain = len(set(events)) == 1 and (exact or fixed_event(v))
    return Hint(move, sum(outcomes) / len(outcomes), credit, accepted, leaves, move.tile.pips,
                len(outcomes), choice[1:], outcomes, exact, events, busts, certain)


def fixed_event(v: _View) -> bool:
    """True when a going-out event is the same on every deal: the boneyard is empty and the
    mover has no partner, so the opponents hold every unseen tile and their pip total is known
    (R22, R23)."""
    return v.stock == 0 and len(v.sides[v.side_of[v.seat]]) == 1


def best_reply(layout: Layout, tiles: Sequence[Tile], score: int) -> int:
    """The largest credit any of `tiles` could take now without going past 305 (R2, R15)."""
    best = 0
    for c in layout.credits_of(layout.moves_of([t for t in tiles if t not in layout])):
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


def _every_deal(v: _View) -> Iterator[tuple[list[list[Tile]], list[Tile]]]:
    """Every deal of the unseen tiles once, in a fixed order (`deal_count` of them)."""
    others = [s for s in range(len(v.counts)) if s != v.seat]

    def fill(at: int, left: tuple[Tile, ...],
             hands: dict[int, list[Tile]]) -> Iterator[tuple[list[list[Tile]], list[Tile]]]:
        if at == len(others):
            for stock in permutations(left, v.stock):
                yield [list(v.own) if s == v.seat else hands[s] for s in range(len(v.counts))], \
                    list(stock)
            return
        seat = others[at]
        for held in combinations(left, v.counts[seat]):
            rest = tuple(t for t in left if t not in held)
            yield from fill(at + 1, rest, {**hands, seat: list(held)})

    return fill(0, v.unseen, {})


def _rollout(v: _View, first: Move, hands: list[list[Tile]], stock: list[Tile]) -> float:
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
            move = _greedy(layout, options, scores[side_of[seat]])
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


def _greedy(layout: Layout, options: list[Move], score: int) -> Move:
    """The largest credit that does not go past 305, an exact 305 first; between equals the
    heavier tile, then the first in canonical order."""
    if len(options) == 1:
        return options[0]
    best, most, choice = -1, -1, options[0]
    for m, c in zip(options, layout.credits_of(options), strict=True):
        gain = 10_000 if score + c == TARGET else (c if score + c < TARGET else 0)
        if gain >= best:
            pips = m[0][0] + m[0][1]
            if gain > best or pips > most:
                best, most, choice = gain, pips, m
    return choice


class CoachBot:
    """Plays the coach's top move (`hint`), with a budget per move in milliseconds. The seed is
    checked as every bot's is; the coach's deals come from the position, so it changes nothing."""

    name = "coach"

    def __init__(self, seed: int | str | None = None, *, budget_ms: float = 200) -> None:
        self.rng = random.Random(check_random_seed(seed))
        self.budget_ms = check_budget(budget_ms)

    def choose(self, game: Game, moves: Sequence[Move]) -> Move:
        if len(moves) == 1:
            return moves[0]
        return best_move(game, budget_ms=self.budget_ms)
