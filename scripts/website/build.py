"""Build the course as a static website: `make site` writes `build/site/` (ignored by git).

    python scripts/website/build.py            # the whole site, JupyterLite too when it can be built
    python scripts/website/build.py --no-lite  # without JupyterLite (its links then lead nowhere)

The site is made with Sphinx, myst-nb and Furo from what the repository stores, and nothing
in it is fetched from the network when it is built or read:

- `index.html`: the home page (the three courses, rule books, cheat sheets, example games)
  and `api/`, the API reference from the package's docstrings (sphinx.ext.autodoc);
- `en/`, `it/`, `fi/`: one Sphinx project per language (its own search and Sphinx's words in
  that language), the lessons of `tutorials/LANG/` with their stored outputs (nothing is run);
  each lesson page has a language switch to the same lesson and a link to it in JupyterLite;
- `assets/LANG/`: the rule book and cheat sheet pages and their drawings, copied;
- `examples/LANG/NAME.html`: each example game as a page (`fiveup-viz html`);
- `lite/`: JupyterLite, built by jupyterlite-sphinx from `build/lite-src/`, unless
  `--no-lite`.

The sources Sphinx reads are written to `build/site-src/` only where they changed, so a build
with warm caches reads again only what changed (Sphinx keeps `build/site-doctrees/`); an example
page is written again only when its record or the package changed (`build/site-examples.json`
keeps what each page was made from). The example pages are made while Sphinx runs.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

from fiveup_viz import examples  # noqa: E402
from fiveup_viz.files import write_atomic  # noqa: E402
from fiveup_viz.messages import LANGUAGES, text  # noqa: E402
from scripts.website import lite  # noqa: E402

BUILD = ROOT / "build"
SITE = BUILD / "site"
SOURCES = BUILD / "site-src"
DOCTREES = BUILD / "site-doctrees"
CONF = ROOT / "docs" / "site"
TUTORIALS = ROOT / "tutorials"
ASSETS = ROOT / "assets"
PACKAGE = ROOT / "fiveup_viz"
#: What each example page was made from (its record, its language and the package).
MADE = BUILD / "site-examples.json"

def run_link(lang: str, stem: str, up: str = "../") -> str:
    """A lesson in JupyterLite's notebook view, its interface in `lang`, from a page `up` from
    the site's root."""
    return f"{up}lite/{lite.app_page(lang)}?path={lang}/{stem}.ipynb"

#: The modules of the API reference, in the order a reader meets them.
API = ("fiveup_viz", "fiveup_viz.tiles", "fiveup_viz.layout", "fiveup_viz.game",
       "fiveup_viz.scoring", "fiveup_viz.record", "fiveup_viz.bots", "fiveup_viz.svg",
       "fiveup_viz.widgets", "fiveup_viz.errors", "fiveup_viz.messages")
#: A markdown link into the repository's assets or to another course, as the lessons write them.
ASSET_LINK = re.compile(r"\]\(\.\./\.\./assets/([a-z]{2})/([\w.-]+)\)")
COURSE_LINK = re.compile(r"\]\(\.\./([a-z]{2})/([\w-]+)\.ipynb\)")
SVG_TITLE = re.compile(r"<title>(.*?)</title>", re.S)


def say(lang: str, key: str) -> str:
    """One message of the site's words (`site.ftl`)."""
    return text(lang, "site", key)


def md(value: str) -> str:
    """`value` as literal MyST text (a title with `[2|3]` stays a title, not a link)."""
    return re.sub(r"([\\`*_{}\[\]<>()#+!|~$])", r"\\\1", value)


def write(path: Path, content: str | bytes) -> None:
    """Write `path` only if its content changes (Sphinx then reads it again)."""
    data = content.encode("utf-8") if isinstance(content, str) else content
    if path.exists() and path.read_bytes() == data:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, data)


def lessons() -> dict[str, dict[str, str]]:
    """Every lesson's notebook name (without `.ipynb`) per language, by its two-digit number."""
    found: dict[str, dict[str, str]] = {}
    for lang in LANGUAGES:
        for path in sorted((TUTORIALS / lang).glob("*.ipynb")):
            meta = json.loads(path.read_text(encoding="utf-8"))["metadata"]["fiveup_viz"]
            found.setdefault(f"{meta['lesson']:02d}", {})[lang] = path.stem
    return {number: stems for number, stems in sorted(found.items()) if len(stems) == len(LANGUAGES)}


def picture(output: dict[str, Any]) -> dict[str, Any]:
    """An SVG output as an `<img>` of it with its description as the text alternative (myst-nb
    would name the picture by its file name), drawn in the page: no request for it."""
    data = output.get("data", {})
    svg = "".join(data["image/svg+xml"])
    described = "".join(data.get("text/plain", "")).strip()
    if not described or described.startswith("<"):
        title = SVG_TITLE.search(svg)
        described = html.unescape(title.group(1)) if title else ""
    uri = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    tag = (f'<img class="fiveup-picture" alt="{html.escape(described)}" '
           f'src="data:image/svg+xml;base64,{uri}">')
    return {**output, "data": {"text/html": tag}}


