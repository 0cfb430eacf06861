"""R4: the double-six set and the tile notation."""

import pytest

from fiveup_viz import DOUBLE_SIX, InvalidTileError, Tile, Tiles


def test_r4_the_set_has_28_distinct_tiles_low_first():
    assert len(DOUBLE_SIX) == 28 == len(set(DOUBLE_SIX))
    assert all(t.low <= t.high for t in DOUBLE_SIX)
    assert sum(t.is_double for t in DOUBLE_SIX) == 7
    assert str(DOUBLE_SIX[0]) == "[0|0]" and str(DOUBLE_SIX[-1]) == "[6|6]"


@pytest.mark.parametrize("text", ["[1|4]", "[4|1]", "1|4", "1-4", " [ 4 | 1 ] "])
def test_r4_tile_notation_is_read_in_every_accepted_form(text):
    tile = Tile.parse(text)
    assert (tile.low, tile.high) == (1, 4)
    assert str(tile) == "[1|4]"
    assert Tile.parse(str(tile)) is tile


@pytest.mark.parametrize("text", ["[1|7]", "[1|4", "14", "", "[a|b]", "[1|2|3]", "-1-2"])
def test_r4_malformed_tiles_are_rejected_clearly(text):
    with pytest.raises(InvalidTileError, match="tile"):
        Tile.parse(text)


def test_r4_tile_numbers_out_of_range_are_rejected():
    with pytest.raises(InvalidTileError):
        Tile(3, 7)
    with pytest.raises(InvalidTileError):
        Tile.parse(14)  # type: ignore[arg-type]


def test_r22_hand_pips_add_every_half():
    assert Tiles(["[0|1]", "[6|6]", "[2|3]"]).pips == 18
    assert repr(Tile(1, 4)) == "Tile.parse('[1|4]')"
    assert eval(repr(Tile(1, 4))) == Tile(1, 4)
