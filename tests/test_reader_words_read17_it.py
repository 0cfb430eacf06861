"""A fresh Italian reading (read17-it, finding A1): R2 discards a scoring event, never a tile.

Lesson 09 said «la posa viene scartata» and lesson 13 printed «posa scartata»: a pupil reads
that the tile is taken back, while under R2 the tile stays on the table and only its credit is
thrown away («Il punteggio non cambia e il gioco continua»).
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TILE_DISCARDED = re.compile(r"\bposa\s+(?:viene\s+|è\s+)?scartata\b", re.IGNORECASE)


def test_no_italian_text_says_a_placement_is_discarded_r2() -> None:
    """R2: what is discarded is the event (l'accredito, l'evento), in every Italian lesson source,
    built lesson and message."""
    sources = [*(ROOT / "course").glob("*/it.md"), *(ROOT / "tutorials" / "it").glob("*.ipynb"),
               *(ROOT / "fiveup_viz" / "locales" / "it").glob("*.ftl")]
    found = [(p.relative_to(ROOT).as_posix(), m.group(0)) for p in sources
             for m in TILE_DISCARDED.finditer(" ".join(p.read_text(encoding="utf-8").split()))]
    assert not found, found
    lesson_09 = " ".join((ROOT / "course" / "09" / "it.md").read_text(encoding="utf-8").split())
    assert "l'accredito della posa viene scartato (la tessera resta sul tavolo)" in lesson_09
