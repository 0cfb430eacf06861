"""`fiveup-viz lessons DIR` and `fiveup-viz lab [DIR]` (issue 21 item 3): the course written
from the installed package into any folder, runnable there with no path into the repository,
and lesson 12's command-line cell run in-process (the browser has no processes)."""

from __future__ import annotations

import json
import os
import re
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main, run
from fiveup_viz.pages import lessons
from fiveup_viz.words.errors import Message
from fiveup_viz.words.messages import CLI_TEXTS
from fiveup_viz.words.quoting import quote

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
    monkeypatch.setenv("LC_ALL", f"{lang}_{lang.upper()}.UTF-8")
    assert main(["lessons", str(afile)]) == 2
    err = capsys.readouterr().err
    prefix = PREFIX[lang]  # teacher trial 10: the language's own word
    assert err.count("\n") == 1 and err.startswith(prefix) and "Traceback" not in err
    assert err == f"{prefix}{Message('lessons.folder', folder=str(afile)).say(lang)}\n"
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
    monkeypatch.setattr("fiveup_viz.cli.course._run_lab", lambda argv: started.append(argv) or 0)
    monkeypatch.setattr(lessons, "lab_settings", lambda: None)
    assert main(["lab", str(tmp_path), "--lang", "fi", "--port", "8899", "--no-browser",
                 "--ServerApp.x=1"]) == 0
    (argv,) = started
    assert argv[:3] == [sys.executable, "-m", "jupyterlab"] and "--allow-root" in argv
    assert argv[-3:] == ["--LabApp.default_url=/lab/tree/fi/00-hakemisto.ipynb", "--no-browser",
                         "--ServerApp.x=1"]
    assert f"--ServerApp.root_dir={tmp_path.resolve()}" in argv and "--ServerApp.port=8899" in argv
    assert (tmp_path / "fi" / "00-hakemisto.ipynb").exists()
    assert run("replay", "x.json", "--no-browser").status == 2


@pytest.mark.parametrize(("options", "opens"), [([], True), (["--no-browser"], False),
                                                 (["--ServerApp.open_browser=False"], False),
                                                 (["--no-browser", "--ServerApp.open_browser=True"], True)])
def test_lab_says_opens_now_only_when_a_browser_opens(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str],
                                                      options: list[str], opens: bool) -> None:
    """Teacher trial 9, finding 8: `lab --no-browser` printed "<- opens now" beside the course's
    address though no browser opens; the address is printed either way, the arrow only when
    JupyterLab opens a browser (its default; the last of its options wins)."""
    monkeypatch.setattr("fiveup_viz.cli.course._run_lab", lambda argv: 0)
    monkeypatch.setattr(lessons, "lab_settings", lambda: None)
    assert main(["lab", str(tmp_path), "--lang", "en", *options]) == 0
    lines = capsys.readouterr().out.splitlines()
    line = next(line for line in lines if "/lab/tree/en/" in line)
    assert line.endswith("<- opens now") is opens, line
    assert sum("<- opens now" in line for line in lines) == int(opens)


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


# Issue 28 point 2: `lessons DIR` stays inside DIR and never loses a learner's work
# (security probe F4, F6, and F1 for the writes).

def _tree(folder: Path) -> dict[str, str | bytes]:
    """Every entry under `folder` as it is, links not followed: a file's bytes, a link's
    target, a folder's mark."""
    found: dict[str, str | bytes] = {}
    for path in sorted(folder.rglob("*")):
        name = path.relative_to(folder).as_posix()
        found[name] = f"-> {os.readlink(path)}" if path.is_symlink() else \
            "<folder>" if path.is_dir() else path.read_bytes()
    return found


#: The error line's first word in each language (cli `cli-error`, teacher trial 10).
PREFIX = {"en": "error: ", "it": "errore: ", "fi": "virhe: "}


def _one_error(err: str) -> str:
    assert err.count("\n") == 1 and err.startswith(tuple(PREFIX.values())) and \
        "Traceback" not in err, err
    return err


def _first_lesson(lang: str = "en") -> str:
    return sorted((ROOT / "tutorials" / lang).glob("*.ipynb"))[1].name


def _link_cases(course: Path, outside: Path) -> dict[str, tuple[Path, Path, list[str]]]:
    """Each kind of link the probe (F4) wrote through: the link, its target, extra arguments."""
    lesson = _first_lesson()
    return {
        "lesson to an outside file": (course / "en" / lesson, outside / "victim.ipynb", []),
        "lesson to an outside file, --reset": (course / "en" / lesson, outside / "victim.ipynb",
                                               ["--reset"]),
        "dangling lesson": (course / "en" / lesson, outside / "new.ipynb", []),
        "course folder": (course / "en", outside / "folder", []),
        "assets folder": (course / "assets", outside / "folder", []),
        "assets language folder": (course / "assets" / "en", outside / "folder", []),
        "rule book": (course / "assets" / "en" / "rulebook.html", outside / "victim.html", []),
        "rule book to /dev/full": (course / "assets" / "en" / "rulebook.html", Path("/dev/full"), []),
    }


