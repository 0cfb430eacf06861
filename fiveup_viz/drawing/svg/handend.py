"""`hand_end`: the end of a hand, every player's tiles revealed and the scoring step by step
(R20-R27)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fiveup_viz.drawing.geometry import Box
from fiveup_viz.drawing.svg.pieces import name_width, tile_row
from fiveup_viz.drawing.svg.style import CAPTION_FONT, HAND_SCALE, LINE, palette
from fiveup_viz.drawing.svg.text import (
    NAME_WIDTH,
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
from fiveup_viz.rules.checks import check_index
from fiveup_viz.rules.game import check_game
from fiveup_viz.words.errors import Message

__all__ = ["WRAP", "hand_end"]

WRAP = 88  #: characters per line of the end-of-hand steps before a line wraps


def _wrap(text: str, width: int = WRAP) -> list[str]:
    """Words in rows of at most `width` characters; each row but the last keeps its space."""
    rows: list[str] = []
    row = ""
    words = [w[i: i + width] for w in text.split(" ") for i in range(0, max(len(w), 1), width)]
    for word in words:
        if row and len(row) + len(word) > width:
            rows.append(row)
            row = ""
        row += word + " "
    rows.append(row.rstrip(" "))
    return rows


def _end_lines(game: Any, hand_index: int, lang: str) -> list[tuple[str, str]]:
    """(class, text) of the drawing: the title, then each step's heading and lines."""
    from fiveup_viz.explain.steps import end_steps, end_title, say, sentence

    lines = [("title", say(end_title(game, hand_index), lang))]
    for step in end_steps(game, hand_index):
        lines.append(("head " + step.key, say(step.heading, lang)))
        for line in step.lines:
            if line.key == "reveal.seat":
                continue  # the rows of tiles above show them
            lines.append((line.tone or line.key.replace(".", "-"), sentence(line, lang, stop="")))
    return lines


def hand_end(game: Any, hand_index: int, *, lang: str = "en", size: float | None = None,
             numerals: bool = False, colors: Mapping[str, str] | None = None,
             theme: str = "colour") -> SvgText:
    """The end of a hand: every player's remaining tiles revealed with pip sums, then the
    scoring step by step.

    Going out: the last placement, the opponents' pips rounded once (R24), the partner
    deduction (R23) and the single event with its target check. Blocked: the groups in
    order, their differences and credits, the events in processing order and where the game
    stopped (R25-R27).
    """
    check_index(hand_index, len(check_game(game).hands), Message("what.hand"))
    c = palette(colors, theme)
    rnd = game.hands[hand_index]
    lines = _end_lines(game, hand_index, lang)
    held = [list(h) for h in rnd.held]
    names = list(game.players)
    label = max(name_width(n) for n in names) / HAND_SCALE + 1.5
    tiles_w = label + max((len(h) for h in held), default=1) * 2.6 + 5
    rows = {i: _wrap(t) for i, (_, t) in enumerate(lines) if i}
    heading = fit(lines[0][1], CAPTION_FONT + 2, TITLE_WIDTH, True)
    text_w = max([text_width(heading, CAPTION_FONT + 2, True)]
                 + [text_width(r, CAPTION_FONT, True) for rs in rows.values() for r in rs])
    width = max(tiles_w * HAND_SCALE, text_w + 28)
    row = 5.0
    top = 2.2 * LINE
    hands_h = (row * len(held) + 0.4) * HAND_SCALE
    height = top + hands_h + LINE * sum(len(r) for r in rows.values()) + LINE
    dwg = canvas(Box(0, 0, width, height), size, "fiveup-hand-end")
    dwg.set_desc(title=lines[0][1], desc=" ".join(t for _, t in lines[1:]))
    dwg.add(dwg.rect((0, 0), (num(width), num(height)), fill=c["background"], class_="background"))
    dwg.add(fit_label(dwg, lines[0][1], 8, LINE * 1.2, width=TITLE_WIDTH, cls="title",
                      size=CAPTION_FONT + 2, color=c["text"], weight="bold"))
    end = rnd.end
    for seat, (name, tiles) in enumerate(zip(names, held, strict=True)):
        y = top / HAND_SCALE + seat * row
        out = end is not None and end.kind == "domino" and seat == end.seat
        g = dwg.g(class_="seat" + (" out" if out else ""), **{"data-seat": str(seat)})
        g.add(fit_label(dwg, name, 8, (y + 2.4) * HAND_SCALE, width=NAME_WIDTH, cls="name",
                        size=CAPTION_FONT, color=c["text"], weight="bold"))
        g.add(tile_row(dwg, tiles, label, y, c, numerals=numerals, hidden=False,
                             scale=HAND_SCALE))
        sum_x = (label + len(tiles) * 2.6 + 0.4) * HAND_SCALE
        g.add(text_at(dwg, f"= {sum(t.pips for t in tiles)}", sum_x, (y + 2.4) * HAND_SCALE,
                      cls="pip-sum", size=CAPTION_FONT, color=c["muted"]))
        dwg.add(g)
    body = dwg.g(class_="steps")
    y = top + hands_h + LINE * 0.6
    for i, (cls, _) in enumerate(lines[1:], start=1):
        color = {"accepted": c["accepted"], "discarded": c["discarded"], "won": c["accepted"],
                 "muted": c["muted"]}.get(cls, c["text"])
        weight = "bold" if cls == "won" or cls.startswith("head") else None
        x = 8 if cls.startswith("head") else 20
        t = text_at(dwg, "", x, y, cls=cls, size=CAPTION_FONT, color=color, weight=weight)
        for k, part in enumerate(rows[i]):
            t.add(dwg.tspan(part, x=[num(x)], y=[num(y + k * LINE)]))
        body.add(t)
        y += LINE * len(rows[i])
    dwg.add(body)
    return to_svg(dwg)
