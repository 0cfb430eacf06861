### Explanations of the game: why an end counts, actions, scoring events, the end of a hand, and the widgets' and command line's labels (ui-*).

n-pip = { $count ->
    [one] { $n } puntino
   *[other] { $n } puntini
}
n-tile = { $count ->
    [one] { $n } tessera
   *[other] { $n } tessere
}
n-raw = { $count ->
    [one] { $n } grezzo
   *[other] { $n } grezzi
}
n-shown = { $count ->
    [one] { $n } punto visualizzato
   *[other] { $n } punti visualizzati
}
end-opening = { $tile } è la tessera d'apertura non doppia con entrambe le estremità libere: conta { $high } + { $low }; entrambe le estremità sono punti di collegamento leciti
end-free = { $tile }: { FORM($socket) } è libera, conta { $value } ed è un punto di collegamento lecito
double-lone = { $tile } è una doppia terminale senza lati lineari occupati: conta entrambe le metà, in tutto { $both }; i suoi lati lineari sono punti di collegamento leciti, mentre i rami si possono iniziare solo quando entrambi i lati lineari sono occupati
double-terminal = { $tile } è una doppia terminale: è occupato solo { FORM($taken) }, quindi conta entrambe le metà, in tutto { $both }; { FORM($free) } è il suo punto di collegamento lecito
double-internal-open = { $tile } è una doppia interna: entrambi i lati lineari sono occupati, quindi non conta nulla; i suoi rami sono liberi: cerchi vuoti, punti di collegamento leciti che non contano nulla
double-internal-one = { $tile } è una doppia interna: entrambi i lati lineari sono occupati, quindi non conta nulla; { FORM($branch) } è libero: un cerchio vuoto, un punto di collegamento lecito che non conta nulla
double-internal-full = { $tile } è una doppia interna: entrambi i lati lineari sono occupati, quindi non conta nulla; entrambi i rami sono iniziati
credit-empty = Tavolo vuoto: posa una tessera qualsiasi per aprire
credit-yes = { $count ->
    [one] Valore conteggiato
   *[other] Valori conteggiati
}: { $sum }; è un multiplo positivo di 5, quindi la posa vale { $raw } ({ $shown })
credit-no = { $count ->
    [one] Valore conteggiato
   *[other] Valori conteggiati
}: { $sum }; non è un multiplo positivo di 5, quindi la posa non dà punti
credit-last-yes = { $count ->
    [one] Valore conteggiato
   *[other] Valori conteggiati
}: { $sum }; è un multiplo positivo di 5, quindi l'ultima posa porta { $raw } ({ $shown }) all'unico evento dell'ultima tessera, insieme al conteggio delle tessere rimaste: questi punti non si accreditano da soli
credit-last-no = { $count ->
    [one] Valore conteggiato
   *[other] Valori conteggiati
}: { $sum }; non è un multiplo positivo di 5, quindi l'ultima posa non porta punti all'unico evento dell'ultima tessera
opens = Chi apre può giocare qualsiasi tessera
act-open =
    { PERSON($name) ->
        [you] Apri con { $tile }
       *[other] { $name } apre con { $tile }
    }
act-play =
    { PERSON($name) ->
        [you] Posi { $tile } { FORM($socket, case: "su") } di { $on }
       *[other] { $name } posa { $tile } { FORM($socket, case: "su") } di { $on }
    }
act-draw =
    { PERSON($name) ->
        [you] Peschi { $tile } dall'ossario
       *[other] { $name } pesca { $tile } dall'ossario
    }
act-draw-hidden =
    { PERSON($name) ->
        [you] Peschi una tessera dall'ossario
       *[other] { $name } pesca una tessera dall'ossario
    }
# A player's consecutive forced draws in one line («Che cosa è successo»); no tile named (R18).
act-draws =
    { PERSON($name) ->
        [you] Peschi { $count ->
            [one] { $count } tessera
           *[other] { $count } tessere
        } dall'ossario
       *[other] { $name } pesca { $count ->
            [one] { $count } tessera
           *[other] { $count } tessere
        } dall'ossario
    }
