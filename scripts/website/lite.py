"""The course in JupyterLite, offline: a source folder for `jupyter lite build`, and the build.

`prepare(src)` writes a JupyterLite source folder (default `build/lite-src/`):
`jupyter_lite_config.json`, `jupyter-lite.json`, `static/pyodide/` (Pyodide's core from the npm
package `pyodide`, every wheel the kernel and the course import, and a `pyodide-lock.json` that
names exactly those files with their sha256) and `content/en|it|fi` (the three courses). The
kernel preloads `fiveup_viz` and the widget stack, `comm` included, so lessons need no `%pip`
cell and nothing is fetched from the network at run time.

`build(src, out)` calls `prepare` and runs `jupyter lite build` into `out` (default
`build/site/lite/`). A caller that lets jupyterlite-sphinx run the build itself instead passes
the folder `prepare` returns as its `jupyterlite_dir` (the config files there are read by both),
and puts `language_packs(cache)` on that process's PYTHONPATH for the Italian and Finnish
interface.

Import it as `scripts.website.lite` (the repository's root on `sys.path`).
Downloads (npm, PyPI) are cached in `build/cache/`, so a second build needs no network.
Command line, from the repository: `python -m scripts.website.lite [--prepare-only] [--src DIR] [--out DIR]`.
"""

from __future__ import annotations

import argparse
import contextlib
import email.parser
import hashlib
import http.server
import importlib.metadata
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
import zipfile
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from fiveup_viz.files import write_atomic
from scripts.website import bytecode

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_SRC = ROOT / "build" / "lite-src"
DEFAULT_OUT = ROOT / "build" / "site" / "lite"
DEFAULT_CACHE = ROOT / "build" / "cache"
LANGS = ("en", "it", "fi")
def refuse_outside(context: Any) -> list[str]:
    """Make a Playwright browser context refuse every request not for 127.0.0.1; the list the
    refused URLs are added to."""
    from urllib.parse import urlparse

    refused: list[str] = []

    def handle(route: Any) -> None:
        if urlparse(route.request.url).hostname == "127.0.0.1":
            route.continue_()
        else:
            refused.append(route.request.url)
            route.abort()

    context.route("**/*", handle)
    return refused


#: JavaScript for Playwright: every code cell of the open lesson has run (or one failed), and the
#: kernel is idle (the tests and scripts/website/run_lessons.py wait for it).
ALL_CELLS_RAN = """() => { const w = window.jupyterapp.shell.currentWidget;
  const code = w.content.widgets.filter(c => c.model.type === 'code');
  const failed = w.node.querySelector("[data-mime-type='application/vnd.jupyter.stderr']");
  return w.sessionContext.session?.kernel?.status === 'idle'
    && (failed !== null || code.every(c => c.model.executionCount !== null)); }"""

# ---- The pins, in one place (pyproject's `site` extra repeats the first two) -------------------
#: jupyterlite-core and jupyterlite-pyodide-kernel go together (0.8.7 of the kernel needs a core
#: the registry does not serve); the kernel names its Pyodide, whose lock pins the kernel's packages.
JUPYTERLITE_CORE = "0.8.6"
PYODIDE_KERNEL = "0.8.6"
PYODIDE = "314.0.6"
#: Packages shipped at the version Pyodide's lock names (with their dependencies there).
FROM_LOCK = ("micropip", "ipython", "jedi", "svgwrite", "tqdm", "typing-extensions", "attrs", "pytz")
#: Packages Pyodide's lock lacks, from PyPI. The widget front ends (jupyterlab_widgets' and
#: anywidget's labextensions) come from the build's environment, so it must have these versions.
FROM_PYPI = {"comm": "0.2.3", "ipywidgets": "8.1.9", "jupyterlab-widgets": "3.0.17",
             "anywidget": "0.11.0", "psygnal": "0.16.1", "fluent-runtime": "0.4.0",
             "fluent-syntax": "0.19.0", "babel": "2.19.0"}
FRONT_ENDS = ("ipywidgets", "jupyterlab-widgets", "anywidget")
#: The kernel's own wheels (its labextension's `static/pypi`): widgetsnbextension is a stand-in.
FROM_KERNEL = {"piplite": PYODIDE_KERNEL, "pyodide-kernel": PYODIDE_KERNEL, "ipykernel": "6.9.2",
               "widgetsnbextension": "4.0.999"}
