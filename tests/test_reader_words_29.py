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
    «asettaa» (docs/TRANSLATION.md, placement), for the learner named or not; an opening is
    «avata» (fix9-fi 7)."""
    for name in (learner("Sinä"), learner("Pekka")):
        line = text("fi", "coach", "played", name=name, hand=2, action=4, act="open",
                    move="laatalla [4|6]", rating="paras")
        assert line == "Kierros 2, siirto 4, avaat laatalla [4|6]: paras", line
    line = text("fi", "coach", "played", name="Bea", hand=2, action=4, act="play", move="[4|6]",
                rating="x")
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
    two differences stay plural. read11-fi G4 (fix12-fi): the rounding step is shown as en and
    it show it, «→ 10 raakapistettä»."""
    one = text("fi", "exercise", "e-group", name="Cai", pips=10, diffs="Dan 12 − 10 = 2",
               count=1, credit=0)
    assert "Ero suurempaan vastustajan käteen, pyöristettynä: Dan 12 − 10 = 2 → 0 " \
           "raakapistettä (R25, R24)." in one, one
    two = text("fi", "exercise", "e-group", name="Bea", pips=10, diffs="x", count=2, credit=1)
    assert "Erot suurempiin vastustajien käsiin, summa kerran pyöristettynä: x" in two
    assert "x → 1 raakapiste (R25" in two, two
    step = {lang: _said(_count("blocked-tie", lang), "group", lang) for lang in ("en", "it", "fi")}
    assert any(s.startswith("Ero suurempaan vastustajan käteen: Dan 12 − 10 = 2") for s in step["fi"])
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
    The figure caption keeps RULES.md's form «4 = 4» (the seed's own, layout ordering) in every
    language (docs/TRANSLATION.md open point 16)."""
    lone = sentence(credit(Layout.from_moves(["[4|4]"]), last=last), lang)
    assert lone.startswith(ONE[lang]) and "8 = 8" not in lone, lone
    two = sentence(credit(Layout.from_moves(["[1|4]"]), last=last), lang)
    assert two.startswith(MANY[lang]), two
    from fiveup_viz.explain.wording import caption

    said = caption(Layout.from_moves(["[4|4]"]), lang)
    assert ": 8 = 8." in said, said


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


# -- A fresh Finnish reader of issue 29 (fix8-fi): what they met in play and in the lessons.

def test_fi_fix8_3_the_coach_names_the_placed_tile_as_act_play_does() -> None:
    """fi fix8 point 3: «Bea asettaa [0|5] laatan [5|5] linjaan A» read "[0|5] laatan" as one
    phrase; after `played`'s verb the coach says a move as `ui act-play` does, «laatan [0|5]
    laatan [5|5] linjaan A» (R11; standing alone it has no «laatan», fix9-fi 1), and a held
    tile's move is still masked whole, its place untold (security probe F3)."""
    from fiveup_viz.explain.annotation_words import masked
    from fiveup_viz.rules.layout import Socket
    from fiveup_viz.rules.tiles import Tile
    from fiveup_viz.words.messages import Words

    fi = Words("fi")
    move = fi.text("coach", "on", tile="[0|5]", on="[5|5]", socket=fi.word(Socket.parse("line-a")),
                   form="played")
    line = text("fi", "coach", "played", name="Bea", hand=1, action=3, act="play", move=move,
                rating="hyvä")
    assert "Bea asettaa laatan [0|5] laatan [5|5] linjaan A: hyvä" in line, line
    hidden = masked(line, {Tile.parse("[0|5]")})
    assert hidden == "Kierros 1, siirto 3, Bea asettaa [?|?]: hyvä", hidden


@pytest.mark.parametrize(("tiles", "said"), [(["[1|4]"], "5 raakapistettä (1 näyttöpisteen)"),
                                              (["[5|5]"], "10 raakapistettä (2 näyttöpistettä)")])
def test_fi_fix8_4_a_placement_yields_its_points(tiles: list[str], said: str) -> None:
    """fi fix8 point 4 (R14, R15): «asetuksesta hyvitetään 10 raakapistettä (2 näyttöpistettä)»
    is said with the glossary's verb, as `credit-no` «asetus ei tuota pisteitä»: «asetus tuottaa
    10 raakapistettä (2 näyttöpistettä)», and one displayed point is its object too
    («1 näyttöpisteen»). [1|4] counts 5 raw, 1 displayed; [5|5] 10 raw, 2 displayed (R24)."""
    line = sentence(credit(Layout.from_moves(tiles)), "fi")
    assert f"joten asetus tuottaa {said} (R14, R15)." in line and "hyvitetään" not in line, line


