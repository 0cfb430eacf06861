"""Example games shipped with the package, each chosen to show one rule at work.

    >>> from fiveup_viz.rules import examples
    >>> examples.names()[:2]
    ['two-players', 'three-players']
    >>> game = examples.load("discarded-domino")   # a replayed Game
    >>> game.winner is not None
    True

The records (`fiveup-record` v1, RECORD.md) are written by `scripts/choose_examples.py`
from seeded bot games. Each holds its `title` and one-line `description` in en, it and fi,
notes (and a few marks) for a learner at the moments that show its rule (RECORD.md §
Annotations; `game.notes` once loaded), all from its messages (`locales/LANG/examples.ftl`,
the one source of its words), and three private keys: `_example` (its name, how `which`
knows it), `_chosen_by` (the simulation behind it) and `_focus` (the hand and action that
show the rule).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

from fiveup_viz.rules.annotations import Note, text_in
from fiveup_viz.rules.checks import check_str
from fiveup_viz.rules.game import Game
from fiveup_viz.rules.record import replay
from fiveup_viz.words import fluent
from fiveup_viz.words.errors import Message, UnknownExampleError
from fiveup_viz.words.messages import Words, by_key
from fiveup_viz.words.messages import text as text_of
from fiveup_viz.words.quoting import quote

#: Every example, in the order the tutorials meet them.
NAMES: tuple[str, ...] = (
    "two-players",
    "three-players",
    "partners",
    "discarded-domino",
    "blocked-tie",
    "blocked-discarded",
    "won-by-placement",
    "won-by-block",
)

__all__ = ["NAMES", "PHRASES", "describe", "descriptions", "focus", "heading", "load", "names",
           "own_note", "record", "text", "title", "which"]


def names() -> list[str]:
    """The example names, in teaching order."""
    return list(NAMES)


def _check(name: str) -> str:
    if check_str(name, "name") not in NAMES:
        raise UnknownExampleError(Message("example.unknown", name=quote(name), names=", ".join(NAMES)))
    return name


def text(name: str) -> str:
    """The JSON text of an example record, as stored in the package."""
    return resources.files(__name__).joinpath(f"{_check(name)}.json").read_text(encoding="utf-8")


@cache
def _record(name: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(text(name))
    return doc


def record(name: str) -> dict[str, Any]:
    """A fresh copy of an example's record (a dict in the RECORD.md format)."""
    return copy.deepcopy(_record(_check(name)))


def load(name: str) -> Game:
    """The example game, replayed from its record (`fiveup_viz.replay`)."""
    return replay(record(name))


#: Every title and description, key -> language -> phrase (the messages of `examples.ftl`).
PHRASES = by_key("examples")


def title(name: str, lang: str = "en") -> str:
    """The example's short title in `lang` (en, it or fi)."""
    return _own(_check(name), "title", Words(lang))


def describe(name: str, lang: str = "en") -> str:
    """The example's one-line description in `lang` (en, it or fi): what it shows, which rules."""
    return _own(_check(name), "description", Words(lang))


def _own(name: str, kind: str, lang: str) -> str:
    """An example's own `title` or `description` in a language already checked (a `Words`, or
    a note's language, which the record reader checks)."""
    return fluent.text(lang, "examples", f"{kind}-{name}")


def descriptions(lang: str = "en") -> dict[str, str]:
    """Every example name with its one-line description in `lang`, in teaching order."""
    lang = Words(lang)
    return {name: describe(name, lang) for name in NAMES}


def which(game: Game | Mapping[str, Any]) -> str | None:
    """The example a game or record is, by the id its record carries (`"_example":
    "partners"`); None for any other game."""
    found = (game.private if isinstance(game, Game) else game).get("_example")
    return found if isinstance(found, str) and found in NAMES else None


def heading(game: Game, lang: str = "en") -> tuple[str | None, str | None]:
    """A game's title and description as a reader of `lang` sees them: an example game's in
    `lang` (its messages, en-XA too), any other game's as its record has them (in `lang` when
    the record has that language). A text changed in a copy of an example stays as written."""
    lang = Words(lang)
    name = which(game)
    if name is None:
        return text_in(game.title, lang), text_in(game.description, lang)
    return _in_lang(game.title, "title", name, lang), _in_lang(game.description, "description", name, lang)


def _in_lang(value: Note | None, kind: str, name: str, lang: str) -> str | None:
    """An example's own words (as the script writes them, or in English only) in `lang`;
    any other text as written."""
    if value is None:
        return None
    own = value == _own(name, kind, "en") if isinstance(value, str) else \
        all(_own(name, kind, key) == text for key, text in value.items())
    return _own(name, kind, lang) if own else text_in(value, lang)


def own_note(game: Game, note: Note, lang: str) -> Note:
    """A note as a reader of `lang` sees it: an example game's own note from its message in
    `lang` (en-XA too), any other note as written."""
    name = which(game)
    english = note if isinstance(note, str) else note.get("en")
    if name is None or english is None:
        return note
    for key in PHRASES:
        if key.startswith(f"note-{name}-") and fluent.text("en", "examples", key) == english:
            return {lang: text_of(Words(lang), "examples", key)}
    return note


def focus(name: str) -> tuple[int, int]:
    """(hand, action): the 0-based position in the record where the example's rule shows."""
    f = _record(_check(name))["_focus"]
    return int(f["hand"]), int(f["action"])
