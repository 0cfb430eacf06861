"""Sphinx extension of the course website: the language switch, the JupyterLite link and
the words of Furo's and Sphinx's page chrome in the page's language.

Each part of the site (`home`, `en`, `it`, `fi`) is built from a folder that holds a
`site.json` written by scripts/website/build.py: the part, its language, the lessons of every
language by number and the address of JupyterLite. Every word comes from the package's
messages (`fiveup_viz/locales/LANG/site.ftl`) and is escaped where it is written: Furo's and
Sphinx's own words (their catalogue leaves many English in Italian and Finnish) are looked up
there by their English text, in the templates and in the search page's script.
"""

from __future__ import annotations

import gettext
import json
import re
from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import Any

from markupsafe import Markup
from sphinx import locale
from sphinx.application import Sphinx
from sphinx.config import Config

from fiveup_viz.messages import LANGUAGES, text

#: Furo's and Sphinx's words a reader sees, by their English text: the message in `site.ftl`.
CHROME = {"Skip to content": "chrome-skip", "Back to top": "chrome-top",
          "On this page": "chrome-toc", "Next": "chrome-next", "Previous": "chrome-previous",
          "Home": "home", "Error": "chrome-error",
          "Please activate JavaScript to enable the search functionality.": "chrome-search-js"}
#: Furo's hidden labels and icon names, written in English in its page.html and icons.html (no
#: `_()` there), as they stand in the page: the message.
LABELS = {'aria-label="Toggle site navigation sidebar"': "chrome-toggle-navigation",
          'aria-label="Toggle table of contents sidebar"': "chrome-toggle-toc",
          'aria-label="Toggle Light / Dark / Auto color theme"': "chrome-toggle-theme",
          "<title>Contents</title>": "chrome-icon-toc", "<title>Menu</title>": "chrome-icon-menu",
          "<title>Expand</title>": "chrome-icon-expand", "<title>Light mode</title>": "chrome-icon-light",
          "<title>Dark mode</title>": "chrome-icon-dark",
          "<title>Auto light/dark, in light mode</title>": "chrome-icon-auto-light",
          "<title>Auto light/dark, in dark mode</title>": "chrome-icon-auto-dark"}
#: The search page script's words (Sphinx's `translations.js`).
SEARCH = {"Searching": "chrome-searching", "Preparing search...": "chrome-preparing",
          "Search Results": "chrome-results", ", in ": "chrome-in",
          "Hide Search Matches": "chrome-hide-matches",
          "Your search did not match any documents. Please make sure that all words are "
          "spelled correctly and that you've selected enough categories.": "chrome-no-match"}
#: Its one plural: the English singular, and the message (`$count`, `$shown`).
FOUND = ("Search finished, found one page matching the search query.", "chrome-found")
#: Where the script puts the number of pages found.
SHOWN = "${resultCount}"


class _Chrome(gettext.NullTranslations):
    """Sphinx's catalogue with the site's own words first."""

    def __init__(self, words: dict[str, str], fallback: gettext.NullTranslations) -> None:
        super().__init__()
        self.words = words
        self.add_fallback(fallback)

    def gettext(self, message: str) -> str:
        return self.words[message] if message in self.words else super().gettext(message)


def _plural_forms(lang: str) -> list[str]:
    """The search page's one plural in each of the language's forms (Sphinx's plural rule)."""
    rule = gettext.c2py(_search_catalogue(lang)["plural_expr"])
    samples: dict[int, int] = {}
    for n in (1, 2, 0, 3, 11, 21, 101, 1_000_000):
        samples.setdefault(rule(n), n)
    return [text(lang, "site", FOUND[1], count=samples[form], shown=SHOWN)
            for form in range(max(samples) + 1)]


def _search_catalogue(lang: str) -> dict[str, Any]:
    """Sphinx's own `translations.js` for `lang` as data (none for English)."""
    path = Path(locale.__file__).parent / lang / "LC_MESSAGES" / "sphinx.js"
    if not path.exists():
        return {"locale": lang, "messages": {}, "plural_expr": "(n != 1)"}
    raw = path.read_text(encoding="utf-8")
    return json.loads(raw[raw.index("(") + 1:raw.rindex(")")])  # type: ignore[no-any-return]


def _search_words(app: Sphinx, lang: str) -> None:
    """The search page script's words in `lang`: a `translations.js` Sphinx copies instead of
    its own (in the part's doctree folder, outside the site)."""
    data = _search_catalogue(lang)
    data["messages"] = {**data["messages"],
                        **{key: text(lang, "site", msg) for key, msg in SEARCH.items()},
                        FOUND[0]: _plural_forms(lang)}
    # a number, not a boolean (Finnish's "(n != 1)"): the script indexes the forms with it
    data["plural_expr"] = f"Number({data['plural_expr']})"
    folder = Path(app.doctreedir) / "chrome"
    path = folder / lang / "LC_MESSAGES" / "sphinx.js"
    content = f"Documentation.addTranslations({json.dumps(data, indent=1, sort_keys=True)});\n"
    if not path.exists() or path.read_text(encoding="utf-8") != content:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")
    app.config.locale_dirs = [str(folder)]


def _chrome(app: Sphinx, lang: str) -> None:
    """Furo's and Sphinx's words in the templates, from `site.ftl`."""
    words = {key: text(lang, "site", msg) for key, msg in CHROME.items()}
    app.translator = _Chrome(words, app.translator)
    locale.translators["general", "sphinx"] = app.translator
    _search_words(app, lang)


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
    _chrome(app, lang)


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


def _footer(lang: str) -> str:
    """The foot of a page in its language: the copyright and the credit to Sphinx and Furo."""
    links = {"sphinx": ('https://www.sphinx-doc.org/', "Sphinx"),
             "furo": ("https://github.com/pradyunsg/furo", "Furo")}
    slots = {name: f"\ue000{name}\ue001" for name in links}
    credit = escape(text(lang, "site", "credit", **slots))
    for name, (href, label) in links.items():
        credit = credit.replace(slots[name], f'<a href="{href}">{label}</a>')
    return (f'<div class="copyright">{escape(text(lang, "site", "copyright"))}</div>'
            f'<div class="fiveup-credit">{credit}</div>')


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


def _labels(lang: str) -> Callable[[str], Markup]:
    """What page.html passes Furo's page body through: its hidden labels in `lang`."""
    inside = re.compile(r'(?<=").*(?=")|(?<=>).*(?=<)')  # an attribute's value, an element's text
    words = {english: inside.sub(lambda _, key=key: escape(text(lang, "site", key)), english, count=1)
             for english, key in LABELS.items()}

    def translate(body: str) -> Markup:
        page = str(body)  # plain text: Markup.replace would escape the words
        for english, label in words.items():
            page = page.replace(english, label)
        return Markup(page)

    return translate


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
    context["fiveup_footer"] = _footer(site["lang"])
    context["fiveup_labels"] = _labels(site["lang"])


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("config-inited", _config)
    app.connect("html-page-context", _page)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
