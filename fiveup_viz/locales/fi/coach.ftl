### The coach's hints and the review.

hint = Vihje
ranking = Valmentajan järjestys (paras ensin)
# A move: $form is `alone` where it stands by itself, as the move buttons say it («[2|5] laatan
# [5|6] pienempään päähän»: a hint's line, the coach's preference), or `played` as the object
# of `played`'s verb («asettaa laatan [2|5] laatan [5|6] …», «avaa laatalla [5|5]», as ui
# act-play and act-open); `played` says the move's kind as $act (`open` or `play`).
open = { $form ->
    [played] laatalla { $tile }
   *[alone] { $tile } avauslaattana
}
on = { $form ->
    [played] laatan { $tile }
   *[alone] { $tile }
} laatan { $on } { FORM($socket, case: "illative") }
on-either = { $form ->
    [played] laatan { $tile }
   *[alone] { $tile }
} laatan { $on } { FORM($socket, case: "illative") } tai { FORM($twin, case: "illative") }, kumpikin yhtä hyvä
now = { SIGNED($credit) } { $credit ->
    [one] näyttöpiste
   *[other] näyttöpistettä
} heti
now-zero = ei pisteitä heti
bust = { SIGNED($credit) } { $credit ->
    [one] näyttöpiste
   *[other] näyttöpistettä
} veisi pistemäärän yli 61 näyttöpisteen, joten pistetapahtuma hylättäisiin (R2)
# A range of signed numbers («−1 … +6») takes the partitive whatever its last number, so the
# -range forms select on $n with one variant.
last = { $low } { $n ->
    [one] näyttöpiste
   *[other] näyttöpistettä
} käden tyhjennyksen pistetapahtumassa, arvioituna laattojen perusteella, joita muilla voi olla (R23)
last-certain = { $low } { $n ->
    [one] näyttöpiste
   *[other] näyttöpistettä
} käden tyhjennyksen pistetapahtumassa riippumatta siitä, mitä laattoja muilla on (R23)
last-range = { $low } … { $high } { $n ->
   *[other] näyttöpistettä
} käden tyhjennyksen pistetapahtumassa sen mukaan, mitä laattoja muilla on (R23)
last-bust = käden tyhjennyksen pistetapahtuma, { $low } { $n ->
    [one] näyttöpiste
   *[other] näyttöpistettä
}, veisi pistemäärän yli 61 näyttöpisteen, joten se hylättäisiin (R2, R23)
last-bust-range = käden tyhjennyksen pistetapahtuma, { $low } … { $high } { $n ->
   *[other] näyttöpistettä
}, veisi pistemäärän yli 61 näyttöpisteen, joten se hylättäisiin (R2, R23)
last-some-range = { $low } … { $high } { $n ->
   *[other] näyttöpistettä
} käden tyhjennyksen pistetapahtumassa, joka voisi viedä pistemäärän yli 61 näyttöpisteen ja tulla hylätyksi (R2, R23)
leaves-none = ei jätä seuraavalle pelaajalle yhtään asetusta, josta tämä saisi pisteitä (R2, R15)
leaves-out = päättää kierroksen, joten kukaan ei enää vastaa siihen (R21)
leaves = jättää seuraavalle pelaajalle enintään { $leaves } { $leaves ->
    [one] näyttöpisteen
   *[other] näyttöpistettä
}
# A move that sheds no pips ([0|0]) leaves this clause out: the review drops an empty clause.
sheds = { $pips ->
    [0] { "" }
   *[other] keventää kättä { $pips } silmän verran
}
value = arvo keskimäärin { $value } näyttöpistettä
# Under the ranking: what a move's worth is ($bonus: the displayed points an exact 61 counts, coach.WIN).
value-means = Siirron arvo: montako näyttöpistettä siirron tekijän osapuoli saa kierroksen loppuun mennessä keskimäärin enemmän kuin muut. Täsmälleen 61:een pääsystä lasketaan lisäksi +{ $bonus } { $bonus ->
    [one] näyttöpiste
   *[other] näyttöpistettä
} ja jonkin toisen osapuolen pääsystä −{ $bonus }. Tämä lisä on valmentajan oma tapa painottaa voittoa (R3), ei pelin pisteitä.
best = paras
good = hyvä
forced = ainoa siirto
loss = odotettu menetys { $loss } ± { $margin } näyttöpistettä; valmentajan suositus: { $best }
# Face down, while the move the coach prefers is a tile still held: the review and a coach note leave it unnamed.
loss-other = odotettu menetys { $loss } ± { $margin } näyttöpistettä; valmentajan suositus: jokin toinen siirto
played = { PERSON($name) ->
    [you] Kierros { $hand }, siirto { $action }, { $act ->
        [open] avaat
       *[play] asetat
    } { $move }: { $rating }
   *[other] Kierros { $hand }, siirto { $action }, { $name } { $act ->
        [open] avaa
       *[play] asettaa
    } { $move }: { $rating }
}
review = Analyysi
reviewing = Analysoidaan
# The review's words for a record's own notes and marks, and review --annotate's note.
note = Valmentaja: { $rating } ({ $why }).
record-hand = Kierros { $hand }, tallenteen huomautus: { $note }
record-action = Kierros { $hand }, siirto { $action }, tallenteessa: { $annotation }
record-mark = tallenteessa: { $mark }
summary = { FORM($name, case: "label") }: { $counts }
