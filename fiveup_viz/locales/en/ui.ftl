### Explanations of the game: why an end counts, actions, scoring events, the end of a hand, and the widgets' and command line's labels (ui-*).

n-pip = { $count ->
    [one] { $n } pip
   *[other] { $n } pips
}
n-tile = { $count ->
    [one] { $n } tile
   *[other] { $n } tiles
}
n-raw = { $count ->
    [one] { $n } raw
   *[other] { $n } raw
}
n-shown = { $count ->
    [one] { $n } displayed point
   *[other] { $n } displayed
}
end-opening = { $tile } is the opening non-double with both ends free: it counts { $high } + { $low }; both ends are legal points
end-free = { $tile }: its { $socket } is free, counts { $value } and is a legal point
double-lone = { $tile } is a terminal double with no line side occupied: it counts both halves once, { $both }; its line sides are legal points, its branches wait until both line sides are occupied
double-terminal = { $tile } is a terminal double: only { $taken } is occupied, so it counts both halves once, { $both }; { $free } is its legal point
double-internal-open = { $tile } is internal: both line sides are occupied, so it counts nothing; its branches are free: hollow dots, legal points that count nothing
double-internal-one = { $tile } is internal: both line sides are occupied, so it counts nothing; { $branch } is free: a hollow dot, a legal point that counts nothing
double-internal-full = { $tile } is internal: both line sides are occupied, so it counts nothing; both branches are started
credit-empty = Empty table: place any tile to open
credit-yes = { $count ->
    [one] Counted value
   *[other] Counted values
}: { $sum }; a positive multiple of 5, so the placement credits { $raw } ({ $shown })
credit-no = { $count ->
    [one] Counted value
   *[other] Counted values
}: { $sum }; not a positive multiple of 5, so the placement credits nothing
# A hand's last tile: its points join the going-out event, never credited alone (R23, D6).
credit-last-yes = { $count ->
    [one] Counted value
   *[other] Counted values
}: { $sum }; a positive multiple of 5, so the last placement brings { $raw } ({ $shown }) into the single going-out event: they are not credited alone
credit-last-no = { $count ->
    [one] Counted value
   *[other] Counted values
}: { $sum }; not a positive multiple of 5, so the last placement brings nothing into the single going-out event
opens = The leader opens with any tile
act-open =
    { PERSON($name) ->
        [you] You open
       *[other] { $name } opens
    } with { $tile }
act-play =
    { PERSON($name) ->
        [you] You play
       *[other] { $name } plays
    } { $tile } on { $on } ({ $socket })
act-draw =
    { PERSON($name) ->
        [you] You draw
       *[other] { $name } draws
    } { $tile } from the boneyard
act-draw-hidden =
    { PERSON($name) ->
        [you] You draw
       *[other] { $name } draws
    } a tile from the boneyard
# A player's consecutive forced draws in one line (the table's "what happened"); no tile named (R18).
act-draws =
    { PERSON($name) ->
        [you] You draw { $count ->
            [one] { $count } tile
           *[other] { $count } tiles
        }
       *[other] { $name } draws { $count ->
            [one] { $count } tile
           *[other] { $count } tiles
        }
    } from the boneyard
act-pass =
    { PERSON($name) ->
        [you] You pass
       *[other] { $name } passes
    }
why-draw-fits = no tile held fitted; this one fits and must be placed at once
why-draws-fits = no tile held fitted; the last tile drawn fits and must be placed at once
why-draw = no tile held fits, so tiles are drawn one at a time
why-draw-last-pass = it was the last tile of the boneyard and it does not fit, so a pass follows
why-draw-last-blocked = it was the last tile of the boneyard and it does not fit; nobody can place, so the hand is blocked at once
why-pass = no tile fits and the boneyard is empty
leads =
    { PERSON($name) ->
        [you] You lead this hand
       *[other] { $name } leads this hand
    }
event-placement =
    placement by { PERSON($name) ->
        [you] you
       *[other] { $name }
    }: { $raw } raw
event-domino =
    going out by { PERSON($name) ->
        [you] you
       *[other] { $name }
    }: { $raw } raw (placement { $placement } + { $count ->
            [one] opponent's
           *[other] opponents'
        } pips { $opponents-pips } → { $opponents })
