"""Every sentence of the exercises and the Practice widget, in English, Italian and Finnish.

Each language has exactly the same keys (a test checks it). Terms follow the seeds and the
RULES.md glossary: raw and displayed points, counted end, legal point, spinner, line side,
branch, boneyard, going out, blocked hand.
"""

from __future__ import annotations

_EN: dict[str, str] = {
    # -- feedback
    "right": "Right.",
    "wrong": "Not quite: you answered {answer}.",
    "points": "{shown} displayed points ({raw} raw)",
    "points.one": "1 displayed point ({raw} raw)",
    "none": "none",
    "bad.int": "Answer with a whole number, such as 10.",
    "bad.choice": "Answer with one of the choices: {choices}.",
    "bad.item": "{item} is not one of the choices of this question.",
    "missed": "You left out {items}.",
    # -- naming ends and points
    "choice.double": "{tile}: both halves",
    "choice.socket": "{tile} {socket}",
    "end.value": "{end} = {value}",
    # -- score (R14, R15)
    "q.score.open": "{name} opens with {tile}. How many raw points does this placement score?",
    "q.score": "{name} places {tile} on {on} ({socket}). How many raw points does this "
               "placement score?",
    "e.sum": "After the placement the counted ends are {ends}; they add up to {total}.",
    "e.sum.none": "After the placement no end counts; the sum is 0.",
    "e.scores": "{total} is a positive multiple of 5, so the placement scores {points} "
                "(R14, R15).",
    "e.no.score": "{total} is not a positive multiple of 5, so the placement scores nothing "
                  "(R14, R15).",
    "e.internal": "An internal spinner counts nothing: {tiles} (R14).",
    # -- counted (R14)
    "q.counted": "Which ends of this layout count after the last placement? Choose every "
                 "counted end.",
    "e.counted": "The counted ends are {ends} (R14).",
    "e.internal.tile": "{tile} is internal: both line sides are occupied, so it counts nothing "
                       "(R14).",
    "e.branch": "{point} is a free branch of an internal spinner: a legal point that counts "
                "nothing (R14).",
    # -- legal (R9, R11, R13)
    "q.legal": "Where may {tile} be placed on this layout? Choose every legal point.",
    "e.legal": "{tile} fits at {points} (R9, R13).",
    "e.legal.none": "{tile} fits nowhere here: no legal point shows {low} or {high} (R9, R13).",
    "e.value": "{point} shows {value}, which is not a half of {tile} (R9).",
    "e.closed": "{point}: a spinner's branches open only when both line sides are occupied "
                "(R11).",
    # -- round (R24)
    "q.round": "Add up the pips of these tiles and round the total to the nearest multiple "
               "of 5. What do you get?",
    "e.round": "The tiles add up to {total}. {how}, so {total} → {rounded} (R24).",
    "how.stays": "A multiple of 5 stays as it is",
    "how.down": "The remainder {rem} rounds down",
    "how.up": "The remainder {rem} rounds up",
    # -- going out (R21-R24)
    "q.going.out": "{name} goes out with {tile}; that last placement scores {placement} raw. "
                   "The tiles left in the other hands are shown.{note} What is the raw value of "
                   "the whole going-out event?",
    "q.partner": "{partner} is {name}'s partner.",
    "e.opponents": "The opponents' pips together: {parts} = {total} → {rounded}, rounded once "
                   "(R22, R24).",
    "e.partner": "The partner {partner}: {total} → {rounded}, rounded alone and subtracted "
                 "(R23).",
    "e.event": "One event: {placement} + {opponents} − {partner} = {raw} raw (R23).",
    "e.event.solo": "One event: {placement} + {opponents} = {raw} raw (R22).",
    # -- blocked (R25, R26)
    "q.blocked": "The hand is blocked: nobody can place and the boneyard is empty. The tiles "
                 "left in each hand are shown. How many raw points does {name}'s group score?",
    "e.group": "{name} holds {pips}. Larger opponent groups: {diffs} → {credit} (R25, R24).",
    "e.group.none": "{name} holds {pips}; no opponent group is larger, so it scores nothing "
                    "(R25).",
    "e.group.partner": "The partner {partner}'s group is never compared with it (R25).",
    "diff": "{name} {big} − {pips} = {diff}",
    # -- deal (R4, R6)
    "q.deal": "{n} players each get 5 tiles from the 28 of the set. How many tiles are left "
              "in the boneyard?",
    "e.deal": "A double-six set has 28 tiles (R4); {n} × 5 = {dealt} are dealt, so {left} stay "
              "in the boneyard (R6).",
    # -- seating (R5)
    "q.partner.of": "Four players sit around the table. Who is {name}'s partner?",
    "q.next.of": "Who plays right after {name}?",
    "e.partner.of": "Partners sit opposite each other, so {answer} is {name}'s partner (R5).",
    "e.next.of": "Play goes clockwise, so {answer} plays right after {name} (R5).",
    # -- draw or pass (R17-R19)
    "q.draw": "It is {name}'s turn with the tiles shown. What must {name} do?",
    "choice.place": "place a tile",
    "choice.draw": "draw from the boneyard",
    "choice.pass": "pass",
    "e.place": "{tile} fits, so {name} must place a tile and may not draw (R17).",
    "e.draw": "No tile fits and the boneyard holds {left} tiles, so {name} draws one at a time "
              "until a tile fits, and places it at once (R18).",
    "e.pass": "No tile fits and the boneyard is empty, so {name} passes (R19).",
    # -- target (R2, R3)
    "q.target": "The score of {side} is {before} raw ({shown} displayed). An event worth {raw} "
                "raw comes. What is the raw score after it?",
    "e.accepted": "{before} + {raw} = {total} does not pass 305, so the event is accepted (R2).",
    "e.won": "{before} + {raw} = 305 does not pass 305, so the event is accepted (R2); exactly "
             "305 wins the game at once (R3).",
    "e.discarded": "{before} + {raw} = {total} would pass 305, so the whole event is discarded "
                   "and the score stays {before} (R2).",
    # -- sheet (R28)
    "q.sheet": "How many strokes does the paper score sheet show for {raw} raw?",
    "e.sheet": "One stroke is 5 raw, so {raw} raw is {strokes} strokes: {tens} complete tens "
               "(a large X with a small x in each space) and {rest} more (R28, D7).",
    # -- the Practice widget
    "check": "Check",
    "next": "Next question",
    "reveal": "Show the answer",
    "answer": "Your answer",
    "tally": "{right} right out of {asked}",
    "level": "level {level} of {levels}",
    "answer.is": "The answer: {solution}.",
    "choose": "Choose below, then press Check.",
    "type": "Type a number, then press Check.",
    "static": "Run the notebook to answer here.",
    # -- the seating picture (R5)
    "kind.score": "Points of a placement",
    "kind.counted": "Counted ends",
    "kind.legal": "Legal points",
    "kind.round": "Rounding",
    "kind.going-out": "Going out",
    "kind.blocked": "Blocked hand",
    "seat.title": "Play goes clockwise (R5)",
    "seat.title.pairs": "Partners sit opposite; play goes clockwise (R5)",
    "seat.sides": "{a} against {b}",
    "seat.seat": "seat {n}",
    "seat.leads": "leads",
}

