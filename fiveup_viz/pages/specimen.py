"""The specimen book: every message of a language rendered with every kind of value it can
receive, one HTML page per language, for native readers to read whole (issue 29 point 6).

A message's variables are read from its syntax tree (`fluent.variables`, `fluent.selectors`)
and each is given a kind by `KINDS` (by name; `OVERRIDES` where one name means two things;
`SOCKETS` where the callers pass only some sockets, as a socket or a point's). The values of a
kind that change a message's words (a person, a plural category, a socket's or a point's
forms) are rendered in their full product, the others one at a time around `DEFAULT`.
A variable whose kind is unknown, or that a selector reads as another kind, is an
`UnknownVariableError`: a new message cannot slip past the book. `reached` traces which variant
of each select a rendering took, so a test can check that the book reaches every one.

Kinds and their values (`values`):

| kind   | what it is (variables: `KINDS`)  | in the full product           | one at a time too      |
|--------|----------------------------------|-------------------------------|------------------------|
| player | a player, with its person        | the learner unnamed (`ui-you`)| Kim, "Ahne botti", a   |
|        | (`PERSON`, `FORM`: words.Who)    | and named (Pekka, Marco, Ada),| 40-character name      |
|        |                                  | another player (Bea)          |                        |
| side   | a player or a partnership        | the three above, a partnership| the same hard names    |
|        |                                  | without (Bea, Dan) and with   |                        |
|        |                                  | the learner (Cai)             |                        |
| others | a player or partnership that is  | another player, a partnership | the same hard names    |
|        | never the learner (an exercise's)| without the learner           |                        |
| several| two or more players named        | two and three players, the    | each hard name with Cai|
|        | together (`Names`: a tie's)      | learner with another          |                        |
| name   | a player's name as free text     | Ada                           | the same hard names    |
| socket | a socket's name with its forms   | the six sockets               |                        |
| point  | a tile's point with its forms    | six points (the ends of [4|6],| a list of three points|
|        |                                  | the lines and branches of     |                        |
|        |                                  | [5|5]), a double's both halves|                        |
|        |                                  | a list of two                 |                        |
| number | a score, sum or points (signed)  | 0, 1, 2, 5                    | −5, 305, 1000000; under|
|        |                                  |                               | FORM 3-10, 100, 300,   |
|        |                                  |                               | 1000 (every `number`   |
|        |                                  |                               | ending of terms.ftl)   |
| count  | a count, index or size           | 0, 1, 2, 5                    | 1000000                |
| multiple | a sum that scores (`OVERRIDES`): | 5, 10, 305                  |                        |
|        | a positive multiple of 5 (R15)   |                               |                        |
| tile   | a tile's code                    | [4|6]                         | [5|5]                  |
| double | a double's code (`OVERRIDES`)    | [5|5]                         |                        |
| text   | a text the program fills in      | ‹the variable's name›         |                        |
| case   | (terms.ftl) a case; a variant's  | every key of its selects      |                        |
|        | key (`OVERRIDES`); a coach move's|                               |                        |
|        | form and act (coach.ftl)         |                               |                        |

People in one rendering agree (`_agrees`): a side holds the player it names, and two players
are never both the learner.
"""

from __future__ import annotations

import copy
import html
import itertools
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Visitor

from fiveup_viz.explain.wording import point_name, socket_name
from fiveup_viz.files import write_atomic
from fiveup_viz.pages.icon import ICON_LINK
from fiveup_viz.rules import layout
from fiveup_viz.rules.layout import Socket
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.words import fluent, messages
from fiveup_viz.words.errors import check_lang
from fiveup_viz.words.fluent import LOCALES, TERMS, last_said, listing, names_said, numeral, side_name
from fiveup_viz.words.values import Who, learner