event-domino-partner =
    going out by { PERSON($name) ->
        [you] you
       *[other] { $name }
    }: { $raw } raw (placement { $placement } + opponents' pips { $opponents-pips } → { $opponents } − { PERSON($mate) ->
        [you] your pips
       *[other] partner's pips
    } { $partner-pips } → { $partner })
event-blocked =
    { PERSON($name) ->
        [you] your blocked-hand group
       *[other] blocked-hand group of { $name }
    }: { $raw } raw
# An accepted event says the check it passed, R2's: the score does not go past 305 (read12-en S5).
check-accepted =
    accepted: { PERSON($side) ->
        [you] your score
       *[other] { $side }
    } { $sum } raw ({ $shown }), not past 305
check-negative =
    accepted: { PERSON($side) ->
        [you] your score
       *[other] { $side }
    } { $sum } raw; scores may go below zero
check-won =
    accepted: { PERSON($side) ->
        [you] your score
       *[other] { $side }
    } { $sum } raw, exactly 305: { PERSON($side) ->
        [you] you win the game at once
        [you-two] { $side } win the game at once
        [two] { $side } win the game at once
       *[one] { $side } wins the game at once
    }
check-discarded =
    discarded whole: { PERSON($side) ->
        [you] your score
       *[other] { $side }
    } { $sum } raw would go past 305 raw; the score stays { $before } raw
# A scoring event and its target check on one line: $event (event-*) and $check (check-*).
event-line = { $event } → { $check }
rounding-stay = { $total } → { $rounded }, a multiple of 5 stays
rounding-down = { $total } → { $rounded }, remainder { $rem } rounds down
rounding-up = { $total } → { $rounded }, remainder { $rem } rounds up
end-title = Hand { $n }: { $what }
end-title-blocked = Hand { $n } is blocked
end-domino =
    { PERSON($name) ->
        [you] You go out
       *[other] { $name } goes out
    }
end-blocked = Blocked hand
end-target =
    { PERSON($name) ->
        [you] Your placement brings
       *[other] { $name }'s placement brings
    } the score to exactly 305 raw: the game ends, with no end-of-hand count
end-open = Hand { $n } has not ended
end-none = This hand has not ended in the record: nothing to count yet
out-head = Going out
out-places =
    { PERSON($name) ->
        [you] You place { $tile }, your last tile, and go out
       *[other] { $name } places { $tile }, the last tile held, and goes out
    }
reveal-head = The remaining tiles are revealed
reveal-seat = { FORM($name, case: "label") }: { $tiles } = { $pips }
no-tiles = no tiles
ui-no-tiles-left = (no tiles left)
opp-head = Opponents' pips
opp-head-one = The opponent's pips
opp-sum =
    { $count ->
        [one] { $parts }: { $pips }, rounded: { $rounding }
       *[other] { $parts } = { $pips }, rounded once as one total: { $rounding }
    }
opp-credit =
    { $raw } for { PERSON($side) ->
        [you] you
       *[other] { $side }
    }
partner-head = Partner's pips
partner-sum =
    { PERSON($name) ->
        [you] You, the partner, hold { $pips }
       *[other] { PERSON($player) ->
            [you] Your partner { $name } holds { $pips }
           *[other] Partner { $name } holds { $pips }
        }
    }, rounded on their own, never merged with the opponents' tiles: { $rounding }
partner-deduct =
    { $raw } deducted from { PERSON($side) ->
        [you] your score
        [you-two] the score of { $side }
       *[other] { $side }
    }
net-head = The going-out event
net-sum = Net: placement { $placement } + { $count ->
        [one] opponent
       *[other] opponents
    } { $opponents } = { $raw } ({ $shown }), one event with one target check
net-sum-partner = Net: placement { $placement } + opponents { $opponents } − partner { $partner } = { $raw } ({ $shown }), one event with one target check
# After a going-out event's net of 0 raw (D2): what it does.
net-zero = A net of 0 raw changes no score, but the going-out event is still recorded
blocked-why = The boneyard is empty and nobody can place: the hand is blocked and scored at once
order-head = Groups in order
order-groups = Each player's tiles form one group, lowest pip sum first: { $order }
order-ties =
    Equal sums share a rank and go clockwise from this hand's leader, { PERSON($name) ->
        [you] you
       *[other] { $name }
    }
order-partners = Partners' groups stay separate and are never compared
group-head =
    { PERSON($name) ->
        [you] Your group, { $pips }
       *[other] { $name }'s group, { $pips }
    }
