"""Issue 23 item 3, one table for several players: PlayTable(..., humans=[0, 2]) passes one
screen between human seats; bots hold the others. The tiles of the human to play show only
after "Show my tiles" and hide again when the turn passes (R6: hands stay hidden until the
count); teaching mode shows every hand (R21 shows them at the count anyway)."""

from __future__ import annotations

import base64
import json
import random
import re

import ipywidgets as w
import pytest
from ipywidgets.widgets.widget import _instances

from fiveup_viz import Tile, replay
from fiveup_viz.widgets import PlayTable
from fiveup_viz.widgets.private import KernelButton
from fiveup_viz.words.errors import (
    InvalidSeatError,
    InvalidSettingError,
    InvalidStrategyError,
    NotYourTurnError,
)
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import table as phrases
from tests.test_widgets_hidden import check, named

NAMES = ["Ada", "Bea", "Cai", "Dan"]
TILE_RE = re.compile(r'<g class="tile[^"]*" data-tile="([^"]+)"')


def face_down(table: PlayTable, *, shown: int | None) -> list[Tile]:
    """The tiles no one at the screen may see: every hand but the shown one's, and the
    boneyard (R6); nothing of a hand is hidden once the hand is over (R21)."""
    hand = table.game.hand
    if hand.over:
        return list(hand.stock)
    return [t for s, held in enumerate(hand.held) if s != shown for t in held] + list(hand.stock)


def unpacked(html: str) -> str:
    """`html` with every drawing's data URI decoded: what a reader of the source can see."""
    return re.sub(r"data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)",
                  lambda m: base64.b64decode(m.group(1)).decode("utf-8"), html)


def made_since(before: set[str]) -> list[w.Widget]:
    """The widget models the kernel holds now that it did not hold in `before`."""
    return [v for k, v in _instances.items() if k not in before]


def check_all(table: PlayTable, hidden: list[Tile], where: str, before: set[str]) -> None:
    """The widget's texts and drawings, its repr, every widget model the table made (what a
    saved widget state can hold) and its saved (kernel-free) picture name no hidden tile; the
    saved picture names no tile of a hand still in play at all (R6)."""
    check(table, hidden, where)
    state = json.dumps(w.Widget.get_manager_state(widgets=made_since(before)), ensure_ascii=False)
    assert not named(state, hidden), f"{where}: widget state"
    bundle = table._repr_mimebundle_() or {}
    assert not named(bundle.get("text/plain", ""), hidden), where
    static = unpacked(bundle["text/html"])  # what static_html() draws
    assert "<svg" in static, where
    held = [] if table.game.hand.over else [t for h in table.game.hand.held for t in h]
    assert not named(static, held + list(table.game.hand.stock)), f"{where}: static copy"


def play_whole_game(table: PlayTable, rng: random.Random, before: set[str], *,
                    limit: int = 5000) -> int:
    """Drive a whole game from Python, checking every state; returns the human turns played."""
    turns = 0
    for step in range(limit):
        game = table.game
        if game.finished:
            return turns
        where = f"hand {len(game.hands)} step {step}"
        if game.hand.over:
            check_all(table, face_down(table, shown=None), where, before)
            table.next_hand_button.click()
            continue
        seat = table.to_move
        assert seat in table.humans and not table.move_buttons, where  # hidden until shown
        check_all(table, face_down(table, shown=None), where, before)
        table.show_button.click() if step % 2 else table.show_tiles()
        # one button per choice (R11: a tile on twin sockets is one), every legal move offered
        assert [m for b in table.move_buttons for m in b.moves] == game.legal_moves(), where
        assert all(str(t) in TILE_RE.findall(table.hands_html.shown) for t in game.hand.held[seat])
        check_all(table, face_down(table, shown=seat), f"{where} shown", before)
        button = rng.choice(table.move_buttons)
        button.click() if step % 3 else table.play(button.move)
        turns += 1
    raise AssertionError("the game did not finish")


@pytest.mark.parametrize(("max_hands", "seed"), [
    (4, 3), pytest.param(40, 7, marks=pytest.mark.slow, id="to-305")])
