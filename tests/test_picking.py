"""Issue 30 (1): the table's click-to-play decisions, driven on a `TableSession` without
ipywidgets (`fiveup_viz.pages.picking.TablePicking`): which tile is picked, which legal point a
click plays (R13), what each point would score (R14, R15), and that a face-down hand offers
no tile (R6)."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Callable

from fiveup_viz.pages.picking import Click, TablePicking, fitting
from fiveup_viz.pages.playing import TableSession
from fiveup_viz.rules.layout import Move
from fiveup_viz.rules.tiles import DOUBLE_SIX, Tile
from fiveup_viz.words.messages import ui

Fits = Callable[[list[Move]], bool]


def _picking_with(fits: Fits, seeds: range = range(80)) -> tuple[TablePicking, Move]:
    """A seeded one-learner session at its turn, with a legal point where `fits` holds for
    the learner's moves there; the move there (or the learner's first tile at it)."""
    for seed in seeds:
        session = TableSession(2, seed=seed)
        hand = session.game.hand
        if not session.ready or not len(hand.layout) or hand.pending is not None:
            continue
        held = list(hand.held[session.seat])
        for lp in hand.layout.legal_points():
            moves = fitting(hand.layout, held, lp.tile, str(lp.socket))
            if fits(moves):
                return TablePicking(session), moves[0] if moves else Move(held[0], lp.tile, lp.socket)
    raise AssertionError("no seed gives such a position")


def _unchanged(session: TableSession) -> tuple[object, ...]:
    hand = session.game.hand
    return len(hand.actions), tuple(map(tuple, hand.held)), tuple(session.game.scores)


def test_a_point_where_one_tile_fits_decides_that_move_r13() -> None:
    picking, move = _picking_with(lambda moves: len({m.tile for m in moves}) == 1)
    click = picking.point(move.on, str(move.socket))
    assert click == Click(move) and move in picking.session.game.legal_moves()


def test_a_point_where_several_tiles_fit_asks_for_a_tile_then_plays_the_chosen_r13() -> None:
    picking, move = _picking_with(lambda moves: len({m.tile for m in moves}) >= 2)
    session, socket = picking.session, str(move.socket)
    fits = {m.tile for m in fitting(session.game.hand.layout,
                                    session.game.hand.held[session.seat], move.on, socket)}
    asked = picking.point(move.on, socket)
    assert asked.move is None and asked.message.startswith("Choose a tile first")
    assert {str(t) for t in fits} <= set(re.findall(r"\[\d\|\d\]", asked.message))
    chose = picking.tile(move.tile)
    assert chose == Click(message=f"{move.tile} chosen: click a legal point to place it.")
    assert picking.chosen == move.tile
    assert [t["selected"] for t in picking.offer(True)["tiles"]].count(True) == 1
    assert picking.point(move.on, socket) == Click(move) and picking.chosen is None


def test_a_second_click_on_the_chosen_tile_lets_it_go() -> None:
    picking, move = _picking_with(lambda moves: len({m.tile for m in moves}) >= 2)
    picking.tile(move.tile)
    assert picking.tile(move.tile) == Click() and picking.chosen is None


def test_a_point_no_tile_fits_is_refused_with_r9_r12_and_changes_nothing() -> None:
    picking, move = _picking_with(lambda moves: not moves)
    before = _unchanged(picking.session)
    click = picking.point(move.on, str(move.socket))
    assert click.move is None and "(R9, R12)" in click.message and "Nothing changed" in click.message
    assert _unchanged(picking.session) == before


def test_a_chosen_tile_that_does_not_fit_is_refused_naming_it_r9_r12() -> None:
    picking, _ = _picking_with(lambda moves: len({m.tile for m in moves}) >= 1)
    hand = picking.session.game.hand
    held = hand.held[picking.session.seat]
    for tile in held:
        for lp in hand.layout.legal_points():
            if not fitting(hand.layout, [tile], lp.tile, str(lp.socket)):
                picking.tile(tile)
                click = picking.point(lp.tile, str(lp.socket))
                assert click.move is None and click.message.startswith(f"{tile} does not fit")
                assert "(R9, R12)" in click.message
                return
    raise AssertionError("every tile fits every point")


def test_a_tile_not_in_the_hand_is_not_chosen() -> None:
    picking, _ = _picking_with(lambda moves: bool(moves))
    held = set(picking.session.game.hand.held[picking.session.seat])
    stranger = next(t for t in DOUBLE_SIX if t not in held)
    click = picking.tile(stranger)
    assert click.move is None and str(stranger) in click.message and picking.chosen is None


def test_each_legal_points_name_says_its_credit_from_the_counted_ends_r14_r15() -> None:
    picking, _ = _picking_with(lambda moves: len({m.tile for m in moves}) == 1)
    session = picking.session
    hand = session.game.hand
    held = list(hand.held[session.seat])
    seen = 0
    for item in picking.offer(True)["points"]:
        moves = fitting(hand.layout, held, Tile.parse(item["tile"]), item["socket"])
        if len(moves) != 1:
            continue
        after = hand.layout.copy()
        after.push(moves[0])
        total = sum(end.value for end in after.counted_ends())  # R14: the counted ends' sum
        raw = total if total % 5 == 0 and total > 0 else 0  # R15: a positive multiple of 5
        said = f"scores {raw} raw" if raw else "scores nothing"
        assert said in item["label"], (item, total)
        seen += 1
    assert seen


def test_a_face_down_hand_offers_no_tile_and_refuses_clicks_r6() -> None:
    session = TableSession(2, humans=[0, 1], seed=3)
    picking = TablePicking(session)
    held = session.game.hand.held[session.seat]
    offer = picking.offer(session.ready)
    assert not session.ready and offer["tiles"] == []
    assert not any(str(t) in repr(offer) for t in held)  # no tile of the hand is named
    assert all("your tiles fit" not in p["label"] for p in offer["points"])
    press = ui("en", "press-show", button=ui("en", "show-tiles"))
    assert picking.tile(held[0]) == Click(message=press) and picking.chosen is None
    lp = session.game.hand.layout.legal_points()
    if lp:
        assert picking.point(lp[0].tile, str(lp[0].socket)) == Click(message=press)
    session.show_tiles()
    shown = picking.offer(session.ready)
    assert [t["tile"] for t in shown["tiles"]] == [str(t) for t in held]


def test_the_picking_module_needs_no_widget_toolkit() -> None:
    code = ("import sys, fiveup_viz.pages.picking\n"
            "print(sorted(m for m in ('ipywidgets', 'anywidget', 'traitlets') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
