### The example games: titles and descriptions.

title-two-players = A two-player game
description-two-players = Two players, Ada and Bea, each score for themselves; Bea reaches exactly 305 raw (61 displayed) in the last of 8 hands.
title-three-players = A three-player game
description-three-players = Three players each score for themselves and play clockwise; Cai reaches exactly 305 raw (61 displayed) after 6 hands.
title-partners = Partners and the partner deduction
description-partners = Four players in two partnerships (Ada and Cai against Bea and Dan). In hand 3 Ada goes out: placement 15, plus the opponents' 69 pips rounded to 70, minus the partner's 12 pips rounded to 10, is +75 raw; merging the tiles first (57 -> 55) would have given +70, which R23 forbids.
title-discarded-domino = A going-out event discarded for passing 305
description-discarded-domino = In hand 4 Cai goes out for 45 raw, but Ada and Cai have 300 already: 345 would pass 305, so the whole going-out event is discarded and play goes on (R2, R23). Ada and Cai win later.
title-blocked-tie = A blocked hand with tied groups
description-blocked-tie = Hand 4 is blocked and tied: Bea and Cai, on opposing sides, both hold 10 pips, so nobody wins the hand (R27). Bea's and Dan's groups still score the rounded totals of their differences, each as a separate event (Bea 6 → 5, Dan 4 → 5); Cai's total of 2 rounds to 0 and Ada has no larger opponent, so they make no event (R25, R26, D2).
title-blocked-discarded = A blocked hand with one event discarded
description-blocked-discarded = Hand 9 is blocked: Bea's group event of 55 raw is accepted, but Ada's 75 raw on 235 would make 310, past 305, and is discarded alone (R2, R26). Bea wins later.
title-won-by-placement = Won by a placement in mid-hand
description-won-by-placement = In hand 5, with 8 tiles already on the table, Ada places [2|3] for 5 raw on 300 and reaches exactly 305 while every player still holds tiles (3, 3): the game ends at once (R3, D6).
title-won-by-block = Won by a blocked-hand event
description-won-by-block = Hand 4 is blocked; its group events are applied lowest sum first, and Dan's 30 raw on 275 brings Bea and Dan to exactly 305: the game ends on a blocked-hand event (R25, R26, R3).
