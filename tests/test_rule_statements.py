"""Rule statements a learner reads, fixed after the rules readings (issue 29 point 3;
en-rules-review, it-review and fi-review category (a)): each test names its finding."""

from __future__ import annotations

import re

import pytest

from fiveup_viz import examples, explain
from fiveup_viz.messages import table
from fiveup_viz.summary import summary

LANGS = ("en", "it", "fi")


def _actions_by_hand(text: str, game: examples.Game, lang: str) -> list[dict[int, str]]:
    """The summary's numbered action rows, hand by hand: {number: what it says}."""
    lines = text.splitlines()
    hands: list[dict[int, str]] = []
    for h, hand in enumerate(game.hands):
        head = table(lang)["sum.hand"].format(n=h + 1, i=h, name=game.players[hand.leader])
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
