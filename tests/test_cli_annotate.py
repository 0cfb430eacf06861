"""Annotating without Python (issue 31, point 4; teacher trial friction 4 and 5):
`fiveup-viz annotate RECORD --hand H --action A --note TEXT [--lang L] [--mark M] -o OUT`.
H and M count from 1 as a person reads them (the page, its #hand= links, the review's lines);
the record keeps its 0-based indexes (RECORD.md). `html --hand` counts from 1 too."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.pages.page import game_page
from fiveup_viz.rules.record import dumps, replay, scorelog
from fiveup_viz.words.messages import text

EXAMPLES = Path(__file__).resolve().parent.parent / "fiveup_viz" / "rules" / "examples"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def action(path: Path, hand: int, index: int) -> dict[str, object]:
    return json.loads(path.read_text("utf-8"))["hands"][hand]["actions"][index]


def test_a_note_and_mark_land_on_the_move_a_person_counts(capsys: pytest.CaptureFixture[str],
                                                          tmp_path: Path) -> None:
    """Friction 4: hand 2, action 4 is the record's hand index 1, action index 3."""
    out = tmp_path / "a.json"
    code, said, err = run(capsys, "annotate", "partners", "--hand", "2", "--action", "4", "--note",
                          "Qui conta il 6.", "--lang", "it", "--mark", "!", "-o", str(out))
    assert (code, err) == (0, "")
    assert said.splitlines() == [f"ho scritto {out}",
                                 "Mano 2, azione 4: Dan posa [5|6] sul lato lineare B di [6|6]",  # quiz76
                                 "Mano 2, azione 4, nella registrazione: ! buona mossa: Qui conta il 6."]
    found = action(out, 1, 3)
    assert found["mark"] == "!" and found["note"] == {"it": "Qui conta il 6."}
    original = replay((EXAMPLES / "partners.json").read_bytes())
    assert dumps(scorelog(replay(out.read_bytes()))) == dumps(scorelog(original))  # RECORD.md


def test_a_second_language_joins_the_note_and_the_mark_stays(capsys: pytest.CaptureFixture[str],
                                                            tmp_path: Path) -> None:
    """Teacher trial 2b: one record holds the Italian and the Finnish note."""
    out = tmp_path / "a.json"
    run(capsys, "annotate", "partners", "--hand", "1", "--action", "2", "--note", "Bene.",
        "--lang", "it", "--mark", "!?", "-o", str(out))
    code, said, _ = run(capsys, "annotate", str(out), "--hand", "1", "--action", "2", "--note",
                        "Hyvä.", "--lang", "fi", "-o", str(out))  # the record read is rewritten
    assert code == 0 and action(out, 0, 1)["note"] == {"it": "Bene.", "fi": "Hyvä."}
    assert action(out, 0, 1)["mark"] == "!?"
    assert said.splitlines()[-1].startswith("Kierros 1, siirto 2, tallenteessa: !? ")
    run(capsys, "annotate", str(out), "--hand", "1", "--action", "2", "--mark", "None", "-o", str(out))
    assert "mark" not in action(out, 0, 1) and action(out, 0, 1)["note"]["fi"] == "Hyvä."


def test_without_a_move_the_note_is_the_hands(capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path) -> None:
    out = tmp_path / "a.json"
    assert run(capsys, "annotate", "two-players", "--hand", "1", "--note", "Read the deal.",
               "--lang", "en", "-o", str(out))[0] == 0
    note = json.loads(out.read_text("utf-8"))["hands"][0]["note"]
    assert note["en"] == "Read the deal." and len(note) > 1  # the example's other languages kept


