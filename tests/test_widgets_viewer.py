"""GameViewer and Timeline driven from Python: clicks, slider and selector values, what is shown.

What the learner sees is the widget the notebook shows (`viewer.widget`): its front end (the
FrameStepper, showing the frames at its synced `index`, face up as its `face_up` box says), the
hand list, the slider, autoplay and Review. `on_screen` reads the panels that front end shows
and `press` clicks its buttons as stepper.js does (it sets the synced index); the viewer's
state (`viewer.shown()`, `fiveup_viz.pages.viewing.GameStops`) is read before the viewer is displayed.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from fiveup_viz import Game, describe, replay, simulate, to_record
from fiveup_viz.explain.steps import check, say
from fiveup_viz.explain.wording import phrases
from fiveup_viz.rules.layout import Layout
from fiveup_viz.rules.record import dumps
from fiveup_viz.rules.timeline import Timeline
from fiveup_viz.widgets import GameViewer, Stop
from fiveup_viz.words.messages import text

TILE_RE = re.compile(r'<g class="tile[^"]*" data-tile="([^"]+)"')


def tiles_in(svg: str) -> list[str]:
    """The tiles drawn in an SVG, in drawing order."""
    return TILE_RE.findall(svg)


def view_box(svg: str) -> str:
    match = re.search(r'viewBox="([^"]+)"', svg)
    assert match
    return match.group(1)


def drawn_box(svg: str) -> tuple[float, float, float, float, float]:
    """x0, y0, x1, y1 of a drawing's viewBox, and how many px on screen one of its px takes."""
    x, y, width, height = (float(v) for v in view_box(svg).replace(",", " ").split())
    shown = re.search(r'<svg [^>]*?\bwidth="([0-9.]+)"', svg)
    assert shown
    return x, y, x + width, y + height, float(shown.group(1)) / width


def all_html(viewer: GameViewer) -> str:
    shown = viewer.shown()
    return "".join(shown[name] for name in ("header", "layout", "caption", "status", "scores",
                                            "hands", "log", "end"))


def displayed(viewer: GameViewer) -> GameViewer:
    """The viewer as a notebook shows it: its front end holds the frames."""
    viewer._repr_mimebundle_()
    return viewer


def on_screen(viewer: GameViewer) -> dict[str, str]:
    """Every panel the front end shows now: its frames at its index, face up or down as its
    face-up box says (stepper.js `show`)."""
    frames = viewer.frameset
    assert frames is not None, "not displayed"
    i = viewer.stepper.index - frames.offset
    return {name: frames.panel(i, name, viewer.stepper.face_up) for name in frames.panels}


def press(viewer: GameViewer, button: str) -> None:
    """Click the front end's `next` or `back` button: stepper.js sets the synced index."""
    viewer.stepper.index += 1 if button == "next" else -1


def in_widget(viewer: GameViewer, control: object) -> bool:
    """`control` is in the widget the notebook shows, and not hidden."""
    def walk(node: object) -> bool:
        if getattr(getattr(node, "layout", None), "display", None) == "none":
            return False
        return node is control or any(walk(c) for c in getattr(node, "children", ()))
    return walk(viewer.widget)


def go_to_end(viewer: GameViewer) -> None:
    """The last stop of the game: the last hand, after its count."""
    viewer.hand_selector.value = len(viewer.game.hands) - 1
    viewer.last_button.click()
    assert viewer.at_end and viewer.next_button.disabled


@pytest.fixture(scope="module")
def game4() -> Game:
    return simulate(4, seed=3)


@pytest.fixture
def viewer(game4: Game) -> GameViewer:
    return GameViewer(game4)


# -- Timeline ------------------------------------------------------------------
@pytest.mark.parametrize("players,seed", [(2, 0), (3, 2), (4, 1)])
def test_positions_equal_replay_with_stop(players: int, seed: int) -> None:
    """Position (h, k) is the state of replay(record, stop=(h, k)), for every (h, k)."""
    game = simulate(players, seed=seed, strategies="random")
    record = to_record(game)
    timeline = Timeline(game)
    for h, rnd in enumerate(game.hands):
        for k in range(0, len(rnd.actions) + 1, 3):
            pos = timeline[h, k]
            ref = replay(record, stop=(h, k))
            assert pos.layout == ref.layout
            assert pos.held == tuple(tuple(s) for s in ref.hand.held)
            assert pos.stock == len(ref.hand.stock)
            assert pos.scores == tuple(ref.scores)
            assert pos.events == len(ref.events)
            assert pos.pending == ref.hand.pending
            assert (pos.end is None) == (ref.hand.end is None)
            if pos.end is None:
                assert pos.turn == ref.turn


