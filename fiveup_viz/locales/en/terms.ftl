### Shared by every English file: the forms FORM($x, case: "…") asks (fiveup_viz/words/values.py).
### English has no cases: a socket's one form is "article" (the high end); `case` is read by
### the other languages.

# The learner, and a partnership holding the learner ("label": standing alone as a label, a
# row of the score or hands panel: You).
learner = { $case ->
    [label] You
   *[nominative] you
}
learner-and = { $case ->
    [label] You and { $partner }
   *[nominative] you and { $partner }
}
# Several players named together (a tie), the learner among them: $others, the other players
# as a list, $count how many they are (you and Cai; you, Bea and Cai).
names-you = { $count ->
    [one] you and { $others }
   *[other] you, { $others }
}
# A list of items (FORM($list) gives each item's form).
list-and = { $head } and { $last }
# A socket with its article (FORM($socket, case: "article")): the high end, line A.
socket-high = { $case ->
   *[article] the high end
}
socket-low = { $case ->
   *[article] the low end
}
socket-line-a = { $case ->
   *[article] line A
}
socket-line-b = { $case ->
   *[article] line B
}
socket-branch-a = { $case ->
   *[article] branch A
}
socket-branch-b = { $case ->
   *[article] branch B
}
# A tile's point: the socket of the tile $tile.
point-high = { socket-high } of { $tile }
point-low = { socket-low } of { $tile }
point-line-a = { socket-line-a } of { $tile }
point-line-b = { socket-line-b } of { $tile }
point-branch-a = { socket-branch-a } of { $tile }
point-branch-b = { socket-branch-b } of { $tile }
# A terminal double's counted end (both halves count).
point-double = both halves of { $tile }
