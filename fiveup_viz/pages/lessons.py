"""The course as a learner gets it: a working copy of the lessons, and JupyterLab on it.

`fiveup-viz lessons DIR`, `fiveup-viz lab [DIR]` and `make lab` share this module. The course
as shipped is `tutorials/en|it|fi/*.ipynb`, built from `course/` with their stored outputs; a
wheel carries them as `fiveup_viz/tutorials/` (setup.py), an editable install reads the
repository's. A learner works in a copy: missing lessons are copied in and trusted (so their
saved pictures show before anything runs), a lesson the learner has changed is kept, one
that no longer reads as a notebook (cut short by a failed write) is put back with its broken
copy kept beside it, and `reset` puts everything back as shipped. Every file goes through
`files.write_atomic`, and nothing is read or written through a symbolic link below DIR (DIR
itself is resolved once, as the user gave it). The copy's links to the rule book and the
cheat sheet point into its own `assets/`, written from the package, so nothing reads the
repository.
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import platform
import sqlite3
import stat
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fiveup_viz.files import NOT_A_FILE, write_atomic
from fiveup_viz.words.environment import env_language
from fiveup_viz.words.errors import FiveUpError, Message, os_reason
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.quoting import quote

HERE = Path(__file__).resolve().parents[1]  #: the package folder (fiveup_viz/)
#: JupyterLab settings: a saved notebook keeps its widgets' state, so they show without a kernel;
#: no "Would you like to get notified about official Jupyter news?" toast over the class's table
#: (teach35 friction 2: JupyterLab 4 asks while `fetchNews` is "none", whatever `news_url` is).
LAB_SETTINGS: dict[str, dict[str, Any]] = {
    "@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": True},
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
}
#: A markdown cell's first line left blank, under JupyterLab's cell toolbar.
BLANK_LINE = "&nbsp;\n\n"
#: JupyterLab options: it fetches no news and checks for no update (nothing leaves the computer).
LAB_QUIET = ("--LabApp.news_url=None", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate")
#: A lesson's links to the rule book and cheat sheet: `tutorials/LANG/` reaches `assets/LANG/`
#: of the repository; a working copy `DIR/LANG/` reaches its own `DIR/assets/LANG/`.
SHIPPED_LINK, COPY_LINK = "](../../assets/", "](../assets/"
ASSETS = ("rulebook.html", "cheat-sheet.html")
#: How much of a path an error quotes: the whole of most, as the learner needs to find it.
PATH_QUOTE = 200
#: Added to a lesson's name for its copy kept aside when it no longer reads as a notebook.
BROKEN = ".broken"
#: The notary's own log: its warnings would add lines; `Trust.refused` says it once instead.
_QUIET = logging.getLogger("fiveup_viz.pages.lessons.trust")
_QUIET.addHandler(logging.NullHandler())
_QUIET.propagate = False


class LessonsError(FiveUpError):
    """The lessons cannot be written or opened (no course in this installation, DIR a file or
    empty, a symbolic link on the way out of DIR, JupyterLab missing)."""


@dataclass
class Prepared:
    """What `prepare` found besides the course as shipped: lessons the learner changed (kept),
    lessons that were no longer notebooks (put back, the broken copy kept aside), and why the
    lessons could not be trusted (None if they were, or nbformat is not installed)."""

    changed: list[str] = field(default_factory=list)
    restored: list[tuple[str, str]] = field(default_factory=list)
    untrusted: Message | None = None


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


def is_notebook(data: bytes) -> bool:
    """Whether a lesson's bytes still read as a notebook (not cut short by a failed write)."""
    try:
        doc = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return False
    return isinstance(doc, dict) and isinstance(doc.get("cells"), list) \
        and isinstance(doc.get("nbformat"), int)


def working_folder(given: str) -> Path:
    """DIR as the user gave it, resolved once (DIR itself may be a link); an empty DIR or a
    file is refused."""
    if not given:
        raise LessonsError(Message("lessons.dir-empty"))
    root = Path(given).resolve()
    if root.exists() and not root.is_dir():
        raise LessonsError(Message("lessons.folder", folder=given))
    return root


