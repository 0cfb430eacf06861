"""Argument checks shared by the Python API and the record reader (RECORD.md limits).

Each check returns the value it accepts, raises `WrongTypeError` (a TypeError) for a value of
the wrong type and another `FiveUpError` subclass (a ValueError) naming the rule for an
impossible value.
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from fiveup_viz.words.errors import (
    InvalidNameError,
    InvalidSeatError,
    InvalidSettingError,
    Message,
    WrongTypeError,
)
from fiveup_viz.words.quoting import INT_DIGITS, is_int, quote

NAME_MAX = 40  #: RECORD.md: a player name is 1 to 40 characters after NFC
TITLE_MAX = 200  #: RECORD.md: a title is at most 200 characters
DESCRIPTION_MAX = 2000  #: RECORD.md: a description is at most 2,000 characters
#: The coach's most time per move (`budget_ms`, `--budget`): one minute, so that a review of a
#: 200-hand game (about 4,000 placements) is bounded instead of running for ever.
BUDGET_MAX = 60_000

DEFAULT_NAMES = ("Ada", "Bea", "Cai", "Dan")  #: names for a game given only a player count


_NONCHARACTERS = "\ufdd0-\ufdef" + "".join(
    f"{chr(plane << 16 | 0xFFFE)}{chr(plane << 16 | 0xFFFF)}" for plane in range(17))
#: Category Cc, unpaired surrogates and noncharacters (RECORD.md); `\n` is allowed in descriptions.
_FORBIDDEN = re.compile(f"[\x00-\x1f\x7f-\x9f\ud800-\udfff{_NONCHARACTERS}]")
_FORBIDDEN_BUT_NEWLINE = re.compile(f"[\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff{_NONCHARACTERS}]")


def _bad_char(text: str, *, newlines: bool = False) -> Message | None:
    """A description of the first forbidden character of free text, or None (RECORD.md)."""
    found = (_FORBIDDEN_BUT_NEWLINE if newlines else _FORBIDDEN).search(text)
    if found is None:
        return None
    code = ord(found.group())
    if 0xD800 <= code <= 0xDFFF:
        return Message("char.surrogate", code=f"{code:04X}")
    if code >= 0xFDD0:
        return Message("char.noncharacter", code=f"{code:04X}")
    return Message("char.control", code=f"{code:04X}")


def check_name(name: object, what: str | Message = "a player name") -> str:
    """A player name: text of 1 to 40 characters after NFC, not only spaces, no control
    characters, unpaired surrogates or noncharacters (RECORD.md)."""
    if not isinstance(name, str):
        raise WrongTypeError(Message("record.name", what=what, type=type(name).__name__))
    size = len(unicodedata.normalize("NFC", name)) if len(name) <= 10 * NAME_MAX else len(name)
    if not 1 <= size <= NAME_MAX or name.isspace():
        raise InvalidNameError(Message("name.size", what=what, name=quote(name), limit=NAME_MAX))
    bad = _bad_char(name)
    if bad is not None:
        raise InvalidNameError(Message("name.char", what=what, name=quote(name), bad=bad))
    return name


def check_text(text: object, what: str | Message, limit: int, *,
               newlines: bool = False) -> str | None:
    """A title (at most 200 characters) or description (2,000) or None (RECORD.md)."""
    if text is None:
        return None
    if not isinstance(text, str):
        raise WrongTypeError(Message("record.name", what=what, type=type(text).__name__))
    if len(text) > limit:
        raise InvalidNameError(Message("text.size", what=what, size=len(text), limit=limit))
    bad = _bad_char(text, newlines=newlines)
    if bad is not None:
        raise InvalidNameError(Message("name.char", what=what, name=quote(text), bad=bad))
    return text


def check_players(players: object) -> list[str]:
    """Player names from a count (2, 3 or 4: default names) or 2 to 4 names (R5)."""
    if is_int(players):
        if not 2 <= players <= 4:
            raise InvalidSettingError(Message("players.count", "R5", n=quote(players)))
        return list(DEFAULT_NAMES[:players])
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise WrongTypeError(Message("type.players", "R5", type=type(players).__name__))
    if not 2 <= len(players) <= 4:
        raise InvalidSettingError(Message("players.count", "R5", n=len(players)))
    return [check_name(p, Message("what.player-name", seat=i)) for i, p in enumerate(players)]


def check_seed(seed: object) -> int | None:
    """A record's seed: None or an integer of at most 30 digits (D4, RECORD.md)."""
    if seed is None:
        return None
    if not is_int(seed):
        raise WrongTypeError(Message("type.seed", "D4", type=type(seed).__name__, value=quote(seed)))
    return check_given_seed(seed)


