"""Issue 30 point 3, "Say it at the edge": the words layer (the Fluent core, the message values,
the errors, the messages) imports nothing of the rules or the drawings, an error says itself
through an import a reader can see (no hook set by another module), and a widget checks its
language once: it builds one `Words` and passes it to everything it shows."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from fiveup_viz.words import messages
from fiveup_viz.words.errors import InvalidSeatError, Message, UnknownLanguageError
from fiveup_viz.words.messages import LANGUAGES, Words

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


def _checks_during(action: object) -> int:
    """How many times `check_lang` runs while `action()` runs."""
    target = messages.check_lang.__code__
    calls = 0

    def count(frame: object, event: str, arg: object) -> None:
        nonlocal calls
        if event == "call" and frame.f_code is target:  # type: ignore[attr-defined]
            calls += 1

    sys.setprofile(count)
    try:
        action()  # type: ignore[operator]
    finally:
        sys.setprofile(None)
    return calls


#: The edges a game viewer's first display goes through that take a language from the caller:
#: `GameViewer(..., lang=...)` itself. Its hand-end viewer, panels, frames, captions and
#: explanations are given the viewer's `Words`, so they check nothing again.
VIEWER_EDGES = 1


def test_a_viewer_checks_its_language_once() -> None:
    """Issue 30 point 3: a GameViewer's construction and first display (11,693 checks of the
    language before) check it once per edge: the viewer builds one `Words`, everything it shows
    is given that object."""
    from fiveup_viz.widgets import GameViewer

    def show() -> None:
        GameViewer("partners", lang="it")._repr_mimebundle_()

    assert _checks_during(show) <= VIEWER_EDGES
