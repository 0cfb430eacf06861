"""Issue 31 (3): games that ask. The record's questions (RECORD.md § Questions, `_questions`),
the quiz's questions at a placement and at a hand's count, their answers from the engine, and
what a stop shows before it is answered."""

from __future__ import annotations

import base64
import copy
import html
import json
import re
import subprocess
import sys
import zlib
from pathlib import Path
from typing import Any

import pytest

from fiveup_viz.pages.frames import game_frames
from fiveup_viz.pages.page import game_page
from fiveup_viz.pages.panels import GamePanels, Stop
from fiveup_viz.pages.quiz import before_answer, hand_end_question, questions
from fiveup_viz.rules import examples
from fiveup_viz.rules.annotations import text_in
from fiveup_viz.rules.asks import KEY, Ask, add_ask, asks
from fiveup_viz.rules.record import replay, scorelog, to_record
from fiveup_viz.words.errors import RecordError
from fiveup_viz.words.messages import text

EXAMPLE = "partners"


def record() -> dict[str, Any]:
    return to_record(examples.load(EXAMPLE))


def first_play_after(hand: dict[str, Any], start: int) -> int:
    """The index of the first play at or after action `start` of a hand's record."""
    return next(i for i, a in enumerate(hand["actions"]) if i >= start and "play" in a)


def with_questions(*items: dict[str, Any]) -> dict[str, Any]:
    doc = record()
    doc[KEY] = list(items)
    return doc


def where_item() -> tuple[dict[str, Any], dict[str, Any]]:
    """A `where` question before a recorded placement (not the opening) and that placement."""
    hand = record()["hands"][0]
    a = first_play_after(hand, 1)
    return {"hand": 0, "action": a, "ask": "where", "tile": hand["actions"][a]["play"]}, \
        hand["actions"][a]


# -- the record's questions (RECORD.md § Questions) ---------------------------------------
def test_questions_are_read_kept_and_change_no_replay() -> None:
    """RECORD.md § Questions: `_questions` is a top-level `_` key, so the game replays and
    scores the same with it (an older reader keeps it as private data), and it is written back."""
    item, _ = where_item()
    doc = with_questions(item, {"hand": 0, "action": first_play_after(record()["hands"][0], 0),
                                "ask": "points"})
    game = replay(doc)
    assert scorelog(game) == scorelog(replay(record()))
    assert [a.kind for a in asks(game)] == ["where", "points"]
    assert to_record(game)[KEY] == doc[KEY]


@pytest.mark.parametrize(("item", "says"), [
    ("where", "is a JSON object"),
    ({"hand": 0, "action": 1, "ask": "why"}, "'ask' is 'why', not one of 'where', 'points'"),
    ({"hand": 9, "action": 1, "ask": "points"}, "hand 9 does not exist"),
    ({"hand": 0, "action": 999, "ask": "points"}, "action 999 does not exist"),
    ({"hand": 0, "action": 1, "ask": "points", "why": 1}, "unknown key 'why'"),
    ({"hand": 0, "action": 0, "ask": "points", "tile": "[1|2]"}, "takes no 'tile'"),
    ({"hand": 0, "action": 0, "ask": "where", "tile": "[1|2]"}, "any tile may open (R9)"),
    ({"hand": 0, "action": 3, "ask": "where"}, "needs the tile"),
    ({"hand": 0, "action": 3, "ask": "where", "tile": "[9|9]"}, "[9|9]"),
])
def test_a_bad_question_gets_one_error_naming_it(item: Any, says: str) -> None:
    """Unknown or bad question data: one RecordError naming `_questions[i]` and the fault."""
    with pytest.raises(RecordError) as caught:
        replay(with_questions(item))
    assert caught.value.reason.startswith(f"'{KEY}[0]': ")
    assert says in caught.value.reason


