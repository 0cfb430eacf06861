"""What a learner reads about a credit before the target check and the going-out event
(the last fresh English rules reading, issue 29 point 3: findings M2, I1-I5, I11, I13 and
the move buttons' style note): each test names its finding."""

from __future__ import annotations

import re

import pytest

from fiveup_viz.rules.coach import Hint
from fiveup_viz.rules.layout import Move
from fiveup_viz.rules.scoring import TARGET
from fiveup_viz.widgets import PlayTable

LANGS = ("en", "it", "fi")


def _opening_table(lang: str, score: int) -> PlayTable:
    """A table where the learner opens (seed 5 deals them [4|6], which opens for 10 raw),
    their side's score set to `score`, the picker drawn again."""
    table = PlayTable(["You", "Greedy bot"], seat=0, lang=lang, seed=5)
    game = table.game
    game.scores[game.side_of(0)] = score
    table._render_picker()
    return table


@pytest.mark.parametrize("lang", LANGS)
def test_opening_tile_label_says_a_credit_past_305_is_thrown_away(lang: str) -> None:
    """Rules reading M2: at 300 raw the opening tile's label said "scores 10 raw", though R2
    throws away an event past 305. Now the label says the event is thrown away and credits
    nothing, citing R2, in every language; an opening that lands exactly on 305 still scores."""
    table = _opening_table(lang, 300)
    layout = table.game.layout
    labels = {t["tile"]: t["label"] for t in table.picker.tiles}
    over = [tile for tile in labels if 300 + layout.credit_of(Move.parse(tile)) > TARGET]
    exact = [tile for tile in labels if layout.credit_of(Move.parse(tile)) == 5]
    assert over, labels
    for tile in over:
        assert "(R2)" in labels[tile] and "300 + " in labels[tile], labels[tile]
    for tile in exact:
        assert "(R2)" not in labels[tile], labels[tile]
    if lang == "en":
        raw = layout.credit_of(Move.parse(over[0]))
        assert labels[over[0]] == (f"{over[0]}, one of your tiles: opens the table (R9); 300 + {raw}"
                                   " raw would go past 305, so the scoring event is discarded and"
                                   " credits nothing (R2)")
        assert "scores" not in labels[over[0]]


def _hint(*, leaves: int = 0, events: tuple[int, ...] = ()) -> Hint:
    """A coach's hint for [2|6] on [3|6] high end, worth 10 raw now."""
    return Hint(Move.parse("[2|6] on [3|6] high"), 0.0, 10, True, leaves, 8, 1, events=events)


#: What a hint says of the next player's reply when none would be credited (R2, R15) and
#: when the move ends the hand (R21), per language.
NO_CREDIT = {"en": "leaves the next player no placement that would credit points (R2, R15)",
             "it": "non lascia al giocatore successivo nessuna posa che gli accrediti punti (R2, R15)",
             "fi": "ei jätä seuraavalle pelaajalle yhtään asetusta, josta tämä saisi pisteitä (R2, R15)"}
ENDS = {"en": "ends the hand, so no player replies (R21)",
        "it": "chiude la mano, quindi nessuno risponde (R21)",
        "fi": "päättää kierroksen, joten kukaan ei enää vastaa siihen (R21)"}
