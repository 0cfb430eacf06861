"""The course website's pages as `fiveup-viz site` writes them (issue 31 point 1), without a
browser: a lesson shows no Python outside its closed "show the code" toggles, in the lesson's
language; the lessons' Markdown reads as written; links lead to the site's own pages; a bad DIR
is one error line and nothing written (the checks of `fiveup-viz lessons`, security probe F4).
tests/test_site_web.py and tests/test_site_wheel.py look at the written site in Chromium."""

from __future__ import annotations

import html
import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.pages import lessons, site
from fiveup_viz.pages.site import markdown, pages
from fiveup_viz.words.errors import Message
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import text
from tests.test_lessons import _one_error, _tree

TOGGLE = re.compile(r'<details class="fiveup-code"><summary>(.*?)</summary>.*?</details>', re.S)
SCRIPT = re.compile(r"<script\b.*?</script>", re.S)


def _code_lines(lesson: pages.Lesson) -> list[str]:
    """The lines of the lesson's Python that would give it away: long enough to be code."""
    book = json.loads(lesson.path.read_text(encoding="utf-8"))
    return [line.strip() for cell in book["cells"] if cell["cell_type"] == "code"
            for line in "".join(cell["source"]).splitlines() if len(line.strip()) > 15]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lesson_page_shows_no_python_until_asked(lang: str) -> None:
    """Issue 31 point 1 ("a lesson page as a student sees it shows no Python unless asked"):
    on every lesson page of the course in `lang`, each code cell's source is inside a closed
    <details> whose summary is "show the code" in that language, and no line of it is anywhere
    else on the page (scripts of the exercises aside); the exercises stay."""
    course = site.courses([lang])[lang]
    assert len(course) == 17
    for lesson in course:
        page = pages.lesson_page(lesson, {lang: lesson}, course, lite=False)
        toggles = TOGGLE.findall(page)
        assert set(toggles) == {text(lang, "site", "show-code")}, lesson.stem
        assert "<details open" not in page and "<details class=\"fiveup-code\" open" not in page
        rest = SCRIPT.sub("", TOGGLE.sub("", page))
        shown = [line for line in _code_lines(lesson) if html_of(line) in rest]
        assert shown == [], (lesson.stem, shown[:3])
    assert any('class="fiveup-exercise' in pages.lesson_page(x, {lang: x}, course, False) for x in course)


def html_of(line: str) -> str:
    import html

    return html.escape(line, quote=False)


def test_the_lessons_markdown_reads_as_written() -> None:
    """The constructs the course's cells use: a heading, strong and emphasis, code with a tile
    `[1\\|4]` in a table, a nested list, a numbered list after a bulleted one, a quote."""
    source = ("# 05 · **Counting** a *placement*\n\nOne\nparagraph with `[1|4]`.\n\n"
              "- a rule\n  - its detail\n- another\n1. first\n\n"
              "| tile | sum |\n|---|---|\n| `[1\\|4]` | 5 |\n\n> the rule's text")
    assert markdown.to_html(source).split("\n") == [
        "<h1>05 · <strong>Counting</strong> a <em>placement</em></h1>",
        "<p>One paragraph with <code>[1|4]</code>.</p>",
        "<ul><li>a rule<ul><li>its detail</li></ul></li><li>another</li></ul>",
        "<ol><li>first</li></ol>",
        "<table><thead><tr><th>tile</th><th>sum</th></tr></thead><tbody><tr><td><code>[1|4]</code>"
        "</td><td>5</td></tr></tbody></table>",
        "<blockquote><p>the rule's text</p></blockquote>"]
    assert markdown.to_html("a <b> & [x](y)") == '<p>a &lt;b&gt; &amp; <a href="y">x</a></p>'


def test_a_lessons_links_lead_to_the_sites_pages() -> None:
    """A lesson's links to the rule book, another lesson or another course lead to the site's
    pages (relative); a web address is kept."""
    assert pages.site_link("../../assets/it/rulebook.html") == "../assets/it/rulebook.html"
    assert pages.site_link("04-counted-ends.ipynb") == "04-counted-ends.html"
    assert pages.site_link("../fi/00-hakemisto.ipynb") == "../fi/00-hakemisto.html"
    assert pages.site_link("https://example.org/a.ipynb") == "https://example.org/a.ipynb"


def test_every_link_of_a_lesson_page_is_relative() -> None:
    """DIR is ready for any static host and for file://: no link of a lesson, course or home
    page starts at a root or names a host."""
    found = site.courses(LANGUAGES)
    written = [pages.home_page({lang: c[0] for lang, c in found.items()}, True)]
    for lang, course in found.items():
        written.append(pages.course_page(lang, course, LANGUAGES, True))
        written += [pages.lesson_page(lesson, {lang: lesson}, course, True) for lesson in course]
    addresses = {a for page in written for a in re.findall(r'(?:href|src)="([^"]*)"', page)}
    assert {a for a in addresses if a.startswith(("/", "//")) or re.match(r"[a-z]+://", a)} == set()


