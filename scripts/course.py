"""Apply the course's structure to the tutorial notebooks: exercises, quizzes, hidden checks,
the reading order (rounding, then going out, then blocked hands) and the new lessons.

    python scripts/course.py          # then: python scripts/execute_tutorials.py

Idempotent: cells are found by id, inserted only when missing and replaced when present, so
the script can be run again on top of other people's edits (take their notebook, run this,
re-execute). Every learner-facing sentence here is English; the exercise widgets speak
English, Italian and Finnish.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat
from nbformat.notebooknode import NotebookNode

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = ROOT / "tutorials"
sys.path.insert(0, str(ROOT))

HOW = ("**Your turn.** Work the answer out first, then type it (or tick your choices) and "
       "press **Check**: you see at once whether you are right, and why, with the rule that "
       "decides it. **Show the answer** reveals it. The questions come from real games "
       "played by the computer.")


def md(cell_id: str, text: str) -> NotebookNode:
    cell = nbformat.v4.new_markdown_cell(text.strip("\n"))
    cell.id = cell_id
    return cell


def code(cell_id: str, src: str, *, tags: tuple[str, ...] = (), hidden: bool = False) -> NotebookNode:
    cell = nbformat.v4.new_code_cell(src.strip("\n"))
    cell.id = cell_id
    if tags:
        cell.metadata["tags"] = list(tags)
    if hidden:
        cell.metadata["jupyter"] = {"source_hidden": True}
    return cell


def exercise(cell_id: str, kind: str, seed: int, level: int) -> NotebookNode:
    return code(cell_id, f'from fiveup_viz.widgets import Exercise\n\n'
                         f'Exercise.of("{kind}", seed={seed}, level={level})',
                tags=("exercise",), hidden=True)


def quiz(cell_id: str, kinds: list[str], seed: int, level: int = 2) -> NotebookNode:
    listed = ", ".join(f'"{k}"' for k in kinds)
    return code(cell_id, f"from fiveup_viz.widgets import Quiz\n\n"
                         f"Quiz.of([{listed}], seed={seed}, level={level})",
                tags=("exercise", "quiz"), hidden=True)


def put(book: NotebookNode, cell: NotebookNode, *, after: str | None = None,
        before: str | None = None) -> None:
    """Replace the cell with the same id, or insert it after/before an anchor cell."""
    ids = [c.get("id") for c in book.cells]
    if cell.id in ids:
        old = book.cells[ids.index(cell.id)]
        old.source = cell.source
        old.metadata = cell.metadata
        if old.cell_type == "code" and cell.cell_type == "code":
            return
        book.cells[ids.index(cell.id)] = cell
        return
    if after is not None:
        book.cells.insert(ids.index(after) + 1, cell)
    elif before is not None:
        book.cells.insert(ids.index(before), cell)
    else:
        book.cells.append(cell)


def text(book: NotebookNode, cell_id: str, new: str) -> None:
    """Set a markdown cell's text."""
    cell = next(c for c in book.cells if c.get("id") == cell_id)
    cell.source = new.strip("\n")


def drop(book: NotebookNode, cell_id: str) -> None:
    book.cells = [c for c in book.cells if c.get("id") != cell_id]


def move(book: NotebookNode, cell_id: str, *, after: str) -> None:
    cell = next(c for c in book.cells if c.get("id") == cell_id)
    drop(book, cell_id)
    ids = [c.get("id") for c in book.cells]
    book.cells.insert(ids.index(after) + 1, cell)


def hide_checks(book: NotebookNode) -> None:
    """Every code cell that asserts (or only sets up) is collapsed and tagged `check`."""
    for cell in book.cells:
        if cell.cell_type != "code":
            continue
        tags = list(cell.metadata.get("tags", []))
        src = cell.source
        setup = cell.get("id") in ("imports", "setup")
        if "assert" in src or "def refused" in src or setup:
            for tag in ("check",):
                if tag not in tags:
                    tags.append(tag)
            cell.metadata["tags"] = tags
            cell.metadata["jupyter"] = {"source_hidden": True}


