"""Rule statements a learner reads, fixed after the rules readings (issue 29 point 3;
en-rules-review, it-review and fi-review category (a)): each test names its finding."""

from __future__ import annotations

import re

import pytest

from fiveup_viz.explain import steps as explain
from fiveup_viz.pages.summary import summary
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import table

LANGS = ("en", "it", "fi")


def _actions_by_hand(text: str, game: examples.Game, lang: str) -> list[dict[int, str]]:
    """The summary's numbered action rows, hand by hand: {number: what it says}."""
    lines = text.splitlines()
    hands: list[dict[int, str]] = []
    for h, hand in enumerate(game.hands):
        head = table(lang)["sum.hand"].format(n=h + 1, name=game.players[hand.leader])
        rows: dict[int, str] = {}
        for line in lines[lines.index(head) + 1:]:
            if not line.startswith(" "):
                break
            m = re.fullmatch(r"  {1,3}(\d+) (.*)", line)  # event rows are indented further
            if m and not line.startswith(" " * 8):
                rows[int(m.group(1))] = m.group(2)
        hands.append(rows)
    return hands


@pytest.mark.parametrize("lang", LANGS)
def test_summary_numbers_actions_from_1_as_the_notes_do(lang: str) -> None:
    """en-rules-review I3, it-review #16: lesson 11 prints the summary above the notes; the
    note on "hand 8, action 14" is the action the summary numbers 14 in hand 8 (RECORD.md:
    what a person reads counts from 1)."""
    game = examples.load("two-players")
    hands = _actions_by_hand(summary(game, lang), game, lang)
    for h, rows in enumerate(hands):
        assert sorted(rows) == list(range(1, len(game.hands[h].actions) + 1))
    assert game.notes.actions
    for hand, action in game.notes.actions:  # the lesson prints "hand {hand+1}, action {action+1}"
        assert hands[hand][action + 1] == explain.action_line(game, hand, action, lang)


#: The going-out *event* (not the going out) in each language's title (fi-review #3).
EVENT_WORD = {"en": "going-out event", "it": "evento dell'ultima tessera",
              "fi": "käden tyhjennyksen pistetapahtuma"}


@pytest.mark.parametrize("lang", LANGS)
def test_discarded_domino_says_only_the_event_is_discarded_and_the_lead_stays(lang: str) -> None:
    """fi-review #3, en-rules-review G3: the example's title and description say the going-out
    *event* is discarded (R2, R23), not the going out: the hand still ended, and the player
    who went out leads the next hand (R8), as the replayed game shows."""
    game = examples.load("discarded-domino")
    (out,) = [e for e in game.events if e.kind == "domino" and not e.accepted]
    went_out = game.players[out.seat]
    assert game.hands[out.hand + 1].leader == out.seat  # R8, from the engine
    title = examples.title("discarded-domino", lang)
    assert EVENT_WORD[lang] in title.lower()
    description = examples.describe("discarded-domino", lang)
    assert EVENT_WORD[lang] in description and "R8" in description
    lead = {"en": f"{went_out} still leads the next hand",
            "it": f"la mano successiva la apre comunque {went_out}",
            "fi": f"{went_out} aloittaa silti seuraavan kierroksen"}[lang]
    assert lead in description


@pytest.mark.parametrize("lang", LANGS)
def test_blocked_discarded_tells_the_groups_in_the_order_they_are_scored(lang: str) -> None:
    """en-rules-review G9: blocked-discarded's description names the groups of hand 9 in the
    order R25/R26 take them (lowest sum first): the order of the engine's events."""
    game = examples.load("blocked-discarded")
    order = [game.players[e.seat] for e in game.events if e.kind == "blocked" and e.hand == 8]
    description = examples.describe("blocked-discarded", lang)
    places = [description.index(name) for name in order]
    assert places == sorted(places), (order, description)


def test_example_notes_say_what_holds_only_while_it_holds() -> None:
    """en-rules-review I2 (D1 can lower a score below 300), T2 ("hand" is one deal)."""
    from fiveup_viz.words.messages import text

    assert "As long as their score stays there, only an event of exactly 5 raw can win" in \
        text("en", "examples", "note-discarded-domino-300")
    win = text("en", "examples", "note-won-by-placement-win")
    assert "both hands" not in win and "while both players still hold tiles" in win


#: R5 in each language: the partners (not the partnerships) sit opposite each other.
PARTNERS_OPPOSITE = {"en": "Partners sit opposite", "it": "I compagni siedono uno di fronte all'altro",
                     "fi": "Parin jäsenet istuvat vastakkain"}


@pytest.mark.parametrize("lang", LANGS)
def test_seating_says_partners_sit_opposite_not_partnerships(lang: str) -> None:
    """it-review #4, fi-review #16: «Ogni coppia siede ai lati opposti» / "Parit istuvat
    vastakkain" read as the two partnerships sitting apart; R5 seats each player opposite
    their partner. The seating picture's title and the answer's reason both say so."""
    from fiveup_viz.words.messages import text

    for key in ("seat-title-pairs", "e-partner-of"):
        said = text(lang, "exercise", key, answer="Cai", name="Ada")
        assert said.startswith(PARTNERS_OPPOSITE[lang]) and "(R5)" in said, said


