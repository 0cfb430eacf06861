"""What issue 29 left in the words (fix18): each test names its item and the rule, and reads
the words as a learner gets them, at a table where the learner sits (the examples' games seen
from one seat) and in the specimen book's renderings."""

from __future__ import annotations

import json

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


# -- item 2: the blocked hand's answer says which group earned what (R25, R26) ----------------
GROUPS = {"en": "Bea and Dan: 5 raw (Bea's group) and 5 raw (Dan's group)",
          "it": "Bea e Dan: 5 grezzi (gruppo di Bea) e 5 grezzi (gruppo di Dan)",
          "fi": "Bea ja Dan: 5 raakapistettä (käsi: Bea) ja 5 raakapistettä (käsi: Dan)"}
GROUPS_YOU = {"en": "You and Dan: 5 raw (your group) and 5 raw (Dan's group)",
              "it": "Tu e Dan: 5 grezzi (il tuo gruppo) e 5 grezzi (gruppo di Dan)",
              "fi": "Dan ja sinä: 5 raakapistettä (kätesi) ja 5 raakapistettä (käsi: Dan)"}


@pytest.mark.parametrize("lang", GROUPS)
def test_the_blocked_hand_s_answer_names_each_group_s_credit_r26(lang: str) -> None:
    """Item 2: the quiz's answer at blocked-tie's hand 4 said "Bea and Dan: 5 raw and 5 raw",
    not which group earned which credit, though each group's credit is its own event (R25,
    R26). Each credit now names its group, in the answer and in every choice (so the right one
    does not stand out); a learner's seat is "you" in the side and in the group."""
    from fiveup_viz.pages.panels import GamePanels
    from fiveup_viz.pages.quiz import hand_end_question

    game = examples.load("blocked-tie")
    q = hand_end_question(GamePanels(game, lang), 3)
    assert q is not None and q.answer_text() == GROUPS[lang]
    assert all(c.label.count("(") >= 1 for c in q.choices[1:]), [c.label for c in q.choices]
    mine = hand_end_question(GamePanels(game, lang, you=1), 3)
    assert mine is not None and mine.answer_text() == GROUPS_YOU[lang]


def test_a_blocked_hand_of_three_names_no_group() -> None:
    """Item 2: without partnerships a side is its player's group: "Bea: 55 raw", as before
    (blocked-discarded, hand 9, three players)."""
    from fiveup_viz.pages.panels import GamePanels
    from fiveup_viz.pages.quiz import hand_end_question

    q = hand_end_question(GamePanels(examples.load("blocked-discarded"), "en"), 8)
    assert q is not None and "Bea: 55 raw" in [c.label for c in q.choices]
    assert all("group" not in c.label for c in q.choices)


@pytest.mark.parametrize("lang", GROUPS)
def test_the_quiz_page_s_answer_at_the_blocked_hand_names_each_group(lang: str) -> None:
    """Item 2, the page (`fiveup-viz html blocked-tie --quiz`): the answer its script shows at
    hand 4's count ("The answer: …") names each group's credit."""
    from fiveup_viz.pages.page import game_page
    from fiveup_viz.words.messages import text
    from tests.test_quiz import unpack

    page = unpack(game_page(examples.load("blocked-tie"), lang=lang, quiz=True))
    said = text(lang, "exercise", "answer-is", solution=GROUPS[lang])
    assert said in json.dumps(page, ensure_ascii=False), "no such answer in the page's data"


# -- item 3: one pair of terms for the groups at a blocked hand (R25, R26) -------------------
#: Words that compared a blocked hand's groups otherwise than RULES.md's "smaller"/"larger"
#: and "opponent group" (read14-en S2); Finnish keeps the seed's «kevyimmästä kädestä» for
#: where the order starts, as Italian «dalla somma minore».
OTHER_WORDS = {"en": r"\b(lighter|heavier|lightest|heaviest) (group|opposing|opponent)|opposing group"
                     r"|\b(lighter|heavier) than yours|\bheavy group|the (lightest|heaviest)\b",
               "it": r"grupp\w* (avversari\w* )?più (legger|pesant)|dal più leggero|gruppo pesante",
               "fi": r"kevyemmä\w* vastustaj|painava\w* kä(si|de|te)"}


