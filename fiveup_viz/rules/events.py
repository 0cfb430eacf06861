"""What happens in a game, as values: actions, scoring events and how a hand ended."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple, TypeAlias

from fiveup_viz.rules.layout import Move, Socket
from fiveup_viz.rules.scoring import TARGET, BlockedGroup, GoingOut
from fiveup_viz.rules.tiles import Tile

ActionKind: TypeAlias = Literal["play", "draw", "pass"]
EventKind: TypeAlias = Literal["placement", "domino", "blocked"]
EndKind: TypeAlias = Literal["domino", "blocked", "target"]


class Action(NamedTuple):
    """One action of a hand: `play` (with a move), `draw` (with the tile) or `pass`."""

    seat: int
    kind: ActionKind
    tile: Tile | None = None
    on: Tile | None = None
    socket: Socket | None = None

    @property
    def move(self) -> Move | None:
        if self.kind != "play" or self.tile is None:
            return None
        return Move(self.tile, self.on, self.socket)

    def to_json(self) -> dict[str, Any]:
        """The RECORD.md form of the action."""
        if self.kind == "pass":
            return {"seat": self.seat, "pass": True}
        if self.kind == "draw":
            return {"seat": self.seat, "draw": str(self.tile)}
        out: dict[str, Any] = {"seat": self.seat, "play": str(self.tile)}
        if self.on is not None:
            out["on"] = str(self.on)
            out["socket"] = str(self.socket)
        return out

    def __str__(self) -> str:
        if self.kind == "play":
            return f"seat {self.seat} plays {self.move}"
        if self.kind == "draw":
            return f"seat {self.seat} draws {self.tile}"
        return f"seat {self.seat} passes"


@dataclass
class ScoreEvent:
    """One scoring event with its target check (R2, R16, R23, R26)."""

    hand: int
    action: int
    kind: EventKind
    side: int
    seat: int
    raw: int
    accepted: bool
    score: int  #: the side's score after the event (unchanged when discarded)
    detail: GoingOut | BlockedGroup | None = None

    @property
    def before(self) -> int:
        """The side's score before the event."""
        return self.score - self.raw if self.accepted else self.score

    @property
    def reason(self) -> str:
        """Why the event was discarded, as arithmetic (R2), or an empty string.

        The sentence in each language is `fiveup_viz.explain.steps.check(game, event)`.
        """
        if self.accepted:
            return ""
        return f"{self.before} + {self.raw} = {self.before + self.raw} > {TARGET} (R2)"

    def to_json(self) -> dict[str, Any]:
        """The RECORD.md score-log form."""
        out: dict[str, Any] = {"hand": self.hand, "action": self.action, "kind": self.kind,
                               "side": self.side, "seat": self.seat, "raw": self.raw}
        if isinstance(self.detail, GoingOut):
            out.update(placement=self.detail.placement, opponents=self.detail.opponents,
                       partner=self.detail.partner)
        out.update(accepted=self.accepted, score=self.score)
        return out


@dataclass
class DominoEnd:
    """A hand ended by going out (R21): `seat` went out, scored by `going_out` (R22, R23)."""

    seat: int
    pips: tuple[int, ...]  #: every seat's remaining pip sum
    going_out: GoingOut
    kind: Literal["domino"] = field(default="domino", init=False)

    def to_json(self, leader: int) -> dict[str, Any]:
        """The RECORD.md score-log form of the hand."""
        return {"leader": leader, "end": self.kind, "seat": self.seat}


@dataclass
class BlockedEnd:
    """A blocked hand (R20): `winner` is the winning side, None for a tie (R27)."""

    winner: int | None
    pips: tuple[int, ...]  #: every seat's remaining pip sum
    groups: tuple[BlockedGroup, ...]  #: in processing order (R25, R26)
    kind: Literal["blocked"] = field(default="blocked", init=False)

    def to_json(self, leader: int) -> dict[str, Any]:
        """The RECORD.md score-log form of the hand."""
        return {"leader": leader, "end": self.kind, "winner": self.winner}


@dataclass
class TargetEnd:
    """A placement by `seat` reached exactly 305 and ended the game at once (R3, D6)."""

    seat: int
    pips: tuple[int, ...]  #: every seat's remaining pip sum
    kind: Literal["target"] = field(default="target", init=False)

    def to_json(self, leader: int) -> dict[str, Any]:
        """The RECORD.md score-log form of the hand."""
        return {"leader": leader, "end": self.kind}


#: How a hand ended (R3, R20, R21); `kind` tells which.
HandEnd: TypeAlias = DominoEnd | BlockedEnd | TargetEnd