#: The partner term of a going-out line (ui event-domino-partner), in each language.
PARTNER_TERM = {"en": "− partner's pips ", "it": "− puntini del compagno ", "fi": "− oman parin silmäluvut "}


@pytest.mark.parametrize("lang", LANGS)
def test_four_player_going_out_line_always_shows_the_partner_deduction(lang: str) -> None:
    """en-rules-review I10: with 4 players R23 always deducts the partner's rounded pips, so
    the event line names the partner term even when the partner holds 0 pips (discarded-domino
    hand 3: placement 25 + opponents' pips 20 → 20 − partner's pips 0 → 0); with 2 players
    there is no partner. English rules reading fix9 point 2: each pip total stands beside its
    rounding (R22-R24)."""
    game = examples.load("discarded-domino")
    outs = [e for e in game.events if e.kind == "domino"]
    assert any(e.detail.partner_pips == 0 for e in outs)
    for e in outs:
        line = explain.event_line(game, e, lang)
        d = e.detail
        assert f"{PARTNER_TERM[lang]}{d.partner_pips} → {d.partner})" in line, line
    solo = examples.load("two-players")
    for e in (e for e in solo.events if e.kind == "domino"):
        assert PARTNER_TERM[lang] not in explain.event_line(solo, e, lang)


def _draw_reasons(name: str) -> list[tuple[str, str | None]]:
    """(why key, the next action's kind) of every draw of an example game that does not fit."""
    game = examples.load(name)
    out = []
    for hand in game.hands:
        for i, act in enumerate(hand.actions):
            if act.kind == "draw":
                nxt = hand.actions[i + 1] if i + 1 < len(hand.actions) else None
                out.append((explain.why(game, hand.index, i).key, nxt and nxt.kind))
    return out


def test_the_draw_that_empties_the_boneyard_is_not_explained_as_keep_drawing() -> None:
    """en-rules-review I12: a drawn tile that does not fit and empties the boneyard is followed
    by that player's pass (R19) or, when nobody can place, by the block (R20, D5): the reason
    says so, not "draws one at a time" (R18). blocked-discarded hand 9 ends on such a draw."""
    reasons = [r for name in examples.names() for r in _draw_reasons(name)]
    assert ("why.draw.last.pass", "pass") in reasons and ("why.draw.last.blocked", None) in reasons
    for key, nxt in reasons:
        if nxt == "pass":
            assert key == "why.draw.last.pass"
        if nxt is None and key != "why.draw.fits":
            assert key == "why.draw.last.blocked"
    game = examples.load("blocked-discarded")
    last = len(game.hands[8].actions) - 1
    for lang in LANGS:
        line = explain.action_line(game, 8, last, lang)
        assert line.endswith("(R20, D5)") and "R18" not in line, line


@pytest.mark.parametrize(("score", "last", "said"), [
    (290, False, "[1|4] high end: scores 10 raw (2 displayed)"),
    (300, False, "[1|4] high end: 300 + 10 raw would go past 305, so the scoring event is discarded"
                 " and credits nothing (R2)"),
    (300, True, "[1|4] high end: your last tile; its 10 raw join the going-out event (R23)"),
])
def test_click_picker_says_what_happens_to_a_credit(score: int, last: bool, said: str) -> None:
    """en-rules-review I1: the picker's label for a legal point says "scores 10" only when the
    credit would count: past 305 raw it is thrown away (R2); a last tile's credit is part of
    the going-out event, never scored alone (R23, D6). [4|4] on [1|4]'s high end makes the
    counted ends 2 + 8 = 10."""
    from fiveup_viz import Layout, Tile
    from fiveup_viz.pages.picking import point_items

    layout = Layout.from_moves(["[1|4]", "[1|1] on [1|4] low"])
    items = point_items(layout, [Tile.parse("[4|4]")], None, "en", score=score, last=last)
    labels = {(i["tile"], i["socket"]): i["label"] for i in items}
    assert labels[("[1|4]", "high")] == said


def test_move_buttons_credit_says_when_it_would_be_thrown_away() -> None:
    """en-rules-review I1: with "Show credits" on, a move whose credit would take the
    learner's side past 305 raw says it would be thrown away (R2); one that lands exactly on
    305 shows its plain credit. Seed 5 deals the learner [4|6] (opens for 10) and [1|4] (5)."""
    from fiveup_viz.widgets import PlayTable

    table = PlayTable(["You", "Greedy bot"], seat=0, lang="en", seed=5)
    game = table.game
    game.scores[game.side_of(0)] = 300
    table.hints_toggle.value = True
    labels = {b.move: b.description for b in table.move_buttons}
    for move, label in labels.items():
        credit = game.layout.credit_of(move)
        if credit > 5:
            assert label.endswith(f" — +{credit} raw would go past 305: discarded (R2)"), label
        else:  # fix9 point 7; fix14 (it #6): a dash, no bracket around a note with "(R2)"
            assert label.endswith(f" — {'+' if credit else ''}{credit} raw"), label
    assert any(game.layout.credit_of(m) > 5 for m in labels)