#: Loaded in one go before the kernel starts; naming the kernel's own packages here skips its
#: one-by-one piplite installs (and piplite's index) at every start.
PRELOAD = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython", "fiveup-viz")
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
#: Babel's CLDR data kept: what Fluent and the course's numbers need for en, it and fi.
BABEL_LOCALES = ("root", "en", "it", "fi")
#: JupyterLab's interface in Italian and Finnish (made for JupyterLab 4.5; Settings > Language).
#: Installed into the cache, not the environment, so a JupyterLab there keeps its menus.
LANGUAGE_PACKS = {"jupyterlab-language-pack-it-IT": "4.5.post3",
                  "jupyterlab-language-pack-fi-FI": "4.5.post3"}
#: JupyterLab's interface language for each course: the packs' locales ("en" is JupyterLab's own).
#: The Italian pack (4.5.post3) translates dialogs and the notebook's toolbar, not the menus.
INTERFACE = {"en": "en", "it": "it_IT", "fi": "fi_FI"}
TRANSLATION_PLUGIN = "@jupyterlab/translation-extension:plugin"
#: The apps that open a lesson: each is also at APP/LANG/, the same app in the course's language.
LESSON_APPS = ("notebooks", "lab")
PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
#: The environment markers of Pyodide's Python, for the wheels' Requires-Dist.
MARKERS = {"python_version": "3.14", "python_full_version": "3.14.2", "sys_platform": "emscripten",
           "platform_system": "Emscripten", "os_name": "posix", "implementation_name": "cpython",
           "platform_python_implementation": "CPython", "platform_machine": "wasm32", "extra": ""}
EPOCH = "315532800"  # 1980-01-01: the wheel built here has the same bytes every time


class LiteBuildError(Exception):
    """A build step failed; the message says which and why."""


def normalize(name: str) -> str:
    """A distribution name as Pyodide's lock keys it (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _run(cmd: list[str], what: str, **kwargs: Any) -> None:
    done = subprocess.run(cmd, capture_output=True, text=True, check=False, **kwargs)
    if done.returncode:
        raise LiteBuildError(f"{what} failed ({' '.join(cmd[:4])} ...):\n{done.stderr[-3000:]}")


# ---- Versions ---------------------------------------------------------------------------------
def check_versions() -> None:
    """The build environment has the pinned JupyterLite, kernel and widget front ends."""
    wanted = {"jupyterlite-core": JUPYTERLITE_CORE, "jupyterlite-pyodide-kernel": PYODIDE_KERNEL,
              **{name: FROM_PYPI[name] for name in FRONT_ENDS}}
    wrong = []
    for name, version in wanted.items():
        try:
            found = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            found = "missing"
        if found != version:
            wrong.append(f"{name} {found} (needs {version})")
    if wrong:
        raise LiteBuildError("install the site extra (pip install -e '.[site]'): " + ", ".join(wrong))
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION  # type: ignore[import-untyped]

    if PYODIDE_VERSION != PYODIDE:
        raise LiteBuildError(f"the kernel names Pyodide {PYODIDE_VERSION}, the script pins {PYODIDE}")


def kernel_wheels() -> Path:
    """The folder of the pyodide kernel's own wheels, in its installed labextension."""
    import jupyterlite_pyodide_kernel  # type: ignore[import-untyped]

    for prefix in (Path(sys.prefix), Path(jupyterlite_pyodide_kernel.__file__).parents[3]):
        folder = prefix / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
        if folder.is_dir():
            return folder
    raise LiteBuildError("the pyodide kernel's labextension (static/pypi) is not installed")


# ---- Downloads (cached) -----------------------------------------------------------------------
def fetch_pyodide(cache: Path) -> Path:
    """Pyodide's core, unpacked from the npm package (`npm pack`, cached): its folder."""
    folder = cache / "npm" / f"pyodide-{PYODIDE}"
    if (folder / "pyodide-lock.json").exists():
        return folder
    if shutil.which("npm") is None:
        raise LiteBuildError("npm is needed to fetch Pyodide (apt-get install nodejs npm)")
    (cache / "npm").mkdir(parents=True, exist_ok=True)
    tgz = cache / "npm" / f"pyodide-{PYODIDE}.tgz"
    if not tgz.exists():
        _run(["npm", "pack", f"pyodide@{PYODIDE}", "--pack-destination", str(cache / "npm")],
             "npm pack pyodide")
    unpack = Path(tempfile.mkdtemp(dir=cache / "npm"))
    with tarfile.open(tgz) as tar:
        tar.extractall(unpack, filter="data")
    (unpack / "package").rename(folder)
    shutil.rmtree(unpack)
    return folder


