"""The pages layer: HTML of positions, games, lessons and printouts, with no widgets.

May import: `fiveup_viz.drawing`, `fiveup_viz.explain`, `fiveup_viz.rules`, `fiveup_viz.words`
and the utilities.

- positions: `panels` (a position's panels, from a game and a stop), `frames` (every stop
  packed for the kernel-free front end), `page` (the game page of `fiveup-viz html`);
- exercises: `exercises` (questions from real games), `quiz`, `review`, `summary`;
- printouts: `rulebook`, `cheatsheet`, `diagrams`, `worksheet/`, `specimen`;
- the course: `lessons` (the course a learner works in), `site/` (the website).
"""
