"""Frames and game pages: every position stored once, self-contained, escaped, deterministic."""

from __future__ import annotations

import base64
import json
import re
import zlib
from pathlib import Path

import pytest

from fiveup_viz import Game, simulate, to_record
from fiveup_viz.cli.main import main
from fiveup_viz.pages.frames import PANELS, game_frames, window
from fiveup_viz.pages.icon import ICON_LINK
from fiveup_viz.pages.page import game_page, stepper_html
from fiveup_viz.rules.record import dumps
from fiveup_viz.widgets import GameViewer

NAMES = ["Ada </script><b>", "Bea & Co", "Cai", "Dan"]
SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script>", re.S)


@pytest.fixture(scope="module")
def game() -> Game:
    return simulate(NAMES, seed=5)


@pytest.fixture(scope="module")
def viewer(game: Game) -> GameViewer:
    return GameViewer(game)


def unpack(page: str) -> dict:
    config = json.loads(page.split('class="fiveup-frames">', 1)[1].split("</script>", 1)[0])
    return dict(json.loads(zlib.decompress(base64.b64decode(config["packed"]))), config=config)


def test_frames_rebuild_every_panel_of_every_position(viewer: GameViewer) -> None:
    """Each stop's panels come back exactly as the viewer draws them, face up and down."""
    frames = game_frames(viewer.game, range(len(viewer.game.hands)))
    assert len(frames.stops) == len(viewer.stops)
    for i in range(0, len(viewer.stops), 7):
        for face_up in (True, False):
            want = viewer.panels(i, face_up)
            assert {p: frames.panel(i, p, face_up) for p in PANELS} == want


def test_frames_store_each_layout_and_hand_drawing_once(viewer: GameViewer) -> None:
    """A drawing shared by positions (a hand, a layout during the count) is one piece."""
    frames = game_frames(viewer.game, range(len(viewer.game.hands)))
    assert len(set(frames.pieces)) == len(frames.pieces)
    drawings = [p for p in frames.pieces if p.startswith("<svg")]
    naive = sum(len(frames.panel(i, p, up)) for i in range(len(frames.stops)) for p in PANELS
                for up in (True, False))
    assert sum(map(len, frames.pieces)) * 2 < naive  # shared drawings are not stored twice
    layouts = {frames.panel(i, "layout") for i in range(len(frames.stops))}
    assert len([d for d in drawings if "fiveup-layout" in d]) == len(layouts)


def test_face_down_frames_name_no_held_tile(viewer: GameViewer) -> None:
    """Hidden information: face down, the hands panel names and draws no tile (R4)."""
    frames = game_frames(viewer.game, range(1))
    for i in range(len(frames.stops)):
        hands = frames.panel(i, "hands", face_up=False)
        assert not re.search(r"\[\d\|\d\]|data-tile=\"(?!hidden)", hands)


def test_frames_hold_a_window_of_hands() -> None:
    """A long record never forces every hand: frames hold one block of hands around the one shown."""
    assert window(0, 3) == range(3)
    assert window(13, 2000, size=12) == range(12, 24)
    assert window(1999, 2000, size=12) == range(1992, 2000)


def test_page_is_self_contained_and_escapes_user_text(viewer: GameViewer) -> None:
    """No external request; names stay out of every <script>/<style> and are escaped."""
    page = game_page(viewer.game)
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", page)
    # its one <link> is the inline icon (teacher trial 16, friction 7): nothing to fetch
    assert page.count(ICON_LINK) == 1
    assert "@import" not in page and "url(http" not in page
    assert "<link" not in page.replace(ICON_LINK, "")
    for attrs, body in SCRIPT.findall(page):
        assert "src=" not in attrs
        for name in NAMES[:2]:  # names that base64 text cannot hold by chance
            assert name not in body and "Ada" not in body.split('"packed"')[0]
    style = page.split("<style>", 1)[1].split("</style>", 1)[0]
    assert "Ada" not in style and "Bea" not in style
    data = unpack(page)
    assert data["config"]["fragment"] is True
    assert "Ada &lt;/script&gt;&lt;b&gt;" in data["header"]
    assert "Bea &amp; Co" in data["header"]
    assert "<title>Exact 61 Five Up</title>" in page


def test_page_holds_every_position_and_count_step(viewer: GameViewer) -> None:
    """The page steps through the whole game, counts included (R21-R27)."""
    data = unpack(game_page(viewer.game))
    assert len(data["stops"]) == len(viewer.stops)
    assert sum(1 for s in data["stops"] if s[2] is not None) == sum(
        1 for s in viewer.stops if s.end_step is not None) > 0
    assert data["labels"]["next"] == "Next" and data["labels"]["back"] == "Back"


def test_page_is_deterministic(game: Game) -> None:
    assert game_page(game) == game_page(game)


@pytest.mark.parametrize(("lang", "back", "next_"), [("it", "Indietro", "Avanti"),
                                                     ("fi", "Edellinen", "Seuraava")])
def test_page_buttons_follow_the_language(game: Game, lang: str, back: str, next_: str) -> None:
    data = unpack(game_page(game, lang=lang))
    assert (data["labels"]["back"], data["labels"]["next"]) == (back, next_)
    assert data["lang"] == lang


def test_static_picture_shows_the_position_without_scripts(viewer: GameViewer) -> None:
    """Where scripts are stripped, the fragment still shows the position (drawings as images)."""
    frames = game_frames(viewer.game, range(1))
    html = stepper_html(frames, 3)
    static = html.split('<div class="fiveup-static">', 1)[1].split("<script", 1)[0]
    assert "<svg" not in static and static.count('src="data:image/svg+xml;base64,') >= 2
    assert "Scoring events of hand 1" in static


