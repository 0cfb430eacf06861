"""The command line in three languages (issue 11): help, argparse's own messages and every
error follow `--lang`, else the environment (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as gettext
reads them); an error stays one `error: …` line (RECORD.md) and a record's error keeps
RECORD.md's `hand H action A:` for the tools that read it."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import pytest

from fiveup_viz import simulate
from fiveup_viz.cli.main import cli_language, main, parser
from fiveup_viz.pages.summary import summary
from fiveup_viz.rules import examples, record
from fiveup_viz.words.environment import env_language
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import ARGPARSE_TEXTS, CLI_TEXTS, TEXTS

COMMANDS = (None, "simulate", "review", "replay", "describe", "render", "draw", "html", "worksheet",
            "rulebook", "diagrams", "lessons", "site", "lab", "annotate", "table")
#: Words of the help that are the same in every language: names of the game, the program,
#: formats, the options' choices and the package's words ("coach", "bot"), the names Python and
#: JupyterLite, and "web" and "quiz", which Italian uses as they are ("sito web", "un quiz").
SHARED = {"exact", "five", "up", "fiveup", "viz", "svg", "png", "pdf", "html", "json", "dpi",
          "px", "ms", "en", "it", "fi", "file", "coach", "bot", "greedy", "random", "expert",
          "colour", "print", "high", "contrast", "all", "assets", "export", "on", "low",
          "gettext", "jupyterlab", "k", "d", "r", "h", "o", "mix", "letter", "web", "jupyterlite", "python",
          "score", "counted", "legal", "round", "going", "out", "blocked",  # worksheet --kind
          "page", "none", "only",  # worksheet --key
          "where", "points",  # annotate --ask
          "quiz",  # html --quiz; Italian uses the word as it is ("un quiz")
          "notebook", "ipynb",  # table: Italian says "un notebook" (lessons-restored too)
          "aino", "eetu", "iida", "x",  # table --names: the example's names; 1024x768
          "scoring", "counts", "every",  # html --questions
          "far",  # Italian «far parte» (html --quiz)
          *(c for c in COMMANDS if c)}
WORD = re.compile(r"[A-Za-zÀ-ÿ]+")
ENV = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(autouse=True)
def no_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENV:
        monkeypatch.delenv(name, raising=False)


def words(text: str) -> set[str]:
    """The words of a help or error text, leaving out options, choices, identifiers, quoted
    input, paths and a link's parameters (&projector=1)."""
    text = re.sub("|".join(examples.NAMES), " ", text)  # example games' names, typed as they are
    text = re.sub(r"&\w+=\w+|--?[\w-]+|\{[^}]*\}|'[^']*'|\[[^\]]*\]|\w+\.\w+|\S*/\S*|\b[A-Z_]{2,}\b",
                  " ", text)
    return {w.lower() for w in WORD.findall(text)} - SHARED


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def help_text(capsys: pytest.CaptureFixture[str], command: str | None) -> str:
    code, out, err = run(capsys, *([command] if command else []), "--help")
    assert code == 0 and not err
    return out


# -- choosing the language --------------------------------------------------------
@pytest.mark.parametrize(("environ", "lang"), [
    ({}, "en"), ({"LANG": "it_IT.UTF-8"}, "it"), ({"LANG": "fi_FI.UTF-8"}, "fi"),
    ({"LANG": "C.UTF-8"}, "en"), ({"LANG": "POSIX"}, "en"), ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LC_MESSAGES": "fi_FI", "LANG": "it_IT.UTF-8"}, "fi"),
    ({"LC_ALL": "it_IT@euro", "LC_MESSAGES": "fi_FI"}, "it"),
    ({"LANGUAGE": "fi:it", "LC_ALL": "it_IT.UTF-8"}, "fi"), ({"LC_ALL": "", "LANG": "fi"}, "fi"),
])
def test_the_environment_chooses_like_gettext(environ: dict[str, str], lang: str) -> None:
    assert env_language(environ) == lang


def test_lang_wins_over_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert cli_language(["replay", "x", "--lang", "fi"]) == "fi"
    assert cli_language(["replay", "x", "--lang=en"]) == "en"
    assert cli_language(["replay", "x", "--lang", "de"]) == "it"
    assert cli_language(["draw", "--", "--lang", "fi"]) == "it"


