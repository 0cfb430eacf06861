"""Browser fixtures (a throwaway JupyterLab server, Debian's Chromium for Playwright), the run's
one venv of the wheel (`wheel_venv`) and the one course website of the site tests (`site`).

`make test` runs the slow and browser tests on several workers (pytest-xdist, `--dist
loadgroup`): tests that share a session or module fixture too dear to make twice (the wheel's
venv, a JupyterLab server of their own) carry one `xdist_group` mark, so one worker runs them
all; the website is built once per run whichever worker asks first (`site`, under a file lock)."""

from __future__ import annotations

import atexit
import contextlib
import fcntl
import functools
import importlib
import json
import os
import pickle
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import tomllib
import urllib.request
import venv
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import IO, Any

import pytest

# `make test` writes nothing into the working tree (issue 8): Hypothesis keeps no example
# database and its other files (e.g. the Unicode tables of st.text) in a temporary folder.
_HYPOTHESIS_HOME = tempfile.mkdtemp(prefix="fiveup-hypothesis-")
atexit.register(shutil.rmtree, _HYPOTHESIS_HOME, ignore_errors=True)
os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = _HYPOTHESIS_HOME
from hypothesis import configuration as _hypothesis_configuration  # noqa: E402
from hypothesis import settings as _hypothesis_settings  # noqa: E402

_hypothesis_configuration.set_hypothesis_home_dir(_HYPOTHESIS_HOME)
_hypothesis_settings.register_profile("fiveup", database=None)
_hypothesis_settings.load_profile("fiveup")

# The command line speaks the environment's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG):
# tests that expect a language say so, so the suite runs in a neutral locale wherever it runs.
for _variable in ("LANGUAGE", "LC_MESSAGES"):
    os.environ.pop(_variable, None)
os.environ["LC_ALL"] = os.environ["LANG"] = "C.UTF-8"

ROOT = Path(__file__).resolve().parent.parent

if os.environ.get("FIVEUP_TIMELINE"):  # where the run's time goes (tests/timeline.py)
    pytest_plugins = ["tests.timeline"]
CHROMIUM = Path("/usr/bin/chromium")
#: Debian's old headless shell (package chromium-headless-shell): the same Blink and V8 as
#: CHROMIUM without the browser's own user interface, about a third less CPU per browser test
#: (issue 30 point 5); the tests launch it when it is installed, else CHROMIUM.
HEADLESS_SHELL = Path("/usr/lib/chromium/chromium-headless-shell")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


# -- the slow and browser tests on several workers (issue 30 point 5) ------------------------
#: Tests that share a session fixture too dear to make twice run on one worker:
WHEEL = pytest.mark.xdist_group("wheel")  # the run's one venv of the wheel (`wheel_venv`)
JUPYTERLAB = pytest.mark.xdist_group("jupyterlab")  # the session's JupyterLab server (`jupyterlab`)


@pytest.hookimpl(wrapper=True)  # around pytest-xdist's own hook, which reads the groups
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> Iterator[None]:
    """A slow or browser test in no `xdist_group` runs on the worker of the rest of its module
    (its module's fixtures, e.g. a JupyterLab server, made once; its tests in file order),
    unless it is marked `any_worker`; a notebook's cells under nbval run on one worker, in order
    (one kernel). Then, after pytest's own reordering (which puts the tests of Playwright's
    browser parameter first), the run's order (`make test` keeps it: --no-loadscope-reorder):
    by turn, the dearest first, then by file, each file's tests together (its module fixtures
    made once) in pytest's order."""
    for item in items:
        marked = {name for name in ("slow", "browser", "xdist_group", "any_worker")
                  if item.get_closest_marker(name)}
        if ((marked & {"slow", "browser"} and not marked & {"xdist_group", "any_worker"})
                or item.path.suffix == ".ipynb"):
            item.add_marker(pytest.mark.xdist_group(item.nodeid.split("::")[0]))
    yield
    first_site = next((item for item in items if "site" in getattr(item, "fixturenames", ())), None)
    items.sort(key=lambda item: (_turn(item, first_site), -_cost(item), item.nodeid.split("::")[0]))
    if config.getoption("loadgroup", default=False):
        _name_groups(items)


