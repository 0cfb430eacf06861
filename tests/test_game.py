"""Turns, drawing, passing, scoring events and the exact target (R1-R3, R5-R8, R16-R27, D1-D6)."""

import pytest

from fiveup_viz import (
    DOUBLE_SIX,
    Game,
    GameOverError,
    IllegalActionError,
    IllegalDrawError,
    IllegalMoveError,
    IllegalPassError,
    scorelog,
    simulate,
)

from .helpers import position, snapshot


def events(game):
    return [(e.kind, e.seat, e.raw, e.accepted, e.score) for e in game.events]


# -- players, deal, leader -----------------------------------------------------------
@pytest.mark.parametrize(("n", "sides"), [(2, [[0], [1]]), (3, [[0], [1], [2]]), (4, [[0, 2], [1, 3]])])
def test_r5_sides_and_clockwise_turns(n, sides):
    game = Game(n, seed=3)
    assert scorelog(game)["sides"] == sides
    leader = game.turn
    game.play(game.legal_moves()[0])
    assert game.turn == (leader + 1) % n


@pytest.mark.parametrize("n", [2, 3, 4])
def test_r6_five_tiles_each_and_every_undealt_tile_in_the_boneyard(n):
    hand = Game(n, seed=11).hand
    assert [len(h) for h in hand.deal] == [5] * n
    assert len(hand.boneyard) == 28 - 5 * n and len(hand.stock) == len(hand.boneyard)
    assert sorted([t for h in hand.deal for t in h] + list(hand.boneyard)) == list(DOUBLE_SIX)


def test_r7_d4_first_leader_is_a_seeded_random_draw():
    leaders = {Game(4, seed=s).hand.leader for s in range(40)}
    assert leaders == {0, 1, 2, 3}
    assert Game(4, seed=5).hand.leader == Game(4, seed=5).hand.leader
    assert simulate(3, seed=9) == simulate(3, seed=9)


def test_r8_going_out_passes_the_lead_and_a_block_draws_it_anew():
    game = position(4, [["[6|6]"], ["[5|5]", "[5|6]"], ["[0|2]", "[0|1]"], ["[4|4]"]],
                    moves=["[3|6]"], turn=0, leader=1)
    game.play("[6|6]", "[3|6]", "high")
    with pytest.raises(IllegalActionError, match="R8"):
        game.start_hand(leader=2)
    assert game.start_hand().leader == 0
    leaders = set()
    for seed in range(20):
        blocked = position(2, [["[1|1]"], ["[1|2]"]], moves=["[3|6]"], boneyard=["[0|0]"])
        blocked.draw()
        assert blocked.hand.end.kind == "blocked" and blocked.hand.end.winner == 0
        blocked.rng.seed(seed)
        leaders.add(blocked.start_hand().leader)
    assert leaders == {0, 1}  # drawn anew: the blocked hand's winner gains no lead (R27)


# -- placements as events ---------------------------------------------------------------
def test_r16_r1_a_placement_credit_is_its_own_event_in_raw_points():
    game = position(2, [["[6|6]", "[0|0]"], ["[1|2]", "[4|5]"]], moves=["[3|6]"], boneyard=["[2|2]"])
    game.play("[6|6]", "[3|6]", "high")
    assert events(game) == [("placement", 0, 15, True, 15)]
    assert game.turn == 1


def test_r2_an_event_past_305_is_discarded_whole_and_play_goes_on():
    game = position(2, [["[6|6]", "[0|0]"], ["[1|2]", "[4|5]"]], moves=["[3|6]"], boneyard=["[2|2]"],
                    scores=[295, 0])
    game.play("[6|6]", "[3|6]", "high")
    assert events(game) == [("placement", 0, 15, False, 295)]
    assert "305" in game.events[0].reason and game.scores == [295, 0]
    assert not game.hand.over and game.turn == 1


def test_r3_exact_305_by_a_placement_wins_at_once():
    game = position(2, [["[6|6]", "[0|0]"], ["[1|2]", "[3|5]"]], moves=["[3|6]"], boneyard=["[2|2]"],
                    scores=[290, 0])
    game.play("[6|6]", "[3|6]", "high")
    assert game.winner == 0 and game.finished and game.hand.end.kind == "target"
    with pytest.raises(GameOverError, match="R3"):
        game.play("[3|5]", "[3|6]", "low")
    with pytest.raises(GameOverError, match="R3"):
        game.start_hand()


def test_d6_a_placement_reaching_305_ends_the_game_before_the_block_is_scored():
    held = [["[6|6]", "[0|0]"], ["[1|2]"]]
    won = position(2, held, moves=["[3|6]"], scores=[290, 0])
    won.play("[6|6]", "[3|6]", "high")
    assert won.hand.end.kind == "target" and events(won) == [("placement", 0, 15, True, 305)]
    plain = position(2, held, moves=["[3|6]"])
    plain.play("[6|6]", "[3|6]", "high")
    assert plain.hand.end.kind == "blocked"
    assert events(plain) == [("placement", 0, 15, True, 15), ("blocked", 0, 5, True, 20)]


