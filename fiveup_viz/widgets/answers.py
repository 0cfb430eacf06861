"""Exercises that check answers with no kernel: the `text/html` a saved Exercise, Quiz or
Practice shows (self-checking, so the answers sit in the page).

Every verdict is the engine's, worked out here with `Question.check` in the question's
language. The HTML has two layers. Without any script (an untrusted notebook in JupyterLab,
whose sanitizer drops scripts and `data-` attributes), each choice is a `<details>` whose
body says right or wrong and why; a number question offers a few numbers the same way.
Where scripts run (a trusted notebook, `jupyter nbconvert --to html`, the website), the
script (`static/exercise.js`) turns that into buttons, a Check, a Try again and, for a
number, a box to type it in, reading the verdicts from a `<script type="application/json">`.
"""

from __future__ import annotations

import html
import json
import random
from collections.abc import Sequence
from typing import Any

from fiveup_viz.explain.question import Question, answer_data, svg_img
from fiveup_viz.pages.page import exercise_js
from fiveup_viz.pages.rulebook import with_rule_lines
from fiveup_viz.widgets._common import BOX, FONT, MUTED
from fiveup_viz.words.messages import exercise as text

RIGHT_STYLE = "color: #2e7d32;"
WRONG_STYLE = "color: #8a1f11;"
#: How many numbers a number question offers where no script runs.
CANDIDATES = 4
#: The class of one exercise's box and of its data block (the script and tests look for them).
EXERCISE_CLASS = "fiveup-exercise"
DATA_CLASS = "fiveup-exercise-data"
_STEPS = {"deal": 1, "sheet": 1}  #: the distance between offered numbers (5 raw elsewhere)




def json_block(data: object) -> str:
    """JSON safe inside `<script type="application/json">` (no `<`, `>` or `&` left raw)."""
    raw = json.dumps(data, ensure_ascii=True, separators=(",", ":"), sort_keys=True)
    return raw.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def candidates(q: Question) -> list[int]:
    """A number question's offered numbers: the solution among neighbours a step apart, at a
    place fixed by the question (same question, same numbers)."""
    step = _STEPS.get(q.kind, 5)
    place = random.Random(f"{q.kind}:{q.text}").randrange(CANDIDATES)
    numbers = [q.solution + (i - place) * step for i in range(CANDIDATES)]
    low = min(numbers)
    return [n - low for n in numbers] if low < 0 else numbers


def _checked(q: Question, label: str, answer: Any) -> tuple[str, bool, str]:
    feedback = q.withheld(answer)  # a wrong choice keeps the right answer back
    return label, feedback.correct, feedback.explanation


def verdicts(q: Question) -> list[tuple[str, bool, str]]:
    """(choice, right, why) for every choice, or every offered number, of `q`: a wrong one's
    why keeps the right answer back (`Question.withheld`)."""
    if not q.choices:
        return [_checked(q, str(n), n) for n in candidates(q)]
    if not q.multiple:
        return [_checked(q, c.label, c.key) for c in q.choices]
    right = q.solution_keys()
    out = []
    for c in q.choices:
        if c.key in right:
            out.append((c.label, True, f"{text(q.lang, 'static.in', choice=c.label)} {q.why}"))
        else:
            why = q.reasons.get(c.key, q.rules_again())
            out.append((c.label, False, f"{text(q.lang, 'static.out', choice=c.label)} {why}"))
    return out


def _details(summary: str, body: str, cls: str, style: str = "") -> str:
    return (f'<details class="{cls}" style="margin: 3px 0;">'
            f'<summary style="cursor: pointer;">{summary}</summary>'
            f'<div style="margin: 2px 0 4px 18px; {style}">{body}</div></details>')


def _choices_html(q: Question) -> str:
    """The choices as `<details>`: what shows, and works, where no script runs."""
    note = text(q.lang, "static.choices" if q.choices else "static.numbers")
    parts = [f'<div style="{MUTED} font-style: italic;">{html.escape(note)}</div>']
    for label, right, why in verdicts(q):
        cls = "feedback right" if right else "feedback wrong"
        parts.append(_details(html.escape(label), f'<span class="{cls}">{html.escape(why)}</span>',
                              "fiveup-choice", RIGHT_STYLE if right else WRONG_STYLE))
    answer = html.escape(text(q.lang, "answer.is", solution=q.answer_text()))
    parts.append(_details(html.escape(text(q.lang, "reveal")),
                          f'<span class="reveal"><b>{answer}</b> {html.escape(q.why)}</span>',
                          "fiveup-reveal"))
    return f'<div class="fiveup-nojs">{"".join(parts)}</div>'


def exercise_html(q: Question, number: int | None = None) -> str:
    """One question's box: text, drawings as images, its choices and its data block."""
    head = f"<b>{number}.</b> " if number is not None else ""
    pictures = "".join(f"<div>{svg_img(p)}</div>" for p in q.pictures)
    return (f'<div class="{EXERCISE_CLASS} exercise" lang="{q.lang}" '
            f'style="{BOX} {FONT} margin: 6px 0;">'
            f'<p class="question" style="margin: 4px 0;">{head}{html.escape(q.text)}</p>'
            f"{pictures}{_choices_html(q)}"
            f'<script type="application/json" class="{DATA_CLASS}">'
            f"{json_block(with_rule_lines(answer_data(q), q.lang))}</script></div>")


_BOOT = """
(function () {
  var root = document.currentScript && document.currentScript.parentNode;
  if (!root) return;  // the <details> choices stay
  root.querySelectorAll(".fiveup-exercise").forEach(function (box) {
    var data = box.querySelector("script.fiveup-exercise-data");
    if (data) fiveupExercise(box, JSON.parse(data.textContent));
  });
})();
"""


def static_html(questions: Sequence[tuple[Question, int | None]]) -> str:
    """Questions (each with its number in a quiz, or None) that check their answers with no
    kernel, as one fragment that stays readable where a sanitizer drops its script."""
    boxes = "".join(exercise_html(q, number) for q, number in questions)
    script = "(function () {\n" + exercise_js() + _BOOT + "})();"
    return f'<div class="fiveup-static fiveup-exercises">{boxes}<script>{script}</script></div>'
