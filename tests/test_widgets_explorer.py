"""LayoutExplorer: only legal choices, counted values, credits and plain-language reasons."""

from __future__ import annotations

import re

import pytest

from fiveup_viz import Layout, Move, Tile
from fiveup_viz.explain.steps import reasons as reason_steps
from fiveup_viz.explain.wording import sum_text
from fiveup_viz.rules.figures import SEED_FIGURES
from fiveup_viz.rules.tiles import DOUBLE_SIX
from fiveup_viz.widgets import LayoutExplorer
from tests.seed import FIGURES, SEQUENCE


def explain(layout: Layout) -> list[str]:
    """The reasons as English sentences, as the explorer shows them."""
    return LayoutExplorer(layout).reasons


TILE_RE = re.compile(r'<g class="tile[^"]*" data-tile="([^"]+)"')


def test_seed_figures_are_the_rules_sequence() -> None:
    assert list(SEED_FIGURES["The seed's game"]) == SEQUENCE


@pytest.mark.parametrize("moves,values,credit", FIGURES)
def test_figure_buttons_rebuild_every_seed_figure(moves: list[str], values: list[int],
                                                  credit: int) -> None:
    """RULES.md "The seed's diagrams, as data": each figure's counted values and credit (R14, R15)."""
    explorer = LayoutExplorer()
    name = next(n for n, seq in SEED_FIGURES.items() if list(seq[: len(moves)]) == moves)
    explorer.figure_selector.value = name
    for _ in moves:
        explorer.figure_button.click()
    assert explorer.layout == Layout.from_moves(moves)
    expected = f"{' + '.join(map(str, values))} = {sum(values)}"
    assert sum_text(explorer.layout) == expected
    assert expected in explorer.text_html.value
    assert explorer.layout.credit() == credit
    assert len(TILE_RE.findall(explorer.svg)) == len(moves)
    assert explorer.svg.count('<g class="counted"') == len(values)


def test_figure_button_stops_at_the_end_and_after_a_free_move() -> None:
    explorer = LayoutExplorer()
    explorer.figure_selector.value = "[6|6] on [3|6]"
    explorer.figure_button.click()
    explorer.figure_button.click()
    assert explorer.figure_button.disabled
    explorer.undo_button.click()
    assert not explorer.figure_button.disabled
    explorer.tile_picker.value = Tile(0, 3)
    explorer.move_buttons[0].click()
    assert explorer.figure_button.disabled  # the table left the script


def test_pickers_list_only_legal_choices_r13() -> None:
    """Only tiles with a legal point are offered, and each of their legal sockets once (R13)."""
    explorer = LayoutExplorer()
    assert len(explorer.tile_picker.options) == 28  # any tile opens (R9)
    assert [b.description for b in explorer.move_buttons] == ["Open with [0|0]"]
    for move in SEQUENCE[:4]:
        explorer.place(move)
    layout = explorer.layout
    offered = [t for _, t in explorer.tile_picker.options]
    assert offered == [t for t in DOUBLE_SIX if t not in layout and layout.moves_for(t)]
    explorer.tile_picker.value = Tile(2, 4)
    tooltips = [b.move.text() for b in explorer.move_buttons]
    assert tooltips == [m.text() for m in layout.moves_for(Tile(2, 4))]
    # [4|4] is internal: branch A and branch B are two moves (R13)
    assert "[2|4] on [4|4] branch-a" in tooltips and "[2|4] on [4|4] branch-b" in tooltips


def test_clicking_a_socket_places_the_tile() -> None:
    explorer = LayoutExplorer()
    explorer.tile_picker.value = Tile(1, 4)
    explorer.move_buttons[0].click()
    explorer.tile_picker.value = Tile(1, 1)
    button = next(b for b in explorer.move_buttons if b.move.text() == "[1|1] on [1|4] low")
    assert button.description == "[1|1] on [1|4] low end"
    button.click()
    assert explorer.layout == Layout.from_moves(SEQUENCE[:2])
    assert "Placed [1|1]" in explorer.text_html.value
    assert ("Counted values: 2 + 4 = 6; not a positive multiple of 5, so the placement credits "
            "nothing (R14, R15).") in explorer.text_html.value


def test_reasons_for_counted_ends_and_hollow_dots_r14() -> None:
    layout = Layout.from_moves(SEQUENCE[:3])
    reasons = explain(layout)
    assert ("[1|1] is a terminal double: only line A is occupied, so it counts both halves once, "
            "2; line B is its legal point (R13, R14).") in reasons
    layout.place(*Move.parse(SEQUENCE[3]))
    layout.place(*Move.parse(SEQUENCE[4]))
    reasons = explain(layout)
    assert any(r.startswith("[4|4] is internal: both line sides are occupied, so it counts "
                            "nothing; its branches are free") for r in reasons)
    assert "[3|4]: its low end is free, counts 3 and is a legal point (R13, R14)." in reasons
    assert explain(Layout.from_moves(["[1|4]"])) == [
        "[1|4] is the opening non-double with both ends free: it counts 4 + 1; "
        "both ends are legal points (R13, R14)."]
    step = reason_steps(Layout.from_moves(["[1|4]"]))[0]
    assert (step["high"], step["low"], step.rules) == (4, 1, ("R13", "R14"))
    assert explain(Layout.from_moves(["[2|2]"]))[0].startswith(
        "[2|2] is a terminal double with no line side occupied: it counts both halves once, 4")


def test_hollow_dots_match_the_reasons() -> None:
    """Every hollow dot (a legal point counting nothing) sits on an internal spinner (R13, R14)."""
    explorer = LayoutExplorer(Layout.from_moves(SEQUENCE[:6]))
    dots = [(re.search(r'data-tile="([^"]+)"', c).group(1),
             re.search(r'data-socket="([^"]+)"', c).group(1))
            for c in re.findall(r'<[^>]*class="legal"[^>]*>', explorer.svg)]
    assert sorted(dots) == [("[1|1]", "branch-b"), ("[4|4]", "branch-a"), ("[4|4]", "branch-b")]
    assert any("[1|1] is internal" in r and "branch B is free" in r for r in explorer.reasons)


def test_undo_and_reset_return_to_the_starting_layout() -> None:
    start = Layout.from_moves(SEQUENCE[:2])
    explorer = LayoutExplorer(start)
    explorer.place(SEQUENCE[2])
    assert len(explorer.layout) == 3
    explorer.undo_button.click()
    assert explorer.layout == start
    explorer.place(SEQUENCE[2])
    explorer.reset_button.click()
    assert explorer.layout == start and len(start) == 2  # the caller's layout is untouched
    explorer.undo_button.click()
    explorer.undo_button.click()
    assert len(explorer.layout) == 0 and explorer.undo_button.disabled
    assert "Empty table" in explorer.text_html.value


def test_caption_and_reasons_in_the_chosen_language() -> None:
    explorer = LayoutExplorer(Layout.from_moves(SEQUENCE[:3]), lang="it")
    assert "Valori conteggiati: 2 + 8 = 10." in explorer.text_html.value
    assert "Posa di [4|4]" in explorer.text_html.value
    assert any("è occupato solo il lato lineare A" in r for r in explorer.reasons)
