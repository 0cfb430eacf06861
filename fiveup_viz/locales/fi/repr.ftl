### The text/plain form of widgets and questions.

viewer = { $players }: kierros { $hand }/{ $hands }, siirto { $step }/{ $steps }
viewer-count = { $where }, loppupisteytyksen vaihe { $k }
hand-end = kierros { $hand }: vaihe { $step }/{ $steps }
# A table in plain text: $scores each side with its raw score, which names every player (names
# entry, the learner as "you": `you and Ada 70, Bea and Cai 100`; read11-it F5).
table = Kierros { $hand }; pisteet: { $scores }
explorer-one = { $n } laatta: { $layout }
explorer-other = { $n ->
        [one] { $n } laatta
       *[other] { $n } laattaa
    }: { $layout }
quiz-one = { $n } kysymys: { $right } oikein
quiz-other = { $n } kysymystä: { $right } oikein
practice = { $kind }: { $right }/{ $asked } oikein, taso { $level }
exercise = { $kind }: { $question }
question = { $kind }, taso { $level }: { $question }
kind-score = asetuspisteet
kind-counted = pisteytykseen kuuluvat päät
kind-legal = lailliset jatkokohdat
kind-round = pyöristys
kind-going-out = käden tyhjennys
kind-blocked = tukkeutunut kierros
kind-deal = jako
kind-seating = istumajärjestys
kind-draw = nostaminen
kind-target = tavoite
kind-sheet = paperikirjanpito
