### The coach's hints and the review.

hint = Suggerimento
ranking = Le mosse secondo il coach (prima la migliore)
# A move: $form is `alone` where it stands by itself (a hint's line, the coach's preference) or
# `played` after the verb of `played`, which says the move's kind as $act (`open` or `play`):
# an opening is «Bea apre con [5|5]», as ui `act-open` (issue 29, fix11-it 5).
open = { $form ->
    [played] con { $tile }
   *[alone] { $tile } in apertura
}
on = { $form ->
   *[alone] { $tile }
} { FORM($socket, case: "su") } di { $on }
on-either = { $form ->
   *[alone] { $tile }
} { FORM($socket, case: "su") } o { FORM($twin, case: "su") } di { $on }, due mosse che il coach classifica come una sola scelta
now = { SIGNED($credit) } { $credit ->
    [one] punto visualizzato
   *[other] punti visualizzati
} subito
now-zero = nessun punto subito
bust = { SIGNED($credit) } { $credit ->
    [one] punto visualizzato porterebbe il punteggio oltre 61 e verrebbe scartato (R2)
   *[other] punti visualizzati porterebbero il punteggio oltre 61 e verrebbero scartati (R2)
}
last = { $low } { $n ->
    [one] punto visualizzato nell'evento dell'ultima tessera, stimato
   *[other] punti visualizzati nell'evento dell'ultima tessera, stimati
} sulle tessere che gli altri possono avere (R23)
last-certain = { $low } { $n ->
    [one] punto visualizzato
   *[other] punti visualizzati
} nell'evento dell'ultima tessera, quali che siano le tessere in mano agli altri (R23)
last-range = da { $low } a { $high } { $n ->
    [one] punto visualizzato
   *[other] punti visualizzati
} nell'evento dell'ultima tessera, secondo le tessere che hanno gli altri (R23)
last-bust = l'evento dell'ultima tessera, { $low } { $n ->
    [one] punto visualizzato
   *[other] punti visualizzati
}, porterebbe il punteggio oltre 61 e verrebbe scartato (R2, R23)
last-bust-range = l'evento dell'ultima tessera, da { $low } a { $high } { $n ->
    [one] punto visualizzato
   *[other] punti visualizzati
}, porterebbe il punteggio oltre 61 e verrebbe scartato (R2, R23)
last-some-range = da { $low } a { $high } { $n ->
    [one] punto visualizzato
   *[other] punti visualizzati
} nell'evento dell'ultima tessera, che potrebbe portare il punteggio oltre 61 ed essere scartato (R2, R23)
leaves-none = non lascia al giocatore successivo nessuna posa che gli accrediti punti (R2, R15)
leaves-out = chiude la mano, quindi nessuno risponde (R21)
leaves = lascia al giocatore successivo al massimo { $leaves } { $leaves ->
    [one] punto visualizzato
   *[other] punti visualizzati
}
sheds = { $pips ->
    [0] { "" }
    [one] scarica { $pips } puntino
   *[other] scarica { $pips } puntini
}
value = vale in media { $value } punti visualizzati
# Under the ranking: what a move's worth is ($bonus: the displayed points an exact 61 counts, coach.WIN).
value-means = Il valore di una mossa è quanto chi la gioca (con il compagno, se si gioca in quattro) guadagna in media rispetto ai suoi avversari nel resto della mano, in punti visualizzati; arrivare esattamente a 61 conta { $bonus } in più, e se ci arriva un avversario conta −{ $bonus }: non sono punti della partita, ma il peso che il coach dà alla vittoria (R3).
best = mossa migliore
good = buona mossa
forced = unica mossa
loss = perdita attesa di { $loss } ± { $margin } punti visualizzati; il coach preferisce { $best }
# Face down, while the move the coach prefers is a tile still held: the review and a coach note leave it unnamed.
loss-other = perdita attesa di { $loss } ± { $margin } punti visualizzati; il coach preferisce un'altra mossa
played = { PERSON($name) ->
    [you] Mano { $hand }, azione { $action }, { $act ->
        [open] apri
       *[play] posi
    } { $move }: { $rating }
   *[other] Mano { $hand }, azione { $action }, { $name } { $act ->
        [open] apre
       *[play] posa
    } { $move }: { $rating }
}
review = Analisi
reviewing = Analisi in corso
# The review's words for a record's own notes and marks, and review --annotate's note.
note = Coach: { $rating } ({ $why }).
record-hand = Mano { $hand }, nota nella registrazione: { $note }
record-action = Mano { $hand }, azione { $action }, nella registrazione: { $annotation }
record-mark = nella registrazione: { $mark }
summary = { FORM($name, case: "label") }: { $counts }
