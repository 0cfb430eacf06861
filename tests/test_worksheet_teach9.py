"""Worksheets as a fresh teacher found them (teacher trial 9, session 38):

- finding 6: the key said each answer's rules twice, "(R14, R15). The rules: R14, R15": once;
- finding 5: with `--compact`, the pictures of the tiles still held (the going-out and the
  blocked-hand questions, R22-R25, where counting pips is the task) printed about 3.5 mm wide:
  at least the size they have without `--compact`.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from fiveup_viz.pages.worksheet import questions, worksheet
from fiveup_viz.words.fluent import LANGUAGES

#: A rule or decision cited in a sentence.
RULE = re.compile(r"\b[RD]\d+\b")
#: The kinds whose picture is the tiles still held (R22-R25).
HELD = ("going-out", "blocked")


def _item(page: str, n: int) -> str:
    found = re.search(rf'<li class="key-item" id="key{n}".*?</li>', page, re.S)
    assert found is not None
    return found.group(0)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_key_cites_each_rule_once(lang: str) -> None:
    """Finding 6 (R14, R15, R22-R25 as each reason cites them): in the HTML key of a mixed sheet,
    each answer names each rule as often as its reason does, and no more: no second list of the
    same rules after it."""
    args: dict[str, Any] = {"kind": "mix", "count": 12, "level": 3, "seed": 4, "lang": lang}
    page, qs = worksheet(**args), questions(**args)
    for n, q in enumerate(qs, 1):
        item = _item(page, n)
        assert Counter(RULE.findall(item)) == Counter(RULE.findall(q.why)), (n, item)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_compact_pdf_key_cites_each_rule_once(lang: str) -> None:
    """Finding 6 in the PDF (the key is the compact one there): the key's pages cite each rule
    as often as the reasons do together."""
    pytest.importorskip("svg2pdf_py")
    from fiveup_viz.pages.worksheet.pdf import svg_pages

    qs = questions(kind="mix", count=12, level=3, seed=4, lang=lang)
    pages = svg_pages([qs], lang=lang, level=3, seed=4, paper="a4", key="only")
    said = Counter(RULE.findall(" ".join(re.sub(r"<[^>]+>", " ", p) for p in pages)))
    cited = Counter(r for q in qs for r in RULE.findall(q.why))
    assert said == cited


def _held_widths_pdf(compact: bool, lang: str = "en") -> list[float]:
    """The printed width (px at 96 dpi) of each held-tiles picture on the PDF's pages."""
    from fiveup_viz.pages.worksheet.pdf import svg_pages

    qs = questions(kind="mix", count=12, level=3, seed=4, lang=lang)
    pages = svg_pages([qs], lang=lang, level=3, seed=4, paper="a4", key="none", compact=compact)
    # a nested drawing carries its own viewBox; the held tiles' drawing is the players' tiles
    found = re.findall(r'<svg\b[^>]*class="fiveup-hands"[^>]*>', "".join(pages))
    widths = [float(re.search(r'\swidth="([\d.]+)"', tag).group(1))  # type: ignore[union-attr]
              for tag in found]
    assert len(widths) == sum(q.kind in HELD for q in qs), found
    return widths


@pytest.mark.parametrize("lang", LANGUAGES)
def test_compact_held_tiles_are_no_smaller_in_the_pdf(lang: str) -> None:
    """Finding 5 (R22-R25: a going-out or blocked-hand question asks the pupil to count the
    held tiles' pips): in the PDF with `--compact`, each held-tiles picture is at least as wide
    as the same picture without it."""
    pytest.importorskip("svg2pdf_py")
    wide, compact = _held_widths_pdf(False, lang), _held_widths_pdf(True, lang)
    assert wide and all(c >= w - 0.01 for c, w in zip(compact, wide, strict=True)), (compact, wide)


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
def test_compact_held_tiles_are_no_smaller_on_the_printed_html(tmp_path: Path, page: Any,
                                                               lang: str) -> None:
    """Finding 5 on the HTML sheet (R22-R25), as Chromium lays it out for print at A4 width:
    each held-tiles picture of the compact sheet is at least as wide and as tall as on the sheet
    without `--compact` (it was a third of it: `max-height: 28mm`)."""
    from tests.conftest import CHROMIUM

    if not CHROMIUM.exists():
        pytest.skip("needs /usr/bin/chromium")
    page.set_viewport_size({"width": 794, "height": 1123})
    page.emulate_media(media="print")
    boxes = {}
    for compact in (False, True):
        path = tmp_path / f"sheet-{compact}.html"
        path.write_text(worksheet(kind="mix", count=12, level=3, seed=4, lang=lang,
                                  compact=compact), encoding="utf-8")
        page.goto(path.as_uri())
        boxes[compact] = [b for b in (h.bounding_box() for h in
                                       page.locator(".question svg.fiveup-hands").element_handles())
                          if b is not None]
    assert boxes[False] and len(boxes[True]) == len(boxes[False])
    for small, large in zip(boxes[True], boxes[False], strict=True):
        assert small["width"] >= large["width"] - 0.5 and small["height"] >= large["height"] - 0.5, \
            (small, large)
