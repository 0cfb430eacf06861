"""Issue 31 (session 41, table46; teacher trial 15 and proj42's "left"): a run of forced draws
("Bea draws a tile from the boneyard…" four times in a row) overflowed the table's "what
happened" at a projector. A player's consecutive draws are now one line, in en, it and fi, with
the language's plural and the learner's person; the line names no tile (R6, R18)."""

from __future__ import annotations

import re

import pytest

from fiveup_viz.explain.steps import say, seat_value, step
from fiveup_viz.pages.playing import TableSession
from fiveup_viz.rules.game import Game

#: act-draws for one tile and for four, said of another player and of the learner.
EXPECTED = {
    "en": ("Bea draws 1 tile from the boneyard", "Bea draws 4 tiles from the boneyard",
           "You draw 1 tile from the boneyard", "You draw 4 tiles from the boneyard"),
    "it": ("Bea pesca 1 tessera dall'ossario", "Bea pesca 4 tessere dall'ossario",
           "Peschi 1 tessera dall'ossario", "Peschi 4 tessere dall'ossario"),
    "fi": ("Bea nostaa 1 laatan nostopakasta", "Bea nostaa 4 laattaa nostopakasta",
           "Nostat 1 laatan nostopakasta", "Nostat 4 laattaa nostopakasta"),
}
#: why-draws-fits as each language says it (R18), after the merged line's colon: the run's last
#: tile fits and must be placed at once.
WHY = {"en": "no tile held fitted; the last tile drawn fits and must be placed at once (R18)",
       "it": "nessuna tessera in mano era giocabile; l'ultima tessera pescata lo è e va posata subito (R18)",
       "fi": "mikään kädessä ollut laatta ei sopinut; viimeksi nostettu laatta sopii, joten se on asetettava "
             "heti (R18)"}


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_merged_draw_line_in_every_language(lang: str) -> None:
    """Issue 31, item 3 (R18): "act-draws" says one tile and several with the language's plural
    (it: 1 tessera, 4 tessere; fi: 1 laatan, 4 laattaa), of another player and of the learner
    ("You draw", «Peschi», «Nostat»)."""
    game = Game(["Ada", "Bea", "Cai"], seed=1)
    said = tuple(say(step("act.draws", {"name": seat_value(game, seat, you), "count": n}), lang)
                 for seat, you in ((1, None), (0, 0)) for n in (1, 4))
    assert said == EXPECTED[lang]


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_a_bots_four_draws_are_one_line_at_the_projector(lang: str) -> None:
    """Issue 31, item 3 (R18, R6): seed 22, the class's first move: Ada's four forced draws were
    four sentences; now one, "Ada draws 4 tiles from the boneyard: no tile held fitted; the last
    one drawn fits and must be placed at once (R18).", naming no tile, followed by her placement."""
    session = TableSession(["Class 7B", "Ada", "Bea", "Cai"], seat=0, seed=22, lang=lang, projector=True)
    session.play(session.moves[0])
    line = f"{EXPECTED[lang][1].replace('Bea', 'Ada')}: {WHY[lang]}."
    assert line in session.messages, session.messages
    assert not re.search(r"\[\d\|\d\]", line)
    ada = [m for m in session.messages if m.startswith("Ada")]
    drawn = [m for m in ada if m != line and ("boneyard" in m or "ossario" in m or "nostopaka" in m)]
    assert drawn == [], drawn
    after = session.messages[session.messages.index(line) + 1]
    assert after.startswith("Ada") and after != line


def test_the_learners_draws_are_one_line_in_the_learners_person() -> None:
    """Issue 31, item 3 (R18): a learner's table (4 players, seat 0, seed 1), the third move:
    "You draw 2 tiles from the boneyard" in place of two "You draw [a|b]…" lines; the drawn
    tiles show in the learner's hand, so the line needs no tile name."""
    session = TableSession(4, seat=0, seed=1, lang="en", projector=True)
    for _ in range(3):
        session.play(session.moves[0])
    assert session.messages[-1] == f"{EXPECTED['en'][2].replace('1 tile', '2 tiles')}: {WHY['en']}."
    assert not any(m.startswith("You draw [") for m in session.messages), session.messages


def test_a_single_draw_keeps_its_own_line() -> None:
    """A lone draw still says its tile for the learner and its own reason (R18): nothing merges
    a draw with anything but the same player's next draw (a guard: it passed before too)."""
    for seed in range(40):
        session = TableSession(4, seat=0, seed=seed, lang="en")
        for _ in range(6):
            if not session.moves:
                break
            session.play(session.moves[0])
            lone = [m for m in session.messages if m.startswith("You draw [")]
            if lone:
                assert "(R18)" in lone[0] and not re.match(r"You draw \d", lone[0])
                return
    pytest.fail("no lone draw of the learner's found")
