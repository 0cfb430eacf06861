"""The explain layer: sentences about the game, built from rules objects.

May import: `fiveup_viz.rules`, `fiveup_viz.words` and the utilities; no drawing.

- `steps`: every explanation as steps (a score, a legal point, a hand's end);
- `wording`: the layout descriptions of the seed's figures (`describe`);
- `annotation_words`: a note's language and what the marks mean;
- `question`: a question and its checking (the exercises' core).
"""
