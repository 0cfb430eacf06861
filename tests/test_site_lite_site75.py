"""Session 44, fixer site75: teach32 friction 1 (JupyterLite's Run menu: in Italian «Esegui
Tutte le Celle Selezionate Sopra» sits above «Esegui Tutte le Celle» and starts with the same
words; a click on it runs nothing and the pupil waits for a status line that never changes).

The lesson's instructions (`run-note` on the lesson page, `lite-how-to-run` and
`lite-lesson-not-run` in the app) name the item exactly as the app shows it and tell it apart
from that neighbour, named as the app shows it too; the status line says what to do when it has
not changed a few seconds after a Run. The toolbar offers no surer way: its only "run all"
button restarts the kernel behind a dialog first."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from fiveup_viz.pages.site import lite
from fiveup_viz.words.messages import text
from tests.conftest import ROOT
from tests.test_site_lite import CELLS_SHOWN, cold, run_all_menu, served, site

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.any_worker]
pytest.importorskip("jupyterlite_core", reason="needs the site extra (pip install -e '.[site]')")

__all__ = ["cold", "served", "site"]  # the fixtures of tests/test_site_lite.py

#: The messages that tell a pupil how to run a lesson in JupyterLite.
SAYING = ("run-note", "lite-how-to-run", "lite-lesson-not-run")


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_the_run_all_item_is_told_apart_from_its_neighbour(served: str, cold: tuple[Any, list[str]],
                                                            lang: str, tmp_path: Path) -> None:
    """Teach32 friction 1: with the app's Run menu open (a PNG of it kept), each message that
    tells the pupil how to run the lesson names “menu › item” as shown and the item above it
    that runs nothing from the top (“Run All Above Selected Cell”, in Italian «Esegui Tutte le
    Celle Selezionate Sopra»), as shown; the status line says to choose the item again if it
    has not changed; the toolbar's one "run all" button is the restart one (no surer way)."""
    page, refused = cold
    lesson = next((ROOT / "tutorials" / lang).glob("05-*.ipynb")).name
    page.goto(f"{served}/lite/{lite.app_page(lang)}?path={lang}/{lesson}")
    page.wait_for_function(CELLS_SHOWN, timeout=120_000)
    menu, item = run_all_menu(page)
    above = page.evaluate("() => window.jupyterapp.commands.label('notebook:run-all-above')")
    page.locator(".lm-MenuBar-item", has_text=menu).first.click()
    labels = [t for t in page.locator(".lm-Menu .lm-Menu-itemLabel").all_inner_texts() if t]
    page.screenshot(path=str(ROOT / "build" / f"site75-runmenu-{lang}.png"))
    page.keyboard.press("Escape")
    assert item in labels and above in labels and labels.index(above) < labels.index(item)
    for key in SAYING:
        said = text(lang, "site", key)
        assert f"{menu} › {item}" in said and above in said, (key, said)
    again = {"en": "again", "it": "di nuovo", "fi": "uudelleen"}[lang]
    assert again in text(lang, "site", "lite-lesson-not-run")
    runs_all = page.evaluate("() => [...document.querySelectorAll('.jp-NotebookPanel-toolbar "
                             "[data-command]')].map(e => e.getAttribute('data-command'))"
                             ".filter(c => c.includes('run-all'))")
    assert runs_all == ["notebook:restart-run-all"]
    assert refused == []
