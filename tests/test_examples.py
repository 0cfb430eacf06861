"""The example games of `fiveup_viz.rules.examples`: they load, replay and show what they claim."""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import ModuleType

import pytest

from fiveup_viz import Game, replay, scorelog, simulate, to_record
from fiveup_viz.rules import examples
from fiveup_viz.rules.annotations import Notes
from fiveup_viz.rules.scoring import TARGET, round5
from tests.conftest import script

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES_DIR = ROOT / "fiveup_viz" / "rules" / "examples"


def _script() -> ModuleType:
    """scripts/choose_examples.py, imported as a module."""
    return script("choose_examples")


@pytest.fixture(scope="module")
def games() -> dict[str, Game]:
    return {name: examples.load(name) for name in examples.names()}


def test_names_match_the_files_and_the_script() -> None:
    files = sorted(p.stem for p in EXAMPLES_DIR.glob("*.json"))
    assert sorted(examples.names()) == files
    assert [e.name for e in _script().EXAMPLES] == examples.names()


def test_every_example_is_a_titled_described_won_game(games: dict[str, Game]) -> None:
    """R3: every example reaches exactly 305 and stops there."""
    for name, game in games.items():
        doc = examples.record(name)
        assert doc["format"] == "fiveup-record" and doc["version"] == 1
        for lang in ("en", "it", "fi"):  # RECORD.md § Annotations: one text per language
            assert examples.title(name, lang) == game.title[lang] == doc["title"][lang]
            assert examples.describe(name, lang) == game.description[lang]
        assert list(game.title) == list(game.description) == ["en", "it", "fi"]
        assert "\n" not in examples.describe(name)
        assert game.winner is not None and game.scores[game.winner] == TARGET, name
        assert game.finished
        assert to_record(game) == doc, "the record round-trips through replay"
        hand, action = examples.focus(name)
        assert 0 <= hand < len(game.hands) and 0 <= action < len(game.hands[hand].actions)
    assert list(examples.descriptions()) == examples.names()


def test_record_is_a_fresh_copy() -> None:
    doc = examples.record("partners")
    doc["players"][0] = "changed"
    assert examples.record("partners")["players"][0] != "changed"


def test_unknown_example_names_the_choices() -> None:
    with pytest.raises(KeyError, match="two-players"):
        examples.load("no-such-game")


def test_the_script_regenerates_identical_files(tmp_path: Path) -> None:
    script = _script()
    assert script.main(["--out", str(tmp_path)]) == 0
    for name in examples.names():
        assert (tmp_path / f"{name}.json").read_bytes() == \
            (EXAMPLES_DIR / f"{name}.json").read_bytes(), name
    assert script.main(["--check"]) == 0


def test_replay_reproduces_the_simulation(games: dict[str, Game]) -> None:
    """D4: the record's seed and actions give the same game as the seeded bots."""
    from fiveup_viz import simulate

    script = _script()
    for example in script.EXAMPLES:
        strategy, seed = script.CHOSEN[example.name]
        bare = games[example.name].copy()
        bare.notes = Notes()  # RECORD.md: annotations change nothing that happened
        assert to_record(simulate(example.players, seed=seed, strategies=strategy)) == \
            {k: v for k, v in to_record(bare).items()
             if k not in ("title", "description") and not k.startswith("_")}


# -- each example shows what its description claims ------------------------------------
def test_two_players_score_alone(games: dict[str, Game]) -> None:
    """R5: two players, one score each."""
    game = games["two-players"]
    assert game.n == 2 and game.sides == ((0,), (1,))


def test_three_players_play_clockwise(games: dict[str, Game]) -> None:
    """R5: three individual scores; every action follows the previous one clockwise."""
    game = games["three-players"]
    assert game.n == 3 and len(game.sides) == 3
    for hand in game.hands:
        for before, after in zip(hand.actions, hand.actions[1:], strict=False):
            if before.kind != "draw":
                assert after.seat == (before.seat + 1) % 3


