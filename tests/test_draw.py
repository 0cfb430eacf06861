"""`fiveup-viz draw`: any position from moves, to SVG, PNG (read back) or PDF; bad input
gives one error line and writes nothing (R4, R9-R14)."""

from __future__ import annotations

import io
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.drawing import export, svg
from fiveup_viz.drawing.draw import MoveError, draw, layout_from_moves
from fiveup_viz.rules.figures import SEED_SEQUENCE
from fiveup_viz.words.errors import Message

from .seed import seed_figures

SVG_NS = "{http://www.w3.org/2000/svg}"
EXAMPLE = ["[1|4]", "[1|1] on [1|4] low", "[4|4] on [1|4] high"]
needs_export = pytest.mark.skipif(
    any(__import__("importlib").util.find_spec(m) is None for m in ("resvg_py", "svg2pdf_py")),
    reason="the optional extra 'export' is not installed")


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def classes(root: ET.Element, cls: str) -> list[ET.Element]:
    return [e for e in root.iter() if cls in e.get("class", "").split()]


def test_draw_the_issue_example(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """[1|4], [1|1] on its low end, [4|4] on its high end: two terminal doubles count 2 and 8
    (R14), 10 credits 10 raw (R15); same marks and caption as svg.layout."""
    out = tmp_path / "fig.svg"
    assert run(["draw", *EXAMPLE, "-o", str(out)], capsys) == (0, f"wrote {out}\n", "")
    root = ET.parse(out).getroot()
    assert [e.get("data-tile") for e in classes(root, "tile")] == ["[1|4]", "[1|1]", "[4|4]"]
    counted = sorted(("".join(e.itertext()), e.get("data-tile")) for e in classes(root, "counted"))
    assert counted == [("2", "[1|1]"), ("8", "[4|4]")]
    caption = " ".join("".join(e.itertext()) for e in classes(root, "caption"))
    assert "Placed [4|4]" in caption and "2 + 8 = 10" in caption
    assert out.read_text(encoding="utf-8") == svg.layout(layout_from_moves(EXAMPLE))


def test_moves_from_a_file_and_stdin(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """One move a line; blank lines and # comments skipped; the Finnish caption equals the
    seed's figure text."""
    moves = tmp_path / "moves.txt"
    moves.write_text("# the seed's game\n" + "\n\n".join(SEED_SEQUENCE) + "\n", encoding="utf-8")
    a, b = tmp_path / "a.svg", tmp_path / "b.svg"
    assert run(["draw", str(moves), "-o", str(a), "--lang", "fi"], capsys)[0] == 0
    monkeypatch.setattr(sys, "stdin", io.StringIO(moves.read_text(encoding="utf-8")))
    assert run(["draw", "-", "-o", str(b), "--lang", "fi"], capsys)[0] == 0
    assert a.read_bytes() == b.read_bytes()
    root = ET.parse(a).getroot()
    title = root.find(f"{SVG_NS}title").text
    assert title == "Asetettu [1|3]"
    assert root.find(f"{SVG_NS}desc").text == seed_figures()[title][1]


@pytest.mark.parametrize(("moves", "n", "rule"), [
    (["[1|4]", "[1|1] on [1|4] low", "[4|5] on [1|1] branch-a"], 3, "R11"),  # lines first
    (["[1|4]", "[1|4] on [1|4] low"], 2, "R4"),                         # one set: no repeats
    (["[1|4]", "[2|2] on [1|4] low"], 2, "R9"),                         # halves must match
    (["[1|4]", "[4|4] on [1|4] high", "[4|5] on [4|4] line-a"], 3, "R11"),  # occupied
    (["[1|4]", "[1|7] on [1|4] low"], 2, "R4"),                         # not a tile
    (["[1|4]", "[1|1] on [1|4] lo"], 2, "R11, R12"),                    # not a socket
    (["[1|4]", "[1|1] at [1|4] low"], 2, "R9"),                         # not a move
    (["[1|4]", "[2|3]"], 2, "R9"),                                      # second opening
])
def test_illegal_move_exits_2_with_one_line(moves: list[str], n: int, rule: str,
                                            tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "fig.svg"
    code, stdout, err = run(["draw", *moves, "-o", str(out)], capsys)
    assert code == 2 and stdout == ""
    assert err.endswith("\n") and err.count("\n") == 1
    assert err.startswith(f"error: move {n}: ") and rule in err
    assert not out.exists()


def test_draw_in_python(tmp_path: Path) -> None:
    """fiveup_viz.drawing.draw.draw: the same drawing as the command; bad input writes nothing."""
    out = draw(EXAMPLE, tmp_path / "fig.svg", theme="print", lang="fi")
    assert out.read_text(encoding="utf-8") == svg.layout(layout_from_moves(EXAMPLE), theme="print",
                                                         lang="fi")
    with pytest.raises(MoveError):
        draw(["[1|4]", "[1|4] on [1|4] low"], tmp_path / "bad.svg")
    with pytest.raises(export.ExportError):
        draw(EXAMPLE, tmp_path / "bad.jpg")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fig.svg"]


def test_move_error_in_python() -> None:
    with pytest.raises(MoveError, match=r"^move 2: .*R9") as info:
        layout_from_moves(["[1|4]", "[2|2] on [1|4] low"])
    assert info.value.n == 2 and isinstance(info.value, ValueError)


@pytest.mark.parametrize(("args", "message"), [
    (["[1|4]", "-o", "{tmp}/fig.gif"], "cannot tell the format"),
    (["[1|4]", "-o", "{tmp}/none/fig.svg"], "does not exist"),
    (["{tmp}/missing.txt", "-o", "{tmp}/fig.svg"], "cannot read moves"),
    (["{tmp}/empty.txt", "-o", "{tmp}/fig.svg"], "no moves to draw"),
    (["{tmp}/binary.txt", "-o", "{tmp}/fig.svg"], "cannot read moves"),
    (["[1|4]", "-o", "{tmp}/fig.png", "--dpi", "0"], "--dpi"),
    (["[1|4]", "-o", "{tmp}/fig.svg", "--width", "-3"], "--width"),
    (["[1|4]", "-o", "{tmp}/fig.svg", "--width", "nan"], "--width"),
    (["[1|4]", "-o", "{tmp}/fig.png", "--width", "20000", "--dpi", "1200"], "million pixels"),
])
def test_bad_input_gives_one_error_line(args: list[str], message: str, tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "empty.txt").write_text("\n# nothing\n", encoding="utf-8")
    (tmp_path / "binary.txt").write_bytes(b"\xff\xfe\x00[1|4]")
    argv = ["draw", *(a.format(tmp=tmp_path) for a in args)]
    code, stdout, err = run(argv, capsys)
    assert (code, stdout) == (2, "")
    assert err.count("\n") == 1 and err.startswith("error: ") and message in err
    assert "Traceback" not in err
    assert not [p for p in tmp_path.iterdir() if p.name.startswith("fig")]


def test_options(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--no-caption, --no-legend, --no-highlight-last, --numerals and --width change what
    they name and nothing else."""
    def draw(*opts: str) -> ET.Element:
        out = tmp_path / "o.svg"
        assert run(["draw", *EXAMPLE, "-o", str(out), *opts], capsys)[0] == 0
        return ET.parse(out).getroot()

    plain = draw()
    assert classes(plain, "caption") and classes(plain, "legend") and classes(plain, "highlight")
    bare = draw("--no-caption")
    assert not classes(bare, "caption") and not classes(bare, "legend")
    assert float(bare.get("height")) < float(plain.get("height"))
    no_legend = draw("--no-legend")
    assert classes(no_legend, "caption") and not classes(no_legend, "legend")
    assert float(bare.get("height")) < float(no_legend.get("height")) < float(plain.get("height"))
    assert not classes(draw("--no-highlight-last"), "highlight")
    assert not classes(draw("--no-highlight-last"), "last")
    numerals = draw("--numerals")
    assert sorted("".join(e.itertext()) for e in classes(numerals, "numeral")) == \
        ["1", "1", "1", "4", "4", "4"]
    assert draw("--width", "300").get("width") == "300"
    assert classes(draw("--theme", "print"), "counted")


def _png_pixels(path: Path) -> tuple[tuple[int, int], list[tuple[int, int, int]]]:
    from PIL import Image

    with Image.open(path) as im:
        rgb = im.convert("RGB")
        raw = rgb.tobytes()
        return rgb.size, list(zip(raw[0::3], raw[1::3], raw[2::3], strict=True))


@pytest.mark.slow
@needs_export
@pytest.mark.parametrize("dpi", [96, 192])
def test_png_read_back(dpi: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The PNG has the drawing's size times dpi/96, is not blank, shows the red counted
    badges and the green hollow dots, and its caption text was drawn (a font was found)."""
    out = tmp_path / "fig.png"
    assert run(["draw", *SEED_SEQUENCE, "-o", str(out), "--dpi", str(dpi)], capsys)[0] == 0
    text = svg.layout(layout_from_moves(SEED_SEQUENCE))
    root = ET.fromstring(text)
    zoom = dpi / 96
    (w, h), pixels = _png_pixels(out)
    assert abs(w - float(root.get("width")) * zoom) <= 1
    assert abs(h - float(root.get("height")) * zoom) <= 1
    colours = set(pixels)
    assert len(colours) > 20
    dark = sum(1 for p in pixels if sum(p) < 200)
    assert dark > 0.01 * len(pixels)  # pips, borders, text

    def near(rgb: tuple[int, int, int], hexa: str) -> bool:
        want = tuple(int(hexa[i:i + 2], 16) for i in (1, 3, 5))
        return all(abs(a - b) <= 12 for a, b in zip(rgb, want, strict=True))

    assert sum(near(p, svg.DEFAULT_COLORS["counted"]) for p in pixels) > 50 * zoom ** 2
    assert sum(near(p, svg.DEFAULT_COLORS["legal"]) for p in pixels) > 20 * zoom ** 2
    # the caption band (below the tiles) holds drawn text: dark pixels in its rows
    _, y0 = (float(v) for v in root.get("viewBox").split(",")[:2])
    caption = next(e for e in root.iter() if e.get("class") == "title")
    top = int((float(caption.get("y")) - 16 - y0) * zoom)
    band = pixels[top * w:(top + int(20 * zoom)) * w]
    assert sum(1 for p in band if sum(p) < 200) > 30 * zoom ** 2


@needs_export
def test_pdf_export(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """One vector page of the drawing's size (96 px = 72 pt) with the caption as text."""
    from pypdf import PdfReader

    out = tmp_path / "fig.pdf"
    assert run(["draw", *EXAMPLE, "-o", str(out), "--lang", "it"], capsys)[0] == 0
    reader = PdfReader(out)
    assert len(reader.pages) == 1
    root = ET.fromstring(svg.layout(layout_from_moves(EXAMPLE), lang="it"))
    box = reader.pages[0].mediabox
    assert float(box.width) == pytest.approx(float(root.get("width")) * 0.75, abs=0.1)
    text = reader.pages[0].extract_text()
    assert "Posa di [4|4]" in text and "2 + 8 = 10" in text


@needs_export
def test_the_same_drawing_gives_the_same_pdf_bytes_in_any_process(tmp_path: Path) -> None:
    """Output is deterministic: svg2pdf names and orders fonts differently from one process to
    the next, so the PDF names them in order; two processes with other hash seeds agree."""
    import os
    import subprocess

    outs = []
    for seed in ("1", "2"):
        out = tmp_path / f"fig{seed}.pdf"
        subprocess.run([sys.executable, "-m", "fiveup_viz", "draw", *EXAMPLE, "--lang", "fi",
                        "-o", str(out)], check=True, env={**os.environ, "PYTHONHASHSEED": seed})
        outs.append(out.read_bytes())
    assert outs[0] == outs[1]


def test_missing_extra_names_it(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the optional renderer, PNG says which extra to install; SVG still works."""
    monkeypatch.setitem(sys.modules, "resvg_py", None)
    monkeypatch.setitem(sys.modules, "svg2pdf_py", None)
    for name in ("fig.png", "fig.pdf"):
        code, _, err = run(["draw", "[1|4]", "-o", str(tmp_path / name)], capsys)
        assert code == 2 and err.count("\n") == 1
        assert "'export'" in err and "pip install 'fiveup_viz[export]'" in err
    with pytest.raises(export.MissingExtraError):
        export.to_png(svg.tile("[1|4]"))
    assert run(["draw", "[1|4]", "-o", str(tmp_path / "fig.svg")], capsys)[0] == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fig.svg"]


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_in_the_browser_png_and_pdf_say_svg_works(tmp_path: Path, lang: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 21: on Pyodide (JupyterLite, `sys.platform == "emscripten"`) PNG and PDF say they
    are not available in the browser and that SVG works, in the learner's language, never
    `pip install`, even where the renderers import; SVG is written as anywhere else."""
    monkeypatch.setattr(sys, "platform", "emscripten")
    said = {}
    for name in ("fig.png", "fig.pdf"):
        with pytest.raises(export.MissingExtraError) as caught:
            export.write(svg.tile("[1|4]"), tmp_path / name)
        said[name] = caught.value.say(lang)
        assert said[name] == Message("export.browser").say(lang)
        assert "pip" not in said[name] and "SVG" in said[name] and ".svg" in said[name]
    assert len({Message("export.browser").say(other) for other in ("en", "it", "fi")}) == 3
    assert export.write(svg.tile("[1|4]"), tmp_path / "fig.svg").read_text().startswith("<svg")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fig.svg"]
