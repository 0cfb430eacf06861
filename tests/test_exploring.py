"""Issue 30 (1, 2): LayoutExplorer's state, the layout, the tile chosen and its legal moves
(`fiveup_viz.pages.exploring.Exploration`), driven without ipywidgets."""

from __future__ import annotations

from fiveup_viz.explain.steps import credit, reasons
from fiveup_viz.rules.figures import SEED_FIGURES
from fiveup_viz.rules.layout import Layout, Move
from fiveup_viz.rules.tiles import DOUBLE_SIX, as_tile


def test_the_chosen_tile_offers_its_legal_moves_and_places() -> None:
    """R9-R12: on an empty table every tile opens; after [4|4] only tiles with a 4 fit, and the
    chosen tile's moves are its legal points; the reasons and credit follow the layout (R14)."""
    from fiveup_viz.pages.exploring import Exploration

    state = Exploration()
    assert state.placeable == list(DOUBLE_SIX) and state.chosen == DOUBLE_SIX[0]
    state.place("[4|4]")
    assert all(4 in (t.low, t.high) for t in state.placeable)
    state.choose(as_tile("[2|4]"))
    assert state.moves == Layout.from_moves(["[4|4]"]).moves_for(as_tile("[2|4]")) != []
    state.place(state.moves[0])
    expected = Layout.from_moves([Move.parse("[4|4]"), state.layout.placements[-1].move])
    assert state.layout == expected and state.steps == reasons(expected)
    assert state.credit == credit(expected) and state.svg.startswith("<svg")
    state.choose(as_tile("[0|0]"))  # no legal point: nothing is chosen
    assert state.chosen is None and state.moves == []


def test_undo_reset_and_a_seed_figure_tile_by_tile() -> None:
    """Undo takes one tile back; Reset goes back to the start; a figure is placed in order."""
    from fiveup_viz.pages.exploring import Exploration

    start = Layout.from_moves(["[4|4]"])
    state = Exploration(start)
    state.place(state.moves[0])
    state.undo()
    assert state.layout == start and start is not state.start
    name = next(iter(SEED_FIGURES))
    state.load_figure(name)
    assert len(state.layout) == 0
    for text in SEED_FIGURES[name]:
        assert state.next_figure_move == Move.parse(text)
        state.place(state.next_figure_move)
    assert state.next_figure_move is None
    state.reset()
    assert len(state.layout) == 0
