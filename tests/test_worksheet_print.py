"""Worksheets printed in headless Chromium (issue 23, item 2): on A4 and on Letter, in en, it and
fi, no question is cut in two and the answer key starts a page of its own."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("playwright")
pytest.importorskip("pypdf")
from playwright.sync_api import Page

from fiveup_viz.messages import LANGUAGES
from fiveup_viz.worksheet import write_worksheet
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
