"""nat17-fi: a native Finnish reader's check of fix17-fi's lines (lesson 16's source, as the
pupil reads it: the Markdown cell text, line breaks read as spaces)."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _lesson(nn: str) -> str:
    return re.sub(r"\s+", " ", (ROOT / "course" / nn / "fi.md").read_text(encoding="utf-8"))


def test_lesson_16_same_tile_choice_has_a_verb_noun_r11_r13() -> None:
    """nat17-fi N1 (R11, R13): «Sama laatta yksinään olevan tuplan linjaan A … on yksi valinta»
    has no word for the act (a tile "to line A" is not a choice; placing it is). It now reads
    «Saman laatan asettaminen yksinään olevan tuplan linjaan A tai linjaan B on yksi valinta
    (R11). Saman laatan asettaminen sellaisen tuplan haaraan A tai haaraan B … on kaksi eri
    siirtoa (R13)»."""
    text = _lesson("16")
    assert ("Saman laatan asettaminen yksinään olevan tuplan linjaan A tai linjaan B on kaksi "
            "eri siirtoa (R13).") in text  # nat20-fi N2: two moves (R13), one choice (R11)
    assert "saman laatan asettaminen sellaisen tuplan haaraan A tai haaraan B" in text
    assert "Sama laatta" not in text


def test_lesson_16_lighter_hand_compared_with_your_hand_r25() -> None:
    """nat17-fi N2 (R25): groups are hands, so «jokaisen sinua kevyemmän vastustajan käden»
    (a hand lighter than *you*) compares a hand with a person. It now reads «jokaisen sinun
    kättäsi kevyemmän vastustajan käden hyvitykseen lasketaan mukaan, kuinka monta silmää
    enemmän sinulla on (R25)»."""
    text = _lesson("16")
    assert ("jokaisen sinun kättäsi pienemmän vastustajan käden hyvitykseen lasketaan mukaan, "
            "kuinka monta silmää enemmän sinulla on (R25)") in text  # fix18 item 3: «pienemmän»
    assert "sinua kevyemmän" not in text
