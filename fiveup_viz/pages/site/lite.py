"""The course in JupyterLite, offline: `fiveup-viz site DIR` puts it at DIR/lite/ when the `site`
extra is installed (`make site` calls the same `build`).

`prepare(src)` writes a JupyterLite source folder: `jupyter_lite_config.json`,
`jupyter-lite.json`, `static/pyodide/` (Pyodide's core from the npm package `pyodide`, read
from the registry over HTTPS, every wheel the kernel and the course import, and a
`pyodide-lock.json` that names exactly those files with their sha256; the kernel's own start
made lighter by `kernel_start`) and `content/LANG/` (the shipped courses, trusted, with a line
on how to run them). The kernel preloads `fiveup_viz` and the widget stack, `comm` included,
so lessons need no `%pip` cell and nothing is fetched from the network when the site is read.

`build(out)` calls `prepare` (into a temporary folder unless given one) and runs `jupyter lite
build` into `out`. The fiveup_viz wheel the kernel loads is made from the installed package
itself (`package_wheel`). Downloads (Pyodide's npm package over HTTPS, PyPI) are cached
(`default_cache()`), so a second build needs no network; building needs node besides the extra
(`bytecode` runs Pyodide under it), not npm.
"""

from __future__ import annotations

import base64
import email.message
import email.parser
import hashlib
import html
import importlib.metadata
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import urllib.request
import zipfile
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from fiveup_viz.files import write_atomic
from fiveup_viz.pages import lessons
from fiveup_viz.pages.site import bytecode, kernel_preload, kernel_start, run_all
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import text

LANGS = tuple(LANGUAGES)


