"""The seed's figures (RULES.md "The seed's diagrams, as data") and their Finnish text."""

from __future__ import annotations

from pathlib import Path

from fiveup_viz.rules.figures import SEED_SEQUENCE

#: The Finnish source text, shipped in docs/seeds (tests/test_docs.py keeps it current).
FINNISH_SEED = Path(__file__).resolve().parents[1] / "docs" / "seeds" / "rules-fi.txt"

#: The main sequence, one move per figure.
SEQUENCE = list(SEED_SEQUENCE)

#: (moves, counted values, raw credit) for every row of the RULES.md table.
FIGURES = [(SEQUENCE[: i + 1], values, credit) for i, (values, credit) in enumerate([
    ([4, 1], 5), ([2, 4], 0), ([2, 8], 10), ([2, 3], 5), ([2, 3], 5), ([2, 5, 3], 10),
    ([2, 3, 10], 15), ([0, 2, 3], 5), ([0, 2, 3, 3], 0),
])] + [
    (["[2|2]"], [4], 0),
    (["[0|0]"], [0], 0),
    (["[3|6]", "[6|6] on [3|6] high"], [3, 12], 15),
]


def seed_figures() -> dict[str, tuple[str, str]]:
    """Finnish seed: title -> (caption line, long description line), for each drawn figure."""
    lines = FINNISH_SEED.read_text(encoding="utf-8").splitlines()
    return {line: (lines[i + 1], lines[i + 2]) for i, line in enumerate(lines)
            if line.startswith("Asetettu [")}
