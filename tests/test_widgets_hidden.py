"""Issue 8, hidden information: no text a learner sees names a tile in a face-down hand.

Every widget with face-down hands is driven through many states; at each one every visible
text (HTML values, labels, button texts, tooltips, dropdown options, SVG <title>, <desc> and
<text>, captions, the text/plain form) is searched for the tiles a face-down hand holds and for
the tiles still in the boneyard (R6: the deal and the boneyard are face down).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import ipywidgets as w
import pytest

from fiveup_viz import Game, Tile, simulate
from fiveup_viz.widgets import GameViewer, HandEndViewer, PlayTable
from fiveup_viz.widgets.clicks import TablePicker
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import table as phrases


def visible_texts(root: Any) -> Iterator[str]:
    """Every text of a widget tree a learner can see (subtrees with display none are skipped),
    with what the clickable picture draws and names (its hand, its points' and tiles' names)."""
    if getattr(root.layout, "display", None) == "none":
        return
    for name in ("value", "description", "tooltip", "placeholder", "readout_format"):
        value = getattr(root, name, None)
        if isinstance(value, str):
            yield value
    yield from (str(label) for label in getattr(root, "_options_labels", ()))
    if isinstance(root, TablePicker):  # the clickable picture: its drawing, hand and names
        yield from (root.svg, root.hand, root.message)
        yield from (str(v) for item in [*root.points, *root.tiles] for v in item.values())
    if isinstance(root, w.Box):
        for child in root.children:
            yield from visible_texts(child)


def named(text: str, tiles: Iterable[Tile]) -> list[str]:
    """The tiles of `tiles` that `text` names, in either half order."""
    return [str(t) for t in tiles if str(t) in text or f"[{t.high}|{t.low}]" in text]


def check(controller: Any, hidden: Iterable[Tile], where: str) -> None:
    hidden = list(hidden)
    texts = [*visible_texts(controller.widget), repr(controller)]
    if isinstance(controller, GameViewer):  # the panels its front end shows now
        texts += list(controller.shown().values())
    for text in texts:
        leaks = named(text, hidden)
        assert not leaks, f"{where}: {leaks} named in {text[:300]!r}"


def stock(game: Game, hand: int, left: int) -> list[Tile]:
    boneyard = game.hands[hand].boneyard
    return list(boneyard[len(boneyard) - left:])


def draw_heavy_games() -> list[Game]:
    """Games with many draws, pending drawn tiles and passes, for 2, 3 and 4 players."""
    return [simulate(n, seed=seed, strategies="random", max_hands=6) for n in (2, 3, 4)
            for seed in (1, 5)]


@pytest.mark.slow
def test_hidden_information_play_table_never_names_a_face_down_tile() -> None:
    """Hidden information: PlayTable's "What happened" says "Bea draws a tile", never the tile,
    while the bots' hands are face down (R6, R18); checked after every move of many games."""
    draws = 0
    for players in (2, 3, 4):
        for seed in range(2):
            table = PlayTable(players, seed=seed, bots="random")
            for _ in range(100):
                game = table.game
                hand = game.hand
                if not hand.over:
                    face_down = [t for s, held in enumerate(hand.held) if s != table.seat for t in held]
                    check(table, face_down + list(hand.stock), f"{players}p seed {seed}")
                    draws += sum("draws a tile from the boneyard" in m for m in table.messages)
                if table.move_buttons:
                    table.move_button(table.session.moves[0]).click()
                elif game.needs_deal:
                    table.next_hand_button.click()
                else:
                    break
    assert draws > 20  # the bots did draw while their hands were hidden


def test_hidden_information_play_table_names_tiles_once_revealed() -> None:
    """The learner's own draws name the tile (the hand is face up), and the reveal shows all."""
    table = PlayTable(2, seed=3, bots="random")
    for _ in range(300):
        if any("You draw [" in m for m in table.messages) or table.game.finished:
            break
        if table.move_buttons:
            table.move_button(table.session.moves[-1]).click()
        else:
            table.next_hand_button.click()
    assert any("You draw [" in m for m in table.messages)


