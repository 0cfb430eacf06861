"""Plain-text descriptions of a layout in English, Italian and Finnish (RULES.md wording)."""

from __future__ import annotations

from typing import NamedTuple

from fiveup_viz.layout import Layout, Socket
from fiveup_viz.tiles import Tile

LANGUAGES = ("en", "it", "fi")

#: Every phrase the descriptions and diagrams use, per language (RULES.md glossary).
PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "placed": "Placed {tile}",
        "counted": "Counted values",
        "points": "Placement points: {raw} raw ({shown} displayed)",
        "points_one": "Placement points: {raw} raw (1 displayed point)",
        "tiles": "Tiles",
        "spinners": "Spinners",
        "connections": "Connections",
        "legal": "Legal continuation points",
        "none": "none",
        "boneyard": "boneyard",
        "blocked": "blocked hand",
        "legend_counted": "Filled number: counted value",
        "legend_legal": "Hollow dot: legal point not counted here",
        "empty": "Empty table",
        "high": "high end", "low": "low end", "line-a": "line A", "line-b": "line B",
        "branch-a": "branch A", "branch-b": "branch B",
    },
    "it": {
        "placed": "Posa di {tile}",
        "counted": "Valori conteggiati",
        "points": "Punti della posa: {raw} grezzi ({shown} visualizzati)",
        "points_one": "Punti della posa: {raw} grezzi (1 punto visualizzato)",
        "tiles": "Tessere",
        "spinners": "Spinner",
        "connections": "Collegamenti",
        "legal": "Punti di collegamento leciti",
        "none": "nessuno",
        "boneyard": "ossario",
        "blocked": "mano bloccata",
        "legend_counted": "Cerchio pieno con numero: valore conteggiato",
        "legend_legal": "Cerchio vuoto: collegamento lecito non conteggiato qui",
        "empty": "Tavolo vuoto",
        "high": "estremità maggiore", "low": "estremità minore", "line-a": "lato lineare A",
        "line-b": "lato lineare B", "branch-a": "ramo A", "branch-b": "ramo B",
    },
    "fi": {
        "placed": "Asetettu {tile}",
        "counted": "Pisteytykseen lasketut arvot",
        "points": "Asetuspisteet: {raw} raakapistettä ({shown} näyttöpistettä)",
        "points_one": "Asetuspisteet: {raw} raakapistettä (1 näyttöpiste)",
        "tiles": "Laatat",
        "spinners": "Spinnerit",
        "connections": "Liitokset",
        "legal": "Lailliset jatkokohdat",
        "none": "ei yhtään",
        "boneyard": "nostopakka",
        "blocked": "tukkeutunut kierros",
        "legend_counted": "Täytetty numero: pisteytykseen laskettu arvo",
        "legend_legal": "Tyhjä piste: laillinen jatkokohta, jota ei tässä lasketa",
        "empty": "Tyhjä pöytä",
        "high": "suurempi pää", "low": "pienempi pää", "line-a": "linja A", "line-b": "linja B",
        "branch-a": "haara A", "branch-b": "haara B",
    },
}


def phrases(lang: str) -> dict[str, str]:
    """The phrase table of a language; ValueError for an unknown one."""
    try:
        return PHRASES[lang]
    except KeyError:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}") from None


class Description(NamedTuple):
    """The three texts of a layout diagram: title, caption and long description."""

    title: str
    caption: str
    long: str

    def __str__(self) -> str:
        return "\n".join(self)


def socket_name(socket: Socket | str, lang: str = "en") -> str:
    """The rule book's name of a socket (`linja B`, `high end`)."""
    return phrases(lang)[str(socket)]


def sum_text(layout: Layout) -> str:
    """`2 + 5 + 3 = 10`, or `4 = 4` for one value (RULES.md ordering)."""
    values = [e.value for e in layout.counted_ends()]
    return f"{' + '.join(str(v) for v in values)} = {sum(values)}"