_KIND_NAMES: dict[str, tuple[str, ...]] = {
    "player": ("name", "partner", "player", "mate"),
    "side": ("side", "holders"),
    "name": ("a", "b", "others"),
    "socket": ("socket", "taken", "free", "branch", "twin"),
    "point": ("point", "points", "end", "ends"),
    "tile": ("tile", "on", "by", "next"),
    "number": ("raw", "total", "sum", "score", "before", "rounded", "placement", "opponents",
               "diff", "credit", "loss", "leaves", "target", "pips", "low", "high", "big", "rem",
               "value", "margin", "opponents-pips", "partner-pips"),
    "count": ("n", "count", "hands", "hand", "left", "dealt", "strokes", "tens", "rest", "shown",
              "asked", "right", "level", "levels", "i", "j", "k", "m", "last", "first", "step",
              "steps", "seat", "leader", "forced", "turn", "size", "least", "limit", "digits",
              "depth", "most", "width", "height", "dpi", "pixels", "line", "column", "offset",
              "start", "stop", "seed", "action", "bonus", "pages", "page", "port"),
    "text": ("annotation", "answer", "aside", "bad", "button", "byte", "cache", "choice", "choices",
             "code", "counts", "error", "extra", "folder", "format", "formats", "found", "furo",
             "how", "install", "item", "items", "key", "kind", "kinds", "known", "label", "lang",
             "languages", "layout", "leads", "letter", "mark", "marks", "message", "module",
             "move", "moves", "names", "note", "order", "out", "paper", "parts", "path",
             "players", "prog", "question", "rating", "reason", "roles", "rounding", "rule",
             "rules", "solution", "source", "sphinx", "strategies", "strategy", "text", "theme",
             "themes", "tiles", "topic", "type", "url", "what", "where", "why", "version",
             "both", "best", "scores", "diffs", "head", "fmt", "title", "figure", "ask", "language",
             "commands", "command", "said", "values", "event", "check"),
    "case": ("case", "form", "act"),  # form, act: a coach move's (coach.ftl)
}
#: A variable's kind by its name (the table of the module docstring).
KINDS: dict[str, str] = {name: kind for kind, names in _KIND_NAMES.items() for name in names}
#: (file, message id, variable) -> kind, where a name means another thing than `KINDS` says.
OVERRIDES: dict[tuple[str, str, str], str] = {
    **{(file, msg, "partner"): "number" for file, msg in (
        ("exercise", "e-event"), ("ui", "event-domino-partner"), ("ui", "net-sum-partner"))},
    ("errors", "tile-numbers", "a"): "count",
    ("errors", "worksheet-versions", "number"): "text",  # the value a user gave, quoted
    ("page", "no-position", "asked"): "text",  # the link's fragment, as the browser has it
    # the position a viewer was asked for, as its numbers were given: (3, 30)
    **{("errors", msg, "asked"): "text" for msg in ("position-hand", "position-step",
                                                     "position-count")},
    ("site", "run-from-disk", "offer"): "case",  # the link it stands for: each key of its select
    ("errors", "tile-numbers", "b"): "count",
    ("cli", "lab-port-moved", "free"): "count",  # the free port JupyterLab uses instead
    ("cli", "ws-print-versions", "versions"): "count",  # 2 to 4 versions of a worksheet
    ("cli", "ws-print-versions", "each"): "count",  # each version's pages
    ("cli", "ws-print-versions", "last"): "text",  # the last version's letter
    ("cli", "ws-print-versions", "sides"): "case",  # double or single
    # a note or mark on a draw or a pass: what it carries (note, mark, both) and the numbers of
    # the nearest placements, counted from 1 (after: 0 when none follows)
    ("cli", "annotate-not-placement", "kind"): "case",
    **{("cli", "annotate-not-placement", name): "count" for name in ("before", "after")},
    ("names", "side-you", "partner"): "name",
    ("names", "label", "name"): "side",  # a player or a side standing alone
    ("names", "entry", "name"): "side",  # a player (sum, order, diff) or a side (score)
    ("names", "entry", "list"): "case",  # what the list is (values.ENTRY_KINDS)
    ("quiz", "group-credit", "name"): "player",  # whose group earns a blocked-hand credit
    ("quiz", "group-credit", "raw"): "text",  # a counted credit, "5 raw"
    # a placement that scores: its sum is a positive multiple of 5 (R14, R15), never 0, 1 or 2
    **{("exercise", msg, "total"): "multiple" for msg in ("e-scores", "e-scores-last",
                                                          "e-scores-thrown")},
    ("ui", "ui-against", "a"): "side",
    ("ui", "ui-status", "tiles"): "count",  # the boneyard's tiles
    ("ui", "ui-boneyard", "tiles"): "count",
    ("ui", "ui-against", "b"): "side",
    **{("errors", msg, "name"): "name" for msg in ("name-size", "name-char")},  # a record's
    **{("errors", msg, "name"): "text" for msg in ("socket-unknown", "example-unknown",
                                                    "example-missing", "cli-no-record")},
    # an exercise asks about a player of a computer's game, never about the learner; the
    # placement's question is a viewer's quiz too, where the learner's seat is "you" (quiz.py)
    **{("exercise", msg, "name"): "player" for msg in (
        "q-score", "q-score-open", "q-score-thrown", "q-score-open-thrown", "q-score-last")},
    **{("exercise", msg, var): "name" for msg, var in (
        ("q-draw", "name"), ("e-place", "name"), ("e-draw", "name"), ("e-pass", "name"),
        ("q-going-out", "name"),
        ("q-blocked", "name"), ("q-partner", "name"), ("q-partner", "partner"),
        ("q-partner-of", "name"), ("e-partner-of", "name"), ("q-next-of", "name"),
        ("e-next-of", "name"), ("e-partner", "partner"), ("e-group", "name"),
        ("e-group-none", "name"), ("e-group-partner", "partner"))},
    ("exercise", "q-target", "side"): "others",
    ("ui", "winner-tie", "holders"): "several",  # a tie has at least two holders (R27)
    (TERMS, "learner-and", "partner"): "name",
    (TERMS, "list-and", "last"): "text",
    (TERMS, "number", "last"): "last",  # derived from $n: fluent.last_said
    # a last tile's going-out event: $n is the number it writes, derived (`DERIVED`)
    **{("coach", msg, "n"): "last" for msg in (
        "last", "last-certain", "last-bust", "last-range", "last-bust-range", "last-some-range")},
    (TERMS, "number", "n"): "number",
    # the `points` message (exercises._count_why)
    **{("exercise", msg, "points"): "text" for msg in ("e-scores", "e-scores-last",
                                                        "e-scores-thrown")},
    ("errors", "ask-kind", "ask"): "text",  # the value a record gave, quoted (quiz)
    ("errors", "page-asks", "asks"): "text",  # the value a caller gave, quoted
    # every player's pips left at a hand's end, a list (summary._end_line)
    **{("ui", msg, "pips"): "text" for msg in ("sum-out", "sum-blocked", "sum-blocked-tie")},
    # a double's lines and branches (explain._double, exercises._make_counted)
    **{(file, msg, "tile"): "double" for file, msg in (
        ("ui", "double-lone"), ("ui", "double-terminal"), ("ui", "double-internal-open"),
        ("ui", "double-internal-one"), ("ui", "double-internal-full"),
        ("exercise", "e-internal-tile"))},
    # the spinner a table's button for twin sockets names (review.choice_label, R11)
    **{("ui", msg, "on"): "double" for msg in ("ui-move-either", "ui-move-either-tip")},
}
#: (file, message id, variable) -> the variable it is derived from, as its caller derives it:
#: a last tile's event says `$low` (or `$high`) points, its plural on `$n`, the same number
#: unsigned (`review.event_words`), so the book never pairs "5" with the singular (read11-fi G12).
DERIVED: dict[tuple[str, str, str], str] = {
    **{("coach", msg, "n"): "low" for msg in ("last", "last-certain", "last-bust")},
    **{("coach", msg, "n"): "high" for msg in ("last-range", "last-bust-range",
                                               "last-some-range")},
}
#: (file, message id, variable) -> the only sockets its callers pass, as a socket or as a
#: point's socket, the first its default: a tile's free end (`explain._end`), a terminal
#: double's line sides and an internal spinner's open branch (`explain._double`,
#: `exercises._make_counted`).
SOCKETS: dict[tuple[str, str, str], tuple[Socket, ...]] = {
    ("ui", "end-free", "socket"): layout.ENDS,
    ("ui", "double-terminal", "taken"): layout.LINES,
    ("ui", "double-terminal", "free"): layout.LINES[::-1],  # the other one (`_sockets_differ`)
    ("ui", "double-internal-one", "branch"): layout.BRANCHES,
    ("exercise", "e-branch", "point"): layout.BRANCHES,
    # a table's button for a tile on a spinner's twin sockets (review.choice_label, R11)
    **{("ui", msg, name): sockets for msg in ("ui-move-either", "ui-move-either-tip")
       for name, sockets in (("socket", (layout.LINE_A, layout.BRANCH_A)),
                             ("twin", (layout.LINE_B, layout.BRANCH_B)))},
}
#: What each selector accepts: PERSON a person, FORM a value with forms, a select a number.
_SELECTABLE = {"person": {"player", "side", "others", "several"},
               "form": {"player", "side", "others", "several", "socket", "point", "number",
                        "count", "multiple"},
               "plural": {"number", "count", "case", "last", "multiple"},
               "initial": {"name", "text"}}