def _name_groups(items: list[pytest.Item]) -> None:
    """`--dist loadgroup` hands out a group as one unit by the `@GROUP` its tests' node ids end
    with; pytest-xdist 3.8 writes it where pytest 9.2 no longer reads a node id from, so no test
    was grouped (pytest-xdist issue 1386): write it where pytest reads it, if xdist did not."""
    from _pytest.nodeid import NodeId

    for item in items:
        names = sorted({str(m.args[0]) for m in item.iter_markers("xdist_group")})
        if names and "@" not in item.nodeid:
            item._id = NodeId.parse(f"{item.nodeid}@{'_'.join(names)}")


def _turn(item: pytest.Item, first_site: pytest.Item | None) -> int:
    """When a test is handed out in `make test`'s one run: the longest chain first, the wheel's
    group (a venv, pip installs, a JupyterLite build), then the first test of the website
    (`site`: its one build starts at once, not on several workers at the same time), the other
    slow and browser tests (they wait on servers and browsers), the notebooks under nbval, and
    last the unit tests, short and many, which keep both cores busy to the end. Within a turn
    the dearest group goes first (`_cost`)."""
    if WHEEL.args[0] in {m.args[0] for m in item.iter_markers("xdist_group")}:
        return 0
    if item is first_site:
        return 1
    if item.get_closest_marker("slow") or item.get_closest_marker("browser"):
        return 2
    return 3 if item.path.suffix == ".ipynb" else 4


#: CPU seconds (user+sys, children included) of one unit the run hands out: a group, or a test
#: of no group (test_coach_seeds: its dearest example; test_widgets_languages: one language),
#: for the dearest groups and unit-test modules; each slow module measured alone, about 5 CPU-s
#: of pytest's start included (ci8, 2026-12-03; the site's build, about 66 CPU-s, is the first
#: site test's, not its module's), the unit modules within one run. Within a turn the run hands
#: out the dearest first, so that none is dealt out late and runs alone at the end; one not
#: listed comes after them.
COST: dict[str, float] = {
    WHEEL.args[0]: 112,  # the venv, pip installs, two sites and a JupyterLite build of the wheel
    # slow and browser tests
    "tests/test_browser_widgets.py": 103,
    "tests/test_pseudo_locale.py": 36,
    JUPYTERLAB.args[0]: 36,  # a JupyterLab server for test_browser and test_first_open
    "tests/test_example_notes.py": 35,  # the coach's review of every example (`example_review`)
    "tests/test_lab.py": 33,
    "tests/test_browser_quiz.py": 32,
    "tests/test_browser_answers.py": 28,
    "tests/test_worksheet_print.py": 27,
    "tests/test_browser_kernel_free.py": 26,
    "tests/test_coach_seeds.py": 26,  # blocked-tie's reviews under three seeds
    "tests/test_site_lite.py": 26,
    "tests/test_widgets_languages.py": 19,  # a viewer of every example in one language
    "tests/test_accessibility.py": 20,
    "tests/test_site_web.py": 18,
    "tests/test_site_from_disk.py": 18,
    "tests/test_specimen.py": 18,
    "tests/test_browser_review.py": 17,
    "tests/test_browser_hot_seat.py": 17,
    "tests/test_browser_page.py": 16,
    "tests/test_browser_projector.py": 16,
    "tests/test_browser_clicks.py": 16,
    "tests/test_browser_quiz_lab.py": 14,
    "tests/test_rulebook_print.py": 13,
    # unit tests
    "tests/test_widgets_hidden.py": 22,
    "tests/test_widgets_viewer.py": 19,
    "tests/test_readme_teachers.py": 16,
    "tests/test_worksheet_copies.py": 14,
    "tests/test_page.py": 13,
    "tests/test_lessons.py": 8,
    "tests/test_coach.py": 7,
}


