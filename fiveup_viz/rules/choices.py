"""Moves that are one choice: the same tile on a spinner's twin sockets (R11, R13).

A spinner's line A and line B are twins, and so are its branch A and branch B. Two legal moves
are one choice when they place the same tile on the same spinner at twin sockets. Both are
legal only when both sockets are free (for line A and line B: a lone opening double; for the
branches: an internal spinner with no branch started), so neither socket has anything under it,
and exchanging the two sockets' names maps the layout onto itself and the one move's result onto
the other's. The two results then have the same counted ends and credit (R14, R15), the same
legal points with the same values (R13), and every continuation of one, mirrored, is a legal
continuation of the other with the same credits: the positions differ only in a name. No other
two distinct moves lead to the same position: they place a different tile, or attach it to a
different tile, or to a non-double's low and high end, which show different values.
"""

from __future__ import annotations

from collections.abc import Iterable

from fiveup_viz.rules.layout import BRANCH_A, BRANCH_B, LINE_A, LINE_B, Move, Socket

#: Each spinner socket's twin (R11): line A and line B, branch A and branch B.
TWIN: dict[Socket, Socket] = {LINE_A: LINE_B, LINE_B: LINE_A, BRANCH_A: BRANCH_B, BRANCH_B: BRANCH_A}


def twin(move: Move) -> Move | None:
    """The same tile on the twin socket of the same spinner; None for an opening or a move
    onto a non-double's end, which have no twin."""
    if move.socket is None or move.socket not in TWIN:
        return None
    return Move(move.tile, move.on, TWIN[move.socket])


def choices(moves: Iterable[Move]) -> list[tuple[Move, ...]]:
    """The legal moves of one position grouped into choices: a move with its twin when the
    twin is legal too, every other move alone. Each choice keeps the order of `moves`, and the
    choices come in the order of their first move."""
    given = list(moves)
    legal = set(given)
    out: list[tuple[Move, ...]] = []
    taken: set[Move] = set()
    for move in given:
        if move in taken:
            continue
        other = twin(move)
        pair = (move, other) if other is not None and other in legal else (move,)
        taken.update(pair)
        out.append(pair)
    return out
