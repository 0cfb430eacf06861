"""Choose the example games shipped in `fiveup_viz/examples/` and write their records.

Every example is a game simulated by the package's bots (`fiveup_viz.simulate`), picked
because it shows one rule at work. The table `CHOSEN` fixes the simulation (players,
strategy, seed) of each example; this script replays it, checks that the game still shows
what the example is about, and writes the record with its title and description.
Descriptions number hands from 1, as the widgets and pictures do; the `_focus` annotation
holds 0-based indexes into the record, as RECORD.md does.

    python scripts/choose_examples.py            # rewrite fiveup_viz/examples/*.json
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
from fiveup_viz.scoring import round5

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES_DIR = ROOT / "fiveup_viz" / "examples"


# -- what each example must show ---------------------------------------------------------
def _names(game: Game, side: int) -> str:
    return " and ".join(game.players[s] for s in game.sides[side])


def _verb(game: Game, side: int, singular: str, plural: str) -> str:
    """`Ada wins` or `Ada and Cai win`."""
    return f"{_names(game, side)} {singular if len(game.sides[side]) == 1 else plural}"


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
    """One example: what it is about, the test it must pass and the words that explain it."""

    name: str
    title: str
    players: int
    shows: Callable[[Game], bool]
    describe: Callable[[Game], str]
    focus: Callable[[Game], dict[str, int]]


def _describe_two(game: Game) -> str:
    hands = len(game.hands)
    return (f"Two players, {game.players[0]} and {game.players[1]}, each score for "
            f"themselves; {_names(game, game.winner)} reaches exactly 305 raw (61 displayed) "
            f"in the last of {hands} hands.")


def _describe_three(game: Game) -> str:
    hands = len(game.hands)
    return (f"Three players each score for themselves and play clockwise; "
            f"{_names(game, game.winner)} reaches exactly 305 raw (61 displayed) after "
            f"{hands} hands.")


def _describe_partners(game: Game) -> str:
    e = _partner_event(game)
    d = e.detail
    merged = d.opponents_pips - d.partner_pips
    return (f"Four players in two partnerships ({_names(game, 0)} against {_names(game, 1)}). "
            f"In hand {e.hand + 1} {game.players[e.seat]} goes out: placement {d.placement}, plus "
            f"the opponents' {d.opponents_pips} pips rounded to {d.opponents}, minus the "
            f"partner's {d.partner_pips} pips rounded to {d.partner}, is {e.raw:+d} raw; merging "
            f"the tiles first ({merged} -> {round5(merged)}) would have given "
            f"{d.placement + round5(merged):+d}, which R23 forbids.")


def _describe_discarded(game: Game) -> str:
    e = _discarded_domino(game)
    return (f"In hand {e.hand + 1} {game.players[e.seat]} goes out for {e.raw} raw, but "
            f"{_verb(game, e.side, 'has', 'have')} {e.before} already: {e.before + e.raw} "
            f"would pass 305, so the whole going-out event is discarded and play goes on "
            f"(R2, R23). {_verb(game, game.winner, 'wins', 'win')} later.")


def _describe_tie(game: Game) -> str:
    hand = _tied_block(game)
    end = hand.end
    low = min(end.pips)
    tied = [game.players[s] for s, p in enumerate(end.pips) if p == low]
    scoring = [g for g in end.groups if g.credit > 0]
    parts = ", ".join(f"{game.players[g.seat]} {g.total} → {g.credit}" for g in scoring)
    owners = " and ".join(f"{game.players[g.seat]}'s" for g in scoring)
    # R25, R26, D2: a group whose rounded total is 0, or that has no larger opponent group,
    # makes no event
    idle = [f"{game.players[g.seat]}'s total of {g.total} rounds to 0" for g in end.groups
            if g.credit == 0 and g.differences]
    idle += [f"{game.players[g.seat]} has no larger opponent" for g in end.groups
             if not g.differences]
    rest = ""
    if idle:
        rest = f"; {' and '.join(idle)}, so {'they make' if len(idle) > 1 else 'that group makes'}" \
               " no event"
    return (f"Hand {hand.index + 1} is blocked and tied: {' and '.join(tied)}, on opposing sides, "
            f"both hold {low} pips, so nobody wins the hand (R27). {owners} groups still score "
            f"the rounded totals of their differences, each as a separate event ({parts}){rest} "
            f"(R25, R26, D2).")


def _describe_mixed(game: Game) -> str:
    hand = _mixed_block(game)
    events = [e for e in game.events if e.hand == hand.index and e.kind == "blocked"]
    ok = next(e for e in events if e.accepted)
    bad = next(e for e in events if not e.accepted)
    return (f"Hand {hand.index + 1} is blocked: {game.players[ok.seat]}'s group event of "
            f"{ok.raw} raw is accepted, but {game.players[bad.seat]}'s {bad.raw} raw on "
            f"{bad.before} would make {bad.before + bad.raw}, past 305, and is discarded alone "
            f"(R2, R26). {_verb(game, game.winner, 'wins', 'win')} later.")


def _describe_placement_win(game: Game) -> str:
    hand = game.hands[-1]
    e = game.events[-1]
    left = [len(h) for h in hand.held]
    return (f"In hand {hand.index + 1}, with {len(hand.layout) - 1} tiles already on the table, "
            f"{game.players[e.seat]} places {hand.layout.last} for {e.raw} raw on {e.before} and "
            f"reaches exactly 305 while every player still holds tiles "
            f"({', '.join(map(str, left))}): the game ends at once (R3, D6).")


def _describe_block_win(game: Game) -> str:
    hand = game.hands[-1]
    e = game.events[-1]
    return (f"Hand {hand.index + 1} is blocked; its group events are applied lowest sum first, and "
            f"{game.players[e.seat]}'s {e.raw} raw on {e.before} brings "
            f"{_names(game, e.side)} to exactly 305: the game ends on a blocked-hand event "
            f"(R25, R26, R3).")


EXAMPLES: tuple[Example, ...] = (
    Example("two-players", "A two-player game", 2,
            lambda g: _won(g),
            _describe_two, lambda g: _focus_event(g.events[-1])),
    Example("three-players", "A three-player game", 3,
            lambda g: _won(g),
            _describe_three, lambda g: _focus_event(g.events[-1])),
    Example("partners", "Partners and the partner deduction", 4,
            lambda g: _won(g) and _partner_event(g) is not None,
            _describe_partners, lambda g: _focus_event(_partner_event(g))),
    Example("discarded-domino", "A going-out event discarded for passing 305", 4,
            lambda g: _won(g) and _discarded_domino(g) is not None,
            _describe_discarded, lambda g: _focus_event(_discarded_domino(g))),
    Example("blocked-tie", "A blocked hand with tied groups", 4,
            lambda g: _won(g) and _tied_block(g) is not None,
            _describe_tie,
            lambda g: {"hand": _tied_block(g).index, "action": len(_tied_block(g).actions) - 1}),
    Example("blocked-discarded", "A blocked hand with one event discarded", 3,
            lambda g: _won(g) and _mixed_block(g) is not None,
            _describe_mixed,
            lambda g: {"hand": _mixed_block(g).index, "action": len(_mixed_block(g).actions) - 1}),
    Example("won-by-placement", "Won by a placement in mid-hand", 2,
            lambda g: _won(g) and _last_end(g) == "target" and len(g.hands[-1].layout) >= 6,
            _describe_placement_win, lambda g: _focus_event(g.events[-1])),
    Example("won-by-block", "Won by a blocked-hand event", 4,
            lambda g: _won(g) and _last_end(g) == "blocked",
            _describe_block_win, lambda g: _focus_event(g.events[-1])),
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


# -- building and writing -----------------------------------------------------------------
def build(example: Example, strategy: str, seed: int) -> dict[str, Any]:
    """The record of one example, checked to show what it claims."""
    game = simulate(example.players, seed=seed, strategies=strategy)
    if not example.shows(game):
        raise SystemExit(f"{example.name}: {strategy} seed {seed} no longer shows "
                         f"'{example.title}'; run --search")
    game.title = example.title
    game.description = example.describe(game)
    game.annotations = {
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
        (args.out / n).write_text(text, encoding="utf-8")
        print(args.out / n)
    for stale in sorted(set(args.out.glob("*.json")) - {args.out / n for n in files}):
        print(f"note: {stale} is not an example of this script", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
