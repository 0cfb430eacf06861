"""The Fluent core of the words layer: every message file's bundles, and formatting a message
with its values in a language already checked (`fiveup_viz.words.messages.Words` checks it).

The messages live in `fiveup_viz/locales/LANG/FILE.ftl`, one file per concern (`ui`, `errors`,
`exercise`, `layout`, …) and the same files, ids and variables in every language (a test
checks it). `terms.ftl` of a language, if present, is shared by all its files. Grammar belongs
to the language's file: a message may select on a number's plural category, on
`PERSON($name)` (the learner, one player, a partnership, or a partnership holding the learner)
and ask a value's case through `FORM($x, case: "illative")`: a socket's, a tile's point's, the
learner's, a list's or a number's forms, which the language's `terms.ftl` gives (what each
selector receives: `fiveup_viz.words.values`). `INITIAL($x)` is the first letter of a value as
written, lower case and without its accent (`e` for «Eetu», «Èlia»), for a word that changes
before it (Italian «ed Eetu»).

`text(lang, file, id, **args)` formats one message, `phrases(lang, file)` gives a file's
messages by id. A whole number is written one way in every language (`numeral`: no digit
grouping, a negative one with the minus sign `−`); `SIGNED($raw)` writes a change of score
with its sign, a zero without one (`signed`: `+5`, `0`, `−5`).
It knows no game type and no error: `fiveup_viz.words.errors` says itself through it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Hashable, Iterator, Mapping
from copy import copy
from enum import Enum
from functools import cache, cached_property
from itertools import takewhile
from pathlib import Path
from typing import Any

from babel import Locale
from babel.numbers import NumberPattern
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNumber, FluentType, fluent_number
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from fiveup_viz.words.values import Entries, Form, Listing, Point, Term, Who

#: The languages a learner can choose: the course, the drawings and every widget.
LANGUAGES = ("en", "it", "fi")
#: Pseudo-locales generated from English by `scripts/pseudo_locale.py`, for tests.
PSEUDO_LANGUAGES = ("en-XA",)
LOCALES = Path(__file__).resolve().parents[1] / "locales"
TERMS = "terms"

def base_lang(lang: str) -> str:
    """The language whose conventions `lang` follows beyond its messages (the rule book's
    source text, decimal marks, code words): a pseudo-locale's is English, any other its own."""
    return "en" if lang in PSEUDO_LANGUAGES else lang


def _is_learner(name: str, lang: str) -> bool:
    """A learner's name: a `Who` of person `you`, or (a record's) the language's `ui-you`."""
    person = getattr(name, "person", None)
    return person == "you" if person is not None else name == _learner(lang)


def side_name(players: tuple[str, ...] | list[str], lang: str) -> Who:
    """A side's name in `lang`: `Ada`, a partnership's `Ada and Cai` (names.ftl `side-two`), or
    the learner (person `you`) and a partnership holding the learner (`side-you`, `you-two`:
    `you and Cai`)."""
    if len(players) == 1:
        name = players[0]
        return Who(name, "you", "learner") if _is_learner(name, lang) else Who(name, "one")
    mine = [p for p in players if _is_learner(p, lang)]
    if mine:
        partner = next(str(p) for p in players if p is not mine[0])
        return Who(text(lang, "names", "side-you", partner=partner), "you-two", "learner-and",
                   partner=partner)
    return Who(text(lang, "names", "side-two", a=players[0], b=players[1]), "two")


def form_text(lang: str, form_id: str, **args: Any) -> str:
    """A form of the language's `terms.ftl` in its default case (a point's `the high end of
    [4|6]`)."""
    return _format(bundle(lang, "names"), form_id, {"case": "nominative", **args})


def point_said(point: Point, lang: str) -> Form:
    """A tile's point in `lang` as a player reads it, with its forms (`the high end of [4|6]`;
    terms.ftl `point-high` …; a socket None is a terminal double's both halves, `point-double`)."""
    tile, socket = point
    form_id = f"point-{socket or 'double'}"
    return Form(form_text(lang, form_id, tile=str(tile)), form_id, tile=str(tile))


