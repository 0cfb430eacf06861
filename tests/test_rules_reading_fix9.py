"""The fresh English rules reading of issue 29 (task fix9-en): the generated sentences it found
imprecise (points 1, 2, 3, 13) or styled unevenly (point 7), each test naming its point and rule."""

from __future__ import annotations

import pytest

from fiveup_viz.explain import steps as explain
from fiveup_viz.pages.review import hint_text
from fiveup_viz.rules import examples
from fiveup_viz.rules.coach import Hint, hint
from fiveup_viz.rules.layout import Move
from fiveup_viz.rules.record import replay
from fiveup_viz.words import fluent
from fiveup_viz.words.messages import text

LANGS = ("en", "it", "fi")

#: What a last tile's credit says it is (point 1): placement points that join the event (R23).
PLACEMENT_POINTS = {"en": "+15 raw placement points; they join the going-out event (R23)",
                    "it": "+15 punti grezzi della posa, che entrano nell'evento dell'ultima "
                          "tessera (R23)",
                    "fi": "+15 raakapistettä: asetuspisteet, jotka kuuluvat käden tyhjennyksen "
                          "pistetapahtumaan (R23)"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_last_tiles_credit_says_it_is_only_the_placements_share(lang: str) -> None:
    """Point 1: "+15 raw in the going-out event" read as the whole event, as the coach's "+2
    displayed points in the going-out event" is; the move button's note for a last tile now
    says these are the placement's points, which join the one going-out event (R21, R23)."""
    from fiveup_viz.pages.playing import TableSession

    session = TableSession(2, seat=0, lang=lang, seed=5)
    game = session.game
    game.hand.held[game.turn][1:] = []  # the learner now holds one tile: it goes out
    assert session.credit_note(15) == PLACEMENT_POINTS[lang]
    assert text(lang, "ui", "ui-credit-last", raw=15) == PLACEMENT_POINTS[lang]


#: The opponents' and the partner's pip totals, each beside its rounding (point 2).
PIPS = {"en": ("opponents' pips {} → {}", "opponent's pips {} → {}", "partner's pips {} → {}"),
        "it": ("puntini degli avversari {} → {}", "puntini dell'avversario {} → {}",
               "puntini del compagno {} → {}"),
        "fi": ("vastustajien silmäluvut {} → {}", "vastustajan silmäluvut {} → {}",
               "oman parin silmäluvut {} → {}")}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["two-players", "three-players", "partners"])
def test_a_going_out_line_shows_each_pip_total_and_its_rounding(name: str, lang: str) -> None:
    """Point 2: "(placement 0 + opponent 25)" above "pips left 23" looked like a miscounted pip
    total; the event line now writes the opponents' pips and their rounding, "opponent's pips
    23 → 25", and likewise the partner's (R22-R24), from the event's own parts."""
    game = examples.load(name)
    outs = [e for e in game.events if e.kind == "domino"]
    assert outs and any(e.detail.opponents_pips != e.detail.opponents for e in outs)
    many, one, partner = PIPS[lang]
    for e in outs:
        d = e.detail
        line = explain.event_line(game, e, lang)
        opp = one if game.n == 2 else many
        assert opp.format(d.opponents_pips, d.opponents) in line, line
        assert (partner.format(d.partner_pips, d.partner) in line) == (game.n == 4), line


def test_a_going_out_event_the_same_on_every_deal_is_not_estimated() -> None:
    """Point 3: at hand 4, action 26 of the three-players example the boneyard is empty and
    Bea's opponents hold every unseen tile, so the going-out event (R22, R23) is +19 on every
    deal: the hint no longer says "estimated" (nor its it/fi words), though the coach played
    only some of the deals."""
    game = replay(examples.record("three-players"), stop=(3, 25))
    hints = hint(game, budget_ms=100)
    assert hints and all(not h.exact and h.certain and set(h.events) == {95} for h in hints)
    said = {lang: hint_text(hints[0], lang) for lang in LANGS}
    assert "+19 displayed points in the going-out event, whatever tiles the others hold (R23)" \
        in said["en"]
    assert "estimated" not in said["en"] and "stimati" not in said["it"] \
        and "arvioituna" not in said["fi"]


def test_a_going_out_event_only_sampled_the_same_is_estimated() -> None:
    """Point 3, the other side: deals that happened to give one value, where others could
    differ (not `certain`), still say "estimated" (R23)."""
    sampled = Hint(Move.parse("[2|6] on [3|6] high"), 50.0, 10, True, 0, 8, 2, events=(50, 50))
    said = hint_text(sampled)
    assert "+10 displayed points in the going-out event, estimated over the tiles the others " \
        "may hold (R23)" in said, said


@pytest.mark.parametrize("lang", LANGS)
def test_a_zero_change_is_written_without_a_sign(lang: str) -> None:
    """Point 7: "+0 to +2 displayed points" wrote a sign on zero; a change of score is now
    `0`, while +5 and −5 keep theirs (R1, D1), in `signed` and in the messages' SIGNED."""
    assert (fluent.signed(0), fluent.signed(5), fluent.signed(-5)) == ("0", "+5", "−5")
    assert text(lang, "ui", "ui-credit", raw=0).startswith("0 ")
    assert text(lang, "ui", "ui-credit", raw=10).startswith("+10 ")
    ranged = Hint(Move.parse("[2|6] on [3|6] high"), 0.0, 0, True, 0, 8, 2, events=(0, 10))
    assert "0 " in hint_text(ranged, lang) and "+0" not in hint_text(ranged, lang)
    game = examples.load("discarded-domino")
    (zero,) = [e for e in game.events if e.kind == "domino" and e.raw == 0][:1]
    assert "+0" not in explain.event_line(game, zero, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_who_leads_cites_the_rule_of_its_case(lang: str) -> None:
    """Point 13: "leads this hand" always cited (R7, R8); the won-by-block example's first hand
    is led by a random draw (R7), hand 2 by the seat that went out in hand 1 (R8), hand 3 after
    the blocked hand 2 by a new draw (R7, R8)."""
    game = examples.load("won-by-block")
    ends = [h.end.kind for h in game.hands if h.end is not None]
    assert ends[:2] == ["domino", "blocked"]
    said = [explain.leads(game, i).say(lang) for i in range(3)]
    assert said[0].endswith("(R7)") and said[1].endswith("(R8)") and said[2].endswith("(R7, R8)")
