"""Bots choose only legal moves, play whole games, and rank as designed."""

import pytest

from fiveup_viz import ExpertBot, Game, GreedyBot, RandomBot, make_bot, simulate


@pytest.mark.parametrize("bot", [RandomBot(1), GreedyBot(1), ExpertBot(1)])
def test_bots_choose_one_of_the_offered_moves(bot):
    game = Game(3, seed=8)
    for _ in range(30):
        if game.hand.over:
            break
        moves = game.legal_moves()
        if moves:
            assert bot.choose(game, moves) in moves
        game.step(bot.choose)


def test_r2_greedy_takes_the_largest_credit_that_does_not_bust():
    from .helpers import position

    game = position(2, [["[6|6]", "[2|6]"], ["[0|0]"]], moves=["[3|6]"], boneyard=["[2|2]"])
    assert str(GreedyBot(0).choose(game, game.legal_moves())) == "[6|6] on [3|6] high"  # 15 > 5
    game.scores = [295, 0]  # 15 would pass 305 and be discarded: take the 5
    assert str(GreedyBot(0).choose(game, game.legal_moves())) == "[2|6] on [3|6] high"


def test_expert_takes_an_exact_305():
    from .helpers import position

    game = position(2, [["[6|6]", "[1|3]", "[0|4]"], ["[0|0]"]], moves=["[3|6]"],
                    boneyard=["[2|2]"], scores=[290, 0])
    assert str(ExpertBot(0).choose(game, game.legal_moves())) == "[6|6] on [3|6] high"


def head_to_head(a, b, games):
    wins = 0
    for seed in range(games):
        order = [a, b] if seed % 2 == 0 else [b, a]
        game = simulate(2, seed=seed, strategies=order)
        wins += game.winner is not None and order[game.winner] == a
    return wins / games


@pytest.mark.slow
def test_expert_beats_greedy_and_greedy_beats_random():
    assert head_to_head("greedy", "random", 60) > 0.7
    assert head_to_head("expert", "greedy", 60) > 0.55


def test_unknown_strategy_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown strategy"):
        make_bot("clever")
    with pytest.raises(ValueError, match="strategies for"):
        simulate(3, strategies=["random", "greedy"])