def check_given_seed(seed: object) -> int:
    """A seed that must be given (the coach, a worksheet, a table): an integer, not a bool, of
    at most 30 digits, as the command line and `Game` take it; the same seed gives the same
    bytes in every run."""
    if not is_int(seed):
        raise WrongTypeError(Message("type.seed-given", type=type(seed).__name__, value=quote(seed),
                                     digits=INT_DIGITS))
    _digits(seed, Message("what.seed"))
    return seed


def check_random_seed(seed: object) -> int | str | None:
    """The seed of a bot or a practice question: None (a fresh random one), a text, or an
    integer as `check_given_seed` takes it. Anything else is refused: Python would seed from
    its hash or address, and the same call would not give the same result."""
    if seed is None or isinstance(seed, str):
        return seed
    if not is_int(seed):
        raise WrongTypeError(Message("type.random-seed", type=type(seed).__name__,
                                     value=quote(seed)))
    return check_given_seed(seed)


def wrong_type(key: str, value: object, what: str | Message, rule: str | None = None) -> WrongTypeError:
    """The WrongTypeError of message `key` for `value`, given as the argument `what`."""
    return WrongTypeError(Message(key, rule, what=what, type=type(value).__name__,
                                  value=quote(value)))


def check_int(value: object, what: str | Message, rule: str | None = None) -> int:
    """An integer that is not a bool (WrongTypeError otherwise)."""
    if not is_int(value):
        raise wrong_type("type.integer", value, what, rule)
    return value


def check_flag(value: object, what: str | Message) -> bool:
    """True or False (WrongTypeError otherwise: a text such as 'no' would count as true)."""
    if not isinstance(value, bool):
        raise wrong_type("type.flag", value, what)
    return value


def check_number(value: object, what: str | Message) -> float:
    """A number: an int or a float, not a bool (NaN is left to the range check that follows)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise wrong_type("type.number", value, what)
    return value


def check_budget(budget_ms: object, what: str = "budget_ms") -> float:
    """The coach's time per move: a number of milliseconds from 1 to `BUDGET_MAX`; NaN, the
    infinities and a bool are refused."""
    budget = check_number(budget_ms, what)
    if not 1 <= budget <= BUDGET_MAX:  # NaN is neither
        raise InvalidSettingError(Message("budget.range", what=what, least=1, most=BUDGET_MAX,
                                          value=quote(budget_ms)))
    return budget


SIZE_MOST = 20_000  #: a drawing's widest `size` in px, as the command line's --width


def check_size(size: object) -> float:
    """A drawing's width in px: a number from 1 to `SIZE_MOST`."""
    width = check_number(size, "size")
    if not 1 <= width <= SIZE_MOST:
        raise InvalidSettingError(Message("size.range", least=1, most=SIZE_MOST,
                                          value=quote(size)))
    return width


def check_str(value: object, what: str | Message) -> str:
    """Text (a str): a language code, a kind, a paper name."""
    if not isinstance(value, str):
        raise wrong_type("type.text", value, what)
    return value


def check_list(value: object, what: str | Message) -> list[Any]:
    """A list, a tuple or another iterable that is neither text nor a mapping, as a new list."""
    if isinstance(value, str | bytes | Mapping) or not isinstance(value, Iterable):
        raise WrongTypeError(Message("type.list", what=what, type=type(value).__name__))
    return list(value)


