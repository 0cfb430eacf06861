"""What a fresh Finnish reader (read11-fi, session 38: generated text 9/10, lessons 8.5/10)
found, fixed in task fix12-fi: each test names its finding (read11-fi G.., L..) and the rule it
concerns, and reads the words as a learner, a teacher or a command line user gets them."""

from __future__ import annotations

import re

import pytest

from fiveup_viz.explain.steps import event_line
from fiveup_viz.pages import rulebook, specimen
from fiveup_viz.pages.exercises import practice
from fiveup_viz.pages.review import value_means
from fiveup_viz.rules import examples
from fiveup_viz.rules.scoring import round5
from fiveup_viz.words.messages import text
from tests.conftest import ROOT
from tests.helpers import help_words


def _event_lines(example: str, kind: str) -> list[str]:
    """Each `kind` event of an example, as the event list shows it to the learner holding the
    event's seat (PlayTable's `you`)."""
    game = examples.load(example)
    return [event_line(game, e, "fi", you=e.seat) for e in game.events if e.kind == kind]


@pytest.mark.parametrize("example", ["three-players", "partners"])
def test_fi_read11_g1_the_learner_goes_out_as_a_verb(example: str) -> None:
    """read11-fi G1 (R21-R23): the learner's going-out event read «kätesi tyhjennys: +30 …», a
    bare possessive label beside «käden tyhjennys (Ada)»; it says what the learner did,
    «tyhjensit kätesi» (the glossary's verb, «tyhjentää kätensä»), with or without a partner."""
    lines = _event_lines(example, "domino")
    assert lines and all(line.startswith("tyhjensit kätesi: ") for line in lines), lines
    assert not any("kätesi tyhjennys" in line for line in lines)


def test_fi_read11_g1_the_learner_s_blocked_hand_is_a_credit() -> None:
    """read11-fi G1 (R25-R27): «kätesi tukkeutuneessa kierroksessa: +10 raakapistettä» named a
    hand, not what it scores; the event is the hand's credit («hyvitys», the glossary's)."""
    lines = _event_lines("blocked-tie", "blocked")
    assert lines and all(line.startswith("tukkeutuneen kierroksen hyvitys kädellesi: +")
                         for line in lines), lines


def test_fi_read11_g2_the_quiz_choices_say_when_it_asks() -> None:
    """read11-fi G2 (R15, R22-R27): the quiz's «Kysy» choices «Pisteissä / Lopussa / Aina» were
    unclear without the tooltip; they name the placements, short for the toolbar (the one row
    at 1024 px is test_browser_quiz's)."""
    said = [text("fi", "quiz", f"asks-{k}") for k in ("scoring", "counts", "every")]
    assert said == ["Kun tulee pisteitä", "Vain lopussa", "Joka asetuksessa"]
    assert len(max(said, key=len)) <= len(text("en", "quiz", "asks-scoring"))
    assert "pisteitä tuottavissa asetuksissa" in text("fi", "quiz", "asks")


def _blocked_answers(lang: str) -> list[str]:
    """The answers of blocked-hand exercises with two larger opponent groups (R25)."""
    found = []
    for seed in range(30):
        q = practice("blocked", seed=seed, lang=lang, level=3)
        if re.search(r"; \d+ \+ \d+ = \d+", q.why):
            found.append(q.why)
    return found


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_fi_read11_g4_the_blocked_answer_shows_its_rounding(lang: str) -> None:
    """read11-fi G4 (R24, R25): the Finnish answer wrote «4 + 5 = 9. Niiden summa pyöristetään
    kerran, joten käsi tuottaa 10 raakapistettä» without the rounding step a pupil must see;
    every language now shows it as en and it did: «4 + 5 = 9 → 10»."""
    answers = _blocked_answers(lang)
    assert answers, lang
    for said in answers:
        step = re.search(r"; [\d + ]+ = (\d+) → (\d+) ", said)
        assert step is not None, said
        assert int(step[2]) == round5(int(step[1])), said
    if lang == "fi":
        assert all("summa kerran pyöristettynä" in s and "Niiden summa" not in s for s in answers)


def test_fi_read11_g5_the_note_language_list_says_a_text_is_written() -> None:
    """read11-fi G5: the annotation editor's list said «Suomi (teksti kirjoitettu)», and the
    English «Finnish (written)»: both terse enough to misread; they say the note already has a
    text in that language."""
    assert text("fi", "ui", "ui-note-lang-written", language="Suomi") == \
        "Suomi (teksti on jo kirjoitettu)"
    assert text("en", "ui", "ui-note-lang-written", language="Finnish") == \
        "Finnish (text already written)"


def test_fi_read11_g6_the_worksheet_letter_legend_reads_plainly() -> None:
    """read11-fi G6 (worksheets, R11): «kohta, jonka samalla kirjaimella merkitty vaihtoehto
    nimeää» was a participle chain for 13-year-olds."""
    assert text("fi", "worksheet", "letters-legend") == \
        "Kirjain piirroksessa: kohta, jota saman kirjaimen vaihtoehto tarkoittaa"


def test_fi_read11_g7_the_worth_under_every_hint_list_is_short() -> None:
    """read11-fi G7 (R3): the worth's long sentence under every hint list is shorter and keeps
    its unit (displayed points) and the side's word (osapuoli)."""
    said = value_means("fi")
    assert said == ("Siirron arvo: montako näyttöpistettä siirron tekijän osapuoli saa "
                    "kierroksen loppuun mennessä keskimäärin enemmän kuin muut. Täsmälleen "
                    "61:een pääsystä lasketaan lisäksi +30 näyttöpistettä ja jonkin toisen "
                    "osapuolen pääsystä −30. Tämä lisä on valmentajan oma tapa painottaa "
                    "voittoa (R3), ei pelin pisteitä."), said  # read14-fi 3 (fix17-fi): three sentences
    # read13-en S3 (R3) made it longer on purpose: the 30 is the coach's weight, no rule's points


