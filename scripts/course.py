"""Build the course in English, Italian and Finnish from one source per lesson.

    python scripts/course.py               # build the notebooks that changed, then run them
    python scripts/course.py --no-execute  # build only
    python scripts/course.py --check       # exit 1 if a stored notebook is out of date

Sources (course/README.md explains them to a translator):

- `course/NN/code.md`: the lesson's cells in order. `%% md ID` is a prose cell, written per
  language; `%% code ID [hidden] [tags=a,b]` is followed by Python shared by all three
  languages. In code, `LANG` is the lesson's language and `_("...")` (or `_(f"...")`) is a
  sentence the learner reads, given in English and translated per language.
- `course/NN/LANG.md`: `%% lesson SLUG` (the file name after the number), one `%% md ID` block
  for every prose cell, and one `%% text ENGLISH` block for every `_("ENGLISH")` of the code
  and for every hidden cell's opening comment (folded, the cell shows it: `folded_comment`) and
  each of its later comments (unfolded, the pupil reads them: `later_comments`).
  In prose, `(@NN)` links to lesson NN of the same language.
- `course/00/rule-map.txt`: where each rule is taught; its summaries are the messages
  `rule-R1` … `rule-D8` of `fiveup_viz/locales/LANG/rules.ftl` (shipped: a cited rule's
  tooltip shows them too), and `{{lessons}}`, `{{rule-map}}`, `{{languages}}` in the index's prose
  are filled in here.

The notebooks are written to `tutorials/LANG/NN-SLUG.ipynb` with the metadata
`"fiveup_viz": {"lang": LANG, "lesson": NN}`; a notebook whose cells are unchanged keeps its
stored outputs, and a changed one is executed again (scripts/execute_tutorials.py).
"""

from __future__ import annotations

import argparse
import ast
import io
import re
import sys
import tokenize
from dataclasses import dataclass, field
from pathlib import Path

import nbformat
from nbformat.notebooknode import NotebookNode

from fiveup_viz.files import write_atomic
from fiveup_viz.pages.site.pages import NOTEBOOK_ONLY, SITE_AFTER
from fiveup_viz.words.messages import phrases as messages_of

ROOT = Path(__file__).resolve().parent.parent
COURSE = ROOT / "course"
TUTORIALS = ROOT / "tutorials"
LANGS = ("en", "it", "fi")
LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "fi": "Suomi"}
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
MARKER = re.compile(r"^%% (lesson|md|code|text)(?: (.*))?$")
SAY = re.compile(r'\b_\((f?)"((?:[^"\\\n]|\\.)*)"\)')
LINK = re.compile(r"\(@(\d\d)\)")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


class SourceError(ValueError):
    """A course source is malformed or incomplete."""


@dataclass
class Block:
    kind: str
    arg: str
    body: str

    @property
    def id(self) -> str:
        """The cell id: the first word after `%% md` or `%% code`."""
        return self.arg.split()[0]

    @property
    def flags(self) -> list[str]:
        """A cell's flags after its id: a code cell's `hidden`, `tags=a,b`; a prose cell's
        `notebook` or `site` (where alone it is shown)."""
        return self.arg.split()[1:]


@dataclass
class Prose:
    """One language's file of a lesson."""

    slug: str
    md: dict[str, str] = field(default_factory=dict)
    text: dict[str, str] = field(default_factory=dict)


@dataclass
class Lesson:
    number: int
    cells: list[Block]
    prose: dict[str, Prose]

    @property
    def nn(self) -> str:
        return f"{self.number:02d}"

    def file(self, lang: str) -> str:
        return f"{self.nn}-{self.prose[lang].slug}.ipynb"

    def title(self, lang: str) -> str:
        """The lesson's heading without the hashes, e.g. "01 · Setup and the deal"."""
        first = self.cells[0]
        return heading(self.prose[lang].md[first.id])


def heading(markdown: str) -> str:
    line = next((ln for ln in markdown.splitlines() if ln.startswith("#")), "")
    return line.lstrip("#").strip()


def blocks(path: Path) -> list[Block]:
    """The `%% kind arg` blocks of a source file, bodies without surrounding blank lines."""
    found: list[Block] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        m = MARKER.match(line)
        if m:
            found.append(Block(m.group(1), (m.group(2) or "").strip(), ""))
        elif found:
            found[-1].body += line + "\n"
        elif line.strip():
            raise SourceError(f"{path.relative_to(ROOT)}:{number}: text before the first %% line")
    for block in found:
        block.body = block.body.strip("\n")
    return found


