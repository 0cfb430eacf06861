"""Impossible arguments to the Python API (issue 8): TypeError for a wrong type, a ValueError
subclass naming the rule for an impossible value, and nothing changed."""

from __future__ import annotations

import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fiveup_viz import (
    AnnotationError,
    FiveUpError,
    Game,
    IllegalActionError,
    IllegalMoveError,
    InvalidNameError,
    InvalidSeatError,
    InvalidSettingError,
    Layout,
    replay,
    simulate,
    to_record,
)
from fiveup_viz.record import dumps

from .helpers import snapshot


@pytest.fixture(scope="module")
def record():
    return to_record(simulate(2, seed=3, hands=3))


# -- players (R5, RECORD.md names) ----------------------------------------------------------
@pytest.mark.parametrize("make", [Game, simulate], ids=["Game", "simulate"])
@pytest.mark.parametrize("players", [5, -1, 0, 1, 100])
def test_r5_a_player_count_outside_2_to_4_is_refused(make, players):
    with pytest.raises(InvalidSettingError, match=r"2, 3 or 4 players.*\(R5\)"):
        make(players)


@pytest.mark.parametrize("make", [Game, simulate], ids=["Game", "simulate"])
@pytest.mark.parametrize("players", ["Ada", True, 2.0, None, {"Ada", "Bea"}])
def test_r5_players_of_the_wrong_type_are_refused(make, players):
    with pytest.raises(TypeError, match="players is a number"):
        make(players)


@pytest.mark.parametrize(("names", "error"), [
    (["Ada", 5], TypeError),
    (["Ada", None], TypeError),
    (["Ada", ""], InvalidNameError),
    (["Ada", "  "], InvalidNameError),
    (["Ada", "x" * 41], InvalidNameError),
    (["Ada", "Bea\x00"], InvalidNameError),
    (["Ada", "\ud800"], InvalidNameError),
    (["Ada", "\ufffe"], InvalidNameError),
    (["Ada", "x" * 1_000_000], InvalidNameError),
    (["Ada"], InvalidSettingError),
    (["A", "B", "C", "D", "E"], InvalidSettingError),
])
def test_names_follow_record_md_in_the_api_too(names, error):
    with pytest.raises(error) as info:
        Game(names)
    assert len(str(info.value)) < 200  # a 1 MB name is cut in the message


# -- settings that the record must be able to hold (round trip) ---------------------------------
@pytest.mark.parametrize("seed", ["abc", 1.5, True, math.nan, b"1", [1]])
def test_d4_a_seed_is_an_integer(seed):
    with pytest.raises(TypeError, match="seed is an integer"):
        Game(2, seed=seed)
    with pytest.raises(TypeError, match="seed is an integer"):
        simulate(2, seed=seed)


def test_d4_a_seed_has_at_most_30_digits():
    assert replay(to_record(Game(2, seed=-(10**30 - 1)))).seed == -(10**30 - 1)
    with pytest.raises(InvalidSettingError, match="more than 30 digits"):
        Game(2, seed=10**30)


@pytest.mark.parametrize(("max_hands", "error"), [
    (1.5, TypeError), (math.inf, TypeError), (True, TypeError), ("3", TypeError),
    (0, InvalidSettingError), (-1, InvalidSettingError), (10**30, InvalidSettingError),
])
def test_d3_max_hands_is_a_whole_number_of_at_least_1(max_hands, error):
    with pytest.raises(error, match="max_hands"):
        Game(2, max_hands=max_hands)


@pytest.mark.parametrize(("kwargs", "error"), [
    ({"title": 5}, AnnotationError), ({"title": "t" * 201}, InvalidNameError),
    ({"title": "a\nb"}, InvalidNameError), ({"description": ["x"]}, AnnotationError),
    ({"description": "d" * 2001}, InvalidNameError), ({"start": "yes"}, TypeError),
    # RECORD.md § Annotations: a title or description may be written per language
    ({"title": {"de": "Titel"}}, AnnotationError), ({"title": {}}, AnnotationError),
    ({"description": {"fi": "d" * 2001}}, InvalidNameError), ({"title": ""}, AnnotationError),
])
def test_titles_and_descriptions_are_text_within_limits(kwargs, error):
    with pytest.raises(error):
        Game(2, **kwargs)


def test_r7_a_leader_is_an_int_not_a_bool():
    game = Game(2, seed=1, start=False)
    with pytest.raises(TypeError, match="leader is a seat number"):
        game.start_hand(leader=True)
    with pytest.raises(IllegalActionError, match="R5"):
        game.start_hand(leader=2)
    assert game.hands == []  # nothing changed


def test_r6_a_boneyard_needs_its_deal():
    game = Game(2, seed=1, start=False)
    with pytest.raises(InvalidSettingError, match=r"boneyard is given only together with its deal.*R6"):
        game.start_hand(boneyard=[])
    assert game.hands == []


names = st.text(min_size=1, max_size=45)
optional_text = st.none() | st.text(max_size=210)


@settings(max_examples=60, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(names, min_size=2, max_size=4) | st.integers(-2, 6),
       st.none() | st.integers(-(10**31), 10**31) | st.floats() | st.booleans() | st.text(max_size=3),
       st.integers(-2, 10**31) | st.floats(), optional_text, optional_text,
       st.none() | st.integers(-1, 4) | st.booleans())