def test_to_html_and_cli_write_the_same_page(game: Game, tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    record.write_text(dumps(to_record(game)), encoding="utf-8")
    out = tmp_path / "cli.html"
    assert main(["html", str(record), "-o", str(out), "--hand", "2"]) == 0  # counts from 1
    direct = GameViewer(game).to_html(tmp_path / "api.html", hand=1)  # the 0-based index
    assert out.read_text(encoding="utf-8") == direct.read_text(encoding="utf-8")
    assert '"index":' in out.read_text(encoding="utf-8")


def test_cli_html_bad_record_is_one_line_and_exit_2(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"players": ["A"]}', encoding="utf-8")
    out = tmp_path / "out.html"
    assert main(["html", str(bad), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1
    assert not out.exists()


def test_cli_html_hand_out_of_range(game: Game, tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "game.json"
    record.write_text(dumps(to_record(game)), encoding="utf-8")
    assert main(["html", str(record), "-o", str(tmp_path / "x.html"), "--hand", "99"]) == 2
    assert "hand 99 does not exist" in capsys.readouterr().err


def test_viewer_output_holds_the_widget_and_a_kernel_free_copy(game: Game) -> None:
    """The bundle: the live front end (widget view), text and the stepping copy (text/html)."""
    viewer = GameViewer(game)
    assert viewer.stepper.data == ""  # nothing computed until shown
    bundle = viewer._repr_mimebundle_()
    assert {"application/vnd.jupyter.widget-view+json", "text/plain", "text/html"} <= set(bundle)
    assert bundle["text/plain"] == repr(viewer)
    data = unpack(bundle["text/html"])
    assert len(data["stops"]) == len(viewer.stops)
    assert viewer.stepper.data == data["config"]["packed"]


def test_front_end_and_python_follow_each_other(game: Game) -> None:
    """Python's controls move the front end; the front end's index moves the Python viewer."""
    viewer = GameViewer(game)
    viewer._repr_mimebundle_()
    viewer.next_button.click()
    viewer.next_button.click()
    assert viewer.stepper.index == 2
    viewer.goto(2, 3)
    assert viewer.stepper.index == viewer.stops.index(viewer.stop)
    viewer.stepper.index = 5  # as the browser's Next would set it
    assert viewer.stop == viewer.stops[5] and viewer.slider.value == viewer.stops[5].step
    viewer.stepper.face_up = False
    assert viewer.hands_toggle.value is False
    viewer.hands_toggle.value = True
    assert viewer.stepper.face_up is True


def test_a_long_record_holds_only_the_hands_around_the_one_shown(
        game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    """Frames cover a window of hands; moving out of it computes the next window only."""
    monkeypatch.setattr("fiveup_viz.pages.frames.MAX_HANDS", 2)
    viewer = GameViewer(game)
    viewer._repr_mimebundle_()
    assert viewer.frameset is not None and (viewer.frameset.first_hand, viewer.frameset.hands) == (0, 2)
    first = viewer.stepper.data
    viewer.goto(3, 1)
    assert (viewer.frameset.first_hand, viewer.frameset.hands) == (2, 2)
    assert viewer.stepper.data != first
    assert {s[0] for s in viewer.frameset.stops} == {2, 3}
    assert "hands 3 to 4 of" in viewer.frameset.window_note


def test_hand_end_viewer_output_steps_through_its_count(game: Game) -> None:
    from fiveup_viz.widgets import HandEndViewer

    viewer = HandEndViewer(game, 0)
    data = unpack(viewer._repr_mimebundle_()["text/html"])
    assert len(data["stops"]) == len(viewer.steps) and data["faceChoice"] is False
    viewer.next_button.click()
    assert viewer.stepper.index == 1
    viewer.stepper.index = 3
    assert viewer.step == 3



def test_issue28_a_game_within_d3_is_on_one_page_and_a_longer_one_says_how_to_see_the_rest():
    """Security probe Notes (issue 28 point 6): `fiveup-viz html` held a window of 40 hands
    while the README says the page steps through every position. A game within D3's 200 hands
    is on one page whole; a longer record's page says which hands it holds and how to write
    the others (--hand)."""
    from fiveup_viz.pages.page import PAGE_HANDS
    from fiveup_viz.rules.game import DEFAULT_MAX_HANDS

    assert PAGE_HANDS >= DEFAULT_MAX_HANDS == 200  # D3
    game = simulate(2, seed=3, hands=9)
    windowed = game_frames(game, range(5, 9), lang="fi")
    assert windowed.window_note == "Tällä sivulla ovat kierrokset 6–9 (yhteensä 9)."  # a viewer
    windowed.window_phrase = "window-page"
    assert "6–9" in windowed.window_note and "--hand N" in windowed.window_note


@pytest.mark.slow
def test_issue28_the_page_of_a_45_hand_game_holds_every_hand():
    """More hands than the old window of 40, all on the page (about 13 s to draw)."""
    import sys

    sys.path.insert(0, str(Path(__file__).parent.parent / "benchmarks"))
    from bench_long_record import long_game

    frames = unpack(game_page(long_game(45), lang="it"))
    assert frames["firstHand"] == 0 and frames["hands"] == frames["totalHands"] == 45
    assert frames["window"] == ""
