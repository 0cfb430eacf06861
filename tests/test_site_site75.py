"""Session 44, fixer site75: teach31 friction 3 (a lesson page's "Example games" link left the
course for the three-language home page; the course's own index did not list the games).

Each course's table of contents (`LANG/index.html`) now lists its example games, and the site's
menu on every page of a course (lesson, table of contents, rule book, cheat sheet, example game)
leads there; with one course (`site --lang fi`) too."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from fiveup_viz.pages import site as website
from fiveup_viz.rules import examples
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM, offline


class _Links(HTMLParser):
    """Every link of a page (its href and its text) and every id in it."""

    def __init__(self) -> None:
        super().__init__()
        self.links: list[tuple[str, str]] = []
        self.ids: set[str] = set()
        self._href: str | None = None
        self._words: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.add(str(found["id"]))
        if tag == "a":
            self._href, self._words = found.get("href"), []

    def handle_data(self, data: str) -> None:
        if self._href is not None:
            self._words.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "a" and self._href is not None:
            self.links.append((self._href, "".join(self._words).strip()))
            self._href = None


def _read(path: Path) -> _Links:
    parsed = _Links()
    parsed.feed(path.read_text(encoding="utf-8"))
    return parsed


def _pages_of_course(root: Path, lang: str) -> list[Path]:
    """Every page of a course that carries the site's menu."""
    return (sorted((root / lang).glob("*.html")) + sorted((root / "assets" / lang).glob("*.html"))
            + sorted((root / "examples" / lang).glob("*.html")))


def _check_course(root: Path, lang: str) -> None:
    index = root / lang / "index.html"
    course = _read(index)
    assert "examples" in course.ids
    games = [(href, words) for href, words in course.links if href.startswith("../examples/")]
    assert games == [(f"../examples/{lang}/{name}.html", examples.title(name, lang))
                     for name in examples.names()]
    for href, _ in games:
        assert (index.parent / href).resolve().is_file(), href
    said = text(lang, "site", "examples")
    for page in _pages_of_course(root, lang):
        leads = [href for href, words in _read(page).links if words == said]
        assert len(leads) == 1, (page, leads)
        target, _, anchor = leads[0].partition("#")
        assert (page.parent / target).resolve() == index.resolve(), (page, leads)
        assert anchor == "examples", (page, leads)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_of_a_course_leads_to_its_own_example_games(site_pages: Path, lang: str) -> None:
    """Teach31 friction 3: the site's menu's "Example games" on every page of a course (lessons,
    table of contents, rule book, cheat sheet, the games) leads to the course's own table of
    contents, whose "Example games" section lists every example game in the course's language,
    each link to an existing page; not to the home page of all courses."""
    _check_course(site_pages, lang)


def test_a_one_course_site_lists_its_example_games_too(tmp_path: Path) -> None:
    """Teach31 friction 3, with one course (`fiveup-viz site DIR --lang fi`)."""
    root = tmp_path / "fi-site"
    website.write(str(root), langs=("fi",))
    _check_course(root, "fi")


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.any_worker
@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_in_chromium_the_example_games_link_stays_in_the_course(site_pages: Path, page: object,
                                                                 lang: str) -> None:
    """Teach31 friction 3, in Chromium from disk: on lesson 05's page a click on "Example games"
    opens the course's own table of contents (in the page's language, no other course's section)
    with the example games heading in view; a click on its first game opens that game in the
    course's language."""
    from playwright.sync_api import Page, expect

    assert isinstance(page, Page)
    refused = offline(page, ("file:", "data:", "blob:"))
    page.set_viewport_size({"width": 1024, "height": 768})
    (lesson,) = sorted((site_pages / lang).glob("05-*.html"))
    page.goto(lesson.as_uri())
    page.locator("header").get_by_role("link", name=text(lang, "site", "examples"), exact=True).click()
    expect(page).to_have_url(re.compile(rf"/{lang}/index\.html#examples$"))
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page.locator("section[lang]")).to_have_count(0)
    heading = page.get_by_role("heading", name=text(lang, "site", "examples"), exact=True)
    expect(heading).to_be_in_viewport()
    page.screenshot(path=str(site_pages.parent / f"course-examples-{lang}.png"))
    first = examples.names()[0]
    page.get_by_role("link", name=examples.title(first, lang), exact=True).click()
    expect(page).to_have_url(re.compile(rf"/examples/{lang}/{first}\.html(#.*)?$"))
    assert refused == []
