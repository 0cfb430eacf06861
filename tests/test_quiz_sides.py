"""A quiz answer that credits several sides sets them apart (read16-en S9, nat20-it).

A side's own names and credits are joined by "and" (e/ja), so sides joined by "and" too ran
together: "Ada and Cai: 5 raw (Ada's group) and Bea and Dan: 5 raw (Bea's group)". Each side
is now its own `credits` part, apart by a semicolon; each part names one side and its credit.
"""

from __future__ import annotations

import pytest

from fiveup_viz.pages.panels import GamePanels
from fiveup_viz.pages.quiz import hand_end_question
from fiveup_viz.rules import examples

SIDES = {"en": ("Ada and Cai", "Bea and Dan"), "it": ("Ada e Cai", "Bea e Dan"),
         "fi": ("Ada ja Cai", "Bea ja Dan")}


@pytest.mark.parametrize("lang", sorted(SIDES))
def test_sides_in_one_answer_stand_apart_r25_r26(lang: str) -> None:
    """blocked-tie's hand 4 (a blocked hand of partnerships, each group its own event, R25,
    R26): every choice that credits both sides reads `side: credit; side: credit`."""
    q = hand_end_question(GamePanels(examples.load("blocked-tie"), lang), 3)
    assert q is not None
    both = [c.label for c in q.choices if all(side in c.label for side in SIDES[lang])]
    assert both, [c.label for c in q.choices]
    for label in both:
        parts = label.split("; ")
        assert len(parts) == 2, label
        assert [p.split(": ")[0] for p in parts] == list(SIDES[lang]), label
