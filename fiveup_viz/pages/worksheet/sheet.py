"""A worksheet's questions, what each one shows, and the sheet as an HTML page."""

from __future__ import annotations

import html
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from fiveup_viz.explain.question import LETTERS, choice_letters
from fiveup_viz.pages.exercises import (
    LEVELS,
    PRACTICE_KINDS,
    Question,
    offers_a_choice,
    practice,
)
from fiveup_viz.pages.icon import ICON_LINK
from fiveup_viz.rules.checks import check_flag, check_given_seed, check_int, check_list, check_str
from fiveup_viz.rules.layout import Socket
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.words.errors import InvalidExerciseError, Message, check_lang
from fiveup_viz.words.fluent import listing
from fiveup_viz.words.messages import exercise as exercise_text
from fiveup_viz.words.messages import text as message

MIX = "mix"
PAPERS = {"a4": "A4", "letter": "letter"}  #: paper name -> CSS page size
MAX_COUNT = 60
KEYS = ("page", "none", "only")  #: the key on pages of its own, left out, or alone
MAX_VERSIONS = 4  #: versions A to D of one sheet
_TRIES = 10  #: seeds tried for a question unlike those before it
_MORE_TRIES = 40  #: seeds tried while every one so far was asked before (teacher trial 13)


@dataclass(frozen=True)
class Settings:
    """A sheet's settings as the functions and `fiveup-viz worksheet` take them; `DEFAULTS`
    holds the defaults both read (the command line's `--lang` alone has none of its own: the
    environment's language, `fiveup_viz.cli.words.cli_language`)."""

    kind: str = MIX
    count: int = 12
    level: int = 1
    lang: str = "en"
    seed: int = 0
    paper: str = "a4"
    key: str = "page"
    compact: bool = False
    versions: int = 1


#: The one place of a sheet's defaults: the functions' signatures, the command line's options
#: and `remake` read it.
DEFAULTS = Settings()

