### The example games: titles and descriptions.

title-two-players = Una partita a due giocatori
description-two-players = Due giocatori, Ada e Bea, ognuno con il proprio punteggio; Bea arriva esattamente a 305 grezzi (61 visualizzati) nell'ultima di 8 mani.
title-three-players = Una partita a tre giocatori
description-three-players = Tre giocatori, ognuno con il proprio punteggio, giocano in senso orario; Cai arriva esattamente a 305 grezzi (61 visualizzati) dopo 6 mani.
title-partners = Le coppie e la sottrazione del compagno
description-partners = Quattro giocatori in due coppie (Ada e Cai contro Bea e Dan). Nella mano 3 Ada gioca l'ultima tessera: posa 15, più i puntini degli avversari (69) arrotondati a 70, meno i puntini di Cai, in coppia con Ada (12), arrotondati a parte a 10, fa +75 grezzi; unire prima le tessere (57 → 55) avrebbe dato +70, cosa che R23 vieta.
title-discarded-domino = L'evento dell'ultima tessera scartato perché supera 305
description-discarded-domino = Nella mano 4 Cai gioca l'ultima tessera per 45 grezzi, ma Ada e Cai hanno già 300: 345 supererebbe 305, quindi l'intero evento dell'ultima tessera viene scartato e il gioco continua (R2, R23). Ada e Cai vincono più avanti.
title-blocked-tie = Una mano bloccata con gruppi in parità
description-blocked-tie = La mano 4 è bloccata e in parità: Bea e Cai, di coppie avversarie, hanno in mano 10 puntini a testa, quindi nessuno vince la mano (R27). I gruppi di Bea e di Dan ricevono comunque il totale arrotondato delle loro differenze, ognuno come evento separato (Bea 6 → 5, Dan 4 → 5); il totale di Cai, 2, si arrotonda a 0 e Ada non ha avversari con più puntini, quindi non fanno nessun evento (R25, R26, D2).
title-blocked-discarded = Una mano bloccata con un evento scartato
description-blocked-discarded = La mano 9 è bloccata: l'evento del gruppo di Bea, 55 grezzi, viene accettato, ma i 75 grezzi di Ada porterebbero il suo punteggio da 235 a 310, oltre 305, e vengono scartati da soli (R2, R26). Bea vince più avanti.
title-won-by-placement = Vinta con una posa a metà mano
description-won-by-placement = Nella mano 5, con 8 tessere già sul tavolo, Ada posa [2|3] per 5 grezzi e passa da 300 esattamente a 305 mentre ogni giocatore ha ancora tessere in mano (3, 3): la partita termina subito (R3, D6).
title-won-by-block = Vinta con un evento della mano bloccata
description-won-by-block = La mano 4 è bloccata; gli eventi dei gruppi si applicano a partire dalla somma minore, e i 30 grezzi di Dan portano Bea e Dan da 275 esattamente a 305: la partita termina con un evento della mano bloccata (R25, R26, R3).
