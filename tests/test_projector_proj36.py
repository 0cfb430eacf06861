"""Session 39, proj36 (issue 31, teacher trial 10): the words a teacher reads about the
projector, the class's table and JupyterLite."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from fiveup_viz.pages.site.lite import how_to_run

README = Path(__file__).resolve().parent.parent / "README.md"

#: In each language, the note's words that the saved drawings vanish for a moment and return.
COME_BACK = {"en": ("disappear for a moment", "come back"),
             "it": ("scompaiono per un momento", "ricompaiono"),
             "fi": ("katoavat hetkeksi", "palaavat")}


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_lite_note_says_the_drawings_come_back(lang: str) -> None:
    """Friction 9: during JupyterLite's Run All the saved drawings vanish for 1-2 s (JupyterLab
    clears the outputs as the cells queue) and a pupil thinks the lesson broke. The note under
    each lesson's title says they disappear for a moment and come back."""
    doc = how_to_run({"cells": [{"cell_type": "markdown", "source": "# Title"}]}, lang)
    note = doc["cells"][1]["source"]
    assert all(words in note for words in COME_BACK[lang]), note


def test_the_readme_says_when_ctrl_b_hides_the_file_browser() -> None:
    """Friction 3: "Ctrl+B, which opens and closes it" led a teacher to press it with the file
    browser already closed, which opened it over 250 px of the projector. The README says
    Ctrl+B hides it if it shows on the left, and never tells to press it blindly."""
    text = " ".join(README.read_text(encoding="utf-8").split())
    assert "which opens and closes it" not in text
    assert len(re.findall(r"if the file browser shows on the left, Ctrl\+B hides it", text)) == 2


def test_the_readme_gives_the_projector_switch_that_works_on_a_plain_link() -> None:
    """Friction 6: `&projector=1` after a plain `partners.html` names a file that does not
    exist; `#projector=1` is the switch, `&projector=1` only after a `#hand=…`."""
    text = README.read_text(encoding="utf-8")
    assert "`#projector=1` at the end" in text and "`&projector=1` when the address already ends with" in text


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_lesson_05s_opening_cell_says_its_count_once(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Friction 10 (R15: the opening [1|4] scores 4 + 1 = 5): lesson 05's live cell printed
    "Counted values: 4 + 1 = 5. Placement points: 5 raw (1 displayed point)." as plain text,
    and the drawing under it repeated it as its caption. Run as a pupil runs it, the cell now
    prints nothing; the drawing's caption says the count once."""
    import sys

    sys.path.insert(0, str(README.parent / "scripts"))
    from course import blocks  # type: ignore[import-not-found]

    cells = {b.arg.split()[0]: b.body for b in blocks(README.parent / "course" / "05" / "code.md")
             if b.kind == "code"}
    space: dict[str, object] = {"LANG": lang, "_": lambda s: s}
    exec(cells["imports"], space)  # the lesson's own code
    *body, last = cells["r15-check"].splitlines()
    exec("\n".join(body), space)
    drawing = eval(last.split("#")[0], space)  # the cell's shown value
    assert capsys.readouterr().out == ""
    shown = drawing._repr_html_() if hasattr(drawing, "_repr_html_") else drawing._repr_svg_()
    assert "4 + 1 = 5" in shown  # the caption (and the drawing's accessible description)


@pytest.mark.browser
@pytest.mark.slow
def test_the_rule_book_is_as_wide_as_the_sites_other_pages(tmp_path: Path, page: Any) -> None:
    """Friction 11: at 1366 wide, the site's rule book was a 719 px column (46em of 11pt) beside
    the 864 px of every other page, and its menu wrapped onto two lines. Now its column is the
    site's (52rem), and its menu's links stand on one line, in Chromium at 1366x768."""
    from fiveup_viz.cli.main import main

    assert main(["site", str(tmp_path / "site"), "--lang", "en", "--no-lite"]) == 0
    measure = """() => { const m = document.querySelector('.fiveup-site-menu, nav, header');
      const tops = [...m.querySelector('ul').children].map(
        li => Math.round(li.getBoundingClientRect().top));
      return [Math.round(document.body.getBoundingClientRect().width), new Set(tops).size]; }"""
    page.set_viewport_size({"width": 1366, "height": 768})
    found = {}
    for name in ("assets/en/rulebook.html", "en/index.html"):
        page.goto((tmp_path / "site" / name).as_uri())
        found[name] = page.evaluate(measure)
    assert found["assets/en/rulebook.html"] == found["en/index.html"], found
    assert found["assets/en/rulebook.html"][1] == 1, found
