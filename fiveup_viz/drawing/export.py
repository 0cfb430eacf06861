"""Write a drawing to a file whose name picks the format: `.svg`, `.png` or `.pdf`.

PNG goes through resvg (`resvg-py`) and PDF through svg2pdf (`svg2pdf-py`): wheels that
carry their own renderer, so no system library (cairo) is needed. Both form the optional
extra `export` (`pip install 'fiveup_viz[export]'`); SVG needs nothing more. In the browser
(Pyodide, JupyterLite) neither exists, and PNG or PDF says so: SVG works there too.

Text is drawn with DejaVu Sans when the machine has it (Debian: fonts-dejavu-core), and
only with it, so the same drawing gives the same pixels on every such machine.
"""

from __future__ import annotations

import io
import os
import re
import sys
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from fiveup_viz.rules.checks import check_number, check_path, check_str
from fiveup_viz.words.errors import FiveUpError, Message

FORMATS = ("svg", "png", "pdf")
EXTRA = "export"
INSTALL_HINT = "pip install 'fiveup_viz[export]'"
CSS_DPI = 96.0  #: SVG px per inch: a PNG at this dpi has one pixel per px
DEFAULT_DPI = 192.0
MAX_PIXELS = 100e6  #: a PNG larger than this (400 MB of RGBA) is refused, not attempted
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FONT_HINT = "install DejaVu Sans (Debian: apt-get install fonts-dejavu-core)"


class ExportError(FiveUpError):
    """A drawing that cannot be written in the format asked for."""


class MissingExtraError(ExportError):
    """PNG or PDF output without the optional extra that draws it."""


def format_of(path: str | Path) -> str:
    """The output format named by the file's suffix: svg, png or pdf."""
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix not in FORMATS:
        raise ExportError(Message("export.format", path=repr(str(path)),
                                  formats=", ".join("." + f for f in FORMATS)))
    return suffix


def _font_dirs() -> list[Path]:
    home = Path.home()
    dirs = [Path("/usr/share/fonts"), Path("/usr/local/share/fonts"), home / ".local/share/fonts",
            home / ".fonts", Path("/Library/Fonts"), home / "Library/Fonts",
            Path("/System/Library/Fonts")]
    if sys.platform == "win32":  # pragma: no cover
        dirs.append(Path(os.environ.get("WINDIR", r"C:\Windows")) / "Fonts")
    return [d for d in dirs if d.is_dir()]


@lru_cache(maxsize=1)
def font_files() -> tuple[str, ...]:
    """DejaVu Sans (regular, bold) found in the usual font folders, or () if it is missing."""
    found: dict[str, str] = {}
    for folder in _font_dirs():
        for root, _, files in os.walk(folder):
            for name in FONT_FILES:
                if name in files and name not in found:
                    found[name] = str(Path(root) / name)
    return tuple(found[n] for n in FONT_FILES if n in found)


@lru_cache(maxsize=1)
def _any_font() -> bool:
    suffixes = (".ttf", ".otf", ".ttc")
    for folder in _font_dirs():
        for _, _, files in os.walk(folder):
            if any(f.lower().endswith(suffixes) for f in files):
                return True
    return False


def _fonts() -> tuple[str, ...]:
    """The font files to use; () means the system's fonts; none at all is an error."""
    files = font_files()
    if files or _any_font():
        return files
    raise ExportError(Message("export.font"))


def _module(name: str) -> Any:
    if sys.platform == "emscripten":  # Pyodide (JupyterLite): no wheel of resvg or svg2pdf
        raise MissingExtraError(Message("export.browser"))
    try:
        return __import__(name)
    except ImportError:
        raise MissingExtraError(Message("export.extra", extra=EXTRA, module=name,
                                        install=INSTALL_HINT)) from None


def check_dpi(dpi: float) -> None:
    """A PNG resolution from 10 to 1200 dpi."""
    if not 10 <= check_number(dpi, "dpi") <= 1200:
        raise ExportError(Message("export.dpi", dpi=f"{dpi:g}"))


def to_png(svg_text: str, *, dpi: float = DEFAULT_DPI) -> bytes:
    """The drawing as PNG bytes, `dpi` / 96 pixels per SVG px."""
    check_dpi(dpi)
    width, height = size_of(svg_text)
    pixels = width * height * (dpi / CSS_DPI) ** 2
    if pixels > MAX_PIXELS:
        raise ExportError(Message("export.pixels", width=f"{width:g}", height=f"{height:g}",
                                  dpi=f"{dpi:g}", pixels=f"{pixels / 1e6:.0f}",
                                  most=f"{MAX_PIXELS / 1e6:.0f}"))
    resvg = _module("resvg_py")
    files = _fonts()
    options: dict[str, Any] = {"zoom": dpi / CSS_DPI}
    if files:
        options.update(font_files=list(files), skip_system_fonts=True,
                       sans_serif_family="DejaVu Sans")
    return bytes(resvg.svg_to_bytes(svg_string=svg_text, **options))


