"""Exercises as widgets: one question (`Exercise`), a quiz (`Quiz`) and endless `Practice`.

Each is a controller whose state can be driven from Python, as in the tests:

    ex = Exercise.of("round", seed=4)
    ex.answer(25); ex.check_button.click(); ex.feedback.correct

`Practice` asks questions of one kind, keeps a running score and moves up a level after
`UP` right answers in a row (down after `DOWN` wrong ones in a row); its state is a
`fiveup_viz.pages.practising.PracticeSession` (no widgets).
Saved in a notebook, each still checks answers without a kernel (`fiveup_viz.widgets.answers`).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import ipywidgets as w

from fiveup_viz.pages.exercises import (
    LEVELS,
    PRACTICE_KINDS,
    AnswerError,
    Feedback,
    Question,
    practice,
    quiz,
)
from fiveup_viz.pages.practising import DOWN as DOWN
from fiveup_viz.pages.practising import UP as UP
from fiveup_viz.pages.practising import PracticeSession
from fiveup_viz.rules.checks import check_list
from fiveup_viz.widgets import answers
from fiveup_viz.widgets._base import Controller
from fiveup_viz.widgets._common import FONT, MUTED, _responsive
from fiveup_viz.widgets.answers import RIGHT_STYLE, WRONG_STYLE
from fiveup_viz.words.errors import InvalidExerciseError, Message, WrongTypeError
from fiveup_viz.words.messages import exercise as text
from fiveup_viz.words.messages import repr_text
from fiveup_viz.words.quoting import quote


def _question_html(q: Question, number: int | None = None) -> str:
    head = f"<b>{number}.</b> " if number is not None else ""
    pictures = "".join(f'<div class="picture">{_responsive(p)}</div>' for p in q.pictures)
    how = text(q.lang, "choose" if q.choices else "type")
    return (f'<div class="question" style="{FONT}">'
            f'<p style="margin: 4px 0;">{head}{html.escape(q.text)}</p>{pictures}'
            f'<div style="{MUTED}">{html.escape(how)}</div></div>')


class _Lesson(Controller):
    """What the three share: the `Controller` reprs, with the question as text/html where the
    widget's own bundle has none."""

    def static_html(self) -> str:
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        bundle = super()._repr_mimebundle_(**kwargs)
        if isinstance(bundle, dict) and "text/html" not in bundle:
            bundle["text/html"] = self.static_html()
        return bundle