def test_partners_show_a_separately_rounded_partner_deduction(games: dict[str, Game]) -> None:
    """R23: the partner's pips are rounded alone and deducted in the same single event."""
    game = games["partners"]
    assert game.sides == ((0, 2), (1, 3))
    hand, action = examples.focus("partners")
    event = next(e for e in game.events if (e.hand, e.action) == (hand, action))
    d = event.detail
    assert event.kind == "domino" and event.accepted and d.partner > 0
    assert d.partner == round5(d.partner_pips) and d.opponents == round5(d.opponents_pips)
    assert event.raw == d.placement + d.opponents - d.partner
    assert d.opponents - d.partner != round5(d.opponents_pips - d.partner_pips)
    assert f"{event.raw:+d} raw" in examples.describe("partners")


def test_discarded_domino_leaves_the_score_unchanged(games: dict[str, Game]) -> None:
    """R2, R23: the whole going-out event is discarded; the game goes on."""
    game = games["discarded-domino"]
    hand, action = examples.focus("discarded-domino")
    event = next(e for e in game.events if (e.hand, e.action) == (hand, action))
    assert event.kind == "domino" and not event.accepted
    assert event.before + event.raw > TARGET and event.score == event.before
    assert game.hands[hand].end.kind == "domino"
    assert len(game.hands) > hand + 1, "play goes on after the discarded event"


def test_blocked_tie_has_tied_groups_and_no_winner(games: dict[str, Game]) -> None:
    """R25-R27: opposing groups tie on the lowest sum; groups still score separately."""
    game = games["blocked-tie"]
    hand, _ = examples.focus("blocked-tie")
    end = game.hands[hand].end
    assert end.kind == "blocked" and end.winner is None
    low = min(end.pips)
    tied_sides = {game.side_of(s) for s, p in enumerate(end.pips) if p == low}
    assert len(tied_sides) == 2
    events = [e for e in game.events if e.hand == hand and e.kind == "blocked"]
    assert len(events) >= 2 and all(e.accepted for e in events)
    assert [e.seat for e in events] == [g.seat for g in end.groups if g.credit > 0]


def test_blocked_discarded_keeps_the_other_event(games: dict[str, Game]) -> None:
    """R26: only the event that would pass 305 is discarded."""
    game = games["blocked-discarded"]
    hand, _ = examples.focus("blocked-discarded")
    events = [e for e in game.events if e.hand == hand and e.kind == "blocked"]
    assert game.hands[hand].end.kind == "blocked"
    assert any(e.accepted for e in events)
    bad = [e for e in events if not e.accepted]
    assert bad and all(e.before + e.raw > TARGET and e.score == e.before for e in bad)


def test_won_by_placement_in_mid_hand(games: dict[str, Game]) -> None:
    """R3, D6: a placement reaches exactly 305 with tiles left in every hand."""
    game = games["won-by-placement"]
    last = game.hands[-1]
    assert last.end.kind == "target"
    assert game.events[-1].kind == "placement" and game.events[-1].score == TARGET
    assert all(len(h) > 0 for h in last.held)
    assert scorelog(game)["hands"][-1]["end"] == "target"


def test_won_by_block(games: dict[str, Game]) -> None:
    """R26, R3: a blocked-hand group event reaches exactly 305 and ends the game."""
    game = games["won-by-block"]
    assert game.hands[-1].end.kind == "blocked"
    assert game.events[-1].kind == "blocked" and game.events[-1].accepted
    assert game.events[-1].score == TARGET


def test_records_are_small_and_stable_json() -> None:
    for name in examples.names():
        text = examples.text(name)
        assert len(text) < 20_000, name
        assert json.loads(text) == examples.record(name)
        assert replay(text) == examples.load(name)


