### The game page and the kernel-free viewer.

start = Start
back = Back
next = Next
end = End
start-tip = Start of the hand (Home)
back-tip = One step back (←)
next-tip = One step on (→)
end-tip = End of the hand, after its count (End)
# On a quiz page with its questions on, the tip says where End goes from the stop shown
# (stepper.js, endOf; quiz76): to the hand's count question while it waits on the way, from
# that question (unanswered) to the next hand; else `end-tip`.
end-tip-question = To the hand's count question (End)
end-tip-next = To the next hand, leaving this count question unanswered (End)
face-up = Tiles face up
board-only = Layout only
board-only-tip = Only the layout, as large as the window (key B); press again to show everything
board-only-back = Esc or B: back to the page
answer-only = Answer only
answer-only-tip = Only the question and its answer, across the window (key A); press again to show everything
answer-only-back = Esc or A: back to the page
hand = Hand
of-n = { $n } of { $m }
action = action
count = end-of-hand count step
won = game over, step
keys = Keys: ← → step, Home and End jump to the start and end of the hand (again: of the game).
# The keys' line on a page whose quiz asks (its questions on): End stops at a hand's count
# question; from a question not answered it goes on to the next hand (stepper.js, endOf).
keys-quiz = Keys: ← → step; Home jumps to the start of the hand (again: of the game); End jumps to the hand's count question, from a question not answered to the next hand, and from the end of the hand to the end of the game.
window = { $hands ->
    [one] This page holds only hand { $first } of { $total }.
   *[other] This page holds hands { $first } to { $last } of { $total }.
}
viewer = Game viewer
window-page = { $hands ->
    [one] This page holds only hand { $first } of { $total }.
   *[other] This page holds hands { $first } to { $last } of { $total }.
} To see other hands, write the page again from the hand you want: fiveup-viz html GAME.json --hand N, with N counted from 1 as on this page (or viewer.to_html(path, hand=N - 1), which counts from 0).
no-position = This page has no position { $asked }: it holds hands { $first } to { $last }, counted from 1. It shows the position it opens at instead.
