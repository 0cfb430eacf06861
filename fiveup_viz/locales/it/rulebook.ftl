### The illustrated rule book.

title = Exact 61 Five Up: le regole illustrate
figure = Figura { $n }
about = Il testo originale delle regole, con le figure disegnate da fiveup_viz dove aiutano.
gaps = Le parole tra parentesi quadre colmano un vuoto dove il testo semplice ha perso l'immagine di una tessera.
gap-title = vuoto colmato: qui il testo semplice ha perso l'immagine di una tessera
