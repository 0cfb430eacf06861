"""Choose the example games shipped in `fiveup_viz/rules/examples/` and write their records.

Every example is a game simulated by the package's bots (`fiveup_viz.simulate`), picked
because it shows one rule at work. The table `CHOSEN` fixes the simulation (players,
strategy, seed) of each example; this script replays it, checks that the game still shows
what the example is about, and writes the record with its id (`_example`), its title and
description in every language (`{"en": ..., "it": ..., "fi": ...}`, RECORD.md § Annotations)
and its notes and marks (the table `NOTES`), all taken from the messages
(`fiveup_viz/locales/LANG/examples.ftl`, the one source of those words). Descriptions number hands from
1, as the widgets and pictures do; the `_focus` annotation holds 0-based indexes into the
record, as RECORD.md does.

    python scripts/choose_examples.py            # rewrite fiveup_viz/rules/examples/*.json
    python scripts/choose_examples.py --check    # exit 1 if a file is missing or would change
    python scripts/choose_examples.py --out DIR  # write somewhere else
    python scripts/choose_examples.py --search   # search the seeds again, print a CHOSEN table

`--search` tries seeds 0..N-1 for each strategy and keeps, for each example, the game with
the fewest actions (then the lowest seed) that shows the property. The output is the same
every run: everything is seeded (RULES.md D4).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fiveup_viz import Game, simulate, to_record
from fiveup_viz.files import write_atomic
from fiveup_viz.rules import examples
from fiveup_viz.rules.annotations import NOTE_LANGUAGES
from fiveup_viz.rules.scoring import round5
from fiveup_viz.words.messages import text as message

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES_DIR = ROOT / "fiveup_viz" / "rules" / "examples"


# -- what each example must show ---------------------------------------------------------
def _won(game: Game) -> bool:
    return game.winner is not None


def _actions(game: Game) -> int:
    return sum(len(h.actions) for h in game.hands)


def _domino_events(game: Game) -> list:
    return [e for e in game.events if e.kind == "domino"]


def _partner_event(game: Game):
    """A going-out event whose partner deduction rounds differently from a merged count (R23)."""
    for e in _domino_events(game):
        d = e.detail
        if d.partner_pips and d.opponents - d.partner != round5(d.opponents_pips - d.partner_pips):
            return e
    return None


def _discarded_domino(game: Game):
    return next((e for e in _domino_events(game) if not e.accepted), None)


def _tied_block(game: Game):
    """A blocked hand tied between opponents (R27) in which two or more groups score (R26)."""
    for hand in game.hands:
        end = hand.end
        if end is None or end.kind != "blocked" or end.winner is not None:
            continue
        if sum(1 for g in end.groups if g.credit > 0) >= 2:
            return hand
    return None


def _mixed_block(game: Game):
    """A blocked hand with one discarded and one accepted group event (R26)."""
    for hand in game.hands:
        events = [e for e in game.events if e.hand == hand.index and e.kind == "blocked"]
        if any(not e.accepted for e in events) and any(e.accepted for e in events):
            return hand
    return None


def _last_end(game: Game) -> str | None:
    end = game.hands[-1].end
    return None if end is None else end.kind


def _event_at(game: Game, hand: int, action: int):
    return next(e for e in game.events if e.hand == hand and e.action == action)


def _focus_event(event) -> dict[str, int]:
    return {"hand": event.hand, "action": event.action}


@dataclass(frozen=True)
class Example:
    """One example: its name (its messages are `title-NAME` and `description-NAME`), its
    players, the test its game must pass and where the rule shows."""

    name: str
    players: int
    shows: Callable[[Game], bool]
    focus: Callable[[Game], dict[str, int]]


EXAMPLES: tuple[Example, ...] = (
    Example("two-players", 2,
            lambda g: _won(g),
            lambda g: _focus_event(g.events[-1])),
    Example("three-players", 3,
            lambda g: _won(g),
            lambda g: _focus_event(g.events[-1])),
    Example("partners", 4,
            lambda g: _won(g) and _partner_event(g) is not None,
            lambda g: _focus_event(_partner_event(g))),
    Example("discarded-domino", 4,
            lambda g: _won(g) and _discarded_domino(g) is not None,
            lambda g: _focus_event(_discarded_domino(g))),
    Example("blocked-tie", 4,
            lambda g: _won(g) and _tied_block(g) is not None,
            lambda g: {"hand": _tied_block(g).index, "action": len(_tied_block(g).actions) - 1}),
    Example("blocked-discarded", 3,
            lambda g: _won(g) and _mixed_block(g) is not None,
            lambda g: {"hand": _mixed_block(g).index, "action": len(_mixed_block(g).actions) - 1}),
    Example("won-by-placement", 2,
            lambda g: _won(g) and _last_end(g) == "target" and len(g.hands[-1].layout) >= 6,
            lambda g: _focus_event(g.events[-1])),
    Example("won-by-block", 4,
            lambda g: _won(g) and _last_end(g) == "blocked",
            lambda g: _focus_event(g.events[-1])),
)

#: The simulation behind each example: (strategy for every seat, seed). Found by --search.
CHOSEN: dict[str, tuple[str, int]] = {
    "two-players": ("greedy", 1382),
    "three-players": ("greedy", 289),
    "partners": ("greedy", 1284),
    "discarded-domino": ("greedy", 527),
    "blocked-tie": ("greedy", 820),
    "blocked-discarded": ("greedy", 170),
    "won-by-placement": ("greedy", 1334),
    "won-by-block": ("greedy", 1469),
}

STRATEGIES = ("greedy", "random", "expert")


@dataclass(frozen=True)
class NoteAt:
    """A note of an example: its message is `note-EXAMPLE-KEY`; it goes on action `action` of
    hand `hand` (0-based, as in the record), or on the hand itself when `action` is None; a
    `mark` only where the coach's review agrees (tests/test_example_notes.py)."""

    example: str
    key: str
    hand: int
    action: int | None = None
    mark: str | None = None

    @property
    def message(self) -> str:
        return f"note-{self.example}-{self.key}"


