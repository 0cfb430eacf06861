### The rule book's figure captions.

going-out = L'ultima tessera: i punti dell'ultima posa (0 se la somma delle estremità conteggiate non è un multiplo positivo di 5), più i puntini degli avversari, sommati e arrotondati una sola volta, meno i puntini del compagno, arrotondati a parte: un solo evento, con un solo controllo dell'obiettivo (R21–R24)
blocked-hand = Una mano bloccata: i gruppi dalla somma minore in su; ciascuno riceve il totale arrotondato delle sue differenze con i gruppi avversari maggiori e, se non ne ha, non riceve nulla, anche se il gruppo del compagno è maggiore (R25–R27)
