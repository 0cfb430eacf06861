"""Endless practice as a plain object (no ipywidgets): the state `Practice` drives.

`PracticeSession` asks questions of one kind (`fiveup_viz.pages.exercises.practice`), keeps the
tally of first answers, and moves up a level after `UP` right answers in a row (down after
`DOWN` wrong ones in a row); the level is measured as in `fiveup_viz.pages.exercises` (tiles on the
table, tiles to add up, players at the table).
"""

from __future__ import annotations

from fiveup_viz.explain.question import Question
from fiveup_viz.pages.exercises import LEVELS, PRACTICE_KINDS, practice_with_a_choice
from fiveup_viz.rules.checks import check_random_seed, check_str
from fiveup_viz.words.errors import InvalidExerciseError, Message

__all__ = ["DOWN", "UP", "PracticeSession", "check_kind"]

UP = 2  #: right answers in a row that raise the level
DOWN = 2  #: wrong answers in a row that lower it


def check_kind(kind: str) -> str:
    """`kind` if it is a practice kind; InvalidExerciseError naming the kinds otherwise."""
    if check_str(kind, "kind") not in PRACTICE_KINDS:
        raise InvalidExerciseError(Message("exercise.kind", kind=repr(kind),
                                           kinds=", ".join(PRACTICE_KINDS)))
    return kind


class PracticeSession:
    """The question asked now, the tally of first answers, the level and the streak."""

    def __init__(self, kind: str = "score", *, seed: int | str = 0, lang: str = "en",
                 level: int = 1) -> None:
        self.kind = check_kind(kind)
        self.seed = check_random_seed(seed)
        self.lang = lang
        self.level = level
        self.asked = 0  #: questions answered (their first answer)
        self.right = 0  #: first answers that were right
        self.streak = 0  #: right answers in a row (negative: wrong ones)
        self.history: list[tuple[Question, bool]] = []  #: each answered question, right or not
        self.question = self.next_question()

    def choose_kind(self, kind: str) -> Question:
        """Switch to another kind of question (the tally and level stay); its first question."""
        self.kind = check_kind(kind)
        return self.next_question()

    def next_question(self) -> Question:
        """A new question of the current kind and level, asked now; a choice question offers
        at least two choices (`offers_a_choice`)."""
        self.question = practice_with_a_choice(
            self.kind, seed=f"{self.seed}:{len(self.history)}:{self.asked}", lang=self.lang,
            level=self.level)
        return self.question

    def answered(self, question: Question, correct: bool) -> None:
        """Count the first answer to `question`: the tally, the streak and the level."""
        self.asked += 1
        self.history.append((question, correct))
        if correct:
            self.right += 1
            self.streak = max(self.streak, 0) + 1
            if self.streak >= UP and self.level < LEVELS:
                self.level += 1
                self.streak = 0
        else:
            self.streak = min(self.streak, 0) - 1
            if -self.streak >= DOWN and self.level > 1:
                self.level -= 1
                self.streak = 0
