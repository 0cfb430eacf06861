"""The values a message is given besides text and numbers: a word with grammatical forms, a
player's or side's name with its grammatical person, and a side's players (pure Python: the
rules core uses them; `fiveup_viz.words.messages` says them).

What a message's selectors receive (`docs/TRANSLATION.md`, "Selectors"):

- `PERSON($name)` reads a `Who`'s `person`: `you` (the learner alone), `one` (another
  player), `two` (a partnership without the learner) or `you-two` (a partnership holding the
  learner: "you and Cai").
- `FORM($x, case: "…")` reads a `Form`'s (or a `Who`'s) `form_id` and `args`: the message of
  that id in the language's `terms.ftl`, given `args` and `$case`. A socket's forms are
  `socket-high` …, a tile's point `point-high` … (`$tile`), the learner's `learner`, a
  partnership holding the learner `learner-and` (`$partner`); a `Listing` gives each item's
  form, joined by `list-and`; a number gives `number` (`$n`, `$last`, see
  `fluent.last_said`), a said `Count` `count-UNIT` (`$n`, `$count`, `$said`). A value without
  forms stands as it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

__all__ = ["PERSONS", "Count", "Entries", "Form", "Listing", "Names", "Point", "Side", "Term", "Who",
           "learner"]

#: The kinds of person `PERSON($name)` gives (see the module docstring).
PERSONS = ("you", "one", "two", "you-two")


class Form(str):
    """A word with grammatical forms: it reads as its base form, and `FORM($x, case: …)` in a
    message picks the form that the message `form_id` of the language's `terms.ftl` gives,
    with `args` (a point's `tile`)."""

    form_id: str
    args: dict[str, Any]

    def __new__(cls, text: str, form_id: str, **args: Any) -> Form:
        word = super().__new__(cls, text)
        word.form_id, word.args = form_id, args
        return word


@dataclass(frozen=True)
class Count:
    """A number with its counted word: `Count("pip", 5)` says `5 pips` (in any language; `ui`
    `n-pip`, whose selector on `$count` picks the plural form, −1 included), with the forms of
    the language's `terms.ftl` `count-pip` where it has them (fi `count-shown`, `object`)."""

    unit: str  #: pip, tile, raw or shown
    n: int


class Listing(str):
    """Words in a list (`a, b and c`): `FORM($list, case: …)` gives each item in that form."""

    items: tuple[str, ...]

    def __new__(cls, text: str, items: tuple[str, ...]) -> Listing:
        word = super().__new__(cls, text)
        word.items = items
        return word


class Term:
    """A code word that a message says in its own language (a `Socket`, `line-b`): English shows
    the code word itself, another language the name `term()` points to (`fluent.term_name`)."""

    __slots__ = ()

    def term(self) -> tuple[str, str, str]:
        """(message file, message id, forms id): where this word's name and its grammatical
        forms are (`("layout", "line-b", "socket-line-b")`)."""
        raise NotImplementedError


class Who(str):
    """A player's or a side's name as a message value; `PERSON($name)` selects on `person`
    (one of `PERSONS`); `FORM($name, case: …)` on the learner's forms (`form_id`, `args`)."""

    person: str
    form_id: str
    args: dict[str, Any]

    def __new__(cls, text: str, person: str = "one", form_id: str = "", **args: Any) -> Who:
        word = super().__new__(cls, text)
        word.person, word.form_id, word.args = person, form_id, args
        return word


def learner(name: str) -> Who:
    """The learner's own name: spoken to in the second person, whatever it is."""
    return Who(name, "you", "learner")


class Names(tuple[str, ...]):
    """Several players named together (a blocked hand's tied lowest hands, R27) as a message
    value: said in a language by `names_said` as one list, the learner as the word for "you"."""

    __slots__ = ()


class Side(tuple[str, ...]):
    """A side's players (R5) as a message value: said in a language by `side_name`; a player
    given as a `Who` of person `you` is the learner."""

    __slots__ = ()


class Entries(tuple[tuple[str, str], ...]):
    """Players each with a figure, as one message value (`Ada 9, Kim 12`; `Kim 12 − 9 = 3`):
    (player, figure) pairs joined by `sep`, said in a language by `fluent.entries_said`,
    each player by the language's `names` `entry` (the learner as the word for "you"); a
    figure "" names the player alone, as a label (`names` `label`). `kind` is what the list
    is, which `entry` passes as `$list` (a language may write the learner apart in each,
    it «i tuoi 17 + Dan 6»): `sum` (pip sums added up), `order` (groups in order, each with
    its pip sum), `diff` (a difference to each larger group) or `score` (each side's score)."""

    sep: str
    kind: str

    def __new__(cls, entries: Iterable[tuple[str, str]], sep: str = ", ",
                kind: str = "score") -> Entries:
        if kind not in ENTRY_KINDS:
            raise ValueError(f"an Entries kind is one of {ENTRY_KINDS}, not {kind!r}")
        made = super().__new__(cls, entries)
        made.sep = sep
        made.kind = kind
        return made


#: What a list of players with figures is (`Entries.kind`, `names` `entry` `$list`).
ENTRY_KINDS = ("sum", "order", "diff", "score")


class Point(tuple[str, str | None]):
    """A tile's point, (tile, socket), as a message value: said in a language as a player reads
    it, with its forms (`the high end of [4|6]`, `FORM($point, case: …)`;
    `fluent.point_said`); socket None is a terminal double's both halves."""

    __slots__ = ()
