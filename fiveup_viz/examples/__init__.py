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

__all__ = ["DESCRIPTIONS", "NAMES", "PHRASES", "TITLES", "describe", "descriptions", "focus",
           "heading", "load", "names", "record", "text", "title", "which"]


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
                          "fi": "Tukkeutunut kierros, jossa yksi pistetapahtuma hylätään"},
    "won-by-placement": {"it": "Vinta con una posa a metà mano",
                         "fi": "Voitto asetuksella kesken kierroksen"},
    "won-by-block": {"it": "Vinta con un evento della mano bloccata",
                     "fi": "Voitto tukkeutuneen kierroksen pistetapahtumalla"},
}


def title(name: str, lang: str = "en") -> str:
    """The example's short title in `lang` (en, it or fi)."""
    english = str(_record(_check(name))["title"])
    return english if _check_lang(lang) == "en" else TITLES[name][lang]


#: The examples' one-line descriptions in Italian and Finnish (the English one is the record's
#: own): the same numbers, tiles and rule ids, in the seeds' and the phrasebook's terms.
DESCRIPTIONS: dict[str, dict[str, str]] = {
    "two-players": {
        "it": "Due giocatori, Ada e Bea, ognuno con il proprio punteggio; Bea arriva esattamente "
              "a 305 grezzi (61 visualizzati) nell'ultima di 8 mani.",
        "fi": "Kaksi pelaajaa, Ada ja Bea, keräävät kumpikin omia pisteitään; Bea saavuttaa "
              "täsmälleen 305 raakapistettä (61 näyttöpistettä) 8 kierroksen pelin viimeisellä "
              "kierroksella.",
    },
    "three-players": {
        "it": "Tre giocatori, ognuno con il proprio punteggio, giocano in senso orario; Cai "
              "arriva esattamente a 305 grezzi (61 visualizzati) dopo 6 mani.",
        "fi": "Kolme pelaajaa kerää kukin omia pisteitään ja pelaa myötäpäivään; Cai saavuttaa "
              "täsmälleen 305 raakapistettä (61 näyttöpistettä) 6 kierroksen jälkeen.",
    },
    "partners": {
        "it": "Quattro giocatori in due coppie (Ada e Cai contro Bea e Dan). Nella mano 3 Ada "
              "gioca l'ultima tessera: posa 15, più i valori delle tessere avversarie (69) "
              "arrotondati a 70, meno i valori delle tessere del compagno (12) arrotondati a 10, "
              "fa +75 grezzi; unire prima le tessere (57 -> 55) avrebbe dato +70, cosa che R23 "
              "vieta.",
        "fi": "Neljä pelaajaa kahtena parina (Ada ja Cai vastaan Bea ja Dan). Kierroksella 3 Ada "
              "tyhjentää kätensä: asetuspisteet 15, plus vastustajien 69 silmää pyöristettynä "
              "70:een, miinus parin 12 silmää pyöristettynä 10:een, on +75 raakapistettä; "
              "jos kädet yhdistettäisiin ensin (57 -> 55), tulos olisi +70, minkä R23 kieltää.",
    },
    "discarded-domino": {
        "it": "Nella mano 4 Cai gioca l'ultima tessera per 45 grezzi, ma Ada e Cai hanno già "
              "300: 345 supererebbe 305, quindi l'intero evento dell'ultima tessera viene "
              "scartato e il gioco continua (R2, R23). Ada e Cai vincono più avanti.",
        "fi": "Kierroksella 4 Cai tyhjentää kätensä, mikä tuottaa 45 raakapistettä, mutta "
              "parilla Ada ja Cai on jo 300: 345 ylittäisi 305:n, joten koko käden tyhjennyksen "
              "pistetapahtuma hylätään ja peli jatkuu (R2, R23). Ada ja Cai voittavat myöhemmin.",
    },
    "blocked-tie": {
        "it": "La mano 4 è bloccata e in parità: Bea e Cai, di coppie avversarie, hanno entrambi "
              "tessere per una somma di 10, quindi nessuno vince la mano (R27); ogni gruppo "
              "riceve comunque la somma arrotondata delle sue differenze come evento separato "
              "(Bea 6 -> 5, Dan 4 -> 5) (R25, R26).",
        "fi": "Kierros 4 tukkeutuu tasan: Bea ja Cai, jotka kuuluvat vastakkaisiin pareihin, "
              "pitävät kumpikin kädessään 10 silmää, joten kukaan ei voita kierrosta (R27); "
              "jokainen käsi saa silti pyöristetyt eronsa omana pistetapahtumanaan "
              "(Bea 6 -> 5, Dan 4 -> 5) (R25, R26).",
    },
    "blocked-discarded": {
        "it": "La mano 9 è bloccata: l'evento del gruppo di Bea, 55 grezzi, viene accettato, ma "
              "i 75 grezzi di Ada porterebbero il suo punteggio da 235 a 310, oltre 305, e "
              "vengono scartati da soli (R2, R26). Bea vince più avanti.",
        "fi": "Kierros 9 tukkeutuu: pelaajan Bea käden 55 raakapisteen tapahtuma hyväksytään, "
              "mutta pelaajan Ada 75 raakapistettä nostaisivat pistemäärän 235:stä 310:een, yli "
              "305:n, joten vain se hylätään (R2, R26). Bea voittaa myöhemmin.",
    },
    "won-by-placement": {
        "it": "Nella mano 5, con 8 tessere già sul tavolo, Ada posa [2|3] per 5 grezzi e passa "
              "da 300 esattamente a 305 mentre ogni giocatore ha ancora tessere in mano (3, 3): "
              "la partita termina subito (R3, D6).",
        "fi": "Kierroksella 5, kun pöydällä on jo 8 laattaa, Ada asettaa laatan [2|3] "
              "(5 raakapistettä) ja nostaa pistemääränsä 300:sta täsmälleen 305:een, vaikka "
              "jokaisella pelaajalla on vielä laattoja kädessä (3, 3): peli päättyy heti "
              "(R3, D6).",
    },
    "won-by-block": {
        "it": "La mano 4 è bloccata; i suoi eventi dei gruppi si applicano partendo dalla somma "
              "minore, e i 30 grezzi di Dan portano Bea e Dan da 275 esattamente a 305: la "
              "partita termina con un evento della mano bloccata (R25, R26, R3).",
        "fi": "Kierros 4 tukkeutuu; sen käsien pistetapahtumat käsitellään pienimmästä summasta "
              "alkaen, ja pelaajan Dan 30 raakapistettä nostavat parin Bea ja Dan pistemäärän "
              "275:stä täsmälleen 305:een: peli päättyy tukkeutuneen kierroksen tapahtumaan "
              "(R25, R26, R3).",
    },
}


