"""Issue 31 (3): a game page run as a quiz, in headless Chromium and offline. At a placement
the count stays hidden until the student answers; a wrong answer gets the reason and the rule,
a right one shows the count; the stepper does not go past an unanswered question. The same
front end in GameViewer's kernel-free copy."""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path

import pytest

pytest.importorskip("playwright")
from playwright.sync_api import Locator, Page, expect

from fiveup_viz.explain.question import Question
from fiveup_viz.pages.page import write_page
from fiveup_viz.rules import examples
from fiveup_viz.rules.record import scorelog
from fiveup_viz.widgets import GameViewer
from tests.conftest import CHROMIUM, offline

OUTPUT = Path(os.environ.get("FIVEUP_TEST_OUTPUT") or tempfile.gettempdir()) / "fiveup-test-output"
pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium")]
EXAMPLE = "partners"
#: The caption's words for a placement's credit (layout.ftl `points`, it): the count.
COUNT_WORDS = "Punti della posa"
#: A school projector's screen (teacher trial, issue 31 (3), finding 3), and a large one.
PROJECTOR = {"width": 1024, "height": 768}
LARGE = {"width": 1920, "height": 1080}


def scoring_placement() -> tuple[int, int]:
    """(action, raw) of the first placement of hand 1 after the opening that scores (R15), from
    the score log."""
    events = scorelog(examples.load(EXAMPLE))["events"]
    found = next(e for e in events if e["hand"] == 0 and e["kind"] == "placement" and e["action"])
    return found["action"], found["raw"]


def seen(page: Page) -> str:
    """What a student sees or hears: the page's visible text and every title, alt and
    aria-label (the answer may sit in the data the script reads, never here)."""
    return page.evaluate("""() => document.body.innerText + " " +
        [...document.querySelectorAll("[title], [alt], [aria-label]")].map((e) =>
            [e.getAttribute("title"), e.getAttribute("alt"), e.getAttribute("aria-label")].join(" ")
        ).join(" ") + " " +
        [...document.querySelectorAll("svg title, svg desc")].map((e) => e.textContent).join(" ")""")


def answer(box: Locator, text: str) -> Locator:
    box.locator("input").fill(text)
    box.get_by_role("button", name="Verifica").click()
    return box.locator(".fiveup-said")


def ask_and_answer(page: Page, stepper: Locator, action: int, raw: int) -> None:
    """At the stop after `action`: no count before the answer, a wrong answer's reason and
    rule, the count after the right one."""
    caption = stepper.locator(".fiveup-caption")
    question = stepper.locator(".fiveup-ask .fiveup-quiz-question")
    expect(stepper).to_have_attribute("data-step", str(action + 1))
    expect(question).to_be_visible()
    expect(question.locator(".question")).to_contain_text("Quanti punti grezzi vale questa posa?")
    assert COUNT_WORDS not in seen(page)
    assert stepper.locator(".fiveup-layout svg text.value").count() == 0  # no counted values
    expect(page.get_by_role("button", name="Avanti", exact=True)).to_be_disabled()
    page.keyboard.press("ArrowRight")  # no step on before the answer (a jump, End, may: trial 13)
    expect(stepper).to_have_attribute("data-step", str(action + 1))
    question.locator("input").press("Home")  # keys typed in the answer box stay there
    question.locator("input").press("ArrowLeft")
    expect(stepper).to_have_attribute("data-step", str(action + 1))
    said = answer(question, str(raw + 5))
    expect(said).to_contain_text(f"No: hai risposto {raw + 5}.")
    expect(said).to_contain_text("(R14, R15)")
    assert COUNT_WORDS not in seen(page)  # a wrong answer shows no count on the table
    question.get_by_role("button", name="Riprova").click()
    said = answer(question, str(raw))
    expect(said).to_contain_text("Giusto.")
    expect(question.get_by_role("button", name="Riprova")).to_be_hidden()  # finding 2
    expect(question.get_by_role("button", name="Mostra la risposta")).to_be_hidden()
    expect(caption).to_contain_text(COUNT_WORDS)
    expect(stepper.locator(".fiveup-layout svg text.value").first).to_be_visible()
    expect(page.get_by_role("button", name="Avanti", exact=True)).to_be_enabled()


