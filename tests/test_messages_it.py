"""The Italian words a teacher hands out: the calques, terms and typos of the Italian review
(`shared/reviews/it-review.md`, sections 4 and "other findings") stay fixed, in the messages
and in the lessons' Italian prose."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fiveup_viz.words.fluent import LOCALES
from fiveup_viz.words.messages import text

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
    ("other: «Seleziona tutte…» on a worksheet that asks to circle", "Seleziona tutte"),
    ("other: «Non può pescare al suo posto»", "al suo posto (R17)"),
    ("18 the legend's bare «collegamento lecito»", "Cerchio vuoto: collegamento lecito"),
    ("other: untranslated socket names with no gloss", "i collegamenti sono { $names }"),
    ("10 «i suoi collegamenti sono lato lineare A»", "sono lato lineare A"),
    ("w2 reader: «la porta su cui servire», a calque of 'the port to serve on'", "su cui servire"),
    ("w2 reader: «non automaticamente un'estremità conteggiata», a calque", "non automaticamente"),
    ("w2 reader: «posa 15, più…» reads as the verb 'places 15'", "ultima tessera: posa 15"),
    ("w2 reader: «non fanno nessun evento»: a group produces an event, as the seed says",
     "fanno nessun evento"),
    ("w2 reader: «[4|6] scelta:», a participle hanging before a colon", "} scelta:"),
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
    ("w2 reader: «Ada e Dan sono pari a 5 puntini», colloquial for a tie", "pari a 5 puntini"),
    ("w2 reader: «nessuno dei due fa un evento»", "fa un evento"),
    ("w2 reader: «un gruppo … non fa nessun evento» (lesson 07)", "fa nessun evento"),
    ("w2 reader: «…, fa +75 grezzi», a singular verb after a list (lesson 07)", ", fa {event.raw"),
]


@pytest.mark.parametrize(("finding", "phrase"), GONE_FROM_MESSAGES)
def test_a_calque_the_review_found_is_gone_from_the_messages(finding: str, phrase: str) -> None:
    assert phrase not in _messages_it(), finding


@pytest.mark.parametrize(("finding", "phrase"), GONE_FROM_LESSONS)
def test_a_fault_the_review_found_is_gone_from_the_lessons(finding: str, phrase: str) -> None:
    assert phrase not in _lessons_it(), finding


def test_the_review_s_proposed_wording_is_what_a_learner_reads() -> None:
    """Findings 8, 11, 13, 15, 20, 22: the corrected Italian, formatted as the program does."""
    assert text("it", "exercise", "e-round", n=2, total=28, how="x", rounded=30).startswith(
        "I puntini delle tessere fanno 28.")
    assert text("it", "coach", "bust", credit=2) == (  # fixes4 point 1: with its unit, agreeing
        "+2 punti visualizzati porterebbero il punteggio oltre 61 e verrebbero scartati (R2)")
    assert "quindi la posa vale 15 grezzi" in text("it", "ui", "credit-yes", sum="15", count=1,
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


def test_a_terminal_double_joins_a_list_without_a_hiatus() -> None:
    """w2 reader: a list of counted ends ended «… = 6 e entrambe le metà di [6|6] = 12», where
    Italian needs «ed entrambe»; the double's form is «le due metà», which joins any list."""
    from fiveup_viz.pages.exercises import practice

    why = practice("score", seed=2, lang="it", level=3).why
    assert "e le due metà di [6|6] = 12" in why, why
    assert not re.search(r"\b[ea] entrambe\b", _messages_it() + why)


def test_a_going_out_heading_says_one_tense_for_every_player() -> None:
    """w2 reader: the hand's end said «hai giocato l'ultima tessera» to the learner but
    «Ada gioca l'ultima tessera» of another player; both are past now."""
    from fiveup_viz.words.values import Who, learner

    assert text("it", "ui", "end-domino", name=learner("Pekka")) == "hai giocato l'ultima tessera"
    assert text("it", "ui", "end-domino", name=Who("Ada")) == "Ada ha giocato l'ultima tessera"


