"""The fiveup_viz wheel JupyterLite's kernel loads, made from the installed package
(`fiveup_viz.pages.site.lite.package_wheel`, issue 31 point 1): no clone, no build tool needed."""

from __future__ import annotations

import base64
import hashlib
import importlib.metadata
import zipfile
from pathlib import Path

import fiveup_viz
from fiveup_viz.pages.site import lite

PACKAGE = Path(fiveup_viz.__file__).resolve().parent


def test_the_wheel_holds_the_installed_package_and_a_true_record(tmp_path: Path) -> None:
    """Every module, message file and example game of the installed package is in the wheel
    with its own bytes, and nothing else of the folder (no caches, not the shipped lessons,
    which the site has as its content); RECORD names every file with its sha256, as Pyodide's
    installer checks it."""
    wheel = lite.package_wheel(tmp_path)
    version = importlib.metadata.version("fiveup_viz")
    assert wheel.name == f"fiveup_viz-{version}-py3-none-any.whl"
    inner = [p.relative_to(PACKAGE) for p in PACKAGE.rglob("*") if p.is_file()]
    expected = {f"fiveup_viz/{p.as_posix()}" for p in inner
                if "__pycache__" not in p.parts and p.parts[0] != "tutorials"}
    assert {"fiveup_viz/__init__.py", "fiveup_viz/locales/fi/cli.ftl",
            "fiveup_viz/pages/site/site.css"} <= expected
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        info = f"fiveup_viz-{version}.dist-info"
        assert names - expected == {f"{info}/METADATA", f"{info}/WHEEL", f"{info}/RECORD"}
        assert expected <= names
        for name in expected:
            assert z.read(name) == (PACKAGE / name.removeprefix("fiveup_viz/")).read_bytes(), name
        record = dict(line.split(",", 1) for line in z.read(f"{info}/RECORD").decode().splitlines())
        assert set(record) == names
        for name in names - {f"{info}/RECORD"}:
            digest = base64.urlsafe_b64encode(hashlib.sha256(z.read(name)).digest()).rstrip(b"=").decode()
            assert record[name] == f"sha256={digest},{len(z.read(name))}", name


def test_the_lock_entry_names_the_packages_dependencies(tmp_path: Path) -> None:
    """The wheel's lock entry (what Pyodide loads with it) depends on the package's declared
    dependencies, and made twice the wheel has the same bytes (the lock's sha256 holds)."""
    wheel = lite.package_wheel(tmp_path)
    entry = lite.lock_entry(wheel, None)
    assert entry["imports"] == ["fiveup_viz"]
    assert {"svgwrite", "ipywidgets", "anywidget", "tqdm", "fluent-runtime"} <= set(entry["depends"])
    (tmp_path / "again").mkdir()
    again = lite.package_wheel(tmp_path / "again")
    assert again.read_bytes() == wheel.read_bytes()
