"""Saving a game's record from a viewer or a table: the path, the atomic write, and the one
message saying why it was not saved (no widgets)."""

from __future__ import annotations

import errno
from pathlib import Path

from fiveup_viz.files import write_atomic
from fiveup_viz.rules.checks import check_path
from fiveup_viz.rules.game import Game
from fiveup_viz.rules.record import dumps, to_record
from fiveup_viz.words.errors import os_reason
from fiveup_viz.words.messages import ui

__all__ = ["save_error", "save_record", "short"]


def save_record(game: Game, path: str | Path) -> Path:
    """Write a game's record as JSON (RECORD.md, annotations included), atomically; OSError if
    it cannot, with an old file left whole (`files.write_atomic`)."""
    out = check_path(path)
    if not out.name.strip() or out.is_dir():
        raise IsADirectoryError(errno.EISDIR, "is a folder", str(out))
    return write_atomic(out, dumps(to_record(game), indent=2) + "\n")


def save_error(lang: str, typed: str, exc: Exception) -> str:
    """The one message saying why the record was not saved to `typed`."""
    if not typed.strip():
        reason = ui(lang, "save-empty")
    elif isinstance(exc, IsADirectoryError):
        reason = ui(lang, "save-folder")
    elif isinstance(exc, FileNotFoundError):
        reason = ui(lang, "save-missing", folder=short(str(Path(typed).parent)))
    elif isinstance(exc, PermissionError):
        reason = ui(lang, "save-denied")
    else:
        why = os_reason(exc) if isinstance(exc, OSError | ValueError) else str(exc)
        reason = ui(lang, "save-failed", error=short(why if isinstance(why, str) else why.say(lang)))
    return ui(lang, "not-saved", path=short(typed or "''"), reason=reason)


def short(text: str, limit: int = 80) -> str:
    """A path cut to `limit` characters with an ellipsis, for a message."""
    return text if len(text) <= limit else text[: limit - 1] + "…"
