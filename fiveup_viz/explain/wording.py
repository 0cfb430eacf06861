"""Plain-text descriptions of a layout in English, Italian and Finnish (RULES.md wording)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from fiveup_viz.rules.layout import Layout, Socket, check_layout
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.words.fluent import point_said, term_name
from fiveup_viz.words.messages import Words, by_language
from fiveup_viz.words.messages import phrases as _messages
from fiveup_viz.words.values import Form, Point

#: Every phrase the descriptions and diagrams use, per language (RULES.md glossary).
PHRASES = by_language("layout")


def phrases(lang: str) -> Mapping[str, str]:
    """The layout messages of a language; UnknownLanguageError for an unknown one."""
    return _messages(Words(lang), "layout")


class Description(NamedTuple):
    """The three texts of a layout diagram: title, caption and long description."""

    title: str
    caption: str
    long: str

    def __str__(self) -> str:
        return "\n".join(self)


def socket_name(socket: Socket | str, lang: str = "en") -> Form:
    """The rule book's name of a socket (`high end`, `line B`), with its grammatical forms
    (`FORM($socket, case: "illative")` in a message; the forms are in `fi/terms.ftl`)."""
    return term_name(Socket(socket), lang)


def point_name(tile: Tile, socket: Socket | str | None, lang: str = "en") -> Form:
    """A point of a tile as a sentence says it (`the high end of [4|6]`), with its forms
    (`FORM($point, case: …)`, terms.ftl `point-high` …); `socket` None is a terminal
    double's both halves, counted (`point-double`)."""
    return point_said(Point((str(tile), None if socket is None else str(Socket(socket)))), lang)


def sum_text(layout: Layout) -> str:
    """`2 + 5 + 3 = 10`, or `4 = 4` for one value (RULES.md ordering)."""
    values = [e.value for e in layout.counted_ends()]
    return f"{' + '.join(str(v) for v in values)} = {sum(values)}"


def sum_said(layout: Layout) -> str:
    """The counted values' sum as a sentence says it: `2 + 5 + 3 = 10`, or `8` when one end
    counts (a caption says one end as its language does, `counted_said`)."""
    values = [e.value for e in layout.counted_ends()]
    return sum_text(layout) if len(values) > 1 else str(sum(values))


def points_text(raw: int, lang: str = "en") -> str:
    """`Placement points: 10 raw (2 displayed)` in the chosen language."""
    p = phrases(lang)
    shown = raw // 5
    return (p["points_one"] if shown == 1 else p["points"]).format(raw=raw, shown=shown)


def title(layout: Layout, lang: str = "en") -> str:
    """`Placed [4|4]`: the last placed tile."""
    p = phrases(lang)
    last = layout.last
    return p["empty"] if last is None else p["placed"].format(tile=last)


def caption(layout: Layout, lang: str = "en") -> str:
    """`Counted values: 2 + 8 = 10. Placement points: 10 raw (2 displayed).`"""
    if not len(layout):
        return f"{_listing([], '', phrases(lang), 'counted')}."
    return f"{counted_text(layout, lang)} {points_text(layout.credit(), lang)}."


def counted_said(layout: Layout, lang: str = "en") -> str:
    """`Counted values: 2 + 8 = 10`: the counted ends of a layout that is not empty and their
    sum, as the language says one end (`counted-sum`: a language may drop `8 = 8`)."""
    values = [e.value for e in layout.counted_ends()]
    return Words(lang).text("layout", "counted-sum", count=len(values), total=sum(values),
                            values=" + ".join(str(v) for v in values))


def counted_text(layout: Layout, lang: str = "en") -> str:
    """`Counted values: 2 + 8 = 10.`: `counted_said` as a sentence."""
    return f"{counted_said(layout, lang)}."


def unchanged_lines(layout: Layout, lang: str = "en") -> tuple[str, str]:
    """Title and caption after a draw or a pass, which leaves the layout as it was: `Layout
    unchanged; last placed [4|4]` and its counted values, without the earlier placement's points."""
    return phrases(lang)["unchanged"].format(tile=layout.last), counted_text(layout, lang)


def _listing(items: list[str], sep: str, p: Mapping[str, str], of: str) -> str:
    """`Tiles: [4|6], [1|1]`: the list under its heading `of`; none as that heading says it
    (`none-tiles` where there is one: a word that agrees with the heading)."""
    none = p.get(f"none-{of}", p["none"])
    return f"{p[of]}: {sep.join(items) if items else none}"


def long_description(layout: Layout, lang: str = "en") -> str:
    """The seed's full figure text: caption, tiles, spinners, connections, legal points, values.
    An empty table has no sum to caption: its counted values (none) are said once, at the end."""
    p = phrases(lang)

    def side(tile: Tile, s: Socket | None) -> str:
        return f"{tile} ({p[str(s)]})"

    tiles = [str(t) for t in layout.tiles]
    spinners = [str(t) for t in layout.spinners]
    connections = [
        f"{side(pl.on, pl.socket)} – {side(pl.tile, pl.end)}"
        for pl in layout.placements
        if pl.on is not None
    ]
    legal = [f"{lp.tile} ({p[str(lp.socket)]}, {lp.value})" for lp in layout.legal_points()]
    counted = [f"{e.tile}: {e.value}" for e in layout.counted_ends()]
    listings = (
        f"{_listing(tiles, ', ', p, 'tiles')}. "
        f"{_listing(spinners, ', ', p, 'spinners')}. "
        f"{_listing(connections, '; ', p, 'connections')}. "
        f"{_listing(legal, '; ', p, 'legal')}. "
        f"{_listing(counted, '; ', p, 'counted')}."
    )
    return f"{caption(layout, lang)} {listings}" if len(layout) else listings


def describe(layout: Layout, lang: str = "en") -> Description:
    """Title, caption and long description of a layout, as in the seed's figures."""
    check_layout(layout)
    return Description(title(layout, lang), caption(layout, lang), long_description(layout, lang))
