"""Issue 31 point 5, a table for a classroom (teacher trial, friction 6): a projector table
(one seat the class plays together against the bots, large tiles), "Hide my tiles" at a
hot-seat table, and teaching mode as the teacher's choice. Every control the players cannot
use is absent from the displayed widget tree; no face-down tile is named (R6)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import ipywidgets as w
import pytest

from fiveup_viz.pages.panels import MAX_HEIGHT, MAX_WIDTH, MAX_ZOOM, PROJECTOR_FIT, fit_width, frame_of
from fiveup_viz.pages.picking import PROJECTOR_HAND_ZOOM
from fiveup_viz.widgets import PlayTable
from fiveup_viz.words.errors import InvalidSettingError
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import table as phrases
from tests.test_table_humans import TILE_RE, face_down, unpacked
from tests.test_widgets_hidden import check, named

NAMES = ["Class 7B", "Aino", "Eetu", "Iida"]


def displayed(root: Any) -> Iterator[Any]:
    """Every widget a player can see and click: the tree under `root`, without the subtrees
    whose display is none."""
    if getattr(getattr(root, "layout", None), "display", None) == "none":
        return
    yield root
    for child in getattr(root, "children", ()):
        yield from displayed(child)


def offered(table: PlayTable, widget: w.Widget) -> bool:
    """`widget` is shown to the players and a front end can reach it (its model is open)."""
    return any(x is widget for x in displayed(table.widget)) and widget.comm is not None


def size(svg: str) -> tuple[float, float]:
    """The width and height (px) a drawing is shown at."""
    head = svg.split(">", 1)[0]
    found = dict(re.findall(r' (width|height)="([0-9.]+)"', head))
    return float(found["width"]), float(found["height"])


# -- the projector table --------------------------------------------------------------------
def test_projector_table_is_one_seat_for_the_class_with_large_tiles() -> None:
    """projector=True: the class holds one seat, its tiles face up and drawn twice as large
    as at a notebook table, the layout magnified up to PROJECTOR_FIT; the bots' tiles and the
    boneyard face down (R6)."""
    table = PlayTable(NAMES, seat=0, projector=True, seed=3)
    plain = PlayTable(NAMES, seat=0, seed=3)
    held = table.game.hand.held[0]
    assert table.projector and table.humans == (0,) and not table.hot_seat
    assert [d["tile"] for d in table.picker.tiles] == [str(t) for t in held]
    assert table.move_buttons and [b.move for b in table.move_buttons] == table.game.legal_moves()
    big, small = size(table.picker.hand), size(plain.picker.hand)
    assert big == pytest.approx((small[0] * PROJECTOR_HAND_ZOOM, small[1] * PROJECTOR_HAND_ZOOM))
    table.move_button(table.session.moves[0]).click()
    plain.move_button(plain.session.moves[0]).click()
    frame = frame_of(table.game.hand.layout)
    assert size(table.svg)[0] > size(plain.svg)[0]
    assert fit_width(frame, PROJECTOR_FIT) > fit_width(frame, (MAX_WIDTH, MAX_HEIGHT, MAX_ZOOM))
    check(table, face_down(table, shown=0), "projector")
    assert set(TILE_RE.findall(table.hands_html.value)) >= {"hidden"}


def test_projector_table_plays_a_game_and_names_no_bot_tile() -> None:
    """A whole short game at the projector, clicked through: at every state no text, button,
    drawing or saved picture names a bot's tile or the boneyard (R6); the record replays."""
    from fiveup_viz import replay

    table = PlayTable(NAMES, seat=0, projector=True, bots="random", seed=5, max_hands=2)
    rng = random.Random(5)
    for step in range(400):
        if table.game.finished:
            break
        hidden = face_down(table, shown=0)
        check(table, hidden, f"step {step}")
        assert not named(unpacked(table.static_html()), hidden), f"step {step}: saved picture"
        if table.move_buttons:
            rng.choice(table.move_buttons).click()
        else:
            table.next_hand_button.click()
    assert table.game.finished and replay(table.record) == table.game


def test_projector_screen_offers_no_hot_seat_or_teaching_controls() -> None:
    """The class's screen: no "Show my tiles"/"Hide my tiles" (one seat, always face up), and
    by default no teaching mode or "Show bots' tiles" (the teacher's); larger text by a fixed
    style sheet that names nothing of the game."""
    table = PlayTable(NAMES, seat=0, projector=True, seed=3)
    for control in (table.show_button, table.hide_button, table.teacher_toggle, table.reveal_toggle):
        assert not offered(table, control), control.description
    assert table.move_buttons and all(offered(table, b) for b in table.move_buttons)
    for widget in (table.picker, table.status_html, table.caption_html, table.messages_html):
        assert offered(table, widget)
    assert "fiveup-projector" in table.widget._dom_classes
    css = [x for x in table.widget.children if isinstance(x, w.HTML) and "<style>" in x.value]
    assert len(css) == 1 and not TILE_RE.search(css[0].value) and "Class" not in css[0].value
    taught = PlayTable(NAMES, seat=0, projector=True, seed=3, teacher=True)
    assert offered(taught, taught.teacher_toggle) and offered(taught, taught.reveal_toggle)
    assert "hidden" not in TILE_RE.findall(taught.hands_html.value)  # teaching mode: all face up


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_named_class_is_spoken_of_by_name(lang: str) -> None:
    """The class at the projector is spoken of in the third person, like any player ("Class
    7B plays", not "Class 7B play"); a single learner keeps the second person whatever their
    name (issue 29: "Pekka" gets "You play", never "Pekka play")."""
    table = PlayTable(NAMES, seat=0, projector=True, seed=3, lang=lang)
    table.move_button(table.session.moves[0]).click()
    ours = table.messages[0]
    bots = next(m for m in table.messages if m.startswith("Aino "))
    assert ours.split(" ")[2] == bots.split(" ")[1], (ours, bots)  # the same verb form
    alone = PlayTable(["Pekka", "Bea", "Cai", "Dan"], seat=0, seed=3, lang=lang)
    alone.move_button(alone.session.moves[0]).click()
    assert "Pekka" not in alone.messages[0], alone.messages[0]


