"""What the second fresh English reader of session 38 (read12-en) found, fixed by fix13-en: each
test names its finding (I1-I6, S3, S4) and the rule, and reads the words as a learner gets them
(a lesson's text, the README, the command line's help, an example game's note, a refusal)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fiveup_viz import Game
from fiveup_viz.cli.main import main
from fiveup_viz.words.errors import FiveUpError
from fiveup_viz.words.messages import text

ROOT = Path(__file__).resolve().parent.parent


def _read(path: str) -> str:
    """A source text as one line of words (the line breaks of the Markdown are spaces)."""
    return re.sub(r"\s+", " ", (ROOT / path).read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", ["course/16/en.md", "README.md"])
def test_i1_twin_sockets_are_two_moves_ranked_as_one_choice_r13(path: str) -> None:
    """read12-en I1 (R11, R13): "the same tile on branch A or branch B ... is one choice"
    contradicts R13 (two sockets with the same value are different moves, taught in lessons 03
    and 04); they are two moves that the coach ranks as one choice (rules/choices.py)."""
    said = _read(path)
    assert "is one choice" not in said
    if path == "README.md":
        assert "two moves (R13) that the coach ranks as one choice" in said
    else:  # fix18 item 6: the lesson's sentence split in two, the same facts
        assert "makes two moves (R13)" in said
        assert "coach ranks each such pair as one choice" in said


@pytest.mark.parametrize("path", ["course/13/en.md", "course/16/en.md"])
def test_i3_blocked_hand_differences_are_added_and_rounded_once_r25(path: str) -> None:
    """read12-en I3 (R25, R24): "every lighter opposing group collects the difference" reads as
    if each difference were collected; a group adds its differences and rounds the sum once,
    and a difference of 1 or 2 alone gives nothing."""
    said = _read(path)
    assert "collects the difference" not in said
    # fix18 item 3: "larger opponent group", RULES.md R25's words, not "heavier opposing"
    assert ("Each group adds up its differences to every larger opponent group and rounds the "
            "total once (R25, R24)") in said
    assert "a difference of 1 or 2 alone" in said


def test_i4_worksheet_help_rounds_to_the_nearest_multiple_r24(capsys: pytest.CaptureFixture[str]) -> None:
    """read12-en I4 (R24): `worksheet --help` said "rounded to a multiple of 5", leaving out
    "nearest", the rule's whole content."""
    assert main(["worksheet", "--help", "--lang", "en"]) == 0
    out = re.sub(r"\s+", " ", capsys.readouterr().out)
    assert "rounded to the nearest multiple of 5 (R24)" in out
    assert "rounded to a multiple" not in out


def test_i5_readme_rounds_to_the_nearest_multiple_and_the_partner_is_four_players_r22() -> None:
    """read12-en I5 (R22, R23, R24): the README's one-paragraph game said "rounded once to five"
    and did not say that the partner deduction is for four players only."""
    said = _read("README.md")
    assert "rounded once to five" not in said
    assert ("opponents' pips rounded once to the nearest multiple of five, minus (with four "
            "players only) the partner's pips rounded on their own, as one event") in said


def test_i2_the_two_players_note_says_the_last_placement_scores_nothing_r23() -> None:
    """read12-en I2 (R22, R23): the two-players example's note at hand 8 action 14 said Ada's
    20 are "just what Bea needs to reach 305 by going out", true only because Bea's last
    placement scores nothing (the going-out event adds the placement's credit, R23). The
    record's copy of the note is rewritten when the artefacts are rebuilt; the message is the
    one source (scripts/choose_examples.py)."""
    note = text("en", "examples", "note-two-players-blunder")
    assert "her last placement will score nothing, so Ada's rounded pips alone take her to 305" in note
    assert "(R22, R23, R3)" in note


def _empty_boneyard_refusal() -> str:
    """The refusal of a draw once the boneyard is empty, in a real four-player hand."""
    for seed in range(30):
        game = Game(["Ada", "Bea", "Cai", "Dan"], seed=seed)
        while not game.hand.over and (game.hand.drawn < len(game.hand.boneyard)
                                      or game.hand.pending is not None):
            moves = game.legal_moves()
            if moves:
                game.push(moves[0])
            else:
                game.draw()
        if not game.hand.over:
            with pytest.raises(FiveUpError) as refused:
                game.draw()
            return str(refused.value)
    pytest.fail("no hand reached an empty boneyard")


def test_i6_empty_boneyard_says_a_hand_where_nobody_can_place_is_blocked_d5() -> None:
    """read12-en I6 (R19, R20, D5): "the boneyard is empty: a player who cannot place passes";
    when nobody can place, nobody passes: the hand is blocked."""
    said = _empty_boneyard_refusal()
    assert said == ("the boneyard is empty: when nobody can place, the hand is blocked (R20, D5); "
                    "otherwise a player who cannot place passes (R19)"), said


def test_s3_the_other_line_side_is_still_free_r11() -> None:
    """read12-en S3 (R11): "the other side stays free" read as free for good."""
    said = _read("course/03/en.md")
    assert "stays free" not in said and "the other side is still free." in said


def test_s4_lesson_12_says_the_next_lessons_are_about_playing_well() -> None:
    """read12-en S4: "That is all the rules." ended lesson 12 although lessons 13-16 follow."""
    assert "That is all the rules; the next lessons are about playing well." in _read("course/12/en.md")