@pytest.mark.parametrize("game", draw_heavy_games(), ids=lambda g: f"{g.n}p")
def test_hidden_information_game_viewer_with_hands_face_down(game: Game) -> None:
    """Hidden information: GameViewer with the hands face down names no held or boneyard tile at
    any stop, until the count reveals the hands (R21, R25)."""
    viewer = GameViewer(game, teaching=False)
    seen_draw = False
    for h in range(len(game.hands)):
        viewer.goto(h, 0)
        while viewer.stop.hand == h:
            stop, pos = viewer.stop, viewer.position
            steps = viewer.end_steps(stop.hand) if stop.end_step is not None else []
            revealed = any(s.reveal for s in steps[: (stop.end_step or 0) + 1])
            held = [] if revealed else [t for hand in pos.held for t in hand]
            check(viewer, held + stock(game, h, pos.stock), f"hand {h} stop {stop}")
            seen_draw |= pos.action is not None and pos.action.kind == "draw"
            if viewer.next_button.disabled:
                break
            viewer.next_button.click()
    assert seen_draw


def test_hidden_information_game_viewer_face_up_names_a_draw() -> None:
    """Teaching mode shows the hands, so a draw names its tile; the toggle hides it again."""
    game = draw_heavy_games()[0]
    h, k = next((h, k) for h, rnd in enumerate(game.hands)
                for k, a in enumerate(rnd.actions, start=1) if a.kind == "draw")
    viewer = GameViewer(game, start=(h, k))
    tile = str(game.hands[h].actions[k - 1].tile)
    assert f"draws {tile}" in viewer.shown()["caption"]
    viewer.hands_toggle.value = False
    assert tile not in viewer.shown()["caption"] and "draws a tile" in viewer.shown()["caption"]


@pytest.mark.parametrize("game", draw_heavy_games()[::2], ids=lambda g: f"{g.n}p")
def test_hidden_information_hand_end_viewer_before_the_reveal(game: Game) -> None:
    """Hidden information: HandEndViewer names no held tile before its reveal step, and never a
    boneyard tile (R21, R25)."""
    for h, rnd in enumerate(game.hands):
        viewer = HandEndViewer(game, h)
        for i, step in enumerate(viewer.steps):
            viewer.step = i
            revealed = any(s.reveal for s in viewer.steps[: i + 1])
            held = [] if revealed else [t for hand in rnd.held for t in hand]
            check(viewer, held + list(rnd.stock), f"hand {h} step {step.key}")


def test_hidden_information_sentences_exist_in_every_language() -> None:
    """The sentences that keep a drawn tile unnamed exist in en, it and fi, naming the player."""
    for lang in LANGUAGES:
        for key in ("act.draw.hidden", "turn.pending.hidden"):
            text = phrases(lang)[key]
            assert "{name}" in text and "{tile}" not in text


# -- issue 28 point 3: hidden tiles stay hidden everywhere (security probe F2, F3, F9) ---------
import base64  # noqa: E402
import html as html_lib  # noqa: E402
import json  # noqa: E402
import re  # noqa: E402
import zlib  # noqa: E402
from functools import cache  # noqa: E402

from fiveup_viz.explain.annotation_words import HIDDEN_TILE  # noqa: E402
from fiveup_viz.pages.page import game_page  # noqa: E402
from fiveup_viz.pages.panels import GamePanels, Stop, review_html  # noqa: E402
from fiveup_viz.pages.review import Rated, annotated, coach_phrases, review  # noqa: E402
from fiveup_viz.rules.tiles import DOUBLE_SIX  # noqa: E402
from fiveup_viz.rules.timeline import load_game  # noqa: E402

_ATTRS = re.compile(r'\b(?:title|alt|aria-label)="([^"]*)"')
#: How a text still tells a held value after its tile is masked: `[?|?] on [2|3] low end`.
_PLACE_AFTER_MASK = re.compile(r"\[\?\|\?\] (?:on|su|laatan) ")


