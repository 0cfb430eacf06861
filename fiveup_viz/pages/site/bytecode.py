"""Wheels with their Python 3.14 bytecode, so that the kernel in the browser compiles nothing it
imports: beside each `.py`, its `__pycache__/NAME.cpython-314.pyc` (unchecked hash: used as it
is, whatever the unpacked source's time), listed in the wheel's RECORD.

Pyodide compiles them itself, run by Node, as no Python 3.14 may be on the build machine.
Compiled wheels are cached by the source wheel's sha256.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import tempfile
from collections.abc import Iterable
from pathlib import Path

from fiveup_viz.files import write_atomic

#: Run by Pyodide: every wheel in /in/ compiled into /out/ (same file name).
COMPILE = r'''
import base64, hashlib, importlib.util, os, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def digest(data):
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()

for name in sorted(os.listdir("/in")):
    with zipfile.ZipFile(f"/in/{name}") as src, zipfile.ZipFile(f"/out/{name}", "w") as dst:
        record = next(n for n in src.namelist() if n.endswith(".dist-info/RECORD"))
        lines = []
        for info in src.infolist():
            data = src.read(info)
            if info.filename == record:
                continue
            dst.writestr(info, data, zipfile.ZIP_DEFLATED)
            if not info.filename.endswith(".py") or ".data/" in info.filename:
                continue
            try:
                code = compile(data, info.filename, "exec", dont_inherit=True)
            except SyntaxError:
                continue
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), False)
            target = importlib.util.cache_from_source(info.filename)
            dst.writestr(zipfile.ZipInfo(target, info.date_time), pyc, zipfile.ZIP_DEFLATED)
            lines.append(f"{target},sha256={digest(pyc)},{len(pyc)}\n")
        text = src.read(record).decode().rstrip("\n") + "\n" + "".join(lines)
        dst.writestr(src.getinfo(record), text, zipfile.ZIP_DEFLATED)
'''

RUN = r'''
const [core, work] = process.argv.slice(2);
const { loadPyodide } = await import(`${core}/pyodide.mjs`);
const py = await loadPyodide({ indexURL: `${core}/` });
for (const part of ["in", "out"]) {
  py.FS.mkdir(`/${part}`);
  py.FS.mount(py.FS.filesystems.NODEFS, { root: `${work}/${part}` }, `/${part}`);
}
const fs = await import("node:fs");
py.runPython(fs.readFileSync(`${work}/compile.py`, "utf8"));
'''


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def compiled(core: Path, wheels: Iterable[Path], cache: Path) -> None:
    """Replace each wheel by its compiled copy (from `cache`, or made now by Pyodide at `core`)."""
    folder = cache / "compiled"
    folder.mkdir(parents=True, exist_ok=True)
    todo = {wheel: folder / f"{sha256(wheel)[:16]}-{wheel.name}" for wheel in wheels}
    missing = [wheel for wheel, done in todo.items() if not done.exists()]
    if missing:
        with tempfile.TemporaryDirectory() as tmp:
            work = Path(tmp)
            for part in ("in", "out"):
                (work / part).mkdir()
            for wheel in missing:
                shutil.copy2(wheel, work / "in" / wheel.name)
            write_atomic(work / "compile.py", COMPILE)
            write_atomic(work / "run.mjs", RUN)
            if shutil.which("node") is None:
                raise RuntimeError("node is needed to byte-compile the wheels (Node.js: https://nodejs.org/, "
                                   "or apt-get install nodejs)")
            ran = subprocess.run(["node", str(work / "run.mjs"), str(core.resolve()), str(work)],
                                 capture_output=True, text=True, check=False)
            if ran.returncode:
                raise RuntimeError(f"byte-compiling the wheels failed:\n{ran.stderr[-3000:]}")
            for wheel in missing:
                shutil.copy2(work / "out" / wheel.name, todo[wheel])
    for wheel, compiled_copy in todo.items():
        shutil.copy2(compiled_copy, wheel)
