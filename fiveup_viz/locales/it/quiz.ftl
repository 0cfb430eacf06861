### A game page or GameViewer run as a quiz (fiveup_viz.pages.quiz): the questions it asks at a
### position, spoken to the learner as "you".

heading = Domanda
# A question the record itself asks (RECORD.md § Questions, `fiveup-viz annotate --ask`),
# in its own box beside the quiz's own question.
heading-record = La domanda dell'insegnante
heading-record-before = La domanda dell'insegnante, prima dell'azione { $action }
q-where =
    { PERSON($name) ->
        [you] Dove puoi posare la tessera { $tile }? Indica tutti i punti di collegamento leciti a cui si può collegare.
       *[other] Dove può posare { $name } la tessera { $tile }? Indica tutti i punti di collegamento leciti a cui si può collegare.
    }
q-end-domino =
    { PERSON($name) ->
        [you] Giochi l'ultima tessera: qui sotto vedi le tessere rimaste in mano.
       *[other] { $name } gioca l'ultima tessera: qui sotto vedi le tessere rimaste in mano.
    } Chi riceve un accredito alla fine di questa mano, e di quanti punti grezzi? Scegli una risposta.
q-end-blocked = La mano si blocca: qui sotto vedi le tessere rimaste in mano. Chi riceve un accredito alla fine di questa mano, e di quanti punti grezzi? Scegli una risposta.
# One side's credit at a hand's end, as an answer to choose ("Ada and Cai: 20 raw").
credit = { FORM($side, case: "label") }: { $raw }
# Sides' credits in one answer, one side after another (`credit` each; a side's own names
# and credits join with "and", so the sides stand apart by a semicolon, read16-en S9):
# "Ada and Cai: 20 raw; Bea and Dan: 5 raw".
credits = { $head }; { $next }
# One group's credit at a blocked hand of partnerships, in `credit`'s $raw: the group that
# earns it, each its own event (R25, R26): "5 raw (Bea's group)", "5 raw (your group)".
group-credit = { $raw } ({ PERSON($name) ->
    [you] il tuo gruppo
   *[other] gruppo di { $name }
})
# A wrong choice at a hand's count that a known slip makes (pages.quiz._slips): the slip in one
# sentence with its rules, said instead of "Rileggi le regole" (teach18 F4).
slip-target = Qui resta un accredito che porterebbe il punteggio oltre 305: quell'evento è scartato per intero (R2).
slip-partner = Qui manca la sottrazione del compagno: i puntini del compagno si arrotondano a parte e si sottraggono (R23).
slip-merged = Qui i puntini del compagno sono uniti a quelli degli avversari prima di arrotondare: il totale degli avversari e i puntini del compagno si arrotondano ciascuno a parte, poi si sottraggono quelli del compagno (R23).
slip-apart = Qui i puntini sono arrotondati avversario per avversario: prima si sommano i puntini di tutti gli avversari, poi si arrotonda il totale una volta sola (R22, R24).
slip-last = Qui è stata aggiunta la somma dell'ultima posa, { $total }: non è un multiplo positivo di 5, quindi non dà punti (R15, R21).
nobody = Nessuno riceve un accredito
# The page's switch that turns the questions off and on.
toggle = Fai le domande
# The page's choice beside the switch: which positions ask (pages.quiz.ASKS), its name
# and each choice, short enough for the toolbar (a hand's count asks at each choice).
asks = In quali pose fare le domande (al conteggio di fine mano si fanno sempre)
asks-scoring = Pose con punti
asks-counts = Solo i conteggi
asks-every = Ogni posa
wait = Rispondi alla domanda, o mostra la risposta, per andare avanti.
# Under `wait`: how to jump on without answering; the questions skipped stay unanswered. It
# shows to the whole class at a projector, so it names only the End button (page.ftl `end`);
# the address #hand=H&step=S is the teacher's, in the README (issue 31, teach27 F6).
skip = Per saltare avanti senza rispondere, premi «{ $button }».
skip-count = Per andare avanti senza rispondere, premi «{ $button }».