#: The learner's name in each language's book (the learner named, spoken to all the same).
NAMED = {"en": "Ada", "it": "Marco", "fi": "Pekka", "en-XA": "Ada"}
LONG_NAME = "Maria Antonietta Beatrice Sofia Cavallini"  #: 40 characters
HARD_NAMES = {"kim": "Kim", "bot": "Ahne botti", "long": LONG_NAME}
#: Names by their first letter, for a message selecting on `INITIAL($x)` (Italian «ed» before e).
INITIALS = (("ada", "a name", "Ada"), ("elena", "a name starting with e", "Elena"),
            ("edoardo", "a name starting with ed", "Edoardo"))
_NUMBERS = (0, 1, 2, 5)
_FORM_NUMBERS = (3, 4, 6, 7, 8, 9, 10, 100, 300, 1000)
DEFAULT = {"player": "one", "side": "one", "others": "one", "several": "two", "name": "ada",
           "socket": "high", "point": "high", "number": "5", "count": "2", "tile": "[4|6]",
           "text": "text", "case": "", "last": ""}
FILE_NAMES = (*fluent.files(), TERMS)


class UnknownVariableError(ValueError):
    """A message's variable the book has no kind for, or reads as another kind."""


@dataclass(frozen=True)
class Value:
    """One value a variable is rendered with: its label (in a variant key), what the reader is
    told it is, and the value itself."""

    label: str
    says: str
    value: Any


