"""Shared pieces of the widgets: a move button's text, a controller's bundle, and saving a
record from a widget (the path, and the one message saying why it was not saved).

The HTML pieces (escaped text, the score table, the event log, the drawings' sizes) live in
`fiveup_viz.pages.panels`, below the widgets; those the explorer and the exercises use are named
here too.
"""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

from fiveup_viz.explain.wording import socket_name
from fiveup_viz.files import write_atomic
from fiveup_viz.pages.panels import BOX as BOX
from fiveup_viz.pages.panels import FONT as FONT
from fiveup_viz.pages.panels import MUTED as MUTED
from fiveup_viz.pages.panels import _responsive as _responsive
from fiveup_viz.pages.panels import caption_lines as caption_lines
from fiveup_viz.pages.panels import div as div
from fiveup_viz.pages.panels import esc as esc
from fiveup_viz.pages.panels import frame_of as frame_of
from fiveup_viz.pages.panels import grow_frame as grow_frame
from fiveup_viz.pages.panels import layout_svg as layout_svg
from fiveup_viz.pages.panels import sentence as sentence
from fiveup_viz.rules.checks import check_path
from fiveup_viz.rules.game import Game
from fiveup_viz.rules.layout import Move
from fiveup_viz.rules.record import dumps, to_record
from fiveup_viz.words.errors import os_reason
from fiveup_viz.words.messages import ui


def move_label(move: Move, lang: str) -> str:
    """A move button's text: `Open with [1|4]`, `[1|1] on [1|4] low end`."""
    if move.on is None:
        return ui(lang, "open-with", tile=move.tile)
    return ui(lang, "move", tile=move.tile, on=move.on, socket=socket_name(str(move.socket), lang))


def mimebundle(owner: Any, **kwargs: Any) -> dict[str, Any] | None:
    """The root widget's bundle with a short text/plain and a static picture (text/html)."""
    from fiveup_viz.widgets._static import static_bundle

    bundle = owner.widget._repr_mimebundle_(**kwargs)
    if isinstance(bundle, dict) and "text/plain" in bundle:
        bundle = static_bundle(owner, bundle)
    return bundle  # type: ignore[no-any-return]


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