def test_every_example_title_exists_in_italian_and_finnish() -> None:
    """Every title a lesson lists exists in it and fi, distinct per example; an unknown
    language is one clear error."""
    assert all(f"title-{n}" in examples.PHRASES for n in examples.names())
    for lang in ("it", "fi"):
        titles = [examples.title(name, lang) for name in examples.names()]
        assert all(titles) and len(set(titles)) == len(titles)
        assert not set(titles) & {examples.title(name) for name in examples.names()}
    with pytest.raises(ValueError, match="unknown language"):
        examples.title("partners", "de")


NUMBER = re.compile(r"\d+")
RULE = re.compile(r"\b[RD]\d+\b")


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_every_description_exists_in_italian_and_finnish(lang: str) -> None:
    """Each example's description says the same in it and fi: the same numbers (scores,
    hands, pips, tiles) and the same rule ids as the record's English one, no English word."""
    from tests.test_languages import english_in

    assert all(f"description-{n}" in examples.PHRASES for n in examples.names())
    texts = examples.descriptions(lang)
    assert list(texts) == examples.names()
    for name, text in texts.items():
        english = examples.describe(name)
        assert text == examples.describe(name, lang) and text != english and "\n" not in text
        assert sorted(NUMBER.findall(text)) == sorted(NUMBER.findall(english)), name
        assert RULE.findall(text) == RULE.findall(english), name
        assert not english_in(text), (name, english_in(text))
    assert len(set(texts.values())) == len(texts)
    with pytest.raises(ValueError, match="unknown language"):
        examples.describe("partners", "de")
    with pytest.raises(ValueError, match="unknown language"):
        examples.descriptions("de")


def test_partner_deduction_is_described_in_every_language(games: dict[str, Game]) -> None:
    """R23: the described net credit is the event's, in each language's unit word."""
    game = games["partners"]
    hand, action = examples.focus("partners")
    event = next(e for e in game.events if (e.hand, e.action) == (hand, action))
    assert f"{event.raw:+d} grezzi" in examples.describe("partners", "it")
    assert f"{event.raw:+d} raakapistettä" in examples.describe("partners", "fi")


def test_every_example_carries_its_id() -> None:
    """Issue 22 item 5: each record holds `"_example": NAME` (a `_` key, RECORD.md); `which`
    reads it from a record or a game, and a game that only copies an example's words, or
    names no example, is none."""
    for name in examples.names():
        doc = examples.record(name)
        assert doc["_example"] == name and examples.which(doc) == name
        assert examples.which(replay(doc)) == name
        copied = {k: v for k, v in doc.items() if k != "_example"}
        assert examples.which(copied) is None and examples.which(replay(copied)) is None
        assert examples.which({**doc, "_example": "no-such-game"}) is None
        assert examples.which({**doc, "_example": ["partners"]}) is None


def test_the_script_takes_the_words_from_the_messages() -> None:
    """Issue 22 item 5, issue 23 item 1: choose_examples.py writes no words of its own: a
    record's title and description are its messages, in every language."""
    script = _script()
    assert not {"title", "describe"} & set(script.Example.__dataclass_fields__)
    for example in script.EXAMPLES:
        doc = script.build(example, *script.CHOSEN[example.name])
        for lang in ("en", "it", "fi"):
            assert (doc["title"][lang], doc["description"][lang]) == \
                (examples.title(example.name, lang), examples.describe(example.name, lang))
        assert doc["_example"] == example.name


def test_heading_translates_an_example_only(games: dict[str, Game]) -> None:
    """An example game is known by its record's `_example` id; any other game keeps its own
    title and description."""
    for name, game in games.items():
        assert examples.which(game) == name
        for lang in ("en", "it", "fi"):
            assert examples.heading(game, lang) == (examples.title(name, lang),
                                                   examples.describe(name, lang))
    other = simulate(2, seed=1)
    other.title = "Our game"
    assert examples.which(other) is None
    assert examples.heading(other, "fi") == ("Our game", None)
    with pytest.raises(ValueError, match="unknown language"):
        examples.heading(other, "de")
