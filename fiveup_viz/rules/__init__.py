"""The rules layer: Exact 61 Five Up in pure Python (no drawing, no widgets).

May import: `fiveup_viz.words` and the utilities. The one exception is a model's `_repr_svg_`,
which imports `fiveup_viz.drawing.svg` inside the method (as python-chess does).

- the model: `tiles` (Tile, Tiles), `layout` (Layout, Move, Socket, LegalPoint, CountedEnd),
  `scoring` (round5, going out, blocked hands);
- the engine: `game` (Game, Round; `Game.apply` is the one dispatch), `events`, `_fast` (the
  unchecked loops for bots), `_draws` (the seeded draws, D4);
- records: `record` (to_record, replay, scorelog), `annotations` (notes and marks), `asks`,
  `timeline` (positions of a recorded game), `examples/` (the example games, JSON);
- players: `bots`, `coach`, `choices`;
- `checks` (argument checks shared by the API and the record reader), `figures` (the seed's
  figures as data).
"""
