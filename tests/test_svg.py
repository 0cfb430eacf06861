"""SVG drawings: marks equal the rules core, no overlaps, stable bytes, escaping (R10-R28)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from itertools import combinations
from typing import Any

import pytest

from fiveup_viz import Game, Layout, Tile, Tiles, simulate
from fiveup_viz.drawing import svg
from fiveup_viz.drawing.geometry import frame
from fiveup_viz.explain.wording import describe

from .seed import FIGURES, SEQUENCE, seed_figures

SVG_NS = "{http://www.w3.org/2000/svg}"
HOSTILE = '<script>alert(1)</script> & "Bob"'


def parse(text: str) -> ET.Element:
    return ET.fromstring(text)


def with_class(root: ET.Element, cls: str) -> list[ET.Element]:
    return [e for e in root.iter() if cls in e.attrib.get("class", "").split()]


def text_of(e: ET.Element) -> str:
    return "".join(e.itertext())


def counted_marks(root: ET.Element) -> list[tuple[str, str, int]]:
    return [(e.get("data-tile"), e.get("data-socket"), int(text_of(e)))
            for e in with_class(root, "counted")]


def legal_marks(root: ET.Element) -> list[tuple[str, str]]:
    return [(e.get("data-tile"), e.get("data-socket")) for e in with_class(root, "legal")]


def expected_counted(layout: Layout) -> list[tuple[str, str, int]]:
    return [(str(e.tile), str(e.socket), e.value) for e in layout.counted_ends()]


def expected_legal(layout: Layout) -> list[tuple[str, str]]:
    """Legal points that are not a counted end: free branches of internal spinners and the second
    line side of a lone double, whose value is counted once (R13, R14; issue 9)."""
    counted = {(e.tile, e.socket) for e in layout.counted_ends()}
    return [(str(p.tile), str(p.socket)) for p in layout.legal_points()
            if (p.tile, p.socket) not in counted]


def tile_rects(root: ET.Element) -> dict[str, tuple[float, float, float, float]]:
    """data-tile -> (x0, y0, x1, y1) of each tile's body."""
    out = {}
    for g in with_class(root, "tile"):
        r = g.find(f"{SVG_NS}rect")
        x, y = float(r.get("x")), float(r.get("y"))
        out[g.get("data-tile")] = (x, y, x + float(r.get("width")), y + float(r.get("height")))
    return out


def overlap(a: tuple[float, ...], b: tuple[float, ...], eps: float = 0.01) -> bool:
    return a[0] < b[2] - eps and b[0] < a[2] - eps and a[1] < b[3] - eps and b[1] < a[3] - eps


def mark_boxes(root: ET.Element) -> list[tuple[float, float, float, float]]:
    circles = [e.find(f"{SVG_NS}circle") for e in with_class(root, "counted")]
    circles += with_class(root, "legal")
    out = []
    for c in circles:
        x, y, r = float(c.get("cx")), float(c.get("cy")), float(c.get("r"))
        out.append((x - r, y - r, x + r, y + r))
    return out


def check_layout_svg(layout: Layout, text: str) -> None:
    """Marks equal the core; tiles are all there, never overlap and carry no marker."""
    root = parse(text)
    assert counted_marks(root) == expected_counted(layout)
    assert legal_marks(root) == expected_legal(layout)
    rects = tile_rects(root)
    assert sorted(rects) == sorted(str(t) for t in layout.tiles)
    for a, b in combinations(rects.values(), 2):
        assert not overlap(a, b)
    for m in mark_boxes(root):
        assert not any(overlap(m, r) for r in rects.values())


# -- layouts -------------------------------------------------------------------------
@pytest.mark.parametrize("moves,values,credit", FIGURES)
def test_seed_figures_marks_r14_r15(moves: list[str], values: list[int], credit: int) -> None:
    """Every seed figure: one badge per counted end with its value; hollow dots on the free
    branches of internal spinners and a lone double's second side (R13, R14); credit (R15)."""
    layout = Layout.from_moves(moves)
    text = svg.layout(layout)
    check_layout_svg(layout, text)
    root = parse(text)
    assert [v for _, _, v in counted_marks(root)] == values
    points = text_of(with_class(root, "points")[0])
    assert points.startswith(f"Placement points: {credit} raw")


