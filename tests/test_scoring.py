"""End-of-hand arithmetic: rounding, going out, blocked groups (R22-R27)."""

import pytest

from fiveup_viz.rules.scoring import blocked_groups, blocked_winner, going_out, round5, sheet_strokes

TWO = ((0,), (1,))
THREE = ((0,), (1,), (2,))
PAIRS = ((0, 2), (1, 3))


@pytest.mark.parametrize(("total", "rounded"), [(0, 0), (1, 0), (2, 0), (3, 5), (4, 5), (5, 5),
                                                (22, 20), (23, 25), (28, 30), (47, 45), (50, 50)])
def test_r24_remainders_1_2_round_down_3_4_up(total, rounded):
    assert round5(total) == rounded


def test_r22_opponents_pips_are_added_then_rounded_once():
    # 2 + 2 + 2 would be 0 + 0 + 0 rounded separately; together 6 -> 5.
    parts = going_out(0, 0, [0, 2, 2, 2], ((0,), (1,), (2,), (3,)))
    assert (parts.opponents_pips, parts.opponents, parts.partner) == (6, 5, 0)


def test_r23_partner_pips_are_rounded_separately_and_deducted():
    parts = going_out(0, 10, [0, 11, 3, 11], PAIRS)
    assert (parts.opponents_pips, parts.opponents) == (22, 20)
    assert (parts.partner_pips, parts.partner) == (3, 5)
    assert parts.raw == 10 + 20 - 5
    # merged before rounding it would be 10 + round5(22 - 3) = 30: R23 forbids that
    assert parts.raw != 10 + round5(22 - 3)


def test_d1_the_going_out_net_may_be_negative():
    assert going_out(1, 0, [1, 0, 1, 0], PAIRS).raw == 0  # D2: still one event
    assert going_out(1, 0, [0, 0, 1, 24], PAIRS).raw == -25


def test_r25_groups_compare_only_with_larger_opponent_groups():
    groups = blocked_groups([2, 10, 20, 4], PAIRS, leader=0)
    assert [g.seat for g in groups] == [0, 3, 1, 2]
    by_seat = {g.seat: g for g in groups}
    assert by_seat[0].differences == ((3, 2), (1, 8))  # never seat 2, the partner
    assert (by_seat[0].total, by_seat[0].credit) == (10, 10)
    assert by_seat[3].differences == ((2, 16),) and by_seat[3].credit == 15
    assert by_seat[1].differences == ((2, 10),) and by_seat[1].credit == 10
    assert by_seat[2].credit == 0


def test_r25_r26_equal_sums_share_a_rank_and_go_clockwise_from_the_leader():
    groups = blocked_groups([5, 5, 12], THREE, leader=1)
    assert [g.seat for g in groups] == [1, 0, 2]
    assert [g.credit for g in groups] == [5, 5, 0]  # no credit between the tied groups
    groups = blocked_groups([7, 3, 7, 7], ((0,), (1,), (2,), (3,)), leader=3)
    assert [g.seat for g in groups] == [1, 3, 0, 2]


def test_r27_lowest_single_sum_wins_opposing_tie_is_a_tie_partner_tie_wins():
    assert blocked_winner([4, 9], TWO) == 0
    assert blocked_winner([5, 5, 12], THREE) is None
    assert blocked_winner([3, 9, 3, 10], PAIRS) == 0
    assert blocked_winner([3, 3, 8, 10], PAIRS) is None


@pytest.mark.parametrize("shown", [-3, 0, 1, 9, 10, 13, 61])
def test_r28_d7_the_sheet_has_a_stroke_per_displayed_point_ten_per_unit(shown):
    """R28, D7: one stroke per displayed point in drawing order, ten strokes fill a unit; a
    score below one (D1) draws none."""
    strokes = sheet_strokes(shown)
    assert len(strokes) == max(shown, 0)
    assert strokes == sorted(set(strokes)) and all(0 <= k < 10 for _, k in strokes)
    assert [u for u, _ in strokes].count(0) == min(max(shown, 0), 10)