def wheel_name(path: Path) -> tuple[str, str]:
    """(normalized name, version) from a wheel's file name."""
    name, version = path.name.split("-")[:2]
    return normalize(name), version


def fetch_wheels(cache: Path, pins: Mapping[str, str]) -> dict[str, Path]:
    """Pure-Python wheels from PyPI for Pyodide's Python, at exactly these versions (cached)."""
    folder = cache / "wheels"
    folder.mkdir(parents=True, exist_ok=True)

    def cached() -> dict[str, Path]:
        return {n: p for p in folder.glob("*.whl") if (n := wheel_name(p)[0]) in pins
                and wheel_name(p)[1] == pins[n]}

    missing = [f"{name}=={version}" for name, version in pins.items() if name not in cached()]
    if missing:
        _run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
              "--platform", "any", "--python-version", "3.14", "--implementation", "py",
              "--dest", str(folder), *missing], "pip download")
    found = cached()
    if len(found) != len(pins):
        raise LiteBuildError(f"no pure-Python wheel for {sorted(set(pins) - set(found))}")
    return found


def language_packs(cache: Path) -> Path:
    """The interface language packs, installed into a cached folder: put it on PYTHONPATH of
    the process that runs `jupyter lite build` (its translation step finds them there)."""
    folder = cache / "language-packs"
    stamp = folder / ".pins"
    pins = [f"{name}=={version}" for name, version in LANGUAGE_PACKS.items()]
    if not stamp.exists() or stamp.read_text() != " ".join(pins):
        shutil.rmtree(folder, ignore_errors=True)
        _run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(folder),
              *pins], "pip install of the language packs")
        stamp.write_text(" ".join(pins))
    return folder


# ---- Wheels made here -------------------------------------------------------------------------
def prune_babel(wheel: Path, out: Path) -> Path:
    """Babel's wheel with only the CLDR locales in BABEL_LOCALES (and their regions); its RECORD
    lists what is left."""
    kept = re.compile(r"babel/locale-data/(?:{})(?:_\w+)?\.dat$".format("|".join(BABEL_LOCALES)))
    target = out / wheel.name
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as dst:
        names = [n for n in src.namelist()
                 if not n.startswith("babel/locale-data/") or kept.match(n)]
        for name in names:
            data = src.read(name)
            if name.endswith(".dist-info/RECORD"):
                data = b"".join(line for line in data.splitlines(keepends=True)
                                if line.split(b",")[0].decode() in names)
            dst.writestr(src.getinfo(name), data, zipfile.ZIP_DEFLATED)
    return target


def tracked_copy(root: Path, target: Path) -> None:
    """Copy the files git tracks (the working tree's versions) of what the wheel is built from."""
    parts = ["pyproject.toml", "README.md", "LICENSE", "MANIFEST.in", "fiveup_viz"]
    listed = subprocess.run(["git", "-C", str(root), "ls-files", "-z", *parts],
                            capture_output=True, check=False)
    files = [f for f in listed.stdout.decode().split("\0") if f] if listed.returncode == 0 else []
    if not files:  # no git (an unpacked sdist): everything but caches
        files = [str(p.relative_to(root)) for part in parts for p in
                 ([root / part] if (root / part).is_file() else (root / part).rglob("*"))
                 if p.is_file() and "__pycache__" not in p.parts]
    for name in files:
        if (root / name).is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(root / name, target / name)


def build_package(root: Path, out: Path) -> Path:
    """fiveup_viz's wheel from a clean copy of the tree (no build/ or egg-info left in it)."""
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp) / "tree"
        tracked_copy(root, tree)
        env = {**os.environ, "SOURCE_DATE_EPOCH": EPOCH}
        _run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
              "--wheel-dir", tmp, str(tree)], "building the fiveup_viz wheel", env=env)
        wheel = next(Path(tmp).glob("fiveup_viz-*.whl"))
        for old in out.glob("fiveup_viz-*.whl"):
            old.unlink()
        return Path(shutil.copy2(wheel, out / wheel.name))


