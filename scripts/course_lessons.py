"""The index page's text and the new lessons (common mistakes, differences) for course.py."""

from __future__ import annotations

import re

import nbformat
from course import code, md, put, text  # type: ignore[import-not-found]
from nbformat.notebooknode import NotebookNode

LESSONS = [
    ("01-setup-and-the-deal.ipynb", "01 Setup and the deal"),
    ("02-matching-and-the-opening.ipynb", "02 Matching and the opening"),
    ("03-every-double-is-a-spinner.ipynb", "03 Every double is a spinner"),
    ("04-counted-ends-and-legal-points.ipynb", "04 Counted ends versus legal points"),
    ("05-counting-a-placement.ipynb", "05 Counting a placement: raw and displayed points"),
    ("06-drawing-and-passing.ipynb", "06 Drawing and passing"),
    ("07-going-out.ipynb", "07 Rounding, going out and the partner deduction"),
    ("08-a-blocked-hand.ipynb", "08 A blocked hand"),
    ("09-exact-61.ipynb", "09 The exact 61 target and discarded events"),
    ("10-paper-score-sheet.ipynb", "10 The paper score sheet"),
    ("11-a-whole-game.ipynb", "11 Stepping through a whole game"),
    ("12-your-own-diagrams.ipynb", "12 Your own rule diagrams, in English, Italian or Finnish"),
    ("13-playing-well.ipynb", "13 Playing well: four habits"),
    ("14-common-mistakes.ipynb", "14 Common mistakes"),
    ("15-how-exact-61-differs.ipynb", "15 How Exact 61 differs from other fives games"),
    ("16-playing-well.ipynb", "16 Playing well: what the coach sees"),  # the coach's lesson
]

D8_ROW = ("| D8 | equal blocked-hand sums: clockwise from this hand's leader | "
          "[08 A blocked hand]({prefix}08-a-blocked-hand.ipynb) | D8 · Equal sums: clockwise "
          "from this hand's leader |")


def add_d8(doc: str, prefix: str, cell: bool = False) -> str:
    """The D8 row after D7's, once."""
    if "| D8 |" in doc:
        return doc
    row = D8_ROW.format(prefix=prefix) + (" `d8` |  |" if cell else "")
    return re.sub(r"(\| D7 \|[^\n]*)", lambda m: m.group(1) + "\n" + row, doc, count=1)


def index(book: NotebookNode) -> None:
    text(book, "intro", """
# Exact 61 Five Up: start here

**Exact 61 Five Up** is a domino game for two, three or four players. You take turns
laying tiles in a branching pattern on the table. After every tile you add up the
numbers showing at the ends of the pattern: when that sum is a multiple of five you
score it. The first player (or pair of partners) to reach **exactly** 61 points wins;
a score that would overshoot 61 does not count.

These lessons teach the game from nothing, one idea at a time, with pictures and small
interactive panels. You do not need to know dominoes, and you do not need to program.

**How to read a lesson.** Open it and choose **Run › Run All Cells** (or press
**Shift+Enter** on each cell in turn). The collapsed cells (a thin bar with three
dots) hold the instructions that draw the pictures and the checks that make sure every
picture and every number agrees with the rules. You can ignore them. Each lesson ends with questions to answer
(**Your turn**), and lessons 04, 05, 07, 08 and 09 end with a short quiz.

Scores are given in **displayed points** first, with the game's **raw points** in
parentheses: 4 displayed points are 20 raw (lesson 05 explains why).

The full rules are numbered **R1-R28**, with eight decisions **D1-D8** where the source
texts leave room. Each lesson says which rules it teaches. A one-page summary to print
is in `assets/en/cheat-sheet.html` (also `it/` and `fi/`).
""")
    from course import TUTORIALS  # type: ignore[import-not-found]

    listing = "\n".join(f"- [{title}]({name})" for name, title in LESSONS
                         if (TUTORIALS / name).exists())
    text(book, "lessons", f"## The lessons\n\n{listing}")
    cell = next(c for c in book.cells if c.get("id") == "rule-map")
    src = cell.source
    src = src.replace("The code cells right after it check the rule with\n`assert`. ",
                      "The collapsed check cells right after it confirm the rule. ")
    src = src.replace("[08 Going out and the partner deduction](", "[07 Rounding, going out "
                      "and the partner deduction](")
    src = src.replace("08-going-out.ipynb", "07-going-out.ipynb")
    src = src.replace("[07 A blocked hand](", "[08 A blocked hand](")
    src = src.replace("07-a-blocked-hand.ipynb", "08-a-blocked-hand.ipynb")
    rows = []
    for line in src.splitlines():
        m = re.match(r"^(\| (R8|R24|R2) \|.*\| )([\d, ]*) \|$", line)
        if m and m.group(2) in ("R8", "R24"):
            line = f"{m.group(1)}08 |"
        rows.append(line)
    cell.source = add_d8("\n".join(rows), "", cell=True)
    put(book, md("practice-intro", """
## Practice as long as you like

The panel below asks question after question, each from a real game played by the
computer. Choose the kind of question at the top; after two right answers in a row the
positions get bigger, after two wrong ones they get smaller again.
"""), after="examples")
    put(book, code("practice", 'from fiveup_viz.widgets import Practice\n\n'
                               'Practice("score")', tags=("exercise",), hidden=True),
        after="practice-intro")


