"""The pseudo-locale en-XA proves that every visible string comes from the message files.

`scripts/pseudo_locale.py` writes `fiveup_viz/locales/en-XA/*.ftl` from the English files, each
letter an accented look-alike that is not ASCII and each text about 40 % longer. Rendered in
en-XA, the whole package (drawings, widgets in many states, pages, explanations, errors, the
command line's help) must show no run of two ASCII letters but the few the allowlist names:
such a run is English that bypassed the message files.
"""

from __future__ import annotations

import base64
import contextlib
import io
import json
import re
import subprocess
import sys
import zlib
from collections import Counter
from collections.abc import Iterable, Iterator
from html.parser import HTMLParser
from itertools import chain
from pathlib import Path
from typing import Any

import ipywidgets as w
import pytest

from fiveup_viz import Game, Layout, simulate
from fiveup_viz.cli.out import error_line
from fiveup_viz.drawing import svg
from fiveup_viz.explain import steps as explain
from fiveup_viz.pages.exercises import KINDS, PRACTICE_KINDS
from fiveup_viz.rules import examples
from fiveup_viz.rules.bots import STRATEGIES
from fiveup_viz.words.errors import FiveUpError, Message
from fiveup_viz.words.fluent import LANGUAGES, _template, files, ids, variables

#: Renders the whole package in en-XA (tens of thousands of strings): minutes, not seconds.
pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parent.parent
LANG = "en-XA"
#: Names the test gives the players (and the examples' players: checks.DEFAULT_NAMES).
NAMES = ("Ada", "Bea", "Cai", "Dan")

#: What may stay ASCII in en-XA, and why. Each is cut out of a text before it is searched.
ALLOWED: dict[str, str] = {
    r"\[\d\|\d\]|\[[a-z]\|[a-z]\]": "tile codes: [1|4], [a|b]",
    r"\bU\+[0-9A-F]{4,6}\b|\b0x[0-9a-f]+\b": "code points and bytes: U+FDD0, 0xff",
    r"\b[RD]\d{1,2}\b": "rule ids: R14, D8",
    r"\b(?:Ada|Bea|Cai|Dan)\b": "player names given by the test (and the examples')",
    r"(?<![\w-])--?[a-z][\w-]*": "command-line options a user types: --lang, -h",
    r"(?<!\w)'[^'\n]*'": "quoted code or input: '[1|2] on [1|1] line-b', the value a user gave",
    r"\S*/\S*": "file names and paths: /nonexistent/x.json",
    r"(?<!\w)\.(?:svg|png|pdf|html|json)\b": "file name endings: .svg",
    r"\b[A-Za-z][\w-]*(?:\.\w+)+(?:\([^)]*\))?": "dotted names and file names: RECORD.md, "
                                                 "Layout.from_moves(…), fiveup-game.json",
    r"\b[a-z]\w*_\w*(?:\(\))?": "Python and record names: max_hands, start_hand()",
    r"\b(?:LANGUAGE|LANG|LC_[A-Z]+)\b": "the environment's variables",
    r"^(?:game|layout|paper|path|projector|teacher|compact|kind|kinds|count|level|lang|bots"
    r"|size|fmt)\b": "the argument a wrong-type error names, as it is written in Python",
    r"\b\d+(?:[.,]\d+)?\s?(?:px|dpi)\b": "units",
}
ALLOW = re.compile("|".join(f"(?:{pattern})" for pattern in ALLOWED))
ASCII_WORD = re.compile(r"[A-Za-z]{2,}")


