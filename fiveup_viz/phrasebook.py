"""Every sentence and label the package shows, in English, Italian and Finnish.

`fiveup_viz.explain` turns steps into sentences with the `step.*` phrases; widgets, the
command line and the summary take their labels from the `ui.*` phrases; the exercises and the
Practice widget use `EXERCISE_TEXTS`, the game page and kernel-free viewer `PAGE_TEXTS`, the
errors (`fiveup_viz.errors.Message`, `error.say(lang)`) `ERROR_TEXTS`.
`tables()` is the one registry of every phrase table, these and those kept beside what they
describe (`fiveup_viz.wording`'s layout texts, score sheet, coach and rule book, the diagram
headings, the cheat sheet, the click picker). In each table every language has exactly the
same keys and fields (a test checks it): a missing phrase is an error, never English. Terms
follow the seeds and the RULES.md glossary. One meaning per word: a "hand" is one deal of the
game (R8, R20, "blocked hand"; Finnish "kierros"), a player's "tiles" are what they hold
(Finnish "käsi", Italian "tessere in mano").
"""

from __future__ import annotations

#: Counted words: `n.<unit>.one` for exactly 1, `n.<unit>.other` for any other number.
_EN: dict[str, str] = {
    # -- counted words
    "n.pip.one": "{n} pip", "n.pip.other": "{n} pips",
    "n.tile.one": "{n} tile", "n.tile.other": "{n} tiles",
    "n.raw.one": "{n} raw", "n.raw.other": "{n} raw",
    "n.shown.one": "{n} displayed point", "n.shown.other": "{n} displayed",
    # -- why an end counts or a point is legal (R11, R13, R14)
    "end.opening": "{tile} is the opening non-double with both ends free: it counts "
                   "{high} + {low}; both ends are legal points",
    "end.free": "{tile}: its {socket} is free, counts {value} and is a legal point",
    "double.lone": "{tile} is a terminal double with no line side occupied: it counts both halves "
                   "once, {both}; its line sides are legal points, its branches wait until both "
                   "line sides are occupied",
    "double.terminal": "{tile} is a terminal double: only {taken} is occupied, so it counts both "
                       "halves once, {both}; {free} is its legal point",
    "double.internal.open": "{tile} is internal: both line sides are occupied, so it counts "
                            "nothing; its branches are open: hollow dots, legal points that "
                            "count nothing",
    "double.internal.one": "{tile} is internal: both line sides are occupied, so it counts "
                           "nothing; {branch} is open: a hollow dot, a legal point that counts "
                           "nothing",
    "double.internal.full": "{tile} is internal: both line sides are occupied, so it counts "
                            "nothing; both branches are started",
    # -- the credit of a placement (R9, R15)
    "credit.empty": "Empty table: place any tile to open",
    "credit.yes": "Counted values: {sum}; a positive multiple of 5, so the placement credits "
                  "{raw} ({shown})",
    "credit.no": "Counted values: {sum}; not a positive multiple of 5, so the placement credits "
                 "nothing",
    "opens": "The leader opens with any tile",
    # -- actions (R9, R17-R19); `.you` is the learner's own form
    "act.open": "{name} opens with {tile}", "act.open.you": "{name} open with {tile}",
    "act.play": "{name} plays {tile} on {on} ({socket})",
    "act.play.you": "{name} play {tile} on {on} ({socket})",
    "act.draw": "{name} draws {tile} from the boneyard",
    "act.draw.you": "{name} draw {tile} from the boneyard",
    "act.draw.hidden": "{name} draws a tile from the boneyard",
    "act.pass": "{name} passes", "act.pass.you": "{name} pass",
    "why.draw.fits": "no tile held fitted; this one fits and must be placed at once",
    "why.draw": "no tile held fits, so the player draws one at a time",
    "why.pass": "no tile fits and the boneyard is empty",
    "leads": "{name} leads this hand", "leads.you": "{name} lead this hand",
    # -- scoring events and the target check (R2, R3, D1)
    "event.placement": "placement by {name}: {raw}",
    "event.domino": "going out by {name}: {raw} (placement {placement} + opponents {opponents})",
    "event.domino.partner": "going out by {name}: {raw} (placement {placement} + opponents "
                            "{opponents} − partner {partner})",
    "event.blocked": "blocked-hand group of {name}: {raw}",
    "check.accepted": "accepted: {side} {sum} raw ({shown})",
    "check.negative": "accepted: {side} {sum} raw; scores may go below zero",
    "check.won": "accepted: {side} {sum}, exactly 305: {side} wins the game at once",
    "check.won.pl": "accepted: {side} {sum}, exactly 305: {side} win the game at once",
    "check.discarded": "discarded whole: {side} {sum} would pass 305; the score stays {before}",
    "rounding.stay": "{total} → {rounded}, a multiple of 5 stays",
    "rounding.down": "{total} → {rounded}, remainder {rem} rounds down",
    "rounding.up": "{total} → {rounded}, remainder {rem} rounds up",
    # -- the end of a hand (R20-R27, D2, D6)
    "end.title": "Hand {n}: {what}",
    "end.domino": "{name} goes out",
    "end.blocked": "Blocked hand",
    "end.target": "{name} reaches 305 with a placement: the hand is not scored",
    "end.open": "Hand {n} has not ended",
    "end.none": "This hand has not ended in the record: nothing to count yet",
    "out.head": "Going out",
    "out.places": "{name} places {tile}, the last tile held, and goes out",
    "out.alone": "It is not scored alone: it joins the single going-out event",
    "reveal.head": "The remaining tiles are revealed",
    "reveal.seat": "{name}: {tiles} = {pips}",
    "no-tiles": "no tiles",
    "opp.head": "Opponents' pips",
    "opp.sum": "{parts} = {pips}, added together and rounded once: {rounding}",
    "opp.credit": "{raw} for {side}",
    "partner.head": "Partner's pips",
    "partner.sum": "Partner {name} holds {pips}, rounded separately, never merged with the "
                   "opponents' tiles: {rounding}",
    "partner.deduct": "{raw} deducted from {side}",
    "net.head": "The going-out event",
    "net.sum": "Net: placement {placement} + opponents {opponents} = {raw} ({shown}), one event "
               "with one target check",
    "net.sum.partner": "Net: placement {placement} + opponents {opponents} − partner {partner} = "
                       "{raw} ({shown}), one event with one target check",
    "blocked.why": "The boneyard is empty and nobody can place: the hand is blocked and scored "
                   "at once",
    "order.head": "Groups in order",
    "order.groups": "Each player's tiles form one group, lowest pip sum first: {order}",
    "order.ties": "Equal sums share a rank and go clockwise from the leader, {name}",
    "order.partners": "Partners' groups stay separate and are never compared",
    "group.head": "{name}'s group, {pips}",
    "group.diffs": "Against every larger opponent group: {diffs}",
    "group.total": "Total {total}, rounded once: {rounding}",
    "group.none": "No opponent group is larger: nothing to collect",
    "group.zero": "Credit 0: no event",
    "group.stopped": "Not applied: the game already ended at exactly 305",
    "group.credit": "{raw} for {side}, its own event and target check",
    "winner.head": "Winner of the hand",
    "winner.one": "The lowest sum, {low}, is held by {holders}: {side} wins the blocked hand",
    "winner.one.pl": "The lowest sum, {low}, is held by {holders}: {side} win the blocked hand",
    "winner.tie": "The lowest sum, {low}, is shared by opposing sides ({holders}): the hand is "
                  "a tie",
    "target.head": "Exactly 305",
    "target.line": "{name} places {tile}: {side} reaches exactly 305 raw and wins at once; "
                   "nothing after it is played or counted",
    "target.line.pl": "{name} places {tile}: {side} reach exactly 305 raw and win at once; "
                      "nothing after it is played or counted",
    "next.head": "Next",
    "next.won": "Game over: {side} reached exactly 305",
    "next.won.pl": "Game over: {side} reached exactly 305",
    "next.d3": "Game over: no side reached 305 in {n} hands",
    "next.lead": "{name} went out and leads the next hand",
    "next.draw": "A blocked hand passes on no lead: the next leader is drawn at random",
    # -- whose turn, what the table shows now
    "turn.play": "{name} to play", "turn.play.you": "Your turn: pick a move",
    "turn.pending": "{name} drew {tile} and must place it at once",
    "turn.pending.you": "{name} drew {tile} and must place it at once",
    "turn.pending.hidden": "{name} drew a tile that fits and must place it at once",
    "turn.domino": "Hand over: {name} went out",
    "turn.blocked": "Hand over: blocked, nobody can place",
    # -- the text summary of a game
    "sum.players": "Players: {players}",
    "sum.partners": "Partnerships: {a} against {b}",
    "sum.hand": "Hand {n} (record index {i}): {name} leads",
    "sum.progress": "(hand in progress)",
    "sum.out": "{name} went out; pips left {pips}",
    "sum.blocked": "blocked hand, won by {side}; pips left {pips}",
    "sum.blocked.tie": "blocked hand, tie; pips left {pips}",
    "sum.target": "{name} reached 305 with a placement",
    "sum.scores": "Scores: {scores}",
    "sum.winner": "Winner: {side}",
    "sum.nowinner": "No winner after {n} hands",
    "sum.playing": "Game in progress",
    "sum.points": "{shown} ({raw})",
    "svg.tiles": "tiles", "svg.players-tiles": "every player's tiles", "svg.seat": "Seat {n}",
    # -- labels of the widgets
    "ui.start": "Start", "ui.start.tip": "Start of the hand",
    "ui.back": "Back", "ui.back.tip": "One step back",
    "ui.next": "Next", "ui.next.tip": "One step on",
    "ui.end": "End", "ui.end.tip": "End of the hand, after its count",
    "ui.first": "First", "ui.first.tip": "First step", "ui.prev.tip": "Previous step",
    "ui.next-step.tip": "Next step", "ui.last": "Last", "ui.last.tip": "Last step",
    "ui.action": "Action", "ui.hand": "Hand", "ui.autoplay": "Autoplay", "ui.speed": "ms/step",
    "ui.face-up": "Tiles face up", "ui.face-down": "Tiles face down",
    "ui.face-up.tip": "Teaching mode: show every player's tiles",
    "ui.hand-option": "{n}: {name} leads",
    "ui.hands": "Tiles", "ui.hands.up": "Tiles (face up)", "ui.hands.down": "Tiles (face down)",
    "ui.seat": "{name}: {tiles}", "ui.seat.pips": "{name}: {tiles}, {pips}",
    "ui.where": "Hand {n} of {m}, action {k} of {last}",
    "ui.where.count": "Hand {n} of {m}, action {k} of {last}, end-of-hand count step {i} of {j}",
    "ui.hint.count": "Next: the end-of-hand count.",
    "ui.boneyard": "Boneyard: {tiles}",
    "ui.against": "{a} against {b}",
    "ui.events": "Scoring events", "ui.events.hand": "Scoring events of hand {n}",
    "ui.none-yet": "none yet",
    "ui.score": "Score", "ui.shown": "shown", "ui.to-go": "{raw} to go",
    "ui.reached": "exactly 305: winner",
    "ui.count-step": "Hand {n}: step {i} of {m}", "ui.end-of": "End of hand {n}",
    "ui.tile": "Tile", "ui.undo": "↶ Undo", "ui.undo.tip": "Take back the last tile",
    "ui.reset": "Reset", "ui.reset.tip": "Back to the starting layout",
    "ui.figures": "Figures", "ui.free-play": "(free play)",
    "ui.figure-next": "Place next figure tile ▶",
    "ui.figure-next.tip": "Place the next tile of the chosen figure",
    "ui.fig.seed": "The seed's game", "ui.fig.lone22": "A lone [2|2]",
    "ui.fig.lone00": "A lone [0|0]", "ui.fig.66on36": "[6|6] on [3|6]",
    "ui.open-table": "Open the table:", "ui.points-for": "Legal points for {tile}:",
    "ui.no-fit": "No tile fits.", "ui.open-with": "Open with {tile}",
    "ui.move": "{tile} on {on} {socket}", "ui.placed-so-far": "Placed so far: {moves}",
    "ui.nothing": "nothing",
    "ui.deal-next": "Deal next hand ▶", "ui.new-game": "New game", "ui.record": "Record",
    "ui.save": "Save record", "ui.show-credits": "Show credits",
    "ui.show-credits.tip": "Show what each move would credit",
    "ui.show-bots": "Show bots' tiles", "ui.show-bots.tip": "Show the bots' tiles face up",
    "ui.your-moves": "Your moves:", "ui.what-happened": "What happened",
    "ui.you": "You", "ui.file": "fiveup-game.json",
    "ui.new-game-msg": "New game. {leads}", "ui.hand-msg": "Hand {n}: {leads}",
    "ui.hand-over": "Hand over: step through the count below, then deal the next hand",
    "ui.saved": "Saved the game record to {path}",
    "ui.not-saved": "The record was not saved to {path}: {reason}",
    "ui.save-folder": "that is a folder; give a file name such as fiveup-game.json",
    "ui.save-empty": "no file name was given; give one such as fiveup-game.json",
    "ui.save-missing": "the folder {folder} does not exist",
    "ui.save-denied": "there is no permission to write there",
    "ui.save-failed": "the system refused to write it ({error})",
    "ui.status": "Hand {n}, boneyard {tiles}. {what}",
    "ui.game-over": "The game is over.", "ui.hand-is-over": "The hand is over.",
}

