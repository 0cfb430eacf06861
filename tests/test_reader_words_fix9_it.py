"""What the fresh Italian reader of issue 29 (task fix9-it: generated text 9/10, lessons 9/10)
found in real use: each test names its finding (1-11) and reads the words as a learner gets
them (a hint, a refusal, a lesson paragraph)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fiveup_viz.pages.review import event_words
from fiveup_viz.rules import examples
from fiveup_viz.rules.coach import Hint
from fiveup_viz.rules.layout import Move
from fiveup_viz.rules.record import replay
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.words.errors import IllegalActionError, RecordError
from fiveup_viz.words.messages import text

ROOT = Path(__file__).resolve().parent.parent


def _last_tile_hint(events: tuple[int, ...]) -> Hint:
    """A hint on a last tile whose going-out event is worth `events` raw points on each deal
    the coach played (R23), none of them past 305."""
    return Hint(Move(Tile(1, 4)), value=0.0, credit=0, accepted=True, leaves=0, sheds=5,
                samples=len(events), events=events)


def test_one_displayed_point_of_a_going_out_event_is_estimated_in_the_singular() -> None:
    """Finding 1 (R23): a Hint on a last tile whose event is worth +1 displayed point said
    «+1 punto visualizzato …, stimati sulle tessere»: the participle agrees with the points."""
    one = event_words(_last_tile_hint((5, 5)), "it")
    assert one == ("+1 punto visualizzato nell'evento dell'ultima tessera, stimato sulle "
                   "tessere che gli altri possono avere (R23)"), one
    minus = event_words(_last_tile_hint((-5,)), "it")
    assert minus.startswith("−1 punto visualizzato") and ", stimato sulle" in minus, minus
    two = event_words(_last_tile_hint((10, 10)), "it")
    assert two.startswith("+2 punti visualizzati") and ", stimati sulle" in two, two


def test_a_lone_double_s_branches_are_started_once_both_line_sides_are_occupied() -> None:
    """Finding 2 (R11): «i rami attendono che entrambi i lati lineari siano occupati» was a
    calque; the seed says «Solo quando sono occupati puoi iniziare uno dei rami laterali»."""
    said = text("it", "ui", "double-lone", tile="[2|2]", both="2 + 2 = 4")
    assert said.endswith("i rami si possono iniziare solo quando entrambi i lati lineari sono "
                         "occupati"), said
    assert "attend" not in said


def test_the_blocked_worksheet_kind_asks_what_a_group_is_worth() -> None:
    """Finding 3 (R25): `worksheet --kind`'s help said «quanto segna un gruppo»; a group's
    credit is what it is worth, «quanto vale», as the other kinds of the same help say."""
    said = text("it", "cli", "opt-ws-kind")
    assert "blocked, quanto vale un gruppo quando la mano è bloccata;" in said
    assert "segna" not in said


def test_the_player_who_went_out_must_lead_the_next_hand() -> None:
    """Finding 8 (R8): starting the next hand with another leader than the player who went
    out said «… ha giocato l'ultima tessera e apre la prossima mano»: a refusal says what the
    rule requires, «deve aprire»."""
    record = examples.record("two-players")
    record["hands"] = record["hands"][:1]
    game = replay(record)
    went_out = game.hands[0].end.seat
    with pytest.raises(IllegalActionError) as refused:
        game.start_hand(leader=1 - went_out)
    names = game.players  # fix14 (read12-en S1): the players by name, not by seat
    assert refused.value.say("it") == (
        f"{names[went_out]} ha giocato l'ultima tessera e deve aprire la prossima mano, non "
        f"{names[1 - went_out]} (R8)")


def test_an_action_out_of_turn_names_the_player_whose_turn_it_is() -> None:
    """Finding 9 (R5): a record's action out of turn said «è il turno del posto 0»: a turn
    belongs to a player, «è il turno del giocatore al posto 0»."""
    record = examples.record("two-players")
    action = record["hands"][0]["actions"][1]
    action["seat"] = 1 - action["seat"]
    with pytest.raises(RecordError) as refused:
        replay(record)
    said = refused.value.say("it")
    assert said.endswith(f"il giocatore al posto {action['seat']} gioca fuori turno: è il turno "
                         f"del giocatore al posto {1 - action['seat']} (R5)"), said


def _lesson_it(lesson: str) -> str:
    """A lesson's Italian source, its lines joined as the learner reads them."""
    return " ".join((ROOT / "course" / lesson / "it.md").read_text("utf-8").split())


