"""One sha256 over what the package makes for a fixed set of games and lessons.

A refactoring must not change behaviour: run this before and after, and compare.

    python scripts/fingerprint.py            # the fingerprint
    python scripts/fingerprint.py --list     # one hash per part, to find what moved

It covers records, score logs, the command line's text and SVG output, game pages, rule books,
cheat sheets, diagrams, the drawings of the Python API, widget HTML (when ipywidgets is
installed) and the stored outputs of every tutorial notebook. Only public names are used.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from fiveup_viz import Game, replay, scorelog, to_record  # noqa: E402
from fiveup_viz.cli.main import main as cli  # noqa: E402
from fiveup_viz.drawing import svg  # noqa: E402
from fiveup_viz.rules import examples  # noqa: E402

LANGS = ("en", "it", "fi")
SEEDS = (7,)


def _run(argv: list[str], stdin: str = "") -> bytes:
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = cli(argv)
    finally:
        sys.stdin = old
    return f"{status}\n{out.getvalue()}\n{err.getvalue()}".encode()


def _file_of(argv: list[str], suffix: str, stdin: str = "") -> bytes:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"out{suffix}"
        head = _run([*argv, "-o", str(path)], stdin).replace(tmp.encode(), b"OUT")
        return head + (path.read_bytes() if path.exists() else b"")


def _games() -> Iterator[tuple[str, Game]]:
    for name in examples.names():
        yield name, examples.load(name)
    for players in (2, 3, 4):
        for seed in SEEDS:
            text = _run(["simulate", "--players", str(players), "--seed", str(seed),
                         "--strategy", "expert", "--max-hands", "3"]).decode()
            record = text.split("\n", 1)[1].strip().splitlines()[0]
            yield f"sim-{players}-{seed}", replay(json.loads(record))


def _parts() -> Iterator[tuple[str, Callable[[], bytes]]]:
    for name, game in _games():
        record = json.dumps(to_record(game), sort_keys=True)
        yield f"{name}/record", lambda r=record: r.encode()
        yield f"{name}/scorelog", lambda g=game: json.dumps(scorelog(g), sort_keys=True).encode()
        yield f"{name}/replay", lambda r=record: _run(["replay", "-"], r)
        if name in ("two-players", "won-by-placement"):
            yield f"{name}/review", lambda r=record: _run(["review", "-"], r)
        for lang in LANGS:
            yield f"{name}/html/{lang}", lambda r=record, la=lang: _file_of(
                ["html", "-", "--lang", la], ".html", r)
            yield f"{name}/svg/{lang}", lambda g=game, la=lang: _drawings(g, la)
            yield f"{name}/widgets/{lang}", lambda g=game, la=lang: _widgets(g, la)
            yield f"{name}/describe/{lang}", lambda r=record, la=lang: _run(
                ["describe", "-", "--hand", "1", "--step", "3", "--lang", la], r)
    for lang in LANGS:
        yield f"draw/{lang}", lambda la=lang: _file_of(
            ["draw", "[3|3]", "[3|5] on [3|3] line-a", "[3|1] on [3|3] line-b",
             "[5|5] on [3|5] high", "--socket-labels", "--lang", la], ".svg")
    yield "diagrams", _diagrams
    yield "notebooks", _notebooks


def _drawings(game: Game, lang: str) -> bytes:
    parts: list[str] = []
    for hand in range(len(game.hands)):
        parts.append(svg.hand_end(game, hand, lang=lang))
        parts.append(svg.layout(game.hands[hand].layout, lang=lang))
    parts.append(svg.players_tiles(game, lang=lang))
    parts.append(svg.score_sheet(5 * (sum(game.scores) % 19), lang=lang))
    return "\n".join(str(p) for p in parts).encode()


def _widgets(game: Game, lang: str) -> bytes:
    try:
        import ipywidgets

        from fiveup_viz.widgets import GameViewer, HandEndViewer
    except ImportError:
        return b"no ipywidgets"
    shown: list[str] = []

    def collect(widget: object) -> None:
        if isinstance(widget, ipywidgets.HTML):
            shown.append(widget.value)
        for child in getattr(widget, "children", ()):
            collect(child)
        if not isinstance(widget, ipywidgets.Widget) and hasattr(widget, "widget"):
            collect(widget.widget)  # a controller: the ipywidgets tree it shows

    viewer = GameViewer(game, lang=lang)
    for _ in range(60):
        collect(viewer)
        if viewer.at_end:
            break
        viewer.next()
    with tempfile.TemporaryDirectory() as tmp:
        shown.append(viewer.to_html(Path(tmp) / "page.html").read_text(encoding="utf-8"))
    ends = HandEndViewer(game, lang=lang)
    collect(ends)
    return "\n".join(shown).encode()


def _diagrams() -> bytes:
    with tempfile.TemporaryDirectory() as tmp:
        head = _run(["diagrams", "--out", tmp, "--lang", "all"]).replace(tmp.encode(), b"OUT")
        digest = hashlib.sha256(head)
        for path in sorted(Path(tmp).rglob("*")):
            if path.is_file():
                digest.update(str(path.relative_to(tmp)).encode())
                digest.update(path.read_bytes())
        return digest.hexdigest().encode()


def _notebooks() -> bytes:
    digest = hashlib.sha256()
    for path in sorted((ROOT / "tutorials").glob("*/*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        digest.update(str(path.relative_to(ROOT)).encode())
        for cell in cells:
            digest.update(json.dumps(cell.get("outputs", []), sort_keys=True).encode())
    return digest.hexdigest().encode()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="one hash per part")
    parser.add_argument("--times", action="store_true", help="seconds per part, on stderr")
    args = parser.parse_args()
    total = hashlib.sha256()
    for name, make in _parts():
        start = time.perf_counter()
        part = hashlib.sha256(make()).hexdigest()
        if args.times:
            print(f"{time.perf_counter() - start:7.2f}s", name, file=sys.stderr)
        total.update(f"{name} {part}\n".encode())
        if args.list:
            print(part[:16], name)
    print(total.hexdigest())


if __name__ == "__main__":
    main()
