"""Issue 31 ("For a class next week", point 1, finding 4): the README's section for teachers
names the website, the quiz, a teacher's own question and the worksheets with and without the
key, one command each, and its commands run as written in a fresh folder (the site without
JupyterLite, whose build tests/test_site_lite.py tests)."""

from __future__ import annotations

import io
import json
import re
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.words.messages import text
from tests.test_teacher_walk import README, option, readme_commands

HEADING = "## For teachers: a quiz, your own questions, worksheets"
ANCHOR = "#for-teachers-a-quiz-your-own-questions-worksheets"


def commands() -> list[list[str]]:
    """The section's commands, without `fiveup-viz`."""
    return readme_commands(HEADING)


def test_the_first_screen_leads_to_the_teachers_section() -> None:
    """Finding 4 ("could not find the quiz and the questions"): the README's opening, before its
    first section, names the quiz and the questions and links the teachers' section, which is
    there."""
    text = README.read_text("utf-8")
    first_screen = text.split("\n## ", 1)[0]
    assert ANCHOR in first_screen and "quiz" in first_screen and "questions" in first_screen
    assert f"\n{HEADING}\n" in text


def test_the_section_names_each_command_a_teacher_needs() -> None:
    """Finding 4: one working example each of `site DIR`, `html … --quiz -o …`, `annotate …
    --hand H --action A --ask …` and `worksheet … --key none` and `--key only`."""
    found = commands()
    names = [argv[0] for argv in found]
    assert names.count("site") == 1 and names.count("html") >= 1 and names.count("annotate") == 1
    assert any(argv[0] == "html" and "--quiz" in argv and "-o" in argv for argv in found)
    (annotate,) = (argv for argv in found if argv[0] == "annotate")
    assert {"--hand", "--action", "--ask", "-o"} <= set(annotate)
    keys = {argv[argv.index("--key") + 1] for argv in found if argv[0] == "worksheet"}
    assert keys == {"none", "only"}


def test_the_sections_commands_run_as_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Finding 4: every command of the section succeeds in a fresh folder and writes what it
    names; the teacher's question lands on the move named (hand 2, action 4 counted from 1: the
    record's hand index 1, action index 3, RECORD.md), and the two worksheets are one sheet's
    questions and its key."""
    from fiveup_viz.pages import lessons

    monkeypatch.chdir(tmp_path)
    started: list[list[str]] = []  # `table` opens JupyterLab (test_lab starts it for real)
    monkeypatch.setattr("fiveup_viz.cli.course._run_lab", lambda cmd, *a, **k: started.append(cmd) or 0)
    monkeypatch.setattr(lessons, "lab_settings", lambda: None)
    for argv in commands():
        ran = argv + (["--no-lite"] if argv[0] == "site" else [])
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            status = main(ran)
        assert (status, err.getvalue()) == (0, ""), argv
        page = {"site": "index.html", "table": lessons.TABLE_FILE}[argv[0]] if "-o" not in argv else ""
        written = Path(argv[argv.index("-o") + 1]) if "-o" in argv else Path(argv[1]) / page
        assert written.is_file() and written.stat().st_size > 0, argv
    assert [any(str(part).endswith(lessons.TABLE_FILE) for part in cmd) for cmd in started] == [True]
    record = json.loads(Path("asked.json").read_text("utf-8"))
    assert record["_questions"] == [{"hand": 1, "action": 3, "ask": "points"}]
    sheets = [Path(option(argv, "-o")).read_bytes() for argv in commands()
              if argv[0] == "worksheet" and "--versions" not in argv]  # A/B: test_readme_checklist
    assert len(sheets) == 2 and sheets[0] != sheets[1]


def test_the_first_screen_gives_a_teachers_one_install_line() -> None:
    """Teacher trial 9, finding 8: the extras were spread over three sections; the README's
    first screen now gives the one line that installs the website with JupyterLite, PDF
    worksheets and JupyterLab, from the wheel or from the folder, and says JupyterLite is
    optional (the pages are complete without it)."""
    text = README.read_text("utf-8")
    first_screen = text.split("\n## ", 1)[0]
    block = first_screen.split("```", 2)[1]
    lines = [line.split() for line in block.strip().splitlines()]
    assert [line[:4] for line in lines] == [["python", "-m", "pip", "install"]] * 2
    assert lines[0][4].endswith('.whl[site,export,lab]"') and lines[1][4] == '".[site,export,lab]"'
    assert "optional" in first_screen and "nodejs.org" in first_screen


def test_the_site_sizes_are_the_measured_ones() -> None:
    """Teacher trial 9, finding 8: the build printed 8.7 MB of pages for the three courses,
    2.9 MB for one, and 54-55 MB of JupyterLite; the README said 7 MB and 2.3 MB."""
    text = " ".join(README.read_text("utf-8").split())
    assert "about 55 MB more (51 MB for one course)" in text  # the pages' figures: teach27 F8,
    assert not re.search(r"(?<![\d.])7 MB|2\.3 MB|about 9 MB", text)  # tests/test_cli_words66.py


@pytest.mark.parametrize(("domain", "key"), [("page", "board-only"), ("page", "answer-only"),
                                             ("ui", "ui-enlarge"), ("ui", "ui-enlarge-back"),
                                             ("ui", "ui-show-count"), ("ui", "ui-new-game")])
def test_the_projector_views_are_named_as_their_buttons_read(domain: str, key: str) -> None:
    """Issue 31 (teacher trials 15 and 16: the board at a 1024x768 projector was too small to read
    from the back row, and the count's answer scrolled in its box): the teachers' section names
    the projector's views by the very label of their buttons, in bold, so a teacher finds them."""
    section = README.read_text("utf-8").split(f"\n{HEADING}\n", 1)[1].split("\n## ", 1)[0]
    assert f"**{text('en', domain, key)}**" in " ".join(section.split())


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_the_numbers_review_prints_are_named_in_each_language(lang: str) -> None:
    """teach26 (issue 31, point 4: hand and action numbers count from 1 where a person reads
    them): the README did not say that "Hand 2, action 4" reads «Kierros 2, siirto 4» in
    Finnish. The teachers' section names the words `review` prints in each language."""
    import contextlib
    import io
    import re

    from fiveup_viz.cli.main import main

    section = " ".join(README.read_text("utf-8").split(f"\n{HEADING}\n", 1)[1].split("\n## ", 1)[0].split())
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["review", "partners", "--budget", "5", "--lang", lang]) == 0
    hand = text(lang, "page", "hand")
    found = re.search(rf"^{hand} 1, (\S+) \d+, ", out.getvalue(), re.M)
    assert found, out.getvalue()[:300]
    said = f"«{hand} 1, {found.group(1)} 9»"
    assert said in section, said