def _cost(item: pytest.Item) -> float:
    """The measured cost (`COST`) of the item's group (its `xdist_group`, else its module)."""
    groups = [str(m.args[0]) for m in item.iter_markers("xdist_group")]
    return COST.get(groups[0] if groups else item.nodeid.split("::")[0], 0.0)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright: launch Debian's Chromium (Playwright cannot download one here), its
    headless shell when installed (`HEADLESS_SHELL`)."""
    browser = HEADLESS_SHELL if HEADLESS_SHELL.exists() else CHROMIUM
    return {**browser_type_launch_args, "executable_path": str(browser), "args": CHROMIUM_ARGS}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def jupyterlab_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Jupyter config, data (notebook signatures), runtime and settings folders of the
    `jupyterlab` server."""
    return tmp_path_factory.mktemp("lab-home")


def script(name: str) -> ModuleType:
    """scripts/NAME.py as the module `scripts.NAME` (the repository's root is on sys.path)."""
    return importlib.import_module(f"scripts.{name}")


KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def write_notebook(cells: list[str], path: Path) -> None:
    """Write an unexecuted notebook of these code cells, for JupyterLab to run."""
    doc = {"cells": [{"cell_type": "code", "execution_count": None, "id": f"cell-{i}",
                      "metadata": {}, "outputs": [], "source": src} for i, src in enumerate(cells)],
           "metadata": {"kernelspec": KERNELSPEC}, "nbformat": 4, "nbformat_minor": 5}
    path.write_text(json.dumps(doc), encoding="utf-8")


def execute_notebook(cells: list[str], path: Path, *, widget_state: bool) -> Path:
    """A notebook of these code cells run by a kernel in `path`'s folder (nbclient, as `nbconvert
    --execute` runs it) and saved at `path`, with the widget state or without it (as JupyterLab
    saves by default): `path`. The tests' one way to execute a notebook of their own; nbval
    executes the lessons (`make test`)."""
    import nbformat
    from nbclient import NotebookClient

    book = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(src) for src in cells],
                                    metadata={"kernelspec": KERNELSPEC})
    NotebookClient(book, timeout=120, kernel_name="python3", store_widget_state=widget_state,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    nbformat.write(book, path)
    return path


def offline(page: Any, allowed: tuple[str, ...]) -> list[str]:
    """Refuse every request of the page whose URL does not start with one of `allowed`;
    returns the list the refused URLs are added to."""
    refused: list[str] = []

    def handle(route: Any) -> None:
        url = route.request.url
        if url.startswith(allowed):
            route.continue_()
        else:
            refused.append(url)
            route.abort()

    page.route("**/*", handle)
    return refused


def open_notebook(page: Any, base: str, name: str, *, alone: bool = False) -> None:
    """Open a notebook in JupyterLab at 1400x1100 and wait until its kernel is idle; `alone`:
    in a fresh workspace, with no notebook of an earlier test open beside it."""
    import re

    from playwright.sync_api import expect

    page.set_viewport_size({"width": 1400, "height": 1100})
    page.goto(f"{base}/lab/tree/{name}" + ("?reset" if alone else ""))
    expect(page.locator(".jp-Notebook:visible")).to_be_visible(timeout=60_000)
    expect(page.get_by_text(re.compile(r"\| Idle$"))).to_be_visible(timeout=60_000)


def run_cell(page: Any, index: int) -> None:
    """Run one cell of the notebook shown (other notebooks of the session stay open behind)."""
    page.locator(".jp-Notebook:visible .jp-Cell").nth(index).locator(".cm-content").click()
    page.keyboard.press("Shift+Enter")


def cell_output(page: Any, index: int) -> Any:
    """The outputs of one cell of the notebook shown (a Playwright locator)."""
    return page.locator(".jp-Notebook:visible .jp-Cell").nth(index).locator(".jp-OutputArea")


def notebook_in_lab(page: Any, lab: tuple[str, Path], name: str, cells: list[str]) -> None:
    """A notebook `name` of these code cells, opened in the lab; its first cell is run and
    must print `READY` last (the widget it shows is then on the page)."""
    from playwright.sync_api import expect

    base, root = lab
    write_notebook(cells, root / name)
    open_notebook(page, base, name, alone=True)
    prompt = page.locator(".jp-Notebook:visible .jp-Cell").first.locator(".jp-InputPrompt")
    for _ in range(3):  # a click while the lab still lays out the tabs it restores can miss
        run_cell(page, 0)
        try:
            expect(prompt).not_to_have_text("[ ]:", timeout=10_000)
            break
        except AssertionError:
            continue
    expect(cell_output(page, 0).locator(".jp-OutputArea-output", has_text="READY")).to_be_visible(
        timeout=60_000)


@contextlib.contextmanager
def lab_server(root: Path, home: Path, *extra_args: str) -> Iterator[str]:
    """A JupyterLab server on 127.0.0.1 serving `root`, its Jupyter folders in `home`, with no
    news toast (the recipe in ../shared/notes/browser-and-notebook-tests.md): its base URL."""
    settings = home / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True, exist_ok=True)
    (settings / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(home / "config"),
           "JUPYTER_DATA_DIR": str(home / "data"), "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
           "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
           "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces")}
    port = _free_port()
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
           "--IdentityProvider.token=", "--ServerApp.password=", "--allow-root",
           f"--ServerApp.root_dir={root}", "--LabApp.news_url=None",
           "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
           "--LabApp.extension_manager=readonly", *extra_args]
    log = (home / "server.log").open("wb")
    proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_ready(base, proc)
        yield base
    finally:
        stop_server(proc, log)


