"""Annotations in words (RECORD.md § Annotations): a mark's meaning, a note in a language.

A viewer shows a note in its own language, else in the first language the note gives, and
then says which language it shows ("(in Italian)"). These are the words; `fiveup_viz.panels`
draws them as HTML and the review prints them.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import NamedTuple

from fiveup_viz.annotations import MARKS, Annotation, Note, note_in
from fiveup_viz.messages import ui
from fiveup_viz.tiles import Tile

#: RECORD.md: each mark's meaning, as the `ui-mark-*` messages name it.
MARK_NAMES = dict(zip(MARKS, ("good", "mistake", "excellent", "blunder", "interesting",
                              "dubious"), strict=True))


class Shown(NamedTuple):
    """A note's text as a viewer shows it."""

    text: str
    lang: str | None  #: the language of the text (None: one text, written in no language)
    other: str  #: "(in Italian)" when the text is not in the viewer's language, else ""


def mark_meaning(mark: str, lang: str) -> str:
    """A mark's meaning in words: `dubious` for `?!`."""
    return ui(lang, f"mark.{MARK_NAMES[mark]}")


_TILE = re.compile(r"\[\s*([0-6])\s*\|\s*([0-6])\s*\]")
HIDDEN_TILE = "[?|?]"  #: how a note names a tile that is in a face-down hand


def masked(text: str, hidden: Collection[Tile]) -> str:
    """`text` with every tile of `hidden` written `[?|?]`: no text names a face-down tile."""
    if not hidden:
        return text
    return _TILE.sub(lambda m: HIDDEN_TILE if Tile(int(m[1]), int(m[2])) in hidden else m[0], text)


def shown(note: Note, lang: str, hidden: Collection[Tile] = ()) -> Shown:
    """The text of `note` to show in `lang` (tiles of `hidden` masked), and the words saying it
    is in another language."""
    text, written = note_in(note, lang)
    text = masked(text, hidden)
    other = "" if written is None or written == lang else ui(lang, f"note.in.{written}")
    return Shown(text, written, other)


def note_text(note: Note, lang: str) -> str:
    """A note as one plain text: `Scores nothing. (in Italian)` when not in `lang`."""
    found = shown(note, lang)
    return f"{found.text} {found.other}" if found.other else found.text


def mark_text(mark: str, lang: str) -> str:
    """A mark with its meaning: `?! dubious`."""
    return f"{mark} {mark_meaning(mark, lang)}"


def annotation_text(annotation: Annotation, lang: str) -> str:
    """An action's mark and note as plain text: `?! dubious: Scores nothing.`"""
    if annotation.mark is not None and annotation.note is not None:
        return ui(lang, "mark-and-note", mark=mark_text(annotation.mark, lang),
                  note=note_text(annotation.note, lang))
    if annotation.mark is not None:
        return mark_text(annotation.mark, lang)
    return note_text(annotation.note, lang) if annotation.note is not None else ""
