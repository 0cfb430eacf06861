"""The website's pages: a lesson as a student reads it, a course's table of contents, the home
page. Each is one HTML file that needs nothing but the site's `site.css` beside it.

A lesson page holds the notebook's text and its stored outputs (pictures, the kernel-free
exercises and viewers, printed lines) as the course ships them; its Python is there only behind
a closed "show the code" toggle in the lesson's language. Words come from `site.ftl`; every
text is escaped. The outputs' HTML is the package's own (drawn when the course was built), and
their scripts need no server: the pages and their exercises work opened from disk too. Only
JupyterLite does not: opened from disk, a page shows in place of each link into it the sentence
that says so, and how to serve the folder (`FROM_DISK`). A lesson's link follows its title.
The site's copies of the package's own pages (example games, rule books, cheat sheets) get a
link back to the home page (`with_home_link`).
"""

from __future__ import annotations

import base64
import html
import json
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fiveup_viz.pages.icon import ICON_LINK
from fiveup_viz.pages.site.markdown import to_html
from fiveup_viz.rules import examples
from fiveup_viz.words.messages import text

#: The site's style sheet, shipped beside this module and copied to the site's root.
STYLE = "site.css"
#: A lesson's links as the shipped notebooks write them, and where they lead on the site.
ASSET_LINK = re.compile(r"^\.\./\.\./assets/([a-z]{2})/([\w.-]+)$")
LESSON_LINK = re.compile(r"^((?:\.\./[a-z]{2}/)?[\w-]+)\.ipynb(#[\w-]*)?$")
SVG_TITLE = re.compile(r"<title>(.*?)</title>", re.S)


def say(lang: str, key: str, **args: object) -> str:
    """One of the site's words (`site.ftl`) in `lang`, escaped for HTML."""
    return html.escape(text(lang, "site", key, **args))


@dataclass(frozen=True)
class Lesson:
    """One shipped lesson: its language, file stem, number and title (its heading)."""

    lang: str
    stem: str
    number: str
    title: str
    path: Path

    @property
    def page(self) -> str:
        return f"{self.stem}.html"


def read_lesson(path: Path, lang: str) -> Lesson:
    """A shipped notebook's lesson facts."""
    book = json.loads(path.read_text(encoding="utf-8"))
    number = f"{book['metadata']['fiveup_viz']['lesson']:02d}"
    heading = next((m.group(1) for cell in book["cells"] if cell["cell_type"] == "markdown"
                    if (m := re.search(r"^# (.+)$", "".join(cell["source"]), re.M))), path.stem)
    return Lesson(lang, path.stem, number, heading.strip(), path)


def site_link(address: str) -> str:
    """A lesson's link as it leads on the site: the rule book and cheat sheet into `assets/`, a
    lesson to its page; other addresses are kept."""
    asset = ASSET_LINK.match(address)
    if asset:
        return f"../assets/{asset.group(1)}/{asset.group(2)}"
    lesson = LESSON_LINK.match(address)
    if lesson:
        return f"{lesson.group(1)}.html{lesson.group(2) or ''}"
    return address


def head(lang: str, title: str, up: str) -> str:
    """A page's start, up to its `<body>`; `up` leads from the page to the site's root."""
    return ("<!DOCTYPE html>\n"
            f'<html lang="{lang}"><head><meta charset="utf-8">{ICON_LINK}'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{html.escape(title)}</title>"
            f'<link rel="stylesheet" href="{up}{STYLE}"></head>\n<body>'
            f'<a class="fiveup-skip" href="#main">{say(lang, "chrome-skip")}</a>\n')


def _picture(data: Mapping[str, Any]) -> str:
    """An SVG output as an `<img>` drawn in the page, its description as the alternative text."""
    svg = "".join(data["image/svg+xml"])
    described = "".join(data.get("text/plain", "")).strip()
    if not described or described.startswith("<"):
        found = SVG_TITLE.search(svg)
        described = html.unescape(found.group(1)) if found else ""
    uri = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return (f'<img class="fiveup-picture" alt="{html.escape(described)}" '
            f'src="data:image/svg+xml;base64,{uri}">')


