"""Every widget speaks Italian and Finnish: driven through many states, no English word shows,
and long Finnish labels are never cut off."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Any

import ipywidgets as w
import pytest

from fiveup_viz.rules import examples
from fiveup_viz.rules.figures import SEED_FIGURES
from fiveup_viz.widgets import GameViewer, HandEndViewer, LayoutExplorer, PlayTable
from fiveup_viz.words.messages import TEXTS
from tests.test_languages import english_in

TAG = re.compile(r"<[^>]+>")


def tree(widget: Any) -> Iterator[Any]:
    yield widget
    for child in getattr(widget, "children", ()):
        yield from tree(child)


def shown_text(controller: Any) -> str:
    """Everything a user reads in the widget now: labels, tooltips, options, HTML text (the
    drawings' titles and descriptions included), but not a record's own title."""
    parts = []
    for widget in tree(controller.widget):
        if widget.layout.display == "none":
            continue
        for name in ("description", "tooltip", "placeholder"):
            parts.append(str(getattr(widget, name, "") or ""))
        if isinstance(widget, w.Dropdown):
            parts.extend(widget._options_labels)
        if isinstance(widget, w.HTML | w.Text):
            parts.append(html.unescape(TAG.sub(" ", widget.value)))
    text = " ".join(parts)
    game = getattr(controller, "game", None)
    if game is not None and examples.which(game) is None:  # an example's are translated
        for own in (game.title, game.description):
            if own:
                text = text.replace(own, " ")
    return text


#: A layout's text/plain form is the Python that rebuilds it, in every language.
CODE = re.compile(r"Layout\.from_moves\(.*?\)")


def plain_text(controller: Any) -> str:
    """The words of the text/plain form after the class name (a programmer's name)."""
    words = repr(controller).removeprefix(f"<{type(controller).__name__} ")
    return CODE.sub(" ", words)


def check(controller: Any, seen: list[str]) -> None:
    text = shown_text(controller) + " " + plain_text(controller)
    leaked = english_in(text)
    assert not leaked, (repr(controller), sorted(leaked), text[:400])
    seen.append(text)


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_game_viewer_speaks_the_language(lang: str) -> None:
    seen: list[str] = []
    for name in ("partners", "blocked-tie", "won-by-placement", "three-players"):
        viewer = GameViewer(name, lang=lang)
        for i in range(0, len(viewer.stops), 3):
            viewer.play.value = i
            check(viewer, seen)
        viewer.hands_toggle.value = not viewer.hands_toggle.value
        viewer.last_button.click()
        check(viewer, seen)
    assert len(seen) > 60


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_hand_end_viewer_speaks_the_language(lang: str) -> None:
    seen: list[str] = []
    for name in ("partners", "blocked-discarded", "won-by-block", "discarded-domino"):
        game = examples.load(name)
        for hand in range(len(game.hands)):
            viewer = HandEndViewer(game, hand, lang=lang)
            for step in range(len(viewer.steps)):
                viewer.step = step
                check(viewer, seen)
    assert len(seen) > 40


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_layout_explorer_speaks_the_language(lang: str) -> None:
    seen: list[str] = []
    explorer = LayoutExplorer(lang=lang)
    check(explorer, seen)
    for name in SEED_FIGURES:
        explorer.figure_selector.value = name
        while not explorer.figure_button.disabled:
            explorer.figure_button.click()
            check(explorer, seen)
        explorer.undo_button.click()
        check(explorer, seen)
    explorer.figure_selector.value = ""
    for _ in range(6):
        explorer.move_buttons[-1].click()
        check(explorer, seen)
    assert len(seen) > 15


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_play_table_speaks_the_language(lang: str) -> None:
    seen: list[str] = []
    for players, seed in ((2, 3), (4, 1)):
        table = PlayTable(players, seed=seed, lang=lang, max_hands=3)
        table.hints_toggle.value = True
        for k in range(150):
            check(table, seen)
            if table.game.finished:
                break
            table.reveal_toggle.value = k % 7 == 0
            if table.move_buttons:
                table.move_button(table.session.moves[-1]).click()
            else:
                table.next_hand_button.click()
    assert len(seen) > 25
    assert table.names[table.seat] == TEXTS[lang]["ui.you"]


@pytest.mark.parametrize("lang", ["en", "it", "fi", "en-XA"])
def test_long_labels_are_never_cut_off(lang: str) -> None:
    """Finnish runs 30-40 % longer: every button sizes to its text, every description keeps
    the width it needs, every dropdown option fits its box."""
    controllers = [GameViewer("partners", lang=lang), HandEndViewer("partners", 0, lang=lang),
                   LayoutExplorer(lang=lang), PlayTable(4, lang=lang)]
    for controller in controllers:
        for widget in tree(controller.widget):
            if isinstance(widget, w.Button | w.ToggleButton):
                assert widget.layout.width == "auto", widget.description
            elif getattr(widget, "description", ""):
                assert widget.style.description_width == "initial", widget.description
            if isinstance(widget, w.Dropdown) and widget.layout.width:
                room = float(widget.layout.width.removesuffix("px")) - 40
                longest = max((len(label) for label in widget._options_labels), default=0)
                assert longest * 8.5 <= room, (widget.description, widget._options_labels)


# -- drawings -----------------------------------------------------------------------------
def overflowing(drawing: str) -> list[str]:
    """Texts whose estimated width runs past the drawing's right edge (textLength aside)."""
    import xml.etree.ElementTree as ET

    from fiveup_viz.drawing import svg

    ns = "{http://www.w3.org/2000/svg}"
    root = ET.fromstring(drawing)
    x0, _, width, _ = (float(v) for v in root.get("viewBox", "0 0 0 0").replace(",", " ").split())
    out = []
    for text in root.iter(f"{ns}text"):
        if text.get("textLength") or text.get("text-anchor") in ("middle", "end"):
            continue
        size = float(text.get("font-size") or svg.CAPTION_FONT - 2)
        bold = text.get("font-weight") == "bold"
        rows = [(float(t.get("x", text.get("x", "0"))), t.text or "")
                for t in text.iter(f"{ns}tspan")] or [(float(text.get("x", "0")), text.text or "")]
        for x, row in rows:
            if x + svg.text_width(row, size, bold) > x0 + width + 1:
                out.append(row)
    return out


@pytest.mark.parametrize("lang", ["en", "it", "fi", "en-XA"])
def test_long_text_fits_every_drawing(lang: str) -> None:
    """The end-of-hand count, layout captions, panels and score drawings hold their text."""
    from fiveup_viz import Layout
    from fiveup_viz.drawing import svg

    drawings = []
    for name in ("partners", "blocked-tie", "won-by-block", "discarded-domino"):
        game = examples.load(name)
        drawings += [svg.hand_end(game, h, lang=lang) for h in range(len(game.hands))]
        drawings.append(svg.score_race(game, title=examples.title(name, lang), lang=lang))
    layouts = [Layout.from_moves(list(m)) for m in SEED_FIGURES.values()]
    drawings += [svg.layout(lay, lang=lang) for lay in layouts]
    drawings.append(svg.panels(layouts, lang=lang, heading="x"))
    drawings.append(svg.score_sheet(135, lang=lang, order=True))
    for drawing in drawings:
        assert not overflowing(drawing)


@pytest.mark.slow
@pytest.mark.any_worker  # each language on its own: 1-2 min of CPU
@pytest.mark.parametrize("lang", ["it", "fi"])
def test_an_example_opened_in_a_language_shows_its_description_in_it(lang: str) -> None:
    """A viewer opened on an example shows the example's title and description in its own
    language, never the record's English ones; so does its saved page and its summary."""
    from fiveup_viz.pages.page import game_page
    from fiveup_viz.pages.summary import summary

    for name in examples.names():
        viewer = GameViewer(name, lang=lang)
        shown = viewer._repr_mimebundle_()["text/html"]  # the kernel-free view, header included
        for text in (html.unescape(viewer.shown()["header"]), html.unescape(shown)):
            assert examples.describe(name, lang) in text and examples.title(name, lang) in text
            assert examples.describe(name) not in text and examples.title(name) not in text
        assert not english_in(shown_text(viewer) + html.unescape(TAG.sub(" ", viewer.shown()["header"])))
        page = html.unescape(game_page(viewer.game, lang=lang))
        assert examples.describe(name) not in page and examples.title(name) not in page
        assert f"<title>{examples.title(name, lang)}</title>" in page
        assert summary(viewer.game, lang).splitlines()[0] == examples.title(name, lang)
    english = GameViewer("partners")
    assert examples.describe("partners") in html.unescape(english.shown()["header"])


def test_a_record_of_ones_own_keeps_its_title_and_description() -> None:
    """An example's own texts are translated; a text changed in a copy shows as written."""
    doc = examples.record("partners")
    doc["description"] = "Our club's game"
    viewer = GameViewer(doc, lang="fi")
    assert "Our club&#x27;s game" in viewer.shown()["header"]
    assert examples.title("partners", "fi") in viewer.shown()["header"]  # unchanged: still translated
    doc["title"] = "Club night"
    assert "Club night" in GameViewer(doc, lang="fi").shown()["header"]


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_the_text_plain_form_speaks_the_language(lang: str) -> None:
    """What a notebook shows where HTML is not rendered follows the widget's language."""
    from fiveup_viz.widgets import Practice, Quiz
    from fiveup_viz.words.messages import repr_text

    viewer = GameViewer("partners", lang=lang)
    viewer.last_button.click()
    controllers = [viewer, HandEndViewer("partners", 0, lang=lang), LayoutExplorer(lang=lang),
                   PlayTable(2, lang=lang), Quiz.of(["score", "deal", "sheet"], lang=lang),
                   Practice("going-out", lang=lang)]
    for controller in controllers:
        words = plain_text(controller)
        assert words.strip() and not english_in(words), (repr(controller), english_in(words))
    assert repr(viewer).startswith("<GameViewer Ada, Bea, Cai, Dan: ")
    end = HandEndViewer("partners", 3, lang=lang)
    n = len(end.steps)
    assert repr(end) == {"it": f"<HandEndViewer mano 4: passo 1 di {n}>",
                         "fi": f"<HandEndViewer kierros 4: vaihe 1/{n}>"}[lang]
    quiz = Quiz.of(["score"], lang=lang)
    assert repr(quiz) == {"it": "<Quiz di 1 domanda: 0 giuste>",
                          "fi": "<Quiz 1 kysymys: 0 oikein>"}[lang]
    question = quiz.exercises[0].question
    assert repr(question).startswith(f"<Question {repr_text(lang, 'kind.score')}")  # fi: "…, taso 1"
    assert question.text in repr(question) and not english_in(repr(question)[10:])
