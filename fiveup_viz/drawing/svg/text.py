"""The SVG document and its words: `SvgText`, the drawing's frame, and text measured,
wrapped and cut to fit (every language's text fits the width it is given)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

import svgwrite

from fiveup_viz.drawing.geometry import Box
from fiveup_viz.drawing.svg.style import FONT
from fiveup_viz.rules.checks import check_size

__all__ = [
    "DESCRIPTION_LIMIT", "NAME_WIDTH", "SIDE_WIDTH", "TITLE_WIDTH", "SvgText", "canvas", "fit",
    "fit_label", "num", "shorten", "text_at", "text_width", "to_svg", "wrap_heading",
]

DESCRIPTION_LIMIT = 300  #: the most characters of a drawing's text/plain description


class SvgText(str):
    """An SVG document as a string that Jupyter shows as a picture.

    `description` is a short text (at most DESCRIPTION_LIMIT characters): the drawing's
    `text/plain` in a notebook, which a front end shows where it does not render SVG
    (an untrusted notebook in JupyterLab), instead of the SVG source.
    """

    description: str

    def __new__(cls, text: str, description: str = "") -> SvgText:
        obj = super().__new__(cls, text)
        obj.description = shorten(description) if description else "SVG drawing"
        return obj

    def _repr_svg_(self) -> str:
        return self

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        return {"image/svg+xml": str(self), "text/plain": self.description}

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        """IPython's text/plain (its printer for `str` would otherwise win): the description."""
        printer.text(self.description)


def shorten(text: str, limit: int = DESCRIPTION_LIMIT) -> str:
    """`text` in at most `limit` characters: whole sentences while they fit, else cut at a word."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    out = ""
    for sentence in text.replace(". ", ".\n").split("\n"):
        if len(out) + len(sentence) + 1 > limit:
            break
        out = f"{out} {sentence}" if out else sentence
    if out:
        return out
    cut = text[:limit - 1].rsplit(" ", 1)[0]
    return cut + "…"


def to_svg(dwg: svgwrite.Drawing) -> SvgText:
    """The drawing's text (svgwrite's own tostring encodes to UTF-8 and back: slower), with a
    short description made of its <title> and <desc>."""
    xml = dwg.get_xml()
    parts = [(xml.findtext(tag) or "").strip() for tag in ("title", "desc")]
    title, desc = parts
    if title and desc and not desc.startswith(title):
        joined = f"{title}. {desc}" if title[-1] not in ".:;!?" else f"{title} {desc}"
    else:
        joined = title or desc
    return SvgText(ET.tostring(xml, encoding="unicode"), joined)


def num(v: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros."""
    r = round(v, 2)
    i = int(r)
    return str(i) if r == i else repr(r)


def canvas(box: Box, size: float | None, cls: str) -> svgwrite.Drawing:
    """A drawing whose viewBox is `box` (px), scaled to `size` px wide if given."""
    width, height = box.width, box.height
    if size is not None:
        check_size(size)
        height, width = height * size / width, size
    dwg = svgwrite.Drawing(size=(num(width), num(height)), debug=False)
    dwg.viewbox(num(box.x0), num(box.y0), num(box.width), num(box.height))
    dwg.attribs["class"] = cls
    dwg.attribs["role"] = "img"
    dwg.attribs["font-family"] = FONT
    return dwg


def text_at(dwg: svgwrite.Drawing, text: str, x: float, y: float, *, cls: str, size: float,
            color: str, weight: str | None = None, anchor: str = "start") -> Any:
    """A `<text>` element of the drawing at (x, y) px, its text escaped by svgwrite."""
    attrs: dict[str, Any] = {"class_": cls, "font_size": num(size), "fill": color}
    if weight:
        attrs["font_weight"] = weight
    if anchor != "start":
        attrs["text_anchor"] = anchor
    return dwg.text(text, insert=(num(x), num(y)), **attrs)


_NARROW = frozenset("fijlrtIJ'(),-./:;[]\\|! ìí·")
_LOWER = frozenset("abcdeghknopqsuvxyzäöåàèéòùóú")
_WIDE = frozenset("mwMW@%…&")


def text_width(text: str, size: float, bold: bool = False) -> float:
    """A width in px that a line of DejaVu Sans (regular or bold) never exceeds.

    Four classes of characters, each as wide as its widest glyph (measured from the font), so
    a drawing sized or wrapped by this estimate holds its text in any language.
    """
    narrow, lower, other, wide = (0.5, 0.72, 0.86, 1.11) if bold else (0.42, 0.64, 0.84, 1.0)
    em = 0.0
    for ch in text:
        em += narrow if ch in _NARROW else lower if ch in _LOWER else wide if ch in _WIDE \
            else other
    return em * size


def wrap_heading(heading: str | None, size: float, width: float) -> list[str]:
    """A bold heading wrapped to `width` px; one that would need more than three lines is one
    line, cut with … (the whole heading stays in its <title>)."""
    if not heading:
        return []
    if text_width(heading, size, True) > 3 * width:
        return [fit(heading, size, width, True)]
    return _wrap_px(heading, size, width, bold=True)


def _wrap_px(text: str, size: float, width: float, bold: bool = False) -> list[str]:
    """`text` in lines no wider than `width` px (by text_width), broken between words."""
    lines: list[str] = []
    words: list[str] = []
    for word in text.split():  # a word wider than a line is broken between characters
        while text_width(word, size, bold) > width and len(word) > 1:
            cut = len(word) - 1
            while cut > 1 and text_width(word[:cut], size, bold) > width:
                cut -= 1
            words.append(word[:cut])
            word = word[cut:]
        words.append(word)
    for word in words:
        if lines and text_width(f"{lines[-1]} {word}", size, bold) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [""]


NAME_WIDTH = 400.0  #: px a player's name may take (RECORD.md's 40 characters fit); cut with … beyond
TITLE_WIDTH = 1180.0  #: px a title or heading may take; cut with … beyond
SIDE_WIDTH = 540.0  #: px a side's name may take in a legend (partners: two names)


def fit(text: str, size: float, width: float, bold: bool = False) -> str:
    """`text`, or as much of it as fits in `width` px followed by `…`."""
    if text_width(text, size, bold) <= width:
        return text
    keep = max(int(width / text_width("x", size, bold)) - 1, 1)
    while keep > 1 and text_width(text[:keep].rstrip() + "…", size, bold) > width:
        keep -= 1
    return text[:keep].rstrip() + "…"


def fit_label(dwg: svgwrite.Drawing, text: str, x: float, y: float, *, width: float, cls: str,
              size: float, color: str, weight: str | None = None, anchor: str = "start") -> Any:
    """A text cut to `width` px (`fit`); a cut text keeps the whole in its `<title>`."""
    shown = fit(text, size, width, weight == "bold")
    element = text_at(dwg, shown, x, y, cls=cls, size=size, color=color, weight=weight, anchor=anchor)
    if shown != text:
        element.set_desc(title=text)
    return element