def test_two_humans_two_bots_play_a_whole_game_and_no_hidden_tile_is_named(max_hands: int,
                                                                           seed: int) -> None:
    """Issue 23 "Done when": two humans and two bots play a whole game at one PlayTable driven
    from Python, to max_hands (D3) or to 305 (R3); at every state no text, button, tooltip,
    drawing or saved picture names a tile in a face-down hand or the boneyard (R6)."""
    before = set(_instances)
    table = PlayTable(NAMES, humans=[0, 2], bots="random", seed=seed, max_hands=max_hands)
    turns = play_whole_game(table, random.Random(seed), before)
    game = table.game
    assert game.finished and (305 in game.scores) == (max_hands == 40)  # R3, or D3 at 4 hands
    assert turns > 15 and {a.seat for h in game.hands for a in h.actions} == {0, 1, 2, 3}
    assert replay(table.record) == game  # every action was legal
    assert any(a.kind == "draw" and a.seat in table.humans for h in game.hands for a in h.actions)


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_a_hand_at_one_screen_in_italian_and_finnish(lang: str) -> None:
    """The same flow in Italian and Finnish: the button and the prompt in the table's language,
    no hidden tile named (R6)."""
    t = phrases(lang)
    before = set(_instances)
    table = PlayTable(NAMES, humans=[0, 2], seed=2, lang=lang, max_hands=1)
    assert table.show_button.description == t["ui.show-tiles"]
    assert table.teacher_toggle.description == t["ui.teacher"]
    for _ in range(40):
        if table.game.hand.over:
            break
        name = table.names[table.seat]
        assert t["ui.show-prompt"].format(name=name, button=t["ui.show-tiles"]) in \
            table.status_html.value.replace("&#x27;", "'")
        check_all(table, face_down(table, shown=None), lang, before)
        table.show_tiles()
        assert t["ui.moves-of"].format(name=name) in table.move_label.value
        check_all(table, face_down(table, shown=table.seat), lang, before)
        table.move_button(table.session.moves[0]).click()
    assert table.game.hand.over


def test_tiles_hide_again_when_the_turn_passes() -> None:
    """After a play the next human's tiles start face down, and so do the last player's (R6)."""
    table = PlayTable(NAMES, humans=[0, 1], bots="greedy", seed=3)
    first = table.seat
    table.show_tiles()
    assert table.shown and table.show_button.disabled and table.move_buttons
    table.play(table.game.legal_moves()[0])
    if not table.game.hand.over:
        assert not table.shown and table.move_buttons == [] and not table.show_button.disabled
        hidden = [t for s in table.humans for t in table.game.hand.held[s]]
        assert not set(map(str, hidden)) & set(TILE_RE.findall(table.hands_html.value))
        assert table.seat != first  # seat 1 after seat 0, or the other way round


def test_play_for_whichever_human_is_to_move() -> None:
    """`table.play(move)` plays for the human seat to move, shown or not; with no human to
    move (the hand is over) it and `show_tiles()` refuse with NotYourTurnError."""
    table = PlayTable(NAMES, humans=[0, 2], seed=5, max_hands=1)
    seats = set()
    while not table.game.hand.over:
        seat = table.to_move
        before = len(table.game.hand.actions)
        table.play(table.game.legal_moves()[-1])
        seats.add(seat)
        assert table.game.hand.actions[before].seat == seat
    assert seats == {0, 2}
    with pytest.raises(NotYourTurnError):
        table.play("[0|0]")
    with pytest.raises(NotYourTurnError, match="no player at this table is to play"):
        table.show_tiles()
    assert table.show_button.disabled


def test_clicks_on_a_face_down_hand_are_refused_without_naming_a_tile() -> None:
    """Before "Show my tiles" the picture offers nothing: a click on a held tile or a legal
    point changes nothing and names no hidden tile (R6)."""
    table = PlayTable(NAMES, humans=[0, 2], seed=4)
    table.show_tiles()
    table.play(table.game.legal_moves()[0])  # a layout to click on
    if table.game.hand.over:
        pytest.skip("the hand ended at once")
    held = list(table.game.hand.held[table.seat])
    actions = len(table.game.hand.actions)
    assert table.picker.tiles == [] and held
    table.picker.click_tile(held[0])
    assert "first" in table.picker.message and not named(table.picker.message, held)
    point = table.picker.points[0]
    table.picker.click_point(point["tile"], point["socket"])
    assert len(table.game.hand.actions) == actions and table.picker.message
    table.show_tiles()
    assert [d["tile"] for d in table.picker.on_screen("tiles")] == [str(t) for t in held]