act-pass =
    { PERSON($name) ->
        [you] Passi
       *[other] { $name } passa
    }
why-draw-fits = nessuna tessera in mano era giocabile; questa lo è e va posata subito
why-draws-fits = nessuna tessera in mano era giocabile; l'ultima tessera pescata lo è e va posata subito
why-draw = nessuna tessera in mano è giocabile, quindi si pesca una tessera alla volta
why-draw-last-pass = era l'ultima tessera dell'ossario e non è giocabile, quindi si passa
why-draw-last-blocked = era l'ultima tessera dell'ossario e non è giocabile; nessuno può posare, quindi la mano è bloccata subito
why-pass = nessuna tessera è giocabile e l'ossario è vuoto
leads =
    { PERSON($name) ->
        [you] Apri tu questa mano
       *[other] { $name } apre questa mano
    }
event-placement =
    { PERSON($name) ->
        [you] la tua posa: { $raw } grezzi
       *[other] posa di { $name }: { $raw } grezzi
    }
event-domino =
    { PERSON($name) ->
        [you] la tua ultima tessera: { $raw } grezzi (posa { $placement } + puntini { $count ->
            [one] dell'avversario
           *[other] degli avversari
        } { $opponents-pips } → { $opponents })
       *[other] ultima tessera di { $name }: { $raw } grezzi (posa { $placement } + puntini { $count ->
            [one] dell'avversario
           *[other] degli avversari
        } { $opponents-pips } → { $opponents })
    }
event-domino-partner =
    { PERSON($name) ->
        [you] la tua ultima tessera: { $raw } grezzi (posa { $placement } + puntini degli avversari { $opponents-pips } → { $opponents } − puntini del compagno { $partner-pips } → { $partner })
       *[other] ultima tessera di { $name }: { $raw } grezzi (posa { $placement } + puntini degli avversari { $opponents-pips } → { $opponents } − { PERSON($mate) ->
            [you] i tuoi puntini
           *[other] puntini del compagno
        } { $partner-pips } → { $partner })
    }
event-blocked =
    { PERSON($name) ->
        [you] il tuo gruppo nella mano bloccata: { $raw } grezzi
       *[other] gruppo di { $name } nella mano bloccata: { $raw } grezzi
    }
check-accepted =
    accettato: { PERSON($side) ->
        [you] il tuo punteggio
        [you-two] il vostro punteggio
       *[other] il punteggio di { $side }
    } diventa { $sum } grezzi ({ $shown }), senza superare 305
check-negative =
    accettato: { PERSON($side) ->
        [you] il tuo punteggio
        [you-two] il vostro punteggio
       *[other] il punteggio di { $side }
    } diventa { $sum } grezzi; un punteggio può scendere sotto zero
check-won =
    accettato: { PERSON($side) ->
        [you] il tuo punteggio
        [you-two] il vostro punteggio
       *[other] il punteggio di { $side }
    } diventa { $sum } grezzi, esattamente l'obiettivo, e { PERSON($side) ->
        [you] vinci subito la partita
        [you-two] { $side } vincete subito la partita
        [two] { $side } vincono subito la partita
       *[one] { $side } vince subito la partita
    }
check-discarded =
    scartato per intero: { PERSON($side) ->
        [you] il tuo punteggio
        [you-two] il vostro punteggio
       *[other] il punteggio di { $side }
    } diventerebbe { $sum }, oltre 305, e resta { $before }
# A scoring event and its target check on one line: $event (event-*) and $check (check-*).
# «→ evento accettato»: the participle agrees with the event, whatever its line says (a posa,
# an ultima tessera, grezzi; read11-it F2); a check standing alone in a count needs no noun.
event-line = { $event } → evento { $check }
rounding-stay = { $total } → { $rounded }, perché un multiplo esatto di 5 resta com'è
rounding-down = { $total } → { $rounded }, perché con resto { $rem } si arrotonda verso il basso
rounding-up = { $total } → { $rounded }, perché con resto { $rem } si arrotonda verso l'alto
end-title = Mano { $n }: { $what }
end-title-blocked = Mano { $n }: bloccata
end-domino =
    { PERSON($name) ->
        [you] hai giocato l'ultima tessera
       *[other] { $name } ha giocato l'ultima tessera
    }
