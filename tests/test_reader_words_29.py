"""What the last fresh Italian and Finnish readers of issue 29 ("Words a teacher hands out")
still found in the generated text: each test names its finding (fi 4-7, the unnumbered fi
findings, the Italian ones) and reads the words as a learner gets them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fiveup_viz.explain.steps import EndStep, credit, end_steps, sentence
from fiveup_viz.rules import examples
from fiveup_viz.rules.layout import Layout
from fiveup_viz.words.fluent import side_name
from fiveup_viz.words.messages import text
from fiveup_viz.words.values import learner

ROOT = Path(__file__).resolve().parent.parent


def _count(example: str, lang: str, you: int | None = None) -> list[EndStep]:
    """Every step of the first blocked hand's count of an example game."""
    game = examples.load(example)
    hand = next(i for i, r in enumerate(game.hands) if r.end is not None and r.end.kind == "blocked")
    return end_steps(game, hand, you=you)


def _said(steps: list[EndStep], key: str, lang: str) -> list[str]:
    return [sentence(line, lang) for s in steps if s.key == key for line in s.lines]


@pytest.mark.parametrize("you", [None, 1])
def test_fi_a_tie_is_said_as_a_rule_book_says_it(you: int | None) -> None:
    """fi 4 (R27): «Pienimmässä summassa, 10, on tasatulos vastakkaisten pelaajien tai parien
    kesken (…): kierroksen tulos on tasan» was stilted. The opposing sides that share the
    lowest sum are named and the hand ends in a tie (glossary «tasatulos»); Bea as the learner
    is «sinä», never her seat's name. Example blocked-tie: Bea and Cai hold 10 each."""
    said = " ".join(_said(_count("blocked-tie", "fi", you), "winner", "fi"))
    holders = "Cai ja sinä" if you == 1 else "Bea ja Cai"
    assert f"Vastakkaisilla osapuolilla ({holders}) on sama pienin summa, 10: kierros päättyy " \
           "tasatulokseen (R27)." in said, said
    assert "Pienimmässä summassa" not in said and "tulos on tasan" not in said


def test_fi_the_coach_places_a_tile_with_the_glossary_verb() -> None:
    """fi 5: the review's line said «pelaat [4|6] …» / «Bea pelaa …»; placing a tile is
    «asettaa» (docs/TRANSLATION.md, placement), for the learner named or not."""
    for name in (learner("Sinä"), learner("Pekka")):
        line = text("fi", "coach", "played", name=name, hand=2, action=4,
                    move="[4|6] avauslaattana", rating="paras")
        assert line == "Kierros 2, siirto 4, asetat [4|6] avauslaattana: paras", line
    line = text("fi", "coach", "played", name="Bea", hand=2, action=4, move="[4|6]", rating="x")
    assert "Bea asettaa [4|6]" in line and "pelaa" not in line, line


def test_fi_the_rule_book_gap_tooltip_says_what_the_plain_text_lost() -> None:
    """fi 6: «tästä pelkästä tekstistä on kadonnut laatan kuva» read "from this mere text"; the
    tooltip says the plain text lost the tile picture that belonged here."""
    tip = text("fi", "rulebook", "gap-title")
    assert tip == "täytetty kohta: pelkästä tekstistä on kadonnut tähän kuulunut laatan kuva"


def test_fi_it_en_one_difference_is_singular() -> None:
    """fi 7 (R25): a group with one larger opponent group read «Erotukset … käsiin: Dan 12 − 10
    = 2. Niiden summa pyöristetään kerran»: one difference is singular, in the exercise's
    answer and in the count's step (example blocked-tie: Cai's only larger opponent is Dan);
    two differences stay plural, and one raw point is the object of «tuottaa»."""
    one = text("fi", "exercise", "e-group", name="Cai", pips=10, diffs="Dan 12 − 10 = 2",
               count=1, credit=0)
    assert "Erotus suurempaan vastustajan käteen: Dan 12 − 10 = 2. Erotus pyöristetään, joten " \
           "käsi tuottaa 0 raakapistettä (R25, R24)." in one, one
    two = text("fi", "exercise", "e-group", name="Bea", pips=10, diffs="x", count=2, credit=1)
    assert "Erotukset suurempiin vastustajien käsiin: x. Niiden summa pyöristetään kerran" in two
    assert "tuottaa 1 raakapisteen" in two, two
    step = {lang: _said(_count("blocked-tie", lang), "group", lang) for lang in ("en", "it", "fi")}
    assert any(s.startswith("Erotus suurempaan vastustajan käteen: Dan 12 − 10 = 2") for s in step["fi"])
    assert any(s.startswith("Contro il gruppo avversario maggiore: Dan") for s in step["it"])
    assert any(s.startswith("Against the larger opponent group: Dan") for s in step["en"])


def test_fi_the_discarded_example_says_what_the_event_would_pass() -> None:
    """fi (title-discarded-domino, R2, R23): «… hylätään, koska se veisi yli 305:n» had no
    object; as e-scores-thrown says it, the event would take the score over 305. The record's
    title (choose_examples.py) is the message."""
    title = text("fi", "examples", "title-discarded-domino")
    assert title == "Käden tyhjennyksen pistetapahtuma hylätään, koska se veisi pistemäärän yli 305:n"
    assert examples.record("discarded-domino")["title"]["fi"] == title