# ---- The lock ---------------------------------------------------------------------------------
def wheel_metadata(wheel: Path) -> tuple[email.message.Message, list[str]]:
    """A wheel's METADATA and its file names."""
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        meta = next(n for n in names if n.endswith(".dist-info/METADATA"))
        return email.parser.Parser().parsestr(z.read(meta).decode()), names


def requirements(meta: email.message.Message) -> list[str]:
    """The normalized names a wheel needs on Pyodide (Requires-Dist, markers evaluated)."""
    from packaging.requirements import Requirement

    found = []
    for line in meta.get_all("Requires-Dist") or []:
        req = Requirement(line)
        if req.marker is None or req.marker.evaluate(MARKERS):
            found.append(normalize(req.name))
    return sorted(set(found))


def top_level(names: Iterable[str]) -> list[str]:
    """The importable top-level names in a wheel's file list."""
    tops = set()
    for name in names:
        first = name.split("/")[0]
        if ".dist-info" in first or ".data" in first:
            continue
        if "/" in name:
            tops.add(first)
        elif name.endswith(".py"):
            tops.add(name[:-3])
    return sorted(tops)


def lock_entry(wheel: Path, old: Mapping[str, Any] | None) -> dict[str, Any]:
    """A lock entry for this wheel file; Pyodide's own entry's depends and imports kept."""
    meta, names = wheel_metadata(wheel)
    entry = {"name": meta["Name"], "version": meta["Version"], "file_name": wheel.name,
             "install_dir": "site", "sha256": sha256(wheel), "package_type": "package",
             "imports": top_level(names), "depends": requirements(meta), "unvendored_tests": False}
    if old is not None:
        entry.update(depends=old["depends"], imports=old["imports"], name=old["name"])
    return entry


def closure(lock: Mapping[str, Any], names: Iterable[str]) -> list[str]:
    """These lock packages and everything they depend on, by normalized name."""
    seen: set[str] = set()
    todo = [normalize(n) for n in names]
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(normalize(d) for d in lock[name]["depends"])
    return sorted(seen)


def write_lock(pyodide_lock: Mapping[str, Any], wheels: Mapping[str, Path], target: Path) -> None:
    """The lock of the shipped wheels only: every entry names a file that is there."""
    packages = {name: lock_entry(path, pyodide_lock["packages"].get(name))
                for name, path in sorted(wheels.items())}
    for name, entry in packages.items():
        absent = [d for d in entry["depends"] if normalize(d) not in packages]
        if absent:
            raise LiteBuildError(f"{name} needs {absent}, which the site does not ship")
    lock = {"info": pyodide_lock["info"], "packages": packages}
    write_atomic(target, json.dumps(lock, indent=1, sort_keys=True) + "\n")


# ---- The source folder ------------------------------------------------------------------------
def lite_config() -> dict[str, Any]:
    """jupyter_lite_config.json: the content folder, no source maps, no unused shared packages."""
    return {"LiteBuildConfig": {"contents": ["content"], "no_sourcemaps": True,
                                "no_unused_shared_packages": True}}


def lite_settings() -> dict[str, Any]:
    """jupyter-lite.json: the kernel preloads the course's packages and never asks PyPI."""
    kernel = {"disablePyPIFallback": True, "loadPyodideOptions": {"packages": list(PRELOAD)}}
    return {"jupyter-lite-schema-version": 0,
            "jupyter-config-data": {"litePluginSettings": {KERNEL_PLUGIN: kernel}}}


def write_json(path: Path, data: Any) -> None:
    write_atomic(path, json.dumps(data, indent=2, sort_keys=True) + "\n")


#: The Pyodide kernel's spec: a notebook naming another (`python3`) makes JupyterLite look for a
#: match, and the lesson may start a second kernel.
KERNELSPEC = {"display_name": "Python (Pyodide)", "language": "python", "name": "python"}


def copy_content(root: Path, target: Path, langs: Iterable[str]) -> None:
    """The courses' notebooks, one folder per language, naming the Pyodide kernel."""
    shutil.rmtree(target, ignore_errors=True)
    for lang in langs:
        (target / lang).mkdir(parents=True)
        for notebook in sorted((root / "tutorials" / lang).glob("*.ipynb")):
            doc = json.loads(notebook.read_text(encoding="utf-8"))
            doc["metadata"]["kernelspec"] = KERNELSPEC
            text = json.dumps(doc, indent=1, ensure_ascii=False) + "\n"
            (target / lang / notebook.name).write_text(text, encoding="utf-8")


