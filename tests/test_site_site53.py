"""Text for one place (issue 31; teach21 friction 1 and 3): the website's lesson pages speak to a
pupil with only a browser, the notebooks to one who runs them.

- The index's "How to read a lesson" told every reader to choose "Run › Run All Cells" or press
  Shift+Enter; the site's page has no Run menu (its pictures are drawn, its questions answered
  in the page with Check). A prose cell flagged `notebook` is left out of the page, one flagged
  `site` is shown only there (course/README.md, "Text for one place").
- After Run All in JupyterLite the saved drawings came back the same and nothing said the lesson
  ran: the JupyterLite copy (only it: `tutorials/` stays as nbval runs it) ends with a folded
  cell, without a saved output, that prints one line in the lesson's language.

The pages are made from the notebooks as the course source builds them now (`fresh`), with the
stored outputs of their code cells, so the tests do not wait for `make artefacts`.
"""

from __future__ import annotations

import contextlib
import html
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from nbformat.notebooknode import NotebookNode

from fiveup_viz.pages.site import lite, pages
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import text
from tests.conftest import ROOT, script

course = script("course")

#: What only a notebook's reader can do: JupyterLab's and JupyterLite's menus and keys.
NOTEBOOK_WORDS = re.compile(r"Run All|Run › |Shift\+Enter|Esegui Tutte|Suorita kaikki|Suorita ›|"
                            r"Maiusc\+Invio|JupyterLab\b")
LITE_BAR = re.compile(r'<p class="fiveup-run-bar fiveup-lite">.*?</p>', re.S)
SCRIPT = re.compile(r"<script\b.*?</script>|<style\b.*?</style>", re.S)
SITE_HEADING = {"en": "How to read a lesson page.", "it": "Come leggere la pagina di una lezione.",
                "fi": "Näin luet oppitunnin sivun."}


def fresh(number: int, lang: str, folder: Path) -> pages.Lesson:
    """Lesson `number` in `lang` as the course source builds it now, with the stored notebook's
    outputs for its code cells (same id), written into `folder` under the stored name."""
    lessons = course.read_lessons()
    lesson = lessons[number]
    book = course.notebook(lesson, lang, lessons)
    stored = json.loads((ROOT / "tutorials" / lang / lesson.file(lang)).read_text(encoding="utf-8"))
    saved = {c["id"]: c for c in stored["cells"] if c["cell_type"] == "code"}
    for cell in book.cells:
        if cell.cell_type == "code" and cell.id in saved:
            cell["outputs"] = [NotebookNode(o) for o in saved[cell.id].get("outputs", [])]  # type: ignore[no-untyped-call]
    path = folder / lang / lesson.file(lang)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(course.notebook_text(book), encoding="utf-8")
    return pages.read_lesson(path, lang)


def page_text(lesson: pages.Lesson, lite_there: bool) -> str:
    """The lesson page's words outside its JupyterLite bar (the bar's note is JupyterLite's own)."""
    page = pages.lesson_page(lesson, {lesson.lang: lesson}, [lesson], lite=lite_there)
    rest = SCRIPT.sub("", LITE_BAR.sub("", page))
    return html.unescape(re.sub(r"<[^>]+>", " ", rest))


def notebook_sentences(shown: str, lang: str) -> list[str]:
    """The page's sentences that tell a notebook's menu or keys outside JupyterLite: a sentence
    may name Run All only where it names JupyterLite or the link into it ("there, choose ...")."""
    there = ("JupyterLite", text(lang, "site", "run-lesson"))
    return [s for s in re.split(r"(?<=[.!?])\s+", " ".join(shown.split()))
            if NOTEBOOK_WORDS.search(s) and not any(word in s for word in there)]


