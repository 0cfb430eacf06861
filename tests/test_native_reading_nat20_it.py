"""nat20-it: a native Italian reading of session 40's new lines (fix18, proj40), read as a
pupil reads them: the lesson's rendered text and the quiz's rendered message."""

from __future__ import annotations

from fiveup_viz.words.messages import text
from tests.helpers import lesson_text


def test_lesson_16_says_you_make_two_moves_r13() -> None:
    """Lesson 16 (fix18 item 6) said «La stessa tessera sul lato lineare A o sul lato lineare B
    di una doppia da sola fa due mosse diverse»: a tile does not "make" moves in Italian; the
    pupil does, by placing it (R13: two sockets are two different moves). It also said «Ogni
    giudizio ha la perdita attesa», flat for what a rating shows: now «indica»."""
    said = " ".join(lesson_text("16", "it").split())
    assert "fa due mosse" not in said
    assert ("Se posi la stessa tessera sul lato lineare A o sul lato lineare B di una doppia "
            "da sola, fai due mosse diverse (R13).") in said
    assert "Ogni giudizio indica la perdita attesa" in said


def test_the_quiz_page_s_skip_line_names_only_the_end_button() -> None:
    """proj40 `skip-page` gave the address as an example («… o cambia l'indirizzo (per esempio
    #hand=2&step=5)»); issue 31 (teach27 F6) took the address out of the page, where it shows
    to the whole class: the line names only «Fine», the README gives the address."""
    said = text("it", "quiz", "skip", button=text("it", "page", "end"))
    assert said == "Per saltare avanti senza rispondere, premi «Fine»."
    assert "indirizzo" not in said
