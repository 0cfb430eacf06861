"""The `fiveup-viz` command line: simulate, replay, describe, render, draw, rulebook, diagrams;
`lessons` and `lab` (the course) are in `cli.course`, `worksheet` in `cli.worksheet`,
`annotate` in `cli.annotate`, the command line's language in `cli.words`, the record a command
reads in `cli.read`, the file a command writes (checked before any work, written atomically,
announced with `wrote PATH`) and its one-line output in `cli.out`.

Exit status: 0 done, 2 bad input (a record or an argument; one `error: …` line on stderr),
1 the system refused the output (disk full, unwritable file; the line names the file),
130 interrupted (Ctrl-C).
A program given bad input never prints a traceback (RECORD.md error line).
"""

from __future__ import annotations

import argparse
import io
import os
import signal
import sys
from collections.abc import Sequence
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from fiveup_viz.cli.out import error_line, one_line, out_file, write, writing, wrote
from fiveup_viz.cli.read import read_record
from fiveup_viz.cli.words import (
    LANG_CHOICES,
    _add_lang,
    _argparse_speaks,
    _choice,
    _Choices,
    _counted,
    _lang_type,
    _listed,
    _meta,
    _number,
    _seed,
    _whole,
    cli_language,
    record_or_example,
)
from fiveup_viz.files import write_atomic
from fiveup_viz.rules.checks import BUDGET_MAX
from fiveup_viz.rules.record import (
    dumps,
    replay,
    scorelog,
    to_record,
)
from fiveup_viz.words.errors import CliError, FiveUpError, Message, RecordError, os_reason
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import CLI_TEXTS, Words
from fiveup_viz.words.quoting import quote


def _say_error(message: str, lang: str | None = None) -> None:
    """The error line on stderr, its prefix in `lang` (None: a record's, RECORD.md's)."""
    try:
        sys.stderr.write(error_line(message, lang) + "\n")
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):
        pass  # stderr is closed or full: the exit status still tells





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


def layout_at(path: str, hand: int, step: int):  # type: ignore[no-untyped-def]
    """Hand `hand`'s layout after its first `step` placements (step >= 1), and its final layout;
    `hand` counts from 1, as a person reads it (RECORD.md), the record's index being `hand - 1`."""
    game = replay(read_record(path))
    if not 1 <= hand <= len(game.hands):  # the option is at fault, not the record (teach27 F5)
        raise CliError(Message("cli.hand", count=len(game.hands), hand=hand))
    final = game.hands[hand - 1].layout
    placements = final.placements
    if not 1 <= step <= len(placements):
        raise CliError(Message("cli.step", hand=hand, count=len(placements)))
    from fiveup_viz.rules.layout import Layout

    layout = Layout.from_moves([p.move for p in placements[:step]])
    return layout, final


def cmd_simulate(args: argparse.Namespace) -> int:
    from fiveup_viz.progress import TerminalProgress
    from fiveup_viz.rules.bots import simulate

    strategies = args.strategy or ["greedy"]
    with TerminalProgress(args.games, CLI_TEXTS[args.ui_lang]["progress.games"]) as progress:
        for k in range(args.games):
            game = simulate(args.players, seed=args.seed + k, strategies=strategies,
                            max_hands=args.max_hands)
            _emit(dumps(to_record(game)))
            progress(k + 1, args.games)
    return 0


