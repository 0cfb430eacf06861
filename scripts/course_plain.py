"""Body text of lessons 01-10 for a reader who does not program (issue 10).

`scripts/course.py` sets these markdown cells by id, after its own edits, so that a rebuild
keeps them. Headings stay as they are: the rule map (00-index, docs/RULES_MAP.md) links to
them. Rule numbers appear once per section at most; scores are given in displayed points
first, raw points in parentheses.
"""
from __future__ import annotations

PLAIN: dict[str, dict[str, str]] = {}

PLAIN["01"] = {
    "title": """
# 01 · Setup and the deal

Before anyone plays a tile: what is in the box, who plays with whom, how many tiles
each player gets, and who starts. (Rules R4-R7 and decision D4.)
""",
    "r4": """
## R4 · The tiles

A domino tile is a small rectangle split into two halves. Each half shows a number of
dots, called *pips*, from 0 (blank) to 6. The game uses one **double-six set**. It holds
every pair of numbers from 0 to 6 exactly once, which makes 28 tiles. The pictures
below show all 28.

We write a tile as `[1|4]`, smaller number first. The half with the smaller number is
the tile's *low end*, the other half its *high end*: `[1|4]` has a 1 at its low end and
a 4 at its high end. A tile with the same number on both halves, such as `[4|4]`, is a
**double**. There are seven doubles, from `[0|0]` to `[6|6]`.

(The Finnish rule text says "28 laattaa, ⎵.": its list of tiles was a picture that was
lost when the text was typed out. It can only be these 28 tiles.)
""",
    "r5": """
## R5 · Players, partners and the order of play

With two or three players, everyone plays for themselves. With four players, there are
two teams of two, called **partnerships**. Partners sit opposite each other and share
one score. Play always goes clockwise round the table. When the last player has played,
it is the first player's turn again.
""",
    "r5-seating-intro": """
Here is a table of four: Ada, Bea, Cai and Dan. The seats are numbered clockwise,
starting from 0. The arrows show who plays after whom. Partners have the same colour and
sit opposite each other: Ada and Cai (seats 0 and 2) play against Bea and Dan (seats 1
and 3).
""",
    "r6": """
## R6 · The deal

All 28 tiles are shuffled face down. Every player takes **five tiles**, whether there
are two, three or four players. The tiles nobody took stay face down: they are the
**boneyard**. Players draw from it later (lesson 06), and every tile in it may be drawn.
Your tiles are your secret until the hand ends.

Here is a deal for three players, Ada, Bea and Cai. Five tiles each makes 15, so 13
tiles stay in the boneyard. These pictures show every hand face up, which helps while
you learn. At a real table you see only your own tiles: the last picture shows Bea's
hand as Ada sees it.
""",
    "r7": """
## R7 · Who leads the first hand

The player who plays first in a hand is the **leader**. For the first hand, the leader
is picked by a fair random draw. If the draw ends in a tie, the tied players draw again.
The tiles you were dealt give no advantage: holding `[6|6]` does not make you the
leader.

In these lessons the computer makes the draw, and the game's record writes down who led
each hand.
""",
    "d4": """
## D4 · The same seed gives the same game

The computer shuffles the tiles and makes the draw from a starting number, called the
**seed**. A game started with the same seed gets the same deal and the same leader.
That is why the example games in these lessons come out the same every time, and why a
game's record plays back as the very same game.
""",
}

PLAIN["02"] = {
    "title": """
# 02 · Matching and the opening

How the first tile is played, and how every later tile joins the tiles already on the
table. (Rules R9 and R12, and a first look at R13.)
""",
    "r9": """
## R9 · The opening and matching

The tiles on the table form the **layout**. The leader starts it with **any tile** from
their hand: this first tile is the *opening*. A place on the layout where a tile can
attach is a **socket**. A free socket where you may play now is a **legal point**.

After the opening, a tile may only be placed by **matching**: one half of your tile must
show the same number as the legal point you put it on. Placing one tile ends your turn.

In the picture, the leader opens with `[1|4]`. Both its ends are free, so there are two
legal points: the 1 and the 4.
""",
    "r9-illegal": """
A tile that matches nothing cannot be placed. `[2|5]` has neither a 1 nor a 4, so it
cannot go on this layout. If you try, the game refuses the tile, says which rule forbids
it, and the table stays as it was.
""",
    "r12": """
## R12 · A tile attaches by the matching end

A tile that is not a double has two ends. When you place it on a legal point, the end
with the same number touches the layout. The **other end becomes a new free end**.

Example: put `[1|6]` on the 1 of `[1|4]`. `[1|6]` touches by its 1, and its 6 is now
free. The free ends of the layout are now the 6 and the 4.
""",
    "r13-preview": """
## One tile, several moves (R13)

A move says which tile you place and where. `[4|6]` now fits in two places: on the 4 of
`[1|4]`, or on the 6 of `[1|6]`. These are two different moves, and the player chooses.
Lesson 04 looks at legal points in detail.
""",
    "explorer": """
## Try it yourself

In the panel below you build a layout by clicking. Pick a tile (only tiles that fit
somewhere are offered), then click where it goes. The picture and the sums change as
you go. The panel works once the lesson is running: choose **Run › Run All Cells** in
the menu.
""",
}