@pytest.mark.parametrize("lang", OTHER_WORDS)
def test_a_blocked_hand_s_groups_are_smaller_and_larger_in_messages_and_lessons(lang: str
                                                                                ) -> None:
    """Item 3 (read14-en S2): lessons 13, 15 and 16 called a blocked hand's groups "lighter"
    and "heavier opposing" groups, the messages "larger opponent" groups. One pair now, as
    RULES.md R25 says it ("an opponent group with a strictly larger sum"), in every message
    and lesson, and the glossary names it."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    texts = {p: p.read_text("utf-8") for p in [*sorted((root / "course").glob(f"*/{lang}.md")),
                                               *sorted((root / "fiveup_viz" / "locales" / lang)
                                                       .glob("*.ftl"))]}
    found = {p.relative_to(root).as_posix(): m.group(0) for p, t in texts.items()
             for m in [re.search(OTHER_WORDS[lang], " ".join(t.split()), re.IGNORECASE)] if m}
    assert not found, found
    glossary = (root / "docs" / "TRANSLATION.md").read_text("utf-8")
    assert "| a smaller / larger (opponent) group:" in glossary


# -- item 4: specimen-only faults, every rendering of the message reads right ----------------
#: (lang, file, message): what no rendering of the specimen book may say. A count of 1 takes
#: the singular in Finnish («1 raakapiste», «1 raakapisteen» as an object), never the partitive
#: plural; 0 tiles is «mikään laattasi»; English "1 displayed point"; a sum that scores is a
#: positive multiple of 5 (R14, R15); Italian «non si può iniziare» agreed with no plural point.
ONE = r"(?<![+±…] )(?<![\d,])\b1 (raakapistettä|näyttöpistettä|laattaa)\b"
SPECIMEN_FAULTS = [
    ("fi", "clicks", "choose-here", r"\b0 laattaasi"),
    *[("fi", file, msg, ONE) for file, msg in (
        ("clicks", "scores"), ("clicks", "hand-open"), ("clicks", "scores-last"),
        ("exercise", "points"), ("exercise", "points-one"), ("exercise", "placement-points"),
        ("exercise", "placement-points-one"), ("exercise", "e-opponents"), ("exercise", "e-event"),
        ("exercise", "e-event-solo"), ("exercise", "e-deal"), ("exercise", "q-target"),
        ("exercise", "e-sheet"), ("layout", "points"), ("layout", "points-one"),
        ("cheatsheet", "target-1"), ("score", "sheet"), ("score", "sheet-one"),
        ("repr", "explorer-other"), ("ui", "event-domino"), ("ui", "event-domino-partner"),
        ("ui", "check-accepted"), ("ui", "check-negative"), ("ui", "check-discarded"))],
    ("fi", "clicks", "scores-last", r"1 raakapiste kuuluvat"),
    ("fi", "exercise", "q-going-out", r"\b1 raakapistettä [^.]*vaan ne kuuluvat"),
    ("en", "coach", "value", r"\b1 displayed points"),
    ("en", "exercise", "points", r"\b1 displayed points"),
    ("en", "repr", "explorer-other", r"\b1 tiles"),
    ("en", "clicks", "choose-here", r"\b[01] of your tiles fit;"),
    *[("en", "exercise", msg, r"\b[0-4] is a positive multiple")
      for msg in ("e-scores", "e-scores-last", "e-scores-thrown")],
    ("it", "errors", "point-branch", r" e [^:]* non si può"),
    ("it", "errors", "point-branch", r"le due metà di \[5\|5\] non si può"),
]


@pytest.mark.parametrize(("lang", "file", "msg", "fault"), SPECIMEN_FAULTS,
                         ids=[f"{lang}-{file}-{msg}" for lang, file, msg, _ in SPECIMEN_FAULTS])
def test_every_specimen_rendering_reads_right(lang: str, file: str, msg: str, fault: str) -> None:
    """Item 4 (issue 29, specimen only: no caller passes these values): the book showed
    «0 laattaasi sopii tähän», «1 raakapistettä», "1 displayed points", "0 is a positive
    multiple of 5" and Italian «le due metà di [5|5] non si può ancora iniziare». Each message
    now selects on the count (or the book gives a scoring sum only its true values)."""
    import re

    from fiveup_viz.pages.specimen import renderings

    said = [r.text for r in renderings(lang, file, msg)]
    assert said
    bad = [t for t in said if re.search(fault, " ".join(t.split()))]
    assert not bad, bad


def test_the_finnish_singular_in_real_play_keeps_the_seed_s_caption() -> None:
    """Item 4: the selectors leave real play's words as they were: the seed's caption
    «Asetuspisteet: 10 raakapistettä (2 näyttöpistettä)» and its one-point form."""
    from fiveup_viz.words.messages import text

    assert text("fi", "layout", "points", raw=10, shown=2) == \
        "Asetuspisteet: 10 raakapistettä (2 näyttöpistettä)"
    assert text("fi", "layout", "points-one", raw=5) == "Asetuspisteet: 5 raakapistettä (1 näyttöpiste)"
    assert text("fi", "layout", "points", raw="0", shown="0") == \
        "Asetuspisteet: 0 raakapistettä (0 näyttöpistettä)"


# -- item 5: lesson 12 says what describe() prints --------------------------------------------
#: The lesson's words for the start of `.long`, and what `.long` starts with (layout.ftl).
LONG_STARTS = {"en": ("`.long`, starts with the counted values and the placement points",
                      "Counted values: 2 + 8 = 10. Placement points: 10 raw"),
               "it": ("`.long`, comincia con i valori conteggiati e i punti della posa",
                      "Valori conteggiati: 2 + 8 = 10. Punti della posa: 10 grezzi"),
               "fi": ("`.long`, alkaa pisteytykseen lasketuista arvoista ja asetuspisteistä",
                      "Pisteytykseen lasketut arvot: 2 + 8 = 10. Asetuspisteet: 10 raakapistettä")}


@pytest.mark.parametrize("lang", LONG_STARTS)
def test_lesson_12_says_what_describe_long_starts_with(lang: str) -> None:
    """Item 5: lesson 12 said `describe()`'s text starts with "the tile just placed", but
    `.long` starts with "Counted values: …" (only the picture's caption starts "Placed
    [x|y]"). The lesson now names `.long` and what it starts with, as the lesson's own layout
    prints it."""
    from fiveup_viz import Layout, describe
    from tests.helpers import lesson_text

    said = " ".join(lesson_text("12", lang).split())
    words, start = LONG_STARTS[lang]
    assert words in said
    assert not any(w in said for w in ("just placed", "appena posata", "juuri asetettu"))
    layout = Layout.from_moves(["[1|4]", "[1|1] on [1|4] low", "[4|4] on [1|4] high"])
    assert describe(layout, lang).long.startswith(start)


# -- item 6: lessons 13 and 16, their longest sentences split for 12-15-year-olds -------------
@pytest.mark.parametrize("lang", ["en", "it", "fi"])
@pytest.mark.parametrize("lesson", ["13", "16"])
def test_lessons_13_and_16_have_no_sentence_over_40_words(lesson: str, lang: str) -> None:
    """Item 6: lesson 13's endgame sentence (62 words in English) and lesson 16's coach
    sentences (up to 58 words) were too long for 12-15-year-olds; each is now split, with the
    same facts and rule ids. No prose sentence of the two lessons is over 40 words."""
    import re

    from tests.helpers import COURSE

    source = (COURSE / lesson / f"{lang}.md").read_text("utf-8")
    lines, in_text = [], False
    for line in source.splitlines():  # a `%% text` block is a code cell's comment, not prose
        if line.startswith("%%"):
            in_text = line.startswith("%% text")
        elif not in_text:
            lines.append(line)
    prose = " ".join(line for line in lines
                     if not line.startswith(("#", "|", "**Next", "**Prossima", "**Seuraa",
                                             "**Takaisin", "**Back", "**Torna")))
    prose = re.sub(r"\{[^}]*\}", " ", prose)  # a check cell's template words
    sentences = re.split(r"(?:(?<=[.!?:])|(?<=[.!?:]\*\*))\s+(?=[A-ZÄÖ«*`(])|\s-\s",
                         " ".join(prose.split()))
    long = [s for s in sentences if len(s.split()) > 40]
    assert not long, long