_ROOT = re.compile(r"<svg\b[^>]*>")
_LENGTH = re.compile(r'(\s(?:width|height)=")([0-9.]+)(")')


def size_of(svg_text: str) -> tuple[float, float]:
    """The drawing's width and height in px, from its root element."""
    root = _ROOT.search(check_str(svg_text, "svg_text"))
    sizes = dict(re.findall(r'\s(width|height)="([0-9.]+)"', root.group(0))) if root else {}
    if set(sizes) != {"width", "height"}:
        raise ExportError(Message("export.size"))
    return float(sizes["width"]), float(sizes["height"])


def _in_points(svg_text: str) -> str:
    """The same drawing sized in points (72 an inch) instead of px (96 an inch)."""
    def points(m: re.Match[str]) -> str:
        return f"{m.group(1)}{float(m.group(2)) * 72 / CSS_DPI:.2f}{m.group(3)}"

    def root(m: re.Match[str]) -> str:
        return _LENGTH.sub(points, m.group(0))
    return _ROOT.sub(root, svg_text, count=1)


def to_pdf(svg_text: str) -> bytes:
    """The drawing as a one-page vector PDF of the drawing's size (96 px to the inch)."""
    return pdf_pages([svg_text])


def _svg2pdf(svg_text: str) -> bytes:
    """svg2pdf's one-page PDF of a drawing (its font names and order vary from run to run)."""
    svg2pdf = _module("svg2pdf_py")
    files = _fonts()
    if files:
        db = svg2pdf.FontDatabase()
        for f in files:
            db.load_font_file(f)
    else:
        db = svg2pdf.FontDatabase.system()
    return bytes(svg2pdf.svg_to_pdf(_in_points(svg_text), db))


def pdf_pages(svgs: Sequence[str], *, title: str | None = None) -> bytes:
    """One PDF with a page for each drawing; the same drawings give the same bytes (fonts
    named and ordered by their names, no random file identifier)."""
    pypdf = _module("pypdf")
    writer = pypdf.PdfWriter()
    for svg in svgs:
        reader = pypdf.PdfReader(io.BytesIO(_svg2pdf(svg)))
        _sort_fonts(reader.pages[0])  # cloned in this order: the same object numbers
        _canonical_fonts(writer.add_page(reader.pages[0]))
    writer.add_metadata({"/Producer": "fiveup_viz", **({"/Title": title} if title else {})})
    writer._ID = None
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _font_order(fonts: Any) -> list[str]:
    return sorted(fonts, key=lambda k: str(fonts[k].get_object()["/BaseFont"]).split("+")[-1])


def _sort_fonts(page: Any) -> None:
    """A page's font resources in the order of the fonts' names."""
    from pypdf.generic import DictionaryObject, NameObject

    fonts = page["/Resources"].get("/Font")
    if fonts is None:
        return
    ordered = DictionaryObject()
    for key in _font_order(fonts):
        ordered[NameObject(key)] = fonts.raw_get(key)
    page["/Resources"][NameObject("/Font")] = ordered


def _canonical_fonts(page: Any) -> None:
    """Name a page's fonts F0, F1, ... in the order of their names."""
    from pypdf.generic import DictionaryObject, NameObject

    fonts = page["/Resources"].get("/Font")
    if fonts is None:
        return
    order = _font_order(fonts)
    names = {old: f"/F{i}" for i, old in enumerate(order)}
    canonical = DictionaryObject()
    for old in order:
        canonical[NameObject(names[old])] = fonts.raw_get(old)
    page["/Resources"][NameObject("/Font")] = canonical
    content = page.get_contents()
    data = re.sub(rb"(/fo\d+)(?=[\s/\[<(])", lambda m: names[m.group(1).decode()].encode(),
                  content.get_data())
    content.set_data(data)
    page.replace_contents(content)


def write(svg_text: str, path: str | Path, *, dpi: float = DEFAULT_DPI) -> Path:
    """Write the drawing to `path` in the format its suffix names; return the path.

    OSError if the system refuses, with an old file left whole (`files.write_atomic`)."""
    from fiveup_viz.files import write_atomic

    out = check_path(path)
    fmt = format_of(out)
    if fmt == "svg":
        data = svg_text.encode("utf-8")
    elif fmt == "png":
        data = to_png(svg_text, dpi=dpi)
    else:
        data = to_pdf(svg_text)
    return write_atomic(out, data)