def markdown(source: str) -> str:
    """A lesson's prose with its links to the rule book and to the other courses pointing where
    those live in the site."""
    source = ASSET_LINK.sub(r"](site:../assets/\1/\2)", source)
    return COURSE_LINK.sub(r"](site:../\1/\2.html)", source)


def site_notebook(path: Path) -> str:
    """A stored lesson as the site shows it: the code JupyterLab hides is left out, pictures
    are drawn in the page, links lead to the site's own pages."""
    book = json.loads(path.read_text(encoding="utf-8"))
    for cell in book["cells"]:
        if cell["cell_type"] == "markdown":
            cell["source"] = markdown("".join(cell["source"]))
            continue
        if cell["cell_type"] != "code":
            continue
        meta = cell.setdefault("metadata", {})
        if meta.get("jupyter", {}).get("source_hidden"):
            meta["tags"] = [*meta.get("tags", []), "remove-input"]
        cell["outputs"] = [picture(o) if "image/svg+xml" in o.get("data", {}) else o
                           for o in cell.get("outputs", [])]
    return json.dumps(book, ensure_ascii=False, indent=1)


def course_index(lang: str, stems: list[str]) -> str:
    """A course's front page: its links and the table of contents of its lessons."""
    links = [f"- [{md(say(lang, 'rulebook'))}](site:../assets/{lang}/rulebook.html)",
             f"- [{md(say(lang, 'cheat-sheet'))}](site:../assets/{lang}/cheat-sheet.html)",
             f"- [{md(say(lang, 'examples'))}](site:../index.html#examples-{lang})",
             f"- [{md(say(lang, 'run-course'))}](site:{run_link(lang, stems[0])})",
             f"- [{md(say(lang, 'home'))}](site:../index.html)"]
    toc = "\n".join(stems)
    return (f"# {md(say(lang, 'course-title'))}\n\n{md(say(lang, 'home-intro'))}\n\n"
            + "\n".join(links)
            + f"\n\n## {md(say(lang, 'lessons'))}\n\n```{{toctree}}\n:maxdepth: 1\n\n{toc}\n```\n")


def home_section(lang: str, first: str) -> Iterator[str]:
    """The home page's block for one language, in that language (raw HTML: `lang` is set);
    `first` is the course's first lesson, its index, where JupyterLite opens."""
    def a(href: str, key: str) -> str:
        return f'<li><a href="{html.escape(href)}">{html.escape(say(lang, key))}</a></li>'

    yield f'<section lang="{lang}" aria-labelledby="course-{lang}">'
    yield f'<h2 id="course-{lang}">{html.escape(say(lang, "course-title"))}</h2>'
    yield f"<p>{html.escape(say(lang, 'home-intro'))}</p><ul>"
    yield a(f"{lang}/index.html", "lessons")
    yield a(f"assets/{lang}/rulebook.html", "rulebook")
    yield a(f"assets/{lang}/cheat-sheet.html", "cheat-sheet")
    yield a(run_link(lang, first, up=""), "run-course")
    yield "</ul>"
    yield f'<h3 id="examples-{lang}">{html.escape(say(lang, "examples"))}</h3>'
    yield f"<p>{html.escape(say(lang, 'examples-intro'))}</p><ul>"
    for name in examples.names():
        title = html.escape(examples.title(name, lang))
        yield f'<li><a href="examples/{lang}/{name}.html">{title}</a></li>'
    yield "</ul></section>"


def home_index(found: dict[str, dict[str, str]]) -> str:
    """The home page: the three courses side by side, then the API reference."""
    first = next(iter(found.values()))
    blocks = "\n".join(line for lang in LANGUAGES for line in home_section(lang, first[lang]))
    return (f"# {md(say('en', 'home-title'))}\n\n<div class=\"fiveup-home\">\n{blocks}\n</div>\n\n"
            f"## {md(say('en', 'api'))}\n\n```{{toctree}}\n:maxdepth: 1\n\napi\n```\n")


def api_page() -> str:
    """The API reference: every public module, from its docstrings."""
    parts = ["# API reference\n"]
    for module in API:
        parts.append(f"## `{module}`\n\n```{{automodule}} {module}\n```\n")
    return "\n".join(parts)


def write_sources(found: dict[str, dict[str, str]]) -> None:
    """The four Sphinx projects' sources under build/site-src/."""
    for lang in LANGUAGES:
        folder = SOURCES / lang
        stems = [found[n][lang] for n in found]
        for stem in stems:
            write(folder / f"{stem}.ipynb", site_notebook(TUTORIALS / lang / f"{stem}.ipynb"))
        for stale in folder.glob("*.ipynb"):
            if stale.stem not in stems:
                stale.unlink()
        write(folder / "index.md", course_index(lang, stems))
        write(folder / "site.json", json.dumps({"part": lang, "lang": lang, "lessons": found,
                                                "lite": f"../lite/{lite.app_page(lang)}"}, indent=1))
    home = SOURCES / "home"
    write(home / "index.md", home_index(found))
    write(home / "api.md", api_page())
    write(home / "site.json", json.dumps({"part": "home", "lang": "en", "lessons": found,
                                          "lite": "lite/"}, indent=1))


