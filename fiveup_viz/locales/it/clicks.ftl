### The click picker of the widgets.

scores = { $on } ({ $socket }): { $raw ->
    [0] non vale nulla
   *[other] vale { $raw ->
        [one] { $raw } punto grezzo
       *[other] { $raw } punti grezzi
    } { $shown ->
        [one] (1 punto visualizzato)
       *[other] ({ $shown } visualizzati)
    }
}
choose-here = { $on } ({ $socket }): { $n ->
    [one] qui puoi posare una delle tue tessere; sceglila tra quelle che hai in mano
   *[other] qui puoi posare { $n } delle tue tessere; scegline una tra quelle che hai in mano
}
none-here = { $on } ({ $socket }): qui non puoi posare nessuna tua tessera
scores-over = { $on } ({ $socket }): con { $score } + { $raw } punti grezzi il punteggio supererebbe 305, quindi l'evento di punteggio si scarta per intero e non accredita nulla (R2)
scores-last = { $on } ({ $socket }): qui la tua ultima tessera vale { $raw ->
    [one] { $raw } punto grezzo, che entra
   *[other] { $raw } punti grezzi, che entrano
} nell'evento dell'ultima tessera (R23)
tile-no = { $on } ({ $socket }): qui non puoi posare { $tile }
refuse-none = Nessuna tua tessera si collega { FORM($socket, case: "a") } di { $on }: serve una metà che mostri { $value } (R9, R12). Non è cambiato nulla.
refuse-tile = { $tile } non si collega { FORM($socket, case: "a") } di { $on }: serve una metà che mostri { $value } (R9, R12). Non è cambiato nulla.
refuse-pending = Hai pescato { $tile } e devi posarla subito (R18); non si collega { FORM($socket, case: "a") } di { $on }. Non è cambiato nulla.
refuse-turn = Non è il tuo turno di posare. Non è cambiato nulla.
choose = Scegli prima una tessera: { FORM($socket, case: "su") } di { $on } puoi posare { $tiles }. Fai clic su una delle tessere che hai in mano.
chosen = Hai scelto { $tile }: fai clic su un punto di collegamento lecito per posarla.
hand-tile = { $tile }, tra le tue tessere
hand-open = { $tile }, tra le tue tessere: con questa apri la mano (R9) e { $raw ->
    [0] non vale nulla
   *[other] vale { $raw ->
        [one] { $raw } punto grezzo
       *[other] { $raw } punti grezzi
    } { $shown ->
        [one] (1 punto visualizzato)
       *[other] ({ $shown } visualizzati)
    }
}
hand-open-over = { $tile }, tra le tue tessere: con questa apri la mano (R9), ma { $score } + { $raw } punti grezzi supererebbero 305, quindi l'evento di punteggio si scarta per intero e non accredita nulla (R2)
not-held = Non hai in mano { $tile }.
