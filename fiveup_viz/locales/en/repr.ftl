### The text/plain form of widgets and questions.

viewer = { $players }: hand { $hand } of { $hands }, { $step } of { $steps } actions
viewer-count = { $where }, count step { $k }
hand-end = hand { $hand }: step { $step } of { $steps }
# A table in plain text: $scores each side with its raw score, which names every player (names
# entry, the learner as "you": `you and Ada 70, Bea and Cai 100`; read11-it F5).
table = Hand { $hand }; scores: { $scores }
explorer-one = { $n } tile: { $layout }
explorer-other = { $n ->
    [one] { $n } tile
   *[other] { $n } tiles
}: { $layout }
quiz-one = of { $n } question: { $right } right
quiz-other = of { $n } questions: { $right } right
practice = { $kind }: { $right } of { $asked } right, level { $level }
exercise = { $kind }: { $question }
question = { $kind } level { $level }: { $question }
kind-score = score
kind-counted = counted
kind-legal = legal
kind-round = round
kind-going-out = going-out
kind-blocked = blocked
kind-deal = deal
kind-seating = seating
kind-draw = draw
kind-target = target
kind-sheet = sheet
