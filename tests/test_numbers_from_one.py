"""Hand and move numbers count from 1 wherever a person reads them (issue 31 point 4;
RECORD.md: "Indexes in the record are 0-based; what a person reads ... counts from 1"):
`describe --hand` and `render --hand` as `html --hand` and `annotate --hand`, their help, their
errors, and the game page's words. Python's arguments and the record stay 0-based."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from fiveup_viz import describe
from fiveup_viz.cli.main import main
from fiveup_viz.pages.frames import game_frames
from fiveup_viz.rules import examples
from fiveup_viz.rules.layout import Layout
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import page

GAME = "partners"  #: 4 hands whose layouts differ, so hand N and record index N tell apart


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def prefix(index: int, step: int) -> Layout:
    """The layout of the record's hand `index` (0-based) after `step` placements."""
    placements = examples.load(GAME).hands[index].layout.placements
    return Layout.from_moves([p.move for p in placements[:step]])


@pytest.mark.parametrize("hand", [1, 2, 4])
def test_describe_hand_n_is_the_record_hand_n_minus_1(capsys: pytest.CaptureFixture[str],
                                                      hand: int) -> None:
    """`describe --hand 2` describes the second hand (the record's index 1), as the page's
    "Hand 2" and its `#hand=2` link show it."""
    for lang in ("en", "fi"):
        code, out, err = run(capsys, "describe", GAME, "--hand", str(hand), "--step", "3",
                             "--lang", lang)
        assert (code, err) == (0, "")
        assert out == str(describe(prefix(hand - 1, 3), lang)) + "\n"


def test_render_hand_n_draws_the_record_hand_n_minus_1(capsys: pytest.CaptureFixture[str],
                                                       tmp_path: Path) -> None:
    """`render --hand 2 --step 2` draws the tiles of the second hand's first two placements."""
    out = tmp_path / "h2.svg"
    code, _, err = run(capsys, "render", GAME, "--hand", "2", "--step", "2", "--out", str(out))
    tiles = [g.get("data-tile") for g in ET.parse(out).getroot().iter()
             if "tile" in (g.get("class") or "").split()]
    assert (code, err) == (0, "")
    assert sorted(tiles) == sorted(str(t) for t in prefix(1, 2).tiles)


@pytest.mark.parametrize("command", ["describe", "render"])
@pytest.mark.parametrize(("lang", "words"), [("en", "hand 5 does not exist"),
                                             ("it", "la mano 5 non esiste"),
                                             ("fi", "kierrosta 5 ei ole olemassa")])
def test_a_hand_past_the_last_is_named_as_typed(capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path, command: str, lang: str,
                                                words: str) -> None:
    """The partners game has 4 hands: `--hand 4` is its last, `--hand 5` is refused with one
    line that names hand 5 as typed (not the record's index) and writes nothing."""
    out = tmp_path / "x.svg"
    extra = ["--out", str(out)] if command == "render" else []
    code, said, err = run(capsys, command, GAME, "--hand", "5", "--step", "1", "--lang", lang,
                          *extra)
    assert (code, said) == (2, "") and words in err and len(err.splitlines()) == 1
    assert "4" in err and not out.exists()


@pytest.mark.parametrize("command", ["describe", "render", "html", "annotate"])
def test_hand_0_is_refused_before_any_work(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                           command: str) -> None:
    """Hands count from 1: `--hand 0` (a record's index typed as a hand number) is refused
    with one `error:` line naming --hand and saying that hands count from 1; nothing is
    written."""
    out = tmp_path / ("x.svg" if command == "render" else "x.html" if command == "html" else "x.json")
    extra = {"describe": ["--step", "1"], "render": ["--step", "1", "--out", str(out)],
             "html": ["-o", str(out)], "annotate": ["--note", "x", "-o", str(out)]}[command]
    code, said, err = run(capsys, command, GAME, "--hand", "0", *extra)
    assert (code, said) == (2, "") and err.startswith("error: ") and len(err.splitlines()) == 1
    assert "argument --hand: '0' is not a hand number: hands count from 1" in err
    assert not out.exists()


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "argument --action: '0' is not an action number: actions count from 1"),
    ("it", "argomento --action: '0' non è un numero di azione: le azioni si contano da 1"),
    ("fi", "argumentti --action: '0' ei ole siirron numero: siirrot lasketaan ykkösestä alkaen")])
def test_move_0_is_refused_in_words(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                    lang: str, words: str) -> None:
    """Actions count from 1 (the review's "Hand 2, action 4"): `annotate --action 0` is refused in
    the learner's language, saying so, and writes nothing."""
    out = tmp_path / "x.json"
    code, said, err = run(capsys, "annotate", GAME, "--hand", "1", "--action", "0", "--note", "x",
                          "--lang", lang, "-o", str(out))
    assert (code, said) == (2, "") and words in err and not out.exists()