def open_and_answer(tmp_path: Path, page: Page) -> tuple[Locator, list[str], list[str]]:
    """The Italian quiz page opened at a scoring placement, its question answered wrong, then
    right; the stepper, the page's errors and the requests refused."""
    action, raw = scoring_placement()
    path = write_page(examples.load(EXAMPLE), tmp_path / "quiz.html", lang="it", quiz=True)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    refused = offline(page, ("file:", "data:", "blob:"))
    page.set_viewport_size({"width": 1200, "height": 900})
    page.goto(path.as_uri() + f"#hand=1&step={action}")
    stepper = page.locator(".fiveup-stepper")
    expect(stepper).to_have_attribute("data-step", str(action))
    page.get_by_role("button", name="Avanti", exact=True).click()
    expect(stepper.locator(".fiveup-ask .fiveup-quiz-question")).to_be_visible()
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(OUTPUT / "quiz-placement-it.png"), full_page=True)
    ask_and_answer(page, stepper, action, raw)
    page.screenshot(path=str(OUTPUT / "quiz-placement-it-answered.png"), full_page=True)
    return stepper, errors, refused


def test_quiz_page_hides_the_count_until_answered(tmp_path: Path, page: Page) -> None:
    """Issue 31 (3): the page opened at a scoring placement shows no count (text, titles,
    labels, the drawing's title and description); a wrong answer gets the reason with R14 and
    R15; the right one shows the caption's count and lets the student go on."""
    _, errors, refused = open_and_answer(tmp_path, page)
    assert not errors and not refused


def test_an_answered_stop_stays_answered_back_and_on_with_the_keys(tmp_path: Path,
                                                                   page: Page) -> None:
    """Issue 31 (3): back and on again with the arrow keys, an answered stop shows its count.
    Until a draw's caption stopped repeating the earlier placement's points (fi reader, fix7),
    this passed by accident: ArrowRight does not step after an answer."""
    stepper, _, _ = open_and_answer(tmp_path, page)
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowRight")
    expect(stepper.locator(".fiveup-caption")).to_contain_text(COUNT_WORDS, timeout=3000)


def test_quiz_hand_end_asks_who_is_credited(tmp_path: Path, page: Page) -> None:
    """Issue 31 (3): at the hand's count the question is who is credited how many raw points;
    before the answer the count panel shows the tiles held only; showing the answer gives the
    count with its rules (R22, R23) and the count's steps follow."""
    game = examples.load(EXAMPLE)
    path = write_page(game, tmp_path / "quiz.html", lang="it", quiz=True)
    page.goto(path.as_uri() + "#hand=1&count=1")
    stepper = page.locator(".fiveup-stepper")
    question = stepper.locator(".fiveup-ask .fiveup-quiz-question")
    expect(question.locator(".question")).to_contain_text("Chi riceve un accredito")
    expect(stepper.locator(".fiveup-end .revealed")).to_be_visible()
    assert "Netto" not in seen(page)
    question.get_by_role("button", name="Mostra la risposta").click()
    expect(question.locator(".fiveup-said")).to_contain_text("(R22)")
    expect(question.locator(".fiveup-said")).to_contain_text("(R23")
    expect(page.get_by_role("button", name="Avanti", exact=True)).to_be_enabled()
    page.get_by_role("button", name="Avanti", exact=True).click()
    expect(stepper).to_have_attribute("data-count", "2")


