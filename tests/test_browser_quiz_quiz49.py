"""Issue 31 (session 41, quiz49), in headless Chromium, on `fiveup-viz html partners --quiz
--projector` and a lesson's exercises (the script the site and the tutorials run):

- three teachers at a projector (teach17 friction 2, teach18 F1, teach19 friction 1) met the
  hand's count explanation (R21-R24) cut inside its box, at 1024x768 and at 1920x1080, and none
  found "Answer only": an answer whose explanation does not fit now opens that view by itself;
- after a wrong answer the answer box locked until "Try again" (teach18 F3): a new number typed
  or another choice clicked is now a new try;
- the Finnish position was written two ways on one page (teach17 friction 5): the toolbar now
  writes it as the status does (`ui-where`);
- at 1024x768 the toolbar's position text stayed small (teach18 F7)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from fiveup_viz.pages.exercises import Question, quiz
from fiveup_viz.widgets.answers import static_html
from fiveup_viz.words.messages import exercise as exercise_text
from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM
from tests.test_browser_projector_proj48 import BUTTON, LAST_LINE, SHOWN_PANELS
from tests.test_exercises import engine_answer, wrong_answer

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
LANGS = ["en", "it", "fi"]
SIZES = [(1024, 768), (1920, 1080)]
STEPPER = ".fiveup-stepper"


def _open(page: Page, path: Path, size: tuple[int, int], where: str) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(path.as_uri() + where)
    page.wait_for_selector(f"{STEPPER} .fiveup-ask .fiveup-answer")
    page.wait_for_timeout(300)


def _classes(page: Page) -> str:
    return page.locator(STEPPER).get_attribute("class") or ""


@pytest.mark.parametrize("size", SIZES, ids=["1024x768", "1920x1080"])
@pytest.mark.parametrize("lang", LANGS)
def test_the_counts_explanation_shows_whole_after_the_answer(
        quiz_pages: dict[str, Path], page: Page, lang: str, size: tuple[int, int]) -> None:
    """Issue 31, teach17 friction 2, teach18 F1, teach19 friction 1 (R21-R24, the count's
    explanation): at a projector, 1024x768 and 1920x1080, the count question answered rightly
    and nothing else clicked, the explanation's last line is inside the window, not clipped nor
    under anything, and "Answer only" shows pressed. Before the answer (and after a wrong one)
    nothing is given away. Escape leaves the view: the count (in the drawing's place at a
    projector since quiz61, teach25 F3), the status and the scores show."""
    _open(page, quiz_pages[lang], size, "#hand=1&count=1")
    assert "fiveup-answer-only" not in _classes(page)
    expect(page.locator(BUTTON)).to_be_hidden()
    picks = page.locator(".fiveup-ask button.fiveup-pick")
    picks.nth(0).click()
    page.locator(".fiveup-ask button.fiveup-check").click()
    page.wait_for_selector(".fiveup-ask .fiveup-said.wrong")
    page.wait_for_timeout(300)
    assert "fiveup-answer-only" not in _classes(page)  # a wrong answer's feedback: short
    expect(page.locator(BUTTON)).to_be_hidden()
    picks.nth(2).click()  # another choice: a new try, without "Try again"
    page.locator(".fiveup-ask button.fiveup-check").click()
    page.wait_for_selector(".fiveup-ask .fiveup-said.right")
    page.wait_for_timeout(400)
    assert "fiveup-answer-only" in _classes(page)
    assert page.locator(BUTTON).get_attribute("aria-pressed") == "true"
    seen = page.evaluate(LAST_LINE)
    assert seen["seen"] and seen["last"][1] >= 0 and seen["last"][3] <= size[1], seen
    assert seen["scroll"] <= seen["client"] + 1 and seen["windowScroll"] == 0, seen
    page.locator(STEPPER).press("Escape")
    page.wait_for_timeout(300)
    assert "fiveup-answer-only" not in _classes(page)
    assert page.locator(BUTTON).get_attribute("aria-pressed") == "false"
    for name in ("end", "status", "scores"):
        expect(page.locator(f"{STEPPER} .fiveup-panel.fiveup-{name}")).to_be_visible()


def test_show_the_answer_opens_the_view_and_a_step_on_leaves_it(
        quiz_pages: dict[str, Path], page: Page) -> None:
    """Issue 31 (R21-R24): "Show the answer" at the count opens "Answer only" by itself as a
    right answer does; → steps on to the count's next step with the page as before (the count
    in the layout's place at a projector since quiz61, teach25 F3)."""
    _open(page, quiz_pages["fi"], (1024, 768), "#hand=1&count=1")
    page.locator(".fiveup-ask button.fiveup-reveal").click()
    page.wait_for_timeout(400)
    assert "fiveup-answer-only" in _classes(page)
    assert page.evaluate(SHOWN_PANELS) == ["fiveup-ask", "fiveup-end"] or \
        sorted(page.evaluate(SHOWN_PANELS)) == ["fiveup-ask", "fiveup-end"]
    page.locator(STEPPER).press("ArrowRight")
    page.wait_for_timeout(300)
    assert page.locator(STEPPER).get_attribute("data-count") == "2"
    assert "fiveup-answer-only" not in _classes(page)
    expect(page.locator(f"{STEPPER} .fiveup-table .fiveup-panel.fiveup-end")).to_be_visible()


