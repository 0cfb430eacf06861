"""The course in JupyterLite, offline (issue 21, item 1b): `build/site/lite/`, built by
`fiveup_viz.pages.site.lite` as `make site` calls it (here, by `site` of conftest, if it is missing).

What is shipped: Pyodide's core at the version the kernel names, a lock that names exactly the
shipped wheels (sha256 and all), fiveup_viz and the widget stack (`comm` included) preloaded, the
widget front ends at the versions of their kernel side, Babel cut to the course's languages.
In the browser: one lesson per language, from a cold profile on 127.0.0.1 with every other
host refused, runs all its cells, draws, and its game viewer steps; no request leaves the machine.
"""

from __future__ import annotations

import base64
import hashlib
import html
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.request
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from fiveup_viz.pages.site import lite
from fiveup_viz.words.messages import text
from scripts.website import lite as repo_lite
from tests.conftest import CHROMIUM, ROOT

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.any_worker]


pytest.importorskip("jupyterlite_core", reason="needs the site extra (pip install -e '.[site]')")


@pytest.fixture(scope="session")
def site(site: Path) -> Path:
    """build/site/lite/: JupyterLite in the one website of the run (`site` of conftest, which
    builds it, then the pages that link to it, if missing)."""
    return site / "lite"


def _lock(site: Path) -> dict[str, Any]:
    return dict(json.loads((site / "static/pyodide/pyodide-lock.json").read_text(encoding="utf-8")))


def test_pyodide_is_the_one_the_kernel_names(site: Path) -> None:
    """The trio: the shipped Pyodide core is the version jupyterlite-pyodide-kernel names, its
    lock is that Pyodide's (same Python), and the site points the kernel at it."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    mjs = (site / "static/pyodide/pyodide.mjs").read_text(encoding="utf-8")
    assert f'"{PYODIDE_VERSION}"' in mjs or f"'{PYODIDE_VERSION}'" in mjs
    upstream = json.loads((lite.fetch_pyodide(repo_lite.DEFAULT_CACHE) / "pyodide-lock.json").read_text())
    assert _lock(site)["info"] == upstream["info"]
    kernel = lite.kernel_settings(site)
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert kernel["disablePyPIFallback"] is True


def test_lock_names_exactly_the_shipped_wheels(site: Path) -> None:
    """Every lock entry's file is there with its sha256 and every dependency is an entry; no
    wheel is shipped without an entry; the packages at Pyodide's versions keep them."""
    lock = _lock(site)
    folder = site / "static/pyodide"
    packages = lock["packages"]
    for key, entry in packages.items():
        wheel = folder / entry["file_name"]
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"], key
        assert all(lite.normalize(d) in packages for d in entry["depends"]), key
    assert sorted(p.name for p in folder.glob("*.whl")) == sorted(e["file_name"] for e in packages.values())
    upstream = json.loads((lite.fetch_pyodide(repo_lite.DEFAULT_CACHE) / "pyodide-lock.json").read_text())
    for key in lite.closure(upstream["packages"], lite.FROM_LOCK):
        assert packages[key]["version"] == upstream["packages"][key]["version"], key


def test_preloaded_packages_include_comm_and_the_course(site: Path) -> None:
    """The kernel preloads what it would otherwise fetch one by one (comm included: a stock site
    asks PyPI for it at every start) and fiveup_viz, so lessons need no %pip cell."""
    preload = lite.kernel_settings(site)["loadPyodideOptions"]["packages"]
    packages = _lock(site)["packages"]
    assert {"comm", "ipykernel", "pyodide-kernel", "jedi", "ipython", "piplite", "micropip",
            "fiveup-viz"} <= set(preload)
    assert all(lite.normalize(name) in packages for name in preload)
    wanted = lite.closure(packages, ["fiveup-viz"])
    assert {"comm", "ipywidgets", "anywidget", "psygnal", "fluent-runtime", "babel"} <= set(wanted)
    assert all(not any("%pip" in "".join(cell["source"]) for cell in json.loads(nb.read_text())["cells"])
               for nb in (site / "files").rglob("*.ipynb"))