#: Where each example's notes go: at the moments its description speaks of.
NOTES: tuple[NoteAt, ...] = (
    NoteAt("two-players", "hand", 0),
    NoteAt("two-players", "blunder", 7, 13, "??"),
    NoteAt("two-players", "out", 7, 14),
    NoteAt("three-players", "hand", 0),
    NoteAt("three-players", "open", 0, 0),
    NoteAt("three-players", "draw", 5, 14),
    NoteAt("three-players", "out", 5, 18),
    NoteAt("partners", "hand", 0),
    NoteAt("partners", "out", 2, 24),
    NoteAt("partners", "win", 3, 2, "!"),
    NoteAt("discarded-domino", "300", 3, 14),
    NoteAt("discarded-domino", "out", 3, 16),
    NoteAt("discarded-domino", "win", 4, 6, "!"),
    NoteAt("blocked-tie", "block", 3, 28),
    NoteAt("blocked-tie", "lead", 4),
    NoteAt("blocked-tie", "bust", 5, 15),
    NoteAt("blocked-tie", "win", 6, 6, "!"),
    NoteAt("blocked-discarded", "block", 8, 25),
    NoteAt("blocked-discarded", "lead", 9),
    NoteAt("blocked-discarded", "win", 9, 0, "!"),
    NoteAt("won-by-placement", "out", 3, 24),
    NoteAt("won-by-placement", "open", 4, 0, "?!"),
    NoteAt("won-by-placement", "win", 4, 13, "!"),
    NoteAt("won-by-block", "out", 2, 21),
    NoteAt("won-by-block", "block", 3, 26, "!"),
)


def in_languages(key: str) -> dict[str, str]:
    """A message of examples.ftl in every language a record may hold (RECORD.md)."""
    return {lang: message(lang, "examples", key) for lang in NOTE_LANGUAGES}


