### The game page and the kernel-free viewer.

start = Inizio
back = Indietro
next = Avanti
end = Fine
start-tip = Inizio della mano (Inizio/Home)
back-tip = Un passo indietro (←)
next-tip = Un passo avanti (→)
end-tip = Fine della mano, dopo il conteggio (Fine)
end-tip-question = Alla domanda sul conteggio di fine mano (Fine)
end-tip-next = Alla mano seguente, lasciando senza risposta questa domanda sul conteggio (Fine)
face-up = Tessere scoperte
board-only = Solo lo schema
board-only-tip = Solo lo schema, grande quanto la finestra (tasto B); premi di nuovo per mostrare tutto
board-only-back = Esc o B: torna alla pagina
answer-only = Solo la risposta
answer-only-tip = Solo la domanda e la sua risposta, su tutta la larghezza della finestra (tasto A); premi di nuovo per mostrare tutto
answer-only-back = Esc o A: torna alla pagina
hand = Mano
of-n = { $n } di { $m }
action = azione
count = conteggio di fine mano, passo
won = fine della partita, passo
keys = Tasti: ← → un passo; Inizio/Home e Fine saltano all'inizio e alla fine della mano; premuti una seconda volta, all'inizio e alla fine della partita.
keys-quiz = Tasti: ← → un passo; Inizio/Home salta all'inizio della mano (premuto una seconda volta, all'inizio della partita); Fine salta alla domanda sul conteggio di fine mano (premuto su quella domanda ancora senza risposta, alla mano seguente; premuto alla fine della mano, alla fine della partita).
window = { $hands ->
    [one] Questa pagina contiene solo la mano { $first } delle { $total } della partita.
   *[other] Questa pagina contiene le mani da { $first } a { $last } delle { $total } della partita.
}
viewer = Visualizzatore della partita
window-page = { $hands ->
    [one] Questa pagina contiene solo la mano { $first } delle { $total } della partita.
   *[other] Questa pagina contiene le mani da { $first } a { $last } delle { $total } della partita.
} Per vedere altre mani, scrivi di nuovo la pagina a partire dalla mano che vuoi: fiveup-viz html GAME.json --hand N, con N contato da 1 come in questa pagina (in Python, che conta da 0: viewer.to_html(path, hand=N - 1)).
no-position = Questa pagina non ha la posizione { $asked }: contiene le mani da { $first } a { $last }, contate da 1. Mostra invece la sua posizione iniziale.
