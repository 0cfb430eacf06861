"""The course website as a fresh teacher found it (issue 31 "For a class next week", point 1),
opened in headless Chromium from disk (file://, a USB stick) and served on 127.0.0.1:

- finding 1: from disk, where JupyterLite cannot run, each "Run … in your browser" link (a
  lesson, a course's index, the home page) is replaced by the sentence that says the lessons
  run only when the folder is served, and how; served, the link is there and the sentence not;
- finding 2: the table of contents shows one number per lesson, the lesson's own;
- finding 3: an example game, the rule book and the cheat sheet lead back to the home page,
  in the page's language.

The site is the run's one `build/site` (the `site` fixture), shared with the other site tests.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from fiveup_viz.pages import site as website
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text
from scripts.website.lite import serving
from tests.conftest import CHROMIUM, offline

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.any_worker,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
LANGS = ("it", "fi")
#: What a page's "Run … in your browser" offers are, each with the words of its link.
OFFERS = {"lesson": "run-lesson", "course": "run-course", "home": "run-course"}


@pytest.fixture(scope="module")
def written(site: Path) -> Path:
    """The website as `make site` writes it (the run's one `site`, with JupyterLite when the
    `site` extra is installed; its pages link to `lite/` either way)."""
    return site


@pytest.fixture(scope="module")
def served(written: Path) -> Iterator[str]:
    """The site served by a static server on 127.0.0.1: its base URL."""
    with serving(written) as base:
        yield base


def where(root: Path, lang: str, kind: str) -> str:
    """The site path of lesson 05's page, the course's index or the home page."""
    if kind == "lesson":
        (found,) = sorted((root / lang).glob("05-*.html"))
        return f"{lang}/{found.name}"
    return f"{lang}/index.html" if kind == "course" else "index.html"


@pytest.mark.parametrize("kind", list(OFFERS))
@pytest.mark.parametrize("lang", LANGS)
def test_from_disk_the_run_link_says_the_folder_must_be_served(written: Path, page: Page,
                                                               lang: str, kind: str) -> None:
    """Finding 1: a page opened from disk (file://) shows, where the student would click "Run
    … in your browser", the sentence in the page's language that the lessons run in the
    browser only when the folder is served by a web server, and how (`python -m
    http.server`); no link into JupyterLite is left to open a blank page."""
    refused = offline(page, ("file:", "data:", "blob:"))
    page.goto((written / where(written, lang, kind)).as_uri())
    place = page.locator(f"section[lang={lang}] .fiveup-lite" if kind == "home" else ".fiveup-lite")
    expect(place).to_have_count(1)
    expect(place).to_have_text(text(lang, "site", "run-from-disk"))
    expect(place).to_be_visible()
    expect(place).to_contain_text("python -m http.server")
    expect(page.locator("a.fiveup-run")).to_have_count(0)
    expect(page.get_by_role("link", name=text(lang, "site", OFFERS[kind]))).to_have_count(0)
    assert refused == []


@pytest.mark.parametrize("kind", list(OFFERS))
def test_served_the_run_link_is_there(written: Path, served: str, page: Page, kind: str) -> None:
    """Finding 1, the other side: served on 127.0.0.1, the same place holds the link into
    JupyterLite (the lesson's own notebook) and not the sentence about serving."""
    refused = offline(page, (served, "data:", "blob:"))
    page.goto(f"{served}/{where(written, 'fi', kind)}")
    place = page.locator("section[lang=fi] .fiveup-lite" if kind == "home" else ".fiveup-lite")
    link = place.get_by_role("link", name=text("fi", "site", OFFERS[kind]), exact=True)
    expect(link).to_be_visible()
    notebook = re.compile(r"lite/notebooks/fi/index\.html\?path=fi/\d\d-[\w-]+\.ipynb$")
    expect(link).to_have_attribute("href", notebook)
    assert text("fi", "site", "run-from-disk") not in place.inner_text()  # what is rendered
    expect(place.locator(".fiveup-lite-from-disk")).to_be_hidden()
    assert refused == []


#: Each item of the table of contents as a reader sees it: the list's own marker (none for an
#: unnumbered list) and the item's text.
TOC = """() => [...document.querySelectorAll('main li')].map(li => [
  getComputedStyle(li).listStyleType, li.parentElement.tagName, li.innerText.trim()])"""


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_of_contents_numbers_each_lesson_once(written: Path, page: Page, lang: str) -> None:
    """Finding 2 ("6. 05 · …"): the course's table of contents shows each lesson with one
    number, its own (the index lesson, 00, with none), and no number of the list's."""
    page.goto((written / lang / "index.html").as_uri())
    items = page.evaluate(TOC)
    course = website.courses([lang])[lang]
    assert len(items) == len(course) == 17
    for (marker, tag, shown), lesson in zip(items, course, strict=True):
        assert tag != "OL" and marker == "none", (shown, tag, marker)
        numbers = re.findall(r"\b\d\d\b", shown.replace("61", ""))
        assert numbers == ([] if lesson.number == "00" else [lesson.number]), shown
        assert shown == lesson.title


def _pages_with_a_way_back(lang: str) -> list[str]:
    """The site's pages drawn by the package itself, not the site's own."""
    return ([f"examples/{lang}/{name}.html" for name in examples.names()]
            + [f"assets/{lang}/rulebook.html", f"assets/{lang}/cheat-sheet.html"])


@pytest.mark.parametrize("lang", LANGS)
def test_an_example_game_and_the_rules_lead_back_home(written: Path, page: Page, lang: str) -> None:
    """Finding 3: every example game's page, the rule book and the cheat sheet of the site show,
    at their top, a link in their language back to the site's home page, which leads to the
    course in that language there; it is not printed."""
    refused = offline(page, ("file:", "data:", "blob:"))
    back = text(lang, "site", "back-home")
    for path in _pages_with_a_way_back(lang):
        page.goto((written / path).as_uri())
        link = page.get_by_role("link", name=back, exact=True)
        expect(link).to_have_count(1)
        expect(link).to_be_in_viewport()
        expect(link).to_have_attribute("href", f"../../index.html#course-{lang}")
    page.emulate_media(media="print")
    expect(page.get_by_role("link", name=back, exact=True)).to_be_hidden()
    page.emulate_media(media="screen")
    page.goto((written / f"examples/{lang}/partners.html").as_uri())
    page.get_by_role("link", name=back, exact=True).click()
    expect(page).to_have_url((written / "index.html").as_uri() + f"#course-{lang}")
    expect(page.locator(f"#course-{lang}")).to_have_text(text(lang, "site", "course-title"))
    assert refused == []
