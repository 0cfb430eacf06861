"""teach35 friction 2: the JupyterLab that `lab` and `table` start asks no "official Jupyter
news" question (the setting JupyterLab 4 asks by) and fetches nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fiveup_viz.pages import lessons

NEWS = "@jupyterlab/apputils-extension:notification"


def test_the_settings_written_turn_the_news_question_off(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """JupyterLab 4 asks while `fetchNews` is "none" (its default): the defaults written into
    JupyterLab's folder (`JUPYTERLAB_DIR` here) say "false", and keep the settings already there."""
    monkeypatch.setenv("JUPYTERLAB_DIR", str(tmp_path))
    (tmp_path / "settings").mkdir()
    (tmp_path / "settings" / "overrides.json").write_text(json.dumps({"theme": {"name": "dark"}}))
    lessons.lab_settings()
    written = json.loads((tmp_path / "settings" / "overrides.json").read_text("utf-8"))
    assert written[NEWS] == {"fetchNews": "false", "checkForUpdates": False}
    assert written["theme"] == {"name": "dark"}


def test_the_lab_fetches_no_news_unless_the_teacher_says(tmp_path: Path) -> None:
    """The command line turns the news feed and the update check off; a teacher's own
    `--LabApp.news_url` stands alone (JupyterLab refuses an option given twice)."""
    argv = lessons.lab_command(tmp_path, 8888, "it", [])
    assert "--LabApp.news_url=None" in argv
    assert "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate" in argv
    mine = "--LabApp.news_url=https://school.example/feed.xml"
    argv = lessons.lab_command(tmp_path, 8888, "it", [mine])
    assert [a for a in argv if a.startswith("--LabApp.news_url=")] == [mine]
