"""Pages the project writes, read by axe-core in headless Chromium (issue 21, item 4): each has a
main landmark and one level-one heading, and no serious or critical violation."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("playwright")
pytest.importorskip("axe_playwright_python")
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from fiveup_viz import simulate
from fiveup_viz.pages.page import write_page
from fiveup_viz.rules import examples
from fiveup_viz.rules.record import replay, to_record
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM, offline

ROOT = Path(__file__).resolve().parents[1]
pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
#: Rules every page must pass whatever their impact: a main landmark and a level-one heading.
STRUCTURE = {"landmark-one-main", "page-has-heading-one"}


def violations(page: Page, path: Path) -> list[dict[str, Any]]:
    """axe-core's violations on `path`, opened with no network."""
    offline(page, ("file:", "data:", "blob:"))
    page.goto(path.as_uri())
    return list(Axe().run(page).response["violations"])


def assert_accessible(found: list[dict[str, Any]]) -> None:
    bad = [(v["id"], v["impact"], len(v["nodes"])) for v in found
           if v["impact"] in ("serious", "critical") or v["id"] in STRUCTURE]
    assert bad == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", ["rulebook.html", "cheat-sheet.html"])
def test_rule_books_and_cheat_sheets_pass_axe(page: Page, lang: str, name: str) -> None:
    found = violations(page, ROOT / "assets" / lang / name)
    assert_accessible(found)
    assert page.locator("main h1").count() == 1



@pytest.mark.parametrize("lang", LANGUAGES)
def test_worksheet_passes_axe(page: Page, tmp_path: Path, lang: str) -> None:
    """A worksheet (issue 23): a main landmark, one level-one heading, the key's heading."""
    from fiveup_viz.pages.worksheet import write_worksheet

    path = write_worksheet(tmp_path / "sheet.html", kind="mix", count=6, lang=lang, seed=1)
    assert_accessible(violations(page, path))
    expect(page.locator("main h1")).to_have_count(1)
    expect(page.locator("main h2#key-title")).to_have_text(text(lang, "worksheet", "key-title"))


@pytest.fixture(scope="module")
def game_pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """`fiveup-viz html` of the partners example (a titled game) in every language."""
    folder = tmp_path_factory.mktemp("game-pages")
    game = examples.load("partners")
    return {lang: write_page(game, folder / f"{lang}.html", lang=lang) for lang in LANGUAGES}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_game_page_passes_axe(page: Page, game_pages: dict[str, Path], lang: str) -> None:
    """The game page: a main landmark, one visible level-one heading (the game's title), all
    content in the landmark and no table header without text."""
    found = violations(page, game_pages[lang])
    assert_accessible(found)
    assert {v["id"] for v in found} & (STRUCTURE | {"region", "empty-table-header"}) == set()
    heading = page.locator("main h1:visible")
    expect(heading).to_have_count(1)
    expect(heading).to_have_text(examples.title("partners", lang))


@pytest.mark.parametrize(("title", "lang"), [(None, "fi"), ("<i>Ada</i> & Bea", "it")])
def test_game_page_heading_is_the_title_escaped_or_the_name_of_a_game(
        page: Page, tmp_path: Path, title: str | None, lang: str) -> None:
    """A record's title is the heading as text; a game without one is headed by the page's
    name for a game."""
    record = to_record(simulate(["Ada", "Bea"], seed=3))
    if title is not None:
        record["title"] = title
    path = write_page(replay(record), tmp_path / "g.html", lang=lang)
    assert_accessible(violations(page, path))
    expect(page.locator("main h1:visible")).to_have_text(title or text(lang, "ui", "game-name"))
    expect(page.locator("main i")).to_have_count(0)