def hide_code(book: NotebookNode) -> None:
    """A lesson for readers who do not program shows outputs, not code: collapse every cell."""
    for cell in book.cells:
        if cell.cell_type == "code":
            cell.metadata["jupyter"] = {"source_hidden": True}


def next_link(book: NotebookNode, target: str, title: str, tail: str = "") -> None:
    put(book, md("next", f"**Next:** [{title}]({target}){tail}"))


def ensure_last(book: NotebookNode, cell_id: str) -> None:
    cell = next(c for c in book.cells if c.get("id") == cell_id)
    drop(book, cell_id)
    book.cells.append(cell)


# -- the lessons ---------------------------------------------------------------------------
def relink(book: NotebookNode, old: str, new: str) -> None:
    """A mention of another lesson by number, after the new order."""
    for cell in book.cells:
        if cell.cell_type == "markdown":
            cell.source = cell.source.replace(old, new)


def lesson_01(book: NotebookNode) -> None:
    put(book, md("r5-seating-intro", """
Here is a table of four. The numbers are the seats; the arrows show who plays after whom;
partners wear the same colour and sit opposite each other.
"""), after="r5")
    put(book, code("r5-seating", 'svg.seating(["Ada", "Bea", "Cai", "Dan"])'),
        after="r5-seating-intro")
    put(book, md("ex-intro", HOW), after="r6-hidden")
    put(book, exercise("ex-deal", "deal", 1, 2), after="ex-intro")
    put(book, md("ex-seating-intro", "**Your turn.** Who sits where?"), after="d4-check")
    put(book, exercise("ex-seating", "seating", 2, 3), after="ex-seating-intro")
    put(book, exercise("ex-seating-2", "seating", 3, 3), after="ex-seating")
    ensure_last(book, "next")


def lesson_02(book: NotebookNode) -> None:
    text(book, "explorer", """
## Try it yourself

The panel below lets you build a layout by clicking: pick a tile (only tiles that fit
somewhere are offered), then click one of its moves. The picture and the sums update as
you go. It works once the lesson is running (**Run › Run All Cells**).
""")
    put(book, md("ex-intro", HOW + " The picture shows the table and, below it, the tile "
                 "to place."), after="r13-preview-check")
    put(book, exercise("ex-legal-1", "legal", 4, 1), after="ex-intro")
    put(book, exercise("ex-legal-2", "legal", 6, 1), after="ex-legal-1")


def lesson_03(book: NotebookNode) -> None:
    put(book, md("ex-intro", HOW + " Watch the doubles: where may a tile go next to a "
                 "spinner?"), after="r10-branch-check")
    put(book, exercise("ex-legal-1", "legal", 3, 2), after="ex-intro")
    put(book, exercise("ex-legal-2", "legal", 2, 2), after="ex-legal-1")


def lesson_04(book: NotebookNode) -> None:
    text(book, "explain", "Here is the reason behind every filled number and every hollow "
                          "dot:")
    put(book, md("ex-intro", HOW + " The pictures leave out the filled numbers and hollow "
                 "dots: finding them is your job."), after="r14-terminal-check")
    put(book, exercise("ex-counted", "counted", 2, 2), after="ex-intro")
    put(book, exercise("ex-legal", "legal", 0, 2), after="ex-counted")
    put(book, md("quiz-intro", "## Quiz\n\nSix questions on counted ends and legal points. "
                 "The count of right answers is at the bottom."), before="next")
    put(book, quiz("quiz", ["counted", "legal", "counted", "legal", "counted", "legal"], 4),
        after="quiz-intro")


