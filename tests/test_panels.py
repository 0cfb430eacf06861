"""Positions as HTML without widgets (issue 22, item 1): `fiveup_viz.pages.panels` draws every panel
from a game and a stop; frames, game pages and `fiveup-viz html` need no ipywidgets."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from fiveup_viz import Game, WrongTypeError, simulate
from fiveup_viz.cli.main import main
from fiveup_viz.pages.frames import game_frames, handend_frames, window
from fiveup_viz.pages.page import game_page
from fiveup_viz.pages.panels import PANELS, GamePanels, Seat, Stop, hands_html, label
from fiveup_viz.rules import examples
from tests.conftest import WHEEL, WIDGETS, Venv

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "fiveup_viz"
TILE = re.compile(r"\[\d\|\d\]|data-tile=\"(?!hidden)")


@pytest.fixture(scope="module")
def game() -> Game:
    return simulate(["Ada <b>", "Bea & Co", "Cai"], seed=5, max_hands=3)


def test_cli_html_runs_without_importing_ipywidgets(tmp_path: Path) -> None:
    """Issue 22.1: `fiveup-viz html` loads neither ipywidgets nor anywidget."""
    out = tmp_path / "page.html"
    record = PACKAGE / "rules" / "examples" / "partners.json"
    code = ("import sys, fiveup_viz.cli.main\n"
            f"assert fiveup_viz.cli.main.main(['html', {str(record)!r}, "
            f"'-o', {str(out)!r}, '--lang', 'fi']) == 0\n"
            "loaded = sorted(m for m in ('ipywidgets', 'anywidget', 'traitlets') if m in sys.modules)\n"
            "assert not loaded, loaded\n")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=300)
    assert out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def test_panels_are_what_the_viewer_shows(game: Game) -> None:
    """The viewer's panels are GamePanels' (R4: face down they name no held tile)."""
    from fiveup_viz.widgets import GameViewer

    viewer = GameViewer(game, lang="it")
    panels = GamePanels(game, "it")
    assert panels.stops == viewer.stops and panels.header() == viewer.shown()["header"]
    for stop in panels.stops[::5]:
        viewer.goto(*stop)
        for face_up in (True, False):
            viewer.hands_toggle.value = face_up
            shown = viewer.shown()
            drawn = panels.panels(stop, face_up)
            assert drawn == {name: shown[name] for name in PANELS} and set(drawn) == set(PANELS)
            if stop.end_step is not None:
                assert drawn["end"] == shown["end"] != ""
            if not face_up:
                assert not TILE.search(drawn["hands"])


def test_frames_of_a_game_equal_the_viewers_frames(game: Game) -> None:
    """Frames take a game: the viewer's front end holds the same bytes."""
    from fiveup_viz.widgets import GameViewer, HandEndViewer

    viewer = GameViewer(game)
    viewer._repr_mimebundle_()
    assert game_frames(game, window(0, len(game.hands))).packed() == viewer.stepper.data
    ends = HandEndViewer(game, 1)
    ends._repr_mimebundle_()
    assert handend_frames(game, 1).packed() == ends.stepper.data


def test_a_page_from_a_game_equals_the_viewers_page(game: Game, tmp_path: Path) -> None:
    """`game_page(game)` and `GameViewer.to_html()` write the same bytes (caches shared or not)."""
    from fiveup_viz.widgets import GameViewer

    viewer = GameViewer(game, lang="fi")
    viewer.goto(1, 2)
    page = viewer.to_html(tmp_path / "page.html").read_text(encoding="utf-8")
    assert page == game_page(game, hand=1, lang="fi")


def test_panels_of_another_game_are_refused(game: Game) -> None:
    with pytest.raises(ValueError, match="another game or language"):
        game_frames(game, range(1), lang="it", panels=GamePanels(game, "en"))
    with pytest.raises(ValueError, match="another game or language"):
        game_page(game, panels=GamePanels(examples.load("partners")))


