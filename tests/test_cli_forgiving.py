"""A command line that forgives (issue 31, point 7; teacher trial frictions 8 and 9): the
example games by name wherever a record is read, choices in any case, and help that lists the
choices and says what each kind of worksheet question asks, in the learner's language."""

from __future__ import annotations

from pathlib import Path

import pytest

from fiveup_viz.cli.main import cli_language, main
from fiveup_viz.pages.exercises import PRACTICE_KINDS
from fiveup_viz.words.fluent import LANGUAGES

EXAMPLES = Path(__file__).resolve().parent.parent / "fiveup_viz" / "rules" / "examples"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("command", [("replay",), ("replay", "--json"),
                                     ("describe", "--hand", "1", "--step", "2")])
def test_an_example_game_is_read_by_its_name(capsys: pytest.CaptureFixture[str],
                                             command: tuple[str, ...]) -> None:
    """Friction 8: `partners` reads as GameViewer("partners") does, the same as its file."""
    name, *rest = command
    by_name = run(capsys, name, "partners", *rest, "--lang", "it")
    by_file = run(capsys, name, str(EXAMPLES / "partners.json"), *rest, "--lang", "it")
    assert by_name == by_file and by_name[0] == 0 and by_name[1]


def test_html_writes_an_example_game_by_name(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path) -> None:
    """Friction 8: `fiveup-viz html partners -o p.html --lang it` writes the game's page."""
    code, out, err = run(capsys, "html", "partners", "-o", str(tmp_path / "p.html"), "--lang", "it")
    assert (code, err) == (0, "") and out == f"ho scritto {tmp_path / 'p.html'}\n"
    run(capsys, "html", str(EXAMPLES / "partners.json"), "-o", str(tmp_path / "f.html"),
        "--lang", "it")
    assert (tmp_path / "p.html").read_bytes() == (tmp_path / "f.html").read_bytes()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_name_that_is_neither_file_nor_example_lists_the_examples(
        capsys: pytest.CaptureFixture[str], lang: str) -> None:
    """Friction 8; teach22/teach23: the line began with an English "error:" in a Finnish
    command. No record was read, so it is the command's own error, its prefix in the command's
    language (cli `cli-error`; a record's error keeps RECORD.md's English one)."""
    from fiveup_viz.words.messages import CLI_TEXTS

    code, out, err = run(capsys, "replay", "partnrs", "--lang", lang)
    prefix = CLI_TEXTS[lang]["cli-error"].format(message="")
    assert code == 2 and not out and err.count("\n") == 1 and err.startswith(prefix)
    assert "'partnrs'" in err and all(p.stem in err for p in EXAMPLES.glob("*.json"))


def test_choices_are_taken_in_any_case(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Friction 9: `--paper A4`, `--lang IT` and `--kind Mix` were refused."""
    shouted = run(capsys, "worksheet", "--kind", "Mix", "--paper", "A4", "--lang", "IT",
                  "--count", "3", "-o", str(tmp_path / "a.html"))
    plain = run(capsys, "worksheet", "--kind", "mix", "--paper", "a4", "--lang", "it",
                "--count", "3", "-o", str(tmp_path / "b.html"))
    assert shouted[0] == plain[0] == 0 and "ho scritto" in shouted[1]  # IT speaks Italian
    assert (tmp_path / "a.html").read_bytes() == (tmp_path / "b.html").read_bytes()
    assert cli_language(["replay", "x", "--lang=Fi"]) == "fi"
    assert run(capsys, "simulate", "--strategy", "GREEDY")[0] == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_wrong_choice_is_still_refused_with_the_choices(capsys: pytest.CaptureFixture[str],
                                                          lang: str, tmp_path: Path) -> None:
    code, out, err = run(capsys, "worksheet", "--paper", "A3", "--lang", lang,
                         "-o", str(tmp_path / "a.html"))
    assert code == 2 and out == "" and err.count("\n") == 1 and "'a4', 'letter'" in err
    assert not (tmp_path / "a.html").exists()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_worksheet_help_lists_the_choices_and_what_each_kind_asks(
        capsys: pytest.CaptureFixture[str], lang: str) -> None:
    """Friction 9: `--kind TIPO` and `--paper FORMATO` hid the kinds and paper sizes."""
    code, out, _ = run(capsys, "worksheet", "--help", "--lang", lang)
    assert code == 0
    help_text = " ".join(out.split())
    kind_help = help_text.split("--kind", 2)[2].split("--count")[0]
    for kind in (*PRACTICE_KINDS, "mix"):
        assert f"{kind}, " in kind_help, (kind, kind_help)  # the kind, then what it asks
    assert "a4, letter" in help_text and "en, it, fi" in help_text
    assert kind_help.count(";") == len(PRACTICE_KINDS)  # one clause for each kind


@pytest.mark.parametrize(("command", "choices"), [
    ("simulate", "random, greedy, expert, coach"), ("draw", "colour, print, high-contrast"),
    ("diagrams", "en, it, fi, all"), ("lessons", "en, it, fi, all"), ("replay", "en, it, fi")])
@pytest.mark.parametrize("lang", ["it", "fi"])
def test_help_lists_the_choices_behind_a_translated_metavar(
        capsys: pytest.CaptureFixture[str], command: str, choices: str, lang: str) -> None:
    code, out, _ = run(capsys, command, "--help", "--lang", lang)
    assert code == 0 and choices in " ".join(out.split())
