"""Words left by the last readings (issue 29, session 38's reports), fixed in every language
at once (fix14): each test names the reader's finding and the rule it touches."""

from __future__ import annotations

import re

import pytest

from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text

LANGS = ("en", "it", "fi")


def _depth(label: str) -> int:
    """The deepest nesting of round brackets in `label`."""
    deepest = depth = 0
    for ch in label:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        deepest = max(deepest, depth)
    return deepest


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("case", ["plain", "last", "over"])
def test_a_move_buttons_credit_has_no_bracket_inside_a_bracket(lang: str, case: str) -> None:
    """read12-it #6: with "Show credits" on, a move button wrapped its credit's note in
    brackets, and a last tile's note (R23) or a discarded one's (R2) ends "(Rn)" itself:
    «… (+15 punti grezzi … (R23))». The credit now follows a dash, in every language, and no
    button holds a bracket inside a bracket. Seed 5 deals the learner [4|6] and [1|4]."""
    from fiveup_viz.rules.scoring import TARGET
    from fiveup_viz.widgets import PlayTable

    table = PlayTable(["You", "Greedy bot"], seat=0, lang=lang, seed=5)
    game = table.game
    if case == "last":
        held = game.hand.held[game.turn]  # one tile left, [4|6]: its 10 join going out (R23)
        held[:] = [t for t in held if str(t) == "[4|6]"]
    if case == "over":
        game.scores[game.side_of(0)] = TARGET - 5  # 10 raw would pass 305 (R2)
    table.hints_toggle.value = True
    labels = [b.description for b in table.move_buttons]
    assert labels
    for label in labels:
        assert _depth(label) <= 1, label
    if case != "plain":
        rule = "(R23)" if case == "last" else "(R2)"
        assert any(label.endswith(rule) for label in labels), labels