def _check_lang(lang: str) -> str:
    if lang not in ("en", "it", "fi"):
        raise ValueError(f"unknown language {quote(lang)}; choose one of en, it, fi")
    return lang


def describe(name: str, lang: str = "en") -> str:
    """The example's one-line description in `lang` (en, it or fi): what it shows, which rules."""
    english = str(_record(_check(name))["description"])
    return english if _check_lang(lang) == "en" else DESCRIPTIONS[name][lang]


def descriptions(lang: str = "en") -> dict[str, str]:
    """Every example name with its one-line description in `lang`, in teaching order."""
    _check_lang(lang)
    return {name: describe(name, lang) for name in NAMES}


def which(game: Game) -> str | None:
    """The example a game is, known by its record's English title and description (None for
    any other game)."""
    for name in NAMES:
        doc = _record(name)
        if doc["title"] == game.title and doc["description"] == game.description:
            return name
    return None


def heading(game: Game, lang: str = "en") -> tuple[str | None, str | None]:
    """A game's title and description as a reader of `lang` sees them: an example game's in
    `lang`, any other game's as its record has them."""
    name = which(game)
    if name is None:
        _check_lang(lang)
        return game.title, game.description
    return title(name, lang), describe(name, lang)


def _phrases() -> dict[str, dict[str, str]]:
    return {f"{what}.{name}": {lang: get(name, lang) for lang in ("en", "it", "fi")}
            for name in NAMES for what, get in (("title", title), ("description", describe))}


#: Every title and description, key -> language -> text (registered in `fiveup_viz.phrasebook`,
#: whose tests check that each exists in every language).
PHRASES: dict[str, dict[str, str]] = _phrases()


def focus(name: str) -> tuple[int, int]:
    """(hand, action): the 0-based position in the record where the example's rule shows."""
    f = _record(_check(name))["_focus"]
    return int(f["hand"]), int(f["action"])
