"""What issue 29 left in the words (fix18): each test names its item and the rule, and reads
the words as a learner gets them, at a table where the learner sits (the examples' games seen
from one seat) and in the specimen book's renderings."""

from __future__ import annotations

import pytest

from fiveup_viz.explain.steps import end_steps, say
from fiveup_viz.rules import examples
from fiveup_viz.words.fluent import entries_said
from fiveup_viz.words.values import Entries, learner


def _lines(name: str, hand: int, you: int, lang: str, key: str) -> list[str]:
    """The hand-end count's lines `key` of example `name`'s `hand`, the learner at seat `you`."""
    game = examples.load(name)
    return [say(line, lang) for s in end_steps(game, hand, you=you) for line in s.lines
            if line.key == key]


# The partners' first hand: Ada goes out, the learner is Bea (seat 1), an opponent: 17 pips.
SUMS = {"en": "you 17 + Dan 6 = 23", "it": "i tuoi 17 + Dan 6 = 23",
        "fi": "sinun 17 + Dan 6 = 23"}


@pytest.mark.parametrize("lang", SUMS)
def test_the_learner_s_pips_in_the_opponents_sum_r22(lang: str) -> None:
    """Item 1 (issue 29): one `names` `entry` served sums, orders and differences, so an Italian
    learner read «tu 17 + Dan 6» in the opponents' pips (R22), a Finnish one «sinä 17 + Dan 6».
    The list now says what it is (`$list`): the learner's pips are «i tuoi 17», «sinun 17»."""
    line, = _lines("partners", 0, 1, lang, "opp.sum")
    assert line.startswith(SUMS[lang]), line


# blocked-tie, hand 4, the learner is Ada (seat 0): 16 pips, the largest group (R25).
ORDERS = {"en": ("Dan 12, you 16", "you 16 − 10 = 6"),
          "it": ("Dan 12, i tuoi 16", "il tuo 16 − 10 = 6"),
          "fi": ("Dan 12, sinun 16", "sinun 16 − 10 = 6")}


@pytest.mark.parametrize("lang", ORDERS)
def test_the_learner_s_group_in_a_blocked_hand_s_order_and_differences_r25(lang: str) -> None:
    """Item 1: a blocked hand's order of groups and each group's differences to the larger
    ones (R25) named the learner's group «tu 16», «tu 16 − 10 = 6»; now «i tuoi 16» and «il tuo
    16 − 10 = 6» (the group's), Finnish «sinun 16»."""
    order, diff = ORDERS[lang]
    assert order in _lines("blocked-tie", 3, 0, lang, "order.groups")[0]
    assert any(diff in line for line in _lines("blocked-tie", 3, 0, lang, "group.diffs"))
    for key in ("order.groups", "group.diffs", "opp.sum"):
        for line in _lines("blocked-tie", 3, 0, lang, key):
            assert "tu 1" not in line and "sinä 1" not in line, line


#: (kind, figure) -> the learner, named Marco (it), Pekka (fi), Ada (en, en-XA), in a list.
NAMED = {"en": "Ada", "it": "Marco", "fi": "Pekka", "en-XA": "Ada"}
SAID = {"it": {"sum": "Bea 4 + i tuoi 6", "order": "Bea 4, i tuoi 6",
               "diff": "Bea 4; il tuo 6", "score": "Bea 4, tu 6"},
        "fi": {"sum": "Bea 4 + sinun 6", "order": "Bea 4, sinun 6",
               "diff": "Bea 4; sinun 6", "score": "Bea 4, sinä 6"},
        "en": {"sum": "Bea 4 + you 6", "order": "Bea 4, you 6",
               "diff": "Bea 4; you 6", "score": "Bea 4, you 6"}}
SEP = {"sum": " + ", "order": ", ", "diff": "; ", "score": ", "}


@pytest.mark.parametrize("lang", [*SAID, "en-XA"])
@pytest.mark.parametrize("kind", SEP)
def test_a_named_learner_in_each_kind_of_list(lang: str, kind: str) -> None:
    """Item 1: the learner, whatever their name, in each kind of list (`Entries.kind`): never
    by the seat's name (the pseudo-locale too), and in Italian and Finnish in the form the
    list needs (a score stays a label: «punteggi: tu 40, Bea 15»)."""
    said = entries_said(Entries([("Bea", "4"), (learner(NAMED[lang]), "6")], SEP[kind], kind),
                        lang)
    assert NAMED[lang] not in said, said
    if lang in SAID:
        assert said == SAID[lang][kind]


def test_an_unknown_kind_of_list_is_refused() -> None:
    """Item 1: a list's kind is one the messages select on, or one clear error."""
    with pytest.raises(ValueError, match="kind"):
        Entries([("Bea", "4")], ", ", "total")
