"""Annotations shown (issue 23 item 1, RECORD.md § Annotations): a record's notes and marks at
their position in the viewer, the game page, the kernel-free stepper and the review, in the
viewer's language or else the first one given (saying which), always escaped; GameViewer.annotate
and Save record; `review --annotate`."""

from __future__ import annotations

import base64
import json
import re
import zlib
from pathlib import Path

import pytest

from fiveup_viz import AnnotationError, Game, replay, scorelog, simulate, to_record
from fiveup_viz.cli.main import main
from fiveup_viz.explain.annotation_words import MARK_NAMES, annotation_text, note_text
from fiveup_viz.pages.frames import game_frames, window
from fiveup_viz.pages.page import game_page
from fiveup_viz.pages.panels import GamePanels, Stop, review_html
from fiveup_viz.pages.review import (
    BLUNDER,
    COACH_MARKS,
    Rated,
    annotated,
    coach_mark,
    coach_note,
    rated_text,
    review,
)
from fiveup_viz.rules.annotations import check_note
from fiveup_viz.rules.record import dumps
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import ui

#: A hostile note (issue 23: "test it with a note holding </script>").
HOSTILE = 'Ends </script><script>alert(1)</script> <img src=x onerror=alert(1)> & "q"'
ITALIAN = "Solo in italiano: apre lo spinner."
MEANINGS = {"en": ("good move", "mistake", "excellent move", "blunder", "interesting move",
                   "inaccuracy"),
            "it": ("buona mossa", "errore", "ottima mossa", "grave errore", "mossa interessante",
                   "imprecisione"),
            "fi": ("hyvä siirto", "virhe", "erinomainen siirto", "vakava virhe",
                   "mielenkiintoinen siirto", "epätarkkuus")}


def noted() -> Game:
    """A two-hand game with a hand note in two languages, an Italian-only action note with a
    mark, a hostile note with a mark, and a plain-text note with no language."""
    game = simulate(["Ada", "Bea", "Cai", "Dan"], seed=5, strategies="greedy", hands=2)
    game.annotate(0, None, note={"it": "Nota della mano.", "en": "The hand's note."})
    game.annotate(0, 1, note={"it": ITALIAN}, mark="?!")
    game.annotate(0, 3, note=HOSTILE, mark="??")
    game.annotate(1, 0, note={"en": "Line one\nline two", "fi": "Rivi yksi\nrivi kaksi"})
    return game


@pytest.fixture(scope="module")
def game() -> Game:
    return noted()


def _text(html: str) -> str:
    """The text a reader sees in escaped HTML (tags dropped, entities read)."""
    import html as html_lib

    return html_lib.unescape(re.sub(r"<[^>]+>", "", html))


def test_the_note_shows_at_its_position_in_the_viewers_language(game: Game) -> None:
    """RECORD.md: the note of action a shows after it (stop a + 1), the hand's note at the hand's
    start; no other stop shows them; a note in the viewer's language shows with no remark."""
    panels = GamePanels(game, "en")
    shown = {s: panels.panels(s, True)["note"] for s in panels.stops_of(0)}
    with_note = [s for s, html in shown.items() if html]
    assert with_note == [Stop(0, 0), Stop(0, 2), Stop(0, 4)]
    assert _text(shown[Stop(0, 0)]) == "Note on hand 1The hand's note."
    assert "(in " not in shown[Stop(0, 0)] and 'lang="en"' in shown[Stop(0, 0)]
    italian = GamePanels(game, "it").panels(Stop(0, 0), True)["note"]
    assert _text(italian) == "Nota sulla mano 1Nota della mano."


@pytest.mark.parametrize("lang, remark", [("en", "(in Italian)"), ("it", None), ("fi", "(italiaksi)")])
def test_a_note_in_another_language_says_which_it_shows(game: Game, lang: str, remark: str | None) -> None:
    """RECORD.md: else the first language given, and say which language it shows."""
    note = GamePanels(game, lang).panels(Stop(0, 2), True)["note"]
    assert ITALIAN in note and 'lang="it"' in note
    if remark is None:
        assert "note-language" not in note
    else:
        assert remark in _text(note)
    assert note_text({"it": ITALIAN}, lang) == (ITALIAN if remark is None else f"{ITALIAN} {remark}")


