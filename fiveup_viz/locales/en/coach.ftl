### The coach's hints and the review.

hint = Hint
ranking = The coach's ranking (best first)
open = { $tile } to open
on = { $tile } on { $on } { $socket }
on-either = { $tile } on { $on } { $socket } or { $twin } (these are equally good)
now = +{ $credit } displayed now
now-zero = no points now
bust = +{ $credit } displayed would pass 61 and be discarded (R2)
leaves-none = leaves the next player no multiple of five
leaves = leaves the next player up to +{ $leaves } displayed
sheds = sheds { $pips ->
    [one] 1 pip
   *[other] { $pips } pips
}
value = worth { $value } on average
best = best
good = good
inaccuracy = inaccuracy
mistake = mistake
forced = only move
loss = expected loss { $loss } ± { $margin } displayed points; the coach prefers { $best }
loss-only = expected loss { $loss } ± { $margin } displayed points
played = { PERSON($name) ->
    [you] Hand { $hand }, you play { $move }: { $rating }
   *[other] Hand { $hand }, { $name } plays { $move }: { $rating }
}
review = Review
reviewing = Reviewing
# The review's words for a record's own notes and marks, and review --annotate's note.
note = Coach: { $rating } ({ $why }).
record-hand = Hand { $hand }, note in the record: { $note }
record-action = Hand { $hand }, action { $action }, in the record: { $annotation }
record-mark = in the record: { $mark }
summary = { $name }: { $counts }