def readable(markup: str) -> str:
    """What a reader of an HTML panel gets: its text (tags dropped, entities read) and its
    tooltips, image descriptions and labels."""
    attrs = " ".join(html_lib.unescape(a) for a in _ATTRS.findall(markup))
    return html_lib.unescape(re.sub(r"<[^>]+>", " ", markup)) + " " + attrs


def tile_forms(tile: Tile) -> re.Pattern[str]:
    """A tile named in any form the record reader accepts: `[2|5]`, `[5|2]`, `2|5`, `5-2`."""
    a, b = tile.high, tile.low
    pair = rf"(?:{a}\s*[|\-]\s*{b}|{b}\s*[|\-]\s*{a})"
    return re.compile(rf"\[\s*{pair}\s*\]|(?<![\d|\-.,])(?<![A-Za-z]){pair}(?![\d|\-])")


def leaks(text: str, hidden: Iterable[Tile]) -> list[str]:
    """The tiles of `hidden` that `text` names, and a masked tile whose place is named."""
    found = [str(t) for t in hidden if tile_forms(t).search(text)]
    return found + _PLACE_AFTER_MASK.findall(text)


@cache
def reviewed(name: str) -> tuple[Game, tuple[Rated, ...]]:
    """An example game and its review at a small budget (the coach's marks are what matter)."""
    game = load_game(name)
    return game, tuple(review(game, budget_ms=1))


def coach_annotated(name: str) -> Game:
    """An example with `review --annotate`'s notes added where the author wrote none."""
    game, rated = reviewed(name)
    return annotated(game, rated)


def held_at(game: Game, stop: Stop) -> frozenset[Tile]:
    """The tiles not on the table at `stop` (in a hand or the boneyard), from the record."""
    rnd = game.hands[stop.hand]
    played = {a.move.tile for a in rnd.actions[: stop.step] if a.move is not None}
    return frozenset(t for t in DOUBLE_SIX if t not in played)


def revealed(panels: GamePanels, stop: Stop) -> bool:
    """The count has shown every hand by `stop` (R21, R25)."""
    return stop.end_step is not None and any(
        s.reveal for s in panels.end_steps(stop.hand)[: stop.end_step + 1])


def unpack(packed: str) -> dict[str, Any]:
    return json.loads(zlib.decompress(base64.b64decode(packed)).decode("utf-8"))


def frame_texts(data: dict[str, Any], stop: Stop, face_up: bool) -> list[str]:
    """Every panel of `stop` in packed frames, as the kernel-free front end shows it."""
    i = [tuple(s) for s in data["stops"]].index(tuple(stop))
    lists = (data["up"] if face_up else data["down"])[i]
    header = data["header"] if face_up else data.get("headerDown", data["header"])
    return [header, *("".join(data["pieces"][p] for p in ids) for ids in lists)]


@pytest.mark.parametrize("name", ["two-players", "partners"])
def test_f2_the_review_panel_face_down_names_no_held_tile(name: str) -> None:
    """Security probe F2: face down, the review panel (its marks, its line and their tooltips)
    names no tile still in a hand or the boneyard at any stop, and lists only the moves already
    played; face up it lists every reviewed move of the hand. Read where the learner sees it:
    the front end's frames (their review panel, issue 30), which the viewer's state equals."""
    game, rated = reviewed(name)
    viewer = GameViewer(game, teaching=False)
    viewer.frames()  # shown: the front end holds the frames
    viewer.reviewed = {(r.hand, r.action): r for r in rated}
    data = unpack(viewer.stepper.data)
    assert data["panels"][-1] == "review"
    for stop in viewer.stops:
        viewer.goto(*stop)
        panel = frame_texts(data, stop, False)[-1]  # the header, then the panels in order
        assert panel == viewer.shown()["review"]
        hidden = held_at(game, stop)
        assert not leaks(readable(panel), hidden), (stop, leaks(readable(panel), hidden))
        played = [r for r in rated if r.hand == stop.hand and r.action < stop.step]
        assert panel.count('class="review ') == len(played), stop
        assert panel == review_html(game, viewer.reviewed, stop, "en", face_up=False)
    stop = viewer.stops[0]
    every = [r for r in rated if r.hand == stop.hand]
    assert review_html(game, viewer.reviewed, stop, "en", face_up=True).count('class="review ') \
        == len(every) > 0


