"""Positions inside a recorded game, computed per hand when first shown (no ipywidgets here).

`Timeline(game)` replays a hand through the rules engine the first time one of its positions
is asked for and keeps a `Position` after every action, so a viewer can then jump to any
action of that hand in O(1). `Position(h, k)` equals the state of
`fiveup_viz.replay(record, stop=(h, k))`.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from fiveup_viz.rules.game import Action, Game, HandEnd
from fiveup_viz.rules.layout import Layout
from fiveup_viz.rules.record import load_game as load_game
from fiveup_viz.rules.tiles import Tile


@dataclass(frozen=True)
class Position:
    """The table after the first `step` actions of hand `hand`."""

    hand: int
    step: int
    layout: Layout
    held: tuple[tuple[Tile, ...], ...]  #: every seat's tiles, in the order received
    stock: int  #: tiles left in the boneyard
    turn: int  #: the seat to act (meaningless once the hand is over)
    pending: Tile | None  #: a drawn tile that must be placed at once (R18)
    scores: tuple[int, ...]  #: raw score of each side
    events: int  #: how many of `game.events` have happened
    end: HandEnd | None  #: set once the hand has ended
    winner: int | None  #: the side that reached 305 (R3), if any
    action: Action | None  #: the action just made (None at step 0)

    @property
    def over(self) -> bool:
        return self.end is not None


class Timeline:
    """The positions of a game's hands, each hand replayed only when first asked for.

    A hand is replayed from its deal with the scores it started with, so opening a long record
    costs nothing per hand; the positions of the last `keep` hands asked for are kept.
    """

    def __init__(self, game: Game, *, keep: int = 8) -> None:
        self.game = game
        self.keep = keep
        self._hands: OrderedDict[int, list[Position]] = OrderedDict()

    def __getitem__(self, key: tuple[int, int]) -> Position:
        hand, step = key
        return self.positions(hand)[step]

    def positions(self, hand: int) -> list[Position]:
        """Every position of one hand: after 0, 1, ... actions."""
        if hand in self._hands:
            self._hands.move_to_end(hand)
            return self._hands[hand]
        states = self._replay(hand)
        self._hands[hand] = states
        while len(self._hands) > self.keep:
            self._hands.popitem(last=False)
        return states

    @property
    def computed(self) -> tuple[int, ...]:
        """The hands whose positions are held now, least recently used first."""
        return tuple(self._hands)

    def length(self, hand: int) -> int:
        """The number of actions of a hand."""
        return len(self.game.hands[hand].actions)

    def _replay(self, h: int) -> list[Position]:
        """Replay hand `h` from its deal, starting from the scores and events before it."""
        src = self.game
        rnd = src.hands[h]
        game = Game(list(src.players), seed=src.seed, max_hands=src.max_hands, start=False)
        game.hands = list(src.hands[:h])  # the hands before: the leader rule (R8) reads the last
        before = [e for e in src.events if e.hand < h]
        for e in before:
            if e.accepted:
                game.scores[e.side] += e.raw
        game.redeal(rnd)
        states = [_snapshot(game, h, 0, None, len(before))]
        for k, action in enumerate(rnd.actions, start=1):
            game.apply(action, check=False)  # the game was checked when it was made
            states.append(_snapshot(game, h, k, action, len(before)))
        return states


def _snapshot(game: Game, h: int, k: int, action: Action | None, earlier: int) -> Position:
    rnd = game.hand
    return Position(
        hand=h, step=k, layout=rnd.layout.copy(), held=tuple(tuple(s) for s in rnd.held),
        stock=len(rnd.boneyard) - rnd.drawn, turn=rnd.turn, pending=rnd.pending,
        scores=tuple(game.scores), events=earlier + len(game.events), end=rnd.end, winner=game.winner,
        action=action)