def test_viewer_kernel_free_copy_asks_the_same(tmp_path: Path, page: Page) -> None:
    """GameViewer(quiz=True) shares the page's frames: its kernel-free copy (the text/html a
    saved notebook keeps) asks at a placement and checks the answers with no kernel."""
    action, raw = scoring_placement()
    viewer = GameViewer(EXAMPLE, lang="it", quiz=True, start=(0, action))
    html = viewer._repr_mimebundle_()["text/html"]
    path = tmp_path / "copy.html"
    path.write_text(f'<!DOCTYPE html><html lang="it"><meta charset="utf-8"><body>{html}</body></html>',
                    encoding="utf-8")
    page.goto(path.as_uri())
    stepper = page.locator(".fiveup-stepper")
    expect(stepper).to_have_attribute("data-step", str(action))
    page.get_by_role("button", name="Avanti", exact=True).click()
    ask_and_answer(page, stepper, action, raw)
    assert re.search(r"Giusto\.", seen(page))


def test_a_where_question_of_the_record_is_asked_without_quiz_mode(tmp_path: Path,
                                                                    page: Page) -> None:
    """RECORD.md § Questions: the record's `where` question is asked on a plain page; before
    the answer the layout shows no legal points; the engine's points are right (R9, R13)."""
    from fiveup_viz.pages.panels import GamePanels, Stop
    from fiveup_viz.pages.quiz import questions
    from fiveup_viz.rules.asks import KEY, asks
    from fiveup_viz.rules.record import replay, to_record

    doc = to_record(examples.load(EXAMPLE))
    actions = doc["hands"][0]["actions"]
    action = next(i for i, a in enumerate(actions) if i > 1 and "play" in a)
    doc[KEY] = [{"hand": 0, "action": action, "ask": "where", "tile": actions[action]["play"]}]
    game = replay(doc)
    (q,) = questions(GamePanels(game, "it"), Stop(0, action), asks(game), face_up=True, every=False)
    right = [c.label for c in q.choices if c.key in q.solution_keys()]
    path = write_page(game, tmp_path / "where.html", lang="it")
    page.goto(path.as_uri() + f"#hand=1&step={action}")
    stepper = page.locator(".fiveup-stepper")
    question = stepper.locator(".fiveup-ask .fiveup-quiz-question")
    expect(question.locator(".question")).to_contain_text(re.compile(
        rf"posare .*{re.escape(actions[action]['play'])}"))
    expect(stepper.locator(".fiveup-layout svg .legal")).to_have_count(0)  # no legal points
    # a wrong choice (nothing chosen is no answer since issue 31, teach28 friction 6)
    wrong = next(c.label for c in q.choices if c.key not in q.solution_keys())
    question.get_by_role("button", name=wrong, exact=True).click()
    question.get_by_role("button", name="Verifica").click()
    # the rules deciding where a tile goes (R9, R11, R13), the same whatever the right points
    expect(question.locator(".fiveup-said")).to_contain_text(f"({', '.join(q.deciding())})")
    question.get_by_role("button", name="Riprova").click()
    # the wrong choice stays chosen after Try again (issue 31, teach29 friction 3): unchosen
    question.get_by_role("button", name=wrong, exact=True).click()
    for label in right:
        question.get_by_role("button", name=label, exact=True).click()
    question.get_by_role("button", name="Verifica").click()
    expect(question.locator(".fiveup-said")).to_contain_text("Giusto.")
    expect(page.get_by_role("button", name="Avanti", exact=True)).to_be_enabled()
    expect(stepper.locator(".fiveup-layout svg .legal").first).to_be_attached()  # shown now


def test_the_page_switch_turns_the_questions_off_and_on(tmp_path: Path, page: Page) -> None:
    """Issue 31 (3): a quiz page has its own switch; off, the stop shows its count and asks
    nothing; on again, the unanswered question is back and the count hidden."""
    action, _ = scoring_placement()
    path = write_page(examples.load(EXAMPLE), tmp_path / "quiz.html", lang="it", quiz=True)
    page.goto(path.as_uri() + f"#hand=1&step={action + 1}")
    stepper = page.locator(".fiveup-stepper")
    question = stepper.locator(".fiveup-ask .fiveup-quiz-question")
    expect(question).to_be_visible()
    switch = page.get_by_label("Fai le domande")
    expect(switch).to_be_checked()
    switch.uncheck()
    expect(question).to_have_count(0)
    expect(stepper.locator(".fiveup-caption")).to_contain_text(COUNT_WORDS)
    expect(page.get_by_role("button", name="Avanti", exact=True)).to_be_enabled()
    switch.check()
    expect(question).to_be_visible()
    assert COUNT_WORDS not in seen(page)


