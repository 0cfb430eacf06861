"""A teacher's annotation form under a GameViewer: a language list, a note box, a mark list,
Annotate, Save record.

The form edits the note in any language a note may have (en, it, fi; at first the viewer's),
one at a time: the list says which languages hold a text, choosing one puts its text in the box,
and Annotate writes that language's text and keeps the others (RECORD.md § Annotations), saying
which of them it kept as written before the change (teacher trial 5, finding 9). A
note written as one text, in no language, is edited as that one text. Bad input is said in the
viewer's language in the form and changes nothing.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, Protocol

import ipywidgets as w

from fiveup_viz.explain.annotation_words import mark_text, masked
from fiveup_viz.pages.panels import MUTED, div, esc
from fiveup_viz.pages.saving import save_error, save_record, short
from fiveup_viz.rules.annotations import MARKS, NOTE_LANGUAGES, Annotation, Note, older_languages
from fiveup_viz.rules.game import Game
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.words.errors import FiveUpError
from fiveup_viz.words.fluent import listing
from fiveup_viz.words.messages import ui


class Annotated(Protocol):
    """What the form needs of its viewer (a `GameViewer`)."""

    game: Game

    @property
    def lang(self) -> str: ...

    @property
    def current_note(self) -> Note | None: ...

    def annotate(self, *, note: Note | None = None, mark: str | None = None) -> None: ...


def form_note(old: Note | None, typed: str, lang: str) -> Note | None:
    """The note after typing `typed` in `lang`: a note by language keeps its other languages;
    an empty box removes this language's text."""
    if isinstance(old, dict):
        new = dict(old)
        if typed:
            new[lang] = typed
        else:
            new.pop(lang, None)
        return new or None
    if not typed:
        return None
    return typed if isinstance(old, str) else {lang: typed}


def form_text(note: Note | None, lang: str) -> str:
    """The text the form edits in `lang`: a note's text in that language, or its one text."""
    return note if isinstance(note, str) else (note or {}).get(lang, "")


