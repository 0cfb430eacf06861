"""Session 45, fixer site79: what teach35 and teach36 found on the course website.

Friction 1 of both: lessons 07, 08 and 11 showed a viewer's Python repr (`<HandEndViewer mano 3:
passo 1 di 6>`) above its stepping copy. A lesson page shows a widget's static front end only
(`pages.output`, the outputs marked by `scripts/execute_tutorials.py`), on every lesson page."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from fiveup_viz.pages import site as website
from fiveup_viz.pages.site import pages
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM

#: A Python object's default text (`<HandEndViewer …>`, `<GameViewer …>`, `<Exercise …>`).
REPR = re.compile(r"<[A-Z][A-Za-z]+[ >]")
#: The lessons with a viewer (a widget shown as two outputs: its view, then its copy).
VIEWER_LESSONS = ("07", "08", "11")


class _Shown(HTMLParser):
    """The text a page shows: outside scripts, styles and the closed "show the code" toggles."""

    def __init__(self) -> None:
        super().__init__()
        self.words: list[str] = []
        self._hidden: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        code = tag == "details" and dict(attrs).get("class") == "fiveup-code"
        if tag in ("script", "style") or code or (self._hidden and tag == self._hidden[0]):
            self._hidden.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if self._hidden and tag == self._hidden[-1]:
            self._hidden.pop()

    def handle_data(self, data: str) -> None:
        if not self._hidden:
            self.words.append(data)


def shown(page: str) -> str:
    parser = _Shown()
    parser.feed(page)
    return "".join(parser.words)


def lesson_pages(root: Path, lang: str) -> list[Path]:
    return sorted(p for p in (root / lang).glob("[0-9][0-9]-*.html"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_lesson_page_shows_a_python_repr(site_pages: Path, lang: str) -> None:
    """Teach35/teach36 friction 1: no built lesson page shows an object's repr as text, and the
    viewers' lessons still show their stepping copies."""
    found = lesson_pages(site_pages, lang)
    assert len(found) == 17
    for path in found:
        page = path.read_text(encoding="utf-8")
        assert REPR.findall(shown(page)) == [], path.name
        if path.name[:2] in VIEWER_LESSONS:
            assert 'class="fiveup-viewer-page"' in page, path.name


def test_a_widget_output_shows_its_front_end_and_never_its_repr() -> None:
    """`pages.output`: a widget's bundle (view kept, or left out and marked) shows its text/html
    or nothing; the same text/plain of an output that is no widget's is printed."""
    view = {"model_id": "0" * 32, "version_major": 2, "version_minor": 0}
    kept = {"output_type": "display_data", "metadata": {},
            "data": {pages.WIDGET_VIEW: view, "text/plain": "<GameViewer Ada>"}}
    marked = {"output_type": "display_data", "metadata": {"fiveup_viz": {"widget": True}},
              "data": {"text/plain": "<HandEndViewer hand 3>"}}
    with_html = {"output_type": "execute_result", "metadata": {"fiveup_viz": {"widget": True}},
                 "data": {"text/plain": "<Exercise x>", "text/html": "<p>Q</p>"}}
    printed = {"output_type": "execute_result", "metadata": {}, "data": {"text/plain": "<b>"}}
    assert pages.output(kept) == ""
    assert pages.output(marked) == ""
    assert pages.output(with_html) == "<p>Q</p>"
    assert pages.output(printed) == '<pre class="fiveup-printed">&lt;b&gt;</pre>'


@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_viewers_lesson_shows_no_repr_in_the_browser(site_pages: Path, page: object, lang: str) -> None:
    """Friction 1 as the teachers saw it (1366x768): lessons 07, 08 and 11 show their viewers
    and no `<…Viewer …>` line, at the first step and at the last."""
    from playwright.sync_api import Page, expect

    assert isinstance(page, Page)
    page.set_viewport_size({"width": 1366, "height": 768})
    for number in VIEWER_LESSONS:
        (path,) = (site_pages / lang).glob(f"{number}-*.html")
        page.goto(path.as_uri())
        stepper = page.locator(".fiveup-viewer-page .fiveup-stepper").first
        expect(stepper).to_have_attribute("data-index", re.compile(r"\d+"), timeout=30_000)
        said = page.locator("main").inner_text()
        assert REPR.findall(said) == [], path.name
        assert SAME_ENDS.search(said) is None, path.name  # friction 4
        if number == "07" and lang in ONE_HAND:  # hand 3 of the lesson's 4-hand game
            assert ONE_HAND[lang] in said
        stepper.focus()
        page.keyboard.press("End")
        assert REPR.findall(page.locator("main").inner_text()) == [], path.name


# -- teach35 and teach36 friction 4: "le mani da 3 a 3", "kierrokset 3–3" --------------------
#: A range whose two ends are one hand, as the sentence said it in each language.
SAME_ENDS = re.compile(r"\b(\d+) (?:to|a) \1\b|\b(\d+)–\2\b")
#: The teachers' words for one hand held (teach35 4, teach36 4).
ONE_HAND = {"it": "Questa pagina contiene solo la mano 3 delle 4 della partita.",
            "fi": "Tällä sivulla on vain kierros 3 (pelissä on 4 kierrosta)."}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("phrase", ["window", "window-page"])