STYLE = """
@page { size: PAPER; margin: 12mm 13mm; }
* { box-sizing: border-box; }
body { margin: 0; color: #1f1f1f; font-family: 'DejaVu Sans', Verdana, Arial, sans-serif;
       font-size: 10pt; line-height: 1.32; }
main { max-width: 186mm; margin: 0 auto; }
header { border-bottom: 1.5pt solid #1f1f1f; margin-bottom: 3mm; padding-bottom: 2mm; }
h1 { font-size: 15pt; margin: 0 0 2mm 0; }
h2 { font-size: 13pt; margin: 0 0 2mm 0; }
p { margin: 0 0 1.5mm 0; }
.who { display: flex; gap: 6mm; margin: 2mm 0; }
.who span { flex: 1; border-bottom: 0.8pt solid #1f1f1f; padding-bottom: 1mm; }
.who span.date { flex: 0 0 55mm; }
.muted { color: #4a4a4a; }
ol.questions, ol.key-items, ol.choices { list-style: none; margin: 0; padding: 0; }
.question { break-inside: avoid; page-break-inside: avoid; border: 0.8pt solid #9a9a9a;
            border-radius: 2mm; padding: 2.5mm 3mm; margin: 0 0 3mm 0; }
.number { font-weight: bold; margin-right: 1.5mm; }
.pictures { display: flex; flex-wrap: wrap; align-items: center; gap: 4mm; margin: 2mm 0; }
.pictures svg { display: block; max-width: 100%; max-height: 58mm; width: auto; height: auto; }
.to-place { display: flex; align-items: center; gap: 3mm; width: fit-content; margin: 1mm 0 2mm 0;
            padding: 0.8mm 2.5mm; border: 0.8pt dashed #6a6a6a; border-radius: 1.5mm; }
.to-place svg { display: block; height: 7mm; width: auto; }
.choices { display: flex; flex-wrap: wrap; gap: 1mm 6mm; margin: 1mm 0 2mm 0; }
.letter { display: inline-block; min-width: 5.5mm; font-weight: bold; }
.answer { display: flex; flex-wrap: wrap; align-items: center; gap: 1mm 3mm; margin: 1mm 0 0 0; }
.answer .label { white-space: nowrap; }
.answer .box { display: inline-block; width: 38mm; height: 9mm; border: 1pt solid #1f1f1f;
               border-radius: 1mm; }
.answer .letters .letter { margin-right: 4mm; text-align: center; }
.key { break-before: page; page-break-before: always; }
.version + .version { break-before: page; page-break-before: always; }
.key.alone { break-before: auto; page-break-before: auto; }
.legend { display: flex; flex-wrap: wrap; gap: 1mm 6mm; margin: 1mm 0 0 0; color: #4a4a4a; }
.legend span { display: inline-flex; align-items: center; gap: 2mm; }
.legend svg { width: 9mm; height: 5mm; }
.compact h1 { font-size: 13pt; }
.compact ol.questions { columns: 2; column-gap: 3mm; }
.compact ol.questions > li { display: block; }
.compact header { margin-bottom: 2mm; padding-bottom: 1.5mm; }
.compact .legend { font-size: 9pt; gap: 0.5mm 4mm; }
.compact .legend svg { height: 4mm; }
.compact .question { padding: 1.5mm 2.5mm; margin: 0 0 1.5mm 0; line-height: 1.26; }
.compact .pictures { margin: 1mm 0; }
.compact .pictures svg { max-height: 28mm; }
.compact .pictures svg.fiveup-hands { max-height: 58mm; }
.compact .answer .box { height: 7.5mm; }
ol.key-items { columns: 2; column-gap: 5mm; }
.key-item { break-inside: avoid; page-break-inside: avoid; margin: 0 0 1.2mm 0;
            padding-bottom: 1mm; border-bottom: 0.5pt solid #c8c8c8; font-size: 9pt; }
.key-item p { margin: 0; }
.key-item p + p { padding-left: 4mm; }
.key-item .given { font-weight: bold; }
@media screen { body { background: #e8e8e8; padding: 8mm 0; }
                main { background: #fff; padding: 10mm; box-shadow: 0 0 4mm #aaa; } }
"""


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def say(lang: str, key: str, **values: object) -> str:
    return message(lang, "worksheet", key, **values)


# -- the questions -------------------------------------------------------------------
def _kinds(kind: str, kinds: Sequence[str] | None, seed: int) -> list[str]:
    """The kinds asked in turn: `kinds` as given, one kind, or every practice kind (mix) in an
    order the seed shuffles."""
    asked = [check_str(kind, "kind")] if kinds is None else check_list(kinds, "kinds")
    if not asked:
        raise InvalidExerciseError(Message("worksheet.kinds"))
    for i, k in enumerate(asked):
        if check_str(k, f"kinds[{i}]") != MIX and k not in PRACTICE_KINDS:
            raise InvalidExerciseError(Message("worksheet.kind", kind=repr(k),
                                               kinds=", ".join(PRACTICE_KINDS)))
    if asked == [MIX]:
        asked = list(PRACTICE_KINDS)
        random.Random(f"worksheet:{seed}").shuffle(asked)
    elif MIX in asked:
        raise InvalidExerciseError(Message("worksheet.kind", kind=repr(MIX),
                                           kinds=", ".join(PRACTICE_KINDS)))
    return asked


def check(count: int, level: int, lang: str, paper: str, seed: int) -> None:
    """The settings of a sheet: WrongTypeError for a wrong type, InvalidExerciseError for a
    value out of range; a seed is an integer, so the same call gives the same bytes."""
    check_lang(lang)
    if not 1 <= check_int(count, "count") <= MAX_COUNT:
        raise InvalidExerciseError(Message("worksheet.count", most=MAX_COUNT, count=repr(count)))
    if not 1 <= check_int(level, "level") <= LEVELS:
        raise InvalidExerciseError(Message("exercise.level", levels=LEVELS, level=repr(level)))
    check_given_seed(seed)
    if check_str(paper, "paper") not in PAPERS:
        raise InvalidExerciseError(Message("worksheet.paper", paper=repr(paper)))