_IT: dict[str, str] = {
    "n.pip.one": "{n} punto", "n.pip.other": "{n} punti",
    "n.tile.one": "{n} tessera", "n.tile.other": "{n} tessere",
    "n.raw.one": "{n} grezzo", "n.raw.other": "{n} grezzi",
    "n.shown.one": "{n} punto visualizzato", "n.shown.other": "{n} visualizzati",
    "end.opening": "{tile} è la tessera d'apertura non doppia con entrambe le estremità libere: "
                   "conta {high} + {low}; entrambe le estremità sono punti di collegamento leciti",
    "end.free": "{tile}: la sua {socket} è libera, conta {value} ed è un punto di collegamento "
                "lecito",
    "double.lone": "{tile} è una doppia terminale senza lati lineari occupati: conta entrambe le "
                   "metà una volta, {both}; i suoi lati lineari sono punti di collegamento leciti, "
                   "i rami attendono che entrambi i lati lineari siano occupati",
    "double.terminal": "{tile} è una doppia terminale: è occupato solo il {taken}, quindi conta "
                       "entrambe le metà una volta, {both}; il {free} è il suo punto di "
                       "collegamento lecito",
    "double.internal.open": "{tile} è interna: entrambi i lati lineari sono occupati, quindi non "
                            "conta nulla; i suoi rami sono liberi: cerchi vuoti, collegamenti "
                            "leciti che non contano nulla",
    "double.internal.one": "{tile} è interna: entrambi i lati lineari sono occupati, quindi non "
                           "conta nulla; il {branch} è libero: un cerchio vuoto, un collegamento "
                           "lecito che non conta nulla",
    "double.internal.full": "{tile} è interna: entrambi i lati lineari sono occupati, quindi non "
                            "conta nulla; entrambi i rami sono iniziati",
    "credit.empty": "Tavolo vuoto: posa una tessera qualsiasi per aprire",
    "credit.yes": "Valori conteggiati: {sum}; un multiplo positivo di 5, quindi la posa "
                  "accredita {raw} ({shown})",
    "credit.no": "Valori conteggiati: {sum}; non è un multiplo positivo di 5, quindi la posa non "
                 "dà punti",
    "opens": "Chi apre può giocare qualsiasi tessera",
    "act.open": "{name} apre con {tile}", "act.open.you": "{name} apri con {tile}",
    "act.play": "{name} posa {tile} su {on} ({socket})",
    "act.play.you": "{name} posi {tile} su {on} ({socket})",
    "act.draw": "{name} pesca {tile} dall'ossario",
    "act.draw.you": "{name} peschi {tile} dall'ossario",
    "act.draw.hidden": "{name} pesca una tessera dall'ossario",
    "act.pass": "{name} passa", "act.pass.you": "{name} passi",
    "why.draw.fits": "nessuna tessera in mano era giocabile; questa lo è e va posata subito",
    "why.draw": "nessuna tessera in mano è giocabile, quindi si pesca una tessera alla volta",
    "why.pass": "nessuna tessera è giocabile e l'ossario è vuoto",
    "leads": "{name} apre questa mano", "leads.you": "{name} apri questa mano",
    "event.placement": "posa di {name}: {raw}",
    "event.domino": "ultima tessera di {name}: {raw} (posa {placement} + avversari {opponents})",
    "event.domino.partner": "ultima tessera di {name}: {raw} (posa {placement} + avversari "
                            "{opponents} − compagno {partner})",
    "event.blocked": "gruppo di {name} nella mano bloccata: {raw}",
    "check.accepted": "accettato: {side} {sum} grezzi ({shown})",
    "check.negative": "accettato: {side} {sum} grezzi; il punteggio può scendere sotto zero",
    "check.won": "accettato: {side} {sum}, esattamente 305: {side} vince subito la partita",
    "check.won.pl": "accettato: {side} {sum}, esattamente 305: {side} vincono subito la partita",
    "check.discarded": "scartato per intero: {side} {sum} supererebbe 305; il punteggio resta "
                       "{before}",
    "rounding.stay": "{total} → {rounded}, un multiplo esatto di 5 resta invariato",
    "rounding.down": "{total} → {rounded}, il resto {rem} va verso il basso",
    "rounding.up": "{total} → {rounded}, il resto {rem} va verso l'alto",
    "end.title": "Mano {n}: {what}",
    "end.domino": "{name} gioca l'ultima tessera",
    "end.blocked": "Mano bloccata",
    "end.target": "{name} raggiunge 305 con una posa: la mano non si conta",
    "end.open": "La mano {n} non è finita",
    "end.none": "Questa mano non è finita nella registrazione: ancora niente da contare",
    "out.head": "L'ultima tessera",
    "out.places": "{name} posa {tile}, l'ultima tessera in mano, e termina la mano",
    "out.alone": "Non si conta da sola: entra nell'unico evento di fine mano",
    "reveal.head": "Si mostrano le tessere rimaste",
    "reveal.seat": "{name}: {tiles} = {pips}",
    "no-tiles": "nessuna tessera",
    "opp.head": "Valori degli avversari",
    "opp.sum": "{parts} = {pips}, sommati e arrotondati una sola volta: {rounding}",
    "opp.credit": "{raw} a {side}",
    "partner.head": "Valori del compagno",
    "partner.sum": "Il compagno {name} ha {pips}, arrotondati a parte, mai uniti alle tessere "
                   "avversarie: {rounding}",
    "partner.deduct": "{raw} sottratti a {side}",
    "net.head": "L'evento di fine mano",
    "net.sum": "Netto: posa {placement} + avversari {opponents} = {raw} ({shown}), un solo "
               "evento con un solo controllo dell'obiettivo",
    "net.sum.partner": "Netto: posa {placement} + avversari {opponents} − compagno {partner} = "
                       "{raw} ({shown}), un solo evento con un solo controllo dell'obiettivo",
    "blocked.why": "L'ossario è vuoto e nessuno può fare una posa: la mano è bloccata e si conta "
                   "subito",
    "order.head": "Gruppi in ordine",
    "order.groups": "Le tessere di ogni giocatore formano un gruppo, dalla somma minore: {order}",
    "order.ties": "Somme uguali hanno la stessa posizione e procedono in senso orario dal "
                  "giocatore iniziale, {name}",
    "order.partners": "I gruppi dei compagni restano separati e non si confrontano mai",
    "group.head": "Gruppo di {name}, {pips}",
    "group.diffs": "Contro ogni gruppo avversario maggiore: {diffs}",
    "group.total": "Totale {total}, arrotondato una sola volta: {rounding}",
    "group.none": "Nessun gruppo avversario è maggiore: niente da ricevere",
    "group.zero": "Accredito 0: nessun evento",
    "group.stopped": "Non applicato: la partita è già finita a esattamente 305",
    "group.credit": "{raw} a {side}, un evento separato con il suo controllo dell'obiettivo",
    "winner.head": "Vincitore della mano",
    "winner.one": "La somma minore, {low}, è di {holders}: {side} vince la mano bloccata",
    "winner.one.pl": "La somma minore, {low}, è di {holders}: {side} vincono la mano bloccata",
    "winner.tie": "La somma minore, {low}, è condivisa da giocatori o coppie avversarie "
                  "({holders}): la mano è in parità",
    "target.head": "Esattamente 305",
    "target.line": "{name} posa {tile}: {side} raggiunge esattamente 305 grezzi e vince subito; "
                   "dopo non si gioca né si conta nulla",
    "target.line.pl": "{name} posa {tile}: {side} raggiungono esattamente 305 grezzi e vincono "
                      "subito; dopo non si gioca né si conta nulla",
    "next.head": "Poi",
    "next.won": "Partita finita: {side} ha raggiunto esattamente 305",
    "next.won.pl": "Partita finita: {side} hanno raggiunto esattamente 305",
    "next.d3": "Partita finita: nessuno ha raggiunto 305 in {n} mani",
    "next.lead": "{name} ha giocato l'ultima tessera e apre la prossima mano",
    "next.draw": "Una mano bloccata non passa l'apertura: chi apre la prossima mano viene "
                 "sorteggiato",
    "turn.play": "Tocca a {name}", "turn.play.you": "Tocca a te: scegli una mossa",
    "turn.pending": "{name} ha pescato {tile} e deve posarla subito",
    "turn.pending.you": "{name} hai pescato {tile} e devi posarla subito",
    "turn.pending.hidden": "{name} ha pescato una tessera giocabile e deve posarla subito",
    "turn.domino": "Mano finita: {name} ha giocato l'ultima tessera",
    "turn.blocked": "Mano finita: bloccata, nessuno può fare una posa",
    "sum.players": "Giocatori: {players}",
    "sum.partners": "Coppie: {a} contro {b}",
    "sum.hand": "Mano {n} (indice {i} nella registrazione): apre {name}",
    "sum.progress": "(mano in corso)",
    "sum.out": "{name} ha giocato l'ultima tessera; valori rimasti {pips}",
    "sum.blocked": "mano bloccata, vinta da {side}; valori rimasti {pips}",
    "sum.blocked.tie": "mano bloccata, in parità; valori rimasti {pips}",
    "sum.target": "{name} ha raggiunto 305 con una posa",
    "sum.scores": "Punteggi: {scores}",
    "sum.winner": "Vincitore: {side}",
    "sum.nowinner": "Nessun vincitore dopo {n} mani",
    "sum.playing": "Partita in corso",
    "sum.points": "{shown} ({raw})",
    "svg.tiles": "tessere in mano", "svg.players-tiles": "tessere dei giocatori", "svg.seat": "Posto {n}",
    "ui.start": "Inizio", "ui.start.tip": "Inizio della mano",
    "ui.back": "Indietro", "ui.back.tip": "Un passo indietro",
    "ui.next": "Avanti", "ui.next.tip": "Un passo avanti",
    "ui.end": "Fine", "ui.end.tip": "Fine della mano, dopo il conteggio",
    "ui.first": "Primo", "ui.first.tip": "Primo passo", "ui.prev.tip": "Passo precedente",
    "ui.next-step.tip": "Passo successivo", "ui.last": "Ultimo", "ui.last.tip": "Ultimo passo",
    "ui.action": "Azione", "ui.hand": "Mano", "ui.autoplay": "Riproduci", "ui.speed": "ms/passo",
    "ui.face-up": "Tessere scoperte", "ui.face-down": "Tessere coperte",
    "ui.face-up.tip": "Modo didattico: mostra tutte le tessere",
    "ui.hand-option": "{n}: apre {name}",
    "ui.hands": "Tessere in mano", "ui.hands.up": "Tessere in mano (scoperte)",
    "ui.hands.down": "Tessere in mano (coperte)",
    "ui.seat": "{name}: {tiles}", "ui.seat.pips": "{name}: {tiles}, {pips}",
    "ui.where": "Mano {n} di {m}, azione {k} di {last}",
    "ui.where.count": "Mano {n} di {m}, azione {k} di {last}, passo {i} di {j} del conteggio "
                      "di fine mano",
    "ui.hint.count": "Avanti: il conteggio di fine mano.",
    "ui.boneyard": "Ossario: {tiles}",
    "ui.against": "{a} contro {b}",
    "ui.events": "Eventi di punteggio", "ui.events.hand": "Eventi di punteggio della mano {n}",
    "ui.none-yet": "ancora nessuno",
    "ui.score": "Punteggio", "ui.shown": "visualizzati", "ui.to-go": "mancano {raw}",
    "ui.reached": "esattamente 305: vince",
    "ui.count-step": "Mano {n}: passo {i} di {m}", "ui.end-of": "Fine della mano {n}",
    "ui.tile": "Tessera", "ui.undo": "↶ Annulla", "ui.undo.tip": "Riprendi l'ultima tessera",
    "ui.reset": "Ricomincia", "ui.reset.tip": "Torna alla disposizione iniziale",
    "ui.figures": "Figure", "ui.free-play": "(gioco libero)",
    "ui.figure-next": "Posa la prossima tessera della figura ▶",
    "ui.figure-next.tip": "Posa la prossima tessera della figura scelta",
    "ui.fig.seed": "La partita del testo", "ui.fig.lone22": "Una [2|2] da sola",
    "ui.fig.lone00": "Una [0|0] da sola", "ui.fig.66on36": "[6|6] su [3|6]",
    "ui.open-table": "Apri il tavolo:", "ui.points-for": "Punti di collegamento leciti per {tile}:",
    "ui.no-fit": "Nessuna tessera è giocabile.", "ui.open-with": "Apri con {tile}",
    "ui.move": "{tile} su {on} {socket}", "ui.placed-so-far": "Posate finora: {moves}",
    "ui.nothing": "niente",
    "ui.deal-next": "Distribuisci la mano successiva ▶", "ui.new-game": "Nuova partita",
    "ui.record": "Registrazione", "ui.save": "Salva la registrazione",
    "ui.show-credits": "Mostra gli accrediti",
    "ui.show-credits.tip": "Mostra quanto accrediterebbe ogni mossa",
    "ui.show-bots": "Mostra le tessere dei bot", "ui.show-bots.tip": "Scopri le tessere dei bot",
    "ui.your-moves": "Le tue mosse:", "ui.what-happened": "Che cosa è successo",
    "ui.you": "Tu", "ui.file": "fiveup-partita.json",
    "ui.new-game-msg": "Nuova partita. {leads}", "ui.hand-msg": "Mano {n}: {leads}",
    "ui.hand-over": "Mano finita: segui il conteggio qui sotto, poi distribuisci la mano "
                    "successiva",
    "ui.saved": "Registrazione della partita salvata in {path}",
    "ui.not-saved": "La registrazione della partita non è stata salvata in {path}: {reason}",
    "ui.save-folder": "è una cartella; indica un nome di file come fiveup-game.json",
    "ui.save-empty": "manca il nome del file; indicane uno come fiveup-game.json",
    "ui.save-missing": "la cartella {folder} non esiste",
    "ui.save-denied": "non c'è il permesso di scrivere lì",
    "ui.save-failed": "il sistema ha rifiutato la scrittura ({error})",
    "ui.status": "Mano {n}, ossario {tiles}. {what}",
    "ui.game-over": "La partita è finita.", "ui.hand-is-over": "La mano è finita.",
}

