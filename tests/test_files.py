"""`files.write_atomic` (issue 28 point 1, security probe F1): a failed write never destroys the
file it replaces. The bytes go to a temporary file in the same folder, are flushed, then replace
the target in one step; on a file-size limit, a full device or a refused folder the old file is
still there byte for byte and no temporary file is left."""

from __future__ import annotations

import errno
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from fiveup_viz.files import NOT_A_FILE, writable_target, write_atomic
from fiveup_viz.words.errors import os_reason

FILES_PY = Path(__file__).resolve().parent.parent / "fiveup_viz" / "files.py"
OLD = b"the old file\n\x00\xff kept whole\n"
NEW = "new text, longer than the limit " * 400  # 12,800 bytes
needs_dev_full = pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")


def folder_of(path: Path) -> list[str]:
    return sorted(p.name for p in path.parent.iterdir())


#: A child process that writes with files.py alone (no package import: it starts fast).
CHILD = """
import importlib.util, sys
spec = importlib.util.spec_from_file_location("files", sys.argv[1])
files = importlib.util.module_from_spec(spec)
spec.loader.exec_module(files)
try:
    files.write_atomic(sys.argv[2], "x" * int(sys.argv[3]))
except OSError as exc:
    print(exc.errno, exc.filename)
    sys.exit(1)
"""


def write_under_ulimit(path: Path, size: int, blocks: int) -> subprocess.CompletedProcess[str]:
    """`write_atomic(path, size bytes)` in a shell whose `ulimit -f` is `blocks` KiB."""
    script = f'ulimit -f {blocks}; PYTHONDONTWRITEBYTECODE=1 exec "$0" -c "$1" "$2" "$3" "$4"'
    return subprocess.run(["bash", "-c", script, sys.executable, CHILD, str(FILES_PY), str(path),
                           str(size)], capture_output=True, text=True, timeout=60)


def test_a_file_size_limit_leaves_the_old_file_byte_for_byte(tmp_path: Path) -> None:
    """Probe F1: `ulimit -f 4` and a 12 KiB write: EFBIG naming the file, the old bytes kept,
    no temporary file left. (A plain write left the first 4 KiB of the new text.)"""
    target = tmp_path / "game.json"
    target.write_bytes(OLD)
    done = write_under_ulimit(target, 12_000, 4)
    assert done.returncode == 1, done.stderr
    assert done.stdout.split() == [str(errno.EFBIG), str(target)]  # the file asked for, not a temp
    assert target.read_bytes() == OLD and folder_of(target) == ["game.json"]
    assert write_under_ulimit(target, 3_000, 4).returncode == 0  # under the limit: written
    assert target.read_bytes() == b"x" * 3_000 and folder_of(target) == ["game.json"]


def test_a_new_file_under_the_limit_leaves_nothing(tmp_path: Path) -> None:
    target = tmp_path / "new.html"
    assert write_under_ulimit(target, 12_000, 4).returncode == 1
    assert list(tmp_path.iterdir()) == []


@needs_dev_full
def test_a_link_to_dev_full_is_refused_before_writing_and_kept(tmp_path: Path) -> None:
    """A link to a device is not a file to replace: OSError naming the link, said in en/it/fi;
    the link still points at /dev/full and nothing is left in the folder."""
    link = tmp_path / "full.svg"
    link.symlink_to("/dev/full")
    with pytest.raises(OSError) as caught:
        write_atomic(link, NEW)
    assert caught.value.strerror == NOT_A_FILE and caught.value.filename == str(link)
    assert [os_reason(caught.value).say(lang) for lang in ("en", "it", "fi")] == \
        ["Not a regular file", "non è un file regolare", "ei ole tavallinen tiedosto"]
    assert link.is_symlink() and os.readlink(link) == "/dev/full"
    assert folder_of(link) == ["full.svg"]


