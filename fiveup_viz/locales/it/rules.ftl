### Each rule's and decision's summary in one line: lesson 00's rule map and a cited rule's tooltip.

rule-R1 = 5 punti grezzi sono 1 punto visualizzato; l'obiettivo è 305 grezzi = 61 visualizzati
rule-R2 = un evento che porterebbe il punteggio oltre 305 viene scartato per intero
rule-R3 = esattamente 305 con un evento accettato: vittoria immediata
rule-R4 = un set doppio sei di 28 tessere, scritte [a|b] con a ≤ b
rule-R5 = 2-3 giocatori da soli, 4 in coppie fisse, i compagni uno di fronte all'altro; senso orario
rule-R6 = 5 tessere a testa; le altre formano l'ossario
rule-R7 = chi apre la prima mano è sorteggiato
rule-R8 = chi gioca l'ultima tessera apre la mano successiva; dopo un blocco chi apre viene sorteggiato di nuovo
rule-R9 = si apre con qualsiasi tessera, poi si abbina una metà della tessera a un punto di collegamento lecito (R13) che mostra lo stesso valore
rule-R10 = ogni doppia è uno spinner, posata di traverso
rule-R11 = prima i lati lineari, poi uno qualsiasi dei rami
rule-R12 = una tessera non doppia si collega con l'estremità che combacia
rule-R13 = punti di collegamento leciti; due collegamenti sono due mosse
rule-R14 = dopo ogni posa si sommano le estremità conteggiate
rule-R15 = un multiplo positivo di 5 vale altrettanti punti grezzi
rule-R16 = l'accredito di una posa è un evento di punteggio a sé
rule-R17 = se puoi posare, devi farlo
rule-R18 = si pesca una tessera alla volta; la prima giocabile si posa subito
rule-R19 = nessuna posa possibile e ossario vuoto: si passa
rule-R20 = ossario vuoto e nessuno può posare: la mano è bloccata
rule-R21 = l'ultima tessera chiude la mano e si conta come ogni posa
rule-R22 = i puntini degli avversari, sommati e arrotondati una volta, vanno a chi ha giocato l'ultima tessera o alla sua coppia
rule-R23 = i puntini del compagno, arrotondati a parte, si sottraggono; un solo evento
rule-R24 = arrotondare al multiplo di 5 più vicino: resto 1-2 in basso, 3-4 in alto
rule-R25 = le tessere di ogni giocatore sono un gruppo; dal minore, le differenze con i gruppi avversari maggiori
rule-R26 = un evento per ogni gruppo con accredito positivo, in ordine; ognuno con il proprio controllo dell'obiettivo
rule-R27 = il gruppo con la somma minore vince la mano bloccata; minimo condiviso da avversari: parità
rule-R28 = un tratto vale 5 grezzi; 10 punti visualizzati sono una X grande con quattro x piccole
rule-D1 = il punteggio può scendere sotto zero
rule-D2 = l'evento dell'ultima tessera si registra anche con netto zero; un gruppo con accredito 0 non fa evento
rule-D3 = nessun vincitore dopo max_hands mani (200)
rule-D4 = lo stesso numero di partenza e le stesse scelte danno la stessa partita
rule-D5 = quando la mano è bloccata, nessuno passa più
rule-D6 = una posa che raggiunge 305 chiude la partita prima di ogni blocco
rule-D7 = l'ordine dei tratti sul foglio: la X, poi sopra, destra, sotto, sinistra
rule-D8 = somme uguali nella mano bloccata: in senso orario da chi ha aperto la mano