def ship_pyodide(root: Path, cache: Path, target: Path) -> None:
    """static/pyodide/: Pyodide's core, the wheels and their lock."""
    core = fetch_pyodide(cache)
    pyodide_lock = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    for name in PYODIDE_CORE:
        shutil.copy2(core / name, target / name)
    known = pyodide_lock["packages"]
    lock_pins = {name: known[name]["version"] for name in closure(known, FROM_LOCK)}
    wheels = {name: Path(shutil.copy2(path, target / path.name))
              for name, path in fetch_wheels(cache, {**lock_pins, **FROM_PYPI}).items()}
    wheels["babel"].unlink()
    wheels["babel"] = prune_babel(fetch_wheels(cache, {"babel": FROM_PYPI["babel"]})["babel"], target)
    for name, version in FROM_KERNEL.items():
        path = next(p for p in kernel_wheels().glob("*.whl") if wheel_name(p) == (name, version))
        wheels[name] = Path(shutil.copy2(path, target / path.name))
    wheels["fiveup-viz"] = build_package(root, target)
    try:
        bytecode.compiled(core, wheels.values(), cache)
    except RuntimeError as error:
        raise LiteBuildError(str(error)) from None
    write_lock(pyodide_lock, wheels, target / "pyodide-lock.json")


def prepare(src: Path = DEFAULT_SRC, *, root: Path = ROOT, cache: Path = DEFAULT_CACHE,
            langs: Iterable[str] = LANGS) -> Path:
    """Write the JupyterLite source folder `src` (config files, static/pyodide/, content/):
    `src`, ready for `jupyter lite build` (or jupyterlite-sphinx's `jupyterlite_dir`)."""
    check_versions()
    src.mkdir(parents=True, exist_ok=True)
    write_json(src / "jupyter_lite_config.json", lite_config())
    write_json(src / "jupyter-lite.json", lite_settings())
    ship_pyodide(root, cache, src / "static" / "pyodide")
    copy_content(root, src / "content", langs)
    return src


