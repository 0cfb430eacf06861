"""Issue 31 (session 44, teach32 friction 5): Italian writes «ed», not «e», before a word
starting with e («Classe 3B ed Eetu»). The grammar is the Italian files' own (`INITIAL($x)`
in names.ftl and terms.ftl); English and Finnish are unchanged."""

from __future__ import annotations

import pytest

from fiveup_viz.words.fluent import initial, listing, names_said, side_name, text


@pytest.mark.parametrize(("value", "first"), [("Eetu", "e"), ("Èlia", "e"), ("  emma", "e"),
                                              ("Ada", "a"), ("3B", ""), ("", "")])
def test_initial_is_the_first_letter_without_its_accent(value: str, first: str) -> None:
    """INITIAL($x): the first letter, lower case, unaccented; "" when the value starts with no letter."""
    assert initial(value) == first


@pytest.mark.parametrize(("value", "start"), [("Edoardo", "ed"), ("Èdera", "ed"), ("Eetu", "ee"),
                                              ("E3", "e"), ("3B", ""), ("A", "a")])
def test_initial_of_two_letters_stops_at_a_non_letter(value: str, start: str) -> None:
    """INITIAL($x, letters: 2): the first two letters, unaccented, as far as they are letters."""
    assert initial(value, 2) == start


def test_e_not_ed_before_a_name_starting_with_ed() -> None:
    """R5: good Italian avoids «ed Ed-» (session 44's friction: «Ada ed Edoardo»); it keeps «e»."""
    assert side_name(["Ada", "Edoardo"], "it") == "Ada e Edoardo"
    assert listing(["Ada", "Bea", "Edoardo"], "it") == "Ada, Bea e Edoardo"
    you = text("it", "ui", "ui-you")
    assert side_name([you, "Edoardo"], "it") == "tu e Edoardo"
    assert text("it", "names", "label", name=side_name([you, "Edda"], "it")) == "Tu e Edda"


def test_a_partnership_of_two_names_says_ed_before_e() -> None:
    """R5 (partnerships): the score box's «Classe 3B e Eetu» read wrong to an Italian teacher."""
    assert side_name(["Classe 3B", "Eetu"], "it") == "Classe 3B ed Eetu"
    assert side_name(["Ada", "Èlia"], "it") == "Ada ed Èlia"
    assert side_name(["Ada", "Cai"], "it") == "Ada e Cai"
    assert side_name(["Ada", "Eetu"], "en") == "Ada and Eetu"
    assert side_name(["Ada", "Eetu"], "fi") == "Ada ja Eetu"


def test_the_learners_partnership_says_ed_before_e() -> None:
    """R5: the learner and a partner: «tu ed Elena», «Tu ed Elena» as a label, «te ed Elena»
    after a preposition; «tua e di Elena» keeps «e» (before «di»)."""
    you = text("it", "ui", "ui-you")
    pair = side_name([you, "Elena"], "it")
    assert pair == "tu ed Elena"
    assert text("it", "names", "label", name=pair) == "Tu ed Elena"
    assert side_name([you, "Cai"], "it") == "tu e Cai"


def test_a_list_and_a_tie_say_ed_before_e() -> None:
    """R26, R27 (a tie names several players): «Ada, Bea ed Elena»; with the learner, «tu ed Elena»."""
    assert listing(["Ada", "Bea", "Elena"], "it") == "Ada, Bea ed Elena"
    assert listing(["Ada", "Bea", "Cai"], "it") == "Ada, Bea e Cai"
    you = text("it", "ui", "ui-you")
    assert names_said([you, "Elena"], "it") == "tu ed Elena"
    assert names_said([you, "Bea", "Elena"], "it") == "tu, Bea ed Elena"
