### A game page or GameViewer run as a quiz (fiveup_viz.pages.quiz): the questions it asks at a
### position, spoken to the learner as "you".

heading = Question
# A question the record itself asks (RECORD.md § Questions, `fiveup-viz annotate --ask`),
# in its own box beside the quiz's own question.
heading-record = The teacher's question
# A record's "where" question, asked at the position before the action it is about, beside
# the note on the action just shown: its heading names that action (page.ftl `action`).
heading-record-before = The teacher's question, before action { $action }
q-where =
    { PERSON($name) ->
        [you] Where can you place { $tile }? Choose every legal point where it fits.
       *[other] Where can { $name } place { $tile }? Choose every legal point where it fits.
    }
q-end-domino =
    { PERSON($name) ->
        [you] You go out, and the tiles still held are shown.
       *[other] { $name } goes out, and the tiles still held are shown.
    } At the end of this hand, who is credited, and with how many raw points? Choose one answer.
q-end-blocked = The hand is blocked, and the tiles still held are shown. At the end of this hand, who is credited, and with how many raw points? Choose one answer.
# One side's credit at a hand's end, as an answer to choose ("Ada and Cai: 20 raw").
credit = { FORM($side, case: "label") }: { $raw }
# Sides' credits in one answer, one side after another (`credit` each; a side's own names
# and credits join with "and", so the sides stand apart by a semicolon, read16-en S9):
# "Ada and Cai: 20 raw; Bea and Dan: 5 raw".
credits = { $head }; { $next }
# One group's credit at a blocked hand of partnerships, in `credit`'s $raw: the group that
# earns it, each its own event (R25, R26): "5 raw (Bea's group)", "5 raw (your group)".
group-credit = { $raw } ({ PERSON($name) ->
    [you] your group
   *[other] { $name }'s group
})
# A wrong choice at a hand's count that a known slip makes (pages.quiz._slips): the slip in one
# sentence with its rules, said instead of "Read the rules once more" (teach18 F4). $total: the
# last placement's counted sum (R14).
slip-target = This keeps a credit that would take a score above 305 raw: that whole event is discarded (R2).
slip-partner = This leaves out the partner deduction: the partner's pips, rounded on their own, are subtracted (R23).
slip-merged = This merges the partner's pips with the opponents' before rounding: the opponents' total and the partner's pips are each rounded on their own, then the partner's are subtracted (R23).
slip-apart = This rounds each opponent's pips apart: add all the opponents' pips first, then round that total once (R22, R24).
slip-last = This adds the last placement's sum, { $total }: it is not a positive multiple of 5, so it scores nothing (R15, R21).
nobody = Nobody is credited anything
# The page's switch that turns the questions off and on.
toggle = Ask the questions
# The page's choice beside the switch: which positions ask (pages.quiz.ASKS), its name
# and each choice, short enough for the toolbar (a hand's count asks at each choice).
asks = Which placements ask (each end-of-hand count always asks)
asks-scoring = Placements that score
asks-counts = Only the counts
asks-every = Every placement
wait = Answer the question, or show the answer, to go on.
# Under `wait`: how to jump on without answering; the questions skipped stay unanswered. It
# shows to the whole class at a projector, so it names only the End button: $button is its
# label (page.ftl `end`), in quotes as on screen, not read as the End key (teach34 friction 3);
# the address #hand=H&step=S is the teacher's, in the README (issue 31, teach27 F6).
skip = To skip ahead without answering, press “{ $button }”.
# Instead of `skip` where End goes nowhere (a question at the game's last
# count): the one way on. $button is that button's label (exercise.ftl `reveal`), in quotes.
skip-count = To go on without answering, press “{ $button }”.