def kind_of(file: str, msg_id: str, name: str, used: frozenset[str] = frozenset()) -> str:
    """The kind of variable `name` in a message; UnknownVariableError if none, or if a selector
    in `used` (`person`, `form`, `plural`) cannot read that kind."""
    kind = OVERRIDES.get((file, msg_id, name)) or KINDS.get(name)
    if kind is None:
        raise UnknownVariableError(f"{file}.ftl {msg_id}: ${name} has no kind in specimen.KINDS")
    for selector in used:
        if kind not in _SELECTABLE[selector]:
            raise UnknownVariableError(f"{file}.ftl {msg_id}: ${name} ({kind}) read by {selector}")
    return kind


def values(kind: str, lang: str, used: frozenset[str] = frozenset(), cases: tuple[str, ...] = ()
           ) -> tuple[list[Value], list[Value]]:
    """A kind's values in `lang`: those of the full product (every form a selector tells
    apart) and those rendered one at a time (`used`: the selectors reading the variable)."""
    selected = bool(used)
    if kind == "several":
        return _several(lang)
    if kind in _PEOPLE:
        people = [v for v in _people(lang) if v.label in _PEOPLE[kind]]
        return people, [Value(k, f"a hard name “{n}”", Who(n)) for k, n in HARD_NAMES.items()]
    initials = [Value(*v) for v in INITIALS] if "initial" in used else []
    if kind == "name":
        return initials or [Value("ada", "a name", "Ada")], [Value(k, f"a hard name “{n}”", n)
                                                             for k, n in HARD_NAMES.items()]
    if kind == "socket":
        return [Value(s.value, f"the socket {s.value}", socket_name(s, lang)) for s in Socket], []
    if kind == "point":
        return _points(lang)
    if kind == "multiple":  # a positive multiple of 5: a sum that scores (R15)
        return [_number(n, selected) for n in (5, 10, 305)], []
    if kind in ("number", "count"):
        extra: tuple[int, ...] = (-5, 305, 1000000) if kind == "number" else (1000000,)
        extra += _FORM_NUMBERS if "form" in used else ()
        return ([_number(n, selected) for n in _NUMBERS], [_number(n, selected) for n in extra])
    if kind == "tile":
        return [Value("[4|6]", "a tile", "[4|6]")], [Value("[5|5]", "a double", "[5|5]")]
    if kind == "double":
        return [Value("[5|5]", "a double", "[5|5]")], []
    if kind == "case":
        return [Value(c, "", c) for c in cases], []
    return initials or [Value("text", "a text the program fills in", "")], []


