### The rule diagrams' headings.

terminal-internal = Päässä olevasta tuplasta lasketaan molemmat puoliskot; sisäinen tupla ei lisää summaa (R14)
lines-before-branches = Ensin suoran linjan molemmat jatkosuunnat, sitten kumpi tahansa haara (R11, R13)
score-sheet = Paperikirjanpito: viiva näyttöpistettä kohden, kymmenen viivaa yhtenä suurena X:nä ja neljänä pienenä x:nä (R28, D7)