def test_terminal_double_one_badge_both_halves_r14() -> None:
    """A terminal double has one badge with both halves at its first free line side."""
    root = parse(svg.layout(Layout.from_moves(SEQUENCE[:3])))
    assert counted_marks(root) == [("[1|1]", "line-b", 2), ("[4|4]", "line-b", 8)]
    lone = parse(svg.layout(Layout.from_moves(["[2|2]"])))
    assert counted_marks(lone) == [("[2|2]", "line-a", 4)]
    assert legal_marks(lone) == [("[2|2]", "line-b")]  # both line sides are places to play


def test_internal_spinner_branches_are_hollow_dots_r13() -> None:
    root = parse(svg.layout(Layout.from_moves(SEQUENCE[:5])))
    assert legal_marks(root) == [("[1|1]", "branch-a"), ("[1|1]", "branch-b"),
                                 ("[4|4]", "branch-a"), ("[4|4]", "branch-b")]


def test_expected_legal_is_free_branches_of_internal_spinners() -> None:
    """The 'legal' marks are exactly the free branches of internal spinners (R13, R14)."""
    for h in simulate(4, seed=5, hands=3).hands:
        lay = h.layout
        branches = [(str(p.tile), str(p.socket)) for p in lay.legal_points()
                    if p.tile.is_double and lay.is_internal(p.tile)]
        assert expected_legal(lay) == branches == [(str(t), str(s)) for t, s, _ in
                                                   lay.uncounted_points()]


def simulated_hands(games: int) -> list[Layout]:
    return [h.layout for players in (2, 3, 4) for seed in range(games)
            for h in simulate(players, seed=seed, hands=1).hands]


@pytest.mark.slow
def test_simulated_hands_every_prefix() -> None:
    """Every prefix of 90 simulated hands: marks equal counted_ends() and the uncounted legal
    points, no overlaps, no marker on a tile (R13, R14)."""
    count = 0
    for final in simulated_hands(30):
        box = frame(final)
        layout = Layout()
        for pl in final.placements:
            layout.place(pl.tile, pl.on, pl.socket)
            check_layout_svg(layout, svg.layout(layout, frame=box, caption=False))
            count += 1
    assert count > 1000


def test_full_layouts_render() -> None:
    """All 28 tiles with many spinners: marks, overlaps and markers still right."""
    from .test_geometry import random_full_layout

    for seed in range(40):
        layout = random_full_layout(seed)
        check_layout_svg(layout, svg.layout(layout))


def test_tile_marks_and_spinner_class_r10() -> None:
    """Each tile a <g class="tile"> with data-tile; doubles add class spinner; last is marked."""
    layout = Layout.from_moves(SEQUENCE)
    root = parse(svg.layout(layout))
    tiles = with_class(root, "tile")
    assert [g.get("data-tile") for g in tiles] == [str(t) for t in layout.tiles]
    for g in tiles:
        classes = g.get("class").split()
        assert ("spinner" in classes) == Tile.parse(g.get("data-tile")).is_double
        assert ("last" in classes) == (g.get("data-tile") == "[1|3]")
    assert [g.get("data-tile") for g in with_class(root, "highlight")] == ["[1|3]"]
    plain = parse(svg.layout(layout, highlight_last=False))
    assert not with_class(plain, "last") and not with_class(plain, "highlight")


def test_same_input_same_bytes() -> None:
    """No global counters: the same layout gives the same bytes before and after others."""
    layout = Layout.from_moves(SEQUENCE)
    first = svg.layout(layout, lang="fi")
    svg.layout(Layout.from_moves(SEQUENCE[:4]))
    svg.tiles(["[1|2]"], name="x")
    assert svg.layout(Layout.from_moves(SEQUENCE), lang="fi") == first
    game = simulate(4, seed=2)
    assert svg.score_race(game) == svg.score_race(simulate(4, seed=2))
    assert svg.hand_end(game, 0) == svg.hand_end(simulate(4, seed=2), 0)