def test_teaching_mode_shows_every_hand_and_the_moves() -> None:
    """teacher=True: every hand face up for the class, the moves offered without pressing
    "Show my tiles"; the toggle turns it off and the hands hide again."""
    table = PlayTable(NAMES, humans=[0, 2], seed=6, teacher=True)
    shown = TILE_RE.findall(table.hands_html.value)
    assert all(str(t) in shown for h in table.game.hand.held for t in h)
    assert table.move_buttons and table.show_button.disabled
    table.teacher_toggle.value = False
    assert set(TILE_RE.findall(table.hands_html.value)) == {"hidden"} and table.move_buttons == []
    assert not table.show_button.disabled


def test_one_human_keeps_todays_table() -> None:
    """`seat=` is the one-human case: the learner's hand is face up, no "Show my tiles", the
    learner is "You"; `humans=[1]` is the same table."""
    for table in (PlayTable(2, seat=1, seed=3), PlayTable(2, humans=[1], seed=3)):
        assert table.humans == (1,) and table.seat == 1 and not table.hot_seat
        assert table.show_button.layout.display == "none"
        assert table.teacher_toggle.layout.display == "none"
        assert table.names[1] == "You" and table.move_buttons
    a, b = PlayTable(2, seat=1, seed=3), PlayTable(2, humans=[1], seed=3)
    assert a.record == b.record and a.hands_html.value == b.hands_html.value


def test_bots_fill_the_other_seats_one_strategy_each() -> None:
    """`bots` gives one strategy, one per seat or one per bot seat (R5)."""
    table = PlayTable(4, humans=[0, 2], bots=["random", "expert"])
    assert sorted(table.bots) == [1, 3]
    assert [type(b).__name__ for _, b in sorted(table.bots.items())] == ["RandomBot", "ExpertBot"]
    with pytest.raises(InvalidStrategyError, match="each of the 2 other seats"):
        PlayTable(4, humans=[0, 2], bots=["random"] * 3)
    everyone = PlayTable(3, humans=[0, 1, 2], seed=1)
    assert everyone.bots == {} and everyone.to_move is not None


@pytest.mark.parametrize(("kwargs", "error", "words"), [
    ({"humans": []}, InvalidSettingError, "at least one human seat"),
    ({"humans": [0, 0]}, InvalidSeatError, "seat 0 is given twice"),
    ({"humans": [1, 4]}, InvalidSeatError, "human seat 4 is not a seat of this game"),
    ({"humans": [-1]}, InvalidSeatError, "human seat -1"),
    ({"humans": [0], "seat": 0}, InvalidSettingError, "not both"),
])
def test_bad_human_seats_are_refused_in_three_languages(kwargs, error, words) -> None:
    """R5: the human seats are seats of the game, each once, at least one; one clear error,
    said in en, it and fi with the rule."""
    with pytest.raises(error, match=words) as caught:
        PlayTable(4, **kwargs)
    texts = {caught.value.say(lang) for lang in LANGUAGES}
    assert len(texts) == len(LANGUAGES)


