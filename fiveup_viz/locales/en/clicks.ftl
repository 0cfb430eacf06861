### The click picker of the widgets.

scores = { $on } { $socket }: { $raw ->
    [0] scores nothing
   *[other] scores { $raw } raw { $shown ->
        [one] (1 displayed point)
       *[other] ({ $shown } displayed)
    }
}
choose-here = { $on } { $socket }: { $n ->
    [0] none of your tiles fits here
    [one] 1 of your tiles fits here
   *[other] { $n } of your tiles fit; choose one of them first
}
none-here = { $on } { $socket }: none of your tiles fits here
scores-over = { $on } { $socket }: { $score } + { $raw } raw would go past 305, so the scoring event is discarded and credits nothing (R2)
scores-last = { $on } { $socket }: your last tile; its { $raw } raw join the going-out event (R23)
tile-no = { $on } { $socket }: { $tile } does not fit here
refuse-none = None of your tiles fits { FORM($socket, case: "article") } of { $on }: a tile attaches by a half showing { $value } (R9, R12). Nothing changed.
refuse-tile = { $tile } does not fit { FORM($socket, case: "article") } of { $on }: a tile attaches by a half showing { $value } (R9, R12). Nothing changed.
refuse-pending = You drew { $tile } and must place it at once (R18); it does not fit { FORM($socket, case: "article") } of { $on }. Nothing changed.
refuse-turn = It is not your turn to place a tile. Nothing changed.
choose = Choose a tile first: { $tiles } fit { FORM($socket, case: "article") } of { $on }. Click one of your tiles.
chosen = { $tile } chosen: click a legal point to place it.
hand-tile = { $tile }, one of your tiles
hand-open = { $tile }, one of your tiles: opens the table (R9), { $raw ->
    [0] scores nothing
   *[other] scores { $raw } raw { $shown ->
        [one] (1 displayed point)
       *[other] ({ $shown } displayed)
    }
}
hand-open-over = { $tile }, one of your tiles: opens the table (R9); { $score } + { $raw } raw would go past 305, so the scoring event is discarded and credits nothing (R2)
not-held = You do not hold { $tile }.
