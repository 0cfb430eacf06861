"""Issue 31 (session 45, quiz81: teach35 friction 5), in headless Chromium on
`fiveup-viz html partners --quiz --projector --lang L`: after a wrong answer to hand 1's count
question (R21-R24), the questions' box shows whole under the page's controls, its top border
included, and the line under it is whole or folded behind its "▼"."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Page

from tests.conftest import CHROMIUM

pytestmark = [pytest.mark.browser, pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
LANGS = ["en", "it", "fi"]

#: The boxes as drawn: the controls' row, the questions' panel (its scrolled box's edges), the
#: question's bordered box, the feedback, the lines under the question; the element topmost at
#: the bordered box's top border; whether the panel says "▼".
MEASURE = """() => {
  const ask = document.querySelector('.fiveup-stepper .fiveup-ask');
  const box = (n) => { const r = n.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const group = ask.querySelector('.fiveup-ask-quiz');
  const g = group.getBoundingClientRect();
  const at = document.elementFromPoint(g.left + g.width / 2, g.top + 1);
  const range = document.createRange(); const lines = [];
  const walk = document.createTreeWalker(ask.querySelector('.fiveup-quiz-wait'), NodeFilter.SHOW_TEXT);
  for (let t = walk.nextNode(); t; t = walk.nextNode()) { range.selectNodeContents(t);
    for (const r of range.getClientRects()) if (r.height > 0) lines.push([r.top, r.bottom]); }
  const a = ask.getBoundingClientRect();
  return {nav: box(document.querySelector('.fiveup-stepper .fiveup-nav')),
          clip: [a.top + ask.clientTop, a.top + ask.clientTop + ask.clientHeight],
          group: box(group), said: box(ask.querySelector('.fiveup-said.wrong')),
          border: !!at && (at === group || group.contains(at)), lines: lines,
          more: ask.classList.contains('fiveup-more-below'), height: innerHeight}; }"""


def wrong_count(page: Page, path: Path, size: tuple[int, int]) -> None:
    """Hand 1's count question answered wrong: choice 3, Ada and Cai 25 raw (the partner's pips
    not subtracted, R23), then Check."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(path.as_uri() + "#hand=1&count=1")
    page.wait_for_selector(".fiveup-ask button.fiveup-pick")
    page.wait_for_timeout(300)
    page.locator(".fiveup-ask button.fiveup-pick").nth(3).click()
    page.locator(".fiveup-ask button.fiveup-check").click()
    page.wait_for_selector(".fiveup-ask .fiveup-said.wrong")
    page.wait_for_timeout(400)


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
@pytest.mark.parametrize("lang", LANGS)
def test_teach35_5_a_wrong_count_answer_shows_the_whole_question_box(
        quiz_pages: dict[str, Path], page: Page, lang: str, size: tuple[int, int]) -> None:
    """teach35 F5 (R21-R24): at 1024x768 in Italian the wrong verdict scrolled the questions'
    panel to the question's start, and the bordered box's top (border and padding, 10 px) went
    above the panel's edge, under the controls' row. Now the box's top border is below the
    row and drawn (nothing over it), the box and the verdict end inside the panel and the
    window, and each line under the box shows whole, or below the edge behind "▼"."""
    wrong_count(page, quiz_pages[lang], size)
    m = page.evaluate(MEASURE)
    top, bottom = m["clip"]
    assert m["group"][1] >= m["nav"][3] - 0.5, m
    assert m["group"][1] >= top - 0.5 and m["border"], m
    assert m["group"][3] <= bottom + 0.5, m
    assert m["said"][3] <= min(bottom, m["height"]) + 0.5, m
    for line_top, line_bottom in m["lines"]:
        inside = line_bottom <= bottom + 0.5
        assert inside or (line_top >= bottom - 0.5 and m["more"]), (line_top, line_bottom, m)
