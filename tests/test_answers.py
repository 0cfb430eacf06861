"""Saved exercises check answers without a kernel (issue 21, item 2): the static `text/html`
of every kind holds each choice with the engine's verdict and explanation (the rule cited
per kind, R1-R28), its script gives the live widget's own words, and the page escapes user
text and names no tile of a face-down hand (R6)."""

from __future__ import annotations

import base64
import html
import json
import re
import shutil
import subprocess
from html.parser import HTMLParser
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest

from fiveup_viz.pages.exercises import KINDS, AnswerError, Choice, Question, practice
from fiveup_viz.pages.rulebook import rule_lines
from fiveup_viz.widgets import Exercise, Practice, Quiz
from fiveup_viz.widgets.answers import DATA_CLASS, answer_data, exercise_js, verdicts
from fiveup_viz.words.messages import exercise as text
from tests.test_exercises import LANGS, RIGHT, RULE, WRONG, engine_answer

CASES = [(k, lang) for k in KINDS for lang in LANGS]


class _Page(HTMLParser):
    """The `<details>` choices (summary, body text, body class) and the data blocks of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.choices: list[list[str]] = []
        self.data: list[Any] = []
        self.scripts = 0
        self._in: str | None = None
        self._depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        cls = dict(attrs).get("class") or ""
        if tag == "details" and "fiveup-choice" in cls:
            self.choices.append(["", "", ""])
            self._in = "details"
        elif tag == "summary" and self._in == "details":
            self._in = "summary"
        elif tag == "span" and self._in == "details" and "feedback" in cls:
            self.choices[-1][2] = cls
            self._in = "body"
        elif tag == "script":
            self.scripts += 1
            self._in = "data" if cls == DATA_CLASS else "script"

    def handle_endtag(self, tag: str) -> None:
        if tag == "summary" and self._in == "summary":
            self._in = "details"
        elif tag == "details" or (tag == "script" and self._in in ("data", "script")):
            self._in = None
        elif tag == "span" and self._in == "body":
            self._in = "details"

    def handle_data(self, data: str) -> None:
        if self._in == "summary":
            self.choices[-1][0] += data
        elif self._in == "body":
            self.choices[-1][1] += data
        elif self._in == "data":
            self.data.append(json.loads(data))


def _page(html: str) -> _Page:
    parsed = _Page()
    parsed.feed(html)
    return parsed


def _saved(ex: Exercise) -> str:
    bundle = ex._repr_mimebundle_()
    assert bundle is not None
    return str(bundle["text/html"])


@pytest.mark.parametrize(("kind", "lang"), CASES)
def test_static_bundle_holds_every_choice_with_the_engines_verdict(kind: str, lang: str) -> None:
    """Each choice (or offered number) is right exactly when the engine's own answer is it,
    and says why in the question's language, naming the kind's rule."""
    q = practice(kind, seed=5, lang=lang, level=2)
    page = _page(_saved(Exercise(q)))
    engine = engine_answer(q)
    if q.multiple:
        right = {q.key(a) for a in engine}
        expected = {c.label: c.key in right for c in q.choices}
    elif q.choices:
        expected = {c.label: c.key == q.key(engine) for c in q.choices}
    else:
        expected = {label: int(label) == engine for label, _, _ in page.choices}
        assert list(expected.values()).count(True) == 1 and len(expected) >= 3
    assert [c[0] for c in page.choices] == list(expected)
    for label, why, cls in page.choices:
        assert ("right" in cls.split()) is expected[label], (label, why)
        rule = RULE[kind] in why or (kind == "draw" and re.search(r"R1[789]", why))
        # a wrong choice of several says what is wrong with it, naming that rule (R9, R11, R14)
        assert rule or (q.multiple and not expected[label] and re.search(r"\(R\d+", why))
        if not q.multiple:  # the live widget's words for this answer
            assert why.startswith(RIGHT[lang] if expected[label] else WRONG[lang])
        else:
            assert why.startswith(text(lang, "static.in" if expected[label] else "static.out",
                                       choice=label))
    (data,) = page.data
    assert data["right"].startswith(RIGHT[lang]) and q.why in data["right"]
    if not q.choices:
        assert data["solution"] == str(engine)
    else:
        assert [c["right"] for c in data["choices"]] == list(expected.values())


def _js_verdicts(cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`fiveupVerdict` of static/exercise.js run by Node on each case's data and answer."""
    program = (exercise_js() + "\nconst cases = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
               "\nprocess.stdout.write(JSON.stringify(cases.map("
               "(c) => fiveupVerdict(c.data, c.picked, c.typed))));")
    out = subprocess.run(["node", "-e", program], input=json.dumps(cases), capture_output=True,
                         text=True, check=True)
    return list(json.loads(out.stdout))


