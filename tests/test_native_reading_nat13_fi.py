"""A native Finnish reading of session 38's new and changed Finnish lines (task nat13-fi):
each test names the message it read, the rule it concerns, and what a pupil now reads."""

from __future__ import annotations

from fiveup_viz.explain.steps import event_line
from fiveup_viz.pages.exercises import practice
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text


def test_ui_event_blocked_says_on_the_blocked_hand_with_the_adessive() -> None:
    """ui `event-blocked` (R25-R27): the learner's credit read «kätesi hyvitys tukkeutuneessa
    kierroksessa»; a hand (kierros) takes the adessive everywhere else in Finnish (L13, L16
    «tukkeutuneella kierroksella»), and the inessive reads as "inside the round"."""
    game = examples.load("blocked-tie")
    lines = [event_line(game, e, "fi", you=e.seat) for e in game.events if e.kind == "blocked"]
    assert lines and all(line.startswith("tukkeutuneen kierroksen hyvitys kädellesi: +")
                         for line in lines), lines
    assert not any("kierroksessa" in line for line in lines)


def test_site_lite_how_to_run_names_the_lessons_python_code() -> None:
    """site `lite-how-to-run` (and `run-note`, cli `site-no-lite`): «suorittaa sen Pythonin itse
    (ja muuttaa sitä)» left «sen» hanging and «Pythonin» reads as the language, not the
    lesson's code; it says «oppitunnin Python-koodin … muokata sitä». The quoted menu words
    stay as JupyterLite shows them."""
    said = text("fi", "site", "lite-how-to-run")
    assert "Jos haluat suorittaa oppitunnin Python-koodin itse (ja muokata sitä)" in said
    assert "valitse ylävalikosta ”Run › Run All Cells” (sovellus on englanninkielinen)." in said
    assert "sen Pythonin" not in said
    assert "oppitunnin Python-koodin tässä selaimessa" in text("fi", "site", "run-note")
    assert "oppituntien Python-koodia ei voi" in text("fi", "cli", "site-no-lite")


def test_quiz_asks_does_not_say_only_twice() -> None:
    """quiz `asks` (the tooltip of the Kysy choice, R22-R27 counts): «vain lopussa (vain
    loppupisteytyksessä)» said «vain» twice; the gloss names the count alone."""
    said = text("fi", "quiz", "asks")
    assert "vain lopussa (loppupisteytyksessä)" in said
    assert said.count("vain") == 1


def test_exercise_e_group_rounds_the_difference_not_the_hand() -> None:
    """exercise `e-group`, one larger opponent hand (R25, R24): «Erotus suurempaan vastustajan
    käteen pyöristettynä:» could be read as "rounded to the hand"; a comma makes the rounding
    the difference's, as the plural form's «…, summa kerran pyöristettynä» does."""
    found = []
    for level in (1, 2, 3):
        for seed in range(15):
            why = practice("blocked", seed=seed, lang="fi", level=level).why
            if "Ero suurempaan" in why:
                found.append(why)
    assert found
    assert all("Ero suurempaan vastustajan käteen, pyöristettynä: " in w for w in found)