def test_f2_face_down_the_review_names_the_coachs_move_once_its_tile_is_on_the_table() -> None:
    """Security probe F2: the move the coach prefers is a tile of the player's hand; face down,
    the review line says the loss without it while that tile is held, and names it face up."""
    game, rated = reviewed("two-players")
    by_action = {(r.hand, r.action): r for r in rated}
    wanting = next(r for r in rated if r.rating != "best" and r.choices > 1)
    stop = Stop(wanting.hand, wanting.action + 1)
    down = readable(review_html(game, by_action, stop, "en", face_up=False))
    up = readable(review_html(game, by_action, stop, "en", face_up=True))
    assert wanting.best.tile in held_at(game, stop)
    assert not tile_forms(wanting.best.tile).search(down)
    assert "the coach prefers another move" in down
    assert f"the coach prefers {wanting.best.tile}" in up


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_f3_a_coach_note_face_down_names_neither_the_held_tile_nor_its_place(lang: str) -> None:
    """Security probe F3: `review --annotate`'s note "the coach prefers [2|5] on [2|3] low end"
    shown face down must not say `[?|?] on [2|3] low end` (a held 2): while the tile is held the
    note says the coach prefers another move, with the loss; face up it names the move."""
    notes = []
    for name in ("blocked-tie", "won-by-placement", "two-players"):
        game = coach_annotated(name)
        panels = GamePanels(game, lang)
        for h in range(len(game.hands)):
            for stop in panels.stops_of(h):
                down = readable(panels.panels(stop, False)["note"])
                assert not leaks(down, held_at(game, stop)), (stop, down)
                assert HIDDEN_TILE not in down, (stop, down)  # the coach's move goes unnamed whole
                notes.append(down)
    other = coach_phrases(lang)["loss_other"].split("{margin}")[1]
    assert any(other in note for note in notes)


def test_f3_the_game_page_and_the_viewers_frames_hold_no_held_tile_face_down() -> None:
    """Security probe F3, F9: the game page (`fiveup-viz html`) and the viewer's kernel-free
    frames hold, face down, no held tile in any panel or in the header, coach notes and
    author notes included; face up the header and notes are as written."""
    game = coach_annotated("won-by-placement")
    page = game_page(game)
    config = json.loads(re.search(r'<script type="application/json" class="fiveup-frames">(.*?)'
                                  r"</script>", page, re.S).group(1))
    data = unpack(config["packed"])
    viewer = GameViewer(game, teaching=False)
    viewer.frames()
    kernel_free = unpack(viewer.stepper.data)
    panels = GamePanels(game)
    for stop in panels.stops:
        hidden = frozenset() if revealed(panels, stop) else held_at(game, stop)
        for texts in (frame_texts(data, stop, False), frame_texts(kernel_free, stop, False)):
            for text in texts:
                assert not leaks(readable(text), hidden), (stop, leaks(readable(text), hidden))
    assert "[2|3]" in readable(data["header"])
    assert "[2|3]" not in readable(data.get("headerDown", data["header"]))
    title = re.search(r"<title>(.*?)</title>", page).group(1)
    assert not leaks(title, DOUBLE_SIX)


def test_f9_the_title_and_description_face_down_name_no_tile() -> None:
    """Security probe F9: the example `won-by-placement` says "Ada places [2|3]…"; at hand 5
    step 13 Ada has just drawn [2|3] face down. Face down the viewer's header names no tile (the
    title and description tell moves still to come), face up it is as written."""
    viewer = GameViewer("won-by-placement", teaching=False, start=(4, 13))
    pos = viewer.position
    assert Tile(2, 3) in {t for held in pos.held for t in held}
    header = readable(viewer.shown()["header"])
    assert "Ada places [?|?]" in header and not leaks(header, DOUBLE_SIX)
    viewer.hands_toggle.value = True
    assert "Ada places [2|3]" in readable(viewer.shown()["header"])