_FI: dict[str, str] = {
    "n.pip.one": "{n} silmä", "n.pip.other": "{n} silmää",
    "n.tile.one": "{n} laatta", "n.tile.other": "{n} laattaa",
    "n.raw.one": "{n} raakapiste", "n.raw.other": "{n} raakapistettä",
    "n.shown.one": "{n} näyttöpiste", "n.shown.other": "{n} näyttöpistettä",
    "end.opening": "{tile} on avauslaatta, joka ei ole tupla, ja sen molemmat päät ovat vapaina: "
                   "siitä lasketaan {high} + {low}; molemmat päät ovat laillisia jatkokohtia",
    "end.free": "{tile}: sen {socket} on vapaa, siitä lasketaan {value}, ja se on laillinen "
                "jatkokohta",
    "double.lone": "{tile} on päässä oleva tupla, jonka kumpaakaan linjasuuntaa ei ole täytetty: "
                   "siitä lasketaan molemmat puoliskot kerran, {both}; sen linjat ovat laillisia "
                   "jatkokohtia, ja sivuhaarat odottavat, kunnes molemmat linjasuunnat on "
                   "täytetty",
    "double.terminal": "{tile} on päässä oleva tupla: vain {taken} on täytetty, joten siitä "
                       "lasketaan molemmat puoliskot kerran, {both}; {free} on sen laillinen "
                       "jatkokohta",
    "double.internal.open": "{tile} on sisäinen: molemmat linjasuunnat on täytetty, joten siitä "
                            "ei lasketa mitään; sen sivuhaarat ovat avaamatta: tyhjiä pisteitä, "
                            "laillisia jatkokohtia, joita ei lasketa",
    "double.internal.one": "{tile} on sisäinen: molemmat linjasuunnat on täytetty, joten siitä "
                           "ei lasketa mitään; {branch} on avaamatta: tyhjä piste, laillinen "
                           "jatkokohta, jota ei lasketa",
    "double.internal.full": "{tile} on sisäinen: molemmat linjasuunnat on täytetty, joten siitä "
                            "ei lasketa mitään; molemmat sivuhaarat on avattu",
    "credit.empty": "Tyhjä pöytä: avaa asettamalla mikä tahansa laatta",
    "credit.yes": "Pisteytykseen lasketut arvot: {sum}; positiivinen viiden monikerta, joten "
                  "asetus tuottaa {raw} ({shown})",
    "credit.no": "Pisteytykseen lasketut arvot: {sum}; ei positiivinen viiden monikerta, joten "
                 "asetus ei tuota pisteitä",
    "opens": "Aloittaja saa avata millä tahansa laatalla",
    "act.open": "{name} avaa laatalla {tile}", "act.open.you": "{name} avaat laatalla {tile}",
    "act.play": "{name} asettaa laatan {tile} laattaan {on} ({socket})",
    "act.play.you": "{name} asetat laatan {tile} laattaan {on} ({socket})",
    "act.draw": "{name} nostaa laatan {tile} nostopakasta",
    "act.draw.you": "{name} nostat laatan {tile} nostopakasta",
    "act.draw.hidden": "{name} nostaa laatan nostopakasta",
    "act.pass": "{name} ohittaa", "act.pass.you": "{name} ohitat",
    "why.draw.fits": "mikään kädessä ollut laatta ei sopinut; tämä sopii, ja se on asetettava "
                     "heti",
    "why.draw": "mikään kädessä oleva laatta ei sovi, joten nostetaan yksi laatta kerrallaan",
    "why.pass": "mikään laatta ei sovi ja nostopakka on tyhjä",
    "leads": "{name} aloittaa tämän kierroksen", "leads.you": "{name} aloitat tämän kierroksen",
    "event.placement": "asetus ({name}): {raw}",
    "event.domino": "käden tyhjennys ({name}): {raw} (asetus {placement} + vastustajat "
                    "{opponents})",
    "event.domino.partner": "käden tyhjennys ({name}): {raw} (asetus {placement} + vastustajat "
                            "{opponents} − pari {partner})",
    "event.blocked": "tukkeutuneen kierroksen käsi ({name}): {raw}",
    "check.accepted": "hyväksytty: {side} {sum} raakapistettä ({shown})",
    "check.negative": "hyväksytty: {side} {sum} raakapistettä; pistemäärä voi mennä nollan alle",
    "check.won": "hyväksytty: {side} {sum}, täsmälleen 305: {side} voittaa pelin heti",
    "check.won.pl": "hyväksytty: {side} {sum}, täsmälleen 305: {side} voittavat pelin heti",
    "check.discarded": "hylätty kokonaan: {side} {sum} ylittäisi 305; pistemäärä pysyy "
                       "{before}",
    "rounding.stay": "{total} → {rounded}, valmiiksi viidellä jaollinen summa ei muutu",
    "rounding.down": "{total} → {rounded}, jakojäännös {rem} pyöristyy alas",
    "rounding.up": "{total} → {rounded}, jakojäännös {rem} pyöristyy ylös",
    "end.title": "Kierros {n}: {what}",
    "end.domino": "{name} tyhjentää kätensä",
    "end.blocked": "Tukkeutunut kierros",
    "end.target": "{name} saavuttaa 305 asetuksella: kierrosta ei pisteytetä",
    "end.open": "Kierros {n} ei ole päättynyt",
    "end.none": "Tämä kierros ei ole päättynyt tallenteessa: vielä ei ole mitään laskettavaa",
    "out.head": "Käden tyhjennys",
    "out.places": "{name} asettaa laatan {tile}, kätensä viimeisen laatan, ja tyhjentää kätensä",
    "out.alone": "Sitä ei pisteytetä erikseen: se kuuluu käden tyhjennyksen yhteen "
                 "pistetapahtumaan",
    "reveal.head": "Kädet paljastetaan",
    "reveal.seat": "{name}: {tiles} = {pips}",
    "no-tiles": "ei laattoja",
    "opp.head": "Vastustajien silmäluvut",
    "opp.sum": "{parts} = {pips}, yhteen laskettuna ja kerran pyöristettynä: {rounding}",
    "opp.credit": "{side}: hyvitys {raw}",
    "partner.head": "Parin silmäluvut",
    "partner.sum": "Hänen parinsa {name}: {pips}, pyöristetään erikseen eikä yhdistetä vastustajien "
                   "laattoihin: {rounding}",
    "partner.deduct": "{side}: vähennys {raw}",
    "net.head": "Käden tyhjennyksen pistetapahtuma",
    "net.sum": "Netto: asetus {placement} + vastustajat {opponents} = {raw} ({shown}), yksi "
               "pistetapahtuma ja yksi tavoitteen tarkistus",
    "net.sum.partner": "Netto: asetus {placement} + vastustajat {opponents} − pari {partner} = "
                       "{raw} ({shown}), yksi pistetapahtuma ja yksi tavoitteen tarkistus",
    "blocked.why": "Nostopakka on tyhjä eikä kukaan voi tehdä laillista asetusta: kierros "
                   "tukkeutuu ja pisteytetään heti",
    "order.head": "Kädet järjestyksessä",
    "order.groups": "Jokaisen pelaajan laatat muodostavat yhden käden, pienimmästä summasta "
                    "alkaen: {order}",
    "order.ties": "Samat summat jakavat sijoituksen ja käsitellään myötäpäivään aloittajasta "
                  "alkaen, {name}",
    "order.partners": "Parin jäsenten kädet pidetään erillisinä eikä niitä verrata toisiinsa",
    "group.head": "Käsi: {name}, {pips}",
    "group.diffs": "Jokaista suurempaa vastustajan kättä vastaan: {diffs}",
    "group.total": "Yhteensä {total}, pyöristetään kerran: {rounding}",
    "group.none": "Mikään vastustajan käsi ei ole suurempi: ei hyvitystä",
    "group.zero": "Hyvitys 0: ei pistetapahtumaa",
    "group.stopped": "Ei käsitelty: peli päättyi jo täsmälleen 305 raakapisteeseen",
    "group.credit": "{side}: hyvitys {raw}, oma pistetapahtuma ja oma tavoitteen tarkistus",
    "winner.head": "Kierroksen voittaja",
    "winner.one": "Pienin summa, {low}, on pelaajalla {holders}: {side} voittaa tukkeutuneen "
                  "kierroksen",
    "winner.one.pl": "Pienin summa, {low}, on pelaajalla {holders}: {side} voittavat "
                     "tukkeutuneen kierroksen",
    "winner.tie": "Pienimmässä summassa, {low}, on tasatulos vastakkaisten pelaajien tai "
                  "parien kesken ({holders}): kierroksen tulos on tasan",
    "target.head": "Täsmälleen 305",
    "target.line": "{name} asettaa laatan {tile}: {side} saavuttaa täsmälleen 305 raakapistettä "
                   "ja voittaa heti; sen jälkeen mitään ei pelata eikä lasketa",
    "target.line.pl": "{name} asettaa laatan {tile}: {side} saavuttavat täsmälleen 305 "
                      "raakapistettä ja voittavat heti; sen jälkeen mitään ei pelata eikä lasketa",
    "next.head": "Seuraavaksi",
    "next.won": "Peli päättyi: {side} saavutti täsmälleen 305",
    "next.won.pl": "Peli päättyi: {side} saavuttivat täsmälleen 305",
    "next.d3": "Peli päättyi: kukaan ei saavuttanut tavoitetta 305 {n} kierroksen aikana",
    "next.lead": "{name} tyhjensi kätensä ja aloittaa seuraavan kierroksen",
    "next.draw": "Tukkeutunut kierros ei anna aloitusoikeutta: seuraava aloittaja arvotaan",
    "turn.play": "Vuorossa: {name}", "turn.play.you": "Sinun vuorosi: valitse siirto",
    "turn.pending": "{name} nosti laatan {tile}, joka on asetettava heti",
    "turn.pending.you": "{name} nostit laatan {tile}, joka on asetettava heti",
    "turn.pending.hidden": "{name} nosti asetettavan laatan, ja se on pelattava heti",
    "turn.domino": "Kierros päättyi: {name} tyhjensi kätensä",
    "turn.blocked": "Kierros päättyi: tukkeutunut, kukaan ei voi asettaa laattaa",
    "sum.players": "Pelaajat: {players}",
    "sum.partners": "Parit: {a} vastaan {b}",
    "sum.hand": "Kierros {n} (tallenteen indeksi {i}): aloittaja {name}",
    "sum.progress": "(kierros kesken)",
    "sum.out": "{name} tyhjensi kätensä; jäljellä olevat silmäluvut {pips}",
    "sum.blocked": "tukkeutunut kierros, voittaja {side}; jäljellä olevat silmäluvut {pips}",
    "sum.blocked.tie": "tukkeutunut kierros, tasan; jäljellä olevat silmäluvut {pips}",
    "sum.target": "{name} saavutti 305 asetuksella",
    "sum.scores": "Pisteet: {scores}",
    "sum.winner": "Voittaja: {side}",
    "sum.nowinner": "Ei voittajaa {n} kierroksen jälkeen",
    "sum.playing": "Peli kesken",
    "sum.points": "{shown} ({raw})",
    "svg.tiles": "käsi", "svg.players-tiles": "kädet", "svg.seat": "Paikka {n}",
    "ui.start": "Alkuun", "ui.start.tip": "Kierroksen alkuun",
    "ui.back": "Takaisin", "ui.back.tip": "Askel taaksepäin",
    "ui.next": "Seuraava", "ui.next.tip": "Askel eteenpäin",
    "ui.end": "Loppuun", "ui.end.tip": "Kierroksen loppuun, loppupisteytyksen jälkeen",
    "ui.first": "Ensimmäinen", "ui.first.tip": "Ensimmäinen vaihe",
    "ui.prev.tip": "Edellinen vaihe", "ui.next-step.tip": "Seuraava vaihe",
    "ui.last": "Viimeinen", "ui.last.tip": "Viimeinen vaihe",
    "ui.action": "Siirto", "ui.hand": "Kierros", "ui.autoplay": "Toista",
    "ui.speed": "ms/askel",
    "ui.face-up": "Kädet näkyvissä", "ui.face-down": "Kädet piilossa",
    "ui.face-up.tip": "Opetustila: näytä kaikki kädet",
    "ui.hand-option": "{n}: aloittaja {name}",
    "ui.hands": "Kädet", "ui.hands.up": "Kädet (kuvapuoli ylöspäin)",
    "ui.hands.down": "Kädet (kuvapuoli alaspäin)",
    "ui.seat": "{name}: {tiles}", "ui.seat.pips": "{name}: {tiles}, {pips}",
    "ui.where": "Kierros {n}/{m}, siirto {k}/{last}",
    "ui.where.count": "Kierros {n}/{m}, siirto {k}/{last}, loppupisteytyksen vaihe {i}/{j}",
    "ui.hint.count": "Seuraavaksi: loppupisteytys.",
    "ui.boneyard": "Nostopakka: {tiles}",
    "ui.against": "{a} vastaan {b}",
    "ui.events": "Pistetapahtumat", "ui.events.hand": "Kierroksen {n} pistetapahtumat",
    "ui.none-yet": "ei vielä yhtään",
    "ui.score": "Pisteet", "ui.shown": "näyttöpisteet", "ui.to-go": "{raw} jäljellä",
    "ui.reached": "täsmälleen 305: voittaja",
    "ui.count-step": "Kierros {n}: vaihe {i}/{m}", "ui.end-of": "Kierroksen {n} loppupisteytys",
    "ui.tile": "Laatta", "ui.undo": "↶ Peru", "ui.undo.tip": "Ota viimeinen laatta takaisin",
    "ui.reset": "Alusta", "ui.reset.tip": "Takaisin alkuasetelmaan",
    "ui.figures": "Kuvat", "ui.free-play": "(vapaa peli)",
    "ui.figure-next": "Aseta kuvan seuraava laatta ▶",
    "ui.figure-next.tip": "Aseta valitun kuvan seuraava laatta",
    "ui.fig.seed": "Sääntötekstin peli", "ui.fig.lone22": "Yksinäinen [2|2]",
    "ui.fig.lone00": "Yksinäinen [0|0]", "ui.fig.66on36": "[6|6] laatassa [3|6]",
    "ui.open-table": "Avaa pöytä:", "ui.points-for": "Lailliset jatkokohdat laatalle {tile}:",
    "ui.no-fit": "Mikään laatta ei sovi.", "ui.open-with": "Avaa laatalla {tile}",
    "ui.move": "{tile} → {on} {socket}", "ui.placed-so-far": "Asetettu tähän mennessä: {moves}",
    "ui.nothing": "ei mitään",
    "ui.deal-next": "Jaa seuraava kierros ▶", "ui.new-game": "Uusi peli",
    "ui.record": "Tallenne", "ui.save": "Tallenna peli",
    "ui.show-credits": "Näytä hyvitykset",
    "ui.show-credits.tip": "Näytä, mitä kukin siirto tuottaisi",
    "ui.show-bots": "Näytä bottien kädet", "ui.show-bots.tip": "Käännä bottien laatat näkyviin",
    "ui.your-moves": "Siirtosi:", "ui.what-happened": "Mitä tapahtui",
    "ui.you": "Sinä", "ui.file": "fiveup-peli.json",
    "ui.new-game-msg": "Uusi peli. {leads}", "ui.hand-msg": "Kierros {n}: {leads}",
    "ui.hand-over": "Kierros päättyi: käy loppupisteytys läpi alla ja jaa sitten seuraava "
                    "kierros",
    "ui.saved": "Pelin tallenne tallennettiin tiedostoon {path}",
    "ui.not-saved": "Pelin tallennetta ei tallennettu tiedostoon {path}: {reason}",
    "ui.save-folder": "se on kansio; anna tiedostonimi, esimerkiksi fiveup-peli.json",
    "ui.save-empty": "tiedostonimeä ei annettu; anna esimerkiksi fiveup-peli.json",
    "ui.save-missing": "kansiota {folder} ei ole olemassa",
    "ui.save-denied": "sinne ei ole kirjoitusoikeutta",
    "ui.save-failed": "järjestelmä esti kirjoittamisen ({error})",
    "ui.status": "Kierros {n}, nostopakassa {tiles}. {what}",
    "ui.game-over": "Peli on päättynyt.", "ui.hand-is-over": "Kierros on päättynyt.",
}

