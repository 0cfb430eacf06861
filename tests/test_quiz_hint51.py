"""hint51 item 1 (teach18 F4): a wrong answer at a hand's count that a known slip makes names
that slip in one sentence with its one or two rules instead of six rules to read again."""

from __future__ import annotations

import pytest

from fiveup_viz.explain.question import answer_data
from fiveup_viz.pages.panels import GamePanels
from fiveup_viz.pages.quiz import hand_end_question
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text

#: (example, hand): a slip option and the rules its sentence names (RULES.md R2, R15, R21-R24).
SLIPS = {("partners", 0): {((0, 25),): "(R23)", ((0, 15),): "(R22, R24)",
                           ((0, 35),): "(R15, R21)"},
         ("discarded-domino", 3): {((0, 45),): "(R2)"}}


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
@pytest.mark.parametrize("where", list(SLIPS))
def test_each_slip_option_of_a_count_says_its_slip_and_rule(lang: str, where: tuple[str, int]
                                                             ) -> None:
    """teach18 F4, R23 (partner deduction), R22/R24 (round the opponents' total once), R15/R21
    (the last placement's non-multiple sum brings nothing), R2 (an event past 305 is
    discarded): each slip choice gets its own sentence and rules, as the page's checker
    (`answer_data`) says it; no other wrong choice and no right answer changes."""
    name, hand = where
    q = hand_end_question(GamePanels(examples.load(name), lang), hand)
    assert q is not None
    again = q.rules_again()
    says = {c["label"]: c["say"] for c in answer_data(q)["choices"]}
    seen = []
    for key, rules in SLIPS[where].items():
        said = says[q.label(key)]
        assert rules in said and again not in said, said
        assert said.count("(R") == 1  # one sentence with its rules, no reading list
        seen.append(said.split(" ", 3)[-1])
    assert len(set(seen)) == len(seen)  # each slip its own sentence
    for c in q.choices:
        if c.key not in SLIPS[where] and c.key != q.solution:
            assert again in says[c.label]  # no known slip: today's line
    right = says[q.label(q.solution)]
    assert right.startswith(text(lang, "exercise", "right")) and right == q.check(q.solution).explanation


def test_the_last_placement_slip_says_its_sum() -> None:
    """R15: the sentence names the last placement's counted sum that is no multiple of 5, and the
    slip's choice is that sum rounded as pips are (R24), 16 -> 15: a credit a pupil may write,
    not a number ruled out at a glance for being no multiple of 5 (teach20: "36 raw")."""
    q = hand_end_question(GamePanels(examples.load("partners"), "fi"), 0)
    assert q is not None
    assert "summa 16 \u2192 15," in q.withheld(((0, 35),)).explanation
    assert all(raw % 5 == 0 for c in q.choices for _, raw in c.key), q.choices


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_partner_merged_with_the_opponents_is_a_named_slip(lang: str) -> None:
    """R23: "never merge the partner's tiles with the opponents' before rounding". At partners'
    hand 3 (opponents 69 pips, partner 12, last placement 15) merging them gives 15 + 80 = 95
    (added) or 15 + 55 = 70 (subtracted before rounding), where R23 gives 15 + 70 - 10 = 75: both
    wrong choices say that one slip, with R23, not "read the rules again"."""
    q = hand_end_question(GamePanels(examples.load("partners"), lang), 2)
    assert q is not None and q.solution == ((0, 75),)
    merged = text(lang, "quiz", "slip-merged")
    says = {c["label"]: c["say"] for c in answer_data(q)["choices"]}
    for raw in (95, 70):
        said = says[q.label(((0, raw),))]
        assert merged in said and q.rules_again() not in said, said
    assert sum(merged in said for said in says.values()) == 2
