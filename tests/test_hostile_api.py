"""Impossible arguments to the Python API (issue 8): TypeError for a wrong type, a ValueError
subclass naming the rule for an impossible value, and nothing changed."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

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
    WrongTypeError,
    describe,
    make_bot,
    play_out,
    replay,
    scorelog,
    simulate,
    to_record,
)
from fiveup_viz.pages.exercises import practice, quiz
from fiveup_viz.pages.worksheet import write_worksheet
from fiveup_viz.rules.checks import BUDGET_MAX
from fiveup_viz.rules.coach import CoachBot, best_move, hint
from fiveup_viz.rules.record import dumps
from fiveup_viz.words.errors import InvalidExerciseError, InvalidStrategyError

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


# -- issue 28 point 4: one error family (security probe F8) ---------------------------------
class Env(NamedTuple):
    """A played game, a viewer of it and a table, shared by the F8 cases."""

    game: Game
    viewer: Any
    table: Any


@pytest.fixture(scope="module")
def env() -> Env:
    from fiveup_viz.widgets import GameViewer, PlayTable

    game = simulate(2, seed=3, hands=2)
    return Env(game, GameViewer(to_record(game)), PlayTable(2, seed=1))


def _state(e: Env) -> tuple:
    """What a refused call could have changed: the game, the viewer's position, review and
    progress bar, the table's game, hints and coach budget."""
    v, t = e.viewer, e.table
    return (snapshot(e.game), v.stop, dict(v.reviewed), v.shown()["review"],
            v.review_progress.layout.display, snapshot(t.game), t.hint_budget_ms, list(t.hints),
            t.hint_html.value, t.seed)


def _set(owner: object, name: str, value: object) -> None:
    setattr(owner, name, value)


def _worksheet(**kwargs: Any) -> Callable[[Env], object]:
    from fiveup_viz.pages.worksheet import worksheet

    return lambda e: worksheet(**{"count": 1, **kwargs})


def _review(**kwargs: Any) -> Callable[[Env], object]:
    from fiveup_viz.pages.review import review

    return lambda e: review(e.game, **kwargs)


def _table(**kwargs: Any) -> Callable[[Env], object]:
    from fiveup_viz.widgets import PlayTable

    return lambda e: PlayTable(2, **kwargs)


