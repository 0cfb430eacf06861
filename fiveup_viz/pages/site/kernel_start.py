"""The Pyodide kernel's start, lighter: what it imports before the first cell (issue 31 point 8).

The kernel's worker runs `import piplite.piplite` and `import pyodide_kernel` before any cell,
and these import micropip (with unittest.mock), prompt_toolkit (IPython's terminal, through
`IPython.embed`) and jedi (IPython's completer), which no lesson needs before its first drawing.
`EDITS` makes each of them imported where it is first used instead: `%pip` or `piplite.install`
(micropip), `IPython.embed()` (prompt_toolkit), the first Tab completion (jedi).

The edits are exact text replacements in the shipped wheels of the pinned versions (`lite`'s
pins). `lighter` refuses a wheel whose text is not found exactly once, so that a new version
cannot be shipped half edited; it keeps each wheel's RECORD true.
"""

from __future__ import annotations

import base64
import hashlib
import zipfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Edit:
    """In `module` (a path inside the wheel), `old` (found exactly once) becomes `new`."""

    module: str
    old: str
    new: str


_PIPLITE_IMPORTS = ("from unittest.mock import patch\n\nimport micropip\n"
                    "from micropip.package_index import CompatibilityLayer, ProjectInfo\n"
                    "from micropip.package_index import query_package as _MP_QUERY_PACKAGE\n")
_JEDI_AT_IMPORT = ("try:\n    import jedi\n    jedi.settings.case_insensitive_completion = False\n"
                   "    import jedi.api.helpers\n    import jedi.api.classes\n    JEDI_INSTALLED = True\n"
                   "except ImportError:\n    JEDI_INSTALLED = False\n")

#: The edits, by the normalized name of the wheel they apply to.
EDITS: Mapping[str, tuple[Edit, ...]] = {
    "piplite": (
        Edit("piplite/piplite.py", _PIPLITE_IMPORTS, ""),
        Edit("piplite/piplite.py", "    info = ProjectInfo._compatible_only(",
             "    from micropip.package_index import ProjectInfo\n\n"
             "    info = ProjectInfo._compatible_only("),
        Edit("piplite/piplite.py", "    return await _MP_QUERY_PACKAGE(",
             "    from micropip.package_index import query_package as _MP_QUERY_PACKAGE\n\n"
             "    return await _MP_QUERY_PACKAGE("),
        Edit("piplite/piplite.py", '    with patch("micropip.package_index.query_package", _query_package):',
             "    from unittest.mock import patch\n\n    import micropip\n\n"
             '    with patch("micropip.package_index.query_package", _query_package):'),
    ),
    "ipython": (
        Edit("IPython/__init__.py", "from .terminal.embed import embed\n",
             "def embed(**kwargs):\n    from .terminal.embed import embed\n\n    return embed(**kwargs)\n"),
        Edit("IPython/core/completer.py", _JEDI_AT_IMPORT,
             "import importlib.util\n\nJEDI_INSTALLED = importlib.util.find_spec(\"jedi\") is not None\n"),
        Edit("IPython/core/completer.py", "        interpreter = jedi.Interpreter(",
             "        import jedi\n\n        jedi.settings.case_insensitive_completion = False\n"
             "        interpreter = jedi.Interpreter("),
    ),
}


class EditError(Exception):
    """An edit's text is not in its wheel exactly once: the wheel is not the pinned version."""


def edited(text: str, edits: Iterable[Edit], where: str) -> str:
    """`text` with each edit made in turn; EditError names the first whose old text is not
    found exactly once."""
    for edit in edits:
        count = text.count(edit.old)
        if count != 1:
            raise EditError(f"{where}: {edit.old.splitlines()[0]!r} found {count} times, not once")
        text = text.replace(edit.old, edit.new)
    return text


def edited_file(path: Path, edits: Iterable[Edit], prepend: str = "") -> str:
    """The text of a built site's file `path` with `edits` made and `prepend` put before it
    all; EditError if the file is missing or an edit does not fit."""
    if not path.is_file():
        raise EditError(f"{path}: missing (not the pinned JupyterLite or kernel?)")
    return prepend + edited(path.read_text(encoding="utf-8"), edits, str(path))


def record_line(name: str, data: bytes) -> str:
    """A wheel's RECORD line for the file `name` holding `data` (sha256 in urlsafe base64,
    unpadded, and the size)."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def lighter(wheel: Path, edits: Iterable[Edit]) -> None:
    """Rewrite `wheel` in place with `edits` made, its RECORD listing the edited files' hashes."""
    by_module: dict[str, list[Edit]] = {}
    for edit in edits:
        by_module.setdefault(edit.module, []).append(edit)
    with zipfile.ZipFile(wheel) as src:
        infos = src.infolist()
        files = {info.filename: src.read(info) for info in infos}
    for module, module_edits in by_module.items():
        if module not in files:
            raise EditError(f"{wheel.name}: no {module}")
        text = edited(files[module].decode("utf-8"), module_edits, f"{wheel.name}/{module}")
        files[module] = text.encode("utf-8")
    record = next(name for name in files if name.endswith(".dist-info/RECORD"))
    lines = [record_line(line.split(",")[0], files[line.split(",")[0]])
             if line.split(",")[0] in by_module else line
             for line in files[record].decode("utf-8").splitlines()]
    files[record] = "".join(f"{line}\n" for line in lines).encode("utf-8")
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in infos:
            dst.writestr(info, files[info.filename], zipfile.ZIP_DEFLATED)


def lighten(wheels: Mapping[str, Path]) -> None:
    """Make `EDITS` in the shipped wheels (by normalized name); EditError if one is missing."""
    for name, edits in EDITS.items():
        if name not in wheels:
            raise EditError(f"the site ships no {name} wheel to edit")
        lighter(wheels[name], edits)
