### Shared by every Italian file: the forms FORM($x, case: "…") asks (fiveup_viz/words/values.py).
### A socket's and a point's cases are the article and the prepositions joined to it:
### "article" (l'estremità maggiore, il ramo A: the default), "a" (all', al), "su" (sull',
### sul), "di" (dell', del), "da" (dall', dal); the bare name is layout.ftl's. The learner's
### are "nominative" (tu) and "oblique", after a preposition (per te).

socket-high = { $case ->
   *[article] l'estremità maggiore
    [a] all'estremità maggiore
    [su] sull'estremità maggiore
    [di] dell'estremità maggiore
    [da] dall'estremità maggiore
}
socket-low = { $case ->
   *[article] l'estremità minore
    [a] all'estremità minore
    [su] sull'estremità minore
    [di] dell'estremità minore
    [da] dall'estremità minore
}
socket-line-a = { $case ->
   *[article] il lato lineare A
    [a] al lato lineare A
    [su] sul lato lineare A
    [di] del lato lineare A
    [da] dal lato lineare A
}
socket-line-b = { $case ->
   *[article] il lato lineare B
    [a] al lato lineare B
    [su] sul lato lineare B
    [di] del lato lineare B
    [da] dal lato lineare B
}
socket-branch-a = { $case ->
   *[article] il ramo A
    [a] al ramo A
    [su] sul ramo A
    [di] del ramo A
    [da] dal ramo A
}
socket-branch-b = { $case ->
   *[article] il ramo B
    [a] al ramo B
    [su] sul ramo B
    [di] del ramo B
    [da] dal ramo B
}
# A tile's point: the socket of the tile $tile, with its article (l'estremità maggiore di [4|6]).
point-high = { socket-high } di { $tile }
point-low = { socket-low } di { $tile }
point-line-a = { socket-line-a } di { $tile }
point-line-b = { socket-line-b } di { $tile }
point-branch-a = { socket-branch-a } di { $tile }
point-branch-b = { socket-branch-b } di { $tile }
# A terminal double's counted end (both halves count): «le due metà», which joins a list
# («… e le due metà di [6|6]») where «entrambe» would need «ed».
point-double = { $case ->
    [a] alle due metà
    [su] sulle due metà
    [di] delle due metà
    [da] dalle due metà
   *[other] le due metà
} di { $tile }
# The learner (tu; te after a preposition; Tu standing alone as a label, a row of the score or
# hands panel), and a partnership holding the learner (possessive: whose «somma» it is).
learner = { $case ->
    [oblique] te
    [label] Tu
   *[nominative] tu
}
learner-and = { $case ->
    [oblique] te { INITIAL($partner) ->
        [e] { INITIAL($partner, letters: 2) ->
            [ed] e
           *[other] ed
        }
       *[other] e
    } { $partner }
    [possessive] tua e di { $partner }
    [label] Tu { INITIAL($partner) ->
        [e] { INITIAL($partner, letters: 2) ->
            [ed] e
           *[other] ed
        }
       *[other] e
    } { $partner }
   *[nominative] tu { INITIAL($partner) ->
        [e] { INITIAL($partner, letters: 2) ->
            [ed] e
           *[other] ed
        }
       *[other] e
    } { $partner }
}
# Several players named together (a tie), the learner among them: $others, the other players
# as a list, $count how many they are (tu e Cai; tu, Bea e Cai; te e Cai after a preposition;
# possessive: whose «somma» it is, «è tua e di Cai», ui `winner-one`).
names-you = { $case ->
    [oblique] { $count ->
        [one] te { INITIAL($others) ->
            [e] { INITIAL($others, letters: 2) ->
                [ed] e
               *[other] ed
            }
           *[other] e
        } { $others }
       *[other] te, { $others }
    }
    [possessive] tua e di { $others }
   *[nominative] { $count ->
        [one] tu { INITIAL($others) ->
            [e] { INITIAL($others, letters: 2) ->
                [ed] e
               *[other] ed
            }
           *[other] e
        } { $others }
       *[other] tu, { $others }
    }
}
# A list of items (FORM($list) gives each item's form); «ed» before an item starting with e, «e» before ed- (Ada e Edoardo).
list-and = { $head } { INITIAL($last) ->
    [e] { INITIAL($last, letters: 2) ->
        [ed] e
       *[other] ed
    }
   *[other] e
} { $last }