# -- opening records ---------------------------------------------------------
def test_opens_a_game_dict_json_text_path_and_example(game4: Game, tmp_path: Path) -> None:
    record = to_record(game4)
    path = tmp_path / "game.json"
    path.write_text(dumps(record), encoding="utf-8")
    for source in (game4, record, dumps(record), path, str(path)):
        assert GameViewer(source).game == game4
    example = GameViewer("partners")
    assert example.game.title["en"] == "Partners and the partner deduction"  # per language
    assert "Partners and the partner deduction" in example.shown()["header"]


def test_unknown_example_name_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="no example"):
        GameViewer("no-such-example")


def test_invalid_record_is_rejected_with_the_record_error() -> None:
    record = to_record(simulate(2, seed=0))
    record["hands"][0]["actions"][1]["seat"] = record["hands"][0]["actions"][0]["seat"]
    with pytest.raises(ValueError, match="hand 0 action 1"):
        GameViewer(record)


# -- stepping -------------------------------------------------------------------
def test_starts_on_an_empty_table_with_the_leader(viewer: GameViewer, game4: Game) -> None:
    """Step 0 of hand 1: nothing placed, the leader to play (R7)."""
    assert viewer.stop == Stop(0, 0)
    assert tiles_in(viewer.svg) == []
    leader = game4.players[game4.hands[0].leader]
    assert f"{leader} to play" in viewer.shown()["status"]
    assert "Boneyard: 8 tiles" in viewer.shown()["status"]  # R6: 28 - 4 x 5
    assert viewer.prev_button.disabled and viewer.first_button.disabled



@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_an_empty_table_s_description_says_each_sentence_once(game4: Game, lang: str) -> None:
    """Italian reader fix9 (also noticed): the empty table's description, which a screen
    reader reads from the layout picture, began and ended with «Valori conteggiati: nessuno.»
    ("Counted values: none."). An empty table has no sum to caption (R14): each list is said
    once, the counted values last, as in every other frame's description."""
    viewer = GameViewer(game4, lang=lang)
    displayed(viewer)
    (desc,) = re.findall(r"<desc>([^<]*)</desc>", on_screen(viewer)["layout"])
    sentences = re.split(r"(?<=\.) ", desc)
    assert len(sentences) == len(set(sentences)) == 5, desc
    assert sentences[0].startswith(f"{phrases(lang)['tiles']}: "), desc  # «Tessere: nessuna.»
    assert sentences[-1] == describe(Layout(), lang).caption, desc  # «Valori conteggiati: nessuno.»


def test_next_adds_each_placed_tile_in_a_frame_that_only_grows(viewer: GameViewer,
                                                              game4: Game) -> None:
    """Every placement adds one tile (R9); draws and passes add none: on screen, pressing the
    front end's Next, and in the Python-drawn picture that follows it. The frame only grows
    (each step's viewBox holds the last, so no tile jumps) and a step zooms out a little at
    most, so the hand's first tiles are drawn larger than in its last layout (teacher trial,
    issue 31 proj31 point 1: small tiles early in a hand)."""
    displayed(viewer)
    actions = game4.hands[0].actions
    box = drawn_box(on_screen(viewer)["layout"])
    placed: list[str] = []
    zooms = []
    for action in actions:
        press(viewer, "next")
        if action.kind == "play":
            placed.append(str(action.tile))
        assert sorted(tiles_in(on_screen(viewer)["layout"])) == sorted(placed)
        x0, y0, x1, y1, zoom = drawn_box(on_screen(viewer)["layout"])
        assert x0 <= box[0] and y0 <= box[1] and x1 >= box[2] and y1 >= box[3]
        assert zoom >= 0.8 * box[4]  # at most a modest step out
        box = (x0, y0, x1, y1, zoom)
        zooms.append(zoom)
        assert viewer.svg == on_screen(viewer)["layout"]
    assert zooms[0] >= 1.15 * zooms[-1]  # the opening tile drawn larger than at the hand's end
    assert viewer.slider.value == len(actions) and in_widget(viewer, viewer.slider)


