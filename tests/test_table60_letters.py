"""Issue 31 (session 43, table60; teach25 F2): the class's moves lettered at their points, and
hidden tiles staying hidden: a shared screen's mover's moves put no letter on everyone's picture."""

from __future__ import annotations

from fiveup_viz.widgets.table import PlayTable


def test_the_moves_letters_are_the_pictures() -> None:
    """teach25 F2 (R11-R13): each move button starts with the letter drawn beside its point."""
    table = PlayTable(["Class 7B", "Aino", "Eetu", "Iida"], projector=True, seed=0)
    table.move_button(table.session.moves[0]).click()
    letters = table.session.move_letters()
    assert sorted(letters.values()) == ["A", "B", "C", "D"]
    for button in table.move_buttons:
        move = button.move
        assert button.description.startswith(f"{letters[(move.on, move.socket)]} · {move.tile}")
    for letter in letters.values():
        assert f'data-letter="{letter}"' in table.svg


def test_a_shown_hand_at_a_shared_screen_letters_nothing() -> None:
    """R6 (hands stay hidden): at a shared screen the mover's moves are theirs alone, so the
    picture everyone sees carries no letter of them, and their buttons none either."""
    table = PlayTable(["Ada", "Bea", "Cy"], humans=[0, 1], seed=3)
    for _ in range(2):  # past the opening: the moves then use points of the layout
        table.show_tiles()
        table.move_button(table.session.moves[0]).click()
    table.show_tiles()
    assert table.session.private and table.game.hand.layout.last is not None
    assert any(b.move.on is not None for b in table.move_buttons)
    assert table.session.move_letters() == {}
    assert "choice-letter" not in table.svg
    assert all(" · " not in b.description for b in table.move_buttons)
