### The rule book's figure captions.

going-out = Going out: the last placement, the opponents' pips rounded once, the partner's pips deducted, one event with one target check (R21–R24)
blocked-hand = A blocked hand: the groups from the lowest sum up, each credited the rounded differences to the larger opponent groups (R25–R27)
