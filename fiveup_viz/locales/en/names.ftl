### Names: the learner and a partnership (R5).

# A partnership of four players: its two names.
side-two = { $a } and { $b }
# A partnership holding the learner: the learner's partner and the learner (you and Cai).
side-you = you and { $partner }

# A player or a side standing alone as a label (a row of the score or hands panel, a revealed
# hand): the learner is "You", whatever their name.
label = { FORM($name, case: "label") }
# A player in a list, with a figure (Ada 9, you 23; Kim 12 − 9 = 3). $list is what the list is:
# sum (pip sums added up: Bea 17 + you 6), order (groups in order, each with its pip sum),
# diff (a difference to each larger group: Bea 20 − 12 = 8; you 25 − 12 = 13) or score (each
# side's score). English writes the learner alike in every list.
entry = { $list ->
   *[score] { FORM($name) } { $figure }
}
