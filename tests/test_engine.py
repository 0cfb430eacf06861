"""The fast engine agrees with a plain reading of the rules (R9-R15) and with the random module (D4)."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fiveup_viz import DOUBLE_SIX, Game, Layout, Move
from fiveup_viz.bots import RandomBot
from fiveup_viz.game import _shuffled
from fiveup_viz.layout import BRANCHES, ENDS, HIGH, LINES

SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def plain_points(layout):
    """R11-R14 read from the links alone: (tile, socket, value) of every legal point, and the total."""
    points, total = [], 0
    for tile in layout:
        links = layout.links(tile)
        if tile.is_double:
            lines = [s for s in LINES if s not in links]
            if lines:  # a terminal spinner counts both halves (R14) and offers its free lines
                total += 2 * tile.low
                points += [(tile, s, tile.low) for s in lines]
            else:  # both line sides taken: the branches open (R11)
                points += [(tile, s, tile.low) for s in BRANCHES if s not in links]
        else:
            for s in ENDS:
                if s not in links:
                    value = tile.high if s is HIGH else tile.low
                    total += value
                    points.append((tile, s, value))
    points.sort(key=lambda p: (p[0].low, p[0].high, p[1].rank))
    return points, total


@st.composite
def layouts(draw):
    layout = Layout()
    for _ in range(draw(st.integers(0, 28))):
        moves = [m for t in DOUBLE_SIX for m in layout.moves_for(t)]
        if not moves:
            break
        layout.push(draw(st.sampled_from(moves)))
        if draw(st.integers(0, 5)) == 0:  # undo now and then: the indexes must follow (R9)
            layout.undo()
    return layout


@SETTINGS
@given(layouts())
def test_r9_r13_indexed_points_and_moves_equal_the_plain_reading(layout):
    points, total = plain_points(layout)
    assert [tuple(p) for p in layout.legal_points()] == points
    assert layout.total() == total
    for tile in DOUBLE_SIX:
        if tile in layout or not layout:
            continue
        expected = sorted((Move(tile, on, s) for on, s, v in points if v in (tile.low, tile.high)),
                          key=Move.sort_key)
        assert layout.moves_for(tile) == expected
        assert layout.can_place(tile) == bool(expected)


@SETTINGS
@given(st.integers(0, 10**6), st.integers(2, 4))
def test_legal_moves_are_the_moves_of_the_held_tiles_in_canonical_order(seed, players):
    game = Game(players, seed=seed)
    rng = random.Random(seed)
    while not game.hand.over:
        moves = game.legal_moves()
        hand = game.hand
        tiles = [hand.pending] if hand.pending else hand.held[hand.turn]
        expected = sorted((m for t in tiles for m in hand.layout.moves_for(t)), key=Move.sort_key)
        assert moves == expected
        game.step(lambda g, ms: ms[rng.randrange(len(ms))])


def test_d4_the_deal_shuffle_draws_exactly_as_random_shuffle():
    for seed in range(500):
        ours, theirs = random.Random(seed), random.Random(seed)
        tiles = list(DOUBLE_SIX)
        theirs.shuffle(tiles)
        assert _shuffled(ours) == tiles
        assert ours.random() == theirs.random()  # the generator is left in the same state


def test_d4_the_random_bot_draws_exactly_as_randrange():
    moves = list(range(1, 12))
    for n in range(1, 12):
        bot, rng = RandomBot(n), random.Random(n)
        for _ in range(50):
            assert bot.choose(None, moves[:n]) == moves[:n][rng.randrange(n)]