def read_prose(path: Path) -> Prose:
    found = blocks(path)
    if not found or found[0].kind != "lesson" or not re.fullmatch(r"[a-z0-9-]+", found[0].arg):
        raise SourceError(f"{path.relative_to(ROOT)}: must start with '%% lesson slug'")
    prose = Prose(found[0].arg)
    for block in found[1:]:
        table = {"md": prose.md, "text": prose.text}.get(block.kind)
        if table is None:
            raise SourceError(f"{path.relative_to(ROOT)}: '%% {block.kind}' has no place here")
        if block.arg in table:
            raise SourceError(f"{path.relative_to(ROOT)}: '%% {block.kind} {block.arg}' twice")
        table[block.arg] = block.body
    return prose


def read_lessons() -> list[Lesson]:
    lessons = []
    for folder in sorted(p for p in COURSE.iterdir() if re.fullmatch(r"\d\d", p.name)):
        cells = blocks(folder / "code.md")
        bad = [b for b in cells if b.kind not in ("md", "code")]
        if bad:
            raise SourceError(f"{folder.name}/code.md: '%% {bad[0].kind}' has no place here")
        for at, block in enumerate(cells):
            if block.kind != "md":
                continue
            if block.flags not in ([], ["notebook"], ["site"]):
                raise SourceError(f"{folder.name}/code.md: '%% md {block.arg}': a prose cell's only "
                                  "flag is 'notebook' or 'site'")
            if block.flags == ["site"] and at == 0:
                raise SourceError(f"{folder.name}/code.md: '%% md {block.arg}': a site-only cell "
                                  "needs a cell before it (the notebook keeps it there)")
        prose = {lang: read_prose(folder / f"{lang}.md") for lang in LANGS
                 if (folder / f"{lang}.md").exists()}
        lessons.append(Lesson(int(folder.name), cells, prose))
    return lessons


def folded_comment(block: Block) -> str | None:
    """A hidden code cell's opening comment, its lines joined by spaces: folded, the cell shows
    its first line, so it is read in the lesson's language and translated by a `%% text` block
    as a `_("...")` is (issue 31, teach28 friction 7: lesson 05's English «# R1: 5 raw = 1
    displayed» in the Italian course). None for a cell that is not hidden or opens with code."""
    if block.kind != "code" or "hidden" not in block.flags:
        return None
    lines = []
    for line in block.body.splitlines():
        if not line.startswith("#"):
            break
        lines.append(line.lstrip("#").strip())
    return " ".join(lines) or None


@dataclass
class Comment:
    """A comment a pupil can unfold in a hidden cell after its opening comment: its first line
    (from 0, in the code after the opening), its column, how many lines (consecutive whole-line
    comments at one column are one), and its words joined by spaces (the `%% text` msgid)."""

    row: int
    col: int
    lines: int
    said: str


def later_comments(block: Block) -> list[Comment]:
    """Every comment of a hidden code cell after its opening comment (`folded_comment`): whole
    lines and those after code. Unfolded, the pupil reads them, so each is translated by a
    `%% text` block as a `_("...")` is (issue 31, lite70: the later comments stayed English in
    the it/fi lessons). Empty for a cell that is not hidden."""
    if block.kind != "code" or "hidden" not in block.flags:
        return []
    lines = block.body.splitlines()
    opening = next((n for n, line in enumerate(lines) if not line.startswith("#")), len(lines))
    rest = "".join(line + "\n" for line in lines[opening:])
    found: list[Comment] = []
    for token in tokenize.generate_tokens(io.StringIO(rest).readline):
        if token.type != tokenize.COMMENT:
            continue
        row, col = token.start[0] - 1, token.start[1]
        words = token.string.lstrip("#").strip()
        whole = not token.line[:col].strip()
        last = found[-1] if found else None
        if (whole and last and last.col == col and last.row + last.lines == row
                and not lines[opening + last.row][:col].strip()):
            last.lines += 1
            last.said = f"{last.said} {words}"
        else:
            found.append(Comment(row, col, 1, words))
    return found


def sentences(code: str) -> list[str]:
    """The English sentences `_("...")` of a code cell, as written between the quotes."""
    return [m.group(2) for m in SAY.finditer(code)]


INDEX_WORDS = ("Rule", "In short", "Lesson", "Section", "Cell", "Also in")