PLAIN["03"] = {
    "title": """
# 03 · Every double is a spinner

Doubles are special. They are laid crosswise, and they can grow the layout in four
directions instead of two. (Rules R10 and R11.)
""",
    "r10": """
## R10 · Every double is a spinner

A double (`[0|0]`, `[1|1]` … `[6|6]`) is laid **crosswise**, across the line. Every
double is a **spinner**, wherever it is played: as the opening, on the main line, or on
a side branch. In the pictures, a spinner has an orange border. The first picture shows
`[2|2]` as the opening.
""",
    "r11": """
## R11 · Four sockets: two line sides, then two branches

A spinner has four sockets, four places where a tile can attach. Two continue the
straight line: **line A** and **line B**. Two start side **branches**: **branch A** and
**branch B**.

1. A double played onto a tile attaches by its **line A**.
2. A branch may be started **only when both line sides are taken**.
3. After that, either branch may be started first.

Here is the rule book's own example. `[1|4]` opens. The double `[1|1]` is played on its
1, and the double `[4|4]` on its 4. Each double touches by its line A, so only its line
B is free. Their branches stay closed for now.
""",
    "r11-open": """
Now `[3|4]` goes on line B of `[4|4]`, and `[1|2]` on line B of `[1|1]`. Both line
sides of each double are now taken, so **both branches open**. Each open branch is a
legal point: a hollow dot in the picture.
""",
    "r11-either": """
Either branch may come first: starting branch B before branch A is just as legal. Two
branches that show the same number are still **two different moves**. Here `[1|5]` can
start branch A or branch B of `[1|1]`:
""",
    "r10-branch": """
## A double on a branch is a spinner too

The rule book goes on: `[1|5]` starts branch A of `[1|1]`, and the double `[5|5]` is
played on the 5 of that branch. It is a spinner like any other, with its own line sides
and branches. Here is the whole layout growing, one tile at a time.
""",
}

PLAIN["04"] = {
    "title": """
# 04 · Counted ends versus legal points

Every layout raises two questions. *Where may the next tile go?* Those places are the
**legal points**. *Which numbers are added up for the score?* Those are the **counted
ends**. The two are different, and doubles are the reason. (Rules R13 and R14.)

In the pictures, a **filled number** marks a counted value, and a **hollow dot** marks a
legal point that counts nothing.
""",
    "r13": """
## R13 · Legal points

At any moment, a tile may be placed:

* on every free end of a tile that is not a double;
* on a double with a free line side: **only on its free line sides**, not on its
  branches;
* on a double with both line sides taken: **on its free branches**.

A move is the tile, the tile it goes on, and the place on that tile. Two places that
show the same number are still two different moves: branch A or branch B of the same
double, for example.

In the picture below, `[1|1]` still has a free line side, so only that side is a legal point.
Both line sides of `[4|4]` are taken, so its two branches are legal points. `[3|4]` has
one free end, the 3.
""",
    "r14": """
## R14 · Counted ends

After every placement, add up the **counted ends** of the whole layout:

* A free end of a tile that is not a double counts its number. The opening `[1|4]`
  alone counts 4 + 1 = 5.
* A **terminal double**, one with at most one line side taken, counts **both halves**.
  `[6|6]` at an end counts 12; a lone `[2|2]` counts 4.
* An **internal double**, one with both line sides taken, counts **nothing itself**. A
  branch that was never started adds nothing. A started branch counts through the free
  end of its last tile.

So in the picture above, the hollow dots on the branches of `[4|4]` are legal points,
but they count nothing. The layout counts 2 (the terminal `[1|1]`, 1 + 1) and 3 (the free
end of `[3|4]`): 5 in all.

(Both rule texts lost the tile of the "counts 12" example, a picture in the original:
the Italian reads "una ⎵ terminale contribuisce 12", the Finnish "esimerkiksi ⎵ lisää
päiden summaan 12". The only double whose halves make 12 is `[6|6]`.)
""",
    "r14-terminal": """
## Terminal and internal doubles, side by side

`[3|6]` opens and `[6|6]` goes on its 6. The double is terminal (only one line side is
taken), so it counts both halves: 3 + 12 = 15. Now continue the line past it with
`[2|6]`. The double becomes internal and counts nothing any more: the sum is 3 + 2 = 5.
(The Italian text says this of "entrambi i lati lineari di quella ⎵", both line sides of
"that ⎵": the tile's picture was lost, and it is the `[6|6]` of this example.)
""",
    "r14-seed": """
## The rule book's figures

The Finnish rule text draws eleven figures and lists the values each one counts: the
layout of lesson 03 growing tile by tile (all but the `[5|5]` step), a lone `[2|2]`, a
lone `[0|0]` (0 + 0 = 0) and the `[6|6]` on `[3|6]` above. The lesson checks every one
of them; the picture shows the finished layout.
""",
}

