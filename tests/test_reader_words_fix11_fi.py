"""What a fresh Finnish reader of issue 29 met in real use (task fix11-fi: generated text 9/10,
lessons 9/10): each test names its finding (fix11-fi 1-9) and reads the words as a learner,
a teacher or a command line user gets them."""

from __future__ import annotations

import json

import pytest

from fiveup_viz.words.messages import text
from fiveup_viz.words.values import Who
from tests.conftest import ROOT

#: A side of each person (`PERSON`), named as the game summary names it.
SIDES = {"you": Who("Sinä", "you", "learner"), "one": Who("Bea", "one"),
         "two": Who("Bea ja Dan", "two"),
         "you-two": Who("Cai ja sinä", "you-two", "learner-and", partner="Cai")}
#: fix11-fi 1, 2 (R5): a partnership wins as two players, «voittajat»; one player «voittaja».
WINNER = {"you": "voittaja", "one": "voittaja", "two": "voittajat", "you-two": "voittajat"}


@pytest.mark.parametrize("person", list(SIDES))
def test_fi_fix11_1_2_a_partnership_is_named_as_the_winners(person: str) -> None:
    """fix11-fi 1, 2 (R5, R27, R3): «tukkeutunut kierros, voittaja Bea ja Dan» and «Voittaja:
    Bea ja Dan» named two players with the singular; a partnership's winners are «voittajat»,
    one player, the learner included, stays «voittaja»."""
    side = SIDES[person]
    blocked = text("fi", "ui", "sum-blocked", side=side, pips="Ada 8")
    won = text("fi", "ui", "sum-winner", side=side)
    name = "sinä" if person == "you" else str(side)
    assert blocked == f"tukkeutunut kierros, {WINNER[person]} {name}; käsiin jääneiden laattojen " \
        "silmäluvut: Ada 8", blocked
    assert won == f"{WINNER[person].capitalize()}: {name}", won


@pytest.mark.parametrize(("example", "winners"), [("won-by-block", "voittajat Bea ja Dan"),
                                                  ("blocked-discarded", "voittaja Ada")])
def test_fi_fix11_1_2_the_game_summary_names_its_winners(example: str, winners: str) -> None:
    """fix11-fi 1, 2 (R5, R27): the summary a learner reads of a partnership game that ends
    in blocked hands says «voittajat» at each blocked hand and for the game; of a three-player
    game, «voittaja»."""
    from fiveup_viz.pages.summary import summary
    from fiveup_viz.rules import examples

    game = examples.load(example)
    lines = [line.strip() for line in summary(game, "fi").splitlines()]
    blocked = [line for line in lines if line.startswith("Tukkeutunut kierros, voitta")]
    assert blocked and all(line.startswith(f"Tukkeutunut kierros, {winners};") for line in blocked)
    assert game.winner is not None
    plural = len(game.side_players(game.winner)) == 2
    assert lines[-1].startswith("Voittajat: " if plural else "Voittaja: "), lines[-1]