def build(src: Path = DEFAULT_SRC, out: Path = DEFAULT_OUT, *, root: Path = ROOT,
          cache: Path = DEFAULT_CACHE, langs: Iterable[str] = LANGS) -> Path:
    """Prepare `src`, then build the static site into `out` (replaced): `out`."""
    prepare(src, root=root, cache=cache, langs=langs)
    shutil.rmtree(out, ignore_errors=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    jupyter = Path(sys.executable).with_name("jupyter")
    path = os.pathsep.join(p for p in (str(language_packs(cache)), os.environ.get("PYTHONPATH")) if p)
    (src / ".jupyterlite.doit.db").unlink(missing_ok=True)  # its up-to-date marks outlive `out`
    _run([str(jupyter), "lite", "build", "--lite-dir", str(src), "--output-dir", str(out)],
         "jupyter lite build", cwd=src, env={**os.environ, "PYTHONPATH": path})
    return finish(out)


def app_page(lang: str, app: str = "notebooks") -> str:
    """The page of a lesson app with the interface in `lang`, relative to JupyterLite's root
    (a lesson opens with `?path=LANG/NAME.ipynb` after it)."""
    return f"{app}/{lang}/index.html"


def _nested(page: str) -> str:
    """An app's index.html moved one folder down: its relative addresses point one level up."""
    page = re.sub(r"""(["'])\.\./""", r"\1../../", page)
    return page.replace('data-jupyter-lite-root=".."', 'data-jupyter-lite-root="../.."')


def language_apps(out: Path, langs: Iterable[str] = LANGS) -> None:
    """APP/LANG/ beside each lesson app of the built site `out`: the same app, whose
    jupyter-lite.json makes the course's language the interface's. It is the default of
    Settings › Language: a learner's own choice there still wins, in every app."""
    for app in LESSON_APPS:
        page = _nested((out / app / "index.html").read_text(encoding="utf-8"))
        config = json.loads((out / app / "jupyter-lite.json").read_text(encoding="utf-8"))
        up = {key: f"../{value}" for key, value in config["jupyter-config-data"].items()
              if isinstance(value, str) and value.startswith("../")}
        for lang in langs:
            folder = out / app / lang
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir()
            (folder / "index.html").write_text(page, encoding="utf-8")
            data = {**up, "settingsOverrides": {TRANSLATION_PLUGIN: {"locale": INTERFACE[lang]}}}
            settings = {"jupyter-lite-schema-version": 0, "jupyter-config-data": data}
            write_json(folder / "jupyter-lite.json", settings)
            write_json(folder / "jupyter-lite.ipynb", {"cells": [], "metadata": {"jupyter-lite": settings},
                                                       "nbformat": 4, "nbformat_minor": 5})


def finish(out: Path) -> Path:
    """After `jupyter lite build` (here or by jupyterlite-sphinx): the apps in the courses'
    languages, then the checks of the built site `out`."""
    language_apps(out)
    check_site(out)
    return out


def site_config(out: Path) -> dict[str, Any]:
    """The `jupyter-config-data` of a built site's own jupyter-lite.json."""
    return dict(json.loads((out / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"])


def kernel_settings(out: Path) -> dict[str, Any]:
    """The Pyodide kernel's settings in a built site's jupyter-lite.json."""
    return dict(site_config(out).get("litePluginSettings", {}).get(KERNEL_PLUGIN, {}))


def check_site(out: Path) -> None:
    """The built site loads Pyodide from itself, preloads the course, has the interface's
    language packs, and gives visitors no `window.jupyterapp` (tests ask for it, `serving`)."""
    kernel = kernel_settings(out)
    if not str(kernel.get("pyodideUrl", "")).startswith("./static/pyodide/"):
        raise LiteBuildError(f"{out}/jupyter-lite.json does not point the kernel at static/pyodide/")
    if kernel.get("loadPyodideOptions", {}).get("packages") != list(PRELOAD):
        raise LiteBuildError(f"{out}/jupyter-lite.json lost the kernel's preloaded packages")
    if "exposeAppInBrowser" in site_config(out):
        raise LiteBuildError(f"{out}/jupyter-lite.json gives every visitor's page window.jupyterapp")
    packs = {p.stem for p in (out / "api" / "translations").glob("*.json")}
    missing = sorted(set(INTERFACE.values()) - packs - {"en"})
    if missing:
        raise LiteBuildError(f"{out} has no interface language pack for {missing}")


# ---- A local server ---------------------------------------------------------------------------
TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".json": "application/json", ".ipynb": "application/json", ".whl": "application/zip"}


def exposed(config: bytes) -> bytes:
    """A jupyter-lite.json that also puts the app in `window.jupyterapp`, for a test to drive."""
    data = json.loads(config)
    data.setdefault("jupyter-config-data", {})["exposeAppInBrowser"] = True
    return json.dumps(data).encode("utf-8")


@contextlib.contextmanager
def serving(folder: Path, port: int = 0, *, expose_app: bool = False) -> Iterator[str]:
    """Serve `folder` on 127.0.0.1 (no COOP/COEP headers), answering only requests addressed to
    127.0.0.1: the base URL, e.g. `http://127.0.0.1:PORT` (the site is at `BASE/lite/` when
    `folder` is build/site). With `expose_app`, the served jupyter-lite.json files (not those on
    disk, which visitors get) expose the app as `window.jupyterapp`, for tests and benchmarks."""

    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            self.extensions_map = {**self.extensions_map, **TYPES}
            super().__init__(*args, directory=str(folder), **kwargs)

        def send_head(self) -> Any:
            if self.headers.get("Host", "").split(":")[0] != "127.0.0.1":
                self.send_error(403, "only 127.0.0.1 is served")
                return None
            file = Path(self.translate_path(self.path))
            if expose_app and file.name == "jupyter-lite.json" and file.is_file():
                data = exposed(file.read_bytes())
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                return io.BytesIO(data)
            return super().send_head()

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--src", type=Path, default=DEFAULT_SRC, help="the JupyterLite source folder")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the built site")
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="downloads (npm, PyPI)")
    parser.add_argument("--prepare-only", action="store_true", help="write the source folder only")
    parser.add_argument("--serve", type=int, metavar="PORT", help="serve the built site's folder")
    args = parser.parse_args(argv)
    if args.serve is not None:
        with serving(args.out.parent, args.serve) as base:
            print(f"{base}/{args.out.name}/lab/index.html (Ctrl+C stops)", flush=True)
            with contextlib.suppress(KeyboardInterrupt):
                threading.Event().wait()
        return 0
    start = time.monotonic()
    try:
        if args.prepare_only:
            done = prepare(args.src, cache=args.cache)
        else:
            done = build(args.src, args.out, cache=args.cache)
    except LiteBuildError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(f"{done} ({time.monotonic() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