end-blocked = Mano bloccata
end-target =
    { PERSON($name) ->
        [you] la tua posa porta
       *[other] la posa di { $name } porta
    } il punteggio esattamente a 305 grezzi: la partita finisce, senza conteggio di fine mano
end-open = La mano { $n } non è finita
end-none = Nella registrazione questa mano non è finita: non c'è ancora niente da contare
out-head = L'ultima tessera
out-places =
    { PERSON($name) ->
        [you] Posi { $tile }, la tua ultima tessera, e la mano finisce
       *[other] { $name } posa { $tile }, la sua ultima tessera, e la mano finisce
    }
reveal-head = Si scoprono le tessere rimaste
reveal-seat = { FORM($name, case: "label") }: { $tiles } = { $pips }
no-tiles = nessuna tessera
ui-no-tiles-left = (nessuna tessera)
opp-head = Puntini degli avversari
opp-head-one = Puntini dell'avversario
opp-sum =
    { $count ->
        [one] { $parts }: { $pips }; arrotondamento: { $rounding }
       *[other] { $parts } = { $pips }; il totale si arrotonda una sola volta: { $rounding }
    }
opp-credit = { $raw } per { FORM($side, case: "oblique") }
partner-head = Puntini del compagno
partner-sum =
    { PERSON($name) ->
        [you] Giochi in coppia con { $player } e hai in mano { $pips }
       *[other] { PERSON($player) ->
            [you] { $name }, che gioca in coppia con te, ha in mano { $pips }
           *[other] { $name }, che gioca in coppia con { $player }, ha in mano { $pips }
        }
    }; la somma si arrotonda a parte, mai insieme a quella degli avversari: { $rounding }
partner-deduct =
    { PERSON($side) ->
        [you] { $raw } tolti al tuo punteggio
        [you-two] { $raw } tolti al vostro punteggio
       *[other] { $raw } tolti al punteggio di { $side }
    }
net-head = L'evento dell'ultima tessera
net-sum = Netto: posa { $placement } + { $count ->
        [one] avversario
       *[other] avversari
    } { $opponents } = { $raw } ({ $shown }), un solo evento con un solo controllo dell'obiettivo
net-sum-partner = Netto: posa { $placement } + avversari { $opponents } − compagno { $partner } = { $raw } ({ $shown }), un solo evento con un solo controllo dell'obiettivo
# After a going-out event's net of 0 raw (D2): what it does.
net-zero = Un netto di 0 grezzi non cambia nessun punteggio, ma l'evento dell'ultima tessera si registra lo stesso
blocked-why = L'ossario è vuoto e nessuno può fare una posa: la mano è bloccata e si conta subito
order-head = Gruppi in ordine crescente
order-groups = Le tessere di ogni giocatore formano un gruppo; si parte dalla somma minore: { $order }
order-ties =
    { PERSON($name) ->
        [you] Somme uguali hanno la stessa posizione: i loro eventi si applicano in senso orario a partire da chi ha aperto la mano, cioè da te
       *[other] Somme uguali hanno la stessa posizione: i loro eventi si applicano in senso orario a partire da chi ha aperto la mano, cioè da { $name }
    }
order-partners = I gruppi di due compagni restano separati e non si confrontano mai tra loro
group-head =
    { PERSON($name) ->
        [you] Il tuo gruppo ({ $pips })
       *[other] Gruppo di { $name } ({ $pips })
    }
group-diffs = { $count ->
    [one] Contro il gruppo avversario maggiore
   *[other] Contro ogni gruppo avversario maggiore
}: { $diffs }
group-total =
    Totale { $total ->
        [one] 1 puntino
       *[other] { $total } puntini
    }, arrotondato una sola volta: { $rounding }
