"""The pages layer: HTML of positions, games, lessons and printouts, with no widgets.

May import: `fiveup_viz.drawing`, `fiveup_viz.explain`, `fiveup_viz.rules`, `fiveup_viz.words`
and the utilities.

- positions: `panels` (a position's panels, from a game and a stop), `frames` (every stop
  packed for the kernel-free front end), `page` (the game page of `fiveup-viz html`);
- exercises: `exercises` (questions from real games), `quiz`, `review`, `summary`;
- the viewers' state, which the widgets drive: `viewing` (a game stop by stop, a hand's
  count), `exploring` (a layout built by hand), `practising` (questions and their tally),
  `playing` (a table session: who moves, who sees what, the bots, hints), `picking` (what a
  click on a table's picture decides), `saving` (a
  record written from a viewer or a table);
- printouts: `rulebook`, `cheatsheet`, `diagrams`, `worksheet/`, `specimen`;
- the course: `lessons` (the course a learner works in), `site/` (the website).
"""
