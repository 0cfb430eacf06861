"""Issue 31, teach29 friction 1 (and teach30 F4): after "Run this lesson in your browser",
JupyterLite showed a blank white page for 5–9 s, and a pupil who clicked again started the
download again. The lesson app's page in each course's language now says, from its first paint
until the app is on screen, "Python is loading in your browser… (a few seconds)" in that
language (`site` `lite-loading`), as HTML text (escaped, never inside a script or a style); the
lesson page's note under the link says that those seconds are normal. The built site is the
one of the run (`site` of conftest), served on 127.0.0.1 with every other host refused."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from fiveup_viz.pages.site import kernel_start, lite
from fiveup_viz.words.messages import text
from scripts.website import lite as repo_lite
from tests.conftest import CHROMIUM, ROOT

pytest.importorskip("jupyterlite_core", reason="needs the site extra (pip install -e '.[site]')")

SHOTS = ROOT / "build" / "lite-loading"


def test_the_words_are_escaped_text_outside_scripts_and_styles(monkeypatch: pytest.MonkeyPatch) -> None:
    """teach29 friction 1: `loading_page` puts the language's words in the body as escaped text;
    no script or style holds them; a page that is not the pinned app's is refused."""
    page = ('<html><head><script>x</script>\n  </head>\n<body class="jp-ThemedContainer">'
            "<noscript>n</noscript></body></html>")
    monkeypatch.setattr(lite, "text", lambda lang, domain, key: "<b>Python & co</b>")
    done = lite.loading_page(page, "en")
    assert "&lt;b&gt;Python &amp; co&lt;/b&gt;" in done and "<b>" not in done
    for block in re.findall(r"<(script|style)\b.*?</\1>", done, re.S):
        assert "Python" not in block
    with pytest.raises(kernel_start.EditError):
        lite.loading_page(done, "en")


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_lesson_note_says_a_few_seconds_of_loading_are_normal(lang: str) -> None:
    """teach29 friction 1: the note under the lesson page's link says the first seconds only
    show that Python is loading, and that this is normal."""
    note = text(lang, "site", "run-note")
    normal = {"en": "that is normal", "it": "è normale", "fi": "se on normaalia"}[lang]
    assert "Python" in note and normal in note


@pytest.fixture(scope="module")
def served(site: Path) -> Iterator[str]:
    if not CHROMIUM.exists():
        pytest.skip("needs /usr/bin/chromium")
    with repo_lite.serving(site, expose_app=True) as base:
        yield base


#: JavaScript for Playwright: the notebook app is on screen with the lesson's cells.
SHOWN = """() => { const w = window.jupyterapp?.shell.currentWidget;
  return !!w && !!w.content && w.content.widgets.length > 2; }"""


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_lesson_app_says_python_is_loading_until_it_is_shown(site: Path, served: str, browser: Any,
                                                                  lang: str) -> None:
    """teach29 friction 1: the page the lesson's link opens (`lite.app_page`) shows the
    language's loading words on screen from its first paint (the document loaded, no script of
    the app run yet), and they are gone once the notebook's cells are on screen; the built
    page holds them once, escaped, outside every script and style."""
    on_disk = (site / "lite" / lite.app_page(lang)).read_text(encoding="utf-8")
    words = text(lang, "site", "lite-loading")
    assert on_disk.count(html.escape(words, quote=False)) == 1
    for block in re.findall(r"<(script|style)\b.*?</\1>", on_disk, re.S):
        assert words not in block
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    refused = repo_lite.refuse_outside(context)
    try:
        page = context.new_page()
        lesson = next((ROOT / "tutorials" / lang).glob("05-*.ipynb")).name
        page.goto(f"{served}/lite/{lite.app_page(lang)}?path={lang}/{lesson}", wait_until="commit")
        loading = page.locator(f"#{lite.LOADING_ID}")
        page.wait_for_selector(f"#{lite.LOADING_ID}", state="attached", timeout=30_000)
        assert page.evaluate(SHOWN) is False
        expect(loading).to_be_visible(timeout=1_000)
        expect(loading).to_have_text(words)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{lang}-loading.png"))
        page.wait_for_function(SHOWN, timeout=120_000)
        expect(loading).to_be_hidden(timeout=5_000)
        page.screenshot(path=str(SHOTS / f"{lang}-shown.png"))
    finally:
        context.close()
    assert refused == []
