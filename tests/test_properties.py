"""Invariants over random layouts and games (hypothesis)."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fiveup_viz import DOUBLE_SIX, IllegalActionError, Layout, replay, scorelog, simulate, to_record
from fiveup_viz.rules.layout import BRANCHES, LINES

from .helpers import snapshot

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
players = st.integers(2, 4)
seeds = st.integers(0, 10**6)
strategy_names = st.sampled_from(["random", "greedy"])


@st.composite
def layouts(draw):
    """A layout grown by random legal placements, up to all 28 tiles."""
    layout = Layout()
    for _ in range(draw(st.integers(0, 28))):
        moves = [m for t in DOUBLE_SIX for m in layout.moves_for(t)]
        if not moves:
            break
        layout.place(*draw(st.sampled_from(moves)))
    return layout


@SETTINGS
@given(layouts())
def test_r13_r14_legal_points_and_counted_ends_agree(layout):
    legal = {(p.tile, p.socket) for p in layout.legal_points()}
    ends = layout.counted_ends()
    assert {(e.tile, e.socket) for e in ends} <= legal
    for tile in layout:
        if tile.is_double and layout.is_internal(tile):
            free = {s for s in BRANCHES if s not in layout.links(tile)}
            assert {s for t, s in legal if t == tile} == free  # hollow dots: free branches only
        elif tile.is_double:
            assert [e.value for e in ends if e.tile == tile] == [2 * tile.low]
            assert {s for t, s in legal if t == tile} <= set(LINES)
    assert layout.total() == sum(e.value for e in ends)
    assert layout.credit() in (0, layout.total())


@SETTINGS
@given(layouts())
def test_incremental_state_equals_a_rebuild_and_undo_restores(layout):
    moves = [p.move for p in layout.placements]
    rebuilt = Layout.from_moves(moves)
    assert rebuilt.legal_points() == layout.legal_points() and rebuilt.total() == layout.total()
    if moves:
        layout.undo()
        shorter = Layout.from_moves(moves[:-1])
        assert layout == shorter and layout.legal_points() == shorter.legal_points()
        assert layout.total() == shorter.total()


@SETTINGS
@given(layouts())
def test_r14_r15_the_fast_credits_are_the_checked_credits(layout):
    """`credits_of` (the bots' and coach's unchecked path) gives every legal move the credit
    that `credit_of` gives it after its checks, and placing it makes (R14, R15)."""
    off = [t for t in DOUBLE_SIX if t not in layout]
    moves = layout.moves_of(off)
    assert layout.credits_of(moves) == [layout.credit_of(m) for m in moves]
    for move, credit in zip(moves, layout.credits_of(moves), strict=True):
        layout.push(move)
        assert layout.credit() == credit
        layout.undo()


def tiles_conserved(game):
    hand = game.hand
    seen = list(hand.layout.tiles) + [t for h in hand.held for t in h] + list(hand.stock)
    return sorted(seen) == list(DOUBLE_SIX)


@pytest.mark.slow
@SETTINGS
@given(players, seeds, strategy_names)
def test_r4_r6_tiles_conserved_and_r2_scores_never_above_305(n, seed, strategy):
    game = simulate(n, seed=seed, strategies=strategy, hands=3)
    for h in range(len(game.hands)):
        for k in range(len(game.hands[h].actions) + 1):
            assert tiles_conserved(replay(to_record(game), stop=(h, k)))
    assert all(e.score <= 305 and e.raw % 5 == 0 for e in game.events)


@SETTINGS
@given(players, seeds, strategy_names)
def test_r3_every_game_terminates_and_stops_at_once_on_305(n, seed, strategy):
    game = simulate(n, seed=seed, strategies=strategy)
    assert game.finished and max(game.scores) <= 305
    if game.winner is not None:
        last = game.events[-1]
        assert last.accepted and last.score == 305 and last.hand == len(game.hands) - 1
        assert last.action == len(game.hand.actions) - 1  # nothing after the winning event


@SETTINGS
@given(players, seeds, strategy_names)
def test_records_round_trip(n, seed, strategy):
    game = simulate(n, seed=seed, strategies=strategy)
    text = json.dumps(to_record(game))
    again = replay(text)
    assert again == game and scorelog(again) == scorelog(game)
    assert json.dumps(to_record(again)) == text


@SETTINGS
@given(players, seeds, st.data())
def test_illegal_actions_leave_the_game_unchanged(n, seed, data):
    game = simulate(n, seed=seed, strategies="random", hands=1, max_hands=2)
    if game.finished:
        return
    game.start_hand()
    for _ in range(data.draw(st.integers(0, 12))):
        if game.hand.over:
            return
        game.step(lambda g, moves: data.draw(st.sampled_from(moves)))
    if game.hand.over:
        return
    legal = set(game.legal_moves())
    for _ in range(5):
        tile = data.draw(st.sampled_from(DOUBLE_SIX))
        on = data.draw(st.sampled_from(game.layout.tiles or DOUBLE_SIX))
        socket = data.draw(st.sampled_from(["low", "high", "line-a", "line-b", "branch-a", "branch-b"]))
        action = data.draw(st.sampled_from(["play", "draw", "pass"]))
        before = snapshot(game)
        try:
            if action == "play":
                move = game.play(tile, on, socket)
                assert move in legal
                return
            getattr(game, "draw" if action == "draw" else "pass_")()
            return
        except IllegalActionError:
            assert snapshot(game) == before