LANGUAGES = ("en", "it", "fi")

#: The phrase table of each language; every table has the same keys.
TEXTS: dict[str, dict[str, str]] = {"en": _EN, "it": _IT, "fi": _FI}


#: The exercises' and the Practice widget's phrases, by language (issue 11: one phrasebook).
_EXERCISE_EN: dict[str, str] = {
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
                   "The tiles the other players still hold are shown.{note} What is the raw "
                   "value of the whole going-out event?",
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

_EXERCISE_IT: dict[str, str] = {
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
    "e.internal.tile": "{tile} è interna: entrambi i lati lineari sono occupati, quindi non "
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
    "q.going.out": "{name} gioca l'ultima tessera, {tile}; quell'ultima posa vale {placement} "
                   "grezzi. Le tessere rimaste agli altri giocatori sono mostrate.{note} Quanti "
                   "punti grezzi vale l'intero evento di fine mano?",
    "q.partner": "{partner} è il compagno di {name}.",
    "e.opponents": "I valori degli avversari insieme: {parts} = {total} → {rounded}, "
                   "arrotondati una sola volta (R22, R24).",
    "e.partner": "Il compagno {partner}: {total} → {rounded}, arrotondato da solo e sottratto "
                 "(R23).",
    "e.event": "Un solo evento: {placement} + {opponents} − {partner} = {raw} grezzi (R23).",
    "e.event.solo": "Un solo evento: {placement} + {opponents} = {raw} grezzi (R22).",
    "q.blocked": "La mano è bloccata: nessuno può posare e l'ossario è vuoto. Le tessere "
                 "rimaste a ogni giocatore sono mostrate. Quanti punti grezzi vale il gruppo di "
                 "{name}?",
    "e.group": "{name} ha {pips}. Gruppi avversari maggiori: {diffs} → {credit} (R25, R24).",
    "e.group.none": "{name} ha {pips}; nessun gruppo avversario è maggiore, quindi non vale "
                    "nulla (R25).",
    "e.group.partner": "Il gruppo del compagno {partner} non si confronta mai con esso (R25).",
    "diff": "{name} {big} − {pips} = {diff}",
    "q.deal": "{n} giocatori ricevono 5 tessere ciascuno dalle 28 del set. Quante tessere "
              "restano nell'ossario?",
    "e.deal": "Un set doppio sei ha 28 tessere (R4); {n} × 5 = {dealt} vengono distribuite, "
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
    "q.sheet": "Quanti tratti mostra il segnapunti cartaceo per {raw} grezzi?",
    "e.sheet": "Un tratto vale 5 grezzi, quindi {raw} grezzi sono {strokes} tratti: {tens} "
               "quadrati completi (una X grande con una x piccola in ogni spazio) e altri {rest} "
               "tratti (R28, D7).",
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
    "kind.going-out": "Ultima tessera",
    "kind.blocked": "Mano bloccata",
    "seat.title": "Si gioca in senso orario (R5)",
    "seat.title.pairs": "I compagni siedono uno di fronte all'altro; si gioca in senso orario "
                        "(R5)",
    "seat.sides": "{a} contro {b}",
    "seat.seat": "posto {n}",
    "seat.leads": "apre",
}

_EXERCISE_FI: dict[str, str] = {
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
    "q.score.open": "{name} avaa laatalla {tile}. Montako raakapistettä asetus tuottaa?",
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
    "e.deal": "Tuplakuutossarjassa on 28 laattaa (R4); {n} × 5 = {dealt} jaetaan, joten "
              "{left} jää nostopakkaan (R6).",
    "q.partner.of": "Neljä pelaajaa istuu pöydän ympärillä. Kuka on pelaajan {name} pari?",
    "q.next.of": "Kuka pelaa heti pelaajan {name} jälkeen?",
    "e.partner.of": "Parit istuvat vastakkain, joten {answer} on pelaajan {name} pari (R5).",
    "e.next.of": "Peli etenee myötäpäivään, joten {answer} pelaa heti pelaajan {name} jälkeen "
                 "(R5).",
    "q.draw": "On pelaajan {name} vuoro, ja hänen laattansa näytetään. Mitä pelaajan {name} "
              "on tehtävä?",
    "choice.place": "asettaa laatan",
    "choice.draw": "nostaa nostopakasta",
    "choice.pass": "ohittaa",
    "e.place": "{tile} sopii, joten pelaajan {name} on asetettava laatta eikä hän saa nostaa "
               "(R17).",
    "e.draw": "Mikään laatta ei sovi ja nostopakassa on {left} laattaa, joten {name} nostaa "
              "yhden kerrallaan, kunnes laatta sopii, ja asettaa sen heti (R18).",
    "e.pass": "Mikään laatta ei sovi ja nostopakka on tyhjä, joten {name} ohittaa (R19).",
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
               "{tens} täyttä merkkiä (iso X ja pieni x jokaisessa välissä) ja {rest} lisää "
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
    "kind.going-out": "Käden tyhjennys",
    "kind.blocked": "Tukkeutunut kierros",
    "seat.title": "Peli etenee myötäpäivään (R5)",
    "seat.title.pairs": "Parit istuvat vastakkain; peli etenee myötäpäivään (R5)",
    "seat.sides": "{a} vastaan {b}",
    "seat.seat": "paikka {n}",
    "seat.leads": "aloittaa",
}
EXERCISE_TEXTS: dict[str, dict[str, str]] = {"en": _EXERCISE_EN, "it": _EXERCISE_IT,
                                             "fi": _EXERCISE_FI}


#: The words of the kernel-free game viewer and the game page (fiveup_viz.page), per language.
PAGE_TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "start": "Start", "back": "Back", "next": "Next", "end": "End",
        "start_tip": "Start of the hand (Home)", "back_tip": "One step back (←)",
        "next_tip": "One step on (→)", "end_tip": "End of the hand, after its count (End)",
        "face_up": "Tiles face up", "hand": "Hand", "of": "of", "action": "action",
        "count": "end-of-hand count step",
        "keys": "Keys: ← → step, Home and End jump to the start and end of the hand "
                "(again: of the game).",
        "window": "This page holds hands {first} to {last} of {total}.",
        "viewer": "Game viewer",
    },
    "it": {
        "start": "Inizio", "back": "Indietro", "next": "Avanti", "end": "Fine",
        "start_tip": "Inizio della mano (Home)", "back_tip": "Un passo indietro (←)",
        "next_tip": "Un passo avanti (→)", "end_tip": "Fine della mano, dopo il conteggio (Fine)",
        "face_up": "Mani scoperte", "hand": "Mano", "of": "di", "action": "azione",
        "count": "passo del conteggio di fine mano",
        "keys": "Tasti: ← → un passo, Home e Fine saltano all'inizio e alla fine della mano "
                "(di nuovo: della partita).",
        "window": "Questa pagina contiene le mani da {first} a {last} di {total}.",
        "viewer": "Visore della partita",
    },
    "fi": {
        "start": "Alku", "back": "Edellinen", "next": "Seuraava", "end": "Loppu",
        "start_tip": "Kierroksen alku (Home)", "back_tip": "Askel taaksepäin (←)",
        "next_tip": "Askel eteenpäin (→)", "end_tip": "Kierroksen loppu loppupisteytyksen jälkeen (End)",
        "face_up": "Kädet kuvapuoli ylöspäin", "hand": "Kierros", "of": "/", "action": "siirto",
        "count": "loppupisteytyksen vaihe",
        "keys": "Näppäimet: ← → askel, Home ja End hyppäävät kierroksen alkuun ja loppuun "
                "(uudelleen: pelin).",
        "window": "Tällä sivulla ovat kierrokset {first}–{last}/{total}.",
        "viewer": "Pelin katselin",
    },
}


#: The text/plain form of the widgets and questions (`repr`, what a notebook shows where HTML
#: is not rendered), after the class name: `<HandEndViewer kierros 4: vaihe 1/8>`. A layout
#: is written as the Python that rebuilds it, in every language. `kind.*` name the exercise
#: kinds (the English is the kind's own name, `Practice("score")`).
REPR_TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "viewer": "{players}: hand {hand} of {hands}, {step} of {steps} actions",
        "viewer.count": "{where}, count step {k}",
        "hand-end": "hand {hand}: step {step} of {steps}",
        "table": "{players}: hand {hand}, scores {scores}",
        "explorer.one": "{n} tile: {layout}", "explorer.other": "{n} tiles: {layout}",
        "quiz.one": "of {n} question: {right} right",
        "quiz.other": "of {n} questions: {right} right",
        "practice": "{kind}: {right} of {asked} right, level {level}",
        "exercise": "{kind}: {question}",
        "question": "{kind} level {level}: {question}",
        "kind.score": "score", "kind.counted": "counted", "kind.legal": "legal",
        "kind.round": "round", "kind.going-out": "going-out", "kind.blocked": "blocked",
        "kind.deal": "deal", "kind.seating": "seating", "kind.draw": "draw",
        "kind.target": "target", "kind.sheet": "sheet",
    },
    "it": {
        "viewer": "{players}: mano {hand} di {hands}, {step} di {steps} azioni",
        "viewer.count": "{where}, passo {k} del conteggio",
        "hand-end": "mano {hand}: passo {step} di {steps}",
        "table": "{players}: mano {hand}, punteggi {scores}",
        "explorer.one": "{n} tessera: {layout}", "explorer.other": "{n} tessere: {layout}",
        "quiz.one": "di {n} domanda: {right} giuste",
        "quiz.other": "di {n} domande: {right} giuste",
        "practice": "{kind}: {right} giuste su {asked}, livello {level}",
        "exercise": "{kind}: {question}",
        "question": "{kind} livello {level}: {question}",
        "kind.score": "punti della posa", "kind.counted": "estremità conteggiate",
        "kind.legal": "punti di collegamento leciti", "kind.round": "arrotondamento",
        "kind.going-out": "ultima tessera", "kind.blocked": "mano bloccata",
        "kind.deal": "distribuzione", "kind.seating": "posti a tavola", "kind.draw": "pescare",
        "kind.target": "obiettivo", "kind.sheet": "segnapunti",
    },
    "fi": {
        "viewer": "{players}: kierros {hand}/{hands}, {step}/{steps} siirtoa",
        "viewer.count": "{where}, loppupisteytyksen vaihe {k}",
        "hand-end": "kierros {hand}: vaihe {step}/{steps}",
        "table": "{players}: kierros {hand}, pisteet {scores}",
        "explorer.one": "{n} laatta: {layout}", "explorer.other": "{n} laattaa: {layout}",
        "quiz.one": "{n} kysymys: {right} oikein",
        "quiz.other": "{n} kysymystä: {right} oikein",
        "practice": "{kind}: {right}/{asked} oikein, taso {level}",
        "exercise": "{kind}: {question}",
        "question": "{kind} taso {level}: {question}",
        "kind.score": "asetuspisteet", "kind.counted": "lasketut päät",
        "kind.legal": "lailliset jatkokohdat", "kind.round": "pyöristys",
        "kind.going-out": "käden tyhjennys", "kind.blocked": "tukkeutunut kierros",
        "kind.deal": "jako", "kind.seating": "istumajärjestys", "kind.draw": "nostaminen",
        "kind.target": "tavoite", "kind.sheet": "paperikirjanpito",
    },
}


