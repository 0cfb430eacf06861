"""`fiveup-viz table DIR --port N` (and `lab`) when another program already serves on N
(teach31 friction 1): JupyterLab used to move to N+1 by itself while the command printed N's
address with the token, so the only full link a teacher saw pointed at another server. Now the
command chooses the free port, says so in the user's language, prints that address and starts
JupyterLab there only (`--ServerApp.port_retries=0`)."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from fiveup_viz.cli import course
from fiveup_viz.cli.main import main
from fiveup_viz.pages.lessons import BLANK_LINE

pytest.importorskip("ipywidgets")


@pytest.fixture
def held() -> Iterator[int]:
    """A port of this computer really held by a listening socket (another program's server)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        yield int(server.getsockname()[1])


def _first_free(port: int) -> int:
    while course._taken(port):
        port += 1
    return port


def _option(argv: list[str], name: str) -> str:
    return next(arg.split("=", 1)[1] for arg in argv if arg.startswith(name + "="))


def test_table_on_a_taken_port_prints_and_starts_the_real_address(
        tmp_path: Path, held: int, started: list[list[str]],
        capsys: pytest.CaptureFixture[str]) -> None:
    """teach31 friction 1: with --port N held by a socket, the printed link (with its token) is
    the port JupyterLab really starts on, one line says N was taken, and JupyterLab may not move."""
    free = _first_free(held + 1)
    assert main(["table", str(tmp_path / "class"), "--port", str(held), "--no-browser"]) == 0
    out = capsys.readouterr().out
    assert f"Port {held} is taken by another program: JupyterLab uses port {free}." in out
    assert f"the table opens at http://localhost:{free}/lab/tree/table.ipynb?token=" in out
    assert f"localhost:{held}/" not in out
    [argv] = started
    assert _option(argv, "--ServerApp.port") == str(free)
    assert _option(argv, "--ServerApp.port_retries") == "0"
    assert _option(argv, "--IdentityProvider.token") in out


def test_table_on_a_free_port_says_nothing_more(
        tmp_path: Path, held: int, started: list[list[str]],
        capsys: pytest.CaptureFixture[str]) -> None:
    """A free --port is used as given, without the line about a taken port."""
    free = _first_free(held + 1)
    assert main(["table", str(tmp_path / "class"), "--port", str(free), "--no-browser"]) == 0
    out = capsys.readouterr().out
    assert "taken" not in out and f"http://localhost:{free}/lab/tree/table.ipynb" in out
    assert _option(started[0], "--ServerApp.port") == str(free)


def test_the_busy_default_port_moves_too(
        tmp_path: Path, started: list[list[str]], capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """teach31 friction 1: another Jupyter on the default port 8888 (common on a teacher's
    laptop): the table goes to the next free port, said in Italian with --lang it."""
    monkeypatch.setattr(course, "_taken", lambda port: port in (8888, 8889))
    assert main(["table", str(tmp_path / "class"), "--lang", "it", "--no-browser"]) == 0
    out = capsys.readouterr().out
    assert ("La porta 8888 è occupata da un altro programma: JupyterLab usa la porta 8890."
            in out)
    assert "http://localhost:8890/lab/tree/table.ipynb?token=" in out
    assert _option(started[0], "--ServerApp.port") == "8890"


def test_lab_on_a_taken_port_prints_the_real_address(
        tmp_path: Path, held: int, started: list[list[str]],
        capsys: pytest.CaptureFixture[str]) -> None:
    """`fiveup-viz lab` shares the fault and the fix (teach31 friction 1)."""
    free = _first_free(held + 1)
    assert main(["lab", str(tmp_path / "course"), "--port", str(held), "--no-browser"]) == 0
    out = capsys.readouterr().out
    assert f"JupyterLab uses port {free}." in out and f"localhost:{held}/" not in out
    assert f"http://localhost:{free}/lab/tree/" in out
    assert _option(started[0], "--ServerApp.port") == str(free)


def test_no_free_port_is_one_clear_error(
        tmp_path: Path, started: list[list[str]], capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every port tried is taken: one error naming them and what to do, nothing started."""
    monkeypatch.setattr(course, "_taken", lambda port: True)
    assert main(["table", str(tmp_path / "class"), "--port", "9000", "--no-browser"]) == 1
    err = capsys.readouterr().err
    assert "ports 9000 to 9050 are all taken by other programs" in err and "--port" in err
    assert "Traceback" not in err and started == []
    for lang in ("it", "fi"):  # the error in the user's language (test_errors_languages)
        assert main(["table", str(tmp_path / "class"), "--port", "9000", "--no-browser",
                     "--lang", lang]) == 1
        said = capsys.readouterr().err
        assert "9000" in said and "9050" in said and "--port" in said and "taken" not in said, said
        assert "Traceback" not in said and started == []


def test_the_teachers_own_port_retries_is_not_given_twice(
        tmp_path: Path, held: int, started: list[list[str]]) -> None:
    """JupyterLab refuses `port_retries` given twice ("only accepts one value"): a teacher's own
    --ServerApp.port_retries=… is passed on alone."""
    assert main(["table", str(tmp_path / "class"), "--no-browser",
                 "--ServerApp.port_retries=3"]) == 0
    assert [arg for arg in started[0] if "port_retries" in arg] == ["--ServerApp.port_retries=3"]


@pytest.mark.parametrize(("lang", "gloss"), [("it", "Esegui Tutte le Celle"), ("fi", "Suorita kaikki solut")])
def test_the_notebook_names_the_menu_as_it_is_on_screen(
        tmp_path: Path, started: list[list[str]], lang: str, gloss: str) -> None:
    """teach32 friction 4: the table's JupyterLab has no language pack, so its menus are English;
    «Run › Run All Cells (Esegui › Esegui tutte le celle)» read as a second menu to look for. The
    notebook now names the menu and its item as on screen, the translation only as a gloss."""
    import json

    folder = tmp_path / "t"
    assert main(["table", str(folder), "--names", "A,B", "--lang", lang, "--no-browser"]) == 0
    source = "".join(json.loads((folder / "table.ipynb").read_text(encoding="utf-8"))
                     ["cells"][0]["source"]).removeprefix(BLANK_LINE)
    first, second = source.split("\n\n")
    for said in (first, second):  # the menu and its item as on screen, in bold, no "Run ›" path
        assert "**Run**" in said and "**Run All Cells**" in said and "›" not in said, said
    assert f"({gloss})" in first.replace("in italiano: ", "").replace("suomeksi: ", ""), first  # a gloss
    assert "Esegui ›" not in source and "Suorita ›" not in source
