"""Writing a file so that a failed write never destroys the one it replaces.

Every file the package writes goes through `write_atomic`: the bytes go to a temporary file in
the target's folder, are flushed to disk, and only then replace the target in one step. On a
full disk, a file-size limit or any other refusal, the old file is still there byte for byte,
and no half-written file is left.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path

#: What `write_atomic` says when the target exists but is not a regular file (a device, a pipe).
NOT_A_FILE = "Not a regular file"


def write_atomic(path: str | os.PathLike[str], data: bytes | str) -> Path:
    """Write `data` (text as UTF-8) to `path` atomically and return the path written.

    A link is followed: its target is replaced and the link kept. OSError if the system refuses,
    with the old file unchanged; a target that is a folder or another non-regular file (a
    device such as /dev/full) is refused before anything is written."""
    target = _regular_target(Path(path))
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as stream:
            stream.write(payload)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temp, _mode(target))
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)
    return Path(path)


def _regular_target(path: Path) -> Path:
    """The file to replace: `path`, or where its link points; OSError if that is not a file."""
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    try:
        mode = target.stat().st_mode
    except FileNotFoundError:
        return target
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    if not stat.S_ISREG(mode):
        raise OSError(errno.EINVAL, NOT_A_FILE, str(path))
    return target


def _mode(target: Path) -> int:
    """The permissions of the file replaced, or a new file's under the process's umask."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _sync_folder(folder: Path) -> None:
    """Flush the folder's entry for the replaced file, where the system allows it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