#: The people each kind of person is rendered as (`_people` labels).
_PEOPLE = {"player": ("you", "you-named", "one"),
           "side": ("you", "you-named", "one", "two", "you-two"), "others": ("one", "two")}


def _people(lang: str) -> list[Value]:
    you = messages.text(lang, "ui", "ui-you")
    named = NAMED[lang]
    return [Value("you", f"the learner, unnamed (“{you}”)", Who(you, "you", "learner")),
            Value("you-named", f"the learner, named “{named}”", learner(named)),
            Value("one", "another player, “Bea”", Who("Bea")),
            Value("two", "a partnership without the learner", side_name(["Bea", "Dan"], lang)),
            Value("you-two", f"a partnership with the learner “{named}”",
                  side_name([learner(named), "Cai"], lang))]


def _several(lang: str) -> tuple[list[Value], list[Value]]:
    """Players named together (`fluent.names_said`): two and three, with the learner too."""
    named = learner(NAMED[lang])
    return ([Value("two", "two players", names_said(["Bea", "Dan"], lang)),
             Value("three", "three players", names_said(["Bea", "Cai", "Dan"], lang)),
             Value("you-two", f"the learner “{named}” and another player",
                   names_said([named, "Cai"], lang))],
            [Value(k, f"a hard name “{n}” and another player", names_said([n, "Cai"], lang))
             for k, n in HARD_NAMES.items()])


def _points(lang: str) -> tuple[list[Value], list[Value]]:
    each = [Value(s.value, f"the point {s.value} of {tile}", point_name(tile, s, lang))
            for s in Socket for tile in [Tile(4, 6) if s in layout.ENDS else Tile(5, 5)]]
    double = Value("double", "a double's both halves, [5|5]", point_name(Tile(5, 5), None, lang))
    two = Value("list-2", "two points", listing([each[0].value, double.value], lang))
    three = Value("list-3", "three points", listing([p.value for p in each[:3]], lang))
    return [*each, double, two], [three]


def _only(kind_choices: tuple[list[Value], list[Value]], sockets: tuple[Socket, ...] | None
          ) -> tuple[list[Value], list[Value]]:
    """A socket's or point's values restricted to `sockets` (`SOCKETS`), in their order; all
    if None."""
    if sockets is None:
        return kind_choices
    common, extra = kind_choices
    return ([v for s in sockets for v in common if v.label == s.value],
            [v for s in sockets for v in extra if v.label == s.value])


def _number(n: int, selected: bool) -> Value:
    """A number as a message receives it: the number itself where the message selects on it,
    else as a sentence writes it (`fluent.numeral`: −5)."""
    return Value(str(n), "", n if selected or n >= 0 else numeral(n))


@dataclass(frozen=True)
class Rendering:
    """One line of the book: the variant key (`var=label;…`), what the values are, the text."""

    key: str
    says: str
    text: str


def _entry(lang: str, file: str, msg_id: str) -> ast.Message:
    """A message's syntax tree (shared: copy it to change it)."""
    return _entries(lang, file)[msg_id]


@cache
def _entries(lang: str, file: str) -> dict[str, ast.Message]:
    source = (LOCALES / lang / f"{file}.ftl").read_text(encoding="utf-8")
    return {e.id.name: e for e in FluentParser().parse(source).body if isinstance(e, ast.Message)}


