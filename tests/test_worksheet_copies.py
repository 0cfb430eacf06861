"""Worksheets a school copies (issue 31, point 6; teacher trial friction 7 and the smaller
frictions): the students' copy without the key and the teacher's key alone (`key`), a compact
layout that puts 12 questions on fewer pages (`compact`), versions A and B of one sheet in one
document (`versions`), a legend for the frames the pictures draw, and no screen words on paper.
What is checked is what a page means: its questions, its key, its legend."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.drawing.svg.style import palette
from fiveup_viz.pages.worksheet import document, question_sets, questions, worksheet
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import text
from tests.test_worksheet import Sheet, _engine_answer, check_pages, page_texts

#: The teacher's sheet (teacher trial 1a): 12 mixed questions, level 2, A4.
TRIAL = {"kind": "mix", "count": 12, "level": 2, "seed": 5, "paper": "a4"}
#: Words that ask for a screen: a pointer, a button, a selection (teacher trial: «Seleziona»).
SCREEN_WORDS = {"en": ("select", "choose", "click", "press", "button", "tap"),
                "it": ("seleziona", "scegli", "clicca", "premi", "pulsante", "verifica"),
                "fi": ("valitse", "napsauta", "paina", "painike", "tarkista")}


def visible(page: str) -> str:
    """The words a reader sees on the page: no drawing, style or markup."""
    return unescape(re.sub(r"<svg\b.*?</svg>|<style>.*?</style>|<title>.*?</title>|<[^>]+>", " ",
                           page, flags=re.S))


def say(lang: str, key: str, **values: object) -> str:
    return text(lang, "worksheet", key, **values)


def key_title_page(texts: list[str], lang: str) -> int:
    return next(i for i, t in enumerate(texts) if t.lstrip().startswith(say(lang, "key-title")))


# -- the key: on its own pages, left out, or alone ---------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_students_copy_has_every_question_and_no_key(lang: str) -> None:
    """Friction 7: `key="none"` is what a teacher copies for the class."""
    page = worksheet(**TRIAL, lang=lang, key="none")
    parsed = Sheet(page)
    assert len(parsed.questions) == 12 and parsed.keys == []
    words = visible(page)
    assert say(lang, "key-title") not in words and say(lang, "key-intro") not in words
    for q in questions(**{k: v for k, v in TRIAL.items() if k != "paper"}, lang=lang):
        assert q.why not in words  # no reason from the key leaks onto the students' pages


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_teachers_copy_is_the_key_alone(lang: str) -> None:
    """`key="only"`: the key of the very same questions, and no question, name line or box."""
    whole, alone = worksheet(**TRIAL, lang=lang), worksheet(**TRIAL, lang=lang, key="only")
    assert Sheet(alone).questions == [] and 'class="box"' not in alone
    assert Sheet(alone).keys == Sheet(whole).keys and len(Sheet(alone).keys) == 12
    words = visible(alone)
    assert words.split()[:len(say(lang, "key-title").split())] == say(lang, "key-title").split()
    assert say(lang, "name") + ":" not in words and say(lang, "instructions") not in words
    assert re.search(r"\.key\.alone \{[^}]*break-before: auto", alone)  # no blank first page


def test_the_key_on_its_own_pages_is_the_default() -> None:
    assert worksheet(**TRIAL, key="page") == worksheet(**TRIAL)


def test_the_pdf_copies_split_as_the_html_ones() -> None:
    pytest.importorskip("svg2pdf_py")
    none = page_texts(document("pdf", **TRIAL, lang="it", key="none"))
    only = page_texts(document("pdf", **TRIAL, lang="it", key="only"))
    whole = page_texts(document("pdf", **TRIAL, lang="it"))
    answer = re.escape(say("it", "answer-number", n=999)).replace("999", r"\d+")
    key_from = key_title_page(whole, "it")
    assert none == whole[:key_from] and only == whole[key_from:]
    assert all(say("it", "key-title") not in t for t in none)
    assert not any(re.search(answer, t) for t in only)


# -- compact: fewer pages ----------------------------------------------------------------------
def test_compact_puts_twelve_questions_on_fewer_pages() -> None:
    """Friction 7: 12 questions took 4 pages, a third of two of them empty. Compact holds the
    same 12 questions, each whole on one page (number to answer space), on fewer pages (the
    count depends on the words' length: the Italian going-out question grew with en-rules I3).
    Since teacher trial 10 (friction 7) the plain sheet packs two questions a row too; at this
    sheet's level 2 it takes 4 pages in Italian (3 at level 1, tests/test_worksheet_teach10.py:
    a row is as tall as its taller question, and the Italian going-out question is a line
    longer than the English), and compact no more than that."""
    pytest.importorskip("svg2pdf_py")
    pages = {}
    for compact in (False, True):
        texts = page_texts(document("pdf", **TRIAL, lang="it", compact=compact))
        check_pages(texts, "it", 12)
        pages[compact] = key_title_page(texts, "it")
    assert pages[True] < pages[False] <= 4, pages


def test_compact_html_sets_two_questions_a_row_and_smaller_pictures() -> None:
    page = worksheet(**TRIAL, compact=True)
    assert '<main class="worksheet compact"' in page
    # two columns the questions flow down (teacher trial 13, friction 1), no longer rows
    assert re.search(r"\.compact ol\.questions \{[^}]*columns: 2", page)
    small = re.search(r"\.compact \.pictures svg \{ max-height: ([0-9.]+)mm", page)
    large = re.search(r"\n\.pictures svg \{[^}]*max-height: ([0-9.]+)mm", page)
    assert small and large and float(small.group(1)) < float(large.group(1))
    assert Sheet(page).keys == Sheet(worksheet(**TRIAL)).keys  # the same sheet, laid out closer


# -- versions ----------------------------------------------------------------------------------
def test_versions_ask_other_questions_of_the_same_kinds() -> None:
    """Versions A and B against copying: the same kinds in the same order, no question in both,
    and version A is the sheet made alone."""
    a, b = question_sets(kind="mix", count=12, level=2, seed=5, versions=2)
    assert [q.kind for q in a] == [q.kind for q in b]
    assert not {q.text + "".join(q.pictures) for q in a} & {q.text + "".join(q.pictures) for q in b}
    assert [q.text for q in a] == [q.text for q in questions(kind="mix", count=12, level=2, seed=5)]


def test_each_version_has_its_questions_then_each_its_own_key() -> None:
    page = worksheet(**TRIAL, versions=2)
    a, b = question_sets(kind="mix", count=12, level=2, seed=5, versions=2)
    parsed = Sheet(page)
    assert len(parsed.questions) == 24 and len(parsed.keys) == 24
    for q, key in zip([*a, *b], parsed.keys, strict=True):
        assert key["answer"] == _engine_answer(q)
    words = visible(page)
    for letter in "AB":
        version = say("en", "version", letter=letter)
        assert say("en", "key-title-version", version=version) in words
        assert say("en", "title-version", title=say("en", "title", topic=say("en", "topic-mix")),
                   version=version) in words
    assert re.search(r"\.version \+ \.version \{[^}]*break-before: page", page)
    assert page.index('data-version="B"') < page.index('class="key"')  # students' pages first
    assert len(set(re.findall(r'\bid="([^"]+)"', page))) == len(re.findall(r'\bid="', page))


def test_the_pdf_holds_version_a_and_b_with_their_keys() -> None:
    pytest.importorskip("svg2pdf_py")
    texts = page_texts(document("pdf", **TRIAL, lang="fi", versions=2, key="only"))
    heads = [t.lstrip().split("\n")[0] for t in texts]
    for letter in "AB":
        title = say("fi", "key-title-version", version=say("fi", "version", letter=letter))
        assert title in heads


def test_the_command_writes_each_copy(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "key.html"
    assert main(["worksheet", "--key", "Only", "--versions", "2", "--compact", "--lang", "it",
                 "--seed", "5", "--level", "2", "-o", str(out)]) == 0
    assert out.read_text("utf-8") == worksheet(**TRIAL, lang="it", key="only", versions=2,
                                               compact=True)


# -- the legend of the frames ------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_sheet_with_layouts_explains_its_frames(lang: str) -> None:
    """Teacher trial 1b: the orange spinner border and the blue ring of the tile placed last
    had no legend. Each is drawn in the pictures' own colours beside what it means."""
    page = worksheet(**TRIAL, lang=lang)
    legend = re.search(r'<p class="legend">(.*?)</p>', page, re.S)
    assert legend is not None
    c = palette(None)
    spinner, last, *_ = re.findall(r"<span>(<svg.*?</svg>)([^<]*)</span>", legend.group(1))
    assert f'stroke="{c["spinner"]}" stroke-width="2.6"' in spinner[0]
    assert unescape(spinner[1]) == text(lang, "lines", "spinner-legend")
    assert f'fill="{c["last"]}"' in last[0]
    assert unescape(last[1]) == text(lang, "lines", "last-legend")
    drawn = "".join(re.findall(r'<div class="pictures">.*?</div>', page, re.S))
    assert f'stroke="{c["spinner"]}"' in drawn and f'fill="{c["last"]}"' in drawn  # both drawn


