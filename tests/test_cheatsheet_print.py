"""The cheat sheet printed in headless Chromium: one page on A4 and one on Letter."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page

from fiveup_viz.pages import cheatsheet
from tests.conftest import CHROMIUM

ASSETS = Path(__file__).resolve().parents[1] / "assets"
LANGS = ("en", "it", "fi")


@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")
@pytest.mark.parametrize("lang", LANGS)
def test_prints_on_one_a4_and_one_letter_page(lang: str, page: Page) -> None:
    """Printed in Chromium: one page on A4 and one on Letter, nothing cut off."""
    page.goto((ASSETS / lang / cheatsheet.FILE_NAME).as_uri())
    for fmt in ("A4", "Letter"):
        pdf = page.pdf(format=fmt)
        pages = len(re.findall(rb"/Type\s*/Page\b", pdf))
        assert pages == 1, f"{lang} {fmt}: {pages} pages"
    page.emulate_media(media="print")
    over = page.evaluate("(() => { const s = document.querySelector('.sheet');"
                         " return s.scrollHeight - s.clientHeight; })()")
    assert over <= 0, f"{lang}: the sheet overflows its printed page by {over}px"


@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")
@pytest.mark.parametrize("lang", LANGS)
def test_the_sheet_as_built_prints_on_one_page(lang: str, page: Page, tmp_path: Path) -> None:
    """read14 I2: the flowchart's two new exits (a blocked hand, R20; exactly 305, R3, D6) keep
    the sheet as the code builds it now (not the committed copy) on one A4 and one Letter page,
    nothing cut off."""
    path = tmp_path / cheatsheet.FILE_NAME
    path.write_text(cheatsheet.page(lang), "utf-8")
    page.goto(path.as_uri())
    for fmt in ("A4", "Letter"):
        assert len(re.findall(rb"/Type\s*/Page\b", page.pdf(format=fmt))) == 1, (lang, fmt)
    page.emulate_media(media="print")
    over = page.evaluate("(() => { const s = document.querySelector('.sheet');"
                         " return s.scrollHeight - s.clientHeight; })()")
    assert over <= 0, f"{lang}: the sheet overflows its printed page by {over}px"
