"""Teacher trial 16 (friction 7): the served site logged a 404 for `/favicon.ico` in the browser's
console, because no page named an icon. Every HTML page the project writes (the site's home,
course and lesson pages, its rule books, cheat sheets and example games; a game page and a quiz
from `fiveup-viz html`, a rule book from `rulebook`, an HTML worksheet, the specimen book) now
carries one inline icon, a domino (`fiveup_viz.pages.icon`): the same bytes everywhere, a
`data:` address, so no page asks a server (or the network) for it."""
from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.pages import cheatsheet, specimen
from fiveup_viz.pages.icon import ICON_LINK
from fiveup_viz.pages.worksheet.sheet import worksheet
from tests.conftest import CHROMIUM

if TYPE_CHECKING:
    from playwright.sync_api import Page

ICON = re.compile(r"<link\b[^>]*\brel=\"(?:shortcut )?icon\"[^>]*>", re.I)


@pytest.fixture(scope="module")
def pages_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site's pages as `fiveup-viz site` writes them (JupyterLite aside: its own pages)."""
    from fiveup_viz.pages import site

    folder = tmp_path_factory.mktemp("site") / "site"
    site.write(str(folder), lite=False)
    return folder


def _icons(page: str) -> list[str]:
    return ICON.findall(page.split("</head>", 1)[0])


def test_every_page_the_site_writes_has_one_inline_icon(pages_site: Path) -> None:
    """Friction 7: each HTML page of the site has exactly one icon link in its head, the
    domino as a `data:` address (nothing to fetch)."""
    written = sorted(pages_site.rglob("*.html"))
    assert len(written) >= 3 * 17 + 2 + 3 * 2  # lessons, indexes, rule books, cheat sheets...
    wrong = {str(p.relative_to(pages_site)): icons for p in written
             if (icons := _icons(p.read_text(encoding="utf-8"))) != [ICON_LINK]}
    assert wrong == {}
    assert ICON_LINK.startswith('<link rel="icon" href="data:image/svg+xml,')
    assert not re.search(r"[\s\"<>#]", ICON_LINK.split("href=")[1][1:-2])


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_every_standalone_page_has_one_inline_icon(lang: str, tmp_path: Path) -> None:
    """Friction 7 off the site: a game page and a quiz (`html`), a rule book (`rulebook`), an
    HTML worksheet, the cheat sheet and the specimen book each carry the one icon."""
    out = {name: tmp_path / f"{name}.html" for name in ("game", "quiz", "rules", "sheet")}
    assert main(["html", "partners", "--lang", lang, "-o", str(out["game"])]) == 0
    assert main(["html", "partners", "--quiz", "--lang", lang, "-o", str(out["quiz"])]) == 0
    assert main(["rulebook", "--lang", lang, "-o", str(out["rules"])]) == 0
    assert main(["worksheet", "--lang", lang, "-o", str(out["sheet"])]) == 0
    written = {name: path.read_text(encoding="utf-8") for name, path in out.items()}
    written["cheat sheet"] = cheatsheet.page(lang)
    written["specimen"] = specimen.page(lang)
    written["compact worksheet"] = worksheet(lang=lang, compact=True, versions=2)
    assert {name: _icons(page) for name, page in written.items()
            if _icons(page) != [ICON_LINK]} == {}


@pytest.fixture
def served(pages_site: Path) -> Iterator[str]:
    from scripts.website.lite import serving

    with serving(pages_site) as base:
        yield base


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")
def test_the_served_site_logs_no_console_error(pages_site: Path, served: str, page: Page) -> None:
    """Friction 7 in the browser: the home page, a course index, a lesson, a rule book and an
    example game, served and opened in Chromium, log no console error (before: "Failed to load
    resource: 404" for /favicon.ico)."""
    paths = ["index.html", "fi/index.html",
             *(p.relative_to(pages_site).as_posix() for p in (
                 sorted((pages_site / "it").glob("05-*.html"))[0],
                 sorted((pages_site / "assets").rglob("*.html"))[0],
                 sorted((pages_site / "examples" / "en").glob("*.html"))[0]))]
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    for path in paths:
        page.goto(f"{served}/{path}")
        page.wait_for_load_state("load")
        page.wait_for_timeout(300)
    assert errors == []
