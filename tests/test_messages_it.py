"""The Italian words a teacher hands out: the calques, terms and typos of the Italian review
(`shared/reviews/it-review.md`, sections 4 and "other findings") stay fixed, in the messages
and in the lessons' Italian prose."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fiveup_viz.messages import LOCALES, text

ROOT = Path(__file__).resolve().parent.parent


def _messages_it() -> str:
    """Every Italian message's text (comments left out)."""
    return "\n".join(line for path in sorted((LOCALES / "it").glob("*.ftl"))
                     for line in path.read_text("utf-8").splitlines() if not line.startswith("#"))


def _lessons_it() -> str:
    return "\n".join(p.read_text("utf-8") for p in sorted((ROOT / "course").glob("*/it.md")))


#: (review finding, a phrase the review quotes as wrong) in the messages.
GONE_FROM_MESSAGES = [
    ("8 «Le tessere sommano N»", "tessere sommano"),
    ("11 «+2 supererebbe 61»", "} supererebbe 61"),
    ("13 «la posa accredita 15 grezzi»", "la posa accredita"),
    ("14 «Arriva un evento di N grezzi»", "Arriva un evento"),
    ("15 «Non proprio: hai risposto nessuno»", "Non proprio"),
    ("19 «da 300 esattamente a 305»", "esattamente a 305:"),
    ("20 «305 non supera 305»", "= 305 non supera 305"),
    ("21 «Tessere del compagno di coppia … si arrotondano a parte»", "Tessere del compagno di coppia"),
    ("22 «E dopo»", "= E dopo"),
    ("23 «seme» for the random seed", "il seme"),
    ("23 «registro dei punteggi» beside «registrazione»", "registro dei punteggi"),
    ("24 «puntini (2) → 0»", "} ({ $parts })"),
    ("other: «chi apre … si sorteggia»", "si sorteggia"),
    ("other: «Tessere posate finora: niente»", "ui-nothing = niente"),
    ("other: «l'ossario ne ha 13»", "l'ossario ne ha"),
    ("other: «che non è una metà di [1|6]»", "non è una metà di"),
    ("other: «Seleziona tutte…» on a worksheet that asks to circle", "Seleziona"),
    ("other: «Non può pescare al suo posto»", "al suo posto (R17)"),
    ("18 the legend's bare «collegamento lecito»", "Cerchio vuoto: collegamento lecito"),
    ("other: untranslated socket names with no gloss", "i collegamenti sono { $names }"),
    ("10 «i suoi collegamenti sono lato lineare A»", "sono lato lineare A"),
]

#: (review finding, a phrase the review quotes as wrong) in the lessons' Italian prose.
GONE_FROM_LESSONS = [
    ("8 «le estremità conteggiate sommano»", "conteggiate sommano"),
    ("8 «le cui due metà sommano cinque»", "metà sommano"),
    ("17 «Somma i valori delle tessere di tutti gli avversari»", "Somma i valori delle tessere di"),
    ("23 «parte» for a side", "a una **parte**"),
    ("23 «seme»", "stesso seme"),
    ("23 «registro dei punteggi»", "registro dei punteggi"),
    ("other: «lo stesso fa»", "lo stesso fa"),
    ("other: «Questo è il gioco completo.»", "Questo è il gioco completo"),
    ("other: «dalla mescolata»", "mescolata"),
    ("other: «finché impari»", "finché impari"),
    ("other: «ragionata soltanto con le regole»", "ragionata"),
    ("other: «Le celle chiuse»", "celle chiuse"),
    ("other: «Non può pescare al suo posto»", "al suo posto**"),
    ("other: «Dopo una forte sottrazione»", "forte sottrazione"),
    ("other: «Muggins | nessuno:»", "| Muggins | nessuno:"),
    ("other: «Sotto zero, ed eventi»", "Sotto zero, ed"),
    ("other: «le figure del testo finlandese»", "figure del testo finlandese"),
]


@pytest.mark.parametrize(("finding", "phrase"), GONE_FROM_MESSAGES)
def test_a_calque_the_review_found_is_gone_from_the_messages(finding: str, phrase: str) -> None:
    assert phrase not in _messages_it(), finding


@pytest.mark.parametrize(("finding", "phrase"), GONE_FROM_LESSONS)
def test_a_fault_the_review_found_is_gone_from_the_lessons(finding: str, phrase: str) -> None:
    assert phrase not in _lessons_it(), finding


def test_the_review_s_proposed_wording_is_what_a_learner_reads() -> None:
    """Findings 8, 11, 13, 15, 20, 22: the corrected Italian, formatted as the program does."""
    assert text("it", "exercise", "e-round", total=28, how="x", rounded=30).startswith(
        "I puntini delle tessere fanno 28.")
    assert text("it", "coach", "bust", credit=2) == (
        "+2 porterebbe il punteggio oltre 61 e verrebbe scartato (R2)")
    assert "quindi la posa vale 15 grezzi" in text("it", "ui", "credit-yes", sum="15",
                                                    raw="15 grezzi", shown="3 visualizzati")
    assert text("it", "exercise", "wrong-none") == "No: non hai scelto nessuna risposta."
    assert "è esattamente l'obiettivo" in text("it", "exercise", "e-won", before=285, raw=20)
    assert text("it", "ui", "next-head") == "Dopo questa mano"


@pytest.mark.parametrize(("n", "word"), [(2, "Due"), (3, "Tre"), (4, "Quattro")])
def test_a_question_never_starts_with_a_digit(n: int, word: str) -> None:
    """it-review: «2 giocatori ricevono…»: a number that starts a sentence is spelled out."""
    assert text("it", "exercise", "q-deal", n=n).startswith(f"{word} giocatori ")


def test_one_displayed_point_is_singular_in_a_target_question() -> None:
    """«5 grezzi (1 visualizzati)» was possible: one displayed point is singular."""
    said = text("it", "exercise", "q-target", side="Bea", before=5, shown=1, raw=10)
    assert "(1 punto visualizzato)" in said and not re.search(r"\b1 visualizzati", said)