_IT: dict[str, str] = {
    "right": "Giusto.",
    "wrong": "Non proprio: hai risposto {answer}.",
    "points": "{shown} punti visualizzati ({raw} grezzi)",
    "points.one": "1 punto visualizzato ({raw} grezzi)",
    "none": "nessuno",
    "bad.int": "Rispondi con un numero intero, per esempio 10.",
    "bad.choice": "Rispondi con una delle scelte: {choices}.",
    "bad.item": "{item} non è una delle scelte di questa domanda.",
    "missed": "Hai tralasciato {items}.",
    "choice.double": "{tile}: entrambe le metà",
    "choice.socket": "{tile} {socket}",
    "end.value": "{end} = {value}",
    "q.score.open": "{name} apre con {tile}. Quanti punti grezzi vale questa posa?",
    "q.score": "{name} posa {tile} su {on} ({socket}). Quanti punti grezzi vale questa posa?",
    "e.sum": "Dopo la posa le estremità conteggiate sono {ends}; la somma è {total}.",
    "e.sum.none": "Dopo la posa nessuna estremità conta; la somma è 0.",
    "e.scores": "{total} è un multiplo positivo di 5, quindi la posa vale {points} (R14, R15).",
    "e.no.score": "{total} non è un multiplo positivo di 5, quindi la posa non vale nulla "
                  "(R14, R15).",
    "e.internal": "Uno spinner interno non conta nulla: {tiles} (R14).",
    "q.counted": "Quali estremità di questo schema contano dopo l'ultima posa? Scegli ogni "
                 "estremità conteggiata.",
    "e.counted": "Le estremità conteggiate sono {ends} (R14).",
    "e.internal.tile": "{tile} è interno: entrambi i lati lineari sono occupati, quindi non "
                       "conta nulla (R14).",
    "e.branch": "{point} è un ramo libero di uno spinner interno: un punto di collegamento "
                "lecito che non conta nulla (R14).",
    "q.legal": "Dove si può posare {tile} in questo schema? Scegli ogni punto di collegamento "
               "lecito.",
    "e.legal": "{tile} si collega a {points} (R9, R13).",
    "e.legal.none": "{tile} qui non si collega da nessuna parte: nessun punto lecito mostra "
                    "{low} o {high} (R9, R13).",
    "e.value": "{point} mostra {value}, che non è una metà di {tile} (R9).",
    "e.closed": "{point}: i rami di uno spinner si aprono solo quando entrambi i lati lineari "
                "sono occupati (R11).",
    "q.round": "Somma i valori di queste tessere e arrotonda il totale al multiplo di 5 più "
               "vicino. Che cosa ottieni?",
    "e.round": "Le tessere sommano {total}. {how}, quindi {total} → {rounded} (R24).",
    "how.stays": "Un multiplo di 5 resta invariato",
    "how.down": "Il resto {rem} va verso il basso",
    "how.up": "Il resto {rem} va verso l'alto",
    "q.going.out": "{name} chiude con {tile}; quell'ultima posa vale {placement} grezzi. Le "
                   "tessere rimaste nelle altre mani sono mostrate.{note} Quanti punti grezzi "
                   "vale l'intero evento di chiusura?",
    "q.partner": "{partner} è il compagno di {name}.",
    "e.opponents": "I valori degli avversari insieme: {parts} = {total} → {rounded}, "
                   "arrotondati una sola volta (R22, R24).",
    "e.partner": "Il compagno {partner}: {total} → {rounded}, arrotondato da solo e sottratto "
                 "(R23).",
    "e.event": "Un solo evento: {placement} + {opponents} − {partner} = {raw} grezzi (R23).",
    "e.event.solo": "Un solo evento: {placement} + {opponents} = {raw} grezzi (R22).",
    "q.blocked": "La mano è bloccata: nessuno può posare e l'ossario è vuoto. Le tessere "
                 "rimaste in ogni mano sono mostrate. Quanti punti grezzi vale il gruppo di "
                 "{name}?",
    "e.group": "{name} ha {pips}. Gruppi avversari maggiori: {diffs} → {credit} (R25, R24).",
    "e.group.none": "{name} ha {pips}; nessun gruppo avversario è maggiore, quindi non vale "
                    "nulla (R25).",
    "e.group.partner": "Il gruppo del compagno {partner} non si confronta mai con esso (R25).",
    "diff": "{name} {big} − {pips} = {diff}",
    "q.deal": "{n} giocatori ricevono 5 tessere ciascuno dalle 28 del set. Quante tessere "
              "restano nell'ossario?",
    "e.deal": "Un set doppio-sei ha 28 tessere (R4); {n} × 5 = {dealt} vengono distribuite, "
              "quindi {left} restano nell'ossario (R6).",
    "q.partner.of": "Quattro giocatori siedono intorno al tavolo. Chi è il compagno di {name}?",
    "q.next.of": "Chi gioca subito dopo {name}?",
    "e.partner.of": "I compagni siedono uno di fronte all'altro, quindi {answer} è il "
                    "compagno di {name} (R5).",
    "e.next.of": "Si gioca in senso orario, quindi {answer} gioca subito dopo {name} (R5).",
    "q.draw": "È il turno di {name}, con le tessere mostrate. Che cosa deve fare {name}?",
    "choice.place": "posare una tessera",
    "choice.draw": "pescare dall'ossario",
    "choice.pass": "passare",
    "e.place": "{tile} si collega, quindi {name} deve posare una tessera e non può pescare "
               "(R17).",
    "e.draw": "Nessuna tessera si collega e l'ossario ne ha {left}, quindi {name} pesca una "
              "tessera alla volta finché una si collega, e la posa subito (R18).",
    "e.pass": "Nessuna tessera si collega e l'ossario è vuoto, quindi {name} passa (R19).",
    "q.target": "Il punteggio di {side} è {before} grezzi ({shown} visualizzati). Arriva un "
                "evento di {raw} grezzi. Qual è il punteggio grezzo dopo l'evento?",
    "e.accepted": "{before} + {raw} = {total} non supera 305, quindi l'evento è accettato (R2).",
    "e.won": "{before} + {raw} = 305 non supera 305, quindi l'evento è accettato (R2); "
             "esattamente 305 vince subito la partita (R3).",
    "e.discarded": "{before} + {raw} = {total} supererebbe 305, quindi l'intero evento è "
                   "scartato e il punteggio resta {before} (R2).",
    "q.sheet": "Quanti tratti mostra il foglio dei punti per {raw} grezzi?",
    "e.sheet": "Un tratto vale 5 grezzi, quindi {raw} grezzi sono {strokes} tratti: {tens} "
               "decine complete (una X grande con una x piccola in ogni spazio) e altri {rest} "
               "(R28, D7).",
    "check": "Verifica",
    "next": "Domanda successiva",
    "reveal": "Mostra la risposta",
    "answer": "La tua risposta",
    "tally": "{right} giuste su {asked}",
    "level": "livello {level} di {levels}",
    "answer.is": "La risposta: {solution}.",
    "choose": "Scegli qui sotto, poi premi Verifica.",
    "type": "Scrivi un numero, poi premi Verifica.",
    "static": "Esegui il notebook per rispondere qui.",
    "kind.score": "Punti di una posa",
    "kind.counted": "Estremità conteggiate",
    "kind.legal": "Punti di collegamento leciti",
    "kind.round": "Arrotondamento",
    "kind.going-out": "Chiusura",
    "kind.blocked": "Mano bloccata",
    "seat.title": "Si gioca in senso orario (R5)",
    "seat.title.pairs": "I compagni siedono uno di fronte all'altro; si gioca in senso orario "
                        "(R5)",
    "seat.sides": "{a} contro {b}",
    "seat.seat": "posto {n}",
    "seat.leads": "inizia",
}

