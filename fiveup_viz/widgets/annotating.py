"""A teacher's annotation form under a GameViewer: a note box, a mark list, Annotate, Save record.

The form edits the note in the viewer's language: a note written per language keeps its other
languages (RECORD.md § Annotations). Bad input is said in the viewer's language in the form
and changes nothing.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, Protocol

import ipywidgets as w

from fiveup_viz.annotation_words import mark_text, masked
from fiveup_viz.annotations import MARKS, Annotation, Note
from fiveup_viz.errors import FiveUpError
from fiveup_viz.game import Game
from fiveup_viz.messages import ui
from fiveup_viz.panels import MUTED, div, esc
from fiveup_viz.tiles import Tile
from fiveup_viz.widgets._common import save_error, save_record, short


class Annotated(Protocol):
    """What the form needs of its viewer (a `GameViewer`)."""

    lang: str
    game: Game

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


class AnnotationForm:
    """The form's widgets (`note_box`, `mark_list`, `annotate_button`, `save_path`,
    `save_button`, `message_html`) and `widget`, their row."""

    def __init__(self, viewer: Annotated) -> None:
        self.viewer = viewer
        lang = viewer.lang
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
            w.HBox([self.note_box, self.mark_list, self.annotate_button],
                   layout=w.Layout(flex_flow="row wrap", align_items="center")),
            w.HBox([self.save_path, self.save_button],
                   layout=w.Layout(flex_flow="row wrap", align_items="center")),
            self.message_html])

    def show(self, annotation: Annotation | None, note: Note | None, hand_start: bool, *,
             hidden: Collection[Tile] = ()) -> None:
        """Fill the form with the position's note (in the viewer's language) and mark.

        `hidden`: the tiles face down. A note naming one of them shows masked, as the panel
        shows it, and is edited with the tiles face up only (security probe F3): the box never
        holds a held tile, and Annotate never writes the masked text over the note."""
        lang = self.viewer.lang
        text = note if isinstance(note, str) else (note or {}).get(lang, "")
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
        note = form_note(viewer.current_note, self.note_box.value, viewer.lang)
        try:
            viewer.annotate(note=note, mark=self.mark_list.value or None)
        except FiveUpError as exc:
            self._say(exc.say(viewer.lang), error=True)
        else:
            self._say(ui(viewer.lang, "annotated") + ".")

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
