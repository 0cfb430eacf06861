"""Build the course as a static website: `make site` writes `build/site/` (ignored by git).

    python scripts/website/build.py            # the whole site, JupyterLite too
    python scripts/website/build.py --no-lite  # the pages only (as `fiveup-viz site DIR` writes them)

The pages are written by the package itself (`fiveup_viz.site`, the code of `fiveup-viz site`):
the home page, the three courses' lessons with their stored outputs and kernel-free
exercises (the Python behind "show the code"), the rule books, cheat sheets and example games.
Unless `--no-lite`, JupyterLite is built into `build/site/lite/` (scripts/website/lite.py:
Pyodide and the package served from the site itself) and every lesson links to itself there.
Nothing is fetched from the network when the site is read.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

from fiveup_viz import site  # noqa: E402
from fiveup_viz.errors import FiveUpError  # noqa: E402
from scripts.website import lite  # noqa: E402

SITE = ROOT / "build" / "site"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--no-lite", action="store_true", help="leave JupyterLite out")
    args = parser.parse_args(argv)
    start = time.monotonic()
    try:
        if not args.no_lite:  # first: a failed build leaves no page linking to it
            lite.build(out=SITE / "lite")
        written = site.write(str(SITE), lite=not args.no_lite)
    except (FiveUpError, OSError, lite.LiteBuildError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(f"site: {SITE.relative_to(ROOT)}/index.html, {len(written.files)} pages "
          f"({written.size / 1e6:.1f} MB){'' if args.no_lite else ' and lite/'} "
          f"in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