@pytest.mark.parametrize(("kwargs", "error", "words"), [
    ({"humans": [0, 2], "projector": True}, InvalidSettingError, "one human seat"),
    ({"projector": "yes"}, TypeError, "projector is True or False"),
])
def test_bad_projector_settings_are_refused_in_three_languages(kwargs, error, words) -> None:
    """A projector table has one human seat, the class's (R5); the flag is True or False.
    One clear error, said in en, it and fi."""
    with pytest.raises(error, match=words) as caught:
        PlayTable(4, **kwargs)
    assert len({caught.value.say(lang) for lang in LANGUAGES}) == len(LANGUAGES)


# -- Hide my tiles ----------------------------------------------------------------------
def test_shown_tiles_hide_again_until_shown() -> None:
    """Friction 6: at a hot-seat table "Hide my tiles" turns the shown tiles face down again;
    then no text, button, hint or drawing names them until "Show my tiles" (R6)."""
    table = PlayTable(NAMES, humans=[0, 2], seed=3)
    table.hint_budget_ms = 10
    assert not offered(table, table.hide_button)  # nothing shown yet
    table.show_tiles()
    seat = table.seat
    assert offered(table, table.hide_button) and table.move_buttons
    table.hint_button.click()
    assert table.hints
    table.hide_button.click()
    assert not table.shown and table.move_buttons == [] and table.hints == [] and table.hint_html.value == ""
    check(table, face_down(table, shown=None), "hidden again")
    assert not offered(table, table.hide_button) and offered(table, table.show_button)
    assert not table.show_button.disabled and table.seat == seat
    table.show_button.click()
    assert [b.move for b in table.move_buttons] == table.game.legal_moves()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hide_button_speaks_the_tables_language(lang: str) -> None:
    table = PlayTable(NAMES, humans=[0, 2], seed=3, lang=lang)
    assert table.hide_button.description == phrases(lang)["ui.hide-tiles"]
    assert table.hide_button.tooltip == phrases(lang)["ui.hide-tiles-tip"]


def test_hide_tiles_changes_nothing_where_no_tiles_are_shown() -> None:
    """One learner's tiles are always face up (no "Hide my tiles"); `hide_tiles()` there, or
    before anything is shown, changes nothing."""
    alone = PlayTable(2, seed=3)
    before = alone.hands_html.value
    alone.hide_tiles()
    assert alone.hands_html.value == before and alone.move_buttons
    assert not offered(alone, alone.hide_button)
    hot = PlayTable(NAMES, humans=[0, 2], seed=3)
    before = hot.hands_html.value
    hot.hide_tiles()
    assert hot.hands_html.value == before and not hot.move_buttons


# -- teaching mode is the teacher's -----------------------------------------------------------
@pytest.mark.parametrize("humans", [[0, 2], [0]])
def test_teacher_false_takes_teaching_mode_away_from_the_players(humans: list[int]) -> None:
    """Friction 6: teacher=False: neither teaching mode nor "Show bots' tiles" is shown or
    reachable (their models are closed); a value set on them reveals nothing (R6)."""
    table = PlayTable(NAMES, humans=humans, seed=6, teacher=False)
    assert not table.teaching_offered
    for toggle in (table.teacher_toggle, table.reveal_toggle):
        assert not offered(table, toggle)
        assert toggle.comm is None and not toggle.value
        toggle.value = True  # what a stale front end message would do
    shown = None if len(humans) > 1 else 0
    check(table, face_down(table, shown=shown), "teacher=False")
    assert "hidden" in TILE_RE.findall(table.hands_html.value)


@pytest.mark.parametrize("humans", [[0, 2], [0]])
def test_teaching_mode_is_offered_when_the_teacher_allows_it(humans: list[int]) -> None:
    """teacher=None (the default) and teacher=True offer the toggles at a notebook table;
    teacher=True starts with every hand face up."""
    default = PlayTable(NAMES, humans=humans, seed=6)
    assert default.teaching_offered and offered(default, default.reveal_toggle)
    bots = [t for s in (1, 3) for t in default.game.hand.held[s]]
    assert not named(default.hands_html.value, bots)
    default.reveal_toggle.value = True
    assert len(named(default.hands_html.value, bots)) == len(bots)  # the bots' tiles face up
    taught = PlayTable(NAMES, humans=humans, seed=6, teacher=True)
    assert offered(taught, taught.teacher_toggle) and offered(taught, taught.reveal_toggle)
    assert "hidden" not in TILE_RE.findall(taught.hands_html.value)
    if len(humans) > 1:
        assert offered(default, default.teacher_toggle)  # a class at one screen is offered it
