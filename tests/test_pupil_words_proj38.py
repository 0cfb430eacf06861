"""A pupil's words on the quiz, the worksheet and the example page (issue 31; teacher trial
teach11, frictions 5, 6, 7 and 9)."""
from __future__ import annotations

import base64
import json
import re
import zlib
from pathlib import Path
from typing import Any

import pytest

from fiveup_viz.pages import exercises as ex
from fiveup_viz.pages.worksheet.sheet import page as worksheet_page

LANGS = ("en", "it", "fi")
#: a placement's points as the layout's caption says them (RULES.md description wording:
#: "10 raw (2 displayed)", "10 grezzi (2 visualizzati)", "10 raakapistettä (2 näyttöpistettä)")
CAPTION_ORDER = {
    "en": (r"(\d+) raw \((\d+) displayed(?: point)?\)", r"\d+ displayed points? \(\d+ raw\)"),
    "it": (r"(\d+) grezzi \((\d+|1 punto) visualizzat[io]\)", r"visualizzat[io] \(\d+ grezzi\)"),
    "fi": (r"(\d+) raakapistettä \((\d+) näyttöpiste(?:ttä|en)\)",
           r"näyttöpiste(?:ttä|en) \(\d+ raakapistettä\)"),
}


def _scoring(lang: str, shown: int | None = None) -> ex.Question:
    for s in range(400):
        q = ex.practice("score", seed=s, lang=lang, level=3)
        if q.solution and (shown is None or q.solution // 5 == shown):
            return q
    raise AssertionError("no scoring question")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("shown", [None, 1])
def test_a_scoring_answer_says_raw_then_displayed_as_the_caption(lang: str, shown: int | None) -> None:
    """teach11 friction 7: the question asks raw points and the caption says "10 raw
    (2 displayed)" (RULES.md's description wording, R1, R15), so the answer's reason says the
    placement's points in the same order, not "2 displayed points (10 raw)"; 1 displayed too."""
    q = _scoring(lang, shown)
    right, wrong = CAPTION_ORDER[lang]
    said = q.check(q.solution).explanation
    m = re.search(right, said)
    assert m and int(m.group(1)) == q.solution, said
    assert not re.search(wrong, said), said


def test_the_quiz_page_and_the_worksheet_key_say_raw_first(tmp_path: Path) -> None:
    """teach11 friction 7, where the teacher met it: the quiz page's answers (a placement
    that scores, a hand's last placement) and a worksheet's key."""
    from fiveup_viz.cli.main import main

    out = tmp_path / "quiz.html"
    assert main(["html", "partners", "--quiz", "--lang", "en", "-o", str(out)]) in (0, None)
    html = out.read_text("utf-8")
    frames = re.search(r'class="fiveup-frames">(.*?)</script>', html)
    assert frames
    packed = json.loads(frames.group(1))["packed"]
    html = zlib.decompress(base64.b64decode(packed)).decode("utf-8")
    said = re.findall(r"so (?:the|this last) placement (?:scores|makes) (\d+ \w+)", html)
    assert said and all(s.endswith(" raw") for s in said), said
    qs = [_scoring("en")]
    key = worksheet_page(qs, lang="en", level=3, seed=1, key="only")
    assert re.search(CAPTION_ORDER["en"][0], key) and not re.search(CAPTION_ORDER["en"][1], key)


def _going_out(lang: str, placement_zero: bool) -> ex.Question:
    for s in range(400):
        q = ex.practice("going-out", seed=s, lang=lang, level=3)
        game = q.position["game"]
        if (game.hands[0].end.going_out.placement == 0) == placement_zero:
            return q
    raise AssertionError("no going-out question")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("zero", [True, False])
def test_a_pupils_worksheet_question_quotes_no_rule_and_the_key_does(lang: str, zero: bool) -> None:
    """teach11 friction 6: a worksheet question said "…into the going-out event (R15, R23)";
    the pupils' questions now name no rule, and the key's reason still cites R15 (a placement
    that scores nothing) and R23 (its share joins the going-out event)."""
    q = _going_out(lang, zero)
    sheet = worksheet_page([q], lang=lang, level=3, seed=1, key="page")
    questions, key = sheet.split('class="key', 1)
    body = re.sub(r"<style.*?</style>", "", questions, flags=re.S)
    assert not re.search(r"\b[RD]\d+\b", re.sub(r"<[^>]+>", " ", body).split("<body", 1)[-1])
    assert "R23" in key
    if zero:
        assert "R15" in key


# -- friction 5: a cited rule is a link to the rule book, its one line a tooltip ---------------
def test_the_rule_book_has_an_anchor_and_one_line_for_every_rule() -> None:
    """teach11 friction 5: "Read the rules once more (R14, R15)" needs somewhere to go: the rule
    book in each language has an anchor for every rule R1-R28 (English: D1-D8 too), and the
    tooltip's line is the rule's one-line summary (rules.ftl, read14 I1: the book's first
    sentence often missed the point), the same on every build."""
    from fiveup_viz.pages.rulebook import build, rule_anchors, rule_lines

    for lang in LANGS:
        book = build(lang)
        ids = set(re.findall(r'id="([RD]\d+)"', book))
        assert {f"R{n}" for n in range(1, 29)} <= ids, sorted(ids)
        assert rule_anchors(lang) == ids
        assert ids <= set(rule_lines(lang))
        assert build(lang) == book
    assert "multiple of 5" in rule_lines("en")["R15"]
    assert "multiplo positivo di 5" in rule_lines("it")["R15"]
    assert "viiden monikerta" in rule_lines("fi")["R15"]


def _exercise_file(path: Path, lang: str, menu: bool) -> Path:
    from fiveup_viz.pages.site.pages import trail
    from fiveup_viz.widgets.answers import static_html

    q = _scoring(lang)
    top = trail(lang, "../") if menu else ""
    path.write_text(f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"></head>'
                    f"<body>{top}{static_html([(q, None)])}</body></html>", "utf-8")
    return path


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_answer_links_its_rules_to_the_rule_book(tmp_path: Path, page: Any, lang: str) -> None:
    """teach11 friction 5: on the website (a page whose menu links the rule book) each Rnn of
    "Read the rules once more (R14, R15)" is a link to `…/rulebook.html#R14`, which lands on
    that rule; on a standalone page it is no link but carries the rule's one line as a tooltip
    (title), in the page's language, the rule book's own text."""
    from fiveup_viz.pages.rulebook import build, rule_lines

    (tmp_path / "assets" / lang).mkdir(parents=True)
    (tmp_path / "assets" / lang / "rulebook.html").write_text(build(lang), "utf-8")
    (tmp_path / lang).mkdir()
    for menu in (True, False):
        path = _exercise_file(tmp_path / lang / f"lesson-{menu}.html", lang, menu)
        page.goto(path.as_uri())
        page.locator(".fiveup-answer input").fill("1")
        page.locator(".fiveup-check").click()
        said = page.locator(".fiveup-said")
        rules = said.locator(".fiveup-rule")
        assert rules.count() == 2
        assert [rules.nth(i).inner_text() for i in range(2)] == ["R14", "R15"]
        title = rules.nth(1).get_attribute("title")
        assert title == "R15. " + rule_lines(lang)["R15"]
        if menu:
            assert rules.nth(0).evaluate("e => e.tagName") == "A"
            assert rules.nth(0).get_attribute("href") == f"../assets/{lang}/rulebook.html#R14"
            page.screenshot(path=str(tmp_path / f"said-{lang}.png"))
            rules.nth(1).click()
            page.wait_for_load_state()
            assert page.url.endswith(f"/assets/{lang}/rulebook.html#R15")
            assert page.evaluate("() => document.getElementById('R15').getBoundingClientRect().top") < 200
        else:
            assert rules.nth(0).evaluate("e => e.tagName") == "SPAN"
            assert said.locator("a").count() == 0


# -- friction 9: the example page's description folds at a projector's width ------------------
@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
def test_the_example_page_folds_its_description_at_1024_wide(tmp_path: Path, page: Any,
                                                              lang: str) -> None:
    """teach11 friction 9: on the site's example game page at 1024x768 the three-line
    description sat above the buttons and pushed the board down; it now folds under "About
    this game" (closed below 1200 px wide, open above), and the buttons rise by its height;
    it stays folded or open as the reader left it while they step."""
    from fiveup_viz.pages.site import pages as site_pages
    from fiveup_viz.words.messages import text as words

    path = _example_page(tmp_path, lang)
    label = words(lang, "site", "about-game")
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(path.as_uri())
    about = page.locator("details.fiveup-about")
    assert about.count() == 1 and about.locator("summary").inner_text() == label
    assert about.evaluate("e => e.open") is False
    description = about.locator(":scope > div")
    assert page.locator(".fiveup-header h1").is_visible()  # the title stays
    assert not description.is_visible()
    nxt = page.get_by_role("button", name=words(lang, "page", "next"), exact=True)
    top = nxt.bounding_box()["y"]
    page.screenshot(path=str(tmp_path / f"example-1024-{lang}.png"))
    about.locator("summary").click()
    assert description.is_visible()
    assert nxt.bounding_box()["y"] > top + 30  # the description's lines, now open
    nxt.click()
    assert page.locator("details.fiveup-about").evaluate("e => e.open") is True
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(path.as_uri())
    assert page.locator("details.fiveup-about").evaluate("e => e.open") is True
    page.screenshot(path=str(tmp_path / f"example-1366-{lang}.png"))
    assert site_pages.ABOUT_OPEN_FROM == 1200


def _example_page(tmp_path: Path, lang: str) -> Path:
    """The site's page of the example game `partners` in `lang`, as `fiveup-viz site` writes it."""
    from fiveup_viz.pages.site import _pages, courses

    page = next(page for where, page in _pages(courses([lang]), False)
                if where == ("examples", lang, "partners.html"))
    path = tmp_path / f"partners-{lang}.html"
    path.write_text(page, "utf-8")
    return path