def cmd_review(args: argparse.Namespace) -> int:
    from fiveup_viz.pages.review import annotated, coach_phrases, review, review_lines
    from fiveup_viz.progress import TerminalProgress

    if args.annotate and args.out is None:
        raise CliError(Message("cli.annotate-out"))
    if args.out is not None and not args.annotate:
        raise CliError(Message("cli.out-annotate"))
    out = None if args.out is None else out_file(args.out, "cli.out-folder-record")
    game = replay(read_record(args.file))
    total = sum(1 for h in game.hands for a in h.actions if a.kind == "play")
    with TerminalProgress(total, coach_phrases(args.lang)["reviewing"]) as progress:
        rated = review(game, budget_ms=args.budget, seed=args.seed, progress=progress)
    if out is not None:  # RECORD.md § Annotations: the author's notes and marks are kept
        with writing(out):
            write_atomic(out, dumps(to_record(annotated(game, rated)), indent=2) + "\n")
    # the numbers skip the draws and passes, which are actions too (teach17 friction 6)
    _emit(CLI_TEXTS[args.lang]["review.actions"])
    for line in review_lines(game, rated, args.lang):
        _emit(one_line(line))
    if out is not None:
        wrote(out, args.ui_lang)
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    game = replay(read_record(args.file))
    if args.json:
        print(dumps(scorelog(game), indent=2))
    else:
        from fiveup_viz.pages.summary import summary

        print("\n".join(one_line(line) for line in summary(game, args.lang).split("\n")))
    return 0


def cmd_describe(args: argparse.Namespace) -> int:
    from fiveup_viz.explain.wording import describe

    print(describe(layout_at(args.file, args.hand, args.step)[0], args.lang))
    return 0


def cmd_render(args: argparse.Namespace) -> int:
    from fiveup_viz.drawing import svg

    out = out_file(args.out)
    layout, final = layout_at(args.file, args.hand, args.step)
    frame = final if args.hand_frame else None
    write(out, svg.layout(layout, lang=args.lang, frame=frame, numerals=args.numerals),
          args.ui_lang)
    return 0


def cmd_draw(args: argparse.Namespace) -> int:
    from fiveup_viz.drawing import export
    from fiveup_viz.drawing.draw import draw, read_moves

    out = out_file(args.out, "cli.out-folder-drawing", export.format_of)
    export.check_dpi(args.dpi)
    if args.width is not None and not 50 <= args.width <= 20000:
        raise FiveUpError(Message("cli.width", width=f"{args.width:g}"))
    moves = read_moves(args.moves)
    with writing(out):
        draw(moves, out, dpi=args.dpi, lang=args.lang, numerals=args.numerals,
             theme=args.theme, size=args.width, caption=args.caption, legend=args.legend,
             highlight_last=args.highlight_last is not False, socket_labels=args.socket_labels)
    wrote(out, args.ui_lang)
    return 0


def _add_draw(sub: argparse._SubParsersAction, lang: str) -> None:  # type: ignore[type-arg]
    from fiveup_viz.drawing.export import DEFAULT_DPI
    from fiveup_viz.drawing.svg import THEMES

    words = CLI_TEXTS[lang]
    d = sub.add_parser("draw", help=words["draw"], description=words["draw"])
    d.add_argument("moves", nargs="+", metavar=_meta(lang, "move") or "MOVE",
                   help=words["opt.moves"])
    d.add_argument("-o", "--out", required=True, metavar=_meta(lang, "out"),
                   help=words["opt.draw-out"])
    _add_lang(d, lang)
    d.add_argument("--numerals", action="store_true", help=words["opt.numerals"])
    d.add_argument("--socket-labels", action="store_true", help=words["opt.socket-labels"])
    d.add_argument("--theme", type=_choice(tuple(THEMES)), choices=tuple(THEMES), default="colour",
                   help=_listed(lang, "opt.theme", tuple(THEMES)))
    d.add_argument("--no-caption", dest="caption", action="store_false",
                   help=words["opt.no-caption"])
    d.add_argument("--no-legend", dest="legend", action="store_false",
                   help=words["opt.no-legend"])
    d.add_argument("--width", type=_number(float, lang), metavar=_meta(lang, "width"),
                   help=words["opt.width"])
    d.add_argument("--highlight-last", action=argparse.BooleanOptionalAction, default=None,
                   help=words["opt.highlight-last"])  # None: argparse adds no English default
    d.add_argument("--dpi", type=_number(float, lang), default=DEFAULT_DPI, metavar=_meta(lang, "dpi"),
                   help=words["opt.dpi"].format(dpi=f"{DEFAULT_DPI:g}"))
    d.set_defaults(run=cmd_draw)