#: What the errors of the package say (`fiveup_viz.errors.Message`), per language. The English
#: phrases are the error texts of RECORD.md and the API, byte for byte; `{rule}` places the rule
#: (otherwise it goes in brackets at the end). Values are tiles, numbers, quoted input or nested
#: messages.
_ERRORS_EN: dict[str, str] = {
    # -- where a record error is (RECORD.md error line)
    "where.hand": "hand {hand}: ", "where.action": "hand {hand} action {action}: ",
    # -- what a checked value is
    "what.player-name": "player {seat}'s name", "what.seat": "seat", "what.title": "title",
    "what.description": "description", "what.seed": "seed", "what.stop-hand": "stop's hand",
    "what.deal-of": "deal of seat {seat}", "what.boneyard": "boneyard",
    "char.surrogate": "an unpaired surrogate U+{code}",
    "char.noncharacter": "the noncharacter U+{code}",
    "char.control": "the control character U+{code}",
    "kind.domino": "domino", "kind.blocked": "blocked", "kind.target": "target",
    # -- tiles and sockets (R4, R11, R12)
    "tile.numbers": "not a double-six tile: {a}, {b}",
    "tile.text": "not a tile: {text}",
    "tile.form": "not a tile: {text} ({rule}: write it as [a|b])",
    "socket.unknown": "unknown socket {name}; sockets are {names}",
    "socket.none": "{tile} has no socket {socket}: a non-double has low and high ends",
    # -- placements (R4, R9-R13)
    "move.both": "a placement names both the tile it goes on and the socket, or neither for "
                 "the opening",
    "move.text": "not a move: {text}; write '[1|2]' or '[1|2] on [1|1] line-b'",
    "move.n": "move {n}: {error}",
    "table.absent": "{tile} is not on the table",
    "table.present": "{tile} is already on the table",
    "table.point": "{tile} must be placed on a legal point: only the opening tile is placed "
                   "without one",
    "table.empty": "the table is empty: the first tile opens and is placed without a target",
    "table.undo": "nothing to undo: the table is empty",
    "point.spinner": "{on} is a spinner: its sockets are line-a, line-b, branch-a, branch-b",
    "point.non-double": "{on} is not a double: its sockets are its low and high ends",
    "point.occupied": "{on} {socket} is already occupied by {by}",
    "point.branch": "{on} {socket} is a branch: a spinner's branches open only when both line "
                    "sides are occupied",
    "point.mismatch": "{tile} does not match {on} {socket}, which shows {value}",
    # -- turns: place, draw, pass (R17-R19)
    "play.not-held": "seat {seat} does not hold {tile}",
    "play.pending": "seat {seat} drew {tile} and must place it at once",
    "draw.pending": "seat {seat} drew {tile}, which can be placed, and must place it at once",
    "draw.empty": "the boneyard is empty: a player who cannot place passes",
    "draw.can-place": "seat {seat} can place a tile and must do so instead of drawing",
    "pass.can-place": "seat {seat} can place a tile and must do so",
    "pass.not-empty": "the boneyard is not empty: a player who cannot place draws",
    "coach.over": "the hand is over: there is no move to rank",
    "coach.no-move": "seat {seat} has no legal placement: it draws or passes",
    # -- hands and the game (R3, R5-R8, R20, R21, D3)
    "game.no-hand": "no hand has been dealt yet: call start_hand()",
    "game.over": "the game is over",
    "game.won": "the game is over: side {side} reached {target}",
    "game.hand-open": "the current hand has not ended yet",
    "game.hand-ended": "hand {n} has ended ({kind}); start the next hand",
    "leader.seat": "leader {leader} is not a seat of this game",
    "leader.forced": "seat {forced} went out and must lead, not seat {leader}",
    "deal.alone": "a boneyard is given only together with its deal: the deal and boneyard hold "
                  "the 28 tiles together",
    "deal.count": "the deal has {count} hands for {n} players",
    "deal.size": "seat {seat} was dealt {count} tiles, not {size}",
    "deal.twice": "{tile} appears twice in the deal and boneyard",
    "deal.lack": "the deal and boneyard lack {tiles}",
    # -- checked values (RECORD.md limits)
    "name.size": "{what} {name} must be 1 to {limit} characters, not only spaces (RECORD.md)",
    "name.char": "{what} {name} contains {bad} (RECORD.md)",
    "text.size": "{what} has {size} characters; at most {limit} (RECORD.md)",
    "players.count": "a game has 2, 3 or 4 players, not {n}",
    "count.least": "{what} must be at least {least}, not {value}",
    "seat.range": "{what} {seat} is not a seat of this game: seats are 0 to {last}",
    "index.range": "{what} {value} does not exist: there are {size} (0 to {last})",
    "index.none": "{what} {value} does not exist: there are none",
    "position.negative": "{what} {start}: hand and step count from 0",
    "hand.range": "hand {hand} does not exist: the game has {hands} hands (0 to {last}, or -1 "
                  "for the last)",
    "digits": "{what} has more than {digits} digits (RECORD.md)",
    # -- reading a record (RECORD.md)
    "json.utf8": "not UTF-8: byte 0x{byte} at offset {offset} cannot be decoded",
    "json.bom": "not JSON: the text starts with a byte order mark",
    "json.syntax": "not JSON: {why} at line {line} column {column}",
    "json.deep": "the document is nested deeper than {depth} levels",
    "json.digits": "an integer of {count} digits; at most {digits} are allowed",
    "json.big": "an integer of more than {digits} digits",
    "json.range": "the number {text} is out of range",
    "json.number": "{text} is not a JSON number",
    "json.value": "{type} is not a JSON value",
    "json.key": "a key is not text: {key}",
    "json.surrogate": "the text {text} has an unpaired surrogate, which is not Unicode",
    "record.object": "a record is a JSON object",
    "record.read": "cannot read {path}: {why}",
    "record.format": "format is {found}, not {format}",
    "record.version": "version {found} is not supported; this reader reads the integer "
                      "{version}",
    "record.key": "unknown key {key} (annotations start with '_')",
    "record.players": "players must be a list of 2 to 4 names",
    "record.seed": "seed must be an integer",
    "record.max-hands": "max_hands must be a positive integer",
    "record.text": "{what} must be text",
    "record.name": "{what} is text (str), not {type}",
    "record.hands": "hands must be a list",
    "record.stop": "stop's action count must be 0 or more, not {count}",
    "record.tile": "{what}: {error}",
    "record.over": "the game was already over: {why}",
    "record.won": "side {side} had reached 305",
    "record.max-played": "max_hands {count} were played",
    "hand.object": "a hand is a JSON object",
    "hand.missing": "missing key {key}",
    "hand.key": "unknown key {key}",
    "hand.key.top": "unknown key {key} (annotations starting with '_' are allowed only at the "
                    "top level)",
    "hand.deal": "deal must be a list of tile lists",
    "hand.boneyard": "boneyard must be a list of tiles",
    "hand.leader": "leader must be a seat number",
    "hand.actions": "actions must be a list",
    "hand.short": "the actions stop before the hand ends; only the last hand may",
    "action.after": "action after the hand ended ({kind}, {rule})",
    "action.object": "an action is a JSON object",
    "action.kinds": "an action has exactly one of play, draw or pass",
    "action.key": "unknown key {key} in a {kind} action",
    "action.seat": "seat {seat} is not a seat of this game",
    "action.turn": "seat {seat} acts out of turn: it is seat {turn}'s turn",
    "action.draw": "draw names {tile} but the next boneyard tile is {next}",
    "action.pass": "pass must be true",
    "action.opening": "the opening play has no 'on' or 'socket' key",
    "action.play": "a play after the opening names 'on' and 'socket'",
    "action.socket": "socket must be a socket name",
    # -- the command line's input
    "stdin.closed": "standard input is closed: there is no record to read",
    "stdin.read": "cannot read standard input: {why}",
    "stdin.surrogate": "not UTF-8: standard input holds an unpaired surrogate",
    "moves.stdin": "standard input is closed: there are no moves to read",
    "moves.read": "cannot read moves from {source}: {why}",
    "moves.utf8": "not UTF-8 text",
    "moves.none": "no moves to draw: give at least the opening tile, e.g. '[1|4]'",
    "cli.hand": "the record has {count} hands; hand {hand} does not exist",
    "cli.no-hands": "the record has no hands to show",
    "cli.step": "hand {hand} has {count} placements; step must be 1 to {count}",
    "cli.width": "--width must be between 50 and 20000 px, not {width}",
    "cli.rulebook": "the rule book is an HTML page: {out} must end in .html",
    "cli.write": "cannot write {path}: {why}",
    "cli.out-empty": "--out needs a file name, not an empty text",
    "cli.out-folder": "--out {out} is a folder; give the SVG file to write",
    "cli.out-missing": "--out {out}: the folder {folder} does not exist",
    "cli.diagrams-out": "--out {out} is not a folder; give the folder to write the diagrams into",
    "cli.usage": "{message} (see '{prog} --help')",
    "cli.strategies": "give one --strategy or one per seat ({n})",
    "cli.output": "the output",
    "cli.number": "{text} is not a number", "cli.integer": "{text} is not an integer",
    "cli.whole": "{text} is not a whole number of at least {least}",
    "cli.seed": "{text} is not an integer of at most {digits} digits",
    # -- the system's and the JSON reader's reasons, as they say them in English
    "os.ENOENT": "No such file or directory", "os.EACCES": "Permission denied",
    "os.EISDIR": "Is a directory", "os.ENOTDIR": "Not a directory",
    "os.ENOSPC": "No space left on device", "os.EROFS": "Read-only file system",
    "os.EPERM": "Operation not permitted", "os.ENAMETOOLONG": "File name too long",
    "os.ELOOP": "Too many levels of symbolic links", "os.EIO": "Input/output error",
    "os.EFBIG": "File too large", "os.EEXIST": "File exists",
    "json.why.value": "Expecting value",
    "json.why.name": "Expecting property name enclosed in double quotes",
    "json.why.colon": "Expecting ':' delimiter", "json.why.comma": "Expecting ',' delimiter",
    "json.why.extra": "Extra data", "json.why.control": "Invalid control character at",
    "json.why.string": "Unterminated string starting at", "json.why.escape": "Invalid \\escape",
    "json.why.unicode": "Invalid \\uXXXX escape",
    "answer.point": "not a point of the layout: {item}",
    "answer.opening": "{item} is an opening, not a point of the layout",
    # -- drawings and their export
    "theme.unknown": "unknown theme {theme}; themes are {themes}",
    "export.format": "cannot tell the format of {path}: the file name must end in {formats}",
    "export.font": "no font to draw the text with: install DejaVu Sans (Debian: apt-get "
                   "install fonts-dejavu-core)",
    "export.extra": "PNG and PDF output need the optional extra '{extra}' ({module} is "
                    "missing): {install}",
    "export.dpi": "--dpi must be between 10 and 1200, not {dpi}",
    "export.pixels": "a {width} x {height} px drawing at {dpi} dpi would be {pixels} million "
                     "pixels (at most {most}): lower --dpi or --width",
    "export.size": "not a drawing of this package: the <svg> has no width and height",
}

