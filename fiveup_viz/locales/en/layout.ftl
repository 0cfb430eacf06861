### Layout descriptions and diagram captions (RULES.md glossary; the Finnish must equal the seed).

placed = Placed { $tile }
# After a draw or a pass: the layout as the last placement left it (GameViewer's caption).
unchanged = Layout unchanged (no new placement, so no placement points); last placed { $tile }
counted = Counted values
# A caption's counted values and their sum: $values `2 + 5 + 3` (one end: `8`), $total their
# sum, $count how many ends count (a language may say one end in the singular).
counted-sum = { $count ->
   *[other] Counted values: { $values } = { $total }
}
points = Placement points: { $raw } raw ({ $shown } displayed)
points-one = Placement points: { $raw } raw (1 displayed point)
tiles = Tiles
spinners = Spinners
connections = Connections
legal = Legal continuation points
none = none
# none said of tiles (Italian: tessera is feminine): «Tessere: nessuna»
none-tiles = none
boneyard = boneyard
blocked = blocked hand
legend-counted = Filled number: counted value
legend-legal = Hollow dot: legal point not counted here
empty = Empty table
high = high end
low = low end
line-a = line A
line-b = line B
branch-a = branch A
branch-b = branch B