@pytest.mark.parametrize("humans", ["02", 0, [0, "2"], [True]])
def test_human_seats_of_the_wrong_type_are_a_type_error(humans) -> None:
    with pytest.raises(TypeError):
        PlayTable(4, humans=humans)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_saved_copy_keeps_the_hands_face_down_and_says_to_run_the_cell(lang: str) -> None:
    """Kernel-free copy (a saved notebook's text/html): the position, with the tiles of the
    player who pressed "Show my tiles" face down again, and a note that the cell must run to
    play (R6); one learner's table keeps today's picture, the learner's tiles face up."""
    table = PlayTable(NAMES, humans=[0, 2], seed=1, lang=lang)
    table.show_tiles()
    held = [str(t) for t in table.game.hand.held[table.seat]]
    assert set(held) <= set(TILE_RE.findall(table.hands_html.shown))  # shown at the screen
    static = unpacked(table.static_html())
    assert not set(held) & set(TILE_RE.findall(static)) and 'data-tile="hidden"' in static
    note = phrases(lang)["ui.table-static"]
    assert note.replace("'", "&#x27;") in static
    assert str(phrases(lang)["ui.table-static-run"]).replace("'", "&#x27;") in static  # a notebook's
    assert table.static_html() == table._repr_mimebundle_()["text/html"]
    alone = PlayTable(2, seed=1, lang=lang)
    own = [str(t) for t in alone.game.hand.held[alone.seat]]
    assert set(own) <= set(TILE_RE.findall(unpacked(alone.static_html())))
    assert note.replace("'", "&#x27;") not in alone.static_html()


def saved_states(table: PlayTable, before: set[str]) -> str:
    """What a saved notebook can keep of the table: JupyterLab saves the live models' synced
    state (`get_state_sync`), which mirrors the kernel's models; and `embed_data`'s state."""
    from ipywidgets.embed import dependency_state, embed_data

    kernel = w.Widget.get_manager_state(widgets=made_since(before))
    embedded = embed_data(views=[table.widget],
                          state=dependency_state([table.widget]))["manager_state"]
    return json.dumps([kernel, embedded], ensure_ascii=False)


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_f5_a_saved_widget_state_keeps_a_shown_hand_face_down(lang: str) -> None:
    """Security probe F5: after "Show my tiles" the mover's tiles were in the table's widget
    state (the picker's `hand` and `tiles`, the move buttons, the hands panel), so a notebook
    saved then kept them. Now the screen shows them (front-end-only state, sent as custom
    messages) and every widget state (the kernel's, hence the front end's live models, and
    `embed_data`) holds them face down, the coach's hint and a drawn tile to place included."""
    before = set(_instances)
    table = PlayTable(NAMES, humans=[0, 2], seed=2, lang=lang, bots="random")
    checked = hinted = 0
    for _ in range(60):
        if table.game.finished:
            break
        if table.game.hand.over:
            table.next_hand()
            continue
        table.show_tiles()
        held = list(table.game.hand.held[table.seat])
        if checked < 4 or table.game.hand.pending is not None:
            assert set(map(str, held)) <= set(TILE_RE.findall(table.hands_html.shown))
            assert [d["tile"] for d in table.picker.on_screen("tiles")] == [str(t) for t in held]
            assert all(b.description in table.moves_html.shown for b in table.move_buttons)
            if hinted < 2:
                table.show_hint()
                assert named(table.hint_html.shown, held)
                hinted += 1
            state = saved_states(table, before)
            assert not named(state, held), f"{named(state, held)} in the saved state"
            assert not named(json.dumps(table.picker.get_state(), ensure_ascii=False), held)
            checked += 1
        move = table.move_button(table.session.moves[0]).move
        rnd, done = table.game.hand, len(table.game.hand.actions)
        table.moves_html._clicked(None, {"kind": "move", "move": str(move)})  # a front-end click
        assert rnd.actions[done].move == move
    assert checked >= 4 and hinted == 2
    assert not any(isinstance(v, KernelButton) for v in _instances.values())


def test_f5_a_view_drawn_later_asks_for_the_shown_hand_and_the_turn_hides_it() -> None:
    """Security probe F5: the shown hand lives in the front end only, so a view drawn later (a
    reopened notebook) asks for it, and gets it while it shows; when the turn passes it is
    withdrawn from the screen too."""
    table = PlayTable(NAMES, humans=[0, 2], seed=1)
    sent: list[dict] = []
    table.hands_html.send = sent.append  # type: ignore[method-assign]
    table.show_tiles()
    assert sent[-1]["kind"] == "private" and "data-tile" in sent[-1]["state"]["value"]
    sent.clear()
    table.hands_html._asked(None, {"kind": "private?"})
    assert sent and sent[-1]["state"] == table.hands_html.private
    table.play(table.game.legal_moves()[0])
    assert table.hands_html.private is None and sent[-1] == {"kind": "private", "state": None}
