"""The `fiveup-viz` command line: simulate, replay, describe, render, draw, rulebook, diagrams.

Exit status: 0 done, 2 bad input (a record or an argument; one `error: …` line on stderr),
1 the system refused the output (disk full, unwritable file), 130 interrupted (Ctrl-C).
A program given bad input never prints a traceback (RECORD.md error line).
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NoReturn

from fiveup_viz.checks import INT_DIGITS, quote
from fiveup_viz.errors import FiveUpError, Message, RecordError, os_reason
from fiveup_viz.record import dumps, read_bytes, replay, scorelog, to_record

ERROR_LINE_MAX = 500  #: RECORD.md: an error line is at most 500 characters


class CliError(Exception):
    """A problem with the command's arguments or output: one error line and an exit status."""

    def __init__(self, message: str, status: int = 2) -> None:
        super().__init__(message)
        self.status = status


def error_line(message: str) -> str:
    """`error: <message>` on one line of at most 500 characters (RECORD.md)."""
    text = "".join(_escape(ch) for ch in f"error: {message[: 2 * ERROR_LINE_MAX]}")
    return text if len(text) <= ERROR_LINE_MAX else text[: ERROR_LINE_MAX - 1] + "…"


def _escape(ch: str) -> str:
    code = ord(ch)
    if code < 0x20 or 0x7F <= code <= 0x9F or code in (0x2028, 0x2029) or 0xD800 <= code <= 0xDFFF:
        return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"
    return ch


def _say_error(message: str) -> None:
    try:
        sys.stderr.write(error_line(message) + "\n")
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):
        pass  # stderr is closed or full: the exit status still tells


def _read(path: str) -> bytes:
    """The bytes of a record file, or of stdin for `-`."""
    if path != "-":
        return read_bytes(Path(path))
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


def _emit(line: str) -> None:
    """Write one whole line and flush it; Ctrl-C waits until the line is out (never half a line)."""
    block = hasattr(signal, "pthread_sigmask")
    if block:
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()
    finally:
        if block:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def _check_out_file(out: str) -> Path:
    """The file `render --out` writes: a file name in an existing folder."""
    if not out:
        raise CliError("--out needs a file name, not an empty text")
    path = Path(out)
    if path.is_dir():
        raise CliError(f"--out {quote(out)} is a folder; give the SVG file to write")
    if not path.parent.is_dir():
        raise CliError(f"--out {quote(out)}: the folder {quote(str(path.parent))} does not exist")
    return path


def _write(path: Path, text: str) -> None:
    existed = path.exists()
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        if not existed and path.is_file():
            path.unlink(missing_ok=True)  # no half-written file left behind
        raise CliError(f"cannot write {quote(str(path))}: {exc.strerror}", 1) from None


def layout_at(path: str, hand: int, step: int):  # type: ignore[no-untyped-def]
    """Hand `hand`'s layout after its first `step` placements (step >= 1), and its final layout."""
    game = replay(_read(path))
    if not 0 <= hand < len(game.hands):
        raise RecordError(Message("cli.hand", count=len(game.hands), hand=hand))
    final = game.hands[hand].layout
    placements = final.placements
    if not 1 <= step <= len(placements):
        raise RecordError(Message("cli.step", hand=hand, count=len(placements)))
    from fiveup_viz.layout import Layout, Move

    layout = Layout.from_moves([Move(p.tile, p.on, p.socket) for p in placements[:step]])
    return layout, final


def cmd_simulate(args: argparse.Namespace) -> int:
    from fiveup_viz.bots import simulate
    from fiveup_viz.progress import TerminalProgress

    strategies = args.strategy or ["greedy"]
    with TerminalProgress(args.games, "games") as progress:
        for k in range(args.games):
            game = simulate(args.players, seed=args.seed + k, strategies=strategies,
                            max_hands=args.max_hands)
            _emit(dumps(to_record(game)))
            progress(k + 1, args.games)
    return 0


def cmd_review(args: argparse.Namespace) -> int:
    from fiveup_viz.progress import TerminalProgress
    from fiveup_viz.review import coach_phrases, rated_text, review

    game = replay(_read(args.file))
    total = sum(1 for h in game.hands for a in h.actions if a.kind == "play")
    with TerminalProgress(total, coach_phrases(args.lang)["reviewing"]) as progress:
        rated = review(game, budget_ms=args.budget, seed=args.seed, progress=progress)
    for r in rated:
        _emit(rated_text(game, r, args.lang))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    game = replay(_read(args.file))
    if args.json:
        print(dumps(scorelog(game), indent=2))
    else:
        from fiveup_viz.summary import summary

        print(summary(game, args.lang))
    return 0


def cmd_describe(args: argparse.Namespace) -> int:
    from fiveup_viz.wording import describe

    print(describe(layout_at(args.file, args.hand, args.step)[0], args.lang))
    return 0


