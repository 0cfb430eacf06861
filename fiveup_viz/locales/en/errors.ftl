### Every error the package raises (error.say(lang)).

where-hand = hand { $hand }:{ " " }
where-action = hand { $hand } action { $action }:{ " " }
what-player-name = player { $seat }'s name
what-seat = seat
what-title = title
what-description = description
what-seed = seed
what-stop-hand = stop's hand
what-deal-of = deal of seat { $seat }
what-hand = hand
what-action = action
what-boneyard = boneyard
char-surrogate = an unpaired surrogate U+{ $code }
char-noncharacter = the noncharacter U+{ $code }
char-control = the control character U+{ $code }
kind-domino = going out
kind-blocked = blocked
kind-target = target
tile-numbers = not a double-six tile: { $a }, { $b }
tile-text = not a tile: { $text }
tile-form = not a tile: { $text } ({ $rule }: write it as [a|b])
socket-unknown = unknown socket { $name }; sockets are { $names }
socket-none = { $tile } has no { $socket }: a non-double has a low end and a high end
move-both = a placement names both the tile it goes on and the socket, or neither for the opening
move-text = not a move: { $text }; write '[1|2]' or '[1|2] on [1|1] line-b'
move-n = move { $n }: { $error }
table-absent = { $tile } is not on the table
table-present = { $tile } is already on the table
table-point = { $tile } must be placed on a legal point: only the opening tile is placed without one
table-empty = the table is empty: the first tile opens and is placed on no other tile
table-undo = nothing to undo: the table is empty
point-spinner = { $on } is a spinner: its sockets are line A, line B, branch A and branch B
point-non-double = { $on } is not a double: its sockets are its low and high ends
point-occupied = { FORM($point) } is already occupied by { $by }
point-branch = { FORM($point) } cannot be started yet: a spinner's branches may be started only when both of its line sides are occupied
point-mismatch = { $tile } does not match { FORM($point) }, which shows { $value }
play-not-held =
    { PERSON($name) ->
        [you] You do not hold { $tile }
       *[other] { $name } does not hold { $tile }
    }
play-pending =
    { PERSON($name) ->
        [you] You drew { $tile } and must place it at once
       *[other] { $name } drew { $tile } and must place it at once
    }
draw-pending =
    { PERSON($name) ->
        [you] You drew { $tile }, which can be placed, and must place it at once
       *[other] { $name } drew { $tile }, which can be placed, and must place it at once
    }
draw-empty = the boneyard is empty: when nobody can place, the hand is blocked (R20, D5); otherwise a player who cannot place passes
draw-can-place =
    { PERSON($name) ->
        [you] You can place a tile and must do so instead of drawing
       *[other] { $name } can place a tile and must do so instead of drawing
    }
pass-can-place =
    { PERSON($name) ->
        [you] You can place a tile and must do so
       *[other] { $name } can place a tile and must do so
    }
pass-not-empty = the boneyard is not empty: a player who cannot place draws
coach-over = the hand is over: there is no move to rank
coach-no-move =
    { PERSON($name) ->
        [you] You have no legal placement: you draw or pass
       *[other] { $name } has no legal placement: they draw or pass
    }
game-no-hand = no hand has been dealt yet: call start_hand()
game-over = the game is over
game-won = the game is over: { FORM($side) } reached { $target } raw
game-hand-open = the current hand has not ended yet
game-hand-ended = hand { $n } has ended ({ $kind }); start the next hand
leader-seat = leader { $leader } is not a seat of this game
# R8: who went out leads the next hand; another leader asked is refused, both by name (the
# learner is at most one of them).
leader-forced =
    { PERSON($name) ->
        [you] You went out and must lead the next hand, not { $player }
       *[other] { $name } went out and must lead the next hand, not { PERSON($player) ->
            [you] you
           *[other] { $player }
        }
    }