@pytest.mark.parametrize("kind", list(_link_cases(Path(), Path())))
def test_a_link_on_the_way_out_of_dir_is_refused_and_nothing_is_written(
        tmp_path: Path, kind: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Security probe F4: a lesson, a course folder, `assets/`, `assets/en/` or a rule book that
    is a symbolic link (to a file or folder outside DIR, dangling, or to /dev/full; also with
    `--reset`) is one `error: …` line naming the link, exit 2, and nothing is written: not
    outside DIR, not inside it."""
    course, outside = tmp_path / "course", tmp_path / "outside"
    assert main(["lessons", str(course), "--lang", "en"]) == 0
    (outside / "folder").mkdir(parents=True)
    (outside / "folder" / "mine.txt").write_text("the learner's own", encoding="utf-8")
    (outside / "victim.ipynb").write_text("not to be overwritten", encoding="utf-8")
    (outside / "victim.html").write_text("not to be overwritten", encoding="utf-8")
    link, target, extra = _link_cases(course, outside)[kind]
    shutil.rmtree(link) if link.is_dir() else link.unlink()
    link.symlink_to(target, target_is_directory=target.is_dir())
    (course / "en" / "00-index.ipynb").unlink(missing_ok=True)  # a lesson it would write
    before, inside = _tree(outside), _tree(course)
    capsys.readouterr()
    assert main(["lessons", str(course), "--lang", "en", *extra]) == 2
    err = _one_error(capsys.readouterr().err)
    assert str(link) in err and "link" in err
    assert _tree(outside) == before and _tree(course) == inside


def test_a_link_is_refused_by_lab_before_jupyterlab_starts(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Security probe F4 for `lab DIR`: `DIR/assets` a link out of DIR is one error line, exit
    2; JupyterLab is not started and the link's target is untouched."""
    started: list[list[str]] = []
    monkeypatch.setattr("fiveup_viz.cli.course._run_lab", lambda argv: started.append(argv) or 0)
    monkeypatch.setattr(lessons, "lab_settings", lambda: None)
    outside = tmp_path / "outside"
    outside.mkdir()
    (tmp_path / "lab").mkdir()
    (tmp_path / "lab" / "assets").symlink_to(outside, target_is_directory=True)
    assert main(["lab", str(tmp_path / "lab")]) == 2
    assert str(tmp_path / "lab" / "assets") in _one_error(capsys.readouterr().err)
    assert not started and not list(outside.iterdir())


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_a_link_error_is_said_in_the_commands_language(
        tmp_path: Path, lang: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Security probe F4: the refusal names the link and DIR in the command's language
    (en, it, fi), each in its own words."""
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "assets").symlink_to(tmp_path, target_is_directory=True)
    monkeypatch.setenv("LC_ALL", f"{lang}_{lang.upper()}.UTF-8")
    assert main(["lessons", str(tmp_path / "c")]) == 2
    said = Message("lessons.link", path=quote(str(tmp_path / "c" / "assets"), lessons.PATH_QUOTE),
                   folder=quote(str(tmp_path / "c"), lessons.PATH_QUOTE)).say(lang)
    assert _one_error(capsys.readouterr().err) == f"{PREFIX[lang]}{said}\n"
    texts = {Message("lessons.link", path="P", folder="D").say(o) for o in ("en", "it", "fi")}
    assert len(texts) == 3


def test_dir_given_as_a_link_is_used_and_other_links_in_it_are_left_alone(tmp_path: Path) -> None:
    """Security probe F4, what still works: DIR itself may be a link the user gave (it is
    resolved once), and a link in DIR that `lessons` does not write through is no concern."""
    real = tmp_path / "real"
    real.mkdir()
    (tmp_path / "given").symlink_to(real, target_is_directory=True)
    (real / "my-data").symlink_to(tmp_path, target_is_directory=True)
    assert main(["lessons", str(tmp_path / "given"), "--lang", "en"]) == 0
    assert lessons.count(real, "en") == 17 and (real / "assets" / "en" / "rulebook.html").is_file()
    assert (real / "my-data").is_symlink()


@pytest.mark.parametrize("command", ["lessons", "lab"])
def test_an_empty_dir_is_refused(tmp_path: Path, command: str, capsys: pytest.CaptureFixture[str],
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Security probe F4: `lessons ''` (and `lab ''`) is one error line, exit 2, like other
    commands refuse an empty path; nothing is written into the current folder."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("fiveup_viz.cli.course._run_lab", lambda argv: 0)
    monkeypatch.setattr("importlib.util.find_spec", lambda name: object())
    assert main([command, ""]) == 2
    _one_error(capsys.readouterr().err)
    assert not list(tmp_path.iterdir())


def test_a_lesson_that_is_no_longer_a_notebook_is_restored_and_kept_aside(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Security probe F6: a lesson cut short by an earlier failed write is not reported as
    "your changes, kept". It is named, put back as it ships, and the broken copy is kept
    beside it under a name that is not a lesson (a later one replaces no earlier copy and
    follows no link); the learner's real changes to other lessons are kept."""
    assert main(["lessons", str(tmp_path), "--lang", "en"]) == 0
    broken, changed = tmp_path / "en" / _first_lesson(), tmp_path / "en" / "00-index.ipynb"
    shipped = broken.read_bytes()
    changed.write_bytes(changed.read_bytes() + b"\n")
    mine = changed.read_bytes()
    broken.write_bytes(shipped[:12288])
    capsys.readouterr()
    assert main(["lessons", str(tmp_path), "--lang", "en"]) == 0
    out = capsys.readouterr().out.splitlines()
    aside = broken.with_name(broken.name + ".broken")
    assert CLI_TEXTS["en"]["lessons-restored"].format(
        path=broken.as_posix(), aside=aside.as_posix()) in out
    assert CLI_TEXTS["en"]["lessons-kept"].format(path=broken.as_posix()) not in out
    assert CLI_TEXTS["en"]["lessons-kept"].format(path=changed.as_posix()) in out
    assert broken.read_bytes() == shipped and aside.read_bytes() == shipped[:12288]
    assert changed.read_bytes() == mine and lessons.count(tmp_path, "en") == 17
    broken.write_bytes(b"")
    taken = broken.with_name(broken.name + ".broken-2")
    taken.symlink_to(tmp_path / "outside")  # a name in the way is skipped, never followed
    assert main(["lessons", str(tmp_path), "--lang", "en"]) == 0
    third = broken.with_name(broken.name + ".broken-3")
    assert third.read_bytes() == b"" and aside.read_bytes() == shipped[:12288]
    assert broken.read_bytes() == shipped and not (tmp_path / "outside").exists()
    assert len({CLI_TEXTS[o]["lessons-restored"] for o in ("en", "it", "fi")}) == 3


def _unwritable(data: Path, how: str) -> Path:
    """A Jupyter data folder that refuses to store trust even to root; the path it names."""
    if how == "its parent is a file":
        data.parent.joinpath("a-file").write_text("", encoding="utf-8")
        return data.parent / "a-file" / "data"
    if how == "its secret is a folder":
        (data / "notebook_secret").mkdir(parents=True)
        return data / "notebook_secret"
    (data / "nbsignatures.db" / "mine").mkdir(parents=True)  # nbformat cannot open it,
    (data / "nbsignatures.db.bak" / "mine").mkdir(parents=True)  # nor move it aside
    return data / "nbsignatures.db"


@pytest.mark.parametrize("how", ["its parent is a file", "its secret is a folder",
                                 "its database cannot be opened"])
def test_an_unwritable_jupyter_data_folder_is_one_line_and_the_course_is_written(
        tmp_path: Path, how: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Security probe F6: where notebooks are trusted (the Jupyter data folder) refuses to
    store it, in ways that refuse root too: one line names the file, every lesson is still
    written and the run succeeds. With a writable data folder the lessons are trusted."""
    nbformat = pytest.importorskip("nbformat")
    from nbformat.sign import NotebookNotary

    named = _unwritable(tmp_path / "data", how)
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(named.parent if "parent" not in how else named))
    assert main(["lessons", str(tmp_path / "c"), "--lang", "it"]) == 0
    out, err = capsys.readouterr()
    assert err.count("\n") == 1 and str(named) in err, err
    assert "Traceback" not in err and err.endswith(CLI_TEXTS["it"]["lessons-untrusted"].format(why="")
                                                   .lstrip(": ") + "\n")
    assert lessons.count(tmp_path / "c", "it") == 17
    assert (tmp_path / "c" / "assets" / "it" / "cheat-sheet.html").is_file()
    assert out.splitlines()[-1] == CLI_TEXTS["it"]["lessons-next"].format(folder=str(tmp_path / "c"))
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "good"))
    assert main(["lessons", str(tmp_path / "c2"), "--lang", "it"]) == 0
    assert not capsys.readouterr().err
    notary = NotebookNotary(data_dir=str(tmp_path / "good"))
    lesson = next((tmp_path / "c2" / "it").glob("00-*.ipynb"))
    assert notary.check_signature(nbformat.read(lesson, as_version=4))


def _limited(argv: list[str], limit: int, data_dir: Path) -> subprocess.CompletedProcess[str]:
    """`python -m fiveup_viz ARGV` with files limited to `limit` bytes (`ulimit -f`)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1",
           "JUPYTER_DATA_DIR": str(data_dir), "LANG": "C.UTF-8"}
    env.pop("LANGUAGE", None)
    env.pop("LC_ALL", None)
    return subprocess.run([sys.executable, "-m", "fiveup_viz", *argv], env=env, text=True,
                          capture_output=True, timeout=300, check=False,
                          preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit)))