group-none = Nessun gruppo avversario ha una somma maggiore: il gruppo non riceve nulla
group-zero = Accredito pari a 0: nessun evento
group-stopped = Non applicato, perché la partita è già finita: un evento precedente ha raggiunto esattamente 305 grezzi
group-credit = { $raw } per { FORM($side, case: "oblique") }, un evento a sé con il suo controllo dell'obiettivo
winner-head = Vincitore della mano
winner-one =
    La somma minore, { $low }, è { PERSON($holders) ->
        [you] tua
        [you-two] { FORM($holders, case: "possessive") }
       *[other] di { $holders }
    }: { PERSON($side) ->
        [you] vinci la mano bloccata
        [you-two] { $side } vincete la mano bloccata
        [two] { $side } vincono la mano bloccata
       *[one] { $side } vince la mano bloccata
    }
winner-tie = La somma minore, { $low }, è condivisa da giocatori avversari tra loro ({ FORM($holders, case: "oblique") }): la mano è in parità e nessuno la vince
target-head = Esattamente 305
target-line =
    { PERSON($name) ->
        [you] Posi { $tile }
       *[other] { $name } posa { $tile }
    }: { PERSON($side) ->
        [you] raggiungi esattamente 305 grezzi e vinci subito
        [you-two] { $side } raggiungete esattamente 305 grezzi e vincete subito
        [two] { $side } raggiungono esattamente 305 grezzi e vincono subito
       *[one] { $side } raggiunge esattamente 305 grezzi e vince subito
    }; dopo non si gioca né si conta più nulla
next-head = Dopo questa mano
next-won =
    Partita finita: { PERSON($side) ->
        [you] hai raggiunto esattamente 305 grezzi
        [you-two] { $side } avete raggiunto esattamente 305 grezzi
        [two] { $side } hanno raggiunto esattamente 305 grezzi
       *[one] { $side } ha raggiunto esattamente 305 grezzi
    }
next-d3 =
    Partita finita: nessuno ha raggiunto 305 grezzi { $n ->
        [one] nell'unica mano giocata
       *[other] in { $n } mani
    }
next-lead =
    { PERSON($name) ->
        [you] Hai giocato l'ultima tessera: apri tu la prossima mano
       *[other] { $name } ha giocato l'ultima tessera e apre la prossima mano
    }
next-draw = Una mano bloccata non dà a nessuno il diritto di aprire: chi apre la mano successiva viene sorteggiato di nuovo tra tutti i giocatori
turn-play =
    { PERSON($name) ->
        [you] Tocca a te
       *[other] È il turno di { $name }
    }
turn-pending =
    { PERSON($name) ->
        [you] Hai pescato { $tile } e devi posarla subito
       *[other] { $name } ha pescato { $tile } e deve posarla subito
    }
turn-pending-hidden =
    { PERSON($name) ->
        [you] Hai pescato una tessera giocabile e devi posarla subito
       *[other] { $name } ha pescato una tessera giocabile e deve posarla subito
    }
turn-domino =
    Mano finita: { PERSON($name) ->
        [you] hai giocato l'ultima tessera
       *[other] { $name } ha giocato l'ultima tessera
    }
turn-blocked = Mano finita: è bloccata, perché nessuno può fare una posa
sum-players = Giocatori: { $players }
sum-partners = Coppie: { $a } contro { $b }
sum-hand =
    Mano { $n }: { PERSON($name) ->
        [you] apri tu
       *[other] apre { $name }
    }
sum-progress = (mano in corso)
sum-out =
    { PERSON($name) ->
        [you] Hai giocato l'ultima tessera
       *[other] { $name } ha giocato l'ultima tessera
    }; puntini rimasti { $pips }
