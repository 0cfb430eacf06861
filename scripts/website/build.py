"""`make site`: the course as a static website in `build/site/`, the same code as
`fiveup-viz site DIR` (`fiveup_viz.cli.course.cmd_site`, JupyterLite by `fiveup_viz.pages.site.lite`).

    python scripts/website/build.py            # the whole site, JupyterLite too
    python scripts/website/build.py --no-lite  # the pages only

JupyterLite's downloads are cached in `build/cache/` (instead of the user's cache).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

from fiveup_viz.cli.main import main as fiveup_viz  # noqa: E402

SITE = ROOT / "build" / "site"


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("FIVEUP_VIZ_CACHE", str(ROOT / "build" / "cache"))
    return fiveup_viz(["site", str(SITE), *(sys.argv[1:] if argv is None else argv)])


if __name__ == "__main__":
    raise SystemExit(main())