_ERRORS_IT: dict[str, str] = {
    "where.hand": "mano {hand}: ", "where.action": "mano {hand} azione {action}: ",
    "what.player-name": "il nome del giocatore {seat}", "what.seat": "il posto",
    "what.title": "il titolo", "what.description": "la descrizione", "what.seed": "il seme",
    "what.stop-hand": "la mano indicata da stop", "what.deal-of": "tessere distribuite al posto {seat}",
    "what.boneyard": "ossario",
    "char.surrogate": "un surrogato spaiato U+{code}",
    "char.noncharacter": "il non-carattere U+{code}",
    "char.control": "il carattere di controllo U+{code}",
    "kind.domino": "ultima tessera", "kind.blocked": "mano bloccata",
    "kind.target": "305 raggiunto",
    "tile.numbers": "non è una tessera del doppio sei: {a}, {b}",
    "tile.text": "non è una tessera: {text}",
    "tile.form": "non è una tessera: {text} ({rule}: scrivila come [a|b])",
    "socket.unknown": "attacco sconosciuto {name}; gli attacchi sono {names}",
    "socket.none": "{tile} non ha l'attacco {socket}: una tessera non doppia ha un'estremità "
                   "minore e una maggiore",
    "move.both": "una posa indica sia la tessera su cui va sia l'attacco, oppure nessuno dei "
                 "due per l'apertura",
    "move.text": "non è una posa: {text}; scrivi '[1|2]' o '[1|2] on [1|1] line-b'",
    "move.n": "posa {n}: {error}",
    "table.absent": "{tile} non è sul tavolo",
    "table.present": "{tile} è già sul tavolo",
    "table.point": "{tile} va posata su un punto di collegamento lecito: solo la tessera di "
                   "apertura si posa senza",
    "table.empty": "il tavolo è vuoto: la prima tessera apre e si posa senza collegamento",
    "table.undo": "niente da annullare: il tavolo è vuoto",
    "point.spinner": "{on} è uno spinner: i suoi attacchi sono lato lineare A, lato lineare B, "
                     "ramo A e ramo B",
    "point.non-double": "{on} non è una doppia: i suoi attacchi sono l'estremità minore e "
                        "quella maggiore",
    "point.occupied": "{on} ({socket}): c'è già {by}",
    "point.branch": "{on} ({socket}) è un ramo: i rami di uno spinner si aprono solo quando "
                    "entrambi i lati lineari sono occupati",
    "point.mismatch": "{tile} non combacia con {on} ({socket}), che mostra {value}",
    "play.not-held": "il giocatore al posto {seat} non ha in mano {tile}",
    "play.pending": "il giocatore al posto {seat} ha pescato {tile} e deve posarla subito",
    "draw.pending": "il giocatore al posto {seat} ha pescato {tile}, che è giocabile, e deve "
                    "posarla subito",
    "draw.empty": "l'ossario è vuoto: chi non può posare passa",
    "draw.can-place": "il giocatore al posto {seat} può posare una tessera e deve farlo invece "
                      "di pescare",
    "pass.can-place": "il giocatore al posto {seat} può posare una tessera e deve farlo",
    "pass.not-empty": "l'ossario non è vuoto: chi non può posare pesca",
    "coach.over": "la mano è finita: non c'è nessuna posa da valutare",
    "coach.no-move": "il giocatore al posto {seat} non ha pose lecite: pesca o passa",
    "game.no-hand": "non è ancora stata distribuita nessuna mano: chiama start_hand()",
    "game.over": "la partita è finita",
    "game.won": "la partita è finita: la parte {side} ha raggiunto {target}",
    "game.hand-open": "la mano in corso non è ancora finita",
    "game.hand-ended": "la mano {n} è finita ({kind}); distribuisci la mano successiva",
    "leader.seat": "{leader}, indicato come chi apre la mano, non è un posto di questa partita",
    "leader.forced": "il giocatore al posto {forced} ha giocato l'ultima tessera e apre la "
                     "prossima mano, non il giocatore al posto {leader}",
    "deal.alone": "l'ossario si indica solo insieme alla distribuzione: distribuzione e "
                  "ossario contengono insieme le 28 tessere",
    "deal.count": "la distribuzione ha {count} gruppi di tessere per {n} giocatori",
    "deal.size": "al posto {seat} sono state distribuite {count} tessere, non {size}",
    "deal.twice": "{tile} compare due volte tra distribuzione e ossario",
    "deal.lack": "alla distribuzione e all'ossario mancano {tiles}",
    "name.size": "{what} {name} deve avere da 1 a {limit} caratteri, non solo spazi (RECORD.md)",
    "name.char": "{what} {name} contiene {bad} (RECORD.md)",
    "text.size": "{what} ha {size} caratteri; al massimo {limit} (RECORD.md)",
    "players.count": "una partita ha 2, 3 o 4 giocatori, non {n}",
    "count.least": "{what} deve essere almeno {least}, non {value}",
    "seat.range": "{what} {seat} non è un posto di questa partita: i posti vanno da 0 a {last}",
    "index.range": "{what} {value} non esiste: ce ne sono {size} (da 0 a {last})",
    "index.none": "{what} {value} non esiste: non ce n'è nessuno",
    "position.negative": "{what} {start}: mano e passo si contano da 0",
    "hand.range": "la mano {hand} non esiste: la partita ha {hands} mani (da 0 a {last}, o -1 "
                  "per l'ultima)",
    "digits": "{what} ha più di {digits} cifre (RECORD.md)",
    "json.utf8": "non è UTF-8: il byte 0x{byte} alla posizione {offset} non si può decodificare",
    "json.bom": "non è JSON: il testo inizia con un byte order mark",
    "json.syntax": "non è JSON: {why} alla riga {line} colonna {column}",
    "json.deep": "il documento è annidato per più di {depth} livelli",
    "json.digits": "un intero di {count} cifre; ne sono ammesse al massimo {digits}",
    "json.big": "un intero di più di {digits} cifre",
    "json.range": "il numero {text} è fuori intervallo",
    "json.number": "{text} non è un numero JSON",
    "json.value": "{type} non è un valore JSON",
    "json.key": "una chiave non è testo: {key}",
    "json.surrogate": "il testo {text} contiene un surrogato spaiato, che non è Unicode",
    "record.object": "una registrazione è un oggetto JSON",
    "record.read": "impossibile leggere {path}: {why}",
    "record.format": "format è {found}, non {format}",
    "record.version": "la versione {found} non è supportata; questo lettore legge l'intero "
                      "{version}",
    "record.key": "chiave sconosciuta {key} (le annotazioni iniziano con '_')",
    "record.players": "players deve essere un elenco da 2 a 4 nomi",
    "record.seed": "seed deve essere un intero",
    "record.max-hands": "max_hands deve essere un intero positivo",
    "record.text": "{what} deve essere testo",
    "record.name": "{what} deve essere testo (str), non {type}",
    "record.hands": "hands deve essere un elenco",
    "record.stop": "il numero di azioni indicato da stop deve essere 0 o più, non {count}",
    "record.tile": "{what}: {error}",
    "record.over": "la partita era già finita: {why}",
    "record.won": "la parte {side} aveva raggiunto 305",
    "record.max-played": "erano già state giocate {count} mani (max_hands)",
    "hand.object": "una mano è un oggetto JSON",
    "hand.missing": "manca la chiave {key}",
    "hand.key": "chiave sconosciuta {key}",
    "hand.key.top": "chiave sconosciuta {key} (le annotazioni che iniziano con '_' sono "
                    "ammesse solo al primo livello)",
    "hand.deal": "deal deve essere un elenco di elenchi di tessere",
    "hand.boneyard": "boneyard deve essere un elenco di tessere",
    "hand.leader": "leader deve essere il numero di un posto",
    "hand.actions": "actions deve essere un elenco",
    "hand.short": "le azioni si fermano prima della fine della mano; può farlo solo l'ultima "
                  "mano",
    "action.after": "azione dopo la fine della mano ({kind}, {rule})",
    "action.object": "un'azione è un oggetto JSON",
    "action.kinds": "un'azione ha esattamente una delle chiavi play, draw o pass",
    "action.key": "chiave sconosciuta {key} in un'azione {kind}",
    "action.seat": "il posto {seat} non è un posto di questa partita",
    "action.turn": "il giocatore al posto {seat} gioca fuori turno: è il turno del posto {turn}",
    "action.draw": "draw indica {tile} ma la prossima tessera dell'ossario è {next}",
    "action.pass": "pass deve essere true",
    "action.opening": "la posa di apertura non ha la chiave 'on' né 'socket'",
    "action.play": "una posa dopo l'apertura indica 'on' e 'socket'",
    "action.socket": "socket deve essere il nome di un attacco",
    "stdin.closed": "lo standard input è chiuso: non c'è nessuna registrazione da leggere",
    "stdin.read": "impossibile leggere lo standard input: {why}",
    "stdin.surrogate": "non è UTF-8: lo standard input contiene un surrogato spaiato",
    "moves.stdin": "lo standard input è chiuso: non ci sono pose da leggere",
    "moves.read": "impossibile leggere le pose da {source}: {why}",
    "moves.utf8": "non è testo UTF-8",
    "moves.none": "nessuna posa da disegnare: indica almeno la tessera di apertura, per "
                  "esempio '[1|4]'",
    "cli.hand": "la registrazione ha {count} mani; la mano {hand} non esiste",
    "cli.no-hands": "la registrazione non ha mani da mostrare",
    "cli.step": "la mano {hand} ha {count} pose; il passo va da 1 a {count}",
    "cli.width": "--width deve essere tra 50 e 20000 px, non {width}",
    "cli.rulebook": "il regolamento è una pagina HTML: {out} deve finire in .html",
    "cli.write": "impossibile scrivere {path}: {why}",
    "cli.out-empty": "--out richiede un nome di file, non un testo vuoto",
    "cli.out-folder": "--out {out} è una cartella; indica il file SVG da scrivere",
    "cli.out-missing": "--out {out}: la cartella {folder} non esiste",
    "cli.diagrams-out": "--out {out} non è una cartella; indica la cartella in cui scrivere i "
                        "diagrammi",
    "cli.usage": "{message} (vedi '{prog} --help')",
    "cli.strategies": "indica una sola --strategy o una per posto ({n})",
    "cli.output": "l'uscita",
    "cli.number": "{text} non è un numero", "cli.integer": "{text} non è un numero intero",
    "cli.whole": "{text} non è un numero intero di almeno {least}",
    "cli.seed": "{text} non è un intero di al massimo {digits} cifre",
    "os.ENOENT": "file o cartella inesistente", "os.EACCES": "permesso negato",
    "os.EISDIR": "è una cartella", "os.ENOTDIR": "non è una cartella",
    "os.ENOSPC": "spazio esaurito sul dispositivo", "os.EROFS": "filesystem di sola lettura",
    "os.EPERM": "operazione non permessa", "os.ENAMETOOLONG": "nome del file troppo lungo",
    "os.ELOOP": "troppi livelli di collegamenti simbolici", "os.EIO": "errore di input/output",
    "os.EFBIG": "file troppo grande", "os.EEXIST": "il file esiste già",
    "json.why.value": "atteso un valore",
    "json.why.name": "atteso un nome di proprietà tra virgolette doppie",
    "json.why.colon": "atteso il separatore ':'", "json.why.comma": "atteso il separatore ','",
    "json.why.extra": "dati in più", "json.why.control": "carattere di controllo non valido",
    "json.why.string": "stringa non chiusa che inizia", "json.why.escape": "sequenza \\ non valida",
    "json.why.unicode": "sequenza \\uXXXX non valida",
    "answer.point": "non è un punto dello schema: {item}",
    "answer.opening": "{item} è un'apertura, non un punto dello schema",
    "theme.unknown": "tema sconosciuto {theme}; i temi sono {themes}",
    "export.format": "impossibile capire il formato di {path}: il nome del file deve finire "
                     "in {formats}",
    "export.font": "nessun carattere tipografico per scrivere il testo: installa DejaVu Sans "
                   "(Debian: apt-get install fonts-dejavu-core)",
    "export.extra": "l'uscita PNG e PDF richiede il componente opzionale '{extra}' (manca "
                    "{module}): {install}",
    "export.dpi": "--dpi deve essere tra 10 e 1200, non {dpi}",
    "export.pixels": "un disegno di {width} x {height} px a {dpi} dpi sarebbe di {pixels} "
                     "milioni di pixel (al massimo {most}): riduci --dpi o --width",
    "export.size": "non è un disegno di questo pacchetto: l'<svg> non ha larghezza e altezza",
}

