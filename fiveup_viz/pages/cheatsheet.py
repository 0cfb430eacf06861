"""A one-page cheat sheet in English, Italian and Finnish: an HTML page that prints on one A4
or Letter sheet.

It holds the setup (seating, deal, first leader), the turn as a flowchart, what counts, the
going-out and blocked-hand formulas, a rounding table and the target. `page(lang)` is the
page; `fiveup-viz diagrams --out assets` writes it to `assets/<lang>/cheat-sheet.html` with the
diagrams (`diagrams.write_pages`).
"""

from __future__ import annotations

import html

from fiveup_viz.pages.icon import ICON_LINK
from fiveup_viz.rules.layout import Layout
from fiveup_viz.rules.scoring import TARGET, round5
from fiveup_viz.words.messages import Words, by_language

#: Printable area shared by A4 (210 x 297 mm) and Letter (215.9 x 279.4 mm) with 10 mm margins.
PAGE_WIDTH_MM, PAGE_HEIGHT_MM = 190, 259
FILE_NAME = "cheat-sheet.html"
#: The layout of the "what counts" picture: the seed's figure with two internal doubles, one
#: with a started branch (R14).
EXAMPLE = ("[1|4]", "[1|1] on [1|4] low", "[4|4] on [1|4] high", "[3|4] on [4|4] line-b",
           "[1|2] on [1|1] line-b", "[1|5] on [1|1] branch-a")

TEXT = by_language("cheatsheet")

_STYLE = f"""
@page {{ margin: 10mm; }}
* {{ box-sizing: border-box; }}
body {{ margin: 0; color: #1f1f1f; font-family: 'DejaVu Sans', Verdana, Arial, sans-serif;
       font-size: 8.4pt; line-height: 1.18; }}
.sheet {{ width: {PAGE_WIDTH_MM}mm; height: {PAGE_HEIGHT_MM}mm; margin: 0 auto; overflow: hidden;
         display: grid; grid-template-columns: 1fr 1fr; column-gap: 5mm; align-content: start; }}
header {{ grid-column: 1 / 3; border-bottom: 1.5pt solid #1f1f1f; margin-bottom: 2mm; }}
.setup {{ grid-column: 1 / 3; }}
h1 {{ font-size: 15pt; margin: 0 0 1mm 0; }}
h2 {{ font-size: 10pt; margin: 2.2mm 0 1mm 0; border-bottom: 0.6pt solid #9a9a9a; }}
p, ul {{ margin: 0 0 1mm 0; }}
ul {{ padding-left: 4mm; }}
.formula {{ font-family: 'DejaVu Sans Mono', monospace; background: #f2f2f2; padding: 1mm 1.5mm;
           border-left: 2pt solid #1f1f1f; margin: 1mm 0; }}
table {{ border-collapse: collapse; margin: 1mm 0; }}
td, th {{ border: 0.6pt solid #9a9a9a; padding: 0.6mm 1.6mm; text-align: center; }}
th {{ text-align: left; background: #f2f2f2; }}
svg, img {{ max-width: 100%; height: auto; display: block; }}
.muted {{ color: #4a4a4a; }}
@media screen {{ body {{ background: #e8e8e8; padding: 8mm 0; }}
                .sheet {{ background: #fff; padding: 6mm; height: auto; box-shadow: 0 0 4mm #aaa; }} }}
@media print {{ .sheet {{ break-inside: avoid; }} }}
"""


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def _wrap(text: str, width: float, size: float) -> list[str]:
    """Lines of `text` that fit `width` px at font `size` (svg's width estimate)."""
    from fiveup_viz.drawing.svg import text_width

    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", size) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