#: (id, the exact class raised, the call): every wrong argument of the probe's F8 list and
#: its neighbours. `budget_ms` is 1 to BUDGET_MAX ms; a seed is an integer, not a bool, of
#: at most 30 digits (so the same call gives the same bytes).
F8: list[tuple[str, type[FiveUpError], Callable[[Env], object]]] = [
    *((f"review budget_ms={b!r}", error, _review(budget_ms=b)) for b, error in (
        (math.nan, InvalidSettingError), (math.inf, InvalidSettingError),
        (-math.inf, InvalidSettingError), ("200", WrongTypeError), (None, WrongTypeError),
        (True, WrongTypeError), (0, InvalidSettingError), (-5, InvalidSettingError),
        (BUDGET_MAX + 1, InvalidSettingError), (10**40, InvalidSettingError))),
    *((f"review seed={s!r}", error, _review(seed=s)) for s, error in (
        ("x", WrongTypeError), (None, WrongTypeError), (1.5, WrongTypeError),
        (True, WrongTypeError), (10**40, InvalidSettingError))),
    ("review('partners')", WrongTypeError, lambda e: _review()(Env("partners", None, None))),
    ("hint budget_ms=nan", InvalidSettingError,
     lambda e: hint(e.table.game, budget_ms=math.nan)),
    ("hint on a finished game, budget_ms='1'", WrongTypeError,
     lambda e: hint(e.game, budget_ms="1")),  # the arguments are checked before the state
    ("CoachBot budget_ms=inf", InvalidSettingError, lambda e: CoachBot(budget_ms=math.inf)),
    ("GameViewer.review budget_ms=inf", InvalidSettingError,
     lambda e: e.viewer.review(budget_ms=math.inf)),
    ("GameViewer.review seed='x'", WrongTypeError, lambda e: e.viewer.review(seed="x")),
    ("PlayTable bots=[1, 2]", WrongTypeError, _table(bots=[1, 2])),
    ("PlayTable bots=5", WrongTypeError, _table(bots=5)),
    ("PlayTable hint_budget_ms=nan", InvalidSettingError, _table(hint_budget_ms=math.nan)),
    ("table.hint_budget_ms = nan", InvalidSettingError,
     lambda e: _set(e.table, "hint_budget_ms", math.nan)),
    ("table.hint_budget_ms = '15'", WrongTypeError,
     lambda e: _set(e.table, "hint_budget_ms", "15")),
    *((f"viewer.save({p!r})", WrongTypeError, lambda e, p=p: e.viewer.save(p))
      for p in (None, 5, b"game.json")),
    *((f"table.save({p!r})", WrongTypeError, lambda e, p=p: e.table.save(p))
      for p in (None, 5, b"game.json")),
    *((f"write_worksheet({p!r})", WrongTypeError, lambda e, p=p: write_worksheet(p))
      for p in (None, 5, b"sheet.html")),
    ("viewer.to_html(None)", WrongTypeError, lambda e: e.viewer.to_html(None)),
    *((f"worksheet paper={p!r}", WrongTypeError, _worksheet(paper=p)) for p in (["a4"], {}, 4)),
    ("worksheet kinds=5", WrongTypeError, _worksheet(kinds=5)),
    ("worksheet kinds=[5]", WrongTypeError, _worksheet(kinds=[5])),
    *((f"worksheet seed={s!r}", WrongTypeError, _worksheet(seed=s))
      for s in (None, 1.5, True, [1], "5")),
    ("worksheet seed=object()", WrongTypeError, _worksheet(seed=object())),
    ("worksheet seed=10**40", InvalidSettingError, _worksheet(seed=10**40)),
    *((f"worksheet {k}={v!r}", WrongTypeError, _worksheet(**{k: v})) for k, v in (
        ("count", "3"), ("count", 2.0), ("count", True), ("level", "1"), ("kind", 5),
        ("lang", 5), ("lang", None))),
]


