"""Issue 31 (teach23 F3): the class's table survives a reload. `keep=FILE` writes the game so
far after every action (atomically, `files.write_atomic`, a RECORD.md game record with a private
`_table` key), and a table made again with the same players and options resumes it where it was:
the same hand, the same tiles and scores, the bots (made from the seed, R5) playing on as they
would have. A file of another table, or a broken or hostile one, gets one message in the table's
language and a new game, and stays as it was until the first move."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from fiveup_viz.pages import lessons
from fiveup_viz.pages.playing import TableSession
from fiveup_viz.pages.saving import short
from fiveup_viz.rules.record import load, replay
from fiveup_viz.words.messages import ui

CLASS: dict[str, Any] = dict(players=["Class 7B", "Aino", "Eetu"], seat=0, projector=True, lang="fi")


def table(keep: Path, **options: Any) -> TableSession:
    return TableSession(**{**CLASS, **options}, keep=keep)


def play_moves(session: TableSession, n: int) -> None:
    for _ in range(n):
        session.play(session.game.legal_moves()[0])


def to_hand_end(session: TableSession) -> None:
    while not session.game.hand.over:
        session.play(session.game.legal_moves()[-1])


def same_position(a: TableSession, b: TableSession) -> None:
    assert a.record == b.record
    assert a.game.hand.held == b.game.hand.held and a.game.hand.stock == b.game.hand.stock
    assert a.game.scores == b.game.scores
    assert a.status() == b.status() and a.hands_html() == b.hands_html()
    assert a.layout_svg() == b.layout_svg()


def resumed_line(path: Path, hands: int) -> str:
    return ui("fi", "keep-resumed", n=hands) + "."


def test_resumes_mid_hand_and_the_bots_play_on(tmp_path: Path) -> None:
    """Issue 31: mid-hand, a reload and Run All brought back the first deal; now the same hand,
    tiles and scores, what happened since the class's move, and the bots' next turns as they
    would have been."""
    keep = tmp_path / "table-game.json"
    first = table(keep)
    play_moves(first, 3)
    said = list(first.messages)
    assert replay(keep).hands[0].actions == first.game.hand.actions  # a valid record (RECORD.md)
    again = table(keep)
    same_position(first, again)
    assert again.messages == [*said, resumed_line(keep, 1)]
    for _ in range(4):
        if first.to_move is None:
            break
        move = first.game.legal_moves()[0]
        first.play(move)
        again.play(move)
        assert again.record == first.record
    assert load(keep) == {**first.record, "_table": {"humans": [0], "bots": ["greedy", "greedy"],
                                                     "projector": True}}


def test_resumes_at_a_hands_end_and_after_a_new_hand(tmp_path: Path) -> None:
    """Issue 31: at the count (the next hand not dealt yet), after "Deal the next hand" and
    after "New game" the table comes back there, kept in the same file."""
    keep = tmp_path / "table-game.json"
    first = table(keep)
    to_hand_end(first)
    assert first.game.needs_deal
    at_end = table(keep)
    same_position(first, at_end)
    assert at_end.game.needs_deal
    assert first.next_hand()
    play_moves(first, 1)
    second = table(keep)
    same_position(first, second)
    assert len(second.game.hands) == 2
    first.new_game()
    third = table(keep)
    same_position(first, third)
    assert third.game.seed == 1 and third.seed == 2


@pytest.mark.parametrize("other", [dict(players=["Class 7C", "Aino", "Eetu"]), dict(seat=1),
                                   dict(bots="expert"), dict(projector=False, lang="fi")])
def test_another_tables_file_gets_a_message_and_a_new_game(tmp_path: Path, other: dict[str, Any]) -> None:
    """Issue 31: a file of other names, another seat, other bots or no projector is another
    table's game: one message in the table's language, a new game (the one this table deals
    without a file), and the file stays whole until the first move."""
    keep = tmp_path / "table-game.json"
    play_moves(table(keep), 2)
    before = keep.read_bytes()
    fresh = TableSession(**{**CLASS, **other})
    mine = table(keep, **other)
    assert mine.messages == [ui("fi", "keep-other", path=short(str(keep))) + ".", *fresh.messages]
    assert mine.record == fresh.record
    assert keep.read_bytes() == before
    play_moves(mine, 1)
    assert load(keep)["players"] == mine.record["players"] and keep.read_bytes() != before


def _deep(n: int) -> str:
    return "[" * n + "]" * n


@pytest.mark.parametrize("text", ["{nope", '{"format": "fiveup-record"}', "[1, 2]",
                                  '{"a": ' + _deep(5000) + "}", "\ufeff{}", "\udcff"])
def test_a_broken_or_hostile_file_gets_a_message_and_a_new_game(tmp_path: Path, text: str) -> None:
    """Issue 31: a file that is no game record (bad JSON, a record lacking its hands, nested
    5,000 deep, a BOM, not UTF-8) is said once, with RECORD.md's reason, never a traceback;
    a new game starts and the file stays as it was until the first move."""
    keep = tmp_path / "table-game.json"
    keep.write_bytes(text.encode("utf-8", "surrogateescape"))
    fresh = TableSession(**CLASS)
    mine = table(keep)
    first = mine.messages[0]
    assert first.startswith(ui("fi", "keep-broken", path=short(str(keep)), reason="@").split("(@)")[0])
    assert "Traceback" not in first and mine.messages[1:] == fresh.messages
    assert keep.read_bytes() == text.encode("utf-8", "surrogateescape")


def test_a_record_this_table_would_not_have_played_is_another_game(tmp_path: Path) -> None:
    """Issue 31: a kept game edited to another seed (a valid record) replays differently at
    this table: a new game, not a table in a position its bots never reached."""
    keep = tmp_path / "table-game.json"
    play_moves(table(keep), 2)
    doc = json.loads(keep.read_text(encoding="utf-8"))
    doc["seed"] = 7  # the deal stays seed 0's: seed 7 deals another
    keep.write_text(json.dumps(doc), encoding="utf-8")
    mine = table(keep)
    assert mine.messages[0] == ui("fi", "keep-other", path=short(str(keep))) + "."
    assert mine.game.seed == 0


def test_a_failed_write_leaves_the_kept_file_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 31 and the house rule: when the file cannot be replaced (a full disk), the old
    one stays whole and "what happened" says it was not saved, once; the table plays on."""
    keep = tmp_path / "table-game.json"
    session = table(keep)
    play_moves(session, 1)
    before = keep.read_bytes()

    def refuse(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    play_moves(session, 1)
    assert keep.read_bytes() == before
    assert sum(m.startswith(ui("fi", "not-saved", path=short(str(keep)), reason="@").split("@")[0])
               for m in session.messages) == 1
    assert list(tmp_path.iterdir()) == [keep]  # no temporary file left behind


def test_the_notebooks_cell_keeps_the_game_beside_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 31: the cell `fiveup-viz table` writes keeps the game in table-game.json (the
    kernel's folder is the notebook's); running it again resumes the table."""
    code = lessons.table_cells(["Class 7B", "Aino", "Eetu"], 0, True, "fi", keep=lessons.TABLE_KEEP)
    assert code.endswith('lang="fi", keep="table-game.json")')
    monkeypatch.chdir(tmp_path)
    table_1 = eval(code.split("\n\n")[1], {"PlayTable": __import__(
        "fiveup_viz.widgets", fromlist=["PlayTable"]).PlayTable})
    table_1.play(table_1.game.legal_moves()[0])
    assert (tmp_path / "table-game.json").is_file()
    table_2 = eval(code.split("\n\n")[1], {"PlayTable": type(table_1)})
    assert table_2.record == table_1.record and table_2.svg == table_1.svg
    assert table_2.messages[-1] == ui("fi", "keep-resumed", n=1) + "."


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_class_reads_no_file_name_when_the_game_resumes(tmp_path: Path, lang: str) -> None:
    """teach37 friction 1, teach38: after a reload the class read "The game kept in
    table-game.json goes on…" on the wall; the line says only that the game goes on, and where.
    A file that cannot be resumed still names itself: that line is the teacher's."""
    keep = tmp_path / "table-game.json"
    first = table(keep, lang=lang)
    play_moves(first, 2)
    again = table(keep, lang=lang)
    same_position(first, again)
    said = again.messages[-1]
    assert said == ui(lang, "keep-resumed", n=1) + "."
    assert "table-game" not in said and ".json" not in said and "1" in said, said