def _box(x: float, y: float, w: float, text: str, *, kind: str) -> tuple[str, float]:
    """A flowchart node: (svg, height). `kind` is start, step, question or end."""
    size = 10.5
    lines = _wrap(text, w - 12, size)
    h = 8 + 13 * len(lines)
    fill = {"start": "#1f1f1f", "question": "#fff3c4", "step": "#ffffff", "end": "#eaf2ff"}[kind]
    colour = "#ffffff" if kind == "start" else "#1f1f1f"
    rx = h / 2 if kind == "start" else 3 if kind != "question" else 9
    out = [f'<g class="node {kind}"><rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" '
           f'rx="{rx:g}" fill="{fill}" stroke="#1f1f1f" stroke-width="1.2"/>']
    for i, line in enumerate(lines):
        out.append(f'<text x="{x + w / 2:g}" y="{y + 14 + 13 * i:g}" font-size="{size}" '
                   f'text-anchor="middle" fill="{colour}"'
                   f'{" font-weight=" + chr(34) + "bold" + chr(34) if kind != "step" else ""}>'
                   f"{_e(line)}</text>")
    out.append("</g>")
    return "".join(out), h


def _arrow(points: list[tuple[float, float]], label: str = "") -> str:
    """A polyline ending in an arrowhead, with an optional yes/no label at its start."""
    path = " ".join(f"{x:g},{y:g}" for x, y in points)
    (x0, y0), (x1, y1) = points[-2], points[-1]
    dx, dy = (x1 - x0), (y1 - y0)
    n = max(abs(dx), abs(dy)) or 1.0
    ux, uy = dx / n, dy / n
    head = (f"{x1:g},{y1:g} {x1 - 6 * ux + 3.5 * uy:g},{y1 - 6 * uy - 3.5 * ux:g} "
            f"{x1 - 6 * ux - 3.5 * uy:g},{y1 - 6 * uy + 3.5 * ux:g}")
    out = (f'<polyline points="{path}" fill="none" stroke="#4a4a4a" stroke-width="1.2"/>'
           f'<polygon points="{head}" fill="#4a4a4a"/>')
    if label:
        lx, ly = points[0]
        out += (f'<text x="{lx + 4:g}" y="{ly + 11:g}" font-size="9.5" font-style="italic" '
                f'fill="#4a4a4a">{_e(label)}</text>')
    return out


def _label(x: float, y: float, text: str, *, anchor: str = "start") -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="9.5" font-style="italic" fill="#4a4a4a" '
            f'text-anchor="{anchor}">{_e(text)}</text>')


