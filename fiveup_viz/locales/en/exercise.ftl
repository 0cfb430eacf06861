### Exercises, quizzes and the Practice widget: questions, choices and feedback.

right = Right.
wrong = Not quite: you answered { $answer }.
wrong-none = Not quite: you chose no answer.
# The learner's answer, quoted as an answer ("you answered “pass”").
quoted = “{ $text }”
points = { $shown ->
    [one] { $shown } displayed point
   *[other] { $shown } displayed points
} ({ $raw } raw)
points-one = 1 displayed point ({ $raw } raw)
# A placement's points in an answer's reason, in the caption's order (RULES.md: "N raw (M displayed)").
placement-points = { $raw } raw ({ $shown } displayed)
placement-points-one = { $raw } raw (1 displayed point)
none = none
bad-int = Answer with a whole number, such as 10.
bad-choice = Answer with one of the choices: { $choices }.
# "Check" pressed with nothing chosen or typed: not a try, and nothing about the answer.
bad-none = Choose at least one answer, then press Check.
bad-empty = Type a number, then press Check.
bad-item = “{ $item }” is not one of the choices of this question.
missed = You left out { $items }.
# A wrong answer in a class's quiz keeps the right answer back: how many right choices were
# left out, and the rules to read again.
missed-some = { $count ->
    [one] You left out one right answer.
   *[other] You left out { $count } right answers.
}
rules-again = { $count ->
    [one] Read the rule once more ({ $rules }), then try again or show the answer.
   *[other] Read the rules once more ({ $rules }), then try again or show the answer.
}
choice-double = { $tile } both halves
choice-socket = { $tile } { $socket }
end-value = { $end } = { $value }
q-score-open =
    { PERSON($name) ->
        [you] You open with { $tile }.
       *[other] { $name } opens with { $tile }.
    } How many raw points does this placement score?
q-score-open-thrown =
    { PERSON($name) ->
        [you] You open with { $tile }.
       *[other] { $name } opens with { $tile }.
    } How many placement points (raw) does this placement make, before the target check?
q-score =
    { PERSON($name) ->
        [you] You place { $tile } on { $on } ({ $socket }).
       *[other] { $name } places { $tile } on { $on } ({ $socket }).
    } How many raw points does this placement score?
q-score-thrown =
    { PERSON($name) ->
        [you] You place { $tile } on { $on } ({ $socket }).
       *[other] { $name } places { $tile } on { $on } ({ $socket }).
    } How many placement points (raw) does this placement make, before the target check?
q-score-last =
    { PERSON($name) ->
        [you] You place { $tile } on { $on } ({ $socket }).
       *[other] { $name } places { $tile } on { $on } ({ $socket }).
    } How many placement points (raw) does this placement make, before they join the going-out event?
e-sum =
    { $count ->
        [one] After the placement one end counts: { $ends }; the sum is { $total }.
       *[other] After the placement the counted ends are { $ends }; they add up to { $total }.
    }
e-sum-none = After the placement no end counts; the sum is 0.
e-scores = { $total } is a positive multiple of 5 (R14, R15), so the placement scores { $points }.
# In a game's quiz: a hand's last tile (its credit joins the going-out event, R23) and a
# placement whose event would go past 305 (discarded, R2).
e-scores-last = { $total } is a positive multiple of 5 (R14, R15), so this last placement makes { $points }, which are not credited alone but join the going-out event (R23).
e-scores-thrown = { $total } is a positive multiple of 5 (R14, R15), so the placement makes { $points }; but { $before } + { $raw } = { $sum } raw would go past 305 raw, so its scoring event is discarded whole and credits nothing: the score stays { $before } raw (R2).
e-no-score = { $total } is not a positive multiple of 5, so the placement scores nothing (R14, R15).
e-no-score-last = { $total } is not a positive multiple of 5, so this last placement makes no placement points (R14, R15) and brings nothing into the going-out event (R23).
# Every internal double of the layout at once: $tiles their list, $count how many (read13-en I2:
# the glossary's "internal double", as in e-internal-tile, ui double-internal-*, L04, L14).
e-internal = { $count ->
    [one] { $tiles } is an internal double and counts nothing (R14).
   *[other] { $tiles } are internal doubles and count nothing (R14).
}
q-counted = Which ends of this layout count after the placement just made (blue ring)? Choose every counted end.
e-counted =
    { $count ->
        [one] Only one end counts: { $ends } (R14).
       *[other] The counted ends are { $ends } (R14).
    }
