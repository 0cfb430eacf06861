"""Issue 31, teacher trial 16 (friction 5): a lesson's "Your turn" hint said "type it in the box
(or choose it with the buttons)" above an exercise that has only a box. The hint above each
exercise now names the control that exercise has (the box, or the choice buttons), in English,
Italian and Finnish (glossary, docs/TRANSLATION.md: box = casella = ruutu, buttons = pulsanti =
painikkeet)."""
from __future__ import annotations

import re

import pytest

from fiveup_viz.pages.exercises import practice
from tests.conftest import script

EXERCISE = re.compile(r'Exercise\.of\("([\w-]+)", seed=(\d+), level=(\d+)')
BUTTONS = {"en": "button", "it": "pulsant", "fi": "painik"}
BOX = {"en": " box", "it": "casella", "fi": "ruutu"}


def _hints() -> list[tuple[str, str, str, bool]]:
    """(lesson, prose cell, exercise kind, has choice buttons) for every lesson exercise: the
    prose cell is the last one above the exercise, where its hint stands."""
    found = []
    for lesson in script("course").read_lessons():
        above = None
        for cell in lesson.cells:
            if cell.kind == "md":
                above = cell.id
            for m in EXERCISE.finditer(cell.body if cell.kind == "code" else ""):
                kind, seed, level = m.group(1), int(m.group(2)), int(m.group(3))
                q = practice(kind, seed=seed, level=level, lang="en")
                found.append((lesson.nn, str(above), kind, bool(q.choices)))
    return found


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_each_exercise_hint_names_the_controls_it_has(lang: str) -> None:
    """Friction 5 (issue 31): the hint mentions buttons exactly when the exercise under it has
    choice buttons, and a box only when it has a box."""
    lessons = {lesson.nn: lesson for lesson in script("course").read_lessons()}
    hints = _hints()
    assert len(hints) >= 20 and any(c for *_, c in hints) and not all(c for *_, c in hints)
    wrong = []
    for nn, cell, kind, choices in hints:
        prose = lessons[nn].prose[lang].md[cell]
        if not re.search(r"\btype\b|\bscriv|\bkirjoita", prose, re.I) and \
                not re.search(r"choose|scegli|valitse", prose, re.I):
            continue  # a prose cell that gives no hint on how to answer
        says_buttons = BUTTONS[lang] in prose.lower()
        says_box = BOX[lang] in prose.lower()
        if says_buttons != choices or (says_box and choices):
            wrong.append(f"{nn} {cell} ({kind}, {'buttons' if choices else 'box'}): {prose[:120]}")
    assert not wrong, "\n".join(wrong)