def test_a_file_size_limit_leaves_every_lesson_whole(tmp_path: Path) -> None:
    """Security probe F1/F6 (`ulimit -f`): a `--reset` refused part way leaves every lesson
    either the learner's copy or the shipped one, each whole, exit 1 with one line naming the
    file, and no temporary file; a first run refused part way leaves no half lesson."""
    course, shipped = tmp_path / "c", {p.name: lessons.as_copied(p) for p in
                                       (ROOT / "tutorials" / "en").glob("*.ipynb")}
    limit = sorted(len(b) for b in shipped.values())[len(shipped) // 2]
    assert main(["lessons", str(course), "--lang", "en"]) == 0
    for name, data in shipped.items():
        (course / "en" / name).write_bytes(data + b"\n")
    done = _limited(["lessons", str(course), "--lang", "en", "--reset"], limit, tmp_path / "data")
    for name, data in shipped.items():
        assert (course / "en" / name).read_bytes() in (data, data + b"\n"), name
    assert done.returncode == 1 and _one_error(done.stderr)
    assert "File too large" in done.stderr and str(course / "en") in done.stderr
    fresh = tmp_path / "fresh"
    done = _limited(["lessons", str(fresh), "--lang", "en"], limit, tmp_path / "data")
    assert done.returncode == 1 and _one_error(done.stderr)
    for copy in (fresh / "en").iterdir():
        assert copy.read_bytes() == shipped[copy.name], copy.name
    assert len(list((fresh / "en").iterdir())) < len(shipped)
    left = [p for p in (*course.rglob("*"), *fresh.rglob("*")) if p.name.endswith(".tmp")]
    assert not left


def test_a_broken_lesson_that_cannot_be_kept_aside_stays_as_it_is(tmp_path: Path) -> None:
    """Security probe F6 with F1: when the copy of a broken lesson cannot be written (a file-size
    limit), the broken lesson stays byte for byte, exit 1 naming the copy, and no empty or
    half copy or temporary file is left."""
    assert main(["lessons", str(tmp_path / "c"), "--lang", "en"]) == 0
    broken = tmp_path / "c" / "en" / _first_lesson()
    cut = broken.read_bytes()[:12288]
    broken.write_bytes(cut)
    done = _limited(["lessons", str(tmp_path / "c"), "--lang", "en"], 8192, tmp_path / "data")
    assert done.returncode == 1 and f"{broken}.broken" in _one_error(done.stderr)
    assert broken.read_bytes() == cut
    assert sorted(p.name for p in broken.parent.iterdir() if not p.name.endswith(".ipynb")) == []


def test_lab_writes_its_widget_setting_whole_or_not_at_all(tmp_path: Path) -> None:
    """Security probe F1 for `lab`: the JupyterLab settings it writes (overrides.json) are
    written atomically; under a file-size limit the learner's own settings stay byte for byte
    and no temporary file is left."""
    folder = tmp_path / "share" / "jupyter" / "lab" / "settings"
    folder.mkdir(parents=True)
    mine = json.dumps({"theme": {"name": "x" * 20000}}, indent=2).encode("utf-8")
    (folder / "overrides.json").write_bytes(mine)
    code = ("import sys; sys.prefix = sys.argv[1]; from fiveup_viz.pages import lessons; "
            "lessons.lab_settings()")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1"}
    subprocess.run([sys.executable, "-c", code, str(tmp_path)], env=env, check=True, timeout=120,
                   preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_FSIZE, (8192, 8192)))
    assert (folder / "overrides.json").read_bytes() == mine
    assert sorted(p.name for p in folder.iterdir()) == ["overrides.json"]
    subprocess.run([sys.executable, "-c", code, str(tmp_path)], env=env, check=True, timeout=120)
    settings = json.loads((folder / "overrides.json").read_text(encoding="utf-8"))
    assert settings["theme"] == {"name": "x" * 20000}
    assert settings["@jupyter-widgets/jupyterlab-manager:plugin"] == {"saveState": True}
