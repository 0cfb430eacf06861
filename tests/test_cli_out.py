"""Issue 28 point 5 (security probe F7): one behaviour for every command that writes a file.

Its `--out` is checked before any work, the same way for every command: an empty name, a
folder or a missing folder is bad input (exit status 2), a file the system will not let it
replace (a link to /dev/full) is refused output (exit status 1, the file named). Done, each
command says what it wrote, on one line, in its language.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fiveup_viz import simulate, to_record
from fiveup_viz.cli.main import main
from fiveup_viz.pages import rulebook
from fiveup_viz.rules.record import dumps
from tests.test_atomic_writers import (
    COMMAND_IDS,
    COMMANDS,
    argv,
    needs_dev_full,
    one_error_line,
)

#: The same commands given bad input as well: the --out error must come first (before the work
#: that would find the bad input). The rule book has no input to spoil; its build is refused.
SPOILED = {"review": ("REC", "missing.json"), "render": ("REC", "missing.json"),
           "html": ("REC", "missing.json"), "draw": ("[1|4]", "[9|9]"),
           "worksheet": ("2", "61"), "rulebook": ("", "")}


def spoiled(name: str, args: list[str]) -> list[str]:
    old, bad = SPOILED[name]
    return [bad if a == old and old else a for a in args]


@pytest.fixture(scope="module")
def game_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("rec") / "game.json"
    path.write_text(dumps(to_record(simulate(2, seed=1, hands=1))), "utf-8")
    return path


@pytest.fixture
def no_work(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(lang: str) -> str:
        raise AssertionError("the rule book was built before --out was checked")

    monkeypatch.setattr(rulebook, "build", refuse)


BAD_OUT = [  # (--out, exit status, what the error line says)
    ("", 2, "--out needs a file name"),
    (".", 2, "--out '.' is a folder"),
    ("none/x", 2, "--out 'none/x{suffix}': the folder 'none' does not exist"),
    ("a\0b", 2, "cannot write 'a\\x00b{suffix}': embedded null byte"),  # from Python: run(...)
]


@pytest.mark.parametrize(("out", "status", "says"), BAD_OUT,
                         ids=["empty", "folder", "missing", "nul"])
@pytest.mark.parametrize(("name", "args", "suffix"), COMMANDS, ids=COMMAND_IDS)
def test_a_bad_out_is_refused_before_any_work_by_every_command(
        name: str, args: list[str], suffix: str, out: str, status: int, says: str,
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        no_work: None) -> None:
    """Probe F7: `html -o ''` or `-o <folder>` exited 1 after all the work; `draw` and
    `rulebook` said "cannot write" for a missing folder. Now: exit 2, the same words."""
    monkeypatch.chdir(tmp_path)
    given = out + suffix if out not in ("", ".") else out
    code = main(spoiled(name, argv(args, Path("missing.json"), given)))
    printed, err = capsys.readouterr()
    assert (code, printed) == (status, "")
    one_error_line(err, says.format(suffix=suffix))
    assert list(tmp_path.iterdir()) == []


@needs_dev_full
@pytest.mark.parametrize(("name", "args", "suffix"), COMMANDS, ids=COMMAND_IDS)
def test_a_file_that_cannot_be_replaced_is_refused_before_any_work(
        name: str, args: list[str], suffix: str, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        no_work: None) -> None:
    """Exit 1, the system refused the output (draw and rulebook said 2), naming the file."""
    monkeypatch.chdir(tmp_path)
    Path(f"full{suffix}").symlink_to("/dev/full")
    code = main(spoiled(name, argv(args, Path("missing.json"), f"full{suffix}")))
    printed, err = capsys.readouterr()
    assert (code, printed) == (1, "")
    one_error_line(err, f"cannot write 'full{suffix}': Not a regular file")


WROTE = {"en": "wrote {path}", "it": "ho scritto {path}", "fi": "tiedosto kirjoitettu: {path}"}


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
@pytest.mark.parametrize(("name", "args", "suffix"), COMMANDS, ids=COMMAND_IDS)
def test_every_command_says_what_it_wrote(name: str, args: list[str], suffix: str, lang: str,
                                          game_file: Path, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """One line, the last, in the command's language (html, draw, render, rulebook, worksheet
    and review said nothing)."""
    if name == "review" and lang != "en":
        pytest.skip("the review itself is the same in every language; en shows the line")
    monkeypatch.setenv("LC_ALL", f"{lang}_{lang.upper()}.UTF-8")
    out = tmp_path / f"made{suffix}"
    words = argv(args, game_file, out)
    if name == "rulebook":
        words[words.index("--lang") + 1] = lang  # its --lang is required
    assert main(words) == 0
    printed, err = capsys.readouterr()
    assert err == "" and out.is_file()
    assert printed.splitlines()[-1] == WROTE[lang].format(path=out)
    assert printed.count(str(out)) == 1


def test_diagrams_says_each_file_it_wrote(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["diagrams", "--out", str(tmp_path), "--lang", "fi"]) == 0
    printed = capsys.readouterr().out.splitlines()
    written = sorted(str(p) for p in (tmp_path / "fi").iterdir())
    assert sorted(printed) == [WROTE["fi"].format(path=p) for p in written]
