"""Session 45, table78 (R11, R13): at the table a tile that fits both free line sides of a lone
opening double, or both free branches of an internal spinner with no branch started, is one
choice (`fiveup_viz.rules.choices`: the two moves give the same layout but for the sockets'
names), so it is one button, which says both sockets and plays line A (branch A); the picture
keeps both points clickable and letters them with the choice's one letter."""

from __future__ import annotations

import re

import pytest

from fiveup_viz.rules.choices import twin
from fiveup_viz.rules.layout import Move
from fiveup_viz.rules.record import replay
from fiveup_viz.widgets.table import PlayTable

CLASS = ["Class 7B", "Aino", "Eetu", "Iida"]
#: Seed 29: a bot opens with [5|5] and the class holds [3|5] and [4|5]: four legal moves, two
#: tiles on line A or line B of the lone opening double (R11).
LONE, LONE_TILES = 29, ("[3|5]", "[4|5]")
#: Seed 18: the class plays at once, [1|5] and [2|5] on branch A or B of [5|5], an internal
#: spinner with no branch started, and [1|6] on the high end of [5|6].
BRANCHES = 18
#: The socket names each language's button says, line A and line B (terms.ftl).
LINES = {"en": ("line A", "line B"), "it": ("lato lineare A", "lato lineare B"),
         "fi": ("linja A", "linja B")}


def _table(seed: int, lang: str = "en") -> PlayTable:
    table = PlayTable(CLASS, projector=True, seed=seed, lang=lang)
    moves = table.session.moves
    assert moves and any(twin(m) in moves for m in moves)  # the position has twins
    return table


def _any_case(name: str) -> str:
    """A socket's name as a pattern that admits its words in any case form ("linjaan A")."""
    return r"\w* ".join(re.escape(word) for word in name.split())


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_a_tile_on_a_lone_opening_double_is_one_button(lang: str) -> None:
    """R11: line A and line B of a lone opening double are equivalent in play, one choice. The
    class saw two buttons for each tile, "A · [3|5] on [5|5] line A" and "B · [3|5] on [5|5]
    line B", with no word on why; now each tile has one button naming the tile, the spinner
    and both sockets, its tooltip saying why it is one (R11) and where it places the tile."""
    table = _table(LONE, lang)
    layout = table.game.hand.layout
    assert [str(p.tile) for p in layout.placements] == ["[5|5]"]
    assert len(table.session.moves) == 4
    buttons = table.move_buttons
    assert [str(b.move.tile) for b in buttons] == list(LONE_TILES)
    line_a, line_b = LINES[lang]
    for button in buttons:
        said = button.description
        assert said.startswith(f"A · {button.move.tile}") and "[5|5]" in said, said
        assert line_a in said and line_b in said, said
        assert str(button.move.socket) == "line-a" and button.moves == (button.move, twin(button.move))
        assert "(R11, R13)" in button.tooltip and re.search(_any_case(line_a), button.tooltip), button.tooltip
    if lang == "en":
        assert buttons[0].description == "A · [3|5] on [5|5] line A or line B"


def test_pressing_the_choice_plays_line_a_and_either_twin_finds_it() -> None:
    """R11 (line A is the side drawn on the left): the button plays line A, every time;
    `move_button` of line A's move or of line B's finds the choice's one button; the record
    stores the move played (RECORD.md), which replays."""
    table = _table(LONE)
    line_a = Move.parse("[4|5] on [5|5] line-a")
    line_b = Move.parse("[4|5] on [5|5] line-b")
    button = table.move_button(line_b)
    assert button is table.move_button(line_a) is table.move_button(str(line_b))
    hand, done = table.game.hand, len(table.game.hand.actions)
    button.click()
    assert hand.actions[done].move == line_a
    assert replay(table.record) == table.game
    again = _table(LONE)
    again.move_button(line_b).click()
    assert again.record == table.record  # the same move, the same game after it
    with pytest.raises(KeyError):
        again.move_button(line_b)  # played: no button offers it any more


def test_a_choice_has_one_letter_drawn_at_both_its_points() -> None:
    """teach25 F2 (a move button starts with the letter drawn at its point): a choice has one
    letter, drawn beside both of its sockets, so that every letter on the picture starts a
    button and every button's letter is on the picture."""
    table = _table(LONE)
    letters = table.session.move_letters()
    assert sorted(str(s) for _, s in letters) == ["line-a", "line-b"]
    assert set(letters.values()) == {"A"}
    assert table.svg.count('data-letter="A"') == 2 and 'data-letter="B"' not in table.svg
    said = {b.description.split(" · ")[0] for b in table.move_buttons}
    assert said == set(letters.values())


def test_an_internal_spinners_two_free_branches_are_one_button() -> None:
    """R11, R13: branch A and branch B of an internal spinner with no branch started are one
    choice as well; other moves keep their own button and letter, the letters in order (A, B,
    no gap), one button per choice, every legal move offered by one of them."""
    table = _table(BRANCHES)
    moves = table.session.moves
    buttons = table.move_buttons
    assert len(moves) == 5 and len(buttons) == 3
    assert [m for b in buttons for m in b.moves if b.moves[1:]] == \
        [m for m in moves if str(m.socket).startswith("branch")]
    assert sorted((m for b in buttons for m in b.moves), key=Move.sort_key) == moves
    assert [b.description.split(" · ")[0] for b in buttons] == ["A", "A", "B"]
    assert all("branch A or branch B" in b.description for b in buttons[:2])
    assert buttons[2].moves == (buttons[2].move,) and buttons[2].tooltip == buttons[2].description
    letters = table.session.move_letters()
    assert sorted(set(letters.values())) == ["A", "B"]
    hand, done = table.game.hand, len(table.game.hand.actions)
    buttons[0].click()
    assert hand.actions[done].move == Move.parse("[1|5] on [5|5] branch-a")


def test_both_points_of_the_picture_still_play_where_they_are_clicked() -> None:
    """A legal point of the picture plays there: line B's point plays line B, and the record
    stores it (the one button plays line A; a click on the drawing is the class's own choice)."""
    table = _table(LONE)
    table.picker.click_tile("[3|5]")
    hand, done = table.game.hand, len(table.game.hand.actions)
    table.picker.click_point("[5|5]", "line-b")
    assert hand.actions[done].move == Move.parse("[3|5] on [5|5] line-b")
    assert replay(table.record) == table.game


def test_a_shared_screens_private_buttons_offer_one_choice_once() -> None:
    """R6 (the mover's moves are theirs alone) with R11: at a shared screen the shown buttons,
    drawn in the front end only, are the choices too: one button for a tile on two free
    branches, which plays branch A when clicked there."""
    table = PlayTable(["Ada", "Bea", "Cy"], humans=[0, 1], seed=0)
    for _ in range(3):
        table.show_tiles()
        table.move_button(table.session.moves[0]).click()
    table.show_tiles()
    moves = table.session.moves
    assert table.session.private and any(twin(m) in moves for m in moves)
    shown = table.moves_html.shown
    assert shown.count("data-move=") == len(table.move_buttons) == len(moves) - 1
    choice = next(b for b in table.move_buttons if len(b.moves) == 2)
    assert "branch A or branch B" in choice.description and choice.description in shown
    hand, done = table.game.hand, len(table.game.hand.actions)
    table.moves_html._clicked(None, {"kind": "move", "move": str(choice.moves[1])})
    assert hand.actions[done].move == choice.moves[0]  # line B's text finds the choice: branch A
