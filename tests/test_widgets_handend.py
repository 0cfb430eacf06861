"""HandEndViewer: the end-of-hand count step by step (R21-R27), driven from Python."""

from __future__ import annotations

import pytest

from fiveup_viz import Game, round5, simulate, to_record
from fiveup_viz.explain.steps import end_steps, rounding, say
from fiveup_viz.rules import examples
from fiveup_viz.widgets import HandEndViewer


def hand_where(game: Game, kind: str) -> int:
    return next(h.index for h in game.hands if h.end is not None and h.end.kind == kind)


@pytest.mark.parametrize("total,text", [
    (23, "23 → 25, remainder 3 rounds up (R24)"),
    (22, "22 → 20, remainder 2 rounds down (R24)"),
    (21, "21 → 20, remainder 1 rounds down (R24)"),
    (24, "24 → 25, remainder 4 rounds up (R24)"),
    (20, "20 → 20, a multiple of 5 stays (R24)"),
    (0, "0 → 0, a multiple of 5 stays (R24)"),
])
def test_rounding_shows_the_remainder_r24(total: int, text: str) -> None:
    step = rounding(total)
    assert say(step) == text
    assert step["rounded"] == round5(total) and step.rules == ("R24",)


def test_partner_pips_are_rounded_apart_and_deducted_r23() -> None:
    """R22, R23: opponents 69 → 70, partner 12 → 10 deducted, one net event of 15 + 70 - 10.
    read13-en S1 (R23): the partner's pips are "rounded on their own", one phrase everywhere."""
    game = examples.load("partners")
    hand = hand_where(game, "domino")
    viewer = HandEndViewer(game, hand)
    assert [s.key for s in viewer.steps] == ["last-tile", "reveal", "opponents", "partner", "net",
                                             "next"]
    g = game.hands[hand].end.going_out
    viewer.last_button.click()
    text = viewer.text
    assert f"{g.opponents_pips} → {g.opponents}" in text
    assert f"holds {g.partner_pips} pips, rounded on their own" in text
    assert say(rounding(g.partner_pips)) in text
    assert f"{g.partner} raw deducted" in text
    assert (f"Net: placement {g.placement} + opponents {g.opponents} − partner {g.partner} = "
            f"{g.raw} raw") in text
    event = viewer.steps[4].event
    assert event is not None and event.kind == "domino" and event.raw == g.raw
    who = game.side_name(event.side)
    assert f"Accepted: {who} {event.before} + {g.raw} = {event.score} raw" in text


def test_steps_are_revealed_one_at_a_time() -> None:
    game = examples.load("partners")
    viewer = HandEndViewer(game, hand_where(game, "domino"))
    assert viewer.step == 0 and viewer.prev_button.disabled
    assert "Going out (R21)" in viewer.state.html
    assert "Opponents" not in viewer.state.html
    viewer.next_button.click()
    assert 'class="end-step reveal current"' in viewer.state.html
    assert viewer.state.html.count('<g class="tile') == sum(
        len(h) for h in game.hands[viewer.hand].held)  # R21: the hands are revealed
    viewer.next_button.click()
    assert "Opponents&#x27; pips (R22)" in viewer.state.html
    viewer.first_button.click()
    assert viewer.step == 0
    viewer.step = 99
    assert viewer.step == len(viewer.steps) - 1 and viewer.next_button.disabled


def test_two_players_have_no_partner_step() -> None:
    game = examples.load("two-players")
    steps = end_steps(game, hand_where(game, "domino"))
    assert "partner" not in [s.key for s in steps]
    assert "− partner" not in " ".join(s.text() for s in steps)


