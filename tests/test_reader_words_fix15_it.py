"""What the third fresh Italian reader of session 39 (read13-it: generated text 9/10, lessons
9/10) found, fixed by fix15-it: each test names its finding (F1-F7) and reads the words as a
learner gets them (the replay's summary, the end of a hand, the table's score lines, an example's
note, the command line's help)."""

from __future__ import annotations

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.explain import steps as explain
from fiveup_viz.pages.summary import summary
from fiveup_viz.rules import examples
from fiveup_viz.rules.events import TargetEnd
from fiveup_viz.rules.scoring import GoingOut
from fiveup_viz.words.messages import text
from fiveup_viz.words.values import Who, learner


@pytest.mark.parametrize(("name", "said"), [
    (Who("Cai"), "La posa di Cai ha portato il punteggio esattamente a 305 grezzi"),
    (learner("Cai"), "La tua posa ha portato il punteggio esattamente a 305 grezzi"),
])
def test_f1_the_placement_reaches_305_not_the_player_r3_r27(name: object, said: str) -> None:
    """read13-it F1 (R3, R5, R27): «Cai ha raggiunto esattamente 305 grezzi con una posa» said
    the player Cai has 305, while with partnerships the score that reaches 305 is the
    partnership's (R5); as the English does, the placement brings the score to 305."""
    assert text("it", "ui", "sum-target", name=name) == said


def test_f1_the_replay_and_the_hand_end_say_the_placement_reached_305_r3() -> None:
    """read13-it F1 (R3, D6): `replay partners --lang it` and the hand's end title."""
    game = examples.load("partners")
    said = summary(game, "it")
    assert "ha portato il punteggio esattamente a 305 grezzi" in said
    assert "ha raggiunto esattamente 305" not in said
    hand = next(h.index for h in game.hands if h.end is not None and h.end.kind == "target")
    end = game.hands[hand].end
    assert isinstance(end, TargetEnd)
    seat = end.seat
    for you, start in ((None, f"la posa di {game.players[seat]} porta"), (seat, "la tua posa porta")):
        title = explain.say(explain.end_title(game, hand, you=you), "it")
        assert f": {start} il punteggio esattamente a 305 grezzi: la partita finisce" in title


@pytest.mark.parametrize("lang", ["it", "en", "fi"])
@pytest.mark.parametrize("example", ["partners", "blocked-tie", "two-players"])
def test_f2_every_line_of_the_replay_starts_with_a_capital(lang: str, example: str) -> None:
    """read13-it F2 (style): the replay printed «        posa di Ada: +5 grezzi → …» and
    «  mano bloccata, vinta da Bea; …» in lower case between capitalised lines; the score panel
    already writes «Posa di Cai: …». Every language's summary now starts each line with a capital
    (the lessons that print an event after «azione 3:» keep the lower case)."""
    for line in summary(examples.load(example), lang).splitlines():
        words = line.strip().split(" ", 1)
        first = words[1] if words[0].isdigit() else words[0]  # an action's number
        assert not first[:1].islower(), line


@pytest.mark.parametrize(("lang", "yours", "partners"), [
    ("it", "− i tuoi puntini 12 → 10)", "− puntini del compagno 12 → 10)"),
    ("en", "− your pips 12 → 10)", "− partner's pips 12 → 10)"),
    ("fi", "− omat silmälukusi 12 → 10)", "− oman parin silmäluvut 12 → 10)"),
])
def test_f3_the_learners_own_pips_are_yours_when_the_partner_goes_out_r23(
        lang: str, yours: str, partners: str) -> None:
    """read13-it F3 (R23): when Ada goes out and her partner is the learner, the table said
    «… − puntini del compagno 12 → 10)», and a pupil reads «compagno» as someone else; the
    learner's own rounded pips, taken off the partnership's credit, are now «i tuoi puntini»
    (every language). Seen by the learner who went out, or by no learner, the partner stays."""
    game = examples.load("partners")
    out = next(e for e in game.events
               if isinstance(e.detail, GoingOut) and e.detail.partner_pips == 12)
    mate = next(s for s in game.sides[game.side_of(out.seat)] if s != out.seat)
    assert yours in explain.event_line(game, out, lang, you=mate)
    for you in (out.seat, None):
        line = explain.event_line(game, out, lang, you=you)
        assert partners in line and yours not in line, line


def test_f4_the_blunder_note_says_whose_last_placement_scores_nothing_r22() -> None:
    """read13-it F4 (R22, R23, R3): the note on the `two-players` blunder said «La sua ultima
    posa non farà punti» in a sentence about Ada, so «sua» read as Ada's; it is Bea's. The note
    keeps its numbers and rule ids."""
    note = text("it", "examples", "note-two-players-blunder")
    assert "L'ultima posa di Bea non farà punti, quindi le bastano quei puntini arrotondati" \
        " per arrivare a 305" in note
    assert "La sua ultima posa" not in note
    for kept in ("45 → 65", "21", "20", "285", "305", "(R24)", "(R22, R23, R3)"):
        assert kept in note


def test_f6_the_lite_menu_path_is_said_to_be_the_apps_own_words() -> None:
    """read13-it F6 (style): «Run › Esegui Tutte le Celle» mixes English and Italian title case;
    it is what JupyterLite's partial Italian pack shows (tests/test_site_lite.py reads the live
    menu), so the path stays and the note says the app writes it so."""
    for key in ("run-note", "lite-how-to-run"):
        said = text("it", "site", key)
        assert "«Run › Esegui Tutte le Celle» nel menu" in said
        assert "(JupyterLite lo scrive così, in parte ancora in inglese)." in said


def test_f7_the_italian_table_help_gives_italian_example_names(capsys: pytest.CaptureFixture[str]) -> None:
    """read13-it F7 (style): `fiveup-viz table --help --lang it` gave «"Classe 3B,Aino,Eetu,Iida"»,
    Finnish names in the Italian help."""
    assert main(["table", "--help", "--lang", "it"]) == 0
    said = " ".join(capsys.readouterr().out.split())
    assert '"Classe 3B,Giulia,Luca,Sara"' in said
    assert "Aino" not in said
