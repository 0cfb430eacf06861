"""The lessons' Markdown as HTML, for the website's pages (no Markdown library needed).

What the course's cells use, and only that: headings, paragraphs, lists (nested by indent,
bulleted or numbered), tables, block quotes, fenced code, and in a line `code`, **strong**,
*emphasis* and [links](address). Every text is escaped; the lessons hold no raw HTML.
`link` turns each address into the page's own (a lesson's `.ipynb` into its `.html`).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator

Link = Callable[[str], str]

HEADING = re.compile(r"(#{1,6})\s+(.*?)\s*#*\s*$")
ITEM = re.compile(r"( *)([-*+]|\d+[.)])\s+(.*)")
FENCE = re.compile(r"\s*(```|~~~)")
TABLE_RULE = re.compile(r"\|?[\s|:-]+\|?")
#: A code span or a link, each read before anything else in a line.
SPAN = re.compile(r"`([^`]+)`|\[((?:[^\[\]]|\[[^\]]*\])+)\]\(([^)\s]+)\)")
STRONG = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
EMPHASIS = re.compile(r"(?<![\w*])[*_](?=[^\s*_])(.+?)(?<=[^\s*_])[*_](?![\w*])")
#: Markdown's escaped punctuation, held aside while the line is read.
ESCAPED = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|>])")


def _protect(text: str) -> str:
    return ESCAPED.sub(lambda m: chr(0xE000 + ord(m.group(1))), text)


def _restore(text: str) -> str:
    return re.sub("[\ue000-\ue0ff]", lambda m: html.escape(chr(ord(m.group(0)) - 0xE000)), text)


def _emphasis(text: str) -> str:
    """Escaped text with its strong and emphasised parts marked."""
    text = STRONG.sub(r"<strong>\1</strong>", html.escape(text, quote=False))
    return EMPHASIS.sub(r"<em>\1</em>", text)


def inline(text: str, link: Link) -> str:
    """One paragraph's text as HTML."""
    return _restore(_inline(_protect(text), link))


def _inline(text: str, link: Link) -> str:
    out, at = [], 0
    for match in SPAN.finditer(text):
        out.append(_emphasis(text[at:match.start()]))
        code, label, address = match.groups()
        if code is not None:
            out.append(f"<code>{html.escape(code)}</code>")
        else:
            href = html.escape(link(_restore_plain(address)))
            out.append(f'<a href="{href}">{_inline(label, link)}</a>')
        at = match.end()
    out.append(_emphasis(text[at:]))
    return "".join(out)


def _restore_plain(text: str) -> str:
    return re.sub("[\ue000-\ue0ff]", lambda m: chr(ord(m.group(0)) - 0xE000), text)


def _cells(row: str) -> list[str]:
    """A table row's cells (a `\\|` stays in its cell)."""
    return [c.strip() for c in _protect(row).strip().strip("|").split("|")]


def _table(rows: list[str], link: Link) -> str:
    head, *body = [_cells(r) for r in rows if not TABLE_RULE.fullmatch(r.strip())]
    out = ["<table><thead><tr>", *(f"<th>{inline(c, link)}</th>" for c in head), "</tr></thead><tbody>"]
    for row in body:
        out += ["<tr>", *(f"<td>{inline(c, link)}</td>" for c in row), "</tr>"]
    return "".join([*out, "</tbody></table>"])


def _lists(items: list[tuple[int, str, str]], link: Link) -> Iterator[str]:
    """Items (indent, marker, text) as lists: a new one where the marker changes kind (bullet,
    number) at the first item's indent; deeper items nest in the item before them."""
    base, k = items[0][0], 0
    while k < len(items):
        tag = "ol" if items[k][1][0].isdigit() else "ul"
        out = [f"<{tag}>"]
        while k < len(items) and ("ol" if items[k][1][0].isdigit() else "ul") == tag:
            text = items[k][2]
            k += 1
            inner = k
            while k < len(items) and items[k][0] > base:
                k += 1
            nested = "".join(_lists(items[inner:k], link)) if k > inner else ""
            out.append(f"<li>{inline(text, link)}{nested}</li>")
        yield "".join([*out, f"</{tag}>"])


def _blocks(lines: list[str]) -> Iterator[tuple[str, list[str]]]:
    """The lines grouped into blocks: (kind, lines)."""
    k = 0
    while k < len(lines):
        line = lines[k]
        if not line.strip():
            k += 1
        elif FENCE.match(line):
            end = next((j for j in range(k + 1, len(lines)) if FENCE.match(lines[j])), len(lines))
            yield "code", lines[k + 1:end]
            k = end + 1
        elif HEADING.fullmatch(line):
            yield "heading", [line]
            k += 1
        else:
            kind = "table" if line.lstrip().startswith("|") else "quote" if line.lstrip().startswith(">") \
                else "list" if ITEM.fullmatch(line) else "paragraph"
            j = k + 1
            while j < len(lines) and lines[j].strip() and _continues(kind, lines[j]):
                j += 1
            yield kind, lines[k:j]
            k = j


def _continues(kind: str, line: str) -> bool:
    """Whether `line` (not blank) goes on with a block of `kind`."""
    if HEADING.fullmatch(line) or FENCE.match(line):
        return False
    if kind == "table":
        return line.lstrip().startswith("|")
    if kind == "quote":
        return line.lstrip().startswith(">")
    if kind == "list":
        return True
    return not (line.lstrip().startswith(("|", ">")) or ITEM.fullmatch(line))


def _items(lines: list[str]) -> list[tuple[int, str, str]]:
    items: list[tuple[int, str, str]] = []
    for line in lines:
        match = ITEM.fullmatch(line)
        if match:
            items.append((len(match.group(1)), match.group(2), match.group(3)))
        elif items:
            indent, marker, text = items[-1]
            items[-1] = (indent, marker, f"{text} {line.strip()}")
    return items


def to_html(source: str, link: Link = str) -> str:
    """A Markdown cell as HTML."""
    out = []
    for kind, lines in _blocks(source.splitlines()):
        if kind == "heading":
            match = HEADING.fullmatch(lines[0])
            assert match is not None
            level = len(match.group(1))
            out.append(f"<h{level}>{inline(match.group(2), link)}</h{level}>")
        elif kind == "code":
            out.append(f"<pre><code>{html.escape(chr(10).join(lines))}</code></pre>")
        elif kind == "table":
            out.append(_table(lines, link))
        elif kind == "quote":
            inner = "\n".join(re.sub(r"^\s*> ?", "", line) for line in lines)
            out.append(f"<blockquote>{to_html(inner, link)}</blockquote>")
        elif kind == "list":
            out.extend(_lists(_items(lines), link))
        else:
            out.append(f"<p>{inline(' '.join(line.strip() for line in lines), link)}</p>")
    return "\n".join(out)
