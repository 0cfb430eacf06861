"""Hand-made positions for rule tests: a game mid-hand with chosen holdings."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from fiveup_viz import Game, Layout, Round, Tile, Tiles


def tiles(*texts: str) -> list[Tile]:
    return [Tile.parse(t) for t in texts]


def position(players: int, held: Sequence[Sequence[str]], *, moves: Sequence[str] = (),
             boneyard: Sequence[str] = (), turn: int = 0, leader: int = 0,
             scores: Sequence[int] | None = None) -> Game:
    """A game whose current hand has this layout, these holdings and this boneyard."""
    game = Game(players, seed=1, start=False)
    hand = Round(0, leader, tuple(Tiles(h) for h in held), tuple(tiles(*boneyard)),
                 [tiles(*h) for h in held], Layout.from_moves(list(moves)), turn=turn)
    game.hands.append(hand)
    if scores is not None:
        game.scores = list(scores)
    return game


def snapshot(game: Game) -> tuple[object, ...]:
    """Everything an action could change."""
    from fiveup_viz.rules.record import scorelog

    hand = game.hand
    return (scorelog(game), [list(h) for h in hand.held], hand.layout.placements,
            hand.drawn, hand.turn, hand.pending, list(hand.actions), game.rng.getstate())


COURSE = Path(__file__).resolve().parents[1] / "course"


def lesson_cell(lesson: str, lang: str, cell: str) -> str:
    """One prose cell of a lesson's source (`%% md ID` in course/NN/LANG.md), its lines joined."""
    found = (COURSE / lesson / f"{lang}.md").read_text(encoding="utf-8")
    body = found.split(f"%% md {cell}\n", 1)[1].split("\n%% ", 1)[0]
    return " ".join(body.split())


def lesson_text(lesson: str, lang: str) -> str:
    """A lesson's whole source (course/NN/LANG.md), its lines joined as a reader reads them."""
    return " ".join((COURSE / lesson / f"{lang}.md").read_text(encoding="utf-8").split())


def help_words(capsys: Any, command: str, lang: str) -> str:
    """`fiveup-viz COMMAND --help --lang LANG` as one line of words (argparse's wrapping undone)."""
    from fiveup_viz.cli.main import main

    assert main([command, "--help", "--lang", lang]) == 0
    return " ".join(capsys.readouterr().out.split())
