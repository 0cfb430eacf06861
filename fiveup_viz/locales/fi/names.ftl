### Names: the learner and a partnership (R5).

# A partnership of four players: its two names.
side-two = { $a } ja { $b }
# A partnership holding the learner: the learner's partner and the learner (you and Cai).
side-you = { $partner } ja sinä

# A player or a side standing alone as a label (a row of the score or hands panel, a revealed
# hand): the learner is "Sinä", whatever their name.
label = { FORM($name, case: "label") }
# A player in a list, with a figure (Ada 9, sinä 23; Kim 12 − 9 = 3). $list is what the list is:
# sum (pip sums added up), order (hands in order, each with its pip sum), diff (a difference to
# each larger hand) or score (each side's score). The learner's pips and hand are «sinun» (Bea
# 17 + sinun 6; Bea 20 − 12 = 8; sinun 25 − 12 = 13); a score stays a label (sinä 40, Bea 15).
entry = { PERSON($name) ->
    [you] { $list ->
        [sum] { FORM($name, case: "genitive") } { $figure }
        [order] { FORM($name, case: "genitive") } { $figure }
        [diff] { FORM($name, case: "genitive") } { $figure }
       *[score] { FORM($name) } { $figure }
    }
   *[other] { FORM($name) } { $figure }
}