def test_discarded_going_out_event_r2() -> None:
    """R2, R23: the whole going-out event is discarded when it would pass 305."""
    game = examples.load("discarded-domino")
    event = next(e for e in game.events if e.kind == "domino" and not e.accepted)
    viewer = HandEndViewer(game, event.hand)
    viewer.last_button.click()
    net = next(s for s in viewer.steps if s.key == "net")
    assert net.event is event
    who = game.side_name(event.side)
    assert (f"Discarded whole: {who} {event.before} + {event.raw} = {event.before + event.raw} "
            f"raw would go past 305 raw; the score stays {event.before} raw (R2)") in net.text()
    assert "color: #8a1f11;" in viewer.state.html  # marked as discarded


def test_blocked_tie_groups_in_order_r25_r26_r27() -> None:
    """R25: lowest sum first, differences against larger opponent groups; R27: a tie."""
    game = examples.load("blocked-tie")
    hand = hand_where(game, "blocked")
    end = game.hands[hand].end
    steps = end_steps(game, hand)
    assert [s.key for s in steps] == ["reveal", "order"] + ["group"] * game.n + ["winner", "next"]
    order = ", ".join(f"{game.players[g.seat]} {g.pips}" for g in end.groups)
    assert f"lowest pip sum first: {order} (R25)" in steps[1].text()
    assert "clockwise from this hand's leader" in steps[1].text()  # equal sums (R26)
    for group, step in zip(end.groups, steps[2:], strict=False):
        for other, diff in group.differences:
            assert f"{game.players[other]} {group.pips + diff} − {group.pips} = {diff}" in step.text()
        assert say(rounding(group.total)) in step.text() or not group.differences
        if group.credit == 0 and not group.differences:  # said once (read11-it F8)
            assert "nothing to collect (R25)" in step.text() and "Credit 0" not in step.text()
        elif group.credit == 0:
            assert "no event (D2)" in step.text()
        else:
            assert step.event is not None and step.event.seat == group.seat
    assert end.winner is None
    assert "the hand is a tie (R27)" in steps[-2].text()
    assert "drawn at random (R8)" in steps[-1].text()


def test_blocked_event_discarded_alone_r26() -> None:
    """R26: only the event that would pass 305 is discarded; the next group's event applies."""
    game = examples.load("blocked-discarded")
    discarded = next(e for e in game.events if e.kind == "blocked" and not e.accepted)
    steps = end_steps(game, discarded.hand)
    groups = [s for s in steps if s.key == "group"]
    assert any(s.event is discarded and "Discarded whole" in s.text() for s in groups)
    assert any(s.event is not None and s.event.accepted and "Accepted" in s.text() for s in groups)


def test_blocked_hand_stops_at_exactly_305_r26_r3() -> None:
    """R26, R3: the first accepted event reaching 305 ends the game; later groups are not applied."""
    game = examples.load("won-by-block")
    hand = len(game.hands) - 1
    assert game.hands[hand].end.kind == "blocked" and game.winner is not None
    steps = end_steps(game, hand)
    groups = [s for s in steps if s.key == "group"]
    winning = next(i for i, s in enumerate(groups) if s.event is not None and s.event.score == 305)
    assert "exactly 305" in groups[winning].text() and "win the game at once (R3)" in groups[winning].text()
    later = [s for s in groups[winning + 1:]
             if "no event (D2)" not in s.text() and "nothing to collect" not in s.text()]
    assert later and all("Not applied" in s.text() and s.event is None for s in later)
    assert steps[-1].text().startswith("Next. Game over")


def test_target_hand_has_one_step_d6() -> None:
    game = examples.load("won-by-placement")
    hand = hand_where(game, "target")
    steps = end_steps(game, hand)
    assert [s.key for s in steps] == ["target", "next"]
    assert "(R3, D6)" in steps[0].text()


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_a_placement_reaching_305_cites_r3_and_d6_in_its_title_and_summary(lang: str) -> None:
    """fixes2 item 4: the hand-end title and the game summary cited only D6 for a placement
    reaching 305; R3 is the rule that ends the game at once, D6 the decision that no block is
    scored after it. Each says "(R3, D6)", as the end step does, in every language."""
    from fiveup_viz.explain.steps import end_title
    from fiveup_viz.pages.summary import summary

    game = examples.load("won-by-placement")
    hand = hand_where(game, "target")
    title = say(end_title(game, hand), lang)
    assert title.endswith("(R3, D6)") and game.players[game.hands[hand].end.seat] in title
    lines = [line for line in summary(game, lang).splitlines() if "D6" in line]
    assert lines and all(line.endswith("(R3, D6)") for line in lines), lines


