"""The Finnish seed's rule diagrams as data (RULES.md "The seed's diagrams, as data")."""

from __future__ import annotations

#: One game's layout growing through the seed's figures, [5|5] included.
SEED_SEQUENCE: tuple[str, ...] = (
    "[1|4]",
    "[1|1] on [1|4] low",
    "[4|4] on [1|4] high",
    "[3|4] on [4|4] line-b",
    "[1|2] on [1|1] line-b",
    "[1|5] on [1|1] branch-a",
    "[5|5] on [1|5] high",
    "[0|5] on [5|5] line-b",
    "[1|3] on [1|1] branch-b",
)

#: The seed's separate figures: a lone [2|2], a lone [0|0], [6|6] on [3|6].
SEED_SEPARATE: tuple[tuple[str, ...], ...] = (
    ("[2|2]",),
    ("[0|0]",),
    ("[3|6]", "[6|6] on [3|6] high"),
)

#: The step of the sequence that the seed does not draw.
NOT_IN_SEED = "[5|5]"

#: The seed's figures in the seed's own order, each named by the tile placed last.
SEED_ORDER: tuple[str, ...] = ("[4|4]", "[3|4]", "[2|2]", "[1|2]", "[1|5]", "[0|5]", "[1|3]",
                               "[1|4]", "[1|1]", "[6|6]", "[0|0]")

#: Every figure sequence by name, for explorers and lessons.
SEED_FIGURES: dict[str, tuple[str, ...]] = {
    "The seed's game": SEED_SEQUENCE,
    "A lone [2|2]": SEED_SEPARATE[0],
    "A lone [0|0]": SEED_SEPARATE[1],
    "[6|6] on [3|6]": SEED_SEPARATE[2],
}
