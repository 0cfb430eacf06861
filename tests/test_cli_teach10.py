"""The command line as a fresh teacher used it (teacher trial 10, session 38, issue 31).

- friction 12: `annotate --ask` printed only "wrote PATH", so the teacher could not tell which
  action got the question without opening the page;
- friction 4: `table --no-browser` printed "the table opens at http://localhost:8891/lab/tree/
  table.ipynb", a link that asked for a token; the working link was only in JupyterLab's log;
- argparse's prefix: `fiveup-viz --lang fi worksheet --kind nope` printed "error: argumentti
  --kind: …", an English word before a Finnish sentence.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.words.messages import CLI_TEXTS

#: What `annotate partners --hand 1 --action 11 --ask points` prints after "wrote PATH".
ASK_POINTS = {
    "en": "Hand 1, action 11: the page asks how many raw points this placement scores",
    "it": "Mano 1, azione 11: la pagina chiede quanti punti grezzi vale questa posa",
    "fi": "Kierros 1, siirto 11: sivu kysyy, montako raakapistettä tämä asetus tuottaa",
}
#: ... and with `--ask where --tile [3|5]` at hand 2, action 4.
ASK_WHERE = {
    "en": "Hand 2, action 4: before the action is shown, the page asks where [3|5] can be placed "
          "(every legal point)",
    "it": "Mano 2, azione 4: prima di mostrare l'azione, la pagina chiede dove si può posare la "
          "tessera [3|5] (tutti i punti di collegamento leciti)",
    "fi": "Kierros 2, siirto 4: ennen siirron näyttämistä sivu kysyy, mihin laatan [3|5] voi "
          "asettaa (kaikki lailliset jatkokohdat)",
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_annotate_ask_says_what_the_page_will_ask(capsys: pytest.CaptureFixture[str],
                                                  tmp_path: Path, lang: str) -> None:
    """Friction 12 (RECORD.md § Questions; R13 legal points, R14 raw points): `--ask points`
    and `--ask where` print, after "wrote PATH", the hand and action (counted from 1) and what
    the page asks there, as --note and --mark print theirs."""
    out = tmp_path / "a.json"
    code, said, err = run(capsys, "--lang", lang, "annotate", "partners", "--hand", "1",
                          "--action", "11", "--ask", "points", "--lang", lang, "-o", str(out))
    assert (code, err) == (0, "")
    opened = CLI_TEXTS[lang]["ask-said-open"]  # teach34: the page's address at the question
    # after the line saying what the action is (quiz76)
    assert said.splitlines()[2:] == [ASK_POINTS[lang], opened.format(hand=1, step=11)]
    code, said, err = run(capsys, "annotate", "partners", "--hand", "2", "--action", "4",
                          "--ask", "where", "--tile", "[3|5]", "--lang", lang, "-o", str(out))
    assert (code, err) == (0, "")
    # a where question is asked before its action: the step before it
    assert said.splitlines()[2:] == [ASK_WHERE[lang], opened.format(hand=2, step=3)]


def test_annotate_ask_with_a_note_says_both(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    """Friction 12: with --note too, the note's line and then the question's."""
    out = tmp_path / "a.json"
    code, said, _ = run(capsys, "annotate", "partners", "--hand", "2", "--action", "4", "--ask",
                        "points", "--note", "Conta.", "--lang", "it", "-o", str(out))
    assert code == 0 and said.splitlines()[1:] == [
        "Mano 2, azione 4: Dan posa [5|6] sul lato lineare B di [6|6]",  # what the action is (quiz76)
        "Mano 2, azione 4, nella registrazione: Conta.",
        "Mano 2, azione 4: la pagina chiede quanti punti grezzi vale questa posa",
        CLI_TEXTS["it"]["ask-said-open"].format(hand=2, step=4)]


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_table_no_browser_prints_the_link_with_its_token(
        tmp_path: Path, started: list[list[str]], capsys: pytest.CaptureFixture[str],
        lang: str) -> None:
    """Friction 4 (JupyterLab not started: `started` stubs it): the line the command prints
    gives the table's address with the login token JupyterLab is started with, so it opens as
    it stands; the teacher's own options still come last."""
    pytest.importorskip("ipywidgets")
    assert main(["--lang", lang, "table", str(tmp_path / "class"), "--port", "8891",
                 "--lang", lang, "--no-browser"]) == 0
    (argv,) = started
    tokens = [a.split("=", 1)[1] for a in argv if a.startswith("--IdentityProvider.token=")]
    assert len(tokens) == 1 and re.fullmatch(r"[0-9a-f]{48}", tokens[0])
    assert argv[-1] == "--no-browser"
    printed = capsys.readouterr().out
    assert f"http://localhost:8891/lab/tree/table.ipynb?token={tokens[0]}" in printed


def test_a_token_the_teacher_gives_is_the_one_printed(
        tmp_path: Path, started: list[list[str]], capsys: pytest.CaptureFixture[str]) -> None:
    """Friction 4: `--IdentityProvider.token=class3b` passed on to JupyterLab is the token in
    the printed link (no second one added); `lab` prints its course links with it too."""
    pytest.importorskip("ipywidgets")
    assert main(["table", str(tmp_path / "class"), "--no-browser",
                 "--IdentityProvider.token=class3b"]) == 0
    (argv,) = started
    assert [a for a in argv if ".token" in a] == ["--IdentityProvider.token=class3b"]
    assert "/lab/tree/table.ipynb?token=class3b" in capsys.readouterr().out
    started.clear()
    assert main(["lab", str(tmp_path / "course"), "--lang", "en", "--no-browser"]) == 0
    (argv,) = started
    (token,) = [a.split("=", 1)[1] for a in argv if a.startswith("--IdentityProvider.token=")]
    links = re.findall(r"http://localhost:\S+", capsys.readouterr().out)
    assert links and all(link.endswith(f"?token={token}") for link in links)


#: Usage errors argparse finds, of several commands: a bad choice, an unknown option, a missing
#: required option, a bad number, a missing command.
USAGE = [("worksheet", "--kind", "nope", "-o", "x.pdf"), ("worksheet", "--count", "0", "-o", "x.pdf"),
         ("replay", "x.json", "--nope"), ("worksheet",), ("simulate", "--players", "9"),
         ("annotate", "partners", "--mark", "!!!", "-o", "a.json"), ("nope",)]
PREFIX = {"en": "error: ", "it": "errore: ", "fi": "virhe: "}


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
@pytest.mark.parametrize("argv", USAGE)
def test_a_usage_error_starts_with_the_language_s_own_word(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        lang: str, argv: tuple[str, ...]) -> None:
    """argparse's prefix (issue 31): every usage error is one line starting with the language's
    own word for "error" (cli `cli-error`), given by --lang or by the environment; exit 2."""
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, "--lang", lang, *argv)
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert err.startswith(PREFIX[lang]), err
    monkeypatch.setenv("LC_ALL", f"{lang}_{lang.upper()}.UTF-8")
    monkeypatch.delenv("LANGUAGE", raising=False)
    code, _, err = run(capsys, *argv)
    assert code == 2 and err.startswith(PREFIX[lang]), err
