"""Session 45, teach37 friction 5: on a lesson page at 1366x768, a wrong answer's "Not quite: …"
fell below the window's edge, so the pupil saw only the greyed Check and "Try again" until they
scrolled. The verdict (and a shown answer) is brought on screen; a game page's quiz keeps its own
panel in view (stepper.js)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import CHROMIUM

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_a_wrong_answers_verdict_is_on_screen(site_pages: Path, page: object, lang: str) -> None:
    """The first typed-number exercise of lesson 05 (R14, R15), scrolled so that its Check button
    sits at the window's bottom edge: after a wrong answer, and after Show the answer, the
    verdict is inside the window."""
    from playwright.sync_api import Page, expect

    assert isinstance(page, Page)
    page.set_viewport_size({"width": 1366, "height": 768})
    (path,) = (site_pages / lang).glob("05-*.html")
    page.goto(path.as_uri())
    answer = page.locator(".fiveup-answer:has(.fiveup-typed)").first
    expect(answer).to_be_visible(timeout=30_000)
    check = answer.locator(".fiveup-check")
    check.scroll_into_view_if_needed()
    box = check.bounding_box()
    assert box is not None
    page.mouse.wheel(0, box["y"] + box["height"] - 760)  # Check at the bottom edge
    page.wait_for_timeout(200)
    answer.locator("input").fill("99")
    check.click()
    said = answer.locator(".fiveup-said")
    expect(said).not_to_be_empty()
    page.wait_for_timeout(300)
    shown = said.bounding_box()
    assert shown is not None and shown["height"] > 0
    assert shown["y"] >= 0 and shown["y"] + shown["height"] <= 768.5, shown  # (subpixel)
    answer.locator(".fiveup-reveal").click()
    page.wait_for_timeout(300)
    shown = said.bounding_box()
    assert shown is not None and shown["y"] + shown["height"] <= 768.5, shown
