"""The engine's own actions: Layout.credit_of, Placement.move, Game.apply, Game.redeal, Game ==."""

import random

import pytest

from fiveup_viz import (
    DOUBLE_SIX,
    Action,
    Game,
    GameOverError,
    IllegalActionError,
    IllegalDrawError,
    IllegalMoveError,
    IllegalPassError,
    InvalidTileError,
    Layout,
    Move,
    replay,
    scorelog,
    simulate,
    to_record,
)


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
    ("[2|4] on [3|4] low", "R9"), ("[1|2] on [1|2] high", "R4"), ("[2|6] on [1|2] line-a", "R12")])
def test_r4_r9_r12_credit_of_an_illegal_move_raises_and_changes_nothing(text, rule):
    """A non-double's sockets are its two ends (R12; en-rules-review I11: not R11, which
    names a spinner's four)."""
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


def replayed_by_apply(game, check=True):
    """A new game built from `game`'s deals and actions through redeal and apply alone."""
    again = Game(list(game.players), seed=game.seed, max_hands=game.max_hands, start=False)
    for past in game.hands:
        again.redeal(past)
        for action in past.actions:
            assert again.apply(action, check=check) == action
    return again


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r5_r17_r19_apply_and_redeal_rebuild_whole_games(players):
    """Every recorded play, draw and pass made again by Game.apply gives the same game (R9-R27)."""
    for seed in range(15):
        game = simulate(players, seed=seed, strategies="greedy", hands=4)
        for check in (True, False):  # check=False trusts the actions: the same game
            again = replayed_by_apply(game, check)
            assert to_record(again) == to_record(game) and scorelog(again) == scorelog(game)


def test_r5_apply_refuses_another_seats_action_and_changes_nothing():
    game = Game(2, seed=1)
    other = 1 - game.turn
    tile = game.hand.held[other][0]
    before = to_record(game)
    with pytest.raises(IllegalActionError, match="R5"):
        game.apply(Action(other, "play", tile))
    with pytest.raises(IllegalActionError, match="R5"):
        game.apply(Action(7, "pass"))
    assert to_record(game) == before


def test_r9_apply_checks_a_play_as_play_does():
    game = Game(2, seed=1)
    seat = game.turn
    foreign = next(t for t in DOUBLE_SIX if t not in game.hand.held[seat])
    with pytest.raises(IllegalMoveError, match="R9"):
        game.apply(Action(seat, "play", foreign))
    with pytest.raises(InvalidTileError):
        game.apply(Action(seat, "play"))
    tile = game.hand.held[seat][0]
    assert game.apply(Action(seat, "play", str(tile))) == Action(seat, "play", tile)  # text is read


def test_r17_r18_r19_apply_checks_draws_and_passes():
    game = Game(2, seed=5)
    game.play(game.legal_moves()[0])
    while game.legal_moves():  # the seat to act can place: no draw, no pass (R17)
        seat = game.turn
        with pytest.raises(IllegalDrawError, match="R17"):
            game.apply(Action(seat, "draw"))
        with pytest.raises(IllegalPassError, match="R17"):
            game.apply(Action(seat, "pass"))
        game.step()
        assert not game.hand.over  # seed 5: a draw is due before the hand ends
    seat, stock = game.turn, game.hand.stock
    assert len(stock) > 1
    with pytest.raises(IllegalDrawError, match="R18"):  # a draw takes the next tile only
        game.apply(Action(seat, "draw", stock[1]))
    assert game.apply(Action(seat, "draw")) == Action(seat, "draw", stock[0])


def test_apply_refuses_an_unknown_kind_and_anything_not_an_action():
    game = Game(2, seed=1)
    with pytest.raises(IllegalActionError):
        game.apply(Action(game.turn, "resign"))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.apply((game.turn, "pass"))  # type: ignore[arg-type]


def test_r3_r20_r21_apply_after_the_hand_ended_raises():
    game = simulate(2, seed=0, strategies="random", hands=1)
    with pytest.raises(GameOverError):
        game.apply(Action(game.turn, "pass"))


