"""Where things live: logic next to the core, widgets only in fiveup_viz.widgets, one widget
base, one meaning per word (a "hand" is a deal, a player holds `Tiles`), old names deprecated."""

from __future__ import annotations

import subprocess
import sys

import pytest

import fiveup_viz
from fiveup_viz import Game, Tiles, examples


def test_timeline_and_explain_import_without_ipywidgets() -> None:
    code = ("import sys, fiveup_viz.timeline, fiveup_viz.explain, fiveup_viz.summary; "
            "assert 'ipywidgets' not in sys.modules and 'svgwrite' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_widgets_export_widgets_only() -> None:
    import ipywidgets as w

    from fiveup_viz import widgets
    from fiveup_viz.widgets._base import Controller

    for name in widgets.__all__:
        obj = getattr(widgets, name)
        assert isinstance(obj, type), name
    controllers = [getattr(widgets, n) for n in ("GameViewer", "HandEndViewer", "LayoutExplorer",
                                                 "PlayTable", "Exercise", "Quiz", "Practice")]
    assert all(issubclass(c, Controller) for c in controllers)  # one base: svg, repr, bundle
    table = widgets.PlayTable(2, seed=1)
    assert table.svg == table.layout_html.value and repr(table).startswith("<PlayTable ")
    assert isinstance(table.widget, w.Widget)


@pytest.mark.parametrize("old,new", [("end_steps", "fiveup_viz.explain"),
                                     ("Timeline", "fiveup_viz.timeline"),
                                     ("SEED_FIGURES", "fiveup_viz.figures")])
def test_moved_names_still_work_with_a_deprecation(old: str, new: str) -> None:
    import importlib

    from fiveup_viz import widgets

    with pytest.warns(DeprecationWarning, match=new):
        obj = getattr(widgets, old)
    assert obj is getattr(importlib.import_module(new), old)


def test_a_players_tiles_are_tiles_and_a_hand_is_a_deal() -> None:
    """One meaning per word: `Tiles` is what a player holds; `game.hand` is the current deal."""
    game = examples.load("two-players")
    assert isinstance(game.tiles_of(0), Tiles) and isinstance(game.hand.deal[0], Tiles)
    with pytest.warns(DeprecationWarning, match="Tiles"):
        assert fiveup_viz.Hand is Tiles
    with pytest.warns(DeprecationWarning, match="tiles_of"):
        assert game.hand_of(1) == game.tiles_of(1)
    with pytest.warns(DeprecationWarning, match="tiles_of"):
        assert game.hand.hand_of(1) == game.hand.tiles_of(1)
    assert isinstance(Game(2, seed=1).hand, fiveup_viz.Round)


def test_the_drawings_of_tiles_are_named_tiles() -> None:
    """`svg.tiles` draws a player's tiles and `svg.players_tiles` every player's; the old names
    `svg.hand` and `svg.hands` still work, with a DeprecationWarning."""
    from fiveup_viz import svg

    game = examples.load("two-players")
    with pytest.warns(DeprecationWarning, match="svg.tiles"):
        old = svg.hand(["[1|2]"], name="Ada")
    assert old == svg.tiles(["[1|2]"], name="Ada")
    with pytest.warns(DeprecationWarning, match="players_tiles"):
        assert svg.hands(game) == svg.players_tiles(game)
    assert "<title>tiles</title>" in svg.tiles(["[1|2]"])
    with pytest.raises(AttributeError):
        svg.nothing  # noqa: B018
