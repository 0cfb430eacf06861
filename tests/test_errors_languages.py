"""Errors in three languages (issue 11): every error the package raises carries a message as
data (a phrase key, its values, the rule), `str(error)` stays the English text of RECORD.md and
the API, and `error.say("it")` / `error.say("fi")` tell it with no English word and the same
rule id."""

from __future__ import annotations

import ast
import copy
import math
import os
import re
from collections.abc import Callable, Iterator
from itertools import chain
from pathlib import Path
from typing import Any

import pytest

from fiveup_viz import Game, Layout, describe, simulate
from fiveup_viz.cli.main import _run
from fiveup_viz.drawing import svg
from fiveup_viz.drawing.draw import layout_from_moves, read_moves
from fiveup_viz.drawing.export import _module as export_module
from fiveup_viz.drawing.export import check_dpi, format_of, size_of
from fiveup_viz.drawing.svg import layout as layout_svg
from fiveup_viz.pages import exercises
from fiveup_viz.pages.frames import game_frames
from fiveup_viz.pages.panels import GamePanels
from fiveup_viz.pages.playing import TableSession
from fiveup_viz.rules import asks, coach, examples, record
from fiveup_viz.rules.bots import STRATEGIES
from fiveup_viz.rules.checks import check_hand, check_index, check_position
from fiveup_viz.rules.layout import Move, Socket, socket_value
from fiveup_viz.rules.tiles import DOUBLE_SIX, Tile
from fiveup_viz.words.errors import FiveUpError, Message, RecordError, json_reason, os_reason
from fiveup_viz.words.messages import ERROR_TEXTS, TEXTS

ROOT = Path(__file__).resolve().parent.parent
WORD = re.compile(r"[A-Za-zÀ-ÿ]+")
#: Names the user types, the same in every language: record keys, Python names, file formats.
IDENTIFIERS = {"players", "seed", "max", "hands", "deal", "boneyard", "leader", "actions", "play",
               "draw", "pass", "socket", "on", "format", "true", "start", "hand", "line", "b",
               "json", "utf", "unicode", "html", "svg", "png", "pdf", "dpi", "px", "width",
               "dejavu", "sans", "debian", "apt", "get", "install", "fonts", "core", "uxxxx",
               "byte", "order", "mark", "bom", "stop", "record", "md", "high", "low", "branch", "a",
               "export", "pip", "fiveup", "viz", "resvg", "py", "colour", "print", "contrast",
               "standard", "input", "str", "int", "jupyterlab", "browser",  # Italian says "standard input"
               "quiz",  # Quiz is the class and Italian's term (docs/TRANSLATION.md)
               "en", "it", "fi",  # a note's language keys
               "dict", "bytes", "none", "false", "humans",  # Python's names (WrongTypeError)
               # issue 28: argument names a wrong-type error quotes as they are written
               "lang", "game", "kind", "kinds", "paper", "count", "level", "bots", "tiles",
               "size", "path", "float", "object", "list", "layout",
               "projector"}  # PlayTable's argument (issue 31)
#: The package's classes and methods a wrong-type error names, written as in Python.
CODE = re.compile(r"(?<![\w.])(?:Game\.apply|LayoutExplorer|Layout|Game|Move|Action|Path)(?![\w])")


