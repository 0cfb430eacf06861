"""Issue 31, teach28 friction 6 (session 43), in headless Chromium: on a lesson's exercises
(kernel-free, `static/exercise.js`), «Verifica» pressed with nothing chosen counted as a wrong
try («No: non hai scelto nessuna risposta. Hai tralasciato 2 risposte giuste…»): Retry was
needed, and it told how many answers are right. Now nothing chosen (or, in a number box,
nothing typed) is not a try: the page says "choose at least one answer" / "type a number", in
the page's language, reveals nothing and keeps Check usable (the questions' rules: R14, R15)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from fiveup_viz.explain.question import Question
from fiveup_viz.pages.exercises import practice
from fiveup_viz.widgets.answers import static_html
from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
LANGS = ("en", "it", "fi")


def _several(lang: str) -> Question:
    """A "which ends count" question with at least two right choices (as lesson 04's)."""
    for seed in range(200):
        q = practice("counted", seed=seed, lang=lang, level=3)
        if q.multiple and len(q.solution_keys()) >= 2:
            return q
    raise AssertionError("no counted question with two right ends")


def _open(page: Page, tmp_path: Path, q: Question) -> None:
    path = tmp_path / f"exercise-{q.lang}-{q.kind}.html"
    path.write_text(f'<!doctype html><html lang="{q.lang}"><meta charset="utf-8"><body>'
                    f"{static_html([(q, 1)])}</body></html>", encoding="utf-8")
    page.goto(path.as_uri())


@pytest.mark.parametrize("lang", LANGS)
def test_check_with_nothing_chosen_is_not_a_try(tmp_path: Path, page: Page, lang: str) -> None:
    """teach28 friction 6: nothing chosen, Check says only "choose at least one answer"; no
    "Not quite", no count of the right answers left out, no Try again; Check stays usable and a
    real answer afterwards is checked as the first try."""
    q = _several(lang)
    _open(page, tmp_path, q)
    check = page.locator(".fiveup-check")
    check.click()
    said = page.locator(".fiveup-said")
    expect(said).to_have_text(text(lang, "exercise", "bad-none"))
    assert text(lang, "exercise", "check") in said.inner_text()  # names the button to press
    for key in ("wrong-none",):
        assert text(lang, "exercise", key) not in said.inner_text()
    for n in range(1, len(q.choices) + 1):
        assert text(lang, "exercise", "missed-some", count=n) not in said.inner_text()
    expect(page.locator(".fiveup-again")).to_be_hidden()
    expect(check).to_be_enabled()
    assert page.locator(".fiveup-exercise").get_attribute("data-answered") is None
    page.screenshot(path=str(tmp_path / f"empty-{lang}.png"))
    right = [i for i, c in enumerate(q.choices) if c.key in q.solution_keys()]
    for i in right:
        page.locator(".fiveup-pick").nth(i).click()
    check.click()
    expect(said).to_have_class("fiveup-said feedback right")


@pytest.mark.parametrize("lang", LANGS)
def test_check_with_nothing_typed_asks_for_a_number(tmp_path: Path, page: Page, lang: str) -> None:
    """teach28 friction 6, the number box: Check with the box empty (or blank) says "type a
    number", is not a try, and the next number typed is checked."""
    q = next(q for s in range(100) if (q := practice("score", seed=s, lang=lang, level=3)).solution)
    _open(page, tmp_path, q)
    page.locator(".fiveup-typed input").fill("  ")
    page.locator(".fiveup-check").click()
    said = page.locator(".fiveup-said")
    expect(said).to_have_text(text(lang, "exercise", "bad-empty"))
    expect(page.locator(".fiveup-again")).to_be_hidden()
    expect(page.locator(".fiveup-check")).to_be_enabled()
    page.locator(".fiveup-typed input").fill(str(q.solution))
    page.locator(".fiveup-check").click()
    expect(said).to_have_class("fiveup-said feedback right")
