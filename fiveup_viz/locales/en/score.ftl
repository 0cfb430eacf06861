### The paper score sheet (R28) and the score race.

sheet = { $shown } displayed = { $raw } raw
sheet-one = { $shown } displayed point = { $raw } raw
race = Score race
axis = raw score
events = scoring events
target = target 305 (61)
discarded = discarded (R2)
order = stroke order (D7)