# -- drawing and passing --------------------------------------------------------------------
def test_r17_a_player_who_can_place_may_not_draw_or_pass():
    game = position(2, [["[3|4]", "[0|0]"], ["[1|2]"]], moves=["[3|6]"], boneyard=["[2|2]"])
    before = snapshot(game)
    with pytest.raises(IllegalDrawError, match="R17"):
        game.draw()
    with pytest.raises(IllegalPassError, match="R17"):
        game.pass_()
    assert snapshot(game) == before


def test_r18_draw_one_at_a_time_until_playable_then_place_that_tile_at_once():
    game = position(2, [["[1|1]", "[0|2]"], ["[4|4]"]], moves=["[3|6]"],
                    boneyard=["[1|2]", "[4|5]", "[5|6]", "[0|0]"])
    with pytest.raises(IllegalPassError, match="R18"):
        game.pass_()
    assert [game.draw(), game.draw()] == [game.hand.boneyard[0], game.hand.boneyard[1]]
    assert game.turn == 0 and game.hand.pending is None
    assert str(game.draw()) == "[5|6]" and str(game.hand.pending) == "[5|6]"
    before = snapshot(game)
    with pytest.raises(IllegalDrawError, match="R18"):
        game.draw()
    with pytest.raises(IllegalMoveError, match="R18"):
        game.play("[0|2]", "[3|6]", "low")
    assert snapshot(game) == before
    assert [str(m) for m in game.legal_moves()] == ["[5|6] on [3|6] high"]
    game.play("[5|6]", "[3|6]", "high")
    assert game.turn == 1 and [a.kind for a in game.hand.actions] == ["draw"] * 3 + ["play"]


def test_r19_pass_only_with_an_empty_boneyard_and_no_placement():
    game = position(3, [["[1|1]"], ["[3|4]", "[2|2]"], ["[0|0]", "[0|5]"]], moves=["[3|6]"])
    with pytest.raises(IllegalDrawError, match="R19"):
        game.draw()
    game.pass_()
    assert game.turn == 1 and game.hand.actions[-1].kind == "pass"


def test_r20_d5_the_hand_blocks_as_soon_as_nobody_can_place_and_no_pass_is_written():
    game = position(3, [["[1|1]"], ["[3|4]", "[2|2]"], ["[0|0]"]], moves=["[3|6]"], turn=1)
    game.play("[3|4]", "[3|6]", "low")
    assert game.hand.end.kind == "blocked"
    assert [a.kind for a in game.hand.actions] == ["play"]
    assert events(game) == [("placement", 1, 10, True, 10), ("blocked", 2, 5, True, 5)]
    assert game.hand.end.winner == 2
    with pytest.raises(GameOverError, match="R20"):
        game.pass_()


def test_d5_drawing_the_last_tile_blocks_when_nobody_can_place():
    game = position(2, [["[1|1]"], ["[1|2]"]], moves=["[3|6]"], boneyard=["[0|0]"])
    game.draw()
    assert game.hand.end.kind == "blocked" and [a.kind for a in game.hand.actions] == ["draw"]
    assert game.events == []  # D2: 3 - 2 = 1 rounds to 0, no event
    assert game.hand.end.winner == 0


def test_d5_drawing_the_last_tile_then_passing_while_another_can_place():
    game = position(2, [["[1|1]"], ["[3|4]", "[2|2]"]], moves=["[3|6]"], boneyard=["[0|0]"])
    game.draw()
    assert not game.hand.over and game.can_pass()
    game.pass_()
    assert game.turn == 1 and game.can_play()


# -- going out -------------------------------------------------------------------------
GOING_OUT = [["[6|6]"], ["[5|5]", "[5|6]"], ["[0|2]", "[0|1]"], ["[4|4]"]]


def test_r21_r22_r23_going_out_is_one_event_with_partner_deduction():
    game = position(4, GOING_OUT, moves=["[3|6]"], scores=[100, 0])
    game.play("[6|6]", "[3|6]", "high")
    event = game.events[-1]
    assert game.hand.end.kind == "domino" and game.hand.end.seat == 0
    assert (event.detail.placement, event.detail.opponents_pips, event.detail.opponents) == (15, 29, 30)
    assert (event.detail.partner_pips, event.detail.partner) == (3, 5)
    assert events(game) == [("domino", 0, 40, True, 140)]
    assert scorelog(game)["events"][0] == {
        "hand": 0, "action": 0, "kind": "domino", "side": 0, "seat": 0, "raw": 40,
        "placement": 15, "opponents": 30, "partner": 5, "accepted": True, "score": 140}


def test_r23_r2_a_going_out_event_past_305_is_discarded_whole():
    game = position(4, GOING_OUT, moves=["[3|6]"], scores=[270, 0])
    game.play("[6|6]", "[3|6]", "high")
    assert events(game) == [("domino", 0, 40, False, 270)]
    assert game.scores == [270, 0] and not game.finished
    assert game.start_hand().leader == 0


