### The rule diagrams' headings.

terminal-internal = A terminal double counts both halves once; an internal double counts nothing (R14)
lines-before-branches = Both line sides first, then either branch (R11, R13)
score-sheet = Paper score sheet: a stroke per displayed point, ten as X and four x (R28, D7)
