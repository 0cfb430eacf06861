"""The course website as a fresh teacher found it (issue 31 "For a class next week", point 1),
opened in headless Chromium from disk (file://, a USB stick) and served on 127.0.0.1:

- finding 1: from disk, where JupyterLite cannot run, each "Run … in your browser" link (a
  lesson, a course's index, the home page) is replaced by the sentence that says the pages and
  their exercises work as they are and only that link needs the folder served, and how
  (teacher trial 6, finding 1: a lesson starts with its title, the sentence after it); served,
  the link is there and the sentence not;
- finding 2: the table of contents shows one number per lesson, the lesson's own;
- finding 3: the rule book and the cheat sheet (teacher trial 9, finding 8) and an example game
  have the site's menu in the page's language, and a game the switch "Ask the questions"
  (teacher trial 6, finding 3).

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
#: What the sentence in place of each offer on a page opened from disk says it stands for.
FROM_DISK = {"lesson": "lesson", "course": "course", "home": "course"}
#: Whether an element (`after`) follows another (`before`) in the page.
FOLLOWS = "([a, b]) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)"


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


def has_the_site_menu(page: Page, lang: str, name: str) -> None:
    """The page shows the site's menu in `lang` at its top (every link of `MENU`, in view) and
    the switch to the same page `name` in the other course's language."""
    menu = page.locator("header.fiveup-site-menu")
    for key, href in MENU.items():
        link = menu.get_by_role("link", name=text(lang, "site", key), exact=True)
        expect(link).to_be_in_viewport()
        expect(link).to_have_attribute("href", href.format(lang=lang))
    other = "fi" if lang == "it" else "it"
    switch = menu.get_by_role("link", name=text(other, "site", "language-name"), exact=True)
    expect(switch).to_have_attribute("href", f"../{other}/{name}")


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
    … in your browser", the sentence in the page's language that the page and its exercises
    work as they are and only that link (named) needs the folder served by a web server; no
    link into JupyterLite is left to open a blank page. Teacher trial 7: the student is sent to
    the teacher's web address, not told to run a server (`python -m http.server`).
    Teacher trial 6, finding 1: a lesson page starts with its title and introduction, not with
    that sentence."""
    refused = offline(page, ("file:", "data:", "blob:"))
    page.goto((written / where(written, lang, kind)).as_uri())
    place = page.locator(f"section[lang={lang}] .fiveup-lite" if kind == "home" else ".fiveup-lite")
    expect(place).to_have_count(1)
    said = text(lang, "site", "run-from-disk", offer=FROM_DISK[kind])
    expect(place).to_have_text(said)
    assert text(lang, "site", OFFERS[kind]) in said  # the one link that needs a server
    expect(place).to_be_visible()
    if kind == "lesson":
        expect(page.locator("main > *").first).to_have_js_property("tagName", "H1")
        title, intro = page.locator("main h1"), page.locator("main h1 + p")
        expect(title).to_have_count(1)
        assert page.evaluate(FOLLOWS, [title.element_handle(), intro.element_handle()])
        assert page.evaluate(FOLLOWS, [intro.element_handle(), place.element_handle()])
    expect(place).not_to_contain_text("http.server")
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
    assert text("fi", "site", "run-from-disk", offer=FROM_DISK[kind]) not in place.inner_text()
    expect(place.locator(".fiveup-lite-from-disk")).to_be_hidden()
    assert refused == []


#: Each item of the table of contents as a reader sees it: the list's own marker (none for an
#: unnumbered list) and the item's text.
TOC = """() => [...document.querySelectorAll('main ul.fiveup-toc li')].map(li => [
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


#: The site's menu as a lesson page has it: each link's words and where it leads from a page
#: two folders down (`examples/LANG/`).
MENU = {"home": "../../index.html", "lessons": "../../{lang}/index.html",
        "rulebook": "../../assets/{lang}/rulebook.html",
        "cheat-sheet": "../../assets/{lang}/cheat-sheet.html",
        "examples": "../../{lang}/index.html#examples"}


#: The site's pages drawn by the package itself, each with its path from `examples/LANG/` or
#: `assets/LANG/`: the rule book and the cheat sheet.
RULES_PAGES = ("rulebook.html", "cheat-sheet.html")


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_have_the_site_menu(written: Path, page: Page, lang: str) -> None:
    """Teacher trial 9, finding 8 (was finding 3 of issue 31: a link home only): the rule book
    and the cheat sheet of the site show at their top, in their language, the site's menu as a
    lesson page has it (home, lessons, rule book, cheat sheet, example games) and the language
    switch to the same page; it is not printed; its home link leads to the home page."""
    refused = offline(page, ("file:", "data:", "blob:"))
    for name in RULES_PAGES:
        page.goto((written / f"assets/{lang}/{name}").as_uri())
        expect(page.locator("header.fiveup-site-menu")).to_have_count(1)
        has_the_site_menu(page, lang, name)
    page.emulate_media(media="print")
    expect(page.locator("header.fiveup-site-menu")).to_be_hidden()
    page.emulate_media(media="screen")
    page.locator("header.fiveup-site-menu").get_by_role(
        "link", name=text(lang, "site", "home"), exact=True).click()
    expect(page).to_have_url((written / "index.html").as_uri())
    assert refused == []


@pytest.mark.parametrize("lang", LANGS)
def test_an_example_game_has_the_site_menu_and_asks_when_ticked(written: Path, page: Page,
                                                                 lang: str) -> None:
    """Teacher trial 6, finding 3: every example game's page has, at its top and in its
    language, the site's menu as a lesson page has it (home, lessons, rule book, cheat sheet,
    example games; not printed) and the language switch to the same game; and the switch "Ask
    the questions", off at first: stepping through asks nothing until it is ticked, then a
    placement asks how many raw points it scores (R14, R15) and Next waits for the answer."""
    refused = offline(page, ("file:", "data:", "blob:"))
    for name in examples.names():
        page.goto((written / f"examples/{lang}/{name}.html").as_uri())
        has_the_site_menu(page, lang, f"{name}.html")
        toggle = page.get_by_role("checkbox", name=text(lang, "quiz", "toggle"), exact=True)
        expect(toggle).to_be_visible()
        expect(toggle).not_to_be_checked()
    question = page.locator(".fiveup-ask .fiveup-quiz-question")
    following = page.get_by_role("button", name=text(lang, "page", "next"), exact=True)
    for _ in range(4):
        following.click()
        expect(question).to_have_count(0)
    page.get_by_role("button", name=text(lang, "page", "start"), exact=True).click()
    toggle.check()
    for _ in range(4):
        if question.count():
            break
        following.click()
    expect(question.first).to_be_visible()
    expect(page.locator(".fiveup-ask")).to_contain_text(text(lang, "quiz", "heading"))
    expect(following).to_be_disabled()
    page.emulate_media(media="print")
    expect(page.locator("header.fiveup-site-menu")).to_be_hidden()
    assert refused == []
