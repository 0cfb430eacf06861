"""Fuzz tests (issue 8): the record reader under arbitrary input, the step API under arbitrary calls.

The reader may only ever raise RecordError (RECORD.md: any bytes at all get one clear error).
The step API is driven by a Hypothesis state machine: after every step the tiles are
conserved (R4, R6), scores move only through accepted events and never pass 305 (R2, R3),
and a refused action changes nothing.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from fiveup_viz import (
    DOUBLE_SIX,
    FiveUpError,
    Game,
    InvalidSeatError,
    RecordError,
    replay,
    simulate,
    to_record,
)
from fiveup_viz.rules.record import dumps
from fiveup_viz.rules.scoring import TARGET

from .helpers import snapshot

FUZZ = settings(max_examples=80, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

#: Any JSON value, with the hostile corners: huge integers, NaN and infinities, lone
#: surrogates and control characters in text, deep nesting.
scalars = (st.none() | st.booleans() | st.integers() | st.integers(-(10**40), 10**40)
           | st.floats() | st.text(max_size=12)
           | st.sampled_from(["[1|4]", "[9|9]", "low", "line-a", "\ud800", "\x00", "\ufffe", "_x"]))
json_values = st.recursive(scalars, lambda children: st.lists(children, max_size=4)
                           | st.dictionaries(st.text(max_size=8), children, max_size=4),
                           max_leaves=20)

RECORD = to_record(simulate(2, seed=21, strategies="random", hands=2))


def only_record_errors(source: Any) -> None:
    try:
        replay(source)
    except RecordError as exc:
        assert len(str(exc)) < 1000  # long input is cut in the message
    # anything else (TypeError, KeyError, RecursionError, UnicodeError...) fails the test


@FUZZ
@given(st.binary(max_size=3000))
def test_fuzz_arbitrary_bytes_give_only_record_errors(data):
    only_record_errors(data)


@FUZZ
@given(st.text(max_size=300))
def test_fuzz_arbitrary_text_gives_only_record_errors(text):
    only_record_errors(text)


@FUZZ
@given(json_values)
def test_fuzz_arbitrary_json_values_give_only_record_errors(value):
    only_record_errors(json.dumps(value))  # JSON text (NaN written as NaN)
    if isinstance(value, dict):
        only_record_errors(value)  # the same value given as a dict


@FUZZ
@given(st.dictionaries(st.text(max_size=10) | st.integers() | st.none(), json_values, max_size=5))
def test_fuzz_arbitrary_dicts_give_only_record_errors(doc):
    only_record_errors(doc)
    only_record_errors(dict(copy.deepcopy(RECORD), **{str(k): v for k, v in doc.items()}))


def _paths(value: Any, path: tuple = ()) -> list[tuple]:
    """Every place inside a JSON value, as a key/index path."""
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*path, i))
    return out


PATHS = [p for p in _paths(RECORD) if p]


@FUZZ
@given(st.sampled_from(PATHS), json_values, st.booleans())
def test_fuzz_a_valid_record_with_one_value_replaced(path, value, as_text):
    """One value anywhere in a real record replaced by anything: accepted, or a RecordError."""
    doc = copy.deepcopy(RECORD)
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    only_record_errors(json.dumps(doc) if as_text else doc)


@FUZZ
@given(st.sampled_from(PATHS), st.sampled_from(["delete", "duplicate"]))
def test_fuzz_a_valid_record_with_one_item_removed_or_doubled(path, how):
    doc = copy.deepcopy(RECORD)
    target = doc
    for key in path[:-1]:
        target = target[key]
    key = path[-1]
    if how == "delete":
        del target[key]
    elif isinstance(target, list):
        target.insert(key, copy.deepcopy(target[key]))
    else:
        target["_" + str(key)] = copy.deepcopy(target[key])
    only_record_errors(dumps(doc).encode())


# -- the step API ------------------------------------------------------------------------------
SOCKETS = ["low", "high", "line-a", "line-b", "branch-a", "branch-b", "middle", ""]
tile_texts = st.sampled_from([str(t) for t in DOUBLE_SIX]) | st.sampled_from(["[7|7]", "x", ""])


def _held_tiles(game: Game) -> list:
    hand = game.hand
    return list(hand.layout.tiles) + [t for h in hand.held for t in h] + list(hand.stock)


class StepAPI(RuleBasedStateMachine):
    """Arbitrary and legal calls of play/draw/pass/start_hand on one game."""

    game: Game

    @initialize(n=st.integers(2, 4), seed=st.integers(0, 10**6), max_hands=st.integers(1, 3))
    def new_game(self, n, seed, max_hands):
        self.game = Game(n, seed=seed, max_hands=max_hands)

    def refused(self, call) -> bool:
        """Run `call`; when the rules refuse it, the game must be exactly as before."""
        before = snapshot(self.game)
        try:
            call()
        except (FiveUpError, TypeError):
            assert snapshot(self.game) == before
            return True
        return False

    @precondition(lambda self: not self.game.hand.over and self.game.winner is None)
    @rule(data=st.data())
    def play_a_legal_move(self, data):
        moves = self.game.legal_moves()
        if moves:
            move = data.draw(st.sampled_from(moves))
            assert self.game.play(move) == move  # every offered move is accepted

    @rule(tile=tile_texts, on=st.none() | tile_texts, socket=st.none() | st.sampled_from(SOCKETS))
    def play_anything(self, tile, on, socket):
        legal = set(self.game.legal_moves()) if not self.game.hand.over else set()
        moved = not self.refused(lambda: self.game.play(tile, on, socket))
        if moved:
            assert self.game.hand.actions[-1].kind == "play"
            assert self.game.hand.layout.placements and any(
                m.tile == self.game.hand.actions[-1].tile for m in legal)

    @rule()
    def draw(self):
        allowed = not self.game.hand.over and self.game.winner is None and self.game.can_draw()
        assert self.refused(self.game.draw) is not allowed  # R17, R18

    @rule()
    def pass_(self):
        allowed = not self.game.hand.over and self.game.winner is None and self.game.can_pass()
        assert self.refused(self.game.pass_) is not allowed  # R19

    @rule(leader=st.none() | st.integers(-1, 4) | st.booleans())
    def start_hand(self, leader):
        could = self.game.needs_deal
        started = not self.refused(lambda: self.game.start_hand(leader=leader))
        assert not started or could

    @rule(seat=st.integers(-5, 5) | st.booleans() | st.text(max_size=2))
    def ask_about_a_seat(self, seat):
        try:
            self.game.tiles_of(seat)
            assert isinstance(seat, int) and 0 <= seat < self.game.n
        except InvalidSeatError:
            assert not 0 <= seat < self.game.n
        except TypeError:
            assert not isinstance(seat, int) or isinstance(seat, bool)

    @rule()
    def a_finished_game_refuses_every_action(self):
        if self.game.finished:
            for call in (self.game.draw, self.game.pass_, self.game.start_hand,
                         lambda: self.game.play("[0|0]")):
                assert self.refused(call)

    # -- invariants ---------------------------------------------------------------------------
    @invariant()
    def r4_r6_the_28_tiles_are_conserved(self):
        assert sorted(_held_tiles(self.game)) == list(DOUBLE_SIX)

    @invariant()
    def r2_r3_scores_move_only_through_accepted_events(self):
        game = self.game
        totals = [0] * len(game.sides)
        for e in game.events:
            assert e.raw % 5 == 0 and e.score <= TARGET  # R1, R2
            if e.accepted:
                totals[e.side] += e.raw
            assert e.score == totals[e.side]
        assert totals == game.scores and max(game.scores) <= TARGET
        assert (game.winner is not None) == (TARGET in game.scores)

    @invariant()
    def the_record_round_trips(self):
        assert replay(dumps(to_record(self.game))) == self.game


StepAPI.TestCase.settings = settings(max_examples=20, stateful_step_count=25, deadline=None,
                                     database=None, suppress_health_check=[HealthCheck.too_slow])
test_fuzz_step_api_state_machine = StepAPI.TestCase

