"""What a learner reads about a credit before the target check and the going-out event
(the last fresh English rules reading, issue 29 point 3: findings M2, I1-I5, I11, I13 and
the move buttons' style note): each test names its finding."""

from __future__ import annotations

import pytest

from fiveup_viz.layout import Move
from fiveup_viz.scoring import TARGET

LANGS = ("en", "it", "fi")


def _opening_table(lang: str, score: int):  # type: ignore[no-untyped-def]
    """A table where the learner opens (seed 5 deals them [4|6], which opens for 10 raw),
    their side's score set to `score`, the picker drawn again."""
    from fiveup_viz.widgets import PlayTable

    table = PlayTable(["You", "Greedy bot"], seat=0, lang=lang, seed=5)
    game = table.game
    game.scores[game.side_of(0)] = score
    table._render_picker()
    return table


@pytest.mark.parametrize("lang", LANGS)
def test_opening_tile_label_says_a_credit_past_305_is_thrown_away(lang: str) -> None:
    """Rules reading M2: at 300 raw the opening tile's label said "scores 10 raw", though R2
    throws away an event past 305. Now the label says the event is thrown away and credits
    nothing, citing R2, in every language; an opening that lands exactly on 305 still scores."""
    table = _opening_table(lang, 300)
    layout = table.game.layout
    labels = {t["tile"]: t["label"] for t in table.picker.tiles}
    over = [tile for tile in labels if 300 + layout.credit_of(Move.parse(tile)) > TARGET]
    exact = [tile for tile in labels if layout.credit_of(Move.parse(tile)) == 5]
    assert over, labels
    for tile in over:
        assert "(R2)" in labels[tile] and "300 + " in labels[tile], labels[tile]
    for tile in exact:
        assert "(R2)" not in labels[tile], labels[tile]
    if lang == "en":
        raw = layout.credit_of(Move.parse(over[0]))
        assert labels[over[0]] == (f"{over[0]}, one of your tiles: opens the table (R9); 300 + {raw}"
                                   " raw would pass 305, so the scoring event is thrown away and"
                                   " credits nothing (R2)")
        assert "scores" not in labels[over[0]]
