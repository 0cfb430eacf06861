"""hint51 item 2 (teach19: with `--versions 2` single-sided copies of A and B got mixed up):
every question page after a version's first carries the sheet's title with its version letter,
"page N of M" and the name line."""

from __future__ import annotations

import io
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM

if TYPE_CHECKING:
    from playwright.sync_api import Page

pypdf = pytest.importorskip("pypdf")


def pages(path: Path) -> list[str]:
    return [" ".join(page.extract_text().split())
            for page in pypdf.PdfReader(io.BytesIO(path.read_bytes())).pages]


@pytest.mark.parametrize(("lang", "page2"), [("en", "page 2 of 2"), ("it", "pagina 2 di 2"),
                                             ("fi", "sivu 2/2")])
def test_page_two_of_each_version_says_which_sheet_and_page(tmp_path: Path, lang: str,
                                                            page2: str) -> None:
    """teach19 friction 4: page 2 of a `--versions 2 --compact` sheet says version A or B, its
    page number and has the name line (text from the PDF), for A and for B."""
    out = tmp_path / "sheet.pdf"
    assert main(["worksheet", "--kind", "mix", "--count", "12", "--versions", "2", "--compact",
                 "--key", "none", "--lang", lang, "--seed", "5", "-o", str(out)]) == 0
    found = pages(out)
    assert len(found) == 4, found
    name = text(lang, "worksheet", "name") + ":"
    for letter, (first, second) in zip("AB", (found[:2], found[2:]), strict=True):
        version = text(lang, "worksheet", "version", letter=letter)
        assert version in first and version in second
        assert page2 in second and name in second
        assert page2 not in first  # the first page keeps its own head


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")
@pytest.mark.parametrize(("lang", "printed"), [("en", "page 2 of 4"), ("it", "pagina 2 di 4"),
                                               ("fi", "sivu 2/4")])
def test_the_html_sheet_prints_the_head_on_later_pages(page: Page, tmp_path: Path, lang: str,
                                                       printed: str) -> None:
    """teach19 friction 4, the HTML sheet printed by Chromium: page 2 (version A's second) says
    version A, its page among the printed pages and the name line; B's pages say version B;
    the first page keeps its own head only."""
    out = tmp_path / "sheet.html"
    assert main(["worksheet", "--kind", "mix", "--count", "12", "--versions", "2", "--compact",
                 "--key", "none", "--lang", lang, "--seed", "5", "-o", str(out)]) == 0
    page.goto(out.as_uri())
    data = page.pdf(prefer_css_page_size=True)
    pdf = tmp_path / "printed.pdf"
    pdf.write_bytes(data)
    found = pages(pdf)
    assert len(found) == 4, found
    name = text(lang, "worksheet", "name") + ":"
    a, b = (text(lang, "worksheet", "version", letter=x) for x in "AB")
    assert a in found[1] and printed in found[1] and name in found[1]
    assert b in found[3] and b in found[2] and name in found[3]
    assert printed not in found[0] and found[0].count(name) == 1
