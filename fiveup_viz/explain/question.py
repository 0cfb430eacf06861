"""A question about a game position: its text, the engine's solution, choices and checker.

`fiveup_viz.pages.exercises` makes questions from real games; this module holds what a question
is and how an answer is checked (`Question.check`), in the question's language.
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from typing import Any

from fiveup_viz.words.errors import FiveUpError
from fiveup_viz.words.fluent import form_text, listing, numeral
from fiveup_viz.words.messages import exercise as text
from fiveup_viz.words.messages import repr_text

LEVELS = 3
#: The letters a question's choices go by where they are places on a drawing: a worksheet's
#: picture and choices, a game page's "where" question (issue 31; `choice_letters`).
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: A whole number as a learner types it (ASCII digits; the static page's script reads the same).
_WHOLE = re.compile(r"-?[0-9]+")
#: Where a learner's answer goes into a message the script fills in (never in a message).
SLOT = "\ue000"
#: A rule or decision an explanation cites (R14, D6).
#: A rule or decision a text cites (R14, D2).
RULE = re.compile(r"\b[RD]\d+\b")
#: Where a difficulty measure starts each level above the first, per kind.
_THRESHOLDS: dict[str, tuple[int, int]] = {
    "score": (4, 8), "counted": (4, 8), "legal": (4, 8), "draw": (4, 8),
    "round": (3, 5), "going-out": (3, 4), "blocked": (3, 4), "deal": (3, 4),
    "seating": (3, 4), "target": (150, 275), "sheet": (10, 30),
}
#: The rules that decide a question of each kind, whatever its answer: what a wrong answer
#: sends the learner back to (issue 31, point 3: the right answer's own rules would give it away,
#: e.g. R18 alone for "draw").
DECIDING: dict[str, tuple[str, ...]] = {
    "score": ("R14", "R15"), "counted": ("R14",), "legal": ("R9", "R11", "R13"),
    "round": ("R24",), "going-out": ("R22", "R23", "R24"), "blocked": ("R24", "R25"),
    "deal": ("R4", "R6"), "seating": ("R5",), "draw": ("R13", "R17", "R18", "R19"),
    "target": ("R2", "R3"), "sheet": ("R28", "D7"),
}


class AnswerError(FiveUpError):
    """An answer that is not of the question's form (a number, or one of its choices)."""


def point_letters(keys: Iterable[Hashable]) -> dict[Any, str]:
    """Each key with its letter (`LETTERS`), in the keys' order, a key given twice lettered once:
    the one lettering of the places a drawing names (a question's choices, `choice_letters`; the
    class's moves at a table, issue 31)."""
    ordered = list(dict.fromkeys(keys))
    return {key: LETTERS[i] for i, key in enumerate(ordered)}


def lettered_label(lang: str, letter: str, label: str) -> str:
    """A choice's or a move's label started by its letter, "A · [0|2] high end" (`point_letters`)."""
    return text(lang, "choice.lettered", letter=letter, label=label)


def choice_letters(q: Question) -> dict[Any, str]:
    """Each of `q`'s choices' keys with its letter (`LETTERS`), in the choices' order: the one
    lettering of a worksheet's picture and a page's "where" question (issue 31)."""
    return point_letters(c.key for c in q.choices)


def level_of(kind: str, difficulty: int) -> int:
    """The level (1..LEVELS) of a difficulty measure of `kind`."""
    low, high = _THRESHOLDS[kind]
    return 1 if difficulty < low else 2 if difficulty < high else 3


@dataclass(frozen=True)
class Choice:
    """One answer the learner may pick: `key` is what is compared, `label` what is shown."""

    key: Hashable
    label: str


@dataclass(frozen=True)
class Feedback:
    """The result of checking an answer: right or wrong, and why (naming the rule)."""

    correct: bool
    explanation: str

    def __bool__(self) -> bool:
        return self.correct

    def _repr_html_(self) -> str:
        colour = "#2e7d32" if self.correct else "#8a1f11"
        return f'<div class="feedback" style="color: {colour};">{html.escape(self.explanation)}</div>'