def test_a_plain_note_has_no_language_and_the_first_language_is_the_fallback(game: Game) -> None:
    """A note written as one text names no language; a hand-2 note in en and fi shows in
    English to an Italian reader (the first given) and keeps its newline."""
    hostile = GamePanels(game, "fi").panels(Stop(0, 4), True)["note"]
    assert "lang=" not in hostile.split("note-text")[1].split(">")[0] and "note-language" not in hostile
    italian = GamePanels(game, "it").panels(Stop(1, 1), True)["note"]
    assert "Line one\nline two" in italian and "(in inglese)" in italian
    assert "white-space: pre-wrap" in italian


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_mark_shows_beside_the_action_with_its_meaning_in_words(game: Game, lang: str) -> None:
    """The mark is in the caption's action line and beside its event in the log, with its
    meaning as words for a screen reader (`?! dubious move`); the six marks in three languages."""
    panels = GamePanels(game, lang)
    caption = panels.panels(Stop(0, 2), False)["caption"]
    action = caption.split('class="action"')[1].split("</div>")[0]
    assert 'data-mark="?!"' in action and MEANINGS[lang][5] in _text(action)
    assert "data-mark" not in panels.panels(Stop(0, 1), True)["caption"]
    assert [ui(lang, f"mark.{MARK_NAMES[m]}") for m in MARK_NAMES] == list(MEANINGS[lang])
    for stop in panels.stops_of(0):
        log = panels.panels(stop, True)["log"]
        scored = {e.action for e in game.events if e.hand == 0 and e.kind != "blocked"}
        marked = [a for a in (1, 3) if a in scored and a < stop.step]
        assert log.count('class="mark"') == len(marked)


def test_a_note_shows_with_the_hands_face_down(game: Game) -> None:
    """RECORD.md: annotations reveal nothing and hide nothing: face down, the note still shows."""
    panels = GamePanels(game, "en")
    for stop in (Stop(0, 0), Stop(0, 2), Stop(0, 4)):
        assert panels.panels(stop, False)["note"] == panels.panels(stop, True)["note"] != ""


def test_a_title_and_description_per_language_say_which_language_they_show() -> None:
    """RECORD.md: a title or description written per language follows the notes' rule."""
    game = simulate(2, seed=3, hands=1)
    game.title = {"fi": "Peli", "en": "A game"}
    game.description = {"fi": "Kuvaus."}
    header = GamePanels(game, "it").header()
    assert _text(header).startswith("Peli (in finlandese)") and "Kuvaus. (in finlandese)" in _text(header)
    header = GamePanels(game, "en").header()
    assert _text(header).startswith("A game ") and "Kuvaus. (in Finnish)" in _text(header)


def test_a_hostile_note_is_escaped_in_every_panel(game: Game) -> None:
    """Issue 23: a note is free text, never markup: `</script>` and `<img onerror>` come out as
    text in the viewer's panels (face up and down)."""
    panels = GamePanels(game, "en")
    for face_up in (True, False):
        note = panels.panels(Stop(0, 4), face_up)["note"]
        assert "</script>" not in note and "<img" not in note and "<script" not in note
        assert HOSTILE in _text(note) and "&lt;/script&gt;" in note


def _unpack(page: str) -> dict:
    config = json.loads(re.search(r'<script type="application/json" class="fiveup-frames">(.*?)</script>',
                                  page, re.S).group(1))
    return json.loads(zlib.decompress(base64.b64decode(config["packed"])).decode("utf-8"))


def test_the_game_page_keeps_a_hostile_note_inside_its_data(game: Game, tmp_path: Path) -> None:
    """The game page has scripts: a note must not end one. The page's scripts and tags are those
    of the same game without notes; the note travels escaped in the packed frames, where the
    stepper shows it at its stop, and the static picture at a hand's start shows the hand note."""
    page = game_page(game, lang="en")
    plain = game.copy()
    plain.notes.actions.clear()
    plain.notes.hands.clear()
    bare = game_page(plain, lang="en")
    for tag in ("<script", "</script>", "<img", "onerror"):
        assert page.count(tag) == bare.count(tag), tag
    data = _unpack(page)
    assert data["panels"][2] == "note"
    i = data["stops"].index([0, 4, None])
    note = "".join(data["pieces"][p] for p in data["up"][i][2])
    assert HOSTILE in _text(note) and "<img" not in note and "</script>" not in note
    static = page.split('class="fiveup-static"')[1].split("</script>")[0]
    assert "The hand&#x27;s note." in static and "fiveup-note" in static