def notebook_prose(lesson: pages.Lesson) -> str:
    """What JupyterLab shows of a notebook's prose: its Markdown cells (not their metadata)."""
    book = json.loads(lesson.path.read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in book["cells"] if c["cell_type"] == "markdown")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_site_index_reads_as_a_page_and_the_notebook_as_a_notebook(lang: str, tmp_path: Path) -> None:
    """teach21 friction 1 (issue 31): the site's index page no longer says "Run › Run All Cells"
    or Shift+Enter outside the JupyterLite bar, and tells how to read the page (Check, Show the
    answer, Show the code: the page's own words); the notebook still says Run All and
    Shift+Enter and has none of the site's paragraph."""
    index = fresh(0, lang, tmp_path)
    for lite_there in (True, False):
        shown = page_text(index, lite_there)
        assert notebook_sentences(shown, lang) == []
        assert "Shift+Enter" not in shown
        assert SITE_HEADING[lang] in shown
        for word in (text(lang, "exercise", "check"), text(lang, "exercise", "reveal"),
                     text(lang, "site", "show-code"), text(lang, "site", "run-lesson")):
            assert word in shown, word
    prose = notebook_prose(index)
    assert "Run All Cells" in prose and "Shift+Enter" in prose
    assert SITE_HEADING[lang] not in prose


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_lesson_page_tells_a_notebooks_menu_or_keys(lang: str, tmp_path: Path) -> None:
    """Issue 31: none of the 17 lessons' pages tells the pupil to run cells (Run All, Shift+Enter,
    JupyterLab's menu) outside the JupyterLite bar; lessons 02 and 11 still tell it in the
    notebook, and their page (and lesson 03's) says the panel there is a saved picture; the
    index's page does not offer the practice panel's kinds of question (one saved question)."""
    note = {"en": "is only a picture of how it looked", "it": "è solo un'immagine di com'era",
            "fi": "on vain kuva siitä"}[lang]
    kinds = {"en": "Choose the kind of question at the top", "it": "In alto scegli il tipo di domanda",
             "fi": "Valitse ylhäältä kysymyksen laji"}[lang]
    for number in range(17):
        lesson = fresh(number, lang, tmp_path)
        shown = page_text(lesson, True)
        assert notebook_sentences(shown, lang) == [], lesson.stem
        assert "Shift+Enter" not in shown, lesson.stem
        if number in (2, 3, 11):
            assert note in shown, lesson.stem
            assert note not in notebook_prose(lesson)
        if number in (2, 11):
            assert "Run All Cells" in notebook_prose(lesson)
        if number == 0:  # the practice panel: one saved question on the page, no kinds to choose
            assert kinds in notebook_prose(lesson) and kinds not in shown


def test_the_flags_work_both_ways() -> None:
    """The mechanism (issue 31): a `notebook` cell is in the notebook, marked, and not on the
    page; a `site` cell's text is kept in the cell before it, unseen by JupyterLab (no Markdown
    cell of its own), and shown on the page right after that cell."""
    book = {"cells": [
        {"cell_type": "markdown", "source": "# Title", "metadata": {}},
        {"cell_type": "markdown", "source": "Choose Run All.",
         "metadata": {"fiveup_viz": {pages.NOTEBOOK_ONLY: True,
                                     pages.SITE_AFTER: [{"id": "s", "source": "Press **Check**."}]}}},
        {"cell_type": "markdown", "source": "The end.", "metadata": {}}]}
    shown = list(pages.body(book, "en"))
    assert len(shown) == 3
    assert "Title" in shown[0] and "<strong>Check</strong>" in shown[1] and "The end." in shown[2]
    assert not any("Run All" in part for part in shown)
    lessons = course.read_lessons()
    built = course.notebook(lessons[0], "en", lessons)
    ids = [c.id for c in built.cells]
    assert "read" in ids and "read-site" not in ids
    read = built.cells[ids.index("read")]
    assert read.metadata["fiveup_viz"][pages.NOTEBOOK_ONLY] is True
    kept = read.metadata["fiveup_viz"][pages.SITE_AFTER]  # the cell before read-site
    assert [k["id"] for k in kept] == ["read-site"] and SITE_HEADING["en"] in kept[0]["source"]


