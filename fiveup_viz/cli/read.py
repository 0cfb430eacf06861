"""The record a command reads: a file, standard input (`-`), or the name of an example game."""

from __future__ import annotations

import sys
from pathlib import Path

from fiveup_viz.rules.record import example_names, example_record, names_example, read_bytes
from fiveup_viz.words.errors import CliError, Message, RecordError, os_reason
from fiveup_viz.words.quoting import quote


def read_record(path: str) -> bytes:
    """The bytes of a record file, of stdin for `-`, or of the example game a name names
    (`partners`, as `GameViewer("partners")` takes it)."""
    if path != "-":
        if path and names_example(path):
            names = example_names()
            if names and path not in names:
                # no record was read: the command's own error, its prefix in its language
                raise CliError(Message("cli.no-record", name=quote(path), names=", ".join(names)))
            return example_record(path).encode("utf-8")
        try:
            return read_bytes(Path(path))
        except RecordError as exc:  # no record was read: the file name typed is at fault,
            raise CliError(exc.inner.message) from None  # its prefix localized (teach27 F5)
    stdin = sys.stdin
    if stdin is None:
        raise RecordError(Message("stdin.closed"))
    try:
        buffer = getattr(stdin, "buffer", None)
        if buffer is not None:
            return bytes(buffer.read())
        text = stdin.read()
    except OSError as exc:
        raise RecordError(Message("stdin.read", why=os_reason(exc))) from None
    except ValueError:
        raise RecordError(Message("stdin.closed")) from None
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        raise RecordError(Message("stdin.surrogate")) from None
