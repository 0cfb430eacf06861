"""What a fresh Italian reader of issue 29 (task fix11-it: generated text 8.5/10, lessons 9/10)
found in real use: each test names its finding (1-10) and reads the words as a learner gets
them (a question, a table line, a review line, a refusal, a caption)."""

from __future__ import annotations

import pytest

from fiveup_viz import Game
from fiveup_viz.explain.annotation_words import masked
from fiveup_viz.explain.steps import end_steps
from fiveup_viz.explain.wording import caption
from fiveup_viz.pages.review import Rated, coach_note, rated_text
from fiveup_viz.rules import examples
from fiveup_viz.rules.layout import Layout, Move
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.words.errors import InvalidSettingError
from fiveup_viz.words.messages import text
from fiveup_viz.words.values import learner


def test_1_a_going_out_question_sums_the_counted_ends() -> None:
    """Finding 1 (R15, R23): a last placement scoring nothing said «la somma dei valori
    conteggiati»; the sum is of the counted ends, «la somma delle estremità conteggiate», as
    `e-sum` and the cheat sheet say it."""
    # teacher trial 13 (friction 6): the question now says in one short sentence that the last
    # placement brings nothing; it names no sum at all, so neither the wrong one
    said = text("it", "exercise", "q-going-out", name="Bea", tile="[1|4]", placement=0, note="")
    # nat21-it: «Questa posa», the tile named as her own last one («la sua ultima tessera»)
    assert "Questa posa non porta nulla all'evento dell'ultima tessera." in said, said
    assert "valori conteggiati" not in said


@pytest.mark.parametrize("name, start", [("Bea", "La posa di Bea ha portato"),
                                         (learner("Ada"), "La tua posa ha portato")])
def test_2_a_win_by_placement_reaches_exactly_305(name: str, start: str) -> None:
    """Finding 2 (R3): the summary said «Hai raggiunto 305 grezzi con una posa»; the game ends
    on exactly 305, as English says it, in every variant. fix15-it F1 (R5): the placement
    brings the score, a partnership's too, to 305, not the player."""
    said = text("it", "ui", "sum-target", name=name)
    assert said == f"{start} il punteggio esattamente a 305 grezzi", said


def test_3_the_home_page_title_lists_its_parts_with_their_articles() -> None:
    """Finding 3: «il corso, le regole e partite di esempio» dropped the last article."""
    assert text("it", "site", "home-title") == (
        "Exact 61 Five Up: il corso, le regole e le partite di esempio")


@pytest.mark.parametrize("name, title", [
    ("won-by-placement", "Partita vinta con una posa a metà mano"),
    ("won-by-block", "Partita vinta con un evento della mano bloccata")])
def test_4_an_example_game_s_title_names_the_game_that_was_won(name: str, title: str) -> None:
    """Finding 4 (R3, R26): the example games' titles began «Vinta con …», a participle with
    no noun; the shipped record (RECORD.md § Annotations) says «Partita vinta con …»."""
    assert examples.record(name)["title"]["it"] == title
    assert examples.load(name).title is not None


def _rated(move: str, rating: str, best: str = "[4|6]") -> tuple[Game, Rated]:
    """A review's rating of `move` by seat 0 of the partners example (Ada)."""
    game = examples.load("partners")
    loss = 0.0 if rating == "best" else 3.0
    return game, Rated(0, 0, 0, Move.parse(move), rating, loss, Move.parse(best), 4, 0.5)


def test_5_an_opening_is_said_as_the_table_says_it() -> None:
    """Finding 5 (R9): the review said «Ada gioca [5|5] in apertura»; an opening is said as ui
    `act-open` says it, «Ada apre con [5|5]», the learner «apri con [5|5]». Standing alone (the
    coach's preference) it stays «[5|5] in apertura»."""
    game, r = _rated("[5|5]", "mistake")
    said = rated_text(game, r, "it")
    assert said.startswith("Mano 1, azione 1, Ada apre con [5|5]: errore"), said
    assert said.endswith("il coach preferisce [4|6] in apertura)"), said
    assert "gioca" not in said
    you = text("it", "coach", "played", name=learner("Ada"), hand=1, action=1, act="open",
               move=text("it", "coach", "open", tile="[5|5]", form="played"),
               rating=text("it", "coach", "best"))
    assert you == "Mano 1, azione 1, apri con [5|5]: mossa migliore", you
    played = rated_text(game, _rated("[2|5] on [5|6] low", "mistake")[1], "it")
    assert "Ada posa [2|5] su" in played, played  # read11-it F4


