"""Issue 31, teach29 friction 3 (session 44, page69 point 1): after "you left out one right
answer" in a "choose every answer" question, Try again cleared every choice, the right one too,
and the next Check with only the missing one was wrong again. The kernel widget `Exercise` keeps
the learner's choices (and a typed number) after a wrong answer, so the learner adds the one left
out; a changed choice clears the wrong verdict, as on the kernel-free page (exercise.js). The
legal points (R9, R13) are the answer, as before."""

from __future__ import annotations

from fiveup_viz.widgets.practice import Exercise


def test_a_wrong_multiple_answer_keeps_its_choices_and_adding_the_missing_one_is_right() -> None:
    ex = Exercise.of("legal", seed=2)  # right: B and C ([4|4] branch A and B) of A-D
    keys = [c.key for c in ex.question.choices]
    ex.checkboxes[1].value = True  # B only
    feedback = ex.check()
    assert feedback is not None and not feedback.correct
    assert "feedback wrong" in ex.feedback_html.value
    assert [b.value for b in ex.checkboxes] == [False, True, False, False]  # B kept
    ex.checkboxes[2].value = True  # add C
    assert ex.feedback_html.value == ""  # the changed answer clears "Not quite"
    assert ex.current() == [keys[1], keys[2]]
    again = ex.check()
    assert again is not None and again.correct


def test_a_wrong_number_stays_typed_and_a_new_one_clears_the_verdict() -> None:
    ex = Exercise.of("round", seed=4)
    ex.answer(ex.question.solution + 1)
    feedback = ex.check()
    assert feedback is not None and not feedback.correct
    assert ex.input.value == str(ex.question.solution + 1)  # type: ignore[attr-defined]
    ex.answer(ex.question.solution)
    assert ex.feedback_html.value == ""
    assert (ex.check() or feedback).correct
