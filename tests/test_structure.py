"""Where things live: logic next to the core, widgets only in fiveup_viz.widgets, one widget
base, one meaning per word (a "hand" is a deal, a player holds `Tiles`), no old names kept."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

import fiveup_viz
from fiveup_viz import Game, Tiles
from fiveup_viz.rules import examples


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
    assert table.svg == table.picker.svg and repr(table).startswith("<PlayTable ")
    assert isinstance(table.widget, w.Widget)


@pytest.mark.parametrize("module,old", [
    ("fiveup_viz", "Hand"), ("fiveup_viz.rules.tiles", "Hand"), ("fiveup_viz.drawing.svg", "hand"),
    ("fiveup_viz.drawing.svg", "hands"), ("fiveup_viz.widgets", "explain"),
    ("fiveup_viz.widgets", "end_steps"), ("fiveup_viz.widgets", "Timeline"),
    ("fiveup_viz.widgets", "SEED_FIGURES"), ("fiveup_viz.widgets", "load_game"),
])
def test_issue_22_the_deprecated_names_are_gone(module: str, old: str) -> None:
    """Issue 22 item 6: 0.1.0 was never released, so the old names are removed, not kept
    behind a DeprecationWarning (CHANGELOG.md lists them with their new names)."""
    import importlib

    with pytest.raises(AttributeError):
        getattr(importlib.import_module(module), old)


def test_a_players_tiles_are_tiles_and_a_hand_is_a_deal() -> None:
    """One meaning per word: `Tiles` is what a player holds; `game.hand` is the current deal."""
    game = examples.load("two-players")
    assert isinstance(game.tiles_of(0), Tiles) and isinstance(game.hand.deal[0], Tiles)
    assert not hasattr(game, "hand_of") and not hasattr(game.hand, "hand_of")
    assert isinstance(Game(2, seed=1).hand, fiveup_viz.Round)


def test_the_drawings_of_tiles_are_named_tiles() -> None:
    """`svg.tiles` draws a player's tiles and `svg.players_tiles` every player's."""
    from fiveup_viz.drawing import svg

    game = examples.load("two-players")
    assert "<title>tiles</title>" in svg.tiles(["[1|2]"])
    assert "Ada" in svg.tiles(["[1|2]"], name="Ada")
    assert svg.players_tiles(game).count('class="seat"') == len(game.players)
    with pytest.raises(AttributeError):
        svg.nothing  # noqa: B018


SVG = Path(fiveup_viz.__file__).parent / "drawing" / "svg"


def test_issue_22_renderers_draw_what_they_are_given() -> None:
    """Issue 22 item 3: the rules helpers live in the model (Layout.uncounted_points, R13/R14;
    scoring.sheet_strokes, R28/D7), not in the renderers (that no renderer reads the example
    games is the `renderers` contract of pyproject.toml)."""
    from fiveup_viz import Layout
    from fiveup_viz.drawing import svg
    from fiveup_viz.rules import scoring

    for path in SVG.glob("*.py"):
        assert "def uncounted_points" not in path.read_text(encoding="utf-8")
        assert "def sheet_strokes" not in path.read_text(encoding="utf-8")
    assert callable(Layout.uncounted_points) and callable(scoring.sheet_strokes)
    assert not hasattr(svg, "sheet_strokes")  # the lessons read it from scoring (issue 22)
    assert set(svg.__all__) >= {"layout", "panels", "tile", "tiles", "players_tiles", "hand_end",
                                "score_sheet", "score_race", "seating"}
    assert all(hasattr(svg, name) for name in svg.__all__)


def test_issue_22_the_drawing_modules_share_only_public_names() -> None:
    """Issue 22: a drawing module imports from another only what that one lists in `__all__`
    (its renderers and the helpers it shares), never a `_` name."""
    import importlib

    for path in SVG.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("fiveup_viz.drawing.svg."):
                shared = importlib.import_module(node.module or "").__all__
                for alias in node.names:
                    assert not alias.name.startswith("_"), (path.name, node.module, alias.name)
                    assert alias.name in shared, (path.name, node.module, alias.name)


def test_issue_22_the_drawing_modules_are_short() -> None:
    """Issue 22 item 3: the drawing package is split by concern, each module at most 400 lines."""
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines()) for p in SVG.glob("*.py")}
    assert len(sizes) >= 6 and max(sizes.values()) <= 400, sizes


def test_issue_22_the_packages_own_deprecation_warnings_fail_the_tests() -> None:
    """Issue 22 item 6: pytest turns a DeprecationWarning raised from fiveup_viz's code into an
    error (pyproject's filterwarnings), and leaves other packages' alone."""
    import warnings

    with pytest.raises(DeprecationWarning):
        warnings.warn_explicit("old", DeprecationWarning, "svg.py", 1, module="fiveup_viz.drawing.svg")
    with pytest.raises(DeprecationWarning):
        warnings.warn_explicit("old", DeprecationWarning, "__init__.py", 1, module="fiveup_viz")
    with pytest.warns(DeprecationWarning):
        warnings.warn_explicit("old", DeprecationWarning, "x.py", 1, module="fiveup_vizzy")


def test_issue_22_no_dead_code_and_one_page_writer() -> None:
    """Issue 22 item 6: nothing kept that nobody calls, no function that only passes a call on,
    and one writer of a page per language (`diagrams.write_pages`, for the rule book and the
    cheat sheet) beside the diagrams' own `write_all`."""
    from fiveup_viz.explain import steps as explain
    from fiveup_viz.pages import cheatsheet, diagrams, rulebook, summary
    from fiveup_viz.rules.timeline import Timeline

    assert not hasattr(Timeline, "events_of") and not hasattr(rulebook, "figure_count")
    assert callable(explain.event_line) and not hasattr(summary, "event_line")  # no wrapper, no alias
    package = Path(fiveup_viz.__file__).parent
    writers = sorted(p.name for p in package.rglob("*.py")
                     if re.search(r"^def write_(all|pages)\(", p.read_text(encoding="utf-8"), re.M))
    assert writers == ["diagrams.py"] and callable(diagrams.write_pages)
    assert not hasattr(rulebook, "write_all") and not hasattr(cheatsheet, "write_all")


def test_issue_30_the_import_contracts_hold() -> None:
    """Issue 30 point 4: `lint-imports` keeps pyproject.toml's contracts: each layer (files and
    progress, words, rules, explain, drawing, pages, widgets, cli) imports only the layers below
    it, the one exception being the models' `_repr_svg_` (as in python-chess); errors import
    only the message values; only `drawing.svg` imports svgwrite; nothing below the widgets
    reaches ipywidgets; only the words layer reads Fluent; no renderer reads the example games."""
    pytest.importorskip("importlinter")
    lint = "import sys; from importlinter.cli import lint_imports; sys.exit(lint_imports(no_cache=True))"
    done = subprocess.run([sys.executable, "-c", lint], cwd=Path(__file__).resolve().parents[1],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-3000:]
    assert "0 broken" in done.stdout and "6 kept" in done.stdout


def test_issue_30_a_move_buttons_words_are_the_pages_not_a_widgets() -> None:
    """Issue 30 point 1: a move button's words (`move_label`) are defined once, beside the
    other move words in `fiveup_viz.pages.review`, and no widget module defines words of its
    own for a move; the table's and the explorer's buttons say them."""
    from fiveup_viz.pages.review import move_label
    from fiveup_viz.rules.layout import Layout
    from fiveup_viz.widgets import LayoutExplorer, PlayTable

    package = Path(fiveup_viz.__file__).parent
    defined = sorted(str(p.relative_to(package)) for p in package.rglob("*.py")
                     if re.search(r"^def move_label\(", p.read_text(encoding="utf-8"), re.M))
    assert defined == ["pages/review.py"]
    table = PlayTable(2, seed=1)
    assert [b.description for b in table.move_buttons] == \
        [move_label(b.move, "en") for b in table.move_buttons] != []
    explorer = LayoutExplorer(Layout.from_moves(["[4|4]"]), lang="fi")
    assert [b.description for b in explorer.move_buttons] == \
        [move_label(b.move, "fi") for b in explorer.move_buttons] != []
