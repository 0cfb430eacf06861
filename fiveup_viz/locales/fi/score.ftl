### The paper score sheet (R28) and the score race.

sheet = { $shown ->
        [one] { $shown } näyttöpiste
       *[other] { $shown } näyttöpistettä
    } = { $raw ->
        [one] { $raw } raakapiste
       *[other] { $raw } raakapistettä
    }
sheet-one = { $shown } näyttöpiste = { $raw ->
        [one] { $raw } raakapiste
       *[other] { $raw } raakapistettä
    }
race = Pistekilpailu
axis = raakapisteet
events = pistetapahtumat
target = tavoite 305 (61)
discarded = hylätty (R2)
order = viivojen järjestys (D7)
