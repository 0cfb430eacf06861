"""The notes and marks of the eight example games (issue 23 item 1, RECORD.md § Annotations):
each sits where the table of scripts/choose_examples.py puts it, says the same in en, it and
fi, states only numbers the engine gives, names no hidden tile, and a mark agrees with the
coach's review."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from types import ModuleType
from typing import Any

import pytest

from fiveup_viz import Game, replay
from fiveup_viz.pages.review import COACH_MARKS, RAW_PER_DISPLAYED, Rated, coach_mark
from fiveup_viz.rules import examples
from fiveup_viz.rules.annotations import MARKS, NOTE_LANGUAGES
from fiveup_viz.rules.coach import Hint, hint
from fiveup_viz.rules.events import ScoreEvent
from fiveup_viz.rules.scoring import TARGET, round5
from fiveup_viz.words.messages import text
from tests.conftest import script

RULE = re.compile(r"\b[RD]\d+\b")
TILE = re.compile(r"\[\d\|\d\]")
NUMBER = re.compile(r"\d+")
#: The review's ratings a `!` agrees with; a mark of the coach's own (`?!`, `?`, `??`) must be
#: the one `review --annotate` writes (review.coach_mark).
PRAISED = {"best", "good"}
#: How each language quotes a mark in a note (exercise `quoted`).
QUOTES = {"en": "“{}”", "it": "«{}»", "fi": "”{}”"}


@cache
def _script() -> ModuleType:
    return script("choose_examples")


def _notes() -> list[Any]:  # the NoteAt rows of the script
    return list(_script().NOTES)


def _message(note: Any, lang: str = "en") -> str:
    return text(lang, "examples", note.message)


#: A number a note writes as a word: the Finnish glossary's «viiden monikerta» (R15, fix11-fi 4).
NUMBER_WORDS = {"viiden monikerta": "5 monikerta"}


def _numbers(sentence: str) -> list[int]:
    """The numbers a text states, in figures or as a word (`NUMBER_WORDS`), rule ids and tile
    codes aside."""
    for word, figure in NUMBER_WORDS.items():
        sentence = sentence.replace(word, figure)
    return [int(n) for n in NUMBER.findall(TILE.sub(" ", RULE.sub(" ", sentence)))]


@cache
def _game(name: str) -> Game:
    return examples.load(name)


@cache
def _after(name: str, hand: int, action: int) -> Game:
    """The game right after action `action` of hand `hand`."""
    return replay(examples.record(name), stop=(hand, action + 1))


@cache
def _hints(name: str, hand: int, action: int) -> tuple[Hint, ...]:
    """The coach's ranking before that action, as the review computes it (default budget)."""
    return tuple(hint(replay(examples.record(name), stop=(hand, action))))


class Spot:
    """The engine's facts at one note's position."""

    def __init__(self, name: str, hand: int, action: int | None) -> None:
        self.game, self.h, self.a = _game(name), hand, action
        self.after = _after(name, hand, action) if action is not None else None

    @property
    def ends(self) -> list[int]:
        """The counted values after the action, in RULES.md order, and their sum."""
        assert self.after is not None
        values = [c.value for c in self.after.hands[self.h].layout.counted_ends()]
        return [*values, sum(values)]

    def event(self, kind: str) -> ScoreEvent:
        return next(e for e in self.game.events
                    if (e.hand, e.action, e.kind) == (self.h, self.a, kind))

    def pips(self, seat: int) -> int:
        """Pips `seat` holds after the action."""
        assert self.after is not None
        return sum(t.pips for t in self.after.hands[self.h].held[seat])

    def seat(self, name: str) -> int:
        return self.game.players.index(name)


def _three_players_out(s: Spot) -> list[int]:
    """The opponents' pips added first, then rounded once (R22, R24)."""
    e = s.event("domino")
    d = e.detail
    pips = [s.pips(s.seat("Ada")), s.pips(s.seat("Bea"))]
    assert e.accepted and e.score == TARGET and d.placement == 0 and sum(pips) == d.opponents_pips
    return [*s.ends, *pips, d.opponents_pips, d.opponents, e.before, d.opponents, e.score]


def _win(s: Spot) -> list[int]:
    """A placement that reaches exactly 305 (R3)."""
    e = s.event("placement")
    assert e.accepted and e.score == TARGET and s.game.winner is not None
    return [*s.ends, e.raw, e.before, e.score]


