### A printable worksheet of practice questions, with its answer key on a page of its own
### (fiveup-viz worksheet, fiveup_viz.pages.worksheet).

title = Exact 61 Five Up · worksheet: { $topic }
topic-mix = mixed questions
name = Name
date = Date
about = { $count ->
    [one] 1 question
   *[other] { $count } questions
}, level { $level } of { $levels }, seed { $seed }
kinds = Question kinds: { $kinds }
key-for = The answers to: { $title }
remake = The same sheet again: { $command }
# The file name in the remake command on the key (paper54, teach21 F5): a plain word, no
# spaces or accents, in the sheet's language; the command adds .pdf or .html.
remake-file = sheet
instructions = Answer each question in the space below it: write a whole number in the box, or circle the letter of every right choice (there may be more than one).
answer-number = Answer { $n }:
answer-choice = Answer { $n }, circle:
key-title = Answer key
key-intro = For the teacher: the answer to each question, why it is right, and the rules it rests on.
key-answer = Answer: { $answer }
key-choice = { $letter } ({ $label })
key-none = none of the choices
tile-to-place = Tile to place:
letters-legend = Letter on the drawing: the place its choice names
version = version { $letter }
# The small head of every question page after a version's first (hint51, teach19: copies of
# A and B got mixed): the title with its version, and the page among the version's pages.
page-head = { $title } · page { $page } of { $pages }
title-version = { $title } · { $version }
key-title-version = Answer key, { $version }
q-counted = Which ends of this layout count after { $tile } was placed (the ringed tile)? Circle the letter of every counted end.
# The tiles named, so two rounding questions of a sheet never read alike (teacher trial 13).
q-round = { $n ->
    [one] Add up the pips of this tile, { $tiles }, and round the total to the nearest multiple of 5. What do you get?
   *[other] Add up the pips of these tiles, { $tiles }, and round the total to the nearest multiple of 5. What do you get?
}
q-legal = Where may { $tile } be placed on this layout? Circle the letter of every legal point where the tile fits.
