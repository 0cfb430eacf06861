"""The game record and score log (RECORD.md): writing, replaying, rejecting."""

import copy
import io
import json

import pytest

from fiveup_viz import RecordError, replay, scorelog, simulate, to_record
from fiveup_viz.cli.main import main
from fiveup_viz.rules.record import dumps


@pytest.fixture(scope="module")
def record():
    """A finished 2-player game with draws."""
    for seed in range(100):
        rec = to_record(simulate(2, seed=seed, strategies="random"))
        kinds = {k for a in rec["hands"][0]["actions"] for k in a}
        if "draw" in kinds and len(rec["hands"]) > 2 and \
                scorelog(replay(rec))["hands"][0]["end"] == "domino":
            return rec
    raise AssertionError("no suitable game")


def broken(record, reason_part, mutate):
    rec = copy.deepcopy(record)
    mutate(rec)
    with pytest.raises(RecordError) as info:
        replay(dumps(rec))
    assert reason_part in str(info.value)
    return info.value


def test_record_keys_and_round_trip(record):
    game = replay(record)
    assert list(record) == ["format", "version", "players", "seed", "max_hands", "hands"]
    assert record["hands"][0]["actions"][0].keys() == {"seat", "play"}  # opening: no on/socket
    assert to_record(game) == record and replay(dumps(record)) == game
    assert scorelog(replay(to_record(game))) == scorelog(game)


def test_readers_accept_other_tile_spellings(record):
    rec = copy.deepcopy(record)
    rec["hands"][0]["deal"][0] = [f"{t[3]}-{t[1]}" for t in rec["hands"][0]["deal"][0]]
    assert replay(rec) == replay(record)


def test_annotations_and_titles_are_kept(record):
    rec = dict(copy.deepcopy(record), title="A <b>game</b>", _source={"by": "test"})
    assert to_record(replay(rec))["_source"] == {"by": "test"}
    assert replay(rec).title == "A <b>game</b>"


def test_scorelog_shape(record):
    log = scorelog(replay(record))
    assert list(log) == ["format", "version", "sides", "events", "hands", "scores", "winner",
                         "finished"]
    assert log["format"] == "fiveup-scorelog" and log["version"] == 1
    for event in log["events"]:
        assert event["raw"] % 5 == 0  # R1
        keys = ["hand", "action", "kind", "side", "seat", "raw"]
        if event["kind"] == "domino":
            keys += ["placement", "opponents", "partner"]
        assert list(event) == [*keys, "accepted", "score"]


def first(rec, hand, kind):
    return next(i for i, a in enumerate(rec["hands"][hand]["actions"]) if kind in a)


@pytest.mark.parametrize(("part", "mutate"), [
    ("format is", lambda r: r.update(format="chess")),
    ("version 2", lambda r: r.update(version=2)),
    ("unknown key 'score'", lambda r: r.update(score=3)),
    ("players must be", lambda r: r.update(players=["Solo"])),
    ("seed must be an integer", lambda r: r.update(seed="x")),
    ("hand 0: seat 1 was dealt 4 tiles, not 5 (R6)", lambda r: r["hands"][0]["deal"][1].pop()),
    ("appears twice", lambda r: r["hands"][0]["boneyard"].__setitem__(0, r["hands"][0]["deal"][0][0])),
    ("hand 0: deal of seat 0: not a tile: '[9|9]'",
     lambda r: r["hands"][0]["deal"][0].__setitem__(0, "[9|9]")),
    ("hand 0: leader 7 is not a seat", lambda r: r["hands"][0].update(leader=7)),
])
def test_malformed_documents_are_rejected_clearly(record, part, mutate):
    broken(record, part, mutate)


def test_a_draw_must_name_the_next_boneyard_tile(record):
    i = first(record, 0, "draw")

    def mutate(r):
        r["hands"][0]["actions"][i]["draw"] = r["hands"][0]["boneyard"][-1]

    err = broken(record, "(R18)", mutate)
    assert (err.hand, err.action) == (0, i) and str(err).startswith(f"hand 0 action {i}: ")