def test_widget_front_ends_match_their_kernel_side(site: Path) -> None:
    """The labextensions in the site are those of the widget wheels the kernel loads."""
    packages = _lock(site)["packages"]
    assert packages["ipywidgets"]["version"] == lite.FROM_PYPI["ipywidgets"]
    assert packages["jupyterlab-widgets"]["version"] == lite.FROM_PYPI["jupyterlab-widgets"]
    anywidget = json.loads((site / "extensions/anywidget/package.json").read_text())
    assert anywidget["version"] == packages["anywidget"]["version"]
    manager = json.loads((site / "extensions/@jupyter-widgets/jupyterlab-manager/package.json").read_text())
    from importlib.metadata import files

    installed = next(f for f in files("jupyterlab_widgets") or []
                     if str(f).endswith("jupyterlab-manager/package.json"))
    assert manager["version"] == json.loads(Path(str(installed.locate())).read_text())["version"]


def test_pruned_babel_serves_the_three_languages(site: Path, tmp_path: Path) -> None:
    """Babel keeps only the CLDR data of en, it and fi (~0.7 MB instead of ~10 MB), and with it
    Fluent and the course's numbers work in the three languages (D-rules' messages: R14's
    decimals are written `+7.5` and `+7,5`)."""
    wheel = next((site / "static/pyodide").glob("babel-*.whl"))
    assert wheel.stat().st_size < 1_500_000
    with zipfile.ZipFile(wheel) as z:
        data = [n for n in z.namelist() if n.startswith("babel/locale-data/")]
        record = next(n for n in z.namelist() if n.endswith("RECORD"))
        listed = {line.split(",")[0] for line in z.read(record).decode().splitlines()}
        assert set(z.namelist()) == listed
        z.extractall(tmp_path)
    assert {Path(n).stem.split("_")[0] for n in data} == set(lite.BABEL_LOCALES)
    code = ("from babel.numbers import format_decimal; from fiveup_viz.words.fluent import decimal\n"
            "from fiveup_viz.words.messages import text\n"
            "print([decimal(7.5, lang, sign=True) for lang in ('en', 'it', 'fi')])\n"
            "print(all(text(lang, 'ui', 'ui-next') for lang in ('en', 'it', 'fi')))")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT)])}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert done.stdout.split("\n")[:2] == ["['+7.5', '+7,5', '+7,5']", "True"]


