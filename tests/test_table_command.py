"""`fiveup-viz table DIR` (teacher trial 9, friction F3): a teacher who writes no Python puts
the class's table on the projector. The command writes a notebook whose one code cell is a
`PlayTable` (the class at one seat, bots at the others: R5, R6) and opens JupyterLab on it as
`lab` does; the players' names reach the cell as data, never as code."""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.pages.lessons import BLANK_LINE
from fiveup_viz.words.messages import CLI_TEXTS

pytest.importorskip("ipywidgets")

HOSTILE = ['"); import os; ("', "say \"hi\" and 'bye'", "back\\slash \\n", "Aino\u2028Eetu",
           "🎲 {x} %s"]




def _cells(path: Path) -> list[dict[str, object]]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]  # type: ignore[no-any-return]


@pytest.fixture(autouse=True)
def _in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The cells run here keep their game in table-game.json in the current folder (issue 31):
    a temporary one, never the checkout."""
    monkeypatch.chdir(tmp_path)


def _run_cell(code: str) -> object:
    """The value of the cell's last expression, as the kernel shows it."""
    tree = ast.parse(code)
    last = tree.body.pop()
    assert isinstance(last, ast.Expr)
    space: dict[str, object] = {}
    exec(compile(tree, "<cell>", "exec"), space)
    return eval(compile(ast.Expression(last.value), "<cell>", "eval"), space)


def test_table_writes_the_class_table_and_opens_jupyterlab_on_it(
        tmp_path: Path, started: list[list[str]], capsys: pytest.CaptureFixture[str]) -> None:
    """Teacher trial 9 F3: `table DIR --players 4 --names ... --class-seat 2 --projector --lang
    it --no-browser` writes DIR/table.ipynb (its markdown says, in Italian, to press Run › Run
    All Cells), opens JupyterLab on it with the unknown options passed on, and the cell makes
    the projector table with those names, the class at seat 2 (R5) in Italian."""
    folder = tmp_path / "class"
    assert main(["table", str(folder), "--players", "4", "--names", "Classe 3B, Aino,Eetu ,Iida",
                 "--class-seat", "2", "--projector", "--lang", "it", "--no-browser",
                 "--ServerApp.x=1"]) == 0
    markdown, code = _cells(folder / "table.ipynb")
    assert markdown["cell_type"] == "markdown" and code["cell_type"] == "code"
    # teacher trial 10: the code is folded away, so the table has the projector's screen
    assert code["metadata"] == {"jupyter": {"source_hidden": True}}
    first = markdown["source"].removeprefix(BLANK_LINE).split("\n\n")[0]
    assert first == CLI_TEXTS["it"]["table-notebook"].format()
    assert "**Run All Cells**" in str(markdown["source"]) and "avviare il tavolo" in str(markdown["source"])
    (argv,) = started
    assert argv[:3] == [sys.executable, "-m", "jupyterlab"] and "--allow-root" in argv
    # with --projector, in the table's own workspace (teacher trial 14, friction 2)
    assert argv[-3:] == ["--LabApp.default_url=/lab/workspaces/fiveup-table/tree/table.ipynb",
                         "--no-browser", "--ServerApp.x=1"]
    assert f"--ServerApp.root_dir={folder.resolve()}" in argv
    printed = capsys.readouterr().out
    assert f"ho scritto {(folder / 'table.ipynb').as_posix()}" in printed
    assert "http://localhost:8888/lab/workspaces/fiveup-table/tree/table.ipynb" in printed
    table = _run_cell(str(code["source"]))
    assert table.names == ["Classe 3B", "Aino", "Eetu", "Iida"]  # type: ignore[attr-defined]
    assert table.humans == (1,) and table.projector and table.lang == "it"  # type: ignore[attr-defined]


def test_fewer_names_than_players_and_no_names(tmp_path: Path, started: list[list[str]]) -> None:
    """Seats without a name take the table's own names; without --names the table is 2
    players (PlayTable's default), the class at seat 1, not at a projector."""
    assert main(["table", str(tmp_path / "a"), "--players", "3", "--names", "7B,Aino"]) == 0
    table = _run_cell(str(_cells(tmp_path / "a" / "table.ipynb")[1]["source"]))
    assert table.names == ["7B", "Aino", "Cai"]  # type: ignore[attr-defined]
    assert main(["table", str(tmp_path / "b"), "--lang", "fi"]) == 0
    table = _run_cell(str(_cells(tmp_path / "b" / "table.ipynb")[1]["source"]))
    assert len(table.names) == 2 and table.humans == (0,) and not table.projector  # type: ignore[attr-defined]


@pytest.mark.parametrize("hostile", HOSTILE)
def test_a_hostile_name_reaches_the_notebook_as_data(tmp_path: Path, started: list[list[str]],
                                                     hostile: str) -> None:
    """Names are user text (F3): quotes, backslashes, a line separator or a closing `")` and
    code in a name reach the cell as one string literal with the name's exact value; the cell
    imports PlayTable, calls it, and does nothing else."""
    assert main(["table", str(tmp_path), "--names", f"{hostile},Aino"]) == 0
    code = str(_cells(tmp_path / "table.ipynb")[1]["source"])
    tree = ast.parse(code)
    assert [type(node).__name__ for node in tree.body] == ["ImportFrom", "Expr"]
    call = tree.body[1].value  # type: ignore[attr-defined]
    assert isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "PlayTable"
    assert ast.literal_eval(call.args[0]) == [hostile, "Aino"]
    assert all(isinstance(k.value, ast.Constant) for k in call.keywords)
    assert _run_cell(code).names == [hostile, "Aino"]  # type: ignore[attr-defined]