def names_said(players: tuple[str, ...] | list[str], lang: str) -> Who:
    """Several players in `lang` as one list (`Bea and Cai`), person `two`; with the learner
    among them, the language's `names-you` (terms.ftl, with its cases) says the others and "you"
    in the language's order (`you and Cai`; Finnish puts the learner last), person `you-two`."""
    others = [str(p) for p in players if not _is_learner(p, lang)]
    if len(others) == len(players):
        return Who(str(listing(others, lang)), "two")
    args = {"others": listing(others, lang), "count": len(others)}
    return Who(form_text(lang, "names-you", **args), "you-two", "names-you", **args)


def name_label(name: str, lang: str) -> str:
    """A player or a side standing alone as a label in `lang` (a row of the score or hands
    panel): the learner is the language's "You", whatever their name (`names` `label`)."""
    return text(lang, "names", "label", name=name)


def entries_said(entries: Entries, lang: str) -> str:
    """Players with figures as one list in `lang` (`Ada 9, you 23`; `names` `entry`); a player
    without a figure as a label."""
    return entries.sep.join(text(lang, "names", "entry", name=name, figure=figure,
                                 list=entries.kind) if figure
                            else name_label(name, lang) for name, figure in entries)


def listing(items: list[str], lang: str) -> Listing:
    """Words as one list value, `a, b and c` in `lang` (`FORM` gives each item's form)."""
    return Listing(_joined([str(i) for i in items], bundle(lang, "names")), tuple(items))


def _joined(items: list[str], found: FluentBundle) -> str:
    """Items as `a, b and c` by the language's `list-and` (terms.ftl)."""
    if len(items) < 2:
        return "".join(items)
    return _format(found, "list-and", {"head": ", ".join(items[:-1]), "last": items[-1]})


def last_said(n: int) -> int:
    """The last numeral word said when `n` is read aloud, as the place it names: the last
    non-zero digit (1-9), else 10, 100, 1000 or 1000000 for a number ending in zeros, 0 for
    zero. A language's `number` forms (terms.ftl) select on it: Finnish `305:n`, `300:ssa`."""
    n = abs(n)
    if n == 0:
        return 0
    for place in (1, 10, 100, 1000):
        digit = n // place % 10
        if digit:
            return digit if place == 1 else place
    return 1000 if n % 1000000 else 1000000


def term_name(word: Term, lang: str) -> Form:
    """A code word's name in `lang` (a socket's `line B`), with its grammatical forms."""
    file, key, forms = word.term()
    return Form(phrases(lang, file)[key], forms)


@cache
def _learner(lang: str) -> str:
    """The learner's own name at a table in `lang` (`ui-you`: You in English)."""
    return text(lang, "ui", "ui-you")


@cache
def bundle(lang: str, file: str) -> FluentBundle:
    """The messages of one file in a language, with the language's shared terms."""
    return new_bundle(lang, file)


def new_bundle(lang: str, file: str) -> FluentBundle:
    """`bundle(lang, file)` made afresh, not shared: one to add a changed message to
    (`add_resource(..., allow_overrides=True)`; the specimen book traces its variants)."""
    made: list[FluentBundle] = []

    def form(value: Any, case: str = "nominative") -> Any:  # FORM($x, case: "illative")
        if isinstance(value, Listing):
            return _joined([str(form(item, case)) for item in value.items], made[0])
        if isinstance(value, int) and not isinstance(value, bool):  # a FluentNumber
            if not made[0].has_message("number"):  # a language whose numbers have no forms
                return numeral(int(value))
            form_id, args = "number", {"n": numeral(int(value)), "last": last_said(int(value))}
        else:
            form_id, args = getattr(value, "form_id", ""), getattr(value, "args", {})
            if not form_id and value == _learner(lang):  # a record's learner seat, by its name
                form_id = "learner"
        if not form_id or not made[0].has_message(form_id):
            return value
        return _format(made[0], form_id, {**args, "case": case})

    def person(value: Any) -> str:  # PERSON($name): you, one, two or you-two (words.PERSONS)
        kind = getattr(value, "person", None)
        if kind is None:  # a plain name: a record's learner seat is named by `ui-you`
            kind = "you" if value == _learner(lang) else "one"
        return str(kind)

    found = FluentBundle([lang, "en"], use_isolating=False, functions={
        "FORM": form, "PERSON": person, "SIGNED": _signed, "INITIAL": initial})  # type: ignore[dict-item]
    known = found._babel_locale  # Fluent formats numbers with it; no option sets the minus
    found._babel_locale = _Locale(known.language, known.territory, known.script, known.variant)
    made.append(found)
    for name in (TERMS, file):
        if (LOCALES / lang / f"{name}.ftl").exists() or name == file:
            found.add_resource(_resource(lang, name))
    return found


