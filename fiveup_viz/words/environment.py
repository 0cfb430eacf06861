"""The language the environment asks for (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`, as gettext
reads them): the command line's and the course's language when none is chosen."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping

from fiveup_viz.words.fluent import LANGUAGES, PSEUDO_LANGUAGES


def pseudo_language(value: str) -> str | None:
    """The pseudo-locale a `--lang` or a locale variable names (`en-XA`, `en_XA.UTF-8`), or None."""
    code = re.split(r"[.@:]", value, maxsplit=1)[0].replace("_", "-")
    return code if code in PSEUDO_LANGUAGES else None


def env_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for, as gettext reads it: the first of LANGUAGE,
    LC_ALL, LC_MESSAGES and LANG that is set (`it_IT.UTF-8` is it); en for any other."""
    environ = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            pseudo = pseudo_language(value)
            if pseudo:
                return pseudo
            code = re.split(r"[_.@:-]", value, maxsplit=1)[0].lower()
            return code if code in LANGUAGES else "en"
    return "en"
