"""The first open of a saved lesson, as JupyterLab shows it before anything runs.

JupyterLab renders an output with the first MIME type in its renderer order that it may use:
untrusted, only the "safe" renderers (sanitized HTML, Markdown, LaTeX, PNG/JPEG/GIF, plain
text; not SVG, not a widget view); trusted, any. A widget view whose model is not in the
notebook shows "Error displaying widget: model not found". So every drawing's text/plain is a
short description, and every saved widget output is a picture that survives sanitizing.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest

from fiveup_viz import Layout, simulate
from fiveup_viz.drawing import svg
from fiveup_viz.drawing.svg import DESCRIPTION_LIMIT

TUTORIALS = Path(__file__).resolve().parent.parent / "tutorials"
NOTEBOOKS = sorted(TUTORIALS.glob("*/*.ipynb"))
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: JupyterLab 4's default renderer order (@jupyterlab/rendermime standardRendererFactories,
#: the widget manager's view at rank 0 first) and whether each is safe for untrusted output.
RENDER_ORDER: list[tuple[str, bool]] = [
    (WIDGET_VIEW, False), ("text/html", True), ("text/markdown", True), ("text/latex", True),
    ("image/svg+xml", False), ("image/bmp", True), ("image/png", True), ("image/jpeg", True),
    ("image/gif", True), ("image/webp", True), ("application/javascript", False),
    ("text/plain", True),
]


def shown_as(data: dict[str, Any], *, trusted: bool) -> str | None:
    """The MIME type JupyterLab renders for an output's data."""
    for mime, safe in RENDER_ORDER:
        if mime in data and (trusted or safe):
            return mime
    return None


def _text(value: Any) -> str:
    return value if isinstance(value, str) else "".join(value)


def _outputs(path: Path) -> list[tuple[str, dict[str, Any]]]:
    book = json.loads(path.read_text(encoding="utf-8"))
    return [(cell.get("id", "?"), out["data"]) for cell in book["cells"]
            for out in cell.get("outputs", []) if "data" in out]


@pytest.mark.parametrize("path", NOTEBOOKS,
                         ids=[f"{p.parent.name}/{p.stem}" for p in NOTEBOOKS])
def test_saved_outputs_as_jupyterlab_shows_them_untrusted_and_trusted(path: Path) -> None:
    """Untrusted: a drawing shows its short description, a widget its static picture, never
    SVG source. Trusted: the drawing itself, and no widget view without its model."""
    for cell, data in _outputs(path):
        where = f"{path.name} cell {cell}"
        plain = _text(data.get("text/plain", ""))
        assert "<svg" not in plain and len(plain) <= max(DESCRIPTION_LIMIT, len(plain)
                                                         if "image/svg+xml" not in data
                                                         and "text/html" not in data
                                                         else 0), where
        untrusted = shown_as(data, trusted=False)
        trusted = shown_as(data, trusted=True)
        if "image/svg+xml" in data:
            assert untrusted == "text/plain" and 0 < len(plain) <= DESCRIPTION_LIMIT, where
            assert trusted == "image/svg+xml", where
        if "text/html" in data:
            html = _text(data["text/html"])
            # the sanitizer would drop inline <svg>: drawings must be <img> data URIs
            assert "<svg" not in html, where
            # no script, but in a viewer's kernel-free copy (fiveup_viz.pages.page) and a saved
            # exercise (fiveup_viz.widgets.answers): the sanitizer drops it and the static
            # picture, or the <details> choices, beside it stay; trusted, it steps or checks
            assert "<script" not in html or any(c in html for c in (
                'class="fiveup-viewer-page"', 'class="fiveup-static fiveup-exercises"')), where
        assert trusted != WIDGET_VIEW, f"{where}: would show 'model not found'"


def test_every_saved_widget_shows_a_picture_of_its_state() -> None:
    """The lessons' widget outputs are static pictures: images of the drawings they showed."""
    pictures = [(p.name, cell, _text(data["text/html"])) for p in NOTEBOOKS
                for cell, data in _outputs(p) if "fiveup-static" in _text(data.get("text/html", ""))]
    assert len(pictures) >= 6  # the explorer, hand-end viewers, game viewers and play table
    with_images = 0
    for name, cell, html in pictures:
        images = re.findall(r"<img [^>]*>", html)
        assert "<svg" not in html, f"{name} {cell}"
        assert all('src="data:image/svg+xml;base64,' in i and "alt=" in i for i in images), \
            f"{name} {cell}"
        with_images += bool(images)
    assert with_images >= 6  # every viewer, explorer and table shows its drawings


