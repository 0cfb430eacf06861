"""The words of the command line: the language a command speaks (its `--lang`, else the
environment's, as gettext reads it), argparse's own words in it, the `--lang` option, and the
argument types that refuse bad input in that language."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from fiveup_viz.words.environment import env_language
from fiveup_viz.words.errors import Message
from fiveup_viz.words.fluent import LANGUAGES, PSEUDO_LANGUAGES
from fiveup_viz.words.messages import ARGPARSE_TEXTS, CLI_TEXTS
from fiveup_viz.words.quoting import INT_DIGITS, quote


def _whole(least: int, rule: str = "", lang: str = "en",
           most: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number of at least `least` and at most 30 digits (and at
    most `most` when given)."""
    def convert(text: str) -> int:
        digits = text.strip().lstrip("+-")
        if not digits.isdigit() or not digits.isascii() or len(digits) > INT_DIGITS \
                or not least <= int(text) <= (int(text) if most is None else most):
            said = Message("cli.whole", rule, text=quote(text), least=least) if most is None \
                else Message("cli.whole-most", rule, text=quote(text), least=least, most=most)
            raise argparse.ArgumentTypeError(said.say(lang))
        return int(text)
    convert.__name__ = "whole number"
    return convert


def _counted(what: str, lang: str) -> Callable[[str], int]:
    """An argparse type: a hand or action number (`what`) as a person reads it, counted from 1
    (RECORD.md); `--hand 0`, a record's index, is refused in words that say so."""
    whole = _whole(1, lang=lang)

    def convert(text: str) -> int:
        try:
            return whole(text)
        except argparse.ArgumentTypeError:
            said = Message(f"cli.{what}-number", text=quote(text)).say(lang)
            raise argparse.ArgumentTypeError(said) from None
    convert.__name__ = "whole number"
    return convert


def _seed(lang: str) -> Callable[[str], int]:
    """An argparse type: an integer of at most 30 digits (D4)."""
    def convert(text: str) -> int:
        digits = text.strip().lstrip("+-")
        if not digits.isdigit() or not digits.isascii() or len(digits) > INT_DIGITS:
            raise argparse.ArgumentTypeError(
                Message("cli.seed", "D4", text=quote(text), digits=INT_DIGITS).say(lang))
        return int(text)
    return convert


def _number(kind: Callable[[str], float], lang: str) -> Callable[[str], float]:
    """An argparse type: a number (`float`) or an integer (`int`), refused in `lang`."""
    def convert(text: str) -> float:
        try:
            return kind(text)
        except ValueError:
            key = "cli.integer" if kind is int else "cli.number"
            raise argparse.ArgumentTypeError(Message(key, text=quote(text)).say(lang)) from None
    return convert


def _choice(choices: Sequence[object]) -> Callable[[str], str]:
    """An argparse type: the choice a text names whatever its case (`A4` is a4, `IT` is it);
    any other text as it is, for argparse to refuse with the choices."""
    def convert(text: str) -> str:
        return next((str(c) for c in choices if str(c).casefold() == text.casefold()), text)
    convert.__name__ = "choice"
    return convert


def _listed(lang: str, key: str, choices: Sequence[object]) -> str:
    """The help of an option in `lang`, listing its choices."""
    return CLI_TEXTS[lang][key].format(choices=", ".join(str(c) for c in choices))


def record_or_example(lang: str) -> str:
    """The help of a command's record argument in `lang`: a file, - for stdin, or an example
    game's name, each listed (`fiveup_viz.rules.examples.NAMES`, as `cli.read` reads them)."""
    from fiveup_viz.rules.examples import NAMES

    return _listed(lang, "opt.record-or-example", NAMES)


# -- the language of the command line ------------------------------------------------
class _Choices(tuple[str, ...]):
    """`--lang`'s choices as help and errors list them (en, it, fi); a pseudo-locale (en-XA,
    for tests: tests/test_pseudo_locale.py) is accepted too without being listed."""

    __slots__ = ()

    def __contains__(self, value: object) -> bool:
        return value in PSEUDO_LANGUAGES or super().__contains__(value)


LANG_CHOICES = _Choices(LANGUAGES)
_ANY_LANG = (*LANGUAGES, *PSEUDO_LANGUAGES)  #: what `--lang` takes, whatever its case


def cli_language(argv: Sequence[str]) -> str:
    """The language of a command: its `--lang` when it gives one of en, it, fi (or the
    pseudo-locale en-XA), else the environment's."""
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        value = argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else \
            arg.split("=", 1)[1] if arg.startswith("--lang=") else None
        if value is not None and _choice(_ANY_LANG)(value) in LANG_CHOICES:
            return _choice(_ANY_LANG)(value)
    return env_language()


@contextmanager
def _argparse_speaks(lang: str) -> Iterator[None]:
    """argparse's own words (usage, options, its error messages) in `lang` for a while."""
    texts = ARGPARSE_TEXTS[lang]
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._ = lambda text: texts.get(text, text)  # type: ignore[attr-defined]
    argparse.ngettext = lambda one, other, n: texts.get(  # type: ignore[attr-defined]
        one if n == 1 else other, one if n == 1 else other)
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


def _meta(lang: str, key: str) -> str | None:
    """A metavar in `lang`; in English argparse's own (the option's name)."""
    return None if lang == "en" else CLI_TEXTS[lang][f"meta.{key}"]


def _add_lang(sub: argparse.ArgumentParser, lang: str, key: str = "opt.lang") -> None:
    """`--lang en|it|fi` (any case); without it the environment's language (`cli_language`)."""
    sub.add_argument("--lang", type=_lang_type(), choices=LANG_CHOICES, default=None,
                     help=_listed(lang, key, LANG_CHOICES))


def _lang_type(*more: str) -> Callable[[str], str]:
    """An argparse type for a `--lang`: a language code (or one of `more`) in any case."""
    return _choice((*_ANY_LANG, *more))
