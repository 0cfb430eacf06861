"""`fiveup-viz worksheet`: a printable worksheet of practice questions with its answer key."""

from __future__ import annotations

import argparse
from typing import Any

from fiveup_viz.cli.out import one_line, out_file, writing
from fiveup_viz.files import write_atomic
from fiveup_viz.words.messages import CLI_TEXTS


def cmd_worksheet(args: argparse.Namespace) -> int:
    from fiveup_viz.pages.worksheet import document, format_of

    out = out_file(args.out, "worksheet.out-folder", format_of)
    data = document(format_of(out), kind=args.kind, count=args.count, level=args.level,
                    lang=args.lang, seed=args.seed, paper=args.paper, key=args.key,
                    compact=args.compact, versions=args.versions)
    with writing(out):
        write_atomic(out, data)
    # a PDF's line says its pages, the copies a class needs (teacher trial 13, friction 1)
    pages = pdf_pages(data) if format_of(out) == "pdf" else None
    words = CLI_TEXTS[args.ui_lang]
    shown = one_line(str(out))
    print(words["wrote"].format(path=shown) if pages is None else
          words["wrote-pages"].format(path=shown, pages=pages), flush=True)
    if pages is not None and args.key == "none" and args.versions > 1 and pages % args.versions == 0:
        print(printing(words, versions=args.versions, pages=pages), flush=True)
    return 0


def printing(words: Any, *, versions: int, pages: int) -> str:
    """How to print a students' PDF of `versions` versions in `pages` pages for a class: each
    copy serves as many pupils as it holds versions (teach31 friction 2: the 4 pages of A and B
    were about to be printed once a pupil); double-sided when each version fills whole sheets."""
    each = pages // versions
    said: str = words["ws-print-versions"].format(
        versions=versions, last=chr(ord("A") + versions - 1), each=each,
        sides="double" if each % 2 == 0 else "single")
    return said


def pdf_pages(data: bytes) -> int:
    """How many pages the PDF `data` holds."""
    import io

    import pypdf

    return len(pypdf.PdfReader(io.BytesIO(data)).pages)


def add_command(sub: argparse._SubParsersAction, lang: str) -> None:  # type: ignore[type-arg]
    """The `worksheet` subcommand, its help in `lang`."""
    from fiveup_viz.cli.words import _add_lang, _choice, _listed, _meta, _seed, _whole
    from fiveup_viz.pages.exercises import LEVELS, PRACTICE_KINDS
    from fiveup_viz.pages.worksheet import DEFAULTS, KEYS, MAX_VERSIONS, MIX, PAPERS

    words = CLI_TEXTS[lang]
    w = sub.add_parser("worksheet", help=words["worksheet"], description=words["worksheet"])
    kinds = (*PRACTICE_KINDS, MIX)
    w.add_argument("--kind", type=_choice(kinds), choices=kinds, default=DEFAULTS.kind,
                   metavar=_meta(lang, "kind"), help=words["opt.ws-kind"])
    w.add_argument("--count", type=_whole(1, lang=lang), default=DEFAULTS.count, metavar=_meta(lang, "count"),
                   help=words["opt.count"])
    w.add_argument("--level", type=int, choices=range(1, LEVELS + 1), default=DEFAULTS.level,
                   metavar=_meta(lang, "level"), help=words["opt.level"])
    _add_lang(w, lang)
    w.add_argument("--seed", type=_seed(lang), default=DEFAULTS.seed, metavar=_meta(lang, "seed"),
                   help=words["opt.ws-seed"])
    w.add_argument("--paper", type=_choice(tuple(PAPERS)), choices=tuple(PAPERS), default=DEFAULTS.paper,
                   metavar=_meta(lang, "paper"), help=_listed(lang, "opt.paper", tuple(PAPERS)))
    w.add_argument("--key", type=_choice(KEYS), choices=KEYS, default=DEFAULTS.key,
                   metavar=_meta(lang, "key"), help=words["opt.key"])
    w.add_argument("--compact", action="store_true", default=DEFAULTS.compact, help=words["opt.compact"])
    w.add_argument("--versions", type=_whole(1, lang=lang), default=DEFAULTS.versions,
                   metavar=_meta(lang, "versions"),
                   help=words["opt.versions"].format(most=MAX_VERSIONS))
    w.add_argument("-o", "--out", required=True, metavar=_meta(lang, "out"),
                   help=words["opt.ws-out"])
    w.set_defaults(run=cmd_worksheet)
