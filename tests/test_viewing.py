"""Issue 30 (1, 2): the state of GameViewer and HandEndViewer is plain objects
(`fiveup_viz.pages.viewing`), driven here without ipywidgets: the stop shown, the count step by step,
the review's marks and the frames the front end holds."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from fiveup_viz import Game, simulate
from fiveup_viz.pages.panels import PANELS, GamePanels, Stop
from fiveup_viz.pages.review import Rated
from fiveup_viz.pages.viewing import GameStops, HandCount

TILE = re.compile(r"\[\d\|\d\]|data-tile=\"(?!hidden)")


@pytest.fixture(scope="module")
def game() -> Game:
    return simulate(2, seed=9, hands=2)


@pytest.mark.parametrize("module", ["viewing", "exploring", "practising", "playing"])
def test_the_state_modules_import_no_widgets(module: str) -> None:
    """Issue 30 (2): the viewers' state objects (GameStops and HandCount, Exploration,
    PracticeSession, TableSession) load without ipywidgets, so a kernel-free test drives them."""
    code = (f"import sys, fiveup_viz.pages.{module}\n"
            "assert 'ipywidgets' not in sys.modules and 'anywidget' not in sys.modules, "
            "sorted(m for m in sys.modules if 'widget' in m)\n")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)


def test_next_walks_the_actions_then_the_count_then_the_next_hand(game: Game) -> None:
    """R21-R27: after a hand's last action the count is shown step by step, then the next hand;
    Back from a hand's start goes into the previous hand's count."""
    state = GameStops(game)
    n = len(game.hands[0].actions)
    count = len(state.panels.end_steps(0))
    assert count > 0 and state.at_start and state.stop == Stop(0, 0)
    for _ in range(n):
        state.next()
    assert state.stop == Stop(0, n)
    state.next()
    assert state.stop == Stop(0, n, 0)  # the count's first step
    for _ in range(count - 1):
        state.next()
    assert state.at_hand_end and state.stop == Stop(0, n, count - 1)
    state.next()
    assert state.stop == Stop(1, 0)
    state.prev()
    assert state.stop == Stop(0, n, count - 1)
    state.show(99, 99)  # kept inside the game
    assert state.at_end and state.stop.hand == len(game.hands) - 1


def test_shown_face_down_names_no_held_tile(game: Game) -> None:
    """R6: face down, the hands panel names no tile a player holds; face up it does."""
    state = GameStops(game)
    state.goto(Stop(0, 2))
    up, down = state.shown(True), state.shown(False)
    assert set(PANELS) | {"header", "review"} == set(up)
    assert TILE.search(up["hands"]) and not TILE.search(down["hands"])


def test_marks_show_in_the_review_panel_and_the_frames(game: Game) -> None:
    """Issue 30: the coach's marks reach the panel shown and the front end's frames."""
    state = GameStops(game)
    frames = state.frames()
    assert "review" not in frames.panels
    plays = [i for i, a in enumerate(game.hands[0].actions) if a.kind == "play"]
    first = game.hands[0].actions[plays[0]]
    assert first.move is not None
    rated = {(0, plays[0]): Rated(0, plays[0], first.seat, first.move, "mistake", 5.0,
                                  first.move, 2)}
    state.goto(Stop(0, plays[0] + 1))
    assert 'class="review' not in state.shown(True)["review"].replace('class="review-', "")
    state.mark(rated)
    assert f'data-action="{plays[0]}"' in state.shown(True)["review"]
    held = state.frameset
    assert held is not None and held is not frames and "review" in held.panels
    index = held.index((0, plays[0] + 1, None))
    assert held.panel(index, "review") == state.shown(True)["review"]


def test_follow_shows_the_stop_at_the_front_ends_index(game: Game) -> None:
    """The front end's index and the state's stop agree both ways."""
    state = GameStops(game)
    frames = state.frames()
    for index in (3, len(frames.stops) - 1, 0):
        state.follow(index)
        assert state.index == index and Stop(*frames.stops[index]) == state.stop


def test_hand_count_reveals_one_step_at_a_time(game: Game) -> None:
    """R21-R24: the count shows the steps up to the one shown, the last highlighted."""
    count = HandCount(GamePanels(game), 0)
    steps = count.steps
    assert len(steps) > 2 and count.at_first and count.text("en") == steps[0].text("en")
    count.go(1)
    assert count.text("en").splitlines()[-1] == steps[1].text("en").splitlines()[-1]
    assert 'current"' in count.html and count.layout.startswith("<svg")
    count.go(99)
    assert count.at_last and count.step == len(steps) - 1
    assert len(count.frames().stops) == len(steps)
    assert HandCount(GamePanels(game), 0, show_layout=False).layout == ""
