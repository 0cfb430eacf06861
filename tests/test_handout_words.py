"""Words a teacher hands out (issue 29, the last fresh English rules reading): the cheat sheet,
the command line's help, the coach's words and the replay summary. Each test names its
finding; the nesting test covers every message of the specimen book in every language."""

from __future__ import annotations

import re

import pytest

from fiveup_viz import replay
from fiveup_viz.explain import steps as explain
from fiveup_viz.pages import specimen
from fiveup_viz.pages.review import choice_words, hint_text, loss_words
from fiveup_viz.pages.summary import summary
from fiveup_viz.rules import examples
from fiveup_viz.rules.coach import WIN, Hint
from fiveup_viz.rules.layout import Move
from fiveup_viz.rules.scoring import RAW_PER_DISPLAYED
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import text

LANGS = ("en", "it", "fi")
#: A bracket that opens a call or a format (`round(…)`, `%(value)r`, `to_html(…)`): code, not prose.
CALL = re.compile(r"[\w%]\($")


def nested_brackets(said: str) -> bool:
    """Whether prose brackets sit inside prose brackets ("(… (…))"); a call's brackets are code."""
    prose: list[bool] = []
    for i, char in enumerate(said):
        if char == "(":
            prose.append(not CALL.search(said[: i + 1]))
            if prose[-1] and prose.count(True) > 1:
                return True
        elif char == ")" and prose:
            prose.pop()
    return False


def test_nested_brackets_are_found() -> None:
    assert nested_brackets("a (loss; b or c (equally good))")
    assert not nested_brackets("round(sum of (larger − own))")
    assert not nested_brackets("invalid choice: %(value)r (choose from %(choices)s)")
    assert not nested_brackets("a (b) (c)")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_of_the_specimen_book_nests_brackets(lang: str) -> None:
    """All languages, nested brackets: no rendering of any message in the specimen book has
    brackets inside brackets."""
    found = [(file, msg, r.text) for file in specimen.FILE_NAMES for msg in specimen._ids(lang, file)
             for r in specimen.renderings(lang, file, msg) if nested_brackets(r.text)]
    assert not found, found[:3]


TWINS = (Move.parse("[2|6] on [6|6] branch-a"), Move.parse("[2|6] on [6|6] branch-b"))


@pytest.mark.parametrize("lang", LANGS)
def test_the_coach_names_a_twin_choice_without_brackets_inside_its_loss(lang: str) -> None:
    """All languages, nested brackets: the review line and the coach's note put the loss in
    brackets, and the loss names the move the coach prefers; a twin choice ("branch A or
    branch B, both equally good") said in brackets nested them (rules reading)."""
    from fiveup_viz.pages.review import Rated, coach_note, rated_text

    game = examples.load("two-players")
    played = game.hands[0].actions[1]
    assert played.move is not None
    r = Rated(0, 1, played.seat, played.move, "mistake", 10.0, TWINS[0], 3, 1.0, TWINS[1:])
    said = [rated_text(game, r, lang), coach_note(r)[lang], choice_words(TWINS, lang)]
    assert all(not nested_brackets(s) for s in said), said
    assert choice_words(TWINS, lang) in loss_words(r, lang)


def _hint(sheds: int) -> Hint:
    return Hint(Move.parse("[0|0] on [0|6] low"), 0.0, 0, True, 0, sheds, 8)