@pytest.mark.parametrize(("side", "holders", "won"), [
    ("Ada", "Ada", "Pienin summa on 3 (Ada): Ada voittaa tukkeutuneen kierroksen"),
    (("Ada", "Cai"), "Cai", "Pienin summa on 3 (Cai): Ada ja Cai voittavat tukkeutuneen kierroksen"),
    (learner("Pekka"), learner("Pekka"), "Pienin summa on 3, ja se on sinulla: voitat "
                                         "tukkeutuneen kierroksen"),
    ((learner("Pekka"), "Cai"), "Cai", "Pienin summa on 3, ja se on parillasi (Cai): Cai ja sinä "
                                       "voitatte tukkeutuneen kierroksen")])
def test_fi_fix8_7_the_winner_of_a_blocked_hand_is_said_in_one_sentence(side, holders,
                                                                        won: str) -> None:
    """fi fix8 point 7 (R27): «Pienin summa, 3: Ada. Ada voittaa …» was stilted; the lowest sum
    and who holds it make one clause before the winner, alone or in partnerships, the learner
    spoken to."""
    side = side_name(side, "fi") if isinstance(side, tuple) else side
    assert text("fi", "ui", "winner-one", side=side, holders=holders, low=3) == won


#: fi fix8: (file, message id, values, what the learner reads, what they no longer read).
FIX8 = [
    ("ui", "ui-open-with", {"tile": "[1|4]"}, "Avaa laatalla [1|4]", "avaus"),  # 2, as act-open
    ("cheatsheet", "blocked-notes", {}, "Käsi, jonka summa on pienin, voittaa kierroksen",
     "Pienin käsi"),  # 5: the seed's «pienin yksittäinen käsisumma», not the fewest tiles (R27)
    ("coach", "value-means", {"bonus": 30}, "61:een pääsystä lasketaan lisäksi "
     "+30 näyttöpistettä", "lisäpisteeksi"),  # 6: displayed points (R3); read11-fi G7 shorter
    ("cheatsheet", "target-4", {"target": 305}, "pieni x kussakin sen neljässä välissä",
     "jokaisessa neljässä"),  # 8: the seed's words for R28's mark
    ("coach", "sheds", {"pips": 3}, "keventää kättä 3 silmän verran", "silmällä"),  # 9
    ("ui", "double-terminal", {"tile": "[5|5]", "taken": "linja A", "free": "linja B",
                               "both": "5 + 5 = 10"},
     "kumpikin puolisko kerran, yhteensä 5 + 5 = 10", "kerran, 5"),  # 10 (R14)
    ("ui", "double-lone", {"tile": "[5|5]", "both": "5 + 5 = 10"},
     "kumpikin puolisko kerran, yhteensä 5 + 5 = 10", "kerran, 5"),
    ("ui", "opp-credit", {"side": learner("Pekka"), "raw": "10 raakapistettä"},
     "Sinä: hyvitys 10 raakapistettä", "hyvitys sinulle"),  # 11, as partner-deduct
    ("ui", "group-credit", {"side": learner("Pekka"), "raw": "10 raakapistettä"},
     "Sinä: hyvitys 10 raakapistettä, oma pistetapahtuma", "hyvitys sinulle"),
    ("errors", "json-deep", {"depth": 2}, "asiakirjassa on yli 2 sisäkkäistä tasoa",
     "tasoja yli"),  # 12
    ("cli", "site-written", {"path": "x", "count": 1, "size": 2, "folder": "y"},
     "x: 1 tiedosto, 2 Mt", "1 tiedostoa"),  # specimen: one file is singular
    # read15-fi G2: only a branch reaches it (`_closed_why`): the branch is the point itself
    ("exercise", "e-closed", {"point": "laatan [5|5] haara A"},
     "laatan [5|5] haara A ei ole vielä laillinen jatkokohta", "laillista jatkokohtaa"),
]


@pytest.mark.parametrize(("file", "msg", "values", "reads", "gone"), FIX8,
                         ids=[f"{f}-{m}" for f, m, *_ in FIX8])
def test_fi_fix8_the_messages_read_as_a_native_writes_them(file: str, msg: str, values: dict,
                                                            reads: str, gone: str) -> None:
    """fi fix8 points 2, 5, 6 and 8-12, and the specimen findings: each message as the learner
    reads it, the old wording gone."""
    said = text("fi", file, msg, **values)
    assert reads in said and gone not in said, said


def test_fi_fix8_a_number_in_the_nominative_has_no_colon() -> None:
    """fi fix8 (specimen): `terms number` in the nominative rendered «305:»; only a case ending
    follows a colon («305:n»), so a message asking a number's nominative gets «305»."""
    from fiveup_viz.words.fluent import last_said

    assert text("fi", "terms", "number", n="305", last=last_said(305), case="nominative") == "305"
    assert text("fi", "terms", "number", n="305", last=last_said(305), case="genitive") == "305:n"


def test_fi_fix8_1_lesson_11_says_the_slider_jumps() -> None:
    """fi fix8 point 1: lesson 11 said «Liukusäätimellä hypät» (no such form): «hyppäät»."""
    lesson = (ROOT / "course" / "11" / "fi.md").read_text(encoding="utf-8")
    assert "Liukusäätimellä **Siirto** hyppäät" in lesson and "hypät" not in lesson
