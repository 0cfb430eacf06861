### A printable worksheet of practice questions, with its answer key on a page of its own
### (fiveup-viz worksheet, fiveup_viz.pages.worksheet).

title = Exact 61 Five Up · scheda di esercizi: { $topic }
topic-mix = domande miste
name = Nome
date = Data
about = { $count ->
    [one] 1 domanda
   *[other] { $count } domande
}, livello { $level } di { $levels }, numero di partenza { $seed }
kinds = Tipi di domanda: { $kinds }
key-for = Le risposte della scheda: { $title }
remake = Per rifare la stessa scheda: { $command }
remake-file = scheda
instructions = Rispondi a ogni domanda nello spazio sotto di essa: scrivi un numero intero nel riquadro, oppure cerchia la lettera di ogni scelta giusta (possono essere più di una).
answer-number = Risposta { $n }:
answer-choice = Risposta { $n }, cerchia:
key-title = Soluzioni
key-intro = Per l'insegnante: la risposta a ogni domanda, perché è giusta e le regole su cui si basa.
key-answer = Risposta: { $answer }
key-choice = { $letter } ({ $label })
key-none = nessuna delle scelte
tile-to-place = Tessera da posare:
letters-legend = Lettera nel disegno: segna il punto di cui parla la scelta con la stessa lettera
version = versione { $letter }
# The small head of every question page after a version's first (hint51, teach19: copies of
# A and B got mixed): the title with its version, and the page among the version's pages.
page-head = { $title } · pagina { $page } di { $pages }
title-version = { $title } · { $version }
key-title-version = Soluzioni, { $version }
q-counted = Quali estremità di questo schema contano dopo la posa di { $tile } (la tessera con la cornice)? Cerchia la lettera di ogni estremità conteggiata.
# The tiles named, so two rounding questions of a sheet never read alike (teacher trial 13).
q-round = { $n ->
    [one] Somma i puntini di questa tessera, { $tiles }, e arrotonda il totale al multiplo di 5 più vicino. Che cosa ottieni?
   *[other] Somma i puntini di queste tessere, { $tiles }, e arrotonda il totale al multiplo di 5 più vicino. Che cosa ottieni?
}
q-legal = Dove si può posare { $tile } in questo schema? Cerchia la lettera di ogni punto di collegamento lecito a cui la tessera si può collegare.