group-diffs = { $count ->
    [one] Against the larger opponent group
   *[other] Against every larger opponent group
}: { $diffs }
group-total =
    Total { $total ->
        [one] 1 pip
       *[other] { $total } pips
    }, rounded once: { $rounding }
group-none = No opponent group is larger: nothing to collect
group-zero = Credit 0: no event
group-stopped = Not applied: the game already ended at exactly 305
group-credit =
    { $raw } for { PERSON($side) ->
        [you] you
       *[other] { $side }
    }, its own event and target check
winner-head = Winner of the hand
winner-one =
    The lowest sum, { $low ->
        [one] 1 pip
       *[other] { $low } pips
    }, is held by { PERSON($holders) ->
        [you] you
       *[other] { $holders }
    }: { PERSON($side) ->
        [you] you win the blocked hand
        [you-two] { $side } win the blocked hand
        [two] { $side } win the blocked hand
       *[one] { $side } wins the blocked hand
    }
winner-tie =
    The lowest sum, { $low ->
        [one] 1 pip
       *[other] { $low } pips
    }, is held by { FORM($holders) }, who play on opposing sides: the hand is a tie
target-head = Exactly 305
target-line =
    { PERSON($name) ->
        [you] You place
       *[other] { $name } places
    } { $tile }: { PERSON($side) ->
        [you] you reach exactly 305 raw and win at once
        [you-two] { $side } reach exactly 305 raw and win at once
        [two] { $side } reach exactly 305 raw and win at once
       *[one] { $side } reaches exactly 305 raw and wins at once
    }; nothing after it is played or counted
next-head = Next
next-won =
    Game over: { PERSON($side) ->
        [you] you
       *[other] { $side }
    } reached exactly 305 raw
next-d3 = Game over: no side reached 305 in { $n ->
    [one] 1 hand
   *[other] { $n } hands
}
next-lead =
    { PERSON($name) ->
        [you] You went out and lead the next hand
       *[other] { $name } went out and leads the next hand
    }
next-draw = A blocked hand passes on no lead: the next leader, who may be any player, is drawn at random
turn-play =
    { PERSON($name) ->
        [you] Your turn: pick a move
       *[other] { $name } to play
    }
turn-pending =
    { PERSON($name) ->
        [you] You drew { $tile } and must place it at once
       *[other] { $name } drew { $tile } and must place it at once
    }
turn-pending-hidden =
    { PERSON($name) ->
        [you] You drew a tile that fits and must place it at once
       *[other] { $name } drew a tile that fits and must place it at once
    }
turn-domino =
    Hand over: { PERSON($name) ->
        [you] you went out
       *[other] { $name } went out
    }
turn-blocked = Hand over: blocked, nobody can place
sum-players = Players: { $players }
sum-partners = Partnerships: { $a } against { $b }
sum-hand =
    Hand { $n }: { PERSON($name) ->
        [you] you lead
       *[other] { $name } leads
    }
sum-progress = (hand in progress)
sum-out =
    { PERSON($name) ->
        [you] You went out
       *[other] { $name } went out
    }; pips left { $pips }
sum-blocked =
    blocked hand, won by { PERSON($side) ->
        [you] you
       *[other] { $side }
    }; pips left { $pips }
sum-blocked-tie = blocked hand, tie; pips left { $pips }
sum-target =
    { PERSON($name) ->
        [you] Your placement brought
       *[other] { $name }'s placement brought
    } the score to exactly 305 raw
sum-scores = Scores: { $scores }
sum-winner =
    Winner: { FORM($side) }
sum-nowinner = No winner after { $n ->
    [one] 1 hand
   *[other] { $n } hands
}
sum-playing = Game in progress
sum-points = { $raw } ({ $shown })
svg-tiles = tiles
svg-players-tiles = every player's tiles
svg-seat = Seat { $n }
ui-start = Start
ui-start-tip = Start of the hand
ui-back = Back
ui-back-tip = One step back
ui-next = Next
ui-next-tip = One step on
ui-end = End
ui-end-tip = End of the hand, after its count
# GameViewer(quiz=True)'s End from before a hand's count that asks (GameStops.hand_end).
ui-end-tip-question = To the hand's count question
ui-first = First
ui-first-tip = First step
ui-prev-tip = Previous step
ui-next-step-tip = Next step
ui-last = Last
ui-last-tip = Last step
ui-action = Action
ui-hand = Hand
ui-autoplay = Autoplay
ui-speed = ms/step
ui-face-up = Tiles face up
ui-face-down = Tiles face down
ui-face-up-tip = Teaching mode: show every player's tiles
ui-hand-option =
    { $n }: { PERSON($name) ->
        [you] you lead
       *[other] { $name } leads
    }