def test_points_needs_a_placement_and_where_a_tile_not_on_the_table() -> None:
    """A points question asks about a placement (R14), not a draw; a where question's tile is
    not on the table yet (R4: each tile once)."""
    hand = record()["hands"][0]
    draw = next(i for i, a in enumerate(hand["actions"]) if "draw" in a or "pass" in a)
    with pytest.raises(RecordError, match="R14"):
        replay(with_questions({"hand": 0, "action": draw, "ask": "points"}))
    opened = hand["actions"][0]["play"]
    with pytest.raises(RecordError, match="already on the table"):
        replay(with_questions({"hand": 0, "action": 2, "ask": "where", "tile": opened}))
    with pytest.raises(RecordError, match="already has a 'points' question"):
        replay(with_questions({"hand": 0, "action": 0, "ask": "points"},
                              {"hand": 0, "action": 0, "ask": "points"}))
    with pytest.raises(RecordError, match="must be a list"):
        replay({**record(), KEY: {"hand": 0}})


def test_add_ask_checks_and_changes_nothing_when_refused() -> None:
    game = examples.load(EXAMPLE)
    add_ask(game, Ask(0, 0, "points"))
    before = copy.deepcopy(game.private)
    with pytest.raises(RecordError):
        add_ask(game, Ask(0, 0, "points"))  # asked twice
    assert game.private == before