def test_5_a_held_opening_is_still_masked_whole() -> None:
    """Security probe F3 with finding 5: a face-down tile's opening after the review's new verb
    names neither the tile nor the coach's preferred move."""
    game, r = _rated("[5|5]", "mistake", best="[2|5] on [5|5] line-b")
    hidden = {Tile.parse("[2|5]"), Tile.parse("[5|5]")}
    for said in (rated_text(game, r, "it"), coach_note(r)["it"]):
        shown = masked(said, hidden)
        assert "[2|5]" not in shown and "[5|5]" not in shown, shown
        assert "il coach preferisce un'altra mossa" in shown, shown


def test_6_the_verdicts_are_nouns_without_an_article() -> None:
    """Finding 6: «…: la mossa migliore» stood beside «…: buona mossa» and «…: unica mossa»;
    every verdict is a bare noun (docs/TRANSLATION.md), in the review line and the coach's note."""
    game, r = _rated("[5|5]", "best")
    said = rated_text(game, r, "it")
    assert said == "Mano 1, azione 1, Ada apre con [5|5]: mossa migliore", said
    assert [text("it", "coach", v) for v in ("best", "good", "forced")] == [
        "mossa migliore", "buona mossa", "unica mossa"]


def test_7_a_credit_past_305_says_what_is_discarded() -> None:
    """Finding 7 (R2): «+5 grezzi: il punteggio supererebbe 305, si scarta» left the subject of
    «si scarta» unsaid: the placement's scoring event is discarded whole. The note labels a move
    not yet played (the move buttons' credits), so it is said in the conditional, as «supererebbe»
    (native reading nat11-it)."""
    said = text("it", "ui", "ui-credit-over", raw=5)
    assert said == ("+5 grezzi: il punteggio supererebbe 305, quindi l'evento verrebbe scartato "
                    "per intero (R2)"), said


def test_8_a_shared_lowest_sum_is_shared_by_opposing_players() -> None:
    """Finding 8 (R27): «è condivisa da avversari (Bea e Cai)» lacked its noun: «da giocatori
    avversari»; «tra loro» (native reading nat11-it) keeps a learner from reading «avversari» as
    their own opponents beside «(te e Cai)», as the cheat sheet says «giocatori avversari tra
    loro»."""
    game = examples.load("blocked-tie")
    hand = next(h.index for h in game.hands if h.end is not None and h.end.kind == "blocked")
    winner = next(s for s in end_steps(game, hand) if s.key == "winner")
    said = winner.text("it")
    assert "è condivisa da giocatori avversari tra loro (Bea e Cai)" in said, said


def test_9_a_hand_of_a_game_with_none_does_not_exist() -> None:
    """Finding 9: annotating hand 3 of a game with no hands said «la mano 3 non esiste: non ce
    n'è nessuno», a masculine «nessuno» for a feminine hand; «non ce ne sono» agrees with any."""
    game = Game(2, seed=1, start=False)
    with pytest.raises(InvalidSettingError) as refused:
        game.annotate(3, note="x")
    assert refused.value.say("it") == "la mano 3 non esiste: non ce ne sono"


def test_10_a_placement_scoring_nothing_keeps_the_specifications_wording() -> None:
    """Finding 10 (R14, R15), kept open (glossary open point 17): the reader would say a placement
    scoring nothing as «Nessun punto dalla posa.»; RULES.md's description wording gives one form
    for every placement, and the Finnish seed writes its zero the same way («Asetuspisteet: 0
    raakapistettä (0 näyttöpistettä)»), so Italian keeps «Punti della posa: 0 grezzi (0
    visualizzati)» beside a scoring placement's raw and displayed points (R1)."""
    layout = Layout()
    layout.place("[3|4]")
    assert layout.credit() == 0
    assert caption(layout, "it") == ("Valori conteggiati: 4 + 3 = 7. "
                                     "Punti della posa: 0 grezzi (0 visualizzati).")
    scoring = Layout()
    scoring.place("[4|6]")
    assert scoring.credit() == 10
    assert caption(scoring, "it").endswith("Punti della posa: 10 grezzi (2 visualizzati).")
