"""End-of-hand arithmetic: rounding, going out and blocked-hand groups (R22-R27)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from fiveup_viz.words.errors import InvalidSeatError, Message

TARGET = 305  #: R1: exactly 61 displayed points.
RAW_PER_DISPLAYED = 5  #: R1


def round5(total: int) -> int:
    """R24: nearest multiple of 5; remainders 1, 2 round down, 3, 4 round up."""
    return RAW_PER_DISPLAYED * ((total + 2) // RAW_PER_DISPLAYED)


def displayed(raw: int) -> int:
    """Displayed points of a raw amount (R1)."""
    return raw // RAW_PER_DISPLAYED


def sheet_strokes(displayed_points: int) -> list[tuple[int, int]]:
    """(unit, stroke) pairs drawn for a displayed score on the paper sheet (R28, D7): ten
    strokes per unit; none for a score below one."""
    return [(i // 10, i % 10) for i in range(max(displayed_points, 0))]


class GoingOut(NamedTuple):
    """The parts of the single going-out event (R21-R23, D2)."""

    seat: int
    placement: int
    opponents_pips: int
    opponents: int
    partner_pips: int
    partner: int

    @property
    def raw(self) -> int:
        """The net amount: placement + opponents - partner (may be negative, D1)."""
        return self.placement + self.opponents - self.partner


def going_out(seat: int, placement: int, pips: Sequence[int],
              sides: Sequence[Sequence[int]]) -> GoingOut:
    """Score a player going out: `pips` are every seat's remaining pip sums (R22, R23)."""
    for own in sides:
        if seat in own:
            break
    else:
        raise InvalidSeatError(Message("seat.side", "R5", seat=seat))
    ours = sum([pips[s] for s in own])
    opp, partner = sum(pips) - ours, ours - pips[seat]
    return tuple.__new__(GoingOut, (seat, placement, opp, round5(opp), partner, round5(partner)))


class BlockedGroup(NamedTuple):
    """One seat's remaining tiles in a blocked hand and what they earn (R25)."""

    seat: int
    side: int
    pips: int
    differences: tuple[tuple[int, int], ...]  #: (opponent seat, positive difference)
    total: int  #: the differences added up, before rounding
    credit: int  #: R24 rounding of total


def blocked_groups(pips: Sequence[int], sides: Sequence[Sequence[int]],
                   leader: int) -> list[BlockedGroup]:
    """Groups in processing order: lowest sum first, equal sums clockwise from the leader (R25, R26)."""
    n = len(pips)
    side_of = {seat: i for i, side in enumerate(sides) for seat in side}
    order = sorted(range(n), key=lambda s: (pips[s], (s - leader) % n))
    groups = []
    for seat in order:
        diffs = tuple(
            (other, pips[other] - pips[seat])
            for other in order
            if side_of[other] != side_of[seat] and pips[other] > pips[seat]
        )
        total = sum(d for _, d in diffs)
        groups.append(BlockedGroup(seat, side_of[seat], pips[seat], diffs, total, round5(total)))
    return groups


def blocked_winner(pips: Sequence[int], sides: Sequence[Sequence[int]]) -> int | None:
    """R27: the side holding the lowest single sum, or None when opposing sides share it."""
    low = min(pips)
    winners = {i for i, side in enumerate(sides) for seat in side if pips[seat] == low}
    return winners.pop() if len(winners) == 1 else None