def _python_verdict(ex: Exercise, picked: list[int], typed: str) -> dict[str, Any]:
    """What `Question.withheld` says for the same answer, read from the live Exercise widget's
    inputs as Exercise.check reads them."""
    q = ex.question
    if q.multiple:
        ex.answer([q.choices[i].key for i in picked])
    elif q.choices:
        ex.input.value = q.choices[picked[0]].label if picked else None
    else:
        ex.answer(typed)
    try:
        if not q.multiple and ex.current() is None:
            raise AnswerError(text(q.lang, "bad.choice",
                                   choices=", ".join(c.label for c in q.choices)))
        feedback = q.withheld(ex.current())
    except AnswerError as err:
        return {"error": str(err)}
    return {"right": feedback.correct, "say": feedback.explanation}


def _answers(q: Question) -> list[tuple[list[int], str]]:
    n = len(q.choices)
    if q.multiple:
        subsets = [list(c) for k in range(n + 1) for c in combinations(range(n), k)]
        return [(s, "") for s in subsets[:64]]
    if q.choices:
        return [([], "")] + [([i], "") for i in range(n)]
    s = q.solution
    return [([], t) for t in (str(s), f" {s} ", f"00{s}", str(s + 5), f"−{s + 5}", "-0",
                              "--5", "", "ten", "1.5", "١٢")]


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_the_pages_script_says_what_question_withheld_says() -> None:
    """Any answer (every subset of a several-choice question, typed numbers right, wrong and
    malformed) gets from the script the engine's verdict (`Question.withheld`), word for word,
    in en/it/fi."""
    questions = [practice(k, seed=s, lang=lang, level=1 + s % 3)
                 for k in KINDS for lang in LANGS for s in (1, 2)]
    cases, expected = [], []
    for q in questions:
        data, ex = answer_data(q), Exercise(q)
        for picked, typed in _answers(q):
            cases.append({"data": data, "picked": picked, "typed": typed})
            expected.append(_python_verdict(ex, picked, typed))
    got = _js_verdicts(cases)
    assert len(cases) > 300
    for case, want, have in zip(cases, expected, got, strict=True):
        assert have == want, (case["picked"], case["typed"], case["data"]["form"])


def test_a_wrong_answer_keeps_the_right_one_back() -> None:
    """Teacher trial (issue 31, 3, finding 2): a wrong answer, in the script and where no script
    runs, says it is wrong with the reasons against the chosen choices and the rules that
    decide the question (R…), but neither the right answer nor its explanation; a right answer
    still gives the explanation."""
    for q in [practice(k, seed=s, lang=lang, level=2) for k in KINDS for lang in LANGS
              for s in (1, 2)]:
        rules = q.rules_again()
        assert q.deciding() and all(r in rules for r in q.deciding())
        right_labels = [c.label for c in q.choices if c.key in q.solution_keys()]
        for picked, typed in _answers(q):
            if q.choices and not q.multiple and not picked:
                continue  # no choice: a form error, no verdict
            answer = ([q.choices[i].key for i in picked] if q.multiple
                      else q.choices[picked[0]].key if q.choices else typed)
            try:
                feedback = q.withheld(answer)
            except AnswerError:
                continue  # a malformed number: its message, no verdict
            if feedback.correct:
                assert q.why in feedback.explanation
                continue
            said = feedback.explanation
            assert said.startswith(WRONG[lang := q.lang]) and said.endswith(rules), said
            assert q.why not in said and text(lang, "answer.is", solution=q.answer_text()) not in said
            chosen = {q.choices[i].label for i in picked}
            assert not any(f"{label}" in said for label in right_labels if label not in chosen)
        for label, ok, why in verdicts(q):  # the <details> where no script runs
            assert ok or q.why not in why, (label, why)


def test_a_wrong_answer_cites_the_rules_of_the_question_not_of_its_answer() -> None:
    """Teacher trial (issue 31, point 3, finding 1): the rules a wrong answer sends the learner
    back to are the same for every question of a kind, whatever its right answer; on "what
    next?" they are placing, drawing and passing together (R13, R17-R19), not R18 alone for
    "draw" or R17 alone for "place". The right answer's explanation still cites its own rules."""
    for kind in KINDS:
        cited: dict[str, set[str]] = {}  #: the rules cited after a wrong answer, by right answer
        for seed in range(8):
            for level in (1, 2, 3):
                q = practice(kind, seed=seed, level=level)
                wrong = _a_wrong_answer(q)
                if wrong == []:  # every choice right, one of them: nothing chosen is no answer
                    continue
                said = q.withheld(wrong)
                assert not said.correct and said.explanation.endswith(q.rules_again())
                cited.setdefault(q.answer_text(), set()).add(
                    " ".join(re.findall(r"\b[RD]\d+\b", q.rules_again())))
                assert re.search(r"\b[RD]\d+\b", q.why), q.why  # the right answer's own rules, unchanged
        assert len(set().union(*cited.values())) == 1, (kind, cited)
        assert len(cited) > 1, kind  # questions with different right answers were asked
    q = next(q for s in range(40) if (q := practice("draw", seed=s)).solution == "draw")
    assert q.deciding() == ["R13", "R17", "R18", "R19"] and "R18" in q.rules()