#: fix11-fi 3-9: (finding, file, message id, values, what the reader reads, what they no
#: longer read).
FIX11 = [
    # 3 (R2, R9): «se ei tuota pisteitä, koska … ylittäisi» read as circular: the opening would
    # score, but the sum would pass 305, so the event is discarded and the score stays (R2);
    # nat11-fi: «se tuottaisi pisteitä … eikä avaus tuottaisi mitään» said «tuottaisi» twice,
    # first yes, then no
    ("3", "clicks", "hand-open-over", {"tile": "[4|6]", "score": 300, "raw": 10},
     "[4|6] kädessäsi: avauksena (R9) se tuottaisi pisteitä, mutta 300 + 10 raakapistettä "
     "ylittäisi 305:n, joten pistetapahtuma hylättäisiin kokonaan eikä pistemäärä muuttuisi "
     "(R2)", "avaus tuottaisi"),
    # 4 (R15): the glossary's «viiden monikerta», not «5:n monikerta»
    ("4", "examples", "note-two-players-out", {}, "= 17, joka ei ole viiden monikerta, joten",
     "5:n monikerta"),
    ("4", "examples", "note-three-players-open", {}, "4 + 1 = 5, joka on viiden monikerta, joten",
     "5:n monikerta"),
    # 5 (R9): a half shows a number, as `e-closed-value` says it; no «näkyvää arvoa»
    ("5", "exercise", "e-value", {"tile": "[4|6]", "point": "laatan [5|5] linja A",
                                  "value": 5},
     ": lukua 5 ei ole kummassakaan laatan [4|6] puoliskossa (R9).", "näkyvää arvoa"),
    # 6 (R9, R13): after a negation the list joins with «eikä», not «tai»
    ("6", "exercise", "e-legal-none", {"tile": "[1|4]", "low": 1, "high": 4},
     "[1|4] ei sovi tässä mihinkään: missään laillisessa jatkokohdassa ei ole lukua 1 eikä 4 "
     "(R9, R13).", "tai"),
    ("6", "exercise", "e-legal-none", {"tile": "[3|3]", "low": 3, "high": 3},
     "missään laillisessa jatkokohdassa ei ole lukua 3 (R9, R13).", "eikä"),
    # 7 (R1): «enintään +1 näyttöpisteen»: no sign after «enintään»
    ("7", "coach", "leaves", {"leaves": 1}, "jättää seuraavalle pelaajalle enintään 1 "
     "näyttöpisteen", "+"),
    ("7", "coach", "leaves", {"leaves": 3}, "jättää seuraavalle pelaajalle enintään 3 "
     "näyttöpistettä", "+"),
    # 8: the list marks a language the note has a text in, not a "written" language
    # (read11-fi G5: «(teksti kirjoitettu)» was still terse; a whole clause)
    ("8", "ui", "ui-note-lang-written", {"language": "Englanti"},
     "Englanti (teksti on jo kirjoitettu)", "Englanti (kirjoitettu)"),
    # 9: a status line as the command line's others say it: what, then where
    ("9", "cli", "wrote", {"path": "/tmp/ws.html"}, "tiedosto kirjoitettu: /tmp/ws.html",
     "kirjoitettiin"),
]


@pytest.mark.parametrize(("finding", "file", "msg", "values", "reads", "gone"), FIX11,
                         ids=[f"{n}-{f}-{m}-{i}" for i, (n, f, m, *_) in enumerate(FIX11)])
def test_fi_fix11_the_messages_read_as_a_native_writes_them(finding: str, file: str, msg: str,
                                                             values: dict, reads: str,
                                                             gone: str) -> None:
    """fix11-fi findings 3-9: each message as its reader gets it, the old wording gone."""
    said = text("fi", file, msg, **values)
    assert reads in said and gone not in said, (finding, said)


@pytest.mark.parametrize("example", ["two-players", "three-players"])
def test_fi_fix11_4_the_shipped_examples_carry_the_glossary_term(example: str) -> None:
    """fix11-fi 4 (R15): the example records shipped with the package hold their notes'
    words (scripts/choose_examples.py), so they say «viiden monikerta» too."""
    record = json.loads((ROOT / "fiveup_viz" / "rules" / "examples" / f"{example}.json")
                        .read_text("utf-8"))
    said = json.dumps(record, ensure_ascii=False)
    assert "joka on viiden monikerta" in said or "joka ei ole viiden monikerta" in said
    assert "5:n monikerta" not in said


def test_fi_fix11_lesson_11_steps_as_the_viewer_s_buttons_say() -> None:
    """fix11-fi, lesson 11 (glossary: step «vaihe», action «siirto»): the lesson said Next and
    Back move «yhden siirron kerrallaan» while their tips say «Vaihe eteenpäin»; a step is an
    action during a hand and a count step after it. «Tarkistaakseen … oppitunti painaa itse»
    read stiffly."""
    lesson = (ROOT / "course" / "11" / "fi.md").read_text("utf-8")
    tip = text("fi", "ui", "ui-next-tip")
    assert tip == "Vaihe eteenpäin"
    assert "liikut\nvaihe kerrallaan, ja kierroksen aikana jokainen vaihe on yksi siirto" in lesson
    assert "yhden siirron kerrallaan" not in lesson and "Tarkistaakseen" not in lesson
