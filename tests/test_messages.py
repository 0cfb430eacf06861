"""The message files (fiveup_viz/locales): the same messages and variables in every language,
every message formats with any name, no Italian or Finnish left in Python, and the grammar of
names: the learner in the second person (S5), a free-text name never in a case slot (fi) and
never given a gender (it)."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from fiveup_viz.words import fluent, messages
from fiveup_viz.words.fluent import LANGUAGES, LOCALES, files, ids, variables
from fiveup_viz.words.messages import text
from fiveup_viz.words.values import Form, Who

ROOT = Path(__file__).resolve().parent.parent

#: The hard cases of a player's name: short names, one ending in a consonant, the learner,
#: two words, and RECORD.md's longest (40 characters).
NAMES = ("Ada", "Bea", "Cai", "Dan", "Kim", "Ahne botti", "Q" * 20 + " " + "w" * 19)
LEARNER = {lang: text(lang, "ui", "ui-you") for lang in LANGUAGES}
#: Variables that hold a player's or a side's name.
NAME_VARIABLES = {"name", "side", "partner", "holders", "player"}
#: Files that can name the learner: errors quote a name the input gave, exercises are drawn from
#: bot games (Ada, Bea, …), never the learner's.
PLAYER_FILES = {"ui", "coach", "clicks", "repr", "page"}
SOCKETS = ("high", "low", "line-a", "line-b", "branch-a", "branch-b")


def _files(lang: str) -> list[str]:
    return sorted(p.stem for p in (LOCALES / lang).glob("*.ftl") if p.stem != fluent.TERMS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_file_parses(lang: str) -> None:
    for name in _files(lang):
        resource = FluentParser().parse((LOCALES / lang / f"{name}.ftl").read_text("utf-8"))
        junk = [e.content[:80] for e in resource.body if isinstance(e, ftl.Junk)]
        assert not junk, (lang, name, junk)


def test_every_language_has_the_same_files_messages_and_variables() -> None:
    """A translator's contract: one id per message, the same variables in every language."""
    assert _files("it") == _files("fi") == _files("en")
    for name in files():
        for lang in LANGUAGES:
            assert set(ids(lang, name)) == set(ids("en", name)), (
                lang, name, set(ids("en", name)) ^ set(ids(lang, name)))
            for msg in ids("en", name):
                assert variables(lang, name, msg) == variables("en", name, msg), (lang, name, msg)


def _sample(var: str, name: str, lang: str) -> object:
    if var in NAME_VARIABLES:
        return Who(name, "you" if name == LEARNER[lang] else "one")
    if var in {"socket", "free", "taken", "branch", "where"}:
        return Form("x", "socket-line-a")
    return 7


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_formats_with_every_hard_name(lang: str) -> None:
    """Every message of every file formats, with each hard-case name and with the learner, and
    a name stands in it as given (never cut, never changed)."""
    for name in files():
        for msg in ids(lang, name):
            for who in (*NAMES, LEARNER[lang]):
                out = text(lang, name, msg, **{v: _sample(v, who, lang)
                                               for v in variables(lang, name, msg)})
                assert out.strip() and "{" not in out, (lang, name, msg)
                uses = variables(lang, name, msg) & NAME_VARIABLES
                if uses and who != LEARNER[lang] and msg_shows(lang, name, msg, uses):
                    assert who in out, (lang, name, msg, out)


def msg_shows(lang: str, file: str, msg: str, uses: set[str]) -> bool:
    """Whether the message writes a name variable out (in its default variant)."""
    template = str(messages.phrases(lang, file)[msg])
    return any("{" + v + "}" in template for v in uses)


