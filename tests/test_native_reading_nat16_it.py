"""What the Italian native reader of session 39 (nat16-it) changed in the lines written this
session (fix14, fix15-en, fix15-it): each test names its finding and reads the words as a
learner or a teacher gets them (the coach's hint, the command line's error, lesson 06)."""

from __future__ import annotations

from pathlib import Path

import pytest

from fiveup_viz.cli.main import main
from tests.helpers import lesson_cell


def test_n1_the_coachs_win_weight_is_not_called_points_then_denied_r3() -> None:
    """nat16-it N1 (R3, fix15-en S3): «arrivare esattamente a 61 conta 30 punti in più … : è il
    peso che il coach dà alla vittoria (R3), non punti della partita» first called the weight
    points, then said it was not points, in an elliptic clause (and «1 punti» at a bonus of 1).
    Now the weight is a bare number and the sentence says plainly what it is."""
    from fiveup_viz.pages.review import value_means

    said = value_means("it")
    assert "punti in più" not in said
    assert "conta 30 in più, e se ci arriva un avversario conta −30" in said, said
    assert said.endswith("non sono punti della partita, ma il peso che il coach dà alla vittoria (R3).")


def test_n2_the_empty_name_error_gives_italian_example_names(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """nat16-it N2 (style; fix15-it left F7's second half): `fiveup-viz table --names "A,,C"
    --lang it` answered «per esempio "Classe 3B,Aino,Eetu"», Finnish names in an Italian error,
    while the Italian help says «"Classe 3B,Giulia,Luca,Sara"»."""
    folder = tmp_path / "classe"
    assert main(["table", str(folder), "--lang", "it", "--names", "A,,C"]) == 2
    err = " ".join(capsys.readouterr().err.split())
    assert 'per esempio "Classe 3B,Giulia,Luca"' in err, err
    assert "Aino" not in err
    assert not folder.exists()


def test_n3_lesson_06_says_who_is_made_to_draw_again_r18() -> None:
    """nat16-it N3 (R18, fix14's lesson 06 paragraph): «Qui sotto il computer prova a pescare
    ancora» made the computer a player who draws; it is Bea who is made to draw again, and the
    program refuses it with the reason printed below (R18: no drawing after a playable tile)."""
    said = lesson_cell("06", "it", "r18")
    assert "il computer prova a pescare" not in said
    assert ("Qui sotto proviamo a far pescare Bea ancora una volta: il programma rifiuta la mossa "
            "e dice perché (R18).") in said
    assert "nessun'altra sua tessera si collega al 6, ed è proprio per questo che ha pescato." in said
