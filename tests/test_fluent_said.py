"""Formatted messages are kept and said again (`fluent._SAID`, issue 30 point 5: Fluent's
resolver was the dearest part of drawing a game page): a kept sentence must be the one the
message gives for exactly those values, whatever a value carries besides its text."""

from __future__ import annotations

from fiveup_viz.rules.tiles import Tile
from fiveup_viz.words import fluent
from fiveup_viz.words.values import Form, Listing, Who


def both(lang: str, file: str, msg_id: str, **args: object) -> tuple[str, str]:
    """The message said through the cache (twice, the second from it) and resolved afresh."""
    found = fluent.bundle(lang, file)
    fluent._format(found, msg_id, args)
    return fluent._format(found, msg_id, args), fluent._resolve(found, msg_id, args)


def test_a_learner_and_a_player_of_the_same_name_are_said_apart() -> None:
    """The learner is spoken to as "you" whatever their name (issue 29 point 1): a `Who` named
    "Ada" of person `you` and one of person `one` are two values, not one kept sentence."""
    found = fluent.bundle("fi", "ui")
    values = {"raw": 30, "placement": 0, "count": 2, "opponents-pips": 9, "opponents": 10}
    you = fluent._format(found, "event-domino", {"name": Who("Ada", "you", "learner"), **values})
    ada = fluent._format(found, "event-domino", {"name": Who("Ada"), **values})
    assert you.startswith("tyhjensit kätesi") and "Ada" not in you
    assert "(Ada)" in ada


def test_a_kept_sentence_is_the_resolved_one_for_every_kind_of_value() -> None:
    """Numbers, tiles, a word's forms and a list, each said from the cache as Fluent says it."""
    for lang in fluent.LANGUAGES:
        for msg_id, args in (("sheet-one", {"shown": 1, "raw": 5}), ("sheet-one", {"shown": 2, "raw": 10}),
                             ("sheet", {"shown": 0, "raw": 0})):
            kept, fresh = both(lang, "score", msg_id, **args)
            assert kept == fresh
        kept, fresh = both(lang, "errors", "table-present", tile=Tile(2, 5))
        assert kept == fresh and "[2|5]" in kept


def test_a_changed_word_is_not_said_from_an_old_sentence() -> None:
    """A `Form` or `Listing` is a str with attributes: the same text with other attributes is
    another key, and a value the cache cannot see into (a list) is resolved every time."""
    one, two = Listing("a", ("a",)), Listing("a", ("a", "b"))
    assert fluent._frozen(one) != fluent._frozen(two)
    assert fluent._frozen(Form("x", "socket-line-a")) != fluent._frozen(Form("x", "socket-line-b"))
    assert fluent._frozen(Who("Ada", "you")) != fluent._frozen(Who("Ada", "one"))
    assert fluent._frozen(1) != fluent._frozen(True) != fluent._frozen(1.0)
    try:
        fluent._frozen(["a"])
    except TypeError:
        pass
    else:
        raise AssertionError("a list was kept by its contents")
