### Each rule's and decision's summary in one line: lesson 00's rule map ("In short") and the
### tooltip of a cited rule (exercises, quizzes, game pages). Check each against RULES.md.

rule-R1 = 5 raw points are 1 displayed point; the target is 305 raw = 61 displayed
rule-R2 = an event that would go past 305 is discarded whole
rule-R3 = exactly 305 by an accepted event wins at once
rule-R4 = one double-six set of 28 tiles, written [a|b] with a ≤ b
rule-R5 = 2-3 players alone, 4 in fixed partnerships, partners opposite; clockwise
rule-R6 = 5 tiles each; the rest is the boneyard
rule-R7 = the first leader is drawn at random
rule-R8 = who went out leads next; after a block the leader is drawn anew
rule-R9 = open with any tile, then match a legal point (R13) showing the same number
rule-R10 = every double is a spinner, laid crosswise
rule-R11 = line sides first, then either branch
rule-R12 = a non-double attaches by its matching end
rule-R13 = legal points; two sockets are two moves
rule-R14 = add up the counted ends after every placement
rule-R15 = a positive multiple of 5 scores that many raw points
rule-R16 = a placement credit is its own scoring event (except the tile a player goes out with)
rule-R17 = if you can place, you must
rule-R18 = draw one at a time; place the first playable tile at once
rule-R19 = cannot place and the boneyard is empty: pass
rule-R20 = empty boneyard and nobody can place: the hand is blocked
rule-R21 = the last tile ends the hand and is scored as usual
rule-R22 = the opponents' pips, added together and rounded once, go to the player or partnership that went out
rule-R23 = the partner's pips, rounded on their own, are deducted; one event
rule-R24 = round to the nearest 5: 1-2 down, 3-4 up
rule-R25 = each player's tiles are a group; lowest first, differences to larger opponents
rule-R26 = one event per group with a positive credit, in order; each with its own target check
rule-R27 = the lowest group wins the blocked hand; opponents tied: a tie
rule-R28 = a stroke is 5 raw; ten points are a large X and four small x
rule-D1 = scores may go below zero
rule-D2 = a going-out event is recorded even at net zero; a blocked group with credit 0 makes no event
rule-D3 = no winner after max_hands hands (200)
rule-D4 = the same seed and decisions give the same game
rule-D5 = once the hand is blocked, nobody passes
rule-D6 = a placement reaching 305 ends the game before any block
rule-D7 = the sheet's stroke order: X, then top, right, bottom, left
rule-D8 = equal blocked-hand sums: clockwise from this hand's leader