def _bundle_file(file: str) -> str:
    """The bundle a file's messages are read from (terms.ftl comes with any file)."""
    return "names" if file == TERMS else file


def _cases(lang: str, file: str, msg_id: str, name: str = "case") -> tuple[str, ...]:
    """The keys of a message's selects on `$name` (a terms.ftl message's `$case`), and of those
    it references."""
    found: list[str] = []

    class Collect(Visitor):
        def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
            selector = node.selector
            if isinstance(selector, ast.VariableReference) and selector.id.name == name:
                found.extend(_key(v) for v in node.variants if _key(v) not in found)
            self.generic_visit(node)

        def visit_MessageReference(self, node: ast.MessageReference) -> None:
            Collect().visit(_entry(lang, file, node.id.name))

    Collect().visit(_entry(lang, file, msg_id))
    return tuple(found)


def _numbers_named(lang: str, file: str, msg_id: str, name: str) -> list[str]:
    """The number keys (`[0]`, `[3]`) of the message's selects on `$name`."""
    return [_key(v) for _, select in _walk_selects(_entry(lang, file, msg_id))
            if isinstance(select.selector, ast.VariableReference)
            and select.selector.id.name == name
            for v in select.variants if isinstance(v.key, ast.NumberLiteral)]


def _key(variant: ast.Variant) -> str:
    key = variant.key
    return key.name if isinstance(key, ast.Identifier) else key.value


@cache
def plan(lang: str, file: str, msg_id: str) -> tuple[dict[str, Value], ...]:
    """The values a message is rendered with: the full product of what its selectors read,
    then each other value of each variable alone, around the defaults; no two alike."""
    used = fluent.selectors(lang, file, msg_id)
    choices: dict[str, tuple[list[Value], list[Value]]] = {}
    names = set(fluent.variables(lang, file, msg_id))
    if file == TERMS and _cases(lang, file, msg_id):  # a referenced form's `$case` too
        names.add("case")
    for name in sorted(names):
        kind = kind_of(file, msg_id, name, used.get(name, frozenset()))
        if kind == "last":
            continue
        cases = _cases(lang, file, msg_id, name) if kind == "case" else ()
        choices[name] = _only(values(kind, lang, used.get(name, frozenset()), cases),
                              SOCKETS.get((file, msg_id, name)))
        if "plural" in used.get(name, ()):  # a variant for one number ([0], [3]) too
            common, extra = choices[name]
            shown = {v.label for v in common + extra}
            choices[name] = (common + [_number(int(k), True) for k in _numbers_named(
                lang, file, msg_id, name) if k not in shown], extra)
        if (file, msg_id, name) == (TERMS, "number", "n"):  # each last word, in each case
            common, extra = values(kind, lang, frozenset({"form"}))
            choices[name] = (common + extra, [])
            used = {**used, name: frozenset({"form"})}
    default = {name: _default(kind_choices, kind_of(file, msg_id, name))
               for name, kind_choices in choices.items()}
    varied = [name for name in choices if name in used]
    found: dict[str, dict[str, Value]] = {}
    for combo in itertools.product(*(choices[name][0] for name in varied)):
        row = {**default, **dict(zip(varied, combo, strict=True))}
        if _agrees(file, msg_id, row) and _sockets_differ(file, msg_id, row):
            found.setdefault(variant_key(row), row)
    for name, (common, extra) in choices.items():
        for value in [*common, *extra]:
            row = {**default, name: value}
            if _sockets_differ(file, msg_id, row):
                found.setdefault(variant_key(row), row)
    return tuple(found.values())


#: Who a side's value holds (its label -> the players' and sides' labels it may hold).
_HOLDS = {"you": {"you", "you-named"}, "you-named": {"you", "you-named"}, "one": {"one"},
          "two": {"one", "two"}, "you-two": {"you", "you-named", "you-two"}}
_LEARNER = {"you", "you-named"}