sum-blocked = mano bloccata, vinta da { FORM($side, case: "oblique") }; puntini rimasti { $pips }
sum-blocked-tie = mano bloccata, in parità; puntini rimasti { $pips }
sum-target =
    { PERSON($name) ->
        [you] La tua posa ha portato
       *[other] La posa di { $name } ha portato
    } il punteggio esattamente a 305 grezzi
sum-scores = Punteggi: { $scores }
sum-winner =
    { PERSON($side) ->
        [you] Hai vinto tu
        [you-two] Avete vinto { $side }
        [two] Hanno vinto { $side }
       *[one] Ha vinto { $side }
    }
sum-nowinner =
    Nessun vincitore dopo { $n ->
        [one] una mano
       *[other] { $n } mani
    }
sum-playing = Partita in corso
sum-points = { $raw } ({ $shown })
svg-tiles = tessere
svg-players-tiles = Tessere dei giocatori
svg-seat = Posto { $n }
ui-start = Inizio
ui-start-tip = Inizio della mano
ui-back = Indietro
ui-back-tip = Un passo indietro
ui-next = Avanti
ui-next-tip = Un passo avanti
ui-end = Fine
ui-end-tip = Fine della mano, dopo il conteggio
ui-end-tip-question = Alla domanda sul conteggio di fine mano
ui-first = Primo
ui-first-tip = Primo passo
ui-prev-tip = Passo precedente
ui-next-step-tip = Passo successivo
ui-last = Ultimo
ui-last-tip = Ultimo passo
ui-action = Azione
ui-hand = Mano
ui-autoplay = Riproduzione automatica
ui-speed = ms/passo
ui-face-up = Tessere scoperte
ui-face-down = Tessere coperte
ui-face-up-tip = Modalità didattica: mostra tutte le tessere
ui-hand-option =
    { $n }: { PERSON($name) ->
        [you] apri tu
       *[other] apre { $name }
    }
ui-hands = Tessere in mano
ui-hands-up = Tessere in mano (scoperte)
ui-hands-down = Tessere in mano (coperte)
ui-seat = { FORM($name, case: "label") }: { $tiles }
ui-seat-tiles = { FORM($name, case: "label") }: { $n ->
    [0] nessuna tessera
    [one] { $n } tessera
   *[other] { $n } tessere
}
ui-seat-pips = { FORM($name, case: "label") }: { $n ->
    [0] nessuna tessera
    [one] { $n } tessera, { $pips ->
        [one] { $pips } puntino
       *[other] { $pips } puntini
    }
   *[other] { $n } tessere, { $pips ->
        [one] { $pips } puntino
       *[other] { $pips } puntini
    }
}
ui-where = Mano { $n } di { $m }, azione { $k } di { $last }
ui-where-count = Mano { $n } di { $m }, azione { $k } di { $last }, conteggio di fine mano, passo { $i } di { $j }
# The steps after the event that reaches exactly 305: the game is over, nothing is counted (R3, D6).
ui-where-won = Mano { $n } di { $m }, azione { $k } di { $last }, fine della partita, passo { $i } di { $j }
ui-hint-count = Avanti: il conteggio di fine mano.
ui-boneyard = Ossario: { $tiles ->
    [0] vuoto
    [one] 1 tessera
   *[other] { $tiles } tessere
}
ui-against = { FORM($a, case: "label") } contro { FORM($b, case: "oblique") }
ui-events = Eventi di punteggio
ui-events-hand = Eventi di punteggio della mano { $n }
ui-none-yet = ancora nessuno
ui-score = Punteggio
ui-shown = visualizzati
ui-raw-column = grezzi
ui-target-column = obiettivo
ui-to-go = { $raw ->
    [one] manca 1
   *[other] mancano { $raw }
}
ui-reached = esattamente 305: vittoria
ui-end-of = Fine della mano { $n }

