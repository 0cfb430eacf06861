"""Issue 31 (session 42, table53; teach23 F1, teach24 F2): the class's table at a projector at a
hand's end, in the kernel: the count in the layout's place, its result held until shown, and
"what happened" saying where the count is. Elsewhere the table is as it was."""

from __future__ import annotations

import html

import pytest

from fiveup_viz.widgets.table import PlayTable
from fiveup_viz.words.messages import ui

NAMES = ["Classe 3B", "Giulia", "Marco", "Sofia"]


def _at_the_end(lang: str, projector: bool) -> PlayTable:
    table = PlayTable(NAMES, seed=16, lang=lang, projector=projector)
    while not table.game.hand.over:
        table.move_button(table.session.moves[0]).click()
    return table


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_at_a_projector_the_count_takes_the_layouts_place_and_waits(lang: str) -> None:
    """teach23 F1, teach24 F2 (R21-R24): at a projector the hand's count stands where the
    layout was, with "Show the count" and "Deal the next hand" above it; the scores and "what
    happened" wait (`fiveup-count-held`) until "Show the count" (which steps the count to its
    end) or the count stepped to its end; "what happened" says the count is where the layout
    was, not "below"; the next deal brings the layout and the moves back."""
    table = _at_the_end(lang, True)
    assert "fiveup-count-held" in table.widget._dom_classes
    assert table._play_box.children == (table.end_box,)
    assert table.end_box.children[0] is table.end_tools
    # table64 (teach27 F1): "Show the layout" calls the final layout back beside them
    assert table.end_tools.children == (table.show_count_button, table.next_hand_button,
                                        table.end_layout_toggle)
    said = table.session.messages_html()
    beside, below = (html.escape(ui(lang, key)) for key in ("hand-over-beside", "hand-over"))
    assert beside in said and below not in said
    table.show_count_button.click()
    assert "fiveup-count-held" not in table.widget._dom_classes
    assert table.end_viewer is not None and table.end_viewer.step == len(table.end_viewer.steps) - 1
    # table64 (teach27 F7): once shown, only the next deal is left to say
    said = table.session.messages_html()
    assert beside not in said and html.escape(ui(lang, "hand-over-counted")) in said
    table.next_hand_button.click()
    assert table._play_box.children == (table.picker, table.move_box)
    assert "fiveup-count-held" not in table.widget._dom_classes


def test_stepping_the_count_to_its_end_shows_the_result() -> None:
    """teach24 F2: the class steps the count itself; at its last step the scores are shown."""
    table = _at_the_end("en", True)
    viewer = table.end_viewer
    assert viewer is not None
    viewer.stepper.index = len(viewer.steps) - 2
    assert "fiveup-count-held" in table.widget._dom_classes
    viewer.stepper.index = len(viewer.steps) - 1
    assert "fiveup-count-held" not in table.widget._dom_classes


def test_away_from_a_projector_nothing_is_held() -> None:
    """Only at a projector: a notebook table at a hand's end keeps its count below and its
    words ("step through the count below")."""
    table = _at_the_end("en", False)
    assert "fiveup-count-held" not in table.widget._dom_classes
    assert table.end_box.children == (table.end_viewer.widget,)  # type: ignore[union-attr]
    assert ui("en", "hand-over") in table.session.messages_html()


@pytest.mark.parametrize("projector", [True, False])
def test_a_live_tables_second_count_says_no_window_of_hands(projector: bool) -> None:
    """teach25 (R21: each hand ends with its count): at a live table's second hand the count
    said "This page holds hands 2 to 2 of 2", a replay's words, and "Hand 2 of 2", as if the game
    had two hands. A game that goes on says neither: no window sentence, and the front end is
    told the game goes on ("Hand 2")."""
    table = _at_the_end("en", projector)
    table.next_hand_button.click()
    while not table.game.hand.over:
        table.move_button(table.session.moves[0]).click()
    assert table.game.hand.index == 1 and not table.game.finished
    viewer = table.end_viewer
    assert viewer is not None
    frames = viewer.frames()
    assert frames.window_note == "" and frames.payload()["goingOn"] is True


def test_while_the_count_is_held_the_next_deal_is_not_offered() -> None:
    """teach30 F1, teach29 friction 2, teach34 (R8: the next hand is dealt after the count,
    R21-R24): at a hand's end "Deal next hand ▶" beside the count read as "next"; one click
    skipped the count and its result, even as a plain button. While the count is held at a
    projector the next deal is not shown, "Show the result of the count" is; once the count is
    shown (or stepped to its end) the next deal is there, blue. Away from a projector it is
    there at once."""
    table = _at_the_end("fi", True)
    assert table.next_hand_button.layout.display == "none"
    assert table.show_count_button.layout.display == ""
    assert table.show_count_button.button_style == "warning"
    table.show_count_button.click()
    assert table.next_hand_button.layout.display == "" and table.next_hand_button.button_style == "primary"
    assert table.show_count_button.layout.display == "none"
    stepped = _at_the_end("fi", True)
    viewer = stepped.end_viewer
    assert viewer is not None
    viewer.stepper.index = len(viewer.steps) - 1  # the count stepped to its end
    assert stepped.next_hand_button.layout.display == ""
    usual = _at_the_end("fi", False)
    assert usual.next_hand_button.layout.display != "none"
    assert usual.next_hand_button.button_style == "primary"
