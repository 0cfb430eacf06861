"""Issue 31, teach27 F2 and F3 (session 43, table65): at a projector, enlarged, the class saw no
"what happened", so the bots' turns since its move had to be guessed from the layout; and after a
reload the table came back in the usual view. The session now keeps the bots' actions since the
class's move as short parts (the enlarged view's line under the turn), and keeps "Enlarge the
layout" in the kept file's private `_view` key (RECORD.md: private `_` keys), which the record
reader and `fiveup-viz html` read as before."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.explain import steps as explain
from fiveup_viz.pages.panels import esc
from fiveup_viz.pages.playing import TableSession
from fiveup_viz.rules.record import load, replay
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


def test_the_enlarged_view_is_kept_and_the_file_still_reads(tmp_path: Path) -> None:
    """teach27 F3: after a reload the table came back in the usual view. The choice is now kept
    in the kept file's private `_view` key, and a table made again comes back enlarged; the file
    is still a game record (the record reader, `fiveup-viz html`), and turned off the key goes."""
    keep = tmp_path / "table-game.json"
    first = TableSession(**CLASS, lang="it", keep=keep)
    first.play(first.moves[0])
    before = json.loads(keep.read_text(encoding="utf-8"))
    first.set_enlarged(True)
    doc = json.loads(keep.read_text(encoding="utf-8"))
    assert doc.pop("_view") == {"enlarged": True}
    assert doc == before  # the format otherwise exactly as it was
    assert replay(load(keep)).hands[0].actions == first.game.hand.actions
    assert main(["html", str(keep), "-o", str(tmp_path / "kept.html")]) == 0
    assert (tmp_path / "kept.html").stat().st_size > 0
    again = TableSession(**CLASS, lang="it", keep=keep)
    assert again.enlarged and again.record == first.record
    again.play(again.moves[0])
    assert json.loads(keep.read_text(encoding="utf-8"))["_view"] == {"enlarged": True}
    again.set_enlarged(False)
    assert "_view" not in json.loads(keep.read_text(encoding="utf-8"))
    assert not TableSession(**CLASS, lang="it", keep=keep).enlarged


def test_a_file_without_the_view_resumes_and_another_tables_file_stays(tmp_path: Path) -> None:
    """teach27 F3: a kept file written before (no `_view`) resumes in the usual view; a file
    that did not resume is not rewritten by the view's toggle before the first move."""
    keep = tmp_path / "table-game.json"
    first = TableSession(**CLASS, lang="fi", keep=keep)
    first.play(first.moves[0])
    assert "_view" not in json.loads(keep.read_text(encoding="utf-8"))
    again = TableSession(**CLASS, lang="fi", keep=keep)
    assert not again.enlarged and again.record == first.record
    text = keep.read_text(encoding="utf-8")
    other = TableSession(**{**CLASS, "players": ["Luokka 7B", "Aino", "Eetu"]}, lang="fi", keep=keep)
    other.set_enlarged(True)
    assert keep.read_text(encoding="utf-8") == text