def test_the_command_line_refuses_a_bad_question_in_one_line(tmp_path: Path) -> None:
    """RECORD.md: a bad record is one `error:` line and exit status 2, never a traceback."""
    path = tmp_path / "asks.json"
    path.write_text(json.dumps(with_questions({"hand": 0, "action": 1, "ask": "why"})), "utf-8")
    done = subprocess.run([sys.executable, "-m", "fiveup_viz", "html", str(path), "-o",
                           str(tmp_path / "out.html"), "--lang", "en"], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: '_questions[0]': 'ask' is")
    assert not (tmp_path / "out.html").exists()


# -- the engine's answers ----------------------------------------------------------------
def test_every_placement_asks_its_credit_as_the_score_log_has_it() -> None:
    """R14, R15: at every placement the answer is the placement's credit, the raw amount the
    score log records for it (none: 0), except a last tile, whose credit joins the going-out
    event (R23)."""
    game = examples.load(EXAMPLE)
    source = GamePanels(game, "en")
    logged = {(e["hand"], e["action"]): e["raw"] for e in scorelog(game)["events"]
              if e["kind"] == "placement"}
    asked = 0
    for h, rnd in enumerate(game.hands):
        for a, action in enumerate(rnd.actions):
            found = questions(source, Stop(h, a + 1), (), face_up=True, every=True)
            if action.move is None:
                assert found == []
                continue
            (q,) = found
            asked += 1
            last = rnd.end is not None and rnd.end.kind == "domino" and a == len(rnd.actions) - 1
            if not last:
                assert q.solution == logged.get((h, a), 0)
            assert q.check(q.solution).correct and not q.check(q.solution + 5).correct
            assert "(R14, R15)" in q.check(q.solution + 5).explanation
    assert asked > 20


SAID_TO_YOU = {  # the learner's placement question, opening and not (fixes5 point 4)
    "en": ("You open with", "You place", "places"),
    "it": ("Apri con", "Posi", " posa ["),  # the verb, not the noun «questa posa da sola»
    "fi": ("Avaat laatalla", "Asetat laatan", "asettaa"),
}


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
@pytest.mark.parametrize("by", ["seat", "name"])
def test_the_placement_question_says_you_to_the_learner(lang: str, by: str) -> None:
    """Native reader (fixes5 point 4): the quiz named the learner ("You places …") where the
    captions say "you". The learner's seat, given as a seat (`you`) or by a saved record's name
    (`ui-you`), is asked in the second person; the other seats by name."""
    doc = record()
    if by == "name":
        doc["players"][0] = text(lang, "ui", "ui-you")
    game = replay(doc)
    source = GamePanels(game, lang, you=0 if by == "seat" else None)
    opening, placing, third = SAID_TO_YOU[lang]
    asked: dict[int, list[str]] = {0: [], 1: []}
    for h, rnd in enumerate(game.hands):
        for a, action in enumerate(rnd.actions):
            if action.move is not None and action.seat in asked:
                (q,) = questions(source, Stop(h, a + 1), (), face_up=True, every=True)
                asked[action.seat].append(q.text)
    mine = asked[0]
    assert mine and all(q.startswith((opening, placing)) and third not in q for q in mine)
    assert asked[1] and all(q.startswith(game.players[1]) for q in asked[1])


def test_the_hand_end_asks_who_is_credited_how_much_as_the_score_log_says() -> None:
    """R22-R27: the right choice is each side's credit at the hand's end as the score log has
    it, counting only the events its target check accepted (R2: a final English rules reading
    found "Ada: 75 raw and Bea: 55 raw" asked where only Bea's 55 was credited), one per event:
    a going-out event worth 0 too (D2) and each blocked group's own (R26, English rules reading
    I4/I5); a wrong choice is wrong and the feedback gives the count with its rules."""
    for name in ("partners", "blocked-discarded", "won-by-block", "discarded-domino", "blocked-tie"):
        game = examples.load(name)
        source = GamePanels(game, "it")
        log = scorelog(game)
        for h, rnd in enumerate(game.hands):
            q = hand_end_question(source, h)
            if rnd.end is None or rnd.end.kind not in ("domino", "blocked"):
                assert q is None
                continue
            assert q is not None
            credits = [(e["side"], e["raw"]) for e in log["events"]
                       if e["hand"] == h and e["kind"] in ("domino", "blocked") and e["accepted"]]
            assert q.solution == tuple(sorted(credits))
            assert q.check(q.solution).correct
            wrong = next(c.key for c in q.choices if c.key != q.solution)
            feedback = q.check(wrong)
            assert not feedback.correct
            assert re.search(r"\(R2[2-6]", feedback.explanation)


def test_where_asks_the_legal_points_the_engine_allows() -> None:
    """R9, R13: the right points are where the engine lets the tile go (`moves_for`), and the
    recorded placement is one of them."""
    item, played = where_item()
    game = replay(with_questions(item))
    source = GamePanels(game, "fi")
    (ask,) = asks(game)
    (q,) = questions(source, Stop(0, ask.step), asks(game), face_up=True, every=False)
    layout = source.timeline[0, ask.step].layout
    assert q.solution_keys() == {(m.on, m.socket) for m in layout.moves_for(ask.tile)}
    assert any(str(k[0]) == played["on"] and k[1].value == played["socket"]
               for k in q.solution_keys())
    assert q.text.startswith("Mihin ") and str(ask.tile) in q.text
    # face down the question names a tile in a hand: it is not asked (R6)
    assert questions(source, Stop(0, ask.step), asks(game), face_up=False, every=False) == []


# -- what shows before the answer ---------------------------------------------------------
def visible_text(html: str) -> str:
    """The words a reader sees or hears: text, `title`, `alt` and `aria-label` values."""
    said = re.findall(r'(?:title|alt|aria-label)="([^"]*)"', html)
    html = re.sub(r"<(script|style)\b.*?</\1>", "", html, flags=re.S)
    return " ".join([re.sub(r"<[^>]+>", " ", html), *said])


def test_before_the_answer_a_placement_shows_no_count() -> None:
    """Issue 31 (3): until answered, no counted value, placement points, note or new score
    shows at a placement: the layout without value badges, the caption's action alone, the
    scores and events of the stop before."""
    game = examples.load(EXAMPLE)
    source = GamePanels(game, "en")
    plays = [a for a, x in enumerate(game.hands[0].actions) if x.move is not None]
    stop = Stop(0, plays[1] + 1)
    shown = source.panels(stop, True)
    hidden = before_answer(source, stop, True, source.panels)
    assert "Placement points" in visible_text(shown["caption"])  # what the answer reveals
    assert "Placement points" not in visible_text("".join(hidden.values()))
    assert 'class="value"' in shown["layout"] and 'class="value"' not in hidden["layout"]
    earlier = source.panels(Stop(0, stop.step - 1), True)
    assert hidden["log"] == earlier["log"]
    bold = re.compile(r'<tr class="score" style="font-weight: bold;">')
    unbold = lambda html: bold.sub('<tr class="score" style="">', html)  # noqa: E731
    assert unbold(hidden["scores"]) == unbold(earlier["scores"])  # the scores before it
    assert bold.findall(hidden["scores"]) and \
        hidden["scores"].split(bold.pattern)[1][:80] == shown["scores"].split(bold.pattern)[1][:80]
    assert hidden["note"] == ""


def unpack(page: str) -> dict[str, Any]:
    packed = json.loads(re.search(r'class="fiveup-frames">(.*?)</script>', page).group(1))["packed"]
    return json.loads(zlib.decompress(base64.b64decode(packed)))  # type: ignore[no-any-return]


def test_a_quiz_page_holds_the_answers_only_in_its_data() -> None:
    """Issue 31 (3): the answer may be in the data the script reads (packed frames), never in
    the page's text, titles or labels: the page opened at a placement shows no count. The
    description, which tells the game's counts, is left out of a quiz page."""
    game = examples.load(EXAMPLE)
    page = game_page(game, lang="en", quiz=True)
    data = unpack(page)
    assert data["quiz"] and data["quizWords"]["wait"]
    assert "Placement points" not in visible_text(page)
    assert examples.load(EXAMPLE).description is not None
    plain = game_page(game, lang="en")
    assert "quiz" not in unpack(plain)
    assert game_page(game, lang="en", quiz=True) == page  # deterministic bytes


def test_every_quiz_stop_hides_its_answer_face_up_and_down() -> None:
    """At every stop that asks, the panels shown before the answer say no placement points and
    no hand's count; face down no question names a tile in a hand (R6)."""
    game = examples.load(EXAMPLE)
    frames = game_frames(game, range(len(game.hands)), lang="en", quiz=True)
    assert len(frames.asked) > 20
    for index, entry in frames.asked.items():
        for face, asked in entry.items():
            shown = "".join(frames.panel(index, name, face == "up", asking=True)
                            for name in frames.panels)
            words = visible_text(shown)
            assert "Placement points" not in words
            assert "Net:" not in words and "Credit" not in words
            if face == "down":
                assert all(q["kind"] != "legal" for q in asked["ask"])


# -- `fiveup-viz annotate --ask` -----------------------------------------------------------
def test_annotate_adds_questions_a_person_counts_from_1(capsys: pytest.CaptureFixture[str],
                                                        tmp_path: Path) -> None:
    """Issue 31 (3, 4): `annotate --hand 1 --action A --ask where --tile T` asks before move M
    (the record's action M - 1), `--ask points` after it; the record replays the same."""
    from fiveup_viz.cli.main import main

    hand = record()["hands"][0]
    move = first_play_after(hand, 1) + 1  # counted from 1, as the page's steps
    tile = hand["actions"][move - 1]["play"]
    out = tmp_path / "asks.json"
    assert main(["annotate", EXAMPLE, "--hand", "1", "--action", str(move), "--ask", "WHERE",
                 "--tile", tile, "--lang", "en", "-o", str(out)]) == 0
    assert main(["annotate", str(out), "--hand", "1", "--action", str(move), "--ask", "points",
                 "--lang", "en", "-o", str(out)]) == 0
    written = json.loads(out.read_text("utf-8"))
    assert written[KEY] == [{"hand": 0, "action": move - 1, "ask": "where", "tile": tile},
                            {"hand": 0, "action": move - 1, "ask": "points"}]
    assert scorelog(replay(written)) == scorelog(replay(record()))
    capsys.readouterr()
    # asked twice, at a hand, or with a bad tile: one error line, exit 2, nothing written
    before = out.read_bytes()
    for argv in (["--action", str(move), "--ask", "points"], ["--ask", "points"],
                 ["--action", str(move), "--ask", "where", "--tile", "[9|1]"]):
        assert main(["annotate", str(out), "--hand", "1", *argv, "--lang", "en", "-o",
                     str(out)]) == 2
        err = capsys.readouterr().err
        assert err.startswith("error: ") and err.count("\n") == 1
    assert out.read_bytes() == before


@pytest.mark.parametrize("lang, players, said", [
    ("it", ("Cai", "you"), "Tu e Cai: 5"), ("fi", ("Cai", "you"), "Cai ja sinä: 5"),
    ("en", ("Cai", "you"), "You and Cai: 5"), ("it", ("you",), "Tu: 5"),
    ("it", ("Bea", "Dan"), "Bea e Dan: 5")])
def test_a_credit_choice_starts_with_a_capital(lang: str, players: tuple[str, ...],
                                               said: str) -> None:
    """It/fi native reading 29, finding 3: a quiz choice naming a side's credit (R22-R25)
    starts with a capital, the learner's partnership too (terms `learner-and` `label`), never
    «tu e Cai: …»."""
    from fiveup_viz.words.fluent import side_name
    from fiveup_viz.words.messages import text
    from fiveup_viz.words.values import learner

    side = side_name([learner("Marco") if p == "you" else p for p in players], lang)
    assert text(lang, "quiz", "credit", side=side, raw=5) == said


def test_a_net_zero_going_out_event_is_credited_0_raw_not_nobody() -> None:
    """English rules reading I4: the quiz's end-of-hand answer said "Nobody is credited anything"
    for a going-out event whose net is 0, though D2 applies and records it. discarded-domino
    hand 1 and blocked-tie hand 2 end so: the right answer is that side's 0 raw. Fresh English
    rules reading (issue 29, imprecise 1): "Nobody is credited anything" was then a choice
    marked wrong, though it changes the scores just as the 0-raw event does; beside an event
    that nets 0 it is no choice, and no other choice is true either (each credits 5 raw)."""
    for name, hand in (("discarded-domino", 0), ("blocked-tie", 1)):
        game = examples.load(name)
        (e,) = [e for e in game.events if e.hand == hand and e.kind == "domino"]
        assert e.raw == 0 and e.accepted
        q = hand_end_question(GamePanels(game, "en"), hand)
        assert q is not None and q.solution == ((e.side, 0),), q.solution
        labels = {c.key: c.label for c in q.choices}
        side = " and ".join(game.side_players(e.side))
        assert labels[q.solution] == f"{side}: 0 raw", labels
        assert () not in labels and "Nobody is credited anything" not in labels.values()
        wrong = [key for key in labels if key != q.solution]
        assert len(wrong) >= 2 and all(raw > 0 for key in wrong for _, raw in key), labels


def test_two_blocked_groups_of_one_side_are_two_events() -> None:
    """English rules reading I5: the quiz merged a partnership's two blocked-hand credits into
    one sum, though each group's credit is its own event (R26). blocked-tie hand 4 credits Bea &
    Dan 5 raw twice: the right answer says "5 raw and 5 raw"; the merged 10 is a wrong choice."""
    game = examples.load("blocked-tie")
    events = [e for e in game.events if e.hand == 3 and e.kind == "blocked"]
    assert [(e.side, e.raw) for e in events] == [(1, 5), (1, 5)]
    q = hand_end_question(GamePanels(game, "en"), 3)
    assert q is not None and q.solution == ((1, 5), (1, 5))
    labels = {c.key: c.label for c in q.choices}
    assert labels[q.solution] == "Bea and Dan: 5 raw (Bea's group) and 5 raw (Dan's group)", labels
    assert labels[((1, 10),)] == "Bea and Dan: 10 raw (Bea's group)"


# -- which positions ask (teacher trial 7: too many questions for one lesson) --------------
def test_each_quiz_question_names_the_fewest_choice_that_asks_it() -> None:
    """A hand's count asks at every choice (`counts`), a placement that scores (R15; the score
    log's placement events, and a last tile's placement points, R23) from `scoring` on, any
    other placement only at `every`; the page opens at the choice given, and the record's own
    questions name none (they ask at each)."""
    game = examples.load(EXAMPLE)
    frames = game_frames(game, range(len(game.hands)), lang="en", quiz=True)
    scoring = {(e["hand"], e["action"] + 1) for e in scorelog(game)["events"]
               if e["kind"] == "placement"}
    for hand, rnd in enumerate(game.hands):
        placement = getattr(getattr(rnd.end, "going_out", None), "placement", 0)
        if placement:
            scoring.add((hand, len(rnd.actions)))
    for index, entry in frames.asked.items():
        hand, step, count = frames.stops[index]
        (question,) = entry["up"]["ask"]
        want = "counts" if count is not None else "scoring" if (hand, step) in scoring else "every"
        assert question["at"] == want, (hand, step, count)
    assert unpack(game_page(game, lang="en", quiz=True, asks="counts"))["quizAsks"] == "counts"
    assert "quizAsks" not in unpack(game_page(game, lang="en"))
    play = first_play_after(record()["hands"][0], 1)
    own = unpack(game_page(replay(with_questions({"hand": 0, "action": play, "ask": "points"})),
                           lang="en"))
    assert [q for e in own["quiz"].values() for q in e["up"]["ask"]] and all(
        "at" not in q for e in own["quiz"].values() for q in e["up"]["ask"])


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_a_bad_choice_of_positions_gets_one_error_in_the_language(lang: str) -> None:
    """Bad input gets one clear error naming the choices (errors.ftl `page-asks`), and a
    value of another type the package's WrongTypeError."""
    from fiveup_viz.words.errors import InvalidSettingError, WrongTypeError

    game = examples.load(EXAMPLE)
    with pytest.raises(InvalidSettingError) as found:
        game_page(game, quiz=True, asks="some")
    said = found.value.message.say(lang)
    assert said == text(lang, "errors", "page-asks", asks="'some'",
                         choices="'scoring', 'counts', 'every'")
    with pytest.raises(WrongTypeError):
        game_page(game, quiz=True, asks=3)  # type: ignore[arg-type]


def test_viewer_end_stops_at_the_hands_count_question() -> None:
    """Teacher trial 13, friction 2 (issue 31): GameViewer(quiz=True)'s End (`last_button`),
    like the page's, jumps past the placements' questions to the hand's count question (R21-R27)
    and not into the count that answers it; pressed there, to the count's last step. The
    front end is told that stop, and its frames ask the count's question there; without the
    quiz End goes to the count's last step at once."""
    from fiveup_viz.pages.panels import Stop
    from fiveup_viz.widgets import GameViewer

    viewer = GameViewer("partners", quiz=True, start=(0, 1))
    viewer.frames()
    viewer.last_button.click()
    assert viewer.stop == Stop(0, 21, 0)
    frames = viewer.frameset
    assert frames is not None
    local = viewer.stepper.index - frames.offset
    assert frames.stops[local] == (0, 21, 0)
    assert any("who is credited, and with how many raw points" in d["text"]
               for d in frames.asked[local]["up"]["ask"])
    viewer.last_button.click()
    assert viewer.stop == Stop(0, 21, 5)
    plain = GameViewer("partners", start=(0, 1))
    plain.last_button.click()
    assert plain.stop == Stop(0, 21, 5)


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_a_page_asking_the_teachers_own_question_tells_no_description(lang: str) -> None:
    """Teacher trial 21, friction 2 (R21-R24: the count is what a question asks): an example's
    description tells every hand's count ("… in tutto +75 grezzi" for hand 3), and a page that
    asks the teacher's own question (`annotate --ask`, no `--quiz`) showed it from the first
    step. Such a page, face up and face down, tells no description; without a question it does."""
    game = examples.load(EXAMPLE)
    description = game.description
    assert isinstance(description, dict) and description[lang]
    told = text_in(description, lang)
    assert told[:40] in html.unescape(game_page(game, lang=lang))
    add_ask(game, Ask(1, 3, "points"))  # the README's `annotate partners --hand 2 --action 4`
    page = html.unescape(json.dumps(unpack(game_page(game, lang=lang)), ensure_ascii=False))
    assert told[:40] not in page and told[:40] not in html.unescape(game_page(game, lang=lang))
