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


# -- issue 30, point 1: what a click means is decided by the state -----------------------------
def test_a_click_on_a_legal_point_places_the_chosen_tile_there_r12() -> None:
    """A click on a legal point where the chosen tile fits places it there (R12, R13): the
    state decides the move, the picture's points follow the new layout, no sentence is shown."""
    from fiveup_viz.pages.exploring import Exploration

    state = Exploration(Layout.from_moves(["[4|4]"]))
    state.choose(as_tile("[2|4]"))
    click = state.point(as_tile("[4|4]"), "line-a")
    assert click.move == Move.parse("[2|4] on [4|4] line-a") and click.message == ""
    assert state.layout == Layout.from_moves(["[4|4]", "[2|4] on [4|4] line-a"])
    assert state.message == ""
    offered = {(p["tile"], p["socket"]) for p in state.points}
    assert offered == {(str(lp.tile), str(lp.socket)) for lp in state.layout.legal_points()}


def test_a_click_where_the_chosen_tile_does_not_fit_is_refused_with_the_rule_r9_r12() -> None:
    """A click on a point where the chosen tile does not fit places nothing, and says why:
    a tile attaches by a half showing the point's value (R9, R12); choosing again clears it."""
    from fiveup_viz.pages.exploring import Exploration

    state = Exploration(Layout.from_moves(["[4|4]", "[2|4] on [4|4] line-a"]))
    before = state.layout.copy()
    state.choose(as_tile("[4|5]"))
    click = state.point(as_tile("[2|4]"), "low")
    assert click.move is None and state.layout == before
    assert click.message == state.message
    assert state.message.startswith("[4|5] does not fit the low end of [2|4]: a tile attaches "
                                    "by a half showing 2 (R9, R12). Nothing changed.")
    state.choose(as_tile("[2|5]"))
    assert state.message == ""


def test_the_legal_points_say_what_a_click_does_for_the_chosen_tile_r13_r15() -> None:
    """Each legal point names what a click there does with the chosen tile: its credit where
    it fits (R15), else that it does not fit (R12)."""
    from fiveup_viz.pages.exploring import Exploration

    state = Exploration(Layout.from_moves(["[4|4]", "[2|4] on [4|4] line-a"]))
    state.choose(as_tile("[3|4]"))
    labels = {(p["tile"], p["socket"]): p["label"] for p in state.points}
    # [3|4] on line B: the ends show 2 (low end of [2|4]) + 3 = 5 raw, 1 displayed point
    assert labels[("[4|4]", "line-b")] == "[4|4] line B: scores 5 raw (1 displayed point)"
    assert labels[("[2|4]", "low")] == "[2|4] low end: [3|4] does not fit here"


def test_the_words_shown_follow_the_state() -> None:
    """The words over the moves: open the table (R9), the chosen tile's legal points, or no
    tile fits; one button text per legal move; the panel names the moves placed so far."""
    from fiveup_viz.pages.exploring import Exploration
    from fiveup_viz.words.messages import ui

    state = Exploration(lang="it")
    assert state.moves_heading() == ui("it", "open-table")
    assert state.move_labels() == [ui("it", "open-with", tile="[0|0]")]
    state.place("[4|4]")
    state.choose(as_tile("[2|4]"))
    assert state.moves_heading() == ui("it", "points-for", tile="[2|4]")
    assert len(state.move_labels()) == len(state.moves) == 2  # line A and line B (R10)
    assert ui("it", "placed-so-far", moves=ui("it", "open-with", tile="[4|4]")) \
        in state.text_html()
    while state.placeable:  # the first legal move each time, until no tile fits
        state.place(state.moves[0])
    assert state.chosen is None and state.moves_heading() == ui("it", "no-fit")
    assert state.move_labels() == []


def test_the_figure_button_places_the_figures_next_tile_and_stops_off_script() -> None:
    """The next figure tile is the state's to place: in the figure's order, and nothing once
    the layout left the figure."""
    from fiveup_viz.pages.exploring import Exploration

    state = Exploration()
    name = next(iter(SEED_FIGURES))
    state.load_figure(name)
    state.place_next_figure_tile()
    assert [p.move for p in state.layout.placements] == [Move.parse(SEED_FIGURES[name][0])]
    other = next(m for m in state.layout.moves_of(list(DOUBLE_SIX))
                 if m != Move.parse(SEED_FIGURES[name][1]) and m.tile not in state.layout)
    state.place(other)
    state.place_next_figure_tile()
    assert len(state.layout) == 2 and state.next_figure_move is None
