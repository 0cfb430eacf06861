"""The kernel's start made lighter (`fiveup_viz.pages.site.kernel_start`, issue 31 point 8): the edits
of the shipped wheels are exact, refuse a wheel they do not fit, and keep its RECORD true.
(That the built site's kernel starts without micropip, jedi and prompt_toolkit, and still
completes, embeds and installs, is checked on the site by tests/test_site_lite.py.)"""

from __future__ import annotations

import base64
import hashlib
import zipfile
from pathlib import Path

import pytest

from fiveup_viz.pages.site import kernel_start
from fiveup_viz.pages.site.kernel_start import Edit, EditError

SOURCE = "import heavy\n\ndef use():\n    return heavy.thing()\n"
#: Made lazy: `heavy` imported where it is used.
LAZY = (Edit("pkg/mod.py", "import heavy\n", ""),
        Edit("pkg/mod.py", "    return heavy.thing()", "    import heavy\n\n    return heavy.thing()"))


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def _wheel(folder: Path, source: str) -> Path:
    """A wheel with pkg/mod.py (`source`), an untouched pkg/other.py, and a true RECORD."""
    files = {"pkg/mod.py": source.encode(), "pkg/other.py": b"X = 1\n"}
    record = "".join(f"{_record_line(n, d)}\n" for n, d in files.items()) + "pkg-1.dist-info/RECORD,,\n"
    wheel = folder / "pkg-1-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as z:
        for name, data in {**files, "pkg-1.dist-info/RECORD": record.encode()}.items():
            z.writestr(name, data)
    return wheel


def test_edits_make_an_import_lazy_and_keep_the_record_true(tmp_path: Path) -> None:
    """The edited module no longer imports at its top what it imports where used; RECORD lists
    the edited bytes' sha256 and size, and the untouched file as it was."""
    wheel = _wheel(tmp_path, SOURCE)
    kernel_start.lighter(wheel, LAZY)
    with zipfile.ZipFile(wheel) as z:
        module = z.read("pkg/mod.py").decode()
        record = z.read("pkg-1.dist-info/RECORD").decode().splitlines()
        other = z.read("pkg/other.py")
    assert module == "\ndef use():\n    import heavy\n\n    return heavy.thing()\n"
    compile(module, "pkg/mod.py", "exec")
    assert _record_line("pkg/mod.py", module.encode()) in record
    assert _record_line("pkg/other.py", other) in record
    assert "pkg-1.dist-info/RECORD,," in record


@pytest.mark.parametrize("source", ["def use():\n    return heavy.thing()\n",
                                    "import heavy\nimport heavy\n\ndef use():\n    return heavy.thing()\n"],
                         ids=["missing", "twice"])
def test_a_wheel_the_edits_do_not_fit_is_refused_unchanged(tmp_path: Path, source: str) -> None:
    """Another version of the wheel (the text absent, or not once) is refused with the module and
    the text named, and the wheel's bytes stay as they were: no half-edited wheel is shipped."""
    wheel = _wheel(tmp_path, source)
    before = wheel.read_bytes()
    with pytest.raises(EditError, match=r"pkg/mod\.py: 'import heavy' found [02] times"):
        kernel_start.lighter(wheel, LAZY)
    assert wheel.read_bytes() == before


def test_every_edit_names_a_shipped_wheel() -> None:
    """The edited wheels are among those the site ships (the kernel's own and those from
    Pyodide's lock), and a site without one of them is refused by name."""
    from fiveup_viz.pages.site import lite

    assert set(kernel_start.EDITS) <= set(lite.FROM_KERNEL) | set(lite.FROM_LOCK)
    with pytest.raises(EditError, match="ships no piplite wheel"):
        kernel_start.lighten({})
