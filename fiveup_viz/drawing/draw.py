"""Draw any position: the layout after a list of placements, written as in `Layout.from_moves`.

`layout_from_moves` numbers its errors by move (`move 3: ...`, naming the rule);
`draw(moves, out, ...)` writes the drawing to SVG, PNG or PDF (see `fiveup_viz.drawing.export`).
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from fiveup_viz.rules.layout import Layout, Move
from fiveup_viz.words.errors import FiveUpError, InvalidSocketError, InvalidTileError, Message, os_reason

#: The rule each kind of unreadable move breaks, when its message does not name one.
_RULE_OF = {InvalidTileError: "R4", InvalidSocketError: "R11, R12"}


class MoveError(FiveUpError):
    """Move `n` (1-based) cannot be read or placed; the message names the rule."""

    def __init__(self, n: int, reason: FiveUpError) -> None:
        self.n = n
        rule = None if "(R" in str(reason) else \
            next((r for cls, r in _RULE_OF.items() if isinstance(reason, cls)), "R9")
        super().__init__(Message("move.n", rule, n=n, error=reason))
        self.reason = str(self).split(": ", 1)[1]


def layout_from_moves(moves: Iterable[str | Move]) -> Layout:
    """The layout after placing `moves` in order; MoveError names the first bad one."""
    layout = Layout()
    for n, m in enumerate(moves, start=1):
        try:
            move = Move.parse(m) if isinstance(m, str) else m
            layout.place(*move)
        except FiveUpError as exc:
            raise MoveError(n, exc) from None
    return layout


def read_moves(sources: Iterable[str]) -> list[str]:
    """Moves from the command line: a word starting with `[` is a move; any other word is a
    file (or `-` for stdin) with one move a line (blank lines and `#` comments skipped)."""
    moves: list[str] = []
    for source in sources:
        if source.lstrip().startswith("["):
            moves.append(source.strip())
            continue
        if source == "-":
            if sys.stdin is None:
                raise FiveUpError(Message("moves.stdin"))
            text = sys.stdin.read()
        else:
            try:
                text = Path(source).read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                why = os_reason(exc) if isinstance(exc, OSError) else Message("moves.utf8")
                raise FiveUpError(Message("moves.read", source=source, why=why)) from None
        moves += [line.strip() for line in text.splitlines()
                  if line.strip() and not line.lstrip().startswith("#")]
    if not moves:
        raise FiveUpError(Message("moves.none"))
    return moves


def draw(moves: Iterable[str | Move], out: str | Path, *, dpi: float | None = None,
         **options: Any) -> Path:
    """Draw the layout after `moves` to `out` (.svg, .png or .pdf); `options` go to
    `svg.layout` (lang, theme, numerals, size, caption, legend, highlight_last, socket_labels).

    Bad input raises before anything is written.
    """
    from fiveup_viz.drawing import export, svg

    export.format_of(out)
    dpi = export.DEFAULT_DPI if dpi is None else dpi
    export.check_dpi(dpi)
    text = svg.layout(layout_from_moves(moves), **options)
    return export.write(text, out, dpi=dpi)