def points_text(raw: int, lang: str = "en") -> str:
    """`Placement points: 10 raw (2 displayed)` in the chosen language."""
    p = phrases(lang)
    shown = raw // 5
    return (p["points_one"] if shown == 1 else p["points"]).format(raw=raw, shown=shown)


def title(layout: Layout, lang: str = "en") -> str:
    """`Placed [4|4]`: the last placed tile."""
    p = phrases(lang)
    last = layout.last
    return p["empty"] if last is None else p["placed"].format(tile=last)


def caption(layout: Layout, lang: str = "en") -> str:
    """`Counted values: 2 + 8 = 10. Placement points: 10 raw (2 displayed).`"""
    p = phrases(lang)
    if not len(layout):
        return f"{p['counted']}: {p['none']}."
    return f"{p['counted']}: {sum_text(layout)}. {points_text(layout.credit(), lang)}."


def _listing(items: list[str], sep: str, p: dict[str, str]) -> str:
    return sep.join(items) if items else p["none"]


def long_description(layout: Layout, lang: str = "en") -> str:
    """The seed's full figure text: caption, tiles, spinners, connections, legal points, values."""
    p = phrases(lang)

    def side(tile: Tile, s: Socket | None) -> str:
        return f"{tile} ({p[str(s)]})"

    tiles = [str(t) for t in layout.tiles]
    spinners = [str(t) for t in layout.spinners]
    connections = [
        f"{side(pl.on, pl.socket)} – {side(pl.tile, pl.end)}"
        for pl in layout.placements
        if pl.on is not None
    ]
    legal = [f"{lp.tile} ({p[str(lp.socket)]}, {lp.value})" for lp in layout.legal_points()]
    counted = [f"{e.tile}: {e.value}" for e in layout.counted_ends()]
    return (
        f"{caption(layout, lang)} "
        f"{p['tiles']}: {_listing(tiles, ', ', p)}. "
        f"{p['spinners']}: {_listing(spinners, ', ', p)}. "
        f"{p['connections']}: {_listing(connections, '; ', p)}. "
        f"{p['legal']}: {_listing(legal, '; ', p)}. "
        f"{p['counted']}: {_listing(counted, '; ', p)}."
    )


def describe(layout: Layout, lang: str = "en") -> Description:
    """Title, caption and long description of a layout, as in the seed's figures."""
    return Description(title(layout, lang), caption(layout, lang), long_description(layout, lang))


#: The spinner legend line (not in the describe tables; the Finnish follows the seed).
SPINNER_LEGEND = {
    "en": "Orange border marks a spinner, not automatically a counted end",
    "it": "Il bordo arancione indica uno spinner, non automaticamente un'estremità conteggiata",
    "fi": "Oranssi reunus merkitsee spinneriä, ei automaattisesti pisteytykseen kuuluvaa päätä",
}

#: The same line for the print theme, where the spinner's border is thick and black.
SPINNER_LEGEND_PRINT = {
    "en": "Thick black border marks a spinner, not automatically a counted end",
    "it": "Il bordo nero spesso indica uno spinner, non automaticamente un'estremità conteggiata",
    "fi": "Paksu musta reunus merkitsee spinneriä, ei automaattisesti pisteytykseen kuuluvaa päätä",
}