#: A hands panel's row at 0, 1 and 2 tiles, face up and face down (read12-it #9).
SEAT_ROWS = {
    "en": ("Ada: no tiles", "Bea: 1 tile, 1 pip", "Cai: 2 tiles, 7 pips", "Dan: no tiles",
           "Eve: 1 tile"),
    "it": ("Ada: nessuna tessera", "Bea: 1 tessera, 1 puntino", "Cai: 2 tessere, 7 puntini",
           "Dan: nessuna tessera", "Eve: 1 tessera"),
    "fi": ("Ada: ei laattoja", "Bea: 1 laatta, 1 silmä", "Cai: 2 laattaa, 7 silmää",
           "Dan: ei laattoja", "Eve: 1 laatta"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_an_empty_hand_says_no_tiles_in_the_hands_panel(lang: str) -> None:
    """read12-it #9: the hands panel said «Ada: 0 tessere, 0 puntini» for a player who went
    out (R21), as the numbers reached the message already written; it now gets the numbers,
    and each language says "no tiles" at 0 and the singular at 1 (a hidden hand, R4, too)."""
    from fiveup_viz.pages.panels import Seat, hands_html
    from fiveup_viz.rules.tiles import Tile

    html = hands_html("T", [Seat("Ada", [], True), Seat("Bea", [Tile(0, 1)], True),
                            Seat("Cai", [Tile(2, 3), Tile(1, 1)], True), Seat("Dan", [], False),
                            Seat("Eve", [Tile(0, 1)], False)], lang)
    rows = re.findall(r'class="seat[^"]*"[^>]*><div>([^<]*)</div>', html)
    assert tuple(rows) == SEAT_ROWS[lang], rows


@pytest.mark.parametrize("lang", LANGS)
def test_the_blocked_line_among_event_lines_has_their_case(lang: str) -> None:
    """read12-it #8: in `fiveup-viz replay`, «L'ossario è vuoto e nessuno può fare una posa…»
    stood with a capital letter among lowercase event lines («gruppo di Bea nella mano
    bloccata: …»). Since read13-it F2 every line of its own starts with a capital, the block's
    line (R20) among them too: the same case as the group event after it."""
    from fiveup_viz.pages.summary import summary
    from fiveup_viz.rules import examples

    lines = summary(examples.load("blocked-tie"), lang).splitlines()
    alone = text(lang, "ui", "blocked-why")
    found = [line.strip() for line in lines if alone[1:30].lower() in line.lower()]
    assert found, lines
    for line in found:
        nxt = lines[lines.index(next(x for x in lines if x.strip() == line)) + 1].strip()
        assert line[0].isupper() and nxt[0].isupper(), (line, nxt)  # the group event after it


#: A folder's placeholder in each language's --help (cli meta-dir; English: argparse's own).
FOLDER = {"en": "DIR", "it": "CARTELLA", "fi": "KANSIO"}


@pytest.mark.parametrize("lang", LANGS)
def test_diagrams_help_names_its_out_a_folder(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """read12-it #11: `fiveup-viz diagrams --help` said «--out FILE  la cartella in cui
    scrivere»: the placeholder of a file for a folder. It now says the folder's placeholder,
    as `lessons`, `site`, `lab` and `table` do, in every language; no other command's folder
    has a file's placeholder."""
    import argparse

    from fiveup_viz.cli.main import main, parser
    from fiveup_viz.words.messages import phrases

    assert main(["diagrams", "--help", "--lang", lang]) == 0
    shown = capsys.readouterr().out
    assert f"--out {FOLDER[lang]}" in " ".join(shown.split()), shown
    file_meta = {"en": "OUT", "it": "FILE", "fi": "TIEDOSTO"}[lang]
    assert f"--out {file_meta}" not in shown, shown
    sub = next(a for a in parser(lang)._actions if isinstance(a, argparse._SubParsersAction))
    folder_word = {"en": "folder", "it": "cartella", "fi": "kansio"}[lang]
    for name, command in sub.choices.items():
        for action in command._actions:
            if folder_word in (action.help or "").lower() and "--lang" not in action.option_strings:
                assert action.metavar in (FOLDER[lang], None), (name, action.metavar)
                assert action.metavar or not action.option_strings, name  # en: positional `dir`
    assert phrases(lang, "cli")["meta-dir"] == FOLDER[lang]


#: Lesson 07's refusal (R8): Ada went out of hand 3 of `partners`; Bea is asked to lead.
LEADER_FORCED = {
    "en": "Ada went out and must lead the next hand, not Bea",
    "it": "Ada ha giocato l'ultima tessera e deve aprire la prossima mano, non Bea",
    "fi": "Ada tyhjensi kätensä, joten hänen on aloitettava seuraava kierros; Bea ei voi "
          "aloittaa sitä",
}
#: The same with the learner: who went out, or who was asked to lead.
LEADER_FORCED_YOU = {
    "en": ("You went out and must lead the next hand, not Bea",
           "Ada went out and must lead the next hand, not you"),
    "it": ("Hai giocato l'ultima tessera e devi aprire tu la prossima mano, non Bea",
           "Ada ha giocato l'ultima tessera e deve aprire la prossima mano, non tu"),
    "fi": ("Tyhjensit kätesi, joten sinun on aloitettava seuraava kierros; Bea ei voi aloittaa "
           "sitä",
           "Ada tyhjensi kätensä, joten hänen on aloitettava seuraava kierros; sinä et voi "
           "aloittaa sitä"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_leader_refusal_names_the_players(lang: str) -> None:
    """read12-en S1: lesson 07's R8 refusal read "seat 0 went out and must lead, not seat 1",
    while every other refusal names the player. It now names who went out and who was asked
    to lead the next hand, and speaks to the learner as the other refusals do (R8)."""
    from fiveup_viz.rules import examples
    from fiveup_viz.rules.events import DominoEnd
    from fiveup_viz.rules.record import replay
    from fiveup_viz.words.errors import FiveUpError
    from fiveup_viz.words.values import learner

    hand_index, action = examples.focus("partners")
    game = replay(examples.record("partners"), stop=(hand_index, action + 1))
    end = game.hand.end
    assert isinstance(end, DominoEnd)
    went_out = end.seat
    with pytest.raises(FiveUpError) as refused:
        game.copy().start_hand(leader=(went_out + 1) % game.n)
    assert refused.value.say(lang) == f"{LEADER_FORCED[lang]} (R8)"
    you_out, you_asked = LEADER_FORCED_YOU[lang]
    assert text(lang, "errors", "leader-forced", name=learner("Ada"), player="Bea") == you_out
    assert text(lang, "errors", "leader-forced", name="Ada", player=learner("Bea")) == you_asked


def _code_cell(lesson: str, cell: str) -> str:
    """One code cell of a lesson's shared code (`%% code ID` in course/NN/code.md)."""
    from tests.helpers import COURSE

    found = (COURSE / lesson / "code.md").read_text(encoding="utf-8")
    return found.split(f"%% code {cell}", 1)[1].split("\n", 1)[1].split("\n%% ", 1)[0]


#: Lesson 06's prose under R18: the demonstration refuses a second draw alone (R18).
R18_PROSE = {"en": "none of Bea's other tiles fits the 6, which is why she drew",
             "it": "nessun'altra sua tessera si collega al 6, ed è proprio per questo che ha "
                   "pescato",  # nat16-it N3 reworded the sentence around it
             "fi": "mikään hänen muista laatoistaan ei sovi kuutoseen, ja juuri siksi hän nosti"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_06_shows_r18_with_a_refusal_r18_alone_explains(lang: str,
                                                               capsys: pytest.CaptureFixture[str]
                                                               ) -> None:
    """read12-en S2: lesson 06's R18 demonstration refused "[2|2] on [6|6] line A" as "Bea
    drew [3|6] and must place it at once (R18)", but [2|2] does not match the 6 anyway (R9),
    so the refusal did not show R18 alone. No other tile of Bea's can fit (she drew because
    none did, R17, R18), so the cell now refuses only the second draw, and the prose says why
    no other tile is placed instead, in every language."""
    from tests.helpers import lesson_cell

    scope: dict[str, object] = {"LANG": lang, "_": lambda s: s}
    exec(_code_cell("06", "setup"), scope)
    capsys.readouterr()
    exec(_code_cell("06", "r18-check"), scope)
    printed = capsys.readouterr().out.splitlines()
    drawn = text(lang, "errors", "draw-pending", name="Bea", tile="[3|6]")
    assert printed == [f"refused: {drawn} (R18)"], printed
    assert "[2|2]" not in _code_cell("06", "r18-check")
    prose = lesson_cell("06", lang, "r18")
    assert R18_PROSE[lang] in prose and "(R18)" in prose, prose


#: What an accepted event's line says of R2's check before citing it (read12-en S5).
NOT_PAST = {"en": ", not past 305 (R2)", "it": ", senza superare 305 (R2)", "fi": ", ei yli 305:n (R2)"}


@pytest.mark.parametrize("lang", LANGS)
def test_an_accepted_event_says_which_check_r2_it_passed(lang: str) -> None:
    """read12-en S5: every accepted event line ended "(R2)" («accepted: Bea 0 + 10 = 10 raw
    (2 displayed) (R2)»), and R2 is the rule that discards an event past 305: a newcomer
    meeting it in lesson 05 could not tell why. The line now says the check it passed, "not
    past 305", before the cite; a discarded one still says it went past (R2), and the event
    that reaches 305 cites R3."""
    from fiveup_viz.explain.steps import event_line

    game = examples.load("blocked-discarded")
    lines: dict[bool, list[str]] = {True: [], False: []}
    for e in game.events:
        lines[e.accepted].append(event_line(game, e, lang))
    accepted = [line for line in lines[True] if line.endswith("(R2)")]
    assert accepted and all(line.endswith(NOT_PAST[lang]) for line in accepted), accepted
    assert lines[False] and not any(NOT_PAST[lang] in line for line in lines[False])


def test_finnish_examples_never_write_cai_in_the_genitive() -> None:
    """read12-fi F12: the Finnish descriptions and notes wrote Cai's genitive, «Adan parin
    (Cain) 12 silmää», «Cain asetus voittaa pelin», which a pupil reads as the English name
    *Cain*. They are rephrased without it («Adan parikumppanin (Cai) 12 silmää», «parin (Ada
    ja Cai) pistemäärä»), in the messages, in the records that store them and in the Finnish
    lessons; the numbers and rule ids stay (tests/test_example_notes.py; R22-R27)."""
    from tests.helpers import COURSE

    cain = re.compile(r"\bCain\b")
    for name in examples.names():
        game = examples.load(name)
        description = game.description
        assert isinstance(description, dict)
        said = [description["fi"], *(n["fi"] for n in _notes_of(game))]
        assert not any(cain.search(s) for s in said), (name, said)
    assert "Adan parikumppanin (Cai) 12 silmää" in examples.describe("partners", "fi")
    assert len(_notes_of(examples.load("partners"))) >= 2
    for lesson in ("07", "08", "09"):
        assert not cain.search((COURSE / lesson / "fi.md").read_text("utf-8")), lesson


def _notes_of(game: object) -> list[dict[str, str]]:
    """Every note of a loaded example game, language -> text."""
    from fiveup_viz.rules.record import to_record

    record = to_record(game)  # type: ignore[arg-type]
    return [a["note"] for h in record["hands"] for a in h["actions"]
            if isinstance(a.get("note"), dict)]