#: A widget's view in an output bundle; the course's notebooks are stored without it and say so in
#: the output's metadata instead (`scripts/execute_tutorials.py`).
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: An output's metadata once its widget view is left out (`scripts/execute_tutorials.py` writes it).
WIDGET_MARK = {"fiveup_viz": {"widget": True}}


#: A widget picture's "run the cell" (`fiveup_viz.widgets._static.RUN_CLASS`): the page has no cell.
RUN_CELL = re.compile(r'<span class="fiveup-run-cell">[^<]*</span>')


def is_widget(item: Mapping[str, Any]) -> bool:
    """Whether a stored output is a widget's: its view kept, or left out and marked so."""
    meta = item.get("metadata", {}).get("fiveup_viz", {})
    return WIDGET_VIEW in item.get("data", {}) or bool(meta.get("widget"))


def output(item: Mapping[str, Any]) -> str:
    """One stored output as the page shows it: HTML as drawn, SVG as a picture, text as printed.
    A widget shows only its static front end (text/html), never its text/plain, which is its
    Python repr (teach35 and teach36 friction 1: `<HandEndViewer mano 3: passo 1 di 6>`), and
    without its "run the cell" (teach36 friction 2)."""
    if item.get("output_type") == "stream":
        return f'<pre class="fiveup-printed">{html.escape("".join(item.get("text", "")))}</pre>'
    data = item.get("data", {})
    if is_widget(item):
        return RUN_CELL.sub("", "".join(data.get("text/html", "")))
    if "text/html" in data:
        return "".join(data["text/html"])
    if "image/svg+xml" in data:
        return _picture(data)
    if "text/plain" in data:
        return f'<pre class="fiveup-printed">{html.escape("".join(data["text/plain"]))}</pre>'
    return ""


def code_cell(cell: Mapping[str, Any], lang: str) -> str:
    """A code cell: its Python behind a closed toggle, its outputs shown."""
    source = "".join(cell["source"]).strip()
    shown = "".join(output(item) for item in cell.get("outputs", []))
    toggle = (f'<details class="fiveup-code"><summary>{say(lang, "show-code")}</summary>'
              f'<pre><code class="language-python">{html.escape(source)}</code></pre></details>'
              if source else "")
    shown = f'<div class="fiveup-output">{shown}</div>' if shown else ""
    return f'<div class="fiveup-cell">{toggle}{shown}</div>'


#: A cell's `metadata.fiveup_viz` keys that say where its text is read (`course/README.md`, "Text
#: for one place"; written by `scripts/course.py`). `NOTEBOOK_ONLY`: true on a prose cell only the
#: notebook shows (JupyterLab, JupyterLite: "choose Run › Run All Cells"); the page leaves it out.
#: `SITE_AFTER`: the prose cells only the page shows, after this cell, each `{"id", "source"}`;
#: the notebook keeps them there unseen (issue 31, teach21 friction 1).
NOTEBOOK_ONLY = "notebook_only"
SITE_AFTER = "site_after"


def body(book: Mapping[str, Any], lang: str) -> Iterator[str]:
    """A notebook's cells as the page shows them: without its notebook-only prose, with its
    site-only prose (`NOTEBOOK_ONLY`, `SITE_AFTER`)."""
    for cell in book["cells"]:
        meta = cell.get("metadata", {}).get("fiveup_viz", {})
        if cell["cell_type"] == "markdown" and not meta.get(NOTEBOOK_ONLY):
            yield to_html("".join(cell["source"]), site_link)
        elif cell["cell_type"] == "code":
            yield code_cell(cell, lang)
        for prose in meta.get(SITE_AFTER, []):
            yield to_html(prose["source"], site_link)


def languages(current: str, pages: Mapping[str, str]) -> str:
    """The language switch: each language's name (in itself), linking to the same page there."""
    items = []
    for lang, href in pages.items():
        name = say(lang, "language-name")
        if lang == current:
            items.append(f'<li><a lang="{lang}" hreflang="{lang}" href="{html.escape(href)}" '
                         f'aria-current="page">{name}</a></li>')
        else:
            items.append(f'<li><a lang="{lang}" hreflang="{lang}" href="{html.escape(href)}">{name}</a></li>')
    return (f'<nav class="fiveup-languages" aria-label="{say(current, "languages")}"><ul>'
            + "".join(items) + "</ul></nav>")


