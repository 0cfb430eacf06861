"""Placing tiles, spinners, legal points, counted ends and placement credit (R9-R15)."""

import pytest

from fiveup_viz import IllegalMoveError, InvalidSocketError, Layout, Move, Socket, Tile, describe
from fiveup_viz.rules.layout import credit_for

from .seed import FIGURES, SEQUENCE, seed_figures


def points(layout):
    return [(str(p.tile), str(p.socket)) for p in layout.legal_points()]


def counted(layout):
    return [(str(e.tile), str(e.socket), e.value) for e in layout.counted_ends()]


@pytest.mark.parametrize(("moves", "values", "credit"), FIGURES,
                         ids=[f[0][-1].split()[0] for f in FIGURES])
def test_r14_r15_seed_figure_table(moves, values, credit):
    layout = Layout.from_moves(moves)
    assert [e.value for e in layout.counted_ends()] == values
    assert layout.total() == sum(values)
    assert layout.credit() == credit


def test_seed_finnish_figure_texts_equal_the_seed_to_the_letter():
    figures = seed_figures()
    assert len(figures) == 11  # the seed draws every table row but [5|5]
    for moves, _, _ in FIGURES:
        layout = Layout.from_moves(moves)
        text = describe(layout, "fi")
        if text.title == "Asetettu [5|5]":
            continue
        assert figures[text.title] == (text.caption, text.long)


def test_r9_the_opening_may_be_any_tile_and_later_tiles_must_match():
    layout = Layout()
    assert layout.moves_for("[2|5]") == [Move.parse("[2|5]")]
    layout.place("[2|5]")
    with pytest.raises(IllegalMoveError, match="R9"):
        layout.place("[1|3]", "[2|5]", "low")  # 1 and 3 do not match 2
    with pytest.raises(IllegalMoveError, match="R9"):
        layout.place("[1|2]")  # no second opening
    with pytest.raises(IllegalMoveError, match="R4"):
        layout.place("[2|5]", "[2|5]", "high")


def test_r10_r11_a_double_attaches_by_line_a_and_branches_wait_for_both_lines():
    layout = Layout.from_moves(["[1|4]", "[4|4] on [1|4] high"])
    assert layout.placements[-1].end is Socket.LINE_A
    assert points(layout) == [("[1|4]", "low"), ("[4|4]", "line-b")]
    with pytest.raises(IllegalMoveError, match="R11"):
        layout.place("[3|4]", "[4|4]", "branch-a")
    layout.place("[3|4]", "[4|4]", "line-b")
    assert ("[4|4]", "branch-a") in points(layout) and ("[4|4]", "branch-b") in points(layout)


@pytest.mark.parametrize("first", ["branch-a", "branch-b"])
def test_r11_either_branch_may_be_started_first(first):
    layout = Layout.from_moves(SEQUENCE[:5])
    layout.place("[1|5]", "[1|1]", first)
    other = "branch-b" if first == "branch-a" else "branch-a"
    assert ("[1|1]", other) in points(layout)


def test_r10_an_opening_double_and_a_double_on_a_branch_are_spinners():
    lone = Layout.from_moves(["[2|2]"])
    assert points(lone) == [("[2|2]", "line-a"), ("[2|2]", "line-b")]
    seq = Layout.from_moves(SEQUENCE)
    assert [str(t) for t in seq.spinners] == ["[1|1]", "[4|4]", "[5|5]"]
    seq.place("[5|6]", "[5|5]", "branch-a")
    assert ("[5|6]", "high") in points(seq)


def test_r12_a_non_double_attaches_by_its_matching_end():
    layout = Layout.from_moves(["[1|4]", "[4|6] on [1|4] high"])
    placement = layout.placements[-1]
    assert placement.end is Socket.LOW and placement.socket is Socket.HIGH
    assert points(layout) == [("[1|4]", "low"), ("[4|6]", "high")]


def test_r13_two_sockets_of_one_value_are_two_moves():
    layout = Layout.from_moves(SEQUENCE[:4])
    moves = layout.moves_for("[4|5]")
    assert [m.text() for m in moves] == ["[4|5] on [4|4] branch-a", "[4|5] on [4|4] branch-b"]


def test_r13_r14_a_legal_point_is_not_always_a_counted_end():
    layout = Layout.from_moves(SEQUENCE[:4])
    legal = {(str(p.tile), str(p.socket)) for p in layout.legal_points()}
    ends = {(t, s) for t, s, _ in counted(layout)}
    assert legal - ends == {("[4|4]", "branch-a"), ("[4|4]", "branch-b")}
    assert layout.is_internal(Tile(4, 4))


def test_r14_terminal_double_counts_both_halves_once_internal_counts_nothing():
    layout = Layout.from_moves(["[3|6]", "[6|6] on [3|6] high"])
    assert counted(layout) == [("[3|6]", "low", 3), ("[6|6]", "line-b", 12)]
    layout.place("[5|6]", "[6|6]", "line-b")
    assert counted(layout) == [("[3|6]", "low", 3), ("[5|6]", "low", 5)]
    layout.place("[2|6]", "[6|6]", "branch-a")  # started branch: only its outer end counts
    assert counted(layout) == [("[2|6]", "low", 2), ("[3|6]", "low", 3), ("[5|6]", "low", 5)]


