### Single lines: legends and notes.

spinner-legend = Oranssi reunus merkitsee spinneriä, ei automaattisesti pisteytykseen kuuluvaa päätä
spinner-legend-print = Paksu musta reunus merkitsee spinneriä, ei automaattisesti pisteytykseen kuuluvaa päätä
last-legend = Sininen kehys: viimeksi asetettu laatta
last-legend-print = Harmaa kehys: viimeksi asetettu laatta
static-widget-note = Kuva paneelista tallennushetkellä.
static-widget-run = Suorita solu, niin voit käyttää paneelia.