#: The verb after the learner's name is second person: no `You wins`, `Tu vince`, `Sinä voittaa`.
THIRD_PERSON = {
    "en": re.compile(r"\bYou (?!& )(?:is|has|\w+[^s]s)\b"),
    "it": re.compile(r"\bTu (?!e )(?:è|ha|\w+[ae])\b"),
    "fi": re.compile(r"\bSinä (?!ja )(?:\w+[^t\W])\b"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_learner_is_spoken_to_in_the_second_person(lang: str) -> None:
    """S5: with the learner as the player, every sentence says "you win", "hai vinto", "voitat"."""
    for name in sorted(PLAYER_FILES):
        for msg in ids(lang, name):
            vars_ = variables(lang, name, msg)
            if not vars_ & NAME_VARIABLES:
                continue
            out = text(lang, name, msg, **{v: _sample(v, LEARNER[lang], lang) for v in vars_})
            assert not THIRD_PERSON[lang].search(out), (lang, name, msg, out)


#: Words that put the name after them in a case (fi) or give it a gender (it).
CASE_SLOT = {
    "fi": re.compile(r"\b(pelaajan|pelaajalla|pelaajalle|pelaajalta|pelaajaa|pelaajasta|puolen|"
                     r"osapuolen|parin|pelaajaksi)\s*$", re.I),
    "it": re.compile(r"\b(il|lo|la|del|della|al|alla|dal|dalla|col|un|una)\s+(compagno|compagna|"
                     r"giocatore|giocatrice|vincitore|vincitrice)\s*$", re.I),
}


@pytest.mark.parametrize("lang", ["fi", "it"])
def test_a_name_never_stands_in_a_case_slot_or_a_gender(lang: str) -> None:
    """A player's name is free text: Finnish never inflects it (no `pelaajan Ada`), Italian
    never gives it a gender it cannot know (no `il compagno Ada`)."""
    found = []
    for name in files():
        resource = FluentParser().parse((LOCALES / lang / f"{name}.ftl").read_text("utf-8"))
        for entry in resource.body:
            if isinstance(entry, ftl.Message) and entry.value is not None:
                found += [(name, entry.id.name, before) for before, var in _placeables(entry.value)
                          if var in NAME_VARIABLES and CASE_SLOT[lang].search(before)]
    assert not found, found


def _placeables(pattern: ftl.Pattern, before: str = "") -> list[tuple[str, str]]:
    """(text just before, variable) for every variable placeable, in every variant."""
    out = []
    for element in pattern.elements:
        if isinstance(element, ftl.TextElement):
            before = element.value
            continue
        expression = element.expression
        if isinstance(expression, ftl.VariableReference):
            out.append((before, expression.id.name))
        elif isinstance(expression, ftl.SelectExpression):
            for variant in expression.variants:
                out += _placeables(variant.value, before)
        before = ""
    return out


def test_every_case_a_message_asks_of_a_socket_exists() -> None:
    """fi: `laatan [0|2] suurempaan päähän` (C3): each case a message asks with
    FORM($socket, case: …) is written out for all six sockets in terms.ftl (never the
    nominative by default), and an inflected socket reads so in a sentence."""
    for lang in LANGUAGES:
        asked = {case for name in files()
                 for case in re.findall(r'FORM\(\$(?:socket|taken|free|branch|where), case: "(\w+)"\)',
                                        (LOCALES / lang / f"{name}.ftl").read_text("utf-8"))}
        if not asked:
            continue
        terms = FluentParser().parse((LOCALES / lang / f"{fluent.TERMS}.ftl").read_text("utf-8"))
        forms = {e.id.name: e for e in terms.body if isinstance(e, ftl.Message)}
        for socket in SOCKETS:
            entry = forms[f"socket-{socket}"]
            select = entry.value.elements[0].expression
            keys = {v.key.name for v in select.variants}
            assert asked <= keys, (lang, socket, asked - keys)
    said = text("fi", "ui", "act-play", name="Ada", tile="[2|2]", on="[0|2]",
                socket=Form("suurempi pää", "socket-high"))
    assert "laatan [0|2] suurempaan päähän" in said, said


# -- no Italian or Finnish in Python -----------------------------------------------------------
def _words(lang: str) -> set[str]:
    found: set[str] = set()
    for name in files():
        for msg in ids(lang, name):
            found |= {w.lower() for w in re.findall(r"[^\W\d_]{5,}", str(messages.phrases(lang, name)[msg]))}
    return found


def _python_strings(path: Path) -> list[str]:
    """The string literals of a module, its docstrings and comments too."""
    source = path.read_text("utf-8")
    tree = ast.parse(source)
    strings = [node.value for node in ast.walk(tree)
               if isinstance(node, ast.Constant) and isinstance(node.value, str)]
    comments = [t.string for t in tokenize.generate_tokens(io.StringIO(source).readline)
                if t.type == tokenize.COMMENT]
    return strings + comments


def test_no_italian_or_finnish_text_is_left_in_python() -> None:
    """Every Italian and Finnish sentence lives in a message file: no `.py` file of the package
    holds a phrase (two or more words that only the Italian or Finnish messages use, or a
    Finnish letter); single identifiers such as `TARGET` are code, not text."""
    foreign = (_words("it") | _words("fi")) - _words("en")
    leaks = []
    for path in sorted((ROOT / "fiveup_viz").rglob("*.py")):
        for literal in _python_strings(path):
            hits = {w.lower() for w in re.findall(r"[^\W\d_]{5,}", literal) if w.lower() in foreign}
            if " " in literal.strip() and (len(hits) >= 2 or re.search(r"[äöå]", literal)):
                leaks.append((path.relative_to(ROOT).as_posix(), literal[:60], sorted(hits)))
    assert not leaks, leaks


def test_the_leak_check_finds_a_planted_sentence(tmp_path: Path) -> None:
    """The check above can fail: a Finnish sentence in a module is found."""
    planted = tmp_path / "planted.py"
    planted.write_text('LABEL = "Seuraava kierros alkaa"\n', "utf-8")
    foreign = (_words("it") | _words("fi")) - _words("en")
    hits = {w for literal in _python_strings(planted)
            for w in re.findall(r"[^\W\d_]{5,}", literal) if w.lower() in foreign}
    assert hits


def test_tokenize_reads_every_module() -> None:
    """The leak check reads real modules (a syntax error would hide a file)."""
    paths = sorted((ROOT / "fiveup_viz").rglob("*.py"))
    assert len(paths) > 30
    for path in paths:
        list(tokenize.generate_tokens(io.StringIO(path.read_text("utf-8")).readline))


def test_finnish_reader_findings_w2() -> None:
    """fi reader (w2): one lesson is singular; one boneyard tile is drawn alone, and the hand may
    block instead of a pass (R18, R19, D5); a partnership's lowest hand held by the learner says
    "on sinulla", not "sinä." (R27); the learner is not greeted by the word "Sinä"."""
    from fiveup_viz.words.fluent import side_name
    from fiveup_viz.words.values import learner

    pekka = learner("Pekka")
    assert "1 oppitunti," in text("fi", "cli", "lessons-written", lang="fi", count=1, path="x")
    one = text("fi", "exercise", "e-draw", left=1, name="Bea")
    assert "nostaa laattoja" not in one and "D5" in one, one
    assert "D5" in text("fi", "exercise", "e-draw", left=3, name="Bea")
    side = side_name((pekka, "Cai"), "fi")
    won = text("fi", "ui", "winner-one", side=side, holders=pekka, low=4)
    assert "on sinulla:" in won and ": sinä" not in won, won
    assert text("fi", "ui", "ui-moves-of", name=pekka) == "Siirtosi:"
    assert not text("fi", "ui", "ui-show-prompt", name=pekka, button="B").startswith(LEARNER["fi"])


def test_the_quiz_is_one_word_in_each_language_native_reading_29() -> None:
    """It/fi native reading 29, finding 4: the command line's quiz options name the quiz with the
    glossary's word (fi «kertaustesti», as errors `quiz-empty` and the lessons), and `opt-ask`
    says which question asks what, and when (RECORD.md § Questions)."""
    fi = text("fi", "cli", "opt-ask") + text("fi", "cli", "opt-quiz")
    assert "tietovisa" not in fi and "kertaustestin kysymys " in fi
    ask = text("it", "cli", "opt-ask")
    assert "che un quiz fa" not in ask and "where chiede, prima che l'azione si veda" in ask


def test_finnish_reader_findings_fix7() -> None:
    """fi reader (fix7): one displayed point is the object of «tuottaa» (point 1); the counted
    ends' sum is what is not a multiple of five (point 2, R15); the command line's help speaks
    in the imperative (points 3, 4, 9); a range of signed points reads «−1 … +6» and a discarded
    credit takes «pistemäärän» over 61 or 305 (points 5, 7, R2); the hand's end heading is the
    glossary's (point 6); a hand is each player's remaining tiles (point 8, R25)."""
    one = text("fi", "exercise", "e-scores", total=5,
               points=text("fi", "exercise", "points-one", raw=5))
    assert "tuottaa 1 näyttöpisteen (5 raakapistettä)" in one, one
    assert "pisteitä ei hyvitetä" in text("fi", "exercise", "e-scores-last", total=5, points="x")
    # teacher trial 13 (friction 6): the going-out question says in one short sentence that a
    # last placement brings nothing (the layout is not on the sheet; its sum was a long clause)
    out = text("fi", "exercise", "q-going-out", name="Bea", tile="[1|2]", placement=0, note="")
    assert "Viimeinen asetus ei tuo käden tyhjennyksen pistetapahtumaan mitään." in out, out
    assert text("fi", "cli", "annotate").endswith("ja kirjoita tallenne")
    assert text("fi", "cli", "opt-ask").startswith("lisää siirtoon kertaustestin kysymys ")
    assert text("fi", "cli", "opt-highlight-last").startswith("kehystä ")
    ranged = text("fi", "coach", "last-some-range", low="−1", high="+6", n=6)
    assert ranged.startswith("−1 … +6 näyttöpistettä") and "viedä pistemäärän yli 61" in ranged
    assert "veisi pistemäärän yli 305:n" in text("fi", "ui", "ui-credit-over", raw=10)
    assert text("fi", "ui", "next-head") == "Mitä seuraavaksi?"
    assert "| Mitä seuraavaksi? |" in (ROOT / "docs" / "TRANSLATION.md").read_text("utf-8")
    # fix10-fi 8: the remaining tiles form one hand (käsi keeps its one meaning)
    assert "jäljellä olevat laatat muodostavat yhden käden" in text("fi", "ui", "order-groups",
                                                                   order="x")
    assert "tasatulos" in text("fi", "ui", "sum-blocked-tie", pips="x")  # the glossary's tie (read6-fi 3)
    assert text("fi", "errors", "ask-list", key="_questions").startswith("_questions: arvon on oltava")
    assert "kierroksella" not in (ROOT / "fiveup_viz/locales/fi/errors.ftl").read_text("utf-8")


def test_a_heading_that_asks_takes_no_full_stop_after_its_question_mark() -> None:
    """Fresh Finnish reading (read6-fi 1): the count's `next` heading «Mitä seuraavaksi?» was
    printed as a sentence «Mitä seuraavaksi?.» in lessons 08 and 14; a sentence that ends with
    its own question mark takes no added full stop."""
    from fiveup_viz.explain.steps import sentence
    from fiveup_viz.words.errors import Message

    said = sentence(Message.of("ui", "next-head"), "fi")
    assert said.endswith("?") and not said.endswith("?."), said