def inside(page: Page, part: Locator) -> bool:
    """Whether `part` shows whole inside the window, with no scrolling."""
    box = part.bounding_box()
    size = page.viewport_size
    assert box is not None and size is not None
    return (page.evaluate("window.scrollY") == 0 and box["x"] >= 0 and box["y"] >= 0
            and box["x"] + box["width"] <= size["width"] and box["y"] + box["height"] <= size["height"])


def test_at_a_projector_the_question_its_answer_box_and_the_drawing_fit(tmp_path: Path,
                                                                        page: Page) -> None:
    """Teacher trial (issue 31 (3), finding 3): at 1024x768 the placement's question, its
    answer box and Check, the drawing and its caption show without scrolling; so do the
    count's choices and Check; on a 1920x1080 screen the drawing grows to the room it has."""
    action, _ = scoring_placement()
    path = write_page(examples.load(EXAMPLE), tmp_path / "quiz.html", lang="it", quiz=True)
    page.set_viewport_size(PROJECTOR)
    page.goto(path.as_uri() + f"#hand=1&step={action + 1}")
    stepper = page.locator(".fiveup-stepper")
    question = stepper.locator(".fiveup-ask .fiveup-quiz-question")
    expect(question).to_be_visible()
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(OUTPUT / "quiz-projector-1024.png"))
    for part in (question.locator(".question"), question.locator("input"),
                 question.get_by_role("button", name="Verifica"),
                 stepper.locator(".fiveup-layout svg"), stepper.locator(".fiveup-caption")):
        assert inside(page, part), part
    page.goto(path.as_uri() + "#hand=1&count=1")
    expect(question.locator(".question")).to_contain_text("Chi riceve un accredito")
    for part in (*question.locator(".fiveup-pick").all(), question.get_by_role("button", name="Verifica")):
        assert inside(page, part), part
    page.set_viewport_size(LARGE)
    page.goto(path.as_uri() + f"#hand=1&step={action + 1}")
    page.reload()
    expect(question).to_be_visible()
    page.screenshot(path=str(OUTPUT / "quiz-projector-1920.png"))
    drawing = stepper.locator(".fiveup-layout svg")
    assert inside(page, drawing) and inside(page, stepper.locator(".fiveup-caption"))
    box, column = drawing.bounding_box(), stepper.locator(".fiveup-table").bounding_box()
    assert box is not None and column is not None
    # as large as fits: the whole column's width, or the window's height left below its top
    assert box["width"] >= column["width"] - 2 or box["y"] + box["height"] >= LARGE["height"] - 120


