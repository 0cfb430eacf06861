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
from fiveup_viz.messages import LANGUAGES
from fiveup_viz.messages import table as phrases
from fiveup_viz.widgets import GameViewer, HandEndViewer, PlayTable
from fiveup_viz.widgets.clicks import TablePicker


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
                    table.move_buttons[0].click()
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
            table.move_buttons[-1].click()
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
            steps = viewer.end_viewer.steps if stop.end_step is not None else []
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
    assert f"draws {tile}" in viewer.caption_html.value
    viewer.hands_toggle.value = False
    assert tile not in viewer.caption_html.value and "draws a tile" in viewer.caption_html.value


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
