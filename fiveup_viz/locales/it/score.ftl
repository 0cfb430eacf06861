### The paper score sheet (R28) and the score race.

sheet = { $shown ->
    [one] { $shown } visualizzato
   *[other] { $shown } visualizzati
} = { $raw ->
    [one] { $raw } grezzo
   *[other] { $raw } grezzi
}
sheet-one = { $shown ->
    [one] { $shown } visualizzato
   *[other] { $shown } visualizzati
} = { $raw ->
    [one] { $raw } grezzo
   *[other] { $raw } grezzi
}
race = Corsa al punteggio
axis = punteggio grezzo
events = eventi di punteggio
target = obiettivo 305 (61)
discarded = scartato (R2)
order = ordine dei tratti (D7)