@pytest.mark.parametrize("lang", LANGS)
def test_a_hint_says_nothing_of_shedding_no_pips(lang: str) -> None:
    """Rules reading: "sheds 0 pips" (en, it) said a move sheds nothing; at 0 the clause is
    left out, as Finnish did; 7 pips are still said."""
    assert text(lang, "coach", "sheds", pips=0) == ""
    assert "7" in text(lang, "coach", "sheds", pips=7)
    assert ", ," not in hint_text(_hint(0), lang) and " 0 " not in hint_text(_hint(0), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_coachs_worth_says_it_counts_an_exact_61(lang: str) -> None:
    """Rules reading S2: a move's worth counts landing on exactly 61 as `WIN` extra (30
    displayed points, R3); the ranking says so, in every language."""
    from fiveup_viz.pages.review import value_means

    bonus = WIN // RAW_PER_DISPLAYED
    said = value_means(lang)
    assert f"{bonus} " in said and f"−{bonus}" in said and "61" in said and "(R3)" in said


#: What value-means now adds after the −30: the 30 is the coach's weight, not a rule's points.
COACH_WEIGHT = {"en": "the coach's own weight for a win (R3), not points of the game.",
                "it": "non sono punti della partita, ma il peso che il coach dà alla vittoria (R3).",
                "fi": "valmentajan oma tapa painottaa voittoa (R3), ei pelin pisteitä."}


@pytest.mark.parametrize("lang", LANGS)
def test_the_coachs_61_weight_is_not_said_as_a_rule_s_points(lang: str) -> None:
    """read13-en S3 (R3): "landing on exactly 61 counts 30 extra ... (R3)" read as if R3 gave
    30 points; R3 gives none, the 30 is the coach's own weight for a win, and it says so."""
    from fiveup_viz.pages.review import value_means

    said = value_means(lang)
    assert said.endswith(COACH_WEIGHT[lang]), said


def test_the_cheat_sheet_says_partners_sharing_the_lowest_sum_win() -> None:
    """Rules reading I1: R27, a tie between two partners names their partnership the winner;
    the blocked-hand notes said only that opposing players make a tie."""
    notes = text("en", "cheatsheet", "blocked-notes")
    assert "if only two partners share it, their partnership wins" in notes
    assert "if opposing players share that sum, the hand is a tie" in notes
    assert "R27" in notes
    for lang, partners in (("it", "se è solo di due compagni, vince la loro coppia"),
                           ("fi", "jos sen jakavat vain saman parin jäsenet, pari voittaa")):
        assert partners in text(lang, "cheatsheet", "blocked-notes")


def test_the_cheat_sheet_writes_ten_displayed_points_as_a_number() -> None:
    """Rules reading S5: "ten are a large X" read as a word where R28 means 10 displayed points."""
    said = text("en", "cheatsheet", "target-4")
    assert "10 displayed points are one large X" in said and "ten" not in said


def test_a_hand_that_went_out_is_called_going_out() -> None:
    """Rules reading S5: the kind of hand end said "domino", not the seeds' term; it and fi
    already said the going-out (glossary)."""
    said = {lang: text(lang, "errors", "kind-domino") for lang in LANGS}
    assert said == {"en": "going out", "it": "ultima tessera", "fi": "käden tyhjennys"}


def test_the_quiz_option_says_what_each_points_question_asks() -> None:
    """Rules reading I2: `--quiz` said only "how many raw points it scores"; a last tile's
    question (`q-score-last`) asks its placement points before the going-out event, a
    discarded credit's (`q-score-thrown`) before the target check."""
    help_ = text("en", "cli", "opt-quiz")
    move = {"name": "Ada", "tile": "[4|6]", "on": "[4|4]", "socket": "line B"}
    assert "before they join the going-out event" in text("en", "exercise", "q-score-last", **move)
    assert "before the target check" in text("en", "exercise", "q-score-thrown", **move)
    assert "for a hand's last tile: how many placement points it makes before they join the " \
           "going-out event" in help_
    assert "for a placement whose event would go past 305 raw: how many it makes before the " \
           "target check" in help_
    # nat17-it: the placement's own points, before they become part of the event (R23)
    assert "da sola, prima di entrare a far parte dell'evento dell'ultima tessera" in \
        text("it", "cli", "opt-quiz")
    assert "käden tyhjennyksen pistetapahtumaan" in text("fi", "cli", "opt-quiz")


@pytest.mark.parametrize("lang", LANGS)
def test_the_replay_summary_says_a_placement_blocked_the_hand(lang: str) -> None:
    """Rules reading S4: after the placement that blocks a hand, the summary says the hand is
    blocked (R20) before the groups' events; a draw that blocks it (D5) says so itself, once."""
    game = replay(examples.record("won-by-block"))
    blocked = [h for h in game.hands if h.end is not None and h.end.kind == "blocked"]
    assert blocked and all(h.actions[-1].kind == "play" for h in blocked)
    why = text(lang, "ui", "blocked-why") + " (R20)"
    lines = summary(game, lang).splitlines()
    assert sum(why in line for line in lines) == len(blocked)  # each ends with a placement
    at = next(i for i, line in enumerate(lines) if why in line)
    hand = blocked[0].index
    last = len(blocked[0].actions) - 1
    events = [e for e in game.events if (e.hand, e.action) == (hand, last)]
    placement = [explain.event_line(game, e, lang) for e in events if e.kind == "placement"]
    groups = [explain.event_line(game, e, lang) for e in events if e.kind == "blocked"]
    assert groups and lines[at + 1].strip() == groups[0][:1].upper() + groups[0][1:]  # fix15-it F2
    assert lines[at - 1 - len(placement)].strip().startswith(f"{last + 1} ")  # the placement
    drawn = replay(examples.record("blocked-discarded"))
    assert drawn.hands[8].actions[-1].kind == "draw"
    assert all(why not in line for line in summary(drawn, lang).splitlines())


@pytest.mark.parametrize("lang", LANGS)
def test_a_net_of_zero_says_plainly_what_it_does(lang: str) -> None:
    """Rules reading: a going-out event whose parts cancel out ("opponents 15 − partner 15")
    read only as a sum; the count, and so the quiz's hand-end answer, now says that a net of 0
    changes no score but is still recorded (D2). A net that is not 0 does not say it."""
    from fiveup_viz import simulate

    game = simulate(4, seed=4, strategies="greedy", hands=6)  # hand 1: 0 + 15 − 15 (R23)
    said = text(lang, "ui", "net-zero") + " (D2)"
    for e in (e for e in game.events if e.kind == "domino"):
        (net,) = [s for s in explain.end_steps(game, e.hand) if s.key == "net"]
        lines = [explain.say(line, lang) for line in net.lines]
        assert (said in lines) == (e.raw == 0), (e.raw, lines)
    assert any(e.kind == "domino" and e.raw == 0 and e.detail.partner for e in game.events)


@pytest.mark.parametrize("lang", LANGS)
def test_a_loss_shown_as_zero_is_the_best_not_good_with_zero_plus_or_minus_zero(lang: str) -> None:
    """Rules reading S3: a move losing less than the tenth of a displayed point the review
    shows read "good (expected loss 0.0 ± 0.0 displayed points; …)"; it is now the best, as
    its worth is the same as the best's to the decimal shown. A loss shown as 0.1 stays good."""
    from fiveup_viz.pages.review import rated_text
    from tests.test_coach import rated

    game = examples.load("two-players")
    tiny = rated(([1] + [0] * 39, [0] * 40))  # 1 raw on 1 deal of 40: 0.005 displayed points
    assert tiny.rating == "best" and tiny.loss == 0.0
    small = rated(([1] * 40, [0] * 40))  # 1 raw on every deal: 0.2 displayed points
    assert small.rating == "good" and small.margin == 0.0
    zero = f"0{'.' if lang == 'en' else ','}0 ± 0"
    assert zero not in rated_text(game, tiny, lang) and zero not in rated_text(game, small, lang)
