"""Worksheets a teacher trusts (teacher trial 5, issue 31 points 4 and 6): the key printed alone
says which sheet it answers and how to make that sheet again (finding 4), and no question
offers a lone choice, which would be its own answer (finding 7). What is read is what the
teacher reads: the words of the HTML and PDF files the command writes."""

from __future__ import annotations

import html
import re
import shlex
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.pages.exercises import PRACTICE_KINDS
from fiveup_viz.pages.worksheet import question_sets
from fiveup_viz.words.messages import text
from tests.test_worksheet import page_texts
from tests.test_worksheet_copies import visible

#: Two versions of a short mixed sheet, as a teacher with several sheets prints them.
SHEET = ["--kind", "mix", "--count", "6", "--level", "2", "--seed", "31", "--versions", "2"]


def say(lang: str, key: str, **values: object) -> str:
    return text(lang, "worksheet", key, **values)


def words(page: str) -> str:
    """A page's visible words, spaces and line breaks as single spaces."""
    return " ".join(page.split())


def made(tmp_path: Path, name: str, *argv: str) -> Path:
    out = tmp_path / name
    assert main(["worksheet", *argv, "-o", str(out)]) == 0
    return out


def sheet_lines(page: str) -> list[str]:
    """The lines under each version's title on the students' copy: what names the sheet."""
    return [words(visible(p)) for p in re.findall(r'<p class="muted about">(.*?)</p>', page)]


# -- finding 4: the key alone names its sheet --------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_key_alone_names_its_sheet_as_the_sheet_does(tmp_path: Path, lang: str) -> None:
    """Teacher trial 5, finding 4: the key printed with `--key only` says the sheet's title and
    version, seed and question kinds in the very words the students' copy prints them."""
    students = made(tmp_path, "s.html", *SHEET, "--lang", lang, "--key", "none").read_text("utf-8")
    key = words(visible(made(tmp_path, "k.html", *SHEET, "--lang", lang,
                             "--key", "only").read_text("utf-8")))
    titles = [words(visible(t)) for t in re.findall(r"<h1>(.*?)</h1>", students)]
    lines = sheet_lines(students)
    assert len(titles) == 2 and len(lines) == 4  # versions A and B: count/level/seed, kinds
    for v, title in enumerate(titles):
        assert say(lang, "version", letter="AB"[v]) in title
        assert say(lang, "key-for", title=title) in key
    for line in lines:
        assert line in key
    assert "31" in lines[0] and "0" not in lines[0].split()  # the seed, not a sheet "0"


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_keys_command_makes_the_same_sheet_again(tmp_path: Path, lang: str) -> None:
    """Teacher trial 5, finding 4: the command the key prints, run as printed, makes the same
    sheet (D4: the same seed gives the same sheet), so a key found alone finds its sheet: the
    students' copy, `--key none` (teacher trial 6, finding 5)."""
    key = words(visible(made(tmp_path, "whole.html", *SHEET, "--lang", lang).read_text("utf-8")))
    first = made(tmp_path, "first.html", *SHEET, "--lang", lang, "--key", "none").read_bytes()
    prefix = say(lang, "remake", command="COMMAND").split("COMMAND")[0].strip()
    found = re.findall(re.escape(prefix) + r" (fiveup-viz worksheet .*? -o \S+)", key)
    assert len(found) == 2 and found[0] == found[1]  # each version's key: one command
    argv = shlex.split(found[0])[1:]  # after fiveup-viz
    again = tmp_path / "again.html"
    assert main([*argv[:-1], str(again)]) == 0
    assert again.read_bytes() == first


def test_the_pdf_key_alone_names_its_sheet(tmp_path: Path) -> None:
    """Teacher trial 5, finding 4, in the PDF the teacher printed: the key's first page names
    version A's title, seed and kinds, and the command (wrapped lines joined)."""
    pytest.importorskip("svg2pdf_py")
    students = made(tmp_path, "s.html", *SHEET, "--key", "none").read_text("utf-8")
    pages = [words(t) for t in page_texts(made(tmp_path, "k.pdf", *SHEET,
                                                "--key", "only").read_bytes())]
    title = words(visible(re.findall(r"<h1>(.*?)</h1>", students)[0]))
    assert pages[0].startswith(say("en", "key-title-version", version=say("en", "version",
                                                                           letter="A")))
    assert say("en", "key-for", title=title) in pages[0]
    assert all(line in pages[0] for line in sheet_lines(students)[:2])
    assert "fiveup-viz worksheet --kind mix --count 6 --level 2 --lang en --seed 31 --paper a4 " \
           "--versions 2 --key none -o sheet.pdf" in pages[0]  # the students' copy: teacher trial 6,
    # finding 5, with every setting named (teacher trial 14, friction 5)


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_key_alone_is_titled_with_its_sheets_name(tmp_path: Path, lang: str) -> None:
    """Issue 31, point 4 (teacher trial 5, finding 4): the key printed alone had the HTML
    `<title>` and PDF title "Answer key", the same for every sheet; both now name the sheet in
    the words of the key's first line (and of the students' copy's title)."""
    short = ["--kind", "counted", "--count", "3", "--seed", "31", "--lang", lang]
    students = made(tmp_path, "s.html", *short, "--key", "none").read_text("utf-8")
    sheet = words(visible(re.findall(r"<h1>(.*?)</h1>", students)[0]))
    key = made(tmp_path, "k.html", *short, "--key", "only").read_text("utf-8")
    title = html.unescape(re.findall(r"<title>(.*?)</title>", key)[0])
    first_line = words(visible(re.findall(r'<p class="muted sheet">(.*?)</p>', key)[0]))
    assert title == first_line == say(lang, "key-for", title=sheet)
    if lang == "en":
        pytest.importorskip("svg2pdf_py")
        from pypdf import PdfReader

        pdf = PdfReader(made(tmp_path, "k.pdf", *short, "--key", "only"))
        assert pdf.metadata is not None and pdf.metadata.title == title


# -- finding 7: every choice question offers at least two choices ------------------------------
def test_no_question_offers_fewer_than_two_choices() -> None:
    """Teacher trial 5, finding 7: a counted-ends question on a lone opening double (R14: it
    counts both halves) offered one choice, its own answer. Over many seeds, every practice
    kind and every level, each choice question offers two choices or more."""
    lone = []
    for kind in PRACTICE_KINDS:
        for level in (1, 2, 3):
            for seed in range(12 if kind in ("counted", "legal") else 2):
                for q in question_sets(kind=kind, count=4, level=level, seed=seed)[0]:
                    if q.choices and len(q.choices) < 2:
                        lone.append((kind, level, seed, q.text))
    assert lone == []


def test_a_sheet_of_blocked_hands_is_made_for_every_seed(tmp_path: Path) -> None:
    """Found counting choices for finding 7: `--kind blocked --level 2 --seed 34` stopped with a
    traceback (no blocked hand of three players in 400 simulated hands; R25). A sheet is made."""
    out = made(tmp_path, "b.html", "--kind", "blocked", "--count", "6", "--level", "2",
               "--seed", "34")
    assert out.read_text("utf-8").count('data-kind="blocked"') == 12  # 6 questions, 6 answers
