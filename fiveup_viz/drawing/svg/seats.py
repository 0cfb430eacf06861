"""`seating`: who sits where and the order of play (R5)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from fiveup_viz.drawing.geometry import Box
from fiveup_viz.drawing.svg.style import CAPTION_FONT, LINE, palette
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
from fiveup_viz.rules.checks import check_seat
from fiveup_viz.words.errors import InvalidSettingError, Message
from fiveup_viz.words.fluent import side_name

__all__ = ["seating"]


def seating(players: Sequence[str] | int = 4, *, leader: int | None = None, lang: str = "en",
            size: float | None = None, colors: Mapping[str, str] | None = None,
            theme: str = "colour") -> SvgText:
    """Who sits where (R5): seats clockwise from the bottom, arrows in the order of play,
    partners (4 players) in their side's colour, opposite each other; `leader` is marked."""
    import math

    from fiveup_viz.words.messages import exercise as say

    names = [f"{i}" for i in range(players)] if isinstance(players, int) else list(players)
    n = len(names)
    if not 2 <= n <= 4:
        raise InvalidSettingError(Message("players.count", "R5", n=n))
    if leader is not None:
        check_seat(leader, n, "leader")
    c = palette(colors, theme)
    title_text = say(lang, "seat.title.pairs" if n == 4 else "seat.title")
    sides_text = (say(lang, "seat.sides", a=side_name((names[0], names[2]), lang),
                      b=side_name((names[1], names[3]), lang)) if n == 4 else "")
    radius, cx = 92.0, 0.0
    marks = [f" ({say(lang, 'seat.leads')})" if leader == i else "" for i in range(n)]
    labels = [fit(name, CAPTION_FONT, NAME_WIDTH, True) + mark
              for name, mark in zip(names, marks, strict=True)]
    label_w = max(text_width(label, CAPTION_FONT, True) for label in labels)
    width = max(2 * (radius + label_w + 48), text_width(title_text, CAPTION_FONT, True) + 16,
                text_width(fit(sides_text, CAPTION_FONT, TITLE_WIDTH), CAPTION_FONT) + 16)
    top = LINE * 1.6
    cy = top + radius + 50
    height = cy + radius + 58 + (LINE if sides_text else 0)
    cx = width / 2
    dwg = canvas(Box(0, 0, width, height), size, "fiveup-seating")
    dwg.set_desc(title=title_text, desc="; ".join(
        f"{say(lang, 'seat.seat', n=i)}: {name}" for i, name in enumerate(names))
        + (f". {sides_text}" if sides_text else ""))
    dwg.add(dwg.rect((0, 0), (num(width), num(height)), fill=c["background"], class_="background"))
    dwg.add(text_at(dwg, title_text, 8, LINE, cls="heading", size=CAPTION_FONT, color=c["text"],
                    weight="bold"))
    dwg.add(dwg.rect((num(cx - 52), num(cy - 52)), (104, 104), rx=10, fill=c["tile"],
                     stroke=c["grid"], stroke_width="2", class_="table"))

    def at(angle: float, r: float) -> tuple[float, float]:
        return cx - r * math.sin(angle), cy + r * math.cos(angle)

    step = 2 * math.pi / n
    arrows = dwg.g(class_="order", fill="none", stroke=c["muted"], stroke_width="1.6")
    for i in range(n):  # an arc from each seat to the next, clockwise on the page
        a0, a1 = i * step + 0.32, (i + 1) * step - 0.32
        (x0, y0), (x1, y1) = at(a0, radius * 0.84), at(a1, radius * 0.84)
        large = 1 if a1 - a0 > math.pi else 0
        path = f"M{num(x0)},{num(y0)} A{num(radius * 0.84)},{num(radius * 0.84)} 0 {large},1 " \
               f"{num(x1)},{num(y1)}"
        arrows.add(dwg.path(d=path, class_="next", **{"data-from": str(i),
                                                      "data-to": str((i + 1) % n)}))
        hx, hy = at(a1 - 0.12, radius * 0.84)
        dx, dy = x1 - hx, y1 - hy
        norm = math.hypot(dx, dy) or 1.0
        ux, uy = dx / norm, dy / norm
        head = [(x1, y1), (x1 - 8 * ux + 4.5 * uy, y1 - 8 * uy - 4.5 * ux),
                (x1 - 8 * ux - 4.5 * uy, y1 - 8 * uy + 4.5 * ux)]
        arrows.add(dwg.polygon([(num(x), num(y)) for x, y in head], fill=c["muted"],
                               stroke="none"))
    dwg.add(arrows)
    for i in range(n):
        x, y = at(i * step, radius + 14)
        colour = c[f"side {i % 2 if n == 4 else i}"]
        g = dwg.g(class_="seat", **{"data-seat": str(i), "data-side": str(i % 2 if n == 4 else i)})
        g.add(dwg.circle((num(x), num(y)), 14, fill=colour, class_="place"))
        g.add(text_at(dwg, str(i), x, y + 4.8, cls="number", size=CAPTION_FONT,
                      color=c["counted text"], weight="bold", anchor="middle"))
        label = labels[i]
        if abs(y - cy) < 1:  # a seat at the side: the name beside it, outwards
            right = x > cx
            text = text_at(dwg, label, x + (20 if right else -20), y + 4.8, cls="name",
                           size=CAPTION_FONT, color=colour, weight="bold",
                           anchor="start" if right else "end")
        else:
            text = text_at(dwg, label, x, y + 34 if y > cy else y - 22, cls="name",
                           size=CAPTION_FONT, color=colour, weight="bold", anchor="middle")
        if label != names[i] + marks[i]:
            text.set_desc(title=names[i] + marks[i])  # the whole name of a cut one
        g.add(text)
        dwg.add(g)
    if sides_text:
        dwg.add(fit_label(dwg, sides_text, 8, height - LINE * 0.5, width=TITLE_WIDTH, cls="sides",
                          size=CAPTION_FONT, color=c["muted"]))
    return to_svg(dwg)
