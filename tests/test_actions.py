"""The engine's own actions: Layout.credit_of, Placement.move, Game.apply, Game.redeal, Game ==."""

import random

import pytest

from fiveup_viz import DOUBLE_SIX, IllegalMoveError, Layout, Move, simulate


def random_layouts(count, seed=0):
    """Layouts of every size from real random-bot hands (2-4 players)."""
    rng = random.Random(seed)
    for k in range(count):
        game = simulate(rng.choice((2, 3, 4)), seed=k, strategies="random", hands=1)
        layout = Layout()
        yield layout
        for placement in game.hands[0].layout.placements:
            layout.push(placement.move)
            yield layout


def pushed_credit(layout, move):
    layout.push(move)
    try:
        return layout.credit()
    finally:
        layout.undo()


def test_r13_r17_credit_of_equals_push_credit_undo_for_every_legal_move():
    """R13-R15: the credit a move would make, for every tile that could be placed (R17: any)."""
    checked = 0
    for layout in random_layouts(120):
        before = (layout.placements, layout.legal_points(), layout.total())
        for move in layout.moves_of([t for t in DOUBLE_SIX if t not in layout]):
            assert layout.credit_of(move) == pushed_credit(layout, move), move
            checked += 1
        assert (layout.placements, layout.legal_points(), layout.total()) == before
    assert checked > 10_000


def test_r15_credit_of_an_opening_counts_both_ends():
    assert Layout().credit_of(Move.parse("[2|3]")) == 5
    assert Layout().credit_of(Move.parse("[5|5]")) == 10
    assert Layout().credit_of(Move.parse("[1|2]")) == 0


@pytest.mark.parametrize(("text", "rule"), [
    ("[1|2]", "R4"), ("[3|4]", "R9"), ("[2|3] on [1|2] low", "R9"),
    ("[2|4] on [3|4] low", "R9"), ("[1|2] on [1|2] high", "R4"), ("[2|6] on [1|2] line-a", "R11")])
def test_r4_r9_r11_credit_of_an_illegal_move_raises_and_changes_nothing(text, rule):
    layout = Layout.from_moves(["[1|2]"])
    with pytest.raises(IllegalMoveError, match=rule):
        layout.credit_of(Move.parse(text))
    assert layout == Layout.from_moves(["[1|2]"]) and layout.total() == 3


def test_credit_of_reads_moves_given_as_text():
    layout = Layout.from_moves(["[1|2]"])
    assert layout.credit_of(Move("[2|2]", "[1|2]", "high")) == 5  # type: ignore[arg-type]


def test_r9_placement_move_is_the_move_that_made_it():
    for layout in random_layouts(40, seed=1):
        moves = [p.move for p in layout.placements]
        assert all(isinstance(m, Move) for m in moves)
        assert [(m.tile, m.on, m.socket) for m in moves] == [
            (p.tile, p.on, p.socket) for p in layout.placements]
        assert Layout.from_moves(moves) == layout
    assert Layout.from_moves(["[3|3]"]).placements[0].move == Move.parse("[3|3]")
