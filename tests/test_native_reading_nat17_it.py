"""nat17-it: a native Italian reader's check of fix17-it's lines (session 39)."""

from __future__ import annotations

from fiveup_viz.words.messages import text


def test_the_last_tiles_question_says_the_placement_alone_joins_the_event() -> None:
    """nat17-it (R21, R23, D6): «prima di entrare nell'evento» read as if the placement stood
    outside the going-out event and walked into it; the last placement is part of that one
    event (D6). Now the question asks what the placement is worth «da sola, prima di entrare a
    far parte dell'evento dell'ultima tessera», and so does the --quiz help."""
    said = text("it", "exercise", "q-score-last", name="Ada", tile="[3|3]", on="[3|5]",
                socket="lato")
    assert said.endswith("Quanti punti grezzi vale questa posa da sola, prima di entrare a far "
                         "parte dell'evento dell'ultima tessera?"), said
    helped = text("it", "cli", "opt-quiz")
    assert ("quanti ne vale da sola, prima di entrare a far parte dell'evento dell'ultima "
            "tessera;") in helped, helped