def check_key(key: object) -> str:
    """Where the answer key goes: `page` (pages of its own), `none` or `only`."""
    if not isinstance(key, str) or key not in KEYS:
        raise InvalidExerciseError(Message("worksheet.key", key=repr(key)))
    return key


def check_versions(number: object) -> int:
    """How many versions of a sheet: 1 to MAX_VERSIONS."""
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= MAX_VERSIONS:
        raise InvalidExerciseError(Message("worksheet.versions", most=MAX_VERSIONS,
                                           number=repr(number)))
    return number


def _answer_key(q: Question) -> str:
    """The solution as text that is the same in every run (sets sorted)."""
    if isinstance(q.solution, frozenset):
        return repr(sorted(repr(s) for s in q.solution))
    return repr(q.solution)


def questions(*, kind: str = DEFAULTS.kind, kinds: Sequence[str] | None = None,
              count: int = DEFAULTS.count, level: int = DEFAULTS.level, lang: str = DEFAULTS.lang,
              seed: int = DEFAULTS.seed) -> list[Question]:
    """The worksheet's questions: the kinds in turn, each question unlike those before it, and
    no answer given by more than a quarter of a kind's questions (when the tries allow)."""
    return question_sets(kind=kind, kinds=kinds, count=count, level=level, lang=lang, seed=seed)[0]


def question_sets(*, kind: str = DEFAULTS.kind, kinds: Sequence[str] | None = None,
                  count: int = DEFAULTS.count, level: int = DEFAULTS.level, lang: str = DEFAULTS.lang,
                  seed: int = DEFAULTS.seed, versions: int = DEFAULTS.versions) -> list[list[Question]]:
    """The questions of `versions` versions of a sheet (A, B, ...): the same kinds in the same
    order, no question in two versions. Version A is the sheet of `seed` alone."""
    check(count, level, lang, "a4", seed)
    check_versions(versions)
    order = _kinds(kind, kinds, seed)
    seen: set[str] = set()
    return [_ask(order, count, level, lang, seed if v == 0 else f"{seed}:{LETTERS[v]}", seen)
            for v in range(versions)]


