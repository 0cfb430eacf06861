### The coach's hints and the review.

hint = Hint
ranking = The coach's ranking (best first)
# A move: $form is `alone` where it stands by itself (a hint's line, the coach's preference) or
# `played` after the verb of `played`, which says the move's kind as $act (`open` or `play`).
open = { $form ->
   *[alone] { $tile } to open
}
on = { $form ->
   *[alone] { $tile }
} on { $on } { $socket }
on-either = { $form ->
   *[alone] { $tile }
} on { $on } { $socket } or { $twin }, both equally good
now = { SIGNED($credit) } displayed { $credit ->
    [one] point
   *[other] points
} now
now-zero = no points now
bust = { SIGNED($credit) } displayed { $credit ->
    [one] point
   *[other] points
} would take the score past 61 and be discarded (R2)
# A move placing the mover's last tile: its credit counts only inside the going-out event (R23, D6),
# said as that event's net credit ($low, $high: signed displayed points, +15 or −5) over the deals
# the coach played; $n selects the plural. The -range forms when the deals give different credits;
# last-certain when every possible deal gives the same one (the coach knows it: Hint.certain).
last = { $low } displayed { $n ->
    [one] point
   *[other] points
} in the going-out event, estimated over the tiles the others may hold (R23)
last-certain = { $low } displayed { $n ->
    [one] point
   *[other] points
} in the going-out event, whatever tiles the others hold (R23)
last-range = { $low } to { $high } displayed { $n ->
    [one] point
   *[other] points
} in the going-out event, depending on the tiles the others hold (R23)
last-bust = the going-out event, { $low } displayed { $n ->
    [one] point
   *[other] points
}, would take the score past 61 and be discarded (R2, R23)
last-bust-range = the going-out event, { $low } to { $high } displayed { $n ->
    [one] point
   *[other] points
}, would take the score past 61 and be discarded (R2, R23)
last-some-range = { $low } to { $high } displayed { $n ->
    [one] point
   *[other] points
} in the going-out event, which could take the score past 61 and be discarded (R2, R23)
# What a move leaves the next player: none of the tiles it may hold would be credited (no
# positive multiple of 5, R15, or only past 305, R2); a last tile ends the hand (R21).
leaves-none = leaves the next player no placement that would credit points (R2, R15)
leaves-out = ends the hand, so no player replies (R21)
leaves = leaves the next player up to { $leaves } displayed { $leaves ->
    [one] point
   *[other] points
}
sheds = { $pips ->
    [0] { "" }
    [one] sheds 1 pip
   *[other] sheds { $pips } pips
}
value = worth { $value ->
    [one] { $value } displayed point
   *[other] { $value } displayed points
} on average
# Under the ranking: what a move's worth is ($bonus: the displayed points an exact 61 counts, coach.WIN).
value-means = A move's worth is its side's average gain over the other sides in the rest of the hand, in displayed points; landing on exactly 61 counts { $bonus } extra, and another side landing there counts −{ $bonus }: the coach's own weight for a win (R3), not points of the game.
best = best
good = good
forced = only move
loss = expected loss { $loss } ± { $margin } displayed points; the coach prefers { $best }
# Face down, while the move the coach prefers is a tile still held: the review and a coach note leave it unnamed.
loss-other = expected loss { $loss } ± { $margin } displayed points; the coach prefers another move
played = { PERSON($name) ->
    [you] Hand { $hand }, action { $action }, you { $act ->
       *[play] play
    } { $move }: { $rating }
   *[other] Hand { $hand }, action { $action }, { $name } { $act ->
       *[play] plays
    } { $move }: { $rating }
}
review = Review
reviewing = Reviewing
# The review's words for a record's own notes and marks, and review --annotate's note.
note = Coach: { $rating } ({ $why }).
record-hand = Hand { $hand }, note in the record: { $note }
record-action = Hand { $hand }, action { $action }, in the record: { $annotation }
record-mark = in the record: { $mark }
summary = { FORM($name, case: "label") }: { $counts }
