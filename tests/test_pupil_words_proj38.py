"""A pupil's words on the quiz, the worksheet and the example page (issue 31; teacher trial
teach11, frictions 5, 6, 7 and 9)."""
from __future__ import annotations

import base64
import json
import re
import zlib
from pathlib import Path

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
