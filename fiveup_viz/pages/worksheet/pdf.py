"""A worksheet as PDF (the `export` extra): its pages drawn as SVG, one question never split.

The page is laid out here, not by a browser: each question is a block whose height is known
before it is placed, and a block that does not fit the rest of a page starts the next one;
the pages are then evened out, so the last holds more than a lone question when it can.
Each page goes through svg2pdf (as `fiveup_viz.drawing.export` draws PDF) and pypdf joins them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from xml.sax.saxutils import escape

from fiveup_viz.drawing.svg import text_width
from fiveup_viz.pages.exercises import Question
from fiveup_viz.pages.worksheet.sheet import (
    HELD_KINDS,
    LAYOUT_KINDS,
    LETTERS,
    about,
    check_key,
    document_title,
    given,
    has_letters,
    heading,
    key_about,
    legend,
    pictures,
    say,
    text_on_paper,
    to_place,
    version_name,
)

#: Page sizes in px (96 to the inch) and the margin around the printed area.
PAGE_PX = {"a4": (793.7, 1122.5), "letter": (816.0, 1056.0)}
MARGIN = 48.0
FONT, SMALL, TITLE = 13.0, 11.5, 19.0
LINE = 1.36  #: line height, in font sizes
COMPACT_LINE = 1.26  #: a compact question's line height (teacher trial 13)
PAD = 10.0  #: inside a question's frame
GAP = 12.0  #: between blocks
KEY_GAP = 5.0  #: between the key's answers
KEY_COLUMN_GAP = 18.0  #: between the key's two columns
MAX_PICTURE = 219.0  #: 58 mm, as on the HTML page
COMPACT_PICTURE = 105.8  #: 28 mm, as on the compact HTML page
COMPACT_GAP = 6.0  #: between the questions of a compact sheet
COMPACT_PAD = 7.0  #: inside a compact question's frame
COMPACT_MARGIN_Y = 30.0  #: 8 mm above and below a compact sheet's questions (teacher trial 13)
ANSWER_BOX = 34.0  #: the height of a number's answer box: 9 mm, as on the HTML page
COMPACT_ANSWER_BOX = 28.0  #: 7.5 mm, as on the compact HTML page
TILE_TO_PLACE = 26.0  #: 7 mm, as on the HTML page
_ROOT = re.compile(r"<svg\b[^>]*>")


def check_extra() -> None:
    """MissingExtraError (or "not in the browser") unless svg2pdf and pypdf are importable."""
    from fiveup_viz.drawing.export import _module

    _module("svg2pdf_py")
    _module("pypdf")


@dataclass
class _Block:
    """Drawn content of a known height, placed at a page's y by `place`."""

    height: float
    parts: list[tuple[float, str]] = field(default_factory=list)  #: (y offset, svg with {y})

    def add(self, dy: float, svg: str) -> None:
        self.parts.append((dy, svg))

    def place(self, y: float) -> str:
        return "".join(svg.replace("{y}", f"{y + dy:.2f}") for dy, svg in self.parts)


def _wrap(text: str, width: float, size: float, bold: bool = False) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", size, bold) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines or [""]


def _text(x: float, line: str, size: float, *, bold: bool = False, color: str = "#1f1f1f") -> str:
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text x="{x:.2f}" y="{{y}}" font-size="{size:g}"{weight} fill="{color}">'
            f"{escape(line)}</text>")


def _paragraph(block: _Block, x: float, dy: float, text: str, width: float, size: float,
               line: float = LINE, **style: object) -> float:
    """Wrapped lines from `dy` (their baseline a line below), `line` font sizes apart; the
    height they take."""
    lines = _wrap(text, width, size, bool(style.get("bold")))
    for i, said in enumerate(lines):
        block.add(dy + size * (1 + line * i), _text(x, said, size, **style))  # type: ignore[arg-type]
    return size * line * len(lines) + 0.3 * size


def _nested(svg: str, x: float, width: float, height: float) -> str:
    """A drawing placed at (x, {y}) scaled to width x height (its viewBox keeps it whole)."""
    root = _ROOT.search(svg)
    assert root is not None
    tag = re.sub(r'\s(width|height)="[^"]*"', "", root.group(0))
    tag = tag[:-1] + f' x="{x:.2f}" y="{{y}}" width="{width:.2f}" height="{height:.2f}">'
    return tag + svg[root.end():]


