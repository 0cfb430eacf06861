"""No text runs past its drawing: every heading, caption and legend of every rule diagram in
en, it and fi lies inside the viewport that holds it, by a conservative width estimate for
DejaVu Sans (svg.text_width), and, in Chromium, by the browser's own measurement."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from fiveup_viz.drawing import svg
from fiveup_viz.pages import diagrams
from fiveup_viz.words.fluent import LANGUAGES

NS = "{http://www.w3.org/2000/svg}"
#: en-XA (the pseudo-locale, 40 % longer than English) shows a text that would no longer fit.
CASES = [(lang, stem) for lang in (*LANGUAGES, "en-XA") for stem in diagrams.names(lang)]


def _render(lang: str, stem: str) -> str:
    return dict(diagrams._drawings(lang))[stem]()


def _viewports(root: ET.Element) -> list[tuple[ET.Element, tuple[float, float, float, float]]]:
    """Every <svg> (the root and nested panels) with its viewBox (x0, y0, x1, y1)."""
    out = []
    for el in root.iter(f"{NS}svg"):
        x, y, w, h = (float(v) for v in el.get("viewBox", "0 0 0 0").replace(",", " ").split())
        out.append((el, (x, y, x + w, y + h)))
    return out


def _lines(text: ET.Element) -> list[tuple[str, float]]:
    """(content, x) of each line of a <text>: itself, or each <tspan> placed on its own."""
    spans = text.findall(f"{NS}tspan")
    if spans:
        return [("".join(s.itertext()), float(s.get("x", text.get("x", "0")))) for s in spans]
    return [("".join(text.itertext()), float(text.get("x", "0")))]


def _extents(text: ET.Element) -> list[tuple[str, float, float]]:
    """(content, left, right) in px of each line of a <text>, by svg.text_width."""
    size = float(text.get("font-size", "13"))
    bold = text.get("font-weight") == "bold"
    anchor = text.get("text-anchor", "start")
    out = []
    for content, x in _lines(text):
        width = float(text.get("textLength")) if text.get("textLength") else \
            svg.text_width(content, size, bold)
        left = x - width / 2 if anchor == "middle" else x - width if anchor == "end" else x
        out.append((content, left, left + width))
    return out


@pytest.mark.parametrize(("lang", "stem"), CASES, ids=[f"{lang}-{s}" for lang, s in CASES])
def test_every_text_fits_its_drawing(lang: str, stem: str) -> None:
    root = ET.fromstring(_render(lang, stem))
    for viewport, (x0, _, x1, _) in _viewports(root):
        nested = {id(t) for inner in viewport.iter(f"{NS}svg") if inner is not viewport
                  for t in inner.iter(f"{NS}text")}
        for text in viewport.iter(f"{NS}text"):
            if id(text) in nested:
                continue
            for content, left, right in _extents(text):
                assert x0 - 0.5 <= left and right <= x1 + 0.5, \
                    f"{lang}/{stem}: {content!r} spans {left:.0f}..{right:.0f}, " \
                    f"drawing {x0:.0f}..{x1:.0f}"