# -- help ---------------------------------------------------------------------------
def _parsers(p: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    found = [p]
    for action in p._actions:
        if isinstance(action, argparse._SubParsersAction):
            found += list(dict.fromkeys(action.choices.values()))
    return found


def test_every_help_string_comes_from_the_message_files() -> None:
    """Each command and option has help, looked up in the message files, different in each
    language (argparse's -h is argparse's own phrase, also translated)."""
    helps = {}
    for lang in LANGUAGES:
        texts = set(CLI_TEXTS[lang].values()) | set(ARGPARSE_TEXTS[lang].values())
        found = []
        for p in _parsers(parser(lang)):
            assert p.description in texts
            for action in p._actions:
                if isinstance(action, argparse._SubParsersAction):
                    found += [a.help for a in action._choices_actions]
                else:
                    assert action.help, (p.prog, action.dest)
                    found.append(action.help)
        templates = [re.compile(re.escape(t).replace(r"\{choices\}", "[^()]+?")
                                .replace(r"\{dpi\}", "192").replace(r"\{most\}", r"\d+") + "$")
                     for t in texts]
        unknown = {h for h in found if h not in texts and not any(t.match(h) for t in templates)}
        assert not unknown, unknown
        helps[lang] = found
    assert len(helps["en"]) >= 35
    for it, fi, en in zip(helps["it"], helps["fi"], helps["en"], strict=True):
        assert len({it, fi, en}) == 3, (en, it, fi)


@pytest.mark.parametrize("lang", ["it", "fi"])
@pytest.mark.parametrize("command", COMMANDS)
def test_help_has_no_english_word(capsys: pytest.CaptureFixture[str],
                                  monkeypatch: pytest.MonkeyPatch, lang: str,
                                  command: str | None) -> None:
    english = words(help_text(capsys, command)) - native(lang)
    monkeypatch.setenv("LANG", f"{lang}_{lang.upper()}.UTF-8")
    text = help_text(capsys, command)
    assert not words(text) & english, (command, words(text) & english)
    assert not words(text) & english_ui()


def native(lang: str) -> set[str]:
    """Words the package's own Italian or Finnish phrases use ("a", "in" are Italian too)."""
    return {w.lower() for text in TEXTS[lang].values() for w in WORD.findall(text)}


def english_ui() -> set[str]:
    """Words of the package's English phrases that neither Italian nor Finnish uses."""
    return native("en") - native("it") - native("fi") - SHARED


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_lang_option_sets_help_language(capsys: pytest.CaptureFixture[str], lang: str) -> None:
    text = help_text(capsys, "replay")
    code, out, _ = run(capsys, "replay", "--help", "--lang", lang)
    assert code == 0 and out != text and CLI_TEXTS[lang]["replay"] in out.replace("\n", " ")


@pytest.mark.parametrize("lang", ["it", "fi"])
@pytest.mark.parametrize("command", COMMANDS)
def test_lang_chooses_every_commands_help_before_or_after_help(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, lang: str,
        command: str | None) -> None:
    """fix10-fi 12 (issue 29): a reader met `review --help` in English with no LANGUAGE set.
    `--lang X` chooses the help's language for every command, whether it comes before or
    after `--help`: the help is the one the environment's X gives, word for word, and not the
    English one. The top level has no `--lang` of its own (`fiveup-viz --lang fi` names no
    command), so there it follows `--help`."""
    head = [command] if command else []
    english = help_text(capsys, command)
    monkeypatch.setenv("LANG", f"{lang}_{lang.upper()}.UTF-8")
    native_help = help_text(capsys, command)
    monkeypatch.delenv("LANG")
    orders = [[*head, "--help", "--lang", lang], [*head, "-h", f"--lang={lang}"]]
    if command:
        orders += [[command, "--lang", lang, "--help"], [command, f"--lang={lang}", "-h"]]
    for argv in orders:
        code, out, err = run(capsys, *argv)
        assert (code, err) == (0, "") and out == native_help != english, argv


# -- errors -------------------------------------------------------------------------
@pytest.fixture(scope="module")
def game_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("cli") / "game.json"
    path.write_text(record.dumps(record.to_record(simulate(2, seed=5, hands=1))), "utf-8")
    return path


def bad_invocations(tmp: Path, game: Path) -> list[tuple[str, ...]]:
    return [(), ("nonsense",), ("replay",), ("simulate", "--games", "0"),
            ("simulate", "--seed", "x"), ("simulate", "--bogus"), ("simulate", "--players", "9"),
            ("simulate", "--strategy", "greedy", "--strategy", "greedy", "--strategy", "random"),
            ("describe", str(game), "--hand", "5", "--step", "1"),
            ("describe", str(game), "--hand", "1", "--step", "999"),
            ("describe", str(game), "--step", "1"), ("draw", "[1|4]", "-o"),
            ("replay", str(tmp / "missing.json")), ("draw", "[1|9]", "-o", str(tmp / "x.svg")),
            ("draw", "[1|4]", "-o", str(tmp / "x.gif")),
            ("draw", "[1|4]", "-o", str(tmp / "x.svg"), "--width", "1"),
            ("draw", "[1|4]", "-o", str(tmp / "x.svg"), "--width", "wide"),
            ("render", str(game), "--hand", "1", "--step", "1", "--out", str(tmp)),
            ("render", str(game), "--hand", "1", "--step", "1", "--out", ""),
            ("render", str(game), "--hand", "1", "--step", "1", "--out", str(tmp / "no/x.svg")),
            ("diagrams", "--out", str(game)), ("html", str(game), "-o", str(tmp / "x.html"),
                                              "--hand", "7")]


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_errors_are_one_line_in_the_language(capsys: pytest.CaptureFixture[str],
                                             monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                             game_file: Path, lang: str) -> None:
    english: dict[tuple[str, ...], str] = {}
    for argv in bad_invocations(tmp_path, game_file):
        code, out, err = run(capsys, *argv)
        assert code == 2 and not out and err.startswith("error: ") and err.count("\n") == 1, \
            (argv, err)
        english[argv] = err
    monkeypatch.setenv("LC_ALL", f"{lang}_{lang.upper()}.UTF-8")
    own = CLI_TEXTS[lang]["cli-error"].format(message="")  # teacher trial 10: «virhe: »
    for argv, en_err in english.items():
        code, out, err = run(capsys, *argv)
        # a record's error (here: a --hand the record does not hold) keeps RECORD.md's "error: "
        assert code == 2 and not out and err.startswith((own, "error: ")) and err.count("\n") == 1
        assert err != en_err
        leaked = words(err.removeprefix(own).removeprefix("error: ")) & \
            words(en_err.removeprefix("error: "))
        assert not leaked - native(lang), (argv, err, leaked)


def test_a_record_error_keeps_the_record_md_prefix(capsys: pytest.CaptureFixture[str],
                                                   tmp_path: Path, game_file: Path) -> None:
    doc = json.loads(game_file.read_text("utf-8"))
    seat = doc["hands"][0]["actions"][0]["seat"]
    doc["hands"][0]["actions"][0] = {"seat": seat, "pass": True}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc), "utf-8")
    _, _, en = run(capsys, "replay", str(path))
    _, _, it = run(capsys, "replay", str(path), "--lang", "it")
    name = doc["players"][seat]  # issue 22: the player's name, not the seat
    assert en == f"error: hand 0 action 0: {name} can place a tile and must do so (R17)\n"
    assert it == f"error: hand 0 action 0: {name} può posare una tessera e deve farlo (R17)\n"