class Scan:
    """The strings a test rendered, and those of them with English that bypassed the messages."""

    def __init__(self) -> None:
        self.count = 0
        self.bypasses: dict[str, set[str]] = {}

    def text(self, where: str, text: str, *, allow: Iterable[str] = ()) -> None:
        """One visible string; `allow`: further exact words this place may show (code)."""
        if not text.strip():
            return
        self.count += 1
        rest = ALLOW.sub(" ", text)
        for word in allow:
            rest = re.sub(rf"(?<![\w-]){re.escape(word)}(?![\w-])", " ", rest)
        found = ASCII_WORD.findall(rest)
        if found:
            self.bypasses.setdefault(where, set()).add(f"{text[:160]!r} (ASCII: {', '.join(found[:6])})")

    def markup(self, where: str, markup: str, **kw: Any) -> None:
        """Every text node and read attribute of an HTML or SVG text (pictures included)."""
        for text in visible(markup):
            self.text(where, text, **kw)

    def report(self) -> str:
        lines = [f"{self.count} strings rendered in {LANG}, "
                 f"{sum(map(len, self.bypasses.values()))} bypassed the message files:"]
        for where, found in sorted(self.bypasses.items()):
            lines += [f"  {where}:", *(f"    {f}" for f in sorted(found)[:12])]
        return "\n".join(lines)

    def check(self, least: int) -> None:
        assert not self.bypasses, self.report()
        assert self.count >= least, self.report()
        STATS[self.name] = self.count

    name = ""


STATS: Counter[str] = Counter()


@pytest.fixture
def scan(request: pytest.FixtureRequest) -> Scan:
    found = Scan()
    found.name = request.node.name
    return found


# -- what a user reads ---------------------------------------------------------------------
#: Attributes a user reads (hovering, a screen reader, an image that does not load).
READ = ("title", "aria-label", "aria-description", "aria-roledescription", "alt", "placeholder",
        "label")
_IMG = re.compile(r"data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)")