#: Wording of the score sheet and the score race.
SCORE_PHRASES: dict[str, dict[str, str]] = {
    "en": {"sheet": "{shown} displayed = {raw} raw", "sheet.one": "{shown} displayed = {raw} raw",
           "race": "Score race",
           "axis": "raw score", "events": "scoring events", "target": "target 305 (61)",
           "discarded": "discarded (R2)", "order": "stroke order (D7)"},
    "it": {"sheet": "{shown} visualizzati = {raw} grezzi",
           "sheet.one": "{shown} visualizzato = {raw} grezzi", "race": "Corsa al punteggio",
           "axis": "punteggio grezzo", "events": "eventi di punteggio",
           "target": "obiettivo 305 (61)", "discarded": "scartato (R2)",
           "order": "ordine dei tratti (D7)"},
    "fi": {"sheet": "{shown} näyttöpistettä = {raw} raakapistettä",
           "sheet.one": "{shown} näyttöpiste = {raw} raakapistettä", "race": "Pistekilpailu",
           "axis": "raakapisteet", "events": "pistetapahtumat", "target": "tavoite 305 (61)",
           "discarded": "hylätty (R2)", "order": "viivojen järjestys (D7)"},
}




#: The illustrated rule book (fiveup_viz.rulebook): title, figure label, notes.
RULEBOOK_PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "title": "Exact 61 Five Up: the illustrated rules",
        "figure": "Figure {n}",
        "about": "The working rules (RULES.md), drawn from the Italian and Finnish source "
                 "texts, with their diagrams drawn by fiveup_viz.",
        "gaps": "Words in square brackets fill a gap where the plain text lost the picture of a "
                "tile.",
        "gap_title": "filled gap: the plain text lost the picture of a tile here",
    },
    "it": {
        "title": "Exact 61 Five Up: le regole illustrate",
        "figure": "Figura {n}",
        "about": "Il testo originale delle regole, con le figure disegnate da fiveup_viz dove "
                 "aiutano.",
        "gaps": "Le parole tra parentesi quadre colmano un vuoto dove il testo semplice ha perso "
                "l'immagine di una tessera.",
        "gap_title": "vuoto colmato: qui il testo semplice ha perso l'immagine di una tessera",
    },
    "fi": {
        "title": "Exact 61 Five Up: kuvitetut säännöt",
        "figure": "Kuva {n}",
        "about": "Alkuperäinen sääntöteksti. Sen 11 kuvaa on piirretty uudelleen fiveup_viz:llä "
                 "niille paikoille, joilla ne olivat, ja kunkin kuvan oma teksti on sen alla.",
        "gaps": "Hakasulkeissa olevat sanat täyttävät aukon, josta pelkkä teksti on menettänyt "
                "laatan kuvan.",
        "gap_title": "täytetty aukko: tästä pelkkä teksti on menettänyt laatan kuvan",
    },
}

#: Captions of the rule book's hand-end figures.
RULEBOOK_CAPTIONS: dict[str, dict[str, str]] = {
    "going-out": {
        "en": "Going out: the last placement, the opponents' pips rounded once, the partner's "
              "pips deducted, one event with one target check (R21–R24)",
        "it": "L'ultima tessera: l'ultima posa, i valori avversari arrotondati una sola volta, "
              "la sottrazione del compagno, un solo evento con controllo dell'obiettivo "
              "(R21–R24)",
        "fi": "Käden tyhjennys: viimeinen asetus, vastustajien silmäluvut kerran pyöristettyinä, "
              "parin käsivähennys, yksi pistetapahtuma ja yksi tavoitteen tarkistus (R21–R24)",
    },
    "blocked-hand": {
        "en": "A blocked hand: the groups from the lowest sum up, each credited the rounded "
              "differences to the larger opponent groups (R25–R27)",
        "it": "Una mano bloccata: i gruppi dalla somma minore, ciascuno accreditato delle "
              "differenze arrotondate dai gruppi avversari maggiori (R25–R27)",
        "fi": "Tukkeutunut kierros: kädet pienimmästä summasta alkaen, kullekin hyvitetään "
              "pyöristetyt erot suurempiin vastustajien käsiin (R25–R27)",
    },
}


#: The note under a saved widget's picture (shown where the widget itself cannot run).
STATIC_WIDGET_NOTE = {
    "en": "A picture of this widget as it was saved: run the cell to use it.",
    "it": "Un'immagine del widget com'era quando è stato salvato: esegui la cella per usarlo.",
    "fi": "Kuva tästä pienoisohjelmasta tallennushetkellä: suorita solu käyttääksesi sitä.",
}


