"""A native Finnish reading of the cheat sheet's flowchart lines (task nat18-fi): each test names
the message it read, the rule it concerns, and what a pupil now reads on the page."""

from __future__ import annotations

import html
import re

from fiveup_viz.pages import cheatsheet


def _text() -> str:
    page = html.unescape(re.sub(r"<[^>]+>", " ", cheatsheet.page("fi")))
    return " ".join(page.split())


def test_blocked_says_no_more_passes_not_nobody_passes() -> None:
    """`blocked` (R20, D5): "kukaan ei ohita vuoroaan" read as "nobody skips a turn", as if play
    went on; R20 says no further passes are made. The pupil now reads that the hand is scored at
    once and no more turns are passed, without "kierros" twice in one clause."""
    text = _text()
    assert "Kierros on tukkeutunut ja pisteytetään heti; vuoroja ei enää ohiteta (R20, D5)." in text
    assert "kukaan ei ohita vuoroaan" not in text


def test_win_is_a_plain_win_and_nothing_more_is_played() -> None:
    """`win` (R3, D6): "Peli on voitettu heti" is stiff passive Finnish, and "lasketa" alone left
    out that nothing more is played either (R3: nothing after the event is applied or played)."""
    text = _text()
    assert ("Voitto heti: peli päättyy kesken kierroksenkin, eikä sen jälkeen enää pelata tai "
            "lasketa (R3, D6).") in text
    assert "Peli on voitettu heti" not in text


def test_exact_asks_about_the_players_own_score() -> None:
    """`exact` (R3): "Onko pistemäärä" did not say whose score; in the pupil's own turn it is
    their side's score (shared by partners, R5): "pistemääräsi"."""
    assert "Onko pistemääräsi nyt täsmälleen 305 raakapistettä?" in _text()
