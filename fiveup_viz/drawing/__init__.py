"""The drawing layer: pictures of what the layers below describe.

May import: `fiveup_viz.explain`, `fiveup_viz.rules`, `fiveup_viz.words` and the utilities.
Renderers draw what they are given: no example games, no rules of their own.

- `svg/`: the SVG renderers (the only package that imports svgwrite): tiles, layouts, hand
  ends, scores, seats;
- `geometry`: where each tile of a layout stands (no drawing imports);
- `draw`: a layout drawn from a list of moves (`fiveup-viz draw`);
- `export`: SVG to PNG and PDF (the `export` extra).
"""
