"""The one-page cheat sheet (assets/<lang>/cheat-sheet.html): up to date, in en/it/fi, its
rounding table and example from the engine, and one printed page on A4 and on Letter."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fiveup_viz import Layout, cheatsheet, diagrams
from fiveup_viz.scoring import TARGET
from fiveup_viz.wording import sum_text

ASSETS = Path(__file__).resolve().parents[1] / "assets"
LANGS = ("en", "it", "fi")


def r24(total: int) -> int:
    rem = total % 5
    return total - rem if rem <= 2 else total + 5 - rem


@pytest.mark.parametrize("lang", LANGS)
def test_committed_cheat_sheet_is_up_to_date(lang: str, tmp_path: Path) -> None:
    """`fiveup-viz diagrams --out assets` writes it; any drift means regenerate and commit."""
    (path,) = diagrams.write_pages(tmp_path, cheatsheet.FILE_NAME, cheatsheet.page, langs=[lang])
    committed = ASSETS / lang / cheatsheet.FILE_NAME
    assert committed.read_text(encoding="utf-8") == path.read_text(encoding="utf-8"), \
        "run `fiveup-viz diagrams --out assets`"


@pytest.mark.parametrize("lang", LANGS)
def test_sheet_holds_every_part(lang: str) -> None:
    page = cheatsheet.page(lang)
    for cls in ("turn", "counts", "rounding", "going-out", "blocked", "target"):
        assert f'<section class="{cls}">' in page
    assert page.count('class="node ') == 10 and "<polygon" in page  # the flowchart
    for rule in ("R14", "R17", "R18", "R19", "R20", "R24", "R21", "R25", "D8"):
        assert rule in page
    assert f"{TARGET}" in page and "61" in page
    assert "<script" not in page and "http" not in page.replace("http://www.w3.org", "")
    assert "@page" in page


def test_languages_differ_and_have_the_same_phrases() -> None:
    assert set(cheatsheet.TEXT["en"]) == set(cheatsheet.TEXT["it"]) == set(cheatsheet.TEXT["fi"])
    pages = {lang: cheatsheet.page(lang) for lang in LANGS}
    assert "Rounding" in pages["en"] and "Arrotondare" in pages["it"] and "Pyöristys" in pages["fi"]


def test_rounding_table_follows_r24() -> None:
    rows = cheatsheet.rounding_rows()
    assert {s % 10 for s, _ in rows} == set(range(10))  # every remainder appears
    assert all(r == r24(s) for s, r in rows)
    page = cheatsheet.page("en")
    cells = re.findall(r"<td><b>(\d+)</b></td>", page)
    assert [int(c) for c in cells] == [r for _, r in rows]


def test_example_caption_matches_the_engine() -> None:
    """R14, R15: the sheet's sentence about its picture is what the engine counts."""
    lay = Layout.from_moves(list(cheatsheet.EXAMPLE))
    assert sum_text(lay) == "2 + 5 + 3 = 10" and lay.credit() == 10
    assert "2 + 5 + 3 = 10" in cheatsheet.TEXT["en"]["counts.pic"]
    assert all("2 + 5 + 3 = 10" in t["counts.pic"] for t in cheatsheet.TEXT.values())


def test_unknown_language() -> None:
    with pytest.raises(ValueError, match="unknown language"):
        cheatsheet.page("de")