@pytest.mark.parametrize("you", [None, 0])
def test_fi_the_last_tile_s_points_join_the_going_out_without_a_loose_pronoun(you: int | None) -> None:
    """fi (credit-last-yes, R23, D6): «…tuo 15 raakapistettä (3 näyttöpistettä) käden
    tyhjennyksen yhteen pistetapahtumaan: niitä ei hyvitetä erikseen»: «niitä» had no clear
    antecedent. The last placement's points are the subject. Partners hand 3: Ada's [0|0]."""
    game = examples.load("partners")
    hands = [i for i, r in enumerate(game.hands)
             if r.end is not None and r.end.kind == "domino" and r.layout.credit()]
    said = sentence(end_steps(game, hands[0], you=you)[0].lines[1], "fi")
    assert re.search(r"joten viimeisen asetuksen \d+ raakapistettä \(\d+ näyttöpistettä?\) "
                     r"lasketaan mukaan käden tyhjennyksen pistetapahtumaan", said), said
    assert "niitä" not in said


def test_fi_lesson_11_names_the_winner_not_an_index() -> None:
    """fi (lesson 11): «voittaja: osapuoli 1 (Bea)» named a side by an index a reader cannot
    use; the winner is named, and the number says where the score stands in the list."""
    fi = (ROOT / "course" / "11" / "fi.md").read_text("utf-8")
    block = fi.split("%% text scores: {scores} - winner: side {side} ({name})\n", 1)[1]
    line = block.splitlines()[0]
    assert "osapuoli {side}" not in line and line.index("{name}") < line.index("{side}"), line
    assert "voittaja: {name} (voittajan pistemäärä on listan kohdassa {side}" in line


#: How each language names one counted value and several (the explanation, not the caption).
ONE = {"en": "Counted value: 8; not", "it": "Valore conteggiato: 8; non",
       "fi": "Pisteytykseen laskettu arvo: 8, joka ei"}
MANY = {"en": "Counted values: 4 + 1 = 5;", "it": "Valori conteggiati: 4 + 1 = 5;",
        "fi": "Pisteytykseen lasketut arvot: 4 + 1 = 5, joka"}


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
@pytest.mark.parametrize("last", [False, True])
def test_one_counted_value_is_said_without_an_equation(lang: str, last: bool) -> None:
    """it (R14, R15): a lone [4|4] counts one value, and the explanation said «Valori
    conteggiati: 8 = 8»; one value is said as itself, in the singular; several keep their sum.
    The figure caption keeps RULES.md's form «4 = 4» (the seed's own, layout ordering)."""
    lone = sentence(credit(Layout.from_moves(["[4|4]"]), last=last), lang)
    assert lone.startswith(ONE[lang]) and "8 = 8" not in lone, lone
    two = sentence(credit(Layout.from_moves(["[1|4]"]), last=last), lang)
    assert two.startswith(MANY[lang]), two
    from fiveup_viz.explain.wording import caption

    assert ": 8 = 8." in caption(Layout.from_moves(["[4|4]"]), lang)


def test_it_the_hands_panel_heading_is_not_repeated_by_every_hand() -> None:
    """it (hands panel): every seat's drawing was titled «Tessere in mano», the panel's own
    heading, so a reader (and a screen reader) met it once per seat. A seat's drawing is
    «tessere», as en "tiles"; the heading is said once."""
    from fiveup_viz.pages.panels import Seat, hands_html, label

    game = examples.load("partners")
    seats = [Seat(side_name((name,), "it"), tiles, i != 1)
             for i, (name, tiles) in enumerate(zip(game.players, game.hands[0].held, strict=True))]
    panel = hands_html(label("it", "hands.up"), seats, "it")
    assert panel.count("Tessere in mano") == 1, panel.count("Tessere in mano")
    assert panel.count("<title>tessere</title>") == len(seats)


def test_fi_the_partner_of_a_blocked_group_is_named_without_a_loose_pronoun() -> None:
    """fi (specimen reading, e-group-partner, R25): «Ada on hänen parinsa» followed «Cai: kädessä
    10 silmää …», whose name is a label, so «hänen» had no antecedent; the partner is said to
    be in the same partnership."""
    said = text("fi", "exercise", "e-group-partner", partner="Ada")
    assert said == "Ada kuuluu samaan pariin, eikä parin jäsenten käsiä koskaan verrata " \
                   "toisiinsa (R25).", said


@pytest.mark.parametrize("name", ["Sinä", "Pekka"])
def test_fi_a_partnership_with_the_learner_is_spoken_to_in_its_score(name: str) -> None:
    """fi (specimen reading, check-*, R2, R3): «hyväksytty: Cai ja sinä 300 + 5 = 305, täsmälleen
    305: Cai ja sinä voitatte pelin heti» named the learner's partnership twice; as «pistemääräsi»
    for the learner alone (and it «il vostro punteggio … e tu e Cai vincete»), its score is
    «pistemääränne», and the partnership is named once, with its verb (issue 29.1). Another
    partnership is still named."""
    ours = side_name((learner(name), "Cai"), "fi")
    won = text("fi", "ui", "check-won", side=ours, sum="300 + 5 = 305")
    assert won == "hyväksytty: pistemääränne 300 + 5 = 305, täsmälleen 305: Cai ja sinä " \
                  "voitatte pelin heti", won
    thrown = text("fi", "ui", "check-discarded", side=ours, sum="300 + 45 = 345", before=300)
    assert thrown.startswith("hylätty kokonaan: pistemääränne 300 + 45 = 345 raakapistettä "
                             "ylittäisi 305:n"), thrown
    theirs = text("fi", "ui", "check-won", side=side_name(("Ada", "Cai"), "fi"), sum="305")
    assert theirs == "hyväksytty: Ada ja Cai 305, täsmälleen 305: Ada ja Cai voittavat pelin heti"
