"""An annotated game page in headless Chromium, offline (issue 23 item 1, RECORD.md §
Annotations): the notes and marks show at their stop, in the page's language or the first given
with the language said, a hostile note is text (no script runs, no image loads), and face down
the notes still show."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from fiveup_viz.cli.main import main
from fiveup_viz.rules.record import dumps
from fiveup_viz.rules.record import to_record as record_of
from tests.conftest import CHROMIUM, offline
from tests.test_annotations_shown import HOSTILE, ITALIAN, noted

OUTPUT = Path(os.environ.get("FIVEUP_TEST_OUTPUT") or tempfile.gettempdir()) / "fiveup-test-output"
pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]


@pytest.fixture(scope="module")
def page_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("annotated")
    (folder / "noted.json").write_text(dumps(record_of(noted())), encoding="utf-8")
    assert main(["html", str(folder / "noted.json"), "-o", str(folder / "page.html"),
                 "--lang", "en"]) == 0
    return folder / "page.html"


def test_an_annotated_page_shows_its_notes_at_their_stops(page_path: Path, page: Page) -> None:
    errors: list[str] = []
    dialogs: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    refused = offline(page, ("file:", "data:", "blob:"))
    page.set_viewport_size({"width": 1300, "height": 1000})
    page.goto(page_path.as_uri())
    stepper = page.locator(".fiveup-stepper")
    expect(stepper).to_have_attribute("data-index", "0")
    note = page.locator(".fiveup-stepper .fiveup-note")
    expect(note).to_contain_text("Note on hand 1")
    expect(note).to_contain_text("The hand's note.")
    page.keyboard.press("ArrowRight")
    expect(note).to_be_hidden()  # action 1 has no note
    page.keyboard.press("ArrowRight")
    expect(note).to_contain_text(ITALIAN)
    expect(note.locator(".note-language")).to_have_text("(in Italian)")
    mark = page.locator(".fiveup-stepper .fiveup-caption .mark")
    expect(mark).to_have_text("?! inaccuracy")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(note.locator(".note-text")).to_have_text(HOSTILE)  # the note as text
    expect(note.locator("img")).to_have_count(0)
    expect(page.locator(".fiveup-stepper .fiveup-caption .mark")).to_have_text("?? blunder")
    page.get_by_label("Tiles face up").uncheck()
    expect(note.locator(".note-text")).to_have_text(HOSTILE)  # face down, the note still shows
    page.get_by_label("Tiles face up").check()
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(OUTPUT / "annotated-page-hostile.png"), full_page=True)
    page.get_by_role("button", name="Back", exact=True).click()
    page.get_by_role("button", name="Back", exact=True).click()
    expect(stepper).to_have_attribute("data-step", "2")
    page.screenshot(path=str(OUTPUT / "annotated-page.png"), full_page=True)
    assert refused == [] and errors == [] and dialogs == []