def sphinx(part: str, lang: str, out: Path,
           lite_src: tuple[Path, Path] | None) -> subprocess.Popen[bytes]:
    """Start Sphinx on one part (the parts build side by side, one process each); the home part
    builds JupyterLite too when given its source folder."""
    cmd = [sys.executable, "-m", "sphinx", "-b", "html", "-q", "-c", str(CONF),
           "-d", str(DOCTREES / part), "-D", f"language={lang}", str(SOURCES / part), str(out)]
    env = {key: value for key, value in os.environ.items() if key != "FIVEUP_SITE_LITE"}
    if lite_src is not None and part == "home":
        env["FIVEUP_SITE_LITE"] = str(lite_src[0])
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(lite_src[1]), env.get("PYTHONPATH")) if p)
    return subprocess.Popen(cmd, cwd=ROOT, env=env)


def run_sphinx(lite_src: tuple[Path, Path] | None) -> None:
    """Build the four parts: the home page (its output folder holds the others), the courses;
    the rule books and example pages are made while they run."""
    SITE.mkdir(parents=True, exist_ok=True)
    jobs = [("home", "en", SITE)] + [(lang, lang, SITE / lang) for lang in LANGUAGES]
    running = [sphinx(*job, lite_src) for job in jobs]
    try:
        copy_assets()
        example_pages()
    except BaseException:
        for proc in running:
            proc.kill()
        raise
    failed = [job[0] for job, proc in zip(jobs, running, strict=True) if proc.wait() != 0]
    if failed:
        raise SystemExit(f"sphinx failed on {', '.join(failed)}")
    if lite_src is not None:
        lite.finish(SITE / "lite")
    # myst-nb leaves copies of the notebooks beside each output folder: the pages need none
    for folder in (SITE / "jupyter_execute", BUILD / "jupyter_execute"):
        shutil.rmtree(folder, ignore_errors=True)
    for sources in SITE.glob("**/_sources"):
        if not any(sources.iterdir()):
            sources.rmdir()


def copy_assets() -> None:
    """The rule books, cheat sheets and their drawings, as stored."""
    for lang in LANGUAGES:
        for path in sorted((ASSETS / lang).iterdir()):
            write(SITE / "assets" / lang / path.name, path.read_bytes())


def package_digest() -> str:
    """A digest of the package's files (code, messages, scripts): what a page drawn by it
    depends on besides its input."""
    digest = hashlib.sha256()
    for path in sorted(PACKAGE.rglob("*")):
        parts = path.relative_to(PACKAGE).parts
        if path.is_file() and "__pycache__" not in parts and parts[0] != "tutorials":
            digest.update(f"{path.relative_to(PACKAGE).as_posix()}\0".encode())
            digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def example_pages() -> None:
    """Each example game as a page in each language, written by `fiveup-viz html` unless the
    page there was made from the same record, language and package."""
    from fiveup_viz.cli import main

    made: dict[str, str] = json.loads(MADE.read_text(encoding="utf-8")) if MADE.exists() else {}
    package = package_digest()
    for lang in LANGUAGES:
        for name in examples.names():
            out = SITE / "examples" / lang / f"{name}.html"
            record = Path(examples.__file__).with_name(f"{name}.json")
            key = hashlib.sha256(f"{package}:{lang}:".encode() + record.read_bytes()).hexdigest()
            where = out.relative_to(SITE).as_posix()
            if out.exists() and made.get(where) == key:
                continue
            out.parent.mkdir(parents=True, exist_ok=True)
            made.pop(where, None)
            if main(["html", str(record), "-o", str(out), "--lang", lang]) != 0:
                raise SystemExit(f"fiveup-viz html failed on {name} ({lang})")
            made[where] = key
            write_atomic(MADE, json.dumps(made, indent=1, sort_keys=True))


def lite_source() -> tuple[Path, Path]:
    """JupyterLite's source folder, made by the LITE build (scripts/website/lite.py `prepare`:
    Pyodide and the package served from the site itself, the courses under `content/LANG/`),
    and the folder of JupyterLite's Italian and Finnish interface for PYTHONPATH. JupyterLite
    is built again from nothing: jupyterlite-sphinx leaves its up-to-date marks in the home
    part's sources (it removes them from the working folder instead), and with them a second
    build wrote a site whose kernel had lost its Pyodide."""
    (SOURCES / "home" / ".jupyterlite.doit.db").unlink(missing_ok=True)
    shutil.rmtree(SITE / "lite", ignore_errors=True)
    return lite.prepare(), lite.language_packs(lite.DEFAULT_CACHE)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-lite", action="store_true", help="leave JupyterLite out")
    args = parser.parse_args(argv)
    start = time.monotonic()
    found = lessons()
    write_sources(found)
    try:
        run_sphinx(None if args.no_lite else lite_source())
    except lite.LiteBuildError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(f"site: {SITE.relative_to(ROOT)}/index.html in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