def lesson_05(book: NotebookNode) -> None:
    relink(book, "(lesson 08)", "(lesson 07)")
    text(book, "r15", """
## R15 · When a placement scores

After **every** placement, the opening included, add up the counted ends of the whole
layout (lesson 04). If the sum is a **positive multiple of 5**, the placement scores
that many raw points; any other sum, zero included, scores nothing.

| sum | scores (displayed points, raw in parentheses) |
|---|---|
| 20 | 4 (20 raw) |
| 17 | 0 (0 raw) |
| 0 | 0 (0 raw) |
""")
    put(book, md("ex-intro", HOW), after="r15-panels")
    put(book, exercise("ex-score-1", "score", 1, 1), after="ex-intro")
    put(book, exercise("ex-score-2", "score", 3, 2), after="ex-score-1")
    put(book, md("quiz-intro", "## Quiz\n\nSix placements from real games: how many raw "
                 "points does each score?"), before="next")
    put(book, quiz("quiz", ["score", "score", "counted", "score", "score", "score"], 5),
        after="quiz-intro")


def lesson_06(book: NotebookNode) -> None:
    relink(book, "(lesson 07)", "(lesson 08)")
    text(book, "r19", """
## R19 · Cannot place and the boneyard is empty: pass

When the boneyard is empty and you still cannot place a tile, you **pass**, and play
goes on with the next player. Here is a real position from the three-player example
game: its fourth hand, after twenty actions.
""")
    put(book, md("ex-intro", HOW + " Place, draw or pass?"), after="d5-check")
    put(book, exercise("ex-draw-1", "draw", 3, 1), after="ex-intro")
    put(book, exercise("ex-draw-2", "draw", 0, 2), after="ex-draw-1")
    next_link(book, "07-going-out.ipynb", "07 Rounding, going out and the partner deduction",
              ": the usual way a hand ends.")


def lesson_07(book: NotebookNode) -> None:
    """Going out, now before blocked hands, with rounding (R24) first."""
    text(book, "title", """
# 07 · Rounding, going out and the partner deduction

The usual way a hand ends (about 94 hands in 100): somebody places their last tile
("domino!") and the others count what they still hold. First the one piece of arithmetic
the end of every hand needs: rounding to the nearest 5. Rules **R24**, **R21-R23**,
**R8**, and decisions **D1** and **D2**.

Our example is the third hand of the `partners` example game: Ada and Cai against Bea
and Dan.
""")
    text(book, "r24", """
## R24 · Rounding to the nearest 5

Look at the last digit of the sum, or at what is left after taking away fives: a
remainder of **1 or 2 rounds down, 3 or 4 rounds up**, and a multiple of 5 stays. So
23 → 25, 22 → 20, 0 → 0.

| sum | 20 | 21 | 22 | 23 | 24 | 25 |
|---|---|---|---|---|---|---|
| rounded | 20 | 20 | 20 | 25 | 25 | 25 |
""")
    move(book, "r24", after="setup")
    put(book, code("r24-check", """
# R24: 1 and 2 round down, 3 and 4 round up
assert [round5(n) for n in (20, 21, 22, 23, 24, 25, 0)] == [20, 20, 20, 25, 25, 25, 0]
""", tags=("check",), hidden=True), after="r24")
    put(book, exercise("ex-round", "round", 2, 2), after="r24-check")
    put(book, md("ex-intro", HOW), before="ex-round")
    cell = next(c for c in book.cells if c.get("id") == "r22-r24-check")
    cell.source = cell.source.replace(
        "# R24: 1 and 2 round down, 3 and 4 round up\n"
        "assert [round5(n) for n in (23, 22, 20, 21, 24, 0)] == [25, 20, 20, 20, 25, 0]\n", "")
    text(book, "d1", """
## D1 and D2 · Below zero, and events worth nothing

The partner deduction is applied even when it takes the score below zero (D1): only
passing 305 is forbidden. And a going-out event is recorded even when it adds up to
zero (D2), so that its parts can be shown.

Two made-up ends of a hand, worked out by the program:
""")
    text(book, "d2", "In real games, D2 shows in the score log: every hand that ends by "
                     "going out has exactly one going-out event, whatever its amount.")
    put(book, md("ex-out-intro", "**Your turn.** A real hand that ended by going out: "
                 "what is the whole event worth?"), after="d2-check")
    put(book, exercise("ex-going-out", "going-out", 1, 3), after="ex-out-intro")
    put(book, md("quiz-intro", "## Quiz\n\nFive questions on rounding and going out."),
        before="next")
    put(book, quiz("quiz", ["round", "going-out", "round", "going-out", "going-out"], 7),
        after="quiz-intro")
    next_link(book, "08-a-blocked-hand.ipynb", "08 A blocked hand",
              ": the other way a hand ends.")