def test_the_review_prints_the_numbers_annotate_takes(capsys: pytest.CaptureFixture[str],
                                                      tmp_path: Path) -> None:
    """Friction 4: the review named the hand but no move number one could use. Each of its
    lines now gives both, and annotate with them marks the very placement the line names."""
    code, lines, _ = run(capsys, "review", "two-players", "--budget", "1", "--lang", "en")
    played = [m for m in map(re.compile(r"Hand (\d+), action (\d+), (\w+) plays (\[\d\|\d\])").match,
                             lines.splitlines()) if m]
    assert code == 0 and len(played) > 10
    game = replay((EXAMPLES / "two-players.json").read_bytes())
    out = tmp_path / "a.json"
    for m in (played[2], played[-1]):  # a move after draws, and the last one
        hand, move, name, tile = int(m[1]), int(m[2]), m[3], m[4]
        assert run(capsys, "annotate", "two-players", "--hand", m[1], "--action", m[2], "--mark",
                   "?!", "-o", str(out))[0] == 0
        found = action(out, hand - 1, move - 1)
        assert found["mark"] == "?!" and found["play"] == tile
        assert game.players[found["seat"]] == name


@pytest.mark.parametrize(("argv", "part"), [
    (["--hand", "0", "--action", "1", "--note", "x"], "--hand"),
    (["--hand", "5", "--action", "1", "--note", "x"], "hand 5 does not exist"),
    (["--hand", "1", "--action", "0", "--note", "x"], "--action"),
    (["--hand", "1", "--action", "999", "--note", "x"], "action 999 does not exist"),
    (["--hand", "1", "--action", "1", "--note", ""], "empty"),
    (["--hand", "1", "--action", "1", "--mark", "!!!"], "--mark"),
    (["--hand", "1", "--action", "1"], "--note, --mark or --ask"),
    (["--hand", "1", "--mark", "!"], "a hand takes a note, not a mark"),
    (["--hand", "1", "--action", "1", "--note", "a\x00b"], "control"),
])
def test_bad_input_is_one_line_and_changes_nothing(capsys: pytest.CaptureFixture[str],
                                                   tmp_path: Path, argv: list[str],
                                                   part: str) -> None:
    record = tmp_path / "game.json"
    record.write_bytes((EXAMPLES / "partners.json").read_bytes())
    before = record.read_bytes()
    code, out, err = run(capsys, "annotate", str(record), *argv, "--lang", "en", "-o", str(record))
    assert code == 2 and out == "" and err.count("\n") == 1 and err.startswith("error: ")
    assert part in err, err
    assert record.read_bytes() == before and list(tmp_path.iterdir()) == [record]


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_the_errors_and_help_speak_the_language(capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path, lang: str) -> None:
    code, _, err = run(capsys, "annotate", "partners", "--hand", "1", "--action", "999",
                       "--note", "x", "--lang", lang, "-o", str(tmp_path / "a.json"))
    assert code == 2 and "999" in err and "does not exist" not in err
    code, out, _ = run(capsys, "annotate", "--help", "--lang", lang)
    assert code == 0 and text(lang, "cli", "annotate") in " ".join(out.split())


# -- html --hand counts from 1 ---------------------------------------------------------------
def test_html_hand_counts_from_one_like_the_page(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    """Friction 5: `--hand 4` of a 4-hand game was refused though the page says 'Hand 4 of 4'."""
    game = replay((EXAMPLES / "partners.json").read_bytes())
    assert len(game.hands) == 4
    out = tmp_path / "p.html"
    assert run(capsys, "html", "partners", "-o", str(out), "--hand", "4")[0] == 0
    assert out.read_text("utf-8") == game_page(game, hand=3)
    run(capsys, "html", "partners", "-o", str(out))
    assert out.read_text("utf-8") == game_page(game, hand=0)  # default: hand 1
    for bad, said in (("0", "'0' is not a hand number: hands count from 1"),
                      ("5", "hand 5 does not exist")):
        code, _, err = run(capsys, "html", "partners", "-o", str(tmp_path / "x.html"), "--hand", bad)
        assert code == 2 and said in err


# -- a question's tile is named as typed --------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "it", "fi"])
@pytest.mark.parametrize(("given", "key"), [((), "cli-ask-where-tile"),
                                            (("--ask", "points", "--tile", "[3|5]"),
                                             "cli-ask-points-tile")])
def test_an_ask_and_its_tile_are_named_as_the_teacher_types_them(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str, given: tuple[str, ...],
        key: str) -> None:
    """Teacher trial 7: `annotate --ask where` without `--tile` said "needs the tile to place
    ('tile')", the record's key; the command line names its option `--tile`, in every language,
    and writes nothing."""
    argv = given or ("--ask", "where")
    out_path = tmp_path / "a.json"
    code, out, err = run(capsys, "annotate", "partners", "--hand", "2", "--action", "4", *argv,
                         "--lang", lang, "-o", str(out_path))
    prefix = text(lang, "cli", "cli-error", message="")  # teacher trial 10: the language's own
    assert code == 2 and out == "" and err == f"{prefix}{text(lang, 'errors', key)}\n"
    assert "--tile" in err and "'tile'" not in err
    assert not out_path.exists()


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Action numbers count every placement, draw and pass"),
    ("it", "ogni posa, ogni pescata e ogni turno passato"),
    ("fi", "jokainen asetus, nosto ja ohitus")])
