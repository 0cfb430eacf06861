"""PlayTable: the learner's legal moves as buttons, forced draws and passes, bots, saving."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fiveup_viz import replay
from fiveup_viz.widgets import PlayTable

TILE_RE = re.compile(r'<g class="tile[^"]*" data-tile="([^"]+)"')


def click_through(table: PlayTable, *, limit: int = 400) -> None:
    """Play the learner's first offered move each turn and deal on, until the game ends."""
    for _ in range(limit):
        if table.game.finished:
            return
        if table.move_buttons:
            table.move_button(table.session.moves[0]).click()
        else:
            assert table.game.needs_deal, "no move offered, yet the hand goes on"
            table.next_hand_button.click()
    raise AssertionError("the game did not finish")


def test_buttons_are_exactly_the_learners_legal_moves_r13() -> None:
    table = PlayTable(3, seed=5)
    assert table.game.turn == table.seat  # bots have moved up to the learner's turn
    assert [b.move for b in table.move_buttons] == table.game.legal_moves()
    assert "Your turn" in table.status_html.value


def test_bots_move_after_the_learner() -> None:
    table = PlayTable(4, seed=1, bots="random")
    before = len(table.game.hand.actions)
    table.move_button(table.session.moves[0]).click()
    hand = table.game.hand
    assert hand.actions[before].seat == table.seat
    assert hand.over or table.game.turn == table.seat
    if not hand.over:
        assert any(a.seat != table.seat for a in hand.actions[before + 1:])


def test_a_whole_game_replays_from_its_record(tmp_path: Path) -> None:
    """Every action the table makes is legal: the saved record replays to the same game."""
    table = PlayTable(["Ada", "Bea"], seat=1, bots="greedy", seed=3, max_hands=6)
    click_through(table)
    assert table.game.finished
    assert "Game over" in table.messages_html.value
    assert not table.move_buttons
    path = table.save(tmp_path / "game.json")
    assert replay(path) == table.game
    table.save_path.value = str(tmp_path / "button.json")
    table.save_button.click()
    assert replay(tmp_path / "button.json") == table.game
    assert "Saved the game record" in table.messages_html.value


def test_forced_draw_and_pass_are_explained_r18_r19() -> None:
    """R18: no legal placement means drawing one tile at a time; R19: an empty boneyard, a pass."""
    seen: set[str] = set()
    for seed in range(30):
        table = PlayTable(4, seed=seed, bots="random", max_hands=3)
        for _ in range(300):
            text = " ".join(table.messages)
            if "You draw" in text:
                seen.add("draw")
                if table.game.hand.pending is not None and not table.game.hand.over:
                    assert "must be placed at once (R18)" in text
                    assert {str(b.move.tile) for b in table.move_buttons} == \
                        {str(table.game.hand.pending)}  # R18: only the drawn tile
            if "You pass: no tile fits and the boneyard is empty (R19)" in text:
                seen.add("pass")
            if table.game.finished:
                break
            if table.move_buttons:
                table.move_button(table.session.moves[-1]).click()
            else:
                table.next_hand_button.click()
        if seen == {"draw", "pass"}:
            break
    assert seen == {"draw", "pass"}


def test_hand_end_shows_the_count_and_waits_for_the_next_deal() -> None:
    table = PlayTable(2, seed=2, bots="greedy")
    for _ in range(100):
        if table.game.hand.over:
            break
        table.move_button(table.session.moves[0]).click()
    assert table.end_viewer is not None and table.end_box.children == (table.end_viewer.widget,)
    assert not table.next_hand_button.disabled
    hands = len(table.game.hands)
    if not table.game.finished:
        table.next_hand_button.click()
        assert len(table.game.hands) == hands + 1
        assert table.end_box.children == ()


def test_hints_and_reveal_toggles() -> None:
    table = PlayTable(2, seed=4)
    assert not any(" raw" in b.description for b in table.move_buttons)
    table.hints_toggle.value = True
    # I11; fix9 point 7: a zero credit is written without a sign; fix14: after a dash
    assert all(re.search(r" — (\+[1-9]\d*|0) raw$", b.description) for b in table.move_buttons)
    bot_tiles = [str(t) for t in table.game.hand.held[1 - table.seat]]
    assert not any(t in TILE_RE.findall(table.hands_html.value) for t in bot_tiles)
    table.reveal_toggle.value = True
    assert all(t in TILE_RE.findall(table.hands_html.value) for t in bot_tiles)


def test_learner_must_wait_for_their_turn() -> None:
    table = PlayTable(2, seed=0)
    table.game.hand.turn = 1 - table.seat  # pretend it is a bot's turn
    with pytest.raises(ValueError, match="not your turn"):
        table.play("[0|0]")


def test_bad_seat_or_bot_list_is_refused() -> None:
    with pytest.raises(ValueError, match="R5"):
        PlayTable(2, seat=2)
    with pytest.raises(ValueError, match="strategy"):
        PlayTable(4, bots=["random", "greedy"])


def test_names_are_escaped() -> None:
    """Players passing one screen are named in the panels (a lone learner is "You"), escaped."""
    table = PlayTable(["<b>Me</b>", "Bot & Co"], humans=[0, 1], seed=1)
    shown = table.hands_html.value + table.scores_html.value + table.messages_html.value
    assert "<b>Me</b>" not in shown and "&lt;b&gt;Me&lt;/b&gt;" in shown
    assert "Bot &amp; Co" in shown


def test_hint_button_ranks_exactly_the_learners_moves_in_plain_words() -> None:
    table = PlayTable(2, seed=4, bots="greedy", lang="it")
    table.hint_budget_ms = 15
    assert not table.hint_button.disabled and table.hint_button.description == "Suggerimento"
    table.hint_button.click()
    ranked = [h.move for h in table.hints]
    assert sorted(ranked) == sorted(table.game.legal_moves())
    items = re.findall(r"<li>(.*?)</li>", table.hint_html.value)
    assert len(items) == len(ranked) and "secondo il coach" in table.hint_html.value
    assert all(re.search(r"subito|oltre 61", item) for item in items)
    table.move_button(table.session.moves[0]).click()  # the position changes: the old ranking goes away
    assert table.hints == [] and table.hint_html.value == ""