_ERRORS_FI: dict[str, str] = {
    "where.hand": "kierros {hand}: ", "where.action": "kierros {hand} siirto {action}: ",
    "what.player-name": "pelaajan {seat} nimi", "what.seat": "paikka",
    "what.title": "otsikko", "what.description": "kuvaus", "what.seed": "siemenluku",
    "what.stop-hand": "pysäytyskohdan kierros", "what.deal-of": "paikan {seat} jako",
    "what.boneyard": "nostopakka",
    "char.surrogate": "parittoman sijaismerkin U+{code}",
    "char.noncharacter": "ei-merkin U+{code}",
    "char.control": "ohjausmerkin U+{code}",
    "kind.domino": "käden tyhjennys", "kind.blocked": "tukkeutunut kierros",
    "kind.target": "305 saavutettu",
    "tile.numbers": "ei tuplakuutossarjan laatta: {a}, {b}",
    "tile.text": "ei laatta: {text}",
    "tile.form": "ei laatta: {text} ({rule}: kirjoita muodossa [a|b])",
    "socket.unknown": "tuntematon liitoskohta {name}; liitoskohdat ovat {names}",
    "socket.none": "laatalla {tile} ei ole liitoskohtaa {socket}: muulla kuin tuplalla on "
                   "pienempi ja suurempi pää",
    "move.both": "asetus nimeää sekä laatan, johon se liitetään, että liitoskohdan, tai "
                 "avauksessa ei kumpaakaan",
    "move.text": "ei asetus: {text}; kirjoita '[1|2]' tai '[1|2] on [1|1] line-b'",
    "move.n": "asetus {n}: {error}",
    "table.absent": "{tile} ei ole pöydässä",
    "table.present": "{tile} on jo pöydässä",
    "table.point": "{tile} on asetettava lailliseen jatkokohtaan: vain avauslaatta asetetaan "
                   "ilman sitä",
    "table.empty": "pöytä on tyhjä: ensimmäinen laatta avaa ja asetetaan ilman jatkokohtaa",
    "table.undo": "ei mitään peruttavaa: pöytä on tyhjä",
    "point.spinner": "{on} on spinneri: sen liitoskohdat ovat linja A, linja B, haara A ja "
                     "haara B",
    "point.non-double": "{on} ei ole tupla: sen liitoskohdat ovat sen pienempi ja suurempi pää",
    "point.occupied": "laatan {on} kohdassa {socket} on jo laatta {by}",
    "point.branch": "laatan {on} {socket} on haara: spinnerin haarat avautuvat vasta, kun sen "
                    "molemmat linjat on käytetty",
    "point.mismatch": "{tile} ei sovi laatan {on} kohtaan {socket}, jonka arvo on {value}",
    "play.not-held": "paikan {seat} pelaajalla ei ole laattaa {tile}",
    "play.pending": "paikan {seat} pelaaja nosti laatan {tile}, ja se on asetettava heti",
    "draw.pending": "paikan {seat} pelaaja nosti laatan {tile}, joka sopii, ja se on "
                    "asetettava heti",
    "draw.empty": "nostopakka on tyhjä: pelaaja, joka ei voi asettaa laattaa, ohittaa",
    "draw.can-place": "paikan {seat} pelaaja voi asettaa laatan, ja sen on tehtävä niin "
                      "nostamisen sijaan",
    "pass.can-place": "paikan {seat} pelaaja voi asettaa laatan, ja sen on tehtävä niin",
    "pass.not-empty": "nostopakka ei ole tyhjä: pelaaja, joka ei voi asettaa laattaa, nostaa",
    "coach.over": "kierros on päättynyt: ei ole asetusta arvioitavaksi",
    "coach.no-move": "paikan {seat} pelaajalla ei ole laillista asetusta: se nostaa tai ohittaa",
    "game.no-hand": "yhtään kierrosta ei ole vielä jaettu: kutsu start_hand()",
    "game.over": "peli on päättynyt",
    "game.won": "peli on päättynyt: puoli {side} saavutti {target}",
    "game.hand-open": "meneillään oleva kierros ei ole vielä päättynyt",
    "game.hand-ended": "kierros {n} on päättynyt ({kind}); jaa seuraava kierros",
    "leader.seat": "aloittaja {leader} ei ole tämän pelin paikka",
    "leader.forced": "paikan {forced} pelaaja tyhjensi kätensä ja aloittaa, ei paikan {leader} pelaaja",
    "deal.alone": "nostopakka annetaan vain yhdessä jaon kanssa: jako ja nostopakka sisältävät "
                  "yhdessä 28 laattaa",
    "deal.count": "jaossa on {count} laattaryhmää {n} pelaajalle",
    "deal.size": "paikalle {seat} jaettiin {count} laattaa, ei {size}",
    "deal.twice": "{tile} esiintyy kahdesti jaossa ja nostopakassa",
    "deal.lack": "jaosta ja nostopakasta puuttuvat {tiles}",
    "name.size": "{what} {name} ei kelpaa: siinä on oltava 1–{limit} merkkiä, eikä se saa olla "
                 "pelkkiä välilyöntejä (RECORD.md)",
    "name.char": "{what} {name} sisältää {bad} (RECORD.md)",
    "text.size": "{what}: {size} merkkiä; enintään {limit} sallitaan (RECORD.md)",
    "players.count": "pelissä on 2, 3 tai 4 pelaajaa, ei {n}",
    "count.least": "arvon {what} on oltava vähintään {least}, ei {value}",
    "seat.range": "{what} {seat} ei ole tämän pelin paikka: paikat ovat 0–{last}",
    "index.range": "{what} {value} ei ole olemassa: niitä on {size} (0–{last})",
    "index.none": "{what} {value} ei ole olemassa: niitä ei ole yhtään",
    "position.negative": "{what} {start}: kierros ja vaihe lasketaan nollasta",
    "hand.range": "kierrosta {hand} ei ole olemassa: pelissä on {hands} kierrosta (0–{last}, "
                  "tai -1 viimeiselle)",
    "digits": "{what} on yli {digits} numeron pituinen (RECORD.md)",
    "json.utf8": "ei UTF-8:aa: tavua 0x{byte} kohdassa {offset} ei voi purkaa",
    "json.bom": "ei JSONia: teksti alkaa BOM-merkillä (byte order mark)",
    "json.syntax": "ei JSONia: {why} rivillä {line} sarakkeessa {column}",
    "json.deep": "asiakirja on sisäkkäinen yli {depth} tason syvyydeltä",
    "json.digits": "{count} numeron kokonaisluku; enintään {digits} sallitaan",
    "json.big": "yli {digits} numeron kokonaisluku",
    "json.range": "luku {text} on sallitun alueen ulkopuolella",
    "json.number": "{text} ei ole JSON-luku",
    "json.value": "{type} ei ole JSON-arvo",
    "json.key": "avain ei ole tekstiä: {key}",
    "json.surrogate": "tekstissä {text} on pariton sijaismerkki, joka ei ole Unicodea",
    "record.object": "tallenne on JSON-olio",
    "record.read": "tiedostoa {path} ei voi lukea: {why}",
    "record.format": "format on {found}, ei {format}",
    "record.version": "versiota {found} ei tueta; tämä lukija lukee kokonaisluvun {version}",
    "record.key": "tuntematon avain {key} (huomautukset alkavat merkillä '_')",
    "record.players": "avaimen players arvon on oltava 2–4 nimen luettelo",
    "record.seed": "avaimen seed arvon on oltava kokonaisluku",
    "record.max-hands": "avaimen max_hands arvon on oltava positiivinen kokonaisluku",
    "record.text": "{what}: arvon on oltava tekstiä",
    "record.name": "{what}: arvon on oltava tekstiä (str), ei {type}",
    "record.hands": "avaimen hands arvon on oltava luettelo",
    "record.stop": "pysäytyskohdan siirtojen määrän on oltava 0 tai enemmän, ei {count}",
    "record.tile": "{what}: {error}",
    "record.over": "peli oli jo päättynyt: {why}",
    "record.won": "puoli {side} oli saavuttanut 305",
    "record.max-played": "{count} kierrosta (max_hands) oli jo pelattu",
    "hand.object": "kierros on JSON-olio",
    "hand.missing": "avain {key} puuttuu",
    "hand.key": "tuntematon avain {key}",
    "hand.key.top": "tuntematon avain {key} (merkillä '_' alkavat huomautukset sallitaan vain "
                    "ylimmällä tasolla)",
    "hand.deal": "avaimen deal arvon on oltava laattaluetteloiden luettelo",
    "hand.boneyard": "avaimen boneyard arvon on oltava laattojen luettelo",
    "hand.leader": "avaimen leader arvon on oltava paikan numero",
    "hand.actions": "avaimen actions arvon on oltava luettelo",
    "hand.short": "siirrot loppuvat ennen kierroksen loppua; vain viimeinen kierros saa loppua "
                  "kesken",
    "action.after": "siirto kierroksen päätyttyä ({kind}, {rule})",
    "action.object": "siirto on JSON-olio",
    "action.kinds": "siirrossa on täsmälleen yksi avaimista play, draw ja pass",
    "action.key": "tuntematon avain {key} {kind}-siirrossa",
    "action.seat": "paikka {seat} ei ole tämän pelin paikka",
    "action.turn": "paikan {seat} pelaaja toimii vuorottaan: vuoro on paikalla {turn}",
    "action.draw": "draw nimeää laatan {tile}, mutta nostopakan seuraava laatta on {next}",
    "action.pass": "avaimen pass arvon on oltava true",
    "action.opening": "avausasetuksessa ei ole avainta 'on' eikä 'socket'",
    "action.play": "avauksen jälkeinen asetus nimeää avaimet 'on' ja 'socket'",
    "action.socket": "avaimen socket arvon on oltava liitoskohdan nimi",
    "stdin.closed": "vakiosyöte on suljettu: luettavaa tallennetta ei ole",
    "stdin.read": "vakiosyötettä ei voi lukea: {why}",
    "stdin.surrogate": "ei UTF-8:aa: vakiosyötteessä on pariton sijaismerkki",
    "moves.stdin": "vakiosyöte on suljettu: luettavia asetuksia ei ole",
    "moves.read": "asetuksia ei voi lukea lähteestä {source}: {why}",
    "moves.utf8": "ei UTF-8-tekstiä",
    "moves.none": "ei piirrettäviä asetuksia: anna ainakin avauslaatta, esimerkiksi '[1|4]'",
    "cli.hand": "tallenteessa on {count} kierrosta; kierrosta {hand} ei ole olemassa",
    "cli.no-hands": "tallenteessa ei ole näytettäviä kierroksia",
    "cli.step": "kierroksessa {hand} on {count} asetusta; vaiheen on oltava 1–{count}",
    "cli.width": "arvon --width on oltava 50–20000 px, ei {width}",
    "cli.rulebook": "sääntökirja on HTML-sivu: tiedoston {out} nimen on päätyttävä .html",
    "cli.write": "tiedostoon {path} ei voi kirjoittaa: {why}",
    "cli.out-empty": "--out tarvitsee tiedostonimen, ei tyhjää tekstiä",
    "cli.out-folder": "--out {out} on kansio; anna kirjoitettava SVG-tiedosto",
    "cli.out-missing": "--out {out}: kansiota {folder} ei ole olemassa",
    "cli.diagrams-out": "--out {out} ei ole kansio; anna kansio, johon kaaviot kirjoitetaan",
    "cli.usage": "{message} (katso '{prog} --help')",
    "cli.strategies": "anna yksi --strategy tai yksi kullekin paikalle ({n})",
    "cli.output": "tuloste",
    "cli.number": "{text} ei ole luku", "cli.integer": "{text} ei ole kokonaisluku",
    "cli.whole": "{text} ei ole kokonaisluku, joka on vähintään {least}",
    "cli.seed": "{text} ei ole enintään {digits} numeron kokonaisluku",
    "os.ENOENT": "tiedostoa tai kansiota ei ole", "os.EACCES": "lupa evätty",
    "os.EISDIR": "on kansio", "os.ENOTDIR": "ei ole kansio",
    "os.ENOSPC": "laitteella ei ole tilaa", "os.EROFS": "vain luku -tiedostojärjestelmä",
    "os.EPERM": "toiminto ei ole sallittu", "os.ENAMETOOLONG": "tiedostonimi on liian pitkä",
    "os.ELOOP": "liikaa symbolisten linkkien tasoja", "os.EIO": "siirräntävirhe",
    "os.EFBIG": "tiedosto on liian suuri", "os.EEXIST": "tiedosto on jo olemassa",
    "json.why.value": "odotettiin arvoa",
    "json.why.name": "odotettiin lainausmerkeissä olevaa ominaisuuden nimeä",
    "json.why.colon": "odotettiin erotinta ':'", "json.why.comma": "odotettiin erotinta ','",
    "json.why.extra": "ylimääräistä dataa", "json.why.control": "virheellinen ohjausmerkki",
    "json.why.string": "päättymätön merkkijono alkaa", "json.why.escape": "virheellinen \\-merkintä",
    "json.why.unicode": "virheellinen \\uXXXX-merkintä",
    "answer.point": "ei ole pelikuvion kohta: {item}",
    "answer.opening": "{item} on avaus, ei pelikuvion kohta",
    "theme.unknown": "tuntematon teema {theme}; teemat ovat {themes}",
    "export.format": "tiedoston {path} muotoa ei tunnisteta: nimen on päätyttävä johonkin "
                     "näistä: {formats}",
    "export.font": "tekstin piirtämiseen ei ole fonttia: asenna DejaVu Sans (Debian: apt-get "
                   "install fonts-dejavu-core)",
    "export.extra": "PNG- ja PDF-tulostus tarvitsee valinnaisen lisäosan '{extra}' ({module} "
                    "puuttuu): {install}",
    "export.dpi": "arvon --dpi on oltava 10–1200, ei {dpi}",
    "export.pixels": "{width} x {height} px:n piirros {dpi} dpi:n tarkkuudella olisi {pixels} "
                     "miljoonaa pikseliä (enintään {most}): pienennä arvoa --dpi tai --width",
    "export.size": "ei tämän paketin piirros: elementillä <svg> ei ole leveyttä eikä korkeutta",
}

ERROR_TEXTS: dict[str, dict[str, str]] = {"en": _ERRORS_EN, "it": _ERRORS_IT, "fi": _ERRORS_FI}


#: The command line's words (`fiveup-viz --help` and each command's), per language: the
#: description, each command's and each option's help, and the metavars (`meta.*`; in English
#: argparse's own names are kept, so the English is the `meta.*` text only where argparse
#: would print the same).
_CLI_EN: dict[str, str] = {
    "description": "Exact 61 Five Up: games, records and diagrams.",
    "simulate": "play bot games and print their records as JSON",
    "review": "rate every placement of a record against the coach",
    "replay": "check a record and summarise it",
    "describe": "describe a layout in words",
    "render": "draw a layout as SVG",
    "draw": "draw the layout after some placements (SVG, PNG or PDF)",
    "html": "write a game as one self-contained web page",
    "rulebook": "write the illustrated rule book as one printable HTML page",
    "diagrams": "regenerate the rule diagrams and the rule books",
    "opt.players": "players in each game (R5)",
    "opt.seed": "seed of the first game; game k uses seed + k (D4)",
    "opt.strategy": "one per seat, or one for all (default greedy)",
    "opt.games": "records to print, one per line",
    "opt.max-hands": "hands at most in each game (D3)",
    "opt.file": "a record file, or - for stdin",
    "opt.budget": "coach milliseconds per move",
    "opt.coach-seed": "the coach's sampling seed",
    "opt.lang": "language of the output (default: from the environment, LANGUAGE, LC_ALL, "
                "LC_MESSAGES or LANG, as gettext reads it)",
    "opt.json": "print the score log (RECORD.md)",
    "opt.summary-lang": "language of the summary",
    "opt.hand": "0-based hand index",
    "opt.step": "placements so far (1 or more)",
    "opt.svg-out": "the SVG file to write",
    "opt.hand-frame": "frame the whole hand, so every step lines up",
    "opt.numerals": "numerals instead of pips",
    "opt.moves": "a move as in Layout.from_moves ('[1|4]', '[1|1] on [1|4] low'), or a file "
                 "with one move a line, or - for stdin",
    "opt.draw-out": "the file to write; .svg, .png or .pdf (PNG and PDF need the extra "
                    "'export')",
    "opt.theme": "the drawing's colours",
    "opt.no-caption": "tiles and marks only",
    "opt.no-legend": "the caption without its legend",
    "opt.width": "drawing width in px (default: natural size)",
    "opt.highlight-last": "ring the last placed tile (default: ring it)",
    "opt.dpi": "PNG resolution: dpi/96 pixels per px (default {dpi})",
    "opt.html-out": "the HTML file to write",
    "opt.page-hand": "0-based hand the page opens at",
    "opt.book-lang": "fi and it: the source text with its figures; en: RULES.md",
    "opt.folder": "the folder to write into (default assets)",
    "opt.diagram-lang": "one language, or all of them (default all)",
    "meta.command": "COMMAND", "meta.file": "file", "meta.move": "MOVE",
    "meta.players": "PLAYERS", "meta.seed": "SEED", "meta.strategy": "STRATEGY",
    "meta.games": "GAMES", "meta.max-hands": "MAX_HANDS", "meta.budget": "BUDGET",
    "meta.lang": "LANG", "meta.hand": "HAND", "meta.step": "STEP", "meta.out": "OUT",
    "meta.theme": "THEME", "meta.width": "WIDTH", "meta.dpi": "DPI",
    "progress.games": "games",
}

_CLI_IT: dict[str, str] = {
    "description": "Exact 61 Five Up: partite, registrazioni e diagrammi.",
    "simulate": "gioca partite tra bot e stampa le loro registrazioni in JSON",
    "review": "valuta ogni posa di una registrazione confrontandola con il coach",
    "replay": "controlla una registrazione e la riassume",
    "describe": "descrive uno schema a parole",
    "render": "disegna uno schema in SVG",
    "draw": "disegna lo schema dopo alcune pose (SVG, PNG o PDF)",
    "html": "scrive una partita come un'unica pagina web autonoma",
    "rulebook": "scrive il regolamento illustrato come un'unica pagina HTML stampabile",
    "diagrams": "rigenera i diagrammi delle regole e i regolamenti",
    "opt.players": "giocatori in ogni partita (R5)",
    "opt.seed": "seme della prima partita; la partita k usa seme + k (D4)",
    "opt.strategy": "una per posto, o una per tutti (predefinita greedy)",
    "opt.games": "registrazioni da stampare, una per riga",
    "opt.max-hands": "numero massimo di mani in ogni partita (D3)",
    "opt.file": "un file di registrazione, o - per lo standard input",
    "opt.budget": "millisecondi del coach per ogni posa",
    "opt.coach-seed": "il seme di campionamento del coach",
    "opt.lang": "lingua dell'uscita (predefinita: dall'ambiente, LANGUAGE, LC_ALL, LC_MESSAGES "
                "o LANG, come li legge gettext)",
    "opt.json": "stampa il registro dei punteggi (RECORD.md)",
    "opt.summary-lang": "lingua del riassunto",
    "opt.hand": "indice della mano, a partire da 0",
    "opt.step": "pose fatte finora (1 o più)",
    "opt.svg-out": "il file SVG da scrivere",
    "opt.hand-frame": "inquadra l'intera mano, così ogni passo resta allineato",
    "opt.numerals": "cifre invece dei puntini",
    "opt.moves": "una posa come in Layout.from_moves ('[1|4]', '[1|1] on [1|4] low'), o un "
                 "file con una posa per riga, o - per lo standard input",
    "opt.draw-out": "il file da scrivere; .svg, .png o .pdf (PNG e PDF richiedono il "
                    "componente opzionale 'export')",
    "opt.theme": "i colori del disegno",
    "opt.no-caption": "solo tessere e segni",
    "opt.no-legend": "la didascalia senza la sua legenda",
    "opt.width": "larghezza del disegno in px (predefinita: la dimensione naturale)",
    "opt.highlight-last": "cerchia l'ultima tessera posata (predefinito: sì)",
    "opt.dpi": "risoluzione PNG: dpi/96 pixel per px (predefinita {dpi})",
    "opt.html-out": "il file HTML da scrivere",
    "opt.page-hand": "la mano, a partire da 0, a cui si apre la pagina",
    "opt.book-lang": "fi e it: il testo originale con le sue figure; en: RULES.md",
    "opt.folder": "la cartella in cui scrivere (predefinita assets)",
    "opt.diagram-lang": "una lingua, o tutte (predefinito all)",
    "meta.command": "COMANDO", "meta.file": "file", "meta.move": "POSA",
    "meta.players": "GIOCATORI", "meta.seed": "SEME", "meta.strategy": "STRATEGIA",
    "meta.games": "PARTITE", "meta.max-hands": "MANI", "meta.budget": "MS",
    "meta.lang": "LINGUA", "meta.hand": "MANO", "meta.step": "PASSO", "meta.out": "USCITA",
    "meta.theme": "TEMA", "meta.width": "LARGHEZZA", "meta.dpi": "DPI",
    "progress.games": "partite",
}

