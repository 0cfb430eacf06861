"""Every error the package raises for bad input: `FiveUpError` and its subclasses, all
`ValueError`s (`UnknownExampleError` is a `KeyError` too, `WrongTypeError` a `TypeError`).

Every error carries its message as data, a `Message`: the id of a message of `errors.ftl`
(`fiveup_viz/locales/LANG/errors.ftl`), the values it needs and the rule it names.
`str(error)` is the English text; `error.say("it")` and `error.say("fi")` tell the same
in Italian and Finnish; `error.rule` is the rule (e.g. "R17") or None.

`Message` is the package's one message as data (a step of `fiveup_viz.explain.steps` is one too, of
`ui.ftl`), `word` the one way a message's value is said, and `check_lang` the one check of a
language code. Errors say themselves through the Fluent core, `fiveup_viz.words.fluent`, which they
import; nothing sets anything here from above.
"""

from __future__ import annotations

import errno
from collections.abc import Mapping
from typing import Any

from fiveup_viz.words.fluent import (
    LANGUAGES,
    PSEUDO_LANGUAGES,
    entries_said,
    names_said,
    numeral,
    phrases,
    point_said,
    side_name,
    term_name,
)
from fiveup_viz.words.quoting import quote
from fiveup_viz.words.values import Count, Entries, Form, Names, Point, Side, Term


class Message:
    """A message as data: the id of a message in a message file (`errors` unless told), the
    rules it cites and the values it is given, said in any language by `say(lang)`.

    `Message("draw.can-place", "R17", seat=0)` is an error's (`errors.ftl`);
    `Message.of("ui", "end.free", {"tile": tile}, ("R13", "R14"))` a step of an explanation
    (`fiveup_viz.explain.steps`), which may also carry a `tone` for a renderer and the scoring
    `event` it tells. Values are said by `word`; the rules go in brackets at the end unless the
    phrase places `{rule}` itself.
    """

    __slots__ = ("event", "file", "key", "rules", "tone", "values")

    def __init__(self, key: str, /, *rules: str | None, **values: Any) -> None:
        self.key = key
        self.rules: tuple[str, ...] = tuple(rule for rule in rules if rule)
        self.values = values
        self.file = "errors"
        self.tone = ""  #: "", "accepted", "discarded", "won" or "muted": how a renderer colours it
        self.event: Any = None  #: the scoring event a step tells (`fiveup_viz.rules.game.ScoreEvent`)

    @classmethod
    def of(cls, file: str, key: str, values: Mapping[str, Any] | None = None,
           rules: tuple[str, ...] = (), tone: str = "", event: Any = None) -> Message:
        """A message of `file` with its values, rules, tone and event."""
        made = cls(key, *rules, **(values or {}))
        made.file, made.tone, made.event = file, tone, event
        return made

    @property
    def rule(self) -> str | None:
        """Its first rule, else the first rule of a message or error it holds; or None."""
        if self.rules:
            return self.rules[0]
        for value in self.values.values():
            inner = value.rule if isinstance(value, Message | FiveUpError) else None
            if inner:
                return inner
        return None

    def __getitem__(self, name: str) -> Any:
        return self.values[name]

    def say(self, lang: str = "en") -> str:
        """The message in `lang`, a language already checked (`messages.Words`)."""
        template = phrases(lang, self.file)[self.key]
        cited = ", ".join(self.rules)
        text = template.format(rule=cited or None, **{k: word(v, lang) for k, v in self.values.items()})
        return f"{text} ({cited})" if cited and "{rule}" not in template else text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Message) and self._compared() == other._compared()

    def __hash__(self) -> int:
        return hash((self.file, self.key, self.rules, self.tone))

    def _compared(self) -> tuple[Any, ...]:
        return self.file, self.key, self.rules, self.tone, self.values

    def __str__(self) -> str:
        return self.say("en")

    def __repr__(self) -> str:
        values = "".join(f", {k}={v!r}" for k, v in self.values.items())
        rules = "".join(f", {r!r}" for r in self.rules)
        file = "" if self.file == "errors" else f" of {self.file}"
        return f"Message({self.key!r}{rules}{values}){file}"