def test_a_sheet_without_layouts_has_no_legend() -> None:
    assert 'class="legend"' not in worksheet(kinds=["round", "blocked"], count=4)


def test_the_pdf_legend_is_on_the_first_page() -> None:
    pytest.importorskip("svg2pdf_py")
    first = " ".join(page_texts(document("pdf", **TRIAL, lang="it"))[0].split())
    assert text("it", "lines", "spinner-legend") in first
    assert text("it", "lines", "last-legend") in first


# -- no screen words on paper ------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_paper_asks_to_circle_not_to_select(lang: str) -> None:
    """Teacher trial: «Seleziona tutte…» is screen wording on a paper sheet."""
    page = worksheet(kind="mix", count=24, level=3, lang=lang, seed=5, versions=2)
    words = visible(page).lower()
    found = {w for w in SCREEN_WORDS[lang] if re.search(rf"\b{w}", words)}
    assert not found, found
    for q, item in zip(question_sets(kind="mix", count=24, level=3, lang=lang, seed=5,
                                     versions=2)[0], Sheet(page).questions, strict=False):
        if q.kind in ("counted", "legal"):
            # the worksheet's own words, a counted question naming the tile placed (teacher
            # trial 13, finding 3)
            tile = q.position["layout"].last if q.kind == "counted" else q.position.get("tile", "")
            assert say(lang, f"q-{q.kind}", tile=str(tile)) in unescape(page)
            assert item["kind"] == q.kind


