### Exercises, quizzes and the Practice widget: questions, choices and feedback.

right = Giusto.
wrong = No: hai risposto { $answer }.
wrong-none = No: non hai scelto nessuna risposta.
# The learner's answer, quoted as an answer ("you answered “pass”").
quoted = «{ $text }»
points = { $shown } punti visualizzati ({ $raw } grezzi)
points-one = 1 punto visualizzato ({ $raw } grezzi)
# A placement's points in an answer's reason, in the caption's order (RULES.md: "10 grezzi (2 visualizzati)").
placement-points = { $raw } grezzi ({ $shown } visualizzati)
placement-points-one = { $raw } grezzi (1 punto visualizzato)
none = nessuna
bad-int = Rispondi con un numero intero, per esempio 10.
bad-choice = Rispondi con una delle scelte: { $choices }.
bad-none = Scegli almeno una risposta, poi premi Verifica.
bad-empty = Scrivi un numero, poi premi Verifica.
bad-item = «{ $item }» non è una delle scelte di questa domanda.
missed = Hai tralasciato { $items }.
# A wrong answer in a class's quiz keeps the right answer back: how many right choices were
# left out, and the rules to read again.
missed-some = { $count ->
    [one] Hai tralasciato una risposta giusta.
   *[other] Hai tralasciato { $count } risposte giuste.
}
rules-again = { $count ->
    [one] Rileggi la regola ({ $rules }), poi riprova o mostra la risposta.
   *[other] Rileggi le regole ({ $rules }), poi riprova o mostra la risposta.
}
choice-double = { $tile } le due metà
choice-socket = { $tile } { $socket }
end-value = { $end } = { $value }
q-score-open =
    { PERSON($name) ->
        [you] Apri con { $tile }.
       *[other] { $name } apre con { $tile }.
    } Quanti punti grezzi vale questa posa?
q-score-open-thrown =
    { PERSON($name) ->
        [you] Apri con { $tile }.
       *[other] { $name } apre con { $tile }.
    } Quanti punti grezzi vale questa posa, prima del controllo dell'obiettivo?
q-score =
    { PERSON($name) ->
        [you] Posi { $tile } { FORM($socket, case: "su") } di { $on }.
       *[other] { $name } posa { $tile } { FORM($socket, case: "su") } di { $on }.
    } Quanti punti grezzi vale questa posa?
q-score-thrown =
    { PERSON($name) ->
        [you] Posi { $tile } { FORM($socket, case: "su") } di { $on }.
       *[other] { $name } posa { $tile } { FORM($socket, case: "su") } di { $on }.
    } Quanti punti grezzi vale questa posa, prima del controllo dell'obiettivo?
q-score-last =
    { PERSON($name) ->
        [you] Posi { $tile } { FORM($socket, case: "su") } di { $on }.
       *[other] { $name } posa { $tile } { FORM($socket, case: "su") } di { $on }.
    } Quanti punti grezzi vale questa posa da sola, prima di entrare a far parte dell'evento dell'ultima tessera?
e-sum =
    { $count ->
        [one] Dopo la posa c'è una sola estremità conteggiata: { $ends }; la somma è { $total }.
       *[other] Dopo la posa le estremità conteggiate sono { $ends }; la somma è { $total }.
    }
e-sum-none = Dopo la posa nessuna estremità conta; la somma è 0.
e-scores = { $total } è un multiplo positivo di 5 (R14, R15), quindi la posa vale { $points }.
e-scores-last = { $total } è un multiplo positivo di 5 (R14, R15), quindi quest'ultima posa vale { $points }: questi punti non si accreditano da soli, ma entrano nell'evento dell'ultima tessera (R23).
e-scores-thrown = { $total } è un multiplo positivo di 5 (R14, R15), quindi la posa vale { $points }; ma { $before } + { $raw } farebbe { $sum }, oltre 305, quindi il suo evento di punteggio è scartato per intero e non accredita nulla: il punteggio resta { $before } (R2).
e-no-score = { $total } non è un multiplo positivo di 5, quindi la posa non vale nulla (R14, R15).
e-no-score-last = { $total } non è un multiplo positivo di 5, quindi quest'ultima posa non vale nulla (R14, R15) e non porta nulla nell'evento dell'ultima tessera (R23).
# Every internal double of the layout at once: $tiles their list, $count how many (read11-it F1).
e-internal = { $count ->
    [one] La doppia interna { $tiles } non conta nulla (R14).
   *[other] Le doppie interne { $tiles } non contano nulla (R14).
}
q-counted = Quali estremità di questo schema contano dopo la posa appena fatta (cornice blu)? Indica tutte le estremità conteggiate.
e-counted =
    { $count ->
        [one] C'è una sola estremità conteggiata: { $ends } (R14).
       *[other] Le estremità conteggiate sono { $ends } (R14).
    }
