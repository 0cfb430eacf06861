"""The base of every widget controller: its root widget, the drawing shown and its reprs."""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from fiveup_viz.words.messages import Words


class Controller:
    """A plain object owning its widgets; shows itself through its root `widget`.

    Subclasses set `widget` and `lang` (the one `Words` of the widget's language, passed down
    to everything it shows), say what they draw in `svg` and what they show
    now in `_state()` (used by `repr`).
    """

    widget: w.Widget
    lang: Words

    def _set_lang(self, lang: str) -> None:
        self.lang = Words(lang)  # checked once, before any widget is built

    def _t(self, key: str, **values: Any) -> str:
        """A label of this widget's language (`fiveup_viz.words.messages`, `ui.` keys)."""
        return self.lang.ui(key, **values)

    def _fit_labels(self) -> None:
        """Let every label take the room its language needs (Finnish runs long): buttons size
        to their text, descriptions are never cut to the default width."""
        for widget in _tree(self.widget):
            if isinstance(widget, w.Button | w.ToggleButton):
                if not widget.layout.width:
                    widget.layout.width = "auto"
            elif getattr(widget, "description", "") and hasattr(widget.style, "description_width"):
                widget.style.description_width = "initial"

    @property
    def svg(self) -> str:
        """The SVG text of the drawing shown now."""
        raise NotImplementedError

    def _state(self) -> str:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self._state()}>"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        from fiveup_viz.widgets._common import mimebundle

        return mimebundle(self, **kwargs)


def _tree(widget: Any) -> list[Any]:
    """A widget and every widget inside it."""
    out = [widget]
    for child in getattr(widget, "children", ()):
        out.extend(_tree(child))
    return out