def test_every_game_the_api_accepts_is_written_and_read_back(players, seed, max_hands, title,
                                                              description, leader):
    """replay(to_record(g)) == g for every accepted game; everything else is refused clearly."""
    try:
        game = Game(players, seed=seed, max_hands=max_hands, title=title,
                    description=description, start=False)
    except (TypeError, FiveUpError):
        return
    try:
        game.start_hand(leader=leader)
    except (TypeError, FiveUpError):
        assert game.hands == []
        return
    game.step()
    text = dumps(to_record(game))
    again = replay(text)
    assert again == game and again.title == game.title and again.seed == game.seed
    assert dumps(to_record(again)) == text


# -- seats, layouts, replay positions ---------------------------------------------------------
@pytest.mark.parametrize("seat", [5, 2, -1, -2])
def test_r5_tiles_of_a_seat_that_does_not_exist(seat):
    """tiles_of and can_play: a seat outside 0 .. n-1 is refused, never wrapped."""
    game = Game(2, seed=1)
    with pytest.raises(InvalidSeatError, match=r"not a seat of this game.*\(R5\)"):
        game.tiles_of(seat)
    with pytest.raises(InvalidSeatError):
        game.can_play(seat)
    with pytest.raises(TypeError):
        game.tiles_of("0")
    assert list(game.tiles_of(1)) == game.hand.held[1]


def test_r14_is_internal_on_a_tile_not_placed():
    layout = Layout.from_moves(["[1|4]"])
    with pytest.raises(IllegalMoveError, match=r"\[2\|2\] is not on the table"):
        layout.is_internal("[2|2]")
    assert layout.is_internal("[1|4]") is False


@pytest.mark.parametrize(("moves", "part"), [
    ([None], "move 0 is a Move or its text"),
    (["[1|4]", 5], "move 1 is a Move or its text"),
    ("[1|4]", "a list of moves"),
    (None, "a list of moves"),
])
def test_from_moves_refuses_what_is_not_a_move(moves, part):
    with pytest.raises(TypeError, match=part):
        Layout.from_moves(moves)


@pytest.mark.parametrize(("stop", "error"), [
    ((-1, 0), InvalidSettingError), ((0, -1), InvalidSettingError), ((99, 0), InvalidSettingError),
    ((0,), TypeError), ("0,1", TypeError), ((0.0, 1), TypeError), ((True, 1), TypeError),
])
def test_replay_stop_must_name_a_position(record, stop, error):
    with pytest.raises(error, match="stop"):
        replay(record, stop=stop)
    assert len(replay(record, stop=(1, 0)).hands) == 2  # a good stop still works


# -- widget constructors (argument checks only) ----------------------------------------------
def test_playtable_checks_its_players_like_game():
    from fiveup_viz.widgets import PlayTable

    for players, error in ((5, InvalidSettingError), (-1, InvalidSettingError), ("Ada", TypeError),
                           (["Ada", "\x00"], InvalidNameError)):
        with pytest.raises(error):
            PlayTable(players)
    for kwargs, error in (({"seat": 2}, InvalidSeatError), ({"seat": True}, TypeError),
                          ({"seed": "abc"}, TypeError), ({"seed": None}, TypeError),
                          ({"max_hands": 0}, InvalidSettingError), ({"max_hands": math.inf}, TypeError)):
        with pytest.raises(error):
            PlayTable(2, **kwargs)


def test_handend_viewer_hand_must_exist(record):
    from fiveup_viz.widgets import HandEndViewer

    with pytest.raises(InvalidSettingError, match="hand 99 does not exist"):
        HandEndViewer(record, 99)
    with pytest.raises(TypeError, match="hand is an integer"):
        HandEndViewer(record, "0")
    viewer = HandEndViewer(record, 0)
    with pytest.raises(InvalidSettingError):
        viewer.set_hand(-4)
    assert viewer.hand == 0  # nothing changed


def test_game_viewer_start_and_source(record):
    from fiveup_viz.widgets import GameViewer

    with pytest.raises(TypeError, match="start is a pair"):
        GameViewer(record, start=(0,))
    with pytest.raises(TypeError, match="start is a pair"):
        GameViewer(record, start="0,1")
    with pytest.raises(ValueError, match="no position"):
        GameViewer(record, start=(0, 999))
    with pytest.raises(ValueError) as info:
        GameViewer("x" * 5000)
    assert len(str(info.value)) < 300 and "…" in str(info.value)


def test_layout_explorer_takes_a_layout():
    from fiveup_viz.widgets import LayoutExplorer

    for bad in ("x", 5, ["[1|4]"]):
        with pytest.raises(TypeError, match="a Layout"):
            LayoutExplorer(bad)


def test_refused_actions_change_nothing():
    game = Game(3, seed=2)
    before = snapshot(game)
    for call in (lambda: game.tiles_of(7), lambda: game.can_play(-1),
                 lambda: game.start_hand(boneyard=[]), lambda: game.play(None)):
        with pytest.raises((TypeError, ValueError)):
            call()
        assert snapshot(game) == before
