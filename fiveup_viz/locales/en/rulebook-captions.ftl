### The rule book's figure captions.

going-out = Going out: the last placement's credit (0 unless its sum is a positive multiple of 5) plus the opponents' pips rounded once, minus the partner's pips rounded on their own: one event with one target check (R21–R24)
blocked-hand = A blocked hand: the groups from the lowest sum up, each credited the rounded total of its differences to the larger opponent groups; a group with no larger opponent group scores nothing, even beside a partner's larger group (R25–R27)
