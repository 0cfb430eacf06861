"""User input as a message quotes it: short, and as the reader wrote it (JSON for a record)."""

from __future__ import annotations

import reprlib
from typing import TypeGuard

INT_DIGITS = 30  #: RECORD.md: integers of more than 30 digits are refused
QUOTE_MAX = 40  #: characters of user input quoted in an error message


_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = QUOTE_MAX
_SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxdict = _SHORT.maxset = 4
_SHORT.maxlevel = 2


def is_int(value: object) -> TypeGuard[int]:
    """True for an int that is not a bool (JSON's integers)."""
    return isinstance(value, int) and not isinstance(value, bool)


def quote(value: object, limit: int = QUOTE_MAX) -> str:
    """`repr(value)`, cut with `…` when long: user input quoted in an error stays short."""
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        text = repr(value[:limit])
        return text[:-1] + "…" + text[-1]
    if is_int(value) and abs(value) >= 10 ** INT_DIGITS:
        return "an integer of more than 30 digits"
    try:
        text = _SHORT.repr(value)
    except (ValueError, RecursionError):
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 2 * limit else text[: 2 * limit] + "…"


def json_quote(value: object) -> str:
    """A value read from a record as JSON writes it (`null`, `true`, `false`), anything else
    as `quote` shows it: an error about a record speaks JSON, not Python."""
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    return quote(value)
