"""What the fresh English (read16-en) and Finnish (read15-fi) readers of session 40 found in
real play, fixed in task fix19: each test names its finding and the rule it concerns, and reads
the words as a learner, a teacher or a command line user gets them."""

from __future__ import annotations

import html
import re

import pytest

from fiveup_viz.pages.summary import summary
from fiveup_viz.rules import examples
from scripts import course

LANGS = ("en", "it", "fi")


def _cell(lesson: int, lang: str, cell_id: str) -> str:
    """A code cell of a lesson as the built notebook holds it (its `_("...")` filled in)."""
    lessons = course.read_lessons()
    (found,) = [le for le in lessons if le.number == lesson]
    (cell,) = [c for c in course.notebook(found, lang, lessons).cells if c.id == cell_id]
    return str(cell.source)


@pytest.mark.parametrize(("lang", "unit"), [("en", "Ada and Cai 305 raw (61 displayed)"),
                                            ("it", "Ada e Cai 305 grezzi (61 punti visualizzati)"),
                                            ("fi", "Ada ja Cai 305 raakapistettä (61 näyttöpistettä)")])
def test_g3_s2_replay_scores_say_raw_first_each_with_its_unit(lang: str, unit: str) -> None:
    """read15-fi G3 (R1; RULES.md wording "N raw (M displayed)"): `fiveup-viz replay`'s last
    line said "Pisteet: Ada 30 (150 raakapistettä)": a bare number first, displayed before raw,
    against lesson 00's promise (raw first, displayed in brackets). Now raw first, both with
    their unit, in every language."""
    scores = summary(examples.load("partners"), lang).splitlines()[-2]
    assert unit in scores, scores
    assert not re.search(r"\d+ \(\d+ ", scores), scores  # no bare number before a bracket


@pytest.mark.parametrize("lang", LANGS)
def test_s2_lesson_05_panel_heading_gives_every_credit_its_unit(lang: str) -> None:
    """read16-en S2 (R1, R15): lesson 05's three panels were headed "...; 5 scores 5 (R15)",
    the one bare number of the course (lesson 00: a bare "points" means displayed). The
    heading drawn over the panels now says "5 scores 5 raw (1 displayed)", as it and fi did."""
    from fiveup_viz.drawing import svg
    from fiveup_viz.rules.layout import Layout

    source = _cell(5, lang, "r15-panels")
    (heading,) = re.findall(r'heading="([^"]+)"', source)
    seed = ["[1|4]", "[1|1] on [1|4] low", "[4|4] on [1|4] high"]
    drawn = html.unescape(str(svg.panels([Layout.from_moves(seed[:k]) for k in (1, 2, 3)],
                                         heading=heading, lang=lang)))
    want = {"en": "5 scores 5 raw (1 displayed) (R15)",
            "it": "5 dà 5 grezzi (1 punto visualizzato) (R15)",
            "fi": "5 tuottaa 5 raakapistettä (1 näyttöpisteen) (R15)"}[lang]
    assert want in drawn, heading
