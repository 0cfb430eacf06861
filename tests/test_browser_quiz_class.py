"""Teacher trial 7 (issue 31, "for a class next week"), a quiz page at a projector, in headless
Chromium and offline: the teacher chooses which positions ask (fewer questions than one at
every tile played), on the command line and on the page; at 1024x768 and zoomed to 125% (a
CSS viewport of 819x614) the caption, the note and the question with its answer box show
without scrolling; the score table's cells hold one line each at 1024x768."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Locator, Page, expect

from fiveup_viz.cli.main import main
from fiveup_viz.pages.quiz import ASKS, CLASS_ASKS, words
from fiveup_viz.rules import examples
from fiveup_viz.rules.game import DominoEnd
from fiveup_viz.rules.record import scorelog
from fiveup_viz.words.messages import text
from tests.conftest import CHROMIUM

OUTPUT = Path(os.environ.get("FIVEUP_TEST_OUTPUT") or tempfile.gettempdir()) / "fiveup-test-output"
pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
EXAMPLE = "partners"
PROJECTOR = {"width": 1024, "height": 768}
#: A 1024x768 screen zoomed to 125%: the CSS viewport the teacher's browser had.
ZOOMED = {"width": 819, "height": 614}
#: The teacher's own note on hand 2, action 4 (teach7's lesson.json), and the move's question.
NOTE = "Count the points of this placement yourself before you press Next."


def scoring_steps(hand: int) -> set[int]:
    """The steps of `hand` (0-based) after a placement that scores (R14, R15), from the score
    log: its placement events, and the last tile's placement points when it goes out (R23)."""
    game = examples.load(EXAMPLE)
    steps = {e["action"] + 1 for e in scorelog(game)["events"]
             if e["hand"] == hand and e["kind"] == "placement"}
    end = game.hands[hand].end
    if isinstance(end, DominoEnd) and end.going_out is not None and end.going_out.placement:
        steps.add(len(game.hands[hand].actions))
    return steps


def placement_steps(hand: int) -> set[int]:
    """The steps of `hand` after any placement (not a draw or a pass)."""
    actions = examples.load(EXAMPLE).hands[hand].actions
    return {k + 1 for k, action in enumerate(actions) if action.move is not None}


def quiz_page(folder: Path, *options: str, lang: str = "en") -> Path:
    out = folder / "quiz.html"
    assert main(["html", EXAMPLE, "--quiz", "--lang", lang, "-o", str(out), *options]) == 0
    return out


def asking_steps(page: Page, hand: int) -> set[int]:
    """The steps of `hand` (0-based) at which the page asks a question now, visited by link."""
    stepper = page.locator(".fiveup-stepper")
    found = set()
    for step in range(len(examples.load(EXAMPLE).hands[hand].actions) + 1):
        page.evaluate(f"location.hash = '#hand={hand + 1}&step={step}'")
        expect(stepper).to_have_attribute("data-step", str(step))
        if stepper.locator(".fiveup-ask .fiveup-quiz-question").count():
            found.add(step)
    return found


def test_the_teacher_chooses_which_positions_ask(tmp_path: Path, page: Page) -> None:
    """Teacher trial 7: a question at every tile played is too many for a lesson. The command
    line's default asks at the placements that score (R15) and at each count (R21-R27); the
    choice beside "Ask the questions", in the page's language, switches to the counts alone or
    to every placement; --questions chooses the opening choice, whatever its case."""
    scoring, placements = scoring_steps(0), placement_steps(0)
    assert CLASS_ASKS == "scoring" and scoring < placements
    page.goto(quiz_page(tmp_path, lang="it").as_uri())
    choice = page.locator(".fiveup-quiz-asks")
    expect(choice).to_be_visible()
    expect(choice).to_have_value("scoring")
    expect(choice).to_have_attribute("aria-label", words("it", "asks"))
    assert choice.locator("option").all_inner_texts() == [words("it", f"asks.{a}") for a in ASKS]
    assert asking_steps(page, 0) == scoring
    stepper = page.locator(".fiveup-stepper")
    question = stepper.locator(".fiveup-ask .fiveup-quiz-question")
    page.evaluate("location.hash = '#hand=1&count=1'")
    expect(question.locator(".question")).to_contain_text("Chi riceve un accredito")
    choice.select_option("counts")  # in class: only the counts
    expect(question.locator(".question")).to_contain_text("Chi riceve un accredito")
    assert asking_steps(page, 0) == set()
    choice.select_option("every")
    assert asking_steps(page, 0) == placements
    page.goto(quiz_page(tmp_path, "--questions", "COUNTS", lang="it").as_uri())
    expect(page.locator(".fiveup-quiz-asks")).to_have_value("counts")
    assert asking_steps(page, 0) == set()


