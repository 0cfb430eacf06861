"""Annotations of a game (issue 23 item 1, RECORD.md § Annotations): notes and marks are read,
checked, written back unchanged, and change nothing that happened."""

from __future__ import annotations

import copy
import json

import pytest

from fiveup_viz import MARKS, AnnotationError, Game, RecordError, replay, scorelog, simulate, to_record
from fiveup_viz.rules.annotations import note_in
from fiveup_viz.rules.record import dumps

from .test_hostile_records import cli, refused_everywhere

THREE = {"en": "Scores nothing and opens the spinner.", "it": "Non segna e apre lo spinner.",
         "fi": "Ei tuo pisteitä ja avaa spinnerin."}


@pytest.fixture(scope="module")
def plain():
    return to_record(simulate(4, seed=5, strategies="greedy", hands=2))


def annotated(plain):
    """The plain record with a note and a mark on actions, hand notes, and a title and a
    description per language, every RECORD.md form once."""
    doc = copy.deepcopy(plain)
    head = {k: doc.pop(k) for k in ("format", "version", "players")}
    doc = {**head, "title": {"en": "A game", "it": "Una partita", "fi": "Peli"},
           "description": {"fi": "Kuvaus\nkahdella rivillä.", "en": "Two\nlines."}, **doc}
    hands = doc["hands"]
    for h, note in ((0, {"it": "La prima mano."}), (1, "Hand two.")):
        actions = hands[h].pop("actions")
        hands[h].update(note=note, actions=actions)
    actions = hands[0]["actions"]
    for i, mark in enumerate(MARKS):
        actions[i]["mark"] = mark
    actions[1]["note"] = THREE
    actions[7]["note"] = "One text </script><b>x</b> & \"quotes\""
    hands[1]["actions"][-1]["note"] = {"en": "The last action."}
    return doc


def test_a_record_with_notes_in_three_languages_round_trips_byte_for_byte(plain):
    """RECORD.md: to_record writes the annotations back unchanged (issue 23 'Done when')."""
    text = dumps(annotated(plain), indent=1)
    game = replay(text)
    assert dumps(to_record(game), indent=1) == text
    assert game.notes.at(0, 1).note == THREE and game.notes.at(0, 5).mark == MARKS[5]
    assert game.notes.hands == {0: {"it": "La prima mano."}, 1: "Hand two."}


def test_notes_change_neither_the_game_nor_its_score_log(plain):
    """RECORD.md: the score log is the same with or without annotations."""
    with_notes, without = replay(annotated(plain)), replay(plain)
    assert scorelog(with_notes) == scorelog(without)
    assert with_notes.hands == without.hands and with_notes.scores == without.scores
    assert with_notes != without  # the annotations are part of the record, hence of the game


def test_annotate_sets_replaces_and_removes_and_the_record_keeps_it(plain):
    game = replay(plain)
    game.annotate(0, 3, note=THREE, mark="?!")
    game.annotate(1, None, note="A hand note.")
    doc = to_record(game)
    assert doc["hands"][0]["actions"][3]["mark"] == "?!"
    assert doc["hands"][0]["actions"][3]["note"] == THREE
    assert doc["hands"][1]["note"] == "A hand note."
    assert replay(doc) == game
    game.annotate(0, 3, mark="!")  # replaces both
    assert to_record(game)["hands"][0]["actions"][3] == {**plain["hands"][0]["actions"][3], "mark": "!"}
    game.annotate(0, 3)
    game.annotate(1, None)
    assert to_record(game) == plain


@pytest.mark.parametrize(("kwargs", "part"), [
    ({"mark": "?!?"}, "mark '?!?' is not one of"), ({"note": ""}, "is empty"),
    ({"note": {"de": "x"}}, "unknown language key 'de'"), ({"note": {}}, "names no language"),
    ({"note": "a\x07b"}, "control character U+0007"), ({"note": "x" * 2001}, "2001 characters"),
    ({"note": 5}, "must be a text, or an object of texts by language"),
])
def test_annotate_refuses_a_bad_note_or_mark_and_changes_nothing(plain, kwargs, part):
    game = replay(plain)
    before = to_record(game)
    with pytest.raises(AnnotationError, match=None) as info:
        game.annotate(0, 2, **kwargs)
    assert part in str(info.value)
    assert to_record(game) == before