@dataclass
class Question:
    """A question about one position: text, picture, the engine's solution and a checker.

    `solution` is an int (score, round, going-out, blocked, deal, target, sheet), a frozenset
    of engine objects (counted: `CountedEnd`, legal: `LegalPoint`) or a name (seating, draw).
    """

    kind: str
    lang: str
    difficulty: int
    text: str
    solution: Any
    why: str  #: the explanation of the right answer
    pictures: tuple[str, ...] = ()
    choices: tuple[Choice, ...] = ()
    multiple: bool = False  #: several choices may be right (counted, legal)
    reasons: dict[Hashable, str] = field(default_factory=dict)  #: why a wrong choice is wrong
    keyer: Callable[[Any], Hashable] | None = None
    position: dict[str, Any] = field(default_factory=dict)  #: the game objects asked about
    decides: tuple[str, ...] = ()  #: the rules deciding it, if not its kind's `DECIDING`
    #: a wrong choice made by a known slip: the slip in one sentence with its one or two rules,
    #: said instead of `rules_again` (teach18 F4: six rules to reread are a reading list)
    slips: dict[Hashable, str] = field(default_factory=dict)

    @property
    def level(self) -> int:
        return level_of(self.kind, self.difficulty)

    @property
    def picture(self) -> str | None:
        """The main drawing (SVG), or None."""
        return self.pictures[0] if self.pictures else None

    # -- answers --------------------------------------------------------------
    def key(self, item: Any) -> Hashable:
        """The choice key an answer item stands for; AnswerError if it is none of them."""
        for c in self.choices:
            if isinstance(item, str) and item.strip() == c.label:
                return c.key
        key = self.keyer(item) if self.keyer is not None else item
        if key not in {c.key for c in self.choices}:
            raise AnswerError(text(self.lang, "bad.item", item=item))
        return key

    def solution_keys(self) -> frozenset[Hashable]:
        """The solution as choice keys."""
        if self.multiple:
            return frozenset(self.key(s) for s in self.solution)
        return frozenset([self.key(self.solution)])

    def label(self, key: Hashable) -> str:
        return next(c.label for c in self.choices if c.key == key)

    def answer_text(self) -> str:
        """The solution in words."""
        if not self.choices:
            return numeral(self.solution)
        keys = [c.key for c in self.choices if c.key in self.solution_keys()]
        return ", ".join(self.label(k) for k in keys) or text(self.lang, "none")

    def check(self, answer: Any) -> Feedback:
        """Right or wrong, with the explanation of the right answer (AnswerError if malformed)."""
        correct, said, missed, reasons = self._judge(answer)
        if correct:
            return Feedback(True, f"{text(self.lang, 'right')} {self.why}")
        if missed:
            said.append(text(self.lang, "missed", items=self._quoted(missed)))
        return Feedback(False, " ".join([*said, *reasons, self.why]))

    def withheld(self, answer: Any) -> Feedback:
        """As `check`, but a wrong answer's feedback keeps the right answer back (for a class
        that tries again): what is wrong, how many right choices were left out, the reasons
        against the chosen wrong choices and the rules that decide it. Nothing chosen (where
        some choice is right) or nothing typed is no answer: AnswerError, not a wrong try that
        tells how many choices are right (issue 31, teach28 friction 6)."""
        if self._empty(answer):
            raise AnswerError(text(self.lang, "bad.empty" if not self.choices else "bad.none"))
        correct, said, missed, reasons = self._judge(answer)
        if correct:
            return self.check(answer)
        if missed:
            said.append(text(self.lang, "missed.some", count=len(missed)))
        chosen = [r for r in reasons if r in self.slips.values()]
        return Feedback(False, " ".join([*said, *reasons] if chosen else
                                        [*said, *reasons, self.rules_again()]))

    def _empty(self, answer: Any) -> bool:
        """No answer at all: a blank number box, or no choice of several when one is right."""
        if not self.choices:
            return answer is None or not str(answer).strip()
        if not self.multiple or not self.solution_keys():
            return False
        items = answer.split(",") if isinstance(answer, str) else list(answer or ())
        return not [a for a in items if not isinstance(a, str) or a.strip()]

    def rules(self) -> list[str]:
        """The rules and decisions the explanation cites, R before D, in number order."""
        return _in_order(m.group(0) for m in RULE.finditer(self.why))

    def deciding(self) -> list[str]:
        """The rules that decide the question whatever its answer (`DECIDING` of its kind, or
        its own `decides`), R before D, in number order: a wrong answer cites these."""
        return _in_order(self.decides or DECIDING[self.kind])

    def rules_again(self) -> str:
        """A sentence sending the learner back to the rules that decide the question (the
        same for every answer: `deciding`)."""
        cited = self.deciding()
        return text(self.lang, "rules.again", count=len(cited), rules=", ".join(cited))

    def _judge(self, answer: Any) -> tuple[bool, list[str], list[Hashable], list[str]]:
        """Whether `answer` is right; the sentence saying what was answered; the right choices
        left out (several choices); the reasons against the chosen wrong choices."""
        if not self.choices:
            value = _as_int(answer, self.lang)
            return value == self.solution, [text(self.lang, "wrong", answer=str(value))], [], []
        items = list(answer) if self.multiple and not isinstance(answer, str) else [answer]
        if self.multiple and isinstance(answer, str):
            items = [a for a in answer.split(",") if a.strip()] if answer.strip() else []
        keys = {self.key(a) for a in items}
        if not self.multiple and len(keys) != 1:
            raise AnswerError(text(self.lang, "bad.choice",
                                   choices=", ".join(c.label for c in self.choices)))
        right = self.solution_keys()
        shown = self._quoted([c.key for c in self.choices if c.key in keys])
        said = text(self.lang, "wrong", answer=shown) if shown else text(self.lang, "wrong.none")
        missed = [c.key for c in self.choices if c.key in right - keys] if self.multiple else []
        told = {**self.slips, **self.reasons}
        reasons = [told[k] for k in (c.key for c in self.choices) if k in keys - right and k in told]
        return keys == right, [said], missed, reasons

    def _quoted(self, keys: list[Hashable]) -> str:
        """Choices as the learner's answer, each quoted as an answer (`“pass” and “draw”`)."""
        return listing([text(self.lang, "quoted", text=self.label(k)) for k in keys], self.lang)

    # -- showing ----------------------------------------------------------------
    def html(self, *, pictures: bool = True) -> str:
        """The question as static HTML (drawings as images, which every front end shows)."""
        parts = [f'<p class="question">{html.escape(self.text)}</p>']
        if pictures:
            parts += [f"<div>{svg_img(p)}</div>" for p in self.pictures]
        if self.choices:
            items = "".join(f"<li>{html.escape(c.label)}</li>" for c in self.choices)
            parts.append(f'<ul class="choices">{items}</ul>')
        return f'<div class="fiveup-question">{"".join(parts)}</div>'

    def _repr_html_(self) -> str:
        return self.html()

    def __repr__(self) -> str:
        words = repr_text(self.lang, "question", kind=repr_text(self.lang, f"kind.{self.kind}"),
                          level=self.level, question=self.text)
        return f"<Question {words}>"


