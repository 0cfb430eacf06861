"""`fiveup-viz worksheet`: a printable worksheet of practice questions with its answer key."""

from __future__ import annotations

import argparse
from pathlib import Path

from fiveup_viz.checks import quote
from fiveup_viz.errors import CliError, Message, os_reason
from fiveup_viz.messages import CLI_TEXTS


def _out_file(out: str) -> Path:
    """The file to write: a file name ending in .html or .pdf, in an existing folder."""
    from fiveup_viz.worksheet import format_of

    if not out:
        raise CliError(Message("cli.out-empty"))
    path = Path(out)
    if path.is_dir():
        raise CliError(Message("worksheet.out-folder", out=quote(out)))
    format_of(path)
    if not path.parent.is_dir():
        raise CliError(Message("cli.out-missing", out=quote(out), folder=quote(str(path.parent))))
    return path


def _write(path: Path, data: bytes) -> None:
    existed = path.exists()
    try:
        path.write_bytes(data)
    except OSError as exc:
        if not existed and path.is_file():
            path.unlink(missing_ok=True)  # no half-written file left behind
        raise CliError(Message("cli.write", path=quote(str(path)), why=os_reason(exc)), 1) from None


def cmd_worksheet(args: argparse.Namespace) -> int:
    from fiveup_viz.worksheet import document, format_of

    out = _out_file(args.out)
    data = document(format_of(out), kind=args.kind, count=args.count, level=args.level,
                    lang=args.lang, seed=args.seed, paper=args.paper)
    _write(out, data)
    return 0


def add_command(sub: argparse._SubParsersAction, lang: str) -> None:  # type: ignore[type-arg]
    """The `worksheet` subcommand, its help in `lang`."""
    from fiveup_viz.cli_words import _add_lang, _meta, _seed, _whole
    from fiveup_viz.exercises import LEVELS, PRACTICE_KINDS
    from fiveup_viz.worksheet import MIX, PAPERS

    words = CLI_TEXTS[lang]
    w = sub.add_parser("worksheet", help=words["worksheet"], description=words["worksheet"])
    w.add_argument("--kind", choices=(*PRACTICE_KINDS, MIX), default=MIX,
                   metavar=_meta(lang, "kind"), help=words["opt.ws-kind"])
    w.add_argument("--count", type=_whole(1, lang=lang), default=12, metavar=_meta(lang, "count"),
                   help=words["opt.count"])
    w.add_argument("--level", type=int, choices=range(1, LEVELS + 1), default=1,
                   metavar=_meta(lang, "level"), help=words["opt.level"])
    _add_lang(w, lang)
    w.add_argument("--seed", type=_seed(lang), default=0, metavar=_meta(lang, "seed"),
                   help=words["opt.ws-seed"])
    w.add_argument("--paper", choices=tuple(PAPERS), default="a4", metavar=_meta(lang, "paper"),
                   help=words["opt.paper"])
    w.add_argument("-o", "--out", required=True, metavar=_meta(lang, "out"),
                   help=words["opt.ws-out"])
    w.set_defaults(run=cmd_worksheet)
