"""Generate the pseudo-locale en-XA from the English message files.

    python scripts/pseudo_locale.py          # write fiveup_viz/locales/en-XA/*.ftl
    python scripts/pseudo_locale.py --check  # exit 1 if the committed files differ

Every English file is parsed with fluent.syntax, its visible text transformed and serialized
again: only text elements and string literals that are text (a placeable `{ "…" }`) change;
variable names, selector keys, function names, their arguments and message ids never do.

The transformation maps each ASCII letter to an accented look-alike that is not ASCII
(`a` → `á`, `b` → `ƀ`, …) and lengthens each text by about 40 % (CLDR's pseudo-locale habit:
other languages run longer than English) by repeating each word's vowels. It keeps what a
user types or reads as code: rule ids (`R14`, `D8`), tile codes (`[1|4]`), digits, punctuation,
argparse's placeholders (`%(prog)s`, `%s`, `%r`), `--options`, quoted code (`'[1|2] on [1|1]
line-b'`, `'_'`), identifiers (`max_hands`, `start_hand()`, `Layout.from_moves`, `RECORD.md`)
and whitespace-only placeables. A text that comes through unchanged in en-XA was not read
from the message files (tests/test_pseudo_locale.py).
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from pathlib import Path

from fluent.syntax import FluentParser, FluentSerializer, ast

from fiveup_viz.files import write_atomic

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "fiveup_viz" / "locales"
SOURCE, TARGET = "en", "en-XA"
STRETCH = 0.4  #: each text grows by this share of its length

LOWER = "áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýž"
UPPER = "ÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓṖǪŔŠŢÚṼŴẊÝŽ"
LETTERS = dict(zip("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", LOWER + UPPER, strict=True))
VOWELS = set("aeiouyAEIOUY")

#: What stays as it is: code a user types or reads, and the game's own notation.
KEEP = re.compile(r"""
      \b[RD]\d{1,2}\b                      # rule ids: R14, D8
    | \[\d\|\d\] | \[[a-z]\|[a-z]\]           # tile codes: [1|4], [a|b]
    | \bU\+ | \b0x                         # code points and bytes: U+FDD0, 0xff
    | %\([a-z_]+\)[sr] | %[sr]             # argparse's placeholders
    | (?<![\w-])--?[a-z][a-z-]*\b          # options: --width, -o
    | (?<!\w)'[^'\s][^']*'(?!\w)           # quoted code: '[1|4]', '_', 'export'
    | \b[A-Za-z][\w-]*(?:\.\w+)+(?:\(\))?  # dotted names: Layout.from_moves, game.json
    | \b[a-z]\w*_\w*(?:\(\))?             # identifiers: max_hands, start_hand()
    | \b\w+\(\)                            # calls: replay()
    | \b(?:LANGUAGE|LANG|LC_[A-Z]+)\b      # the environment's variables
""", re.X)
WORD = re.compile(r"[A-Za-z]+")


def _accent(word: str, extra: int) -> str:
    """`word` in look-alike letters, `extra` letters longer (its vowels repeated in turn)."""
    vowels = [i for i, ch in enumerate(word) if ch in VOWELS] or [len(word) - 1]
    counts = [0] * len(word)
    for k in range(extra):
        counts[vowels[k % len(vowels)]] += 1
    return "".join(LETTERS[ch] * (1 + n) for ch, n in zip(word, counts, strict=True))


def _words(text: str) -> list[re.Match[str]]:
    """The words of a text that are not kept code."""
    plain, at = [], 0
    for m in KEEP.finditer(text):
        plain.append((at, m.start()))
        at = m.end()
    plain.append((at, len(text)))
    return [w for start, end in plain for w in WORD.finditer(text, start, end)]


def pseudo_texts(texts: list[str]) -> list[str]:
    """The visible texts of one pattern in en-XA: their words accented, and the whole about
    STRETCH longer (the extra letters spread over the words by their length); code kept."""
    words = [_words(text) for text in texts]
    letters = sum(len(w.group()) for found in words for w in found)
    needed = math.ceil(STRETCH * sum(len(text) for text in texts))
    out, given, seen = [], 0, 0
    for text, found in zip(texts, words, strict=True):
        parts, at = [], 0
        for w in found:
            seen += len(w.group())
            share = math.ceil(needed * seen / letters) - given
            given += share
            parts += [text[at:w.start()], _accent(w.group(), share)]
            at = w.end()
        parts.append(text[at:])
        out.append("".join(parts))
    return out


def pseudo(text: str) -> str:
    """One visible text in en-XA."""
    return pseudo_texts([text])[0]


def _literal(value: str) -> str:
    """A string literal's source for `value` (Fluent escapes: \\\\, \\", \\uXXXX)."""
    def escape(ch: str) -> str:
        if ch in '\\"':
            return "\\" + ch
        return ch if ch.isprintable() else f"\\u{ord(ch):04X}"
    return "".join(escape(ch) for ch in value)


class _Text:
    """One visible text of a pattern: a text element, or a string literal that is text."""

    def __init__(self, node: ast.TextElement | ast.StringLiteral) -> None:
        self.node = node
        self.value = node.value if isinstance(node, ast.TextElement) else node.parse()["value"]

    def set(self, value: str) -> None:
        self.node.value = value if isinstance(self.node, ast.TextElement) else _literal(value)


def _pattern(pattern: ast.Pattern | None) -> None:
    """Transform a pattern's texts together; each variant of a select is a pattern of its own."""
    texts: list[_Text] = []

    def walk(element: ast.PatternElement | ast.Expression) -> None:
        if isinstance(element, ast.TextElement):
            texts.append(_Text(element))
        elif isinstance(element, ast.Placeable):
            walk(element.expression)
        elif isinstance(element, ast.StringLiteral):
            if element.parse()["value"].strip():  # a text, not a space or line break
                texts.append(_Text(element))
        elif isinstance(element, ast.SelectExpression):  # the variants, never their keys
            for variant in element.variants:
                _pattern(variant.value)

    for element in pattern.elements if pattern is not None else ():
        walk(element)
    if texts:
        for text, value in zip(texts, pseudo_texts([t.value for t in texts]), strict=True):
            text.set(value)


def transform(source: str, name: str) -> str:
    """An English message file as its en-XA file."""
    resource = FluentParser(with_spans=False).parse(source)
    for entry in resource.body:
        if isinstance(entry, ast.Junk):
            raise SystemExit(f"{name}: cannot parse {entry.content[:60]!r}")
        if isinstance(entry, ast.Message | ast.Term):
            _pattern(entry.value)
            for attribute in entry.attributes:
                _pattern(attribute.value)
    head = ast.Comment(f"Generated by scripts/pseudo_locale.py from {SOURCE}/{name}: do not edit.")
    resource.body.insert(0, head)
    return FluentSerializer().serialize(resource)


def generated() -> dict[str, str]:
    """File name -> en-XA text, for every English file."""
    return {path.name: transform(path.read_text(encoding="utf-8"), path.name)
            for path in sorted((LOCALES / SOURCE).glob("*.ftl"))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if the committed en-XA files differ from the generated ones")
    args = parser.parse_args(argv)
    target = LOCALES / TARGET
    files = generated()
    present = {p.name for p in target.glob("*.ftl")}
    if args.check:
        stale = sorted(name for name, text in files.items() if not (target / name).exists()
                       or (target / name).read_text(encoding="utf-8") != text)
        stale += sorted(present - set(files))
        if stale:
            print(f"{TARGET} is out of date ({', '.join(stale)}): run scripts/pseudo_locale.py",
                  file=sys.stderr)
            return 1
        return 0
    target.mkdir(exist_ok=True)
    for name in present - set(files):
        (target / name).unlink()
    for name, text in files.items():
        write_atomic(target / name, text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
