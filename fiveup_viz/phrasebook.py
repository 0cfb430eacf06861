"""Every sentence and label the package shows, in English, Italian and Finnish.

`fiveup_viz.explain` turns steps into sentences with the `step.*` phrases; widgets, the
command line and the summary take their labels from the `ui.*` phrases. Each language has
exactly the same keys (a test checks it): a missing phrase is an error, never English.
Terms follow the seeds and the RULES.md glossary; `fiveup_viz.wording` keeps the layout
descriptions (the seed's figure texts). One meaning per word: a "hand" is one deal of the game
(R8, R20, "blocked hand"; Finnish "kierros"), a player's "tiles" are what they hold (Finnish
"käsi", Italian "tessere in mano").
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
    "svg.hand": "tiles", "svg.hands": "every player's tiles", "svg.seat": "Seat {n}",
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
                            "conta nulla; i suoi rami sono liberi: punti vuoti, collegamenti "
                            "leciti che non contano nulla",
    "double.internal.one": "{tile} è interna: entrambi i lati lineari sono occupati, quindi non "
                           "conta nulla; il {branch} è libero: un punto vuoto, un collegamento "
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
    "svg.hand": "tessere in mano", "svg.hands": "tessere dei giocatori", "svg.seat": "Posto {n}",
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
    "next.d3": "Peli päättyi: kukaan ei saavuttanut tavoitetta 305 {n} kierroksessa",
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
    "svg.hand": "käsi", "svg.hands": "kädet", "svg.seat": "Paikka {n}",
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
    "ui.fig.seed": "Lähdetekstin peli", "ui.fig.lone22": "Yksinäinen [2|2]",
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
    "ui.save-folder": "se on kansio; anna tiedostonimi, esimerkiksi fiveup-game.json",
    "ui.save-empty": "tiedostonimeä ei annettu; anna esimerkiksi fiveup-game.json",
    "ui.save-missing": "kansiota {folder} ei ole olemassa",
    "ui.save-denied": "sinne ei ole kirjoitusoikeutta",
    "ui.save-failed": "järjestelmä esti kirjoittamisen ({error})",
    "ui.status": "Kierros {n}, nostopakassa {tiles}. {what}",
    "ui.game-over": "Peli on päättynyt.", "ui.hand-is-over": "Kierros on päättynyt.",
}

LANGUAGES = ("en", "it", "fi")

#: The phrase table of each language; every table has the same keys.
TEXTS: dict[str, dict[str, str]] = {"en": _EN, "it": _IT, "fi": _FI}


def table(lang: str) -> dict[str, str]:
    """The phrases of a language; ValueError for an unknown one."""
    try:
        return TEXTS[lang]
    except KeyError:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}") from None


def ui(lang: str, key: str, **values: object) -> str:
    """A widget or command-line label: `ui("fi", "next")` is `Seuraava`."""
    return table(lang)[f"ui.{key}"].format(**values)
