### The example games: titles and descriptions.

title-two-players = A two-player game
description-two-players = Two players, Ada and Bea, each score for themselves; Bea reaches exactly 305 raw (61 displayed) in the last of 8 hands.
title-three-players = A three-player game
description-three-players = Three players each score for themselves and play clockwise; Cai reaches exactly 305 raw (61 displayed) after 6 hands.
title-partners = Partners and the partner deduction
description-partners = Four players in two partnerships (Ada and Cai against Bea and Dan). In hand 3 Ada goes out: placement 15, plus the opponents' 69 pips rounded to 70, minus the partner's 12 pips rounded to 10, is +75 raw; merging the tiles first (57 → 55) would have given +70, which R23 forbids.
title-discarded-domino = A going-out event discarded for going past 305
description-discarded-domino = In hand 4 Cai goes out for 45 raw, but Ada and Cai have 300 already: 345 would go past 305, so the whole going-out event is discarded and play goes on; Cai still leads the next hand (R2, R8, R23). Ada and Cai win later.
title-blocked-tie = A blocked hand with tied groups
description-blocked-tie = Hand 4 is blocked and tied: Bea and Cai, on opposing sides, both hold 10 pips, so nobody wins the hand (R27). Bea's and Dan's groups still score the rounded totals of their differences, each as a separate event (Bea 6 → 5, Dan 4 → 5); Cai's total of 2 rounds to 0 and Ada has no larger opponent, so they make no event (R25, R26, D2).
title-blocked-discarded = A blocked hand with one event discarded
description-blocked-discarded = Hand 9 is blocked: Ada's group, with the lowest sum, comes first, but her 75 raw on 235 would make 310, past 305, and are discarded alone; then Bea's group event of 55 raw is accepted (R2, R25, R26). Bea wins later.
title-won-by-placement = Won by a placement in mid-hand
description-won-by-placement = In hand 5, with 8 tiles already on the table, Ada places [2|3] for 5 raw on 300 and reaches exactly 305 while every player still holds tiles (3 tiles each): the game ends at once (R3, D6).
title-won-by-block = Won by a blocked-hand event
description-won-by-block = Hand 4 is blocked; its group events are applied lowest sum first, and Dan's 30 raw on 275 brings Bea and Dan to exactly 305: the game ends on a blocked-hand event (R25, R26, R3).

### Notes on the example games (RECORD.md § Annotations), written for a learner. The table
### NOTES in scripts/choose_examples.py says where each one goes (hand, action) and its mark;
### every number in a note is checked against the game in tests/test_example_notes.py.