def test_at_a_projector_a_hands_first_tiles_are_drawn_large(tmp_path: Path, page: Page) -> None:
    """Teacher trial (issue 31, proj31 point 1): at 1024x768 and 1920x1080 the quiz page draws
    a hand's opening tile (R9) larger at its first steps than once the layout has grown: the
    drawing's frame grows with the layout, from a few tiles' room, instead of being the hand's
    last layout's from the start; within the hand it never zooms in again."""
    game = examples.load(EXAMPLE)
    opening, last = str(game.hands[0].layout.tiles[0]), len(game.hands[0].actions)
    path = write_page(game, tmp_path / "quiz.html", quiz=True)
    OUTPUT.mkdir(parents=True, exist_ok=True)
    for size in (PROJECTOR, LARGE):
        page.set_viewport_size(size)
        lengths = []
        for step in (1, 5, last):
            page.goto(path.as_uri() + f"#hand=1&step={step}")
            page.reload()
            stepper = page.locator(".fiveup-stepper")
            expect(stepper).to_have_attribute("data-step", str(step))
            box = stepper.locator(f'.fiveup-layout svg g.tile[data-tile="{opening}"]').bounding_box()
            assert box is not None
            lengths.append(max(box["width"], box["height"]))
            page.screenshot(path=str(OUTPUT / f"quiz-growing-{size['width']}-{step}.png"))
        assert lengths[0] >= lengths[1] >= lengths[2], lengths
        assert lengths[0] >= 1.25 * lengths[2], lengths


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_at_1024_the_toolbar_is_one_row_in_every_language(tmp_path: Path, page: Page,
                                                          lang: str) -> None:
    """Teacher trial (issue 31, proj31 point 2): at 1024x768 the game page's and the quiz page's
    toolbar is one row in en, it and fi, at a placement and at a count step (the longest
    position text): Start, Back, Next and End have one top, the face-up and questions
    switches stand in the same row, and every control shows whole in the window. So does the
    quiz's choice of which positions ask (nat10-fi: in Finnish it took a row of its own), except
    in Finnish, whose switch reads «Kysymykset» (nat23: «Kysy», "Ask!", read as a word cut
    short): there the choice starts the next row at the left edge, whole."""
    game = examples.load(EXAMPLE)
    page.set_viewport_size(PROJECTOR)
    for quiz in (False, True):
        path = write_page(game, tmp_path / f"page-{quiz}.html", lang=lang, quiz=quiz)
        for where in ("#hand=1&step=21", "#hand=1&count=1"):
            page.goto(path.as_uri() + where)
            page.reload()
            nav = page.locator(".fiveup-nav")
            expect(nav.locator(".fiveup-start")).to_be_visible()
            buttons = [nav.locator(f".fiveup-{name}") for name in ("start", "back", "next", "end")]
            quizzes = [nav.locator(".fiveup-quiz-toggle"), nav.locator(".fiveup-quiz-asks")]
            wraps = quiz and lang == "fi"
            switches = [nav.locator(".fiveup-face"), *(quizzes[:1] if wraps else quizzes if quiz else [])]
            boxes = [b.bounding_box() for b in (*buttons, *switches)]
            assert all(box is not None for box in boxes)
            tops = {round(box["y"]) for box in boxes[:4] if box}
            middles = [box["y"] + box["height"] / 2 for box in boxes if box]
            page.screenshot(path=str(OUTPUT / f"toolbar-{lang}-{quiz}-{where[-7:]}.png"))
            assert len(tops) == 1, (lang, quiz, where, boxes)
            assert max(middles) - min(middles) <= 2, (lang, quiz, where, boxes)
            for part in (*buttons, *switches):
                assert inside(page, part), part
            if wraps:
                asks, start = quizzes[1].bounding_box(), boxes[0]
                assert asks and start and asks["y"] >= start["y"] + start["height"], (where, asks)
                assert abs(asks["x"] - start["x"]) <= 2 and inside(page, quizzes[1]), (where, asks)


def test_at_a_projector_the_count_its_answer_and_the_tiles_held_fit(tmp_path: Path,
                                                                    page: Page) -> None:
    """Teacher trial (issue 31, point 6; R22, R23): at 1024x768 a hand's count stop asks who is
    credited what from the tiles still held, which the end-of-hand panel shows; that panel was
    below the fold. The count's question, its choices and Check, the panel with the held tiles,
    and the feedback after an answer show without scrolling."""
    path = write_page(examples.load(EXAMPLE), tmp_path / "quiz.html", lang="it", quiz=True)
    page.set_viewport_size(PROJECTOR)
    page.goto(path.as_uri() + "#hand=1&count=1")
    stepper = page.locator(".fiveup-stepper")
    question = stepper.locator(".fiveup-ask .fiveup-quiz-question")
    expect(question.locator(".question")).to_contain_text("Chi riceve un accredito")
    held = stepper.locator(".fiveup-panel.fiveup-end")
    expect(held).to_contain_text("Bea: 17")  # the tiles still held, the panel the question names
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(OUTPUT / "quiz-projector-count-1024.png"))
    check = question.get_by_role("button", name="Verifica")
    for part in (question.locator(".question"), *question.locator(".fiveup-pick").all(), check,
                 held, *held.locator("svg").all()):
        assert inside(page, part), part
    question.locator(".fiveup-pick").first.click()
    check.click()
    said = question.locator(".fiveup-said")
    expect(said).to_be_visible()
    assert inside(page, said) and inside(page, held)


