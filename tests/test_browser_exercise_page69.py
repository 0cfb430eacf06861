"""Issue 31, teach29 friction 3 (session 44, page69 point 1), in headless Chromium: on a lesson's
exercise (kernel-free, `static/exercise.js`, as on game pages and the website), after "you left
out one right answer" Try again cleared every choice, the right B too, and the next Check with
only D was wrong again. Try again now keeps the learner's choices (and a typed number): "left
out one" reads as "add one", and adding the missing one is right. The legal points are the
answer (R9, R13), as before."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from fiveup_viz.explain.question import Question
from fiveup_viz.pages.exercises import practice
from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM
from tests.test_browser_exercise_page67 import _open

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
LANGS = ("en", "it", "fi")
SHOTS = Path("/work/brief/s44/page69-shots")


def _several(lang: str) -> Question:
    """A "where can … be placed?" question with two right choices and a wrong one."""
    for seed in range(200):
        q = practice("legal", seed=seed, lang=lang)
        if len(q.solution_keys()) >= 2 and len(q.choices) > len(q.solution_keys()):
            return q
    raise AssertionError("no legal question with two right points")


def _pressed(page: Page) -> list[bool]:
    picks = page.locator(".fiveup-pick")
    return [picks.nth(i).get_attribute("aria-pressed") == "true" for i in range(picks.count())]


@pytest.mark.parametrize("lang", LANGS)
def test_try_again_keeps_the_choices_so_the_missing_one_can_be_added(
        tmp_path: Path, page: Page, lang: str) -> None:
    q = _several(lang)
    right = [i for i, c in enumerate(q.choices) if c.key in q.solution_keys()]
    _open(page, tmp_path, q)
    page.locator(".fiveup-pick").nth(right[0]).click()
    page.locator(".fiveup-check").click()
    said = page.locator(".fiveup-said")
    expect(said).to_have_class("fiveup-said feedback wrong")
    assert text(lang, "exercise", "missed-some", count=len(right) - 1) in said.inner_text()
    page.locator(".fiveup-again").click()
    expect(said).to_have_text("")
    chosen = [i == right[0] for i in range(len(q.choices))]
    assert _pressed(page) == chosen  # the right one chosen stays chosen
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"try-again-kept-{lang}.png"))
    for i in right[1:]:
        page.locator(".fiveup-pick").nth(i).click()
    page.locator(".fiveup-check").click()
    expect(said).to_have_class("fiveup-said feedback right")


def test_try_again_keeps_the_typed_number(tmp_path: Path, page: Page) -> None:
    q = next(q for s in range(100) if (q := practice("score", seed=s, level=3)).solution)
    _open(page, tmp_path, q)
    box = page.locator(".fiveup-typed input")
    box.fill(str(int(q.solution) + 5))
    page.locator(".fiveup-check").click()
    expect(page.locator(".fiveup-said")).to_have_class("fiveup-said feedback wrong")
    page.locator(".fiveup-again").click()
    expect(box).to_have_value(str(int(q.solution) + 5))
    expect(box).to_be_focused()
    box.fill(str(q.solution))
    page.locator(".fiveup-check").click()
    expect(page.locator(".fiveup-said")).to_have_class("fiveup-said feedback right")