def cmd_html(args: argparse.Namespace) -> int:
    from fiveup_viz.pages.page import write_page
    from fiveup_viz.pages.quiz import CLASS_ASKS

    out = out_file(args.out, "cli.out-folder-html")
    game = replay(read_record(args.file))
    # a valid record the command cannot show, or --hand past its last: the command's own
    # refusal, its prefix in the command's language (teach27 F5), not RECORD.md's `error:`
    if not game.hands:
        raise CliError(Message("cli.no-hands"))
    if args.hand > len(game.hands):  # counted from 1, as the page and its #hand=
        raise CliError(Message("cli.hand", count=len(game.hands), hand=args.hand))
    with writing(out):  # --questions alone makes a quiz too
        write_page(game, out, hand=args.hand - 1, lang=args.lang,
                   quiz=args.quiz or args.questions is not None,
                   asks=args.questions or CLASS_ASKS, projector=args.projector)
    wrote(out, args.ui_lang)
    return 0


def cmd_diagrams(args: argparse.Namespace) -> int:
    from fiveup_viz.pages import cheatsheet, diagrams, rulebook

    langs = ["en", "it", "fi"] if args.lang == "all" else [args.lang]
    out = Path(args.out)
    if not args.out or (out.exists() and not out.is_dir()):
        raise CliError(Message("cli.diagrams-out", out=quote(args.out)))
    try:
        paths = diagrams.write_all(out, langs=langs)
        for name, page in ((rulebook.FILE_NAME, rulebook.build), (cheatsheet.FILE_NAME, cheatsheet.page)):
            paths += diagrams.write_pages(out, name, page, langs=langs)
    except OSError as exc:
        where = quote(str(exc.filename)) if exc.filename else quote(args.out)
        raise CliError(Message("cli.write", path=where, why=os_reason(exc)), 1) from None
    for path in paths:
        wrote(path, args.ui_lang)
    return 0


def cmd_rulebook(args: argparse.Namespace) -> int:
    from fiveup_viz.pages import rulebook

    out = out_file(args.out, "cli.out-folder-html", _html_file)
    write(out, rulebook.build(args.lang), args.ui_lang)
    return 0


def _html_file(path: Path) -> None:
    """The rule book is an HTML page: its file name ends in .html (or .htm)."""
    if path.suffix.lower() not in (".html", ".htm"):
        raise FiveUpError(Message("cli.rulebook", out=repr(str(path))))


