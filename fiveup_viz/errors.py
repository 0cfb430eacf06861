"""Errors raised by the rules core; all are `ValueError` subclasses."""

from __future__ import annotations


class FiveUpError(ValueError):
    """Base class of every error of this package."""


class InvalidTileError(FiveUpError):
    """Text or numbers that are not a tile of the double-six set (R4)."""


class InvalidSocketError(FiveUpError):
    """A socket name that is not one of RECORD.md's six."""


class InvalidNameError(FiveUpError):
    """A player name, title or description outside RECORD.md's limits (length, characters)."""


class InvalidSeatError(FiveUpError):
    """A seat number that is not a seat of the game (R5)."""


class InvalidSettingError(FiveUpError):
    """An impossible game setting or index: player count (R5), max_hands (D3), seed digits,
    a hand or step that does not exist."""


class IllegalActionError(FiveUpError):
    """An action the rules forbid now; `rule` names the rule (e.g. "R17")."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        self.rule = rule
        super().__init__(f"{message} ({rule})" if rule else message)


class IllegalMoveError(IllegalActionError):
    """A placement that is not legal on this layout or for this player."""


class IllegalDrawError(IllegalActionError):
    """A draw the rules forbid (R17, R18)."""


class IllegalPassError(IllegalActionError):
    """A pass the rules forbid (R19, R20)."""


class GameOverError(IllegalActionError):
    """An action after the hand or the game has ended (R3, R20, R21)."""


class RecordError(FiveUpError):
    """An invalid game record: names the hand and action at fault (RECORD.md)."""

    def __init__(self, reason: str, hand: int | None = None, action: int | None = None) -> None:
        self.reason = reason
        self.hand = hand
        self.action = action
        if hand is None:
            where = ""
        elif action is None:
            where = f"hand {hand}: "
        else:
            where = f"hand {hand} action {action}: "
        super().__init__(where + reason)