def _in_order(rules: Iterable[str]) -> list[str]:
    """Rules and decisions (`R14`, `D6`) once each, R before D, in number order."""
    found = {(r[0], int(r[1:])) for r in rules}
    return [f"{letter}{n}" for letter, n in sorted(found, key=lambda r: (r[0] != "R", r[1]))]


def svg_img(svg: str) -> str:
    """An SVG drawing as an `<img>` (sanitizers keep it where they drop inline `<svg>`)."""
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return f'<img alt="" style="max-width: 100%; height: auto;" src="data:image/svg+xml;base64,{data}">'


def _as_int(answer: Any, lang: str) -> int:
    if isinstance(answer, bool):
        raise AnswerError(text(lang, "bad.int"))
    if isinstance(answer, int):
        return answer
    if isinstance(answer, str):
        match = _WHOLE.fullmatch(answer.strip().replace("−", "-"))
        if match:
            return int(match.group(0))
    raise AnswerError(text(lang, "bad.int"))


def points(raw: int, lang: str) -> str:
    """`4 displayed points (20 raw)`: displayed first, raw in parentheses (R1)."""
    shown = raw // 5
    return text(lang, "points.one" if shown == 1 else "points", shown=shown, raw=raw)


def placement_points(raw: int, lang: str) -> str:
    """`10 raw (2 displayed)`: a placement's points in an answer's reason, in the order of the
    layout's caption and RULES.md's description wording (teach11 friction 7)."""
    shown = raw // 5
    return text(lang, "placement.points.one" if shown == 1 else "placement.points", shown=shown,
                raw=raw)


