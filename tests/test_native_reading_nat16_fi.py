"""nat16-fi: a native Finnish reader's check of session 39's new Finnish lines.

Each test reads what the user sees (the practice question's text, the lesson source) and
names the finding and the rule it is about.
"""
from __future__ import annotations

from pathlib import Path

from fiveup_viz.pages.exercises import practice

ROOT = Path(__file__).resolve().parents[1]


def test_blocked_question_asks_about_the_player_not_to_them_r25_r26() -> None:
    """nat16-fi N1 (R25, R26): «Ada: mikä on hänen kätensä pyöristetty hyvitys …?» reads as if
    the question were put to Ada (a name and a colon address a person in Finnish) and then
    asks about "her" hand. The question now names the player it is about, as the subject of its
    own clause (a name is never inflected, so not «pelaajan Ada käden», test_messages): «Katso,
    mitä laattoja Ada pitää kädessään: mikä on tämän käden pyöristetty hyvitys …?»."""
    for seed in range(6):
        q = practice("blocked", seed=seed, lang="fi", level=1 + seed % 3)
        name = q.position["game"].players[q.position["seat"]]
        assert (f"Katso, mitä laattoja {name} pitää kädessään: mikä on tämän käden pyöristetty "
                "hyvitys") in q.text, q.text
        assert "hänen kätensä" not in q.text
        assert f"{name}: mikä" not in q.text


def test_lesson_06_refused_draw_is_not_accepted_rather_than_parried_r18() -> None:
    """nat16-fi N2 (R18): lesson 06 said the extra draw «torjutaan» (is parried, fended off,
    a word for defence, not for a refused move) and opened its next sentence with the stilted
    «Muutakaan laattaa Bea ei voi asettaa». Now: «siirtoa ei hyväksytä» and «Bea ei voi
    myöskään asettaa mitään muuta laattaa laatan `[3|6]` sijaan» (R18: the drawn playable tile
    is placed at once). «hylätään» is kept for R2's discarded events (glossary)."""
    text = " ".join((ROOT / "course/06/fi.md").read_text(encoding="utf-8").split())
    assert "torjutaan" not in text
    assert "Muutakaan laattaa" not in text
    assert "siirtoa ei hyväksytä, ja syy kerrotaan (R18)" in text
    assert "Bea ei voi myöskään asettaa mitään muuta laattaa laatan `[3|6]` sijaan" in text



def test_the_coach_weight_is_a_way_to_weigh_a_win_not_a_weighting_to_it_r3() -> None:
    """nat16-fi N3 (R3): the end of `value-means`, «−30: valmentajan oma painotus voitolle»,
    is not idiomatic (painotus takes no allative: one weighs *something*, «painottaa voittoa»)
    and left unsaid what the colon explains. Now «−30: tämä lisä on valmentajan oma tapa
    painottaa voittoa (R3), ei pelin pisteitä.» (the +30/−30 is the coach's, R3 gives none)."""
    from fiveup_viz.pages.review import value_means
    said = value_means("fi")
    assert said.endswith("jonkin toisen osapuolen pääsystä −30. Tämä lisä on valmentajan oma "
                         "tapa painottaa voittoa (R3), ei pelin pisteitä."), said
    assert "painotus voitolle" not in said