def test_an_answer_that_fits_and_a_page_off_the_projector_stay(
        quiz_pages: dict[str, Path], tmp_path: Path, page: Page) -> None:
    """Issue 31: a placement's answer (R9, R14, R15: a short explanation that fits) leaves the
    projector page as it is; off the projector (a reader scrolls) the count's answer does too."""
    _open(page, quiz_pages["en"], (1024, 768), "#hand=1&step=1")
    page.fill(".fiveup-ask input", "10")
    page.locator(".fiveup-ask button.fiveup-check").click()
    page.wait_for_selector(".fiveup-ask .fiveup-said.right")
    page.wait_for_timeout(300)
    assert "fiveup-answer-only" not in _classes(page)
    from fiveup_viz.cli.main import main

    plain = tmp_path / "plain.html"
    assert main(["html", "partners", "--quiz", "-o", str(plain)]) == 0
    _open(page, plain, (1024, 768), "#hand=1&count=1")
    page.locator(".fiveup-ask button.fiveup-pick").nth(2).click()
    page.locator(".fiveup-ask button.fiveup-check").click()
    page.wait_for_selector(".fiveup-ask .fiveup-said.right")
    page.wait_for_timeout(300)
    assert "fiveup-answer-only" not in _classes(page)


@pytest.mark.parametrize("lang", LANGS)
def test_a_typed_retry_in_the_quiz_is_checked(quiz_pages: dict[str, Path], page: Page, lang: str) -> None:
    """teach18 F3 (R9, R14, R15: [5|5] opens for 10 raw): after a wrong number the pupil types
    again, and the new number is checked (Enter) without "Try again": typing clears the "Not
    quite" feedback at once; "Try again" is still there after a wrong answer."""
    _open(page, quiz_pages[lang], (1024, 768), "#hand=1&step=1")
    page.fill(".fiveup-ask input", "35")
    page.keyboard.press("Enter")
    page.wait_for_selector(".fiveup-ask .fiveup-said.wrong")
    expect(page.locator(".fiveup-ask button.fiveup-again")).to_be_visible()
    page.keyboard.type("10")  # the focus stayed in the box, its number selected
    expect(page.locator(".fiveup-ask .fiveup-said")).to_have_text("")
    page.keyboard.press("Enter")
    expect(page.locator(".fiveup-ask .fiveup-said.right")).to_be_visible()


