"""The values a message is given besides text and numbers: a word with grammatical forms, a
player's or side's name with its grammatical person, and a side's players (pure Python: the
rules core uses them; `fiveup_viz.messages` says them)."""

from __future__ import annotations

__all__ = ["Form", "Side", "Term", "Who"]


class Form(str):
    """A word with grammatical forms: it reads as its base form, and `FORM($x, case: …)` in a
    message picks the form that the message `form_id` of the language's `terms.ftl` gives."""

    form_id: str

    def __new__(cls, text: str, form_id: str) -> Form:
        word = super().__new__(cls, text)
        word.form_id = form_id
        return word


class Term:
    """A code word that a message says in its own language (a `Socket`, `line-b`): English shows
    the code word itself, another language the name `term()` points to (`messages.term_name`)."""

    __slots__ = ()

    def term(self) -> tuple[str, str, str]:
        """(message file, message id, forms id): where this word's name and its grammatical
        forms are (`("layout", "line-b", "socket-line-b")`)."""
        raise NotImplementedError


class Who(str):
    """A player's or a side's name as a message value; `PERSON($name)` selects on `person`:
    `you` (the learner), `one` (one player) or `two` (a partnership)."""

    person: str

    def __new__(cls, text: str, person: str = "one") -> Who:
        word = super().__new__(cls, text)
        word.person = person
        return word


class Side(tuple[str, ...]):
    """A side's players (R5) as a message value: said in a language by `side_name`."""

    __slots__ = ()