@cache
def _resource(lang: str, file: str) -> ast.Resource:
    """A message file parsed (bundles share it: adding a resource does not change it)."""
    return FluentResource((LOCALES / lang / f"{file}.ftl").read_text(encoding="utf-8"))


def initial(value: Any, letters: Any = 1) -> str:
    """INITIAL($x): the first letter of `value` as written, lower case, its accent taken off
    ("" for no letter): a message selects on it for a word that changes before a sound (the
    Italian «e» → «ed» before e: «Classe 3B ed Eetu», teach32 friction 5). `INITIAL($x,
    letters: 2)`: its first two letters, so far as they are letters («e Edoardo», not «ed Ed-»)."""
    plain = "".join(c for c in unicodedata.normalize("NFD", str(value).lstrip())
                    if not unicodedata.combining(c))
    return "".join(takewhile(str.isalpha, plain[:max(1, int(letters))])).lower()


def numeral(n: int) -> str:
    """`15`, `−15`: a count as a sentence writes it, a negative one with the minus sign the
    sums and drawings use, never a hyphen (D1). For a message that selects on the count
    itself, pass the number."""
    return f"−{-n}" if n < 0 else str(n)


def signed(n: int) -> str:
    """`+15`, `0`, `−5`: a change of a score, its sign written unless it is zero (the minus as
    `numeral` writes it)."""
    return f"+{n}" if n > 0 else numeral(n)


def _signed(value: Any) -> Any:  # SIGNED($raw): a number with its sign; a text stays as it is
    return _Signed(value) if isinstance(value, FluentNumber) else value


class _Signed(FluentType):
    """A number a message writes with its sign unless it is zero (`SIGNED`): `+1,4`, `+5`,
    `0`, `−5`."""

    def __init__(self, number: FluentNumber) -> None:
        self.number = number

    def format(self, locale: Locale) -> str:
        said = str(self.number.format(locale))
        zero = isinstance(self.number, int | float) and self.number == 0  # FluentInt, FluentFloat
        return said if said.startswith("−") or zero else f"+{said}"


class _Locale(Locale):
    """A language's CLDR data whose decimal pattern writes a negative number with the minus
    sign `−`, as `numeral` does, in place of CLDR's hyphen: how Fluent writes a number in a
    message (a select still reads its plural category)."""

    @cached_property
    def decimal_formats(self) -> dict[str | None, NumberPattern]:  # type: ignore[override]
        formats: dict[str | None, NumberPattern] = dict(super().decimal_formats)
        plain = copy(formats[None])
        plain.prefix = (plain.prefix[0], plain.prefix[1].replace("-", "−"))
        return {**formats, None: plain}


def _arg(value: Any) -> Any:
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    if isinstance(value, str | FluentType):
        return value
    return str(value)


def _like(value: str, text: str) -> str:
    """`text` as the same kind of word as `value` (a `Who` keeps its person)."""
    if type(value) is str:
        return text
    word = str.__new__(type(value), text)
    word.__dict__.update(vars(value))
    return word


#: Formatted messages by (bundle, id, frozen values): a page or a viewer says the same sentence
#: at many steps (an event line at every later step of its hand), and Fluent's resolver is the
#: dearest part of drawing a game (`fiveup-viz site` said 960,322 messages, 21,224 of them
#: different). Emptied when full.
_SAID: dict[Hashable, str] = {}
_SAID_MOST = 50_000
#: Values whose text and hash are their whole meaning.
_PLAIN = (str, int, float, bool, type(None))


