"""Front-end-only views: what one player at a shared screen may see, kept out of saved state.

JupyterLab saves a notebook's widget state from the live models of its front end (its
`saveState` setting, which `fiveup-viz lab` turns on): every synced
trait of every widget the kernel made, shown or not. A hot-seat table's shown hand must not
be saved, so it never enters a synced trait: a `Private` widget's model holds the public view
(the tiles face down), and the shown view travels as a custom message, which the front end
draws and no saved state keeps. A view drawn later (a reopened notebook) asks for it again.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

import anywidget
import ipywidgets as w
import traitlets as t


class Private(anywidget.AnyWidget):
    """An anywidget whose front end may show `private` over its synced traits."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.private: dict[str, Any] | None = None  #: shown over the traits, never synced
        self.on_msg(self._asked)

    def reveal(self, state: dict[str, Any]) -> None:
        """Show `state` (trait values) in the front end only, over the synced traits."""
        if state != self.private:
            self.private = state
            self.send({"kind": "private", "state": state})

    def conceal(self) -> None:
        """Show the synced traits again."""
        if self.private is not None:
            self.private = None
            self.send({"kind": "private", "state": None})

    def on_screen(self, name: str) -> Any:
        """What the front end shows for trait `name`: the private value, else the synced one."""
        return (self.private or {}).get(name, getattr(self, name))

    def _asked(self, _: Any, content: Any, buffers: Any = None) -> None:
        """A new view asks for the private state (a custom message from its front end)."""
        if isinstance(content, dict) and content.get("kind") == "private?" and self.private:
            self.send({"kind": "private", "state": self.private})


@cache
def _esm() -> str:
    return resources.files("fiveup_viz").joinpath("static/private.js").read_text(encoding="utf-8")


class PrivateHTML(Private):
    """An HTML panel (like `ipywidgets.HTML`): `value` is synced; `show(html, public=...)`
    puts `html` on the screen and only `public` in the model. A `<button data-move>` in the
    HTML sends its move to `on_move`."""

    _esm = t.Unicode(_esm()).tag(sync=True)
    value = t.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._on_move: list[Any] = []
        self.on_msg(self._clicked)

    def show(self, html: str, public: str | None = None) -> None:
        """Show `html`; with `public`, the model (so any saved widget state) holds `public` and
        `html` reaches the front end only."""
        if public is None:
            self.value = html
            self.conceal()
        else:
            self.value = public
            self.reveal({"value": html})

    @property
    def shown(self) -> str:
        """The HTML on the screen."""
        return str(self.on_screen("value"))

    def on_move(self, callback: Any) -> None:
        """Call `callback(move_text)` when a `<button data-move>` of the panel is clicked."""
        self._on_move.append(callback)

    def _clicked(self, _: Any, content: Any, buffers: Any = None) -> None:
        if isinstance(content, dict) and content.get("kind") == "move":
            for callback in self._on_move:
                callback(str(content.get("move", "")))

    def __repr__(self) -> str:
        return f"<PrivateHTML {len(self.value)} characters>"


class KernelButton(w.Button):  # type: ignore[misc]
    """A Button that lives in the kernel only: no front-end model, so no saved widget state
    names it. A `PrivateHTML` draws it; `click()` works as a Button's."""

    def open(self) -> None:
        """No comm: the front end never holds this button."""