# Annotations (RECORD.md § Annotations): the note panel, the marks' meanings, annotating.
ui-note = Nota
ui-hand-note = Nota sulla mano { $n }
ui-note-in-en = (in inglese)
ui-note-in-it = (in italiano)
ui-note-in-fi = (in finlandese)
ui-note-lang = Lingua
ui-note-lang-en = Inglese
ui-note-lang-it = Italiano
ui-note-lang-fi = Finlandese
ui-note-lang-written = { $language } (con testo)
ui-mark = Segno
ui-no-mark = nessun segno
ui-mark-good = buona mossa
ui-mark-mistake = errore
ui-mark-excellent = ottima mossa
ui-mark-blunder = grave errore
ui-mark-interesting = mossa interessante
ui-mark-inaccuracy = imprecisione
ui-mark-and-note = { $mark }: { $note }
ui-annotate = Annota
ui-annotate-tip = Aggiungi una nota e un segno alla posizione mostrata (all'inizio di una mano: la nota sulla mano)
ui-annotated = Nota e segno aggiornati: «Salva la registrazione» li conserva nel file
ui-note-older = { $count ->
    [one] Il testo alla voce { $languages } resta com'era, scritto prima di questa modifica: se non dice più lo stesso, scegli la voce
   *[other] I testi alle voci { $languages } restano com'erano, scritti prima di questa modifica: se non dicono più lo stesso, scegli ciascuna voce
} nell'elenco («{ ui-note-lang }») e riscrivine il testo
ui-note-lang-entry = «{ $language }»
ui-note-face-down = Questa nota nomina una tessera ancora coperta: scopri le tessere («{ ui-face-up }») per modificarla

ui-tile = Tessera
ui-undo = ↶ Annulla
ui-undo-tip = Riprendi l'ultima tessera
ui-reset = Ricomincia
ui-reset-tip = Torna allo schema iniziale
ui-figures = Figure
ui-free-play = (gioco libero)
ui-figure-next = Posa la prossima tessera della figura ▶
ui-figure-next-tip = Posa la prossima tessera della figura scelta
ui-fig-seed = Partita del testo finlandese
ui-fig-lone22 = Una [2|2] da sola
ui-fig-lone00 = Una [0|0] da sola
ui-fig-66on36 = [6|6] su [3|6]
ui-open-table = Tessera d'apertura:
ui-points-for = Punti di collegamento leciti per { $tile }:
ui-no-fit = Nessuna tessera è giocabile.
ui-open-with = { $tile } in apertura
ui-move = { $tile } { FORM($socket, case: "su") } di { $on }
# One button for a tile on a spinner's twin sockets (line A and line B, or branch A and branch B;
# $socket the first, $twin the other, $on the spinner): the same layout either way (R11).
ui-move-either = { $tile } { FORM($socket, case: "su") } o { FORM($twin, case: "su") } di { $on }
ui-move-either-tip = Due mosse, un solo pulsante: posare { $tile } { FORM($socket, case: "su") } o { FORM($twin, case: "su") } di { $on } dà lo stesso schema; cambiano solo i nomi (R11, R13). Questo pulsante posa { $tile } { FORM($socket, case: "su") }.
ui-placed-so-far = Tessere posate finora: { $moves }
ui-nothing = nessuna
ui-deal-next = Distribuisci la mano successiva ▶
ui-new-game = Nuova partita
ui-record = Registrazione
ui-save = Salva la registrazione
ui-show-credits = Mostra gli accrediti
ui-show-credits-tip = Mostra quanto varrebbe ogni mossa
# Il pulsante di una mossa con il suo accredito: un trattino, mai una parentesi (la nota finisce con «(R23)»).
ui-move-credit = { $move } – { $note }
ui-credit = { SIGNED($raw) } grezzi
ui-credit-last = { SIGNED($raw) } { $raw ->
    [one] punto grezzo della posa, che entra
   *[other] punti grezzi della posa, che entrano
} nell'evento dell'ultima tessera (R23)
ui-credit-over = { SIGNED($raw) } grezzi: il punteggio supererebbe 305, quindi l'evento verrebbe scartato per intero (R2)
ui-caption-last = { $raw ->
    [0] L'ultima posa non porta punti all'unico evento dell'ultima tessera (R23, D6).
   *[other] Questi punti non si accreditano da soli: entrano nell'unico evento dell'ultima tessera (R23, D6).
}
ui-show-bots = Mostra le tessere dei bot
ui-show-bots-tip = Scopri le tessere in mano ai bot
ui-your-moves = Le tue mosse:
ui-what-happened = Che cosa è successo
# The projector table's toggle: the layout at the window's width and back (issue 31).
ui-enlarge = Ingrandisci lo schema
ui-enlarge-tip = Mostra lo schema largo quanto la finestra, con le tessere in mano e le mosse sotto; premi di nuovo per tornare alla vista normale
ui-enlarge-back = Torna alla vista normale
ui-show-count = Mostra il risultato del conteggio
ui-end-layout = Mostra lo schema
ui-end-layout-tip = Mostra lo schema finale della mano al posto del conteggio; premi di nuovo per tornare al conteggio
ui-end-layout-back = Torna al conteggio
ui-you = Tu
ui-file = fiveup-partita.json
ui-new-game-msg = Nuova partita. { $leads }
ui-hand-msg = Mano { $n }. { $leads }
ui-hand-over = Mano finita: segui il conteggio qui sotto, poi distribuisci la mano successiva
ui-hand-over-beside = Mano finita: segui il conteggio dove prima c'era lo schema, poi distribuisci la mano successiva
ui-hand-over-counted = Mano finita: distribuisci la mano successiva
ui-saved = Registrazione della partita salvata in { $path }
ui-not-saved = La registrazione della partita non è stata salvata in { $path }: { $reason }
ui-keep-resumed = La partita continua da dove era rimasta, nella mano { $n }
ui-keep-broken = Non si può riprendere la partita conservata in { $path } ({ $reason }): inizia una nuova partita e { $path } resta com'è fino alla prima mossa della nuova partita
ui-keep-other = { $path } contiene la partita di un altro tavolo (altri giocatori, posti o bot): inizia una nuova partita e { $path } resta com'è fino alla prima mossa
ui-save-folder = è una cartella; indica un nome di file come fiveup-partita.json
ui-save-empty = manca il nome del file; indicane uno come fiveup-partita.json
ui-save-missing = la cartella { $folder } non esiste
ui-save-denied = non c'è il permesso di scrivere lì
ui-save-failed = il sistema ha rifiutato la scrittura ({ $error })
ui-status = Mano { $n }, { $tiles ->
    [0] l'ossario è vuoto
    [one] nell'ossario resta 1 tessera
   *[other] nell'ossario restano { $tiles } tessere
}. { $what }
ui-game-over = La partita è finita.
ui-hand-is-over = La mano è finita.
ui-show-tiles = Mostra le mie tessere
ui-show-tiles-tip = Mostra le tessere in mano a chi è di turno: gli altri non devono guardare lo schermo
ui-hide-tiles = Nascondi le mie tessere
ui-hide-tiles-tip = Gira di nuovo coperte le tessere di chi è di turno, prima che altri guardino lo schermo
ui-teacher = Modalità didattica
ui-teacher-tip = Modalità didattica: mostra scoperte le tessere di tutti i giocatori, per l'intera classe
ui-moves-of =
    { PERSON($name) ->
        [you] Le tue mosse:
       *[other] { $name }, le tue mosse:
    }
ui-show-prompt =
    { PERSON($name) ->
        [you] Premi «{ $button }» quando solo tu puoi vedere lo schermo.
       *[other] { $name }, premi «{ $button }» quando solo tu puoi vedere lo schermo.
    }
ui-press-show = Prima premi «{ $button }»: le tessere sono ancora coperte. Non è cambiato nulla.
ui-table-static = Immagine del tavolo com'era al momento del salvataggio: le tessere ancora nascoste restano coperte.
ui-table-static-run = Esegui la cella per giocare.

# The game's name, where a record has no title of its own (the game page, the viewer's header,
# the first line of a summary).
game-name = Exact 61 Five Up
