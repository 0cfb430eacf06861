"""Saved quizzes answer without a kernel, in headless Chromium (issue 21, item 2): a stored
notebook opened untrusted in JupyterLab (no script runs: the `<details>` choices) and plain
`jupyter nbconvert --to html` opened offline (the script's buttons). A wrong answer says
wrong with the engine's explanation, a right one says right, in en, it and fi (R5, R14, R15,
R17-R19 as the kinds cite them)."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Locator, Page, expect

from fiveup_viz.pages.exercises import Question, quiz
from fiveup_viz.widgets.answers import verdicts
from fiveup_viz.words.messages import exercise as text
from tests.conftest import CHROMIUM, execute_notebook, lab_server, offline
from tests.test_exercises import LANGS, RIGHT, WRONG, engine_answer, wrong_answer

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]

KINDS = ["draw", "counted", "score"]  #: one choice, several choices, a number
SEED = 4


def _questions(lang: str) -> list[Question]:
    """The questions the notebook's quiz asks, made again here (same seed, same questions)."""
    return quiz(KINDS, seed=SEED, lang=lang)


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A notebook of one quiz per language, run by a kernel and saved as JupyterLab saves it
    (no widget state)."""
    cells = [f"from fiveup_viz.widgets import Quiz\nQuiz.of({KINDS!r}, seed={SEED}, lang={lang!r})"
             for lang in LANGS]
    return execute_notebook(cells, tmp_path_factory.mktemp("quiz") / "quiz.ipynb", widget_state=False)


@pytest.fixture(scope="module")
def lab_untrusted(tmp_path_factory: pytest.TempPathFactory, saved: Path) -> Iterator[str]:
    """JupyterLab serving the saved notebook unsigned (untrusted), able to start no kernel."""
    root = tmp_path_factory.mktemp("lab-root")
    (root / "quiz.ipynb").write_bytes(saved.read_bytes())
    home = tmp_path_factory.mktemp("lab-home-answers")
    with lab_server(root, home, "--KernelSpecManager.allowed_kernelspecs=no-such-kernel") as base:
        yield base


def _summary(box: Locator, label: str) -> Locator:
    return box.locator("details.fiveup-choice > summary").filter(
        has_text=re.compile(f"^{re.escape(label)}$"))


def _open_and_read(box: Locator, label: str, want: str) -> None:
    """Open a choice: its verdict shows, word for word; close it again (try again)."""
    summary = _summary(box, label)
    body = summary.locator("xpath=..").locator(".feedback")
    expect(body).to_be_hidden()
    summary.click()
    expect(body).to_have_text(want)
    summary.click()
    expect(body).to_be_hidden()


def test_untrusted_notebook_in_jupyterlab_checks_choices(lab_untrusted: str, page: Page) -> None:
    """No script runs in an untrusted notebook: each choice opens to say right or wrong."""
    refused = offline(page, (lab_untrusted, "data:", "blob:"))
    page.set_viewport_size({"width": 1400, "height": 1100})
    page.goto(f"{lab_untrusted}/lab/tree/quiz.ipynb")
    expect(page.locator(".jp-Notebook")).to_be_visible(timeout=60_000)
    page.locator(".jp-Dialog").get_by_role("button", name="No Kernel", exact=True).click(
        timeout=60_000)
    outputs = page.locator(".jp-OutputArea-output")
    for cell, lang in enumerate(LANGS):
        boxes = outputs.nth(cell).locator(".fiveup-exercise")
        expect(boxes).to_have_count(len(KINDS), timeout=30_000)
        for i, q in enumerate(_questions(lang)):
            box = boxes.nth(i)
            said = {label: why for label, _, why in verdicts(q)}
            right = [label for label, ok, _ in verdicts(q) if ok]
            wrong = [label for label, ok, _ in verdicts(q) if not ok]
            if wrong:
                assert said[wrong[0]].startswith(
                    WRONG[lang] if not q.multiple else text(lang, "static.out", choice=wrong[0]))
                _open_and_read(box, wrong[0], said[wrong[0]])
            _open_and_read(box, right[0], said[right[0]])
            if not q.multiple:
                assert said[right[0]].startswith(RIGHT[lang]) and q.why in said[right[0]]
        expect(outputs.nth(cell).locator(".fiveup-answer")).to_have_count(0)  # no script ran
    assert refused == []


def _check(box: Locator, q: Question, answer: object, lang: str) -> str:
    """Give `answer` with the script's controls, press Check: the text the learner reads.
    The choices an earlier try left chosen stay chosen after Try again (teach29 friction 3):
    only those that differ from `answer` are clicked."""
    keys = ({q.key(a) for a in answer} if q.multiple  # type: ignore[attr-defined]
            else {q.key(answer)} if q.choices else set())
    for c in q.choices:
        button = box.get_by_role("button", name=c.label, exact=True)
        if (button.get_attribute("aria-pressed") == "true") != (c.key in keys):
            button.click()
    if not q.choices:
        box.get_by_label(text(lang, "answer")).fill(str(answer))
    box.get_by_role("button", name=text(lang, "check"), exact=True).click()
    said = box.locator(".fiveup-said")
    expect(said).not_to_have_text("")
    return said.inner_text()


def test_nbconvert_html_checks_answers_offline(saved: Path, page: Page, tmp_path: Path) -> None:
    """`jupyter nbconvert --to html`, opened offline: wrong, then Try again, then right."""
    subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", str(saved),
                    "--output-dir", str(tmp_path)], check=True, capture_output=True)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    offline(page, ("file:", "data:", "blob:"))
    page.set_viewport_size({"width": 1400, "height": 1100})
    page.goto((tmp_path / "quiz.html").as_uri())
    boxes = page.locator(".fiveup-exercise")
    expect(boxes).to_have_count(len(KINDS) * len(LANGS))
    for k, lang in enumerate(LANGS):
        for i, q in enumerate(_questions(lang)):
            box = boxes.nth(k * len(KINDS) + i)
            expect(box.locator(".fiveup-nojs")).to_be_hidden()
            wrong, right = wrong_answer(q), engine_answer(q)
            assert _check(box, q, wrong, lang) == q.withheld(wrong).explanation
            assert q.withheld(wrong).explanation.startswith(WRONG[lang])
            again = box.get_by_role("button", name=text(lang, "again"), exact=True)
            if q.choices:
                expect(again).to_be_focused()
                page.keyboard.press("Enter")  # Try again, from the keyboard
            else:  # a typed answer keeps the keyboard, its number selected: typing is a new
                # try (quiz49, teach18 F3); Try again is still there
                expect(again).to_be_visible()
                expect(box.locator("input")).to_be_focused()
                page.keyboard.press("Backspace")
            expect(box.locator(".fiveup-said")).to_have_text("")
            assert _check(box, q, right, lang) == q.check(right).explanation
            assert q.check(right).explanation.startswith(RIGHT[lang])
            expect(box).to_have_attribute("data-answered", "right")
    assert not [e for e in errors if "fiveup" in e.lower()]


def test_the_checking_controls_pass_axe(page: Page, tmp_path: Path) -> None:
    """The script's buttons, number box and verdict, and the <details> choices, have no
    serious or critical axe-core violation (labelled, keyboard reachable, enough contrast)."""
    pytest.importorskip("axe_playwright_python")
    from axe_playwright_python.sync_playwright import Axe

    from fiveup_viz.widgets import Quiz

    html = Quiz.of(KINDS, seed=SEED, lang="it").static_html()
    path = tmp_path / "quiz.html"
    path.write_text(f'<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Quiz'
                    f"</title></head><body><main><h1>Quiz</h1>{html}</main></body></html>",
                    encoding="utf-8")
    offline(page, ("file:", "data:", "blob:"))
    page.goto(path.as_uri())
    box = page.locator(".fiveup-exercise").nth(2)
    box.get_by_label(text("it", "answer")).fill("7")
    box.get_by_role("button", name=text("it", "check"), exact=True).click()
    found = Axe().run(page).response["violations"]
    bad = [(v["id"], v["impact"]) for v in found if v["impact"] in ("serious", "critical")]
    assert bad == []
    page.evaluate("document.querySelectorAll('.fiveup-nojs').forEach(n => n.style.display = '')")
    found = Axe().run(page).response["violations"]
    assert [v["id"] for v in found if v["impact"] in ("serious", "critical")] == []


def _quiz_page(tmp_path: Path, page: Page, lang: str) -> Locator:
    """The kernel-free quiz (the site's exercises' front end) alone on a page at 1024x768."""
    from fiveup_viz.widgets import Quiz

    path = tmp_path / "quiz.html"
    path.write_text(f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>Quiz'
                    f"</title></head><body><main>{Quiz.of(KINDS, seed=SEED, lang=lang).static_html()}"
                    "</main></body></html>", encoding="utf-8")
    offline(page, ("file:", "data:", "blob:"))
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(path.as_uri())
    return page.locator(".fiveup-exercise")


#: Whether a disabled control looks as it does enabled (a checked choice is not greyed).
SAME_LOOK_ENABLED = """(b) => {
  const look = () => [getComputedStyle(b).backgroundColor, getComputedStyle(b).color].join();
  const checked = look();
  b.disabled = false;
  const open = look();
  b.disabled = true;
  return b.disabled && checked === open;
}"""


def test_a_wrong_answer_keeps_the_right_one_back_until_shown(page: Page, tmp_path: Path) -> None:
    """Teacher trial (issue 31 (3), findings 2 and 3), the site's exercises: a wrong answer
    says wrong with the rules to read again (Question.withheld) and offers Try again and Show
    the answer, without the answer or its explanation; a chosen choice stays pressed after
    Check and looks unlike the others; Show the answer gives both."""
    boxes = _quiz_page(tmp_path, page, "it")
    look = "(b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).color]"
    for i, q in enumerate(_questions("it")):
        box = boxes.nth(i)
        wrong = wrong_answer(q)
        said = _check(box, q, wrong, "it")
        assert said == q.withheld(wrong).explanation
        answer_is = text("it", "answer.is", solution=q.answer_text())
        assert answer_is not in said and q.why not in said
        assert q.why not in box.inner_text()
        picks = box.locator(".fiveup-pick")
        pressed = [b for b in picks.all() if b.get_attribute("aria-pressed") == "true"]
        unpressed = [b for b in picks.all() if b.get_attribute("aria-pressed") == "false"]
        if q.choices:
            chosen = wrong if isinstance(wrong, list) else [wrong]
            assert {b.inner_text() for b in pressed} == {q.label(k) for k in chosen}
            for b in pressed:  # checked (disabled), a chosen choice keeps its own look
                assert b.evaluate(SAME_LOOK_ENABLED)
                assert all(b.evaluate(look) != u.evaluate(look) for u in unpressed)
        expect(box.get_by_role("button", name=text("it", "again"), exact=True)).to_be_visible()
        box.get_by_role("button", name=text("it", "reveal"), exact=True).click()
        expect(box.locator(".fiveup-said")).to_contain_text(answer_is)
        expect(box.locator(".fiveup-said")).to_contain_text(q.why)
        expect(box.get_by_role("button", name=text("it", "again"), exact=True)).to_be_hidden()


def test_a_right_answer_ends_the_question(page: Page, tmp_path: Path) -> None:
    """Teacher trial (issue 31 (3), finding 2), the site's exercises: after "Giusto." neither
    Try again nor Show the answer stays, and the explanation of the right answer shows."""
    boxes = _quiz_page(tmp_path, page, "it")
    for i, q in enumerate(_questions("it")):
        box = boxes.nth(i)
        wrong, right = wrong_answer(q), engine_answer(q)
        _check(box, q, wrong, "it")
        box.get_by_role("button", name=text("it", "again"), exact=True).click()
        assert _check(box, q, right, "it") == q.check(right).explanation
        for name in ("again", "reveal"):
            expect(box.get_by_role("button", name=text("it", name), exact=True)).to_be_hidden()
