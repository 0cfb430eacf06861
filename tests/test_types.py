"""Issue 8, type checking: `make test` runs mypy --strict, and the types say what the rules say."""

from __future__ import annotations

import dataclasses
import re
import tomllib
import typing
from pathlib import Path

from fiveup_viz import BlockedEnd, DominoEnd, TargetEnd, scorelog, simulate
from fiveup_viz.pages.diagrams import example_hand
from fiveup_viz.rules.game import ActionKind, EndKind, EventKind, HandEnd
from fiveup_viz.words.quoting import is_int as _is_int

ROOT = Path(__file__).resolve().parents[1]


def _games() -> list:
    """Whole games (going out, the target) and a blocked hand."""
    return [*(simulate(n, seed=seed, max_hands=40) for n in (2, 3, 4) for seed in range(4)),
            example_hand("blocked")[0]]


def test_make_test_runs_mypy_strict_on_the_whole_package() -> None:
    """Type checking: the `test` and `test-quick` targets run the checks (`lint`), which run
    mypy, configured strict over fiveup_viz."""
    makefile = (ROOT / "Makefile").read_text()
    test = re.search(r"^test:.*?(?=^\S|\Z)", makefile, re.S | re.M)
    quick = re.search(r"^test-quick:.*?(?=^\S|\Z)", makefile, re.S | re.M)
    lint = re.search(r"^lint:.*?(?=^\S|\Z)", makefile, re.S | re.M)
    assert test is not None and "lint" in test.group(0).split()  # `make test` runs the checks
    assert quick is not None and "lint" in quick.group(0).split()
    assert lint is not None and "-m mypy" in lint.group(0)
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    mypy = config["tool"]["mypy"]
    assert mypy["strict"] is True and mypy["files"] == ["fiveup_viz"]
    assert any(d.startswith("mypy") for d in config["project"]["optional-dependencies"]["test"])


def test_type_checking_one_class_per_kind_of_hand_end() -> None:
    """Type checking: a hand end is DominoEnd (R21), BlockedEnd (R20) or TargetEnd (R3, D6),
    each with only its own fields, and `kind` is the score log's `end` value."""
    assert typing.get_args(EndKind) == ("domino", "blocked", "target")
    assert set(typing.get_args(HandEnd)) == {DominoEnd, BlockedEnd, TargetEnd}
    fields = {cls: {f.name for f in dataclasses.fields(cls)} for cls in (DominoEnd, BlockedEnd, TargetEnd)}
    assert fields[DominoEnd] == {"seat", "pips", "going_out", "kind"}
    assert fields[BlockedEnd] == {"winner", "pips", "groups", "kind"}
    assert fields[TargetEnd] == {"seat", "pips", "kind"}
    seen = set()
    for game in _games():
        log = scorelog(game)
        for rnd, logged in zip(game.hands, log["hands"], strict=True):
            end = rnd.end
            assert end is not None
            seen.add(type(end))
            assert logged["end"] == end.kind == {DominoEnd: "domino", BlockedEnd: "blocked",
                                                 TargetEnd: "target"}[type(end)]
            if isinstance(end, DominoEnd):
                assert end.going_out.seat == end.seat and logged["seat"] == end.seat
                assert not rnd.held[end.seat]  # R21: the seat went out
            elif isinstance(end, BlockedEnd):
                assert logged["winner"] == end.winner and len(end.groups) == game.n
    assert seen == {DominoEnd, BlockedEnd, TargetEnd}


def test_type_checking_kind_fields_are_literals() -> None:
    """Type checking: action and event kinds are Literal types, and games use only those values."""
    assert typing.get_args(ActionKind) == ("play", "draw", "pass")
    assert typing.get_args(EventKind) == ("placement", "domino", "blocked")
    for game in _games():
        assert {a.kind for h in game.hands for a in h.actions} <= set(typing.get_args(ActionKind))
        assert {e.kind for e in game.events} <= set(typing.get_args(EventKind))


def test_type_checking_is_int_is_a_type_guard_that_refuses_bools() -> None:
    """Type checking: `_is_int` narrows to int, and JSON `true` is not a seat or a seed."""
    assert typing.get_type_hints(_is_int)["return"] == typing.TypeGuard[int]
    assert _is_int(0) and _is_int(-3) and _is_int(10**20)
    assert not any(_is_int(v) for v in (True, False, 1.0, "1", None, [1]))