def test_r14_the_opening_non_double_counts_both_ends():
    assert counted(Layout.from_moves(["[1|4]"])) == [("[1|4]", "high", 4), ("[1|4]", "low", 1)]


@pytest.mark.parametrize(("total", "credit"), [(20, 20), (17, 0), (0, 0), (5, 5), (14, 0), (15, 15)])
def test_r15_only_positive_multiples_of_five_credit(total, credit):
    assert credit_for(total) == credit


def test_illegal_placement_changes_nothing():
    layout = Layout.from_moves(SEQUENCE[:4])
    before = (layout.placements, layout.legal_points(), layout.total())
    for bad in [("[1|6]", "[1|1]", "branch-a"), ("[3|5]", "[3|4]", "high"), ("[0|6]", "[1|4]", "low"),
                ("[2|6]", "[9|9]", "low")]:
        with pytest.raises(ValueError):
            layout.place(*bad)
    with pytest.raises(InvalidSocketError):
        layout.place("[1|6]", "[1|1]", "middle")
    assert (layout.placements, layout.legal_points(), layout.total()) == before


def test_undo_and_copy_restore_exactly():
    layout = Layout.from_moves(SEQUENCE)
    copy = layout.copy()
    for _ in range(len(SEQUENCE) - 3):
        layout.undo()
    assert layout == Layout.from_moves(SEQUENCE[:3])
    assert layout.legal_points() == Layout.from_moves(SEQUENCE[:3]).legal_points()
    assert copy == Layout.from_moves(SEQUENCE) and copy.total() == 8


def test_move_text_round_trips():
    move = Move.parse("[1|2] on [1|1] line-b")
    assert Move.parse(move.text()) == move and str(Move.parse("[4|1]")) == "[1|4]"
    with pytest.raises(IllegalMoveError):
        Move.parse("[1|2] at [1|1]")
    assert eval(repr(Layout.from_moves(SEQUENCE)), {"Layout": Layout}) == Layout.from_moves(SEQUENCE)


def test_seed_legend_lines_match_the_finnish_seed():
    from fiveup_viz.explain.wording import phrases

    from .seed import FINNISH_SEED

    legend = phrases("fi")["legend_counted"] + phrases("fi")["legend_legal"]
    assert legend in FINNISH_SEED.read_text(encoding="utf-8").splitlines()


def test_every_language_names_every_socket_and_phrase():
    from fiveup_viz.explain.wording import PHRASES

    assert PHRASES["en"].keys() == PHRASES["it"].keys() == PHRASES["fi"].keys()
    layout = Layout.from_moves(SEQUENCE[:3])
    assert describe(layout, "en").caption == ("Counted values: 2 + 8 = 10. "
                                              "Placement points: 10 raw (2 displayed).")
    assert describe(layout, "it").title == "Posa di [4|4]"
    assert describe(Layout.from_moves(SEQUENCE[:1]), "en").caption.endswith("(1 displayed point).")


def test_an_empty_table_is_described_without_a_sum():
    text = describe(Layout(), "en")
    assert text.title == "Empty table" and text.caption == "Counted values: none."


@pytest.mark.parametrize(("lang", "tiles", "others"), [
    ("en", "Tiles: none.", "Spinners: none."),
    ("it", "Tessere: nessuna.", "Spinner: nessuno."),  # tessera is feminine, spinner masculine
    ("fi", "Laatat: ei yhtään.", "Spinnerit: ei yhtään."),
])
def test_an_empty_table_says_none_as_each_heading_needs(lang: str, tiles: str, others: str) -> None:
    """Native reader (fixes5 point 1): the viewer's first frame said «Tessere: nessuno»."""
    long = describe(Layout(), lang).long
    assert tiles in long and others in long


@pytest.mark.parametrize(("bad", "rule", "words"), [
    (("[1|6]", "[1|1]", "high"), "R11", "line A, line B, branch A and branch B"),
    (("[1|6]", "[1|1]", "branch-a"), "R11", "branches may be started only"),
    (("[3|5]", "[3|4]", "line-a"), "R12", "low and high ends"),
    (("[0|6]", "[1|4]", "low"), "R12", "already occupied"),
])
def test_refusals_cite_r11_for_a_spinners_sockets_and_r12_for_a_non_doubles_ends(bad, rule, words):
    """en-rules-review I11, it-review #7: R11 defines a spinner's four sockets (line A, line B,
    branch A, branch B), R12 a non-double's two (its low and high end); a refused socket cites
    the rule of the tile it was aimed at, and names a spinner's sockets as the course does (T5)."""
    layout = Layout.from_moves(SEQUENCE[:4])
    with pytest.raises(IllegalMoveError) as refused:
        layout.place(*bad)
    assert refused.value.rule == rule
    text = refused.value.say("en")
    assert text.endswith(f"({rule})") and words in text
