"""Click-to-play, driven from Python: a click on a legal point plays, chooses or is refused."""

from __future__ import annotations

import re

import pytest

from fiveup_viz.pages.picking import fitting, score_of
from fiveup_viz.rules.layout import Layout, Move
from fiveup_viz.widgets import LayoutExplorer, PlayTable

LABEL = re.compile(r"^\[\d\|\d\] (low end|high end|line A|line B|branch A|branch B): "
                   r"scores (\d+ raw|nothing)$")


def _state(table: PlayTable) -> tuple:
    hand = table.game.hand
    return (len(hand.actions), tuple(map(tuple, hand.held)), list(table.game.scores),
            table.svg, list(table.messages))


def _table_with(predicate, seeds=range(60)) -> tuple[PlayTable, Move | None]:  # type: ignore[no-untyped-def]
    """A PlayTable (seeded) at the learner's turn with a legal point where `predicate` holds."""
    for seed in seeds:
        table = PlayTable(2, seed=seed)
        hand = table.game.hand
        if hand.over or not len(hand.layout) or hand.pending is not None:
            continue
        held = list(hand.held[table.seat])
        for lp in hand.layout.legal_points():
            moves = fitting(hand.layout, held, lp.tile, str(lp.socket))
            if predicate(moves):
                return table, (moves[0] if moves else Move(held[0], lp.tile, lp.socket))
    raise AssertionError("no seed gives such a position")


def test_a_point_where_one_tile_fits_plays_it_at_once_r13() -> None:
    table, move = _table_with(lambda moves: len({m.tile for m in moves}) == 1)
    assert move is not None
    before = len(table.game.hand.actions)
    table.picker.click_point(move.on, str(move.socket))
    action = table.game.hand.actions[before]
    assert (action.seat, action.tile, action.on, str(action.socket)) == (
        table.seat, move.tile, move.on, str(move.socket))


def test_a_point_where_several_tiles_fit_asks_for_a_tile_first() -> None:
    table, move = _table_with(lambda moves: len({m.tile for m in moves}) >= 2)
    assert move is not None
    before = _state(table)
    table.picker.click_point(move.on, str(move.socket))
    assert _state(table) == before  # nothing changes
    assert table.picker.message.startswith("Choose a tile first")
    table.picker.click_tile(move.tile)
    assert table.chosen == move.tile and "chosen" in table.picker.message
    assert [t["selected"] for t in table.picker.tiles].count(True) == 1
    table.picker.click_point(move.on, str(move.socket))
    action = table.game.hand.actions[before[0]]
    assert (action.tile, action.on, str(action.socket)) == (move.tile, move.on, str(move.socket))


def test_an_illegal_click_is_refused_with_the_rule_and_changes_nothing() -> None:
    table, move = _table_with(lambda moves: not moves)
    assert move is not None
    before = _state(table)
    table.picker.click_point(move.on, str(move.socket))
    assert _state(table) == before
    assert "(R9, R12)" in table.picker.message and "Nothing changed" in table.picker.message
    table.picker._handle(None, {"kind": "point", "tile": "[9|9]", "socket": "low"})
    table.picker._handle(None, {"kind": "nonsense"})
    assert _state(table) == before


def test_every_legal_point_has_an_accessible_name_with_its_score_r15() -> None:
    table, move = _table_with(lambda moves: len({m.tile for m in moves}) == 1)
    hand = table.game.hand
    items = table.picker.points
    assert {(i["tile"], i["socket"]) for i in items} == {
        (str(lp.tile), str(lp.socket)) for lp in hand.layout.legal_points()}
    held = list(hand.held[table.seat])
    for item in items:
        moves = fitting(hand.layout, held, move.on.parse(item["tile"]), item["socket"])
        if len({m.tile for m in moves}) == 1:
            assert LABEL.match(item["label"]), item["label"]
            raw = score_of(hand.layout, moves[0])
            assert item["label"].endswith(f"scores {raw} raw" if raw else "scores nothing")
    assert all(t["label"].endswith("one of your tiles") for t in table.picker.tiles)


@pytest.mark.parametrize(("lang", "word"), [("it", "vale"), ("fi", "piste")])
def test_point_names_follow_the_language(lang: str, word: str) -> None:
    explorer = LayoutExplorer(Layout.from_moves(["[4|4]", "[4|1] on [4|4] line-a"]), lang=lang)
    explorer.tile_picker.value = explorer.tile_picker.options[0][1]
    labels = [p["label"] for p in explorer.picker.points]
    assert labels and any(word in label for label in labels)


def test_explorer_click_places_the_chosen_tile_or_refuses() -> None:
    """The explorer's chosen tile goes where it is clicked, or the click is refused (R12)."""
    explorer = LayoutExplorer(Layout.from_moves(["[4|4]"]))
    explorer.tile_picker.value = next(t for _, t in explorer.tile_picker.options if str(t) == "[2|4]")
    item = next(p for p in explorer.picker.points if p["socket"] == "line-a")
    assert item["label"] == "[4|4] line A: scores 10 raw (2 displayed)"  # 4 + 4 + 2 (R14, R15)
    explorer.picker.click_point(item["tile"], "line-a")
    assert [str(p.tile) for p in explorer.layout.placements] == ["[4|4]", "[2|4]"]
    assert "data-tile=\"[2|4]\"" in explorer.picker.svg
    explorer.tile_picker.value = next(t for _, t in explorer.tile_picker.options if str(t) == "[4|5]")
    svg = explorer.svg
    explorer.picker.click_point("[2|4]", "low")
    assert len(explorer.layout) == 2 and explorer.svg == svg
    assert explorer.picker.message.startswith("[4|5] does not fit the low end of [2|4]")
    assert "(R9, R12)" in explorer.picker.message