def test_a_hand_s_first_line_has_no_capital_after_a_colon() -> None:
    """w2 reader: «Mano 2: Apri tu questa mano»; the leader's sentence starts with a capital,
    so the hand number ends with a full stop."""
    from fiveup_viz.widgets import PlayTable

    table = PlayTable(["Pekka", "Ada"], seat=0, seed=1, lang="it")
    while not table.game.hand.over:
        table.move_button(table.session.moves[0]).click()
    table.next_hand()
    assert table.messages[0].startswith("Mano 2. "), table.messages[0]
    assert not re.search(r"Mano \d+: [A-Z]", table.messages[0])


def test_the_tie_order_names_the_leader_as_the_starting_point() -> None:
    """w2 reader: «… a partire da chi ha aperto la mano, Cai» left the name dangling; D8: the
    order starts from this hand's leader, «cioè da Cai»."""
    from fiveup_viz.words.values import Who

    said = text("it", "ui", "order-ties", name=Who("Cai"))
    assert said.endswith("a partire da chi ha aperto la mano, cioè da Cai")


def test_a_target_check_says_what_the_score_becomes() -> None:
    """w2 reader: «accettato: Ada e Cai 0 + 10 = 10 grezzi» had no verb; R2: the event is
    accepted and the score becomes the sum, or discarded and the score stays."""
    from fiveup_viz.words.values import Who

    side = Who("Ada e Cai", "two")
    assert text("it", "ui", "check-accepted", side=side, sum="0 + 10 = 10", shown=2) == (
        "accettato: il punteggio di Ada e Cai diventa 0 + 10 = 10 grezzi (2), senza superare 305")
    assert text("it", "ui", "check-discarded", side=side, sum="300 + 45 = 345", before=300) == (
        "scartato per intero: il punteggio di Ada e Cai diventerebbe 300 + 45 = 345, oltre 305,"
        " e resta 300")


def test_the_cheat_sheet_s_pass_box_says_a_block_is_not_a_pass() -> None:
    """w2 reader: the Italian box said only «Nessuno può posare e l'ossario è vuoto: mano
    bloccata»; R20, D5: when nobody can place the hand is blocked instead, and nobody passes.
    Since read14-en I2 the flowchart has a box of its own for the block, after «can anyone still
    place?», and the pass box is the pass alone (R19)."""
    assert "nessuno passa più" in text("it", "cheatsheet", "blocked")
    assert "si conta subito (R20, D5)" in text("it", "cheatsheet", "blocked")
    assert text("it", "cheatsheet", "pass") == "Passa (R19)."


#: A branch said to open or to be open or closed (it/fi native reading 29, finding 5).
_BRANCH_OPENS = re.compile(r"\brami?\b[^.;:]{0,40}\b(?:apr|apert|chius)\w*"
                           r"|\b(?:apr|apert|chius)\w*[^.;:]{0,25}\brami?\b", re.IGNORECASE)


def test_aprire_is_a_hand_s_opening_and_a_branch_is_started() -> None:
    """It/fi native reading 29, finding 5: one verb per thing. A hand (and its first tile) is
    opened, «aprire», «apertura»; a branch is started, «iniziare un ramo», as the seed says
    («puoi iniziare uno dei rami laterali», R11), in every message and lesson."""
    found = _BRANCH_OPENS.findall(_messages_it() + "\n" + _lessons_it())
    assert not found, found
    # fix18 item 4: «non è ancora possibile iniziare», which agrees with a plural point too
    assert "non è ancora possibile iniziare" in text("it", "errors", "point-branch", point="x")


def test_an_exercise_s_rounded_credit_says_its_unit() -> None:
    """It/fi native reading 29, finding 9: the going-out and blocked-hand explanations end their
    rounding on raw points with the unit, «→ 70 grezzi», as English says "raw" (R22-R25)."""
    assert text("it", "exercise", "e-opponents", count=2, parts="64 + 5", total=69,
                rounded=70).endswith("69 → 70 grezzi (R22, R24).")
    assert text("it", "exercise", "e-opponents", count=1, parts="", total=21,
                rounded=20).endswith("21 → 20 grezzi (R22, R24).")
    assert "7 → 5 grezzi, e si sottrae" in text("it", "exercise", "e-partner", partner="Cai",
                                                  total=7, rounded=5)
    assert text("it", "exercise", "e-group", name="Bea", pips=10, diffs="6",
                count=1, credit=5).endswith("6 → 5 grezzi (R25, R24).")
    assert "Apri" not in text("it", "exercise", "static-choices")  # a hand is opened, not a choice
