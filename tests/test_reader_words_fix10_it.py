"""What the second fresh Italian reader of issue 29 (task fix10-it: generated text 8.5/10,
lessons 9/10) found in real play: each test names its finding (1-6) and reads the words as a
learner gets them (a caption, a hint, a table's note)."""

from __future__ import annotations

import re

import pytest

from fiveup_viz import Layout, Tile
from fiveup_viz.drawing import svg
from fiveup_viz.explain.wording import point_name
from fiveup_viz.pages.panels import caption_lines
from fiveup_viz.words.fluent import names_said, side_name
from fiveup_viz.words.messages import text
from fiveup_viz.words.values import Who


def _opened_with(double: str) -> Layout:
    layout = Layout()
    layout.place(double)
    return layout


@pytest.mark.parametrize(("lang", "heading"), [("en", "Counted values"),
                                             ("it", "Valori conteggiati"),
                                             ("fi", "Pisteytykseen lasketut arvot")])
def test_a_single_counted_end_keeps_the_specification_s_sum(lang: str, heading: str) -> None:
    """Finding 1, left (docs/TRANSLATION.md open point 16): RULES.md's description wording
    writes a single counted value `4 = 4` under the heading of its table (R14), in every
    language, in the caption after a draw and on the picture; several values are summed in the
    specification's order."""
    layout = _opened_with("4|4")
    assert caption_lines(layout, lang, placed=False)[1] == f"{heading}: 8 = 8."
    drawn = re.findall(r'class="sum"[^>]*>([^<]*)<', svg.layout(layout, lang=lang))
    assert drawn == [f"{heading}: 8 = 8"], drawn
    layout.place("4|1", "4|4", "line-a")
    values = " + ".join(str(e.value) for e in layout.counted_ends())  # RULES.md ordering
    assert caption_lines(layout, lang, placed=False)[1] == f"{heading}: {values} = 9."


def test_equal_sums_apply_their_events_clockwise_from_the_leader() -> None:
    """Finding 2 (R26, D8): «Somme uguali … si elaborano in senso orario» made the sums the
    thing processed; the seed's «Elabora gli eventi di pari posizione» applies their events."""
    said = text("it", "ui", "order-ties", name=Who("Cai"))
    assert said == ("Somme uguali hanno la stessa posizione: i loro eventi si applicano in senso "
                    "orario a partire da chi ha aperto la mano, cioè da Cai"), said


@pytest.mark.parametrize(("total", "pips"), [(14, "14 puntini"), (1, "1 puntino")])
def test_a_group_s_total_is_counted_in_pips(total: int, pips: str) -> None:
    """Finding 3 (R24, R25): «Totale 14, arrotondato …» left the bare number unnamed; a
    group's total is its pips, «Totale 14 puntini» (one: «1 puntino»)."""
    said = text("it", "ui", "group-total", total=total, rounding="x")
    assert said == f"Totale {pips}, arrotondato una sola volta: x", said


def test_a_branch_not_yet_started_is_itself_not_a_legal_point() -> None:
    """Finding 4 (R11, R13): «sul ramo A di [5|5] non c'è ancora un punto di collegamento
    lecito» put the point on the branch; the branch is not yet one, «il ramo A di [5|5] non è
    ancora …», with and without the spinner's value (R9)."""
    point = point_name(Tile(5, 5), "branch-a", "it")
    closed = text("it", "exercise", "e-closed", point=point)
    assert closed.startswith("In questo schema il ramo A di [5|5] non è ancora un punto di "
                             "collegamento lecito: "), closed
    value = text("it", "exercise", "e-closed-value", point=point, tile=Tile(1, 2), value=5)
    assert value.startswith("In questo schema il ramo A di [5|5] non è ancora"), value


def test_the_lowest_sum_held_with_a_partner_names_the_partner() -> None:
    """Finding 5 (R27): the learner and Ada tied for the lowest sum read «è tua e di chi gioca
    in coppia con te: tu e Ada vincete …», naming Ada twice over; it is «è tua e di Ada»."""
    you = text("it", "ui", "ui-you")
    said = text("it", "ui", "winner-one", low=9, holders=names_said([you, "Ada"], "it"),
                side=side_name([you, "Ada"], "it"))
    assert said.startswith("La somma minore, 9, è tua e di Ada: tu e Ada vincete"), said


def test_a_move_s_worth_names_the_partner_only_in_a_four_player_game() -> None:
    """Finding 6 (R5): `value-means` shows in 2- and 3-player games too, where there is no
    partner; «(con il compagno)» is said of the 4-player game only, as lesson 16 says it."""
    said = text("it", "coach", "value-means", bonus=30)
    assert "chi la gioca (con il compagno, se si gioca in quattro) guadagna" in said, said