#: Wording of the coach's hints and game reviews (issue 14). Points are displayed points (R1).
COACH_PHRASES: dict[str, dict[str, str]] = {
    "en": {"hint": "Hint", "ranking": "The coach's ranking (best first)",
           "open": "{tile} to open", "on": "{tile} on {on} {socket}",
           "now": "+{credit} now", "now_zero": "no points now",
           "bust": "+{credit} would pass 61 and be discarded (R2)",
           "leaves_none": "leaves the next player no five",
           "leaves": "leaves the next player up to +{leaves}",
           "sheds": "sheds {pips}", "value": "worth {value} on average",
           "best": "best", "good": "good", "inaccuracy": "inaccuracy", "mistake": "mistake",
           "forced": "only move", "loss": "expected loss {loss} points; the coach prefers {best}",
           "loss_only": "expected loss {loss} points",
           "played": "Hand {hand}, {name} plays {move}: {rating}",
           "review": "Review", "reviewing": "Reviewing", "summary": "{name}: {counts}"},
    "it": {"hint": "Suggerimento", "ranking": "La classifica del coach (la migliore per prima)",
           "open": "{tile} in apertura", "on": "{tile} su {on} {socket}",
           "now": "+{credit} subito", "now_zero": "nessun punto subito",
           "bust": "+{credit} supererebbe 61 e verrebbe scartato (R2)",
           "leaves_none": "non lascia un multiplo di cinque al giocatore successivo",
           "leaves": "lascia al giocatore successivo fino a +{leaves}",
           "sheds": "ti alleggerisce di {pips} punti", "value": "vale in media {value}",
           "best": "migliore", "good": "buona", "inaccuracy": "imprecisione", "mistake": "errore",
           "forced": "unica mossa",
           "loss": "perdita attesa {loss} punti; il coach preferisce {best}",
           "loss_only": "perdita attesa {loss} punti",
           "played": "Mano {hand}, {name} gioca {move}: {rating}",
           "review": "Analisi", "reviewing": "Analisi in corso", "summary": "{name}: {counts}"},
    "fi": {"hint": "Vihje", "ranking": "Valmentajan järjestys (paras ensin)",
           "open": "{tile} avauslaattana", "on": "{tile} laattaan {on}, {socket}",
           "now": "+{credit} heti", "now_zero": "ei pisteitä heti",
           "bust": "+{credit} ylittäisi 61 ja hylättäisiin (R2)",
           "leaves_none": "ei jätä seuraavalle pelaajalle viidellä jaollista summaa",
           "leaves": "jättää seuraavalle pelaajalle enintään +{leaves}",
           "sheds": "keventää kättä {pips} silmällä", "value": "keskimäärin {value}",
           "best": "paras", "good": "hyvä", "inaccuracy": "epätarkkuus", "mistake": "virhe",
           "forced": "ainoa siirto",
           "loss": "odotettu menetys {loss} pistettä; valmentaja suosittaa siirtoa {best}",
           "loss_only": "odotettu menetys {loss} pistettä",
           "played": "Kierros {hand}, {name} pelaa {move}: {rating}",
           "review": "Analyysi", "reviewing": "Analysoidaan", "summary": "{name}: {counts}"},
}


#: The legend line of the ring around the tile placed last (the print theme's ring is grey).
LAST_LEGEND = {
    "en": "Blue ring: the tile placed last",
    "it": "Anello blu: l'ultima tessera posata",
    "fi": "Sininen kehys: viimeksi asetettu laatta",
}
LAST_LEGEND_PRINT = {
    "en": "Grey ring: the tile placed last",
    "it": "Anello grigio: l'ultima tessera posata",
    "fi": "Harmaa kehys: viimeksi asetettu laatta",
}
