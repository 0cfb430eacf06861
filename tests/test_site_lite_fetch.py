"""Teacher trial 9, finding 4: the JupyterLite build fetches Pyodide's core over HTTPS from the
npm registry with Python alone (no npm, no node), checks the registry's sha512 before it keeps
the tarball, and says in one line what to do when offline. A local HTTP server stands in for
the registry: no network here."""

from __future__ import annotations

import base64
import hashlib
import http.server
import io
import json
import socket
import tarfile
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from fiveup_viz.pages.site import lite
from tests.conftest import ROOT

LOCK = {"info": {"version": lite.PYODIDE}, "packages": {}}


def tarball() -> bytes:
    """A small npm-style tarball: package/pyodide-lock.json."""
    data = json.dumps(LOCK).encode()
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w:gz") as tar:
        info = tarfile.TarInfo("package/pyodide-lock.json")
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
    return out.getvalue()


def integrity(data: bytes) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()


class Registry:
    """What the stand-in registry serves, and the paths it was asked for."""

    def __init__(self) -> None:
        self.body = tarball()
        self.integrity = integrity(self.body)
        self.asked: list[str] = []


@pytest.fixture
def registry() -> Iterator[tuple[str, Registry]]:
    """A local server answering `/pyodide/VERSION` (an npm registry entry) and the tarball."""
    served = Registry()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            served.asked.append(self.path)
            base = f"http://127.0.0.1:{self.server.server_address[1]}"
            if self.path == f"/pyodide/{lite.PYODIDE}":
                body = json.dumps({"name": "pyodide", "version": lite.PYODIDE, "dist": {
                    "tarball": f"{base}/pyodide/-/pyodide-{lite.PYODIDE}.tgz",
                    "integrity": served.integrity}}).encode()
            elif self.path == f"/pyodide/-/pyodide-{lite.PYODIDE}.tgz":
                body = served.body
            else:
                self.send_error(404)
                return
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", served
    finally:
        server.shutdown()
        server.server_close()


def closed_port() -> str:
    """The address of a port nothing listens on (as offline as a test gets)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{s.getsockname()[1]}"


def test_pyodide_comes_from_the_registry_without_npm(registry: tuple[str, Registry], tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """No npm or node on PATH: the registry's entry names the tarball, whose sha512 matches, so
    it is kept in the cache and unpacked; a second build needs no network."""
    base, served = registry
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    folder = lite.fetch_pyodide(tmp_path, registry=base)
    assert json.loads((folder / "pyodide-lock.json").read_text()) == LOCK
    assert (tmp_path / "npm" / f"pyodide-{lite.PYODIDE}.tgz").read_bytes() == served.body
    assert served.asked == [f"/pyodide/{lite.PYODIDE}", f"/pyodide/-/pyodide-{lite.PYODIDE}.tgz"]
    assert sorted(p.name for p in (tmp_path / "npm").iterdir()) == [
        f"pyodide-{lite.PYODIDE}", f"pyodide-{lite.PYODIDE}.tgz"]
    assert lite.fetch_pyodide(tmp_path, registry=closed_port()) == folder


def test_a_wrong_checksum_is_refused_and_the_cache_left_whole(registry: tuple[str, Registry],
                                                              tmp_path: Path) -> None:
    """A tarball whose sha512 is not the registry's is not kept: one error naming the checksum,
    no tarball or partial file in the cache, and a tarball already at the target is untouched."""
    base, served = registry
    served.body = served.body + b"tampered"
    with pytest.raises(lite.LiteBuildError, match="checksum") as refused:
        lite.fetch_pyodide(tmp_path, registry=base)
    assert "\n" not in str(refused.value)
    assert list((tmp_path / "npm").iterdir()) == []
    kept = tmp_path / "kept.tgz"
    kept.write_bytes(b"the cached tarball")
    with pytest.raises(lite.LiteBuildError, match="checksum"):
        lite.download_npm_package("pyodide", lite.PYODIDE, kept, registry=base)
    assert kept.read_bytes() == b"the cached tarball"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kept.tgz", "npm"]


def test_offline_first_build_says_so_in_one_line(tmp_path: Path) -> None:
    """Offline with an empty cache: one line saying what could not be downloaded, from where, and
    that it is needed once (connect, then build again); nothing left in the cache."""
    with pytest.raises(lite.LiteBuildError) as failed:
        lite.fetch_pyodide(tmp_path, registry=closed_port())
    said = str(failed.value)
    assert "\n" not in said and "connect to the internet" in said and lite.PYODIDE in said
    assert list((tmp_path / "npm").iterdir()) == []


def test_a_wrong_registry_answer_is_one_error(registry: tuple[str, Registry], tmp_path: Path) -> None:
    """An entry without a sha512 integrity is refused before any tarball is fetched."""
    base, served = registry
    served.integrity = "sha1-" + base64.b64encode(hashlib.sha1(served.body).digest()).decode()
    with pytest.raises(lite.LiteBuildError, match="sha512"):
        lite.fetch_pyodide(tmp_path, registry=base)
    assert served.asked == [f"/pyodide/{lite.PYODIDE}"]


def test_no_npm_line_left_for_a_teacher_or_ci() -> None:
    """The README, CI's setup and the command's own words no longer ask for npm (node stays:
    it byte-compiles the wheels, `bytecode.py`)."""
    from fiveup_viz.words.messages import text

    for path in (ROOT / "README.md", ROOT / ".ci" / "run"):
        said = " ".join(path.read_text(encoding="utf-8").split())
        assert "npm" not in said.replace("registry.npmjs.org", "").replace("npm registry", ""), path
        assert "nodejs npm" not in said, path
    for lang in ("en", "it", "fi"):
        assert "npm" not in text(lang, "cli", "site-no-lite")