def _pictures(block: _Block, dy: float, drawings: Sequence[str], x0: float, width: float,
              tallest: float = MAX_PICTURE, after: float = 6) -> float:
    from fiveup_viz.drawing.export import size_of

    x, row_h, used = x0, 0.0, 0.0
    for svg in drawings:
        w, h = size_of(svg)
        scale = min(1.0, tallest / h, width / w)
        w, h = w * scale, h * scale
        if x > x0 and x + w > x0 + width:
            x, used, row_h = x0, used + row_h + 6, 0.0
        block.add(dy + used, _nested(svg, x, w, h))
        x += w + 16
        row_h = max(row_h, h)
    return used + row_h + after


def _to_place(block: _Block, dy: float, tile: str, x: float, label: str) -> float:
    """The tile to place, after its label in a dashed frame of its own (teacher trial 6,
    finding 3); the height it takes."""
    from fiveup_viz.drawing.export import size_of

    w, h = size_of(tile)
    h, w = TILE_TO_PLACE, w * TILE_TO_PLACE / h
    text_w = text_width(label, FONT)
    frame_w, frame_h = text_w + w + 30, h + 6
    block.add(dy, f'<rect x="{x:.2f}" y="{{y}}" width="{frame_w:.2f}" height="{frame_h:.2f}" '
                  'rx="4" fill="none" stroke="#6a6a6a" stroke-dasharray="4 3"/>')
    block.add(dy + frame_h / 2 + FONT * 0.35, _text(x + 10, label, FONT))
    block.add(dy + 3, _nested(tile, x + text_w + 20, w, h))
    return frame_h + 5


def _question(n: int, q: Question, width: float, compact: bool = False,
              x0: float = MARGIN) -> _Block:
    """Question `n` in a frame `width` wide from `x0`: its text, pictures and answer space."""
    block = _Block(0.0)
    pad = COMPACT_PAD if compact else PAD
    x, inner = x0 + pad, width - 2 * pad
    y = pad + _paragraph(block, x, pad, f"{n}. {text_on_paper(q)}", inner, FONT,
                         COMPACT_LINE if compact else LINE)
    # the tiles still held keep their full size on a compact sheet: counting their pips is the
    # question (teacher trial 9, finding 5: 3.5 mm tiles after photocopying)
    small = compact and q.kind not in HELD_KINDS
    y += _pictures(block, y, pictures(q), x + 20, inner - 20,
                   COMPACT_PICTURE if small else MAX_PICTURE, 3 if compact else 6)
    tile = to_place(q)
    if tile is not None:
        y += _to_place(block, y, tile, x + 20, say(q.lang, "tile-to-place"))
    if q.choices:
        cx, line_y = x, y
        for i, c in enumerate(q.choices):
            item = f"{LETTERS[i]}  {c.label}"
            w = text_width(item, FONT) + (14 if compact else 22)
            if cx > x and cx + w > x + inner:
                cx, line_y = x, line_y + FONT * LINE
            block.add(line_y + FONT, _text(cx, item, FONT))
            cx += w
        y = line_y + FONT * LINE + 6
        label = say(q.lang, "answer-choice", n=n)
        block.add(y + FONT, _text(x, label, FONT))
        lx = x + text_width(label, FONT) + 14
        for i in range(len(q.choices)):
            block.add(y + FONT, _text(lx + 26 * i, LETTERS[i], FONT, bold=True))
        y += FONT * LINE + pad
    else:
        label = say(q.lang, "answer-number", n=n)
        box = COMPACT_ANSWER_BOX if compact else ANSWER_BOX
        block.add(y + 4 + box / 2 + FONT * 0.35, _text(x, label, FONT))
        bx = x + text_width(label, FONT) + 12
        block.add(y + 4, f'<rect x="{bx:.2f}" y="{{y}}" width="144" height="{box:g}" rx="4" '
                         'fill="none" stroke="#1f1f1f" stroke-width="1.3"/>')
        y += box + 4 + pad
    block.height = y
    block.parts.insert(0, (0.0, f'<rect x="{x0:.2f}" y="{{y}}" width="{width:.2f}" '
                                f'height="{y:.2f}" rx="7" fill="none" stroke="#9a9a9a"/>'))
    return block


