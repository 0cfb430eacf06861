### Single lines: legends and notes.

spinner-legend = Il bordo arancione indica uno spinner, che non è per forza un'estremità conteggiata
spinner-legend-print = Il bordo nero spesso indica uno spinner, che non è per forza un'estremità conteggiata
last-legend = Cornice blu: l'ultima tessera posata
last-legend-print = Cornice grigia: l'ultima tessera posata
static-widget-note = Immagine del pannello com'era quando è stato salvato.
static-widget-run = Esegui la cella per usarlo.
