"""Every sentence the package shows, in the learner's language: `Words`, the one object for a
language, checked once, and the message files read as tables.

The messages are Project Fluent files a translator owns (`fiveup_viz/locales/LANG/FILE.ftl`),
read and formatted by the Fluent core `fiveup_viz.words.fluent` (bundles, phrases, the values a
message is given); a message as data is `fiveup_viz.words.errors.Message`. `check_lang` (from
`fiveup_viz.words.errors`) is the one check of a language code. `text`, `phrases` and the helpers
below check a plain language code and pass a `Words` on unchecked.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from fiveup_viz.words import fluent
from fiveup_viz.words.errors import Message, check_lang, word

__all__ = [
    "ARGPARSE_TEXTS", "CLI_TEXTS", "ERROR_TEXTS", "EXERCISE_TEXTS", "PAGE_TEXTS", "REPR_TEXTS",
    "TEXTS", "Words", "by_key", "by_language", "error_text", "exercise", "page",
    "phrase", "phrases", "repr_text", "table", "tables", "text", "ui",
]


class Words(str):
    """The words of one language, checked once: `Words("it")` is the language code itself
    (it goes wherever a `lang` goes, so a function that only passes the language on needs no
    change), and says things in it. `Words(words)` is `words`, not checked again; any other
    value is checked by `check_lang`. The edge (a widget, a page writer, the command line)
    makes one and passes it down.
    """

    def __new__(cls, lang: object) -> Words:
        if isinstance(lang, Words):
            return lang
        return super().__new__(cls, check_lang(lang))

    def say(self, message: Message) -> str:
        """A message as data (an error's, a step's) as a sentence in this language."""
        return message.say(self)

    def word(self, value: Any) -> Any:
        """One value of a message as this language says it (`errors.word`)."""
        return word(value, self)

    def phrases(self, file: str) -> fluent.Phrases:
        """The messages of one file (see `fluent.Phrases`)."""
        return fluent.phrases(self, file)

    def text(self, file: str, msg_id: str, /, **args: Any) -> str:
        """One message of `file`, formatted with `args`; KeyError for an unknown id."""
        return fluent.text(self, file, msg_id, **args)

    def ui(self, key: str, **values: Any) -> str:
        """A widget or command-line label: `Words("fi").ui("next")` is the Finnish for Next."""
        return fluent.phrases(self, "ui")[f"ui.{key}"].format(**values)

    def decimal(self, value: float, *, places: int = 1, sign: bool = False) -> str:
        """A number with decimals as this language writes it (see `decimal`)."""
        return fluent.decimal(value, self, places=places, sign=sign)


def text(lang: str, file: str, msg_id: str, /, **args: Any) -> str:
    """One message of `file` in `lang`, formatted with `args`; KeyError for an unknown id,
    UnknownLanguageError for an unknown language."""
    return fluent.text(Words(lang), file, msg_id, **args)


def phrases(lang: str, file: str) -> fluent.Phrases:
    """The messages of `file` in `lang` as a mapping (`fluent.Phrases`); UnknownLanguageError
    for an unknown language."""
    return fluent.phrases(Words(lang), file)


class _ByLanguage(Mapping[str, Any]):
    """Language -> what `get(lang)` gives; iterates over the learner's languages, and answers
    a pseudo-locale too."""

    def __init__(self, get: Any) -> None:
        self._get = get

    def __getitem__(self, lang: str) -> Any:
        return self._get(Words(lang))

    def __iter__(self) -> Iterator[str]:
        return iter(fluent.LANGUAGES)

    def __len__(self) -> int:
        return len(fluent.LANGUAGES)


def by_language(file: str) -> Mapping[str, fluent.Phrases]:
    """A file's messages as language -> id -> phrase."""
    return _ByLanguage(lambda lang: phrases(lang, file))


def by_key(file: str) -> dict[str, Mapping[str, fluent.Phrase]]:
    """A file's messages as id -> language -> phrase (tables kept by what they name)."""
    return {key: _ByLanguage(lambda lang, key=key: phrases(lang, file)[key])
            for key in fluent.ids("en", file)}


# -- the message files read as tables (language -> id -> phrase) ------------------------
TEXTS = by_language("ui")
EXERCISE_TEXTS = by_language("exercise")
PAGE_TEXTS = by_language("page")
ERROR_TEXTS = by_language("errors")
CLI_TEXTS = by_language("cli")
REPR_TEXTS = by_language("repr")


@cache
def _argparse(lang: str) -> dict[str, str]:
    """argparse's own msgids (the English file's texts) -> their text in `lang`, a checked one."""
    english, there = fluent.phrases("en", "argparse"), fluent.phrases(lang, "argparse")
    return {str(english[key]): str(there[key]) for key in english}


#: argparse's msgids -> their translation, per language (the English ones map to themselves);
#: a pseudo-locale's too. Read when the command line first needs it, not at import.
ARGPARSE_TEXTS: Mapping[str, dict[str, str]] = _ByLanguage(_argparse)


def table(lang: str) -> fluent.Phrases:
    """The `ui` messages of a language; UnknownLanguageError for an unknown one."""
    return phrases(Words(lang), "ui")


def ui(lang: str, key: str, **values: object) -> str:
    """A widget or command-line label: `ui("fi", "next")` is the Finnish for Next."""
    return table(lang)[f"ui.{key}"].format(**values)


def exercise(lang: str, key: str, **values: object) -> str:
    """An exercise's or the Practice widget's phrase, filled in."""
    return phrases(Words(lang), "exercise")[key].format(**values)


def error_text(lang: str, key: str) -> str:
    """An error's phrase, not filled in; KeyError for a missing phrase."""
    return phrases(Words(lang), "errors")[key]


def repr_text(lang: str, key: str, **values: object) -> str:
    """A widget's or question's text/plain form in `lang`, filled in; a counted key (`quiz`,
    `explorer`) takes `.one` or `.other` by `n`."""
    texts = phrases(Words(lang), "repr")
    if key not in texts:
        key += ".one" if values.get("n") == 1 else ".other"
    return texts[key].format(**values)


def page(lang: str) -> fluent.Phrases:
    """The game viewer's and game page's words in `lang`."""
    return phrases(Words(lang), "page")


def tables() -> dict[str, Mapping[str, Mapping[str, str]]]:
    """Every message file by name ("ui" is `TEXTS`), each language -> id -> phrase."""
    found: dict[str, Mapping[str, Mapping[str, str]]] = {"ui": TEXTS}
    found.update({name: by_language(name) for name in fluent.files() if name != "ui"})
    return found


def phrase(name: str, lang: str, key: str, **values: object) -> str:
    """A message of the named file in a language: `phrase("page", "it", "next")`."""
    return phrases(Words(lang), name)[key].format(**values)