def _fits_half(q: Question, half: float) -> bool:
    """Whether question `q` keeps its full-size pictures in a frame `half` wide: each drawing
    (at most MAX_PICTURE tall) is no wider than the frame's picture area, and the letters to
    circle fit their line."""
    from fiveup_viz.drawing.export import size_of

    room = half - 2 * PAD - 20
    if q.choices:  # the letters to circle stand on one line after their label
        label = say(q.lang, "answer-choice", n=len(q.choices))
        if text_width(label, FONT) + 14 + 26 * len(q.choices) > room + 20:
            return False
    for svg in pictures(q):
        w, h = size_of(svg)
        if w * min(1.0, MAX_PICTURE / h) > room:
            return False
    return True


def _pair(pair: Sequence[_Block]) -> _Block:
    """Blocks side by side as one row, as tall as the tallest."""
    return _Block(max(b.height for b in pair), [p for b in pair for p in b.parts])


def _questions(qs: Sequence[Question], width: float, compact: bool) -> list[_Block]:
    """The questions' blocks, two a row, each half as wide (compact: with smaller pictures).
    Without `compact`, two questions share a row when both keep their full-size pictures in
    half the width, and a question that does not stands alone across the page (teacher trial
    10, friction 7: the plain sheet of 12 mixed questions took 4 half-empty A4 pages)."""
    half = (width - GAP) / 2
    if compact:
        return [_pair([_question(i + 1 + k, q, half, True, MARGIN + k * (half + GAP))
                       for k, q in enumerate(qs[i:i + 2])]) for i in range(0, len(qs), 2)]
    rows: list[_Block] = []
    i = 0
    while i < len(qs):
        if i + 1 < len(qs) and _fits_half(qs[i], half) and _fits_half(qs[i + 1], half):
            rows.append(_pair([_question(i + 1 + k, q, half, x0=MARGIN + k * (half + GAP))
                               for k, q in enumerate(qs[i:i + 2])]))
            i += 2
        else:
            rows.append(_question(i + 1, qs[i], width))
            i += 1
    return rows


def _key(n: int, q: Question, width: float) -> _Block:
    """Answer `n` of the key, compact (teacher trial 6, finding 2: 12 answers on one page): the
    answer in bold, then why and the rules cited, in small type."""
    block = _Block(0.0)
    y = _paragraph(block, MARGIN, 0.0, f"{n}. {say(q.lang, 'key-answer', answer=given(q))}",
                   width, SMALL, bold=True)
    # The reason cites its rules itself: once is enough (teacher trial 9, finding 6).
    y += _paragraph(block, MARGIN + 14, y, q.why, width - 14, SMALL, color="#333333")
    block.add(y + 1, f'<rect x="{MARGIN:.2f}" y="{{y}}" width="{width:.2f}" height="0.6" '
                     'fill="#c8c8c8"/>')
    block.height = y + 3
    return block


def _header(qs: Sequence[Question], lang: str, width: float, title: str, lines: list[str],
            compact: bool = False) -> _Block:
    block = _Block(0.0)
    y = _paragraph(block, MARGIN, 0.0, title, width, TITLE - 3 if compact else TITLE, bold=True)
    y += 3 if compact else 6
    name, date = say(lang, "name") + ":", say(lang, "date") + ":"
    split = MARGIN + width - 210
    block.add(y + FONT, _text(MARGIN, name, FONT))
    block.add(y + FONT, _text(split, date, FONT))
    for x0, x1 in ((MARGIN, split - 24), (split, MARGIN + width)):
        block.add(y + FONT + 5, f'<rect x="{x0:.2f}" y="{{y}}" width="{x1 - x0:.2f}" '
                                'height="0.9" fill="#1f1f1f"/>')
    y += FONT * LINE + (8 if compact else 12)
    for line in lines:
        y += _paragraph(block, MARGIN, y, line, width, SMALL, color="#4a4a4a")
    # a compact sheet's instructions in the small type of the lines above (teacher trial 13)
    y += _paragraph(block, MARGIN, y, say(lang, "instructions"), width,
                    SMALL if compact else FONT) + 4
    if any(q.kind in LAYOUT_KINDS for q in qs):
        y += _legend(block, y, lang, width, has_letters(qs))
    block.add(y, f'<rect x="{MARGIN:.2f}" y="{{y}}" width="{width:.2f}" height="1.6" '
                 'fill="#1f1f1f"/>')
    block.height = y + (7 if compact else 10)
    return block


