"""The course website as a fresh teacher found it in teacher trial 6 (issue 31 "For a class next
week", point 1), the findings checked without a browser:

- finding 2: the notebooks JupyterLite serves hold each multiline string as one string, so its
  front end (which joins a list of lines with commas) shows no line starting with ",";
- finding 4: the lessons' "Your turn" says what the exercise shows: a box to type the answer in,
  or buttons to choose it with (`static/exercise.js`), not boxes to tick.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest

from fiveup_viz.pages import lessons
from fiveup_viz.pages.site import lite

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def content(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The notebooks as the site's JupyterLite gets them (`lite/files/LANG/`)."""
    target = tmp_path_factory.mktemp("lite-content")
    lite.copy_content(target, lite.LANGS)
    return target


def shown_by_jupyterlite(value: Any) -> str:
    """A text value as JupyterLab's front end renders it: a string as it is, a list of lines as
    JavaScript's `String(list)` makes it (the lines joined by commas)."""
    return ",".join(value) if isinstance(value, list) else str(value)


def outputs(doc: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """Each text of a notebook's outputs, with what it is (a stream, or an output's type)."""
    for cell in doc["cells"]:
        for item in cell.get("outputs", []):
            if "text" in item:
                yield "stream", item["text"]
            for mime, value in item.get("data", {}).items():
                if mime != "application/json" and not mime.endswith("+json"):
                    yield mime, value


def test_lite_notebooks_show_no_line_starting_with_a_comma(content: Path) -> None:
    """Teacher trial 6, finding 2 (lesson 05 in JupyterLite: ",[1|1]  Counted values: 2 + 4 =
    6…"): in every notebook JupyterLite serves, no output line as its front end shows it starts
    with a comma, and lesson 05's printed lines are there, one a line."""
    books = sorted(content.glob("*/*.ipynb"))
    assert len(books) == 17 * len(lite.LANGS)
    for book in books:
        doc = json.loads(book.read_text(encoding="utf-8"))
        for what, value in outputs(doc):
            lines = shown_by_jupyterlite(value).splitlines()
            assert not [line for line in lines if line.startswith(",")], (book.name, what)
    lesson = json.loads(next(content.glob("en/05-*.ipynb")).read_text(encoding="utf-8"))
    printed = [shown_by_jupyterlite(v) for what, v in outputs(lesson) if what == "stream"]
    assert any(re.search(r"^\[1\|1\]  Counted values: 2 \+ 4 = 6", text, re.M) for text in printed)


def test_lite_notebooks_are_what_nbformat_reads(content: Path) -> None:
    """Teacher trial 6, finding 2: each notebook JupyterLite serves is valid nbformat 4 and
    holds every cell's source, stream text and text output as the one string nbformat reads
    (what a Jupyter server gives JupyterLab), the shipped notebook's text unchanged besides the
    one line under its title on how to run it (teacher trial 9, finding 1) and the last cell that
    says the lesson ran (issue 31, teach21 friction 3)."""
    for book in sorted(content.glob("*/*.ipynb")):
        written = json.loads(book.read_text(encoding="utf-8"))
        read = nbformat.reads(book.read_text(encoding="utf-8"), as_version=4)
        nbformat.validate(read)
        shipped = json.loads((lessons.shipped() / book.parent.name / book.name).read_text(encoding="utf-8"))
        assert [c["id"] for c in written["cells"]][1] == lite.HOW_TO_RUN_ID
        assert written["cells"][-1]["id"] == lite.LESSON_RAN_ID  # its last cell says it ran (site53)
        ours_cells = [c for c in written["cells"] if c["id"] not in lite.ADDED_IDS]
        read_cells = [c for c in read.cells if c["id"] not in lite.ADDED_IDS]
        for ours, theirs, original in zip(ours_cells, read_cells, shipped["cells"], strict=True):
            assert isinstance(ours["source"], str) and ours["source"] == theirs.source
            assert ours["source"] == "".join(original["source"])
            for (what, value), (_, value_read), (_, value_shipped) in zip(
                    outputs({"cells": [ours]}), outputs({"cells": [theirs]}),
                    outputs({"cells": [original]}), strict=True):
                assert isinstance(value, str), (book.name, what)
                assert value == value_read == "".join(value_shipped)


#: The exercise's controls as each language's lessons name them: the box an answer is typed in,
#: the buttons a choice is made with (`static/exercise.js` draws `<button>`s, no checkboxes).
CONTROLS = {"en": ("box", "buttons"), "it": ("casella", "pulsanti"), "fi": ("ruutuun", "painikkeilla")}
TICK = {"en": "tick", "it": "spunta", "fi": "rastita"}


@pytest.mark.parametrize("lang", list(CONTROLS))
def test_your_turn_names_the_box_and_the_buttons(lang: str) -> None:
    """Teacher trial 6, finding 4 ("type it (or tick your choices)", but the choices are
    buttons): every lesson's "Your turn" paragraph names the box to type in or the buttons to
    choose with, and nothing to tick, as the exercise draws them. Which of the two: the one the
    exercise under it has (teacher trial 16, friction 5; tests/test_exercise_hints.py)."""
    script = (ROOT / "fiveup_viz" / "static" / "exercise.js").read_text(encoding="utf-8")
    assert 'button(c.label, "fiveup-pick"' in script and "checkbox" not in script
    sources = [folder / f"{lang}.md" for folder in sorted((ROOT / "course").iterdir()) if folder.is_dir()]
    intros = [re.search(r"^%% md ex-intro\n(.+?)(?:\n\n|\Z)", source.read_text(encoding="utf-8"), re.S | re.M)
              for source in sources]
    found = [" ".join(m.group(1).split()) for m in intros if m]
    assert len(found) >= 10
    for intro in found:
        assert any(word in intro for word in CONTROLS[lang]), intro
        assert TICK[lang] not in intro, intro
