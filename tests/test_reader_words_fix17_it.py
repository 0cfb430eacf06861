"""The fourth Italian reading (read14-it, issue 29): the quiz's end-of-hand feedback as the
count's steps, a line a step, in every language; and four Italian wordings."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

from fiveup_viz.explain.steps import sentence
from fiveup_viz.pages.panels import GamePanels
from fiveup_viz.pages.quiz import hand_end_question, question_data
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text

OUTPUT = Path(os.environ.get("FIVEUP_TEST_OUTPUT") or tempfile.gettempdir()) / "fiveup-test-output"
EXAMPLE = "partners"
#: The count step headings of hand 2 of `partners` (ui.ftl), as the count panel shows them.
HEADINGS = {"it": ("L'ultima tessera (R21)", "Puntini degli avversari (R22)"),
            "en": ("Going out (R21)", "Opponents' pips (R22)"),
            "fi": ("Käden tyhjennys (R21)",)}


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_counts_feedback_is_a_line_a_step(lang: str) -> None:
    """read14-it point 1 (R21-R24): the quiz's feedback at a hand's count was one unbroken block
    of ~120 words, the step headings flattened into sentences. Now each step of the count is
    a line of its own, its heading first, and the page is told to keep the lines."""
    source = GamePanels(examples.load(EXAMPLE), lang)
    q = hand_end_question(source, 1)
    assert q is not None
    steps = [s for s in source.end_steps(1) if s.key not in ("reveal", "next")]
    # teacher trial 15, F3: the one-line result ("Ada and Cai: 10 − 0 = 10 raw.") comes first
    result, *lines = q.why.strip("\n").split("\n")
    assert " = " in result and not any(result.startswith(sentence(s.heading, lang)) for s in steps)
    assert len(lines) == len(steps) >= 3
    for line, step in zip(lines, steps, strict=True):
        assert line.startswith(sentence(step.heading, lang)), (line, step.heading)
    right = q.check(q.solution).explanation
    assert right.split("\n")[0].strip() == text(lang, "exercise", "right")  # "Right." alone
    assert question_data(q)["steps"] is True


@pytest.mark.parametrize("lang", ["it", "en"])
def test_a_placements_question_keeps_its_one_paragraph(lang: str) -> None:
    """read14-it point 1: only a count's feedback is shown a line a step."""
    from fiveup_viz.pages.panels import Stop
    from fiveup_viz.pages.quiz import questions

    source = GamePanels(examples.load(EXAMPLE), lang)
    found = [q for step in range(1, 12)
             for q in questions(source, Stop(0, step), [], face_up=True, every=True)]
    assert found and all("steps" not in question_data(q) for q in found)


def test_italian_draw_empty_names_the_blocked_hand() -> None:
    """read14-it point 7 (R20, D5): «draw-empty» left out what the English states, that when
    nobody can place the hand is blocked."""
    said = text("it", "errors", "draw-empty")
    assert "la mano è bloccata (R20, D5)" in said
    assert "altrimenti chi non può posare passa" in said


def test_italian_last_tile_question_subject_agrees() -> None:
    """read14-it point 3 (R23, D6): «prima che entrino nell'evento…» had a subject that was not
    the sentence's; the question and the --quiz help now say «prima di entrare»."""
    said = text("it", "exercise", "q-score-last", name=0, tile="[4|6]", on="[4|6]",
                socket="big")
    assert "prima di entrare a far parte dell'evento dell'ultima tessera?" in said
    assert "entrino" not in said
    assert "entrino" not in text("it", "cli", "opt-quiz")


def test_italian_blocked_hand_status_is_a_sentence() -> None:
    """read14-it point 4 (R20): «Mano finita: bloccata, nessuno può…» was too compressed."""
    assert text("it", "ui", "turn-blocked") == (
        "Mano finita: è bloccata, perché nessuno può fare una posa")


@pytest.mark.parametrize("n,words", [(1, "al massimo 1 punto visualizzato"),
                                     (3, "al massimo 3 punti visualizzati")])
def test_italian_coach_says_at_most(n: int, words: str) -> None:
    """read14-it point 6 (R15): «fino a 1 punto» is unidiomatic; «al massimo»."""
    said = text("it", "coach", "leaves", leaves=n)
    assert words in said and "fino a" not in said


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.parametrize("lang,projector", [("it", False), ("it", True), ("en", False),
                                            ("fi", True)])
def test_the_pages_count_feedback_shows_a_line_a_step(tmp_path: Path, page: object, lang: str,
                                                      projector: bool) -> None:
    """read14-it point 1 (R21-R24), in Chromium: after Show the answer at a hand's count the
    feedback shows each step of the count on a line of its own (at 1024x768 and 1920x1080, with
    --projector too), not one block; the text stays text (escaped)."""
    pytest.importorskip("playwright")
    from playwright.sync_api import Page, expect

    from fiveup_viz.pages.page import write_page
    from tests.conftest import CHROMIUM

    if not CHROMIUM.exists():
        pytest.skip("needs /usr/bin/chromium")
    assert isinstance(page, Page)
    path = write_page(examples.load(EXAMPLE), tmp_path / "quiz.html", lang=lang, quiz=True)
    reveal = text(lang, "exercise", "reveal")
    headings = HEADINGS[lang]
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(path.as_uri() + "#hand=1&count=1" + ("&projector=1" if projector else ""))
    question = page.locator(".fiveup-stepper .fiveup-ask .fiveup-quiz-question")
    question.get_by_role("button", name=reveal).click()
    said = question.locator(".fiveup-said")
    expect(said).to_contain_text(headings[0])
    for width, height in ((1024, 768), (1920, 1080)):
        page.set_viewport_size({"width": width, "height": height})
        shown = said.inner_text().split("\n")
        assert len(shown) >= 4, shown
        for heading in headings:
            assert any(line.startswith(heading) for line in shown), (heading, shown)
        assert said.locator("script, img").count() == 0
        said.scroll_into_view_if_needed()
        page.screenshot(path=str(OUTPUT / f"fix17-count-{lang}-{width}"
                                          f"{'-projector' if projector else ''}.png"))