def test_the_viewers_html_and_frames_hold_the_note(game: Game) -> None:
    """GameViewer: the note panel widget, and the kernel-free copy it ships (text/html)."""
    from fiveup_viz.widgets import GameViewer

    viewer = GameViewer(game, lang="it", start=(0, 4))
    assert HOSTILE in _text(viewer.shown()["note"]) and "<img" not in viewer.shown()["note"]
    bundle = viewer._repr_mimebundle_()
    static = bundle["text/html"]
    assert "&lt;/script&gt;" in static and static.count("</script>") == 2  # its own two scripts
    frames = viewer.frames()
    assert frames.panel(frames.index((0, 2, None)), "note") != ""


# -- annotate and save ------------------------------------------------------------
def test_annotate_sets_the_position_shown_and_save_keeps_it(tmp_path: Path) -> None:
    """Issue 23: GameViewer.annotate at the position shown (the last action shown; at a hand's
    start, the hand's note); Save record writes it; replayed, the record has the same notes
    and the same score log (RECORD.md)."""
    from fiveup_viz.widgets import GameViewer

    game = simulate(3, seed=8, strategies="greedy", hands=1)
    before = scorelog(game)
    viewer = GameViewer(game, lang="en")
    viewer.frames()  # shown: the front end holds frames
    viewer.goto(0, 0)
    viewer.annotate(note={"fi": "Kierroksen huomautus."})
    viewer.goto(0, 3)
    viewer.annotate(note=HOSTILE, mark="!?")
    assert HOSTILE in _text(viewer.shown()["note"]) and 'data-mark="!?"' in viewer.shown()["caption"]
    assert viewer.current_note == HOSTILE and viewer.current_annotation.mark == "!?"
    fresh = game_frames(game, window(0, len(game.hands)), panels=viewer.source)
    assert viewer.frameset.packed() == fresh.packed() == viewer.stepper.data  # the front end too
    path = viewer.save(tmp_path / "annotated.json")
    again = replay(path.read_text(encoding="utf-8"))
    assert again.notes.hands == {0: {"fi": "Kierroksen huomautus."}}
    assert again.notes.at(0, 2).note == HOSTILE and again.notes.at(0, 2).mark == "!?"
    assert scorelog(again) == before and to_record(again) == viewer.record
    viewer.annotate(note=None, mark=None)  # both None: removed
    assert viewer.game.notes.at(0, 2) is None and viewer.shown()["note"] == ""


@pytest.mark.parametrize("where, kwargs", [
    ((0, 0), {"note": "x", "mark": "?"}),  # a hand takes no mark
    ((0, 2), {"mark": "?!?"}),
    ((0, 2), {"note": "x" * 2001}),
    ((0, 2), {"note": "bell\x07"}),
    ((0, 2), {"note": {"de": "Hallo"}}),
    ((0, 2), {"note": ""}),
])
def test_annotate_refuses_bad_input_and_changes_nothing(where: tuple[int, int], kwargs: dict) -> None:
    """RECORD.md's rules: one AnnotationError, and the game and its panels are as they were."""
    from fiveup_viz.widgets import GameViewer

    viewer = GameViewer(noted(), lang="en", start=where)
    record, note = to_record(viewer.game), viewer.shown()["note"]
    with pytest.raises(AnnotationError):
        viewer.annotate(**kwargs)
    assert to_record(viewer.game) == record and viewer.shown()["note"] == note


def test_the_annotation_form_edits_the_note_in_the_viewers_language(tmp_path: Path) -> None:
    """The teacher's form: it shows the note in the viewer's language, keeps the other
    languages, says a bad mark's error in Italian, and Save record writes the file."""
    from fiveup_viz.widgets import GameViewer

    viewer = GameViewer(noted(), lang="it", start=(0, 0), annotating=True)
    form = viewer.form
    assert form is not None and form.note_box.value == "Nota della mano." and form.mark_list.disabled
    form.note_box.value = "Nuova nota."
    form.annotate_button.click()
    assert viewer.game.notes.hands[0] == {"it": "Nuova nota.", "en": "The hand's note."}
    viewer.goto(0, 2)
    assert form.mark_list.value == "?!" and not form.mark_list.disabled
    form.note_box.value = "x" * 2001
    form.annotate_button.click()
    assert viewer.game.notes.at(0, 1).note == {"it": ITALIAN}  # nothing changed
    with pytest.raises(AnnotationError) as refused:
        check_note({"it": "x" * 2001})
    assert _text(form.message_html.value) == refused.value.say("it")  # said in Italian
    assert "caratteri" in form.message_html.value
    form.save_path.value = str(tmp_path / "missing" / "g.json")
    form.save_button.click()
    assert "non esiste" in form.message_html.value
    form.save_path.value = str(tmp_path / "g.json")
    form.save_button.click()
    assert replay((tmp_path / "g.json").read_text(encoding="utf-8")).notes == viewer.game.notes


