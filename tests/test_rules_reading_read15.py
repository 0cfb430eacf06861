"""Issue 29, the fifth English rules reading (read15-en): what it found, in every language."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: Lesson 15's going-out row: the partner deduction is for four players only (R23, R5).
FOUR_ONLY = {"en": "minus, with 4 players, the partner's pips",
             "it": "meno, con 4 giocatori, quelli del compagno",
             "fi": "− oman parin silmälukujen summa erikseen pyöristettynä (vain 4 pelaajan pelissä)"}


@pytest.mark.parametrize("lang", sorted(FOUR_ONLY))
def test_lesson_15_says_the_partner_deduction_is_for_four_players(lang: str) -> None:
    """read15-en I1 (R23, R5): lesson 15's table said going out scores the opponents' pips
    "minus the partner's pips rounded on their own" with no condition; with 2 or 3 players
    there is no partner, as the cheat sheet and the rule book say."""
    row = next(line for line in (ROOT / "course" / "15" / f"{lang}.md").read_text("utf-8")
               .splitlines() if "(R21-R23)" in line or "(R21–R23)" in line)
    assert FOUR_ONLY[lang] in row, row
