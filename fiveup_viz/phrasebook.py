"""The message files read as phrase tables (`fiveup_viz.messages` holds the messages).

`TEXTS` (the `ui` file), `EXERCISE_TEXTS`, `PAGE_TEXTS`, `ERROR_TEXTS`, `CLI_TEXTS`,
`REPR_TEXTS` and `ARGPARSE_TEXTS` map a language to its phrases; `tables()` gives every
message file so. One meaning per word: a "hand" is one deal of the game (R8, R20, "blocked
hand"; Finnish "kierros"), a player's "tiles" are what they hold (Finnish "käsi", Italian
"tessere in mano").
"""

from __future__ import annotations

from collections.abc import Mapping

from fiveup_viz.messages import (
    LANGUAGES,
    PSEUDO_LANGUAGES,
    Phrases,
    base_lang,
    by_language,
    check_lang,
    files,
    phrases,
)

__all__ = ["ARGPARSE_TEXTS", "CLI_TEXTS", "ERROR_TEXTS", "EXERCISE_TEXTS", "LANGUAGES",
           "PAGE_TEXTS", "REPR_TEXTS", "TEXTS", "decimal", "error_text", "exercise", "page",
           "phrase", "repr_text", "table", "tables", "ui"]

TEXTS = by_language("ui")
EXERCISE_TEXTS = by_language("exercise")
PAGE_TEXTS = by_language("page")
ERROR_TEXTS = by_language("errors")
CLI_TEXTS = by_language("cli")
REPR_TEXTS = by_language("repr")


def _argparse(lang: str) -> dict[str, str]:
    """argparse's own msgids (the English file's texts) -> their text in `lang`."""
    english, there = phrases("en", "argparse"), phrases(lang, "argparse")
    return {str(english[key]): str(there[key]) for key in english}


#: argparse's msgids -> their translation, per language (the English ones map to themselves);
#: a pseudo-locale's too.
ARGPARSE_TEXTS: dict[str, dict[str, str]] = {lang: _argparse(lang)
                                             for lang in LANGUAGES + PSEUDO_LANGUAGES}


def decimal(value: float, lang: str, *, places: int = 1, sign: bool = False) -> str:
    """A number with `places` decimals as the language writes it: `+7.5` in English,
    `+7,5` in Italian and Finnish."""
    text = f"{value:+.{places}f}" if sign else f"{value:.{places}f}"
    return text if base_lang(lang) == "en" else text.replace(".", ",")


def table(lang: str) -> Phrases:
    """The `ui` messages of a language; UnknownLanguageError for an unknown one."""
    return phrases(check_lang(lang), "ui")


def ui(lang: str, key: str, **values: object) -> str:
    """A widget or command-line label: `ui("fi", "next")` is `Seuraava`."""
    return table(lang)[f"ui.{key}"].format(**values)


def exercise(lang: str, key: str, **values: object) -> str:
    """An exercise's or the Practice widget's phrase, filled in."""
    return phrases(check_lang(lang), "exercise")[key].format(**values)


def error_text(lang: str, key: str) -> str:
    """An error's phrase, not filled in; KeyError for a missing phrase."""
    return phrases(check_lang(lang), "errors")[key]


def repr_text(lang: str, key: str, **values: object) -> str:
    """A widget's or question's text/plain form in `lang`, filled in; a counted key (`quiz`,
    `explorer`) takes `.one` or `.other` by `n`."""
    texts = phrases(check_lang(lang), "repr")
    if key not in texts:
        key += ".one" if values.get("n") == 1 else ".other"
    return texts[key].format(**values)


def page(lang: str) -> Phrases:
    """The game viewer's and game page's words in `lang`."""
    return phrases(check_lang(lang), "page")


def tables() -> dict[str, Mapping[str, Mapping[str, str]]]:
    """Every message file by name ("ui" is `TEXTS`), each language -> id -> phrase."""
    found: dict[str, Mapping[str, Mapping[str, str]]] = {"ui": TEXTS}
    found.update({name: by_language(name) for name in files() if name != "ui"})
    return found


def phrase(name: str, lang: str, key: str, **values: object) -> str:
    """A message of the named file in a language: `phrase("page", "it", "next")` is `Avanti`."""
    return phrases(check_lang(lang), name)[key].format(**values)
