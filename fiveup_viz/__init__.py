"""Exact 61 Five Up: the rules, records, bots, diagrams and widgets.

The core (`Tile`, `Layout`, `Game`, records, bots) is pure Python; drawing lives in
`fiveup_viz.drawing.svg` and widgets in `fiveup_viz.widgets`, imported on demand.
"""

from fiveup_viz.explain.wording import Description, describe
from fiveup_viz.rules.annotations import MARKS, Annotation
from fiveup_viz.rules.bots import ExpertBot, GreedyBot, RandomBot, make_bot, play_out, simulate
from fiveup_viz.rules.game import Action, BlockedEnd, DominoEnd, Game, HandEnd, Round, ScoreEvent, TargetEnd
from fiveup_viz.rules.layout import CountedEnd, Layout, LegalPoint, Move, Placement, Socket
from fiveup_viz.rules.record import replay, scorelog, to_record
from fiveup_viz.rules.scoring import TARGET, round5
from fiveup_viz.rules.tiles import DOUBLE_SIX, Tile, Tiles
from fiveup_viz.words.errors import (
    AnnotationError,
    FiveUpError,
    GameOverError,
    IllegalActionError,
    IllegalDrawError,
    IllegalMoveError,
    IllegalPassError,
    InvalidNameError,
    InvalidSeatError,
    InvalidSettingError,
    InvalidSocketError,
    InvalidTileError,
    RecordError,
    WrongTypeError,
)

__version__ = "0.1.0"

__all__ = [
    "DOUBLE_SIX", "MARKS", "TARGET", "Action", "Annotation", "AnnotationError", "BlockedEnd",
    "CountedEnd", "Description", "DominoEnd",
    "ExpertBot", "FiveUpError", "Game", "GameOverError", "GreedyBot", "HandEnd",
    "IllegalActionError", "IllegalDrawError", "IllegalMoveError", "IllegalPassError",
    "InvalidNameError", "InvalidSeatError", "InvalidSettingError", "InvalidSocketError",
    "InvalidTileError", "Layout", "LegalPoint", "Move", "Placement", "RandomBot", "RecordError",
    "Round", "ScoreEvent", "Socket", "TargetEnd", "Tile", "Tiles", "WrongTypeError", "describe",
    "make_bot", "play_out", "replay", "round5", "scorelog", "simulate", "to_record",
]

