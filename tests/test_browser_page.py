"""The exported game page in headless Chromium, offline: buttons, keys, URL fragment, print."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page, expect

from fiveup_viz import simulate
from fiveup_viz.widgets import GameViewer
from tests.conftest import CHROMIUM, offline

#: Screenshots to look at: outside the working tree (issue 8), or in $FIVEUP_TEST_OUTPUT.
OUTPUT = Path(os.environ.get("FIVEUP_TEST_OUTPUT") or tempfile.gettempdir()) / "fiveup-test-output"
pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, GameViewer]:
    viewer = GameViewer(simulate(["Ada", "Bea <b>", "Cai", "Dan"], seed=5), lang="it")
    path = viewer.to_html(tmp_path_factory.mktemp("page") / "game.html", hand=0)
    return path, viewer


def test_page_steps_offline_with_buttons_keys_and_fragment(exported: tuple[Path, GameViewer],
                                                           page: Page) -> None:
    """Every position is reachable with no network: Avanti/Indietro, ← →, Home, End, #hand=."""
    path, viewer = exported
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    refused = offline(page, ("file:", "data:", "blob:"))  # only the file itself
    page.set_viewport_size({"width": 1300, "height": 1000})
    page.goto(path.as_uri())
    stepper = page.locator(".fiveup-stepper")
    expect(stepper).to_have_attribute("data-index", "0")
    layout = page.locator(".fiveup-stepper .fiveup-layout svg.fiveup-layout")
    expect(layout.locator("g.tile")).to_have_count(0)  # hand 1 opens on an empty table (R9)
    page.get_by_role("button", name="Avanti", exact=True).click()
    expect(layout.locator("g.tile")).to_have_count(1)
    assert page.url.endswith("#hand=1&step=1")
    page.keyboard.press("ArrowRight")
    expect(stepper).to_have_attribute("data-step", "2")
    page.get_by_role("button", name="Indietro", exact=True).click()
    expect(stepper).to_have_attribute("data-step", "1")
    page.keyboard.press("End")  # end of hand 1, after its count
    last = max(i for i, s in enumerate(viewer.stops) if s.hand == 0)
    expect(stepper).to_have_attribute("data-index", str(last))
    expect(page.locator(".fiveup-stepper .fiveup-end .hand-end")).to_be_visible()
    assert "#hand=1&count=" in page.url
    page.keyboard.press("ArrowRight")  # into hand 2
    expect(stepper).to_have_attribute("data-hand", "2")
    page.keyboard.press("End")
    page.keyboard.press("End")  # again: the end of the game
    expect(stepper).to_have_attribute("data-index", str(len(viewer.stops) - 1))
    expect(page.get_by_role("button", name="Avanti", exact=True)).to_be_disabled()
    page.keyboard.press("Home")
    page.keyboard.press("Home")
    expect(stepper).to_have_attribute("data-index", "0")
    # a teacher's link opens at hand 3, step 4
    page.goto(path.as_uri() + "#hand=3&step=4")
    page.reload()
    expect(stepper).to_have_attribute("data-hand", "3")
    expect(stepper).to_have_attribute("data-step", "4")
    expect(layout.locator("g.tile")).to_have_count(
        sum(1 for a in viewer.game.hands[2].actions[:4] if a.kind == "play"))
    # face down: the hands panel draws no tile
    page.get_by_label("Tessere scoperte").uncheck()
    expect(page.locator(".fiveup-stepper .fiveup-hands g.tile[data-tile]:not([data-tile=hidden])")
           ).to_have_count(0)
    expect(page.get_by_text("Bea <b>").first).to_be_visible()  # a name shown escaped
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(OUTPUT / "game-page.png"), full_page=True)
    # print: the position without the controls
    page.emulate_media(media="print")
    expect(page.locator(".fiveup-nav")).to_be_hidden()
    expect(layout).to_be_visible()
    assert refused == [] and errors == []