e-internal-tile = { $tile } è una doppia interna: entrambi i lati lineari sono occupati, quindi non conta nulla (R14).
e-branch = In questo schema { $point } è libero e appartiene a una doppia interna: è un punto di collegamento lecito che non conta nulla (R13, R14).
q-legal = Dove si può posare { $tile } in questo schema? Indica tutti i punti di collegamento leciti a cui { $tile } si può collegare.
e-legal = { $tile } si collega { FORM($points, case: "a") } (R9, R13).
e-legal-none = { $tile } qui non si collega da nessuna parte: nessun punto di collegamento lecito mostra { $low ->
        [0] { $high ->
            [0] { $low }
           *[other] { $low } o { $high }
        }
        [1] { $high ->
            [1] { $low }
           *[other] { $low } o { $high }
        }
        [2] { $high ->
            [2] { $low }
           *[other] { $low } o { $high }
        }
        [3] { $high ->
            [3] { $low }
           *[other] { $low } o { $high }
        }
        [4] { $high ->
            [4] { $low }
           *[other] { $low } o { $high }
        }
        [5] { $high ->
            [5] { $low }
           *[other] { $low } o { $high }
        }
        [6] { $high ->
            [6] { $low }
           *[other] { $low } o { $high }
        }
       *[other] { $low } o { $high }
    } (R9, R13).
