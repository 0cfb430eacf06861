### The illustrated rule book.

title = Exact 61 Five Up: le regole illustrate
figure = Figura { $n }
about = Il testo originale delle regole, con le figure disegnate da fiveup_viz dove aiutano. I numeri tra parentesi dopo un paragrafo (R1–R28) sono quelli delle regole nel corso e nel promemoria.
gaps = Le parole in corsivo sottolineate con una linea punteggiata colmano un vuoto dove la versione solo testo ha perso l'immagine di una tessera.
gap-title = vuoto colmato: qui la versione solo testo ha perso l'immagine di una tessera

## The decisions D1-D8 where the texts leave room: the last section of every book (RULES.md).

decisions-heading = Decisioni dove i testi lasciano spazio
decisions-about = Il testo originale qui sopra lascia aperti alcuni punti. Il corso, il promemoria e fiveup_viz li decidono così.
decision-D1 = D1. Un punteggio può scendere sotto zero: la sottrazione del compagno di R23 si applica anche quando rende negativo il punteggio (R23 vieta solo di superare 305).
decision-D2 = D2. L'evento dell'ultima tessera conta come evento anche quando il suo netto è zero; prendi nota delle sue parti (accredito della posa, accredito dei puntini degli avversari, sottrazione del compagno), che i tratti del segnapunti cartaceo (R28) non mostrano. Un gruppo di una mano bloccata con accredito zero non fa evento.
decision-D3 = D3. Una partita in cui nessuno ha raggiunto esattamente 305 dopo 200 mani (il valore predefinito; una partita può fissare un altro limite) finisce senza vincitore (il programma la ferma lì).
decision-D4 = D4. Per i sorteggi di R7 e R8 va bene qualsiasi metodo casuale equo. Il programma sorteggia con numeri propri, salvati con ogni partita, così rivedendo una partita salvata si ritrovano gli stessi giocatori iniziali.
decision-D5 = D5. Quando la mano è bloccata nessuno passa: la mano si conta subito. Un giocatore che pesca l'ultima tessera dell'ossario e non può ancora posare passa, a meno che nessuno possa posare: allora la mano è bloccata subito dopo quella pesca.
decision-D6 = D6. Un accredito della posa che porta un giocatore o una coppia esattamente a 305 chiude subito la partita (R3), anche quando subito dopo la mano sarebbe bloccata: quel blocco non si conta mai. L'ultima tessera di una mano non si conta mai da sola: fa parte dell'unico evento dell'ultima tessera di R23.
decision-D7 = D7. Sul segnapunti cartaceo (R28) un punteggio si disegna tratto per tratto: una decina è prima la X grande (i suoi due tratti), poi una x piccola (due tratti ciascuna) negli spazi in alto, a destra, in basso e a sinistra: 2 + 4 × 2 = 10 tratti. Un punteggio che non è un numero intero di decine mostra i tratti disegnati finora della sua ultima decina. Un punteggio negativo (D1) si scrive come numero accanto a un foglio vuoto.
decision-D8 = D8. I gruppi di somma uguale in una mano bloccata (R26) si prendono in senso orario a partire dal giocatore iniziale di questa mano: si parte da chi ha aperto la mano e si gira in senso orario; il primo gruppo in parità che si incontra va per primo, che il giocatore iniziale sia o no tra quelli in parità. Il testo italiano lo dice («a partire dal giocatore iniziale»); il testo finlandese dice solo «in senso orario» e non lo contraddice.
