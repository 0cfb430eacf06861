### The coach's hints and the review.

hint = Vihje
ranking = Valmentajan järjestys (paras ensin)
open = { $tile } avauslaattana
on = { $tile } laattaan { $on }, { $socket }
now = +{ $credit } heti
now-zero = ei pisteitä heti
bust = +{ $credit } ylittäisi 61 ja hylättäisiin (R2)
leaves-none = ei jätä seuraavalle pelaajalle viidellä jaollista summaa
leaves = jättää seuraavalle pelaajalle enintään +{ $leaves }
sheds = keventää kättä { $pips } silmällä
value = keskimäärin { $value }
best = paras
good = hyvä
inaccuracy = epätarkkuus
mistake = virhe
forced = ainoa siirto
loss = odotettu menetys { $loss } pistettä; valmentaja suosittaa siirtoa { $best }
loss-only = odotettu menetys { $loss } pistettä
played = Kierros { $hand }, { $name } pelaa { $move }: { $rating }
review = Analyysi
reviewing = Analysoidaan
summary = { $name }: { $counts }