PLAIN["05"] = {
    "title": """
# 05 · Counting a placement: raw and displayed points

Every placement may score, the opening included. This lesson shows when, and how much.
(Rules R1, R14, R15 and R16.)
""",
    "r1": """
## R1 · Raw points and displayed points

Scores come in two units. The game keeps score in **raw points**, and every amount ever
scored is a multiple of 5. Players usually say the score divided by 5: the **displayed
points**. So 5 raw points are 1 displayed point, and 20 raw points are 4. The target is
**61 points (305 raw)**.
""",
    "r15": """
## R15 · When a placement scores

After **every** placement, the opening included, add up the counted ends of the whole
layout (lesson 04). If the sum is 5, 10, 15, 20 or any larger multiple of 5, the
placement scores it. Any other sum scores nothing, and so does a sum of 0.

| the counted ends add up to | the placement scores |
|---|---|
| 20 | 4 points (20 raw) |
| 17 | nothing (0 raw) |
| 0 | nothing (0 raw) |
""",
    "r14": """
## Scoring the rule book's layout, tile by tile (R14, R15)

Each line below shows the tile just placed, the counted values added up, and what the
placement earns. The opening `[1|4]`, for example, counts 1 + 4 = 5 and scores 1 point
(5 raw).
""",
    "r16": """
## R16 · Each placement credit is an event of its own

A placement that scores is a **scoring event** of its own. It is credited at once to the
player (or partnership) who placed the tile, before the next player moves. Each event is
checked against the target (lesson 09): an event that would take a score past 61 points
(305 raw) is thrown away.

There is one exception. The points for the last tile of a hand go together with the
count at the end of the hand, as one event (lesson 07).

Here are the first scoring events of the two-player example game:
""",
    "quiz-intro": """
## Quiz

Six questions from real games. Five show a placement and ask how many raw points it
scores (5 raw points make 1 displayed point). One asks for the counted ends.
""",
}

PLAIN["06"] = {
    "title": """
# 06 · Drawing and passing

What you must do when you can place a tile, and what you do when you cannot. (Rules
R17-R19, a first look at R20, and decision D5.)
""",
    "r18": """
Ada opened with `[6|6]`. It counts 12, which is not a multiple of 5, so it scores
nothing. Now it is Bea's turn. The only number showing is 6, and Bea has no 6.

## R18 · Draw one tile at a time, and play the first one that fits

A player who cannot place a tile **draws** from the boneyard, **one tile at a time**.
They **stop as soon as a drawn tile can be placed**, and must place that tile at once.
Bea draws `[1|2]` (no 6), then `[4|5]` (no 6), then `[3|6]`, which fits.
""",
    "r17": """
## R17 · If you can place, you must

Now it is Ada's turn. She holds `[5|6]`, which fits on the free line side of `[6|6]`.
A player who can place a tile **must** place one. She **may not draw instead**, not even
to look for a better tile.
""",
    "r19": """
## R19 · Cannot place and the boneyard is empty: pass

When you cannot place a tile and the boneyard is empty, you **pass**. Play goes on with
the next player. Here is a real position from the three-player example game: its fourth
hand, after twenty actions (placements, draws and passes).
""",
    "d5": """
## R20 and D5 · When nobody can place

If the boneyard is empty and **no player at all** can place a tile, the hand is
**blocked**. It is scored at once (lesson 08). Nobody passes any more: a pass is written
down only when a player cannot play while someone else still can (D5). So the blocked
hand of the example game *won-by-block* ends on a placement or a draw, never on a pass.
""",
}

