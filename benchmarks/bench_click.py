"""Click-to-play response time: from a click on a legal point to the updated picture.

Target: at most 100 ms median in JupyterLab in headless Chromium. Runs the browser test
tests/test_browser_clicks.py (a PlayTable with a live kernel; each click plays a tile and the
bots answer) and reads the times the front end measured (performance.now() at the click to
the frame after the new picture is in the page). Baseline, measured in the same run: the
Python work alone (PlayTable.play plus the bots, via the click handler) for the same kind of click.
Run: .venv/bin/python benchmarks/bench_click.py
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = Path(tempfile.mkdtemp(prefix="fiveup-bench-click-"))
RESULT = OUT / "fiveup-test-output" / "click-latency.json"
TARGET_MS = 100.0


def python_side_ms(clicks: int = 20) -> list[float]:
    """Milliseconds of the Python handler for clicks that play (no browser)."""
    from fiveup_viz.pages.picking import fitting
    from fiveup_viz.widgets import PlayTable

    times: list[float] = []
    table = PlayTable(2, seed=4)
    while len(times) < clicks and not table.game.finished:
        hand = table.game.hand
        if table.game.needs_deal:
            table.next_hand()
            continue
        held = [hand.pending] if hand.pending is not None else list(hand.held[table.seat])
        target = next(((lp.tile, str(lp.socket)) for lp in hand.layout.legal_points()
                       if len({m.tile for m in fitting(hand.layout, held, lp.tile, str(lp.socket))}) == 1),
                      None)
        if target is None:
            table.move_buttons[0].click()
            continue
        start = time.perf_counter()
        table.picker.click_point(*target)
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> int:
    code = subprocess.call([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                            str(ROOT / "tests" / "test_browser_clicks.py")], cwd=ROOT,
                           env={**os.environ, "FIVEUP_TEST_OUTPUT": str(OUT)})
    base = python_side_ms()
    print(f"Python handler alone: median {statistics.median(base):.1f} ms over {len(base)} clicks")
    if code != 0 or not RESULT.exists():
        print("the browser test did not run (Chromium missing?): no click latency")
        return 1
    data = json.loads(RESULT.read_text())
    clicks = data["clicks"]
    median = statistics.median(clicks)
    verdict = "ok" if median <= TARGET_MS else "SLOWER THAN TARGET"
    print(f"click -> updated picture in JupyterLab: median {median:.1f} ms, max {max(clicks):.1f} ms "
          f"over {len(clicks)} clicks (ratio to the Python handler {median / statistics.median(base):.1f}); "
          f"target <= {TARGET_MS:.0f} ms: {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
