"""Issue 30 (1): PlayTable's state, the table session (`fiveup_viz.pages.playing.TableSession`),
driven without ipywidgets: who moves, who sees what, the bots, hints, dealing, a new game and
saving the record."""

from __future__ import annotations

import errno
import re
from pathlib import Path

import pytest

from fiveup_viz import files, replay, to_record
from fiveup_viz.pages.playing import TableSession
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.words.errors import InvalidSettingError, NotYourTurnError

NAMES = ["Class 7B", "Aino", "Eetu", "Iida"]
#: A tile drawn face up in a panel (a face-down one is `data-tile="hidden"`).
FACE_UP = re.compile(r'data-tile="(\[\d\|\d\])"')


def named(text: str, tiles: list[Tile]) -> list[str]:
    """The tiles of `tiles` that `text` names, in either half order."""
    return [str(t) for t in tiles if str(t) in text or f"[{t.high}|{t.low}]" in text]


def bot_tiles(session: TableSession) -> list[Tile]:
    return [t for s, held in enumerate(session.game.hand.held) if s not in session.humans for t in held]


def play_hand(session: TableSession) -> None:
    """The humans play their first legal move each turn until the hand is over."""
    while session.to_move is not None:
        if not session.ready:
            session.show_tiles()
        session.play(session.game.legal_moves()[0])


def test_a_humans_move_and_the_bots_answer_until_a_human_is_due_r5() -> None:
    """R5: play passes clockwise; after the learner's move the bots play their turns (their
    actions noted without naming a bot's tile) until the learner is to move again; a move out
    of turn is refused and changes nothing."""
    session = TableSession(2, seat=0, seed=4)
    game = session.game
    assert session.to_move == 0 == game.turn and session.ready
    before = len(game.hand.actions)
    move = game.legal_moves()[0]
    session.play(move)
    actions = game.hand.actions[before:]
    assert actions[0].seat == 0 and str(move.tile) in session.messages[0]
    if not game.hand.over:
        assert [a.seat for a in actions[1:]] and all(a.seat == 1 for a in actions[1:])
        assert session.to_move == 0 and len(session.messages) >= 2
    assert not named(" ".join(session.messages[1:]), bot_tiles(session))
    game.hand.turn = 1  # pretend it is the bot's turn
    with pytest.raises(NotYourTurnError, match="R5"):
        session.play(game.legal_moves()[0])


def test_a_hands_end_waits_for_the_next_deal_and_its_leader_r8() -> None:
    """R21-R27: the hand's end is said and every hand is face up; only then is the next hand
    dealt, led by the seat that went out (R8) or a seat drawn anew after a blocked hand."""
    session = TableSession(2, seat=0, seed=4)
    assert session.next_hand() is False and len(session.game.hands) == 1  # not due: nothing
    play_hand(session)
    game = session.game
    end = game.hand.end
    assert end is not None and session.to_move is None and not session.moves
    assert session.messages[-1] == "Hand over: step through the count below, then deal the next hand."
    assert all(session.face_up(s) for s in range(2))  # R21: the count shows every hand
    assert session.next_hand() is True and len(game.hands) == 2
    if end.kind == "going_out":
        assert game.hand.leader == end.seat  # R8
    assert session.messages[0].startswith("Hand 2") and not session.shown


def test_a_new_game_starts_over_with_the_seed_moved_on() -> None:
    """A new game: the same players and bots, the next seed, one hand, the lead said (R7)."""
    session = TableSession(["Ada", "Bot"], seat=0, seed=9)
    assert session.seed == 10
    play_hand(session)
    session.new_game()
    assert session.seed == 11 and len(session.game.hands) == 1
    assert tuple(session.game.players) == ("Ada", "Bot")
    assert session.messages[0].startswith("New game. ") and "lead" in session.messages[0]
    assert to_record(session.game)["seed"] == 10


def test_hints_rank_exactly_the_offered_moves_and_go_stale() -> None:
    """The coach ranks the human's legal moves (R13), in plain words; once the position moves
    on, the ranking is no longer shown; with no move offered there is none."""
    session = TableSession(2, seat=0, seed=4, hint_budget_ms=15)
    hints = session.hint()
    assert sorted(h.move for h in hints) == sorted(session.game.legal_moves())
    assert session.current_hints == hints and session.hint_html().count("<li>") == len(hints)
    session.play(session.game.legal_moves()[0])
    assert session.current_hints == [] and session.hint_html() == ""
    hot = TableSession(NAMES, humans=[0, 2], seed=6, hint_budget_ms=15)
    assert hot.to_move is not None and hot.hint() == []  # face down: the coach says nothing