PLAIN["07"] = {
    "title": """
# 07 · Rounding, going out and the partner deduction

Most hands end this way (about 94 hands in 100): somebody places their last tile
("domino!"), and the others count what they still hold. First comes the one piece of
arithmetic that the end of every hand needs: rounding to the nearest 5. (Rules R24,
R21-R23 and R8, decisions D1 and D2.)

Our example is the third hand of the example game *partners*: Ada and Cai against Bea
and Dan.
""",
    "r24": """
## R24 · Rounding to the nearest 5

To round a sum to the nearest 5, look at its last digit. A last digit of 1 or 2 (or 6
or 7) rounds **down**. A last digit of 3 or 4 (or 8 or 9) rounds **up**. A sum ending in
0 or 5 stays as it is. So 23 becomes 25, 22 becomes 20, 17 becomes 15, and 0 stays 0.

| sum | 20 | 21 | 22 | 23 | 24 | 25 |
|---|---|---|---|---|---|---|
| rounded | 20 | 20 | 20 | 25 | 25 | 25 |
""",
    "r21": """
## R21 · The last tile ends the hand

Placing the last tile of your hand **ends the hand** at once. That last placement scores
as usual (lesson 05). Then every player shows the tiles they still hold.
""",
    "r22": """
## R22 · The opponents' tiles

Add up the pips of **all the opponents'** tiles together. Round that total **once** to
the nearest 5. The player or partnership who went out gets it. For example, opponents
holding 8 and 9 pips make 17, which rounds to 15: 3 points (15 raw). Rounding each
opponent on their own would give 10 + 10 = 20, which is wrong.
""",
    "r23": """
## R23 · The partner deduction

With four players, the partner of the player who went out still holds tiles too, and
they count **against** the partnership. Add up the partner's pips **separately**, round
them to the nearest 5, and **subtract** that from the same partnership's score.

Never put the partner's tiles together with the opponents' before rounding. The last
placement, the opponents' tiles and the partner deduction make **one single event**,
with one check against the target. Either all of it counts, or, if the result would
pass 61 points (305 raw), none of it does.
""",
    "d1": """
## D1 and D2 · Below zero, and events worth nothing

The partner deduction counts even when it takes the score below zero (D1): only passing
61 points is forbidden. And a going-out event is written down even when it adds up to
zero (D2), so that its parts can be shown.

Below are two made-up ends of a hand, worked out by the computer:
""",
    "d2": """
In real games, D2 shows in the score log: every hand that ends by going out has
exactly one going-out event, whatever it is worth.
""",
    "r8": """
## R8 · Who went out leads the next hand

The player who placed their last tile leads the next hand.
""",
}

PLAIN["08"] = {
    "title": """
# 08 · A blocked hand

When nobody can play, the hand stops and the players compare what they still hold: the
fewer pips left, the better. (Rules R20 and R25-R27, the rounding of lesson 07, the rule
for the next leader, and decision D8.)

Our example is the fourth hand of the example game *blocked-tie*: four players in two
partnerships, Ada and Cai against Bea and Dan.
""",
    "r25": """
## R25 · Each hand is a group; compare from the lowest

Each player's remaining tiles form one **group**. Partners' groups stay **separate**.
Add up the pips of each group. Then take the groups in order, from the **lowest sum to
the highest**. For each group:

1. take every **opponent** group with a **strictly larger** sum, and subtract this
   group's sum from it;
2. add up those differences;
3. round the total **once** to the nearest 5 (1 and 2 round down, 3 and 4 round up);
4. give that many raw points to this group's player or partnership.

A group gets nothing from equal or smaller groups, and is never compared with its
partner's group.
""",
    "r26": """
Ada holds 16 pips, Bea 10, Cai 10 and Dan 12. Cai and Bea both hold 10, and they are
opponents: they get nothing from each other. Cai's only difference is with Dan:
12 - 10 = 2, which rounds **down to 0**. Bea's is with Ada: 16 - 10 = 6, which rounds
down to 5, so 1 point (5 raw). Dan, Bea's partner, is compared with Ada only:
16 - 12 = 4, which rounds **up** to 5, so 1 point (5 raw). He is never compared with Bea.

## R26 · One event per group, in order

Every group that earns more than zero is a **separate scoring event**, with its own
check against the target (lesson 09). Only an event that would pass 61 points (305 raw)
is thrown away; the others still count. Groups with equal sums share a rank. They are
taken in **clockwise seat order, starting from the player who led the hand**. A group
that earns nothing makes no event.
""",
    "d8": """
## D8 · Equal sums: clockwise from this hand's leader

The rule texts say only that groups with equal sums are taken "clockwise" (Finnish) or
"starting from the first player" (Italian). These lessons read that as: **clockwise,
starting at the player who led this hand**. This is our reading, not a rule written in
the rule texts. It matters only when two equal groups both score and one of the events
could reach 61 points.
""",
    "r27": """
## R27 · Who wins a blocked hand

The group with the **lowest single sum** wins the blocked hand. If opponents share that
lowest sum, the hand is a **tie**. (If two partners share it, their partnership still
wins.) Winning a blocked hand gives no points beyond the events above, and **no lead**:
the next leader is drawn at random again.

Here Cai (Ada's partner) and Bea (Dan's partner) tie on 10 pips. They are opponents, so
nobody wins the hand.
""",
    "r8": """
## R8 · After a block, a new draw for the lead

A blocked hand never passes on the lead: not even its winner leads the next hand. The
next leader is drawn at random again, as in lesson 01, so any player may lead.
""",
}

