### The one-page cheat sheet.

title = Exact 61 Five Up · promemoria
subtitle = Domino, set doppio sei, da 2 a 4 giocatori, 5 tessere ciascuno. Regole R1–R28 e decisioni D1–D8 come nel corso.
setup-title = Prima della prima mano (R4–R7)
setup-1 = In 2 o in 3 si gioca ciascuno per sé. In 4 si gioca in due coppie fisse: i compagni siedono uno di fronte all'altro e hanno un solo punteggio (R5).
setup-2 = Si mescolano le 28 tessere coperte e se ne distribuiscono 5 a ciascun giocatore; le restanti formano l'ossario. Le tessere in mano restano nascoste (R4, R6).
setup-3 = Chi apre la prima mano si decide con un sorteggio neutrale, ripetuto tra i giocatori in parità. Le tessere distribuite non danno priorità (R7). Si gioca in senso orario (R5).
turn = Un turno
start = Tocca a te
lead = Il tavolo è vuoto?
open = Apri tu la mano: posa una qualsiasi delle tue tessere (R9).
can = Puoi posare una tua tessera su un punto di collegamento lecito?
place = Posala su un punto di collegamento lecito con lo stesso numero (R9–R13). Non puoi pescare invece di posare, nemmeno se i punti della posa venissero scartati (R17).
add = Somma le estremità conteggiate (R14). Un multiplo positivo di 5 vale altrettanti punti grezzi: è un evento a sé, con il suo controllo dell'obiettivo (R2, R15, R16).
last = Era la tua ultima tessera?
out = Ultima tessera (R21): conta anche questa posa; il suo accredito entra nell'evento dell'ultima tessera (vedi L'ultima tessera): un solo evento, un solo controllo dell'obiettivo (R23).
next = Tocca al giocatore successivo, in senso orario (R5).
empty = L'ossario è vuoto?
draw = Pesca una tessera. Se si collega, posala subito; se no, tienila e pesca ancora, finché nell'ossario restano tessere (R18).
pass = Passa (R19).
# After the drawing or an empty boneyard: can anyone place? no: the hand is blocked (R20, D5).
anyone = Qualcuno può ancora posare una tessera?
blocked = La mano è bloccata: nessuno passa più e si conta subito (R20, D5). Vedi Mano bloccata (R25–R27).
# After a placement's event: a score of exactly 305 raw ends the game at once (R3, D6).
exact = Con questo evento il punteggio è arrivato esattamente a 305 grezzi?
win = Vittoria immediata: la partita finisce subito, anche a metà mano, e dopo non conta più nulla (R3, D6).
yes = sì
no = no
# The drawing box's two exits in the flowchart: a drawn tile fits (R18); the boneyard ran out (R19).
drawn-fits = si collega
drawn-none = ossario vuoto
counts = Che cosa conta (R14)
counts-1 = Un'estremità libera di una tessera non doppia conta il suo numero (così una tessera d'apertura non doppia, da sola, conta entrambe le estremità).
counts-2 = Una doppia con al massimo un lato lineare occupato conta entrambe le metà (terminale).
counts-3 = Una doppia con entrambi i lati lineari occupati non conta nulla (interna). Solo allora si possono iniziare i suoi rami (R11); un ramo non iniziato aggiunge 0.
counts-4 = Punto di collegamento lecito ≠ estremità conteggiata: il ramo libero di una doppia interna è un punto di collegamento lecito che non vale nulla.
counts-pic = Contano i cerchi pieni con numero: 2 + 5 + 3 = 10, che vale 10 grezzi (2 visualizzati).
out-title = L'ultima tessera (R21–R23)
out-formula = un solo evento = punti dell'ultima posa (0 se la somma delle estremità conteggiate non è un multiplo positivo di 5) + (puntini degli avversari, sommati e poi arrotondati) − (puntini del compagno, arrotondati a parte)
out-notes = La sottrazione del compagno vale solo con 4 giocatori. Arrotonda a parte, una sola volta ciascuno, il totale dei puntini degli avversari e quello del compagno. Chi gioca l'ultima tessera apre la mano successiva, anche quando il suo evento viene scartato (R2, R8).
blocked-title = Mano bloccata (R25–R27)
blocked-formula = ogni gruppo vale la somma delle differenze con i gruppi avversari maggiori, arrotondata una sola volta
blocked-notes = Le tessere di ogni giocatore sono un gruppo; i gruppi di una stessa coppia restano separati e non si confrontano mai tra loro. Si parte dal gruppo con la somma minore; a parità, in senso orario da chi ha aperto la mano (D8). Ogni accredito positivo è un evento a sé, con il suo controllo dell'obiettivo; un accredito pari a 0 non produce nessun evento, e la partita finisce al primo 305 esatto (R26, D2). Il gruppo con la somma minore vince la mano; se quella somma è di giocatori avversari tra loro, la mano è in parità, e se è solo di due compagni, vince la loro coppia. Vincere non dà il diritto di aprire: chi apre la mano successiva viene sorteggiato tra tutti (R8, R27).
round-title = Arrotondare al multiplo di 5 più vicino (R24)
round-sum = somma
round-to = diventa
round-notes = Resto 1 o 2: si arrotonda verso il basso; resto 3 o 4: verso l'alto.
target-title = L'obiettivo (R1–R3)
target-1 = 5 punti grezzi = 1 punto visualizzato. Si vince con esattamente 61 visualizzati = { $target } grezzi.
target-2 = Un evento che porterebbe un giocatore o una coppia oltre { $target } grezzi si scarta per intero; il gioco continua.
target-3 = Chi arriva esattamente a { $target } grezzi con un evento accettato vince subito; dopo non conta più nulla.
target-4 = Segnapunti cartaceo: un tratto per punto visualizzato; 10 punti visualizzati sono una X grande con una x piccola in ciascuno dei suoi quattro spazi (R28).
