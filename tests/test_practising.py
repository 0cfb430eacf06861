"""Issue 30 (1, 2): Practice's state, the question queue and the tally
(`fiveup_viz.pages.practising.PracticeSession`), driven without ipywidgets."""

from __future__ import annotations

import pytest

from fiveup_viz.pages.exercises import LEVELS, PRACTICE_KINDS, offers_a_choice, practice
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


def test_practice_questions_offer_at_least_two_choices() -> None:
    """Issue 31, point 6 (teacher trial 5, finding 7, as worksheets): a Practice question on a
    lone opening double (R14: one counted end) offered one choice, its own answer. Over many
    seeds, every practice kind and level, each choice question offers two choices or more,
    the same ones again for the same seed; a seed whose question offered two keeps it."""
    lone, kept = [], 0
    for kind in PRACTICE_KINDS:
        for level in range(1, LEVELS + 1):
            for seed in range(30 if kind == "counted" else 4):
                q = PracticeSession(kind, seed=seed, level=level).question
                if not offers_a_choice(q):
                    lone.append((kind, level, seed, q.text))
                again = PracticeSession(kind, seed=seed, level=level).question
                assert (again.text, again.pictures) == (q.text, q.pictures)
                first = practice(kind, seed=f"{seed}:0:0", level=level)
                if offers_a_choice(first):
                    assert (first.text, first.pictures) == (q.text, q.pictures)
                    kept += 1
    assert lone == [] and kept > 0