def lesson_08(book: NotebookNode) -> None:
    """The blocked hand, after going out; with D8 for equal sums."""
    text(book, "title", """
# 08 · A blocked hand

When nobody can play, the hand stops and the players compare what they still hold:
the lighter your remaining tiles, the better. Rules **R20**, **R25-R27**, with the
rounding of lesson 07 (R24), R8's rule for the next leader, and decision **D8**.

Our example is the fourth hand of the `blocked-tie` game, four players in two
partnerships.
""")
    text(book, "pictures", """
## The whole count as one picture, and step by step

The picture shows the revealed hands and the whole count; the viewer below it walks
through the count one step at a time (click **Next**).
""")
    put(book, md("d8", """
## D8 · Equal sums: clockwise from this hand's leader

The rule texts say only that groups with equal sums are taken "clockwise" (Finnish) or
"starting from the first player" (Italian). This package reads that as: **clockwise,
starting at the player who led this hand**. This is the package's reading, not a rule
written in the source texts. It matters only when two equal groups both score and one
of the events could reach 305.
"""), after="r26-check")
    put(book, code("d8-check", """
from fiveup_viz.scoring import blocked_groups

# D8: equal sums are taken clockwise starting at the hand's leader
sides = ((0, 2), (1, 3))
for leader in range(4):
    order = [g.seat for g in blocked_groups([7, 7, 7, 7], sides, leader)]
    assert order == [(leader + k) % 4 for k in range(4)]
print("leader Bea (seat 1):", [game.players[g.seat] for g in blocked_groups([7, 7, 7, 7], sides, 1)])
""", tags=("check",), hidden=True), after="d8")
    put(book, md("ex-intro", HOW), after="r8-check")
    put(book, exercise("ex-blocked-1", "blocked", 1, 1), after="ex-intro")
    put(book, exercise("ex-blocked-2", "blocked", 3, 3), after="ex-blocked-1")
    put(book, md("quiz-intro", "## Quiz\n\nFive questions on blocked hands and rounding."),
        before="next")
    put(book, quiz("quiz", ["blocked", "round", "blocked", "blocked", "round"], 8),
        after="quiz-intro")
    next_link(book, "09-exact-61.ipynb", "09 The exact 61 target and discarded events")


def lesson_09(book: NotebookNode) -> None:
    text(book, "d3", """
## D3 · A game that never lands on 305

In principle a game could go on for ever. The program stops a game after 200 hands
(unless told otherwise) with **no winner**, and says so in its score log.
""")
    put(book, md("ex-intro", HOW), after="d3-check")
    put(book, exercise("ex-target-1", "target", 1, 3), after="ex-intro")
    put(book, exercise("ex-target-2", "target", 2, 2), after="ex-target-1")
    put(book, md("quiz-intro", "## Quiz\n\nSix questions from the whole hand: placements, "
                 "going out, blocked hands and the target."), before="next")
    put(book, quiz("quiz", ["target", "score", "going-out", "target", "blocked", "target"], 9),
        after="quiz-intro")


def lesson_10(book: NotebookNode) -> None:
    relink(book, "(lesson 08)", "(lesson 07)")
    put(book, md("ex-intro", HOW), before="next")
    put(book, exercise("ex-sheet-1", "sheet", 1, 2), after="ex-intro")
    put(book, exercise("ex-sheet-2", "sheet", 2, 3), after="ex-sheet-1")