#: The anchor of a course's example games on its own table of contents, where the site's menu
#: leads (teach31 friction 3: it led to the home page of every course, a pupil given
#: `…/en/index.html` then landed among the Italian and Finnish sections).
EXAMPLES = "examples"


def example_games(lang: str, up: str) -> str:
    """The list of the example games in `lang`, each linked from a page `up` from the site's root."""
    return "".join(f'<li><a href="{up}examples/{lang}/{name}.html">{html.escape(examples.title(name, lang))}'
                   "</a></li>" for name in examples.names())


def trail(lang: str, up: str) -> str:
    """The links every page of a course starts with: home, the course, the rule book, the cheat
    sheet, the course's example games (on its table of contents: the menu stays in the course)."""
    links = ((f"{up}index.html", "home"), (f"{up}{lang}/index.html", "lessons"),
             (f"{up}assets/{lang}/rulebook.html", "rulebook"),
             (f"{up}assets/{lang}/cheat-sheet.html", "cheat-sheet"),
             (f"{up}{lang}/index.html#{EXAMPLES}", "examples"))
    # the rule book's link is marked: an exercise's cited rules link to its anchors from it
    # (static/exercise.js, teach11 friction 5)
    mark = {"rulebook": " data-fiveup-rulebook"}
    return (f'<nav class="fiveup-trail" aria-label="{say(lang, "site-title")}"><ul>'
            + "".join(f'<li><a href="{href}"{mark.get(key, "")}>{say(lang, key)}</a></li>'
                      for href, key in links)
            + "</ul></nav>")


def run_link(lang: str, stem: str, up: str) -> str:
    """The address of a lesson in JupyterLite (its interface in `lang`), from a page `up`."""
    return f"{up}lite/notebooks/{lang}/index.html?path={lang}/{stem}.ipynb"


#: On a page opened from disk (file://), where JupyterLite cannot run, each `.fiveup-lite` shows
#: its sentence instead of its link. Static: the words are the page's own, in its HTML.
FROM_DISK = ("<script>if (location.protocol === 'file:') {\n"
             "  for (const offer of document.querySelectorAll('.fiveup-lite')) {\n"
             "    for (const link of offer.querySelectorAll('.fiveup-lite-link')) link.remove();\n"
             "    offer.querySelector('.fiveup-lite-from-disk').hidden = false;\n"
             "  }\n}</script>\n")


#: The links into JupyterLite (their words' keys), each with what `run-from-disk` says it is.
OFFER_OF = {"run-lesson": "lesson", "run-course": "course"}


def lite_offer(lang: str, href: str, key: str, note: bool = False) -> str:
    """A link into JupyterLite (with `note`, the line on what it does), and the hidden sentence
    `FROM_DISK` shows in its place on a page opened from disk: the page works, only the link
    needs the folder served (teacher trial 6, finding 1)."""
    said = f' <span class="fiveup-run-note">{say(lang, "run-note")}</span>' if note else ""
    return (f'<span class="fiveup-lite-link"><a class="fiveup-run" href="{html.escape(href)}">'
            f"{say(lang, key)}</a>{said}</span>"
            f'<span class="fiveup-lite-from-disk" hidden>'
            f'{say(lang, "run-from-disk", offer=OFFER_OF[key])}</span>')


def _first_in_body(page: str, style: str, part: str) -> str:
    """A page of the package's own with `part` first in its body and its `style` in its head."""
    page = page.replace("</head>", f"<style>{style}</style></head>", 1)
    return re.sub(r"<body\b[^>]*>", lambda m: m.group(0) + part, page, count=1)


#: The site's menu on a page that has no `site.css` (the look of a lesson page's, not printed).
MENU_STYLE = (".fiveup-site-menu { font: .95rem/1.5 \"DejaVu Sans\", Verdana, Arial, sans-serif;"
              " display: flex; flex-wrap: wrap; justify-content: space-between; gap: .4rem 1.2rem;"
              " margin: 0 0 1rem; padding: .5rem .8rem; border: 1px solid #c8c8c8; border-radius: 6px;"
              " background: #f6f7f9; } .fiveup-site-menu ul { display: flex; flex-wrap: wrap;"
              " gap: .3rem 1rem; list-style: none; margin: 0; padding: 0; }"
              " .fiveup-site-menu a { color: #1d4ed8; }"
              " .fiveup-site-menu [aria-current] { font-weight: bold; color: #1b1b1b; }"
              " @media print { .fiveup-site-menu { display: none; } }")