def test_the_questions_option_is_listed_in_the_learners_language(
        capsys: pytest.CaptureFixture[str]) -> None:  # no browser: the command line's help
    """Its choices are listed in --help, each described in Italian and Finnish."""
    from fiveup_viz.cli.words import CLI_TEXTS

    for lang in ("it", "fi"):
        assert main(["html", "--help", "--lang", lang]) == 0
        out = " ".join(capsys.readouterr().out.split())
        said = CLI_TEXTS[lang]["opt.questions"]
        assert f"--questions {CLI_TEXTS[lang]['meta.questions']}" in out
        assert " ".join(said.split()) in out
        assert all(f"{choice}, " in said for choice in ASKS)


def inside(page: Page, part: Locator) -> bool:
    """Whether `part` shows whole inside the window, with the page scrolled to its top."""
    box = part.bounding_box()
    size = page.viewport_size
    assert box is not None and size is not None
    return (page.evaluate("window.scrollY") == 0 and box["x"] >= 0 and box["y"] >= 0
            and box["x"] + box["width"] <= size["width"] + 0.5
            and box["y"] + box["height"] <= size["height"] + 0.5)


@pytest.fixture(scope="module")
def lesson(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The teacher's lesson: a note on hand 2, action 4, and their question on hand 2, action 6
    (`annotate --ask points`), as teach7 made them."""
    folder = tmp_path_factory.mktemp("lesson")
    noted, asked, out = folder / "noted.json", folder / "lesson.json", folder / "lesson.html"
    assert main(["annotate", EXAMPLE, "--hand", "2", "--action", "4", "--mark", "?!",
                 "--note", NOTE, "-o", str(noted)]) == 0
    assert main(["annotate", str(noted), "--hand", "2", "--action", "6", "--ask", "points",
                 "-o", str(asked)]) == 0
    assert main(["html", str(asked), "--hand", "2", "--lang", "en", "-o", str(out)]) == 0
    return out


@pytest.mark.parametrize("size", [PROJECTOR, ZOOMED], ids=["1024x768", "zoom125"])
def test_the_note_and_the_question_show_without_scrolling(lesson: Path, tmp_path: Path,
                                                          page: Page, size: dict[str, int]) -> None:
    """Teacher trial 7: at #hand=2&step=4 the teacher's note was below the screen, the quiz's
    opening note was cut in half, and zoomed to 125% the question went off screen while Next was
    greyed out. Now the caption, the note (its first lines at least) and the question with its
    answer box and Check are inside the window, and the drawing takes the height left."""
    page.set_viewport_size(size)
    stepper = page.locator(".fiveup-stepper")
    caption, note = stepper.locator(".fiveup-caption"), stepper.locator(".fiveup-note")
    drawing = stepper.locator(".fiveup-layout svg")
    page.goto(lesson.as_uri() + "#hand=2&step=4")
    expect(note).to_contain_text(NOTE)
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(OUTPUT / f"lesson-note-{size['width']}.png"))
    for part in (caption, note, drawing):
        assert inside(page, part), part
    # the teacher's question (the record's own) at hand 2, action 6
    page.goto(lesson.as_uri() + "#hand=2&step=6")
    own = stepper.locator(".fiveup-ask-record .fiveup-quiz-question")
    expect(own).to_be_visible()
    expect(page.get_by_role("button", name="Next", exact=True)).to_be_disabled()
    for part in (own.locator(".question"), own.locator("input"),
                 own.get_by_role("button", name="Check"), caption, drawing):
        assert inside(page, part), part
    # the quiz: hand 1's note at its start, then a placement that scores
    quiz = quiz_page(tmp_path)
    page.goto(quiz.as_uri())
    expect(note).to_be_visible()
    page.screenshot(path=str(OUTPUT / f"quiz-start-{size['width']}.png"))
    assert inside(page, caption) and inside(page, note) and inside(page, drawing)
    step = min(scoring_steps(0) - {1})
    page.goto(quiz.as_uri() + f"#hand=1&step={step}")
    question = stepper.locator(".fiveup-ask-quiz .fiveup-quiz-question")
    expect(question).to_be_visible()
    expect(page.get_by_role("button", name="Next", exact=True)).to_be_disabled()
    page.screenshot(path=str(OUTPUT / f"quiz-question-{size['width']}.png"))
    for part in (question.locator(".question"), question.locator("input"),
                 question.get_by_role("button", name="Check"), caption, drawing):
        assert inside(page, part), part
    # the drawing takes the height left: its bottom meets the caption's top
    box, under = drawing.bounding_box(), caption.bounding_box()
    assert box is not None and under is not None
    assert under["y"] - (box["y"] + box["height"]) < 24


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_each_score_cell_holds_one_line_at_a_projector(tmp_path: Path, page: Page,
                                                       lang: str) -> None:
    """Teacher trial 7: at 1024x768 the score table wrapped "0 / raw" and "305 raw to / go".
    Each cell holds one line of legible text (at least 15 px) inside its panel, and each side's
    raw score and raw still to go add up to the target, 305 raw (R1, R2)."""
    page.set_viewport_size(PROJECTOR)
    out = tmp_path / "page.html"
    assert main(["html", EXAMPLE, "--lang", lang, "-o", str(out)]) == 0
    page.goto(out.as_uri() + "#hand=2&step=4")
    panel = page.locator(".fiveup-stepper .fiveup-panel.fiveup-scores")
    table = panel.locator("table.scores")
    expect(table).to_be_visible()
    page.screenshot(path=str(OUTPUT / f"scores-1024-{lang}.png"))
    cells = table.locator("th, td")
    lines = cells.evaluate_all("""cells => cells.map((c) => {
        const r = document.createRange(); r.selectNodeContents(c);
        const tops = new Set([...r.getClientRects()].map((b) => Math.round(b.top)));
        return [c.textContent, tops.size, parseFloat(getComputedStyle(c).fontSize)]; })""")
    assert all(n <= 1 and size >= 15 for _, n, size in lines), lines
    widths = panel.evaluate("p => [p.querySelector('table').offsetWidth, p.clientWidth]")
    assert widths[0] <= widths[1], widths
    to_go = text(lang, "ui", "ui-to-go", raw=0).replace("0", "").strip()
    for row in table.locator("tr.score").all():
        raw, left = row.locator("td").nth(2).inner_text(), row.locator("td").nth(3).inner_text()
        assert int(raw) + int(left.replace(to_go, "").strip()) == 305, (raw, left)


def font_px(part: Locator) -> float:
    """The font size (px) a reader sees in `part`."""
    return float(part.evaluate("(e) => parseFloat(getComputedStyle(e).fontSize)"))


def test_the_page_has_a_projector_mode_kept_when_stepping(tmp_path: Path, page: Page) -> None:
    """Teacher trial teach8 (issue 31, proj32 point 2): the game page had no large-text mode for
    the back row. `--projector` opens it in the PlayTable's projector text (20 px, not 15-17),
    its buttons larger (18 px, not 15), the quiz's question too; on a page written without it
    a link's `&projector=1` does the same, and stepping with the keys keeps it in the link;
    `&projector=0` turns it off."""
    page.set_viewport_size(PROJECTOR)
    plain = quiz_page(tmp_path)
    big = tmp_path / "big.html"
    assert main(["html", EXAMPLE, "--quiz", "--projector", "-o", str(big)]) == 0
    stepper = page.locator(".fiveup-stepper")
    caption, status = stepper.locator(".fiveup-caption > div"), stepper.locator(".fiveup-status > div")
    question = stepper.locator(".fiveup-ask .fiveup-quiz-question .question")
    sizes = {}
    for name, url in (("plain", plain.as_uri() + "#hand=1&step=1"),
                      ("option", big.as_uri() + "#hand=1&step=1"),
                      ("link", plain.as_uri() + "#hand=1&step=1&projector=1"),
                      ("off", big.as_uri() + "#hand=1&step=1&projector=0")):
        page.goto(url)
        page.reload()
        expect(stepper).to_have_attribute("data-step", "1")
        expect(question).to_be_visible()  # the opening's points are asked (R14)
        sizes[name] = (font_px(caption), font_px(status), font_px(question),
                       font_px(stepper.locator(".fiveup-next")))
        page.screenshot(path=str(OUTPUT / f"projector-page-{name}.png"))
    assert sizes["plain"] == sizes["off"], sizes
    # at this 1024-wide window; the text and buttons grow with wider ones (clamp, teacher trials
    # 10 and 12), so the sizes are whole pixels only once rounded
    assert sizes["option"] == sizes["link"], sizes
    assert tuple(round(px) for px in sizes["option"]) == (20, 20, 20, 18), sizes
    assert all(small < large for small, large in zip(sizes["plain"], sizes["option"], strict=True))
    game = tmp_path / "game.html"  # no questions wait: the keys step on
    assert main(["html", EXAMPLE, "-o", str(game)]) == 0
    page.goto(game.as_uri() + "#hand=1&step=1&projector=1")
    page.reload()
    expect(stepper).to_have_attribute("data-step", "1")
    stepper.focus()
    page.keyboard.press("ArrowRight")
    expect(stepper).to_have_attribute("data-step", "2")
    assert page.evaluate("location.hash") == "#hand=1&step=2&projector=1"
    assert round(font_px(caption)) == 20