deal-alone = a boneyard is given only together with its deal: the deal and boneyard hold the 28 tiles together
deal-count = the deal has { $count ->
    [one] 1 tile list
   *[other] { $count } tile lists
} for { $n } players: it needs one list for each player
deal-size = seat { $seat } was dealt { $count ->
    [one] 1 tile
   *[other] { $count } tiles
}, not { $size }
deal-twice = { $tile } appears twice in the deal and boneyard
deal-lack = the deal and boneyard lack { $tiles }
name-size = { $what } { $name } must be 1 to { $limit } characters, not only spaces (RECORD.md)
name-char = { $what } { $name } contains { $bad } (RECORD.md)
text-size = { $what } has { $size } characters; at most { $limit } (RECORD.md)
players-count = a game has 2, 3 or 4 players, not { $n }
count-least = { $what } must be at least { $least }, not { $value }
seat-range = { $what } { $seat } is not a seat of this game: seats are 0 to { $last }
index-range = { $what } { $value } does not exist: there are { $size } (0 to { $last })
index-none = { $what } { $value } does not exist: there are none
position-negative = { $what } { $start }: hand and step count from 0
hand-range = hand { $hand } does not exist: the game has { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
} (0 to { $last }, or -1 for the last)
digits = { $what } has more than { $digits } digits (RECORD.md)
json-utf8 = not UTF-8: byte 0x{ $byte } at offset { $offset } cannot be decoded
json-bom = not JSON: the text starts with a byte order mark
json-syntax = not JSON: { $why } at line { $line } column { $column }
json-deep = the document is nested deeper than { $depth } levels
json-digits = an integer of { $count } digits; at most { $digits } are allowed
json-big = an integer of more than { $digits } digits
json-range = the number { $text } is out of range
json-number = { $text } is not a JSON number
json-value = { $type } is not a JSON value
json-key = a key is not text: { $key }
json-surrogate = the text { $text } has an unpaired surrogate, which is not Unicode
record-object = a record is a JSON object
record-read = cannot read { $path }: { $why }
record-format = format is { $found }, not { $format }
record-version = version { $found } is not supported; this reader reads the integer { $version }
record-key = unknown key { $key } (private keys start with '_')
record-players = players must be a list of 2 to 4 names
record-seed = seed must be an integer
record-max-hands = max_hands must be a positive integer
record-name = { $what } is text (str), not { $type }
record-hands = hands must be a list
record-stop = stop's action count must be 0 or more, not { $count }
record-tile = { $what }: { $error }
record-over = the game was already over: { $why }
record-won = { $side } had already reached 305 raw
record-max-played = max_hands { $count } were played
hand-object = a hand is a JSON object
hand-missing = missing key { $key }
hand-key = unknown key { $key }
hand-key-top = unknown key { $key } (private keys, which start with '_', are allowed only at the top level)
hand-deal = deal must be a list of tile lists
hand-boneyard = boneyard must be a list of tiles
hand-leader = leader must be a seat number
hand-actions = actions must be a list
hand-short = the actions stop before the hand ends; only the last hand may
action-after = action after the hand ended ({ $kind }, { $rule })
action-object = an action is a JSON object
action-kinds = an action has exactly one of play, draw or pass
action-key = unknown key { $key } in a { $kind } action
action-seat = seat { $seat } is not a seat of this game
action-turn = seat { $seat } acts out of turn: it is seat { $turn }'s turn
action-draw = draw names { $tile } but the next boneyard tile is { $next }
action-pass = pass must be true
action-opening = the opening play has no 'on' or 'socket' key
action-play = a play after the opening names 'on' and 'socket'
action-socket = socket must be a socket name
stdin-closed = standard input is closed: there is no record to read
stdin-read = cannot read standard input: { $why }
stdin-surrogate = not UTF-8: standard input holds an unpaired surrogate
moves-stdin = standard input is closed: there are no moves to read
moves-read = cannot read moves from { $source }: { $why }
moves-utf8 = not UTF-8 text
moves-none = no moves to draw: give at least the opening tile, e.g. '[1|4]'
cli-hand = the record has { $count ->
    [one] 1 hand
   *[other] { $count } hands
}; hand { $hand } does not exist
cli-no-record = no file or example game is called { $name }; the example games are { $names }
cli-annotate-nothing = give --note, --mark or --ask: what to write on the action
cli-ask-move = --ask needs --action: a question is asked at an action
cli-ask-where-tile = --ask where needs --tile: the tile to place, as [3|5]
cli-ask-points-tile = --ask points asks about the placement made at its action and takes no --tile
cli-ask-at = hand { $hand }, action { $action }: { $why }
cli-hand-number = { $text } is not a hand number: hands count from 1, as the game page and the review show them
cli-move-number = { $text } is not an action number: actions count from 1, as the game page and the review show them
cli-move = hand { $hand } has { $count ->
    [one] 1 action
   *[other] { $count } actions
}, counted from 1 with draws and passes; action { $move } does not exist
cli-no-hands = the record has no hands to show
cli-step = hand { $hand } has { $count ->
    [one] 1 placement
   *[other] { $count } placements
}; step must be 1 to { $count }
cli-width = --width must be between 50 and 20000 px, not { $width }
cli-rulebook = the rule book is an HTML page: { $out } must end in .html
cli-write = cannot write { $path }: { $why }
cli-site-lite = the lessons that run in the browser (JupyterLite) could not be built: { $why }
cli-out-empty = --out needs a file name, not an empty text
cli-out-folder = --out { $out } is a folder; give the SVG file to write
cli-out-missing = --out { $out }: the folder { $folder } does not exist
cli-annotate-out = --annotate needs --out, the JSON file to write the annotated record to
cli-out-annotate = --out writes an annotated record: give --annotate too
cli-out-folder-record = --out { $out } is a folder; give the JSON file to write
cli-out-folder-html = --out { $out } is a folder; give the HTML file to write
cli-out-folder-drawing = --out { $out } is a folder; give the .svg, .png or .pdf file to write
cli-diagrams-out = --out { $out } is not a folder; give the folder to write the diagrams into
cli-usage = { $message } (see '{ $prog } --help')
cli-strategies = give one --strategy or one per seat ({ $n })
cli-output = the output
cli-number = { $text } is not a number
cli-integer = { $text } is not an integer
cli-whole = { $text } is not a whole number of at least { $least }
cli-seed = { $text } is not an integer of at most { $digits } digits
os-ENOENT = No such file or directory
os-EACCES = Permission denied
os-EISDIR = Is a directory
os-ENOTDIR = Not a directory
os-ENOSPC = No space left on device
os-EROFS = Read-only file system
os-EPERM = Operation not permitted
os-ENAMETOOLONG = File name too long
os-ELOOP = Too many levels of symbolic links
os-EIO = Input/output error
os-EFBIG = File too large
os-EEXIST = File exists
os-not-a-file = Not a regular file
json-why-value = Expecting value
json-why-name = Expecting property name enclosed in double quotes
json-why-colon = Expecting ':' delimiter
json-why-comma = Expecting ',' delimiter
json-why-extra = Extra data
json-why-control = Invalid control character
json-why-string = Unterminated string starting
json-why-escape = Invalid \escape
json-why-unicode = Invalid \uXXXX escape
answer-point = not a point of the layout: { $item }
answer-opening = { $item } is an opening, not a point of the layout
theme-unknown = unknown theme { $theme }; themes are { $themes }
export-format = cannot tell the format of { $path }: the file name must end in { $formats }
export-font = no font to draw the text with: install DejaVu Sans (Debian: apt-get install fonts-dejavu-core)
export-extra = PNG and PDF output need the optional extra '{ $extra }' ({ $module } is missing): { $install }
export-dpi = --dpi must be between 10 and 1200, not { $dpi }
export-pixels = a { $width } x { $height } px drawing at { $dpi } dpi would be { $pixels } million pixels (at most { $most }): lower --dpi or --width
export-size = not a drawing of this package: the <svg> has no width and height
lessons-missing = this installation of fiveup_viz has no lessons: install it from a wheel built by 'pip wheel' from the repository, or work in the repository with 'make lab'
lessons-folder = { $folder } is a file: give the folder to write the lessons into
lessons-no-lab = JupyterLab is not installed: { $install }
lessons-dir-empty = the folder for the lessons needs a name, not an empty text
lessons-link = { $path } is a symbolic link: the lessons are written only into real folders and files inside { $folder }; remove the link or give another folder
lessons-trust-store = cannot open { $path }, where the trusted notebooks are recorded
export-browser = PNG and PDF are not available in the browser; SVG works: give a file name that ends in .svg
lang-unknown = unknown language { $lang }; choose one of { $known }
example-unknown = no example called { $name }; examples are { $names }
example-missing = no example game { $name }: the example games are not installed
strategy-unknown = unknown strategy { $strategy }; choose one of { $strategies }
strategy-count = { $count ->
    [one] 1 strategy
   *[other] { $count } strategies
} for { $n } players: give one, or one for each seat
bots-count = give one bot strategy, or one for { $n ->
    [one] the other seat
   *[other] each of the { $n } other seats
}
exercise-kind = unknown kind { $kind }; choose one of { $kinds }
exercise-level = level is 1 to { $levels }, not { $level }
quiz-empty = a quiz needs at least one question
worksheet-kind = a worksheet asks questions of one of { $kinds }, or mix; not { $kind }
worksheet-kinds = a worksheet needs at least one kind of question
worksheet-count = a worksheet holds 1 to { $most } questions, not { $count }
worksheet-key = the answer key is 'page' (on pages of its own), 'none' (left out) or 'only' (alone), not { $key }
worksheet-versions = a worksheet has 1 to { $most } versions, not { $number }
worksheet-paper = the paper is 'a4' or 'letter', not { $paper }
worksheet-format = a worksheet is written as HTML or PDF: the file name must end in .html or .pdf, not { $path }
worksheet-out-folder = --out { $out } is a folder; give the .html or .pdf file to write
position-hand = no position { $asked } in this game: it has { $hands ->
    [one] 1 hand, number 0 here (hand 1 is 0)
   *[other] { $hands } hands, numbered 0 to { $last } here (hand 1 is 0)
}
position-step = no position { $asked } in this game: hand { $n } (number { $hand } here) has { $last ->
    [one] 1 action
   *[other] { $last } actions
}, so the second number is 0 to { $last } (0: before its first action)
position-count = no position { $asked } in this game: { $j ->
    [0] hand { $n } (number { $hand } here) has no end-of-hand count
   *[other] the end-of-hand count of hand { $n } (number { $hand } here) is ({ $hand }, { $k }, 0) to ({ $hand }, { $k }, { $last })
}
turn-not-yours = it is not your turn
turn-no-human = no player at this table is to play now: the hand is over
humans-none = a table needs at least one human seat: give 'humans=[0]', for example
humans-twice = seat { $seat } is given twice in 'humans': each player holds one seat
humans-and-seat = give 'seat=' for one player or 'humans=' for several, not both
projector-humans = a projector table has one human seat, which the whole class plays together: give 'seat=', not { $n } seats in 'humans'
teaching-withdrawn = teaching mode is not offered at this table ('teacher=False', or a projector without 'teacher=True'): neither it nor “Show bots' tiles” can be turned on; nothing changed
what-human-seat = human seat
seat-side = seat { $seat } is in no side
page-asks = 'asks' is { $asks }, not one of { $choices }
page-hand = hand={ $hand } names no hand of this game: it has { $count ->
    [one] 1 hand, hand=0
   *[other] { $count } hands, hand=0 to hand={ $last }
} (hand= counts from 0; the page shows hands from 1)
colour-roles = unknown colour roles { $roles }; roles are { $known }
sheet-raw = a raw score is a multiple of 5, not { $raw }
panels-other = the panels given are of another game or language

