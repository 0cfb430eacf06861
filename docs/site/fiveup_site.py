"""Sphinx extension of the course website: the language switch and the JupyterLite link.

Each part of the site (`home`, `en`, `it`, `fi`) is built from a folder that holds a
`site.json` written by scripts/site/build.py: the part, its language, the lessons of every
language by number and the address of JupyterLite. Every word comes from the package's
messages (`fiveup_viz/locales/LANG/site.ftl`) and is escaped where it is written.
"""

from __future__ import annotations

import json
from html import escape
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config

from fiveup_viz.messages import LANGUAGES, text


def _site(app: Sphinx) -> dict[str, Any]:
    return json.loads((Path(app.srcdir) / "site.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def _config(app: Sphinx, config: Config) -> None:
    """The part's title in its language."""
    site = _site(app)
    app.env_site = site  # type: ignore[attr-defined]
    lang = site["lang"]
    title = text(lang, "site", "site-title")
    if site["part"] != "home":
        title = f"{title} · {text(lang, 'site', 'course-title')}"
    config.html_title = title
    config.html_short_title = title


def _switch(site: dict[str, Any], lang: str, links: dict[str, str]) -> str:
    """The language switch: a list of the languages, this one marked as the current page."""
    items = []
    for other in LANGUAGES:
        name = escape(text(other, "site", "language-name"))
        if other == lang:
            items.append(f'<li><span aria-current="page" lang="{other}">{name}</span></li>')
        elif other in links:
            href = escape(links[other])
            items.append(f'<li><a href="{href}" hreflang="{other}" lang="{other}">{name}</a></li>')
    label = escape(text(lang, "site", "languages"))
    return f'<nav class="fiveup-languages" aria-label="{label}"><ul>{"".join(items)}</ul></nav>'


def _bar(site: dict[str, Any], pagename: str) -> str:
    """What stands above a page of a course: the switch, and on a lesson the run link."""
    lang = site["lang"]
    number = next((n for n, stems in site["lessons"].items() if stems[lang] == pagename), None)
    if number is None:  # the course index, the search page, the index of terms
        links = {other: f"../{other}/{pagename}.html" for other in LANGUAGES}
        return f'<div class="fiveup-site-bar">{_switch(site, lang, links)}</div>'
    stems = site["lessons"][number]
    links = {other: f"../{other}/{stems[other]}.html" for other in LANGUAGES}
    run = escape(f"{site['lite']}?path={lang}/{pagename}.ipynb")
    return (f'<div class="fiveup-site-bar">{_switch(site, lang, links)}'
            f'<a class="fiveup-run" href="{run}">{escape(text(lang, "site", "run-lesson"))}</a>'
            f'<p class="fiveup-run-note">{escape(text(lang, "site", "run-note"))}</p></div>')


def _local(files: list[Any]) -> list[Any]:
    """The style sheets or scripts of a page that come from the site itself (jupyterlite-sphinx
    adds a web font from a CDN to every page)."""
    return [f for f in files if not str(getattr(f, "filename", f)).startswith(("http:", "https:", "//"))]


def _page(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
          doctree: Any) -> None:
    site: dict[str, Any] = app.env_site  # type: ignore[attr-defined]
    for key in ("css_files", "script_files"):
        if key in context:
            context[key] = _local(context[key])
    context["fiveup_bar"] = "" if site["part"] == "home" else _bar(site, pagename)


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("config-inited", _config)
    app.connect("html-page-context", _page)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
