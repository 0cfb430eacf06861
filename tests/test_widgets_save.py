"""Issue 8, save record: PlayTable's "Save record" given a bad path shows one clear message in
the widget, raises nothing and changes nothing."""

from __future__ import annotations

import html
import os
from pathlib import Path

import pytest

from fiveup_viz import replay, to_record
from fiveup_viz.widgets import PlayTable
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import table as phrases


def press_save(table: PlayTable, path: str) -> str:
    """Type a path, press the button; the new message (the widget must not raise)."""
    record, messages = to_record(table.game), list(table.messages)
    table.save_path.value = path
    table.save_button.click()
    assert to_record(table.game) == record and table.save_path.value == path  # nothing changed
    assert table.messages[:-1] == messages  # one message more, nothing else
    assert html.escape(table.messages[-1]) in table.messages_html.value
    return table.messages[-1]


@pytest.fixture
def table() -> PlayTable:
    return PlayTable(2, seed=4)


def test_save_record_to_a_folder_says_it_is_a_folder(table: PlayTable, tmp_path: Path) -> None:
    """Save record: a folder (or '') is refused with the reason; the folder is left as it was."""
    (tmp_path / "kept.txt").write_text("x")
    message = press_save(table, str(tmp_path))
    assert message == f"The record was not saved to {tmp_path}: that is a folder; give a file name " \
                      "such as fiveup-game.json."
    assert [p.name for p in tmp_path.iterdir()] == ["kept.txt"]
    assert "no file name was given" in press_save(table, "")
    assert "no file name was given" in press_save(table, "   ")


def test_save_record_to_a_missing_folder_names_the_folder(table: PlayTable, tmp_path: Path) -> None:
    from fiveup_viz.pages.saving import short

    message = press_save(table, str(tmp_path / "nowhere" / "game.json"))
    # a long temporary path is cut in the message (`short`): pytest's run counter lengthens it
    assert message.endswith(f": the folder {short(str(tmp_path / 'nowhere'))} does not exist.")
    assert not (tmp_path / "nowhere").exists()


def test_save_record_to_an_unwritable_path_says_why(table: PlayTable, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Save record: /dev/full, a file used as a folder and a denied write each give the reason."""
    assert press_save(table, "/dev/full").endswith(  # issue 28: a device is not replaced
        "the system refused to write it (Not a regular file).")
    (tmp_path / "file").write_text("x")
    assert "(Not a directory)" in press_save(table, str(tmp_path / "file" / "game.json"))
    assert "(embedded null byte)" in press_save(table, "a\0b.json")

    def denied(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("fiveup_viz.files._temp_file", denied)
    assert press_save(table, str(tmp_path / "game.json")).endswith(
        ": there is no permission to write there.")
    assert (tmp_path / "file").read_text() == "x" and not (tmp_path / "game.json").exists()


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write into a read-only folder")
def test_save_record_into_a_read_only_folder(table: PlayTable, tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir(mode=0o500)
    assert "no permission to write there" in press_save(table, str(folder / "game.json"))


def test_save_record_messages_are_short_escaped_and_in_every_language(tmp_path: Path) -> None:
    """A long or hostile path is shortened and escaped; the sentences exist in en, it and fi."""
    table = PlayTable(2, seed=1, lang="fi")
    hostile = str(tmp_path / ("<b>" + "x" * 5000) / "game.json")
    message = press_save(table, hostile)
    assert message.startswith("Pelin tallennetta ei tallennettu tiedostoon ") and len(message) < 300
    assert "<b>xx" not in table.messages_html.value and "&lt;b&gt;xx" in table.messages_html.value
    for lang in LANGUAGES:
        assert {f"ui-{k}" for k in ("saved", "not-saved", "save-folder", "save-empty", "save-missing",
                                    "save-denied", "save-failed")} <= set(phrases(lang))


def test_save_record_still_saves_a_good_path(table: PlayTable, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # a short path: the message shortens a long one
    message = press_save(table, "game.json")
    assert message == "Saved the game record to game.json."
    assert replay(tmp_path / "game.json") == table.game
