"""The native Italian reading of this stop's new lines (task nat21-it): the worksheet's short
going-out question (proj39, exercise `q-going-out`) and the caption after a draw or a pass
(fix19 G9, layout `unchanged`), read as a pupil of 12-15 reads them; each test names the line
and the rule it states."""

from __future__ import annotations

import pytest

from fiveup_viz.pages.exercises import practice
from fiveup_viz.pages.panels import GamePanels, Stop
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text


def test_the_going_out_question_says_whose_last_tile_it_is_r21_r23() -> None:
    """q-going-out (R21, R23): «Bea gioca l'ultima tessera, [3|3]. Quest'ultima posa non porta
    nulla all'evento dell'ultima tessera.» said «ultima» three times in two sentences, and «gioca
    l'ultima tessera» alone can be read as the last tile of the game or of the boneyard. It is
    the last tile of her hand (R21): «Bea gioca la sua ultima tessera»; then simply «Questa
    posa», whose points (or none, R15) join the going-out event (R23)."""
    nothing = text("it", "exercise", "q-going-out", name="Bea", tile="[3|3]", placement=0,
                   note="")
    assert nothing.startswith("Bea gioca la sua ultima tessera, [3|3]. Questa posa non porta "
                              "nulla all'evento dell'ultima tessera."), nothing
    ten = text("it", "exercise", "q-going-out", name="Bea", tile="[3|3]", placement=10, note="")
    assert "I 10 punti grezzi di questa posa entrano nell'evento dell'ultima tessera." in ten, ten
    one = text("it", "exercise", "q-going-out", name="Bea", tile="[3|3]", placement=1, note="")
    assert "L'unico punto grezzo di questa posa entra nell'evento" in one, one
    for said in (nothing, ten, one):
        assert "Quest'ultima" not in said, said


def test_the_printed_going_out_questions_read_la_sua_ultima_tessera() -> None:
    """The same line as the pupil meets it on a sheet (the questions the worksheet draws): every
    going-out question of seeds 0-11 says «gioca la sua ultima tessera» (R21)."""
    asked = [q.text for seed in range(12) if (q := practice("going-out", seed=seed, lang="it"))]
    assert asked
    for said in asked:
        assert " gioca la sua ultima tessera, [" in said, said
        assert "Quest'ultima" not in said, said


def test_a_draw_s_caption_names_the_last_tile_placed_r15_r18() -> None:
    """layout `unchanged` (R15, R18): «Schema invariato (nessuna nuova posa, quindi nessun punto
    della posa); ultima posa: [0|0]» said «posa» three times and called a tile a «posa» (a
    placement); the tile is «l'ultima tessera posata», as the legend's «Cornice blu: l'ultima
    tessera posata» says it."""
    game = examples.load("partners")
    draw = next((h, i + 1) for h, hand in enumerate(game.hands)
                for i, a in enumerate(hand.actions) if i and a.kind == "draw")
    caption = GamePanels(game, "it").panels(Stop(*draw), True)["caption"]
    assert ("Schema invariato (nessuna nuova posa, quindi nessun punto della posa); "
            "ultima tessera posata: [") in caption, caption
    assert "ultima posa:" not in caption, caption


@pytest.mark.parametrize("tile", ["[0|0]", "[2|5]"])
def test_the_unchanged_message_itself(tile: str) -> None:
    """layout `unchanged` as the specimen renders it, with a double and a plain tile."""
    assert text("it", "layout", "unchanged", tile=tile).endswith(
        f"; ultima tessera posata: {tile}")