class _Formatter(argparse.HelpFormatter):
    """argparse's help layout, never breaking a choice at its hyphen (`high-contrast`)."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        import textwrap

        return textwrap.wrap(" ".join(text.split()), width, break_on_hyphens=False)


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad argument as one `error: …` line (RECORD.md), exit status 2,
    and lays out its help with `_Formatter`."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        raise CliError(Message("cli.usage", message=message, prog=self.prog))


def parser(lang: str = "en") -> argparse.ArgumentParser:
    """The `fiveup-viz` parser with every help text, description and metavar in `lang`
    (parse with `_argparse_speaks(lang)` for argparse's own words)."""
    with _argparse_speaks(lang):  # -h's help is worded when the parser is made
        return _parser(lang)


def _parser(lang: str) -> argparse.ArgumentParser:
    from fiveup_viz.pages.quiz import ASKS

    words = CLI_TEXTS[lang]

    def meta(key: str) -> str | None:
        return _meta(lang, key)

    def help_of(key: str) -> str:
        return words[key]

    def add_lang(sub: argparse.ArgumentParser, key: str = "opt.lang") -> None:
        _add_lang(sub, lang, key)

    record_help = record_or_example(lang)

    p = _Parser(prog="fiveup-viz", description=help_of("description"))
    # `fiveup-viz --lang it --help` (read11-it F7): the language of the help and of every
    # command's words; `cli_language` reads it from the command line, wherever it stands
    p.add_argument("--lang", dest="top_lang", type=_lang_type(), choices=LANG_CHOICES,
                   default=None, help=_listed(lang, "opt.lang", LANG_CHOICES))
    sub = p.add_subparsers(dest="command", required=True, metavar=meta("command"))

    s = sub.add_parser("simulate", help=help_of("simulate"), description=help_of("simulate"))
    s.add_argument("--players", type=int, choices=(2, 3, 4), default=2, help=help_of("opt.players"))
    s.add_argument("--seed", type=_seed(lang), default=0, metavar=meta("seed"),
                   help=help_of("opt.seed"))
    strategies = ("random", "greedy", "expert", "coach")
    s.add_argument("--strategy", action="append", type=_choice(strategies), choices=strategies,
                   help=_listed(lang, "opt.strategy", strategies))
    s.add_argument("--games", type=_whole(1, lang=lang), default=1, metavar=meta("games"),
                   help=help_of("opt.games"))
    s.add_argument("--max-hands", type=_whole(1, "D3", lang), default=200,
                   metavar=meta("max-hands"), help=help_of("opt.max-hands"))
    s.set_defaults(run=cmd_simulate)

    v = sub.add_parser("review", help=help_of("review"), description=help_of("review"))
    v.add_argument("file", metavar=meta("file"), help=record_help)
    v.add_argument("--budget", type=_whole(1, lang=lang, most=BUDGET_MAX), default=200,
                   metavar=meta("budget"),
                   help=words["opt.budget"].format(most=BUDGET_MAX))
    v.add_argument("--seed", type=_seed(lang), default=0, metavar=meta("seed"),
                   help=help_of("opt.coach-seed"))
    v.add_argument("--annotate", action="store_true", help=help_of("opt.annotate"))
    v.add_argument("-o", "--out", metavar=meta("out"), help=help_of("opt.record-out"))
    add_lang(v)
    v.set_defaults(run=cmd_review)

    r = sub.add_parser("replay", help=help_of("replay"), description=help_of("replay"))
    r.add_argument("file", metavar=meta("file"), help=record_help)
    r.add_argument("--json", action="store_true", help=help_of("opt.json"))
    add_lang(r, "opt.summary-lang")
    r.set_defaults(run=cmd_replay)

    for name, run in (("describe", cmd_describe), ("render", cmd_render)):
        d = sub.add_parser(name, help=help_of(name), description=help_of(name))
        d.add_argument("file", metavar=meta("file"), help=record_help)
        d.add_argument("--hand", type=_counted("hand", lang), required=True, metavar=meta("hand"),
                       help=help_of("opt.hand"))
        d.add_argument("--step", type=_whole(1, lang=lang), required=True, metavar=meta("step"),
                       help=help_of("opt.step"))
        add_lang(d)
        if name == "render":
            d.add_argument("--out", required=True, metavar=meta("out"), help=help_of("opt.svg-out"))
            d.add_argument("--hand-frame", action="store_true", help=help_of("opt.hand-frame"))
            d.add_argument("--numerals", action="store_true", help=help_of("opt.numerals"))
        d.set_defaults(run=run)

    _add_draw(sub, lang)

    h = sub.add_parser("html", help=help_of("html"), description=help_of("html"))
    h.add_argument("file", metavar=meta("file"), help=record_help)
    h.add_argument("-o", "--out", required=True, metavar=meta("out"), help=help_of("opt.html-out"))
    add_lang(h)
    h.add_argument("--hand", type=_counted("hand", lang), default=1, metavar=meta("hand"),
                   help=help_of("opt.page-hand"))
    h.add_argument("--quiz", action="store_true", help=help_of("opt.quiz"))
    h.add_argument("--questions", type=_choice(ASKS), choices=ASKS, default=None,
                   metavar=_meta(lang, "questions"), help=help_of("opt.questions"))
    h.add_argument("--projector", action="store_true", help=help_of("opt.page-projector"))
    h.set_defaults(run=cmd_html)

    b = sub.add_parser("rulebook", help=help_of("rulebook"), description=help_of("rulebook"))
    b.add_argument("--lang", type=_lang_type(), choices=LANG_CHOICES, required=True,
                   help=help_of("opt.book-lang"))
    b.add_argument("-o", "--out", required=True, metavar=meta("out"), help=help_of("opt.html-out"))
    b.set_defaults(run=cmd_rulebook)

    g = sub.add_parser("diagrams", help=help_of("diagrams"), description=help_of("diagrams"))
    # a folder, not a file (read12-it #11): DIR in English too
    g.add_argument("--out", default="assets", metavar=meta("dir") or "DIR", help=help_of("opt.folder"))
    g.add_argument("--lang", type=_lang_type("all"), choices=_Choices((*LANGUAGES, "all")),
                   default="all", help=_listed(lang, "opt.diagram-lang", (*LANGUAGES, "all")))
    g.set_defaults(run=cmd_diagrams)

    from fiveup_viz.cli import annotate, course, worksheet

    course.add_commands(sub, lang)
    worksheet.add_command(sub, lang)
    annotate.add_command(sub, lang)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; return the exit status (never raises for bad input).

    Help and errors are in the command's `--lang`, else the environment's language
    (`cli_language`). A record's error keeps RECORD.md's `error: hand H action A: ` in English,
    as tools read it; its reason is in that language.
    """
    argv = sys.argv[1:] if argv is None else list(argv)
    lang = Words(cli_language(argv))  # the command's one language, checked once
    try:
        return _run(argv, lang)
    except RecordError as exc:
        _say_error(exc.where() + exc.inner.say(lang))
        return 2
    except CliError as exc:
        _say_error(exc.say(lang), lang)
        return exc.status
    except FiveUpError as exc:
        _say_error(exc.say(lang), lang)
        return 2
    except KeyboardInterrupt:
        _drop_stdout()
        return 130
    except BrokenPipeError:
        _drop_stdout()
        return 0
    except OSError as exc:
        where = quote(str(exc.filename)) if exc.filename else Message("cli.output")
        _say_error(Message("cli.write", path=where, why=os_reason(exc)).say(lang), lang)
        _drop_stdout()
        return 1


@dataclass(frozen=True)
class Ran:
    """What a command did: its exit status and the text it wrote (output, then errors)."""

    status: int
    output: str
    errors: str

    def __str__(self) -> str:
        return self.output + self.errors

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))


def run(*args: object) -> Ran:
    """Run `fiveup-viz ARGS...` inside this Python, so in the browser too (Pyodide starts no
    processes): `run("diagrams", "--out", folder, "--lang", "it")`. Paths may be given as such."""
    output, errors = io.StringIO(), io.StringIO()
    with redirect_stdout(output), redirect_stderr(errors):
        status = main([str(arg) for arg in args])
    return Ran(status, output.getvalue(), errors.getvalue())


def _run(argv: Sequence[str] | None, lang: str = "en") -> int:
    try:
        with _argparse_speaks(lang):
            args = _parse(parser(lang), argv)
    except SystemExit as exc:  # --help and --version
        return exc.code if isinstance(exc.code, int) else 0
    args.ui_lang = lang
    if getattr(args, "lang", "") in (None, lang):
        args.lang = lang
    elif getattr(args, "lang", "all") != "all":
        args.lang = Words(args.lang)
    if args.command == "simulate" and args.strategy and len(args.strategy) not in (1, args.players):
        raise CliError(Message("cli.strategies", n=args.players))
    status = int(args.run(args))
    if sys.stdout is not None:
        sys.stdout.flush()
    return status


def _parse(p: argparse.ArgumentParser, argv: Sequence[str] | None) -> argparse.Namespace:
    """The arguments; `lab` and `table` pass options they do not know on to JupyterLab."""
    args, extra = p.parse_known_args(argv)
    if extra and args.command not in ("lab", "table"):
        p.error(argparse._("unrecognized arguments: %s") % " ".join(extra))  # type: ignore[attr-defined]
    if extra:
        args.lab_args = extra
    return args


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