def _agrees(file: str, msg_id: str, row: Mapping[str, Value]) -> bool:
    """Whether the people of a rendering can meet in one game: a side holds the player (or
    holders) it names, and two players or sides never both hold the learner (`q-partner`,
    `ui-against`)."""
    kinds = {name: kind_of(file, msg_id, name) for name in row}
    players = [row[n].label for n, k in kinds.items() if k == "player"]
    sides = [n for n, k in kinds.items() if k == "side"]
    holders = [row[n].label for n in sides if n != "side"]
    if sum(label in _LEARNER for label in players) + sum(
            label in _LEARNER | {"you-two"} for label in holders) > 1:  # ui-against's two sides
        return False
    side = row["side"].label if "side" in row else None
    return side is None or all(who in _HOLDS.get(side, {who}) for who in players + holders)


def _sockets_differ(file: str, msg_id: str, row: Mapping[str, Value]) -> bool:
    """Whether a rendering's sockets are different ones (a terminal double's line side taken
    and the one free)."""
    sockets = [row[n].label for n in row if kind_of(file, msg_id, n) == "socket"]
    return len(set(sockets)) == len(sockets)


def _default(kind_choices: tuple[list[Value], list[Value]], kind: str) -> Value:
    every = [*kind_choices[0], *kind_choices[1]]
    return next((v for v in every if v.label == DEFAULT.get(kind)), every[0])


def variant_key(row: Mapping[str, Value]) -> str:
    """`name=you;socket=high`: which values a rendering used."""
    return ";".join(f"{name}={value.label}" for name, value in sorted(row.items()))


def arguments(lang: str, file: str, msg_id: str, key: str) -> dict[str, Any]:
    """The values the variant `key` of a message stands for, as the message receives them."""
    return _arguments(file, msg_id, _by_key(lang, file, msg_id)[key])


@cache
def _by_key(lang: str, file: str, msg_id: str) -> dict[str, dict[str, Value]]:
    return {variant_key(row): row for row in plan(lang, file, msg_id)}


def _arguments(file: str, msg_id: str, row: Mapping[str, Value]) -> dict[str, Any]:
    args: dict[str, Any] = {}
    for name, value in row.items():
        args[name] = value.value if value.value != "" else f"‹{name}›"
    if file == TERMS and msg_id == "number":
        args["last"] = last_said(int(row["n"].value))
    for (d_file, d_msg, name), source in DERIVED.items():
        if (d_file, d_msg) == (file, msg_id):
            args[name] = abs(int(row[source].label))
    return args


def render(lang: str, file: str, msg_id: str, args: Mapping[str, Any]) -> str:
    """A message formatted with `args`; a failure shows as `{error: …}` in the book."""
    try:
        return fluent.formatted(fluent.bundle(lang, _bundle_file(file)), msg_id, args)
    except Exception as exc:  # the book shows every fault, a test finds it
        return f"{{error: {type(exc).__name__}: {exc}}}"


def renderings(lang: str, file: str, msg_id: str) -> list[Rendering]:
    """Every rendering of a message in the book, in order."""
    rows = []
    for row in plan(lang, file, msg_id):
        said = " · ".join(f"{n}: {v.label}" + (f" ({v.says})" if v.says else "")
                          for n, v in sorted(row.items()) if v.label != "text")
        text = render(lang, file, msg_id, _arguments(file, msg_id, row))
        rows.append(Rendering(variant_key(row), said, text))
    return rows


def english(file: str, msg_id: str) -> str:
    """The message in English with its first rendering's values, for the translator."""
    return render("en", file, msg_id, _arguments(file, msg_id, plan("en", file, msg_id)[0]))


def _ids(lang: str, file: str) -> tuple[str, ...]:
    return tuple(_entries(lang, file))


# -- which variant of each select a rendering takes ---------------------------------------
_MARK = re.compile("\ue000([^\ue001]*)\ue001")


def _walk_selects(message: ast.Message) -> Iterator[tuple[int, ast.SelectExpression]]:
    found: list[ast.SelectExpression] = []

    class Collect(Visitor):
        def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
            found.append(node)
            self.generic_visit(node)

    Collect().visit(message)
    yield from enumerate(found)


def variants(lang: str, file: str, msg_id: str) -> frozenset[str]:
    """Every variant of every select of a message, as `index:key` (selects in file order)."""
    return frozenset(f"{i}:{_key(v)}" for i, select in _walk_selects(_entry(lang, file, msg_id))
                     for v in select.variants)


