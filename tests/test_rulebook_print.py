"""The rule books printed by headless Chromium on A4 and Letter: every figure whole on one
page (its number above the drawing and the end of its caption below it on the same page)."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from fiveup_viz.pages import rulebook

from .conftest import CHROMIUM
from .test_rulebook import parse, squash

pytest.importorskip("playwright")
pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian's chromium is missing")]

PAPERS = {"A4": (595.28, 841.89), "Letter": (612.0, 792.0)}  # points


def print_pdf(browser: Any, page_html: Path, out: Path, paper: str) -> Path:
    page = browser.new_page()
    try:
        page.goto(page_html.as_uri())
        page.pdf(path=str(out), format=paper, print_background=True)
    finally:
        page.close()
    return out


def page_texts(pdf: Path) -> list[str]:
    from pypdf import PdfReader

    return [p.extract_text() or "" for p in PdfReader(pdf).pages]


def _flat(text: str) -> str:
    """Without white space and with ligatures (ﬁ) undone, as PDF text extraction gives them."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


@pytest.mark.parametrize("paper", list(PAPERS))
@pytest.mark.parametrize("lang", ["fi", "it", "en"])
def test_printed_rule_book_keeps_figures_whole(lang: str, paper: str, browser: Any,
                                               tmp_path: Path) -> None:
    from pypdf import PdfReader

    source = tmp_path / f"rulebook-{lang}.html"
    html_text = rulebook.build(lang)
    source.write_text(html_text, encoding="utf-8")
    pdf = print_pdf(browser, source, tmp_path / f"rulebook-{lang}-{paper}.pdf", paper)
    reader = PdfReader(pdf)
    width, height = PAPERS[paper]
    for p in reader.pages:
        assert float(p.mediabox.width) == pytest.approx(width, abs=1)
        assert float(p.mediabox.height) == pytest.approx(height, abs=1)
    texts = page_texts(pdf)
    assert 2 <= len(texts) <= 40
    figures = parse(html_text).figures
    assert figures
    for fig in figures:
        label = fig["label"]
        on = [i for i, t in enumerate(texts) if re.search(rf"{re.escape(label)}(?!\d)", t)]
        assert len(on) == 1, (label, on)
        tail = _flat(squash(fig["caption"]))[-30:]
        assert tail in _flat(texts[on[0]]), f"{label} is split across pages {on[0] + 1}-"
