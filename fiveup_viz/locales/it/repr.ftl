### The text/plain form of widgets and questions.

viewer = { $players }: mano { $hand } di { $hands }, azione { $step } di { $steps }
viewer-count = { $where }, passo { $k } del conteggio
hand-end = mano { $hand }: passo { $step } di { $steps }
# A table in plain text: $scores each side with its raw score, which names every player (names
# entry, the learner as "you": `you and Ada 70, Bea and Cai 100`; read11-it F5).
table = Mano { $hand }; punteggi: { $scores }
explorer-one = { $n } tessera: { $layout }
explorer-other = { $n } tessere: { $layout }
quiz-one = di { $n } { $n ->
    [one] domanda
   *[other] domande
}: { $right ->
    [one] 1 giusta
   *[other] { $right } giuste
}
quiz-other = di { $n } domande: { $right ->
    [one] 1 giusta
   *[other] { $right } giuste
}
practice = { $kind }: { $right ->
    [one] 1 giusta
   *[other] { $right } giuste
} su { $asked }, livello { $level }
exercise = { $kind }: { $question }
question = { $kind } livello { $level }: { $question }
kind-score = punti della posa
kind-counted = estremità conteggiate
kind-legal = punti di collegamento leciti
kind-round = arrotondamento
kind-going-out = ultima tessera
kind-blocked = mano bloccata
kind-deal = distribuzione
kind-seating = posti a tavola
kind-draw = pescata
kind-target = obiettivo
kind-sheet = segnapunti
