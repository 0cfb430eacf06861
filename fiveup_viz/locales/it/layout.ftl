### Layout descriptions and diagram captions (RULES.md glossary; the Finnish must equal the seed).

placed = Posa di { $tile }
# After a draw or a pass: the layout as the last placement left it (GameViewer's caption).
unchanged = Schema invariato (nessuna nuova posa, quindi nessun punto della posa); ultima tessera posata: { $tile }
counted = Valori conteggiati
# A caption's counted values and their sum: $values `2 + 5 + 3` (one end: `8`), $total their
# sum, $count how many ends count. One end too keeps RULES.md's description wording: «Valori
# conteggiati: 8 = 8» (glossary open point 16: the Italian readers would write «Valore conteggiato: 8»).
counted-sum = { $count ->
   *[other] Valori conteggiati: { $values } = { $total }
}
# One form for every placement, a zero included, as RULES.md's description wording and the
# Finnish seed's [2|2] figure (glossary open point 17).
points = Punti della posa: { $raw ->
    [one] { $raw } grezzo
   *[other] { $raw } grezzi
} ({ $shown ->
    [one] { $shown } visualizzato
   *[other] { $shown } visualizzati
})
points-one = Punti della posa: { $raw ->
    [one] { $raw } grezzo
   *[other] { $raw } grezzi
} (1 punto visualizzato)
tiles = Tessere
spinners = Spinner
connections = Collegamenti
legal = Punti di collegamento leciti
none = nessuno
# none said of tiles (Italian: tessera is feminine): «Tessere: nessuna»
none-tiles = nessuna
boneyard = ossario
blocked = mano bloccata
legend-counted = Cerchio pieno con numero: valore conteggiato
legend-legal = Cerchio vuoto: punto di collegamento lecito, che qui non conta
empty = Tavolo vuoto
high = estremità maggiore
low = estremità minore
line-a = lato lineare A
line-b = lato lineare B
branch-a = ramo A
branch-b = ramo B