def problems(lesson: Lesson, lang: str) -> list[str]:
    """Every way one lesson's source is incomplete in one language."""
    where = f"course/{lesson.nn}/{lang}.md"
    prose = lesson.prose.get(lang)
    if prose is None:
        return [f"{where}: missing"]
    md_ids = [c.id for c in lesson.cells if c.kind == "md"]
    found = [f"{where}: no text for '%% md {k}'" for k in md_ids if not prose.md.get(k, "").strip()]
    found += [f"{where}: '%% md {k}' is not a cell of code.md" for k in prose.md if k not in md_ids]
    said = {s for c in lesson.cells if c.kind == "code" for s in sentences(c.body)}
    said |= {s for c in lesson.cells if (s := folded_comment(c))}
    said |= {comment.said for c in lesson.cells for comment in later_comments(c)}
    if lesson.number == 0:
        said |= set(INDEX_WORDS)
        summaries = messages_of(lang, "rules")
        found += [f"fiveup_viz/locales/{lang}/rules.ftl: no 'rule-{r}'" for r, *_ in rule_rows()
                  if f"rule-{r}" not in summaries]
    if lang != "en":  # English is the code's own: nothing to translate
        for msgid in sorted(said):
            if msgid not in prose.text:
                found.append(f"{where}: no '%% text {msgid}'")
            elif set(PLACEHOLDER.findall(msgid)) != set(PLACEHOLDER.findall(prose.text[msgid])):
                found.append(f"{where}: '%% text {msgid}' must keep the same {{...}} parts")
        found += [f"{where}: '%% text {k}' is not said in code.md"
                  for k in prose.text if k not in said]
    if found:
        return found
    for block in lesson.cells:
        if block.kind == "code":
            try:
                ast.parse(localise_code(block.body, lang, lesson, folded_comment(block),
                                        hidden="hidden" in block.flags))
            except SyntaxError as error:
                found.append(f"{where}: cell {block.id} is not Python: {error.msg}")
    return found


def localise_code(code: str, lang: str, lesson: Lesson, folded: str | None = None, *,
                  hidden: bool = False) -> str:
    """The shared code in one language: `LANG` and every `_("...")` filled in, and a hidden
    cell's opening comment (`folded`, from `folded_comment`) in the language's words."""
    if folded is not None and lang != "en":
        lines = code.splitlines(keepends=True)
        opening = next((n for n, line in enumerate(lines) if not line.startswith("#")), len(lines))
        said = "".join(f"# {line}\n" for line in lesson.prose[lang].text[folded].splitlines())
        code = said + "".join(lines[opening:])
    if hidden and lang != "en":
        code = localise_comments(code, lang, lesson)
    def say(m: re.Match[str]) -> str:
        msgid = m.group(2)
        text = msgid if lang == "en" else lesson.prose[lang].text[msgid]
        if m.group(1):  # inside an f-string's {...}, LANG needs the other quotes
            text = re.sub(r"\bLANG\b", f"'{lang}'", text)
        return f'{m.group(1)}"{text}"'

    code = SAY.sub(say, code)
    return re.sub(r"\bLANG\b", f'"{lang}"', code)


def localise_comments(code: str, lang: str, lesson: Lesson) -> str:
    """A hidden cell's code (its opening comment already in `lang`) with every later comment
    (`later_comments`) in the language's words: a translation's lines, each `# ` at the
    comment's column; a comment after code stays on its line."""
    lines = code.splitlines(keepends=True)
    opening = next((n for n, line in enumerate(lines) if not line.startswith("#")), len(lines))
    rest = lines[opening:]
    block = Block("code", "cell hidden", "".join(rest))
    for comment in reversed(later_comments(block)):
        said = lesson.prose[lang].text[comment.said].splitlines()
        first = rest[comment.row]
        if first[:comment.col].strip():  # after code: one line
            rest[comment.row] = f"{first[:comment.col]}# {' '.join(said)}\n"
        else:
            rest[comment.row:comment.row + comment.lines] = [
                f"{first[:comment.col]}# {line}\n" for line in said]
    return "".join(lines[:opening] + rest)


def localise_prose(text: str, lang: str, lessons: list[Lesson]) -> str:
    by_number = {lesson.nn: lesson for lesson in lessons}

    def link(m: re.Match[str]) -> str:
        if m.group(1) not in by_number:
            raise SourceError(f"a link to lesson {m.group(1)}, which does not exist")
        return f"({by_number[m.group(1)].file(lang)})"

    return LINK.sub(link, text)


