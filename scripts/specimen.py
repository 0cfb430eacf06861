"""Write the specimen book: every message of each language rendered with every kind of value
it can receive, one HTML page per language (fiveup_viz/pages/specimen.py; issue 29 point 6).

    python scripts/specimen.py --out build/specimen            # en.html, it.html, fi.html
    python scripts/specimen.py --out build/specimen --lang fi  # one language
"""

from __future__ import annotations

import argparse
import time

from fiveup_viz.pages.specimen import write_book
from fiveup_viz.words.fluent import LANGUAGES, PSEUDO_LANGUAGES


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build/specimen", help="folder for LANG.html")
    parser.add_argument("--lang", choices=LANGUAGES + PSEUDO_LANGUAGES, action="append",
                        help="a language (repeatable; default: en, it and fi)")
    args = parser.parse_args()
    start = time.perf_counter()
    for path in write_book(args.out, tuple(args.lang or LANGUAGES)):
        print(path)
    print(f"{time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
