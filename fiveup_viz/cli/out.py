"""What a command writes: its file, its `--out` checked before any work and the file written
atomically, and its lines on the terminal, each one line (`one_line`, `error_line`).

Every command that writes a file (review --annotate, render, draw, html, rulebook, worksheet)
checks `--out` with `out_file` before it starts. An empty name, a folder, a wrong suffix or a
missing folder is bad input (exit status 2); a file the system will not let it replace (a
device such as /dev/full, a read-only file) is refused output (exit status 1), named in the
error line. A write the system refuses later is exit status 1 too (`writing`), and leaves the
old file whole (`fiveup_viz.files.write_atomic`). Done, the command prints `wrote PATH` on
stdout (`wrote`); output to stdout itself is not announced.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from fiveup_viz.files import writable_target, write_atomic
from fiveup_viz.words.errors import CliError, Message, os_reason
from fiveup_viz.words.messages import CLI_TEXTS
from fiveup_viz.words.quoting import quote

ERROR_LINE_MAX = 500  #: RECORD.md: an error line is at most 500 characters


#: Characters that would break a terminal line or reorder it: control characters, line and
#: paragraph separators, surrogates, and the bidirectional marks, embeddings, overrides and
#: isolates (U+200E-U+200F, U+202A-U+202E, U+2066-U+2069).
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff"
                     "\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def one_line(text: str) -> str:
    """`text` as one terminal line that shows what it holds: each unsafe character written as
    its escape (`\\x0a`, `\\u202e`), so user text (a note, a name) can neither start a line nor
    turn the rest of one around."""
    return _UNSAFE.sub(_escape, text)


def error_line(message: str, lang: str | None = None) -> str:
    """`error: <message>` on one line of at most 500 characters (RECORD.md); with `lang`, the
    prefix in that language (cli `cli-error`), else RECORD.md's English one, which a record's
    error keeps."""
    message = message[: 2 * ERROR_LINE_MAX]
    said = f"error: {message}" if lang is None else \
        CLI_TEXTS[lang]["cli-error"].format(message=message)
    text = one_line(said)
    return text if len(text) <= ERROR_LINE_MAX else text[: ERROR_LINE_MAX - 1] + "…"


def _escape(found: re.Match[str]) -> str:
    code = ord(found.group())
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def out_file(out: str, folder: str = "cli.out-folder",
             suffix: Callable[[Path], object] | None = None) -> Path:
    """The file `--out` names, checked before any work: a file name (not a folder: `folder` is
    the message saying so), with the suffix `suffix` accepts, in an existing folder, and not a
    file the system refuses to replace."""
    if not out:
        raise CliError(Message("cli.out-empty"))
    path = Path(out)
    if path.is_dir():
        raise CliError(Message(folder, out=quote(out)))
    if suffix is not None:
        suffix(path)
    if not path.parent.is_dir():
        raise CliError(Message("cli.out-missing", out=quote(out), folder=quote(str(path.parent))))
    try:
        writable_target(path)
    except OSError as exc:
        raise _cannot_write(path, exc, 1) from None
    except ValueError as exc:  # a name the system cannot take (a NUL in it): bad input
        raise _cannot_write(path, exc, 2) from None
    return path


@contextmanager
def writing(path: str | os.PathLike[str]) -> Iterator[None]:
    """Turn the system's refusal to write `path` into one error line naming it (exit status 1)."""
    try:
        yield
    except OSError as exc:
        raise _cannot_write(path, exc, 1) from None


def _cannot_write(path: str | os.PathLike[str], exc: OSError | ValueError, status: int) -> CliError:
    return CliError(Message("cli.write", path=quote(os.fspath(path)), why=os_reason(exc)), status)


def write(path: Path, data: str | bytes, lang: str) -> None:
    """Write `data` to `path` atomically and say so in `lang`."""
    with writing(path):
        write_atomic(path, data)
    wrote(path, lang)


def wrote(path: str | os.PathLike[str], lang: str) -> None:
    """The line `wrote PATH` on stdout, in `lang`, its control characters escaped."""
    shown = one_line(os.fspath(path))
    print(CLI_TEXTS[lang]["wrote"].format(path=shown), flush=True)
