### The illustrated rule book.

title = Exact 61 Five Up: le regole illustrate
figure = Figura { $n }
about = Il testo originale delle regole, con le figure disegnate da fiveup_viz dove aiutano. I numeri tra parentesi dopo un paragrafo (R1–R28) sono quelli delle regole nel corso e nel promemoria.
gaps = Le parole in corsivo sottolineate con una linea punteggiata colmano un vuoto dove la versione solo testo ha perso l'immagine di una tessera.
gap-title = vuoto colmato: qui la versione solo testo ha perso l'immagine di una tessera

## The decisions D1-D8 where the texts leave room: the last section of every book (RULES.md).

decisions-heading = Decisioni sui punti lasciati aperti dai testi
decisions-about = Il testo originale qui sopra e quello finlandese lasciano aperti alcuni punti. Il corso, il promemoria e fiveup_viz li decidono così.
decision-D1 = D1. Un punteggio può scendere sotto zero: la sottrazione del compagno (R23) si applica anche quando rende negativo il punteggio (R23 vieta solo di superare 305).
decision-D2 = D2. L'evento dell'ultima tessera conta come evento anche quando il suo effetto netto è zero; prendi nota delle sue parti (punti dell'ultima posa, accredito avversario, sottrazione del compagno), che i tratti del segnapunti cartaceo (R28) non mostrano. Un gruppo di una mano bloccata con accredito zero non produce nessun evento.
decision-D3 = D3. Una partita in cui, dopo 200 mani (il valore predefinito; una partita può fissare un altro limite), nessuno ha raggiunto esattamente 305 finisce senza vincitore (il programma la ferma lì).
decision-D4 = D4. Per i sorteggi di R7 e R8 va bene qualsiasi metodo, purché neutrale. Il programma sorteggia con un proprio numero di partenza, salvato con ogni partita: così, se rivedi una partita salvata, ogni mano la apre lo stesso giocatore.
decision-D5 = D5. Quando la mano è bloccata, nessuno passa: la mano si conta subito. Un giocatore che pesca l'ultima tessera dell'ossario e ancora non può giocare passa, a meno che nessun giocatore possa fare una posa lecita: allora la mano si blocca subito dopo quella pesca.
decision-D6 = D6. Un accredito della posa che porta un giocatore o una coppia esattamente a 305 chiude subito la partita (R3), anche se dopo quella posa la mano si bloccherebbe: quella mano bloccata non si conta mai. I punti dell'ultima posa di una mano non sono mai un evento a sé: entrano nell'unico evento dell'ultima tessera (R23).
decision-D7 = D7. Sul segnapunti cartaceo (R28) un punteggio si disegna tratto per tratto. Una decina si disegna così: prima la X grande (i suoi due tratti), poi una x piccola (due tratti ciascuna) negli spazi in alto, a destra, in basso e a sinistra: 2 + 4 × 2 = 10 tratti. Se un punteggio non è un numero intero di decine, della sua ultima decina si vedono solo i tratti disegnati fin lì. Un punteggio negativo (D1) si scrive in cifre accanto a un segnapunti vuoto.
decision-D8 = D8. I gruppi di somma uguale in una mano bloccata (R26) si prendono in senso orario a partire da chi ha aperto questa mano: parti da chi ha aperto e gira in senso orario; il primo gruppo con quella somma che incontri viene per primo, che chi ha aperto sia o no tra questi. Il testo italiano lo dice («a partire dal giocatore iniziale», cioè da chi apre la mano); il testo finlandese dice solo «myötäpäiväisessä paikkajärjestyksessä», cioè «in senso orario», e non lo contraddice.
