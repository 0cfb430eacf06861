"""Issue 31, teacher trial 24 friction 3 (where57): a page's "where can … be placed?" question
(a record's `where`, RECORD.md § Questions) named its points in words only. Now each choice
starts with its letter ("A · [0|2] high end") and, while it waits, the layout shows that letter
at the point the choice names, right and wrong alike (the worksheet's lettering,
`choice_letters`), off every tile; the legal points (the answer, R9, R11, R13) stay hidden."""

from __future__ import annotations

import base64
import re

import pytest

from fiveup_viz.drawing import geometry
from fiveup_viz.drawing.svg.layouts import _letter_box, letter_places
from fiveup_viz.drawing.svg.style import SCALE
from fiveup_viz.explain.question import LETTERS, choice_letters
from fiveup_viz.pages.frames import game_frames
from fiveup_viz.pages.panels import GamePanels, Stop
from fiveup_viz.pages.quiz import questions
from fiveup_viz.rules.asks import asks
from fiveup_viz.rules.record import replay
from tests.test_quiz import where_item, with_questions

#: "A · " in each language's `lettered` (quiz.ftl).
STARTS = {"en": "{} · ", "it": "{} · ", "fi": "{} · "}


def _asked(lang: str):  # type: ignore[no-untyped-def]
    game = replay(with_questions(where_item()[0]))
    (ask,) = asks(game)
    source = GamePanels(game, lang)
    (q,) = questions(source, Stop(0, ask.step), asks(game), face_up=True, every=False)
    return game, ask, source, q


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_each_where_choice_starts_with_its_letter(lang: str) -> None:
    """Friction 3: "A · [5|5] line A", "B · ...": one letter a choice, in order, the rest of the
    label the point's name as before (R11, R13)."""
    _, _, _, q = _asked(lang)
    assert len(q.choices) >= 2
    for i, c in enumerate(q.choices):
        assert c.label.startswith(STARTS[lang].format(LETTERS[i])), c.label
        assert re.fullmatch(r"[A-Z] · \[\d\|\d\] .+", c.label), c.label
    assert q.check([q.choices[0].label]) is not None  # a label still answers


@pytest.mark.parametrize("quiz", [False, True])
def test_the_waiting_layout_letters_every_choice_off_the_tiles(quiz: bool) -> None:
    """Friction 3 (R9, R13): both drawings shown while the question waits (with the quiz's own
    question and after it) carry one letter per choice, each at its point (the worksheet's
    `letter_places`) and clear of every tile; no legal point or counted value is drawn."""
    game, ask, source, q = _asked("en")
    frames = game_frames(game, range(len(game.hands)), lang="en", quiz=quiz)
    entry = frames.asked[frames.index((0, ask.step, None))]["up"]
    layout = source.timeline[0, ask.step].layout
    geo = geometry.place(layout)
    places = letter_places(choice_letters(q), geo)
    for which in ("panels", "panelsNext"):
        svg = "".join(frames.pieces[i] for i in entry[which][frames.panels.index("layout")])
        drawn = re.findall(r'data-letter="(\w)">\s*<circle cx="([-\d.]+)" cy="([-\d.]+)"', svg)
        assert [d[0] for d in drawn] == list(LETTERS[:len(q.choices)]), which
        for (letter, x, y), (key, at) in zip(drawn, places.items(), strict=True):
            assert (float(x), float(y)) == pytest.approx((at.x * SCALE, at.y * SCALE)), key
            assert not any(_letter_box(at).overlaps(t.box) for t in geo), (letter, key)
        assert 'class="legal' not in svg and 'class="value"' not in svg
    # once answered, the stop's own drawing shows no letters
    assert "choice-letter" not in frames.panel(frames.index((0, ask.step, None)), "layout")


def test_no_letters_without_a_where_question() -> None:
    """A quiz's placement and count questions keep their drawing unlettered."""
    game = replay(with_questions())
    frames = game_frames(game, range(1), lang="en", quiz=True)
    assert frames.asked
    assert not any("choice-letter" in piece for piece in frames.pieces)


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_a_lessons_legal_exercise_letters_its_choices_and_picture(lang: str) -> None:
    """Friction 3 in the lessons (course/02-04 `Exercise.of("legal", ...)` ask the same "where
    can … be placed?"): each choice starts with its letter and the picture carries one letter
    per choice, clear of every tile (R9, R11, R13); a label still answers it."""
    from fiveup_viz.widgets.practice import Exercise

    ex = Exercise.of("legal", seed=4, level=1, lang=lang)
    q = ex.question
    assert [c.label.split(" · ")[0] for c in q.choices] == list(LETTERS[:len(q.choices)])
    assert re.findall(r'data-letter="(\w)"', q.pictures[0]) == list(LETTERS[:len(q.choices)])
    assert 'class="legal' not in q.pictures[0]
    geo = geometry.place(q.position["layout"])
    for at in letter_places(choice_letters(q), geo).values():
        assert not any(_letter_box(at).overlaps(t.box) for t in geo)
    page = ex.static_html()  # the lesson's kernel-free copy: its drawings are <img> data URIs
    drawn = "".join(base64.b64decode(b).decode() for b in re.findall(r"base64,([A-Za-z0-9+/=]+)", page))
    assert re.findall(r'data-letter="(\w)"', drawn) == list(LETTERS[:len(q.choices)])
    assert q.choices[0].label in page
    right = next(c.label for c in q.choices if c.key in q.solution_keys())
    ex.answer([right])
    assert ex.check() is not None
