"""`fiveup-viz annotate`: a teacher's note and mark on one action of a record, without Python
(issue 31, point 4; RECORD.md § Annotations).

Hand and action count from 1, as a person reads them on the game page (`#hand=2&step=4`) and
in the review's lines (`Hand 2, action 4, ...`): action A is the hand's A-th action, draws and
passes counted too (the glossary's "action"; a "move" is a placement to choose). The record
keeps its 0-based indexes. Without `--action` the note is the hand's.
The note is written in the command's language (`--lang`, else the environment's); the note's
other languages are kept, so `--lang it` and then `--lang fi` give a note in both. When the text
in one language changes and others are kept, a line on stderr names the languages whose texts
were kept as written before, and how to update them; `--drop-others` keeps the new text alone
instead (teacher trial 5, finding 9).
"""

from __future__ import annotations

import argparse
import sys

from fiveup_viz.cli.out import out_file, write
from fiveup_viz.cli.read import read_record
from fiveup_viz.cli.words import record_or_example
from fiveup_viz.rules.annotations import MARKS, Note, older_languages
from fiveup_viz.rules.asks import KINDS, Ask, add_ask, why_not
from fiveup_viz.rules.game import Game
from fiveup_viz.words.errors import AnnotationError, CliError, Message
from fiveup_viz.words.fluent import listing
from fiveup_viz.words.messages import CLI_TEXTS

NO_MARK = "none"  #: `--mark none` takes the mark away


def cmd_annotate(args: argparse.Namespace) -> int:
    from fiveup_viz.rules.record import dumps, replay, to_record

    out = out_file(args.out, "cli.out-folder-record")
    if args.note is None and args.mark is None and args.ask is None:
        raise CliError(Message("cli.annotate-nothing"))
    game = replay(read_record(args.file))
    hand, action = position(game, args.hand, args.action)
    if action is None and args.mark is not None:
        raise AnnotationError(Message("note.hand-mark"))
    asked = None
    if args.ask is not None:
        if action is None:
            raise CliError(Message("cli.ask-move"))
        asked = checked_ask(game, ask_of(args.ask, hand, action, args.tile))
        add_ask(game, asked)
    annotating = args.note is not None or args.mark is not None
    old, note = _annotate(game, hand, action, args) if annotating else (None, None)
    write(out, dumps(to_record(game), indent=2) + "\n", args.ui_lang)
    for line in report(game, hand, action, args.ui_lang, annotated=annotating, asked=asked):
        print(line)
    older = older_languages(old, note, args.lang) if annotating else []
    if older:
        print(older_said(older, hand, action, args.lang, args.ui_lang), file=sys.stderr)
    return 0


def _annotate(game: Game, hand: int, action: int | None, args: argparse.Namespace
              ) -> tuple[Note | None, Note | None]:
    """Set the note and mark the options give (a 0-based place; the hand's note without an
    action); (the note before, the note now)."""
    old = game.notes.hands.get(hand) if action is None else \
        getattr(game.notes.at(hand, action), "note", None)
    note = old if args.note is None else with_text(old, args.lang, args.note, args.drop_others)
    mark = None if action is None else _mark(game, hand, action, args.mark)
    game.annotate(hand, action, note=note, mark=mark)
    return old, note


def report(game: Game, hand: int, action: int | None, lang: str, *, annotated: bool,
           asked: Ask | None) -> list[str]:
    """The lines annotate prints after "wrote PATH": the action (`action_said`), and if it was
    annotated, that it is a draw or a pass (`not_placed`) and its note and mark as the review
    prints them; then the question asked."""
    lines: list[str | None] = [] if action is None else [action_said(game, hand, action, lang)]
    if annotated:
        lines += [None if action is None else not_placed(game, hand, action, lang),
                  said(game, hand, action, lang)]
    if asked is not None:
        lines.append(ask_said(asked, lang))
    return [line for line in lines if line]