class Exercise(_Lesson):
    """One predict-then-reveal question: answer, press Check, read why (or Show the answer)."""

    def __init__(self, question: Question, *, number: int | None = None) -> None:
        if not isinstance(question, Question):
            raise WrongTypeError(Message("type.question", type=type(question).__name__,
                                         value=quote(question)))
        self.question = question
        self._set_lang(question.lang)
        self.number = number
        self.feedback: Feedback | None = None
        self.attempts: list[Feedback] = []
        self.on_checked: list[Any] = []  #: callbacks f(exercise, feedback)

        def say(key: str) -> str:
            return text(self.lang, key)

        self.question_html = w.HTML(_question_html(question, number))
        self.checkboxes: list[w.Checkbox] = []
        if question.multiple:
            self.checkboxes = [w.Checkbox(value=False, description=c.label, indent=False,
                                          layout=w.Layout(width="auto"))
                               for c in question.choices]
            self.input: w.Widget = w.VBox(self.checkboxes)
        elif question.choices:
            self.input = w.RadioButtons(options=[c.label for c in question.choices], value=None,
                                        layout=w.Layout(width="auto"))
        else:
            self.input = w.Text(value="", placeholder=say("answer"),
                                layout=w.Layout(width="10em"))
        self.check_button = w.Button(description=say("check"), button_style="primary")
        self.reveal_button = w.Button(description=say("reveal"))
        self.feedback_html = w.HTML("")
        self._wrong_shown = False  #: the panel shows a "Not quite" verdict now
        # a change to the answer after a wrong one clears the "Not quite", as the kernel-free
        # page does: the choices and the typed number stay, so "you left out one right
        # answer" reads as "add one" (issue 31, teach29 friction 3)
        for box in self.checkboxes or [self.input]:
            box.observe(self._changed, names="value")
        self.check_button.on_click(lambda _: self.check())
        self.reveal_button.on_click(lambda _: self.reveal())
        self.widget = w.VBox([self.question_html, self.input,
                              w.HBox([self.check_button, self.reveal_button]),
                              self.feedback_html],
                             layout=w.Layout(border="1px solid #c8c8c8", padding="6px",
                                             margin="6px 0"))

    @classmethod
    def of(cls, kind: str, *, seed: int | str = 0, lang: str = "en", level: int = 1) -> Exercise:
        """An exercise on a real position (`fiveup_viz.pages.exercises.practice`, which letters
        a legal one's choices and their points on its picture, issue 31)."""
        return cls(practice(kind, seed=seed, lang=lang, level=level))

    # -- driving it -------------------------------------------------------------
    def answer(self, value: Any) -> None:
        """Fill in the answer as a learner would (a number, a choice, or several choices)."""
        q = self.question
        if q.multiple:
            keys = {q.key(v) for v in value}
            for box, c in zip(self.checkboxes, q.choices, strict=True):
                box.value = c.key in keys
        elif q.choices:
            assert isinstance(self.input, w.RadioButtons)
            self.input.value = q.label(q.key(value))
        else:
            assert isinstance(self.input, w.Text)
            self.input.value = str(value)

    def _changed(self, _change: Any) -> None:
        if self._wrong_shown:
            self._show("")

    def current(self) -> Any:
        """The answer as filled in now."""
        q = self.question
        if q.multiple:
            return [c.key for box, c in zip(self.checkboxes, q.choices, strict=True) if box.value]
        assert isinstance(self.input, w.RadioButtons | w.Text)
        return self.input.value

    def check(self) -> Feedback | None:
        """Check the current answer; a malformed one gets its message and changes nothing."""
        try:
            if not self.question.multiple and self.current() is None:
                raise AnswerError(text(self.lang, "bad.choice", choices=", ".join(
                    c.label for c in self.question.choices)))
            feedback = self.question.withheld(self.current())
        except AnswerError as err:
            self._show(f'<div class="error" style="{FONT} {WRONG_STYLE}">{html.escape(str(err))}</div>')
            return None
        self.feedback = feedback
        self.attempts.append(feedback)
        style = RIGHT_STYLE if feedback.correct else WRONG_STYLE
        cls = "feedback right" if feedback.correct else "feedback wrong"
        self._show(f'<div class="{cls}" style="{FONT} {style}">{html.escape(feedback.explanation)}</div>',
                   wrong=not feedback.correct)
        for callback in self.on_checked:
            callback(self, feedback)
        return feedback

    def reveal(self) -> None:
        """Show the right answer and why (the 'reveal' of predict-then-reveal)."""
        q = self.question
        answer = html.escape(text(self.lang, "answer.is", solution=q.answer_text()))
        self._show(f'<div class="reveal" style="{FONT}"><b>{answer}</b> {html.escape(q.why)}</div>')

    def _show(self, feedback_html: str, *, wrong: bool = False) -> None:
        """Put a verdict, an error or the answer under the question (`wrong`: a "Not quite")."""
        self.feedback_html.value = feedback_html
        self._wrong_shown = wrong

    # -- showing -------------------------------------------------------------------
    def static_html(self) -> str:
        return answers.static_html([(self.question, self.number)])

    def _state(self) -> str:
        q = self.question.text
        return repr_text(self.lang, "exercise", kind=repr_text(self.lang, f"kind.{self.question.kind}"),
                         question=q if len(q) <= 90 else q[:89] + "…")



