"""The committed rule diagrams in assets/ are exactly what diagrams.write_all produces."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.pages import diagrams
from fiveup_viz.rules import figures

from .seed import seed_figures

ASSETS = Path(__file__).resolve().parents[1] / "assets"
SVG_NS = "{http://www.w3.org/2000/svg}"
SEED_STEMS = ["seed-01-4-4", "seed-02-3-4", "seed-03-2-2", "seed-04-1-2", "seed-05-1-5",
              "seed-06-0-5", "seed-07-1-3", "seed-08-1-4", "seed-09-1-1", "seed-10-6-6",
              "seed-11-0-0", "step-5-5"]
RULE_STEMS = ["rule-terminal-internal", "rule-lines-before-branches", "rule-going-out",
              "rule-blocked-hand", "rule-score-sheet"]


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Path]]:
    out = tmp_path_factory.mktemp("assets")
    return out, diagrams.write_all(out)


def test_names_are_stable() -> None:
    """The seed's 11 figures in the seed's order, the [5|5] step (not a seed figure), then one
    diagram per rule topic."""
    assert diagrams.names("en") == SEED_STEMS + RULE_STEMS


def test_write_all_returns_every_path(generated: tuple[Path, list[Path]]) -> None:
    out, paths = generated
    expected = [out / lang / f"{stem}.svg" for lang in ("en", "it", "fi")
                for stem in SEED_STEMS + RULE_STEMS]
    assert paths == expected
    assert all(p.is_file() for p in paths)


def test_committed_assets_are_up_to_date(generated: tuple[Path, list[Path]]) -> None:
    """Regenerate into a temp dir: any difference means `fiveup-viz diagrams --out assets`
    must be run again and the result committed."""
    out, paths = generated
    committed = sorted(p.relative_to(ASSETS) for p in ASSETS.rglob("*.svg"))
    assert committed == sorted(p.relative_to(out) for p in paths)
    stale = [str(p.relative_to(out)) for p in paths
             if (ASSETS / p.relative_to(out)).read_bytes() != p.read_bytes()]
    assert not stale, f"assets out of date, run `fiveup-viz diagrams --out assets`: {stale}"


def test_every_asset_parses(generated: tuple[Path, list[Path]]) -> None:
    for path in generated[1]:
        root = ET.parse(path).getroot()
        assert root.find(f"{SVG_NS}title").text


def test_finnish_seed_assets_carry_the_seed_text() -> None:
    """The Finnish seed figures' <title>/<desc> equal the seed's figure text (skipping [5|5],
    which the seed does not draw)."""
    seed = seed_figures()
    matched = 0
    for stem in SEED_STEMS:
        root = ET.parse(ASSETS / "fi" / f"{stem}.svg").getroot()
        title = root.find(f"{SVG_NS}title").text
        if title == f"Asetettu {figures.NOT_IN_SEED}":
            assert title not in seed
            continue
        assert root.find(f"{SVG_NS}desc").text == seed[title][1]
        matched += 1
    assert matched == 11


def test_rule_topics_show_their_rules() -> None:
    """Each rule diagram names the rules it shows."""
    wanted = {"rule-terminal-internal": "R14", "rule-lines-before-branches": "R11",
              "rule-going-out": "R23", "rule-blocked-hand": "R25", "rule-score-sheet": "R28"}
    for stem, rule in wanted.items():
        assert rule in (ASSETS / "en" / f"{stem}.svg").read_text(encoding="utf-8")


def test_cli_diagrams_one_language(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["diagrams", "--out", str(tmp_path), "--lang", "it"]) == 0
    printed = capsys.readouterr().out.splitlines()  # issue 28: `wrote PATH`, in the command's language
    written = [tmp_path / "it" / f"{s}.svg" for s in SEED_STEMS + RULE_STEMS] + \
        [tmp_path / "it" / "rulebook.html", tmp_path / "it" / "cheat-sheet.html"]
    assert printed == [f"ho scritto {path}" for path in written]