PLAIN["09"] = {
    "title": """
# 09 · The exact 61 target and discarded events

You must land on **exactly** 61 points (305 raw). Going past 61 does not win. (Rules R2
and R3, decisions D3 and D6; also R16 and R26 seen from the target's side.)
""",
    "r2": """
## R2 · Passing 305 throws the whole event away

A scoring event that would take a score **past 61 points (305 raw)** is **thrown away
whole**. The score does not change, and play goes on. This holds for every kind of
event: a placement, a going-out count or a blocked-hand group.

In the example game *discarded-domino*, Ada and Cai already have 60 points (300 raw)
when Cai goes out for 9 points (45 raw). That would make 69 points (345 raw), past 61,
so nothing is added, not even part of it.
""",
    "r16": """
The same happens to a single placement (R16). In hand 6 of the example game
*blocked-tie*, a placement worth 4 points (20 raw) comes when its side has 59 points
(295 raw). That would make 63 points (315 raw), past 61, so it is thrown away.
""",
    "r26": """
And in a blocked hand each group is its own event (R26). In the example game
*blocked-discarded*, one group's event is thrown away while another group's still
counts.
""",
    "r3": """
## R3 · Exactly 305 wins at once

The first player or partnership whose score becomes **exactly 61 points (305 raw)**
wins **at once**. Nothing after that event is played or scored, not even the rest of
the hand. There is no tie-break and no comparing of high scores.
""",
    "d6": """
## D6 · Even in the middle of a hand

In the example game *won-by-placement*, Ada reaches 61 points with an ordinary
placement while everybody still holds tiles: the game ends right there. A placement
that reaches 61 points wins even when the hand would have been blocked right after it.
That block is never scored.
""",
    "r3-block": """
A blocked hand can win too. In the example game *won-by-block*, the group events of the
last hand are taken in order, and the first one to reach exactly 61 points ends the
game.
""",
    "race": """
The picture shows the race to 61 points, event by event. A flat step is an event that
was thrown away.
""",
    "d3": """
## D3 · A game that never lands on 305

In principle a game could go on for ever. The computer stops a game after 200 hands
(unless told otherwise), with **no winner**, and says so in its score log.
""",
}

PLAIN["10"] = {
    "title": """
# 10 · The paper score sheet

At a real table you can keep score with a pencil, the traditional way. (Rule R28 and
decision D7.)
""",
    "r28": """
## R28 · Strokes, X and x

One **stroke** is 1 point (5 raw). Ten points (50 raw) make one square unit: a **large
X** with a **small x** in each of the four spaces around it.
""",
    "d7": """
## D7 · The order of the strokes

A unit is drawn one stroke at a time. First come the two strokes of the large X. Then a
small x, two strokes each, goes in the **top**, **right**, **bottom** and **left**
spaces. That makes 2 + 4 × 2 = 10 strokes. For a score that is not a whole number of
units, the last unit shows only the strokes drawn so far: 13 points is one full unit and
three strokes.
""",
    "winning": "A winning score, 61 points (305 raw), is six full units and one stroke:",
}