def test_a_chosen_choice_looks_pressed_and_a_wrong_one_keeps_the_answer_back(tmp_path: Path,
                                                                            page: Page) -> None:
    """Teacher trial (issue 31 (3), findings 2 and 3), at the hand's count (R22, R23): the
    chosen choice is pressed (aria-pressed) and looks it after Check, unlike the others; a
    wrong answer says wrong with the rules to read again, but neither the answer nor its
    explanation, until Show the answer."""
    from fiveup_viz.pages.panels import GamePanels
    from fiveup_viz.pages.quiz import hand_end_question

    game = examples.load(EXAMPLE)
    q = hand_end_question(GamePanels(game, "it"), 0)
    assert q is not None
    wrong = next(c.label for c in q.choices if c.key not in q.solution_keys())
    path = write_page(game, tmp_path / "quiz.html", lang="it", quiz=True)
    page.set_viewport_size(PROJECTOR)
    page.goto(path.as_uri() + "#hand=1&count=1")
    question = page.locator(".fiveup-ask .fiveup-quiz-question")
    chosen = question.get_by_role("button", name=wrong, exact=True)
    chosen.click()
    look = "(b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).color]"
    before = chosen.evaluate(look)
    question.get_by_role("button", name="Verifica").click()
    picks = question.locator(".fiveup-pick")
    expect(chosen).to_have_attribute("aria-pressed", "true")
    assert chosen.evaluate(look) == before  # checked, the choice keeps its look: not greyed
    others = [b for b in picks.all() if b.inner_text() != wrong]
    for other in others:
        expect(other).to_have_attribute("aria-pressed", "false")
        assert other.evaluate(look) != chosen.evaluate(look)
    page.screenshot(path=str(OUTPUT / "quiz-chosen-1024.png"))
    said = question.locator(".fiveup-said")
    expect(said).to_contain_text(f"No: hai risposto «{wrong}».")
    expect(said).to_contain_text("Rileggi le regole (")
    answer_is = text_of(q)
    assert answer_is not in seen(page) and q.why not in seen(page)
    expect(question.get_by_role("button", name="Riprova")).to_be_visible()
    question.get_by_role("button", name="Mostra la risposta").click()
    expect(said).to_contain_text(answer_is)
    expect(said).to_contain_text(q.why)
    expect(question.get_by_role("button", name="Riprova")).to_be_hidden()


def text_of(q: Question) -> str:
    """The words that give a question's answer (exercise.ftl `answer-is`)."""
    from fiveup_viz.words.messages import exercise as text

    return text(q.lang, "answer.is", solution=q.answer_text())