# -- new lessons -----------------------------------------------------------------------------
def _book(cells: list[NotebookNode]) -> NotebookNode:
    book = nbformat.v4.new_notebook()
    book.cells = cells
    book.metadata["kernelspec"] = {"display_name": "Python 3 (ipykernel)", "language": "python",
                                   "name": "python3"}
    book.metadata["language_info"] = {"name": "python"}
    return book


def mistakes() -> NotebookNode:
    return _book([
        md("title", """
# 14 · Common mistakes

Seven slips that new players make, each shown on a real layout or count, with the rule
that settles it.
"""),
        code("setup", """
from fiveup_viz import Layout, svg
from fiveup_viz.scoring import TARGET, going_out, round5
"""),
        md("internal", """
## 1 · Counting an internal double, or a branch nobody has started

Once both line sides of a double are taken, the double counts **nothing**, and its empty
branches add nothing either: they are places where a tile may go, not numbers to add.
Here `[1|1]` and `[4|4]` both have both line sides taken. Only 2 (the free end of
`[1|2]`) and 3 (the free end of `[3|4]`) count: 5, not 5 + 2 + 8 (R14).
"""),
        code("internal-check", """
layout = Layout.from_moves(["[1|4]", "[1|1] on [1|4] low", "[4|4] on [1|4] high",
                            "[3|4] on [4|4] line-b", "[1|2] on [1|1] line-b"])
# R14: internal doubles and unstarted branches count nothing
assert [e.value for e in layout.counted_ends()] == [2, 3] and layout.total() == 5
svg.layout(layout)
"""),
        md("branch", """
## 2 · Starting a branch before both line sides are filled

A double's side branches open only when **both** line sides are taken (R11). Above,
before `[3|4]` was played on `[4|4]`, nothing could go on the branches of `[4|4]`.
"""),
        code("branch-check", """
early = Layout.from_moves(["[1|4]", "[1|1] on [1|4] low", "[4|4] on [1|4] high"])
try:
    early.place("[4|6]", on="[4|4]", socket="branch-a")
except ValueError as error:
    print("refused:", error)
# R11: the branch is closed while a line side is free
assert not any(str(p.socket).startswith("branch") for p in early.legal_points())
"""),
        md("opening", """
## 3 · Forgetting that the opening scores

The first tile is a placement like any other: `[1|4]` shows 1 + 4 = 5 and scores 1
displayed point (5 raw); `[5|5]` alone counts both halves, 10, and scores 2 (10 raw)
(R14, R15).
"""),
        code("opening-check", """
# R15: the opening placement scores too
assert Layout.from_moves(["[1|4]"]).credit() == 5
assert Layout.from_moves(["[5|5]"]).credit() == 10
assert Layout.from_moves(["[2|6]"]).credit() == 0
"""),
        md("merge", """
## 4 · Adding the partner's tiles to the opponents'

When you go out with four players, the opponents' pips are added together and rounded,
and your **partner's** pips are rounded **on their own** and taken off (R23). Ada goes
out with a placement worth nothing. The opponents hold 9 and 4 pips: 13 → 15. Her
partner holds 2 pips: 2 → 0. The event is 0 + 15 − 0 = 3 displayed points (15 raw).
Merging first, 13 − 2 = 11 → 10, would give 2 displayed points (10 raw): wrong.
"""),
        code("merge-check", """
sides = ((0, 2), (1, 3))
out = going_out(0, 0, [0, 9, 2, 4], sides)   # opponents 9 + 4 = 13, partner 2
print(f"opponents {out.opponents_pips} -> {out.opponents}, partner {out.partner_pips} -> "
      f"{out.partner}: {out.placement} + {out.opponents} - {out.partner} = {out.raw}")
merged = round5(out.opponents_pips - out.partner_pips)
print(f"merged first (wrong): {out.opponents_pips} - {out.partner_pips} -> {merged}")
# R23: rounded separately, the partner's pips are never merged with the opponents'
assert (out.opponents, out.partner, out.raw) == (15, 0, 15) and merged == 10
"""),
        md("each", """
## 5 · Rounding each opponent separately

The opponents' pips are added together **first** and rounded **once** (R22). Two
opponents holding 13 pips each make 26 → **25**; rounding each first would give 15 + 15
= 30.
"""),
        code("each-check", """
# R22, R24: add the opponents' pips together, then round once
out = going_out(0, 0, [0, 13, 13], ((0,), (1,), (2,)))
assert out.opponents == round5(26) == 25 != round5(13) + round5(13)
"""),
        md("part", """
## 6 · Applying only part of a going-out event

The last placement, the opponents' pips and the partner's deduction are **one** event
with **one** target check (R23). With 290 raw, an event of 10 + 20 − 5 = 25 would make
315: the whole event is thrown away and the score stays 290. Keeping just the
placement's 10 (to reach 300) is not allowed. Lesson 09 shows this in a real game.
"""),
        code("part-check", """
before = 290
event = going_out(0, 10, [0, 9, 5, 11], ((0, 2), (1, 3)))   # 10 + 20 - 5
# R2, R23: one event, accepted or discarded whole
assert event.raw == 25 and before + event.raw > TARGET
"""),
        md("lead", """
## 7 · Thinking the winner of a blocked hand leads

Only **going out** earns the lead of the next hand. After a blocked hand the next
leader is drawn at random again, whoever won the block (R8, R27). Lesson 08 shows it.
"""),
        code("lead-check", """
from fiveup_viz import examples

game = examples.load("blocked-tie")
blocked = [h for h in game.hands if h.end is not None and h.end.kind == "blocked"]
# R8: after a block the lead is drawn, not given to the winner of the block
print([(h.index + 1, game.players[game.hands[h.index + 1].leader]) for h in blocked
       if h.index + 1 < len(game.hands)])
assert blocked
"""),
        md("next", "**Next:** [15 How Exact 61 differs from other fives games]"
                   "(15-how-exact-61-differs.ipynb)."),
    ])