def test_the_annotation_form_edits_every_language_a_note_has(tmp_path: Path) -> None:
    """Issue 31 point 4: a note stored in en, it and fi is edited in each of them from one
    viewer (here English), not only in the viewer's language; the language list says which
    hold a text; Annotate changes the chosen language alone, keeps the others and the mark,
    and Save record writes all three (RECORD.md § Annotations)."""
    from fiveup_viz.widgets import GameViewer

    game = noted()
    three = {"en": "Scores nothing.", "it": "Non segna.", "fi": "Ei tuo pisteitä."}
    game.annotate(0, 1, note=three, mark="?!")
    viewer = GameViewer(game, lang="en", start=(0, 2), annotating=True)
    form = viewer.form
    assert form is not None and form.lang_list.value == "en"
    assert [label for label, _ in form.lang_list.options] == [
        "English (text already written)", "Italian (text already written)", "Finnish (text already written)"]
    seen = {}
    for lang in ("it", "fi", "en"):
        form.lang_list.value = lang
        seen[lang] = form.note_box.value
    assert seen == three and form.mark_list.value == "?!"
    form.lang_list.value = "fi"
    form.note_box.value = "Ei tuo yhtään pistettä."
    form.annotate_button.click()
    assert game.notes.at(0, 1).note == {**three, "fi": "Ei tuo yhtään pistettä."}
    assert game.notes.at(0, 1).mark == "?!"
    assert "Scores nothing." in viewer.shown()["note"]  # the panel shows the viewer's language
    form.lang_list.value = "it"
    form.note_box.value = ""  # an empty box takes this language's text away, and only it
    form.annotate_button.click()
    assert game.notes.at(0, 1).note == {"en": "Scores nothing.", "fi": "Ei tuo yhtään pistettä."}
    assert [label for label, _ in form.lang_list.options] == [
        "English (text already written)", "Italian", "Finnish (text already written)"]
    viewer.goto(0, 0)  # another position: the language chosen stays, its text is shown
    assert form.lang_list.value == "it" and form.note_box.value == "Nota della mano."
    form.save_path.value = str(tmp_path / "g.json")
    form.save_button.click()
    saved = json.loads((tmp_path / "g.json").read_text("utf-8"))["hands"][0]["actions"][1]
    assert saved["note"] == {"en": "Scores nothing.", "fi": "Ei tuo yhtään pistettä."}


def test_the_form_lists_the_languages_in_the_viewers_words() -> None:
    """The language list speaks the viewer's language (Finnish here) and starts at it."""
    from fiveup_viz.widgets import GameViewer

    viewer = GameViewer(noted(), lang="fi", start=(1, 1), annotating=True)  # after action 0
    form = viewer.form
    assert form is not None and form.lang_list.description == ui("fi", "note-lang") == "Kieli"
    assert form.lang_list.value == "fi" and form.note_box.value == "Rivi yksi\nrivi kaksi"
    assert [label for label, _ in form.lang_list.options] == [
        "Englanti (teksti on jo kirjoitettu)", "Italia", "Suomi (teksti on jo kirjoitettu)"]


# -- the review -----------------------------------------------------------------
def _rated(game: Game, rating: str, loss: float, hand: int = 0, action: int = 1) -> Rated:
    move = game.hands[hand].actions[action].move
    assert move is not None
    return Rated(hand, action, game.hands[hand].actions[action].seat, move, rating, loss, move, 3)


