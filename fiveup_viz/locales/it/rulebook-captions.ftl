### The rule book's figure captions.

going-out = L'ultima tessera: l'ultima posa, i valori avversari arrotondati una sola volta, la sottrazione del compagno, un solo evento con controllo dell'obiettivo (R21–R24)
blocked-hand = Una mano bloccata: i gruppi dalla somma minore, ciascuno accreditato delle differenze arrotondate dai gruppi avversari maggiori (R25–R27)