def test_one_frame_for_every_step_of_a_hand() -> None:
    """With frame=geometry.frame(final), every step has the same viewBox and size."""
    final = simulate(4, seed=11, hands=1).hands[0].layout
    box = frame(final)
    heads = set()
    layout = Layout()
    for pl in final.placements:
        layout.place(pl.tile, pl.on, pl.socket)
        root = parse(svg.layout(layout, frame=box))
        heads.add((root.get("viewBox"), root.get("width"), root.get("height")))
        assert parse(svg.layout(layout, frame=final)).get("viewBox") == root.get("viewBox")
    assert len(heads) == 1


def test_options_size_numerals_colors() -> None:
    layout = Layout.from_moves(SEQUENCE[:3])
    root = parse(svg.layout(layout, size=300))
    assert float(root.get("width")) == 300
    numerals = parse(svg.layout(layout, numerals=True))
    assert [text_of(e) for e in with_class(numerals, "numeral")] == ["1", "4", "1", "1", "4", "4"]
    themed = svg.layout(layout, colors={"spinner": "#00ff00"})
    assert 'stroke="#00ff00"' in themed and svg.DEFAULT_COLORS["spinner"] not in themed
    with pytest.raises(ValueError, match="unknown colour"):
        svg.layout(layout, colors={"nope": "#000"})
    with pytest.raises(ValueError, match="unknown language"):
        svg.layout(layout, lang="de")
    no_caption = parse(svg.layout(layout, caption=False))
    assert not with_class(no_caption, "caption") and not with_class(no_caption, "legend")


def test_caption_and_legend_r14() -> None:
    """Caption: title, counted values, placement points and the legend."""
    layout = Layout.from_moves(SEQUENCE[:3])
    root = parse(svg.layout(layout))
    assert text_of(with_class(root, "title")[0]) == "Placed [4|4]"
    assert text_of(with_class(root, "sum")[0]) == "Counted values: 2 + 8 = 10"
    assert text_of(with_class(root, "points")[0]) == "Placement points: 10 raw (2 displayed)"
    legend = text_of(with_class(root, "legend")[0])
    assert "counted value" in legend and "legal point not counted here" in legend
    assert "spinner" in legend


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_title_and_desc_for_screen_readers(lang: str) -> None:
    layout = Layout.from_moves(SEQUENCE)
    root = parse(svg.layout(layout, lang=lang))
    d = describe(layout, lang)
    assert root.find(f"{SVG_NS}title").text == d.title
    assert root.find(f"{SVG_NS}desc").text == d.long


def test_finnish_seed_figures_match_seed_and_describe() -> None:
    """The Finnish figure texts equal the seed's to the letter (title, caption, description)."""
    seed = seed_figures()
    drawn = 0
    for moves, _, _ in FIGURES:
        layout = Layout.from_moves(moves)
        root = parse(svg.layout(layout, lang="fi"))
        title = text_of(with_class(root, "title")[0])
        caption = (f"{text_of(with_class(root, 'sum')[0])}. "
                   f"{text_of(with_class(root, 'points')[0])}.")
        d = describe(layout, "fi")
        assert (title, caption) == (d.title, d.caption)
        assert root.find(f"{SVG_NS}desc").text == d.long
        if title in seed:
            drawn += 1
            assert (caption, d.long) == seed[title]
    assert drawn == 11


def test_tile_and_hand_and_core_reprs() -> None:
    """svg.tile, svg.tiles and the core's _repr_svg_ (Tile, Tiles, Layout, Game) give SVG."""
    t = svg.tile("[3|5]")
    assert isinstance(t, svg.SvgText) and t._repr_svg_() is t
    assert [g.get("data-tile") for g in with_class(parse(t), "tile")] == ["[3|5]"]
    h = parse(svg.tiles(["[1|4]", "[6|6]"], name="Ada"))
    assert [g.get("data-tile") for g in with_class(h, "tile")] == ["[1|4]", "[6|6]"]
    hidden = parse(svg.tiles(["[1|4]", "[6|6]"], hidden=True))
    assert [g.get("data-tile") for g in with_class(hidden, "tile")] == ["hidden", "hidden"]
    assert "[6|6]" not in svg.tiles(["[1|4]", "[6|6]"], hidden=True)
    game = simulate(2, seed=1, hands=1)
    for obj in (Tile.parse("[2|2]"), Tiles(["[1|2]"]), Layout.from_moves(SEQUENCE), game):
        parse(obj._repr_svg_())