NEXT_PLAYER = {"en": "next player", "it": "giocatore successivo", "fi": "seuraavalle pelaajalle"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_hint_says_no_reply_would_be_credited_not_no_multiple_of_five(lang: str) -> None:
    """Rules reading I2: `leaves` is the best credit a reply could take (coach.best_reply),
    0 also when every reply that makes a multiple of 5 would pass 305 (R2). So a hint does
    not say "no multiple of five": it says no reply would credit points, citing R2 and R15."""
    from fiveup_viz.pages.review import hint_text

    said = hint_text(_hint(leaves=0), lang)
    assert NO_CREDIT[lang] in said, said
    assert "multiple of five" not in said and "multiplo di cinque" not in said
    assert "jaollista" not in said


@pytest.mark.parametrize("lang", LANGS)
def test_a_last_tile_hint_says_the_hand_ends_not_what_the_next_player_gets(lang: str) -> None:
    """Rules reading I1: a last tile ends the hand (R21): nobody replies in it, so its hint
    says so instead of "leaves the next player no multiple of five"."""
    from fiveup_viz.pages.review import hint_text

    said = hint_text(_hint(events=(15, 20)), lang)
    assert ENDS[lang] in said and NEXT_PLAYER[lang] not in said, said


#: How each language says a last placement's points join the going-out event (R23, D6).
JOINS = {"en": "into the single going-out event: they are not credited alone",
         "it": "all'unico evento dell'ultima tessera, insieme al conteggio delle tessere rimaste: "
               "questi punti non si accreditano da soli",
         "fi": "lasketaan mukaan käden tyhjennyksen pistetapahtumaan eikä hyvitetä omana "
               "pistetapahtumanaan"}
#: What a placement credited alone is called: never said of a last tile.
CREDITS = {"en": "the placement credits", "it": "la posa vale", "fi": "asetus tuottaa"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_count_of_a_going_out_says_the_last_tile_joins_the_event_first_time(lang: str) -> None:
    """Rules reading I4: the hand-end count said "the placement credits 15" for the last tile,
    then "It is not scored alone". Its credit line now says at once that the points join the
    going-out event (R23, D6), citing both rules. Partners hand 3: Ada's [0|0] makes 15."""
    from fiveup_viz.explain import steps as explain
    from fiveup_viz.rules import examples

    game = examples.load("partners")
    hands = [i for i, r in enumerate(game.hands) if r.end is not None and r.end.kind == "domino"]
    seen = 0
    for hand in hands:
        first = explain.end_steps(game, hand, you=0)[0]
        said = [explain.sentence(line, lang) for line in first.lines]
        assert len(said) == 2, said  # who goes out, and the last placement's points
        assert CREDITS[lang] not in said[1], said
        if game.hands[hand].layout.credit():
            seen += 1
            assert JOINS[lang] in said[1] and said[1].endswith("(R14, R15, R23, D6)."), said
    assert seen


@pytest.mark.parametrize("lang", LANGS)
def test_going_out_question_does_not_say_the_last_placement_scores(lang: str) -> None:
    """Rules reading I3: exercise q-going-out said "that last placement scores 10 raw" before
    asking for the event; now it says the points join the going-out event (R23), and a
    placement worth 0 brings none (R15). The question's answer is the whole event's raw."""
    from fiveup_viz.pages.exercises import practice

    placements = set()
    for seed in range(12):
        q = practice("going-out", seed=seed, lang=lang)
        placement = q.position["game"].hands[0].end.going_out.placement
        placements.add(bool(placement))
        words = {"en": "scores", "it": "vale", "fi": "tuottaa"}[lang]
        assert f"{words} {placement}" not in q.text, q.text
        # the rules are cited in the reason, not in the question (teach11 friction 6)
        assert "R15" in q.why and "R23)." in q.why, q.why
        assert not re.search(r"\b[RD]\d+\b", q.text), q.text
    assert placements == {True, False}


#: The raw unit (R1) as each language writes it after a number, as the glossary says.
RAW = {"en": "raw", "it": "grezzi", "fi": "raakapistettä"}
#: The dash before a move button's credit (ui-move-credit).
DASH = {"en": "—", "it": "–", "fi": "–"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("score", [0, 300])
def test_move_buttons_say_their_credit_in_raw_points(lang: str, score: int) -> None:
    """Rules reading I11 and the style note on `_credit_note`: with "Show credits" on, each
    move button's credit says its unit, "— +10 raw", also when it would pass 305 (R2), in
    every language: a bare "+10" could be read as displayed points (R1). Seed 5 deals the
    learner [4|6] (10 raw) and [1|4] (5 raw)."""
    table = PlayTable(["You", "Greedy bot"], seat=0, lang=lang, seed=5)
    game = table.game
    game.scores[game.side_of(0)] = score
    table.hints_toggle.value = True
    labels = {b.move: b.description for b in table.move_buttons}
    assert labels
    for move, label in labels.items():
        credit = game.layout.credit_of(move)
        # fix9 point 7: 0 too; fix14 (it #6): after a dash, not in brackets
        assert f" {DASH[lang]} {'+' if credit else ''}{credit} {RAW[lang]}" in label, label
        assert ("(R2)" in label) == (score + credit > TARGET), label


#: What the quiz's placement feedback says of a credit thrown away (R2) and of a last tile's.
THROWN = {"en": "so its scoring event is discarded whole and credits nothing",
          "it": "quindi il suo evento di punteggio è scartato per intero e non accredita nulla",
          "fi": "joten koko pistetapahtuma hylätään eikä siitä hyvitetä mitään"}
JOINS_QUIZ = {"en": "15 raw (3 displayed), which are not credited alone but join the going-out "
                    "event (R23).",
              "it": "15 grezzi (3 visualizzati): questi punti non si accreditano da soli, ma entrano "
                    "nell'evento dell'ultima tessera (R23).",
              "fi": "15 raakapistettä (3 näyttöpistettä); pisteitä ei hyvitetä erikseen, vaan ne "
                    "kuuluvat käden tyhjennyksen pistetapahtumaan (R23)."}


def _placement_feedback(name: str, lang: str, hand: int, action: int) -> str:
    """The quiz's explanation after the placement `action` (from 0) of `hand` in an example."""
    from fiveup_viz.pages.panels import GamePanels, Stop
    from fiveup_viz.pages.quiz import placement_question
    from fiveup_viz.rules import examples

    q = placement_question(GamePanels(examples.load(name), lang), Stop(hand, action + 1))
    assert q is not None
    return q.why


@pytest.mark.parametrize("lang", LANGS)
def test_quiz_placement_feedback_says_a_thrown_away_event_credits_nothing(lang: str) -> None:
    """Rules reading I5: the quiz's placement feedback said "the placement scores 10" for a
    placement whose event passes 305: it now says the event is thrown away whole and credits
    nothing, the score staying where it was (R2). blocked-tie hand 6 action 16 is such a
    placement; the same game's accepted placements keep the plain "scores"."""
    from fiveup_viz.rules import examples

    game = examples.load("blocked-tie")
    (e,) = [e for e in game.events if e.kind == "placement" and not e.accepted]
    said = _placement_feedback("blocked-tie", lang, e.hand, e.action)
    assert THROWN[lang] in said and f"{e.before} + {e.raw} " in said, said
    assert f" {e.before + e.raw}" in said, said
    assert said.endswith("(R2).") and "(R14, R15)" in said, said
    ok = next(x for x in game.events if x.kind == "placement" and x.accepted)
    assert THROWN[lang] not in _placement_feedback("blocked-tie", lang, ok.hand, ok.action)


@pytest.mark.parametrize("lang", LANGS)
def test_quiz_placement_feedback_on_a_last_tile_says_it_joins_the_going_out_event(lang: str) -> None:
    """Rules reading I3/I5: in a game's quiz, a hand's last placement is not "scored" alone:
    the feedback says its points join the going-out event (R23). Partners hand 3 ends with
    Ada's [0|0], which makes 15."""
    from fiveup_viz.rules import examples

    game = examples.load("partners")
    rnd = game.hands[2]
    assert rnd.end is not None and rnd.end.kind == "domino" and rnd.layout.credit() == 15
    said = _placement_feedback("partners", lang, 2, len(rnd.actions) - 1)
    assert said.endswith(JOINS_QUIZ[lang]), said


#: What the quiz's placement feedback says of a hand's last tile whose sum is no positive
#: multiple of 5: it brings nothing into the going-out event (R23).
NOTHING_JOINS = {"en": "so this last placement makes no placement points (R14, R15) and brings "
                       "nothing into the going-out event (R23).",
                 "it": "quindi quest'ultima posa non vale nulla (R14, R15) e non porta nulla "
                       "nell'evento dell'ultima tessera (R23).",
                 "fi": "joten viimeinen asetus ei tuota asetuspisteitä (R14, R15) eikä tuo "
                       "mitään käden tyhjennyksen pistetapahtumaan (R23)."}


@pytest.mark.parametrize("lang", LANGS)
def test_quiz_feedback_on_a_last_tile_that_makes_nothing_names_the_going_out_event(
        lang: str) -> None:
    """Rules reading fix8 style 16: a hand's last tile with a sum of no positive multiple of 5
    was said to "score nothing", as a placement of its own (R14, R15); it is part of the
    going-out event (R23, D6), and the feedback says it brings nothing into it, as a last tile
    that makes points says they join it. Partners hand 1 ends with a last tile that makes 0; a
    placement before it keeps the plain sentence."""
    from fiveup_viz.rules import examples

    rnd = examples.load("partners").hands[0]
    assert rnd.end is not None and rnd.end.kind == "domino" and rnd.layout.credit() == 0
    said = _placement_feedback("partners", lang, 0, len(rnd.actions) - 1)
    assert said.endswith(NOTHING_JOINS[lang]), said
    first = _placement_feedback("partners", lang, 0, 0)
    assert "(R23)" not in first and "(R14, R15)" in first, first


#: What the quiz's placement question asks of a placement whose event is thrown away (R2) and
#: of a hand's last tile (R23): the placement points before the target check / the going-out
#: event, never "score" (fix7-en M1).
ASKED = {"thrown": {"en": "placement points (raw) does this placement make, before the target check?",
                    "it": "punti grezzi vale questa posa, prima del controllo dell'obiettivo?",
                    "fi": "asetuspistettä (raakapisteinä) asetus tuottaa ennen tavoitteen "
                          "tarkistusta?"},
         "last": {"en": "placement points (raw) does this placement make, before they join the "
                        "going-out event?",
                  "it": "punti grezzi vale questa posa da sola, prima di entrare a far parte "
                        "dell'evento dell'ultima tessera?",
                  "fi": "asetuspistettä (raakapisteinä) asetus tuottaa ennen kuin ne liitetään "
                        "käden tyhjennyksen pistetapahtumaan?"}}
#: The plain question's verb, for a placement whose event is credited.
SCORE = {"en": "does this placement score?", "it": "vale questa posa?",
         "fi": "Montako raakapistettä asetus tuottaa?"}


@pytest.mark.parametrize("lang", LANGS)
def test_quiz_placement_question_asks_what_its_answer_is(lang: str) -> None:
    """English rules reading M1: the quiz asked "How many raw points does this placement score?"
    of blocked-tie hand 6's [1|1] (solution 20, its event thrown away past 305: R2) and of
    partners hand 3's last tile [0|0] (solution 15, joining the going-out event: R23). The
    question now asks for the placement points before the target check / the going-out event;
    the answer is those placement points; a credited placement keeps the plain question."""
    from fiveup_viz.pages.panels import GamePanels, Stop
    from fiveup_viz.pages.quiz import placement_question
    from fiveup_viz.rules import examples

    game = examples.load("blocked-tie")
    (e,) = [e for e in game.events if e.kind == "placement" and not e.accepted]
    q = placement_question(GamePanels(game, lang), Stop(e.hand, e.action + 1))
    assert q is not None and q.solution == e.raw == 20, q
    assert q.text.endswith(ASKED["thrown"][lang]) and SCORE[lang] not in q.text, q.text
    ok = next(x for x in game.events if x.kind == "placement" and x.accepted)
    q = placement_question(GamePanels(game, lang), Stop(ok.hand, ok.action + 1))
    assert q is not None and q.text.endswith(SCORE[lang]), q.text
    game = examples.load("partners")
    rnd = game.hands[2]
    q = placement_question(GamePanels(game, lang), Stop(2, len(rnd.actions)))
    assert q is not None and q.solution == rnd.layout.credit() == 15, q
    assert q.text.endswith(ASKED["last"][lang]) and SCORE[lang] not in q.text, q.text


#: The glossary's word for a record's action (a placement, a draw or a pass), as the viewer
#: says it ("Hand 2 of 4, action 4 of 9") and as the review and annotate must say it too.
ACTION = {"en": "action", "it": "azione", "fi": "siirto"}


@pytest.mark.parametrize("lang", LANGS)
def test_review_annotate_and_viewer_number_actions_with_one_word(lang: str) -> None:
    """Rules reading I13: the review's "Hand 2, move 4" counts draws and passes, which the
    viewer calls "action 4": one word for one thing (docs/TRANSLATION.md, glossary "action").
    The review's line, annotate's help and its errors use the viewer's word, and the option
    is `--action` (no `--move` left)."""
    from fiveup_viz.cli.main import parser
    from fiveup_viz.words.messages import text

    word = ACTION[lang]
    where = text(lang, "ui", "ui-where", n=2, m=4, k=4, last=9)
    assert f"{word} 4" in where.lower()
    line = text(lang, "coach", "played", name="Ada", hand=2, action=4, act="play", move="[1|4]",
                rating="x")
    assert f"{word} 4," in line, line
    assert f"{word} 4," in text(lang, "coach", "record-action", hand=2, action=4, annotation="x")
    commands = parser(lang)._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    helped = commands["annotate"].format_help()
    assert "--action" in helped and "--move" not in helped
    refused = text(lang, "errors", "cli-move", hand=2, count=9, move=12)
    assert word in refused.lower() and (lang == "fi" or ("move" not in refused and "mossa" not in refused))


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "= −5 raw (−1 displayed point)"),
    ("it", "= −5 grezzi (−1 punto visualizzato)"),
    ("fi", "= −5 raakapistettä (−1 näyttöpiste)"),
])
def test_a_net_of_minus_one_displayed_point_takes_the_singular(lang: str, expected: str) -> None:
    """Italian reading fix7 item 1: a going-out net of −5 raw (−1 displayed, D2) read
    «(−1 visualizzati)», since Python chose the plural with `n == 1`; the message's selector
    now picks CLDR's category, which is "one" for −1 in en, it and fi."""
    from fiveup_viz.explain.steps import say, step
    from fiveup_viz.words.values import Count

    net = step("net.sum.partner", {"placement": 0, "opponents": 5, "partner": 10, "count": 1,
                                   "raw": Count("raw", -5), "shown": Count("shown", -1)})
    assert expected in say(net, lang)
