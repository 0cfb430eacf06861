"""Issue 30 (1, 2): Practice's state, the question queue and the tally
(`fiveup_viz.pages.practising.PracticeSession`), driven without ipywidgets."""

from __future__ import annotations

import pytest

from fiveup_viz.pages.exercises import LEVELS
from fiveup_viz.pages.practising import DOWN, UP, PracticeSession
from fiveup_viz.words.errors import InvalidExerciseError


def test_right_answers_in_a_row_raise_the_level_and_wrong_ones_lower_it() -> None:
    """The level moves up after UP right first answers in a row and down after DOWN wrong ones;
    the tally counts first answers."""
    session = PracticeSession("round", seed=4)
    assert (session.level, session.asked, session.right) == (1, 0, 0)
    for _ in range(UP):
        session.answered(session.question, True)
        session.next_question()
    assert session.level == 2 == min(1 + 1, LEVELS) and session.streak == 0
    for _ in range(DOWN):
        session.answered(session.question, False)
        session.next_question()
    assert session.level == 1 and (session.asked, session.right) == (UP + DOWN, UP)
    assert [correct for _, correct in session.history] == [True] * UP + [False] * DOWN


def test_the_same_seed_asks_the_same_questions_and_kinds_are_checked() -> None:
    """Deterministic output: two sessions of one seed ask the same questions."""
    one, two = PracticeSession("score", seed=7), PracticeSession("score", seed=7)
    assert one.question.text == two.question.text
    assert one.choose_kind("blocked").kind == "blocked" and one.kind == "blocked"
    with pytest.raises(InvalidExerciseError, match="kind"):
        one.choose_kind("nonsense")
    assert one.kind == "blocked"  # a refused kind changes nothing