def flowchart(lang: str = "en") -> str:
    """The turn as a flowchart (R2, R3, R9-R23), an SVG sized to one column of the sheet.

    The leader's opening (R9) and a placement go to one question, "was it your last tile?"
    (an opening never is): a last tile's credit joins the going-out event (R23, D6); any
    other credit is an event of its own with its target check (R2, R3, R16).
    """
    t = TEXT[lang]
    # the left column is wider: its boxes say more (read16-en S1: the sheet stays one page)
    width, col, col_r = 352.0, 178.0, 136.0
    left, right = 12.0, width - col_r - 10
    parts: list[str] = []

    def node(x: float, y: float, key: str, kind: str, w: float = col) -> tuple[float, float]:
        svg, h = _box(x, y, w, t[key], kind=kind)
        parts.append(svg)
        return y, h

    # Two columns that no arrow crosses back and forth (read16-en S1): the left one places a
    # tile and scores it (open or place, last?, going out, add up, exactly 305?, win), the right
    # one has no tile to place (can?, boneyard?, draw, anyone?, pass, blocked, next player).
    # Only two arrows enter the left column from the right, both into "place", high up; only
    # "exactly 305? no" leaves it, at the bottom, straight into "next player".
    mid = (width - 190) / 2
    y0, h0 = node(mid, 4, "start", "start", 190)
    yt, ht = node(mid, y0 + h0 + 16, "lead", "question", 190)
    top = yt + ht + 22
    yo, ho = node(left, top, "open", "step")
    yq, hq = node(right, top, "can", "question", col_r)
    yc, hc = node(left, yo + ho + 16, "place", "step")
    ye, he = node(right, yq + hq + 22, "empty", "question", col_r)
    yd, hd = node(right, ye + he + 30, "draw", "step", col_r)
    yl, hl = node(left, yc + hc + 16, "last", "question")
    yg, hg = node(left, yl + hl + 22, "out", "end")
    ya, ha = node(left, yg + hg + 16, "add", "step")
    yb, hb = node(right, yd + hd + 24, "anyone", "question", col_r)
    yp, hp = node(right, yb + hb + 22, "pass", "end", col_r)
    yk, hk = node(right, yp + hp + 16, "blocked", "end", col_r)
    # "exactly 305?" and "next player" side by side, so "no" runs straight across
    hx = _box(0, 0, col, t["exact"], kind="question")[1]
    hn = _box(0, 0, col_r, t["next"], kind="end")[1]
    row = max(ya + ha + 16 + hx / 2, yk + hk + 16 + hn / 2)  # their common middle
    yx, _ = node(left, row - hx / 2, "exact", "question")
    yn, _ = node(right, row - hn / 2, "next", "end", col_r)
    # the win spans both columns, under "next player": two lines instead of five
    yw, hw = node(left, yn + hn + 22, "win", "end", right + col_r - left)
    cl, cr = left + col / 2, right + col_r / 2
    channel = (left + col + right) / 2  # the gap between the columns, 9 px clear of each
    margin_l, margin_r = left - 7, right + col_r + 6
    parts += [
        _arrow([(width / 2, y0 + h0), (width / 2, yt)]),
        _arrow([(mid + 40, yt + ht), (mid + 40, yt + ht + 8), (cl, yt + ht + 8), (cl, yo)],
               t["yes"]),
        _arrow([(mid + 150, yt + ht), (mid + 150, yt + ht + 8), (cr, yt + ht + 8), (cr, yq)]),
        _label(mid + 146, yt + ht + 11, t["no"], anchor="end"),
        _arrow([(left, yo + ho / 2), (margin_l, yo + ho / 2), (margin_l, yl + hl / 2),
                (left, yl + hl / 2)]),  # an opening is never the last tile: on to "last?"
        _arrow([(right + 14, yq + hq), (right + 14, yq + hq + 6), (channel, yq + hq + 6),
                (channel, yc + hc / 2), (left + col, yc + hc / 2)], t["yes"]),
        _arrow([(cr, yq + hq), (cr, ye)], t["no"]),  # labels apart in the narrower column
        _arrow([(cl, yc + hc), (cl, yl)]),
        # its "no" left of it, clear of "yes" on the right and of "a tile fits" below
        _arrow([(cr + 30, ye + he), (cr + 30, yd)]),
        _label(cr + 26, ye + he + 11, t["no"], anchor="end"),
        _arrow([(right + col_r, ye + he / 2), (margin_r, ye + he / 2),
                (margin_r, yb + hb / 2), (right + col_r, yb + hb / 2)]),
        _label(right + col_r - 2, ye + he + 11, t["yes"], anchor="end"),
        # the drawing's two exits, each labelled (read12-fi F11): a drawn tile fits, place it at
        # once (R18); the boneyard ran out with none fitting: can anyone place? (R19, R20)
        _arrow([(right + 8, yd), (right + 8, yd - 8), (channel, yd - 8),
                (channel, yc + hc / 2), (left + col, yc + hc / 2)]),
        _label(right + 12, yd - 2, t["drawn-fits"]),
        _arrow([(cr - 36, yd + hd), (cr - 36, yb)], t["drawn-none"]),  # its label fits
        # someone can still place: pass (R19), the next player plays; nobody can: the hand is
        # blocked and scored at once, nobody passes (R20, D5; read14 I2), down the gap, which
        # no other arrow uses at that height (read16-en S1)
        _arrow([(cr, yb + hb), (cr, yp)], t["yes"]),
        _arrow([(right + col_r, yp + hp / 2), (margin_r, yp + hp / 2),
                (margin_r, yn + hn / 2), (right + col_r, yn + hn / 2)]),  # after a pass (R19)
        _arrow([(right, yb + hb / 2), (channel, yb + hb / 2), (channel, yk + hk / 2),
                (right, yk + hk / 2)]),
        _label(right + 3, yb + hb + 11, t["no"]),
        _arrow([(cl, yl + hl), (cl, yg)], t["yes"]),
        # not the last tile: down the left edge, past "going out", into "add up" (R14-R16)
        _arrow([(left + 14, yl + hl), (left + 14, yl + hl + 8), (margin_l, yl + hl + 8),
                (margin_l, ya + ha / 2), (left, ya + ha / 2)], t["no"]),
        _arrow([(cl, ya + ha), (cl, yx)]),
        # the event brought the side to exactly 305 raw: the game ends at once (R3, D6; read14 I2)
        _arrow([(left + col, row), (right, row)]),
        _label(left + col + 3, row - 3, t["no"]),
        _arrow([(cl, yx + hx), (cl, yw)], t["yes"]),
    ]
    height = max(yw + hw, yn + hn) + 4
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="flowchart" viewBox="0 0 {width:g} '
            f'{height:g}" width="{width:g}" height="{height:g}" font-family="DejaVu Sans, Verdana,'
            f' Arial, sans-serif"><title>{_e(t["turn"])}</title>{"".join(parts)}</svg>')


