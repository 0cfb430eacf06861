"""SVG drawings of tiles, hands, layouts, hand ends and scores (the only svgwrite user).

Renderers: `layout`, `panels`, `tile`, `tiles`, `players_tiles`, `hand_end`, `score_sheet`,
`score_race`, `seating`. Each is a function with keyword-only options (`size` is the width in
px; `theme` is colour, print or high-contrast, see `THEMES`; `colors` overrides roles of the
theme's colours; `lang` is en, it or fi) that returns `SvgText`, a `str` that shows itself as a
picture in a notebook. The same input gives the same bytes (no ids, no counters). User text
goes in as escaped text and attributes, never into <style> or <script>. A renderer draws what
it is given: it reads no example game and applies no rule of its own.

Marks for machines: every tile is `<g class="tile [spinner] [last]" data-tile="[1|4]">`; every
counted end `<g class="counted" data-tile data-socket>` holding its value as text; every legal
point that counts nothing `<circle class="legal" data-tile data-socket>`.

Modules: `style` (sizes, colours, themes), `text` (SvgText, measuring and fitting text),
`pieces` (tiles, marks, the tile renderers), `layouts`, `labels` (socket labels), `handend`,
`scores`, `seats`. Each lists in `__all__` what the others may import (the helpers they share:
`text.num`, `style.palette`, `pieces.tile_xml`, …); none imports another's `_` name.
"""

from fiveup_viz.drawing.svg.handend import hand_end
from fiveup_viz.drawing.svg.labels import LABEL_FONT, SocketLabel, socket_label_boxes
from fiveup_viz.drawing.svg.layouts import PANELS_WIDTH, caption_width, layout, panels
from fiveup_viz.drawing.svg.pieces import players_tiles, tile, tiles
from fiveup_viz.drawing.svg.scores import score_race, score_sheet
from fiveup_viz.drawing.svg.seats import seating
from fiveup_viz.drawing.svg.style import (
    CAPTION_FONT,
    DEFAULT_COLORS,
    HIGH_CONTRAST_COLORS,
    PRINT_COLORS,
    SCALE,
    THEMES,
)
from fiveup_viz.drawing.svg.text import DESCRIPTION_LIMIT, SvgText, shorten, text_width
from fiveup_viz.words.errors import ThemeError

__all__ = [
    "CAPTION_FONT", "DEFAULT_COLORS", "DESCRIPTION_LIMIT", "HIGH_CONTRAST_COLORS", "LABEL_FONT",
    "PANELS_WIDTH", "PRINT_COLORS", "SCALE", "THEMES", "SocketLabel", "SvgText", "ThemeError",
    "caption_width", "hand_end", "layout", "panels", "players_tiles", "score_race", "score_sheet",
    "seating", "shorten", "socket_label_boxes", "text_width", "tile", "tiles",
]
