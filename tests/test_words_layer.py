"""Issue 30 point 3, "Say it at the edge": the words layer (the Fluent core, the message values,
the errors, the messages) imports nothing of the rules or the drawings, an error says itself
through an import a reader can see (no hook set by another module), and a widget checks its
language once: it builds one `Words` and passes it to everything it shows."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from fiveup_viz.pages.worksheet import sheet
from fiveup_viz.words import errors, messages
from fiveup_viz.words.errors import InvalidSeatError, Message, UnknownLanguageError
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import Words

ROOT = Path(__file__).resolve().parents[1]

#: The words layer's modules, bottom to top (docs/CONTRIBUTING.md).
WORDS_LAYER = ("fiveup_viz.words", "fiveup_viz.words.quoting", "fiveup_viz.words.values",
               "fiveup_viz.words.fluent", "fiveup_viz.words.errors", "fiveup_viz.words.messages")

#: Loads one module of the package without the package's `__init__` (which imports every
#: layer), then prints the package modules loaded and what `say` gives.
ALONE = """
import json, sys, types
package = types.ModuleType("fiveup_viz")
package.__path__ = [{folder!r}]
sys.modules["fiveup_viz"] = package
import importlib
module = importlib.import_module({module!r})
said = {{lang: {say} for lang in {langs!r}}}
loaded = sorted(name for name in sys.modules if name.startswith("fiveup_viz."))
print(json.dumps({{"loaded": loaded, "said": said}}))
"""


def _alone(module: str, say: str) -> dict[str, object]:
    code = ALONE.format(folder=str(ROOT / "fiveup_viz"), module=module, say=say, langs=LANGUAGES)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                          cwd=ROOT)
    found: dict[str, object] = json.loads(done.stdout)
    return found


def _error() -> InvalidSeatError:
    return InvalidSeatError(Message("seat.range", "R5", what="seat", seat=7, last=3))


def test_an_error_says_itself_with_only_the_words_layer_loaded() -> None:
    """Issue 30 point 3: `errors` imports the Fluent core itself (no `errors.WORDS` set by
    `messages` as it loads), so an error made with only `fiveup_viz.words.errors` imported says
    itself in every language, as the whole package says it."""
    said = _alone("fiveup_viz.words.errors", 'module.InvalidSeatError(module.Message("seat.range", "R5", '
                  'what="seat", seat=7, last=3)).say(lang)')
    assert said["said"] == {lang: _error().say(lang) for lang in LANGUAGES}
    assert "fiveup_viz.words.messages" not in said["loaded"]  # type: ignore[operator]


def test_the_words_layer_imports_no_rules_or_drawing() -> None:
    """Issue 30 point 3: the words layer (up to `messages`, its top) loads only itself: no
    rules module (tiles, layout, checks, game) and no drawing."""
    said = _alone("fiveup_viz.words.messages", 'module.Words(lang).say(module.Message("seat.range", '
                  '"R5", what="seat", seat=7, last=3))')
    assert set(said["loaded"]) <= set(WORDS_LAYER), said["loaded"]  # type: ignore[arg-type]
    assert said["said"] == {lang: _error().say(lang) for lang in LANGUAGES}


def test_words_is_checked_once_and_passes_as_the_language() -> None:
    """`Words(lang)` refuses an unknown language (the one UnknownLanguageError), is the language
    code itself, and a `Words` made again from it is the same object, not checked again."""
    words = Words("fi")
    assert words == "fi" and Words(words) is words
    assert words.say(_error().message) == _error().say("fi")  # type: ignore[arg-type]
    assert words.ui("next") == messages.ui("fi", "next")
    try:
        Words("sv")
    except UnknownLanguageError as exc:
        assert exc.say("it") == UnknownLanguageError("sv", LANGUAGES).say("it")
    else:
        raise AssertionError("Words('sv') was accepted")


def _checks_during(action: Callable[[], object], monkeypatch: pytest.MonkeyPatch) -> int:
    """How many times the language is checked (`check_lang`, wherever it is called from) while
    `action()` runs."""
    calls = 0
    check = errors.check_lang

    def counting(lang: object) -> str:
        nonlocal calls
        calls += 1
        return check(lang)

    with monkeypatch.context() as patch:
        for module in (errors, messages, sheet):
            patch.setattr(module, "check_lang", counting)
        action()
    return calls


def _edges(tmp: Path) -> dict[str, Callable[[], object]]:
    """Each edge that takes a language from its caller, shown or written once in Finnish."""
    from fiveup_viz.cli.main import main
    from fiveup_viz.pages import cheatsheet, summary
    from fiveup_viz.pages.page import game_page
    from fiveup_viz.rules import examples
    from fiveup_viz.rules.bots import simulate
    from fiveup_viz.rules.record import dumps, to_record
    from fiveup_viz.widgets import GameViewer, HandEndViewer, LayoutExplorer, PlayTable, Practice

    game = examples.load("partners")
    short = simulate(4, seed=3, hands=1)  # a viewer's and a page's work grows with the hands
    record = tmp / "partners.json"
    record.write_text(dumps(to_record(game)), encoding="utf-8")
    return {
        "GameViewer": lambda: GameViewer(short, lang="fi")._repr_mimebundle_(),
        "HandEndViewer": lambda: HandEndViewer(game, 0, lang="fi")._repr_mimebundle_(),
        "LayoutExplorer": lambda: LayoutExplorer(lang="fi")._repr_mimebundle_(),
        "PlayTable": lambda: PlayTable(lang="fi")._repr_mimebundle_(),
        "Practice": lambda: Practice(lang="fi")._repr_mimebundle_(),
        "game page": lambda: game_page(short, lang="fi"),
        "cheat sheet": lambda: cheatsheet.page("fi"),
        "summary": lambda: summary.summary(game, "fi"),
        "command line": lambda: main(["replay", str(record), "--lang", "fi"]),
    }


#: How often one edge may check its language: once, as it builds its one `Words`; everything it
#: shows (a viewer's hand-end viewer, panels, frames, captions, explanations, errors) is given
#: that object and checks nothing again.
CHECKS_PER_EDGE = 1


def test_each_edge_checks_its_language_once(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 30 point 3: a GameViewer's construction and first display checked its language
    9,932 times (11,693 when the issue was filed); each edge (every widget, the page writers,
    the command line) now builds one `Words` and checks the language once."""
    checks = {name: _checks_during(edge, monkeypatch) for name, edge in _edges(tmp_path).items()}
    capsys.readouterr()
    assert checks == dict.fromkeys(checks, CHECKS_PER_EDGE)