def word(index: Lesson, lang: str, english: str) -> str:
    """A word of the index's tables, from the index's `%% text` blocks."""
    return english if lang == "en" else index.prose[lang].text[english]


def lesson_list(lang: str, lessons: list[Lesson]) -> str:
    return "\n".join(f"- [{lesson.title(lang).replace(' · ', ' ')}]({lesson.file(lang)})"
                     for lesson in lessons if lesson.number > 0)


def rule_rows() -> list[tuple[str, str, str, str]]:
    """(rule, lesson NN, cell id, also-in) from course/00/rule-map.txt."""
    rows = []
    for line in (COURSE / "00" / "rule-map.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            rule, nn, cell, *also = line.split()
            rows.append((rule, nn, cell, " ".join(also).replace(" ", ", ")))
    return rows


def section_of(lesson: Lesson, lang: str, cell_id: str) -> str:
    """The heading a cell stands under: its own, or the last one before it."""
    found = ""
    for block in lesson.cells:
        if block.kind == "md":
            found = heading(lesson.prose[lang].md[block.id]) or found
        if block.id == cell_id:
            return found
    raise SourceError(f"rule-map.txt: lesson {lesson.nn} has no cell {cell_id}")


def rule_map(lang: str, lessons: list[Lesson], *, prefix: str = "", cells: bool = True) -> str:
    """The table of where each rule is taught, in one language."""
    by_number = {lesson.nn: lesson for lesson in lessons}
    index = by_number["00"]
    columns = ["Rule", "In short", "Lesson", "Section"] + (["Cell", "Also in"] if cells else [])
    lines = ["| " + " | ".join(word(index, lang, c) for c in columns) + " |",
             "|" + "---|" * len(columns)]
    for rule, nn, cell_id, also in rule_rows():
        lesson = by_number[nn]
        section = section_of(lesson, lang, cell_id)
        title = lesson.title(lang).replace(" · ", " ")
        row = [rule, str(messages_of(lang, "rules")[f"rule-{rule}"]).replace("|", "\\|"),
               f"[{title}]({prefix}{lesson.file(lang)})", section]
        if cells:
            row += [f"`{cell_id}`", also]
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


def languages(lang: str, lessons: list[Lesson]) -> str:
    """Links to this course's index in the other two languages."""
    index = next(lesson for lesson in lessons if lesson.number == 0)
    return " · ".join(f"[{LANGUAGE_NAMES[other]}](../{other}/{index.file(other)})"
                      for other in LANGS if other != lang)


def fill_index(text: str, lang: str, lessons: list[Lesson]) -> str:
    text = text.replace("{{lessons}}", lesson_list(lang, lessons))
    text = text.replace("{{rule-map}}", rule_map(lang, lessons))
    return text.replace("{{languages}}", languages(lang, lessons))


#: Documents that show the English rule map, with the path from them to the English course.
RULE_MAP_DOCS = {ROOT / "docs" / "RULES_MAP.md": "../tutorials/en/",
                 ROOT / "README.md": "tutorials/en/"}


def rules_map_doc(path: Path, lessons: list[Lesson]) -> str:
    """A document with its rule-map table made from the English course's map."""
    text = path.read_text(encoding="utf-8")
    table = rule_map("en", lessons, prefix=RULE_MAP_DOCS[path], cells=False)
    return re.sub(r"(?ms)^\| Rule \|.*?(?=\n\n)", lambda _: table, text, count=1)


def notebook(lesson: Lesson, lang: str, lessons: list[Lesson]) -> NotebookNode:
    """One lesson in one language, without outputs."""
    book = nbformat.v4.new_notebook()
    book.metadata = {"kernelspec": dict(KERNELSPEC),
                     "fiveup_viz": {"lang": lang, "lesson": lesson.number}}
    for block in lesson.cells:
        if block.kind == "md":
            text = localise_prose(lesson.prose[lang].md[block.id], lang, lessons)
            if lesson.number == 0:
                text = fill_index(text, lang, lessons)
            if block.flags == ["site"]:  # kept, unseen, by the cell before it: pages.body shows it
                before = book.cells[-1].metadata.setdefault("fiveup_viz", {})
                before.setdefault(SITE_AFTER, []).append({"id": block.id, "source": text})
                continue
            cell = nbformat.v4.new_markdown_cell(text)
            if block.flags == ["notebook"]:
                cell.metadata["fiveup_viz"] = {NOTEBOOK_ONLY: True}
        else:
            cell = nbformat.v4.new_code_cell(localise_code(block.body, lang, lesson,
                                                           folded_comment(block),
                                                           hidden="hidden" in block.flags))
            tags = [t for f in block.flags if f.startswith("tags=") for t in f[5:].split(",")]
            if tags:
                cell.metadata["tags"] = tags
            if "hidden" in block.flags:
                cell.metadata["jupyter"] = {"source_hidden": True}
        cell.id = block.id
        book.cells.append(cell)
    return book


def notebook_text(book: NotebookNode) -> str:
    """A notebook's file, as `nbformat.write` writes it (ending in a newline)."""
    text = nbformat.writes(book)
    return text if text.endswith("\n") else text + "\n"


def shape(book: NotebookNode) -> list[object]:
    """What the source decides about a notebook: cells and their metadata, not outputs."""
    meta = {k: book.metadata.get(k) for k in ("kernelspec", "fiveup_viz")}
    cells = [(c.get("id"), c.cell_type, c.source,
              {k: v for k, v in c.metadata.items() if k != "execution"}) for c in book.cells]
    return [meta, cells]


def executed(book: NotebookNode) -> bool:
    return all(c.get("execution_count") is not None for c in book.cells if c.cell_type == "code")


def build(*, write: bool, langs: tuple[str, ...] = LANGS
          ) -> tuple[list[Path], list[Path], list[str]]:
    """The notebooks out of date with their sources (written when `write`), those of them
    whose cells changed (to run again), and the problems found in the sources. A lesson
    that is incomplete in a language is not built in it, nor is that language's index."""
    lessons = read_lessons()
    stale: list[Path] = []
    to_run: list[Path] = []
    found: list[str] = []
    for lang in langs:
        missing = {lesson.nn: problems(lesson, lang) for lesson in lessons}
        for lesson in lessons:
            found += missing[lesson.nn]
            path = TUTORIALS / lang / lesson.file(lang)
            if missing[lesson.nn] or (lesson.number == 0 and any(missing.values())):
                continue
            fresh = notebook(lesson, lang, lessons)
            stored = nbformat.read(path, as_version=4) if path.exists() else None
            old, new = (None if stored is None else shape(stored)), shape(fresh)
            if old == new:
                if stored is not None and not executed(stored):
                    to_run.append(path)  # built earlier with --no-execute
                continue
            if stored is not None and old is not None and old[1] == new[1]:
                stored.metadata.update(fresh.metadata)  # the cells and their outputs stand
                fresh = stored
            else:
                to_run.append(path)
            stale.append(path)
            if write:
                path.parent.mkdir(parents=True, exist_ok=True)
                write_atomic(path, notebook_text(fresh))
        for doc_path in RULE_MAP_DOCS if lang == "en" and not any(missing.values()) else ():
            doc = rules_map_doc(doc_path, lessons)
            if doc != doc_path.read_text(encoding="utf-8"):
                stale.append(doc_path)
                if write:
                    write_atomic(doc_path, doc)
        names = {lesson.file(lang) for lesson in lessons}
        found += [f"{path.relative_to(ROOT)} has no source in course/"
                  for path in sorted((TUTORIALS / lang).glob("*.ipynb")) if path.name not in names]
    return stale, to_run, found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report stale notebooks")
    parser.add_argument("--no-execute", action="store_true", help="build without running")
    parser.add_argument("--lang", choices=LANGS, action="append",
                        help="only this language (repeatable; default all three)")
    args = parser.parse_args(argv)
    try:
        stale, to_run, found = build(write=not args.check, langs=tuple(args.lang or LANGS))
    except SourceError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    for problem in found:
        print(f"incomplete: {problem}", file=sys.stderr)
    for path in stale:
        print(f"{'out of date' if args.check else 'built'}: {path.relative_to(ROOT)}")
    if args.check:
        return 1 if stale or found else 0
    to_run = [p for p in to_run if p.suffix == ".ipynb"]
    if to_run and not args.no_execute:
        sys.path.insert(0, str(Path(__file__).parent))
        from execute_tutorials import execute  # type: ignore[import-not-found]

        for path in to_run:
            print(f"{execute(path):6.1f} s  {path.relative_to(ROOT)}", flush=True)
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