@pytest.mark.parametrize("drawing", [
    lambda: svg.layout(Layout.from_moves(["[1|4]", "[1|1] on [1|4] low"])),
    lambda: svg.layout(Layout.from_moves(["[2|2]"]), lang="fi"),
    lambda: svg.panels([Layout.from_moves(["[6|6]"])] * 3, heading="Three", lang="it"),
    lambda: svg.tiles(["[1|2]", "[3|4]"], name="Ada"),
    lambda: svg.players_tiles(simulate(["Ada", "Bea", "Cai"], seed=3)),
    lambda: svg.hand_end(simulate(["Ada", "Bea"], seed=1), 0),
    lambda: svg.score_sheet(185),
    lambda: svg.score_race(simulate(["Ada", "Bea"], seed=1)),
    lambda: svg.tile("[5|5]"),
], ids=["layout", "lone-fi", "panels", "hand", "hands", "hand-end", "sheet", "race", "tile"])
def test_a_drawing_in_a_notebook_is_svg_with_a_short_description(drawing: Any) -> None:
    from IPython.core.formatters import DisplayFormatter

    data, _ = DisplayFormatter().format(drawing())
    assert data["image/svg+xml"].startswith("<svg")
    assert 0 < len(data["text/plain"]) <= DESCRIPTION_LIMIT
    assert "<" not in data["text/plain"]


def test_a_long_layout_description_is_cut_at_a_sentence() -> None:
    game = simulate(["Ada", "Bea", "Cai", "Dan"], seed=11)
    big = max((h.layout for h in game.hands), key=len)
    text = svg.layout(big).description
    assert len(text) <= DESCRIPTION_LIMIT and text.endswith(".")
    assert text.startswith(svg.layout(big).split("<title>")[1].split("</title>")[0])


def test_a_hidden_hand_description_names_no_tile() -> None:
    text = svg.tiles(["[1|2]", "[3|4]"], name="Bea", hidden=True).description
    assert "[" not in text


# -- in real JupyterLab ---------------------------------------------------------------------
def _open(page: Any, base: str, name: str) -> Any:
    from playwright.sync_api import expect

    page.goto(f"{base}/lab/tree/{name}")
    panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    expect(panel.locator(".jp-Notebook")).to_be_visible(timeout=60_000)
    expect(panel.locator(".jp-OutputArea-output").first).to_be_attached(timeout=60_000)
    page.wait_for_timeout(1500)
    return panel


@pytest.mark.browser
def test_a_fresh_clone_opens_with_pictures_not_source(jupyterlab: tuple[str, Path],
                                                      jupyterlab_home: Path, page: Any) -> None:
    """JupyterLab in Chromium, before running anything: untrusted, no SVG source shows and the
    widgets show their picture; trusted (as `make lab` makes the course), the drawings show
    and no widget says "model not found"."""
    pytest.importorskip("playwright")
    from nbformat import read
    from nbformat.sign import NotebookNotary
    from playwright.sync_api import expect

    base, root = jupyterlab
    names = ["en/00-index.ipynb", "en/11-a-whole-game.ipynb"]
    page.set_viewport_size({"width": 1280, "height": 900})
    out = Path(os.environ.get("FIVEUP_TEST_OUTPUT") or tempfile.gettempdir()) / \
        "fiveup-test-output"  # outside the working tree
    out.mkdir(parents=True, exist_ok=True)
    for i, name in enumerate(names):  # as a fresh clone: untrusted
        shutil.copyfile(TUTORIALS / name, root / f"lesson-{i}.ipynb")
        panel = _open(page, base, f"lesson-{i}.ipynb")
        texts = panel.locator(".jp-OutputArea-output").all_inner_texts()
        assert not any("<svg" in t for t in texts)
        assert panel.locator(".jp-RenderedSVG").count() == 0  # untrusted: no SVG renderer
        if i == 0:
            assert any(t.strip().startswith("Placed [5|5]") for t in texts)
            page.screenshot(path=str(out / "first-open-untrusted.png"))
        else:
            expect(panel.locator(".fiveup-static").nth(2)).to_be_attached(timeout=30_000)
            assert panel.locator(".fiveup-static img").count() >= 3
    for i, _ in enumerate(names):  # trusted, as `make lab` makes the course's notebooks
        NotebookNotary(data_dir=str(jupyterlab_home / "data")).sign(
            read(root / f"lesson-{i}.ipynb", as_version=4))
        page.goto(f"{base}/lab/workspaces/trusted-{i}")
        panel = _open(page, base, f"lesson-{i}.ipynb")
        texts = panel.locator(".jp-OutputArea-output").all_inner_texts()
        assert not any("model not found" in t or "<svg" in t for t in texts)
        if i == 0:
            expect(panel.locator(".jp-RenderedSVG img").first).to_be_visible(timeout=30_000)
            page.screenshot(path=str(out / "first-open-trusted.png"))
        else:
            expect(panel.locator(".fiveup-static img").first).to_be_attached(timeout=30_000)
