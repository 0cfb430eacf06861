"""Issue 31, teach27 F2 and F3 (session 43, table65): at a projector, enlarged, the class saw no
"what happened", so the bots' turns since its move had to be guessed from the layout; and after a
reload the table came back in the usual view. The session now keeps the bots' actions since the
class's move as short parts (the enlarged view's line under the turn), and keeps "Enlarge the
layout" in the kept file's private `_view` key (RECORD.md: private `_` keys), which the record
reader and `fiveup-viz html` read as before."""

from __future__ import annotations

from typing import Any

import pytest

from fiveup_viz.explain import steps as explain
from fiveup_viz.pages.panels import esc
from fiveup_viz.pages.playing import TableSession
from fiveup_viz.words.messages import ui

PLAYERS = ["Class 7B", "Aino", "Eetu", "Iida"]
CLASS: dict[str, Any] = dict(players=PLAYERS, seat=0, projector=True, seed=16)


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_bots_actions_since_the_class_moved_are_one_line_under_the_turn(lang: str) -> None:
    """teach27 F2 (R5: the turn passes to the bots, whose moves the class reads before its
    own): the enlarged view had no "what happened". The turn's box now holds one line of the
    bots' actions since the class's move, each said as its line in "what happened" begins (no
    second wording: the same action message, without its reason) with its credit as a move
    button says it ("+15 raw"); the class's own move is not in it."""
    session = TableSession(**CLASS, lang=lang)
    for _ in range(3):
        session.play(session.moves[0])
    game, hand = session.game, session.game.hand
    bots = [i for i, a in enumerate(hand.actions) if a.seat != 0][-3:]
    assert [hand.actions[i].seat for i in bots] == [1, 2, 3]
    for i, part in zip(bots, session.since, strict=True):
        said = explain.say(explain.action(game, hand.index, i, hidden=True), lang)
        assert part.startswith(said)
        assert any(m.startswith(said) for m in session.messages[session.own_lines:])
        raw = next(e.raw for e in game.events if e.hand == hand.index and e.action == i)
        assert part.endswith(ui(lang, "credit", raw=raw))
    assert len(session.since) == 3
    assert esc(" \u00b7 ".join(session.since)) in session.status_html()
    assert "since-line" in session.status_html()
    assert "since-line" not in TableSession(**CLASS, lang=lang).status_html()  # nothing yet


def test_forced_draws_are_one_part() -> None:
    """teach27 F2 (R18, R19): a run of forced draws is one part, as it is one line in "what
    happened", naming no tile a bot drew (R6); a pass and a placement crediting nothing are said
    without a credit (seed 0, the class's second move)."""
    session = TableSession(**{**CLASS, "seed": 0}, lang="en")
    for _ in range(2):
        session.play(session.moves[-1])
    assert session.since == ["Aino draws a tile from the boneyard",
                             "Aino plays [2|5] on [2|6] (low end) \u2014 +10 raw",
                             "Eetu draws 6 tiles from the boneyard", "Eetu passes",
                             "Iida plays [1|5] on [5|5] (branch A)"]
    assert any(m.startswith("Eetu draws 6 tiles from the boneyard:") for m in session.messages)