def _lesson_page(tmp_path: Path, lang: str) -> tuple[Path, list[Question]]:
    """A lesson's exercises as the site and the tutorials run them (`static_html`): a number
    question (kind score) and a one-choice question (kind draw)."""
    questions = quiz(["score", "draw"], seed=4, lang=lang)
    out = tmp_path / f"lesson-{lang}.html"
    out.write_text(f"<!doctype html><html lang='{lang}'><body>"
                   f"{static_html([(q, k + 1) for k, q in enumerate(questions)])}</body></html>",
                   encoding="utf-8")
    return out, questions


@pytest.mark.parametrize("lang", LANGS)
def test_a_typed_retry_in_a_lesson_exercise_is_checked(tmp_path: Path, page: Page, lang: str) -> None:
    """teach18 F3 in a lesson's exercises (R14, R15 for the score; R-cited choices): after a
    wrong answer the box stays usable; a new number typed (or another choice clicked) clears the
    feedback and is checked without "Try again"."""
    path, questions = _lesson_page(tmp_path, lang)
    page.goto(path.as_uri())
    number, choice = (page.locator(".fiveup-exercise").nth(k) for k in (0, 1))
    number.locator("input").fill(str(wrong_answer(questions[0])))
    number.locator("button.fiveup-check").click()
    expect(number).to_have_attribute("data-answered", "wrong")
    expect(number.get_by_role("button", name=exercise_text(lang, "again"), exact=True)).to_be_visible()
    expect(number.locator("input")).to_be_enabled()
    page.keyboard.type(str(engine_answer(questions[0])))
    expect(number.locator(".fiveup-said")).to_have_text("")
    page.keyboard.press("Enter")
    expect(number).to_have_attribute("data-answered", "right")
    q = questions[1]
    label = {c.key: c.label for c in q.choices}
    choice.get_by_role("button", name=label[wrong_answer(q)], exact=True).click()
    choice.locator("button.fiveup-check").click()
    expect(choice).to_have_attribute("data-answered", "wrong")
    right = next(c.key for c in q.choices if c.key in q.solution_keys())
    choice.get_by_role("button", name=label[right], exact=True).click()
    expect(choice.locator(".fiveup-said")).to_have_text("")
    choice.locator("button.fiveup-check").click()
    expect(choice).to_have_attribute("data-answered", "right")


@pytest.mark.parametrize("lang", LANGS)
def test_the_position_is_written_one_way(quiz_pages: dict[str, Path], page: Page, lang: str) -> None:
    """teach17 friction 5: the Finnish toolbar said "Kierros 1 / 4, siirto 0 / 21" and the
    status "Kierros 1/4, siirto 0/21" on one page; the toolbar now writes its position as the
    language's `ui-where` does, in every language."""
    _open(page, quiz_pages[lang], (1024, 768), "#hand=1&step=1")
    shown = page.locator(f"{STEPPER} .fiveup-where").inner_text().replace("\n", " ")
    n, m, k, last = (int(x) for x in re.findall(r"\d+", shown)[:4])
    assert shown == text(lang, "ui", "ui-where", n=n, m=m, k=k, last=last), shown


@pytest.mark.parametrize("lang", LANGS)
def test_the_position_text_is_the_projectors_size(quiz_pages: dict[str, Path], page: Page, lang: str) -> None:
    """teach18 F7: at 1024x768 at a projector the position beside the buttons was 15 px while
    the buttons and the page were larger; it is now the buttons' size, and the toolbar stays
    inside the window."""
    _open(page, quiz_pages[lang], (1024, 768), "#hand=1&count=1")
    sizes = page.evaluate("""() => ['.fiveup-where', '.fiveup-next'].map((s) => parseFloat(
        getComputedStyle(document.querySelector('.fiveup-stepper ' + s)).fontSize))""")
    assert sizes[0] >= sizes[1] - 0.01, sizes
    assert page.evaluate("document.documentElement.scrollWidth") <= 1024
