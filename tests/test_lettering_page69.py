"""Issue 31 (session 44, page69 point 5): a "where can … be placed?" (legal) question letters
its choices and the points on its picture on every screen. Before, only `Exercise.of` and a
game page's "where" question (`pages/quiz.py`) did: `Quiz.of` and `Practice` (the kernel
widgets, and the lesson pages built from them) showed unlettered legal questions. The lettering
is now made where legal questions are made (`exercises.legal_question`), once; the worksheet
letters on paper itself (`worksheet.sheet.lettered`) and neither loses nor doubles it.
The legal points themselves (R9, R13) and the closed branches (R11) are unchanged."""

from __future__ import annotations

import re

import pytest

from fiveup_viz.explain.question import LETTERS
from fiveup_viz.pages.exercises import Question, practice
from fiveup_viz.pages.worksheet.sheet import pictures
from fiveup_viz.widgets.practice import Exercise, Practice, Quiz

LANGS = ["en", "it", "fi"]


def _lettered(q: Question) -> None:
    """Each choice's label starts with its own letter, A, B, C … in order, and the picture
    draws each letter at its point."""
    assert q.kind == "legal"
    for i, c in enumerate(q.choices):
        assert c.label.startswith(f"{LETTERS[i]} · "), c.label
        assert not re.match(r"^[A-Z] · [A-Z] · ", c.label), c.label  # not lettered twice
    layout = q.pictures[0]
    for i in range(len(q.choices)):
        assert f">{LETTERS[i]}<" in layout, LETTERS[i]


@pytest.mark.parametrize("lang", LANGS)
def test_exercise_of_letters_a_legal_question(lang: str) -> None:
    _lettered(Exercise.of("legal", seed=3, lang=lang).question)


@pytest.mark.parametrize("lang", LANGS)
def test_quiz_of_letters_its_legal_question(lang: str) -> None:
    """Before: Quiz.of's legal question read "[1|5] low end", no letter, none on its picture."""
    quiz = Quiz.of(["score", "legal"], seed=1, lang=lang)
    _lettered(quiz.exercises[1].question)


@pytest.mark.parametrize("lang", LANGS)
def test_practice_letters_its_legal_questions(lang: str) -> None:
    """Before: Practice("legal") asked "[4|5] high end" with no letters; also the next one."""
    p = Practice("legal", seed=1, lang=lang)
    _lettered(p.question)
    p.next_question()
    _lettered(p.question)
    labels = [cb.description for cb in p.exercise.checkboxes]
    assert labels == [c.label for c in p.question.choices]
    assert all(re.match(r"^[A-Z] · ", label) for label in labels)


@pytest.mark.parametrize("lang", LANGS)
def test_the_worksheet_letters_once(lang: str) -> None:
    """The worksheet's question is the same position unlettered: its choices are printed after
    a letter of their own, and its picture letters the same points (no letter lost, none twice)."""
    screen = practice("legal", seed=5, lang=lang)
    paper = practice("legal", seed=5, lang=lang, paper=True)
    assert [c.key for c in paper.choices] == [c.key for c in screen.choices]
    assert not any(re.match(r"^[A-Z] · ", c.label) for c in paper.choices)
    for i, (s, p) in enumerate(zip(screen.choices, paper.choices, strict=True)):
        assert s.label == f"{LETTERS[i]} · {p.label}"
    drawn = pictures(paper)[0]
    for i in range(len(paper.choices)):
        assert f">{LETTERS[i]}<" in drawn
