"""The command line's small frictions (issue 31; teach27 F5, F8, F10, teach28 friction 8).

- F5 / friction 8: `annotate partners --hand 9 ... --lang fi` printed `error: tallenteessa on
  4 kierrosta; …`: an option that does not fit the record got a broken record's English
  `error:`, which RECORD.md keeps for a record that is itself at fault;
- F8: the README said the site is "about 9 MB"; the build printed 10.1 MB;
- F10: every `fiveup-viz table` wrote `PlayTable(...)` with PlayTable's seed 0, so two classes'
  new tables dealt the same first hand (D4: the same seed deals the same game).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
PREFIX = {"en": "error: ", "it": "errore: ", "fi": "virhe: "}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def options_past_the_record(tmp: Path) -> list[list[str]]:
    return [["annotate", "partners", "--hand", "9", "--action", "1", "--note", "x",
             "-o", str(tmp / "a.json")],
            ["annotate", "partners", "--hand", "1", "--action", "99", "--note", "x",
             "-o", str(tmp / "a.json")],
            ["html", "partners", "--hand", "9", "-o", str(tmp / "a.html")],
            ["describe", "partners", "--hand", "9", "--step", "1"],
            ["describe", "partners", "--hand", "1", "--step", "99"],
            ["render", "partners", "--hand", "1", "--step", "99", "--out", str(tmp / "a.svg")],
            ["replay", str(tmp / "no-such-game.json")]]


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
@pytest.mark.parametrize("case", range(7))
def test_an_option_past_the_record_is_said_with_the_command_s_prefix(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str, case: int) -> None:
    """teach27 F5, teach28 friction 8 (RECORD.md; README "every command answers bad input the
    same way"): a hand, action or step past the record's last, or a record file that cannot be
    read, is the command's option at fault: one line starting with the command's own word
    («errore:», «virhe:»), exit 2, nothing written."""
    argv = options_past_the_record(tmp_path)[case]
    code, said, err = run(capsys, *argv, "--lang", lang)
    assert (code, said) == (2, "") and len(err.splitlines()) == 1, err
    assert err.startswith(PREFIX[lang]), err
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_a_broken_record_keeps_record_md_s_english_prefix(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str) -> None:
    """RECORD.md: a record that is itself at fault keeps `error: hand H action A: <reason>` in
    English (tools read it), in every language; only its reason is translated."""
    path = tmp_path / "bad.json"
    doc = json.loads((ROOT / "fiveup_viz/rules/examples/partners.json").read_text("utf-8"))
    doc["hands"][0]["actions"][0] = {"kind": "play", "tile": "[9|9]"}
    path.write_text(json.dumps(doc), "utf-8")
    code, _, err = run(capsys, "replay", str(path), "--lang", lang)
    assert code == 2 and err.startswith("error: ") and len(err.splitlines()) == 1, err


def test_the_readme_says_which_lines_keep_error() -> None:
    """teach27 F5: the README says which error line keeps the English `error:` (a broken record,
    RECORD.md) and that the others start with the command's own word."""
    text = " ".join(README.read_text("utf-8").split())
    assert "keeps RECORD.md's English `error:` in every language" in text
    assert "`--hand 9` of a 4-hand game" in text


def _claimed(pattern: str) -> float:
    found = re.search(pattern, " ".join(README.read_text("utf-8").split()))
    assert found, pattern
    return float(found.group(1))


@pytest.mark.slow
def test_the_readme_s_site_size_is_the_built_one(tmp_path: Path) -> None:
    """teach27 F8: the README said "about 9 MB" where the build printed 10.1 MB. The figures
    are read from the README and compared with a site built now (with its JupyterLite links,
    as `fiveup-viz site` writes it), so that drift is caught."""
    from fiveup_viz.pages.site import write

    whole = _claimed(r"writes about (\d+(?:\.\d+)?) MB \(\d")
    one = _claimed(r"writes about \d+(?:\.\d+)? MB \((\d+(?:\.\d+)?) MB for one course\)")
    assert abs(write(str(tmp_path / "all"), lite=True).size / 1e6 - whole) <= 0.5
    for lang in ("en", "it", "fi"):
        size = write(str(tmp_path / lang), langs=(lang,), lite=True).size / 1e6
        assert abs(size - one) <= 0.4, (lang, size)


def _cell(folder: Path) -> str:
    doc = json.loads((folder / "table.ipynb").read_text("utf-8"))
    return "".join(doc["cells"][1]["source"])


def _seed_of(folder: Path) -> int:
    found = re.search(r"seed=(-?\d+)", _cell(folder))
    assert found, _cell(folder)
    return int(found.group(1))


def test_each_new_table_is_dealt_from_its_own_seed(
        tmp_path: Path, started: list[list[str]], capsys: pytest.CaptureFixture[str]) -> None:
    """teach27 F10 (D4): two classes' new tables get different seeds, each written into the
    notebook's cell, so that they are not dealt the same first hand, and Run All deals the
    same game again; a cell holds exactly what `--seed` gives."""
    pytest.importorskip("ipywidgets")
    seeds = []
    for name in ("7a", "7b", "7c"):
        assert main(["table", str(tmp_path / name), "--no-browser"]) == 0
        seeds.append(_seed_of(tmp_path / name))
    assert len(set(seeds)) == 3, seeds
    assert main(["table", str(tmp_path / "given"), "--seed", "41", "--no-browser"]) == 0
    assert _seed_of(tmp_path / "given") == 41


def test_a_table_written_again_keeps_its_kept_game_s_seed(
        tmp_path: Path, started: list[list[str]], capsys: pytest.CaptureFixture[str]) -> None:
    """teach27 F10, issue 31: `table` run again on a folder whose game is kept there writes that
    game's seed into the cell, so Run All resumes it (`_resume` refuses a kept game older than
    the cell's seed) instead of dealing a new one."""
    pytest.importorskip("ipywidgets")
    folder = tmp_path / "class"
    assert main(["table", str(folder), "--seed", "12", "--no-browser"]) == 0
    (folder / "table-game.json").write_text(json.dumps({"seed": 13}), "utf-8")
    assert main(["table", str(folder), "--no-browser"]) == 0
    assert _seed_of(folder) == 13


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_a_kept_game_resumes_with_the_seed_in_the_cell(tmp_path: Path, lang: str) -> None:
    """teach27 F10 (D4): the notebook's cell, run again with its game kept beside it, resumes
    that game: the same deal, the same actions."""
    pytest.importorskip("ipywidgets")
    from fiveup_viz.pages import lessons
    from fiveup_viz.pages.playing import TableSession

    keep = str(tmp_path / lessons.TABLE_KEEP)
    first = TableSession(["A", "B"], seat=0, seed=777, lang=lang, keep=keep)
    if first.to_move is not None:
        first.play(first.moves[0])
    again = TableSession(["A", "B"], seat=0, seed=777, lang=lang, keep=keep)
    assert again.game.hand.deal == first.game.hand.deal
    assert again.game.hand.actions == first.game.hand.actions
    other = TableSession(["A", "B"], seat=0, seed=778, lang=lang)
    assert other.game.hand.deal != first.game.hand.deal


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "the same seed deals the same game"),
    ("it", "lo stesso numero dà la stessa partita"),
    ("fi", "sama siemenluku antaa saman pelin")])
def test_table_help_names_seed_in_the_learner_s_language(
        capsys: pytest.CaptureFixture[str], lang: str, words: str) -> None:
    """teach27 F10: `table --help` lists `--seed` with its help in the command's language."""
    assert main(["--lang", lang, "table", "--help"]) == 0
    said = " ".join(capsys.readouterr().out.split())
    assert "--seed" in said and words in said
