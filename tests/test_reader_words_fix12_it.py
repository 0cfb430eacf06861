"""What a fresh Italian reader of session 38 (read11-it: generated text 8/10, lessons 8.5/10)
found in real play, fixed by fix12-it: each test names its finding (F1-F8) and reads the words as
a learner gets them (an exercise's answer, a scoring line, a review line, a table's text form, the
command line's help)."""

from __future__ import annotations

import pytest

from fiveup_viz import Game
from fiveup_viz.cli.main import main
from fiveup_viz.explain.steps import end_steps, event_line
from fiveup_viz.pages.exercises import practice
from fiveup_viz.pages.review import Rated, rated_text
from fiveup_viz.rules import examples
from fiveup_viz.rules.layout import Move
from fiveup_viz.widgets.table import PlayTable
from fiveup_viz.words.fluent import listing


def _two_internal(lang: str) -> tuple[str, list[str]]:
    """A level-3 score question's answer whose layout has two or more internal spinners."""
    for seed in range(40):
        q = practice("score", seed=seed, lang=lang, level=3)
        layout = q.position["layout"].copy()
        layout.push(q.position["move"])
        internal = [str(t) for t in layout.spinners if layout.is_internal(t)]
        if len(internal) >= 2:
            return q.why, internal
    pytest.fail("no level-3 score question with two internal spinners")


@pytest.mark.parametrize(("lang", "said"), [
    ("it", "Le doppie interne {} non contano nulla (R14)."),
    ("en", "{} are internal doubles and count nothing (R14)."),
    ("fi", "Sisäiset tuplat {} eivät lisää summaan mitään (R14)."),
])
def test_f1_the_internal_spinners_are_said_once_r14(lang: str, said: str) -> None:
    """read11-it F1 (R14): «Gli spinner interni non contano nulla (R14); in questo schema: [4|4].
    Gli spinner interni non contano nulla (R14); in questo schema: [1|1].», the same sentence
    once per spinner; one sentence lists them all, in the plural (the Finnish reader asked the
    same: «Sisäiset spinnerit [4|4] ja [1|1] eivät lisää summaan mitään (R14)»). read13-en I2:
    the glossary's "internal double" / «sisäinen tupla», not "internal spinner(s)"."""
    why, internal = _two_internal(lang)
    assert said.format(listing(internal, lang)) in why, why
    assert why.count("(R14)") == 1, why


def test_f1_one_internal_double_is_singular_r14() -> None:
    """read11-it F1 (R14): one internal double is «La doppia interna [5|5] non conta nulla»."""
    for seed in range(60):
        q = practice("score", seed=seed, lang="it", level=3)
        layout = q.position["layout"].copy()
        layout.push(q.position["move"])
        internal = [t for t in layout.spinners if layout.is_internal(t)]
        if len(internal) == 1:
            assert f"La doppia interna {internal[0]} non conta nulla (R14)." in q.why, q.why
            return
    pytest.fail("no level-3 score question with one internal spinner")


def test_f2_an_event_line_says_the_event_is_accepted_r2() -> None:
    """read11-it F2 (R2): «Posa di Ada: +5 grezzi → accettato: …», a masculine participle after
    a feminine «posa» or a plural «grezzi»; «→ evento accettato» agrees with the event itself.
    A check standing alone in a count keeps «Accettato: …»."""
    game = examples.load("partners")
    events = game.events
    lines = [event_line(game, e, "it") for e in events]
    assert any("→ evento accettato: " in line for line in lines), lines
    assert not any("→ accettato" in line or "→ scartato" in line for line in lines), lines
    assert all(" → evento " in line for line in lines), lines
    hand = next(h.index for h in game.hands if h.end is not None)
    counted = " ".join(s.text("it") for s in end_steps(game, hand))
    assert "Accettato: " in counted and "evento accettato" not in counted, counted


def _rated(move: str, rating: str, best: str = "[4|6]") -> tuple[Game, Rated]:
    """A review's rating of `move` by seat 0 of the partners example (Ada)."""
    game = examples.load("partners")
    loss = 0.0 if rating == "best" else 3.0
    return game, Rated(0, 0, 0, Move.parse(move), rating, loss, Move.parse(best), 4, 0.5)


def test_f4_the_review_says_posa_as_the_replay_does_r11() -> None:
    """read11-it F4 (R11): the review said «Ada gioca [0|3] …: buona mossa» where the replay, the
    page and the table say «Ada posa [0|3] …»; the glossary's verb for a placement is «posare»."""
    game, r = _rated("[2|5] on [5|6] low", "good")
    said = rated_text(game, r, "it")
    assert "Ada posa [2|5] sull'estremità minore di [5|6]: buona mossa" in said, said
    assert "gioca" not in said


@pytest.mark.parametrize(("lang", "said"), [
    ("it", "<PlayTable Mano 1; punteggi: tu e Ada "),
    ("en", "<PlayTable Hand 1; scores: you and Ada "),
    ("fi", "<PlayTable Kierros 1; pisteet: Ada ja sinä "),
])
def test_f5_a_tables_text_form_never_names_the_learner_r5(lang: str, said: str) -> None:
    """read11-it F5 (R5): a PlayTable's text form read «Ada, Bea, Marco, Cai: mano 4, punteggi
    [70, 100]», the learner by name and the scores as a Python list; now each side with its
    score, the learner as in every panel."""
    shown = repr(PlayTable(["Ada", "Bea", "Marco", "Cai"], seat=2, seed=3, lang=lang))
    assert shown.startswith(said), shown
    assert "Marco" not in shown and "[" not in shown, shown


def test_f6_the_seed_is_a_number_in_the_help_d4(capsys: pytest.CaptureFixture[str]) -> None:
    """read11-it F6 (D4): «--seed PARTENZA», a departure; the metavar is NUMERO (the glossary's
    «numero di partenza»)."""
    assert main(["simulate", "--help", "--lang", "it"]) == 0
    out = capsys.readouterr().out
    assert "--seed NUMERO" in out and "PARTENZA" not in out, out


@pytest.mark.parametrize(("lang", "usage"), [("it", "uso: fiveup-viz"), ("en", "usage: fiveup-viz"),
                                             ("fi", "käyttö: fiveup-viz")])
def test_f7_the_top_level_help_takes_a_language(capsys: pytest.CaptureFixture[str], lang: str,
                                                usage: str) -> None:
    """read11-it F7: `fiveup-viz --lang it --help` failed («argomento COMANDO: scelta non valida:
    'it'»); the top-level parser takes `--lang` as every command does, and its help is in that
    language."""
    assert main(["--lang", lang, "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(usage) and "--lang" in out, out


def test_f7_a_language_before_the_command_still_runs_it(capsys: pytest.CaptureFixture[str]) -> None:
    """read11-it F7: `fiveup-viz --lang it replay partners` runs the command in Italian."""
    assert main(["--lang", "it", "replay", "partners"]) == 0
    assert "Mano 1" in capsys.readouterr().out


def test_f8_a_group_with_nothing_to_collect_is_not_told_credit_0_d2() -> None:
    """read11-it F8 (R25, D2): «… il gruppo non riceve nulla. Accredito 0: nessun evento (D2).»
    said the same twice; after «non riceve nulla» the count says nothing more for that group."""
    game = examples.load("blocked-tie")
    seen = False
    for rnd in game.hands:
        if rnd.end is None or rnd.end.kind != "blocked":
            continue
        for s in end_steps(game, rnd.index):
            said = s.text("it")
            if "il gruppo non riceve nulla" in said:
                seen = True
                assert "Accredito" not in said, said
    assert seen