# -- checking without a kernel ------------------------------------------------------
def _slots(lang: str, key: str, name: str) -> list[str]:
    """A message cut where the variable `name` goes: the script joins the parts around it."""
    return text(lang, key, **{name: SLOT}).split(SLOT)


def _list_slots(lang: str) -> list[str]:
    """The language's `a, b and c` (terms.ftl `list-and`) cut around its head and its last item."""
    return form_text(lang, "list-and", head=SLOT, last=SLOT).split(SLOT)


def _form(q: Question) -> str:
    return "several" if q.multiple else "one" if q.choices else "number"


def answer_data(q: Question) -> dict[str, Any]:
    """What a kernel-free checker (`static/exercise.js`) needs to check any answer as
    `q.withheld` would: texts and verdicts (the exercises of `fiveup_viz.widgets.answers`, a
    quiz's questions of `fiveup_viz.pages.quiz`); the right answer's words wait for a right
    answer or Show the answer."""
    lang = q.lang
    data: dict[str, Any] = {
        "form": _form(q), "why": q.why, "right": q.check(q.solution).explanation,
        "rulesAgain": q.rules_again(),
        "labels": {"check": text(lang, "check"), "again": text(lang, "again"),
                   "reveal": text(lang, "reveal"), "answer": text(lang, "answer"),
                   "hint": text(lang, "choose" if q.choices else "type"),
                   "answerIs": text(lang, "answer.is", solution=q.answer_text())},
        # "Check" with nothing chosen or typed: not a try (issue 31, teach28 friction 6)
        "empty": text(lang, "bad.empty" if not q.choices else "bad.none"),
        "emptyIsAnswer": bool(q.multiple and not q.solution_keys()),
    }
    if not q.choices:
        return {**data, "solution": str(q.solution), "badInt": text(lang, "bad.int"),
                "wrong": _slots(lang, "wrong", "answer")}
    right = q.solution_keys()
    if not q.multiple:
        return {**data, "badChoice": text(lang, "bad.choice",
                                          choices=", ".join(c.label for c in q.choices)),
                "choices": [{"label": c.label, "right": c.key in right,
                             "say": q.withheld(c.key).explanation} for c in q.choices]}
    return {**data, "wrong": _slots(lang, "wrong", "answer"), "wrongNone": text(lang, "wrong.none"),
            "missedSome": [text(lang, "missed.some", count=n) for n in range(len(right) + 1)],
            "quote": _slots(lang, "quoted", "text"), "listAnd": _list_slots(lang),
            "choices": [{"label": c.label, "right": c.key in right,
                         "reason": q.reasons.get(c.key, "")} for c in q.choices]}
