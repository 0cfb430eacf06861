"""The `fiveup-viz` command line: simulate, replay, describe, render, draw, rulebook, diagrams."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from fiveup_viz.errors import FiveUpError, RecordError
from fiveup_viz.record import dumps, replay, scorelog, to_record


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        return Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror}") from None


def layout_at(path: str, hand: int, step: int):  # type: ignore[no-untyped-def]
    """Hand `hand`'s layout after its first `step` placements (step >= 1), and its final layout."""
    game = replay(_read(path))
    if not 0 <= hand < len(game.hands):
        raise RecordError(f"the record has {len(game.hands)} hands; hand {hand} does not exist")
    final = game.hands[hand].layout
    placements = final.placements
    if not 1 <= step <= len(placements):
        raise RecordError(f"hand {hand} has {len(placements)} placements; "
                          f"step must be 1 to {len(placements)}")
    from fiveup_viz.layout import Layout, Move

    layout = Layout.from_moves([Move(p.tile, p.on, p.socket) for p in placements[:step]])
    return layout, final


def cmd_simulate(args: argparse.Namespace) -> int:
    from fiveup_viz.bots import simulate

    strategies = args.strategy or ["greedy"]
    for k in range(args.games):
        game = simulate(args.players, seed=args.seed + k, strategies=strategies,
                        max_hands=args.max_hands)
        print(dumps(to_record(game)))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    game = replay(_read(args.file))
    if args.json:
        print(dumps(scorelog(game), indent=2))
    else:
        from fiveup_viz.summary import summary

        print(summary(game))
    return 0


def cmd_describe(args: argparse.Namespace) -> int:
    from fiveup_viz.wording import describe

    print(describe(layout_at(args.file, args.hand, args.step)[0], args.lang))
    return 0


def cmd_render(args: argparse.Namespace) -> int:
    from fiveup_viz import svg

    layout, final = layout_at(args.file, args.hand, args.step)
    frame = final if args.hand_frame else None
    text = svg.layout(layout, lang=args.lang, frame=frame, numerals=args.numerals)
    Path(args.out).write_text(text, encoding="utf-8")
    return 0


def cmd_draw(args: argparse.Namespace) -> int:
    from fiveup_viz import export, svg
    from fiveup_viz.draw import layout_from_moves, read_moves

    export.format_of(args.out)
    export.check_dpi(args.dpi)
    if args.width is not None and not 50 <= args.width <= 20000:
        raise FiveUpError(f"--width must be between 50 and 20000 px, not {args.width:g}")
    layout = layout_from_moves(read_moves(args.moves))
    text = svg.layout(layout, lang=args.lang, numerals=args.numerals, theme=args.theme,
                      size=args.width, caption=args.caption, legend=args.legend,
                      highlight_last=args.highlight_last)
    export.write(text, args.out, dpi=args.dpi)
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
        raise RecordError("the record has no hands to show")
    if not 0 <= args.hand < len(game.hands):
        raise RecordError(f"the record has {len(game.hands)} hands; hand {args.hand} does not exist")
    write_page(GameViewer(game, lang=args.lang), args.out, hand=args.hand)
    return 0


def cmd_diagrams(args: argparse.Namespace) -> int:
    from fiveup_viz import diagrams, rulebook

    langs = ["en", "it", "fi"] if args.lang == "all" else [args.lang]
    for path in diagrams.write_all(Path(args.out), langs=langs):
        print(path)
    for path in rulebook.write_all(Path(args.out), langs=langs):
        print(path)
    return 0


def cmd_rulebook(args: argparse.Namespace) -> int:
    from fiveup_viz import rulebook

    out = Path(args.out)
    if out.suffix.lower() not in (".html", ".htm"):
        raise FiveUpError(f"the rule book is an HTML page: {args.out!r} must end in .html")
    page = rulebook.build(args.lang)
    try:
        out.write_text(page, encoding="utf-8")
    except OSError as exc:
        raise FiveUpError(f"cannot write {args.out}: {exc.strerror}") from None
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="fiveup-viz", description="Exact 61 Five Up: games, records "
                                "and diagrams.")
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("simulate", help="play bot games and print their records as JSON")
    s.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--strategy", action="append", choices=("random", "greedy", "expert"),
                   help="one per seat, or one for all (default greedy)")
    s.add_argument("--games", type=int, default=1, help="records to print, one per line")
    s.add_argument("--max-hands", type=int, default=200)
    s.set_defaults(run=cmd_simulate)

    r = sub.add_parser("replay", help="check a record and summarise it")
    r.add_argument("file", help="a record file, or - for stdin")
    r.add_argument("--json", action="store_true", help="print the score log (RECORD.md)")
    r.set_defaults(run=cmd_replay)

    for name, run, what in (("describe", cmd_describe, "describe a layout in words"),
                            ("render", cmd_render, "draw a layout as SVG")):
        d = sub.add_parser(name, help=what)
        d.add_argument("file", help="a record file, or - for stdin")
        d.add_argument("--hand", type=int, required=True, help="0-based hand index")
        d.add_argument("--step", type=int, required=True, help="placements so far (1 or more)")
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
    args = parser().parse_args(argv)
    if getattr(args, "players", 2) and args.command == "simulate" and args.strategy and \
            len(args.strategy) not in (1, args.players):
        print(f"error: give one --strategy or one per seat ({args.players})", file=sys.stderr)
        return 2
    if args.command == "simulate" and args.games < 1:
        print("error: --games must be at least 1", file=sys.stderr)
        return 2
    try:
        return int(args.run(args))
    except FiveUpError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
