"""Teacher trial 14, friction 2: `fiveup-viz table DIR --projector` opened JupyterLab at
1024x768 with the file browser taking about 40 % of the width; an earlier teacher saw it
hidden. JupyterLab restored its left panel from the "default" workspace of the teacher's own
Jupyter folder (open on a fresh account, closed where it was closed last time). With
`--projector` the table now opens in a workspace of its own, written into DIR anew at every
start, whose left panel is closed, and the command's line says so and that Ctrl+B shows the
files, in en, it and fi; without `--projector` nothing changes."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.pages import lessons
from fiveup_viz.words.messages import CLI_TEXTS

pytest.importorskip("ipywidgets")
pytest.importorskip("jupyterlab_server")
WORKSPACE_URL = "/lab/workspaces/fiveup-table/tree/table.ipynb"
SHOWS = {"en": "Ctrl+B shows the files", "it": "Ctrl+B mostra i file", "fi": "Ctrl+B näyttää tiedostot"}


def workspace_files(folder: Path) -> list[Path]:
    return sorted((folder / lessons.WORKSPACES).glob("*.jupyterlab-workspace"))


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_projector_table_opens_with_the_file_browser_closed(
        tmp_path: Path, started: list[list[str]], capsys: pytest.CaptureFixture[str], lang: str) -> None:
    """Friction 2: with `--projector` JupyterLab starts in the table's own workspace (its left
    panel closed), its folder in DIR, and the line the command prints names the address in it
    and says that Ctrl+B shows the files, in the teacher's language."""
    folder = tmp_path / "class"
    assert main(["table", str(folder), "--projector", "--lang", lang, "--no-browser"]) == 0
    (argv,) = started
    assert f"--LabApp.workspaces_dir={folder.resolve() / lessons.WORKSPACES}" in argv
    assert f"--LabApp.default_url={WORKSPACE_URL}" in argv
    (space,) = workspace_files(folder)
    data = json.loads(space.read_text("utf-8"))
    assert data["metadata"]["id"] == "fiveup-table"
    assert data["data"]["layout-restorer:data"]["left"]["collapsed"] is True
    printed = capsys.readouterr().out
    assert f"http://localhost:8888{WORKSPACE_URL}?token=" in printed
    (line,) = [x for x in printed.splitlines() if "JupyterLab" in x]
    assert line.endswith(SHOWS[lang] + ")"), line
    assert CLI_TEXTS[lang]["table-start-projector"].split("{url}")[0].format(folder=folder.resolve()) in line


def test_a_panel_opened_last_time_is_closed_again(tmp_path: Path, started: list[list[str]]) -> None:
    """Friction 2: JupyterLab saves the workspace as the teacher changes it (Ctrl+B opened the
    files); the next `table --projector` writes it anew, the left panel closed."""
    folder = tmp_path / "class"
    assert main(["table", str(folder), "--projector", "--no-browser"]) == 0
    (space,) = workspace_files(folder)
    space.write_text(json.dumps({"data": {"layout-restorer:data": {"left": {"collapsed": False}}},
                                 "metadata": {"id": "fiveup-table"}}), "utf-8")
    assert main(["table", str(folder), "--projector", "--no-browser"]) == 0
    assert json.loads(space.read_text("utf-8"))["data"]["layout-restorer:data"]["left"]["collapsed"] is True


def test_without_projector_the_table_opens_as_before(
        tmp_path: Path, started: list[list[str]], capsys: pytest.CaptureFixture[str]) -> None:
    """Without `--projector`: no workspace of its own, the plain address, the plain line."""
    folder = tmp_path / "class"
    assert main(["table", str(folder), "--no-browser"]) == 0
    (argv,) = started
    assert "--LabApp.default_url=/lab/tree/table.ipynb" in argv
    assert not any(a.startswith("--LabApp.workspaces_dir") for a in argv)
    assert not (folder / lessons.WORKSPACES).exists()
    assert "Ctrl+B" not in capsys.readouterr().out


@pytest.mark.browser
@pytest.mark.slow
def test_in_jupyterlab_the_table_has_the_projectors_width(
        tmp_path: Path, started: list[list[str]], capsys: pytest.CaptureFixture[str],
        browser: Any) -> None:
    """Friction 2, in real JupyterLab and headless Chromium at 1024x768: the address the command
    prints opens the table's notebook with the left panel closed, the notebook about the whole
    width (it had about 60 %); Ctrl+B shows the file browser."""
    from tests.conftest import lab_server

    folder = tmp_path / "class"
    assert main(["table", str(folder), "--projector", "--no-browser"]) == 0
    (argv,) = started
    spaces = next(a for a in argv if a.startswith("--LabApp.workspaces_dir="))
    path = re.search(r"http://localhost:8888(\S+)\?token=", capsys.readouterr().out)
    assert path is not None
    measure = """() => { const l = document.querySelector('#jp-left-stack');
        return [l.getBoundingClientRect().width,
                document.querySelector('.jp-NotebookPanel').getBoundingClientRect().width]; }"""
    # the session's browser (pytest-playwright), not a second sync_playwright: under xdist a
    # worker that already runs it refuses another
    with lab_server(folder.resolve(), tmp_path / "home", spaces) as base:
        page = browser.new_page(viewport={"width": 1024, "height": 768})
        try:
            page.goto(base + path.group(1))
            page.wait_for_selector(".jp-NotebookPanel .jp-Notebook", timeout=60_000)
            page.wait_for_timeout(1500)
            left, notebook = page.evaluate(measure)
            assert left == 0 and notebook >= 900, (left, notebook)
            page.locator(".jp-Notebook").click()
            page.keyboard.press("Control+b")
            page.wait_for_timeout(500)
            left, notebook = page.evaluate(measure)
            assert left > 150, (left, notebook)
        finally:
            page.close()


def test_the_finnish_start_line_reads_on_after_the_address() -> None:
    """nat22 (a native Finnish reading): «osoitteessa URL tiedostoluettelo piilotettuna» made a
    reader stumble right after the address; the clause is joined with «ja … on piilotettu»."""
    from fiveup_viz.words.messages import text

    said = text("fi", "cli", "table-start-projector", folder="luokka", url="http://x")
    assert "http://x ja tiedostoluettelo on piilotettu (Ctrl+B näyttää tiedostot)" in said, said