def _words(texts: dict[str, str]) -> set[str]:
    return {w.lower() for text in texts.values()
            for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", text))}


#: English words: those of the English phrases (explanations and errors) that neither the
#: Italian nor the Finnish explanations use.
ENGLISH = (_words(TEXTS["en"]) | _words(ERROR_TEXTS["en"])) - _words(TEXTS["it"]) \
    - _words(TEXTS["fi"]) - IDENTIFIERS - {"ada", "bea", "cai", "dan", "aino", "eetu", "iida",
                                           "spinner", "raw"}


#: The names a user chooses among, listed by an error as they are typed: example games,
#: bot strategies, kinds of exercise and of a teacher's question (`annotate --ask`).
CHOICES = re.compile(r"(?<![\w-])(?:" + "|".join(sorted(
    {*examples.NAMES, *STRATEGIES, *exercises.KINDS, *exercises.PRACTICE_KINDS, "mix",
     *asks.KINDS},
    key=len, reverse=True)) + r")(?![\w-])")


def english_in(text: str) -> set[str]:
    """English words of a text, leaving out quoted input, paths, `--options`, identifiers and
    the list of language codes."""
    text = re.sub(r"'[^']*'|\S*/\S*|--[a-z-]+|\b\w+_\w+\b|\[[^\]]*\]|\bU\+\w+|0x\w+|\ben, it, fi\b",
                  " ", text)
    text = CODE.sub(" ", CHOICES.sub(" ", text))
    return {w for w in WORD.findall(text) if w.lower() in ENGLISH and len(w) > 1}


# -- the phrases ----------------------------------------------------------------------
def test_the_english_words_are_real() -> None:
    assert {"seat", "boneyard", "tile", "place", "must", "drew", "table"} - IDENTIFIERS <= ENGLISH


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_no_error_phrase_is_english(lang: str) -> None:
    """Every Italian and Finnish error phrase, filled in or not, has no English word."""
    for key, text in ERROR_TEXTS[lang].items():
        assert not english_in(re.sub(r"\{[^}]*\}", " ", text)), (lang, key, text)


def test_every_error_raised_in_the_package_is_a_message() -> None:
    """No error of the package is built from English text: each `raise SomeError(...)` of a
    FiveUpError class gives a Message (or wraps another error), so it can be said in it and fi."""
    classes = {cls.__name__ for cls in _subclasses(FiveUpError)} | {"FiveUpError"}
    found = []
    for path in sorted((ROOT / "fiveup_viz").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) \
                    and isinstance(node.exc.func, ast.Name) and node.exc.func.id in classes:
                found.append(node.exc.func.id)
                first = node.exc.args[0] if node.exc.args else None
                assert not isinstance(first, ast.JoinedStr | ast.Constant | ast.BinOp), \
                    f"{path.name}:{node.lineno} raises {node.exc.func.id} with plain text"
    assert len(found) > 100


def _subclasses(cls: type) -> Iterator[type]:
    import fiveup_viz.drawing.draw
    import fiveup_viz.drawing.export
    import fiveup_viz.drawing.svg  # noqa: F401 - they define error classes

    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


# -- every error, raised --------------------------------------------------------------
@pytest.fixture(scope="module")
def rec() -> dict[str, Any]:
    return record.to_record(simulate(2, seed=3, strategies="greedy", hands=2))


def _edit(doc: dict[str, Any], change: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    doc = copy.deepcopy(doc)
    change(doc)
    return doc


def _first_play(doc: dict[str, Any]) -> dict[str, Any]:
    return next(a for a in doc["hands"][0]["actions"] if "socket" in a)


def _record_cases(rec: dict[str, Any]) -> list[Callable[[], object]]:
    seat0 = rec["hands"][0]["actions"][0]["seat"]

    def bad(change: Callable[[dict[str, Any]], Any]) -> Callable[[], object]:
        return lambda: record.replay(_edit(rec, change))

    def put(*path: Any, value: Any) -> Callable[[], object]:
        def change(doc: dict[str, Any]) -> None:
            for key in path[:-1]:
                doc = doc[key]
            doc[path[-1]] = value
        return bad(change)

    return [
        lambda: record.replay(b"\xff"), lambda: record.replay("\ufeff{}"),
        lambda: record.replay("{"), lambda: record.replay('{"a": 1 "b": 2}'),
        lambda: record.replay('{"a": 1, "a": 2}'),
        lambda: record.replay('{"a" 1}'), lambda: record.replay(""),
        lambda: record.replay("1 2"), lambda: record.replay('"abc'),
        lambda: record.replay("[" * 200 + "]" * 200), lambda: record.replay("1" * 40),
        lambda: record.replay("1e999"), lambda: record.replay("NaN"),
        lambda: record.replay({1: 2}), lambda: record.replay({"a": 10 ** 40}),
        lambda: record.replay({"a": float("inf")}), lambda: record.replay({"a": {1}}),
        lambda: record.replay({"a": "\ud800"}), lambda: record.replay("[]"),
        lambda: record.replay(Path("/nonexistent/x.json")),
        lambda: record.replay(Path("/")),
        lambda: record.replay(rec, stop=(9, 0)), lambda: record.replay(rec, stop=(0, -1)),
        put("format", value="x"), put("version", value=2), put("zz", value=1),
        put("players", value=["a"]), put("players", value=["a", ""]),
        put("players", value=[1, "b"]), put("seed", value="1"),
        put("max_hands", value=0), put("title", value=5), put("description", value="a\x00"),
        put("title", value="x" * 300), put("players", value=["a\ufdd0", "b"]),
        put("hands", value=5), put("max_hands", value=1),
        put("hands", 0, value=5), bad(lambda d: d["hands"][0].pop("deal")),
        put("hands", 0, "zz", value=1), put("hands", 0, "_zz", value=1),
        put("hands", 0, "deal", value=5), put("hands", 0, "boneyard", value=5),
        put("hands", 0, "deal", 0, 0, value="x"), put("hands", 0, "boneyard", 0, value=[1, 9]),
        put("hands", 0, "leader", value="a"), put("hands", 0, "leader", value=7),
        put("hands", 1, "leader", value=1 - rec["hands"][1]["leader"]),
        bad(lambda d: d["hands"][0]["deal"].pop()),
        bad(lambda d: d["hands"][0]["boneyard"].append(d["hands"][0]["deal"][0].pop())),
        bad(lambda d: d["hands"][0]["boneyard"].__setitem__(0, d["hands"][0]["deal"][0][0])),
        bad(lambda d: d["hands"][0]["boneyard"].pop()),
        put("hands", 0, "actions", value=5), bad(lambda d: d["hands"][0]["actions"].pop()),
        bad(lambda d: d["hands"][0]["actions"].append({"seat": 0, "pass": True})),
        put("hands", 0, "actions", 0, value=5), put("hands", 0, "actions", 0, value={"seat": 0}),
        put("hands", 0, "actions", 0, "zz", value=1),
        put("hands", 0, "actions", 0, "seat", value=9),
        put("hands", 0, "actions", 0, "seat", value=1 - seat0),
        put("hands", 0, "actions", 0, value={"seat": seat0, "pass": False}),
        put("hands", 0, "actions", 0, value={"seat": seat0, "pass": True}),
        put("hands", 0, "actions", 0, value={"seat": seat0, "draw": "[0|0]"}),
        put("hands", 0, "actions", 0, "on", value="[1|1]"),
        bad(lambda d: _first_play(d).pop("socket")),
        bad(lambda d: _first_play(d).__setitem__("socket", 5)),
        bad(lambda d: _first_play(d).__setitem__("socket", "up")),
        bad(lambda d: _first_play(d).__setitem__("on", "zz")),
        # RECORD.md § Questions (docs/RECORD-quiz.md), issue 31 point 3
        *(put("_questions", value=v) for v in _bad_questions(rec)),
        # RECORD.md § Annotations
        put("hands", 0, "actions", 0, "mark", value="?!?"),
        put("hands", 0, "actions", 0, "note", value=""),
        put("hands", 0, "actions", 0, "note", value={}),
        put("hands", 0, "actions", 0, "note", value={"de": "x"}),
        put("hands", 0, "actions", 0, "note", value=5),
        put("hands", 0, "actions", 0, "note", value={"it": "x" * 2001}),
        put("hands", 0, "note", value="a\x07"), put("title", value={"en": "a\nb"}),
        lambda: _annotated(rec).annotate(0, None, mark="!"),
        lambda: _annotated(rec).annotate(0, 999, note="x"),
        lambda: _annotated(rec).annotate(99, None, note="x"),
    ]


def _annotated(rec: dict[str, Any]) -> Game:
    return record.replay(rec)


def _api_cases() -> list[Callable[[], object]]:
    return [
        lambda: Tile(1, 9), lambda: Tile.parse(5), lambda: Tile.parse("x"),
        lambda: Socket.parse("up"), lambda: Move.of("[1|2]", "[1|1]"),
        lambda: Move.parse("a b c"), lambda: socket_value(Tile(1, 2), Socket.LINE_A),
        lambda: Layout.from_moves(["[1|4]"]).links("[2|2]"),
        lambda: Layout.from_moves(["[1|4]"]).is_internal("[2|2]"),
        lambda: Layout.from_moves(["[1|4]", "[1|4] on [1|4] low"]),
        lambda: Layout.from_moves(["[1|4]", "[2|2]"]),
        lambda: Layout().place("[1|4]", "[1|1]", "low"),
        lambda: Layout.from_moves(["[1|4]", "[1|2] on [1|1] low"]), lambda: Layout().undo(),
        lambda: Layout.from_moves(["[4|4]", "[4|5] on [4|4] low"]),
        lambda: Layout.from_moves(["[1|4]", "[1|1] on [1|4] line-a"]),
        lambda: Layout.from_moves(["[1|4]", "[1|1] on [1|4] low", "[1|2] on [1|4] low"]),
        lambda: Layout.from_moves(["[4|4]", "[4|5] on [4|4] branch-a"]),
        lambda: Layout.from_moves(["[1|4]", "[2|3] on [1|4] low"]),
        lambda: Game(5), lambda: Game(["a"]), lambda: Game(["", "b"]),
        lambda: Game(["a\x01", "b"]), lambda: Game(2, title="x" * 300),
        lambda: Game(2, description="x\ud800"), lambda: Game(2, max_hands=0),
        lambda: Game(2, seed=10 ** 31), lambda: Game(2).tiles_of(7),
        lambda: check_hand(5, 2), lambda: check_position((-1, 0)),
        lambda: check_index(0, 0, Message("what.stop-hand")), lambda: Game(2, start=False).hand,
        lambda: Game(2, start=False).start_hand(leader=9),
        lambda: Game(2, start=False).start_hand(boneyard=[]), lambda: Game(2).start_hand(),
        lambda: layout_from_moves(["[1|4]", "[2|3] on [1|4] low"]),
        lambda: layout_from_moves(["[1|9]"]), lambda: layout_from_moves(["[1|4]", "[1|2] on [1|4] up"]),
        lambda: read_moves([]), lambda: read_moves(["/nonexistent"]), lambda: read_moves(["/"]),
        lambda: layout_svg(Layout(), theme="pink"), lambda: format_of("x.gif"),
        lambda: layout_svg(Layout(), colors={"pink": "#f0f"}), lambda: svg.score_sheet(7),
        lambda: svg.seating(["a"]), lambda: game_frames(Game(2), range(1), panels=GamePanels(Game(2))),
        lambda: check_dpi(5), lambda: size_of("<svg></svg>"),
        lambda: exercises._point("zz"), lambda: exercises._point(Move.parse("[1|2]")),
        *_layer_cases(), *_worksheet_cases(), *_type_cases(), *_issue28_cases(),
    ]


def _issue28_cases() -> list[Callable[[], object]]:
    """Issue 28 point 4: the argument checks added for the probe's F8 (the full list, with
    the state checks, is in tests/test_hostile_api.py)."""
    from fiveup_viz.pages.review import review
    from fiveup_viz.pages.worksheet import document, worksheet, write_worksheet
    from fiveup_viz.rules.bots import make_bot, play_out
    from fiveup_viz.rules.coach import hint
    from fiveup_viz.widgets.practice import Exercise

    return [lambda: review(Game(2), budget_ms=math.inf), lambda: review(Game(2), budget_ms="1"),
            lambda: review("partners"), lambda: hint(Game(2), seed="x"),
            lambda: worksheet(seed=1.5), lambda: worksheet(paper=["a4"]),
            lambda: worksheet(lang=5), lambda: document("txt"), lambda: describe("x", "en"),
            lambda: svg.layout(Layout(), size=0), lambda: make_bot(5),
            lambda: make_bot("greedy", seed=1.5), lambda: Exercise(5),
            lambda: play_out(Game(2), [make_bot("greedy")]),
            lambda: write_worksheet(None), lambda: svg.players_tiles("x"),
            lambda: svg.players_tiles(Game(2, seed=1), face_up="no")]


def _worksheet_cases() -> list[Callable[[], object]]:
    """Issue 23 item 2: a worksheet's bad kind, count, paper or file name."""
    from fiveup_viz.pages.worksheet import format_of, worksheet

    return [lambda: worksheet(kind="deal"), lambda: worksheet(kinds=[]),
            lambda: worksheet(count=0), lambda: worksheet(paper="a3"),
            lambda: worksheet(key="teacher"), lambda: worksheet(versions=5),  # issue 31 point 6
            lambda: format_of("sheet.txt")]


def _type_cases() -> list[Callable[[], object]]:
    """Issue 22: an argument of the wrong type is a WrongTypeError (a TypeError too), said in
    en, it and fi like every other error."""
    from fiveup_viz.widgets import LayoutExplorer
    from fiveup_viz.widgets.table import PlayTable

    rec = record.to_record(simulate(2, seed=1, hands=1))
    return [
        lambda: record.replay(5), lambda: record.load_game(5), lambda: record.replay(rec, stop=5),
        lambda: record.replay(rec, stop=(0, "a")), lambda: Layout.from_moves("[1|4]"),
        lambda: Layout.from_moves([5]), lambda: Game(2, start="yes"),
        lambda: Game(2, start=False).start_hand(leader="a"), lambda: Game(2).tiles_of("a"),
        lambda: Game(2).apply(5), lambda: Game(2, start=False).start_hand(deal=5),
        lambda: Game(2, start=False).start_hand(deal=[5, 6]), lambda: LayoutExplorer(5),
        lambda: Game("Ada"), lambda: Game(2, seed="1"), lambda: Game(2, max_hands=1.5),
        lambda: check_hand("a", 2), lambda: PlayTable(2, seed=None), lambda: check_position("0,1"),
        lambda: Game([1, "b"]), lambda: PlayTable(2, humans=5),
    ]


@pytest.mark.parametrize("case", _type_cases())
def test_a_wrong_type_is_a_type_error_said_in_three_languages(case: Callable[[], object]) -> None:
    """Issue 22: `except TypeError` still catches a wrong type, and the error is a FiveUpError
    with a message in en, it and fi (not English text)."""
    from fiveup_viz.words.errors import WrongTypeError

    with pytest.raises(TypeError) as caught:
        case()
    error = caught.value
    assert isinstance(error, WrongTypeError) and isinstance(error.message, Message)
    assert error.message.key.startswith(("type.", "record.name"))
    assert len({error.say(lang) for lang in ("en", "it", "fi")}) == 3


def _layer_cases() -> list[Callable[[], object]]:
    """Issue 22 item 4: the errors of the layers above the rules core (languages, examples,
    bots, exercises, widgets, pages) speak three languages too."""
    from fiveup_viz.pages.page import game_page
    from fiveup_viz.rules import examples
    from fiveup_viz.rules.bots import make_bot
    from fiveup_viz.rules.scoring import going_out
    from fiveup_viz.widgets import GameViewer
    from fiveup_viz.widgets.practice import Practice, Quiz
    from fiveup_viz.widgets.table import PlayTable
    from fiveup_viz.words.errors import check_lang

    def not_your_turn() -> None:
        table = PlayTable(2)
        table.seat = 1 - table.game.turn  # R5: the other seat's turn
        table.play(table.game.legal_moves()[0] if table.game.legal_moves() else "[0|0]")

    def no_human_to_move() -> None:
        table = PlayTable(2, humans=[0, 1], max_hands=1)
        while not table.game.hand.over:
            table.play(table.game.legal_moves()[0])
        table.show_tiles()  # the hand is over: nobody at the table is to play

    no_hands = record.to_record(Game(2, start=False))
    return [
        lambda: check_lang("de"), lambda: FiveUpError(Message("table.undo")).say("sv"),
        lambda: examples.load("zz"), lambda: examples.title("zz"),
        lambda: make_bot("zz"), lambda: simulate(2, strategies=["greedy"] * 3),
        lambda: exercises.practice("zz"), lambda: exercises.practice("score", level=99),
        lambda: Quiz([]), lambda: Practice("zz"), lambda: Practice().choose_kind("zz"),
        lambda: GameViewer(no_hands), lambda: GameViewer(simulate(2, seed=1, hands=1)).goto(0, 999),
        # fix10-fi 11: a hand the game lacks, a count step the hand lacks
        lambda: GameViewer(simulate(2, seed=1, hands=1)).goto(5, 0),
        lambda: GameViewer(simulate(2, seed=1, hands=1)).goto(0, 0, 99),
        lambda: game_page(simulate(2, seed=1, hands=1), hand=5),
        lambda: game_page(simulate(2, seed=1, hands=1), quiz=True, asks="some"),
        lambda: PlayTable(3, bots=["greedy"] * 4), not_your_turn,
        lambda: PlayTable(4, humans=[]), lambda: PlayTable(4, humans=[0, 0]),  # issue 23, R5
        lambda: PlayTable(4, humans=[0, 4]), lambda: PlayTable(4, seat=0, humans=[0]),
        lambda: PlayTable(4, humans=[0, 2], projector=True), lambda: PlayTable(4, projector=1),
        no_human_to_move,
        lambda: TableSession(2, seat=0, teacher=False).set_teaching(True),  # issue 30 point 1
        lambda: going_out(5, 0, [0, 0], [[0], [1]]),
        lambda: export_module("fiveup_viz_no_such_module"),  # PNG without the extra
    ]


def _game_cases() -> Iterator[Callable[[], object]]:
    """Refused turns met while playing real games: draws, passes and placements out of rule
    (R17-R19), and actions after a hand or the game has ended (R3, R8, R20, R21, D3)."""
    seen: set[str] = set()
    for seed in range(60):
        game = simulate(2, seed=seed, strategies="greedy", hands=1)
        hand = game.hand
        if hand.end is not None and hand.end.kind == "domino" and "forced" not in seen:
            seen.add("forced")
            other = 1 - hand.end.seat
            yield lambda g=game, o=other: g.start_hand(leader=o)
            yield lambda g=game: g.draw()
            yield lambda g=game: coach.hint(g)
        game = Game(4, seed=seed, max_hands=1)
        while not game.finished:
            h = game.hand
            held = game.tiles_of(h.turn)
            if h.pending is not None and "pending" not in seen:
                seen.add("pending")
                other_tile = next((t for t in held if t != h.pending), None)
                yield lambda g=game: g.draw()
                if other_tile is not None:
                    yield lambda g=game, t=other_tile: g.play(t)
            if game.can_play():
                if "can" not in seen:
                    seen.add("can")
                    yield lambda g=game: g.draw()
                    yield lambda g=game: g.pass_()
                    missing = next(t for t in DOUBLE_SIX if t not in held)
                    yield lambda g=game, t=missing: g.play(t)
                game.play(*game.legal_moves()[0])
            elif h.drawn < len(h.boneyard):
                if "draw" not in seen:
                    seen.add("draw")
                    yield lambda g=game: g.pass_()
                    yield lambda g=game: coach.hint(g)
                game.draw()
            else:
                if "empty" not in seen:
                    seen.add("empty")
                    yield lambda g=game: g.draw()
                game.pass_()
        if "over" not in seen:
            seen.add("over")
            yield lambda g=game: g.start_hand()
    won = simulate(2, seed=0, strategies="greedy")  # its last hand ends at exactly 305 (R3)
    assert won.winner is not None and won.hands[-1].end.kind == "target"
    yield won.draw
    doc = record.to_record(won)
    yield lambda: record.replay(_edit(doc, lambda d: d["hands"][-1]["actions"].append(
        {"seat": 0, "pass": True})))
    yield lambda: record.replay(_edit(doc, lambda d: d["hands"].append(d["hands"][-1])))
    blocked = simulate(2, seed=10, strategies="greedy", hands=3)  # hand 2 is blocked (R20)
    assert blocked.hand.end.kind == "blocked"
    yield blocked.draw
    doc = record.to_record(blocked)
    yield lambda: record.replay(_edit(doc, lambda d: d["hands"][-1]["actions"].append(
        {"seat": 0, "pass": True})))


def _bad_questions(rec: dict[str, Any]) -> list[object]:
    """A `_questions` value breaking each rule of RECORD.md § Questions once."""
    h, not_play = next((h, i) for h, hand in enumerate(rec["hands"])
                       for i, a in enumerate(hand["actions"]) if "play" not in a)
    opened = rec["hands"][0]["actions"][0]["play"]
    points = {"hand": 0, "action": 0, "ask": "points"}
    return [{}, [1], [{**points, "zz": 1}], [{**points, "ask": "zz"}], [{**points, "hand": 99}],
            [{**points, "action": 999}], [{**points, "tile": "[1|2]"}],
            [{"hand": h, "action": not_play, "ask": "points"}],
            [{"hand": 0, "action": 1, "ask": "where"}],
            [{"hand": 0, "action": 0, "ask": "where", "tile": "[0|0]"}],
            [{"hand": 0, "action": 1, "ask": "where", "tile": opened}], [points, points]]


def _cli_cases(tmp: Path, rec: dict[str, Any]) -> list[Callable[[], object]]:
    path = tmp / "game.json"
    path.write_text(record.dumps(rec), encoding="utf-8")
    empty = tmp / "empty.json"
    empty.write_text(record.dumps(_edit(rec, lambda d: d.__setitem__("hands", []))), "utf-8")
    linked = tmp / "linked"
    linked.mkdir()
    (linked / "assets").symlink_to(tmp, target_is_directory=True)
    device = tmp / "null.html"
    device.symlink_to(os.devnull)
    return [
        lambda: _run(["describe", str(path), "--hand", "9", "--step", "1"]),
        lambda: _run(["describe", str(path), "--hand", "1", "--step", "99"]),
        lambda: _run(["html", str(empty), "-o", str(tmp / "x.html")]),
        lambda: _run(["html", str(path), "-o", str(tmp / "x.html"), "--hand", "9"]),
        lambda: _run(["review", str(path), "--annotate"]),  # issue 23: --annotate needs --out
        lambda: _run(["review", str(path), "-o", str(tmp / "x.json")]),
        lambda: _run(["review", str(path), "--annotate", "-o", str(tmp)]),
        lambda: _run(["draw", "[1|4]", "-o", str(tmp / "x.svg"), "--width", "10"]),
        lambda: _run(["rulebook", "--lang", "it", "-o", str(tmp / "x.txt")]),
        lambda: _run(["rulebook", "--lang", "it", "-o", str(tmp / "no" / "x.html")]),
        lambda: _run(["draw", "[1|4]", "-o", str(tmp / "x.png"), "--dpi", "5"]),
        lambda: _run(["lessons", str(path)]),
        lambda: _run(["lessons", ""]),  # security probe F4: an empty DIR
        lambda: _run(["lessons", str(linked)]),  # security probe F4: DIR/assets a link out
        # teacher trial 9, F3: the class table's names and seat (`fiveup-viz table`), refused
        # before anything is written or started
        lambda: _run(["table", str(tmp / "t"), "--names", "Aino,,Eetu"]),
        lambda: _run(["table", str(tmp / "t"), "--names", "Aino,Ee\x01tu"]),
        lambda: _run(["table", str(tmp / "t"), "--names", "Aino,Eetu,Iida", "--players", "2"]),
        lambda: _run(["table", str(tmp / "t"), "--names", "Aino,Eetu", "--class-seat", "3"]),
        *(lambda out=out: _run(["render", str(path), "--hand", "1", "--step", "1", "--out", out])
          for out in ("", str(tmp), str(tmp / "no" / "x.svg"))),
        lambda: _run(["diagrams", "--out", str(path)]),
        lambda: _run(["worksheet", "-o", str(tmp)]),
        lambda: _run(["replay", "partnrs"]),  # issue 31 point 7: neither a file nor an example
        lambda: _run(["annotate", "partners", "--hand", "1", "-o", str(tmp / "a.json")]),
        lambda: _run(["annotate", "partners", "--hand", "1", "--ask", "points", "-o",
                      str(tmp / "a.json")]),  # issue 31 point 3: a question needs a move
        lambda: _run(["annotate", "partners", "--hand", "1", "--action", "2", "--ask", "points",
                      "-o", str(tmp / "a.json")]),  # teacher trial 6, finding 6: on a draw
        lambda: _run(["annotate", "partners", "--hand", "1", "--action", "99", "--note", "x",
                      "-o", str(tmp / "a.json")]),  # issue 31 point 4: moves count from 1
        lambda: _run(["annotate", "partners", "--hand", "2", "--action", "4", "--ask", "where",
                      "-o", str(tmp / "a.json")]),  # teacher trial 7: --tile, as typed
        lambda: _run(["annotate", "partners", "--hand", "2", "--action", "4", "--ask", "points",
                      "--tile", "[3|5]", "-o", str(tmp / "a.json")]),
        lambda: _run(["html", str(path), "-o", str(tmp)]),  # issue 28: -o a folder, any command
        lambda: _run(["draw", "[1|4]", "-o", str(tmp)]),
        lambda: _run(["rulebook", "--lang", "it", "-o", str(device)]),  # not a file to replace
        lambda: _run(["simulate", "--players", "3", "--strategy", "greedy", "--strategy", "expert"]),
    ]


def _keys(message: object) -> Iterator[str]:
    if isinstance(message, RecordError):
        if message.hand is not None:
            yield "where.hand" if message.action is None else "where.action"
        yield from _keys(message.inner)
    elif isinstance(message, FiveUpError):
        yield from _keys(message.message)
    elif isinstance(message, Message):
        yield message.key
        for value in message.values.values():
            yield from _keys(value)


#: Phrases no test input here reaches: the system's rarer refusals, a missing extra, example
#: games not installed, and argparse's refusals, which are said in the parser's language
#: (tests/test_cli_languages.py).
UNREACHED = {"cli.integer", "cli.number", "cli.output", "cli.seed", "cli.usage", "cli.whole",
             "cli.whole-most", "cli.hand-number", "cli.move-number",
             "example.missing", "export.font", "export.pixels", "stdin.read",
             "stdin.surrogate",
             "stdin.closed", "moves.stdin", "moves.utf8", "json.why.control", "json.why.escape",
             "json.why.unicode",
             "export.browser", "lessons.missing", "lessons.no-lab",
             "lessons.trust-store",  # tests/test_draw, test_lessons
             "cli.site-lite",  # tests/test_site_pages (a failed JupyterLite build)
             "cli.port-taken"}  # tests/test_cli_table_port (51 ports held), in en, it and fi
UNREACHED |= {k for k in ERROR_TEXTS["en"] if k.startswith("os-")}


def test_every_error_is_said_in_every_language(rec: dict[str, Any], tmp_path: Path) -> None:
    """Each refused input raises a FiveUpError whose English is `str(error)`, and whose Italian
    and Finnish differ from it, keep its rule id and hold no English word."""
    reached: set[str] = set()
    raised: set[type] = set()
    cases = chain(_record_cases(rec), _api_cases(), _game_cases(), _cli_cases(tmp_path, rec))
    for case in cases:  # one at a time: a game case is tried in the state it was made for
        with pytest.raises(FiveUpError) as caught:
            case()
        error = caught.value
        english = str(error)
        assert error.say() == english == error.say("en")
        assert error.rule is None or f"{error.rule}" in english, english
        for lang in ("it", "fi"):
            text = error.say(lang)
            assert text != english and "\n" not in text, (lang, english)
            assert not english_in(text), (lang, text, english_in(text))
            if error.rule:
                assert error.rule in text, (lang, text)
        reached |= set(_keys(error))
        raised.add(type(error))
    ids = {key.replace(".", "-").replace("_", "-") for key in reached | UNREACHED}
    missing = set(ERROR_TEXTS["en"]) - ids
    assert not missing, " ".join(sorted(missing))
    # issue 22 item 4: every error class is raised here, in en, it and fi
    never = {cls.__name__ for cls in _subclasses(FiveUpError)} - {c.__name__ for c in raised}
    assert never <= {"IllegalActionError"}, never  # an abstract base: its subclasses are raised


def test_missing_example_games_are_said_in_every_language(monkeypatch: pytest.MonkeyPatch,
                                                           tmp_path: Path) -> None:
    """An install without the example games refuses an example name with one clear error."""
    from fiveup_viz.rules import record
    from fiveup_viz.rules.timeline import load_game
    from fiveup_viz.words.errors import UnknownExampleError

    monkeypatch.setattr(record.resources, "files", lambda package: tmp_path)  # no examples/
    with pytest.raises(UnknownExampleError) as caught:
        load_game("partners")
    error = caught.value
    assert str(error) == "no example game 'partners': the example games are not installed"
    assert error.say("it") == ("nessuna partita di esempio 'partners': le partite di esempio "
                               "non sono installate")
    assert error.say("fi").startswith("esimerkkipeliä 'partners' ei ole")


@pytest.mark.parametrize("socket", list(Socket))
def test_a_socket_is_named_in_the_errors_language(socket: Socket) -> None:
    """R11, R12, en-rules-review T5: every language says the point as the rule book does, not
    the record's socket name (`line-b`): "line B of [4|4]"; Italian with its preposition,
    Finnish inflected (terms.ftl)."""
    from fiveup_viz.words.messages import text
    from fiveup_viz.words.values import Point

    message = Message("point.occupied", point=Point(("[4|4]", socket)), by=Tile(4, 5))
    point = {lang: text(lang, "terms", f"point-{socket}", tile="[4|4]", case=case)
             for lang, case in (("en", "article"), ("it", "su"), ("fi", "inessive"))}
    assert message.say("en") == f"{point['en']} is already occupied by [4|5]"
    assert point["it"] in message.say("it") and point["fi"] in message.say("fi")


def test_the_lessons_example_r17() -> None:
    """The lessons show a refused draw (R17) in Italian and Finnish."""
    game = Game(2, seed=1)
    with pytest.raises(FiveUpError) as caught:
        game.draw()
    error = caught.value
    assert error.rule == "R17"
    assert str(error) == "Ada can place a tile and must do so instead of drawing (R17)"
    assert error.say("it") == "Ada può posare una tessera e deve farlo invece di pescare (R17)"
    # fi review § 4: "…on asetettava laatta", not the dangling "se".
    assert error.say("fi") == ("Ada voi asettaa laatan, joten hänen on asetettava laatta eikä hän "
                               "saa nostaa (R17)")
    with pytest.raises(ValueError, match="unknown language"):
        error.say("de")


@pytest.mark.parametrize("lang, you, said", [
    ("en", "You", "You can place a tile and must do so instead of drawing (R17)"),
    # fi reader w2, and Italian alike: the verb carries the person; "Sinä voit", «Tu puoi»
    # stress "you" for no reason.
    ("it", "Tu", "Puoi posare una tessera e devi farlo invece di pescare (R17)"),
    ("fi", "Sinä", "Voit asettaa laatan, joten sinun on asetettava laatta etkä saa nostaa (R17)"),
])
def test_a_refused_draw_names_the_player_and_speaks_to_the_learner(lang: str, you: str,
                                                                   said: str) -> None:
    """Issue 22: a refused draw or pass (R17) names the player, not the seat, and addresses the
    learner of a table (named `ui-you` in the table's language) as "you"."""
    from fiveup_viz.words.messages import text

    assert text(lang, "ui", "ui-you") == you
    game = Game([you, "Bea <b>"], seed=1)  # seat 0 acts first and can place
    with pytest.raises(FiveUpError) as caught:
        game.draw()
    assert caught.value.say(lang) == said
    with pytest.raises(FiveUpError) as caught:
        game.pass_()
    assert caught.value.say(lang).startswith(said.split(" ")[0] + " ")
    assert "Bea" not in caught.value.say(lang) and "0" not in caught.value.say(lang)
    game.play(game.legal_moves()[0])
    assert game.can_play()  # now Bea's turn: named as she is written, in the third person
    with pytest.raises(FiveUpError) as caught:
        game.draw()
    assert caught.value.say(lang).startswith("Bea <b> ")
    assert " puoi " not in caught.value.say(lang) and " voit " not in caught.value.say(lang)


def test_a_record_error_keeps_its_place_and_rule(rec: dict[str, Any]) -> None:
    """RECORD.md: `hand H action A: <reason>`; the reason of a wrapped refusal keeps its rule."""
    seat = rec["hands"][0]["actions"][0]["seat"]
    doc = _edit(rec, lambda d: d["hands"][0]["actions"].__setitem__(0, {"seat": seat, "pass": True}))
    with pytest.raises(RecordError) as caught:
        record.replay(doc)
    error = caught.value
    assert (error.hand, error.action, error.rule) == (0, 0, "R17")
    name = rec["players"][seat]
    assert str(error) == f"hand 0 action 0: {name} can place a tile and must do so (R17)"
    assert error.reason == f"{name} can place a tile and must do so (R17)"
    # it-review finding 16: the Italian says the numbers count from 0, as the file does
    assert error.say("it") == (f"mano 0, azione 0 (contate da 0, come nel file): {name} può "
                               "posare una tessera e deve farlo (R17)")
    assert error.say("fi").startswith(f"kierros 0, siirto 0: {name} voi asettaa")
    assert error.where("fi") == "kierros 0, siirto 0: "


def test_plain_text_errors_still_work() -> None:
    """Code outside the package may still raise an error with its own text."""
    error = FiveUpError("something odd", "R1")
    assert str(error) == error.say("it") == "something odd (R1)" and error.rule == "R1"
    assert str(RecordError("bad", 2)) == "hand 2: bad"


def test_system_and_json_reasons_are_said_when_known() -> None:
    missing = FileNotFoundError(2, "No such file or directory")
    assert Message("cli.write", path="x", why=os_reason(missing)).say("it") == \
        "impossibile scrivere x: file o cartella inesistente"
    assert os_reason(OSError(2, "Something else")) == "Something else"
    reason = json_reason("Expecting value")
    assert isinstance(reason, Message) and reason.say("fi") == "odotettiin arvoa"
    assert json_reason("Novel reason") == "Novel reason"