def test_hot_seat_tiles_show_only_to_their_player_and_hide_again_r6() -> None:
    """R6: at one screen the tiles of the human to move stay face down until "Show my tiles",
    only in the view its player sees (never the public one that is saved), and hide again on
    "Hide my tiles" and when the turn passes."""
    session = TableSession(NAMES, humans=[0, 2], seed=6)
    mover = session.to_move
    assert mover is not None and not session.ready and session.moves == []
    held = list(session.game.hand.held[mover])
    assert not named(session.hands_html() + session.status(), held)
    assert session.names[mover] in session.status()  # whose turn, by name
    session.show_tiles()
    assert session.ready and session.private and session.moves == session.game.legal_moves()
    assert sorted(FACE_UP.findall(session.hands_html())) == sorted(str(t) for t in held)
    assert not named(session.hands_html(public=True) + session.status(public=True), held)
    session.hide_tiles()
    assert not session.ready and not named(session.hands_html(), held)
    session.show_tiles()
    session.play(session.game.legal_moves()[0])
    assert not session.shown and not FACE_UP.findall(session.hands_html())
    play_hand(session)
    with pytest.raises(NotYourTurnError):
        session.show_tiles()  # the hand is over: no human to show


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_teaching_is_refused_where_the_teacher_withheld_it(lang: str) -> None:
    """Friction 6: with teacher=False teaching mode and "Show bots' tiles" are refused with one
    error in the table's language, and nothing turns face up (R6); turning them off is fine."""
    session = TableSession(NAMES, humans=[0, 2], seed=6, teacher=False, lang=lang)
    for turn_on in (session.set_teaching, session.show_bots):
        with pytest.raises(InvalidSettingError) as refused:
            turn_on(True)
        assert "'teacher=False'" in refused.value.say(lang)
    session.set_teaching(False)
    assert not session.teaching and not session.bots_shown and not session.teaching_offered
    assert not FACE_UP.findall(session.hands_html())


def test_teaching_mode_and_bots_tiles_where_offered_r6() -> None:
    """teacher=None offers both: "Show bots' tiles" turns the bots' hands face up, teaching
    mode every hand; turned off, they are face down again (R6)."""
    session = TableSession(NAMES, humans=[0, 2], seed=6)
    bots = bot_tiles(session)
    session.show_bots(True)
    assert sorted(named(session.hands_html(), bots)) == sorted(str(t) for t in bots)
    session.show_bots(False)
    session.set_teaching(True)
    assert len(FACE_UP.findall(session.hands_html())) == sum(map(len, session.game.hand.held))
    session.set_teaching(False)
    assert not FACE_UP.findall(session.hands_html())


def test_a_projector_keeps_the_bots_tiles_face_down_r6() -> None:
    """Issue 31 point 5: a projector table is the class's seat; the bots' tiles and the
    boneyard stay face down in every panel and sentence, and cannot be shown (R6)."""
    session = TableSession(NAMES, seat=0, seed=3, projector=True)
    assert not session.teaching_offered and session.you is None
    hidden = bot_tiles(session) + list(session.game.hand.stock)
    while session.to_move is not None:
        shown = session.hands_html() + session.status() + " ".join(session.messages)
        assert not named(shown, bot_tiles(session) + list(session.game.hand.stock)), shown
        with pytest.raises(InvalidSettingError):
            session.show_bots(True)
        session.play(session.game.legal_moves()[0])
    assert hidden and "Class 7B" in session.scores_html()


def test_save_writes_a_record_that_replays_to_the_same_game(tmp_path: Path) -> None:
    """RECORD.md: the saved file is a record that `fiveup_viz.rules.record` reads back into the
    same game, and the table says where it went."""
    session = TableSession(2, seat=0, seed=4)
    session.play(session.game.legal_moves()[0])
    path = session.save_as(str(tmp_path / "game.json"))
    assert path == tmp_path / "game.json" and session.messages[-1].startswith("Saved the game record")
    assert replay(path) == session.game and to_record(replay(path)) == session.record


def test_a_failed_save_leaves_the_old_file_whole_and_says_why(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A write that fails midway (a full disk) leaves the old record whole, no temporary file,
    the game unchanged, and one message saying it was not saved."""
    session = TableSession(2, seat=0, seed=4)
    monkeypatch.chdir(tmp_path)  # a short path: a message shortens a long one
    target = tmp_path / "game.json"
    target.write_text("old record\n", encoding="utf-8")
    record, said = session.record, list(session.messages)

    def full(_: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", full)
    assert session.save_as("game.json") is None
    assert target.read_text(encoding="utf-8") == "old record\n" and list(tmp_path.iterdir()) == [target]
    assert session.record == record and session.messages[:-1] == said
    assert session.messages[-1] == ("The record was not saved to game.json: the system refused to"
                                    " write it (No space left on device).")
