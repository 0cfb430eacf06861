"""Issue 30 (2): tests drive what is seen. Each viewer in real JupyterLab (headless Chromium, a
live kernel): the test clicks the visible controls, reads the visible page, and checks that the
Python state followed (a second cell prints it). One Lab server serves the whole module.

GameViewer's Review is pressed in tests/test_browser_review.py, its Next in test_browser.py;
PlayTable's clicks on legal points in test_browser_clicks.py and a shared screen's move buttons
in test_browser_hot_seat.py. Here: HandEndViewer's step buttons, LayoutExplorer's tile list,
move buttons, legal points, Undo, Reset and figures, PlayTable's move buttons, credits, Hint,
"Show my tiles" and "Hide my tiles", Practice's Check, Next and "Show the answer", and
GameViewer's hand list; then GameViewer's action slider, autoplay, face-up box and teacher's
form, HandEndViewer's First and Practice's kind list; then GameViewer's speed slider, the
form's language and mark lists, Practice's tick boxes and the Quiz's running count.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Locator, Page, expect

from fiveup_viz.pages.review import coach_phrases
from fiveup_viz.rules import examples
from fiveup_viz.rules.game import Game
from fiveup_viz.words.messages import exercise as exercise_text
from fiveup_viz.words.messages import ui
from tests.conftest import CHROMIUM, cell_output, lab_server, notebook_in_lab, run_cell

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
READY = "print('REA' + 'DY')"


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """One JupyterLab server for every test of this module (each opens its own notebook)."""
    root = tmp_path_factory.mktemp("widgets-root")
    with lab_server(root, tmp_path_factory.mktemp("widgets-home")) as base:
        yield base, root


def printed(page: Page, index: int, pattern: str, *, tries: int = 10) -> str:
    """Run cell `index` and return its printed line matching `pattern` (the Python state).

    The front end sends a moved control's value to the kernel a moment after it shows it (a
    slider's readout changes first), so the cell is run again, up to `tries` times, until the
    kernel's state matches; the last try waits 30 s and fails with Playwright's message."""
    line = cell_output(page, index).locator(".jp-OutputArea-output", has_text=re.compile(pattern))
    for _ in range(tries - 1):
        run_cell(page, index)
        try:
            expect(line).to_be_visible(timeout=3_000)
        except AssertionError:
            continue
        return line.inner_text().strip()
    run_cell(page, index)
    expect(line).to_be_visible(timeout=30_000)
    return line.inner_text().strip()


def button(scope: Locator, text: str) -> Locator:
    """The widget button whose words are `text` (after any icon's glyph)."""
    return scope.locator("button.widget-button, button.widget-toggle-button").filter(
        has_text=re.compile(rf"^\W*{re.escape(text)}\s*$"))


def game_viewer_in_lab(page: Page, lab: tuple[str, Path], name: str, args: str, state: str,
                       *, then: str = "") -> tuple[Locator, Locator]:
    """A notebook `name` that shows `GameViewer(args)` (after the lines `then`) and whose second
    cell prints `state`: the viewer's output and its front end."""
    notebook_in_lab(page, lab, name, [
        f"from fiveup_viz.widgets import GameViewer\nviewer = GameViewer({args})\n{then}"
        "display(viewer)\n" + READY, state])
    out = cell_output(page, 0)
    return out, out.locator(".fiveup-viewer .fiveup-stepper")


def test_hand_end_viewer_steps_with_its_visible_buttons(lab: tuple[str, Path], page: Page) -> None:
    """R21-R24: the count's Next reveals one step at a time on the page, End shows the last,
    Back goes one back, First shows only the first step again; the Python viewer's step (and
    its buttons' state) follows each click."""
    game = examples.load("partners")
    hand = next(i for i, h in enumerate(game.hands) if h.end is not None and h.end.kind == "domino")
    from fiveup_viz.explain.steps import end_steps, say

    steps = end_steps(game, hand)
    heads = [say(step.heading, "en") for step in steps]  # each step's heading, as the page says it
    notebook_in_lab(page, lab, "count.ipynb", [
        "from fiveup_viz.widgets import HandEndViewer\n"
        f"viewer = HandEndViewer('partners', {hand})\ndisplay(viewer)\n" + READY,
        "print('STEP', viewer.step, viewer.next_button.disabled, viewer.first_button.disabled)"])
    count = page.locator(".jp-Notebook:visible .fiveup-hand-end .fiveup-stepper")
    panel = count.locator("div.fiveup-end")
    expect(panel).to_contain_text(heads[0], timeout=30_000)
    assert heads[2] not in panel.inner_text()  # not revealed yet
    count.locator("button.fiveup-next").click()
    count.locator("button.fiveup-next").click()
    expect(count).to_have_attribute("data-count", "3")
    expect(panel).to_contain_text(heads[2])
    assert printed(page, 1, r"^STEP ") == "STEP 2 False False"
    count.locator("button.fiveup-end").click()
    expect(count).to_have_attribute("data-count", str(len(steps)))
    expect(panel).to_contain_text(heads[-1])
    assert printed(page, 1, rf"^STEP {len(steps) - 1}") == f"STEP {len(steps) - 1} True False"
    count.locator("button.fiveup-back").click()
    expect(count).to_have_attribute("data-count", str(len(steps) - 1))
    count.locator("button.fiveup-start").click()  # First (issue 30: clicked in Lab)
    expect(count).to_have_attribute("data-count", "1")
    expect(panel).to_contain_text(heads[0])
    expect(panel).not_to_contain_text(heads[1])
    assert printed(page, 1, r"^STEP 0") == "STEP 0 False True"


def test_layout_explorer_tile_list_moves_points_undo_reset_and_figures(
        lab: tuple[str, Path], page: Page) -> None:
    """R9-R15: the learner picks [6|6] in the visible tile list and opens with its button,
    places the next tile on a legal point of the picture, reads the reasons the explorer
    gives, takes it back with Undo, clears with Reset, and builds a seed figure tile by tile."""
    notebook_in_lab(page, lab, "explorer.ipynb", [
        "from fiveup_viz.widgets import LayoutExplorer\n"
        "explorer = LayoutExplorer()\ndisplay(explorer)\n" + READY,
        "print('TILES', len(explorer.layout))\nfor r in explorer.reasons: print('REASON', r)"])
    out = cell_output(page, 0)
    tiles = out.locator(".fiveup-explorer-picker svg.fiveup-layout g.tile")
    expect(tiles).to_have_count(0, timeout=30_000)
    out.locator(".widget-dropdown select").first.select_option(label="[6|6]")
    opening = button(out, "Open with [6|6]")
    expect(opening).to_have_count(1, timeout=15_000)  # the one move of the tile chosen
    opening.click()
    expect(tiles).to_have_count(1, timeout=15_000)
    out.locator(".widget-dropdown select").first.select_option(label="[1|6]")
    point = out.locator(".fiveup-explorer-picker .fiveup-picker-layout [role=button]").filter(
        has=page.locator("title", has_text=": scores "))
    expect(point.first).to_be_visible(timeout=15_000)
    point.first.click()
    expect(tiles).to_have_count(2, timeout=15_000)
    state = printed(page, 1, r"^TILES 2")
    reasons = [line.removeprefix("REASON ") for line in state.splitlines() if line.startswith("REASON ")]
    text = out.locator(".widget-html-content .explorer")
    assert reasons
    for reason in reasons:  # the page says every reason the explorer holds
        expect(text).to_contain_text(reason)
    button(out, ui("en", "undo")).click()
    expect(tiles).to_have_count(1, timeout=15_000)
    button(out, ui("en", "reset")).click()
    expect(tiles).to_have_count(0, timeout=15_000)
    figure = ui("en", "fig.seed")
    out.locator(".widget-dropdown select").nth(1).select_option(label=figure)
    button(out, ui("en", "figure-next")).click()
    expect(tiles).to_have_count(1, timeout=15_000)
    button(out, ui("en", "figure-next")).click()
    expect(tiles).to_have_count(2, timeout=15_000)
    assert printed(page, 1, r"^TILES 2").startswith("TILES 2")


def test_play_table_move_buttons_credits_and_hint(lab: tuple[str, Path], page: Page) -> None:
    """R17: the learner's legal moves are visible buttons; a click plays one (the bots answer);
    "Show credits" adds each move's credit to its button; Hint shows the coach's ranking."""
    notebook_in_lab(page, lab, "table.ipynb", [
        "from fiveup_viz.widgets import PlayTable\n"
        "table = PlayTable(2, seed=4, bots='greedy', hint_budget_ms=5)\ndisplay(table)\n" + READY,
        "print('ACTIONS', len(table.game.hand.actions), [str(b.move) for b in table.move_buttons])"])
    from fiveup_viz.widgets import PlayTable

    twin = PlayTable(2, seed=4, bots="greedy")  # the same table, driven from Python
    plain = [b.description for b in twin.move_buttons]
    twin.hints_toggle.value = True
    credited = [b.description for b in twin.move_buttons]
    out = cell_output(page, 0)
    before = printed(page, 1, r"^ACTIONS ")
    moves = out.locator(".widget-button").filter(has_text=re.compile(r" on |^Open with "))
    expect(moves).to_have_text(plain, timeout=30_000)
    labels = moves.all_inner_texts()
    button(out, ui("en", "show-credits")).click()
    expect(moves).to_have_text(credited, timeout=15_000)  # "... — +10 raw", or what happens to it
    button(out, coach_phrases("en")["hint"]).click()
    ranking = out.locator("div.hint")
    expect(ranking).to_contain_text(coach_phrases("en")["ranking"], timeout=30_000)
    expect(ranking.locator("li")).to_have_count(len(labels))
    moves.first.click()
    after = printed(page, 1, r"^ACTIONS ")
    assert int(after.split()[1]) > int(before.split()[1]), (before, after)


def test_play_table_show_and_hide_my_tiles(lab: tuple[str, Path], page: Page) -> None:
    """R6: at a shared screen the mover's tiles are face down until "Show my tiles" is pressed,
    face up then with the moves offered, and face down again after "Hide my tiles"."""
    notebook_in_lab(page, lab, "seats.ipynb", [
        "from fiveup_viz.widgets import PlayTable\n"
        "table = PlayTable(2, humans=[0, 1], seed=3)\ndisplay(table)\n" + READY,
        "print('SHOWN', table.shown)"])
    out = cell_output(page, 0)
    hand = out.locator(".fiveup-table-picker .fiveup-picker-hand g.tile")
    expect(hand.first).to_be_visible(timeout=30_000)
    expect(hand.and_(page.locator('[data-tile="hidden"]'))).to_have_count(hand.count())
    hide = button(out, ui("en", "hide-tiles"))
    expect(hide).to_be_hidden()
    button(out, ui("en", "show-tiles")).click()
    expect(hand.and_(page.locator('[data-tile="hidden"]'))).to_have_count(0, timeout=15_000)
    expect(out.locator("button[data-move]").first).to_be_visible()
    assert printed(page, 1, r"^SHOWN True") == "SHOWN True"
    hide.click()
    expect(hand.and_(page.locator('[data-tile="hidden"]'))).to_have_count(hand.count(), timeout=15_000)
    expect(out.locator("button[data-move]")).to_have_count(0)
    assert printed(page, 1, r"^SHOWN False") == "SHOWN False"


def test_practice_check_next_and_show_the_answer(lab: tuple[str, Path], page: Page) -> None:
    """R15 (rounding to a multiple of 5): the learner types the answer, presses Check and reads
    why; the tally counts it; Next asks another question; "Show the answer" shows its answer;
    choosing "score" in the kind list asks a question of that kind (the one Python's
    `choose_kind` asks), the tally kept, and the Python practice's kind follows."""
    from fiveup_viz.widgets import Practice

    twin = Practice("round", seed=4)  # the same questions, driven from Python
    first = twin.question
    twin.exercise.answer(first.solution)
    feedback = twin.exercise.check()
    assert feedback is not None and feedback.correct
    twin.next_question()
    second = twin.question
    twin.choose_kind("score")
    third = twin.question
    assert third.kind == "score" and third.text != second.text
    notebook_in_lab(page, lab, "practice.ipynb", [
        "from fiveup_viz.widgets import Practice\n"
        "practice = Practice('round', seed=4)\ndisplay(practice)\n" + READY,
        "print('TALLY', practice.right, practice.asked, practice.kind, practice.question.kind)"])
    out = cell_output(page, 0)
    question = out.locator(".widget-html-content .question")
    expect(question).to_contain_text(first.text, timeout=30_000)
    out.locator(".widget-text input").fill(str(first.solution))
    button(out, exercise_text("en", "check")).click()
    right = out.locator(".feedback.right")
    expect(right).to_have_text(feedback.explanation, timeout=15_000)
    expect(out.locator(".tally")).to_contain_text(exercise_text("en", "tally", right=1, asked=1))
    assert printed(page, 1, r"^TALLY") == "TALLY 1 1 round round"
    button(out, exercise_text("en", "next")).click()
    expect(right).to_have_count(0, timeout=15_000)  # a new question, not answered yet
    expect(question).to_contain_text(second.text)
    button(out, exercise_text("en", "reveal")).click()
    expect(out.locator(".reveal")).to_contain_text(
        exercise_text("en", "answer.is", solution=second.answer_text()), timeout=15_000)
    out.locator(".widget-dropdown select").first.select_option(  # the kind list (issue 30)
        label=exercise_text("en", "kind.score"))
    expect(question).to_contain_text(third.text, timeout=15_000)
    expect(out.locator(".tally")).to_contain_text(
        exercise_text("en", "tally", right=twin.right, asked=twin.asked))
    assert printed(page, 1, r"^TALLY .* score") == f"TALLY {twin.right} {twin.asked} score score"


def test_game_viewer_hand_list_moves_the_front_end(lab: tuple[str, Path], page: Page) -> None:
    """The hand list is on screen: choosing hand 2 shows its first stop in the front end."""
    out, stepper = game_viewer_in_lab(page, lab, "viewer.ipynb", "'two-players'",
                                      "print('STOP', tuple(viewer.stop))")
    expect(stepper).to_have_attribute("data-hand", "1", timeout=30_000)
    hands = out.locator(".widget-dropdown select").first
    second = hands.locator("option").nth(1).inner_text()
    hands.select_option(label=second)
    expect(stepper).to_have_attribute("data-hand", "2", timeout=15_000)
    expect(stepper).to_have_attribute("data-step", "0")
    assert printed(page, 1, r"^STOP") == "STOP (1, 0, None)"


# -- issue 30 points 1-3: the controls not clicked above, each where the learner sees it -------
# GameViewer's action slider, autoplay, face-up box and the teacher's form (HandEndViewer's
# First and Practice's kind list are clicked at the end of their tests above). PlayTable's
# tests follow this block.

def placed(game: Game, hand: int, step: int) -> int:
    """The tiles on the table of hand `hand` after `step` actions (R9: each placement adds one)."""
    return sum(a.move is not None for a in game.hands[hand].actions[:step])


def test_game_viewer_slider_moves_the_drawing_the_caption_and_python(
        lab: tuple[str, Path], page: Page) -> None:
    """The action slider is on screen and works: moved to action k (its handle, with the keys
    a learner uses on it), the front end shows hand 1 after k actions, the layout with that
    many placed tiles (R9) and that placement's caption, and the Python viewer's stop follows."""
    from fiveup_viz.widgets import GameViewer

    twin = GameViewer("two-players")  # the same viewer, driven from Python
    steps = [3, 2]  # forward, then back
    captions = []
    for step in steps:
        twin.slider.value = step
        captions.append(twin.caption)
    assert captions[0] != captions[1]  # the caption tells the two apart
    out, stepper = game_viewer_in_lab(page, lab, "slider.ipynb", "'two-players'",
                                      "print('STOP', tuple(viewer.stop), viewer.slider.value)")
    tiles = stepper.locator(".fiveup-layout svg.fiveup-layout g.tile")
    expect(stepper).to_have_attribute("data-step", "0", timeout=30_000)
    handle = out.locator(".widget-hslider .noUi-handle").first  # the action slider comes first
    expect(handle).to_be_visible()
    handle.focus()
    for _ in range(steps[0]):
        handle.press("ArrowRight")
    expect(stepper).to_have_attribute("data-step", str(steps[0]), timeout=15_000)
    expect(tiles).to_have_count(placed(twin.game, 0, steps[0]))
    expect(stepper.locator(".fiveup-caption")).to_contain_text(captions[0])
    assert printed(page, 1, rf"^STOP \(0, {steps[0]},") == f"STOP (0, {steps[0]}, None) {steps[0]}"
    handle.press("ArrowLeft")
    expect(stepper).to_have_attribute("data-step", str(steps[1]), timeout=15_000)
    expect(tiles).to_have_count(placed(twin.game, 0, steps[1]))
    expect(stepper.locator(".fiveup-caption")).to_contain_text(captions[1])
    assert printed(page, 1, rf"^STOP \(0, {steps[1]},") == f"STOP (0, {steps[1]}, None) {steps[1]}"


def test_game_viewer_autoplay_steps_and_stops_where_it_is(lab: tuple[str, Path], page: Page) -> None:
    """Autoplay is on screen and works: ▶ steps the hand shown on the page one action after
    another (R9: a tile more on the table each placement), ■ stops it where it is (not back at
    the start), and the Python viewer stands at the stop the page shows."""
    out, stepper = game_viewer_in_lab(page, lab, "autoplay.ipynb", "'two-players'",
                                      "print('STOP', tuple(viewer.stop), viewer.play.playing)",
                                      then="viewer.speed.value = 400\n")
    expect(stepper).to_have_attribute("data-step", "0", timeout=30_000)
    play = out.locator(".widget-play")
    expect(play).to_be_visible()
    play.locator("button:has(.fa-play)").click()
    expect(stepper).to_have_attribute("data-step", re.compile(r"^[3-9]$"), timeout=15_000)
    play.locator("button:has(.fa-stop)").click()
    stopped = stepper.get_attribute("data-step")
    assert stopped is not None and int(stopped) >= 3
    page.wait_for_timeout(1_500)  # three more steps' time at 400 ms a step: none comes
    expect(stepper).to_have_attribute("data-step", stopped)
    assert printed(page, 1, r"^STOP ") == f"STOP (0, {stopped}, None) False"


def test_game_viewer_face_up_box_shows_and_hides_the_hands(lab: tuple[str, Path], page: Page) -> None:
    """R6 (the hands and the boneyard are face down): the learner's viewer names no tile of a
    face-down hand anywhere on the page, in no text, title or attribute; its face-up box shows
    the hands (every tile the Python viewer shows), and unticked hides them again; the Python
    viewer's `hands_toggle` follows each click."""
    from fiveup_viz.pages.panels import Stop, face_down
    from fiveup_viz.widgets import GameViewer

    twin = GameViewer("two-players", teaching=False, start=(0, 4))
    hidden = face_down(twin.game, Stop(0, 4))
    held = [t for hand in twin.position.held for t in hand]
    assert held and set(held) <= hidden
    _, stepper = game_viewer_in_lab(page, lab, "face.ipynb",
                                    "'two-players', teaching=False, start=(0, 4)",
                                    "print('FACE', viewer.hands_toggle.value)")
    hands = stepper.locator(".fiveup-hands")
    expect(hands.locator("g.tile").first).to_be_visible(timeout=30_000)
    expect(hands.locator('g.tile[data-tile="hidden"]')).to_have_count(len(held))
    shown = page.locator("body").evaluate("b => b.outerHTML + b.innerText")
    named = [str(t) for t in hidden if str(t) in shown or f"[{t.high}|{t.low}]" in shown]
    assert not named, named
    assert printed(page, 1, r"^FACE ") == "FACE False"
    face = stepper.locator(".fiveup-face input")
    face.check()
    expect(hands.locator('g.tile[data-tile="hidden"]')).to_have_count(0, timeout=15_000)
    for tile in held:
        expect(hands.locator(f'g.tile[data-tile="{tile}"]')).to_have_count(1)
    assert printed(page, 1, r"^FACE True") == "FACE True"
    face.uncheck()
    expect(hands.locator('g.tile[data-tile="hidden"]')).to_have_count(len(held), timeout=15_000)
    assert printed(page, 1, r"^FACE False") == "FACE False"


def test_game_viewer_teachers_form_notes_saves_and_keeps_a_script_as_text(
        lab: tuple[str, Path], page: Page) -> None:
    """RECORD.md § Annotations: the teacher types a note in the visible form and presses
    Annotate: the note shows at its stop on the page and is in the Python record; Save record
    writes it to the file typed. A note holding <script> and <img onerror> shows as the text
    typed (user text is escaped): no element of it is made and no script runs."""
    from fiveup_viz.widgets import GameViewer
    from tests.test_annotations_shown import HOSTILE

    hand, action = GameViewer("two-players", start=(0, 2)).state.annotated()  # the 2nd action
    out, stepper = game_viewer_in_lab(
        page, lab, "form.ipynb", "'two-players', annotating=True, start=(0, 2)",
        "from fiveup_viz.rules.timeline import load_game\n"
        "hand, action = viewer.state.annotated()\n"
        "print('NOTE', hand, action, repr(viewer.current_note))\n"
        "import os\nif os.path.exists('noted-lab.json'):\n"
        "    print('SAVED', repr(load_game('noted-lab.json').notes.at(hand, action).note))")
    note = stepper.locator(".fiveup-note")
    expect(stepper).to_have_attribute("data-step", "2", timeout=30_000)
    message = out.locator(".annotate-message")
    box = out.locator(".widget-textarea textarea")
    typed = "Ada opens the spinner here: line A and B are free."
    box.fill(typed)
    button(out, ui("en", "annotate")).click()
    expect(message).to_have_text(ui("en", "annotated") + ".", timeout=15_000)
    expect(note.locator(".note-text")).to_have_text(typed)
    assert printed(page, 1, r"^NOTE ") == f"NOTE {hand} {action} {{'en': {typed!r}}}"
    out.locator(".widget-text input").fill("noted-lab.json")
    button(out, ui("en", "save")).click()
    expect(message).to_contain_text(ui("en", "saved", path="noted-lab.json"), timeout=15_000)
    assert f"SAVED {{'en': {typed!r}}}" in printed(page, 1, r"\nSAVED ").splitlines()
    dialogs: list[str] = []  # alert(1) would open one
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    box.fill(HOSTILE)
    button(out, ui("en", "annotate")).click()
    assert printed(page, 1, r"^NOTE ").splitlines()[0] == f"NOTE {hand} {action} {{'en': {HOSTILE!r}}}"
    expect(note.locator(".note-text")).to_have_text(HOSTILE, timeout=15_000)
    expect(note.locator("script, img")).to_have_count(0)
    assert dialogs == []


# -- issue 30 point 1 (s35): the speed slider, the form's lists, the tick boxes and the Quiz --
def test_game_viewer_speed_slider_sets_autoplays_interval(lab: tuple[str, Path], page: Page) -> None:
    """The autoplay speed slider is on screen and works: moved with the keys a learner uses on
    its handle, its readout shows the new milliseconds per step, and the Python viewer's speed
    and the autoplay's interval follow (900 ms, five steps of 100 down: 400)."""
    from fiveup_viz.widgets import GameViewer

    twin = GameViewer("two-players")
    start, step = twin.speed.value, twin.speed.step
    wanted = start - 5 * step
    out, stepper = game_viewer_in_lab(page, lab, "speed.ipynb", "'two-players'",
                                      "print('SPEED', viewer.speed.value, viewer.play.interval)")
    expect(stepper).to_have_attribute("data-step", "0", timeout=30_000)
    speed = out.locator(".widget-hslider").nth(1)  # the action slider, then the speed slider
    expect(speed).to_contain_text(ui("en", "speed"))
    readout = speed.locator(".widget-readout")
    expect(readout).to_have_text(str(start))
    handle = speed.locator(".noUi-handle")
    handle.focus()
    for _ in range(5):
        handle.press("ArrowLeft")
    expect(readout).to_have_text(str(wanted), timeout=15_000)
    assert printed(page, 1, rf"^SPEED {wanted}") == f"SPEED {wanted} {wanted}"


def test_game_viewer_form_language_and_mark_lists_annotate(lab: tuple[str, Path], page: Page) -> None:
    """RECORD.md § Annotations: the teacher chooses Italian in the form's language list and a
    mark ("!") in its mark list, types the note and presses Annotate: the page shows the note
    marked as Italian and the mark with its meaning, the list says Italian is written, and the
    Python record holds the Italian text and the mark."""
    from fiveup_viz.explain.annotation_words import mark_text

    out, stepper = game_viewer_in_lab(
        page, lab, "form-lists.ipynb", "'two-players', annotating=True, start=(0, 2)",
        "hand, action = viewer.state.annotated()\nfound = viewer.game.notes.at(hand, action)\n"
        "print('NOTE', repr(found.note) if found else None, found.mark if found else None)")
    expect(stepper).to_have_attribute("data-step", "2", timeout=30_000)
    assert printed(page, 1, r"^NOTE ") == "NOTE None None"
    languages, marks = out.locator(".widget-dropdown select").nth(1), \
        out.locator(".widget-dropdown select").nth(2)  # after the hand list
    expect(languages).to_contain_text(ui("en", "note-lang-it"))
    languages.select_option(label=ui("en", "note-lang-it"))
    marks.select_option(label=mark_text("!", "en"))
    typed = "Qui Ada apre lo spinner: la linea A e la linea B sono libere."
    out.locator(".widget-textarea textarea").fill(typed)
    button(out, ui("en", "annotate")).click()
    expect(out.locator(".annotate-message")).to_have_text(ui("en", "annotated") + ".", timeout=15_000)
    note = stepper.locator(".fiveup-note")
    expect(note.locator('.note-text[lang="it"]')).to_have_text(typed)
    expect(stepper.locator('.mark[data-mark="!"]').first).to_contain_text(mark_text("!", "en"))
    written = ui("en", "note-lang-written", language=ui("en", "note-lang-it"))
    expect(languages.locator("option:checked")).to_have_text(written)
    assert printed(page, 1, r"^NOTE \{") == f"NOTE {{'it': {typed!r}}} !"


def test_practice_tick_boxes_answer_a_counted_question(lab: tuple[str, Path], page: Page) -> None:
    """R15 (the counted ends): a "counted" question is answered by ticking boxes. A box that is
    not a counted end ticked, Check says it is wrong and why; that box cleared and every counted
    end ticked, Check says it is right and the tally counts it; the Python exercise's ticked
    answer follows the page."""
    from fiveup_viz.widgets import Practice

    twin = Practice("counted", seed=2)  # the same question, driven from Python
    question = twin.question
    right_keys = question.solution_keys()
    rights = [c for c in question.choices if c.key in right_keys]
    wrong_choice = next(c for c in question.choices if c.key not in right_keys)  # (worksheets' rule)
    assert question.multiple and rights
    twin.exercise.answer([wrong_choice.key])
    wrong = twin.exercise.check()
    twin.exercise.answer([c.key for c in rights])
    right = twin.exercise.check()
    assert wrong is not None and not wrong.correct and right is not None and right.correct
    notebook_in_lab(page, lab, "ticks.ipynb", [
        "from fiveup_viz.widgets import Practice\n"
        "practice = Practice('counted', seed=2)\ndisplay(practice)\n" + READY,
        "print('TICKED', len(practice.exercise.current()), practice.right, practice.asked)"])
    out = cell_output(page, 0)
    expect(out.locator(".widget-html-content .question")).to_contain_text(question.text,
                                                                          timeout=30_000)
    boxes = out.locator(".widget-checkbox")
    expect(boxes).to_have_count(len(question.choices))
    boxes.filter(has_text=wrong_choice.label).locator("input").check()
    button(out, exercise_text("en", "check")).click()
    expect(out.locator(".feedback.wrong")).to_have_text(wrong.explanation, timeout=15_000)
    assert printed(page, 1, r"^TICKED 1") == "TICKED 1 0 1"
    boxes.filter(has_text=wrong_choice.label).locator("input").uncheck()
    for choice in rights:
        boxes.filter(has_text=choice.label).locator("input").check()
    button(out, exercise_text("en", "check")).click()
    expect(out.locator(".feedback.right")).to_have_text(right.explanation, timeout=15_000)
    expect(out.locator(".tally")).to_contain_text(
        exercise_text("en", "tally", right=twin.right, asked=twin.asked))
    assert printed(page, 1, rf"^TICKED {len(rights)}") == f"TICKED {len(rights)} {twin.right} {twin.asked}"


def test_quiz_running_count_follows_two_answers(lab: tuple[str, Path], page: Page) -> None:
    """R15 (rounding) and R14 (a placement's score): the Quiz shows two exercises and a running
    count of right answers; answering the first right makes it 1 of 2, the second wrong keeps
    it, the second right makes it 2 of 2; the Python quiz's count follows."""
    from fiveup_viz.widgets import Quiz

    twin = Quiz.of(["round", "score"], seed=3)  # the same questions, driven from Python
    first, second = (ex.question for ex in twin.exercises)
    assert not first.choices and not second.choices  # typed answers
    notebook_in_lab(page, lab, "quiz.ipynb", [
        "from fiveup_viz.widgets import Quiz\n"
        "quiz = Quiz.of(['round', 'score'], seed=3)\ndisplay(quiz)\n" + READY,
        "print('RIGHT', quiz.right)"])
    out = cell_output(page, 0)
    tally = out.locator(".tally")
    expect(tally).to_have_text(exercise_text("en", "tally", right=0, asked=2), timeout=30_000)
    inputs, checks = out.locator(".widget-text input"), button(out, exercise_text("en", "check"))
    expect(checks).to_have_count(2)
    inputs.nth(0).fill(str(first.solution))
    checks.nth(0).click()
    expect(tally).to_have_text(exercise_text("en", "tally", right=1, asked=2), timeout=15_000)
    assert printed(page, 1, r"^RIGHT 1") == "RIGHT 1"
    inputs.nth(1).fill(str(int(second.solution) + 5))  # a multiple of 5, but not the score
    checks.nth(1).click()
    expect(out.locator(".feedback.wrong")).to_have_count(1, timeout=15_000)
    expect(tally).to_have_text(exercise_text("en", "tally", right=1, asked=2))
    inputs.nth(1).fill(str(second.solution))
    checks.nth(1).click()
    expect(tally).to_have_text(exercise_text("en", "tally", right=2, asked=2), timeout=15_000)
    assert printed(page, 1, r"^RIGHT 2") == "RIGHT 2"


# -- PlayTable's remaining controls ---------------------------------------------------------
def _hidden_tiles(scope: Locator, page: Page) -> Locator:
    """The face-down tiles of the hands panel on the page."""
    return scope.locator("div.hands g.tile").and_(page.locator('[data-tile="hidden"]'))


def test_play_table_deal_next_hand_new_game_and_save(lab: tuple[str, Path], page: Page) -> None:
    """R8, R21: after a hand's count "Deal next hand" deals hand 2 and the page says who leads;
    "New game" starts over at hand 1; "Save record" writes the file typed, which replays to the
    kernel's game (RECORD.md), and the page says where it went."""
    from fiveup_viz import replay
    from fiveup_viz.widgets import PlayTable

    over = "while table.to_move is not None: table.play(table.game.legal_moves()[0])\n"
    notebook_in_lab(page, lab, "table-deal.ipynb", [
        "from fiveup_viz.widgets import PlayTable\n"
        "table = PlayTable(2, seed=4, bots='greedy')\n" + over + "display(table)\n" + READY,
        "print('HANDS', len(table.game.hands), table.seed)"])
    twin = PlayTable(2, seed=4, bots="greedy")  # the same table, driven from Python
    while twin.to_move is not None:
        twin.play(twin.game.legal_moves()[0])
    out = cell_output(page, 0)
    status, said = out.locator("div.status"), out.locator("div.messages")
    expect(status).to_contain_text(ui("en", "hand-is-over"), timeout=30_000)
    save_path = out.locator(".widget-text input")
    save_path.fill("saved-hand.json")
    button(out, ui("en", "save")).click()
    expect(said).to_contain_text(ui("en", "saved", path="saved-hand.json"), timeout=15_000)
    assert replay(lab[1] / "saved-hand.json") == twin.game
    twin.next_hand()
    button(out, ui("en", "deal-next")).click()
    expect(status).to_contain_text(twin.session.status(), timeout=15_000)
    expect(said).to_contain_text(twin.messages[0])  # "Hand 2: ... leads"
    assert printed(page, 1, r"^HANDS 2") == "HANDS 2 5"
    twin.new_game()
    button(out, ui("en", "new-game")).click()
    expect(status).to_contain_text(twin.session.status(), timeout=15_000)
    expect(said).to_contain_text(twin.messages[0])  # "New game. ... leads"
    assert printed(page, 1, r"^HANDS 1") == "HANDS 1 6"


def test_play_table_show_bots_tiles_and_teaching_mode(lab: tuple[str, Path], page: Page) -> None:
    """R6: at a shared screen every hand is face down; "Show bots' tiles" turns the two bots'
    hands face up, "Teaching mode" every hand, and pressing it again turns them down."""
    notebook_in_lab(page, lab, "table-teach.ipynb", [
        "from fiveup_viz.widgets import PlayTable\n"
        "table = PlayTable(4, humans=[0, 2], seed=6)\ndisplay(table)\n" + READY,
        "print('MODES', table.session.bots_shown, table.session.teaching)"])
    from fiveup_viz.widgets import PlayTable

    held = PlayTable(4, humans=[0, 2], seed=6).game.hand.held  # the same deal, from Python
    out = cell_output(page, 0)
    tiles, hidden = out.locator("div.hands g.tile"), _hidden_tiles(out, page)
    expect(tiles).to_have_count(sum(map(len, held)), timeout=30_000)
    total = tiles.count()
    expect(hidden).to_have_count(total)
    button(out, ui("en", "show-bots")).click()
    humans = len(held[0]) + len(held[2])
    expect(hidden).to_have_count(humans, timeout=15_000)  # the two humans' hands stay down
    assert printed(page, 1, r"^MODES True") == "MODES True False"
    button(out, ui("en", "show-bots")).click()
    button(out, ui("en", "teacher")).click()
    expect(hidden).to_have_count(0, timeout=15_000)
    assert printed(page, 1, r"^MODES False True") == "MODES False True"
    button(out, ui("en", "teacher")).click()
    expect(hidden).to_have_count(total, timeout=15_000)


def test_play_table_without_teacher_shows_no_teaching_controls(lab: tuple[str, Path],
                                                                page: Page) -> None:
    """Friction 6: with teacher=False neither "Teaching mode" nor "Show bots' tiles" is on the
    screen, while the other tools are; every hand stays face down (R6)."""
    notebook_in_lab(page, lab, "table-no-teacher.ipynb", [
        "from fiveup_viz.widgets import PlayTable\n"
        "table = PlayTable(4, humans=[0, 2], seed=6, teacher=False)\ndisplay(table)\n" + READY])
    out = cell_output(page, 0)
    expect(button(out, ui("en", "save"))).to_be_visible(timeout=30_000)
    expect(button(out, ui("en", "show-tiles"))).to_be_visible()
    expect(button(out, ui("en", "teacher"))).to_have_count(0)
    expect(button(out, ui("en", "show-bots"))).to_have_count(0)
    tiles = out.locator("div.hands g.tile")
    expect(_hidden_tiles(out, page)).to_have_count(tiles.count())
