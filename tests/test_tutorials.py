"""The course in English, Italian and Finnish: each built from its source in course/, stored
executed (nbval then checks the outputs byte for byte), with a rule map covering R1-R28 and
D1-D8, questions in lessons 01-10, and the checks out of a reader's way."""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.conftest import script

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = ROOT / "tutorials"
LANGS = ("en", "it", "fi")
RULES = [f"R{i}" for i in range(1, 29)] + [f"D{i}" for i in range(1, 9)]
QUIZ_LESSONS = ("04", "05", "07", "08", "09")
ROW = re.compile(r"^\|\s*([RD]\d+)\s*\|.*?\|\s*\[[^\]]*\]\(([^)]+\.ipynb)\)\s*\|[^|]*\|\s*`([^`]+)`\s*\|")


def _course() -> ModuleType:
    """scripts/course.py, the build of the course."""
    return script("course")


def _notebook(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _source(cell: dict) -> str:
    src = cell["source"]
    return src if isinstance(src, str) else "".join(src)


def _mentions(text: str, rule: str) -> bool:
    return re.search(rf"\b{rule}\b", text) is not None


NOTEBOOKS = sorted(TUTORIALS.glob("*/*.ipynb"))


def lessons(lang: str) -> list[Path]:
    return sorted((TUTORIALS / lang).glob("*.ipynb"))


def lesson(lang: str, number: str) -> Path:
    return next(p for p in lessons(lang) if p.name.startswith(number))


def _id(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


def rule_map(lang: str = "en") -> dict[str, tuple[str, str]]:
    """rule -> (notebook file, cell id), read from the index's table."""
    index = _notebook(lesson(lang, "00"))
    cell = next(c for c in index["cells"] if c.get("id") == "rule-map")
    rows: dict[str, tuple[str, str]] = {}
    for line in _source(cell).splitlines():
        m = ROW.match(line.strip())
        if m:
            assert m.group(1) not in rows, f"{m.group(1)} mapped twice"
            rows[m.group(1)] = (m.group(2), m.group(3))
    return rows


def test_every_notebook_is_built_from_its_source() -> None:
    """One source per lesson: a stored notebook that differs from what course/ builds, or a
    lesson missing in a language, fails here (run `python scripts/course.py`)."""
    course = _course()
    stale, _, problems = course.build(write=False)
    assert not problems, "\n".join(problems)
    assert not stale, "out of date with course/: " + ", ".join(str(p) for p in stale)


@pytest.mark.parametrize("lang", LANGS)
def test_every_notebook_records_its_language_and_lesson(lang: str) -> None:
    numbers = []
    for path in lessons(lang):
        meta = _notebook(path)["metadata"]["fiveup_viz"]
        assert meta["lang"] == lang and meta["lesson"] == int(path.name[:2]), path
        numbers.append(meta["lesson"])
    assert numbers == list(range(len(numbers))) and len(numbers) >= 17


def _shape(meta: dict[str, Any]) -> dict[str, Any]:
    """A cell's metadata without the prose of its site-only cells (`site_after`, course/README.md
    "Text for one place"): their ids stay, their words are the language's."""
    ours = dict(meta.get("fiveup_viz", {}))
    if "site_after" in ours:
        ours["site_after"] = [cell["id"] for cell in ours["site_after"]]
    return {**meta, "fiveup_viz": ours} if ours else dict(meta)


def _code(cell: dict) -> str:
    """A code cell's source, less the comments of a folded cell: the lines a pupil sees of
    hidden code, in the lesson's language (`%% text` blocks: its opening comment, teach28
    friction 7; every later comment, lite70)."""
    lines = _source(cell).splitlines()
    if cell["metadata"].get("jupyter", {}).get("source_hidden"):
        while lines and lines[0].startswith("#"):
            lines.pop(0)
        lines = _uncommented(lines)
    return "\n".join(lines)


def _uncommented(lines: list[str]) -> list[str]:
    """Code lines with each comment (a `#` token, not one inside a string) cut off."""
    import io
    import tokenize

    cut = {t.start[0] - 1: t.start[1] for t in tokenize.generate_tokens(io.StringIO(
        "".join(line + "\n" for line in lines)).readline) if t.type == tokenize.COMMENT}
    return [line[:cut[n]].rstrip() if n in cut else line for n, line in enumerate(lines)
            if not (n in cut and not line[:cut[n]].strip())]


def test_the_three_courses_have_the_same_cells() -> None:
    """Same structure, code, pictures and exercises: only the prose, the language and the opening
    comment of a folded cell differ."""
    for en in lessons("en"):
        ref = _notebook(en)["cells"]
        for lang in ("it", "fi"):
            other = _notebook(lesson(lang, en.name[:2]))["cells"]
            assert [(c["id"], c["cell_type"]) for c in other] == \
                [(c["id"], c["cell_type"]) for c in ref], f"{lang}: {en.name}"
            for a, b in zip(ref, other, strict=True):
                if a["cell_type"] == "code":
                    assert _shape(a["metadata"]) == _shape(b["metadata"]), f"{lang}: {en.name} {a['id']}"
                    same = re.sub(r'"(en|it|fi)"', '"L"', re.sub(r'f?"[^"\n]*"', '""', _code(a)))
                    assert same == re.sub(r'"(en|it|fi)"', '"L"',
                                          re.sub(r'f?"[^"\n]*"', '""', _code(b))), \
                        f"{lang}: {en.name} {a['id']} differs beyond its sentences"


@pytest.mark.parametrize("lang", LANGS)
def test_each_index_lists_its_lessons_and_the_other_courses(lang: str) -> None:
    names = [p.name for p in lessons(lang)]
    index = "".join(_source(c) for c in _notebook(lesson(lang, "00"))["cells"])
    assert all(f"]({name})" in index for name in names[1:]), "the index lists every lesson"
    for other in LANGS:
        if other != lang:
            assert f"](../{other}/{lesson(other, '00').name})" in index


def test_rounding_then_going_out_then_blocked_hands() -> None:
    """R24 is taught before going out (R21-R23), and going out before blocked hands (R25)."""
    rows = rule_map()
    number = {rule: int(file[:2]) for rule, (file, _) in rows.items()}
    assert number["R24"] <= number["R21"] < number["R25"]
    book = _notebook(TUTORIALS / "en" / rows["R24"][0])
    ids = [c.get("id") for c in book["cells"]]
    assert ids.index(rows["R24"][1]) < ids.index(rows["R21"][1])


def _exercises(book: dict) -> list[dict]:
    return [c for c in book["cells"] if c["cell_type"] == "code"
            and "exercise" in c.get("metadata", {}).get("tags", [])]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("number", [f"{i:02d}" for i in range(1, 11)])
def test_every_rule_lesson_asks_at_least_two_questions(number: str, lang: str) -> None:
    """Saved, each exercise shows its question without a kernel (a static text/html)."""
    path = lesson(lang, number)
    cells = _exercises(_notebook(path))
    assert len(cells) >= 2, f"{path.name}: {len(cells)} exercises"
    for cell in cells:
        outputs = [o for o in cell["outputs"] if "data" in o]
        assert outputs, f"{path.name}: {cell['id']} shows nothing"
        data = outputs[0]["data"]
        # stored as its static picture: a saved view of a model that is not stored would show
        # "model not found" in a trusted notebook (scripts/execute_tutorials.py)
        assert "application/vnd.jupyter.widget-view+json" not in data
        page = "".join(data["text/html"])
        assert 'class="question"' in page or "<p" in page
        assert "<img" in page or "<svg" in page or "<li>" in page or "?" in page


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("number", QUIZ_LESSONS)
def test_quiz_at_the_end_of_the_lesson(number: str, lang: str) -> None:
    path = lesson(lang, number)
    book = _notebook(path)
    quiz = [c for c in _exercises(book) if "quiz" in c["metadata"]["tags"]]
    assert len(quiz) == 1, f"{path.name}: one quiz"
    source = quiz[0]["source"] if isinstance(quiz[0]["source"], str) else "".join(quiz[0]["source"])
    kinds = re.findall(r'"([a-z-]+)"', source.split("[", 1)[1].split("]", 1)[0])  # not lang="it"
    assert 5 <= len(kinds) <= 8
    page = "".join(next(o for o in quiz[0]["outputs"] if "data" in o)["data"]["text/html"])
    assert page.count("fiveup-static exercise") == len(kinds) or page.count("<p") >= len(kinds)
    code = [c.get("id") for c in book["cells"] if c["cell_type"] == "code"]
    assert code[-1] == quiz[0]["id"], "the quiz is the last code cell"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[_id(p) for p in NOTEBOOKS])
def test_checks_are_collapsed_out_of_the_way(path: Path) -> None:
    """A reader who does not program sees pictures and text; the asserts stay, collapsed."""
    for cell in _notebook(path)["cells"]:
        if cell["cell_type"] == "code" and "assert" in _source(cell):
            meta = cell.get("metadata", {})
            assert "check" in meta.get("tags", []), f"{path.name}: {cell.get('id')}"
            assert meta.get("jupyter", {}).get("source_hidden") is True


@pytest.mark.parametrize("lang", LANGS)
def test_partnerships_have_a_seating_picture(lang: str) -> None:
    book = _notebook(lesson(lang, "01"))
    cell = next(c for c in book["cells"] if c.get("id") == "r5-seating")
    svg = "".join(cell["outputs"][0]["data"]["image/svg+xml"])
    from fiveup_viz.words.messages import phrase

    title = phrase("exercise", lang, "seat.title.pairs").replace("'", "&#x27;")
    assert svg.count('class="seat"') == 4 and title.split(";")[-1].strip() in svg


@pytest.mark.parametrize("lang", LANGS)
def test_rule_map_covers_every_rule_and_decision(lang: str) -> None:
    """R1-R28 and D1-D8 each map to an existing notebook and cell, in every language."""
    rows = rule_map(lang)
    assert sorted(rows, key=RULES.index) == RULES
    for rule, (file, cell_id) in rows.items():
        path = TUTORIALS / lang / file
        assert path.exists(), f"{rule}: {file} does not exist"
        cells = {c.get("id"): c for c in _notebook(path)["cells"]}
        assert cell_id in cells, f"{rule}: {file} has no cell {cell_id!r}"
        assert _mentions(_source(cells[cell_id]), rule), f"{rule}: cell {cell_id} does not name it"


@pytest.mark.parametrize("lang", LANGS)
def test_every_mapped_rule_is_asserted_in_its_notebook(lang: str) -> None:
    """Each rule a notebook teaches is checked by an executed code cell that names it."""
    for rule, (file, _) in rule_map(lang).items():
        code = [_source(c) for c in _notebook(TUTORIALS / lang / file)["cells"]
                if c["cell_type"] == "code"]
        assert any("assert" in src and any(_mentions(line, rule) for line in src.splitlines()
                                           if line.lstrip().startswith("#"))
                   for src in code), f"{rule}: no code cell of {file} asserts it"


def test_every_link_between_notebooks_resolves() -> None:
    for path in NOTEBOOKS:
        for cell in _notebook(path)["cells"]:
            if cell["cell_type"] == "markdown":
                for target in re.findall(r"\]\(([^)#]+\.ipynb)", _source(cell)):
                    assert (path.parent / target).exists(), f"{_id(path)} links to {target}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[_id(p) for p in NOTEBOOKS])
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
        m = re.match(r"^\|\s*([RD]\d+)\s*\|.*?\]\(\.\./tutorials/en/([^)]+\.ipynb)\)", line)
        if m:
            rows[m.group(1)] = m.group(2)
    assert rows == {rule: file for rule, (file, _) in rule_map().items()}
    from fiveup_viz.rules import examples

    for name in examples.names():
        assert f"`{name}`" in text


#: Words that are English and neither Italian nor Finnish: one of them in an Italian or
#: Finnish lesson's text or outputs is a sentence left untranslated.
ENGLISH = frozenset({"the", "and", "with", "which", "what", "when", "where", "this", "that",
    "your", "you", "scores", "scored", "placed", "player", "players", "tile", "tiles", "hand",
    "hands", "legal", "counted", "wins", "goes", "draws", "passes", "boneyard", "score",
    "blocked", "from", "after", "before", "every", "each", "there", "their", "opponents",
    "partner", "double"})


def _reader_text(cell: dict) -> list[str]:
    """What a reader sees of a cell: its prose without code and link targets, its printed
    lines, and the text of its pictures (without markup, styles and embedded images)."""
    texts = []
    if cell["cell_type"] == "markdown":
        text = re.sub(r"`[^`]*`", " ", _source(cell))
        texts.append(re.sub(r"\]\([^)]*\)", "]", text))
    for out in cell.get("outputs", []):
        if out.get("output_type") == "stream":
            texts.append("".join(out["text"]))
        for mime in ("text/plain", "text/html", "image/svg+xml"):
            if mime in out.get("data", {}):
                text = "".join(out["data"][mime])
                text = re.sub(r"(?s)<(style|script)\b.*?</\1>", " ", text)
                texts.append(re.sub(r"<[^>]*>", " ", text))
    return texts


@pytest.mark.parametrize("path", [p for p in NOTEBOOKS if p.parent.name != "en"],
                         ids=[_id(p) for p in NOTEBOOKS if p.parent.name != "en"])
def test_no_english_in_the_italian_and_finnish_courses(path: Path) -> None:
    """Prose, printed lines, drawings and widgets' pictures speak the lesson's language."""
    found = []
    for cell in _notebook(path)["cells"]:
        for text in _reader_text(cell):
            words = re.findall(r"(?<![\w-])[A-Za-z]+(?![\w-])", text)
            found += [(cell.get("id"), w) for w in words if w.lower() in ENGLISH]
    assert not found, f"English in {_id(path)}: {found[:12]}"


def _printed(number: str, lang: str, last_cell: str) -> str:
    """What the code cells of lesson `number` print in `lang`, up to cell `last_cell`."""
    import contextlib
    import io

    course = _course()
    every = course.read_lessons()
    book = course.notebook(next(x for x in every if x.nn == number), lang, every)
    out, names = io.StringIO(), {}
    for cell in book.cells:
        if cell.cell_type == "code":
            with contextlib.redirect_stdout(out):
                exec(cell.source, names)
        if cell.get("id") == last_cell:
            return out.getvalue()
    raise AssertionError(f"no cell {last_cell}")


@pytest.mark.parametrize("lang, none", [
    ("fi", "Ada, 16 silmää: kenelläkään vastustajalla ei ole enemmän silmiä, joten käsi ei saa mitään"),
    ("it", "Ada, 16 puntini: nessun avversario ha più puntini, quindi il gruppo non riceve niente"),
    ("en", "Ada, 16 pips: no opponent holds more pips, so this group gets nothing")])
def test_lesson_08_prints_each_group_s_differences_as_r25_says(lang: str, none: str) -> None:
    """It/fi native reading 29, finding 8: lesson 08's R25 cell writes a difference with the
    minus sign, «(12 − 10)», never a hyphen; a group with no larger opponent group gets a
    sentence, not «0 (…) = 0»; the prose says a group is compared only with larger groups."""
    printed = _printed("08", lang, "r25-check")
    assert "(12 − 10) = 2" in printed and " - " not in printed
    assert none in printed
    prose = (ROOT / "course" / "08" / f"{lang}.md").read_text(encoding="utf-8")
    larger = {"fi": "jokaiseen muuhun käteen, jossa on\nenemmän silmiä",
              "it": "ciascuno dei loro gruppi che ha una\nsomma maggiore",
              "en": "every other group that has a **strictly larger** sum"}
    assert larger[lang] in prose


@pytest.mark.parametrize("lang, below", [
    ("fi", "= −20 raakapistettä. Parin pistemäärä oli 10 raakapistettä ja on nyt −10"),
    ("it", "= −20 grezzi. Il punteggio della coppia passa da 10 a −10 grezzi"),
    ("en", "= −20 raw. Their score goes from 10 to −10 raw")])
def test_lesson_07_writes_a_negative_score_with_the_minus_sign(lang: str, below: str) -> None:
    """It/fi native reading 29, finding 9 (the kind of finding 8): lesson 07's D1 cell writes a
    score below zero with the minus sign, never «-20»; the R23 sum says its unit in Italian."""
    printed = _printed("07", lang, "d1-check")
    assert below in printed and not re.search(r"(?<![\w-])-\d", printed)
    if lang == "it":
        assert "compagno 10 = 75 grezzi" in printed and "nell'elenco dei punteggi" in printed


def _hidden_comments(source: str) -> list[str]:
    """Every comment of a folded cell's code, as a pupil reads it unfolded."""
    import io
    import tokenize

    return [t.string for t in tokenize.generate_tokens(io.StringIO(source + "\n").readline)
            if t.type == tokenize.COMMENT]


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_every_comment_of_a_folded_cell_is_in_the_lessons_language(lang: str) -> None:
    """Issue 31, lite70: page67 translated each folded cell's opening comment, and the later
    comments (whole lines and those after code: «# R18: after drawing a playable tile, no more
    drawing ...», «# the opening needs no target») stayed English in the it/fi lessons. Built
    from course/ (all 17 lessons, as scripts/course.py writes them), no comment a pupil can
    unfold in an Italian or Finnish lesson has an English word (`ENGLISH`)."""
    course = _course()
    every = course.read_lessons()
    assert len(every) == 17
    found = []
    for lesson_ in every:
        book = course.notebook(lesson_, lang, every)
        for cell in book.cells:
            if cell.cell_type != "code" or not cell.metadata.get("jupyter", {}).get("source_hidden"):
                continue
            for comment in _hidden_comments(cell.source):
                words = re.findall(r"(?<![\w-])[A-Za-z]+(?![\w-])", comment)
                found += [(lesson_.nn, cell.id, comment) for w in words if w.lower() in ENGLISH]
    assert not found, found[:8]


def test_the_build_flags_a_later_comment_without_its_text_and_a_text_said_nowhere() -> None:
    """Issue 31, lite70: `scripts/course.py` names a folded cell's later comment that has no
    `%% text` block in a language, and a `%% text` block that no comment or sentence says."""
    import copy

    course = _course()
    every = course.read_lessons()
    lesson_ = copy.deepcopy(next(x for x in every if x.nn == "06"))
    assert course.problems(lesson_, "it") == []
    del lesson_.prose["it"].text["the first three boneyard tiles"]
    lesson_.prose["it"].text["a comment said nowhere"] = "un commento"
    assert course.problems(lesson_, "it") == [
        "course/06/it.md: no '%% text the first three boneyard tiles'",
        "course/06/it.md: '%% text a comment said nowhere' is not said in code.md"]