e-value = { $tile } non si collega { FORM($point, case: "a") }: lì serve il numero { $value }, che { $tile } non ha (R9).
e-closed = In questo schema { FORM($point) } non è ancora un punto di collegamento lecito: un ramo di uno spinner si può iniziare solo quando entrambi i suoi lati lineari sono occupati (R11, R13).
e-closed-value = In questo schema { FORM($point) } non è ancora un punto di collegamento lecito: un ramo di uno spinner si può iniziare solo quando entrambi i suoi lati lineari sono occupati (R11, R13); inoltre nessuna metà di { $tile } mostra { $value } (R9).
q-round = { $n ->
    [one] Somma i puntini di questa tessera e arrotonda il totale al multiplo di 5 più vicino. Che cosa ottieni?
   *[other] Somma i puntini di queste tessere e arrotonda il totale al multiplo di 5 più vicino. Che cosa ottieni?
}
e-round = { $n ->
    [one] I puntini della tessera fanno { $total }.
   *[other] I puntini delle tessere fanno { $total }.
} { $how }, quindi { $total } → { $rounded } (R24).
how-stays = Un multiplo esatto di 5 resta com'è
how-down = Con resto { $rem } si arrotonda verso il basso
how-up = Con resto { $rem } si arrotonda verso l'alto
# Short sentences, one fact each, for pupils of 12-15 (teacher trial 13, friction 6); the key
# gives the count with its rules (e-opponents, e-partner, e-event).
q-going-out = { $name } gioca la sua ultima tessera, { $tile }. { $placement ->
    [0] Questa posa non porta nulla all'evento dell'ultima tessera.
    [one] L'unico punto grezzo di questa posa entra nell'evento dell'ultima tessera.
   *[other] I { $placement } punti grezzi di questa posa entrano nell'evento dell'ultima tessera.
} Qui sotto vedi le tessere degli altri giocatori.{ $note } Quanti punti grezzi vale l'intero evento dell'ultima tessera?
q-partner = { $partner } gioca in coppia con { $name }.
e-opponents = { $count ->
    [one] L'avversario ha in mano { $total ->
        [one] 1 puntino
       *[other] { $total } puntini
    }: { $total } → { $rounded } grezzi (R22, R24).
   *[other] I puntini degli avversari si sommano, { $parts } = { $total ->
        [one] 1 puntino
       *[other] { $total } puntini
    }, e il totale si arrotonda una sola volta: { $total } → { $rounded } grezzi (R22, R24).
}
e-partner = { $partner }, in coppia con chi ha giocato l'ultima tessera, ha in mano { $total ->
    [one] 1 puntino
   *[other] { $total } puntini
}: la somma si arrotonda a parte, { $total } → { $rounded } grezzi, e si sottrae (R23).
e-event = Un solo evento: { $placement } + { $opponents } − { $partner } = { $raw } grezzi (R15, R23).
e-event-solo = Un solo evento: { $placement } + { $opponents } = { $raw } grezzi (R15, R22, R23).
q-blocked = La mano è bloccata: l'ossario è vuoto e nessuno può posare. Qual è l'accredito arrotondato del gruppo di { $name }, in punti grezzi?
e-group = { $name } ha in mano { $pips ->
    [one] { $pips } puntino
   *[other] { $pips } puntini
}. { $count ->
    [one] Differenza con il gruppo avversario maggiore
   *[other] Differenze con i gruppi avversari maggiori
}: { $diffs } → { $credit } grezzi (R25, R24).
e-group-none = { $name } ha in mano { $pips ->
    [one] { $pips } puntino
   *[other] { $pips } puntini
}; nessun gruppo avversario ha una somma maggiore, quindi il gruppo non vale nulla (R25).
e-group-partner = { $partner } gioca in coppia con chi ha questo gruppo: i gruppi di due compagni non si confrontano mai (R25).
q-deal = { $n ->
    [2] Due
    [3] Tre
    [4] Quattro
   *[other] { $n }
} giocatori ricevono 5 tessere ciascuno dalle 28 del set. Quante tessere restano nell'ossario?
e-deal = Un set doppio sei ha 28 tessere (R4); se ne distribuiscono { $n } × 5 = { $dealt }, quindi nell'ossario ne restano { $left } (R6).
q-partner-of = Quattro giocatori siedono intorno al tavolo. Chi gioca in coppia con { $name }?
q-next-of = Chi gioca subito dopo { $name }?
e-partner-of = I compagni siedono uno di fronte all'altro, quindi { $answer } gioca in coppia con { $name } (R5).
e-next-of = Si gioca in senso orario, quindi { $answer } gioca subito dopo { $name } (R5).
q-draw = È il turno di { $name }, che ha in mano le tessere qui sotto; { $left ->
    [0] l'ossario è vuoto
    [one] nell'ossario resta 1 tessera
   *[other] nell'ossario restano { $left } tessere
}. Che cosa deve fare { $name }?
choice-place = posare una tessera
choice-draw = pescare dall'ossario
choice-pass = passare
e-place = { $tile } si collega, quindi { $name } deve posare una tessera e non può né pescare né passare (R17).
e-draw = { $left ->
    [one] Nessuna tessera in mano si collega e nell'ossario ne resta una, quindi { $name } la pesca e la posa subito se si collega (R18); se non si collega, { $name } passa, oppure la mano si blocca se nessuno può posare (R19, D5).
   *[other] Nessuna tessera in mano si collega e nell'ossario ne restano { $left }, quindi { $name } pesca una tessera alla volta e posa subito la prima che si collega (R18); se nessuna si collega prima che l'ossario si esaurisca, { $name } passa, oppure la mano si blocca se nessuno può posare (R19, D5).
}
e-pass = Nessuna tessera si collega, l'ossario è vuoto e un altro giocatore può ancora posare, quindi { $name } passa (R19, D5).
q-target = Il punteggio di { $side } è { $before } grezzi ({ $shown ->
    [one] 1 punto visualizzato
   *[other] { $shown } visualizzati
}). Un nuovo evento di punteggio vale { $raw } grezzi. Qual è il punteggio grezzo dopo questo evento?
e-accepted = { $before } + { $raw } = { $total }: resta entro 305, quindi l'evento è accettato (R2).
e-won = { $before } + { $raw } = 305: è esattamente l'obiettivo, quindi l'evento è accettato (R2) e chi lo riceve vince subito la partita (R3).
e-discarded = { $before } + { $raw } farebbe { $total }, oltre 305, quindi l'intero evento è scartato e il punteggio resta { $before } (R2).
q-sheet = Quanti tratti mostra il segnapunti cartaceo per { $raw } grezzi?
e-sheet = Un tratto vale 5 grezzi, quindi { $raw } grezzi sono { $strokes ->
    [one] un tratto
   *[other] { $strokes } tratti
}{ $tens ->
    [0] {""}
    [one] : una X grande completa, con le sue quattro x piccole (10 tratti)
   *[other] : { $tens } X grandi complete, ognuna con le sue quattro x piccole (10 tratti ciascuna)
}{ $rest ->
    [0] {""}
    [one] { $tens ->
        [0] {""}
       *[other] {" "}e un tratto in più
    }
   *[other] { $tens ->
        [0] {""}
       *[other] {" "}e altri { $rest } tratti
    }
} (R28, D7).
check = Verifica
next = Domanda successiva
reveal = Mostra la risposta
answer = La tua risposta
tally = { $right ->
    [one] 1 giusta
   *[other] { $right } giuste
} su { $asked }
level = livello { $level } di { $levels }
answer-is = La risposta: { $solution }.
choose = Scegli qui sotto, poi premi Verifica.
type = Scrivi un numero, poi premi Verifica.
again = Riprova
static-choices = Espandi una scelta per verificarla; richiudila per riprovare.
static-numbers = Quale di questi numeri è la risposta? Espandine uno per verificarlo; richiudilo per riprovare.
static-in = Sì: «{ $choice }» è una delle risposte giuste.
static-out = No: «{ $choice }» non è una delle risposte giuste.
kind-score = Punti di una posa
kind-counted = Estremità conteggiate
kind-legal = Punti di collegamento leciti
kind-round = Arrotondamento
kind-going-out = Ultima tessera
kind-blocked = Mano bloccata
seat-title = Si gioca in senso orario (R5)
seat-title-pairs = I compagni siedono uno di fronte all'altro; si gioca in senso orario (R5)
seat-sides = { $a } contro { $b }
seat-seat = posto { $n }
seat-leads = apre
# A "where can … be placed?" choice (a game page's "where" question, a lesson's legal
# exercise) started by its letter, the letter drawn at the point it names on the layout
# (issue 31): "A · [0|2] high end".
choice-lettered = { $letter } · { $label }
