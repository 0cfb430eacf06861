### The paper score sheet (R28) and the score race.

sheet = { $shown } näyttöpistettä = { $raw } raakapistettä
sheet-one = { $shown } näyttöpiste = { $raw } raakapistettä
race = Pistekilpailu
axis = raakapisteet
events = pistetapahtumat
target = tavoite 305 (61)
discarded = hylätty (R2)
order = viivojen järjestys (D7)