def test_hands_face_up_and_down() -> None:
    game = Game(4, seed=3)
    up = parse(svg.players_tiles(game))
    seats = with_class(up, "seat")
    assert len(seats) == 4
    for seat, g in enumerate(seats):
        assert [t.get("data-tile") for t in with_class(g, "tile")] == \
            [str(t) for t in game.tiles_of(seat)]
    down = svg.players_tiles(game, face_up=False)
    assert all(t.get("data-tile") == "hidden" for t in with_class(parse(down), "tile"))


def test_hostile_player_names_escaped() -> None:
    """A name like <script>… & "Bob" stays text everywhere: hands, hand_end, score_race."""
    names = [HOSTILE, "Bea", "Cai", "Dan"]
    game = simulate(names, seed=4)
    texts = [svg.players_tiles(game), svg.hand_end(game, 0), svg.score_race(game),
             svg.tiles(["[1|2]"], name=HOSTILE), svg.score_sheet(50, name=HOSTILE)]
    for text in texts:
        assert "<script" not in text
        root = parse(text)
        assert not [e for e in root.iter() if e.tag.endswith(("script", "style"))]
        assert any(HOSTILE in (e.text or "") for e in root.iter())


# -- end of a hand ---------------------------------------------------------------------
def first_hand(kind: str, players: int = 4,
               predicate: Callable[[Any], bool] = lambda end: True) -> tuple[Game, int]:
    """The first simulated hand (seed order) of this kind that satisfies `predicate`."""
    for seed in range(500):
        game = simulate(players, seed=seed)
        for i, h in enumerate(game.hands):
            if h.end.kind == kind and predicate(h.end):
                return game, i
    raise AssertionError("no such hand")


def lines(root: ET.Element) -> list[tuple[str, str]]:
    steps = with_class(root, "steps")[0]
    return [(e.get("class"), text_of(e)) for e in steps]


def test_hand_end_going_out_r21_r24() -> None:
    """Going out: revealed hands with sums, opponents rounded once, partner deduction, one
    event with its target check."""
    game, i = first_hand("domino", predicate=lambda e: e.going_out.partner_pips % 5 in (1, 2, 3, 4))
    end = game.hands[i].end
    go = end.going_out
    root = parse(svg.hand_end(game, i))
    seats = with_class(root, "seat")
    assert [text_of(with_class(s, "pip-sum")[0]) for s in seats] == [f"= {p}" for p in end.pips]
    got = dict(lines(root))
    assert got["head last-tile"] == "Going out (R21)"
    assert (f"= {go.opponents_pips} pips, rounded once as one total: {go.opponents_pips} → "
            f"{go.opponents}") in got["opp-sum"]
    assert f"holds {go.partner_pips} pips" in got["partner-sum"]
    assert f"{go.partner_pips} → {go.partner}" in got["partner-sum"]
    assert got["partner-deduct"].startswith(f"{go.partner} raw deducted")
    assert f"− partner {go.partner} = {go.raw} raw" in got["net-sum-partner"]
    event = next(e for e in game.events if e.hand == i and e.kind == "domino")
    assert ("accepted" if event.accepted else "discarded") in got or "won" in got


def test_hand_end_discarded_event_r2() -> None:
    """A going-out event that would pass 305 is shown discarded with its reason."""
    from fiveup_viz.words.fluent import side_name

    for seed in range(300):
        game = simulate(4, seed=seed)
        found = [e for e in game.events if e.kind == "domino" and not e.accepted]
        if found:
            break
    else:
        raise AssertionError("no discarded going-out event in 300 games")
    event = found[0]
    got = dict(lines(parse(svg.hand_end(game, event.hand))))
    who = side_name(game.side_players(event.side), "en")  # names.ftl side-two
    assert got["discarded"] == (f"Discarded whole: {who} {event.before} + {event.raw} = "
                                f"{event.before + event.raw} raw would go past 305 raw; the score stays "
                                f"{event.before} raw (R2)")