@pytest.mark.parametrize(("cells", "says"), [
    ("%% md title site\n", "needs a cell before it"),
    ("%% md title\n\n%% md more web\n", "only flag is 'notebook' or 'site'"),
    ("%% md title\n\n%% md more site notebook\n", "only flag is 'notebook' or 'site'"),
])
def test_a_misplaced_flag_is_one_clear_error(cells: str, says: str, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The flags' bad input (issue 31): a site-only first cell, or a flag other than one of the
    two, stops the build with the cell's name."""
    (tmp_path / "00").mkdir()
    (tmp_path / "00" / "code.md").write_text(cells, encoding="utf-8")
    monkeypatch.setattr(course, "COURSE", tmp_path)
    with pytest.raises(course.SourceError, match=says):
        course.read_lessons()


@pytest.fixture(scope="module")
def content(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The notebooks as the site's JupyterLite gets them (`lite/files/LANG/`)."""
    target = tmp_path_factory.mktemp("lite-content")
    lite.copy_content(target, lite.LANGS)
    return target


def _ran(cell: dict[str, Any]) -> str:
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(cell["source"], {})  # the cell's own code, as the kernel runs it
    return printed.getvalue()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lite_lessons_end_by_saying_they_ran(content: Path, lang: str) -> None:
    """teach21 friction 3 (issue 31): every lesson in JupyterLite ends with a folded cell with no
    saved output whose code prints `lite-lesson-ran` in the lesson's language; the shipped
    notebooks (nbval's) have no such cell."""
    books = sorted((content / lang).glob("*.ipynb"))
    assert len(books) == 17
    for path in books:
        last = json.loads(path.read_text(encoding="utf-8"))["cells"][-1]
        assert last["id"] == lite.LESSON_RAN_ID and last["cell_type"] == "code"
        assert last["outputs"] == [] and last["execution_count"] is None
        assert last["metadata"]["jupyter"] == {"source_hidden": True}
        assert _ran(last) == text(lang, "site", "lite-lesson-ran") + "\n"
        shipped = (ROOT / "tutorials" / lang / path.name).read_text(encoding="utf-8")
        assert lite.LESSON_RAN_ID not in shipped


class _Published:
    """What a cell's `display`/`update_display` sent, as (display id, update?, plain text)."""

    def __init__(self) -> None:
        self.sent: list[tuple[str | None, bool, str]] = []

    def __call__(self, data: dict[str, Any], metadata: Any = None, *, transient: Any = None,
                 update: bool = False, **kwargs: Any) -> None:
        self.sent.append(((transient or {}).get("display_id"), update, data.get("text/plain", "")))


def _status_run(book: dict[str, Any], cells: list[str]) -> list[tuple[str | None, bool, str]]:
    """Run the JupyterLite copy's status cell, then `cells` (sources), then its last cell, in one
    IPython shell as the kernel would: what they displayed."""
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    published = _Published()
    shell.display_pub.publish = published  # type: ignore[method-assign,assignment]
    try:
        status = next(c for c in book["cells"] if c["id"] == lite.STATUS_ID)
        for source in [status["source"], *cells, book["cells"][-1]["source"]]:
            if not shell.run_cell(source, silent=False).success:  # type: ignore[no-untyped-call]
                break
        return published.sent
    finally:
        InteractiveShell.clear_instance()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lite_lessons_say_at_the_top_that_they_run_then_ran_or_stopped(content: Path, lang: str) -> None:
    """Teach25 friction F1 (issue 31): after Run › Run All Cells a pupil at the top of a lesson in
    JupyterLite saw nothing change (the code folded, the drawings the same, the last cell's line
    far below). Every lesson's JupyterLite copy has, right under the how-to-run note, a folded
    code cell whose saved output says the lesson has not run yet (teach30 F4), whose first line
    says (as a comment) what it is; run, its
    output line says the lesson is running, and is replaced in place by `lite-lesson-ran` when the
    last cell runs, or by `lite-lesson-failed` when a cell fails (the cells after it do not run);
    in the lesson's language. The shipped notebooks (nbval's) have no such cell."""
    running, ran, failed = (text(lang, "site", f"lite-lesson-{k}") for k in ("running", "ran", "failed"))
    for path in sorted((content / lang).glob("*.ipynb")):
        book = json.loads(path.read_text(encoding="utf-8"))
        ids = [c["id"] for c in book["cells"]]
        assert ids[1:3] == [lite.HOW_TO_RUN_ID, lite.STATUS_ID], path.name
        status = book["cells"][2]
        # teach30 F4: before a run the line says the lesson has not run yet (it was blank)
        (saved,) = status["outputs"]
        assert saved["data"]["text/plain"] == text(lang, "site", "lite-lesson-not-run"), path.name
        assert saved["data"]["text/markdown"] == f"**{saved['data']['text/plain']}**"
        assert status["metadata"]["jupyter"] == {"source_hidden": True}
        assert status["source"].splitlines()[0] == "# " + text(lang, "site", "lite-lesson-status")
        assert lite.STATUS_ID not in (ROOT / "tutorials" / lang / path.name).read_text(encoding="utf-8")
    book = json.loads(next((content / lang).glob("05-*.ipynb")).read_text(encoding="utf-8"))
    shown = lite.STATUS_ID
    assert _status_run(book, ["x = 1"]) == [(shown, False, running), (shown, True, ran)]
    assert _status_run(book, ["assert 1 + 1 == 3"]) == [(shown, False, running), (shown, True, failed)]
    # Run All again: one line again, one hook (no second "stopped" line)
    assert _status_run(book, [book["cells"][2]["source"], "1 / 0"]) == [
        (shown, False, running), (shown, False, running), (shown, True, failed)]
