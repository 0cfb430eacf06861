### Single lines: legends and notes.

spinner-legend = Orange border marks a spinner, not automatically a counted end
spinner-legend-print = Thick black border marks a spinner, not automatically a counted end
last-legend = Blue ring: the tile placed last
last-legend-print = Grey ring: the tile placed last
static-widget-note = A picture of this widget as it was saved.
# Said after the note only where the picture is in a notebook (a website's page has no cell: teach36 friction 2).
static-widget-run = Run the cell to use it.