def test_fi_read11_g8_review_seed_says_how_the_coach_deals(
        capsys: pytest.CaptureFixture[str]) -> None:
    """read11-fi G8 (D6): `review --seed` said the coach «johtaa jakonsa», a calque of "derives
    its deals"; the coach forms its imagined deals from each position itself."""
    said = help_words(capsys, "review", "fi")
    assert "koska valmentaja muodostaa kuvitellut jakonsa kustakin tilanteesta itse" in said
    assert "johtaa jakonsa" not in said


@pytest.mark.parametrize(("lang", "reads", "gone"), [
    ("fi", "noin puolet valinnan every kysymyksistä", "jotka every esittää"),
    ("en", "about half as many questions as with every", "questions as every,"),
    ("it", "circa la metà delle domande della scelta every", "domande di every")])
def test_fi_read11_g9_questions_names_every_as_a_choice(capsys: pytest.CaptureFixture[str],
                                                        lang: str, reads: str, gone: str) -> None:
    """read11-fi G9: `html --questions` made the code word `every` the subject of a verb
    («jotka every esittää»); English («as many questions as every») and Italian had the same
    fault: each names `every` as the choice it is."""
    said = help_words(capsys, "html", lang)
    assert reads in said and gone not in said, said


def test_fi_read11_g10_the_glossary_says_what_help_prints(
        capsys: pytest.CaptureFixture[str]) -> None:
    """read11-fi G10: `--help` prints «sijaintiargumentit», the glossary said «argumentit»; one
    term per thing, the glossary now says what the program prints."""
    said = help_words(capsys, "html", "fi")
    glossary = (ROOT / "docs" / "TRANSLATION.md").read_text("utf-8")
    assert " argumentit:" in said
    assert "| käyttö: / argumentit / valitsimet |" in glossary


@pytest.mark.parametrize("msg", ["last", "last-certain", "last-bust"])
def test_fi_read11_g12_the_specimen_writes_a_number_with_its_own_plural(msg: str) -> None:
    """read11-fi G12 (R23; specimen book only): «5 näyttöpiste …» and «1 näyttöpistettä …»: the
    book gave `$low` and `$n` apart, while the coach passes the same number (review.event_words);
    now it pairs them, so the singular stands only after 1."""
    said = [r.text for r in specimen.renderings("fi", "coach", msg)]
    singular = [s for s in said if re.search(r"\d näyttöpiste\b", s)]
    assert singular and all(re.search(r"(?<![\d−])1 näyttöpiste\b", s) for s in singular), said
    assert not any(re.search(r"(?<![\d−])1 näyttöpistettä", s) for s in said), said


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_fi_read11_l5_no_rule_book_prints_a_double_bracket(lang: str) -> None:
    """read11-fi L5 and read11-it L3 (R9, the seeds' lost pictures): a filled gap printed
    «[[6|6]]», the gap's brackets around a tile code's own; the gap is marked by its dotted
    style alone, and the note under the title says so."""
    page = rulebook.build(lang)
    assert "[[" not in page and "]]" not in page
    if rulebook.GAPS[lang]:
        gaps = re.findall(r'<span class="gap"[^>]*>([^<]*)</span>', page)
        assert gaps and all(not g.startswith("[[") for g in gaps)
        assert "dotted" in page
        assert "[" not in text(lang, "rulebook", "gaps") or lang == "en"


@pytest.mark.parametrize(("path", "reads", "gone"), [
    # L1: «kierros» is this course's hand (R8); here it meant a round of turns
    ("course/01/fi.md", "Peli etenee aina myötäpäivään pöydän ympäri: vuorosi tulee",
     "kierros toisensa jälkeen"),
    # L2: the parenthesis takes its head's adessive
    ("course/16/fi.md", "2 näyttöpisteellä (10 raakapisteellä)", "(10 raakapistettä)"),
    # L3: the coach's certainty, parsed at once
    ("course/16/fi.md", "vain, kun menetys on varma myös\n  virhemarginaali huomioon ottaen",
     "marginaali mukaan"),
    # L6 (R14): the wrong count written out, not a shorthand to decode
    ("course/14/fi.md", "lasketaan: 2 + 3 = 5. Tuplien summia 2 ja 8 ei lisätä: tulos ei ole\n"
     "2 + 3 + 2 + 8 = 15 (R14)", "5, ei 5 + 2 + 8"),
    ("course/14/en.md", "count: 2 + 3 = 5. The doubles' sums 2 and 8 are\nnot added: the count "
     "is not 2 + 3 + 2 + 8 = 15 (R14)", "5, not 5 + 2 + 8"),
])
def test_fi_read11_lessons_read_as_a_native_writes_them(path: str, reads: str, gone: str) -> None:
    """read11-fi L1 (R8), L2, L3 (D6), L6 (R14): each lesson sentence as the reader proposed."""
    lesson = (ROOT / path).read_text("utf-8")
    assert reads in lesson and gone not in lesson


def test_fi_read11_l4_the_cheat_sheet_says_when_the_game_ends() -> None:
    """read11-fi L4 (R26, D2): «peli päättyy heti ensimmäiseen täsmälleen 305
    raakapisteeseen» read as "at the first exactly-305 raw points"."""
    said = text("fi", "cheatsheet", "blocked-notes")
    assert "ja peli päättyy heti, kun jokin osapuoli saavuttaa täsmälleen 305 raakapistettä " \
           "(R26, D2)." in said
