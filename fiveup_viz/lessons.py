"""The course as a learner gets it: a working copy of the lessons, and JupyterLab on it.

`fiveup-viz lessons DIR`, `fiveup-viz lab [DIR]` and `make lab` share this module. The course
as shipped is `tutorials/en|it|fi/*.ipynb`, built from `course/` with their stored outputs; a
wheel carries them as `fiveup_viz/tutorials/` (setup.py), an editable install reads the
repository's. A learner works in a copy: missing lessons are copied in and trusted (so their
saved pictures show before anything runs), a lesson the learner has changed is kept, and
`reset` puts everything back as shipped. The copy's links to the rule book and the cheat sheet
point into its own `assets/`, written from the package, so nothing reads the repository.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from pathlib import Path

from fiveup_viz.errors import FiveUpError, Message
from fiveup_viz.messages import LANGUAGES

HERE = Path(__file__).resolve().parent
#: JupyterLab setting: a saved notebook keeps its widgets' state, so they show without a kernel.
WIDGET_SETTINGS = {"@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": True}}
#: A lesson's links to the rule book and cheat sheet: `tutorials/LANG/` reaches `assets/LANG/`
#: of the repository; a working copy `DIR/LANG/` reaches its own `DIR/assets/LANG/`.
SHIPPED_LINK, COPY_LINK = "](../../assets/", "](../assets/"
ASSETS = ("rulebook.html", "cheat-sheet.html")


class LessonsError(FiveUpError):
    """The lessons cannot be written or opened (no course in this installation, DIR a file,
    JupyterLab missing)."""


def shipped() -> Path:
    """The folder of the course as shipped, holding `en/`, `it/` and `fi/`: the wheel's
    package data, else the repository's `tutorials/` (an editable install)."""
    for folder in (HERE / "tutorials", HERE.parent / "tutorials"):
        if any(folder.glob("*/00-*.ipynb")):
            return folder
    raise LessonsError(Message("lessons.missing"))


def course_langs(lang: str) -> tuple[str, ...]:
    """The courses `--lang` asks for: one language, or all of them for `all`."""
    return tuple(LANGUAGES) if lang == "all" else (lang,)


def as_copied(lesson: Path) -> bytes:
    """A shipped lesson as its working copy holds it: the same bytes, its links to the rule
    book and cheat sheet pointing into the copy's `assets/`."""
    return lesson.read_text(encoding="utf-8").replace(SHIPPED_LINK, COPY_LINK).encode("utf-8")


def trust(path: Path) -> None:
    """Sign a notebook as trusted (what `jupyter trust` does), if nbformat is installed."""
    try:
        import nbformat
        from nbformat.sign import NotebookNotary
    except ImportError:  # without the `lab` extra; `fiveup-viz lab` trusts them later
        return
    NotebookNotary().sign(nbformat.read(path, as_version=4))  # type: ignore[no-untyped-call]


def _folder(lab_dir: Path) -> None:
    if lab_dir.exists() and not lab_dir.is_dir():
        raise LessonsError(Message("lessons.folder", folder=str(lab_dir)))
    lab_dir.mkdir(parents=True, exist_ok=True)


def prepare(lab_dir: Path, *, langs: Iterable[str] = LANGUAGES, reset: bool = False) -> list[str]:
    """Copy the courses in `langs` into `lab_dir` (all of it if `reset`), write their rule
    books and cheat sheets, and trust the course's own notebooks; returns the names
    (`en/00-index.ipynb`) of lessons the learner has changed, kept as they are."""
    source, changed = shipped(), []
    _folder(lab_dir)
    for lang in langs:
        (lab_dir / lang).mkdir(exist_ok=True)
        for lesson in sorted((source / lang).glob("*.ipynb")):
            name, copy, data = f"{lang}/{lesson.name}", lab_dir / lang / lesson.name, as_copied(lesson)
            if reset or not copy.exists():
                copy.write_bytes(data)
            if copy.read_bytes() == data:
                trust(copy)
            else:
                changed.append(name)
        write_assets(lab_dir / "assets" / lang, lang)
    return changed


def write_assets(folder: Path, lang: str) -> None:
    """The rule book and the cheat sheet in `lang`, as this version of the package draws them
    (they are not the learner's work: a stale copy from an older version is replaced)."""
    from fiveup_viz import cheatsheet, rulebook

    folder.mkdir(parents=True, exist_ok=True)
    for name, build in zip(ASSETS, (rulebook.build, cheatsheet.page), strict=True):
        data = build(lang).encode("utf-8")
        path = folder / name
        if not path.exists() or path.read_bytes() != data:
            path.write_bytes(data)


def count(lab_dir: Path, lang: str) -> int:
    """How many lessons of the course in `lang` the working copy holds."""
    return len(list((lab_dir / lang).glob("*.ipynb")))


def index(lang: str) -> str | None:
    """The index lesson of a course, e.g. `it/00-indice.ipynb`, if that course exists."""
    found = sorted((shipped() / lang).glob("00-*.ipynb"))
    return f"{lang}/{found[0].name}" if found else None


def course_language(chosen: str | None = None) -> str:
    """The course to open: the one chosen, else the environment's language (as gettext reads
    it: LANGUAGE, LC_ALL, LC_MESSAGES, LANG) if there is a course in it, else English."""
    from fiveup_viz.cli_words import env_language

    lang = chosen or env_language()
    return lang if lang in LANGUAGES else "en"


def widget_settings() -> None:
    """Turn on JupyterLab's "save widget state" for this environment (overrides.json); a
    read-only environment keeps its settings."""
    folder = Path(sys.prefix) / "share" / "jupyter" / "lab" / "settings"
    path = folder / "overrides.json"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        settings = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
        for plugin, values in WIDGET_SETTINGS.items():
            settings.setdefault(plugin, {}).update(values)
        path.write_text(json.dumps(settings, indent=2) + "\n", encoding="utf-8")
    except (OSError, ValueError, AttributeError):
        pass  # the lessons still open; a widget's state is just not saved with the notebook


def lab_command(lab_dir: Path, port: int, lang: str, extra: list[str]) -> list[str]:
    """The JupyterLab command line: root allowed, on the index lesson of a course."""
    return [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={lab_dir}",
            f"--ServerApp.port={port}", "--allow-root",
            f"--LabApp.default_url=/lab/tree/{index(lang) or index('en')}", *extra]


def check_jupyterlab() -> None:
    """JupyterLab is installed (the `lab` extra), else one clear error."""
    from importlib.util import find_spec

    if find_spec("jupyterlab") is None:
        raise LessonsError(Message("lessons.no-lab", install="pip install 'fiveup_viz[lab]'"))
