### The illustrated rule book.

title = Exact 61 Five Up: le regole illustrate
figure = Figura { $n }
about = Il testo originale delle regole, con le figure disegnate da fiveup_viz dove aiutano. I numeri tra parentesi dopo un paragrafo (R1–R28) sono quelli delle regole nel corso e nel promemoria.
gaps = Le parole in corsivo sottolineate con una linea punteggiata colmano un vuoto dove la versione solo testo ha perso l'immagine di una tessera.
gap-title = vuoto colmato: qui la versione solo testo ha perso l'immagine di una tessera
