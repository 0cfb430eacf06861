### The rule diagrams' headings.

terminal-internal = Una doppia terminale conta entrambe le metà; una doppia interna non conta nulla (R14)
lines-before-branches = Prima entrambi i lati lineari, poi l'uno o l'altro ramo (R11, R13)
score-sheet = Segnapunti cartaceo: un tratto per punto visualizzato; dieci punti sono una X grande con quattro x piccole (R28, D7)
