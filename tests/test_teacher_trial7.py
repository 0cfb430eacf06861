"""A fresh teacher's smaller findings (teacher trial 7, issue 31): who a sentence is for, the
lessons' titles, and the README's first steps. Each test names its finding and reads what the
student or the teacher reads."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path
from types import SimpleNamespace

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.pages.site.pages import OFFER_OF, lite_offer
from fiveup_viz.words.messages import text

LANGS = ("en", "it", "fi")
ROOT = Path(__file__).resolve().parent.parent


# -- finding 4: the student is not told to run a server ------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", list(OFFER_OF))
def test_a_student_page_from_disk_sends_the_student_to_the_teacher(lang: str, key: str) -> None:
    """A lesson page opened from disk said "run “python -m http.server” in this folder", a
    teacher's instruction: it now sends the student to the teacher's web address."""
    said = text(lang, "site", "run-from-disk", offer=OFFER_OF[key])
    assert said in unescape(lite_offer(lang, "lite/x.html", key))
    assert "http.server" not in said and "localhost" not in said
    teacher = {"en": "teacher", "it": "insegnante", "fi": "opettaja"}[lang]
    assert said.count(teacher) == 2  # the address the teacher gave, or ask the teacher


@pytest.mark.parametrize("lang", LANGS)
def test_the_site_command_tells_the_teacher_how_to_serve_the_folder(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path,
        lang: str) -> None:
    """The server instruction moved to where the teacher reads it: the `site` command's line on
    JupyterLite names the folder to serve (the build itself is not run here)."""
    from fiveup_viz.cli import course
    from fiveup_viz.pages import site
    from fiveup_viz.pages.site import lite

    monkeypatch.setattr(lite, "available", lambda: True)
    monkeypatch.setattr(course, "_build_lite",
                        lambda out, *_: (out.mkdir(parents=True), (out / "a.js").write_text("x")))
    monkeypatch.setattr(site, "write", lambda *_, **__: SimpleNamespace(files=["i"], size=1))
    monkeypatch.setenv("LANG", f"{lang}_XX.UTF-8")
    folder = tmp_path / "class-site"
    assert main(["site", str(folder), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if "python -m http.server" in line]
    assert len(lines) == 1 and str(folder) in lines[0] and "http://localhost:8000/" in lines[0]
    assert "JupyterLite" in lines[0]


# -- finding 5: no two lessons share a name -----------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_no_two_lessons_share_a_name(lang: str) -> None:
    """Lessons 13 and 16 were both "Playing well: …" (every language, and in English both files
    `NN-playing-well.ipynb`): each title now says what its lesson teaches, so no two titles,
    their words before a colon or their notebooks' names are the same. What is checked is what
    the course index and the site list (`Lesson.title`, `Lesson.file`)."""
    from tests.conftest import script

    lessons = script("course").read_lessons()
    titles = [lesson.title(lang).split(" · ")[-1] for lesson in lessons]
    heads = [title.split(":")[0] for title in titles]
    assert len(set(heads)) == len(heads), heads
    slugs = [lesson.file(lang)[3:] for lesson in lessons]
    assert len(set(slugs)) == len(slugs), slugs


# -- finding 2: a note is not a question on what the page shows --------------------------------
def test_the_readme_asks_for_points_with_ask_not_with_a_note() -> None:
    """The README's walk noted "Count the points of this placement yourself." on a move whose
    step shows "Counted values: 3 + 5 = 8. Placement points: 0 raw": its notes no longer ask for
    the points, and the teachers' section says a note shows beside them and `--ask points` asks
    before they show."""
    from tests.test_readme_teachers import HEADING
    from tests.test_teacher_walk import README, readme_commands

    notes = [argv[argv.index("--note") + 1] for argv in readme_commands() if "--note" in argv]
    assert len(notes) == 2
    for note in notes:
        assert not re.search(r"count|points|conta|punti", note, re.I), note
    section = " ".join(README.read_text("utf-8").split(HEADING, 1)[1].split("\n## ", 1)[0].split())
    said = re.search(r"A note shows with the move, beside its counted values and placement points"
                     r"[^.]*: for \"count the points yourself\", use `--ask points`", section)
    assert said is not None


# -- finding 6: the first install is one pip command that works from the repository -------------
def test_the_quick_start_installs_with_one_pip_command_first() -> None:
    """The README's first screen started with `pip wheel`: the Quick start's first command is
    now `python -m pip install` of the repository's folder (which builds and installs it from
    the registries; no PyPI release is promised), and the teachers' section points to it."""
    from tests.test_readme_teachers import HEADING
    from tests.test_teacher_walk import README

    text = README.read_text("utf-8")
    quick = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    first_block = quick.split("```", 2)[1]
    first = first_block.strip().splitlines()[0].split("#")[0].split()
    assert first == ["python", "-m", "pip", "install", '".[lab]"']
    assert "not on PyPI" in quick and "pip wheel" not in first_block
    teachers = text.split(HEADING, 1)[1].split("```", 1)[0]
    assert "python -m pip install ." in teachers and "(#quick-start)" in teachers