def action_said(game: Game, hand: int, action: int, lang: str) -> str:
    """What the annotated action is, in the page's words, hand and action counted from 1
    (`Hand 1, action 2: Bea draws a tile from the boneyard`): teach34 friction 6, a note on a
    draw went in silently. A drawn tile is never named: on the page the hands may lie face
    down (R6), and this line may be read at the projector."""
    from fiveup_viz.explain.steps import action as act
    from fiveup_viz.explain.steps import say

    what = say(act(game, hand, action, hidden=True), lang)
    return CLI_TEXTS[lang]["annotate-action"].format(hand=hand + 1, action=action + 1, what=what)


def not_placed(game: Game, hand: int, action: int, lang: str) -> str | None:
    """For a note or mark on a draw or a pass (R18, R19): that it shows at that draw or pass,
    and the nearest placements before and after it, counted from 1 as `--action` counts; None
    at a placement, or when the action carries nothing now (`--mark none`)."""
    actions = game.hands[hand].actions
    found = game.notes.at(hand, action)
    if actions[action].kind == "play" or found is None:
        return None
    kind = "both" if found.note is not None and found.mark is not None else \
        "note" if found.note is not None else "mark"
    # a hand opens with a placement (R9): one always comes before a draw or a pass
    before = next(k for k in range(action - 1, -1, -1) if actions[k].kind == "play")
    after = next((k for k in range(action + 1, len(actions)) if actions[k].kind == "play"), -1)
    return CLI_TEXTS[lang]["annotate-not-placement"].format(
        act=actions[action].kind, kind=kind, before=before + 1, after=after + 1)


def older_said(older: list[str], hand: int, action: int | None, lang: str, ui_lang: str) -> str:
    """The warning that the note's texts in `older` were kept, written before its text in `lang`
    changed, with the options that update each (teacher trial 5, finding 9); `hand` and
    `action` are 0-based."""
    where = f"--hand {hand + 1}" + ("" if action is None else f" --action {action + 1}")
    words = CLI_TEXTS[ui_lang]
    commands = [f"--lang {code} --note {words['meta.note']}" for code in older]
    return words["note-older"].format(count=len(older), languages=listing(older, ui_lang),
                                      where=where, commands=listing(commands, ui_lang),
                                      lang=lang)


def ask_said(ask: Ask, lang: str) -> str:
    """What the page will ask, as the command prints it back (teacher trial 10, friction 12:
    `--ask` printed only "wrote PATH"), and the page's address at the question (teach34: a
    "where" question is asked before its action, so `#hand=H&step=A` had already passed it);
    hand and action counted from 1, a page's step as its address counts it."""
    words = CLI_TEXTS[lang]
    said = words[f"ask-said-{ask.kind}"].format(hand=ask.hand + 1, action=ask.action + 1, tile=str(ask.tile))
    step = ask.action if ask.kind == "where" else ask.action + 1  # before the action, or at it
    return said + "\n" + words["ask-said-open"].format(hand=ask.hand + 1, step=step)


def ask_of(kind: str, hand: int, action: int, tile: str | None) -> Ask:
    """The question `--ask KIND [--tile TILE]` at a 0-based (hand, action); CliError naming
    the options as typed for a where question without --tile or a points question with one
    (teacher trial 7: not the record's key 'tile') or a tile that is not one."""
    from fiveup_viz.rules.tiles import Tile
    from fiveup_viz.words.errors import FiveUpError

    if kind == "where" and tile is None:
        raise CliError(Message("cli.ask-where-tile"))
    if kind == "points" and tile is not None:
        raise CliError(Message("cli.ask-points-tile"))
    if tile is None:
        return Ask(hand, action, kind)
    try:
        return Ask(hand, action, kind, Tile.parse(tile))
    except FiveUpError as exc:
        raise CliError(Message("record.tile", what="--tile", error=exc)) from None


