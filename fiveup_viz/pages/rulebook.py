"""The illustrated rule book: one self-contained, printable HTML page per language.

- `fi`: the Finnish source text with each of its 11 figures drawn again where it stood, the
  figure's own text under it, the gaps of the plain text filled and underlined with dots, and beside each
  paragraph the numbers of the rules it states (R1-R28, as in the course; also in `it`);
- `it`: the Italian source text with figures where they help (the spinner sequence, terminal
  and internal doubles, a going out, a blocked hand, the score sheet);
- `en`: the rules written for players (`sources/rules-en.md`: the rules of the specification
  with its numbers R1-R28, without its programmers' notes), drawn the same way; a
  pseudo-locale (`en-XA`) is this book with its own words around that text (`fluent.base_lang`).

Every book ends with the decisions D1-D8 where the texts leave room, in its own language
(`rulebook.ftl`), so that a cited D links to its anchor in every language.

`build(lang)` returns the page; `fiveup-viz diagrams` writes it to `out/<lang>/rulebook.html`
(`diagrams.write_pages`). The print stylesheet keeps every figure on one page (A4 or Letter).
Every text is escaped; the only <style> is fixed, and there is no script.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable, Iterator, Mapping
from functools import cache
from importlib import resources
from typing import Any

from fiveup_viz.drawing import svg
from fiveup_viz.explain.question import RULE
from fiveup_viz.explain.wording import (
    counted_text,
    long_description,
    phrases,
    points_text,
    title,
)
from fiveup_viz.pages.diagrams import (
    HEADINGS,
    LINES_BEFORE_BRANCHES,
    SHEET_SCORE,
    TERMINAL_INTERNAL,
    example_hand,
    seed_layouts,
)
from fiveup_viz.pages.icon import ICON_LINK
from fiveup_viz.rules.layout import Layout
from fiveup_viz.words.fluent import base_lang
from fiveup_viz.words.messages import Words, by_key
from fiveup_viz.words.messages import phrases as messages_of

FILE_NAME = "rulebook.html"
SOURCES = {"fi": "rules-fi.txt", "it": "rules-it.txt", "en": "rules-en.md"}

#: Where the plain texts lost a tile picture (seeds/README.md) and their filling, and the Italian
#: paragraphs a figure follows: data about the source texts, in sources/anchors.json.
_ANCHORS = json.loads(resources.files("fiveup_viz").joinpath("sources", "anchors.json").read_text("utf-8"))
GAPS: dict[str, tuple[tuple[str, str, str], ...]] = {
    lang: tuple((a, b, c) for a, b, c in gaps) for lang, gaps in _ANCHORS["gaps"].items()}

STYLE = """
:root { color: #1f1f1f; background: #ffffff; }
body { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; font-size: 11pt;
  line-height: 1.45; max-width: 52rem; margin: 0 auto; padding: 1.5em 1rem; }
h1 { font-size: 20pt; margin: 0 0 .4em; }
h2 { font-size: 14pt; margin: 1.4em 0 .4em; break-after: avoid; page-break-after: avoid; }
p, li { orphans: 3; widows: 3; }
code { font-family: "DejaVu Sans Mono", monospace; font-size: 95%; }
table { border-collapse: collapse; margin: .6em 0; break-inside: avoid; }
th, td { border: 1px solid #9a9a9a; padding: .15em .6em; text-align: left; }
figure { margin: 1em 0 1.2em; padding: 0; break-inside: avoid; page-break-inside: avoid; }
figure svg { display: block; max-width: 100%; height: auto; max-height: 150mm; }
.figure-label { font-size: 9pt; font-weight: bold; color: #5f5f5f; margin: 0 0 .3em; }
figcaption { font-size: 9.5pt; margin-top: .4em; }
figcaption .long { display: block; color: #3d3d3d; margin-top: .2em; }
.gap { font-style: italic; color: #6a3d00; border-bottom: 1px dotted #6a3d00; }
.legend { font-size: 9.5pt; color: #3d3d3d; margin: .6em 0; break-after: avoid;
  page-break-after: avoid; }
.legend svg { vertical-align: -2px; margin-right: .35em; }
.legend span + span { margin-left: 1.2em; }
.rules { font-size: 8.5pt; color: #5f5f5f; white-space: nowrap; }
.note { font-size: 9.5pt; color: #3d3d3d; border-left: 3px solid #c8c8c8; padding-left: .6em; }
@page { margin: 14mm 15mm 16mm; }
@media print {
  body { max-width: none; margin: 0; padding: 0; font-size: 10.5pt; }
  h1 { margin-top: 0; }
}
""".strip()


# -- building blocks -------------------------------------------------------------------
def _e(text: str) -> str:
    return html.escape(text, quote=True)


def _inline(text: str) -> str:
    """Escaped text with `code` spans (rules-en.md) and table escapes (`\\|`) resolved."""
    parts = re.split(r"`([^`]*)`", text.replace("\\|", "|"))
    return "".join(f"<code>{_e(p)}</code>" if i % 2 else _e(p) for i, p in enumerate(parts))


class _Figures:
    """Numbers the figures of one book as they are placed."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.count = 0

    def figure(self, drawing: str, caption: str) -> str:
        """A figure: its number above, the drawing, the caption (already HTML) below."""
        self.count += 1
        label = messages_of(self.lang, "rulebook")["figure"].format(n=self.count)
        return (f'<figure id="figure-{self.count}"><p class="figure-label">{_e(label)}</p>\n'
                f"{drawing}\n<figcaption>{caption}</figcaption></figure>")

    def layout(self, lay: Layout, *, source: tuple[str, ...] | None = None) -> str:
        """A layout without its drawn caption; below it the source's text (fi), or the
        same three parts in `lang`: title, counted values and points, full description."""
        drawing = svg.layout(lay, lang=self.lang, caption=False)
        if source is None:
            short = f"{counted_text(lay, self.lang)} {points_text(lay.credit(), self.lang)}."
            source = (title(lay, self.lang), short, long_description(lay, self.lang))
        head, short, long = source
        return self.figure(drawing, f"<strong>{_e(head)}</strong><br>{_e(short)}"
                                    f'<span class="long">{_e(long)}</span>')

    def topic(self, topic: str) -> str:
        """One of the rule topics drawn for the it and en books."""
        return self.figure(_topic_drawing(topic, self.lang), _e(_CAPTIONS[topic][self.lang]))


#: Captions of the rule topics: the diagrams' headings, and two of the rule book's own.
_CAPTIONS: dict[str, Mapping[str, str]] = {
    "spinner-sequence": HEADINGS["lines-before-branches"],
    "terminal-internal": HEADINGS["terminal-internal"],
    "score-sheet": HEADINGS["score-sheet"],
    **by_key("rulebook-captions"),
}


@cache
def _topic_drawing(topic: str, lang: str) -> str:
    if topic == "spinner-sequence":
        return svg.panels([Layout.from_moves(list(m)) for m in LINES_BEFORE_BRANCHES], lang=lang)
    if topic == "terminal-internal":
        return svg.panels([Layout.from_moves(list(m)) for m in TERMINAL_INTERNAL], lang=lang)
    if topic == "going-out":
        return svg.hand_end(*example_hand("domino"), lang=lang)
    if topic == "blocked-hand":
        return svg.hand_end(*example_hand("blocked"), lang=lang)
    if topic == "score-sheet":
        return svg.score_sheet(SHEET_SCORE, lang=lang, order=True)
    raise KeyError(topic)


def _legend(lang: str) -> str:
    """The marks' legend as it stood in the source: a filled number, a hollow dot."""
    p = phrases(lang)
    c = svg.DEFAULT_COLORS
    disc = (f'<svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">'
            f'<circle cx="7" cy="7" r="6" fill="{c["counted"]}"/></svg>')
    ring = (f'<svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">'
            f'<circle cx="7" cy="7" r="4.5" fill="{c["background"]}" stroke="{c["legal"]}" '
            f'stroke-width="2"/></svg>')
    return (f'<p class="legend"><span>{disc}{_e(p["legend_counted"])}</span>'
            f'<span>{ring}{_e(p["legend_legal"])}</span></p>')


def _fill_gaps(line: str, lang: str) -> str:
    """The line escaped, each gap filled and marked by the dotted `.gap` style alone: a filling
    is a tile's code, which has brackets of its own, so a second pair printed "[[6|6]]"
    (read11-fi L5)."""
    for missing, before, filling in GAPS[lang]:
        if missing in line:
            head, tail = line.split(missing, 1)
            after = missing[len(before):].lstrip("–").lstrip()
            gap = (f'<span class="gap" title="{_e(messages_of(lang, "rulebook")["gap_title"])}">'
                   f"{_e(filling)}</span>")
            return f"{_e(head)}{_e(before)}{gap}{' ' if after[:1].isalnum() else ''}" \
                   f"{_e(after)}{_fill_gaps(tail, lang) if tail else ''}"
    return _e(line)


def _is_heading(line: str) -> bool:
    return bool(line) and line[-1] not in ".:;!?)" and not line.startswith(("|", "- ")) \
        and not re.match(r"\d+\. ", line) and len(line) < 60


def _table(rows: list[str]) -> str:
    # Split on unescaped `|` only: a tile `[1\|4]` stays in one cell (`_inline` resolves `\|`).
    cells = [[c.strip() for c in re.split(r"(?<!\\)\|", r.strip().strip("|"))] for r in rows
             if not re.fullmatch(r"\|?[\s|:-]+\|?", r.strip())]
    head, *body = cells
    out = ["<table><thead><tr>", *(f"<th>{_inline(c)}</th>" for c in head), "</tr></thead><tbody>"]
    for row in body:
        out += ["<tr>", *(f"<td>{_inline(c)}</td>" for c in row), "</tr>"]
    out.append("</tbody></table>")
    return "".join(out)


def _blocks(lines: Iterable[str]) -> Iterator[tuple[str, list[str]]]:
    """Group plain-text lines into (kind, lines): table, list, olist, or line."""
    kind, group = "", list[str]()
    for line in lines:
        k = ("table" if line.startswith("|") else "list" if line.startswith("- ")
             else "olist" if re.match(r"\d+\. ", line) else "line")
        if group and (k != kind or k == "line"):
            yield kind, group
            group = []
        kind = k
        group.append(line)
    if group:
        yield kind, group


# -- the Finnish and Italian books: source text, figures where they stood or help -------------
_IT_FIGURES: dict[str, str] = _ANCHORS["figures-after"]["it"]  # a figure after the paragraph that starts so


#: The rule numbers (R1-R28, as the course and the English book number them) each paragraph of
#: the Italian and Finnish texts states, by the paragraph's first words.
RULES_AT: dict[str, dict[str, str]] = _ANCHORS["rules-at"]


def _stated(line: str, lang: str) -> str | None:
    """The rule numbers a paragraph of the Italian or Finnish text states (`R9, R13`), by its
    first words (`RULES_AT`), or None."""
    return next((r for start, r in RULES_AT.get(base_lang(lang), {}).items()
                 if line.startswith(start)), None)


def _rules_of(line: str, lang: str) -> str:
    """The rule numbers a source paragraph states, as a small label after it (or nothing)."""
    rules = _stated(line, lang)
    return f' <span class="rules">({_e(rules)})</span>' if rules else ""


def _source_body(lang: str, text: str, figs: _Figures) -> list[str]:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    seeds = {title(lay, "fi"): lay for _, lay in seed_layouts()} if lang == "fi" else {}
    p = phrases(lang)
    out: list[str] = []
    i = 0
    if lines and _is_heading(lines[0]):  # the Italian text's title line
        i = 1
    blocks = list(_blocks(lines[i:]))
    b = 0
    while b < len(blocks):
        kind, group = blocks[b]
        b += 1
        if kind == "table":
            out.append(_table(group))
            continue
        if kind in ("list", "olist"):
            tag = "ul" if kind == "list" else "ol"
            items = [re.sub(r"^(- |\d+\. )", "", g) for g in group]
            out.append(f"<{tag}>" + "".join(f"<li>{_fill_gaps(t, lang)}</li>" for t in items)
                       + f"</{tag}>")
            continue
        line = group[0]
        if lang == "fi" and line.startswith(p["legend_counted"]):
            out.append(_legend(lang))
            continue
        if line in seeds:  # a figure: heading, short text, full text (the seed's own)
            short, long = blocks[b][1][0], blocks[b + 1][1][0]
            b += 2
            out.append(figs.layout(seeds[line], source=(line, short, long)))
            continue
        if _is_heading(line) and out:
            out.append(f"<h2>{_e(line)}</h2>")
            continue
        anchors = "".join(f'<span id="{r}"></span>' for r in _anchored(lang).get(line, ()))
        out.append(f"<p>{anchors}{_fill_gaps(line, lang)}{_rules_of(line, lang)}</p>")
        topic = next((t for start, t in _IT_FIGURES.items() if line.startswith(start)), None)
        if lang == "it" and topic:
            out.append(figs.topic(topic))
    return out


# -- the English book: rules-en.md -------------------------------------------------------------
_EN_FIGURES: dict[str, list[str | int]] = {  # after a rule: topics, or seed figure numbers
    "R11": ["spinner-sequence"],
    "R13": [5],
    "R14": ["terminal-internal"],
    "R15": [6],
    "R24": ["going-out"],
    "R27": ["blocked-hand"],
    "R28": ["score-sheet"],
}


#: The depth of a line that goes on with a top-level item after its nested items (R14's closing
#: sentence): it is indented like the top-level item's text, less than the nested item's.
AFTER_NESTED = -1


def _markdown_items(lines: list[str]) -> list[tuple[int, str]]:
    """List items of rules-en.md as (depth, text), continuation lines joined; a line indented
    as a top-level item's text after its nested items is an item of depth `AFTER_NESTED`."""
    items: list[tuple[int, str]] = []
    for line in lines:
        m = re.match(r"( *)- (.*)", line)
        indent = len(line) - len(line.lstrip())
        if m:
            items.append((len(m.group(1)) // 2, m.group(2)))
        elif items and items[-1][0] > 0 and indent < 2 * items[-1][0] + 2:
            items.append((AFTER_NESTED, line.strip()))
        elif items:
            depth, text = items[-1]
            items[-1] = (depth, f"{text} {line.strip()}")
    return items


def _en_body(text: str, figs: _Figures) -> list[str]:
    seeds = [lay for _, lay in seed_layouts()]
    out: list[str] = []
    chunks = re.split(r"\n\s*\n", text)
    for chunk in chunks:
        lines = chunk.splitlines()
        if not lines:
            continue
        first = lines[0]
        if first.startswith("# "):
            continue
        if first.startswith("## "):
            out.append(f"<h2>{_inline(first[3:])}</h2>")
            lines = lines[1:]
            if not lines:
                continue
            first = lines[0]
        if first.startswith("|"):
            out.append(_table(lines))
            if "after placing" in first:
                out.append(_legend(figs.lang))
                out += [figs.layout(lay) for lay in seeds]
            continue
        if first.lstrip().startswith("- "):
            out += _en_list(_markdown_items(lines), figs, seeds)
            continue
        out.append(f"<p>{_inline(' '.join(ln.strip() for ln in lines))}</p>")
    return out


def _en_list(items: list[tuple[int, str]], figs: _Figures, seeds: list[Layout]) -> list[str]:
    """Each top-level item its own list (so a figure can follow a rule), nested items inside."""
    out: list[str] = []
    k = 0
    while k < len(items):
        _, text = items[k]
        subs: list[str] = []
        after: list[str] = []
        k += 1
        while k < len(items) and items[k][0] != 0:
            (after if items[k][0] == AFTER_NESTED else subs).append(items[k][1])
            k += 1
        inner = ("<ul>" + "".join(f"<li>{_inline(s)}</li>" for s in subs) + "</ul>") if subs else ""
        tail = f"<p>{_inline(' '.join(after))}</p>" if after else ""
        rule = re.match(r"(R\d+|D\d+)\.", text)
        anchor = f' id="{rule.group(1)}"' if rule else ""
        out.append(f'<ul class="rule"{anchor}><li>{_inline(text)}{inner}{tail}</li></ul>')
        for what in _EN_FIGURES.get(rule.group(1) if rule else "", []):
            out.append(figs.layout(seeds[what - 1]) if isinstance(what, int) else figs.topic(what))
    return out


# -- the decisions, the last section of every book ------------------------------------------------
DECISIONS = tuple(f"D{n}" for n in range(1, 9))


def _decisions(lang: str) -> list[str]:
    """The decisions D1-D8 where the texts leave room (RULES.md), each in its own list with its
    anchor (`#D6`): messages of `rulebook.ftl`, so the Italian and Finnish books, whose source
    texts give none, state them too, and a cited D links there (teach22, paper54)."""
    p = messages_of(lang, "rulebook")
    items = [f'<ul class="rule" id="{d}"><li>{_inline(str(p[f"decision-{d}"]))}</li></ul>'
             for d in DECISIONS]
    return [f'<h2 id="decisions">{_e(p["decisions-heading"])}</h2>',
            f'<p>{_e(p["decisions-about"])}</p>', *items]


# -- a rule's own line, for a link to it (teach11 friction 5) -------------------------------------
#: The messages of `rules.ftl`, one summary per rule and decision, in the rules' order.
RULE_KEYS = tuple([f"rule-R{n}" for n in range(1, 29)] + [f"rule-D{n}" for n in range(1, 9)])


def _source_paragraphs(lang: str) -> list[tuple[str, list[str]]]:
    """Each paragraph of the Italian or Finnish text that states rules, with its rule numbers
    (`RULES_AT`), in the book's order."""
    found = []
    for line in (ln.strip() for ln in source_text(lang).splitlines()):
        rules = _stated(line, lang)
        if line and rules:
            found.append((line, [r.strip() for r in rules.split(",")]))
    return found


@cache
def _anchored(lang: str) -> dict[str, tuple[str, ...]]:
    """The rule numbers whose anchor is at a paragraph of the Italian or Finnish book, by the
    paragraph: a rule's paragraph is the first that names it first, else the first naming it."""
    paragraphs = _source_paragraphs(lang)
    chosen = _ANCHORS.get("rule-paragraph", {}).get(base_lang(lang), {})
    at: dict[str, str] = {r: next(line for line, _ in paragraphs if line.startswith(start))
                          for r, start in chosen.items()}
    for line, rules in paragraphs:
        at.setdefault(rules[0], line)
    for line, rules in paragraphs:
        for r in rules:
            at.setdefault(r, line)
    by_line: dict[str, tuple[str, ...]] = {}
    for r, line in sorted(at.items(), key=lambda item: (item[0][0] == "D", int(item[0][1:]))):
        by_line[line] = (*by_line.get(line, ()), r)
    return by_line


@cache
def rule_lines(lang: str) -> dict[str, str]:
    """Each rule's and decision's one-line summary in `lang`, by its number (`R14`): the
    messages `rule-R1` … `rule-D8` of `rules.ftl`, the words of lesson 00's rule map ("In
    short"). A cited rule's tooltip shows it: a summary states the rule's point, where the
    rule book's first sentence often did not (read14 I1)."""
    found = messages_of(lang, "rules")
    return {key.removeprefix("rule-"): str(found[key]) for key in RULE_KEYS}


@cache
def rule_anchors(lang: str) -> frozenset[str]:
    """The rules and decisions the rule book in `lang` has an anchor for (`#R14`): the English
    book every one, the Italian and Finnish books the rules their paragraphs state, and every
    book the decisions of its last section."""
    if base_lang(lang) == "en":
        return frozenset(key.removeprefix("rule-") for key in RULE_KEYS)
    return frozenset(r for rules in _anchored(lang).values() for r in rules) | set(DECISIONS)


def rule_titles(said: str, lang: str) -> dict[str, str]:
    """The rules and decisions `said` cites, each with its one-line summary in `lang`."""
    lines = rule_lines(lang)
    return {r: lines[r] for r in sorted(set(RULE.findall(said))) if r in lines}


def with_rule_lines(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """A question's data for `static/exercise.js` with `ruleLines`, the one line of each rule
    and decision its texts cite: exercise.js shows it as the cited number's tooltip (dotted), and
    links it to the rule book's anchor (`#R14`, `#D6`) where the page's menu links the rule book
    (teach11 friction 5). `ruleUnlinked` lists those the book in `lang` has no anchor for: a
    tooltip, never a link that lands nowhere (paper54: D6 and D2 were plain text in the Italian
    and Finnish quiz)."""
    titles = rule_titles(json.dumps(data, ensure_ascii=False), lang)
    unlinked = [r for r in titles if r not in rule_anchors(lang)]
    return {**data, "ruleLines": titles, **({"ruleUnlinked": unlinked} if unlinked else {})}


# -- the page -------------------------------------------------------------------------------------
def source_text(lang: str) -> str:
    """The source text shipped with the package: Finnish, Italian, or the English rules."""
    phrases(lang)
    return resources.files("fiveup_viz").joinpath("sources", SOURCES[base_lang(lang)]).read_text("utf-8")


def build(lang: str) -> str:
    """The rule book in `lang` as one self-contained HTML page (deterministic bytes)."""
    lang = Words(lang)  # checked once
    p = messages_of(lang, "rulebook")
    figs = _Figures(lang)
    text = source_text(lang)
    base = base_lang(lang)
    body = _en_body(text, figs) if base == "en" else _source_body(lang, text, figs)
    notes = [p["about"]] + ([p["gaps"]] if GAPS[base] else [])
    head = [
        "<!DOCTYPE html>", f'<html lang="{lang}">', "<head>", '<meta charset="utf-8">', ICON_LINK,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(p['title'])}</title>", f"<style>\n{STYLE}\n</style>", "</head>",
        f'<body class="rulebook" data-figures="{figs.count}">', "<main>",
        f"<h1>{_e(p['title'])}</h1>",
        *(f'<p class="note">{_e(n)}</p>' for n in notes),
    ]
    return "\n".join([*head, *body, *_decisions(lang), "</main>", "</body>", "</html>"]) + "\n"