def test_r17_a_draw_while_able_to_play_is_rejected(record):
    actions = record["hands"][0]["actions"]
    i = next(k for k in range(1, len(actions)) if "play" in actions[k] and "draw" not in actions[k - 1])
    drawn = sum("draw" in a for a in actions[:i])
    seat = actions[i]["seat"]

    def mutate(r):
        r["hands"][0]["actions"].insert(i, {"seat": seat, "draw": r["hands"][0]["boneyard"][drawn]})

    name = record["players"][seat]  # issue 22: the error names the player, not the seat
    broken(record, f"hand 0 action {i}: {name} can place a tile and must do so instead of drawing (R17)",
           mutate)


def test_r5_actions_out_of_turn_are_rejected(record):
    def mutate(r):
        a = r["hands"][0]["actions"][1]
        a["seat"] = 1 - a["seat"]

    broken(record, "acts out of turn: it is seat", mutate)


def test_r9_the_opening_has_no_target_and_later_plays_have_one(record):
    broken(record, "opening play has no 'on'",
           lambda r: r["hands"][0]["actions"][0].update(on="[0|0]", socket="low"))
    i = first(record, 0, "on")
    broken(record, f"hand 0 action {i}: a play after the opening names",
           lambda r: r["hands"][0]["actions"][i].pop("socket"))


def test_r9_r13_illegal_placements_are_rejected(record):
    i = first(record, 0, "on")

    def wrong_socket(r):
        r["hands"][0]["actions"][i]["socket"] = "branch-a"

    broken(record, f"hand 0 action {i}:", wrong_socket)

    def not_held(r):
        a = r["hands"][0]["actions"][i]
        a["play"] = r["hands"][0]["boneyard"][-1]

    broken(record, "does not hold", not_held)


def test_r8_a_wrong_leader_after_going_out_is_rejected(record):
    went_out = scorelog(replay(record))["hands"][0]["seat"]
    def wrong_leader(r):
        r["hands"][1].update(leader=1 - went_out)

    broken(record, "went out and must lead the next hand, not", wrong_leader)
    broken(record, "(R8)", wrong_leader)


def test_actions_after_the_hand_ended_are_rejected(record):
    n = len(record["hands"][0]["actions"])
    err = broken(record, "after the hand ended (going out, R21)",
                 lambda r: r["hands"][0]["actions"].append({"seat": 0, "pass": True}))
    assert err.action == n


def test_only_the_last_hand_may_stop_early(record):
    broken(record, "hand 0: the actions stop before the hand ends",
           lambda r: r["hands"][0]["actions"].pop())
    open_game = copy.deepcopy(record)
    open_game["hands"][-1]["actions"] = open_game["hands"][-1]["actions"][:3]
    log = scorelog(replay(open_game))
    assert log["hands"][-1]["end"] == "open" and log["finished"] is False


def test_r3_no_hand_after_the_game_is_won(record):
    broken(record, "the game was already over", lambda r: r["hands"].append(r["hands"][-1]))