#: The running head over every question page after a version's first (`_running_head`): one
#: small line and the space under it, its top `RUN_RISE` px up in the page's top margin (5 mm
#: from the paper's edge on a compact sheet), so it takes only `RUN_H` px from the questions
#: and a compact sheet of 12 keeps its 2 pages (teach16 friction 4).
RUN_RISE = 12.0
RUN_H = SMALL * LINE + 8 - RUN_RISE


def _running_head(lang: str, width: float, title: str, page: int, pages: int, y: float) -> str:
    """The small head of a version's question page after the first (hint51 item 2, teach19:
    single-sided copies of A and B got mixed): the sheet's title with its version, "page N of
    M" and the name line, as the first page's head says them, at `y`."""
    said = say(lang, "page-head", title=title, page=page, pages=pages)
    name = say(lang, "name") + ":"
    split = MARGIN + width - 210
    y -= RUN_RISE
    base = f'y="{y + SMALL:.2f}"'
    line = split + text_width(name, SMALL) + 6
    # a long title in smaller type, never into the name line
    size = min(SMALL, SMALL * (split - MARGIN - 16) / max(text_width(said, SMALL), 1.0))
    return (_text(MARGIN, said, size, color="#4a4a4a").replace('y="{y}"', base)
            + _text(split, name, SMALL).replace('y="{y}"', base)
            + f'<rect x="{line:.2f}" y="{y + SMALL + 3:.2f}" width="{MARGIN + width - line:.2f}" '
              'height="0.7" fill="#1f1f1f"/>'
            + f'<rect x="{MARGIN:.2f}" y="{y + RUN_RISE + RUN_H - 4:.2f}" width="{width:.2f}" '
              'height="0.6" fill="#8a8a8a"/>')


def _legend(block: _Block, dy: float, lang: str, width: float, letters: bool) -> float:
    """The frames' legend (and the choice letters' with `letters`), a drawing of each beside its
    meaning, side by side where a row holds them (as the HTML's flex row); the height it takes."""
    x, y, row = MARGIN, 0.0, 0.0
    for swatch, meaning in legend(lang, letters=letters):
        w = 38 + text_width(meaning, SMALL)
        if x > MARGIN and x + w > MARGIN + width:
            x, y, row = MARGIN, y + row, 0.0
        block.add(dy + y, _nested(swatch, x, 30.0, 17.5))
        row = max(row, _paragraph(block, x + 38, dy + y, meaning, MARGIN + width - x - 38, SMALL,
                                  color="#4a4a4a"), 20.0)
        x += w + 24
    return y + row + 4


def _key_head(title: str, lines: list[str], lang: str, width: float) -> _Block:
    """A key's title, the lines that name its sheet (`key_about`) and what the key gives."""
    block = _Block(0.0)
    y = _paragraph(block, MARGIN, 0.0, title, width, TITLE - 3, bold=True)
    for line in [*lines, say(lang, "key-intro")]:
        y += _paragraph(block, MARGIN, y, line, width, SMALL, color="#4a4a4a")
    block.height = y + 4
    return block


def _top(n: int) -> float:
    """Where the `n`th column of blocks starts: at the margin, on a page of its own."""
    return MARGIN


def _edge(y: float) -> Callable[[int], float]:
    """Every column from `y` (a page with no head)."""
    return lambda n: y


def _breaks(blocks: Sequence[_Block], bottom: float, gap: float,
            top: Callable[[int], float] = _top, page_top: float = MARGIN) -> list[list[int]]:
    """The blocks of each column (a page, a column of the questions or of the key), in order,
    the `n`th from `top(n)`: a block that does not end above `bottom` starts the next column (a
    block taller than a column stands alone)."""
    columns: list[list[int]] = [[]]
    y = top(0)
    for i, block in enumerate(blocks):
        # an empty column under a page's head (`top` below the margin) is left for the next
        # one when the block does not fit it, so a tall question never runs off a first page
        while y + block.height > bottom and (columns[-1] or top(len(columns) - 1) > page_top):
            columns.append([])
            y = top(len(columns) - 1)
        columns[-1].append(i)
        y += block.height + gap
    return columns


