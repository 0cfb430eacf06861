"""The tutorials: the rule map of 00-index covers R1-R28 and D1-D7, and every notebook is
stored executed (nbval then checks the outputs byte for byte)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

TUTORIALS = Path(__file__).resolve().parent.parent / "tutorials"
RULES = [f"R{i}" for i in range(1, 29)] + [f"D{i}" for i in range(1, 8)]
ROW = re.compile(r"^\|\s*([RD]\d+)\s*\|.*?\|\s*\[[^\]]*\]\(([^)]+\.ipynb)\)\s*\|[^|]*\|\s*`([^`]+)`\s*\|")


def _notebook(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _source(cell: dict) -> str:
    src = cell["source"]
    return src if isinstance(src, str) else "".join(src)


def _mentions(text: str, rule: str) -> bool:
    return re.search(rf"\b{rule}\b", text) is not None


NOTEBOOKS = sorted(TUTORIALS.glob("*.ipynb"))


def rule_map() -> dict[str, tuple[str, str]]:
    """rule -> (notebook file, cell id), read from the index's table."""
    index = _notebook(TUTORIALS / "00-index.ipynb")
    cell = next(c for c in index["cells"] if c.get("id") == "rule-map")
    rows: dict[str, tuple[str, str]] = {}
    for line in _source(cell).splitlines():
        m = ROW.match(line.strip())
        if m:
            assert m.group(1) not in rows, f"{m.group(1)} mapped twice"
            rows[m.group(1)] = (m.group(2), m.group(3))
    return rows


def test_the_lessons_exist() -> None:
    names = [p.stem for p in NOTEBOOKS]
    assert names[0] == "00-index" and len(names) == 13
    assert [n[:2] for n in names] == [f"{i:02d}" for i in range(13)]


def test_rule_map_covers_every_rule_and_decision() -> None:
    """R1-R28 and D1-D7 each map to an existing notebook and cell."""
    rows = rule_map()
    assert sorted(rows, key=RULES.index) == RULES
    for rule, (file, cell_id) in rows.items():
        path = TUTORIALS / file
        assert path.exists(), f"{rule}: {file} does not exist"
        cells = {c.get("id"): c for c in _notebook(path)["cells"]}
        assert cell_id in cells, f"{rule}: {file} has no cell {cell_id!r}"
        assert _mentions(_source(cells[cell_id]), rule), f"{rule}: cell {cell_id} does not name it"


def test_every_mapped_rule_is_asserted_in_its_notebook() -> None:
    """Each rule a notebook teaches is checked by an executed code cell that names it."""
    for rule, (file, _) in rule_map().items():
        code = [_source(c) for c in _notebook(TUTORIALS / file)["cells"]
                if c["cell_type"] == "code"]
        assert any("assert" in src and any(_mentions(line, rule) for line in src.splitlines()
                                           if line.lstrip().startswith("#"))
                   for src in code), f"{rule}: no code cell of {file} asserts it"


def test_every_link_between_notebooks_resolves() -> None:
    for path in NOTEBOOKS:
        for cell in _notebook(path)["cells"]:
            if cell["cell_type"] == "markdown":
                for target in re.findall(r"\]\(([^)#]+\.ipynb)", _source(cell)):
                    assert (TUTORIALS / target).exists(), f"{path.name} links to {target}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_is_stored_executed_and_clean(path: Path) -> None:
    """Executed (nbval compares only cells with an execution_count), no errors, in order."""
    book = _notebook(path)
    assert book["metadata"]["kernelspec"]["name"] == "python3"
    assert "widgets" not in book["metadata"], "no widget state blobs"
    counts = []
    for cell in book["cells"]:
        if cell["cell_type"] != "code":
            continue
        assert cell["execution_count"] is not None, f"{path.name}: cell {cell.get('id')} not run"
        counts.append(cell["execution_count"])
        for out in cell["outputs"]:
            assert out["output_type"] != "error", f"{path.name}: cell {cell.get('id')} failed"
            assert not (out["output_type"] == "stream" and out["name"] == "stderr"), \
                f"{path.name}: cell {cell.get('id')} wrote to stderr"
        assert "execution" not in cell.get("metadata", {}), "no timings in the metadata"
        if "nbval-ignore-output" in cell.get("metadata", {}).get("tags", []):
            # only live widgets escape the byte-for-byte comparison
            assert any("application/vnd.jupyter.widget-view+json" in out.get("data", {})
                       for out in cell["outputs"]), f"{path.name}: {cell.get('id')} shows no widget"
    assert counts == list(range(1, len(counts) + 1)), f"{path.name}: run top to bottom once"


def test_docs_rules_map_agrees_with_the_index() -> None:
    """docs/RULES_MAP.md maps every rule to the same lesson as 00-index, and names the examples."""
    text = (TUTORIALS.parent / "docs" / "RULES_MAP.md").read_text(encoding="utf-8")
    rows = {}
    for line in text.splitlines():
        m = re.match(r"^\|\s*([RD]\d+)\s*\|.*?\]\(\.\./tutorials/([^)]+\.ipynb)\)", line)
        if m:
            rows[m.group(1)] = m.group(2)
    assert rows == {rule: file for rule, (file, _) in rule_map().items()}
    from fiveup_viz import examples

    for name in examples.names():
        assert f"`{name}`" in text
