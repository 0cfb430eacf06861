"""GameViewer on a 2,000-hand record: opening must not compute every position up front.

Baseline (named, measured in the same run): `replay(record)`, reading the JSON text and
replaying every hand through the rules, which any viewer of the record must do to check it.
Target: `GameViewer(record)` takes at most 150 ms and 50 MB (tracemalloc) above the baseline.
`GameViewer(record)` is `replay(record)` followed by exactly what `GameViewer(game)` does on
the replayed game, so the time above the baseline is measured directly as `GameViewer(game)`
(the difference of two multi-second runs is mostly noise on a shared machine; it is shown too).
The record is valid: simulated hands put one after another (each deal is written in the
record, RECORD.md), keeping only hands that leave every side short of 305 (R3) and with the
leader R8 asks for. Run: .venv/bin/python benchmarks/bench_long_record.py
"""

from __future__ import annotations

import argparse
import gc
import time
import tracemalloc
from collections.abc import Callable
from typing import Any

from fiveup_viz import DominoEnd, Game, Round, replay, simulate, to_record
from fiveup_viz.rules.record import dumps
from fiveup_viz.widgets import GameViewer
from fiveup_viz.words.errors import FiveUpError

TARGET_MS = 150.0
TARGET_MB = 50.0


def _play_hand(game: Game, rnd: Round) -> bool:
    """Deal and play a recorded hand in `game`; False if the rules refuse it or it reaches 305."""
    try:
        game.redeal(rnd)
        for action in rnd.actions:
            game.apply(action)
    except FiveUpError:
        return False
    return game.winner is None and game.hand.over


def long_game(hands: int = 2000, players: int = 2) -> Game:
    """A valid game of `hands` hands made of simulated hands, nobody reaching 305."""
    pool = [rnd for seed in range(60) for rnd in simulate(players, seed=seed, max_hands=30).hands
            if rnd.over]
    game = Game(players, max_hands=hands, start=False)
    turn = 0
    while len(game.hands) < hands:
        last = game.hands[-1].end if game.hands else None
        forced = last.seat if isinstance(last, DominoEnd) else None
        for _ in range(len(pool)):
            rnd = pool[turn % len(pool)]
            turn += 1
            if forced is not None and rnd.leader != forced:
                continue
            count, scores, events = len(game.hands), list(game.scores), len(game.events)
            if _play_hand(game, rnd):
                break
            del game.hands[count:], game.events[events:]  # take the refused hand back
            game.scores, game.winner = scores, None
        else:
            raise RuntimeError(f"no hand fits after {len(game.hands)} hands")
    return game


def close_widgets() -> None:
    """ipywidgets keeps every widget (and so every viewer's game) until closed."""
    import ipywidgets

    ipywidgets.Widget.close_all()
    gc.collect()


def best_ms(run: Callable[[], Any], repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
        close_widgets()
    return min(times)


def memory_mb(run: Callable[[], Any]) -> tuple[float, float]:
    """(peak, still held once done) in MB, by tracemalloc; the result is kept until read."""
    gc.collect()
    tracemalloc.start()
    try:
        kept = run()
        gc.collect()
        current, peak = tracemalloc.get_traced_memory()
        del kept
        return peak / 2**20, current / 2**20
    finally:
        tracemalloc.stop()
        close_widgets()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    start = time.perf_counter()
    text = dumps(to_record(long_game(args.hands, args.players)))
    game = replay(text)
    assert len(game.hands) == args.hands and game.winner is None
    actions = sum(len(h.actions) for h in game.hands)
    print(f"record: {args.players} players, {args.hands} hands, {actions} actions, "
          f"{len(text) / 2**20:.1f} MB of JSON (made in {time.perf_counter() - start:.1f} s)")
    rows = {"baseline replay(record)": lambda: replay(text),
            "GameViewer(record)": lambda: GameViewer(text),
            "GameViewer(game in memory)": lambda: GameViewer(game)}
    figures = {}
    for label, run in rows.items():
        ms = best_ms(run)
        peak, held = memory_mb(run)
        figures[label] = (ms, peak, held)
        print(f"{label:<28} {ms:8.1f} ms   peak {peak:6.1f} MB   held {held:6.1f} MB")
    base, opened = figures["baseline replay(record)"], figures["GameViewer(record)"]
    diff_ms, extra_peak, extra_held = (o - b for o, b in zip(opened, base, strict=True))
    extra_ms = figures["GameViewer(game in memory)"][0]
    ok = extra_ms <= TARGET_MS and max(extra_peak, extra_held) <= TARGET_MB
    print(f"(difference of the two record rows: {diff_ms:+.0f} ms)")
    print(f"opening above the baseline: {extra_ms:.1f} ms (target <= {TARGET_MS:.0f}), "
          f"peak {extra_peak:+.1f} MB, held {extra_held:+.1f} MB (target <= {TARGET_MB:.0f}): "
          f"{'ok' if ok else 'MISSES THE TARGET'}")
    viewer = GameViewer(game)
    last = len(game.hands) - 1
    step_ms = best_ms(lambda: viewer.goto(last, 0), repeat=1)
    print(f"first jump to hand {last + 1}: {step_ms:.1f} ms (replays that hand only)")


if __name__ == "__main__":
    main()
