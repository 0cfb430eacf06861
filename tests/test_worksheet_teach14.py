"""Teacher trial 14, friction 5: the key's "The same sheet again" line printed
`fiveup-viz worksheet --kind mix --lang en --seed 5 --key none -o sheet.pdf` for a sheet made
with `--compact`: run as printed, the questions were the same but the sheet took 3 pages
instead of 2. The line now names every setting that shapes the students' copy (`--count`,
`--level`, `--lang`, `--seed`, `--paper`, `--versions`, `--compact` when given), default or not,
and run as printed it makes the same questions on the same pages (D4: the same seed gives the
same sheet)."""

from __future__ import annotations

import io
import re
import shlex
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.words.messages import text

pypdf = pytest.importorskip("pypdf")

#: The teacher's sheet (12 mixed questions, compact) and sheets with other settings.
SHEETS = [["--kind", "mix", "--seed", "5", "--compact"],
          ["--kind", "mix", "--seed", "5", "--count", "9", "--level", "2", "--paper", "letter",
           "--compact", "--versions", "2"],
          ["--kind", "counted", "--seed", "7", "--count", "14"]]


def pdf_text(path: Path) -> list[str]:
    return [page.extract_text() for page in pypdf.PdfReader(io.BytesIO(path.read_bytes())).pages]


def printed_command(key: Path, lang: str) -> list[str]:
    """The command the key prints after "The same sheet again:", as argv."""
    prefix = text(lang, "worksheet", "remake", command="COMMAND").split("COMMAND")[0].strip()
    flat = " ".join(" ".join(pdf_text(key)).split())
    found = re.findall(re.escape(prefix) + r" (fiveup-viz worksheet .*? -o \S+)", flat)
    assert len(set(found)) == 1 and len(found) == flat.count(prefix), flat  # one on each version's key
    return shlex.split(found[0])


@pytest.mark.parametrize(("sheet", "lang"), [(SHEETS[0], "en"), (SHEETS[0], "it"), (SHEETS[0], "fi"),
                                             (SHEETS[1], "fi"), (SHEETS[2], "en")],
                         ids=["teacher-en", "teacher-it", "teacher-fi", "every-setting", "not-compact"])
def test_the_keys_command_makes_the_same_questions_on_the_same_pages(
        tmp_path: Path, sheet: list[str], lang: str) -> None:
    """Friction 5: the students' copy (`--key none`) and the key (`--key only`) made with the
    same settings; the key's command names them all, and run as printed it makes the students'
    copy again: the same questions, the same number of pages, the same bytes."""
    settings = [*sheet, "--lang", lang]
    students, key = tmp_path / "students.pdf", tmp_path / "key.pdf"
    assert main(["worksheet", *settings, "--key", "none", "-o", str(students)]) == 0
    assert main(["worksheet", *settings, "--key", "only", "-o", str(key)]) == 0
    argv = printed_command(key, lang)
    for option in ("--count", "--level", "--lang", "--seed", "--paper", "--versions"):
        assert option in argv, (option, argv)
    assert ("--compact" in argv) == ("--compact" in sheet)
    again = tmp_path / "again.pdf"
    assert main([*argv[1:-1], str(again)]) == 0
    assert pdf_text(again) == pdf_text(students)
    assert len(pypdf.PdfReader(again).pages) == len(pypdf.PdfReader(students).pages)