def test_hand_end_blocked_r25_r27() -> None:
    """Blocked: groups in order, each credit from its differences, events in order."""
    game, i = first_hand("blocked", predicate=lambda e: sum(g.credit > 0 for g in e.groups) >= 2)
    end = game.hands[i].end
    got = lines(parse(svg.hand_end(game, i)))
    order = ", ".join(f"{game.players[g.seat]} {g.pips}" for g in end.groups)
    assert ("order-groups", f"Each player's tiles form one group, lowest pip sum first: {order} "
            "(R25)") in got
    heads = [t for c, t in got if c == "head group"]
    assert [t.split("'s group")[0] for t in heads] == [game.players[g.seat] for g in end.groups]
    totals = iter(t for c, t in got if c == "group-total")
    for g in end.groups:
        if g.differences:
            total = next(totals)
            assert total.startswith(f"Total {g.total} pip"), total
            assert f", rounded once: {g.total} → {g.credit}" in total
    events = [e for e in game.events if e.hand == i and e.kind == "blocked"]
    outcome = [c for c, _ in got if c in ("accepted", "discarded", "won")]
    assert outcome == ["discarded" if not e.accepted else "won" if e.score == 305 else "accepted"
                       for e in events]
    assert got[-3][0] == "winner-tie" if end.winner is None else got[-3][0].startswith("winner-one")


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_hand_end_languages(lang: str) -> None:
    game = simulate(3, seed=1)
    for i in range(min(len(game.hands), 6)):
        root = parse(svg.hand_end(game, i, lang=lang))
        assert root.find(f"{SVG_NS}title").text.split(":")[0].split()[-1] == str(i + 1)