def test_the_review_says_what_its_skipping_numbers_count(capsys: pytest.CaptureFixture[str],
                                                         lang: str, said: str) -> None:
    """hint51 item 3 (teach17 friction 6: hand 1 read 1, 6, 7, 8…): one line before the list
    says an action number counts every placement, draw and pass (R17-R19) and only placements
    are listed; each listed number is still the page's step of that very placement."""
    code, out, _ = run(capsys, "review", "two-players", "--budget", "1", "--lang", lang)
    lines = out.splitlines()
    assert code == 0 and said in lines[0] and all(said not in line for line in lines[1:])
    game = replay((EXAMPLES / "two-players.json").read_bytes())
    numbers = [tuple(map(int, m.groups())) for m in
               map(re.compile(r"\w+ (\d+), \w+ (\d+), .*\[\d\|\d\]").match, lines) if m]
    assert len(numbers) > 10
    for hand, number in numbers:
        assert game.hands[hand - 1].actions[number - 1].kind == "play"
    assert any(b - a > 1 for (h, a), (k, b) in itertools.pairwise(numbers) if h == k)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "language of this command's own lines"),
    ("it", "la lingua delle righe del comando stesso"),
    ("fi", "myös komennon omien rivien kieli")])
def test_annotate_help_says_lang_is_also_the_commands_language(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, lang: str,
        said: str) -> None:
    """hint51 item 4 (teach17 friction 3: `annotate --lang fi` answered in Finnish unasked):
    `annotate --help` and the README's annotate steps say `--lang` is the note's language and
    the language of the command's own lines."""
    monkeypatch.setenv("LANGUAGE", lang)
    code, out, _ = run(capsys, "annotate", "--help")
    assert code == 0 and said in " ".join(out.split())
    readme = " ".join((Path(__file__).parents[1] / "README.md").read_text("utf-8").split())
    assert "`--lang` is the note's language and also the language of the command's own lines" \
        in readme


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_a_second_question_of_one_kind_at_an_action_says_which_and_why(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str) -> None:
    """teach24 F6 (RECORD-quiz.md: the same 'ask' at the same hand and action is posed at most
    once): a second 'where' question at hand 1, action 14, about another tile, was refused as
    "the same question twice", in English's "error:" before the Italian. Now the line says the
    action already has a 'where' question and what to do, after the command's own prefix, and
    the file is unchanged."""
    from fiveup_viz.words.messages import CLI_TEXTS

    out = tmp_path / "l.json"
    first = ("annotate", "partners", "--hand", "1", "--action", "14", "--ask", "where", "--tile", "[3|6]",
             "--lang", lang, "-o", str(out))
    assert run(capsys, *first)[0] == 0
    before = out.read_bytes()
    code, said, err = run(capsys, "annotate", str(out), "--hand", "1", "--action", "14", "--ask", "where",
                          "--tile", "[3|3]", "--lang", lang, "-o", str(out))
    why = text(lang, "errors", "ask-twice", ask="'where'")
    assert code == 2 and not said and err.count("\n") == 1, err
    assert err.startswith(CLI_TEXTS[lang]["cli-error"].format(message="")) and why in err, err
    assert out.read_bytes() == before
