"""The rule book's diagrams: the seed's figures and one drawing per rule topic, in en/it/fi.

`write_all(out)` writes them to `out/<lang>/<name>.svg` with stable names and returns the
paths; `write_pages` writes a page per language (the rule book, the cheat sheet);
`fiveup-viz diagrams --out assets` regenerates the committed `assets/`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path

from fiveup_viz.drawing import svg
from fiveup_viz.files import write_atomic
from fiveup_viz.rules.bots import simulate
from fiveup_viz.rules.figures import NOT_IN_SEED, SEED_ORDER, SEED_SEPARATE, SEED_SEQUENCE
from fiveup_viz.rules.game import BlockedEnd, DominoEnd, Game
from fiveup_viz.rules.layout import Layout
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import Words, by_key

HEADINGS = by_key("diagrams")

TERMINAL_INTERNAL = (("[3|6]", "[6|6] on [3|6] high"),
                     ("[3|6]", "[6|6] on [3|6] high", "[2|6] on [6|6] line-b"))
LINES_BEFORE_BRANCHES = (("[4|4]", "[1|4] on [4|4] line-a"),
                         ("[4|4]", "[1|4] on [4|4] line-a", "[4|5] on [4|4] line-b"),
                         ("[4|4]", "[1|4] on [4|4] line-a", "[4|5] on [4|4] line-b",
                          "[4|6] on [4|4] branch-a"))
SHEET_SCORE = 235  #: 47 displayed: four full units and seven strokes of the fifth


def seed_layouts() -> list[tuple[str, Layout]]:
    """(stem, layout) of every step of the seed's game, then its separate figures, in the order
    of play (the rule book's order); the asset files are named by `seed_figures()`."""
    out = []
    for i in range(len(SEED_SEQUENCE)):
        out.append(Layout.from_moves(list(SEED_SEQUENCE[: i + 1])))
    out += [Layout.from_moves(list(moves)) for moves in SEED_SEPARATE]
    return [(f"seed-{i:02d}-{_last(lay).low}-{_last(lay).high}", lay) for i, lay in enumerate(out, start=1)]


def seed_figures() -> list[tuple[str, Layout]]:
    """(file stem, layout) of the seed's figures numbered in the seed's own order
    (`seed-01-4-4` ... `seed-11-0-0`), then the [5|5] step the seed does not draw
    (`step-5-5`)."""
    by_tile = {str(_last(lay)): lay for _, lay in seed_layouts()}
    out = [(f"seed-{i:02d}-{_last(by_tile[t]).low}-{_last(by_tile[t]).high}", by_tile[t])
           for i, t in enumerate(SEED_ORDER, start=1)]
    extra = by_tile[NOT_IN_SEED]
    return [*out, (f"step-{_last(extra).low}-{_last(extra).high}", extra)]


def _last(lay: Layout) -> Tile:
    assert lay.last is not None, "a seed figure has at least one tile"
    return lay.last


def example_hand(kind: str, players: int = 4) -> tuple[Game, int]:
    """The first simulated hand (seed order) showing a topic well: (game, hand index).

    `domino`: going out with a partner deduction and a rounding up; `blocked`: at least two
    credited groups.
    """
    for seed in range(2000):
        game = simulate(players, seed=seed, hands=1)
        end = game.hands[0].end
        if kind == "domino" and isinstance(end, DominoEnd) and end.going_out.partner > 0 \
                and end.going_out.opponents_pips % 5 in (3, 4):
            return game, 0
        if kind == "blocked" and isinstance(end, BlockedEnd) \
                and sum(1 for g in end.groups if g.credit > 0) >= 2:
            return game, 0
    raise LookupError(f"no simulated {kind} hand found")  # pragma: no cover


def _drawings(lang: str) -> Iterable[tuple[str, Callable[[], str]]]:
    """(file stem, renderer) of every diagram of one language."""
    for stem, lay in seed_figures():  # each cropped to what it shows: they stand alone
        yield stem, partial(svg.layout, lay, lang=lang)
    for topic, groups in (("terminal-internal", TERMINAL_INTERNAL),
                          ("lines-before-branches", LINES_BEFORE_BRANCHES)):
        lays = [Layout.from_moves(list(m)) for m in groups]
        yield f"rule-{topic}", partial(svg.panels, lays, heading=HEADINGS[topic][lang], lang=lang)
    yield "rule-going-out", lambda: svg.hand_end(*example_hand("domino"), lang=lang)
    yield "rule-blocked-hand", lambda: svg.hand_end(*example_hand("blocked"), lang=lang)
    yield "rule-score-sheet", lambda: svg.score_sheet(
        SHEET_SCORE, name=HEADINGS["score-sheet"][lang], lang=lang, order=True)


def names(lang: str = "en") -> list[str]:
    """The file stems written for a language, in order."""
    return [stem for stem, _ in _drawings(lang)]


def write_all(out: Path | str, *, langs: Iterable[str] = LANGUAGES) -> list[Path]:
    """Write every diagram to `out/<lang>/<stem>.svg`; return the paths written."""
    root = Path(out)
    paths = []
    for lang in map(Words, langs):  # each checked once
        folder = root / lang
        folder.mkdir(parents=True, exist_ok=True)
        for stem, render in _drawings(lang):
            paths.append(write_atomic(folder / f"{stem}.svg", render() + "\n"))
    return paths


def write_pages(out: Path | str, name: str, page: Callable[[str], str], *,
                langs: Iterable[str] = LANGUAGES) -> list[Path]:
    """Write `page(lang)` to `out/<lang>/<name>` for each language; return the paths."""
    paths = []
    for lang in map(Words, langs):  # each checked once
        folder = Path(out) / lang
        folder.mkdir(parents=True, exist_ok=True)
        paths.append(write_atomic(folder / name, page(lang)))
    return paths
