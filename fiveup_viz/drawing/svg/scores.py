"""Scores: `score_sheet`, the paper score sheet (R28, D7), and `score_race`, each side's
score after each event (R1-R3)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import svgwrite
from svgwrite.container import Group

from fiveup_viz.drawing.geometry import Box
from fiveup_viz.drawing.svg.style import CAPTION_FONT, LINE, palette
from fiveup_viz.drawing.svg.text import (
    SIDE_WIDTH,
    TITLE_WIDTH,
    SvgText,
    canvas,
    fit,
    fit_label,
    num,
    text_at,
    text_width,
    to_svg,
)
from fiveup_viz.rules.annotations import text_in
from fiveup_viz.rules.checks import check_int
from fiveup_viz.rules.game import check_game
from fiveup_viz.rules.scoring import TARGET, displayed, sheet_strokes
from fiveup_viz.words.errors import InvalidSettingError, Message
from fiveup_viz.words.fluent import numeral, side_name
from fiveup_viz.words.messages import phrases as messages_of

__all__ = ["KEY_UNIT", "PRINT_SIDE_DASHES", "UNIT", "score_race", "score_sheet"]

UNIT = 64.0  #: px side of one ten-point unit of the paper sheet


def _unit_strokes(x: float, y: float, s: float = UNIT) -> list[tuple[float, float, float, float]]:
    """The ten strokes of a unit in drawing order (D7): the large X, then small x's in the
    top, right, bottom and left spaces."""
    m, k = 7.0 * s / UNIT, 4.6 * s / UNIT
    out = [(x + m, y + m, x + s - m, y + s - m), (x + s - m, y + m, x + m, y + s - m)]
    for cx, cy in ((s / 2, s * 0.18), (s * 0.82, s / 2), (s / 2, s * 0.82), (s * 0.18, s / 2)):
        px, py = x + cx, y + cy
        out.append((px - k, py - k, px + k, py + k))
        out.append((px + k, py - k, px - k, py + k))
    return out



def score_sheet(raw_score: int, *, size: float | None = None, lang: str = "en",
                name: str | None = None, order: bool = False,
                colors: Mapping[str, str] | None = None, theme: str = "colour") -> SvgText:
    """The optional paper score sheet (R28, D7): a stroke per displayed point, each ten a
    large X with a small x in each of its four spaces; a negative score (D1) is a number
    beside an empty sheet. `order` adds a key unit numbering the ten strokes (D7)."""
    if check_int(raw_score, "raw_score") % 5:
        raise InvalidSettingError(Message("sheet.raw", "R1", raw=raw_score))
    c = palette(colors, theme)
    p = messages_of(lang, "score")
    shown = displayed(raw_score)
    said = p["sheet.one" if abs(shown) == 1 else "sheet"].format(shown=numeral(shown),
                                                                 raw=numeral(raw_score))
    strokes = sheet_strokes(shown)
    units = max(1, -(-len(strokes) // 10))
    per_row = 7
    rows = -(-units // per_row)
    top = LINE * 1.4 if name is not None else 6.0
    label = text_width(str(shown), 26) + 16 if shown < 0 else 0
    key = max(KEY_UNIT, text_width(p["order"], CAPTION_FONT - 2)) + 30 if order else 0
    width = max(min(units, per_row) * (UNIT + 10) + 10 + label + key,
                text_width(said, CAPTION_FONT) + 16,
                text_width(fit(name or "", CAPTION_FONT, TITLE_WIDTH, True), CAPTION_FONT, True) + 16)
    height = top + max(rows * (UNIT + 10), KEY_UNIT + LINE * 1.5 if order else 0) + LINE * 1.2
    dwg = canvas(Box(0, 0, width, height), size, "fiveup-score-sheet")
    caption = said
    dwg.set_desc(title=name if name is not None else caption, desc=caption)
    dwg.add(dwg.rect((0, 0), (num(width), num(height)), fill=c["background"], class_="background"))
    if name is not None:
        dwg.add(fit_label(dwg, name, 8, LINE, width=TITLE_WIDTH, cls="name", size=CAPTION_FONT,
                          color=c["text"], weight="bold"))
    if shown < 0:
        dwg.add(text_at(dwg, numeral(shown), 8, top + UNIT / 2 + 9, cls="negative", size=26,
                        color=c["text"], weight="bold"))
    sheet = dwg.g(class_="sheet", stroke=c["stroke"], stroke_width="2.4",
                  stroke_linecap="round")
    for u in range(units):
        x = 10 + label + (u % per_row) * (UNIT + 10)
        y = top + (u // per_row) * (UNIT + 10)
        sheet.add(dwg.rect((num(x), num(y)), (num(UNIT), num(UNIT)), fill="none",
                           stroke=c["grid"], stroke_width="1", class_="unit"))
        for k, (x1, y1, x2, y2) in enumerate(_unit_strokes(x, y)):
            if (u, k) in set(strokes):
                sheet.add(dwg.line((num(x1), num(y1)), (num(x2), num(y2)), class_="stroke",
                                   **{"data-unit": str(u), "data-stroke": str(k + 1)}))
    dwg.add(sheet)
    if order:
        x = 10 + label + min(units, per_row) * (UNIT + 10) + 20
        dwg.add(_order_key(dwg, x, top, p["order"], c))
    dwg.add(text_at(dwg, caption, 8, height - LINE * 0.4, cls="caption", size=CAPTION_FONT,
                    color=c["muted"]))
    return to_svg(dwg)


KEY_UNIT = 110.0  #: px side of the stroke-order key


def _order_key(dwg: svgwrite.Drawing, x: float, y: float, label: str,
               c: dict[str, str]) -> Group:
    """One unit drawn large with its strokes numbered in drawing order (D7)."""
    g = dwg.g(class_="order")
    g.add(dwg.rect((num(x), num(y)), (num(KEY_UNIT), num(KEY_UNIT)), fill="none", stroke=c["grid"],
                   stroke_width="1"))
    for k, (x1, y1, x2, y2) in enumerate(_unit_strokes(x, y, KEY_UNIT)):
        g.add(dwg.line((num(x1), num(y1)), (num(x2), num(y2)), stroke=c["muted"], stroke_width="2",
                       stroke_linecap="round"))
        dx = -6 if x2 > x1 else 6
        g.add(text_at(dwg, str(k + 1), x1 + dx, y1 + 1, cls="order-number", size=9,
                      color=c["counted"], weight="bold", anchor="middle"))
    g.add(text_at(dwg, label, x, y + KEY_UNIT + LINE, cls="order-label", size=CAPTION_FONT - 2,
                  color=c["muted"]))
    return g


def _race_series(game: Any) -> list[list[int]]:
    """Each side's raw score after each event, starting at 0."""
    scores = [0] * len(game.sides)
    series = [[0] for _ in game.sides]
    for e in game.events:
        scores[e.side] = e.score
        for side, s in enumerate(scores):
            series[side].append(s)
    return series


