"""Issue 31 (session 44, table68): the class's table "feeling finished". Its move buttons come in
their points' letter order (teach30 F3), and the hand's-end view (the count's step, its result
shown, "Show the layout") is kept over a reload as "Enlarge the layout" is, in the kept file's
private `_view` key (RECORD.md: private `_` keys), read with checks."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.pages.playing import TableSession
from fiveup_viz.rules.record import load, replay
from fiveup_viz.widgets.table import PlayTable

PLAYERS = ["Class 3B", "Marco", "Giulia", "Sofia"]
CLASS: dict[str, Any] = dict(players=PLAYERS, seat=0, projector=True, seed=16)


def _letters(table: PlayTable) -> list[str]:
    return [b.description.split(" · ")[0] for b in table.move_buttons]


def test_the_move_buttons_come_in_letter_order_then_by_tile() -> None:
    """teach30 F3 (R11-R13): "B · [2|6] → [3|6]" came before "A · [3|3] → [2|3]", and four
    tiles on one point read "A, A, A, A" among the others. The buttons now go A, B, C ... and on
    one point by tile; the letters on the layout are the same as before (move_letters)."""
    unordered = 0
    for seed in range(12):
        table = PlayTable(PLAYERS, projector=True, seed=seed)
        for _ in range(4):
            if table.game.hand.over or not table.session.moves:
                break
            letters = table.session.move_letters()
            old = [letters.get((m.on, m.socket)) for m in table.session.moves
                   if m.on is not None]
            unordered += old != sorted(old)  # the moves' own order, the buttons' before
            said = _letters(table)
            if letters:
                assert said == sorted(said)
                keys = [(letters[(b.move.on, b.move.socket)], b.move.tile.low, b.move.tile.high)
                        for b in table.move_buttons]
                assert keys == sorted(keys)
                for letter in letters.values():
                    assert f'data-letter="{letter}"' in table.svg
            table.move_button(table.session.moves[0]).click()
    assert unordered  # positions where the old order was not the letters'


def test_move_button_finds_a_button_by_its_move() -> None:
    """The buttons are found by their move (tile and point), as a move or its text."""
    table = PlayTable(PLAYERS, projector=True, seed=0)
    for move in table.session.moves:
        assert table.move_button(move).move == move
        assert table.move_button(str(move)).move == move
    with pytest.raises(KeyError):
        table.move_button("[6|6]@[0|0]:low")


def _at_the_end(keep: Path | None = None, lang: str = "en") -> PlayTable:
    table = PlayTable(PLAYERS, seed=16, lang=lang, projector=True, keep=keep)
    while not table.game.hand.over:
        table.move_button(table.session.moves[0]).click()
    return table


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_hands_end_view_comes_back_after_a_reload(tmp_path: Path, lang: str) -> None:
    """table68 (R21-R24, the count's steps): a reload at a hand's end while the class was at step
    4 of the count, or with "Show the layout" on, came back at step 1, the count hidden. The
    step, the result shown and "Show the layout" are now kept in `_view` and come back."""
    keep = tmp_path / "table-game.json"
    table = _at_the_end(keep, lang)
    viewer = table.end_viewer
    assert viewer is not None and len(viewer.steps) > 4
    before = json.loads(keep.read_text(encoding="utf-8"))
    assert "_view" not in before  # the default view writes no key
    viewer.step = 3
    assert json.loads(keep.read_text(encoding="utf-8"))["_view"] == {"step": 3}
    again = PlayTable(PLAYERS, seed=16, lang=lang, projector=True, keep=keep)
    assert again.end_viewer is not None and again.end_viewer.step == 3
    assert "fiveup-count-held" in again.widget._dom_classes  # still held at step 4 of 6+
    assert again.end_box.children[1] is again.end_viewer.widget
    again.end_layout_toggle.value = True
    doc = json.loads(keep.read_text(encoding="utf-8"))
    assert doc["_view"] == {"step": 3, "layout": True}
    third = PlayTable(PLAYERS, seed=16, lang=lang, projector=True, keep=keep)
    assert third.end_layout_toggle.value is True
    assert third.end_box.children[1] is third.final_html and third.final_html.value
    assert third.end_viewer is not None and third.end_viewer.step == 3
    third.end_layout_toggle.value = False  # back to the count where it was
    assert third.end_box.children[1] is third.end_viewer.widget
    third.show_count_button.click()
    assert json.loads(keep.read_text(encoding="utf-8"))["_view"] == {
        "step": len(third.end_viewer.steps) - 1, "counted": True}
    fourth = PlayTable(PLAYERS, seed=16, lang=lang, projector=True, keep=keep)
    assert "fiveup-count-held" not in fourth.widget._dom_classes
    assert fourth.show_count_button.layout.display == "none"
    # the file is still a game record, its format otherwise as it was
    doc = json.loads(keep.read_text(encoding="utf-8"))
    doc.pop("_view")
    assert doc == before
    assert replay(load(keep)).hands[0].actions == fourth.game.hand.actions
    assert main(["html", str(keep), "-o", str(tmp_path / "kept.html")]) == 0
    fourth.next_hand_button.click()  # a new hand: the default view again, no key
    assert "_view" not in json.loads(keep.read_text(encoding="utf-8"))


@pytest.mark.parametrize("view", [
    "enlarged", ["step", 3], {"step": True}, {"step": -1}, {"step": 10**6}, {"step": "3"},
    {"step": 3.0}, {"counted": "yes"}, {"layout": 1}, {"step": 99}, None,
    {"enlarged": {"a": 1}, "step": [1]}])
def test_an_odd_kept_view_is_the_default_view(tmp_path: Path, view: Any) -> None:
    """A hand-written or hostile `_view` never stops the table: a part of another kind or out
    of range is the default's (the count at its first step, held, the count shown)."""
    keep = tmp_path / "table-game.json"
    _at_the_end(keep)
    doc = json.loads(keep.read_text(encoding="utf-8"))
    doc["_view"] = view
    keep.write_text(json.dumps(doc), encoding="utf-8")
    table = PlayTable(PLAYERS, seed=16, projector=True, keep=keep)
    assert table.game.hand.over and table.end_viewer is not None
    assert table.end_viewer.step == 0
    assert "fiveup-count-held" in table.widget._dom_classes
    assert table.end_layout_toggle.value is False
    assert table.enlarge_toggle.value is False


def test_the_session_keeps_the_end_view_only_at_a_hands_end(tmp_path: Path) -> None:
    """The end view is a hand's end's: mid-hand no end key is written, and the session checks
    what it is given (one clear error)."""
    keep = tmp_path / "table-game.json"
    session = TableSession(**CLASS, keep=keep)
    session.set_end_view(step=2)
    assert "_view" not in json.loads(keep.read_text(encoding="utf-8"))
    with pytest.raises(Exception, match="step"):
        session.set_end_view(step=-1)