def with_site_menu(page: str, lang: str, others: Mapping[str, str]) -> str:
    """A page of the package's own two folders down (an example game, `examples/LANG/`; the rule
    book and the cheat sheet, `assets/LANG/`) as the site has it: the site's menu first in its
    body, as a lesson page has it, with the language switch to the pages `others` (teacher
    trial 6, finding 3; teacher trial 9, finding 8: the rules had only a link home)."""
    menu = f'<header class="fiveup-site-menu">{trail(lang, "../../")}{languages(lang, others)}</header>'
    return _first_in_body(page, MENU_STYLE, menu)


#: The width from which an example game's description starts open: below it (a 1024-wide
#: projector) it is folded under "About this game", so the buttons and the board come first
#: (teach11 friction 9).
ABOUT_OPEN_FROM = 1200

#: The example page's folded description: the look of its summary line (the page's own header
#: keeps its style; the projector's CSS is the page's).
ABOUT_STYLE = (".fiveup-about { margin: .1rem 0 0; } .fiveup-about > summary { cursor: pointer;"
               " color: #555; width: max-content; max-width: 100%; }"
               " @media print { .fiveup-about > summary { display: none; } }")

#: Folds the description of the game header (the stepper draws the header again on each step
#: and when the tiles are turned: the fold follows, keeping whether the reader opened it).
ABOUT_JS = """(function () {
  var label = LABEL, open = window.matchMedia("(min-width: WIDEpx)").matches;
  function fold() {
    document.querySelectorAll(".fiveup-header h1 ~ div").forEach(function (about) {
      var box = document.createElement("details");
      box.className = "fiveup-about";
      box.open = open;
      var summary = document.createElement("summary");
      summary.textContent = label;
      box.appendChild(summary);
      about.parentNode.replaceChild(box, about);
      box.appendChild(about);
      box.addEventListener("toggle", function () { open = box.open; });
    });
  }
  new MutationObserver(fold).observe(document.body, {childList: true, subtree: true});
  fold();
})();"""


def with_about_folded(page: str, lang: str) -> str:
    """An example game's page whose long description (teach11 friction 9: three lines that
    pushed the board down at 1024 wide) folds under "About this game", open from
    `ABOUT_OPEN_FROM` pixels wide."""
    label = json.dumps(text(lang, "site", "about-game")).replace("<", "\\u003c")
    script = (ABOUT_JS.replace("LABEL", label)
              .replace("WIDE", str(ABOUT_OPEN_FROM)))
    page = page.replace("</head>", f"<style>{ABOUT_STYLE}</style></head>", 1)
    return page.replace("</body>", f"<script>{script}</script></body>", 1)


def lesson_page(lesson: Lesson, others: Mapping[str, Lesson], course: Sequence[Lesson],
                lite: bool) -> str:
    """A lesson as a student reads it; `others` is the same lesson in every language (itself
    too), `course` the lessons of its course in order, `lite` whether JupyterLite is there (its
    link then follows the lesson's first cell, its title)."""
    lang = lesson.lang
    book = json.loads(lesson.path.read_text(encoding="utf-8"))
    switch = languages(lang, {o.lang: f"../{o.lang}/{o.page}" for o in others.values()})
    run = (f'<p class="fiveup-run-bar fiveup-lite">'
           f'{lite_offer(lang, run_link(lang, lesson.stem, "../"), "run-lesson", note=True)}</p>'
           if lite else "")
    cells = list(body(book, lang))
    cells[1:1] = [run] if run else []
    at = course.index(lesson)
    pager = []
    if at > 0:
        pager.append(f'<a class="fiveup-previous" rel="prev" href="{course[at - 1].page}">'
                     f'<span>{say(lang, "chrome-previous")}</span> {html.escape(course[at - 1].title)}</a>')
    if at + 1 < len(course):
        pager.append(f'<a class="fiveup-next-page" rel="next" href="{course[at + 1].page}">'
                     f'<span>{say(lang, "chrome-next")}</span> {html.escape(course[at + 1].title)}</a>')
    return (head(lang, f"{lesson.title} · {text(lang, 'site', 'site-title')}", "../")
            + f"<header>{trail(lang, '../')}{switch}</header>\n"
            + '<main id="main" class="fiveup-lesson">' + "\n".join(cells) + "</main>\n"
            + f'<nav class="fiveup-pager" aria-label="{say(lang, "lessons")}">{"".join(pager)}</nav>\n'
            + (FROM_DISK if lite else "") + "</body></html>\n")


