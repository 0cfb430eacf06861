"""Issue 31, teacher trial 24 friction 3 (where57): a "where can … be placed?" question named
its points in words only ("[0|2] high end"), so pupils (11-14) hunted each tile by its pips.
Now, in headless Chromium at a 1024x768 projector, en/it/fi, on the page of the teacher's two
commands (`annotate partners --hand 1 --action 9 --ask where --tile "[3|6]"`, then `html`, with
and without `--quiz`): the layout shows a letter at every point the choices name, right and
wrong alike, as a worksheet's picture does, and each choice starts with its letter; no legal
point (the answer, R9, R11, R13) is drawn while it waits, and no letter covers a tile."""

from __future__ import annotations

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
PROJECTOR = {"width": 1024, "height": 768}
SHOTS = Path("/work/brief/s42/where57-shots")
LAYOUT = ".fiveup-stepper .fiveup-layout svg"
CHOICES = ".fiveup-stepper .fiveup-ask-record .fiveup-pick"


def _lesson(tmp_path: Path, lang: str, quiz: bool) -> Path:
    """The teacher's two commands of trial 24, in `lang`."""
    cli = [sys.executable, "-m", "fiveup_viz"]
    lesson = tmp_path / "lesson.json"
    subprocess.run([*cli, "annotate", "partners", "--hand", "1", "--action", "9", "--ask", "where",
                    "--tile", "[3|6]", "--lang", lang, "-o", str(lesson)], check=True,
                   capture_output=True)
    return write_page(load_game(lesson), tmp_path / f"page-{lang}.html", lang=lang, quiz=quiz,
                      projector=True)


def _apart(a: dict[str, float], b: dict[str, float]) -> bool:
    return (a["x"] + a["width"] <= b["x"] or b["x"] + b["width"] <= a["x"]
            or a["y"] + a["height"] <= b["y"] or b["y"] + b["height"] <= a["y"])


@pytest.mark.parametrize("quiz", [False, True])
@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_a_where_question_letters_its_points_on_the_drawing(tmp_path: Path, page: Page, lang: str,
                                                            quiz: bool) -> None:
    """Friction 3 (R9, R11, R13): one letter on the layout per choice, A, B, ... in the
    choices' order, each choice starting "A · "; the letters stand clear of every tile and
    are at least 12 px tall at 1024x768; no legal point is drawn before the answer."""
    path = _lesson(tmp_path, lang, quiz)
    page.set_viewport_size(PROJECTOR)
    page.goto(path.as_uri() + "#hand=1&step=8")
    expect(page.locator(".fiveup-stepper .fiveup-ask-record")).to_be_visible()
    labels = page.locator(CHOICES).all_inner_texts()
    assert len(labels) >= 2
    letters = [chr(ord("A") + i) for i in range(len(labels))]
    assert [label.split(" · ")[0] for label in labels] == letters, labels
    drawn = page.locator(f"{LAYOUT} .choice-letter")
    assert [drawn.nth(i).get_attribute("data-letter") for i in range(drawn.count())] == letters
    assert page.locator(f"{LAYOUT} .legal").count() == 0  # the answer is not drawn
    tiles = [page.locator(f"{LAYOUT} .tile").nth(i).bounding_box()
             for i in range(page.locator(f"{LAYOUT} .tile").count())]
    values = [page.locator(f"{LAYOUT} .value").nth(i).bounding_box()
              for i in range(page.locator(f"{LAYOUT} .value").count())]
    for i in range(drawn.count()):
        disc = drawn.nth(i).locator("circle").bounding_box()
        assert disc is not None and disc["height"] >= 12, disc
        assert drawn.nth(i).is_visible()
        for box in [*tiles, *values]:
            assert box is not None and _apart(disc, box), (letters[i], disc, box)
    if lang == "it":
        page.screenshot(path=str(SHOTS / f"where-{lang}-{'quiz' if quiz else 'page'}-1024.png"))
