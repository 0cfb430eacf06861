### The click picker of the widgets.

scores = { $on } ({ $socket }): { $raw ->
    [0] ei tuota pisteitä
   *[other] { $raw ->
        [one] { $raw } raakapiste
       *[other] { $raw } raakapistettä
    } { $shown ->
        [one] (1 näyttöpiste)
       *[other] ({ $shown } näyttöpistettä)
    }
}
choose-here = { $on } ({ $socket }): { $n ->
    [0] mikään laattasi ei sovi tähän
    [one] { $n } laattasi sopii tähän
   *[other] { $n } laattaasi sopii tähän; valitse ensin niistä yksi
}
none-here = { $on } ({ $socket }): mikään laattasi ei sovi tähän
scores-over = { $on } ({ $socket }): { $score } + { $raw } raakapistettä ylittäisi 305:n, joten pistetapahtuma hylätään kokonaan eikä asetus tuota pisteitä (R2)
scores-last = { $on } ({ $socket }): viimeinen laattasi; sen { $raw ->
    [one] { $raw } raakapiste kuuluu
   *[other] { $raw } raakapistettä kuuluvat
} käden tyhjennyksen pistetapahtumaan (R23)
tile-no = { $on } ({ $socket }): { $tile } ei sovi tähän
refuse-none = Mikään laattasi ei sovi laatan { $on } { FORM($socket, case: "illative") }: liitettävän puoliskon on näytettävä { $value } (R9, R12). Mikään ei muuttunut.
refuse-tile = { $tile } ei sovi laatan { $on } { FORM($socket, case: "illative") }: liitettävän puoliskon on näytettävä { $value } (R9, R12). Mikään ei muuttunut.
refuse-pending = Nostit laatan { $tile }, ja se on asetettava heti (R18); se ei sovi laatan { $on } { FORM($socket, case: "illative") }. Mikään ei muuttunut.
refuse-turn = Nyt ei ole vuorosi asettaa laattaa. Mikään ei muuttunut.
choose = Valitse ensin laatta. Laatan { $on } { FORM($socket, case: "illative") } sopivat laatat: { $tiles }. Napsauta laattaa kädessäsi.
chosen = { $tile } valittu: napsauta laillista jatkokohtaa asettaaksesi sen.
hand-tile = { $tile } kädessäsi
hand-open = { $tile } kädessäsi: avauksena (R9) { $raw ->
    [0] se ei tuota pisteitä
   *[other] se tuottaa { $raw ->
        [one] { $raw } raakapisteen
       *[other] { $raw } raakapistettä
    } { $shown ->
        [one] (1 näyttöpisteen)
       *[other] ({ $shown } näyttöpistettä)
    }
}
hand-open-over = { $tile } kädessäsi: avauksena (R9) se tuottaisi pisteitä, mutta { $score } + { $raw } raakapistettä ylittäisi 305:n, joten pistetapahtuma hylättäisiin kokonaan eikä pistemäärä muuttuisi (R2)
not-held = { $tile } ei ole kädessäsi.
