"""Issue 31, teach29 frictions 4 and 7 and teach30 F6: the README's teacher's checklist (the
install line, then `site`, `worksheet`, `html --quiz --projector`, `annotate`, `table`, one line
each with a link to its longer paragraph, every command runnable as written), the worksheet
paragraph's `--versions 2` and double-sided printing, and the quiz paragraph's hands face up.
teach35 friction 3, teach36 friction 3: every checklist command that writes what pupils read
names its language, and the key has its own line."""

from __future__ import annotations

import io
import re
import shlex
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.words.messages import text
from tests.test_teacher_walk import README

HEADING = "## A teacher's checklist"
TEACHERS = "## For teachers: a quiz, your own questions, worksheets"


def section(heading: str) -> str:
    return README.read_text("utf-8").split(f"\n{heading}\n", 1)[1].split("\n## ", 1)[0]


def steps() -> list[str]:
    return re.findall(r"^\d+\. (.*)$", section(HEADING), re.M)


def step_commands(step: str) -> list[list[str]]:
    """The `fiveup-viz` commands of one checklist step, without `fiveup-viz`."""
    return [shlex.split(c)[1:] for c in re.findall(r"`(fiveup-viz [^`]+)`", step)]


def anchors() -> set[str]:
    """The anchors GitHub gives the README's headings."""
    found = set()
    for title in re.findall(r"^#+ (.*)$", README.read_text("utf-8"), re.M):
        found.add("#" + re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-"))
    return found


def test_the_checklist_is_in_a_teachers_order_one_line_each_with_a_link() -> None:
    """teach29 friction 7: the install line, then site, worksheet, html --quiz --projector,
    annotate and table, each step on one line with a link to a heading that exists; the first
    screen's table of contents links the checklist."""
    found = steps()
    commands = [re.findall(r"`([^`]+)`", step)[0] for step in found]
    # teach34, teach33: a teacher holds the wheel, not this repository's folder
    assert commands[0] == 'python -m pip install "./fiveup_viz-0.1.0-py3-none-any.whl[site,export,lab]"'
    assert commands[0] in README.read_text("utf-8").split("\n## ", 1)[0]
    assert [shlex.split(c)[1] for c in commands[1:]] == ["site", "worksheet", "worksheet", "html", "annotate",
                                                        "table"]
    assert "--quiz" in commands[4] and "--projector" in commands[4] and "--versions 2" in commands[2]
    for step in found:
        links = re.findall(r"\]\((#[^)]+)\)", step)
        assert links and set(links) <= anchors(), step
    assert "(#a-teachers-checklist)" in README.read_text("utf-8").split("\n## ", 1)[0]


def test_the_checklists_commands_run_as_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """teach29 friction 7: every fiveup-viz line of the checklist succeeds in a fresh folder
    (the site without JupyterLite, whose build tests/test_site_lite.py tests; `table` without
    starting JupyterLab) and writes what it names."""
    from fiveup_viz.pages import lessons

    monkeypatch.chdir(tmp_path)
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    started: list[list[str]] = []

    def run_lab(cmd: list[str], *args: object, **kwargs: object) -> int:
        started.append(cmd)
        return 0

    monkeypatch.setattr("fiveup_viz.cli.course._run_lab", run_lab)
    monkeypatch.setattr(lessons, "lab_settings", lambda: None)
    for argv in [argv for step in steps()[1:] for argv in step_commands(step)]:
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            status = main(argv + (["--no-lite"] if argv[0] == "site" else []))
        assert (status, err.getvalue()) == (0, ""), argv
        page = {"site": "index.html", "table": lessons.TABLE_FILE}.get(argv[0], "")
        written = Path(argv[argv.index("-o") + 1]) if "-o" in argv else Path(argv[1]) / page
        assert written.is_file() and written.stat().st_size > 0, argv
        if argv[0] == "worksheet":  # in Italian on a computer set to C (teach36 friction 3)
            pages = 4 if option_value(argv, "--key") == "none" else 2
            assert out.getvalue().startswith(f"ho scritto {argv[-1]} ({pages} pagine)"), argv
    assert len(started) == 1


def test_every_checklist_command_pupils_read_names_its_language() -> None:
    """teach35 friction 3, teach36 friction 3: on a computer set to English the checklist's
    worksheet came out in English; every command after the install line says `--lang`, the
    checklist names en, it and fi, and the page `annotate` asks on is written too."""
    found = [argv for step in steps()[1:] for argv in step_commands(step)]
    assert [argv[0] for argv in found] == ["site", "worksheet", "worksheet", "html", "annotate", "html",
                                          "table"]
    assert all(option_value(argv, "--lang") == "it" for argv in found), found
    said = " ".join(section(HEADING).split())
    assert all(f"`--lang {lang}`" in said for lang in ("en", "it", "fi"))


def test_the_checklists_key_is_the_students_sheets_key() -> None:
    """teach36 friction 3: the key alone was not in the checklist; its line repeats the students'
    sheet's options with `--key only` (the same options give the same sheet, D4)."""
    students, key = [argv for step in steps() for argv in step_commands(step) if argv[0] == "worksheet"]
    assert option_value(students, "--key") == "none" and option_value(key, "--key") == "only"
    assert drop(students, "--key", "-o") == drop(key, "--key", "-o")


def option_value(argv: list[str], name: str) -> str:
    return argv[argv.index(name) + 1] if name in argv else ""


def drop(argv: list[str], *names: str) -> list[str]:
    """`argv` without the options `names` and their values."""
    kept, skip = [], False
    for word in argv:
        if skip or word in names:
            skip = not skip
            continue
        kept.append(word)
    return kept


def test_the_worksheet_paragraph_says_versions_and_double_sided() -> None:
    """teach29 friction 4: the teachers' worksheet paragraph names `--versions 2` (A/B sheets for
    neighbours) and printing the 2 pages on one double-sided sheet; its command block has the
    A/B line, whose page count the paragraph quotes as the command prints it."""
    said = " ".join(section(TEACHERS).split())
    assert "--versions 2" in said and "double-sided" in said and "one sheet a pupil" in said
    line = next(line for line in section(TEACHERS).splitlines() if "--versions 2" in line)
    assert line.startswith("fiveup-viz worksheet") and "-o students-ab.pdf" in line
    assert "`wrote students-ab.pdf (4 pages)`" in said


def test_the_quiz_paragraph_says_hands_start_face_up_and_how_to_turn_them_down() -> None:
    """teach30 F6: the projector quiz starts with the hands face up; the quiz paragraph says so
    and names the page's own checkbox, as it reads, that turns them face down."""
    said = " ".join(section(TEACHERS).split())
    box = text("en", "page", "face-up")
    assert f"starts with every hand face up (**{box}** is ticked)" in said
    assert f"untick **{box}**" in said