def cmd_render(args: argparse.Namespace) -> int:
    from fiveup_viz import svg

    layout, final = layout_at(args.file, args.hand, args.step)
    frame = final if args.hand_frame else None
    out = _check_out_file(args.out)
    text = svg.layout(layout, lang=args.lang, frame=frame, numerals=args.numerals)
    _write(out, text)
    return 0


def cmd_draw(args: argparse.Namespace) -> int:
    from fiveup_viz import export
    from fiveup_viz.draw import draw, read_moves

    export.format_of(args.out)
    export.check_dpi(args.dpi)
    if args.width is not None and not 50 <= args.width <= 20000:
        raise FiveUpError(Message("cli.width", width=f"{args.width:g}"))
    draw(read_moves(args.moves), args.out, dpi=args.dpi, lang=args.lang,
         numerals=args.numerals, theme=args.theme, size=args.width, caption=args.caption,
         legend=args.legend, highlight_last=args.highlight_last)
    return 0


def _add_draw(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    from fiveup_viz.export import DEFAULT_DPI
    from fiveup_viz.svg import THEMES

    d = sub.add_parser("draw", help="draw the layout after some placements (SVG, PNG or PDF)")
    d.add_argument("moves", nargs="+", metavar="MOVE",
                   help="a move as in Layout.from_moves ('[1|4]', '[1|1] on [1|4] low'), or a "
                        "file with one move a line, or - for stdin")
    d.add_argument("-o", "--out", required=True,
                   help="the file to write; .svg, .png or .pdf (PNG and PDF need the extra "
                        "'export')")
    d.add_argument("--lang", choices=("en", "it", "fi"), default="en")
    d.add_argument("--numerals", action="store_true", help="numerals instead of pips")
    d.add_argument("--theme", choices=tuple(THEMES), default="colour")
    d.add_argument("--no-caption", dest="caption", action="store_false",
                   help="tiles and marks only")
    d.add_argument("--no-legend", dest="legend", action="store_false",
                   help="the caption without its legend")
    d.add_argument("--width", type=float, help="drawing width in px (default: natural size)")
    d.add_argument("--highlight-last", action=argparse.BooleanOptionalAction, default=True,
                   help="ring the last placed tile")
    d.add_argument("--dpi", type=float, default=DEFAULT_DPI,
                   help=f"PNG resolution: dpi/96 pixels per px (default {DEFAULT_DPI:g})")
    d.set_defaults(run=cmd_draw)


def cmd_html(args: argparse.Namespace) -> int:
    from fiveup_viz.page import write_page
    from fiveup_viz.widgets.viewer import GameViewer

    game = replay(_read(args.file))
    if not game.hands:
        raise RecordError(Message("cli.no-hands"))
    if not 0 <= args.hand < len(game.hands):
        raise RecordError(Message("cli.hand", count=len(game.hands), hand=args.hand))
    write_page(GameViewer(game, lang=args.lang), args.out, hand=args.hand)
    return 0


def cmd_diagrams(args: argparse.Namespace) -> int:
    from fiveup_viz import cheatsheet, diagrams, rulebook

    langs = ["en", "it", "fi"] if args.lang == "all" else [args.lang]
    out = Path(args.out)
    if not args.out or (out.exists() and not out.is_dir()):
        raise CliError(f"--out {quote(args.out)} is not a folder; give the folder to write the "
                       "diagrams into")
    try:
        paths = diagrams.write_all(out, langs=langs) + rulebook.write_all(out, langs=langs)
    except OSError as exc:
        where = quote(str(exc.filename)) if exc.filename else quote(args.out)
        raise CliError(f"cannot write {where}: {exc.strerror}", 1) from None
    for path in paths:
        print(path)
    for path in cheatsheet.write_all(Path(args.out), langs=langs):
        print(path)
    return 0


def cmd_rulebook(args: argparse.Namespace) -> int:
    from fiveup_viz import rulebook

    out = Path(args.out)
    if out.suffix.lower() not in (".html", ".htm"):
        raise FiveUpError(Message("cli.rulebook", out=repr(args.out)))
    page = rulebook.build(args.lang)
    try:
        out.write_text(page, encoding="utf-8")
    except OSError as exc:
        raise FiveUpError(Message("cli.write", path=args.out, why=os_reason(exc))) from None
    return 0


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad argument as one `error: …` line (RECORD.md), exit status 2."""

    def error(self, message: str) -> NoReturn:
        raise CliError(f"{message} (see '{self.prog} --help')")


def _whole(least: int, rule: str = "") -> Callable[[str], int]:
    """An argparse type: a whole number of at least `least` and at most 30 digits."""
    def convert(text: str) -> int:
        digits = text.strip().lstrip("+-")
        if not digits.isdigit() or not digits.isascii() or len(digits) > INT_DIGITS \
                or int(text) < least:
            why = f" ({rule})" if rule else ""
            raise argparse.ArgumentTypeError(f"{quote(text)} is not a whole number of at least "
                                             f"{least}{why}")
        return int(text)
    convert.__name__ = "whole number"
    return convert


def _seed(text: str) -> int:
    digits = text.strip().lstrip("+-")
    if not digits.isdigit() or not digits.isascii() or len(digits) > INT_DIGITS:
        raise argparse.ArgumentTypeError(f"{quote(text)} is not an integer of at most "
                                         f"{INT_DIGITS} digits (D4)")
    return int(text)


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog="fiveup-viz", description="Exact 61 Five Up: games, records "
                                "and diagrams.")
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("simulate", help="play bot games and print their records as JSON")
    s.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    s.add_argument("--seed", type=_seed, default=0)
    s.add_argument("--strategy", action="append", choices=("random", "greedy", "expert", "coach"),
                   help="one per seat, or one for all (default greedy)")
    s.add_argument("--games", type=_whole(1), default=1, help="records to print, one per line")
    s.add_argument("--max-hands", type=_whole(1, "D3"), default=200)
    s.set_defaults(run=cmd_simulate)

    v = sub.add_parser("review", help="rate every placement of a record against the coach")
    v.add_argument("file", help="a record file, or - for stdin")
    v.add_argument("--budget", type=_whole(1), default=200, help="coach milliseconds per move")
    v.add_argument("--seed", type=_seed, default=0, help="the coach's sampling seed")
    v.add_argument("--lang", choices=("en", "it", "fi"), default="en")
    v.set_defaults(run=cmd_review)

    r = sub.add_parser("replay", help="check a record and summarise it")
    r.add_argument("file", help="a record file, or - for stdin")
    r.add_argument("--json", action="store_true", help="print the score log (RECORD.md)")
    r.add_argument("--lang", choices=("en", "it", "fi"), default="en",
                   help="language of the summary")
    r.set_defaults(run=cmd_replay)

    for name, run, what in (("describe", cmd_describe, "describe a layout in words"),
                            ("render", cmd_render, "draw a layout as SVG")):
        d = sub.add_parser(name, help=what)
        d.add_argument("file", help="a record file, or - for stdin")
        d.add_argument("--hand", type=_whole(0), required=True, help="0-based hand index")
        d.add_argument("--step", type=_whole(1), required=True, help="placements so far (1 or more)")
        d.add_argument("--lang", choices=("en", "it", "fi"), default="en")
        if name == "render":
            d.add_argument("--out", required=True, help="the SVG file to write")
            d.add_argument("--hand-frame", action="store_true",
                           help="frame the whole hand, so every step lines up")
            d.add_argument("--numerals", action="store_true", help="numerals instead of pips")
        d.set_defaults(run=run)

    _add_draw(sub)

    h = sub.add_parser("html", help="write a game as one self-contained web page")
    h.add_argument("file", help="a record file, or - for stdin")
    h.add_argument("-o", "--out", required=True, help="the HTML file to write")
    h.add_argument("--lang", choices=("en", "it", "fi"), default="en")
    h.add_argument("--hand", type=int, default=0, help="0-based hand the page opens at")
    h.set_defaults(run=cmd_html)

    b = sub.add_parser("rulebook", help="write the illustrated rule book as one printable HTML page")
    b.add_argument("--lang", choices=("en", "it", "fi"), required=True,
                   help="fi and it: the source text with its figures; en: RULES.md")
    b.add_argument("-o", "--out", required=True, help="the HTML file to write")
    b.set_defaults(run=cmd_rulebook)

    g = sub.add_parser("diagrams", help="regenerate the rule diagrams and the rule books")
    g.add_argument("--out", default="assets")
    g.add_argument("--lang", choices=("en", "it", "fi", "all"), default="all")
    g.set_defaults(run=cmd_diagrams)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; return the exit status (never raises for bad input)."""
    try:
        return _run(argv)
    except FiveUpError as exc:
        _say_error(str(exc))
        return 2
    except CliError as exc:
        _say_error(str(exc))
        return exc.status
    except KeyboardInterrupt:
        _drop_stdout()
        return 130
    except BrokenPipeError:
        _drop_stdout()
        return 0
    except OSError as exc:
        where = f"{quote(str(exc.filename))}: " if exc.filename else "the output: "
        _say_error(f"cannot write {where}{exc.strerror or exc}")
        _drop_stdout()
        return 1


def _run(argv: Sequence[str] | None) -> int:
    try:
        args = parser().parse_args(argv)
    except SystemExit as exc:  # --help and --version
        return exc.code if isinstance(exc.code, int) else 0
    if args.command == "simulate" and args.strategy and len(args.strategy) not in (1, args.players):
        raise CliError(f"give one --strategy or one per seat ({args.players})")
    status = int(args.run(args))
    if sys.stdout is not None:
        sys.stdout.flush()
    return status


def _drop_stdout() -> None:
    """After a failed or interrupted write, send what is left to /dev/null: no second error at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


if __name__ == "__main__":
    raise SystemExit(main())