def _balanced(blocks: Sequence[_Block], bottom: float, gap: float,
              top: Callable[[int], float] = _top, least: int = 1,
              page_top: float = MARGIN) -> list[list[int]]:
    """The fewest columns that hold the blocks, filled evenly: the lowest bottom edge that
    still needs no more columns, so no question stands alone on the last page when the pages
    before it could take fewer (teacher trial 6, finding 2); at least `least` columns when
    there are that many blocks (a key's two columns)."""
    most = max(len(_breaks(blocks, bottom, gap, top, page_top)), min(least, len(blocks)))
    low, high = page_top, bottom  # `high` holds in `most` columns; `low` needs more
    for _ in range(24):
        mid = (low + high) / 2
        fits = len(_breaks(blocks, mid, gap, top, page_top)) <= most
        low, high = (low, mid) if fits else (mid, high)
    return _breaks(blocks, high, gap, top, page_top)


def _column(blocks: Sequence[_Block] | dict[int, _Block], indexes: Sequence[int], y: float,
            gap: float) -> str:
    """The blocks `indexes` one under the other from `y`."""
    body = ""
    for i in indexes:
        body += blocks[i].place(y)
        y += blocks[i].height + gap
    return body


def _page(body: str, size: tuple[float, float]) -> str:
    """One SVG page of `size` px holding `body`."""
    w, h = size
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:g}" height="{h:g}" '
            f'viewBox="0 0 {w:g} {h:g}" font-family="DejaVu Sans, Verdana, Arial, sans-serif">'
            f'<rect width="{w:g}" height="{h:g}" fill="#ffffff"/>{body}</svg>')


#: A version's running head (`_running_head` with its words): page, pages, y -> SVG.
RunningHead = Callable[[int, int, float], str]


def _pages(blocks: Sequence[_Block], size: tuple[float, float], gap: float = GAP,
           run: RunningHead | None = None) -> list[str]:
    """SVG pages holding the blocks in order, each block whole on one page, the pages
    balanced (`_balanced`); with `run`, every page after the first under its running head."""
    below = MARGIN + (RUN_H if run is not None else 0.0)

    def top(n: int) -> float:
        return MARGIN if n == 0 else below

    columns = _balanced(blocks, size[1] - MARGIN, gap, top, page_top=below)
    return [_page((run(n + 1, len(columns), MARGIN) if run is not None and n else "")
                  + _column(blocks, indexes, top(n), gap), size)
            for n, indexes in enumerate(columns)]