def _ask(order: list[str], count: int, level: int, lang: str, seed: int | str,
         seen: set[str]) -> list[Question]:
    out: list[Question] = []
    answers: Counter[tuple[str, str]] = Counter()
    asked = Counter(order[i % len(order)] for i in range(count))  #: questions of each kind
    for i in range(count):
        k = order[i % len(order)]
        tried = _tries(k, f"worksheet:{seed}:{i}", level, lang, seen, answers, -(-asked[k] // 4))
        q = min(tried, key=lambda c: answers[k, _answer_key(c)])
        seen.update((text_on_paper(q), _whole(q)))
        answers[k, _answer_key(q)] += 1
        out.append(q)
    return out


def _tries(kind: str, seed: str, level: int, lang: str, seen: set[str],
           answers: Counter[tuple[str, str]], most: int) -> list[Question]:
    """Questions of `kind` tried for one place on the sheet, up to one unlike those `seen`
    whose answer is given fewer than `most` times in `answers`; only questions that
    `offers_a_choice`.
    Past `_TRIES` tries, until one can be asked: one whose words were not seen within
    `_MORE_TRIES`, else the last with other pictures, else a repeat. Seen is by the words on
    paper (`text_on_paper`): two questions of a sheet with the same words and other pictures
    read as one asked twice (teacher trial 13, finding 3)."""
    tried: list[Question] = []
    other: list[Question] = []  #: words seen, pictures not
    attempt = 0
    while attempt < _TRIES or not tried:
        q = practice(kind, seed=f"{seed}:{attempt}", lang=lang, level=level, paper=True)
        attempt += 1
        if not offers_a_choice(q):
            continue
        if text_on_paper(q) in seen:
            if _whole(q) not in seen:
                other.append(q)
            if attempt >= _MORE_TRIES and not tried:
                tried.append(other[-1] if other else q)  # every try's words asked before
            continue
        tried.append(q)
        if answers[kind, _answer_key(q)] < most:
            break
    return tried


def _whole(q: Question) -> str:
    """A question as it is asked: its words and its pictures."""
    return q.text + "".join(q.pictures)


# -- what a question shows ---------------------------------------------------------------
#: Kinds whose picture is the tiles still held (R22-R25): a compact sheet draws them at full
#: size, since counting their pips is the question (teacher trial 9, finding 5).
HELD_KINDS = ("going-out", "blocked")


def pictures(q: Question) -> tuple[str, ...]:
    """The question's drawings without the marks that give its answer away."""
    if q.kind in HELD_KINDS:
        from fiveup_viz.drawing import svg

        return (str(svg.players_tiles(q.position["game"], lang=q.lang, pip_sums=False)),)
    if q.kind in LETTERED_KINDS:
        return (lettered(q),)  # a legal question's tile to place is `to_place`, apart
    return q.pictures  # layouts are drawn with marks=False and no caption; tiles have no total


LETTERED_KINDS = ("counted", "legal")  #: kinds whose choices are places on the layout


def lettered(q: Question) -> str:
    """A counted or legal question's layout with each choice's letter at the place it names
    (teacher trial 7): every choice, right or wrong, gets the same mark, so the letters show
    where to look and give no answer away."""
    from fiveup_viz.drawing import svg

    # a counted or legal choice's key is its place, (tile, socket) (exercises._point)
    letters = {cast(tuple[Tile, Socket | None], key): letter
               for key, letter in choice_letters(q).items()}
    return str(svg.layout(q.position["layout"], lang=q.lang, caption=False, marks=False,
                          highlight_last=q.kind == "counted", letters=letters))


def to_place(q: Question) -> str | None:
    """The drawing of a legal question's tile to place, which the sheet labels and sets apart
    from the layout (teacher trial 6, finding 3); None for every other question."""
    return q.pictures[1] if q.kind == "legal" and len(q.pictures) > 1 else None


def text_on_paper(q: Question) -> str:
    """The question as paper asks it: a choice is circled, not chosen on a screen. A counted
    question names the tile just placed and a rounding question its tiles, so two questions of
    one sheet never read alike (teacher trial 13, finding 3; `_ask` draws no paper text twice)."""
    if q.kind == "counted":
        return say(q.lang, "q-counted", tile=str(q.position["layout"].last))
    if q.kind == "legal":
        return say(q.lang, "q-legal", tile=str(q.position.get("tile", "")))
    if q.kind == "round":
        tiles = [str(t) for t in q.position["tiles"]]
        return say(q.lang, "q-round", n=len(tiles), tiles=listing(tiles, q.lang))
    return q.text


LAYOUT_KINDS = ("score", "counted", "legal")  #: kinds drawn as a layout, with its frames


def legend(lang: str, *, letters: bool = False) -> list[tuple[str, str]]:
    """The frames a layout picture may show, each as (a small drawing of it, what it means):
    the spinner's border (R10) and the ring of the tile placed last; with `letters`
    (`lettered`), a choice's letter at its place."""
    from fiveup_viz.drawing.svg.style import palette

    c = palette(None)
    tile = 'x="5" y="4" width="26" height="13" rx="2.5" fill="{fill}" stroke="{stroke}" '
    spinner = (f'<rect {tile.format(fill=c["tile"], stroke=c["spinner"])}stroke-width="2.6"/>')
    last = (f'<rect x="2.5" y="1.5" width="31" height="18" rx="4" fill="{c["last"]}"/>'
            f'<rect {tile.format(fill=c["last fill"], stroke=c["tile border"])}'
            'stroke-width="1.2"/>')
    rows = [(_swatch(spinner), message(lang, "lines", "spinner-legend")),
            (_swatch(last), message(lang, "lines", "last-legend"))]
    if letters:
        letter = (f'<circle cx="18" cy="10.5" r="7.5" fill="{c["background"]}" '
                  f'stroke="{c["text"]}" stroke-width="1.2"/><text x="18" y="14.4" font-size="11" '
                  f'font-weight="bold" text-anchor="middle" fill="{c["text"]}">A</text>')
        rows.append((_swatch(letter), say(lang, "letters-legend")))
    return rows


def has_letters(qs: Sequence[Question]) -> bool:
    """Whether a sheet's pictures carry choice letters (`lettered`), which its legend explains."""
    return any(q.kind in LETTERED_KINDS for q in qs)


def _swatch(body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="36" height="21" '
            f'viewBox="0 0 36 21" aria-hidden="true">{body}</svg>')


def rules(q: Question) -> list[str]:
    """The rules and decisions the question's explanation cites, R before D, in number order."""
    return q.rules()


def answer_letters(q: Question) -> list[str]:
    """The letters of a choice question's right choices (none for a number question)."""
    right = q.solution_keys() if q.choices else frozenset()
    return [LETTERS[i] for i, c in enumerate(q.choices) if c.key in right]


def _question_html(n: int, q: Question, prefix: str = "") -> str:
    lang = q.lang
    parts = [f'<p class="text"><span class="number">{n}.</span>{_e(text_on_paper(q))}</p>']
    drawings = "".join(pictures(q))
    if drawings:
        parts.append(f'<div class="pictures">{drawings}</div>')
    tile = to_place(q)
    if tile is not None:
        parts.append(f'<p class="to-place"><span class="label">{_e(say(lang, "tile-to-place"))}'
                     f'</span>{tile}</p>')
    if q.choices:
        items = "".join(f'<li><span class="letter">{LETTERS[i]}</span>{_e(c.label)}</li>'
                        for i, c in enumerate(q.choices))
        letters = "".join(f'<span class="letter">{LETTERS[i]}</span>'
                          for i in range(len(q.choices)))
        parts.append(f'<ol class="choices">{items}</ol>')
        parts.append(f'<p class="answer"><span class="label">{_e(say(lang, "answer-choice", n=n))}'
                     f'</span><span class="letters">{letters}</span></p>')
    else:
        parts.append(f'<p class="answer"><span class="label">{_e(say(lang, "answer-number", n=n))}'
                     '</span><span class="box"></span></p>')
    return f'<li class="question" id="{prefix}q{n}" data-kind="{q.kind}">{"".join(parts)}</li>'


def given(q: Question) -> str:
    """The answer as the key prints it: the number, or each right letter with its choice."""
    if not q.choices:
        return str(q.solution)
    chosen = [say(q.lang, "key-choice", letter=LETTERS[i], label=c.label)
              for i, c in enumerate(q.choices) if LETTERS[i] in answer_letters(q)]
    return ", ".join(chosen) or say(q.lang, "key-none")


def _key_html(n: int, q: Question, prefix: str = "") -> str:
    data = str(q.solution) if not q.choices else " ".join(answer_letters(q))
    # The reason names its rules itself (`Question.rules` reads them from it): the key says
    # them once (teacher trial 9, finding 6: "(R14, R15). The rules: R14, R15").
    return (f'<li class="key-item" id="{prefix}key{n}" data-kind="{q.kind}" data-answer="{_e(data)}">'
            f'<p><span class="number">{n}.</span><span class="given">'
            f'{_e(say(q.lang, "key-answer", answer=given(q)))}</span></p>'
            f'<p><span class="reason">{_e(q.why)}</span></p></li>')


# -- the page ----------------------------------------------------------------------------
def topic(order: list[str], lang: str) -> str:
    if len(set(order)) == 1:
        return exercise_text(lang, f"kind.{order[0]}")
    return say(lang, "topic-mix")


def page(qs: Sequence[Question], *, lang: str, level: int, seed: int,
         paper: str = DEFAULTS.paper, key: str = DEFAULTS.key, compact: bool = DEFAULTS.compact) -> str:
    """The worksheet of these questions as one standalone HTML document."""
    return sheets_page([qs], lang=lang, level=level, seed=seed, paper=paper, key=key,
                       compact=compact)


def version_name(lang: str, v: int, number: int) -> str | None:
    """"Version A" of a sheet made in several versions; None for a sheet made alone."""
    return say(lang, "version", letter=LETTERS[v]) if number > 1 else None


def heading(qs: Sequence[Question], lang: str, v: int = 0, number: int = 1) -> str:
    """The sheet's title, with its version when there are several."""
    title = say(lang, "title", topic=topic([q.kind for q in qs], lang))
    version = version_name(lang, v, number)
    return title if version is None else say(lang, "title-version", title=title, version=version)


def document_title(sets: Sequence[Sequence[Question]], lang: str, key: str) -> str:
    """The HTML and PDF title: the sheet's name, or for its answer key printed alone (`key`
    only) the key's first line, which names the sheet (issue 31, point 4)."""
    if key != "only":
        return heading(sets[0], lang)
    return say(lang, "key-for", title=heading(sets[0], lang))


def about(qs: Sequence[Question], lang: str, level: int, seed: int | str) -> list[str]:
    """What identifies a sheet under its title, on the sheet and on its key alike: the number
    of questions, the level and the seed, then the question kinds in the order asked."""
    kinds = dict.fromkeys(q.kind for q in qs)
    return [say(lang, "about", count=len(qs), level=level, levels=LEVELS, seed=str(seed)),
            say(lang, "kinds", kinds=", ".join(exercise_text(lang, f"kind.{k}") for k in kinds))]


def key_about(qs: Sequence[Question], lang: str, level: int, seed: int | str, v: int,
              number: int, made_by: str | None) -> list[str]:
    """The lines under a key's title that name its sheet (teacher trial 5, finding 4): the
    sheet's title and version, what `about` says, and the command that makes it again."""
    lines = [say(lang, "key-for", title=heading(qs, lang, v, number)),
             *about(qs, lang, level, seed)]
    return lines if made_by is None else [*lines, say(lang, "remake", command=made_by)]


def remake(*, kind: str = DEFAULTS.kind, kinds: Sequence[str] | None = None, count: int = DEFAULTS.count,
           level: int = DEFAULTS.level, lang: str = DEFAULTS.lang, seed: int = DEFAULTS.seed,
           paper: str = DEFAULTS.paper, compact: bool = DEFAULTS.compact, versions: int = DEFAULTS.versions,
           fmt: str = "html") -> str:
    """The command that makes the students' copy of this document again (`--key none`, printed
    on the key: teacher trial 6, finding 5): `fiveup-viz worksheet` naming every setting that
    shapes that copy, its questions and its pages, default or not (`--count`, `--level`,
    `--lang`, `--seed`, `--paper`, `--versions`, and `--compact` when given), so a teacher sees
    on the key how the sheet was made and the command makes the same questions on the same
    pages (teacher trial 14, friction 5), or the Python call for several kinds (which the
    command line does not take), where `lang` alone is left out at its default."""
    if kinds is not None and len(kinds) == 1:
        kind, kinds = kinds[0], None
    command = kinds is None
    # the file's name in the sheet's language (paper54, teach21 F5: "-o sheet.pdf" on an
    # Italian key); not the teacher's own file name: the command makes the students' copy
    # (`--key none`), which must not overwrite the keyed file it is printed on
    file = f"{say(lang, 'remake-file')}.{fmt}"
    given = {"count": count, "level": level, "lang": lang, "seed": seed, "paper": paper,
             "compact": compact, "versions": versions}
    shown: list[tuple[str, object]] = [
        (name, value) for name, value in given.items()
        if value is not False and (command or name != "lang" or value != DEFAULTS.lang)]
    shown.append(("key", "none"))
    if kinds is not None:
        args = [f"kinds={list(kinds)!r}", *(f"{name}={value!r}" for name, value in shown)]
        return f"fiveup_viz.pages.worksheet.write_worksheet('{file}', {', '.join(args)})"
    words = ["fiveup-viz", "worksheet", "--kind", kind]
    for name, value in shown:
        if value is True:
            words.append(f"--{name}")
        elif isinstance(value, int) and value < 0:  # not read as an option: --seed=-5
            words.append(f"--{name}={value}")
        else:
            words += [f"--{name}", str(value)]
    return " ".join([*words, "-o", file])


def sheets_page(sets: Sequence[Sequence[Question]], *, lang: str, level: int, seed: int | str,
                paper: str = DEFAULTS.paper, key: str = DEFAULTS.key, compact: bool = DEFAULTS.compact,
                made_by: str | None = None) -> str:
    """One HTML document of the sheet's versions (one set of questions each): every version's
    questions, each from a new page, then (`key` page) every version's key from a new page;
    `key` none leaves the keys out, only leaves the questions out. `made_by` (`remake`) is
    printed on each key."""
    check_key(key)
    body = heads = ""
    for v, qs in enumerate(sets):
        if key != "only":
            body += _questions_html(qs, lang, level, seed, v, len(sets))
            heads += _running_head_css(qs, lang, v, len(sets))
    for v, qs in enumerate(sets):
        if key != "none":
            lines = key_about(qs, lang, level, seed, v, len(sets), made_by)
            body += _keys_html(qs, lang, v, len(sets), lines, alone=key == "only" and v == 0)
    style = STYLE.replace("PAPER", PAPERS[paper]) + heads
    title = document_title(sets, lang, key)
    compact_class = " compact" if compact else ""
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">{ICON_LINK}'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{_e(title)}</title><style>{style}</style></head><body>"
            f'<main class="worksheet{compact_class}" data-paper="{paper}" data-key="{key}">'
            f"{body}</main></body></html>\n")


def _css_string(said: str) -> str:
    return '"' + said.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ") + '"'


def _running_head_css(qs: Sequence[Question], lang: str, v: int, number: int) -> str:
    """The printed head of a version's pages after the document's first (hint51 item 2,
    teach19: single-sided copies of A and B got mixed): the title with its version letter,
    "page N of M" and the name line, in the page's top margin (a named page a version, CSS
    margin boxes). The browser numbers the printed document's pages, not each version's, and
    a later version's first page carries the head too (`:first` is the document's first page
    only)."""
    marks = say(lang, "page-head", title=heading(qs, lang, v, number), page="\x01", pages="\x02")
    before, rest = marks.split("\x01", 1)
    middle, after = rest.split("\x02", 1)
    content = (f"{_css_string(before)} counter(page) {_css_string(middle)} counter(pages) "
               f"{_css_string(after)}")
    name = _css_string(say(lang, "name") + ": " + "_" * 24)
    page = f"sheet-{LETTERS[v].lower()}"
    box = "font-size: 8pt; color: #4a4a4a; font-family: 'DejaVu Sans', Verdana, Arial, sans-serif;"
    return (f"\n.version[data-version=\"{LETTERS[v]}\"] {{ page: {page}; }}"
            f"\n@page {page} {{ @top-left {{ content: {content}; {box} }}"
            f" @top-right {{ content: {name}; {box} }} }}"
            f"\n@page {page}:first {{ @top-left {{ content: none; }} @top-right {{ content: none; }} }}")


def _prefix(v: int, number: int) -> str:
    return f"{LETTERS[v].lower()}-" if number > 1 else ""


def _questions_html(qs: Sequence[Question], lang: str, level: int, seed: int | str, v: int,
                    number: int) -> str:
    lines = "".join(f'<p class="muted about">{_e(line)}</p>'
                    for line in about(qs, lang, level, seed))
    items = "".join(_question_html(i, q, _prefix(v, number)) for i, q in enumerate(qs, 1))
    return (f'<section class="version" data-version="{LETTERS[v]}"><header>'
            f"<h1>{_e(heading(qs, lang, v, number))}</h1>"
            f'<p class="who"><span class="name">{_e(say(lang, "name"))}:</span>'
            f'<span class="date">{_e(say(lang, "date"))}:</span></p>'
            f"{lines}"
            f'<p class="instructions">{_e(say(lang, "instructions"))}</p>'
            f"{_legend_html(qs, lang)}</header>"
            f'<ol class="questions">{items}</ol></section>')


def _legend_html(qs: Sequence[Question], lang: str) -> str:
    """The frames' legend, on a sheet that draws a layout."""
    if not any(q.kind in LAYOUT_KINDS for q in qs):
        return ""
    items = "".join(f"<span>{swatch}{_e(meaning)}</span>"
                    for swatch, meaning in legend(lang, letters=has_letters(qs)))
    return f'<p class="legend">{items}</p>'


def _keys_html(qs: Sequence[Question], lang: str, v: int, number: int, lines: list[str],
               alone: bool) -> str:
    keys = "".join(_key_html(i, q, _prefix(v, number)) for i, q in enumerate(qs, 1))
    version = version_name(lang, v, number)
    title = say(lang, "key-title") if version is None else \
        say(lang, "key-title-version", version=version)
    tag, cls = ("h1", "key alone") if alone else ("h2", "key")
    ident = f"{_prefix(v, number)}key-title"
    return (f'<section class="{cls}" data-version="{LETTERS[v]}" aria-labelledby="{ident}">'
            f'<{tag} id="{ident}">{_e(title)}</{tag}>'
            + "".join(f'<p class="muted sheet">{_e(line)}</p>' for line in lines)
            + f'<p class="muted">{_e(say(lang, "key-intro"))}'
            f'</p><ol class="key-items">{keys}</ol></section>')


def worksheet(*, kind: str = DEFAULTS.kind, kinds: Sequence[str] | None = None,
              count: int = DEFAULTS.count, level: int = DEFAULTS.level, lang: str = DEFAULTS.lang,
              seed: int = DEFAULTS.seed, paper: str = DEFAULTS.paper, key: str = DEFAULTS.key,
              compact: bool = DEFAULTS.compact, versions: int = DEFAULTS.versions) -> str:
    """A printable worksheet of `count` practice questions and its answer key (HTML).

    `kind` is a practice kind (`PRACTICE_KINDS`) or "mix" (every kind in turn); `kinds` asks
    several kinds in turn instead. `paper` is "a4" or "letter". `key` is "page" (the key on
    pages of its own), "none" (the students' copy) or "only" (the teacher's key alone).
    `compact` draws smaller pictures, so more questions fit a page. `versions` makes versions
    A, B, ... of the sheet in one document, each with other questions and its own key.
    """
    check(count, level, lang, paper, seed)
    check_key(key)
    check_flag(compact, "compact")
    sets = question_sets(kind=kind, kinds=kinds, count=count, level=level, lang=lang, seed=seed,
                         versions=versions)
    made_by = remake(kind=kind, kinds=kinds, count=count, level=level, lang=lang, seed=seed,
                     paper=paper, compact=compact, versions=versions)
    return sheets_page(sets, lang=lang, level=level, seed=seed, paper=paper, key=key,
                       compact=compact, made_by=made_by)


FORMATS = {".html": "html", ".htm": "html", ".pdf": "pdf"}


__all__ = [
    "DEFAULTS",
    "FORMATS",
    "KEYS",
    "LAYOUT_KINDS",
    "LETTERED_KINDS",
    "LETTERS",
    "MAX_COUNT",
    "MAX_VERSIONS",
    "MIX",
    "PAPERS",
    "Settings",
    "about",
    "answer_letters",
    "check",
    "check_key",
    "check_versions",
    "document_title",
    "given",
    "has_letters",
    "heading",
    "key_about",
    "legend",
    "lettered",
    "page",
    "pictures",
    "question_sets",
    "questions",
    "remake",
    "rules",
    "say",
    "sheets_page",
    "text_on_paper",
    "to_place",
    "topic",
    "version_name",
    "worksheet",
]