## Annotations (RECORD.md § Annotations): notes and marks.
what-note = note
what-hand-note = the note of hand { $hand }
what-in-language = { $what } ({ $lang })
note-mark = mark { $mark } is not one of { $marks } (RECORD.md)
note-type = { $what } must be a text, or an object of texts by language ({ $languages })
note-no-language = { $what } names no language: write it in at least one of { $languages }
note-language = { $what } has the unknown language key { $key }: the languages are { $languages }
note-empty = { $what } is empty: a note has 1 to 2,000 characters (RECORD.md)
note-hand-mark = a hand takes a note, not a mark: marks go on actions (RECORD.md)
## Questions of a record (RECORD.md § Questions): `_questions`.
ask-list = { $key } must be a list of questions (RECORD.md)
ask-at = { $where }: { $why }
ask-object = a question is a JSON object with the keys 'hand', 'action' and 'ask'
ask-key = unknown key { $key }: a question has the keys 'hand', 'action', 'ask' and, to ask where, 'tile'
ask-kind = 'ask' is { $ask }, not one of { $kinds }
ask-hand = hand { $hand } does not exist: the record has { $count ->
    [one] 1 hand
   *[other] { $count } hands
}, indexed from 0
ask-action = action { $action } does not exist: the hand has { $count ->
    [one] 1 action
   *[other] { $count } actions
}, indexed from 0
ask-points-tile = a 'points' question asks about the placement of its action and takes no 'tile'
ask-points-play = a 'points' question needs a placement: this action is a draw or a pass
ask-where-tile = a 'where' question needs the tile to place ('tile')
ask-where-open = a 'where' question cannot come before a hand's opening placement: any tile may open
ask-where-placed = { $tile } is already on the table at that position
ask-twice = this action already has a { $ask } question: an action takes at most one question of each kind (RECORD-quiz.md); add the other question at another action
## Wrong types: a programmer's errors (WrongTypeError, a TypeError too)
type-record = a record is JSON text, bytes, a Path or a dict, not { $type }
type-source = cannot open a game from { $type }: give a record, a path, JSON text, a Game or an example name
type-stop = stop is a pair (hand, actions), not { $value }
type-stop-count = stop's action count is an integer, not { $type } { $value }
type-moves = from_moves takes a list of moves, not { $type }
type-move = move { $n } is a Move or its text ('[1|2] on [1|1] line-b'), not { $type }
type-start = start is True or False, not { $type }
type-flag = { $what } is True or False, not { $type } { $value }
type-round = { $what } is a Game or one of its hands (game.hand), not { $type } { $value }
type-seat = { $what } is a seat number (int), not { $type } { $value }
type-action = Game.apply takes an Action, not { $type }
type-list = { $what } is a list, not { $type }
type-explorer = LayoutExplorer shows a Layout (or None for an empty table), not { $type }; build one with Layout.from_moves([...])
type-players = players is a number (2, 3 or 4) or a list of 2 to 4 names, not { $type }
type-seed = seed is an integer or None, not { $type } { $value } ({ $rule }: the record stores it as an integer)
type-integer = { $what } is an integer, not { $type } { $value }
type-position = { $what } is a pair of integers (hand, step), not { $value }
type-humans = humans is a list of seat numbers, not { $type }
type-seed-given = seed is an integer of at most { $digits } digits, not { $type } { $value }: the same seed always gives the same result
type-number = { $what } is a number, not { $type } { $value }
type-text = { $what } is text (str), not { $type } { $value }
type-path = { $what } is a file name (str or Path), not { $type } { $value }
type-game = { $what } is a Game, not { $type } { $value }: open a record with 'replay(record)' or an example with 'examples.load(name)'
type-layout = { $what } is a Layout, not { $type } { $value }: build one with Layout.from_moves([...])
type-lang = lang is a language code (text: { $known }), not { $type } { $value }
type-bot = a bot is a strategy name ({ $strategies }) or an object with a 'choose(game, moves)' method, not { $type } { $value }
budget-range = { $what } is the coach's time per move, { $least } to { $most } milliseconds, not { $value }
worksheet-fmt = a worksheet's format is html or pdf, not { $fmt }
type-random-seed = seed is an integer, a text or None, not { $type } { $value }: the same seed always gives the same result
bots-seats = { $count ->
    [one] 1 bot
   *[other] { $count } bots
} for { $n } players: play_out needs one bot for each seat
size-range = size is the width of a drawing, { $least } to { $most } px, not { $value }
type-question = an exercise shows a 'Question' (from 'fiveup_viz.pages.exercises.practice'), not { $type } { $value }
cli-whole-most = { $text } is not a whole number from { $least } to { $most }
json-twice = an object has the key { $key } twice; each key is written once (RECORD.md)
cli-table-empty-name = --names: name { $seat } is empty; give the names separated by commas, e.g. "Class 7B,Aino,Eetu"
cli-table-name = name { $seat } of --names
cli-table-names = --names gives { $count ->
    [one] 1 name
   *[other] { $count } names
}, but the table has { $players } seats: give at most one name per seat, or more --players
cli-table-seat = --class-seat { $seat } is not a seat of this table: seats are 1 to { $players }
cli-port-taken = ports { $port } to { $last } are all taken by other programs: stop one of them, or choose another port with --port