def bare_noted() -> tuple[Game, Tile, Stop]:
    """A game whose author notes and title write a held tile without brackets (`2|5`, `5-2`)."""
    game = simulate(2, seed=3, strategies="greedy", hands=1)
    stop = Stop(0, 3)
    tile = next(a.move.tile for a in game.hands[0].actions[stop.step:]
                if a.move is not None and a.seat == 0 and a.move.tile.high != a.move.tile.low)
    a, b = tile.high, tile.low
    game.annotate(0, 2, note={"en": f"Ada keeps {a}|{b} and {b}-{a} for later.",
                              "it": f"Ada tiene {a}|{b} per dopo."})
    game.title = f"Where {b}-{a} goes"
    return game, tile, stop


def test_f9_author_notes_and_titles_writing_a_tile_without_brackets_are_masked() -> None:
    """Security probe F9: the record reader reads `2|5` and `5-2` as tiles (`Tile.parse`), so a
    note or title writing a held tile so is masked face down like `[2|5]`: in the panel, the
    header, the frames and the teacher's form; face up they are as written."""
    game, tile, stop = bare_noted()
    a, b = tile.high, tile.low
    panels = GamePanels(game)
    down = readable(panels.panels(stop, False)["note"])
    assert "Ada keeps [?|?] and [?|?] for later." in down and not leaks(down, [tile])
    assert f"Ada keeps {a}|{b} and {b}-{a}" in readable(panels.panels(stop, True)["note"])
    assert not leaks(readable(panels.header(face_up=False)), [tile])
    assert f"{b}-{a}" in readable(panels.header())
    viewer = GameViewer(game, teaching=False, annotating=True, start=(stop.hand, stop.step))
    assert viewer.form is not None
    assert not leaks(viewer.form.note_box.value, [tile])


def test_f3_the_teachers_form_face_down_shows_the_masked_note_and_edits_it_face_up() -> None:
    """Security probe F3: under a face-down panel the teacher's form showed the raw note. Now it
    shows the note as the panel does, cannot write that masked text over the note, and says to
    turn the tiles face up; face up it holds the raw note and edits it."""
    game, _, stop = bare_noted()
    raw = game.notes.at(0, 2).note
    viewer = GameViewer(game, teaching=False, annotating=True, start=(stop.hand, stop.step))
    form = viewer.form
    assert form is not None
    assert form.note_box.value == "Ada keeps [?|?] and [?|?] for later."
    assert form.note_box.disabled and form.annotate_button.disabled
    assert "face up" in readable(form.message_html.value)
    form.annotate_button.click()  # a click from Python still cannot write the masked text
    assert game.notes.at(0, 2).note == raw
    viewer.hands_toggle.value = True
    assert form.note_box.value == raw["en"] and not form.note_box.disabled
    form.note_box.value = "Ada keeps it."
    form.annotate_button.click()
    assert game.notes.at(0, 2).note == {"en": "Ada keeps it.", "it": raw["it"]}


@pytest.mark.slow
@pytest.mark.parametrize("name", ["won-by-placement", "three-players"])
def test_f2_f3_f9_every_face_down_stop_of_a_reviewed_annotated_game_names_no_held_tile(name: str) -> None:
    """Security probe F2, F3, F9: a teacher's viewer with the hands face down, the coach's review
    run and its notes written in: at every stop, no text of the panels, the review, the header,
    the form or their tooltips names a tile in a hand or the boneyard, in any form."""
    game = coach_annotated(name)
    game.annotate(0, 1, note="Bea still holds " + " ".join(
        f"{t.high}|{t.low}" for t in game.hands[0].held[1]))
    viewer = GameViewer(game, teaching=False, annotating=True)
    viewer.reviewed = {(r.hand, r.action): r for r in reviewed(name)[1]}
    for stop in viewer.stops:
        viewer.goto(*stop)
        if revealed(viewer.source, stop):
            continue  # the count shows the hands (R21, R25)
        hidden = held_at(game, stop)
        texts = [readable(t) for t in viewer.shown().values()]
        texts += [readable(t) for t in visible_texts(viewer.widget) if t is not None]
        for text in texts:
            assert not leaks(text, hidden), (stop, leaks(text, hidden), text[:300])
