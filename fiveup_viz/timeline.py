"""Positions inside a recorded game, computed once by one replay (no ipywidgets here).

`Timeline(game)` replays the game's hands through the rules engine and keeps a
`Position` after every action, so a viewer can jump to any (hand, action) in O(1).
`Position(h, k)` equals the state of `fiveup_viz.replay(record, stop=(h, k))`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fiveup_viz.game import Action, Game, HandEnd, ScoreEvent
from fiveup_viz.layout import Layout, Move
from fiveup_viz.record import replay
from fiveup_viz.tiles import Tile


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


def load_game(source: Any) -> Game:
    """A Game from a Game, a record dict, JSON text, a path, or an example game's name."""
    from pathlib import Path

    if isinstance(source, Game):
        return source
    if isinstance(source, dict | bytes | Path):
        return replay(source)
    if isinstance(source, str):
        text = source.strip()
        if text.startswith("{"):
            return replay(text)
        path = Path(source)
        if path.suffix == ".json" or path.exists():
            return replay(path)
        return _example(source)
    raise TypeError(f"cannot open a game from {type(source).__name__}: give a record, "
                    "a path, JSON text, a Game or an example name")


def _example(name: str) -> Game:
    try:
        from fiveup_viz import examples
    except ImportError:
        raise ValueError(f"no example game {name!r}: the example games are not installed") from None
    try:
        return examples.load(name)
    except KeyError as exc:
        raise ValueError(exc.args[0] if exc.args else f"no example game {name!r}") from None


class Timeline:
    """Every position of every hand of a game, built by replaying it once."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.positions: list[list[Position]] = []
        self._build()

    def __getitem__(self, key: tuple[int, int]) -> Position:
        hand, step = key
        return self.positions[hand][step]

    def length(self, hand: int) -> int:
        """The number of actions of a hand."""
        return len(self.positions[hand]) - 1

    def frame_layout(self, hand: int) -> Layout:
        """The hand's final layout: its frame covers every step (geometry is prefix-stable)."""
        return self.positions[hand][-1].layout

    def events_of(self, hand: int) -> list[ScoreEvent]:
        """The scoring events of one hand, in the order applied."""
        return [e for e in self.game.events if e.hand == hand]

    def _build(self) -> None:
        src = self.game
        game = Game(list(src.players), seed=src.seed, max_hands=src.max_hands, start=False)
        for h, rnd in enumerate(src.hands):
            game.start_hand(leader=rnd.leader, deal=[list(d) for d in rnd.deal],
                            boneyard=list(rnd.boneyard))
            states = [_snapshot(game, h, 0, None)]
            for k, action in enumerate(rnd.actions, start=1):
                _apply(game, action)
                states.append(_snapshot(game, h, k, action))
            self.positions.append(states)


def _apply(game: Game, action: Action) -> None:
    if action.kind == "play":
        assert action.tile is not None
        game.push(Move(action.tile, action.on, action.socket))
    elif action.kind == "draw":
        game.draw()
    else:
        game.pass_()


def _snapshot(game: Game, h: int, k: int, action: Action | None) -> Position:
    rnd = game.hand
    return Position(
        hand=h, step=k, layout=rnd.layout.copy(), held=tuple(tuple(s) for s in rnd.held),
        stock=len(rnd.boneyard) - rnd.drawn, turn=rnd.turn, pending=rnd.pending,
        scores=tuple(game.scores), events=len(game.events), end=rnd.end, winner=game.winner,
        action=action)