@pytest.mark.parametrize("app", lite.LESSON_APPS)
def test_each_course_has_its_app_in_its_language(site: Path, app: str) -> None:
    """Issue 21: APP/LANG/ is the app of APP/ (the same bundle and configuration, one folder down)
    with its course's interface language as Settings > Language's default, and its pack shipped
    (English for the Finnish course, `lite.INTERFACE`)."""
    page = (site / app / "index.html").read_text(encoding="utf-8")
    for lang in lite.LANGS:
        folder = site / lite.app_page(lang, app).removesuffix("/index.html")
        nested = (folder / "index.html").read_text(encoding="utf-8")
        addresses = re.findall(r"""(?:href=|import\(\s*)["'](\.\./[^"'?]+)""", nested)
        assert len(addresses) == len(re.findall(r"""(?:href=|import\(\s*)["'](\.\./[^"'?]+)""", page)) > 2
        assert all((folder / address).is_file() for address in addresses), addresses
        assert 'data-jupyter-lite-root="../.."' in nested
        data = json.loads((folder / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]
        locale = data["settingsOverrides"][lite.TRANSLATION_PLUGIN]["locale"]
        # the Finnish course's app is English, whole (teach26 friction 2: its pack lacked the Run menu)
        assert locale == lite.INTERFACE[lang] and locale.split("_")[0] == ("en" if lang == "fi" else lang)
        assert locale == "en" or (site / "api/translations" / f"{locale}.json").is_file()
        assert all((folder / value).resolve().is_dir() for key, value in data.items()
                   if key.endswith("Url")), data


def test_visitors_get_no_app_handle_and_tests_do(site: Path) -> None:
    """Issue 21: `exposeAppInBrowser` (window.jupyterapp) is not in the site visitors get; the
    tests' server adds it to the jupyter-lite.json it serves, and the other server does not."""
    assert "exposeAppInBrowser" not in lite.site_config(site)
    for expose in (False, True):
        with repo_lite.serving(site.parent, expose_app=expose) as base:
            for config in ("jupyter-lite.json", "notebooks/fi/jupyter-lite.json"):
                with urllib.request.urlopen(f"{base}/lite/{config}") as answer:
                    data = json.loads(answer.read())["jupyter-config-data"]
                assert data.get("exposeAppInBrowser", False) is expose, (config, expose)
                on_disk = json.loads((site / config).read_text(encoding="utf-8"))["jupyter-config-data"]
                assert {k: v for k, v in data.items() if k != "exposeAppInBrowser"} == on_disk


def test_wheels_carry_the_kernels_bytecode(site: Path) -> None:
    """Issue 21 (first drawing): every module of every shipped wheel has its bytecode beside it,
    all of one Python newer than this one (Pyodide's 3.14, which compiled it), hash-based and
    unchecked (used whatever time the unpacked source has), and listed with its sha256 in RECORD."""
    magics = set()
    wheels = sorted((site / "static/pyodide").glob("*.whl"))
    assert len(wheels) == len(_lock(site)["packages"])
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as z:
            names = set(z.namelist())
            record = z.read(next(n for n in names if n.endswith(".dist-info/RECORD"))).decode()
            listed = dict(line.split(",", 1) for line in record.splitlines())
            sources = [n for n in names if n.endswith(".py") and ".data/" not in n]
            assert sources, wheel.name
            for source in sources:
                pyc = importlib.util.cache_from_source(source).replace(
                    sys.implementation.cache_tag, "cpython-314")
                data = z.read(pyc)
                magics.add(data[:4])
                assert int.from_bytes(data[4:8], "little") == 1, pyc
                digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
                assert listed[pyc] == f"sha256={digest.decode()},{len(data)}", pyc
    (magic,) = magics
    assert magic[2:] == b"\r\n"
    assert int.from_bytes(magic[:2], "little") > int.from_bytes(importlib.util.MAGIC_NUMBER[:2], "little")


#: Run by Node: Pyodide from the site's static/pyodide/ (argv[2]) with the kernel's preloaded
#: packages runs the Python file argv[3] and prints what it returns (JSON).
KERNEL_START_JS = """
const [core, script] = process.argv.slice(2);
const { loadPyodide } = await import(`${core}/pyodide.mjs`);
const settings = JSON.parse(process.env.KERNEL_SETTINGS);
const py = await loadPyodide({ indexURL: `${core}/`, ...settings.loadPyodideOptions });
const fs = await import("node:fs");
console.log(await py.runPythonAsync(fs.readFileSync(script, "utf8")));
"""

#: What the kernel's worker runs before the first cell (pyodide-kernel 0.8.6, worker.js:
#: initPackageManager, initKernel), then the later uses of what it no longer imports there.
KERNEL_START_PY = """
import json, sys
import piplite.piplite
import pyodide_kernel
sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
at_start = sorted(m for m in ("micropip", "jedi", "prompt_toolkit", "unittest.mock") if m in sys.modules)
from IPython.core.completer import provisionalcompleter
with provisionalcompleter():
    completed = [c.text for c in pyodide_kernel.ipython_shell.Completer.completions("import svgwr", 12)]
import IPython
from IPython.terminal.embed import embed
await piplite.install("svgwrite")
json.dumps({"at_start": at_start, "completed": completed, "jedi": "jedi" in sys.modules,
            "embed": IPython.embed.__module__, "real_embed": embed.__module__,
            "micropip": "micropip" in sys.modules})
"""


def test_kernel_starts_without_micropip_jedi_or_prompt_toolkit(site: Path, tmp_path: Path) -> None:
    """Issue 31 point 8: the kernel's imports before the first cell leave out micropip, jedi and
    prompt_toolkit (none draws), and each still comes when first used: a Tab completion with
    jedi, `IPython.embed`, a piplite install (offline, from the lock)."""
    if shutil.which("node") is None:
        pytest.skip("needs node")
    (tmp_path / "run.mjs").write_text(KERNEL_START_JS, encoding="utf-8")
    (tmp_path / "start.py").write_text(KERNEL_START_PY, encoding="utf-8")
    env = {**os.environ, "KERNEL_SETTINGS": json.dumps(lite.kernel_settings(site))}
    ran = subprocess.run(["node", str(tmp_path / "run.mjs"), str((site / "static/pyodide").resolve()),
                          str(tmp_path / "start.py")], capture_output=True, text=True, env=env,
                         check=False, timeout=600)
    assert ran.returncode == 0, ran.stderr[-2000:]
    found = json.loads(ran.stdout.strip().splitlines()[-1])
    assert found["at_start"] == []
    assert "svgwrite" in found["completed"] and found["jedi"]
    assert found["embed"] == "IPython" and found["real_embed"] == "IPython.terminal.embed"
    assert found["micropip"]


# ---- In the browser -------------------------------------------------------------------------
@pytest.fixture(scope="session")
def served(site: Path) -> Iterator[str]:
    if not CHROMIUM.exists():
        pytest.skip("needs /usr/bin/chromium")
    with repo_lite.serving(site.parent, expose_app=True) as base:
        yield base


@pytest.fixture
def cold(browser: Any) -> Iterator[tuple[Any, list[str]]]:
    """A page in a fresh browser context (cold profile) that refuses every request not for
    127.0.0.1: (page, the refused URLs)."""
    context = browser.new_context(viewport={"width": 1400, "height": 1100})
    refused = repo_lite.refuse_outside(context)
    yield context.new_page(), refused
    context.close()


def interface_word(site: Path, lang: str, english: str) -> str:
    """JupyterLab's word for `english` in the interface of `lang`, from the shipped pack."""
    locale = lite.INTERFACE[lang]
    if locale == "en":
        return english
    pack = json.loads((site / "api/translations" / f"{locale}.json").read_text(encoding="utf-8"))
    return str(pack["data"]["jupyterlab"][english][0])


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_lesson_runs_offline_and_its_viewer_steps(site: Path, served: str, cold: tuple[Any, list[str]],
                                                   lang: str) -> None:
    """Lesson 07 (going out, R20-R22) in each language: JupyterLab speaks the lesson's language
    (the notebook's toolbar has its pack's words; the Italian pack leaves the menus English),
    every cell runs without an error, a drawing appears, the game viewer's Next changes the
    picture, nothing leaves 127.0.0.1."""
    page, refused = cold
    lesson = next((ROOT / "tutorials" / lang).glob("07-*.ipynb")).name
    repo_lite.run_lesson(page, served, f"{lang}/{lesson}")
    titles = page.locator(".jp-NotebookPanel-toolbar [title]").evaluate_all(
        "all => all.map(e => e.getAttribute('title'))")
    assert interface_word(site, lang, "Interrupt the kernel") in titles
    outputs = page.locator(".jp-OutputArea-output")
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    assert page.locator(".jp-OutputArea-output svg").count() > 0
    viewer = outputs.filter(has=page.locator(".fiveup-next")).first
    viewer.scroll_into_view_if_needed()
    before = viewer.inner_html()
    viewer.locator(".fiveup-next").first.click()
    deadline = time.monotonic() + 30
    while viewer.inner_html() == before and time.monotonic() < deadline:
        time.sleep(0.2)
    assert viewer.inner_html() != before
    assert refused == []


#: JavaScript for Playwright: the open notebook's first cells have rendered (its model is loaded).
CELLS_SHOWN = """() => { const w = window.jupyterapp?.shell.currentWidget;
  return !!w && !!w.content && w.content.widgets.length > 2; }"""

def run_all_menu(page: Any) -> tuple[str, str]:
    """The menu that holds "Run All Cells" and that item, as the open app shows them (in its
    interface's language): found by opening each menu of the menu bar."""
    item = page.evaluate("() => window.jupyterapp.commands.label('notebook:run-all-cells')")
    bar = page.locator(".lm-MenuBar-item")
    for i in range(bar.count()):
        bar.nth(i).click()
        shown = page.locator(".lm-Menu .lm-Menu-itemLabel").all_inner_texts()
        page.keyboard.press("Escape")
        if item in shown:
            return bar.nth(i).inner_text().strip(), item
    raise AssertionError(f"no menu holds {item!r}")


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_lesson_opens_with_its_drawings_and_says_how_to_run(site: Path, served: str,
                                                            cold: tuple[Any, list[str]],
                                                            lang: str) -> None:
    """Teacher trial 9, finding 1: lesson 05 (R14, R15) opened from the site's link shows its
    saved drawings as drawings (SVG, not their text) before any cell runs, every code cell
    trusted; the cell under its title names the menu and item that run it as the app shows them
    in the lesson's language (en “Run › Run All Cells”), and so does the link box on the lesson
    page."""
    page, refused = cold
    lesson = next((ROOT / "tutorials" / lang).glob("05-*.ipynb")).name
    page.goto(f"{served}/lite/{lite.app_page(lang)}?path={lang}/{lesson}")
    page.wait_for_function(CELLS_SHOWN, timeout=120_000)
    page.locator(".jp-RenderedSVG").first.wait_for(state="visible", timeout=60_000)
    cells = page.evaluate("() => window.jupyterapp.shell.currentWidget.content.widgets"
                          ".filter(c => c.model.type === 'code').map(c => c.model.trusted)")
    assert cells and all(cells)
    if lang == "en":
        page.screenshot(path=str(ROOT / "build" / "lite-lesson-05-at-open.png"))
    menu, item = run_all_menu(page)
    # The app renders a markdown cell's text after the cell is shown; while the kernel's worker
    # loads Pyodide beside it (kernel_preload), that can come later on a busy machine.
    shown = page.locator(".jp-MarkdownCell").nth(1)
    expect(shown).to_contain_text(f"{menu} › {item}", timeout=30_000)
    # a retrying match: the windowed notebook may draw the cell again in between, and a single
    # read then saw '' on a loaded machine (the clean-clone CI on a610c39, fi)
    expect(shown).to_have_text(text(lang, "site", "lite-how-to-run"), use_inner_text=True, timeout=30_000)
    box = (site.parent / lang / lesson.replace(".ipynb", ".html")).read_text(encoding="utf-8")
    assert f"{menu} › {item}" in html.unescape(box)
    assert refused == []


#: JavaScript for Playwright: a code cell that has run shows a drawing (a live one, not a saved one).
LIVE_DRAWING = """() => window.jupyterapp.shell.currentWidget.content.widgets.some(
  c => c.model.type === 'code' && c.model.executionCount !== null && c.node.querySelector('svg'))"""

#: JavaScript for Playwright: every scrolled element of the page (the window included) back at its top.
TO_THE_TOP = """() => { for (const e of [document.scrollingElement, ...document.querySelectorAll('*')]) {
  if (e && e.scrollTop > 0) e.scrollTop = 0; } }"""

#: JavaScript for Playwright: where the lesson's note cell is, its box against the window's height.
NOTE_PLACE = """() => { const box = document.querySelectorAll(".jp-MarkdownCell")[1];
  const r = box.getBoundingClientRect();
  return {top: r.top, bottom: r.bottom, height: window.innerHeight,
          active: window.jupyterapp.shell.currentWidget.content.activeCellIndex}; }"""


def test_run_all_keeps_the_pupil_at_the_top(served: str, cold: tuple[Any, list[str]]) -> None:
    """Issue 31, teacher trial 14 friction 1: a pupil at the top of lesson 05 (R14, R15) who
    chooses “Run › Run All Cells” in the menu stays there: when the first live drawing appears
    and when every cell has run, the note under the title (how to run it) is still on screen
    and the active cell is the one it was. JupyterLab's `NotebookActions.runAll` made the last
    cell active and scrolled to it (`run_all.KEEP_PLACE` takes that out)."""
    page, refused = cold
    lesson = next((ROOT / "tutorials" / "en").glob("05-*.ipynb")).name
    page.goto(f"{served}/lite/{lite.app_page('en')}?path=en/{lesson}")
    page.wait_for_function(repo_lite.APP, timeout=300_000)
    page.wait_for_function(repo_lite.IDLE, timeout=300_000)
    page.locator(".jp-RenderedSVG").first.wait_for(state="visible", timeout=60_000)
    page.evaluate(TO_THE_TOP)
    before = page.evaluate(NOTE_PLACE)
    assert 0 <= before["top"] < before["bottom"] <= before["height"], before
    menu, item = run_all_menu(page)
    page.locator(".lm-MenuBar-item", has_text=menu).first.click()
    page.locator(".lm-Menu .lm-Menu-item", has_text=item).first.click()
    page.wait_for_function(LIVE_DRAWING, timeout=300_000, polling=100)
    at_first = page.evaluate(NOTE_PLACE)
    page.screenshot(path=str(ROOT / "build" / "lite-run-all-first-drawing.png"))
    page.wait_for_function(repo_lite.ALL_CELLS_RAN, timeout=300_000, polling=500)
    at_end = page.evaluate(NOTE_PLACE)
    for place in (at_first, at_end):
        assert place["top"] == before["top"] and place["active"] == before["active"], (before, place)
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    assert refused == []


#: JavaScript for Playwright: every text the status cell's output (under the note at the top)
#: shows from now on, kept in `window.fiveupSaid` (the run is quicker than any polling).
WATCH_STATUS = """(id) => { window.fiveupSaid = [];
  const cell = window.jupyterapp.shell.currentWidget.content.widgets.find(c => c.model.id === id);
  const note = () => { const t = cell.outputArea.node.innerText.trim();
    if (t && window.fiveupSaid[window.fiveupSaid.length - 1] !== t) window.fiveupSaid.push(t); };
  new MutationObserver(note).observe(cell.outputArea.node,
                                     {subtree: true, childList: true, characterData: true}); }"""

#: JavaScript for Playwright: the status cell's output line, its box against the window's height.
STATUS_PLACE = """(id) => { const w = window.jupyterapp.shell.currentWidget.content;
  const cell = w.widgets.find(c => c.model.id === id);
  const r = cell.outputArea.node.getBoundingClientRect();
  return {text: cell.outputArea.node.innerText.trim(), top: r.top, bottom: r.bottom,
          height: window.innerHeight, index: w.widgets.indexOf(cell)}; }"""


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_run_all_says_at_the_top_that_the_lesson_runs_then_ran(served: str, browser: Any,
                                                                lang: str) -> None:
    """Teach25 friction F1 (issue 31): at 1366x768, lesson 05 (R14, R15) opened cold, the focus on
    a prose cell, *Run › Run All Cells* from the menu: the cells ran in about 2 s but nothing at
    the top changed (code folded, the saved drawings the same, the last cell's line far below).
    Now the line under the how-to-run note, in view without scrolling, says in the lesson's
    language that the lesson is running, then that it ran, and no cell failed."""
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    refused = repo_lite.refuse_outside(context)
    page = context.new_page()
    try:
        lesson = next((ROOT / "tutorials" / lang).glob("05-*.ipynb")).name
        page.goto(f"{served}/lite/{lite.app_page(lang)}?path={lang}/{lesson}")
        page.wait_for_function(repo_lite.APP, timeout=300_000)
        page.wait_for_function(repo_lite.IDLE, timeout=300_000)
        page.locator(".jp-RenderedSVG").first.wait_for(state="visible", timeout=60_000)
        before = page.evaluate(STATUS_PLACE, lite.STATUS_ID)
        # saved: only "not run yet" (teach30 F4), never a stale "ran"
        assert before["text"] == text(lang, "site", "lite-lesson-not-run") and before["index"] == 2, before
        page.locator(".jp-MarkdownCell").nth(2).click()
        page.evaluate(WATCH_STATUS, lite.STATUS_ID)
        menu, item = run_all_menu(page)
        page.locator(".lm-MenuBar-item", has_text=menu).first.click()
        page.locator(".lm-Menu .lm-Menu-item", has_text=item).first.click()
        page.wait_for_function(repo_lite.ALL_CELLS_RAN, timeout=300_000, polling=500)
        ran = text(lang, "site", "lite-lesson-ran")
        page.wait_for_function(f"(id) => ({STATUS_PLACE})(id).text === {json.dumps(ran)}",
                               arg=lite.STATUS_ID, timeout=30_000)
        after = page.evaluate(STATUS_PLACE, lite.STATUS_ID)
        assert 0 < after["top"] < after["bottom"] <= after["height"], after  # in view, at the top
        said = page.evaluate("window.fiveupSaid")
        assert said[0] == text(lang, "site", "lite-lesson-running") and said[-1] == ran, said
        if lang == "en":
            page.screenshot(path=str(ROOT / "build" / "lite-run-all-status.png"))
        failed = ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
        assert page.locator(failed).count() == 0
        assert refused == []
    finally:
        context.close()


def test_the_finnish_lessons_app_speaks_english_whole(site: Path, served: str,
                                                      cold: tuple[Any, list[str]]) -> None:
    """Teach26 friction 2 (issue 31): the Finnish lesson's JupyterLite had a Finnish menu bar
    (Suorita) over English items and one item half and half, «Käynnistä ydin uudelleen ja Run
    All Cells…» (JupyterLab joins two labels with the pack's "%1 ja %2"; the Finnish pack,
    4.5.post3 the newest, lacks the Run menu's items). The Finnish course's app is English,
    whole: its menu bar and its Run menu read as the English course's, no Finnish pack is
    shipped, and the lesson's note names «Run › Run All Cells» (tested in
    `test_lesson_opens_with_its_drawings_and_says_how_to_run`)."""
    page, refused = cold
    said: dict[str, tuple[list[str], list[str]]] = {}
    for lang in ("en", "fi"):
        lesson = next((ROOT / "tutorials" / lang).glob("05-*.ipynb")).name
        page.goto(f"{served}/lite/{lite.app_page(lang)}?path={lang}/{lesson}")
        page.wait_for_function(CELLS_SHOWN, timeout=120_000)
        menu, _ = run_all_menu(page)
        page.locator(".lm-MenuBar-item", has_text=menu).first.click()
        labels = [t for t in page.locator(".lm-Menu .lm-Menu-itemLabel").all_inner_texts() if t]
        page.keyboard.press("Escape")
        said[lang] = (page.locator(".lm-MenuBar-item").all_inner_texts(), labels)
    assert said["fi"] == said["en"], said
    assert "Restart Kernel and Run All Cells…" in said["fi"][1]
    assert not list((site / "api/translations").glob("fi*.json"))
    assert refused == []