e-internal-tile = { $tile } is internal: both line sides are occupied, so it counts nothing (R14).
e-branch = On this layout, { $point } is free and belongs to an internal double: a legal point that counts nothing (R13, R14).
q-legal = Where may { $tile } be placed on this layout? Choose every legal point where { $tile } fits.
e-legal = { $tile } fits at { $points } (R9, R13).
# The two halves of a tile: one number for a double (Fluent selects only on one value, hence
# the variant per pip value).
e-legal-none = { $tile } fits nowhere here: no legal point shows { $low ->
        [0] { $high ->
            [0] { $low }
           *[other] { $low } or { $high }
        }
        [1] { $high ->
            [1] { $low }
           *[other] { $low } or { $high }
        }
        [2] { $high ->
            [2] { $low }
           *[other] { $low } or { $high }
        }
        [3] { $high ->
            [3] { $low }
           *[other] { $low } or { $high }
        }
        [4] { $high ->
            [4] { $low }
           *[other] { $low } or { $high }
        }
        [5] { $high ->
            [5] { $low }
           *[other] { $low } or { $high }
        }
        [6] { $high ->
            [6] { $low }
           *[other] { $low } or { $high }
        }
       *[other] { $low } or { $high }
    } (R9, R13).
e-value = { $tile } does not fit at { $point }, which shows { $value }: { $tile } has no half { $value } (R9).
e-closed = On this layout, { $point } is not a legal point yet: a spinner's branches may be started only when both line sides are occupied (R11, R13).
e-closed-value = On this layout, { $point } is not a legal point yet: a spinner's branches may be started only when both line sides are occupied (R11, R13); and { $tile } has no half { $value } (R9).
q-round = { $n ->
    [one] Add up the pips of this tile and round the total to the nearest multiple of 5. What do you get?
   *[other] Add up the pips of these tiles and round the total to the nearest multiple of 5. What do you get?
}
e-round = { $n ->
    [one] The tile's pips add up to { $total }.
   *[other] The tiles add up to { $total }.
} { $how }, so { $total } → { $rounded } (R24).
how-stays = A multiple of 5 stays as it is
how-down = The remainder { $rem } rounds down
how-up = The remainder { $rem } rounds up
# Short sentences, one fact each, for pupils of 12-15 (teacher trial 13, friction 6); the key
# gives the count with its rules (e-opponents, e-partner, e-event).
q-going-out = { $name } goes out with { $tile }. { $placement ->
    [0] That last placement brings nothing into the going-out event.
   *[other] That last placement's { $placement } raw join the going-out event.
} The other players' tiles are shown.{ $note } What is the raw value of the whole going-out event?
q-partner = { $partner } is { $name }'s partner.
e-opponents = { $count ->
    [one] The opponent holds { $total ->
        [one] 1 pip
       *[other] { $total } pips
    }
   *[other] The opponents' pips together: { $parts } = { $total ->
        [one] 1 pip
       *[other] { $total } pips
    }
} → { $rounded } raw, rounded once (R22, R24).
e-partner = The partner { $partner } holds { $total ->
    [one] 1 pip
   *[other] { $total } pips
} → { $rounded } raw, rounded on their own and subtracted (R23).
e-event = One event: { $placement } + { $opponents } − { $partner } = { $raw } raw (R15, R23).
e-event-solo = One event: { $placement } + { $opponents } = { $raw } raw (R15, R22, R23).
q-blocked = The hand is blocked: the boneyard is empty and nobody can place. What is the rounded credit of { $name }'s group, in raw points?
e-group = { $name } holds { $pips ->
    [one] 1 pip
   *[other] { $pips } pips
}. { $count ->
    [one] Against the larger opponent group
   *[other] Against every larger opponent group
}: { $diffs } → { $credit } raw (R25, R24).
e-group-none = { $name } holds { $pips ->
    [one] 1 pip
   *[other] { $pips } pips
}; no opponent group is larger, so the group scores nothing (R25).
e-group-partner = { $partner } is the partner, and partners' groups are never compared (R25).
q-deal = { $n } players each get 5 tiles from the 28 of the set. How many tiles are left in the boneyard?
e-deal = A double-six set has 28 tiles (R4); { $n } × 5 = { $dealt } are dealt, so { $left } stay in the boneyard (R6).
q-partner-of = Four players sit around the table. Who is { $name }'s partner?
q-next-of = Who plays right after { $name }?
e-partner-of = Partners sit opposite each other, so { $answer } is { $name }'s partner (R5).
e-next-of = Play goes clockwise, so { $answer } plays right after { $name } (R5).
q-draw = It is { $name }'s turn with the tiles shown, and { $left ->
    [0] the boneyard is empty
    [one] the boneyard holds 1 tile
   *[other] the boneyard holds { $left } tiles
}. What must { $name } do?
choice-place = place a tile
choice-draw = draw from the boneyard
choice-pass = pass
e-place = { $tile } fits, so { $name } must place a tile and may not draw or pass (R17).
e-draw = { $left ->
    [one] No tile fits and the boneyard holds 1 tile, so { $name } draws it and places it at once if it fits (R18); if it does not fit, { $name } passes, or the hand is blocked if nobody can place (R19, D5).
   *[other] No tile fits and the boneyard holds { $left } tiles, so { $name } draws one at a time and places the first tile that fits at once (R18); if none fits before the boneyard is empty, { $name } passes, or the hand is blocked if nobody can place (R19, D5).
}
e-pass = No tile fits and the boneyard is empty, and another player can still place, so { $name } passes (R19, D5).
q-target = The score of { $side } is { $before } raw ({ $shown ->
    [one] 1 displayed point
   *[other] { $shown } displayed
}). An event worth { $raw } raw comes to this side, before the target check. What is the raw score after it?
e-accepted = { $before } + { $raw } = { $total } raw does not go past 305 raw, so the event is accepted (R2).
e-won = { $before } + { $raw } = 305 raw does not go past 305 raw, so the event is accepted (R2); exactly 305 raw wins the game at once (R3).
e-discarded = { $before } + { $raw } = { $total } raw would go past 305 raw, so the whole event is discarded and the score stays { $before } raw (R2).
q-sheet = How many strokes does the paper score sheet show for { $raw } raw?
e-sheet = One stroke is 5 raw, so { $raw } raw is { $strokes ->
    [one] 1 stroke
   *[other] { $strokes } strokes
}{ $tens ->
    [0] {""}
    [one] : 1 complete ten (a large X with a small x in each space)
   *[other] : { $tens } complete tens (a large X with a small x in each space)
}{ $tens ->
    [0] {""}
   *[other] { $rest ->
        [0] {""}
        [one] {" "}and 1 more stroke
       *[other] {" "}and { $rest } more strokes
    }
} (R28, D7).
check = Check
next = Next question
reveal = Show the answer
answer = Your answer
tally = { $right } right out of { $asked }
level = level { $level } of { $levels }
answer-is = The answer: { $solution }.
choose = Choose below, then press Check.
type = Type a number, then press Check.
again = Try again
static-choices = Open a choice to check it; close it to try again.
static-numbers = Which of these numbers is the answer? Open one to check it; close it to try again.
static-in = Yes: “{ $choice }” is one of the right answers.
static-out = No: “{ $choice }” is not one of the right answers.
kind-score = Points of a placement
kind-counted = Counted ends
kind-legal = Legal points
kind-round = Rounding
kind-going-out = Going out
kind-blocked = Blocked hand
seat-title = Play goes clockwise (R5)
seat-title-pairs = Partners sit opposite; play goes clockwise (R5)
seat-sides = { $a } against { $b }
seat-seat = seat { $n }
seat-leads = leads
# A "where can … be placed?" choice (a game page's "where" question, a lesson's legal
# exercise) started by its letter, the letter drawn at the point it names on the layout
# (issue 31): "A · [0|2] high end".
choice-lettered = { $letter } · { $label }
