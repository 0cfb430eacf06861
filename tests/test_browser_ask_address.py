"""Issue 31 (session 44, teach34): `annotate --ask` printed the action a question is on, and a
teacher who opened the page at `#hand=1&step=13` had already passed a "where" question on
action 13 (it is asked before its action, at step 12). The command now prints the page's
address at the question, in the user's language; opened there, the page shows the question
(headless Chromium)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from fiveup_viz.pages.page import write_page
from fiveup_viz.rules.record import load_game
from tests.conftest import CHROMIUM

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]


@pytest.mark.parametrize(("lang", "ask", "step"), [
    ("en", ["where", "--tile", "[2|5]"], 14), ("fi", ["points"], 15),
    ("it", ["where", "--tile", "[2|5]"], 14)])
def test_the_printed_address_opens_the_page_at_the_question(
        tmp_path: Path, page: Page, lang: str, ask: list[str], step: int) -> None:
    """R9, R13 (where: every legal point) and R14, R15 (points): a question on hand 1's action
    15 is asked at step 14 (where: before the action) or 15 (points: at the placement, its
    count hidden); the address the command prints is that step, and the page opened there
    shows the question."""
    asked = tmp_path / "asked.json"
    done = subprocess.run([sys.executable, "-m", "fiveup_viz", "annotate", "partners", "--hand", "1",
                           "--action", "15", "--ask", *ask, "--lang", lang, "-o", str(asked)],
                          check=True, capture_output=True, text=True)
    found = re.findall(r"#hand=(\d+)&step=(\d+)", done.stdout)
    assert found == [("1", str(step))], done.stdout
    html = write_page(load_game(asked), tmp_path / "page.html", lang=lang)
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(html.as_uri() + f"#hand=1&step={step}")
    expect(page.locator(".fiveup-stepper .fiveup-ask-record")).to_be_visible()
    page.goto(html.as_uri() + f"#hand=1&step={step + 1}")  # one step on: the question is passed
    expect(page.locator(".fiveup-stepper .fiveup-ask-record")).to_have_count(0)
