### Names: the learner and a partnership (R5).

# A partnership of four players: its two names («ed» before a name starting with e: Classe 3B
# ed Eetu; but «e» before ed-: Ada e Edoardo).
side-two = { $a } { INITIAL($b) ->
    [e] { INITIAL($b, letters: 2) ->
        [ed] e
       *[other] ed
    }
   *[other] e
} { $b }
# A partnership holding the learner: the learner's partner and the learner (you and Cai).
side-you = tu { INITIAL($partner) ->
    [e] { INITIAL($partner, letters: 2) ->
        [ed] e
       *[other] ed
    }
   *[other] e
} { $partner }

# A player or a side standing alone as a label (a row of the score or hands panel, a revealed
# hand): the learner is "Tu", whatever their name.
label = { FORM($name, case: "label") }
# A player in a list, with a figure (Ada 9, tu 23; Kim 12 − 9 = 3). $list is what the list is:
# sum (pip sums added up), order (groups in order, each with its pip sum), diff (a difference
# to each larger group) or score (each side's score). The learner's pips and group are «i tuoi»
# and «il tuo» (Bea 17 + i tuoi 6; Bea 20 − 12 = 8; il tuo 25 − 12 = 13), never «tu 6»; a score
# stays a label (punteggi: tu 40, Bea 15).
entry = { PERSON($name) ->
    [you] { $list ->
        [sum] i tuoi { $figure }
        [order] i tuoi { $figure }
        [diff] il tuo { $figure }
       *[score] { FORM($name) } { $figure }
    }
   *[other] { FORM($name) } { $figure }
}