def test_keys_step_after_a_click_on_the_page_margin(exported: tuple[Path, GameViewer],
                                                    page: Page) -> None:
    """Issue 21, item 4: a click anywhere on the page, margin included, keeps ← → Home End
    stepping; a click on a control leaves that control focused, and the arrow keys, which a tick
    box or a button has no use for, step (teacher trial 5, finding 1: keys typed into an answer
    box stay there, tests/test_browser_quiz.py)."""
    path, viewer = exported
    offline(page, ("file:", "data:", "blob:"))
    page.set_viewport_size({"width": 1300, "height": 1000})
    page.goto(path.as_uri())
    stepper = page.locator(".fiveup-stepper")
    expect(stepper).to_have_attribute("data-index", "0")
    page.mouse.click(4, 400)  # the body's left margin, outside every element of the stepper
    page.keyboard.press("ArrowRight")
    expect(stepper).to_have_attribute("data-index", "1")
    page.mouse.click(1296, 8)  # the top right corner of the margin
    page.keyboard.press("End")
    last = max(i for i, s in enumerate(viewer.stops) if s.hand == 0)
    expect(stepper).to_have_attribute("data-index", str(last))
    page.keyboard.press("Home")
    expect(stepper).to_have_attribute("data-index", "0")
    box = page.get_by_label("Tessere scoperte")
    box.click()
    assert page.evaluate("document.activeElement.type") == "checkbox"
    page.keyboard.press("ArrowRight")  # a tick box has no use for arrows: they step (teacher trial 5, 1)
    expect(stepper).to_have_attribute("data-index", "1")
    page.keyboard.press("ArrowLeft")
    expect(stepper).to_have_attribute("data-index", "0")
    box.click()
    page.get_by_role("button", name="Avanti", exact=True).click()
    assert page.evaluate("document.activeElement.tagName") == "BUTTON"
    expect(stepper).to_have_attribute("data-index", "1")


def test_f9_the_page_header_names_no_tile_with_the_hands_face_down(
        tmp_path: Path, page: Page) -> None:
    """Security probe F9: the example `won-by-placement` describes "Ada places [2|3]…". On the
    game page, turning the tiles face down masks it in the header ([?|?]); face up shows it."""
    path = GameViewer("won-by-placement").to_html(tmp_path / "won.html", hand=4)
    offline(page, ("file:", "data:", "blob:"))
    page.goto(path.as_uri() + "#hand=5&step=13")
    header = page.locator(".fiveup-stepper .fiveup-header")
    expect(header).to_contain_text("Ada places [2|3]")
    page.locator(".fiveup-face input").uncheck()
    expect(header).to_contain_text("Ada places [?|?]")
    expect(header).not_to_contain_text("[2|3]")
    assert "[2|3]" not in page.title()
    page.locator(".fiveup-face input").check()
    expect(header).to_contain_text("Ada places [2|3]")


@pytest.mark.parametrize("fragment", ["#hand=0", "#hand=0&step=3", "#hand=99", "#hand=2&step=999",
                                      "#hand=-1"])
def test_a_link_to_no_position_says_so_in_words(exported: tuple[Path, GameViewer], page: Page,
                                                fragment: str) -> None:
    """Issue 31 point 4: hands count from 1 on the page, so `#hand=0` (a record's index typed
    as a hand number) names no position. The page says so in its language: what was asked,
    the hands it holds counted from 1, and that it shows where it opens; the warning goes
    when the reader steps on, or follows a link to a position the page holds."""
    path, viewer = exported
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    offline(page, ("file:", "data:", "blob:"))
    page.goto(path.as_uri() + fragment)
    stepper = page.locator(".fiveup-stepper")
    warning = page.locator(".fiveup-stepper .fiveup-link-warning")
    hands = len(viewer.game.hands)
    expect(warning).to_be_visible()
    expect(warning).to_have_text(f"Questa pagina non ha la posizione {fragment}: contiene le mani "
                                 f"da 1 a {hands}, contate da 1. Mostra invece la sua posizione "
                                 "iniziale.")
    expect(stepper).to_have_attribute("data-index", "0")  # where the page opens: hand 1's deal
    expect(page.get_by_role("alert")).to_have_count(1)
    page.get_by_role("button", name="Avanti", exact=True).click()
    expect(warning).to_be_hidden()
    page.evaluate("location.hash = '#hand=0'")  # a link followed on the open page
    expect(warning).to_be_visible()
    expect(stepper).to_have_attribute("data-index", "0")
    page.evaluate("location.hash = '#hand=2&step=1'")
    expect(stepper).to_have_attribute("data-hand", "2")
    expect(warning).to_be_hidden()
    assert errors == []


def test_a_link_to_a_held_position_warns_of_nothing(exported: tuple[Path, GameViewer],
                                                    page: Page) -> None:
    """Issue 31 point 4: `#hand=1` is the first hand, shown with no warning; no link at all
    opens the page with none either."""
    path, _ = exported
    offline(page, ("file:", "data:", "blob:"))
    for fragment in ("#hand=1", ""):
        page.goto(path.as_uri() + fragment)
        expect(page.locator(".fiveup-stepper")).to_have_attribute("data-hand", "1")
        expect(page.locator(".fiveup-stepper .fiveup-link-warning")).to_be_hidden()
