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
every pair of numbers from 0 to 6 exactly once: 28 tiles in all. The pictures below
show all 28.

We write a tile as `[1|4]`, smaller number first. The half with the smaller number is
the tile's *low end*, the other half its *high end*: `[1|4]` has a 1 at its low end and
a 4 at its high end. A tile with the same number on both halves, such as `[4|4]`, is a
**double**. There are seven doubles, from `[0|0]` to `[6|6]`.

(The Finnish rule text lost its list of tiles when it was typed out. It can only be
these 28 tiles.)
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

(Both rule texts lost the tile of the "counts 12" example, a picture in the original.
The only double whose halves make 12 is `[6|6]`.)
""",
    "r14-terminal": """
## Terminal and internal doubles, side by side

`[3|6]` opens and `[6|6]` goes on its 6. The double is terminal (only one line side is
taken), so it counts both halves: 3 + 12 = 15. Now continue the line past it with
`[2|6]`. The double becomes internal and counts nothing any more: the sum is 3 + 2 = 5.
(The Italian text speaks of both line sides of "that" double; its picture was lost, and
it is the `[6|6]` of this example.)
""",
    "r14-seed": """
## The rule book's figures

The Finnish rule text draws eleven figures and lists the values each one counts: the
layout of lesson 03 growing tile by tile (all but the `[5|5]` step), a lone `[2|2]`, a
lone `[0|0]` (0 + 0 = 0) and the `[6|6]` on `[3|6]` above. The lesson checks every one
of them; the picture shows the finished layout.
""",
}
