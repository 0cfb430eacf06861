"""`make lab`: JupyterLab on a working copy of the course, for root and non-root users.

    python scripts/lab.py [--dir my-lessons] [--port 8888] [--reset] [--prepare-only] [ARGS...]

The lessons in `tutorials/en`, `tutorials/it` and `tutorials/fi` are the course as shipped
(tested by `make test`); a learner works in a copy, `my-lessons/` (ignored by git), so nothing
a learner saves, and no file a widget writes ("Save record"), lands in the tracked tree.
Missing lessons are copied in and trusted (the course's own notebooks show their pictures); a
lesson the learner has changed is kept. `--reset` puts the course back as shipped. The server
opens on the index of the course in `--course en|it|fi` (by default the language of the
locale, LC_ALL, LC_MESSAGES or LANG, else English); every index links to the other two. Any
further ARGS go to JupyterLab (e.g. `--no-browser`). Stop it with Ctrl+C.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = ROOT / "tutorials"
LANGS = ("en", "it", "fi")
#: JupyterLab setting: a saved notebook keeps its widgets' state, so they show without a kernel.
WIDGET_SETTINGS = {"@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": True}}


def trust(path: Path) -> None:
    """Sign a notebook as trusted (what `jupyter trust` does)."""
    import nbformat
    from nbformat.sign import NotebookNotary

    book = nbformat.read(path, as_version=4)
    NotebookNotary().sign(book)


def prepare(lab_dir: Path, *, reset: bool = False) -> list[str]:
    """Copy the course into `lab_dir` (all of it if `reset`) and trust the course's own
    notebooks; returns the names of lessons the learner has changed (kept as they are)."""
    lab_dir.mkdir(parents=True, exist_ok=True)
    changed = []
    for lesson in sorted(TUTORIALS.glob("*/*.ipynb")):
        name = f"{lesson.parent.name}/{lesson.name}"
        copy = lab_dir / name
        copy.parent.mkdir(exist_ok=True)
        if reset or not copy.exists():
            shutil.copyfile(lesson, copy)
        if filecmp.cmp(lesson, copy, shallow=False):
            trust(copy)
        else:
            changed.append(name)
    return changed


def course_language(chosen: str | None) -> str:
    """The course to open: the one chosen, else the locale's language if there is a course
    in it, else English."""
    if chosen:
        return chosen
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value:
            return value[:2] if value[:2] in LANGS else "en"
    return "en"


def index(lang: str) -> str | None:
    """The index lesson of a course, e.g. `it/00-indice.ipynb`, if that course exists."""
    found = sorted((TUTORIALS / lang).glob("00-*.ipynb"))
    return f"{lang}/{found[0].name}" if found else None


def widget_settings() -> None:
    """Turn on JupyterLab's "save widget state" for this environment (overrides.json)."""
    folder = Path(sys.prefix) / "share" / "jupyter" / "lab" / "settings"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "overrides.json"
    settings = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    for plugin, values in WIDGET_SETTINGS.items():
        settings.setdefault(plugin, {}).update(values)
    path.write_text(json.dumps(settings, indent=2) + "\n", encoding="utf-8")


def lab_command(lab_dir: Path, port: int, lang: str, extra: list[str]) -> list[str]:
    """The JupyterLab command line: root allowed, on the index lesson of a course."""
    return [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={lab_dir}",
            f"--ServerApp.port={port}", "--allow-root",
            f"--LabApp.default_url=/lab/tree/{index(lang) or index('en')}", *extra]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", default=str(ROOT / "my-lessons"), help="the working copy")
    parser.add_argument("--port", type=int, default=8888)
    parser.add_argument("--reset", action="store_true", help="put the course back as shipped")
    parser.add_argument("--prepare-only", action="store_true", help="copy and trust, no server")
    parser.add_argument("--course", choices=LANGS, default=None,
                        help="the course to open: en, it or fi (default: the locale's)")
    args, extra = parser.parse_known_args(argv)
    lab_dir = Path(args.dir).resolve()
    changed = prepare(lab_dir, reset=args.reset)
    for name in changed:
        print(f"kept your changes to {lab_dir.name}/{name} (make lab-reset restores the course)")
    if args.prepare_only:
        return 0
    widget_settings()
    import subprocess

    lang = course_language(args.course)
    print(f"JupyterLab on {lab_dir} (Ctrl+C stops it); the course in", flush=True)
    for other in LANGS:
        mark = "  <- opens now" if other == lang else ""
        page = index(other)
        if page:
            print(f"  {other}: http://localhost:{args.port}/lab/tree/{page}{mark}", flush=True)
    try:
        return subprocess.call(lab_command(lab_dir, args.port, lang, extra))
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
