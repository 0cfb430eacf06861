"""The native Italian reading of issue 29's new going-out sentences (task nat9-it): each test
names the line it read and the rule it must state (R14, R15, R21-R24, D5)."""

from __future__ import annotations

from pathlib import Path

from fiveup_viz.pages.review import hint_text
from fiveup_viz.rules import examples
from fiveup_viz.rules.coach import hint
from fiveup_viz.rules.record import replay
from fiveup_viz.words.messages import text
from tests.helpers import lesson_cell

ROOT = Path(__file__).resolve().parent.parent


def _cell(lesson: str, name: str) -> str:
    return lesson_cell(lesson, "it", name)


def test_a_last_tiles_placement_points_agree_with_their_number() -> None:
    """ui-credit-last: the placement's points (R15) join the going-out event (R23); the noun,
    its adjective and the verb agree with the number («+1 grezzi … che entrano» did not)."""
    assert text("it", "ui", "ui-credit-last", raw=15) == (
        "+15 punti grezzi della posa, che entrano nell'evento dell'ultima tessera (R23)")
    assert text("it", "ui", "ui-credit-last", raw=1).startswith(
        "+1 punto grezzo della posa, che entra nell'evento")


def test_a_certain_last_tile_speaks_of_all_the_others_tiles() -> None:
    """last-certain: at hand 4, action 26 of the three-players example the going-out event is
    +19 on every deal (R22, R23); the coach says so of all the tiles in the others' hands, not
    «qualunque tessera abbiano» (one tile each)."""
    game = replay(examples.record("three-players"), stop=(3, 25))
    hints = hint(game, budget_ms=100)
    assert hints and hints[0].certain
    assert "+19 punti visualizzati nell'evento dell'ultima tessera, quali che siano le tessere " \
        "in mano agli altri (R23)" in hint_text(hints[0], "it")


def test_the_rule_book_help_gives_no_figures_to_the_italian_text() -> None:
    """opt-book-lang: the Italian source text has no figures of its own (TRANSLATION.md, open
    point 2), so the help says the book comes «con le figure», not «con le sue figure»."""
    said = text("it", "cli", "opt-book-lang")
    assert "il testo originale delle regole, con le figure" in said and "le sue figure" not in said


def test_the_going_out_formula_names_the_sum_it_means() -> None:
    """cheatsheet out-formula and rulebook-captions going-out: the last placement brings 0 unless
    the counted ends add up to a positive multiple of 5 (R14, R15, R21); a bare «la somma» read
    as the formula's own total."""
    for file, key in (("cheatsheet", "out-formula"), ("rulebook-captions", "going-out")):
        said = text("it", file, key)
        assert "(0 se la somma delle estremità conteggiate non è un multiplo positivo di 5)" \
            in said, said
    caption = text("it", "rulebook-captions", "going-out")
    assert "i puntini degli avversari, sommati e arrotondati una sola volta" in caption  # R22


def test_lesson_06_says_which_hand_blocks_and_after_what() -> None:
    """Lesson 06, cell d5: won-by-block's last hand, hand 4, is blocked right after a placement
    or a draw, never after a pass (R20, D5); the printed heading says the hand got blocked."""
    prose = _cell("06", "d5")
    assert "l'ultima mano, la 4, si blocca subito dopo una posa o una pescata, mai dopo un " \
        "turno passato" in prose
    source = (ROOT / "course" / "06" / "it.md").read_text("utf-8")
    assert "l'ultima della partita, che si è bloccata:" in source


def test_lesson_12_ends_the_rules_once() -> None:
    """Lesson 12, cell end: "That is all the rules" (lessons 13-16 are about playing well), said
    once; «tutte le regole … la mappa di tutte le regole» repeated itself."""
    end = _cell("12", "end")
    assert end.startswith("Con questo hai visto tutte le regole.")
    assert end.count("tutte le regole") == 1
