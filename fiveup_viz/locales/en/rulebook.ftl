### The illustrated rule book.

title = Exact 61 Five Up: the illustrated rules
figure = Figure { $n }
about = The rules for players, drawn from the Italian and Finnish rule texts, with their figures drawn by fiveup_viz.
gaps = Words underlined with dots fill a gap where the plain text lost the picture of a tile.
gap-title = filled gap: the plain text lost the picture of a tile here
