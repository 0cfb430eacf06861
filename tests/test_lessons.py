"""`fiveup-viz lessons DIR` and `fiveup-viz lab [DIR]` (issue 21 item 3): the course written
from the installed package into any folder, runnable there with no path into the repository,
and lesson 12's command-line cell run in-process (the browser has no processes)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from fiveup_viz import lessons
from fiveup_viz.cli import main, run
from fiveup_viz.errors import Message
from fiveup_viz.messages import CLI_TEXTS

ROOT = Path(__file__).resolve().parent.parent
LINK = re.compile(r"\]\(([^)#]+)")


def _links(notebook: Path) -> list[str]:
    """The relative targets of a lesson's Markdown links (not web addresses or other lessons)."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    text = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return [t for t in LINK.findall(text) if "://" not in t and not t.endswith(".ipynb")]


def test_lessons_writes_every_course_with_working_links(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """Every shipped lesson of the three courses lands in DIR/LANG/; its links to the rule book
    and the cheat sheet resolve inside DIR (written from the package), none reaches above DIR,
    and apart from those links each lesson is the shipped bytes (stored outputs kept)."""
    out = tmp_path / "course"
    assert main(["lessons", str(out), "--lang", "all"]) == 0
    printed = capsys.readouterr().out.splitlines()
    for lang in ("en", "it", "fi"):
        shipped = sorted((ROOT / "tutorials" / lang).glob("*.ipynb"))
        copies = sorted((out / lang).glob("*.ipynb"))
        assert [p.name for p in copies] == [p.name for p in shipped] and len(copies) == 17
        for lesson, copy in zip(shipped, copies, strict=True):
            assert copy.read_bytes() == lesson.read_bytes().replace(b"](../../assets/", b"](../assets/")
            for target in _links(copy):
                found = (copy.parent / target).resolve()
                assert found.is_relative_to(out.resolve()) and found.is_file(), (copy.name, target)
        assert (out / "assets" / lang / "rulebook.html").read_text(encoding="utf-8").startswith("<!")
        assert CLI_TEXTS["en"]["lessons-written"].format(
            lang=lang, count=17, path=(out / lessons.index(lang)).as_posix()) in printed  # type: ignore[operator]
    assert printed[-1] == CLI_TEXTS["en"]["lessons-next"].format(folder=str(out))


def test_a_learners_changes_are_kept_until_reset(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """A second `lessons DIR` keeps a lesson the learner changed and says so (in the
    language asked for); `--reset` puts it back as shipped."""
    lesson = tmp_path / "it" / "00-indice.ipynb"
    assert main(["lessons", str(tmp_path), "--lang", "it"]) == 0
    assert not (tmp_path / "en").exists()
    as_shipped = lesson.read_bytes()
    lesson.write_bytes(as_shipped + b"\n")
    capsys.readouterr()
    assert main(["lessons", str(tmp_path), "--lang", "it"]) == 0
    kept = CLI_TEXTS["it"]["lessons-kept"].format(path=lesson.as_posix())
    assert capsys.readouterr().out.splitlines()[0] == kept
    assert lesson.read_bytes() == as_shipped + b"\n"
    assert main(["lessons", str(tmp_path), "--lang", "it", "--reset"]) == 0
    assert lesson.read_bytes() == as_shipped and "--reset" not in capsys.readouterr().out


def test_a_stale_rule_book_is_replaced_but_not_rewritten_when_current(tmp_path: Path) -> None:
    """The rule book and cheat sheet are the package's, not the learner's: a copy left by an
    older version is replaced by a second `lessons DIR`; a current one is left untouched."""
    assert main(["lessons", str(tmp_path), "--lang", "fi"]) == 0
    book = tmp_path / "assets" / "fi" / lessons.ASSETS[0]
    current = book.read_bytes()
    book.write_text("an older version's rule book", encoding="utf-8")
    sheet = tmp_path / "assets" / "fi" / lessons.ASSETS[1]
    before = sheet.stat().st_mtime_ns
    assert main(["lessons", str(tmp_path), "--lang", "fi"]) == 0
    assert book.read_bytes() == current
    assert sheet.stat().st_mtime_ns == before


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_bad_folders_and_a_missing_jupyterlab_are_one_error_line(
        tmp_path: Path, lang: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A file given as DIR, or `lab` without JupyterLab, is one `error: …` line in the
    command's language, exit status 2, no traceback; nothing is written."""
    afile = tmp_path / "notes.txt"
    afile.write_text("mine", encoding="utf-8")
    monkeypatch.setenv("LANG", f"{lang}_{lang.upper()}.UTF-8")
    assert main(["lessons", str(afile)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: ") and "Traceback" not in err
    monkeypatch.setattr("importlib.util.find_spec", lambda name: None)
    assert main(["lab", str(tmp_path / "lab")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "pip install 'fiveup_viz[lab]'" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]
    assert len({Message("lessons.no-lab", install="x").say(o) for o in ("en", "it", "fi")}) == 3


def test_an_installation_without_the_course_says_how_to_get_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A package with no lessons beside it (a wheel built without tutorials/) is one error
    line naming `pip wheel` and `make lab`, and writes nothing."""
    monkeypatch.setattr(lessons, "HERE", tmp_path / "site-packages" / "fiveup_viz")
    assert main(["lessons", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "'pip wheel'" in err and "'make lab'" in err
    assert not (tmp_path / "out").exists()


def test_lab_passes_unknown_options_to_jupyterlab(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """`lab DIR --no-browser --ServerApp.x=1` starts JupyterLab with those options after its
    own (root allowed, the index lesson of the course asked for); other commands still refuse
    an unknown option."""
    started: list[list[str]] = []
    monkeypatch.setattr("subprocess.call", lambda argv: started.append(argv) or 0)
    monkeypatch.setattr(lessons, "widget_settings", lambda: None)
    assert main(["lab", str(tmp_path), "--lang", "fi", "--port", "8899", "--no-browser",
                 "--ServerApp.x=1"]) == 0
    (argv,) = started
    assert argv[:3] == [sys.executable, "-m", "jupyterlab"] and "--allow-root" in argv
    assert argv[-3:] == ["--LabApp.default_url=/lab/tree/fi/00-hakemisto.ipynb", "--no-browser",
                         "--ServerApp.x=1"]
    assert f"--ServerApp.root_dir={tmp_path.resolve()}" in argv and "--ServerApp.port=8899" in argv
    assert (tmp_path / "fi" / "00-hakemisto.ipynb").exists()
    assert run("replay", "x.json", "--no-browser").status == 2


def test_run_is_the_command_line_in_process(tmp_path: Path) -> None:
    """Lesson 12 (issue 21): `run(...)` gives what `fiveup-viz ...` prints and its status,
    without starting a process, so the cell runs in the browser (Pyodide) too."""
    done = run("diagrams", "--out", tmp_path, "--lang", "it")
    assert done.status == 0 and not done.errors
    assert set(done.output.splitlines()) == {f"ho scritto {p}" for p in tmp_path.rglob("*")
                                             if p.is_file()}  # issue 28: `wrote PATH`
    assert (tmp_path / "it" / "seed-01-4-4.svg").exists()
    bad = run("draw", "[1|4]", "-o", tmp_path / "x.txt")
    assert bad.status == 2 and bad.output == "" and bad.errors.startswith("error: ")
    assert str(bad) == bad.errors
    code = (ROOT / "course" / "12" / "code.md").read_text(encoding="utf-8")
    assert "subprocess" not in code and "sys.executable" not in code


def test_no_lesson_reads_a_file_by_a_repository_path() -> None:
    """The lessons' code never opens a repository file (assets/, ../, ROOT), so they run
    from any folder."""
    for source in sorted((ROOT / "course").glob("*/code.md")):
        code = source.read_text(encoding="utf-8")
        assert not re.search(r"assets/|\.\./|\bROOT\b|__file__", code), source
