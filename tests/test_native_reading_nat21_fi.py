"""A native Finnish reading of session 40's new Finnish lines (task nat21-fi): the worksheet's
questions (proj39), fix19's lines and the quiz's `credits`, read as a pupil of 12-15 reads them.
Each test names the message it read, the rule it concerns, and what a pupil now reads."""

from __future__ import annotations

import pytest

from fiveup_viz.pages.panels import GamePanels
from fiveup_viz.pages.quiz import hand_end_question
from fiveup_viz.pages.rulebook import rule_lines
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text
from tests.helpers import lesson_text


@pytest.mark.parametrize(("you", "said"), [
    (None, ["Ada ja Cai: 5 raakapistettä (käsi: Ada); Bea ja Dan: 5 raakapistettä (käsi: Bea)",
            "Bea ja Dan: 5 raakapistettä (käsi: Bea) ja 5 raakapistettä (käsi: Dan)"]),
    (1, ["Ada ja Cai: 5 raakapistettä (käsi: Ada); Dan ja sinä: 5 raakapistettä (kätesi)",
         "Dan ja sinä: 5 raakapistettä (kätesi) ja 5 raakapistettä (käsi: Dan)"])])
def test_quiz_group_credit_puts_the_points_first_r25_r26(you: int | None,
                                                         said: list[str]) -> None:
    """quiz `group-credit` (blocked-tie's hand 4, a blocked hand of partnerships, each hand's
    credit its own event, R25, R26): the choices read «Ada ja Cai: käsi (Ada) 5
    raakapistettä; …», a parenthesis between the hand and its points, while every other
    choice reads «Ada ja Cai: 15 raakapistettä». The points now come first and whose hand
    earns them after them: «5 raakapistettä (käsi: Ada)», «5 raakapistettä (kätesi)»."""
    panels = GamePanels(examples.load("blocked-tie"), "fi", **({} if you is None else
                                                                {"you": you}))
    q = hand_end_question(panels, 3)
    assert q is not None
    labels = [c.label for c in q.choices]
    for line in said:
        assert line in labels, labels
    assert not any("käsi (" in label or "kätesi 5" in label for label in labels), labels


def test_rules_r22_credits_the_partnership_not_the_partner() -> None:
    """rules `rule-R22` (R22: "credit it to the player or partnership that went out"; R5): the
    summary said «kätensä tyhjentäneelle pelaajalle tai tämän parille»; «pari» of a named
    player is the partner (R23's line says «oman parin silmälukujen summa»), so a pupil read
    that the pips may go to the partner alone. It now says the partnership the player
    belongs to: «tai parille, johon hän kuuluu» (R5 «kahtena pysyvänä parina»)."""
    said = text("fi", "rules", "rule-R22")
    assert said == ("vastustajien silmälukujen summa kerran pyöristettynä kätensä "
                    "tyhjentäneelle pelaajalle tai parille, johon hän kuuluu")
    assert "parille, johon hän kuuluu" in rule_lines("fi")["R22"]


def test_lesson_15_blocked_row_adds_the_differences_then_rounds_once_r25() -> None:
    """Lesson 15's table, the blocked-hand row (R25: "add those positive differences, round
    the total once"): «saa erojensa summan suurempiin vastustajien käsiin kerran
    pyöristettynä» set «summan» between «erojensa» and what they are differences to, so the
    phrase read as a sum "to the larger hands". It now reads «saa erot suurempiin vastustajien
    käsiin yhteenlaskettuina ja kerran pyöristettyinä» (the glossary's «ero, erot»)."""
    said = " ".join(lesson_text("15", "fi").split())
    assert ("kevyimmästä alkaen jokainen käsi saa erot suurempiin vastustajien käsiin "
            "yhteenlaskettuina ja kerran pyöristettyinä;") in said
    assert "erojensa summan" not in said
