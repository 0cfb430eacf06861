"""Issue 30 (1): every control a viewer builds is on screen, in the widget the notebook shows.

The notebook shows a controller's `widget` (`_ipython_display_`, `_repr_mimebundle_`). A control
counts as on screen when it is in that tree (children, recursively) with no layout of it or
above it set to `display: none`; or when a front end in that tree draws it (the FrameStepper's
own buttons and face-up box, a shared screen's private move buttons). Controls are collected
by introspection over the controller's attributes (`vars`), lists of them and the controllers
it holds, so a control added later is checked too.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import anywidget
import ipywidgets as w
import pytest

from fiveup_viz import Game, simulate
from fiveup_viz.pages.exercises import PRACTICE_KINDS
from fiveup_viz.widgets import GameViewer, HandEndViewer, LayoutExplorer, PlayTable, Quiz
from fiveup_viz.widgets._base import Controller
from fiveup_viz.widgets.annotating import AnnotationForm
from fiveup_viz.widgets.practice import Exercise, Practice
from fiveup_viz.widgets.stepper import FrameStepper

#: The controls a learner works: buttons and every widget with a value (toggles, lists, sliders,
#: autoplay, text boxes, tick boxes, radio buttons, the progress bar; a kind added later too),
#: and the front ends (anywidget: the stepper, the clickable pictures, a shared screen's moves).
CONTROLS = (w.Button, w.ValueWidget, anywidget.AnyWidget)
#: Widgets with a value that only show words (the panels, messages and tallies), not controls.
DISPLAYS = (w.HTML, w.HTMLMath, w.Label)
#: Sub-controllers whose controls are the learner's too (their own `widget` is shown inside).
PARTS = (Controller, AnnotationForm)

#: Python controls that the FrameStepper's front end draws itself (static/stepper.js): its
#: buttons `button.fiveup-start|back|next|end` and its face-up box `label.fiveup-face`. The
#: Python ones move the front end through the synced `index` and `face_up`, and the front
#: end's move them back (test_browser.py clicks the front end's Next and reads Python's stop).
STEPPER_TWINS = {"first_button": "fiveup-start", "prev_button": "fiveup-back",
                 "next_button": "fiveup-next", "last_button": "fiveup-end",
                 "hands_toggle": "fiveup-face"}


def controls(owner: Any, path: str = "", seen: set[int] | None = None) -> Iterator[tuple[str, Any, Any]]:
    """(name, control, its owner) of every control held by `owner` and its parts."""
    seen = set() if seen is None else seen
    seen.add(id(owner))
    for name, value in vars(owner).items():
        several = isinstance(value, list | tuple)
        for i, item in enumerate(value if several else [value]):
            label = f"{path}{name}" + (f"[{i}]" if several else "")
            if isinstance(item, CONTROLS) and not isinstance(item, DISPLAYS):
                yield label, item, owner
            elif isinstance(item, PARTS) and id(item) not in seen:
                yield from controls(item, f"{label}.", seen)


def shown(root: Any) -> Iterator[Any]:
    """Every widget of the tree at `root` that is not hidden (itself or above)."""
    if getattr(getattr(root, "layout", None), "display", None) == "none":
        return
    yield root
    for child in getattr(root, "children", ()):
        yield from shown(child)


def stepper_draws(stepper: FrameStepper, css: str) -> bool:
    """The front end draws a control of class `css` (the four step buttons, the face-up box)."""
    js = stepper._esm
    if css == "fiveup-face":
        return 'el("label", "fiveup-face", nav)' in js
    return ('for (const name of ["start", "back", "next", "end"])' in js
            and 'el("button", "fiveup-" + name, nav)' in js and css.startswith("fiveup-"))


def missing(viewer: Any, exceptions: dict[str, str] | None = None) -> list[str]:
    """The controls of `viewer` that are not on screen, but for the named exceptions."""
    exceptions = exceptions or {}
    on_screen = list(shown(viewer.widget))
    ids = {id(x) for x in on_screen}
    steppers = [x for x in on_screen if isinstance(x, FrameStepper)]
    out = []
    for name, control, owner in controls(viewer):
        if id(control) in ids or name in exceptions:
            continue
        twin = STEPPER_TWINS.get(name.rsplit(".", 1)[-1])
        stepper = getattr(owner, "stepper", None)
        if twin and stepper in steppers and stepper_draws(stepper, twin):
            continue
        out.append(name)
    return out


@pytest.fixture(scope="module")
def game() -> Game:
    return simulate(2, seed=9, hands=2)


def test_game_viewer_shows_review_the_hand_list_autoplay_and_the_form(game: Game) -> None:
    """Issue 30 (1): Review and its progress bar, the hand list, the action slider, autoplay and
    its speed, the teacher's form are in the notebook's widget. Review was only in `panel_box`:
    before the fix this test failed with ['review_button'], its progress bar never on screen."""
    viewer = GameViewer(game, annotating=True)
    hidden_until_review = {"review_progress": "shown while the coach reviews (checked below)"}
    assert missing(viewer, hidden_until_review) == []
    assert "review_progress" in [n for n, _, _ in controls(viewer)]
    seen: list[bool] = []  # the progress bar is on screen while the review runs
    bar = viewer.review_progress
    bar.layout.observe(lambda _: seen.append(id(bar) in {id(x) for x in shown(viewer.widget)}),
                       names="display")
    viewer.review_budget_ms = 5
    viewer.review_button.click()
    assert seen == [True, False] and viewer.reviewed


def test_game_viewer_without_the_form_has_every_control_on_screen() -> None:
    """Issue 30 (1): the learner's viewer (no form, hands face down) shows every control."""
    viewer = GameViewer("two-players", teaching=False)
    assert missing(viewer, {"review_progress": "shown while reviewing"}) == []