# -- building and writing -----------------------------------------------------------------
def build(example: Example, strategy: str, seed: int) -> dict[str, Any]:
    """The record of one example, checked to show what it claims."""
    game = simulate(example.players, seed=seed, strategies=strategy)
    if not example.shows(game):
        raise SystemExit(f"{example.name}: {strategy} seed {seed} no longer shows "
                         f"'{examples.title(example.name)}'; run --search")
    game.title = in_languages(f"title-{example.name}")
    game.description = in_languages(f"description-{example.name}")
    for note in NOTES:
        if note.example == example.name:
            game.annotate(note.hand, note.action, note=in_languages(note.message), mark=note.mark)
    game.private = {
        "_example": example.name,
        "_chosen_by": f"scripts/choose_examples.py: simulate({example.players}, seed={seed}, "
                      f"strategies={strategy!r})",
        "_focus": example.focus(game),
    }
    return to_record(game)


def format_record(doc: dict[str, Any]) -> str:
    """Stable, readable JSON: one line per key, per tile list and per action."""
    def j(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False)

    lines = ["{"]
    keys = [k for k in doc if k != "hands"]
    for k in keys:
        lines.append(f"  {j(k)}: {j(doc[k])},")
    lines.append('  "hands": [')
    for h, hand in enumerate(doc["hands"]):
        lines.append("    {")
        lines.append(f'      "leader": {j(hand["leader"])},')
        lines.append(f'      "deal": {j(hand["deal"])},')
        lines.append(f'      "boneyard": {j(hand["boneyard"])},')
        if "note" in hand:
            lines.append(f'      "note": {j(hand["note"])},')
        lines.append('      "actions": [')
        acts = hand["actions"]
        for a, action in enumerate(acts):
            lines.append(f"        {j(action)}{',' if a < len(acts) - 1 else ''}")
        lines.append("      ]")
        lines.append("    }" + ("," if h < len(doc["hands"]) - 1 else ""))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def render_all() -> dict[str, str]:
    """File name -> text of every example record."""
    out = {}
    for example in EXAMPLES:
        strategy, seed = CHOSEN[example.name]
        out[f"{example.name}.json"] = format_record(build(example, strategy, seed))
    return out


def search(limit: int) -> dict[str, tuple[str, int]]:
    """For each example, the shortest game (fewest actions, then lowest seed) showing it."""
    best: dict[str, tuple[int, int, str, int]] = {}
    for players in sorted({e.players for e in EXAMPLES}):
        wanted = [e for e in EXAMPLES if e.players == players]
        for s_rank, strategy in enumerate(STRATEGIES):
            seeds = limit if strategy != "expert" else limit // 10
            for seed in range(seeds):
                game = simulate(players, seed=seed, strategies=strategy)
                size = _actions(game)
                for e in wanted:
                    key = (size, s_rank, strategy, seed)
                    if (e.name not in best or key < best[e.name]) and e.shows(game):
                        best[e.name] = key
    missing = [e.name for e in EXAMPLES if e.name not in best]
    if missing:
        raise SystemExit(f"no game found for {', '.join(missing)}; raise --limit")
    return {e.name: (best[e.name][2], best[e.name][3]) for e in EXAMPLES}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=EXAMPLES_DIR)
    p.add_argument("--check", action="store_true", help="only compare with the files")
    p.add_argument("--search", action="store_true", help="search seeds, print CHOSEN")
    p.add_argument("--limit", type=int, default=1500, help="seeds per strategy for --search")
    args = p.parse_args(argv)
    if args.search:
        chosen = search(args.limit)
        print("CHOSEN: dict[str, tuple[str, int]] = {")
        for name, (strategy, seed) in chosen.items():
            print(f"    {name!r}: ({strategy!r}, {seed}),".replace("'", '"'))
        print("}")
        return 0
    files = render_all()
    if args.check:
        stale = [n for n, text in files.items()
                 if not (args.out / n).exists() or (args.out / n).read_text("utf-8") != text]
        for n in stale:
            print(f"stale: {args.out / n}", file=sys.stderr)
        return 1 if stale else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for n, text in files.items():
        write_atomic(args.out / n, text)
        print(args.out / n)
    for stale in sorted(set(args.out.glob("*.json")) - {args.out / n for n in files}):
        print(f"note: {stale} is not an example of this script", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
