"""The website as a fresh teacher found it (teacher trial 9, finding 8, session 38):

- the home page starts with a row of the languages, each leading to its course's section (a
  Finnish pupil scrolled past the English and Italian courses to find theirs);
- the rule book and the cheat sheet have the site's menu and language switch, as the lessons
  and the example games have them (they had only a link home).

The site is site_pages here without JupyterLite (its pages are the same either way).
tests/test_site_from_disk.py follows the rule book's menu on the run's one site.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fiveup_viz.pages.lessons import ASSETS
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import text

CHROMIUM = Path("/usr/bin/chromium")


def test_the_home_page_starts_with_a_link_to_each_course(site_pages: Path) -> None:
    """Finding 8: before the courses, the home page has a row of the languages, each its name
    in itself and leading to its course's section on the page."""
    home = (site_pages / "index.html").read_text(encoding="utf-8")
    row = re.search(r'<header><nav class="fiveup-languages" aria-label="([^"]*)"><ul>(.*?)</ul>'
                    r"</nav></header>", home)
    assert row is not None and row.start() < home.index('<main id="main">')
    assert row.group(1) == text(LANGUAGES[0], "site", "home-languages")
    links = re.findall(r'<a lang="(\w+)" hreflang="\1" href="#course-(\w+)">([^<]*)</a>', row.group(2))
    assert [(lang, name) for lang, _, name in links] == \
        [(lang, text(lang, "site", "language-name")) for lang in LANGUAGES]
    assert all(lang == target and f'id="course-{lang}"' in home for lang, target, _ in links)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_pages_have_the_site_menu(site_pages: Path, lang: str) -> None:
    """Finding 8: the rule book and the cheat sheet start with the site's menu (home, lessons,
    rule book, cheat sheet, example games), in their language, and the switch to the same page
    in each language, as a lesson page does."""
    for name in ASSETS:
        page = (site_pages / "assets" / lang / name).read_text(encoding="utf-8")
        body = page.split("<body", 1)[1].split(">", 1)[1]
        assert body.startswith('<header class="fiveup-site-menu">'), body[:200]
        menu = body.split("</header>", 1)[0]
        for key in ("home", "lessons", "rulebook", "cheat-sheet", "examples"):
            assert f">{text(lang, 'site', key)}</a>" in menu, key
        for other in LANGUAGES:
            assert f'hreflang="{other}" href="../{other}/{name}"' in menu, other


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")
@pytest.mark.parametrize("size", [(1024, 768), (1366, 768)])
def test_a_pupil_reaches_the_finnish_course_from_the_top(site_pages: Path, page: object,
                                                        size: tuple[int, int]) -> None:
    """Finding 8 in Chromium: the languages row is on screen at the top of the home page, and
    its "Suomi" brings the Finnish course's heading into view."""
    from playwright.sync_api import Page, expect

    assert isinstance(page, Page)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto((site_pages / "index.html").as_uri())
    row = page.locator("nav.fiveup-languages")
    suomi = row.get_by_role("link", name=text("fi", "site", "language-name"), exact=True)
    expect(suomi).to_be_in_viewport()
    heading = page.locator("#course-fi")
    expect(heading).not_to_be_in_viewport()
    suomi.click()
    expect(heading).to_be_in_viewport()
    expect(heading).to_have_text(text("fi", "site", "course-title"))