def check_path(path: object, what: str = "path") -> Path:
    """A file name: a str or a Path (bytes and anything else are refused)."""
    if isinstance(path, str) or (isinstance(path, os.PathLike)
                                 and isinstance(path.__fspath__(), str)):
        return Path(path)
    raise WrongTypeError(Message("type.path", what=what, type=type(path).__name__,
                                 value=quote(path)))


def check_count(value: object, what: str | Message, rule: str, *, least: int = 1) -> int:
    """A whole number of at least `least` and at most 30 digits (max_hands: D3)."""
    number = check_int(value, what, rule)
    if number < least:
        raise InvalidSettingError(Message("count.least", rule, what=what, least=least,
                                          value=number))
    _digits(number, what)
    return number


_SEAT = Message("what.seat")


def check_seat(seat: object, players: int, what: str | Message = _SEAT) -> int:
    """A seat number 0 .. players - 1 (R5); negative seats are refused, not counted from the end."""
    if not is_int(seat):
        raise WrongTypeError(Message("type.seat", what=what, type=type(seat).__name__,
                                     value=quote(seat)))
    if not 0 <= seat < players:
        raise InvalidSeatError(Message("seat.range", "R5", what=what, seat=quote(seat),
                                       last=players - 1))
    return seat


def check_humans(humans: object, seat: object, players: int) -> tuple[int, ...]:
    """A table's human seats, in seat order: `humans` (distinct seats, at least one) or the
    one `seat` (default 0); both at once are refused (R5)."""
    if humans is None:
        return (check_seat(0 if seat is None else seat, players),)
    if seat is not None:
        raise InvalidSettingError(Message("humans.and-seat"))
    if isinstance(humans, str) or not isinstance(humans, Sequence):
        raise WrongTypeError(Message("type.humans", "R5", type=type(humans).__name__))
    if not humans:
        raise InvalidSettingError(Message("humans.none", "R5"))
    seats: list[int] = []
    for value in humans:
        one = check_seat(value, players, Message("what.human-seat"))
        if one in seats:
            raise InvalidSeatError(Message("humans.twice", "R5", seat=one))
        seats.append(one)
    return tuple(sorted(seats))


def check_projector(projector: object, humans: int) -> bool:
    """A projector table: True or False, and then one human seat, the one the class plays (R5)."""
    flag = check_flag(projector, "projector")
    if flag and humans != 1:
        raise InvalidSettingError(Message("projector.humans", "R5", n=humans))
    return flag


def check_index(value: object, size: int, what: str | Message) -> int:
    """An index 0 .. size - 1 (a hand of a game, a step of a hand)."""
    index = check_int(value, what)
    if not 0 <= index < size:
        raise InvalidSettingError(Message("index.range", what=what, value=quote(index), size=size,
                                          last=size - 1) if size else
                                  Message("index.none", what=what, value=quote(index)))
    return index


def check_position(start: object, what: str = "start") -> tuple[int, int] | None:
    """None or a position (hand, step) of two integers of 0 or more."""
    if start is None:
        return None
    if isinstance(start, str) or not isinstance(start, tuple | list) or len(start) != 2 \
            or not all(is_int(v) for v in start):
        raise WrongTypeError(Message("type.position", what=what, value=quote(start)))
    hand, step = start
    if hand < 0 or step < 0:
        raise InvalidSettingError(Message("position.negative", what=what, start=quote(tuple(start))))
    return hand, step


def check_hand(hand: object, hands: int) -> int:
    """A hand of a game: 0 .. hands - 1, or -hands .. -1 counted from the last hand."""
    index = check_int(hand, Message("what.hand"))
    if not -hands <= index < hands:
        raise InvalidSettingError(Message("hand.range", hand=index, hands=hands, last=hands - 1))
    return index % hands


def _digits(value: int, what: str | Message) -> None:
    if abs(value) >= 10 ** INT_DIGITS:
        raise InvalidSettingError(Message("digits", what=what, digits=INT_DIGITS))
