"""teach31 friction 4 (issue 31): at a hand's end the table's caption box under the layout said
"Placement points: 20 raw (4 displayed)" for the going-out tile while the count beside it said
those 20 raw go into the going-out event, not credited alone (R21, R23, D6), so pupils could
think they counted twice. The box now says so itself, in en/it/fi; other placements as before."""

from __future__ import annotations

import html

import pytest

from fiveup_viz.widgets.table import PlayTable
from fiveup_viz.words.messages import ui

NAMES = ["Classe 3B", "Giulia", "Marco", "Sofia"]


def _to_end(seed: int, lang: str, players: list[str] | int = NAMES) -> PlayTable:
    table = PlayTable(players, seed=seed, lang=lang, projector=True)
    while not table.game.hand.over:
        table.move_button(table.session.moves[0]).click()
    return table


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_going_out_tiles_box_says_its_points_join_the_going_out_event(lang: str) -> None:
    """R23, D6: under the hand's last tile the box says its points are not credited alone;
    before the last tile, at the same table, it says nothing of the kind."""
    for seed in range(16, 40):
        table = _to_end(seed, lang)
        hand = table.game.hand
        if hand.end is not None and hand.end.kind == "domino" and hand.layout.credit():
            break
    else:
        pytest.fail("no hand gone out with placement points")
    shown = table.session.caption_html()
    said = html.escape(ui(lang, "caption-last", raw=hand.layout.credit()))
    assert said in shown
    if lang == "en":
        assert ("These points are not credited alone: they join the going-out event (R23, D6)."
                in html.unescape(shown))
    table.next_hand_button.click()
    table.move_button(table.session.moves[0]).click()
    assert said not in table.session.caption_html()


def test_a_last_tile_without_points_says_it_brings_nothing() -> None:
    """R14, R15, R23: a going-out tile whose counted ends make no multiple of 5 brings nothing
    into the event; the box says that instead."""
    for seed in range(16, 80):
        table = _to_end(seed, "en")
        hand = table.game.hand
        if hand.end is not None and hand.end.kind == "domino" and not hand.layout.credit():
            break
    else:
        pytest.skip("no hand gone out without placement points among these deals")
    assert ("This last placement brings nothing into the going-out event (R23, D6)."
            in html.unescape(table.session.caption_html()))