def lesson_11(book: NotebookNode) -> None:
    text(book, "viewer-intro", """
## The game viewer

The panel below replays a real game. Use **Next** and **Back** to step one action at a
time; after a hand's last action, Next walks through the count at the end of the hand
and then into the next hand. The slider jumps within a hand and the drop-down picks a
hand.
""")
    text(book, "clicks", "To check what the viewer shows, the course presses **Next** three "
                         "times itself: the opening and the two actions after it.")
    text(book, "summary", """
## The story of the game in text

The same game told as text: every action and every scoring event. Here is its last hand,
where Bea reaches exactly 61 displayed points (305 raw).
""")
    text(book, "records", """
## Game records

A game can be written down as a small file, the **game record**: the players, each
hand's deal and boneyard, and every action. Replaying a record checks every action
against the rules and rebuilds the very same game; the **score log** lists the scores
that follow from it. (For programmers: the format is in `docs/RECORD.md`.)
""")
    text(book, "focus", """
## Jump to the moment that matters

Every example game knows the moment where its rule shows. Here is the moment of the
`partners` example: Ada has just placed her last tile.
""")
    text(book, "more", """
## Your own game

The panel below lets you play a game yourself against the computer: your legal moves
appear as buttons. It works once the lesson is running (**Run › Run All Cells**).
""")


def lesson_12(book: NotebookNode) -> None:
    title = next(c for c in book.cells if c.get("id") == "title")
    note = "This lesson is for readers who want to write a few lines of Python; you may skip it."
    if note not in title.source:
        title.source += "\n\n" + note
    nxt = next((c for c in book.cells if c.get("id") == "end"), None)
    if nxt is not None and "13-playing-well" not in nxt.source:
        nxt.source = nxt.source.split("\n\n**Next:**")[0]
        nxt.source += ("\n\n**Next:** [13 Playing well: four habits](13-playing-well.ipynb), "
                       "[14 Common mistakes](14-common-mistakes.ipynb) and "
                       "[15 How Exact 61 differs from other fives games]"
                       "(15-how-exact-61-differs.ipynb).")


LESSONS = {"01": lesson_01, "02": lesson_02, "03": lesson_03, "04": lesson_04,
           "05": lesson_05, "06": lesson_06, "07": lesson_07, "08": lesson_08,
           "09": lesson_09, "10": lesson_10, "11": lesson_11, "12": lesson_12}


def main() -> int:
    from course_lessons import add_d8, index, new_lessons  # type: ignore[import-not-found]
    from course_plain import PLAIN  # type: ignore[import-not-found]

    for name, new in new_lessons().items():
        if not (TUTORIALS / name).exists():
            nbformat.write(new, TUTORIALS / name)
    for path in sorted(TUTORIALS.glob("*.ipynb")):
        prefix = path.name[:2]
        book = nbformat.read(path, as_version=4)
        if prefix == "00":
            index(book)
        elif prefix in LESSONS:
            LESSONS[prefix](book)
        for cell_id, new in PLAIN.get(prefix, {}).items():
            text(book, cell_id, new)
        if prefix != "00":
            hide_checks(book)
        if prefix not in ("00", "12"):
            hide_code(book)
        nbformat.write(book, path)
    for doc in (ROOT / "docs" / "RULES_MAP.md", ROOT / "README.md"):
        prefix = "../tutorials/" if doc.parent.name == "docs" else "tutorials/"
        doc.write_text(add_d8(swap_07_08(doc.read_text(encoding="utf-8")), prefix),
                       encoding="utf-8")
    return 0


def swap_07_08(text: str) -> str:
    """Lesson links of the old order (07 blocked, 08 going out) to the new one."""
    text = text.replace("[08 Going out and the partner deduction](", "[07 Rounding, going "
                        "out and the partner deduction](")
    text = text.replace("08-going-out.ipynb", "07-going-out.ipynb")
    text = text.replace("[07 A blocked hand](", "[08 A blocked hand](")
    text = text.replace("07-a-blocked-hand.ipynb", "08-a-blocked-hand.ipynb")
    return re.sub(r"\bD1-D7\b", "D1-D8", text)


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    raise SystemExit(main())