@pytest.mark.parametrize(("error", "call"), [c[1:] for c in F8], ids=[c[0] for c in F8])
def test_f8_a_wrong_argument_raises_the_packages_own_error_and_changes_nothing(
        env: Env, error: type[FiveUpError], call: Callable[[Env], object], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Security probe F8 (issue 28 point 4): exactly the package's WrongTypeError or the
    ValueError subclass, said in en, it and fi with every placeholder filled; the game, the
    viewer and the table are as they were, and no file is written."""
    monkeypatch.chdir(tmp_path)
    before = _state(env)
    with pytest.raises(FiveUpError) as caught:
        call(env)
    raised = caught.value
    assert type(raised) is error, (type(raised), raised)
    said = {lang: raised.say(lang) for lang in ("en", "it", "fi")}
    assert said["en"] == str(raised) and len(set(said.values())) == 3, said
    assert not any(PLACEHOLDER.search(text) for text in said.values()), said
    assert _state(env) == before
    assert list(tmp_path.iterdir()) == []


PLACEHOLDER = re.compile(r"\{\s*\$?[A-Za-z_][\w-]*\s*\}")  #: a message variable left unfilled


def test_f8_a_budget_is_bounded_and_the_limit_is_said(env: Env) -> None:
    """Issue 28: `budget_ms` and `--budget` stop at BUDGET_MAX ms, and the error and the
    command line's help state it in each language."""
    from fiveup_viz.cli.main import parser

    with pytest.raises(InvalidSettingError) as caught:
        hint(env.table.game, budget_ms=BUDGET_MAX + 0.5)
    assert all(str(BUDGET_MAX) in caught.value.say(lang) for lang in ("en", "it", "fi"))
    assert hint(env.table.game, budget_ms=1)  # the least budget works
    for lang in ("en", "it", "fi"):
        review_help = parser(lang).format_help() + _subparser(parser(lang), "review").format_help()
        assert str(BUDGET_MAX) in review_help, lang


def _subparser(main: Any, name: str) -> Any:
    import argparse

    action = next(a for a in main._actions if isinstance(a, argparse._SubParsersAction))
    return action.choices[name]


@pytest.mark.parametrize("budget", [str(BUDGET_MAX + 1), "1" + "0" * 29, "0"])
def test_f8_the_command_line_refuses_a_budget_beyond_the_bound(tmp_path: Path, budget: str,
                                                               capsys: pytest.CaptureFixture[str]
                                                               ) -> None:
    """Security probe Notes: a 29-digit --budget ran for ever; now one line and exit 2."""
    from fiveup_viz.cli.main import main
    from fiveup_viz.rules.record import dumps

    path = tmp_path / "game.json"
    path.write_text(dumps(to_record(simulate(2, seed=3, hands=1))), encoding="utf-8")
    assert main(["review", str(path), "--budget", budget, "--lang", "it"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"da 1 a {BUDGET_MAX}" in err


#: Other public calls with the same gaps (issue 28: "hunt for other public functions"): each
#: raised a foreign error (AttributeError, TypeError, IndexError, OverflowError) or accepted
#: the argument before.
OTHERS: list[tuple[str, type[FiveUpError], Callable[[Env], object]]] = [
    ("to_record('x')", WrongTypeError, lambda e: to_record("x")),
    ("scorelog('x')", WrongTypeError, lambda e: scorelog("x")),
    ("describe('x')", WrongTypeError, lambda e: describe("x")),
    ("describe(layout, lang=5)", WrongTypeError, lambda e: describe(Layout(), 5)),
    ("svg.layout('x')", WrongTypeError, lambda e: _module("drawing.svg").layout("x")),
    ("svg.layout(size='x')", WrongTypeError, lambda e: _module("drawing.svg").layout(Layout(), size="x")),
    ("svg.layout(size=nan)", InvalidSettingError,
     lambda e: _module("drawing.svg").layout(Layout(), size=math.nan)),
    ("svg.hand_end('x', 0)", WrongTypeError, lambda e: _module("drawing.svg").hand_end("x", 0)),
    ("svg.hand_end(game, '0')", WrongTypeError, lambda e: _module("drawing.svg").hand_end(e.game, "0")),
    ("svg.hand_end(game, 99)", InvalidSettingError, lambda e: _module("drawing.svg").hand_end(e.game, 99)),
    ("svg.score_sheet('x')", WrongTypeError, lambda e: _module("drawing.svg").score_sheet("x")),
    ("svg.score_race('x')", WrongTypeError, lambda e: _module("drawing.svg").score_race("x")),
    ("svg.tiles(5)", WrongTypeError, lambda e: _module("drawing.svg").tiles(5)),
    ("game_page(game, hand='0')", WrongTypeError,
     lambda e: _module("pages.page").game_page(e.game, hand="0")),
    ("game_page('x')", WrongTypeError, lambda e: _module("pages.page").game_page("x")),
    ("write_page(game, None)", WrongTypeError, lambda e: _module("pages.page").write_page(e.game, None)),
    ("export.write(svg, None)", WrongTypeError, lambda e: _module("drawing.export").write("<svg/>", None)),
    ("export.to_png(svg, dpi='1')", WrongTypeError,
     lambda e: _module("drawing.export").to_png("<svg/>", dpi="1")),
    ("export.to_png(5)", WrongTypeError, lambda e: _module("drawing.export").to_png(5)),
    ("document(5)", WrongTypeError, lambda e: _document(5)),
    ("document('txt')", InvalidExerciseError, lambda e: _document("txt")),
    ("practice('score', seed=object())", WrongTypeError,
     lambda e: practice("score", seed=object())),
    ("practice('score', seed=1.5)", WrongTypeError, lambda e: practice("score", seed=1.5)),
    ("practice('score', level='1')", WrongTypeError, lambda e: practice("score", level="1")),
    ("practice(5)", WrongTypeError, lambda e: practice(5)),
    ("quiz(5)", WrongTypeError, lambda e: quiz(5)),
    ("quiz(['score'], seed=object())", WrongTypeError, lambda e: quiz(["score"], seed=object())),
    ("examples.load(5)", WrongTypeError, lambda e: _module("rules.examples").load(5)),
    ("make_bot(5)", WrongTypeError, lambda e: make_bot(5)),
    ("make_bot('greedy', seed=object())", WrongTypeError,
     lambda e: make_bot("greedy", seed=object())),
    ("play_out('x', [])", WrongTypeError, lambda e: play_out("x", [])),
    ("play_out(game, [1, 2])", WrongTypeError, lambda e: play_out(Game(2, seed=1), [1, 2])),
    ("play_out(game, 'greedy')", WrongTypeError, lambda e: play_out(Game(2, seed=1), "greedy")),
    ("play_out(game, [one bot])", InvalidStrategyError,
     lambda e: play_out(Game(2, seed=1), [make_bot("greedy")])),
    ("simulate(strategies=5)", WrongTypeError, lambda e: simulate(2, strategies=5)),
    ("simulate(strategies=[1, 2])", WrongTypeError, lambda e: simulate(2, strategies=[1, 2])),
    ("hint('x')", WrongTypeError, lambda e: hint("x")),
    ("best_move(game, seed='x')", WrongTypeError, lambda e: best_move(e.table.game, seed="x")),
    ("review_lines('x', [])", WrongTypeError, lambda e: _module("pages.review").review_lines("x", [])),
    ("annotated('x', [])", WrongTypeError, lambda e: _module("pages.review").annotated("x", [])),
    ("viewer.goto('0')", WrongTypeError, lambda e: e.viewer.goto("0")),
    ("Quiz.of(5)", WrongTypeError, lambda e: _module("widgets.practice").Quiz.of(5)),
    ("Quiz([5])", WrongTypeError, lambda e: _module("widgets.practice").Quiz([5])),
    ("Exercise(5)", WrongTypeError, lambda e: _module("widgets.practice").Exercise(5)),
    ("Practice(seed=object())", WrongTypeError,
     lambda e: _module("widgets.practice").Practice(seed=object())),
    ("LayoutExplorer(lang=5)", WrongTypeError, lambda e: _module("widgets").LayoutExplorer(lang=5)),
    ("svg.players_tiles('x')", WrongTypeError, lambda e: _module("drawing.svg").players_tiles("x")),
    ("svg.players_tiles(face_up='no')", WrongTypeError,
     lambda e: _module("drawing.svg").players_tiles(e.game, face_up="no")),
    ("svg.players_tiles(pip_sums=1)", WrongTypeError,
     lambda e: _module("drawing.svg").players_tiles(e.game, pip_sums=1)),
    ("svg.seating(leader='0')", WrongTypeError, lambda e: _module("drawing.svg").seating(4, leader="0")),
    ("svg.seating(leader=9)", InvalidSeatError, lambda e: _module("drawing.svg").seating(4, leader=9)),
    ("record.dumps(5)", WrongTypeError, lambda e: _module("rules.record").dumps(5)),
]


def _module(name: str) -> Any:
    """A module of the package, imported when a case runs (widgets load only if asked for)."""
    import importlib

    return importlib.import_module(f"fiveup_viz.{name}")


def _document(fmt: object) -> object:
    from fiveup_viz.pages.worksheet import document

    return document(fmt, count=1)  # type: ignore[arg-type]


@pytest.mark.parametrize(("error", "call"), [c[1:] for c in OTHERS], ids=[c[0] for c in OTHERS])
def test_f8_other_public_calls_raise_the_packages_own_error(
        env: Env, error: type[FiveUpError], call: Callable[[Env], object], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The same promise for the rest of the public API (issue 28 point 4, the hunt)."""
    test_f8_a_wrong_argument_raises_the_packages_own_error_and_changes_nothing(
        env, error, call, tmp_path, monkeypatch)