#: Dash patterns telling the sides apart where colours cannot (the print theme's greys).
PRINT_SIDE_DASHES = ("", "7 3", "2 2.5", "9 3 2 3")


def _side_dash(c: Mapping[str, str], side: int) -> dict[str, str]:
    """The stroke-dasharray of a side's line in the print theme; none in the others."""
    if getattr(c, "theme", "colour") != "print" or not PRINT_SIDE_DASHES[side % 4]:
        return {}
    return {"stroke_dasharray": PRINT_SIDE_DASHES[side % 4]}


def score_race(game: Any, *, title: str | None = None, size: float | None = None,
               lang: str = "en", colors: Mapping[str, str] | None = None,
               theme: str = "colour") -> SvgText:
    """Each side's raw score after each scoring event, with the target line at 305 (R1-R3).

    `title` heads the drawing (an example's title in `lang`, say); without it, the game's own
    title, or the words for a score race."""
    check_game(game)
    c = palette(colors, theme)
    p = messages_of(lang, "score")
    series = _race_series(game)
    n = len(game.events)
    names = [side_name(game.side_players(s), lang) for s in range(len(game.sides))]
    shown_names = [fit(nm, CAPTION_FONT - 1, SIDE_WIDTH) for nm in names]
    legend_w = max(text_width(t, CAPTION_FONT) for t in [*shown_names, p["discarded"]]) + 40
    left, right, top, bottom = 48.0, legend_w + 16, 50.0, 40.0
    pw, ph = 560.0, 260.0
    title_text = title or text_in(game.title, lang) or p["race"]
    title_w = text_width(fit(title_text, CAPTION_FONT + 2, TITLE_WIDTH, True), CAPTION_FONT + 2, True)
    width, height = max(left + pw + right, title_w + 16), top + ph + bottom
    low = min(0, *(min(s) for s in series))
    high = TARGET + 15

    def sx(i: float) -> float:
        return left + pw * i / max(n, 1)

    def sy(v: float) -> float:
        return top + ph * (high - v) / (high - low)

    dwg = canvas(Box(0, 0, width, height), size, "fiveup-score-race")
    dwg.set_desc(title=title_text, desc="; ".join(
        f"{nm}: {s[-1]}" for nm, s in zip(names, series, strict=True)))
    dwg.add(dwg.rect((0, 0), (num(width), num(height)), fill=c["background"], class_="background"))
    dwg.add(fit_label(dwg, title_text, 8, 20, width=TITLE_WIDTH, cls="title", size=CAPTION_FONT + 2,
                      color=c["text"], weight="bold"))
    axes = dwg.g(class_="axes", font_size=num(CAPTION_FONT - 2), fill=c["muted"])
    for v in range(0, TARGET + 1, 50):
        axes.add(dwg.line((num(left), num(sy(v))), (num(left + pw), num(sy(v))), stroke=c["grid"],
                          stroke_width="1"))
        axes.add(dwg.text(str(v), insert=(num(left - 6), num(sy(v) + 4)), text_anchor="end"))
    if low < 0:
        axes.add(dwg.line((num(left), num(sy(0))), (num(left + pw), num(sy(0))), stroke=c["muted"],
                          stroke_width="1"))
    hand_starts = sorted({i for i, e in enumerate(game.events)
                          if i == 0 or game.events[i - 1].hand != e.hand})
    for i in hand_starts[1:]:
        axes.add(dwg.line((num(sx(i + 0.5)), num(top)), (num(sx(i + 0.5)), num(top + ph)),
                          stroke=c["grid"], stroke_width="1", stroke_dasharray="2 3",
                          class_="hand-start"))
    axes.add(dwg.text(p["events"], insert=(num(left + pw / 2), num(height - 12)),
                      text_anchor="middle"))
    axes.add(dwg.text(p["axis"], insert=(num(left), num(top - 8)), text_anchor="start"))
    dwg.add(axes)
    dwg.add(dwg.line((num(left), num(sy(TARGET))), (num(left + pw), num(sy(TARGET))),
                     stroke=c["target"], stroke_width="1.6", stroke_dasharray="6 4",
                     class_="target"))
    dwg.add(text_at(dwg, p["target"], left + pw - 4, sy(TARGET) - 5, cls="target-label",
                    size=CAPTION_FONT - 2, color=c["target"], anchor="end"))
    for side, values in enumerate(series):
        color = c[f"side {side % 4}"]
        pts: list[tuple[str, str]] = [(num(sx(0)), num(sy(0)))]
        for i in range(1, len(values)):
            pts.append((num(sx(i)), num(sy(values[i - 1]))))
            pts.append((num(sx(i)), num(sy(values[i]))))
        g = dwg.g(class_="side", **{"data-side": str(side)})
        dash = _side_dash(c, side)
        g.add(dwg.polyline(pts, fill="none", stroke=color, stroke_width="2",
                           stroke_linejoin="round", **dash))
        for i, e in enumerate(game.events, start=1):
            if e.side == side and not e.accepted:
                x, y = sx(i), sy(e.score)
                g.add(dwg.path(d=f"M{num(x - 4)} {num(y - 4)}l8 8m0 -8l-8 8", stroke=c["discarded"],
                               stroke_width="2", class_="discarded",
                               **{"data-hand": str(e.hand), "data-raw": str(e.raw)}))
        ly = top + 8 + side * LINE
        g.add(dwg.line((num(left + pw + 14), num(ly)), (num(left + pw + 34), num(ly)), stroke=color,
                       stroke_width="3", **dash))
        g.add(fit_label(dwg, names[side], left + pw + 40, ly + 4, width=SIDE_WIDTH, cls="name",
                        size=CAPTION_FONT - 1, color=c["text"]))
        dwg.add(g)
    if any(not e.accepted for e in game.events):
        ly = top + 8 + len(series) * LINE
        x = left + pw + 24
        dwg.add(dwg.path(d=f"M{num(x - 4)} {num(ly - 4)}l8 8m0 -8l-8 8", stroke=c["discarded"],
                         stroke_width="2"))
        dwg.add(text_at(dwg, p["discarded"], left + pw + 40, ly + 4, cls="legend-discarded",
                        size=CAPTION_FONT - 1, color=c["text"]))
    return to_svg(dwg)