ui-hands = Tiles
ui-hands-up = Tiles (face up)
ui-hands-down = Tiles (face down)
ui-seat = { FORM($name, case: "label") }: { $tiles }
# A hand's row in the hands panel: its tiles, and face up their pips; no tile left is "no tiles".
ui-seat-tiles = { FORM($name, case: "label") }: { $n ->
    [0] no tiles
    [one] { $n } tile
   *[other] { $n } tiles
}
ui-seat-pips = { FORM($name, case: "label") }: { $n ->
    [0] no tiles
    [one] { $n } tile, { $pips ->
        [one] { $pips } pip
       *[other] { $pips } pips
    }
   *[other] { $n } tiles, { $pips ->
        [one] { $pips } pip
       *[other] { $pips } pips
    }
}
ui-where = Hand { $n } of { $m }, action { $k } of { $last }
ui-where-count = Hand { $n } of { $m }, action { $k } of { $last }, end-of-hand count step { $i } of { $j }
# The steps after the event that reaches exactly 305: the game is over, nothing is counted (R3, D6).
ui-where-won = Hand { $n } of { $m }, action { $k } of { $last }, game over, step { $i } of { $j }
ui-hint-count = Next: the end-of-hand count.
ui-boneyard = Boneyard: { $tiles ->
    [0] empty
    [one] 1 tile
   *[other] { $tiles } tiles
}
ui-against = { FORM($a, case: "label") } against { FORM($b) }
ui-events = Scoring events
ui-events-hand = Scoring events of hand { $n }
ui-none-yet = none yet
ui-score = Score
ui-shown = displayed
ui-raw-column = raw
ui-target-column = target
ui-to-go = { $raw } to go
ui-reached = exactly 305: winner
ui-end-of = End of hand { $n }

# Annotations (RECORD.md § Annotations): the note panel, the marks' meanings, annotating.
ui-note = Note
ui-hand-note = Note on hand { $n }
ui-note-in-en = (in English)
ui-note-in-it = (in Italian)
ui-note-in-fi = (in Finnish)
ui-note-lang = Language
ui-note-lang-en = English
ui-note-lang-it = Italian
ui-note-lang-fi = Finnish
ui-note-lang-written = { $language } (text already written)
ui-mark = Mark
ui-no-mark = no mark
ui-mark-good = good move
ui-mark-mistake = mistake
ui-mark-excellent = excellent move
ui-mark-blunder = blunder
ui-mark-interesting = interesting move
ui-mark-inaccuracy = inaccuracy
ui-mark-and-note = { $mark }: { $note }
ui-annotate = Annotate
ui-annotate-tip = Give the position shown a note and a mark (at a hand's start: the hand's note)
ui-annotated = Note and mark updated: Save record keeps them in the file
ui-note-older = { $count ->
    [one] The text under { $languages } is kept as it was, written before this change: if it no longer says the same, choose it
   *[other] The texts under { $languages } are kept as they were, written before this change: if they no longer say the same, choose each
} in the list ("{ ui-note-lang }") and write its text again
ui-note-lang-entry = "{ $language }"
ui-note-face-down = This note names a tile still face down: turn the tiles face up ("{ ui-face-up }") to edit it