def test_a_page_of_one_hand_says_one_hand_and_of_several_the_range(lang: str, phrase: str) -> None:
    """Friction 4: the frames of hand 3 of a 4-hand game name hand 3 once (no "3 to 3"); the
    frames of hands 2 to 3 keep the range."""
    from fiveup_viz import simulate
    from fiveup_viz.pages.frames import game_frames

    game = simulate(4, seed=3, hands=4)
    assert len(game.hands) == 4
    one, two = game_frames(game, range(2, 3), lang=lang), game_frames(game, range(1, 3), lang=lang)
    one.window_phrase = two.window_phrase = phrase
    assert SAME_ENDS.search(one.window_note) is None, one.window_note
    assert "3" in one.window_note and "4" in one.window_note
    assert re.search(r"\b2\b", two.window_note) and re.search(r"\b3\b", two.window_note)
    if lang in ONE_HAND:
        assert one.window_note.startswith(ONE_HAND[lang])


# -- teach36 friction 2, teach35 friction 4: lesson text that names what the page lacks ------
def _run_cell_sentences(lang: str) -> list[str]:
    """The widget pictures' "run the cell" sentences in `lang`, as a page writes them."""
    import html

    return [html.escape(text(lang, *key)) for key in (("lines", "static-widget-run"),
                                                       ("ui", "ui-table-static-run"))]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_lesson_page_says_to_run_a_cell(site_pages: Path, lang: str) -> None:
    """Teach36 friction 2 (fi 03: «Suorita solu, niin voit käyttää paneelia.» on a page with no
    cell): the widget pictures of the lesson pages keep their note but not its "run the cell",
    which the notebooks keep (lessons 02, 03 and 11 hold such pictures)."""
    said = _run_cell_sentences(lang)
    shown_notes = 0
    for path in lesson_pages(site_pages, lang):
        page = path.read_text(encoding="utf-8")
        assert [s for s in said if s in page] == [], path.name
        shown_notes += page.count(html_note(lang))
    assert shown_notes >= 3
    stored = "".join(x.path.read_text(encoding="utf-8") for x in website.courses([lang])[lang])
    assert 'class=\\"fiveup-run-cell' in stored  # escaped in the notebook's JSON


def html_note(lang: str) -> str:
    import html

    return html.escape(text(lang, "lines", "static-widget-note"))


def test_the_finnish_pages_name_jupyterlites_run_menu_as_it_shows() -> None:
    """Teach36 friction 2: fi lessons 00, 02, 03 and 11 said «”Suorita › Run All Cells”», but
    JupyterLite's menu (English for the Finnish course, as site.ftl's run-note says) is **Run**;
    no page or notebook of the Finnish course names a menu "Suorita" before an English item."""
    course = website.courses(["fi"])["fi"]
    for lesson in course:
        page = pages.lesson_page(lesson, {"fi": lesson}, course, lite=True)
        for said in (shown(page), lesson.path.read_text(encoding="utf-8")):
            assert "Suorita › Run" not in said, lesson.stem
            for at in [m.start() for m in re.finditer("Run All Cells", said)]:
                assert re.search(r"\bRun\b", said[max(0, at - 60):at]), (lesson.stem, said[at - 60:at])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lesson_11s_page_names_no_slider_or_drop_down(lang: str) -> None:
    """Teach35 friction 4: lesson 11's page spoke of the viewer's slider and its **Hand**
    drop-down, which only the live widget has: that sentence is a `notebook` cell, in the
    notebook and not on the page."""
    course = website.courses([lang])[lang]
    (lesson,) = [x for x in course if x.number == "11"]
    book = json.loads(lesson.path.read_text(encoding="utf-8"))
    (cell,) = [c for c in book["cells"] if c.get("id") == "viewer-controls"]
    assert cell["metadata"]["fiveup_viz"][pages.NOTEBOOK_ONLY] is True
    sentence = "".join(cell["source"]).replace("**", "").strip()
    assert sentence
    page = shown(pages.lesson_page(lesson, {lang: lesson}, course, lite=True))
    assert sentence not in page


# -- teach36 friction 5, teach35 friction 6: JupyterLite's start as the banner tells it ----------
def test_the_finnish_not_run_line_says_if_not_only_if() -> None:
    """Teach36 friction 5: «Vain jos tällä rivillä lukee yhä…» (only if) read wrong; «Jos»."""
    said = text("fi", "site", "lite-lesson-not-run")
    assert "Jos tällä rivillä lukee yhä" in said and "Vain jos" not in said


@pytest.mark.parametrize(("lang", "wheel"), [("en", "spinning wheel"), ("it", "rotellina"),
                                             ("fi", "latauskuvake")])
def test_the_run_note_tells_the_white_page_with_a_spinner(lang: str, wheel: str) -> None:
    """Teach36 5, teach35 6: after the link the pupils saw a white page with a spinner for 5-10 s,
    where the note said the page "only says that Python is loading": it now says both."""
    said = text(lang, "site", "run-note")
    assert wheel in said and "Python" in said