def stop_server(proc: subprocess.Popen[bytes], log: IO[bytes]) -> None:
    """Stop a server the tests started (killed if it has not ended 15 s after being asked) and
    close its log."""
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()


def lab_fixture(name: str, *, chromium: bool = False) -> Any:
    """A module's own JupyterLab server fixture (`own_lab = lab_fixture("table52")`): its base URL
    and the folder it serves, started once for the module; `chromium`: skipped without Chromium
    before the server starts."""

    @pytest.fixture(scope="module", name="own_lab")
    def fixture(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
        if chromium and not CHROMIUM.exists():
            pytest.skip("needs /usr/bin/chromium")
        root = tmp_path_factory.mktemp(f"{name}-root")
        with lab_server(root, tmp_path_factory.mktemp(f"{name}-home")) as base:
            yield base, root

    return fixture


@pytest.fixture(scope="session")
def jupyterlab(tmp_path_factory: pytest.TempPathFactory,
               jupyterlab_home: Path) -> Iterator[tuple[str, Path]]:
    """A JupyterLab server on 127.0.0.1 serving an empty temporary folder: (base URL, folder)."""
    if not CHROMIUM.exists():
        pytest.skip("needs /usr/bin/chromium")
    root = tmp_path_factory.mktemp("lab")
    with lab_server(root, jupyterlab_home) as base:
        yield base, root


def _wait_ready(base: str, proc: subprocess.Popen[bytes], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"JupyterLab exited with status {proc.returncode}")
        try:
            with urllib.request.urlopen(f"{base}/api/status", timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise RuntimeError("JupyterLab did not answer /api/status in time")


# -- one venv of the wheel per run (issue 22 item 8) ------------------------------------
#: The widget stack: the package's dependencies a position as HTML does without (issue 22.1).
WIDGETS = ("ipywidgets", "anywidget")
#: What makes the `site` extra present for `fiveup-viz site` (fiveup_viz.pages.site.lite.available).
JUPYTERLITE = ("jupyterlite-core", "jupyterlite-pyodide-kernel")


def _run_ok(argv: list[str | Path], cwd: Path, env: dict[str, str], timeout: int = 900) -> str:
    proc = subprocess.run([str(a) for a in argv], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=timeout)
    assert proc.returncode == 0, (argv, proc.stdout[-3000:], proc.stderr[-3000:])
    return proc.stdout


def core_dependencies() -> list[str]:
    """The package's dependencies (pyproject.toml) without the widget stack."""
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    return [d for d in deps if re.split(r"[<>=!~;\[ ]", d, maxsplit=1)[0].lower() not in WIDGETS]


@pytest.fixture(scope="session")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel pip builds from `git archive HEAD` (the work tree stays clean)."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("needs git and a git checkout")
    src, dist = tmp_path_factory.mktemp("src"), tmp_path_factory.mktemp("dist")
    archive = subprocess.run(["git", "archive", "HEAD"], cwd=ROOT, capture_output=True, check=True)
    subprocess.run(["tar", "x", "-C", str(src)], input=archive.stdout, check=True)
    _run_ok([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
             "-w", dist, src], src, dict(os.environ))
    (found,) = dist.glob("fiveup_viz-*.whl")
    return found


@dataclass
class Venv:
    """The run's one venv outside the repository, with the wheel installed: `without_widgets()`
    leaves only its core dependencies, `with_widgets()` adds the widget stack and a kernel."""

    root: Path
    home: Path
    wheel: Path
    widgets: bool = False
    site: bool = False
    kernel: bool = False

    @property
    def bin(self) -> Path:
        return self.root / ("Scripts" if os.name == "nt" else "bin")

    @property
    def python(self) -> Path:
        return self.bin / "python"

    @property
    def env(self) -> dict[str, str]:
        """The environment without this repository on any path, Jupyter's folders in `home`,
        the venv first on PATH (as `activate` does)."""
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("PYTHON", "JUPYTER", "VIRTUAL_ENV"))}
        env.update(JUPYTER_CONFIG_DIR=str(self.home / "config"),
                   JUPYTER_DATA_DIR=str(self.home / "data"),
                   JUPYTER_RUNTIME_DIR=str(self.home / "runtime"),
                   IPYTHONDIR=str(self.home / "ipython"), LANG="C.UTF-8",
                   PATH=f"{self.bin}{os.pathsep}{env.get('PATH', '')}")
        return env

    def run(self, *argv: str | Path, cwd: Path | None = None, timeout: int = 900) -> str:
        """Run a command in the venv's environment; its output (the test fails on an error)."""
        return _run_ok(list(argv), cwd or self.home, self.env, timeout)

    def pip(self, *args: str | Path) -> str:
        """pip in the venv; an install compiles no module ahead (Python compiles the ones a test
        imports: installing the site extra and a kernel took 18 CPU-s, 11 without, ci8)."""
        ahead = ("--no-compile",) if args[0] == "install" else ()
        return self.run(self.python, "-m", "pip", *args, *ahead, "-q", "--disable-pip-version-check")

    def without_widgets(self) -> Venv:
        """Only the core dependencies: the widget stack and the `site` extra's JupyterLite gone."""
        if self.widgets:
            self.pip("uninstall", "-y", *WIDGETS)
            self.widgets = self.kernel = False
        if self.site:
            self.pip("uninstall", "-y", *JUPYTERLITE)
            self.site = False
        return self

    def with_site(self) -> Venv:
        """The wheel with its `site` extra (JupyterLite, its Pyodide kernel, the widget stack)."""
        if not self.site:
            self.pip("install", f"{self.wheel}[site]")
            self.site = self.widgets = True
        return self

    def with_widgets(self) -> Venv:
        """The wheel with every dependency it declares (pip adds the missing ones), nbconvert
        and a kernel (the `site` extra brings the widget stack, not these)."""
        if not (self.widgets and self.kernel):
            self.pip("install", self.wheel, "nbconvert", "ipykernel")
            self.widgets = self.kernel = True
        return self


