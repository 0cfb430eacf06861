"""Session 45, quiz76 (teach34 friction 6): `annotate --hand H --action A --note …` on a draw
from the boneyard or a pass took the note silently, where the teacher meant a placement. Every
`annotate` with `--action` now says first what that action is, in the page's words (R17-R19:
a placement, a draw, a pass), counted from 1; on a draw or a pass it says plainly that the note
shows there and gives the numbers of the nearest placements before and after it. A drawn tile
is never named (R6: the hands may lie face down on the page). `--ask points` on a draw or a
pass is still refused with one error line (R14), writing nothing."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.pages.panels import GamePanels, Stop
from fiveup_viz.rules import examples
from fiveup_viz.rules.record import replay
from fiveup_viz.words.messages import CLI_TEXTS, text

EXAMPLE = "partners"  # hand 1: Bea draws at actions 2-5; hand 3: she draws at 2-9, passes at 10


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


def kinds(name: str, hand: int) -> list[str]:
    """The kinds of a hand's actions (`play`, `draw`, `pass`), hand counted from 1."""
    return [a.kind for a in examples.load(name).hands[hand - 1].actions]


def nearest(name: str, hand: int, action: int) -> tuple[int, int | None]:
    """The placements nearest action `action` (all counted from 1), read off the record."""
    found = kinds(name, hand)
    before = max(k + 1 for k in range(action - 1) if found[k] == "play")
    after = [k + 1 for k in range(action, len(found)) if found[k] == "play"]
    return before, after[0] if after else None


def test_a_note_on_a_draw_says_it_is_a_draw_in_english(capsys: pytest.CaptureFixture[str],
                                                       tmp_path: Path) -> None:
    """The teacher's command, as the teacher reads it: hand 1, action 2 is Bea's draw (R18);
    the lines say so and give actions 1 and 6, the placements around it."""
    out = tmp_path / "a.json"
    code, said, err = run(capsys, "annotate", EXAMPLE, "--hand", "1", "--action", "2", "--note",
                          "Look here.", "--lang", "en", "-o", str(out))
    assert (code, err) == (0, "")
    assert kinds(EXAMPLE, 1)[:6] == ["play", "draw", "draw", "draw", "draw", "play"]
    assert said == [f"wrote {out}",
                    "Hand 1, action 2: Bea draws a tile from the boneyard",
                    "This action is a draw, not a placement: the note will show at this draw. The "
                    "nearest placements are action 1, before it, and action 6, after it.",
                    "Hand 1, action 2, in the record: Look here."]


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
@pytest.mark.parametrize(("hand", "action", "given", "act", "kind"), [
    (3, 5, ("--note", "x"), "draw", "note"),
    (3, 10, ("--mark", "?"), "pass", "mark"),
    (1, 3, ("--note", "x", "--mark", "!?"), "draw", "both")])
def test_a_draw_or_a_pass_is_named_with_the_nearest_placements(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str, hand: int, action: int,
        given: tuple[str, ...], act: str, kind: str) -> None:
    """R18, R19: a note or a mark on a draw or a pass says which it is, what will show there and
    the numbers of the placements nearest it, in the command's language, after the line naming
    the action as the page's caption names it (face down: no tile drawn named)."""
    from fiveup_viz.explain.steps import action as act_of
    from fiveup_viz.explain.steps import say

    out = tmp_path / "a.json"
    code, said, err = run(capsys, "annotate", EXAMPLE, "--hand", str(hand), "--action", str(action),
                          *given, "--lang", lang, "-o", str(out))
    assert (code, err) == (0, "") and kinds(EXAMPLE, hand)[action - 1] == act
    game = examples.load(EXAMPLE)
    what = say(act_of(game, hand - 1, action - 1, hidden=True), lang)
    before, after = nearest(EXAMPLE, hand, action)
    assert said[1] == CLI_TEXTS[lang]["annotate-action"].format(hand=hand, action=action, what=what)
    assert said[2] == CLI_TEXTS[lang]["annotate-not-placement"].format(
        act=act, kind=kind, before=before, after=after or 0)
    assert f" {before}" in said[2] and f" {after}" in said[2] and len(said) == 4