@pytest.mark.parametrize(("args", "said"), [
    (["--players", "5"], "invalid choice: 5"),
    (["--players", "3", "--names", "A,B,C,D"], "--names gives 4 names, but the table has 3 seats"),
    (["--names", "A,,C"], "--names: name 2 is empty"),
    (["--names", "A, ,C"], "--names: name 2 is empty"),
    (["--names", "A\nB,C"], "name 1 of --names 'A\\nB' contains the control character U+000A"),
    (["--names", "A,B", "--class-seat", "3"], "--class-seat 3 is not a seat of this table: seats are 1 to 2"),
    (["--names", "A,B,C,D,E"], "a game has 2, 3 or 4 players, not 5"),
])
def test_bad_input_is_one_error_and_nothing_is_written(
        tmp_path: Path, started: list[list[str]], capsys: pytest.CaptureFixture[str],
        args: list[str], said: str) -> None:
    """F3, R5: a sixth player, more names than seats, an empty name, a name RECORD.md refuses,
    a seat the table lacks: one `error: …` line, exit 2, no folder, no notebook, no JupyterLab."""
    folder = tmp_path / "class"
    assert main(["table", str(folder), "--lang", "en", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and said in err, err
    assert not folder.exists() and not started


def test_a_link_below_dir_is_refused(tmp_path: Path, started: list[list[str]],
                                     capsys: pytest.CaptureFixture[str]) -> None:
    """F3, as `lessons` refuses one: DIR/table.ipynb a symbolic link (to a file outside DIR) is
    one error naming it, exit 2; the file it points to is untouched, JupyterLab not started."""
    folder, victim = tmp_path / "class", tmp_path / "victim.txt"
    folder.mkdir()
    victim.write_text("mine", encoding="utf-8")
    (folder / "table.ipynb").symlink_to(victim)
    assert main(["table", str(folder), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is a symbolic link" in err and "table.ipynb" in err
    assert victim.read_text(encoding="utf-8") == "mine" and not started


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "the class's seat, counted from 1"),
    ("it", "il posto della classe, numerato da 1"),
    ("fi", "luokan pelaajapaikka, numeroituna 1:stä alkaen"),
])
def test_table_help_in_each_language(lang: str, line: str, capsys: pytest.CaptureFixture[str]) -> None:
    """F3: `table --help` in English, Italian and Finnish, the command listed in `--help`."""
    assert main(["table", "--help", "--lang", lang]) == 0
    assert line in " ".join(capsys.readouterr().out.split())
    assert main(["--help", "--lang", lang]) == 0
    assert "table" in capsys.readouterr().out


def test_sigterm_stops_jupyterlab_too(tmp_path: Path) -> None:
    """Teacher trial 12, friction 7: `fiveup-viz table` stopped by SIGTERM (kill, a service
    manager) left JupyterLab serving the class's table. `_run_lab` now stops what it started:
    here a stand-in for JupyterLab that writes its pid and sleeps is gone once the command is."""
    import os
    import signal
    import subprocess
    import sys
    import time

    pid_file = tmp_path / "lab.pid"
    lab = (f"import os, time; open({str(pid_file)!r}, 'w').write(str(os.getpid())); "
           "time.sleep(120)")
    runner = subprocess.Popen([sys.executable, "-c", "import sys; from fiveup_viz.cli.course "
                               f"import _run_lab; sys.exit(_run_lab([sys.executable, '-c', {lab!r}]))"])
    deadline = time.monotonic() + 60
    while not (pid_file.exists() and pid_file.read_text()) and time.monotonic() < deadline:
        time.sleep(0.1)
    child = int(pid_file.read_text())
    runner.send_signal(signal.SIGTERM)
    runner.wait(timeout=30)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            return
        time.sleep(0.1)
    os.kill(child, signal.SIGKILL)
    raise AssertionError("JupyterLab's stand-in outlived fiveup-viz")


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_notebook_says_how_the_table_comes_back(tmp_path: Path, started: list[list[str]],
                                                    lang: str) -> None:
    """teach23 F3, teach24 F8: after a reload (or a sleeping laptop) only the notebook's cells
    were left, and nothing said what to do. The notebook's markdown now says, in the table's
    language, after its run line, that Run › Run All Cells brings the table back where it was
    (issue 31: the game is kept in table-game.json)."""
    folder = tmp_path / "t"
    assert main(["table", str(folder), "--names", "A,B", "--lang", lang, "--no-browser"]) == 0
    markdown, _ = _cells(folder / "table.ipynb")
    blank, run, again = str(markdown["source"]).split("\n\n")
    assert blank + "\n\n" == BLANK_LINE  # teach36 friction 8: under the cell toolbar
    assert run == CLI_TEXTS[lang]["table-notebook"].format()
    assert again == CLI_TEXTS[lang]["table-notebook-again"].format()
    assert "Run All Cells**" in again and "table-game.json" in again
    assert 'keep="table-game.json"' in str(_["source"])
