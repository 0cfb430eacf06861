"""Moves that are one choice (R11, R13; teacher trial friction 2): the same tile on a
spinner's twin sockets gives the same position up to the sockets' names, and no other pair of
moves does."""

import random

from hypothesis import given
from hypothesis import strategies as st

from fiveup_viz import DOUBLE_SIX, Layout
from fiveup_viz.rules.choices import TWIN, choices, twin
from fiveup_viz.rules.layout import LINES, Move

from .test_properties import SETTINGS, layouts


def legal_moves(layout: Layout) -> list[Move]:
    return [m for t in DOUBLE_SIX for m in layout.moves_for(t)]


def after(layout: Layout, move: Move) -> Layout:
    out = layout.copy()
    out.place(*move)
    return out


def mirrored(move: Move, spinner: object) -> Move:
    """A move with the twin sockets of `spinner` exchanged (the symmetry of R11)."""
    if move.on == spinner and move.socket in TWIN:
        return Move(move.tile, move.on, TWIN[move.socket])
    return move


def facts(layout: Layout) -> tuple[object, ...]:
    """What scoring and future play read (R13-R15): counted ends, credit, legal points, by
    tile and value, as multisets."""
    return (sorted((e.tile, e.value) for e in layout.counted_ends()), layout.total(),
            layout.credit(), sorted((p.tile, p.value) for p in layout.legal_points()))


def shape(layout: Layout) -> frozenset[tuple[object, ...]]:
    """The placements with twin sockets not told apart: equal for positions that differ only
    in the names of a spinner's twin sockets."""
    return frozenset((p.tile, p.on, p.socket and min(p.socket, TWIN.get(p.socket, p.socket)))
                     for p in layout.placements)


@SETTINGS
@given(layouts(), st.randoms(use_true_random=False))
def test_r11_twin_moves_give_the_same_counted_ends_credit_and_legal_points(layout, rng):
    for choice in choices(legal_moves(layout)):
        if len(choice) == 1:
            continue
        a, b = choice
        assert b == twin(a) and a.on is not None and a.on.is_double
        one, other = after(layout, a), after(layout, b)
        assert facts(one) == facts(other)
        # the whole future is the same: the mirrored continuation is legal, credit by credit
        for _ in range(rng.randrange(0, 10)):
            moves = legal_moves(one)
            if not moves:
                break
            move = rng.choice(moves)
            one.place(*move)
            other.place(*mirrored(move, a.on))
            assert facts(one) == facts(other)


@SETTINGS
@given(layouts())
def test_r13_moves_of_different_choices_lead_to_different_positions(layout):
    found = choices(legal_moves(layout))
    assert sorted(m for c in found for m in c) == sorted(legal_moves(layout))
    shapes = [shape(after(layout, c[0])) for c in found]
    assert len(set(shapes)) == len(shapes)


def test_r11_the_teacher_trials_line_a_and_line_b_are_one_choice():
    """Friction 2: [1|3] on the opening [1|1], line A or line B, is one choice; once a line is
    taken the other is not a twin any more (R11: the branches wait for both lines)."""
    layout = Layout.from_moves(["[1|1]"])
    found = choices(layout.moves_for("[1|3]"))
    assert found == [(Move.parse("[1|3] on [1|1] line-a"), Move.parse("[1|3] on [1|1] line-b"))]
    layout.place("[1|3]", "[1|1]", "line-b")
    assert choices(layout.moves_for("[1|5]")) == [(Move.parse("[1|5] on [1|1] line-a"),)]
    layout.place("[1|5]", "[1|1]", "line-a")
    assert choices(layout.moves_for("[1|2]")) == [(Move.parse("[1|2] on [1|1] branch-a"),
                                                   Move.parse("[1|2] on [1|1] branch-b"))]


def test_a_double_on_a_line_has_no_twin_line():
    """R11: a double played onto a tile attaches by its line A, so only its line B is free."""
    layout = Layout.from_moves(["[3|5]", "[5|5] on [3|5] high"])
    assert choices(layout.moves_for("[2|5]")) == [(Move.parse("[2|5] on [5|5] line-b"),)]
    assert twin(Move.parse("[2|5] on [3|5] low")) is None and twin(Move.parse("[2|5]")) is None


def test_random_layouts_reach_both_kinds_of_twins():
    """The property tests above are not vacuous: random play meets both kinds of pairs."""
    rng = random.Random(1)
    kinds = set()
    for _ in range(200):
        layout = Layout()
        for _ in range(rng.randrange(0, 12)):
            moves = legal_moves(layout)
            if not moves:
                break
            kinds |= {c[0].socket in LINES for c in choices(moves) if len(c) == 2}
            layout.place(*rng.choice(moves))
    assert kinds == {True, False}