#: (finding, lesson, what the learner now reads, what they no longer read).
LESSONS = [
    ("4 (R27): the seed's «Il gruppo individuale con la somma minore»", "08",
     "Il gruppo con la **somma minore** vince la mano bloccata.", "somma singola più bassa"),
    ("7 (R25): the pips are counted at the hand's end, «in mano» said once", "08",
     "Alla fine della mano dell'esempio Ada ha 16 puntini,", "ha in mano 16 puntini"),
    ("5: «vincitore: Bea» gave a name a gender and a hyphen served as a dash", "11",
     "punteggi: {scores}; ha vinto {name} (", "vincitore:"),
    ("6: it is the positions in the score line that count from 0, not the scores", "11",
     "Anche nella riga dei punteggi le posizioni si contano da 0:", "Anche i punteggi si contano"),
    ("11: the viewer steps by action (glossary, open point 7)", "11",
     "una partita vera, azione per azione,", "mossa per mossa"),
]


@pytest.mark.parametrize(("finding", "lesson", "reads", "gone"), LESSONS,
                         ids=[f.split()[0].rstrip(":") for f, *_ in LESSONS])
def test_a_lesson_reads_as_the_reader_asked(finding: str, lesson: str, reads: str,
                                            gone: str) -> None:
    """Findings 4-7 and 11: each lesson sentence as corrected, the old wording gone."""
    said = _lesson_it(lesson)
    assert reads in said and gone not in said, finding


def test_the_lowest_sum_has_the_seed_s_one_name() -> None:
    """Finding 4 (R25-R27): the seed says «la somma minore» (and «maggiore») for a group's sum;
    the cheat sheet, the example games and the lessons no longer say «più bassa» or «più alta»
    beside it."""
    words = [p.read_text("utf-8") for p in (ROOT / "fiveup_viz/locales/it").glob("*.ftl")]
    words += [p.read_text("utf-8") for p in (ROOT / "course").glob("*/it.md")]
    found = [w for w in words for m in re.finditer(r"somma (?:singola )?più (?:bassa|alta)", w)]
    assert not found
    assert "Si parte dal gruppo con la somma minore;" in text("it", "cheatsheet", "blocked-notes")


def test_the_glossary_names_the_figure_menu_s_entries_as_the_menu_does() -> None:
    """Finding 10: the glossary called the figures menu's first entry «Partita del testo delle
    regole» while the menu (`ui-fig-seed`) and lesson 03 say «Partita del testo finlandese»;
    its row gives each language's entries as `ui.ftl` says them."""
    glossary = (ROOT / "docs" / "TRANSLATION.md").read_text("utf-8").splitlines()
    row = next(line for line in glossary if "ui `ui-fig-*`" in line)
    cells = [cell.strip().replace("\\|", "|") for cell in re.split(r"(?<!\\)\|", row)[1:]]
    for lang, cell in zip(("en", "it", "fi"), cells[:3], strict=True):
        named = [entry.strip().removesuffix(" (figures)") for entry in cell.split(";")]
        keys = ("ui-fig-seed", "ui-fig-lone22", "ui-fig-66on36")
        assert named == [text(lang, "ui", key) for key in keys], (lang, named)
    assert "Partita del testo delle regole" not in "\n".join(glossary)