@pytest.fixture(scope="session")
def wheel_venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Venv:
    """One venv per run for the slow tests of the installed package (issue 22 item 8): the
    wheel with its core dependencies; a test asks for the widget stack or its absence."""
    root = tmp_path_factory.mktemp("wheel-venv")
    made = Venv(root / "venv", root / "home", wheel)
    made.home.mkdir()
    venv.create(made.root, with_pip=True)
    made.pip("install", "--no-deps", wheel)
    made.pip("install", *core_dependencies())
    return made


# -- one course website per run (issue 30 point 5) ----------------------------------------
#: The website the site tests read and serve, in build/ (ignored by git), as `make site` writes it.
SITE = ROOT / "build" / "site"


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on the file `path` (made if missing): one xdist worker at a time."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def filling_lite_cache() -> contextlib.AbstractContextManager[None]:
    """Held while a JupyterLite build may fill build/cache/ (downloads, compiled wheels), whose
    files are not written atomically: the site's build and the wheel's (test_site_wheel) take
    turns, whichever worker comes first filling the cache for the other."""
    return _locked(ROOT / "build" / "cache.lock")


def build_site() -> Path:
    """build/site/ as `make site` writes it, its parts made if missing: first JupyterLite
    (build/site/lite/, when the `site` extra is installed), then the pages, which link to it;
    FIVEUP_SITE_REBUILD=1 writes the pages again. Safe from several workers at once."""
    from fiveup_viz.pages import site as website
    from fiveup_viz.pages.site import lite

    stamp = SITE.parent / "site.run"  # the run that last wrote the pages
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID", f"pid-{os.getpid()}")
    with _locked(SITE.parent / "site.lock"):
        fresh_lite = lite.available() and not (SITE / "lite" / "jupyter-lite.json").exists()
        if fresh_lite:
            with filling_lite_cache():
                script("website.lite").build()
        rebuild = bool(os.environ.get("FIVEUP_SITE_REBUILD")) and (
            not stamp.exists() or stamp.read_text(encoding="utf-8") != run)
        if fresh_lite or rebuild or not (SITE / "index.html").exists():
            website.write(str(SITE), lite=(SITE / "lite").is_dir())
            stamp.write_text(run, encoding="utf-8")
    return SITE