# -- command line ------------------------------------------------------------------------
def run(capsys, *argv, stdin=None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_simulate_prints_one_record_per_line(capsys):
    code, out, _ = run(capsys, "simulate", "--players", "3", "--seed", "5", "--games", "3",
                       "--strategy", "random")
    lines = out.splitlines()
    assert code == 0 and len(lines) == 3
    assert replay(lines[0]) == simulate(3, seed=5, strategies="random")


def test_cli_replay_json_is_the_scorelog(capsys, tmp_path, record):
    path = tmp_path / "game.json"
    path.write_text(dumps(record))
    code, out, _ = run(capsys, "replay", str(path), "--json")
    assert code == 0 and json.loads(out) == scorelog(replay(record))
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and "Winner:" in out and "Hand 1: " in out and "index" not in out


def test_cli_reads_stdin_and_reports_one_error_line(capsys, monkeypatch, record):
    rec = copy.deepcopy(record)
    rec["hands"][0]["actions"][1]["seat"] = 1 - rec["hands"][0]["actions"][1]["seat"]
    code, out, err = run(capsys, "replay", "-", stdin=dumps(rec), monkeypatch=monkeypatch)
    assert code == 2 and out == ""
    assert err.startswith("error: hand 0 action 1: ") and err.count("\n") == 1
    code, _, err = run(capsys, "replay", "-", stdin="{not json", monkeypatch=monkeypatch)
    assert code == 2 and err.startswith("error: not JSON")


def test_cli_describe_matches_the_core_in_each_language(capsys, tmp_path, record):
    from fiveup_viz import describe

    path = tmp_path / "game.json"
    path.write_text(dumps(record))
    layout = replay(record).hands[0].layout
    for lang in ("en", "it", "fi"):
        code, out, _ = run(capsys, "describe", str(path), "--hand", "1", "--step", "2",
                           "--lang", lang)
        from fiveup_viz import Layout

        prefix = Layout.from_moves([p.move for p in layout.placements[:2]])
        assert code == 0 and out == str(describe(prefix, lang)) + "\n"
        assert len(out.splitlines()) == 3
    code, _, err = run(capsys, "describe", str(path), "--hand", "1", "--step", "999")
    assert code == 2 and "step must be 1 to" in err
    code, _, err = run(capsys, "describe", str(path), "--hand", "1", "--step", "0")
    assert code == 2 and "argument --step" in err


def test_cli_render_draws_the_same_step_as_describe(capsys, tmp_path, record):
    import xml.etree.ElementTree as ET

    from fiveup_viz import Layout

    path = tmp_path / "game.json"
    path.write_text(dumps(record))
    placements = replay(record).hands[0].layout.placements
    prefix = Layout.from_moves([p.move for p in placements[:3]])
    boxes = []
    for extra in ([], ["--hand-frame"]):
        out = tmp_path / f"step{len(extra)}.svg"
        code, _, _ = run(capsys, "render", str(path), "--hand", "1", "--step", "3", "--lang", "fi",
                         "--out", str(out), *extra)
        root = ET.parse(out).getroot()
        tiles = [g.get("data-tile") for g in root.iter() if "tile" in (g.get("class") or "").split()]
        assert code == 0 and sorted(tiles) == sorted(str(t) for t in prefix.tiles)
        assert describe_title(prefix) in out.read_text()
        boxes.append(root.get("viewBox"))
    assert boxes[0] != boxes[1] or len(placements) == 3  # the hand's frame is the larger one
    code, _, err = run(capsys, "render", str(path), "--hand", "999", "--step", "1", "--out",
                       str(tmp_path / "x.svg"))
    assert code == 2 and err.startswith("error: the record has")


def describe_title(layout):
    from fiveup_viz import describe

    return describe(layout, "fi").title


def test_the_summary_numbers_actions_from_1_as_the_notes_and_the_review_do() -> None:
    """it-review finding 16: lesson 11 listed a move as 13 and its note as «azione 14». The
    summary numbers each hand's actions from 1, as the review's `Hand h, action a` lines do,
    so a note's action number is the number of the line it is about."""
    from fiveup_viz.explain.steps import action_line
    from fiveup_viz.pages.summary import summary
    from fiveup_viz.rules import examples

    game = examples.load("two-players")
    lines = summary(game, "it").splitlines()
    for (h, a) in sorted(game.notes.actions):
        said = action_line(game, h, a, "it")
        numbered = [line.strip() for line in lines if line.strip().endswith(said)]
        assert f"{a + 1} {said}" in numbered, (h, a)
    first = action_line(game, 0, 0, "it")
    assert any(line.strip() == f"1 {first}" for line in lines)