def test_last_placed_tile_is_highlighted(viewer: GameViewer) -> None:
    viewer.slider.value = 1
    opening = tiles_in(viewer.svg)[0]
    assert re.search(rf'class="highlight"[^>]*data-tile="{re.escape(opening)}"', viewer.svg)


def test_slider_shows_the_position_after_k_actions(viewer: GameViewer, game4: Game) -> None:
    viewer.slider.value = 12
    assert viewer.stop == Stop(0, 12)
    ref = replay(to_record(game4), stop=(0, 12))
    assert viewer.position.layout == ref.layout
    assert viewer.caption == describe(ref.layout).caption
    assert describe(ref.layout).caption in viewer.shown()["caption"]
    assert len(tiles_in(viewer.svg)) == len(ref.layout)


def test_caption_follows_the_language(game4: Game) -> None:
    viewer = GameViewer(game4, lang="fi", start=(0, 3))
    assert "Pisteytykseen lasketut arvot" in viewer.shown()["caption"]
    assert viewer.caption.startswith("Pisteytykseen lasketut arvot: ")


def test_draw_and_pass_are_explained() -> None:
    """Draws name R18, passes R19."""
    games = (simulate(2, seed=s, strategies="random") for s in range(40))
    game = next(g for g in games if any(a.kind == "pass" for h in g.hands for a in h.actions))
    viewer = GameViewer(game)
    seen = set()
    for h, rnd in enumerate(game.hands):
        for k, action in enumerate(rnd.actions, start=1):
            if action.kind in ("draw", "pass") and action.kind not in seen:
                viewer.goto(h, k)
                rule = "R18" if action.kind == "draw" else "R19"
                assert rule in viewer.shown()["caption"]
                seen.add(action.kind)
    assert seen == {"draw", "pass"}


def test_pending_drawn_tile_must_be_placed(viewer: GameViewer, game4: Game) -> None:
    """R18: after drawing a playable tile the status says it must be placed at once."""
    for h, rnd in enumerate(game4.hands):
        for k, action in enumerate(rnd.actions[:-1], start=1):
            if action.kind == "draw" and rnd.actions[k].kind == "play":
                viewer.goto(h, k)
                assert f"drew {action.tile} and must place it at once (R18)" in viewer.shown()["status"]
                return
    pytest.skip("no draw followed by a placement in this game")


def test_hand_selector_prev_first_last(viewer: GameViewer, game4: Game) -> None:
    viewer.hand_selector.value = 2
    assert viewer.stop == Stop(2, 0)
    assert viewer.slider.max == len(game4.hands[2].actions)
    viewer.prev_button.click()  # back into the count of hand 2 (index 1)
    assert viewer.stop.hand == 1 and viewer.stop.end_step is not None
    viewer.first_button.click()
    assert viewer.stop == Stop(1, 0)
    viewer.last_button.click()
    n_steps = len(viewer.end_steps(viewer.stop.hand))
    assert viewer.stop == Stop(1, len(game4.hands[1].actions), n_steps - 1)
    assert viewer.last_button.disabled


def test_autoplay_covers_the_hand_shown(viewer: GameViewer, game4: Game) -> None:
    """Autoplay stop: autoplay spans the stops of the hand shown (its actions, then its count);
    its speed slider sets the interval."""
    n = len(game4.hands[1].actions)
    viewer.hand_selector.value = 1
    assert (viewer.play.min, viewer.play.max, viewer.play.value) == (0, len(viewer.hand_stops) - 1, 0)
    assert viewer.hand_stops[-1] == Stop(1, n, len(viewer.end_steps(1)) - 1)
    viewer.play.playing = True
    viewer.play.value = 4
    assert viewer.stop == Stop(1, 4)
    viewer.speed.value = 400
    assert viewer.play.interval == 400
    viewer.next_button.click()
    assert viewer.play.value == 5
    viewer.play.value = viewer.play.max
    assert viewer.stop == viewer.hand_stops[-1] and viewer.stop.hand == 1
    viewer.next_button.click()  # into the next hand: autoplay now covers hand 3
    assert viewer.stop == Stop(2, 0) and viewer.play.value == 0
    assert viewer.play.max == len(viewer.stops_of(2)) - 1