def test_a_hand_takes_a_note_but_no_mark(plain):
    game = replay(plain)
    with pytest.raises(AnnotationError, match="not a mark"):
        game.annotate(0, None, mark="!")


@pytest.mark.parametrize(("where", "value", "part"), [
    ("mark", "!!!", "hand 0 action 2: mark '!!!' is not one of ! ? !! ?? !? ?! (RECORD.md)"),
    ("mark", 1, "hand 0 action 2: mark 1 is not one of"),
    ("note", {"en": "ok", "sv": "nej"}, "hand 0 action 2: note has the unknown language key 'sv'"),
    ("note", {"it": ""}, "hand 0 action 2: note (it) is empty"),
    ("note", "x" * 2001, "hand 0 action 2: note has 2001 characters; at most 2000"),
    ("note", "tab\there", "hand 0 action 2: note 'tab\\there' contains the control character U+0009"),
    ("note", "\ufdd0", "noncharacter U+FDD0"),
    ("note", ["a"], "hand 0 action 2: note must be a text, or an object of texts by language"),
])
def test_bad_annotations_in_a_record_are_one_error_line(capsys, monkeypatch, tmp_path, plain,
                                                        where, value, part):
    """RECORD.md: a bad annotation is refused as any bad record, naming hand and action."""
    doc = copy.deepcopy(plain)
    doc["hands"][0]["actions"][2][where] = value
    refused_everywhere(capsys, monkeypatch, tmp_path, dumps(doc).encode(), part)


def test_bad_hand_notes_and_titles_are_refused(capsys, monkeypatch, tmp_path, plain):
    doc = copy.deepcopy(plain)
    doc["hands"][1]["note"] = {}
    refused_everywhere(capsys, monkeypatch, tmp_path, dumps(doc).encode(),
                       "hand 1: the note of hand 1 names no language")
    doc = copy.deepcopy(plain)
    doc["hands"][1]["mark"] = "!"
    refused_everywhere(capsys, monkeypatch, tmp_path, dumps(doc).encode(), "hand 1: unknown key 'mark'")
    doc = copy.deepcopy(plain)
    doc["title"] = {"en": "x" * 201}
    refused_everywhere(capsys, monkeypatch, tmp_path, dumps(doc).encode(), "title (en) has 201 characters")


def test_a_note_is_shown_in_its_language_else_the_first_given():
    """RECORD.md: a viewer shows its own language, else the first language given, and says which."""
    assert note_in(THREE, "fi") == (THREE["fi"], "fi")
    assert note_in({"fi": "Hei", "it": "Ciao"}, "en") == ("Hei", "fi")
    assert note_in("Plain", "it") == ("Plain", None)


def test_the_errors_are_said_in_three_languages(plain):
    game = replay(plain)
    with pytest.raises(AnnotationError) as info:
        game.annotate(0, 0, mark="x")
    assert "segno" in info.value.say("it") and "merkki" in info.value.say("fi")


def test_replay_json_of_an_annotated_record_is_the_plain_score_log(capsys, monkeypatch, tmp_path, plain):
    """`fiveup-viz replay --json` prints the same score log with or without notes."""
    logs = []
    for doc in (annotated(plain), plain):
        path = tmp_path / "g.json"
        path.write_text(dumps(doc), encoding="utf-8")
        code, out, err = cli(capsys, monkeypatch, "replay", "--json", str(path))
        assert code == 0 and err == ""
        logs.append(json.loads(out))
    assert logs[0] == logs[1]


def test_game_titles_may_be_written_per_language():
    game = Game(2, title={"it": "Partita", "en": "Game"}, description="One text.")
    assert to_record(game)["title"] == {"it": "Partita", "en": "Game"}
    with pytest.raises(RecordError):
        replay({**to_record(game), "title": {"it": 5}})