def test_standalone_from_a_record_and_open_hand() -> None:
    game = simulate(3, seed=4)
    record = to_record(game)
    viewer = HandEndViewer(record, hand=1)
    assert viewer.game == game and viewer.hand == 1
    assert viewer.svg.startswith("<svg")
    assert "End of hand 2" in viewer.state.html
    viewer.set_hand(-1)
    assert viewer.hand == len(game.hands) - 1
    record["hands"][-1]["actions"] = record["hands"][-1]["actions"][:3]
    opened = HandEndViewer(record, hand=-1)
    assert opened.steps == [] and "has not ended" in opened.state.html
    with pytest.raises(ValueError, match="does not exist"):  # issue 8: a ValueError naming the hand
        viewer.set_hand(len(game.hands))


def test_names_are_escaped() -> None:
    game = simulate(["<i>Ada</i>", "Bea"], seed=1)
    viewer = HandEndViewer(game, 0)
    viewer.last_button.click()
    assert "<i>" not in viewer.state.html
    assert "&lt;i&gt;Ada&lt;/i&gt;" in viewer.state.html


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_a_group_step_reads_as_sentences_without_a_double_colon(lang: str) -> None:
    """it-review: «Gruppo di Dan: 1 puntino: Contro ogni…» — a step's heading that holds a
    colon is its own sentence, and no step's text stacks two colons in one sentence."""
    import re

    game = examples.load("blocked-tie")
    steps = end_steps(game, hand_where(game, "blocked"))
    for step in steps:
        said = step.text(lang)
        for part in re.split(r"(?<=[.!?])\s", said):
            assert part.count(": ") <= 1 or "(" in part, (lang, part)
    group = next(s for s in steps if s.key == "group").text(lang)
    assert group.startswith(say(next(s for s in steps if s.key == "group").heading, lang) + ".")


@pytest.mark.parametrize(("name", "key"), [("two-players", "opp.head.one"), ("partners", "opp.head")])
def test_the_opponents_heading_is_singular_with_one_opponent(name: str, key: str) -> None:
    """it-review finding 24: with two players the one opponent is not «gli avversari» (R22)."""
    from fiveup_viz.words.messages import table

    game = examples.load(name)
    step = next(s for s in end_steps(game, hand_where(game, "domino")) if s.key == "opponents")
    assert step.heading.key == key
    assert step.text("it").startswith(table("it")[key])
    if name == "two-players":
        assert step.text("it").startswith("Puntini dell'avversario (R22).")


@pytest.mark.parametrize("lang,you,holders", [
    ("en", None, "held by Bea and Cai, who play on opposing sides"),
    ("it", None, "condivisa da giocatori avversari tra loro (Bea e Cai)"),
    ("fi", None, "(Bea ja Cai)"), ("en", 1, "held by you and Cai, who play on opposing sides"),
    ("it", 1, "condivisa da giocatori avversari tra loro (te e Cai)"), ("fi", 1, "(Cai ja sinä)")])
def test_a_tied_blocked_hand_names_its_holders_as_a_list_r27(lang: str, you: int | None,
                                                               holders: str) -> None:
    """R27, fi reader (w2): the tied lowest hands of example blocked-tie (Bea and Cai, 10 pips
    each, seats 1 and 2) are one list in the language, the learner as "you", not "Bea, Cai";
    Finnish names the learner last (`names-you`)."""
    game = examples.load("blocked-tie")
    hand = hand_where(game, "blocked")
    winner = next(s for s in end_steps(game, hand, you=you) if s.key == "winner")
    assert holders in winner.text(lang), winner.text(lang)
