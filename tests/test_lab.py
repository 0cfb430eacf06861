"""`make lab` as a learner uses it: the server runs (as root too) on a working copy of the
course, opens on the index lesson with the course's notebooks trusted, and nothing the learner
saves, through the notebook or a widget's "Save record", touches the tracked tree."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from fiveup_viz.pages import lessons as lessons_module
from tests import test_tutorials as lessons
from tests.conftest import _free_port, _wait_ready

#: Starts `make lab` (a JupyterLab server) and runs lessons through it.
pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = ROOT / "tutorials"


def _name(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def _git_status() -> str:
    return subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=ROOT,
                          capture_output=True, text=True, check=True).stdout


def _api(base: str, path: str, method: str = "GET", body: Any = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(f"{base}/api/{path}", data=data, method=method,
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        return json.loads(r.read() or b"null")


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path, Path]]:
    """`make lab` with --no-browser on a free port: (base URL, working copy, runtime folder).

    The working copy lies under the Makefile's default my-lessons/ (a folder of its own, so
    a learner's real working copy is never touched) and is removed afterwards.
    """
    if shutil.which("make") is None or not (ROOT / ".git").exists():
        pytest.skip("needs make and a git checkout")
    home = tmp_path_factory.mktemp("lab-home")
    lab_dir = ROOT / "my-lessons" / f".test-{uuid.uuid4().hex[:8]}"
    env = {**os.environ, "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8",
           "JUPYTER_CONFIG_DIR": str(home / "config"),
           "JUPYTER_DATA_DIR": str(home / "data"), "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
           "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
           "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces")}
    port = _free_port()
    args = ("--no-browser --ip=127.0.0.1 --IdentityProvider.token= --ServerApp.password= "
            "--LabApp.news_url=None --ServerApp.port_retries=0 --ServerApp.disable_check_xsrf=True")
    log = (home / "lab.log").open("wb")
    proc = subprocess.Popen(["make", "-s", "lab", f"LAB_DIR={lab_dir}", f"LAB_PORT={port}",
                             f"LAB_ARGS={args}"], cwd=ROOT, env=env, stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_ready(base, proc, timeout=120)
        yield base, lab_dir, home / "runtime"
    finally:
        os.killpg(proc.pid, 15)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9)
        log.close()
        shutil.rmtree(lab_dir, ignore_errors=True)
        if (ROOT / "my-lessons").exists() and not any((ROOT / "my-lessons").iterdir()):
            (ROOT / "my-lessons").rmdir()


def _run_in_kernel(runtime: Path, kernel_id: str, code: str) -> str:
    """Run `code` in a kernel of the server and return what it printed."""
    from jupyter_client import BlockingKernelClient

    client = BlockingKernelClient(connection_file=str(runtime / f"kernel-{kernel_id}.json"))
    client.load_connection_file()
    client.start_channels(hb=False)
    try:
        client.kernel_info()
        client.get_shell_msg(timeout=60)  # the kernel has started
        out: list[str] = []
        reply = client.execute_interactive(code, timeout=120, output_hook=lambda m: out.append(
            m["content"].get("text", "")) if m["msg_type"] == "stream" else None)
        assert reply["content"]["status"] == "ok", reply["content"]
        return "".join(out)
    finally:
        client.stop_channels()


def test_the_default_working_copy_is_ignored_by_git() -> None:
    """Whatever a learner saves in my-lessons/ stays out of `git status`."""
    if not (ROOT / ".git").exists():
        pytest.skip("needs a git checkout")
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "LAB_DIR ?= my-lessons" in makefile and "-m fiveup_viz lab $(LAB_DIR)" in makefile
    assert "--allow-root" in lessons_module.lab_command(ROOT, 8888, "en", [])
    names = ["my-lessons/en/00-index.ipynb", "my-lessons/fiveup-game.json"]
    probe = subprocess.run(["git", "check-ignore", *names], cwd=ROOT, capture_output=True,
                           text=True)
    assert probe.stdout.split() == names


def test_a_learners_saves_leave_the_tree_and_the_tests_clean(
        lab: tuple[str, Path, Path]) -> None:
    """Save a lesson and a game record through the running server: the course in tutorials/
    is unchanged, `git status` is as before, and the stored-notebook test still passes."""
    base, lab_dir, runtime = lab
    before = _git_status()
    shipped = {_name(p): p.read_bytes() for p in lessons.NOTEBOOKS}
    assert _api(base, "status")["started"]
    # the lab serves the working copy of the three courses, opens on the index lesson of the
    # English course (the locale here is C), and trusts the course
    for lang in sorted({name.split("/")[0] for name in shipped}):
        listing = {f"{lang}/{item['name']}" for item in _api(base, f"contents/{lang}")["content"]}
        assert {n for n in shipped if n.startswith(lang)} <= listing
    with urllib.request.urlopen(f"{base}/lab", timeout=60) as r:
        assert r.status == 200
    with urllib.request.urlopen(f"{base}/", timeout=60) as r:
        assert r.url.endswith("/lab/tree/en/00-index.ipynb")
    model = _api(base, "contents/en/00-index.ipynb?content=1")
    code = [c for c in model["content"]["cells"] if c["cell_type"] == "code"]
    assert code and all(c["metadata"].get("trusted") for c in code)
    # the learner runs the lesson twice, adds a cell, and autosave writes it
    book = model["content"]
    for cell in code:
        cell["execution_count"] = (cell["execution_count"] or 0) + 19
    book["cells"].append({"cell_type": "code", "execution_count": 20, "metadata": {},
                          "outputs": [], "source": "print('my own cell')", "id": "mine"})
    _api(base, "contents/en/00-index.ipynb", "PUT",
         {"type": "notebook", "format": "json", "content": book})
    # ... and presses "Save record" in a PlayTable of that lesson
    session = _api(base, "sessions", "POST", {"path": "en/00-index.ipynb", "type": "notebook",
                                              "name": "", "kernel": {"name": "python3"}})
    printed = _run_in_kernel(runtime, session["kernel"]["id"], (
        "from fiveup_viz.widgets import PlayTable\n"
        "t = PlayTable(2)\n"
        "t.save_button.click()\n"
        "print(t.messages[-1])"))
    assert "fiveup-game.json" in printed
    assert (lab_dir / "en" / "fiveup-game.json").exists()
    saved = json.loads((lab_dir / "en" / "00-index.ipynb").read_text(encoding="utf-8"))
    assert "".join(saved["cells"][-1]["source"]) == "print('my own cell')"
    # nothing of that reached the tracked tree
    assert {_name(p): p.read_bytes() for p in lessons.NOTEBOOKS} == shipped
    assert not list(TUTORIALS.glob("**/fiveup-game.json"))
    assert _git_status() == before
    for path in lessons.NOTEBOOKS:
        lessons.test_notebook_is_stored_executed_and_clean(path)


@pytest.mark.parametrize(("env", "chosen", "course"), [
    ({"LANG": "it_IT.UTF-8"}, None, "it"), ({"LC_ALL": "fi_FI.UTF-8", "LANG": "it_IT"}, None, "fi"),
    ({"LANG": "de_DE.UTF-8"}, None, "en"), ({"LANG": "C.UTF-8"}, None, "en"), ({}, None, "en"),
    ({"LANG": "it_IT.UTF-8"}, "fi", "fi")])
def test_make_lab_opens_the_course_in_the_learners_language(
        env: dict[str, str], chosen: str | None, course: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """`make lab COURSE=fi` (`fiveup-viz lab --lang fi`) opens the Finnish course; without it,
    the locale's language if a course exists in it, else English. Every course's index exists."""
    lab = lessons_module
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    for variable, value in env.items():
        monkeypatch.setenv(variable, value)
    assert lab.course_language(chosen) == course
    assert lab.lab_command(ROOT, 8888, course, [])[-1].startswith(
        f"--LabApp.default_url=/lab/tree/{course}/00-")