ui-tile = Tile
ui-undo = ↶ Undo
ui-undo-tip = Take back the last tile
ui-reset = Reset
ui-reset-tip = Back to the starting layout
ui-figures = Figures
ui-free-play = (free play)
ui-figure-next = Place next figure tile ▶
ui-figure-next-tip = Place the next tile of the chosen figure
ui-fig-seed = Finnish text's game
ui-fig-lone22 = A lone [2|2]
ui-fig-lone00 = A lone [0|0]
ui-fig-66on36 = [6|6] on [3|6]
ui-open-table = Open the table:
ui-points-for = Legal points for { $tile }:
ui-no-fit = No tile fits.
ui-open-with = Open with { $tile }
ui-move = { $tile } on { $on } { $socket }
# One button for a tile on a spinner's twin sockets (line A and line B, or branch A and branch B;
# $socket the first, $twin the other, $on the spinner): the same layout either way (R11).
ui-move-either = { $tile } on { $on } { $socket } or { $twin }
ui-move-either-tip = Two moves, one button: placing { $tile } on { $on } { $socket } or { $twin } gives the same layout; only the names differ (R11, R13). This button places it on { $socket }.
ui-placed-so-far = Placed so far: { $moves }
ui-nothing = nothing
ui-deal-next = Deal next hand ▶
ui-new-game = New game
ui-record = Record
ui-save = Save record
ui-show-credits = Show credits
ui-show-credits-tip = Show what each move would credit
# A move button's credit, in raw points (R1): alone, a last tile's share of the going-out
# event (R23), or discarded past 305 (R2).
# A move button with its credit ("Show credits"): a dash before the credit, never a bracket,
# as a credit's note may end with a rule in brackets (R23, R2).
ui-move-credit = { $move } — { $note }
ui-credit = { SIGNED($raw) } raw
ui-credit-last = { SIGNED($raw) } raw placement points; they join the going-out event (R23)
ui-credit-over = { SIGNED($raw) } raw would go past 305: discarded (R2)
# The table's caption box under a hand's last tile, after its placement points: they are not
# credited alone but join the going-out event (R23, D6; teach31 friction 4).
ui-caption-last = { $raw ->
    [0] This last placement brings nothing into the going-out event (R23, D6).
   *[other] These points are not credited alone: they join the going-out event (R23, D6).
}
ui-show-bots = Show bots' tiles
ui-show-bots-tip = Show the bots' tiles face up
ui-your-moves = Your moves:
ui-what-happened = What happened
# The projector table's toggle: the layout at the window's width and back (issue 31).
ui-enlarge = Enlarge the layout
ui-enlarge-tip = Show the layout as wide as the window, with the tiles in hand and the moves below it; press again to go back
ui-enlarge-back = Back to the usual view
ui-show-count = Show the result of the count
ui-end-layout = Show the layout
ui-end-layout-tip = Show the hand's final layout in the count's place; press again to go back to the count
ui-end-layout-back = Back to the count
ui-you = You
ui-file = fiveup-game.json
ui-new-game-msg = New game. { $leads }
ui-hand-msg = Hand { $n }: { $leads }
ui-hand-over = Hand over: step through the count below, then deal the next hand
ui-hand-over-beside = Hand over: step through the count where the layout was, then deal the next hand
ui-hand-over-counted = Hand over: deal the next hand
ui-saved = Saved the game record to { $path }
ui-not-saved = The record was not saved to { $path }: { $reason }
ui-keep-resumed = The game goes on where it was, in hand { $n }
ui-keep-broken = The game kept in { $path } cannot be resumed ({ $reason }): a new game starts, and { $path } stays as it is until the first move
ui-keep-other = { $path } keeps another table's game (other players, seats or bots): a new game starts, and { $path } stays as it is until the first move
ui-save-folder = that is a folder; give a file name such as fiveup-game.json
ui-save-empty = no file name was given; give one such as fiveup-game.json
ui-save-missing = the folder { $folder } does not exist
ui-save-denied = there is no permission to write there
ui-save-failed = the system refused to write it ({ $error })
ui-status = Hand { $n }, { $tiles ->
    [0] the boneyard is empty
    [one] 1 tile in the boneyard
   *[other] { $tiles } tiles in the boneyard
}. { $what }
ui-game-over = The game is over.
ui-hand-is-over = The hand is over.
ui-show-tiles = Show my tiles
ui-show-tiles-tip = Show the tiles of the player to move: only that player looks at the screen
ui-hide-tiles = Hide my tiles
ui-hide-tiles-tip = Turn the tiles of the player to move face down again, before others look at the screen
ui-teacher = Teaching mode
ui-teacher-tip = Teaching mode: show every player's tiles face up, for the whole class
ui-moves-of = { $name }, your moves:
ui-show-prompt = { $name }, press “{ $button }” when only you can see the screen.
ui-press-show = Press “{ $button }” first: the tiles are still face down. Nothing changed.
ui-table-static = A picture of this table as it was saved: the tiles still hidden stay face down.
ui-table-static-run = Run the cell to play.

# The game's name, where a record has no title of its own (the game page, the viewer's header,
# the first line of a summary).
game-name = Exact 61 Five Up
