"""What the fresh English (read16-en) and Finnish (read15-fi) readers of session 40 found in
real play, fixed in task fix19: each test names its finding and the rule it concerns, and reads
the words as a learner, a teacher or a command line user gets them."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest

from fiveup_viz.pages.summary import summary
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text
from scripts import course
from tests.conftest import ROOT
from tests.helpers import help_words, lesson_text

LANGS = ("en", "it", "fi")


def _cell(lesson: int, lang: str, cell_id: str) -> str:
    """A code cell of a lesson as the built notebook holds it (its `_("...")` filled in)."""
    lessons = course.read_lessons()
    (found,) = [le for le in lessons if le.number == lesson]
    (cell,) = [c for c in course.notebook(found, lang, lessons).cells if c.id == cell_id]
    return str(cell.source)


@pytest.mark.parametrize(("lang", "unit"), [("en", "Ada and Cai 305 raw (61 displayed)"),
                                            ("it", "Ada e Cai 305 grezzi (61 punti visualizzati)"),
                                            ("fi", "Ada ja Cai 305 raakapistettä (61 näyttöpistettä)")])
def test_g3_s2_replay_scores_say_raw_first_each_with_its_unit(lang: str, unit: str) -> None:
    """read15-fi G3 (R1; RULES.md wording "N raw (M displayed)"): `fiveup-viz replay`'s last
    line said "Pisteet: Ada 30 (150 raakapistettä)": a bare number first, displayed before raw,
    against lesson 00's promise (raw first, displayed in brackets). Now raw first, both with
    their unit, in every language."""
    scores = summary(examples.load("partners"), lang).splitlines()[-2]
    assert unit in scores, scores
    assert not re.search(r"\d+ \(\d+ ", scores), scores  # no bare number before a bracket


@pytest.mark.parametrize("lang", LANGS)
def test_s2_lesson_05_panel_heading_gives_every_credit_its_unit(lang: str) -> None:
    """read16-en S2 (R1, R15): lesson 05's three panels were headed "...; 5 scores 5 (R15)",
    the one bare number of the course (lesson 00: a bare "points" means displayed). The
    heading drawn over the panels now says "5 scores 5 raw (1 displayed)", as it and fi did."""
    from fiveup_viz.drawing import svg
    from fiveup_viz.rules.layout import Layout

    source = _cell(5, lang, "r15-panels")
    (heading,) = re.findall(r'heading="([^"]+)"', source)
    seed = ["[1|4]", "[1|1] on [1|4] low", "[4|4] on [1|4] high"]
    drawn = html.unescape(str(svg.panels([Layout.from_moves(seed[:k]) for k in (1, 2, 3)],
                                         heading=heading, lang=lang)))
    want = {"en": "5 scores 5 raw (1 displayed) (R15)",
            "it": "5 dà 5 grezzi (1 punto visualizzato) (R15)",
            "fi": "5 tuottaa 5 raakapistettä (1 näyttöpisteen) (R15)"}[lang]
    assert want in drawn, heading


# -- read16-en: the English lessons, notes, rules and README -------------------------------
def test_s3_lesson_04_sums_the_counted_values_in_the_caption_s_order() -> None:
    """read16-en S3 (RULES.md wording: counted values by tile, low pip first): lesson 04 said
    "the sum is 3 + 2 = 5" over a caption reading "Counted values: 2 + 3 = 5" ([2|6]'s 2, then
    [3|6]'s 3). The prose now sums in the caption's order, in every language."""
    from fiveup_viz.explain.wording import describe
    from fiveup_viz.rules.layout import Layout

    layout = Layout.from_moves(["[3|6]", "[6|6] on [3|6] high", "[2|6] on [6|6] line-b"])
    assert "2 + 3 = 5" in describe(layout).caption
    for lang in LANGS:
        said = lesson_text("04", lang)
        assert "2 + 3 = 5" in said and "3 + 2 = 5" not in said, lang


def test_s4_s5_a_branch_is_started_not_closed_or_opened() -> None:
    """read16-en S4 and S5 (R11; glossary: a branch is "started", "open" is a hand's opening):
    lesson 03 said the doubles' branches "stay closed", README that a spinner "opens two
    branches". Lesson 03 now says they cannot be started yet while a line side is free, README
    that either branch may be started once the line continues on both sides."""
    said = lesson_text("03", "en")
    assert "stay closed" not in said
    assert ("Their branches cannot be started yet: each double still has a free line side (R11)."
            in said)
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert "opens two branches" not in readme
    assert ("the line continues on both its sides first, then either of its two branches may be "
            "started.") in readme


@pytest.mark.parametrize(("lang", "says"), [
    ("en", "go to the player or partnership that went out"),
    ("it", "vanno a chi ha giocato l'ultima tessera o alla sua coppia"),
    ("fi", "kätensä tyhjentäneelle pelaajalle tai parille, johon hän kuuluu")])
def test_s6_r22_s_summary_credits_the_player_or_the_partnership(lang: str, says: str) -> None:
    """read16-en S6 (R22: "credit it to the player or partnership that went out"; R5): the
    one-line summary of R22 (lesson 00's rule map, the rule book's tooltips) said the pips "go
    to who went out"; with 4 players they go to the partnership. Now it says so."""
    from fiveup_viz.pages.rulebook import rule_lines

    assert says in rule_lines(lang)["R22"]
    assert says in lesson_text("00", lang) or says in text(lang, "rules", "rule-R22")


@pytest.mark.parametrize(("lang", "says"), [
    ("en", "could let Bea take up to 10 raw in reply, with a tile Ada cannot see"),
    ("it", "potrebbe permettere a Bea di prendere fino a 10 grezzi in risposta, con una tessera "
           "che Ada non vede"),
    ("fi", "Bea voisi omalla siirrollaan saada jopa 10 raakapistettä, jos hänellä on siihen "
           "sopiva laatta (Ada ei näe Bean laattoja)")])
def test_s7_the_opening_note_says_bea_could_take_10(lang: str, says: str) -> None:
    """read16-en S7 (a strategy note, no rule): won-by-placement's opening note said it "lets
    Bea take up to 10 raw", read as a fact of this deal; 10 is the best reply over the tiles
    Ada cannot see (Bea's own allow 5). It now says "could", with a tile Ada cannot see."""
    assert says in text(lang, "examples", "note-won-by-placement-open")


# -- read15-fi: the Finnish generated text ---------------------------------------------------
def test_g2_a_branch_not_started_is_no_legal_point_yet() -> None:
    """read15-fi G2 (R11, R13): a "legal" exercise said «laatan [5|5] haarassa A ei ole vielä
    laillista jatkokohtaa» ("in branch A there is no legal point"); the branch itself is the
    would-be point: «laatan [5|5] haara A ei ole vielä laillinen jatkokohta»."""
    from fiveup_viz.pages.exercises import _closed_why
    from fiveup_viz.rules.layout import Socket
    from fiveup_viz.rules.tiles import Tile

    five = Tile.parse("[5|5]")
    said = [_closed_why(five, Socket.BRANCH_A, Tile.parse(t), "fi") for t in ("[2|5]", "[1|3]")]
    assert all(s.startswith("Tässä pelikuviossa laatan [5|5] haara A ei ole vielä laillinen "
                            "jatkokohta: ") for s in said), said
    assert not any("haarassa" in s or "laillista" in s for s in said)


def test_g4_a_hand_s_drawing_is_titled_with_a_capital() -> None:
    """read15-fi G4: the drawings of a hand and of every hand were titled «käsi», «kädet» in
    lower case, which a screen reader and the alt text read as a title: «Käsi», «Kädet»."""
    from fiveup_viz.drawing import svg

    assert "<title>Käsi</title>" in svg.tiles(["[1|2]"], lang="fi")
    assert "<title>Kädet</title>" in svg.players_tiles(examples.load("two-players"), lang="fi")


def test_g5_g6_the_port_and_the_annotated_record_say_what_they_are(capsys: Any) -> None:
    """read15-fi G5, G6 (`--help`): «portti, jossa palvellaan» was a calque of "serve on";
    «se voi olla luettu tiedosto» did not say "the same file you read". Now «portti, jossa
    JupyterLab toimii» and «sama tiedosto, josta tallenne luettiin (se korvataan)»."""
    assert "portti, jossa JupyterLab toimii (oletus 8888;" in help_words(capsys, "lab", "fi")
    assert ("se voi olla sama tiedosto, josta tallenne luettiin (se korvataan)"
            in help_words(capsys, "annotate", "fi"))


def test_g7_a_blocked_hand_s_differences_are_erot_as_in_the_seed() -> None:
    """read15-fi G7 (R25; the seed: «positiiviset erot»): the count and the answer key said
    «Erotus/Erotukset», lesson 08 «ero», lessons 13 and 16 «erotukset»: one word, the seed's,
    everywhere: «Ero suurempaan vastustajan käteen», «Erot suurempiin vastustajien käsiin»."""
    from fiveup_viz.explain.steps import end_steps, sentence

    game = examples.load("blocked-tie")
    hand = next(e.hand for e in game.events if e.kind == "blocked")
    said = " ".join(sentence(line, "fi") for s in end_steps(game, hand) for line in s.lines)
    assert "Ero suurempaan vastustajan käteen: " in said or "Erot suurempiin" in said, said
    assert "Erotu" not in said
    for lesson in ("13", "16"):
        assert "erotu" not in lesson_text(lesson, "fi").lower()
        assert ("Kunkin käden erot lasketaan yhteen ja summa pyöristetään kerran"
                in lesson_text(lesson, "fi"))  # L3: no hand counts by itself


def test_g8_one_eika_is_enough() -> None:
    """read15-fi G8 (R17): «eikä hän saa nostaa eikä ohittaa vuoroaan» doubled the negation:
    «eikä hän saa nostaa tai ohittaa vuoroaan»."""
    said = text("fi", "exercise", "e-place", tile="[2|5]", name="Ada")
    assert "eikä hän saa nostaa tai ohittaa vuoroaan (R17)" in said, said


@pytest.mark.parametrize(("lang", "says"), [
    ("en", "Layout unchanged (no new placement, so no placement points); last placed ["),
    ("it", "Schema invariato (nessuna nuova posa, quindi nessun punto della posa); ultima "
           "tessera posata: ["),  # nat21-it
    ("fi", "Pelikuvio ei muuttunut (ei uutta asetusta, joten ei asetuspisteitä); viimeksi "
           "asetettu [")])
def test_g9_a_draw_s_caption_says_it_scored_no_placement_points(lang: str, says: str) -> None:
    """read15-fi G9 (R15, R18): after a draw the page said «Pelikuvio ei muuttunut; viimeksi
    asetettu [0|0]» over «Pisteytykseen lasketut arvot: 0 + 0 + 5 = 5», which a pupil can read
    as 5 points just scored; the caption now says no placement, so no placement points."""
    from fiveup_viz.pages.panels import GamePanels, Stop

    game = examples.load("partners")
    draw = next((h, i + 1) for h, hand in enumerate(game.hands)
                for i, a in enumerate(hand.actions) if i and a.kind == "draw")
    caption = GamePanels(game, lang).panels(Stop(*draw), True)["caption"]
    assert says in caption, caption


# -- read15-fi: the Finnish lessons ----------------------------------------------------------
@pytest.mark.parametrize(("lesson", "reads", "gone"), [
    ("03", "piirros taittaa linjan välillä kulmaan", "kulman ympäri"),  # L1
    ("15", "jokainen käsi saa erot suurempiin vastustajien käsiin yhteenlaskettuina ja kerran "
           "pyöristettyinä;", "erojensa pyöristetyn summan"),  # L2 (R25, R24)
    ("07", "olipa pelaajia kuinka monta tahansa", "pelaajia olipa"),  # L4 (R23)
    ("00", "kaikki on poimittu oikeista peleistä, joita tietokone on pelannut",
     "tietokoneen pelaamista"),  # L5
    ("14", "`[1|4]` antaa 4 + 1 = 5", "1 + 4 = 5"),  # L6 (R14: high end first)
])
def test_l1_to_l6_the_finnish_lessons_read_as_a_native_writes(lesson: str, reads: str,
                                                              gone: str) -> None:
    """read15-fi L1-L6: a calque (L1), a complement bound to the wrong word (L2), word order
    (L4), a clumsy phrase (L5), and lesson 14 summing the opening [1|4] as 1 + 4 where every
    caption says 4 + 1 (RULES.md: within a tile, high end first; L6). L3 is in the G7 test."""
    said = lesson_text(lesson, "fi")
    assert reads in said and gone not in said
