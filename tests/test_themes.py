"""Themes: colour (default), print (greys only, marks told apart by shape and fill) and
high-contrast; the colour theme's marks survive the common colour-vision deficiencies.

Colour-vision deficiency is simulated with the matrices of Machado, Oliveira and Fernandes
(2009, severity 1.0), applied to linear RGB.
"""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from fiveup_viz import simulate
from fiveup_viz.cli.main import main
from fiveup_viz.drawing import export, svg
from fiveup_viz.drawing.draw import layout_from_moves
from fiveup_viz.pages.diagrams import example_hand
from fiveup_viz.rules.figures import SEED_SEQUENCE
from fiveup_viz.words.errors import FiveUpError

RGB = tuple[float, float, float]

MACHADO_2009: dict[str, tuple[RGB, RGB, RGB]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VISIONS = ["normal", *MACHADO_2009]


def linear(hexa: str) -> RGB:
    def one(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (one(int(hexa[i:i + 2], 16)) for i in (1, 3, 5))
    return r, g, b


def seen(hexa: str, vision: str) -> RGB:
    """The colour as seen with this vision, in linear RGB."""
    rgb = linear(hexa)
    if vision == "normal":
        return rgb
    m = MACHADO_2009[vision]
    r, g, b = (min(1.0, max(0.0, sum(k * c for k, c in zip(row, rgb, strict=True))))
               for row in m)
    return r, g, b


def luminance(rgb: RGB) -> float:
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]


def contrast(a: str, b: str, vision: str = "normal") -> float:
    """WCAG contrast ratio of two colours as seen with `vision`."""
    la, lb = sorted((luminance(seen(a, vision)), luminance(seen(b, vision))), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_simulation_matches_known_values() -> None:
    """The matrices keep white white and greys grey, and a pure red looks dark to a protanope
    (the property that makes red-on-white badges *more* visible, not less)."""
    for vision in MACHADO_2009:
        assert seen("#ffffff", vision) == pytest.approx((1, 1, 1), abs=1e-5)
        r, g, b = seen("#808080", vision)
        assert r == pytest.approx(g, abs=1e-4) and g == pytest.approx(b, abs=1e-4)
    assert luminance(seen("#ff0000", "protanopia")) < 0.6 * luminance(linear("#ff0000"))


# -- the marks of the colour theme -------------------------------------------------------
def _seq_svg(theme: str = "colour") -> ET.Element:
    return ET.fromstring(svg.layout(layout_from_moves(SEED_SEQUENCE), theme=theme))


def _marks(root: ET.Element) -> tuple[list[ET.Element], list[ET.Element]]:
    counted = [e for e in root.iter() if e.get("class") == "counted"]
    legal = [e for e in root.iter() if e.get("class") == "legal"]
    return counted, legal


@pytest.mark.parametrize("theme", list(svg.THEMES))
def test_marks_differ_by_fill_and_shape(theme: str) -> None:
    """A counted end is a filled disc holding its value; a legal point that counts nothing is
    a hollow ring, its inside the background (R13, R14): no colour needed to tell them apart."""
    c = svg.THEMES[theme]
    counted, legal = _marks(_seq_svg(theme))
    assert len(counted) == 4 and len(legal) == 4
    for g in counted:
        disc = g.find("{http://www.w3.org/2000/svg}circle")
        assert disc.get("fill") == c["counted"] != c["background"]
        assert disc.get("stroke") is None
        assert "".join(g.itertext()).isdigit()
    for ring in legal:
        assert ring.get("fill") == c["background"]
        assert ring.get("stroke") == c["legal"] and float(ring.get("stroke-width")) >= 2


@pytest.mark.parametrize("vision", VISIONS)
def test_colour_theme_under_colour_blindness(vision: str) -> None:
    """Under each simulated deficiency the red disc and the green ring both stand out from the
    background (>= 3:1, WCAG non-text contrast), and the number on the disc stays readable
    (>= 4.5:1): the filled disc and the hollow ring differ in luminance, not only in hue."""
    c = svg.DEFAULT_COLORS
    assert contrast(c["counted"], c["background"], vision) >= 3
    assert contrast(c["legal"], c["background"], vision) >= 3
    assert contrast(c["counted text"], c["counted"], vision) >= 4.5


def _pixels(png: bytes) -> tuple[int, int, bytes]:
    import io

    from PIL import Image

    with Image.open(io.BytesIO(png)) as im:
        rgb = im.convert("RGB")
        return rgb.width, rgb.height, rgb.tobytes()


@pytest.mark.skipif(importlib.util.find_spec("resvg_py") is None, reason="extra 'export' missing")
@pytest.mark.parametrize("vision", VISIONS)
def test_rendered_marks_under_colour_blindness(vision: str) -> None:
    """In the rendered picture, seen with each deficiency: inside a counted badge (beside its
    number) the luminance is far from the background's; inside a hollow dot it *is* the
    background's, and the ring around it is far from it. Fill and luminance, not hue."""
    text = svg.layout(layout_from_moves(SEED_SEQUENCE))
    root = ET.fromstring(text)
    zoom = 2.0
    w, _, data = _pixels(export.to_png(text, dpi=96 * zoom))
    x0, y0 = (float(v) for v in root.get("viewBox").split(",")[:2])

    def lum_at(x: float, y: float) -> float:
        i = (int((y - y0) * zoom) * w + int((x - x0) * zoom)) * 3
        hexa = "#" + data[i:i + 3].hex()
        return luminance(seen(hexa, vision))

    bg = luminance(seen(svg.DEFAULT_COLORS["background"], vision))

    def ratio(lum: float) -> float:
        return (max(lum, bg) + 0.05) / (min(lum, bg) + 0.05)

    counted, legal = _marks(root)
    ns = "{http://www.w3.org/2000/svg}"
    for g in counted:
        disc = g.find(f"{ns}circle")
        cx, cy, r = (float(disc.get(k)) for k in ("cx", "cy", "r"))
        assert ratio(lum_at(cx + 0.75 * r, cy)) >= 3, g.get("data-tile")
    for ring in legal:
        cx, cy, r = (float(ring.get(k)) for k in ("cx", "cy", "r"))
        assert ratio(lum_at(cx, cy)) < 1.05
        assert ratio(lum_at(cx + r, cy)) >= 2.5


# -- print and high-contrast ----------------------------------------------------------------
def _colours_used(text: str) -> set[str]:
    return {m.lower() for m in re.findall(r'(?:fill|stroke)="(#[0-9a-fA-F]{6})"', text)}


def _every_drawing(theme: str) -> dict[str, str]:
    game = simulate(3, seed=4, hands=2)
    return {
        "layout": svg.layout(layout_from_moves(SEED_SEQUENCE), theme=theme),
        "panels": svg.panels([layout_from_moves(SEED_SEQUENCE[:3])], heading="h", theme=theme),
        "tile": svg.tile("[5|5]", theme=theme),
        "hand": svg.tiles(["[1|2]"], name="A", theme=theme),
        "hands": svg.players_tiles(game, theme=theme),
        "hand_end": svg.hand_end(*example_hand("blocked"), theme=theme),
        "score_sheet": svg.score_sheet(235, order=True, theme=theme),
        "score_race": svg.score_race(game, theme=theme),
    }


def test_print_theme_is_greys_only() -> None:
    """Every colour of every drawing in the print theme is a grey (r = g = b)."""
    for name, text in _every_drawing("print").items():
        for colour in _colours_used(text):
            assert colour[1:3] == colour[3:5] == colour[5:7], (name, colour)


def test_print_theme_spinner_by_border_shape() -> None:
    """In print, a spinner (R10) has a border at least twice as thick and darker than the
    other tiles, and the legend names that border instead of an orange one."""
    root = _seq_svg("print")
    ns = "{http://www.w3.org/2000/svg}"
    c = svg.PRINT_COLORS
    for g in root.iter(f"{ns}g"):
        if "tile" not in g.get("class", "").split():
            continue
        body = g.find(f"{ns}rect")
        if "spinner" in g.get("class"):
            assert body.get("stroke") == c["spinner"] and float(body.get("stroke-width")) >= 2.5
        else:
            assert body.get("stroke") == c["tile border"]
            assert float(body.get("stroke-width")) <= 1.25
    assert contrast(c["spinner"], "#ffffff") > contrast(c["tile border"], "#ffffff") * 2
    legend = " ".join("".join(e.itertext()) for e in root.iter() if e.get("class") == "legend")
    assert "Thick black border" in legend and "Orange" not in legend
    assert "Oranssi" not in svg.layout(layout_from_moves(["[2|2]"]), theme="print", lang="fi")


def test_high_contrast_theme() -> None:
    """Every colour that carries text or a mark is at least 4.5:1 against white."""
    c = svg.HIGH_CONTRAST_COLORS
    for role in ("tile border", "pip", "spinner", "last", "counted", "legal", "text", "muted",
                 "accepted", "discarded", "target", "stroke", "side 0", "side 1", "side 2",
                 "side 3"):
        assert contrast(c[role], c["background"]) >= 4.5, role
    assert contrast(c["counted text"], c["counted"]) >= 7
    for text in _every_drawing("high-contrast").values():
        assert svg.DEFAULT_COLORS["counted"] not in text


def test_colour_is_the_default_and_colors_override_a_theme() -> None:
    lay = layout_from_moves(SEED_SEQUENCE)
    assert svg.layout(lay) == svg.layout(lay, theme="colour")
    assert svg.layout(lay, theme="print") != svg.layout(lay)
    mixed = svg.layout(lay, theme="print", colors={"counted": "#123456"})
    assert 'fill="#123456"' in mixed and svg.PRINT_COLORS["spinner"] in mixed


def test_unknown_theme(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(svg.ThemeError, match="themes are colour, print, high-contrast"):
        svg.layout(layout_from_moves(["[1|4]"]), theme="sepia")
    assert issubclass(svg.ThemeError, FiveUpError)
    assert main(["draw", "[1|4]", "-o", str(tmp_path / "x.svg"), "--theme", "sepia"]) == 2
    err = capsys.readouterr().err
    assert "invalid choice" in err and err.startswith("error: ") and err.count("\n") == 1
    assert not (tmp_path / "x.svg").exists()


def test_theme_reaches_every_renderer() -> None:
    printed, coloured = _every_drawing("print"), _every_drawing("colour")
    for name, text in printed.items():
        assert text != coloured[name], name


def test_print_score_race_tells_sides_apart_by_dashes() -> None:
    """Greys alone do not separate four lines: in print each side has its own dash pattern,
    the same in the legend; the colour theme keeps solid lines."""
    game = simulate(4, seed=3, hands=2)
    for theme, dashed in (("print", True), ("colour", False)):
        root = ET.fromstring(svg.score_race(game, theme=theme))
        patterns = []
        for g in root.iter("{http://www.w3.org/2000/svg}g"):
            if g.get("class") != "side":
                continue
            line, key = g.find("{http://www.w3.org/2000/svg}polyline"), \
                g.find("{http://www.w3.org/2000/svg}line")
            assert line.get("stroke-dasharray") == key.get("stroke-dasharray")
            patterns.append(line.get("stroke-dasharray"))
        assert len(patterns) == 2
        assert (len(set(patterns)) == 2) if dashed else patterns == [None, None]