def test_an_unknown_stop_is_a_value_error(game: Game) -> None:
    panels = GamePanels(game)
    with pytest.raises(ValueError, match="no position"):
        panels.find(Stop(0, 999))
    with pytest.raises(WrongTypeError, match="hand is an integer, not bool"):  # issue 28
        panels.find(Stop(True, 0))  # type: ignore[arg-type]
    assert panels.find(Stop(1, 0)) == (1, 0)


def test_one_hands_panel_for_the_viewer_and_the_table() -> None:
    """The table's hands panel is `hands_html`: the learner's tiles face up, a bot's face down
    with no tile named (R4), and only the viewer marks who acts."""
    from fiveup_viz.widgets import PlayTable

    table = PlayTable(2, seed=4)
    hand = table.game.hand
    seats = [Seat(table.names[s], tiles, s == table.seat, mark=" learner" if s == table.seat else "")
             for s, tiles in enumerate(hand.held)]
    assert table.hands_html.value == hands_html(label("en", "hands"), seats, "en")
    bot = table.hands_html.value.split('class="seat"', 1)[1]
    assert not TILE.search(bot) and "▶" not in table.hands_html.value
    acting = hands_html("Hands", [Seat("Ada", hand.held[0], False, acting=True)], "en")
    assert "▶ Ada" in acting and 'class="seat acting"' in acting and not TILE.search(acting)


@pytest.mark.slow
@WHEEL
def test_cli_html_in_a_fresh_environment_without_ipywidgets(wheel_venv: Venv, tmp_path: Path) -> None:
    """Issue 22.1: the wheel of a clean copy (`git archive HEAD`), installed with its core
    dependencies only, writes the same game page as this tree, with ipywidgets and anywidget
    absent."""
    env = wheel_venv.without_widgets()
    missing = env.run(env.python, "-c", "import importlib.util as u; "
                      f"print([m for m in {WIDGETS!r} if u.find_spec(m)])")
    assert missing.strip() == "[]"
    record = PACKAGE / "rules" / "examples" / "won-by-block.json"
    out = tmp_path / "page.html"
    env.run(env.bin / "fiveup-viz", "html", record, "-o", out, "--lang", "it")
    here = tmp_path / "here.html"
    assert main(["html", str(record), "-o", str(here), "--lang", "it"]) == 0
    assert out.read_bytes() == here.read_bytes()


@pytest.mark.parametrize(("lang", "placed", "unchanged", "points"), [
    ("en", "Placed [", "Layout unchanged (no new placement, so no placement points); last placed [",
     "Placement points:"),
    ("it", "Posa di [", "Schema invariato (nessuna nuova posa, quindi nessun punto della posa); "
     "ultima tessera posata: [", "Punti della posa:"),
    ("fi", "Asetettu [", "Pelikuvio ei muuttunut (ei uutta asetusta, joten ei asetuspisteitä); "
     "viimeksi asetettu [", "Asetuspisteet:")])
def test_a_draw_or_pass_caption_does_not_describe_the_earlier_placement_as_this_action(
        lang: str, placed: str, unchanged: str, points: str) -> None:
    """fi reader fix7 point 11: after a draw or a pass (R18, R19) the layout is as the last
    placement left it; the caption says so, with the counted values, and neither names that
    placement as this action («Placed [2|2]») nor gives its placement points (R15)."""
    game = examples.load("partners")
    panels = GamePanels(game, lang)
    steps = [(h, i + 1, a.kind) for h, hand in enumerate(game.hands)
             for i, a in enumerate(hand.actions) if i]
    draw = next(s for s in steps if s[2] == "draw")
    after_pass = next(s for s in steps if s[2] == "pass")
    play = next(s for s in steps if s[2] == "play")
    for hand, step, _ in (draw, after_pass):
        caption = panels.panels(Stop(hand, step), True)["caption"]
        assert unchanged in caption and placed not in caption and points not in caption, caption
    caption = panels.panels(Stop(play[0], play[1]), True)["caption"]
    assert placed in caption and points in caption and unchanged not in caption, caption