def test_a_draw_after_the_hands_last_placement_says_none_follows(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """R18, R20: in `blocked-discarded` hand 9 the last placement is action 15 and draws follow
    until the hand is blocked: a note on action 20 names action 15 and says none follows."""
    name = "blocked-discarded"
    assert nearest(name, 9, 20) == (15, None)
    code, said, _ = run(capsys, "annotate", name, "--hand", "9", "--action", "20", "--note", "x",
                        "--lang", "en", "-o", str(tmp_path / "a.json"))
    assert code == 0 and said[2] == ("This action is a draw, not a placement: the note will show at "
                                     "this draw. The nearest placement is action 15, before it; no "
                                     "placement follows it in this hand.")


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_no_drawn_tile_is_named(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                lang: str) -> None:
    """R6 (hidden information): for every draw of the game, whoever draws, nothing annotate
    prints names the tile drawn, which the page shows face down; the line is the page's own
    face-down caption of that draw."""
    game = examples.load(EXAMPLE)
    draws = [(h, k) for h, rnd in enumerate(game.hands) for k, a in enumerate(rnd.actions)
             if a.kind == "draw"]
    assert len(draws) == 12
    source = GamePanels(game, lang)
    for h, k in draws:
        tile = str(game.hands[h].actions[k].tile)
        code, said, err = run(capsys, "annotate", EXAMPLE, "--hand", str(h + 1), "--action",
                              str(k + 1), "--note", "x", "--lang", lang, "-o", str(tmp_path / "a.json"))
        assert code == 0 and tile not in "\n".join(said) + err
        caption = html.unescape(source.caption(source.timeline[h, k + 1], face_up=False))
        head = CLI_TEXTS[lang]["annotate-action"].format(hand=h + 1, action=k + 1, what="")
        what = said[1].removeprefix(head)
        assert said[1].startswith(head) and what and what in caption, (said[1], caption)


def test_a_placement_is_named_with_its_tile_and_nothing_more(capsys: pytest.CaptureFixture[str],
                                                             tmp_path: Path) -> None:
    """R9, R11: a placement's line names the tile played and where, as the page's caption does,
    and no line says draw or pass."""
    code, said, _ = run(capsys, "annotate", EXAMPLE, "--hand", "2", "--action", "4", "--mark", "?!",
                        "--note", "x", "--lang", "en", "-o", str(tmp_path / "a.json"))
    played = examples.load(EXAMPLE).hands[1].actions[3]
    assert code == 0 and played.kind == "play" and len(said) == 3
    assert said[1].startswith("Hand 2, action 4: Dan plays ") and str(played.tile) in said[1]


def test_the_note_shows_at_the_draw_as_said(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    """What the line says holds: the note on hand 1's draw (action 2) is in the page's note
    panel at that step, `#hand=1&step=2`, and at no other step of the hand."""
    out = tmp_path / "a.json"
    assert run(capsys, "annotate", EXAMPLE, "--hand", "1", "--action", "2", "--note", "Here.",
               "--lang", "en", "-o", str(out))[0] == 0
    source = GamePanels(replay(out.read_bytes()), "en")
    shown = [step for step in range(22) if "Here." in source.panels(Stop(0, step), True)["note"]]
    assert shown == [2]


def test_taking_the_mark_away_says_only_what_the_action_is(capsys: pytest.CaptureFixture[str],
                                                           tmp_path: Path) -> None:
    """`--mark none` on a draw that then carries nothing: no line says a note or mark will
    show there, nor one "in the record"."""
    out = tmp_path / "a.json"
    run(capsys, "annotate", EXAMPLE, "--hand", "1", "--action", "2", "--mark", "?", "-o", str(out))
    code, said, _ = run(capsys, "annotate", str(out), "--hand", "1", "--action", "2", "--mark", "none",
                        "--lang", "en", "-o", str(out))
    assert code == 0 and said == [f"wrote {out}", "Hand 1, action 2: Bea draws a tile from the boneyard"]
    assert "mark" not in json.loads(out.read_text("utf-8"))["hands"][0]["actions"][1]


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
@pytest.mark.parametrize(("hand", "action"), [(1, 2), (3, 10)])
def test_a_points_question_on_a_draw_or_a_pass_is_one_error(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str, hand: int, action: int) -> None:
    """R14: `--ask points` on a draw (hand 1, action 2) or a pass (hand 3, action 10), alone or
    with a note, is refused with one error line in the command's language naming the hand and
    action as given and the reason; nothing is printed on stdout and no file is written."""
    assert kinds(EXAMPLE, hand)[action - 1] in ("draw", "pass")
    out = tmp_path / "a.json"
    for extra in ((), ("--note", "x")):
        code, said, err = run(capsys, "annotate", EXAMPLE, "--hand", str(hand), "--action", str(action),
                              "--ask", "points", *extra, "--lang", lang, "-o", str(out))
        assert code == 2 and said == [] and err.count("\n") == 1, err
        assert err.startswith(CLI_TEXTS[lang]["cli-error"].format(message=""))
        assert text(lang, "errors", "ask-points-play") in err and f" {action}:" in err
        assert not out.exists()