def test_autoplay_stop_leaves_the_viewer_where_it_is(viewer: GameViewer) -> None:
    """Autoplay stop: ■ sets `playing` false, then the value back to `min` (ipywidgets' Play);
    the viewer stays on the stop it shows and the Play widget follows it."""
    viewer.hand_selector.value = 2
    viewer.play.playing = True
    for value in range(1, 7):
        viewer.play.value = value
    shown = viewer.stop
    assert shown == Stop(2, 6)
    viewer.play.playing = False  # ■: the front end pauses ...
    viewer.play.value = viewer.play.min  # ... then resets the value
    assert viewer.stop == shown and viewer.play.value == 6
    assert viewer.slider.value == 6 and viewer.hand_selector.value == 2
    viewer.play.playing = True  # ▶ again goes on from there
    viewer.play.value = 7
    assert viewer.stop == Stop(2, 7)
    # the front end may send both changes in one message, the value first (ipywidgets merges
    # changes made while a message is in flight); the kernel applies them as one update
    viewer.play.set_state({"value": 0, "playing": False})
    assert viewer.stop == Stop(2, 7) and viewer.play.value == 7 and not viewer.play.playing


def test_after_the_last_action_next_walks_the_count_then_the_next_hand(
        viewer: GameViewer, game4: Game) -> None:
    """R21-R23: after going out the viewer counts the hand, then deals the next one: the front
    end's Next walks the count on screen, then the hand list shows the next hand."""
    displayed(viewer)
    n = len(game4.hands[0].actions)
    viewer.slider.value = n
    assert on_screen(viewer)["end"] == ""
    press(viewer, "next")
    assert viewer.stop == Stop(0, n, 0)
    assert "Going out (R21)" in on_screen(viewer)["end"]
    for _ in range(len(viewer.end_steps(0)) - 1):
        press(viewer, "next")
    assert viewer.stop.end_step == len(viewer.end_steps(0)) - 1
    press(viewer, "next")
    assert viewer.stop == Stop(1, 0)
    assert viewer.hand_selector.value == 1 and in_widget(viewer, viewer.hand_selector)
    assert on_screen(viewer)["end"] == ""


