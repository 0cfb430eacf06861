"""Annotations in words (RECORD.md § Annotations): a mark's meaning, a note in a language.

A viewer shows a note in its own language, else in the first language the note gives, and
then says which language it shows ("(in Italian)"). These are the words; `fiveup_viz.pages.panels`
draws them as HTML and the review prints them.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping
from functools import cache
from typing import NamedTuple

from fiveup_viz.rules.annotations import MARKS, NOTE_LANGUAGES, Annotation, Note, note_in
from fiveup_viz.rules.tiles import DOUBLE_SIX, Tile
from fiveup_viz.words.messages import Words, phrases, ui

#: RECORD.md: each mark's meaning, as the `ui-mark-*` messages name it.
MARK_NAMES = dict(zip(MARKS, ("good", "mistake", "excellent", "blunder", "interesting",
                              "inaccuracy"), strict=True))


class Shown(NamedTuple):
    """A note's text as a viewer shows it."""

    text: str
    lang: str | None  #: the language of the text (None: one text, written in no language)
    other: str  #: "(in Italian)" when the text is not in the viewer's language, else ""


def coach_phrases(lang: str) -> Mapping[str, str]:
    """The coach's words (`coach.ftl`) in a language."""
    return phrases(lang, "coach")


def mark_meaning(mark: str, lang: str) -> str:
    """A mark's meaning in words: `inaccuracy` for `?!`."""
    return ui(lang, f"mark.{MARK_NAMES[mark]}")


#: A tile as a note may write it: `[2|5]`, or as the record reader reads one (`Tile.parse`),
#: `2|5` and `5-2`; a bare one stands alone (not inside `300-305` or `R2-3`).
_TILE_TEXT = (r"(?:\[\s*[0-6]\s*[|\-]\s*[0-6]\s*\]"
              r"|(?<![\w|\-.,])[0-6]\s*[|\-]\s*[0-6](?![\w|\-]))")
_TILE = re.compile(_TILE_TEXT)
HIDDEN_TILE = "[?|?]"  #: how a note names a tile that is in a face-down hand
#: The forms the coach says a move in (`coach.ftl` `$form`): standing alone, after a verb.
MOVE_FORMS = ("alone", "played")
#: The languages a note may be written in, each checked once (the coach's words are masked in each).
NOTE_WORDS = tuple(Words(lang) for lang in NOTE_LANGUAGES)
#: Every tile: a title or description speaks of the whole game, so face down it names none.
ALL_TILES: frozenset[Tile] = frozenset(DOUBLE_SIX)


def masked(text: str, hidden: Collection[Tile]) -> str:
    """`text` naming no tile of `hidden` (the tiles in face-down hands and the boneyard).

    Each such tile, in any form the record reader accepts, is written `[?|?]`; a move of such a
    tile, `[2|5] on [2|3] low end`, is written `[?|?]` whole (its place tells a held value); the
    coach's "expected loss 2.4 ± 0.6 displayed points; the coach prefers [2|5] on …" (the review's
    and `review --annotate`'s words, in en, it and fi) says "the coach prefers another move"."""
    if not hidden:
        return text

    def tile(match: re.Match[str]) -> str:
        return HIDDEN_TILE if Tile.parse(match[0]) in hidden else match[0]

    def move(match: re.Match[str]) -> str:
        return HIDDEN_TILE if Tile.parse(match["tile"]) in hidden else match[0]

    for lang in NOTE_WORDS:  # every language's loss clause before any move is masked
        other = coach_phrases(lang)["loss_other"]

        def loss(match: re.Match[str], other: str = other) -> str:
            if Tile.parse(match["tile"]) in hidden:
                return other.format(loss=match["loss"], margin=match["margin"])
            return match[0]

        text = _loss_pattern(lang).sub(loss, text)
    return _TILE.sub(tile, _move_pattern(*NOTE_WORDS).sub(move, text))


def _move_words(lang: str) -> list[tuple[str, str]]:
    """The words before and after the tile (`\x01`; the laid-on tile `\x02`) of a move as the
    coach words it in `lang`: `coach.on` on each socket, `coach.on-either` on twin sockets,
    `coach.open`, each standing alone and after `coach.played`'s verb."""
    from fiveup_viz.explain.wording import socket_name
    from fiveup_viz.rules.choices import TWIN
    from fiveup_viz.rules.layout import Socket

    p = coach_phrases(lang)
    moves = [p["on"].format(tile="\x01", on="\x02", socket=socket_name(s, lang), form=form)
             for s in Socket for form in MOVE_FORMS]
    moves += [p["on_either"].format(tile="\x01", on="\x02", socket=socket_name(s, lang),
                                    twin=socket_name(t, lang), form=form)
              for s, t in TWIN.items() for form in MOVE_FORMS]
    moves += [p["open"].format(tile="\x01", form=form) for form in MOVE_FORMS]
    return [(head, rest) for head, rest in (m.split("\x01") for m in moves)]


@cache
def _move_pattern(*langs: str) -> re.Pattern[str]:
    """A move as the coach words it in any of `langs`, naming the move's tile `tile`. One
    pattern for every language, so that a move one language says with a bare tile («Ada apre con
    [5|5]») never cuts short another language's move (`laatan [2|5] laatan [5|6] …`)."""
    on_tile = r"(?:\[\s*[0-6]\s*[|\-]\s*[0-6]\s*\]|[0-6]\s*[|\-]\s*[0-6])"
    heads, rests = zip(*(words for lang in langs for words in _move_words(lang)), strict=True)
    return re.compile(f"(?:{_either(heads)})(?P<tile>{_TILE_TEXT})(?:{_either(rests, on_tile)})")


@cache
def _loss_pattern(lang: str) -> re.Pattern[str]:
    """The coach's loss clause naming the move it prefers (`coach.loss`) in `lang`, naming the
    move's tile `tile`."""
    number = r"\d+(?:[.,]\d+)?"
    loss = re.escape(coach_phrases(lang)["loss"].format(loss="\x03", margin="\x05", best="\x04"))
    loss = loss.replace("\x03", f"(?P<loss>{number})").replace("\x05", f"(?P<margin>{number})")
    return re.compile(loss.replace("\x04", _move_pattern(lang).pattern))


def _either(words: Iterable[str], on_tile: str = "") -> str:
    """A pattern matching any of `words` (longest first), the place of the laid-on tile in
    them (character 2) as `on_tile`."""
    return "|".join(sorted({re.escape(w).replace("\x02", on_tile) for w in words},
                           key=len, reverse=True))


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
    """A mark with its meaning: `?! inaccuracy`."""
    return f"{mark} {mark_meaning(mark, lang)}"


def annotation_text(annotation: Annotation, lang: str) -> str:
    """An action's mark and note as plain text: `?! inaccuracy: Scores nothing.`"""
    if annotation.mark is not None and annotation.note is not None:
        return ui(lang, "mark-and-note", mark=mark_text(annotation.mark, lang),
                  note=note_text(annotation.note, lang))
    if annotation.mark is not None:
        return mark_text(annotation.mark, lang)
    return note_text(annotation.note, lang) if annotation.note is not None else ""
