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