note-two-players-hand = Two players, each scoring alone (R5). Scores are kept in raw points: 5 raw make 1 displayed point, and the first to reach exactly 305 raw, 61 displayed, wins (R1, R3).
note-two-players-blunder = Ada takes 20 raw (45 → 65) but keeps 21 pips, which round to 20 (R24): just what Bea, at 285 with one tile left, needs: her last placement will score nothing, so Ada's rounded pips alone take her to 305 when she goes out (R22, R23, R3). The coach rates this placement a blunder, marked “??” in its review.
note-two-players-out = Bea places the last tile. The counted ends are 0 + 5 + 2 + 10 = 17, not a multiple of 5, so the placement scores nothing (R15). Ada's 21 pips round to 20 (R22, R24): 285 + 20 = 305 exactly, 61 displayed, and Bea wins (R3).
note-three-players-hand = Three players, each scoring alone, play clockwise: Ada, Bea, Cai, then Ada again (R5). A random draw chose Ada to lead the first hand (R7).
note-three-players-open = The opening tile counts both its ends: 4 + 1 = 5, a multiple of 5, so Ada scores 5 raw, 1 displayed point (R14, R15).
note-three-players-draw = Cai had no tile that fits and drew one; [0|1] fits, so Cai stops drawing and places it at once (R18). The counted ends make 0 + 2 + 2 = 4: no credit (R15).
note-three-players-out = Cai places the last tile; the counted ends make 3 + 2 + 2 + 6 = 13, no credit (R15). The opponents' pips are added first, Ada 12 + Bea 10 = 22, then rounded once, to 20 (R22, R24): 285 + 20 = 305, and Cai wins (R3).
note-partners-hand = Four players in two partnerships: Ada and Cai, sitting opposite each other, against Bea and Dan. Partners share one score: a credit either of them takes counts for both (R5).
note-partners-out = Ada places the last tile, [0|0]: the counted ends make 0 + 3 + 4 + 8 = 15. The opponents' pips, 64 + 5 = 69, round to 70 (R22, R24). The pips of Cai, Ada's partner, are rounded on their own, 12 → 10, and taken off: 15 + 70 − 10 = 75 raw, one single event (R23). Merging the tiles first, 69 − 12 = 57 → 55, would give 15 + 55 = 70: R23 forbids it.
note-partners-win = With [0|3] the counted ends make 0 + 10 = 10: 10 raw on 295 give exactly 305. Cai's placement wins for Ada and Cai together, in the middle of the hand (R3, R5).
note-discarded-domino-300 = Ada's 25 raw bring Ada and Cai to 300. As long as their score stays there, only an event of exactly 5 raw can win: any larger one would go past 305 and be discarded (R2, R3).
note-discarded-domino-out = Cai places the last tile, [6|6]: the counted ends make 0 + 5 + 8 + 10 + 12 = 35. With the opponents' 11 pips (→ 10) and Ada's 1 pip (→ 0), the going-out event is 35 + 10 − 0 = 45 raw. 300 + 45 = 345 would go past 305, so the whole event is discarded, the placement's 35 too, and the score stays 300 (R2, R23, D6). Cai still leads the next hand (R8).
note-discarded-domino-win = Ada's [4|5] makes the counted ends 0 + 5 = 5: 5 raw on 300 give exactly 305, and Ada and Cai win (R3).
note-blocked-tie-block = Cai places [0|2]; the boneyard is empty and nobody can place, so the hand is blocked (R20). Ada holds 16 pips, Bea 10, Cai 10, Dan 12. The lowest sum, 10, is shared by Bea and Cai, who are opponents: a tie, and nobody wins the hand (R27). Each group still scores its differences from the larger opponent groups, rounded (R25): Cai 12 − 10 = 2 → 0, no event (D2); Bea 16 − 10 = 6 → 5; Dan 16 − 12 = 4 → 5; Ada has no larger opponent. Cai is taken before Bea: equal sums go clockwise from the leader, Cai (D8).
note-blocked-tie-lead = The last hand was blocked, and a blocked hand passes on no lead: Dan, who leads this hand, was chosen by a new random draw (R8, R7).
note-blocked-tie-bust = Ada's placement counts 20, but Ada and Cai have 295: 315 would go past 305, so the credit is discarded and play goes on (R2, R16). Ada and Cai need exactly 10.
note-blocked-tie-win = Cai's [0|4] makes the counted ends 4 + 6 = 10: 10 raw on 295 give exactly 305, and Ada and Cai win (R3).
note-blocked-discarded-block = Cai draws the last tile of the boneyard and still cannot place; nobody else can, so the hand is blocked at once, with no pass (R20, D5). Ada holds 3 pips, Bea 12, Cai 69, and the groups are taken from the lowest sum (R25). Ada: (12 − 3) + (69 − 3) = 9 + 66 = 75, but 235 + 75 = 310 would go past 305: discarded (R2, R26). Bea: only Cai is larger, 69 − 12 = 57 → 55, and 245 + 55 = 300: accepted. Cai has no larger opponent.
note-blocked-discarded-lead = Ada won the last hand with the lowest sum, but a blocked hand passes on no lead: Bea, who leads this hand, was chosen by a new random draw (R27, R8).
note-blocked-discarded-win = Bea opens with [0|5], which counts both ends: 5 + 0 = 5. 5 raw on 300 give exactly 305: Bea wins with the first tile of the hand (R14, R3).
note-won-by-placement-out = Ada places the last tile; the counted ends make 5 + 3 + 5 = 13, no credit (R15). Bea's 6 pips round to 5 (R22, R24): 295 + 5 = 300, and Ada leads the next hand (R8).
note-won-by-placement-open = At 300 Ada needs exactly 5 raw: any larger credit would be discarded (R2). This opening counts 6 + 1 = 7, nothing, and could let Bea take up to 10 raw in reply, with a tile Ada cannot see; the coach rates it an inaccuracy, as its own choice would let Bea take at most 5.
note-won-by-placement-win = Ada could not place and drew twice; the second tile, [2|3], fits and is placed at once (R18). On [3|3] line B it makes the counted ends 2 + 3 = 5: 5 raw on 300 give exactly 305. The game ends at once, while both players still hold tiles (R3, D6).
note-won-by-block-out = Dan places the last tile: placement 25; the opponents' 24 pips round to 25; the pips of Bea, Dan's partner, rounded on their own, 7 → 5, are taken off: 25 + 25 − 5 = 45 raw, and Bea and Dan go from 140 to 185 (R21, R22, R23).
note-won-by-block-block = Bea draws the last tile of the boneyard and places it for 6 + 6 + 6 + 12 = 30 raw: 245 → 275. Now nobody can place: the hand is blocked (R20). The groups go from the lowest sum (R25): Dan, with 0 pips, takes (7 − 0) + (25 − 0) = 32 from Cai and Ada, rounded to 30, and 275 + 30 = 305: Bea and Dan win (R26, R3). Bea's own group (5 + 23 = 28 → 30) is never applied.
