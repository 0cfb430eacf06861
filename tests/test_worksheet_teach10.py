"""Worksheets and the command line as a fresh teacher used them (teacher trial 10, session 38,
issue 31).

- friction 7: the PDF of 12 mixed questions without `--compact` took 4 A4 pages, several half
  empty, and its key stood in one narrow column on the left half of the page.
"""

from __future__ import annotations

import re

import pytest

from fiveup_viz.pages.worksheet import questions
from fiveup_viz.pages.worksheet.sheet import say
from fiveup_viz.words.fluent import LANGUAGES

pytest.importorskip("svg2pdf_py")


def _texts(svg: str, only: str = "") -> list[tuple[float, float, str]]:
    """A page's lines (with `only` in their tag) as (x, y, text), x shifted by the group (a
    key's column) they stand in."""
    found = []
    for part in re.split(r"(?=<g transform=)", svg):
        shift = re.match(r'<g transform="translate\(([\d.]+) ', part)
        dx = float(shift.group(1)) if shift else 0.0
        found += [(float(x) + dx, float(y), t) for x, y, t in
                  re.findall(rf'<text x="([\d.]+)" y="([\d.]+)"[^>]*{only}[^>]*>([^<]*)</text>', part)]
    return found


def _pages(lang: str, key: str, level: int = 1, seed: int = 0) -> list[str]:
    from fiveup_viz.pages.worksheet.pdf import svg_pages

    qs = questions(kind="mix", count=12, level=level, seed=seed, lang=lang)
    return svg_pages([qs], lang=lang, level=level, seed=seed, paper="a4", key=key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_twelve_mixed_questions_take_three_pages_none_split(lang: str) -> None:
    """Friction 7 (the questions of R14, R15, R22-R25 on paper): the students' copy of 12 mixed
    questions (level 1, seed 0) took 4 A4 pages; two questions now share a row where both keep
    their full-size pictures, so it takes 3 (teacher trial 13: flowing down two columns, 2 in
    English). Each question's number and its answer line are on the same page, and every
    question is there once."""
    pages = _pages(lang, "none")
    assert len(pages) <= 3
    seen = []
    for svg in pages:
        lines = [t for _, _, t in _texts(svg)]
        starts = sorted(int(m.group(1)) for t in lines if (m := re.match(r"(\d+)\. ", t)))
        seen += starts
        for n in starts:  # the answer line is on the question's page
            labels = {say(lang, "answer-number", n=n), say(lang, "answer-choice", n=n)}
            assert labels & set(lines), (n, lines)
    assert seen == list(range(1, 13))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("level", [1, 3])
def test_plain_sheet_takes_fewer_pages_than_before(lang: str, level: int) -> None:
    """Friction 7: without `--compact`, level 3 sheets (seed 0) took 6 pages; now at most 5,
    and `--compact` still takes no more than the plain sheet."""
    plain = _pages(lang, "none", level)
    from fiveup_viz.pages.worksheet.pdf import svg_pages

    qs = questions(kind="mix", count=12, level=level, seed=0, lang=lang)
    compact = svg_pages([qs], lang=lang, level=level, seed=0, paper="a4", key="none",
                        compact=True)
    assert len(plain) <= {1: 3, 3: 5}[level]
    assert len(compact) <= len(plain)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_key_of_twelve_uses_both_columns(lang: str) -> None:
    """Friction 7: the key of 12 answers (one page) stood in one column on the left half of the
    page; its answers now fill two columns, the first 6 or so on the left and the rest on the
    right, in order."""
    (page,) = _pages(lang, "only")
    numbered = [(x, int(m.group(1))) for x, _, t in _texts(page, 'font-weight="bold"')
                if (m := re.match(r"(\d+)\. ", t))]
    assert [n for _, n in numbered] == list(range(1, 13))
    middle = 793.7 / 2
    left = [n for x, n in numbered if x < middle]
    right = [n for x, n in numbered if x > middle]
    assert left and right and max(left) < min(right), numbered
    assert abs(len(left) - len(right)) <= 3, numbered


@pytest.mark.parametrize("lang", LANGUAGES)
def test_letters_to_circle_stay_inside_their_question(lang: str) -> None:
    """Friction 7, packing: a question set beside another keeps its letters to circle inside its
    own frame (a level-3 question of 8 places, R13, put "A … H" past a half-width frame); each
    letter of an answer line stands inside a question's frame."""
    seen = 0
    for svg in _pages(lang, "none", level=3):
        frames = [(float(x), float(y), float(w), float(h)) for x, y, w, h in re.findall(
            r'<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" rx="7"', svg)]
        letters = [(x, y) for x, y, t in _texts(svg, 'font-size="13" font-weight="bold"')
                   if len(t) == 1]
        seen += len(letters)
        for x, y in letters:
            assert any(fx < x and x + 10 < fx + fw and fy < y < fy + fh
                       for fx, fy, fw, fh in frames), (x, y)
    assert seen


#: The rounding question (R24) about one tile and about several, as each language asks it.
ONE_TILE = {"en": ("this tile", "these tiles"), "it": ("questa tessera", "queste tessere"),
            "fi": ("tämän laatan", "näiden laattojen")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_rounding_question_of_one_tile_says_this_tile(lang: str) -> None:
    """Friction 8 (R24): a worksheet's question 1 (level 1, seed 0) showed one tile and asked to
    "add up the pips of these tiles"; on the sheet (HTML and PDF) it now asks about "this tile",
    and question 7, of two tiles, still about "these tiles"."""
    from fiveup_viz.pages.worksheet import worksheet

    one, many = ONE_TILE[lang]
    qs = questions(kind="mix", count=12, level=1, seed=0, lang=lang)
    assert [len(qs[i].position["tiles"]) for i in (0, 6)] == [1, 2]
    page = worksheet(kind="mix", count=12, level=1, seed=0, lang=lang)
    first = re.search(r'id="q1".*?</(?:li|section|div)>', page, re.S)
    assert first is not None and one in first.group(0) and many not in first.group(0)
    pdf_text = " ".join(t for svg in _pages(lang, "none") for _, _, t in _texts(svg))
    assert one in pdf_text and many in pdf_text