# -- scores ----------------------------------------------------------------------------
@pytest.mark.parametrize("raw", [0, 5, 25, 45, 50, 55, 95, 235, 300, 305])
def test_score_sheet_strokes_r28_d7(raw: int) -> None:
    """One stroke per displayed point; a unit of ten is the X plus four small x (D7)."""
    root = parse(svg.score_sheet(raw))
    strokes = with_class(root, "stroke")
    shown = raw // 5
    assert len(strokes) == shown
    assert [(int(s.get("data-unit")), int(s.get("data-stroke"))) for s in strokes] == \
        [(k // 10, k % 10 + 1) for k in range(shown)]
    assert len(with_class(root, "unit")) == max(1, -(-shown // 10))


def test_score_sheet_unit_shape_r28() -> None:
    """The first two strokes cross the whole unit (the large X); the other eight are small."""
    root = parse(svg.score_sheet(50))
    sizes = [abs(float(s.get("x2")) - float(s.get("x1"))) for s in with_class(root, "stroke")]
    assert sizes[0] == sizes[1] > 3 * max(sizes[2:])


def test_score_sheet_negative_d1_d7() -> None:
    root = parse(svg.score_sheet(-15))
    assert not with_class(root, "stroke")
    assert text_of(with_class(root, "negative")[0]) == "−3"
    # fi review (e): the caption writes the same minus sign as the drawing, never a hyphen.
    for lang in ("en", "it", "fi"):
        caption = parse(svg.score_sheet(-15, lang=lang)).find(f"{SVG_NS}desc").text
        assert "−3" in caption and "−15" in caption and "-" not in caption, (lang, caption)
    with pytest.raises(ValueError, match="R1"):
        svg.score_sheet(7)


def test_score_race_r1_r3() -> None:
    """One line per side ending at its final score; discarded events marked; target at 305."""
    game = next(g for g in (simulate(2, seed=s) for s in range(200))
                if any(not e.accepted for e in g.events))
    root = parse(svg.score_race(game))
    sides = with_class(root, "side")
    assert len(sides) == 2
    target_y = float(with_class(root, "target")[0].get("y1"))
    zero = None
    for side, g in enumerate(sides):
        pts = g.find(f"{SVG_NS}polyline").get("points").split()
        ys = [float(p.split(",")[1]) for p in pts]
        zero = ys[0] if zero is None else zero
        final = game.scores[side]
        assert ys[-1] == pytest.approx(zero + (target_y - zero) * final / 305, abs=0.01)
    discarded = with_class(root, "discarded")
    assert len(discarded) == sum(not e.accepted for e in game.events)


def test_issue_22_score_race_draws_the_title_it_is_given() -> None:
    """Issue 22 item 3: the renderer looks up no example: `title=` heads the drawing, else the
    game's own title, else the words for a score race."""
    from fiveup_viz.rules import examples

    game = examples.load("discarded-domino")
    game.title = "Our race"
    italian = examples.title("discarded-domino", "it")
    assert text_of(with_class(parse(svg.score_race(game, title=italian, lang="it")),
                              "title")[0]) == italian
    assert text_of(with_class(parse(svg.score_race(game, lang="it")), "title")[0]) == game.title
    game.title = {"en": "Our race", "it": "La nostra corsa"}  # RECORD.md: one per language
    assert text_of(with_class(parse(svg.score_race(game, lang="it")), "title")[0]) == \
        "La nostra corsa"
    untitled = simulate(2, seed=3)
    assert not untitled.title
    heading = text_of(with_class(parse(svg.score_race(untitled, lang="it")), "title")[0])
    assert heading and heading not in (game.title, italian)


def test_no_style_or_script_anywhere() -> None:
    game = simulate(2, seed=3)
    for text in (svg.layout(game.hands[0].layout), svg.hand_end(game, 0), svg.score_race(game),
                 svg.score_sheet(120), svg.players_tiles(game)):
        assert not re.search(r"<(style|script)\b", text)


def test_score_sheet_order_key_d7() -> None:
    """The key numbers the ten strokes of a unit in drawing order: X first, then the small x
    in the top, right, bottom and left spaces (D7)."""
    root = parse(svg.score_sheet(35, order=True))
    numbers = with_class(root, "order-number")
    assert [text_of(n) for n in numbers] == [str(k) for k in range(1, 11)]
    xs = [float(n.get("x")) for n in numbers]
    ys = [float(n.get("y")) for n in numbers]
    assert ys[2] < ys[4] and xs[4] > xs[2] and ys[6] > ys[4] and xs[8] < xs[6]  # top, right, …
    assert len(with_class(root, "stroke")) == 7
    assert not with_class(parse(svg.score_sheet(35)), "order")


def test_hand_end_blocked_stops_at_exact_target_r26_r3() -> None:
    """A blocked-hand event reaching exactly 305 wins at once; later groups are not applied
    (R26, R3); a group with nothing to collect says so once, with no "credit 0" line after it
    (R25, D2; read11-it F8)."""
    from .helpers import position

    game = position(3, [["[2|2]", "[0|1]"], ["[0|3]", "[1|4]"], ["[3|5]", "[4|5]", "[0|0]"]],
                    moves=["[2|6]"], turn=0, leader=0, scores=[270, 0, 0])
    game.play("[2|2]", "[2|6]", "low")  # credit 10 -> 280, then nobody can place (R20)
    assert game.winner == 0
    got = lines(parse(svg.hand_end(game, 0)))
    classes = [c for c, _ in got]
    assert classes[classes.index("won"):] == ["won", "head group", "group-diffs", "group-total",
                                              "muted", "head group", "group-none",
                                              "head winner", "winner-one", "head next", "won"]
    assert dict(got)["won"].startswith("Game over: Ada reached exactly 305")
    assert ("won", "Accepted: Ada 280 + 25 = 305 raw, exactly 305: Ada wins the game at once (R3)") in got
    assert ("muted", "Not applied: the game already ended at exactly 305 (R26, R3)") in got


def test_r6_a_hidden_hand_draws_the_same_whatever_the_tiles() -> None:
    """Hands stay hidden (R6): face down, only the number of tiles shows, no double marked."""
    drawings = {svg.tiles([a, b], name="Bea", hidden=True) for a in ("[6|6]", "[0|1]", "[2|5]")
                for b in ("[3|3]", "[1|4]")}
    assert len(drawings) == 1
    assert svg.tiles(["[6|6]"], hidden=True) != svg.tiles(["[6|6]", "[1|2]"], hidden=True)


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_an_empty_hand_is_described_in_words_not_as_a_stray_semicolon(lang: str) -> None:
    """it-review finding 25: «Tessere dei giocatori. Ada: ; Bea: …» — a seat that holds no
    tile (it has gone out, R21) is described as holding none, in the picture's language."""
    from types import SimpleNamespace

    from fiveup_viz.words.messages import table

    picture = svg.players_tiles(SimpleNamespace(held=[[], [Tile(3, 6)]]), lang=lang)
    desc = text_of(parse(str(picture)).find("{http://www.w3.org/2000/svg}desc"))
    none = table(lang)["no-tiles"]
    assert desc.split("; ")[0].endswith(f": {none}") and "[3|6]" in desc
    assert ": ;" not in desc


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_a_negative_score_sheet_writes_the_minus_sign_in_its_words_too(lang: str) -> None:
    """it-review: «-3 visualizzati = -15 grezzi» (a hyphen) sat beside «−3» in the picture.
    A negative score (D1) is written with the minus sign everywhere the sheet says it."""
    picture = str(svg.score_sheet(-15, name="Ada", lang=lang))
    (said,) = re.findall(r"<desc>(.*?)</desc>", picture)
    assert "−3" in said and "−15" in said and not re.search(r"-\d", said)


def test_a_score_below_zero_is_written_with_the_minus_sign_in_the_event_lines() -> None:
    """D1: a partner deduction may take a score below zero; the event line writes it as the
    picture does, `10 − 25 = −15`, never with a hyphen (it-review, lesson 10's sheet)."""
    from fiveup_viz.explain.steps import _sum

    assert _sum(10, -25) == "10 − 25 = −15"
    assert _sum(-15, 20) == "−15 + 20 = 5"


@pytest.mark.parametrize("players, lang, said, pips", [
    (2, "en", "+ opponent ", "+ opponent's pips "), (3, "en", "+ opponents ", "+ opponents' pips "),
    (2, "it", "+ avversario ", "+ puntini dell'avversario "),
    (3, "it", "+ avversari ", "+ puntini degli avversari "),
    (2, "fi", "+ vastustaja ", "+ vastustajan silmäluvut "),
    (3, "fi", "+ vastustajat ", "+ vastustajien silmäluvut ")])
def test_going_out_names_one_opponent_in_the_singular(players: int, lang: str, said: str,
                                                      pips: str) -> None:
    """It/fi native reading 29, finding 2: the going-out event's line and the count's net sum
    (R22, R23) say "opponent" when there is one (two players), "opponents" when there are more;
    the event line names their pips (English rules reading fix9 point 2)."""
    from fiveup_viz.explain import steps as explain

    game, i = first_hand("domino", players)
    event = next(e for e in game.events if e.hand == i and e.kind == "domino")
    assert pips in explain.event(game, event).say(lang)
    net = dict(lines(parse(svg.hand_end(game, i, lang=lang))))["net-sum"]
    assert said in net


@pytest.mark.parametrize("lang, unit", [("en", " raw"), ("it", " grezzi"), ("fi", " raakapistettä")])
def test_every_scoring_event_line_says_its_unit(lang: str, unit: str) -> None:
    """It/fi native reading 29, finding 9: a line of the scoring events (a placement, a going
    out, a blocked hand's group: R16, R23, R26) says its raw points with their unit, as
    English does, never a bare «la tua posa: +15»."""
    from fiveup_viz.explain import steps as explain

    game = simulate(4, seed=3)
    kinds = {e.kind: e for e in game.events}
    assert {"placement", "domino"} <= set(kinds)
    for e in kinds.values():
        said = explain.event(game, e).say(lang)
        raw = f"+{e.raw}" if e.raw >= 0 else f"−{-e.raw}"
        assert f"{raw}{unit}" in said, said
