"""Progress bars for long work: tqdm on stderr when it is a terminal, nothing otherwise."""

from __future__ import annotations

import sys
from types import TracebackType
from typing import Any, TextIO


class TerminalProgress:
    """A `progress(done, total)` callback drawing a tqdm bar on `stream` if it is a terminal."""

    def __init__(self, total: int, desc: str, stream: TextIO | None = None) -> None:
        self.stream = sys.stderr if stream is None else stream
        self.bar: Any = None
        if self.stream.isatty():
            from tqdm import tqdm

            self.bar = tqdm(total=total, desc=desc, file=self.stream, leave=False)

    def __call__(self, done: int, total: int) -> None:
        if self.bar is not None:
            self.bar.total = total
            self.bar.update(done - self.bar.n)

    def __enter__(self) -> TerminalProgress:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        if self.bar is not None:
            self.bar.close()
