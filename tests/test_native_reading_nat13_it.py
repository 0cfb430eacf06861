"""The native Italian reading of session 38's new and changed lines (task nat13-it): each test
names the message or lesson cell it read, the finding, and the rule it must state."""

from __future__ import annotations

from pathlib import Path

from fiveup_viz.rules import examples
from fiveup_viz.rules.record import replay
from fiveup_viz.words.messages import text
from tests.helpers import lesson_cell

ROOT = Path(__file__).resolve().parent.parent


def _cell(lesson: str, name: str) -> str:
    return lesson_cell(lesson, "it", name)


def test_the_rule_books_gap_note_keeps_puntini_for_pips() -> None:
    """rulebook `gaps`: «sottolineate a puntini» used «puntini», the glossary's word for a
    tile's pips, for the dotted underline of a filled gap; one term per thing, so the note now
    says «con una linea punteggiata» (the `.gap` style: italic, dotted border)."""
    said = text("it", "rulebook", "gaps")
    assert "puntin" not in said
    assert said.startswith("Le parole in corsivo sottolineate con una linea punteggiata colmano")


def test_lesson_11_keeps_the_count_of_a_hand_won_by_going_out() -> None:
    """course 11 `viewer-intro`: «Una mano che chiude la partita a esattamente 305 non ha
    conteggio» is wrong for the lesson's own game (two-players: Bea reaches 305 by going out,
    and the viewer shows that count); only a placement reaching 305 before the hand's end
    leaves no count (R3, D6); going out (R23) and a block (R26) end it inside the count."""
    game = replay(examples.record("two-players"))
    assert 305 in game.scores
    assert game.hands[-1].end is not None and game.hands[-1].end.kind == "domino"
    said = _cell("11", "viewer-intro")
    assert "Una mano che chiude la partita a esattamente 305 non ha conteggio" not in said
    assert ("Se una posa porta un punteggio esattamente a 305 prima della fine della mano, la "
            "partita finisce lì (R3, D6)") in said
    assert "con l'ultima tessera o con una mano bloccata, Avanti mostra il conteggio" in said


def test_lesson_07_says_whose_score_goes_past_305() -> None:
    """course 07 `r23`: the note after the seed's quotation said «(cioè se andasse oltre 305»,
    whose subject is «l'effetto netto»; the net effect is a small amount, it is the score that
    would end above 305 (R23, R2)."""
    said = _cell("07", "r23")
    assert "cioè se andasse oltre 305" not in said
    assert "Vuol dire: se il punteggio andasse oltre 305 grezzi" in said


def test_lesson_12_says_whose_figures_and_which_placement() -> None:
    """course 12 `all`: «le 11 figure delle regole, il passo con [5|5]» let a pupil think the
    Italian rule text has figures (it has none) and called the [5|5] placement a «passo», the
    viewer's word for a count's step; step-5-5.svg draws the placement of [5|5] (R13)."""
    said = _cell("12", "all")
    assert ("le 11 figure delle regole, che vengono dal testo finlandese, la posa di `[5|5]` che "
            "quel testo non disegna") in said
    assert "il passo con `[5|5]`" not in said