def _frozen(value: Any) -> Hashable:
    """`value` as a key that tells apart everything formatting reads: its type, its text or
    items, and a word's attributes (a `Who`'s person, a `Form`'s forms). TypeError for a value
    that may change or that it cannot see into."""
    kind = type(value)
    if kind in _PLAIN or isinstance(value, Enum):
        return (kind, value)
    if isinstance(value, tuple):  # a Tile, a Point, Names, a Side: immutable
        return (kind, tuple(_frozen(item) for item in value))
    if isinstance(value, dict):
        return (kind, tuple(sorted((k, _frozen(v)) for k, v in value.items())))
    if isinstance(value, str) and not hasattr(value, "__slots__"):  # Who, Form, Listing
        return (kind, str(value), _frozen(dict(vars(value))))
    raise TypeError(kind.__name__)


def _format(found: FluentBundle, msg_id: str, args: Mapping[str, Any]) -> str:
    """The message formatted with `args`, from `_SAID` when said before with equal values."""
    try:
        key: Hashable = (found, msg_id, _frozen(dict(args)))
    except TypeError:
        return _resolve(found, msg_id, args)
    said = _SAID.get(key)
    if said is None:
        said = _resolve(found, msg_id, args)
        if len(_SAID) >= _SAID_MOST:
            _SAID.clear()
        _SAID[key] = said
    return said


def forget() -> None:
    """Empty the cache of formatted messages (a benchmark's cold start)."""
    _SAID.clear()


def _resolve(found: FluentBundle, msg_id: str, args: Mapping[str, Any]) -> str:
    message = found.get_message(msg_id)
    if message.value is None:
        raise KeyError(msg_id)
    values = {k: _arg(v) for k, v in args.items()}
    # Fluent refuses a placeable over 1,000 characters: a long text goes in after formatting.
    long: dict[str, str] = {}
    for key, value in values.items():
        if isinstance(value, str) and len(value) > 1000:
            long[token := f"\x00{len(long)}\x00"] = value
            values[key] = _like(value, token)
    result, errors = found.format_pattern(message.value, values)
    if errors:
        raise errors[0]
    said = str(result)
    for token, value in long.items():
        said = said.replace(token, value)
    return said


def formatted(found: FluentBundle, msg_id: str, args: Mapping[str, Any]) -> str:
    """The message `msg_id` of a bundle formatted with `args` as `text` formats it."""
    return _format(found, msg_id, args)


def text(lang: str, file: str, msg_id: str, /, **args: Any) -> str:
    """One message of `file` in `lang`, formatted with `args`; KeyError for an unknown id."""
    found = bundle(lang, file)
    if not found.has_message(msg_id):
        raise KeyError(f"{file}: {msg_id}")
    return _format(found, msg_id, args)


@cache
def _parsed(lang: str, file: str) -> dict[str, ast.Message]:
    """A message file's messages as syntax trees, by id, in file order."""
    source = (LOCALES / lang / f"{file}.ftl").read_text(encoding="utf-8")
    body = FluentParser().parse(source).body
    return {entry.id.name: entry for entry in body if isinstance(entry, ast.Message)}


def ids(lang: str, file: str) -> tuple[str, ...]:
    """The message ids of a file in a language, in file order."""
    return tuple(_parsed(lang, file))


def files() -> tuple[str, ...]:
    """Every message file's name (without `.ftl`), terms aside."""
    return tuple(sorted(p.stem for p in (LOCALES / "en").glob("*.ftl") if p.stem != TERMS))


def msg_id(key: str) -> str:
    """A phrase key as a message id: `act.draw.hidden` is `act-draw-hidden`."""
    return key.replace(".", "-").replace("_", "-")


class Phrase(str):
    """One message as an English-shaped template (`{name}` slots): `.format(**values)` formats
    it through Fluent in its language, so plural, person and case selectors apply."""

    lang: str
    file: str
    msg_id: str

    def __new__(cls, lang: str, file: str, msg: str) -> Phrase:
        phrase = super().__new__(cls, _template(lang, file, msg))
        phrase.lang, phrase.file, phrase.msg_id = lang, file, msg
        return phrase

    def format(self, *args: object, **values: Any) -> str:
        return text(self.lang, self.file, self.msg_id, **values)


