"""Example games shipped with the package, each chosen to show one rule at work.

    >>> from fiveup_viz import examples
    >>> examples.names()[:2]
    ['two-players', 'three-players']
    >>> game = examples.load("discarded-domino")   # a replayed Game
    >>> game.winner is not None
    True

The records (`fiveup-record` v1, RECORD.md) are written by `scripts/choose_examples.py`
from seeded bot games. Each holds a `title`, a one-line `description` and two annotations:
`_chosen_by` (the simulation behind it) and `_focus` (the hand and action that show the rule).
"""

from __future__ import annotations

import copy
import json
from functools import cache
from importlib import resources
from typing import Any

from fiveup_viz.checks import quote
from fiveup_viz.game import Game
from fiveup_viz.record import replay

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

__all__ = ["NAMES", "TITLES", "describe", "descriptions", "focus", "load", "names", "record", "text",
           "title"]


def names() -> list[str]:
    """The example names, in teaching order."""
    return list(NAMES)


def _check(name: str) -> str:
    if name not in NAMES:
        raise KeyError(f"no example called {quote(name)}; examples are {', '.join(NAMES)}")
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


#: The examples' titles in Italian and Finnish (the English title is the record's own).
TITLES: dict[str, dict[str, str]] = {
    "two-players": {"it": "Una partita a due giocatori",
                    "fi": "Kahden pelaajan peli"},
    "three-players": {"it": "Una partita a tre giocatori",
                      "fi": "Kolmen pelaajan peli"},
    "partners": {"it": "Le coppie e la sottrazione del compagno",
                 "fi": "Parit ja parin käsivähennys"},
    "discarded-domino": {"it": "L'evento dell'ultima tessera scartato perché supera 305",
                         "fi": "Käden tyhjennys hylätään, koska se ylittäisi 305"},
    "blocked-tie": {"it": "Una mano bloccata con gruppi in parità",
                    "fi": "Tukkeutunut kierros, jossa kädet ovat tasan"},
    "blocked-discarded": {"it": "Una mano bloccata con un evento scartato",
                          "fi": "Tukkeutunut kierros, jossa yksi tapahtuma hylätään"},
    "won-by-placement": {"it": "Vinta con una posa a metà mano",
                         "fi": "Voitto asetuksella kesken kierroksen"},
    "won-by-block": {"it": "Vinta con un evento della mano bloccata",
                     "fi": "Voitto tukkeutuneen kierroksen tapahtumalla"},
}


def title(name: str, lang: str = "en") -> str:
    """The example's short title in `lang` (en, it or fi)."""
    english = str(_record(_check(name))["title"])
    if lang == "en":
        return english
    if lang not in ("it", "fi"):
        raise ValueError(f"unknown language {quote(lang)}; choose one of en, it, fi")
    return TITLES[name][lang]


def describe(name: str) -> str:
    """The example's one-line description: what it shows and which rules."""
    return str(_record(_check(name))["description"])


def descriptions() -> dict[str, str]:
    """Every example name with its one-line description, in teaching order."""
    return {name: describe(name) for name in NAMES}


def focus(name: str) -> tuple[int, int]:
    """(hand, action): the 0-based position in the record where the example's rule shows."""
    f = _record(_check(name))["_focus"]
    return int(f["hand"]), int(f["action"])
