"""Pages the project writes, read by axe-core in headless Chromium (issue 21, item 4): each has a
main landmark and one level-one heading, and no serious or critical violation."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("playwright")
pytest.importorskip("axe_playwright_python")
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page

from fiveup_viz.messages import LANGUAGES
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
