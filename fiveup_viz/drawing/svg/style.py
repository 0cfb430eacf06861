"""What the drawings look like: sizes in layout units and px, the font, and the colours
by role of each theme."""

from __future__ import annotations

from collections.abc import Mapping

from fiveup_viz.words.errors import Message, ThemeError

__all__ = [
    "BADGE_RADIUS", "CAPTION_FONT", "CORNER", "DEFAULT_COLORS", "DOT_RADIUS", "FONT", "HAND_SCALE",
    "HIGH_CONTRAST_COLORS", "LINE", "MARGIN", "PIP_OFFSET", "PIP_RADIUS", "PRINT_COLORS", "SCALE",
    "THEMES", "Palette", "palette",
]

SCALE = 14.0  #: pixels per layout unit (a tile is 28 x 56 px)
#: pixels per layout unit for the tiles of several hands at once: the same as on the table
#: (smaller tiles leave no room for pips that stay apart, tests/test_pips.py)
HAND_SCALE = SCALE
MARGIN = 1.0  #: layout units around the tiles
#: Pips at 100%: 5.6 px across, 8.4 px centre to centre (2.8 px of tile between two pips of a
#: 6, which at smaller spacing merge into bars and read as a 4), 2.8 px from a half's edges.
PIP_RADIUS = 0.2  #: layout units (a half is 2 x 2)
PIP_OFFSET = 0.6  #: distance of a corner pip from the centre of its half
CORNER = 0.3  #: rounded-corner radius
BADGE_RADIUS = 0.82
DOT_RADIUS = 0.5
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
CAPTION_FONT = 13.0  #: px
LINE = 18.0  #: caption line height, px

#: Colours by role; pass `colors={...}` to override some of them.
DEFAULT_COLORS: dict[str, str] = {
    "background": "#ffffff",
    "tile": "#fffdf7",
    "tile border": "#2b2b2b",
    "pip": "#1b1b1b",
    "spinner": "#f08a00",
    "last": "#3b82f6",
    "last fill": "#eaf2ff",
    "counted": "#c62828",
    "counted text": "#ffffff",
    "legal": "#2e7d32",
    "bridge": "#8a8a8a",
    "text": "#1f1f1f",
    "muted": "#5f5f5f",
    "hidden": "#3c4a5c",
    "accepted": "#2e7d32",
    "discarded": "#b00020",
    "grid": "#d9d9d9",
    "side 0": "#1f6fb2",
    "side 1": "#d9480f",
    "side 2": "#2f9e44",
    "side 3": "#7048e8",
    "target": "#b00020",
    "stroke": "#1f1f1f",
}

#: print: greys only, for black-and-white printing. Marks differ by shape and fill alone: a
#: counted end is a filled disc holding its value, a legal point a hollow ring, a spinner a
#: thick black border (the other tiles have a thin grey one).
PRINT_COLORS: dict[str, str] = {
    **DEFAULT_COLORS,
    "tile": "#ffffff", "tile border": "#6e6e6e", "pip": "#000000", "spinner": "#000000",
    "last": "#c4c4c4", "last fill": "#f0f0f0", "counted": "#1a1a1a", "counted text": "#ffffff",
    "legal": "#1a1a1a", "bridge": "#8c8c8c", "text": "#000000", "muted": "#3d3d3d",
    "hidden": "#595959", "accepted": "#000000", "discarded": "#000000", "grid": "#c8c8c8",
    "side 0": "#000000", "side 1": "#505050", "side 2": "#8a8a8a", "side 3": "#b5b5b5",
    "target": "#000000", "stroke": "#000000",
}

#: high-contrast: black on white, counted ends black discs, dark strong colours only where a
#: colour carries meaning (every colour at least 4.5:1 against white).
HIGH_CONTRAST_COLORS: dict[str, str] = {
    **DEFAULT_COLORS,
    "tile": "#ffffff", "tile border": "#000000", "pip": "#000000", "spinner": "#b34700",
    "last": "#0038a8", "last fill": "#e6eeff", "counted": "#000000", "counted text": "#ffffff",
    "legal": "#000000", "bridge": "#000000", "text": "#000000", "muted": "#000000",
    "hidden": "#1a1a1a", "accepted": "#00611a", "discarded": "#a30016", "grid": "#767676",
    "side 0": "#0038a8", "side 1": "#a33a00", "side 2": "#00611a", "side 3": "#5b2bbf",
    "target": "#a30016", "stroke": "#000000",
}

#: The themes by name (`theme=` of every renderer, `--theme` of the command line).
THEMES: dict[str, dict[str, str]] = {
    "colour": DEFAULT_COLORS,
    "print": PRINT_COLORS,
    "high-contrast": HIGH_CONTRAST_COLORS,
}


class Palette(dict[str, str]):
    """Colours by role for one theme; `theme` also picks the legend's words for the spinner."""

    theme: str = "colour"


def palette(colors: Mapping[str, str] | None, theme: str = "colour") -> Palette:
    """The colours of `theme` with the roles `colors` overrides; ThemeError for an unknown
    theme or role."""
    if theme not in THEMES:
        raise ThemeError(Message("theme.unknown", theme=repr(theme), themes=", ".join(THEMES)))
    out = Palette(THEMES[theme])
    out.theme = theme
    if colors:
        unknown = set(colors) - set(DEFAULT_COLORS)
        if unknown:
            raise ThemeError(Message("colour.roles", roles=", ".join(map(repr, sorted(unknown))),
                                     known=", ".join(map(repr, DEFAULT_COLORS))))
        out.update(colors)
    return out