def test_a_link_to_a_file_is_followed_and_kept(tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    real = tmp_path / "real" / "game.json"
    real.write_bytes(OLD)
    link = tmp_path / "game.json"
    link.symlink_to(Path("real") / "game.json")
    assert write_atomic(link, NEW) == link
    assert link.is_symlink() and os.readlink(link) == str(Path("real") / "game.json")
    assert real.read_text(encoding="utf-8") == NEW
    assert folder_of(link) == ["game.json", "real"] and folder_of(real) == ["game.json"]


def test_a_dangling_link_writes_its_target(tmp_path: Path) -> None:
    link = tmp_path / "page.html"
    link.symlink_to("made.html")
    write_atomic(link, "<p>")
    assert link.is_symlink() and (tmp_path / "made.html").read_text() == "<p>"


def test_a_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "kept.txt").write_bytes(OLD)
    with pytest.raises(IsADirectoryError):
        write_atomic(tmp_path, NEW)
    assert folder_of(tmp_path / "kept.txt") == ["kept.txt"]


def test_permissions_are_kept_and_a_new_file_follows_the_umask(tmp_path: Path) -> None:
    kept = tmp_path / "shared.html"
    kept.write_bytes(OLD)
    kept.chmod(0o640)
    write_atomic(kept, NEW)
    assert stat.S_IMODE(kept.stat().st_mode) == 0o640 and kept.read_text() == NEW
    umask = os.umask(0o027)
    try:
        write_atomic(tmp_path / "new.html", NEW)
    finally:
        os.umask(umask)
    assert stat.S_IMODE((tmp_path / "new.html").stat().st_mode) == 0o640


def test_text_is_utf8_and_bytes_are_written_as_they_are(tmp_path: Path) -> None:
    target = tmp_path / "t"
    write_atomic(target, "Pelaaja pöydässä ✓")
    assert target.read_bytes() == "Pelaaja pöydässä ✓".encode()
    write_atomic(target, OLD)
    assert target.read_bytes() == OLD


def test_a_long_file_name_still_gets_a_temporary_file(tmp_path: Path) -> None:
    """The temporary name is shortened: a 255-byte name (the most a folder takes) is written."""
    target = tmp_path / ("x" * 250 + ".json")
    write_atomic(target, NEW)
    assert target.read_text() == NEW and folder_of(target) == [target.name]


def test_a_refused_temporary_file_names_the_target(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever step the system refuses, the error names the file asked for and the old file
    stays; here the rename itself is refused."""
    target = tmp_path / "game.json"
    target.write_bytes(OLD)

    def refused(*args: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", str(args[0]))

    monkeypatch.setattr(os, "replace", refused)
    with pytest.raises(PermissionError) as caught:
        write_atomic(target, NEW)
    assert caught.value.filename == str(target)
    assert target.read_bytes() == OLD and folder_of(target) == ["game.json"]


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder")
def test_an_unwritable_folder_refuses_and_keeps_the_old_file(tmp_path: Path) -> None:
    """A folder that takes no new file: no temporary file, so the (writable) old file is kept
    rather than rewritten in place."""
    folder = tmp_path / "ro"
    folder.mkdir()
    target = folder / "game.json"
    target.write_bytes(OLD)
    folder.chmod(0o500)
    try:
        with pytest.raises(PermissionError) as caught:
            write_atomic(target, NEW)
    finally:
        folder.chmod(0o700)
    assert caught.value.filename == str(target)
    assert target.read_bytes() == OLD and folder_of(target) == ["game.json"]


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes a read-only file")
def test_a_read_only_file_is_not_replaced(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    target.write_bytes(OLD)
    target.chmod(0o444)
    with pytest.raises(PermissionError):
        writable_target(target)
    with pytest.raises(PermissionError):
        write_atomic(target, NEW)
    assert target.read_bytes() == OLD


def test_a_missing_folder_names_the_file(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError) as caught:
        write_atomic(tmp_path / "none" / "x.svg", NEW)
    assert caught.value.filename == str(tmp_path / "none" / "x.svg")
