"""Worksheet pictures a student can read (teacher trial 7, issue 31): the choices of a counted
or legal question ("A [0|6] low end … D [6|6] branch A") named places the picture did not
show. Each choice's letter is now drawn on the picture at the place it names, every choice
alike (right or wrong), and the sheet's legend says what a letter on the drawing means."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from html import unescape

import pytest

from fiveup_viz.drawing import geometry
from fiveup_viz.drawing.svg.pieces import LETTER_RADIUS
from fiveup_viz.drawing.svg.style import SCALE
from fiveup_viz.pages.exercises import Question
from fiveup_viz.pages.worksheet import LETTERS, answer_letters, document, question_sets
from fiveup_viz.pages.worksheet.sheet import pictures, worksheet
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import text
from tests.test_worksheet import page_texts
from tests.test_worksheet_copies import visible

#: The teacher's sheet: `fiveup-viz worksheet --kind mix --count 12 --seed 5`.
TEACHER = {"kind": "mix", "count": 12, "seed": 5}
SVG = "{http://www.w3.org/2000/svg}"


def lettered_questions() -> list[Question]:
    """Counted and legal questions of several sheets (the teacher's and two more seeds)."""
    qs = [q for seed in (5, 11, 23) for q in question_sets(kinds=["counted", "legal"], count=8,
                                                           seed=seed)[0]]
    assert {q.kind for q in qs} == {"counted", "legal"}
    return qs


def letter_marks(drawing: str) -> dict[str, ET.Element]:
    """Each choice letter drawn in a picture, by its letter (a letter drawn twice fails)."""
    marks: dict[str, ET.Element] = {}
    for g in ET.fromstring(drawing).iter(f"{SVG}g"):
        if g.get("class") == "choice-letter":
            letter = g.get("data-letter", "")
            assert letter not in marks, f"{letter} drawn twice"
            assert g.find(f"{SVG}text") is not None and g.find(f"{SVG}text").text == letter
            marks[letter] = g
    return marks


def centre(mark: ET.Element) -> tuple[float, float]:
    circle = mark.find(f"{SVG}circle")
    assert circle is not None
    return float(circle.get("cx", "nan")), float(circle.get("cy", "nan"))


def test_every_choice_has_its_letter_at_the_place_it_names() -> None:
    """Teacher trial 7: "the picture has no letters". A socket's choice (low end, line A,
    branch B: R11-R13) has its letter at that socket's mark; a double's "both halves" (R14)
    beside the double, its disc within a letter's width of the double's edge (teach8: on the
    double it hid the pips)."""
    for q in lettered_questions():
        (drawing,) = pictures(q)
        marks = letter_marks(drawing)
        assert sorted(marks) == list(LETTERS[:len(q.choices)]), q.text
        geo = geometry.place(q.position["layout"])
        for i, choice in enumerate(q.choices):
            tile, socket = choice.key
            x, y = centre(marks[LETTERS[i]])
            if socket is not None:
                at = geo.marker(tile, socket)
                assert (x, y) == pytest.approx((at.x * SCALE, at.y * SCALE)), choice.label
                continue
            box = geo.tiles[tile].box
            dx = max(box.x0 * SCALE - x, 0.0, x - box.x1 * SCALE)
            dy = max(box.y0 * SCALE - y, 0.0, y - box.y1 * SCALE)
            assert math.hypot(dx, dy) >= LETTER_RADIUS * SCALE, choice.label  # off the double
            assert max(dx, dy) <= 3 * LETTER_RADIUS * SCALE, choice.label  # beside its double


def test_the_letters_give_no_answer_away() -> None:
    """Wrong choices are lettered too, and a right choice's mark looks exactly like a wrong
    one's: only the letter and its place differ. The answer marks stay off (R13, R14)."""
    both = 0
    for q in lettered_questions():
        (drawing,) = pictures(q)
        marks = letter_marks(drawing)
        right = set(answer_letters(q))
        looks = {"right" if letter in right else "wrong":
                 re.sub(r'(cx|cy|x|y|data-letter)="[^"]*"|>[A-Z]<', "", ET.tostring(mark).decode())
                 for letter, mark in marks.items()}
        if len(looks) == 2:
            both += 1
            assert looks["right"] == looks["wrong"]
        for mark in ('class="counted"', 'class="legal"', 'class="caption"'):
            assert mark not in drawing
    assert both  # a sheet with right and wrong choices was checked


def boxes(drawing: str) -> tuple[list[tuple[float, ...]], list[tuple[float, ...]]]:
    """The drawn boxes (x0, y0, x1, y1, px) of a picture's tiles (each tile's body) and of its
    choice letters (each disc)."""
    root = ET.fromstring(drawing)
    tiles = []
    for g in root.iter(f"{SVG}g"):
        if "tile" in (g.get("class") or "").split():
            r = g.find(f"{SVG}rect")
            assert r is not None
            x, y = float(r.get("x", "nan")), float(r.get("y", "nan"))
            tiles.append((x, y, x + float(r.get("width", "nan")), y + float(r.get("height", "nan"))))
    letters = []
    for mark in letter_marks(drawing).values():
        circle = mark.find(f"{SVG}circle")
        assert circle is not None
        (x, y), r = centre(mark), float(circle.get("r", "nan"))
        letters.append((x - r, y - r, x + r, y + r))
    return tiles, letters


def overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_no_letter_covers_a_tile() -> None:
    """Teacher trial teach8 (issue 31, proj32 point 3): on the teacher's sheet (seed 5) the
    letter C of "[6|6] both halves" (Q1) sat on the spinner and hid its pips, and Q7's on
    [0|0]. No letter's disc now overlaps any tile's body, nor another letter, in every counted
    and legal picture of the teacher's sheet and of three more (the pictures the HTML sheet
    shows and the PDF draws, `pictures`)."""
    page = worksheet(**TEACHER, key="none")
    drawings = [d for d in re.findall(r"<svg.*?</svg>", page, re.S) if "choice-letter" in d]
    drawings += [pictures(q)[0] for q in lettered_questions()]
    assert any(c.key[1] is None for q in lettered_questions() for c in q.choices)  # both halves
    for drawing in drawings:
        tiles, letters = boxes(drawing)
        assert tiles and letters
        for letter in letters:
            assert not any(overlap(letter, t) for t in tiles), (letter, tiles)
            assert sum(overlap(letter, other) for other in letters) == 1  # itself only
    first = next(d for d in drawings if 'data-tile="[6|6]"' in d)  # the teacher's Q1
    assert len(boxes(first)[1]) == 5


def test_the_teachers_sheet_letters_its_first_question() -> None:
    """The teacher's sheet, question 1 (seed 5): "A [0|6] low end … E [6|6] branch B" and the
    letters A to E on its picture, in the HTML page the student reads."""
    page = worksheet(**TEACHER, key="none")
    first = re.search(r'<li class="question" id="q1".*?<p class="answer"', page, re.S)
    assert first is not None
    choices = re.findall(r'<span class="letter">([A-Z])</span>([^<]+)</li>', first.group(0))
    assert [label for _, label in choices][:2] == ["[0|6] low end", "[2|6] low end"]
    drawing = re.search(r"<svg.*?</svg>", first.group(0), re.S)
    assert drawing is not None
    assert sorted(letter_marks(drawing.group(0))) == [letter for letter, _ in choices]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_legend_says_what_a_letter_on_the_drawing_means(lang: str) -> None:
    """The legend under the instructions explains the letters beside the frames, in every
    language, on a sheet with counted or legal questions only."""
    meaning = text(lang, "worksheet", "letters-legend")
    page = worksheet(**TEACHER, lang=lang)
    legend = re.search(r'<p class="legend">(.*?)</p>', page, re.S)
    assert legend is not None
    assert meaning in unescape(visible(legend.group(1)))
    assert meaning not in visible(worksheet(kind="score", count=3, lang=lang))


def test_the_pdf_legend_explains_the_letters() -> None:
    pytest.importorskip("svg2pdf_py")
    first = " ".join(page_texts(document("pdf", **TEACHER, key="none", lang="fi"))[0].split())
    assert text("fi", "worksheet", "letters-legend") in first
