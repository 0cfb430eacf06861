"""The README keeps its promises; shipped copies of the specification stay current."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


@pytest.mark.parametrize(("copy", "source"), [
    ("fiveup_viz/sources/RULES.md", "RULES.md"), ("docs/RECORD.md", "RECORD.md"),
    ("docs/seeds/rules-it.txt", "seeds/000_f01bf11a2b51de6a.txt"),
    ("docs/seeds/rules-fi.txt", "seeds/003_7f3165720740288d.txt"),
])
def test_docs_copy_of_the_specification_is_current(copy, source):
    if not (SHARED / source).exists():
        pytest.skip("shared/ is not beside this checkout")
    assert (ROOT / copy).read_text() == (SHARED / source).read_text()


def test_rules_md_has_one_copy():
    """The English rule book is built from the package's RULES.md; no stale twin in docs/."""
    assert (ROOT / "fiveup_viz" / "sources" / "RULES.md").is_file()
    assert not (ROOT / "docs" / "RULES.md").exists()


def test_readme_gives_the_two_commands_and_its_picture_exists():
    text = (ROOT / "README.md").read_text()
    assert "make lab" in text and "make test" in text
    picture = text.split("](assets/", 1)[1].split(")", 1)[0]
    assert (ROOT / "assets" / picture).is_file()


def test_the_rules_core_imports_without_svgwrite_or_ipywidgets():
    import subprocess
    import sys

    code = ("import sys, fiveup_viz, fiveup_viz.rules.record, fiveup_viz.cli.main, fiveup_viz.rules.bots, "
            "fiveup_viz.drawing.geometry; print(sorted(m for m in ('svgwrite', 'ipywidgets') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_readme_python_examples_run_as_doctests():
    """Every `>>>` example in the README gives the output it shows (the tour of the API, R15,
    R17, R1-R3), as python-chess tests its README."""
    import doctest

    failures, tried = doctest.testfile(str(ROOT / "README.md"), module_relative=False,
                                       optionflags=doctest.ELLIPSIS)
    assert tried >= 15
    assert failures == 0
