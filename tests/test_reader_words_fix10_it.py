"""What the second fresh Italian reader of issue 29 (task fix10-it: generated text 8.5/10,
lessons 9/10) found in real play: each test names its finding (1-6) and reads the words as a
learner gets them (a caption, a hint, a table's note)."""

from __future__ import annotations

import re

from fiveup_viz import Layout
from fiveup_viz.drawing import svg
from fiveup_viz.pages.panels import caption_lines


def _opened_with(double: str) -> Layout:
    layout = Layout()
    layout.place(double)
    return layout


def test_a_single_counted_end_is_captioned_in_the_singular_without_a_sum() -> None:
    """Finding 1 (R9, R14): a double opening, and every draw after it, was captioned «Valori
    conteggiati: 8 = 8.»; one counted end is «Valore conteggiato: 8.» in the viewer's caption,
    the unchanged caption after a draw and the picture's caption."""
    layout = _opened_with("4|4")
    assert caption_lines(layout, "it")[1].startswith("Valore conteggiato: 8. Punti della posa")
    assert caption_lines(layout, "it", placed=False) == (
        "Schema invariato; ultima posa: [4|4]", "Valore conteggiato: 8.")
    drawn = re.findall(r'class="sum"[^>]*>([^<]*)<', svg.layout(layout, lang="it"))
    assert drawn == ["Valore conteggiato: 8"], drawn
    layout.place("4|1", "4|4", "line-a")
    values = " + ".join(str(e.value) for e in layout.counted_ends())  # RULES.md ordering
    assert caption_lines(layout, "it", placed=False)[1] == f"Valori conteggiati: {values} = 9."


def test_english_and_finnish_keep_the_seed_s_sum_for_one_counted_end() -> None:
    """Finding 1's limit: the Finnish seed's figure says «Pisteytykseen lasketut arvot: 4 = 4.»
    and English says `4 = 4` on purpose; only Italian chooses the singular."""
    layout = _opened_with("2|2")
    assert caption_lines(layout, "fi", placed=False)[1] == "Pisteytykseen lasketut arvot: 4 = 4."
    assert caption_lines(layout, "en", placed=False)[1] == "Counted values: 4 = 4."