def test_coach_marks_follow_the_ratings() -> None:
    """The documented map: inaccuracy ?!, mistake ?, a mistake of BLUNDER points or more ??;
    best, good and an only move get no mark."""
    game = noted()
    assert COACH_MARKS == {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
    assert [coach_mark(_rated(game, r, loss)) for r, loss in (
        ("best", 0.0), ("good", 0.5), ("inaccuracy", 2.0), ("mistake", 4.0),
        ("mistake", BLUNDER))] == [None, None, "?!", "?", "??"]
    forced = _rated(game, "mistake", 9.0)._replace(choices=1)
    assert coach_mark(forced) is None
    note = coach_note(_rated(game, "mistake", BLUNDER))
    assert list(note) == ["en", "it", "fi"]
    assert note["en"].startswith("Coach: blunder (") and "grave errore" in note["it"]
    assert "valmentajan suositus:" in note["fi"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_review_calls_a_marked_move_what_its_mark_means(lang: str) -> None:
    """Rules reading I3 and S1: the review's line and the coach's note call a move the meaning
    of the mark `review --annotate` writes on it (`??` a blunder, not a mistake; `?!` the
    same word as a record's `?!`, "inaccuracy"), in every language."""
    game = noted()
    for rating, loss in (("inaccuracy", 2.0), ("mistake", 4.0), ("mistake", BLUNDER)):
        r = _rated(game, rating, loss)
        meaning = ui(lang, f"mark.{MARK_NAMES[coach_mark(r)]}")
        line = rated_text(game, r, lang)
        assert line.split(": ", 1)[1].startswith(f"{meaning} ("), line
        assert coach_note(r)[lang].split(": ", 1)[1].startswith(f"{meaning} ("), coach_note(r)


def test_annotated_keeps_the_authors_and_adds_the_coachs_where_none() -> None:
    """Merge: an action with the author's note or mark keeps it untouched; the coach's go on
    the other actions it marks; the score log is the same (RECORD.md)."""
    game = noted()
    rated = [_rated(game, "mistake", 4.0, 0, 1), _rated(game, "inaccuracy", 2.0, 0, 5)]
    out = annotated(game, rated)
    assert out.notes.at(0, 1) == game.notes.at(0, 1)  # the author's ?! stays
    assert out.notes.at(0, 5).mark == "?!" and "en" in out.notes.at(0, 5).note
    assert game.notes.at(0, 5) is None  # the game given is not changed
    assert scorelog(replay(to_record(out))) == scorelog(game)


def test_review_html_shows_the_records_marks_beside_the_coachs(game: Game) -> None:
    """The review widget's panel: the record's own mark beside the coach's rating."""
    rated = {(0, 3): _rated(game, "mistake", 4.0, 0, 3)}
    html = review_html(game, rated, Stop(0, 4), "en", face_up=False)
    assert 'class="record-mark"' in html and "(??)" in html
    assert "in the record: ?? blunder" in _text(html)


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("review") / "noted.json"
    path.write_text(dumps(to_record(noted()), indent=2), encoding="utf-8")
    return path


def test_cli_review_annotate_writes_a_record_that_replays_the_same(
        record_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`review RECORD --annotate -o OUT.json`: the coach's marks (?!, ?, ??) and notes in en, it
    and fi; the author's notes kept; it replays with the same score log; the review prints the
    record's own notes at their places (escaped nothing: it is plain text)."""
    out = record_file.parent / "out.json"
    assert main(["review", str(record_file), "--budget", "1", "--annotate", "-o", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    game = replay(record_file.read_text(encoding="utf-8"))
    again = replay(out.read_text(encoding="utf-8"))
    assert scorelog(again) == scorelog(game)
    assert again.notes.hands == game.notes.hands
    for key, found in game.notes.actions.items():
        assert again.notes.actions[key] == found
    added = {k: v for k, v in again.notes.actions.items() if k not in game.notes.actions}
    assert added and {a.mark for a in added.values()} <= {"?!", "?", "??"}
    assert all(isinstance(a.note, dict) and list(a.note) == ["en", "it", "fi"] for a in added.values())
    assert lines[1] == "Hand 1, note in the record: The hand's note."  # under review's header line
    assert f"Hand 1, action 4, in the record: ?? blunder: {HOSTILE}" in lines
    assert "Hand 1, action 2, in the record: ?! inaccuracy: " + ITALIAN + " (in Italian)" in lines
    index = lines.index(f"Hand 1, action 4, in the record: ?? blunder: {HOSTILE}")
    assert lines[index - 1].startswith("Hand 1, ")  # after the coach's line of that move
    assert annotation_text(game.notes.at(0, 3), "en") in lines[index]


@pytest.mark.parametrize("args, status, words", [
    (["--annotate"], 2, "--annotate needs --out"),
    (["-o", "OUT"], 2, "give --annotate too"),
    (["--annotate", "-o", "DIR"], 2, "is a folder"),
    (["--annotate", "-o", "DIR/missing/out.json"], 2, "does not exist"),
    (["--annotate", "--out", ""], 2, "--out needs a file name"),
])
def test_cli_review_annotate_bad_options_are_one_error_line(record_file: Path, tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str],
                                                            args: list[str], status: int,
                                                            words: str) -> None:
    """Bad options or an -o that cannot be written: one `error:` line, exit 2, nothing written."""
    args = [a.replace("DIR", str(tmp_path)).replace("OUT", str(tmp_path / "o.json")) for a in args]
    assert main(["review", str(record_file), "--budget", "1", *args]) == status
    captured = capsys.readouterr()
    assert captured.err.startswith("error: ") and captured.err.count("\n") == 1
    assert words in captured.err and captured.out == ""
    assert not (tmp_path / "o.json").exists() and list(tmp_path.iterdir()) == []


def test_review_of_a_game_without_notes_prints_only_the_coachs_lines() -> None:
    """No annotations: the review's text is one line per placement, as before."""
    from fiveup_viz.pages.review import rated_text, review_lines

    game = simulate(2, seed=2, hands=1)
    rated = review(game, budget_ms=1)
    assert review_lines(game, rated, "fi") == [rated_text(game, r, "fi") for r in rated]


def test_a_note_shown_face_down_names_no_tile_of_a_face_down_hand():
    """RECORD.md: a note shows with the hands face down; the package's rule that no text names a
    face-down tile still holds, so such tiles read [?|?] (face up, the note is as written)."""
    game = simulate(2, seed=9, strategies="greedy", hands=1)
    after = game.hands[0].actions[2]
    held = [t for t in game.hands[0].deal[1 - after.seat] if t != after.tile]
    table = str(game.hands[0].actions[0].tile)
    game.annotate(0, 2, note=f"{held[0]} stays hidden, {table} is on the table.")
    panels = GamePanels(game, lang="en")
    down, up = panels.panels(Stop(0, 3), False)["note"], panels.panels(Stop(0, 3), True)["note"]
    assert f"[?|?] stays hidden, {table} is on the table." in _text(down)
    assert str(held[0]) not in _text(down)
    assert f"{held[0]} stays hidden" in _text(up)


def test_an_example_note_is_said_in_any_language_the_package_has():
    """An example's notes are messages (examples.ftl): a viewer in en-XA, a language its
    record does not hold, shows the message's text, not the English fallback."""
    from fiveup_viz.rules import examples

    game = examples.load("partners")
    (h, a), found = next(iter(sorted(game.notes.actions.items())))
    panels = GamePanels(game, lang="en-XA")
    html = panels.panels(Stop(h, a + 1), True)["note"]
    english = examples.own_note(game, found.note, "en")["en"]
    assert english not in _text(html) and "(in " not in _text(html)
    assert examples.own_note(game, "A teacher's own words.", "fi") == "A teacher's own words."


BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f"


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_a_note_or_name_cannot_forge_lines_in_the_reviews_text(tmp_path: Path, lang: str,
                                                               capsys: pytest.CaptureFixture[str]
                                                               ) -> None:
    """Security probe Notes (issue 28 point 6): a note with newlines printed a forged coach
    line (`Hand 1, Ada plays [6|6] …: best`) and bidi controls reached the terminal raw. Now
    each line the review prints is one line of the review, and every such character shows as
    its escape, as in an error line."""
    game = simulate(["Ada\u202eBea", "Bea"], seed=2, hands=1)
    forged = "Hand 1, Ada plays [6|6] on [6|3] low end: best"
    game.annotate(0, 1, note=f"fine\n{forged}\u2028{forged}\u2066x{BIDI}")
    game.annotate(0, note={"en": f"hand\n{forged}", "fi": f"käsi\n{forged}"})
    path = tmp_path / "game.json"
    path.write_text(dumps(to_record(game)), encoding="utf-8")
    assert main(["review", str(path), "--budget", "1", "--lang", lang]) == 0
    lines = capsys.readouterr().out.split("\n")[:-1]
    placements = sum(a.kind == "play" for h in game.hands for a in h.actions)
    assert len(lines) == placements + 3  # the header, each placement, the hand's and the action's note
    assert not any(line.startswith(forged) for line in lines)
    assert not set(BIDI + "\u2028") & set("".join(lines))
    assert "\\x0a" + forged in lines[1] and "\\u202e" in "".join(lines)
    assert "".join(lines).count(forged) == 3  # the notes are all still there, shown whole
