"""Teacher trial 13, friction 2 (session 40, issue 31), in headless Chromium and offline: with
the questions on, Next and End were greyed until the question shown was answered, so a teacher
whose lesson ran short had to step through every placement's question. Now a jump (End, the
End key, the address) goes where asked and leaves the questions on the way unanswered; it never
goes past a hand's count question into the count that answers it (R21-R27); the question where
it lands is asked, and nothing of its answer shows before (R14, R15: the placement's points;
the scores of the stop before). Next stays the one step that waits for the answer, and a line
under the question says how to jump, in en, it and fi."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from fiveup_viz.pages.page import write_page
from fiveup_viz.rules import examples
from fiveup_viz.rules.record import scorelog
from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM, offline

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
EXAMPLE = "partners"  # the teacher's game: hand 1 has 21 actions, Ada goes out
PROJECTOR = {"width": 1024, "height": 768}
STEPPER = ".fiveup-stepper"
QUESTION = ".fiveup-stepper .fiveup-ask .fiveup-quiz-question"


def _page(tmp_path: Path, lang: str = "en") -> Path:
    """`fiveup-viz html partners --quiz --projector`, as the teacher wrote it."""
    return write_page(examples.load(EXAMPLE), tmp_path / f"quiz-{lang}.html", lang=lang,
                      quiz=True, projector=True)


def _at(page: Page) -> tuple[str, str, str]:
    stepper = page.locator(STEPPER)
    return (stepper.get_attribute("data-hand") or "", stepper.get_attribute("data-step") or "",
            stepper.get_attribute("data-count") or "")


def _raw_before_going_out() -> int:
    """Ada and Cai's raw score before hand 1's count (their last placement credit, R15)."""
    events = scorelog(examples.load(EXAMPLE))["events"]
    return [e for e in events if e["hand"] == 0 and e["kind"] == "placement" and e["side"] == 0][-1]["score"]


def _count_answer() -> int:
    """Ada and Cai's raw score after hand 1's going-out event (the count's answer, R21-R24)."""
    events = scorelog(examples.load(EXAMPLE))["events"]
    return next(e for e in events if e["hand"] == 0 and e["kind"] == "domino")["score"]


def _scores_text(page: Page) -> str:
    return page.locator(".fiveup-stepper .fiveup-scores").inner_text()


def press_end(page: Page, how: str, lang: str = "en") -> None:
    """End, pressed as `how` says: its button (enabled) or the End key on the stepper."""
    end = page.get_by_role("button", name=text(lang, "page", "end"), exact=True)
    expect(end).to_be_enabled()
    if how == "button":
        end.click()
    else:
        page.locator(STEPPER).focus()
        page.keyboard.press("End")


def _open_at_a_question(page: Page, path: Path, fragment: str = "#hand=1&step=1") -> None:
    page.set_viewport_size(PROJECTOR)
    page.goto(path.as_uri() + fragment)
    expect(page.locator(QUESTION).first).to_be_visible()


@pytest.mark.parametrize("how", ["button", "key"])
def test_end_from_the_first_placement_lands_on_the_hands_count_question(
        tmp_path: Path, page: Page, how: str) -> None:
    """Friction 2: at the first placement's question, unanswered, End (the button or the key)
    jumps to the hand's end, past every placement's question, and asks the count's question
    there (R21-R27); the count's answer does not show: the score table holds Ada and Cai's
    score before the going-out event, and no step of the count is shown."""
    refused = offline(page, ("file:", "data:", "blob:"))
    _open_at_a_question(page, _page(tmp_path))
    press_end(page, how)
    expect(page.locator(STEPPER)).to_have_attribute("data-count", "1")
    assert page.evaluate("location.hash") == "#hand=1&count=1"
    expect(page.locator(QUESTION).first).to_be_visible()
    expect(page.locator(QUESTION).first).to_contain_text("who is credited, and with how many raw points")
    scores = _scores_text(page)
    assert str(_raw_before_going_out()) in scores and str(_count_answer()) not in scores, scores
    # End again skips the count it asks about, to hand 2's start (teacher trial 15, F2)
    page.keyboard.press("End")
    expect(page.locator(STEPPER)).to_have_attribute("data-hand", "2")
    assert refused == []


def test_the_address_goes_where_asked_and_the_count_waits_for_its_question(
        tmp_path: Path, page: Page) -> None:
    """Friction 2: with the first placement's question unanswered, the address `#hand=1&step=21`
    shows the hand's last action (its placement asks nothing at "Placements that score", R15);
    one End from there asks the hand's count question; an address into the count
    (`#hand=1&count=4`) shows the count's question first, its own address, not the answer."""
    _open_at_a_question(page, _page(tmp_path))
    page.evaluate("location.hash = '#hand=1&step=21'")
    expect(page.locator(STEPPER)).to_have_attribute("data-step", "21")
    assert _at(page) == ("1", "21", "")
    expect(page.locator(QUESTION)).to_have_count(0)
    page.get_by_role("button", name=text("en", "page", "end"), exact=True).click()
    expect(page.locator(STEPPER)).to_have_attribute("data-count", "1")
    expect(page.locator(QUESTION).first).to_be_visible()
    page.evaluate("location.hash = '#hand=1&step=1'")
    expect(page.locator(STEPPER)).to_have_attribute("data-step", "1")
    page.evaluate("location.hash = '#hand=1&count=4'")
    expect(page.locator(STEPPER)).to_have_attribute("data-count", "1")
    expect(page.locator(QUESTION).first).to_contain_text("who is credited, and with how many raw points")
    assert page.evaluate("location.hash") == "#hand=1&count=1"
    assert str(_count_answer()) not in _scores_text(page)
    # opened at a count step, the page asks the count's question first too
    page.goto(_page(tmp_path).as_uri() + "#hand=1&count=6")
    expect(page.locator(STEPPER)).to_have_attribute("data-count", "1")
    expect(page.locator(QUESTION).first).to_be_visible()


def test_next_still_waits_and_a_skipped_question_stays_unanswered(tmp_path: Path, page: Page) -> None:
    """Friction 2: Next and → stay the one step that waits for the answer (a learner alone is
    not tempted past a question); a question skipped by a jump is left unanswered: back at it,
    it asks again, its placement's points hidden (R14, R15)."""
    _open_at_a_question(page, _page(tmp_path))
    expect(page.get_by_role("button", name=text("en", "page", "next"), exact=True)).to_be_disabled()
    page.locator(STEPPER).focus()
    page.keyboard.press("ArrowRight")
    assert _at(page) == ("1", "1", "")
    page.keyboard.press("End")
    expect(page.locator(STEPPER)).to_have_attribute("data-count", "1")
    page.evaluate("location.hash = '#hand=1&step=1'")
    expect(page.locator(STEPPER)).to_have_attribute("data-step", "1")
    question = page.locator(QUESTION).first
    expect(question).to_be_visible()
    assert question.locator(".fiveup-said").inner_text().strip() == ""  # not marked right or wrong
    assert page.locator(".fiveup-stepper .fiveup-layout svg text.value").count() == 0


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_a_line_under_the_question_says_how_to_jump(tmp_path: Path, page: Page, lang: str) -> None:
    """Friction 2: while a question waits, a visible line under it tells the teacher how to go
    on without answering (End; the address is the README's: issue 31, teach27 F6), in the
    page's language."""
    _open_at_a_question(page, _page(tmp_path, lang))
    line = page.locator(".fiveup-stepper .fiveup-quiz-skip")
    expect(line).to_be_visible()
    expect(line).to_have_text(text(lang, "quiz", "skip", button=text(lang, "page", "end")))
    assert text(lang, "page", "end") in line.inner_text()
    box, view = line.bounding_box(), page.viewport_size
    assert box is not None and view is not None and box["y"] + box["height"] <= view["height"]