@pytest.fixture(scope="session")
def site() -> Path:
    """build/site/, the one website of every site test (`build_site`)."""
    return build_site()


@pytest.fixture(scope="session")
def site_pages(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The website of every course without JupyterLite: the pages alone, for the tests that
    read or open them (quicker than `site`, which builds JupyterLite too)."""
    from fiveup_viz.pages import site as website

    root = tmp_path_factory.mktemp("site-pages") / "site"
    website.write(str(root))
    return root


# -- one coach's review of each example game per run (issue 30 point 5) -------------------
def kept_review(folder: Path, name: str) -> tuple[Any, ...]:
    """`review(examples.load(name))` at the default budget and seed, as a tuple of `Rated`:
    made by the first caller (any worker) and kept in `folder` (a pickle, under a file lock)
    for the others."""
    from fiveup_viz.pages import review
    from fiveup_viz.rules import examples

    kept = folder / f"{name}.pickle"
    with _locked(folder / f"{name}.lock"):
        if kept.exists():
            return tuple(pickle.loads(kept.read_bytes()))
        rated = tuple(review.review(examples.load(name)))
        kept.write_bytes(pickle.dumps(rated))
        return rated


@pytest.fixture(scope="session")
def example_review(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], tuple[Any, ...]]:
    """`kept_review` in the run's folder: each example reviewed once per run, whichever worker
    asks first; test_coach_seeds and test_example_notes both need the reviews."""
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    base = tmp_path_factory.getbasetemp()
    folder = base.parent / f"reviews-{run}" if run else base / "reviews"
    folder.mkdir(exist_ok=True)
    return functools.partial(kept_review, folder)


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """JupyterLab's command lines as `fiveup-viz lab` or `table` would start it, instead of
    starting it (tests/test_lab.py starts it for real)."""
    from fiveup_viz.pages import lessons

    calls: list[list[str]] = []

    def call(argv: list[str]) -> int:
        calls.append(argv)
        return 0

    monkeypatch.setattr("fiveup_viz.cli.course._run_lab", call)
    monkeypatch.setattr(lessons, "lab_settings", lambda: None)
    return calls


@pytest.fixture(scope="module")
def quiz_pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """`fiveup-viz html partners --quiz --projector --lang L` for en, it and fi: each page."""
    from fiveup_viz.cli.main import main

    folder = tmp_path_factory.mktemp("projector-quiz")
    pages = {}
    for lang in ("en", "it", "fi"):
        pages[lang] = folder / f"quiz-{lang}.html"
        assert main(["html", "partners", "--quiz", "--projector", "--lang", lang,
                     "-o", str(pages[lang])]) == 0
    return pages