def _question_pages(head: _Block, qs: Sequence[Question], width: float,
                    size: tuple[float, float], compact: bool,
                    run: RunningHead | None = None) -> list[str]:
    """A version's pages: its head across the first page, then its questions, each half the
    width, flowing down two columns a page as the key's answers do (the first two under the
    head), each question whole in one column, the columns balanced. Issue 31, teacher trial 13
    (friction 1): set two a row, 12 mixed questions of level 1 took 3 A4 pages, each row as
    tall as its taller question and the first two pages a third blank; flowing, they take 2.
    A plain sheet flows when every question keeps its full-size pictures in half the width
    (`_fits_half`), else its rows stay as `_questions` sets them. With `run`, every page after
    the first starts with its running head (hint51 item 2)."""
    gap = COMPACT_GAP if compact else GAP
    half = (width - GAP) / 2
    if not compact and not all(_fits_half(q, half) for q in qs):
        return _pages([head, *_questions(qs, width, compact)], size, gap, run)
    blocks = [_question(n, q, half, compact) for n, q in enumerate(qs, 1)]
    edge = COMPACT_MARGIN_Y if compact else MARGIN  # above and below
    below = edge + head.height + gap
    later = edge + (RUN_H if run is not None else 0.0)  # a later page's columns, under its head

    def top(n: int) -> float:
        return below if n < 2 else later

    bottom = size[1] - edge
    columns = _breaks(blocks, bottom, gap, top, later)  # each column as full as it goes
    # the pages before the last are filled column by column, and the last page's two columns
    # share what is left evenly. Issue 31, teacher trial 16 (friction 4): balanced over all
    # four columns, 12 compact questions stood 5 on page 1 and 7 on page 2, page 1 a third
    # blank; now page 1 is full and page 2 carries the rest. One page: its columns balanced.
    last = 2 * ((len(columns) - 1) // 2)
    rest = [i for column in columns[last:] for i in column]
    shared = _balanced([blocks[i] for i in rest], bottom, gap, top if last == 0 else _edge(later),
                       min(2, len(rest)), later)
    columns = columns[:last] + [[rest[0] + i for i in column] for column in shared]
    pages = []
    count = (len(columns) + 1) // 2
    for p in range(0, len(columns), 2):
        body = head.place(edge) if p == 0 else "" if run is None else run(p // 2 + 1, count, edge)
        for c, indexes in enumerate(columns[p:p + 2]):
            x0 = MARGIN + c * (half + GAP)
            placed = {i: blocks[i] if c == 0 else _question(i + 1, qs[i], half, compact, x0)
                      for i in indexes}
            body += _column(placed, indexes, top(p + c), gap)
        pages.append(_page(body, size))
    return pages


def _key_pages(head: _Block, answers: Sequence[_Block], size: tuple[float, float],
               width: float) -> list[str]:
    """A key's pages: its head across the first page, then its answers (each `width` wide) in
    two balanced columns a page, the first two under the head (issue 31: 20 answers on one A4
    page where their words fit at the key's type size)."""
    below = MARGIN + head.height + KEY_GAP

    def top(n: int) -> float:
        return below if n < 2 else MARGIN

    # both columns even when one would hold every answer (teacher trial 10, friction 7: the
    # key of 12 stood in one narrow column on the left half of the page)
    columns = _balanced(answers, size[1] - MARGIN, KEY_GAP, top, least=2)
    pages = []
    for p in range(0, len(columns), 2):
        body = head.place(MARGIN) if p == 0 else ""
        for c, indexes in enumerate(columns[p:p + 2]):
            shift = c * (width + KEY_COLUMN_GAP)
            body += (f'<g transform="translate({shift:.2f} 0)">'
                     f'{_column(answers, indexes, top(p + c), KEY_GAP)}</g>')
        pages.append(_page(body, size))
    return pages


def svg_pages(sets: Sequence[Sequence[Question]], *, lang: str, level: int, seed: int | str,
              paper: str, key: str = "page", compact: bool = False,
              made_by: str | None = None) -> list[str]:
    """The worksheet's pages as SVG: each version's questions from a new page, then (`key`
    page) each version's answer key from a new page; `key` none or only leaves out the keys
    or the questions. `made_by` (`sheet.remake`) is printed on each key."""
    check_key(key)
    size = PAGE_PX[paper]
    width = min(s[0] for s in PAGE_PX.values()) - 2 * MARGIN
    pages: list[str] = []
    for v, qs in enumerate(sets):
        if key != "only":
            title = heading(qs, lang, v, len(sets))
            head = _header(qs, lang, width, title, about(qs, lang, level, seed), compact)

            def run(page: int, count: int, y: float, title: str = title) -> str:
                return _running_head(lang, width, title, page, count, y)

            pages += _question_pages(head, qs, width, size, compact, run)
    for v, qs in enumerate(sets):
        if key != "none":
            version = version_name(lang, v, len(sets))
            title = say(lang, "key-title") if version is None else \
                say(lang, "key-title-version", version=version)
            lines = key_about(qs, lang, level, seed, v, len(sets), made_by)
            half = (width - KEY_COLUMN_GAP) / 2
            pages += _key_pages(_key_head(title, lines, lang, width),
                                [_key(i, q, half) for i, q in enumerate(qs, 1)], size, half)
    return pages


def pdf(sets: Sequence[Sequence[Question]], *, lang: str, level: int, seed: int | str,
        paper: str, key: str = "page", compact: bool = False,
        made_by: str | None = None) -> bytes:
    """The worksheet as one PDF, a page for each SVG page (same questions, same bytes)."""
    from fiveup_viz.drawing.export import pdf_pages

    title = document_title(sets, lang, key)
    return pdf_pages(svg_pages(sets, lang=lang, level=level, seed=seed, paper=paper, key=key,
                               compact=compact, made_by=made_by), title=title)
