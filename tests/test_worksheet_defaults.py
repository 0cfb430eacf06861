"""Issue 30 (a worksheet default): the command a key prints (`sheet.remake`) names every
setting that shapes the sheet (teacher trial 14, friction 5), and the defaults are the command
line's and the functions', read from one place (`fiveup_viz.pages.worksheet.DEFAULTS`)."""

from __future__ import annotations

import inspect
import shlex
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest

from fiveup_viz.cli.main import main, parser
from fiveup_viz.pages import worksheet
from fiveup_viz.pages.worksheet import DEFAULTS, sheet

#: Every function that takes a sheet's settings.
FUNCTIONS: list[Callable[..., Any]] = [worksheet.write_worksheet, worksheet.document, sheet.worksheet,
                                       sheet.question_sets, sheet.questions, sheet.page,
                                       sheet.sheets_page, sheet.remake]
#: A value other than the default for each setting the students' copy's command may name.
OTHER = {"count": 6, "level": 2, "seed": 5, "paper": "letter", "compact": True, "versions": 2}


def test_the_command_line_and_the_functions_default_to_the_same_settings() -> None:
    """Every default of `DEFAULTS` is the command line's (`fiveup-viz worksheet -o F` with no
    other option) and every function's that takes the setting; the command line's `--lang`
    alone has none of its own (the environment's language)."""
    args = parser("en").parse_args(["worksheet", "-o", "sheet.html"])
    for name, default in asdict(DEFAULTS).items():
        assert getattr(args, name) == (None if name == "lang" else default), name
        taken = [f for f in FUNCTIONS if name in inspect.signature(f).parameters]
        assert taken, name
        for function in taken:
            parameter = inspect.signature(function).parameters[name]
            assert parameter.default in (default, inspect.Parameter.empty), (function, name)


@pytest.mark.parametrize("name", sorted(OTHER))
def test_the_keys_command_names_every_setting_that_shapes_the_sheet(name: str) -> None:
    """Teacher trial 6, finding 5 and issue 30; teacher trial 14, friction 5: `remake` names
    every setting that shapes the students' copy, at its default too (the flag `--compact`
    only when given), so the key shows how its sheet was made; the command line reads each
    back as given."""
    default = getattr(DEFAULTS, name)
    assert OTHER[name] != default
    plain = shlex.split(sheet.remake())
    assert (f"--{name}" in plain) == (default is not False)
    argv = shlex.split(sheet.remake(**{name: OTHER[name]}))
    assert f"--{name}" in argv
    args = parser("en").parse_args(argv[1:])
    assert getattr(args, name) == OTHER[name]
    assert getattr(parser("en").parse_args(plain[1:]), name) == default


def test_the_keys_command_makes_the_same_copy_whatever_the_environment_speaks(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 30: the command line's `--lang` defaults to the environment's language, not to
    `write_worksheet`'s English; a key of an English sheet printed `fiveup-viz worksheet ...`
    without `--lang`, which at an Italian teacher's terminal makes an Italian copy. Run as
    printed where the environment speaks Italian, the command makes the English students'
    copy byte for byte (D4: the same seed gives the same sheet)."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    settings = {"kind": "counted", "count": 3, "seed": 31}
    students = worksheet.document("html", key="none", **settings)
    argv = shlex.split(sheet.remake(**settings))
    assert argv[:2] == ["fiveup-viz", "worksheet"]
    again = tmp_path / "again.html"
    assert main([*argv[1:-1], str(again)]) == 0
    assert again.read_bytes() == students
