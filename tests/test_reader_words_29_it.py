"""What the fresh Italian reader of issue 29 (task fix8-it: generated text 8.5/10, lessons
8.5/10) found in real use and in the specimen book: each test names its finding (1-10) and
reads the words as a learner gets them. The minus sign (finding 10) is checked over the
whole specimen book in `test_specimen.py`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fiveup_viz.explain.wording import point_name
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.words.fluent import LANGUAGES, ids, variables
from fiveup_viz.words.messages import text
from fiveup_viz.words.values import Who, learner

ROOT = Path(__file__).resolve().parent.parent
BOLD = re.compile(r"\*\*([^*\n]+)\*\*")
ITALIC = re.compile(r"(?<!\*)\*([^*\n]+)\*(?!\*)")


def _label(lang: str, key: str) -> str:
    """A button's or menu's label as a lesson may name it: without its arrow."""
    return text(lang, "ui", key).removesuffix("▶").strip()


def _figure_paragraphs(lang: str) -> list[tuple[str, str]]:
    """(lesson, paragraph) of every lesson paragraph that tells the learner to press the
    figure button (`ui-figure-next`): where a lesson names the figure menu's entries."""
    button = _label(lang, "ui-figure-next")
    found = [(path.parent.name, " ".join(paragraph.split()))  # a label may wrap
             for path in sorted((ROOT / "course").glob(f"*/{lang}.md"))
             for paragraph in path.read_text("utf-8").split("\n\n")]
    return [(lesson, paragraph) for lesson, paragraph in found
            if button in [b.removesuffix("▶").strip() for b in BOLD.findall(paragraph)]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lesson_names_a_figure_and_its_buttons_as_the_panel_says(lang: str) -> None:
    """Finding 1: lesson 03 told the Italian learner to choose «Partita del testo delle
    regole», but the menu says «Partita del testo finlandese» (`ui-fig-seed`). Every entry a
    lesson names in *…* beside the figure button is a `ui-fig-*` label, and every **…** in
    that paragraph is a label of the panel (`ui.ftl`)."""
    figures = {text(lang, "ui", key) for key in ids(lang, "ui") if key.startswith("ui-fig-")}
    labels = {_label(lang, key) for key in ids(lang, "ui") if not variables(lang, "ui", key)}
    found = _figure_paragraphs(lang)
    assert found, f"no {lang} lesson tells the learner to place a figure's tiles"
    for lesson, paragraph in found:
        named = ITALIC.findall(paragraph)
        assert named and set(named) <= figures, (lesson, named)
        assert {b.removesuffix("▶").strip() for b in BOLD.findall(paragraph)} <= labels, lesson


def test_the_greedy_bot_has_the_glossary_s_name_in_lesson_11() -> None:
    """Finding 2: lesson 11 called the greedy bot «Bot ingordo»; the glossary
    (`docs/TRANSLATION.md`) says «Bot avido», and no Italian lesson or message says another."""
    row = next(line for line in (ROOT / "docs" / "TRANSLATION.md").read_text("utf-8").splitlines()
               if line.startswith("| Greedy bot |"))
    italian = row.split("|")[2].strip()
    assert "%% text Greedy bot\n" + italian + "\n" in (ROOT / "course/11/it.md").read_text("utf-8")
    words = [p.read_text("utf-8") for p in (ROOT / "course").glob("*/it.md")]
    words += [p.read_text("utf-8") for p in (ROOT / "fiveup_viz/locales/it").glob("*.ftl")]
    assert not [w for w in words if "ingord" in w.lower()]


@pytest.mark.parametrize("you", [learner("Marco"), Who("tu", "you", "learner")])
def test_the_partner_is_named_first_not_spoken_to(you: Who) -> None:
    """Finding 3: «Chi gioca in coppia con te, Ada, ha in mano …» read as if Ada were spoken
    to: the partner comes first, as every other player does (R23)."""
    said = text("it", "ui", "partner-sum", name="Ada", player=you, pips="8 puntini", rounding="…")
    assert said.startswith("Ada, che gioca in coppia con te, ha in mano 8 puntini;"), said
    other = text("it", "ui", "partner-sum", name="Ada", player="Bea", pips="8 puntini", rounding="…")
    assert other.startswith("Ada, che gioca in coppia con Bea, ha in mano 8 puntini;"), other


def test_the_cheat_sheet_s_target_says_who_reaches_it_and_its_unit() -> None:
    """Finding 4 (R3): «Esattamente 305 con un evento accettato vince subito» had no subject
    and no unit; it says who wins, with «grezzi», as en and fi do."""
    said = text("it", "cheatsheet", "target-3", target=305)
    assert said == ("Chi arriva esattamente a 305 grezzi con un evento accettato vince subito; "
                    "dopo non conta più nulla.")


def test_one_complete_ten_is_written_in_words_as_a_stroke_is() -> None:
    """Finding 5 (R28): «1 decina completa» beside «un tratto»: one ten is written in words
    (since read12-it #5 «una X grande completa», the word «decina» being L10's only)."""
    said = text("it", "exercise", "e-sheet", raw=55, strokes=11, tens=1, rest=1)
    assert ": una X grande completa, " in said and "1 X grande" not in said


def test_the_going_out_event_takes_one_preposition() -> None:
    """Finding 6 (R23): the last placement «porta … all'unico evento» whether it brings points
    or none, never «nell'unico evento» beside «all'unico evento»."""
    yes = text("it", "ui", "credit-last-yes", count=2, sum=10, raw=10, shown=2)
    no = text("it", "ui", "credit-last-no", count=2, sum=7)
    assert "all'unico evento dell'ultima tessera" in yes and "nell'unico" not in yes
    assert "all'unico evento dell'ultima tessera" in no


def test_a_where_question_names_the_player_before_the_tile() -> None:
    """Finding 7: «Dove può posare [4|6] Bea?» put the subject after the tile: the question
    names the player first and the tile as «la tessera [4|6]», for the learner too."""
    assert text("it", "quiz", "q-where", name="Bea", tile="[4|6]").startswith(
        "Dove può posare Bea la tessera [4|6]? ")
    assert text("it", "quiz", "q-where", name=learner("Marco"), tile="[4|6]").startswith(
        "Dove puoi posare la tessera [4|6]? ")


@pytest.mark.parametrize(("file", "msg"), [("exercise", "q-legal"), ("worksheet", "q-legal"),
                                           ("quiz", "q-where")])
def test_a_legal_point_is_where_a_tile_can_join(file: str, msg: str) -> None:
    """Finding 8 (R9, R13): «punti … in cui [4|6] si collega» → «a cui … si può collegare»."""
    said = text("it", file, msg, tile="[4|6]", name="Bea")
    assert "a cui" in said and "si può collegare." in said and "in cui" not in said


@pytest.mark.parametrize("side", ["Bea", learner("Marco")])
def test_reaching_the_target_says_its_unit(side: str) -> None:
    """Finding 9 (R3): «il tuo punteggio diventa 305, esattamente l'obiettivo» → «305
    grezzi», in the check and in the game's last line."""
    assert "diventa 305 grezzi, esattamente l'obiettivo" in text("it", "ui", "check-won",
                                                                 side=side, sum=305)
    assert text("it", "ui", "next-won", side=side).endswith("esattamente 305 grezzi")


def test_the_specimen_only_numbers_and_points_agree() -> None:
    """Finding, specimen only: a plural or agreement that was missing («di 2 domanda», «2
    visualizzato», «i 1 punti grezzi», «le due metà … che mostra»). exercise `e-closed` is said
    of a branch only, as its one caller passes (fix10-it finding 4: «il ramo A … non è»)."""
    assert text("it", "repr", "quiz-one", n=2, right=1).startswith("di 2 domande:")
    assert text("it", "score", "sheet-one", shown=2, raw=10) == "2 visualizzati = 10 grezzi"
    assert text("it", "layout", "points", raw=5, shown=1) == (
        "Punti della posa: 5 grezzi (1 visualizzato)")
    assert "L'unico punto grezzo di questa posa entra nell'evento" in text(
        "it", "exercise", "q-going-out", name="Ada", tile="[4|6]", placement=1, note="")
    halves = point_name(Tile(5, 5), None, "it")  # a terminal double's both halves
    value = text("it", "exercise", "e-value", tile="[4|6]", point=halves, value=5)
    assert "alle due metà di [5|5]: lì serve il numero 5," in value and "mostra" not in value
