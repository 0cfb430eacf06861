"""Printable worksheets: practice questions with a space for each answer, and an answer key on
a page of its own (issue 23).

    >>> html = worksheet(kind="score", count=12, level=2, lang="it", seed=5)
    >>> write_worksheet("sheet.html", kind="mix")        # or "sheet.pdf" (the `export` extra)

The questions are `fiveup_viz.pages.exercises.practice` questions; the same arguments give the same
bytes. A picture shows only what the question asks about, never the marks that would give the
answer away:

- score, counted, legal: the tiles on the table only, with no filled numbers on counted ends,
  no hollow dots on legal points and no caption (sum, points, legend);
- round: the tiles to add up, with no total;
- going-out, blocked: every player's tiles with no pip sum at the end of each row.

A choice question lists its choices under letters (A, B, ...) to circle (paper's words, never
a screen's: `sheet.text_on_paper`), at least two, and when several may be right at least one
wrong (`exercises.offers_a_choice`); a number question has a box. A legal question's tile to place
is drawn after the words "Tile to place:", apart from the layout (`sheet.to_place`). A sheet
that draws layouts explains their frames (the spinner's border, the ring of the tile placed
last) under its instructions.

For copying (issue 31): `key="none"` is the students' copy, `key="only"` the teacher's key
alone; `compact=True` flows the questions down two columns with smaller pictures (12 mixed
questions of level 1 on 2 A4 or Letter pages: teacher trial 13); `versions=2` puts versions A
and B (the same kinds, other questions) in one document, each version's questions from a new
page, then each version's key. The key stands in two columns (20 answers on one A4 page where
their words fit: en levels 1-2, it level 1). In the PDF the questions fill page 1's columns
first, each question whole, and the last page's two columns share the rest (teacher trial 16);
the key's pages are balanced (no answer alone on the last page); the key prints the command
that makes the students' copy (`--key none`).

The key gives each answer, the question's explanation in its language and the rules that
explanation cites. The page prints on A4 or Letter with no question cut in two
(`break-inside: avoid`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from fiveup_viz.pages.worksheet.sheet import (
    DEFAULTS,
    FORMATS,
    KEYS,
    LETTERS,
    MAX_COUNT,
    MAX_VERSIONS,
    MIX,
    PAPERS,
    answer_letters,
    check_key,
    check_versions,
    page,
    pictures,
    question_sets,
    questions,
    remake,
    rules,
    sheets_page,
    worksheet,
)
from fiveup_viz.pages.worksheet.sheet import check as _check  # the settings, checked first
from fiveup_viz.rules.checks import check_flag, check_path, check_str
from fiveup_viz.words.errors import InvalidExerciseError, Message


def format_of(path: str | Path) -> str:
    """html or pdf, from the file name's suffix (ExportError for any other)."""
    from fiveup_viz.drawing.export import ExportError

    fmt = FORMATS.get(check_path(path).suffix.lower())
    if fmt is None:
        raise ExportError(Message("worksheet.format", path=repr(str(path))))
    return fmt


def document(fmt: str, *, kind: str = DEFAULTS.kind, kinds: Sequence[str] | None = None,
             count: int = DEFAULTS.count, level: int = DEFAULTS.level, lang: str = DEFAULTS.lang,
             seed: int = DEFAULTS.seed, paper: str = DEFAULTS.paper, key: str = DEFAULTS.key,
             compact: bool = DEFAULTS.compact, versions: int = DEFAULTS.versions) -> bytes:
    """The worksheet as the bytes of an HTML page (`fmt` html) or a PDF (pdf: `export` extra);
    `key`, `compact` and `versions` as for `worksheet`."""
    _check(count, level, lang, paper, seed)
    if check_str(fmt, "fmt") not in set(FORMATS.values()):
        raise InvalidExerciseError(Message("worksheet.fmt", fmt=repr(fmt)))
    check_key(key)
    check_flag(compact, "compact")
    check_versions(versions)
    if fmt == "pdf":
        from fiveup_viz.pages.worksheet.pdf import check_extra, pdf

        check_extra()  # before the questions are made: nothing is done for nothing
    sets = question_sets(kind=kind, kinds=kinds, count=count, level=level, lang=lang, seed=seed,
                         versions=versions)
    made_by = remake(kind=kind, kinds=kinds, count=count, level=level, lang=lang, seed=seed,
                     paper=paper, compact=compact, versions=versions, fmt=fmt)
    if fmt == "pdf":
        return pdf(sets, lang=lang, level=level, seed=seed, paper=paper, key=key, compact=compact,
                   made_by=made_by)
    return sheets_page(sets, lang=lang, level=level, seed=seed, paper=paper, key=key,
                       compact=compact, made_by=made_by).encode("utf-8")


def write_worksheet(path: str | Path, *, kind: str = DEFAULTS.kind,
                    kinds: Sequence[str] | None = None, count: int = DEFAULTS.count,
                    level: int = DEFAULTS.level, lang: str = DEFAULTS.lang, seed: int = DEFAULTS.seed,
                    paper: str = DEFAULTS.paper, key: str = DEFAULTS.key, compact: bool = DEFAULTS.compact,
                    versions: int = DEFAULTS.versions) -> Path:
    """Write the worksheet to `path` (`.html`, or `.pdf` with the `export` extra); the path.

    OSError if the system refuses, with an old file left whole (`files.write_atomic`)."""
    from fiveup_viz.files import write_atomic

    data = document(format_of(path), kind=kind, kinds=kinds, count=count, level=level,
                    lang=lang, seed=seed, paper=paper, key=key, compact=compact,
                    versions=versions)
    return write_atomic(path, data)


__all__ = ["DEFAULTS", "FORMATS", "KEYS", "LETTERS", "MAX_COUNT", "MAX_VERSIONS", "MIX", "PAPERS",
           "answer_letters", "document", "format_of", "page", "pictures", "question_sets",
           "questions", "remake", "rules", "sheets_page", "worksheet", "write_worksheet"]
