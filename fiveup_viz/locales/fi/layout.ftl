### Layout descriptions and diagram captions (RULES.md glossary; the Finnish must equal the seed).

placed = Asetettu { $tile }
# After a draw or a pass: the layout as the last placement left it (GameViewer's caption).
unchanged = Pelikuvio ei muuttunut (ei uutta asetusta, joten ei asetuspisteitä); viimeksi asetettu { $tile }
counted = Pisteytykseen lasketut arvot
# A caption's counted values and their sum: $values `2 + 5 + 3` (one end: `8`), $total their
# sum, $count how many ends count (the seed's figures say `4 = 4` for one end too).
counted-sum = { $count ->
   *[other] Pisteytykseen lasketut arvot: { $values } = { $total }
}
points = Asetuspisteet: { $raw ->
        [one] { $raw } raakapiste
       *[other] { $raw } raakapistettä
    } ({ $shown ->
        [one] { $shown } näyttöpiste
       *[other] { $shown } näyttöpistettä
    })
points-one = Asetuspisteet: { $raw ->
        [one] { $raw } raakapiste
       *[other] { $raw } raakapistettä
    } (1 näyttöpiste)
tiles = Laatat
spinners = Spinnerit
connections = Liitokset
legal = Lailliset jatkokohdat
none = ei yhtään
# none said of tiles (Italian: tessera is feminine): «Tessere: nessuna»
none-tiles = ei yhtään
boneyard = nostopakka
blocked = tukkeutunut kierros
legend-counted = Täytetty numero: pisteytykseen laskettu arvo
legend-legal = Tyhjä piste: laillinen jatkokohta, jota ei tässä lasketa
empty = Tyhjä pöytä
high = suurempi pää
low = pienempi pää
line-a = linja A
line-b = linja B
branch-a = haara A
branch-b = haara B