@pytest.mark.parametrize("kind", ["empty", "file", "link-out", "assets-link"])
def test_a_bad_dir_is_one_error_line_and_nothing_is_written(
        tmp_path: Path, kind: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Security probe F4, as for `fiveup-viz lessons`: an empty DIR, a DIR that is a file, and a
    course folder or `assets/` that is a symbolic link out of DIR are one `error: …` line,
    exit 2, and nothing is written inside or outside DIR."""
    monkeypatch.chdir(tmp_path)
    outside, given = tmp_path / "outside", tmp_path / "site"
    outside.mkdir()
    (outside / "mine.txt").write_text("the teacher's own", encoding="utf-8")
    if kind == "file":
        given.write_text("a file", encoding="utf-8")
    elif kind != "empty":
        given.mkdir()
        (given / ("it" if kind == "link-out" else "assets")).symlink_to(outside, target_is_directory=True)
    before = _tree(tmp_path)
    assert main(["site", "" if kind == "empty" else str(given), "--lang", "it", "--no-lite"]) == 2
    err = _one_error(capsys.readouterr().err)
    if kind in ("link-out", "assets-link"):
        assert str(given / ("it" if kind == "link-out" else "assets")) in err
    assert _tree(tmp_path) == before


def test_a_folder_the_system_refuses_is_one_error_line(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """A DIR below a file cannot be made: one `error: cannot write …` line, exit 1 (the system
    refuses the output), and nothing written."""
    (tmp_path / "a-file").write_text("x", encoding="utf-8")
    before = _tree(tmp_path)
    assert main(["site", str(tmp_path / "a-file" / "site"), "--no-lite"]) == 1
    err = _one_error(capsys.readouterr().err)
    assert str(tmp_path / "a-file") in err
    assert _tree(tmp_path) == before


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_home_page_counts_the_lessons_it_links_and_claims_no_other_course(lang: str) -> None:
    """The course block of the home page says as many lessons as the course ships, and does not
    promise languages a one-language site (`--lang it`) does not hold."""
    intro = text(lang, "site", "home-intro")
    shipped = len(list((lessons.shipped() / lang).glob("[0-9]*.ipynb")))
    assert re.findall(r"\d+", intro.replace("61", "")) == [str(shipped)]
    assert not re.search(r"three languages|tre lingue|kolmella kielellä", intro)


def test_a_failed_jupyterlite_build_is_one_error_line_and_no_page(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 31 point 1: when the `site` extra is there but its build fails (here: no node), the
    command says so in one `error: …` line in the asked language, exit 1 (the system refused the
    output), and writes no page that would link to a JupyterLite that is not there."""
    from fiveup_viz.pages.site import lite

    why = "node is needed to byte-compile the wheels (Node.js: https://nodejs.org/)"

    def no_node(*args: object, **kwargs: object) -> None:
        raise lite.LiteBuildError(why)

    monkeypatch.setattr(lite, "available", lambda: True)
    monkeypatch.setattr(lite, "build", no_node)
    given = tmp_path / "site"
    assert main(["site", str(given), "--lang", "fi"]) == 1
    err = _one_error(capsys.readouterr().err)
    said = Message("cli.site-lite", why=why)
    assert said.say("fi") in err and said.say("fi") != said.say("en")
    assert not (given / "index.html").exists() and not list(given.rglob("*.html"))


def test_only_a_page_of_the_site_has_the_site_menu(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Teacher trial 9, finding 8 (and issue 31 point 1, finding 3): a standalone `fiveup-viz
    html` page has no site to go back to, so no menu; the same page on the site
    (`with_site_menu`) has the site's menu first in its body, in its language."""
    monkeypatch.chdir(tmp_path)
    assert main(["html", "partners", "--lang", "fi", "-o", "partners.html"]) == 0
    alone = (tmp_path / "partners.html").read_text(encoding="utf-8")
    assert "fiveup-site-menu" not in alone
    on_site = pages.with_site_menu(alone, "fi", {"en": "../en/partners.html", "fi": "../fi/partners.html"})
    assert on_site.split("<body>", 1)[1].startswith(
        f'<header class="fiveup-site-menu"><nav class="fiveup-trail" '
        f'aria-label="{text("fi", "site", "site-title")}"><ul><li><a href="../../index.html">'
        f'{text("fi", "site", "home")}</a></li>')


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_home_pages_jupyterlite_notice_is_a_note_under_the_link_list(lang: str) -> None:
    """Teach25 friction F6 (issue 31): on the home page the JupyterLite offer (from disk, the
    sentence that the pages work as they are and only JupyterLite needs the folder served) was
    the fourth bullet of the course's links (Lessons, Rule book, Cheat sheet), so it read like a
    link. It is now a paragraph right under that list, in no list item, the list holding only
    the three links."""
    found = site.courses([lang])

    class Walk(HTMLParser):
        def __init__(self) -> None:
            super().__init__()
            self.open: list[tuple[str, str]] = []
            self.seen: list[tuple[str, tuple[str, ...], str]] = []  # (tag, its ancestors, class)

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            cls = dict(attrs).get("class") or ""
            self.seen.append((tag, tuple(t for t, _ in self.open), cls))
            if tag not in ("br", "img", "meta", "link", "input"):
                self.open.append((tag, cls))

        def handle_endtag(self, tag: str) -> None:
            while self.open and self.open.pop()[0] != tag:
                pass

    page = pages.home_page({lang: found[lang][0]}, True)
    walk = Walk()
    walk.feed(page)
    notes = [(tag, up) for tag, up, cls in walk.seen if "fiveup-lite" in cls.split()]
    assert [(tag, {"ul", "li"} & set(up)) for tag, up in notes] == [("p", set())], notes
    section = page[page.index(f'<section lang="{lang}"'):]
    links = section[section.index("<ul>"):section.index("</ul>")]
    assert links.count("<li>") == 3 and "fiveup-lite" not in links
    assert section[section.index("</ul>") + 5:].startswith('<p class="fiveup-lite fiveup-lite-note">')
    assert text(lang, "site", "run-from-disk", offer="course") in html.unescape(section)