def _blocked_group(s: Spot, seat: int) -> list[int]:
    """`(12 − 3) + (69 − 3)`: each larger opponent's pips, then the group's own."""
    end = s.game.hands[s.h].end
    group = next(g for g in end.groups if g.seat == seat)
    out: list[int] = []
    for opponent, difference in group.differences:
        assert end.pips[opponent] - group.pips == difference
        out += [end.pips[opponent], group.pips]
    return out


def _two_players_hand(s: Spot) -> list[int]:
    assert s.game.sides == ((0,), (1,))
    return [RAW_PER_DISPLAYED, 1, TARGET, TARGET // RAW_PER_DISPLAYED]


def _two_players_blunder(s: Spot) -> list[int]:
    e, bea = s.event("placement"), s.seat("Bea")
    held = round5(s.pips(s.seat("Ada")))
    assert len(s.after.hands[s.h].held[bea]) == 1 and s.after.scores[bea] + held == TARGET
    return [e.raw, e.before, e.score, s.pips(s.seat("Ada")), held, s.after.scores[bea], TARGET]


def _two_players_out(s: Spot) -> list[int]:
    e = s.event("domino")
    d = e.detail
    assert s.ends[-1] % 5 and d.placement == 0 and e.score == TARGET
    return [*s.ends, 5, d.opponents_pips, d.opponents, e.before, d.opponents, e.score,
            e.score // RAW_PER_DISPLAYED]


def _three_players_hand(s: Spot) -> list[int]:
    assert s.game.n == 3 and s.game.hands[0].leader == s.seat("Ada")
    return []


def _three_players_open(s: Spot) -> list[int]:
    e = s.event("placement")
    return [*s.ends, 5, e.raw, e.raw // RAW_PER_DISPLAYED]


def _three_players_draw(s: Spot) -> list[int]:
    actions = s.game.hands[s.h].actions
    draw, play = actions[s.a - 1], actions[s.a]
    assert draw.kind == "draw" and draw.seat == play.seat and draw.tile == play.tile
    assert not (actions[s.a - 2].kind == "draw" and actions[s.a - 2].seat == play.seat)
    assert s.ends[-1] % 5
    return s.ends


def _partners_hand(s: Spot) -> list[int]:
    assert s.game.sides == ((0, 2), (1, 3))
    return []


def _partners_out(s: Spot) -> list[int]:
    e = s.event("domino")
    d = e.detail
    merged = d.opponents_pips - d.partner_pips
    assert e.accepted and d.placement == s.ends[-1] and round5(merged) != d.opponents - d.partner
    return [*s.ends, s.pips(1), s.pips(3), d.opponents_pips, d.opponents, d.partner_pips,
            d.partner, d.placement, d.opponents, d.partner, e.raw, d.opponents_pips,
            d.partner_pips, merged, round5(merged), d.placement, round5(merged),
            d.placement + round5(merged)]


def _discarded_300(s: Spot) -> list[int]:
    e = s.event("placement")
    return [e.raw, e.score, TARGET - e.score, TARGET]


def _discarded_out(s: Spot) -> list[int]:
    e = s.event("domino")
    d = e.detail
    assert not e.accepted and e.score == e.before and d.placement == s.ends[-1]
    assert s.game.hands[s.h + 1].leader == e.seat  # R8
    return [*s.ends, d.opponents_pips, d.opponents, d.partner_pips, d.partner, d.placement,
            d.opponents, d.partner, e.raw, e.before, e.raw, e.before + e.raw, TARGET,
            d.placement, e.score]


def _blocked_tie_block(s: Spot) -> list[int]:
    end = s.game.hands[s.h].end
    low = min(end.pips)
    assert end.winner is None and s.game.hands[s.h].leader == s.seat("Cai")
    out = [*end.pips, low]
    for group in end.groups:
        if group.differences:
            out += [*_blocked_group(s, group.seat), group.total, group.credit]
    return out


def _blocked_lead(s: Spot) -> list[int]:
    last = s.game.hands[s.h - 1].end
    assert last.kind == "blocked"
    return []


def _blocked_tie_bust(s: Spot) -> list[int]:
    e = s.event("placement")
    assert not e.accepted and e.score == e.before
    return [e.raw, e.before, e.before + e.raw, TARGET, TARGET - e.before]


def _blocked_discarded_block(s: Spot) -> list[int]:
    end = s.game.hands[s.h].end
    events = [e for e in s.game.events if e.hand == s.h and e.kind == "blocked"]
    ada, bea = events
    assert end.winner == s.seat("Ada") and not ada.accepted and bea.accepted
    assert s.game.hands[s.h].actions[-1].kind == "draw"  # D5: no pass is written
    return [*end.pips, *_blocked_group(s, 0), *(d for _, d in ada.detail.differences),
            ada.raw, ada.before, ada.raw, ada.before + ada.raw, TARGET,
            *_blocked_group(s, 1), bea.detail.total, bea.raw, bea.before, bea.raw, bea.score]


def _blocked_discarded_win(s: Spot) -> list[int]:
    assert s.a == 0
    return _win(s)


def _won_by_placement_out(s: Spot) -> list[int]:
    e = s.event("domino")
    d = e.detail
    assert d.placement == 0 and s.game.hands[s.h + 1].leader == e.seat
    return [*s.ends, d.opponents_pips, d.opponents, e.before, e.raw, e.score]


def _won_by_placement_open(s: Spot) -> list[int]:
    move = s.game.hands[s.h].actions[s.a].move
    score = replay(examples.record("won-by-placement"), stop=(s.h, s.a)).scores[0]
    ranking = _hints("won-by-placement", s.h, s.a)
    played = next(h for h in ranking if move in h.moves)
    assert s.a == 0 and s.ends[-1] % 5 and played.credit == 0
    return [score, TARGET - score, *s.ends, played.leaves, ranking[0].leaves]


def _won_by_placement_win(s: Spot) -> list[int]:
    actions = s.game.hands[s.h].actions
    seat = actions[s.a].seat
    draws = [a for a in actions[s.a - 2:s.a] if a.kind == "draw" and a.seat == seat]
    assert len(draws) == 2 and actions[s.a - 3].seat != seat  # "drew twice"
    assert all(len(held) > 0 for held in s.game.hands[s.h].held)  # D6
    return _win(s)


def _won_by_block_out(s: Spot) -> list[int]:
    e = s.event("domino")
    d = e.detail
    return [d.placement, d.opponents_pips, d.opponents, d.partner_pips, d.partner,
            d.placement, d.opponents, d.partner, e.raw, e.before, e.score]


def _won_by_block_block(s: Spot) -> list[int]:
    placed = s.event("placement")
    dan, = [e for e in s.game.events if e.hand == s.h and e.kind == "blocked"]
    end = s.game.hands[s.h].end
    bea = next(g for g in end.groups if g.seat == s.seat("Bea"))
    assert dan.seat == s.seat("Dan") and dan.score == TARGET and end.groups[0].seat == dan.seat
    return [*s.ends, placed.before, placed.score, dan.detail.pips, *_blocked_group(s, dan.seat),
            dan.detail.total, dan.raw, dan.before, dan.raw, dan.score,
            *(d for _, d in bea.differences), bea.total, bea.credit]


#: For each note, the numbers its English text states, in order, computed by the engine.
FACTS: dict[str, Callable[[Spot], list[int]]] = {
    "note-two-players-hand": _two_players_hand,
    "note-two-players-blunder": _two_players_blunder,
    "note-two-players-out": _two_players_out,
    "note-three-players-hand": _three_players_hand,
    "note-three-players-open": _three_players_open,
    "note-three-players-draw": _three_players_draw,
    "note-three-players-out": _three_players_out,
    "note-partners-hand": _partners_hand,
    "note-partners-out": _partners_out,
    "note-partners-win": _win,
    "note-discarded-domino-300": _discarded_300,
    "note-discarded-domino-out": _discarded_out,
    "note-discarded-domino-win": _win,
    "note-blocked-tie-block": _blocked_tie_block,
    "note-blocked-tie-lead": _blocked_lead,
    "note-blocked-tie-bust": _blocked_tie_bust,
    "note-blocked-tie-win": _win,
    "note-blocked-discarded-block": _blocked_discarded_block,
    "note-blocked-discarded-lead": _blocked_lead,
    "note-blocked-discarded-win": _blocked_discarded_win,
    "note-won-by-placement-out": _won_by_placement_out,
    "note-won-by-placement-open": _won_by_placement_open,
    "note-won-by-placement-win": _won_by_placement_win,
    "note-won-by-block-out": _won_by_block_out,
    "note-won-by-block-block": _won_by_block_block,
}


def test_every_note_has_its_facts_checked() -> None:
    assert sorted(FACTS) == sorted(n.message for n in _notes())


@pytest.mark.parametrize("note", _notes(), ids=lambda n: n.message)
def test_a_note_states_the_engines_numbers(note: Any) -> None:
    """Every number of the English note, in order, is the game's (scores, pips, counted ends,
    rounding R24, the target R1/R3); a tile it names lies on the table (R6: none hidden)."""
    spot = Spot(note.example, note.hand, note.action)
    english = _message(note)
    assert _numbers(english) == FACTS[note.message](spot), english
    tiles = TILE.findall(english)
    assert not tiles or spot.after is not None
    if spot.after is not None:
        table = {str(t) for t in spot.after.hands[note.hand].layout.tiles}
        assert set(tiles) <= table, tiles


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_every_note_says_the_same_in_italian_and_finnish(lang: str) -> None:
    """The same numbers, tiles and rule ids as the English note, and no English word."""
    from tests.test_languages import english_in

    for note in _notes():
        english, own = _message(note), _message(note, lang)
        assert own != english and "\n" not in own
        assert sorted(_numbers(own)) == sorted(_numbers(english)), (note.message, lang)
        assert sorted(TILE.findall(own)) == sorted(TILE.findall(english)), note.message
        assert sorted(RULE.findall(own)) == sorted(RULE.findall(english)), note.message
        assert not english_in(own), (note.message, english_in(own))


def test_notes_cite_only_rules_that_exist() -> None:
    """Every note names the rules it applies, and only R1-R28 and D1-D8."""
    for note in _notes():
        cited = RULE.findall(_message(note))
        assert cited, note.message
        assert all(1 <= int(r[1:]) <= (28 if r[0] == "R" else 8) for r in cited), cited


def test_the_records_carry_the_notes_of_the_table() -> None:
    """Each record holds exactly the table's notes, in en, it and fi, with their marks; 2 to 5
    per game, one of them where the example's rule shows (its focus)."""
    for name in examples.names():
        game = _game(name)
        rows = [n for n in _notes() if n.example == name]
        assert 2 <= len(rows) <= 5, name
        hands = {n.hand: n for n in rows if n.action is None}
        actions = {(n.hand, n.action): n for n in rows if n.action is not None}
        assert {h: n for h, n in game.notes.hands.items()} == \
            {h: {lang: _message(n, lang) for lang in NOTE_LANGUAGES} for h, n in hands.items()}
        assert set(game.notes.actions) == set(actions)
        for where, row in actions.items():
            found = game.notes.at(*where)
            assert found is not None and found.mark == row.mark
            assert found.note == {lang: _message(row, lang) for lang in NOTE_LANGUAGES}
        assert examples.focus(name) in actions, name


@pytest.mark.slow  # the coach's review of every marked example: about 35 CPU-seconds
def test_a_mark_agrees_with_the_coachs_review(example_review: Callable[[str], tuple[Rated, ...]]) -> None:
    """RECORD.md marks: `!` only on a move the review rates best or good, never a forced one;
    `?!`, `?` or `??` only where `review --annotate` writes that very mark (review.coach_mark,
    default budget; rules reading I3: the two-player game's `?` was the coach's `??`). The
    reviews are the run's one of each example (`example_review`, shared with test_coach_seeds)."""
    marked = [n for n in _notes() if n.mark is not None]
    assert marked and all(n.mark in MARKS for n in marked)
    for note in marked:
        rated = {(r.hand, r.action): r for r in example_review(note.example)}[note.hand, note.action]
        assert rated.choices > 1, note.message
        if note.mark in COACH_MARKS.values():
            assert coach_mark(rated) == note.mark, (note.message, coach_mark(rated))
        else:
            assert note.mark == "!" and rated.rating in PRAISED, (note.message, rated.rating)


def test_a_note_names_its_own_mark_and_what_it_means() -> None:
    """Rules reading I3: a note that quotes a mark quotes the one its action carries, and says in
    English what that mark means (`ui-mark-*`: "a blunder, marked “??”"), in every language the
    mark it quotes is its own."""
    from fiveup_viz.explain.annotation_words import mark_meaning

    quoting = [n for n in _notes() if any(QUOTES["en"].format(m) in _message(n) for m in MARKS)]
    assert quoting
    for note in quoting:
        assert note.mark is not None, note.message
        for lang in NOTE_LANGUAGES:
            own = _message(note, lang)
            assert [m for m in MARKS if QUOTES[lang].format(m) in own] == [note.mark], (note, lang)
        meaning = mark_meaning(note.mark, "en")
        assert f" {meaning}, marked {QUOTES['en'].format(note.mark)}" in _message(note), note.message
