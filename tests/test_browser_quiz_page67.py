"""Issue 31, teach27 F4 (session 43), in headless Chromium at a 1024x768 projector: a teacher's
"where" question on action 15 (`annotate --ask where`) is asked at action 14's position, so it
stood beside the teacher's note on Bea's action 14 under the bare heading "The teacher's
question": two teacher's texts about two moves competed. Its heading now names the action it
is about, "The teacher's question, before action 15", in the page's words for an action
(page.ftl `action`), en/it/fi; it is still asked at the position before (RECORD quiz
semantics: the legal points, R9, R13, are the answer and do not show)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, ViewportSize, expect

from fiveup_viz.pages.page import write_page
from fiveup_viz.rules.record import load_game
from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
PROJECTOR: ViewportSize = {"width": 1024, "height": 768}
SHOTS = Path("/work/brief/s43/page67-shots")
NOTE = "Bea gives away a big count here. Which tile would you play instead?"


def _lesson(tmp_path: Path, lang: str) -> Path:
    """teach27's commands: a note on hand 1's action 14, a "where" question on action 15."""
    cli = [sys.executable, "-m", "fiveup_viz", "annotate"]
    noted, asked = tmp_path / "noted.json", tmp_path / "asked.json"
    subprocess.run([*cli, "partners", "--hand", "1", "--action", "14", "--note", NOTE,
                    "-o", str(noted)], check=True, capture_output=True)
    subprocess.run([*cli, str(noted), "--hand", "1", "--action", "15", "--ask", "where",
                    "--tile", "[2|5]", "-o", str(asked)], check=True, capture_output=True)
    return write_page(load_game(asked), tmp_path / f"page-{lang}.html", lang=lang,
                      projector=True)


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_a_where_question_s_heading_names_the_action_it_comes_before(
        tmp_path: Path, page: Page, lang: str) -> None:
    """F4: at action 14 (its note shown), the question's heading says "before action 15";
    the note stays; the answer (legal points) is not drawn; after the answer, Next goes to
    action 15 (the question's action) and the heading is gone with the question."""
    page.set_viewport_size(PROJECTOR)
    page.goto(_lesson(tmp_path, lang).as_uri() + "#hand=1&step=14")
    group = page.locator(".fiveup-stepper .fiveup-ask-record")
    expect(group).to_be_visible()
    heading = group.locator(".fiveup-ask-heading")
    expect(heading).to_have_text(text(lang, "quiz", "heading-record-before", action=15))
    assert text(lang, "page", "action") in heading.inner_text()
    assert "15" in heading.inner_text() and "14" not in heading.inner_text()
    expect(page.locator(".fiveup-stepper").get_by_text(NOTE)).to_be_visible()
    assert page.locator(".fiveup-stepper .fiveup-layout svg .legal").count() == 0
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"where-heading-{lang}-1024.png"))
    group.locator(".fiveup-reveal").click()
    page.get_by_role("button", name=text(lang, "page", "next"), exact=True).click()
    expect(page.locator(".fiveup-stepper")).to_have_attribute("data-step", "15")
