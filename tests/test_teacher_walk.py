"""Issue 31 point 4, as a fresh teacher is judged: a game annotated from the command line with
no Python written. The README's steps are run as written: `review` prints the hand and move
numbers to use, `annotate` puts the note and mark there, `html` writes the page, and the page
shows them at that hand and move, counted from 1 everywhere (RECORD.md: the record keeps its
0-based indexes)."""

from __future__ import annotations

import base64
import html
import json
import re
import shlex
import zlib
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main

README = Path(__file__).resolve().parent.parent / "README.md"
HEADING = "### Annotating a game for your class, without Python"


def readme_commands(heading: str = HEADING) -> list[list[str]]:
    """The commands of the README's walk (or of the section `heading`'s first code block), as a
    shell splits them (comments dropped)."""
    section = README.read_text("utf-8").split(heading, 1)[1]
    block = section.split("```", 2)[1]
    return [shlex.split(line, comments=True)[1:] for line in block.splitlines()
            if line.startswith("fiveup-viz ")]


def page_frames(page: str) -> dict:
    config = json.loads(page.split('class="fiveup-frames">', 1)[1].split("</script>", 1)[0])
    return dict(json.loads(zlib.decompress(base64.b64decode(config["packed"]))), config=config)


def panel_text(frames: dict, index: int, name: str) -> str:
    """The text a reader sees in one panel of a stop (face up; tags dropped, entities read)."""
    pieces = frames["up"][index][frames["panels"].index(name)]
    return html.unescape(re.sub(r"<[^>]+>", " ", "".join(frames["pieces"][p] for p in pieces)))


def option(argv: list[str], name: str) -> str:
    return argv[argv.index(name) + 1]


@pytest.fixture(scope="module")
def walked(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """The README's commands run in a fresh folder: each one's exit status and output."""
    folder = tmp_path_factory.mktemp("teacher")
    commands = readme_commands()
    ran = []
    with pytest.MonkeyPatch.context() as mp:
        mp.chdir(folder)
        for argv in commands:
            import io
            from contextlib import redirect_stderr, redirect_stdout

            out, err = io.StringIO(), io.StringIO()
            with redirect_stdout(out), redirect_stderr(err):
                status = main(argv)
            ran.append((status, out.getvalue(), err.getvalue()))
    return {"folder": folder, "commands": commands, "ran": ran}


def test_the_readme_walk_puts_the_note_where_the_review_numbers_it(walked: dict) -> None:
    """review -> annotate -> annotate (a second language) -> html, as the README says: every
    command succeeds; the review's line `Hand 2, action 4, …` names the move whose action the
    note and mark land on (the record's hand index 1, action index 3); the page holds that
    move at hand 2, step 4, with the mark's meaning and the note in the page's language."""
    folder: Path = walked["folder"]
    commands: list[list[str]] = walked["commands"]
    assert [c[0] for c in commands] == ["review", "annotate", "annotate", "html"]
    assert all((status, err) == (0, "") for status, _, err in walked["ran"])
    first = commands[1]
    hand, move = int(option(first, "--hand")), int(option(first, "--action"))
    assert all((int(option(c, "--hand")), int(option(c, "--action"))) == (hand, move)
               for c in commands[1:3])
    # 1. the review prints the numbers to use
    review = walked["ran"][0][1].splitlines()
    line = next(x for x in review if x.startswith(f"Hand {hand}, action {move}, "))
    said = re.match(r"Hand \d+, action \d+, (\w+) plays (\[\d\|\d\])", line)
    assert said is not None
    # 2. annotate wrote both languages and the mark at the record's 0-based place
    record = json.loads((folder / option(first, "-o")).read_text("utf-8"))
    action = record["hands"][hand - 1]["actions"][move - 1]
    players = record["players"]
    assert players[action["seat"]] == said[1] and action["play"] == said[2]
    notes = {option(c, "--lang"): option(c, "--note") for c in commands[1:3]}
    assert action["note"] == notes and action["mark"] == option(first, "--mark")
    # 3. the page shows them at hand 2, step 4, in its language
    html_cmd = commands[3]
    lang = option(html_cmd, "--lang")
    frames = page_frames((folder / option(html_cmd, "-o")).read_text("utf-8"))
    index = frames["stops"].index([hand - 1, move, None])
    assert frames["labels"]["hand"] == {"it": "Mano", "en": "Hand", "fi": "Kierros"}[lang]
    note = panel_text(frames, index, "note")
    caption = panel_text(frames, index, "caption")
    assert notes[lang] in note and said[2] in caption and "?! imprecisione" in " ".join(caption.split())
    others = [i for i, s in enumerate(frames["stops"]) if s[0] == hand - 1 and i != index]
    assert not any(notes[lang] in panel_text(frames, i, "note") for i in others)
    # the page opens at hand 2, as --hand 2 asked
    assert frames["stops"][frames["config"]["index"] - frames["offset"]][:2] == [hand - 1, 0]


@pytest.mark.browser
def test_the_readme_walks_page_shows_the_note_at_its_link(walked: dict, page) -> None:  # type: ignore[no-untyped-def]
    """The same page in headless Chromium, offline: the link `#hand=2&step=4` the README names
    shows 'Mano 2 di 4, azione 4 di …', the move with `?! imprecisione` and the Italian note."""
    from playwright.sync_api import expect

    from tests.conftest import CHROMIUM, offline

    if not CHROMIUM.exists():
        pytest.skip("needs /usr/bin/chromium")
    folder: Path = walked["folder"]
    commands = walked["commands"]
    hand, move = int(option(commands[1], "--hand")), int(option(commands[1], "--action"))
    notes = {option(c, "--lang"): option(c, "--note") for c in commands[1:3]}
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    refused = offline(page, ("file:", "data:", "blob:"))
    page.goto((folder / option(commands[3], "-o")).as_uri() + f"#hand={hand}&step={move}")
    stepper = page.locator(".fiveup-stepper")
    expect(stepper).to_have_attribute("data-hand", str(hand))
    expect(stepper).to_have_attribute("data-step", str(move))
    expect(page.locator(".fiveup-where")).to_contain_text(f"Mano {hand} di 4, azione {move} di ")
    expect(page.locator(".fiveup-stepper .fiveup-note")).to_contain_text(notes["it"])
    expect(page.locator(".fiveup-stepper .fiveup-caption .mark")).to_have_text("?! imprecisione")
    expect(page.locator(".fiveup-stepper .fiveup-link-warning")).to_be_hidden()
    assert errors == [] and refused == []