def differences() -> NotebookNode:
    return _book([
        md("title", """
# 15 · How Exact 61 differs from other fives games

Many books and web sites describe **Five Up** and **All Fives** (also called Muggins).
They are relatives of this game, with the same idea: score when the ends add up to a
multiple of five. If you learned one of them, the table below lists what is done
**differently** here. These are differences between games, not mistakes in either:
when you play Exact 61, play by its rules (R1-R28).
"""),
        md("table", """
| | Exact 61 Five Up (this course) | Five Up | All Fives |
|---|---|---|---|
| Spinners | every double (R10) | usually every double | only the first double played |
| Tiles in hand | 5, for 2, 3 or 4 players (R6) | varies by house | 9, 7 or 5 (2, 3 or 4 players); some houses 7 and 5 |
| First leader | drawn at random; tiles give no priority (R7) | often the highest double | drawn, or the highest double |
| Target | **exactly** 61; overshooting is thrown away (R1-R3) | first to reach 61 or more | first to reach 61 (or 100, 121...) or more |
| Going out | opponents' pips rounded once, **minus the partner's** (R22, R23) | opponents' pips, no partner deduction | opponents' pips, no partner deduction |
| Blocked hand | every hand scores its differences to larger opponent hands, each its own event (R25, R26) | usually only the lightest hand scores | usually only the lightest hand scores |
| Muggins | none: every count is made by the rules (R14) | sometimes | an opponent may claim a score you missed ("muggins") |

House rules differ from table to table; the columns for Five Up and All Fives give the
common forms found in rule books.
"""),
        code("check", """
from fiveup_viz import Game, Layout
from fiveup_viz.scoring import TARGET

# R10: here every double is a spinner, not only the first one
lay = Layout.from_moves(["[2|2]", "[2|5] on [2|2] line-a", "[5|5] on [2|5] high"])
assert lay.spinners == (lay.tiles[0], lay.tiles[2])
# R6: five tiles each for 2, 3 and 4 players
assert all(len(h) == 5 for n in (2, 3, 4) for h in Game(n, seed=1).hand.deal)
# R1: the target is exactly 305 raw = 61 displayed
assert TARGET == 305
"""),
        md("next", "**Next:** [16 Playing well: what the coach sees](16-playing-well.ipynb), or "
                   "**back to the start:** [00 Start here](00-index.ipynb)."),
    ])