_CLI_FI: dict[str, str] = {
    "description": "Exact 61 Five Up: pelit, tallenteet ja kaaviot.",
    "simulate": "pelaa bottien pelejä ja tulosta niiden tallenteet JSON-muodossa",
    "review": "arvioi tallenteen jokainen asetus valmentajan avulla",
    "replay": "tarkista tallenne ja tee siitä yhteenveto",
    "describe": "kuvaile pelikuvio sanoin",
    "render": "piirrä pelikuvio SVG-muodossa",
    "draw": "piirrä pelikuvio muutaman asetuksen jälkeen (SVG, PNG tai PDF)",
    "html": "kirjoita peli yhdeksi itsenäiseksi verkkosivuksi",
    "rulebook": "kirjoita kuvitettu sääntökirja yhdeksi tulostettavaksi HTML-sivuksi",
    "diagrams": "luo sääntökaaviot ja sääntökirjat uudelleen",
    "opt.players": "pelaajia kussakin pelissä (R5)",
    "opt.seed": "ensimmäisen pelin siemenluku; peli k käyttää lukua siemenluku + k (D4)",
    "opt.strategy": "yksi kullekin paikalle tai yksi kaikille (oletus greedy)",
    "opt.games": "tulostettavat tallenteet, yksi riville",
    "opt.max-hands": "kierroksia enintään kussakin pelissä (D3)",
    "opt.file": "tallennetiedosto, tai - vakiosyötteelle",
    "opt.budget": "valmentajan millisekunnit asetusta kohden",
    "opt.coach-seed": "valmentajan otannan siemenluku",
    "opt.lang": "tulosteen kieli (oletus: ympäristöstä, muuttujista LANGUAGE, LC_ALL, "
                "LC_MESSAGES tai LANG, kuten gettext ne lukee)",
    "opt.json": "tulosta pisteloki (RECORD.md)",
    "opt.summary-lang": "yhteenvedon kieli",
    "opt.hand": "kierroksen indeksi nollasta alkaen",
    "opt.step": "tähän mennessä tehdyt asetukset (1 tai enemmän)",
    "opt.svg-out": "kirjoitettava SVG-tiedosto",
    "opt.hand-frame": "rajaa koko kierros, jotta jokainen vaihe asettuu kohdalleen",
    "opt.numerals": "numerot silmien sijaan",
    "opt.moves": "asetus kuten funktiossa Layout.from_moves ('[1|4]', '[1|1] on [1|4] low'), "
                 "tai tiedosto, jossa on yksi asetus riviä kohden, tai - vakiosyötteelle",
    "opt.draw-out": "kirjoitettava tiedosto; .svg, .png tai .pdf (PNG ja PDF tarvitsevat "
                    "lisäosan 'export')",
    "opt.theme": "piirroksen värit",
    "opt.no-caption": "vain laatat ja merkinnät",
    "opt.no-legend": "kuvateksti ilman selitettä",
    "opt.width": "piirroksen leveys pikseleinä (oletus: luonnollinen koko)",
    "opt.highlight-last": "ympyröi viimeksi asetettu laatta (oletus: ympyröi)",
    "opt.dpi": "PNG-tarkkuus: dpi/96 pikseliä kutakin px:ää kohden (oletus {dpi})",
    "opt.html-out": "kirjoitettava HTML-tiedosto",
    "opt.page-hand": "kierros nollasta alkaen, jolle sivu avautuu",
    "opt.book-lang": "fi ja it: lähdeteksti kuvineen; en: RULES.md",
    "opt.folder": "kansio, johon kirjoitetaan (oletus assets)",
    "opt.diagram-lang": "yksi kieli tai kaikki (oletus all)",
    "meta.command": "KOMENTO", "meta.file": "tiedosto", "meta.move": "ASETUS",
    "meta.players": "PELAAJAT", "meta.seed": "SIEMEN", "meta.strategy": "STRATEGIA",
    "meta.games": "PELIT", "meta.max-hands": "KIERROKSET", "meta.budget": "MS",
    "meta.lang": "KIELI", "meta.hand": "KIERROS", "meta.step": "VAIHE",
    "meta.out": "TIEDOSTO", "meta.theme": "TEEMA", "meta.width": "LEVEYS", "meta.dpi": "DPI",
    "progress.games": "peliä",
}

CLI_TEXTS: dict[str, dict[str, str]] = {"en": _CLI_EN, "it": _CLI_IT, "fi": _CLI_FI}

#: argparse's own messages (its gettext message ids) as the command line says them; English
#: is argparse's text. Only those a user of `fiveup-viz` can meet are here; `cli` falls back
#: to argparse's English for the others (mistakes in the program, not in the input).
ARGPARSE_TEXTS: dict[str, dict[str, str]] = {
    "en": {},
    "it": {
        "usage: ": "uso: ",
        "positional arguments": "argomenti posizionali",
        "options": "opzioni",
        "show this help message and exit": "mostra questo aiuto ed esce",
        "the following arguments are required: %s": "mancano questi argomenti obbligatori: %s",
        "invalid choice: %(value)r (choose from %(choices)s)":
            "scelta non valida: %(value)r (scegli tra %(choices)s)",
        "unrecognized arguments: %s": "argomenti non riconosciuti: %s",
        "expected one argument": "atteso un argomento",
        "expected at least one argument": "atteso almeno un argomento",
        "expected at most one argument": "atteso al massimo un argomento",
        "argument %(argument_name)s: %(message)s": "argomento %(argument_name)s: %(message)s",
        "invalid %(type)s value: %(value)r": "valore %(type)s non valido: %(value)r",
        "ambiguous option: %(option)s could match %(matches)s":
            "opzione ambigua: %(option)s può essere %(matches)s",
        "ignored explicit argument %r": "argomento esplicito ignorato %r",
        "not allowed with argument %s": "non ammesso con l'argomento %s",
        "one of the arguments %s is required": "serve uno degli argomenti %s",
        "%(prog)s: error: %(message)s\n": "%(prog)s: errore: %(message)s\n",
    },
    "fi": {
        "usage: ": "käyttö: ",
        "positional arguments": "sijaintiargumentit",
        "options": "valitsimet",
        "show this help message and exit": "näytä tämä ohje ja lopeta",
        "the following arguments are required: %s": "nämä argumentit puuttuvat: %s",
        "invalid choice: %(value)r (choose from %(choices)s)":
            "virheellinen valinta: %(value)r (valitse jokin näistä: %(choices)s)",
        "unrecognized arguments: %s": "tuntemattomat argumentit: %s",
        "expected one argument": "odotettiin yhtä argumenttia",
        "expected at least one argument": "odotettiin vähintään yhtä argumenttia",
        "expected at most one argument": "odotettiin enintään yhtä argumenttia",
        "argument %(argument_name)s: %(message)s": "argumentti %(argument_name)s: %(message)s",
        "invalid %(type)s value: %(value)r": "virheellinen %(type)s-arvo: %(value)r",
        "ambiguous option: %(option)s could match %(matches)s":
            "moniselitteinen valitsin: %(option)s voi olla %(matches)s",
        "ignored explicit argument %r": "ohitettu nimetty argumentti %r",
        "not allowed with argument %s": "ei sallittu argumentin %s kanssa",
        "one of the arguments %s is required": "jokin argumenteista %s tarvitaan",
        "%(prog)s: error: %(message)s\n": "%(prog)s: virhe: %(message)s\n",
    },
}
ARGPARSE_TEXTS["en"] = {key: key for key in ARGPARSE_TEXTS["it"]}


def decimal(value: float, lang: str, *, places: int = 1, sign: bool = False) -> str:
    """A number with `places` decimals as the language writes it: `+7.5` in English,
    `+7,5` in Italian and Finnish."""
    table(lang)  # the usual error for an unknown language
    text = f"{value:+.{places}f}" if sign else f"{value:.{places}f}"
    return text if lang == "en" else text.replace(".", ",")


def table(lang: str) -> dict[str, str]:
    """The phrases of a language; ValueError for an unknown one."""
    try:
        return TEXTS[lang]
    except KeyError:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}") from None


def ui(lang: str, key: str, **values: object) -> str:
    """A widget or command-line label: `ui("fi", "next")` is `Seuraava`."""
    return table(lang)[f"ui.{key}"].format(**values)


def exercise(lang: str, key: str, **values: object) -> str:
    """An exercise's or the Practice widget's phrase, filled in; ValueError for an unknown
    language."""
    table(lang)
    return EXERCISE_TEXTS[lang][key].format(**values)


def error_text(lang: str, key: str) -> str:
    """An error's phrase (`fiveup_viz.errors.Message`), not filled in; ValueError for an unknown
    language, KeyError for a missing phrase."""
    table(lang)
    return ERROR_TEXTS[lang][key]


def repr_text(lang: str, key: str, **values: object) -> str:
    """A widget's or question's text/plain form in `lang` (`REPR_TEXTS`), filled in; a counted
    key (`quiz`, `explorer`) takes `.one` or `.other` by `n`."""
    table(lang)  # the usual error for an unknown language
    texts = REPR_TEXTS[lang]
    if key not in texts:
        key += ".one" if values.get("n") == 1 else ".other"
    return texts[key].format(**values)


def page(lang: str) -> dict[str, str]:
    """The game viewer's and game page's words in `lang` (en, it or fi)."""
    if lang not in PAGE_TEXTS:
        raise ValueError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")
    return PAGE_TEXTS[lang]


#: The phrase tables kept beside what they describe (the seed's layout texts, the score
#: sheet, the coach, the rule book, the diagrams, the cheat sheet, the click picker), by name
#: and the module that keeps each. `tables()` gathers them with this module's own, and the
#: tests check every one alike.
_REGISTERED = {
    "layout": ("fiveup_viz.wording", "PHRASES"),
    "score": ("fiveup_viz.wording", "SCORE_PHRASES"),
    "coach": ("fiveup_viz.wording", "COACH_PHRASES"),
    "rulebook": ("fiveup_viz.wording", "RULEBOOK_PHRASES"),
    "rulebook-captions": ("fiveup_viz.wording", "RULEBOOK_CAPTIONS"),
    "diagram-headings": ("fiveup_viz.diagrams", "HEADINGS"),
    "cheatsheet": ("fiveup_viz.cheatsheet", "TEXT"),
    "clicks": ("fiveup_viz.widgets.clicks", "CLICK_PHRASES"),
    "examples": ("fiveup_viz.examples", "PHRASES"),
}

#: Single lines kept as language -> text, gathered into the table "lines".
_LINES = {
    "spinner-legend": ("fiveup_viz.wording", "SPINNER_LEGEND"),
    "spinner-legend-print": ("fiveup_viz.wording", "SPINNER_LEGEND_PRINT"),
    "last-legend": ("fiveup_viz.wording", "LAST_LEGEND"),
    "last-legend-print": ("fiveup_viz.wording", "LAST_LEGEND_PRINT"),
    "static-widget-note": ("fiveup_viz.wording", "STATIC_WIDGET_NOTE"),
}


def _load(module: str, name: str) -> dict[str, object]:
    from importlib import import_module
    found: dict[str, object] = getattr(import_module(module), name)
    return found


def _by_language(found: dict[str, object]) -> dict[str, dict[str, str]]:
    """A table as language -> key -> text, whether it is kept that way or as key -> language."""
    if set(found) == set(LANGUAGES):
        return {lang: dict(found[lang]) for lang in LANGUAGES}  # type: ignore[call-overload]
    return {lang: {key: texts[lang] for key, texts in found.items()}  # type: ignore[index]
            for lang in LANGUAGES}


def tables() -> dict[str, dict[str, dict[str, str]]]:
    """Every phrase table of the package by name ("ui" is `TEXTS`), each language -> key -> text.

    The one registry of what a user reads: the explain layer's and widgets' phrases, the
    exercises, the layout descriptions, the game page, the score sheet, the coach, the rule
    book, the diagram headings, the cheat sheet and the legend lines.
    """
    found = {"ui": TEXTS, "exercise": EXERCISE_TEXTS, "page": PAGE_TEXTS, "errors": ERROR_TEXTS,
             "cli": CLI_TEXTS, "argparse": ARGPARSE_TEXTS, "repr": REPR_TEXTS}
    found.update({name: _by_language(_load(*where)) for name, where in _REGISTERED.items()})
    found["lines"] = {lang: {key: str(_load(*where)[lang]) for key, where in _LINES.items()}
                      for lang in LANGUAGES}
    return found


def phrase(name: str, lang: str, key: str, **values: object) -> str:
    """A phrase of the named table in a language: `phrase("page", "it", "next")` is `Avanti`."""
    if lang not in LANGUAGES:
        table(lang)
    return tables()[name][lang][key].format(**values)