class AnnotationForm:
    """The form's widgets (`lang_list`, `note_box`, `mark_list`, `annotate_button`,
    `save_path`, `save_button`, `message_html`) and `widget`, their row."""

    def __init__(self, viewer: Annotated) -> None:
        self.viewer = viewer
        lang = viewer.lang
        self._shown: tuple[Annotation | None, Note | None, bool, Collection[Tile]] = \
            (None, None, True, ())  #: what `show` was last given
        self.lang_list = w.Dropdown(options=self._languages(None),
                                    value=lang if lang in NOTE_LANGUAGES else NOTE_LANGUAGES[0],
                                    description=ui(lang, "note-lang"),
                                    layout=w.Layout(width="260px"))
        self._relabelling = False  #: the list's entries are being renamed: no new choice
        self.lang_list.observe(lambda _: self._chosen(), names="value")
        self.note_box = w.Textarea(description=ui(lang, "note"), rows=2,
                                   layout=w.Layout(width="420px"))
        self.mark_list = w.Dropdown(options=[(ui(lang, "no-mark"), "")]
                                    + [(mark_text(m, lang), m) for m in MARKS],
                                    value="", description=ui(lang, "mark"))
        self.annotate_button = w.Button(description=ui(lang, "annotate"), icon="pencil",
                                        tooltip=ui(lang, "annotate.tip"),
                                        layout=w.Layout(width="auto"))
        self.save_path = w.Text(value=ui(lang, "file"), description=ui(lang, "record"),
                                layout=w.Layout(width="320px"))
        self.save_button = w.Button(description=ui(lang, "save"), icon="save",
                                    layout=w.Layout(width="auto"))
        self.message_html = w.HTML()
        self.locked = False  #: the note names a face-down tile: shown masked, not editable
        self.annotate_button.on_click(lambda _: self.submit())
        self.save_button.on_click(lambda _: self.save())
        self.widget = w.VBox([
            w.HBox([self.lang_list, self.note_box, self.mark_list, self.annotate_button],
                   layout=w.Layout(flex_flow="row wrap", align_items="center")),
            w.HBox([self.save_path, self.save_button],
                   layout=w.Layout(flex_flow="row wrap", align_items="center")),
            self.message_html])

    def show(self, annotation: Annotation | None, note: Note | None, hand_start: bool, *,
             hidden: Collection[Tile] = ()) -> None:
        """Fill the form with the position's note (its text in the language chosen in
        `lang_list`) and mark; the list says which languages hold a text.

        `hidden`: the tiles face down. A note naming one of them shows masked, as the panel
        shows it, and is edited with the tiles face up only (security probe F3): the box never
        holds a held tile, and Annotate never writes the masked text over the note."""
        self._shown = (annotation, note, hand_start, hidden)
        lang = self.viewer.lang
        options = self._languages(note)
        if self.lang_list.options != options:
            chosen, self._relabelling = self.lang_list.value, True
            try:
                self.lang_list.options = options  # ipywidgets chooses the first entry: restore
                self.lang_list.value = chosen
            finally:
                self._relabelling = False
        text = form_text(note, self.lang_list.value)
        shown = masked(text, hidden)
        was_locked, self.locked = self.locked, shown != text
        self.note_box.value = shown
        self.note_box.disabled = self.annotate_button.disabled = self.locked
        self.mark_list.value = annotation.mark if annotation and annotation.mark else ""
        self.mark_list.disabled = hand_start or self.locked  # a hand takes a note, not a mark
        if self.locked:
            self._say(ui(lang, "note-face-down") + ".")
        elif was_locked:
            self.message_html.value = ""

    def submit(self) -> None:
        """Annotate the position shown with what the form holds; say so, or say what is wrong."""
        viewer = self.viewer
        if self.locked:
            self._say(ui(viewer.lang, "note-face-down") + ".", error=True)
            return
        old, written = viewer.current_note, self.lang_list.value
        note = form_note(old, self.note_box.value, written)
        try:
            viewer.annotate(note=note, mark=self.mark_list.value or None)
        except FiveUpError as exc:
            self._say(exc.say(viewer.lang), error=True)
        else:
            older = older_languages(old, note, written)
            self._say(ui(viewer.lang, "annotated") + "." + (
                " " + self._older(older) + "." if older else ""))

    def _older(self, older: list[str]) -> str:
        """The languages whose texts were kept as written before the change (teacher trial 5,
        finding 9), named as the language list names them."""
        lang = self.viewer.lang
        entries = [ui(lang, "note-lang-entry", language=ui(lang, f"note-lang-{code}"))
                   for code in older]
        return ui(lang, "note-older", count=len(older), languages=listing(entries, lang))

    def _chosen(self) -> None:
        """Another language chosen: its text in the box (the position and mark unchanged)."""
        if not self._relabelling:
            annotation, note, hand_start, hidden = self._shown
            self.show(annotation, note, hand_start, hidden=hidden)

    def _languages(self, note: Note | None) -> tuple[tuple[str, str], ...]:
        """The language list's entries, in the viewer's language: each says whether the note
        holds a text in it."""
        lang = self.viewer.lang

        def label(code: str) -> str:
            name = ui(lang, f"note-lang-{code}")
            return ui(lang, "note-lang-written", language=name) if isinstance(note, dict) \
                and code in note else name
        return tuple((label(code), code) for code in NOTE_LANGUAGES)

    def save(self) -> None:
        """Save the record (annotations included) to the path typed; say where, or why not."""
        typed = self.save_path.value
        try:
            path = save_record(self.viewer.game, typed)
        except (OSError, ValueError) as exc:
            self._say(save_error(self.viewer.lang, typed, exc) + ".", error=True)
        else:
            self._say(ui(self.viewer.lang, "saved", path=short(str(path))) + ".")

    def _say(self, message: str, *, error: bool = False) -> None:
        style: Any = "color: #8a1f11;" if error else MUTED
        self.message_html.value = div(esc(message), style, "annotate-message")
