"""`svg.layout(..., socket_labels=True)`: the name of every legal point's socket beside its
mark (R11: line A, line B, branch A, branch B; R12: low end, high end; R13: which free sockets
are legal points), in en/it/fi, clear of tiles, marks and each other, inside the drawing."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from itertools import combinations

import pytest

from fiveup_viz import Layout, simulate
from fiveup_viz.drawing import svg
from fiveup_viz.drawing.draw import layout_from_moves
from fiveup_viz.drawing.geometry import Box
from fiveup_viz.drawing.svg import LABEL_FONT, socket_label_boxes, text_width
from fiveup_viz.drawing.svg import labels as svg_labels
from fiveup_viz.drawing.svg.style import BADGE_RADIUS
from fiveup_viz.drawing.svg.text import num
from fiveup_viz.explain.wording import socket_name
from fiveup_viz.words.fluent import LANGUAGES

from .seed import FIGURES, SEQUENCE

SVG_NS = "{http://www.w3.org/2000/svg}"
LANGS = tuple(LANGUAGES)

#: The seed's final layout (RULES.md): every kind of socket, internal spinners' branches.
SEED_FINAL = layout_from_moves(SEQUENCE)


def _steps(moves: list[str]) -> list[Layout]:
    return [layout_from_moves(moves[: i + 1]) for i in range(len(moves))]


def _hand_steps(seed: int) -> list[Layout]:
    """Every step of the first hand of a simulated four-player game."""
    placements = simulate(4, seed=seed, hands=1).hands[0].layout.placements
    moves = [str(p.tile) if p.on is None else f"{p.tile} on {p.on} {p.socket}"
             for p in placements]
    return _steps(moves)


#: Layouts to check: the seed's figures, the seed's final one, and crowded simulated hands
#: (seed 9's step 15 has a branch enclosed by tiles: its label needs a leader line).
LAYOUTS = ([layout_from_moves(m) for m, _, _ in FIGURES] + [SEED_FINAL]
           + [lay for seed in (0, 9) for lay in _hand_steps(seed)])


def _labels(root: ET.Element) -> list[ET.Element]:
    return [e for e in root.iter(f"{SVG_NS}text") if e.get("class") == "socket-label"]


def _drawn_box(e: ET.Element) -> Box:
    """A label's box as drawn: its baseline start, text_width's bound, ascent and descent."""
    x, y, size = float(e.get("x", "0")), float(e.get("y", "0")), float(e.get("font-size", "0"))
    return Box(x, y - 0.95 * size, x + text_width(e.text or "", size), y + 0.3 * size)


def _tiles_and_marks(root: ET.Element) -> list[Box]:
    """Every tile's body and every mark's circle (counted badge, hollow dot), as drawn."""
    out = []
    for g in root.iter(f"{SVG_NS}g"):
        if "tile" in g.get("class", "").split():
            r = g.find(f"{SVG_NS}rect")
            assert r is not None
            x, y = float(r.get("x", "0")), float(r.get("y", "0"))
            out.append(Box(x, y, x + float(r.get("width", "0")), y + float(r.get("height", "0"))))
    for c in root.iter(f"{SVG_NS}circle"):
        if c.get("class") == "legal" or c.get("r") == num(BADGE_RADIUS * svg.SCALE):
            cx, cy, r = (float(c.get(k, "0")) for k in ("cx", "cy", "r"))
            out.append(Box(cx - r, cy - r, cx + r, cy + r))
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_labels_are_exactly_the_legal_points_sockets(lang: str) -> None:
    """R13: one label per legal point (every free end of a non-double; a double's free line
    sides, or its free branches once both line sides are taken), naming its socket as the rule
    book does (R11, R12), in the drawing's language; no label at a free socket that is not a
    legal point (a spinner's branches before both line sides are occupied)."""
    for lay in LAYOUTS[:12]:
        root = ET.fromstring(svg.layout(lay, lang=lang, socket_labels=True))
        got = [(e.get("data-tile"), e.get("data-socket"), e.text) for e in _labels(root)]
        want = [(str(p.tile), str(p.socket), socket_name(p.socket, lang))
                for p in lay.legal_points()]
        assert got == want


def test_seed_final_layout_labels() -> None:
    """The seed's final layout: four free ends (R12) and the free branches of the internal
    spinners [4|4] and [5|5], whose line sides are both taken (R11, R13); [1|1] has no free
    socket left."""
    root = ET.fromstring(svg.layout(SEED_FINAL, socket_labels=True))
    got = sorted((e.get("data-tile"), e.text) for e in _labels(root))
    assert got == sorted([("[0|5]", "low end"), ("[1|2]", "high end"), ("[1|3]", "high end"),
                          ("[3|4]", "low end"), ("[4|4]", "branch A"), ("[4|4]", "branch B"),
                          ("[5|5]", "branch A"), ("[5|5]", "branch B")])
    fi = ET.fromstring(svg.layout(SEED_FINAL, lang="fi", socket_labels=True))
    assert sorted(e.text or "" for e in _labels(fi)) == sorted(
        ["pienempi pää", "suurempi pää", "suurempi pää", "pienempi pää", "haara A", "haara B",
         "haara A", "haara B"])


@pytest.mark.parametrize("lang", LANGS)
def test_labels_clear_of_tiles_marks_and_each_other(lang: str) -> None:
    """As drawn (the SVG's own rects, circles and texts, measured by the package's
    text_width): no label meets a tile, a mark or another label, and every label lies inside
    the drawing's viewBox (nothing clipped)."""
    for lay in LAYOUTS:
        root = ET.fromstring(svg.layout(lay, lang=lang, socket_labels=True))
        vb = [float(v) for v in root.get("viewBox", "").replace(",", " ").split()]
        view = Box(vb[0], vb[1], vb[0] + vb[2], vb[1] + vb[3])
        labels = [_drawn_box(e) for e in _labels(root)]
        assert len(labels) == len(lay.legal_points())
        others = _tiles_and_marks(root)
        for box in labels:
            assert not any(box.overlaps(o) for o in others), (lay.placements[-1], box)
            assert view.x0 <= box.x0 and box.x1 <= view.x1
            assert view.y0 <= box.y0 and box.y1 <= view.y1
        for a, b in combinations(labels, 2):
            assert not a.overlaps(b)


def test_label_boxes_helper_matches_the_drawing() -> None:
    """`socket_label_boxes` is where the drawing puts them (same order, same text)."""
    for lang in LANGS:
        root = ET.fromstring(svg.layout(SEED_FINAL, lang=lang, socket_labels=True))
        drawn = [(e.text, float(e.get("x", "0"))) for e in _labels(root)]
        boxes = [(lab.text, round(lab.x, 2)) for lab in socket_label_boxes(SEED_FINAL, lang)]
        assert drawn == boxes
        for lab in socket_label_boxes(SEED_FINAL, lang):
            assert lab.box.width == pytest.approx(text_width(lab.text, LABEL_FONT))


def test_enclosed_branch_label_has_a_leader() -> None:
    """A branch enclosed by tiles gets its label away from the mark, with a leader line."""
    lay = _hand_steps(9)[14]
    root = ET.fromstring(svg.layout(lay, socket_labels=True))
    assert [e for e in root.iter(f"{SVG_NS}line") if e.get("class") == "socket-leader"]


def test_off_by_default_and_with_marks_off() -> None:
    """Without the option the drawing is byte for byte what it was; no marks, no labels."""
    plain = svg.layout(SEED_FINAL)
    assert "socket-label" not in plain
    assert svg.layout(SEED_FINAL, socket_labels=False) == plain
    assert "socket-label" not in svg.layout(SEED_FINAL, socket_labels=True, marks=False)


def test_labels_deterministic_and_caption_below() -> None:
    """Same input, same bytes; the caption starts below the lowest label."""
    a = svg.layout(SEED_FINAL, lang="it", socket_labels=True)
    assert a == svg.layout(SEED_FINAL, lang="it", socket_labels=True)
    root = ET.fromstring(a)
    low = max(_drawn_box(e).y1 for e in _labels(root))
    cap = next(e for e in root.iter(f"{SVG_NS}g") if e.get("class") == "caption")
    first = next(cap.iter(f"{SVG_NS}text"))
    assert float(first.get("y", "0")) - CAPTION_ASCENT > low


CAPTION_ASCENT = 15.0  #: px above the baseline of the caption's bold title line


def test_label_text_escaped(monkeypatch: pytest.MonkeyPatch) -> None:
    """Label text goes in as escaped text: markup in a socket's name stays text."""
    monkeypatch.setattr(svg_labels, "socket_name", lambda socket, lang="en": '<b>"&</b>')
    text = svg.layout(SEED_FINAL, socket_labels=True)
    assert "<b>" not in text and "&lt;b&gt;" in text
    assert {e.text for e in _labels(ET.fromstring(text))} == {'<b>"&</b>'}


def test_draw_passes_socket_labels(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """`fiveup_viz.drawing.draw.draw(..., socket_labels=True)` hands the option to svg.layout."""
    from fiveup_viz.drawing.draw import draw

    out = draw(SEQUENCE, tmp_path / "seed.svg", lang="fi", socket_labels=True)
    assert "haara A" in out.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_command_line_draws_socket_labels(tmp_path, lang: str) -> None:  # type: ignore[no-untyped-def]
    """`fiveup-viz draw … --socket-labels` names every legal point's socket in the drawing's
    language, and only those (R11, R13); without the flag there are none."""
    from fiveup_viz.cli.main import main

    out = tmp_path / "seed.svg"
    assert main(["draw", *SEQUENCE, "--socket-labels", "--lang", lang, "-o", str(out)]) == 0
    labels = _labels(ET.fromstring(out.read_text(encoding="utf-8")))
    layout = layout_from_moves(SEQUENCE)
    assert sorted((e.get("data-tile"), e.get("data-socket"), e.text) for e in labels) == sorted(
        (str(lp.tile), str(lp.socket), socket_name(lp.socket, lang)) for lp in layout.legal_points())
    assert main(["draw", *SEQUENCE, "--lang", lang, "-o", str(out)]) == 0
    assert not _labels(ET.fromstring(out.read_text(encoding="utf-8")))
