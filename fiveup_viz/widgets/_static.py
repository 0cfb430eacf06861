"""A widget's static picture: what a front end without the widget model shows.

A saved notebook keeps, next to the widget view, a `text/html` picture of the widget's
current state. JupyterLab renders `text/html` even in an untrusted notebook (sanitized), but
its sanitizer drops inline `<svg>`, so every drawing goes in as an `<img>` with a data URI.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

import ipywidgets as w

from fiveup_viz.drawing.svg import DESCRIPTION_LIMIT, shorten
from fiveup_viz.pages.panels import as_images

#: The class of the static picture's outer element (tests look for it).
STATIC_CLASS = "fiveup-static"


def _visible(widget: Any) -> bool:
    layout = getattr(widget, "layout", None)
    return not (layout is not None and (layout.display == "none"
                                        or layout.visibility == "hidden"))


def _parts(widget: Any, replace: Mapping[int, str]) -> list[str]:
    """The HTML of the visible HTML widgets under `widget`, in display order; a widget whose
    id is in `replace` shows that HTML instead of its own."""
    if not _visible(widget):
        return []
    if isinstance(widget, w.Box):
        return [p for child in widget.children for p in _parts(child, replace)]
    from fiveup_viz.widgets.clicks import TablePicker
    from fiveup_viz.widgets.private import PrivateHTML

    if isinstance(widget, w.HTML | PrivateHTML):  # a private panel: its public view
        value = replace.get(id(widget), widget.value)
        return [as_images(value)] if value else []

    if isinstance(widget, TablePicker):  # the clickable picture of PlayTable, LayoutExplorer
        return [as_images(widget.svg)] if widget.svg else []
    return []


#: The class of the note's sentence that says to run the cell: a notebook's only (a website's page,
#: which has no cell, leaves it out: `fiveup_viz.pages.site.pages.output`).
RUN_CLASS = "fiveup-run-cell"


def picture_html(widget: Any, lang: str = "en", *, replace: Mapping[Any, str] | None = None,
                 note: str | None = None, run: str | None = None) -> str:
    """The current state of a widget tree as sanitizer-safe HTML: its texts and drawings.

    `replace` maps HTML widgets to the HTML shown for them instead (a table's public view);
    `note` and `run` replace the default note under the picture and its "run the cell".
    """
    from fiveup_viz.words.messages import text

    note = note or text(lang, "lines", "static-widget-note")
    run = run or text(lang, "lines", "static-widget-run")
    ids = {id(k): v for k, v in (replace or {}).items()}
    body = "".join(f"<div>{p}</div>" for p in _parts(widget, ids))
    return (f'<div class="{STATIC_CLASS}">{body}'
            f'<div style="color: #666; font-style: italic;">{html.escape(note)}'
            f'<span class="{RUN_CLASS}"> {html.escape(run)}</span></div></div>')


def static_bundle(owner: Any, bundle: dict[str, Any]) -> dict[str, Any]:
    """`bundle` with a short text/plain (the controller's repr) and a static text/html picture."""
    bundle["text/plain"] = shorten(repr(owner), DESCRIPTION_LIMIT)
    own = getattr(owner, "static_html", None)  # a widget may draw its own (exercises)
    bundle["text/html"] = own() if callable(own) else picture_html(owner.widget,
                                                                    getattr(owner, "lang", "en"))
    return bundle