class Quiz(_Lesson):
    """Several exercises one under the other, with a running count of right answers."""

    def __init__(self, questions: Sequence[Question], *, lang: str | None = None) -> None:
        given = check_list(questions, "questions")
        if not given:
            raise InvalidExerciseError(Message("quiz.empty"))
        self.exercises = [Exercise(q, number=i) for i, q in enumerate(given, start=1)]
        self._set_lang(lang or given[0].lang)
        self.tally_html = w.HTML("")
        for ex in self.exercises:
            ex.on_checked.append(lambda *_: self._update())
        self.widget = w.VBox([*(ex.widget for ex in self.exercises), self.tally_html])
        self._update()

    @classmethod
    def of(cls, kinds: Sequence[str], *, seed: int | str = 0, lang: str = "en",
           level: int = 1) -> Quiz:
        """One question of each kind, on real positions."""
        return cls(quiz(kinds, seed=seed, lang=lang, level=level), lang=lang)

    @property
    def right(self) -> int:
        """Questions whose latest answer is right."""
        return sum(1 for ex in self.exercises if ex.feedback is not None and ex.feedback.correct)

    def _update(self) -> None:
        tally = text(self.lang, "tally", right=self.right, asked=len(self.exercises))
        self.tally_html.value = f'<div class="tally" style="{FONT}"><b>{html.escape(tally)}</b></div>'

    def static_html(self) -> str:
        return answers.static_html([(ex.question, ex.number) for ex in self.exercises])

    def _state(self) -> str:
        return repr_text(self.lang, "quiz", n=len(self.exercises), right=self.right)


class Practice(_Lesson):
    """Endless questions of a chosen kind; harder positions as the learner gets them right."""

    def __init__(self, kind: str = "score", *, seed: int | str = 0, lang: str = "en",
                 level: int = 1) -> None:
        self._set_lang(lang)
        self.state = PracticeSession(kind, seed=seed, lang=self.lang, level=level)  #: no widgets
        self.kind_picker = w.Dropdown(options=[(text(self.lang, f"kind.{k}"), k)
                                               for k in PRACTICE_KINDS], value=kind,
                                      layout=w.Layout(width="auto"))
        self.next_button = w.Button(description=text(self.lang, "next"))
        self.tally_html = w.HTML("")
        self.box = w.VBox([])
        self.kind_picker.observe(lambda ch: self.choose_kind(ch["new"]), names="value")
        self.next_button.on_click(lambda _: self.next_question())
        self.widget = w.VBox([w.HBox([self.kind_picker, self.next_button]), self.tally_html,
                              self.box])
        self.exercise: Exercise
        self._ask(self.state.question)

    # -- the state's numbers, as attributes --------------------------------------
    @property
    def kind(self) -> str:
        return self.state.kind

    @property
    def seed(self) -> int | str | None:
        return self.state.seed

    @property
    def level(self) -> int:
        return self.state.level

    @property
    def asked(self) -> int:
        return self.state.asked

    @property
    def right(self) -> int:
        return self.state.right

    @property
    def streak(self) -> int:
        """Right answers in a row (negative: wrong ones)."""
        return self.state.streak

    @property
    def history(self) -> list[tuple[Question, bool]]:
        return self.state.history

    @property
    def question(self) -> Question:
        return self.exercise.question

    def choose_kind(self, kind: str) -> None:
        """Switch to another kind of question (the score and level stay)."""
        question = self.state.choose_kind(kind)
        if self.kind_picker.value != kind:
            self.kind_picker.value = kind  # its observer asks again: the same question
        self._ask(question)

    def next_question(self) -> None:
        """Ask a new question of the current kind and level."""
        self._ask(self.state.next_question())

    def _ask(self, question: Question) -> None:
        self.exercise = Exercise(question)
        self.exercise.on_checked.append(self._checked)
        self.box.children = [self.exercise.widget]
        self._update()

    def _checked(self, exercise: Exercise, feedback: Feedback) -> None:
        if len(exercise.attempts) > 1:  # only the first answer of a question is scored
            return
        self.state.answered(exercise.question, feedback.correct)
        self._update()

    def _update(self) -> None:
        tally = text(self.lang, "tally", right=self.right, asked=self.asked)
        level = text(self.lang, "level", level=self.level, levels=LEVELS)
        self.tally_html.value = (f'<div class="tally" style="{FONT}"><b>{html.escape(tally)}</b>'
                                 f' <span style="{MUTED}">· {html.escape(level)}</span></div>')

    def static_html(self) -> str:
        return self.exercise.static_html()

    def _state(self) -> str:
        return repr_text(self.lang, "practice", kind=repr_text(self.lang, f"kind.{self.kind}"),
                         right=self.right, asked=self.asked, level=self.level)