_FI: dict[str, str] = {
    "right": "Oikein.",
    "wrong": "Ei aivan: vastasit {answer}.",
    "points": "{shown} näyttöpistettä ({raw} raakapistettä)",
    "points.one": "1 näyttöpiste ({raw} raakapistettä)",
    "none": "ei yhtään",
    "bad.int": "Vastaa kokonaisluvulla, esimerkiksi 10.",
    "bad.choice": "Vastaa jollakin vaihtoehdoista: {choices}.",
    "bad.item": "{item} ei ole tämän kysymyksen vaihtoehto.",
    "missed": "Jätit pois: {items}.",
    "choice.double": "{tile}: molemmat puoliskot",
    "choice.socket": "{tile} {socket}",
    "end.value": "{end} = {value}",
    "q.score.open": "{name} aloittaa laatalla {tile}. Montako raakapistettä asetus tuottaa?",
    "q.score": "{name} asettaa laatan {tile} laattaan {on} ({socket}). Montako raakapistettä "
               "asetus tuottaa?",
    "e.sum": "Asetuksen jälkeen pisteytykseen lasketut päät ovat {ends}; niiden summa on "
             "{total}.",
    "e.sum.none": "Asetuksen jälkeen yhtään päätä ei lasketa; summa on 0.",
    "e.scores": "{total} on viiden positiivinen monikerta, joten asetus tuottaa {points} "
                "(R14, R15).",
    "e.no.score": "{total} ei ole viiden positiivinen monikerta, joten asetus ei tuota "
                  "pisteitä (R14, R15).",
    "e.internal": "Sisäinen spinneri ei lisää summaa: {tiles} (R14).",
    "q.counted": "Mitkä tämän pelikuvion päät lasketaan viimeisen asetuksen jälkeen? Valitse "
                 "jokainen pisteytykseen laskettava pää.",
    "e.counted": "Pisteytykseen lasketut päät ovat {ends} (R14).",
    "e.internal.tile": "{tile} on sisäinen: linjan molemmat puolet ovat käytössä, joten sitä ei "
                       "lasketa (R14).",
    "e.branch": "{point} on sisäisen spinnerin vapaa haara: laillinen jatkokohta, jota ei "
                "lasketa (R14).",
    "q.legal": "Mihin laatan {tile} voi asettaa tässä pelikuviossa? Valitse jokainen laillinen "
               "jatkokohta.",
    "e.legal": "{tile} sopii kohtiin {points} (R9, R13).",
    "e.legal.none": "{tile} ei sovi tässä mihinkään: mikään laillinen jatkokohta ei näytä arvoa "
                    "{low} tai {high} (R9, R13).",
    "e.value": "{point} näyttää arvon {value}, joka ei ole laatan {tile} puolisko (R9).",
    "e.closed": "{point}: spinnerin haarat avautuvat vasta, kun linjan molemmat puolet ovat "
                "käytössä (R11).",
    "q.round": "Laske näiden laattojen silmäluvut yhteen ja pyöristä summa lähimpään viiden "
               "monikertaan. Mikä tulos on?",
    "e.round": "Laattojen silmäluvut ovat yhteensä {total}. {how}, joten {total} → {rounded} "
               "(R24).",
    "how.stays": "Viidellä jaollinen summa ei muutu",
    "how.down": "Jakojäännös {rem} pyöristyy alas",
    "how.up": "Jakojäännös {rem} pyöristyy ylös",
    "q.going.out": "{name} tyhjentää kätensä laatalla {tile}; viimeinen asetus tuottaa "
                   "{placement} raakapistettä. Muiden käsiin jääneet laatat näytetään.{note} Mikä "
                   "on koko pistetapahtuman arvo raakapisteinä?",
    "q.partner": "{partner} on pelaajan {name} pari.",
    "e.opponents": "Vastustajien silmäluvut yhteensä: {parts} = {total} → {rounded}, "
                   "pyöristetään kerran (R22, R24).",
    "e.partner": "Hänen parinsa {partner}: {total} → {rounded}, pyöristetään erikseen ja vähennetään "
                 "(R23).",
    "e.event": "Yksi pistetapahtuma: {placement} + {opponents} − {partner} = {raw} "
               "raakapistettä (R23).",
    "e.event.solo": "Yksi pistetapahtuma: {placement} + {opponents} = {raw} raakapistettä "
                    "(R22).",
    "q.blocked": "Kierros on tukkeutunut: kukaan ei voi asettaa ja nostopakka on tyhjä. "
                 "Jokaiseen käteen jääneet laatat näytetään. Montako raakapistettä pelaajan "
                 "{name} käsi tuottaa?",
    "e.group": "Pelaajalla {name} on {pips}. Suuremmat vastustajien kädet: {diffs} → {credit} "
               "(R25, R24).",
    "e.group.none": "Pelaajalla {name} on {pips}; mikään vastustajan käsi ei ole suurempi, "
                    "joten se ei tuota pisteitä (R25).",
    "e.group.partner": "Parin {partner} kättä ei koskaan verrata siihen (R25).",
    "diff": "{name} {big} − {pips} = {diff}",
    "q.deal": "{n} pelaajaa saa kukin 5 laattaa sarjan 28 laatasta. Montako laattaa jää "
              "nostopakkaan?",
    "e.deal": "Tupla-kuutonen-sarjassa on 28 laattaa (R4); {n} × 5 = {dealt} jaetaan, joten "
              "{left} jää nostopakkaan (R6).",
    "q.partner.of": "Neljä pelaajaa istuu pöydän ympärillä. Kuka on pelaajan {name} pari?",
    "q.next.of": "Kuka pelaa heti pelaajan {name} jälkeen?",
    "e.partner.of": "Parit istuvat vastakkain, joten {answer} on pelaajan {name} pari (R5).",
    "e.next.of": "Peli etenee myötäpäivään, joten {answer} pelaa heti pelaajan {name} jälkeen "
                 "(R5).",
    "q.draw": "On pelaajan {name} vuoro, ja hänen laattansa näytetään. Mitä pelaajan {name} "
              "on tehtävä?",
    "choice.place": "asettaa laatta",
    "choice.draw": "nostaa nostopakasta",
    "choice.pass": "passata",
    "e.place": "{tile} sopii, joten pelaajan {name} on asetettava laatta eikä hän saa nostaa "
               "(R17).",
    "e.draw": "Mikään laatta ei sovi ja nostopakassa on {left} laattaa, joten {name} nostaa "
              "yhden kerrallaan, kunnes laatta sopii, ja asettaa sen heti (R18).",
    "e.pass": "Mikään laatta ei sovi ja nostopakka on tyhjä, joten {name} passaa (R19).",
    "q.target": "Puolen {side} pisteet ovat {before} raakapistettä ({shown} näyttöpistettä). "
                "Tulee {raw} raakapisteen pistetapahtuma. Mitkä ovat raakapisteet sen jälkeen?",
    "e.accepted": "{before} + {raw} = {total} ei ylitä 305:tä, joten pistetapahtuma "
                  "hyväksytään (R2).",
    "e.won": "{before} + {raw} = 305 ei ylitä 305:tä, joten pistetapahtuma hyväksytään (R2); "
             "täsmälleen 305 voittaa pelin heti (R3).",
    "e.discarded": "{before} + {raw} = {total} ylittäisi 305:n, joten koko pistetapahtuma "
                   "hylätään ja pisteet pysyvät lukemassa {before} (R2).",
    "q.sheet": "Montako viivaa paperikirjanpidossa on {raw} raakapisteen kohdalla?",
    "e.sheet": "Yksi viiva on 5 raakapistettä, joten {raw} raakapistettä on {strokes} viivaa: "
               "{tens} täyttä kymmentä (iso X ja pieni x jokaisessa välissä) ja {rest} lisää "
               "(R28, D7).",
    "check": "Tarkista",
    "next": "Seuraava kysymys",
    "reveal": "Näytä vastaus",
    "answer": "Vastauksesi",
    "tally": "{right} oikein, kysytty {asked}",
    "level": "taso {level}/{levels}",
    "answer.is": "Vastaus: {solution}.",
    "choose": "Valitse alta ja paina Tarkista.",
    "type": "Kirjoita luku ja paina Tarkista.",
    "static": "Suorita muistikirja vastataksesi tässä.",
    "kind.score": "Asetuksen pisteet",
    "kind.counted": "Pisteytykseen lasketut päät",
    "kind.legal": "Lailliset jatkokohdat",
    "kind.round": "Pyöristys",
    "kind.going-out": "Käden tyhjentäminen",
    "kind.blocked": "Tukkeutunut kierros",
    "seat.title": "Peli etenee myötäpäivään (R5)",
    "seat.title.pairs": "Parit istuvat vastakkain; peli etenee myötäpäivään (R5)",
    "seat.sides": "{a} vastaan {b}",
    "seat.seat": "paikka {n}",
    "seat.leads": "aloittaa",
}

LANGUAGES = ("en", "it", "fi")
TEXTS: dict[str, dict[str, str]] = {"en": _EN, "it": _IT, "fi": _FI}


def text(lang: str, key: str, **values: object) -> str:
    """The phrase `key` in `lang`, filled in; ValueError for an unknown language."""
    try:
        table = TEXTS[lang]
    except KeyError:
        raise ValueError(f"unknown language {lang!r}; choose one of "
                         f"{', '.join(LANGUAGES)}") from None
    return table[key].format(**values)