def course_page(lang: str, course: Sequence[Lesson], langs: Iterable[str], lite: bool) -> str:
    """A course's table of contents, then its example games (the site's menu leads there)."""
    items = "".join(f'<li><a href="{lesson.page}">{html.escape(lesson.title)}</a></li>' for lesson in course)
    first = run_link(lang, course[0].stem, "../")
    run = f'<p class="fiveup-lite">{lite_offer(lang, first, "run-course")}</p>' if lite else ""
    switch = languages(lang, {other: f"../{other}/index.html" for other in langs})
    return (head(lang, f"{text(lang, 'site', 'course-title')} · {text(lang, 'site', 'site-title')}", "../")
            + f"<header>{trail(lang, '../')}{switch}</header>\n"
            + f'<main id="main"><h1>{say(lang, "course-title")}</h1><p>{say(lang, "home-intro")}</p>{run}'
            + f'<h2>{say(lang, "lessons")}</h2><ul class="fiveup-toc">{items}</ul>'
            + f'<h2 id="{EXAMPLES}">{say(lang, "examples")}</h2><p>{say(lang, "examples-intro")}</p>'
            + f'<ul class="fiveup-examples">{example_games(lang, "../")}</ul></main>\n'
            + (FROM_DISK if lite else "") + "</body></html>\n")


def home_section(lang: str, first: Lesson, lite: bool) -> str:
    """The home page's block for one course, in its language."""
    links = [(f"{lang}/index.html", "lessons"), (f"assets/{lang}/rulebook.html", "rulebook"),
             (f"assets/{lang}/cheat-sheet.html", "cheat-sheet")]
    # a note under the list, not one of its links: from disk it is a sentence (teach25 F6)
    offer = lite_offer(lang, run_link(lang, first.stem, ""), "run-course")
    run = f'<p class="fiveup-lite fiveup-lite-note">{offer}</p>' if lite else ""
    games = example_games(lang, "")
    return (f'<section lang="{lang}" aria-labelledby="course-{lang}">'
            f'<h2 id="course-{lang}">{say(lang, "course-title")}</h2><p>{say(lang, "home-intro")}</p><ul>'
            + "".join(f'<li><a href="{html.escape(href)}">{say(lang, key)}</a></li>' for href, key in links)
            + f'</ul>{run}<h3 id="examples-{lang}">{say(lang, "examples")}</h3>'
            + f'<p>{say(lang, "examples-intro")}</p>'
            + f"<ul>{games}</ul></section>")


def home_languages(lang: str, langs: Iterable[str]) -> str:
    """The row of languages at the top of the home page, each (its name in itself) leading to
    its course's section below (teacher trial 9, finding 8: a Finnish pupil scrolled past the
    English and Italian courses to find theirs)."""
    items = "".join(f'<li><a lang="{other}" hreflang="{other}" href="#course-{other}">'
                    f'{say(other, "language-name")}</a></li>' for other in langs)
    return (f'<header><nav class="fiveup-languages" aria-label="{say(lang, "home-languages")}">'
            f"<ul>{items}</ul></nav></header>\n")


def home_page(firsts: Mapping[str, Lesson], lite: bool) -> str:
    """The home page: the row of languages, then each course in its own language, side by side;
    the page's own words are the first course's language."""
    lang = next(iter(firsts))
    blocks = "\n".join(home_section(other, first, lite) for other, first in firsts.items())
    return (head(lang, text(lang, "site", "home-title"), "")
            + (home_languages(lang, firsts) if len(firsts) > 1 else "")
            + f'<main id="main"><h1>{say(lang, "home-title")}</h1>\n<div class="fiveup-home">{blocks}</div>'
            + "</main>\n" + (FROM_DISK if lite else "") + "</body></html>\n")
