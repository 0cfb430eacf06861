### The command line: help texts and messages.

description = Exact 61 Five Up: games, records and diagrams.
simulate = play bot games and print their records as JSON
review = rate every placement of a record against the coach
replay = check a record and summarise it
describe = describe a layout in words
render = draw a layout as SVG
draw = draw the layout after some placements (SVG, PNG or PDF)
html = write a game as one self-contained web page
rulebook = write the illustrated rule book as one printable HTML page
diagrams = regenerate the rule diagrams and the rule books
opt-players = players in each game (R5)
opt-seed = seed of the first game; game k uses seed + k (D4)
opt-strategy = one per seat, or one for all: { $choices } (default greedy)
opt-games = records to print, one per line
opt-max-hands = hands at most in each game (D3)
opt-file = a record file, or - for stdin
opt-record-or-example = a record file, - for stdin, or the name of an example game: { $choices }
opt-budget = coach milliseconds per move, 1 to { $most } (default 200)
opt-coach-seed = accepted for older scripts; it changes nothing, because the coach draws its deals from each position
opt-annotate = write a copy of the record with the coach's marks (?!, ?, ??) and notes on the moves it finds wanting; the record's own notes and marks are kept (needs --out)
opt-record-out = the annotated record (JSON) to write (with --annotate)
opt-lang = language of the output: { $choices } (default: from the environment, LANGUAGE, LC_ALL, LC_MESSAGES or LANG, as gettext reads it)
opt-json = print the score log (RECORD.md)
opt-summary-lang = language of the summary: { $choices }
opt-hand = the hand, counting from 1 as the game page and the review do
# The line `review` prints before its list (teach17 friction 6: the numbers skip, hand 1: 1, 6, 7):
# what an action number counts, and that only placements are listed.
review-actions = Action numbers count every placement, draw and pass, as the page's steps do; only placements are listed.
opt-step = placements so far (1 or more)
opt-svg-out = the SVG file to write
opt-hand-frame = frame the whole hand, so every step lines up
opt-numerals = numerals instead of pips
opt-moves = a move as in Layout.from_moves ('[1|4]', '[1|1] on [1|4] low'), or a file with one move a line, or - for stdin
opt-draw-out = the file to write; .svg, .png or .pdf (PNG and PDF need the extra 'export')
opt-socket-labels = write each legal point's socket name beside it (line A, branch B, …; R11, R13)
opt-theme = the drawing's colours: { $choices }
opt-no-caption = tiles and marks only
opt-no-legend = the caption without its legend
opt-width = drawing width in px (default: natural size)
opt-highlight-last = ring the last placed tile (default: ring it)
opt-dpi = PNG resolution: dpi/96 pixels per px (default { $dpi })
opt-html-out = the HTML file to write
opt-page-hand = the hand the page opens at, counting from 1 as the page and its links do (default 1)
opt-quiz = run the page as a quiz, asking before it shows them, at the positions --questions names: how many raw points a placement scores (for a hand's last tile: how many placement points it makes before they join the going-out event; for a placement whose event would go past 305 raw: how many it makes before the target check), and at a hand's count, who is credited how many raw points; the page checks the answers itself
opt-questions = with --quiz (or alone, which makes a quiz), which positions ask; the page can switch them too: scoring, the placements that score and each end-of-hand count (default: about half as many questions as with every, the easy placements that score nothing left out); counts, only the end-of-hand counts; every, every placement and every count
opt-page-projector = open the page in large text, for a class reading it at a projector from the back row (a link ending in '&projector=1' does the same, '&projector=0' turns it off)
meta-questions = QUESTIONS
opt-book-lang = fi and it: the source text with its figures; en: the rules written for players
opt-folder = the folder to write into (default assets)
opt-diagram-lang = one language, or all of them: { $choices } (default all)
meta-command = COMMAND
meta-file = file
meta-move = MOVE
meta-players = PLAYERS
meta-seed = SEED
meta-strategy = STRATEGY
meta-games = GAMES
meta-max-hands = MAX_HANDS
meta-budget = BUDGET
meta-lang = LANG
meta-hand = HAND
meta-step = STEP
meta-out = OUT
meta-theme = THEME
meta-width = WIDTH
meta-dpi = DPI
progress-games = games
lessons = write the course into a folder: the lessons, the rule books and the cheat sheets
lab = open JupyterLab on your copy of the course, at the index lesson (needs the extra 'lab')
opt-lessons-dir = the folder to write into (made if missing); lessons you have changed are kept
opt-course-lang = one course, or all of them: { $choices } (default all)
opt-reset = put the lessons back as they ship (your changes to them are lost)
opt-lab-dir = the folder of your copy of the course (default 'my-lessons'; made if missing)
opt-lab-lang = the course to open: { $choices } (default: from the environment, LANGUAGE, LC_ALL, LC_MESSAGES or LANG, as gettext reads it); other options go to JupyterLab
opt-port = the port to serve on (default 8888; if another program uses it, the next free one, and the command says which)
lab-port-moved = Port { $port } is taken by another program: JupyterLab uses port { $free }.
meta-dir = DIR
meta-port = PORT
lessons-kept = kept your changes to { $path } (--reset puts the lesson back as it ships)
lessons-written = { $lang }: { $count } lessons, starting at { $path }
lessons-next = open them with: fiveup-viz lab { $folder }
lessons-restored = { $path } was no longer a notebook (cut short by a failed write?): it is back as it ships, and the broken copy is kept as { $aside }
lessons-untrusted = { $why }: the lessons are written but not trusted, so their saved pictures show only after you run them
wrote = wrote { $path }
# A PDF worksheet's line says how many pages it takes (teacher trial 13, friction 1: the copies
# to make).
wrote-pages = wrote { $path } ({ $pages ->
    [one] 1 page
   *[other] { $pages } pages
})
# After a PDF holding several versions without their keys (--versions 2 --key none): how to print it for a
# class (teach31 friction 2: its 4 pages are versions A and B, printed once for every two pupils, not once a
# pupil). $versions: how many (2 to 4); $last: the last one's letter; $each: each version's pages;
# $sides: double (each version fills whole sheets printed double-sided) or single.
ws-print-versions = versions { $versions ->
        [2] A and B
       *[other] A to { $last }
    }, { $each ->
        [one] 1 page
       *[other] { $each } pages
    } each: print the file { $sides ->
        [double] double-sided
       *[single] single-sided
    }, one copy for every { $versions } pupils, not one for each pupil
# The line an error of the command line is printed as, on stderr (teacher trial 10: argparse's
# "error:" stood before a Finnish or Italian reason). A record's error keeps RECORD.md's
# English "error: hand H action A:", as tools read it.
cli-error = error: { $message }
site = write the course as a website into a folder: the lessons with their exercises, the rule books, the cheat sheets and the example games, ready for any static web host or to open from disk
opt-site-dir = the folder to write the website into (made if missing); put this folder on a web host to give your class a link
opt-no-lite = leave JupyterLite out (the lessons' Python then runs nowhere; the pages and their exercises work without it)
site-written = { $path }: { $count } files, { $size } MB. Open it in a browser, or put the folder { $folder } on any static web host (the README's "A link for your class" gives the steps)
site-no-lite = JupyterLite was left out, so the lessons' Python cannot run in the browser (the pages, their exercises and the example games work without it). To add it: pip install 'fiveup_viz[site]' (Node.js is needed too: nodejs.org), then run this command again
site-lite-building = building JupyterLite into { $path } (a few minutes the first time; downloads are kept in { $cache })
site-lite-written = { $path }: the lessons run in the browser there (JupyterLite, { $size } MB). It needs a web server: opened from disk, only the pages work. To try it on this computer, run “python -m http.server” in { $folder } and open http://localhost:8000/
lab-start = JupyterLab on { $folder } (Ctrl+C stops it); the course in
lab-course = { "  " }{ $lang }: { $url }
lab-opens = { "  " }{ $lang }: { $url }  <- opens now
worksheet = write a printable worksheet of practice questions with its answer key (HTML, or PDF with the extra 'export')
opt-ws-kind = what the questions ask (default mix): score, how many raw points a placement scores; counted, which ends of a layout count; legal, where a tile may be placed; round, a sum of pips rounded to the nearest multiple of 5 (R24); going-out, what going out scores; blocked, what a group scores when the hand is blocked; mix, every kind in turn
opt-count = questions on the sheet, 1 to 60 (default 12)
opt-level = difficulty, 1 to 3 (default 1)
opt-ws-seed = the sheet's seed: the same seed gives the same sheet (default 0)
opt-paper = the paper it prints on: { $choices } (default a4)
opt-ws-out = the file to write: .html, or .pdf (PDF needs the extra 'export')
meta-kind = KIND
meta-count = COUNT
meta-level = LEVEL
meta-paper = PAPER
opt-key = where the answer key goes: page, on pages of its own after the questions (default); none, left out (the students' copy); only, the key alone (the teacher's copy)
opt-compact = smaller pictures and less space around each question, so a sheet takes fewer pages (12 mixed questions of level 1 fit on 2 pages)
opt-versions = versions A, B, … of the sheet in one file, each with other questions and its own key, 1 to { $most } (default 1)
meta-key = KEY
meta-versions = VERSIONS
annotate = put a teacher's note and mark on one action of a record (or a note on a hand) and write the record
opt-note-move = the action in that hand, counting from 1 every placement, draw and pass, as the page's steps and the review's lines do (without it: the hand's own note)
opt-note = the note's text, in the language of --lang; the note's other languages are kept
note-older = warning: the note's { $count ->
    [one] text in { $languages } is kept as it was, written before this change; if it no longer says what the text in { $lang } says, update it
   *[other] texts in { $languages } are kept as they were, written before this change; if they no longer say what the text in { $lang } says, update them
}: run annotate { $where } again with { $commands }, or give --drop-others to keep the text in { $lang } alone
opt-drop-others = keep only the text in --lang: the note's texts in other languages, written before, are dropped
opt-mark = the mark: ! good move, ? mistake, !! excellent move, ?? blunder, !? interesting move, ?! inaccuracy, or none to take the mark away
opt-note-lang = the note's language: { $choices }; it is also the language of this command's own lines (what it prints and its errors), so --lang fi also answers in Finnish (default: from the environment, LANGUAGE, LC_ALL, LC_MESSAGES or LANG, as gettext reads it)
opt-annotated-out = the record (JSON) to write; it may be the file read
opt-ask = pose a question at the action, which a quiz asks (RECORD.md § Questions): where, before the action is shown, where the player to act can place --tile (the legal points); points, after the action, a placement, how many raw points it scores
opt-ask-tile = the tile of a where question, as [3|5]
# What `annotate --ask` added, printed back as --note and --mark print theirs (teacher trial 10,
# friction 12); hand and action counted from 1.
ask-said-points = Hand { $hand }, action { $action }: the page asks how many raw points this placement scores
ask-said-where = Hand { $hand }, action { $action }: before the action is shown, the page asks where { $tile } can be placed (every legal point)
# The line after ask-said-points/where: the page's address at the question (a where question is
# asked before its action, at the step before it; teach34: #hand=1&step=13 had passed it).
ask-said-open = To open the page at this question, end its address with #hand={ $hand }&step={ $step }
# Every annotate with --action says first what that action is, in the page's words, counted
# from 1 (teach34 friction 6: a note on a draw went in silently; a drawn tile is never named).
annotate-action = Hand { $hand }, action { $action }: { $what }
# After it, for a note or mark on a draw or a pass (the teacher may have meant a placement):
# where it will show, and the nearest placements, numbered as --action numbers them. $act: draw
# or pass; $kind: note, mark or both (what the action now carries); $after: 0 when no
# placement follows in the hand.
annotate-not-placement = { $act ->
        [draw] This action is a draw, not a placement
       *[pass] This action is a pass, not a placement
    }: the { $kind ->
        [mark] mark
        [both] note and mark
       *[note] note
    } will show at this { $act ->
        [draw] draw
       *[pass] pass
    }. { $after ->
        [0] The nearest placement is action { $before }, before it; no placement follows it in this hand.
       *[other] The nearest placements are action { $before }, before it, and action { $after }, after it.
    }
meta-ask = ASK
meta-tile = TILE
meta-move-number = ACTION
meta-note = NOTE
meta-mark = MARK
table = write a notebook of the class's table into a folder and open JupyterLab on it: the class plays one seat against bots (needs the extra 'lab')
opt-table-dir = the folder to write the notebook table.ipynb into (made if missing; a table.ipynb already there is replaced)
opt-table-players = players at the table (R5; default: one per name of --names, else 2)
opt-names = the players' names, in seat order, separated by commas, e.g. "Class 7B,Aino,Eetu,Iida"; seats without a name get one of the table's own
opt-class-seat = the class's seat, counted from 1 (default 1)
opt-projector = large tiles and text, for a class at a projector (1024x768 and up); the bots' tiles stay face down
opt-table-seed = seed of the first deal: the same seed deals the same game (default: the seed of the game kept in table-game.json, else a new one, so that two classes do not get the same hands); the notebook's cell keeps it
opt-table-lang = language of the table and the notebook: { $choices } (default: from the environment, LANGUAGE, LC_ALL, LC_MESSAGES or LANG, as gettext reads it); other options go to JupyterLab
meta-names = NAMES
meta-seat = SEAT
table-start = JupyterLab on { $folder } (Ctrl+C stops it); the table opens at { $url }
table-start-projector = JupyterLab on { $folder } (Ctrl+C stops it); the table opens at { $url } with the file list hidden (Ctrl+B shows the files)
table-notebook = Press **Run › Run All Cells** to start the table.
table-notebook-again = If the table disappears (after the page is reloaded or the computer sleeps), choose **Run › Run All Cells** again: the table comes back where it was, the same hand with the same tiles (the game is kept in table-game.json beside this notebook). **New game** deals another.
