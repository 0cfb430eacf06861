"""The fast engine agrees with a plain reading of the rules (R9-R15) and with the random module (D4)."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fiveup_viz import DOUBLE_SIX, Game, Layout, Move
from fiveup_viz.rules._draws import shuffled as _shuffled
from fiveup_viz.rules.bots import RandomBot
from fiveup_viz.rules.layout import BRANCHES, ENDS, HIGH, LINES

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


class _GeneralRandomBot(RandomBot):
    """The same choices as RandomBot, played through the general loop of play_out."""


def _state(game):
    """Everything a game holds, including each hand's layout internals."""
    from fiveup_viz.rules.record import scorelog, to_record

    hands = []
    for hand in game.hands:
        layout = hand.layout
        hands.append((hand.index, hand.leader, hand.deal, hand.boneyard, hand.held, hand.actions,
                      hand.turn, hand.drawn, hand.pending, hand.end, layout.placements,
                      layout._open, layout._total, layout._occupied, layout.legal_points(),
                      layout.counted_ends(), {t: layout.links(t) for t in layout}))
    return (to_record(game), scorelog(game), hands, game.scores, game.events, game.winner,
            game.rng.getstate())


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9), st.integers(2, 4), st.none() | st.integers(0, 3))
def test_d4_random_bots_fast_path_leaves_the_same_game_as_the_general_loop(seed, players, hands):
    """play_out with plain RandomBots (one loop over ints) and with a subclass (the general loop):
    the same actions, layouts, events, scores and generator states (R9-R27, D4)."""
    from fiveup_viz import play_out

    games, bots = [], []
    for cls in (RandomBot, _GeneralRandomBot):
        game = Game(players, seed=seed, start=False, max_hands=6)
        seats = [cls(f"{seed}:{seat}") for seat in range(players)]
        games.append(play_out(game, seats, hands=hands))
        bots.append([b.rng.getstate() for b in seats])
    assert _state(games[0]) == _state(games[1])
    assert bots[0] == bots[1]


def test_r9_a_fast_path_layout_goes_on_like_any_other():
    """The layout a fast-path hand leaves can be copied, extended and undone (R9-R14)."""
    from fiveup_viz import simulate

    for seed in range(30):
        layout = simulate(3, seed, ["random"] * 3).hands[0].layout
        again = Layout.from_moves([p.move for p in layout.placements])
        assert layout == again and layout._occupied == again._occupied
        assert layout.legal_points() == again.legal_points() and layout.total() == again.total()
        copy = layout.copy()
        for tile in DOUBLE_SIX:
            if tile not in layout:
                assert copy.moves_for(tile) == again.moves_for(tile)
                for move in copy.moves_for(tile)[:1]:
                    copy.push(move)
                    again.push(move)
                    assert copy.legal_points() == again.legal_points()
                    assert copy.undo() == again.undo() == move
        assert layout.undo() == again.undo()
        assert layout._occupied == again._occupied and layout.total() == again.total()


def test_r3_d3_start_hand_refuses_the_same_way_with_or_without_arguments():
    """The fast default deal gives the same errors as a deal with arguments (R3, D3)."""
    import pytest

    from fiveup_viz import simulate
    from fiveup_viz.words.errors import GameOverError

    for game in (Game(2, seed=1), simulate(2, 3, ["random"] * 2), simulate(2, 4, max_hands=1)):
        hand = game.hands[-1]
        deal = [list(h) for h in hand.deal]
        with pytest.raises(GameOverError) as plain:
            game.start_hand()
        with pytest.raises(GameOverError) as given:
            game.start_hand(deal=deal, boneyard=list(hand.boneyard))
        assert str(plain.value) == str(given.value) and plain.value.rule == given.value.rule
