"""One voice in three languages: every phrase exists in en, it and fi, every step the explain
layer makes can be said in each, and nothing English leaks into Italian or Finnish."""

from __future__ import annotations

import re
import string
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from fiveup_viz import Game, Layout, Move, simulate
from fiveup_viz.explain import steps as explain
from fiveup_viz.explain.steps import EndStep, say
from fiveup_viz.pages.summary import summary
from fiveup_viz.rules import examples
from fiveup_viz.rules.annotations import text_in
from fiveup_viz.rules.figures import SEED_FIGURES
from fiveup_viz.words.errors import Message
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import TEXTS, phrase, tables

ROOT = Path(__file__).resolve().parent.parent
WORD = re.compile(r"[A-Za-zÀ-ÿ']+")
#: Words that are the same in every language: names, the game's name, the glossary's "spinner".
SHARED = {"ada", "bea", "cai", "dan", "spinner", "exact", "five", "up", "ms", "json", "fiveup",
          "raw"}


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def english_words() -> set[str]:
    """Words of the English phrases that neither Italian nor Finnish uses."""
    def words(lang: str) -> set[str]:
        return {w.lower() for text in TEXTS[lang].values()
                for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", text))}
    return {w for w in words("en") - words("it") - words("fi") - SHARED if len(w) > 1}


ENGLISH = english_words()


def english_in(text: str) -> set[str]:
    return {w for w in WORD.findall(text) if w.lower() in ENGLISH}


# -- the phrase tables ----------------------------------------------------------------
TABLES = tables()


def test_every_message_file_is_read_as_a_table() -> None:
    """One registry: the exercises', the page's and every other language table go through it."""
    assert TABLES["ui"] is TEXTS
    assert {"ui", "exercise", "page", "layout", "score", "coach", "rulebook", "rulebook-captions", "clicks",
            "diagrams", "cheatsheet", "lines"} <= set(TABLES)
    assert phrase("page", "it", "next") == "Avanti"
    assert phrase("exercise", "fi", "right") == TABLES["exercise"]["fi"]["right"]
    with pytest.raises(ValueError, match="unknown language"):
        phrase("page", "de", "next")


def package_tables() -> set[str]:
    """Names of the modules that hold a table keyed by the three languages (their source)."""
    found = set()
    for path in sorted((ROOT / "fiveup_viz").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if re.search(r'^\s*"fi": [{"]', text, re.M) and re.search(r'^\s*"it": [{"]', text, re.M):
            module = path.relative_to(ROOT).with_suffix("").as_posix().replace("/", ".")
            found.add(module.removesuffix(".__init__"))
    return found


def test_no_module_keeps_a_language_table() -> None:
    """Every sentence lives in the message files (fiveup_viz/locales), none in Python."""
    assert package_tables() == set()


# The same ids and variables in every language, and every message formatting: test_messages.py.


def test_the_english_word_list_is_real() -> None:
    """The list the leak tests use holds the everyday words of the English table."""
    assert {"hand", "placement", "draws", "boneyard", "accepted", "discarded", "next",
            "tile"} <= ENGLISH
    assert not {"ada", "spinner"} & ENGLISH


# -- every step the layer makes, said in every language ----------------------------------
def games() -> Iterator[Game]:
    for name in examples.names():
        yield examples.load(name)
    for players in (2, 3, 4):
        for seed in range(6):
            yield simulate(players, seed=seed)
    yield simulate(3, seed=1, max_hands=2)  # D3: no winner
    playing = Game(3, seed=5)
    for _ in range(7):
        playing.step()
    yield playing  # a hand still open


def all_steps(game: Game) -> Iterator[Message]:
    for h, rnd in enumerate(game.hands):
        yield explain.leads(game, h)
        yield explain.leads(game, h, you=rnd.leader)
        yield explain.end_title(game, h)
        for i, action in enumerate(rnd.actions):
            for you in (None, action.seat):
                yield explain.action(game, h, i, you=you, hidden=True)
                yield explain.action(game, h, i, you=you)
            reason = explain.why(game, h, i)
            if reason is not None:
                yield reason
            run = i
            while run and rnd.actions[run - 1].kind == "draw" and rnd.actions[run - 1].seat == action.seat:
                run -= 1
            if action.kind == "draw" and run < i:  # a run of forced draws, one line (R18)
                for you in (None, action.seat):
                    yield from explain.draws(game, h, run, i, you=you)
        for step in explain.end_steps(game, h):
            yield step.heading
            yield from step.lines
        layout = Layout()
        for p in rnd.layout.placements:
            layout.place(p.tile, p.on, p.socket)
            yield explain.credit(layout)
            yield from explain.reasons(layout)
        end = rnd.end
        yield explain.turn(game, h, seat=rnd.turn, pending=rnd.pending, end=end)
        yield explain.turn(game, h, seat=rnd.turn, pending=None, end=None)
        yield explain.turn(game, h, seat=rnd.turn, pending=rnd.layout.last, end=None)
        yield explain.turn(game, h, seat=rnd.turn, pending=rnd.layout.last, end=None, hidden=True)
        yield explain.turn(game, h, seat=rnd.turn, pending=rnd.pending, end=None, you=rnd.turn)
        yield explain.turn(game, h, seat=rnd.turn, pending=rnd.layout.last, end=None,
                           you=rnd.turn)
    for e in game.events:
        yield explain.event(game, e)
        yield explain.check(game, e)


@pytest.mark.slow
def test_every_step_is_said_in_every_language() -> None:
    """Drive the layer over many games: each step has its phrase in en, it and fi, and every
    explanation phrase of the table is reached by some state."""
    used: set[str] = set()

    def note(step: Message) -> None:
        used.add(step.key)
        for value in step.values.values():
            if isinstance(value, Message):
                note(value)

    for game in games():
        for step in all_steps(game):
            note(step)
            for lang in LANGUAGES:
                text = say(step, lang)
                assert text and "{" not in text
                if lang != "en":
                    assert not english_in(text), (lang, step.key, text)
        for e in game.events:  # an event and its check in one line (read11-it F2: event-line)
            for lang in LANGUAGES:
                line = explain.event_line(game, e, lang)
                assert line.startswith(say(explain.event(game, e), lang)) and "{" not in line
        used.add("event-line")
    for layout in (Layout(), *(Layout.from_moves(list(m)) for m in SEED_FIGURES.values())):
        used.add(explain.credit(layout).key)
        used |= {s.key for s in explain.reasons(layout)}
    used.add(explain.opens().key)
    used.add(explain.not_ended().key)
    used = {k.replace(".", "-").replace("_", "-") for k in used}
    explaining = {k for k in TEXTS["en"] if not k.startswith(("ui-", "n-", "sum-", "svg-", "game-name"))}
    assert explaining - used <= {"check-negative"}, explaining - used  # D1: the test below


def test_steps_carry_numbers_and_rules() -> None:
    """A step is data: the going-out count's numbers and rule ids are fields, not only text."""
    game = examples.load("partners")
    hand = next(h.index for h in game.hands if h.end is not None and h.end.kind == "domino")
    steps = explain.end_steps(game, hand)
    assert all(isinstance(s, EndStep) for s in steps)
    go = game.hands[hand].end.going_out  # type: ignore[union-attr]
    opponents = next(s for s in steps if s.key == "opponents")
    assert opponents.heading.rules == ("R22",)
    assert opponents.lines[0]["rounding"]["rounded"] == go.opponents
    net = next(s for s in steps if s.key == "net")
    assert net.lines[0]["placement"] == go.placement and "R23" in net.lines[0].rules
    assert net.event is not None and net.lines[-1].event is net.event


def test_a_negative_score_is_said_d1() -> None:
    """D1: the partner deduction may take a score below zero; the check says so."""
    from tests.helpers import position

    game = position(4, [["[0|1]"], ["[0|2]"], ["[6|6]", "[5|6]"], ["[0|3]"]],
                    moves=["[1|2]"], turn=0, leader=0, scores=[0, 0])
    game.play("[0|1]", "[1|2]", "low")
    event = game.events[-1]
    assert event.score < 0
    step = explain.check(game, event)
    assert step.key == "check.negative" and step.rules == ("D1",)
    for lang in LANGUAGES:
        assert str(event.score - event.raw) in say(step, lang)
    # fi review (e): a negative count is written with the minus sign (−20), never a hyphen.
    net = next(s for s in explain.end_steps(game, 0) if s.key == "net")
    for lang in LANGUAGES:
        said = net.text(lang)
        assert f"= −{-event.raw}" in said and f"= -{-event.raw}" not in said, said


# -- the summary and the command line -------------------------------------------------------
@pytest.mark.parametrize("lang", ["it", "fi"])
def test_summary_has_no_english(lang: str) -> None:
    for name in examples.names():
        game = examples.load(name)
        text = summary(game, lang).replace(text_in(game.title, "en") or "", "")
        assert not english_in(text), (name, english_in(text))


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_cli_replay_and_describe_follow_lang(lang: str) -> None:
    record = ROOT / "fiveup_viz" / "rules" / "examples" / "two-players.json"
    run = [sys.executable, "-m", "fiveup_viz"]
    out = subprocess.run([*run, "replay", str(record), "--lang", lang], capture_output=True,
                         text=True, check=True).stdout
    game = examples.load("two-players")
    assert summary(game, lang) in out and not english_in(out.replace(text_in(game.title, "en") or "", ""))
    out = subprocess.run([*run, "describe", str(record), "--hand", "1", "--step", "2", "--lang",
                          lang], capture_output=True, text=True, check=True).stdout
    assert not english_in(out)
    assert ("Posa di" if lang == "it" else "Asetettu") in out
    moves = [Move(p.tile, p.on, p.socket) for p in game.hands[0].layout.placements[:2]]
    assert str(moves[1].tile) in out