def _a_wrong_answer(q: Question) -> Any:
    """An answer to `q` that is not its solution: a wrong choice, or the solution plus 5 ([]
    where every choice is right and there is one: nothing chosen, no answer since issue 31)."""
    if not q.choices:
        return q.solution + 5
    right = q.solution_keys()
    wrong = next((c.key for c in q.choices if c.key not in right), None)
    if q.multiple:
        return [c.key for c in q.choices if c.key in right][1:] if wrong is None else [wrong]
    return wrong


def test_the_live_exercise_keeps_the_right_answer_back_until_shown() -> None:
    """Teacher trial (issue 31, 3, finding 2), with a kernel: the Exercise widget's wrong answer
    keeps the right answer and its explanation back, as the kernel-free page does; "Show the
    answer" gives both."""
    for lang in LANGS:
        q = practice("legal", seed=3, lang=lang, level=2)
        wrong = next(c.key for c in q.choices if c.key not in q.solution_keys())
        exercise = Exercise(q)
        exercise.checkboxes[[c.key for c in q.choices].index(wrong)].value = True
        feedback = exercise.check()
        assert feedback is not None and not feedback.correct
        shown = exercise.feedback_html.value
        answer = text(lang, "answer.is", solution=q.answer_text())
        assert html.escape(q.why) not in shown and html.escape(answer) not in shown
        exercise.reveal()
        assert html.escape(answer) in exercise.feedback_html.value


def test_user_text_is_escaped_and_never_raw_inside_a_script() -> None:
    """Names and texts with markup stay text: escaped in the HTML, JSON-escaped in the data."""
    hostile = "</script><img src=x onerror=alert(1)> & Bea"
    q = Question("seating", "en", 2, f"Who plays after {hostile}?", hostile, f"Because {hostile}.",
                 choices=(Choice(hostile, hostile), Choice("Cai", "Cai")))
    html = Quiz([q]).static_html()
    assert hostile not in html and "<img src=x" not in html
    assert html.count("</script>") == html.count("<script")  # no script closed early
    page = _page(html)
    assert page.data[0]["choices"][0]["label"] == hostile
    assert page.choices[0][0] == hostile  # the parser unescapes: the learner reads the name


def test_a_face_down_deal_names_no_tile() -> None:
    """R6: the deal question draws the hands face down; neither its texts, its data nor its
    drawings name a dealt tile."""
    for seed in range(4):
        q = practice("deal", seed=seed, level=3, lang="fi")
        html = _saved(Exercise(q))
        drawings = [base64.b64decode(d).decode() for d in
                    re.findall(r"data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)", html)]
        dealt = [str(t) for hand in q.position["game"].hand.deal for t in hand]
        # the tooltips of the cited rules are the rule book's lines (R4 names the set's
        # [0|0]-[6|6], no dealt tile): the same for every deal, and left out of the search
        lines = re.findall(r'"ruleLines":(\{[^}]*\})', html)
        assert lines and all(json.loads(f) == {r: rule_lines("fi")[r] for r in json.loads(f)}
                                for f in lines)
        html = re.sub(r'"ruleLines":\{[^}]*\}', "", html)
        for where in (html, *drawings):
            assert not any(t in where for t in dealt)
            assert not re.search(r"\[\d\|\d\]", where)


def test_quiz_and_practice_save_checkable_questions() -> None:
    """A Quiz keeps its numbering and one script for all its questions; Practice its question."""
    quiz = Quiz.of(["round", "draw", "legal"], seed=3, lang="it")
    html = quiz.static_html()
    page = _page(html)
    assert len(page.data) == 3 and page.scripts == 4
    assert all(f"<b>{i}.</b>" in html for i in (1, 2, 3))
    practice_page = _page(Practice("counted", seed=2, lang="fi").static_html())
    assert practice_page.data[0]["form"] == "several"
    assert practice_page.data[0]["labels"]["again"] == text("fi", "again")


def test_the_new_messages_exist_in_three_languages() -> None:
    for key in ("again", "static.choices", "static.numbers", "static.in", "static.out"):
        english = text("en", key, choice="X")
        for lang in ("it", "fi"):
            assert text(lang, key, choice="X") not in ("", english), (lang, key)


def test_a_doubled_minus_is_a_clear_error() -> None:
    """An answer like `--5` gets the whole-number message, not a traceback."""
    q = practice("round", seed=1)
    with pytest.raises(AnswerError, match="whole number"):
        q.check("--5")


def test_the_script_ships_in_the_package() -> None:
    path = Path(__file__).resolve().parent.parent / "fiveup_viz" / "static" / "exercise.js"
    assert exercise_js() == path.read_text(encoding="utf-8")
    assert "eval(" not in exercise_js() and "innerHTML" not in exercise_js()
