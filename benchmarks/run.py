"""Run every benchmark in this folder, one after another (`make bench`)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    failed = 0
    for script in sorted(HERE.glob("bench_*.py")):
        print(f"== {script.name}", flush=True)
        failed |= subprocess.call([sys.executable, str(script)])
    return failed


if __name__ == "__main__":
    raise SystemExit(main())
