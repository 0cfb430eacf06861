"""Annotations of a game (RECORD.md § Annotations): a teacher's notes and marks.

A `Note` is one text, or one text per language (`{"en": ..., "it": ..., "fi": ...}`, at least
one). A `mark` is one of chess annotation's six signs. Annotations never change what happened:
a game replays, and scores, the same with or without them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeAlias

from fiveup_viz.rules.checks import DESCRIPTION_MAX, check_text
from fiveup_viz.words.errors import AnnotationError, FiveUpError, Message
from fiveup_viz.words.quoting import json_quote, quote

#: RECORD.md: the marks, as in chess annotation (PGN's NAGs 1 to 6).
MARKS = ("!", "?", "!!", "??", "!?", "?!")
#: RECORD.md: the languages a note may be written in.
NOTE_LANGUAGES = ("en", "it", "fi")

#: One text, or texts by language code in the order written.
Note: TypeAlias = "str | dict[str, str]"


def check_mark(mark: object) -> str:
    """A mark of RECORD.md (`!`, `?`, `!!`, `??`, `!?`, `?!`)."""
    if not isinstance(mark, str) or mark not in MARKS:
        raise AnnotationError(Message("note.mark", mark=json_quote(mark), marks=" ".join(MARKS)))
    return mark


def check_note(note: object, what: str | Message | None = None, *,
               limit: int = DESCRIPTION_MAX, newlines: bool = True) -> Note:
    """A note: free text of 1 to `limit` characters, or such texts by language (RECORD.md)."""
    what = what if what is not None else Message("what.note")
    if isinstance(note, str):
        return _check_one(note, what, limit, newlines)
    if not isinstance(note, dict):
        raise AnnotationError(Message("note.type", what=what, languages=", ".join(NOTE_LANGUAGES)))
    if not note:
        raise AnnotationError(Message("note.no-language", what=what,
                                      languages=", ".join(NOTE_LANGUAGES)))
    for lang, text in note.items():
        if lang not in NOTE_LANGUAGES:
            raise AnnotationError(Message("note.language", what=what, key=quote(lang),
                                          languages=", ".join(NOTE_LANGUAGES)))
        if not isinstance(text, str):
            raise AnnotationError(Message("note.type", what=what,
                                          languages=", ".join(NOTE_LANGUAGES)))
        _check_one(text, Message("what.in-language", what=what, lang=lang), limit, newlines)
    return dict(note)


def _check_one(text: str, what: str | Message, limit: int, newlines: bool) -> str:
    if not text:
        raise AnnotationError(Message("note.empty", what=what))
    try:
        check_text(text, what, limit, newlines=newlines)
    except FiveUpError as exc:
        raise AnnotationError(exc.message) from None
    return text


def text_in(note: Note | None, lang: str) -> str | None:
    """The text of a note (or title, description) to show in `lang`."""
    return None if note is None else note_in(note, lang)[0]


def note_in(note: Note, lang: str) -> tuple[str, str | None]:
    """The text of a note to show in `lang`: its own, else the first given; and the language of
    the text shown (None for a note written as one text)."""
    if isinstance(note, str):
        return note, None
    if lang in note:
        return note[lang], lang
    first = next(iter(note))
    return note[first], first


@dataclass(frozen=True)
class Annotation:
    """The mark and note of one action (either may be None)."""

    mark: str | None = None
    note: Note | None = None

    def to_json(self) -> dict[str, object]:
        """The keys this annotation adds to the action's RECORD.md form."""
        out: dict[str, object] = {}
        if self.mark is not None:
            out["mark"] = self.mark
        if self.note is not None:
            out["note"] = self.note
        return out


@dataclass
class Notes:
    """Every annotation of a game: by (hand, action) index, and hand notes by hand index."""

    actions: dict[tuple[int, int], Annotation] = field(default_factory=dict)
    hands: dict[int, Note] = field(default_factory=dict)

    def at(self, hand: int, action: int) -> Annotation | None:
        """The annotation of action `action` of hand `hand`, if any."""
        return self.actions.get((hand, action))

    def __bool__(self) -> bool:
        return bool(self.actions or self.hands)


def older_languages(old: Note | None, new: Note | None, lang: str) -> list[str]:
    """The languages whose text `new` keeps from `old` while the text in `lang` changed: texts
    written before the change, which may no longer say the same (teacher trial 5, finding 9),
    in the order of NOTE_LANGUAGES. None for a note written as one text, for a language
    added (a translation of the others), or for `lang`'s text taken away."""
    if not isinstance(old, dict) or not isinstance(new, dict) or lang not in old \
            or lang not in new or old[lang] == new[lang]:
        return []
    return [code for code in NOTE_LANGUAGES
            if code != lang and code in old and new.get(code) == old[code]]
