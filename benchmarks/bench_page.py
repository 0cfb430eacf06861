"""Game page export (`fiveup-viz html`, GameViewer.to_html): time and size for each example game.

Target: at most 2 s to export an 8-hand game. Baseline, measured in the same run: drawing
every layout of the same game once with svg.layout (the bulk of any export); ratio is the
export's wall time over the baseline's.
Run: .venv/bin/python benchmarks/bench_page.py
"""

from __future__ import annotations

import time

from fiveup_viz import Game, simulate
from fiveup_viz.drawing import svg
from fiveup_viz.pages.page import game_page
from fiveup_viz.pages.panels import GamePanels
from fiveup_viz.rules import examples
from fiveup_viz.rules.timeline import Timeline
from fiveup_viz.words import fluent

TARGET_S = 2.0


def export_seconds(game: Game, repeat: int = 3) -> tuple[float, float, int]:
    """Best wall and CPU seconds from a game to its page text (nothing cached), and bytes.

    The best of a few runs: on a shared machine the median mostly measures the other load.
    """
    walls, cpus, size = [], [], 0
    for _ in range(repeat):
        fluent.forget()  # each run says its sentences afresh (the message cache, `fluent._SAID`)
        wall, cpu = time.perf_counter(), time.process_time()
        page = game_page(game)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        size = len(page.encode("utf-8"))
    return min(walls), min(cpus), size


def baseline_seconds(game: Game) -> float:
    """Seconds to draw every position's layout once (no widget, no page)."""
    timeline = Timeline(game)
    start = time.perf_counter()
    for h in range(len(game.hands)):
        for k in range(timeline.length(h) + 1):
            svg.layout(timeline[h, k].layout)
    return time.perf_counter() - start


def main() -> None:
    games = [(name, examples.load(name)) for name in examples.names()]
    eight = next(simulate(4, seed=s) for s in range(100) if len(simulate(4, seed=s).hands) == 8)
    games.append(("simulated 4 players, 8 hands", eight))
    print(f"{'game':<30} {'hands':>5} {'stops':>6} {'wall s':>7} {'cpu s':>6} {'page KB':>8} "
          f"{'ratio':>6}")
    for name, game in games:
        seconds, cpu, size = export_seconds(game)
        base = baseline_seconds(game)
        stops = len(GamePanels(game).stops)
        print(f"{name:<30} {len(game.hands):>5} {stops:>6} {seconds:>7.2f} {cpu:>6.2f} "
              f"{size / 1024:>8.0f} {seconds / base:>6.2f}")
    seconds, _, _ = export_seconds(eight)
    verdict = "ok" if seconds <= TARGET_S else "SLOWER THAN TARGET"
    print(f"8-hand game export: {seconds:.2f} s (target <= {TARGET_S:.0f} s): {verdict}")


if __name__ == "__main__":
    main()