@pytest.mark.parametrize(("lang", "from_1", "from_0"), [
    ("en", "counting from 1", r"0-based|from 0"),
    ("it", "contando da 1", r"da 0|a partire da 0"),
    ("fi", "ykkösestä alkaen", r"nollasta")])
@pytest.mark.parametrize("command", ["describe", "render", "annotate"])
def test_help_says_hands_count_from_1(capsys: pytest.CaptureFixture[str], command: str,
                                      lang: str, from_1: str, from_0: str) -> None:
    """Every command that takes --hand says in its help, in the learner's language, that the
    hand counts from 1; none says 0-based."""
    code, said, _ = run(capsys, command, "--help", "--lang", lang)
    hand_help = " ".join(said.split()).split("--hand ")[-1]  # the option's line, not the usage
    assert code == 0 and from_1 in hand_help.split(" --")[0]
    assert not re.search(from_0, " ".join(said.split()))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_tells_how_to_write_other_hands_counting_from_1(lang: str) -> None:
    """A page holding hands 6 to 9 of 9 says how to write the others with `--hand N`, N counted
    from 1 as on the page (Python's `hand=` is the record's index, N - 1)."""
    frames = game_frames(examples.load("two-players"), range(5, 8), lang=lang)
    frames.window_phrase = "window-page"
    note = frames.window_note
    assert "--hand N" in note and "hand=N - 1" in note
    assert {"en": "counted from 1", "it": "contato da 1", "fi": "ykkösestä"}[lang] in note
    assert not re.search(r"from 0,|da 0\)|nollasta \(", note)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_has_words_for_a_link_to_no_position(lang: str) -> None:
    """The page's warning for `#hand=0` (tests/test_browser_page.py shows it) exists in every
    language, with the slots the front end fills: what was asked and the hands held."""
    words = page(lang)["no-position"]
    assert all(slot in words for slot in ("{asked}", "{first}", "{last}"))
    assert {"en": "counted from 1", "it": "contate da 1", "fi": "ykkösestä"}[lang] in words


@pytest.mark.parametrize(("lang", "words"), [("en", "hand 1 has ended (going out)"),
                                             ("it", "la mano 1 è finita"),
                                             ("fi", "kierros 1 on päättynyt")])
def test_an_action_after_the_first_hand_ended_names_hand_1(lang: str, words: str) -> None:
    """R21: a draw after the first hand went out is refused; the error a player reads names
    that hand as hand 1, as every page and widget numbers it (it said "hand 0")."""
    from fiveup_viz import GameOverError, simulate

    game = simulate(2, seed=5, hands=1)
    assert len(game.hands) == 1 and game.hands[0].end is not None
    with pytest.raises(GameOverError) as refused:
        game.draw()
    assert words in refused.value.say(lang) and "R21" in refused.value.say(lang)


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "hand=4 names no hand of this game: it has 4 hands, hand=0 to hand=3 (hand= counts "
           "from 0; the page shows hands from 1)"),
    ("it", "hand=4 non indica nessuna mano di questa partita: ne ha 4, da hand=0 a hand=3 "
           "(hand= conta da 0"),
    ("fi", "pelissä on 4 kierrosta, hand=0–hand=3 (hand= lasketaan nollasta")])
def test_pythons_page_hand_says_it_counts_from_0(lang: str, words: str) -> None:
    """Python's `game_page(game, hand=4)` of a 4-hand game: the argument is the record's index
    (RECORD.md), so hand=4 is past the last; the error says the range Python takes, 0 to 3,
    rather than "the game has 4 hands; hand 4 does not exist", which a reader counting from 1
    as the page does would take for a contradiction."""
    from fiveup_viz.pages.page import game_page
    from fiveup_viz.words.errors import InvalidSettingError

    with pytest.raises(InvalidSettingError) as refused:
        game_page(examples.load(GAME), hand=4)
    assert words in refused.value.say(lang)


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "the record has 1 hand; hand 2 does not exist"),
    ("it", "la registrazione ha una sola mano; la mano 2 non esiste"),
    ("fi", "tallenteessa on 1 kierros; kierrosta 2 ei ole")])
def test_a_one_hand_record_says_1_hand(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                       lang: str, words: str) -> None:
    """An error's count of hands takes its plural form: a one-hand record "has 1 hand", not
    "1 hands" (an error's numbers reached its phrase as text, so `[one]` was never chosen)."""
    from fiveup_viz import simulate
    from fiveup_viz.rules.record import dumps, to_record

    path = tmp_path / "one.json"
    path.write_text(dumps(to_record(simulate(2, seed=5, hands=1))), "utf-8")
    code, _, err = run(capsys, "describe", str(path), "--hand", "2", "--step", "1", "--lang", lang)
    assert code == 2 and words in err
