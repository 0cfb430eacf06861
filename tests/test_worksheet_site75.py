"""Session 44, fixer site75: teach31 friction 2 (printing A/B for a class was not spelled out:
12 questions `--compact --versions 2` are 4 pages, versions A and B of 2 pages each, printed
double-sided once for every two pupils, 10 times for 20 pupils, not 20 times).

`worksheet` now says so after writing a students' PDF of several versions, in the user's
language; the README's worksheet paragraph quotes that line and its checklist line says it."""

from __future__ import annotations

import io
import re
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

pytest.importorskip("pypdf")
import pypdf

from fiveup_viz.cli.main import main
from tests.test_readme_checklist import TEACHERS, section, steps

A_B = ["worksheet", "--kind", "mix", "--count", "12", "--seed", "5", "--key", "none", "--compact"]

#: The line after the A/B sheet's, in each language, as the teacher reads it.
SAID = {
    "en": "versions A and B, 2 pages each: print the file double-sided, one copy for every 2 "
          "pupils, not one for each pupil",
    "it": "versioni A e B, 2 pagine ciascuna: stampa il file fronte-retro, una copia ogni 2 "
          "studenti, non una per studente",
    "fi": "versiot A ja B, kummassakin 2 sivua: tulosta tiedosto kaksipuolisena, yksi kappale 2 "
          "oppilasta kohden (ei jokaiselle oppilaalle omaa)",
}


def _run(argv: list[str]) -> list[str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = main(argv)
    assert (status, err.getvalue()) == (0, ""), argv
    return out.getvalue().splitlines()


@pytest.mark.parametrize("lang", list(SAID))
def test_an_a_b_sheet_says_how_to_print_it_for_a_class(tmp_path: Path, lang: str) -> None:
    """Teach31 friction 2: after `--versions 2 --key none` writes its 4 pages, the command says,
    in the user's language, that they are versions A and B of 2 pages each, to print
    double-sided once for every 2 pupils; the PDF's pages are indeed A, A, B, B."""
    out = tmp_path / "students-ab.pdf"
    lines = _run([*A_B, "--versions", "2", "--lang", lang, "-o", str(out)])
    assert len(lines) == 2 and "(4 " in lines[0]
    assert lines[1] == SAID[lang]
    if lang == "en":
        heads = [page.extract_text().split("\n", 1)[0] for page in pypdf.PdfReader(out).pages]
        assert [re.findall(r"version ([AB])", head) for head in heads] == [["A"], ["A"], ["B"], ["B"]]


def test_three_versions_and_one_version_and_a_sheet_with_its_key(tmp_path: Path) -> None:
    """Teach31 friction 2: three versions say A to C, one copy for every 3 pupils; a sheet of
    one version, or one with its key pages, gets no such line (nothing to divide)."""
    lines = _run([*A_B, "--versions", "3", "--lang", "en", "-o", str(tmp_path / "abc.pdf")])
    assert lines[1] == ("versions A to C, 2 pages each: print the file double-sided, one copy "
                        "for every 3 pupils, not one for each pupil")
    assert len(_run([*A_B, "--lang", "en", "-o", str(tmp_path / "a.pdf")])) == 1
    keyed = [*A_B[:-3], "--key", "page", "--compact", "--versions", "2", "--lang", "en"]
    assert len(_run([*keyed, "-o", str(tmp_path / "keyed.pdf")])) == 1


def test_the_readme_says_how_many_copies_of_an_a_b_sheet_to_print(tmp_path: Path) -> None:
    """Teach31 friction 2, where the teacher looks: the worksheet paragraph quotes the line the
    command prints after the A/B sheet, and says 10 copies for 20 pupils (not 20); the
    checklist's worksheet line says one copy for every two pupils."""
    said = " ".join(section(TEACHERS).split())
    line = _run([*A_B, "--versions", "2", "--lang", "en", "-o", str(tmp_path / "students-ab.pdf")])[1]
    assert f"`{line}`" in said
    assert "for 20 pupils, print the 4-page file 10 times" in said and "not 20 times" in said
    step = next(step for step in steps() if "--key none --versions 2" in step)
    assert "one copy for every two pupils" in step
