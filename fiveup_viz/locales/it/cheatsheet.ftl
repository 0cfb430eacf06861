### The one-page cheat sheet.

title = Exact 61 Five Up · promemoria
subtitle = Domino, set doppio sei, da 2 a 4 giocatori, 5 tessere ciascuno. Regole R1–R28 come nel corso.
turn = Un turno
start = Tocca a te
can = Una tua tessera va su un punto di collegamento lecito?
place = Posala, abbinando il numero del punto lecito (R9–R13). Non puoi pescare al suo posto (R17).
add = Somma le estremità conteggiate. Un multiplo positivo di 5 vale altrettanti punti grezzi (R14, R15).
last = Era la tua ultima tessera?
out = Ultima tessera: si conta la fine della mano (sotto).
next = Gioca il giocatore successivo in senso orario (R5).
empty = L'ossario è vuoto?
draw = Pesca una tessera. Se si collega, posala subito; se no, pesca ancora (R18).
pass = Passa (R19). Nessuno può posare e l'ossario è vuoto: mano bloccata (R20).
yes = sì
no = no
counts = Che cosa conta (R14)
counts-1 = Un'estremità libera di una tessera non doppia conta il suo numero; la tessera d'apertura conta entrambe le estremità.
counts-2 = Una doppia con al massimo un lato lineare occupato conta entrambe le metà (terminale).
counts-3 = Una doppia con entrambi i lati lineari occupati non conta nulla (interna). Solo allora si aprono i suoi rami (R11); un ramo non iniziato aggiunge 0.
counts-4 = Punto lecito ≠ estremità conteggiata: il ramo libero di una doppia interna è un punto lecito che non vale nulla.
counts-pic = I numeri pieni contano: 2 + 5 + 3 = 10, che vale 10 grezzi (2 visualizzati).
out-title = L'ultima tessera (R21–R23)
out-formula = un solo evento = ultima posa + arrotonda(valori di tutti gli avversari insieme) − arrotonda(valori del compagno)
out-notes = La parte del compagno solo con 4 giocatori. Arrotonda ogni parte una volta, non unire mai i valori del compagno a quelli degli avversari. Chi gioca l'ultima tessera apre la mano successiva (R8).
blocked-title = Mano bloccata (R25–R27)
blocked-formula = ogni gruppo vale arrotonda(somma di (gruppo avversario maggiore − proprio gruppo))
blocked-notes = Le tessere di ogni giocatore sono un gruppo; i compagni restano separati e non si confrontano mai. Gruppi dalla somma più bassa; a parità, in senso orario da chi ha aperto la mano (D8). Ogni accredito è un evento a sé. Il gruppo più basso vince la mano ma non apre la successiva: chi apre si sorteggia (R8).
round-title = Arrotondare al multiplo di 5 più vicino (R24)
round-sum = somma
round-to = diventa
round-notes = Resto 1 o 2 verso il basso, 3 o 4 verso l'alto.
target-title = L'obiettivo (R1–R3)
target-1 = 5 punti grezzi = 1 punto visualizzato. Si vince con esattamente 61 visualizzati = { $target } grezzi.
target-2 = Un evento che ti porterebbe oltre { $target } grezzi si scarta per intero; il gioco continua.
target-3 = Esattamente { $target } con un evento accettato vince subito; dopo non conta più nulla.
target-4 = Segnapunti cartaceo: un tratto per punto visualizzato; dieci sono una X grande con una x piccola in ogni spazio (R28).