def default_cache() -> Path:
    """Where downloads are kept between builds: `$FIVEUP_VIZ_CACHE` if set (`make site` sets
    `build/cache`), else `$XDG_CACHE_HOME/fiveup_viz/lite` (`~/.cache/fiveup_viz/lite`)."""
    if os.environ.get("FIVEUP_VIZ_CACHE"):
        return Path(os.environ["FIVEUP_VIZ_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "fiveup_viz" / "lite"


def available() -> bool:
    """Whether the `site` extra (JupyterLite and its Pyodide kernel) is installed."""
    return all(importlib.util.find_spec(name) is not None
               for name in ("jupyterlite_core", "jupyterlite_pyodide_kernel"))


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
#: JupyterLab's interface in Italian (made for JupyterLab 4.5; Settings > Language). Installed
#: into the cache, not the environment, so a JupyterLab there keeps its menus.
LANGUAGE_PACKS = {"jupyterlab-language-pack-it-IT": "4.5.post3"}
#: JupyterLab's interface language for each course: the packs' locales ("en" is JupyterLab's own).
#: The Italian pack (4.5.post3) translates dialogs, the notebook's toolbar and the Run menu's
#: items, not the menu bar. The Finnish course's is English, whole (teach26 friction 2): the
#: Finnish pack, 4.5.post3 the newest, has 754 of JupyterLab's strings, the menu bar's and not
#: the Run menu's items, so the Run menu read "Run All Cells" under "Suorita" and one item,
#: joined by the pack's "%1 ja %2", read half Finnish, half English ("Restart kernel" translated,
#: "Run All Cells…" not).
INTERFACE = {"en": "en", "it": "it_IT", "fi": "en"}
TRANSLATION_PLUGIN = "@jupyterlab/translation-extension:plugin"
#: The apps that open a lesson: each is also at APP/LANG/, the same app in the course's language.
LESSON_APPS = ("notebooks", "lab")
#: Their pages in the built site (each language's copy is `app_page`).
LESSON_PAGES = tuple(f"{app}/index.html" for app in LESSON_APPS)
PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
#: The environment markers of Pyodide's Python, for the wheels' Requires-Dist.
MARKERS = {"python_version": "3.14", "python_full_version": "3.14.2", "sys_platform": "emscripten",
           "platform_system": "Emscripten", "os_name": "posix", "implementation_name": "cpython",
           "platform_python_implementation": "CPython", "platform_machine": "wasm32", "extra": ""}


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
        raise LiteBuildError("install the site extra (pip install 'fiveup_viz[site]'): " + ", ".join(wrong))
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
#: The npm registry that serves Pyodide's core (the package `pyodide`), read over HTTPS.
NPM_REGISTRY = "https://registry.npmjs.org"


def _download(url: str, what: str) -> bytes:
    """The body at `url`; LiteBuildError (one line: what, where, why) when it cannot be had."""
    try:
        with urllib.request.urlopen(url, timeout=60) as answer:
            return bytes(answer.read())
    except (OSError, ValueError) as error:  # URLError, HTTPError, a timeout, a bad address
        reason = getattr(error, "reason", None) or error
        raise LiteBuildError(f"could not download {what} from {url} ({reason}): it is needed once, "
                             "then kept in the cache; connect to the internet and build again") from None


def download_npm_package(name: str, version: str, target: Path, *, registry: str = NPM_REGISTRY) -> Path:
    """An npm package's tarball into `target`, from the registry's `dist.tarball`, checked
    against its `dist.integrity` (sha512) before it is put in place: a refused or broken download
    leaves no file at `target`. No npm or node needed (teacher trial 9, finding 4)."""
    url = f"{registry.rstrip('/')}/{name}/{version}"
    try:
        dist = json.loads(_download(url, f"the npm registry's entry of {name} {version}"))["dist"]
        tarball, integrity = str(dist["tarball"]), str(dist["integrity"])
    except (ValueError, KeyError, TypeError):
        raise LiteBuildError(f"{url} is not an npm registry entry with dist.tarball and "
                             "dist.integrity") from None
    algorithm, _, expected = integrity.partition("-")
    if algorithm != "sha512":
        raise LiteBuildError(f"{url} gives no sha512 integrity for {name} {version}: {integrity}")
    data = _download(tarball, f"{name} {version}")
    found = base64.b64encode(hashlib.sha512(data).digest()).decode()
    if found != expected:
        raise LiteBuildError(f"{tarball} does not match the registry's checksum (sha512-{expected}, "
                             f"got sha512-{found}): not used")
    write_atomic(target, data)
    return target


def fetch_pyodide(cache: Path, *, registry: str = NPM_REGISTRY) -> Path:
    """Pyodide's core, unpacked from the npm package `pyodide` (downloaded from `registry` and
    checked, `download_npm_package`; the tarball and the folder cached): its folder."""
    folder = cache / "npm" / f"pyodide-{PYODIDE}"
    if (folder / "pyodide-lock.json").exists():
        return folder
    (cache / "npm").mkdir(parents=True, exist_ok=True)
    tgz = cache / "npm" / f"pyodide-{PYODIDE}.tgz"
    if not tgz.exists():
        download_npm_package("pyodide", PYODIDE, tgz, registry=registry)
    unpack = Path(tempfile.mkdtemp(dir=cache / "npm"))
    try:
        with tarfile.open(tgz) as tar:
            tar.extractall(unpack, filter="data")
        (unpack / "package").rename(folder)
    except (tarfile.TarError, OSError) as error:
        raise LiteBuildError(f"{tgz} is not Pyodide's npm package ({error}): delete it and build "
                             "again") from None
    finally:
        shutil.rmtree(unpack, ignore_errors=True)
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
        write_atomic(stamp, " ".join(pins))
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


def package_wheel(out: Path) -> Path:
    """fiveup_viz's wheel made from the installed package (its modules, messages and data, not the
    shipped lessons, which the site has as its content) with the installed METADATA: the same
    bytes for the same package (files in order, dated 1980-01-01)."""
    dist = importlib.metadata.distribution("fiveup_viz")
    folder = Path(__file__).resolve().parents[2]
    stem = f"fiveup_viz-{dist.version}"
    files: dict[str, bytes] = {}
    for path in sorted(folder.rglob("*")):
        inner = path.relative_to(folder)
        if path.is_file() and inner.parts[0] != "tutorials" and "__pycache__" not in inner.parts:
            files[f"fiveup_viz/{inner.as_posix()}"] = path.read_bytes()
    info = f"{stem}.dist-info"
    metadata = dist.read_text("METADATA") or dist.read_text("PKG-INFO") or ""  # a wheel or an egg-info
    files[f"{info}/METADATA"] = metadata.encode("utf-8")
    files[f"{info}/WHEEL"] = (b"Wheel-Version: 1.0\nGenerator: fiveup_viz\nRoot-Is-Purelib: true\n"
                              b"Tag: py3-none-any\n")
    record = "".join(f"{kernel_start.record_line(name, data)}\n" for name, data in files.items())
    files[f"{info}/RECORD"] = (record + f"{info}/RECORD,,\n").encode("utf-8")
    for old in out.glob("fiveup_viz-*.whl"):
        old.unlink()
    target = out / f"{stem}-py3-none-any.whl"
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as wheel:
        for name, data in files.items():
            wheel.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
    return target


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


def _joined(value: Any) -> Any:
    """A multiline string (a list of lines) as one string; any other value as it is."""
    if isinstance(value, list) and all(isinstance(line, str) for line in value):
        return "".join(value)
    return value


def _is_json(mime: str) -> bool:
    """Whether an output's data of type `mime` is JSON (its list is a value, not lines)."""
    return mime == "application/json" or mime.endswith("+json")


def joined_lines(doc: dict[str, Any]) -> dict[str, Any]:
    """`doc` (a notebook) with each multiline string as one string: a cell's source, a stream's
    text and every text output's data, as nbformat reads them for a Jupyter server's front end.
    JupyterLite serves the file as it is, and its front end shows a list of lines joined by
    commas (teacher trial 6, finding 2)."""
    for cell in doc["cells"]:
        cell["source"] = _joined(cell["source"])
        for item in cell.get("outputs", []):
            if "text" in item:
                item["text"] = _joined(item["text"])
            data = item.get("data", {})
            for mime in data:
                if not _is_json(mime):
                    data[mime] = _joined(data[mime])
    return doc


#: The id of the cell `how_to_run` puts under a lite lesson's title.
HOW_TO_RUN_ID = "fiveup-how-to-run"


def trusted(doc: dict[str, Any]) -> dict[str, Any]:
    """`doc` (a notebook) with every code cell's `metadata.trusted` true, so JupyterLite shows
    its saved drawings at once (teacher trial 9, finding 1). JupyterLite serves a notebook as it
    is, with no server to check a signature, and JupyterLab 4 (the app of jupyterlite-core 0.8.6,
    `@jupyterlab/cells` CellModel) trusts a cell when `!!getMetadata("trusted") || options.trusted`;
    its CodeCellModel gives that trust to the output area, and an untrusted output area renders
    `image/svg+xml` as its `text/plain`. The lessons are the package's own, like the notebooks
    `make lab` marks trusted."""
    for cell in doc["cells"]:
        if cell["cell_type"] == "code":
            cell.setdefault("metadata", {})["trusted"] = True
    return doc


def how_to_run(doc: dict[str, Any], lang: str) -> dict[str, Any]:
    """`doc` (a lesson) with a Markdown cell under its title (the first cell) that says how to run
    it in JupyterLite (`site.ftl` `lite-how-to-run`, in the lesson's language)."""
    note = {"cell_type": "markdown", "id": HOW_TO_RUN_ID, "metadata": {},
            "source": "> " + text(lang, "site", "lite-how-to-run")}
    doc["cells"].insert(1 if doc["cells"] else 0, note)
    return doc


#: The id of the code cell `lesson_ran` puts at the end of a lite lesson.
LESSON_RAN_ID = "fiveup-lesson-ran"
#: The id of the code cell `lesson_status` puts under the how-to-run note.
STATUS_ID = "fiveup-lesson-status"
#: The cells the JupyterLite copy adds to a shipped lesson (everything else is the lesson's own).
ADDED_IDS = (HOW_TO_RUN_ID, STATUS_ID, LESSON_RAN_ID)

#: The status cell's code: its first line (what the folded cell shows) a comment, then a line
#: under it that says the lesson is running (`display` with an id, updated in place later),
#: and a hook on every cell after it that says so there when one fails. Run All again replaces
#: the hook (no two). `_fiveup_said` is what the last cell calls.
STATUS_CODE = """# {comment}
from IPython import get_ipython as _fiveup_ipython
from IPython.display import display as _fiveup_display, update_display as _fiveup_update


def _fiveup_said(line, first=False):
    data = {{"text/markdown": "**" + line + "**", "text/plain": line}}
    (_fiveup_display if first else _fiveup_update)(data, raw=True, display_id="{display}")


def _fiveup_failed(result):
    if not result.success:
        _fiveup_said({failed})
        _fiveup_ipython().events.unregister("post_run_cell", _fiveup_failed)


for _fiveup_hook in list(_fiveup_ipython().events.callbacks["post_run_cell"]):
    if getattr(_fiveup_hook, "__name__", "") == "_fiveup_failed":
        _fiveup_ipython().events.unregister("post_run_cell", _fiveup_hook)
_fiveup_ipython().events.register("post_run_cell", _fiveup_failed)
_fiveup_said({running}, first=True)"""

#: The last cell's code: the line that the lesson ran, printed there and put in place of the
#: status line at the top (when the status cell ran), whose failure hook it takes away.
RAN_CODE = """print({ran})
if "_fiveup_said" in globals():
    _fiveup_said({ran})
    _fiveup_ipython().events.unregister("post_run_cell", _fiveup_failed)"""


def _folded_code(cell_id: str, source: str) -> dict[str, Any]:
    """A trusted code cell with its code folded and no saved output."""
    return {"cell_type": "code", "id": cell_id, "execution_count": None,
            "metadata": {"trusted": True, "jupyter": {"source_hidden": True}},
            "outputs": [], "source": source}


def _py(line: str) -> str:
    """`line` as a Python string literal (its own letters kept)."""
    return json.dumps(line, ensure_ascii=False)


def lesson_status(doc: dict[str, Any], lang: str) -> dict[str, Any]:
    """`doc` (a lesson with its how-to-run note) with a folded code cell under that note whose
    output, at the lesson's top, says in the lesson's language that the lesson is running and
    its drawings are drawn again (`site.ftl` `lite-lesson-running`; before a run its saved output
    says the lesson has not run yet, `lite-lesson-not-run`), then that it ran
    (`lite-lesson-ran`, when the last cell runs) or that a cell stopped at an error
    (`lite-lesson-failed`, whose red box shows under that cell). Teach25 friction F1 (issue 31):
    after Run All a pupil at the top saw no change at all, the code folded and the drawings the
    same. Only the JupyterLite copy has it; `tutorials/` (run by nbval) stays as it is."""
    code = STATUS_CODE.format(comment=text(lang, "site", "lite-lesson-status"), display=STATUS_ID,
                              running=_py(text(lang, "site", "lite-lesson-running")),
                              failed=_py(text(lang, "site", "lite-lesson-failed")))
    at = next((i + 1 for i, c in enumerate(doc["cells"]) if c.get("id") == HOW_TO_RUN_ID), 0)
    cell = _folded_code(STATUS_ID, code)
    # before Run All the line already says the lesson has not run yet (teach30 F4: it was blank
    # under a note saying it tells what is happening); running the cell replaces it
    line = text(lang, "site", "lite-lesson-not-run")
    cell["outputs"] = [{"output_type": "display_data", "metadata": {},
                        "data": {"text/markdown": f"**{line}**", "text/plain": line}}]
    doc["cells"].insert(at, cell)
    return doc


def lesson_ran(doc: dict[str, Any], lang: str) -> dict[str, Any]:
    """`doc` (a lesson) with a last code cell that prints `site.ftl` `lite-lesson-ran` in the
    lesson's language, folded, with no saved output: after Run All, when every cell before it has
    run (JupyterLab stops at a cell's error, a failed check's too), the pupil sees that the lesson
    ran, where the saved drawings alone come back the same (issue 31, teach21 friction 3); the
    status line at the top (`lesson_status`) says it too. Only the JupyterLite copy has it;
    `tutorials/` (run by nbval) stays as the course builds it."""
    code = RAN_CODE.format(ran=_py(text(lang, "site", "lite-lesson-ran")))
    doc["cells"].append(_folded_code(LESSON_RAN_ID, code))
    return doc


def copy_content(target: Path, langs: Iterable[str]) -> None:
    """The shipped courses' notebooks, one folder per language, naming the Pyodide kernel, each
    multiline string joined (`joined_lines`), every code cell trusted (`trusted`: the saved
    drawings show at once), a line under the title on how to run it (`how_to_run`), under it a
    cell whose output says the lesson is running, then ran (`lesson_status`), and a last cell
    that says the lesson ran (`lesson_ran`)."""
    shutil.rmtree(target, ignore_errors=True)
    source = lessons.shipped()
    for lang in langs:
        (target / lang).mkdir(parents=True)
        for notebook in sorted((source / lang).glob("*.ipynb")):
            doc = joined_lines(json.loads(notebook.read_text(encoding="utf-8")))
            doc = lesson_ran(lesson_status(how_to_run(trusted(doc), lang), lang), lang)
            doc["metadata"]["kernelspec"] = KERNELSPEC
            text = json.dumps(doc, indent=1, ensure_ascii=False) + "\n"
            write_atomic(target / lang / notebook.name, text)


def ship_pyodide(cache: Path, target: Path) -> None:
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
    wheels["fiveup-viz"] = package_wheel(target)
    try:
        kernel_start.lighten(wheels)
        bytecode.compiled(core, wheels.values(), cache)
    except (kernel_start.EditError, RuntimeError) as error:
        raise LiteBuildError(str(error)) from None
    write_lock(pyodide_lock, wheels, target / "pyodide-lock.json")


def prepare(src: Path, *, cache: Path, langs: Iterable[str] = LANGS) -> Path:
    """Write the JupyterLite source folder `src` (config files, static/pyodide/, content/):
    `src`, ready for `jupyter lite build`."""
    check_versions()
    src.mkdir(parents=True, exist_ok=True)
    write_json(src / "jupyter_lite_config.json", lite_config())
    write_json(src / "jupyter-lite.json", lite_settings())
    ship_pyodide(cache, src / "static" / "pyodide")
    copy_content(src / "content", langs)
    return src


def build(out: Path, *, src: Path | None = None, cache: Path | None = None,
          langs: Iterable[str] = LANGS) -> Path:
    """Prepare `src` (a temporary folder if None), then build the static site into `out`
    (replaced), the courses in `langs`; downloads are kept in `cache` (`default_cache()` if
    None): `out`. LiteBuildError says which step failed and why."""
    langs, cache = tuple(langs), cache or default_cache()
    with tempfile.TemporaryDirectory() as tmp:
        source = prepare(src or Path(tmp) / "lite-src", cache=cache, langs=langs)
        shutil.rmtree(out, ignore_errors=True)
        out.parent.mkdir(parents=True, exist_ok=True)
        path = os.pathsep.join(p for p in (str(language_packs(cache)), os.environ.get("PYTHONPATH")) if p)
        (source / ".jupyterlite.doit.db").unlink(missing_ok=True)  # its up-to-date marks outlive `out`
        _run([sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(source),
              "--output-dir", str(out)], "jupyter lite build", cwd=source,
             env={**os.environ, "PYTHONPATH": path})
    return finish(out, langs)


def app_page(lang: str, app: str = "notebooks") -> str:
    """The page of a lesson app with the interface in `lang`, relative to JupyterLite's root
    (a lesson opens with `?path=LANG/NAME.ipynb` after it)."""
    return f"{app}/{lang}/index.html"


def _nested(page: str) -> str:
    """An app's index.html moved one folder down: its relative addresses point one level up."""
    page = re.sub(r"""(["'])\.\./""", r"\1../../", page)
    return page.replace('data-jupyter-lite-root=".."', 'data-jupyter-lite-root="../.."')


#: The id of the words a lesson app's page shows until the app is on screen (`loading_page`).
LOADING_ID = "fiveup-loading"
#: Their style: under the app's shell (JupyterLab attaches it to the body as a Lumino widget),
#: and gone once it is there; plain CSS, so the words show from the first paint, before any script.
LOADING_STYLE = f"""    <style>
      #{LOADING_ID} {{ position: fixed; inset: 0; display: flex; align-items: center;
        justify-content: center; padding: 1em; text-align: center; background: #fff; color: #222;
        font: 1.25rem/1.5 -apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif; }}
      body:has(> .lm-Widget) #{LOADING_ID} {{ display: none; }}
    </style>
  </head>"""


def loading_page(page: str, lang: str) -> str:
    """A lesson app's page that says, in `lang`, that Python is loading, from its first paint
    until JupyterLab's shell is on the page (teach29 friction 1: 5–9 s of a blank page, and a
    pupil who clicks again starts the download again). The words are HTML-escaped text in the
    body, never inside a script or a style. EditError if the page is not the pinned app's."""
    said = html.escape(text(lang, "site", "lite-loading"), quote=False)
    words = f'<div id="{LOADING_ID}" role="status">{said}</div>'
    body = re.search(r"<body\b[^>]*>", page)
    if body is None or page.count("  </head>") != 1 or LOADING_ID in page:
        raise kernel_start.EditError("a lesson app's index.html is not the pinned JupyterLite's")
    page = page.replace("  </head>", LOADING_STYLE)
    at = page.index(body.group(0)) + len(body.group(0))
    return f"{page[:at]}\n    {words}{page[at:]}"


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
            write_atomic(folder / "index.html", loading_page(page, lang))
            data = {**up, "settingsOverrides": {TRANSLATION_PLUGIN: {"locale": INTERFACE[lang]}}}
            settings = {"jupyter-lite-schema-version": 0, "jupyter-config-data": data}
            write_json(folder / "jupyter-lite.json", settings)
            write_json(folder / "jupyter-lite.ipynb", {"cells": [], "metadata": {"jupyter-lite": settings},
                                                       "nbformat": 4, "nbformat_minor": 5})


def finish(out: Path, langs: Iterable[str] = LANGS) -> Path:
    """After `jupyter lite build`: the lesson apps start the kernel's worker with the page
    (`kernel_preload`), Run All keeps the pupil's place (`run_all`), the apps in the courses'
    languages, then the checks of the built site `out`."""
    langs = tuple(langs)
    pyodide = str(kernel_settings(out).get("pyodideUrl", "")).removeprefix("./")
    try:
        kernel_preload.preload(out, LESSON_PAGES, pyodide, PRELOAD)
        run_all.keep_place(out)
        language_apps(out, langs)
    except kernel_start.EditError as error:
        raise LiteBuildError(str(error)) from None
    check_site(out, langs)
    return out


def site_config(out: Path) -> dict[str, Any]:
    """The `jupyter-config-data` of a built site's own jupyter-lite.json."""
    return dict(json.loads((out / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"])


def kernel_settings(out: Path) -> dict[str, Any]:
    """The Pyodide kernel's settings in a built site's jupyter-lite.json."""
    return dict(site_config(out).get("litePluginSettings", {}).get(KERNEL_PLUGIN, {}))


def check_site(out: Path, langs: Iterable[str] = LANGS) -> None:
    """The built site loads Pyodide from itself, preloads the course, starts the kernel's worker
    with each lesson app's page, keeps the pupil's place on Run All, has the interface's
    language packs, and gives visitors no `window.jupyterapp` (tests ask for it, `serving`)."""
    kernel = kernel_settings(out)
    if not str(kernel.get("pyodideUrl", "")).startswith("./static/pyodide/"):
        raise LiteBuildError(f"{out}/jupyter-lite.json does not point the kernel at static/pyodide/")
    if kernel.get("loadPyodideOptions", {}).get("packages") != list(PRELOAD):
        raise LiteBuildError(f"{out}/jupyter-lite.json lost the kernel's preloaded packages")
    for page in [*LESSON_PAGES, *(app_page(lang, app) for app in LESSON_APPS for lang in langs)]:
        if not kernel_preload.preloads(out, page):
            raise LiteBuildError(f"{out}/{page} does not start the kernel's worker with the page")
    for lang in langs:
        for app in LESSON_APPS:
            if LOADING_ID not in (out / app_page(lang, app)).read_text(encoding="utf-8"):
                raise LiteBuildError(f"{out}/{app_page(lang, app)} does not say that Python is loading")
    if not run_all.keeps_place(out):
        raise LiteBuildError(f"{out}/{run_all.APP_BUNDLE}: Run All still moves to the last cell")
    if "exposeAppInBrowser" in site_config(out):
        raise LiteBuildError(f"{out}/jupyter-lite.json gives every visitor's page window.jupyterapp")
    packs = {p.stem for p in (out / "api" / "translations").glob("*.json")}
    missing = sorted({INTERFACE[lang] for lang in langs} - packs - {"en"})
    if missing:
        raise LiteBuildError(f"{out} has no interface language pack for {missing}")
