### The coach's hints and the review.

hint = Suggerimento
ranking = La classifica del coach (la migliore per prima)
open = { $tile } in apertura
on = { $tile } su { $on } { $socket }
on-either = { $tile } su { $on } { $socket } o { $twin } (le due mosse sono ugualmente buone)
now = +{ $credit } subito
now-zero = nessun punto subito
bust = +{ $credit } supererebbe 61 e verrebbe scartato (R2)
leaves-none = non lascia un multiplo di cinque al giocatore successivo
leaves = lascia al giocatore successivo fino a +{ $leaves }
sheds = { $pips ->
    [one] scarichi { $pips } puntino
   *[other] scarichi { $pips } puntini
}
value = vale in media { $value }
best = migliore
good = buona
inaccuracy = imprecisione
mistake = errore
forced = unica mossa
loss = perdita attesa { $loss } ± { $margin } punti; il coach preferisce { $best }
loss-only = perdita attesa { $loss } ± { $margin } punti
played = { PERSON($name) ->
    [you] Mano { $hand }, giochi { $move }: { $rating }
   *[other] Mano { $hand }, { $name } gioca { $move }: { $rating }
}
review = Analisi
reviewing = Analisi in corso
# The review's words for a record's own notes and marks, and review --annotate's note.
note = Coach: { $rating } ({ $why }).
record-hand = Mano { $hand }, nota nella registrazione: { $note }
record-action = Mano { $hand }, azione { $action }, nella registrazione: { $annotation }
record-mark = nella registrazione: { $mark }
summary = { $name }: { $counts }