def test_the_records_question_has_its_own_box_and_heading(tmp_path: Path, page: Page) -> None:
    """Teacher trial (issue 31 (3), finding 3): at a stop where the quiz asks a placement's
    points (R14, R15) and the record asks where a tile goes (RECORD.md § Questions, R9, R13),
    each question has its own box and heading, and both fit a 1024x768 window."""
    from fiveup_viz.rules.asks import KEY
    from fiveup_viz.rules.record import replay, to_record

    doc = to_record(examples.load(EXAMPLE))
    actions = doc["hands"][0]["actions"]
    action = next(i for i, a in enumerate(actions) if i > 1 and "play" in a and "play" in actions[i - 1])
    doc[KEY] = [{"hand": 0, "action": action, "ask": "where", "tile": actions[action]["play"]}]
    path = write_page(replay(doc), tmp_path / "ask.html", lang="it", quiz=True)
    page.set_viewport_size(PROJECTOR)
    page.goto(path.as_uri() + f"#hand=1&step={action}")
    quiz = page.get_by_role("group", name="Domanda", exact=True)
    # page67 (teach27 F4): a 'where' question asked before its action names it in its heading
    record = page.get_by_role("group",
                              name=re.compile(r"^La domanda dell'insegnante(, prima dell'azione \d+)?$"))
    expect(quiz.locator(".question")).to_contain_text("Quanti punti grezzi vale questa posa?")
    expect(quiz.locator(".question")).to_have_count(1)
    expect(record.locator(".question")).to_contain_text(re.compile(
        rf"posare .*{re.escape(actions[action]['play'])}"))
    expect(record.locator(".question")).to_have_count(1)
    border = "(b) => getComputedStyle(b).borderColor"
    assert quiz.evaluate(border) != record.evaluate(border)
    page.screenshot(path=str(OUTPUT / "quiz-record-question-1024.png"))
    for part in (quiz.locator("input"), *record.locator(".fiveup-pick").all(),
                 record.get_by_role("button", name="Verifica")):
        assert inside(page, part), part


#: A 1024x768 projector with the browser's toolbar: the window the teacher had (teach8).
PROJECTOR_TOOLBAR = {"width": 1024, "height": 670}


def tile_length(part: Locator) -> float:
    """The long side (px) of the first tile drawn in `part`."""
    box = part.locator("svg g.tile").first.bounding_box()
    assert box is not None
    return max(box["width"], box["height"])


def test_at_a_count_the_drawing_keeps_its_size_and_the_tiles_held_show(tmp_path: Path,
                                                                         page: Page) -> None:
    """Teacher trial teach8 (issue 31, proj32 point 1; R21, R22): at 1024x670 the end-of-hand
    panel under the drawing took most of the window, so at a count the drawing shrank from
    498 px to 258 px and the tiles held were drawn larger than the layout's. Now the drawing
    at the count's first step is as high as at the hand's last placement, the panel (its
    heading, each seat's pips and tiles) shows whole in the window beside it, and a held tile
    is drawn no larger than a tile of the layout."""
    game = examples.load(EXAMPLE)
    last = len(game.hands[2].actions)
    path = write_page(game, tmp_path / "quiz.html", quiz=True)
    page.set_viewport_size(PROJECTOR_TOOLBAR)
    stepper = page.locator(".fiveup-stepper")
    drawing = stepper.locator(".fiveup-layout svg")
    heights = []
    for where in (f"#hand=3&step={last}", "#hand=3&count=1"):
        page.goto(path.as_uri() + where)
        page.reload()
        expect(stepper).to_have_attribute("data-hand", "3")
        expect(drawing).to_be_visible()
        box = drawing.bounding_box()
        assert box is not None
        heights.append(box["height"])
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(OUTPUT / "quiz-count-1024x670.png"))
    assert abs(heights[0] - heights[1]) <= 3, heights
    held = stepper.locator(".fiveup-panel.fiveup-end")
    expect(held).to_contain_text("End of hand 3")
    seats = list(zip(game.players, game.hands[2].held, strict=True))
    for seat, tiles in seats:
        expect(held).to_contain_text(f"{seat}: {sum(t.pips for t in tiles)} pip")
    drawn = held.locator("svg")
    assert drawn.count() == sum(1 for _, tiles in seats if tiles)  # a seat holding tiles draws them
    for part in (held.locator("b").first, *held.locator(".revealed > div").all(), *drawn.all()):
        assert inside(page, part), part
    assert tile_length(held) <= tile_length(stepper.locator(".fiveup-layout")), "held tiles larger"