def test_lang_defaults_to_the_environment(capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch,
                                          game_file: Path) -> None:
    game = record.replay(game_file.read_bytes())
    _, out, _ = run(capsys, "replay", str(game_file))
    assert out.strip() == summary(game, "en").strip()
    monkeypatch.setenv("LANG", "fi_FI.UTF-8")
    _, out, _ = run(capsys, "replay", str(game_file))
    assert out.strip() == summary(game, "fi").strip()
    _, out, _ = run(capsys, "replay", str(game_file), "--lang", "it")
    assert out.strip() == summary(game, "it").strip()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("command", ["html", "annotate", "review", "replay"])
def test_help_names_the_example_games(capsys: pytest.CaptureFixture[str], lang: str,
                                      command: str) -> None:
    """Teacher trial teach8 (issue 31, proj32 point 4): `html --help` and `annotate --help` said
    only "a record file, or - for stdin", though an example game's name works there too. The
    record argument's help says so in the command's language and names every example game
    (`examples.NAMES`), and each name it lists opens."""
    code, out, _ = run(capsys, command, "--help", "--lang", lang)
    assert code == 0
    said = " ".join(out.split())
    words_of = CLI_TEXTS[lang]["opt.record-or-example"].split("{")[0].strip()
    assert words_of in said, (lang, command)
    listed = said.split(words_of, 1)[1].split(",")
    names = [n.strip().split()[-1] if k == 0 else n.strip().split()[0] for k, n in enumerate(listed)]
    assert names[:len(examples.NAMES)] == list(examples.NAMES)
    for name in examples.NAMES:
        assert examples.load(name).hands  # a name listed is a game