def _known(key: str, english: str) -> bool:
    errors = phrases("en", "errors")
    return key in errors and errors[key] == english


def os_reason(exc: OSError | ValueError) -> Message | str:
    """Why the system refused to read or write, as a message when the message files know the
    error (its English equals the system's own text), else the system's text."""
    text = getattr(exc, "strerror", None) or str(exc)
    code = getattr(exc, "errno", None)
    key = f"os.{errno.errorcode.get(code, '')}" if isinstance(code, int) else ""
    return Message(key) if key and _known(key, text) else _said("os-", text)


def json_reason(text: str) -> Message | str:
    """Python's JSON reader's reason (`Expecting value`) as a message when the message files
    knows it, else as it is; without the trailing "at" of some reasons (`Unterminated string
    starting at`), since the message places the line and column itself."""
    return _said("json-why-", text.removesuffix(" at"))


def _said(prefix: str, text: str) -> Message | str:
    """The message whose id starts with `prefix` and whose English is `text`, else `text`."""
    for key, english in phrases("en", "errors").items():
        if key.startswith(prefix) and english == text:
            return Message(key)
    return text

def word(value: Any, lang: str = "en") -> Any:
    """A value as a message receives it, said in `lang`: a message or an error as its sentence,
    a counted word (`5 pips`), a socket or other code word, a side, several players, players
    with figures, a tile's point; a whole number stays a number (a message selects on its
    plural category or case); a word with forms or a person keeps them; anything else is its
    text."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, Message | FiveUpError):
        return value.say(lang)
    if isinstance(value, Count):  # with its forms, if the language's terms.ftl has `count-UNIT`
        said = phrases(lang, "ui")[f"n.{value.unit}"].format(n=numeral(value.n), count=value.n)
        return Form(said, f"count-{value.unit}", n=numeral(value.n), count=value.n, said=said)
    if isinstance(value, Term):  # a socket as a player reads it, with its forms (en-rules-review T5)
        return term_name(value, lang)
    if isinstance(value, Side):
        return side_name(value, lang)
    if isinstance(value, Names):
        return names_said(value, lang)
    if isinstance(value, Entries):
        return entries_said(value, lang)
    if isinstance(value, Point):
        return point_said(value, lang)
    return value if isinstance(value, str) else str(value)


class FiveUpError(ValueError):
    """Base class of every error of this package.

    Give it a `Message` (or, from code outside the package, plain text) and optionally the
    rule; `say(lang)` tells it in en, it or fi.
    """

    def __init__(self, message: str | Message = "", rule: str | None = None) -> None:
        if isinstance(message, Message) and rule and not message.rules:
            message = Message(message.key, rule, **message.values)
        self.message = message
        self._rule = rule or None
        super().__init__(self.say("en"))

    @property
    def rule(self) -> str | None:
        """The rule the error names (e.g. "R17"), or None."""
        if isinstance(self.message, Message):
            return self.message.rule
        return self._rule

    @rule.setter
    def rule(self, value: str | None) -> None:
        self._rule = value

    def say(self, lang: str = "en") -> str:
        """The message in `lang` (en, it or fi); ValueError for an unknown language."""
        check_lang(lang)
        if isinstance(self.message, Message):
            return self.message.say(lang)
        return f"{self.message} ({self._rule})" if self._rule else self.message


class WrongTypeError(FiveUpError, TypeError):
    """An argument of the wrong type (text where a number goes, a list where a record goes):
    a `TypeError` too, so `except TypeError` still catches it."""


class InvalidTileError(FiveUpError):
    """Text or numbers that are not a tile of the double-six set (R4)."""


class InvalidSocketError(FiveUpError):
    """A socket name that is not one of RECORD.md's six."""


class InvalidNameError(FiveUpError):
    """A player name, title or description outside RECORD.md's limits (length, characters)."""


class AnnotationError(InvalidNameError):
    """A note or mark outside RECORD.md's Annotations rules (mark, languages, length, characters);
    also a title or description written per language."""


class InvalidSeatError(FiveUpError):
    """A seat number that is not a seat of the game (R5)."""