class _Visible(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = {k: v or "" for k, v in attrs}
        self.out += [found[name] for name in READ if found.get(name)]
        if tag in ("button", "input") and found.get("value") and \
                found.get("type", "button") in ("button", "submit", "reset"):
            self.out.append(found["value"])
        for data in _IMG.findall(found.get("src", "")):  # a drawing shown as an image
            self.out += visible(base64.b64decode(data).decode("utf-8"))
        if tag in ("style", "script"):
            self.hidden += 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag in ("style", "script"):
            self.hidden -= 1

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script"):
            self.hidden -= 1

    def handle_data(self, data: str) -> None:
        if not self.hidden:
            self.out.append(data)


def visible(markup: str) -> list[str]:
    """The texts of HTML or SVG a user reads: text nodes (a drawing's <title> and <desc>
    too) and the attributes in READ; not <style> or <script>, class names or ids."""
    parser = _Visible()
    parser.feed(markup)
    parser.close()
    return [t for t in parser.out if t.strip()]


def tree(widget: Any) -> Iterator[Any]:
    yield widget
    for child in getattr(widget, "children", ()):
        yield from tree(child)


def widget_texts(scan: Scan, where: str, controller: Any) -> None:
    """Everything a widget shows now (its hidden parts too: they show in another state), and
    its text/plain form after the class name (a programmer's name)."""
    for widget in tree(controller.widget):
        for name in ("description", "tooltip", "placeholder"):
            scan.text(where, str(getattr(widget, name, "") or ""))
        if isinstance(widget, w.Dropdown | w.ToggleButtons | w.Select | w.RadioButtons
                      | w.SelectMultiple):
            for label in widget._options_labels:
                scan.text(where, label)
        if isinstance(widget, w.HTML | w.HTMLMath):
            scan.markup(where, widget.value)
        elif isinstance(widget, w.Label | w.Text | w.Textarea):
            scan.text(where, widget.value)
        for trait in ("svg", "hand", "message"):  # the clickable picture (TablePicker)
            value = getattr(widget, trait, None) if hasattr(widget, "_esm") else None
            if isinstance(value, str):
                scan.markup(where, value)
        for trait in ("points", "tiles"):
            for item in (getattr(widget, trait, None) or ()) if hasattr(widget, "_esm") else ():
                scan.text(where, str(item.get("label", "")))
    plain = repr(controller).removeprefix(f"<{type(controller).__name__} ")
    scan.text(f"{where} (text/plain)", plain)
    bundle = controller._repr_mimebundle_() or {}
    if "text/html" in bundle:
        scan.markup(f"{where} (static html)", bundle["text/html"])


# -- the message files -------------------------------------------------------------------
def test_the_committed_pseudo_locale_is_up_to_date() -> None:
    """Drift: en-XA is what scripts/pseudo_locale.py writes from the English files now."""
    proc = subprocess.run([sys.executable, str(ROOT / "scripts" / "pseudo_locale.py"), "--check"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr


def test_every_message_is_accented_and_longer() -> None:
    """Same ids and variables as English; no ASCII letter left but kept code; 35 % longer."""
    for file in files():
        assert ids(LANG, file) == ids("en", file), file
        for msg in ids("en", file):
            assert variables(LANG, file, msg) == variables("en", file, msg), (file, msg)
            english = re.sub(r"\{[^}]*\}", "", _template("en", file, msg))
            pseudo = re.sub(r"\{[^}]*\}", "", _template(LANG, file, msg))
            shown = re.sub(r"%\([a-z_]+\)[sr]", " ", pseudo)  # argparse fills these in
            assert not ASCII_WORD.findall(ALLOW.sub(" ", shown)), (file, msg, pseudo)
            if pseudo != english:
                assert len(pseudo) >= 1.35 * len(english), (file, msg, english, pseudo)


def test_the_script_keeps_code_and_changes_letters() -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import pseudo_locale
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    text = "place [1|4] on [1|1] (R14, D8): --width 50 px, %(prog)s %s, max_hands, 'on'"
    out = pseudo_locale.pseudo(text)
    for kept in ("[1|4]", "[1|1]", "R14", "D8", "--width", "50", "%(prog)s", "%s", "max_hands",
                 "'on'"):
        assert kept in out, kept
    assert not re.search(r"\b(?:place|on|px)\b", out.replace("'on'", ""))
    assert len(out) >= 1.35 * len(text)
    assert pseudo_locale.pseudo("Hand") == pseudo_locale.pseudo("Hand")  # deterministic
    assert all(ord(c) > 127 for c in pseudo_locale.LETTERS.values())
    assert pseudo_locale.transform('a = { $n ->\n    [one] tile\n   *[other] tiles\n}\n'
                                   'b = { FORM($s, case: "illative") } x{ " " }\n', "t.ftl") == (
        "# Generated by scripts/pseudo_locale.py from en/t.ftl: do not edit.\n\n"
        "a =\n    { $n ->\n        [one] ţííļéé\n       *[other] ţííļééš\n    }\n"
        'b = { FORM($s, case: "illative") } ẋẋ{ " " }\n')


# -- drawings ---------------------------------------------------------------------------------
def _games() -> Iterator[tuple[str, Game]]:
    for name in examples.names():
        yield name, examples.load(name)


def test_every_drawing_speaks_the_pseudo_locale(scan: Scan) -> None:
    from fiveup_viz.pages import diagrams
    from fiveup_viz.rules.figures import SEED_FIGURES

    layouts = [Layout.from_moves(list(m)) for m in SEED_FIGURES.values()]
    for lay in layouts:
        for kw in ({}, {"socket_labels": True}, {"numerals": True}, {"theme": "print"},
                   {"caption": False}, {"frame": None}):
            try:
                drawing = svg.layout(lay, lang=LANG, **kw)
            except TypeError:
                continue
            scan.markup(f"svg.layout {kw}", drawing)
    scan.markup("svg.layout (empty)", svg.layout(Layout(), lang=LANG))
    scan.markup("svg.panels", svg.panels(layouts, lang=LANG, heading="Ada"))
    scan.markup("svg.panels", svg.panels(layouts[:2], lang=LANG))
    scan.markup("svg.tiles", svg.tiles(["[1|2]", "[6|6]"], name="Ada", lang=LANG))
    scan.markup("svg.tiles", svg.tiles(["[1|2]", "[6|6]"], hidden=True, lang=LANG))
    scan.markup("svg.tiles", svg.tiles([], name="Bea", lang=LANG))
    for raw in (0, 5, 135, 235, 305, -20):
        scan.markup("svg.score_sheet", svg.score_sheet(raw, lang=LANG, order=True, name="Ada"))
    scan.markup("svg.seating", svg.seating(list(NAMES), leader=1, lang=LANG))
    scan.markup("svg.seating", svg.seating(3, lang=LANG))
    kinds = set()
    for name, game in _games():
        scan.markup("svg.score_race", svg.score_race(game, title=examples.title(name, LANG),
                                                     lang=LANG))
        for face_up in (True, False):
            scan.markup("svg.players_tiles", svg.players_tiles(game, face_up=face_up, lang=LANG))
        for h, rnd in enumerate(game.hands):
            kinds.add(rnd.end.kind if rnd.end else None)
            scan.markup(f"svg.hand_end ({name}, hand {h})", svg.hand_end(game, h, lang=LANG))
    assert {"domino", "blocked", "target"} <= kinds
    tie = examples.load("blocked-tie")
    assert any(r.end and r.end.kind == "blocked" for r in tie.hands)
    open_game = Game(2, seed=4)
    open_game.step()
    scan.markup("svg.hand_end (open hand)", svg.hand_end(open_game, 0, lang=LANG))
    for stem, draw in diagrams._drawings(LANG):
        scan.markup(f"diagrams {stem}", draw())
    for kind in ("domino", "blocked"):
        scan.markup(f"svg.hand_end {kind}", svg.hand_end(*diagrams.example_hand(kind), lang=LANG))
    scan.check(500)


# -- widgets --------------------------------------------------------------------------------
def test_the_game_viewer_and_hand_end_viewer(scan: Scan) -> None:
    from fiveup_viz.widgets import GameViewer, HandEndViewer

    for name in ("partners", "blocked-tie", "won-by-placement", "three-players"):
        viewer = GameViewer(name, lang=LANG)
        for i in range(0, len(viewer.stops), 2):
            viewer.play.value = i
            widget_texts(scan, f"GameViewer {name}", viewer)
        viewer.hands_toggle.value = not viewer.hands_toggle.value
        viewer.last_button.click()
        widget_texts(scan, f"GameViewer {name}", viewer)
    viewer = GameViewer(simulate(2, seed=1, max_hands=2), lang=LANG)
    viewer.last_button.click()
    widget_texts(scan, "GameViewer (a simulated game)", viewer)
    for name in ("partners", "blocked-discarded", "won-by-block", "discarded-domino", "blocked-tie"):
        game = examples.load(name)
        for hand in range(len(game.hands)):
            end = HandEndViewer(game, hand, lang=LANG)
            for step in range(len(end.steps)):
                end.step = step
                widget_texts(scan, f"HandEndViewer {name}", end)
    scan.check(1000)


def test_the_layout_explorer(scan: Scan) -> None:
    from fiveup_viz.rules.figures import SEED_FIGURES
    from fiveup_viz.widgets import LayoutExplorer

    explorer = LayoutExplorer(lang=LANG)
    widget_texts(scan, "LayoutExplorer", explorer)
    for name in SEED_FIGURES:
        explorer.figure_selector.value = name
        while not explorer.figure_button.disabled:
            explorer.figure_button.click()
            widget_texts(scan, "LayoutExplorer", explorer)
        explorer.undo_button.click()
        widget_texts(scan, "LayoutExplorer", explorer)
    explorer.figure_selector.value = ""
    for _ in range(6):
        explorer.move_buttons[-1].click()
        widget_texts(scan, "LayoutExplorer", explorer)
    scan.check(100)


def test_the_play_table(scan: Scan, tmp_path: Path) -> None:
    from fiveup_viz.widgets import PlayTable

    for players, seed in ((2, 3), (4, 1)):
        table = PlayTable(players, seed=seed, lang=LANG, max_hands=2)
        table.hints_toggle.value = True
        for k in range(120):
            widget_texts(scan, f"PlayTable {players}", table)
            if table.game.finished:
                break
            table.reveal_toggle.value = k % 5 == 0
            if k % 9 == 0 and table.hint_button is not None:
                table.hint_button.click()
            if table.move_buttons:
                table.move_button(table.session.moves[-1]).click()
            else:
                table.next_hand_button.click()
        for path in ("", str(tmp_path), str(tmp_path / "no" / "x.json"), str(tmp_path / "t.json")):
            table.save_path.value = path
            table.save_button.click()
            widget_texts(scan, "PlayTable (save)", table)
    scan.check(300)


def test_the_play_table_at_one_screen(scan: Scan) -> None:
    """Issue 23: several players at one table, their tiles hidden and shown, teaching mode."""
    from fiveup_viz.widgets import PlayTable

    table = PlayTable(["Ada", "Bea", "Cai"], humans=[0, 2], seed=2, lang=LANG, max_hands=1)
    for k in range(60):
        widget_texts(scan, "PlayTable humans", table)
        if table.game.hand.over:
            break
        table.teacher_toggle.value = k % 4 == 3
        if not table.move_buttons:
            table.picker.click_tile(table.game.hand.held[table.seat][0])  # refused: face down
            widget_texts(scan, "PlayTable humans (click)", table)
            table.show_button.click()
        else:
            table.move_button(table.session.moves[-1]).click()
    scan.check(100)


def test_the_exercises(scan: Scan) -> None:
    from fiveup_viz.pages.exercises import KINDS, PRACTICE_KINDS, practice
    from fiveup_viz.widgets import Exercise, Practice, Quiz

    for kind in KINDS:
        for level in (1, 2, 3):
            question = practice(kind, seed=level, lang=LANG, level=level)
            scan.markup(f"Question {kind}", question.html())
            scan.text(f"Question {kind} (text/plain)", repr(question).removeprefix("<Question "))
            wrong: Any = (question.solution + 1 if isinstance(question.solution, int)
                          else next((c.label for c in question.choices
                                     if c.key not in question.solution_keys()), "[0|0]"))
            right: Any = question.solution if not question.choices else \
                [question.label(k) for k in question.solution_keys()]
            if question.choices and not question.multiple:
                right = right[0]
            for answer in (right, wrong):
                with contextlib.suppress(FiveUpError):
                    scan.text(f"Question {kind} (feedback)", question.check(answer).explanation)
            for bad in ("x", "[9|9]", "", *(() if question.multiple else (True,))):
                try:
                    question.check(bad)
                except FiveUpError as exc:
                    scan.text(f"Question {kind} (a bad answer)", exc.say(LANG), allow=["True"])
        exercise = Exercise.of(kind, lang=LANG)
        widget_texts(scan, f"Exercise {kind}", exercise)
        exercise.reveal()
        widget_texts(scan, f"Exercise {kind} (revealed)", exercise)
        exercise = Exercise.of(kind, lang=LANG, seed=1)
        with contextlib.suppress(FiveUpError):
            exercise.answer("x")
        exercise.check()
        widget_texts(scan, f"Exercise {kind} (a wrong answer)", exercise)
    quiz = Quiz.of(list(KINDS), lang=LANG)
    widget_texts(scan, "Quiz", quiz)
    for exercise in quiz.exercises[:4]:
        exercise.reveal()
    widget_texts(scan, "Quiz (some revealed)", quiz)
    for kind in PRACTICE_KINDS:
        lesson = Practice(kind, lang=LANG)
        widget_texts(scan, f"Practice {kind}", lesson)
        lesson.next_question()
        widget_texts(scan, f"Practice {kind} (next)", lesson)
    scan.check(400)


# -- pages, texts, errors ------------------------------------------------------------------------
def _page_payload(page: str) -> dict[str, Any]:
    config = json.loads(re.search(r'<script type="application/json" class="fiveup-frames">(.*?)'
                                  r"</script>", page, re.S).group(1))
    return json.loads(zlib.decompress(base64.b64decode(config["packed"])).decode("utf-8"))


def test_the_pages(scan: Scan) -> None:
    from fiveup_viz.pages import cheatsheet, rulebook
    from fiveup_viz.pages.page import game_page

    for name in ("partners", "won-by-block"):
        page = game_page(examples.load(name), lang=LANG)
        scan.markup(f"game page {name}", page)
        data = _page_payload(page)  # what the page's script shows, step by step
        for key, text in data["labels"].items():  # the script fills in their {first} …
            scan.text(f"game page {name} (labels: {key})", re.sub(r"\{\w+\}", " ", text))
        scan.text(f"game page {name} (window)", data["window"])
        for piece in [data["header"], *data["pieces"]]:
            scan.markup(f"game page {name} (frames)", piece)
    long = simulate(2, seed=0)
    page = game_page(long, lang=LANG)
    scan.markup("game page (a simulated game)", page)
    scan.text("game page (window)", _page_payload(page)["window"])
    scan.markup("cheat sheet", cheatsheet.page(LANG))
    scan.markup("cheat sheet flowchart", cheatsheet.flowchart(LANG))
    book = rulebook.build(LANG)
    assert book == rulebook.build(LANG).replace("lang=\"en-XA\"", "lang=\"en-XA\"")
    scan.markup("rule book", _rulebook_chrome(book))
    scan.check(500)


def _rulebook_chrome(book: str) -> str:
    """The rule book without RULES.md's own text (a pseudo-locale's book is RULES.md, as the
    English one): its title, notes, legend and figures."""
    keep = re.findall(r"<title>.*?</title>|<h1>.*?</h1>|<p class=\"note\">.*?</p>|"
                      r"<p class=\"legend\">.*?</p>|<figure .*?</figure>", book, re.S)
    assert len(keep) > 10
    return "\n".join(keep)


def test_the_explanations_and_summaries(scan: Scan) -> None:
    from fiveup_viz.explain.wording import describe
    from fiveup_viz.pages.summary import summary
    from tests.test_languages import all_steps, games

    for game in games():
        scan.text("summary", summary(game, LANG))
        for step in all_steps(game):
            scan.text("explain", explain.say(step, LANG) if isinstance(step, Message)
                      else step.text(LANG))
    from fiveup_viz.rules.figures import SEED_FIGURES

    for moves in SEED_FIGURES.values():
        for text in describe(Layout.from_moves(list(moves)), LANG):
            scan.text("wording.describe", text)
    scan.check(2000)


def test_the_coach(scan: Scan) -> None:
    from fiveup_viz.pages.review import hint_text, rated_text, review
    from fiveup_viz.rules import coach

    game = Game(2, seed=2)
    for _ in range(4):
        for hint in coach.hint(game, budget_ms=20):
            scan.text("review.hint_text", hint_text(hint, LANG))
        game.step()
    played = simulate(2, seed=1, max_hands=1)
    for rated in review(played, budget_ms=10):
        for reveal in (True, False):
            scan.text("review.rated_text", rated_text(played, rated, LANG, reveal_best=reveal))
    scan.check(10)


def test_every_error(scan: Scan, tmp_path: Path) -> None:
    """FiveUpError.say(en-XA) of every error tests/test_errors_languages.py raises."""
    from fiveup_viz.rules import record
    from tests.test_errors_languages import _api_cases, _cli_cases, _game_cases, _record_cases

    rec = record.to_record(simulate(2, seed=3, strategies="greedy", hands=2))
    cases = chain(_record_cases(rec), _api_cases(), _game_cases(), _cli_cases(tmp_path, rec))
    for case in cases:
        try:
            case()
        except FiveUpError as error:
            scan.text(f"{type(error).__name__}", error.say(LANG), allow=ERROR_CODE)
    scan.check(130)


#: Code an error names as it is written: sockets as moves write them (en-XA's base language is
#: English, whose `str(error)` is RECORD.md's text), record keys and kinds of action, the API's
#: parameter names, Python's and JSON's names of a value's type, the drawings' themes, and the
#: choices an error lists as they are typed (languages, example games, bot strategies, kinds of
#: exercise, the command that installs an extra).
ERROR_CODE = ("low", "high", "line-a", "line-b", "branch-a", "branch-b",
              "players", "seed", "hands", "deal", "boneyard", "leader", "actions", "seat", "play",
              "draw", "pass", "on", "socket", "format", "version", "title", "description", "start",
              "stop", "str", "int", "float", "bool", "list", "dict", "set", "NoneType", "None", "NaN",
              "inf", "colour", "print", "high-contrast", *LANGUAGES, *examples.NAMES, *STRATEGIES,
              *KINDS, *PRACTICE_KINDS, "pip", "install")


# -- the command line ------------------------------------------------------------------------------
COMMANDS = (None, "simulate", "review", "replay", "describe", "render", "draw", "html",
            "rulebook", "diagrams", "lessons", "site", "lab", "worksheet", "annotate", "table")
#: What the help shows that a user types: the program, its commands and the options' choices.
TYPED = ("fiveup-viz", *(c for c in COMMANDS if c), "en", "it", "fi", "all", "random", "greedy",
         "expert", "coach", "colour", "print", "high-contrast", "score", "counted", "legal",
         "round", "going-out", "blocked", "mix", "letter", "page", "none", "only",
         *examples.NAMES)  # a record argument may name an example game (proj32 point 4)


def _main(argv: list[str]) -> tuple[int, str, str]:
    from fiveup_viz.cli.main import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


#: The pseudo-locale's word before a usage error (cli-error with an empty message).
PSEUDO_ERROR = error_line("", "en-XA")


def test_the_command_line(scan: Scan, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Every command's help, and argparse's own errors, with en-XA chosen by the environment
    (LANG=en_XA.UTF-8) or by --lang; --lang's choices still list en, it and fi only."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "en_XA.UTF-8")
    for command in COMMANDS:
        code, out, err = _main([*([command] if command else []), "--help"])
        assert code == 0 and not err
        assert "en-XA" not in out and "XA" not in out
        scan.text(f"--help {command or ''}", out, allow=TYPED)
    for argv in (["simulate", "--games", "0"], ["simulate", "--zz"], ["draw"], ["replay"],
                 ["replay", "x", "--lang", "de"], ["simulate", "--players", "9"],
                 ["draw", "[1|4]", "-o", str(tmp_path / "x.svg"), "--width", "x"],
                 ["render", str(tmp_path / "none.json"), "--hand", "1", "--step", "1"], ["zz"]):
        code, out, err = _main(argv)
        # a usage error starts with the language's own word (cli-error, issue 31); a record's
        # error keeps RECORD.md's "error: " for the tools that read it
        prefix = "error: " if err.startswith("error: ") else PSEUDO_ERROR
        assert code == 2 and err.startswith(prefix), (argv, err)
        scan.text(f"error line {argv[0]}", err.removeprefix(prefix), allow=TYPED)
    monkeypatch.setenv("LANG", "C.UTF-8")
    code, out, _ = _main(["replay", "--help", "--lang", "en-XA"])
    assert code == 0 and "{en,it,fi}" in out
    scan.text("--help replay --lang en-XA", out, allow=TYPED)
    scan.check(20)


# -- the report ------------------------------------------------------------------------------------
def test_zz_counts() -> None:
    """How many strings the tests above rendered (`pytest -s` prints it)."""
    print("\nen-XA strings rendered:", dict(STATS), "total", sum(STATS.values()))


def test_helpers_find_a_bypass() -> None:
    """The scan flags English, and not what the allowlist names."""
    found = Scan()
    found.markup("x", '<svg><title>Placed [1|4]</title><text aria-label="ŕ">Ada R14</text></svg>')
    assert list(found.bypasses) == ["x"] and "Placed" in next(iter(found.bypasses["x"]))
    assert found.count == 3
