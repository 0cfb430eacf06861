### The illustrated rule book.

title = Exact 61 Five Up: the illustrated rules
figure = Figure { $n }
about = The rules for players, drawn from the Italian and Finnish rule texts, with their figures drawn by fiveup_viz.
gaps = Words underlined with dots fill a gap where the plain text lost the picture of a tile.
gap-title = filled gap: the plain text lost the picture of a tile here

## The decisions D1-D8 where the texts leave room: the last section of every book (RULES.md).

decisions-heading = Decisions where the texts leave room
decisions-about = The Italian and Finnish rule texts leave a few points open. The course, the cheat sheet and fiveup_viz decide them as follows.
decision-D1 = D1. A score may go below zero: the partner deduction of R23 applies even when it makes the score negative (R23 only forbids going above 305).
decision-D2 = D2. A going-out event counts as an event even when its net is zero; keep a note of its parts (placement credit, opponents' credit, partner deduction), which the strokes of a paper score sheet (R28) do not show. A group of a blocked hand whose credit is zero makes no event.
decision-D3 = D3. A game in which nobody has reached exactly 305 after 200 hands (the default; a game may set another limit) ends with no winner (the program stops it there).
decision-D4 = D4. Any fair random method will do for the draws of R7 and R8. The program draws with its own numbers, kept with each saved game, so a replayed game has the same leaders.
decision-D5 = D5. Once the hand is blocked, nobody passes: it is scored at once. A player who draws the last tile of the boneyard and still cannot place passes, unless nobody at all can place: then the hand is blocked right after that draw.
decision-D6 = D6. A placement credit that brings a side to exactly 305 ends the game at once (R3), even when the hand would be blocked right after it: that block is never scored. The last tile of a hand is never scored alone: it is part of the single going-out event of R23.
decision-D7 = D7. On the paper sheet (R28) a score is drawn stroke by stroke: a ten is the large X first (its two strokes), then a small x (two strokes each) in the top, right, bottom and left spaces: 2 + 4 × 2 = 10 strokes. A score that is not a multiple of ten shows the strokes drawn so far of its last ten. A negative score (D1) is written as a number beside an empty sheet.
decision-D8 = D8. Groups of equal sum in a blocked hand (R26) are taken clockwise, starting from this hand's leader: start at the leader and go clockwise; the first tied group met goes first, whether or not the leader is among the tied players. The Italian text says so ("a partire dal giocatore iniziale", the hand's leader); the Finnish text says only "clockwise" and does not contradict it.
