"""What the Italian native reader of session 39 (nat18-it) changed in the cheat sheet's new
flowchart lines (fix16-en I2).: each test reads the words as a pupil gets them on the sheet."""

from __future__ import annotations

import re

from fiveup_viz.pages import cheatsheet


def test_n1_the_blocked_box_says_no_further_passes_r20_d5() -> None:
    """nat18-it N1 (R20, D5): the blocked box said «nessuno passa, e si conta subito», as if no
    one had passed in this hand; but passes made while someone could still play stay (D5) and
    only further passes stop (R20: «no further passes are made»). Now «nessuno passa più e si
    conta subito» (and no comma before «e»)."""
    svg = cheatsheet.flowchart("it")
    page = " ".join(re.findall(r"<text[^>]*>([^<]*)</text>", svg))
    assert "nessuno passa più e si conta subito (R20, D5)" in page, page
    assert "nessuno passa, e" not in page