def checked_ask(game: Game, ask: Ask) -> Ask:
    """`ask`, or CliError saying why it cannot be asked at the hand and action the teacher
    gave, both from 1 (teacher trial 6, finding 6: not the record's `'_questions[0]'`), its
    prefix in the command's language: the options are at fault, not the record (teach24)."""
    why = why_not(game, ask)
    if why is not None:
        raise CliError(Message("cli.ask-at", hand=ask.hand + 1, action=ask.action + 1, why=why))
    return ask


def position(game: Game, hand: int, action: int | None) -> tuple[int, int | None]:
    """The record's 0-based (hand, action) of hand `hand` and action `action`, both from 1;
    CliError, its prefix in the command's language, when either is past the record's last
    (the options are at fault, not the record: teach27 F5)."""
    if not 1 <= hand <= len(game.hands):
        raise CliError(Message("cli.hand", count=len(game.hands), hand=hand))
    actions = len(game.hands[hand - 1].actions)
    if action is not None and not 1 <= action <= actions:
        raise CliError(Message("cli.move", hand=hand, count=actions, move=action))
    return hand - 1, None if action is None else action - 1


def with_text(note: Note | None, lang: str, text: str, alone: bool = False) -> Note:
    """The note with its text in `lang` set to `text`, its other languages kept unless `alone`
    (a note written as one text, in no language, gives way to the new one)."""
    kept = dict(note) if isinstance(note, dict) and not alone else {}
    kept[lang] = text
    return kept


def _mark(game: Game, hand: int, action: int, given: str | None) -> str | None:
    if given is None:
        found = game.notes.at(hand, action)
        return None if found is None else found.mark
    return None if given == NO_MARK else given


def said(game: Game, hand: int, action: int | None, lang: str) -> str | None:
    """The annotation now in the record, as the review prints it (None: none is left)."""
    from fiveup_viz.explain.annotation_words import annotation_text, coach_phrases, note_text

    p = coach_phrases(lang)
    if action is None:
        return p["record_hand"].format(hand=hand + 1, note=note_text(game.notes.hands[hand], lang))
    found = game.notes.at(hand, action)
    if found is None:
        return None
    return p["record_action"].format(hand=hand + 1, action=action + 1,
                                     annotation=annotation_text(found, lang))


def add_command(sub: argparse._SubParsersAction, lang: str) -> None:  # type: ignore[type-arg]
    """The `annotate` subcommand, its help in `lang`."""
    from fiveup_viz.cli.words import _add_lang, _choice, _counted, _meta

    words = CLI_TEXTS[lang]
    a = sub.add_parser("annotate", help=words["annotate"], description=words["annotate"])
    a.add_argument("file", metavar=_meta(lang, "file"), help=record_or_example(lang))
    a.add_argument("--hand", type=_counted("hand", lang), required=True, metavar=_meta(lang, "hand"),
                   help=words["opt.hand"])
    a.add_argument("--action", type=_counted("move", lang), metavar=_meta(lang, "move-number") or "ACTION",
                   help=words["opt.note-move"])
    a.add_argument("--note", metavar=_meta(lang, "note"), help=words["opt.note"])
    a.add_argument("--drop-others", action="store_true", help=words["opt.drop-others"])
    marks = (*MARKS, NO_MARK)
    a.add_argument("--mark", type=_choice(marks), choices=marks, metavar=_meta(lang, "mark"),
                   help=words["opt.mark"])
    a.add_argument("--ask", type=_choice(KINDS), choices=KINDS, metavar=_meta(lang, "ask"),
                   help=words["opt.ask"])
    a.add_argument("--tile", metavar=_meta(lang, "tile"), help=words["opt.ask-tile"])
    _add_lang(a, lang, "opt.note-lang")
    a.add_argument("-o", "--out", required=True, metavar=_meta(lang, "out"),
                   help=words["opt.annotated-out"])
    a.set_defaults(run=cmd_annotate)