def test_r3_r23_a_going_out_event_reaching_305_wins():
    game = position(4, GOING_OUT, moves=["[3|6]"], scores=[265, 0])
    game.play("[6|6]", "[3|6]", "high")
    assert game.winner == 0 and scorelog(game)["hands"] == [{"leader": 0, "end": "domino", "seat": 0}]


def test_d1_the_partner_deduction_may_take_a_score_below_zero():
    game = position(4, [["[0|3]"], ["[0|0]"], ["[6|6]", "[5|6]"], ["[1|1]"]], moves=["[3|6]"],
                    scores=[10, 0])
    game.play("[0|3]", "[3|6]", "low")
    assert events(game) == [("domino", 0, -25, True, -15)]


def test_d2_a_going_out_event_is_recorded_at_net_zero():
    game = position(4, [["[0|3]"], ["[0|0]"], ["[0|2]"], ["[0|1]"]], moves=["[3|6]"])
    game.play("[0|3]", "[3|6]", "low")
    assert events(game) == [("domino", 0, 0, True, 0)]


# -- blocked hands --------------------------------------------------------------------------
BLOCK = [["[2|3]"], ["[3|4]", "[0|5]"], ["[5|5]", "[2|5]"]]


def test_r25_r26_r27_blocked_hand_tied_groups_clockwise_from_leader_and_a_tie():
    game = position(3, BLOCK, moves=["[3|6]"], turn=1, leader=1)
    game.play("[3|4]", "[3|6]", "low")
    end = game.hand.end
    assert [(g.seat, g.pips, g.credit) for g in end.groups] == [(1, 5, 10), (0, 5, 10), (2, 17, 0)]
    assert events(game) == [("placement", 1, 10, True, 10), ("blocked", 1, 10, True, 20),
                            ("blocked", 0, 10, True, 10)]
    assert end.winner is None and scorelog(game)["hands"][0] == {"leader": 1, "end": "blocked",
                                                                 "winner": None}


def test_r26_only_the_busting_event_is_discarded_another_players_event_applies():
    game = position(3, BLOCK, moves=["[3|6]"], turn=1, leader=1, scores=[0, 300, 0])
    game.play("[3|4]", "[3|6]", "low")
    assert events(game) == [("placement", 1, 10, False, 300), ("blocked", 1, 10, False, 300),
                            ("blocked", 0, 10, True, 10)]


def test_r26_r3_the_first_exact_305_in_a_blocked_hand_stops_later_events():
    game = position(3, BLOCK, moves=["[3|6]"], turn=1, leader=1, scores=[295, 285, 0])
    game.play("[3|4]", "[3|6]", "low")
    assert events(game) == [("placement", 1, 10, True, 295), ("blocked", 1, 10, True, 305)]
    assert game.winner == 1 and game.scores == [295, 305, 0]


def test_r27_a_tie_between_partners_names_their_partnership():
    game = position(4, [["[3|4]", "[0|3]"], ["[5|5]"], ["[1|2]"], ["[2|5]"]], moves=["[3|6]"])
    game.play("[3|4]", "[3|6]", "low")
    assert game.hand.end.kind == "blocked" and game.hand.end.winner == 0
    assert events(game) == [("placement", 0, 10, True, 10), ("blocked", 0, 10, True, 20),
                            ("blocked", 2, 10, True, 30)]


# -- whole games ------------------------------------------------------------------------------
def test_d3_a_game_stops_with_no_winner_after_max_hands():
    game = simulate(2, seed=4, strategies="random", max_hands=1)
    log = scorelog(game)
    assert len(game.hands) == 1 and log["finished"] is True and log["winner"] is None
    with pytest.raises(GameOverError, match="D3"):
        game.start_hand()


@pytest.mark.parametrize("n", [2, 3, 4])
def test_r1_r3_simulated_games_end_exactly_on_305_in_multiples_of_five(n):
    for seed in range(15):
        game = simulate(n, seed=seed, strategies="greedy")
        assert game.finished
        assert all(e.raw % 5 == 0 for e in game.events)
        if game.winner is not None:
            assert game.scores[game.winner] == 305 and game.events[-1].score == 305
        assert max(game.scores) <= 305


def test_d4_the_same_seed_and_decisions_give_the_same_game():
    a, b = simulate(4, seed=21, strategies="random"), simulate(4, seed=21, strategies="random")
    assert a == b and scorelog(a) == scorelog(b)
    assert simulate(4, seed=22, strategies="random") != a


def test_illegal_actions_name_the_rule_and_leave_the_game_unchanged():
    game = Game(3, seed=2)
    game.play(game.legal_moves()[0])
    before = snapshot(game)
    held = game.hand.held[game.turn]
    stranger = next(t for t in DOUBLE_SIX if t not in held and t not in game.layout)
    for attempt in (lambda: game.play(stranger, game.layout.tiles[0], "low"),
                    lambda: game.play(held[0]),
                    lambda: game.play(held[0], game.layout.tiles[0], "branch-a")):
        with pytest.raises(IllegalActionError):
            attempt()
    assert snapshot(game) == before