def test_hand_end_viewer_steps_are_its_front_ends_buttons(game: Game) -> None:
    """Issue 30 (1): the count's four step buttons are drawn by its front end."""
    assert missing(HandEndViewer(game, 0)) == []


def test_layout_explorer_shows_every_control() -> None:
    """Issue 30 (1): the tile list, the move buttons, Undo, Reset, the figures and Next tile."""
    explorer = LayoutExplorer()
    explorer.place("[6|6]")
    assert explorer.move_buttons and missing(explorer) == []


def test_play_table_shows_every_control_alone_and_at_a_shared_screen() -> None:
    """Issue 30 (1): the table's tools and moves are on screen; "Show my tiles", the teacher's
    switch and the privately drawn moves are for a shared screen (R6) and hidden for one
    learner, where they have no use (documented exceptions)."""
    alone = PlayTable(2, seed=3)
    assert alone.move_buttons
    one_learner = {"show_button": "a shared screen's only", "teacher_toggle": "offered to a class",
                   "hide_button": "shown only while a player's tiles show at a shared screen",
                   "moves_html": "a shared screen's moves, drawn while a player's tiles show"}
    assert missing(alone, one_learner) == []
    shared = PlayTable(2, humans=[0, 1], seed=3)
    shared.show_tiles()
    # the buttons of a shown hand reach the screen privately (PrivateHTML), as buttons
    drawn = shared.moves_html.on_screen("value")
    private = {f"move_buttons[{i}]": "drawn by moves_html" for i, b in enumerate(shared.move_buttons)
               if f'data-move="{b.move}"' in drawn}
    assert shared.move_buttons and len(private) == len(shared.move_buttons)
    assert missing(shared, private) == []


def test_play_table_count_is_on_screen_when_the_hand_is_over() -> None:
    """Issue 30 (1): the count's step buttons, once a hand is over, are its front end's."""
    table = PlayTable(2, seed=1, bots="greedy")
    while not table.game.hand.over:
        table.play(table.game.legal_moves()[0])
    shared_only = {"show_button": "", "teacher_toggle": "", "hide_button": "", "moves_html": ""}
    assert table.end_viewer is not None and missing(table, shared_only) == []


def test_practice_shows_the_kind_next_check_and_reveal() -> None:
    """Issue 30 (1): Practice's kind list and Next, and its question's Check and Reveal."""
    practice = Practice("score")
    names = [n for n, _, _ in controls(practice)]
    assert "exercise.check_button" in names and "exercise.reveal_button" in names
    assert missing(practice) == []
    assert missing(Exercise.of("round")) == []


@pytest.mark.parametrize("kind", PRACTICE_KINDS)
def test_practice_shows_the_answer_controls_of_every_kind(kind: str) -> None:
    """Issue 30 (1): each kind's answer control is on screen in Practice, as the kind list asks
    it: the text box, or one tick box per choice (the legal points, the counted ends)."""
    practice = Practice(kind, seed=2)
    answer = [n for n, _, _ in controls(practice) if n.startswith(("exercise.input", "exercise.checkboxes"))]
    boxes = practice.exercise.checkboxes
    assert answer == ([f"exercise.checkboxes[{i}]" for i in range(len(boxes))] if boxes
                      else ["exercise.input"])
    assert missing(practice) == []
    practice.kind_picker.value = next(k for k in PRACTICE_KINDS if k != kind)  # asked anew
    assert missing(practice) == []


def test_quiz_shows_every_question_s_controls() -> None:
    """Issue 30 (1): a quiz of every kind shows each question's answer, Check and Reveal."""
    quiz = Quiz.of(PRACTICE_KINDS, seed=3)
    names = [n for n, _, _ in controls(quiz)]
    assert all(f"exercises[{i}].check_button" in names for i in range(len(PRACTICE_KINDS)))
    assert any(".checkboxes[" in n for n in names) and missing(quiz) == []


def test_the_front_ends_are_controls_on_screen(game: Game) -> None:
    """Issue 30 (1): the clickable pictures and the steppers (anywidget front ends) count as
    controls: the explorer's and the table's pictures, the viewers' steppers are on screen."""
    explorer, table, viewer = LayoutExplorer(), PlayTable(2, seed=3), GameViewer(game)
    for owner, name in ((explorer, "picker"), (table, "picker"), (viewer, "stepper")):
        assert name in [n for n, c, _ in controls(owner) if isinstance(c, anywidget.AnyWidget)]
    explorer.widget.children = [c for c in explorer.widget.children if c is not explorer.picker]
    assert "picker" in missing(explorer)


def test_a_tick_box_left_off_screen_is_found() -> None:
    """The check can fail for any control with a value: a choice's tick box built but not shown
    is named (before tick boxes counted as controls, this passed unnoticed)."""
    practice = Practice("legal", seed=2)
    boxes = practice.exercise.checkboxes
    assert len(boxes) > 1
    practice.exercise.input.children = boxes[1:]
    assert missing(practice) == ["exercise.checkboxes[0]"]


def test_a_control_left_off_screen_is_found(game: Game) -> None:
    """The check can fail: a control built but not placed in `widget`, or hidden, is named."""
    viewer = GameViewer(game)
    viewer.extra_button = w.Button(description="nowhere")
    viewer.review_button.layout.display = "none"
    found = missing(viewer)
    assert "extra_button" in found and "review_button" in found