def rounding_rows(start: int = 20, stop: int = 30) -> list[tuple[int, int]]:
    """(sum, rounded) for each sum from `start` to `stop` (R24)."""
    return [(total, round5(total)) for total in range(start, stop + 1)]


def _rounding_table(lang: str) -> str:
    t = TEXT[lang]
    rows = rounding_rows()
    sums = "".join(f"<td>{s}</td>" for s, _ in rows)
    rounded = "".join(f"<td><b>{r}</b></td>" for _, r in rows)
    return (f'<table class="rounding"><tr><th>{_e(t["round-sum"])}</th>{sums}</tr>'
            f'<tr><th>{_e(t["round-to"])}</th>{rounded}</tr></table>')


def _example(lang: str) -> str:
    from fiveup_viz.drawing import svg

    drawing = svg.layout(Layout.from_moves(list(EXAMPLE)), lang=lang, caption=False, size=230)
    return str(drawing)


def page(lang: str = "en") -> str:
    """The whole cheat sheet as one self-contained HTML page (no scripts, no network)."""
    lang = Words(lang)  # checked once
    t = {k: v.format(target=TARGET) for k, v in TEXT[lang].items()}

    def items(*keys: str) -> str:
        return "<ul>" + "".join(f"<li>{_e(t[k])}</li>" for k in keys) + "</ul>"

    setup = (f'<section class="setup"><h2>{_e(t["setup-title"])}</h2>'
             f'{items("setup-1", "setup-2", "setup-3")}</section>')
    left = (f'<section class="turn"><h2>{_e(t["turn"])}</h2>{flowchart(lang)}</section>'
            f'<section class="target"><h2>{_e(t["target-title"])}</h2>'
            f'{items("target-1", "target-2", "target-3", "target-4")}</section>')
    right = (f'<section class="counts"><h2>{_e(t["counts"])}</h2>'
             f'{items("counts-1", "counts-2", "counts-3", "counts-4")}'
             f'{_example(lang)}<p class="muted">{_e(t["counts-pic"])}</p></section>'
             f'<section class="rounding"><h2>{_e(t["round-title"])}</h2>{_rounding_table(lang)}'
             f'<p>{_e(t["round-notes"])}</p></section>'
             f'<section class="going-out"><h2>{_e(t["out-title"])}</h2>'
             f'<p class="formula">{_e(t["out-formula"])}</p><p>{_e(t["out-notes"])}</p></section>'
             f'<section class="blocked"><h2>{_e(t["blocked-title"])}</h2>'
             f'<p class="formula">{_e(t["blocked-formula"])}</p><p>{_e(t["blocked-notes"])}</p>'
             "</section>")
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">{ICON_LINK}'
            f"<title>{_e(t['title'])}</title><style>{_STYLE}</style></head><body>"
            f'<main class="sheet"><header><h1>{_e(t["title"])}</h1>'
            f'<p class="muted">{_e(t["subtitle"])}</p></header>{setup}'
            f"<div>{left}</div><div>{right}</div></main></body></html>\n")

