"""`fiveup-viz site DIR`: the course as a static website, written from the installed package.

DIR then holds, with relative links only (it works on any static host and opened from disk):

- `index.html`: each course in its language, with its rule book, cheat sheet and example games;
- `LANG/index.html` and `LANG/NN-NAME.html`: a course's table of contents and its lessons, with
  their stored pictures and kernel-free exercises, the Python behind "show the code";
- `assets/LANG/`: the rule book and the cheat sheet (`lessons.write_assets`), each with the
  site's menu and language switch, as a lesson page has them (`pages.with_site_menu`), and
- `examples/LANG/NAME.html`: each example game as a page (`page.game_page`) with the site's
  menu (`pages.with_site_menu`) and the switch "Ask the questions" (its quiz, off until ticked);
- `site.css`, an empty `.nojekyll` (GitHub Pages then publishes the folder as it is), and
  `lite/` (JupyterLite, where the lessons run) when `make site` builds it.

Every file is written atomically, and nothing through a symbolic link below DIR (the checks
of `lessons`: DIR empty or a file is refused before anything is written).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from importlib import resources

from fiveup_viz.pages import lessons
from fiveup_viz.pages.page import game_page
from fiveup_viz.pages.site.pages import (
    STYLE,
    Lesson,
    course_page,
    home_page,
    lesson_page,
    read_lesson,
    with_about_folded,
    with_site_menu,
)
from fiveup_viz.rules import examples
from fiveup_viz.words.fluent import LANGUAGES

__all__ = ["Written", "courses", "write"]

#: An empty file that tells GitHub Pages to publish the folder as it is (no Jekyll build).
NO_JEKYLL = ".nojekyll"


@dataclass
class Written:
    """What `write` wrote: the files (paths below DIR) and their bytes in all."""

    files: list[str]
    size: int


def courses(langs: Iterable[str]) -> dict[str, list[Lesson]]:
    """The shipped lessons of each course in `langs`, in order."""
    source = lessons.shipped()
    return {lang: [read_lesson(path, lang) for path in sorted((source / lang).glob("*.ipynb"))]
            for lang in langs}


def _targets(found: dict[str, list[Lesson]]) -> Iterator[tuple[str, ...]]:
    """Every path `write` writes, as parts below DIR."""
    yield (STYLE,)
    yield (NO_JEKYLL,)
    yield ("index.html",)
    for lang, course in found.items():
        yield lang, "index.html"
        for lesson in course:
            yield lang, lesson.page
        for name in (*lessons.ASSETS,):
            yield "assets", lang, name
        for name in examples.names():
            yield "examples", lang, f"{name}.html"


def _pages(found: dict[str, list[Lesson]], lite: bool) -> Iterator[tuple[tuple[str, ...], str]]:
    """The site's own pages (not the assets), each with its path below DIR."""
    numbered = {lang: {lesson.number: lesson for lesson in course} for lang, course in found.items()}
    yield ("index.html",), home_page({lang: course[0] for lang, course in found.items()}, lite)
    for lang, course in found.items():
        yield (lang, "index.html"), course_page(lang, course, found, lite)
        for lesson in course:
            others = {other: numbered[other][lesson.number] for other in found
                      if lesson.number in numbered[other]}
            yield (lang, lesson.page), lesson_page(lesson, others, course, lite)
        for name in examples.names():
            page = game_page(examples.load(name), lang=lang, quiz=True, asking=False)
            page = with_about_folded(page, lang)
            yield ("examples", lang, f"{name}.html"), _with_menu(page, f"{name}.html", lang=lang,
                                                                 langs=found)


def _with_menu(page: str, name: str, *, lang: str, langs: Iterable[str]) -> str:
    """A page `name` two folders down (an example game; the rule book or the cheat sheet) in
    `lang` with the site's menu, its language switch leading to the same page in each of `langs`."""
    return with_site_menu(page, lang, {other: f"../{other}/{name}" for other in langs})


def write(given: str, *, langs: Iterable[str] = LANGUAGES, lite: bool = False) -> Written:
    """Write the website of the courses in `langs` into the folder `given` (made if missing);
    `lite`: JupyterLite is (or will be) at DIR/lite/, and each lesson links to itself there.
    LessonsError for a bad DIR, OSError (naming the file) if the system refuses a write."""
    root, langs = lessons.working_folder(given), tuple(langs)
    found = courses(langs)
    targets = list(_targets(found))
    for parts in targets:
        lessons.inside(root, *parts)
    root.mkdir(parents=True, exist_ok=True)
    style = resources.files(__name__).joinpath(STYLE).read_bytes()
    lessons._write(lessons.inside(root, STYLE), style)
    lessons._write(lessons.inside(root, NO_JEKYLL), b"")
    for parts, page in _pages(found, lite):
        for depth in range(1, len(parts)):
            lessons._folder(root, *parts[:depth])
        lessons._write(lessons.inside(root, *parts), page.encode("utf-8"))
    for lang in langs:
        lessons.write_assets(root, lang, functools.partial(_with_menu, lang=lang, langs=langs))
    files = ["/".join(parts) for parts in targets]
    return Written(files, sum((root / name).stat().st_size for name in files))