def cannot_write(refused: OSError, where: Path) -> Message:
    """`cannot write PATH: WHY`, with the whole path of the file refused (else `where`)."""
    path = quote(str(refused.filename or where), PATH_QUOTE)
    return Message("cli.write", path=path, why=os_reason(refused))


def inside(root: Path, *parts: str) -> Path:
    """`root/parts`, refused (naming the link) if any part below `root` is a symbolic link,
    dangling or not: nothing `lessons` writes leaves DIR."""
    path = root
    for part in parts:
        path = path / part
        if path.is_symlink():
            raise LessonsError(Message("lessons.link", path=quote(str(path), PATH_QUOTE),
                                       folder=quote(str(root), PATH_QUOTE)))
    return path


def _folder(root: Path, *parts: str) -> Path:
    """The folder `root/parts`, made if missing; a link or a file there is refused."""
    path = inside(root, *parts[:-1]) / parts[-1]
    with contextlib.suppress(FileExistsError):
        os.mkdir(path)
    if not inside(root, *parts).is_dir():
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(path))
    return path


def _read(path: Path) -> bytes | None:
    """The bytes of a file of the working copy (a link refused, not followed), None if missing."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        return None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            inside(path.parent, path.name)
        raise
    with os.fdopen(fd, "rb") as stream:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(mode):
            raise OSError(errno.EINVAL, NOT_A_FILE, str(path))
        return stream.read()


def _write(path: Path, data: bytes) -> None:
    """`write_atomic`, its refusal naming the file (a full disk's does not by itself)."""
    try:
        write_atomic(path, data)
    except OSError as exc:
        if exc.filename:
            raise
        raise OSError(exc.errno, exc.strerror, str(path)) from None


def _keep_aside(root: Path, lang: str, name: str, data: bytes) -> str:
    """Copy a lesson that is no longer a notebook to the first free `NAME.broken`,
    `NAME.broken-2`, … beside it (never replacing one); the copy's name."""
    number = 1
    while True:
        aside = f"{name}{BROKEN}" + (f"-{number}" if number > 1 else "")
        path = inside(root, lang) / aside
        try:  # claims the name: no other file, link (it is not followed) or copy is replaced
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
        except FileExistsError:
            number += 1
            continue
        try:
            _write(path, data)
        except BaseException:
            path.unlink()  # the name claimed above: a refused copy leaves nothing behind
            raise
        return f"{lang}/{aside}"


def _targets(source: Path, langs: Iterable[str]) -> Iterator[tuple[str, ...]]:
    """Every path `prepare` writes, as parts below DIR."""
    for lang in langs:
        yield (lang,)
        for lesson in sorted((source / lang).glob("*.ipynb")):
            yield lang, lesson.name
        yield "assets", lang
        for name in ASSETS:
            yield "assets", lang, name


def prepare(lab_dir: Path, *, langs: Iterable[str] = LANGUAGES, reset: bool = False) -> Prepared:
    """Copy the courses in `langs` into `lab_dir` (all of it if `reset`), write their rule
    books and cheat sheets, and trust the course's own notebooks. Lessons the learner has
    changed are kept; one that is no longer a notebook is put back, its broken copy kept
    aside. Nothing is written if a symbolic link lies on the way to any of it."""
    source, root, langs, done = shipped(), working_folder(str(lab_dir)), tuple(langs), Prepared()
    for parts in _targets(source, langs):
        inside(root, *parts)
    root.mkdir(parents=True, exist_ok=True)
    with Trust() as trusted:
        for lang in langs:
            _folder(root, lang)
            for lesson in sorted((source / lang).glob("*.ipynb")):
                data = as_copied(lesson)
                if _copy(root, lang, lesson.name, data, reset, done):
                    trusted.sign(data)
            write_assets(root, lang)
    done.untrusted = trusted.refused
    return done


def _copy(root: Path, lang: str, name: str, data: bytes, reset: bool, done: Prepared) -> bool:
    """One lesson of the working copy: written if missing (or `reset`), kept if the learner
    changed it, put back if it is no longer a notebook (the broken copy kept aside); whether
    it now holds the lesson as shipped."""
    path = inside(root, lang, name)
    held = None if reset else _read(path)
    if held is not None and held != data:
        if is_notebook(held):
            done.changed.append(f"{lang}/{name}")
            return False
        done.restored.append((f"{lang}/{name}", _keep_aside(root, lang, name, held)))
    if held != data:
        _write(inside(root, lang, name), data)
    return True


class Trust:
    """Signs notebooks as trusted (what `jupyter trust` does), if nbformat is installed, with
    one notary for the whole course; the first refusal of the Jupyter data folder is kept in
    `refused` and nothing more is signed (the lessons are written all the same)."""

    def __init__(self) -> None:
        self.refused: Message | None = None
        self.notary: Any = None

    def __enter__(self) -> Trust:
        try:
            from jupyter_core.paths import jupyter_data_dir
            from nbformat.sign import NotebookNotary
        except ImportError:  # without the `lab` extra; `fiveup-viz lab` trusts them later
            return self
        try:
            self.notary = NotebookNotary(log=_QUIET)  # type: ignore[no-untyped-call]
        except OSError as exc:
            self.refused = cannot_write(exc, Path(jupyter_data_dir()))
            return self
        if getattr(self.notary.store, "db_file", None) == ":memory:" != self.notary.db_file:
            self._no_store()  # nbformat could not open its database and keeps it in memory
        return self

    def _no_store(self) -> None:
        self.refused = Message("lessons.trust-store", path=quote(self.notary.db_file, PATH_QUOTE))

    def sign(self, data: bytes) -> None:
        """Trust the notebook `data`."""
        if self.notary is None or self.refused:
            return
        import nbformat

        try:
            self.notary.sign(nbformat.reads(data.decode("utf-8"), as_version=4))  # type: ignore[no-untyped-call]
        except OSError as exc:
            self.refused = cannot_write(exc, Path(self.notary.data_dir))
        except sqlite3.Error:
            self._no_store()

    def __exit__(self, *exc: object) -> None:
        if self.notary is not None:
            self.notary.store.close()


def write_assets(root: Path, lang: str, dress: Callable[[str, str], str] | None = None) -> None:
    """The rule book and the cheat sheet in `lang` in `root/assets/lang/`, as this version of
    the package draws them (they are not the learner's work: a stale copy from an older
    version is replaced); `dress(page, name)` changes each page before it is written (the
    website's menu)."""
    from fiveup_viz.pages import cheatsheet, rulebook

    _folder(root, "assets")
    _folder(root, "assets", lang)
    for name, build in zip(ASSETS, (rulebook.build, cheatsheet.page), strict=True):
        page = build(lang)
        data = (dress(page, name) if dress else page).encode("utf-8")
        if _read(inside(root, "assets", lang, name)) != data:
            _write(inside(root, "assets", lang, name), data)


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
    lang = chosen or env_language()
    return lang if lang in LANGUAGES else "en"


def lab_app_dir() -> Path:
    """JupyterLab's application folder, as JupyterLab finds it: `JUPYTERLAB_DIR`, else the
    environment's `share/jupyter/lab`."""
    chosen = os.environ.get("JUPYTERLAB_DIR")
    return Path(chosen) if chosen else Path(sys.prefix) / "share" / "jupyter" / "lab"


def lab_settings() -> None:
    """Set JupyterLab's `LAB_SETTINGS` as this environment's defaults (overrides.json), the
    others kept; a read-only environment keeps its settings."""
    folder = lab_app_dir() / "settings"
    path = folder / "overrides.json"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        settings = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
        for plugin, values in LAB_SETTINGS.items():
            settings.setdefault(plugin, {}).update(values)
        write_atomic(path, json.dumps(settings, indent=2) + "\n")
    except (OSError, ValueError, AttributeError):
        pass  # the lessons still open; a widget's state is just not saved with the notebook


def lab_command(lab_dir: Path, port: int, lang: str, extra: list[str],
                page: str | None = None, token: str | None = None,
                workspaces: Path | None = None) -> list[str]:
    """The JupyterLab command line: root allowed, its login `token` when given, on `page` (a
    path below `lab_dir`), else on the index lesson of a course; with `workspaces` (the
    folder `table_workspace` wrote), in the table's own workspace; `extra` last. On `port` only
    (`port_retries=0`): the caller chose a free one (`cli.course.lab_port`) and printed its
    address, which a port JupyterLab moved to by itself would make wrong (teach31 friction 1);
    unless `extra` sets port_retries itself (JupyterLab refuses an option given twice)."""
    own = [] if token is None else [f"--IdentityProvider.token={token}"]
    spaces = [] if workspaces is None else [f"--LabApp.workspaces_dir={workspaces}"]
    opened = lab_path(page or index(lang) or index("en") or "", workspaces is not None)
    # JupyterLab refuses an option given twice: the teacher's own stands
    given = {arg.partition("=")[0].rpartition(".")[2] for arg in extra if arg.startswith("--")}
    stay = [] if "port_retries" in given else ["--ServerApp.port_retries=0"]
    quiet = [arg for arg in LAB_QUIET if arg.partition("=")[0].rpartition(".")[2] not in given]
    return [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={lab_dir}",
            f"--ServerApp.port={port}", *stay, "--allow-root", *own, *spaces, *quiet,
            f"--LabApp.default_url={opened}", *extra]


#: The JupyterLab workspace `table --projector` opens in, and its folder in DIR (hidden, as
#: JupyterLab hides a dot's files): the file browser's panel closed, so that the table has the
#: projector's whole width (teacher trial 14, friction 2: at 1024x768 the file browser took
#: about 40 % of it). JupyterLab otherwise restores its left panel from the "default"
#: workspace of the teacher's own Jupyter folder: open on a fresh account, closed where it was
#: closed last time, so an earlier teacher saw it hidden and this one did not.
TABLE_WORKSPACE = "fiveup-table"
WORKSPACES = ".jupyter-workspaces"
TABLE_LAYOUT = {"data": {"layout-restorer:data": {"left": {"collapsed": True, "visible": True,
                                                           "widgets": []}}},
                "metadata": {"id": TABLE_WORKSPACE}}


def lab_path(page: str, own_workspace: bool = False) -> str:
    """JupyterLab's path of `page`, in the table's own workspace when `own_workspace`."""
    return f"/lab/workspaces/{TABLE_WORKSPACE}/tree/{page}" if own_workspace else f"/lab/tree/{page}"


def table_workspace(root: Path) -> Path:
    """Write the table's workspace (`TABLE_LAYOUT`, every start anew: a panel the teacher
    opened is closed again) into `root`/WORKSPACES, atomically; that folder."""
    from jupyterlab_server.workspaces_handler import WORKSPACE_EXTENSION, slugify

    folder = _folder(root, WORKSPACES)
    _write(inside(folder, slugify(TABLE_WORKSPACE) + WORKSPACE_EXTENSION),
           (json.dumps(TABLE_LAYOUT) + "\n").encode("utf-8"))
    return folder


#: The notebook of `fiveup-viz table`, written into its DIR.
TABLE_FILE = "table.ipynb"


#: The file in the table's folder that keeps the class's game over a reload (issue 31).
TABLE_KEEP = "table-game.json"


def table_seed(root: Path) -> int:
    """The first deal's seed of a class table written into `root` (teach27 F10): the seed of the
    game kept there (`TABLE_KEEP`), so that writing the notebook again keeps that game, else a
    fresh one, so that two classes' new tables are not dealt the same hands."""
    import secrets

    from fiveup_viz.rules.checks import check_given_seed

    try:  # a seed as PlayTable takes it (check_given_seed), else a fresh one
        return check_given_seed(json.loads((root / TABLE_KEEP).read_bytes()).get("seed"))
    except (OSError, ValueError, AttributeError, RecursionError):
        return 1 + secrets.randbelow(999_999)


def table_cells(players: int | list[str], seat: int, projector: bool, lang: str,
                keep: str | None = None, seed: int | None = None) -> str:
    """The code of the table's one cell: a PlayTable with these players (a count, or names),
    the class at `seat` (counted from 0). Names are user text: each is a JSON string literal
    (with `ensure_ascii=False`, also a Python one of the same value, as no name holds a control
    character or a lone surrogate: `checks.check_name`), so a name is data, never code. `keep`:
    the file the game is kept in beside the notebook (`fiveup-viz table` gives `TABLE_KEEP`), so
    that Run All after a reload resumes it (issue 31). `seed`: the first deal's seed, written
    into the cell (D4: the same seed deals the same game), so Run All deals it again and the
    kept game resumes; None leaves PlayTable's own (0)."""
    given = str(players) if isinstance(players, int) else \
        "[" + ", ".join(json.dumps(name, ensure_ascii=False) for name in players) + "]"
    options = f"seat={int(seat)}, " + ("projector=True, " if projector else "") + \
        ("" if seed is None else f"seed={int(seed)}, ")
    return ("from fiveup_viz.widgets import PlayTable\n\n"
            f"PlayTable({given}, {options}lang={json.dumps(str(lang))}"
            + (f", keep={json.dumps(keep)})" if keep is not None else ")"))


#: The notebook's kernel as JupyterLab writes it once the kernel has started (ipykernel's own
#: `python3` spec): a notebook that says otherwise opens "modified" (● on its tab, a save
#: prompt on closing; teach18 F5), as JupyterLab writes the kernel's name and language in.
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def language_info() -> dict[str, Any]:
    """The `language_info` ipykernel reports for this Python, the one `fiveup-viz table` starts
    JupyterLab and its kernel with (so that opening the notebook changes nothing in it)."""
    return {"codemirror_mode": {"name": "ipython", "version": 3}, "file_extension": ".py",
            "mimetype": "text/x-python", "name": "python", "nbconvert_exporter": "python",
            "pygments_lexer": "ipython3", "version": platform.python_version()}


def table_notebook(players: int | list[str], seat: int, projector: bool, lang: str,
                   seed: int | None = None) -> bytes:
    """The class table's notebook as `fiveup-viz table` writes it: how to start the table and
    how to bring it back after a reload (the game kept in `TABLE_KEEP`), then its cell
    (`table_cells`)."""
    from fiveup_viz.words.messages import CLI_TEXTS

    said = CLI_TEXTS[lang]
    # a blank first line: JupyterLab's cell toolbar (top right) covered the first line's end at
    # 1024x768 (teach36 friction 8)
    markdown = said["table-notebook"].format() + "\n\n" + said["table-notebook-again"].format()
    return notebook(BLANK_LINE + markdown,
                    table_cells(players, seat, projector, lang, keep=TABLE_KEEP, seed=seed))


def notebook(markdown: str, code: str) -> bytes:
    """A notebook of one markdown cell and one code cell, for the Python 3 kernel; the code is
    folded away (JupyterLab's `source_hidden`), so that its output, the table, has the screen
    (teacher trial 10: the cell's code took the top 200 px of a 1024x768 projector)."""
    hidden = {"jupyter": {"source_hidden": True}}
    doc = {"cells": [{"cell_type": "markdown", "id": "start", "metadata": {}, "source": markdown},
                     {"cell_type": "code", "execution_count": None, "id": "table", "metadata": hidden,
                      "outputs": [], "source": code}],
           "metadata": {"kernelspec": KERNELSPEC, "language_info": language_info()},
           "nbformat": 4, "nbformat_minor": 5}
    return (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def write_notebook(root: Path, name: str, data: bytes) -> Path:
    """`data` as the notebook `root/name` (DIR made if missing), atomically; a symbolic link
    at `name` is refused, as `prepare` refuses one: nothing is written outside DIR."""
    path = inside(root, name)
    root.mkdir(parents=True, exist_ok=True)
    _write(path, data)
    return path


def opens_browser(extra: list[str]) -> bool:
    """Whether JupyterLab started with these options opens a browser: its default, unless
    `--no-browser` or `--ServerApp.open_browser=False` (the last one given wins)."""
    opens = True
    for i, arg in enumerate(extra):
        if arg == "--no-browser":
            opens = False
        elif arg.split("=", 1)[0] == "--ServerApp.open_browser":
            value = arg.split("=", 1)[1] if "=" in arg else (extra[i + 1] if i + 1 < len(extra) else "")
            opens = value.strip().lower() in ("true", "1", "yes")
    return opens


def check_jupyterlab() -> None:
    """JupyterLab is installed (the `lab` extra), else one clear error."""
    from importlib.util import find_spec

    if find_spec("jupyterlab") is None:
        raise LessonsError(Message("lessons.no-lab", install="pip install 'fiveup_viz[lab]'"))