def test_r6_r8_redeal_gives_the_same_deal_and_leader():
    game = simulate(3, seed=4, strategies="random", hands=2)
    again = Game(3, seed=4, start=False)
    for past in game.hands:
        rnd = again.redeal(past)
        assert (rnd.leader, rnd.deal, rnd.boneyard, rnd.turn) == (
            past.leader, past.deal, past.boneyard, past.leader)
        for action in past.actions:
            again.apply(action)
    assert to_record(again) == to_record(game)


def test_redeal_refuses_while_a_hand_is_open():
    game = Game(2, seed=2)
    with pytest.raises(GameOverError):
        game.redeal(game.hand)
    assert len(game.hands) == 1


def test_game_eq_compares_state_not_records(monkeypatch):
    """Issue 22: two games with the same state are equal, others are not; no record is written."""
    import fiveup_viz.rules.record

    game = simulate(3, seed=8, strategies="greedy", hands=2)
    same = replay(to_record(game))
    monkeypatch.setattr(fiveup_viz.rules.record, "to_record", lambda g: pytest.fail("to_record used"))
    assert game == same and game == game.copy() and (game != same) is False
    assert game != simulate(3, seed=9, strategies="greedy", hands=2)
    longer = game.copy()
    longer.start_hand()
    assert game != longer
    titled = game.copy()
    titled.title = "another title"
    assert game != titled
    noted = game.copy()
    noted.private["_note"] = 1
    assert game != noted
    assert game != to_record  # not a Game: not equal
    assert Game(2, seed=1) == Game(2, seed=1) and Game(2, seed=1) != Game(2, seed=2)


def test_d4_an_action_more_makes_games_unequal():
    game = Game(2, seed=1)
    other = game.copy()
    other.step()
    assert game != other
    game.step()
    assert game == other


def test_load_game_lives_in_record_and_reads_every_source(tmp_path):
    from fiveup_viz.rules import examples, timeline
    from fiveup_viz.rules.record import dumps, load_game

    assert timeline.load_game is load_game
    game = examples.load("two-players")
    path = tmp_path / "game.json"
    path.write_text(dumps(to_record(game)), encoding="utf-8")
    assert load_game(game) is game
    for source in (to_record(game), dumps(to_record(game)), path, str(path), "two-players",
                   dumps(to_record(game)).encode()):
        assert load_game(source) == game
    with pytest.raises(ValueError, match="no-such-game"):
        load_game("no-such-game")
    with pytest.raises(TypeError):
        load_game(3)


def played_by_steps(players, seed):
    """simulate()'s random game, played through Game.step alone with the same bots (D4)."""
    from fiveup_viz import RandomBot

    game = Game(players, seed=seed, start=False)
    bots = [RandomBot(f"{seed}:{seat}") for seat in range(players)]
    while not game.finished:
        if game.needs_deal:
            game.start_hand()
        game.step(lambda g, ms: ms[0] if len(ms) == 1 else bots[g.turn].choose(g, ms))
    return game, bots


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r2_r27_d4_the_random_fast_path_and_the_engine_agree_on_whole_games(players):
    """fiveup_viz.rules._fast plays whole games of random bots exactly as Game.step does."""
    from fiveup_viz.rules.bots import RandomBot, play_out

    for seed in range(12):
        slow, slow_bots = played_by_steps(players, seed)
        fast_bots = [RandomBot(f"{seed}:{seat}") for seat in range(players)]
        fast = play_out(Game(players, seed=seed, start=False), fast_bots)
        assert fast == slow and scorelog(fast) == scorelog(slow)
        assert fast.rng.getstate() == slow.rng.getstate()
        assert [b.rng.getstate() for b in fast_bots] == [b.rng.getstate() for b in slow_bots]
        for a, b in zip(fast.hands, slow.hands, strict=True):
            assert (a.layout.legal_points(), a.layout.total(), a.layout.counted_ends()) == (
                b.layout.legal_points(), b.layout.total(), b.layout.counted_ends())
