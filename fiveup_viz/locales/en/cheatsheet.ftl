### The one-page cheat sheet.

title = Exact 61 Five Up · cheat sheet
subtitle = Dominoes, double-six set, 2–4 players, 5 tiles each. Rule numbers R1–R28 and decisions D1–D8 as in the course.
setup-title = Before the first hand (R4–R7)
setup-1 = 2 or 3 players play alone. 4 players play two partnerships: partners sit opposite each other and share one score (R5).
setup-2 = Shuffle the 28 tiles face down and deal 5 to each player; the rest form the boneyard. Keep your tiles hidden (R4, R6).
setup-3 = Draw at random for the first leader; tied players draw again. The tiles dealt give no priority (R7). Play goes clockwise (R5).
turn = A turn
start = Your turn
lead = Is the table empty?
open = You lead this hand: open with any tile you hold (R9).
can = Can a tile of yours go on a legal point?
place = Place it on a legal point with the same number (R9–R13). You may not draw instead, even if its points would be discarded (R17).
add = Add up the counted ends (R14). A positive multiple of 5 credits that many raw points: an event of its own, with the target check (R2, R15, R16).
last = Was it your last tile?
out = Going out (R21): count this placement too; its credit joins the going-out event (see Going out): one event, one target check (R23).
next = The next player clockwise plays (R5).
empty = Is the boneyard empty?
draw = Draw one tile. If it fits, place it at once; if not, keep it and draw again while the boneyard has tiles (R18).
pass = Pass (R19).
# After the drawing or an empty boneyard: can anyone place? no: the hand is blocked (R20, D5).
anyone = Can any player at all still place a tile?
blocked = The hand is blocked: nobody passes, and it is scored at once (R20, D5). See Blocked hand (R25–R27).
# After a placement's event: a score of exactly 305 raw ends the game at once (R3, D6).
exact = Is your side's score now exactly 305 raw?
win = Your side wins at once: the game ends, even in mid-hand, and nothing after it counts (R3, D6).
yes = yes
no = no
# The drawing box's two exits in the flowchart: a drawn tile fits (R18); the boneyard ran out (R19).
drawn-fits = a tile fits
drawn-none = boneyard ran out
counts = What counts (R14)
counts-1 = A free end of a non-double tile counts its number (so a lone opening non-double counts both its ends).
counts-2 = A double with at most one line side occupied counts both halves once (terminal).
counts-3 = A double with both line sides occupied counts nothing (internal). Its branches may be started only then (R11), and an unstarted branch adds 0.
counts-4 = Legal point ≠ counted end: an internal double's free branch is a legal point that counts nothing.
counts-pic = Filled numbers count: 2 + 5 + 3 = 10, which scores 10 raw (2 displayed).
out-title = Going out (R21–R23)
out-formula = one event = last placement's credit (0 unless its sum is a positive multiple of 5) + round(all opponents' pips together) − round(partner's pips)
out-notes = The partner part only with 4 players. Round the opponents' total once and the partner's total once, never merge the partner's pips with the opponents'. The player who went out leads the next hand, even when the going-out event was discarded (R2, R8).
blocked-title = Blocked hand (R25–R27)
blocked-formula = each group scores round(sum of (larger opponent group − own group))
blocked-notes = Each player's tiles are one group; partners stay separate and are never compared. Groups in order from the lowest sum; equal sums clockwise from this hand's leader (D8). Each positive credit is its own event with its own target check; a credit of 0 makes no event, and the game ends at the first exact 305 raw (R26, D2). The group with the lowest sum wins the hand; if opposing players share that sum, the hand is a tie, and if only two partners share it, their partnership wins. Winning gives no lead: the next leader is drawn at random, and the draw may pick anyone (R8, R27).
round-title = Rounding to the nearest 5 (R24)
round-sum = sum
round-to = rounds to
round-notes = Remainder 1 or 2 rounds down, 3 or 4 rounds up.
target-title = The target (R1–R3)
target-1 = 5 raw points = 1 displayed point. Win with exactly 61 displayed = { $target } raw.
target-2 = An event that would take your side (you, or your partnership) above { $target } raw is discarded whole; play goes on.
target-3 = An accepted event that brings your side to exactly { $target } raw wins at once; nothing after it counts.
target-4 = Paper sheet: one stroke per displayed point; 10 displayed points are one large X with a small x in each of its four spaces (R28).