@cache
def _marked(lang: str, file: str, msg_id: str) -> FluentBundle:
    """The message's bundle with each variant of each select starting with a hidden mark."""
    message = copy.deepcopy(_entry(lang, file, msg_id))
    for i, select in _walk_selects(message):
        for variant in select.variants:
            variant.value.elements.insert(0, ast.TextElement(f"\ue000{i}:{_key(variant)}\ue001"))
    found = fluent.new_bundle(lang, _bundle_file(file))
    found.add_resource(FluentResource(FluentSerializer().serialize(ast.Resource([message]))),
                       allow_overrides=True)
    return found


def traced(lang: str, file: str, msg_id: str, args: Mapping[str, Any]) -> tuple[str, frozenset[str]]:
    """The message formatted with `args`, and the variants (`variants`) it went through."""
    said = fluent.formatted(_marked(lang, file, msg_id), msg_id, args)
    return _MARK.sub("", said), frozenset(_MARK.findall(said))


# -- the book as HTML -------------------------------------------------------------------
_STYLE = """body{font:16px/1.45 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
nav ul{columns:3}h2{border-bottom:1px solid #ccc;margin-top:2.5rem}h3{font:600 1rem monospace;
margin:1.4rem 0 .2rem}.en{color:#555;margin:0 0 .3rem}.en b{font-weight:600}ol{margin:0;
padding-left:2.2rem}li{margin:.15rem 0;white-space:pre-wrap}.v{color:#888;font-size:.75rem;
margin-left:.6rem}"""


def page(lang: str) -> str:
    """The book of one language as an HTML page (deterministic: the same messages give the
    same bytes)."""
    e = html.escape
    parts: list[str] = []
    toc: list[str] = []
    total = 0
    for file in FILE_NAMES:
        body: list[str] = []
        for msg_id in _ids(lang, file):
            rows = renderings(lang, file, msg_id)
            total += len(rows)
            en = "" if lang == "en" or msg_id not in _ids("en", file) else (
                f'<p class="en"><b>en:</b> {e(english(file, msg_id))}</p>')
            lines = "".join(f'<li data-key="{e(r.key)}">{e(r.text)}'
                            + (f'<span class="v">{e(r.says)}</span>' if r.says else "") + "</li>"
                            for r in rows)
            body.append(f'<article id="{e(file)}--{e(msg_id)}" data-id="{e(msg_id)}">'
                        f"<h3>{e(msg_id)}</h3>{en}<ol>{lines}</ol></article>")
        toc.append(f'<li><a href="#f-{e(file)}">{e(file)}.ftl</a> ({len(body)})</li>')
        parts.append(f'<section id="f-{e(file)}" data-file="{e(file)}"><h2>{e(file)}.ftl</h2>'
                     + "\n".join(body) + "</section>")
    count = sum(len(_ids(lang, f)) for f in FILE_NAMES)
    return (f'<!DOCTYPE html>\n<html lang="{e(lang)}"><head><meta charset="utf-8">{ICON_LINK}'
            f"<title>Specimen book: {e(lang)}</title><style>{_STYLE}</style></head><body>"
            f"<h1>Specimen book: {e(lang)}</h1><p>Every message of fiveup_viz/locales/{e(lang)}/, "
            f"rendered with every kind of value it can receive: {count} messages, {total} "
            "renderings. Each message shows its id, its English, then one line per rendering "
            "with the values used in grey (the learner unnamed and named, another player, a "
            "partnership without and with the learner, hard names, each socket and point, "
            "counts 0, 1, 2 and 5, negative and large numbers); ‹name› is a text the program "
            f"fills in.</p><nav><h2>Contents</h2><ul>{''.join(toc)}</ul></nav>\n"
            + "\n".join(parts) + "\n</body></html>\n")


def write_book(out: str | Path, langs: tuple[str, ...] = fluent.LANGUAGES) -> list[Path]:
    """Write `LANG.html` for each language into the folder `out` (made if missing)."""
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    return [write_atomic(folder / f"{check_lang(lang)}.html", page(lang)) for lang in langs]