def playing_well() -> NotebookNode:
    return _book([
        md("title", """
# 13 · Playing well: four habits

The rules say what you may do; this lesson is about what you *should* do. Four habits
of good players, each shown on a position from a real game, worked out with the rules
alone.
"""),
        code("setup", """
from fiveup_viz import Game, svg
from fiveup_viz.bots import RandomBot
from fiveup_viz.scoring import TARGET
from fiveup_viz.tiles import DOUBLE_SIX

def credit(layout, move):
    layout.push(move)
    points = layout.credit()
    layout.undo()
    return points

def best_reply(layout, move, tiles):
    # the most the next player could score with any of these tiles after `move`
    layout.push(move)
    best = max((credit(layout, m) for t in tiles for m in layout.moves_for(t)), default=0)
    layout.undo()
    return best

game = Game(["Ada", "Bea"], seed=36)          # a real game, played by two random bots
bots = [RandomBot(36), RandomBot(37)]
while not (game.turn == 0 and len(game.layout) == 9):
    game.step(lambda g, moves: bots[g.turn].choose(g, moves))
"""),
        md("fives", """
## 1 · Make a multiple of five

Before you place a tile, try each of your legal moves in your head and add up the ends.
It is Ada's turn; she holds the tiles shown under the table.
"""),
        code("fives-picture", """
display(svg.layout(game.layout))
svg.hand(game.tiles_of(0), name="Ada")
"""),
        code("fives-check", """
layout = game.layout
moves = game.legal_moves()
for move in moves:
    points = credit(layout, move)
    print(f"{move}: {points // 5} displayed points ({points} raw)")
# R14, R15: the three moves score differently; the best takes 15 raw
assert sorted(credit(layout, m) for m in moves) == [0, 10, 15]
"""),
        md("deny", """
## 2 · Do not leave a big score to the next player

Your move also decides what the next player can make. Ada cannot see Bea's tiles, but
she can count what **any** tile she cannot see would score after each of her moves. A
move worth a little less now can be the better one if it leaves less behind.
"""),
        code("deny-check", """
unseen = [t for t in DOUBLE_SIX if t not in layout and t not in game.tiles_of(0)]
for move in moves:
    print(f"{move}: Ada scores {credit(layout, move)} raw; the next player could score up to "
          f"{best_reply(layout, move, unseen)} raw")
# R13-R15: every reply counted with the same rules
assert all(best_reply(layout, m, unseen) >= 0 for m in moves)
"""),
        md("shed", """
## 3 · Get rid of heavy tiles

Tiles left in your hand cost you at the end of a hand: when someone else goes out, your
pips go to the other side (R22); when **your partner** goes out, your pips are taken
off your own partnership's score (R23); and in a blocked hand a heavy hand scores
nothing and feeds the others (R25). So, when two moves score the same, play the one with
more pips, and help your partner shed theirs. A `[6|6]` still in hand at the end is 12
pips against you.
"""),
        md("endgame", """
## 4 · The exact-61 endgame

Near the end only an exact landing counts: an event that would pass 305 raw is thrown
away (R2). At **300 raw only a placement worth exactly 5 helps**; at 290, a 15 wins, but
a 10 leaves you at 300 needing that exact 5, and sometimes it is wiser to score
nothing and keep a useful tile. Here is what each of Ada's moves would do if she had
300, or 290:
"""),
        code("endgame-check", """
for before in (300, 290):
    for move in moves:
        points = credit(layout, move)
        after = before + points
        verdict = ("wins" if after == TARGET else "thrown away" if after > TARGET
                   else f"-> {after}")
        print(f"at {before}: {move} scores {points}: {verdict}")
# R2, R3: only an exact 305 wins; more is discarded whole
assert [300 + credit(layout, m) > TARGET for m in moves].count(True) == 2
"""),
        md("next", "**Next:** [14 Common mistakes](14-common-mistakes.ipynb)."),
    ])


def new_lessons() -> dict[str, NotebookNode]:
    return {"13-playing-well.ipynb": playing_well(),
            "14-common-mistakes.ipynb": mistakes(),
            "15-how-exact-61-differs.ipynb": differences()}
