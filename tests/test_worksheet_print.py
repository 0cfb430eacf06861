"""Worksheets printed in headless Chromium (issue 23, item 2): on A4 and on Letter, in en, it and
fi, no question is cut in two and the answer key starts a page of its own."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("playwright")
pytest.importorskip("pypdf")
from playwright.sync_api import Page

from fiveup_viz.pages.worksheet import write_worksheet
from fiveup_viz.words.fluent import LANGUAGES
from tests.conftest import CHROMIUM
from tests.test_worksheet import check_pages, page_texts

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
COUNT = 12
#: Printable height of each paper (mm) with the sheet's 12 mm top and bottom margins.
PRINTABLE_MM = {"A4": 297 - 24, "Letter": 279.4 - 24}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_prints_with_no_question_cut_and_the_key_apart(page: Page, tmp_path: Path, lang: str,
                                                       paper: str) -> None:
    """Each question's number and its answer space print on the same page; the key's first page
    holds no question; both papers (the sheet made for one printed on the other too)."""
    path = write_worksheet(tmp_path / "sheet.html", kind="mix", count=COUNT, level=3, lang=lang,
                           seed=7, paper=paper)
    page.goto(path.as_uri())
    for fmt in ("A4", "Letter"):
        check_pages(page_texts(page.pdf(format=fmt)), lang, COUNT)
    page.emulate_media(media="print")
    tallest = page.evaluate("Math.max(...[...document.querySelectorAll('.question')]"
                            ".map(q => q.getBoundingClientRect().height))")
    mm = 96 / 25.4
    assert tallest < min(PRINTABLE_MM.values()) * mm, f"a question is {tallest / mm:.0f} mm tall"


def test_compact_and_students_copy_print_on_fewer_pages(page: Page, tmp_path: Path) -> None:
    """Issue 31 point 6: the teacher's 12 mixed questions (trial 1a) printed from the compact
    students' copy take fewer A4 pages than the plain sheet's questions, none cut in two."""
    counts = {}
    for compact in (False, True):
        path = write_worksheet(tmp_path / f"sheet-{compact}.html", kind="mix", count=COUNT,
                               level=2, lang="it", seed=5, compact=compact)
        page.goto(path.as_uri())
        texts = page_texts(page.pdf(format="A4"))
        check_pages(texts, "it", COUNT)
        counts[compact] = next(i for i, t in enumerate(texts) if t.lstrip().startswith("Soluzioni"))
        path = write_worksheet(tmp_path / f"students-{compact}.html", kind="mix", count=COUNT,
                               level=2, lang="it", seed=5, compact=compact, key="none")
        page.goto(path.as_uri())
        assert len(page_texts(page.pdf(format="A4"))) == counts[compact]
    assert counts[True] < counts[False], counts