class InvalidSettingError(FiveUpError):
    """An impossible game setting or index: player count (R5), max_hands (D3), seed digits,
    a hand or step that does not exist."""


class ThemeError(FiveUpError):
    """A drawing theme that is not one of `svg.THEMES`, or a colour role no theme has."""


class IllegalActionError(FiveUpError):
    """An action the rules forbid now; `rule` names the rule (e.g. "R17")."""


class IllegalMoveError(IllegalActionError):
    """A placement that is not legal on this layout or for this player."""


class IllegalDrawError(IllegalActionError):
    """A draw the rules forbid (R17, R18)."""


class IllegalPassError(IllegalActionError):
    """A pass the rules forbid (R19, R20)."""


class GameOverError(IllegalActionError):
    """An action after the hand or the game has ended (R3, R20, R21)."""


class RecordError(FiveUpError):
    """An invalid game record: names the hand and action at fault (RECORD.md).

    `reason` is a `Message`, or an error of the replay it wraps (its rule is kept);
    `where(lang)` is the `hand H action A: ` prefix and `reason` the English reason.
    """

    def __init__(self, reason: str | Message | FiveUpError, hand: int | None = None,
                 action: int | None = None) -> None:
        self.inner = reason if isinstance(reason, FiveUpError) else FiveUpError(reason)
        self.reason = self.inner.say("en")
        self.hand = hand
        self.action = action
        super().__init__(self.inner.message)

    @property
    def rule(self) -> str | None:
        return self.inner.rule

    @rule.setter
    def rule(self, value: str | None) -> None:
        self.inner.rule = value

    def where(self, lang: str = "en") -> str:
        """`hand H action A: `, `hand H: ` or nothing, in `lang`."""
        check_lang(lang)
        if self.hand is None:
            return ""
        if self.action is None:
            return Message("where.hand", hand=self.hand).say(lang)
        return Message("where.action", hand=self.hand, action=self.action).say(lang)

    def say(self, lang: str = "en") -> str:
        inner: FiveUpError | None = getattr(self, "inner", None)
        if inner is None:  # during __init__
            return ""
        return self.where(lang) + inner.say(lang)


# -- errors of the package's other layers -----------------------------------------------
class UnknownLanguageError(FiveUpError):
    """A language code that is not one of the package's (`fiveup_viz.words.fluent.LANGUAGES`)."""

    def __init__(self, lang: object, known: tuple[str, ...]) -> None:
        self.lang = lang
        super().__init__(Message("lang.unknown", lang=repr(lang), known=", ".join(known)))


class UnknownExampleError(FiveUpError, KeyError):
    """A name that is not one of the example games (`fiveup_viz.rules.examples.NAMES`)."""

    def __str__(self) -> str:  # a KeyError's own str() would quote the message
        return self.say("en")


class InvalidStrategyError(InvalidSettingError):
    """A bot strategy that does not exist, or not one strategy per seat (R5)."""


class InvalidExerciseError(InvalidSettingError):
    """An exercise that cannot be made: an unknown kind, a level out of range, a quiz with no
    question."""


class EmptyGameError(FiveUpError):
    """A game or record with no hand to show."""


class NotYourTurnError(IllegalActionError):
    """The learner acts at a table when it is another seat's turn (R5)."""


class CliError(FiveUpError):
    """A problem with the command's arguments or output: one error line and an exit status
    (`status`: 2 bad input, 1 the system refused the output)."""

    def __init__(self, message: str | Message, status: int = 2) -> None:
        super().__init__(message)
        self.status = status


def check_lang(lang: object) -> str:
    """`lang` if it is a known language code (a pseudo-locale too), else UnknownLanguageError
    (a ValueError) naming the learner's languages; WrongTypeError when it is not text. The one
    check of a language code (`fiveup_viz.words.messages.Words` checks with it)."""
    if not isinstance(lang, str):
        raise WrongTypeError(Message("type.lang", type=type(lang).__name__, value=quote(lang),
                                     known=", ".join(LANGUAGES)))
    if lang not in LANGUAGES + PSEUDO_LANGUAGES:
        raise UnknownLanguageError(lang, LANGUAGES)
    return lang