def test_the_going_out_event_waits_for_its_count_step(viewer: GameViewer, game4: Game) -> None:
    """The going-out event (R23) appears in the log and the scores at its count step only."""
    n = len(game4.hands[0].actions)
    event = next(e for e in game4.events if e.hand == 0 and e.kind == "domino")
    viewer.slider.value = n
    assert "Going out" not in viewer.shown()["log"]
    steps = viewer.end_steps(viewer.stop.hand)
    net = next(i for i, s in enumerate(steps) if s.key == "net")
    viewer.goto(0, n, net)
    assert 'class="event current' in viewer.shown()["log"]
    assert "Going out by" in viewer.shown()["log"]
    assert [str(event.score // 5), str(event.score)] in [row[1:3] for row in score_rows(viewer)]


def score_rows(viewer: GameViewer) -> list[list[str]]:
    """The score panel's rows as the text of their cells: side, displayed, raw, to go."""
    rows = re.findall(r'<tr class="score".*?</tr>', viewer.shown()["scores"])
    return [re.findall(r"<td[^>]*>([^<]*)</td>", row) for row in rows]


def test_scores_show_displayed_and_raw(viewer: GameViewer, game4: Game) -> None:
    """R1: displayed = raw // 5, shown with the raw score (its column headed "raw") and the raw
    still to go to 305 (R2)."""
    go_to_end(viewer)
    assert ">raw</th>" in viewer.shown()["scores"]
    rows = score_rows(viewer)
    assert [row[1:3] for row in rows] == [[str(raw // 5), str(raw)] for raw in game4.scores]
    for row, raw in zip(rows, game4.scores, strict=True):
        assert row[3] == (f"{305 - raw} to go" if raw < 305 else "exactly 305: winner")


@pytest.mark.parametrize("need", [1, 2, 225])
def test_italian_to_go_cell_agrees_with_its_number(need: int) -> None:
    """The score table's raw still to go to 305 (R2) in Italian: the verb agrees with the number,
    «manca 1» but «mancano 225» (native reading nat10-it; «mancano 1» was ungrammatical)."""
    verb = "manca" if need == 1 else "mancano"
    assert text("it", "ui", "ui-to-go", raw=need) == f"{verb} {need}"


def test_current_placement_event_is_highlighted(viewer: GameViewer, game4: Game) -> None:
    """A placement credit (R15, R16) is highlighted in the log at its own step only."""
    actions = {(e.hand, e.action): e for e in game4.events if e.kind == "placement"}
    for k in range(1, len(game4.hands[0].actions)):
        viewer.goto(0, k)
        current = re.findall(r'class="event current"[^>]*>([^<]*)<', viewer.shown()["log"])
        event = actions.get((0, k - 1))
        if event is None:
            assert current == []
        else:
            assert len(current) == 1 and f"+{event.raw}" in current[0]


def test_discarded_event_is_shown_with_its_reason() -> None:
    """R2: an event that would pass 305 is listed as discarded, with the reason."""
    viewer = GameViewer("discarded-domino")
    game = viewer.game
    event = next(e for e in game.events if not e.accepted)
    n = len(game.hands[event.hand].actions)
    if event.kind == "placement":
        viewer.goto(event.hand, event.action + 1)
    else:
        viewer.goto(event.hand, n, len(viewer.end_steps(event.hand)) - 1)
    log = viewer.shown()["log"]
    assert "discarded" in log
    assert say(check(game, event)).replace("&", "&amp;")[1:] in log
    assert "would go past 305 raw; the score stays" in log


def test_teaching_mode_shows_hands_face_up_and_the_toggle_hides_them(game4: Game) -> None:
    """R6: teaching shows the hands face up; the front end's face-up box turns them down."""
    teaching = displayed(GameViewer(game4))
    held = [str(t) for t in game4.hands[0].deal[0]]
    assert all(t in tiles_in(on_screen(teaching)["hands"]) for t in held)
    teaching.stepper.face_up = False  # the learner unticks the box
    assert tiles_in(on_screen(teaching)["hands"]) == ["hidden"] * 20
    assert not teaching.hands_toggle.value and teaching.shown()["hands"] == on_screen(teaching)["hands"]
    hidden = displayed(GameViewer(game4, teaching=False))
    assert not hidden.hands_toggle.value and not hidden.stepper.face_up
    assert not any(t in on_screen(hidden)["hands"] for t in held)
    assert "spinner" not in on_screen(hidden)["hands"]  # not even which hidden tiles are doubles


def test_player_names_are_escaped_everywhere() -> None:
    names = ["<script>alert(1)</script>", "Bea & Co", "Cai \"Q\"", "Dan"]
    game = simulate(names, seed=2)
    viewer = GameViewer(game)
    stops = [s for h in range(len(game.hands)) for s in viewer.stops_of(h)]
    for stop in stops[::7]:
        viewer.goto(*stop)
        text = all_html(viewer)
        assert "<script>" not in text
        assert "&lt;script&gt;" in viewer.shown()["header"]
    assert "Bea &amp; Co" in viewer.shown()["header"]


def test_output_is_deterministic(game4: Game) -> None:
    """No ids or addresses: two viewers of one game show the same bytes."""
    a, b = GameViewer(game4), GameViewer(game4)
    for v in (a, b):
        v.goto(1, 5)
    assert all_html(a) == all_html(b)
    assert not re.search(r"0x[0-9a-f]{6,}|\b[0-9a-f]{32}\b", all_html(a))


def test_target_hand_ends_the_game_at_once() -> None:
    """R3, D6: a placement reaching exactly 305 ends the game; the viewer says so."""
    viewer = GameViewer("won-by-placement")
    game = viewer.game
    last = game.hands[-1]
    assert last.end is not None and last.end.kind == "target"
    go_to_end(viewer)
    assert "reached exactly 305 raw (R3)" in viewer.shown()["status"]
    assert "Exactly 305" in viewer.shown()["end"]
    assert viewer.next_button.disabled


def test_open_hand_record_stops_without_a_count() -> None:
    """A record may stop mid-hand (RECORD.md): the viewer shows it, with no count steps."""
    game = simulate(2, seed=0)
    record = to_record(game)
    record["hands"] = record["hands"][:2]
    record["hands"][1]["actions"] = record["hands"][1]["actions"][:5]
    viewer = GameViewer(json.dumps(record))
    go_to_end(viewer)
    assert viewer.stop == Stop(1, 5)
    assert viewer.next_button.disabled


def test_notebook_display_has_a_short_stable_text_form(game4: Game) -> None:
    """The widget bundle's text/plain is the controller's repr: no widget internals, no ids."""
    from fiveup_viz.widgets import HandEndViewer, LayoutExplorer, PlayTable

    viewer = GameViewer(game4)
    viewer.next_button.click()
    bundle = viewer._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    hands, actions = len(game4.hands), len(game4.hands[0].actions)
    assert bundle["text/plain"] == \
        f"<GameViewer Ada, Bea, Cai, Dan: hand 1 of {hands}, 1 of {actions} actions>"
    end = HandEndViewer(game4, 0)
    assert repr(end) == f"<HandEndViewer hand 1: step 1 of {len(end.steps)}>"
    assert repr(LayoutExplorer()) == "<LayoutExplorer 0 tiles: Layout.from_moves([])>"
    assert repr(PlayTable(2)) == "<PlayTable Hand 1; scores: you 0, Bea 0>"


def test_goto_an_unknown_position_is_a_value_error(viewer: GameViewer) -> None:
    with pytest.raises(ValueError, match="no position"):
        viewer.goto(0, 999)
    assert viewer.stop == Stop(0, 0)


def test_goto_an_unknown_position_says_what_the_game_has_in_each_language(
        viewer: GameViewer) -> None:
    """fix10-fi 11: `goto(3, 30)` said only «no position (3, 30) in this game». The error is the
    package's own (InvalidSettingError, in en, it and fi) and names the hand as the viewer shows
    it, from 1, beside the number asked, and the positions that hand or the game has; the
    position shown does not change."""
    from fiveup_viz.words.errors import InvalidSettingError

    game = viewer.game
    hands, last = len(game.hands), len(game.hands) - 1
    actions = len(game.hands[last].actions)
    with pytest.raises(InvalidSettingError) as step:
        viewer.goto(last, actions + 9)
    said = {lang: step.value.say(lang) for lang in ("en", "it", "fi")}
    assert said["en"] == (f"no position ({last}, {actions + 9}) in this game: hand {hands} "
                          f"(number {last} here) has {actions} actions, so the second number "
                          f"is 0 to {actions} (0: before its first action)"), said
    assert f"la mano {hands} (qui numerata {last}) ha {actions} azioni" in said["it"], said
    assert f"kierroksessa {hands} (tässä numero {last}) on {actions} siirtoa, joten toinen " \
           f"luku voi olla 0–{actions}" in said["fi"], said
    with pytest.raises(InvalidSettingError) as hand:
        viewer.goto(hands, 0)
    assert hand.value.say("fi") == (f"tässä pelissä ei ole kohtaa ({hands}, 0): pelissä on "
                                    f"{hands} kierrosta, jotka numeroidaan tässä 0–{last} "
                                    "(kierros 1 on 0)"), hand.value.say("fi")
    count = len(viewer.end_steps(0))
    n = len(game.hands[0].actions)
    with pytest.raises(InvalidSettingError) as end:
        viewer.goto(0, n, count)
    assert end.value.say("en").endswith(f"the end-of-hand count of hand 1 (number 0 here) is "
                                        f"(0, {n}, 0) to (0, {n}, {count - 1})"), end.value
    assert viewer.stop == Stop(0, 0)


# -- large records ----------------------------------------------------------------
def test_large_records_positions_are_computed_per_hand_when_first_shown() -> None:
    """Large records: opening replays no hand's positions but the first one's, the count of a
    hand is built when it is shown, and only the last few hands' positions are kept."""
    game = simulate(3, seed=2, max_hands=40, strategies="random")
    assert len(game.hands) > 12
    viewer = GameViewer(game)
    assert viewer.timeline.computed == ()  # nothing is drawn before it is shown
    viewer.shown()
    assert viewer.timeline.computed == (0,) and set(viewer.source.counted) <= {0}
    viewer.goto(7, 2)
    viewer.shown()
    assert viewer.timeline.computed == (0, 7) and 5 not in viewer.source.counted
    for h in range(len(game.hands)):
        viewer.hand_selector.value = h
        viewer.shown()
    assert len(viewer.timeline.computed) == viewer.timeline.keep
    assert viewer.timeline.computed[-1] == len(game.hands) - 1


def test_large_records_a_hand_replayed_alone_equals_the_full_replay() -> None:
    """Large records: positions of a hand replayed alone, hands taken in any order, equal
    replay(record, stop=(h, k)): scores and events carried in from the hands before (R2, R3)."""
    game = simulate(4, seed=5, strategies="random")
    record = to_record(game)
    timeline = Timeline(game, keep=2)
    for h in reversed(range(len(game.hands))):
        k = len(game.hands[h].actions)
        for step in (0, k // 2, k):
            pos, ref = timeline[h, step], replay(record, stop=(h, step))
            assert (pos.scores, pos.events, pos.layout) == (tuple(ref.scores), len(ref.events), ref.layout)
            assert pos.held == tuple(tuple(s) for s in ref.hand.held)
            assert pos.end == ref.hand.end and pos.winner == ref.winner
    assert len(timeline.computed) == 2


def test_review_mode_marks_every_placement_and_hides_face_down_tiles() -> None:
    """Issue 30 (1): the Review button in the notebook's widget rates every placement; the
    front end then shows each stop's review panel, face down only the moves played (security
    probe F2) and never the coach's preferred tile while it is held."""
    game = simulate(2, seed=9, strategies=["random", "greedy"], hands=1)
    viewer = displayed(GameViewer(game, lang="fi", teaching=False))
    assert "review" not in on_screen(viewer)
    assert in_widget(viewer, viewer.review_button)
    viewer.review_budget_ms = 10
    viewer.review_button.click()
    rated = [viewer.reviewed[k] for k in sorted(viewer.reviewed)]
    plays = [i for i, a in enumerate(game.hands[0].actions) if a.kind == "play"]
    assert [r.action for r in rated] == plays
    assert viewer.review_progress.value == len(plays) and viewer.review_progress.layout.display == "none"

    def marked() -> list[int]:
        found = re.findall(r'class="review (\w+)( now)?" data-action="(\d+)"', on_screen(viewer)["review"])
        return [int(m[2]) for m in found]

    assert marked() == []  # face down at the hand's start, no move is played yet (probe F2)
    viewer.stepper.face_up = True  # the learner ticks the front end's face-up box
    assert marked() == plays  # face up, every reviewed move of the hand is marked
    viewer.stepper.face_up = False
    viewer.goto(0, plays[-1] + 1)
    assert marked() == plays  # face down, the moves played so far
    assert "Kierros 1" in on_screen(viewer)["review"] and ' now"' in on_screen(viewer)["review"]
    assert viewer.shown()["review"] == on_screen(viewer)["review"]  # the state agrees
    press(viewer, "back")  # the front end's Back: the panel follows the stop shown
    assert marked() == [p for p in plays if p < plays[-1]]
    wrong = [r for r in rated if r.rating != "best" and r.best.tile != r.move.tile]
    if wrong:  # face down: the coach's preferred move (a tile of that hand) is not named
        viewer.goto(0, wrong[0].action + 1)
        assert str(wrong[0].best.tile) not in on_screen(viewer)["review"].split("review-line")[-1]


def test_the_kernel_free_copy_carries_the_review(game4: Game) -> None:
    """Issue 30 (1): after Review, the notebook's kernel-free copy (text/html) holds the same
    frames, review panels included, so the marks step without a kernel too."""
    viewer = displayed(GameViewer(game4))
    viewer.review(budget_ms=5)
    page = viewer._repr_mimebundle_()["text/html"]
    assert viewer.frameset is not None and viewer.frameset.packed() in page
    assert "review" in viewer.frameset.panels
