"""Writing a file so that a failed write never destroys the one it replaces.

Every file the package writes goes through `write_atomic`: the bytes go to a temporary file in
the target's folder, are flushed to disk, and only then replace the target in one step. On a
full disk, a file-size limit or any other refusal, the old file is still there byte for byte,
and no half-written file is left.
"""

from __future__ import annotations

import errno
import os
import secrets
import stat
from pathlib import Path

#: What `write_atomic` says when the target exists but is not a regular file (a device, a pipe).
NOT_A_FILE = "Not a regular file"
_NEW_FILE_MODE = 0o666  #: a new file's permissions before the process's umask


def write_atomic(path: str | os.PathLike[str], data: bytes | str) -> Path:
    """Write `data` (text as UTF-8) to `path` atomically and return the path written.

    A link is followed: its target is replaced and the link kept; the permissions of a file
    replaced are kept. OSError naming `path` if the system refuses, with the old file unchanged;
    a folder, a non-regular file (a device such as /dev/full) or a read-only file is refused
    before anything is written."""
    payload = data.encode("utf-8") if isinstance(data, str) else data
    try:
        target = writable_target(path)
        mode = _mode(target)
        fd, temp = _temp_file(target)
        try:
            with os.fdopen(fd, "wb") as stream:
                if mode is not None:
                    os.chmod(temp, mode)  # exact, whatever the umask
                stream.write(payload)
                stream.flush()
                os.fsync(stream.fileno())
            os.replace(temp, target)
        except BaseException:
            temp.unlink(missing_ok=True)
            raise
    except OSError as exc:
        raise _named(exc, path) from None
    _sync_folder(target.parent)
    return Path(path)


def writable_target(path: str | os.PathLike[str]) -> Path:
    """The file `write_atomic(path, ...)` replaces: `path`, or where its link points.

    OSError if that is a folder, not a regular file, or a file that may not be written; a
    missing file is fine (its folder is checked when it is written)."""
    given = Path(path)
    target = Path(os.path.realpath(given)) if given.is_symlink() else given
    try:
        mode = target.stat().st_mode
    except FileNotFoundError:
        return target
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    if not stat.S_ISREG(mode):
        raise OSError(errno.EINVAL, NOT_A_FILE, str(path))
    if not os.access(target, os.W_OK):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
    return target


def _mode(target: Path) -> int | None:
    """The permissions of the file to replace, or None for a new file."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        return None


def _temp_file(target: Path) -> tuple[int, Path]:
    """A new file beside `target` (its permissions a new file's, under the umask), open for
    writing: its descriptor and path."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    while True:
        temp = target.with_name(f".{target.name[:40]}.{secrets.token_hex(4)}.tmp")
        try:
            return os.open(temp, flags, _NEW_FILE_MODE), temp
        except FileExistsError:
            continue


def _named(exc: OSError, path: str | os.PathLike[str]) -> OSError:
    """The same refusal, naming the file asked for (not its temporary file or link target)."""
    if exc.errno is None:
        return exc
    return OSError(exc.errno, exc.strerror or os.strerror(exc.errno), os.fspath(path))


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
