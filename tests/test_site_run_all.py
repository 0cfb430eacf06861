"""Run All keeps the pupil where they read (`fiveup_viz.pages.site.run_all`, issue 31, teacher
trial 14 friction 1): the edit of JupyterLab's `runAll` fits the installed JupyterLite app
exactly and still parses, refuses another app (or one already edited) without writing, and a
built site without it is refused by `check_site`. The browser test is in test_site_lite.py
(`test_run_all_keeps_the_pupil_at_the_top`)."""

from __future__ import annotations

import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from fiveup_viz.pages.site import kernel_preload, lite, run_all
from fiveup_viz.pages.site.kernel_start import EditError

jupyterlite_core = pytest.importorskip("jupyterlite_core",
                                       reason="needs the site extra (pip install -e '.[site]')")


def installed_bundle(folder: Path) -> Path:
    """The built site `folder` with the installed JupyterLite app's core bundle (from the app
    archive jupyterlite-core ships, which `jupyter lite build` copies) at `run_all.APP_BUNDLE`."""
    (archive,) = Path(jupyterlite_core.__file__).parent.glob("jupyterlite-app-*.tgz")
    with tarfile.open(archive) as tar:
        member = tar.extractfile(f"package/{run_all.APP_BUNDLE}")
        assert member is not None
        data = member.read()
    target = folder / run_all.APP_BUNDLE
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    return folder


def test_the_edit_fits_the_installed_app_and_is_valid_javascript(tmp_path: Path) -> None:
    """Teacher trial 14 friction 1: the pinned app's bundle (its hashed name) is there, `runAll`'s
    text is found exactly once and edited, the other actions (Run Selected Cell and All Below,
    which still moves on) keep theirs, and the bundle still parses (node --check). Fails when
    jupyterlite-core's version changes: update the edit with it."""
    site = installed_bundle(tmp_path)
    before = (site / run_all.APP_BUNDLE).read_text(encoding="utf-8")
    assert not run_all.keeps_place(site)
    run_all.keep_place(site)
    assert run_all.keeps_place(site)
    after = (site / run_all.APP_BUNDLE).read_text(encoding="utf-8")
    assert after == before.replace(run_all.KEEP_PLACE.old, run_all.KEEP_PLACE.new)
    assert after.count("s.handleRunState(n,a)") == before.count("s.handleRunState(n,a)") - 1 > 0
    if shutil.which("node") is None:
        pytest.skip("needs node")
    script = tmp_path / "bundle.js"
    script.write_text(after, encoding="utf-8")
    checked = subprocess.run(["node", "--check", str(script)], capture_output=True, text=True, check=False)
    assert checked.returncode == 0, checked.stderr[-2000:]


def test_an_app_the_edit_does_not_fit_is_refused_and_nothing_is_written(tmp_path: Path) -> None:
    """Another app version (`runAll`'s text changed) is refused by name and left as it was; so is
    a bundle already edited, and a site without the bundle."""
    site = installed_bundle(tmp_path)
    bundle = site / run_all.APP_BUNDLE
    changed = bundle.read_text(encoding="utf-8").replace("n.activeCellIndex=l,n.deselectAll()",
                                                         "n.activeCellIndex=l, n.deselectAll()")
    bundle.write_text(changed, encoding="utf-8")
    with pytest.raises(EditError, match=r"jlab_core\.a86436d\.js: 'n\.runAll=function.*' found 0 times"):
        run_all.keep_place(site)
    assert bundle.read_text(encoding="utf-8") == changed
    site = installed_bundle(tmp_path / "again")
    run_all.keep_place(site)
    edited = (site / run_all.APP_BUNDLE).read_bytes()
    with pytest.raises(EditError, match="already edited to keep the place on Run All"):
        run_all.keep_place(site)
    assert (site / run_all.APP_BUNDLE).read_bytes() == edited
    with pytest.raises(EditError, match=r"jlab_core\.a86436d\.js: missing"):
        run_all.keep_place(tmp_path / "empty")


def test_a_built_site_whose_run_all_moves_is_refused(tmp_path: Path) -> None:
    """`check_site` names the bundle of a site whose Run All still moves to the last cell, and
    passes once `keep_place` has edited it."""
    from tests.test_site_kernel_preload import _fake_site

    site = installed_bundle(_fake_site(tmp_path))
    kernel_preload.preload(site, [f"{app}/index.html" for app in lite.LESSON_APPS],
                           "static/pyodide/pyodide.mjs", lite.PRELOAD)
    with pytest.raises(lite.LiteBuildError, match=r"jlab_core\.a86436d\.js: Run All still moves"):
        lite.check_site(site, ())
    run_all.keep_place(site)
    lite.check_site(site, ())
