"""Players that choose among legal moves, and whole simulated games."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from fiveup_viz.rules import _fast
from fiveup_viz.rules._draws import randbelow
from fiveup_viz.rules.checks import check_count, check_list, check_random_seed
from fiveup_viz.rules.coach import CoachBot, best_reply
from fiveup_viz.rules.game import Game, check_game
from fiveup_viz.rules.layout import Layout, Move
from fiveup_viz.rules.scoring import TARGET
from fiveup_viz.rules.tiles import DOUBLE_SIX, Tile
from fiveup_viz.words.errors import InvalidStrategyError, Message, WrongTypeError
from fiveup_viz.words.quoting import quote


class Bot(Protocol):
    """Anything that picks one of the legal moves offered for the seat to act."""

    name: str

    def choose(self, game: Game, moves: Sequence[Move]) -> Move: ...


class RandomBot:
    """Uniform over the legal moves."""

    name = "random"

    def __init__(self, seed: int | str | None = None) -> None:
        self.rng = random.Random(check_random_seed(seed))

    def choose(self, game: Game, moves: Sequence[Move]) -> Move:
        return moves[randbelow(self.rng, len(moves))]  # rng.randrange, as Random draws it


def _gain(game: Game, credit: int) -> int:
    """What a placement credit is worth to the seat to act: 0 if it would bust (R2)."""
    score = game.scores[game.side_of(game.turn)]
    return credit if score + credit <= TARGET else 0


class GreedyBot:
    """The largest immediate credit that does not bust; ties broken at random."""

    name = "greedy"

    def __init__(self, seed: int | str | None = None) -> None:
        self.rng = random.Random(check_random_seed(seed))

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
        self.rng = random.Random(check_random_seed(seed))
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


def check_bot(bot: object) -> Bot:
    """A bot: anything with a `choose(game, moves)` method (WrongTypeError otherwise)."""
    if isinstance(bot, str) or not callable(getattr(bot, "choose", None)):
        raise WrongTypeError(Message("type.bot", strategies=", ".join(STRATEGIES),
                                     type=type(bot).__name__, value=quote(bot)))
    return bot  # type: ignore[return-value]


def check_strategy(strategy: object) -> str | Bot:
    """A strategy name (`random`, `greedy`, `expert`, `coach`) or a bot."""
    if not isinstance(strategy, str):
        return check_bot(strategy)
    if strategy not in STRATEGIES:
        raise InvalidStrategyError(Message("strategy.unknown", strategy=quote(strategy),
                                           strategies=", ".join(STRATEGIES)))
    return strategy


def make_bot(strategy: str | Bot, seed: int | str | None = None) -> Bot:
    """A bot by strategy name (`random`, `greedy`, `expert`, `coach`), or the bot itself."""
    chosen = check_strategy(strategy)
    return STRATEGIES[chosen](seed) if isinstance(chosen, str) else chosen


def play_out(game: Game, bots: Sequence[Bot], *, hands: int | None = None) -> Game:
    """Let the bots play `game` on until it finishes (or `hands` more hands have ended)."""
    check_game(game)
    bots = [check_bot(b) for b in check_list(bots, "bots")]
    if hands is not None:
        check_count(hands, "hands", "D3", least=0)
    if len(bots) < game.n:
        raise InvalidStrategyError(Message("bots.seats", "R5", count=len(bots), n=game.n))
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
            _fast.play_random_hand(game, hand, draws)
        else:
            _fast.play_hand(game, hand, [b.choose for b in bots])
        ended += 1
    return game


def simulate(players: int | Sequence[str] = 2, seed: int = 0,
             strategies: Sequence[str | Bot] | str = "greedy", *,
             max_hands: int = 200, hands: int | None = None) -> Game:
    """A whole game played by bots; the same arguments give the same game (D4)."""
    game = Game(players, seed=seed, max_hands=max_hands, start=False)  # Game checks its arguments
    names = [strategies] * game.n if isinstance(strategies, str) else check_list(strategies, "strategies")
    if len(names) == 1:
        names = names * game.n
    if len(names) != game.n:
        raise InvalidStrategyError(Message("strategy.count", "R5", count=len(names), n=game.n))
    bots = [make_bot(s, f"{seed}:{seat}") for seat, s in enumerate(names)]
    return play_out(game, bots, hands=hands)
