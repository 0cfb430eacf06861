"""The command line under bad arguments and failing output (issue 8): no traceback, one line.

Exit status (fiveup_viz.cli.main): 2 for bad input or arguments, 1 when the system refuses the
output, 130 after Ctrl-C. Each error is one line `error: …` of at most 500 characters
(RECORD.md's error line).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fiveup_viz import replay, simulate, to_record
from fiveup_viz.cli.main import main
from fiveup_viz.rules.record import dumps

ERROR_LINE_MAX = 500


@pytest.fixture(scope="module")
def record_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("cli") / "game.json"
    path.write_text(dumps(to_record(simulate(2, seed=4, strategies="greedy", hands=2))))
    return path


def one_line(err: str, part: str) -> None:
    assert err.startswith("error: ") and err.count("\n") == 1 and err.endswith("\n"), err
    assert len(err) - 1 <= ERROR_LINE_MAX and "Traceback" not in err
    assert part in err, err


def run_main(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def run_process(*argv, stdin=None, shell_suffix=""):
    """The installed program in a child process (real file descriptors)."""
    cmd = " ".join(f"'{a}'" for a in (sys.executable, "-m", "fiveup_viz", *map(str, argv)))
    proc = subprocess.run(f"exec {cmd} {shell_suffix}", shell=True, capture_output=True,
                          input=stdin, timeout=120)
    return proc.returncode, proc.stdout.decode(), proc.stderr.decode()


def render_args(record_file, out):
    return ("render", record_file, "--hand", "1", "--step", "1", "--out", out)


# -- render --out ---------------------------------------------------------------------------
def test_render_out_a_folder(capsys, tmp_path, record_file):
    code, out, err = run_main(capsys, *render_args(record_file, tmp_path))
    assert code == 2 and out == ""
    one_line(err, "is a folder")


def test_render_out_empty(capsys, record_file):
    code, _, err = run_main(capsys, *render_args(record_file, ""))
    assert code == 2
    one_line(err, "--out needs a file name")


def test_render_out_missing_parent_folder(capsys, tmp_path, record_file):
    target = tmp_path / "missing" / "x.svg"
    code, _, err = run_main(capsys, *render_args(record_file, target))
    assert code == 2 and not target.parent.exists()
    one_line(err, "does not exist")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_render_out_dev_full(record_file):
    """A device is not a file to replace: refused before any work (issue 28, probe F1)."""
    code, out, err = run_process(*render_args(record_file, "/dev/full"))
    assert code == 1 and out == ""
    one_line(err, "cannot write '/dev/full': Not a regular file")


def test_render_out_a_good_file_still_works(capsys, tmp_path, record_file):
    target = tmp_path / "ok.svg"
    code, _, err = run_main(capsys, *render_args(record_file, target))
    assert code == 0 and err == "" and target.read_text().startswith("<svg")


# -- diagrams --out -----------------------------------------------------------------------
def test_diagrams_out_given_a_file(capsys, tmp_path):
    target = tmp_path / "file.txt"
    target.write_text("keep me")
    code, out, err = run_main(capsys, "diagrams", "--out", target)
    assert code == 2 and out == "" and target.read_text() == "keep me"
    one_line(err, "is not a folder")


def test_diagrams_out_below_a_file(capsys, tmp_path):
    (tmp_path / "file.txt").write_text("")
    code, _, err = run_main(capsys, "diagrams", "--out", tmp_path / "file.txt" / "sub")
    assert code == 1
    one_line(err, "cannot write")


def test_diagrams_a_cheat_sheet_that_cannot_be_written(capsys, tmp_path, monkeypatch):
    """Issue 22: the cheat sheet, written last, is inside the command's guard too: one error
    line naming it, exit status 1 (the system refused the output), and no path listed as
    written."""
    monkeypatch.chdir(tmp_path)  # a short path: the error line quotes it whole
    Path("out", "en", "cheat-sheet.html").mkdir(parents=True)  # a folder where the page goes
    code, out, err = run_main(capsys, "diagrams", "--out", "out", "--lang", "en")
    assert code == 1 and out == ""
    one_line(err, "cannot write 'out/en/cheat-sheet.html': Is a directory")


# -- simulate arguments ------------------------------------------------------------------------
@pytest.mark.parametrize("value", ["0", "-1", "1.5", "x", "9" * 31, "9" * 5000])
def test_simulate_max_hands_must_be_a_whole_number_of_at_least_1(capsys, value):
    code, out, err = run_main(capsys, "simulate", "--max-hands", value)
    assert code == 2 and out == ""
    one_line(err, "argument --max-hands")


@pytest.mark.parametrize(("argv", "part"), [
    (("simulate", "--games", "0"), "argument --games"),
    (("simulate", "--seed", "1" * 31), "at most 30 digits (D4)"),
    (("simulate", "--players", "5"), "argument --players"),
    (("simulate", "--strategy", "random", "--strategy", "greedy", "--players", "3"),
     "one --strategy or one per seat"),
    (("describe", "x.json", "--hand", "-1", "--step", "1"), "argument --hand"),
    (("describe", "x.json", "--hand", "1", "--step", "0"), "argument --step"),
    (("nonsense",), "invalid choice"),
    ((), "the following arguments are required"),
])
def test_bad_arguments_give_one_error_line(capsys, argv, part):
    code, out, err = run_main(capsys, *argv)
    assert code == 2 and out == ""
    one_line(err, part)


def test_help_still_exits_0(capsys):
    code, out, _ = run_main(capsys, "--help")
    assert code == 0 and "simulate" in out


# -- replay output and input -------------------------------------------------------------------
@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("extra", [(), ("--json",)])
def test_replay_to_dev_full(record_file, extra):
    code, _, err = run_process("replay", record_file, *extra, shell_suffix="> /dev/full")
    assert code == 1
    one_line(err, "No space left on device")


def test_replay_stdin_closed():
    code, out, err = run_process("replay", "-", shell_suffix="<&-")
    assert code == 2 and out == ""
    one_line(err, "standard input is closed")


@pytest.mark.parametrize("command", [("draw", "-", "-o", "{tmp}/x.svg"), ("html", "-", "-o", "{tmp}/x.html"),
                                     ("review", "-"), ("describe", "-", "--hand", "1", "--step", "1")])
@pytest.mark.slow
def test_other_commands_with_stdin_closed(tmp_path, command):
    argv = [a.format(tmp=tmp_path) for a in command]
    code, out, err = run_process(*argv, shell_suffix="<&-")
    assert code == 2 and out == ""
    one_line(err, "standard input is closed")


@pytest.mark.slow
def test_replay_stdin_bytes_in_a_real_process(record_file):
    code, out, _ = run_process("replay", "-", stdin=record_file.read_bytes())
    assert code == 0 and "Exact 61 Five Up" in out
    code, _, err = run_process("replay", "-", stdin=b'{"players": ["\xff"]}')
    assert code == 2
    one_line(err, "not UTF-8")


def test_a_closed_pipe_ends_quietly():
    """`simulate | head`: the reader leaves early; the writer stops quietly with status 0."""
    proc = subprocess.Popen([sys.executable, "-m", "fiveup_viz", "simulate", "--games", "1000"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.read(10)
    proc.stdout.close()
    assert proc.wait(timeout=60) == 0 and proc.stderr.read() == b""


# -- Ctrl-C ------------------------------------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.skipif(os.name != "posix", reason="POSIX signals")
def test_ctrl_c_during_simulate_exits_130_with_whole_lines():
    # unbuffered: a buffered readline may read past the first line, and communicate() reads the
    # pipe itself, so what the buffer held would be lost (records come quicker than it reads)
    # SIGINT as at a terminal, even when this test itself runs in a background job (SIG_IGN)
    proc = subprocess.Popen([sys.executable, "-m", "fiveup_viz", "simulate", "--games", "100000"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert proc.stdout is not None
    first = proc.stdout.readline()  # at least one record is out
    time.sleep(0.3)
    proc.send_signal(signal.SIGINT)
    rest, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and err == b""  # quietly: no traceback
    lines = (first + rest).decode().splitlines(keepends=True)
    assert lines and all(line.endswith("\n") for line in lines)
    for k, line in enumerate(lines):  # every line written is a whole record, game k
        assert replay(json.loads(line)) == simulate(2, seed=k)