def _template(lang: str, file: str, msg: str) -> str:
    """The message with each variable as `{name}`, a select as its default variant (how it
    reads unformatted)."""
    parts: list[str] = []

    def walk(pattern: ast.Pattern | None) -> None:
        for element in pattern.elements if pattern is not None else ():
            if isinstance(element, ast.TextElement):
                parts.append(element.value)
                continue
            expression = element.expression
            if isinstance(expression, ast.StringLiteral):
                parts.append(expression.parse()["value"])
            elif isinstance(expression, ast.SelectExpression):
                walk(next(v.value for v in expression.variants if v.default))
            elif isinstance(expression, ast.FunctionReference) and expression.arguments.positional:
                walk(ast.Pattern([ast.Placeable(expression.arguments.positional[0])]))
            elif isinstance(expression, ast.VariableReference):
                parts.append("{" + expression.id.name + "}")
            else:
                parts.append("{…}")

    walk(_parsed(lang, file)[msg].value)
    return "".join(parts)


def variables(lang: str, file: str, msg: str) -> frozenset[str]:
    """Every variable a message reads, in any variant, selector or function call."""
    found: set[str] = set()

    class Collect(Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            found.add(node.id.name)

    Collect().visit(_parsed(lang, file)[msg])
    return frozenset(found)


def selectors(lang: str, file: str, msg: str) -> dict[str, frozenset[str]]:
    """How a message reads each variable that changes its words: `person` (PERSON: the kinds
    of `words.PERSONS`), `form` (FORM: a socket, point, learner, list or number), `initial`
    (INITIAL: a name's first letter) or `plural` (a select on a number's category). What a
    specimen book renders each message with."""
    found: dict[str, set[str]] = {}

    def mark(expression: ast.BaseNode, kind: str) -> None:
        if isinstance(expression, ast.VariableReference):
            found.setdefault(expression.id.name, set()).add(kind)

    class Collect(Visitor):
        def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
            if isinstance(node.selector, ast.VariableReference):
                mark(node.selector, "plural")
            self.generic_visit(node)

        def visit_FunctionReference(self, node: ast.FunctionReference) -> None:
            if node.id.name in ("PERSON", "FORM", "INITIAL"):
                for arg in node.arguments.positional:
                    mark(arg, node.id.name.lower())
            self.generic_visit(node)

    Collect().visit(_parsed(lang, file)[msg])
    return {name: frozenset(kinds) for name, kinds in sorted(found.items())}


class Phrases(Mapping[str, Phrase]):
    """The messages of one file in one language, by id; a phrase key (`act.play`) is read as
    its id (`act-play`)."""

    def __init__(self, lang: str, file: str) -> None:
        self.lang, self.file = lang, file

    def __getitem__(self, key: str) -> Phrase:
        if not bundle(self.lang, self.file).has_message(msg_id(key)):
            raise KeyError(key)
        return _phrase(self.lang, self.file, msg_id(key))

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and bundle(self.lang, self.file).has_message(msg_id(key))

    def __iter__(self) -> Iterator[str]:
        return iter(ids(self.lang, self.file))

    def __len__(self) -> int:
        return len(ids(self.lang, self.file))


@cache
def _phrase(lang: str, file: str, msg: str) -> Phrase:
    return Phrase(lang, file, msg)


@cache
def phrases(lang: str, file: str) -> Phrases:
    """The messages of `file` in `lang` as a mapping (see `Phrases`)."""
    return Phrases(lang, file)


def decimal(value: float, lang: str, *, places: int = 1, sign: bool = False) -> str:
    """A number with `places` decimals as the language writes it (CLDR, through Babel):
    `+7.5` in English, `+7,5` in Italian and Finnish; a negative one with the minus sign, as
    `numeral` writes it (`−0,4`). The sign is the rounded number's, and a zero has none:
    −0.04 is `0,0`, never `−0,0`."""
    from babel.numbers import format_decimal

    rounded = round(value, places) + 0.0  # -0.0 + 0.0 is 0.0
    digits = "0." + "0" * places if places else "0"
    pattern = f"+{digits};-{digits}" if sign and rounded else digits
    return str(format_decimal(rounded, format=pattern, locale=base_lang(lang))).replace("-", "−")
